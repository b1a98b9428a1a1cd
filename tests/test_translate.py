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
    ("Put the top three cards of your deck in your Mana zone.", "spell", [{"put in mana": "your top 3 deck cards"}]),
    ("[Tough X], where X is the number of Robots you control.", "character", "Tough X per Robot you control"),
    ("[Tough X], where X = the number of regions between your Hero and Companion expeditions.", "permanent",
     "Tough X per region between your expeditions"),
    ("[Tough X], where X is the number of cards in Reserve.", "character",
     "cards 'in Reserve' counted without saying whose Reserve (the rules do not say whose)"),
    ("Tokens you control are [Tough 3].", "permanent", {"passive": "tokens you control are tough 3"}),
    ("Roll a die. I gain X boosts, where X is the result.", "spell",
     [{"roll a die": {}}, {"gain boosts": {"object": "me", "amount": "the result"}}]),
    ("{H} Roll a die. Increase the result by 1. Target Character you control gains X boosts, where X is the final result.", "character",
     {"when": "played from hand", "do": [{"roll a die": {}}, {"increase the result": 1},
                                         {"gain boosts": {"object": "target character you control", "amount": "the result"}}]}),
    ("{H} Target Character gains 2 boosts per card in each player's Reserve.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "target character", "amount": 2, "per": "card in each player's reserve"}}]}),
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
    ("Boosted tokens you control are [Gigantic].", "Gigantic given by a passive ability"),
    ("If you control a Robot, I am [Gigantic].", "Gigantic given by a passive ability"),
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
    """The engine checks what the translator writes: an encoding the language refuses (here an
    amount beyond its bounds) loads as nothing, so the line is not modelled."""
    from judge import carddb

    tr = translate.translate("spell", ["Draw a card."], [])
    assert tr.verdict == "modelled"  # the translator read it
    tr.lines[0].data = [{"draw": 500}]
    rec = carddb.check({"reference": "ALT_T_B_AX_01_C", "name": "T", "type": "spell", "subtypes": []}, tr)
    assert rec["verdict"] == "not modelled" and rec["lines"][0]["missing"].startswith("does not load")


def test_any_number_discarded_then_that_many():
    """"Discard any number of cards from your Reserve" is an internal action's cost, and "that many"
    its count (the engine refuses "that many" anywhere else)."""
    assert translate.pay_costs("discard any number of cards from your Reserve") == ["any number of reserve cards to discard"]
    assert translate.step("Draw that many cards") == {"draw": "that many"}
    assert translate.step("I gain that many boosts") == {"gain boosts": {"object": "me", "amount": "that many"}}
    assert translate.effect("Roll a die. Draw X cards, where X is the result.") == [{"roll a die": {}}, {"draw": "the result"}]
    # the whole template, as the shipped encodings hold it (no card's words here)
    import json
    from pathlib import Path

    data = json.loads((Path(__file__).resolve().parents[1] / "judge/data/cards/CORE.json").read_text())
    want = {"pay": ["any number of reserve cards to discard"], "then": [{"draw": "that many"}]}
    assert any(want in a.get("do", []) for v in data["versions"] for a in (v.get("encoding") or {}).get("abilities", []))


def test_tough_x_is_the_cards_counted_tough():
    tr = translate.translate("character", ["[Tough X], where X is the number of [[Exhausted]] Characters you control."], [])
    assert tr.tough == {"per": "exhausted character you control"} and tr.verdict == "modelled"


def test_a_die_outcome_with_a_target_loads():
    """An outcome's target is declared as the card is played, like a conditional step's (5.2.3.b,
    5.2.3.f): the line loads and is modelled."""
    from judge import carddb

    tr = translate.translate("character", ["{H} Roll a die. On a 5+, [Sabotage]. On a 1-4, draw a card."], [])
    assert tr.abilities == [{"when": "played from hand", "do": [{"roll a die": [
        {"result": "5+", "do": [{"sabotage": {}}]}, {"result": "1-4", "do": [{"draw": 1}]}]}]}]
    rec = carddb.check({"reference": "ALT_T_B_AX_01_C", "name": "T", "type": "character", "subtypes": []}, tr)
    assert rec["verdict"] == "modelled", rec


def test_ability_lines_are_paragraphs_with_their_bullets_and_back_references():
    assert official.lines("{J} Draw a card.  At Noon — [Resupply].") == ["{J} Draw a card.", "At Noon — [Resupply]."]
    assert official.lines("Choose one:\n• Draw a card.\n• [Resupply].") == ["Choose one:\n• Draw a card.\n• [Resupply]."]
    assert official.lines("You may sacrifice me.  #If you don't, draw a card.#") == \
        ["You may sacrifice me. #If you don't, draw a card.#"]
