"""`judge deck`: the deck rules of each format, each violation with its rule, deck lists and deck
codes read, bad input refused in one line. Decks are built from the published sets' data."""

from __future__ import annotations

import json

import pytest

from card_data import deckcode
from judge import carddb
from judge.decklist import DeckError, read
from judge.formats import check
from tests.helpers import run_judge

HERO = "ALT_CORE_B_AX_03_C"  # Subhash & Marmo, an Axiom Hero


def _axiom(kind: str, rarity: str) -> list[str]:
    return sorted(r for r, v in carddb.records().items()
                  if v["faction"] == "Axiom" and v["type"] == kind and v["rarity"] == rarity and "_B_" in r)


def _legal() -> dict[str, int]:
    """A Hero, 13 commons x 3 (39 cards), all Axiom: legal in every edition."""
    commons = [r for r in _axiom("character", "common") + _axiom("spell", "common")
               if carddb.records()[r]["name"] != carddb.records()[HERO]["name"]]
    names, picked = set(), []
    for r in commons:
        if carddb.records()[r]["name"] not in names:
            names.add(carddb.records()[r]["name"])
            picked.append(r)
    assert len(picked) >= 13
    return {HERO: 1, **{r: 3 for r in picked[:13]}}


def _text(cards: dict[str, int]) -> str:
    return "".join(f"{n} {r}\n" for r, n in cards.items())


def _rules(cards: dict[str, int], fmt: str = "standard", edition: str = "builtin") -> list[str]:
    return [v.rule for v in check(read("deck.txt", _text(cards)), fmt, edition).violations]


def test_a_legal_constructed_deck_is_legal_in_both_editions():
    assert _rules(_legal()) == []
    assert _rules(_legal(), edition="v5.0") == []
    assert _rules(_legal(), "multiplayer") == []


@pytest.mark.parametrize("edition, rule", [("builtin", "1.1.4.b"), ("v5.0", "1.1.4.b")])
def test_exactly_one_hero(edition, rule):
    none = {r: n for r, n in _legal().items() if r != HERO}
    none[_axiom("character", "common")[-1]] = 3  # keep the size legal where the Hero counts
    assert rule in _rules(none, edition=edition)
    two = dict(_legal())
    two["ALT_CORE_B_AX_01_C"] = 1  # another Axiom Hero
    assert rule in _rules(two, edition=edition)


def test_at_least_39_other_cards_builtin():
    short = dict(_legal())
    short[next(r for r in short if r != HERO)] = 2
    assert _rules(short) == ["1.1.4.c"]


def test_40_to_60_cards_with_the_hero_v5():
    short = dict(_legal())
    short[next(r for r in short if r != HERO)] = 2  # 39 with the Hero
    assert _rules(short, edition="v5.0") == ["1.1.4.b"]
    big = dict(_legal())
    for r in _axiom("character", "common") + _axiom("permanent", "common"):
        names = {carddb.records()[x]["name"] for x in big}
        if sum(big.values()) <= 60 and carddb.records()[r]["name"] not in names:
            big[r] = 3
    assert sum(big.values()) > 60
    assert "1.1.4.b" in _rules(big, edition="v5.0")


def test_only_the_heros_faction():
    off = dict(_legal())
    off.pop(next(r for r in off if r != HERO))
    off["ALT_CORE_B_BR_04_C"] = 3  # a Bravos common
    assert _rules(off) == ["1.1.4.d"]
    assert _rules(off, edition="v5.0") == ["1.1.4.c"]


def test_three_of_a_name_whatever_the_rarity():
    deck = dict(_legal())
    common = next(r for r in deck if r != HERO)
    rare = common.replace("_C", "_R1")
    assert carddb.records()[rare]["name"] == carddb.records()[common]["name"]
    deck[rare] = 1  # 3 commons and 1 rare of one name
    assert _rules(deck) == ["1.1.4.e"]
    assert _rules(deck, edition="v5.0") == ["1.1.4.d"]


