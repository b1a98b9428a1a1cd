"""Ascended, a status of expeditions, and Ascend, the keyword action that gives it.

The built-in edition has neither: the later sets' cards use them, and the engine follows v5.0,
which defines them (2.4.3, 4.2.4.e-f and j-k, 4.2.5.b, 7.3.3). An Ascended expedition may move
forward during Progress on a tie in a terrain of its region (not a tie at 0), and loses the status
at Rest. A player's Ascended expeditions are `Player.ascended` (hero, companion).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .rules import implements
from .triggers import signal

if TYPE_CHECKING:
    from .table import Table


# the modifiers of an attempt to Ascend an Ascended expedition (the later sets' cards modify that
# attempt, in its place or besides it): set by judge/verbs.py, which runs their steps, as
# adventure.replaced is; it answers whether a replacing one took the attempt's place
attempted = None


def is_ascended(game: "Table", player: str, exp: str) -> bool:
    return str(exp) in game.state.player(player).ascended


@implements("v5.0 7.3.3.a")
def ascend(game: "Table", player: str, exp: str) -> None:
    """`player`'s `exp` expedition ascends: it gains Ascended (published game). One that has it
    already cannot gain it again, and nothing changes (v5.0 2.4.1.f)."""
    p = game.state.player(player)
    if str(exp) in p.ascended:
        if attempted is None:  # never a silent skip of a card's modifier
            from .table import EngineError

            raise EngineError("the steps of modifiers are not loaded (judge.verbs): import judge.game")
        if attempted(game, player, str(exp)):
            return
        game.trace.emit("ascend", f"{player}'s {exp} expedition ascends, but it is Ascended already: nothing changes "
                        "(v5.0 7.3.3.a, 2.4.1.f)", [], published=True, player=player, expedition=str(exp))
        return
    p.ascended = p.ascended | {str(exp)}
    game.trace.emit("ascend", f"{player}'s {exp} expedition ascends: it gains Ascended; during Progress it may move forward "
                    "on a tie in a terrain of its region (v5.0 7.3.3.a, 2.4.3)", [], published=True, player=player,
                    expedition=str(exp))
    signal(game, "ascended", player=player, expedition=str(exp))  # "When my Expedition Ascends"


@implements("v5.0 7.3.21.a", "v5.0 2.4.3")
def lose_ascended(game: "Table", player: str, exp: str) -> None:
    """`player`'s `exp` expedition loses Ascended ("Target Expedition loses [[Ascended]]", published game: losing a
    status, v5.0 7.3.21); one that is not Ascended has nothing to lose and nothing changes."""
    p = game.state.player(player)
    if str(exp) not in p.ascended:
        game.trace.emit("status", f"{player}'s {exp} expedition is not Ascended: it has nothing to lose (v5.0 7.3.21)", [],
                        published=True, player=player, expedition=str(exp))
        return
    p.ascended = p.ascended - {str(exp)}
    game.trace.emit("status", f"{player}'s {exp} expedition loses Ascended (v5.0 7.3.21)", [], published=True, player=player,
                    expedition=str(exp))


@implements("v5.0 4.2.5.b", "v5.0 2.4.3")
def rest_descends(game: "Table") -> None:
    """At Rest, Ascended expeditions lose Ascended (published game; the built-in edition's Rest
    knows no such status)."""
    for p in game.state.initiative():
        for exp in sorted(p.ascended):
            game.trace.emit("status", f"{p.name}'s {exp} expedition loses Ascended at Rest (v5.0 4.2.5.b)", [], published=True,
                            player=p.name, expedition=exp)
        p.ascended = frozenset()
