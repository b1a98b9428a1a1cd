"""A game's position as data (`Game.to_dict`) and back (`Game.from_dict`), checked.

The data is plain JSON: the cards used (their definitions, as a scenario's `cards:` writes them;
a card of the built-in catalog by its name alone),
every object with its zone, the Adventure, the clock, what the game remembers (activations,
pending boosts, tokens made), the random generator's state, and the decision waiting for an
answer. `from_dict(to_dict(g))` gives the same position; data that is not a position is refused
with the rule it breaks (PositionError).
"""

from __future__ import annotations

import base64
import json
import struct

from .cards import MANA_ORB
from .decisions import Decision, Pending
from .enums import DAY, DecisionKind, Edition, Mode, Phase
from .state import PRIVATE_ZONES, Adventure, Emblem, GameObject, GameRandom, GameState, Player

FORMAT = "altered-judge position 1"
MAX_OBJECTS = 10_000  # every input is bounded


class PositionError(ValueError):
    """The data is not a position the game can be in; the message names the rule."""


# -- to data -------------------------------------------------------------------------------------
_SAVED: dict[int, tuple] = {}  # id(card) -> (the card, the carddb reading, its data): see _card_data


def _card_data(card, stamp: tuple) -> dict:
    """How a card is written: by name when its name finds this very card, or its own data. Kept
    per card while the card sets stay as read (`stamp`, carddb's: a game written as data after
    every action, as self-play does, would otherwise look every card up each time)."""
    saved = _SAVED.get(id(card))
    if saved is not None and saved[0] is card and saved[1] == stamp:
        data = saved[2]
    else:
        if len(_SAVED) > 4096:
            _SAVED.clear()
        data = _card_data_now(card)
        _SAVED[id(card)] = (card, stamp, data)
    return data if data is card.spec else dict(data)  # the card's own data is read, never changed


def _card_data_now(card) -> dict:
    from .catalog import known

    if known(card.name) is card:
        return {"catalog": True}  # the catalog's own card: named, its data are the catalog's
    if card.spec is not None:
        return card.spec  # the card's own data, not a copy: read it, do not change it
    if card.type == "emblem":
        return {"emblem": card.subtypes[0] if card.subtypes else ""}
    if card.type == "mana orb":
        return {"mana orb": True}
    raise PositionError(f"card {card.name!r} has no data to save")


class _Writer:
    def __init__(self, state: GameState):
        self.state = state
        self.cards: dict[str, dict] = {}
        self.keys: dict[int, str] = {}
        from .carddb import _stamp

        self.stamp = _stamp()

    def card(self, card) -> str:
        key = self.keys.get(id(card))
        if key is None:
            data = _card_data(card, self.stamp)
            key, n = card.name, 1
            while key in self.cards and self.cards[key] != data:
                n += 1
                key = f"{card.name} ({n})"
            self.cards[key] = data
            self.keys[id(card)] = key
        return key

    def obj(self, o: GameObject) -> dict:
        printed = o.card.printed  # a card played with Temple: written as printed, and said so (judge/temple.py)
        d: dict = {"id": o.uid, "card": self.card(printed or o.card), "owner": o.owner, "controller": o.controller, "number": o.number}
        if printed is not None:
            d["temple"] = True
        if o.boosts:
            d["boosts"] = o.boosts
        if o.counters:
            d["counters"] = dict(sorted(o.counters.items()))
        if o.statuses:
            d["statuses"] = sorted(o.statuses)
        if o.lost:
            d["lost"] = sorted(o.lost)
        if o.subtypes_gained:
            d["subtypes gained"] = list(o.subtypes_gained)
        if o.markers:
            d["markers"] = [sorted(m) for m in o.markers]
        if not o.exists:
            d["exists"] = False
        if o.emblem is not None:
            e = o.emblem
            d["emblem"] = {"kind": e.kind, "source": e.source, "source_number": e.source_number,
                           "ability": None if e.ability is None else e.ability.raw, "it": e.it, "follow": e.follow,
                           "before": [[k, list(v) if isinstance(v, tuple) else v] for k, v in e.before],
                           "text": e.text, "source_label": e.source_label, "passive": e.passive, "until": e.until,
                           **({"expeditions": list(e.expeditions)} if e.expeditions else {}),
                           **({"objects": [[u, n] for u, n in e.objects]} if e.objects else {})}
        return d


