"""The objects an effect names: its context (who controls it, "me", "it", its targets), the
selectors' objects ("target character", "a card in your reserve", "each Robot you control"), and
where an object is (in play, in a terrain). Below the verbs and the conditions, which both ask
it; it asks the players only for the choices a selector leaves open (6.1.g).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import deck, words
from .enums import DecisionKind, Expedition, Status, expedition_of
from .language import Step
from .contact import contact_count, object_in_contact
from .expeditions import expeditions_of, members
from .passives import region_types
from .rules import PAGE, implements
from .seats import facing as seat_facing, opponents
from .state import EXPEDITION_ZONES, HIDDEN, IN_PLAY, GameObject
from .table import EngineError
from .stats import character_stats
from .zones import own, where

if TYPE_CHECKING:
    from .table import Table


@dataclass
class Context:
    """What an effect knows while it resolves."""

    controller: str
    label: str  # "Kuwat's reaction", "Spy Craft"
    source: GameObject | None = None  # "me"
    source_number: int | None = None  # which object "me" was (2.1.c)
    follow_source: bool = False  # 2.1.e: the ability can find the new object
    it: GameObject | None = None
    last_known: dict = field(default_factory=dict)  # the source's statuses before the event
    targets: dict[int, list] = field(default_factory=dict)  # id(step) -> chosen targets
    last: list = field(default_factory=list)  # what the previous step affected ("it" for "if it is ...")
    named: list = field(default_factory=list)  # what the last `target` step pointed at: "it" a later sentence still names
    # what the step before a player's own steps affected ("Target opponent sacrifices a Character that it was facing")
    outer_last: list = field(default_factory=list)
    surcharge: object = None  # the quick action's own "it costs N more to target ..." (words.Passive), or None
    surcharged: int = 0  # what of tough_due that surcharge is (the rest is Tough's)
    pointed: list = field(default_factory=list)  # the expeditions a `target: target expedition` step pointed at ("that expedition")
    moved: list = field(default_factory=list)  # the expeditions the last move step named ("your other Expedition" after it)
    did: bool = False  # the previous step started ("if you do", v5.0 6.5.f)
    could_not: bool = False  # the previous step had nothing to act on ("if you can't", 6.1.e; v5.0 1.4.1.c)
    found: int | None = None  # how many objects the step being resolved found to act on
    sent: list = field(default_factory=list)
    support: bool = False  # a support ability of a card in Reserve is resolving (2.2.10.g)  # the objects a `put in deck` step sent, as they were ("the target")
    budget: int | None = None  # Mana Orbs left for Tough costs as targets are declared (None: every ready one)
    tough_due: int = 0  # Tough costs of the targets chosen, paid with the costs (v5.0 7.4.7.c)
    tough_paid: set = field(default_factory=set)  # the objects whose Tough is counted already (7.4.7.f)
    after_you: bool = False  # "After you" resolved: the turn ends after the quick action (v5.0 7.3.2)
    paid: int = 0  # how many cards an internal action's cost discarded ("that many", 5.2.3.g)
    die: int | None = None  # the result of the effect's die roll, as noted and changed since (v5.0 7.3.33.a-b)
    rest: list = field(default_factory=list)  # the cards a look or reveal left in the Deck, for `discard the rest`
    places: list = field(default_factory=list)  # the expeditions the objects the step being resolved found were in, as found
    were_in: list = field(default_factory=list)  # the same for the step before ("their expedition", v5.0 2.1.h)
    holders: list = field(default_factory=list)  # the controllers of the objects the step being resolved found, as found
    were_held: list = field(default_factory=list)  # the same for the step before ("their controller", v5.0 2.1.h)
    owners: list = field(default_factory=list)  # the owners of the objects the step being resolved found
    were_owned: list = field(default_factory=list)  # the same for the step before ("its owner")
    # (object, Base Cost) of the objects the step being resolved (or just resolved, for a condition after it) found, as found
    bases: list = field(default_factory=list)
    x: int | None = None  # the Mana its player declared for a quick action's "{X}" cost (v5.0 7.1.4.c)
    played_from: str = ""
    self_from: str = ""  # a Spell resolving: the zone it was played from (hand, reserve), "If I was played from your Reserve"
    that_player: str | None = None  # "for each player": the player of this time ("That player reveals ...")
    revealed: tuple = ()  # the cards a `reveal` step of the effect showed from a Hand  # where the card a `play` step played came from (hand, reserve): "if played from your Hand"
    started: bool | None = None  # set by a step that says itself whether it started ("you may pay ... to ...": paid)
    removed: int | None = None  # the boosts a `lose all boosts` step removed ("... removed this way")
    # v5.0: a Spell's targets chosen as the effect resolves, just before each step (1.2.6.c): the
    # targets its player named as they played it, taken in order then (None: chosen as declared)
    late: list | None = None

    @classmethod
    def of_reaction(cls, controller: str, label: str, source, number, *, follow: bool, it, last_known: dict,
                    expeditions) -> "Context":
        """The context a Reaction reads in, from what its Emblem noted as it was activated: its
        object as it was, the trigger's object ("it"), the die's result, and the expedition the
        event was about ("that Expedition")."""
        ctx = cls(controller, label, source, number, follow_source=follow, it=it, last_known=dict(last_known))
        ctx.die = ctx.last_known.get("die")
        ctx.pointed = [tuple(x.split(" ", 1)) for x in expeditions]
        return ctx


# -- selectors ---------------------------------------------------------------------------------
@implements("2.1.c", "2.1.e")
def me(game: "Table", ctx: Context) -> GameObject | None:
    """The object bearing the ability: the same object only, unless the ability follows a card
    moving to a visible zone (2.1.e)."""
    o = ctx.source
    if o is None:
        return None
    o = _current(game, o)
    if o.zone in HIDDEN and ctx.source_number is not None:
        # a card that went to a Hand, a Deck or a Mana zone is a new object there (2.1.c), which no
        # ability finds (2.1.e: only in a visible zone); the engine numbers objects anew in
        # visible zones only, so the zone says it
        game.trace.emit("nothing", f"{ctx.label}: {o.label()} is now in a hidden zone ({o.zone}): it is not the same "
                        "object, and the effect finds nothing", ["2.1.c", "2.1.e"], object=o.uid)
        return None
    if ctx.follow_source:
        moved_from = ctx.last_known.get("zone")
        if o.exists and moved_from and moved_from != o.zone and not ctx.last_known.get("found"):
            game.trace.emit("finds", f"{ctx.label} finds {o.label()} in its new zone ({o.zone}): the ability refers to the card "
                            f"moving there from {moved_from}, so it finds the new object", ["2.1.e"], object=o.uid)
            ctx.last_known["found"] = True
        if not o.exists:
            return None
        ctx.source = o = own(game, o)
        return o
    if not o.exists or o.number != ctx.source_number:
        if o.exists and o.zone == "reserve" and ctx.last_known.get("scout"):
            # a reaction to its own play with Scout finds the card in Reserve (published game,
            # v5.0 7.4.5.e, an exception to 6.3.j): the card it sent there, or another way
            game.trace.emit("finds", f"{ctx.label} finds {o.label()} in Reserve: a reaction to its own play with Scout finds "
                            "the card there, though it is not the object the reaction originates from (v5.0 7.4.5.e)",
                            ["2.1.c"], published=True, object=o.uid)
            ctx.source = o = own(game, o)
            ctx.source_number = o.number
            return o
        game.trace.emit("nothing", f"{ctx.label}: {o.label()} is not the same object any more: the effect finds nothing",
                        ["2.1.c"], object=o.uid)
        return None
    ctx.source = o = own(game, o)
    return o


def _current(game: "Table", o: GameObject) -> GameObject:
    """The object as the game holds it now: a card that left a shared zone is a new Python
    object (zones.move), found again by its id."""
    if not o.exists or where(game, o)[1] != "nowhere":
        return o
    return game.state.get(o.uid) or o


def where_i_was(game: "Table", ctx: "Context", o: GameObject) -> tuple | None:
    """(zone, Gigantic, controller) of the expedition the ability's own object was in as it left the
    Expedition zone, for what asks about "my Expedition" once it is gone (published game, v5.0
    2.1.h: as it was just before it ceased to exist); None when it is not that object or never was
    in an expedition as it."""
    src = ctx.source
    if src is None or o.uid != src.uid:
        return None
    last = game.state.last_place.get(o.uid)
    left = ctx.follow_source and str(ctx.last_known.get("zone")) in EXPEDITION_ZONES  # a reaction to its leaving
    if last is None or (last[0] != ctx.source_number and not left):
        return None
    return last[1], last[2], last[3]


def it_said(ctx: "Context") -> GameObject | None:
    """What "it" names in a condition of an effect: the object the step before acted on; else the one
    the effect's last `target` step pointed at (a declined optional step in between does not change
    what the text's "it" stands for: "Target a Character. You may have it gain Asleep. If it's
    facing me, ..."); else the object the trigger is about, unless that is the ability's own object,
    which a card calls "I", never "it" ("You may target a Character ... If you control it", declined:
    nothing, not the card itself)."""
    if ctx.last:
        return ctx.last[0]
    if ctx.named:
        return ctx.named[0]
    if ctx.it is not None and ctx.source is not None and ctx.it.uid == ctx.source.uid:
        return None
    return ctx.it


def in_play(o: GameObject) -> bool:
    return o.exists and o.zone in IN_PLAY


TYPE_WORDS = {"character": "character", "permanent": "permanent", "landmark": "permanent"}


@implements("2.2.1.h", "2.2.2.n")
def matches(o: GameObject, what: str, controller: str | None, you: str) -> bool:
    """"A [type]" is an object in play with that type (2.2.1.h); "a [sub-type]" likewise (2.2.2.n)."""
    kinds = [k.strip() for k in what.split(" or ")]
    ok = False
    for k in kinds:
        if k == "landmark":
            ok |= o.card.landmark
        elif k == "expedition permanent":  # played in an expedition, not the Landmark zone (published game, v5.0 2.2.3.d)
            ok |= o.card.type == "permanent" and o.card.in_expeditions
        elif k == "card in a reserve":
            ok |= o.zone == "reserve"
        elif k == "card in your landmarks":  # whatever is in its controller's Landmark zone (v5.0 3.1.4.a)
            ok |= o.zone == "landmarks"
        else:
            ok |= o.card.counts_as(TYPE_WORDS.get(k, k))
    if not ok:
        return False
    if what != "card in a reserve" and not in_play(o):
        return False
    return controller is None or o.controller == you


# "Sacrifice a Character" / "a Permanent" as a cost: one its player controls (the object itself
# too, when it is one: no "another"), chosen as the cost is paid (6.1.d)
class _SacrificeCosts(dict):
    """The sacrifice costs: a type's (below), and the later sets' "Sacrifice a Soldier" (one of its player's
    objects of that sub-type, 2.2.2.n) or "Sacrifice a [[Boosted]] Character" (of that status, 2.4)."""

    def __contains__(self, cost) -> bool:
        return dict.__contains__(self, cost) or bool(isinstance(cost, str) and words.SACRIFICE_MORE_COST.match(cost))

    def __getitem__(self, cost: str) -> str:
        if dict.__contains__(self, cost):
            return dict.__getitem__(self, cost)
        m = words.SACRIFICE_MORE_COST.match(cost)
        if not m:
            raise KeyError(cost)
        return f"a {m.group('st')} character you control" if m.group("st") else f"a {m.group('sub').capitalize()} you control"


SACRIFICE_COSTS = _SacrificeCosts({"sacrifice a character": "a character you control", "sacrifice a permanent": "a permanent you control",
                   "sacrifice a token": "a token you control",  # a token in play, a Character or a Permanent (v5.0 2.2.1.d)
                   "sacrifice a character or permanent": "a character or permanent you control",  # a token in play, a Character or a Permanent (v5.0 2.2.1.d)
                   # a Permanent in its player's Landmarks (v5.0 2.2.1.b); "another": not the object whose ability it is (sacrificable)
                   "sacrifice a landmark": "a landmark you control",
                   "sacrifice another character": "a character you control", "sacrifice another permanent": "a permanent you control"})


def sacrificable(game: "Table", player: str, cost: str, source: GameObject | None = None) -> list[GameObject]:
    """What a "sacrifice a Character / a Permanent" cost chooses from; "another" one is not `source`, the
    object whose ability it is."""
    found = candidates(game, Context(player, "a cost"), SACRIFICE_COSTS[cost])
    return [o for o in found if source is None or o.uid != source.uid] if cost.startswith("sacrifice another ") else found


# "Exhaust a card in your Reserve" / "a Permanent you control" as a cost: a ready one (an object
# cannot gain a status it has, 2.4.1.f: an exhausted one pays nothing), chosen as it is paid (6.1.d)
EXHAUST_COSTS = {"exhaust a reserve card": "a ready card in your reserve", "exhaust a permanent you control": "a ready permanent you control",
                 "exhaust a character you control": "a ready character you control"}  # the later sets' words, the same way


def exhaustable(game: "Table", player: str, cost: str, source: GameObject | None = None) -> list[GameObject]:
    """What an "exhaust a card in your Reserve / a Permanent you control" cost chooses from (not
    the object whose ability it is: its own exhausting is "{T}")."""
    return [o for o in candidates(game, Context(player, "a cost"), EXHAUST_COSTS[cost]) if source is None or o.uid != source.uid]


def candidates(game: "Table", ctx: Context, selector: str) -> list[GameObject]:
    sel = words.selector(selector)  # read once (judge/words.py): its fields, not its words
    if sel.what is not None:
        found = [o for o in _visible(game) if o.exists and o.card.type != "emblem" and _selects(o, sel, ctx, game.state)]
        if sel.in_contact:  # "each Character In Contact": its expedition (both, for a Gigantic one) In Contact (v5.0 7.5.9.b)
            found = [o for o in found if object_in_contact(game, o)]
        if sel.cost_per:  # "Hand Cost X or less, where X is the number of ...": counted as it is chosen
            most = count_per(game, ctx, sel.cost_per)
            found = [o for o in found if (base_cost(o) if sel.cost_per_base else o.card.hand_cost or 0) <= most]
        if sel.stat_max_per:  # "with no statistic higher than the number of ...": counted as it is chosen, boosts included (2.2.9)
            most = count_per(game, ctx, sel.stat_max_per)
            found = [o for o in found if all(v <= most for v in character_stats(o))]
        if sel.cost_of:  # at most the Hand Cost of one of its controller's Characters in play (2.2.1.h), as it is chosen
            found = [o for o in found if (o.card.hand_cost or 0) <= _highest_cost(game, ctx, sel.cost_of)]
        if sel.cost_counters:  # "Hand Cost X+2 or less, where X is my number of NAME counters": as it is chosen
            # the object's own counters (a Spell played from Reserve keeps those it had there, v5.0 2.5.l;
            # one from Hand has none, 2.5.b)
            src = _current(game, ctx.source) if ctx.source is not None else None
            src = src if src is not None and src.exists else None
            most = (counter_count(src, sel.cost_counters) if src is not None else 0) + sel.cost_plus
            found = [o for o in found if (o.card.hand_cost or 0) <= most]
        if sel.die:  # "with Base Cost X or less, where X is the result": the effect's roll, made before (verbs.target_slots)
            if ctx.die is None:
                raise EngineError(f"{ctx.label}: not modelled: a Base Cost bounded by a die's result, with no die rolled before")
            found = [o for o in found if (base_cost(o) <= ctx.die if sel.die == "at most" else base_cost(o) == ctx.die)]
        # "in [terrain]": one of its expeditions is in a region of that type (published game, v5.0 7.5.8.c)
        found = [o for o in found if in_terrain(game, o, sel.terrain)] if sel.terrain else found
        if sel.highest and found:  # "with the highest Base Cost": the costliest of them, as found (ties: each, to choose among)
            cost = (lambda o: base_cost(o)) if sel.highest == "base" else (lambda o: o.card.hand_cost or 0)
            top = max(cost(o) for o in found)
            found = [o for o in found if cost(o) == top]
        return found
    if sel.kind == "mana orb":
        return list(game.state.player(ctx.controller).zones["mana"])
    if sel.kind == "discard card":  # its controller's Discard pile, of that type or sub-type (2.2.1.i, 2.2.2.o: wherever it is)
        return [o for o in game.state.player(ctx.controller).zones["discard"]
                if (not sel.card_type or o.card.counts_as(sel.card_type)) and (not sel.subtype or o.is_a(sel.subtype))]
    if sel.kind == "your hero":
        hero = game.state.player(ctx.controller).hero
        return [hero] if hero is not None and hero.exists else []
    if sel.kind == "hand card":
        return [o for o in game.state.player(ctx.controller).zones["hand"] if (not sel.card_type or o.card.counts_as(sel.card_type))
                and (sel.cost_max is None or (o.card.hand_cost or 0) <= sel.cost_max)
                and (sel.cost_min is None or (o.card.hand_cost or 0) >= sel.cost_min)]
    if sel.kind == "my expedition":
        src = ctx.source
        if src is None or not src.zone in EXPEDITION_ZONES:
            return []
        return [o for o in game.state.player(src.controller).expeditions[expedition_of(src.zone)]
                if o.exists and o.card.type == "character"]
    raise ValueError(selector)


@implements("v5.0 2.2.9.a", "v5.0 2.2.9.b")
def base_cost(o: GameObject, from_reserve: bool = False) -> int:
    """An object's Base Cost: its Reserve Cost if it is Fleeting, in a Reserve, or a card in Limbo
    being played from a Reserve (`from_reserve`), its Hand Cost otherwise. The built-in edition has
    no Base Cost; the later sets' cards use it: the published game, as v5.0 defines it (a missing
    cost counts as 0, 1.1.6.d: a token's)."""
    return o.card.base_cost(from_reserve or o.zone == "reserve" or Status.FLEETING in o.statuses)


