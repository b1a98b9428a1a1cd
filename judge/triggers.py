"""Triggers (6.3.a-f): an event happened, and every reaction whose trigger it matches creates an
Emblem-Reaction in Limbo (6.3.b, 2.2.2.m). Playing those emblems is `reactions.py`'s job, one
layer up: moving a card signals here, and nothing here moves cards.
"""

from __future__ import annotations

import copy
from contextlib import contextmanager

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .language import (COUNTER_TRIGGER, COUNTERS_GAINED, NO_MORE_COUNTERS, GRANT_TO_SUBTYPE, LEAVING_EVENTS, ORDINALS, PLAY_AT_LEAST, PLAY_COSTING, PLAY_TRIGGERS, PLAY_ZERO, SACRIFICE_NON, SELF_TO_RESERVE, SUBTYPE_CREATE, SUBTYPE_JOIN,
                       SUBTYPE_PLAY, Ability, Step, other_player, play_subject, subject_trigger, trigger_event)
from . import feats
from .lazyre import lazy
from .cards import Card
from .enums import DecisionKind, Edition, Expedition, Phase, Status, Zone, expedition_of
from .passives import trigger_suppressed
from .rules import implements
from .seats import facing as seat_facing, opposes
from .state import IN_PLAY, Emblem, GameObject

if TYPE_CHECKING:
    from .table import Table

EMBLEM_REACTION = Card(name="Emblem-Reaction", type="emblem", subtypes=("Reaction",))
MAX_ACTIVATIONS = 100  # 6.3.f
MAX_PER_NAME = 1000  # a given Reaction, over every object of one name, a day (published game, v5.0 6.3.m)


def by_name(state, name: str, index: int) -> int:
    """How many times today a given Reaction of the objects named `name` has activated (0 while
    every object's together stays below the limit: no object is looked up then)."""
    today = [(uid, n) for (uid, i, day), n in state.activations.items() if i == index and day == state.day]
    if sum(n for _, n in today) < MAX_PER_NAME:
        return 0
    total = 0
    for uid, n in today:
        holder = state.get(uid)
        if holder is not None and holder.card.name == name:
            total += n
    return total
SELF_LEAVING = ("i am sacrificed", "i leave play", "i leave your landmarks", "i leave the expedition zone", "i am discarded from your hand",
                "i go to the discard pile",
                "i leave an ascended expedition",
                *sorted(SELF_TO_RESERVE))
_EXPEDITIONS = (Expedition.HERO, Expedition.COMPANION)


def granters(game: "Table") -> list[tuple[GameObject, int, Ability]]:
    """The abilities in play that grant abilities to other objects (e.g. Haven's)."""
    out = []
    for p in game.state.players:
        for objs in (p.expeditions[Expedition.HERO], p.expeditions[Expedition.COMPANION], p.zones[Zone.LANDMARKS],
                     p.zones[Zone.HERO_ZONE]):
            for src in objs:
                if src.card.grants and src.exists:
                    out.extend((src, i, a) for i, a in src.card.grants)
    return out


def _granting(game: "Table", event: str) -> list:
    """The granted reactions to `event`: the granters, filtered (usually none)."""
    return [(src, i, a) for src, i, a in granters(game)
            if a.granted.kind in ("reaction", "support reaction") and trigger_event(a.granted.trigger) == event]


def abilities_of(game: "Table", o: GameObject, granting: list | None = None) -> list[tuple[int, Ability, str | None]]:
    """An object's own abilities and those granted to it by objects in play, each with the
    label of the object granting it (None for its own). `granting` is `granters(game)` when the
    caller asks for many objects at one moment (one scan, not one per object)."""
    out: list[tuple[int, Ability, str | None]] = [(i, a, None) for i, a in enumerate(o.card.abilities)]
    for src, i, a in granters(game) if granting is None else granting:
        if _granted_to(src, a.grant_to or "", o):
            out.append((1000 + i, a.granted, src.label()))
    return out


def _granted_to(src: GameObject, selector: str, o: GameObject) -> bool:
    if o.card.type != "character" or o.controller != src.controller:
        return False
    if selector in ("each character you control", "characters you control", "each character you control in play"):
        return True
    sub = GRANT_TO_SUBTYPE.match(selector)  # "Your Companions have: ...": its controller's Characters of that sub-type (2.2.2.n)
    return sub is not None and o.is_a(sub.group(1))


@implements("1.1.6.e", "2.2.10.i", "v5.0 7.3.10.a", "v5.0 1.1.6.e")
def entered_play(state, from_zone: str | None, zone: str | None) -> bool:
    """Whether a move is "entering play" for the enters-play symbol. Built-in edition: joining
    the Expedition zone (1.1.6.e), or the Landmark zone, in play too ("enter play from anywhere",
    2.2.10.i, 3.1.4.a); a move between expeditions is not joining it. v5.0: joining the union of
    the Expedition and Landmark zones from outside both (7.3.10.a): a move from the Landmarks into
    an expedition is not entering play."""
    inside = {Zone.HERO_EXPEDITION, Zone.COMPANION_EXPEDITION, Zone.LANDMARKS}
    if zone not in inside:
        return False
    if state.edition != Edition.BUILTIN:
        return from_zone not in inside
    return from_zone not in (Zone.HERO_EXPEDITION, Zone.COMPANION_EXPEDITION)


def _works_where(a: Ability, o: GameObject, trigger: str) -> bool:
    if a.completed and not feats.completed(o):
        return False  # a Feat's "[Completed]" reaction exists only while it is Completed
    if a.works_in_reserve:
        return o.zone == Zone.RESERVE and Status.EXHAUSTED not in o.statuses
    if trigger in PLAY_TRIGGERS:
        return True  # checked against the object entering play itself (6.3.d)
    if o.card.type == "hero":
        return o.zone == Zone.HERO_ZONE
    return o.zone in IN_PLAY or trigger in SELF_LEAVING


@implements("2.2.2.n", "2.4.4.a", "7.5.4.c", "7.5.5.a", "7.4.3.h")
def _subject_event(o: GameObject, m, event: str, subject, data, state) -> bool:
    """A trigger about one object named by its parts (language.SUBJECT_TRIGGER; the table's "a Character
    joins my Expedition" and its kin, language.SUBJECT_BASES, too): the object is of
    the kind (a Character, or any object with the sub-type, 2.2.2.n), of the status (Boosted: with
    a boost, 2.4.4.a), a token or not, its controller's where "you control" says so, not this
    object for "another"; then the event, as the Character triggers read it: joining my expedition
    or one of yours from outside them (switching is joining the new one only for "my expedition"
    and the facing one, 7.5.4.c), the one facing mine (both, for a Gigantic object, 7.4.3.h),
    leaving the Expedition zone from one of yours (7.5.5.a), gaining boosts in play."""
    if subject is None:
        return False
    what, status, token = m.group("what"), (m.group("status") or "").strip(), (m.group("token") or "").strip()
    if what == "token":  # a token in play, a Character or a Permanent (v5.0 2.2.1.d)
        token = "token"
    elif what == "landmark":  # a Landmark Permanent (published game, v5.0 2.2.3.b)
        if not subject.card.landmark:
            return False
    elif not (subject.card.type == what if what in ("character", "permanent") else subject.is_a(what)):
        return False
    if token and subject.card.token != (token == "token"):
        return False
    if status and not subject.has_status(status):
        return False
    if m.group("pick") == "another" and subject.uid == o.uid:
        return False
    if m.group("event") in LEAVING_EVENTS:  # whose it was as it left, not whose it is now
        return _left_play(o, m, event, subject, data, state)
    if m.group("yours") == " you control" and subject.controller != o.controller:
        return False
    if m.group("yours") == " an opponent controls" and not opposes(state, o.controller, subject.controller):
        return False  # one of its controller's opponents' (1.2.1.b; each of them, with several)
    if m.group("where") and not _there_now(o, m.group("where"), subject, state):
        return False
    said = m.group("event")
    if said == "joins my expedition":
        return event == "join" and subject.controller == o.controller and subject is not o \
            and bool(_expeditions_joined(subject, data) & _my_expeditions(o))
    if said in ("joins your hero expedition", "joins your companion expedition"):
        # that one of its controller's expeditions (3.2.4.b), from outside it: from elsewhere or by switching (7.5.4.c)
        return event == "join" and subject.controller == o.controller and Expedition(said.split()[2]) in _expeditions_joined(subject, data)
    if said == "joins one of your expeditions":
        return event == "join" and subject.controller == o.controller and _own_expedition_before(subject, data) is None \
            and bool(_expeditions_joined(subject, data))
    if said == "joins the expedition facing me":
        if event != "join":
            return False
        facing = _facing_mine(state, o)
        return any((subject.controller, Expedition(e)) in facing for e in _expeditions_joined(subject, data))
    if said == "leaves one of your expeditions":
        return event == "leave" and data.get("from_zone") in (Zone.HERO_EXPEDITION, Zone.COMPANION_EXPEDITION) \
            and data.get("zone") not in (Zone.HERO_EXPEDITION, Zone.COMPANION_EXPEDITION) and data.get("from_player") == o.controller
    if said == "leaves my expedition":
        # the expedition this object is in (both, for a Gigantic one), left by leaving the Expedition
        # zone or by switching out of it (v5.0 7.5.11.c); not this object itself
        left = expedition_of(data.get("from_zone") or "")
        return event == "leave" and left is not None and subject.uid != o.uid and data.get("from_player") == o.controller \
            and left in _my_expeditions(o)
    if m.group("lost"):  # had it, has it no more, in play (v5.0 7.3.21)
        return event == "lost" and data.get("status") == m.group("lost") and subject.zone in IN_PLAY
    if m.group("became"):  # did not have it, now has it, in play (v5.0 7.5.4.a)
        return event == "became" and data.get("status") == m.group("became") and subject.zone in IN_PLAY
    if m.group("gained"):  # gains that status in play (v5.0 7.5.2.a)
        return event == "status" and data.get("status") == m.group("gained") and subject.zone in IN_PLAY
    return event == "boosts" and subject.zone in IN_PLAY  # gains boosts: in play (v5.0 7.5.2.a)


