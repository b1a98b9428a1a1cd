"""Merging the overlapping copies of one rule, note or page found in several damaged sources.

Two copies say the same thing when the words of one appear, in order, in the other: a copy cut
off mid-list, or one whose card icons were stripped (`Forest (), Mountain (`), is a
sub-sequence of the complete copy (`Forest (forest), Mountain (mountain)`). The most complete
copy is kept. Copies that differ otherwise disagree: both are kept and the disagreement is
reported.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .model import Source

_WORD = re.compile(r"[a-z0-9]+")


def words(text: str) -> list[str]:
    return _WORD.findall(text.lower().replace("++", " "))


def is_subsequence(short: list[str], long: list[str]) -> bool:
    it = iter(long)
    return all(w in it for w in short)


def same_text(a: str, b: str) -> bool:
    wa, wb = words(a), words(b)
    if len(wa) > len(wb):
        wa, wb = wb, wa
    return is_subsequence(wa, wb)


@dataclass
class Cluster:
    text: str
    sources: list[Source] = field(default_factory=list)
    size: int = 0  # number of words of the kept (most complete) text

    def absorb(self, text: str, sources: list[Source]) -> None:
        n = len(words(text))
        if n > self.size:
            self.text, self.size = text, n
        self.sources.extend(sources)


def cluster(copies: list[tuple[str, list[Source]]]) -> list[Cluster]:
    """Group copies that say the same thing; each cluster keeps its most complete text."""
    clusters: list[Cluster] = []
    for text, sources in copies:
        for c in clusters:
            if same_text(c.text, text):
                c.absorb(text, sources)
                break
        else:
            c = Cluster(text)
            c.absorb(text, sources)
            clusters.append(c)
    return clusters


def merge_sequences(sequences: list[list[str]]) -> list[str]:
    """Union of ordered lists of paragraphs, keeping each list's order where they overlap.

    Starts from the longest copy; a paragraph missing from it is inserted after the paragraph that
    precedes it in its own copy. Paragraphs are matched with `same_text`, keeping the fuller one.
    """
    ordered = sorted(sequences, key=len, reverse=True)
    merged: list[str] = []
    for seq in ordered:
        anchor = -1
        for item in seq:
            found = next((i for i, m in enumerate(merged) if same_text(m, item)), None)
            if found is None:
                merged.insert(anchor + 1, item)
                anchor += 1
            else:
                if len(words(item)) > len(words(merged[found])):
                    merged[found] = item
                anchor = found
    return merged
