"""The deck rules of each format, in the edition a judge uses: what makes a deck legal.

Built-in edition: constructed decks (1.1.4: the Standard format, whose page lists its guidelines
in the copy that was lost, and the multiplayer page, which says its decks follow the Standard
rules and lists them again), limited decks (1.1.5, and the Booster Draft page: at least 30
cards), Booster War (its page: the booster's Hero goes into play, the rest is the deck; in the
most technical variant a deck of 12 cards). v5.0 changed numbers (40 to 60 cards with the Hero,
at most 3 exalted cards; a limited deck of at least 30 cards): `edition="v5.0"` applies them and
cites v5.0's rules. v5.0 has no pages of modes: its decks for those follow its own 1.1.4/1.1.5,
and the check says so.

Tokens are not cards of a deck: they do not count and start outside it (the multiplayer page);
Mana Convergence is (1.1.5.a). The card data's suspended and banned flags make a deck illegal in
the constructed formats (events' lists, not a rule number), and are notes elsewhere.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .decklist import Deck, Entry
from .rules import BOOSTER_WAR as WAR_PAGE, BOOSTER_WAR_TECHNICAL as WAR_TECHNICAL_PAGE, implements

FORMATS = ("standard", "limited", "draft", "multiplayer", "booster-war", "booster-war-technical")
EDITIONS = ("builtin", "v5.0")
CONSTRUCTED = ("standard", "multiplayer")
LIMITED = ("limited", "draft")
# Where each check is written, per edition: the same rule moved between editions.
RULES = {
    "builtin": {"hero": "1.1.4.b", "size": "1.1.4.c", "faction": "1.1.4.d", "name": "1.1.4.e", "rare": "1.1.4.f",
                "unique": "1.1.4.g", "limited hero": "1.1.5.b", "limited size": "1.1.5.c", "factions": "1.1.5.d",
                "mana convergence": "1.1.5.a"},
    "v5.0": {"hero": "1.1.4.b", "size": "1.1.4.b", "faction": "1.1.4.c", "name": "1.1.4.d", "rare": "1.1.4.e",
             "exalted": "1.1.4.f", "unique": "1.1.4.g", "limited hero": "1.1.5.b", "limited size": "1.1.5.b",
             "factions": "1.1.5.c", "mana convergence": "1.1.5.a"},
}
MULTIPLAYER_PAGE = "modes.2v2.deck-building-rules-in-multiplayer-mode"
DRAFT_PAGE = "formats.booster-draft.intro"
STANDARD_PAGE = "formats.standard.intro"
NOT_IN_DECK = ("token",)  # Mana Convergence's type in the data is "mana token": a deck card (1.1.5.a)


@dataclass
class Violation:
    rule: str  # a rule id, a page section, or "card data"
    says: str
    lines: list[int] = field(default_factory=list)


@dataclass
class Result:
    format: str
    edition: str
    violations: list[Violation]
    notes: list[str]
    counts: dict

    @property
    def legal(self) -> bool:
        return not self.violations


class _Check:
    def __init__(self, deck: Deck, fmt: str, edition: str):
        self.deck, self.fmt, self.edition = deck, fmt, edition
        self.rules = RULES[edition]
        self.violations: list[Violation] = []
        self.notes: list[str] = []
        cards = [e for e in deck.entries if e.type not in NOT_IN_DECK]
        self.tokens = [e for e in deck.entries if e.type in NOT_IN_DECK]
        self.heroes = [e for e in cards if e.type == "hero"]
        self.others = [e for e in cards if e.type != "hero"]

    def fail(self, rule: str, says: str, entries: list[Entry] = ()) -> None:
        self.violations.append(Violation(rule, says, sorted({e.line for e in entries})))

    def n(self, entries: list[Entry]) -> int:
        return sum(e.count for e in entries)

    def hero_faction(self) -> str | None:
        return self.heroes[0].faction if len(self.heroes) == 1 and self.heroes[0].count == 1 else None


@implements("1.1.4.b")
def _one_hero(c: _Check) -> None:
    n = c.n(c.heroes)
    if n != 1:
        c.fail(c.rules["hero"], f"a constructed deck has exactly 1 Hero: this one has {n}", c.heroes)


@implements("1.1.4.c", "formats.standard.intro", "modes.2v2.deck-building-rules-in-multiplayer-mode")
def _constructed_size(c: _Check) -> None:
    others = c.n(c.others)
    if c.edition == "builtin":
        if others < 39:
            c.fail(c.rules["size"], f"a constructed deck has at least 39 cards besides its Hero: this one has {others}", [])
    else:
        total = others + c.n(c.heroes)
        if not 40 <= total <= 60:
            c.fail(c.rules["size"], f"a constructed deck has 40 to 60 cards, its Hero included: this one has {total}", [])


@implements("1.1.4.d")
def _hero_faction_only(c: _Check) -> None:
    faction = c.hero_faction()
    if faction is None:
        return
    off = [e for e in c.others if e.faction != faction]
    if off:
        names = ", ".join(f"{e.name} ({e.faction})" for e in off)
        c.fail(c.rules["faction"], f"a constructed deck holds only cards of its Hero's faction, {faction}: not {names}", off)


@implements("1.1.4.e")
def _three_of_a_name(c: _Check) -> None:
    by_name: dict[str, list[Entry]] = {}
    for e in c.others + c.heroes:
        by_name.setdefault(e.name, []).append(e)
    for name, entries in by_name.items():
        n = c.n(entries)
        if n > 3:
            c.fail(c.rules["name"], f"at most 3 cards of one name, whatever their rarity: {n} x {name}", entries)


@implements("1.1.4.f", "1.1.4.g")
def _rarity_limits(c: _Check) -> None:
    limits = [("rare", 15), ("unique", 3)]
    if c.edition == "v5.0":
        limits.insert(1, ("exalted", 3))
    for rarity, most in limits:
        entries = [e for e in c.others + c.heroes if e.rarity == rarity]
        n = c.n(entries)
        if n > most:
            c.fail(c.rules[rarity], f"at most {most} {rarity} cards: this deck has {n}", entries)


@implements("1.1.5.b")
def _limited_hero(c: _Check) -> None:
    n = c.n(c.heroes)
    if n > 1:
        c.fail(c.rules["limited hero"], f"a limited deck has at most 1 Hero: this one has {n}", c.heroes)


@implements("1.1.5.c", "formats.booster-draft.intro", "formats.booster-draft.deck-construction")
def _limited_size(c: _Check) -> None:
    others, total = c.n(c.others), c.n(c.others) + c.n(c.heroes)
    if c.edition == "builtin":
        if others < 29:
            c.fail(c.rules["limited size"], f"a limited deck has at least 29 cards besides its Hero: this one has {others}", [])
        if c.fmt == "draft" and total < 30:
            c.fail(DRAFT_PAGE, f"a Booster Draft deck has at least 30 cards: this one has {total}", [])
    elif total < 30:
        c.fail(c.rules["limited size"], f"a limited deck has at least 30 cards, its Hero included: this one has {total}", [])


@implements("1.1.5.d", "1.1.5.a")
def _three_factions(c: _Check) -> None:
    # Mana Convergence (1.1.5.a: any number of them) is Neutral: no faction of the six
    factions = sorted({e.faction for e in c.others + c.heroes if e.faction and e.faction != "Neutral"})
    if len(factions) > 3:
        c.fail(c.rules["factions"], f"a limited deck holds cards of at most 3 factions, its Hero's among them: "
               f"this one has {len(factions)} ({', '.join(factions)})", [])


@implements("1.1.5.a")
def _from_the_pool(c: _Check, pool: Deck) -> None:
    """A limited deck is built from the event's pool, plus any number of Mana Convergence."""
    have = Counter()
    for e in pool.entries:
        have[e.reference] += e.count
    for e in c.deck.entries:
        if e.type == "mana token":
            continue
        if e.count > have[e.reference]:
            c.fail(c.rules["mana convergence"], f"{e.count} x {e.name} ({e.reference}): the pool holds {have[e.reference]}", [e])
        have[e.reference] -= min(e.count, have[e.reference])


