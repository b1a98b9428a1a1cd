"""Mana Orbs: the cards in a Mana zone, ready or exhausted, that pay costs (5.1.2.d)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Status, Zone
from .rules import implements
from .state import GameObject
from .zones import own

if TYPE_CHECKING:
    from .table import Table


def ready_orbs(game: "Table", player: str) -> list[GameObject]:
    return [o for o in game.state.player(player).zones[Zone.MANA] if Status.EXHAUSTED not in o.statuses]


@implements("5.1.2.d")
def pay_mana(game: "Table", player: str, n: int) -> None:
    """A cost of N is paid by exhausting N ready Mana Orbs."""
    if n <= 0:
        return
    for orb in ready_orbs(game, player)[:n]:
        own(game, orb).add_status(Status.EXHAUSTED)
    game.trace.emit("pay", f"{player} pays {n}: {n} Mana Orb{'s are' if n != 1 else ' is'} exhausted", ["5.1.2.d"])
