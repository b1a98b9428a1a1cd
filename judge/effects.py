"""Keyword actions a card's effect performs (7.3), as a judge can apply them from a scenario."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import adventure, deck, words
from .enums import Status, Zone, expedition_of
from .keywords import defender as _defender
from .passives import counters_refused, only_due_to
from .rules import implements
from .seats import facing as seat_facing
from .state import EXPEDITION_ZONES, IN_PLAY, GameObject
from .table import EngineError
from .triggers import signal
from .victory import after_move
from . import zones
from .zones import held_in_place, move

if TYPE_CHECKING:
    from .table import Table


@implements("7.3.11.a", "7.4.1.b", "7.4.1.d", "4.3.a", "4.3.b")
def move_expedition_forward(game: "Table", player: str, exp: str) -> None:
    defender = _defender(game, player, exp)
    if game.state.phase == "dusk" and defender is not None:
        game.trace.emit("defender", f"{player} {exp} expedition cannot move forward during Dusk: {defender.label()} has Defender",
                        ["7.4.1.b", "7.4.1.d"], object=defender.uid, player=player, expedition=exp)
        return
    facing = only_due_to(game, player, exp) if game.state.phase == "dusk" else []
    if facing:
        # an effect's move is due to no terrain (only Progress moves an expedition due to one,
        # 4.2.4.h): an object facing this expedition, in a region of its terrain, lets it move
        # forward during Dusk only due to that terrain (published card, Will-o'-the-Wisp; the
        # built-in edition is silent; v5.0 4.2.4.d: no other reason than Progress)
        source, terrain = facing[0]
        game.trace.emit("no-move", f"{player} {exp} expedition can't move forward by an effect: its region has {terrain} and, facing "
                        f"{source.label()}, it may move forward during Dusk only due to {terrain} (v5.0 4.2.4.d)", [], published=True,
                        object=source.uid, player=player, expedition=exp)
        return
    if adventure.move_forward(game, player, exp):
        after_move(game)


@implements("7.3.10.a")
def move_expedition_backward(game: "Table", player: str, exp: str) -> None:
    adventure.move_backward(game, player, exp)


@implements("7.3.4.a")
def discard(game: "Table", obj: GameObject, by: str | None = None) -> None:
    """`by`: the player whose effect discards it (its owner when not said)."""
    game.trace.emit("discard", f"{obj.label()} is discarded", ["7.3.4.a"], object=obj.uid)
    move(game, obj, "discard", obj.owner, cause="discard", by=by)


def sacrifice(game: "Table", o: GameObject, player: str | None = None) -> None:
    """`player` sacrifices `o` (by default its controller): one sacrifice for effects and a
    judge's steps alike."""
    player = player or o.controller
    before = {"statuses": set(o.statuses), "zone": o.zone, "controller": o.controller, "boosts": o.boosts}
    # Sacrifice is named, not defined, in the built-in edition; the published game: "choose an
    # object you control and discard it" (v5.0 glossary, 7.3.36).
    game.trace.emit("sacrifice", f"{player} sacrifices {o.label()}: it is discarded", ["7.3.4.a"], published=True, object=o.uid)
    new = move(game, o, Zone.DISCARD, o.owner, cause="sacrifice")
    # remembered this turn and day: "if you sacrificed a Character this turn" (its sub-types, its type, token)
    game.state.note("sacrificed", player, ",".join((*o.card.subtypes, o.card.type, *(("token",) if o.card.token else ()))))
    signal(game, "sacrificed", subject=new or o, before=before, player=player)


zones.sacrifice = sacrifice  # a held Character's keeper sacrificed (zones.held_in_place; it cannot import this module)


def _to_expedition(game: "Table", obj: GameObject, player: str, exp: str) -> tuple[str, str]:
    """An object in the Expedition zone goes to `player`'s `exp` expedition, staying in the zone
    (the same object), and that player controls it (v5.0 7.5.5.b): defecting, taking control.
    Returns (its controller before, the expedition it was in)."""
    here = str(expedition_of(obj.zone))
    was = obj.controller
    game.state.player(was).expeditions[here].remove(obj)
    game.state.player(player).expeditions[exp].append(obj)
    obj.zone, obj.controller = f"{exp} expedition", player
    return was, here