@implements("formats.booster-war.rule-least-technical-mode", "formats.booster-war.rule-most-technical-mode")
def _booster_war(c: _Check, technical: bool) -> None:
    page = WAR_TECHNICAL_PAGE if technical else WAR_PAGE
    n = c.n(c.heroes)
    if n != 1:
        c.fail(WAR_PAGE, f"a Booster War player puts their booster's Hero into play: this list has {n} Heroes", c.heroes)
    others = c.n(c.others)
    if technical and others != 12:
        c.fail(page, f"the most technical variant's deck has 12 cards, in the order its player chose: this one has {others}", [])
    if not technical:
        c.notes.append(f"{WAR_PAGE}: the deck is the rest of one booster, shuffled; what a booster holds is not in the "
                       "card data, so its count and provenance are for the judge to see")


def _flags(c: _Check) -> None:
    for e in c.deck.entries:
        for flag in e.flags:
            if flag in ("suspended", "banned") and c.fmt in CONSTRUCTED:
                c.fail("card data", f"{e.name} ({e.reference}) is {flag} in the card data: not allowed in events", [e])
            elif flag in ("suspended", "banned"):
                c.notes.append(f"line {e.line}: {e.name} is {flag} in the card data (events of this format may allow it)")
            else:
                c.notes.append(f"line {e.line}: {e.name} has received errata: its current text is the one that applies (1.1.7.a)")


