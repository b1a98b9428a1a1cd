"""Expectations: one sentence each, parsed before the run, checked after it."""

from __future__ import annotations

import re
TYPE_CHECKING = False  # collections.abc costs start-up: for checkers only
if TYPE_CHECKING:
    from collections.abc import Callable
from dataclasses import dataclass

from rules_index.ids import QUALIFIER

from ..table import EngineError
from ..table import Table as Game  # what an expectation reads: the position and its trace
from ..seats import facing, team
from ..zones import in_play, where
from .steps import UnknownObject

ZONE_WORDS = r"(hand|deck|discard|reserve|landmarks|hero zone|hero expedition|companion expedition|mana|limbo)"
STATUSES = ("fleeting", "asleep", "anchored", "exhausted", "boosted", "ready", "completed")


class ExpectError(Exception):
    pass


@dataclass
class Expectation:
    text: str
    index: int
    check: Callable[[Game], tuple[bool, str]]  # (holds, what the game actually shows)


def parse_expectations(raw: list[str], players: list[str]) -> tuple[list[Expectation], list[tuple[int, str]]]:
    out, errors = [], []
    for i, text in enumerate(raw):
        try:
            out.append(Expectation(text, i, _parse(str(text).strip(), players)))
        except ExpectError as exc:
            errors.append((i, str(exc)))
        except (ValueError, TypeError) as exc:  # a number no game has (more digits than Python reads)
            errors.append((i, f"cannot read this expectation: {exc}"))
    return out, errors


def _obj(g: Game, ref: str):
    ref = ref.strip().strip('"')
    registry = g.registry  # made on each read (state.registry): once here
    if ref in registry:
        return registry[ref]
    hits = [o for o in registry.values() if o.name == ref]
    if len(hits) == 1:
        return hits[0]
    if not hits:
        raise UnknownObject(ref)  # the registry holds every object ever: this one never was
    raise EngineError(f"{ref!r} names {len(hits)} objects: use ids")


def _place(g: Game, obj) -> str:
    if not obj.exists:
        return "no longer exists"
    player, zone = where(g, obj)
    return zone if player is None else f"{player} {zone}"


def _exp_events(g: Game, player: str, exp: str, kind: str) -> list:
    return [e for e in g.trace.events if e.kind == kind and e.data.get("player") == player and e.data.get("expedition") == exp]