def test_at_most_15_rares():
    deck = {HERO: 1}
    rares = [r for r in _axiom("character", "rare") if r.endswith("_R1")]
    for r in rares[:6]:
        deck[r] = 3  # 18 rares
    commons = [r for r in _axiom("character", "common") if carddb.records()[r]["name"] not in
               {carddb.records()[x]["name"] for x in deck}]
    for r in commons[:7]:
        deck[r] = 3
    assert _rules(deck) == ["1.1.4.f"]
    assert _rules(deck, edition="v5.0") == ["1.1.4.e"]


def test_at_most_3_uniques_and_v5_exalted():
    deck = dict(_legal())
    base = next(r for r in deck if r != HERO)
    deck.pop(base)
    family = base.rsplit("_", 1)[0]
    uniques = {f"{family}_U_{n}": 1 for n in (11, 12, 13, 14)}  # 4 uniques of one card: a name x4 too
    deck.update(uniques)
    assert set(_rules(deck)) == {"1.1.4.g", "1.1.4.e"}
    exalted = dict(_legal())
    exalted.pop(base)  # 37 cards
    names = {carddb.records()[y]["name"] for y in exalted}
    fams = [x.rsplit("_", 1)[0] for x in _axiom("character", "common") if carddb.records()[x]["name"] not in names][:2]
    for f in fams:
        exalted[f"{f}_E"] = 2  # 4 exalted cards, 2 of each name: 41 cards
    assert sum(exalted.values()) == 41
    assert _rules(exalted, edition="v5.0") == ["1.1.4.f"]
    assert _rules(exalted) == []  # the built-in edition has no exalted cards to limit


def test_limited_decks():
    deck = {"ALT_CORE_B_AX_03_C": 1}
    for faction in ("AX", "BR", "LY", "MU"):
        picks = sorted(r for r, v in carddb.records().items() if r.startswith(f"ALT_CORE_B_{faction}_")
                       and v["type"] == "character" and v["rarity"] == "common")[:8]
        deck.update({r: 1 for r in picks})
    assert sum(deck.values()) == 33
    assert _rules(deck, "limited") == ["1.1.5.d"]  # four factions
    assert _rules(deck, "limited", "v5.0") == ["1.1.5.c"]
    three = {r: n for r, n in deck.items() if "_MU_" not in r}  # 25 cards: 24 others
    assert _rules(three, "limited") == ["1.1.5.c"]
    assert _rules(three, "draft") == ["1.1.5.c", "formats.booster-draft.intro"]
    assert _rules(three, "limited", "v5.0") == ["1.1.5.b"]
    # any number of Mana Convergence, and names or rarities are not limited (1.1.5.a, remark of 1.1.5.d)
    three["ALT_CORE_B_NE_01_C"] = 8
    assert _rules(three, "limited") == []
    two_heroes = dict(three, ALT_CORE_B_BR_01_C=1)
    assert _rules(two_heroes, "limited") == ["1.1.5.b"]


def test_tokens_do_not_count_and_start_outside_the_deck():
    short = dict(_legal())
    short[next(r for r in short if r != HERO)] = 2
    token = next(r for r, v in carddb.records().items() if v["type"] == "token")
    short[token] = 5
    result = check(read("deck.txt", _text(short)), "multiplayer")
    assert [v.rule for v in result.violations] == ["1.1.4.c"]
    assert result.counts["tokens"] == 5
    assert any("modes.2v2.deck-building-rules-in-multiplayer-mode" in n for n in result.notes)


def test_booster_war_decks():
    deck = {HERO: 1, **{r: 1 for r in _axiom("character", "common")[:12]}}
    assert _rules(deck, "booster-war-technical") == []
    deck.pop(next(r for r in deck if r != HERO))
    assert _rules(deck, "booster-war-technical") == ["formats.booster-war.rule-most-technical-mode"]
    assert _rules({r: n for r, n in deck.items() if r != HERO}, "booster-war") == ["formats.booster-war.rule-least-technical-mode"]


