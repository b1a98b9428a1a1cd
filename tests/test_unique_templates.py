"""The unique cards' templates (the twenty-fourth session's probe): a unique card's ability is a
trigger, a condition and an effect, said "[trigger] [condition]: [effect]", its objects "other
than me", its lasting passives in their own words. The lines here are written for the tests in
those templates' shape (no card's text); each is read as the cards' usual wording reads, and the
behaviour of what is new in the engine is in the rulings named beside each test."""

from __future__ import annotations

import pytest

from card_data import translate
from judge.abilities import parse_ability, render_ability


def read(text: str, card_type: str = "character"):
    (ln,) = translate.translate(card_type, [text], []).lines
    assert ln.missing is None, ln.missing
    parse_ability(ln.data)  # it loads: the engine's checks of the language
    return ln.data


def refused(text: str, card_type: str = "character") -> str:
    (ln,) = translate.translate(card_type, [text], []).lines
    assert ln.missing is not None, ln.data
    return ln.missing


# -- the colon: a condition said "[If X]: [effect]" ---------------------------------------------

@pytest.mark.parametrize("colon, comma", [
    ("{J} If your hand is empty: Draw two cards.", "{J} If your hand is empty, draw two cards."),
    ("{R} Unless I'm in {M}: I gain 2 boosts.", "{R} Unless I'm in {M}, I gain 2 boosts."),
    ("{H} You may sacrifice a Permanent. If you do: Draw a card.", "{H} You may sacrifice a Permanent. If you do, draw a card."),
    ("At Noon — If I have 2 or more boosts: Target Character gains [[Asleep]].",
     "At Noon — If I have 2 or more boosts, target Character gains [[Asleep]]."),
    ("{J} Roll a die. On a 5+: Draw a card.", "{J} Roll a die. On a 5+, draw a card."),
    ("{J} If I'm in {O}: I gain 3 boosts, otherwise I gain 1 boost.", "{J} If I'm in {O}, I gain 3 boosts. Otherwise, I gain 1 boost."),
])
def test_a_condition_said_with_a_colon_reads_as_with_a_comma(colon, comma):
    assert read(colon) == read(comma)


def test_a_colon_scopes_over_every_sentence_after_it():
    # "If X: A. B.": both A and B only when X holds (the comma's "If X, A. B." would give B always)
    data = read("{J} If your Reserve is empty: Draw a card. I gain 2 boosts.")
    (step,) = data["do"]
    assert step["if"] == "your reserve is empty"
    assert step["then"] == [{"draw": 1}, {"gain boosts": {"object": "me", "amount": 2}}]
    # after a step it answers: "You may pay {1}. If you do: A. B." (the internal action's steps)
    data = read("{J} You may pay {2}. If you do: Draw a card. I gain 1 boost.")
    (step,) = data["do"]
    assert step["pay"] == ["2 mana"] and len(step["then"]) == 2


def test_a_colon_scoped_die_roll_keeps_its_bands():
    data = read("{J} If I'm in {V}: Roll a die. On a 4+, I gain 2 boosts. On a 1-3, draw a card.")
    (step,) = data["do"]
    assert step["if"] == "i am in forest"
    (roll,) = step["then"]
    assert [band["result"] for band in roll["roll a die"]] == ["4+", "1-3"]


def test_a_colon_is_not_read_where_it_is_a_list_or_a_cost():
    # "If the number of X is:" before bullets, and a quick action's cost, keep their readings
    assert "quick action" in read("{T}: If I have 2 or more boosts, draw a card.")
    assert "both if" in read("{J} Choose one. If your hand is empty, you may choose both: • Draw a card. • I gain 1 boost.")["do"][0]


@pytest.mark.parametrize("colon, comma", [
    ("When my Expedition moves forward — After Rest: Draw two cards.",
     "When my Expedition moves forward — Draw two cards after Rest."),
    ("At Dusk — After Rest, I gain 1 boost.", "At Dusk — I gain 1 boost after Rest."),
])
def test_after_rest_said_first_reads_as_after(colon, comma):
    assert read(colon) == read(comma)


