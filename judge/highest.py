"""Statistics equal to their highest, given by a passive ability: the later sets' lines giving the
Characters of an expedition, the other Characters of a player, or the object itself (perhaps under
a condition, In Contact) each statistic equal to the highest of the three.

A passive ability modifies the characteristics of objects in play, continuously, re-evaluated
after each event (v5.0 2.3.1.a-e). What it gives is kept on the object (`GameObject.gained`, as
judge/gigantic.py keeps Gigantic) and found again after every event (triggers.AFTER_EVENT); the
statistics are then read by stats.character_stats.

The later sets' cards do not say whether boosts count towards the highest statistic or are added
once the statistics are set (v5.0 2.3 orders passive abilities, not counters), and here it does
not matter: a boost adds 1 to each statistic (v5.0 2.5.1.b), so either way each statistic is the
highest printed one plus the boosts. The engine has no other modification of statistics; one that
raised a single statistic would need that order, and is not modelled.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import triggers
from .keywords import applies, giving
from .passives import card_gives, holders
from .rules import implements
from .stats import HIGHEST, character_stats, fmt

if TYPE_CHECKING:
    from .table import Table


@implements("v5.0 2.3.1.a", "v5.0 2.3.1.e", "v5.0 2.5.1.b", "2.2.10.j")
def refresh(game: "Table", quiet: bool = False) -> None:
    """Mark the Characters in play a passive ability gives statistics equal to their highest now,
    and unmark those it no longer does, tracing each change (`quiet`: a position set up)."""
    if not any(card_gives(o.card, "highest") for o in holders(game)) and not any(
            HIGHEST in o.gained for pl in game.state.players for o in (*pl.expeditions["hero"], *pl.expeditions["companion"])):
        return  # nothing gives it, nothing has it: nothing to change
    sources = giving(game, "highest")
    for pl in game.state.players:
        for o in (*pl.expeditions["hero"], *pl.expeditions["companion"]):
            if not o.exists or o.card.type != "character":
                continue
            by = next((source for source, p, cond in sources if applies(game, p, source, cond, o)), None)
            if (by is not None) == (HIGHEST in o.gained):
                continue
            if by is not None:
                o.gained = o.gained | {HIGHEST}
                if not quiet:
                    whose = "its own" if by is o else f"{by.label()}'s"
                    game.trace.emit("statistics", f"{o.label()}'s statistics are equal to its highest ({whose} passive ability): "
                                    f"{fmt(character_stats(o))}, boosts added to each (v5.0 2.5.1.b)",
                                    ["v5.0 2.3.1.a", "v5.0 2.5.1.b"], published=True, object=o.uid)
            else:
                o.gained = o.gained - {HIGHEST}
                if not quiet:
                    game.trace.emit("statistics", f"{o.label()}'s statistics are its own again (the passive ability no longer "
                                    f"applies): {fmt(character_stats(o))}", ["v5.0 2.3.1.e"], published=True, object=o.uid)


triggers.AFTER_EVENT.append(refresh)