@implements("2.2.1.h", "1.1.6.d")
def _highest_cost(game: "Table", ctx: Context, what: str) -> int:
    """The highest Hand Cost among the objects of that type its controller controls in play (a
    token's missing one counts as 0, 1.1.6.d); -1 when they control none: then nothing is at most
    "the Hand Cost of a Character you control"."""
    costs = [o.card.hand_cost or 0 for o in _visible(game) if matches(o, what, "you", ctx.controller)]
    return max(costs, default=-1)


@implements("2.2.2.n", "2.4.4.a", "1.1.6.d", "7.4.3.f", "2.2.9.a", "2.2.9.c")
def _selects(o: GameObject, sel: "words.Selector", ctx: Context, state) -> bool:
    """A type (2.2.1.h), or a sub-type (2.2.2.n: "each Robot you control" is every object in play
    with it), then a status ("exhausted character"; Boosted: with a boost, 2.4.4.a) and
    "another target" (neither the object itself nor one it already targets)."""
    if sel.or_reserve_card and o.zone == "reserve":  # "... or target card in Reserve": any card there, any player's
        return o.card.type in ("character", "permanent", "spell") and not (sel.other and ctx.source is not None and o.uid == ctx.source.uid)
    if sel.in_reserve and (sel.what or sel.subtype):
        # a card of that type in a Reserve, any player's (no owner said: the published game, as
        # for "a card in a reserve"), or in play too ("in play or in Reserve")
        if not _where_reserve_reaches(o, sel):
            return False
        if sel.what in ("card", ""):  # any card but a Hero (the published cards' reminder: not Hero cards); a sub-type below
            if o.card.type not in ("character", "permanent", "spell"):
                return False
        elif not any(o.card.counts_as(TYPE_WORDS.get(k.strip(), k.strip())) for k in sel.what.split(" or ")):
            return False
    elif sel.what:
        if not matches(o, sel.what, "you" if sel.yours else None, ctx.controller):
            return False
    elif not in_play(o) or (sel.yours and o.controller != ctx.controller):
        return False
    if sel.subtype and not o.is_a(sel.subtype) \
            and not (sel.or_type and o.card.counts_as(TYPE_WORDS[sel.or_type])) \
            and not (sel.or_subtype and o.is_a(sel.or_subtype)):
        return False
    if sel.not_subtype and o.is_a(sel.not_subtype):
        return False
    if sel.support_ability and not (any("discard me from reserve" in a.cost for a in o.card.abilities)
                                    and not (o.zone == "reserve" and Status.EXHAUSTED in o.statuses)):
        # "with a {D} ability": one its card prints (an ability costing "discard me from Reserve", v5.0 2.2.12.k's
        # remark), in play too; an exhausted card in Reserve has no support abilities (published game, v5.0 2.2.12.j)
        return False
    if sel.it_was_facing and not was_facing(o, ctx, state):
        return False
    if sel.card_type and not o.card.counts_as(sel.card_type):
        return False
    if sel.theirs and o.controller not in opponents(state, ctx.controller):  # "controlled by an opponent"
        return False
    if sel.by_target_opponent and o.controller != _the_target_opponent(state, ctx):  # "... they control", after "target opponent"
        return False
    if sel.not_mine and o.controller == ctx.controller:  # "controlled by another player"
        return False
    if sel.status and not any(o.has_status(s) for s in re.split(r", | or ", sel.status)):
        return False
    if sel.token and o.card.token != (sel.token == "token"):  # "token character" / "non-token character"
        return False
    if sel.in_ascended and not (o.zone in EXPEDITION_ZONES and all(str(e) in state.player(o.controller).ascended for e in expeditions_of(o))):
        return False  # in an Ascended expedition (a Gigantic one: both, as one, v5.0 7.4.4.k)
    if sel.in_mine:
        src = ctx.source
        if src is None or src.zone not in EXPEDITION_ZONES or o.zone not in EXPEDITION_ZONES or o.controller != src.controller:
            return False
        mine = {Expedition.HERO, Expedition.COMPANION} if src.has("Gigantic") else {expedition_of(src.zone)}  # 7.4.3.f
        if expedition_of(o.zone) not in mine:
            return False
    if sel.in_own and not (o.zone in EXPEDITION_ZONES and o.controller == ctx.controller
                           and (sel.in_own == "both" or Expedition(sel.in_own) in expeditions_of(o))):
        return False  # in that expedition of its controller's (a Gigantic object is in both, 7.4.3.b)
    if sel.in_other and not in_other_expedition(o, ctx):
        return False
    if sel.in_facing and not in_facing_expedition(o, ctx, state):
        return False
    if sel.cost_max is not None or sel.cost_min is not None:
        # a token has no Hand Cost: a missing number counts as 0 (1.1.6.d)
        cost = base_cost(o) if sel.base else (o.card.reserve_cost if sel.by_reserve else o.card.hand_cost) or 0
        if (sel.cost_max is not None and cost > sel.cost_max) or (sel.cost_min is not None and cost < sel.cost_min):
            return False
    if sel.stat_max is not None and any(v > sel.stat_max for v in character_stats(o)):
        return False  # "with no statistic over N": its statistics as they are, boosts included (2.2.9)
    if sel.stat_le_mine and not _at_most_mine(o, sel.stat_le_mine, ctx):
        return False
    if sel.stat_of and not _statistic_within(o, sel):
        return False
    if sel.min_boosts and o.boosts < sel.min_boosts:
        return False  # "with 2 or more boosts": the boosts it has now (2.4.4.a)
    if sel.other:  # "another target", "each other": not the object itself
        if ctx.source is not None and o.uid == ctx.source.uid:
            return False
        if sel.kind == "target" and any(getattr(t, "uid", None) == o.uid for chosen in ctx.targets.values() for t in chosen):
            return False  # nor, for a target, one already targeted
    return True