def test_after_rest_scopes_over_its_sentences_and_conditions():
    data = read("At Dusk — After Rest: If you have three or more cards in your Reserve: Draw a card. Draw a card.")
    (step,) = data["do"]
    (cond,) = step["after rest"]
    assert cond["if"] == "you have 3 or more cards in reserve" and cond["then"] == [{"draw": 1}, {"draw": 1}]
    # a condition about the object, checked once Rest is over: it is a new object by then (v5.0 2.1.h)
    assert "new object" in refused("At Dusk — After Rest: If I have 2 or more boosts: Draw a card.")


# -- "other than me" ---------------------------------------------------------------------------

@pytest.mark.parametrize("printed, usual", [
    ("{J} Target Character other than me gains 2 boosts.", "{J} Another target Character gains 2 boosts."),
    ("{J} Each Character you control other than me gains [[Anchored]].", "{J} Each other Character you control gains [[Anchored]]."),
    ("{J} Animals you control other than me gain 1 boost.", "{J} Each other Animal you control gains 1 boost."),
    ("{J} If you control three or more Animals other than me, draw a card.", "{J} If you control three or more other Animals, draw a card."),
    ("{J} Up to three target Characters with Hand Cost {2} or less other than me gain [[Asleep]].",
     "{J} Up to three other target Characters with Hand Cost {2} or less gain [[Asleep]]."),
    ("{J} You may return a Spell other than me from your Reserve to your hand.", "{J} You may return another Spell from your Reserve to your hand."),
    ("{J} For each Animal you control other than me, I gain 1 boost.", "{J} For each other Animal you control, I gain 1 boost."),
    ("{R} If I'm in {V}: Animals you control other than me gain 1 boost.", "{R} If I'm in {V}, each other Animal you control gains 1 boost."),
])
def test_other_than_me_is_another(printed, usual):
    assert read(printed) == read(usual)


# -- bounds, costs, passives ---------------------------------------------------------------------

@pytest.mark.parametrize("printed, said", [
    ("{J} If you have less than six Mana Orbs, draw a card.", "not you have 6 or more mana orbs"),
    ("{J} If you have fewer than 3 cards in Reserve, draw a card.", "not you have 3 or more cards in reserve"),
    ("{J} If you control less than two Characters, draw a card.", "not you control 2 or more characters"),
])
def test_less_than_n_is_not_n_or_more(printed, said):
    (step,) = read(printed)["do"]
    assert step["if"] == said


@pytest.mark.parametrize("printed, passive", [
    ("Characters your opponents play cost {1} more.", "opponents' characters cost 1 more"),
    ("Spells your opponents play cost {2} more.", "opponents' spells cost 2 more"),
    ("Cards your opponents play from Reserve cost {1} more.", "opponents' cards from reserve cost 1 more"),
    ("Permanents opponents play cost {1} more.", "opponents' permanents cost 1 more"),
])
def test_the_opponents_cards_cost_more(printed, passive):
    # scenarios/passives/opponents-characters-cost-one-more.yaml
    data = read(printed)
    assert data == {"passive": passive}
    assert "more" in render_ability(parse_ability(data))


def test_reduce_my_cost_is_a_decrease_of_its_own():
    assert read("Reduce my cost by {2}.") == read("I cost {2} less.")
    assert read("If your hand is empty: Reduce my cost by {1}.") == {"passive": "i cost 1 less", "if": "your hand is empty"}


def test_exhausted_characters_from_reserve():
    # scenarios/play/a-passive-lets-exhausted-characters-be-played-from-reserve.yaml
    assert read("You may play exhausted Characters from Reserve.") == {"passive": "exhausted characters in your reserve can be played"}
    assert read("Exhausted Characters in your Reserve can be played.") == {"passive": "exhausted characters in your reserve can be played"}


