"""Whether a file quotes a card: the check that keeps the publisher's ability text out of the
project, for any set in the official card API's format (the shipped sets' test, and
`tools/quote_check.py` for sets the project does not hold, a held-out sample's included).

A quote is a run of ten words that only one card prints, or a whole ability line of eight words or
more that only one card prints, unless the rules say it too (the rules quote cards in their examples,
and reminder text is the rules' own words). A phrase many cards print ("when my Expedition fails to
move forward") is the game's template, which the translator must know.
"""

from __future__ import annotations

import json
import re

RUN = 10  # words: longer than the game's phrases the language names, shorter than a card's sentence
LINE = 8  # a whole ability line at least this long


def words(text: str) -> list[str]:
    """Words of two letters or more, lower case: symbols ({J}, {1}) and numbers aside, since the
    rules' copies lost their icons ("pay and put" where a card prints "pay {1} and put")."""
    return [w for w in re.findall(r"[a-z0-9']+", re.sub(r"[’´`]", "'", text.lower())) if len(w) > 1 and not w.isdigit()]


def runs(ws: list[str]) -> set[tuple]:
    return {tuple(ws[i:i + RUN]) for i in range(len(ws) - RUN + 1)}


def strings(data) -> list[str]:
    """Every string of a JSON document, keys included."""
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [x for k, v in data.items() for x in [k, *strings(v)]]
    if isinstance(data, list):
        return [x for v in data for x in strings(v)]
    return []


class Quotes:
    """The runs and whole lines that only one card prints, from card texts (name, [lines]), less
    what the rules' texts say."""

    def __init__(self, cards: list[tuple[str, list[str]]], rules_texts: list[str]):
        owners: dict[tuple, set[str]] = {}
        lines: dict[tuple, set[str]] = {}
        for name, texts in cards:
            for line in texts:
                w = words(re.sub(r"\([^)]*\)", "", line))  # reminder text is the rules' own words
                if len(w) >= LINE:
                    lines.setdefault(tuple(w), set()).add(name)
                for r in runs(w):
                    owners.setdefault(r, set()).add(name)
        rules = [" ".join(words(t)) for t in rules_texts]
        said_runs = set().union(*(runs(t.split()) for t in rules)) if rules else set()
        said = " " + " | ".join(rules) + " "
        self.runs = {r: min(o) for r, o in owners.items() if len(o) == 1 and r not in said_runs}
        self.lines = {ln: min(o) for ln, o in lines.items() if len(o) == 1 and f" {' '.join(ln)} " not in said}

    def found(self, name: str, text: str) -> list[tuple[str, str]]:
        """(card, words) for each quote in one file's text (a JSON file: in each of its strings,
        since a card's sentence copied would sit inside one string)."""
        pieces = [text]
        if name.endswith(".json"):
            try:
                pieces = strings(json.loads(text))
            except ValueError:
                pieces = [text]
        out: list[tuple[str, str]] = []
        for piece in pieces:
            w = words(piece)
            out += [(self.runs[r], " ".join(r)) for r in runs(w) if r in self.runs]
            joined = " " + " ".join(w) + " "
            out += [(card, " ".join(ln)) for ln, card in self.lines.items() if f" {' '.join(ln)} " in joined]
        return out
