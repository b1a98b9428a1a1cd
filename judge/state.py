"""The game state: players and their zones, the shared zones, the Adventure, the clock.

Plain classes (no validation inside the engine's hot path; scenario files are validated at the
edge). `GameState.copy()` is cheap enough to snapshot before every step, which gives undo.
"""

from __future__ import annotations

import random
import struct
from dataclasses import dataclass, field

from .cards import Card
from .enums import DAY, Phase, Expedition, Zone, expedition_of
from .values import Value

PHASES = tuple(DAY)  # the phases of a day, in order (1.3.2.a)

# A player's private zones (1.2.3.d) and their expeditions in the shared Expedition zone.
PRIVATE_ZONES = (Zone.DECK, Zone.HAND, Zone.RESERVE, Zone.DISCARD, Zone.LANDMARKS, Zone.MANA, Zone.HERO_ZONE)
EXPEDITIONS = tuple(Expedition)
EXPEDITION_ZONES = (Zone.HERO_EXPEDITION, Zone.COMPANION_EXPEDITION)
ZONES = tuple(Zone)
HIDDEN = frozenset({Zone.DECK, Zone.HAND, Zone.MANA})  # 1.2.3.f
VISIBLE = frozenset(ZONES) - HIDDEN
# Cards in a Deck, a Discard pile, a Hand or a Mana zone seldom change there: copies of a state
# share them; zones.move copies a card that leaves, and zones.own one about to change in place
# (a Mana Orb exhausted or readied, a card an effect changes).
SHARED_ZONES = frozenset({Zone.DECK, Zone.DISCARD, Zone.HAND, Zone.MANA})
IN_PLAY = frozenset({Zone.HERO_ZONE, Zone.HERO_EXPEDITION, Zone.COMPANION_EXPEDITION, Zone.LANDMARKS})  # 3.1.4.a

HERO_REGION, COMPANION_REGION = 0, 7
ORIGIN = {Expedition.HERO: HERO_REGION, Expedition.COMPANION: COMPANION_REGION}
DIRECTION = {Expedition.HERO: 1, Expedition.COMPANION: -1}


ALL_TERRAINS = frozenset({"forest", "mountain", "water"})


class Emblem(Value):
    """What an Emblem in Limbo carries (2.2.2.m): a reaction waiting to be played, or an ongoing
    effect. It names objects by id, never holds them, so a copy of the state shares it safely.
    kind: "reaction" | "ongoing"; source: the reacting object's id, source_number: which object
    it was then (2.1.c); ability: judge.language.Ability; it: the id of the object the event was
    about; follow: the ability finds its object in a new zone (2.1.e); before: the source as it
    was before the event, as pairs; passive, until: an Emblem-Ongoing's; expeditions: the
    expeditions ("alice hero") an Emblem-Ongoing's passive ability is bound to, or () for any;
    objects: the objects, as (id, number) pairs, an "I am KEYWORD" it carries is bound to ("Target
    Character gains Defender this turn": that object only, 2.1.c)."""

    __slots__ = ("kind", "source", "source_number", "ability", "it", "follow", "before", "text", "source_label",
                 "passive", "until", "expeditions", "objects")
    _fields = __slots__

    def __init__(self, kind: str, source: str = "", source_number: int = 0, ability=None, it: str | None = None,
                 follow: bool = False, before: tuple = (), text: str = "", source_label: str = "", passive: str = "",
                 until: str = "", expeditions: tuple = (), objects: tuple = ()):
        self._set(kind=kind, source=source, source_number=source_number, ability=ability, it=it, follow=follow,
                  before=tuple(before), text=text, source_label=source_label, passive=passive, until=until,
                  expeditions=tuple(expeditions), objects=tuple((str(u), int(n)) for u, n in objects))


_new = object.__new__


