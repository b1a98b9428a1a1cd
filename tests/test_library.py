"""The engine as a library (docs/library.md): `Game` with legal actions, all-or-nothing moves,
undo, copy, the position as data, actions as text; random self-play with invariants; no import
cycle in judge/."""

from __future__ import annotations

import ast
import json
import os
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge import Action, Advance, Answer, DecisionKind, Game, IllegalAction, Pass, Play, PositionError, QuickAction
from judge.invariants import cards_held, problems
from tests.helpers import ROOT


def random_game(seed: int, limit: int = 3000) -> Game:
    """The random player of docs/library.md: uniform over the legal actions, to the end."""
    game = Game.new(players=["alice", "bob"], seed=seed)
    rng = random.Random(seed)
    while not game.is_over() and limit:
        game.apply(rng.choice(game.legal_actions()))
        limit -= 1
    return game


def test_a_random_player_of_ten_lines_plays_games_to_their_end():
    for seed in range(3):
        game = random_game(seed)
        assert game.is_over()
        assert game.winner in ("alice", "bob")
        assert game.trace.events[-1].kind in ("over", "win")
        assert any(e.kind == "win" for e in game.trace.events)


def _to(game: Game, kind_or_phase, rng: random.Random, limit: int = 400) -> Game:
    """Play randomly until a decision of that kind (or the Afternoon turn) comes up."""
    for _ in range(limit):
        d = game.decision()
        if d is not None and d.kind == kind_or_phase:
            return game
        game.apply(rng.choice(game.legal_actions()))
    raise AssertionError(f"no {kind_or_phase} decision in {limit} actions")


def key(game: Game) -> str:
    return json.dumps(game.to_dict(), sort_keys=True)


# -- the first moments of a game ---------------------------------------------------------------------
def test_a_new_game_waits_for_the_clock_then_for_the_setup_mana():
    game = Game.new(players=["alice", "bob"], seed=3)
    assert game.decision() is None
    assert game.legal_actions() == [Advance()]
    game.apply(Advance())
    d = game.decision()
    assert d.kind == DecisionKind.SETUP_MANA and d.rule == "1.3.1.d"
    assert all(len(o) == 3 for o in d.options)  # three cards of six (1.3.1.d): C(6,3) ways
    assert len(d.options) == 20
    assert game.state.phase == "setup"  # the setup waits: nothing happened yet (all or nothing)
    assert game.trace.events == []


def test_answers_finish_the_setup_and_the_first_day_starts_at_noon():
    game = Game.new(players=["alice", "bob"], seed=3)
    game.apply(Advance())
    for _ in range(2):
        d = game.decision()
        game.apply(Answer(d.player, d.kind, d.options[0]))
    assert game.decision() is None
    assert (game.state.day, game.state.phase) == (1, "noon")
    for p in game.state.players:
        assert len(p.zones["mana"]) == 3 and len(p.zones["hand"]) == 3
    cited = game.trace.cited()
    assert {"4.1.g", "4.1.i", "1.3.1.d"} <= cited


def test_undo_goes_back_one_action_at_a_time_to_the_start():
    game = Game.new(players=["alice", "bob"], seed=5)
    rng = random.Random(5)
    keys, traces = [key(game)], [len(game.trace.events)]
    for _ in range(60):
        game.apply(rng.choice(game.legal_actions()))
        keys.append(key(game))
        traces.append(len(game.trace.events))
    for k, n in zip(reversed(keys[:-1]), reversed(traces[:-1])):
        game.undo()
        assert key(game) == k
        assert len(game.trace.events) == n
    with pytest.raises(IndexError):
        game.undo()


def test_copy_is_independent_both_ways():
    game = _to(Game.new(players=["alice", "bob"], seed=2), DecisionKind.TURN, random.Random(2))
    twin = game.copy()
    before = key(game)
    rng = random.Random(9)
    for _ in range(20):
        twin.apply(rng.choice(twin.legal_actions()))
    assert key(game) == before
    game.apply(game.legal_actions()[0])
    assert key(twin) != key(game)


def test_every_listed_action_applies_and_text_round_trips():
    rng = random.Random(4)
    game = Game.new(players=["alice", "bob"], seed=4)
    kinds = Counter()
    for _ in range(150):
        if game.is_over():
            break
        for action in game.legal_actions():
            assert str(Action.parse(game, str(action))) == str(action)
            assert Action.parse(game, str(action)) == action
            twin = game.copy()
            twin.apply(action)  # never IllegalAction
            kinds[type(action).__name__] += 1
        game.apply(rng.choice(game.legal_actions()))
    assert {"Pass", "Play", "Answer", "Advance"} <= set(kinds)