@implements("7.4.3.h")
def _there_now(o: GameObject, where: str, subject: GameObject, state) -> bool:
    """"When a Character in my Expedition gains [[Asleep]]", "... facing me gains 1 or more boosts": the object is,
    as the event happens, in the expedition(s) this object is in (both, for a Gigantic one, 7.4.3.f), its
    controller's, or in one facing them (7.4.3.h); a Gigantic subject is in both of its controller's (7.4.3.b)."""
    here = expedition_of(subject.zone)
    if here is None:
        return False
    theirs = frozenset(_EXPEDITIONS) if subject.has("Gigantic") else frozenset({here})
    if where.strip() == "in my expedition":
        return subject.controller == o.controller and bool(theirs & _my_expeditions(o))
    facing = _facing_mine(state, o)
    return any((subject.controller, e) in facing for e in theirs)


@implements("v5.0 7.3.20.a", "v5.0 7.3.36.a", "v5.0 7.5.11.a")
def _left_play(o: GameObject, m, event: str, subject, data, state) -> bool:
    """An object of the kind named leaving play (published game): "leaves play" from the Expedition
    zone or the Landmarks to a zone outside them (v5.0 7.3.20.a: switching expeditions is not
    leaving play), "leaves the Expedition zone" (7.5.11.a), "is sacrificed" (by its controller,
    7.3.36.a), "goes to Reserve" from play. Whose it was is its controller's as it left (`before`);
    the kind was checked by the caller."""
    said, before = m.group("event"), data.get("before") or {}
    if said == "is sacrificed":
        if event != "sacrificed":
            return False
        was = data.get("player")
    elif said == "goes to reserve":
        if event != "join" or data.get("zone") != Zone.RESERVE or before.get("zone") not in IN_PLAY:
            return False
        was = before.get("controller")
    else:
        if event != "leave" or data.get("from_zone") not in IN_PLAY or data.get("zone") in IN_PLAY:
            return False
        if said == "leaves the expedition zone" and expedition_of(data.get("from_zone") or "") is None:
            return False
        was = data.get("from_player")
    where = m.group("where")
    if where:  # where it was as it left (both expeditions of its controller's, for a Gigantic one, 7.4.3.b)
        here = expedition_of(before.get("zone") or "")
        if here is None:
            return False
        owner = before.get("controller", was)
        left = frozenset(_EXPEDITIONS) if subject.card.has("Gigantic") else frozenset({here})
        if where == " in my expedition":
            return subject.uid != o.uid and owner == o.controller and bool(left & _my_expeditions(o))
        facing = _facing_mine(state, o)
        return any((owner, Expedition(e)) in facing for e in left)
    yours = m.group("yours")
    if yours == " you control":
        return was == o.controller
    if yours == " an opponent controls":
        return was is not None and opposes(state, o.controller, was)
    return True


@implements("2.2.2.n", "v5.0 2.2.9.b", "5.1.2.b", "6.3.d")
def _played(o: GameObject, m, subject, data, state) -> bool:
    """A card played named by its parts (language.PLAY_SUBJECT): another card (this object's own
    play is not one it can notice, being in Limbo as it is played, 6.3.d) its controller, or one of
    its opponents, plays; of the type or a sub-type (either of two, 2.2.2.n); from the zone named
    (5.1.2.b); within the cost bound, a Base Cost as it was played (the Reserve Cost when played
    from a Reserve or Fleeting, v5.0 2.2.9.b)."""
    if subject is None or subject is o:
        return False
    mine = m.group("who") == "you play"
    if not (subject.controller == o.controller if mine else opposes(state, o.controller, subject.controller)):
        return False
    kinds = [g for g in (m.group("what"), m.group("what2")) if g]
    # "a token": a token card played (a Signature token from a Reserve, v5.0 1.1.7, 2.2.1.d)
    if not any(k == "card" or (subject.card.token if k == "token" else subject.card.counts_as(k)) or (k[0].isupper() and subject.is_a(k))
               for k in kinds):
        return False
    if m.group("pick") == "another" and subject.uid == o.uid:
        return False
    if m.group("src") and data.get("from_zone") != (Zone.HAND if m.group("src") == "hand" else Zone.RESERVE):
        return False
    if m.group("mine") and not (subject.controller == o.controller and _my_expeditions(subject) & _my_expeditions(o)):
        return False  # "in my Expedition": played into the expedition the object is in (either, for a Gigantic one, 7.4.3.b)
    if m.group("terrain") and m.group("terrain") not in data.get("terrains", ()):
        return False  # "in {V}": into an expedition in a region of that terrain, as it joined it (2.2.2.f)
    if m.group("kind"):
        n = int(m.group("n"))
        # a token's missing cost counts as 0 (1.1.6.d); the Base Cost as it is played (v5.0 2.2.9.b)
        cost = subject.card.base_cost(data.get("from_zone") == Zone.RESERVE or bool(data.get("fleeting"))) if m.group("kind") == "base" \
            else (subject.card.reserve_cost if m.group("kind") == "reserve" else subject.card.hand_cost) or 0
        return cost >= n if m.group("cmp") == "more" else cost <= n
    return True


_FIRST_PLAY = lazy(r"^the first time you play a (character|spell|permanent|card) each (day|turn)$")


# "When you sacrifice ...": the types of the object its controller sacrifices (a token is one of them, v5.0 2.2.1.d)
_YOU_SACRIFICE = {"you sacrifice a character": ("character",), "you sacrifice a permanent": ("permanent",),
                  "you sacrifice another character": ("character",), "you sacrifice a character or permanent": ("character", "permanent")}
# "When a card goes to your Reserve from ...": the zones it comes straight from
_TO_YOUR_RESERVE = {"a card goes to your reserve from your deck or hand": (Zone.DECK, Zone.HAND),
                    "a card goes to your reserve from your hand": (Zone.HAND,), "you put a card from your hand in reserve": (Zone.HAND,)}