def check(deck: Deck, fmt: str = "standard", edition: str = "builtin", pool: Deck | None = None) -> Result:
    """Every violation of the format's deck rules, each with its rule; with a limited format's
    pool (a draft seat's picks), that the deck is built from it."""
    if fmt not in FORMATS:
        raise ValueError(f"no format {fmt!r}: {', '.join(FORMATS)}")
    if edition not in RULES:
        raise ValueError(f"no deck rules for edition {edition!r}: {', '.join(RULES)}")
    c = _Check(deck, fmt, edition)
    if c.tokens:
        c.notes.append(f"{MULTIPLAYER_PAGE}: {c.n(c.tokens)} token card(s) listed do not count towards the deck and "
                       "start outside it")
    if fmt in CONSTRUCTED:
        for rule in (_one_hero, _constructed_size, _hero_faction_only, _three_of_a_name, _rarity_limits):
            rule(c)
        if fmt == "standard" and edition == "builtin":
            c.notes.append(f"{STANDARD_PAGE}: the page's list of guidelines is lost in the built-in copies; the rules "
                           f"of constructed decks (1.1.4), which {MULTIPLAYER_PAGE} lists again as the Standard rules, apply")
        if fmt == "multiplayer" and edition != "builtin":
            c.notes.append(f"edition {edition} has no multiplayer page: its constructed rules (1.1.4) apply, as the "
                           f"built-in edition's page ({MULTIPLAYER_PAGE}) says of the Standard rules")
    elif fmt in LIMITED:
        for rule in (_limited_hero, _limited_size, _three_factions):
            rule(c)
        if pool is not None:
            _from_the_pool(c, pool)
        else:
            c.notes.append(f"{c.rules['mana convergence']}: a limited deck is built from the event's pool (--pool FILE "
                           "checks it) plus any number of Mana Convergence; no limit of name or rarity")
        if fmt == "draft" and edition != "builtin":
            c.notes.append(f"edition {edition} has no Booster Draft page: its limited rules apply (the page's 30 cards "
                           "are its 1.1.5.b minimum too)")
    else:
        _booster_war(c, technical=fmt == "booster-war-technical")
    for e in deck.entries:
        if e.by_name and e.others:
            c.notes.append(f"line {e.line}: {e.asked!r} names a card, not a version: read as {e.reference} ({e.rarity}, "
                           f"{e.faction}); {', '.join(e.others)} differ in rarity or faction: a reference settles it")
    _flags(c)
    counts = {
        "heroes": c.n(c.heroes), "cards": c.n(c.others), "tokens": c.n(c.tokens),
        "rare": sum(e.count for e in c.others + c.heroes if e.rarity == "rare"),
        "unique": sum(e.count for e in c.others + c.heroes if e.rarity == "unique"),
        "exalted": sum(e.count for e in c.others + c.heroes if e.rarity == "exalted"),
        "factions": sorted({e.faction for e in c.others + c.heroes if e.faction}),
    }
    return Result(fmt, edition, c.violations, c.notes, counts)
