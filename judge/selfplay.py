"""Random self-play (`judge play --random N`): games between players who choose uniformly among
`legal_actions()`, with the engine's invariants checked after every action.

After every action: the position is sound (judge/invariants.py: every card in one zone, ids
unique, tokens only in play, nothing negative, expeditions in the Adventure); each player's cards
are as many as at the start (tokens aside); after each Night, Reserve and Landmark limits hold;
`undo` gives back the exact position (`to_dict()`) and applying the action again gives the same
trace; a `copy()` taken before is untouched. After every game: the same seed and actions give
the same trace, byte for byte. A game that breaks any of these, or raises, is written as a
scenario file that replays it up to the action that failed: a ruling to write.
"""

from __future__ import annotations

import json
import random
import statistics
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

from .actions import Answer
from .decks import EXAMPLE_DECKS, MAX_DECK
from .enums import Edition, Mode, Phase
from .game import Game
from .invariants import cards_held, limits_hold, problems

MAX_GAMES = 1_000_000
MAX_ACTIONS = 20_000  # a game that has not ended after this many actions is stopped and reported
PLAYERS = ("alice", "bob")
FOUR_PLAYERS = ("alice", "bob", "carol", "dave")  # 2v2 (alice and carol partners) and Free for All


def seated(mode: str) -> tuple[str, ...]:
    """The players of a self-play game of this mode, clockwise."""
    return FOUR_PLAYERS if Mode(mode).multiplayer else PLAYERS


@dataclass
class Outcome:
    seed: int
    decks: tuple[str, str]
    actions: list = field(default_factory=list)  # (action, is an answer) in order
    winner: str | None = None
    days: int = 0
    seconds: float = 0.0
    broke: str | None = None  # the first invariant broken, or the exception raised
    at: int | None = None  # the index of the action after which it broke
    mode: str = "1v1"
    edition: str = "builtin"  # whose mechanics (enums.Edition)
    dealt: dict | None = None  # each player's cards, as the game was made with them
    # the engine stopped where it does not model what happens (a card's construct in a situation no
    # edition settles): said and stopped by design, not a break; counted apart
    stopped: str | None = None


def _snapshot(game: Game) -> dict:
    return game.to_dict()  # compared with ==: the cards' data are the same objects, compared at once


BOOSTER_CARDS = 12  # a Booster War deck: a booster's Hero, and 12 cards (judge/draft.py's booster)


def booster_decks(decks: dict[str, list[str]], names: tuple[str, str], seed: int) -> dict[str, list[str]]:
    """For Booster War: each player's Hero and 12 cards of their deck drawn at random, in a
    random order (the boosters self-play opens are made of the cards of the decks given)."""
    rng = random.Random(f"boosters {seed}")
    out = {}
    for player, name in zip(PLAYERS, names):
        heroes = [c for c in decks[name] if _is_hero(c)]
        rest = [c for c in decks[name] if not _is_hero(c)]
        out[player] = heroes[:1] + rng.sample(rest, min(BOOSTER_CARDS, len(rest)))
    return out


def play_one(seed: int, decks: dict[str, list[str]], names: tuple[str, ...], max_days: int, check: bool,
             mode: str = "1v1", edition: str = "builtin") -> Outcome:
    """One game, seeded; `check` runs every invariant after every action."""
    rng = random.Random(seed)
    out = Outcome(seed, names)
    start = time.perf_counter()
    try:
        if mode.startswith("booster-war"):
            dealt = booster_decks(decks, names, seed)
        else:
            dealt = {player: decks[name] for player, name in zip(seated(mode), names)}
        out.dealt, out.mode, out.edition = dealt, mode, Edition.of(edition).value
        game = Game.new(list(seated(mode)), decks=dealt, seed=seed, max_days=max_days, mode=mode, edition=edition)
        held = cards_held(game.state)
        while not game.is_over():
            if len(out.actions) >= MAX_ACTIONS:
                out.broke = f"the game has not ended after {MAX_ACTIONS} actions"
                break
            legal = game.legal_actions()
            if not legal:
                out.broke, out.at = "no legal action in a game that is not over", len(out.actions) - 1
                break
            action = rng.choice(legal)
            if check:
                before, twin, mark = _snapshot(game), game.copy(), len(game.trace.events)
                game.apply(action)
                after_trace = [e.line() for e in game.trace.events[mark:]]
                after = _snapshot(game)
                game.undo()
                if _snapshot(game) != before:
                    out.broke = f"undo after {action} does not give back the position"
                game.apply(action)
                if [e.line() for e in game.trace.events[mark:]] != after_trace or _snapshot(game) != after:
                    out.broke = out.broke or f"{action} applied again does not give the same trace and position"
                if _snapshot(twin) != before:
                    out.broke = out.broke or f"a copy taken before {action} changed with the game"
            else:
                game.apply(action)
            out.actions.append((action, isinstance(action, Answer)))
            if check and out.broke is None:
                wrong = problems(game.state)
                if wrong:
                    out.broke = wrong[0]
                elif cards_held(game.state) != {p: n for p, n in held.items() if p in {q.name for q in game.state.players}}:
                    # (players who leave a Free for All's tiebreaker take their cards with them)
                    out.broke = f"the players' cards changed in number: {dict(held)} -> {dict(cards_held(game.state))} (tokens aside)"
                elif game.state.phase == Phase.MORNING and not game.state.phase_done and game.state.day > 1:
                    over = limits_hold(game.state)
                    out.broke = over[0] if over else None
            if out.broke is not None:
                out.at = len(out.actions) - 1
                break
        out.winner, out.days = game.winner, game.state.day
        if check and out.broke is None:
            again = Game.new(list(seated(mode)), decks=dealt, seed=seed, max_days=max_days, mode=mode, edition=edition)
            for action, _ in out.actions:
                again.apply(action)
            if again.trace.render() != game.trace.render():
                out.broke, out.at = "the same seed and actions do not give the same trace", len(out.actions) - 1
    except Exception as exc:  # noqa: BLE001 — any exception is a finding, written as a scenario
        said = " ".join(str(exc).split())
        if "not modelled" in said and type(exc).__name__ in ("EngineError", "IllegalAction", "NotModelled"):
            out.stopped, out.at = said[:300], len(out.actions)
        else:
            out.broke, out.at = f"exception: {type(exc).__name__}: {said[:300]}", len(out.actions)
    out.seconds = time.perf_counter() - start
    return out


