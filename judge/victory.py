"""Victory (4.3.a-c, 1.3.3.a-b) and tiebreakers in the Arena (4.3.d-h, 1.3.3.c-f)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Mode, Status
from .editions import v5
from .multiplayer import decide, tiebreak
from .seats import team
from .passives import region_types
from .rules import PAGE, implements
from .state import COMPANION_REGION
from .stats import TERRAINS, character_stats, fmt

if TYPE_CHECKING:
    from .table import Table


def distance(game: "Table", player: str) -> int:
    """How far a player's expeditions are from their starting regions, together (1.3.3.b)."""
    p = game.state.player(player)
    return p.position["hero"] + (COMPANION_REGION - p.position["companion"])


@implements("4.3.a", "4.3.b", "1.3.3.a")
def after_move(game: "Table") -> None:
    """Expeditions have moved. Built-in edition: victory is an additive modifier of the move, so
    it is checked now, at any time of day (4.3.a-b). v5.0: only Night's Check Victory looks
    (4.2.5.d): expeditions that meet or cross now may be apart again by then."""
    if not v5(game):
        check_victory(game)
        return
    state = game.state
    if state.over or state.adventure.tiebreakers:
        return
    for p in state.initiative():
        if p.position["hero"] >= p.position["companion"]:
            game.trace.emit("not yet", f"{p.name}'s expeditions have {'met' if p.position['hero'] == p.position['companion'] else 'crossed'}: "
                            "victory is checked at Night, after Clean-up", ["v5.0 4.2.5.d", "v5.0 1.3.3.a"], player=p.name)


@implements("v5.0 4.2.5.a", "v5.0 4.2.5.d", "v5.0 1.3.2.f", "v5.0 4.3.f")
def check_at_night(game: "Table") -> None:
    """Night's third daily effect, after Rest and Clean-up (v5.0 4.2.5.a, 4.2.5.d); the built-in
    edition has none: victory was checked as expeditions moved (`after_move`). No effect during
    tiebreakers (v5.0 4.3.f)."""
    if v5(game):
        check_victory(game)


@implements("4.3.a", "4.3.b", "4.3.c", "1.3.3.a", "1.3.3.b", "1.3.3.c",
            "v5.0 4.2.5.d", "v5.0 1.3.3.a", "v5.0 1.3.3.b", "v5.0 1.3.3.c")
def check_victory(game: "Table") -> None:
    """A player whose expeditions meet or cross wins (4.3.a-b; v5.0 4.2.5.d: a sum of 7 or
    more); when several players' do, the greater distance wins (1.3.3.b: v5.0 "strictly greater
    than the sum of all other opponents"), and an equal distance starts tiebreakers (4.3.c,
    1.3.3.c). Built-in edition: as expeditions move (`after_move`); v5.0: at Night
    (`check_at_night`). A player whose expeditions have not met has a sum of 6 or less, below
    any who have: comparing those who have is comparing everyone."""
    state = game.state
    if state.over or state.adventure.tiebreakers:
        return
    later = v5(game)
    if later:
        game.trace.emit("check victory", "Check Victory: each player sums the distance of their expeditions from their "
                        "starting regions", ["v5.0 4.2.5.d"])
    reached = []
    for p in state.initiative():
        hero, comp = p.position["hero"], p.position["companion"]
        if hero == comp:
            game.trace.emit("meet", f"{p.name}'s expeditions meet in region {hero}",
                            ["v5.0 4.2.5.d", "v5.0 1.3.3.a"] if later else ["4.3.a", "1.3.3.a"], player=p.name)
            reached.append(p.name)
        elif hero > comp:
            game.trace.emit("cross", f"{p.name}'s expeditions cross each other",
                            ["v5.0 4.2.5.d", "v5.0 1.3.3.a"] if later else ["4.3.b", "1.3.3.a"], player=p.name)
            reached.append(p.name)
    if not reached:
        if later:
            game.trace.emit("check victory", "no player's expeditions have met or crossed: nothing happens",
                            ["v5.0 4.2.5.d"])
        return
    if Mode(state.mode).multiplayer:
        verdict, names, rules = decide(game, reached)
        if verdict == "win":
            win(game, names[0], rules)
        else:
            start_tiebreakers(game, names, rules)
        return
    if len(reached) == 1:
        rule = "4.3.a" if state.player(reached[0]).position["hero"] == state.player(reached[0]).position["companion"] else "4.3.b"
        win(game, reached[0], ["v5.0 4.2.5.d"] if later else [rule])
        return
    dist = {name: distance(game, name) for name in reached}
    game.trace.emit("distance", "both players' expeditions have met or crossed: " +
                    ", ".join(f"{n} {d}" for n, d in dist.items()) + " regions travelled",
                    ["v5.0 4.2.5.d", "v5.0 1.3.3.b"] if later else ["1.3.3.b"], distances=dist)
    best = max(dist.values())
    leaders = [n for n, d in dist.items() if d == best]
    if len(leaders) == 1:
        win(game, leaders[0], ["v5.0 4.2.5.d", "v5.0 1.3.3.b"] if later else ["1.3.3.b"])
    else:
        start_tiebreakers(game, rules=["v5.0 4.2.5.d", "v5.0 1.3.3.c"] if later else [])


