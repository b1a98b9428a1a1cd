"""Triggers about one object named by its parts (judge/language.py SUBJECT_TRIGGER, read by the
translator's _about_one_object): a status, token or not, Character or a sub-type, "you control",
"another", for joining, leaving and gaining boosts. Our own phrases."""

from __future__ import annotations

import pytest

from card_data import translate
from judge.abilities import parse_ability
from judge.language import AbilityError, subject_trigger, trigger_event, trigger_text


@pytest.mark.parametrize("printed, want", [
    ("When a [[Boosted]] Character joins my Expedition", "a boosted character joins my expedition"),
    ("When an Animal joins my Expedition", "an Animal joins my expedition"),
    ("When another Animal you control gains 1 or more boosts", "another Animal you control gains boosts"),
    ("When a token Character joins the Expedition facing me", "a token character joins the expedition facing me"),
    ("When a non-token Soldier leaves your Expeditions", "a non-token Soldier leaves one of your expeditions"),
    ("When a [[Fleeting]] Character you control gains a boost", "a fleeting character you control gains boosts"),
    ("When a non-token Character leaves my Expedition", "a non-token character leaves my expedition"),
    ("When a token joins my Expedition", "a token joins my expedition"),
    ("When another Animal you control gains [[Anchored]]", "another Animal you control gains anchored"),
])
def test_the_parts_are_read(printed, want):
    line = translate.line(f"{printed} — Draw a card.", "character")
    assert line.missing is None and line.data["when"] == want
    ability = parse_ability(line.data)
    assert ability.trigger == want and trigger_event(want) in ("join", "leave", "boosts", "status")
    # rendered back as a card would print it, and read again the same (a round trip)
    assert translate.line(f"{trigger_text(want)} — Draw a card.", "character").data["when"] == want


@pytest.mark.parametrize("trigger", [
    "a boosted character leaves one of your expeditions",     # its statuses are lost as it leaves (v5.0 2.4.1.d)
    "a character you control joins the expedition facing me",  # an opponent controls what joins there
    "a Permanent joins my expedition",                        # a type is not a sub-type
    "a non-token token joins my expedition",                 # a token said twice
])
def test_what_the_language_cannot_say_is_refused(trigger):
    assert subject_trigger(trigger) is None
    with pytest.raises(AbilityError):
        parse_ability({"when": trigger, "do": [{"draw": 1}]})


def test_the_plain_triggers_keep_their_own_reading():
    """"A Character joins my Expedition" and its kin are matched by the one matcher of triggers named
    by their parts (language.SUBJECT_BASES), their text and event the table's; the table's other
    triggers about one object ("a token joins one of your expeditions") keep their own matcher."""
    from judge.language import SUBJECT_BASES, TRIGGER_EVENT, TRIGGERS

    for trigger in ("a character joins my expedition", "a character you control gains boosts", "a character gains boosts"):
        assert trigger in SUBJECT_BASES and subject_trigger(trigger) is not None
        assert trigger_text(trigger) == TRIGGERS[trigger] and trigger_event(trigger) == TRIGGER_EVENT[trigger]
    for trigger in ("a token joins one of your expeditions", "a non-token character joins one of your expeditions"):
        assert subject_trigger(trigger) is None


def test_that_character_is_the_object_the_trigger_is_about():
    """After a trigger about a Character still in play as the event ends (joining, gaining boosts),
    "that Character" is it; never after one leaving (it is gone)."""
    line = translate.line("When a [[Boosted]] Character joins my Expedition — That Character gains [[Anchored]].", "character")
    assert line.data["do"] == [{"gain status": {"object": "it", "status": "anchored"}}]
    assert translate.line("When a non-token Character leaves your Expeditions — That Character gains [[Anchored]].", "character").missing


@pytest.mark.parametrize("printed, want", [
    ("When you play an Animal from your Reserve", "you play an Animal from reserve"),
    ("When an opponent plays an Animal", "an opponent plays an Animal"),
    ("When you play another Character with Base Cost {3} or more", "you play another character with base cost 3 or more"),
    ("When an opponent plays a Spell from their Hand", "an opponent plays a spell from hand"),
    ("When you play a Plant or an Animal from your Reserve", "you play a Plant or Animal from reserve"),
])
def test_a_card_played_named_by_its_parts(printed, want):
    line = translate.line(f"{printed} — Draw a card.", "character")
    assert line.missing is None and line.data["when"] == want
    assert trigger_event(parse_ability(line.data).trigger) == "played"
    assert translate.line(f"{trigger_text(want)} — Draw a card.", "character").data["when"] == want  # a round trip


def test_moving_forward_during_dusk_is_not_any_move():
    """The language's "my expedition moves forward" notices every move forward, an effect's too: "during
    Dusk" is not read as it (never a wider reading); failing to move forward happens only at Dusk."""
    assert translate.line("When my Expedition moves forward during Dusk — Draw a card.", "character").missing
    line = translate.line("When one of your Expeditions fails to move forward during Dusk — Draw a card.", "character")
    assert line.data["when"] == "one of your expeditions fails to move forward"
