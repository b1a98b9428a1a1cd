"""Names of objects (2.2.3), with nothing to import: `judge card` resolves a name before it
loads anything else."""

from __future__ import annotations

from .rules import implements


@implements("2.2.3.c")
def resolve_name(name: str, cards, translations: dict[str, str]) -> str:
    """The name of an object is its English name, whatever the language printed (2.2.3.c):
    a name of `cards` as typed, or through `translations`, or as typed in another case."""
    if name in cards:
        return name
    folded = {k.casefold(): v for k, v in translations.items()}
    return folded.get(name.casefold(), next((c for c in cards if c.casefold() == name.casefold()), name))
