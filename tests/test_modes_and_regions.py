"""The translator's reading, in our own phrases, of "Choose one, or [a cost] to choose both" and of a
target "in a single-terrain region"; the engine's behaviour is in the rulings
scenarios/effects/choose-one-or-pay-to-choose-both.yaml and
scenarios/selectors/target-in-a-single-terrain-region.yaml."""

from __future__ import annotations

import pytest

from card_data import translate
from judge import words
from judge.abilities import parse_ability, render_ability
from tests.helpers import published_lines


def test_choose_one_or_pay_for_both():
    line = translate.line("{H} Choose one, or discard a card from your Reserve to choose both:\n• Draw a card.\n• I gain 2 boosts.",
                          "character")
    assert line.missing is None
    paid, otherwise = line.data["do"]
    assert paid == {"pay": ["reserve card to discard"], "may": True,
                    "then": [{"choose modes": [[{"draw": 1}], [{"gain boosts": {"object": "me", "amount": 2}}]], "count": 2}]}
    assert otherwise == {"if": "you did", "then": [], "else": [{"modes": [[{"draw": 1}], [{"gain boosts": {"object": "me", "amount": 2}}]]}]}
    said = render_ability(parse_ability(line.data))
    assert "unless you did, choose one" in said, said


@pytest.mark.parametrize("printed", [
    "{H} Choose one, or sing a song to choose both:\n• Draw a card.\n• I gain 2 boosts.",  # a cost the language lacks
    "{H} Choose one, or exhaust me to choose both:\n• Draw a card.",  # one mode
])
def test_what_it_cannot_say_is_refused(printed):
    assert translate.line(printed, "character").missing


@pytest.mark.parametrize("printed, selector", [
    ("{J} Target Character in a single-terrain region gains [[Anchored]].", "target character in a single-terrain region"),
    ("{J} Another target non-token Character in a single-terrain region gains [[Anchored]].",
     "another target non-token character in a single-terrain region"),
])
def test_a_target_in_a_single_terrain_region(printed, selector):
    line = translate.line(printed, "character")
    assert line.missing is None and line.data["do"][0]["gain status"]["object"] == selector
    assert words.selector(selector).terrain == "a single-terrain region"


def test_one_card_kept_in_each_reserve():
    line = translate.line("{R} Choose one card in each player's Reserve. Discard all other cards in every Reserve.", "character")
    assert line.missing is None and line.data["do"] == [{"keep one card in each reserve": {}}]
    # the rest of one's own Hand instead: not this construct
    assert translate.line("{R} Choose one card in each player's Reserve. Discard your hand.", "character").missing


def test_a_reaction_activated_as_if_it_was_mine():
    line = translate.line("{H} Discard a Spell from your Reserve. If you do, I activate its {h} abilities as if it was mine.",
                          "character")
    assert line.missing is None
    assert line.data["do"][1]["then"] == [{"activate triggers": {"object": "them", "trigger": "played from hand", "as mine": True}}]
    assert "may" not in line.data["do"][0]
    # "its" of nothing: no step before acted on a card
    assert translate.line("{H} I activate its {j} abilities as if it was mine.", "character").missing


def test_opponents_cannot_play_that_name():
    line = translate.line("{H} Discard target card in an opponent's Reserve. Your opponents can't play cards with that name this Day.",
                          "character")
    assert line.missing is None and line.data["do"][1] == {"forbid that name": {"until": "end of day"}}
    assert translate.line("{H} Your opponents can't play cards with that name this Day.", "character").missing
    assert words.passive("your opponents can't play cards named the old oak").name == "the old oak"


def test_gigantic_for_the_only_character_here():
    found = published_lines(r"only one Character in my Expedition, it is \[Gigantic\]")
    assert found
    for card_type, text in found:
        line = translate.line(text, card_type)
        assert line.missing is None and line.data == {"passive": "the only character in my expedition is gigantic"}, text
    p = words.passive("the only character in my expedition is gigantic")
    assert p.kind == "keyword" and p.keyword == "Gigantic" and p.who == words.ONLY_ONE_HERE
    # not "each": the language has no Gigantic for every Character of an expedition
    assert translate.line("Characters in my Expedition are [Gigantic].", "permanent").missing