_STAT_INDEX = {"forest": 0, "mountain": 1, "water": 2}


@implements("2.2.9.a", "2.2.9.c")
def _at_most_mine(o: GameObject, stat: str, ctx: Context) -> bool:
    """"With {V} less than or equal to mine": that statistic of the object, as it is (boosts
    included, 2.2.9), at most the same statistic of the ability's object as it is when the target
    is chosen (the published game's later sets); only Characters have statistics (2.2.9.c)."""
    src = ctx.source
    if src is None or src.card.type != "character":  # the translator reads it on Characters only
        raise EngineError(f"{ctx.label}: a statistic compared with that of an object without statistics (2.2.9.c) is not modelled")
    if o.card.type != "character":
        return False
    i = _STAT_INDEX[stat]
    return character_stats(o)[i] <= character_stats(src)[i]


@implements("2.2.9.a", "2.2.9.c")
def _statistic_within(o: GameObject, sel: "words.Selector") -> bool:
    """"With {O} 4 or less" / "or more": that one statistic of the object as it is (boosts
    included, 2.2.9) within the bound; only Characters have statistics (2.2.9.c), so nothing
    else is chosen."""
    if o.card.type != "character":
        return False
    v = character_stats(o)[_STAT_INDEX[sel.stat_of]]
    return v >= sel.stat_n if sel.stat_more else v <= sel.stat_n