@dataclass(slots=True, eq=False)  # an object is itself: equal only to itself (2.1.a), hashed by identity
class GameObject:
    uid: str  # the card's identity across zones, for judges ("k1", or its name)
    card: Card
    owner: str
    controller: str
    zone: str
    number: int  # the object: a new one each time it enters a visible zone (2.1.c)
    boosts: int = 0
    # Values, never changed in place (a snapshot shares them): change them through the methods below.
    counters: dict[str, int] = field(default_factory=dict)
    statuses: frozenset[str] = frozenset()
    exists: bool = True
    emblem: Emblem | None = None  # for Emblems in Limbo: the reaction or ongoing effect it carries
    lost: frozenset[str] = frozenset()  # keywords an effect took away ("loses Gigantic")
    gained: frozenset[str] = frozenset()  # keywords a passive ability gives it, kept up to date (judge/gigantic.py)
    # sub-types an effect gave it ("I gain its sub-types"), lost as it leaves the Expedition zone (zones.move)
    subtypes_gained: tuple[str, ...] = ()
    # Terrain Markers it holds, each a tuple of terrains ("I begin the game with one {V} ... Terrain Marker"), until placed
    markers: tuple = ()

    def has(self, keyword: str) -> bool:
        return (self.card.has(keyword) or keyword in self.gained) and keyword not in self.lost

    def is_a(self, subtype: str) -> bool:
        """It has that sub-type (2.2.2.n): its card's, or one an effect gave it."""
        return self.card.is_a(subtype) or (bool(self.subtypes_gained) and subtype.lower() in (t.lower() for t in self.subtypes_gained))

    @property
    def name(self) -> str:
        return self.card.name

    def label(self) -> str:
        name = self.card.name
        return name if self.uid == name else f"{name} ({self.uid})"

    def copy(self) -> "GameObject":
        # field by field, not through __init__: a snapshot copies every object (undo, all-or-nothing)
        o = _new(GameObject)
        o.uid, o.card, o.owner, o.controller, o.zone = self.uid, self.card, self.owner, self.controller, self.zone
        o.number, o.boosts, o.exists, o.emblem = self.number, self.boosts, self.exists, self.emblem
        o.counters, o.statuses, o.lost, o.gained = self.counters, self.statuses, self.lost, self.gained
        o.subtypes_gained = self.subtypes_gained
        o.markers = self.markers
        return o

    def has_status(self, status: str) -> bool:
        """A status a selector or condition names: Boosted is having a boost (2.4.4.a), `ready` is
        not exhausted, `non-X` is not having X."""
        if status.startswith("non-"):
            return not self.has_status(status[4:])
        if status == "boosted":
            return self.boosts > 0
        if status == "ready":
            return "exhausted" not in self.statuses
        return status in self.statuses

    def passives(self) -> tuple:
        """The texts of its passive abilities working on it now: a Feat's "[Completed]" ones only
        while it is Completed (judge/feats.py)."""
        card = self.card
        if card.completed_passives and "completed" in self.statuses:
            return card.passives + card.completed_passives
        return card.passives

    def add_status(self, status: str) -> None:
        if status not in self.statuses:
            self.statuses = self.statuses | {status}

    def drop_status(self, status: str) -> None:
        if status in self.statuses:
            self.statuses = self.statuses - {status}

    def set_counter(self, name: str, n: int) -> None:
        counters = dict(self.counters)
        if n:
            counters[name] = n
        else:
            counters.pop(name, None)
        self.counters = counters

    def lose_keyword(self, keyword: str) -> None:
        self.lost = self.lost | {keyword}


