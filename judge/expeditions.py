"""Who is in an expedition: its Characters, and the Gigantic ones present in both of their
controller's expeditions (7.4.3.b)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Expedition, expedition_of
from .rules import implements
from .seats import facing as seat_facing
from .state import EXPEDITION_ZONES, GameObject

if TYPE_CHECKING:
    from .table import Table


@implements("7.4.3.b")
def members(game: "Table", player: str, exp: str) -> list[GameObject]:
    """The objects in `player`'s `exp` expedition, with the Gigantic Characters of the other."""
    p = game.state.player(player)
    other = Expedition(exp).other
    return p.expeditions[exp] + [o for o in p.expeditions[other] if o.has("Gigantic")]


def characters_in(game: "Table", player: str, exp: str) -> list[GameObject]:
    """The Characters in `player`'s `exp` expedition, a Gigantic one of the other included (7.4.3.b)."""
    return [o for o in members(game, player, exp) if o.exists and o.card.type == "character"]


def empty_expedition(game: "Table", player: str, expedition: str | None) -> bool:
    """`player`'s `expedition` has no Character in it (a Gigantic one of the other counts, 7.4.3.b)."""
    if expedition not in ("hero", "companion"):
        return False
    return not characters_in(game, player, expedition)


@implements("1.2.3.c")
def facing_characters(game: "Table", player: str, expedition: str | None) -> int:
    """How many Characters are in the expedition facing `player`'s `expedition` (the opponent's of the same kind,
    1.2.3.c; a Gigantic one of their other expedition counting, 7.4.3.b); 0 for no expedition."""
    if expedition not in ("hero", "companion"):
        return 0
    return len(characters_in(game, *seat_facing(game.state, player, expedition)))


def in_expeditions(game: "Table", player: str) -> list[GameObject]:
    """Every object in `player`'s two expeditions, once each (a Gigantic one is held in one of
    them, 7.4.3.b)."""
    p = game.state.player(player)
    return [o for e in (Expedition.HERO, Expedition.COMPANION) for o in p.expeditions[e] if o.exists]


@implements("7.4.3.b", "7.4.3.f")
def expeditions_of(o: GameObject) -> list[Expedition]:
    """The expeditions of its controller an object in the Expedition zone is in: the one holding
    it, or both for a Gigantic object (7.4.3.b; its expedition is each of its controller's, 7.4.3.f);
    none elsewhere."""
    if o.zone not in EXPEDITION_ZONES:
        return []
    return [Expedition.HERO, Expedition.COMPANION] if o.has("Gigantic") else [expedition_of(o.zone)]