def _where_reserve_reaches(o: GameObject, sel: "words.Selector") -> bool:
    """The object is where a selector "in Reserve" / "in play or in Reserve" names: as it is
    chosen, and again as its step resolves."""
    return o.zone == "reserve" or (sel.in_reserve == "play or reserve" and in_play(o))


def _the_target_opponent(state, ctx: Context) -> str | None:
    """The effect's target opponent, for a filter: the one declared (verbs.choose_targets declares
    it before the other targets where there is a choice, 5.2.3.b), else the one opponent there is."""
    chosen = ctx.targets.get("target opponent")
    if chosen:
        return chosen[0]
    names = opponents(state, ctx.controller)
    if len(names) == 1:
        return names[0]
    raise EngineError(f"{ctx.label}: an object controlled by the target opponent, before the target opponent is chosen")


@implements("modes.2v2.clarifications", "modes.free-for-all.clarifications", "5.2.3.b")
def target_opponent(game: "Table", ctx: Context) -> str:
    """"Target opponent": the opponent there is; among several (the four-player modes), one of
    them, chosen by the controller ("choose one of your opponents", the pages' clarifications),
    the same for the rest of the effect."""
    key = "target opponent"
    # declared with the other targets where the card or ability declares them (verbs.choose_targets,
    # 5.2.3.b); chosen here only where nothing declared it first
    chosen = ctx.targets.get(key)
    if chosen:
        return chosen[0]
    names = opponents(game.state, ctx.controller)
    if len(names) == 1:
        return names[0]
    name = str(game.ask(ctx.controller, DecisionKind.TARGET, names, "5.2.3.b", f"the target opponent of {ctx.label}"))
    illegal = declare_opponent(game, ctx, name)
    if illegal:
        raise EngineError(illegal)
    return name


