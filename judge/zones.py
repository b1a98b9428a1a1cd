"""Moving objects between zones, and what a move does to them.

Every change of zone goes through `move`, so the rules that modify moves apply everywhere:
the new object (2.1.c), tokens ceasing to exist (2.1.d), Fleeting characters discarded instead
of going to Reserve (2.4.6.c), boosts (2.4.4) and counters (2.5.i-j), Seasoned (7.4.4), the
owner's private zone (3.1.2.c), and the join/leave events (7.5.4, 7.5.5).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import words
from .editions import v5
from .enums import Phase, Status, Zone
from .expeditions import expeditions_of
from .rules import implements
from .state import EXPEDITION_ZONES, HIDDEN, IN_PLAY, PRIVATE_ZONES, SHARED_ZONES, VISIBLE, GameObject
from .table import EngineError
from .triggers import signal

if TYPE_CHECKING:
    from .table import Table

EXPEDITION_ZONE = EXPEDITION_ZONES
JOIN_NOTICED = frozenset({Zone.HERO_EXPEDITION, Zone.COMPANION_EXPEDITION, Zone.LANDMARKS, Zone.RESERVE, Zone.DISCARD})
LEAVE_NOTICED = frozenset({*IN_PLAY, Zone.RESERVE})


def where(game: "Table", obj: GameObject) -> tuple[str | None, str]:
    """(player whose zone holds it, zone name)."""
    state = game.state
    zone = obj.zone
    if zone == Zone.LIMBO:
        player = None
    elif zone in EXPEDITION_ZONE:
        player = obj.controller
    else:
        player = obj.owner
    try:
        if any(o is obj for o in state.zone_list(player or "", zone)):  # where it says it is: one list, not all
            return player, zone
    except (KeyError, ValueError):
        pass
    if any(o is obj for o in game.state.limbo):
        return None, "limbo"
    for p in game.state.players:
        for z, objs in p.zones.items():
            if any(o is obj for o in objs):
                return p.name, z
        for e, objs in p.expeditions.items():
            if any(o is obj for o in objs):
                return p.name, f"{e} expedition"
    return None, "nowhere"


def own(game: "Table", obj: GameObject) -> GameObject:
    """The object, safe to change: a card in a shared zone (a Deck, a Discard pile, a Hand, a Mana
    zone) is shared with the state's snapshots (see GameState.copy), so it is replaced by a copy
    of its own first."""
    if obj.zone not in SHARED_ZONES:
        return obj
    for p in game.state.players:
        objs = p.zones[obj.zone]
        for i, o in enumerate(objs):
            if o is obj:
                fresh = obj.copy()
                objs[i] = fresh
                return fresh
    return obj


def zone_label(player: str | None, zone: str) -> str:
    return zone if player is None else f"{player} {zone}"


@implements("3.1.2.c")
def destination_owner(game: "Table", obj: GameObject, zone: str, player: str) -> str:
    """A card going to a private zone that is not its owner's goes to its owner's instead."""
    if zone in PRIVATE_ZONES and player != obj.owner:
        game.trace.emit("redirect", f"{obj.label()} goes to {obj.owner}'s {zone}, its owner's, not {player}'s", ["3.1.2.c"], object=obj.uid)
        return obj.owner
    return player


@implements("2.1.c", "2.1.d", "2.4.4.b", "2.4.6.c", "2.5.i", "2.5.j", "7.4.4.b", "7.4.4.c",
            "7.5.4.a", "7.5.4.d", "7.5.5.a", "7.5.5.b")
def move(game: "Table", obj: GameObject, zone: str, player: str | None = None, *,
         index: int | None = None, cause: str = "", seasoned: bool | None = None, by: str | None = None) -> GameObject | None:
    """Move `obj` to `zone` (of `player`, by default its owner or controller). Returns the object
    as it is in its new zone, or None when it ceased to exist (a token leaving play). `seasoned`:
    whether it had Seasoned before a move of several objects at once began (Rest), found then.
    `by`: the player who moves it, where another player's effect may (a Sabotage discards an
    opponent's card); its owner otherwise."""
    state = game.state
    src_player, src_zone = where(game, obj)
    player = player or (obj.controller if zone in EXPEDITION_ZONE else obj.owner)
    player = destination_owner(game, obj, zone, player)

    from_expedition = src_zone in EXPEDITION_ZONE
    if from_expedition and zone not in EXPEDITION_ZONE and held_in_place(game, obj, f"leave the Expedition zone for the {zone}"):
        return obj  # it stays: the same object, where it was
    if from_expedition and zone == "reserve" and words.DEFECT_INSTEAD in obj.passives() and defects_instead(game, obj):
        return obj  # it stays in the Expedition zone: the same object, in the expedition facing the one it was in
    was_controller = obj.controller  # whose its reactions to leaving are (triggers.create_emblem)
    had_boosts = obj.boosts  # as it was before the move ("for each of my boosts" of a reaction to its leaving)
    # and its statuses ("When I leave the Expedition zone, if I was Fleeting": as it was, v5.0 6.3.j)
    had_statuses = tuple(sorted(str(st) for st in obj.statuses))
    if from_expedition and zone not in EXPEDITION_ZONE:  # where it was, for what asks about it once gone (v5.0 2.1.h)
        state.last_place[obj.uid] = (obj.number, src_zone, obj.has("Gigantic"), obj.controller)
    to_mana, was = False, zone
    if from_expedition and zone not in EXPEDITION_ZONE and obj.card.leave_replacements:
        zone, to_mana = _leave_replacement(game, obj, zone)
    # a Fleeting Character, or Expedition Permanent (published game, v5.0 2.4.7.d), is discarded
    fleeting = from_expedition and zone == "reserve" and Status.FLEETING in obj.statuses and obj.card.in_expeditions
    if to_mana and was == "reserve" and Status.FLEETING in obj.statuses and obj.card.in_expeditions:
        game.trace.emit("replace", f"{obj.label()} is Fleeting, but it goes to the Mana zone, not the Reserve: whichever of the two "
                        "replacements applies first, the other leaves it there (v5.0 6.2.h-i)", [], published=True,
                        object=obj.uid)
    if obj.card.replacements and src_zone in IN_PLAY and not to_mana:
        zone = _own_replacement(game, obj, zone, fleeting)
        fleeting = fleeting and zone == "reserve"
    if fleeting:
        zone = "discard"
        game.trace.emit("replace", f"{obj.label()} is Fleeting: it goes to the Discard pile instead of the Reserve",
                        ["2.4.6.c"], object=obj.uid)

    if from_expedition and obj.boosts and zone == "reserve" and seasoned is None:
        # the object leaving needs Seasoned, as it is before it moves (7.4.4.b remark): its own, or
        # one a passive ability gives it (judge/keywords.py, through the Game)
        seasoned = game.has_keyword(obj, "Seasoned")
    if zone == "discard" and src_zone in ("hand", "reserve") and by in (None, obj.owner):
        # "if you discarded a card from your hand or Reserve this turn": its owner discarding it (not
        # another player's Sabotage of it)
        state.note("discard", obj.owner, src_zone)
    src_list = state.zone_list(src_player or "", src_zone)
    src_list.remove(obj)
    if src_zone in SHARED_ZONES:
        # Cards in these zones are shared by the snapshots of the state (state.SHARED_ZONES):
        # the card leaving is a copy, and the copy is the object from now on.
        obj = obj.copy()
    game.trace.emit("leave", f"{obj.label()} leaves {zone_label(src_player, src_zone)}", ["7.5.5.a"],
                    object=obj.uid, zone=src_zone, player=src_player)

    # What the object keeps. Boosts: kept across zones except when leaving the Expedition zone
    # (2.4.4 remark), where Seasoned keeps them on the way to the Reserve (7.4.4.b-c).
    if from_expedition and obj.boosts:
        if seasoned and zone == "reserve":
            game.trace.emit("keep", f"{obj.label()} keeps its {_n(obj.boosts, 'boost')}: Seasoned", ["7.4.4.b", "7.4.4.c"], object=obj.uid)
        else:
            game.trace.emit("lose", f"{obj.label()} loses its {_n(obj.boosts, 'boost')} as it leaves the Expedition zone",
                            ["2.4.4.b"], object=obj.uid)
            obj.boosts = 0
    if obj.counters and (src_zone in EXPEDITION_ZONE or src_zone == "landmarks"):
        game.trace.emit("lose", f"{obj.label()} loses its counters ({_counters(obj)})", ["2.5.i"], object=obj.uid)
        obj.counters = {}
    elif (obj.counters or obj.boosts) and zone == Zone.DISCARD and v5(game):
        _into_discard(game, obj)
    elif obj.counters and src_zone in ("discard", "reserve", "limbo") and zone not in HIDDEN:
        game.trace.emit("keep", f"{obj.label()} keeps its counters ({_counters(obj)})", ["2.5.j"], object=obj.uid)
    if zone in HIDDEN:
        # Cards in hidden zones have no boosts, counters or statuses (published game, 2.4.1.c, 2.5.b).
        obj.boosts, obj.counters = 0, {}
        obj.statuses = frozenset()
    else:
        # An object entering a new zone has no status until said otherwise (published game, 2.4.1.d).
        obj.statuses = frozenset()
    obj.lost = frozenset()  # a new object: effects on the old one do not apply to it (2.1.c)
    if not (src_zone in EXPEDITION_ZONE and zone in EXPEDITION_ZONE):
        obj.subtypes_gained = ()  # "I lose these sub-types when I leave the Expedition zone" (the cards' reminder)
    obj.gained = frozenset()  # what passive abilities give it is found again where it is (judge/gigantic.py)
    if obj.card.printed is not None and zone != Zone.LANDMARKS:
        # played with Temple, it is a Landmark Permanent from Limbo to the Landmarks and while there
        # (another player's too, taking control): going anywhere else, it is the card as printed
        # again (published game, as the later sets' reminder states it: judge/temple.py)
        obj.card = obj.card.printed

    target_player = None if zone == "limbo" else player
    if obj.card.token and src_zone == Zone.LANDMARKS and zone != Zone.LANDMARKS:
        # a Landmark token (published game, the later sets): both editions make a token cease to
        # exist only as it leaves the Expedition zone (2.1.d; v5.0 2.1.e), and a token is a card
        # for the rules (v5.0 1.1.7.b): it goes where it is sent, as the text says
        game.trace.emit("token", f"{obj.label()} is a token leaving the Landmark zone: the rules make a token cease to exist only as "
                        f"it leaves the Expedition zone (2.1.d; v5.0 2.1.e), so it goes to {zone_label(target_player, zone)} as a card "
                        "(v5.0 1.1.7.b)", ["2.1.d"], published=True, object=obj.uid)
    if obj.card.token and from_expedition and zone not in EXPEDITION_ZONE and v5(game):
        return _token_never_joins(game, obj, zone, target_player, src_zone, src_player, had_boosts, had_statuses)
    if obj.card.token and obj.card.type == "character" and src_zone == Zone.RESERVE and zone != "limbo" and zone not in EXPEDITION_ZONE:
        # a Signature token in a Reserve (the published game: the later sets create them there, and
        # their token cards' reminders say it may be played into an expedition and is removed from
        # the game on any other move): played, it goes through Limbo; any other way, it never joins
        # and ceases to exist, as a token leaving the Expedition zone does (v5.0 2.1.e)
        game.trace.emit("token", f"{obj.label()} is a token in a Reserve: the later sets' token cards remove it from the game if it "
                        "would go anywhere but into play (the published game; v5.0 2.1.e for the Expedition zone)", ["2.1.d"],
                        published=True, object=obj.uid)
        return _token_never_joins(game, obj, zone, target_player, src_zone, src_player, had_boosts, had_statuses)
    dest = state.zone_list(target_player or "", zone)
    if index is None:
        dest.append(obj)
    else:
        dest.insert(index, obj)
    obj.zone = zone
    if zone in EXPEDITION_ZONE:
        obj.controller = player
    elif zone in PRIVATE_ZONES:
        obj.controller = obj.owner
    if zone in VISIBLE:
        old = obj.number
        obj.number = state.new_number()
        new_object = f"; it is a new object (#{old} -> #{obj.number})"
    else:
        new_object = ""
    if to_mana:  # a card put in the Mana zone is an exhausted Mana Orb unless said otherwise (published game, v5.0 3.2.9.b)
        obj.add_status(Status.EXHAUSTED)
    game.trace.emit("join", f"{obj.label()} joins {zone_label(target_player, zone)}{new_object}",
                    ["7.5.4.a", "2.1.c"] if new_object else ["7.5.4.a"],
                    object=obj.uid, zone=zone, player=target_player, cause=cause)

    if src_zone in LEAVE_NOTICED:  # no trigger notices an object leaving anywhere else (triggers._matches)
        signal(game, "leave", subject=obj, from_zone=src_zone, zone=zone, from_player=src_player,
               before={"zone": src_zone, "boosts": had_boosts, "controller": was_controller, "statuses": had_statuses})
    if obj.card.token and from_expedition and zone not in EXPEDITION_ZONE:
        # Built-in edition: the token does join its new zone, and then ceases to exist (2.1.d):
        # what notices a card joining that zone notices it
        if zone in JOIN_NOTICED:
            signal(game, "join", subject=obj, zone=zone, from_zone=src_zone, by=by, cause=cause,
                   before={"zone": src_zone, "controller": was_controller, "boosts": had_boosts})
        dest.remove(obj)
        obj.exists = False
        state.gone[obj.uid] = obj
        game.trace.emit("cease", f"{obj.label()} is a token: it ceases to exist once it has joined {zone_label(target_player, zone)}",
                        ["2.1.d", "7.5.4.d", "7.5.5.b"], object=obj.uid)
        return None
    if zone in JOIN_NOTICED:  # nor one joining anything but an expedition, the Landmark zone, a Reserve or a Discard pile
        signal(game, "join", subject=obj, zone=zone, from_zone=src_zone, by=by, cause=cause,
                   before={"zone": src_zone, "controller": was_controller, "boosts": had_boosts})
    if zone in EXPEDITION_ZONE and src_zone not in EXPEDITION_ZONE and obj.boosts:
        # moved into play with boosts (a Seasoned Character from Reserve): it "became" Boosted (published game, v5.0 7.5.4.a's remark)
        signal(game, "became", subject=obj, status="boosted")
    return obj


