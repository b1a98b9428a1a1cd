"""What the graph and the cached view are both made of, worked out once per build.

Each edition's term index, the same-rule matches of each pair of editions, and the rules that
the engine's code, the rulings and the cards' encodings name, resolved to the rule or page
section they reach. `graph.py` turns them into edges; `build.py` into the records queries read,
without building the graph (an import then costs its own edition, not the whole graph: the
graph is built when a command asks for it, `judge graph`).

The term index and the matches are parts (parts.py): kept between builds, made again only when
their edition's rules change.
"""

from __future__ import annotations

from . import parts
from . import terms as terms_mod
from .diff import match_rules, rule_words
from .ids import split_qualified
from .model import Edition


class _Terms(dict):
    """Each edition's term index, read back (or made) on first use."""

    def __init__(self, rel: "Relations"):
        super().__init__()
        self._rel = rel
        self._by_name = {e.name: e for e in rel.editions}

    def __missing__(self, name: str) -> dict:
        ed = self._by_name[name]
        value = self[name] = parts.cached("terms", self._rel.made_of[name], lambda: terms_mod.index_terms(ed))
        return value

    def items(self):
        return [(name, self[name]) for name in self._by_name]


class Relations:
    def __init__(self, editions: list[Edition], code=(), rulings=(), cards=()):
        self.editions = editions
        self.order = [e.name for e in editions]
        self._by_name = {e.name: e for e in editions}
        self._words: dict = {}
        # what each edition's parts are made from, hashed once (its pairs are named by it)
        self.made_of = {e.name: parts.key("edition", parts.edition_inputs(e), plain=True) for e in editions}
        # read (or made) when asked: the view of an edition whose records are kept needs none
        self.terms = _Terms(self)
        # rule id -> whether it is a rule ("rule") or a section of the pages ("section", pages included)
        self._kinds = {e.name: self._kinds_of(e) for e in editions}
        self.code = list(code)
        self.rulings = list(rulings)
        self.cards = list(cards)

    @staticmethod
    def _kinds_of(ed: Edition) -> dict[str, str]:
        kinds = {sid: "section" for s in ed.sections.values() for sid in (s.page, s.id)}
        kinds.update((rid, "rule") for rid in ed.rules)  # a rule before a section of the same id
        return kinds

    def pairs(self):
        """((a, b), [(rule of a, rule of b, similarity)]) for each pair, a before b in the order."""
        for i, a in enumerate(self.editions):
            for b in self.editions[i + 1:]:
                yield (a.name, b.name), self.matches(a.name, b.name)

    def matches(self, a: str, b: str) -> list[tuple[str, str, float]]:
        """[(rule of a, rule of b, similarity)] of a pair, a before b in the order: read back, or
        matched now (each edition's words stemmed once for all its pairs)."""
        ea, eb = self._by_name[a], self._by_name[b]

        def make():
            for name in (a, b):
                if name not in self._words:  # kept too: a stored edition is matched with each new one
                    self._words[name] = parts.cached("words", self.made_of[name], lambda e=self._by_name[name]: rule_words(e))
            return [(m.a, m.b, m.similarity) for m in match_rules(ea, eb, self._words)]

        return parts.cached("matches", (self.made_of[a], self.made_of[b]), make)

    @property
    def base(self) -> str:
        """The edition the engine, the rulings and the cards name rules of when they give no
        edition: the built-in one, first in the order."""
        return self.order[0] if self.order else "builtin"

    def resolve(self, rid: str) -> tuple[str, str, str] | None:
        """(edition, "rule" or "section", id) of a rule id the code, a ruling or a card names: the
        base edition's, or the edition its qualifier names ("v5.0 4.2.5.d": an engine switch);
        None when that edition lacks it."""
        edition, bare = split_qualified(rid)
        edition = self.base if edition is None else edition
        kind = self._kinds.get(edition, {}).get(bare)
        return (edition, kind, bare) if kind else None