def declare_opponent(game: "Table", ctx: Context, name: str) -> str | None:
    """`name` as the effect's target opponent, traced; or why it is not one of the controller's
    opponents (a 2v2 partner is not)."""
    names = opponents(game.state, ctx.controller)
    if name not in names:
        return f"{name!r} is not an opponent of {ctx.controller}: \"target opponent\" is one of {', '.join(names)}"
    ctx.targets["target opponent"] = [name]
    game.trace.emit("target", f"{ctx.label} targets the opponent {name} (choose one of your opponents)",
                    ["5.2.3.b", PAGE[game.state.mode]["clarifications"]], player=name)
    return None


@implements("7.4.3.b")
def in_facing_expedition(o: GameObject, ctx: Context, state) -> bool:
    """"In the expedition facing me": a Character in the expedition facing the one the ability's
    object is in (hero faces hero, companion faces companion; in the four-player modes a
    neighbour's, seats.facing). A Gigantic object, or Character, is in both of its controller's
    expeditions (7.4.3.b): it faces, or is in, both. The built-in edition does not define
    "facing": the published cards' sense."""
    src = ctx.source
    if src is None or src.zone not in EXPEDITION_ZONES or o.zone not in EXPEDITION_ZONES or o.controller == src.controller:
        return False
    both = (Expedition.HERO, Expedition.COMPANION)
    mine = both if src.has("Gigantic") else (expedition_of(src.zone),)
    theirs = both if o.has("Gigantic") else (expedition_of(o.zone),)
    faced = {seat_facing(state, src.controller, e) for e in mine}
    return any((o.controller, e) in faced for e in theirs)


@implements("7.4.3.h", "v5.0 2.1.h")
def was_facing(o: GameObject, ctx: Context, state) -> bool:
    """"A Character that it was facing": `o` is in an expedition facing the one the object the step
    before acted on ("it") was in as it left (both, for a Gigantic one, 7.4.3.h), or is in, if it is
    still in one: an object that left is asked about as it last was (published game, v5.0 2.1.h).
    The cards' sense of facing (the built-in edition does not define it)."""
    said = ctx.last or ctx.outer_last
    it = state.get(said[0].uid) if said else None
    if it is None or o.zone not in EXPEDITION_ZONES:
        return False
    if it.exists and it.zone in EXPEDITION_ZONES:
        zone, gigantic, controller = it.zone, it.has("Gigantic"), it.controller
    elif it.uid in state.last_place:
        _, zone, gigantic, controller = state.last_place[it.uid]
    else:
        return False  # never in an expedition: it faced nothing
    faced = {seat_facing(state, controller, e) for e in ((Expedition.HERO, Expedition.COMPANION) if gigantic else (expedition_of(zone),))}
    theirs = (Expedition.HERO, Expedition.COMPANION) if o.has("Gigantic") else (expedition_of(o.zone),)
    return any((o.controller, e) in faced for e in theirs)


@implements("7.4.3.b", "7.4.3.g")
def in_other_expedition(o: GameObject, ctx: Context) -> bool:
    """"In my other Expedition": a Character of the ability's object's controller in the expedition
    that object is not in. A Gigantic object has no other expedition (7.4.3.g); a Gigantic
    Character is in both of its controller's expeditions, so in the other one too (7.4.3.b)."""
    src = ctx.source
    if src is None or src.zone not in EXPEDITION_ZONES or o.zone not in EXPEDITION_ZONES or o.controller != src.controller:
        return False
    if src.has("Gigantic"):
        return False
    return o.has("Gigantic") or expedition_of(o.zone) == expedition_of(src.zone).other


def _visible(game: "Table") -> list[GameObject]:
    """The objects a selector of objects in play, or in a Reserve, can name: the others are in
    hidden zones, the Discard pile or Limbo, which no such selector reaches (2.2.1.h)."""
    out: list[GameObject] = []
    for p in game.state.players:  # in the order of GameState.all_objects
        out += p.zones["reserve"]
        out += p.zones["landmarks"]
        out += p.zones["hero zone"]
        out += p.expeditions["hero"]
        out += p.expeditions["companion"]
    return out


def object_of(arg) -> str | None:
    """The selector a step's argument names: the argument itself, or its `object`."""
    return arg if isinstance(arg, str) else arg.get("object")


def objects(game: "Table", ctx: Context, step: Step, selector: str | None, count: int = 1,
            up_to: bool = False, chooser: str | None = None) -> list[GameObject]:
    """The objects a step acts on. `chooser`: another player than the effect's controller who picks
    the one object a selector chosen now names ("that opponent targets a card in your Reserve")."""
    found = _objects(game, ctx, step, selector, count, up_to, chooser)
    note_found(ctx, found)
    return found


def note_found(ctx: Context, found: list[GameObject]) -> None:
    """What a step found, noted before it acts: how many, and where each is and whose ("their
    expedition", "their controller", "its owner", "if its Base Cost was ...")."""
    ctx.found = (ctx.found or 0) + len(found)
    for o in found:
        for place in _expeditions_of(o):
            if place not in ctx.places:
                ctx.places.append(place)
        if o.exists and o.zone not in HIDDEN and o.controller not in ctx.holders:
            ctx.holders.append(o.controller)
        if o.owner not in ctx.owners:
            ctx.owners.append(o.owner)
        ctx.bases.append((o, base_cost(o)))  # as found: the move after it may end its Fleeting