@implements("v5.0 7.3.6.a", "v5.0 7.5.5.b", "v5.0 7.4.4.i")
def defect(game: "Table", obj: GameObject) -> None:
    """An object in an expedition defects: it goes to the expedition facing it, whose player then
    controls it (a player controls what is in their expeditions); it stays in the Expedition zone,
    so it is the same object, with its boosts and statuses, and its owner is unchanged (when it
    leaves play, its card goes to its owner's zones, 3.1.2.c). A Gigantic Character's card goes to
    the expedition facing the one holding it. The built-in edition has no Defect: the published
    game, as v5.0 defines it."""
    to_player, there = seat_facing(game.state, obj.controller, expedition_of(obj.zone))
    if held_in_place(game, obj, "defect"):
        return  # leaving its expedition replaced: it stays
    was, here = _to_expedition(game, obj, to_player, str(there))
    gigantic = " (it is Gigantic: its card goes to the expedition facing the one holding it)" if obj.has("Gigantic") else ""
    game.trace.emit("defect", f"{obj.label()} defects: it goes from {was}'s {here} expedition to the expedition facing it, "
                    f"{to_player}'s {there} expedition, and {to_player} controls it; it stays in the Expedition zone and is the "
                    f"same object{gigantic} (v5.0 7.3.6.a, 7.5.5.b)", [], published=True, object=obj.uid, player=to_player,
                    expedition=str(there))
    signal(game, "join", subject=obj, zone=obj.zone, from_zone=f"{here} expedition", from_player=was)


@implements("v5.0 6.2.b", "v5.0 6.2.h", "v5.0 7.3.6.a")
def defects_instead(game: "Table", obj: GameObject) -> bool:
    """An object that gains Fleeting and defects in place of going to Reserve from play (a later
    set's Character): its own replacing modifier (published game, v5.0 6.2.b), asked as it is about to go. A Fleeting
    object has Fleeting's too (it would be discarded): the step's controller chooses which applies
    first (6.2.h: zones.own_first). True when it gained Fleeting and defected in the move's place
    (no leave event: it never left the Expedition zone). With another replacement of its own, the
    order is not modelled: the run stops."""
    if obj.card.leave_replacements or obj.card.replacements:
        raise EngineError(f"not modelled: {obj.label()} would go to Reserve and two of its own replacements apply "
                          "(v5.0 6.2.h)")
    if Status.FLEETING in obj.statuses and not zones.own_first(game, obj, "it gains Fleeting and defects"):
        return False
    game.trace.emit("replace", f"{obj.label()} would go to Reserve from the Expedition zone: it gains Fleeting and defects "
                    "instead (its own ability; v5.0 6.2.b)", [], published=True, object=obj.uid)
    gain_status(game, obj, Status.FLEETING)
    if obj.exists and obj.zone in EXPEDITION_ZONES:
        defect(game, obj)
    return True


zones.defects_instead = defects_instead  # asked by zones.move, which cannot import this module


@implements("v5.0 7.3.40.a", "v5.0 7.3.40.b", "v5.0 7.5.5.b")
def take_control(game: "Table", player: str, obj: GameObject, exp: str | None) -> None:
    """`player` takes control of another player's object: one in an expedition goes to `exp`, one
    of theirs; one in the Landmark zone to their Landmarks. It stays in its zone (the Expedition
    zone, the Landmark zone: shared zones of v5.0), so it is the same object, and it does not enter
    play: its {J} abilities are not activated (v5.0 7.3.40.b remark). The built-in edition has no
    such action: the published game."""
    was = obj.controller
    if obj.zone == Zone.LANDMARKS:
        game.state.player(was).zones[Zone.LANDMARKS].remove(obj)
        game.state.player(player).zones[Zone.LANDMARKS].append(obj)
        obj.controller = player
        game.trace.emit("control", f"{player} takes control of {obj.label()}: it goes from {was}'s Landmarks to {player}'s; the same "
                        f"object, owned by {obj.owner} (v5.0 7.3.40.b, 1.1.3.d)", [], published=True, object=obj.uid, player=player)
        signal(game, "join", subject=obj, zone=obj.zone, from_zone=Zone.LANDMARKS, from_player=was)
        return
    if held_in_place(game, obj, f"go to {player}'s {exp} expedition"):
        return  # leaving its expedition replaced: it stays
    _, here = _to_expedition(game, obj, player, str(exp))
    game.trace.emit("control", f"{player} takes control of {obj.label()}: it goes from {was}'s {here} expedition to {player}'s {exp} "
                    f"expedition; the same object, owned by {obj.owner}, and it does not enter play (v5.0 7.3.40.a)", [], published=True,
                    object=obj.uid, player=player, expedition=str(exp))
    signal(game, "join", subject=obj, zone=obj.zone, from_zone=f"{here} expedition", from_player=was)


