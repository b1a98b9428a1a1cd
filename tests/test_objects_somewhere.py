"""Objects of a kind somewhere, said as the cards say them (the twenty-fifth session's probe of conditions and steps
built from the objects a step selects). Conditions that one is there: "If there's a Permanent with Reserve Cost {3} or less
in your Reserve", "If I'm facing a [[Boosted]] Character", "If there's only one other Character in my
Expedition" read as a count of what `per` counts: at least one, none, or exactly N; and the objects of a sub-type
(or Permanents) "in your Expeditions", selected there (not in the Landmarks). The lines are
written for the tests (no card's text); the engine's behaviour is in the rulings named below."""

from __future__ import annotations

import pytest

from card_data import translate
from judge import words
from judge.abilities import parse_ability


def read(text: str):
    (ln,) = translate.translate("character", [text], []).lines
    assert ln.missing is None, ln.missing
    parse_ability(ln.data)  # it loads: the engine's checks of the language
    return ln.data


def condition_of(words_: str) -> str:
    (step,) = read(f"{{J}} {words_}, I gain 1 boost.")["do"]
    return step["if"]


@pytest.mark.parametrize("printed, said", [
    ("If there's a Permanent with Reserve Cost {3} or less in your Reserve", "there are 1 or more of: permanent in your reserve with reserve cost 3 or less"),
    ("If there is a Spell with Hand Cost {2} or less in your Reserve", "there are 1 or more of: spell in your reserve with hand cost 2 or less"),
    ("If I'm facing a [[Boosted]] Character", "there are 1 or more of: boosted character in the expedition facing me"),
    ("If I'm facing a Character with 2 or more boosts", "there are 1 or more of: character in the expedition facing me with 2 or more boosts"),
    ("If there's a Character in my Expedition", "there are 1 or more of: character in my expedition"),
    ("If there's another Character in my Expedition", "there are 1 or more of: other character in my expedition"),
    ("If there is an [[Asleep]] Character in play", "there are 1 or more of: asleep character"),
    ("If you control a Character with no boosts", "there are 1 or more of: non-boosted character you control"),
])
def test_one_object_of_a_kind_somewhere(printed, said):
    assert condition_of(printed) == said


@pytest.mark.parametrize("printed, said", [
    # "only one", "exactly one", "a single": neither more nor fewer (scenarios/effects/if-there-is-only-one-other-character-in-my-expedition.yaml)
    ("If there's only one other Character in my Expedition", "there are exactly 1 of: other character in my expedition"),
    ("If there's a single Character in your Reserve", "there are exactly 1 of: character in your reserve"),
    ("If you control exactly two Characters", "there are exactly 2 of: character you control"),
    # the Characters facing the object (scenarios/effects/if-i-am-facing-only-one-character.yaml)
    ("If I'm facing only one Character", "i am facing exactly 1 character"),
    ("If I'm facing exactly two Characters", "i am facing exactly 2 characters"),
])
def test_exactly_n(printed, said):
    assert condition_of(printed) == said


def test_none_of_a_kind_is_not_one_or_more():
    assert condition_of("If there's no [[Boosted]] Character in my Expedition") == \
        "not there are 1 or more of: boosted character in my expedition"
    assert condition_of("If there's no Spell with Hand Cost {2} or less in your Reserve") == \
        "not there are 1 or more of: spell in your reserve with hand cost 2 or less"


def test_the_tables_readings_come_first():
    # phrasings the condition table reads keep their readings (and their engine checks)
    assert condition_of("If there's a Character in the Expedition facing me") == "not the expedition facing me has no characters"
    assert condition_of("If you have a Spell in your Reserve") == "you have 1 or more spells in reserve"


@pytest.mark.parametrize("printed", [
    "If there's a Character",                                    # where: not said
    "If you have a Spell",                                       # nor here
    "If there's a Character or Permanent in your Reserve",       # two kinds at once
    "If there's a Character with its Hand Cost in your Reserve",  # a back-reference
    "If there's a Character you played this turn in your Reserve",
])
def test_what_is_not_one_kind_somewhere_is_refused(printed):
    (ln,) = translate.translate("character", [f"{{J}} {printed}, I gain 1 boost."], []).lines
    assert ln.missing is not None, ln.data


