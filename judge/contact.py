"""In Contact: an expedition in the same region as an expedition of another player, and what is
in it. The built-in edition has no such words: the later sets' cards use them, and the engine
follows v5.0 7.5.9. During tiebreakers every expedition is in the Arena (v5.0 1.3.3.d), so each
is In Contact."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Expedition
from .expeditions import expeditions_of
from .passives import active_passives
from .rules import implements
from .state import GameObject

if TYPE_CHECKING:
    from .table import Table


CONSIDERED = "my expedition is in contact"  # the passive ability of an object in it (published game)


@implements("v5.0 7.5.9.a", "v5.0 1.3.3.d")
def expedition_in_contact(game: "Table", player: str, exp: str) -> bool:
    """The expedition shares its region with an expedition of another player (published game)."""
    state = game.state
    adventure = state.adventure
    if adventure.tiebreakers:
        return True
    for source, passive in active_passives(game):
        # a passive declaring its object's Expedition, with the Characters there, In Contact: an object
        # in that expedition says so
        if passive == CONSIDERED and source.controller == player and str(exp) in map(str, expeditions_of(source)):
            return True
    here = adventure.place(state.player(player).position[str(exp)], player)
    return any(adventure.place(q.position[str(e)], q.name) == here
               for q in state.players if q.name != player for e in Expedition)


@implements("v5.0 7.5.9.b", "7.4.3.b")
def object_in_contact(game: "Table", o: GameObject) -> bool:
    """A Character or Expedition Permanent is In Contact if one of its expeditions is (a Gigantic
    Character's are both of its controller's); anything elsewhere is not (published game)."""
    return any(expedition_in_contact(game, o.controller, e) for e in expeditions_of(o))


def contact_count(game: "Table", player: str) -> int:
    """How many of `player`'s expeditions are In Contact ("per Expedition In Contact you control")."""
    return sum(expedition_in_contact(game, player, e) for e in Expedition)
