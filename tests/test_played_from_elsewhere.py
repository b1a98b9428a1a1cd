"""The translator's reading, in our own phrases, of cards played from elsewhere than their player's
Hand or Reserve (revealed from a Deck, in any Reserve: verbs.PlayFromTopOfDeck, verbs.PlayNow) and
of a target bounded by a die's result (verbs.target_slots). What the engine does with them is in
the rulings scenarios/effects/play-revealed-cards-for-free.yaml,
play-a-card-revealed-from-an-opponents-deck.yaml, play-a-card-from-any-reserve.yaml and
a-target-bounded-by-the-die-result.yaml."""

from __future__ import annotations

import pytest

from card_data import translate
from judge import words


def _steps(printed: str):
    line = translate.line(printed, "spell")
    assert line.missing is None, (printed, line.missing)
    return line.data


@pytest.mark.parametrize("printed, first", [
    ("Look at the top three cards of your deck. You may play a Spell among them for free. Discard the rest.",
     {"look": 3, "play": True, "type": "spell", "up to": 1}),
    ("Look at the top five cards of your deck. Play up to two Characters with Base Cost {2} or less from them for free, "
     "then discard the rest.", {"look": 5, "play": True, "type": "character", "up to": 2, "base cost max": 2}),
    ("Look at the top six cards of your deck. Choose Plants among those with a total Hand Cost {5} or less and play them for free, "
     "then discard the rest.", {"look": 6, "play": True, "sub-type": "Plant", "up to": 6, "total hand cost max": 5}),
    ("Reveal the top four cards of your deck. Choose Fairies and Dragons among these cards with total Hand Cost {6} or less and "
     "play them for free, then discard the rest.", {"reveal": 4, "play": True, "sub-type": ["Fairy", "Dragon"], "up to": 4,
                                               "total hand cost max": 6}),
    ("Target opponent reveals the top two cards of their deck. Play up to one Permanent among them for free. Discard the rest.",
     {"reveal": 2, "play": True, "deck": "target opponent", "type": "permanent", "up to": 1}),
])
def test_revealed_cards_played_for_free(printed, first):
    steps = _steps(printed)
    assert steps[0] == {"play from top of deck": first}


def test_a_status_for_the_played_card_comes_after_it_and_the_rest_last():
    steps = _steps("Look at the top two cards of your deck. Play up to one Character among those for free and it gains "
                   "[[Fleeting]]. Discard the rest.")
    assert steps == [{"play from top of deck": {"look": 2, "play": True, "type": "character", "up to": 1, "rest": "later"}},
                     {"gain status": {"object": "them", "status": "fleeting"}}, {"discard the rest": {}}]


@pytest.mark.parametrize("printed", [
    "Target opponent reveals the top two cards of your deck. Play up to one Spell among them for free. Discard the rest.",
    "Look at the top two cards of their deck. Play up to one Spell among them for free. Discard the rest.",
    "Look at the top three cards of your deck. Choose Spells and Characters among them with total Hand Cost {4} or less and play "
    "them for free. Discard the rest.",
])
def test_what_it_cannot_say_is_refused(printed):
    assert translate.line(printed, "spell").missing


def test_a_card_targeted_in_any_reserve_is_played_for_free():
    assert _steps("Target a Character in any Reserve. You may play it for free.") == [
        {"target": "target character in reserve"}, {"play": {"object": "them", "free": True}, "may": True}]
    assert translate.line("Play it for free.", "spell").missing  # "it" of nothing before


@pytest.mark.parametrize("printed, step", [
    ("Roll a die. Target Character with Base Cost {X} or less gains [[Asleep]], where X is the result.",
     {"gain status": {"object": "target character with base cost at most the result", "status": "asleep"}}),
    ("Roll a die. Target Character with Base Cost equal to the result gains [[Asleep]].",
     {"gain status": {"object": "target character with base cost equal to the result", "status": "asleep"}}),
])
def test_a_target_bounded_by_the_roll(printed, step):
    steps = _steps(printed)
    assert steps == [{"roll a die": {}}, step]
    sel = words.selector(step["gain status"]["object"])
    assert sel.die in ("at most", "equal to")


def test_a_die_bound_without_a_roll_is_refused():
    assert "die" in translate.line("Target Character with Base Cost equal to the result gains 1 boost.", "spell").missing


def test_then_after_a_single_outcome_is_a_step_after_the_roll():
    steps = _steps("Roll a die. On a 1-3, draw a card. Then, target Character gains 1 boost.")
    assert steps == [{"roll a die": [{"result": "1-3", "do": [{"draw": 1}]}]},
                     {"gain boosts": {"object": "target character", "amount": 1}}]
