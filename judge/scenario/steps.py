"""Scenario steps: sentences and small mappings -> actions on a Game.

Parsing happens before anything runs, so a malformed step is reported with its line and the
scenario does not start. Each parsed step is a callable taking the Game.
"""

from __future__ import annotations

import re
TYPE_CHECKING = False  # collections.abc costs start-up: for checkers only
if TYPE_CHECKING:
    from collections.abc import Callable
from dataclasses import dataclass

from .. import effects
from ..actions import Advance, Answer, Pass, Play, QuickAction
from ..enums import MANY, DecisionKind, Expedition
from ..state import PHASES
from ..table import EngineError
from ..table import Table as Game  # a step drives the library's Game (perform, advance_to) through its Table
from .limits import MAX_COUNT

ZONES = ("hand", "deck", "discard", "reserve", "landmarks", "hero zone", "hero expedition", "companion expedition", "limbo", "mana")
ORDINAL = re.compile(r"^(\d+)(?:st|nd|rd|th)$")


class StepError(Exception):
    pass


class UnknownObject(EngineError):
    """A step or an expectation names an object that never existed in this scenario: a mistake
    in the file (bad input), not something the game did."""

    def __init__(self, ref: str):
        self.ref = ref
        super().__init__(f"no object {ref!r} in this scenario: not in the position, not added, never created")


def ever_existed(g: Game, ref: str) -> bool:
    """The registry holds every object the scenario ever had, by id."""
    ref = ref.strip().lstrip("#")
    registry = g.registry  # made on each read (state.registry): once here
    return ref in registry or any(o.name == ref for o in registry.values())


def find(g: Game, ref: str):
    """Game.find, telling an object that never existed (the file's mistake) from one that is
    gone or ambiguous now (the game's state)."""
    from ..zones import own

    try:
        return own(g, g.find(ref))  # a judge's step may change it
    except EngineError:
        if not ever_existed(g, ref):
            raise UnknownObject(ref.strip().lstrip("#")) from None
        raise


def _count(text: str, what: str) -> int:
    n = int(text)
    if not 0 <= n <= MAX_COUNT:
        raise StepError(f"{what} {n}: at most {MAX_COUNT}")
    return n


@dataclass
class Step:
    text: str  # as the file says it, for the trace
    index: int
    run: Callable[[Game], None]
    single: bool = False  # one player's action or answer (a stop there is that action's decision)


def parse_steps(raw_steps: list, players: list[str]) -> tuple[list[Step], list[tuple[int, str]]]:
    steps, errors = [], []
    for i, raw in enumerate(raw_steps):
        try:
            run = _parse(raw, players)
            steps.append(Step(_text(raw), i, run, getattr(run, "single", False)))
        except StepError as exc:
            errors.append((i, str(exc)))
        except (ValueError, TypeError, AttributeError) as exc:  # a value of a type no step takes
            errors.append((i, f"cannot read this step: {exc}"))
    return steps, errors


def _text(raw) -> str:
    if isinstance(raw, str):
        return raw
    if isinstance(raw, dict) and len(raw) == 1:
        (k, v), = raw.items()
        return f"{k}: {v}"
    return str(raw)


def _player(word: str, players: list[str]) -> str:
    if word not in players:
        raise StepError(f"{word!r} is not a player ({', '.join(players)})")
    return word


def _parse(raw, players: list[str]) -> Callable[[Game], None]:
    if isinstance(raw, str):
        return _sentence(raw.strip(), players)
    if not isinstance(raw, dict) or len(raw) != 1:
        raise StepError("a step is a sentence, or a mapping with one key (move, add, remove, set, choose, effect)")
    (key, value), = raw.items()
    parser = {"move": _move, "add": _add, "remove": _remove, "set": _set, "choose": _choose, "effect": _effect,
              "play": _play_mapping}.get(key)
    if parser is None:
        raise StepError(f"unknown step {key!r}: use move, add, remove, set, choose or effect")
    return parser(value, players)