def _expeditions_of(o: GameObject) -> list[tuple[str, str]]:
    """(controller, expedition) of each expedition an existing object is in (expeditions_of)."""
    return [(o.controller, str(e)) for e in expeditions_of(o)] if o.exists else []


def _objects(game: "Table", ctx: Context, step: Step, selector: str | None, count: int = 1,
             up_to: bool = False, chooser: str | None = None) -> list[GameObject]:
    sel = words.selector(selector or "me")
    if sel.kind == "me":
        o = me(game, ctx)
        return [o] if o else []
    if sel.kind == "it":
        if ctx.it is None:
            return []
        ctx.it = own(game, _current(game, ctx.it))
        # gone to a Hand, a Deck or a Mana zone: a new object no ability finds (2.1.c, 2.1.e)
        return [ctx.it] if ctx.it.exists and ctx.it.zone not in HIDDEN else []
    if sel.kind == "them":
        # what the previous step put in play or moved, as they are now ("they gain Fleeting")
        found = [own(game, _current(game, o)) for o in ctx.last]
        return [o for o in found if o.exists and o.zone not in HIDDEN]
    if sel.kind == "target":
        # a target that is no longer where its selector names it is not affected (2.2.1.h)
        out = []
        for o in ctx.targets.get(id(step), []):
            o = _current(game, o)
            if sel.in_reserve:  # still in a Reserve, or in play when it may be (2.2.1.h)
                here = _where_reserve_reaches(o, sel)
            else:
                here = o.zone == "reserve" if sel.what == "card in a reserve" else in_play(o) or (sel.or_reserve_card and o.zone == "reserve")
            if o.exists and here:
                out.append(o)
        return out
    if sel.kind == "each" and sel.by_target_player:
        # "each Character controlled by target player": the player is the step's target (5.2.3.b);
        # the objects in play they control, as the step resolves (2.2.1.h)
        players = set(ctx.targets.get(id(step), []))
        return [o for o in _visible(game) if o.exists and o.card.type != "emblem" and o.controller in players
                and matches(o, sel.what, None, ctx.controller)]
    if sel.kind == "each" and sel.in_pointed:
        # "each of its Characters" after "Target an Expedition": the one that step pointed at, as
        # this step resolves (a Gigantic Character is in both of its controller's, 7.4.3.b)
        out = []
        for player, exp in ctx.pointed:
            out += [o for o in members(game, player, exp) if o.exists and matches(o, sel.what, None, ctx.controller) and o not in out]
        return out
    if sel.kind == "each" and sel.in_target:
        # "each Character in target Expedition": its objects (a Gigantic one is in both of its
        # controller's, 7.4.3.b), as the step resolves
        out = []
        for player, exp in ctx.targets.get(id(step), []):
            out += [o for o in members(game, player, exp) if o.exists and matches(o, sel.what, None, ctx.controller) and o not in out]
        return out
    if sel.kind == "each":
        return candidates(game, ctx, sel)
    if sel.kind == "top deck":
        # the top N cards of its controller's Deck, one atomic action each (6.1.e); with fewer, those
        # there are (published game, v5.0 6.5.h: what cannot be done is ignored)
        # built-in 3.2.2.d: too few cards, the Discard pile is shuffled in first (v5.0: not, 3.2.2.d-e)
        deck.ensure_position(game, ctx.controller, sel.top, quiet=sel.top > 1)
        d = game.state.player(ctx.controller).zones["deck"]
        if 0 < len(d) < sel.top:
            game.trace.emit("as much as possible", f"{ctx.label}: only {len(d)} card{'s' if len(d) != 1 else ''} in "
                            f"{ctx.controller}'s Deck for {sel.top}", ["6.1.e"], published=True)
        return [own(game, o) for o in d[:sel.top]]
    # "a character you control", "a card from your hand": chosen now by the controller (6.1.g)
    options = candidates(game, ctx, sel)
    if not options:
        game.trace.emit("nothing", f"{ctx.label}: no {_bare(sel)} to choose: that part does nothing", ["6.1.g"])
        return []
    if count > 1 or up_to:
        return _choose_several(game, ctx, sel, options, count, up_to)
    if sel.kind == "a" and sel.up_to:  # "up to 2 character you control": its controller picks as many, or fewer (6.1.g)
        return _choose_several(game, ctx, sel, options, sel.up_to, True)
    if words.selector(sel).random:
        return [own(game, _at_random(game, ctx, options))]
    answer = game.ask(chooser or ctx.controller, DecisionKind.CHOOSE, [o.uid for o in options], "6.1.g",
                      f"{sel} for {ctx.label}" + (f", of {ctx.controller}'s, chosen by {chooser}" if chooser else ""))
    return [own(game, game.find(answer, among=options))]


@implements("v5.0 6.5.j")
def _at_random(game: "Table", ctx: Context, options: list[GameObject]) -> GameObject:
    """"A random card from your hand": one of them with equal chances, no player choosing (published game,
    v5.0 6.5.j), drawn from the game's seeded generator (the same seed, the same card)."""
    o = options[game.state.random().randrange(len(options))]
    game.trace.emit("random", f"{ctx.label}: {o.label()} is chosen at random among {len(options)} (v5.0 6.5.j)", [],
                    published=True, object=o.uid)
    return o


def _bare(sel: str) -> str:
    """"a character you control" -> "character you control": what there is none of."""
    return re.sub(r"^(?:an?|another) ", "", str(sel))


@implements("6.1.e", "6.1.g")
def _choose_several(game: "Table", ctx: Context, sel: str, options: list[GameObject], count: int,
                    up_to: bool = False) -> list[GameObject]:
    """`count` different objects, one atomic action each (6.1.e), chosen one by one. When no more
    are left than are still wanted there is nothing to choose: all of them, and the atomic
    actions that have no object cannot be done and are ignored (published game: v5.0 6.5.h and
    1.4.1.c; the built-in edition does not say what a step on N objects does with fewer).
    `up_to`: "up to N", its controller may stop at any number, none included (`done`)."""
    chosen: list[GameObject] = []
    while len(chosen) < count:
        left = [o for o in options if all(o.uid != c.uid for c in chosen)]
        if up_to:
            if not left:
                break
            asked = [o.uid for o in left] + ["done"]
            answer = game.ask(ctx.controller, DecisionKind.CHOOSE, asked, "6.1.g",
                              f"up to {count}: {sel} for {ctx.label} ({len(chosen) + 1} of at most {count}; done: no more)")
            if str(answer).lower() == "done":
                break
            chosen.append(own(game, game.find(answer, among=left)))
            continue
        if len(left) <= count - len(chosen):
            chosen += [own(game, o) for o in left]
            if len(chosen) < count:
                game.trace.emit("as much as possible", f"{ctx.label}: only {len(chosen)} {_bare(sel)} for {count}: "
                                f"{', '.join(o.label() for o in chosen)}; the rest cannot be done", ["6.1.e"],
                                published=True, wanted=count, found=len(chosen))
            break
        what = f"{sel} for {ctx.label} ({len(chosen) + 1} of {count})"
        answer = game.ask(ctx.controller, DecisionKind.CHOOSE, [o.uid for o in left], "6.1.g", what)
        chosen.append(own(game, game.find(answer, among=left)))
    return chosen


