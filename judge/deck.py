"""The Deck: drawing, positions, reshuffling the Discard pile, Resupply."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .editions import v5
from .enums import Phase
from .gifts import received
from .rules import implements
from .triggers import signal
from .zones import move

if TYPE_CHECKING:
    from .table import Table


@implements("3.2.2.d", "3.2.2.e", "v5.0 3.2.2.d", "v5.0 3.2.2.e")
def ensure_position(game: "Table", player: str, position: int, quiet: bool = False) -> bool:
    """Whether the `position`-th card from the top exists (1 = top). Built-in edition: if it does
    not, the Discard pile is shuffled and put under the Deck as part of the action (3.2.2.d), and
    only then may the action do nothing (3.2.2.e). v5.0: no shuffling; an action on a position
    that does not exist does nothing, one on the first N cards takes those there are (3.2.2.d-e;
    the Discard pile goes back only in the Morning, 4.2.1.f, 7.3.9.c). `quiet`: the caller says
    what the action does without the card (the top N cards, as many as there are)."""
    p = game.state.player(player)
    if len(p.zones["deck"]) >= position:
        return True
    if v5(game):
        if not quiet:
            game.trace.emit("nothing", f"{player}'s Deck has {len(p.zones['deck'])} cards: no card at that position, and the "
                            "Discard pile is not shuffled into it (only in the Morning): the action does nothing",
                            ["v5.0 3.2.2.d", "v5.0 3.2.2.e"], player=player)
        return False
    if p.zones["discard"]:
        _shuffle_discard_in(game, player, f"{player}'s Deck has {len(p.zones['deck'])} cards: the {len(p.zones['discard'])} "
                            "cards of the Discard pile are shuffled and put at the bottom of the Deck", ["3.2.2.d"],
                            "reshuffle", player=player)
    if len(p.zones["deck"]) >= position:
        return True
    if not quiet:
        game.trace.emit("nothing", f"{player}'s Deck still has no card at that position: the action does nothing", ["3.2.2.e"])
    return False


@implements("v5.0 4.2.1.f", "v5.0 7.3.9.c")
def may_shuffle_back(game: "Table", player: str, why: str) -> bool:
    """v5.0, in the Morning: a player with an empty Deck may shuffle their Discard pile back into
    it (4.2.1.f; while drawing, 7.3.9.c). Their choice, asked, never assumed. True if they did."""
    p = game.state.player(player)
    if p.zones["deck"] or not p.zones["discard"]:
        return False
    rules = ["v5.0 7.3.9.c"] if why == "draw" else ["v5.0 4.2.1.f"]
    if not game.ask_may(player, "shuffle your Discard pile back into your Deck", rules[0]):
        game.trace.emit("no shuffle", f"{player} does not shuffle their Discard pile back into their empty Deck", rules,
                        player=player)
        return False
    _shuffle_discard_in(game, player, f"{player}'s Deck is empty: they shuffle the {len(p.zones['discard'])} cards of their "
                        "Discard pile back into it", rules, "reshuffle", player=player)
    return True


def _shuffle_discard_in(game: "Table", owner: str, text: str, rules: list[str], cause: str, **data) -> None:
    """The owner's Discard pile shuffled and put into their Deck (under what is there), said once."""
    cards = list(game.state.player(owner).zones["discard"])
    game.state.random().shuffle(cards)
    game.trace.emit("reshuffle", text, rules, **data)
    for c in cards:
        move(game, c, "deck", owner, cause=cause)


def shuffle_back_in_the_morning(game: "Table") -> None:
    """Before and after each daily effect of Morning (v5.0 4.2.1.f), in turn order."""
    if v5(game):
        for p in game.state.turn_order():
            may_shuffle_back(game, p.name, "morning")


@implements("3.2.2.b", "3.2.2.c")
def draw(game: "Table", player: str, n: int = 1) -> None:
    """Draw n cards; one event for the action, however many cards it drew ("when an opponent
    draws one or more cards")."""
    drawn = 0
    morning = v5(game) and game.state.phase == Phase.MORNING
    for _ in range(n):
        if morning and not game.state.player(player).zones["deck"]:
            # v5.0 7.3.9.c: the cards there are drawn first, then the player decides
            morning = False
            if not may_shuffle_back(game, player, "draw"):
                break
        if not ensure_position(game, player, 1):
            break
        card = game.state.player(player).zones["deck"][0]
        game.trace.emit("draw", f"{player} draws a card", ["3.2.2.b"], player=player)
        move(game, card, "hand", player, cause="draw")
        drawn += 1
    if drawn:
        signal(game, "draw", player=player, how="draw", n=drawn)
        received(game, player, "draw", drawn)


