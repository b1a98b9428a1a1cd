"""Ranked search over rules and page sections, for the words players use at a table.

BM25F over stems (tokens.py: "moves" finds "move", "tokens" finds "token"): each field of a rule
weighted and normalised by its own length (FIELD_WEIGHTS), adjacent word pairs indexed so "move
forward" outranks a rule that has "move" and "forward" far apart. A question is read as players
ask it (question.py); a rule about one keyword or one mode's page answers questions that name it.

The index is plain dicts, lists and sets, built once and kept with the rest of the cached view
(marshal), so a query neither rebuilds it nor imports anything heavy.
"""

from __future__ import annotations

import heapq
import math
import re
import struct
from array import array
from collections import Counter, defaultdict

from .question import query_terms
from .spelling import FUZZY_MIN
from .text import stem
from .tokens import PAIR_WEIGHT, STOPWORDS, card_text_terms, pairs, quoted, search_stems, words
from .vocabulary import synonyms

K1 = 1.8
B = 0.3
# "context" is the text of the rule's siblings (the rest of 4.2.4 for 4.2.4.c): a short rule
# ("A tie is not sufficient to advance") is found by the words of the rules around it.
# "gloss" is the name and glossary definition of each term the rule defines: a player asks with
# the glossary's words ("the player who decides first") as often as with the rule's.
# "quoted" is what a rule quotes of card text ('To "discard" an object is to...', '"instead"'):
# a player asks about the words printed on a card, and the rule that quotes them explains them.
# "asked" is the questions players ask about the rule, in their words (asked.py).
FIELD_WEIGHTS = {
    "heading": 2.0, "parent": 0.6, "text": 1.0, "notes": 0.6, "context": 0.25, "gloss": 0.8, "quoted": 1.0,
    "asked": 0.6, "card text": 1.0,
}
# The fields in the rules' own words: what an edition says (not how players ask about it).
OWN_FIELDS = ("heading", "parent", "text", "notes", "context", "gloss", "quoted")
# A heading without text ("5.1.1 Timing") names its rules and settles nothing itself: after
# them, at equal words.
TITLE_WEIGHT = 0.7
NUMBER_WEIGHT = 1.3  # a rule that says a number, for a question that asks how many
_COUNTING = re.compile(r"\bhow (?:many|much)\b|\bminimum\b|\bmaximum\b|\bmax\b|\bmin\b|\bnumber of\b", re.I)
TOPIC_WEIGHT = 0.6  # a rule about a keyword or status the question does not name
# The numbered rules are the authority; a section of the pages on modes and formats that does not
# name the mode the question names comes second at equal words.
SECTION_WEIGHT = 0.6
# A rule that answers a question says most of what it asks: each score is multiplied by the share
# of the question's weight (idf times weight, its words and pairs) the rule matches, to this
# power (the coordination factor of classic Lucene, softened). Without it, a rule that repeats
# one rare word of the question ("join", read into "hits the board") outranks the one that says
# that word and the question's others ("paying"). Measured on both question tables at powers
# from 0.3 to 1 (docs/search.md): top-3 is the same from 0.4 up, top-1 highest at 0.5.
COORDINATION = 0.5


def _doc_fields(record: dict, quotes: list[str]) -> dict[str, str]:
    return {
        "heading": record.get("heading", ""),
        "parent": record.get("parent_heading", ""),
        "text": record.get("text", ""),
        "notes": " ".join(n["text"] for n in record.get("examples", []) + record.get("remarks", [])),
        "context": record.get("context", ""),
        "gloss": record.get("gloss", ""),
        "quoted": " ".join(quotes),
        "asked": " ".join(record.get("asked", ())),
    }


def said_and_stems(text: str) -> tuple[list[str], list[str]]:
    """The words of a text search indexes (stop words aside), and their stems."""
    said = [t for t in words(text) if t not in STOPWORDS]
    return said, [s for s in (stem(t) for t in said) if s not in STOPWORDS]


def question_words(questions) -> dict[str, tuple[list[str], list[str]]]:
    """said_and_stems of each of the questions players ask (asked.py), made once and kept: they
    are two thirds of the words an edition's index reads."""
    return {q: said_and_stems(q) for q in questions}


