"""Who is in an expedition: its Characters, and the Gigantic ones present in both of their
controller's expeditions (7.4.3.b)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Expedition
from .rules import implements
from .state import GameObject

if TYPE_CHECKING:
    from .table import Table


@implements("7.4.3.b")
def members(game: "Table", player: str, exp: str) -> list[GameObject]:
    """The objects in `player`'s `exp` expedition, with the Gigantic Characters of the other."""
    p = game.state.player(player)
    other = Expedition(exp).other
    return p.expeditions[exp] + [o for o in p.expeditions[other] if o.has("Gigantic")]