@implements("v5.0 7.3.15.a")
def _gained_counters(o: GameObject, name: str, subject, data) -> bool:
    """"When I gain one or more [name] counters": the object itself gains some of that name (published
    game, v5.0 7.3.15), once for each gain, however many it gains at once."""
    return subject is o and data.get("name", "").lower() == name and data.get("has", 0) > data.get("had", 0)


@implements("v5.0 7.3.30.a")
def _received_token(o: GameObject, event: str, subject) -> bool:
    """"When you receive a token": a token joins its controller's Expeditions, Landmarks or Reserve,
    whoever made it (published game, v5.0 7.3.30.a); one reaction per token."""
    return event == "token" and subject is not None and subject.controller == o.controller


# "When you discard a card from a Reserve", "When a card is discarded from an opponent's Reserve", "When you [Sabotage]"
_FROM_A_RESERVE = frozenset({"you discard a card from a reserve", "you discard a card from an opponent's reserve",
                             "a card is discarded from a reserve", "a card is discarded from your reserve",
                             "a card is discarded from an opponent's reserve", "you sabotage"})


@implements("v5.0 7.3.35.a", "v5.0 7.5.6.a")
def _discarded_from_a_reserve(o: GameObject, trigger: str, event: str, subject, data, state) -> bool:
    """A card goes from a Reserve to the Discard pile: "you discard" one when its controller is the
    mover (zones.move's `by`; none said: the card's owner, discarding their own, v5.0 7.5.6.c-d), of
    any Reserve, or of an opponent's; "a card is discarded" whoever discards it; "you [Sabotage]":
    a card discarded by a Sabotage of its controller's (v5.0 7.3.35.a: to sabotage is to discard up
    to one card; one discarded, as a Resupply is one card moved)."""
    if event != "join" or data.get("zone") != Zone.DISCARD or data.get("from_zone") != Zone.RESERVE or subject is None \
            or subject.card.token:
        return False
    mover = data.get("by") or subject.owner
    if trigger == "you sabotage":
        return data.get("cause") == "sabotage" and mover == o.controller
    if trigger == "you discard a card from a reserve":
        return mover == o.controller
    if trigger == "you discard a card from an opponent's reserve":
        return mover == o.controller and opposes(state, o.controller, subject.owner)
    if trigger == "a card is discarded from your reserve":
        return subject.owner == o.controller
    if trigger == "a card is discarded from an opponent's reserve":
        return opposes(state, o.controller, subject.owner)
    return True  # "a card is discarded from a reserve": any player's, by anyone


@implements("v5.0 7.5.6.a")
def _by_another_player(o: GameObject, who: str, mine: str, event: str, subject, data, state) -> bool:
    """"When an opponent [does X]" ("a player": any one, its controller too): the trigger "when you
    [do X]" of the object as if that player controlled it, for each such player (the player who did
    the action, v5.0 7.5.6). The object itself is looked at where it is, as its own trigger does."""
    for p in state.players:
        if p.name == o.controller:
            if who == "a player" and _matches(o, mine, event, subject, data, state):
                return True
            continue
        if who == "an opponent" and not opposes(state, o.controller, p.name):
            continue
        seen = copy.copy(o)
        seen.controller = p.name
        if _matches(seen, mine, event, subject, data, state):
            return True
    return False


