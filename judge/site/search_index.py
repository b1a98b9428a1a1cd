"""The site's search: `judge search`'s index of each edition, written as a script the search page
loads from the file system (a browser does not fetch a file beside a page opened from disk).

The browser ranks as `judge search` does: the same postings (each document's BM25F weight per term,
each term's idf), the same weights for a pair of adjacent words, a rule about a keyword the
question does not name, a page section, a heading without text, a rule that says a number for "how
many", and the share of the question's weight each rule matches (coordination). What a question
says is read through the same tables: each word the index knows, with the terms `judge search`
reads it as (its stem, the rules' words for a player's word, a correction of a misspelling of the
rules' words), is written out; a word the table lacks is stemmed in the browser by the same stemmer
(text.py, written again in search.js). A misspelling is corrected in the browser as spelling.py
does (the nearest of the index's words, then the most used), a long story's words that name nothing
of the game weigh less, and what a question names that the edition never says what it is is said,
with the editions that do (coverage.not_covered). What the browser does not do: read card text a
question quotes, and judge whether another edition answers much better
(coverage.answered_elsewhere).
"""

from __future__ import annotations

import json
import re

from rules_index import search as search_mod
from rules_index.question import FUZZY_WEIGHT, STORY_DAMP, STORY_WORDS, query_terms
from rules_index.spelling import FUZZY_MIN, FUZZY_PLAYERS_MIN, english_words
from rules_index.text import _IRREGULAR
from rules_index.tokens import KEEP_JOINED, PAIR_WEIGHT, PHRASES, STOPWORDS
from rules_index.vocabulary import NUMBERS, QUESTION_PHRASES, SPELLINGS, synonyms


def _round(x: float) -> float:
    return round(x, 4)


def edition_index(view, name: str, hrefs: dict[str, str], labels: dict[str, str]) -> dict:
    idx = view.search_index(name)
    docs = [[kind, rid, hrefs.get(rid, ""), labels.get(rid, "")] for kind, rid in idx["docs"]]
    postings = {}
    for term, blob in idx["postings"].items():
        idf, ds, ws = search_mod.unpack(blob)
        postings[term] = [_round(idf), list(ds), [_round(w) for w in ws]]
    # every word the index knows, and every player's word the tables read, as judge search reads it
    players = synonyms(idx)
    words = set(idx["vocab"]) | set(players)
    table = {}
    for w in sorted(words):
        if w in STOPWORDS:
            continue
        terms = [[t, _round(q)] for t, q in query_terms(w, idx) if t in postings]
        table[w] = terms
    return {
        # spelling.fuzzy_table: the index's words, and the players' words long enough to be misspelt
        "fuzzy": sorted(set(idx["vocab"]) | {k for k in players if len(k) >= FUZZY_PLAYERS_MIN}),
        "nouns": sorted(idx["nouns"]),
        "vocab": idx["vocab"],
        "players": sorted(players),
        "other": sorted(idx["other_words"]),
        "foreign": [[e["name"], e["terms"], e["editions"], e["named"]] for e in idx.get("foreign", {}).values()],
        "docs": docs,
        "postings": postings,
        "words": table,
        "topics": {str(d): ts for d, ts in idx["topics"].items()},
        "titles": sorted(idx["titles"]),
        "numbers": sorted(idx["numbers"]),
    }


def _js_repl(repl: str) -> str:
    """A replacement as JavaScript writes it: a group is $1, not \\1."""
    return re.sub(r"\\(\d)", r"$\1", repl.replace("$", "$$"))


def script(view, names: list[str], hrefs: dict[str, dict[str, str]], labels: dict[str, dict[str, str]]) -> str:
    data = {
        "editions": names,
        "index": {n: edition_index(view, n, hrefs[n], labels[n]) for n in names},
        "stopwords": sorted(STOPWORDS),
        "irregular": _IRREGULAR,
        "keepJoined": sorted(KEEP_JOINED),
        "weights": {"pair": PAIR_WEIGHT, "topic": search_mod.TOPIC_WEIGHT, "section": search_mod.SECTION_WEIGHT,
                    "title": search_mod.TITLE_WEIGHT, "number": search_mod.NUMBER_WEIGHT,
                    "coordination": search_mod.COORDINATION},
        "counting": search_mod._COUNTING.pattern,
        # the question read as judge search reads it (vocabulary.read_question, tokens.normalise)
        "questionPhrases": [[p.pattern, _js_repl(r)] for p, r in QUESTION_PHRASES],
        "phrases": [[p.pattern, _js_repl(r)] for p, r in PHRASES],
        "spellings": SPELLINGS,
        "numbers": NUMBERS,
        "english": sorted(english_words()),
        "fuzzyMin": FUZZY_MIN,
        "fuzzyWeight": FUZZY_WEIGHT,
        "story": {"words": STORY_WORDS, "damp": STORY_DAMP},
    }
    return "window.SEARCH_INDEX = " + json.dumps(data, ensure_ascii=False, separators=(",", ":")) + ";\n"