def test_the_language_checks_what_exactly_counts():
    assert words.condition("there are exactly 2 of: character in my expedition").kind == "count exactly"
    assert words.condition("i am facing exactly 1 character").kind == "facing exactly"
    with pytest.raises(ValueError):
        words.condition("there are exactly 1 of: something the language cannot count")


@pytest.mark.parametrize("printed, said", [
    # scenarios/selectors/each-of-a-sub-type-in-your-expeditions.yaml
    ("{J} Exhaust each other Plant in your Expeditions.", {"exhaust": "each other Plant in your expeditions"}),
    ("{J} Target Soldier in your Expeditions gains 1 boost.", {"gain boosts": {"object": "target Soldier in your expeditions", "amount": 1}}),
    ("{J} Send each other Permanent in your Expeditions to Reserve.", {"put in reserve": "each other permanent in your expeditions"}),
    # a Character is in play only in an expedition: those in yours are those you control (2.2.1.h)
    ("{J} Each Character in your Expeditions gains 1 boost.", {"gain boosts": {"object": "each character you control", "amount": 1}}),
])
def test_objects_in_your_expeditions(printed, said):
    (step,) = read(printed)["do"]
    assert step == said


@pytest.mark.parametrize("printed", [
    "{J} Each Plant in an opponent's Expeditions gains 1 boost.",   # the language has no such place for them
    "{J} Each Plant you control in your Expeditions gains 1 boost.",  # said twice
])
def test_objects_in_expeditions_the_language_cannot_select(printed):
    (ln,) = translate.translate("character", [printed], []).lines
    assert ln.missing is not None, ln.data


def test_the_selector_in_your_expeditions():
    sel = words.selector("each other Plant in your expeditions")
    assert (sel.kind, sel.subtype, sel.in_own, sel.other) == ("each", "Plant", "both", True)
    with pytest.raises(ValueError):
        words.selector("a Plant in your expeditions")  # chosen, not each or a target: not in the language


@pytest.mark.parametrize("printed, trigger", [
    # where the object is as it gains or loses something (scenarios/triggers/a-character-in-my-expedition-or-facing-me-gains-something.yaml)
    ("When another Character in my Expedition gains 1 or more boosts", "another character in my expedition gains boosts"),
    ("When a Character facing me becomes [[Exhausted]]", "a character in the expedition facing me becomes exhausted"),
    ("When a Soldier in my Expedition gains [[Asleep]]", "a Soldier in my expedition gains asleep"),
    # a Character in your Expeditions is one you control (2.2.1.h)
    ("When a Character in your Expeditions gains [[Anchored]]", "a character you control gains anchored"),
    ("When a Character in your Expeditions is sacrificed", "you sacrifice a character"),
])
def test_a_trigger_about_an_object_where_it_is(printed, trigger):
    assert read(f"{printed} — Draw a card.")["when"] == trigger


@pytest.mark.parametrize("printed", [
    "When a Character in my Expedition joins your Expeditions",     # where it is, of an object joining: no reading
    "When a Character you control in my Expedition gains 1 or more boosts",  # said twice
    "When a Permanent in my Expedition becomes [[Exhausted]]",      # a Permanent: only leaving play
])
def test_a_trigger_about_an_object_where_it_is_refused(printed):
    (ln,) = translate.translate("character", [f"{printed} — Draw a card."], []).lines
    assert ln.missing is not None, ln.data


@pytest.mark.parametrize("printed, passive", [
    # "cost {1} less to play from your Reserve", the floor said "This effect can't make them cost less than {1}" (v5.0
    # 5.1.2.f: scenarios/costs/a-decrease-down-to-a-minimum-limits-only-itself.yaml)
    ("Your Characters cost {1} less to play from Reserve.", "your characters from reserve cost 1 less"),
    ("Your Robots cost {1} less to play from your Reserve. This effect can't make them cost less than {1}.",
     "your robot cards from reserve cost 1 less, down to a minimum of 1"),
    # of a card in play, "other" names the same cards: it is not being played itself
    ("Plants other than me cost {1} less to play from your Hand.", "your plant cards from hand cost 1 less"),
    ("Your other Spells cost {1} less to play from your Hand.", "your spells from hand cost 1 less"),
])
def test_cards_cost_less_to_play(printed, passive):
    assert read(printed) == {"passive": passive}