@implements("2.1.d", "v5.0 2.1.e", "v5.0 7.5.11.b")
def _token_never_joins(game: "Table", obj: GameObject, zone: str, player: str | None, src_zone: str,
                       src_player: str | None, had_boosts: int, had_statuses: tuple) -> None:
    """v5.0: a token leaving the Expedition zone does leave it, but never joins its new zone: it
    ceases to exist as it would (2.1.e, 7.5.11.b), so nothing that notices a card joining that
    zone notices it. (Built-in edition, in `move`: it joins, then ceases, 2.1.d.)"""
    state = game.state
    obj.zone, obj.exists = zone, False
    state.gone[obj.uid] = obj
    game.trace.emit("cease", f"{obj.label()} is a token: it ceases to exist instead of joining {zone_label(player, zone)}",
                    ["v5.0 2.1.e", "v5.0 7.5.11.b"], object=obj.uid)
    signal(game, "leave", subject=obj, from_zone=src_zone, zone=zone, from_player=src_player,
           before={"zone": src_zone, "boosts": had_boosts, "statuses": had_statuses})
    return None


@implements("2.5.j", "2.4.4.b", "v5.0 2.5.b", "v5.0 2.5.l", "v5.0 2.4.5.b")
def _into_discard(game: "Table", obj: GameObject) -> None:
    """A card from the Reserve or Limbo joins a Discard pile. Built-in edition: it keeps its
    counters (2.5.j) and boosts (lost only on leaving the Expedition zone, 2.4.4.b). v5.0: a
    Discard pile holds no counters (2.5.b, 2.5.l) and a card joining it loses its boosts (2.4.5.b)."""
    kept = ", ".join(filter(None, (_counters(obj) if obj.counters else "", _n(obj.boosts, "boost") if obj.boosts else "")))
    game.trace.emit("lose", f"{obj.label()} loses its counters and boosts ({kept}) as it joins a Discard pile",
                    ["v5.0 2.5.b", "v5.0 2.5.l", "v5.0 2.4.5.b"], object=obj.uid)
    obj.boosts, obj.counters = 0, {}


