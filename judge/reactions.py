"""Reactions (6.3): when reactions are checked, the Emblem-Reactions in Limbo (made by
`triggers.py`) are played by their controllers, the first player in initiative order first, each
choosing the order of their own; each resolves, then ceases to exist.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .choices import ChoiceNeeded
from .enums import DecisionKind
from .rules import implements
from .state import GameObject
from .triggers import pending
from .mana import pay_mana
from .selectors import Context
from .verbs import choose_targets, pay_tough, resolve

if TYPE_CHECKING:
    from .table import Table


def _label(e: GameObject) -> str:
    return f"{e.emblem.source_label}: {e.emblem.text}"


@implements("6.3.b", "5.1.2.a", "5.1.2.e", "2.2.2.m", "6.1.g")
def check(game: "Table") -> None:
    """Reactions are checked: while Emblem-Reactions are in Limbo, the first player in initiative
    order who controls one chooses one of theirs and plays it (published game, 4.4 in v5.0: the
    built-in edition says each reaction is an emblem in Limbo and is played, not in what order)."""
    if game.state.alternatives:
        # "If you don't, ..." declined where no effect was being resolved (a cost paid): v5.0 6.2.e
        # adds it to the effect being resolved, and there was none
        from .table import EngineError

        raise EngineError(f"not modelled: {game.state.alternatives[0][3]}'s replacement was declined where no effect was being "
                          "resolved (a cost): where its alternative goes, no edition says (v5.0 6.2.e)")
    while not game.state.over:
        emblems = pending(game)
        if not emblems:
            return
        for p in game.state.initiative():
            mine = [e for e in emblems if e.controller == p.name]
            if mine:
                break
        labels = list(dict.fromkeys(_label(e) for e in mine))
        if len(labels) > 1:  # identical reactions of one object leave nothing to choose
            answer = str(game.ask(p.name, DecisionKind.PLAY_REACTION, labels, "6.3.b",
                                  "which of their reactions in Limbo to play first"))
            hits = [e for e in mine if _label(e) == answer] or \
                   [e for e in mine if answer.lower() in _label(e).lower()]
            if len({_label(e) for e in hits}) != 1:
                raise ChoiceNeeded(p.name, f"one reaction ({answer!r} matches {len(hits)})", labels, "6.3.b",
                                   kind=DecisionKind.PLAY_REACTION)
            chosen = hits[0]
        else:
            chosen = mine[0]
        play_reaction(game, chosen)


def play_reaction(game: "Table", e: GameObject) -> None:
    em = e.emblem
    ability = em.ability
    state = game.state
    label = f"{em.source_label}'s reaction"
    ctx = Context.of_reaction(e.controller, label, state.get(em.source), em.source_number, follow=em.follow, it=state.get(em.it),
                              last_known=dict(em.before), expeditions=em.expeditions)
    ctx.support = ability.kind == "support reaction"  # a reaction to a roll: the result of that roll (v5.0 7.3.33.b)
    with game.trace.under("reaction", f"{e.controller} plays the reaction of {em.source_label}: \"{em.text}\"", ["5.1.2.a"]):
        illegal = choose_targets(game, ctx, ability.steps, None)
        if not illegal and ctx.tough_due:
            pay_mana(game, e.controller, pay_tough(game, e.controller, ctx))
        if illegal:
            # the answer given names an illegal target: the player decides differently (5.1.2.c), so
            # the reaction waits for a legal answer; it is not played without its targets
            game.trace.emit("illegal", f"{label}: {illegal}", ["5.1.2.c"])
            raise ChoiceNeeded(e.controller, f"the targets of {label} again (the answer given is illegal: {illegal})", [],
                               "5.1.2.c", kind=DecisionKind.TARGET)
        else:  # its trigger's condition was read as it was activated (triggers._trigger_condition, v5.0 6.3.b)
            resolve(game, ctx, ability.steps)
        if e in state.limbo:
            state.limbo.remove(e)
        e.exists = False
        game.trace.emit("cease", "the Emblem-Reaction has resolved and ceases to exist", ["2.2.2.m", "5.1.2.e"])
