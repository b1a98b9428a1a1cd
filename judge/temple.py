"""Temple N: the later sets' Characters that may be played as a Landmark Permanent.

No edition defines Temple (neither the built-in edition nor v5.0); the cards' reminder says what
it is, in short: the card may be played for N as a Landmark Permanent of the sub-type
Construction, which at Noon may send itself to Reserve. The engine follows the published game as
that reminder states it, and `judge rules doctor` lists the place:
- an alternative way to play the card, from Hand or from Reserve (the reminder names no zone; an
  ability changing how its object may be played works in every zone it may be played from, v5.0
  1.2.4.d), for N instead of its Hand or Reserve Cost, the cost alterations applying to N as to
  Scout's cost (v5.0 7.4.5.d);
- played so, the object is a Landmark Permanent of the sub-type Construction (no statistics, in
  the Landmark zone, never Fleeting: 5.2.2.a) with the card's other abilities, as it is printed,
  and the reaction the reminder gives it; its Hand and Reserve Costs stay the card's;
- once it leaves the Landmark zone it is the card as printed again (a new object, 2.1.c).
"""

from __future__ import annotations

from dataclasses import replace
from functools import lru_cache

from .cards import Card

_NOON = None  # the reaction a Temple gains, read once


def noon_reaction():
    """The reaction the reminder gives: at Noon, its player may send it to Reserve."""
    global _NOON
    if _NOON is None:
        from .abilities import parse_ability

        _NOON = parse_ability({"when": "at noon", "do": [{"put in reserve": "me", "may": True}]})
    return _NOON


@lru_cache(maxsize=512)  # one Permanent per card: the legal actions price it at every turn
def temple_form(card: Card) -> Card:
    """The card played with Temple: a Landmark Permanent, sub-type Construction, with the reaction its
    reminder gives (published game, as the cards' reminder states it); `printed` is the card."""
    if card.printed is not None:
        return card
    return replace(card, type="permanent", subtypes=("Construction",), stats=(0, 0, 0), zone_type=None, temple=None,
                   abilities=tuple(card.abilities) + (noon_reaction(),), printed=card)


def printed(card: Card) -> Card:
    return card.printed if card.printed is not None else card
