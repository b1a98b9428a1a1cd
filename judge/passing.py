"""Passing (1.3.2.d; v5.0 4.2.3.d-e): a player who has passed takes no more turns this day. A
turn effect of the Afternoon, or an effect's step ("{J} Pass", "You may immediately pass",
"Each player passes": the published game's later sets). Below the clock and the verbs, which
both pass a player; whose turn comes next is the caller's (play.end_turn).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .rules import implements
from .triggers import signal

if TYPE_CHECKING:
    from .table import Table


@implements("1.3.2.d")
def passes(game: "Table", player: str, why: str = "") -> None:
    """`player` passes: no more turns this day; the reactions "when you pass" (and "when you pass
    first": no other player had passed this day) trigger. `why` names the effect, if one made them
    (no edition has such effects: the published game's later sets)."""
    s = game.state
    first = not s.passed
    s.passed.add(player)
    said = f" ({why})" if why else ""
    game.trace.emit("pass", f"{player} passes{said}: no more turns for {player} this day", ["1.3.2.d"], player=player,
                    **({"published": True} if why else {}))
    signal(game, "pass", None, player=player, first=first)
