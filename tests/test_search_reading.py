"""How search reads a player's question (rules_index/vocabulary.py) and what it searches besides
the rules' words (rules_index/asked.py): each mechanism by itself, on the built-in edition, and
the players' questions of asked.json held to the rules they were written for."""

from __future__ import annotations

import json
import re
from importlib import resources

import pytest

from rules_index import asked
from rules_index.build import indexed
from rules_index.cache import View
from rules_index.question import query_terms, said_words
from rules_index.search import search
from rules_index.spelling import correct


@pytest.fixture(scope="module")
def index():
    return View().search_index("builtin")


def top(index, question: str, n: int = 3) -> list[str]:
    return [h[1] for h in search(index, question, n)]


# -- players' words --------------------------------------------------------------------------


def test_a_players_word_is_read_as_the_rules_words(index):
    terms = dict(query_terms("can i tap it", index))
    assert "exhaust" in terms
    # "tap" is no word of the rules: its translation weighs as the word itself would
    assert terms["exhaust"] == terms.get("tap", 1.0)


def test_a_players_word_is_looked_up_as_typed_not_by_its_stem(index):
    # "decking" is running out of cards; "deck" is a deck
    assert "empty" in dict(query_terms("what about decking", index))
    assert "empty" not in dict(query_terms("how many cards in a deck", index))


def test_a_phrase_of_players_is_read_as_the_rules_say_it(index):
    terms = dict(query_terms("what happens when it enters the battlefield", index))
    assert "join" in terms
    assert "first" in dict(query_terms("who starts the game", index))
    assert "owner" in dict(query_terms("whose reserve does it go to", index))


def test_number_words_and_digits_are_one_word(index):
    assert "2" in dict(query_terms("draw two cards", index))
    assert "2" in dict(query_terms("draw 2 cards", index))


def test_chat_spellings(index):
    terms = dict(query_terms("opp exp goes fwd b4 mine", index))
    assert {"opponent", "expedition", "forward"} <= set(terms)


def test_another_games_name_is_no_term(index):
    """"Like in Marvel Snap" says which game the player compares with, not what they ask."""
    terms = dict(query_terms("how many lanes are there, like in Marvel Snap or Magic", index))
    assert not {"marvel", "snap", "magic"} & set(terms)
    assert "expedition" in terms  # what that game calls a lane is still read


def test_a_rules_word_again_is_that_word(index):
    words = [w for w, _, _ in said_words("it was reexhausted", index)]
    assert "exhausted" in words


def test_a_misspelt_plural_is_read_as_the_rules_word(index):
    assert correct(index, "uniqes") in {"unique", "uniques"}


@pytest.mark.parametrize("said, not_read", [
    ("a shiny border", "order"), ("how many cards", "mana"), ("who is right", "night"),
    ("it feels late", "lane"), ("a spare token", "share"), ("what a mess", "less"),
])
def test_a_common_english_word_is_never_read_as_a_misspelt_rules_word(index, said, not_read):
    words = [w for w, _, fixed in said_words(said, index) if fixed]
    assert not_read not in words and not words


@pytest.mark.parametrize("typed, meant", [
    ("fleting", "fleeting"), ("resreve", "reserve"), ("exausted", "exhausted"), ("gigantc", "gigantic"),
])
def test_a_misspelt_rules_word_is_still_read_as_that_word(index, typed, meant):
    assert correct(index, typed) == meant


def test_a_short_common_word_is_not_corrected_into_a_players_word(index):
    # "stay" is one letter from the players' "stat"; it is not misspelt
    assert "statistic" not in dict(query_terms("does it stay in my hand", index))


# -- what a rule is about -------------------------------------------------------------------


def test_a_keywords_rules_answer_questions_about_that_keyword(index):
    # the rules of Gigantic speak of switching expeditions; a question that never names it is
    # about switching itself
    assert not [r for r in top(index, "does switching expeditions count as leaving play") if r.startswith("7.4.3")]
    assert top(index, "a gigantic character switches expeditions")[0].startswith("7.4.3")


