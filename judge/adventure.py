"""The Adventure: regions, their types, and expeditions moving forward and backward."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .passives import one_more_region, region_types
from .rules import implements
from .state import DIRECTION, ORIGIN
from .triggers import signal

if TYPE_CHECKING:
    from .table import Table

TERRAIN_LETTERS = {"V": "forest", "M": "mountain", "O": "water"}
REGION_NAMES = {0: "the hero region", 7: "the companion region"}


def region_name(game: "Table", region: int) -> str:
    if game.state.adventure.tiebreakers:
        return "the Arena"
    return REGION_NAMES.get(region, f"region {region}")


def types_label(types) -> str:
    return "/".join(t for t in ("forest", "mountain", "water") if t in types) or "no type"


def expedition_label(player: str, exp: str) -> str:
    return f"{player} {exp} expedition"


@implements("7.3.11.a", "7.3.11.b", "7.3.11.c", "7.3.11.d", "4.3.g")
def move_forward(game: "Table", player: str, exp: str, rules=(), due_to: tuple[str, ...] = ()) -> bool:
    """Move an expedition one region towards the opposite end; True when it moved."""
    state = game.state
    label = expedition_label(player, exp)
    if _replaced(game, player, exp, label):
        return False
    if state.adventure.tiebreakers:
        game.trace.emit("no-move", f"{label} is in the Arena: moving forward does nothing", ["7.3.11.d", "4.3.g"], player=player, expedition=exp)
        return False
    p = state.player(player)
    here = p.position[exp]
    there = here + DIRECTION[exp]
    end = ORIGIN["companion" if exp == "hero" else "hero"]
    if here == end:
        game.trace.emit("no-move", f"{label} is in the region opposite its origin: moving forward does nothing", ["7.3.11.c"], player=player, expedition=exp)
        return False
    if state.adventure.is_face_down(there):
        reveal(game, state.adventure.card_of(there))
    for source in one_more_region(game, player, exp):
        # an object whose passive ability makes its expedition go one region farther when it moves
        # forward during Dusk: one move of N regions, each face-down region entered revealed, never
        # past the region opposite its origin (published game, v5.0 6.2.b, 7.3.25.b, 7.3.25.d)
        if there == end:
            game.trace.emit("no-move", f"{label} would move forward one more region ({source.label()}), but it reaches the region "
                            "opposite its origin: it stops there (v5.0 7.3.25.d)", ["7.3.11.c"], published=True,
                            player=player, expedition=exp, object=source.uid)
            break
        there += DIRECTION[exp]
        game.trace.emit("replace", f"{label} moves forward one more region: {source.label()} (v5.0 6.2.b, 7.3.25.b)", [],
                        published=True, player=player, expedition=exp, object=source.uid)
        if state.adventure.is_face_down(there):
            reveal(game, state.adventure.card_of(there))
    p.position[exp] = there
    state.moved_today.add((player, exp))
    game.trace.emit("moves forward", f"{label} moves forward to {region_name(game, there)} ({types_label(region_types(game, there))})",
                    ["7.3.11.a", *rules], player=player, expedition=exp, region=there)
    signal(game, "moved forward", player=player, expedition=exp, due_to=due_to)
    return True


@implements("7.3.11.a", "6.1.g")
def _replaced(game: "Table", player: str, exp: str, label: str) -> bool:
    """A replacement of its expedition's moving forward (`{instead: {would: my expedition moves
    forward, do: [X], may: ...}}`): an object in the expedition
    whose replacement applies does X and the expedition does not move (published game, v5.0 6.2.b);
    an optional one is chosen by its controller as it is about to apply (v5.0 6.2.d), one after
    the other, the first taken replacing the move (a replaced step is no longer a move forward,
    v5.0 6.2.i-j). Not moving during Progress, the expedition fails to move forward (v5.0 7.5.7.a).
    Where a rule's own replacing modifier also applies to the move (the Tumult card flipped on
    entering a face-down region, nothing happening in the region opposite its origin or in the
    Arena: v5.0 7.3.25.b-c, e) or a card's moves it one more region, which applies first is a
    choice (v5.0 6.2.h) whose outcome no edition settles: taken, the run stops. Declined, the move
    is the same whichever order: it goes on."""
    from .expeditions import members  # the objects in it, a Gigantic one in both (7.4.3.b)

    subs = [(o, r) for o in members(game, player, exp) if o.exists and o.controller == player
            for r in o.card.forward_replacements]
    if not subs:
        return False
    from .table import EngineError
    from .verbs import Context, ask_may, resolve

    state = game.state
    p = state.player(player)
    here = p.position[exp]
    end = ORIGIN["companion" if exp == "hero" else "hero"]
    for obj, (steps, may) in subs:
        if may and not ask_may(game, obj.controller, f"{obj.label()}: instead of {label} moving forward, "
                               f"{', then '.join(s.text for s in steps)} (v5.0 6.2.d)", "6.1.g"):
            game.trace.emit("replace", f"{obj.controller} does not apply {obj.label()}'s replacement: {label} moves forward "
                            "(v5.0 6.2.d)", [], published=True, object=obj.uid, player=player, expedition=exp)
            continue
        other = ("it is in the Arena (v5.0 7.3.25.e)" if state.adventure.tiebreakers
                 else "it is in the region opposite its origin (v5.0 7.3.25.c)" if here == end
                 else "the region it would enter is face down (v5.0 7.3.25.b)" if state.adventure.is_face_down(here + DIRECTION[exp])
                 else "an object moves it one more region" if one_more_region(game, player, exp) else None)
        if other:
            raise EngineError(f"{obj.label()}'s replacement of {label} moving forward, and another replacing modifier ({other}): "
                              "which applies first is chosen (v5.0 6.2.h) and no edition says what the other then does; "
                              "not modelled")
        with game.trace.under("replace", f"{label} would move forward: instead, {obj.label()}'s replacement (v5.0 6.2.b)",
                              [], published=True, object=obj.uid, player=player, expedition=exp):
            resolve(game, Context(obj.controller, f"{obj.label()}'s replacement", obj, obj.number), list(steps))
        return True
    return False


@implements("7.3.10.a", "7.3.10.b", "7.3.10.c", "4.3.g")
def move_backward(game: "Table", player: str, exp: str, rules=()) -> bool:
    state = game.state
    label = expedition_label(player, exp)
    if state.adventure.tiebreakers:
        game.trace.emit("no-move", f"{label} is in the Arena: moving backward does nothing", ["7.3.10.c", "4.3.g"], player=player, expedition=exp)
        return False
    p = state.player(player)
    here = p.position[exp]
    if here == ORIGIN[exp]:
        game.trace.emit("no-move", f"{label} is in its region of origin: moving backward does nothing", ["7.3.10.b"], player=player, expedition=exp)
        return False
    there = here - DIRECTION[exp]
    if state.adventure.is_face_down(there):
        # 7.3.10 is silent on face-down regions; moving into one reveals it, as moving forward does (7.3.11.b).
        reveal(game, state.adventure.card_of(there))
    p.position[exp] = there
    game.trace.emit("moves backward", f"{label} moves backward to {region_name(game, there)} ({types_label(state.adventure.types(there))})",
                    ["7.3.10.a", *rules], player=player, expedition=exp, region=there)
    return True


@implements("7.3.11.b", "2.2.2.l")
def reveal(game: "Table", card: int) -> None:
    adv = game.state.adventure
    adv.face_up.add(card)
    near, far = adv.tumult[card - 1]
    r1, r2 = 2 * card - 1, 2 * card
    game.trace.emit("reveal", f"Tumult card {card} is turned face up: region {r1} is {types_label(near)}, region {r2} is {types_label(far)}",
                    ["7.3.11.b", "2.2.2.l"], card=card)