@dataclass
class Player:
    name: str
    zones: dict[str, list[GameObject]] = field(default_factory=lambda: {z: [] for z in PRIVATE_ZONES})
    expeditions: dict[str, list[GameObject]] = field(default_factory=lambda: {e: [] for e in EXPEDITIONS})
    position: dict[str, int] = field(default_factory=lambda: dict(ORIGIN))
    ascended: frozenset[str] = frozenset()  # its expeditions with the Ascended status (hero, companion; v5.0 2.4.3)

    @property
    def hero(self) -> GameObject | None:
        heroes = self.zones["hero zone"]
        return heroes[0] if heroes else None

    def copy(self) -> "Player":
        p = _new(Player)
        p.name = self.name
        p.zones = {z: objs[:] if z in SHARED_ZONES else [o.copy() for o in objs] for z, objs in self.zones.items()}
        p.expeditions = {e: [o.copy() for o in objs] for e, objs in self.expeditions.items()}
        p.position = dict(self.position)
        p.ascended = self.ascended
        return p


# The four-player Adventure (modes.2v2 set-up; Free for All's is the same): two Hero Region
# cards facing each other and two Companion Region cards likewise; three piles of two identical
# Tumult cards, the first pile's cards beside the two Hero cards, the second's beside the two
# Companion cards, the last two side by side in the centre, the second placed the opposite way.
# Each player's expeditions travel their own path of eight regions, from a Hero Region card to a
# Companion Region card: the Tumult card beside that Hero card, a central one, the one beside
# that Companion card. The physical Tumult cards are numbered 1-6; PILE gives each its pile
# (the Adventure's `tumult`, in path order: beside the Hero cards, central, beside the Companion
# cards).
PILE = {1: 0, 2: 0, 3: 1, 4: 1, 5: 2, 6: 2}
REVERSED = frozenset({4})  # "the second card in the opposite direction to the first"
CENTRAL = frozenset({3, 4})  # reaching one turns both face up