@pytest.mark.parametrize("printed, trigger", [
    ("When you play another Character in {V} — I gain 1 boost.", "you play another character in forest"),
    ("When you play a Character in {O} — Draw a card.", "you play a character in water"),
    ("When an opponent plays a Character in {M} — I gain 1 boost.", "an opponent plays a character in mountain"),
])
def test_a_character_played_into_a_terrain(printed, trigger):
    # scenarios/triggers/you-play-a-character-in-a-terrain.yaml
    data = read(printed)
    assert data["when"] == trigger
    assert "in {" in render_ability(parse_ability(data))


def test_a_spell_played_into_a_terrain_is_refused():
    refused("When you play a Spell in {V} — I gain 1 boost.")


# -- what a condition governs, said as the cards' other templates say it -------------------------

@pytest.mark.parametrize("printed", [
    "{J} If your Reserve is empty, each player discards their hand, then draws two cards.",
    "{J} Unless you control a Landmark, each player discards their hand, then draws two cards.",
])
def test_each_players_steps_under_a_condition(printed):
    (step,) = read(printed)["do"]
    (each,) = step["then"]
    assert each["each player"] == [{"discard all": "hand"}, {"draw": 2}]


def test_unless_before_a_lasting_effect():
    (step,) = read("{J} Unless you control a Landmark, the next Spell you play this turn costs {1} less.")["do"]
    assert step["if"].startswith("not ") and "next card costs less" in step["then"][0]


# -- the later sets' unique parts (Cyclone, Duster): the same templates, said their way --------------

@pytest.mark.parametrize("printed, usual", [
    ("{J} If an opponent controls two Characters or more, draw a card.", "{J} If an opponent controls two or more Characters, draw a card."),
    ("{J} If there's an exhausted card in Reserve, draw a card.", "{J} If there are one or more exhausted cards in Reserve, draw a card."),
    ("When a card goes to the discard pile — I gain 1 boost.", "When a card joins a discard pile — I gain 1 boost."),
    ("{R} If I'm in {M}: Create three [Ordis Recruit 1/1/1] Soldier tokens in my Expedition, otherwise create only one.",
     "{R} If I'm in {M}, create three [Ordis Recruit 1/1/1] Soldier tokens in my Expedition. Otherwise, create only one."),
    ("You may play Characters for {2} less if their Base Cost is {5} or more.", "Characters you play with Base Cost {5} or more cost {2} less."),
])
def test_the_later_unique_parts_read_as_the_usual_wording(printed, usual):
    assert read(printed) == read(usual)


def test_a_cost_bound_on_the_base_cost():
    # scenarios/costs/spells-with-base-cost-four-or-more-cost-one-less.yaml
    assert read("Spells you play with Base Cost {4} or more cost {1} less.") == {"passive": "your spells with base cost 4 or more cost 1 less"}


@pytest.mark.parametrize("printed, said", [
    ("{J} If one of your Expeditions is in {M}, draw a card.", "one of your expeditions is in mountain"),
    ("{J} If neither of your Expeditions is in {O}, draw a card.", "not one of your expeditions is in water"),
    ("{J} If none of your Expeditions is in {V}, draw a card.", "not one of your expeditions is in forest"),
])
def test_one_of_your_expeditions_in_a_terrain(printed, said):
    # scenarios/effects/one-of-your-expeditions-in-a-terrain.yaml
    (step,) = read(printed)["do"]
    assert step["if"] == said


@pytest.mark.parametrize("printed, step", [
    ("{J} You may exhaust a Spell in your Reserve. If you do, I gain 1 boost.", {"exhaust": "a ready spell in your reserve", "may": True}),
    ("{J} Ready a Spell in your Reserve.", {"ready": "an exhausted spell in your reserve"}),
])
def test_a_card_of_a_type_in_your_reserve_exhausted_or_readied(printed, step):
    # scenarios/effects/exhaust-a-character-in-your-reserve.yaml
    assert read(printed)["do"][0] == step