def counter_key(o: GameObject, name: str) -> str:
    """Counter names as the card prints them ("Kelon"); costs are written in any case."""
    return next((k for k in o.counters if k.lower() == name.lower()), name)


def counter_count(o: GameObject, name: str) -> int:
    return o.counters.get(counter_key(o, name), 0)


SINGLE_TERRAIN = "a single-terrain region"


def in_terrain(game: "Table", o: GameObject | None, terrain: str) -> bool:
    """"It is in [terrain]": the region its expedition stands in has that type (after passive
    abilities that change a region's types, 2.2.2.p). A Gigantic Character is in both regions."""
    if o is None:
        return False
    o = _current(game, o)
    if not o.exists or o.zone not in EXPEDITION_ZONES:
        return False
    if terrain == SINGLE_TERRAIN:  # its region has one terrain, as passive abilities and Terrain Markers leave it
        # (the published game, v5.0 3.2.1; a Gigantic Character: either of its regions)
        owner = game.state.player(o.controller)
        return any(len(region_types(game, owner.position[e], owner.name)) == 1 for e in expeditions_of(o))
    return regions_have(game, o.controller, expeditions_of(o), terrain)


def regions_have(game: "Table", player: str, exps, terrain: str) -> bool:
    """One of the regions these expeditions of `player` stand in has that type (2.2.2.p: after the
    passive abilities that change regions' types)."""
    owner = game.state.player(player)
    return any(terrain in region_types(game, owner.position[e], owner.name) for e in exps)


