"""The ranking of search.py held to a plain reading of its own definition.

`search._search` keeps its scores in a list and sorts in C for speed (issue 10: at most 2 ms a
query). Here the same BM25F sums, weights and order are written the plain way (a dict of scores,
each weight applied as the module's comment states it, sorted by score then document order) and
both must give the same results, float for float, on the players' questions of the table and on
questions made of the index's own words at random.
"""

from __future__ import annotations

from collections import defaultdict

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules_index import search as S
from rules_index.cache import View
from rules_index.question import query_terms, said_words
from tests import search_table


def _plain(index: dict, query: str, limit: int, coordinated: bool = True) -> list[tuple]:
    postings, docs, topics = index["postings"], index["docs"], index["topics"]
    terms = [(t, qw) for t, qw in query_terms(query, index) if t in postings]
    scores: dict[int, float] = defaultdict(float)
    found: dict[int, list[str]] = defaultdict(list)
    for term, qw in terms:
        idf, tdocs, weights = S.unpack(postings[term])
        for doc, sat in zip(tdocs, weights):
            scores[doc] += idf * qw * sat
            found[doc].append(term)
    asked = {t for t, _ in terms}
    counting = S._COUNTING.search(query) is not None
    for doc in scores:
        named = doc in topics and any(t in asked for t in topics[doc])
        if doc in topics and not named:
            scores[doc] *= S.TOPIC_WEIGHT
        if docs[doc][0] == "section" and not named:
            scores[doc] *= S.SECTION_WEIGHT
        if doc in index["titles"]:
            scores[doc] *= S.TITLE_WEIGHT
        if counting and doc in index["numbers"]:
            scores[doc] *= S.NUMBER_WEIGHT
    if coordinated:
        # the share of the question's weight (idf times weight) each document matches
        weight = {t: S.unpack(postings[t])[0] * qw for t, qw in terms}
        asked_weight = sum(weight.values())
        for doc, fterms in found.items():
            scores[doc] *= (sum(weight[t] for t in fterms) / asked_weight) ** S.COORDINATION
    ranked = sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:limit]
    return [(*docs[d], round(s, 4), found[d]) for d, s in ranked]


@pytest.fixture(scope="module")
def indexes():
    view = View()
    return {name: view.search_index(name) for name in view.order}


def test_the_players_questions_rank_as_the_plain_reading_does(indexes):
    questions = [q["q"] for q in search_table.load()]
    for name, index in indexes.items():
        for q in questions:
            assert S._search(index, q, 40) == _plain(index, q, 40), (name, q)
            assert S.plain_ranking(index, q, 40) == [h[1:3] for h in _plain(index, q, 40, coordinated=False)], (name, q)


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_questions_of_the_indexs_own_words_rank_as_the_plain_reading_does(indexes, data):
    index = indexes["builtin"]
    words = sorted(w for w in index["vocab"] if w.isalpha())[:4000]
    said = data.draw(st.lists(st.sampled_from(words), min_size=1, max_size=30))
    tail = data.draw(st.sampled_from(["", "?", " how many?", " in ffa", ' "choose one"']))
    query = " ".join(said) + tail
    limit = data.draw(st.integers(min_value=1, max_value=60))
    assert S._search(index, query, limit) == _plain(index, query, limit)
    assert S._search(index, query, limit, coordinated=False) == [h[1:3] for h in _plain(index, query, limit, coordinated=False)]


def test_a_ranking_asked_again_is_the_same_and_a_shorter_one_its_prefix(indexes):
    index = indexes["builtin"]
    q = "can my opponent's character be sacrificed when it has fleeting"
    deep = S.search(index, q, 40)
    assert S.search(index, q, 3) == deep[:3]
    assert S.search(index, q, 40) == deep == _plain(index, q, 40)


def test_a_questions_reading_kept_is_a_copy(indexes):
    index = indexes["builtin"]
    q = "wat happens if my char gets bounced b4 dusk"
    first = said_words(q, index)
    first.append(("mutated", "mutat", False))
    assert said_words(q, index) == first[:-1]
    fresh = {k: v for k, v in index.items() if k != "_said"}  # the same index, nothing kept
    assert said_words(q, fresh) == said_words(q, index)