def _matches(o: GameObject, trigger: str, event: str, subject, data, state) -> bool:
    if trigger.startswith(("an opponent ", "a player ")):
        mirrored = other_player(trigger)  # None for the table's own ("an opponent passes")
        if mirrored:
            return _by_another_player(o, mirrored[0], mirrored[1], event, subject, data, state)
    if event == "leave" and data.get("switched") and trigger != "i leave an ascended expedition" and not trigger.endswith(" leaves my expedition"):
        return False  # switching expeditions leaves the former one only, not the Expedition zone nor play (v5.0 7.5.11.c)
    if trigger == "after rest":  # once the Rest daily effect is done (published game, v5.0 4.2.d remark)
        return event == "after rest"
    if trigger in ("at noon", "at dusk", "at night"):
        return event == "phase" and data.get("phase") == trigger[3:]
    if trigger == "enters play":
        return event == "join" and subject is o and entered_play(state, data.get("from_zone"), data.get("zone"))
    if trigger in ("played from hand", "played from reserve"):
        return event == "played" and subject is o and data.get("from_zone") == trigger.split()[-1]
    if trigger in ("you make a gift", "you receive a gift"):  # published game, v5.0 7.3.22.a, 7.3.29.a (gifts.py)
        return event == "gift" and data.get("player" if trigger == "you make a gift" else "receiver") == o.controller
    if trigger == "an opponent passes":  # one of its controller's opponents passes in the Afternoon (1.3.2.d)
        return event == "pass" and data.get("player") is not None and opposes(state, o.controller, data["player"]) \
            and o.zone in IN_PLAY
    if trigger == "you activate an ability costing exhaust me":  # its controller plays a quick action whose costs exhaust its object
        return event == "tap" and data.get("player") == o.controller
    if trigger == "you activate a support ability":  # its controller plays a {D} ability, its costs paid (5.1.2.b)
        return event == "support" and data.get("player") == o.controller
    if trigger == "the third ability costing exhaust me is activated on one of your turns":
        # the activation that makes three this turn, in a turn of its controller's (published game, the later sets' words)
        return event == "tap" and data.get("player") == o.controller and state.turn == o.controller and data.get("count") == 3
    if trigger == "the second support ability is activated on one of your turns":
        # the activation of a {D} ability that makes two this turn, in a turn of its controller's (the later sets' words)
        if event == "support" and data.get("player") == o.controller and state.turn == o.controller and data.get("by_effect"):
            from .table import EngineError  # a {D} ability an effect activated this turn (verbs.ActivateSupport)
            raise EngineError(f"not modelled: {o.label()}'s reaction to a second {{D}} ability this turn, one of them activated "
                              "by an effect (whether that counts, no edition says)")
        return event == "support" and data.get("player") == o.controller and state.turn == o.controller and data.get("count") == 2
    if trigger in ("you pass", "you pass first"):  # its controller passes in the Afternoon (1.3.2.d); first: before any other player this day
        return event == "pass" and data.get("player") == o.controller and (trigger == "you pass" or bool(data.get("first")))
    if trigger == "i am sacrificed":
        return event == "sacrificed" and subject is o
    if trigger == "i leave play":
        return event == "leave" and subject is o and data.get("from_zone") in IN_PLAY
    if trigger == "i leave the expedition zone":
        # switching expeditions stays in the Expedition zone (7.3.22.a): not leaving it
        return event == "leave" and subject is o and data.get("from_zone") in (Zone.HERO_EXPEDITION, Zone.COMPANION_EXPEDITION) \
            and data.get("zone") not in (Zone.HERO_EXPEDITION, Zone.COMPANION_EXPEDITION)
    if trigger == "i leave an ascended expedition":
        # the expedition it was in, Ascended as it left it (published game, v5.0 2.4.3): switching
        # expeditions leaves the former one (v5.0 7.5.11.c); a Gigantic object, in both, leaves
        # each (7.4.3.b): either Ascended
        src = data.get("from_zone")
        if event != "leave" or subject is not o or expedition_of(src or "") is None or data.get("from_player") is None:
            return False
        left = (Expedition.HERO, Expedition.COMPANION) if o.has("Gigantic") else (expedition_of(src),)
        return any(str(e) in state.player(data["from_player"]).ascended for e in left)
    if trigger == "i leave your landmarks":
        return event == "leave" and subject is o and data.get("from_zone") == Zone.LANDMARKS
    kinds = _YOU_SACRIFICE.get(trigger)
    if kinds is not None:  # its controller's sacrifice of an object of those types; "another": not this object itself
        return event == "sacrificed" and any(subject.card.counts_as(k) for k in kinds) and data.get("player") == o.controller and o.zone in IN_PLAY \
            and not (trigger == "you sacrifice another character" and subject.uid == o.uid)
    if trigger == "i become completed":  # this Feat became Completed (judge/feats.py)
        return event == "completed" and subject is o and o.zone in IN_PLAY
    if trigger == "you complete a feat":  # a Feat its controller controls became Completed (a Feat completes itself)
        return event == "completed" and data.get("player") == o.controller and o.zone in IN_PLAY
    if trigger == "you sacrifice a landmark":  # a Landmark Permanent its controller sacrifices, whatever its sub-types (v5.0 2.2.3.b)
        return event == "sacrificed" and subject.card.landmark and data.get("player") == o.controller and o.zone in IN_PLAY
    if trigger == "you sacrifice a token":  # a token its controller sacrifices, a Character or a Permanent (v5.0 7.3.36.a, 2.2.1.d)
        return event == "sacrificed" and subject.card.token and data.get("player") == o.controller and o.zone in IN_PLAY
    if trigger == "an opponent sacrifices a character":  # an object its controller's opponent sacrifices (v5.0 7.3.36.a)
        return event == "sacrificed" and subject.card.type == "character" and data.get("player") is not None \
            and opposes(state, o.controller, data["player"]) and o.zone in IN_PLAY
    if trigger == "you resupply":  # a Resupply of its controller's, an Exhausted one too (v5.0 7.3.14.a: Resupply, then exhaust)
        return event == "draw" and data.get("how") == "resupply" and data.get("player") == o.controller
    if trigger == ONE_OR_MORE_ASCENDED:
        # an Ascended expedition of its controller's moves forward; the two of a Progress, moving at once (4.2.4.f),
        # make one event for it: noticed with the first (published game, the later sets' words, v5.0 2.4.3)
        asc = state.player(o.controller).ascended
        if event != "moved forward" or data.get("player") != o.controller or str(data.get("expedition")) not in asc:
            return False
        together = [e for e in data.get("together", ()) if str(e) in asc]
        return not together or str(together[0]) == str(data["expedition"])
    if trigger == "one of your expeditions moves forward":  # either of its controller's, however it moves forward
        return event == "moved forward" and o.controller == data.get("player")
    if trigger == "you play a landmark permanent":  # a Permanent played into the Landmarks (published game, v5.0 2.2.3.d)
        return event == "played" and subject is not None and subject is not o and subject.controller == o.controller \
            and subject.card.type == "permanent" and not subject.card.in_expeditions
    if trigger in ("you play a character", "you play a spell", "you play a permanent", "you play a card"):
        # another card's play: this object's reaction existed before it (6.3.d); its own play is
        # not one it can notice, being in Limbo until it resolves
        kind = trigger[len("you play a "):]
        return event == "played" and subject is not None and subject is not o and subject.controller == o.controller \
            and (kind == "card" or subject.card.counts_as(kind))
    if trigger == "another permanent joins your expeditions or landmarks":
        # a Permanent other than this object comes under its controller's control in the Expedition
        # zone (an Expedition Permanent, published game v5.0 2.2.3) from outside it, or in the
        # Landmark zone from outside it: moving between its expeditions is not joining "your
        # Expeditions" (7.5.4.c)
        to, src = data.get("zone"), data.get("from_zone")
        return event == "join" and subject is not None and subject.card.type == "permanent" and subject.uid != o.uid \
            and subject.controller == o.controller and o.zone in IN_PLAY \
            and ((expedition_of(to or "") is not None and _own_expedition_before(subject, data) is None)
                 or (to == Zone.LANDMARKS and src != Zone.LANDMARKS))
    if trigger == "a card joins a discard pile":
        # any player's Discard pile, the cards' "the discard pile" naming no owner (each player has
        # one, v5.0 1.2.1.d). A token never counts: in the built-in edition it joins the pile before
        # it ceases to exist (2.1.d) but is no card (1.1.7.b, 2.1.b); in v5.0 it never joins (2.1.e)
        return event == "join" and data.get("zone") == Zone.DISCARD and subject is not None and not subject.card.token
    if trigger == "you discard a card from your hand":
        # a card of its controller's Hand goes to the Discard pile ("discard": 7.3.7 in v5.0): their
        # own discard, whatever effect makes them do it
        return event == "join" and data.get("zone") == Zone.DISCARD and data.get("from_zone") == Zone.HAND \
            and subject is not None and subject.owner == o.controller
    if trigger == "you discard a card from your reserve":
        # a card of its controller's Reserve goes to the Discard pile by their own doing (not another
        # player's Sabotage of it: the mover, zones.move's `by`)
        return event == "join" and data.get("zone") == Zone.DISCARD and data.get("from_zone") == Zone.RESERVE \
            and subject is not None and subject.owner == o.controller and data.get("by") in (None, o.controller)
    if trigger in _FROM_A_RESERVE:
        return _discarded_from_a_reserve(o, trigger, event, subject, data, state)
    sources = _TO_YOUR_RESERVE.get(trigger)
    if sources is not None:
        # a card of its controller's straight from those zones to their Reserve (a card played from the
        # Hand goes through Limbo first, 5.2.1.a); "you put": by its controller's own doing (zones.move's
        # `by`), not an opponent's
        return event == "join" and data.get("zone") == Zone.RESERVE and data.get("from_zone") in sources \
            and subject is not None and subject.owner == o.controller and o.zone in IN_PLAY \
            and (not trigger.startswith("you put") or data.get("by") in (None, o.controller))
    if trigger == "i am discarded from your hand":  # its own move from its owner's Hand to the Discard pile (v5.0 7.3.7.a)
        return event == "join" and subject is o and data.get("zone") == Zone.DISCARD and data.get("from_zone") == Zone.HAND
    m = SUBTYPE_PLAY.match(trigger) if event == "played" else None
    if m:  # another card with the sub-type (either of two) its controller plays (2.2.2.n)
        return subject is not None and subject is not o and subject.controller == o.controller \
            and any(subject.is_a(g) for g in m.groups() if g)
    if trigger == "a character in your reserve gains boosts":
        # a Character card in its controller's Reserve (a card there is its owner's, 3.1.2.c)
        return event == "boosts" and subject is not None and subject.zone == Zone.RESERVE \
            and subject.owner == o.controller and subject.card.type == "character"
    if trigger in ("an opponent plays a card from reserve", "you play a card from reserve", "you play a character from reserve"):
        # another card played from a Reserve (5.1.2.b): an opponent's, or this object's controller's (a Character only)
        mine = trigger.startswith("you")
        return event == "played" and subject is not None and subject is not o and data.get("from_zone") == Zone.RESERVE \
            and (subject.controller == o.controller if mine else opposes(state, o.controller, subject.controller)) \
            and (not trigger.startswith("you play a character") or subject.card.type == "character")
    if trigger in ("an opponent plays a character", "an opponent plays a spell", "an opponent plays a permanent",
                   "an opponent plays a card"):
        # a card an opponent plays, from any zone, noticed once it has resolved (a card is played as
        # it leaves Limbo, published game v5.0 7.5.12.a); "it" is the object it became
        kind = trigger[len("an opponent plays a "):]
        return event == "played" and subject is not None and opposes(state, o.controller, subject.controller) \
            and (kind == "card" or subject.card.counts_as(kind))
    m = play_subject(trigger) if event == "played" else None
    if m:
        return _played(o, m, subject, data, state)
    m = SUBTYPE_JOIN.match(trigger) if event == "join" else None
    if m:
        what = m.group(1)
        ok = (not subject.card.token and subject.card.type == "character") if what == "non-token character" else \
            subject.is_a(what)
        # joining from outside the Expedition zone, as "a Character joins one of your Expeditions" (7.5.4.c)
        return ok and subject.controller == o.controller and expedition_of(data.get("from_zone") or "") is None \
            and bool(_expeditions_joined(subject, data))
    m = subject_trigger(trigger) if event in ("join", "leave", "boosts", "status", "sacrificed", "became", "lost") else None
    if m:
        return _subject_event(o, m, event, subject, data, state)
    m = NO_MORE_COUNTERS.match(trigger) if event == "counters" else None
    if m:  # the object's last counter of that name removed or spent (2.5.f, v5.0 7.3.38.a): it had some, it has none
        return subject is o and data.get("name", "").lower() == m.group(1) and data.get("had", 0) > 0 and data.get("has", 0) == 0
    if event == "counters" and COUNTERS_GAINED.match(trigger):
        return _gained_counters(o, COUNTERS_GAINED.match(trigger).group(1), subject, data)
    if event == "counters":
        m = COUNTER_TRIGGER.match(trigger)
        if not m or subject is not o or data.get("name", "").lower() != m.group(2):
            return False
        n = ORDINALS[m.group(1)]  # its count reaches n as it gains them (2.5.e)
        return data.get("had", 0) < n <= data.get("has", 0)
    if trigger in SELF_TO_RESERVE:
        src = data.get("from_zone") or ""
        return event == "join" and subject is o and data.get("zone") == Zone.RESERVE and (
            trigger == "i go to reserve" or (src in (Zone.HERO_EXPEDITION, Zone.COMPANION_EXPEDITION) if trigger.endswith("expedition zone")
                                             else src == Zone.HAND))
    if trigger in ("a card leaves your reserve", "a card leaves your reserve during the afternoon"):
        # a token that ceases to exist in the Reserve never left it (7.5.5.b): no event is made for it
        return event == "leave" and data.get("from_zone") == Zone.RESERVE and data.get("from_player") == o.controller \
            and (trigger.endswith("reserve") or data.get("during") == Phase.AFTERNOON)
    if event == "status":
        who, _, status = trigger.rpartition(" gain")
        status = status.lstrip("s ").strip()
        if data.get("status") != status:
            return False
        return who == "i" and subject is o  # of other objects: _subject_event
    if event == "boosts":
        return trigger == "i gain boosts" and subject is o  # of other objects: _subject_event
    if event == "became":  # "When I become [status]" (published game, v5.0 7.5.4.a)
        return subject is o and trigger == f"i become {data.get('status')}"
    if event == "lost":  # "When I lose [status]" (published game, v5.0 7.3.21)
        return subject is o and trigger == f"i lose {data.get('status')}"
    if trigger == "i go to the discard pile":  # its own move to a Discard pile, from anywhere (v5.0 7.3.7.a, 7.3.36.a)
        return event == "join" and subject is o and data.get("zone") == Zone.DISCARD
    if trigger in ("you exhaust a character", "you exhaust a permanent"):
        # a ready one in play exhausted by its controller's effect or cost (v5.0 7.5.6.c: the effect's controller does it)
        return event == "exhausted" and data.get("player") == o.controller and data.get("zone") in IN_PLAY and subject is not None \
            and subject.card.type == trigger.rsplit(" ", 1)[1] and not data.get("was_exhausted")
    if trigger == "you exhaust a card in reserve":
        return event == "exhausted" and data.get("player") == o.controller and data.get("zone") == Zone.RESERVE
    if trigger == "a card in your reserve is exhausted":  # a card of its controller's Reserve, whoever exhausts it (v5.0 7.3.13.a)
        return event == "exhausted" and data.get("zone") == Zone.RESERVE and subject is not None and subject.owner == o.controller
    m = SUBTYPE_CREATE.match(trigger) if event == "token" else None
    if m:  # a token of that sub-type its controller creates (2.2.2.n), wherever it is made
        return data.get("player") == o.controller and subject is not None and subject.is_a(m.group(1))
    if trigger in ("you create a token character", "you create a token"):  # any token: a Character or a Permanent (v5.0 2.2.1.d)
        return event == "token" and data.get("player") == o.controller \
            and (trigger == "you create a token" or subject.card.type == "character")
    if trigger == "i switch expeditions":  # it leaves one of its controller's expeditions for the other (v5.0 7.3.22.a)
        # (not taken control of: that one comes from another player's expedition, v5.0 7.3.40.a)
        left, joined = expedition_of(data.get("from_zone") or ""), expedition_of(data.get("zone") or "")
        return event == "join" and subject is o and data.get("from_player") in (None, o.controller) \
            and left is not None and joined is not None and left != joined
    if trigger == "i become exhausted":  # the object itself, ready, exhausted (by an effect or paying a cost, 2.4.1.f)
        return event == "exhausted" and subject is o and o.zone in IN_PLAY and not data.get("was_exhausted")
    if trigger == "you receive a token":
        return _received_token(o, event, subject)
    if trigger == "you roll dice":
        return event == "roll" and data.get("player") == o.controller
    first = _FIRST_PLAY.match(trigger)
    if first:  # the play noted before the signal is its controller's first of that type this Day (or turn): history
        kind, this = first.group(1), first.group(2)
        if event != "played" or subject is None or subject is o or subject.controller != o.controller:
            return False
        if kind != "card" and not subject.card.counts_as(kind):
            return False
        return sum(1 for h in state.happened("played", this, o.controller) if kind == "card" or kind in h[4].split(",")) == 1
    if trigger == "the first time you roll dice each day":  # the roll noted before the signal is its player's first today
        return event == "roll" and data.get("player") == o.controller \
            and len(state.happened("roll", "day", o.controller)) == 1
    if trigger == "you reveal a card this way":  # revealed by this object's own ability (its passive, or a step)
        return event == "revealed" and data.get("player") == o.controller and data.get("by") == o.uid
    if trigger == "an opponent draws or resupplies":
        return event == "draw" and data.get("player") is not None and opposes(state, o.controller, data["player"])
    if trigger in ("an opponent draws cards", "an opponent resupplies"):  # one of its controller's opponents, that action only
        return event == "draw" and data.get("how") == ("draw" if trigger.endswith("cards") else "resupply") \
            and data.get("player") is not None and opposes(state, o.controller, data["player"])
    if trigger == "you draw cards":  # one event for each draw action, however many cards it drew (deck.draw)
        return event == "draw" and data.get("how") == "draw" and data.get("player") == o.controller
    m = SACRIFICE_NON.match(trigger) if event == "sacrificed" else None
    if m:  # a Character without that sub-type (2.2.2.n), sacrificed by this object's controller
        return subject.card.type == "character" and data.get("player") == o.controller and o.zone in IN_PLAY \
            and not subject.is_a(m.group(1))
    if event == "played" and (trigger == PLAY_ZERO or PLAY_AT_LEAST.match(trigger)):
        # another Character its controller plays: a 0 among its printed statistics, or a Hand Cost
        # at least this object's count of a counter
        if subject is None or subject is o or subject.controller != o.controller or subject.card.type != "character":
            return False
        if trigger == PLAY_ZERO:
            return 0 in subject.card.stats
        name = PLAY_AT_LEAST.match(trigger).group(1)
        return (subject.card.hand_cost or 0) >= next((v for k, v in o.counters.items() if k.lower() == name), 0)
    m = PLAY_COSTING.match(trigger) if event == "played" else None
    if m:  # another card its controller plays, by its Hand Cost (a token has none: 0, 1.1.6.d), or by
        # its Base Cost as it was played (v5.0 2.2.9.b: the Reserve Cost when played from Reserve or
        # Fleeting in Limbo)
        kind, base, n, way = m.group(1), m.group(2) == "base", int(m.group(3)), m.group(4)
        if subject is None:
            return False
        # the object in Limbo is gone by now: the zone it was played from and its Fleeting, noted then
        cost = subject.card.base_cost(data.get("from_zone") == Zone.RESERVE or bool(data.get("fleeting"))) if base \
            else subject.card.hand_cost or 0
        return subject is not o and subject.controller == o.controller \
            and (kind == "card" or subject.card.counts_as(kind)) and (cost >= n if way == "more" else cost <= n)
    if trigger == "another character you control goes to reserve":
        # a Character its controller controlled in play (the Expedition zone: 2.2.1.h) joins a
        # Reserve (its owner's, 1.4.3 in v5.0), this object not included
        before = data.get("before") or {}
        return event == "join" and data.get("zone") == Zone.RESERVE and subject is not None and subject.uid != o.uid \
            and subject.card.type == "character" and expedition_of(before.get("zone") or "") is not None \
            and before.get("controller") == o.controller and o.zone in IN_PLAY
    if trigger == "one of your expeditions fails to move forward":  # either of its controller's, at Dusk (4.2.4.g)
        return event == "failed" and o.controller == data.get("player") and o.zone in IN_PLAY
    if trigger == "the expedition facing me moves forward":
        # the one(s) facing the object's expedition (both of its controller's when Gigantic, 7.4.3.h)
        facing = _facing_mine(state, o)
        return event == "moved forward" and (data.get("player"), data.get("expedition")) in facing
    if trigger == "an opponent's expedition fails to move forward":  # one of an opponent's, at Dusk (4.2.4.g)
        return event == "failed" and data.get("player") is not None and opposes(state, o.controller, data["player"]) \
            and o.zone in IN_PLAY
    if trigger == "an opponent's expedition moves forward":  # an expedition of one of its controller's opponents
        return event == "moved forward" and data.get("player") is not None and opposes(state, o.controller, data["player"]) \
            and o.zone in IN_PLAY
    if trigger == "a token joins one of your expeditions":
        # a token its controller controls enters the Expedition zone (created there, 7.3.3.a; switching
        # expeditions is not joining one of them, 7.5.4.c)
        return event == "join" and subject is not None and subject.card.token and subject.controller == o.controller \
            and expedition_of(data.get("from_zone") or "") is None and bool(_expeditions_joined(subject, data)) and o.zone in IN_PLAY
    if trigger in ("my expedition ascends", "one of your expeditions ascends"):
        # an expedition of its controller's gains Ascended (published game, v5.0 7.3.3.a); one
        # Ascended already gains nothing (2.4.1.f): no event, nothing to notice
        return event == "ascended" and o.controller == data.get("player") and o.zone in IN_PLAY \
            and (trigger.startswith("one") or data.get("expedition") in _my_expeditions(o))
    if trigger == "my expedition moves forward":
        return event == "moved forward" and o.controller == data.get("player") and data.get("expedition") in _my_expeditions(o)
    if trigger.startswith(("your hero expedition ", "your companion expedition ")):
        # that one of its controller's expeditions (1.2.1.c), moving forward however it moves, or failing to at Dusk (4.2.4.g)
        return event == ("failed" if trigger.endswith("fails to move forward") else "moved forward") \
            and o.controller == data.get("player") and str(data.get("expedition")) == trigger.split()[1] and o.zone in IN_PLAY
    if trigger == "my expedition fails to move forward":
        return event == "failed" and o.controller == data.get("player") and data.get("expedition") in _my_expeditions(o)
    if trigger == "both of your expeditions move forward due to ascension":
        # both of its controller's expeditions moved forward in one Progress, each due to Ascension (dusk.progress)
        return event == "both moved forward" and o.controller == data.get("player") and "ascension" in data.get("due_to", ())
    which, _, terrain = trigger.partition(" due to ")
    if which == "one of your expeditions moves forward" and terrain:
        return event == "moved forward" and o.controller == data.get("player") and terrain in data.get("due_to", ())
    if which == "my expedition moves forward" and terrain:
        return event == "moved forward" and o.controller == data.get("player") and data.get("expedition") in _my_expeditions(o) \
            and terrain in data.get("due_to", ())
    return False


