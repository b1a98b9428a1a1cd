"""The translator (card_data/translate.py): ability lines in the templates the cards print, into
the abilities' language, or "not modelled" with the reason; never a guess. The lines here are
written for the tests, in the templates' shape (no card's text)."""

from __future__ import annotations

import pytest

from card_data import official, translate


def one(text: str, card_type: str = "character", support: bool = False):
    tr = translate.line(text, card_type, support)
    return tr.data if tr.missing is None else tr.missing


@pytest.mark.parametrize("text, card_type, want", [
    ("[Defender]. (reminder text is not an ability)", "character", "Defender"),
    ("[[Fleeting]].", "spell", "Fleeting"),
    ("[Cooldown].", "spell", "Cooldown"),
    ("[Tough 2].", "character", "Tough 2"),
    ("{J} Draw two cards.", "character", {"when": "enters play", "do": [{"draw": 2}]}),
    ("{R} I gain 2 boosts[].", "character", {"when": "played from reserve", "do": [{"gain boosts": {"object": "me", "amount": 2}}]}),
    ("{H} [Resupply].", "character", {"when": "played from hand", "do": [{"resupply": "you"}]}),
    ("At Noon — [Exhausted Resupply].", "hero", {"when": "at noon", "do": [{"exhausted resupply": "you"}]}),
    ("{T}: Target Character gains [[Asleep]].", "permanent",
     {"quick action": {"cost": ["exhaust me"], "do": [{"gain status": {"object": "target character", "status": "asleep"}}]}}),
    ("When you play a Spell — I gain 1 boost, up to a max of 3.", "character",
     {"when": "you play a spell", "do": [{"gain boosts": {"object": "me", "amount": 1, "max": 3}}]}),
    ("When my Expedition moves forward due to {V} — Draw a card.", "character",
     {"when": "my expedition moves forward due to forest", "do": [{"draw": 1}]}),
    ("{R} If you control four or more other Characters, draw two cards.", "character",
     {"when": "played from reserve", "do": [{"if": "you control 4 or more other characters", "then": [{"draw": 2}]}]}),
    ("Sacrifice me. If you do, draw a card.", "spell",
     [{"sacrifice": "me"}, {"if": "you did", "then": [{"draw": 1}]}]),
    ("Send target Character you control with Hand Cost {5} or more to Reserve.", "spell",
     [{"put in reserve": "target character you control with hand cost 5 or more"}]),
    ("Roll a die. On a 4+, draw a card. On a 1-3, [Resupply].", "spell",
     [{"roll a die": [{"result": "4+", "do": [{"draw": 1}]}, {"result": "1-3", "do": [{"resupply": "you"}]}]}]),
    ("Choose one: • Draw a card. • [Resupply].", "spell", [{"modes": [[{"draw": 1}], [{"resupply": "you"}]]}]),
    ("Target Character gains 2 boosts and loses [[Asleep]].", "spell",
     [{"target": "target character"}, {"gain boosts": {"object": "them", "amount": 2}},
      {"lose status": {"object": "them", "status": "asleep"}}]),
    ("{J} You may have target Character lose [[Asleep]] and gain 1 boost.", "character",
     {"when": "enters play", "do": [{"target": "target character"}, {"you may": [{"lose status": {"object": "them", "status": "asleep"}},
                                                                                 {"gain boosts": {"object": "them", "amount": 1}}]}]}),
    ("{R} Each Character controlled by target player gains [[Asleep]].", "character",
     {"when": "played from reserve", "do": [{"gain status": {"object": "each character controlled by target player",
                                                              "status": "asleep"}}]}),
    ("{H} Sacrifice another Plant or Character. If you can't, draw a card.", "character",
     {"when": "played from hand", "do": [{"sacrifice": "another Plant or character you control"},
                                         {"if": "you could not", "then": [{"draw": 1}]}]}),
    ("Sacrifice a Permanent or Character.", "spell", [{"sacrifice": "a character or permanent you control"}]),
    ("Sacrifice a Character. If its Hand Cost was {2} or less, draw a card. If you can't, draw two cards.", "spell",
     [{"sacrifice": "a character you control"}, {"if": "it had hand cost 2 or less", "then": [{"draw": 1}]},
      {"if": "you could not", "then": [{"draw": 2}]}]),
    ("{R} Another target Character gains [[Asleep]] or [[Fleeting]].", "character",
     {"when": "played from reserve", "do": [{"gain status": {"object": "another target character", "status": "asleep or fleeting"}}]}),
    ("{H} Any number of other target Characters in {M} each lose [[Asleep]].", "character",
     {"when": "played from hand", "do": [{"lose status": {"object": "any number of another target character in mountain",
                                                          "status": "asleep"}}]}),
    ("Return up to two target Characters with a total Hand Cost {4} or less to their owners' Hand.", "spell",
     [{"return to hand": "up to 2 target character with total hand cost 4 or less"}]),
    ("Exhaust any number of target Characters in {V} with total {O} of 3 or less.", "spell",
     [{"exhaust": "any number of target character in forest with total water 3 or less"}]),
    ("Return another target Character in {O} with no statistic over 2 to its owner's Hand.", "spell",
     [{"return to hand": "another target character in water with no statistic over 2"}]),
    ("{R} Target Character or Expedition Permanent gains [[Asleep]].", "character",
     {"when": "played from reserve", "do": [{"gain status": {"object": "target character or expedition permanent",
                                                              "status": "asleep"}}]}),
    ("All Permanents controlled by target player switch Expeditions.", "spell",
     [{"switch expeditions": "each permanent controlled by target player"}]),
    ("{H} Another target Character in your other Expedition loses [[Asleep]].", "character",
     {"when": "played from hand", "do": [{"lose status": {"object": "another target character in my other expedition",
                                                          "status": "asleep"}}]}),
])
def test_templates_translate(text, card_type, want):
    tr = translate.line(text, card_type)
    got = tr.data if tr.missing is None else tr.missing
    if tr.kind == "effect":
        got = tr.data
    assert got == want