# -- a failing game as a scenario ------------------------------------------------------------------
def _quote(text: str) -> str:
    return json.dumps(text, ensure_ascii=False)


def scenario_text(out: Outcome, decks: dict[str, list[str]], upto: int | None) -> str:
    """A scenario file that sets up the same game (the same seed, decks, ids) and plays its
    actions up to `upto` (included): the answers a decision took are given before the action
    that asked them, as a scenario's `choose` would."""
    from .decks import id_prefixes

    prefix = id_prefixes(list(seated(out.mode)))
    lines = [f"ruling: {_quote('random self-play, seed ' + str(out.seed) + ': ' + (out.broke or 'replay'))}",
             "# Written by `judge play --random`: the game replays up to the action after which it broke. Find the rule it",
             "# breaks, fix the engine, and add the expectations the rules give: then it is a ruling.",
             f"seed: {out.seed}"] + ([f"mode: {out.mode}"] if out.mode != "1v1" else []) + (
             [f"edition: {out.edition}"] if out.edition != "builtin" else []) + [
             "position:", "  phase: setup", "  first player: random", "  adventure: {tumult: random}"]
    for player, name in zip(seated(out.mode), out.decks):
        cards = out.dealt[player] if out.dealt else decks[name]
        lines.append(f"  {player}:")
        i = 1
        deck = []
        for card in cards:
            if _is_hero(card):
                lines.append(f"    hero: {_quote(card + ' | #' + prefix[player] + '0')}")
            else:
                deck.append(_quote(f"{card} | #{prefix[player]}{i}"))
                i += 1
        lines.append(f"    deck: [{', '.join(deck)}]")
    lines.append("steps:")
    actions = out.actions[: (upto + 1) if upto is not None else None]
    # group each action with the answers that followed it (its decisions), answers first
    groups: list[list] = []
    for action, answer in actions:
        if answer and groups:
            groups[-1].insert(-1, action)
        else:
            groups.append([action])
    for group in groups:
        for action in group:
            lines.append(f"  - {_quote(str(action))}")
    return "\n".join(lines) + "\n"


def _is_hero(name: str) -> bool:
    from .catalog import known

    card = known(name)
    return card is not None and card.type == "hero"


def write_failure(out: Outcome, decks: dict[str, list[str]], folder: Path) -> Path:
    from rules_index.files import write_whole

    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"selfplay-seed-{out.seed}.yaml"
    write_whole(path, scenario_text(out, decks, out.at))
    return path


# -- the command ------------------------------------------------------------------------------------
def _read_decks(path: str) -> dict[str, list[str]]:
    from rules_index.errors import BadInput

    from .carddb import NotModelled
    from .catalog import lookup
    from .scenario.problems import ScenarioError
    from .scenario.yamlfile import read_yaml

    try:
        data, _ = read_yaml(Path(path))
    except ScenarioError as exc:
        raise BadInput(str(exc)) from None
    if not isinstance(data, dict) or not data:
        raise BadInput(f"{path}: give decks as a mapping: NAME: [card, card, ...]")
    decks = {}
    for name, cards in data.items():
        if not isinstance(cards, list) or not 1 <= len(cards) <= MAX_DECK or not all(isinstance(c, str) for c in cards):
            raise BadInput(f"{path}: deck {name!r}: a list of 1 to {MAX_DECK} card names")
        try:
            unknown = [c for c in cards if lookup(c) is None]
        except NotModelled as exc:
            raise BadInput(f"{path}: deck {name!r}: {exc}") from None
        if unknown:
            raise BadInput(f"{path}: deck {name!r}: unknown card {unknown[0]!r} (in no card set and not in the catalog)")
        if sum(1 for c in cards if lookup(c).type == "hero") > 1:
            raise BadInput(f"{path}: deck {name!r}: one Hero at most (3.2.6.b)")
        decks[str(name)] = [str(c) for c in cards]
    return decks