@implements("v5.0 6.2.h", "v5.0 6.2.i")
def own_first(game: "Table", obj: GameObject, own: str) -> bool:
    """A Fleeting object would go to Reserve and two replacing modifiers apply: Fleeting's (it goes to
    the Discard pile instead, 2.4.6.c) and its own (`own`). The controller of the step chooses which
    applies first (the first player in initiative order for a step with none: published game,
    v5.0 6.2.h); once one has, the other no longer applies (it is not going to Reserve, 6.2.i).
    True when its own applies."""
    chooser, answer = game.first_modifier(f"which replacement applies first to {obj.label()} going to Reserve",
                                          ["its own", "fleeting"], f"which replacement applies first to {obj.label()} going to "
                                          f"Reserve: its own ({own}) or Fleeting's (it is discarded)")
    game.trace.emit("replace", f"{chooser} chooses {'its own replacement' if answer == 'its own' else 'Fleeting'} to apply first "
                    f"to {obj.label()} going to Reserve: {own if answer == 'its own' else 'it is discarded'}; the other no longer "
                    "applies (v5.0 6.2.h-i)", [], published=True, object=obj.uid, player=chooser)
    return answer == "its own"


def _own_replacement(game: "Table", obj: GameObject, zone: str, fleeting: bool) -> str:
    """"If I would go to X from play, I go to Y instead": the object's own replacement, as
    Fleeting's (2.4.6.c) and the owner's zones' (3.1.2.c) are written. With Fleeting's too, the
    step's controller chooses which applies first (published game, v5.0 6.2.h: own_first); two of
    its own going to different zones, which the engine has no way to order, stop the run."""
    mine = [goes for would, goes in obj.card.replacements if would == zone]
    if not mine:
        return zone
    if len(mine) > 1:
        raise EngineError(f"{obj.label()}: two of its own replacement effects apply to its going to the {zone}; "
                          "the order in which they apply is not modelled")
    if fleeting and not own_first(game, obj, f"it goes to the {mine[0]}"):
        return zone  # Fleeting's first: it goes to the Discard pile, where its own no longer applies (v5.0 6.2.i)
    game.trace.emit("replace", f"{obj.label()} would go to the {zone}: it goes to the {mine[0]} instead (its own ability)",
                    [], published=True, object=obj.uid)
    return mine[0]


