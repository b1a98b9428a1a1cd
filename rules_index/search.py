"""Ranked search over rules and page sections, for the words players use at a table.

BM25 over stems (so "moves" finds "move", "tokens" finds "token"), with the rule's heading and
its group's heading weighted up, examples and remarks down, and adjacent word pairs indexed so
"move forward" outranks a rule that has "move" and "forward" far apart. Questions are stripped
of their question words ("what happens if ..."), and a few words players bring from other card
games are mapped onto the rules' own ("tap" -> exhaust, "graveyard" -> discard pile).

The index is plain dicts and lists, built once and pickled with the rest of the cached view, so
a query neither rebuilds it nor imports anything heavy.
"""

from __future__ import annotations

import math
import re
from collections import Counter, defaultdict

from .text import stem, stems, tokens

K1 = 1.8
B = 0.3
# "context" is the text of the rule's siblings (the rest of 4.2.4 for 4.2.4.c): a short rule
# ("A tie is not sufficient to advance") is found by the words of the rules around it.
FIELD_WEIGHTS = {"heading": 2.0, "parent": 0.6, "text": 1.0, "notes": 0.6, "context": 0.25}
PAIR_WEIGHT = 0.4
# The numbered rules are the authority; the pages on modes and formats come second at equal words.
SECTION_WEIGHT = 0.6  # relative weight of an adjacent-pair match to a single-word match

STOPWORDS = set(
    """a an the and or but if then else of to in on at by for with from into onto as is are was
    were be been being am do does did done doing have has had having it its it's this that these
    those there their they them what which who whom whose when where why how can could would should
    will shall may might must i me my mine we us our you your yours he she his her him one ones
    any some all so yes just many much still also than too very about happen happens happened
    happening mean means meant rule rules work works say says said get gets got go going tell
    let lets let's anything something thing things does doesn't don't isn't aren't can't
    wouldn't shouldn't okay ok please exactly really actually"""
    .split()
)
# Question words are dropped, but "can't"/"cannot" and "not" carry meaning in rules text: keep
# them out of the stop list's reach when they are the only words left.

SYNONYMS: dict[str, tuple[str, ...]] = {
    # players' words -> the rules' words (as stems)
    "tap": ("exhaust",), "tapped": ("exhaust",), "untap": ("ready",), "untapped": ("ready",),
    "graveyard": ("discard",), "grave": ("discard",), "library": ("deck",),
    "buff": ("boost",), "stat": ("statistic",), "stats": ("statistic",), "power": ("statistic",),
    "lane": ("expedition",), "advanc": ("mov", "forward"), "forward": ("advanc",),
    "retreat": ("mov", "backward"), "die": ("sacrific", "discard"), "dy": ("sacrific", "discard"),
    "kill": ("sacrific", "discard"), "go": ("mov", "send", "put"), "bounc": ("return", "hand"),
    "dead": ("discard",), "winner": ("win",), "lose": ("lose", "win"),
    "keep": ("keep", "choos"), "turn": ("turn",), "order": ("order", "initiative"),
    "start": ("start", "begin"), "end": ("end", "until"), "count": ("count", "sum"),
    "double": ("twic", "both"), "shuffl": ("shuffl",),
    "empty": ("empty", "enough"), "hand": ("hand",), "swap": ("switch",), "mov": ("mov", "send"),
    "limit": ("limit",), "reveal": ("reveal", "face-up"), "flip": ("reveal",),
    "public": ("visibl",), "private": ("hidden", "privat"), "see": ("look", "know"),
    "look": ("look", "know"), "peek": ("look",), "read": ("look", "know"), "gone": ("empty",),
    "marker": ("counter",), "reshuffl": ("shuffl",), "sealed": ("limited",), "draft": ("limited",),
    "pick": ("choos",), "announc": ("declar",), "illegal": ("legal",),
    # the rules' own pairs of words for one idea
    "enough": ("sufficient",), "let": ("sufficient",), "without": ("no",), "minimum": ("least",),
    "maximum": ("most",), "beat": ("win", "greater"), "twice": ("twic", "both", "once"),
    "numb": ("statistic",), "number": ("statistic",), "first": ("first",), "wait": ("until",),
}
# Phrases that mean one thing; joined before splitting into words, in rules and questions alike.
PHRASES = (
    (re.compile(r"\bin play\b", re.I), "in-play"),
    (re.compile(r"\bface[- ]down\b", re.I), "face-down"),
    (re.compile(r"\bface[- ]up\b", re.I), "face-up"),
    (re.compile(r"\b(?:at the same time|at once|all at once)\b", re.I), "simultaneously"),
    (re.compile(r"\bgoes first\b|\bgo first\b", re.I), "first player"),
)


