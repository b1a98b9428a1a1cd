"""`judge draft`: a Booster Draft pod as its page runs it (formats.booster-draft.intro)."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from judge import draft
from judge.decklist import read
from judge.formats import check
from tests.helpers import run_judge


def test_every_seat_ends_with_four_boosters_less_the_removed_cards():
    seats = draft.run(8, 4, seed=3)
    per_booster = sum(draft.BOOSTER.values())
    for seat in seats:
        assert len(seat.removed) == 4
        assert len(seat.picks) == 4 * (per_booster - 1)
    # every card opened is picked once (the Token/Foil cards aside)
    assert sum(len(s.picks) for s in seats) == 8 * 4 * (per_booster - 1)


def test_the_same_seed_gives_the_same_pod_and_another_seed_another():
    a = [(s.picks, s.removed) for s in draft.run(8, 4, seed=11)]
    assert a == [(s.picks, s.removed) for s in draft.run(8, 4, seed=11)]
    assert a != [(s.picks, s.removed) for s in draft.run(8, 4, seed=12)]


def test_boosters_pass_left_then_right(monkeypatch):
    """Seat i opens booster 'i'; in the first round seat 2 picks second from seat 1's booster
    (passed left), in the second round from seat 3's (passed right)."""
    opened = iter(range(1000))

    def labelled(slots, rng):
        n = next(opened)
        return [f"b{n}-{k}" for k in range(12)], f"b{n}-token"

    monkeypatch.setattr(draft, "open_booster", labelled)
    monkeypatch.setattr(draft, "booster_cards", lambda s: {"hero": ["h"], "common": ["c"] * 8, "rare": ["r"] * 3, "token/foil": []})

    class Recs(dict):
        def __missing__(self, key):
            return {"name": key}

    from judge import carddb
    monkeypatch.setattr(carddb, "records", lambda: Recs())
    seats = draft.run(4, 2, seed=1)
    booster_of = lambda card: int(card.split("-")[0][1:])  # noqa: E731
    # round 1: boosters 0-3 opened by seats 1-4; the second pick of seat 2 comes from seat 1's booster
    assert [booster_of(c) for c in seats[1].picks[:2]] == [1, 0]
    # round 2: boosters 4-7; the second pick of seat 2 comes from seat 3's booster (passed right)
    assert [booster_of(c) for c in seats[1].picks[12:14]] == [5, 6]
    for seat in seats:
        assert len(seat.picks) == 24


def test_a_pick_list_is_followed():
    pool = draft.booster_cards("CORE")
    wanted = pool["rare"]  # every booster holds 3 rares: the first three picks of seat 1 are they
    seats = draft.run(2, 1, seed=5, pick_lists={1: wanted})
    assert all(card in wanted for card in seats[0].picks[:2])


def test_a_seats_pool_is_checked_as_a_draft_deck(tmp_path):
    code, out, err = run_judge("draft", "--players", "4", "--boosters", "4", "--seed", "9", "--out", str(tmp_path))
    assert code == 0 and err == ""
    seat = tmp_path / "seat-1.txt"
    pool = read(str(seat), seat.read_text(encoding="utf-8"))
    assert sum(e.count for e in pool.entries) == 48
    # a deck built from the pool: the cards of its three most picked factions (any Hero of them)
    by_faction = Counter(e.faction for e in pool.entries for _ in range(e.count) if e.type != "hero")
    keep = {f for f, _ in by_faction.most_common(3)}
    heroes = [e for e in pool.entries if e.type == "hero" and e.faction in keep][:1]
    cards = [e for e in pool.entries if e.type != "hero" and e.faction in keep] + heroes
    deck_text = "".join(f"{1 if e.type == 'hero' else e.count} {e.reference}\n" for e in cards)
    deck = read("deck.txt", deck_text)
    result = check(deck, "draft", pool=pool)
    assert not [v for v in result.violations if v.rule in ("1.1.5.a", "1.1.5.b", "1.1.5.d")]
    outside = next(r for r in draft.booster_cards("CORE")["common"] if r not in seat.read_text())
    stolen = read("deck.txt", deck_text + f"1 {outside}\n")
    assert "1.1.5.a" in [v.rule for v in check(stolen, "draft", pool=pool).violations]
    code, out, _ = run_judge("draft", "--players", "4", "--boosters", "4", "--seed", "9", "--json")
    listed = Counter(json.loads(out)["seats"][0]["picks"])
    assert {e.reference: e.count for e in pool.entries} == dict(listed)  # the file and the JSON agree


@pytest.mark.parametrize("args", [["--players", "1"], ["--players", "40"], ["--boosters", "0"], ["--set", "NOPE"]])
def test_bad_pods_are_refused_in_one_line(args):
    code, out, err = run_judge("draft", "--seed", "1", *args)
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
