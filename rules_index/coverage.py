"""What an edition does not cover, and which edition does.

Search answers from one edition; a question about something that edition never says must not be
answered confidently with its nearest rules. Two ways of knowing:

- names (mark_foreign, not_covered): the keywords, keyword actions and statuses an edition
  defines (its glossary says which), and the modes and formats of its pages. A question that
  names one that another edition lacks entirely (Tough in the built-in edition, 2v2 in v5.0), or
  only names in passing without saying what it is (Asleep in the built-in edition), is not
  covered there.
- answers (answered_elsewhere): another edition answers the question much better, with rules the
  asked edition has no counterpart of (the graph's same_rule links): two replacement effects of
  one event in the built-in edition, which v5.0 answers with 6.2. Or, judged inside the other
  edition alone (no comparison of two editions' scores): its best answer is a rule the asked
  edition lacks, and the asked edition's best answer it has a counterpart of is, there, a much
  worse answer ("can't beats can" in the built-in edition, whose nearest rule's counterpart v5.0
  ranks far below its golden rules).
"""

from __future__ import annotations

from .question import said_stems
from .search import plain_ranking
from .tokens import pairs, search_stems


def key_terms(name: str) -> list[str]:
    """The index terms that find a name: its stem, or the pairs of a name of several words."""
    st = search_stems(name)
    return pairs(st) or st


def mark_foreign(indexes: dict[str, dict]) -> None:
    """For each edition, the names other editions say what they are and it does not: lacked
    entirely ("Tough" in an edition before the keyword, "2v2" in one without the multiplayer
    pages), or only named ("Asleep" in the built-in edition, named in a remark, defined nowhere).
    A question about one is not answered by this edition, and search says so instead of
    answering confidently. The words of the other editions are known words too: never
    "corrected" into this one's."""
    # the words of the other editions that this one lacks: those of all, less its own
    every_word = set().union(*(index["vocab"] for index in indexes.values())) if indexes else set()
    for name, index in indexes.items():
        foreign: dict[str, dict] = {}
        others = every_word.difference(index["vocab"])
        own = {"|".join(terms) for display, terms in index["keys"].items() if display in index["defined"]}
        named = {"|".join(terms) for terms in index["keys"].values()}
        for other, oindex in indexes.items():
            if other == name:
                continue
            for display in oindex["defined"]:
                terms = oindex["keys"][display]
                key = "|".join(terms)
                present = all(t in index["own"] for t in terms)
                named_only = display in index["undefined"] or (key in named and key not in own)
                if present and not named_only:
                    continue
                entry = foreign.setdefault(key, {"name": display, "terms": terms, "editions": [], "named": present})
                if other not in entry["editions"]:
                    entry["editions"].append(other)
        index["foreign"] = foreign
        index["other_words"] = others


def not_covered(index: dict, query: str) -> list[dict]:
    """What the question names that this edition never says what it is and another edition does:
    [{"name": "Tough", "editions": ["v5.0"], "named": False}] ("named": the edition uses the
    name without defining it)."""
    foreign = index.get("foreign")
    if not foreign:
        return []
    # the words the question says, not what the tables read into them ("bounce" is not "return")
    said, _ = said_stems(query, index)
    terms = set(said) | set(pairs(said))
    return [
        {"name": e["name"], "editions": e["editions"], "named": e["named"]}
        for e in foreign.values()
        if all(t in terms for t in e["terms"])
    ]


# Another edition answers a question "much better" when its best answer scores this many times
# the asked edition's best, each score taken against the largest idf of its edition (an edition of
# 800 rules scores higher than one of 300 for the same words), and its answers are all rules the
# asked edition has no counterpart of.
ELSEWHERE_RATIO = 1.75
# Its answers: of its first three, those scoring at least this share of its best. A weak third
# that shares a word or two with the question (the draft page's passing, then a v5.0 rule on
# the turn order that happens to say "left") is not how that edition answers it.
ANSWER_SHARE = 0.5
# The other edition's best answer scores this many times its own counterpart of the asked
# edition's first result: by the other edition's own measure, that first result answers the
# question much worse than a rule the asked edition does not have.
COUNTERPART_RATIO = 2.0
# How far down the other edition's ranking a counterpart is looked for; below it, it scores as 0.
COUNTERPART_DEPTH = 40
# How many of the asked edition's first results may be judged by their counterparts there.
JUDGED = 3


def answered_elsewhere(
    indexes: dict[str, dict], name: str, query: str, best: float | None = None, first: list[str] | None = None
) -> list[dict]:
    """Other editions that answer the question with rules this edition lacks, much better than
    it answers it: [{"edition", "results": [ids]}]. The built-in edition has no rule on two
    replacement effects of one event; v5.0 answers with 6.2 and its rules have no counterpart.
    Editions are compared by their rules' BM25F scores without the coordination factor (search's
    plain_ranking): how much of the question's words a rule says, measured the same way in
    every edition; the factor orders one edition's rules and is not calibrated across editions.
    `best` and `first`: this edition's best such score and its first results (up to JUDGED),
    where the caller has them already."""
    index = indexes[name]
    if best is None:
        own = plain_ranking(index, query, JUDGED)
        best, first = (own[0][1], [rid for rid, _ in own]) if own else (0.0, [])
    out = []
    for other, oindex in indexes.items():
        if other == name:
            continue
        hits = plain_ranking(oindex, query, 3)
        if len(hits) < 3:
            continue
        linked = oindex.get("linked", {}).get(name, set())
        if any(oindex["ids"][rid] in linked for rid, score in hits if score >= ANSWER_SHARE * hits[0][1]):
            continue
        mine = best / _scale(index)
        theirs = hits[0][1] / _scale(oindex)
        if theirs >= ELSEWHERE_RATIO * mine or (theirs >= mine and _worse_there(index, oindex, other, first, query)):
            out.append({"edition": other, "results": [rid for rid, _ in hits]})
    return out


def _worse_there(index: dict, oindex: dict, other: str, first: list[str] | None, query: str) -> bool:
    """Whether the other edition's own counterparts of this edition's best answer it has a
    counterpart of (the first such of its first results) score at most 1/COUNTERPART_RATIO of
    its best answer. A result the other edition has no counterpart of cannot be judged there:
    the next is ("is there a stack?": the built-in edition's first answer is a rule v5.0 dropped,
    its second is judged). None has one: no judgement."""
    counterparts = index.get("counterparts", {}).get(other, {})
    there = next((c for rid in (first or ())[:JUDGED] if (c := counterparts.get(index["ids"].get(rid)))), None)
    if not there:
        return False
    hits = plain_ranking(oindex, query, COUNTERPART_DEPTH)
    scores = dict(hits)
    return hits[0][1] >= COUNTERPART_RATIO * max(scores.get(rid, 0.0) for rid in there)


def _scale(index: dict) -> float:
    return index["max_idf"]


# What an edition's search index holds of the other editions' own (mark_foreign): kept beside
# the index, not in it, so that an import does not write every edition's index again. Which of
# its rules each other edition has ("linked", "counterparts") comes from the sides of its pairs
# (build._side), laid over it when read (cache.View).
OTHER_EDITIONS = ("foreign", "other_words")