@pytest.mark.parametrize("printed", [
    "Characters cost {1} less to play from Reserve.",       # whose: not said (every player's?)
    "Spells other than me cost {2} more to play from Reserve.",
])
def test_cards_cost_less_whose_not_said_is_refused(printed):
    (ln,) = translate.translate("character", [printed], []).lines
    assert ln.missing is not None, ln.data


def test_other_cards_cost_less_is_not_read_in_reserve():
    # a support ability works in Reserve, where the card may be played itself: "other" is not read away there
    (ln,) = translate.translate("character", [], ["{I} Your other Characters cost {1} less to play from your Reserve."]).lines
    assert ln.missing is not None, ln.data
    (ln,) = translate.translate("character", [], ["{I} Your Characters cost {1} less to play from your Reserve."]).lines
    assert ln.data == {"support": {"passive": "your characters from reserve cost 1 less"}}


@pytest.mark.parametrize("printed, usual", [
    # a source's typography: a serial comma in a list of statuses, "non-Token" capitalised
    ("{J} Send target [[Fleeting]], [[Anchored]], or [[Asleep]] Character to Reserve.",
     "{J} Send target [[Fleeting]], [[Anchored]] or [[Asleep]] Character to Reserve."),
    ("When a non-Token Soldier you control gains 1 or more boosts — Draw a card.",
     "When a non-token Soldier you control gains 1 or more boosts — Draw a card."),
    ("{J} Create a [Brassbug 2/2/2] Robot Token in target Expedition.", "{J} Create a [Brassbug 2/2/2] Robot token in target Expedition."),
])
def test_a_sources_typography(printed, usual):
    assert read(printed) == read(usual)


@pytest.mark.parametrize("printed, said", [
    # scenarios/effects/if-it-is-in-your-reserve.yaml: the card acted on, whose Reserve it is in (3.1.2.c)
    ("{J} Ready target card in Reserve. Then, if it's in your Reserve, draw a card.", "it is in your reserve"),
    ("{J} Exhaust target card in Reserve. Then, if it's in an opponent's Reserve, draw a card.", "it is in an opponent's reserve"),
])
def test_if_it_is_in_a_reserve(printed, said):
    steps = read(printed)["do"]
    assert steps[-1]["if"] == said and steps[-1]["then"] == [{"draw": 1}]
    assert words.condition(said).kind == "it in reserve"


@pytest.mark.parametrize("printed, obj", [
    # a card of a type from its controller's Reserve, chosen as the step resolves
    # (scenarios/effects/exchange-a-permanent-from-your-reserve-with-a-card-from-your-hand.yaml)
    ("{J} Exchange a Permanent from your Reserve with a card from your hand.", "a permanent in your reserve"),
    ("{R} Exchange another Character from your Reserve with a card from your hand.", "another character in your reserve"),
])
def test_an_exchange_of_a_card_of_a_type(printed, obj):
    (step,) = read(printed)["do"]
    assert step["exchange with hand"] == obj


@pytest.mark.parametrize("printed", ["I am [Tough X], where X is the number of cards in your Reserve.",
                                     "I have [Tough X], where X is the number of cards in your Reserve."])
def test_a_keyword_with_its_x_said_as_i_am(printed):
    # the keyword as printed alone (v5.0 7.4.7.a; scenarios/keywords/tough-x-counted-when-targeted.yaml)
    (said,) = translate.translate("character", [printed], []).lines
    (alone,) = translate.translate("character", ["[Tough X], where X is the number of cards in your Reserve."], []).lines
    assert (said.kind, said.missing, said.data) == (alone.kind, None, alone.data) == ("keyword", None, "Tough X per card in your reserve")


@pytest.mark.parametrize("printed, passive", [
    # scenarios/costs/costs-less-in-an-expedition-facing-two-or-more-characters.yaml
    ("Play me for {2} less in an Expedition facing three or more Characters.", "i cost 2 less in an expedition facing 3 or more characters"),
    ("I cost {1} less to play in an Expedition facing three or more Characters.", "i cost 1 less in an expedition facing 3 or more characters"),
])
def test_a_cost_decrease_in_an_expedition_facing_characters(printed, passive):
    assert read(printed) == {"passive": passive}
    p = words.passive(passive)
    assert (p.kind, p.zone, p.n, p.facing) == ("cost less", "facing expedition", int(passive.split()[2]), int(passive.split()[-4]))