@implements("7.4.3.b")
def _my_expeditions(o: GameObject) -> frozenset:
    """The expeditions an object is in: a Gigantic one is in both of its controller's (7.4.3.b)."""
    here = expedition_of(o.zone)
    if here is None:
        return frozenset()
    return frozenset(_EXPEDITIONS) if o.has("Gigantic") else frozenset({here})


def _facing_mine(state, o: GameObject) -> set:
    """The expeditions facing the one(s) an object is in, as (player, expedition): both of the opponent's for a
    Gigantic object (7.4.3.h)."""
    return {seat_facing(state, o.controller, e) for e in _my_expeditions(o)}


def _own_expedition_before(subject: GameObject, data: dict):
    """The expedition of its (new) controller's an object came from in this event, or None: one
    that defected (v5.0 7.3.6.a) came from another player's expedition, and joins the new
    controller's from outside them."""
    if data.get("from_player") not in (None, subject.controller):
        return None
    return expedition_of(data.get("from_zone") or "")


@implements("7.4.3.b", "7.5.4.a")
def _expeditions_joined(subject: GameObject, data: dict) -> frozenset:
    """The expeditions an object joined in this event: a Gigantic Character joins both (7.4.3.b),
    except the one it was already in."""
    there = expedition_of(data.get("zone") or "")
    if there is None:
        return frozenset()
    if data.get("gigantic"):  # it became Gigantic where it is: it joins its other expedition only (v5.0 7.4.4.o)
        return frozenset({there})
    joined = frozenset(_EXPEDITIONS) if subject.has("Gigantic") else frozenset({there})
    before = _own_expedition_before(subject, data)
    if before is not None:
        joined -= frozenset(_EXPEDITIONS) if subject.has("Gigantic") else frozenset({before})
    return joined


