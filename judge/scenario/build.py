"""A validated scenario -> the game state it describes, refusing positions that cannot exist."""

from __future__ import annotations

import re

from ..cards import MANA_ORB, Card, parse_token
from ..cardspec import card_from_spec, check_keywords
from ..state import Adventure, GameObject, GameRandom, GameState, Player
from .limits import MAX_COUNT, MAX_NAME
from .load import Lines, Problem, ScenarioError
from .model import ManaSpec, Scenario

LETTERS = {"V": "forest", "M": "mountain", "O": "water"}
STATUS_WORDS = {"fleeting", "asleep", "anchored", "exhausted", "completed"}  # completed: a Feat's (judge/feats.py)
ZONE_FIELDS = (
    ("hero_expedition", "hero expedition"),
    ("companion_expedition", "companion expedition"),
    ("reserve", "reserve"),
    ("landmarks", "landmarks"),
    ("hand", "hand"),
    ("deck", "deck"),
    ("discard", "discard"),
    ("limbo", "limbo"),
)
HIDDEN_FIELDS = {"hand", "deck"}


def _is_int(word: str) -> bool:
    return re.fullmatch(r"[-+]?\d+", word) is not None  # any size: count() says the bound


def terrains(half: str) -> frozenset[str]:
    return frozenset(LETTERS[c] for c in half)


def region(value) -> int:
    if value == "hero region":
        return 0
    if value == "companion region":
        return 7
    return int(value)


