"""The Adventure: regions, their types, and expeditions moving forward and backward."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .passives import one_more_region, region_types
from .rules import PAGE, implements
from .state import CENTRAL, DIRECTION, ORIGIN
from .triggers import signal

if TYPE_CHECKING:
    from .state import GameObject
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
def move_forward(game: "Table", player: str, exp: str, rules=(), due_to: tuple[str, ...] = (), together: tuple = ()) -> bool:
    """Move an expedition one region towards the opposite end; True when it moved."""
    state = game.state
    label = expedition_label(player, exp)
    if replaced is None:  # never a silent skip of a card's replacement
        from .table import EngineError

        raise EngineError("the steps of replacements are not loaded (judge.verbs): import judge.game")
    if replaced(game, player, exp, label, due_to):
        return False
    farther = one_more_region(game, player, exp, due_to)  # the objects sending it one region farther, found once
    rolled = rolled_region(game, player, exp, label, farther)
    if rolled is None:
        return False  # a roll kept it from moving, or a rule's modifier chosen first left nothing to roll for
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
    if state.adventure.is_face_down(there, player):
        reveal(game, state.adventure.card_of(there, player))
    rolls = {id(o) for o in rolled[1]}  # whose roll decided already (rolled_region)
    for source in [*rolled[0], *(o for o in farther if id(o) not in rolls)]:
        # an object whose passive ability makes its expedition go one region farther when it moves
        # forward during Dusk: one move of N regions, each face-down region entered revealed, never
        # past the region opposite its origin (published game, v5.0 6.2.b, 7.3.25.b, 7.3.25.d)
        if there == end:
            game.trace.emit("no-move", f"{label} would move forward one more region ({source.label()}), but it reaches the region "
                            "opposite its origin: it stops there (v5.0 7.3.25.d)", ["7.3.11.c"], published=True,
                            player=player, expedition=exp, object=source.uid)
            break
        if id(source) not in rolls and not one_more_region_taken(game, source, label):
            continue
        there += DIRECTION[exp]
        game.trace.emit("replace", f"{label} moves forward one more region: {source.label()} (v5.0 6.2.b, 7.3.25.b)", [],
                        published=True, player=player, expedition=exp, object=source.uid)
        if state.adventure.is_face_down(there, player):
            reveal(game, state.adventure.card_of(there, player))
    p.position[exp] = there
    state.moved_today.add((player, exp))
    game.trace.emit("moves forward", f"{label} moves forward to {region_name(game, there)} ({types_label(region_types(game, there, player))})",
                    ["7.3.11.a", *rules], player=player, expedition=exp, region=there)
    # `together`: the expeditions of this player moving at once in one Progress (4.2.4.f), for what notices them as one
    signal(game, "moved forward", player=player, expedition=exp, due_to=due_to, **({"together": together} if together else {}))
    return True


def one_more_region_taken(game: "Table", source, label: str) -> bool:
    """Whether `source`'s "one more region" applies to this move: always, or, where its controller
    may exhaust it for that, if they choose to, exhausting it as it is about to apply (published
    game, v5.0 6.2.d; an exhausted object cannot pay it, v5.0 1.4.1.b)."""
    from . import words
    from .enums import Status

    if not any(words.passive(p).kind == "one more region" and words.passive(p).name == "exhaust me" for p in source.passives()):
        return True
    if Status.EXHAUSTED in source.statuses:
        return False
    if not game.ask_may(source.controller, f"whether to exhaust {source.label()} to make {label} move forward one more region "
                        "(v5.0 6.2.d)", "6.1.g"):
        return False
    if exhaust is None:  # never a silent skip of the cost
        from .table import EngineError

        raise EngineError("the effects are not loaded (judge.effects): import judge.game")
    exhaust(game, source, source.controller)
    return True


# Exhausting an object is an effect (judge/effects.py, above this module, installs it as it is
# imported): the Adventure pays "you may exhaust me to ..." with it, without importing the effects.
exhaust: "Callable[[Table, GameObject, str], None] | None" = None

# A replacement of an expedition's moving forward resolves steps (judge/verbs.py, above this
# module, installs it as it is imported): the Adventure does not import the steps that use it.
replaced: "Callable[[Table, str, str, str], bool] | None" = None


@implements("v5.0 6.2.h", "v5.0 6.2.i", "v5.0 7.3.25.b", "v5.0 7.3.25.c", "v5.0 7.3.25.e")
def rule_first(game: "Table", player: str, exp: str, label: str, rule: str, source, what: str) -> str:
    """A card's modifier of a move forward (`what`) and a rule's (the face-down Tumult card ahead
    flipped; nothing happening in the region opposite its origin or in the Arena): the step's
    controller chooses which applies first (published game, v5.0 6.2.h). "its own": the card's
    first; "flipped": the rule's first, the card flipped, a move still there for the card's to
    modify (6.2.i); "nothing": the rule's first, and no move left for it."""
    chooser, answer = game.first_modifier(f"which modifier applies first to {label} moving forward", ["the rule", "its own"],
                                          f"which modifier applies first to {label} moving forward: the rule's ({rule}) or {what}")
    first = f"the rule's modifier ({rule})" if answer == "the rule" else what
    game.trace.emit("replace", f"{chooser} chooses {first} to apply first to {label} moving forward (v5.0 6.2.h)", [],
                    published=True, player=chooser, object=source.uid)
    if answer != "the rule":
        return "its own"
    state = game.state
    if state.adventure.tiebreakers or state.player(player).position[exp] == ORIGIN["companion" if exp == "hero" else "hero"]:
        game.trace.emit("no-move", f"{label}: {rule}; {what} no longer applies (v5.0 6.2.i)", [], published=True,
                        player=player, expedition=exp)
        return "nothing"
    reveal(game, state.adventure.card_of(state.player(player).position[exp] + DIRECTION[exp], player))
    return "flipped"