def _watchers(game: "Table", subject: GameObject | None, event: str, everyone: bool) -> list[GameObject]:
    """The objects whose reactions can notice an event, in the order of GameState.all_objects:
    those in play and in Reserve (support reactions), and the event's subject wherever it is (it
    may be entering play, or gone, 6.3.d-e). An object in a hidden zone, the Discard pile or
    Limbo reacts only to events about itself. Unless abilities are granted (`everyone`), only
    the objects with a reaction to this event."""
    out: list[GameObject] = []
    # where the subject is, from its own fields (an object in a zone says which: invariants.py)
    placed = subject is not None and subject.exists and subject.zone != Zone.LIMBO
    there = subject.zone if placed and subject.zone not in _WATCHING else None
    for p in game.state.players:
        for zone, objs in p.zones.items():
            if zone in _WATCHING:
                if objs:
                    out += objs if everyone else [o for o in objs if event in o.card.by_event]
            elif zone == there and subject.owner == p.name:
                out.append(subject)
        for objs in p.expeditions.values():
            if objs:
                out += objs if everyone else [o for o in objs if event in o.card.by_event]
    if subject is not None and not placed:  # in Limbo, or gone: a token that ceased to exist, a card that left play (6.3.e)
        out.append(subject)
    return out


_WATCHING = frozenset({Zone.RESERVE, Zone.LANDMARKS, Zone.HERO_ZONE})


@contextmanager
def at_once(game: "Table"):
    """One step moving several objects, one atomic action each, all at once (6.1.e-f): a reaction
    has to exist before the event (6.3.d) and need not exist after it (6.3.e), so one whose object
    the same step moves away still notices the step's other atomic actions, however the engine
    orders them. The objects whose reactions can work are noted as the step begins; while it runs,
    each signal also asks those the step has moved, as they were then (the Emblem-Reaction's
    object is that old object: an ability of it finds the new one only where 2.1.e says so)."""
    state = game.state
    noted = []
    for p in state.players:
        for zone in _WATCHING:
            noted += [(o, o.copy(), p.zones[zone]) for o in p.zones[zone] if o.exists]
        for objs in p.expeditions.values():
            noted += [(o, o.copy(), objs) for o in objs if o.exists]
    outer = getattr(game, "moving_at_once", None)
    game.moving_at_once = (noted, granters(game)) if outer is None else outer
    try:
        yield
    finally:
        game.moving_at_once = outer


# Triggers on any object of a kind, the reaction's own object included when the same step moves it
_ANY_OBJECT = ("a card ", "a character leaves", "a non-token character leaves")


def _moved_away(game: "Table", event: str) -> list[tuple[GameObject, list]]:
    """The objects the step under way (at_once) has moved out of the zones where reactions work, as
    they were as it began, with their reactions to `event` (their own and those granted then)."""
    noted, granting = getattr(game, "moving_at_once", None) or ((), ())
    here = {id(o) for p in game.state.players for objs in (*(p.zones[z] for z in _WATCHING), *p.expeditions.values())
            for o in objs}
    out = []
    for orig, before, lst in noted:
        if id(orig) in here:
            continue
        found = [(i, a, None) for i, a in before.card.by_event.get(event, ())]
        for src, i, a in granting:
            if a.granted.kind in ("reaction", "support reaction") and trigger_event(a.granted.trigger) == event \
                    and _granted_to(src, a.grant_to or "", before):
                found.append((1000 + i, a.granted, src.label()))
        if found:
            out.append((before, found))
    return out


ONE_OR_MORE_ASCENDED = "one or more of your ascended expeditions move forward"


