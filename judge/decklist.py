"""A deck as the community writes it, read into card versions: lines `N REFERENCE`
(`3 ALT_CORE_B_YZ_15_R1`), `N Card Name` (a name in any language the imported data prints), or
a compact deck code (card_data/deckcode.py).

A name says which card, not which version: the versions of one name may differ in rarity and in
faction (an out-of-faction rare). A name is read as the version a deck of its Hero's faction
would hold, common first, and the check says so where the versions differ: the reference settles
it. A unique or exalted version the card data does not list is read from its card of the same
set, faction and number (same name and faction), with its own rarity.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

MAX_BYTES = 256 * 1024
MAX_LINES = 2000
MAX_COPIES = 999
LINE = re.compile(r"^\s*(\d{1,6})\s*[xX×]?\s+(.+?)\s*$")
REFERENCE = re.compile(r"^ALT_([A-Z0-9]+)_([ABP])_([A-Z]{2})_(\d{1,3})_(C|R1|R2|U|E)(?:_(\d{1,7}))?$", re.I)
RARITY = {"C": "common", "R1": "rare", "R2": "rare", "U": "unique", "E": "exalted"}


class DeckError(ValueError):
    """A deck that cannot be read: where (line 0: the whole input) and what."""

    def __init__(self, line: int, what: str):
        super().__init__(what)
        self.line, self.what = line, what


@dataclass
class Entry:
    """One line of the deck: how many, of which card version."""

    count: int
    asked: str  # as written: a reference or a name
    line: int
    reference: str
    name: str
    faction: str
    rarity: str
    type: str
    set: str
    flags: list[str] = field(default_factory=list)  # suspended, banned, errata (the card data's)
    by_name: bool = False
    others: list[str] = field(default_factory=list)  # a name's other versions, where they differ


@dataclass
class Deck:
    source: str
    entries: list[Entry]
    code: bool = False  # read from a deck code


def read(source: str, text: str | None) -> Deck:
    """A deck from `source`: a file's text (given), or, with text None, a deck code."""
    from card_data import deckcode

    if text is None:
        try:
            lines = [(i + 1, count, ref) for i, (count, ref) in enumerate(deckcode.decode(source))]
        except deckcode.CodeError as exc:
            raise DeckError(0, f"deck code: {exc}") from None
        return _resolve(source, lines, code=True)
    if len(text.encode("utf-8", "replace")) > MAX_BYTES:
        raise DeckError(0, f"more than {MAX_BYTES // 1024} KiB: not a deck list")
    raw = text.splitlines()
    if len(raw) > MAX_LINES:
        raise DeckError(MAX_LINES + 1, f"more than {MAX_LINES} lines: not a deck list")
    lines = []
    for n, line in enumerate(raw, 1):
        s = line.strip()
        if not s or s.startswith(("#", "//")) or s.endswith(":") and not LINE.match(s):
            continue  # blank, a comment, a heading ("Hero:", "Characters:")
        m = LINE.match(s)
        if m is None:
            raise DeckError(n, f"expected 'N REFERENCE' or 'N Card Name', got {s[:60]!r}")
        count = int(m.group(1))
        if not 1 <= count <= MAX_COPIES:
            raise DeckError(n, f"{count} copies: a line holds 1 to {MAX_COPIES}")
        lines.append((n, count, m.group(2)))
    if not lines:
        raise DeckError(0, "no card in it")
    return _resolve(source, lines, code=False)


def _resolve(source: str, lines: list[tuple[int, int, str]], code: bool) -> Deck:
    from . import carddb

    found: list[tuple[int, int, str, list[dict], str]] = []
    for n, count, asked in lines:
        ref = _reference(asked)
        if ref is not None:
            found.append((n, count, asked, _versions_of_reference(ref, n), "reference"))
            continue
        name, versions, how = carddb.versions(asked)
        if not versions or how in ("reference", "near miss"):
            hint = f" (did you mean {name!r}?)" if how == "near miss" else ""
            raise DeckError(n, f"no card named {asked[:60]!r} in the card data{hint}")
        found.append((n, count, asked, versions, "name"))
    heroes = {v[0]["faction"] for _, _, _, v, how in found if how == "reference" and v[0]["type"] == "hero"}
    heroes |= {v[0]["faction"] for _, _, _, v, how in found if how == "name" and all(x["type"] == "hero" for x in v)}
    entries = []
    for n, count, asked, versions, how in found:
        if how == "reference":
            entries.append(_entry(versions[0], count, asked, n))
            continue
        chosen = _preferred(versions, heroes)
        e = _entry(chosen, count, asked, n)
        e.by_name = True
        e.others = [v["reference"] for v in versions if (v["faction"], v["rarity"]) != (chosen["faction"], chosen["rarity"])]
        entries.append(e)
    return Deck(source, entries, code)


def _reference(text: str) -> str | None:
    m = REFERENCE.match(text.strip())
    if m is None:
        return None
    s, product, faction, number, rarity, unique = m.groups()
    ref = f"ALT_{s.upper()}_{product.upper()}_{faction.upper()}_{int(number):02d}_{rarity.upper()}"
    return ref + (f"_{int(unique)}" if unique else "")


def _versions_of_reference(ref: str, line: int) -> list[dict]:
    from . import carddb

    recs = carddb.records()
    if ref in recs:
        return [recs[ref]]
    m = REFERENCE.match(ref)
    s, product, faction, number, rarity, unique = m.groups()
    if rarity in ("U", "E"):
        # a unique or exalted version: its card of the same set, faction and number says its name
        # and faction (the card data lists few of them); its rarity is its own
        for base in (f"ALT_{s}_{p}_{faction}_{number}_{r}" for r in ("C", "R1") for p in ("B", "P", "A")):
            if base in recs:
                return [dict(recs[base], reference=ref, rarity=RARITY[rarity], _from=base)]
    raise DeckError(line, f"no card {ref} in the card data (judge cards list: the sets known)")


def _preferred(versions: list[dict], hero_factions: set[str]) -> dict:
    """A name's version as a deck of its Hero's faction would hold it: that faction first, then
    common before rare, then the card data's order."""
    order = {"common": 0, "rare": 1, "unique": 2, "exalted": 3}
    return min(versions, key=lambda v: (v["faction"] not in hero_factions, order.get(v["rarity"], 4), versions.index(v)))


def _entry(rec: dict, count: int, asked: str, line: int) -> Entry:
    flags = [f for f in ("suspended", "banned", "errata") if rec.get(f)]
    return Entry(count, asked, line, rec["reference"], rec["name"], rec.get("faction") or "", rec.get("rarity") or "",
                 rec.get("type") or "", rec.get("set") or "", flags)