HELD_IN_PLACE = words.HELD_IN_PLACE  # the passives that keep a Character in their expedition (judge/words.py)
# a sacrifice (judge/effects.py, which imports this module, sets it): what a Fane's controller pays to keep a Character
sacrifice = None
# its own "I gain Fleeting and defect instead" of going to Reserve (judge/effects.py sets it, as `sacrifice`)
defects_instead = None


@implements("v5.0 6.2.b", "v5.0 6.2.d", "v5.0 6.2.h", "v5.0 7.5.11.c")
def held_in_place(game: "Table", obj: GameObject, why: str) -> bool:
    """A Character about to leave an expedition during the Afternoon (leaving the Expedition zone,
    or switching out of it, v5.0 7.5.11.c) stays there when a Permanent of its controller's says so
    (HELD_IN_PLACE: Floral Tent's, in its own expedition, the Character losing the status or all its
    boosts; Fane of Calypso's, in either of their expeditions, if they sacrifice it) and it has the
    status: a replacing modifier (published game, v5.0 6.2.b), applied as the step is about to
    happen, an optional one if its controller says so then (6.2.d). True when the leaving is so
    replaced. Several kinds that would change it differently: its controller chooses the order
    (6.2.h), which is not modelled (the run stops)."""
    if game.state.phase != Phase.AFTERNOON or obj.card.type != "character" or obj.zone not in EXPEDITION_ZONES:
        return False
    mine = set(expeditions_of(obj))
    p = game.state.player(obj.controller)
    holders = []
    for o in (*p.zones["landmarks"], *p.expeditions["hero"], *p.expeditions["companion"]):
        if o is obj or not o.exists or o.card.type != "permanent":
            continue
        for passive in o.passives():
            held = HELD_IN_PLACE.get(passive)
            if held is None or (held[1] == "mine" and not mine & set(expeditions_of(o))):
                continue
            if (obj.boosts > 0 if held[0] == "boosted" else obj.has_status(held[0])) and (o, held) not in holders:
                holders.append((o, held))
    if not holders:
        return False
    if len({h for _, h in holders}) > 1 or obj.card.leave_replacements or obj.card.replacements \
            or words.DEFECT_INSTEAD in obj.passives():
        raise EngineError(f"not modelled: {obj.label()} would leave its expedition, and two replacements that change it differently "
                          f"apply ({', '.join([h.label() for h, _ in holders] + ([obj.label()] if len(holders) == 1 else []))}): "
                          "its controller chooses which first (v5.0 6.2.h)")
    for holder, (status, _, optional, loses) in holders:
        if optional:
            if holder.zone not in IN_PLAY or not game.ask_may(holder.controller, f"whether to sacrifice {holder.label()} to keep "
                                                              f"{obj.label()} in its expedition (v5.0 6.2.d)", "6.1.g"):
                continue
            game.trace.emit("replace", f"{obj.label()} would {why} during the Afternoon: {holder.controller} sacrifices "
                            f"{holder.label()} to keep it in its expedition ({holder.label()}'s passive ability; v5.0 6.2.b, 6.2.d)",
                            [], published=True, object=obj.uid)
            sacrifice(game, holder, holder.controller)
        if not loses:
            game.trace.emit("replace", f"{obj.label()} stays in its expedition", [], published=True, object=obj.uid)
        elif status == "boosted":
            lost = obj.boosts
            obj.boosts = 0
            game.trace.emit("replace", f"{obj.label()} would {why} during the Afternoon: it loses all its boosts ({lost}) instead and "
                            f"stays in its expedition ({holder.label()}'s passive ability; v5.0 6.2.b)", [], published=True, object=obj.uid)
        else:
            obj.drop_status(status)
            game.trace.emit("replace", f"{obj.label()} would {why} during the Afternoon: it loses {status.capitalize()} instead and "
                            f"stays in its expedition ({holder.label()}'s passive ability; v5.0 6.2.b)", [], published=True, object=obj.uid)
        return True
    return False