def test_you_may_choose_both_otherwise_one():
    (step,) = read("{J} If I'm in {O}: You may choose both, otherwise choose one: • Draw a card. • I gain 2 boosts.")["do"]
    assert step["both if"] == "i am in water" and len(step["modes"]) == 2
    (step,) = read("{J} You may choose both, otherwise choose one: • Draw a card. • I gain 2 boosts.")["do"]
    assert step["count"] == 2 and step["up to"] and step["at least"] == 1


def test_a_sacrifice_trigger_keeps_the_conditions_you_control():
    # "Sacrifice a Character you control" is said once ("you control" dropped) only within its own clause: the
    # trigger "When you sacrifice a Character — Unless you control ..." keeps the condition's words
    data = read("When you sacrifice a Character — Unless you control two or more Animals other than me: I gain 2 boosts.")
    (step,) = data["do"]
    assert step["if"] == "not you control 2 or more other Animals"


def test_if_i_am_in_a_single_terrain_region():
    # scenarios/effects/if-i-am-in-a-single-terrain-region.yaml
    (step,) = read("{J} If I'm in a single-terrain region: I gain 1 boost.")["do"]
    assert step["if"] == "i am in a single-terrain region"


@pytest.mark.parametrize("verb", ["exhaust", "ready"])
def test_target_permanent_or_target_card_in_reserve(verb):
    (step,) = read(f"{{J}} You may {verb} target Permanent or target card in Reserve.")["do"]
    assert step[verb] == "target permanent in play or card in reserve"


def test_either_of_two_conditions():
    # "If A or B, X": X once when either holds (A, else B); a condition that reads whole keeps its reading, and
    # halves that are not conditions are not split
    (step,) = read("{J} If my Expedition is behind or your hand is empty: I gain 2 boosts.")["do"]
    assert step == {"if": "my expedition is behind", "then": [{"gain boosts": {"object": "me", "amount": 2}}],
                    "else": [{"if": "your hand is empty", "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}
    refused("{J} If you control a Plant or a Permanent, draw a card.")
    # "Otherwise" after such a pair: whose else, the words do not say
    refused("{J} If my Expedition is behind or your hand is empty, draw a card. Otherwise, I gain 1 boost.")


def test_a_non_boosted_character_gaining_boosts_becomes_boosted():
    # v5.0 2.4.5.a, 7.5.4.a: a Character without boosts gaining some is one becoming Boosted
    assert read("When a non-[[Boosted]] Animal you control gains 1 or more boosts — I gain 1 boost.") == \
        read("When an Animal you control becomes [[Boosted]] — I gain 1 boost.")


def test_two_keywords_said_as_i_am():
    (ln,) = translate.translate("character", ["I am [Gigantic] and [Defender]."], []).lines
    assert (ln.kind, ln.missing, ln.data) == ("keyword", None, "Gigantic, Defender")


def test_their_landmarks_after_target_opponent():
    # one target opponent per effect (5.2.3.b): "their Landmarks" are the target opponent's
    said = translate._synonyms("{J} Target opponent draws a card. Then, create a [Pebble] token in their Landmarks.")
    assert said.endswith("create a [Pebble] token in target opponent's Landmarks.")
    # with another player named, whose is not guessed
    said = translate._synonyms("{J} Target opponent draws a card. Each player discards a card. Then, create a [Pebble] token in their Landmarks.")
    assert "their Landmarks" in said


def test_another_card_played_this_turn_in_its_own_cost():
    # as it is played, the card is not yet among those played this turn (v5.0 5.1.2.k): "another card" is any card
    assert read("Play me for {1} less if you played another Spell this turn.") == {"passive": "i cost 1 less", "if": "you played a spell this turn"}
