"""Fuzzing the edges where decks come in (`judge deck`, `judge draft --picks`): a deck list or a
deck code is read, or refused with the project's own error naming the line; never any other
exception. Deterministic and bounded, like tests/test_fuzz_scenarios.py."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from card_data import deckcode
from judge.decklist import DeckError, read
from judge.formats import FORMATS, check


def fuzz(examples: int) -> settings:
    return settings(derandomize=True, deadline=None, database=None, max_examples=examples,
                    suppress_health_check=[HealthCheck.too_slow])


LINES = st.one_of(
    st.text(max_size=60),
    st.builds(lambda n, ref: f"{n} {ref}", st.integers(-5, 2000),
              st.sampled_from(["ALT_CORE_B_AX_03_C", "ALT_CORE_B_BR_16_R2", "ALT_CORE_B_AX_05_U_77", "ALT_BISE_B_YZ_47_C",
                               "ALT_CORE_B_NE_01_C", "ALT_CORE_B_ZZ_99_C", "alt_core_b_ax_04_c", "Bravos Bladedancer",
                               "Subhash & Marmo", "Nothing At All", "ALT_CORE_B_AX_4_R1", "ALT_EOLE_B_AX_01_C"])),
    st.sampled_from(["# comment", "Characters:", "", "   ", "3x Bravos Bladedancer", "1 x ALT_CORE_B_AX_03_C"]),
)


@fuzz(150)
@given(st.lists(LINES, max_size=30), st.sampled_from(FORMATS), st.sampled_from(["builtin", "v5.0"]))
def test_any_deck_list_is_read_or_refused_with_its_line(lines, fmt, edition):
    text = "\n".join(lines)
    try:
        deck = read("deck.txt", text)
    except DeckError as exc:
        assert 0 <= exc.line <= len(text.splitlines()) + 1 and exc.what and "\n" not in exc.what
        return
    result = check(deck, fmt, edition)
    assert isinstance(result.legal, bool)
    assert all(v.rule and v.says for v in result.violations)


@fuzz(200)
@given(st.one_of(st.text(max_size=80), st.binary(max_size=60).map(lambda b: __import__("base64").urlsafe_b64encode(b).decode())))
def test_any_deck_code_is_read_or_refused(code):
    try:
        cards = deckcode.decode(code)
    except deckcode.CodeError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    assert all(1 <= n <= 65 and ref.startswith("ALT_") for n, ref in cards)
    try:
        read(code, None)
    except DeckError as exc:
        assert exc.what


@fuzz(100)
@given(st.lists(st.tuples(st.integers(1, 65), st.sampled_from(
    ["ALT_CORE_B_AX_03_C", "ALT_CORE_P_BR_16_R2", "ALT_ALIZE_A_LY_45_R1", "ALT_BISE_B_NE_02_C", "ALT_COREKS_B_MU_07_U_4321",
     "ALT_DUSTER_B_OR_97_E", "ALT_CYCLONE_B_YZ_120_R2"])), max_size=12, unique_by=lambda t: t[1]))
def test_every_deck_a_code_holds_round_trips(deck):
    assert sorted(deckcode.decode(deckcode.encode(deck))) == sorted(deck)  # grouped by set, as the format does
