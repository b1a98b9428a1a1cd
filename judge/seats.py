"""Who sits where: partners, opponents, and which expedition faces which.

The players sit clockwise in `state.seats`. Each Region card is between two neighbours: a
player's two expeditions leave from the Region cards on either side of them, one shared with
each neighbour, and an expedition faces the neighbour's expedition that leaves from the same
Region card. In the usual game (two players, one Hero Region card and one Companion Region card)
that is the opponent's expedition of the same kind (4.2.4.b). In the four-player modes the Hero
and Companion Region cards alternate round the table, so each player faces a different opponent
with each expedition (modes.2v2 set-up) and races with the players on their left and right
(modes.free-for-all intro). When players leave a Free for All's tiebreaker, an expedition that
faced one of them faces the next player still there on that side, and may then face a Hero
expedition with a Companion one (modes.free-for-all tiebreaker): the same rule, on the ring of
the players still in the game.

Partners (2v2): the players sitting opposite, every second seat.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Expedition, Mode
from .rules import implements

if TYPE_CHECKING:
    from .state import GameState



def seats(state: "GameState") -> tuple[str, ...]:
    """The players as they sat at the start, clockwise."""
    return state.seats or tuple(p.name for p in state.players)


def present(state: "GameState") -> list[str]:
    """The players still in the game, clockwise from the first seat."""
    here = {p.name for p in state.players}
    return [n for n in seats(state) if n in here]


@implements("modes.2v2.intro", "modes.2v2.2v2", "modes.2v2.setting-up-an-altered-multiplayer-game-in-2v2")
def team(state: "GameState", name: str) -> list[str]:
    """The player and their partner in 2v2 (two teams of two, partners sitting opposite each
    other); in any other mode the player alone."""
    if state.mode != Mode.TWO_V_TWO:
        return [name]
    order = seats(state)
    i = order.index(name)
    return [n for j, n in enumerate(order) if j % 2 == i % 2 and n in {p.name for p in state.players}]


def opponents(state: "GameState", name: str) -> list[str]:
    """The player's opponents still in the game, clockwise from the player (every other player,
    except a 2v2 partner)."""
    mine = set(team(state, name))
    order = present(state)
    i = order.index(name) if name in order else 0
    return [n for n in order[i:] + order[:i] if n not in mine]


def opposes(state: "GameState", a: str, b: str) -> bool:
    """b is an opponent of a."""
    if state.mode != Mode.TWO_V_TWO:
        return a != b
    return a != b and b not in team(state, a)


def _hero_counter_clockwise(state: "GameState", name: str) -> bool:
    # The Hero and Companion Region cards alternate round the table: the first seat's Hero
    # expedition leaves from the card on its right-hand (counter-clockwise) side, the next seat's
    # from the card on its left, and so on.
    return seats(state).index(name) % 2 == 0


@implements("4.2.4.b", "modes.2v2.intro", "modes.2v2.setting-up-an-altered-multiplayer-game-in-2v2",
            "modes.free-for-all.intro", "modes.free-for-all.tiebreaker")
def facing(state: "GameState", name: str, exp: str) -> tuple[str, Expedition]:
    """The expedition facing this one: (player, expedition)."""
    players = state.players
    if len(players) == 2 and len(state.seats) <= 2:  # the usual game: the opponent's of the same kind
        return (players[1].name if players[0].name == name else players[0].name), Expedition(exp)
    ring = present(state)
    i = ring.index(name)
    counter_clockwise = (Expedition(exp) is Expedition.HERO) == _hero_counter_clockwise(state, name)
    other = ring[i - 1] if counter_clockwise else ring[(i + 1) % len(ring)]
    # the neighbour's expedition on its side towards this player
    their_hero_here = _hero_counter_clockwise(state, other) != counter_clockwise
    return other, Expedition.HERO if their_hero_here else Expedition.COMPANION


def paths(names: tuple[str, ...]) -> dict[str, tuple[int, int, int]]:
    """Each seat's path through a four-player Adventure (state.PILE): the Tumult card beside its
    Hero Region card, a central one, the one beside its Companion Region card. Players who share
    a Region card share the Tumult card beside it; the central cards alternate seat by seat, so
    neighbours cross the centre's two region types in opposite orders."""
    if len(names) != 4:
        return {}
    # the page does not say which paths cross which central card: each seat the one its neighbours do not
    # seat -> (beside its Hero card, central, beside its Companion card): seats 0 and 3 share a
    # Hero Region card, 1 and 2 the other; 0 and 1 share a Companion Region card, 2 and 3 the other
    table = ((1, 3, 5), (2, 4, 5), (2, 3, 6), (1, 4, 6))
    return {n: table[i] for i, n in enumerate(names)}


@implements("modes.2v2.first-player-effects", "modes.free-for-all.first-player-effects")
def is_first_player(state: "GameState", name: str) -> bool:
    """Whether "if you are the first player" holds for this player: they hold the first player
    token; in 2v2, they or their partner does (modes.2v2: "activate if one of the team members
    has the first player token"; Free for All: "only if you have the first player token")."""
    return state.first_player in team(state, name)


@implements("1.3.2.b", "modes.2v2.2v2")
def next_first_player(state: "GameState") -> str:
    """Who becomes the first player as a new day begins: the other player; in the four-player
    modes, whose turns go clockwise ("Players take turns clockwise"), the next player clockwise.
    The pages do not say which way the token passes: it goes the way turns go."""
    order = present(state)
    i = order.index(state.first_player) if state.first_player in order else -1
    return order[(i + 1) % len(order)]
