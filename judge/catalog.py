"""The built-in catalog: the cards the rules use as examples, as data (judge/data/catalog.yaml).

Facts (costs, statistics, types) come from the first set's card data; the abilities are our
own encoding in the language of docs/abilities.md. A name printed in another language resolves
to the English name (2.2.3.c).
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from .names import resolve_name

DATA = Path(__file__).resolve().parent / "data" / "catalog.yaml"


def _loader():
    """libyaml's loader when PyYAML has it (the catalog is our own file: no bounds needed)."""
    import yaml

    return getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@lru_cache(maxsize=1)
def _load() -> tuple[dict, dict]:
    if not DATA.exists():
        return {}, {}
    import yaml

    from .cardspec import card_from_spec
    from .scenario.model import CardSpec

    data = yaml.load(DATA.read_text(encoding="utf-8"), Loader=_loader()) or {}
    cards = {name: card_from_spec(name, CardSpec.model_validate(spec)) for name, spec in (data.get("cards") or {}).items()}
    return cards, dict(data.get("translations") or {})


def names() -> list[str]:
    return sorted(_load()[0])


def hand_written() -> frozenset[str]:
    """The catalog's card names, case-folded: the cards whose hand-written encoding is played by
    name, not a translated one (so not reviewed as translations, judge/reviews.py)."""
    return frozenset(n.casefold() for n in _load()[0])


def english_name(name: str) -> str:
    cards, translations = _load()
    return resolve_name(name, cards, translations)


def translations() -> dict[str, str]:
    return dict(_load()[1])


def lookup(name: str):
    """The card a name (or a card reference) means: the catalog's hand-written encoding first,
    then the card sets' (judge/carddb.py). None when no set has it; carddb.NotModelled when a
    set has it and one of its ability lines is not modelled: never a guess."""
    cards, _ = _load()
    card = cards.get(english_name(name))
    if card is not None:
        return card
    from .carddb import lookup as from_sets

    return from_sets(name)


def known(name: str):
    """lookup, or None for a card that is not modelled (a question about the catalog's own
    cards, not a request to play one)."""
    from .carddb import NotModelled

    try:
        return lookup(name)
    except NotModelled:
        return None