def _bound_objects(value) -> tuple:
    """An Emblem-Ongoing's objects: [id, number] pairs (judge.state.Emblem)."""
    _need(isinstance(value, (list, tuple)) and all(isinstance(p, list) and len(p) == 2 and isinstance(p[0], str)
                                                   and isinstance(p[1], int) and not isinstance(p[1], bool) for p in value),
          "emblem objects: [id, number] pairs")
    return tuple((p[0], p[1]) for p in value)


def to_dict(game) -> dict:
    s: GameState = game.state
    w = _Writer(s)
    def objs(lst) -> list[dict]:
        return [w.obj(o) for o in lst]

    players = []
    for p in s.players:
        players.append({
            "name": p.name,
            "position": {"hero": p.position["hero"], "companion": p.position["companion"]},
            **({"ascended": sorted(p.ascended)} if p.ascended else {}),
            "zones": {str(z): objs(p.zones[z]) for z in PRIVATE_ZONES},
            "expeditions": {"hero": objs(p.expeditions["hero"]), "companion": objs(p.expeditions["companion"])},
        })
    limbo = objs(s.limbo)
    gone = [w.obj(o) | {"zone": str(o.zone)} for o in s.gone.values()]
    version, internal, gauss = s.rng.getstate()
    pending = getattr(game, "pending", None)
    return {
        "format": FORMAT,
        "players": players,
        "limbo": limbo,
        "gone": gone,
        "adventure": {"tumult": [[sorted(near), sorted(far)] for near, far in s.adventure.tumult],
                      "face_up": sorted(s.adventure.face_up), "tiebreakers": s.adventure.tiebreakers,
                      "tumult_random": s.adventure.tumult_random,
                      **({"markers": [[r, p, sorted(t)] for r, p, t in s.adventure.markers]} if s.adventure.markers else {})},
        "clock": {"day": s.day, "phase": str(s.phase), "phase_done": s.phase_done, "phase_started": s.phase_started,
                  "first_player": s.first_player, "first_player_random": s.first_player_random, "turn": s.turn,
                  "passed": sorted(s.passed), "moved_today": sorted([p, str(e)] for p, e in s.moved_today),
                  "max_days": s.max_days, **({"mode": s.mode} if s.mode != "1v1" else {}),
                  **({"edition": s.edition} if s.edition != "builtin" else {}),
                  **({"seats": list(s.seats)} if s.adventure.paths else {})},
        "result": {"over": s.over, "winner": s.winner},
        "memory": {"next_number": s.next_number, "token_count": s.token_count,
                   **({"cleaned_at": s.cleaned_at} if s.cleaned_at else {}),
                   "pending_boosts": dict(sorted(s.pending_boosts.items())),
                   **({"pending_discounts": {k: [list(d) for d in v] for k, v in sorted(s.pending_discounts.items()) if v}}
                      if any(s.pending_discounts.values()) else {}),
                   **({"pending_next": {k: [dict(r) for r in v] for k, v in sorted(s.pending_next.items()) if v}}
                      if any(s.pending_next.values()) else {}),
                   **({"played_this_afternoon": dict(sorted(s.played_this_afternoon.items()))} if s.played_this_afternoon else {}),
                   **({"history": [list(h) for h in s.history], "turn_number": s.turn_number} if s.history or s.turn_number else {}),
                   **({"pending_joins": [dict(r) for r in s.pending_joins]} if s.pending_joins else {}),
                   **({"pending_times": [dict(r) for r in s.pending_times]} if s.pending_times else {}),
                   **({"extra_turns": dict(sorted(s.extra_turns.items()))} if any(s.extra_turns.values()) else {}),
                   **({"last_place": {k: [n, str(z), g, c] for k, (n, z, g, c) in sorted(s.last_place.items())}} if s.last_place else {}),
                   "activations": sorted([uid, index, day, n] for (uid, index, day), n in s.activations.items()),
                   **({"quick_uses": sorted([uid, index, day, n] for (uid, index, day), n in s.quick_uses.items())}
                      if s.quick_uses else {})},
        # the generator's 625 words, packed: one string, not 625 numbers (a position is read often)
        "random": {"version": version, "state": base64.b64encode(struct.pack("<625I", *internal)).decode("ascii"),
                   "gauss": gauss},
        "cards": w.cards,
        "decision": None if pending is None else {
            "action": str(pending.action),
            "answers": [[p, str(k), list(v) if isinstance(v, tuple) else v] for p, k, v in pending.answers],
            "waiting": pending.decision.to_dict(),
        },
    }