class Builder:
    def __init__(self, scenario: Scenario, lines: Lines, file: str):
        self.sc, self.lines, self.file = scenario, lines, file
        self.problems: list[Problem] = []
        self.cards = {name: card_from_spec(name, spec) for name, spec in scenario.cards.items()}
        for name, spec in scenario.cards.items():
            bad = check_keywords(name, spec)
            if bad:
                self.problem(("cards", name), bad)
        self.names: dict[str, int] = {}
        self.explicit: set[str] = set()
        self.notes: list[tuple[str, list[str]]] = []  # what building the position applied, for the trace
        self.number = 1

    def problem(self, path, message, rule=None) -> None:
        self.problems.append(Problem(self.file, self.lines.line(path), message, rule))

    def count(self, word: str, what: str, path, rule: str) -> int:
        """A number of boosts or counters: there are none below zero (2.4.4.a: Boosted is "at
        least one"; 2.5.f: removing counters stops at zero), and it is bounded (limits.MAX_COUNT)."""
        n = int(word)
        if not 0 <= n <= MAX_COUNT:
            self.problem(path, f"{what} {n}: a number of them is 0 to {MAX_COUNT}", rule if n < 0 else None)
            return 0
        return n

    def card(self, name: str, path) -> Card | None:
        if name in self.cards:
            return self.cards[name]
        token = parse_token(name) if len(name) <= MAX_NAME else None
        if token:
            if any(abs(x) > MAX_COUNT for x in token.stats):
                self.problem(path, f"token {name!r}: statistics are -{MAX_COUNT} to {MAX_COUNT}")
            return token
        from ..carddb import NotModelled
        from ..catalog import lookup

        try:
            found = lookup(name)
        except NotModelled as exc:
            self.problem(path, str(exc))
            return None
        if found:
            if found.name != name:
                self.notes.append((f"{name!r} is the {found.name} card printed in another language: the object's name is "
                                   f"{found.name}", ["2.2.3.c"]))
            return found
        self.problem(path, f"unknown card {name!r}: define it under cards:, or write a token as 'Name 1/1/1 Subtype token'")
        return None

    def obj(self, spec: str, owner: str, zone: str, path) -> GameObject | None:
        parts = [p.strip() for p in str(spec).split("|")]
        name, details = parts[0], parts[1:]
        # "Bruiser #b1" is allowed too
        m = re.match(r"^(.*?)\s+#(\w[\w-]*)$", name)
        uid = None
        if m:
            name, uid = m.group(1), m.group(2)
        card = self.card(name, path)
        if card is None:
            return None
        o = GameObject(uid or card.name, card, owner, owner, zone, 0)
        for d in details:
            words = d.split()
            if not words:
                continue
            key = words[0].lower()
            if d.startswith("#") and len(words) == 1:
                o.uid = d[1:]
            elif key in ("boost", "boosts") and len(words) == 2 and _is_int(words[1]):
                o.boosts = self.count(words[1], f"{name!r}: boosts", path, "2.4.4.a")
            elif key in STATUS_WORDS and len(words) == 1:
                o.add_status(key)
            elif key == "temple" and len(words) == 1:
                # played with Temple: a Landmark Permanent, sub-type Construction (judge/temple.py)
                if card.temple is None or zone != "landmarks":
                    self.problem(path, f"{name!r}: 'temple' is a card with Temple played as a Landmark Permanent, in the "
                                       "Landmarks only (the later sets' reminder)")
                else:
                    from ..temple import temple_form

                    o.card = temple_form(card)
            elif key in ("counter", "counters") and len(words) == 3 and _is_int(words[2]):
                o.counters = {**o.counters, words[1]: self.count(words[2], f"{name!r}: {words[1]} counters", path, "2.5.f")}
            elif key == "markers" and 2 <= len(words) <= 4 and all(w.rstrip(",").lower() in ("forest", "mountain", "water") for w in words[1:]):
                # the Terrain Markers a Hero holds (its "I begin the game with ... Terrain Marker"), until it places them
                o.markers = tuple((w.rstrip(",").lower(),) for w in words[1:])
            elif key == "owner" and len(words) == 2:
                if words[1] not in self.sc.position.players:
                    self.problem(path, f"owner {words[1]!r} is not a player")
                o.owner = words[1]
            elif key == "controller" and len(words) == 2:
                if words[1] not in self.sc.position.players:
                    self.problem(path, f"controller {words[1]!r} is not a player")
                o.controller = words[1]
            else:
                self.problem(path, f"unknown detail {d!r} of {name!r} (ids #x, boosts N, fleeting, asleep, anchored, "
                                   "exhausted, completed, temple, counters NAME N, markers TERRAIN..., owner PLAYER)")
        card = o.card  # as it is in play (a card played with Temple is a Landmark Permanent there)
        if card.token and zone not in ("hero expedition", "companion expedition"):
            # A token that leaves the Expedition zone ceases to exist as it joins its new zone (2.1.d):
            # no position has a token anywhere else.
            self.problem(path, f"{name!r} is a token: a token is only in an expedition; elsewhere it ceases to exist",
                         "2.1.d")
        if zone in HIDDEN_FIELDS and (o.statuses or o.boosts or o.counters):
            self.problem(path, f"{name!r} is in a hidden zone ({zone}): cards there have no statuses, boosts or counters",
                         "3.1.3.d")
        if "fleeting" in o.statuses and card.type == "permanent" and not card.in_expeditions:
            # an Expedition Permanent played from Reserve is (published game, v5.0 5.2.2.b-c)
            self.problem(path, f"{name!r}: a Landmark Permanent cannot be Fleeting", "5.2.2.a")
        if zone in ("hero expedition", "companion expedition") and not card.in_expeditions:
            self.problem(path, f"{name!r} is a {card.type}: only Characters and Expedition Permanents (zone type: "
                         "expedition) are in expeditions", "5.1.2.e")
        if zone == "landmarks" and (card.type != "permanent" or card.in_expeditions):
            self.problem(path, f"{name!r} is a{'n Expedition Permanent' if card.in_expeditions else ' ' + card.type}: "
                         "the Landmark zone holds Landmark Permanents", "5.2.2.a")
        if o.uid != o.name:  # an id the file gives: one object each (two cards may share a name)
            if o.uid in self.explicit:
                self.problem(path, f"id {o.uid!r} is given to two objects: each object is in a single zone", "2.1.a")
            self.explicit.add(o.uid)
        self.names[o.name] = self.names.get(o.name, 0) + 1
        if zone in ("reserve", "discard", "landmarks", "hero zone", "hero expedition", "companion expedition", "limbo"):
            o.number = self.number
            self.number += 1
        return o

    def build(self) -> GameState:
        pos = self.sc.position
        adv_spec = pos.adventure
        if adv_spec.tumult == "random":
            tumult = [(terrains("V"), terrains("MO")), (terrains("M"), terrains("VO")), (terrains("O"), terrains("VM"))]
            random_tumult = True
        else:
            tumult = []
            for t in adv_spec.tumult:
                near, far = t.split("|")
                tumult.append((terrains(near), terrains(far)))
            random_tumult = False
        from ..enums import Mode
        from ..seats import paths

        seats = tuple(pos.players) if Mode(self.sc.mode).multiplayer else ()
        adventure = Adventure(tumult, set(adv_spec.face_up), adv_spec.tiebreakers, random_tumult, paths(seats))
        for i, m in enumerate(adv_spec.terrain_markers):
            at = region(m.region)
            where = ("position", "adventure", "terrain markers", i)
            if m.player is not None and m.player not in pos.players:
                self.problem(where, f"player {m.player!r} is not a player")
                continue
            if seats and m.player not in seats:
                self.problem(where, "in the four-player modes a Terrain Marker names the player whose path counts its region "
                                    f"(player: one of {', '.join(seats)})")
                continue
            if adventure.is_face_down(at, m.player if seats else None):
                self.problem(where, f"region {at} is face down: Terrain Markers are placed on visible regions (v5.0 3.2.1.d)")
                continue
            adventure.markers.append((at, m.player if seats else None, terrains(m.terrains)))
        players = []
        limbo: list[GameObject] = []
        for name, pp in pos.players.items():
            p = Player(name)
            base = ("position", name)
            if pp.hero:
                h = self.obj(pp.hero, name, "hero zone", base + ("hero",))
                if h is not None and h.card.type != "hero":
                    self.problem(base + ("hero",), f"{h.name!r} is a {h.card.type}, not a Hero", "3.2.6.b")
                elif h is not None:
                    p.zones["hero zone"].append(h)
            for attr, zone in ZONE_FIELDS:
                for i, spec in enumerate(getattr(pp, attr)):
                    path = base + (zone, i)
                    o = self.obj(spec, name, zone, path)
                    if o is None:
                        continue
                    if o.card.type == "hero":
                        self.problem(path, f"{o.name!r} is a Hero: a Hero zone holds up to one Hero and Heroes are only there",
                                     "3.2.6.b")
                        continue
                    if zone == "limbo":
                        limbo.append(o)
                    elif zone.endswith(" expedition"):
                        p.expeditions[zone.split()[0]].append(o)
                    else:
                        # a card in a private zone is its owner's (3.1.2.c)
                        target = o.owner
                        if target != name:
                            self.problem(path, f"{o.name!r} is owned by {target}: it cannot be in {name}'s {zone}", "3.1.2.c")
                        p.zones[zone].append(o)
            mana = pp.mana if isinstance(pp.mana, ManaSpec) else ManaSpec(ready=pp.mana)
            for i in range(mana.ready + mana.exhausted):
                orb = GameObject(f"{name}-orb{i + 1}", MANA_ORB, name, name, "mana", 0)
                if i >= mana.ready:
                    orb.add_status("exhausted")
                p.zones["mana"].append(orb)
            p.position = {"hero": region(pp.hero_expedition_at), "companion": region(pp.companion_expedition_at)}
            p.ascended = frozenset(e.split()[0] for e in pp.ascended)
            players.append(p)

        # Objects referred to by name must be unambiguous: the uid of a repeated name gets a number.
        seen: dict[str, int] = {}
        for p in players:
            for objs in list(p.zones.values()) + list(p.expeditions.values()):
                for o in objs:
                    if o.uid == o.name and self.names.get(o.name, 0) > 1 and o.card is not MANA_ORB and o.uid not in self.explicit:
                        seen[o.name] = seen.get(o.name, 0) + 1
                        o.uid = f"{o.name} {seen[o.name]}"

        first = pos.first_player
        names = list(pos.players)
        state = GameState(players=players, adventure=adventure, day=pos.day, phase=pos.phase,
                          first_player=first if first and first != "random" else names[0],
                          turn=pos.turn, passed=set(pos.passed), limbo=limbo,
                          next_number=self.number, rng=GameRandom(self.sc.seed))
        state.first_player_random = first == "random"
        state.mode, state.seats = self.sc.mode, seats
        if state.phase == "afternoon" and state.turn is None:
            waiting = [p.name for p in state.initiative() if p.name not in state.passed]
            state.turn = waiting[0] if waiting else None
        if not self.problems:
            # the engine's own checks of a position (judge/invariants.py), as Game.from_dict runs them
            from ..invariants import problems

            for message in problems(state):
                self.problem(("position",), message)
        if self.problems:
            raise ScenarioError(self.problems)
        return state


def build_state(scenario: Scenario, lines: Lines, file: str) -> GameState:
    return Builder(scenario, lines, file).build()