def test_suspended_cards_are_reported():
    deck = dict(_legal())
    deck["ALT_CORE_B_YZ_11_R2"] = 1  # suspended in the card data (an Ordis version)
    result = check(read("deck.txt", _text(deck)))
    assert "card data" in [v.rule for v in result.violations]
    assert any("suspended" in v.says for v in result.violations)
    limited = check(read("deck.txt", _text(deck)), "limited")
    assert "card data" not in [v.rule for v in limited.violations]
    assert any("suspended" in n for n in limited.notes)


def test_a_name_is_read_as_the_version_its_heros_deck_holds():
    # Bravos Bladedancer: Bravos common and rare, and a Yzmir out-of-faction rare
    yzmir_hero = next(r for r, v in carddb.records().items() if v["type"] == "hero" and v["faction"] == "Yzmir")
    deck = read("deck.txt", f"1 {yzmir_hero}\n3 Bravos Bladedancer\n")
    e = deck.entries[1]
    assert (e.faction, e.rarity, e.by_name) == ("Yzmir", "rare", True)
    result = check(deck)
    assert any("names a card, not a version" in n for n in result.notes)


def test_reading_refuses_what_it_cannot_read():
    with pytest.raises(DeckError) as exc:
        read("deck.txt", "1 ALT_CORE_B_AX_03_C\nthree of something\n")
    assert exc.value.line == 2
    with pytest.raises(DeckError) as exc:
        read("deck.txt", "3 No Such Card Anywhere\n")
    assert exc.value.line == 1
    with pytest.raises(DeckError):
        read("deck.txt", "5000 ALT_CORE_B_AX_03_C\n")
    with pytest.raises(DeckError):
        read("deck.txt", "# only a comment\n")
    with pytest.raises(DeckError):
        read("deck.txt", "1 ALT_CORE_B_AX_03_C\n" * 3000)
    with pytest.raises(DeckError):
        read("!!not-a-code!!", None)


# -- deck codes: the reference implementation's own test vectors (Taum/altered-deckfmt) ---------
VECTORS = {
    "EBAg3hHfC8IA": "1 ALT_CORE_B_YZ_02_C\n3 ALT_CORE_B_LY_28_C\n2 ALT_CORE_B_NE_01_C",
    "EBAg04RrTJLU": "1 ALT_CORE_P_YZ_02_C\n3 ALT_CORE_A_YZ_19_C\n2 ALT_CORE_A_BR_26_R2",
    "EBARGz4JpNnycPbPmBy2f__8": "1 ALT_COREKS_B_LY_07_U_1234\n1 ALT_COREKS_B_LY_07_U_9999\n"
                                "1 ALT_COREKS_B_LY_07_U_12345\n1 ALT_COREKS_B_LY_07_U_65535",
    "ECAgXwgGE-CPhAA": "1 ALT_CORE_B_NE_01_C\n1 ALT_ALIZE_B_NE_01_C\n1 ALT_ALIZE_B_NE_02_C",
    "ECCw0rFE3DE69AkdSxRrFHMEdwxVwx69Fa9A": "1 ALT_DUSTERCB_P_BR_98_E\n1 ALT_DUSTERCB_P_OR_97_E\n"
    "1 ALT_DUSTERCB_P_YZ_94_E\n1 ALT_DUSTER_A_BR_98_E\n1 ALT_DUSTER_B_BR_98_E\n1 ALT_DUSTER_B_MU_96_E\n"
    "1 ALT_DUSTER_B_OR_97_E\n1 ALT_DUSTER_A_OR_97_E\n1 ALT_DUSTER_B_YZ_94_E\n1 ALT_DUSTER_A_YZ_94_E",
    "EAA": "",
}