def test_a_modes_page_answers_questions_about_that_mode(index):
    assert not [r for r in top(index, "who wins a tiebreaker") if r.startswith("modes.")]
    assert "modes.2v2.tiebreaker" in top(index, "who wins a 2v2 tiebreaker")
    assert any(r.startswith("modes.free-for-all") for r in top(index, "in ffa who wins when two players meet"))


# -- the questions players ask about each rule (asked.py) ------------------------------------


def test_asked_follows_a_rule_by_its_words_and_across_editions():
    table = {asked.fingerprint({"heading": "", "text": "Only Characters have statistics."}): ["do spells have stats"]}
    own = {"2.2.9.c": {"heading": "", "text": "Only  characters have statistics"}}  # case and spacing aside
    assert _asked(own, {}, table) == {"2.2.9.c": ["do spells have stats"]}
    old = {"9.9.a": {"heading": "", "text": "Only Characters have statistics."}}
    changed = {"2.2.11.c": {"heading": "", "text": "Only Characters have statistics (rewritten).",
                            "same_rule": [{"edition": "old", "id": "9.9.a", "similarity": 0.9}]}}
    assert _asked(changed, {"old": old}, table) == {"2.2.11.c": ["do spells have stats"]}
    far = {"2.2.11.c": {**changed["2.2.11.c"], "same_rule": [{"edition": "old", "id": "9.9.a", "similarity": 0.5}]}}
    assert _asked(far, {"old": old}, table) == {}


def _asked(records: dict, others: dict, table: dict) -> dict:
    prints = {name: asked.prints_of(recs) for name, recs in {**others, "this": records}.items()}
    return asked.for_edition("this", records, prints, table)


def test_a_rule_has_its_own_questions_and_those_of_the_same_rule_elsewhere():
    """Each edition's wording was asked about in its own words; both help find the rule."""
    mine = {"heading": "", "text": "Only Characters have statistics (rewritten)."}
    theirs = {"heading": "", "text": "Only Characters have statistics."}
    table = {asked.fingerprint(mine): ["power and toughness on a landmark?"],
             asked.fingerprint(theirs): ["do spells have stats", "power and toughness on a landmark?"]}
    linked = {"2.2.11.c": {**mine, "same_rule": [{"edition": "old", "id": "9.9.a", "similarity": 0.9}]}}
    assert _asked(linked, {"old": {"9.9.a": theirs}}, table) == {
        "2.2.11.c": ["power and toughness on a landmark?", "do spells have stats"]}


def test_a_heading_without_text_is_known_by_its_section_too():
    a = asked.fingerprint({"heading": "Overview", "text": "", "parent_heading": "Zones"})
    b = asked.fingerprint({"heading": "Overview", "text": "", "parent_heading": "Game Concepts"})
    assert a != b


def _table() -> dict:
    raw = resources.files("rules_index").joinpath("data", "asked.json").read_text(encoding="utf-8")
    return json.loads(raw)


def test_asked_json_is_well_formed():
    entries = _table()["rules"]
    assert len(entries) > 800
    seen = set()
    for e in entries:
        assert set(e) == {"edition", "id", "fingerprint", "asked"}, e
        assert re.fullmatch(r"[0-9a-f]{16}", e["fingerprint"]) and e["fingerprint"] not in seen
        seen.add(e["fingerprint"])
        assert len(e["asked"]) >= 3 and all(isinstance(q, str) and 3 <= len(q.split()) <= 60 for q in e["asked"]), e


def _records(view: View, name: str) -> dict:
    ed = view.edition(name)
    return {**ed["rules"], **ed["sections"]}


def test_every_rule_of_the_built_in_edition_has_players_questions():
    view = View()
    table = asked.load()
    records = _records(view, "builtin")
    found = asked.for_edition("builtin", records, {n: asked.prints_of(_records(view, n)) for n in view.order}, table)
    missing = [rid for rid, rec in records.items() if indexed(rec) and rid not in found]
    assert not missing, missing