def _about_for(trigger: str, event: str, data: dict, state) -> tuple:
    """_about, for "one or more of your Ascended Expeditions": every one of them moving at once."""
    if trigger == ONE_OR_MORE_ASCENDED and data.get("together"):
        asc = state.player(data["player"]).ascended
        return tuple(f"{data['player']} {e}" for e in data["together"] if str(e) in asc)
    return _about(event, data)


def _about(event: str, data: dict) -> tuple:
    """The expedition an expedition's event is about ("When my Expedition moves forward", fails to,
    Ascends), as "player expedition", for "that Expedition" in the reaction; () for other events."""
    if event in ("moved forward", "failed", "ascended") and data.get("player") and data.get("expedition"):
        return (f"{data['player']} {data['expedition']}",)
    if event == "leave" and data.get("from_player") and expedition_of(data.get("from_zone") or "") is not None:
        # the expedition an object left ("When I leave an Ascended Expedition — ... in it")
        return (f"{data['from_player']} {expedition_of(data['from_zone'])}",)
    return ()


# What is done after every event, once its reactions are made: judge/gigantic.py adds the
# refresh of the keywords passive abilities give (an object gaining Gigantic joins its other
# expedition, v5.0 7.4.4.o), registered when it is loaded (as judge.verbs is, by every game)
AFTER_EVENT: list = []


def signal(game: "Table", event: str, subject: GameObject | None = None, **data) -> None:
    """An event happened: every reaction whose trigger it matches creates an Emblem-Reaction.
    A reaction must exist before its event, except one of an object triggering on that object
    entering a visible zone (6.3.d); it need not exist after (6.3.e). One pass over the objects
    that can react: the cost is linear in the objects in play."""
    _signal(game, event, subject, data)
    for after in AFTER_EVENT:
        after(game)


@implements("6.3.a", "6.3.b", "6.3.c", "6.3.d", "6.3.e", "7.3.1.a", "2.2.2.m", "1.1.6.e", "1.1.6.f", "1.1.6.g")
def _signal(game: "Table", event: str, subject: GameObject | None, data: dict) -> None:
    if event == "join" and game.state.pending_joins and subject is not None and subject.card.type == "character":
        _next_joining(game, subject, data)
    if event in ("support", "tap") and game.state.pending_times:
        _next_time(game, event)
    # emblems created below are not in play: the granters found now hold throughout
    granting = _granting(game, event)
    if event == "leave":
        data["during"] = game.state.phase  # "... during the Afternoon"
    made = set()  # (card, ability) whose reaction this signal activated
    for o in _watchers(game, subject, event, bool(granting)):
        own = o.card.by_event.get(event)
        if not own and not granting:
            continue
        if o.card.type == "emblem" or (not o.exists and o is not subject):
            continue
        found = [(i, a, None) for i, a in own] if own else []
        for src, i, a in granting:
            if _granted_to(src, a.grant_to or "", o):
                found.append((1000 + i, a.granted, src.label()))
        for index, ability, granter in found:
            if not _works_where(ability, o, ability.trigger):
                continue
            if not _matches(o, ability.trigger, event, subject, data, game.state):
                continue
            before = _before(event, data)
            made.add((o.uid, index))
            create_emblem(game, o, index, ability, subject=subject, before=before, granter=granter,
                          expeditions=_about_for(ability.trigger, event, data, game.state))
    if getattr(game, "moving_at_once", None) is None:
        return
    for o, found in _moved_away(game, event):  # moved by this same step: as they were before it (6.3.d)
        for index, ability, granter in found:
            if subject is not None and subject.uid == o.uid and not ability.trigger.startswith(_ANY_OBJECT):
                continue  # its own move: the object it is now answers (self triggers, and "another" ones never match it)
            if (o.uid, index) not in made and _works_where(ability, o, ability.trigger) \
                    and _matches(o, ability.trigger, event, subject, data, game.state):
                game.trace.emit("at once", f"{o.label()} has left {o.zone} in this same step: its reaction existed before the "
                                "event, and it need not exist after it", ["6.1.f", "6.3.d", "6.3.e"], object=o.uid)
                before = _before(event, data)
                create_emblem(game, o, index, ability, subject=subject, before=before, granter=granter, expeditions=_about(event, data))


@implements("6.3.f", "7.3.1.e", "7.4.3.d")
def _next_joining(game: "Table", subject: GameObject, data: dict) -> None:
    """N boosts promised to the next Character to join the source's Expedition this turn: the first Character
    to join the expedition its source is in (both, a Gigantic source) while it is still there, the
    same object, gains them by an Emblem-Reaction of the source (as a card's "next card" effect,
    published game, v5.0 5.2.d); each waiting effect takes one Character."""
    state = game.state
    for k, r in enumerate(list(state.pending_joins)):
        src = state.get(r["source"])
        if src is None or src.number != r["number"] or src.zone not in IN_PLAY or src.controller != r["player"]:
            continue  # its source left its expedition (or changed): no expedition is "my Expedition" now
        if not (_expeditions_joined(subject, data) & _my_expeditions(src)) or subject.controller != src.controller:
            continue
        state.pending_joins.remove(r)
        ability = Ability("reaction", steps=[Step("gain boosts", {"object": "it", "amount": r["amount"]})])
        ability.text = f"the next Character that joins my Expedition this turn gains {r['amount']} boost{'s' if r['amount'] != 1 else ''}"
        create_emblem(game, src, 3500 + k, ability, subject=subject)


@implements("v5.0 2.2.15.c")
def _next_time(game: "Table", event: str) -> None:
    """"The next time a {D} (or {T}) ability is activated this turn, ...": each effect waiting for
    this kind of activation takes this one; an Emblem-Reaction of the object whose ability made it
    gives the boosts (an Ongoing Emblem's, the published game)."""
    state = game.state
    for k, r in enumerate(list(state.pending_times)):
        if r["activated"] != event:
            continue
        state.pending_times.remove(r)
        src = state.get(r["source"]) or state.gone.get(r["source"])
        if src is None:
            continue
        ability = Ability("reaction", steps=[Step("gain boosts", {"object": r["object"], "amount": r["amount"]})])
        n = r["amount"]
        ability.text = (f"the next time a {'{D}' if event == 'support' else '{T}'} ability is activated this turn, {r['object']} "
                        f"gains {n} boost{'s' if n != 1 else ''}")
        create_emblem(game, src, 3600 + k, ability)


def _before(event: str, data: dict) -> dict | None:
    """What an Emblem-Reaction keeps of the event it answers: the event's own notes, or the zone a
    card was played from, and that it was played Fleeting (its Base Cost is then its Reserve Cost,
    v5.0 2.2.9.b)."""
    before = data.get("before") or ({"zone": data["from_zone"]} if data.get("from_zone") else None)
    if before is not None and event == "played" and data.get("fleeting"):
        before = dict(before, fleeting=True)
    return before


def _reaction_controller(game: "Table", o: GameObject, subject, before) -> str:
    """Whose a reaction is: its object's controller; for an object that has just left the zones its
    controller controls (a card owned by another player, sacrificed or sent away: its owner has it
    now), that controller's, whose object's ability it was before the event (v5.0 7.5.5.c, 6.3.f; as
    it last was, v5.0 6.3.j)."""
    if subject is not None and subject.uid == o.uid and before and before.get("controller") in [p.name for p in game.state.players]:
        return before["controller"]
    return o.controller


@implements("6.3.b")
def _trigger_condition(game: "Table", o: GameObject, ability: Ability, subject, before, expeditions: tuple, granter) -> bool:
    """The condition after a trigger's comma ("When ..., if X — ..."): one for the Reaction to be
    activated, read as the event happens (published game, v5.0 6.3.b; the built-in edition does not
    say), about the objects the trigger names as they are then; false, the Reaction is not activated
    and nothing is in Limbo. Not read again as it resolves."""
    label = (o.label() if not granter else f"{o.label()} (from {granter})") + "'s reaction"
    holds = game.trigger_condition_holds(o, label, ability.condition, subject=subject, last_known=dict(before or {}),
                                         follow=ability.trigger in SELF_LEAVING, expeditions=expeditions,
                                         controller=_reaction_controller(game, o, subject, before))
    game.trace.emit("condition", f"{label}: \"{ability.condition}\" is {'true' if holds else 'false'} as the event happens: "
                    + ("it is activated" if holds else "it is not activated") + " (v5.0 6.3.b)", ["6.3.b"], published=True,
                    object=o.uid)
    return holds


