"""Morning (1.3.2.b): Succeed, Prepare, Draw, and the optional Mana card; the first Morning's
setup (1.3.1.d)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .choices import ChoiceNeeded
from .deck import draw
from . import words
from .passives import active_passives, stay_exhausted
from .seats import next_first_player
from .enums import DecisionKind, Mode, Status
from .rules import BOOSTER_WAR as WAR, BOOSTER_WAR_DAYS, implements
from .table import EngineError
from .zones import move, own

if TYPE_CHECKING:
    from .table import Table


@implements("1.3.2.b")
def succeed(game: "Table") -> None:
    state = game.state
    new = next_first_player(state)
    if len(state.players) > 2:
        game.trace.emit("succeed", f"succeed: {new}, the next player clockwise, becomes the first player (turns go clockwise; "
                        "the pages do not say which way the token passes)", ["1.3.2.b", "modes.2v2.2v2"])
    else:
        game.trace.emit("succeed", f"succeed: {new} becomes the first player", ["1.3.2.b"])
    state.first_player = new


@implements("1.3.2.b")
def prepare(game: "Table") -> None:
    """Ready Characters, Permanents and Mana Orbs (and, as the published game says, every
    exhausted object in a player's zones and expeditions, 4.2.1.c in v5.0)."""
    readied = []
    keeper = stay_exhausted(game)
    for p in game.state.initiative():
        zones = list(p.zones.values()) + list(p.expeditions.values())
        for objs in zones:
            for o in objs:
                if keeper is not None and o.zone == "reserve" and o.card.type == "character" and Status.EXHAUSTED in o.statuses:
                    game.trace.emit("stays exhausted", f"{o.label()} stays exhausted: {keeper.label()}'s passive ability",
                                    ["2.2.10.j"], object=o.uid)
                    continue
                if Status.EXHAUSTED in o.statuses:
                    own(game, o).drop_status(Status.EXHAUSTED)
                    readied.append(o.label())
    game.trace.emit("prepare", "prepare: " + (f"{', '.join(readied)} ready" if readied else "nothing to ready"), ["1.3.2.b"])




@implements("v5.0 6.2.b", "v5.0 7.3.19.b")
def from_the_deck(game: "Table", player: str):
    """The object (its controller's Hero) whose passive ability changes `player`'s Morning Draw and
    Expand (one card drawn; the Expand's card from the Deck's top: published game), or None. Ignored
    on day 1 where the card says its abilities are then (v5.0 7.3.19.b)."""
    for source, passive in active_passives(game):
        if source.controller != player or words.passive(passive).kind != "morning from the deck":
            continue
        if game.state.day == 1 and "my abilities are ignored during the first day" in source.passives():
            game.trace.emit("ignored", f"{source.label()}'s abilities are ignored during the first Day (v5.0 7.3.19.b)", [],
                            published=True, object=source.uid)
            continue
        return source
    return None


@implements("1.3.2.b", "formats.booster-war.rule-least-technical-mode")
def draw_two(game: "Table") -> None:
    s = game.state
    if Mode(s.mode).booster_war and s.day > BOOSTER_WAR_DAYS:  # the additional day of a tie
        game.trace.emit("draw", "draw: no cards are drawn on the additional day of a tied Booster War (it is played "
                        "with the remaining cards)", ["1.3.2.b", WAR])
        return
    booster_war = Mode(s.mode).booster_war
    usual = 3 if booster_war else 2
    # a replacing modifier of one player's Draw (v5.0 6.2.b): they draw one card, the others as usual
    changed = {p.name: src for p in s.initiative() if (src := from_the_deck(game, p.name)) is not None}
    title = (f"draw: each player draws {usual} cards, but for a passive ability" if changed
             else "draw: each player draws three cards instead of two (Booster War)" if booster_war
             else "draw: each player draws two cards")
    with game.trace.under("draw", title, ["1.3.2.b", WAR] if booster_war and not changed else ["1.3.2.b"]):
        for p in s.initiative():
            source = changed.get(p.name)
            if source is not None:
                game.trace.emit("modifier", f"{p.name} draws only one card: {source.label()}'s passive ability (v5.0 6.2.b)",
                                ["2.2.10"], published=True, object=source.uid)
            draw(game, p.name, usual if source is None else 1)


@implements("1.3.2.b", "6.1.g")
def mana_card(game: "Table") -> None:
    """Each player may put one card from their Hand in their Mana zone, in initiative order."""
    for p in game.state.initiative():
        source = from_the_deck(game, p.name)
        if source is not None:
            _from_the_deck(game, p.name, source)
            continue
        hand = p.zones["hand"]
        if not hand:
            game.trace.emit("mana", f"{p.name} has no card in Hand to put in the Mana zone", ["1.3.2.b"])
            continue
        answer = game.ask(p.name, DecisionKind.MANA, ["none"] + [o.uid for o in hand], "1.3.2.b",
                          "a card from their Hand to put in their Mana zone, or none")
        if answer == "none":
            game.trace.emit("mana", f"{p.name} puts no card in the Mana zone", ["1.3.2.b"])
            continue
        card = game.find(answer, among=hand)
        game.trace.emit("mana", f"{p.name} puts a card from their Hand in their Mana zone", ["1.3.2.b"])
        move(game, card, "mana", p.name, cause="mana")


@implements("v5.0 4.2.1.e", "v5.0 6.5.c", "v5.0 6.2.g")
def _from_the_deck(game: "Table", player: str, source) -> None:
    """Expand changed by a replacing modifier: the player still chooses whether to put a card (the
    remark of v5.0 4.2.1.e; an optional step is chosen just before it would happen, 6.5.c); the step
    about to happen is then modified (6.2.g): the card put is the top card of their Deck, not one
    from their Hand (published game)."""
    p = game.state.player(player)
    if not p.zones["deck"]:
        game.trace.emit("mana", f"{player} has no card in their Deck: {source.label()}'s passive ability leaves nothing to put "
                        "in the Mana zone", ["1.3.2.b"], published=True, player=player)
        return
    if not p.zones["hand"]:
        # with no card in Hand, whether the Expand a modifier changes may be chosen at all, no rule says
        raise EngineError(f"not modelled: {player}'s Expand with an empty Hand, changed by {source.label()}'s passive ability "
                          "to put the top card of the Deck (no rule says whether it may be chosen then)")
    answer = game.ask(player, DecisionKind.MANA, ["none", "deck"], "1.3.2.b",
                      "whether to put a card in their Mana zone: the top card of their Deck (deck), or none")
    if answer == "none":
        game.trace.emit("mana", f"{player} puts no card in the Mana zone", ["1.3.2.b"], player=player)
        return
    game.trace.emit("mana", f"{player} puts the top card of their Deck in their Mana zone instead of a card from their Hand: "
                    f"{source.label()}'s passive ability (v5.0 6.2.b, 6.2.g)", ["1.3.2.b"], published=True, player=player)
    move(game, p.zones["deck"][0], "mana", player, cause="mana")


@implements("1.3.1.d", "4.1.j")
def first_morning(game: "Table") -> None:
    """Instead of the first Morning: each player draws six cards and puts three of them in their
    Mana zone. (4.1.j, which replaces the first Morning with "the following setup", lost its list;
    1.3.1.d and the published game, 4.1.h-i in v5.0, say what it is.)"""
    with game.trace.under("setup", "the first Morning is replaced: each player draws six cards and puts three in their Mana zone",
                          ["1.3.1.d", "4.1.j"]):
        for p in game.state.initiative():
            draw(game, p.name, 6)
        for p in game.state.initiative():
            hand = p.zones["hand"]
            need = min(3, len(hand))
            answer = game.ask(p.name, DecisionKind.SETUP_MANA, [o.uid for o in hand], "1.3.1.d",
                              "three cards from their Hand to put in their Mana zone", count=need)
            cards = [game.find(ref, among=hand) for ref in answer]
            if len(cards) != need or len({id(c) for c in cards}) != need:
                raise ChoiceNeeded(p.name, f"exactly {need} different cards from their Hand for the Mana zone",
                                   [o.uid for o in hand], "1.3.1.d", count=need, kind=DecisionKind.SETUP_MANA)
            for c in cards:
                move(game, c, "mana", p.name, cause="setup")
            game.trace.emit("mana", f"{p.name} puts {need} cards in their Mana zone", ["1.3.1.d"])
