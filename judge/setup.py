"""Beginning of the game (4.1, 1.3.1.a-c)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import words
from .rules import BOOSTER_WAR as WAR, BOOSTER_WAR_TECHNICAL as WAR_TECHNICAL, PAGE, implements

if TYPE_CHECKING:
    from .table import Table



@implements("4.1.a", "4.1.b", "4.1.c", "4.1.d", "4.1.e", "4.1.g", "4.1.h", "4.1.i", "1.3.1.a", "1.3.1.b", "1.3.1.c",
            "formats.booster-war.rule-most-technical-mode")
def setup(game: "Table") -> None:
    s = game.state
    t = game.trace
    if s.adventure.paths:
        _four_player_adventure(game)
    else:
        t.emit("adventure", "the hero region and the companion region are put at either end of the Adventure", ["4.1.b", "1.3.1.a"])
        if s.adventure.tumult_random:
            s.random().shuffle(s.adventure.tumult)
            s.adventure.tumult = [pair if s.random().random() < 0.5 else (pair[1], pair[0]) for pair in s.adventure.tumult]
            t.emit("tumult", "three Tumult cards are shuffled (position and orientation) and put face down between them", ["4.1.c"])
        else:
            t.emit("tumult", "three Tumult cards are put face down between them, as the scenario lays them out", ["4.1.c"])
    s.adventure.face_up = set()
    for p in s.players:
        p.position = {"hero": 0, "companion": 7}
    t.emit("counters", "each player's hero expedition counter goes in the hero region, the companion one in the companion region",
           ["4.1.d", "1.3.1.b"])
    for p in s.players:
        hero = p.hero
        t.emit("hero", f"{p.name} reveals their Hero: {hero.label()}" if hero else f"{p.name} has no Hero", ["4.1.h", "1.3.1.c"])
        for text in hero.card.passives if hero else ():
            begin = words.passive(text)
            if begin.kind == "begin with markers":  # Terrain Markers it holds until it places them (published game, a later Hero's)
                hero.markers = tuple((t,) for t in begin.terrain.split(","))
                said = [f"a {w}" for w in begin.terrain.split(",")]
                said = ", ".join(said[:-1]) + " and " + said[-1] if len(said) > 1 else said[0]
                t.emit("markers", f"{hero.label()} begins the game with {said} Terrain Marker (its passive ability; v5.0 3.2.1.d)",
                       [], published=True, object=hero.uid)
            if begin.kind == "begin with counters":  # its own passive ability (the published cards' Heroes)
                hero.set_counter(begin.name.capitalize(), begin.n)
                t.emit("counters", f"{hero.label()} begins the game with {begin.n} {begin.name.capitalize()} counters "
                       "(its passive ability)", ["2.5.e"], object=hero.uid)
    if s.first_player_random:
        s.first_player = s.random().choice([p.name for p in s.players])
        t.emit("first", f"the first player is determined at random: {s.first_player}", ["4.1.g"])
    else:
        t.emit("first", f"the first player is {s.first_player}, as the scenario says", ["4.1.g"])
    if s.mode == "booster-war-technical":
        for p in s.players:
            t.emit("deck", f"{p.name}'s deck of {len(p.zones['deck'])} cards is put in their Deck zone in the order they "
                   "chose, not shuffled (Booster War, most technical mode)", [WAR_TECHNICAL])
        return
    for p in s.players:
        s.random().shuffle(p.zones["deck"])
        t.emit("shuffle", f"{p.name} shuffles their deck ({len(p.zones['deck'])} cards) and puts it in their Deck zone",
               ["4.1.i", "1.3.1.c"] + ([WAR] if s.mode == "booster-war" else []))


@implements("modes.2v2.setting-up-an-altered-multiplayer-game-in-2v2",
            "modes.free-for-all.setting-up-an-altered-multiplayer-free-for-all-game")
def _four_player_adventure(game: "Table") -> None:
    """The four-player Adventure (state.PILE, seats.paths): the 2v2 page's set-up, which Free for
    All's repeats, seating aside."""
    s = game.state
    t = game.trace
    page = PAGE[s.mode]["setup"]
    seats = list(s.seats)
    if s.mode == "2v2":
        t.emit("teams", f"two teams, partners sitting opposite each other: {seats[0]} and {seats[2]}, {seats[1]} and {seats[3]}; "
               f"clockwise {', '.join(seats)}", [page])
    else:
        t.emit("seats", f"the players sit clockwise {', '.join(seats)} (in Free for All the placement does not matter)", [page])
    t.emit("adventure", "two Hero Region cards are placed facing each other, and the two Companion Region cards likewise",
           [page, "4.1.b"])
    if s.adventure.tumult_random:
        s.random().shuffle(s.adventure.tumult)
        s.adventure.tumult = [pair if s.random().random() < 0.5 else (pair[1], pair[0]) for pair in s.adventure.tumult]
        t.emit("tumult", "three piles of two identical Tumult cards are shuffled", [page, "4.1.c"])
    t.emit("tumult", "the first pile's cards go beside the two Hero Region cards, the second's beside the two Companion "
           "Region cards, the last two side by side in the centre, face down", [page, "4.1.c"])
    for name in seats:
        path = s.adventure.paths[name]
        t.emit("path", f"{name}'s expeditions travel from a Hero Region card to a Companion Region card: Tumult cards "
               f"{path[0]} (beside that Hero card), {path[1]} (central), {path[2]} (beside that Companion card)", [page],
               player=name)