@pytest.mark.parametrize("edition", ["builtin", "v5.0"])
def test_players_questions_are_ours_not_the_rules_text(request, edition):
    """The questions are our own words: none carries five words running of its rule's text (the
    v5.0 text belongs to its publisher and is never committed)."""
    if edition != "builtin":
        request.getfixturevalue("v5_edition")
    view = View()
    by_fp = {asked.fingerprint(r): r for r in _records(view, edition).values()}
    copied = []
    for e in _table()["rules"]:
        rec = by_fp.get(e["fingerprint"])
        if rec is None:
            continue
        for q in e["asked"]:
            piece = asked.copies(q, rec["text"])
            if piece:
                copied.append((e["id"], piece))
    assert not copied, copied


def test_card_text_a_question_quotes_is_read_as_quoted():
    from rules_index.tokens import quoted

    assert quoted("when do I decide on a 'choose one' card? it's Magic's 'if you do' and “instead”") == [
        "choose one", "if you do", "instead",
    ]
    assert quoted("can't you see it's my opponent's turn") == []


def test_a_rule_that_quotes_the_card_text_a_question_quotes_answers_it(index):
    # "one" is a stop word; quoted, it is card text ("Choose one")
    assert "5.2.3.c" in top(index, "when do i decide on a 'choose one' card")


def test_the_questions_gathered_pair_by_pair_are_those_the_links_give():
    """An import gathers each edition's borrowed questions from each pair's part (asked.borrowed,
    asked.gathered), not from every rule's links: the same questions, in the same order, as the
    links give them, and as for_edition reads them (property test over generated editions and
    matches)."""
    from hypothesis import given, settings, strategies as st

    texts = st.sampled_from(["a", "b", "c", "d"])

    @settings(max_examples=200, deadline=None)
    @given(st.data())
    def check(data):
        names = ["e0", "e1", "e2", "e3"][: data.draw(st.integers(2, 4))]
        editions = {n: {f"{n}.{i}": data.draw(texts) for i in range(data.draw(st.integers(1, 4)))} for n in names}
        table = {asked.fingerprint({"heading": "", "text": t}): [f"q-{t}-{k}" for k in range(data.draw(st.integers(0, 2)))]
                 for t in ("a", "b", "c", "d")}
        prints = {n: {rid: asked.fingerprint({"heading": "", "text": t}) for rid, t in rules.items()} for n, rules in editions.items()}
        matches = {}
        for i, a in enumerate(names):
            for b in names[i + 1:]:
                ra, rb = list(editions[a]), list(editions[b])
                k = data.draw(st.integers(0, min(len(ra), len(rb))))
                sims = [data.draw(st.sampled_from([0.5, 0.8, 0.9, 1.0])) for _ in range(k)]
                matches[a, b] = [(ra[j], rb[j], sims[j]) for j in range(k)]
        for e in names:
            links = {rid: [] for rid in editions[e]}
            borrowings = []
            for o in names:
                if o == e:
                    continue
                first = names.index(e) < names.index(o)
                pair = matches[(e, o) if first else (o, e)]
                for ra, rb, sim in pair:
                    mine, theirs = (ra, rb) if first else (rb, ra)
                    links[mine].append({"edition": o, "id": theirs, "similarity": sim})
                borrowings.append(asked.borrowed(prints[e], prints[o], pair, table, first))
            records = {rid: {"same_rule": links[rid]} for rid in editions[e]}
            want = _read_from_links(e, records, prints, table)
            assert asked.gathered(prints[e], borrowings, table) == want
            assert asked.for_edition(e, records, prints, table) == want

    check()


def _read_from_links(edition: str, records: dict, prints: dict, table: dict) -> dict:
    """The questions as the links give them, rule by rule: its own, then each linked rule's at
    asked.SIMILAR or more, most similar first, each fingerprint once (the model both ways of
    gathering them are held to)."""
    out = {}
    for rid, rec in records.items():
        own = prints[edition][rid]
        found = list(table.get(own) or ())
        seen = {own}
        for link in sorted(rec.get("same_rule") or (), key=lambda s: -s["similarity"]):
            other = prints.get(link["edition"], {}).get(link["id"])
            if other is not None and other not in seen and link["similarity"] >= asked.SIMILAR:
                seen.add(other)
                found += [q for q in table.get(other) or () if q not in found]
        if found:
            out[rid] = found
    return out