def build(
    records: list[dict],
    keys: dict[str, list[str]] | None = None,
    defined: list[str] | None = None,
    undefined: list[str] | None = None,
    nouns: set[str] | None = None,
    asked_words: dict[str, tuple[list[str], list[str]]] | None = None,
) -> dict:
    """records: dicts with kind, id, heading, parent_heading, text, examples, remarks, context, gloss.
    keys: the edition's own names for things a question may ask about and another edition may lack
    (keywords, statuses, modes), display name -> the index terms that find it; defined: those of
    them the edition says what they are (not only names); undefined: the terms it uses without
    saying what they are. nouns: the stems of the game's terms
    (token, reserve, hand...), which a long story is searched for first. asked_words: the
    question_words of the records' "asked" questions, where made before (the field is then
    read question by question, as its words are the same run together)."""
    docs = []
    vocab: dict[str, str] = {}
    own: set[str] = set()
    topics: dict[int, list[str]] = {}
    fields: list[dict[str, Counter]] = []  # per document, per field: term -> count
    flen: dict[str, list[int]] = defaultdict(list)
    titles: set[int] = set()
    numbers: set[int] = set()
    for i, rec in enumerate(records):
        if not (rec.get("text") or "").strip():
            titles.add(i)
        if rec.get("topic"):
            topics[i] = sorted({s for t in rec["topic"] for s in search_stems(t)})
        quotes = quoted(rec.get("text", ""))
        per: dict[str, Counter] = {}
        for field, text in _doc_fields(rec, quotes).items():
            if field == "asked" and asked_words is not None:
                said, st = [], []
                for q in rec.get("asked", ()):
                    w, s_ = asked_words.get(q) or said_and_stems(q)
                    said += w
                    st += s_
            else:
                said, st = said_and_stems(text)
            for word in said:
                if len(word) >= FUZZY_MIN and word.isalpha():
                    vocab.setdefault(word, stem(word))
            if field in OWN_FIELDS:
                own.update(st)
                own.update(pairs(st))
            counts = Counter(st)
            for p in pairs(st):
                counts[p] += PAIR_WEIGHT
            per[field] = counts
            flen[field].append(len(st))
        if any(t.isdigit() for t in per["text"]):
            numbers.add(i)
        # the card text it quotes, word for word (tokens.card_text_terms)
        card = card_text_terms(quotes)
        own.update(card)
        per["card text"] = Counter(card)
        flen["card text"].append(len(card))
        fields.append(per)
        docs.append((rec["kind"], rec["id"]))
    n = len(docs)
    # BM25F: each field's counts normalised by that field's length against its average, weighted,
    # summed, then saturated (K1). All of it is known here, so a posting carries its document's
    # final weight and a query only multiplies it by the term's idf and weight.
    avg = {f: (sum(v) / n if n else 1.0) or 1.0 for f, v in flen.items()}
    postings: dict[str, list[tuple[int, float]]] = defaultdict(list)
    for i, per in enumerate(fields):
        weights: Counter = Counter()
        for field, counts in per.items():
            norm = 1 - B + B * flen[field][i] / avg[field]
            w = FIELD_WEIGHTS[field] / norm
            for term, c in counts.items():
                weights[term] += c * w
        for term, weight in weights.items():
            postings[term].append((i, weight * (K1 + 1) / (weight + K1)))
    idf = {t: math.log(1 + (n - len(p) + 0.5) / (len(p) + 0.5)) for t, p in postings.items()}
    return {
        "docs": docs, "ids": {rid: i for i, (_, rid) in enumerate(docs)},
        "postings": {t: _pack(idf[t], p) for t, p in sorted(postings.items())},
        "max_idf": max(idf.values(), default=1.0),
        "linked": {}, "counterparts": {}, "titles": titles, "numbers": numbers, "synonyms": synonyms(),
        "vocab": vocab, "keys": keys or {}, "defined": sorted(defined or ()), "undefined": sorted(undefined or ()), "own": own,
        "foreign": {}, "topics": topics,
        "other_words": set(), "nouns": set(nouns or ()),
    }