# -- from data -----------------------------------------------------------------------------------
def _need(cond: bool, message: str) -> None:
    if not cond:
        raise PositionError(message)


def _int(v, what: str, lo: int = 0, hi: int = 10**9) -> int:
    _need(isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi, f"{what}: a whole number from {lo} to {hi}, not {v!r}")
    return v


_CARDS: dict[tuple[str, str], object] = {}  # (name, its data as JSON) -> Card: a card is a value, made once


def _card(name: str, spec, make):
    """The card these data define: the catalog's own when they are its data, else made (and
    checked) once per distinct data."""
    from .catalog import known as catalog_card

    known = catalog_card(name)
    if known is not None and known.spec == spec:
        return known
    key = (name, json.dumps(spec, sort_keys=True, default=str))
    card = _CARDS.get(key)
    if card is None:
        if len(_CARDS) > 10_000:  # bounded: data read from anywhere
            _CARDS.clear()
        card = _CARDS[key] = make(name, spec)
    return card



def _pending_join(r) -> dict:
    """A waiting effect: N boosts for the next Character to join the source's Expedition this turn."""
    _need(isinstance(r, dict) and set(r) == {"player", "source", "number", "amount"},
          f"memory: pending_joins: an entry is {{player, source, number, amount}}, not {r!r}"[:200])
    return {"player": str(r["player"]), "source": str(r["source"]), "number": _int(r["number"], "object number"),
            "amount": _int(r["amount"], "boosts", 1, 99)}


def _pending_time(r) -> dict:
    """A waiting effect: N boosts for a target as the next {D} (support) or {T} (tap) ability is activated this turn."""
    _need(isinstance(r, dict) and set(r) == {"player", "source", "number", "activated", "amount", "object"}
          and r.get("activated") in ("support", "tap") and isinstance(r.get("object"), str) and len(r["object"]) < 200,
          f"memory: pending_times: an entry is {{player, source, number, activated (support, tap), amount, object}}, not {r!r}"[:200])
    from .language import object_value

    try:
        sel = object_value(r["object"])
    except ValueError as exc:
        raise PositionError(f"memory: pending_times: {exc}"[:200]) from None
    return {"player": str(r["player"]), "source": str(r["source"]), "number": _int(r["number"], "object number"),
            "activated": r["activated"], "amount": _int(r["amount"], "boosts", 1, 99), "object": sel}


def _history(h) -> tuple:
    """One entry of what happened this turn or day: (day, turn number, kind, player, detail)."""
    if not isinstance(h, list) or len(h) != 5:
        raise PositionError(f"memory: history: an entry is [day, turn, kind, player, detail], not {h!r}"[:200])
    return (_int(h[0], "history day", 1), _int(h[1], "history turn"), str(h[2]), str(h[3]), str(h[4]))


def _next_card(r) -> dict:
    """A waiting "next card" effect, checked as the language checks its step."""
    from .abilities import AbilityError, parse_step

    try:
        return dict(parse_step({"next card": r}).arg)
    except AbilityError as exc:
        raise PositionError(f"memory: pending_next: {exc}") from None

