"""Victory (4.3.a-c, 1.3.3.a-b) and tiebreakers in the Arena (4.3.d-h, 1.3.3.c-f)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Status
from .passives import region_types
from .rules import implements
from .state import COMPANION_REGION
from .stats import TERRAINS, character_stats, fmt

if TYPE_CHECKING:
    from .table import Table


def distance(game: "Table", player: str) -> int:
    """How far a player's expeditions are from their starting regions, together (1.3.3.b)."""
    p = game.state.player(player)
    return p.position["hero"] + (COMPANION_REGION - p.position["companion"])


@implements("4.3.a", "4.3.b", "4.3.c", "1.3.3.a", "1.3.3.b", "1.3.3.c")
def check_victory(game: "Table") -> None:
    """After expeditions move: a player whose expeditions meet or cross wins (an additive event
    modifier, 4.3.a-b); when both players' do at once, the greater distance wins (1.3.3.b), and
    an equal distance starts tiebreakers (4.3.c, 1.3.3.c)."""
    state = game.state
    if state.over or state.adventure.tiebreakers:
        return
    reached = []
    for p in state.initiative():
        hero, comp = p.position["hero"], p.position["companion"]
        if hero == comp:
            game.trace.emit("meet", f"{p.name}'s expeditions meet in region {hero}", ["4.3.a", "1.3.3.a"], player=p.name)
            reached.append(p.name)
        elif hero > comp:
            game.trace.emit("cross", f"{p.name}'s expeditions cross each other", ["4.3.b", "1.3.3.a"], player=p.name)
            reached.append(p.name)
    if not reached:
        return
    if len(reached) == 1:
        rule = "4.3.a" if state.player(reached[0]).position["hero"] == state.player(reached[0]).position["companion"] else "4.3.b"
        win(game, reached[0], [rule])
        return
    dist = {name: distance(game, name) for name in reached}
    game.trace.emit("distance", "both players' expeditions have met or crossed: " +
                    ", ".join(f"{n} {d}" for n, d in dist.items()) + " regions travelled", ["1.3.3.b"], distances=dist)
    best = max(dist.values())
    leaders = [n for n, d in dist.items() if d == best]
    if len(leaders) == 1:
        win(game, leaders[0], ["1.3.3.b"])
    else:
        start_tiebreakers(game)


def win(game: "Table", player: str, rules) -> None:
    game.state.winner = player
    game.state.over = True
    game.trace.emit("win", f"{player} wins the game", rules, player=player)


@implements("4.3.c", "4.3.d", "4.3.e", "4.3.f", "1.3.3.c", "1.3.3.d", "3.2.1.c")
def start_tiebreakers(game: "Table") -> None:
    state = game.state
    state.adventure.tiebreakers = True
    game.trace.emit("tiebreakers", "tiebreakers start: the companion region card is turned face down as the Arena "
                    "(forest/mountain/water); every expedition is put in it and the other regions are discarded",
                    ["4.3.c", "4.3.d", "4.3.e", "4.3.f", "1.3.3.c", "1.3.3.d"])


@implements("4.3.h", "1.3.3.d", "1.3.3.e", "1.3.3.f", "7.4.3.i")
def tiebreaker_progress(game: "Table") -> None:
    """Each player sums both expeditions (Gigantic Characters twice, 7.4.3.i); whoever wins
    more statistics wins the game; otherwise it goes on (4.3.h, 1.3.3.f)."""
    state = game.state
    with game.trace.under("progress", "progress, in tiebreakers", ["4.3.h"]):
        totals = {}
        for p in state.initiative():
            total = [0, 0, 0]
            for exp in ("hero", "companion"):
                for o in p.expeditions[exp]:
                    if o.card.type != "character" or Status.ASLEEP in o.statuses:
                        continue
                    times = 2 if o.has("Gigantic") else 1
                    for i, v in enumerate(character_stats(o)):
                        total[i] += v * times
                    if times == 2:
                        game.trace.emit("note", f"{o.label()} is Gigantic: its statistics count twice", ["7.4.3.i"], object=o.uid)
            totals[p.name] = tuple(total)
            game.trace.emit("total", f"{p.name}: {fmt(total)} over both expeditions", ["4.3.h", "1.3.3.d"],
                            player=p.name, stats=total)
        a, b = (p.name for p in state.initiative())
        wins = {a: 0, b: 0}
        # Only the Arena's region types are compared (1.3.3.e "more Region types"; an effect can
        # change them, 2.2.2.p): the published game (v5.0 4.3.e) and the publisher's answers,
        # where the built-in 4.3.h says only "compare each statistic individually".
        arena = region_types(game, 0)
        for i, terrain in enumerate(TERRAINS):
            if terrain not in arena:
                game.trace.emit("stat", f"{terrain}: not a type of the Arena now, not compared", ["1.3.3.e", "2.2.2.p"],
                                published=True)
                continue
            va, vb = totals[a][i], totals[b][i]
            # A statistic is won by the greater, positive total (published game, 4.3.e in v5.0;
            # the built-in 4.3.h says only "compare each statistic individually").
            if va > vb and va > 0:
                wins[a] += 1
                game.trace.emit("stat", f"{terrain}: {a} {va} against {vb}", ["4.3.h"])
            elif vb > va and vb > 0:
                wins[b] += 1
                game.trace.emit("stat", f"{terrain}: {b} {vb} against {va}", ["4.3.h"])
            else:
                game.trace.emit("stat", f"{terrain}: {va} against {vb}, nobody wins it", ["4.3.h"])
        if wins[a] != wins[b]:
            winner = a if wins[a] > wins[b] else b
            game.trace.emit("count", f"{winner} wins on more statistics ({max(wins.values())} to {min(wins.values())})",
                            ["4.3.h", "1.3.3.e"])
            win(game, winner, ["4.3.h", "1.3.3.e"])
        else:
            game.trace.emit("continue", f"no player wins on more statistics ({wins[a]} each): the game continues",
                            ["4.3.h", "1.3.3.f"])