def _sentence(text: str, players: list[str]) -> Callable[[Game], None]:
    low = text.lower()
    if low == "both pass":
        def run(g: Game):
            while g.state.turn is not None and g.state.turn not in g.state.passed:
                g.perform(Pass(g.state.turn))  # each in turn, from the player whose turn it is
            for p in g.state.initiative():
                if p.name not in g.state.passed:
                    g.perform(Pass(p.name))
        return run
    if low == "advance":
        return _single(lambda g: g.perform(Advance()))
    m = re.match(r"^(\w+) pass(?:es)?$", low)
    if m:
        who = _player(m.group(1), players)
        return _single(lambda g: g.perform(Pass(who)))
    m = re.match(r"^(\w+) chooses (" + "|".join(k.value for k in DecisionKind if k is not DecisionKind.TURN) + r"): (.*)$", text, re.I)
    if m:
        who, kind = _player(m.group(1), players), DecisionKind(m.group(2).lower())
        raw = m.group(3).strip()
        value = tuple(v.strip() for v in raw.split(",") if v.strip()) if kind in MANY else raw
        return _single(lambda g: g.perform(Answer(who, kind, value)))
    m = re.match(r"^(\w+) plays (.+?)(?: from (hand|reserve))?(?: in (?:their |her |his )?(hero|companion) expedition)?"
                 r"(?: targeting (.+?))?(?: choosing mode (\d+))?(?: discarding (\S+))?(?: paying with (\S+(?: and \S+){0,3}))?( with scout)?"
                 r"( with temple)?$", text, re.I)
    if m:
        who = _player(m.group(1), players)
        ref, targets, mode = m.group(2), m.group(5), m.group(6)
        # the words are read in any case ("in Hero expedition"): the zone and the expedition as the engine names them
        src, exp = (m.group(3) or "").lower() or None, (m.group(4) or "").lower() or None
        return _single(_play(who, ref, src, exp, _refs(targets), _mode(mode), m.group(7), bool(m.group(9)), bool(m.group(10)),
                             pay_with=m.group(8)))
    m = re.match(r"^(\w+) uses (.+?)(?: ability (\d+))?(?: targeting (.+?))?$", text, re.I)
    if m:
        who = _player(m.group(1), players)
        ref, index, targets = m.group(2), _count(m.group(3) or "1", "ability"), _refs(m.group(4))

        def run_qa(g: Game):
            _check_targets(g, targets)
            g.perform(QuickAction(who, find(g, ref).uid, index, tuple(targets)))
        return _single(run_qa)
    m = re.match(r"^(?:advance to|play until) (morning|noon|afternoon|dusk|night)$", low)
    if m:
        phase = m.group(1)
        return lambda g: g.advance_to(phase)
    if low in ("play until end of day", "advance to end of day", "end of day"):
        return lambda g: g.end_of_day()
    if low == "next day":
        return lambda g: g.next_day()
    raise StepError(f"unknown step {text!r}: e.g. 'both pass', 'alice passes', 'advance to dusk', "
                    "'play until night', 'play until end of day', 'next day'")


def _single(run):
    """Marks a step that is one action (or one answer)."""
    run.single = True
    return run


def clock_step(phase: str | None) -> Step:
    """The step that plays on to the start of `phase`, or (None) to the end of the day: made from
    the value, not from its sentence (the console's `until` and `next`). Its text is the
    sentence a scenario file writes for it."""
    if phase is None:
        return Step("play until end of day", -1, lambda g: g.end_of_day())
    if phase not in PHASES:
        raise StepError(f"{phase!r} is not a phase ({', '.join(PHASES)})")
    return Step(f"advance to {phase}", -1, lambda g: g.advance_to(phase))


def _refs(text: str | None) -> list[str]:
    if not text:
        return []
    return [t.strip() for t in re.split(r",| and ", text) if t.strip()]


def _play(who: str, ref: str, src: str | None, exp: str | None, targets: list[str], mode: int | None,
          discard: str | None = None, scout: bool = False, temple: bool = False, pay_with: str | None = None):
    def run(g: Game):
        p = g.state.player(who)
        pools = [p.zones[src]] if src else [p.zones["hand"], p.zones["reserve"]]
        hits = [o for pool in pools for o in pool if o.uid == ref.lstrip("#") or o.name == ref]
        if not hits and not ever_existed(g, ref):
            raise UnknownObject(ref.lstrip("#"))
        _check_targets(g, targets)
        if not hits:
            raise EngineError(f"{who} has no {ref!r} in {'their ' + src if src else 'Hand or Reserve'}")
        if len(hits) > 1:
            raise EngineError(f"{ref!r} names {len(hits)} cards of {who}: say from hand or reserve, or use an id")
        payers = [] if pay_with is None else [r.strip().lstrip("#") for r in re.split(r",| and ", pay_with) if r.strip()]
        for named in ([discard] if discard is not None else []) + payers:
            if not ever_existed(g, named):
                raise UnknownObject(named.lstrip("#"))
        g.perform(Play(who, hits[0].uid, hits[0].zone, None if exp is None else Expedition(exp), tuple(targets),
                       None if mode is None else mode + 1, None if discard is None else discard.lstrip("#"), scout, temple,
                       pay_with=None if pay_with is None else ",".join(payers)))
    return run


