"""Conditions that count, read part by part (card_data/counts.py): who counts, how many, of what,
where; "at most N" read as "not N + 1 or more". The phrases are our own, built from the parts."""

from __future__ import annotations

import itertools

import pytest

from card_data import counts, translate
from judge import words


@pytest.mark.parametrize("phrase, want", [
    ("If you control at most two other Characters", "not you control 3 or more other characters"),
    ("If you control more than three [[Boosted]] Characters", "you control 4 or more boosted characters"),
    ("If you control no [[Boosted]] Animals", "not you control 1 or more boosted Animals"),
    ("If an opponent controls two or more [[Fleeting]] Characters", "an opponent controls 2 or more fleeting characters"),
    ("If an opponent controls an Animal", "an opponent controls 1 or more Animals"),
    ("If you have fewer than three cards in your hand", "not you have 3 or more cards in hand"),
    ("If you have two or more Spells in your discard pile", "you have 2 or more spells in discard"),
    ("If there are at least two exhausted cards in your Reserve", "you have 2 or more exhausted cards in reserve"),
    ("If three or more Animals are in your Reserve", "you have 3 or more Animals in reserve"),
    ("If one or more Characters are in your Expeditions", "you have 1 or more characters in your expeditions"),
    ("If there are two or more [[Boosted]] Characters in your Expeditions", "you control 2 or more boosted characters"),
    ("If I have three or fewer boosts", "i have 3 boosts or less"),
    ("If I have at least 4 Quest counters", "i have 4 or more quest counters"),
    ("If I have at most 2 Quest counters", "i have less than 3 quest counters"),
    ("If I'm facing five or more Characters", "i am facing 5 or more characters"),
    ("If I'm facing no Characters", "the expedition facing me has no characters"),
])
def test_counts_are_read_part_by_part(phrase, want):
    assert translate.condition(phrase) == want
    words.condition(want)  # and the language reads it


@pytest.mark.parametrize("phrase", [
    "If an opponent controls no Characters",          # one opponent, or each? with several, not said
    "If an opponent controls at most two Characters",
    "If you have two or more [[Boosted]] cards in your hand",  # a hidden zone keeps no status but Exhausted
    "If you control two or more Spells",               # no Spell is in play
    "If there are two or more Permanents in your Expeditions",  # a Permanent may be in the Landmarks
    "If you control two or more Heroes",               # no sub-type
    "If I had three or fewer boosts",                  # as it was: the table reads only what the engine keeps
])
def test_counts_it_cannot_place_are_refused(phrase):
    assert counts.read(phrase) is None


_QUANTITIES = {"no": (0, 0), "a": (1, None), "one or more": (1, None), "two or more": (2, None), "at least three": (3, None),
               "two or fewer": (0, 2), "at most one": (0, 1), "more than two": (3, None), "fewer than three": (0, 2)}
_KINDS = ["Characters", "[[Boosted]] Characters", "Animals", "tokens", "Landmarks", "exhausted cards", "Spells", "cards"]


@pytest.mark.parametrize("form", ["If you control {q} {k}", "If you have {q} {k} in your Reserve", "If there are {q} {k} in your discard pile"])
def test_every_quantity_is_the_count_it_says(form):
    """Each quantity word gives the bound it says: "N or more" the least, "at most N" (or "no")
    not one more than the most, whatever it counts; a count that is not read is refused, never
    read with another bound."""
    for (q, (least, most)), kind in itertools.product(_QUANTITIES.items(), _KINDS):
        k = kind if q != "a" else kind[:-1]
        phrase = form.format(q=q, k=k)
        try:
            text = translate.condition(phrase)
        except translate.Missing:
            continue
        try:
            cond = words.condition(text)
        except ValueError:
            continue  # the language refuses it: the card would not load, so not be modelled
        if most is None:
            assert cond.kind != "not" and cond.n == least, phrase
        elif most == 0 and cond.kind == "empty":
            assert "cards" in phrase, phrase  # "no cards in your Reserve": it is empty
        else:
            assert cond.kind == "not" and (cond.inner.n or 1) == most + 1, phrase


@pytest.mark.parametrize("phrase, want", [
    ("If I was [[Anchored]]", "i am anchored"),       # read on the object as it was (v5.0 6.3.j: judge/zones.py keeps it)
    ("If I was not [[Asleep]]", "i am not asleep"),
    ("If I was [[Boosted]]", "i had 1 or more boosts"),
    ("If I was not [[Boosted]]", "not i had 1 or more boosts"),
])
def test_what_i_was_as_the_event_happened(phrase, want):
    assert translate.condition(phrase) == want
    words.condition(want)


def test_where_it_was_only_after_a_step_that_moved_it():
    """"If it wasn't in {V}" reads where the object the step before moved was (v5.0 2.1.h); after a
    step that moved nothing out of an expedition there is no such place: not modelled."""
    moved = translate.line("Send target Character to Reserve. If it wasn't in {M}, draw a card.", "spell")
    assert moved.missing is None and moved.data[1]["if"] == "not it was in mountain"
    assert translate.line("Target Character gains 1 boost. If it was in {M}, draw a card.", "spell").missing


@pytest.mark.parametrize("printed, per", [
    ("{J} I gain 1 boost per Spell you played this turn.", "spell you played this turn"),
    ("{J} Draw a card for each Character you've played this turn.", "character you played this turn"),
    ("{J} I gain 1 boost per Plant in your Reserve.", "Plant in your reserve"),
    ("{J} I gain 1 boost per Soldier in your discard pile.", "Soldier in your discard pile"),
])
def test_counts_of_an_amount(printed, per):
    line = translate.line(printed, "character")
    assert line.missing is None
    step = line.data["do"][0]
    assert (step.get("gain boosts") or step.get("draw"))["per"] == per


@pytest.mark.parametrize("phrase, want", [
    ("If I have 4 boosts or more", "i have 4 or more boosts"),
    ("If you control 3 Characters or more", "you control 3 or more characters"),
    ("If its Expedition is ahead", "its expedition is ahead"),
    ("If the result is 3 or less", "the result is 3 or less"),
    ("If the total Hand Cost of cards in your hand is {6} or more", "the total hand cost of cards in your hand is 6 or more"),
    ("If a {T} ability was activated this Day", "an ability costing exhaust me was activated this day"),
])
def test_the_same_conditions_in_other_words(phrase, want):
    assert translate.condition(phrase) == want
    words.condition(want)
