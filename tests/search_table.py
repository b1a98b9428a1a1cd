"""How well search answers a table of questions: top-1 and top-3, per style and per edition.

Shared by the suite (tests/test_search_players.py asserts the floor) and the benchmark that
prints the figures beside a plain BM25 (benchmarks/bench_search_quality.py).

The answers to a question are the rules its writer named and the rules assessors judged to
answer it when pooled from rankers' results (tests/data/player_judgments.yaml). A question an
edition does not cover (no answer in it) is answered when search says so: `not_covered` names
what the question asks about and the edition that has it.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path
from typing import Callable

import yaml

HERE = Path(__file__).parent
# One file per writer (each wrote from a part of the rules); read together, in name order.
PLAYERS = HERE / "data" / "player_questions"
JUDGMENTS = HERE / "data" / "player_judgments.yaml"
STYLES = ("plain", "othergames", "typo", "story")
EDITIONS = ("builtin", "v5.0")


def load(folder: Path = PLAYERS, judgments: Path | None = JUDGMENTS) -> list[dict]:
    """The questions, each with `q`, `style`, one list of answers per edition (the writer's and
    the judged ones) and `judged`: per edition, every rule judged either way. An answer judged
    where the writer found the edition has none is "overruled": judged, and not an answer."""
    table: list[dict] = []
    for path in sorted(folder.glob("*.yaml")):
        table.extend(yaml.safe_load(path.read_text(encoding="utf-8")))
    judged = yaml.safe_load(judgments.read_text(encoding="utf-8")) if judgments else {}
    for q in table:
        q["judged"] = {}
        for edition in EDITIONS:
            verdicts = (judged.get(edition) or {}).get(q["q"]) or {"answers": [], "others": []}
            q[edition] = list(dict.fromkeys([*q[edition], *verdicts["answers"]]))
            q["judged"][edition] = set(q[edition]) | set(verdicts["others"]) | set(verdicts.get("overruled", ()))
    return table


class Score:
    def __init__(self) -> None:
        self.n = self.top1 = self.top3 = 0

    def add(self, top1: bool, top3: bool) -> None:
        self.n += 1
        self.top1 += top1
        self.top3 += top3

    def rate(self, which: str) -> float:
        return getattr(self, which) / self.n if self.n else 0.0


def evaluate(
    table: list[dict],
    edition: str,
    ranked: Callable[[str], list[str]],
    uncovered: Callable[[str], list[dict]] | None = None,
) -> tuple[dict[str, Score], list[tuple]]:
    """Scores by style (and "all") for one edition; misses as (style, question, want, got).
    ranked(q) gives result ids best first; uncovered(q) what search says the edition lacks."""
    scores: dict[str, Score] = defaultdict(Score)
    misses = []
    for q in table:
        want = q[edition]
        if want:
            got = ranked(q["q"])[:3]
            top1, top3 = bool(got) and got[0] in want, bool(set(got) & set(want))
        else:
            said = uncovered(q["q"]) if uncovered else []
            got = [f"not covered: {s['name']}" for s in said]
            top1 = top3 = bool(said)
        scores[q["style"]].add(top1, top3)
        scores["all"].add(top1, top3)
        if not top3:
            misses.append((q["style"], q["q"], want, got))
    return scores, misses


def unjudged(table: list[dict], edition: str, ranked: Callable[[str], list[str]]) -> list[tuple[str, str]]:
    """(question, rule) of the first three results that nobody has judged: to pool and judge."""
    return [(q["q"], r) for q in table for r in ranked(q["q"])[:3] if r not in q["judged"][edition]]


def searcher(view, edition: str) -> tuple[Callable[[str], list[str]], Callable[[str], list[dict]]]:
    """What `judge search` answers, as the table scores it: the first results' ids, and what it
    says the edition does not cover (a name it lacks, or another edition answering much better)."""
    from rules_index.coverage import answered_elsewhere, not_covered
    from rules_index.search import search

    indexes = {name: view.search_index(name) for name in view.order}
    index = indexes[edition]

    def ranked(q: str) -> list[str]:
        return [h[1] for h in search(index, q, 3)]

    def uncovered(q: str) -> list[dict]:
        return not_covered(index, q) or [
            {"name": f"answered by {e['edition']}", **e} for e in answered_elsewhere(indexes, edition, q)
        ]

    return ranked, uncovered


def false_flags(table: list[dict], edition: str, uncovered: Callable[[str], list[dict]]) -> list[tuple]:
    """Questions the edition does cover for which search still says it does not."""
    return [(q["q"], said) for q in table if q[edition] and (said := uncovered(q["q"]))]
