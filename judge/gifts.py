"""Gifts: during a player's turn, another player who draws a card, Resupplies (Exhausted
Resupplies too) or receives a token receives a Gift, and the player whose turn it is makes it;
each card or token is a Gift of its own. The built-in edition has no Gifts: the later sets' cards
react to them ("When you make a Gift"), and the engine follows v5.0 7.3.22 and 7.3.29-30. Turns
are the Afternoon's (1.3.2.d): outside them nobody makes a Gift.

What a player receives is told here by the verbs that do it (deck.draw, deck.resupply, a token's
creation); the event notes what the Gift was (a draw, a Resupply, an Exhausted Resupply, a token and
the kind of zone it joined), so that a reaction of the player making it can "also receive it"
(v5.0 7.3.29.b: verbs.AlsoReceiveGift).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .rules import implements
from .state import EXPEDITION_ZONES
from .triggers import signal

if TYPE_CHECKING:
    from .state import GameObject
    from .table import Table

WHAT = {"draw": "draws a card", "resupply": "Resupplies", "exhausted resupply": "Exhausted Resupplies",
        "token": "receives a token"}


@implements("v5.0 7.3.22.a", "v5.0 7.3.29.a", "v5.0 7.3.30.a")
def received(game: "Table", player: str, how: str, n: int = 1, token: "GameObject | None" = None) -> None:
    """`player` drew, Resupplied or received a token (`how`; the token object), `n` times at once:
    during another player's turn, each is a Gift that player makes (published game)."""
    maker = game.state.turn_player()
    if maker is None or maker == player or n <= 0:
        return
    noted = {"gift": how}
    if token is not None:  # the token itself is the event's object; the zone it joined, as a kind (7.3.29.b: "the same zone")
        noted["zone"] = "expedition" if token.zone in EXPEDITION_ZONES else str(token.zone)
    for _ in range(n):
        game.trace.emit("gift", f"{player} {WHAT[how]} during {maker}'s turn: {player} receives a Gift, and {maker} makes it "
                        "(v5.0 7.3.29.a, 7.3.22.a)", [], published=True, player=player, maker=maker)
        signal(game, "gift", subject=token, player=maker, receiver=player, how=how, before=dict(noted))