@pytest.mark.parametrize("code, listed", VECTORS.items())
def test_deck_codes_match_the_reference_implementation(code, listed):
    deck = [(int(n), r) for n, r in (line.split() for line in listed.splitlines())]
    assert deckcode.encode(deck) == code
    assert sorted(deckcode.decode(code)) == sorted(deck)


def test_a_real_deck_round_trips_through_its_code():
    cards = _legal()
    code = deckcode.encode(list((n, r) for r, n in cards.items()))
    assert dict((r, n) for n, r in deckcode.decode(code)) == cards
    by_code = check(read(code, None))
    assert by_code.legal and by_code.counts["cards"] == 39


@pytest.mark.parametrize("deck, why", [
    ([(66, "ALT_CORE_B_AX_11_R1")], "65"),
    ([(1, "ALT_EOLE_B_AX_01_C")], "no code for set EOLE"),
    ([(1, "ALT_CORE_B_AX_01_E")], "exalted"),
    ([(1, "ALT_COREKS_B_LY_07_U_123456")], "65,535"),
])
def test_what_a_code_cannot_hold_is_said(deck, why):
    with pytest.raises(deckcode.CodeError, match=why):
        deckcode.encode(deck)


# -- the command line -----------------------------------------------------------------------
def test_judge_deck_exit_status_and_json(tmp_path):
    legal = tmp_path / "legal.txt"
    legal.write_text(_text(_legal()), encoding="utf-8")
    code, out, err = run_judge("deck", str(legal))
    assert code == 0 and "LEGAL" in out and err == ""
    bad = dict(_legal())
    bad["ALT_CORE_B_BR_04_C"] = 3
    illegal = tmp_path / "illegal.txt"
    illegal.write_text(_text(bad), encoding="utf-8")
    code, out, _ = run_judge("deck", str(illegal), "--json")
    data = json.loads(out)
    assert code == 1 and not data["legal"] and [v["rule"] for v in data["violations"]] == ["1.1.4.d"]
    assert data["violations"][0]["lines"] == [15]
    code, out, _ = run_judge("deck", deckcode.encode([(n, r) for r, n in _legal().items()]), "--edition", "v5.0")
    assert code == 0 and "rules of edition v5.0" in out


def test_judge_deck_bad_input_is_one_line(tmp_path):
    f = tmp_path / "deck.txt"
    f.write_text("1 ALT_CORE_B_AX_03_C\n3 Nothing Of The Sort\n", encoding="utf-8")
    code, out, err = run_judge("deck", str(f))
    assert code == 2 and out == "" and len(err.strip().splitlines()) == 1
    assert f"{f}:2:" in err and "Traceback" not in err
    code, _, err = run_judge("deck", "%%%")
    assert code == 2 and len(err.strip().splitlines()) == 1
    code, _, err = run_judge("deck", str(tmp_path / "missing.txt"))
    assert code == 2 and "cannot read" in err
    # a path that is not there and reads as no code: said to be both, not only a bad code
    code, _, err = run_judge("deck", "/nonexistent")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "/nonexistent: no such file, nor a deck code" in err


def test_a_name_printed_in_another_language_finds_its_card(tmp_path, monkeypatch):
    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(tmp_path))
    carddb.forget()
    try:
        carddb.add_printed_names({"Danseuse-lame bravos": "ALT_CORE_B_BR_16_C"})  # as an import of French data keeps it
        deck = read("deck.txt", "3 Danseuse-lame bravos\n")
        assert deck.entries[0].name == "Bravos Bladedancer"
    finally:
        carddb.forget()


def test_a_code_in_standard_base64_is_read_as_a_code():
    code = deckcode.encode([(n, r) for r, n in _legal().items()])
    standard = code.replace("-", "+").replace("_", "/")
    assert read(standard, None).entries[0].reference == read(code, None).entries[0].reference
    rc, out, err = run_judge("deck", standard)
    assert rc == 0 and "LEGAL" in out, err
