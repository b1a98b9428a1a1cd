"""The review file (judge/reviews.py): the translated encodings a person has checked against the
card. A review holds while our encoding and the printed text are the ones checked; every review
the project ships holds (a translator change that alters a reviewed encoding fails here until a
person checks the card again); a damaged file is named by file and line, never repaired."""

from __future__ import annotations

import json

import pytest

from judge import carddb, reviews
from tests.helpers import SHARED_CARDS, run_judge

needs_sets = pytest.mark.skipif(not SHARED_CARDS.is_dir(), reason=f"no card sets in {SHARED_CARDS}")


def _record(ref: str) -> dict:
    return carddb.records()[ref]


def _write(tmp_path, *rows: str) -> str:
    path = tmp_path / "reviewed.tsv"
    path.write_text("\n".join(["# a comment", "\t".join(reviews.COLUMNS), *rows]) + "\n", encoding="utf-8")
    return str(path)


def _row(ref="ALT_CORE_B_BR_21_C", enc="0" * 16, txt="1" * 16, date="2026-12-04", by="a judge", note=""):
    return "\t".join((ref, enc, txt, date, by, note))


def test_a_well_formed_file_reads_with_each_reviews_line(tmp_path):
    got = reviews.read(_write(tmp_path, _row(), _row(ref="ALT_CORE_B_BR_21_R1", note="rare version")))
    assert sorted(got) == ["ALT_CORE_B_BR_21_C", "ALT_CORE_B_BR_21_R1"]
    assert got["ALT_CORE_B_BR_21_C"].line == 3 and got["ALT_CORE_B_BR_21_R1"].note == "rare version"


@pytest.mark.parametrize("row, says", [
    ("ALT_CORE_B_BR_21_C\t" + "0" * 16, "2 tab-separated fields; a review has 6"),
    (_row(ref="not a reference"), "is not a card reference"),
    (_row(enc="xyz"), "the encoding digest 'xyz' is not 16 hexadecimal digits"),
    (_row(txt="0" * 15), "the text digest"),
    (_row(date="4 Dec 2026"), "is not YYYY-MM-DD"),
    (_row(by=""), "'by' must be given"),
    (_row(note="x" * 301), "at most 300 characters"),
])
def test_a_damaged_line_is_named_by_file_and_line(tmp_path, row, says):
    path = _write(tmp_path, _row(ref="ALT_CORE_B_BR_21_R2"), row)
    with pytest.raises(reviews.ReviewFileError) as err:
        reviews.read(path)
    assert err.value.line == 4 and says in str(err.value) and str(err.value).startswith(f"{path}, line 4: ")


def test_a_version_reviewed_twice_is_an_error_naming_both_lines(tmp_path):
    with pytest.raises(reviews.ReviewFileError, match=r"line 4: ALT_CORE_B_BR_21_C is reviewed twice \(first on line 3\)"):
        reviews.read(_write(tmp_path, _row(), _row(by="another judge")))


def test_a_file_too_big_is_refused_before_it_is_read(tmp_path, monkeypatch):
    monkeypatch.setattr(reviews, "MAX_BYTES", 100)
    with pytest.raises(reviews.ReviewFileError, match="a review file holds at most 100"):
        reviews.read(_write(tmp_path, _row(), _row(ref="ALT_CORE_B_BR_21_R1")))


def test_no_file_is_no_review(tmp_path):
    assert reviews.read(str(tmp_path / "absent.tsv")) == {}


def test_the_encoding_digest_is_the_translation_not_the_versions_facts():
    """Two versions printing the same text read the same, whatever their costs or statistics; a
    rare version that reads otherwise has another digest."""
    recs = carddb.records()
    common, rare = recs["ALT_CORE_B_BR_21_C"], recs["ALT_CORE_B_BR_21_R1"]
    assert common["stats"] != rare["stats"]
    same_text_other_facts = dict(common, stats={"forest": 9, "mountain": 9, "water": 9}, hand_cost=9)
    assert reviews.encoding_digest(same_text_other_facts) == reviews.encoding_digest(common)
    other_reading = json.loads(json.dumps(common))
    other_reading["encoding"]["tough"] = 2
    assert reviews.encoding_digest(other_reading) != reviews.encoding_digest(common)


