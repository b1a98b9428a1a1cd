"""Mana Orbs: the cards in a Mana zone, ready or exhausted, that pay costs (5.1.2.d)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Mode, Status, Zone
from .rules import BOOSTER_WAR as WAR, implements
from .state import GameObject
from .zones import own

if TYPE_CHECKING:
    from .table import Table


UNLIMITED = 10**6  # what a player may pay when mana is unlimited (Booster War)


def ready_orbs(game: "Table", player: str) -> list[GameObject]:
    return [o for o in game.state.player(player).zones[Zone.MANA] if Status.EXHAUSTED not in o.statuses]


@implements("formats.booster-war.rule-least-technical-mode")
def unlimited(game: "Table") -> bool:
    """Booster War is played with unlimited mana (its page): any mana cost is paid, and no Mana
    Orb is exhausted for it."""
    return Mode(game.state.mode).booster_war


def mana_available(game: "Table", player: str) -> int:
    """How much a player can pay now: their ready Mana Orbs, or without bound."""
    return UNLIMITED if unlimited(game) else len(ready_orbs(game, player))


def spend_orbs(game: "Table", player: str, n: int) -> None:
    """Exhaust N ready Mana Orbs for a cost (none when mana is unlimited)."""
    if unlimited(game):
        return
    for orb in ready_orbs(game, player)[:n]:
        own(game, orb).add_status(Status.EXHAUSTED)


@implements("5.1.2.d")
def pay_mana(game: "Table", player: str, n: int) -> None:
    """A cost of N is paid by exhausting N ready Mana Orbs."""
    if n <= 0:
        return
    if unlimited(game):
        game.trace.emit("pay", f"{player} pays {n}: mana is unlimited, no Mana Orb is exhausted (Booster War)", ["5.1.2.d", WAR])
        return
    for orb in ready_orbs(game, player)[:n]:
        own(game, orb).add_status(Status.EXHAUSTED)
    game.trace.emit("pay", f"{player} pays {n}: {n} Mana Orb{'s are' if n != 1 else ' is'} exhausted", ["5.1.2.d"])
