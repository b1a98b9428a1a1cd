"""Who wins a four-player game (modes.2v2, modes.free-for-all): when several players' expeditions
meet at once, and in the tiebreaker days in the Arena.

These functions decide; victory.py applies the decision (a win, or the tiebreakers), as it does
for two players. A 2v2 is won by a team: the game's `winner` is then the first of its players
in turn order, and each of them has won (seats.team).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Mode
from .rules import PAGE, implements
from .seats import team
from .stats import TERRAINS

if TYPE_CHECKING:
    from .state import GameState
    from .table import Table

VICTORY_2V2, TIEBREAKER_2V2 = PAGE["2v2"]["victory"], PAGE["2v2"]["tiebreaker"]
VICTORY_FFA, TIEBREAKER_FFA = PAGE["free-for-all"]["victory"], PAGE["free-for-all"]["tiebreaker"]


def further(state: "GameState", name: str) -> int:
    """How far a player has advanced further than necessary: how many regions their expeditions
    have crossed each other by (0 when they meet in one region)."""
    p = state.player(name)
    return max(0, p.position["hero"] - p.position["companion"])


def _first(state: "GameState", names) -> str:
    order = [p.name for p in state.initiative()]
    return min(names, key=order.index)


@implements("modes.2v2.victory-conditions", "modes.free-for-all.victory-conditions")
def decide(game: "Table", reached: list[str]) -> tuple[str, list[str], list[str]]:
    """Players whose expeditions met at once: ("win", [the winner], rules), or ("tiebreaker",
    [the players who take part], rules)."""
    s = game.state
    if Mode(s.mode) is Mode.TWO_V_TWO:
        return _decide_2v2(game, reached)
    return _decide_free_for_all(game, reached)


def _decide_2v2(game: "Table", reached: list[str]) -> tuple[str, list[str], list[str]]:
    s = game.state
    teams: dict[tuple, list[str]] = {}
    for name in reached:
        teams.setdefault(tuple(team(s, name)), []).append(name)
    if len(teams) == 1:
        # "The first player whose Hero and Companion Expeditions meet in the same Region wins the
        # game for their team" (a player, or both partners at once)
        return "win", [_first(s, reached)], [VICTORY_2V2]
    ahead = {name: further(s, name) for name in reached}
    game.trace.emit("further", "players of both teams at once; advanced further than necessary (regions their expeditions "
                    "crossed by): "
                    + ", ".join(f"{n} {d}" for n, d in ahead.items()), [VICTORY_2V2], further=ahead)
    if len(reached) == 3:
        # "If three players fulfill the victory conditions, the two allied players win the game."
        allied = next(members for members in teams.values() if len(members) == 2)
        game.trace.emit("allied", f"three players at once: the two allied players, {' and '.join(allied)}, win", [VICTORY_2V2])
        return "win", [_first(s, allied)], [VICTORY_2V2]
    if len(reached) == 2:
        # "first check if one of the players has advanced further than necessary. If so, their
        # team wins the game; otherwise, play a tiebreaker day in the Arena."
        a, b = reached
        # the page does not say how two players who both crossed compare: the one who crossed further
        if ahead[a] != ahead[b]:
            return "win", [a if ahead[a] > ahead[b] else b], [VICTORY_2V2]
        return "tiebreaker", [p.name for p in s.players], [VICTORY_2V2]
    # all four: "one team has at least one additional advance over the other"; the page does not say
    # how a team's advances are counted: its two players' crossings added up
    totals = {key: sum(ahead[n] for n in members) for key, members in teams.items()}
    game.trace.emit("advances", "all four players at once; each team's advances further than necessary: "
                    + ", ".join(f"{' and '.join(k)} {v}" for k, v in totals.items()), [VICTORY_2V2])
    (k1, v1), (k2, v2) = totals.items()
    if v1 != v2:
        return "win", [_first(s, k1 if v1 > v2 else k2)], [VICTORY_2V2]
    return "tiebreaker", [p.name for p in s.players], [VICTORY_2V2]


def _decide_free_for_all(game: "Table", reached: list[str]) -> tuple[str, list[str], list[str]]:
    s = game.state
    if len(reached) == 1:
        return "win", reached, [VICTORY_FFA]
    ahead = {name: further(s, name) for name in reached}
    game.trace.emit("further", "several players at once; advanced further than necessary (regions their expeditions crossed "
                    "by): "
                    + ", ".join(f"{n} {d}" for n, d in ahead.items()), [VICTORY_FFA], further=ahead)
    best = max(ahead.values())
    leaders = [n for n, d in ahead.items() if d == best]
    # the page does not say how several who crossed compare: the one who crossed furthest wins
    if len(leaders) == 1:
        # "first check if a player has advanced further than necessary. If so, that player wins"
        return "win", leaders, [VICTORY_FFA]
    # "Otherwise, play a tiebreaker day in the Arena with only the players who have advanced the furthest."
    return "tiebreaker", leaders, [VICTORY_FFA, TIEBREAKER_FFA]


@implements("modes.2v2.tiebreaker", "modes.free-for-all.tiebreaker")
def tiebreak(game: "Table", totals: dict[str, tuple[int, int, int]], arena: frozenset[str]) -> tuple[str, list[str]]:
    """A Dusk of a tiebreaker day, each player's totals given: ("win", [winner]) or ("again",
    [the players of the next tiebreaker day])."""
    s = game.state
    if Mode(s.mode) is Mode.TWO_V_TWO:
        # "each team totals the statistics of its Characters for each type of Region in the Arena
        # ... The team that beats its opponent in the most region types wins the game."
        teams: dict[tuple, list[int]] = {}
        for name, total in totals.items():
            acc = teams.setdefault(tuple(team(s, name)), [0, 0, 0])
            for i, v in enumerate(total):
                acc[i] += v
        for key, acc in teams.items():
            game.trace.emit("total", f"team {' and '.join(key)}: {'/'.join(map(str, acc))}", [TIEBREAKER_2V2], stats=acc)
        wins = _types_won(game, {" and ".join(k): tuple(v) for k, v in teams.items()}, arena, TIEBREAKER_2V2)
        best = max(wins.values())
        top = [k for k, w in wins.items() if w == best]
        if len(top) == 1:
            key = next(k for k in teams if " and ".join(k) == top[0])
            return "win", [_first(s, key)]
        game.trace.emit("continue", "no team beats the other in more region types: a new tiebreaker day", [TIEBREAKER_2V2])
        return "again", [p.name for p in s.players]
    wins = _types_won(game, totals, arena, TIEBREAKER_FFA)
    best = max(wins.values())
    top = [n for n, w in wins.items() if w == best]
    if len(top) == 1:
        return "win", top
    game.trace.emit("continue", f"{', '.join(top)} surpass all others in as many region types ({best}): a new tiebreaker "
                    "day with only them", [TIEBREAKER_FFA])
    return "again", top


def _types_won(game: "Table", totals: dict[str, tuple], arena: frozenset[str], rule: str) -> dict[str, int]:
    """For each region type of the Arena, who has a total higher than all others (nobody on a
    tie at the top, however far ahead of the rest); how many types each wins."""
    wins = {who: 0 for who in totals}
    for i, terrain in enumerate(TERRAINS):
        if terrain not in arena:
            game.trace.emit("stat", f"{terrain}: not a type of the Arena now, not compared", [rule, "2.2.2.p"])
            continue
        values = {who: t[i] for who, t in totals.items()}
        best = max(values.values())
        top = [who for who, v in values.items() if v == best]
        shown = ", ".join(f"{who} {v}" for who, v in values.items())
        if len(top) == 1 and best > 0:
            wins[top[0]] += 1
            game.trace.emit("stat", f"{terrain}: {shown}: {top[0]} is higher than all others", [rule])
        else:
            game.trace.emit("stat", f"{terrain}: {shown}: nobody is higher than all others", [rule])
    return wins
