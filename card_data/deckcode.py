"""The community's compact deck codes (Taum/altered-deckfmt): a deck list as a URL-safe Base64
string, read and written.

The layout, as the format's reference implementation writes it (version 1): a 4-bit version (1),
an 8-bit count of set groups; per group an 8-bit set code and a 6-bit count of cards (at most 63
a group: a set with more is split over several groups); per card a quantity (2 bits, 1-3; 0 then
6 more bits holding the quantity less 3, up to 65), a product bit (1: booster; 0: then 2 bits,
1 promo, 2 alternate art), a 3-bit faction, the number in its faction on a width that depends on
the set, the rarity (2 bits for the sets of the first seasons, 3 after: C, R1, R2, U, E), a
16-bit unique number after U; zero bits to the byte.

What a code cannot hold, said plainly rather than guessed: a set the format has no code for
(its specification lists 2 sets, its implementation 12), a quantity over 65, a number in faction
wider than its set's field, an exalted card of a set whose rarity field has 2 bits, and a unique
number over 65,535. Such a deck gets an error naming the card; the deck list itself holds it.
"""

from __future__ import annotations

import base64
import re

VERSION = 1
# set code -> (set, width of its number in faction)
SETS: dict[int, tuple[str, int]] = {
    1: ("COREKS", 5), 2: ("CORE", 5), 3: ("ALIZE", 6), 4: ("BISE", 6), 5: ("TCS3", 6), 6: ("WCQ25", 5),
    7: ("WCS25", 5), 8: ("CYCLONE", 7), 9: ("DUSTER", 7), 10: ("DUSTERTOP", 5), 11: ("DUSTERCB", 7),
    12: ("DUSTEROP", 7),
}
SET_CODES = {name: code for code, (name, _) in SETS.items()}
# The reference implementation reads a 2-bit rarity for set codes 1-7 and 3 bits from 8 on.
NARROW_RARITY = frozenset(range(1, 8))
FACTIONS = ("", "AX", "BR", "LY", "MU", "OR", "YZ", "NE")
RARITIES = ("C", "R1", "R2", "U", "E")
PRODUCTS = {None: "B", 1: "P", 2: "A"}
MAX_CODE = 4096  # characters: a deck of 200 distinct cards takes about 500
REFERENCE = re.compile(r"^ALT_(\w+?)_(A|B|P)_([A-Z]{2})_(\d{1,3})_(C|R1|R2|U|E)(?:_(\d+))?$")


class CodeError(ValueError):
    """A deck code that cannot be read, or a deck a code cannot hold: the message says what."""


def looks_like_code(text: str) -> bool:
    return 3 <= len(text) <= MAX_CODE and re.fullmatch(r"[A-Za-z0-9_\-+/]+=*", text) is not None


class _Bits:
    def __init__(self, data: bytes):
        self.value, self.size, self.at = int.from_bytes(data, "big"), len(data) * 8, 0

    def read(self, n: int) -> int:
        if self.at + n > self.size:
            raise CodeError(f"the code ends in the middle of a card (bit {self.at} of {self.size})")
        self.at += n
        return (self.value >> (self.size - self.at)) & ((1 << n) - 1)


def decode(code: str) -> list[tuple[int, str]]:
    """[(quantity, reference)] in the code's order."""
    text = code.strip()
    if not looks_like_code(text):
        raise CodeError("not a deck code (Base64 letters, digits, '-' and '_', up to 4,096 characters)")
    text = text.replace("+", "-").replace("/", "_").rstrip("=")
    try:
        data = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except ValueError as exc:
        raise CodeError(f"not Base64: {exc}") from None
    bits = _Bits(data)
    version = bits.read(4)
    if version != VERSION:
        raise CodeError(f"a deck code of version {version}: only version {VERSION} is known")
    out = []
    for _ in range(bits.read(8)):
        set_code = bits.read(8)
        if set_code not in SETS:
            raise CodeError(f"set code {set_code} is not one the format defines")
        set_name, width = SETS[set_code]
        for _ in range(bits.read(6)):
            qty = bits.read(2)
            if qty == 0:
                extra = bits.read(6)
                qty = extra + 3 if extra else 0
            product = None if bits.read(1) else bits.read(2)
            if product not in PRODUCTS:
                raise CodeError(f"product {product} is not one the format defines")
            faction = bits.read(3)
            if faction == 0:
                raise CodeError("faction 0 is not one the format defines")
            number = bits.read(width)
            rarity = bits.read(2 if set_code in NARROW_RARITY else 3)
            if rarity >= len(RARITIES):
                raise CodeError(f"rarity {rarity} is not one the format defines")
            ref = f"ALT_{set_name}_{PRODUCTS[product]}_{FACTIONS[faction]}_{number:02d}_{RARITIES[rarity]}"
            if RARITIES[rarity] == "U":
                ref += f"_{bits.read(16)}"
            if qty:
                out.append((qty, ref))
    return out


def encode(deck: list[tuple[int, str]]) -> str:
    """The code of [(quantity, reference)], grouped by set in the order the sets first appear."""
    groups: dict[int, list[tuple[int, tuple]]] = {}
    for qty, ref in deck:
        m = REFERENCE.match(ref)
        if m is None:
            raise CodeError(f"{ref}: not an official reference (ALT_SET_B_FA_NN_R)")
        set_name, product, faction, number, rarity, unique = m.groups()
        if set_name not in SET_CODES:
            raise CodeError(f"{ref}: the deck code format has no code for set {set_name}")
        set_code = SET_CODES[set_name]
        width = SETS[set_code][1]
        if not 1 <= qty <= 65:
            raise CodeError(f"{ref}: a code holds 1 to 65 copies of a card, not {qty}")
        if int(number) >= 1 << width:
            raise CodeError(f"{ref}: number {number} does not fit the {width} bits of set {set_name}")
        narrow = set_code in NARROW_RARITY
        if rarity == "E" and narrow:
            raise CodeError(f"{ref}: the code's rarity field for set {set_name} cannot say exalted")
        if rarity == "U" and (unique is None or int(unique) > 0xFFFF):
            raise CodeError(f"{ref}: a unique needs a unique number up to 65,535")
        product_id = {"B": None, "P": 1, "A": 2}[product]
        card = (product_id, FACTIONS.index(faction) if faction in FACTIONS[1:] else -1, int(number),
                RARITIES.index(rarity), int(unique) if unique else None, narrow, width)
        if card[1] < 0:
            raise CodeError(f"{ref}: faction {faction} is not one the format defines")
        groups.setdefault(set_code, []).append((qty, card))
    blocks = [(code, cards[i:i + 63]) for code, cards in groups.items() for i in range(0, len(cards), 63)]
    if len(blocks) > 255:
        raise CodeError("a deck code holds at most 255 groups of cards")
    value, size = 0, 0

    def put(n: int, v: int) -> None:
        nonlocal value, size
        value, size = (value << n) | v, size + n

    put(4, VERSION)
    put(8, len(blocks))
    for set_code, cards in blocks:
        put(8, set_code)
        put(6, len(cards))
        for qty, (product, faction, number, rarity, unique, narrow, width) in cards:
            if qty <= 3:
                put(2, qty)
            else:
                put(2, 0)
                put(6, qty - 3)
            if product is None:
                put(1, 1)
            else:
                put(1, 0)
                put(2, product)
            put(3, faction)
            put(width, number)
            put(2 if narrow else 3, rarity)
            if unique is not None:
                put(16, unique)
    put(-size % 8, 0)
    return base64.urlsafe_b64encode(value.to_bytes(size // 8, "big")).decode("ascii").rstrip("=")
