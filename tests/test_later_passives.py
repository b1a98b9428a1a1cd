"""Passive abilities of the later sets read by the translator: statistics equal to their highest
(judge/highest.py), one more die on each roll (verbs._rolled). The published lines are read from
../shared/cards at run time (never committed); the other phrases are our own. The engine's
behaviour is in the rulings (scenarios/passives/statistics-equal-to-their-highest.yaml,
scenarios/effects/one-more-die-one-ignored.yaml)."""

from __future__ import annotations

import pytest

from card_data import translate
from judge import words
from tests.helpers import published_lines


def test_the_published_lines_are_read():
    highest = published_lines(r"equal to (?:their|my) highest statistic")
    dice = published_lines(r"roll that many dice plus one")
    assert highest and dice
    for card_type, text in highest:
        line = translate.line(text, card_type)
        assert line.missing is None and words.passive(line.data["passive"]).kind == "highest", text
    for card_type, text in dice:
        line = translate.line(text, card_type)
        assert line.missing is None and words.passive(line.data["passive"]).kind == "extra die", text


@pytest.mark.parametrize("printed, card_type, want", [
    ("If I'm [[Asleep]], my {V}, {M} and {O} are equal to my highest statistic.", "character",
     {"passive": "highest statistic for me", "if": "i am asleep"}),
    ("If I'm [[Anchored]], the {V}, {M} and {O} of Characters you control are equal to their highest statistic.", "character",
     {"passive": "highest statistic for characters you control", "if": "i am anchored"}),
])
def test_statistics_equal_to_their_highest(printed, card_type, want):
    line = translate.line(printed, card_type)
    assert line.missing is None and line.data == want


def test_what_it_cannot_name_is_refused():
    assert translate.line("The {V}, {M} and {O} of Characters facing me are equal to their highest statistic.", "character").missing