# A term's postings are kept packed, one bytes object a term: its idf, then its documents and
# their weights as machine arrays. Loading the index then makes one object a term instead of
# one a posting (a fifth of the start-up of `judge search`), and a query unpacks only its terms.
_IDF = struct.Struct("=d")


def _pack(idf: float, plist: list[tuple[int, float]]) -> bytes:
    docs = array("I", [d for d, _ in plist])
    weights = array("d", [w for _, w in plist])
    return _IDF.pack(idf) + docs.tobytes() + weights.tobytes()


def unpack(blob: bytes) -> tuple[float, array, array]:
    """(idf, documents, weights) of a term's packed postings."""
    n = (len(blob) - _IDF.size) // (_DOC + _WEIGHT)
    docs, weights = array("I"), array("d")
    docs.frombytes(blob[_IDF.size:_IDF.size + n * _DOC])
    weights.frombytes(blob[_IDF.size + n * _DOC:])
    return _IDF.unpack_from(blob)[0], docs, weights


_DOC, _WEIGHT = array("I").itemsize, array("d").itemsize


def idf(index: dict, term: str) -> float:
    blob = index["postings"].get(term)
    return _IDF.unpack_from(blob)[0] if blob else 0.0


def frequency(index: dict, term: str) -> int:
    """How many documents use the term."""
    blob = index["postings"].get(term)
    return (len(blob) - _IDF.size) // (_DOC + _WEIGHT) if blob else 0


# A question is searched again in the same edition to say what it does not cover (coverage.py:
# its best answer, then its first three, then its first forty there): the scores of the last
# questions are kept, and each ranking asked of them (with the coordination factor and without)
# to the depth asked; a shorter one is a prefix of a longer (the order is total).
RECENT = 32
RECENT_DEPTH = 40  # without the coordination factor: coverage.COUNTERPART_DEPTH
RECENT_SHOWN = 10  # with it: what `judge search` shows by default


def search(index: dict, query: str, limit: int = 10) -> list[tuple[str, str, float, list[str]]]:
    """[(kind, id, score, matched stems)], best first; ties broken by document order."""
    return _scored(index, query).ranking(limit, True)


def plain_ranking(index: dict, query: str, limit: int) -> list[tuple[str, float]]:
    """[(id, score)] without the coordination factor, best first: BM25F's own measure of how much
    of the question's words a rule says, which coverage.py compares between editions."""
    return _scored(index, query).ranking(limit, False)


def _scored(index: dict, query: str) -> _Scores:
    recent = index.get("_recent")
    if recent is None:
        recent = index["_recent"] = {}
    scored = recent.get(query)
    if scored is None:
        if len(recent) >= RECENT:
            recent.clear()
        scored = recent[query] = _Scores(index, query)
    return scored


def _search(index: dict, query: str, limit: int, coordinated: bool = True) -> list[tuple]:
    """The ranking, scored afresh (nothing kept): search's, or plain_ranking's."""
    return _Scores(index, query).ranking(limit, coordinated)


