"""What holds in every position the engine reaches, whatever the cards: checked after every step
of every ruling (tests/test_invariants.py), and the checks random self-play will run after every
action (the engine as a library).

Each problem is one sentence naming the object and the rule that makes it an invariant. The
checks read the state only; they never change it.
"""

from __future__ import annotations

from collections import Counter

from .state import EXPEDITION_ZONES, EXPEDITIONS, HIDDEN, PRIVATE_ZONES, GameObject, GameState

TYPE_CHECKING = False  # for checkers only: typing costs start-up
if TYPE_CHECKING:
    from collections.abc import Iterator


def _places(state: GameState) -> Iterator[tuple[str | None, str, GameObject]]:
    """(the player whose zone it is, or None for Limbo; the zone; the object), list by list."""
    for p in state.players:
        for zone, objs in p.zones.items():
            for o in objs:
                yield p.name, zone, o
        for exp, objs in p.expeditions.items():
            for o in objs:
                yield p.name, f"{exp} expedition", o
    for o in state.limbo:
        yield None, "limbo", o


_WHERE: dict[tuple, str] = {}


def _where(player: str | None, zone: str) -> str:
    words = _WHERE.get((player, zone))
    if words is None:
        if len(_WHERE) > 1024:
            _WHERE.clear()
        words = _WHERE[(player, zone)] = f"{player} {zone}" if player else zone
    return words


def problems(state: GameState) -> list[str]:
    """Everything wrong with a position, in words (empty when it is sound)."""
    out: list[str] = []
    seen: dict[int, str] = {}
    explicit: dict[str, str] = {}
    for player, zone, o in _places(state):
        # the words for where it is, the same string object for a whole zone (built once per zone)
        where = _where(player, zone)
        if id(o) in seen:  # an object is in a single zone (2.1.a)
            out.append(f"{o.label()} is in {seen[id(o)]} and in {where}: an object is in one zone (2.1.a)")
            continue
        seen[id(o)] = where
        if o.zone != zone:
            out.append(f"{o.label()} is in {where} but says it is in {o.zone}")
        if not o.exists:
            out.append(f"{o.label()} has ceased to exist but is still in {where}")
        if player is not None and zone in PRIVATE_ZONES and o.owner != player \
                and not (zone == "landmarks" and o.controller == player):
            # a player's Landmarks hold what they control (v5.0 3.2.7.b, 7.5.5.b): a token another player
            # created there (v5.0 1.1.7.b), a Landmark they took control of (v5.0 7.3.40.b)
            out.append(f"{o.label()} is in {where}, a zone of a player who does not own it (1.2.3.d)")
        if player is not None and zone in EXPEDITION_ZONES and o.controller != player:
            out.append(f"{o.label()} is in {player}'s {zone} but controlled by {o.controller}")
        if o.card.token and o.card.type == "character" and zone != "limbo" and not zone in EXPEDITION_ZONES \
                and not (zone == "reserve" and o.card.reserve_cost is not None):
            # (a Signature token, with its Reserve Cost, is created in a Reserve: the later sets)
            out.append(f"{o.label()} is a token in {where}: a token exists only in the Expedition zone (2.1.d), "
                       "a Signature token in a Reserve too")
        if o.boosts < 0 or any(n < 0 for n in o.counters.values()):
            out.append(f"{o.label()} has a negative number of boosts or counters (2.4.4.a)")
        if zone in HIDDEN and (o.boosts or o.counters):
            out.append(f"{o.label()} is in a hidden zone ({where}) with boosts or counters (3.1.3.d)")
        if zone in ("hand", "deck") and o.statuses:  # (a Mana Orb is exhausted or ready: statuses in the Mana zone)
            out.append(f"{o.label()} is in a hidden zone ({where}) with a status (3.1.3.d)")
        if "fleeting" in o.statuses and o.card.type == "permanent" and not o.card.in_expeditions:
            out.append(f"{o.label()} is a Landmark Permanent and Fleeting: it cannot be Fleeting (5.2.2.a)")
        if zone in EXPEDITION_ZONES and not o.card.in_expeditions:
            out.append(f"{o.label()} is a {o.card.type} in {where}: only Characters and Expedition Permanents are in "
                       "expeditions (5.1.2.e)")
        if zone == "landmarks" and (o.card.type != "permanent" or o.card.in_expeditions):
            out.append(f"{o.label()} is a {o.card.type} in {where}: the Landmark zone holds Permanents (5.2.2.a)")
        if (zone == "hero zone") != (o.card.type == "hero") and zone not in ("deck", "hand", "discard", "reserve", "limbo"):
            out.append(f"{o.label()} is a {o.card.type} in {where}: a Hero zone holds a Hero, and a Hero is only there (3.2.6.b)")
        if o.uid != o.name and o.exists:  # an id the file gave: one object (2.1.a)
            if o.uid in explicit:
                out.append(f"id {o.uid!r} names two objects, in {explicit[o.uid]} and in {where} (2.1.a)")
            explicit[o.uid] = where
    for p in state.players:
        if len(p.zones["hero zone"]) > 1:
            out.append(f"{p.name}'s Hero zone holds {len(p.zones['hero zone'])} objects: one Hero at most (3.2.6.b)")
    if not state.adventure.tiebreakers:
        for p in state.players:
            for exp in EXPEDITIONS:
                if not 0 <= p.position[exp] <= 7:
                    out.append(f"{p.name}'s {exp} expedition is in region {p.position[exp]}, outside the Adventure (3.2.1.b)")
    return out


