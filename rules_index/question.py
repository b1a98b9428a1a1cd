"""What a question asks: its words, read through the players' tables, weighted for search.

A question is read as the rules would say it (vocabulary.py): other games' words and chat
spellings as the rules' words, misspelt words as the rules' words they stand for (spelling.py),
a word prefixed "re" as the word again. Each stem gets a weight: a player's word the rules never
use passes its weight to its translation; a correction weighs less; a long story's words that
name nothing of the game weigh less, and a word said again weighs more.
"""

from __future__ import annotations

from collections import Counter

from .spelling import correct, known
from .text import remembered, stem
from .tokens import PAIR_WEIGHT, STOPWORDS, card_text_terms, pairs, quoted, words
from .vocabulary import synonyms

FUZZY_WEIGHT = 0.8  # a word read as the rules' word it misspells
EXPANSION_WEIGHT = 0.75  # a word of the rules read into a player's word the rules use too
STORY_WORDS = 12  # distinct words from which a question is a story
STORY_DAMP = 0.6  # the weight, in a story, of a word that names nothing of the game
REPEAT_BONUS = 0.25
CARD_TEXT_WEIGHT = 1.0  # a word of card text the question quotes


def said_words(query: str, index: dict | None = None) -> list[tuple[str, str, bool]]:
    """What the question says, word by word: (word, stem, misspelt). With an index, a word no
    rule uses is read as the rules' word it is nearest to ("fleting"), or, if it is a rules'
    word again ("replayed", "re-triggering"), as that word."""
    if index is None:
        return _said_words(query, None)
    # A question is read in an edition for its search and again for what it names
    # (coverage.py): the last questions' readings are kept on the edition's index.
    memo = index.get("_said")
    if memo is None:
        memo = index["_said"] = {}
    return list(remembered(memo, query, lambda: _said_words(query, index)))


def _said_words(query: str, index: dict | None) -> list[tuple[str, str, bool]]:
    out: list[tuple[str, str, bool]] = []
    for w in words(query, question=True):
        if w in STOPWORDS:
            continue
        s = stem(w)
        if s in STOPWORDS:
            continue
        if index is not None and not known(index, w, s):
            if w.startswith("re") and known(index, w[2:], stem(w[2:])) and len(w) > 5:
                w, s = w[2:], stem(w[2:])
            else:
                fixed = correct(index, w)
                if fixed is not None:
                    out.append((fixed, index["vocab"].get(fixed) or stem(fixed), True))
                    continue
        out.append((w, s, False))
    return out


def said_stems(query: str, index: dict | None = None) -> tuple[list[str], set[str]]:
    """The stems of what the question says, and which of them were misspelt."""
    said = said_words(query, index)
    return [s for _, s, _ in said], {s for _, s, fixed in said if fixed}


def query_terms(query: str, index: dict | None = None) -> list[tuple[str, float]]:
    """Stems of the query worth searching for, with weights (expansions and corrections count
    less). With an index, a word no rule uses is read as the rules' word it is nearest to."""
    said = said_words(query, index)
    counts = Counter(s for _, s, _ in said)
    # A long story drowns the game's nouns in its narrative: its other words count for less.
    nouns = index["nouns"] if index is not None and len(counts) >= STORY_WORDS else None
    own = index["own"] if index is not None else set()
    table = synonyms(index)
    weighted: dict[str, float] = {}
    for word, s, fixed in said:
        w = FUZZY_WEIGHT if fixed else 1.0
        w *= 1 + REPEAT_BONUS * (min(counts[s], 3) - 1)  # a word said again is what the story is about
        if nouns is not None and s not in nouns and word not in table:
            w *= STORY_DAMP
        weighted[s] = max(weighted.get(s, 0), w)
        # A player's word the rules never use is only what it stands for: its translation
        # weighs as the word would. One the rules use too ("see") keeps its own weight first.
        tw = w if (index is not None and s not in own) else w * EXPANSION_WEIGHT
        for phrase in table.get(word, ()):
            for syn in phrase:
                if syn != s and syn not in STOPWORDS:
                    weighted[syn] = max(weighted.get(syn, 0), tw)
            for p in pairs(phrase):  # a phrase of several words is searched as pairs too
                weighted[p] = max(weighted.get(p, 0), PAIR_WEIGHT)
    stems_said = [s for _, s, _ in said]
    for p in pairs(stems_said):
        weighted[p] = max(weighted.get(p, 0), PAIR_WEIGHT)
    # card text the question quotes ("what does 'choose one' mean"), matched with the rules'
    for term in card_text_terms(quoted(query)):
        weighted[term] = max(weighted.get(term, 0), CARD_TEXT_WEIGHT)
    return list(weighted.items())

