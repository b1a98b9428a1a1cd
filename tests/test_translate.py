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
    ("{J} You may have target Character lose [[Asleep]] and gain 1 boost.", "character", "one optional choice of several steps"),
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


def test_otherwise_only_one_creates_one_of_the_same_in_the_same_target():
    # "only one" refers back to the step before: the same token, one of it; one target expedition
    got = one("{H} If you control three or more Landmarks, create three [Gear Mite 1/1/1] Robot tokens "
              "in target Expedition. Otherwise, create only one.")
    assert got == {"when": "played from hand", "do": [
        {"target": "target expedition"},
        {"if": "you control 3 or more landmarks",
         "then": [{"create token": {"token": "Gear Mite 1/1/1 Robot", "in": "that expedition", "count": 3}}],
         "else": [{"create token": {"token": "Gear Mite 1/1/1 Robot", "in": "that expedition"}}]}]}
    got = one("{H} If you control three or more Landmarks, create two [Gear Mite 1/1/1] Robot tokens "
              "in my Expedition. Otherwise, create only one.")
    assert got["do"][0]["else"] == [{"create token": {"token": "Gear Mite 1/1/1 Robot", "in": "my expedition"}}]
    assert "refers back" in one("{H} If you control a Landmark, draw two cards. Otherwise, create only one.")


def test_one_expedition_cant_move_forward_this_day():
    assert translate.line("Target Expedition can't move forward this Day.", "spell").data == [
        {"ongoing": {"passive": "expeditions can't move forward", "expedition": "target expedition", "until": "end of day"}}]
    assert "expedition the language cannot name" in one("{J} Target Character can't move forward this Day.")


def test_tokens_distributed_among_target_expeditions():
    assert translate.line("Create five [Gear Mite 1/1/1] Robot tokens, distributed as you choose among any number of "
                          "target Expeditions.", "spell").data == [
        {"create token": {"token": "Gear Mite 1/1/1 Robot", "in": "any number of target expeditions", "count": 5}}]


def test_leaving_the_expedition_zone_replaced_by_the_mana_zone():
    assert one("If I would leave the Expedition zone while I am [[Boosted]], put me in your Mana zone instead.") == {
        "instead": {"would leave": "expedition zone", "go to": "mana", "if": "i have 1 or more boosts"}}
    assert one("If I would leave the Expedition zone while I am [[Boosted]], you may put me in your Mana zone instead.") == {
        "instead": {"would leave": "expedition zone", "go to": "mana", "if": "i have 1 or more boosts", "may": True}}
    assert "condition" in one("If I would leave the Expedition zone while I am in {O}, put me in your Mana zone instead.")
    assert "alternative" in one("If I would leave the Expedition zone, you may put me in your Mana zone instead. "
                                "Otherwise, gain 1 boost.")


def test_one_more_region_when_moving_forward_during_dusk():
    # the template is one card's sentence: checked on the shipped encodings, not quoted here
    import json
    from pathlib import Path

    shipped = json.loads((Path(__file__).parent.parent / "judge" / "data" / "cards" / "ALIZE.json").read_text())
    common = next(v for v in shipped["versions"] if v["name"] == "The Magic Sleigh" and v["rarity"] == "common")
    assert common["verdict"] == "modelled"
    assert common["encoding"]["abilities"] == [{"passive": "my expedition moves forward one more region during dusk"}]


def test_choose_one_or_both_under_a_condition():
    assert translate.line("Choose one. If you control two or more Landmarks, you may choose both: • Draw two cards. "
                          "• Give target Character 1 boost.", "spell").data == [
        {"modes": [[{"draw": 2}], [{"gain boosts": {"object": "target character", "amount": 1}}]],
         "both if": "you control 2 or more landmarks"}]
    assert translate.condition("if each of your Expeditions is behind or tied") == "each of your expeditions is behind or tied"


def test_a_step_done_after_rest():
    assert one("At Dusk — Draw two cards after Rest.") == {"when": "at dusk", "do": [{"after rest": [{"draw": 2}]}]}


def test_choosing_several_modes_is_not_modelled():
    assert "Choose N" in translate.line("Choose two: • Draw a card. • [Resupply]. • Give target Character 1 boost.", "spell").missing


def test_replacements_on_other_objects_are_not_modelled():
    assert "other objects" in one("If a [[Fleeting]] Character would leave my Expedition during Dusk, it gains 1 boost instead.",
                                  "permanent")