# -- illegal actions change nothing -------------------------------------------------------------
def test_illegal_actions_raise_with_their_rule_and_change_nothing():
    rng = random.Random(6)
    game = _to(Game.new(players=["alice", "bob"], seed=6), DecisionKind.TURN, rng)
    turn = game.decision().player
    other = next(p.name for p in game.state.players if p.name != turn)
    before, events = key(game), len(game.trace.events)
    hand = game.state.player(turn).zones["hand"]
    orbs = sum(1 for o in game.state.player(turn).zones["mana"] if "exhausted" not in o.statuses)
    dear = next((o for o in hand if (o.card.hand_cost or 0) > orbs), None)
    cases = [
        (Pass(other), "1.3.2.d"),  # a pass out of turn
        (Advance(), "1.3.2.d"),  # the clock while a player has a turn
        (Answer(turn, DecisionKind.MANA, "none"), "6.1.g"),  # an answer nobody asked for
        (Play(turn, "nonexistent", "hand", None), "2.1.a"),
    ]
    if dear is not None:
        exp = "hero" if dear.card.type == "character" else None
        cases.append((Play(turn, dear.uid, "hand", exp), "5.1.2.c"))  # not enough Mana Orbs
    for action, rule in cases:
        assert action not in game.legal_actions()
        with pytest.raises(IllegalAction) as info:
            game.apply(action)
        assert info.value.rule == rule, (action, info.value)
        assert key(game) == before and len(game.trace.events) == events


def test_an_answer_outside_the_options_is_refused():
    game = Game.new(players=["alice", "bob"], seed=1)
    game.apply(Advance())
    d = game.decision()
    with pytest.raises(IllegalAction) as info:
        game.apply(Answer(d.player, d.kind, ("x1", "x2", "x3")))
    assert info.value.rule == "1.3.1.d"
    other = next(p.name for p in game.state.players if p.name != d.player)
    with pytest.raises(IllegalAction):
        game.apply(Answer(other, d.kind, d.options[0]))
    # several ids in any order are the same answer
    shuffled = tuple(reversed(d.options[0]))
    game.apply(Answer(d.player, d.kind, shuffled))
    assert game.decision().player == other


def test_action_parse_reads_names_and_refuses_what_is_not_an_action():
    game = _to(Game.new(players=["alice", "bob"], seed=8), DecisionKind.TURN, random.Random(8))
    turn = game.decision().player
    play = next((a for a in game.legal_actions() if isinstance(a, Play)), None)
    if play is not None:
        obj = game.state.get(play.card)
        if sum(1 for o in game.state.player(turn).zones[play.source] if o.name == obj.name) == 1:
            text = str(play).replace(f" {play.card} ", f" {obj.name} ", 1)
            assert Action.parse(game, text) == play
    from judge import ActionSyntaxError

    for bad in ("", "alice dances", "zed passes", "alice chooses nothing: 1"):
        with pytest.raises(ActionSyntaxError):
            Action.parse(game, bad)


# -- the position as data ---------------------------------------------------------------------------
def test_to_dict_round_trips_through_json_and_keeps_the_waiting_decision():
    rng = random.Random(12)
    game = Game.new(players=["alice", "bob"], seed=12)
    seen_pending = False
    for _ in range(120):
        if game.is_over():
            break
        data = json.loads(json.dumps(game.to_dict()))
        again = Game.from_dict(data)
        assert json.dumps(again.to_dict(), sort_keys=True) == json.dumps(data, sort_keys=True)
        assert [str(a) for a in again.legal_actions()] == [str(a) for a in game.legal_actions()]
        seen_pending |= data["decision"] is not None
        game.apply(rng.choice(game.legal_actions()))
    assert seen_pending


def test_a_game_from_data_plays_on_as_the_original():
    rng = random.Random(13)
    game = Game.new(players=["alice", "bob"], seed=13)
    for _ in range(30):
        game.apply(rng.choice(game.legal_actions()))
    twin = Game.from_dict(game.to_dict())
    rng_a, rng_b = random.Random(1), random.Random(1)
    mark_a, mark_b = len(game.trace.events), len(twin.trace.events)
    for _ in range(40):
        if game.is_over():
            break
        game.apply(rng_a.choice(game.legal_actions()))
        twin.apply(rng_b.choice(twin.legal_actions()))
    assert key(game) == key(twin)
    assert game.trace.render(mark_a) == twin.trace.render(mark_b)