def test_the_support_ability_of_the_reserve():
    assert one("{D}: The next Spell you play this turn costs {1} less.", support=True) == {
        "support": {"cost": ["discard me from reserve"], "do": [{"next card costs less": {"type": "spell", "amount": 1}}]}}


@pytest.mark.parametrize("text, reason", [
    ("[Scout 2].", "keyword Scout N"),
    ("{H} Draw a card. If you can't, I gain 1 boost.", "'if you can't' after a step other than a sacrifice or a discard"),
    ("{H} Draw a card. If its Hand Cost was {4} or more, I gain 1 boost.", "a condition on what a step before acted on"),
    ("{H} Exchange your hand with your Reserve.", "step the language does not have yet"),
    ("When you win the game — I gain 1 boost.", "trigger the language does not have yet"),
    ("If I would gain [[Asleep]], I draw a card instead.", "translator cannot read"),
    ("{J} Target Character with a base statistic of 0 gains 1 boost.", "statistic"),
    ("{J} Target Character gains 1 boost until the end of the turn.", "duration"),
])
def test_what_it_cannot_say_it_says_so(text, reason):
    tr = translate.line(text, "character")
    assert tr.missing and reason in tr.missing, tr


def test_a_card_is_modelled_only_when_every_line_is():
    tr = translate.translate("character", ["{J} Draw a card.", "[Scout 1]."], [])
    assert tr.verdict == "partly modelled" and tr.abilities and not tr.keywords
    assert translate.translate("character", ["{J} Draw a card."], []).verdict == "modelled"
    assert translate.translate("character", [], []).verdict == "no abilities"
    assert translate.translate("mana token", ["{J} Draw a card."], []).verdict == "not modelled"
    assert official.lines("(A reminder: not an ability.)  {J} Draw a card.") == ["{J} Draw a card."]  # 2.2.10.c


def test_a_translation_that_does_not_load_is_not_modelled():
    """The engine checks what the translator writes: a die roll whose outcome targets loads as
    nothing (targets are chosen before the roll), so the line is not modelled."""
    from judge import carddb

    tr = translate.translate("spell", ["Roll a die. On a 4+, target Character gains 1 boost."], [])
    assert tr.verdict == "modelled"  # the translator read it
    rec = carddb.check({"reference": "ALT_T_B_AX_01_C", "name": "T", "type": "spell", "subtypes": []}, tr)
    assert rec["verdict"] == "not modelled" and rec["lines"][0]["missing"].startswith("does not load")


def test_ability_lines_are_paragraphs_with_their_bullets_and_back_references():
    assert official.lines("{J} Draw a card.  At Noon — [Resupply].") == ["{J} Draw a card.", "At Noon — [Resupply]."]
    assert official.lines("Choose one:\n• Draw a card.\n• [Resupply].") == ["Choose one:\n• Draw a card.\n• [Resupply]."]
    assert official.lines("You may sacrifice me.  #If you don't, draw a card.#") == \
        ["You may sacrifice me. #If you don't, draw a card.#"]