# A die rolled by a passive ability (judge/verbs.py installs it, as `replaced`): the roll with what
# changes rolls and the reactions to them.
roll: "Callable[[Table, GameObject], int] | None" = None


@implements("v5.0 6.2.b", "v5.0 6.2.h", "v5.0 7.3.33.a", "v5.0 7.3.25.b", "v5.0 7.3.25.c")
def rolled_region(game: "Table", player: str, exp: str, label: str, farther: list) -> tuple[list, list] | None:
    """A later set's Character whose expedition, about to move forward during Dusk, goes one region
    farther on a high roll, and on a 1, where the card says so, not at all: its controller rolls as the move is
    about to happen (a replacing modifier, published game, v5.0 6.2.b; the roll as any, 7.3.33).
    Returns (the objects whose roll adds a region, every object that rolled), or None when the
    expedition does not move. Where a rule's own modifier also applies and the order changes what
    happens (the region opposite its origin or the Arena, where moving does nothing, 7.3.25.c, e:
    whether the die is rolled at all; a face-down Tumult card to flip, 7.3.25.b, when a 1 would
    keep it from moving: whether it is flipped), the step's controller, the first player at Dusk's
    Progress, chooses which applies first (6.2.h). Two such rolls at once: not modelled. `farther`:
    the objects sending the expedition one region farther on this move (passives.one_more_region)."""
    from . import words

    rollers = [(s, p) for s in farther for p in map(words.passive, s.passives()) if p.kind == "one more region" and p.name == "roll"]
    if not rollers:
        return [], []
    if len(rollers) > 1 or roll is None:
        from .table import EngineError

        raise EngineError(f"not modelled: {label} would move forward and two passive abilities roll for it "
                          f"({', '.join(o.label() for o, _ in rollers)}): their order, no edition says")
    source, p = rollers[0]
    state = game.state
    here = state.player(player).position[exp]
    nowhere = state.adventure.tiebreakers or here == ORIGIN["companion" if exp == "hero" else "hero"]
    face_down = not nowhere and state.adventure.is_face_down(here + DIRECTION[exp], player)
    if nowhere or (face_down and p.stay_on):
        rule = "moving does nothing there (v5.0 7.3.25.c, e)" if nowhere else "the face-down Tumult card is flipped (v5.0 7.3.25.b)"
        if rule_first(game, player, exp, label, rule, source, f"{source.label()}'s roll") == "nothing":
            return None
    with game.trace.under("replace", f"{label} would move forward during Dusk: {source.controller} rolls for {source.label()}'s "
                          "passive ability (v5.0 6.2.b)", [], published=True, object=source.uid, player=player, expedition=exp):
        result = roll(game, source)
    if result <= p.stay_on:
        game.trace.emit("no-move", f"{label}: the result is {result}: it does not move instead ({source.label()}; v5.0 6.2.b)", [],
                        published=True, player=player, expedition=exp, object=source.uid)
        return None
    if nowhere:
        game.trace.emit("no-move", f"{label}: the result is {result}, but moving does nothing there (v5.0 7.3.25.c, e)", [],
                        published=True, player=player, expedition=exp)
        return None
    if result >= p.n:
        return [source], [source]
    game.trace.emit("die", f"{label}: the result is {result}: it moves forward as it would ({source.label()})", [], published=True,
                    player=player, expedition=exp, object=source.uid)
    return [], [source]


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
    if state.adventure.is_face_down(there, player):
        # 7.3.10 is silent on face-down regions; moving into one reveals it, as moving forward does (7.3.11.b).
        reveal(game, state.adventure.card_of(there, player))
    p.position[exp] = there
    game.trace.emit("moves backward", f"{label} moves backward to {region_name(game, there)} ({types_label(state.adventure.types(there, player))})",
                    ["7.3.10.a", *rules], player=player, expedition=exp, region=there)
    return True


@implements("7.3.11.b", "2.2.2.l", "modes.2v2.setting-up-an-altered-multiplayer-game-in-2v2")
def reveal(game: "Table", card: int) -> None:
    adv = game.state.adventure
    if adv.paths and card in CENTRAL:
        # "When a player reaches one of the central Tumult cards, turn both cards face up. Place the
        # second card in the opposite direction to the first" (modes.2v2 set-up; Free for All's is
        # the same): both, the second's halves the other way round
        cards = sorted(CENTRAL - adv.face_up)
        rules = ["7.3.11.b", "2.2.2.l", PAGE[game.state.mode]["setup"]]
    else:
        cards, rules = [card], ["7.3.11.b", "2.2.2.l"]
    for c in cards:
        adv.face_up.add(c)
        near, far = adv.halves(c)
        if adv.paths:
            where = {1: "beside a Hero Region card", 2: "beside the other Hero Region card", 3: "in the centre",
                     4: "in the centre, the other way round", 5: "beside a Companion Region card",
                     6: "beside the other Companion Region card"}[c]
            text = f"Tumult card {c} ({where}) is turned face up: {types_label(near)} nearer the Hero Region card, {types_label(far)} farther"
        else:
            r1, r2 = 2 * c - 1, 2 * c
            text = f"Tumult card {c} is turned face up: region {r1} is {types_label(near)}, region {r2} is {types_label(far)}"
        game.trace.emit("reveal", text, rules, card=c)
