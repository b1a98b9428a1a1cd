"""Feats: the later sets' Landmark Permanents of the sub-type Feat, which an ability of their own
completes ("When you pass — If ..., complete me") and which have abilities that work only once
they are Completed ("[Completed]: ...").

No edition defines Feats (neither the built-in edition nor v5.0): Feats follow the published game
as the cards state it (`judge rules doctor` lists the places):
- "Complete me" makes the Feat Completed, a state of the object (a status here): it stays while
  the Feat stays in play and is gone when it changes zones, as any status is (v5.0 2.4.1.d; a
  new object, 2.1.c);
- a "[Completed]: X" ability is the Feat's ability X, working only while it is Completed. The
  cards print it where support abilities are, but it works in play: a Feat is completed in play
  only (by its own abilities, which work there, 2.2.10.f), a Completed Feat is counted and
  sacrificed in play ("per Completed Feat in your Landmarks", "sacrifice a [Completed] Feat"),
  and a card in a Reserve is a new object that was never completed: read as a support ability,
  the text would never work.
"""

from __future__ import annotations

from .enums import Status
from .state import IN_PLAY, GameObject

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only
if TYPE_CHECKING:
    from .table import Table


def completed(o: GameObject) -> bool:
    return Status.COMPLETED in o.statuses


def complete(game: "Table", o: GameObject | None, label: str) -> bool:
    """"Complete me": the Feat `o` becomes Completed, if it is still the object in play whose
    ability this is (published game, as the cards state it); True when it became Completed now."""
    if o is None or not o.exists or o.zone not in IN_PLAY:
        game.trace.emit("nothing", f"{label}: the card is no longer in play: nothing is completed (the object whose "
                        "ability it is has gone, 2.1.c)", ["2.1.c"])
        return False
    if completed(o):
        game.trace.emit("nothing", f"{label}: {o.label()} is Completed already", [], published=True, object=o.uid)
        return False
    o.add_status(Status.COMPLETED)
    game.trace.emit("status", f"{label}: {o.label()} is Completed: its \"[Completed]\" abilities work from now on, while it "
                    "stays in play (Feats: no edition defines them; published game, as the cards state it)", [],
                    published=True, object=o.uid)
    return True
