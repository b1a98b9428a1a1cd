"""Sentences of an effect, however they are joined: "X, then if A, Y" is "X. Then, if A, Y."; a
sentence opened by "Then," says the same as without it, a lasting effect too. Our own phrases."""

from __future__ import annotations

import pytest

from card_data import translate


def _do(text: str):
    line = translate.line(text, "character")
    assert line.missing is None, line.missing
    return line.data["do"]


@pytest.mark.parametrize("joined", [
    "{J} Draw a card, then if your hand is empty, I gain 1 boost.",
    "{J} Draw a card, then, if your hand is empty, I gain 1 boost.",
    "{J} Draw a card. Then, if your hand is empty, I gain 1 boost.",
])
def test_then_if_is_a_conditional_step_after(joined):
    assert _do(joined) == [{"draw": 1}, {"if": "your hand is empty", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]


def test_a_second_condition_stays_under_the_first():
    """"If B, X, then if A, Y": A is asked only where B held; never split into two sentences (read
    as one conditional step, or not modelled)."""
    line = translate.line("{J} If I'm [[Boosted]], draw a card, then if your hand is empty, I gain 1 boost.", "character")
    assert line.missing is not None or [list(st) for st in line.data["do"]] == [["if", "then"]]


@pytest.mark.parametrize("text, last", [
    ("{J} Draw a card. Then, the next Permanent you play this Afternoon costs {4} less.",
     {"next card costs less": {"type": "permanent", "amount": 4, "until": "afternoon"}}),
    ("{J} I gain 1 boost. Then, pay {1} less for the next Permanent you play this Afternoon, down to a minimum of {1}.",
     {"next card costs less": {"type": "permanent", "amount": 1, "until": "afternoon", "minimum": 1}}),
])
def test_a_lasting_effect_after_then(text, last):
    assert _do(text)[-1] == last


@pytest.mark.parametrize("text, want", [
    ("{J} Each opponent [Exhausted Resupplies].", [{"each opponent": [{"exhausted resupply": "you"}]}]),
    ("{J} Each opponent [Resupplies].", [{"each opponent": [{"resupply": "you"}]}]),
])
def test_each_opponent_as_themselves(text, want):
    assert _do(text) == want


def test_one_optional_step_said_as_a_list():
    """"You may discard your hand": one step, optional (5.2.3.e), as any other step is."""
    assert _do("{J} You may discard your hand. If you do, draw a card.") == [
        {"discard all": "hand", "may": True}, {"if": "you did", "then": [{"draw": 1}]}]


def test_the_controller_of_the_expedition_facing_a_token_just_created():
    """Read only right after a step creating one token in one expedition (the object it names)."""
    assert _do("{J} Create a [Woollyback 1/1/1] Animal token in your Companion Expedition. Then, the controller of the "
               "Expedition facing that Animal draws two cards.")[1] == {"draw": {"players": "the player facing them", "amount": 2}}
    assert translate.line("{J} Draw a card. Then, the controller of the Expedition facing it draws a card.", "character").missing