class _Progress:
    def __init__(self, total: int):
        self.total, self.on, self.last = total, sys.stderr.isatty(), 0.0

    def show(self, done: int) -> None:
        now = time.monotonic()
        if not self.on or (now - self.last < 0.1 and done < self.total):
            return
        self.last = now
        width = 30
        filled = width * done // self.total
        sys.stderr.write(f"\r[{'#' * filled}{' ' * (width - filled)}] {done}/{self.total} games")
        if done == self.total:
            sys.stderr.write("\n")
        sys.stderr.flush()


def cmd_play(args) -> int:
    from rules_index.errors import BadInput

    n = args.random
    if not 1 <= n <= MAX_GAMES:
        raise BadInput(f"play --random {n}: from 1 to {MAX_GAMES:,} games")
    if not 1 <= args.max_days <= 999:
        raise BadInput(f"play --max-days {args.max_days}: from 1 to 999")
    if not -(2**63) <= args.seed < 2**63:
        raise BadInput("play --seed: a whole number of at most 63 bits")
    from rules_index.commands import check_edition_name

    # the edition whose mechanics the games follow (enums.Edition), written into a failure's
    # scenario file: checked here, so that a typo fails before a thousand games rather than after
    edition = check_edition_name(getattr(args, "edition", None))
    from rules_index.cite import citer

    citer(edition)
    decks = dict(EXAMPLE_DECKS)
    if args.decks:
        decks.update(_read_decks(args.decks))
    names = sorted(decks)
    check = not args.quick
    outcomes: list[Outcome] = []
    failures: list[tuple[Outcome, Path]] = []
    progress = _Progress(n)
    for i in range(n):
        mode = getattr(args, "mode", "1v1")
        pair = tuple(names[(i + k) % len(names)] for k in range(len(seated(mode))))
        out = play_one(args.seed + i, decks, pair, args.max_days, check, mode, edition)
        outcomes.append(out)
        if out.broke is not None:
            try:
                where = str(write_failure(out, decks, Path(args.out)))
            except OSError as exc:  # a folder that cannot be made or written: said, the games go on
                where = f"not written ({args.out}: {exc.strerror or exc})"
            failures.append((out, where))
        progress.show(i + 1)
    report = summary(outcomes, failures, check) | {"edition": edition}
    if args.json:
        print(json.dumps(report, indent=2))
    else:
        print(render(report))
    return 1 if failures else 0


def summary(outcomes: list[Outcome], failures, check: bool) -> dict:
    actions = sum(len(o.actions) for o in outcomes)
    seconds = sum(o.seconds for o in outcomes)
    winners = Counter(o.decks[seated(o.mode).index(o.winner)] if o.winner in seated(o.mode)
                      else "none (stopped: not modelled)" if o.stopped
                      else "none (day limit)" if o.mode == "1v1" else "none (tied after the additional day)" for o in outcomes)
    return {
        "games": len(outcomes),
        "checked": check,
        "days": sum(o.days for o in outcomes),
        "actions": actions,
        "winners": dict(sorted(winners.items())),
        "invariant_breaks": sum(1 for o in outcomes if o.broke and not o.broke.startswith("exception")),
        "exceptions": sum(1 for o in outcomes if o.broke and o.broke.startswith("exception")),
        "stopped_not_modelled": [{"seed": o.seed, "after_action": o.at, "said": o.stopped} for o in outcomes if o.stopped],
        "ms_per_game_median": round(statistics.median(o.seconds for o in outcomes) * 1000, 2),
        "us_per_action": round(seconds / actions * 1e6, 1) if actions else 0.0,
        "failures": [{"seed": o.seed, "broke": o.broke, "after_action": o.at, "scenario": p} for o, p in failures],
    }


def render(r: dict) -> str:
    lines = [f"{r['games']} games, {r['days']} days, {r['actions']} actions"
             + ("" if r["checked"] else " (invariants not checked: --quick)"),
             "winners: " + ", ".join(f"{k} {v}" for k, v in r["winners"].items()),
             f"invariant breaks: {r['invariant_breaks']}, exceptions: {r['exceptions']}, "
             f"stopped where the engine does not model what happens: {len(r['stopped_not_modelled'])}",
             f"{r['ms_per_game_median']} ms per game (median), {r['us_per_action']} µs per action"
             + (" (with the checks)" if r["checked"] else "")]
    for f in r["failures"][:20]:
        lines.append(f"seed {f['seed']}: {f['broke']} -> {f['scenario']}")
    for s in r["stopped_not_modelled"][:20]:
        lines.append(f"seed {s['seed']}: stopped (not modelled): {s['said']}")
    return "\n".join(lines)