@implements("7.3.22.a", "7.3.22.b", "3.2.4.d", "7.5.4.c", "7.5.5.c", "7.4.3.j")
def switch_expeditions(game: "Table", obj: GameObject) -> None:
    if not obj.has("Gigantic") and held_in_place(game, obj, "switch expeditions"):
        return  # leaving its expedition replaced: it stays (published game, v5.0 7.5.11.c, 6.2.b)
    p = game.state.player(obj.controller)
    here = "hero" if obj in p.expeditions["hero"] else "companion"
    there = "companion" if here == "hero" else "hero"
    p.expeditions[here].remove(obj)
    p.expeditions[there].append(obj)
    obj.zone = f"{there} expedition"  # where its card is, for whatever asks which expedition holds it
    if obj.has("Gigantic"):
        game.trace.emit("switch", f"{obj.label()} is Gigantic: its card goes to the {there} expedition; the Character neither "
                        "leaves nor joins either expedition", ["7.4.3.j"], object=obj.uid)
        return
    if obj.card.type != "character":  # an Expedition Permanent: sent to the other expedition (7.3.22.a)
        game.trace.emit("switch", f"{obj.label()} switches expeditions: it goes from the {here} expedition to the {there} "
                        "expedition, and stays the same object", ["7.3.22.a", "3.2.4.d"], object=obj.uid, expedition=there)
    else:
        game.trace.emit("switch", f"{obj.label()} switches expeditions: it leaves the {here} expedition and joins the {there} "
                        "expedition; it neither leaves nor joins the Expedition zone, and stays the same object",
                        ["7.3.22.a", "7.3.22.b", "3.2.4.d", "7.5.4.c", "7.5.5.c"], object=obj.uid, expedition=there)
        # it leaves its former expedition, not the Expedition zone (published game, v5.0 7.5.11.c): an
        # event only "When I leave an Ascended Expedition" notices (triggers._matches)
        signal(game, "leave", subject=obj, from_zone=f"{here} expedition", zone=obj.zone, from_player=obj.controller, switched=True)
    signal(game, "join", subject=obj, zone=obj.zone, from_zone=f"{here} expedition")


def gain_status(game: "Table", o: GameObject, status: str, said: str = "", rules=()) -> None:
    """`o` gains a status: the one way statuses are gained by effects and by playing a card, so
    that what changes it applies everywhere. A Landmark Permanent cannot be Fleeting (5.2.2.a).
    Published game (the built-in edition has no such rules): an object that already has a status
    cannot gain it, and nothing triggers (v5.0 2.4.1.f), unless a passive ability of its own says it
    can, when nothing changes but its reactions trigger (2.4.1.g); and a passive ability of its own,
    while it is in play, may replace the gain ("if I would gain Fleeting, I gain 1 boost instead")."""
    said = said or f"{o.label()} gains {status.capitalize()}"
    if status == Status.FLEETING and o.card.type == "permanent" and not o.card.in_expeditions:
        game.trace.emit("status", f"{o.label()} is a Landmark Permanent: it cannot gain Fleeting", ["5.2.2.a"], object=o.uid)
        return
    own = [words.passive(t) for t in o.passives()] if o.zone in IN_PLAY else []
    if any(p.kind == "no status" and p.status == status for p in own):
        game.trace.emit("status", f"{o.label()} would gain {status.capitalize()}: its own passive ability says it can't, so it "
                        "does not (v5.0 1.4.1.a)", [], published=True, object=o.uid)
        return
    instead = next((p for p in own if p.kind == "status instead" and p.status == status), None)
    if instead is not None:
        game.trace.emit("replace", f"{o.label()} would gain {status.capitalize()}: its own passive ability replaces it "
                        f"({instead})", [], published=True, object=o.uid)
        if instead.n:
            gain_boosts(game, o, instead.n)
        elif instead.name != status:
            gain_status(game, o, instead.name)
        return
    if status in o.statuses:
        if any(p.kind == "regain" and p.status == status for p in own):
            game.trace.emit("status", f"{o.label()} gains {status.capitalize()} again: it had it, so nothing changes, but its "
                            "reactions to gaining it trigger (v5.0 2.4.1.g)", [], published=True, object=o.uid)
            signal(game, "status", subject=o, status=status)
            return
        game.trace.emit("status", f"{o.label()} is already {status.capitalize()}: it cannot gain it (v5.0 2.4.1.f)",
                        [], published=True, object=o.uid)
        return
    o.add_status(status)
    game.trace.emit("status", said, list(rules), object=o.uid)
    signal(game, "status", subject=o, status=status)
    signal(game, "became", subject=o, status=status)  # it did not have it: it "becomes" it (v5.0 7.5.4.a); not on a regain above