def cards_held(state: GameState) -> Counter:
    """Each player's cards, wherever they are (tokens and Emblems aside): a number no action of
    the game changes, only a judge's correction."""
    return Counter(o.owner for _, _, o in _places(state) if not o.card.token and o.card.type != "emblem")


def _keep_more(state: GameState, player: str) -> int:
    """How many passive abilities "you may keep one more exhausted card in reserve during night"
    `player` had at Clean-up: those of the objects they control in play, and those of the cards
    in their Discard pile (Clean-up may have sacrificed the object after the Reserve was chosen:
    the discards are simultaneous, 4.2.5.c)."""
    from . import words

    kind = "keep one more exhausted"
    objs = [o for q in state.players for zone in ("landmarks", "hero zone") for o in q.zones[zone]]
    objs += [o for q in state.players for exp in EXPEDITIONS for o in q.expeditions[exp]]
    n = sum(1 for o in objs if o.exists and o.controller == player for x in _ever(o) if words.passive(x).kind == kind)
    return n + sum(1 for o in state.player(player).zones["discard"] for x in _ever(o) if words.passive(x).kind == kind)


def _ever(o: GameObject) -> tuple:
    """Its unconditional passives and a Feat's "[Completed]" ones, Completed then or not (a card
    in the Discard pile has lost it; it cannot be told now): a looser check, never a wrong one."""
    return (*o.card.passives, *o.card.completed_passives)


def _not_counted(reserve: list[GameObject]) -> int:
    """The cards in a Reserve whose support passive keeps them out of its reserve limit's count,
    ready or not now (one exhausted at Clean-up counted, but the Morning may have readied it: the
    check stays loose rather than wrong)."""
    from . import words

    return sum(1 for o in reserve if o.exists and any(words.passive(x).kind == "not counted in reserve limit"
                                                     for x in o.card.reserve_passives))


def _limit_more(state: GameState, player: str) -> int:
    """How much passive abilities "your reserve limit is increased by N" of `player`'s raised their
    reserve limit at Clean-up: the objects they control in play, and the cards in their Discard
    pile (as _keep_more counts them: Clean-up's discards are simultaneous, 4.2.5.c)."""
    from . import words

    objs = [o for q in state.players for zone in ("landmarks", "hero zone") for o in q.zones[zone]]
    objs += [o for q in state.players for exp in EXPEDITIONS for o in q.expeditions[exp]]
    mine = [o for o in objs if o.exists and o.controller == player] + list(state.player(player).zones["discard"])
    # a conditional one counted whether or not its condition held then (it cannot be told now):
    # a higher limit only makes the check looser
    texts = [x for o in mine for x in (*_ever(o), *(t for t, _cond in o.card.conditional))]
    return sum(words.passive(x).n for x in texts if words.passive(x).kind == "reserve limit more")


def _limits_set(state: GameState, player: str, zone: str) -> list[int]:
    from . import words

    objs = [o for q in state.players for z in ("landmarks", "hero zone") for o in q.zones[z]]
    objs += [o for q in state.players for exp in EXPEDITIONS for o in q.expeditions[exp]]
    mine = [o for o in objs if o.exists and o.controller == player] + list(state.player(player).zones["discard"])
    texts = [x for o in mine for x in (*_ever(o), *(t for t, _cond in o.card.conditional))]
    return [words.passive(x).n for x in texts if words.passive(x).kind == "limit is" and words.passive(x).zone == zone]


def limits_hold(state: GameState) -> list[str]:
    """After the Night's Clean-up: no more objects in Reserve and in the Landmark zone than the
    Hero's limits (2 each without a Hero), but for the exhausted cards a passive ability lets
    its controller keep in Reserve past the limit, and but for the cards a support passive of
    their own keeps out of the count (judge/night.py). A support passive lowering every limit
    is not applied: whether it was ready at Clean-up cannot be told afterwards (the Morning readies
    cards), and a higher limit only makes the check looser."""
    out = []
    for p in state.players:
        hero = p.hero
        for zone, attr in (("reserve", "reserve_limit"), ("landmarks", "landmark_limit")):
            limit = 2 if hero is None else (getattr(hero.card, attr) or 0)
            # what a reaction to Clean-up put there after it (a Landmark sacrificed at Clean-up whose
            # reaction Resupplies) is past the limits by right (v5.0 4.2.5.c remark)
            held = sum(1 for o in p.zones[zone] if not state.cleaned_at or o.number < state.cleaned_at)
            # a passive ability setting the limit ("Your Landmarks limit is four"), counted as _limit_more
            # counts those raising it: the highest of them and the Hero's (a higher limit only makes
            # the check looser)
            limit = max([limit, *_limits_set(state, p.name, zone)])
            if zone == "reserve":
                limit += _limit_more(state, p.name)
                held -= _not_counted(p.zones[zone])
            if zone == "reserve" and held > limit:
                limit += min(_keep_more(state, p.name), sum(1 for o in p.zones[zone] if "exhausted" in o.statuses))
            if held > limit:
                out.append(f"{p.name} has {held} objects in their {zone} after Clean-up (limit {limit})")
    return out