def _mode(text) -> int | None:
    """`choosing mode 2` / `mode: 2`: modes are counted from 1 (5.2.3.c)."""
    if text is None:
        return None
    if isinstance(text, bool) or not (isinstance(text, int) or str(text).isdigit()):
        raise StepError(f"mode: a number from 1, not {text!r}")
    n = int(text)
    if not 1 <= n <= MAX_COUNT:
        raise StepError(f"mode {n}: modes are counted from 1 (5.2.3.c), at most {MAX_COUNT}")
    return n - 1


def _check_targets(g: Game, targets: list[str]) -> None:
    """A declared target that names no object the scenario ever had is the file's mistake; an
    expedition ("bob hero") and a player ("target player": "bob") are not objects."""
    names = {p.name for p in g.state.players}
    for t in targets:
        if t == "none" or t in names:  # none: a player who will not pay a Tough cost (published game, v5.0 7.4.7.d)
            continue
        m = re.match(r"^(\w+) (hero|companion)(?: expedition)?$", t)
        if m and m.group(1) in names:
            continue
        if re.fullmatch(r"region [0-7]", t):  # a target visible region (v5.0 3.2.1.d)
            continue
        if not ever_existed(g, t):
            raise UnknownObject(t.lstrip("#"))


def _zone_target(text: str, players: list[str]) -> tuple[str | None, str]:
    text = text.strip()
    for z in ZONES:
        if text == z and z == "limbo":
            return None, "limbo"
        if text.endswith(" " + z):
            return _player(text[: -len(z) - 1].strip(), players), z
    raise StepError(f"{text!r} is not a zone: write 'PLAYER ZONE' with ZONE one of {', '.join(ZONES)}")


def _move(value, players):
    if not isinstance(value, dict):
        raise StepError("move: {OBJECT: PLAYER ZONE}")
    moves = [(str(ref), _zone_target(str(dest), players)) for ref, dest in value.items()]

    def run(g: Game):
        from ..zones import move

        for ref, (player, zone) in moves:
            obj = find(g, ref)
            g.trace.emit("correction", f"judge's correction: {obj.label()} is moved to {zone if player is None else player + ' ' + zone}", [])
            move(g, obj, zone, player, cause="correction")
    return run


def _add(value, players):
    if not isinstance(value, dict):
        raise StepError("add: {PLAYER ZONE: OBJECT}")
    adds = []
    for dest, spec in value.items():
        player, zone = _zone_target(str(dest), players)
        specs = spec if isinstance(spec, list) else [spec]
        adds += [(player, zone, str(s)) for s in specs]

    def run(g: Game):
        for player, zone, spec in adds:
            obj = g.make_object(spec, player or players[0], zone)
            target = g.state.zone_list(player or "", zone)
            target.append(obj)
            g.trace.emit("correction", f"judge's correction: {obj.label()} is added to {zone if player is None else player + ' ' + zone}", [])
    return run


def _remove(value, players):
    refs = value if isinstance(value, list) else [value]

    def run(g: Game):
        from ..zones import where

        for ref in refs:
            obj = find(g, str(ref))
            player, zone = where(g, obj)
            g.state.zone_list(player or "", zone).remove(obj)
            obj.exists = False
            g.state.gone[obj.uid] = obj
            g.trace.emit("correction", f"judge's correction: {obj.label()} is taken out of the game", [])
    return run


# no negative boosts or counters (2.4.4.a, 2.5.f), two digits at most (limits.MAX_COUNT)
SET_DETAIL = re.compile(r"^(boosts?) (\d{1,2})$|^(fleeting|asleep|anchored|exhausted|ready|not fleeting|not asleep|not anchored)$|^counters (\w+) (\d{1,2})$")


