"""The statistics of an expedition: forest, mountain, water summed over its Characters."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Status
from .rules import implements
from .state import GameObject

if TYPE_CHECKING:
    from .table import Table

TERRAINS = ("forest", "mountain", "water")
# kept on an object a passive ability gives statistics equal to their highest (judge/highest.py)
HIGHEST = "highest statistics"


def character_stats(obj: GameObject) -> tuple[int, int, int]:
    """Printed statistics, +1 each per boost (published game, 2.5.1.b: the built-in edition
    says what Boosted is, 2.4.4, but not what a boost does); each the highest printed one while a
    passive ability says so (judge/highest.py)."""
    f, m, w = obj.card.stats
    b = obj.boosts
    if HIGHEST in obj.gained:
        top = max(f, m, w)
        return top + b, top + b, top + b
    return f + b, m + b, w + b


@implements("4.2.4.b", "7.4.3.b", "7.4.3.e", "1.1.6.d")
def expedition_stats(game: "Table", player: str, exp: str) -> tuple[tuple[int, int, int], list[str]]:
    """The sums, and notes on what was or was not counted (for the trace): each note is
    (text, rules, published), said where it is decided, never read back from its words."""
    p = game.state.player(player)
    other = "companion" if exp == "hero" else "hero"
    members = [o for o in p.expeditions[exp] if o.card.type == "character"]
    # A Gigantic Character is present in both its controller's expeditions (7.4.3.b, 7.4.3.e).
    members += [o for o in p.expeditions[other] if o.card.type == "character" and o.has("Gigantic")]
    total = [0, 0, 0]
    notes = []
    for o in members:
        if Status.ASLEEP in o.statuses:
            # An Asleep Character's statistics are not counted (published game, 2.4.4 in v5.0).
            notes.append((f"{o.label()} is Asleep: not counted", ("2.4.4",), True))
            continue
        for i, v in enumerate(character_stats(o)):
            total[i] += v
        if o.has("Gigantic") and o in p.expeditions[other]:
            notes.append((f"{o.label()} is Gigantic: counted here too", ("7.4.3.e",), False))
    return (total[0], total[1], total[2]), notes


def fmt(stats) -> str:
    return "/".join(str(v) for v in stats)