@implements("2.2.2.n", "3.1.2.b", "3.2.1.b", "3.2.1.c")
def count_per(game: "Table", ctx: Context, per: str, step: Step | None = None) -> int:
    """How many of what an amount counts ("per card in your Reserve"): checked as the step
    resolves (5.2.3.f). Objects in play are counted as "you control a ..." counts them (2.2.2.n).
    "card in target player's reserve": that player, the step's target (5.2.3.b), has a Reserve of
    their own (3.1.2.b)."""
    if per == "ascended expedition you control":  # 0 to 2: its controller's expeditions with that status (v5.0 2.4.3)
        return len(game.state.player(ctx.controller).ascended)
    m = re.fullmatch(r"other card you played this (turn|day)", per)
    if m:
        # the cards its controller played this turn (or Day), counted once their resolution started (v5.0
        # 5.1.2.k, whose example is this very ability): the card whose cost is counted is not played yet
        return len(game.state.happened("played", m.group(1), ctx.controller))
    if per == "boost on me":  # the object's own boosts as the step resolves (v5.0 2.4.4; none once it has left, 2.1.c)
        o = me(game, ctx)
        return o.boosts if o is not None and o.exists else 0
    m = re.fullmatch(r"(character|spell|permanent|card) you played this (turn|day)", per)
    if m and m.group(1) == "card":  # every card its controller played, this object's own play included (v5.0 5.1.2.k)
        return len(game.state.happened("played", m.group(2), ctx.controller))
    if m:  # the cards of that type its controller played this turn (or Day), once their resolution started (v5.0 5.1.2.k)
        return sum(1 for h in game.state.happened("played", m.group(2), ctx.controller) if m.group(1) in h[4].split(","))
    m = re.fullmatch(r"([A-Z][a-z]+) in your (reserve|hand|discard pile)", per)
    if m:  # a sub-type's cards in one of its controller's zones (2.2.2.n; a card there is its owner's, 3.1.2.c)
        zone = "discard" if m.group(2) == "discard pile" else m.group(2)
        return sum(1 for o in game.state.player(ctx.controller).zones[zone] if o.exists and o.is_a(m.group(1)))
    m = re.fullmatch(r"(other )?character in my expedition", per)
    if m:  # its controller's Characters in the expedition the object is in (both, for a Gigantic one, 7.4.3.f)
        return len(candidates(game, ctx, f"each {m.group(1) or ''}character in my expedition"))
    m = re.fullmatch(r"card in target player's (reserve|hand)", per)
    if m:
        if step is None:
            raise EngineError(f"{ctx.label}: a count of what a target player has, outside a step that targets them")
        players = [p for p in ctx.targets.get(id(step), []) if isinstance(p, str)]
        return sum(len(game.state.player(p).zones[m.group(1)]) for p in players)
    if per == "character in the expedition facing me":  # in the expedition(s) facing the object's (7.4.3.h)
        return sum(1 for o in _visible(game) if in_play(o) and o.card.type == "character" and in_facing_expedition(o, ctx, game.state))
    m = re.fullmatch(r"([A-Z][a-z]{1,39}) counter on me", per)
    if m:  # the object's own counters of that name, as the step resolves (v5.0 2.5.1; none once it has left: 2.1.c)
        o = me(game, ctx)
        return counter_count(o, m.group(1)) if o is not None and o.exists else 0
    if per == "card in your discard pile":  # its controller's (a card there is its owner's, 3.1.2.c)
        return len(game.state.player(ctx.controller).zones["discard"])
    m = re.fullmatch(r"card named (.+) in your discard pile", per)
    if m:  # of that name (2.2.3.a), in its controller's Discard pile (read before "and": a name may hold it)
        return sum(1 for o in game.state.player(ctx.controller).zones["discard"] if o.name == m.group(1))
    if " and " in per:  # two counts together (exhausted Permanents its controller has, plus exhausted cards in their Reserve)
        return sum(count_per(game, ctx, part, step) for part in per.split(" and "))
    m = re.fullmatch(r"(character|spell|permanent) in your (reserve|hand|discard pile)", per)
    if m:  # the cards of that type in one of its controller's zones (a card there is its owner's, 3.1.2.c)
        zone = "discard" if m.group(2) == "discard pile" else m.group(2)
        return sum(1 for o in game.state.player(ctx.controller).zones[zone] if o.exists and o.card.counts_as(m.group(1)))
    if per == "character in my other expedition":
        # its controller's Characters in the expedition the object is not in (none for a Gigantic one, in both: 7.4.3.b)
        src = me(game, ctx)
        here = expedition_of(src.zone) if src is not None and src.exists else None
        if here is None or src.has("Gigantic"):
            return 0
        return sum(1 for o in game.state.player(src.controller).expeditions[Expedition(here).other] if o.exists and o.card.type == "character")
    m = re.fullmatch(r"(exhausted |ready )mana orb in your mana zone", per)
    if m:  # its controller's Mana Orbs of that status (2.2.1.f; ready: not exhausted, 2.4.6.b)
        ready = m.group(1) == "ready "
        return sum(1 for o in game.state.player(ctx.controller).zones["mana"] if ("exhausted" in o.statuses) != ready)
    m = re.fullmatch(r"(exhausted )?card in your (reserve|hand|landmarks)", per)
    if m:
        return sum(1 for o in game.state.player(ctx.controller).zones[m.group(2)] if not m.group(1) or "exhausted" in o.statuses)
    if per == "character target opponent controls":
        other = target_opponent(game, ctx)
        return sum(1 for o in _visible(game) if in_play(o) and o.controller == other and o.card.type == "character")
    if per == "mana orb in your mana zone":  # each card in the Mana zone is a Mana Orb, ready or not (2.2.1.f)
        return len(game.state.player(ctx.controller).zones["mana"])
    if per == "region between your expeditions":
        # the regions strictly between its controller's two expeditions, in the row of eight
        # (3.2.1.b): none when they are adjacent; in the Arena there is one region only (3.2.1.c)
        if game.state.adventure.tiebreakers:
            return 0
        pos = game.state.player(ctx.controller).position
        return max(0, abs(pos[Expedition.COMPANION] - pos[Expedition.HERO]) - 1)
    m = re.fullmatch(r"(exhausted )?card in a reserve", per)
    if m:  # "in Reserve", no owner said: every player's (published game: conditions._exhausted_in_reserves)
        return sum(1 for p in game.state.players for o in p.zones["reserve"]
                   if o.exists and (not m.group(1) or "exhausted" in o.statuses))
    m = re.fullmatch(r"card in (each player's|each opponent's|target opponent's) (reserve|hand|landmarks|discard pile)", per)
    if m:  # each player has these zones of their own (3.1.2.b): the sum over every player, every opponent, or the target opponent's
        zone = "discard" if m.group(2) == "discard pile" else m.group(2)
        whose = {"each player's": [p.name for p in game.state.players], "each opponent's": opponents(game.state, ctx.controller),
                 "target opponent's": None}[m.group(1)]
        if whose is None:
            whose = [target_opponent(game, ctx)]
        return sum(len(game.state.player(name).zones[zone]) for name in whose)
    if per == "expedition in contact you control":  # published game, v5.0 7.5.9.a
        return contact_count(game, ctx.controller)
    m = re.fullmatch(r"expedition in (forest|mountain|water)", per)
    if m:  # every player's expeditions whose region has that type (after effects that change it)
        return sum(1 for p in game.state.players for e in (Expedition.HERO, Expedition.COMPANION)
                   if m.group(1) in region_types(game, p.position[e], p.name))
    if per == "boost on a character you control":  # the boosts on its controller's Characters in play, added up (2.4.4)
        return sum(o.boosts for o in _visible(game) if in_play(o) and o.controller == ctx.controller and o.card.type == "character")
    if per == "boost on a card in your reserve":  # kept there (Seasoned, 7.4.4.b) or gained there
        return sum(o.boosts for o in game.state.player(ctx.controller).zones["reserve"] if o.exists)
    m = re.fullmatch(r"(completed )?([A-Z][a-z]+) in your landmarks", per)
    if m:  # a sub-type's cards in its controller's Landmarks (2.2.2.n), perhaps only Completed ones (a Feat's: judge/feats.py)
        return sum(1 for o in game.state.player(ctx.controller).zones["landmarks"]
                   if o.exists and o.is_a(m.group(2)) and (not m.group(1) or "completed" in o.statuses))
    m = re.fullmatch(r"(other )?(character|[A-Z][a-z]+) in your expeditions", per)
    if m:  # the objects in its controller's two expeditions (a Gigantic one once, 7.4.3.b): Characters or
        # of a sub-type (2.2.2.n; an Expedition Permanent of it too, never a Landmark); "other": not its own object
        mine = ctx.source.uid if m.group(1) and ctx.source is not None else None
        what = m.group(2)
        p = game.state.player(ctx.controller)
        held = {o.uid: o for e in ("hero", "companion") for o in p.expeditions[e] if o.exists}
        return sum(1 for o in held.values() if o.uid != mine
                   and (o.card.type == "character" if what == "character" else o.is_a(what)))
    m = re.fullmatch(r"(other )?(?:(exhausted|asleep|anchored|boosted|fleeting) )?(character|permanent|landmark|token|[A-Z][a-z]+) you control", per)
    if m is None:  # any other objects a step may act on all of: as many as "each ..." selects now (words.counted_selector)
        return len(candidates(game, ctx, "each " + per))
    status, what = m.group(2) or "", m.group(3)
    if m.group(1) and ctx.source is not None:  # "other": not the object whose ability it is
        mine = ctx.source.uid
        return sum(1 for o in _visible(game) if o.uid != mine and in_play(o) and o.controller == ctx.controller
                   and matches(o, "character or permanent" if what == "token" else what, "you", ctx.controller)
                   and (what != "token" or o.card.token) and (not status or o.has_status(status)))
    if what == "token":  # a token in play, a Character or a Permanent (v5.0 2.2.1.d), as "a token you control" selects
        what = "character or permanent"
        return sum(1 for o in _visible(game) if in_play(o) and o.controller == ctx.controller and o.card.token
                   and matches(o, what, "you", ctx.controller) and (not status or o.has_status(status)))
    n = 0
    for o in _visible(game):
        if not in_play(o) or o.controller != ctx.controller:
            continue
        if what[0].isupper():
            if not o.is_a(what):
                continue
        elif not matches(o, what, "you", ctx.controller):
            continue
        if status and not o.has_status(status):
            continue
        n += 1
    return n