def _set(value, players):
    if not isinstance(value, dict):
        raise StepError("set: {OBJECT: 'boosts 2 | asleep'} or {PLAYER hero expedition at: N} or {first player: P}")
    actions = []
    for key, val in value.items():
        key = str(key)
        m = re.match(r"^(\w+) (hero|companion) expedition at$", key)
        if m:
            from .build import region

            player = _player(m.group(1), players)
            try:
                r = region(val)
            except (TypeError, ValueError):
                raise StepError(f"{val!r} is not a region (0..7, hero region, companion region)")
            if not 0 <= r <= 7:
                raise StepError(f"region {r} does not exist: regions are 0..7 (3.2.1.b)")
            actions.append(("position", player, m.group(2), r))
        elif key == "first player":
            actions.append(("first", _player(str(val), players)))
        elif key in ("day",):
            if isinstance(val, bool) or not isinstance(val, int) or not 1 <= val <= MAX_COUNT:
                raise StepError(f"day: a number from 1 to {MAX_COUNT}, not {val!r}")
            actions.append(("day", val))
        elif key == "phase":
            if val not in PHASES:
                raise StepError(f"{val!r} is not a phase ({', '.join(PHASES)})")
            actions.append(("phase", val))
        else:
            details = [d.strip() for d in str(val).split("|") if d.strip()]
            for d in details:
                if not SET_DETAIL.match(d):
                    raise StepError(f"unknown detail {d!r} (boosts N, fleeting, asleep, anchored, exhausted, ready, not ..., "
                                    f"counters NAME N; N from 0 to {MAX_COUNT}: no negative boosts, 2.4.4.a)")
            actions.append(("object", key, details))

    def run(g: Game):
        s = g.state
        for a in actions:
            if a[0] == "position":
                s.player(a[1]).position[a[2]] = a[3]
                g.trace.emit("correction", f"judge's correction: {a[1]} {a[2]} expedition is put in region {a[3]}", [])
            elif a[0] == "first":
                s.first_player = a[1]
                g.trace.emit("correction", f"judge's correction: {a[1]} is the first player", [])
            elif a[0] == "day":
                s.day = a[1]
                g.trace.emit("correction", f"judge's correction: it is day {a[1]}", [])
            elif a[0] == "phase":
                s.phase, s.phase_done = a[1], False
                g.trace.emit("correction", f"judge's correction: it is the start of {a[1]}", [])
            else:
                obj = find(g, a[1])
                for d in a[2]:
                    m = SET_DETAIL.match(d)
                    if m.group(1):
                        obj.boosts = int(m.group(2))
                    elif m.group(3):
                        word = m.group(3)
                        if word == "ready":
                            obj.drop_status("exhausted")
                        elif word.startswith("not "):
                            obj.drop_status(word[4:])
                        else:
                            obj.add_status(word)
                    else:
                        obj.set_counter(m.group(4), int(m.group(5)))
                g.trace.emit("correction", f"judge's correction: {obj.label()}: {' | '.join(a[2])}", [])
    return run


def _play_mapping(value, players):
    if not isinstance(value, dict):
        raise StepError("play: {PLAYER: CARD, from: hand|reserve, in: hero|companion, targets: [..], mode: N, discard: CARD, "
                        "pay with: OBJECT, scout: true, temple: true}")
    who = [k for k in value if k in players]
    if len(who) != 1:
        raise StepError(f"play: name one player ({', '.join(players)}) and the card")
    extra = set(value) - {who[0], "from", "in", "targets", "mode", "discard", "pay with", "scout", "temple"}
    if extra:
        raise StepError(f"play: unknown keys {sorted(extra)}")
    targets = value.get("targets") or []
    if not isinstance(targets, list):
        targets = [targets]
    src, exp = value.get("from"), value.get("in")
    if src not in (None, "hand", "reserve"):
        raise StepError(f"play: from hand or reserve, not {src!r}")
    if exp not in (None, "hero", "companion"):
        raise StepError(f"play: in hero or companion, not {exp!r}")
    discard = value.get("discard")
    scout = value.get("scout", False)
    if not isinstance(scout, bool):
        raise StepError(f"play: scout: true or false (its Scout cost instead of its Hand Cost), not {scout!r}")
    temple = value.get("temple", False)
    if not isinstance(temple, bool):
        raise StepError(f"play: temple: true or false (its Temple cost, as a Landmark Permanent), not {temple!r}")
    return _single(_play(who[0], str(value[who[0]]), src, exp, [str(t) for t in targets], _mode(value.get("mode")),
                         None if discard is None else str(discard), scout, temple,
                         pay_with=None if value.get("pay with") is None else str(value.get("pay with"))))


CHOICE_KINDS = tuple(k.value for k in DecisionKind if k is not DecisionKind.TURN)