@dataclass
class Adventure:
    """Eight regions: 0 hero region, 1..6 the halves of three Tumult cards, 7 companion region.
    In the four-player modes each player has a path of eight (`paths`: the physical Tumult card
    of each of its three places); regions are then counted along the path of the player whose
    expedition stands there."""

    tumult: list[tuple[frozenset[str], frozenset[str]]] = field(default_factory=list)
    face_up: set[int] = field(default_factory=set)  # Tumult cards turned face up (physical, 1..6 in four-player modes)
    tiebreakers: bool = False  # the regions are replaced by the Arena (4.3.d)
    tumult_random: bool = False  # shuffle the Tumult cards at setup (4.1.c)
    paths: dict[str, tuple[int, int, int]] = field(default_factory=dict)  # four-player modes: player -> cards
    # Terrain Markers (published game, v5.0 3.2.1.d, 7.3.23), oldest first: (region, player whose path
    # it is counted along or None, terrains); each makes its region's terrains its own
    markers: list[tuple[int, str | None, frozenset[str]]] = field(default_factory=list)

    def card_of(self, region: int, player: str | None = None) -> int | None:
        """The Tumult card (physical) the region is half of, along the player's path."""
        if not 1 <= region <= 6:
            return None
        slot = (region + 1) // 2
        if not self.paths:
            return slot
        if player is None:
            raise ValueError("a region of a four-player Adventure is counted along a player's path: name the player")
        return self.paths[player][slot - 1]

    def halves(self, card: int) -> tuple[frozenset[str], frozenset[str]]:
        """A physical Tumult card's halves, nearer its path's Hero Region card first."""
        if not self.paths:
            return self.tumult[card - 1]
        near, far = self.tumult[PILE[card]]
        return (far, near) if card in REVERSED else (near, far)

    def types(self, region: int, player: str | None = None) -> frozenset[str]:
        if self.tiebreakers:
            return ALL_TERRAINS  # 4.3.f
        card = self.card_of(region, player)
        if card is None:
            return ALL_TERRAINS  # hero and companion regions (2.2.2.k)
        if card not in self.face_up:
            return frozenset()  # face-down Tumult halves have no sub-types (2.2.2.k remark)
        near, far = self.halves(card)
        return near if region % 2 == 1 else far

    def place(self, region: int, player: str | None = None):
        """Which region of the table this is: in the usual game its number; in the four-player
        modes the Region card or Tumult half itself, which two paths may share."""
        if not self.paths or self.tiebreakers:
            return region
        if player is None:
            raise ValueError("a region of a four-player Adventure is counted along a player's path: name the player")
        path = self.paths[player]
        if region == HERO_REGION:
            return ("hero region", path[0])
        if region == COMPANION_REGION:
            return ("companion region", path[2])
        card = path[(region + 1) // 2 - 1]
        near = region % 2 == 1
        return ("tumult", card, near != (card in REVERSED))

    def is_face_down(self, region: int, player: str | None = None) -> bool:
        card = self.card_of(region, player)
        return card is not None and card not in self.face_up

    def marked(self, region: int, player: str | None = None) -> frozenset[str] | None:
        """The terrains the newest Terrain Marker on this region gives it, or None: each marker's
        passive ability makes its region's terrains its own, applied oldest first (v5.0 3.2.1.d-e),
        so the newest decides. During tiebreakers the regions are gone (4.3.d)."""
        if not self.markers or self.tiebreakers:
            return None
        here = self.place(region, player)
        found = None
        for r, p, terrains in self.markers:
            if self.place(r, p if self.paths else None) == here:
                found = terrains
        return found

    def copy(self) -> "Adventure":
        return Adventure(list(self.tumult), set(self.face_up), self.tiebreakers, self.tumult_random, self.paths, list(self.markers))


class GameRandom(random.Random):
    """The game's random generator: Python's, pickled as its 625 words packed in one string
    (a prepared position's pickle was two thirds generator, one number at a time)."""

    def __reduce__(self):
        version, internal, gauss = self.getstate()
        return _random_from, (version, struct.pack("<625I", *internal), gauss)


def _random_from(version: int, packed: bytes, gauss) -> GameRandom:
    rng = GameRandom.__new__(GameRandom)
    rng.setstate((version, struct.unpack("<625I", packed), gauss))
    return rng


@dataclass
class GameState:
    players: list[Player]
    adventure: Adventure
    day: int = 1
    phase: str = Phase.AFTERNOON
    phase_done: bool = False  # the current phase's daily effects have happened
    phase_started: bool = False  # its "At [phase]" reactions have been triggered
    first_player: str = ""
    turn: str | None = None
    passed: set[str] = field(default_factory=set)
    limbo: list[GameObject] = field(default_factory=list)
    winner: str | None = None
    over: bool = False
    next_number: int = 1
    # the next object number when the last Clean-up ended: an object numbered from it joined its
    # Reserve or Landmarks after, by a reaction to Clean-up (v5.0 4.2.5.c remark: past the limits)
    cleaned_at: int = 0
    rng: random.Random = field(default_factory=lambda: GameRandom(0))
    moved_today: set[tuple[str, str]] = field(default_factory=set)
    first_player_random: bool = False  # decided at setup (4.1.g)
    # Everything else a game remembers is here too, so a copy is the whole position:
    activations: dict[tuple, int] = field(default_factory=dict)  # (object, ability, day) -> times (6.3.f)
    quick_uses: dict[tuple, int] = field(default_factory=dict)  # (object, quick action, day) -> times (v5.0 5.3.e)
    pending_boosts: dict[str, int] = field(default_factory=dict)  # "the next Character you play this turn gains N"
    # "the next [type] you play this turn costs N less": per player, (type, N) in the order made
    pending_discounts: dict[str, list] = field(default_factory=dict)
    extra_turns: dict[str, int] = field(default_factory=dict)  # "Play another turn": turns a player takes after this one
    # "the next [card] you play [from ...] this turn [with Hand Cost N or less] gains / loses / costs ...":
    # per player, the `next card` steps' arguments (plain data) in the order made
    pending_next: dict[str, list] = field(default_factory=dict)
    # Characters each player played this Afternoon ("the first Character you play each Afternoon")
    played_this_afternoon: dict[str, int] = field(default_factory=dict)
    # what happened this turn and this day that conditions ask about ("unless you discarded a card
    # this turn", "if you played a Construction this Day"): (day, turn number, kind, player, detail)
    history: list[tuple] = field(default_factory=list)
    # N boosts waiting for the next Character to join the source's Expedition this turn: {player, source, number,
    # amount}, plain data, in the order made; each waits for one Character, until the turn ends
    pending_joins: list[dict] = field(default_factory=list)
    # "The next time a {D} (or {T}) ability is activated this turn, target Character gains N boosts": {player,
    # source, number, activated (support, tap), amount, object}, plain data; each waits for one activation
    pending_times: list[dict] = field(default_factory=list)
    # "If you don't, ..." of optional replacements declined during the current step: (controller, source uid, number,
    # label, steps), done right after it (v5.0 6.2.e; verbs.alternatives); empty between actions
    alternatives: list[tuple] = field(default_factory=list)
    turn_number: int = 0  # counts the turns (and phases) of the game: "this turn" is the entries of this one
    token_count: int = 0  # tokens made so far (their ids)
    gone: dict[str, GameObject] = field(default_factory=dict)  # objects no longer in any zone (a token that ceased), by id
    # where each card was as it last left the Expedition zone: id -> (object number, expedition zone, Gigantic,
    # controller), the information an effect uses about an object that no longer exists (v5.0 2.1.h)
    last_place: dict[str, tuple] = field(default_factory=dict)
    max_days: int | None = None  # a bound on the game's length (self-play); not a rule of the game
    edition: str = "builtin"  # enums.Edition: whose mechanics, where the editions differ (docs/edition-differences.md)
    mode: str = "1v1"  # enums.Mode: the usual game, or a mode of the pages (Booster War, 2v2, Free for All)
    # the players as they sat at the start, clockwise (seats.py): who faces whom, partners; those
    # who left a Free for All's tiebreakers are no longer in `players`
    seats: tuple[str, ...] = ()
    rng_shared: bool = False  # `rng` is shared with a copy: `random()` takes its own before using it

    def note(self, kind: str, player: str, detail: str = "") -> None:
        """Remember that something happened this turn, this day (`history`): kinds "support" (a
        support ability activated), "tap" (a quick action whose costs exhaust its object, "a {T}
        ability"), "discard" (a card of a player's Hand or Reserve, `detail` the
        zone), "played" (a card played, `detail` its sub-types and its type). A day's entries are dropped as the
        next day starts: no condition asks about an earlier day."""
        self.history.append((self.day, self.turn_number, kind, player, detail))

    def happened(self, kind: str, this: str, player: str | None = None) -> list[tuple]:
        """The entries of `kind` this "turn" (or this "day"), of `player` if given."""
        return [h for h in self.history if h[2] == kind and h[0] == self.day and (this == "day" or h[1] == self.turn_number)
                and (player is None or h[3] == player)]

    # -- lookups ---------------------------------------------------------------------------
    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    def opponent(self, name: str) -> Player:
        """The opponent, in a game of two players (seats.opponents names them in any game)."""
        others = [p for p in self.players if p.name != name]
        if len(others) != 1:
            raise ValueError(f"{name} has {len(others)} other players: name the opponent (seats.opponents)")
        return others[0]

    def turn_order(self) -> list[Player]:
        """Players in turn order: the first player, then the others as they sit (1.3.2.d)."""
        return self._from(self.first_player)

    def turn_player(self) -> str | None:
        """Whose turn it is in the Afternoon: the player whose turn it is, or the first in turn
        order who has not passed; None outside the Afternoon, or when every player has passed."""
        if self.phase != Phase.AFTERNOON or self.over:
            return None
        waiting = [p.name for p in self.turn_order() if p.name not in self.passed]
        if not waiting:
            return None
        return self.turn if self.turn in waiting else waiting[0]

    def initiative(self) -> list[Player]:
        """Players in initiative order (6.1.g): during the Afternoon the player whose turn it is
        has the initiative, in the other phases the first player; then the others in turn order.
        The built-in edition names initiative without defining it: published game (v5.0 1.4.5.a
        and its glossary's Initiative)."""
        if self.phase == Phase.AFTERNOON and self.turn is not None:
            return self._from(self.turn)
        return self.turn_order()

    def _from(self, name: str) -> list[Player]:
        i = next((i for i, p in enumerate(self.players) if p.name == name), 0)
        return self.players[i:] + self.players[:i]

    def random(self) -> random.Random:
        """The game's random generator, for a shuffle or a draw of lots. Copies of the state
        share one generator until either uses it (copying it costs more than the rest of a
        snapshot): the first to use it takes its own."""
        if self.rng_shared:
            own = GameRandom.__new__(GameRandom)
            own.setstate(self.rng.getstate())
            self.rng, self.rng_shared = own, False
        return self.rng

    def new_number(self) -> int:
        n = self.next_number
        self.next_number += 1
        return n

    def all_objects(self) -> list[GameObject]:
        out = []
        for p in self.players:
            for objs in p.zones.values():
                out.extend(objs)
            for objs in p.expeditions.values():
                out.extend(objs)
        out.extend(self.limbo)
        return out

    def zone_list(self, player: str, zone: str) -> list[GameObject]:
        if zone == Zone.LIMBO:
            return self.limbo
        p = self.player(player)
        exp = expedition_of(zone)
        if exp is not None:
            return p.expeditions[exp]
        return p.zones[zone]

    def get(self, uid: str | None) -> GameObject | None:
        """The object with this id, wherever it is (or was: a token that ceased to exist)."""
        if uid is None:
            return None
        for o in self.all_objects():
            if o.uid == uid:
                return o
        return self.gone.get(uid)

    @property
    def registry(self) -> dict[str, GameObject]:
        """Every object the game ever had, by id (2.1.a): those in its zones and those gone."""
        out = dict(self.gone)
        for o in self.all_objects():
            out[o.uid] = o
        return out

    # -- snapshots (undo) --------------------------------------------------------------------
    def copy(self) -> "GameState":
        # Each object is in one list and objects refer to each other by id only (emblems too):
        # copying list by list copies each object once. Cards in a Deck never change there and
        # are shared (zones.move copies a card that leaves it).
        s = _new(GameState)
        s.players = [p.copy() for p in self.players]
        s.adventure = self.adventure.copy()
        s.day, s.phase, s.phase_done, s.phase_started = self.day, self.phase, self.phase_done, self.phase_started
        s.first_player, s.turn, s.passed = self.first_player, self.turn, set(self.passed)
        s.limbo = [o.copy() for o in self.limbo]
        s.winner, s.over, s.next_number, s.cleaned_at = self.winner, self.over, self.next_number, self.cleaned_at
        s.moved_today, s.first_player_random = set(self.moved_today), self.first_player_random
        s.activations, s.pending_boosts = dict(self.activations), dict(self.pending_boosts)
        s.quick_uses = dict(self.quick_uses)
        s.pending_discounts = {k: list(v) for k, v in self.pending_discounts.items()}
        s.extra_turns = dict(self.extra_turns)
        s.pending_next = {k: list(v) for k, v in self.pending_next.items()}
        s.played_this_afternoon = dict(self.played_this_afternoon)
        s.history, s.turn_number = list(self.history), self.turn_number
        s.pending_joins = [dict(r) for r in self.pending_joins]
        s.pending_times = [dict(r) for r in self.pending_times]
        s.alternatives = list(self.alternatives)
        s.token_count, s.gone, s.max_days = self.token_count, dict(self.gone), self.max_days
        s.mode, s.seats, s.edition = self.mode, self.seats, self.edition
        s.last_place = dict(self.last_place)
        s.rng = self.rng
        s.rng_shared = self.rng_shared = True
        return s