@pytest.mark.parametrize("breakage, rule", [
    (lambda d: d["players"][0]["zones"]["hand"].append(dict(d["players"][0]["zones"]["deck"][0])), "2.1.a"),
    (lambda d: d["players"][1]["position"].__setitem__("hero", 9), "3.2.1.b"),
    (lambda d: d["players"][0]["zones"]["deck"][0].__setitem__("boosts", -1), "2.4.4.a"),
    (lambda d: d["clock"].__setitem__("phase", "brunch"), "1.3.2.a"),
    (lambda d: d["clock"].__setitem__("first_player", "zed"), "4.1.g"),
    (lambda d: d.__setitem__("format", "chess"), ""),
    (lambda d: d["players"][0]["zones"]["hero zone"].append(d["players"][0]["zones"]["deck"].pop()), "3.2.6.b"),
    (lambda d: d["players"][0]["zones"]["deck"][0].__setitem__("statuses", ["exhausted"]), "3.1.3.d"),
    (lambda d: d["random"].__setitem__("state", "AAAA"), "not a position"),
    (lambda d: d["cards"].__setitem__("Nonexistent Card", {"catalog": True}) or
     d["players"][0]["zones"]["deck"][0].__setitem__("card", "Nonexistent Card"), "not in the catalog"),
])
def test_from_dict_refuses_what_is_not_a_position_naming_the_rule(breakage, rule):
    game = Game.new(players=["alice", "bob"], seed=1)
    game.apply(Advance())
    data = json.loads(json.dumps(game.to_dict()))
    breakage(data)
    with pytest.raises(PositionError) as info:
        Game.from_dict(data)
    assert rule in str(info.value)
    assert "\n" not in str(info.value)


def test_a_token_outside_the_expeditions_is_refused():
    rng = random.Random(3)
    for seed in range(40):  # a game that made a token (Brassbug Hub, Subhash & Marmo's reaction)
        game = Game.new(players=["alice", "bob"], seed=seed)
        for _ in range(200):
            if game.is_over():
                break
            game.apply(rng.choice(game.legal_actions()))
            tokens = [o for p in game.state.players for e in ("hero", "companion") for o in p.expeditions[e] if o.card.token]
            if tokens:
                break
        if tokens:
            break
    assert tokens, "no random game made a token"
    data = game.to_dict()
    owner = next(p for p in data["players"] if any(o["id"] == tokens[0].uid for e in ("hero", "companion")
                                                   for o in p["expeditions"][e]))
    for e in ("hero", "companion"):
        for o in list(owner["expeditions"][e]):
            if o["id"] == tokens[0].uid:
                owner["expeditions"][e].remove(o)
                owner["zones"]["reserve"].append(o)
    with pytest.raises(PositionError) as info:
        Game.from_dict(data)
    assert "2.1.d" in str(info.value)


# -- scenarios ------------------------------------------------------------------------------------------
def test_from_scenario_plays_the_steps_and_waits_where_the_file_stops():
    played = Game.from_scenario(ROOT / "scenarios" / "game" / "full-game-from-setup-to-a-winner.yaml")
    assert played.is_over() and played.winner == "alice"
    start = Game.from_scenario(ROOT / "scenarios" / "game" / "full-game-from-setup-to-a-winner.yaml", play_steps=False)
    assert start.state.phase == "setup" and not start.is_over()


def test_a_scenario_run_takes_a_forced_decision_and_says_so(tmp_path):
    """Three cards in each deck: the setup's "three cards to the Mana zone" has one answer. The
    run takes it and the trace says it was forced; the library still asks it."""
    from judge.scenario.run import run

    path = tmp_path / "forced.yaml"
    path.write_text("""ruling: with three cards in hand, which three go to the Mana zone is forced
seed: 1
cards:
  Scout: {type: character, cost: 1/1, stats: 1/0/0}
position:
  phase: setup
  first player: alice
  alice:
    deck: ["Scout | #a1", "Scout | #a2", "Scout | #a3"]
  bob:
    deck: ["Scout | #b1", "Scout | #b2", "Scout | #b3"]
steps:
  - advance to noon
expect:
  - alice mana has 3 cards
  - bob mana has 3 cards
  - trace has "(forced)"
""", encoding="utf-8")
    result = run(path)
    assert result.passed, (result.stopped, [f.__dict__ for f in result.failures])
    game = Game.from_scenario(path, play_steps=False)
    game.apply(Advance())
    d = game.decision()
    assert d.kind == DecisionKind.SETUP_MANA and d.forced and len(game.legal_actions()) == 1


def test_library_and_scenario_stop_at_the_same_decision():
    """`Game.from_scenario` on a file whose step needs an answer it does not give: the game waits
    for that decision, as `judge run` stops there."""
    from judge.scenario.run import run

    stops = [p for p in sorted((ROOT / "scenarios").rglob("*.yaml")) if "base" not in p.parts and run(p).stopped]
    for path in stops[:5]:
        result = run(path)
        game = Game.from_scenario(path)
        d = game.decision()
        assert d is not None, path
        assert d.player in result.stopped, (path, result.stopped)