def _normalise(text: str) -> str:
    for pattern, repl in PHRASES:
        text = pattern.sub(repl, text)
    return text


_KEEP_JOINED = {"in-play", "face-down", "face-up", "sub-type", "clean-up"}


def _words(text: str) -> list[str]:
    """Tokens, with "when-I-join" read as its words (but "face-down", "sub-type" kept whole)."""
    out = []
    for t in tokens(_normalise(text)):
        if "-" in t and t not in _KEEP_JOINED and not t.startswith("non-"):
            out.extend(p for p in t.split("-") if p)
        else:
            out.append(t)
    return out


def search_stems(text: str) -> list[str]:
    return [s for s in (stem(w) for w in _words(text) if w not in STOPWORDS) if s not in STOPWORDS]


def _doc_fields(record: dict) -> dict[str, str]:
    return {
        "heading": record.get("heading", ""),
        "parent": record.get("parent_heading", ""),
        "text": record.get("text", ""),
        "notes": " ".join(n["text"] for n in record.get("examples", []) + record.get("remarks", [])),
        "context": record.get("context", ""),
    }


def _pairs(st: list[str]) -> list[str]:
    return [f"{a}_{b}" for a, b in zip(st, st[1:])]


def build(records: list[dict]) -> dict:
    """records: dicts with kind, id, heading, parent_heading, text, examples, remarks."""
    postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
    lengths = []
    docs = []
    for i, rec in enumerate(records):
        tf: Counter = Counter()
        length = 0.0
        for field, text in _doc_fields(rec).items():
            w = FIELD_WEIGHTS[field]
            st = search_stems(text)
            for s in st:
                tf[s] += w
            for p in _pairs(st):
                tf[p] += w * PAIR_WEIGHT
            length += w * len(st)
        for term, weight in tf.items():
            postings[term].append((i, weight))
        lengths.append(length)
        docs.append((rec["kind"], rec["id"]))
    n = len(docs)
    avg = sum(lengths) / n if n else 1.0
    idf = {t: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in postings.items()}
    return {"docs": docs, "lengths": lengths, "avg": avg, "postings": dict(postings), "idf": idf}


def query_terms(query: str) -> list[tuple[str, float]]:
    """Stems of the query worth searching for, with weights (expansions count less)."""
    words = [t for t in _words(query) if t not in STOPWORDS]
    st = [stem(w) for w in words]
    st = [s for s in st if s not in STOPWORDS] or st
    weighted: dict[str, float] = {}
    for s in st:
        weighted[s] = max(weighted.get(s, 0), 1.0)
        for syn in SYNONYMS.get(s, ()):
            if syn != s:
                weighted.setdefault(syn, 0.75)
    for p in _pairs(st):
        weighted[p] = max(weighted.get(p, 0), PAIR_WEIGHT)
    return list(weighted.items())


def search(index: dict, query: str, limit: int = 10) -> list[tuple[str, str, float, list[str]]]:
    """[(kind, id, score, matched stems)], best first; ties broken by document order."""
    scores: dict[int, float] = defaultdict(float)
    matched: dict[int, list[str]] = defaultdict(list)
    postings, idf, lengths, avg = index["postings"], index["idf"], index["lengths"], index["avg"]
    terms = query_terms(query)
    for term, qw in terms:
        plist = postings.get(term)
        if not plist:
            continue
        w_idf = idf[term] * qw
        for doc, tf in plist:
            norm = K1 * (1 - B + B * lengths[doc] / avg)
            scores[doc] += w_idf * tf * (K1 + 1) / (tf + norm)
            matched[doc].append(term)
    for doc in scores:
        if index["docs"][doc][0] == "section":
            scores[doc] *= SECTION_WEIGHT
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
    return [(*index["docs"][d], round(s, 4), matched[d]) for d, s in ranked]


_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“(])")


def best_sentence(texts: list[str], query: str, idf: dict) -> str:
    """The sentence of a rule (or its notes) that shares the most informative words with the query."""
    want = {s for s, _ in query_terms(query)}
    best, best_score = "", -1.0
    for text in texts:
        for sentence in _SENTENCE.split(text):
            st = set(stems(sentence))
            score = sum(idf.get(s, 0.0) for s in st & want)
            if score > best_score:
                best, best_score = sentence.strip(), score
    return best
