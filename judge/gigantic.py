"""Gigantic given by a passive ability, under a condition or not ("If [a condition], I am
Gigantic"; Gigantic given to its controller's tokens).

A Gigantic Character is present in both of its controller's expeditions (7.4.3.b; v5.0 7.4.4.b).
One that gains Gigantic stays in the expedition holding its card and joins the other one; one that
loses it stays where its card is and leaves the other one (the built-in edition says the second
only, 7.4.3.k, of an effect taking Gigantic away, and is silent on the first: the published game,
as v5.0 7.4.4.o-p states it). A passive ability starts and
stops applying as the game changes, so what it gives is kept on the object (`GameObject.gained`)
and found again after every event (triggers.AFTER_EVENT): where it changes, the object joins its
other expedition as an event, which reactions to "a Character joins my Expedition" notice, or
leaves it, as the engine already traces a Character losing Gigantic.

Not modelled, never guessed: Gigantic both given by a passive ability and taken away by an effect
(v5.0 2.3 orders them by timestamps, which the engine does not keep for these).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import triggers
from .enums import Zone, expedition_of
from .keywords import given
from .passives import card_gives, holders
from .rules import implements
from .table import EngineError

if TYPE_CHECKING:
    from .table import Table

GIGANTIC = "Gigantic"


def _any_giver(game: "Table") -> bool:
    return any(card_gives(o.card, "keyword", GIGANTIC) for o in holders(game))


@implements("v5.0 7.4.4.o", "v5.0 7.4.4.p", "7.4.3.b", "7.4.3.k", "2.2.10.j")
def refresh(game: "Table", quiet: bool = False) -> None:
    """Give Gigantic to the Characters a passive ability gives it now, and take it from those it no
    longer does, each joining or leaving its other expedition (`quiet`: a position set up, whose
    objects are where they are with no event)."""
    if getattr(game, "_gigantic_busy", False):
        return  # an event this refresh made: the refresh under way sees to it
    if not _any_giver(game) and not any(GIGANTIC in o.gained for p in game.state.players
                                        for o in (*p.expeditions["hero"], *p.expeditions["companion"])):
        return  # nothing gives Gigantic, nothing has it so: nothing to change
    want = given(game, GIGANTIC)
    changed = []
    for p in game.state.players:
        for o in (*p.expeditions["hero"], *p.expeditions["companion"]):
            if o.exists and (GIGANTIC in o.gained) != (o.uid in want):
                changed.append(o)
    if not changed:
        return
    game._gigantic_busy = True
    try:
        for o in changed:
            if o.uid in want and GIGANTIC in o.lost:
                raise EngineError(f"not modelled: {o.label()} is given Gigantic by a passive ability and had it taken away by an "
                                  "effect (v5.0 2.3 orders the two by timestamps, which the engine does not keep for them)")
            printed = o.card.has(GIGANTIC)
            here = expedition_of(o.zone)
            other = here.other
            if o.uid in want:
                o.gained = o.gained | {GIGANTIC}
                if printed or quiet:
                    continue
                game.trace.emit("gigantic", f"{o.label()} gains Gigantic (a passive ability): it remains in the {here} expedition, "
                                f"where its card is, and joins {o.controller}'s {other} expedition (v5.0 7.4.4.o)",
                                ["2.2.10.j"], published=True, object=o.uid)
                triggers.signal(game, "join", subject=o, zone=Zone(f"{other} expedition"), from_zone=o.zone, gigantic=True)
            else:
                o.gained = o.gained - {GIGANTIC}
                if printed or quiet:
                    continue
                game.trace.emit("gigantic", f"{o.label()} loses Gigantic (the passive ability no longer gives it): it remains in the "
                                f"{here} expedition, where its card is, and leaves {o.controller}'s {other} expedition",
                                ["7.4.3.k", "7.5.5.a"], object=o.uid)
    finally:
        game._gigantic_busy = False


triggers.AFTER_EVENT.append(refresh)