def _leave_replacement(game: "Table", obj: GameObject, zone: str) -> tuple[str, bool]:
    """"If I would leave the Expedition zone [while ...], [you may] put me in my owner's Mana zone
    instead": (the zone it goes to, whether it is the Mana zone). The built-in edition has no
    modifiers; the published game: an optional one is chosen by the controller of the object
    whose ability it is as it is about to apply (v5.0 6.2.b, 6.2.d); the condition ("while I have
    N or more boosts", the only one the language takes here) is checked then, the object as it is
    before the move."""
    for goes, cond, may, otherwise in obj.card.leave_replacements:
        if cond and obj.boosts < words.condition(cond).n:
            continue
        if obj.card.replacements:
            raise EngineError(f"{obj.label()}: two of its own replacement effects apply to its leaving the Expedition zone; "
                              "the order in which they apply is not modelled")
        if may:
            if not game.ask_may(obj.controller, f"whether to put {obj.label()} in {obj.owner}'s Mana zone instead of the "
                                f"{zone} (v5.0 6.2.d)", "6.1.g"):
                game.trace.emit("replace", f"{obj.controller} does not put {obj.label()} in the Mana zone: it goes to the {zone} "
                                "(v5.0 6.2.d)", [], published=True, object=obj.uid)
                if otherwise:  # "If you don't, ...": a step added after the current one (v5.0 6.2.e; verbs.alternatives)
                    game.state.alternatives.append((obj.controller, obj.uid, obj.number, obj.label(), otherwise))
                continue
        game.trace.emit("replace", f"{obj.label()} would leave the Expedition zone for the {zone}: it goes to {obj.owner}'s Mana "
                        "zone instead, as an exhausted Mana Orb (its own ability; v5.0 6.2.b, 3.2.9.b)", [],
                        published=True, object=obj.uid)
        return goes, True
    return zone, False


def in_play(obj: GameObject) -> bool:
    return obj.exists and obj.zone in IN_PLAY


def _n(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _counters(obj: GameObject) -> str:
    return ", ".join(f"{n} {name}" for name, n in sorted(obj.counters.items()))
