"""The Deck: drawing, positions, reshuffling the Discard pile, Resupply."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .rules import implements
from .triggers import signal
from .zones import move

if TYPE_CHECKING:
    from .table import Table


@implements("3.2.2.d", "3.2.2.e")
def ensure_position(game: "Table", player: str, position: int) -> bool:
    """Make the `position`-th card from the top exist (1 = top), shuffling the Discard pile
    under the Deck if it does not; False when it still does not exist (the action does nothing)."""
    p = game.state.player(player)
    if len(p.zones["deck"]) >= position:
        return True
    if p.zones["discard"]:
        cards = list(p.zones["discard"])
        game.state.random().shuffle(cards)
        game.trace.emit("reshuffle", f"{player}'s Deck has {len(p.zones['deck'])} cards: the {len(cards)} cards of the Discard pile "
                        "are shuffled and put at the bottom of the Deck", ["3.2.2.d"], player=player)
        for c in cards:
            move(game, c, "deck", player, cause="reshuffle")
    if len(p.zones["deck"]) >= position:
        return True
    game.trace.emit("nothing", f"{player}'s Deck still has no card at that position: the action does nothing", ["3.2.2.e"])
    return False


@implements("3.2.2.b", "3.2.2.c")
def draw(game: "Table", player: str, n: int = 1) -> None:
    """Draw n cards; one event for the action, however many cards it drew ("when an opponent
    draws one or more cards")."""
    drawn = 0
    for _ in range(n):
        if not ensure_position(game, player, 1):
            break
        card = game.state.player(player).zones["deck"][0]
        game.trace.emit("draw", f"{player} draws a card", ["3.2.2.b"], player=player)
        move(game, card, "hand", player, cause="draw")
        drawn += 1
    if drawn:
        signal(game, "draw", player=player, how="draw", n=drawn)


@implements("7.3.16.a", "7.3.16.b")
def resupply(game: "Table", player: str):
    """The top card of the Deck to the Reserve (7.3.16.a); returns it there (None if nothing moved)."""
    p = game.state.player(player)
    if not p.zones["deck"]:
        if p.zones["discard"]:
            cards = list(p.zones["discard"])
            game.state.random().shuffle(cards)
            game.trace.emit("reshuffle", f"{player}'s Deck is empty: the Discard pile is shuffled into it", ["7.3.16.b"])
            for c in cards:
                move(game, c, "deck", player, cause="resupply")
        if not p.zones["deck"]:
            game.trace.emit("nothing", f"{player}'s Deck is still empty: Resupply does nothing", ["7.3.16.b"])
            return None
    card = p.zones["deck"][0]
    game.trace.emit("resupply", f"{player} resupplies: the top card of the Deck goes to the Reserve", ["7.3.16.a"])
    new = move(game, card, "reserve", player, cause="resupply")
    signal(game, "draw", player=player, how="resupply")  # "when an opponent draws ... or does Resupply"
    return new


@implements("3.2.2.f")
def put_at(game: "Table", obj, player: str, position: int, from_top: bool = True) -> None:
    """Put a card X-th from the top (or bottom); with too few cards it goes to the top or the
    bottom, as the rule says (3.2.2.f)."""
    deck = game.state.player(player).zones["deck"]
    size = len(deck) - (1 if obj in deck else 0)
    if position - 1 > size:
        where = "bottom" if from_top else "top"
        game.trace.emit("position", f"the Deck has only {size} cards: {obj.label()} goes to the {where}", ["3.2.2.f"], object=obj.uid)
        index = size if from_top else 0
    else:
        index = position - 1 if from_top else size - (position - 1)
    move(game, obj, "deck", player, index=index, cause="put")