class _Scores:
    """A question's scores in an edition, and its rankings as they are asked for."""

    def __init__(self, index: dict, query: str) -> None:
        postings = index["postings"]
        topics, docs, titles = index["topics"], index["docs"], index["titles"]
        self.docs = docs
        self.terms = terms = [(t, qw) for t, qw in query_terms(query, index) if t in postings]
        # Scores in a list by document: the sums are made term by term in the same order as
        # ever, so they are the same floats. Every weight is positive: a document a term finds
        # scores above 0, one none finds scores 0.
        scores = self.scores = [0.0] * len(docs)
        said = self.said = [0.0] * len(docs)  # the question's weight (idf times weight) it matches
        self.found: dict[str, array] = {}  # each term's documents
        self.asked_weight = 0.0
        for term, qw in terms:
            term_idf, tdocs, weights = unpack(postings[term])
            self.found[term] = tdocs
            w = term_idf * qw
            self.asked_weight += w
            for doc, sat in zip(tdocs, weights):
                scores[doc] += w * sat
                said[doc] += w
        asked = {t for t, _ in terms}
        for doc in topics:
            # A rule of one keyword's or status's rules answers questions about that mechanic: the
            # rules of Gigantic speak of switching, joining and leaving expeditions, and a question
            # on switching that never names Gigantic is not about them. Likewise a section of a
            # mode's page answers questions about that mode: named, it is the rule there.
            if scores[doc] and not any(t in asked for t in topics[doc]):
                scores[doc] *= TOPIC_WEIGHT
                if docs[doc][0] == "section":
                    scores[doc] *= SECTION_WEIGHT
        for doc in _sections(index):
            if scores[doc] and doc not in topics:
                scores[doc] *= SECTION_WEIGHT
        for doc in titles:
            if scores[doc]:
                scores[doc] *= TITLE_WEIGHT
        # "How many ...?" is answered by a rule that says a number.
        if _COUNTING.search(query) is not None:
            for doc in index["numbers"]:
                if scores[doc]:
                    scores[doc] *= NUMBER_WEIGHT
        # Best first, ties in document order: a stable sort of the documents by score, in C.
        self.order = sorted(range(len(scores)), key=scores.__getitem__, reverse=True)
        self.rankings: dict[bool, tuple[int, list[tuple]]] = {}  # by coordination: (depth, ranking)

    def ranking(self, limit: int, coordinated: bool) -> list[tuple]:
        done = self.rankings.get(coordinated)
        if done is None or done[0] < limit:
            depth = max(limit, RECENT_DEPTH if not coordinated else RECENT_SHOWN)
            done = self.rankings[coordinated] = (depth, self._coordinated(depth) if coordinated else self._plain(depth))
        return done[1][:limit]

    def _plain(self, limit: int) -> list[tuple]:
        scores, docs = self.scores, self.docs
        return [(docs[d][1], round(scores[d], 4)) for d in self.order[:limit] if scores[d]]

    def _coordinated(self, limit: int) -> list[tuple]:
        # The coordination factor is at most 1: going down the plain order, once a document's plain
        # score is below the limit-th best coordinated score so far, none below it can enter.
        scores, said, asked_weight = self.scores, self.said, self.asked_weight
        kept: list[tuple[float, int]] = []  # the best `limit` as (score, -doc), the worst on top
        coordinated: dict[int, float] = {}
        for doc in self.order:
            plain = scores[doc]
            if not plain or (len(kept) == limit and plain < kept[0][0]):
                break
            c = coordinated[doc] = plain * (said[doc] / asked_weight) ** COORDINATION
            if len(kept) < limit:
                heapq.heappush(kept, (c, -doc))
            elif (c, -doc) > kept[0]:
                heapq.heapreplace(kept, (c, -doc))
        best = [-nd for _, nd in sorted(kept, reverse=True)]
        top = set(best)
        matched: dict[int, list[str]] = {d: [] for d in best}  # the terms each says, in the question's order
        for term, _ in self.terms:
            for doc in top.intersection(self.found[term]):
                matched[doc].append(term)
        return [(*self.docs[d], round(coordinated[d], 4), matched[d]) for d in best]


def _sections(index: dict) -> set[int]:
    """The documents that are sections of the pages, not numbered rules (kept on the index)."""
    sections = index.get("_sections")
    if sections is None:
        sections = index["_sections"] = {i for i, (kind, _) in enumerate(index["docs"]) if kind == "section"}
    return sections


_SENTENCE = re.compile(r"(?<=[.!?])\s+(?=[A-Z\"“(])")


def best_sentence(texts: list[str], query: str, index: dict) -> str:
    """The sentence of a rule (or its notes) that shares the most informative words with the query."""
    want = {s for s, _ in query_terms(query, index)}
    best, best_score = "", -1.0
    for text in texts:
        for sentence in _SENTENCE.split(text):
            st = set(search_stems(sentence))
            score = sum(idf(index, s) for s in st & want)
            if score > best_score:
                best, best_score = sentence.strip(), score
    return best
