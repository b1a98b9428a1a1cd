"""Dusk: the Progress daily effect (4.2.4), and its tiebreaker form (4.3.h)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .ascension import is_ascended
from .adventure import expedition_label, move_forward, region_name, types_label
from .keywords import defender
from .passives import cannot_move_forward, only_due_to, region_types
from .rules import implements
from .seats import facing
from .state import EXPEDITIONS
from .stats import TERRAINS, expedition_stats, fmt
from .triggers import signal
from .victory import after_move, tiebreaker_progress

if TYPE_CHECKING:
    from .table import Table


def progress(game: "Table") -> None:
    """Dusk's Progress (_progress), a step with no controller: the first player orders its modifiers (v5.0 6.2.h)."""
    game.steppers.append(None)
    try:
        _progress(game)
    finally:
        game.steppers.pop()


@implements("4.2.4.a", "4.2.4.b", "4.2.4.c", "4.2.4.d", "4.2.4.e", "4.2.4.f", "4.2.4.g", "4.2.4.h",
            "7.4.1.b", "7.4.1.c", "7.4.1.d", "7.5.3.a")
def _progress(game: "Table") -> None:
    state = game.state
    if state.adventure.tiebreakers:
        tiebreaker_progress(game)
        return
    with game.trace.under("progress", "progress", ["4.2.4.a", "4.2.4.b"]):
        stats = {(p.name, e): expedition_stats(game, p.name, e) for p in state.players for e in EXPEDITIONS}
        movers: list[tuple[str, str, list[str]]] = []
        for p in state.initiative():
            for exp in EXPEDITIONS:
                # the expedition facing it: the opponent's of the same kind; in the four-player
                # modes a neighbour's, whichever leaves from the same Region card (seats.py)
                opp_name, opp_exp = facing(state, p.name, exp)
                mine, notes = stats[(p.name, exp)]
                theirs, their_notes = stats[(opp_name, opp_exp)]
                region = p.position[exp]
                types = region_types(game, region, p.name)
                if types != state.adventure.types(region, p.name):
                    game.trace.emit("types", f"{region_name(game, region)} is {types_label(types)} only, by a passive ability "
                                    "(the region keeps the type Region)", ["2.2.2.p"], player=p.name, expedition=exp)
                label = expedition_label(p.name, exp)
                against = f"{opp_name}'s" if opp_exp == exp and len(state.players) == 2 else expedition_label(opp_name, opp_exp)
                game.trace.emit(
                    "compare",
                    f"{label} vs {against}: {fmt(mine)} against {fmt(theirs)} in {region_name(game, region)} ({types_label(types)})",
                    ["4.2.4.b"], player=p.name, expedition=exp, stats=list(mine), opposing=list(theirs),
                    region=region, types=sorted(types),
                )
                for note, rules, published in notes:
                    game.trace.emit("note", f"  {note}", rules, published=published)
                won, tied = [], set()
                both_zero = [t for i, t in enumerate(TERRAINS) if t in types and mine[i] == theirs[i] == 0]
                if both_zero:
                    game.trace.emit("zero", f"{label}: {', '.join(both_zero)} 0 against 0: a tie, and 0 is not sufficient",
                                    ["4.2.4.c", "4.2.4.d"], player=p.name, expedition=exp)
                ascended = is_ascended(game, p.name, exp)
                for i, terrain in enumerate(TERRAINS):
                    if terrain not in types:
                        if mine[i] > theirs[i] and mine[i] > 0:
                            game.trace.emit("off-region", f"{label}: greater {terrain}, but {terrain} is not a type of its region",
                                            ["4.2.4.b"], player=p.name, expedition=exp)
                        elif ascended and mine[i] == theirs[i] > 0:
                            game.trace.emit("off-region", f"{label}: tied in {terrain}, and Ascended, but {terrain} is not a type of "
                                            "its region (v5.0 4.2.4.j)", ["4.2.4.b"], published=True, player=p.name, expedition=exp)
                        continue
                    if mine[i] > theirs[i] and mine[i] > 0:
                        won.append(terrain)
                    elif mine[i] == theirs[i] == 0:
                        continue
                    elif mine[i] == theirs[i] and ascended:
                        # the built-in edition has no Ascended: the published game (v5.0 4.2.4.e-f, k)
                        game.trace.emit("tie", f"{label}: {terrain} {mine[i]} against {theirs[i]}: a tie, and it is Ascended: it may "
                                        "move forward due to Ascension (v5.0 4.2.4.e, 4.2.4.k)", [], published=True,
                                        player=p.name, expedition=exp)
                        won.append(terrain)
                        tied.add(terrain)
                    elif mine[i] == theirs[i]:
                        game.trace.emit("tie", f"{label}: {terrain} {mine[i]} against {theirs[i]}: a tie is not sufficient", ["4.2.4.c"], player=p.name, expedition=exp)
                    elif mine[i] > theirs[i]:
                        game.trace.emit("zero", f"{label}: {terrain} 0 against {theirs[i]}: a statistic of 0 is not sufficient", ["4.2.4.d"], player=p.name, expedition=exp)
                if won:
                    won = _only_due_to(game, p.name, exp, label, won)
                if not won:
                    continue
                blocker = defender(game, p.name, exp)
                if blocker is not None:
                    game.trace.emit("defender", f"{label} wins in {', '.join(won)} but cannot move forward during Dusk: "
                                    f"{blocker.label()} has Defender", ["7.4.1.b", "7.4.1.d"], object=blocker.uid, player=p.name, expedition=exp)
                    continue
                blocker = cannot_move_forward(game, p.name, exp)
                if blocker is not None:
                    # an Emblem-Ongoing's effect (2.2.2.m), or an object's passive ability (2.2.10.j)
                    game.trace.emit("blocked", f"{label} wins in {', '.join(won)} but can't move forward ({blocker.label()})",
                                    ["2.2.2.m" if blocker.emblem is not None else "2.2.10.j"], object=blocker.uid, player=p.name,
                                    expedition=exp)
                    continue
                if len(won) > 1:
                    game.trace.emit("once", f"{label} wins in {', '.join(won)}: it advances only once", ["4.2.4.e"], player=p.name, expedition=exp)
                # "due to Ascension": due to a terrain it was tied in (published game, v5.0 4.2.4.k)
                movers.append((p.name, exp, won + (["ascension"] if tied & set(won) else [])))
        # All successful expeditions move forward simultaneously (4.2.4.f): decided above, done here.
        moved: dict[tuple[str, str], set[str]] = {}  # each expedition moved, and what it moved forward due to
        for player, exp, won in movers:
            together = tuple(e for pl, e, _ in movers if pl == player)
            if move_forward(game, player, exp, rules=("4.2.4.b", "4.2.4.f"), due_to=tuple(won),
                            together=together if len(together) > 1 else ()):
                moved[(player, exp)] = set(won)
                terrains = [t for t in won if t != "ascension"]
                game.trace.emit("due to", f"{expedition_label(player, exp)} moves forward due to {', '.join(terrains)}"
                                + (" and due to Ascension (v5.0 4.2.4.k)" if "ascension" in won else ""), ["4.2.4.h"],
                                player=player, expedition=exp, due_to=won, **({"published": True} if "ascension" in won else {}))
        for p in state.initiative():
            both = [moved.get((p.name, e)) for e in EXPEDITIONS]
            if all(both) and "ascension" in set.intersection(*both):
                # "When both of your Expeditions move forward due to Ascension": the two moves of one
                # Progress, simultaneous (4.2.4.f), as one event (published game, the later sets' words)
                game.trace.emit("both", f"both of {p.name}'s expeditions moved forward due to Ascension", ["4.2.4.f"],
                                published=True, player=p.name)
                signal(game, "both moved forward", player=p.name, due_to=("ascension",))
        if moved:
            after_move(game)
        if state.over:
            return
        for p in state.initiative():
            for exp in EXPEDITIONS:
                if (p.name, exp) in moved:
                    continue
                if state.adventure.tiebreakers:
                    game.trace.emit("no-fail", f"{expedition_label(p.name, exp)} did not move forward; tiebreakers have started, so it does not fail to",
                                    ["4.2.4.g"], player=p.name, expedition=exp)
                    continue
                rules = ["4.2.4.g", "7.5.3.a"]
                if defender(game, p.name, exp) is not None:
                    rules = ["7.4.1.c", *rules]
                game.trace.emit("fails", f"{expedition_label(p.name, exp)} fails to move forward", rules,
                                player=p.name, expedition=exp)
                signal(game, "failed", player=p.name, expedition=exp)