@implements("7.3.16.a", "7.3.16.b")
def resupply(game: "Table", player: str, how: str = "resupply"):
    """The top card of the Deck to the Reserve (7.3.16.a); returns it there (None if nothing moved).
    `how`: "exhausted resupply" when it is one (the card is exhausted by the caller), for the Gift
    it may be (gifts.received)."""
    p = game.state.player(player)
    replacer = _resupply_replaced(game, player)
    if replacer is not None:
        return _reveal_instead(game, player, replacer, how)
    if not p.zones["deck"]:
        if p.zones["discard"]:
            _shuffle_discard_in(game, player, f"{player}'s Deck is empty: the Discard pile is shuffled into it", ["7.3.16.b"],
                                "resupply")
        if not p.zones["deck"]:
            game.trace.emit("nothing", f"{player}'s Deck is still empty: Resupply does nothing", ["7.3.16.b"])
            return None
    card = p.zones["deck"][0]
    game.trace.emit("resupply", f"{player} resupplies: the top card of the Deck goes to the Reserve", ["7.3.16.a"])
    new = move(game, card, "reserve", player, cause="resupply")
    signal(game, "draw", player=player, how="resupply")  # "when an opponent draws ... or does Resupply"
    received(game, player, how)
    return new


def _resupply_replaced(game: "Table", player: str):
    """The object of `player`'s whose passive ability replaces their Resupply, or None. Two: the
    first replaces it, and the other no longer has a Resupply to replace (v5.0 6.2.i-j)."""
    from . import words
    from .passives import active_passives

    return next((s for s, t in active_passives(game) if s.controller == player and words.passive(t).kind == "resupply reveal"), None)


@implements("v5.0 6.2.b", "v5.0 7.3.14.a")
def _reveal_instead(game: "Table", player: str, replacer, how: str):
    """A Resupply replaced by a reveal of two cards, one kept in the Reserve, the other discarded (a
    replacing modifier, the published game, v5.0 6.2.b): no Resupply happens
    (no reaction to a Resupply, no Gift of one); the cards revealed to every player, the one its
    player chooses goes to their Reserve, the other to their Discard pile; fewer than two cards:
    those there are (v5.0 3.2.2.e). An Exhausted Resupply so replaced (7.3.14.a: a modifier of
    Resupply modifies it too): which card "the resupplied card" to exhaust is then, no edition
    says: not modelled. Returns the card put in the Reserve."""
    from .enums import DecisionKind
    from .table import EngineError

    if how != "resupply":
        raise EngineError(f"not modelled: {player}'s Exhausted Resupply replaced by {replacer.label()}'s reveal (v5.0 7.3.14.a): "
                          "which card is then exhausted, no edition says")
    ensure_position(game, player, 2, quiet=True)  # built-in 3.2.2.d: the Discard shuffled in first
    seen = list(game.state.player(player).zones["deck"][:2])
    game.trace.emit("replace", f"{player} would Resupply: instead, {replacer.label()}'s passive ability, they reveal the top "
                    f"{len(seen)} card{'s' if len(seen) != 1 else ''} of their Deck to every player: "
                    f"{', '.join(o.label() for o in seen) or 'none'} (v5.0 6.2.b; no Resupply happens)", [], published=True,
                    player=player)
    if not seen:
        return None
    keep = seen[0]
    if len(seen) > 1:
        answer = game.ask(player, DecisionKind.CHOOSE, [o.uid for o in seen], "6.1.g", f"the revealed card to put in the Reserve "
                          f"({replacer.label()}'s passive ability)")
        keep = game.find(answer, among=seen)
    new = move(game, keep, "reserve", player, cause="effect")
    for o in seen:
        if o is not keep:
            move(game, o, "discard", o.owner, cause="effect")
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