def test_a_review_holds_while_the_encoding_and_the_text_are_the_ones_checked():
    rec = _record("ALT_CORE_B_BR_21_C")
    main, support = ["printed line"], []
    review = reviews.Review(rec["reference"], reviews.encoding_digest(rec), reviews.text_digest(main, support),
                            "2026-12-04", "a judge", "", 3)
    assert reviews.state(rec, None) == {"state": reviews.NOT_REVIEWED}
    assert reviews.state(rec, review) == {"state": reviews.REVIEWED, "checked": "2026-12-04", "by": "a judge"}
    # shipped data has no text: the encoding is what is compared; an import's text is compared too
    assert reviews.state(dict(rec, text={"main": main, "support": support}), review)["state"] == reviews.REVIEWED
    assert reviews.state(dict(rec, text={"main": ["an erratum"], "support": []}), review)["state"] == reviews.TEXT_DIFFERS
    changed = json.loads(json.dumps(rec))
    changed["encoding"]["tough"] = 3
    assert reviews.state(changed, review)["state"] == reviews.STALE


def test_the_review_line_refuses_a_tab_in_a_free_field():
    with pytest.raises(ValueError):
        reviews.line_of("ALT_CORE_B_BR_21_C", "0" * 16, "1" * 16, "2026-12-04", "a\tjudge")


# --- the reviews the project ships ------------------------------------------------------------

def test_every_shipped_review_holds_and_names_a_translated_version():
    """The review file reads, every review names a version the package ships with abilities, not
    a catalog card's (their hand-written encodings are played), and each holds: a change of the
    translator that alters a reviewed encoding fails here until a person checks the card again
    (tools/review_cards.py accept --renew)."""
    from judge.catalog import names

    hand_written = {n.casefold() for n in names()}
    shipped = reviews.read()
    recs = carddb.records()
    stale = []
    for ref, review in shipped.items():
        rec = recs.get(ref)
        assert rec is not None and rec.get("lines"), f"line {review.line}: {ref} is no translated version"
        assert rec["name"].casefold() not in hand_written, f"line {review.line}: {ref} is a catalog card"
        if reviews.state(rec, review)["state"] != reviews.REVIEWED:
            stale.append(f"line {review.line}: {ref} ({rec['name']})")
    assert not stale, "reviews that no longer hold (check each card again):\n" + "\n".join(stale)


@needs_sets
def test_every_shipped_review_was_made_on_the_published_text():
    """The text digest of each review is that of the card's text in the card data: the person
    checked the encoding against the card as published."""
    from card_data import official

    text = {}
    for path in sorted(SHARED_CARDS.glob("*.json")):
        for _source, card in official.read_path(str(path)):
            t = official.text(card)
            text[card["reference"]] = reviews.text_digest(t["main"], t["support"])
    wrong = [f"line {r.line}: {ref}" for ref, r in reviews.read().items() if text.get(ref) != r.text]
    assert not wrong, wrong