def win(game: "Table", player: str, rules) -> None:
    game.state.winner = player
    game.state.over = True
    partners = team(game.state, player)
    if len(partners) > 1:  # 2v2: the team wins (modes.2v2 victory conditions)
        game.trace.emit("win", f"{' and '.join(partners)} win the game ({player}'s team)", rules, player=player, team=partners)
        return
    game.trace.emit("win", f"{player} wins the game", rules, player=player)


@implements("4.3.c", "4.3.d", "4.3.e", "4.3.f", "1.3.3.c", "1.3.3.d", "3.2.1.c", "v5.0 4.3.a", "v5.0 4.3.c")
def start_tiebreakers(game: "Table", players: list[str] | None = None, rules: list[str] = ()) -> None:
    state = game.state
    if players is not None:
        leave(game, [p.name for p in state.players if p.name not in players], list(rules))
    state.adventure.tiebreakers = True
    if v5(game):
        game.trace.emit("tiebreakers", "tiebreakers start: the companion region card is turned face down as the Arena "
                        "(forest/mountain/water); every expedition is put in it and the other regions are removed from the game",
                        ["v5.0 4.3.a", "v5.0 4.3.b", "v5.0 4.3.c", "v5.0 4.3.d", "v5.0 1.3.3.d", *rules])
        return
    game.trace.emit("tiebreakers", "tiebreakers start: the companion region card is turned face down as the Arena "
                    "(forest/mountain/water); every expedition is put in it and the other regions are discarded",
                    ["4.3.c", "4.3.d", "4.3.e", "4.3.f", "1.3.3.c", "1.3.3.d", *rules])


@implements("modes.free-for-all.tiebreaker")
def leave(game: "Table", names: list[str], rules: list[str]) -> None:
    """Players who did not qualify for a Free for All's tiebreaker leave the game, with what they
    own; the others keep their expeditions where they stand, and an expedition that faced one of
    them now faces the next player still there on that side (seats.facing)."""
    if not names:
        return
    state = game.state
    staying = {p.name: p for p in state.players if p.name not in names}
    for p in state.players:
        if p.name in staying:
            continue
        for exp, objs in p.expeditions.items():
            for o in objs:
                if o.owner in staying:
                    # an object a player who leaves controlled and a player who stays owns:
                    # the page does not say; it goes back to its owner's control, in their expedition of that kind
                    o.controller = o.owner
                    staying[o.owner].expeditions[exp].append(o)
                    game.trace.emit("control", f"{o.label()}, controlled by {p.name} who leaves, goes back to its owner "
                                    f"{o.owner}'s {exp} expedition (the page does not say)", [], object=o.uid)
    state.players = [p for p in state.players if p.name not in names]
    state.limbo = [o for o in state.limbo if o.owner not in names]
    for p in state.players:
        for exp, objs in p.expeditions.items():
            p.expeditions[exp] = [o for o in objs if o.owner not in names]
        for zone, objs in p.zones.items():
            p.zones[zone] = [o for o in objs if o.owner not in names]
    state.passed -= set(names)
    if state.first_player in names:
        state.first_player = state.players[0].name
    game.trace.emit("leave", f"{' and '.join(names)} did not qualify for the tiebreaker and leave the game; "
                    f"{', '.join(p.name for p in state.players)} keep their expeditions where they stand, and an expedition "
                    "that faced a player who left now faces the other", [*rules, "modes.free-for-all.tiebreaker"], players=names)


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
        if Mode(state.mode).multiplayer:
            verdict, names = tiebreak(game, totals, region_types(game, 0))
            if verdict == "win":
                win(game, names[0], [PAGE[state.mode]["tiebreaker"]])
            else:
                leave(game, [p.name for p in state.players if p.name not in names], [PAGE[state.mode]["tiebreaker"]])
            return
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