def from_dict(cls, data: dict):
    from .actions import Action
    from .cardspec import card_from_data
    from .invariants import problems
    from .triggers import EMBLEM_REACTION
    from .verbs import EMBLEM_ONGOING

    _need(isinstance(data, dict) and data.get("format") == FORMAT, f"not a position: no \"format: {FORMAT}\"")
    try:
        cards = {}
        for key, spec in (data.get("cards") or {}).items():
            if isinstance(spec, dict) and "emblem" in spec:
                cards[key] = EMBLEM_REACTION if spec["emblem"] == "Reaction" else EMBLEM_ONGOING
            elif isinstance(spec, dict) and spec.get("mana orb"):
                cards[key] = MANA_ORB
            elif isinstance(spec, dict) and spec.get("catalog") is True:
                from .catalog import lookup

                known = lookup(key)
                if known is None:
                    raise PositionError(f"card {key!r}: not in the catalog")
                cards[key] = known
            else:
                name = key.rsplit(" (", 1)[0] if key.endswith(")") and " (" in key else key
                try:
                    cards[key] = _card(name, spec, card_from_data)
                except ValueError as exc:
                    raise PositionError(f"card {key!r}: {' '.join(str(exc).split())[:300]}") from None
        count = [0]

        def obj(d: dict, zone: str) -> GameObject:
            count[0] += 1
            if count[0] > MAX_OBJECTS:
                raise PositionError(f"more than {MAX_OBJECTS} objects")
            if not (isinstance(d, dict) and isinstance(d.get("id"), str) and d.get("card") in cards):
                # the message only when it is needed: written for every object, it cost more than the object
                raise PositionError(f"an object needs an id and a card of `cards`: {str(d)[:80]}")
            number, boosts = d.get("number", 0), d.get("boosts", 0)
            if type(number) is not int or number < 0:
                _int(number, f"{d['id']}: number")
            if type(boosts) is not int or not 0 <= boosts <= 99:
                _int(boosts, f"{d['id']}: boosts (2.4.4.a)", 0, 99)
            card = cards[d["card"]]
            if d.get("temple") is True:
                from .temple import temple_form

                _need(card.temple is not None and zone in ("landmarks", "limbo"), f"{d['id']}: played with Temple: a card with "
                      "Temple, in the Landmarks (or in Limbo, being played)")
                card = temple_form(card)
            o = GameObject(d["id"], card, str(d["owner"]), str(d["controller"]), zone, number, boosts,
                           {str(k): _int(v, f"{d['id']}: counters (2.5.f)", 0, 99) for k, v in (d.get("counters") or {}).items()},
                           frozenset(map(str, d.get("statuses") or [])), bool(d.get("exists", True)), None,
                           frozenset(map(str, d.get("lost") or [])))
            gained_subs = d.get("subtypes gained") or []
            _need(isinstance(gained_subs, list) and len(gained_subs) <= 20 and all(isinstance(t, str) and 0 < len(t) <= 40 for t in gained_subs),
                  f"{d['id']}: subtypes gained: a list of at most 20 sub-types")
            o.subtypes_gained = tuple(gained_subs)
            held = d.get("markers") or []
            _need(isinstance(held, list) and len(held) <= 9 and all(
                isinstance(m, list) and 0 < len(m) <= 3 and all(t in ("forest", "mountain", "water") for t in m) for m in held),
                f"{d['id']}: markers: at most 9 Terrain Markers, each a list of forest, mountain, water")
            o.markers = tuple(tuple(m) for m in held)
            e = d.get("emblem")
            if e is not None:
                from .abilities import parse_ability

                ability = None if e.get("ability") is None else parse_ability(e["ability"])
                o.emblem = Emblem(str(e["kind"]), source=str(e.get("source") or ""), source_number=int(e.get("source_number") or 0),
                                  ability=ability, it=e.get("it"), follow=bool(e.get("follow")),
                                  before=tuple((str(k), tuple(v) if isinstance(v, list) else v) for k, v in e.get("before") or []),
                                  text=str(e.get("text") or ""), source_label=str(e.get("source_label") or ""),
                                  passive=str(e.get("passive") or ""), until=str(e.get("until") or ""),
                                  expeditions=tuple(str(x) for x in e.get("expeditions") or ()),
                                  objects=_bound_objects(e.get("objects") or ()))
            return o

        players = []
        names = [p.get("name") for p in data["players"]]
        mode = _one_of(Mode, data["clock"].get("mode", "1v1"), "mode")
        seated = [str(n) for n in data["clock"].get("seats") or names] if Mode(mode).multiplayer else names
        seats_wanted = Mode(mode).players
        # a Free for All's tiebreaker goes on with fewer players still there (modes.free-for-all tiebreaker)
        _need(len(seated) == seats_wanted and len(set(seated)) == seats_wanted and all(isinstance(n, str) for n in names)
              and len(set(names)) == len(names) and set(names) <= set(seated) and len(names) >= 2,
              f"a game of {mode} has {seats_wanted} players with different names (1.2.1.b)")
        for pd in data["players"]:
            p = Player(pd["name"])
            for z in PRIVATE_ZONES:
                p.zones[z] = [obj(d, z) for d in pd["zones"].get(str(z), [])]
            for e in ("hero", "companion"):
                p.expeditions[e] = [obj(d, f"{e} expedition") for d in pd["expeditions"].get(e, [])]
            p.position = {"hero": _int(pd["position"]["hero"], "hero expedition's region (3.2.1.b)", 0, 7),
                          "companion": _int(pd["position"]["companion"], "companion expedition's region (3.2.1.b)", 0, 7)}
            ascended = pd.get("ascended") or []
            _need(isinstance(ascended, list) and all(e in ("hero", "companion") for e in ascended),
                  "ascended: the expeditions with the Ascended status, hero and/or companion (v5.0 2.4.3)")
            p.ascended = frozenset(ascended)
            players.append(p)
        limbo = [obj(d, "limbo") for d in data.get("limbo") or []]
        gone = [obj(d, str(d.get("zone", "limbo"))) for d in data.get("gone") or []]
        adv = data["adventure"]
        tumult = [(frozenset(near), frozenset(far)) for near, far in adv["tumult"]]
        _need(len(tumult) == 3, "the Adventure has three Tumult cards (4.1.c)")
        from .seats import paths

        markers = adv.get("markers") or []
        _need(isinstance(markers, list) and all(isinstance(m, list) and len(m) == 3 and isinstance(m[0], int) and 0 <= m[0] <= 7
                                                 and (m[1] is None or m[1] in seated) and isinstance(m[2], list)
                                                 and m[2] and set(m[2]) <= {"forest", "mountain", "water"} for m in markers),
              "markers: Terrain Markers, each [region 0-7, player or null, [terrains]] (v5.0 3.2.1.d)")
        adventure = Adventure(tumult, set(adv.get("face_up") or []), bool(adv.get("tiebreakers")), bool(adv.get("tumult_random")),
                              paths(tuple(seated)) if Mode(mode).multiplayer else {},
                              [(m[0], m[1], frozenset(m[2])) for m in markers])
        c = data["clock"]
        phase = str(c["phase"])
        _need(phase in [str(x) for x in (Phase.SETUP, *DAY)], f"{phase!r} is not a phase (1.3.2.a)")
        r = data["random"]
        rng = GameRandom.__new__(GameRandom)
        words = struct.unpack("<625I", base64.b64decode(str(r["state"]), validate=True))
        rng.setstate((int(r["version"]), words, r.get("gauss")))
        mem = data["memory"]
        state = GameState(players=players, adventure=adventure, day=_int(c["day"], "day", 1), phase=Phase(phase),
                          phase_done=bool(c.get("phase_done")), phase_started=bool(c.get("phase_started")),
                          first_player=str(c["first_player"]), turn=c.get("turn"), passed=set(c.get("passed") or []),
                          limbo=limbo, winner=data["result"].get("winner"), over=bool(data["result"].get("over")),
                          next_number=_int(mem["next_number"], "next object number", 1), rng=rng,
                          cleaned_at=_int(mem.get("cleaned_at", 0), "the object number Clean-up ended at", 0),
                          moved_today={(p, e) for p, e in c.get("moved_today") or []},
                          first_player_random=bool(c.get("first_player_random")),
                          activations={(uid, int(i), int(day)): int(n) for uid, i, day, n in mem.get("activations") or []},
                          quick_uses={(str(uid), int(i), int(day)): int(n) for uid, i, day, n in mem.get("quick_uses") or []},
                          pending_boosts={str(k): int(v) for k, v in (mem.get("pending_boosts") or {}).items()},
                          pending_discounts={str(k): [(str(d[0]), _int(d[1], "a cost decrease", 0, 99), str(d[2]) if len(d) > 2 else "turn")
                                                      + ((_int(d[3], "a cost decrease's minimum", 0, 99),) if len(d) > 3 and d[3] else ())
                                                      for d in v]
                                             for k, v in (mem.get("pending_discounts") or {}).items()},
                          pending_next={str(k): [_next_card(r) for r in v] for k, v in (mem.get("pending_next") or {}).items()},
                          played_this_afternoon={str(k): _int(v, "Characters played this Afternoon")
                                                 for k, v in (mem.get("played_this_afternoon") or {}).items()},
                          history=[_history(h) for h in mem.get("history") or []],
                          pending_joins=[_pending_join(r) for r in mem.get("pending_joins") or []],
                          pending_times=[_pending_time(r) for r in mem.get("pending_times") or []],
                          extra_turns={str(k): _int(v, "extra turns", 0, 99) for k, v in (mem.get("extra_turns") or {}).items()},
                          turn_number=_int(mem.get("turn_number", 0), "turn number"),
                          token_count=_int(mem.get("token_count", 0), "tokens made"), max_days=c.get("max_days"),
                          mode=mode, seats=tuple(seated) if Mode(mode).multiplayer else (),
                          edition=_one_of(Edition, c.get("edition", "builtin"), "edition"))
        _need(state.first_player in names, f"the first player {state.first_player!r} is not a player (4.1.g)")
        state.gone = {o.uid: o for o in gone}
        state.last_place = {str(k): (_int(v[0], "an object number", 0), str(v[1]), bool(v[2]), str(v[3]))
                            for k, v in (mem.get("last_place") or {}).items()}
    except PositionError:
        raise
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, struct.error) as exc:
        raise PositionError(f"not a position: {type(exc).__name__} {' '.join(str(exc).split())[:200]}") from None
    wrong = problems(state)
    if wrong:
        raise PositionError(wrong[0])
    game = cls(state)
    d = data.get("decision")
    if d is not None:
        try:
            action = Action.parse(game, d["action"])
            w = d["waiting"]
            kind = DecisionKind(w["kind"])
            options = tuple(tuple(o) if isinstance(o, list) else o for o in w["options"])
            answers = tuple((p, DecisionKind(k), tuple(v) if isinstance(v, list) else v) for p, k, v in d["answers"])
            game.pending = Pending(action, answers, Decision(w["player"], kind, options, w["rule"], w.get("what", "")))
        except (KeyError, TypeError, ValueError) as exc:
            raise PositionError(f"the waiting decision: {' '.join(str(exc).split())[:200]}") from None
    return game


def _one_of(kind, value, what: str) -> str:
    """A value of an enum (enums.Mode, enums.Edition), or a PositionError naming the ones there are."""
    _need(value in {m.value for m in kind}, f"{what} {value!r} is not one of {', '.join(m.value for m in kind)}")
    return str(value)