def test_judge_cards_reviews_reports_the_file_and_fails_on_a_stale_review(tmp_path, monkeypatch, capsys):
    from judge.command_line import main

    rec = _record("ALT_CORE_B_BR_21_C")
    holds = _row(enc=reviews.encoding_digest(rec))
    stale = _row(ref="ALT_CORE_B_BR_21_R1", enc="f" * 16)
    unknown = _row(ref="ALT_NOSET_B_AX_1_C")
    monkeypatch.setattr(reviews, "REVIEW_FILE", _write(tmp_path, holds))
    assert main(["cards", "reviews", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["summary"]["reviews"] == 1 and out["summary"]["reviewed"] == 1 and out["failing"] == []
    monkeypatch.setattr(reviews, "REVIEW_FILE", _write(tmp_path, holds, stale, unknown))
    assert main(["cards", "reviews", "--json"]) == 1
    failing = {f["reference"]: (f["state"], f["line"]) for f in json.loads(capsys.readouterr().out)["failing"]}
    assert failing == {"ALT_CORE_B_BR_21_R1": ("stale", 4), "ALT_NOSET_B_AX_1_C": ("unknown card", 5)}
    assert main(["cards", "reviews"]) == 1
    text = capsys.readouterr().out
    assert "line 4: ALT_CORE_B_BR_21_R1 (Achilles): our encoding changed since it was checked" in text


def test_a_damaged_review_file_is_bad_input_in_one_line(tmp_path, monkeypatch, capsys):
    from judge.command_line import main

    path = _write(tmp_path, _row(date="yesterday"))
    monkeypatch.setattr(reviews, "REVIEW_FILE", path)
    for argv in (["cards", "reviews"], ["cards", "list"]):
        assert main(argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and f"{path}, line 3: the date 'yesterday' is not YYYY-MM-DD" in err


def test_judge_card_and_cards_list_say_what_was_reviewed():
    """A reviewed version says who checked it and when, in `judge card` and its JSON; `judge cards
    list` counts the reviewed versions per set."""
    shipped = reviews.read()
    if not shipped:
        pytest.skip("no review shipped yet")
    ref, review = next(iter(shipped.items()))
    code, out, _ = run_judge("card", ref, "--json")
    assert code == 0
    data = json.loads(out)
    assert data["versions"][0]["reference"] == ref
    assert data["versions"][0]["review"] == {"state": "reviewed", "checked": review.checked, "by": review.by}
    code, out, _ = run_judge("card", ref)
    assert f"checked against the card by {review.by} on {review.checked}" in out
    code, out, _ = run_judge("cards", "list", "--json")
    rows = json.loads(out)["sets"]
    assert sum(r["reviewed"] for r in rows) == sum(1 for r in shipped if r in carddb.records())
    assert all(r["reviewed"] <= r["to review"] <= r["versions"] for r in rows)


@needs_sets
def test_accepting_a_persons_verdicts_reviews_every_version_of_each_group(tmp_path, monkeypatch, capsys):
    """tools/review_cards.py: a group is the versions that print one text and read alike; an `ok`
    reviews each of them with the digests as they are now, another verdict nothing; what was
    reviewed is kept, and a stale review is replaced only when asked (--renew)."""
    import importlib.util
    from pathlib import Path

    spec = importlib.util.spec_from_file_location("review_cards", Path(__file__).resolve().parents[1] / "tools" / "review_cards.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    groups = {g["refs"][0]: g for g in tool.groups(str(SHARED_CARDS))}
    several = next(g for g in groups.values() if len(g["refs"]) > 1)
    other = next(g for g in groups.values() if g is not several)
    target = tmp_path / "reviewed.tsv"
    monkeypatch.setattr(reviews, "REVIEW_FILE", str(target))
    verdicts = tmp_path / "verdicts.tsv"
    verdicts.write_text(f"{several['refs'][0]}\tok\n{other['refs'][0]}\twrong\tline 1 targets\n", encoding="utf-8")
    assert tool.main(["accept", str(SHARED_CARDS), str(verdicts), "--by", "a judge", "--date", "2026-12-04"]) == 0
    got = reviews.read(str(target))
    assert sorted(got) == sorted(several["refs"])
    assert all(reviews.state(carddb.records()[r], got[r])["state"] == reviews.REVIEWED for r in got)
    assert "1 groups not accepted" in capsys.readouterr().out
    first = several["refs"][0]
    target.write_text(target.read_text(encoding="utf-8").replace(got[first].encoding, "f" * 16), encoding="utf-8")
    tool.main(["accept", str(SHARED_CARDS), str(verdicts), "--by", "another judge", "--date", "2026-12-05"])
    assert reviews.read(str(target))[first].encoding == "f" * 16  # kept as written
    tool.main(["accept", str(SHARED_CARDS), str(verdicts), "--by", "another judge", "--date", "2026-12-05", "--renew"])
    renewed = reviews.read(str(target))
    assert renewed[first].encoding == got[first].encoding and renewed[first].by == "another judge"
    assert len(renewed) == len(several["refs"])
