"""Template variants: what a card may print in words the sets already use elsewhere, read as the
template it varies (the eighteenth session's probes: each modelled line with one part changed for
another the game says elsewhere; the rules' own vocabulary, v5.0 7.3-7.5). The lines are written
for the tests in the templates' shape (no card's text). The behaviour of what is new in the engine
is in the rulings named beside each test."""

from __future__ import annotations

import pytest

from card_data import translate
from judge.abilities import parse_ability, parse_steps, render_ability
from judge.actions import Pass, QuickAction
from judge.enums import Phase
from judge.game import Game
from tests.helpers import ROOT


def said(text: str, card_type: str = "character"):
    """A card's line as the importer reads it (its words, then the game's synonyms: translate.translate), loaded."""
    (ln,) = translate.translate(card_type, [text], []).lines
    assert ln.missing is None, ln.missing
    parse_steps(ln.data) if isinstance(ln.data, list) else parse_ability(ln.data)  # a Spell's effect, or an ability
    return ln.data


def read(text: str, card_type: str = "character"):
    tr = translate.line(text, card_type)
    assert tr.missing is None, tr.missing
    parse_ability(tr.data)  # it loads: the engine's checks of the language
    return tr.data


@pytest.mark.parametrize("printed, until", [
    ("{D} : The next Character you play this Day gains 1 boost.", "day"),
    ("{T} : The next Spell you play this Day is free.", "day"),
    ("{D} : Pay {1} less for the next Spell you play this Day, down to a minimum of {1}.", "day"),
    ("{D} : The next Character with Base Cost {3} or less you play this Day gains [[Anchored]].", "day"),
    ("{D} : The next Character you play this Afternoon gains 1 boost.", "afternoon"),
])
def test_a_next_card_effect_lasts_as_long_as_it_says(printed, until):
    # "this Day" as "this turn" and "this Afternoon" (scenarios/next/next-character-this-day-waits-past-the-turn.yaml)
    data = read(printed)
    (step,) = data["quick action"]["do"] if "quick action" in data else data["support"]["do"]
    (arg,) = step.values()
    assert arg["until"] == until
    assert f"this {until.capitalize()}" in render_ability(parse_ability(data))


def test_a_next_card_effect_this_turn_keeps_its_reading():
    data = read("{D} : The next Character you play this turn gains 1 boost.")
    assert "until" not in str(data)


BOARD = """\
ruling: a next-card effect of the Day
extends: {base}
cards:
  Planner:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - quick action: {{cost: [exhaust me], do: [next card costs less: {{type: character, amount: 1, until: {until}}}]}}
position:
  alice:
    hero expedition: ["Planner | #p1"]
"""


@pytest.mark.parametrize("until, after_afternoon", [("day", True), ("afternoon", False), ("turn", False)])
def test_a_next_card_effect_of_the_day_outlives_the_afternoon_and_ends_with_the_night(tmp_path, until, after_afternoon):
    path = tmp_path / "planner.yaml"
    path.write_text(BOARD.format(base=ROOT / "scenarios" / "base" / "two-players.yaml", until=until), encoding="utf-8")
    game = Game.from_scenario(path)
    game.apply(next(a for a in game.legal_actions() if isinstance(a, QuickAction) and a.source == "p1"))
    assert game.state.pending_discounts.get("alice")
    while any(isinstance(a, Pass) for a in game.legal_actions()):  # both players pass: the Afternoon ends
        game.apply(next(a for a in game.legal_actions() if isinstance(a, Pass)))
    game.advance_to(Phase.DUSK)
    assert bool(game.state.pending_discounts.get("alice")) is after_afternoon
    game.end_of_day()
    assert not game.state.pending_discounts.get("alice")


@pytest.mark.parametrize("printed, want", [
    # "put", "return" and "send" are synonyms (v5.0 7.3.27.b, 7.3.32.c)
    ("{J} Return target Character to its owner's Reserve.", {"put in reserve": "target character"}),
    ("{J} Return another target Character you control to its owner's Reserve.",
     {"put in reserve": "another target character you control"}),
])
def test_return_to_a_reserve_is_send_to_reserve(printed, want):
    assert read(printed)["do"] == [want]


def test_a_card_returned_from_a_zone_of_its_own_is_not_read_as_sent_to_reserve():
    # "Return a card from your Discard pile to your Reserve" moves a card of another zone: not this step
    tr = translate.line("{J} Return a card from your Discard pile to its owner's Reserve.", "character")
    assert tr.missing is not None or "put in reserve" not in str(tr.data)


@pytest.mark.parametrize("printed, trigger", [
    ("When you play a Character with Reserve Cost {3} or more — I gain 1 boost.", "you play a character with reserve cost 3 or more"),
    ("When you play a Spell with Reserve Cost {2} or less — Draw a card.", "you play a spell with reserve cost 2 or less"),
    ("When you play a Character with Hand Cost {3} or more — I gain 1 boost.", "you play a character with hand cost 3 or more"),
])
def test_a_card_played_named_by_any_of_its_costs(printed, trigger):
    # by its printed Reserve Cost as by its Hand Cost (scenarios/triggers/you-play-a-character-with-reserve-cost-3-or-more.yaml)
    assert read(printed)["when"] == trigger


@pytest.mark.parametrize("printed, verb, want", [
    ("{J} You may exhaust ({T}) up to one target card in Reserve.", "exhaust", "up to 1 target card in a reserve"),
    ("{J} Ready up to one target card in your Reserve.", "ready", "up to 1 target card in your reserve"),
    ("{J} Exhaust up to two target cards in an opponent's Reserve.", "exhaust", "up to 2 target card in an opponent's reserve"),
])
def test_up_to_one_target_card_in_a_reserve(printed, verb, want):
    # up to one as up to two (scenarios/targets/exhaust-up-to-one-target-card-in-reserve.yaml)
    (step,) = read(printed)["do"]
    assert step[verb] == want


@pytest.mark.parametrize("said, want", [
    # a condition said negated is the condition, negated (rendered "unless ...")
    ("If my Expedition is not behind", "not my expedition is behind"),
    ("If my Expedition isn't ahead", "not my expedition is ahead"),
    ("If an opponent doesn't control a Permanent", "not an opponent controls 1 or more permanents"),
    ("If you don't have a card in your Reserve", "not you have 1 or more cards in reserve"),
    ("If my Expedition is not [[Ascended]]", "not i am in an ascended expedition"),
])
def test_a_condition_said_negated(said, want):
    assert translate.condition(said) == want


@pytest.mark.parametrize("said", [
    "If my Expedition is not not behind",          # a double negation: not read
    "If there is not no Character in my Expedition",
    "If the Whistle is not blown",                  # a condition the language lacks, negated or not
])
def test_a_negated_condition_not_guessed(said):
    with pytest.raises(translate.Missing):
        translate.condition(said)