def lose_status(game: "Table", o: GameObject, status: str) -> None:
    """`o` loses a status: it has it no more (v5.0 7.3.21.a); one it did not have, it cannot lose
    (7.3.21.b), and nothing notices that. The caller says it in the trace."""
    had = status in o.statuses
    o.drop_status(status)
    if had:
        signal(game, "lost", subject=o, status=status)  # "When I lose Asleep" (published game, v5.0 7.3.21)


@implements("2.4.4.a", "2.4.4.b")
def exhaust(game: "Table", o: GameObject, player: str, kind: str = "exhaust", rules=()) -> None:
    """An object is exhausted, by `player`'s effect or cost: "when you exhaust a card in Reserve"
    notices it."""
    was = Status.EXHAUSTED in o.statuses
    o.add_status(Status.EXHAUSTED)
    game.trace.emit(kind, f"{o.label()} is exhausted", list(rules), object=o.uid)
    signal(game, "exhausted", subject=o, zone=o.zone, player=player, was_exhausted=was)
    if not was:  # it was ready: it "becomes" exhausted ("When a Character you control becomes exhausted", v5.0 7.5.4.a)
        signal(game, "became", subject=o, status="exhausted")


adventure.exhaust = exhaust  # the Adventure pays its exhausting costs with it (it cannot import this module)


def gain_boosts(game: "Table", obj: GameObject, n: int) -> None:
    if n > 0 and _refused(game, obj, "boosts"):
        return
    obj.boosts += n
    game.trace.emit("boost", f"{obj.label()} gains {n} boost{'s' if n != 1 else ''} (now {obj.boosts}): it is Boosted",
                    ["2.4.4.a", "2.4.4.b"], object=obj.uid)
    if n > 0:
        signal(game, "boosts", subject=obj, n=n)  # "when I gain 1 or more boosts": once per gain
    if n > 0 and obj.boosts == n:  # it had none: it becomes Boosted (v5.0 2.4.5.a, 7.5.4.a)
        signal(game, "became", subject=obj, status="boosted")


def _refused(game: "Table", obj: GameObject, what: str) -> bool:
    """A passive ability says the object cannot gain counters (boosts are counters too, v5.0
    2.5.1.a): the gain does not happen (published game, v5.0 1.4.1.a)."""
    stopper = counters_refused(game, obj, boosts=what == "boosts")
    if stopper is None:
        return False
    game.trace.emit("cannot", f"{obj.label()} cannot gain {what}: {stopper.label()}'s passive ability (v5.0 1.4.1.a, 2.5.1.a)",
                    ["2.5.e"], published=True, object=obj.uid)
    return True


@implements("2.4.4.a")
def lose_boosts(game: "Table", obj: GameObject, n: int) -> None:
    """Boosts removed from an object (spent as a cost): it is Boosted while one is left."""
    obj.boosts = max(0, obj.boosts - n)
    game.trace.emit("boost", f"{obj.label()} loses {n} boost{'s' if n != 1 else ''} (now {obj.boosts})"
                    + ("" if obj.boosts else ": it is no longer Boosted"), ["2.4.4.a"], object=obj.uid)


@implements("2.5.e")
def gain_counters(game: "Table", obj: GameObject, name: str, n: int) -> None:
    if n > 0 and _refused(game, obj, f"{name} counters"):
        return
    before = obj.counters.get(name, 0)
    obj.set_counter(name, before + n)
    game.trace.emit("counters", f"{obj.label()} gains {n} {name} counter{'s' if n != 1 else ''} (now {obj.counters[name]})",
                    ["2.5.e"], object=obj.uid)
    if n > 0:
        signal(game, "counters", subject=obj, name=name, had=before, has=before + n)


@implements("2.5.f")
def remove_counters(game: "Table", obj: GameObject, name: str, n: int) -> None:
    had = obj.counters.get(name, 0)
    left = max(0, had - n)
    obj.set_counter(name, left)
    game.trace.emit("counters", f"{n} {name} counters are removed from {obj.label()}: it had {had}, it has {left}",
                    ["2.5.f"], object=obj.uid)
    if left < had:  # "When I have no more Kelon counters" notices the last one going (2.5.f)
        signal(game, "counters", subject=obj, name=name, had=had, has=left)


def put_in(game: "Table", obj: GameObject, zone: str) -> None:
    move(game, obj, zone, obj.owner if zone != "limbo" else None, cause="effect")


resupply = deck.resupply
draw = deck.draw
put_at = deck.put_at
