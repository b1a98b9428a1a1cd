"""A Booster Draft pod, as the Booster Draft page runs it (formats.booster-draft.intro): each
player opens a booster, removes its Token/Foil card, picks one card and passes the rest to the
left; the others do the same until every card is picked; the next boosters pass right, left,
right. Deterministic per seed.

What a booster holds is not in the card data. Assumed, and said wherever the pool is printed:
13 cards of the set's booster versions: 1 Hero, 8 commons, 3 rares (in or out of faction, each
version alike) and 1 Token/Foil card (one of the set's tokens; a set without tokens gives a
foil common). That reading makes the two pages agree: the draft's 12 cards to pick after the
Token/Foil card is removed, and Booster War's 12-card deck after the Hero is put into play.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .rules import implements

BOOSTER = {"hero": 1, "common": 8, "rare": 3, "token/foil": 1}
ASSUMPTION = ("a booster is assumed to hold 1 Hero, 8 commons, 3 rares and 1 Token/Foil card (not in the card data; "
              "see judge/draft.py)")
MAX_PLAYERS, MAX_BOOSTERS = 16, 8


@dataclass
class Seat:
    number: int
    picks: list[str] = field(default_factory=list)  # references, in the order picked
    removed: list[str] = field(default_factory=list)  # each booster's Token/Foil card


def booster_cards(set_code: str) -> dict[str, list[str]]:
    """The set's booster versions by slot, references sorted."""
    from . import carddb

    slots: dict[str, list[str]] = {k: [] for k in BOOSTER}
    for ref, rec in sorted(carddb.records().items()):
        if rec.get("set") != set_code or f"ALT_{set_code}_B_" not in ref:
            continue
        kind, rarity = rec.get("type"), rec.get("rarity")
        if kind == "hero":
            slots["hero"].append(ref)
        elif kind == "token":
            slots["token/foil"].append(ref)
        elif kind == "mana token":
            continue  # Mana Convergence: added to limited decks at will (1.1.5.a), not opened
        elif rarity == "common":
            slots["common"].append(ref)
        elif rarity == "rare":
            slots["rare"].append(ref)
    return slots


def open_booster(slots: dict[str, list[str]], rng: random.Random) -> tuple[list[str], str]:
    """(the cards to pick, the Token/Foil card removed)."""
    cards = [rng.choice(slots["hero"])] + rng.sample(slots["common"], BOOSTER["common"]) + rng.sample(slots["rare"], BOOSTER["rare"])
    extra = rng.choice(slots["token/foil"] or slots["common"])
    return cards, extra


@implements("formats.booster-draft.intro")
def run(players: int, boosters: int, seed: int, set_code: str = "CORE",
        pick_lists: dict[int, list[str]] | None = None) -> list[Seat]:
    """Each seat's picks. A seat with a pick list takes the first card of its list (a reference or
    a name) in the booster it holds, else a random one."""
    from . import carddb

    if not 2 <= players <= MAX_PLAYERS or not 1 <= boosters <= MAX_BOOSTERS:
        raise ValueError(f"a pod of 2 to {MAX_PLAYERS} players with 1 to {MAX_BOOSTERS} boosters each")
    slots = booster_cards(set_code)
    if not slots["hero"] or len(slots["common"]) < BOOSTER["common"] or len(slots["rare"]) < BOOSTER["rare"]:
        raise ValueError(f"set {set_code} has no boosters' worth of cards in the card data")
    rng = random.Random(f"draft {seed} {players} {boosters} {set_code}")
    recs = carddb.records()
    seats = [Seat(i + 1) for i in range(players)]
    wants = {i: [w.casefold() for w in (pick_lists or {}).get(i + 1, [])] for i in range(players)}
    for round_ in range(boosters):
        held = []
        for seat in seats:
            cards, extra = open_booster(slots, rng)
            seat.removed.append(extra)
            held.append(cards)
        step = 1 if round_ % 2 == 0 else -1  # left, right, left, right
        while any(held):
            for i, seat in enumerate(seats):
                pack = held[i]
                choice = next((c for w in wants[i] for c in pack if w in (c.casefold(), recs[c]["name"].casefold())), None)
                if choice is None:
                    choice = rng.choice(pack)
                pack.remove(choice)
                seat.picks.append(choice)
            held = [held[(i - step) % players] for i in range(players)]
    return seats