@pytest.mark.parametrize("printed, inner", [
    # "When you roll a 6+ ..." and an effect with its own "if" or "unless": both conditions, the pronoun "I" kept
    ("When you roll a 6+ on a die — I gain 1 boost if you control an exhausted Permanent.",
     [{"if": "you control a exhausted permanent", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]),
    ("When you roll a 5+ on a die — I gain [[Fleeting]] unless you control an Animal.",
     [{"if": "not you control a Animal", "then": [{"gain status": {"object": "me", "status": "fleeting"}}]}]),
    ("When you roll a 4+ on a die — I gain 1 boost.", [{"gain boosts": {"object": "me", "amount": 1}}]),
])
def test_a_die_result_trigger_with_an_effect_of_its_own_condition(printed, inner):
    data = read(printed)
    assert data["when"] == "you roll dice"
    (outer,) = data["do"]
    assert outer["if"].startswith("the result is") and outer["then"] == inner


def test_when_i_enter_play_is_the_enter_play_symbol():
    # the words of {J} (v5.0 7.1, 7.3.10.a)
    assert read("When I enter play — Draw a card.") == read("{J} Draw a card.")


@pytest.mark.parametrize("said, want", [
    # where a Character is in play says who controls it (2.2.1.h: only in its controller's expeditions)
    ("target Character in an opponent's Expedition", "target character controlled by an opponent"),
    ("target Character in one of your Expeditions", "target character you control"),
    ("another target Character in one of your Expeditions with Hand Cost {3} or less",
     "another target character you control with hand cost 3 or less"),
    # a boost is what makes a Character Boosted (2.4.4.a)
    ("target Character with a boost", "target boosted character"),
    ("target Character with one or more boosts", "target boosted character"),
    ("target Character without boosts", "target non-boosted character"),
    # "a Character or a Permanent": the article said again
    ("target Character or a Permanent", "target character or permanent"),
])
def test_an_object_said_another_way(said, want):
    assert translate.selector(translate.clean(said)) == want


@pytest.mark.parametrize("said", [
    "target Permanent in an opponent's Expedition",        # a Permanent may be in Landmarks: where it is says nothing of control
    "target [[Boosted]] Character with a boost",            # the status twice
    "target Character in an opponent's Expedition you control",
])
def test_an_object_said_another_way_not_guessed(said):
    with pytest.raises(translate.Missing):
        translate.selector(translate.clean(said))


@pytest.mark.parametrize("printed", [
    "{J} Characters facing me lose [[Fleeting]].",
    "{J} Characters in the Expedition facing me lose [[Fleeting]].",
])
def test_characters_facing_me_are_each_character_of_the_expedition_facing_mine(printed):
    assert read(printed)["do"] == [{"lose status": {"object": "each character in the expedition facing me", "status": "fleeting"}}]


@pytest.mark.parametrize("printed, want", [
    ("{J} Target Character switches Expeditions and gains 1 boost.",
     [{"target": "target character"}, {"switch expeditions": "them"}, {"gain boosts": {"object": "them", "amount": 1}}]),
    ("{H} I switch Expeditions and gain 1 boost.",
     [{"switch expeditions": "me"}, {"gain boosts": {"object": "me", "amount": 1}}]),
])
def test_one_subject_switching_expeditions_and_gaining(printed, want):
    # the target named once, then what it does, in the printed order (v5.0 7.3.39)
    assert read(printed)["do"] == want


def test_one_object_chosen_as_it_resolves_for_two_verbs_is_still_refused():
    assert translate.line("{J} A Character you control switches Expeditions and gains 1 boost.", "character").missing


@pytest.mark.parametrize("plain, marked", [
    # a status printed without its markup where only a status can stand reads as the marked one
    ("When I'm sacrificed, if I was not Fleeting — Draw a card.", "When I'm sacrificed, if I was not [[Fleeting]] — Draw a card."),
    ("When a Character joins my Expedition — It gains 1 boost and Asleep.",
     "When a Character joins my Expedition — It gains 1 boost and [[Asleep]]."),
    ("{J} If I'm Boosted, draw a card.", "{J} If I'm [[Boosted]], draw a card."),
])
def test_a_status_without_markup(plain, marked):
    assert read(plain) == read(marked)


def test_an_adjective_exhausted_is_not_a_status_markup():
    assert translate.clean("{J} Ready target exhausted Permanent.") == "{J} Ready target exhausted Permanent."


@pytest.mark.parametrize("printed", [
    "The {H}, and {R} triggers of Characters facing me don't activate.",    # "triggers", as the rules say it (v5.0 7.3.1.e)
    "The {H} and {R} abilities of Characters facing me cannot activate.",
])
def test_triggers_that_cannot_activate_said_either_way(printed):
    assert read(printed) == {"passive": "the played from hand and played from reserve triggers of characters facing me don't activate"}


def test_also_receive_it_in_a_reaction_to_making_a_gift():
    # v5.0 7.3.29.b (scenarios/reactions/gift-also-received-in-kind.yaml)
    assert read("When you make a Gift — You may pay {1} to also receive it.") == \
        {"when": "you make a gift", "do": [{"pay": ["1 mana"], "then": [{"also receive the gift": {}}]}]}
    assert read("When you make a Gift — Also receive it.") == {"when": "you make a gift", "do": [{"also receive the gift": {}}]}


@pytest.mark.parametrize("ability", [
    {"when": "you receive a gift", "do": [{"also receive the gift": {}}]},   # no Gift made: nothing to receive in kind
    {"when": "enters play", "do": [{"also receive the gift": {}}]},
    {"quick action": {"cost": ["exhaust me"], "do": [{"also receive the gift": {}}]}},
])
def test_also_receive_the_gift_elsewhere_is_refused_at_load(ability):
    from judge.language import AbilityError

    with pytest.raises(AbilityError):
        parse_ability(ability)


def test_also_receive_the_gift_in_a_spell_is_refused_at_load():
    from judge.abilities import parse_effect
    from judge.language import AbilityError

    with pytest.raises(AbilityError):
        parse_effect([{"also receive the gift": {}}])


@pytest.mark.parametrize("printed, want", [
    # the counters keyword actions (v5.0 7.3.8 Double, 7.3.38 Spend; 2.5.f), for the object's own counters of a name
    ("{J} Double my Kelon counters.", [{"double counters": {"object": "me", "name": "Kelon"}}]),
    ("{J} Double the Kelon counters on target Character.", [{"double counters": {"object": "target character", "name": "Kelon"}}]),
    ("{J} Remove all Kelon counters from me.", [{"remove counters": {"object": "me", "name": "Kelon", "all": True}}]),
    ("{J} Spend all my Kelon counters.", [{"remove counters": {"object": "me", "name": "Kelon", "all": True}}]),
    ("{J} I gain 1 boost per Kelon counter on me.", [{"gain boosts": {"object": "me", "amount": 1, "per": "Kelon counter on me"}}]),
    ("{J} Draw a card for each of my Kelon counters.", [{"draw": {"amount": 1, "per": "Kelon counter on me"}}]),
    ("{J} You may spend 1 of my Kelon counters. If you do, draw a card.", [{"pay": ["spend 1 Kelon counter"], "then": [{"draw": 1}]}]),
])
def test_the_counters_keyword_actions(printed, want):
    # scenarios/effects/double-count-and-remove-my-counters.yaml
    assert read(printed)["do"] == want


@pytest.mark.parametrize("printed", [
    "{J} Remove all my Kelon counters from target Character.",   # whose counters: the line says two things
    "{J} Double my boost counters.",                              # boosts are doubled by their own step
])
def test_the_counters_keyword_actions_not_guessed(printed):
    assert translate.line(printed, "character").missing


@pytest.mark.parametrize("said, want", [
    # its controller's objects with filters, counted as "there are N or more of" counts what a step selects
    ("If you control a Character with Hand Cost {3} or more", "there are 1 or more of: character you control with hand cost 3 or more"),
    ("If you control another Character with Base Cost {3} or less",
     "there are 1 or more of: other character you control with base cost 3 or less"),
    ("If you control two or more Animals with Hand Cost {2} or less", "there are 2 or more of: Animal you control with hand cost 2 or less"),
    # the status without markup; the region said of the object; a Character facing; an Ascended expedition
    ("If I'm exhausted", "i am exhausted"),
    ("If my region is {V}", "i am in forest"),
    ("If I'm in a {O} region", "i am in water"),
    ("If there is a Character in the Expedition facing me", "not the expedition facing me has no characters"),
    ("If you have an Ascended Expedition", "one of your expeditions is ascended"),
])
def test_conditions_said_another_way(said, want):
    # scenarios/effects/if-you-control-a-character-with-hand-cost-3-or-more.yaml
    assert translate.condition(said) == want


@pytest.mark.parametrize("printed, trigger", [
    # only its controller sacrifices an object (v5.0 7.3.36.a): "is sacrificed" is "you sacrifice"
    ("When a Character you control is sacrificed — Draw a card.", "you sacrifice a character"),
    ("When another Character you control is sacrificed — Draw a card.", "you sacrifice another character"),
    ("When a Permanent you control is sacrificed — Draw a card.", "you sacrifice a permanent"),
])
def test_an_object_you_control_sacrificed_is_one_you_sacrifice(printed, trigger):
    assert read(printed)["when"] == trigger


def test_a_character_an_opponent_controls_sacrificed_is_their_sacrifice():
    # sacrificed by its controller, an opponent (v5.0 7.3.36.a): scenarios/reactions/a-character-of-one-player-leaves-play.yaml
    assert read("When a Character an opponent controls is sacrificed — Draw a card.")["when"] == "a character an opponent controls is sacrificed"


@pytest.mark.parametrize("printed, want", [
    ("I begin the game with two Trial counters.", "i begin the game with 2 trial counters"),
    ("Your first Character each Afternoon gains 1 boost.", "your first character each afternoon gains 1 boost"),
])
def test_passives_said_with_number_words_or_another_subject(printed, want):
    assert read(printed, "hero")["passive"] == want


@pytest.mark.parametrize("printed, want", [
    # "put" is "return" (v5.0 7.3.27.b)
    ("{J} Put a card from your Reserve in your hand.", [{"return to hand": "a card in your reserve"}]),
    ("{J} Ready one of your Mana Orbs.", [{"ready mana orbs": 1}]),
])
def test_zones_and_orbs_said_another_way(printed, want):
    assert read(printed)["do"] == want


def test_choose_one_or_both_is_up_to_two_modes_at_least_one():
    # as "Choose two", the modes chosen as the step resolves (v5.0 6.5.g)
    from judge.abilities import parse_effect

    tr = translate.line("Choose one or both: • Draw a card. • Target Character gains 1 boost.", "spell")
    assert tr.data == [{"choose modes": [[{"draw": 1}], [{"gain boosts": {"object": "target character", "amount": 1}}]],
                        "count": 2, "up to": True, "at least": 1}]
    parse_effect(tr.data)


@pytest.mark.parametrize("printed, trigger", [
    ("When a card in your Reserve is exhausted — I gain 1 boost.", "a card in your reserve is exhausted"),
    ("When a card in your Reserve becomes exhausted — I gain 1 boost.", "a card in your reserve is exhausted"),
    ("When you activate a {D} ability — I gain 1 boost.", "you activate a support ability"),
    ("When you exhaust a card in Reserve — I gain 1 boost.", "you exhaust a card in reserve"),
])
def test_reserve_triggers_said_as_the_rules_define_them(printed, trigger):
    # scenarios/reactions/a-card-in-your-reserve-is-exhausted-whoever-exhausts-it.yaml, you-activate-a-support-ability.yaml
    assert read(printed)["when"] == trigger


def test_you_may_roll_a_die_is_an_optional_roll():
    # the roll and its outcomes one optional step (5.2.3.e; scenarios/effects/you-may-roll-a-die.yaml)
    data = read("{J} You may roll a die. On a 5+, draw a card. On a 1-4, I gain [[Asleep]].")
    (roll,) = data["do"]
    assert roll["may"] is True and [o["result"] for o in roll["roll a die"]] == ["5+", "1-4"]
    assert render_ability(parse_ability(data)).startswith("{J} — You may roll a die:")


def test_a_roll_noting_its_result_only_is_never_optional():
    from judge.language import AbilityError

    with pytest.raises(AbilityError):
        parse_ability({"when": "enters play", "do": [{"roll a die": {}, "may": True}]})


@pytest.mark.parametrize("printed, want", [
    # an increase of its own cost (v5.0 5.1.2.f; scenarios/costs/i-cost-more-per-exhausted-card-in-reserve.yaml)
    ("I cost {2} more.", {"passive": "i cost 2 more"}),
    ("I cost {1} more per exhausted card in Reserve.", {"passive": "i cost 1 more per exhausted card in a reserve"}),
    ("I cost {1} more if you control an Animal.", {"passive": "i cost 1 more", "if": "you control a Animal"}),
])
def test_a_card_raising_its_own_cost(printed, want):
    assert read(printed) == want


@pytest.mark.parametrize("said, want", [
    ("{J} Characters in your Expeditions gain 1 boost.", "each character you control"),
    ("{J} All your Characters gain 1 boost.", "each character you control"),
    ("{J} Other Characters in your Expeditions gain 1 boost.", "each other character you control"),
])
def test_the_characters_of_your_expeditions_without_each(said, want):
    # a Character is in play only in an expedition (2.2.1.h): those in yours are those you control
    assert read(said)["do"] == [{"gain boosts": {"object": want, "amount": 1}}]


@pytest.mark.parametrize("printed, want", [
    # after "Target opponent may X": whether that player did (scenarios/effects/target-opponent-may-if-they-do.yaml)
    ("{J} Target opponent may draw a card. If they do, I gain 2 boosts.",
     [{"target opponent": [{"draw": 1, "may": True}]}, {"if": "you did", "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]),
    ("{J} Target opponent may [Resupply]. If they don't, I gain 1 boost.",
     [{"target opponent": [{"resupply": "you", "may": True}]}, {"if": "not you did", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]),
    # two orders joined by "and", in the printed order (6.1.b)
    ("{J} Draw a card and [Resupply].", [{"draw": 1}, {"resupply": "you"}]),
    ("{J} Discard target Character and draw a card.", [{"discard": "target character"}, {"draw": 1}]),
])
def test_sentences_joined_another_way(printed, want):
    assert read(printed)["do"] == want


@pytest.mark.parametrize("printed", [
    "{J} Draw a card. If they do, I gain 1 boost.",              # nobody else may decline anything
    "{J} Target opponent draws a card. If they don't, I gain 1 boost.",
])
def test_if_they_do_with_no_player_choice_is_refused(printed):
    assert translate.line(printed, "character").missing


@pytest.mark.parametrize("printed, trigger", [
    ("The first time you play a Spell each Day — Draw a card.", "the first time you play a spell each day"),
    ("The first time each turn you play a Character — I gain 1 boost.", "the first time you play a character each turn"),
    ("The first time you play a card each Day — I gain 1 boost.", "the first time you play a card each day"),
])
def test_the_first_time_you_play_a_card_of_a_type(printed, trigger):
    # scenarios/triggers/the-first-time-you-play-a-spell-each-day.yaml
    assert read(printed)["when"] == trigger


@pytest.mark.parametrize("printed, per", [
    # X tokens counted as an amount counts (scenarios/effects/create-x-tokens-where-x-is-the-number-of-cards-in-your-reserve.yaml)
    ("{J} Create X [Ordis Recruit 1/1/1] Soldier tokens in my Expedition, where X is the number of cards in your Reserve.",
     "card in your reserve"),
    ("{J} Create a [Brassbug 2/2/2] Robot token in my Expedition for each Character in the Expedition facing me.",
     "character in the expedition facing me"),
])
def test_tokens_created_for_each(printed, per):
    (made,) = read(printed)["do"]
    assert made["create token"]["per"] == per and made["create token"]["in"] == "my expedition"


@pytest.mark.parametrize("printed, want", [
    # X for boosts lost and counters gained as for boosts gained
    # (scenarios/effects/x-counted-for-boosts-lost-and-counters-gained.yaml)
    ("{J} Target Character loses X boosts, where X is the number of cards in your Reserve.",
     [{"lose boosts": {"object": "target character", "amount": 1, "per": "card in your reserve"}}]),
    ("{J} I gain X Kelon counters, where X is the number of Characters you control.",
     [{"gain counters": {"object": "me", "amount": 1, "per": "character you control", "name": "Kelon"}}]),
    ("{J} Roll a die. I gain X Kelon counters, where X is the result.",
     [{"roll a die": {}}, {"gain counters": {"object": "me", "amount": "the result", "name": "Kelon"}}]),
    ("{J} Target Character gains X boosts, where X is my number of Kelon counters.",
     [{"gain boosts": {"object": "target character", "amount": 1, "per": "Kelon counter on me"}}]),
    # a target's Hand Cost bound X, said after the rest of the sentence
    ("{J} Send target Character with Hand Cost {X} or less to Reserve, where X is the number of cards in your Reserve.",
     [{"put in reserve": "target character with hand cost at most the number of cards in your reserve"}]),
])
def test_x_counted_for_other_amounts(printed, want):
    assert read(printed)["do"] == want


@pytest.mark.parametrize("printed", [
    "{J} I gain X Kelon counters, where X is the result.",        # no die rolled before: refused at load
    "{J} Target Character loses X boosts, where X is the result.",
])
def test_the_result_without_a_roll_is_refused(printed):
    from judge.language import AbilityError

    tr = translate.line(printed, "character")
    with pytest.raises(AbilityError):
        parse_ability(tr.data)


@pytest.mark.parametrize("printed, where", [
    ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in each of target opponent's Expeditions.", "each of target opponent's expeditions"),
    ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in the Expedition I'm in.", "my expedition"),
])
def test_expeditions_said_another_way(printed, where):
    # scenarios/effects/a-token-in-each-of-target-opponents-expeditions.yaml
    assert read(printed)["do"][0]["create token"]["in"] == where


@pytest.mark.parametrize("printed, card_type, want", [
    # its own move out of play replaced (the engine's own replacement: scenarios/night/own-replacement-goes-to-hand-instead-of-reserve.yaml)
    ("If I would go to Reserve from play, put me in my owner's hand instead.", "character",
     {"instead": {"would go to": "reserve", "go to": "hand"}}),
    ("If I would go to Reserve from the Expedition zone, discard me instead.", "character",
     {"instead": {"would go to": "reserve", "go to": "discard"}}),
    ("If I would go to the Discard pile from play, put me in Reserve instead.", "permanent",
     {"instead": {"would go to": "discard", "go to": "reserve"}}),
])
def test_an_objects_own_move_from_play_replaced(printed, card_type, want):
    assert read(printed, card_type) == want


@pytest.mark.parametrize("printed, card_type", [
    # a Spell is never in play: from where (Limbo, after it resolves), not the engine's own replacement (from play)
    ("If I would go to Reserve, put me in my owner's hand instead.", "spell"),
    ("If I would go to Reserve from the Expedition zone, discard me instead.", "permanent"),  # not from its Landmarks
])
def test_an_objects_own_move_replaced_not_guessed(printed, card_type):
    assert translate.line(printed, card_type).missing


@pytest.mark.parametrize("printed, per", [
    # the cards played this Day as those of the turn (v5.0 5.1.2.k; scenarios/effects/per-spell-you-played-this-day.yaml)
    ("{J} I gain 1 boost per Spell you played this Day.", "spell you played this day"),
    ("{J} Draw a card for each other card you played this Day.", "other card you played this day"),
])
def test_counted_over_the_day(printed, per):
    (step,) = read(printed)["do"]
    assert next(iter(step.values()))["per"] == per


@pytest.mark.parametrize("printed, want", [
    ("When a Character joins my Expedition — It loses 1 boost and [[Fleeting]].",
     [{"lose boosts": {"object": "it", "amount": 1}}, {"lose status": {"object": "it", "status": "fleeting"}}]),
])
def test_one_subject_losing_boosts_and_a_status(printed, want):
    assert read(printed)["do"] == want


@pytest.mark.parametrize("printed, trigger", [
    # each of the two actions "an opponent draws or resupplies" notices, on its own
    # (scenarios/reactions/an-opponent-draws-or-resupplies-each-on-its-own.yaml)
    ("When an opponent draws one or more cards — I gain 1 boost.", "an opponent draws cards"),
    ("When an opponent [Resupplies] — I gain 1 boost.", "an opponent resupplies"),
])
def test_an_opponents_draw_or_resupply_on_its_own(printed, trigger):
    assert read(printed)["when"] == trigger


@pytest.mark.parametrize("printed, want", [
    # players named together (scenarios/effects/you-and-target-opponent-each-draw.yaml)
    ("{J} You and target opponent each draw a card.", [{"draw": 1}, {"target opponent": [{"draw": 1}]}]),
    ("{J} Your opponents each draw a card.", [{"each opponent": [{"draw": 1}]}]),
    ("{J} Target opponent chooses a Character they control. It gains [[Asleep]].",
     [{"target opponent": [{"gain status": {"object": "a character you control", "status": "asleep"}}]}]),
])
def test_players_named_together(printed, want):
    assert read(printed)["do"] == want


@pytest.mark.parametrize("printed, want", [
    # a keyword the card gives itself while a condition holds, the condition said with "while" or "as long as", before or after
    ("I am [Defender] while I'm [[Boosted]].", {"passive": "i am defender", "if": "i have 1 or more boosts"}),
    ("As long as you control an Animal, I am [Seasoned].", {"passive": "i am seasoned", "if": "you control a Animal"}),
    ("I am [Tough 2] as long as I'm in {V}.", {"passive": "i am tough 2", "if": "i am in forest"}),
])
def test_a_keyword_while_a_condition_holds(printed, want):
    assert read(printed) == want


@pytest.mark.parametrize("printed, want", [
    # a keyword for the Characters of a sub-type its controller controls (scenarios/dusk/animals-you-control-are-defender.yaml)
    ("Your Animals are [Defender].", "animals you control are defender"),
    ("Other Animals you control are [Tough 1].", "other animals you control are tough 1"),
])
def test_a_keyword_for_a_sub_types_characters(printed, want):
    assert read(printed, "permanent") == {"passive": want}


@pytest.mark.parametrize("printed", [
    "Your Animals are [Gigantic].",    # each one's expedition would be both: not modelled
    "Your animals are [Defender].",    # not a sub-type as printed (sub-types are capitalised, 2.2.2.n)
])
def test_a_keyword_for_a_sub_type_not_guessed(printed):
    assert translate.line(printed, "permanent").missing


# --- nineteenth session --------------------------------------------------------------------------

@pytest.mark.parametrize("printed, want", [
    # a next-card effect after ", then" as after ". Then," (one duration per sentence part)
    ("{J} Draw a card, then the next Permanent you play this Afternoon costs {4} less.", "this Afternoon costs 4 less"),
    ("{J} I gain 1 boost, then pay {1} less for the next Spell you play this turn.", "the next spell you play this turn costs 1 less"),
])
def test_a_lasting_effect_after_then(printed, want):
    assert want in render_ability(parse_ability(read(printed)))


def test_a_duration_nobody_reads_stays_refused_after_then():
    assert translate.line("{J} Draw a card, then ignore the statistics of target Character this turn.", "character").missing


@pytest.mark.parametrize("printed, paid", [
    # two costs of one internal action, joined by "and" (6.1.d), each a cost the language has
    ("{J} You may sacrifice a Character and pay {1} to draw two cards.", ["sacrifice a character", "1 mana"]),
    ("{J} You may discard a card from your hand and sacrifice a Character to draw two cards.", ["hand card to discard", "sacrifice a character"]),
    ("{J} You may exhaust a Permanent you control and pay {2} to draw two cards.", ["exhaust a permanent you control", "2 mana"]),
    ("{J} You may sacrifice a Permanent and discard a card from your Reserve to draw two cards.", ["sacrifice a permanent", "reserve card to discard"]),
])
def test_two_costs_of_an_internal_action(printed, paid):
    (step,) = read(printed)["do"]
    assert step["pay"] == paid and step["then"] == [{"draw": 2}]


def test_two_costs_one_of_them_unknown_is_refused():
    assert translate.line("{J} You may sacrifice a Character and reveal your hand to draw two cards.", "character").missing


@pytest.mark.parametrize("printed, paid", [
    # a quick action's costs: the vocabulary of an internal action's (judge/words.py cost)
    ("{T}, Exhaust a Permanent you control: Draw a card.", ["exhaust me", "exhaust a permanent you control"]),
    ("{T}, Discard one of your Mana Orbs: Draw a card.", ["exhaust me", "mana orb to discard"]),
    ("{T}, Spend 2 of my boosts: Draw a card.", ["exhaust me", "spend 2 boosts"]),
    ("{T}, Discard a Spell from your Reserve: Draw a card.", ["exhaust me", "reserve spell to discard"]),
    ("{1}, {T}, Sacrifice a Character or a Permanent: Draw a card.", ["1 mana", "exhaust me", "sacrifice a character or permanent"]),
])
def test_quick_action_costs_said_as_internal_ones(printed, paid):
    # scenarios/costs/quick-actions-pay-the-costs-internal-actions-pay.yaml
    assert read(printed, "permanent")["quick action"]["cost"] == paid


@pytest.mark.parametrize("printed", [
    "You may sacrifice a Character or a Permanent to play me for {2} less.",
    "You may sacrifice a Permanent or a Character to play me for {2} less.",
])
def test_an_optional_sacrifice_of_either_type(printed):
    # scenarios/costs/an-optional-sacrifice-of-either-type.yaml
    assert read(printed) == {"passive": "sacrifice a character or permanent as you play me: i cost 2 less"}


@pytest.mark.parametrize("printed, trigger", [
    # the object said another way (v5.0 7.5.5.b) ...
    ("When one of your Characters gains [[Asleep]] — Draw a card.", "a character you control gains asleep"),
    ("When one of your Animals gains one or more boosts — Draw a card.", "an Animal you control gains boosts"),
    ("When an opponent's Character gains [[Anchored]] — Draw a card.", "a character an opponent controls gains anchored"),
    ("When a Character in your Expeditions gains a boost — Draw a card.", "a character you control gains boosts"),
    # ... and leaving play (v5.0 7.3.20.a, 7.5.11.a, 7.3.36.a, 7.3.27.b)
    ("When an opponent's Character leaves play — I gain 1 boost.", "a character an opponent controls leaves play"),
    ("When a Character leaves play — I gain 1 boost.", "a character leaves play"),
    ("When a token you control leaves the Expedition zone — I gain 1 boost.", "a token you control leaves the expedition zone"),
    ("When one of your Characters is sacrificed — I gain 1 boost.", "you sacrifice a character"),
    ("When an Animal you control is sacrificed — I gain 1 boost.", "an Animal you control is sacrificed"),
    ("When an Animal an opponent controls is sent to Reserve — I gain 1 boost.", "an Animal an opponent controls goes to reserve"),
    ("When a Character an opponent controls goes to Reserve — I gain 1 boost.", "a character an opponent controls goes to reserve"),
])
def test_triggers_about_one_object_said_other_ways(printed, trigger):
    # scenarios/reactions/a-character-of-one-player-leaves-play.yaml
    assert read(printed)["when"] == trigger


@pytest.mark.parametrize("printed", [
    "When a Character goes to Reserve — Draw a card.",  # from a hand too? whose? not said
    "When a [[Boosted]] Character you control leaves play — Draw a card.",  # statuses are lost as it leaves (v5.0 2.4.1.d)
    # (where the object is as it gains a status: read since the twenty-fifth session, tests/test_objects_somewhere.py)
    "When a Character in my Expedition joins your Expeditions — Draw a card.",  # where it is, of an object joining
])
def test_triggers_about_one_object_not_guessed(printed):
    assert translate.line(printed, "character").missing


@pytest.mark.parametrize("printed, trigger", [
    # "becomes": did not have it, has it now (v5.0 7.5.4.a); Boosted too (v5.0 2.4.5.a)
    ("When I become [[Boosted]] — Draw a card.", "i become boosted"),
    ("When I become Asleep — Draw a card.", "i become asleep"),
    ("When a Character you control becomes [[Boosted]] — Draw a card.", "a character you control becomes boosted"),
    ("When one of your Characters becomes [[Anchored]] — It gains 1 boost.", "a character you control becomes anchored"),
    ("When another Animal you control becomes [[Fleeting]] — Draw a card.", "another Animal you control becomes fleeting"),
])
def test_becoming_a_status(printed, trigger):
    # scenarios/reactions/becoming-a-status-is-not-having-it-before.yaml, entering-play-boosted-is-becoming-boosted.yaml
    data = read(printed)
    assert data["when"] == trigger
    assert "become" in render_ability(parse_ability(data))


@pytest.mark.parametrize("printed, want", [
    # the objects of a player's opponents said with a possessive (v5.0 7.5.5.b)
    ("{J} Each Character your opponents control gains 1 boost.", "each character controlled by an opponent"),
    ("{J} Each of your opponent's Characters gains 1 boost.", "each character controlled by an opponent"),
    ("{J} Each opponent's Character gains 1 boost.", "each character controlled by an opponent"),
    ("{J} All of your opponents' Characters gain [[Asleep]].", "each character controlled by an opponent"),
    ("{J} Your opponent's Characters with Hand Cost {2} or less gain [[Asleep]].", "each character controlled by an opponent with hand cost 2 or less"),
    # a step that begins with "Your opponent" after a trigger symbol: each opponent (the 2v2 and Free for All pages)
    ("{J} Your opponent draws a card.", "each opponent"),
    ("{H} Both players draw a card.", "each player"),
    # losing every boost, said of several
    ("{J} Each Character in my Expedition loses all their boosts.", "each character in my expedition"),
    ("{J} Up to two target Characters lose all their boosts.", "up to 2 target character"),
    # one object with "or" in its words ("or less", "Character or Permanent"), gaining two things
    ("{J} Target Character with Hand Cost {3} or less gains [[Anchored]] and 1 boost.", "target character with hand cost 3 or less"),
    ("{J} Target Character or Permanent gains 2 boosts and [[Anchored]].", "target character or permanent"),
])
def test_objects_said_other_ways(printed, want):
    assert want in str(read(printed))


@pytest.mark.parametrize("said, want", [
    ("if each of your Expeditions is behind", "each of your expeditions is behind"),
    ("if both of your Expeditions are tied", "each of your expeditions is tied"),
    ("if one of your Expeditions is ahead", "one of your expeditions is ahead"),
    ("if either of your Expeditions is behind or tied", "not each of your expeditions is ahead"),
    ("if neither of your Expeditions is ahead", "not one of your expeditions is ahead"),
    ("if each of your Expeditions is ahead or tied", "not one of your expeditions is behind"),
    ("if my Expedition is ahead or tied", "not my expedition is behind"),
    ("if I'm in your Hero Expedition", "i am in your hero expedition"),
    ("if I'm in your Companion Expedition", "i am in your companion expedition"),
    ("if there are three or more Landmarks in play", "there are 3 or more of: landmark"),
])
def test_conditions_on_your_expeditions_and_landmarks(said, want):
    # scenarios/effects/each-or-one-of-your-expeditions-ahead.yaml, each-landmark.yaml
    assert translate.condition(said) == want
    read(f"{{J}} {said[0].upper()}{said[1:]}, draw a card.")


@pytest.mark.parametrize("printed", [
    "{J} If my Expedition is ahead or ahead, draw a card.",  # not two of the three
    "I cost {1} less if I'm in your Companion Expedition.",  # where it goes is declared as it is played
])
def test_conditions_on_expeditions_not_guessed(printed):
    assert translate.line(printed, "character").missing


@pytest.mark.parametrize("printed", ["{J} Discard each Landmark.", "{J} Discard each Landmark an opponent controls.",
                                     "{J} Exhaust each Landmark you control.", "{J} I gain 1 boost per Landmark in play."])
def test_each_landmark(printed):
    read(printed)  # loads: the engine's selector takes every Landmark in play (scenarios/effects/each-landmark.yaml)


@pytest.mark.parametrize("printed, trigger", [
    # a player's own action said of an opponent or of any player (v5.0 7.5.6.a)
    ("When an opponent rolls one or more dice — I gain 1 boost.", "an opponent rolls dice"),
    ("When a player rolls a die — I gain 1 boost.", "a player rolls dice"),
    ("When a player sacrifices a token — I gain 1 boost.", "a player sacrifices a token"),
    ("When an opponent sacrifices a Permanent — Draw a card.", "an opponent sacrifices a permanent"),
    ("When an opponent discards a card from their Reserve — I gain 1 boost.", "an opponent discards a card from their reserve"),
    ("When a player creates a token — I gain 1 boost.", "a player creates a token"),
    ("When an opponent exhausts a card in Reserve — I gain 1 boost.", "an opponent exhausts a card in reserve"),
    ("When a player [Resupplies] — I gain 1 boost.", "a player resupplies"),
    ("When a player passes — I gain 1 boost.", "a player passes"),
    ("When a player plays a Spell — I gain 1 boost.", "a player plays a spell"),
])
def test_an_opponent_or_a_player_doing_what_you_do(printed, trigger):
    # scenarios/reactions/an-opponent-or-any-player-does-what-you-do.yaml
    data = read(printed)
    assert data["when"] == trigger
    assert render_ability(parse_ability(data)).startswith("When " + " ".join(trigger.split()[:2]))


@pytest.mark.parametrize("printed", [
    "When an opponent reveals a card this way — I gain 1 boost.",  # this object's own ability's reveal: no other player's
    "When a player juggles a card — I gain 1 boost.",  # no such action
])
def test_another_players_action_not_guessed(printed):
    assert translate.line(printed, "character").missing


@pytest.mark.parametrize("printed, trigger", [
    # losing a status it had (v5.0 7.3.21)
    ("When I lose [[Fleeting]] — Draw a card.", "i lose fleeting"),
    ("When I lose Anchored — Draw a card.", "i lose anchored"),
    ("When a Character you control loses [[Asleep]] — It gains 1 boost.", "a character you control loses asleep"),
    # its Discard pile, from anywhere (v5.0 7.3.7.a, 7.3.36.a)
    ("When I'm discarded — Draw a card.", "i go to the discard pile"),
    ("When I go to your discard pile — Draw a card.", "i go to the discard pile"),
    # "send", "put" and "return" are synonyms (v5.0 7.3.37.a-b)
    ("When I'm sent to Reserve — Draw a card.", "i go to reserve"),
    ("When I am put in your Reserve from the Expedition zone — Draw a card.", "i go to reserve from the expedition zone"),
    ("When I'm returned to Reserve from your hand — Draw a card.", "i go to reserve from your hand"),
    # one of its controller's expeditions, named (1.2.1.c)
    ("When your Hero Expedition moves forward — Draw a card.", "your hero expedition moves forward"),
    ("When your Companion Expedition fails to move forward — Draw a card.", "your companion expedition fails to move forward"),
])
def test_more_triggers_of_one_object(printed, trigger):
    # scenarios/reactions/losing-a-status-and-going-to-the-discard-pile.yaml, night/losing-anchored-at-rest-is-losing-a-status.yaml
    assert read(printed)["when"] == trigger


@pytest.mark.parametrize("printed", [
    "When your Hero Expedition moves forward due to {V} — Draw a card.",  # one expedition and why: not the language's
    "When I lose a boost — Draw a card.",
])
def test_more_triggers_not_guessed(printed):
    assert translate.line(printed, "character").missing


@pytest.mark.parametrize("printed", [
    "{J} Each player may discard a card from their hand. If they do, they draw two cards.",
    "{J} Each player may discard a card from their hand. Each player who does draws two cards.",
])
def test_each_player_may_then_what_they_do(printed):
    # scenarios/effects/each-player-may-and-each-who-does.yaml
    (step,) = read(printed)["do"]
    assert step["each player"] == [{"discard": "a card from your hand", "may": True}, {"if": "you did", "then": [{"draw": 2}]}]


def test_each_player_may_then_what_someone_else_does_is_not_guessed():
    # whose boost, for whose choice: the words do not say
    assert translate.line("{J} Each opponent may discard a card from their Reserve. If they don't, I gain 1 boost.", "character").missing


@pytest.mark.parametrize("printed, want", [
    # its controller's Hero gains counters (2.5.a): scenarios/effects/your-hero-gains-counters.yaml
    ("{J} Your Hero gains 1 Quest counter.", {"gain counters": {"object": "your hero", "name": "Quest", "amount": 1}}),
    # a card of its player's Hand to their Deck: scenarios/effects/a-card-from-your-hand-on-top-or-at-the-bottom-of-your-deck.yaml
    ("{J} Put a card from your hand on top of your deck.", {"put on top of deck": "a card from your hand"}),
    ("{J} Put a Spell from your hand at the bottom of your deck.", {"put in deck": {"object": "a spell from your hand", "position": "bottom"}}),
])
def test_a_hero_and_a_hand_card_as_objects(printed, want):
    assert read(printed)["do"] == [want]


def test_a_heros_boosts_are_not_guessed():
    assert translate.line("{J} Your Hero gains 1 boost.", "character").missing  # boosts are a Character's (2.4.4)


@pytest.mark.parametrize("printed, want", [
    # the top cards looked at or revealed, one taken, the rest discarded or at the bottom (3.2.2.b)
    ("{J} Reveal the top five cards of your deck. Put a card in your Reserve and discard the other cards.",
     {"reveal": 5, "to reserve": 1}),
    ("{J} Reveal the top three cards of your deck. Put a card in your hand, and the rest at the bottom of your deck.",
     {"reveal": 3, "to hand": 1, "rest": "bottom"}),
    ("{J} Look at the top six cards of your deck. Put a card in your hand and the others on the bottom of your deck in any order.",
     {"look": 6, "to hand": 1, "rest": "bottom"}),
])
def test_the_top_cards_one_taken(printed, want):
    # scenarios/effects/look-at-the-top-cards-one-to-hand-the-rest-at-the-bottom.yaml
    assert read(printed)["do"] == [{"take from top of deck": want}]


@pytest.mark.parametrize("printed, want", [
    # cost changes said of "your" cards as of the cards "you play" (the engine's one passive)
    ("Your Spells cost {1} less, down to a minimum of {1}.", "your spells cost 1 less, down to a minimum of 1"),
    ("Your Animals cost {1} less.", "your animal cards cost 1 less"),
    ("Your Characters with Hand Cost {5} or more cost {1} less.", "your characters with hand cost 5 or more cost 1 less"),
    ("Your Spells in Reserve cost {1} less.", "your spells from reserve cost 1 less"),
    # a keyword "had" is a keyword one "is" (v5.0 7.4)
    ("Characters you control have [Defender].", "characters you control are defender"),
    ("Your Animals have [Defender].", "animals you control are defender"),
    ("I have [Defender].", "i am defender"),
])
def test_passives_said_other_ways(printed, want):
    assert read(printed) == {"passive": want}


def test_a_cost_change_of_tokens_is_not_guessed():
    assert translate.line("Your tokens cost {1} less.", "character").missing  # tokens are created, not played


@pytest.mark.parametrize("printed, want", [
    # boosts given, put, removed said other ways (v5.0 7.3.17; 2.4.4)
    ("{J} Put 2 boosts on target Character.", {"gain boosts": {"object": "target character", "amount": 2}}),
    ("{J} Target Character gets 2 boosts.", {"gain boosts": {"object": "target character", "amount": 2}}),
    ("{J} Remove a boost from target Character.", {"lose boosts": {"object": "target character", "amount": 1}}),
    ("{J} Give each of your Characters 1 boost.", {"gain boosts": {"object": "each character you control", "amount": 1}}),
    ("{J} I gain as many boosts as the number of cards in your Reserve.",
     {"gain boosts": {"object": "me", "amount": 1, "per": "card in your reserve"}}),
    # a cost of the object's own boosts, no "you may": scenarios/costs/spend-my-boosts-to-without-you-may.yaml
    ("{J} Spend 2 of my boosts to draw a card.", {"pay": ["spend 2 boosts"], "then": [{"draw": 1}], "may": False}),
])
def test_boosts_said_other_ways(printed, want):
    assert read(printed)["do"] == [want]


@pytest.mark.parametrize("printed, want", [
    # what its player sacrificed this turn or Day (v5.0 7.3.36): scenarios/effects/if-you-sacrificed-a-character-this-day.yaml
    ("{J} If you sacrificed a Character this turn, draw a card.", "you sacrificed a character this turn"),
    ("{R} If you've sacrificed a token this Day, draw a card.", "you sacrificed a token this day"),
    ("{J} If a Permanent you control was sacrificed this turn, draw a card.", "you sacrificed a permanent this turn"),
    # boosts distributed among "any number of" targets: one target for each boost, as "any target"
    ("{J} Distribute 2 boosts among any number of target Characters.", "target character"),
])
def test_sacrifices_remembered_and_boosts_distributed(printed, want):
    assert want in str(read(printed))


def test_whose_sacrifice_not_said_is_not_guessed():
    assert translate.line("{J} If a Character was sacrificed this turn, draw a card.", "character").missing


@pytest.mark.parametrize("said, per", [
    # scenarios/effects/counts-of-mana-orbs-typed-cards-and-the-other-expedition.yaml
    ("Mana Orb you control", "mana orb in your mana zone"),
    ("exhausted Mana Orb you have", "exhausted mana orb in your mana zone"),
    ("ready Mana Orb you have", "ready mana orb in your mana zone"),
    ("Spell in your discard pile", "spell in your discard pile"),
    ("Permanent in your hand", "permanent in your hand"),
    ("Character in your other Expedition", "character in my other expedition"),
])
def test_more_counts(said, per):
    (step,) = read(f"{{J}} I gain 1 boost for each {said}.")["do"]
    assert step["gain boosts"]["per"] == per


@pytest.mark.parametrize("printed, want", [
    # one of two steps, its controller's choice as it resolves (v5.0 6.1.g):
    # scenarios/effects/one-of-two-orders-its-player-chooses.yaml
    ("{J} Draw a card or [Resupply].", [{"one of": [[{"draw": 1}], [{"resupply": "you"}]]}]),
    ("{J} I gain 2 boosts or [[Anchored]].",
     [{"one of": [[{"gain boosts": {"object": "me", "amount": 2}}], [{"gain status": {"object": "me", "status": "anchored"}}]]}]),
    ("{J} Target Character gains 1 boost or [[Anchored]].",
     [{"target": "target character"}, {"one of": [[{"gain boosts": {"object": "them", "amount": 1}}],
                                                  [{"gain status": {"object": "them", "status": "anchored"}}]]}]),
    # "or" inside one object's words is not two orders
    ("{J} Sacrifice a Character or a Permanent.", [{"sacrifice": "a character or permanent you control"}]),
])
def test_one_of_two_orders(printed, want):
    assert read(printed)["do"] == want


def test_one_of_two_orders_with_a_target_is_not_guessed():
    # a target is declared as the card is played (5.2.3.b), for an order its player may then not choose
    assert translate.line("{J} Draw a card or discard target Character.", "character").missing


@pytest.mark.parametrize("printed, want", [
    # the two modes of "Choose one" said on one line, as the bulleted ones (5.2.3.c)
    ("{J} Choose one: draw a card or [Resupply].", [{"modes": [[{"draw": 1}], [{"resupply": "you"}]]}]),
    ("{H} Choose one: I gain 2 boosts or draw a card.",
     [{"modes": [[{"gain boosts": {"object": "me", "amount": 2}}], [{"draw": 1}]]}]),
])
def test_choose_one_on_one_line(printed, want):
    assert read(printed)["do"] == want


def test_choose_one_on_one_line_keeps_an_objects_or():
    said = translate.line("Choose one: discard target Permanent with Hand Cost {3} or less or send target Character to Reserve.", "spell")
    assert said.data == [{"modes": [[{"discard": "target permanent with hand cost 3 or less"}], [{"put in reserve": "target character"}]]}]


@pytest.mark.parametrize("printed, want", [
    # a count compared with an opponent's, said from either side (scenarios/effects/a-count-compared-with-an-opponents.yaml)
    ("{J} If you have fewer cards in hand than an opponent, I gain 2 boosts.", "you have fewer cards in hand than an opponent"),
    ("{J} If an opponent has more cards in their hand than you, I gain 2 boosts.", "you have fewer cards in hand than an opponent"),
    ("{J} If your opponent controls more Characters than you, I gain 2 boosts.", "you control fewer characters than each opponent"),
    ("{J} If you have more Mana Orbs than each opponent, I gain 2 boosts.", "you have more mana orbs than each opponent"),
    ("{J} If you control at least as many Permanents as target opponent, I gain 2 boosts.",
     "you control at least as many permanents as target opponent"),
    ("{J} If an opponent has at least as many cards in Reserve as you, I gain 2 boosts.", "you have no more cards in reserve than an opponent"),
    ("{J} If you have the same number of cards in hand as an opponent, I gain 2 boosts.", "you have as many cards in hand as an opponent"),
])
def test_a_count_compared_with_an_opponents(printed, want):
    (step,) = read(printed)["do"]
    assert step["if"] == want


@pytest.mark.parametrize("printed", [
    "{J} If an opponent has more cards in hand than each opponent, I gain 2 boosts.",  # two opponents: which, not said
    "{J} If you have more cards in hand than you, I gain 2 boosts.",
])
def test_a_comparison_without_its_controller_on_one_side_is_refused(printed):
    assert translate.line(printed, "character").missing



@pytest.mark.parametrize("printed, want", [
    # an opponent's zones (scenarios/effects/an-opponents-zones-counted-and-checked.yaml)
    ("{J} If an opponent's hand is empty, I gain 1 boost.", {"if": "an opponent has no cards in hand"}),
    ("{J} If target opponent has three or more cards in Reserve, I gain 1 boost.", {"if": "target opponent has 3 or more cards in reserve"}),
    ("{J} If your opponent's Landmarks are empty, I gain 1 boost.", {"if": "each opponent has no cards in landmarks"}),
    ("{J} I gain 1 boost per card in target opponent's hand.", {"gain boosts": {"object": "me", "amount": 1, "per": "card in target opponent's hand"}}),
    ("{J} I gain 1 boost for each card in your opponent's Discard pile.",
     {"gain boosts": {"object": "me", "amount": 1, "per": "card in each opponent's discard pile"}}),
    # the cards in one's Landmark zone are the Landmarks one controls (v5.0 2.2.3.e)
    ("{J} Ready all cards in your Landmarks.", {"ready": "each landmark you control"}),
    ("{J} Exhaust target card in your Landmarks.", {"exhaust": "target landmark you control"}),
    ("{J} Sacrifice a Permanent in your Landmarks.", {"sacrifice": "a landmark you control"}),
])
def test_an_opponents_zones_and_ones_landmarks(printed, want):
    tr = translate.translate("character", [printed], [])
    (ln,) = tr.lines
    assert ln.missing is None, ln.missing
    parse_ability(ln.data)
    (step,) = ln.data["do"]
    assert {k: step[k] for k in want} == want if "if" not in want else step["if"] == want["if"]


@pytest.mark.parametrize("printed, when", [
    # a Permanent or a Landmark leaving play (scenarios/effects/a-landmark-leaving-play-is-noticed.yaml)
    ("When a Landmark you control leaves play — I gain 1 boost.", "a landmark you control leaves play"),
    ("When another Permanent you control leaves play — I gain 1 boost.", "another permanent you control leaves play"),
    ("When a Landmark an opponent controls is sacrificed — I gain 1 boost.", "a landmark an opponent controls is sacrificed"),
    ("When a card leaves your Landmarks — I gain 1 boost.", "a landmark you control leaves play"),
    ("When you play a Landmark — I gain 1 boost.", "you play a landmark permanent"),
])
def test_a_permanent_or_a_landmark_leaving_play(printed, when):
    assert read(printed)["when"] == when


def test_a_permanent_joining_an_expedition_is_not_a_trigger_the_language_has():
    # a Permanent joins no expedition a Character trigger watches: refused, not read as a Character's
    assert translate.line("When a Permanent joins my Expedition — I gain 1 boost.", "character").missing


@pytest.mark.parametrize("printed, when", [
    # where a Character was as it left play (scenarios/effects/where-a-character-was-as-it-left-play.yaml)
    ("When a Character in my Expedition leaves play — I gain 1 boost.", "a character in my expedition leaves play"),
    ("When another Character in my Expedition goes to Reserve — I gain 1 boost.", "another character in my expedition goes to reserve"),
    ("When a Character facing me leaves play — I gain 1 boost.", "a character in the expedition facing me leaves play"),
    ("When a Character in my Expedition is sacrificed — I gain 1 boost.", "a character in my expedition is sacrificed"),
])
def test_where_a_character_was_as_it_left_play(printed, when):
    assert read(printed)["when"] == when


def test_a_place_with_whose_it_is_or_a_joining_is_not_read():
    # "in my Expedition" says whose it was; said with "you control", or of joining, it is not the language's
    assert translate.line("When a Character you control in my Expedition leaves play — Draw a card.", "character").missing
    assert translate.line("When a Character in my Expedition gains 1 boost — Draw a card.", "character").missing


@pytest.mark.parametrize("printed, obj", [
    # one of its controller's two expeditions named (scenarios/effects/each-character-in-your-hero-expedition.yaml)
    ("{J} Each Character in your Hero Expedition gains 1 boost.", "each character in your hero expedition"),
    ("{J} Send target Character in your Companion Expedition to Reserve.", "target character in your companion expedition"),
    # every player's Character in a terrain (scenarios/effects/each-character-in-a-terrain-is-every-players.yaml)
    ("{J} Each Character in {V} gains 1 boost.", "each character in forest"),
])
def test_objects_in_one_expedition_or_terrain(printed, obj):
    (step,) = read(printed)["do"]
    (arg,) = step.values()
    assert (arg["object"] if isinstance(arg, dict) else arg) == obj


@pytest.mark.parametrize("printed, first", [
    # "that many" just after a step that moves objects (scenarios/effects/that-many-counts-what-the-step-before-moved.yaml)
    ("{J} Discard your hand, then draw that many cards.", {"discard all": "hand"}),
    ("{J} Send up to two target Characters to Reserve, then draw that many cards.", {"put in reserve": "up to 2 target character"}),
])
def test_that_many_after_a_step_that_moves_objects(printed, first):
    assert read(printed)["do"] == [first, {"draw": "that many"}]


def test_that_many_after_nothing_it_counts_does_not_load():
    from judge.language import AbilityError
    with pytest.raises(AbilityError):
        parse_ability({"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": 1}}, {"draw": "that many"}]})


@pytest.mark.parametrize("printed, want", [
    ("{J} I gain as many boosts as the number of cards in your hand.", {"gain boosts": {"object": "me", "amount": 1, "per": "card in your hand"}}),
    ("{J} I gain as many boosts as there are Characters in my Expedition.",
     {"gain boosts": {"object": "me", "amount": 1, "per": "character in my expedition"}}),
])
def test_as_many_boosts_as_a_count(printed, want):
    assert read(printed)["do"] == [want]


@pytest.mark.parametrize("printed", ["When I join your Expeditions — Draw a card.", "When I join the Expedition zone — Draw a card."])
def test_joining_the_expedition_zone_is_the_j_symbol(printed):
    # 1.1.6.e: the {J} symbol means "When I join the Expedition zone"
    assert read(printed)["when"] == "enters play"


@pytest.mark.parametrize("printed, obj", [
    # objects of a sub-type (scenarios/effects/each-object-of-a-sub-type-in-a-place.yaml)
    ("{J} Each Plant in my Expedition gains 1 boost.", "each Plant in my expedition"),
    ("{J} Each Plant gains 1 boost.", "each Plant"),
    ("{J} Each Animal facing me gains [[Asleep]].", "each Animal in the expedition facing me"),
    ("{J} Send target Plant in {V} to Reserve.", "target Plant in forest"),
])
def test_objects_of_a_sub_type_in_a_place(printed, obj):
    (step,) = read(printed)["do"]
    (arg,) = step.values()
    assert (arg["object"] if isinstance(arg, dict) else arg) == obj


def test_each_character_in_reserve_loads():
    # every player's (scenarios/effects/each-character-in-reserve-is-every-players.yaml)
    assert read("{J} Each Character in Reserve gains 1 boost.")["do"] == [{"gain boosts": {"object": "each character in reserve", "amount": 1}}]


@pytest.mark.parametrize("printed, want", [
    # one card of its controller's Discard pile (scenarios/effects/a-card-from-your-discard-pile.yaml)
    ("{J} Return a Character from your Discard pile to your hand.", {"return to hand": "a character from your discard pile"}),
    ("{J} Return a Plant from your Discard pile to your hand.", {"return to hand": "a Plant from your discard pile"}),
    ("{J} Put a card from your Discard pile in your Reserve.", {"put in reserve": "a card from your discard pile"}),
])
def test_a_card_from_your_discard_pile(printed, want):
    (ln,) = translate.translate("character", [printed], []).lines  # "put ... in Reserve": read as "send" (a synonym)
    assert ln.missing is None, ln.missing
    parse_ability(ln.data)
    assert ln.data["do"] == [want]


def test_a_card_from_the_discard_pile_of_a_lower_case_kind_is_refused():
    from judge import words
    with pytest.raises(ValueError):
        words.selector("a plant from your discard pile")


@pytest.mark.parametrize("printed, obj", [
    ("{J} Double the boosts on target Character.", "target character"),
    ("{J} Double my boosts.", "me"),
    ("{J} Double the number of my boosts.", "me"),
])
def test_double_the_boosts_said_other_ways(printed, obj):
    assert read(printed)["do"] == [{"double boosts": obj}]


@pytest.mark.parametrize("printed, want", [
    # one named expedition (scenarios/effects/your-hero-or-companion-expedition-ahead.yaml)
    ("At Dusk — If your Hero Expedition is ahead, draw a card.", "your hero expedition is ahead"),
    ("At Dusk — If your Companion Expedition is behind or tied, draw a card.", "not your companion expedition is ahead"),
    ("At Noon — If the Expedition facing me is ahead, draw a card.", "my expedition is behind"),
])
def test_one_named_expedition_standing(printed, want):
    (step,) = read(printed)["do"]
    assert step["if"] == want


@pytest.mark.parametrize("printed, when", [
    # scenarios/effects/a-character-joins-your-companion-expedition.yaml
    ("When a Character joins your Companion Expedition — It gains 1 boost.", "a character joins your companion expedition"),
    ("When a Character joins your Hero Expedition — It gains 1 boost.", "a character joins your hero expedition"),
])
def test_a_character_joins_one_named_expedition(printed, when):
    assert read(printed, "hero")["when"] == when


@pytest.mark.parametrize("printed, step", [
    # "it": the expedition the reaction is about (scenarios/effects/create-a-token-in-the-named-expedition-that-moved.yaml)
    ("When your Companion Expedition moves forward — Create an [Ordis Recruit 1/1/1] Soldier token in it.",
     {"create token": {"token": "Ordis Recruit 1/1/1 Soldier", "in": "that expedition"}}),
    ("When one of your Expeditions moves forward — Each Character in it gains 1 boost.",
     {"gain boosts": {"object": "each character in that expedition", "amount": 1}}),
])
def test_in_it_after_an_expedition_trigger(printed, step):
    assert read(printed, "hero")["do"] == [step]


@pytest.mark.parametrize("printed, passive", [
    # a Hand Cost bound from above (scenarios/effects/your-cheap-characters-cost-less.yaml)
    ("Your Characters with Hand Cost {2} or less cost {1} less.", "your characters with hand cost 2 or less cost 1 less"),
    ("Spells you play with Hand Cost {3} or more cost {1} less.", "your spells with hand cost 3 or more cost 1 less"),
])
def test_cards_cost_less_with_a_hand_cost_bound(printed, passive):
    assert read(printed, "permanent") == {"passive": passive}


def test_characters_in_one_named_expedition_given_a_keyword():
    # scenarios/keywords/characters-in-your-hero-expedition-are-tough.yaml
    assert read("Characters in your Hero Expedition are [Tough 1].", "permanent") == {"passive": "characters in your hero expedition are tough 1"}
    assert translate.line("Characters in your Companion Expedition are [Gigantic].", "permanent").missing  # each then in both: not said


def test_if_it_has_n_or_more_boosts():
    # scenarios/effects/if-it-has-3-or-more-boosts.yaml
    data = translate.line("Target Character gains 1 boost. If it has 3 or more boosts, draw a card.", "spell").data
    assert data[-1] == {"if": "it has 3 or more boosts", "then": [{"draw": 1}]}


@pytest.mark.parametrize("printed, then", [
    # "also", "more": the same gain said again, read where the printed line is not
    ("{J} Target Character gains 2 boosts. If it's a Plant, it also gains [[Anchored]].", [{"gain status": {"object": "them", "status": "anchored"}}]),
    ("{J} Target Character gains 2 boosts. If it's a Plant, it gains 2 more boosts.", [{"gain boosts": {"object": "them", "amount": 2}}]),
    ("{J} I gain 1 boost. If you control a Plant, I gain 1 more boost.", [{"gain boosts": {"object": "me", "amount": 1}}]),
])
def test_also_and_more_add_nothing(printed, then):
    (ln,) = translate.translate("character", [printed], []).lines
    assert ln.missing is None, ln.missing
    assert ln.data["do"][-1]["then"] == then


@pytest.mark.parametrize("printed, cond", [
    # no region between them (scenarios/effects/hero-and-companion-expeditions-adjacent.yaml)
    ("{J} If your Hero and Companion Expeditions are adjacent, draw a card.", "not there are 1 or more of: region between your expeditions"),
    ("{J} If your Hero and Companion Expeditions are not adjacent, draw a card.", "there are 1 or more of: region between your expeditions"),
])
def test_hero_and_companion_expeditions_adjacent(printed, cond):
    (step,) = read(printed)["do"]
    assert step["if"] == cond


@pytest.mark.parametrize("printed, passive", [
    # a cost reduction from Reserve (scenarios/reserves/a-support-cost-reduction-works-from-reserve.yaml)
    ("{I} Your Characters cost {1} less.", "your characters cost 1 less"),
    ("{I} Spells you play cost {1} less, down to a minimum of {1}.", "your spells cost 1 less, down to a minimum of 1"),
])
def test_a_support_cost_reduction(printed, passive):
    (ln,) = translate.translate("character", [], [printed]).lines
    assert ln.missing is None, ln.missing
    parse_ability(ln.data)
    assert ln.data == {"support": {"passive": passive}}


def test_a_support_keyword_for_ones_characters():
    # scenarios/reserves/a-support-ability-gives-tough-from-reserve.yaml
    (ln,) = translate.translate("character", [], ["{I} Characters you control are [Tough 1]."]).lines
    assert ln.missing is None, ln.missing
    parse_ability(ln.data)
    assert ln.data == {"support": {"passive": "characters you control are tough 1"}}


@pytest.mark.parametrize("printed, step", [
    # counters put on an object: it gains them (v5.0 2.5)
    ("{J} Put a Kelon counter on target Character.", {"gain counters": {"object": "target character", "name": "Kelon", "amount": 1}}),
    ("{J} Draw a card, then put two Kelon counters on me.", {"gain counters": {"object": "me", "name": "Kelon", "amount": 2}}),
])
def test_counters_put_on_an_object(printed, step):
    assert said(printed)["do"][-1] == step


def test_the_chosen_expeditions_characters_sent_to_reserve():
    # scenarios/effects/target-player-chooses-an-expedition-sent-to-reserve.yaml
    data = read("{J} Target player chooses their Hero or Companion Expedition, then sends all Characters in it to Reserve.")
    assert data["do"] == [{"target player": [{"choose expedition": "one of your expeditions"},
                                             {"put in reserve": "each character in that expedition"}]}]


@pytest.mark.parametrize("printed", [
    # scenarios/effects/choose-one-of-your-expeditions-each-character-in-it.yaml
    "{J} Choose one of your Expeditions. Each Character in it gains 1 boost.",
    "{J} Choose your Hero or Companion Expedition. Each Character in it gains 1 boost.",
    "{J} Choose one of your Expeditions, then each Character in it gains 1 boost.",
])
def test_each_character_in_the_chosen_expedition(printed):
    assert said(printed)["do"] == [{"choose expedition": "one of your expeditions"},
                             {"gain boosts": {"object": "each character in that expedition", "amount": 1}}]


@pytest.mark.parametrize("printed, instead", [
    # its own move out of play replaced, "from play" said or not: its passive works only while it is in play (2.2.10.f)
    ("If I would be sent to Reserve, put me in your hand instead.", {"would go to": "reserve", "go to": "hand"}),
    ("If I would be discarded, send me to Reserve instead.", {"would go to": "discard", "go to": "reserve"}),
])
def test_an_own_replacement_without_from_play(printed, instead):
    assert read(printed) == {"instead": instead}


def test_i_cant_gain_a_status():
    # scenarios/effects/i-cant-gain-asleep.yaml
    assert read("I can't gain [[Asleep]].") == {"passive": "i can't gain asleep"}


@pytest.mark.parametrize("printed, once, times", [
    # "[Do step] [X] times": each time its own choices, its targets chosen as that time is done (v5.0 6.5.i, 6.5.b)
    # scenarios/multiplayer/2v2-a-target-opponent-twice-may-be-two-opponents.yaml
    ("{H} Target opponent may [Exhausted Resupply] twice.", [{"exhausted resupply": "target opponent", "may": True}], 2),
    # scenarios/effects/sabotage-twice-two-targets.yaml
    ("{J} [Sabotage] twice.", [{"sabotage": {}}], 2),
    ("{J} Target Character gains 1 boost three times.", [{"gain boosts": {"object": "target character", "amount": 1}}], 3),
])
def test_a_step_with_targets_done_twice(printed, once, times):
    assert said(printed)["do"] == [{"repeat": once, "times": times}]


def test_a_step_without_targets_done_twice_is_two_steps():
    assert read("{J} Draw a card three times.")["do"] == [{"draw": 1}] * 3



@pytest.mark.parametrize("printed, passive", [
    # the same objects said another way: each of them is, they are; "your other X", "your [[Boosted]] X": X you control
    ("Each Elemental you control is [Defender].", "elementals you control are defender"),
    ("Each Character you control has [Tough 1].", "characters you control are tough 1"),
    ("Each token you control is [Defender].", "tokens you control are defender"),
    ("Your other Characters have [Seasoned].", "other characters you control are seasoned"),
    ("Your other Animals are [Defender].", "other animals you control are defender"),
    ("Your [[Boosted]] Characters have [Tough 1].", "boosted characters you control are tough 1"),
])
def test_a_keyword_given_to_ones_objects_said_another_way(printed, passive):
    assert said(printed) == {"passive": passive}


@pytest.mark.parametrize("printed, after", [
    # scenarios/effects/its-controller-may-draw-a-card.yaml: the target's controller decides (6.1.g)
    ("Send target Character to Reserve. Its controller may draw a card.", {"their controller": [{"draw": 1, "may": True}]}),
    ("Discard target Character. Its controller may [Resupply].", {"their controller": [{"resupply": "you", "may": True}]}),
])
def test_its_controller_may(printed, after):
    (ln,) = translate.translate("spell", [printed], []).lines
    assert ln.missing is None, ln.missing
    assert ln.data[-1] == after


def test_its_controller_may_after_no_target_is_refused():
    (ln,) = translate.translate("spell", ["Draw a card. Its controller may draw a card."], []).lines
    assert ln.missing is not None


@pytest.mark.parametrize("printed, what", [
    # scenarios/selectors/return-a-character-with-hand-cost-or-less-from-your-reserve.yaml: chosen as it resolves (6.1.g)
    ("{J} Return a Character with Hand Cost {2} or less from your Reserve to your hand.", "a character in your reserve with hand cost 2 or less"),
    ("{J} Return a Character in your Reserve with Hand Cost {2} or less to your hand.", "a character in your reserve with hand cost 2 or less"),
    ("{J} Return target Character with Hand Cost {2} or less from your Reserve to your hand.",
     "target character in your reserve with hand cost 2 or less"),
])
def test_a_card_of_a_cost_from_your_reserve(printed, what):
    assert said(printed)["do"] == [{"return to hand": what}]


@pytest.mark.parametrize("printed", [
    # the objects of its controller's opponents said in the plural, or with "your opponents": each of them (v5.0 7.5.5.b)
    "{J} Characters your opponents control gain [[Asleep]].",
    "{J} Characters controlled by your opponents gain [[Asleep]].",
    "{J} Characters an opponent controls gain [[Asleep]].",
    "{J} Each Character your opponents control gains [[Asleep]].",
])
def test_characters_your_opponents_control(printed):
    assert said(printed)["do"] == [{"gain status": {"object": "each character controlled by an opponent", "status": "asleep"}}]


@pytest.mark.parametrize("printed, same_as", [
    # target cards "in Reserves", "from a Reserve": "in a Reserve", each in any Reserve (v5.0 7.3.35.a)
    ("{J} Discard up to two target cards in Reserves.", "{J} Discard up to two target cards in a Reserve."),
    ("{J} Discard up to two target cards from Reserves.", "{J} Discard up to two target cards in a Reserve."),
    ("{H} Return target card from a Reserve to its owner's hand.", "{H} Return target card in a Reserve to its owner's hand."),
    ("{J} Exhaust up to two target cards in Reserves.", "{J} Exhaust up to two target cards in a Reserve."),
])
def test_target_cards_in_reserves(printed, same_as):
    assert read(printed) == read(same_as)


@pytest.mark.parametrize("printed, step", [
    # scenarios/effects/a-card-from-your-reserve-on-top-of-your-deck.yaml
    ("{J} Put a card from your Reserve on top of your deck.", {"put on top of deck": "a card in your reserve"}),
    ("{J} Put target card in your Reserve on top of your deck.", {"put on top of deck": "target card in your reserve"}),
    ("{J} Put a card from your Reserve at the bottom of your deck.", {"put in deck": {"object": "a card in your reserve", "position": "bottom"}}),
])
def test_a_reserve_card_to_your_deck(printed, step):
    assert said(printed)["do"] == [step]


@pytest.mark.parametrize("printed, lasting", [
    # scenarios/costs/this-day-your-characters-cost-one-less.yaml: an Emblem-Ongoing as long (2.2.2.m)
    ("{H} This Day, your Characters cost {1} less.", {"passive": "your characters cost 1 less", "until": "end of day"}),
    ("{H} This turn, your Characters cost {1} less.", {"passive": "your characters cost 1 less", "until": "end of turn"}),
    ("{H} Your Characters cost {1} less this turn.", {"passive": "your characters cost 1 less", "until": "end of turn"}),
    ("{H} Spells you play this turn cost {1} less.", {"passive": "your spells cost 1 less", "until": "end of turn"}),
])
def test_a_cost_reduction_for_a_while(printed, lasting):
    assert said(printed)["do"] == [{"ongoing": lasting}]


@pytest.mark.parametrize("printed, exp", [
    # scenarios/passives/target-opponents-expeditions-cannot-move-forward-this-day.yaml: a player's expeditions, each
    ("{J} Target opponent's Expeditions can't move forward this Day.", "each of target opponent's expeditions"),
    ("{J} Your Expeditions can't move forward this Day.", "each of your expeditions"),
])
def test_a_players_expeditions_cant_move_forward_this_day(printed, exp):
    assert said(printed)["do"] == [{"ongoing": {"passive": "expeditions can't move forward", "expedition": exp, "until": "end of day"}}]


@pytest.mark.parametrize("printed, then", [
    # scenarios/effects/look-at-the-top-card-may-put-it-at-the-bottom.yaml: "it" is the card looked at
    ("{J} Look at the top card of your deck. You may discard it.", {"discard": "your top deck card", "may": True}),
    ("{J} Look at the top card of your deck. You may put it at the bottom of your deck.",
     {"put in deck": {"object": "your top deck card", "position": "bottom"}, "may": True}),
    ("{J} Look at the top card of your deck. You may put it in your Reserve.", {"put in reserve": "your top deck card", "may": True}),
])
def test_look_at_the_top_card_then_it(printed, then):
    assert said(printed)["do"] == [{"look at top deck card": {}}, then]


@pytest.mark.parametrize("printed, step", [
    # scenarios/effects/target-opponent-discards-a-random-card-from-their-hand.yaml (v5.0 6.5.j)
    ("{J} Discard a random card from your hand.", {"discard": "a random card from your hand"}),
    ("{J} Target opponent discards a random card from their hand.", {"target opponent": [{"discard": "a random card from your hand"}]}),
])
def test_a_random_card_from_a_hand(printed, step):
    assert said(printed)["do"] == [step]


@pytest.mark.parametrize("printed, same_as", [
    # the community's source's own words for the cards' (tools/ and docs/samples/: its texts, converted)
    ("{J} Ready your cards in Reserve.", "{J} Ready all cards in your Reserve."),
    ("My region is {V} in addition to its other types.", "My region is {V} in addition to its other terrains."),
    ("{H} Another target Character becomes [[Fleeting]].", "{H} Another target Character gains [[Fleeting]]."),
])
def test_the_community_sources_words(printed, same_as):
    assert said(printed) == said(same_as)


@pytest.mark.parametrize("printed, same_as", [
    # other words for the same steps: a status or boosts one "gets" or "receives" is one it gains; "You draw"; a move
    # said passively (v5.0 7.3.37)
    ("{J} Target Character gets [[Anchored]].", "{J} Target Character gains [[Anchored]]."),
    ("{J} I get [[Anchored]].", "{J} I gain [[Anchored]]."),
    ("{J} Target Character receives 2 boosts.", "{J} Target Character gains 2 boosts."),
    ("{J} You draw a card.", "{J} Draw a card."),
    ("{J} Target Character is sent to Reserve.", "{J} Send target Character to Reserve."),
])
def test_other_words_for_the_same_steps(printed, same_as):
    assert said(printed) == said(same_as)


def test_a_card_from_your_hand_or_deck():
    (ln,) = translate.translate("character", ["When a card goes from your Hand or deck to Reserve — Draw a card."], []).lines
    assert ln.missing is None, ln.missing
    assert ln.data["when"] == "a card goes to your reserve from your deck or hand"


def test_a_trigger_on_becoming_a_status_is_not_a_gain():
    # "When I become [[Exhausted]]" stays a trigger's words: only an effect's "becomes" is a gain
    (ln,) = translate.translate("character", ["When I become [[Asleep]] — Draw a card."], []).lines
    assert ln.missing is not None or "gain status" not in str(ln.data)


@pytest.mark.parametrize("printed, steps", [
    # steps listed with a comma beside a keyword action: one after the other (6.1.c), as "X, then Y"
    ("[Sabotage], [Resupply].", [{"sabotage": {}}, {"resupply": "you"}]),
    ("Draw a card, [Resupply].", [{"draw": 1}, {"resupply": "you"}]),
])
def test_steps_listed_with_a_comma(printed, steps):
    (ln,) = translate.translate("spell", [printed], []).lines
    assert ln.missing is None, ln.missing
    assert ln.data == steps


def test_a_condition_before_a_comma_is_not_a_list():
    (ln,) = translate.translate("spell", ["If you control a Landmark, [Resupply], draw a card."], []).lines
    assert ln.missing is not None or ln.data[0].get("if")


@pytest.mark.parametrize("printed, cond", [
    # what happened this turn or day, counted (judge/state.py history): scenarios/effects/if-you-played-two-or-more-spells-this-day.yaml,
    # scenarios/effects/if-you-rolled-a-die-this-day.yaml
    ("{J} If you played two or more Spells this Day, draw a card.", "you played 2 or more spells this day"),
    ("{J} If you've played three or more Characters this turn, draw a card.", "you played 3 or more characters this turn"),
    ("{J} If you rolled a die this Day, draw a card.", "you rolled a die this day"),
    ("{J} If you discarded a card from your hand this Day, draw a card.", "you discarded a card from your hand this day"),
])
def test_what_happened_counted(printed, cond):
    assert said(printed)["do"] == [{"if": cond, "then": [{"draw": 1}]}]


@pytest.mark.parametrize("printed, cond", [
    # scenarios/effects/if-you-control-a-character-with-two-or-more-boosts.yaml (2.4.4.a)
    ("{J} If you control a Character with 3 or more boosts, draw a card.", "you control a character with 3 or more boosts"),
    ("{J} If a Character you control has two or more boosts, draw a card.", "you control a character with 2 or more boosts"),
    ("{J} If you control another Character with 2 or more boosts, draw a card.", "you control another character with 2 or more boosts"),
])
def test_a_character_with_boosts(printed, cond):
    assert said(printed)["do"] == [{"if": cond, "then": [{"draw": 1}]}]


@pytest.mark.parametrize("printed, first", [
    # scenarios/effects/sacrifice-me-unless-you-pay.yaml: "X unless you [do Y]" is "You may Y. If you don't, X."
    ("At Noon — Sacrifice me unless you pay {1}.", {"pay": ["1 mana"], "then": []}),
    ("At Noon — You may pay {1}. If you don't, sacrifice me.", {"pay": ["1 mana"], "then": []}),
    ("At Noon — Sacrifice me unless you discard a card from your Reserve.", {"discard": "a card in your reserve", "may": True}),
])
def test_unless_you_pay(printed, first):
    assert said(printed)["do"] == [first, {"if": "not you did", "then": [{"sacrifice": "me"}]}]


def test_a_targets_gain_instead_if_it_is_in_a_terrain():
    # "it", in the condition and in the step, is the one target named before: no other object is "it" here (an
    # earlier session refused this line asking whose; the target is the only object the effect names)
    (ln,) = translate.translate("character", ["{H} Target Character gains 2 boosts. If it's in {V}, it gains 3 boosts instead."], []).lines
    assert ln.missing is None, ln.missing
    parse_ability(ln.data)
    assert ln.data["do"][0] == {"target": "target character"} and ln.data["do"][1]["else"] == [{"gain boosts": {"object": "them", "amount": 2}}]


def test_a_targets_gain_instead_if_it_is_a_subtype():
    # scenarios/effects/target-gains-more-instead-if-it-is-a-subtype.yaml: one of the two on the target (v5.0 6.5.d)
    (ln,) = translate.translate("character", ["{J} Target Character gains 1 boost. If it's a Plant, it gains 2 boosts instead."], []).lines
    assert ln.missing is None, ln.missing
    parse_ability(ln.data)
    assert ln.data["do"] == [{"target": "target character"},
                             {"if": "it is a Plant", "then": [{"gain boosts": {"object": "them", "amount": 2}}],
                              "else": [{"gain boosts": {"object": "them", "amount": 1}}]}]


@pytest.mark.parametrize("printed", ["When you sacrifice a Landmark — I gain 1 boost.", "When a Landmark you control is sacrificed — I gain 1 boost."])
def test_when_you_sacrifice_a_landmark(printed):
    # scenarios/triggers/you-sacrifice-a-landmark.yaml
    assert read(printed)["when"] == "you sacrifice a landmark"


@pytest.mark.parametrize("printed, same_as", [
    # "For each X, do Y" is "Do Y for each X" (v5.0 6.5.i)
    ("{J} For each Plant you control, draw a card.", "{J} Draw a card for each Plant you control."),
    ("At Noon — For each token you control, I gain 1 boost.", "At Noon — I gain 1 boost for each token you control."),
])
def test_for_each_said_first(printed, same_as):
    assert said(printed) == said(same_as)


@pytest.mark.parametrize("printed, when", [
    # scenarios/feats/when-a-feat-becomes-completed.yaml
    ("When I become [Completed] — Draw a card.", "i become completed"),
    ("When I'm completed — Draw a card.", "i become completed"),
    ("When you complete a Feat — Draw a card.", "you complete a feat"),
    ("When a Feat you control becomes [Completed] — Draw a card.", "you complete a feat"),
])
def test_a_feat_becoming_completed(printed, when):
    assert read(printed, "permanent")["when"] == when


@pytest.mark.parametrize("printed, step", [
    # scenarios/feats/sacrifice-a-completed-feat.yaml
    ("{J} You may sacrifice a [Completed] Feat. If you do, draw two cards.", {"sacrifice": "a completed Feat you control", "may": True}),
    ("{J} You may sacrifice a [Completed] Feat to draw two cards.", {"sacrifice": "a completed Feat you control", "may": True}),
])
def test_sacrifice_a_completed_feat(printed, step):
    assert said(printed)["do"] == [step, {"if": "you did", "then": [{"draw": 2}]}]


def test_per_completed_feat_you_control():
    (ln,) = translate.translate("character", ["{J} I gain 1 boost per [Completed] Feat you control."], []).lines
    assert ln.missing is None, ln.missing
    assert ln.data["do"] == [{"gain boosts": {"object": "me", "amount": 1, "per": "completed Feat in your landmarks"}}]


@pytest.mark.parametrize("printed, what", [
    # scenarios/feats/complete-target-feat.yaml
    ("{J} Complete target Feat you control.", "target Feat you control"),
    ("{J} Complete a Feat you control.", "a Feat you control"),
])
def test_complete_another_feat(printed, what):
    assert read(printed)["do"] == [{"complete": what}]


@pytest.mark.parametrize("printed, same_as", [
    # the community source's words, found reading old-set cards as it prints them (docs/samples/), each said here with
    # other numbers and objects than any card's
    ("{J} Activate the {j} triggers of target Permanent you control.", "{J} Activate the {j} abilities of target Permanent you control."),
    ("If I'm [[Boosted]], other Plants cost {2} less to play from your Reserve, with a minimum of {1}.",
     "If I'm [[Boosted]], you may play other Plants from your Reserve for {2} less, down to a minimum of {1}."),
    ("Characters you control have their {V}, {M}, and {O} equal to their highest statistic.",
     "The {V}, {M} and {O} of Characters you control are equal to their highest statistic."),
    ("{J} Target any number of other Characters in {O}. They gain 1 boost.",
     "{J} Any number of other target Characters in {O} each gain 1 boost."),
    ("{H} Roll a die:\n• On a 5+, draw a card.\n• On a 1-4, [Sabotage].", "{H} Roll a die. On a:\n• 5+, draw a card.\n• 1-4, [Sabotage]."),
])
def test_more_of_the_community_sources_words(printed, same_as):
    assert said(printed) == said(same_as)


@pytest.mark.parametrize("printed, passive", [
    # the community source's words for two passives the cards print otherwise (their own words are not spelt out here)
    ("If there are no Characters in the Expedition I'm played in, I cost {3} less.", "i cost 3 less in an expedition without characters"),
    ("If the Expedition facing me is in {M}, it can only move forward due to {M}.",
     "while the expedition facing me is in mountain, it moves forward during dusk only due to mountain"),
])
def test_the_community_sources_passives(printed, passive):
    assert said(printed) == {"passive": passive}


@pytest.mark.parametrize("printed, same_as", [
    # "should" for "would" in a replacement; a card put "in your Mana Orbs" is put in the Mana zone
    ("If I should be discarded, send me to Reserve instead.", "If I would be discarded, send me to Reserve instead."),
    ("{J} Put the top card of your deck in your Mana Orbs, exhausted.", "{J} Put the top card of your deck in your Mana zone, exhausted."),
])
def test_should_and_mana_orbs(printed, same_as):
    assert said(printed) == said(same_as)


@pytest.mark.parametrize("printed, what", [
    # scenarios/effects/each-character-in-contact.yaml (v5.0 7.5.9.b)
    ("{J} Each Character [In Contact] gains 1 boost.", "each character in contact"),
    ("{J} Target Character [In Contact] gains 1 boost.", "target character in contact"),
    ("{J} Each Character you control that is [In Contact] gains 1 boost.", "each character you control in contact"),
])
def test_characters_in_contact(printed, what):
    assert said(printed)["do"] == [{"gain boosts": {"object": what, "amount": 1}}]


@pytest.mark.parametrize("printed, exp", [
    # scenarios/dusk/the-expedition-facing-me-loses-ascended.yaml (v5.0 7.3.21.a)
    ("{J} Target Expedition loses [[Ascended]].", "target expedition"),
    ("{J} The Expedition facing me loses [[Ascended]].", "the expedition facing me"),
])
def test_an_expedition_loses_ascended(printed, exp):
    assert read(printed)["do"] == [{"lose ascended": exp}]


def test_a_character_cannot_lose_ascended():
    (ln,) = translate.translate("character", ["{J} Target Character loses [[Ascended]]."], []).lines
    assert ln.missing is not None  # Ascended is a status of expeditions only (v5.0 2.4.3)


def test_double_boosts_on_nothing_is_refused_not_an_error():
    # found by the translator fuzz: "Double the number of boosts on" with no object raised instead of being refused
    (ln,) = translate.translate("character", ["{J} Draw a card. Double the number of boosts on"], []).lines
    assert ln.missing is not None


@pytest.mark.parametrize("printed, same_as", [
    # the community source's words: "of hand cost", "doesn't advance", hyphen bullets
    ("{J} Target Character of hand cost {4} or less gains [[Asleep]].", "{J} Target Character with Hand Cost {4} or less gains [[Asleep]]."),
    ("When my Expedition doesn't advance during Dusk — I gain 1 boost.", "When my Expedition fails to move forward during Dusk — I gain 1 boost."),
    ("{J} Choose one:\n- Draw a card.\n- I gain 2 boosts.", "{J} Choose one:\n• Draw a card.\n• I gain 2 boosts."),
])
def test_the_community_sources_other_words(printed, same_as):
    assert said(printed) == said(same_as)


@pytest.mark.parametrize("printed, cond", [
    # scenarios/effects/if-my-expedition-moved-forward-this-day.yaml (v5.0 7.3.25.a)
    ("{J} If my Expedition moved forward this Day, draw a card.", "my expedition moved forward this day"),
    ("{J} If both of your Expeditions have moved forward this Day, draw a card.", "both of your expeditions moved forward this day"),
    # scenarios/effects/if-each-of-your-expeditions-has-two-or-more-characters.yaml (7.4.3.b)
    ("{J} If each of your Expeditions has two or more Characters, draw a card.", "each of your expeditions has 2 or more characters"),
    ("{J} If you control Characters in both of your Expeditions, draw a card.", "each of your expeditions has 1 or more characters"),
    # the game's history of {D} abilities, counted
    ("{J} If three or more {D} abilities were activated this Day, draw a card.", "3 or more support abilities were activated this day"),
    ("{J} If you activated two or more {D} abilities this turn, draw a card.", "you activated 2 or more support abilities this turn"),
])
def test_more_of_what_happened(printed, cond):
    assert said(printed)["do"] == [{"if": cond, "then": [{"draw": 1}]}]


@pytest.mark.parametrize("printed, play", [
    # scenarios/effects/play-a-subtype-from-your-reserve-for-free.yaml (2.2.2.n, v5.0 7.3.26.a)
    ("{J} Play a Construction from your Reserve for free.", {"subtype": "Construction", "from": "reserve", "free": True}),
    ("{J} Play a Plant from your hand for {2} less.", {"subtype": "Plant", "from": "hand", "less": 2}),
])
def test_play_a_subtype(printed, play):
    assert said(printed)["do"] == [{"play": play}]


def test_rush_alone_is_a_step():
    # "[Rush]." alone on a Spell: the keyword action, to play a card immediately (v5.0 7.3.34.a), not a keyword
    assert said("[Rush].", "spell") == [{"play": {"type": "card"}}]


# --- the twenty-second session: choices of modes said any way, costs said as steps, compositions ---

_MODES = [[{"draw": 1}], [{"resupply": "you"}], [{"gain boosts": {"object": "target character", "amount": 1}}]]
_THREE = "• Draw a card. • [Resupply]. • Target Character gains 1 boost."


@pytest.mark.parametrize("head, step", [
    # scenarios/effects/choose-one-or-more-modes.yaml (v5.0 6.5.g)
    ("Choose one or more:", {"choose modes": _MODES, "count": 3, "same mode again": False, "up to": True, "at least": 1}),
    ("Choose any number:", {"choose modes": _MODES, "count": 3, "same mode again": False, "up to": True}),
    ("Choose any number of modes:", {"choose modes": _MODES, "count": 3, "same mode again": False, "up to": True}),
    ("Choose two. You may choose the same mode more than once:", {"choose modes": _MODES, "count": 2, "same mode again": True}),
    ("Choose three, you may choose the same option twice:", {"choose modes": _MODES, "count": 3, "same mode again": True}),
])
def test_a_choice_of_several_modes_said_another_way(head, step):
    assert said(f"{head} {_THREE}", "spell") == [step]


@pytest.mark.parametrize("head", ["Choose one. If you control a Plant, choose two instead:", "Choose one, or two if you control a Plant:"])
def test_more_modes_under_a_condition(head):
    # scenarios/effects/choose-two-instead-under-a-condition.yaml (v5.0 6.5.d-e): checked as the step resolves
    assert said(f"{head} {_THREE}", "spell") == [{"if": "you control a Plant",
                                                 "then": [{"choose modes": _MODES, "count": 2, "same mode again": False}],
                                                 "else": [{"modes": _MODES}]}]


@pytest.mark.parametrize("printed, first", [
    ("{J} You may sacrifice a Character to choose one: • Draw a card. • [Resupply].", {"pay": ["sacrifice a character"]}),
    ("{J} You may spend 1 boost from a Character you control. If you do, choose one: • Draw a card. • [Resupply].",
     {"pay": ["spend 1 boost from a character you control"]}),
])
def test_a_choice_of_modes_paid_for(printed, first):
    # an internal action (5.2.3.g): the choice only once the cost is paid (scenarios/effects/choose-one-or-pay-to-choose-both.yaml)
    assert said(printed)["do"] == [{**first, "then": [{"modes": _MODES[:2]}]}]


def test_a_choice_of_modes_after_an_optional_step():
    assert said("{J} You may exhaust a Permanent you control. If you do, choose one: • Draw a card. • [Resupply].")["do"] == [
        {"exhaust": "a permanent you control", "may": True}, {"if": "you did", "then": [{"modes": _MODES[:2]}]}]


def test_more_modes_than_the_card_gives_is_refused():
    (ln,) = translate.translate("spell", ["Choose four: • Draw a card. • [Resupply]."], []).lines
    assert ln.missing == "a choice of more modes than the card gives"


@pytest.mark.parametrize("cost, paid", [
    ("spend 1 boost from a Character you control", ["spend 1 boost from a character you control"]),
    ("discard any number of cards from your Reserve", ["any number of reserve cards to discard"]),
    ("sacrifice any number of Permanents", ["any number of permanents to sacrifice"]),
    ("discard two cards from your Reserve", ["reserve card to discard", "reserve card to discard"]),
    ("sacrifice a token or discard a token from your Reserve", ["sacrifice or discard a token"]),
])
def test_a_cost_said_as_a_step_then_if_you_do(cost, paid):
    # "You may [cost]. If you do, X" where [cost] is said only as a cost: "You may [cost] to X" (v5.0 6.4.c, 6.5.f)
    assert said(f"{{J}} You may {cost}. If you do, draw a card.")["do"] == [{"pay": paid, "then": [{"draw": 1}]}]
    assert said(f"{{J}} You may {cost}. If you do, draw a card.") == said(f"{{J}} You may {cost} to draw a card.")


def test_a_step_said_as_a_step_keeps_its_reading():
    # an optional step the language has: a step, then "if you did" (6.5.f), as before
    assert said("{J} You may exhaust a Permanent you control. If you do, draw a card.")["do"] == [
        {"exhaust": "a permanent you control", "may": True}, {"if": "you did", "then": [{"draw": 1}]}]


@pytest.mark.parametrize("printed", [
    "{J} If you control a Plant, I gain [[Fleeting]] unless your hand is empty.",
    "{J} If you control a Plant, draw a card unless your hand is empty.",
])
def test_unless_inside_a_condition(printed):
    # "If A, X unless B": X only when A holds and B does not, both checked just before it (v5.0 6.5.d)
    (step,) = said(printed)["do"]
    assert step["if"] == "you control a Plant"
    (inner,) = step["then"]
    assert inner["if"] == "not your hand is empty"


def test_otherwise_a_lasting_effect():
    (step,) = said("{J} If you control a Plant, draw a card. Otherwise, pay {1} less for the next Permanent you play this Afternoon.")["do"]
    assert step["else"] == [{"next card costs less": {"type": "permanent", "amount": 1, "until": "afternoon"}}]


def test_a_cost_for_a_lasting_effect():
    assert said("{J} You may sacrifice a token to pay {2} less for the next Permanent you play this Day.")["do"] == [
        {"pay": ["sacrifice a token"], "then": [{"next card costs less": {"type": "permanent", "amount": 2, "until": "day"}}]}]


def test_draw_one_card_per_counter_on_me():
    # scenarios/effects/draw-one-card-per-counter-on-me.yaml
    assert said("{J} Draw X cards, where X is my number of Kelon counters.")["do"] == [{"draw": {"amount": 1, "per": "Kelon counter on me"}}]


def test_as_many_tokens_as_the_result():
    # scenarios/effects/create-as-many-tokens-as-the-result.yaml (v5.0 7.3.33.b)
    do = said("{J} Roll a die. Create X [Ordis Recruit 1/1/1] Soldier tokens in my Expedition, where X is the result.")["do"]
    assert do[0] == {"roll a die": {}} and do[1]["create token"]["count"] == "the result"


def test_as_many_tokens_as_a_result_never_rolled_does_not_load():
    from judge.language import AbilityError
    (ln,) = translate.translate("character", ["{J} Create X [Ordis Recruit 1/1/1] Soldier tokens in my Expedition, where X is the result."],
                                []).lines
    with pytest.raises(AbilityError, match="the result"):
        parse_ability(ln.data)


@pytest.mark.parametrize("printed, what", [
    ("{J} Augment me.", "me"),  # scenarios/effects/augment-each-character-you-control.yaml (v5.0 7.3.4.a)
    ("{J} Augment each Character you control.", "each character you control"),
])
def test_augment_any_object(printed, what):
    assert said(printed)["do"] == [{"augment": what}]


@pytest.mark.parametrize("printed, same_as", [
    ("{J} Double target Character's boosts.", "{J} Double the number of boosts on target Character."),
    ("{J} Double target Permanent's Kelon counters.", "{J} Double the Kelon counters on target Permanent."),
])
def test_double_said_with_a_possessive(printed, same_as):
    assert said(printed) == said(same_as)


def test_scout_said_in_brackets_with_its_number():
    assert translate.line("[[Scout 2]].", "character").data == translate.line("[Scout] {2}.", "character").data == "Scout 2"


def test_when_you_receive_a_token():
    # scenarios/triggers/you-receive-a-token-whoever-makes-it.yaml (v5.0 7.3.30.a)
    data = said("When you receive a token — I gain 1 boost.")
    assert data["when"] == "you receive a token"
    assert render_ability(parse_ability(data)) == "When you receive a token — I gain 1 boost."


@pytest.mark.parametrize("printed, when", [
    # scenarios/reactions/i-gain-one-or-more-counters-of-a-name.yaml (v5.0 7.3.15.a)
    ("When I gain one or more Kelon counters — Draw a card.", "i gain kelon counters"),
    ("When I gain a Kelon counter — Draw a card.", "i gain kelon counters"),
    # scenarios/dusk/an-opponents-expedition-fails-to-move-forward.yaml (4.2.4.g)
    ("When an opponent's Expedition fails to move forward — Draw a card.", "an opponent's expedition fails to move forward"),
])
def test_more_triggers(printed, when):
    data = said(printed)
    assert data["when"] == when
    assert render_ability(parse_ability(data)).startswith(printed.split(" — ")[0].replace("a Kelon counter", "one or more Kelon counters"))


def test_gaining_boosts_is_not_a_counter_trigger():
    # boosts have their own trigger ("When I gain one or more boosts"), read as before
    assert said("When I gain one or more boosts — Draw a card.")["when"] == "i gain boosts"


@pytest.mark.parametrize("printed, cond", [
    # scenarios/effects/if-you-played-constructions-this-day-or-turn.yaml (2.2.2.n)
    ("{H} If you played a Construction this turn, I gain 1 boost.", "you played a Construction this turn"),
    ("{H} If you played a Construction this Day, I gain 1 boost.", "you played a Construction this day"),
    ("{H} If you played two or more Constructions this Day, I gain 1 boost.", "you played 2 or more Construction cards this day"),
])
def test_played_a_subtype_in_a_span(printed, cond):
    assert said(printed)["do"] == [{"if": cond, "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]


@pytest.mark.parametrize("printed, data", [
    ("Your Spells cost {1} less to play.", {"passive": "your spells cost 1 less"}),
    # scenarios/passives/your-characters-cost-less-while-a-condition-holds.yaml
    ("Your Characters cost {1} less if your Reserve is empty.", {"passive": "your characters cost 1 less", "if": "your reserve is empty"}),
    ("Spells you play cost {1} less if you control a Plant.", {"passive": "your spells cost 1 less", "if": "you control a Plant"}),
])
def test_your_cards_cost_less_said_other_ways(printed, data):
    assert said(printed) == data


# --- a card's abilities printed in one paragraph (the community's source): a static ability or keywords after another ---

def test_a_passive_ability_after_a_reaction_in_one_paragraph():
    tr = translate.translate("character", ["{J} Draw a card. If I'm [[Anchored]], I'm [Defender]."], [])
    (ln,) = tr.lines
    assert ln.missing is None and ln.kind == "abilities"
    assert ln.data == [{"when": "enters play", "do": [{"draw": 1}]}, {"passive": "i am defender", "if": "i am anchored"}]
    for data in ln.data:
        parse_ability(data)


def test_a_replacement_after_a_reaction_in_one_paragraph():
    (ln,) = translate.translate("character", ["At Dusk — Draw a card. If I would gain [[Fleeting]], I gain [[Anchored]] instead."], []).lines
    assert ln.missing is None and ln.data == [{"when": "at dusk", "do": [{"draw": 1}]},
                                              {"passive": "if i would gain fleeting, i gain anchored instead"}]


def test_a_sentence_that_is_a_step_stays_a_step():
    # "I gain 1 boost per card in your Landmarks" is a step of the reaction (and a passive alone): read as printed, one ability
    (ln,) = translate.translate("character", ["{J} Draw a card. I gain 1 boost per card in your Landmarks."], []).lines
    assert ln.kind == "ability" and ln.data["do"][1] == {"gain boosts": {"object": "me", "amount": 1, "per": "card in your landmarks"}}


@pytest.mark.parametrize("printed, tough", [
    ("{J} [Sabotage]. [Tough 1].", 1),
    ("[Tough 2]. {J} I gain 2 Trial counters. At Dusk — You may spend 1 of my Trial counters to draw a card.", 2),
])
def test_keywords_before_or_after_abilities_in_one_paragraph(printed, tough):
    tr = translate.translate("permanent", [printed], [])
    assert tr.verdict == "modelled" and tr.tough == tough and tr.abilities


@pytest.mark.parametrize("printed, cond", [
    # scenarios/effects/if-you-control-characters-with-boosts.yaml (2.4.4.a)
    ("{J} If you control three or more Characters with 2 or more boosts, draw a card.", "you control 3 or more characters with 2 or more boosts"),
    ("{J} If you control a Character in each of your Expeditions, draw a card.", "each of your expeditions has 1 or more characters"),
    # scenarios/effects/if-the-total-forest-of-your-characters.yaml (2.2.9.a)
    ("{J} If the total {V} of Characters you control is 10 or more, draw a card.", "the total forest of characters you control is 10 or more"),
    ("{J} If the total {O} of Characters you control is 8 or more, draw a card.", "the total water of characters you control is 8 or more"),
])
def test_counts_of_what_you_control(printed, cond):
    assert said(printed)["do"] == [{"if": cond, "then": [{"draw": 1}]}]


@pytest.mark.parametrize("printed, same_as", [
    # v5.0 4.2.b: "at [that phase]" Reactions activate at the beginning of the phase
    ("At the start of Dusk — I gain 1 boost.", "At Dusk — I gain 1 boost."),
    ("At the beginning of Noon — I gain 1 boost.", "At Noon — I gain 1 boost."),
    ("At Noon, I gain 1 boost.", "At Noon — I gain 1 boost."),
])
def test_a_phase_trigger_said_another_way(printed, same_as):
    assert said(printed) == said(same_as)


@pytest.mark.parametrize("printed", ["If I was played from your Reserve, draw a card.", "If you played me from your Reserve, draw a card."])
def test_a_spell_played_from_your_reserve(printed):
    # scenarios/effects/a-spell-played-from-your-reserve.yaml (5.1.2.a)
    assert said(printed, "spell") == [{"if": "i was played from your reserve", "then": [{"draw": 1}]}]


def test_where_a_character_itself_was_played_from_is_not_said_outside_a_spell():
    # {H} and {R} say it of a Character; the engine knows the zone only for a Spell's effect
    (ln,) = translate.translate("character", ["{J} If I was played from your Reserve, draw a card."], []).lines
    assert ln.missing == "where the card itself was played from, said outside a Spell's effect"


@pytest.mark.parametrize("printed, same_as", [
    ("Draw a card. Then, draw another card.", "Draw a card. Then, draw a card."),
    ("{J} Your opponents each discard a card from their Reserve.", "{J} Each opponent discards a card from their Reserve."),
])
def test_more_words_the_cards_use(printed, same_as):
    kind = "spell" if not printed.startswith("{") else "character"
    assert said(printed, kind) == said(same_as, kind)


def test_discard_two_cards_from_your_hand():
    # scenarios/effects/draw-then-discard-two-cards-from-your-hand.yaml (its player chooses, v5.0 3.2.5.c)
    assert said("Draw three cards, then discard two cards from your hand.", "spell") == [
        {"draw": 3}, {"discard": {"choose": "a card from your hand", "count": 2}}]


def test_loses_all_boosts_without_its():
    assert said("Each other Character loses all boosts.", "spell") == said("Each other Character loses all its boosts.", "spell")


@pytest.mark.parametrize("printed, sel", [
    # scenarios/selectors/a-character-with-two-or-more-boosts.yaml (2.4.4.a)
    ("{J} Send target Character with 2 or more boosts to Reserve.", "target character with 2 or more boosts"),
    ("{J} Send each Character with two or more boosts to Reserve.", "each character with 2 or more boosts"),
])
def test_a_character_with_that_many_boosts(printed, sel):
    assert said(printed)["do"] == [{"put in reserve": sel}]


@pytest.mark.parametrize("printed", ["{J} Send target Permanent with 2 or more boosts to Reserve.",
                                     "{J} Send target [[Boosted]] Character with 2 or more boosts to Reserve."])
def test_boosts_are_a_characters(printed):
    (ln,) = translate.translate("character", [printed], []).lines
    assert ln.missing is not None


@pytest.mark.parametrize("printed, do", [
    # scenarios/effects/tokens-in-each-of-your-expeditions-that-is-behind.yaml (v5.0 7.5.2)
    ("{J} Create a [Test Moth 1/2/3] Bug token in each of your Expeditions that's behind.",
     [{"create token": {"token": "Test Moth 1/2/3 Bug", "in": "each of your expeditions behind"}}]),
    ("{J} Each of your Expeditions that's ahead moves backward one region.", [{"move backward": "each of your expeditions ahead"}]),
    ("{J} Target Expedition that's behind moves forward one region.",
     [{"target": "target expedition that is behind"}, {"move forward": "that expedition"}]),
    ("{J} Create a [Test Moth 1/2/3] Bug token in target Expedition that's tied.",
     [{"target": "target expedition that is tied"}, {"create token": {"token": "Test Moth 1/2/3 Bug", "in": "that expedition"}}]),
])
def test_expeditions_by_how_they_stand(printed, do):
    assert said(printed)["do"] == do


@pytest.mark.parametrize("printed, same_as", [
    # having an object do something is it doing it (v5.0 7.3.18.a)
    ("{J} Have target Character gain 1 boost.", "{J} Target Character gains 1 boost."),
    ("{J} Make target Character gain [[Asleep]].", "{J} Target Character gains [[Asleep]]."),
    ("{J} Give target Character [[Anchored]].", "{J} Target Character gains [[Anchored]]."),
    ("{J} Give [[Fleeting]] to target Character.", "{J} Target Character gains [[Fleeting]]."),
    ("{J} Draw as many cards as the number of Plants you control.", "{J} Draw X cards, where X is the number of Plants you control."),
    # "A if X, otherwise B" (v5.0 6.5.e)
    ("{J} Draw two cards if you control a Plant, otherwise draw a card.", "{J} If you control a Plant, draw two cards. Otherwise, draw a card."),
    ("{J} I gain 2 boosts if I'm in {V}, otherwise I gain 1 boost.", "{J} If I'm in {V}, I gain 2 boosts. Otherwise, I gain 1 boost."),
])
def test_steps_said_other_ways(printed, same_as):
    assert said(printed) == said(same_as)


def test_when_you_play_your_first():
    assert said("When you play your first Character each Day — It gains 1 boost.", "hero") == \
        said("The first time you play a Character each Day — It gains 1 boost.", "hero")


def test_fleeting_characters_in_my_expedition_have_a_keyword():
    # scenarios/passives/fleeting-characters-in-my-expedition-are-tough.yaml
    assert said("[[Fleeting]] Characters in my Expedition are [Tough 1].") == {"passive": "fleeting characters in my expedition are tough 1"}


@pytest.mark.parametrize("printed, same_as", [
    ("{H} If there's a Character facing me, I gain 1 boost.", "{H} If I'm facing a Character, I gain 1 boost."),
    ("{H} If no Character is facing me, I gain 1 boost.", "{H} If I'm not facing any Character, I gain 1 boost."),
])
def test_facing_said_another_way(printed, same_as):
    assert said(printed) == said(same_as)


def test_ready_a_card_in_your_reserve():
    # scenarios/reserves/ready-a-card-in-your-reserve.yaml (v5.0 2.4.1.f: an exhausted one)
    assert said("{J} Ready a card in your Reserve.")["do"] == [{"ready": "an exhausted card in your reserve"}]


@pytest.mark.parametrize("printed, same_as", [
    # v5.0 7.3.38.a: to spend counters is to remove them
    ("{T}, Remove 1 Kelon counter from me: Draw a card.", "{T}, Spend 1 of my Kelon counters: Draw a card."),
    ("At Noon — I lose 1 Kelon counter.", "At Noon — Remove 1 Kelon counter from me."),
])
def test_counters_removed_said_another_way(printed, same_as):
    assert said(printed, "permanent") == said(same_as, "permanent")


@pytest.mark.parametrize("printed, cost", [
    # scenarios/costs/a-quick-action-paid-with-two-cards-from-your-reserve.yaml (6.1.d)
    ("{T}, Discard two cards from your Reserve: Draw a card.", ["exhaust me", "reserve card to discard", "reserve card to discard"]),
    ("{T}, Put a card from your hand in Reserve: Draw a card.", ["exhaust me", "hand card to reserve"]),
    ("{T}, Pay {2}: Draw a card.", ["exhaust me", "2 mana"]),
])
def test_quick_action_costs_said_as_an_internal_action_says_them(printed, cost):
    assert said(printed, "permanent") == {"quick action": {"cost": cost, "do": [{"draw": 1}]}}


@pytest.mark.parametrize("printed", [
    "{J} I gain 3 Trial counters. Exhaust me, Spend 1 of my Trial counters: Draw a card.",  # {T} in words (1.1.6.h-i)
    "{J} I gain 3 Trial counters. {2}, {T}: Draw a card.",
])
def test_a_quick_action_after_a_reaction_in_one_paragraph(printed):
    (ln,) = translate.translate("permanent", [printed], []).lines
    assert ln.missing is None and ln.kind == "abilities" and "quick action" in ln.data[1]


@pytest.mark.parametrize("printed, same_as", [
    # a step listed after "Then, if X," or "Otherwise," stays the condition's (the comma list of keyword actions is not it)
    ("Exhaust target Character with Hand Cost {2} or lower. Then, if you control a Plant, [Resupply].",
     "Exhaust target Character with Hand Cost {2} or less. Then, if you control a Plant, [Resupply]."),
    ("{H} If you control a Plant, [Sabotage]. Otherwise, [Sabotage] a card with Reserve Cost {2} or lower.",
     "{H} If you control a Plant, [Sabotage]. Otherwise, [Sabotage] a card with Reserve Cost {2} or less."),
])
def test_synonyms_keep_a_conditional_keyword_action(printed, same_as):
    kind = "spell" if not printed.startswith("{") else "character"
    assert said(printed, kind) == said(same_as, kind)


@pytest.mark.parametrize("printed", ["Characters you control with Hand Cost {3} or more are [Tough 1].",
                                     "Your Characters with Hand Cost {3} or more have [Tough 1]."])
def test_your_characters_of_a_hand_cost_have_a_keyword(printed):
    # scenarios/keywords/characters-of-a-hand-cost-you-control-are-tough.yaml
    assert said(printed) == {"passive": "characters you control with hand cost 3 or more are tough 1"}


@pytest.mark.parametrize("printed, data", [
    # scenarios/costs/exhaust-a-character-you-control-as-a-cost.yaml (a ready one, v5.0 2.4.1.f)
    ("{J} You may exhaust a Character you control to draw a card.",
     {"when": "enters play", "do": [{"pay": ["exhaust a character you control"], "then": [{"draw": 1}]}]}),
    ("{T}, Exhaust a Character you control: Draw a card.",
     {"quick action": {"cost": ["exhaust me", "exhaust a character you control"], "do": [{"draw": 1}]}}),
])
def test_exhaust_a_character_you_control_as_a_cost(printed, data):
    assert said(printed, "permanent") == data


def test_when_you_play_a_character_in_my_expedition():
    # scenarios/triggers/you-play-a-character-in-my-expedition.yaml
    data = said("When you play a Character in my Expedition — It gains 1 boost.")
    assert data["when"] == "you play a character in my expedition"
    assert render_ability(parse_ability(data)) == "When you play a Character in my Expedition — It gains 1 boost."


@pytest.mark.parametrize("printed, cost", [
    # scenarios/costs/sacrifice-a-soldier-as-a-cost.yaml (2.2.2.n)
    ("{T}, Sacrifice a Soldier: Draw a card.", "sacrifice a soldier"),
    ("{T}, Sacrifice a [[Boosted]] Character: Draw a card.", "sacrifice a boosted character"),
])
def test_sacrifice_a_subtype_or_a_status_as_a_cost(printed, cost):
    assert said(printed, "permanent") == {"quick action": {"cost": ["exhaust me", cost], "do": [{"draw": 1}]}}


def test_a_sacrifice_cost_names_objects_the_engine_selects():
    from judge import words
    from judge.selectors import SACRIFICE_COSTS
    for cost in ("sacrifice a soldier", "sacrifice a boosted character", "sacrifice a character"):
        words.selector(SACRIFICE_COSTS[words.cost(cost).kind])  # a selector the engine reads (a sub-type capitalised)


@pytest.mark.parametrize("printed, same_as", [
    ("{J} [Sabotage] two times.", "{J} [Sabotage] twice."),
    ("{J} [Sabotage] an exhausted card.", "{J} [Sabotage] an [[Exhausted]] card."),  # scenarios/effects/sabotage-an-exhausted-card.yaml
])
def test_sabotage_said_other_ways(printed, same_as):
    assert said(printed) == said(same_as)


@pytest.mark.parametrize("printed, same_as", [
    ("{J} Put the top card of your deck in your Mana zone as an exhausted Mana Orb.", "{J} Put the top card of your deck in your Mana zone, exhausted."),
])
def test_mana_orbs_said_other_ways(printed, same_as):
    assert said(printed) == said(same_as)


@pytest.mark.parametrize("printed", ["When I become exhausted — Draw a card.", "When I'm exhausted — Draw a card."])
def test_when_i_become_exhausted(printed):
    # scenarios/triggers/when-i-become-exhausted.yaml
    assert said(printed, "permanent")["when"] == "i become exhausted"


@pytest.mark.parametrize("printed, same_as", [
    # scenarios/effects/choose-a-character-you-control-it-gains-boosts.yaml (6.1.g: chosen, not targeted)
    ("Choose a Character you control. It gains 2 boosts.", "A Character you control gains 2 boosts."),
    ("Choose an Expedition. Create a [Test Moth 1/2/3] Bug token in it.", "Create a [Test Moth 1/2/3] Bug token in an Expedition."),
    # only its controller sacrifices what they control (v5.0 7.3.36.a)
    ("Each opponent sacrifices a Character they control.", "Each opponent sacrifices a Character."),
])
def test_chosen_objects_said_other_ways(printed, same_as):
    assert said(printed, "spell") == said(same_as, "spell")


def test_choose_then_it_twice_is_not_rewritten():
    # "Choose a Character you control. It gains 2 boosts, then it switches Expeditions": "it" said again after: not this reading
    (ln,) = translate.translate("spell", ["Choose a Character you control. It gains 2 boosts, then it switches Expeditions."], []).lines
    assert ln.missing is not None  # two steps on one chosen object: the language has no "that one" for it here


def test_characters_of_one_of_your_expeditions_without_all():
    assert said("Characters in your Hero Expedition gain 1 boost.", "spell") == said("All Characters in your Hero Expedition gain 1 boost.", "spell")


def test_if_it_has_a_hand_cost():
    # of the card played (its Hand Cost as it was played, v5.0 2.2.9.b)
    assert said("When you play a Character — If it has Hand Cost {3} or more, it gains 1 boost.") == \
        said("When you play a Character — If its Hand Cost is {3} or more, it gains 1 boost.")


def test_when_i_switch_expeditions():
    # scenarios/triggers/when-i-switch-expeditions.yaml (v5.0 7.3.22.a)
    data = said("When I switch Expeditions — I gain 1 boost.")
    assert data["when"] == "i switch expeditions"
    assert render_ability(parse_ability(data)) == "When I switch Expeditions — I gain 1 boost."


@pytest.mark.parametrize("printed, cond", [
    # scenarios/triggers/a-character-joining-by-its-hand-cost.yaml: "its" is the Character joining
    ("When a Character joins my Expedition — If its Hand Cost is {3} or more, it gains 1 boost.",
     "the character it is about had hand cost 3 or more"),
    ("When another Character joins one of your Expeditions — If it has Hand Cost {2} or less, it gains 1 boost.",
     "the character it is about had hand cost 2 or less"),
])
def test_a_joining_characters_hand_cost(printed, cond):
    (step,) = said(printed)["do"]
    assert step["if"] == cond


@pytest.mark.parametrize("cost, paid", [
    ("sacrifice a Soldier", "sacrifice a soldier"),
    ("sacrifice a [[Boosted]] Character", "sacrifice a boosted character"),
    ("sacrifice an [[Exhausted]] Character", "sacrifice an exhausted character"),
    ("exhaust a Character you control", "exhaust a character you control"),
    ("put a card from your hand in your Reserve", "hand card to reserve"),
    ("put a card from your Hand into Reserve", "hand card to reserve"),
    ("sacrifice a Permanent", "sacrifice a permanent"),
])
@pytest.mark.parametrize("card_type", ["character", "permanent"])
def test_an_optional_play_cost_in_the_internal_actions_vocabulary(cost, paid, card_type):
    """"You may [cost] to play me for {N} less" with any one-object cost an internal action says
    (rulings costs/an-optional-sacrifice-of-a-sub-type, costs/an-optional-cost-of-a-hand-card-or-an-exhausted-character)."""
    assert read(f"You may {cost} to play me for {{2}} less.", card_type) == {"passive": f"{paid} as you play me: i cost 2 less"}


def test_an_optional_play_cost_then_a_spells_effect():
    # a Spell's optional cost first, then its effect (the optional cost is the card's, not a step)
    out = translate.translate("spell", ["You may sacrifice a Soldier to play me for {1} less. Draw a card."], [])
    assert [ln.missing for ln in out.lines] == [None]
    assert out.lines[0].data == [{"draw": 1}]
    assert out.lead == {0: {"passive": "sacrifice a soldier as you play me: i cost 1 less"}}


@pytest.mark.parametrize("cost", ["sacrifice a card", "sacrifice a Spell", "discard a card",
                                  "sacrifice another Character"])
def test_an_optional_play_cost_no_object_could_pay_is_refused(cost):
    # no object of its player's is "a card" or "a Spell" in play; "discard a card" says no zone
    assert translate.line(f"You may {cost} to play me for {{1}} less.", "character").missing is not None


@pytest.mark.parametrize("printed, cost", [
    ("{T}, Sacrifice a Landmark: Draw a card.", "sacrifice a landmark"),
    ("Sacrifice another Character: Draw a card.", "sacrifice another character"),
    ("{T}, Sacrifice another Permanent: Draw a card.", "sacrifice another permanent"),
])
def test_sacrifice_a_landmark_or_another_object_as_a_cost(printed, cost):
    """A quick action's cost in the steps' words (ruling costs/sacrifice-another-permanent-or-a-landmark-as-a-cost)."""
    assert cost in read(printed, "permanent")["quick action"]["cost"]


def test_an_optional_play_cost_of_a_landmark():
    assert read("You may sacrifice a Landmark to play me for {1} less.") == {"passive": "sacrifice a landmark as you play me: i cost 1 less"}


@pytest.mark.parametrize("printed, one, n", [
    ("{T}, Sacrifice two Characters: Draw a card.", "sacrifice a character", 2),
    ("Exhaust two cards in your Reserve: Draw a card.", "exhaust a reserve card", 2),
    ("{T}, Spend 2 boosts from Characters you control: Draw a card.", "spend 1 boost from a character you control", 2),
    ("{T}, Discard three cards from your hand: Draw a card.", "hand card to discard", 3),
])
def test_a_cost_of_several_objects_is_one_cost_each(printed, one, n):
    """(ruling costs/several-objects-of-one-kind-as-costs)"""
    assert read(printed, "permanent")["quick action"]["cost"].count(one) == n


@pytest.mark.parametrize("printed, one", [
    ("{J} You may sacrifice two Characters to draw a card.", "sacrifice a character"),
    ("{J} You may spend 2 boosts from Characters you control to draw a card.", "spend 1 boost from a character you control"),
])
def test_an_optional_cost_of_several_objects(printed, one):
    (first,) = read(printed)["do"]
    assert first["pay"] == [one, one] and first["then"] == [{"draw": 1}]


@pytest.mark.parametrize("cost, one", [
    ("sacrifice two Characters", "sacrifice a character"),
    ("spend 2 boosts from Characters you control", "spend 1 boost from a character you control"),
    ("exhaust two cards in your Reserve", "exhaust a reserve card"),
])
def test_an_optional_play_cost_of_several_objects(cost, one):
    """One cost per object, each paid with its own (ruling costs/an-optional-cost-of-several-objects)."""
    assert read(f"You may {cost} to play me for {{1}} less.") == {"passive": f"{one} and {one} as you play me: i cost 1 less"}


@pytest.mark.parametrize("cost", ["discard two cards from your Reserve", "spend 2 of my boosts", "pay {1}"])
def test_an_optional_play_cost_no_objects_pay_is_refused(cost):
    # cards of the Reserve are the optional discard's (one card); the card's own boosts or Mana are no objects chosen
    assert translate.line(f"You may {cost} to play me for {{1}} less.", "character").missing is not None


@pytest.mark.parametrize("printed, verb, sel", [
    ("{J} Ready up to two Characters you control.", "ready", "up to 2 exhausted character you control"),
    ("{J} Exhaust up to two other Characters you control.", "exhaust", "up to 2 other ready character you control"),
    ("{J} Sacrifice up to two Characters.", "sacrifice", "up to 2 character you control"),
    ("{J} Send up to two Characters you control to Reserve.", "put in reserve", "up to 2 character you control"),
    ("{J} Discard up to two Characters in your Reserve.", "discard", "up to 2 character in your reserve"),
    ("{J} Return up to two exhausted Permanents you control to their owners' hands.", "return to hand", "up to 2 exhausted permanent you control"),
])
def test_up_to_n_objects_that_are_not_targets(printed, verb, sel):
    """Chosen as the step resolves, none to N (ruling effects/up-to-two-objects-chosen-as-it-resolves)."""
    (step,) = read(printed)["do"]
    assert step == {verb: sel}


@pytest.mark.parametrize("printed, obj", [
    ("{J} Up to two Characters you control gain 1 boost.", "up to 2 character you control"),
    ("{J} Up to two other Characters you control gain [[Anchored]].", "up to 2 other character you control"),
])
def test_up_to_n_objects_that_are_not_targets_gain(printed, obj):
    (step,) = read(printed)["do"]
    assert next(iter(step.values()))["object"] == obj


def test_up_to_n_objects_are_no_targets_to_declare():
    from judge.verbs import target_slots

    steps = parse_steps([{"ready": "up to 2 exhausted permanent you control"}, {"gain boosts": {"object": "up to 2 target character", "amount": 1}}])
    assert [sel for _, sel in target_slots(steps)] == ["up to 2 target character"]


@pytest.mark.parametrize("printed", ["{J} Ready up to two Characters.", "{J} Exhaust up to two Characters in my Expedition.",
                                     "{J} Up to two Mana Orbs gain 1 boost."])
def test_up_to_n_objects_the_language_cannot_choose_are_refused(printed):
    # any player's Characters, or those of one expedition, are no objects its player chooses "a" of (refused, not guessed)
    assert translate.line(printed, "character").missing is not None


@pytest.mark.parametrize("printed, then", [
    ("{H} Discard your hand. Draw a card for each card discarded this way.", {"draw": "that many"}),
    ("{H} Discard your Reserve. I gain 1 boost per card discarded this way.", {"gain boosts": {"object": "me", "amount": "that many"}}),
])
def test_for_each_card_discarded_this_way_is_that_many(printed, then):
    """One per card the step before moved: "that many" (language.COUNTED_MOVES), the game's synonym."""
    assert said(printed)["do"][1] == then


def test_two_per_card_discarded_this_way_is_not_rewritten():
    # two per card is not "that many": refused, not guessed
    (ln,) = translate.translate("character", ["{H} Discard your hand. Draw two cards for each card discarded this way."], []).lines
    assert ln.missing is not None


def test_discard_up_to_two_cards_from_your_hand():
    """(ruling effects/discard-up-to-two-cards-from-your-hand-then-draw-that-many)"""
    assert read("{H} Discard up to two cards from your hand, then draw that many cards.")["do"] == [
        {"discard": {"choose": "a card from your hand", "count": 2, "up to": True}}, {"draw": "that many"}]


def test_if_the_number_of_is_said_for_depending_on_the_number_of():
    said = read("{H} Draw a card. Then, if the number of Characters you control is:  • 2+, I gain 1 boost.  "
                "• 4+, I also gain [[Anchored]].")
    other = read("{H} Draw a card. Then, depending on the number of Characters you control:  • 2+: I gain 1 boost.  "
                 "• 4+: I also gain [[Anchored]].")
    assert said == other
    # without "also" each band's reach is not said: refused, as the other wording is
    assert translate.line("{H} Draw a card. Then, if the number of Characters you control is:  • 2+, I gain 1 boost.  "
                          "• 4+, I gain [[Anchored]].", "character").missing is not None


@pytest.mark.parametrize("printed, step", [
    ("{J} Sacrifice each other Character you control.", {"sacrifice": "each other character you control"}),
    ("{J} Sacrifice each token you control.", {"sacrifice": "each token you control"}),
    ("{J} Sacrifice all Soldiers you control.", {"sacrifice": "each Soldier you control"}),
    ("{J} Ready each card in your Reserve.", {"ready": "each exhausted card in your reserve"}),
    ("{J} Exhaust each Character in your Reserve.", {"exhaust": "each ready character in your reserve"}),
])
def test_each_of_its_own_sacrificed_readied_or_exhausted(printed, step):
    """(ruling effects/sacrifice-each-and-ready-each-in-your-reserve)"""
    assert read(printed)["do"] == [step]


def test_sacrificing_each_of_an_opponents_is_refused():
    # a player sacrifices only what they control (v5.0 7.3.36.a)
    assert translate.line("{J} Sacrifice each Character an opponent controls.", "character").missing is not None


@pytest.mark.parametrize("printed, trigger", [
    ("When you [Sabotage] — I gain 1 boost.", "you sabotage"),
    ("Each time you Sabotage — I gain 1 boost.", "you sabotage"),
    ("When an opponent [Sabotages] — I gain 1 boost.", "an opponent sabotages"),
    ("When you discard a card from a Reserve — I gain 1 boost.", "you discard a card from a reserve"),
    ("When you discard a card from an opponent's Reserve — I gain 1 boost.", "you discard a card from an opponent's reserve"),
    ("When a card is discarded from your Reserve — I gain 1 boost.", "a card is discarded from your reserve"),
    ("When a card is discarded from an opponent's Reserve — I gain 1 boost.", "a card is discarded from an opponent's reserve"),
])
def test_triggers_on_cards_discarded_from_a_reserve(printed, trigger):
    """(ruling effects/when-you-sabotage-and-cards-discarded-from-a-reserve)"""
    assert read(printed)["when"] == trigger


def test_one_or_more_cards_discarded_is_not_one_per_card():
    # "one or more" is one reaction per event, not per card: not read as the per-card trigger
    assert translate.line("When one or more cards are discarded from a Reserve — I gain 1 boost.", "character").missing is not None


@pytest.mark.parametrize("printed, trigger", [
    ("When you exhaust a Character — I gain 1 boost.", "you exhaust a character"),
    ("When you exhaust a Permanent — I gain 1 boost.", "you exhaust a permanent"),
    ("When an opponent exhausts a Character — I gain 1 boost.", "an opponent exhausts a character"),
    ("When another Character you control becomes [[Exhausted]] — I gain 1 boost.", "another character you control becomes exhausted"),
    ("When a Character an opponent controls becomes exhausted — I gain 1 boost.", "a character an opponent controls becomes exhausted"),
])
def test_triggers_on_exhausting(printed, trigger):
    """(ruling effects/when-a-character-becomes-exhausted)"""
    assert read(printed)["when"] == trigger


@pytest.mark.parametrize("printed, trigger", [
    ("When you create a Soldier token — I gain 1 boost.", "you create a Soldier token"),
    ("When you create an Animal token — Draw a card.", "you create an Animal token"),
])
def test_when_you_create_a_token_of_a_sub_type(printed, trigger):
    """(ruling effects/when-you-create-a-token-of-a-sub-type)"""
    assert read(printed)["when"] == trigger


def test_when_you_create_a_character_token_is_not_a_sub_type():
    assert read("When you create a token — I gain 1 boost.")["when"] == "you create a token"
    assert translate.line("When you create a Spell token — I gain 1 boost.", "character").missing is not None


@pytest.mark.parametrize("printed, trigger", [
    ("When you play a token — I gain 1 boost.", "you play a token"),
    ("When an opponent plays a token — I gain 1 boost.", "an opponent plays a token"),
    ("When you play a token from your Reserve — Draw a card.", "you play a token from reserve"),
])
def test_when_you_play_a_token(printed, trigger):
    """(ruling reserves/when-you-play-a-token)"""
    assert read(printed)["when"] == trigger


@pytest.mark.parametrize("printed, cond", [
    ("{J} If my Expedition has more Characters than the Expedition facing it, I gain 1 boost.",
     "my expedition has more characters than the expedition facing it"),
    ("{J} If there are fewer Characters in my Expedition than in the Expedition facing me, draw a card.",
     "my expedition has fewer characters than the expedition facing it"),
    ("{J} If my Expedition has as many Characters as the Expedition facing it, draw a card.",
     "my expedition has as many characters as the expedition facing it"),
])
def test_my_expedition_against_the_one_facing_it(printed, cond):
    """(ruling effects/my-expedition-has-more-characters-than-the-one-facing-it)"""
    (step,) = read(printed)["do"]
    assert step["if"] == cond


@pytest.mark.parametrize("first", ["Send target Character to Reserve", "Discard target Character", "[Sabotage]",
                                   "Return target Character to its owner's hand", "Discard a card from your hand"])
def test_its_hand_cost_after_a_move(first):
    """(ruling effects/its-hand-cost-after-a-card-is-moved)"""
    steps = read(f"{{J}} {first}. If its Hand Cost is {{3}} or more, draw a card.")["do"]
    assert steps[-1] == {"if": "it had hand cost 3 or more", "then": [{"draw": 1}]}


@pytest.mark.parametrize("first", ["Target Character gains 1 boost", "Exhaust target Character", "Draw a card"])
def test_its_hand_cost_after_a_step_that_notes_no_object_is_refused(first):
    # the engine notes what a move moved; "its" after another step is not read (refused, not guessed)
    assert translate.line(f"{{J}} {first}. If its Hand Cost is {{3}} or more, draw a card.", "character").missing is not None


@pytest.mark.parametrize("printed, step", [
    ("{J} Sacrifice a Character. If you do, I gain X boosts, where X is its Hand Cost.",
     {"if": "you did", "then": [{"gain boosts": {"object": "me", "amount": "its hand cost"}}]}),
    ("{J} Discard a card from your hand. I gain boosts equal to its Hand Cost.", {"gain boosts": {"object": "me", "amount": "its hand cost"}}),
    ("{J} Sacrifice a Character. Draw cards equal to its Hand Cost.", {"draw": "its hand cost"}),
])
def test_x_is_its_hand_cost(printed, step):
    """(ruling effects/x-is-its-hand-cost)"""
    assert read(printed)["do"][-1] == step


def test_its_hand_cost_after_no_move_does_not_load():
    from judge.abilities import AbilityError

    with pytest.raises(AbilityError, match="its hand cost"):
        parse_ability({"when": "enters play", "do": [{"draw": 1}, {"gain boosts": {"object": "me", "amount": "its hand cost"}}]})


@pytest.mark.parametrize("printed, obj", [
    ("{J} Each Character in my other Expedition gains 1 boost.", "each character in my other expedition"),
    ("{J} Each of your other Characters gains 1 boost.", "each other character you control"),
    ("{J} Each of your Characters gains 1 boost.", "each character you control"),
])
def test_each_of_your_and_my_other_expedition(printed, obj):
    """(ruling effects/each-character-in-my-other-expedition)"""
    (step,) = said(printed)["do"]
    assert step["gain boosts"]["object"] == obj


def test_that_character_after_a_target_is_it():
    assert said("{J} Target Character gains 1 boost. Then, that Character gains [[Anchored]].") == \
        said("{J} Target Character gains 1 boost. Then, it gains [[Anchored]].")


@pytest.mark.parametrize("printed, passive, cond", [
    ("Your first Spell each Day costs {1} less.", "your spells cost 1 less", "not you played a spell this day"),
    ("The first Character you play each Day costs {1} less.", "your characters cost 1 less", "not you played a character this day"),
    ("The first card you play each turn costs {2} less.", "your cards cost 2 less", "not you played a card this turn"),
])
def test_the_first_card_of_a_type_each_day_costs_less(printed, passive, cond):
    """(ruling costs/the-first-character-each-day-costs-less)"""
    assert said(printed, "hero") == {"passive": passive, "if": cond}


@pytest.mark.parametrize("printed", ["When I have no more Kelon counters — Sacrifice me.", "When my last Kelon counter is removed — Sacrifice me.",
                                     "When I have no Kelon counters left — Sacrifice me.", "When I spend my last Kelon counter — Sacrifice me."])
def test_when_i_have_no_more_counters(printed):
    """(ruling effects/when-i-have-no-more-kelon-counters)"""
    assert read(printed, "permanent")["when"] == "i have no more kelon counters"


def test_no_more_boosts_is_not_the_counters_trigger():
    # boosts are counters (v5.0 2.5.1.a) but the language says their loss otherwise: refused here
    assert translate.line("When I have no more boost counters — Sacrifice me.", "permanent").missing is not None


def test_spend_my_counters_or_else():
    """Spending is removing, all or none (ruling effects/spend-a-counter-or-else)."""
    assert read("At Noon — Spend 1 of my Kelon counters. If you can't, sacrifice me.", "permanent")["do"] == [
        {"if": "i have less than 1 kelon counters", "then": [{"sacrifice": "me"}],
         "else": [{"remove counters": {"object": "me", "name": "Kelon", "amount": 1}}]}]
    assert read("At Noon — Spend two of my Kelon counters.", "permanent")["do"] == [
        {"if": "not i have less than 2 kelon counters", "then": [{"remove counters": {"object": "me", "name": "Kelon", "amount": 2}}]}]


def test_its_hand_cost_after_the_top_card_revealed():
    # the card revealed stays on top, noted (verbs: reveal top card); drawn or moved by the step itself: not read
    assert read("{J} Reveal the top card of your deck. If its Hand Cost is {3} or more, I gain 1 boost.")["do"][-1] == \
        {"if": "it had hand cost 3 or more", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}
    assert read("{J} Reveal the top card of your deck. I gain X boosts, where X is its Hand Cost.")["do"][-1] == \
        {"gain boosts": {"object": "me", "amount": "its hand cost"}}


@pytest.mark.parametrize("printed, passive", [("I can't gain boosts.", "i can't gain boosts"), ("I cannot gain counters.", "i can't gain counters")])
def test_i_cant_gain_boosts_or_counters(printed, passive):
    """(ruling effects/i-cant-gain-boosts)"""
    assert said(printed) == {"passive": passive}


@pytest.mark.parametrize("printed, data", [
    ("I can't be played from your Reserve.", {"passive": "i can't be played from reserve"}),
    ("I can only be played from your Reserve.", {"passive": "i can't be played from hand"}),
    ("You can't play me unless you control two or more Characters.", {"passive": "i can't be played", "if": "not you control 2 or more characters"}),
    ("You can play me only if your Reserve is empty.", {"passive": "i can't be played", "if": "not your reserve is empty"}),
])
def test_where_and_when_a_card_may_be_played(printed, data):
    """(ruling play/a-card-that-cannot-be-played-from-the-reserve)"""
    assert said(printed) == data


@pytest.mark.parametrize("printed", ["During Rest, I don't go to Reserve.", "I don't go to Reserve during Rest.", "I stay in my Expedition during Rest."])
def test_a_character_that_stays_at_rest(printed):
    """(ruling night/a-character-that-does-not-go-to-reserve-during-rest)"""
    assert said(printed) == {"passive": "i don't go to reserve during rest"}


@pytest.mark.parametrize("printed, passive", [
    ("Your Characters in your Companion Expedition have [Defender].", "characters in your companion expedition are defender"),
    ("Characters in your Hero Expedition have [Tough 1].", "characters in your hero expedition are tough 1"),
    ("Your other Characters in my Expedition have [Tough 1].", "other characters in my expedition are tough 1"),
])
def test_keywords_of_the_characters_of_one_expedition(printed, passive):
    # the language's passive (the keywords given to one expedition's Characters), said as the cards say it
    assert said(printed) == {"passive": passive}


@pytest.mark.parametrize("printed, per", [
    ("{J} I gain 1 boost for each card you played this turn.", "card you played this turn"),
    ("{J} I gain 1 boost for each card you've played this Day.", "card you played this day"),
    ("{J} I gain 1 boost for each boost on me.", "boost on me"),
])
def test_counts_of_cards_played_and_of_my_boosts(printed, per):
    """(ruling effects/for-each-card-you-played-this-day)"""
    assert read(printed)["do"] == [{"gain boosts": {"object": "me", "amount": 1, "per": per}}]