# -- self-play -------------------------------------------------------------------------------------------
def test_a_few_hundred_short_games_keep_every_invariant():
    from judge.decks import EXAMPLE_DECKS
    from judge.selfplay import play_one

    names = sorted(EXAMPLE_DECKS)
    broken = []
    for seed in range(200):
        out = play_one(seed, EXAMPLE_DECKS, (names[seed % 2], names[(seed + 1) % 2]), max_days=2, check=seed % 10 == 0)
        if out.broke:
            broken.append((seed, out.broke))
        assert out.actions
    assert broken == []


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), choices=st.lists(st.integers(0, 10**6), min_size=1, max_size=60))
def test_property_any_legal_sequence_keeps_the_invariants(seed, choices):
    game = Game.new(players=["alice", "bob"], seed=seed)
    held = cards_held(game.state)
    for c in choices:
        if game.is_over():
            break
        legal = game.legal_actions()
        assert legal
        before = key(game)
        action = legal[c % len(legal)]
        game.apply(action)
        assert problems(game.state) == []
        assert cards_held(game.state) == held
        after = key(game)
        game.undo()
        assert key(game) == before
        game.apply(action)
        assert key(game) == after


def test_the_same_seed_and_actions_give_the_same_trace_byte_for_byte():
    a, b = random_game(21), random_game(21)
    assert a.trace.render() == b.trace.render()
    assert json.dumps(a.trace.to_list()) == json.dumps(b.trace.to_list())


def test_a_failing_game_is_written_as_a_scenario_that_replays_it(tmp_path):
    """The scenario written for a failing game sets up the same game and plays the same actions:
    `judge run` reaches the position the library reached."""
    from judge.decks import EXAMPLE_DECKS
    from judge.scenario.run import final_position, run
    from judge.selfplay import Outcome, scenario_text

    seed = 17
    game = Game.new(players=["alice", "bob"], decks={"alice": EXAMPLE_DECKS["kojo"], "bob": EXAMPLE_DECKS["subhash"]},
                    seed=seed)
    rng = random.Random(seed)
    out = Outcome(seed, ("kojo", "subhash"))
    while len(out.actions) < 70 and not game.is_over():
        action = rng.choice(game.legal_actions())
        game.apply(action)
        out.actions.append((action, isinstance(action, Answer)))
    while game.decision() is not None and game.decision().kind != DecisionKind.TURN:  # end on a whole action
        action = game.legal_actions()[0]
        game.apply(action)
        out.actions.append((action, True))
    out.broke = "(a test: nothing broke)"
    path = tmp_path / "replay.yaml"
    path.write_text(scenario_text(out, EXAMPLE_DECKS, len(out.actions) - 1), encoding="utf-8")
    result = run(path)
    assert result.stopped is None and not result.unused_choices, (result.stopped, result.unused_choices)
    assert final_position(result.game) == final_position(game)


