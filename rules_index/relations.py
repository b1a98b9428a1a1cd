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
from .diff import match, match_inputs
from .ids import split_qualified
from .model import Edition
from .stored import digest


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
        self._inputs: dict = {}  # each edition's match_inputs, read (or made) once
        # what each edition's parts are made from, hashed once (its pairs are named by it)
        self.made_of = {e.name: digest(e)["made_of"] for e in editions}
        # read (or made) when asked: the view of an edition whose records are kept needs none
        self.terms = _Terms(self)
        # rule id -> whether it is a rule ("rule") or a section of the pages ("section", pages included)
        self._kinds = {e.name: digest(e)["kinds"] for e in editions}
        self.code = list(code)
        self.rulings = list(rulings)
        self.cards = list(cards)

    def pairs(self):
        """((a, b), [(rule of a, rule of b, similarity)]) for each pair, a before b in the order."""
        for i, a in enumerate(self.editions):
            for b in self.editions[i + 1:]:
                yield (a.name, b.name), self.matches(a.name, b.name)

    def matches(self, a: str, b: str) -> list[tuple[str, str, float]]:
        """[(rule of a, rule of b, similarity)] of a pair, a before b in the order: read back, or
        matched now (what matching reads of each edition read once for all its pairs)."""

        def make():
            for name in (a, b):
                self._match_inputs(name)
            return [(m.a, m.b, m.similarity) for m in match(self._inputs[a], self._inputs[b])]

        return parts.cached("matches", (self.made_of[a], self.made_of[b]), make)

    def prepare(self, terms_for: list[str], pairs_for: list[tuple[str, str]]) -> None:
        """Make the parts this build needs and lacks (the term index of each edition of
        `terms_for`, the matches of each pair of `pairs_for`) on two cores where the system forks:
        a child process and this one take the next task in turn, the longest first (a term
        index), until none is left, and the build reads the parts back. What a part holds does
        not depend on where it was made; a task the child could not finish is made here when
        asked."""
        tasks = self.lacking(terms_for, pairs_for)
        if len(tasks) < 2 or not _can_fork():
            return
        for name in sorted({n for t in tasks if t[0] == "matches" for n in t[1:]}):
            self._match_inputs(name)  # once, here: both processes read them
        import multiprocessing

        global _FORKED
        context = multiprocessing.get_context("fork")
        taken = context.Value("i", 0)  # how many tasks either process has taken
        _FORKED = (self, tasks, taken)
        try:
            worker = context.Process(target=_child, daemon=True)
            worker.start()
        except OSError:
            return
        finally:
            _FORKED = None
        _work(self, tasks, taken)
        worker.join()  # at most the task it took last

    def lacking(self, terms_for: list[str], pairs_for: list[tuple[str, str]]) -> list[tuple]:
        """The parts of prepare's tasks that no build kept, the term indexes first."""
        tasks = [("terms", name) for name in terms_for if not parts.has("terms", self.made_of[name])]
        return tasks + [("matches", a, b) for a, b in pairs_for if not parts.has("matches", (self.made_of[a], self.made_of[b]))]

    def _match_inputs(self, name: str) -> dict:
        if name not in self._inputs:  # kept too: a stored edition is matched with each new one
            self._inputs[name] = parts.cached("match-inputs", self.made_of[name], lambda e=self._by_name[name]: match_inputs(e))
        return self._inputs[name]

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


_FORKED: tuple | None = None  # what a child process makes parts of (inherited by fork)


def _can_fork() -> bool:
    import multiprocessing
    import os
    import threading

    return (os.cpu_count() or 1) > 1 and threading.active_count() == 1 and "fork" in multiprocessing.get_all_start_methods()


def _child() -> None:
    """The child's turns, silently: what it could not make is made by the build when asked."""
    import os

    try:
        _work(*_FORKED)
    except BaseException:
        os._exit(1)


def _work(rel: Relations, tasks: list[tuple], taken) -> None:
    """Take the next task nobody has taken and make its part, until none is left."""
    while True:
        with taken.get_lock():
            i = taken.value
            taken.value = i + 1
        if i >= len(tasks):
            return
        task = tasks[i]
        if task[0] == "terms":
            rel.terms[task[1]]
        else:
            rel.matches(task[1], task[2])