def _parse(text: str, players: list[str]) -> Callable[[Game], tuple[bool, str]]:
    P = "(" + "|".join(re.escape(p) for p in players) + ")"

    m = re.match(rf"^{P} (hero|companion) expedition is in (?:region (\d)|the (hero|companion) region|the arena)$", text, re.I)
    if m:
        player, exp, num, named = m.groups()
        want = int(num) if num is not None else (0 if named == "hero" else 7 if named == "companion" else None)

        def check(g: Game):
            pos = g.state.player(player).position[exp]
            if want is None:
                return g.state.adventure.tiebreakers, "in the Arena" if g.state.adventure.tiebreakers else f"in region {pos}"
            return pos == want and not g.state.adventure.tiebreakers, f"in region {pos}" + (" (the Arena)" if g.state.adventure.tiebreakers else "")
        return check

    m = re.match(rf"^{P} (hero|companion) expedition is (not )?ascended$", text, re.I)
    if m:  # the Ascended status of expeditions (published game, v5.0 2.4.3)
        player, exp, negated = m.groups()

        def check(g: Game):
            held = exp.lower() in g.state.player(player).ascended
            return held != bool(negated), "Ascended" if held else "not Ascended"
        return check

    m = re.match(rf"^{P} (hero|companion) expedition (moved forward|did not move forward|failed to move forward|did not fail to move forward|moved backward|did not move backward)$", text, re.I)
    if m:
        player, exp, what = m.groups()

        def check(g: Game):
            fwd = len(_exp_events(g, player, exp, "moves forward"))
            back = len(_exp_events(g, player, exp, "moves backward"))
            fails = len(_exp_events(g, player, exp, "fails"))
            actual = f"moved forward {fwd}x, backward {back}x, failed to move forward {fails}x"
            ok = {"moved forward": fwd > 0, "did not move forward": fwd == 0, "failed to move forward": fails > 0,
                  "did not fail to move forward": fails == 0, "moved backward": back > 0,
                  "did not move backward": back == 0}[what]
            return ok, actual
        return check

    m = re.match(rf"^{P} (wins|does not win)$", text)
    if m:
        # in 2v2 a team wins: each of its players has won (modes.2v2 victory conditions)
        player, wins = m.group(1), m.group(2) == "wins"

        def won(g: Game):
            winners = team(g.state, g.state.winner) if g.state.winner else []
            return (player in winners) == wins, "winner: " + (" and ".join(winners) or "nobody")
        return won
    m = re.match(rf"^{P} (sees|does not see) {P}'s? (hand|mana zone|deck)$", text)
    if m:  # what a player may know (judge/observation.py; 3.1.3, modes.2v2 interactions with your teammate)
        viewer, sees, owner, zone = m.group(1), m.group(2) == "sees", m.group(3), m.group(4).replace(" zone", "")

        def seen(g: Game):
            from ..observation import observation

            view = observation(g, viewer)
            cards = next(p for p in view["players"] if p["name"] == owner)["zones"][zone]
            shown = isinstance(cards, list)
            return shown == sees, (f"{viewer} sees {owner}'s {zone}: " + ", ".join(o["card"] for o in cards) if shown
                                   else f"{viewer} knows only that {owner}'s {zone} has {cards['cards']} cards")
        return seen
    m = re.match(rf"^{P} (has left the game|is in the game)$", text)
    if m:  # a Free for All's tiebreaker: players who did not qualify leave the game
        player, left = m.group(1), m.group(2) == "has left the game"

        def gone(g: Game):
            here = [p.name for p in g.state.players]
            return (player not in here) == left, "in the game: " + ", ".join(here)
        return gone
    m = re.match(rf"^{P}'s? (hero|companion) expedition faces {P}'s? (hero|companion) expedition$", text, re.I)
    if m:
        a, ea, b, eb = m.groups()

        def faces(g: Game):
            who, exp = facing(g.state, a, ea.lower())
            return (who, str(exp)) == (b, eb.lower()), f"{a}'s {ea.lower()} expedition faces {who}'s {exp} expedition"
        return faces
    if text in ("nobody wins", "no one wins"):
        return lambda g: (g.state.winner is None, f"winner: {g.state.winner or 'nobody'}")
    if text in ("tiebreakers start", "tiebreakers have started"):
        return lambda g: (g.state.adventure.tiebreakers, "tiebreakers " + ("have" if g.state.adventure.tiebreakers else "have not") + " started")
    if text in ("tiebreakers do not start", "tiebreakers have not started"):
        return lambda g: (not g.state.adventure.tiebreakers, "tiebreakers " + ("have" if g.state.adventure.tiebreakers else "have not") + " started")

    m = re.match(r"^(?:the )?limbo (?:has (\d+) objects?|is empty)$", text, re.I)
    if m:
        want = int(m.group(1) or 0)
        return lambda g: (len(g.state.limbo) == want, f"{len(g.state.limbo)}")
    m = re.match(rf"^{P} {ZONE_WORDS} (?:has (\d+) objects?|has (\d+) cards?|is empty)$", text)
    if m:
        player, zone, n1, n2 = m.groups()
        want = int(n1 or n2 or 0)

        def check(g: Game):
            have = len(g.state.zone_list(player, zone))
            return have == want, f"{have}"
        return check

    m = re.match(rf"^(.+?) is in (?:{P} {ZONE_WORDS}|(limbo))$", text)
    if m:
        ref, player, zone, limbo = m.groups()
        want = "limbo" if limbo else f"{player} {zone}"

        def check(g: Game):
            place = _place(g, _obj(g, ref))
            return place == want, place
        return check

    m = re.match(r"^(.+?) is not in play$", text)
    if m:
        ref = m.group(1)

        def check(g: Game):
            o = _obj(g, ref)
            return not in_play(o), _place(g, o)
        return check
    m = re.match(r"^(.+?) is in play$", text)
    if m:
        ref = m.group(1)

        def check(g: Game):
            o = _obj(g, ref)
            return in_play(o), _place(g, o)
        return check
    m = re.match(r"^(.+?) no longer exists$", text)
    if m:
        ref = m.group(1)

        def check(g: Game):
            o = _obj(g, ref)
            return not o.exists, _place(g, o)
        return check

    m = re.match(r"^(.+?) has (\d+) boosts?$", text)
    if m:
        ref, n = m.group(1), int(m.group(2))

        def check(g: Game):
            o = _obj(g, ref)
            return o.boosts == n, f"{o.boosts} boosts"
        return check
    m = re.match(r"^(.+?) has (\d+) (\w+) counters?$", text)
    if m:
        ref, n, name = m.group(1), int(m.group(2)), m.group(3)

        def check(g: Game):
            o = _obj(g, ref)
            return o.counters.get(name, 0) == n, f"{o.counters.get(name, 0)} {name} counters"
        return check
    m = re.match(rf"^(.+?) is (not )?({'|'.join(STATUSES)})$", text)
    if m:
        ref, neg, status = m.groups()

        def check(g: Game):
            o = _obj(g, ref)
            if status == "boosted":
                has = o.boosts > 0
            elif status == "ready":
                has = "exhausted" not in o.statuses
            else:
                has = status in o.statuses
            actual = ", ".join(sorted(o.statuses)) or "no status"
            return has != bool(neg), actual
        return check

    m = re.match(rf"^(?:{P}'s? )?region (\d) is (face up|face down|forest|mountain|water)$", text)
    if m:
        # in the four-player modes a region is counted along a player's path: "alice's region 3"
        who, r, what = m.group(1), int(m.group(2)), m.group(3)
        if who is None and len(players) > 2:
            raise ExpectError(f"{text!r}: in a four-player game a region is counted along a player's path: say whose "
                              f"(\"{players[0]}'s region {r} is {what}\")")

        def check(g: Game):
            adv = g.state.adventure
            if what in ("face up", "face down"):
                up = not adv.is_face_down(r, who)
                return up == (what == "face up"), "face up" if up else "face down"
            from ..passives import region_types

            types = region_types(g, r, who)
            return what in types, "/".join(sorted(types)) or "no type"
        return check

    m = re.match(r"^the (phase|day|first player) is (.+)$", text)
    if m:
        what, val = m.groups()

        def check(g: Game):
            s = g.state
            actual = {"phase": s.phase, "day": str(s.day), "first player": s.first_player}[what]
            return actual == val, actual
        return check

    m = re.match(rf"^trace (cites|does not cite) ((?:{QUALIFIER} )?\S+)$", text)
    if m:
        neg, rule = m.group(1) == "does not cite", m.group(2)
        return lambda g: ((rule in g.trace.cited()) != neg, "cited" if rule in g.trace.cited() else "not cited")
    m = re.match(r'^trace has "(.+)" before "(.+)"$', text)
    if m:
        first, then = m.groups()

        def check(g: Game):
            at = [next((i for i, e in enumerate(g.trace.events) if needle in e.text), None) for needle in (first, then)]
            if None in at:
                missing = first if at[0] is None else then
                return False, f"no event has {missing!r}"
            return at[0] < at[1], f"event {at[0] + 1} has the first, event {at[1] + 1} the second"
        return check
    m = re.match(rf"^{P} (?:chooses|decides) before {P}$", text)
    if m:
        a, b = m.groups()

        def check(g: Game):
            order = [p for p, _ in g.choices.taken]
            firsts = {p: order.index(p) for p in (a, b) if p in order}
            if len(firsts) < 2:
                return False, f"{', '.join(p for p in (a, b) if p not in firsts)} made no decision"
            return firsts[a] < firsts[b], "decisions in order: " + ", ".join(dict.fromkeys(order))
        return check
    m = re.match(r'^trace has (no )?"(.+)"$', text)
    if m:
        neg, needle = bool(m.group(1)), m.group(2)

        def check(g: Game):
            hits = [e.text for e in g.trace.events if needle in e.text]
            return bool(hits) != neg, (f"{len(hits)} events, e.g. {hits[0]!r}" if hits else "no such event")
        return check
    raise ExpectError(f"unknown expectation {text!r} (see docs/scenarios.md, Expectations)")