def test_judge_play_prints_its_figures_and_json():
    env = {**os.environ}
    proc = subprocess.run([sys.executable, "-m", "judge.cli", "play", "--random", "3", "--seed", "1", "--max-days", "3", "--json"],
                          cwd=ROOT, capture_output=True, text=True, env=env, timeout=300)
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["games"] == 3 and report["invariant_breaks"] == 0 and report["exceptions"] == 0
    assert report["actions"] > 0 and report["ms_per_game_median"] > 0 and report["us_per_action"] > 0
    text = subprocess.run([sys.executable, "-m", "judge.cli", "play", "--random", "2", "--quick", "--max-days", "2"],
                          cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert text.returncode == 0 and "invariant breaks: 0, exceptions: 0" in text.stdout and "µs per action" in text.stdout


@pytest.mark.parametrize("args", [["--random", "0"], ["--random", "5", "--max-days", "0"], ["--random", "x"],
                                  ["--random", "1", "--decks", "no-such-file.yaml"]])
def test_judge_play_refuses_bad_input_in_one_line(args):
    proc = subprocess.run([sys.executable, "-m", "judge.cli", "play", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 2
    assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


def test_judge_play_reads_decks_from_a_file(tmp_path):
    decks = tmp_path / "decks.yaml"
    decks.write_text("mono-kitsune: [Kojo & Booda" + ", Kitsune" * 39 + "]\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "judge.cli", "play", "--random", "3", "--max-days", "2", "--decks", str(decks),
                           "--json"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["games"] == 3
    bad = tmp_path / "bad.yaml"
    bad.write_text("x: [Not A Card]\n", encoding="utf-8")
    proc = subprocess.run([sys.executable, "-m", "judge.cli", "play", "--random", "1", "--decks", str(bad)], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2 and "Not A Card" in proc.stderr


# -- layers ----------------------------------------------------------------------------------------------
def _imports() -> dict[str, set[str]]:
    """judge/'s modules and the judge/ modules each imports (inside functions and under
    TYPE_CHECKING too)."""
    base = ROOT / "judge"
    mods = {}
    for path in base.rglob("*.py"):
        rel = path.relative_to(ROOT).with_suffix("")
        name = ".".join(rel.parts)
        mods[name.removesuffix(".__init__")] = path
    edges: dict[str, set[str]] = {m: set() for m in mods}
    for m, path in mods.items():
        package = m if path.name == "__init__.py" else m.rsplit(".", 1)[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                if node.level:
                    parts = package.split(".")
                    parts = parts[: len(parts) - node.level + 1]
                    base_name = ".".join(parts + ([node.module] if node.module else []))
                else:
                    base_name = node.module or ""
                for alias in node.names:
                    for cand in (f"{base_name}.{alias.name}", base_name):
                        if cand in mods and cand != m:
                            edges[m].add(cand)
                            break
            elif isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name in mods and alias.name != m:
                        edges[m].add(alias.name)
    return edges


def test_judge_has_no_import_cycle():
    edges = _imports()
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(m: str) -> None:
        state[m] = 1
        stack.append(m)
        for n in sorted(edges[m]):
            if state.get(n) == 1:
                raise AssertionError("import cycle: " + " -> ".join(stack[stack.index(n):] + [n]))
            if n not in state:
                visit(n)
        stack.pop()
        state[m] = 2

    for m in sorted(edges):
        if m not in state:
            visit(m)


def test_the_rules_never_import_the_library_or_the_edges():
    edges = _imports()
    rules = {"judge.zones", "judge.triggers", "judge.reactions", "judge.verbs", "judge.selectors", "judge.conditions",
             "judge.effects", "judge.play", "judge.dusk",
             "judge.night", "judge.morning", "judge.adventure", "judge.deck", "judge.state", "judge.table", "judge.clock"}
    above = {"judge.game", "judge.selfplay", "judge.cli", "judge.command_line", "judge.position", "judge.decks"}
    for m in rules:
        assert not (edges[m] & above), (m, edges[m] & above)
        assert not any(e.startswith(("judge.scenario", "judge.console")) for e in edges[m]), (m, edges[m])


def test_importing_judge_does_not_load_the_engine():
    code = ("import sys, judge; assert 'judge.game' not in sys.modules and 'judge.state' not in sys.modules; "
            "from judge import Game; assert 'judge.game' in sys.modules")
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, check=True, timeout=60)


def test_listed_quick_actions_apply_and_a_spent_support_ability_is_not_listed():
    """Haven Trainee's support ability (discard me from Reserve, 2.2.10.d): listed while the card
    is in its controller's Reserve in their turn, applied without IllegalAction, and gone once used."""
    rng = random.Random(30)
    seen = 0
    for seed in range(30):
        game = Game.new(players=["alice", "bob"], seed=seed)
        for _ in range(300):
            if game.is_over():
                break
            for a in [a for a in game.legal_actions() if isinstance(a, QuickAction)]:
                twin = game.copy()
                twin.apply(a)
                seen += 1
                if game.state.get(a.source).card.name == "Haven Trainee" and twin.decision() is not None:
                    assert a not in twin.legal_actions()  # the card is in the Discard pile now
            game.apply(rng.choice(game.legal_actions()))
        if seen >= 5:
            break
    assert seen >= 5


def test_judge_run_and_the_console_stop_alike_on_a_missing_choice(tmp_path):
    """The same position and step, without the Clean-up's answer: `judge run` and the console
    stop at the same decision, with the same words, and neither changes the position."""
    from judge.console.session import Session
    from judge.scenario.run import run

    path = tmp_path / "clean-up.yaml"
    path.write_text("""ruling: three cards in Reserve without a Hero, and no answer for Clean-up
cards:
  C: {type: character, cost: 1/1, stats: 1/1/1}
position:
  phase: afternoon
  alice:
    reserve: ["C | #c0", "C | #c1", "C | #c2"]
  bob: {}
steps:
  - both pass
  - play until end of day
""", encoding="utf-8")
    result = run(path)
    assert result.stopped is not None
    assert result.game.state.phase == "afternoon"  # all or nothing: back before the step that stopped
    s = Session()
    s.execute("card C type=character cost=1/1 stats=1/1/1")
    for i in range(3):
        s.execute(f"add alice reserve C | #c{i}")
    s.execute("both pass")
    out = s.execute("until end of day")
    assert out.splitlines()[0] == result.stopped
    assert [o.uid for o in s.game.state.player("alice").zones["reserve"]] == ["c0", "c1", "c2"]
    assert [o.uid for o in result.game.state.player("alice").zones["reserve"]] == ["c0", "c1", "c2"]
    game = Game.from_scenario(path)
    d = game.decision()
    assert (d.player, d.kind, d.rule) == ("alice", DecisionKind.KEEP_IN_RESERVE, "4.2.5.c")
    assert sorted(map(sorted, d.options)) == [["c0", "c1"], ["c0", "c2"], ["c1", "c2"]]


def test_each_verb_is_one_class_registered_once_with_all_it_needs():
    """A verb's argument, words, targets and resolution are in its class (judge/verbs.py), and the
    registry holds each once; reading a card checks its steps through them."""
    from judge.abilities import parse_steps
    from judge.verbs import VERBS, Verb

    classes = [type(v) for v in VERBS.values()]
    assert len(set(classes)) == len(classes) == len(VERBS)
    for name, verb in VERBS.items():
        assert isinstance(verb, Verb) and verb.name == name
        assert type(verb).resolve is not Verb.resolve, name  # each resolves itself
    doc = (ROOT / "docs" / "abilities.md").read_text(encoding="utf-8")
    for name in VERBS:
        assert f"`{name}" in doc or name in doc, f"docs/abilities.md does not describe {name!r}"
    (step,) = parse_steps([{"gain boosts": {"object": "target character", "amount": 2}}])
    assert step.text == "target character gains 2 boosts"
    assert VERBS["gain boosts"].slots(step) == ["target character"]
    (sabotage,) = parse_steps(["sabotage"])
    assert VERBS["sabotage"].slots(sabotage) == ["up to 1 target card in a reserve"]  # up to one (v5.0 7.3.35.a)


def test_selectors_and_conditions_are_read_once_into_objects():
    from judge import words
    from judge.abilities import parse_ability

    ability = parse_ability({"when": "enters play", "if": "you control 2 or more characters",
                             "do": [{"exhaust": "target character you control"}]})
    assert isinstance(ability.condition, words.Condition) and ability.condition.kind == "control" and ability.condition.n == 2
    sel = ability.steps[0].arg
    assert isinstance(sel, words.Selector) and (sel.kind, sel.what, sel.yours) == ("target", "character", True)
    assert sel == "target character you control"  # still the words the data gives
    assert words.selector("target character you control") is sel  # one object per distinct words
    import pickle

    assert pickle.loads(pickle.dumps(sel)).what == "character"
    for bad in ("each spell you control", "a character", "target planet"):
        with pytest.raises(ValueError):
            words.selector(bad)


def test_a_broken_invariant_is_reported_and_written_and_an_unwritable_folder_is_said(tmp_path, monkeypatch, capsys):
    """The path a real break takes: `judge play` reports it, exits 1 and writes the scenario;
    when the folder cannot be written it says so and goes on."""
    import types

    import judge.selfplay as sp
    from judge.scenario.run import run

    calls = {"n": 0}

    def breaks_on_the_fifth(state):
        calls["n"] += 1
        return ["(a test) an invariant broken on purpose"] if calls["n"] == 5 else []

    monkeypatch.setattr(sp, "problems", breaks_on_the_fifth)
    args = types.SimpleNamespace(random=1, seed=3, decks=None, max_days=2, out=str(tmp_path), quick=False, json=True)
    assert sp.cmd_play(args) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["invariant_breaks"] == 1 and report["failures"][0]["after_action"] == 4
    written = Path(report["failures"][0]["scenario"])
    result = run(written)
    assert result.stopped is None and not result.failures  # it replays (without expectations yet)
    calls["n"] = 0
    args.out = str(tmp_path / "a-file")
    (tmp_path / "a-file").write_text("not a folder")
    assert sp.cmd_play(args) == 1
    assert json.loads(capsys.readouterr().out)["failures"][0]["scenario"].startswith("not written")


def test_the_examples_of_docs_library_and_the_readme_run():
    """The code a reader copies from docs/library.md and the README runs as written."""
    import re as _re

    for doc in (ROOT / "docs" / "library.md", ROOT / "README.md"):
        blocks = _re.findall(r"```python\n(.*?)```", doc.read_text(encoding="utf-8"), _re.S)
        assert blocks, doc
        for code in blocks:
            namespace: dict = {}
            exec(compile(code, str(doc), "exec"), namespace)  # noqa: S102 - our own documentation
            game = namespace["game"]
            assert game.is_over() and game.winner in ("alice", "bob")


def test_listing_the_legal_actions_leaves_the_trace_as_it_was():
    """Checks behind the list (a card its own ability forbids to play while a condition holds)
    may explain themselves; the list changes nothing, so the same actions give the same trace."""
    from judge.selfplay import _read_decks

    decks = _read_decks(str(ROOT / "tests" / "data" / "real_decks.yaml"))
    names = sorted(decks)
    for seed in range(len(names)):  # every deck, once on each side
        rng = random.Random(seed)
        game = Game.new(["alice", "bob"], decks={"alice": decks[names[seed]], "bob": decks[names[-1 - seed]]}, seed=seed,
                        max_days=3)
        for _ in range(120):
            if game.is_over():
                break
            before = [e.line() for e in game.trace.events]
            legal = game.legal_actions()
            assert [e.line() for e in game.trace.events] == before
            game.apply(rng.choice(legal))


def test_the_legal_actions_offer_a_card_only_in_the_expeditions_it_can_be_paid_in():
    """A Character costing 2 less in an expedition with no Characters, with 3 Mana Orbs for its cost
    of 5: playable in the empty hero expedition only (its cost depends on the declared expedition,
    5.1.2.c)."""
    game = Game.from_scenario(ROOT / "scenarios" / "costs" / "cheaper-in-an-expedition-with-no-characters.yaml",
                              play_steps=False)
    plays = [a for a in game.legal_actions() if isinstance(a, Play) and a.card == "w"]
    assert [a.expedition for a in plays] == ["hero"]


def test_the_legal_actions_offer_an_optional_cost_declined_or_paid_with_each_other_reserve_card():
    """A Spell whose optional cost discards a card of the Reserve for 2 less (v5.0 5.1.2.c): with 5
    Mana Orbs it is offered declined and with each other card of the Reserve; the action's text
    says which card, and reads back as the same action. With 3, only paid."""
    game = Game.from_scenario(ROOT / "scenarios" / "costs" / "the-player-chooses-which-reserve-card-to-discard.yaml",
                              play_steps=False)
    plays = [a for a in game.legal_actions() if isinstance(a, Play) and a.card == "g"]
    assert sorted({str(a.discard) for a in plays}) == ["None", "r1", "r2"]
    action = next(a for a in plays if a.discard == "r2")
    assert str(action) == "alice plays g from hand targeting b1 discarding r2"
    assert Action.parse(game, str(action)) == action
    cheap = Game.from_scenario(ROOT / "scenarios" / "costs" / "an-optional-discard-lowers-the-cost.yaml", play_steps=False)
    assert {a.discard for a in cheap.legal_actions() if isinstance(a, Play) and a.card == "g"} == {"r1"}


def test_the_legal_actions_offer_another_optional_cost_paid_with_each_object_that_may_pay_it():
    """An optional cost, a Permanent sacrificed to make the card cost {2} less, with 2 Mana Orbs for a cost of 4:
    offered only paid, with the one Permanent (not the Character); its text names the payer and reads
    back as the same action; applied, the payer is sacrificed and the decrease applies, and undone,
    the position is as before."""
    game = Game.from_scenario(ROOT / "scenarios" / "costs" / "an-optional-sacrifice-lowers-the-cost.yaml", play_steps=False)
    plays = [a for a in game.legal_actions() if isinstance(a, Play) and a.card == "c"]
    assert {a.pay_with for a in plays} == {"t"} and {a.discard for a in plays} == {None}
    action = next(a for a in plays if a.targets == ("b1",))
    assert str(action) == "alice plays c from hand targeting b1 paying with t"
    assert Action.parse(game, str(action)) == action
    before = key(game)
    game.apply(action)
    assert game.state.get("t").zone == "discard"
    game.undo()
    assert key(game) == before
    with pytest.raises(IllegalAction):
        game.apply(Play("alice", "c", "hand", None, ("b1",), pay_with="s"))


# -- Scout (published game, v5.0 7.4.5) ------------------------------------------------------------
SCOUT = ROOT / "scenarios" / "keywords" / "scout-pays-the-scout-cost-then-goes-to-reserve.yaml"
SCOUT_H = ROOT / "scenarios" / "keywords" / "scout-own-reaction-still-resolves-player-orders.yaml"


def _scout_game(path=SCOUT, mana: int | None = None, zone: str = "hand") -> Game:
    game = Game.from_scenario(path, play_steps=False)
    if mana is not None or zone != "hand":
        data = json.loads(json.dumps(game.to_dict()))
        alice = next(p for p in data["players"] if p["name"] == "alice")
        if mana is not None:
            orbs = alice["zones"]["mana"]
            assert orbs, "the scenario gives alice Mana Orbs to copy"
            alice["zones"]["mana"] = [dict(orbs[0], id=f"m{i}") for i in range(mana)]
        if zone != "hand":
            alice["zones"][zone] += alice["zones"]["hand"]
            alice["zones"]["hand"] = []
            for o in alice["zones"][zone]:
                o["zone"] = zone
        game = Game.from_dict(data)
    return game


def _plays(game: Game, card: str = "k1") -> set[tuple[str, bool]]:
    return {(str(a.expedition), a.scout) for a in game.legal_actions() if isinstance(a, Play) and a.card == card}


def test_the_legal_actions_offer_scout_as_its_own_way_of_playing_from_hand():
    """Scout 1, Hand Cost 4: with 5 Mana Orbs both ways are legal in each expedition; with 2 only
    the Scout way (v5.0 7.4.5.c); with 0 neither; from the Reserve never the Scout way (7.4.5.b)."""
    both = {(e, sc) for e in ("hero", "companion") for sc in (False, True)}
    assert _plays(_scout_game(mana=5)) == both
    assert _plays(_scout_game()) == {("hero", True), ("companion", True)}  # the scenario's 2
    assert _plays(_scout_game(mana=0)) == set()
    assert _plays(_scout_game(mana=5, zone="reserve")) == {("hero", False), ("companion", False)}


def test_a_scout_play_reads_back_from_its_text_and_undoes():
    game = _scout_game()
    action = next(a for a in game.legal_actions() if isinstance(a, Play) and a.scout and a.expedition == "hero")
    assert str(action) == "alice plays k1 from hand in hero expedition with scout"
    assert Action.parse(game, str(action)) == action
    assert str(Action.parse(game, str(action))) == str(action)
    assert Action.parse(game, "alice plays k1 from hand in hero expedition") != action
    before = key(game)
    game.apply(action)
    assert [o.uid for o in game.state.player("alice").zones["reserve"]] == ["k1"]
    game.undo()
    assert key(game) == before
    with pytest.raises(IllegalAction, match="Scout works only while the card is in Hand"):
        reserve = _scout_game(mana=5, zone="reserve")
        reserve.apply(Play("alice", "k1", "reserve", "hero", scout=True))


def test_a_waiting_scout_reaction_survives_the_position_as_data():
    """Played with Scout, a card with its own {H} reaction: alice must order the two reactions;
    the position waiting for her answer reads back as the same, and plays on the same."""
    game = Game.from_scenario(SCOUT_H, play_steps=False)
    game.apply(Action.parse(game, "alice plays k1 from hand in hero expedition with scout"))
    d = game.decision()
    assert d is not None and d.kind == DecisionKind.PLAY_REACTION
    assert any("Send me to Reserve" in o for o in d.options)
    twin = Game.from_dict(json.loads(json.dumps(game.to_dict())))
    assert key(twin) == key(game)
    for g in (game, twin):
        g.apply(next(a for a in g.legal_actions() if "Send me to Reserve" in str(a)))
    assert key(twin) == key(game)
    assert [o.uid for o in game.state.player("alice").zones["reserve"]] == ["k1"]


def test_scout_is_refused_where_it_cannot_be_played_faithfully():
    """Scout on a Spell (v5.0 7.4.5.a) or without a Hand Cost; a card whose own reaction to its
    play speaks of itself loads (such a reaction finds it in Reserve, 7.4.5.e)."""
    from judge.cardspec import check_keywords
    from judge.scenario.model import CardSpec

    def refusal(**spec):
        return check_keywords("X", CardSpec.model_validate(spec))

    assert refusal(type="character", cost="3/3", stats="1/1/1", scout=1) is None
    assert refusal(type="character", cost="3/3", stats="1/1/1", scout=1,
                   abilities=[{"when": "enters play", "do": [{"draw": 1}]}]) is None
    assert "7.4.5.a" in refusal(type="spell", cost="3/3", scout=1)
    assert refusal(type="character", cost="3/3", stats="1/1/1", scout=1,
                   abilities=[{"when": "played from hand", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}]) is None


def test_up_to_two_chosen_cards_offer_the_ready_ones_and_done():
    """"Exhaust up to two cards in Reserve": the decision in mid-resolution offers the ready cards of
    every Reserve (not the exhausted one, v5.0 2.4.1.f) and `done`; answered `done` at once, nothing is
    exhausted."""
    game = Game.from_scenario(ROOT / "scenarios" / "effects" / "exhaust-up-to-two-cards-in-reserve.yaml", play_steps=False)
    game.apply(Play("alice", "x1", "hand"))
    d = game.decision()
    assert d is not None and d.player == "alice" and sorted(d.options) == ["a1", "b1", "done"]
    game.apply(Answer("alice", d.kind, "done"))
    assert all("exhausted" not in o.statuses for o in game.state.player("bob").zones["reserve"] if o.uid == "b1")
    assert game.decision().kind == DecisionKind.TURN  # the Spell resolved: bob's turn


def test_a_pending_extra_turn_round_trips_through_a_position():
    """"Play another turn" waits in the position until its player's turn ends: saved and read
    back like every other waiting effect."""
    game = Game.from_scenario(ROOT / "scenarios" / "play" / "play-another-turn.yaml", play_steps=False)
    game.state.extra_turns["alice"] = 1
    data = game.to_dict()
    assert data["memory"]["extra_turns"] == {"alice": 1}
    again = Game.from_dict(data)
    assert again.state.extra_turns == {"alice": 1} and again.to_dict() == data
