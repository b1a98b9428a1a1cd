"""Misspelt words of a question, read as the rules' words they stand for.

A word of the question that no rule uses and no table knows is compared with the words the
rules do use; one edit away (two for a long word) is read as that word ("fleting", "reserv",
"anchord"), and a misspelt plural as its singular ("uniqes"). Symmetric deletes (the SymSpell
idea): the index's words and their one-letter deletions are tabled once per process, the first
time a question needs them.
"""

from __future__ import annotations

from collections import defaultdict
from functools import lru_cache
from importlib import resources

from .vocabulary import synonyms

FUZZY_MIN = 4
FUZZY_PLAYERS_MIN = 6


def _deletes(word: str) -> set[str]:
    return {word[:i] + word[i + 1:] for i in range(len(word))}


def _edits(a: str, b: str, limit: int) -> int:
    """Optimal string alignment distance (a transposition is one edit), or limit + 1 beyond it."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        cur = [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        if min(cur) > limit:
            return limit + 1
        prev2, prev = prev, cur
    return prev[-1]


def fuzzy_table(index: dict) -> dict[str, list[str]]:
    table = index.get("_fuzzy")
    if table is None:
        table = defaultdict(list)
        # players' words too ("graveyrd"), but not short ones: "stay" is not a misspelt "stat"
        for word in sorted(set(index["vocab"]) | {k for k in synonyms(index) if len(k) >= FUZZY_PLAYERS_MIN}):
            table[word].append(word)
            for d in _deletes(word):
                table[d].append(word)
        index["_fuzzy"] = table = dict(table)
    return table


def correct(index: dict, word: str) -> str | None:
    """The rules' word a misspelt word stands for, or None: the nearest, then the most used; a
    misspelt plural ("uniqes") as its singular."""
    found = _correct(index, word)
    if found is None and word.endswith("s") and len(word) > FUZZY_MIN:
        found = _correct(index, word[:-1])
    return found


def _correct(index: dict, word: str) -> str | None:
    limit = 1 if len(word) < 7 else 2
    table = fuzzy_table(index)
    seen: set[str] = set()
    for probe in {word} | _deletes(word):
        seen.update(table.get(probe, ()))
    best = None
    for cand in sorted(seen):
        d = _edits(word, cand, limit)
        if d <= limit:
            s = index["vocab"].get(cand, cand)
            key = (d, -len(index["postings"].get(s, b"")))  # the more used, by its postings' size
            if best is None or key < best[0]:
                best = (key, cand)
    return best[1] if best else None


@lru_cache(maxsize=1)
def english_words() -> frozenset[str]:
    """The most used English words (data/english_words.txt, tools/english_words.py)."""
    text = resources.files(__package__).joinpath("data", "english_words.txt").read_text(encoding="utf-8")
    return frozenset(line for line in text.split("\n") if line and not line.startswith("#"))


def known(index: dict, word: str, st: str) -> bool:
    """Whether a word is read as said: a word of the rules or the tables, short, not a word at
    all, or a common English word. "border" is not a misspelt "order", nor "many" a misspelt
    "mana", nor "right" a misspelt "night": only a word no dictionary of common words holds is
    read as the rules' word it is nearest to."""
    return (
        st in index["postings"] or word in synonyms(index) or word in index["vocab"]
        or word in index["other_words"] or len(word) < FUZZY_MIN or not word.isalpha()
        or word in english_words()
    )
