"""Citing the engine's rules in the edition a judge uses.

The engine declares and traces the built-in edition's ids. A trace, a ruling's rules and a
card's rules are shown in another edition through the graph's same-rule links (the cached
view's `same_rule`, no networkx): built-in 7.4.3.b is v5.0 7.4.4.b. A rule with no counterpart
there is cited as `builtin 7.4.3.k (no counterpart in v5.0)`. Where the engine follows a later
edition's mechanics by a switch it cites that edition's rule itself ("v5.0 4.2.5.d"): shown
bare in that edition, and as it is in any other. The sections of the pages on modes
and formats (`modes.2v2....`) are the same whatever edition of the rules is read.
"""

from __future__ import annotations

from collections.abc import Callable

from .config import BUILTIN
from .ids import split_qualified


def _pages(rid: str) -> bool:
    return rid.startswith(("modes.", "formats."))


def citer(edition: str, view=None) -> Callable[[str], str] | None:
    """A function from a built-in id to how it is cited in `edition`; None for the built-in
    edition (nothing to change). Raises BadInput for an edition that is not loaded."""
    if edition == BUILTIN:
        return None
    from .cache import View
    from .commands import _edition

    view = view or View()
    _edition(view, edition)  # BadInput, naming the editions there are
    builtin = view.edition(BUILTIN)
    rules = builtin["rules"]
    memo: dict[str, str] = {}

    def cite(rid: str) -> str:
        hit = memo.get(rid)
        if hit is None:
            hit = memo[rid] = _cite(rules, rid, edition)
        return hit

    return cite


def places(rules: dict, rid: str, edition: str) -> list[tuple[str, str]]:
    """Where an id the engine cites is read in `edition` ({id: record} of the built-in edition's
    rules): [(edition, id)]: its counterparts there, the later edition's rule a switch names, a
    section of the pages, or the built-in rule itself when it has no counterpart."""
    own, bare = split_qualified(rid)
    if own is not None:
        return [(own, bare)]
    if edition != BUILTIN and not _pages(rid):
        ids = [s["id"] for s in (rules.get(rid) or {}).get("same_rule", ()) if s["edition"] == edition]
        if ids:
            return [(edition, i) for i in ids]
    return [(BUILTIN, rid)]


def _cite(rules: dict, rid: str, edition: str) -> str:
    if _pages(rid):
        return rid
    own, bare = split_qualified(rid)
    if own is not None:  # a rule of the later edition an engine switch follows ("v5.0 4.2.5.d")
        return bare if own == edition else rid
    there = [i for e, i in places(rules, rid, edition) if e == edition]
    if there:
        return ", ".join(there)
    return f"{BUILTIN} {rid} (no counterpart in {edition})"