def _choose(value, players):
    if not isinstance(value, dict):
        raise StepError("choose: {PLAYER: {keep in reserve: [..]}}")
    given = []
    for player, answers in value.items():
        player = _player(str(player), players)
        if not isinstance(answers, dict):
            raise StepError(f"choose: {player}: give a mapping, e.g. {{keep in reserve: [a, b]}}")
        for kind, answer in answers.items():
            if kind not in CHOICE_KINDS:
                raise StepError(f"unknown choice {kind!r}: {', '.join(CHOICE_KINDS)}")
            if kind in ("keep in reserve", "keep landmarks", "setup mana"):
                if not isinstance(answer, list):
                    raise StepError(f"{kind}: give a list of objects")
                given.append((player, kind, [str(a) for a in answer]))
            elif isinstance(answer, list):  # several answers of one kind, used in order
                given += [(player, kind, "yes" if a is True else "no" if a is False else str(a)) for a in answer]
            else:
                given.append((player, kind, "yes" if answer is True else "no" if answer is False else str(answer)))

    def run(g: Game):
        for player, kind, answer in given:
            g.choices.give(player, kind, answer)
    return run


def _effect(value, players):
    apply = _one_effect(value, players)

    def run(g: Game):
        apply(g)
        # as after a card's effect: the reactions it triggered are played now (6.3.b; v5.0 4.4.a)
        from ..reactions import check

        check(g)
    return run


def _one_effect(value, players):
    if not isinstance(value, dict) or len(value) != 1:
        raise StepError("effect: {PLAYER: EFFECT}, e.g. {alice: resupply}")
    (player, text), = value.items()
    player = _player(str(player), players)
    text = str(text).strip()
    low = text.lower()

    m = re.match(r"^resupply$", low)
    if m:
        return lambda g: effects.resupply(g, player)
    m = re.match(r"^draws? (\d+)$", low) or re.match(r"^draw$", low)
    if m:
        n = _count(m.group(1), "draw") if m.groups() else 1
        return lambda g: effects.draw(g, player, n)
    m = re.match(r"^(hero|companion) expedition moves (forward|backward)$", low)
    if m:
        exp, way = m.groups()
        if way == "forward":
            return lambda g: effects.move_expedition_forward(g, player, exp)
        return lambda g: effects.move_expedition_backward(g, player, exp)
    m = re.match(r"^(discard|sacrifice|switch expeditions) (.+)$", text, re.I)
    if m:
        verb, ref = m.group(1).lower(), m.group(2)
        fn = {"discard": effects.discard, "sacrifice": effects.sacrifice, "switch expeditions": effects.switch_expeditions}[verb]
        return lambda g: fn(g, find(g, ref))
    m = re.match(r"^(.+) gains (\d+) boosts?$", text)
    if m:
        ref, n = m.group(1), _count(m.group(2), "boosts")
        return lambda g: effects.gain_boosts(g, find(g, ref), n)
    m = re.match(r"^(.+) gains (\d+) (\w+) counters?$", text)
    if m:
        ref, n, name = m.group(1), _count(m.group(2), "counters"), m.group(3)
        return lambda g: effects.gain_counters(g, find(g, ref), name, n)
    m = re.match(r"^remove (\d+) (\w+) counters? from (.+)$", text)
    if m:
        n, name, ref = _count(m.group(1), "counters"), m.group(2), m.group(3)
        return lambda g: effects.remove_counters(g, find(g, ref), name, n)
    m = re.match(r"^put (.+?) in (reserve|discard|hand|landmarks|limbo)$", text)
    if m:
        ref, zone = m.group(1), m.group(2)
        return lambda g: effects.put_in(g, find(g, ref), zone)
    m = re.match(r"^put (.+?) (\d+)(?:st|nd|rd|th) from the (top|bottom)(?: of the deck)?$", text)
    if m:
        ref, n, end = m.group(1), _count(m.group(2), "position"), m.group(3)

        def run(g: Game):
            p = g.state.player(player)
            if ref == "the top card of the deck" and not p.zones["deck"]:
                raise EngineError(f"{player}'s Deck is empty: there is no top card")
            obj = p.zones["deck"][0] if ref == "the top card of the deck" else find(g, ref)
            effects.put_at(g, obj, player, n, from_top=end == "top")
        return run
    raise StepError(f"unknown effect {text!r}: resupply, draw N, discard X, sacrifice X, switch expeditions X, "
                    "X gains N boosts, X gains N NAME counters, remove N NAME counters from X, "
                    "hero expedition moves forward, companion expedition moves backward, put X in reserve, "
                    "put X 3rd from the top")


__all__ = ["Step", "StepError", "UnknownObject", "parse_steps", "EngineError", "find", "ever_existed"]