def create_emblem(game: "Table", o: GameObject, index: int, ability: Ability, subject=None, before=None, by: str = "",
                  granter: str | None = None, expeditions: tuple = ()) -> None:
    stopper = trigger_suppressed(game, o, ability.trigger or "")
    if stopper is not None:
        game.trace.emit("no trigger", f"{o.label()}'s reaction \"{ability.text}\" cannot activate: {stopper.label()}",
                        ["7.3.1.e"], object=o.uid)
        return
    if game.state.day == 1 and "my abilities are ignored during the first day" in o.card.passives and not granter:
        # its own abilities ignored during the first Day: its Reactions do not activate (published game, v5.0 7.3.19.b)
        game.trace.emit("ignored", f"{o.label()}'s reaction \"{ability.text}\" does not activate: its abilities are ignored "
                        "during the first Day (v5.0 7.3.19.b)", [], published=True, object=o.uid)
        return
    state = game.state
    if ability.condition and not _trigger_condition(game, o, ability, subject, before, expeditions, granter):
        return
    key = (o.uid, index, state.day)
    n = state.activations.get(key, 0)
    if n >= MAX_ACTIVATIONS:
        game.trace.emit("limit", f"{o.label()}'s reaction has been activated {MAX_ACTIVATIONS} times today: the event stays "
                        "unmodified", ["6.3.f"], object=o.uid)
        return
    if by_name(state, o.card.name, index) >= MAX_PER_NAME:
        # the built-in edition counts per object only (6.3.f): published game, v5.0 6.3.m
        game.trace.emit("limit", f"the reactions of objects named {o.card.name} have been activated {MAX_PER_NAME} times "
                        "today: not activated (v5.0 6.3.m)", ["6.3.f"], published=True, object=o.uid)
        return
    state.activations[key] = n + 1
    follow = ability.trigger in SELF_LEAVING
    text = ability.text
    label = o.label() if not granter else f"{o.label()} (from {granter})"
    if subject is not None and not subject.exists and subject.uid not in state.gone:
        state.gone[subject.uid] = subject  # found again by id when the reaction resolves
    frozen = tuple(sorted((k, tuple(sorted(v)) if isinstance(v, (set, frozenset)) else v) for k, v in (before or {}).items()))
    emblem = Emblem("reaction", source=o.uid, source_number=o.number, ability=ability,
                    it=subject.uid if subject is not None else None, follow=follow, before=frozen, text=text,
                    source_label=label, expeditions=expeditions)
    controller = _reaction_controller(game, o, subject, before)
    e = GameObject(f"reaction {state.next_number}", EMBLEM_REACTION, controller, controller, Zone.LIMBO,
                   state.new_number(), emblem=emblem)
    state.limbo.append(e)
    rules = ["6.3.b", "2.2.2.m"]
    if by:
        rules.append("7.3.1.d")  # the reaction is the activated object's own
    if ability.trigger in ("enters play", "played from hand", "played from reserve") and subject is o:
        rules.append("6.3.d")  # it did not exist before the event that triggers it
        if o.has("Gigantic"):
            rules.append("7.4.3.d")  # one object entering both expeditions: its triggers go off once
    if follow:
        rules.append("6.3.e")  # it does not exist any more after the event
    why = f" (activated by {by})" if by else ""
    if granter:
        why += f" (an ability {granter} gives it)"
    game.trace.emit("trigger", f"{o.label()}'s reaction triggers{why}: an Emblem-Reaction \"{text}\" "
                    f"is created in Limbo, controlled by {controller}", rules, object=o.uid)


@implements("7.3.1.b", "7.3.1.c", "7.3.1.d", "7.3.1.e")
def activate(game: "Table", o: GameObject, trigger: str, by: str, one: bool = False, as_of: GameObject | None = None) -> None:
    """An effect activates an object's reactions with that trigger: the reactions are the
    object's, not the effect's source's (7.3.1.d). `one`: "activates one of its {R} abilities":
    of several, the one its controller chooses. `as_of`: "as if it was mine": the reaction is the
    effect's object's instead, "I" in it that object (the published cards' words overriding
    7.3.1.d), its controller choosing which."""
    found = [(index, ability, granter) for index, ability, granter in abilities_of(game, o)
             if ability.kind == "reaction" and ability.trigger == trigger]
    if one and len(found) > 1:
        texts = [f"{k + 1}: {ability.text}" for k, (_, ability, _) in enumerate(found)]
        answer = str(game.ask((as_of or o).controller, DecisionKind.CHOOSE, texts, "7.3.1.b",
                              f"which one of {o.label()}'s reactions to activate ({by})"))
        pick = next((k for k, t in enumerate(texts) if answer in (t, t.split(":", 1)[0])), None)
        if pick is None:
            from .table import EngineError
            raise EngineError(f"{answer!r} is not one of {o.label()}'s reactions to activate: {', '.join(texts)}")
        found = [found[pick]]
    for index, ability, granter in found:
        if as_of is not None:  # its own count of activations, apart from its own reactions' (6.3.f)
            game.trace.emit("as mine", f"{o.label()}'s reaction \"{ability.text}\" is activated as {as_of.label()}'s: \"I\" in it "
                            f"is {as_of.label()} (the card's words; v5.0 7.3.1.d otherwise)", [], published=True, object=o.uid)
            create_emblem(game, as_of, 5000 + index, ability, subject=as_of, by=by, granter=granter)
            continue
        create_emblem(game, o, index, ability, subject=o, by=by, granter=granter)
    if not found:
        game.trace.emit("nothing", f"{o.label()} has no such reaction to activate", ["7.3.1.b"], object=o.uid)


@implements("7.3.1.b", "7.3.1.d")
def activate_up_to(game: "Table", objs: list[GameObject], trigger: str, by: str, n: int, as_of: GameObject) -> None:
    """Up to N reactions of the cards an earlier step acted on, activated as `as_of`'s own (a later
    set's rare version): of the reactions with that
    trigger of all these objects, up to N that the controller of `as_of` chooses one at a time
    ("done" to stop), each activated as `as_of`'s ("I" in it that object: the cards' words)."""
    found = [(o, index, ability, granter) for o in objs for index, ability, granter in abilities_of(game, o)
             if ability.kind == "reaction" and ability.trigger == trigger]
    chosen: list = []
    while found and len(chosen) < n:
        texts = [f"{k + 1}: {o.label()}: {ability.text}" for k, (o, _, ability, _) in enumerate(found)]
        answer = str(game.ask(as_of.controller, DecisionKind.CHOOSE, texts + ["done"], "7.3.1.b",
                              f"a reaction to activate as {as_of.label()}'s ({len(chosen)} of up to {n}; done: no more) ({by})"))
        if answer == "done":
            break
        pick = next((k for k, t in enumerate(texts) if answer in (t, t.split(":", 1)[0])), None)
        if pick is None:
            from .table import EngineError
            raise EngineError(f"{answer!r} is not one of the reactions to activate: {', '.join(texts)}, done")
        chosen.append(found.pop(pick))
    for k, (o, index, ability, granter) in enumerate(chosen):
        game.trace.emit("as mine", f"{o.label()}'s reaction \"{ability.text}\" is activated as {as_of.label()}'s: \"I\" in it "
                        f"is {as_of.label()} (the card's words; v5.0 7.3.1.d otherwise)", [], published=True, object=o.uid)
        create_emblem(game, as_of, 6000 + 100 * k + index, ability, subject=as_of, by=by, granter=granter)
    if not chosen:
        game.trace.emit("nothing", f"{by}: no reaction is activated", ["7.3.1.b"])


def pending(game: "Table") -> list[GameObject]:
    return [o for o in game.state.limbo if o.emblem is not None and o.emblem.kind == "reaction"]