def _only_due_to(game: "Table", player: str, exp: str, label: str, won: list[str]) -> list[str]:
    """The terrains this expedition still moves forward due to, under the passive abilities of the
    objects facing it that let it move forward during Dusk only due to the terrain of its region
    (Will-o'-the-Wisp): every other terrain it won is ignored, and without that one it does not
    move forward (then it fails to, 4.2.4.g). The built-in edition has no such effect and its
    4.2.4.h lost its conditions; this follows the published card and v5.0 4.2.4.d ("the other
    terrains are ignored") and 4.2.4.j (it moves forward due to a terrain only if no effect
    prevented it)."""
    for source, terrain in only_due_to(game, player, exp):
        if terrain in won:
            if len(won) > 1:
                game.trace.emit("only due to", f"{label} wins in {', '.join(won)} but its region has {terrain}: facing {source.label()}, "
                                f"it may move forward during Dusk only due to {terrain}; the other terrains are ignored (v5.0 4.2.4.d)", ["4.2.4.b", "4.2.4.h"],
                                published=True, object=source.uid, player=player, expedition=exp)
            won = [terrain]
        else:
            game.trace.emit("only due to", f"{label} wins in {', '.join(won)} but its region has {terrain}: facing {source.label()}, it may "
                            f"move forward during Dusk only due to {terrain}, which it does not win (v5.0 4.2.4.d)",
                            ["4.2.4.b", "4.2.4.h"], published=True, object=source.uid, player=player, expedition=exp)
            return []
    return won
