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
    ("[Scout] {2}. (reminder text: another way to pay)", "character", "Scout 2"),
    ("[Scout] {0}.", "permanent", "Scout 0"),
    ("[Scout] {1}.", "spell", "Scout printed on a spell"),
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
    # "it activates one of its {R} abilities" after a card played, perhaps only if it came from the Hand
    ("{R} [Rush] a Character. If it was played from your Hand, it activates its {J} abilities.", "character",
     {"when": "played from reserve", "do": [{"play": {"type": "character"}},
                                            {"if": "it was played from your hand", "then": [{"activate triggers": {
                                                "object": "them", "trigger": "enters play"}}]}]}),
    ("{H} You may [Rush] a Character. It activates one of its {R} abilities.", "character",
     {"when": "played from hand", "do": [{"play": {"type": "character"}, "may": True},
                                         {"activate triggers": {"object": "them", "trigger": "played from reserve", "one": True}}]}),
    ("{H} Target Character you control activates one of its {J} abilities.", "character",
     {"when": "played from hand", "do": [{"activate triggers": {"object": "target character you control", "trigger": "enters play",
                                                                "one": True}}]}),
    ("{T} : The next Plant you play in my Expedition this turn gains 2 boosts.", "permanent",
     {"quick action": {"cost": ["exhaust me"], "do": [{"next card": {"subtype": "Plant", "in": "my expedition", "gains boosts": 2}}]}}),
    # "If X, also Y": after an optional cost, part of what it pays for; after a step always done, the same as without "also"
    ("{R} You may exhaust me to create a [Moth 1/1/1] token in my Expedition. If you control a Plant, also draw a card.", "character",
     {"when": "played from reserve", "do": [{"pay": ["exhaust me"], "then": [
         {"create token": {"token": "Moth 1/1/1", "in": "my expedition"}}, {"if": "you control a Plant", "then": [{"draw": 1}]}]}]}),
    ("{H} Draw a card. If you control a Plant, also draw a card.", "character",
     {"when": "played from hand", "do": [{"draw": 1}, {"if": "you control a Plant", "then": [{"draw": 1}]}]}),
    ("{H} You may discard a Permanent from your Reserve. If you do, I gain 2 boosts.", "character",
     {"when": "played from hand", "do": [{"discard": "a permanent in your reserve", "may": True},
                                         {"if": "you did", "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}),
    ("{R} Take control of target Permanent, putting it in my Expedition if it's an Expedition Permanent.", "character",
     {"when": "played from reserve", "do": [{"take control": {"object": "target permanent", "in": "my expedition"}}]}),
    ("{H} Roll a die. On a 6: Play another turn.", "character",
     {"when": "played from hand", "do": [{"roll a die": [{"result": "6", "do": [{"play another turn": {}}]}]}]}),
    ("When both of your Expeditions move forward due to [Ascension] — Draw two cards.", "character",
     {"when": "both of your expeditions move forward due to ascension", "do": [{"draw": 2}]}),
    ("{R} You may reveal a Character with Hand Cost {3} or more from your hand. If its Hand Cost is {5} or more, I gain 2 boosts.",
     "character", {"when": "played from reserve", "do": [
         {"reveal": "a character with hand cost 3 or more from your hand", "may": True},
         {"if": "the card revealed had hand cost 5 or more", "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}),
    ("{T} : Choose up to the number of Plants you control:\n• Create a [Moss 0/0/2] Plant token in my Expedition.\n• Create one in "
     "my other Expedition.\n• Draw a card.", "permanent",
     {"quick action": {"cost": ["exhaust me"], "do": [{"choose modes": [
         [{"create token": {"token": "Moss 0/0/2 Plant", "in": "my expedition"}}],
         [{"create token": {"token": "Moss 0/0/2 Plant", "in": "my other expedition"}}], [{"draw": 1}]],
         "per": "Plant you control", "same mode again": False, "up to": True}]}}),
    ("When you activate a {T} ability — I gain 1 boost.", "character",
     {"when": "you activate an ability costing exhaust me", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    ("When three {T} abilities are activated on one of your turns — Draw a card.", "permanent",
     {"when": "the third ability costing exhaust me is activated on one of your turns", "do": [{"draw": 1}]}),
    # a player's own choice of one of their expeditions, then "in it": that expedition (6.1.g)
    ("Target opponent chooses their Hero or Companion Expedition, then sacrifices all Characters in it.", "spell",
     [{"target opponent": [{"choose expedition": "one of your expeditions"}, {"sacrifice": "each character in that expedition"}]}]),
    ("Return target Character with {M} 2 or less to its owner's Hand.", "spell",
     [{"return to hand": "target character with mountain 2 or less"}]),
    ("Exhaust target Character in {V} with a statistic of 5 or more {O}.", "spell",
     [{"exhaust": "target character in forest with water 5 or more"}]),
    ("Each Character you control with an {O} statistic of 1 or less gains 1 boost.", "spell",
     [{"gain boosts": {"object": "each character you control with water 1 or less", "amount": 1}}]),
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
    ("Put the top three cards of your deck in your Mana zone.", "spell", [{"put in mana": "your top 3 deck cards"}]),
    ("[Tough X], where X is the number of Robots you control.", "character", "Tough X per Robot you control"),
    ("[Tough X], where X = the number of regions between your Hero and Companion expeditions.", "permanent",
     "Tough X per region between your expeditions"),
    ("[Tough X], where X is the number of cards in Reserve.", "character",
     "Tough X per card in a reserve"),  # no owner said: every player's Reserve (the published game)
    ("Tokens you control are [Tough 3].", "permanent", {"passive": "tokens you control are tough 3"}),
    ("Roll a die. Target Character you control gains X boosts, where X is the result.", "spell",
     [{"roll a die": {}}, {"gain boosts": {"object": "target character you control", "amount": "the result"}}]),
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
    ("[Eternal 2].", "keyword Eternal N"),
    ("{H} Draw a card. If you can't, I gain 1 boost.", "'if you can't' after a step other than a sacrifice or a discard"),
    ("{H} Draw a card. If its Hand Cost was {4} or more, I gain 1 boost.", "a condition on what a step before acted on"),
    ("{H} Exchange your hand with your Reserve.", "step the language does not have yet"),
    ("When you win the game — I gain 1 boost.", "trigger the language does not have yet"),
    ("If I would gain [[Asleep]], I draw a card instead.", "translator cannot read"),
    ("{J} Target Character with a base statistic of 0 gains 1 boost.", "statistic"),
    ("{J} Target Character gains 1 boost until the end of the turn.", "duration"),
    ("If there are two Characters in my Expedition, they are [Gigantic].", "Gigantic given by a passive ability"),
])
def test_what_it_cannot_say_it_says_so(text, reason):
    tr = translate.line(text, "character")
    assert tr.missing and reason in tr.missing, tr


def test_a_card_is_modelled_only_when_every_line_is():
    tr = translate.translate("character", ["{J} Draw a card.", "[Eternal 1]."], [])
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
    # a die roll's outcomes printed as paragraphs of their own: the roll's ability still
    assert official.lines("{H} Roll a die.  On a 4+, draw a card.  On a 1-3, [Resupply].") == \
        ["{H} Roll a die. On a 4+, draw a card. On a 1-3, [Resupply]."]
    # a rare version's marker before a bullet, or around a step put in the place of the one before
    # ("If X, ... it instead": no "would", so no ability of its own): the same ability all the same
    assert official.lines("Roll a die. On a:\n• 6, draw a card.  #• 1, discard a card.#") == \
        ["Roll a die. On a:\n• 6, draw a card.\n#• 1, discard a card.#"]
    assert official.lines("Send target Character to Reserve.#  If you control a Plant, discard it instead.#") == \
        ["Send target Character to Reserve.# If you control a Plant, discard it instead.#"]
    # a replacement ability of its own ("would") stays a paragraph of its own
    assert official.lines("{J} Draw a card.  If it would go to Reserve, discard it instead.") == \
        ["{J} Draw a card.", "If it would go to Reserve, discard it instead."]


def test_a_step_in_the_place_of_the_one_before_reads_across_the_paragraphs():
    main = official.lines("Send target Character to Reserve.#  If you control a Plant, discard it instead.#")
    tr = translate.translate("spell", main, [])
    assert [ln.missing for ln in tr.lines] == [None]
    assert tr.effect == [{"target": "target character"},
                         {"if": "you control a Plant", "then": [{"discard": "them"}], "else": [{"put in reserve": "them"}]}]


@pytest.mark.parametrize("text, card_type, want", [
    # "in Reserve" with no owner is every player's Reserve (the published game, v5.0 3.1.2.b, 2.4.6.c)
    ("{J} If there are three or more exhausted cards in Reserve, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "there are 3 or more exhausted cards in reserve", "then": [{"draw": 1}]}]}),
    ("I cost {2} less if there are two or more exhausted cards in Reserve.", "spell",
     {"if": "there are 2 or more exhausted cards in reserve", "passive": "i cost 2 less"}),
    ("{H} Ready all cards in Reserve.", "character", {"when": "played from hand", "do": [{"ready": "each card in a reserve"}]}),
    ("{J} You may exhaust a card in Reserve.", "character",
     {"when": "enters play", "do": [{"exhaust": "a card in a reserve", "may": True}]}),
    ("{J} Ready an exhausted card in Reserve.", "character",
     {"when": "enters play", "do": [{"ready": "an exhausted card in a reserve"}]}),
    ("I cost {2} less per exhausted card in Reserve.", "spell", {"passive": "i cost 2 less per exhausted card in a reserve"}),
    ("{J} I gain 1 boost per exhausted card in Reserve.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": 1, "per": "exhausted card in a reserve"}}]}),
])
def test_a_reserve_with_no_owner_is_every_players(text, card_type, want):
    assert one(text, card_type) == want


@pytest.mark.parametrize("text, want", [
    ("{H} Target opponent may [Exhausted Resupply], then they may do it again.",
     [{"exhausted resupply": "target opponent", "may": True}, {"exhausted resupply": "target opponent", "may": True}]),
    ("{J} Draw a card, then do it again.", [{"draw": 1}, {"draw": 1}]),
    ("{J} You may draw a card, then do it again.", [{"draw": 1, "may": True}, {"draw": 1, "may": True}]),
])
def test_do_it_again_is_the_step_before_once_more(text, want):
    assert one(text)["do"] == want


def test_do_it_again_with_nothing_before_is_not_guessed():
    assert one("{J} Do it again.") == "a step that refers back to an earlier one"


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
    assert one("If I would leave the Expedition zone while I am [[Boosted]], you may put me in my owner's Mana zone instead.") == {
        "instead": {"would leave": "expedition zone", "go to": "mana", "if": "i have 1 or more boosts", "may": True}}
    assert "condition" in one("If I would leave the Expedition zone while I am in {O}, put me in your Mana zone instead.")
    assert "alternative" in one("If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. "
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


def test_a_mode_that_spends_a_counter_from_any_card_of_yours():
    assert translate.line("Choose one: • Draw a card. • Spend 1 counter from a card you control or in your Reserve "
                          "to draw two cards.", "spell").data == [
        {"modes": [[{"draw": 1}],
                   [{"pay": ["spend 1 counter from a card you control or in your reserve"], "then": [{"draw": 2}], "may": False}]]}]


def test_a_step_done_x_plus_one_times_and_x_plus_one_modes():
    assert translate.line("Do the following X+1 times, where X is my number of Widget counters: • Target Character gains 2 boosts.",
                          "spell").data == [
        {"repeat": [{"gain boosts": {"object": "target character", "amount": 2}}], "counters": "Widget", "plus": 1}]
    # "it" in the repeated step is that time's target
    assert translate.line("Do the following X+1 times, where X is my number of Widget counters: • Return target Character "
                          "to its owner's Hand, then I gain 1 boost. ", "spell").missing is None
    assert translate.line("Choose X+1, where X is my number of Widget counters. You may pick the same option multiple times: "
                          "• [Sabotage]. • Draw a card.", "spell").data == [
        {"choose modes": [[{"sabotage": {}}], [{"draw": 1}]], "counters": "Widget", "plus": 1, "same mode again": True}]
    assert translate.line("Choose X+1, where X is my number of Widget counters: • Draw a card. • Remove 2 counters from target "
                          "Character.", "spell").data == [
        {"choose modes": [[{"draw": 1}], [{"remove counters": {"object": "target character", "amount": 2}}]], "counters": "Widget",
         "plus": 1, "same mode again": False}]


def test_a_step_done_after_rest():
    assert one("At Dusk — Draw two cards after Rest.") == {"when": "at dusk", "do": [{"after rest": [{"draw": 2}]}]}


@pytest.mark.parametrize("first, want", [("play me for free", {"play": {"object": "me", "free": True}}),
                                         ("draw a card", {"draw": 1})])
def test_you_may_a_and_i_gain_b_is_both_or_neither(first, want):
    """"You may A and I gain X": its player may do both, by one choice (5.2.3.e); declined, X does not
    happen either."""
    assert one(f"When I go to Reserve from your hand — You may {first} and I gain [[Asleep]].")["do"] == [
        {"you may": [want, {"gain status": {"object": "me", "status": "asleep"}}]}]


@pytest.mark.parametrize("cond, said", [("I have 2 or more boosts", "i have 2 or more boosts"),
                                        ("you control a Plant", "you control a Plant"),
                                        ("my Expedition is ahead", "my expedition is ahead")])
def test_a_condition_before_a_step_after_rest_is_checked_as_the_effect_resolves(cond, said):
    """"If X, Y after Rest": X conditions the step resolving now, which sets Y to wait for Rest
    (5.2.3.f, v5.0 6.5.d); only Y waits. Checked after Rest, "I" would be a new object in Reserve."""
    assert one(f"At Night — If {cond}, draw a card after Rest.") == {
        "when": "at night", "do": [{"if": said, "then": [{"after rest": [{"draw": 1}]}]}]}


# --- costs and cost changes -------------------------------------------------------------------

@pytest.mark.parametrize("text, card_type, want", [
    ("At Dusk — You may pay {2} and spend 2 of my Widget counters to draw a card.", "permanent",
     {"when": "at dusk", "do": [{"pay": ["2 mana", "spend 2 Widget counters"], "then": [{"draw": 1}]}]}),
    ("At Noon — You may pay {1} and spend one of my Widget counters to draw a card.", "permanent",
     {"when": "at noon", "do": [{"pay": ["1 mana", "spend 1 Widget counter"], "then": [{"draw": 1}]}]}),
    ("{R} You may spend 1 counter from a card you control or in your Reserve to draw a card.", "character",
     {"when": "played from reserve", "do": [{"pay": ["spend 1 counter from a card you control or in your reserve"], "then": [{"draw": 1}]}]}),
    ("Cards played from Hand cost {2} more.", "character", {"passive": "cards played from hand cost 2 more"}),
    ("You may discard a card from your Reserve to make me cost {3} less.", "spell",
     {"passive": "discard a reserve card as you play me: i cost 3 less"}),
    ("I cost {3} less to play in an Expedition without Characters.", "character",
     {"passive": "i cost 3 less in an expedition without characters"}),
    ("Cards played from Reserve cost {2} less, down to a minimum of {1}. (a reminder)", "permanent",
     {"passive": "cards played from reserve cost 2 less, down to a minimum of 1"}),
])
def test_cost_templates_translate(text, card_type, want):
    tr = translate.line(text, card_type)
    assert tr.missing is None, tr.missing
    assert tr.data == want


def test_revealed_cards_some_put_in_play_the_others_discarded_after():
    text = ("Reveal the top three cards of your Deck. Choose up to one Character from these cards and put them in your "
            "Expeditions. They gain [[Asleep]]. Discard the other cards.")
    assert translate.line(text, "spell").data == [
        {"play from top of deck": {"reveal": 3, "up to": 1, "type": "character", "rest": "later"}},
        {"gain status": {"object": "them", "status": "asleep"}}, {"discard the rest": {}}]
    text = "Look at the top five cards of your Deck. Choose up to two Characters among them and put them in your Expeditions. Discard the other cards."
    assert translate.line(text, "spell").data == [{"play from top of deck": {"look": 5, "up to": 2, "type": "character"}}]


def test_a_minimum_on_a_cost_increase_is_not_read():
    assert translate.line("Cards played from Reserve cost {1} more, down to a minimum of {1}.", "character").missing


def test_a_quick_action_costing_more_for_the_second_player_creates_a_token_with_a_quoted_reaction():
    text = ('{T}: Create a [Pup 1/0/0] Animal token in your Hero Expedition with "When I leave play — Draw a card.". '
            "This action costs {2} more if you are not the first player.")
    assert one(text, "hero") == {"quick action": {
        "cost": ["exhaust me"], "passive": "extra cost 2 unless first player",
        "do": [{"create token": {"token": "Pup 1/0/0 Animal", "in": "your hero expedition",
                                 "abilities": [{"when": "i leave play", "do": [{"draw": 1}]}]}}]}}
    assert "condition" in one("{T}: Draw a card. This action costs {1} more if you control a Plant.", "hero")
    assert "quoted" in one('{J} Create a [Pup 1/0/0] Animal token in your Hero Expedition with "Whenever it rains — Fly.".')


def test_the_next_card_and_what_it_does_only_from_one_zone():
    assert one("{T}: The next Permanent you play this turn costs {1} less. If you play it from your Hand, it gains [[Anchored]].",
               "permanent") == {"quick action": {"cost": ["exhaust me"], "do": [
                   {"next card": {"type": "permanent", "costs less": 1, "if from hand": {"gains status": "anchored"}}}]}}
    assert one("{T}: The next Character you play this Afternoon costs {2} less. If you play it from your Reserve, it gains 1 boost.",
               "permanent") == {"quick action": {"cost": ["exhaust me"], "do": [
                   {"next card": {"type": "character", "costs less": 2, "until": "afternoon", "if from reserve": {"gains boosts": 1}}}]}}


def test_tokens_created_per_what_is_counted():
    assert one("{J} Create one [Pup 1/0/0] Animal token in my Expedition per Plant you control.")["do"] == [
        {"create token": {"token": "Pup 1/0/0 Animal", "in": "my expedition", "per": "Plant you control"}}]
    assert one("{J} Create two [Pup 1/0/0] Animal tokens in my Expedition per card in your Hand.")["do"] == [
        {"create token": {"token": "Pup 1/0/0 Animal", "in": "my expedition", "count": 2, "per": "card in your hand"}}]
    assert one("{J} Create a [Pup 1/0/0] Animal token in my Expedition per banana.") == \
        "an amount counted by what the language cannot count"


def test_choosing_several_modes_reads_each_mode():
    got = translate.line("Choose two: • Draw a card. • [Resupply]. • Give target Character 1 boost.", "spell")
    assert got.missing is None and got.data[0]["count"] == 2 and len(got.data[0]["choose modes"]) == 3


def test_replacements_on_other_objects_are_not_modelled():
    assert "other objects" in one("If a [[Fleeting]] Character would leave my Expedition during Dusk, it gains 1 boost instead.",
                                  "permanent")


def test_a_token_named_by_its_card_code_takes_the_token_cards_statistics():
    """Some sets print a token as its card's code ("[WISP_GUARD]"): what it is comes from the
    token card read with it (its statistics; its sub-types when the line names none). Without
    that card the line is not modelled: never a guessed token."""
    facts = [{"type": "token", "name": "Wisp Guard", "subtypes": ["Spirit"], "stats": {"forest": 3, "mountain": 1, "water": 2}},
             {"type": "character", "name": "Wisp Keeper", "stats": {"forest": 1, "mountain": 1, "water": 1}}]
    tokens = translate.token_cards(facts)
    assert tokens == {"wisp guard": ("3/1/2", ("Spirit",))}
    named = translate.translate("permanent", ["When you play a Spell — Create a [WISP_GUARD] Spirit token in my Expedition."], [], tokens)
    assert named.lines[0].data["do"] == [{"create token": {"token": "Wisp Guard 3/1/2 Spirit", "in": "my expedition"}}]
    bare = translate.translate("permanent", ["When you play a Spell — Create a [WISP_GUARD] token in my Expedition."], [], tokens)
    assert bare.lines[0].data["do"] == [{"create token": {"token": "Wisp Guard 3/1/2 Spirit", "in": "my expedition"}}]
    unknown = translate.translate("permanent", ["When you play a Spell — Create a [WISP_GUARD] Spirit token in my Expedition."], [])
    assert unknown.lines[0].missing and "WISP_GUARD" in unknown.lines[0].missing


def test_facing_expedition_only_due_to_its_terrain():
    # Will-o'-the-Wisp: one card's sentence, so checked on the shipped encodings, not quoted here;
    # the common and R1 print water, the R2 forest
    import json
    from pathlib import Path

    shipped = json.loads((Path(__file__).parent.parent / "judge" / "data" / "cards" / "ALIZE.json").read_text())
    found = {v["reference"]: v for v in shipped["versions"] if v["reference"].startswith("ALT_ALIZE_B_LY_35_")}
    for ref, terrain in (("C", "water"), ("R1", "water"), ("R2", "forest")):
        version = found[f"ALT_ALIZE_B_LY_35_{ref}"]
        assert version["verdict"] == "modelled"
        assert version["encoding"]["abilities"][0] == {
            "passive": f"while the expedition facing me is in {terrain}, it moves forward during dusk only due to {terrain}"}


def test_the_support_symbol_before_a_reaction_or_a_passive():
    """v5.0 7.1.5.a: the symbol before a support ability says it is a Reaction or a passive, not
    a quick action. A Reaction is read as a support reaction (it works in Reserve, ready); a
    passive is a support passive when the language has its kind, and says it is not modelled
    otherwise."""
    tr = translate.line("{I} At Dusk — I gain 1 Rune counter, up to a max of 4.", "character", True)
    assert tr.missing is None
    assert tr.data == {"support": {"when": "at dusk", "do": [{"gain counters": {"object": "me", "name": "Rune", "amount": 1, "max": 4}}]}}
    passive = translate.line("{I} I am not counted by the Reserve's limit.", "character", True)
    assert passive.missing and "works in Reserve" in passive.missing
    # the three support passives the language has: cards' sentences, so checked on the shipped
    # encodings (Lyra Contortionist, Simurgh's rare, Icarus's rare), not quoted here
    import json
    from pathlib import Path

    shipped = json.loads((Path(__file__).parent.parent / "judge" / "data" / "cards" / "BISE.json").read_text())
    found = {v["reference"]: v for v in shipped["versions"]}
    for ref, want in (("ALT_BISE_B_LY_51_C", "i don't count towards your reserve limit"),
                      ("ALT_BISE_B_OR_58_R1", "all reserve limits are reduced by 1"),
                      ("ALT_BISE_A_AX_56_R1", "you may play exhausted cards from your reserve")):
        assert {"support": {"passive": want}} in found[ref]["encoding"]["abilities"], ref


@pytest.mark.parametrize("when, want", [
    ("When another Character with a base statistic of 0 is one you play", None),  # not a template: refused
    ("When you play another Character with a base statistic of 0", "you play a character with a base statistic of 0"),
    ("When an opponent draws one or more cards or [Resupplies]", "an opponent draws or resupplies"),
    ("When a non-token Character leaves your Expeditions", "a non-token character leaves one of your expeditions"),
    ("When a Character leaves your Expeditions", "a character leaves one of your expeditions"),
])
def test_the_later_sets_wordings_of_known_triggers(when, want):
    tr = translate.line(f"{when} — I gain 1 boost.", "character")
    if want is None:
        assert tr.missing
    else:
        assert tr.missing is None and tr.data["when"] == want


def test_augment_reads_its_targets_and_refuses_others():
    assert one("{J} [Augment] target card in Reserve.") == {"when": "enters play", "do": [{"augment": "target card in reserve"}]}
    assert isinstance(one("{J} [Augment] each card you control."), str)  # not modelled, with its reason


def test_scout_is_the_cards_scout_cost_its_own_play_reactions_included():
    """Scout N (published game, v5.0 7.4.5) read into the card's `scout`, a card whose reaction to its
    own play speaks of the card too: such a reaction finds it in Reserve (7.4.5.e)."""
    from judge import carddb

    tr = translate.translate("character", ["[Scout] {3}.", "{J} Draw a card."], [])
    assert tr.scout == 3 and tr.verdict == "modelled"
    assert "scout" not in (tr.keywords or [])
    tr = translate.translate("character", ["[Scout] {1}.", "{H} I gain 2 boosts."], [])
    assert tr.scout == 1 and tr.verdict == "modelled"
    shipped = [r for r in carddb.records().values() if (r.get("encoding") or {}).get("scout") is not None]
    assert shipped and {r["set"] for r in shipped} == {"BISE"}
    playable = [r for r in shipped if r["verdict"] == "modelled"]
    assert playable and all(carddb.engine_card(r).scout == r["encoding"]["scout"] for r in playable)


def test_a_play_trigger_on_either_of_two_sub_types():
    assert one("When you play a Robot or Plant — Draw a card.") == {"when": "you play a Robot or Plant", "do": [{"draw": 1}]}
    # a type beside a sub-type is read as the type, not as a sub-type named "Character" (language.PLAY_SUBJECT)
    assert one("When you play a Robot or Character — Draw a card.") == {"when": "you play a Robot or character", "do": [{"draw": 1}]}
    from judge.language import trigger_text, trigger_value
    assert trigger_value("you play a Robot or Plant") == "you play a Robot or Plant"
    assert trigger_text("you play a Robot or Plant") == "When you play a Robot or Plant"


def test_keywords_given_under_a_condition_or_to_the_characters_in_my_expedition():
    # Fiore dei Liberi (Eternal while Boosted) and The Stew (Seasoned for the Characters in its
    # expedition): cards' sentences, so checked on the shipped encodings, not quoted here. The
    # Hunger's Gigantic given while Fleeting is modelled since the eighth round (judge/gigantic.py).
    import json
    from pathlib import Path

    shipped = json.loads((Path(__file__).parent.parent / "judge" / "data" / "cards" / "BISE.json").read_text())
    found = {v["reference"]: v for v in shipped["versions"]}
    for ref in ("ALT_BISE_B_OR_56_C", "ALT_BISE_B_OR_56_R1", "ALT_BISE_B_OR_56_R2"):
        assert {"passive": "i am eternal", "if": "i have 1 or more boosts"} in found[ref]["encoding"]["abilities"], ref
    for ref in ("ALT_BISE_B_BR_62_C", "ALT_BISE_B_BR_62_R1", "ALT_BISE_B_BR_62_R2"):
        assert {"passive": "characters in my expedition are seasoned"} in found[ref]["encoding"]["abilities"], ref
    assert {"passive": "i am gigantic", "if": "i am fleeting"} in found["ALT_BISE_B_YZ_56_R1"]["encoding"]["abilities"]
    assert translate.line("If I'm [[Fleeting]], I'm [Eternal].", "character").data == {"passive": "i am eternal", "if": "i am fleeting"}


def test_tokens_in_each_of_your_expeditions_behind_or_tied():
    # v5.0 7.5.2.b-d: behind or tied with the expedition facing it, read as the step resolves
    for that in ("that's", "that is"):
        assert one(f"{{R}} Create two [Test Moth 1/2/3] Bug tokens in each of your Expeditions {that} behind or tied.") == \
            {"when": "played from reserve", "do": [{"create token": {"token": "Test Moth 1/2/3 Bug", "count": 2,
                                                         "in": "each of your expeditions behind or tied"}}]}
    # those ahead (or behind, or tied) alone: the twenty-second session (language.STANDING_ONES)
    assert one("{J} Create a [Test Moth 1/2/3] Bug token in each of your Expeditions that's ahead.") == \
        {"when": "enters play", "do": [{"create token": {"token": "Test Moth 1/2/3 Bug", "in": "each of your expeditions ahead"}}]}
    assert one("{J} Create a [Test Moth 1/2/3] Bug token in each of your Expeditions that's far away.") == \
        "an expedition the language cannot name"


def test_a_token_in_the_expedition_of_the_target_of_the_step_before():
    # "its Expedition" after a step on one target: where that step found it (v5.0 2.1.h)
    assert one("Send to Reserve target Character, then create a [Test Moth 1/2/3] Bug token in its Expedition.", "spell") == \
        [{"put in reserve": "target character"}, {"create token": {"token": "Test Moth 1/2/3 Bug", "in": "their expedition"}}]
    assert one("{J} Create a [Test Moth 1/2/3] Bug token in its Expedition.") == "an expedition the language cannot name"
    assert one("{J} I gain 1 boost, then create a [Test Moth 1/2/3] Bug token in its Expedition.") == \
        "an expedition the language cannot name"


def test_target_an_expedition_then_tokens_per_card_in_target_players_reserve():
    # the expedition pointed at, then "in it"; X counted in the target player's Reserve (5.2.3.b)
    x_is = "where X is the number of"
    assert one(f"Target an Expedition. Create X [Test Moth 1/2/3] Bug tokens in it, {x_is} cards in "
               "target player's Hand.", "spell") == \
        [{"target": "target expedition"},
         {"create token": {"token": "Test Moth 1/2/3 Bug", "in": "that expedition", "per": "card in target player's hand"}}]
    assert one("{J} Create a [Test Moth 1/2/3] Bug token in it.") == "an expedition the language cannot name"
    assert one(f"Target an Expedition. Create X [Test Moth 1/2/3] Bug tokens in it, {x_is} "
               "Plants in target player's Discard pile.", "spell") == "an amount counted by what the language cannot count"


def test_you_may_target_an_opponent_they_draw():
    assert one("{R} You may target an opponent, they draw two cards. If you do, I gain 1 boost.") == \
        {"when": "played from reserve", "do": [{"draw": {"players": "target opponent", "amount": 2}, "may": True},
                                               {"if": "you did", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}


def test_target_opponent_resupplies_and_its_controller_after_a_paid_discard():
    assert one("{R} Target opponent [Resupplies].") == {"when": "played from reserve", "do": [{"resupply": "target opponent"}]}
    assert one("{R} You may pay {2} to discard target Character. If you do, its controller [Resupplies].") == \
        {"when": "played from reserve", "do": [{"pay": ["2 mana"], "then": [{"discard": "target character"}]},
                                               {"if": "you did", "then": [{"resupply": "their controller"}]}]}
    # "its" with no one target before it: not modelled
    assert one("{R} Its controller [Resupplies].") == "a player the language cannot name"
    assert one("{R} Draw a card. If you do, its controller [Resupplies].") == "a player the language cannot name"


def test_target_two_characters_and_exchange_their_boosts():
    assert one("{R} Target two [[Boosted]] Characters and exchange their boosts.") == \
        {"when": "played from reserve", "do": [{"exchange boosts": "2 target boosted character"}]}
    where = "in play or in Reserve"
    assert one(f"Target two Characters {where} and exchange their boosts.", "spell") == \
        [{"exchange boosts": "2 target character in play or in reserve"}]
    assert isinstance(one("{R} Target two Permanents and exchange their boosts."), str)


def test_a_target_by_the_hand_cost_of_a_character_you_control():
    bound = "less than or equal to the Hand Cost of"
    assert one(f"{{R}} Exhaust target Character with Hand Cost {bound} a Character you control.") == \
        {"when": "played from reserve", "do": [{"exhaust": "target character with hand cost at most that of a character you control"}]}
    assert isinstance(one(f"{{R}} Exhaust target Character with Hand Cost {bound} a Spell you control."), str)


def test_boosts_per_other_character_in_my_expedition_then_them_all():
    them_all = "then send them all to Reserve."
    assert one(f"{{R}} I gain 2 boosts per other Character in my Expedition, {them_all}") == \
        {"when": "played from reserve", "do": [{"gain boosts": {"object": "me", "amount": 2, "per": "other character in my expedition"}},
                                               {"put in reserve": "each other character in my expedition"}]}
    assert one(f"{{R}} I gain 1 boost per Character you control, {them_all}") == \
        "a step that refers back to an earlier one"


def test_choose_up_to_one_mode():
    assert one("{R} Choose up to one: • Draw a card. • I gain 2 boosts.") == \
        {"when": "played from reserve", "do": [{"modes": [[{"draw": 1}], [{"gain boosts": {"object": "me", "amount": 2}}]],
                                                "up to one": True}]}


def test_that_character_of_the_trigger_and_it_after_an_internal_action():
    assert one("When a Character you control gains [[Asleep]] — That Character gains 2 boosts.") == \
        {"when": "a character you control gains asleep", "do": [{"gain boosts": {"object": "it", "amount": 2}}]}
    assert one("{J} That Character gains 1 boost.") == "a step that refers back to an earlier one"
    assert one("{R} You may pay {1} to have target Character gain [[Fleeting]]. You may give it 1 boost.") == \
        {"when": "played from reserve", "do": [
            {"pay": ["1 mana"], "then": [{"target": "target character"}, {"gain status": {"object": "them", "status": "fleeting"}}]},
            {"gain boosts": {"object": "them", "amount": 1}, "may": True}]}
    assert one("{R} You may pay {1} to have up to 2 target Characters gain [[Fleeting]]. You may give it 1 boost.") == \
        "a step that refers back to a target of an internal action"


def test_x_plus_n_where_x_is_my_number_of_counters():
    mine = "where X is my number of Kelon counters"
    assert one(f"{{R}} Target Character gains X+1 boosts, {mine}.") == \
        {"when": "played from reserve", "do": [{"gain boosts": {"object": "target character", "amount": 1, "plus my counters": "Kelon"}}]}
    assert one(f"{{R}} Exhaust target Character with Hand Cost {{X}}+{{3}} or less, {mine}.") == \
        {"when": "played from reserve", "do": [{"exhaust": "target character with hand cost at most my kelon counters plus 3"}]}


def test_up_to_two_targets_in_play_or_in_reserve_each_gain():
    assert one("{R} Up to two target Characters in Reserve each gain 2 boosts.") == \
        {"when": "played from reserve", "do": [{"gain boosts": {"object": "up to 2 target character in reserve", "amount": 2}}]}
    assert one("{R} Target Characters in Reserve gain 1 boost.") == "an object the language cannot select"


def test_a_target_gains_or_loses_one_of_two():
    assert one("{R} Target Character gains 2 boosts or loses [[Asleep]].") == \
        {"when": "played from reserve", "do": [{"target": "target character"},
                                               {"one of": [[{"gain boosts": {"object": "them", "amount": 2}}],
                                                           [{"lose status": {"object": "them", "status": "asleep"}}]]}]}


def test_removing_counters_without_a_name_is_any_kind_the_controller_picks():
    # counters of any names, boosts included (v5.0 2.5.1.a); the effect's controller picks them (v5.0 6.1.g)
    assert one("{R} Remove up to 3 counters from target card in Reserve.") == \
        {"when": "played from reserve", "do": [{"remove counters": {"object": "target card in reserve", "amount": 3, "up to": True}}]}
    assert one("{J} Remove 2 Widget counters from target Character.") == \
        {"when": "enters play", "do": [{"remove counters": {"object": "target character", "name": "Widget", "amount": 2}}]}
    assert one("{J} Remove one counter from target Character.") == \
        {"when": "enters play", "do": [{"remove counters": {"object": "target character", "amount": 1}}]}


def test_an_opponent_plays_a_card_and_that_character_is_the_one_it_is_about():
    # any zone, any type said; "that Character" after a trigger about another Character is `it`
    assert one("When an opponent plays a Spell — Draw a card.") == {"when": "an opponent plays a spell", "do": [{"draw": 1}]}
    assert one("When an opponent plays a Character — That Character gains 1 boost.") == \
        {"when": "an opponent plays a character", "do": [{"gain boosts": {"object": "it", "amount": 1}}]}
    assert one("When an opponent plays a Character — If there is no Character in the Expedition facing me, "
               "I gain 1 boost.") == {"when": "an opponent plays a character", "do": [
                   {"if": "the expedition facing me has no characters",
                    "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}
    assert one("When a Character you control gains [[Asleep]] — That Character gains 2 boosts.") == \
        {"when": "a character you control gains asleep", "do": [{"gain boosts": {"object": "it", "amount": 2}}]}
    # anything else that could be "it" leaves it ambiguous; a trigger about no Character names none
    assert one("When an opponent plays a Character — Target Character and that Character gain 1 boost.") == \
        "a step that refers back to an earlier one"
    assert one("When you play a Spell — That Character gains 1 boost.") == "a step that refers back to an earlier one"


def test_a_card_joins_the_discard_pile_and_every_other_card_in_play_and_in_reserve():
    assert one("When a card joins the discard pile — Draw a card.") == {"when": "a card joins a discard pile", "do": [{"draw": 1}]}
    assert one("{J} Discard all cards in play and in Reserve.") == {"when": "enters play", "do": [
        {"discard": "each card in play or in reserve"}]}
    assert one("{R} Discard each other card in play and in Reserve.") == {"when": "played from reserve", "do": [
        {"discard": "each other card in play or in reserve"}]}


def test_a_condition_on_what_the_step_before_moved_this_way():
    # ours, not a card's: the condition names what a Resupply or a Sabotage just moved; "it" is that card
    assert one("[Resupply]. If you put a Spell in Reserve this way, put it in your hand.", "spell") == [
        {"resupply": "you"}, {"if": "a spell went to reserve this way", "then": [{"return to hand": "them"}]}]
    assert translate.step("You may then put it in your hand") == {"return to hand": "it", "may": True}
    assert one("[Resupply]. If you put a Character in your Reserve this way, you may immediately play it for free.",
               "spell") == [{"resupply": "you"}, {"if": "a character went to reserve this way",
                                                  "then": [{"play": {"object": "them", "free": True}, "may": True}]}]
    assert one("{R} [Sabotage]. If you discarded a card this way, draw a card.") == {
        "when": "played from reserve", "do": [{"sabotage": {}}, {"if": "a card was discarded this way", "then": [{"draw": 1}]}]}
    assert translate.step("its owner [Exhausted Resupplies]") == {"exhausted resupply": "its owner"}
    # "this way" after anything else, and "play it" with nothing to name it, are not read
    assert one("Draw a card. If you put a Character in Reserve this way, draw a card.", "spell") == \
        "a condition on what a step before did, other than a Resupply or a Sabotage just before"
    assert one("{J} Immediately play it for {2} less.") == "a step that refers back to an earlier one"


def test_fewer_cards_than_target_opponent():
    assert one("{R} If you have fewer cards in your Hand than target opponent, I gain 2 boosts.") == {
        "when": "played from reserve", "do": [{"if": "you have fewer cards in hand than target opponent",
                                             "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}


def test_reveal_the_top_card_then_draw_or_discard_it():
    assert one("{J} Reveal the top card of your deck. If it is a Spell or Plant, draw it. Otherwise, discard it.") == {
        "when": "enters play", "do": [{"reveal top card": {"draw if": ["spell", "Plant"], "otherwise": "discard"}}]}
    assert one("At Noon — If I am [[Boosted]], reveal the top card of your deck. If it is a Spell, draw it. Otherwise, "
               "discard it.")["do"][0] == {"if": "i have 1 or more boosts", "then": [
                   {"reveal top card": {"draw if": ["spell"], "otherwise": "discard"}}]}
    assert translate.effect("Reveal the top card of your deck. If it is a Character with a base statistic of 0 or an Elf, "
                            "draw it. Otherwise, discard it.")[0]["reveal top card"]["draw if"] == [
        "character with a base statistic of 0", "Elf"]
    assert one("{J} Reveal the top card of your deck. If it is a card with Hand Cost {1}, draw it. Otherwise, discard it.") == \
        "a revealed card's kind the language does not have yet"


def test_remove_all_boosts_then_steps_by_the_band_of_the_number_removed():
    got = translate.effect("Remove all boosts from each Character in play and in Reserve. Then, depending on how many boosts "
                           "were removed this way: • 1-2: Draw a card. • 3+: I gain 1 boost.")
    assert got == [{"lose all boosts": "each character in play or in reserve"},
                   {"if": "1 to 2 boosts were removed this way", "then": [{"draw": 1}]},
                   {"if": "3 or more boosts were removed this way", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]
    # bands that overlap ("1+", "3+"): whether each band reached applies or the highest only, no rule says
    assert one("{H} Remove all boosts from each Character in play and in Reserve. Then, depending on how many boosts "
               "were removed this way: • 1+: Draw a card. • 3+: I gain 1 boost.") == \
        "bands of a number that overlap: no rule says whether each band reached applies or only one"


def test_passives_forbidding_counters():
    assert one("Cards in an opponent's Reserve can't gain counters.") == {"passive": "opponents' reserve cards can't gain counters"}
    assert one("Cards in play or in any Reserve with counters can't gain counters.") == {
        "passive": "cards with counters can't gain more counters"}


def test_another_permanent_joins_your_expeditions_or_landmarks():
    assert one("When another Permanent joins your Expeditions or Landmarks — Draw a card.", "permanent") == {
        "when": "another permanent joins your expeditions or landmarks", "do": [{"draw": 1}]}


def test_a_reaction_done_for_each_of_my_boosts():
    assert one("When I leave your Landmark zone, for each of my boosts — Target Character in your Reserve gains 2 boosts.") == {
        "when": "i leave your landmarks",
        "do": [{"repeat": [{"gain boosts": {"object": "target character in your reserve", "amount": 2}}], "per": "my boosts"}]}
    assert one("{J}, for each of my boosts — Draw a card.") != {"when": "enters play", "do": [{"repeat": [{"draw": 1}],
                                                                                                  "per": "my boosts"}]}


def test_put_in_the_mana_zone_ready_and_a_cost_before_an_after_rest_step():
    assert one("{R} Put target Character in its owner's Mana zone as a ready Mana Orb.") == {
        "when": "played from reserve", "do": [{"put in mana": {"object": "target character", "ready": True}}]}
    # Mana Convergence's line with a comma reads as the one without (checked on the shipped encodings: a card's sentence)
    import json
    from pathlib import Path

    shipped = json.loads((Path(__file__).parent.parent / "judge" / "data" / "cards" / "BISE.json").read_text())
    convergence = next(v for v in shipped["versions"] if v["reference"] == "ALT_BISE_B_NE_01_C")
    assert convergence["encoding"]["abilities"] == [{"passive": "i can't be played"}]
    assert one("At Noon — You may exhaust me to draw a card after Rest.").startswith("a cost for a step done after Rest")


def test_a_quick_action_gained_while_a_condition_holds():
    assert one('If I have 3 or more Kelon counters, I gain "{T} : Draw a card."', "hero") == {
        "quick action": {"cost": ["exhaust me"], "do": [{"draw": 1}]}, "if": "i have 3 or more kelon counters"}
    assert one('If I have 3 or more Kelon counters, I gain "When I leave play — Draw a card."', "hero") == \
        "an ability given as quoted text"


def test_the_next_card_played_in_a_terrain_of_a_sub_type_pair_or_with_a_zero():
    assert one("{T}: The next Character you play in {O} this turn gains 2 boosts.", "permanent") == \
        {"quick action": {"cost": ["exhaust me"], "do": [{"next card": {"type": "character", "in": "water", "gains boosts": 2}}]}}
    assert one("{T}: The next #Plant# or #Robot# you play this turn gains [[Anchored]].", "permanent") == \
        {"quick action": {"cost": ["exhaust me"], "do": [{"next card": {"subtype": "Plant or Robot", "gains status": "anchored"}}]}}
    zero = "with a base statistic of 0 that"  # the template's words, apart from any card's sentence
    assert one(f"{{T}}: The next Character {zero} you play from your Hand this turn gains 2 boosts.", "permanent") == \
        {"quick action": {"cost": ["exhaust me"], "do": [{"next card": {"type": "character", "from": "hand", "base statistic 0": True,
                                                                         "gains boosts": 2}}]}}
    # only Characters have statistics (2.2.9.c): a Spell "with a base statistic of 0" is not read
    assert isinstance(one(f"{{T}}: The next Spell {zero} you play from your Reserve this turn gains 2 boosts.", "permanent"), str)
    # a decrease for a card played in a terrain is not known before its expedition is declared
    assert isinstance(one("{T}: The next Character you play in {V} this turn costs {1} less.", "permanent"), str)


def test_reducing_the_cost_of_the_next_card_and_the_boost_symbol():
    assert one("{H} You may exhaust me to reduce the cost of the next Spell you play this turn by {1}.") == \
        {"when": "played from hand", "do": [{"pay": ["exhaust me"], "then": [{"next card costs less": {"type": "spell", "amount": 1}}]}]}
    assert one("{R} Reduce the cost of the next Character you play this Afternoon by {3}.") == \
        {"when": "played from reserve", "do": [{"next card costs less": {"type": "character", "amount": 3, "until": "afternoon"}}]}
    assert translate.clean("I gain 2 boosts[BB].") == "I gain 2 boosts."


def test_playing_cards_of_a_kind_for_less_and_a_reserve_limit_under_a_condition():
    assert one("If I'm [[Boosted]], you may play #Plants# from your Hand for {2} less, down to a minimum of {1}.") == \
        {"passive": "your plant cards from hand cost 2 less, down to a minimum of 1",
         "if": "i have 1 or more boosts"}
    assert one("You may play other Characters from your Hand for {3} less.") == \
        {"passive": "your characters from hand cost 3 less"}
    assert one("You may play Permanents with Hand Cost {6} or more for {2} less.", "permanent") == \
        {"passive": "your permanents with hand cost 6 or more cost 2 less"}
    assert isinstance(one("You may play Fairies from your Reserve for {1} less."), str)  # a plural we do not undo
    more = "your Reserve limit is increased by one."  # the template's words, apart from any card's sentence
    assert one(f"If there are two or more Permanents in your Hand, {more}", "permanent") == \
        {"passive": "your reserve limit is increased by 1", "if": "you have 2 or more permanents in hand"}
    assert one(f"If there are three or more Spells with Hand Cost {{5}} or more in your Reserve, {more}", "permanent") == \
        {"passive": "your reserve limit is increased by 1", "if": "you have 3 or more spells with hand cost 5 or more in reserve"}


def test_a_replacement_of_my_expedition_moving_forward():
    would = "If my Expedition would move forward,"  # the template's words, apart from any card's sentence
    assert one(f"{would} discard me instead to draw three cards.", "permanent") == \
        {"instead": {"would": "my expedition moves forward", "do": [{"discard": "me"}, {"draw": 3}]}}
    assert one(f"{would} you may discard me instead.", "permanent") == \
        {"instead": {"would": "my expedition moves forward", "may": True, "do": [{"discard": "me"}]}}
    # a target would have to be declared, and a replacement is not played (5.2.3.b)
    assert isinstance(one(f"{would} you may discard me instead to exhaust target Character.", "permanent"), str)
    assert isinstance(one("If my Expedition would move backward, you may discard me instead.", "permanent"), str)


def test_a_condition_on_the_result_of_a_roll():
    roll = "When you roll one or more dice —"  # the template's words, apart from any card's sentence
    assert one(f"{roll} If the result is 5+, I gain 2 boosts.") == \
        {"when": "you roll dice", "do": [{"if": "the result is 5 or more", "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}


def test_sending_to_the_xth_position_of_the_deck():
    deep, higher = "to the Xth position of its owner's deck,", "If X is higher than the Hand Cost"  # apart from any card's sentence
    assert translate.effect(f"Roll a die. Put target Character you control {deep} where X is the final result. {higher} of the "
                            "target, draw a card.") == \
        [{"roll a die": {}}, {"put in deck": {"object": "target character you control", "position": "the result"}},
         {"if": "the result is higher than its hand cost", "then": [{"draw": 1}]}]


def test_support_abilities_giving_counters_beyond_their_maximum():
    tail, head = "in Reserve can give them", "The Support abilities of cards"  # the template's words, apart from any card's
    said = f"{head} {tail}"
    assert one(f"{said} one more counter than their maximum.", "permanent") == \
        {"passive": "support abilities can give cards in reserve 1 more counter than their maximum"}
    assert one(f"{said} counters beyond their maximum. (a reminder)", "permanent") == \
        {"passive": "support abilities can give cards in reserve counters beyond their maximum"}


def test_distributing_boosts_among_characters_in_reserve():
    assert one("{T}: Distribute two boosts among any Characters in Reserve.", "permanent") == \
        {"quick action": {"cost": ["exhaust me"], "do": [{"distribute boosts": {"amount": 2, "among": "characters in a reserve"}}]}}


def test_looking_at_the_top_cards_one_to_the_hand():
    rest, one_ = "and discard the others.", "Put one in your hand"  # apart from any card's sentence
    assert translate.effect(f"Look at the top three cards of your deck. {one_} {rest}") == \
        [{"take from top of deck": {"look": 3, "to hand": 1}}]


def test_revealing_the_top_card_as_dice_are_rolled_and_drawing_it():
    reveal = "also reveal the top card of your deck."  # the template's words, apart from any card's sentence
    assert one(f"If you would roll one or more dice, {reveal}", "permanent") == \
        {"passive": "also reveal your top deck card when you roll dice"}
    res = "to the die's result"  # the template's words, in pieces: apart from any card's sentence
    way = "When you reveal a card this way —"
    cost = "its Hand Cost is equal"
    assert one(f"{way} If {cost} {res}, draw it.", "permanent") == \
        {"when": "you reveal a card this way", "do": [{"if": "its hand cost is equal to the result", "then": [{"draw it": {}}]}]}
    assert one("{H} Roll a die and " + reveal.replace("also ", "")) == \
        {"when": "played from hand", "do": [{"roll a die": {}}, {"reveal top deck card": {}}]}


def test_choose_a_number_of_modes():
    """"Choose two/three": that many modes, chosen in order as it resolves (v5.0 6.5.g); a mode the
    language cannot read leaves the line not modelled, with that mode's reason."""
    assert translate.line("Choose two: • Draw a card. • Target Character gains 1 boost. • [Resupply].", "spell").data == [
        {"choose modes": [[{"draw": 1}], [{"gain boosts": {"object": "target character", "amount": 1}}], [{"resupply": "you"}]],
         "count": 2, "same mode again": False}]
    again = "You may pick the same option multiple times"  # the cards' words for "the same mode again"
    assert translate.line(f"Choose three. {again}: • Draw a card. • [Sabotage].",
                          "spell").data == [{"choose modes": [[{"draw": 1}], [{"sabotage": {}}]], "count": 3, "same mode again": True}]
    assert translate.line("Choose two: • Draw a card. • Exhaust every card in your Mana zone.", "spell").missing.startswith("exhausting")


@pytest.mark.parametrize("text, card_type, want", [
    # a target named in one sentence and acted on in the next ("It ..."): the language's own reading
    # (a target step, then steps on "them"), and where it has no step for it, the target's own step
    ("{H} You may target a Character with Hand Cost {2} or less. It switches Expeditions.", "character",
     {"when": "played from hand", "do": [{"target": "target character with hand cost 2 or less", "may": True},
                                         {"switch expeditions": "them"}]}),
    ("{H} You may target another Character, it gains [[Anchored]].", "character",
     {"when": "played from hand", "do": [{"you may": [{"target": "another target character"},
                                                      {"gain status": {"object": "them", "status": "anchored"}}]}]}),
    ("{J} Target Character you control. It gains 2 boosts.", "character",
     {"when": "enters play", "do": [{"target": "target character you control"}, {"gain boosts": {"object": "them", "amount": 2}}]}),
    # "Pay {N} less for the next ...": the next card's decrease
    ("{H} Pay {3} less for the next Permanent you play this Afternoon.", "character",
     {"when": "played from hand", "do": [{"next card costs less": {"type": "permanent", "amount": 3, "until": "afternoon"}}]}),
    ("{J} If I'm not in {O}, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "i am not in water", "then": [{"draw": 1}]}]}),
    ("{J} If you are first player, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "you are the first player", "then": [{"draw": 1}]}]}),
    ("{R} [Sabotage]. If you discarded a Permanent this way, draw a card.", "character",
     {"when": "played from reserve", "do": [{"sabotage": {}}, {"if": "a permanent was discarded this way", "then": [{"draw": 1}]}]}),
    ("When I go to your Reserve from your Expeditions — Draw a card.", "character",
     {"when": "i go to reserve from the expedition zone", "do": [{"draw": 1}]}),
])
def test_the_later_sets_wordings_of_what_the_language_has(text, card_type, want):
    assert one(text, card_type) == want


def test_a_decrease_down_to_a_minimum_keeps_its_minimum():
    # "down to a minimum of {1}" limits that decrease (v5.0 5.1.2.f remark): never dropped
    assert one("{H} Pay {2} less for the next Character you play this turn, down to a minimum of {1}.") == \
        {"when": "played from hand", "do": [{"next card costs less": {"type": "character", "amount": 2, "minimum": 1}}]}
    assert one("{J} The next Permanent you play this Afternoon costs {3} less, down to a minimum of {2}.") == \
        {"when": "enters play", "do": [{"next card costs less": {"type": "permanent", "amount": 3, "until": "afternoon",
                                                                  "minimum": 2}}]}
    for trigger in ("When you pass", "When a Character joins the Expedition facing me",
                    "When you discard a card from your hand"):
        assert one(f"{trigger} — Draw a card.")["when"] == trigger[5:].lower()


def test_the_languages_own_reading_of_a_target_comes_first():
    # the language's own reading of a target, then steps on "them", comes first
    assert one("{R} You may target another [[Asleep]] Character. It gains 3 boosts.") == \
        {"when": "played from reserve", "do": [{"target": "another target asleep character", "may": True},
                                               {"gain boosts": {"object": "them", "amount": 3}}]}


def test_up_to_n_targets_with_a_bound_on_each_hand_cost():
    assert one("{H} You may send to Reserve up to three target Characters with Hand Cost {1} or less.") == \
        {"when": "played from hand", "do": [{"put in reserve": "up to 3 target character with hand cost 1 or less", "may": True}]}
    # a bound computed as the targets are chosen is not that
    assert isinstance(one("{H} Up to two target Characters with Hand Cost less than or equal to the number of Characters "
                          "you control gain 1 boost."), str)


def test_a_die_rolled_after_other_steps_and_as_one_of_several_modes():
    assert one("Draw two cards, then roll a die. On a 5+, [Resupply].", "spell") == \
        [{"draw": 2}, {"roll a die": [{"result": "5+", "do": [{"resupply": "you"}]}]}]
    assert one("Choose two: • [Sabotage]. • Draw a card, then roll a die. On a 6, [Resupply]. • Draw two cards.", "spell") == \
        [{"choose modes": [[{"sabotage": {}}], [{"draw": 1}, {"roll a die": [{"result": "6", "do": [{"resupply": "you"}]}]}],
                           [{"draw": 2}]], "count": 2, "same mode again": False}]


def test_revealing_the_top_card_with_no_otherwise_leaves_it():
    assert one("{J} Reveal the top card of your deck. If it's a Permanent, draw it.") == \
        {"when": "enters play", "do": [{"reveal top card": {"draw if": ["permanent"]}}]}
    assert one("{J} Reveal the top card of your deck. If it's a Permanent, draw it. Otherwise, discard it.") == \
        {"when": "enters play", "do": [{"reveal top card": {"draw if": ["permanent"], "otherwise": "discard"}}]}


def test_a_landmark_token_takes_its_token_cards_abilities():
    """"Create an [X] token in your Landmarks": a token card without statistics read with the card
    is a Landmark Permanent token, whose abilities are its own lines, read as a Permanent's (v5.0
    2.2.1.d: a token is a Character unless the effect says otherwise). Without that card, or with a
    line of it the translator cannot read, the creating line is not modelled: never a guessed token."""
    stone = {"type": "token", "name": "Glimmerstone", "subtypes": ["Ore"],
             "text": {"main": ["{T}, Sacrifice me: Draw a card."], "support": []}}
    odd = {"type": "token", "name": "Oddstone", "subtypes": [], "text": {"main": ["Whistle a tune."], "support": []}}
    tokens = translate.token_cards([stone, odd])
    assert tokens[translate.LANDMARK + "glimmerstone"] == (
        "Glimmerstone", ("Ore",), [{"quick action": {"cost": ["exhaust me", "sacrifice me"], "do": [{"draw": 1}]}}])
    assert tokens[translate.LANDMARK + "oddstone"][2] is None
    mine = translate.translate("character", ["{H} Create a [Glimmerstone] token in your Landmarks."], [], tokens)
    assert mine.lines[0].data["do"] == [{"create landmark token": {
        "token": "Glimmerstone", "subtypes": ["Ore"], "abilities": [{"quick action": {"cost": ["exhaust me", "sacrifice me"],
                                                                                      "do": [{"draw": 1}]}}]}}]
    other = translate.translate("spell", ["Create a [Glimmerstone] token in another target player's Landmarks."], [], tokens)
    assert other.effect[0]["create landmark token"]["players"] == "another target player"  # any player but its controller
    theirs = translate.translate("spell", ["Create two [Glimmerstone] tokens in target opponent's Landmarks."], [], tokens)
    assert theirs.effect[0]["create landmark token"]["players"] == "target opponent"
    assert theirs.effect[0]["create landmark token"]["count"] == 2
    odd_line = translate.translate("character", ["{H} Create an [Oddstone] token in your Landmarks."], [], tokens)
    assert "Oddstone" in odd_line.lines[0].missing
    unknown = translate.translate("character", ["{H} Create a [Glimmerstone] token in your Landmarks."], [])
    assert "Glimmerstone" in unknown.lines[0].missing and "not in the data" in unknown.lines[0].missing
    # the shipped sets' records carry encodings, not text: a token's abilities come from its encoding
    shipped = translate.token_cards([{"type": "token", "name": "Glimmerstone", "subtypes": ["Ore"], "verdict": "modelled",
                                      "encoding": {"type": "token", "abilities": [{"passive": "i can't be played"}]}}])
    assert shipped[translate.LANDMARK + "glimmerstone"][2] == [{"passive": "i can't be played"}]


def test_a_character_token_takes_its_token_cards_abilities_and_sub_types():
    """A Character token created by name in an expedition is its token card's (7.3.3): where the
    card read with it has abilities (the creating card prints them only in reminder text), the
    token has them; a token card line the translator cannot read makes the creating line not
    modelled, never a token without its abilities. Named without brackets ("a Wisp 1/1/1 token")
    it is the same token; the text naming no sub-type, the token card's are taken."""
    wisp = {"type": "token", "name": "Wisp", "subtypes": ["Spirit"], "stats": {"forest": 1, "mountain": 1, "water": 1},
            "text": {"main": ["{J} Draw a card."], "support": []}}
    odd = {"type": "token", "name": "Oddling", "subtypes": [], "stats": {"forest": 2, "mountain": 2, "water": 2},
           "text": {"main": ["Whistle a tune."], "support": []}}
    plain = {"type": "token", "name": "Pebble", "subtypes": [], "stats": {"forest": 0, "mountain": 0, "water": 0},
             "text": {"main": official.lines("(When I leave the Expedition zone, remove me from the game.)"), "support": []}}
    tokens = translate.token_cards([wisp, odd, plain])
    assert tokens[translate.CHARACTER + "wisp"] == [{"when": "enters play", "do": [{"draw": 1}]}]
    assert tokens[translate.CHARACTER + "oddling"] is None and tokens[translate.CHARACTER + "pebble"] == []
    for said in ("a [Wisp 1/1/1] token", "a Wisp 1/1/1 token"):
        got = translate.translate("character", [f"{{H}} Create {said} in my Expedition."], [], tokens)
        assert got.lines[0].data["do"] == [{"create token": {"token": "Wisp 1/1/1 Spirit", "in": "my expedition",
                                                             "abilities": [{"when": "enters play", "do": [{"draw": 1}]}]}}]
    odd_line = translate.translate("character", ["{H} Create an [Oddling 2/2/2] token in my Expedition."], [], tokens)
    assert "Oddling" in odd_line.lines[0].missing
    pebble = translate.translate("character", ["{H} Create a [Pebble 0/0/0] Rock token in my Expedition."], [], tokens)
    assert pebble.lines[0].data["do"] == [{"create token": {"token": "Pebble 0/0/0 Rock", "in": "my expedition"}}]
    # without its token card, the text's own definition of the token (its name, statistics, sub-types)
    alone = translate.translate("character", ["{H} Create a [Wisp 1/1/1] token in my Expedition."], [])
    assert alone.lines[0].data["do"] == [{"create token": {"token": "Wisp 1/1/1", "in": "my expedition"}}]


def test_a_reminder_left_open_ends_with_its_paragraph():
    """Reminder text is no rule (2.2.10.c) and never spans abilities: one the data opens in a
    paragraph and closes in a later one (or never) ends with its paragraph, and the stray closing
    bracket is dropped; the ability between is read."""
    main = official.lines("(Some reminder words.  {j} I gain 1 boost.)")
    assert main == ["{j} I gain 1 boost.)"]
    got = translate.translate("character", main, [])
    assert got.lines[0].data == {"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}
    assert translate.clean("{H} Draw a card. (Then more words") == "{H} Draw a card."


@pytest.mark.parametrize("text, card_type, want", [
    # Base Cost (v5.0 2.2.9): in a target, in a card played by an effect, in the next card, in a condition
    ("{H} Send to Reserve target Character with Base Cost {2} or less.", "character",
     {"when": "played from hand", "do": [{"put in reserve": "target character with base cost 2 or less"}]}),
    ("When I leave the Expedition zone — You may play a Spell with Base Cost {2} or less for free.", "character",
     {"when": "i leave the expedition zone", "do": [{"play": {"type": "spell", "base cost max": 2, "free": True}, "may": True}]}),
    ("{D}: The next Spell with Base Cost {2} or less you play this turn gains [[Fleeting]].", "character",
     {"support": {"cost": ["discard me from reserve"], "do": [{"next card": {"type": "spell", "base cost max": 2,
                                                                            "gains status": "fleeting"}}]}}),
    ("When I go to Reserve from the Expedition zone — Play another Character from your Reserve for {1} less.", "character",
     {"when": "i go to reserve from the expedition zone",
      "do": [{"play": {"type": "character", "from": "reserve", "other": True, "less": 1}}]}),
    ("You may immediately play a Character for {3} less in your Hero Expedition.", "spell",
     [{"play": {"type": "character", "expedition": "hero", "less": 3}, "may": True}]),
    ("Target Character with Hand Cost {2} or less defects.", "spell", [{"defect": "target character with hand cost 2 or less"}]),
    ("{H} My Expedition [Ascends].", "character", {"when": "played from hand", "do": [{"ascend": "my expedition"}]}),
    ("Both of your Expeditions [Ascend].", "spell", [{"ascend": "each of your expeditions"}]),
    ("{J} If I'm in an [[Ascended]] Expedition, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "i am in an ascended expedition", "then": [{"draw": 1}]}]}),
    ("I cost {1} less per Expedition [In Contact] you control.", "character",
     {"passive": "i cost 1 less per expedition in contact you control"}),
    ("{J} If I'm [In Contact], draw a card.", "character", {"when": "enters play", "do": [{"if": "i am in contact", "then": [{"draw": 1}]}]}),
    ("{H} You may [Rush] to draw a card.", "character",
     {"when": "played from hand", "do": [{"play": {"type": "card"}, "may": True}, {"if": "you did", "then": [{"draw": 1}]}]}),
    ("When you make a [Gift] — I gain 1 boost.", "character",
     {"when": "you make a gift", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    ("{H} Create a [Fluff 1/1/1] Animal token in target opponent's Hero Expedition.", "character",
     {"when": "played from hand", "do": [{"create token": {"token": "Fluff 1/1/1 Animal", "in": "target opponent's hero expedition"}}]}),
    ("{H} Create a [Fluff 1/1/1] Animal token in another target Expedition.", "character",
     {"when": "played from hand", "do": [{"create token": {"token": "Fluff 1/1/1 Animal", "in": "another target expedition"}}]}),
    ("{H} Send to Reserve target Character controlled by an opponent with Base Cost {2} or less.", "character",
     {"when": "played from hand", "do": [{"put in reserve": "target character controlled by an opponent with base cost 2 or less"}]}),
    ("I can't be played unless seven or more cards are in your discard pile.", "character",
     {"passive": "i can't be played", "if": "not you have 7 or more cards in discard"}),
    ("{H} If I'm facing an Expedition in {V}, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "the expedition facing me is in forest", "then": [{"draw": 1}]}]}),
    ("{J} Place a {M} Terrain Marker on my region.", "character",
     {"when": "enters play", "do": [{"place terrain marker": {"terrains": ["mountain"], "at": "my region"}}]}),
    ("{R} Move a {V} Terrain Marker from any region to my region.", "character",
     {"when": "played from reserve", "do": [{"move terrain marker": {"terrains": ["forest"], "to": "my region"}}]}),
    ("Take control of target Permanent.", "spell", [{"take control": "target permanent"}]),
])
def test_v5_mechanics_of_the_later_sets_translate(text, card_type, want):
    """The later sets' words for what v5.0 defines (Base Cost, Defect, Ascend, In Contact, Rush,
    Gifts, Terrain Markers, taking control), each read into the language, never guessed; lines
    written for the tests, in the templates' shape."""
    support = text.startswith("{D}")  # a support ability: the {I} part of the card
    tr = translate.line(text, card_type, support)
    assert (tr.data if tr.missing is None else tr.missing) == want
    if tr.missing is None:  # and the engine loads it
        from judge import carddb
        rec = carddb.check({"name": "Probe", "type": card_type, "reference": "PROBE", "hand_cost": 1, "reserve_cost": 1,
                            "stats": {"forest": 1, "mountain": 1, "water": 1}},
                           translate.translate(card_type, [] if support else [text], [text] if support else []))
        assert rec["verdict"] == "modelled", rec


@pytest.mark.parametrize("text, card_type, want", [
    # "[Do step] unless [condition]": the step ignored if it holds (v5.0 6.5.d)
    ("{H} I gain [[Anchored]] unless you control a Plant.", "character",
     {"when": "played from hand", "do": [{"if": "not you control a Plant", "then": [{"gain status": {"object": "me", "status": "anchored"}}]}]}),
    ("{H} I gain Fleeting unless eight or more cards are in your discard pile.", "character",
     {"when": "played from hand", "do": [{"if": "not you have 8 or more cards in discard",
                                          "then": [{"gain status": {"object": "me", "status": "fleeting"}}]}]}),
    ("I'm [Defender] unless there are three or more cards in your Landmarks.", "character",
     {"passive": "i am defender", "if": "not you have 3 or more cards in landmarks"}),
    ("If I'm [[Asleep]], I'm [Defender].", "character", {"passive": "i am defender", "if": "i am asleep"}),
    ("When you sacrifice a Permanent — If I have no boosts, I gain 1 boost.", "character",
     {"when": "you sacrifice a permanent", "do": [{"if": "i have no boosts", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}),
    ("When you play a Character with Base Cost {5} or more — Draw a card.", "character",
     {"when": "you play a character with base cost 5 or more", "do": [{"draw": 1}]}),
    ("{H} If there's a Sailor in your Reserve, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "you have 1 or more Sailors in reserve", "then": [{"draw": 1}]}]}),
    ("{J} If I'm facing a Character, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "not the expedition facing me has no characters", "then": [{"draw": 1}]}]}),
    ("{R} You may exhaust a card from your Reserve to draw a card.", "character",
     {"when": "played from reserve", "do": [{"pay": ["exhaust a reserve card"], "then": [{"draw": 1}]}]}),
    ("{H} You may exhaust a Permanent you control to draw two cards.", "character",
     {"when": "played from hand", "do": [{"pay": ["exhaust a permanent you control"], "then": [{"draw": 2}]}]}),
    ("{H} You may discard a card from your hand to draw two cards.", "character",
     {"when": "played from hand", "do": [{"pay": ["hand card to discard"], "then": [{"draw": 2}]}]}),
    ("{T}, Exhaust a card in your Reserve: Draw a card.", "permanent",
     {"quick action": {"cost": ["exhaust me", "exhaust a reserve card"], "do": [{"draw": 1}]}}),
    ("Exhaust a card in your Reserve. If you do, draw a card.", "spell",
     [{"exhaust": "a ready card in your reserve"}, {"if": "you did", "then": [{"draw": 1}]}]),
    ("When my Expedition moves forward due to [Ascend] — Draw a card.", "character",
     {"when": "my expedition moves forward due to ascension", "do": [{"draw": 1}]}),
    ("{R} You may reveal a Permanent with Hand Cost {4} or less from your hand. If you do, I gain 1 boost.", "character",
     {"when": "played from reserve", "do": [{"reveal": "a permanent with hand cost 4 or less from your hand", "may": True},
                                             {"if": "you did", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}),
    ("{H} You may put a Character from your hand in Reserve. If you don't, sacrifice me.", "character",
     {"when": "played from hand", "do": [{"put in reserve": "a character from your hand", "may": True},
                                         {"if": "not you did", "then": [{"sacrifice": "me"}]}]}),
    ("Return target Character facing me with Base Cost {3} or more to its owner's hand.", "spell",
     [{"return to hand": "target character in the expedition facing me with base cost 3 or more"}]),
    ("{H} Discard the top card of your deck.", "character", {"when": "played from hand", "do": [{"discard": "your top deck card"}]}),
    ("{J} Draw a card, then put one card from your Reserve in its owner's Mana zone, exhausted.", "character",
     {"when": "enters play", "do": [{"draw": 1}, {"put in mana": "a card in your reserve"}]}),
    ("If both of your Expeditions are [Ascended], draw a card.", "spell",
     [{"if": "each of your expeditions is ascended", "then": [{"draw": 1}]}]),
    ("I cost {2} less if there are no other cards in your Landmarks.", "spell",
     {"passive": "i cost 2 less", "if": "not you have another card in landmarks"}),
    ("If an opponent controls four or more Characters, I cost {1} less.", "spell",
     {"passive": "i cost 1 less", "if": "an opponent controls 4 or more characters"}),
    ("{J} If two or more single-terrain regions are visible, I gain 2 boosts.", "character",
     {"when": "enters play", "do": [{"if": "2 or more single-terrain regions are visible",
                                     "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}),
    ("At Noon — If you control another Bird, draw a card.", "character",
     {"when": "at noon", "do": [{"if": "you control a other Bird", "then": [{"draw": 1}]}]}),
    ("Target non-Anchored Character gains [[Asleep]].", "spell",
     [{"gain status": {"object": "target non-anchored character", "status": "asleep"}}]),
    ("Up to two target token Characters gain 1 boost.", "spell",
     [{"gain boosts": {"object": "up to 2 target token character", "amount": 1}}]),
    ("Target Character you control activates its {J} abilities.", "spell",
     [{"activate triggers": {"object": "target character you control", "trigger": "enters play"}}]),
    ("Target Character in an Expedition or in Reserve loses all its boosts.", "spell",
     [{"lose all boosts": "target character in play or in reserve"}]),
    ("{T}: The next Character played from your hand this turn activates one of its {J} abilities.", "permanent",
     {"quick action": {"cost": ["exhaust me"], "do": [{"next card": {"type": "character", "from": "hand",
                                                                     "activates": "enters play", "activates one": True}}]}}),
    ("At Dusk — Target player puts a card from their hand in Reserve.", "permanent",
     {"when": "at dusk", "do": [{"target player": [{"put in reserve": "a card from your hand"}]}]}),
    ("Target two Expeditions and create a [Fluff 1/1/1] Animal token in each one.", "spell",
     [{"create token": {"token": "Fluff 1/1/1 Animal", "in": "2 target expeditions"}}]),
    ("{H} I gain [[Asleep]] unless a {D} ability has been activated this turn.", "character",
     {"when": "played from hand", "do": [{"if": "not a support ability was activated this turn",
                                          "then": [{"gain status": {"object": "me", "status": "asleep"}}]}]}),
    ("I cost {3} less if you played a Gadget this Day.", "character",
     {"passive": "i cost 3 less", "if": "you played a Gadget this day"}),
    ("You may have target Character in an Ascended Expedition gain [[Anchored]].", "spell",
     [{"gain status": {"object": "target character in an ascended expedition", "status": "anchored"}, "may": True}]),
    ("{H} If a card in your Expeditions or your Reserve has a {D} ability, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "a card in your expeditions or reserve has a support ability", "then": [{"draw": 1}]}]}),
    ("{J} Target Bard in play or in Reserve gains 2 boosts.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "target Bard in play or in reserve", "amount": 2}}]}),
    ("{T}, {2}: The next Character that joins my Expedition this turn gains two boosts.", "permanent",
     {"quick action": {"cost": ["exhaust me", "2 mana"], "do": [{"next character joining my expedition gains boosts": 2}]}}),
    ("When you pass first — I gain 2 boosts.", "character",
     {"when": "you pass first", "do": [{"gain boosts": {"object": "me", "amount": 2}}]}),
    ("Play me for {2} less if you control an exhausted Character.", "character",
     {"passive": "i cost 2 less", "if": "you control a exhausted character"}),
    ("{J} If there's an exhausted card in your Reserve, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "you have 1 or more exhausted cards in reserve", "then": [{"draw": 1}]}]}),
    ("Play me for {2} less in an Expedition that is [In Contact].", "character",
     {"passive": "i cost 2 less in an expedition in contact"}),
    ("My Expedition and its Characters are considered [In Contact].", "permanent", {"passive": "my expedition is in contact"}),
    ("You play Spells for {1} less, down to a minimum of {1}.", "character",
     {"passive": "your spells cost 1 less, down to a minimum of 1"}),
    ("{D}: Return another Spell from your Reserve to your hand.", "character", None),
    ("{H} Send to Reserve target Character with no statistic higher than 2.", "character",
     {"when": "played from hand", "do": [{"put in reserve": "target character with no statistic over 2"}]}),
    ("{J} I gain 2 boosts per Character in the Expeditions facing me.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": 2, "per": "character in the expedition facing me"}}]}),
    ("{J} I gain 2 boosts per Character you control, up to a max of 4 boosts on me.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": 2, "per": "character you control", "max": 4}}]}),
    ("{R} If there's two or more other Bards in your Expeditions, I gain 1 boost.", "character",
     {"when": "played from reserve", "do": [{"if": "you have 2 or more other Bards in your expeditions",
                                             "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}),
    ("{R} Each Character you control activates its {J} abilities.", "character",
     {"when": "played from reserve", "do": [{"activate triggers": {"object": "each character you control", "trigger": "enters play"}}]}),
    ("{T}: Exchange a card in your Reserve with a card from your hand.", "permanent",
     {"quick action": {"cost": ["exhaust me"], "do": [{"exchange with hand": "a card in your reserve"}]}}),
    ("At Night — Each other Permanent gains [[Anchored]].", "permanent",
     {"when": "at night", "do": [{"gain status": {"object": "each other permanent", "status": "anchored"}}]}),
    ("Send each Character from target Expedition to Reserve, then that Expedition moves forward one region.", "spell",
     [{"target": "target expedition"}, {"put in reserve": "each character in that expedition"}, {"move forward": "that expedition"}]),
    ("{T}: Draw a card. The next Bird you play this turn gains 2 boosts.", "permanent",
     {"quick action": {"cost": ["exhaust me"], "do": [{"draw": 1}, {"next card": {"subtype": "Bird", "gains boosts": 2}}]}}),
])
def test_later_sets_templates_of_the_second_round_translate(text, card_type, want):
    """Templates of the later sets read in a second round (lines written for the tests, in the
    templates' shape, never a card's): each read into the language and loading in the engine
    (`None`: the reading is checked by loading only, the words being another test's)."""
    support = text.startswith("{D}")
    tr = translate.line(text, card_type, support)
    assert tr.missing is None, tr.missing
    if want is not None:
        assert tr.data == want
    from judge import carddb
    rec = carddb.check({"name": "Probe", "type": card_type, "reference": "PROBE", "hand_cost": 1, "reserve_cost": 1,
                        "stats": {"forest": 1, "mountain": 1, "water": 1}},
                       translate.translate(card_type, [] if support else [text], [text] if support else []))
    assert rec["verdict"] == "modelled", rec


@pytest.mark.parametrize("text, card_type, want", [
    # two clauses joined by "and", the second with a subject of its own: two steps
    ("{J} You may pay {2}. If you do, I gain 2 boosts and my Expedition [Ascends].", "character",
     {"when": "enters play", "do": [{"pay": ["2 mana"], "then": [{"gain boosts": {"object": "me", "amount": 2}},
                                                                  {"ascend": "my expedition"}]}]}),
    # an expedition its controller chooses as the step resolves, not a target
    ("{H} Create a [Mana Moth 2/2/2] Illusion token in an opponent's Expedition.", "character",
     {"when": "played from hand", "do": [{"create token": {"token": "Mana Moth 2/2/2 Illusion", "in": "an opponent's expedition"}}]}),
    ("When I'm sacrificed — Create an [Ordis Recruit 1/1/1] in a Companion Expedition.", "permanent",
     {"when": "i am sacrificed", "do": [{"create token": {"token": "Ordis Recruit 1/1/1", "in": "a companion expedition"}}]}),
    # any player but its controller, a 2v2 partner too
    ("Return target Permanent controlled by another player to its owner's hand.", "spell",
     [{"return to hand": "target permanent controlled by another player"}]),
    # the Characters in its controller's expeditions: those they control
    ("At Dusk — Each other Character in your Expeditions gains 1 boost.", "permanent",
     {"when": "at dusk", "do": [{"gain boosts": {"object": "each other character you control", "amount": 1}}]}),
    ("Draw a card. Then, if your Expeditions are both behind or tied, [Resupply].", "spell",
     [{"draw": 1}, {"if": "each of your expeditions is behind or tied", "then": [{"resupply": "you"}]}]),
    ("{H} If my Expedition is behind or tied, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "not my expedition is ahead", "then": [{"draw": 1}]}]}),
    ("{R} You may target a Character in your Reserve, it gains 1 boost.", "character",
     {"when": "played from reserve", "do": [{"you may": [{"target": "target character in your reserve"},
                                                          {"gain boosts": {"object": "them", "amount": 1}}]}]}),
    ("Create three [Mana Moth 2/2/2] Illusion tokens, distributed among any Expeditions.", "spell",
     [{"create token": {"token": "Mana Moth 2/2/2 Illusion", "in": "an expedition"}}] * 3),
    ("{J} Up to two other target Characters with {M} less than or equal to mine each gain 1 boost.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "up to 2 another target character with mountain less than or equal to mine",
                                                     "amount": 1}}]}),
    ("{H} I gain [[Asleep]] unless there's a Plant in an opponent's Expedition.", "character",
     {"when": "played from hand", "do": [{"if": "not an opponent has 1 or more Plants in their expeditions",
                                          "then": [{"gain status": {"object": "me", "status": "asleep"}}]}]}),
    ("{H} [Resupply]. If you put a Plant in Reserve this way, draw a card.", "character",
     {"when": "played from hand", "do": [{"resupply": "you"}, {"if": "a Plant went to reserve this way", "then": [{"draw": 1}]}]}),
    # "Target a X." alone: the step points at it; "it" after is `them`
    ("Target a Character with Hand Cost {2} or less. Send it to Reserve.", "spell",
     [{"target": "target character with hand cost 2 or less"}, {"put in reserve": "them"}]),
    ("Target another Permanent. Discard it.", "spell", [{"target": "another target permanent"}, {"discard": "them"}]),
    # bands of a count whose later bands say "also": each band reached, in order
    ("{H} Draw a card. Then, depending on the number of cards in your Reserve:\n• 2+: I gain 1 boost.\n• 5+: I also gain [[Anchored]].",
     "character",
     {"when": "played from hand", "do": [{"draw": 1},
                                         {"if": "you have 2 or more cards in reserve", "then": [{"gain boosts": {"object": "me", "amount": 1}}]},
                                         {"if": "you have 5 or more cards in reserve", "then": [{"gain status": {"object": "me", "status": "anchored"}}]}]}),
    # "its Expedition" after one object taken, also past "If you do"
    ("{H} Sacrifice a Character. Then, create a [Probe Lamb 1/1/1] Animal token in its Expedition.", "character",
     {"when": "played from hand", "do": [{"sacrifice": "a character you control"},
                                         {"create token": {"token": "Probe Lamb 1/1/1 Animal", "in": "their expedition"}}]}),
    ("{R} You may discard target Character. If you do, create a [Woollyback 1/1/1] Animal token in its Expedition.", "character",
     {"when": "played from reserve", "do": [{"discard": "target character", "may": True},
                                            {"if": "you did", "then": [{"create token": {"token": "Woollyback 1/1/1 Animal",
                                                                                          "in": "their expedition"}}]}]}),
    ("Create a [Woollyback 1/1/1] Animal token in each Expedition.", "spell",
     [{"create token": {"token": "Woollyback 1/1/1 Animal", "in": "each expedition"}}]),
    ("{H} You may discard one Character from your Reserve to draw two cards.", "character",
     {"when": "played from hand", "do": [{"pay": ["reserve character to discard"], "then": [{"draw": 2}]}]}),
    ("Draw a card. Then, [Sabotage]. (Discard up to one target card from a Reserve.)", "spell", [{"draw": 1}, {"sabotage": {}}]),
    # a reaction to a roll of a result: the result read as it resolves
    ("When you roll a 5+ on a die — Draw a card.", "character",
     {"when": "you roll dice", "do": [{"if": "the result is 5 or more", "then": [{"draw": 1}]}]}),
    ("When you roll a 1 on a die — I gain [[Asleep]].", "character",
     {"when": "you roll dice", "do": [{"if": "the result is 1", "then": [{"gain status": {"object": "me", "status": "asleep"}}]}]}),
    ("Choose up to two:\n• Draw a card.\n• Discard target Permanent.\n• [Resupply].", "spell",
     [{"choose modes": [[{"draw": 1}], [{"discard": "target permanent"}], [{"resupply": "you"}]], "count": 2,
       "same mode again": False, "up to": True}]),
    ("{R} If an opponent is the first player, you become the first player.", "character",
     {"when": "played from reserve", "do": [{"if": "not you are the first player", "then": [{"become first player": {}}]}]}),
    ("{R} Discard target card in another player's Reserve.", "character",
     {"when": "played from reserve", "do": [{"discard": "target card in another player's reserve"}]}),
])
def test_later_sets_templates_of_the_fourth_round_translate(text, card_type, want):
    """Templates of the later sets read in the fourth round (2026-12-02, sample F; lines written for
    the tests in the templates' shape): each read into the language and loading in the engine."""
    test_later_sets_templates_of_the_second_round_translate(text, card_type, want)


def test_several_keywords_on_one_line_are_each_read():
    """"[Gigantic], [Tough 1]." (a later set's line): one ability line, both keywords in the card."""
    tr = translate.translate("character", ["[Gigantic], [Tough 1]. (Opponents pay {1} more to target me.)"], [])
    assert [ln.missing for ln in tr.lines] == [None]
    assert tr.keywords == ["Gigantic"] and tr.tough == 1
    bad = translate.translate("character", ["[Gigantic], [Whistler]."], [])
    assert bad.lines[0].missing and not bad.keywords  # one keyword the engine lacks: the line is not modelled, none applied


@pytest.mark.parametrize("text", [
    "{H} I gain 1 boost and discards a card.",                         # the second clause has no subject of its own
    "{H} Draw a card and my Expedition dances.",                        # a clause that does not read
    "{H} Each Animal in an opponent's Expeditions gains 1 boost.",      # in an opponent's: no such place in the language
    # bands without "also": whether each band reached applies, no rule says
    "{H} Draw a card. Then, depending on the number of Characters you control:\n• 2+: Draw a card.\n• 4+: I gain 1 boost.",
    # a band that changes what the next one counts
    "{H} Draw a card. Then, depending on the number of cards in your hand:\n• 2+: Draw a card.\n• 4+: I also gain 1 boost.",
])
def test_later_sets_fourth_round_not_guessed(text):
    assert translate.line(text, "character", False).missing


@pytest.mark.parametrize("text", [
    "{H} Draw a card. If you don't, I gain 1 boost.",               # nothing its player could decline
    "{H} I gain [[Fleeting]] unless you whistled this turn.",        # a condition the language lacks
    "{H} I gain [[Fleeting]] unless there's a spell in your Expeditions.",  # a Spell is never there
    "{H} You may discard target non-Robot or non-Plant token.",       # two sub-types denied, either: not read (one is, since 2026-12-02)
    "{H} I gain 1 boost. The next Character you play gains 1 boost until the end of the day.",  # a duration it lacks
])
def test_later_sets_templates_not_guessed(text):
    assert translate.line(text, "character", False).missing


@pytest.mark.parametrize("text, card_type, want", [
    # Sabotage narrowed by a filter: its target in any Reserve
    ("{H} [Sabotage] a card with Reserve Cost {2} or less.", "character",
     {"when": "played from hand", "do": [{"sabotage": {"object": "target card in reserve with reserve cost 2 or less"}}]}),
    ("{H} [Sabotage] a Character with {V} ≤ mine.", "character",
     {"when": "played from hand", "do": [{"sabotage": {"object": "target character in reserve with forest less than or equal to mine"}}]}),
    # another player's steps, as if theirs
    ("Sacrifice a Character. If you do, target opponent sacrifices a Character.", "spell",
     [{"sacrifice": "a character you control"}, {"if": "you did", "then": [{"target opponent": [{"sacrifice": "a character you control"}]}]}]),
    ("{H} Each opponent discards a card from their hand, then draws a card.", "character",
     {"when": "played from hand", "do": [{"each opponent": [{"discard": "a card from your hand"}, {"draw": 1}]}]}),
    ("{J} Target player [Exhausted Resupplies].", "character",
     {"when": "enters play", "do": [{"target player": [{"exhausted resupply": "you"}]}]}),
    ("{H} If you are the first player, target player becomes the first player.", "character",
     {"when": "played from hand", "do": [{"if": "you are the first player", "then": [{"target player": [{"become first player": {}}]}]}]}),
    # a revealed card, by its kind
    ("{H} Reveal the top card of your deck. If it is a Permanent, I gain 2 boosts.", "character",
     {"when": "played from hand", "do": [{"reveal top card": {}}, {"if": "it is a permanent", "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}),
    ("{T} : Reveal the top card of your deck. If it is a Character, draw it. If it is a Spell, put it in your Reserve.", "permanent",
     {"quick action": {"cost": ["exhaust me"], "do": [{"reveal top card": {"draw if": ["character"], "reserve if": ["spell"]}}]}}),
    # in play: the Expedition or Landmark zone
    ("Discard target card in play with Base Cost {3} or more.", "spell", [{"discard": "target character or permanent with base cost 3 or more"}]),
    # costs and steps of the fifth round
    ("When another Character joins your Expeditions — You may spend one boost from a Character you control to give it 1 boost.", "character",
     {"when": "another character joins one of your expeditions",
      "do": [{"pay": ["spend 1 boost from a character you control"], "then": [{"gain boosts": {"object": "it", "amount": 1}}]}]}),
    ("{R} You may immediately pass. If you do, I gain 2 boosts.", "character",
     {"when": "played from reserve", "do": [{"pass": {}, "may": True}, {"if": "you did", "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}),
    ("Ready up to five Mana Orbs.", "spell", [{"ready mana orbs": {"amount": 5, "up to": True}}]),
    ("{J} You may exhaust target Character in play or target card in a Reserve.", "character",
     {"when": "enters play", "do": [{"exhaust": "target character in play or card in reserve", "may": True}]}),
    ("Distribute 3 boosts among any target Characters in play or in Reserve.", "spell",
     [{"distribute boosts": {"amount": 3, "among": "target character in play or in reserve"}}]),
    ("At Noon — You may put a card from your hand in your Mana zone, as a ready Mana Orb.", "permanent",
     {"when": "at noon", "do": [{"put in mana": {"object": "a card from your hand", "ready": True}, "may": True}]}),
    ("Target Character gains [[Anchored]] and 1 boost.", "spell",
     [{"target": "target character"}, {"gain status": {"object": "them", "status": "anchored"}}, {"gain boosts": {"object": "them", "amount": 1}}]),
    ("{H} I gain 1 boost for each card in your hand.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "me", "amount": 1, "per": "card in your hand"}}]}),
    # conditions and counts of the fifth round
    ("{H} If there are no Characters in your Reserve, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "not you have 1 or more characters in reserve", "then": [{"draw": 1}]}]}),
    ("{H} If you control another Robot or a Soldier, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "you control another Robot or a Soldier", "then": [{"draw": 1}]}]}),
    ("I am [Defender] unless I'm facing three or more Characters.", "character",
     {"passive": "i am defender", "if": "not i am facing 3 or more characters"}),
    ("Play me for {2} less per other card you've played this turn.", "character", {"passive": "i cost 2 less per other card you played this turn"}),
    ("Return target Permanent with Hand Cost less than or equal to the number of Characters you control to its owner's hand.", "spell",
     [{"return to hand": "target permanent with hand cost at most the number of characters you control"}]),
    # the condition after its step; other wordings of selectors and conditions the language has
    ("{J} I gain 2 boosts if you control a Plant.", "character",
     {"when": "enters play", "do": [{"if": "you control a Plant", "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}),
    ("{H} Each other Character in my Expedition gains 1 boost.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "each other character in my expedition", "amount": 1}}]}),
    ("{J} Target Character with no boosts gains [[Anchored]].", "character",
     {"when": "enters play", "do": [{"gain status": {"object": "target non-boosted character", "status": "anchored"}}]}),
    ("{H} If you have no cards in hand, draw two cards.", "character",
     {"when": "played from hand", "do": [{"if": "your hand is empty", "then": [{"draw": 2}]}]}),
    ("Put target Permanent in its owner's Reserve.", "spell", [{"put in reserve": "target permanent"}]),
    ("{J} Each Character facing me gains [[Asleep]].", "character",
     {"when": "enters play", "do": [{"gain status": {"object": "each character in the expedition facing me", "status": "asleep"}}]}),
    ("{H} Target Character I'm facing gains [[Asleep]].", "character",
     {"when": "played from hand", "do": [{"gain status": {"object": "target character in the expedition facing me", "status": "asleep"}}]}),
    ("{R} Put me on top of your deck.", "character", {"when": "played from reserve", "do": [{"put on top of deck": "me"}]}),
    ("{H} Augment target Character.", "character", {"when": "played from hand", "do": [{"augment": "target character"}]}),
    ("{H} Put target Character in play on top of its owner's deck.", "character",
     {"when": "played from hand", "do": [{"put on top of deck": "target character"}]}),
    ("{J} Draw a card. If you have eight or more cards in your hand, discard a card from your hand.", "character",
     {"when": "enters play", "do": [{"draw": 1}, {"if": "you have 8 or more cards in hand", "then": [{"discard": "a card from your hand"}]}]}),
    ("Return up to two target Characters to their owners' hands.", "spell", [{"return to hand": "up to 2 target character"}]),
    ("Your Expeditions move forward one region.", "spell", [{"move forward": "each of your expeditions"}]),
    ("Characters you play from your Reserve cost {1} less.", "permanent", {"passive": "your characters from reserve cost 1 less"}),
    ("Spells you play cost {1} less, down to a minimum of {1}.", "permanent", {"passive": "your spells cost 1 less, down to a minimum of 1"}),
    ("{H} Target Character gains 1 boost. If you control a Plant, it gains 2 boosts instead.", "character",
     {"when": "played from hand", "do": [{"target": "target character"}, {"if": "you control a Plant",
                                          "then": [{"gain boosts": {"object": "them", "amount": 2}}],
                                          "else": [{"gain boosts": {"object": "them", "amount": 1}}]}]}),
    ("Draw a card. If your hand is empty, draw two cards instead.", "spell",
     [{"if": "your hand is empty", "then": [{"draw": 2}], "else": [{"draw": 1}]}]),
    ("{H} Draw a card for each Plant you control.", "character",
     {"when": "played from hand", "do": [{"draw": {"amount": 1, "per": "Plant you control"}}]}),
    ("Draw X cards, where X is the number of Characters you control.", "spell", [{"draw": {"amount": 1, "per": "character you control"}}]),
    ("{J} I gain X boosts, where X is the number of cards in your hand.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": 1, "per": "card in your hand"}}]}),
    ("{J} If there are three or more Characters in my Expedition, I gain 1 boost.", "character",
     {"when": "enters play", "do": [{"if": "there are 3 or more of: character in my expedition",
                                     "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}),
    ("{J} If I have two or more boosts, draw a card.", "character", {"when": "enters play", "do": [{"if": "i have 2 or more boosts", "then": [{"draw": 1}]}]}),
    ("{H} If you control no other Plant, I gain [[Fleeting]].", "character",
     {"when": "played from hand", "do": [{"if": "not you control a other Plant", "then": [{"gain status": {"object": "me", "status": "fleeting"}}]}]}),
    ("{H} If you're not first player, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "not you are the first player", "then": [{"draw": 1}]}]}),
    ("{J} If the Expedition facing me has two or more Characters, I gain 1 boost.", "character",
     {"when": "enters play", "do": [{"if": "i am facing 2 or more characters", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}),
    ("{R} If you have a Spell in your Reserve, I gain 1 boost.", "character",
     {"when": "played from reserve", "do": [{"if": "you have 1 or more spells in reserve", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}),
    ("{H} If you have two or more Plants in your Expeditions, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "you have 2 or more Plants in your expeditions", "then": [{"draw": 1}]}]}),
    ("When a Character joins my Expedition — If it's a Plant, it gains 1 boost.", "character",
     {"when": "a character joins my expedition", "do": [{"if": "it is a Plant", "then": [{"gain boosts": {"object": "it", "amount": 1}}]}]}),
    # triggers of the fifth round
    ("When you play a card from your Reserve — You may exhaust me ({T}) to draw a card.", "hero",
     {"when": "you play a card from reserve", "do": [{"pay": ["exhaust me"], "then": [{"draw": 1}]}]}),
    ("When you [Resupply] — I gain 1 boost.", "character", {"when": "you resupply", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    ("When another Character you control leaves play — Draw a card.", "character",
     {"when": "another character leaves one of your expeditions", "do": [{"draw": 1}]}),
    ("When you play a Character from your Reserve — Draw a card.", "permanent",
     {"when": "you play a character from reserve", "do": [{"draw": 1}]}),
    ("{J} I gain 1 boost per [Ascended S] Expedition you control.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": 1, "per": "ascended expedition you control"}}]}),
])
def test_later_sets_templates_of_the_fifth_round_translate(text, card_type, want):
    """Templates of the later sets read in the fifth round (2026-12-02, samples F, G and H; lines
    written for the tests in the templates' shape): each read into the language and loading."""
    test_later_sets_templates_of_the_second_round_translate(text, card_type, want)


@pytest.mark.parametrize("text", [
    "{H} Target opponent gives me 2 boosts.",                          # "me" in another player's step: not theirs
    "{H} You may give target Character 2 boosts and [[Asleep]].",      # one choice over a target and two steps: not said
    "{H} Target Character gains [[Asleep]]. Draw a card. Its controller draws a card.",  # "its" after a step on something else
    "{H} [Sabotage] a card with a [Whistle] keyword.",                 # a filter the language lacks
    "When you draw a card — I gain 1 boost.",                          # each card, or each draw? not said
    "{H} Draw a card if you whistle.",
    "{J} If there are two or more Whistles, I gain 1 boost.",          # a count of what the language cannot count                                 # a trailing condition the language lacks
    "{H} Draw a card if you do.",                                      # "if you do" after its own step: nothing before it
    "{H} I gain 1 boost. If you are first player, it gains 2 boosts instead.",         # "it" with no target before it
])
def test_later_sets_fifth_round_not_guessed(text):
    assert translate.line(text, "character", False).missing


def test_a_keyword_leading_a_line_is_read_with_the_rest():
    """"[[Fleeting]]. Draw two cards." (a later set's line, the keyword and the effect on one line):
    the keyword is the card's, the rest its effect; a rest that does not read leaves the line, and the
    keyword, unapplied."""
    tr = translate.translate("spell", ["[[Fleeting]]. Draw two cards."], [])
    assert [ln.missing for ln in tr.lines] == [None] and tr.keywords == ["Fleeting"] and tr.effect == [{"draw": 2}]
    bad = translate.translate("spell", ["[[Fleeting]]. Whistle a tune."], [])
    assert bad.lines[0].missing and bad.keywords == []


@pytest.mark.parametrize("text, card_type, want", [
    # "[Companion]": the Character sub-type (v5.0 2.2.2.d), however the later sets mark it up
    ("{H} If you control a [Companion], I gain 1 boost.", "character",
     {"when": "played from hand", "do": [{"if": "you control a Companion", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}),
    ("{J} Draw a card unless there's a [Companion] in your Expeditions.", "character",
     {"when": "enters play", "do": [{"if": "not you have 1 or more Companions in your expeditions", "then": [{"draw": 1}]}]}),
    ("{H} Create a [Ordis Recruit 1/1/1] Soldier token in your [Companion] Expedition.", "character",
     {"when": "played from hand", "do": [{"create token": {"token": "Ordis Recruit 1/1/1 Soldier", "in": "your companion expedition"}}]}),
    # a token in play, of any type; not of a sub-type
    ("{J} You may discard target non-Companion token.", "character",
     {"when": "enters play", "do": [{"discard": "target non-Companion token", "may": True}]}),
    ("{H} Send target token to Reserve.", "character", {"when": "played from hand", "do": [{"put in reserve": "target token"}]}),
    ("{H} Target non-Robot Character gains 1 boost.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "target non-Robot character", "amount": 1}}]}),
    # one expedition of yours moves; "if it does" it moved; "your other Expedition" the one that did not
    ("Target Expedition you control moves backwards. If it does, your other Expedition moves forward.", "spell",
     [{"move backward": "target expedition you control"}, {"if": "you did", "then": [{"move forward": "the other of your expeditions"}]}]),
    ("{T}: One of your Expeditions moves backwards. If it does, draw a card.", "permanent",
     {"quick action": {"cost": ["exhaust me"], "do": [{"move backward": "one of your expeditions"}, {"if": "you did", "then": [{"draw": 1}]}]}}),
    ("{H} Move your other Expedition forward one region.", "character", {"when": "played from hand", "do": [{"move forward": "my other expedition"}]}),
    # cards of a sub-type (or of either of two) in your Reserve, or in play
    ("{J} Each Animal and Plant in your Reserve gains 2 boosts.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "each Animal or Plant in your reserve", "amount": 2}}]}),
    ("{J} All Fairies and Plants you control gain 1 boost.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "each Fairy or Plant you control", "amount": 1}}]}),
    ("{J} Each Plant in your Reserve gains 1 boost.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "each Plant in your reserve", "amount": 1}}]}),
    # an expedition of the owner of the card a step acted on; "it" after a token made under a condition
    ("{H} [Sabotage]. If you discarded a card this way, create a [Probe Lamb 1/1/1] Animal token in its owner's Hero Expedition. "
     "It gains 1 boost.", "character",
     {"when": "played from hand", "do": [{"sabotage": {}}, {"if": "a card was discarded this way", "then": [
         {"create token": {"token": "Probe Lamb 1/1/1 Animal", "in": "their owner's hero expedition"}},
         {"gain boosts": {"object": "them", "amount": 1}}]}]}),
    # a number of Permanents sacrificed, chosen as it is paid
    ("{J} You may sacrifice any number of Permanents to draw that many cards.", "character",
     {"when": "enters play", "do": [{"pay": ["any number of permanents to sacrifice"], "then": [{"draw": "that many"}]}]}),
    # a reaction to its controller's first roll of the day only
    ("The first time you roll a die each Day — Draw a card.", "permanent",
     {"when": "the first time you roll dice each day", "do": [{"draw": 1}]}),
    # tokens per what is counted, at most N
    ("{T}: Create one [Ordis Recruit 1/1/1] Soldier token in your Hero Expedition per card in your Reserve, up to two per activation.",
     "permanent", {"quick action": {"cost": ["exhaust me"], "do": [{"create token": {
         "token": "Ordis Recruit 1/1/1 Soldier", "in": "your hero expedition", "per": "card in your reserve", "max": 2}}]}}),
    # two counts together
    ("{R} I gain 1 boost per exhausted Character you control and per exhausted card in your Landmarks.", "character",
     {"when": "played from reserve", "do": [{"gain boosts": {"object": "me", "amount": 1,
                                                           "per": "exhausted character you control and exhausted card in your landmarks"}}]}),
    ("{J} Draw a card per Plant you control and per card in your Landmarks.", "character",
     {"when": "enters play", "do": [{"draw": {"amount": 1, "per": "Plant you control and card in your landmarks"}}]}),
    # an increase its controller pays, perhaps while a condition holds
    ("Pay {1} more to play Spells from your hand if your Hand isn't empty.", "permanent",
     {"passive": "your spells from hand cost 1 more", "if": "not your hand is empty"}),
    ("Characters you play from your Reserve cost {2} more.", "permanent", {"passive": "your characters from reserve cost 2 more"}),
    # a Signature token: any card's "your Hero's", and "it" after it is the token made
    ("Create your Hero's Signature token in your Reserve.", "spell", [{"create signature token": {}}]),
    ("At Dusk — If your hand is empty, create your Hero's Signature token in your Reserve, then give it 2 boosts.",
     "character", {"when": "at dusk", "do": [{"if": "your hand is empty", "then": [
         {"create signature token": {}}, {"gain boosts": {"object": "them", "amount": 2}}]}]}),
])
def test_later_sets_templates_of_the_sixth_round_translate(text, card_type, want):
    """Templates of the later sets read in the sixth round (2026-12-02, samples G and H; lines
    written for the tests in the templates' shape): each read into the language and loading."""
    test_later_sets_templates_of_the_second_round_translate(text, card_type, want)


def test_a_heros_signature_token_is_its_token_cards():
    """"Create my Signature token: [X] in your Reserve" (a Hero's): the token card read with it
    gives its statistics, sub-types, Reserve Cost and abilities (read as a Character's). Without
    that card, or with a line of it not read, or "my Signature token" on a card that is not a
    Hero, the line is not modelled."""
    pup = {"type": "token", "name": "Probe Pup", "subtypes": ["Companion"], "stats": {"forest": 2, "mountain": 1, "water": 1},
           "hand_cost": 0, "reserve_cost": 1, "text": {"main": ["{R} I gain 1 boost. (Made in Reserve.)"], "support": []}}
    odd = {**pup, "name": "Odd Pup", "text": {"main": ["Whistle a tune."], "support": []}}
    plain = {**pup, "name": "Plain Pup", "reserve_cost": 0}  # no Reserve Cost: not a Signature token
    tokens = translate.token_cards([pup, odd, plain])
    line = "At Dusk — If you are the first player, create my Signature token: [Probe Pup] in your Reserve."
    assert translate.translate("hero", [line], [], tokens).lines[0].data == {"when": "at dusk", "do": [{
        "if": "you are the first player", "then": [{"create signature token": {
            "token": "Probe Pup 2/1/1 Companion", "reserve cost": 1,
            "abilities": [{"when": "played from reserve", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}]}}]}]}
    assert "not modelled" in translate.translate("hero", [line.replace("Probe", "Odd")], [], tokens).lines[0].missing
    assert "Reserve Cost" in translate.translate("hero", [line.replace("Probe", "Plain")], [], tokens).lines[0].missing
    assert "not in the data" in translate.translate("hero", [line], [], {}).lines[0].missing
    assert "Hero" in translate.translate("character", [line], [], tokens).lines[0].missing


def test_a_paragraph_holding_several_abilities_is_read_as_each():
    """Some sources print two abilities in one paragraph ("{J} ... . At Noon — ..."): a paragraph
    that does not read as one ability is read as several, cut where a sentence begins as an
    ability begins; all of them read, or the paragraph stays one line not modelled. `judge card`
    renders the line as its abilities, in order."""
    from judge import carddb

    text = "{J} I gain 2 Ember counters. At Dusk — You may spend 1 of my Ember counters to draw a card. When I'm sacrificed — [Sabotage]."
    tr = translate.translate("permanent", [text], [])
    assert tr.lines[0].missing is None and tr.lines[0].kind == "abilities"
    assert [next(iter(a)) for a in tr.abilities] == ["when", "when", "when"]
    assert tr.abilities[0] == {"when": "enters play", "do": [{"gain counters": {"object": "me", "name": "Ember", "amount": 2}}]}
    assert tr.abilities[2] == {"when": "i am sacrificed", "do": [{"sabotage": {}}]}
    facts = {"name": "Probe Brazier", "reference": "PROBE", "type": "permanent", "subtypes": [], "faction": "AX",
             "rarity": "COMMON", "hand_cost": 2, "reserve_cost": 2, "set": "X"}
    rec = carddb.check(facts, tr)
    assert rec["lines"][0]["is"] == ["abilities", 0, 3] and rec["verdict"] == "modelled"
    rendered = carddb.renders(rec)[0]
    assert rendered.index("Ember") < rendered.index("Dusk") < rendered.index("sacrificed")
    quick = translate.translate("permanent", ["{J} I gain 4 Ember counters. {T}, Spend 1 of my Ember counters: Draw a card."], [])
    assert [ln.missing for ln in quick.lines] == [None] and "quick action" in quick.abilities[1]
    # one part the translator cannot read: the paragraph, one line, is not modelled
    bad = translate.translate("permanent", ["{J} I gain 2 Ember counters. At Dusk — Whistle a tune."], [])
    assert bad.lines[0].missing and bad.abilities == []
    # a sentence inside one ability is not cut
    assert translate.line("{H} Draw a card. Then, I gain 1 boost.", "character").missing is None


@pytest.mark.parametrize("text", [
    "{H} My Expedition moves backwards. If it does, your other Expedition moves forward.",  # "my": both, for a Gigantic one
    "{H} Target Character gains 1 boost. If it does, draw a card.",                          # "it does" after no move
    "{H} Each of your Expeditions moves backwards. If it does, draw a card.",                 # two moves: which "it"?
    "{J} Each Character and Spell in your Reserve gains 1 boost.",                           # types, not sub-types: not this form
    "{H} Create a [Probe Lamb 1/1/1] Animal token in the Companion Expedition of its owner.",  # "its": nothing acted on before
    "{H} Target Expedition moves backwards. If it does, your other Expedition moves forward.",  # the target may be another player's
    "{J} I gain 1 boost per Plant you control and per Robot you control and per card in your hand.",  # three counts: not read
])
def test_later_sets_sixth_round_not_guessed(text):
    assert translate.line(text, "character", False).missing


@pytest.mark.parametrize("text, card_type, want", [
    # a Feat (no edition defines Feats: judge/feats.py reads them as the cards state it)
    ("At Dusk — If your Reserve is empty, complete me.", "permanent",
     {"when": "at dusk", "do": [{"if": "your reserve is empty", "then": [{"complete me": {}}]}]}),
    ("[Completed]: At Dusk — Draw a card.", "permanent", {"completed": {"when": "at dusk", "do": [{"draw": 1}]}}),
    ("[Completed]: {T}: Draw a card.", "permanent", {"completed": {"quick action": {"cost": ["exhaust me"], "do": [{"draw": 1}]}}}),
    ("[Completed]: Characters you control are [Defender].", "permanent",
     {"completed": {"passive": "characters you control are defender"}}),
    # conditions the Feats complete on
    ("When you pass — If four cards or more are in your Reserve, draw a card.", "permanent",
     {"when": "you pass", "do": [{"if": "you have 4 or more cards in reserve", "then": [{"draw": 1}]}]}),
    ("At Dusk — If there are eleven or more Mana Orbs in your Mana zone, draw a card.", "permanent",
     {"when": "at dusk", "do": [{"if": "you have 11 or more mana orbs", "then": [{"draw": 1}]}]}),
    ("At Dusk — If the total Hand Cost of cards in your Reserve is {5} or more, draw a card.", "permanent",
     {"when": "at dusk", "do": [{"if": "the total hand cost of cards in your reserve is 5 or more", "then": [{"draw": 1}]}]}),
    # Completed Feats counted and controlled; a sub-type's cards in the Landmarks
    ("{H} I gain 2 boosts per Completed Feat in your Landmarks.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "me", "amount": 2, "per": "completed Feat in your landmarks"}}]}),
    ("{H} Draw a card per Feat in your Landmarks.", "character",
     {"when": "played from hand", "do": [{"draw": {"amount": 1, "per": "Feat in your landmarks"}}]}),
    ("{R} If you control a [Completed] Feat, draw a card.", "character",
     {"when": "played from reserve", "do": [{"if": "you control a completed Feat", "then": [{"draw": 1}]}]}),
    # a status in a Reserve (Boosted: a boost kept or gained there), and a discard from the Hand said of the card
    ("{R} Target non-[[Boosted]] Spell in your Reserve gains 2 boosts.", "character",
     {"when": "played from reserve", "do": [{"gain boosts": {"object": "target non-boosted spell in your reserve", "amount": 2}}]}),
    ("When a card is discarded from your hand — I gain 1 boost.", "character",
     {"when": "you discard a card from your hand", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    # a sacrifice of a sub-type's object; "in it" after a step on an expedition named the same way always
    ("{H} Sacrifice a Robot. If you do, draw two cards.", "character",
     {"when": "played from hand", "do": [{"sacrifice": "a Robot you control"}, {"if": "you did", "then": [{"draw": 2}]}]}),
    # the highest statistic of the one Character a step before points at, boosts included
    ("{R} Target a Character facing me. I gain X boosts, where X is its highest statistic.", "character",
     {"when": "played from reserve", "do": [{"target": "target character in the expedition facing me"},
                                            {"gain boosts": {"object": "me", "amount": "their highest statistic"}}]}),
    # conditions in the words the later sets vary them with
    ("{J} If you played a Spell this turn, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "you played a spell this turn", "then": [{"draw": 1}]}]}),
    ("{J} If one of your Expeditions is empty, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "one of your expeditions has no characters", "then": [{"draw": 1}]}]}),
    ("{J} If four or more cards are in your Hand, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "you have 4 or more cards in hand", "then": [{"draw": 1}]}]}),
    ("{J} If your discard pile has six or more cards, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "you have 6 or more cards in discard", "then": [{"draw": 1}]}]}),
    ("{J} If I'm not [[Boosted]], draw a card.", "character",
     {"when": "enters play", "do": [{"if": "i have no boosts", "then": [{"draw": 1}]}]}),
    ("{J} If there is no Character facing me, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "the expedition facing me has no characters", "then": [{"draw": 1}]}]}),
    ("{J} If you don't control a Robot, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "not you control a Robot", "then": [{"draw": 1}]}]}),
    ("{J} If your Landmarks are empty, draw a card.", "character",
     {"when": "enters play", "do": [{"if": "your landmarks is empty", "then": [{"draw": 1}]}]}),
    # triggers in other words: sent to Reserve, a boost, played from a zone, After Rest, a result without "on a die"
    ("When I gain a boost — Draw a card.", "character", {"when": "i gain boosts", "do": [{"draw": 1}]}),
    ("When I'm played from your Reserve — Draw a card.", "character", {"when": "played from reserve", "do": [{"draw": 1}]}),
    ("After Rest — Draw a card.", "permanent", {"when": "after rest", "do": [{"draw": 1}]}),
    ("When you roll a 5+ — Draw a card.", "permanent",
     {"when": "you roll dice", "do": [{"if": "the result is 5 or more", "then": [{"draw": 1}]}]}),
    # steps in other words: exchanging, doubling, gaining control
    ("{H} Exchange the boosts of two target Characters.", "character", {"when": "played from hand", "do": [{"exchange boosts": "2 target character"}]}),
    ("{H} Double the boosts of target Character.", "character", {"when": "played from hand", "do": [{"double boosts": "target character"}]}),
    ("{H} Gain control of target Character.", "character", {"when": "played from hand", "do": [{"take control": "target character"}]}),
    # targets as the later sets write them: a card in a Reserve (lower case), a Reserve Cost, a Landmark Permanent
    ("{H} Target card in your Reserve gains 1 boost.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "target card in your reserve", "amount": 1}}]}),
    ("{H} Ready target exhausted card in your Reserve.", "character", {"when": "played from hand", "do": [{"ready": "target exhausted card in your reserve"}]}),
    ("{H} Send to Reserve target Character with Reserve Cost {2} or less.", "character",
     {"when": "played from hand", "do": [{"put in reserve": "target character with reserve cost 2 or less"}]}),
    ("{H} Discard target Landmark Permanent.", "character", {"when": "played from hand", "do": [{"discard": "target landmark"}]}),
    # steps on the card itself, and amounts "equal to the number of"
    ("{H} Put me in your hand.", "character", {"when": "played from hand", "do": [{"return to hand": "me"}]}),
    ("{H} I lose all my boosts.", "character", {"when": "played from hand", "do": [{"lose all boosts": "me"}]}),
    ("{H} Draw cards equal to the number of Plants you control.", "character",
     {"when": "played from hand", "do": [{"draw": {"amount": 1, "per": "Plant you control"}}]}),
    ("{H} I gain boosts equal to the number of cards in your Hand.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "me", "amount": 1, "per": "card in your hand"}}]}),
    # boosts counted among its controller's Characters (and in its Reserve)
    ("{H} If there are five or more boosts on Characters you control and in your Reserve, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "there are 5 or more of: boost on a character you control and boost on a card in your reserve",
                                          "then": [{"draw": 1}]}]}),
    # a quick action's cost of a card of the Hand, discarded or put in Reserve
    ("{T}, Discard a card from your hand: Draw two cards.", "permanent",
     {"quick action": {"cost": ["exhaust me", "hand card to discard"], "do": [{"draw": 2}]}}),
    ("{1}, Put a card from your hand in your Reserve: Draw a card.", "permanent",
     {"quick action": {"cost": ["1 mana", "hand card to reserve"], "do": [{"draw": 1}]}}),
    # "If not, B." and a leading "Unless X, A."
    ("{H} If your Hand is empty, draw two cards. If not, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "your hand is empty", "then": [{"draw": 2}], "else": [{"draw": 1}]}]}),
    ("{H} Unless eight or more cards are in your discard pile, draw a card.", "character",  # a row reading "if" and "unless" alike
     {"when": "played from hand", "do": [{"if": "not you have 8 or more cards in discard", "then": [{"draw": 1}]}]}),
    ("{H} Unless you control a Robot, I gain [[Asleep]].", "character",
     {"when": "played from hand", "do": [{"if": "not you control a Robot", "then": [{"gain status": {"object": "me", "status": "asleep"}}]}]}),
    # a step without targets done twice
    ("{H} [Resupply] twice.", "character", {"when": "played from hand", "do": [{"resupply": "you"}, {"resupply": "you"}]}),
    # a cost change said of "your" cards
    ("Your Spells cost {1} less.", "permanent", {"passive": "your spells cost 1 less"}),
    # a reaction's dash printed as a hyphen; numbers up to twelve in words
    ("At Dusk - Draw a card.", "permanent", {"when": "at dusk", "do": [{"draw": 1}]}),
    ("At Dusk — If you have twelve or more Mana Orbs, draw a card.", "permanent",
     {"when": "at dusk", "do": [{"if": "you have 12 or more mana orbs", "then": [{"draw": 1}]}]}),
    # a modifier of its controller's rolls, paid by exhausting the object
    ("[Completed]: If you would roll a die, you may exhaust me ({T}) to add 2 to its result.", "permanent",
     {"completed": {"passive": "you may exhaust me to add 2 to the result of your dice"}}),
    # Tough out of the Expedition zone: its controller's other Landmarks, its Reserve's Characters
    ("Other cards in your Landmarks are [Tough 2].", "permanent", {"passive": "other cards in your landmarks are tough 2"}),
    ("[Completed]: Characters in your Reserve are [Tough 1].", "permanent",
     {"completed": {"passive": "characters in your reserve are tough 1"}}),
    ("At Dusk — Your Hero Expedition [Ascends], then create a [Mana Moth 2/2/2] Illusion token in it.", "permanent",
     {"when": "at dusk", "do": [{"ascend": "your hero expedition"},
                                {"create token": {"token": "Mana Moth 2/2/2 Illusion", "in": "your hero expedition"}}]}),
])
def test_later_sets_templates_of_the_seventh_round_translate(text, card_type, want):
    """Templates of the later sets read in the seventh round (2026-12-02, Feats; lines written for
    the tests in the templates' shape): each read into the language and loading."""
    support = text.startswith("[Completed]")
    tr = translate.line(text, card_type, support)
    assert tr.missing is None, tr.missing
    assert tr.data == want
    test_later_sets_templates_of_the_second_round_translate(text, card_type, want)


@pytest.mark.parametrize("text, card_type", [
    ("[Completed]: Draw a card.", "permanent"),                        # an effect alone: no ability to have
    ("[Completed]: If I would leave play, draw a card instead.", "permanent"),  # a replacement: not read yet
    ("[Completed]: {T}: Draw a card.", "character"),                   # Feats are Landmark Permanents
    ("[Completed]: If you control a Plant, I am [Defender].", "permanent"),  # two conditions on one passive
    ("At Dusk — Target Expedition [Ascends], then draw a card per Character in it.", "permanent"),  # "it": a target
    ("When a region is revealed — Draw a card.", "permanent"),  # no such trigger (the engine has no event for it)
])


def test_a_completed_ability_the_language_cannot_hold_is_not_guessed(text, card_type):
    assert translate.line(text, card_type, True).missing


def test_a_highest_statistic_with_no_step_pointing_at_one_is_not_modelled():
    """"its highest statistic" is the one Character a `target` step just before points at: alone,
    the line reads but does not load (judge/abilities.py), so the card is not modelled."""
    from judge import carddb
    tr = translate.translate("character", ["{J} I gain as many boosts as its highest statistic."], [])
    rec = carddb.check({"name": "Probe", "type": "character", "reference": "PROBE", "hand_cost": 1, "reserve_cost": 1,
                        "stats": {"forest": 1, "mountain": 1, "water": 1}, "subtypes": [], "faction": "AX",
                        "rarity": "COMMON", "set": "X"}, tr)
    assert rec["verdict"] == "not modelled" and "target" in rec["lines"][0]["missing"]


_TEMPLE_SAID = '(Play me for {2} as a Landmark Permanent, sub-type Construction, gaining: "At Noon — you may send me to Reserve.")'


def test_temple_is_read_with_its_reminder_and_not_without():
    """Temple N (judge/temple.py follows the later sets' reminder, no edition defining it): read
    alone or leading a paragraph, only where the reminder says what the engine does; the
    reminder's Temple cost must be the keyword's; a Character's only."""
    alone = translate.translate("character", ["[Temple] {2}. " + _TEMPLE_SAID, "At Dusk — Draw a card."], [])
    assert alone.temple == 2 and [ln.missing for ln in alone.lines] == [None, None]
    lead = translate.translate("character", ["[Temple] {2}. " + _TEMPLE_SAID + " When you pass — Draw a card."], [])
    assert lead.temple == 2 and lead.lines[0].missing is None and lead.abilities == [{"when": "you pass", "do": [{"draw": 1}]}]
    for bad in ("[Temple] {2}.", "[Temple] {3}. " + _TEMPLE_SAID, "[Temple] {2}. (Play me for {2} as a Landmark Permanent.)"):
        tr = translate.translate("character", [bad], [])
        assert tr.temple is None and tr.lines[0].missing and "Temple" in tr.lines[0].missing, bad
    spell = translate.translate("spell", ["[Temple] {2}. " + _TEMPLE_SAID], [])
    assert spell.temple is None and spell.lines[0].missing
    from judge import carddb
    rec = carddb.check({"name": "Probe Idol", "type": "character", "reference": "PROBE", "hand_cost": 3, "reserve_cost": 3,
                        "stats": {"forest": 1, "mountain": 1, "water": 1}, "subtypes": [], "faction": "AX",
                        "rarity": "COMMON", "set": "X"}, alone)
    assert rec["verdict"] == "modelled" and rec["encoding"]["temple"] == 2


def test_keywords_in_a_row_however_separated_and_keyword_actions_as_steps():
    """"[Seasoned]. [Tough 1]." and "[Defender] [Tough 1]" are keyword lines as "[Defender], [Tough 1]."
    is; "[Sabotage]. [Resupply]." are keyword actions, the steps of an effect, not keywords."""
    for text in ("[Seasoned]. [Tough 1].", "[Seasoned] [Tough 1]", "[Seasoned], [Tough 1]."):
        tr = translate.translate("character", [text], [])
        assert tr.lines[0].missing is None and tr.keywords == ["Seasoned"] and tr.tough == 1, text
    spell = translate.translate("spell", ["[Sabotage]. [Resupply]."], [])
    assert spell.lines[0].missing is None and spell.effect == [{"sabotage": {}}, {"resupply": "you"}]
    assert translate.translate("character", ["[Defender], [Frobnicate]."], []).lines[0].missing


@pytest.mark.parametrize("text, card_type, want", [
    # tokens as objects: sacrificed, counted, each of them (v5.0 2.2.1.d)
    ("{H} You may sacrifice a token. If you do, draw two cards.", "character",
     {"when": "played from hand", "do": [{"sacrifice": "a token you control", "may": True}, {"if": "you did", "then": [{"draw": 2}]}]}),
    ("{H} Draw a card for each token you control.", "character",
     {"when": "played from hand", "do": [{"draw": {"amount": 1, "per": "token you control"}}]}),
    ("{H} Your tokens gain 1 boost.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "each token you control", "amount": 1}}]}),
    ("{H} Each other token you control gains [[Anchored]].", "character",
     {"when": "played from hand", "do": [{"gain status": {"object": "each other token you control", "status": "anchored"}}]}),
    ("{H} Your other Characters gain 1 boost.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "each other character you control", "amount": 1}}]}),
    # "play for free X", several cards one at a time, a Landmark Permanent
    ("{H} You may play for free a Spell with Hand Cost {1} or less from your Reserve.", "character",
     {"when": "played from hand", "do": [{"play": {"type": "spell", "hand cost max": 1, "from": "reserve", "free": True}, "may": True}]}),
    ("Play up to two Spells with Hand Cost {2} or less for free.", "spell",
     [{"play": {"type": "spell", "hand cost max": 2, "free": True}, "may": True},
      {"play": {"type": "spell", "hand cost max": 2, "free": True}, "may": True}]),
    ("{H} You may play a Landmark Permanent from your hand for {2} less.", "character",
     {"when": "played from hand", "do": [{"play": {"type": "landmark permanent", "from": "hand", "less": 2}, "may": True}]}),
    # "with a Base Cost of N or less"
    ("{H} Target Character with a Reserve Cost of {2} or less gains [[Asleep]].", "character",
     {"when": "played from hand", "do": [{"gain status": {"object": "target character with reserve cost 2 or less", "status": "asleep"}}]}),
    # a Terrain Marker on a target visible region (v5.0 3.2.1.d)
    ("{H} Place a {O} Terrain Marker on target visible region.", "character",
     {"when": "played from hand", "do": [{"place terrain marker": {"terrains": ["water"], "at": "target visible region"}}]}),
    # "they": the target opponent an earlier sentence named
    ("Target opponent draws a card. Then, exhaust target Character they control.", "spell",
     [{"draw": {"players": "target opponent", "amount": 1}}, {"exhaust": "target character controlled by target opponent"}]),
    # In Contact said of the expedition (v5.0 7.5.9.b)
    ("{H} If my Expedition is [In Contact], I gain 2 boosts.", "character",
     {"when": "played from hand", "do": [{"if": "i am in contact", "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}),
    ("{H} If one of your Expeditions is [In Contact], draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "there are 1 or more of: expedition in contact you control", "then": [{"draw": 1}]}]}),
    # triggers
    ("When you sacrifice a token — Draw a card.", "permanent", {"when": "you sacrifice a token", "do": [{"draw": 1}]}),
    ("When a Character you control is sacrificed — Draw a card.", "permanent", {"when": "you sacrifice a character", "do": [{"draw": 1}]}),
    ("When you create a token — I gain 1 boost.", "character", {"when": "you create a token", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    ("When an opponent passes — Draw a card.", "permanent", {"when": "an opponent passes", "do": [{"draw": 1}]}),
    ("When you play a Landmark Permanent — I gain 1 boost.", "character",
     {"when": "you play a landmark permanent", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    ("When an opponent plays a card from their Reserve — I gain 1 boost.", "character",
     {"when": "an opponent plays a card from reserve", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    ("When my Expedition [Ascends] — Draw a card.", "character", {"when": "my expedition ascends", "do": [{"draw": 1}]}),
    ("Target Character gains 1 boost. If it's a token, draw a card.", "spell",
     [{"target": "target character"}, {"gain boosts": {"object": "them", "amount": 1}}, {"if": "it is a token", "then": [{"draw": 1}]}]),
    ("Sacrifice three tokens. If you do, draw a card.", "spell",
     [{"sacrifice": {"choose": "a token you control", "count": 3}}, {"if": "you did", "then": [{"draw": 1}]}]),
    ("Send each Character with Hand Cost {1} or less to their owner's Reserve.", "spell",
     [{"put in reserve": "each character with hand cost 1 or less"}]),
    # the top cards of the Deck to the Reserve; a target to the bottom of its owner's Deck (v5.0 3.2.2.b)
    ("{H} Put the top three cards of your deck in your Reserve.", "character",
     {"when": "played from hand", "do": [{"put in reserve": "your top 3 deck cards"}]}),
    ("{H} Put target Permanent on the bottom of its owner's deck.", "character",
     {"when": "played from hand", "do": [{"put in deck": {"object": "target permanent", "position": "bottom"}}]}),
    # target cards of a Reserve: an opponent's, any player's ("in Reserve"), up to N
    ("{H} Exhaust target card in an opponent's Reserve.", "character",
     {"when": "played from hand", "do": [{"exhaust": "target card in an opponent's reserve"}]}),
    ("{H} Exhaust up to three target cards in Reserve.", "character",
     {"when": "played from hand", "do": [{"exhaust": "up to 3 target card in a reserve"}]}),
    ("{H} Ready up to two target exhausted cards in your Reserve.", "character",
     {"when": "played from hand", "do": [{"ready": "up to 2 target exhausted card in your reserve"}]}),
    ("{H} Target Character loses all its boosts and [[Anchored]].", "character",
     {"when": "played from hand", "do": [{"target": "target character"}, {"lose all boosts": "them"},
                                         {"lose status": {"object": "them", "status": "anchored"}}]}),
    # keywords given: your tokens, a status, other Characters in my expedition, "while"; a cost per each
    ("Your tokens are [Tough 1].", "permanent", {"passive": "tokens you control are tough 1"}),
    ("[[Asleep]] Characters you control are [Defender].", "permanent", {"passive": "asleep characters you control are defender"}),
    ("Other Characters in my Expedition are [Seasoned].", "character", {"passive": "other characters in my expedition are seasoned"}),
    ("While you control two or more tokens, I am [Defender].", "character",
     {"passive": "i am defender", "if": "you control 2 or more tokens"}),
    ("I cost {1} less for each Permanent you control.", "character", {"passive": "i cost 1 less per permanent you control"}),
    ("{T}, Sacrifice a token: Draw a card.", "permanent", {"quick action": {"cost": ["exhaust me", "sacrifice a token"], "do": [{"draw": 1}]}}),
    # "your opponent": each of its controller's opponents (the multiplayer pages); "both players": each player
    ("Your opponent draws a card.", "spell", [{"each opponent": [{"draw": 1}]}]),
    ("{H} Exhaust target Character your opponent controls.", "character",
     {"when": "played from hand", "do": [{"exhaust": "target character controlled by an opponent"}]}),
    ("Both players draw a card.", "spell", [{"each player": [{"draw": 1}]}]),
    ("Each opponent [Resupplies].", "spell", [{"each opponent": [{"resupply": "you"}]}]),
    ("Look at the top three cards of your deck. Put one of them in your Reserve and discard the rest.", "spell",
     [{"take from top of deck": {"look": 3, "to reserve": 1}}]),
    ("Reveal the top card of your deck. If it's a Permanent, put it in your Reserve. Otherwise, discard it.", "spell",
     [{"reveal top card": {"reserve if": ["permanent"], "otherwise": "discard"}}]),
    ("{H} If I'm alone in my Expedition, I gain 2 boosts.", "character",
     {"when": "played from hand", "do": [{"if": "not there are 1 or more of: other character in my expedition",
                                          "then": [{"gain boosts": {"object": "me", "amount": 2}}]}]}),
    ("{H} If an opponent controls a token, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "an opponent controls 1 or more tokens", "then": [{"draw": 1}]}]}),
    ("{H} If the Expedition facing me is empty, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "the expedition facing me has no characters", "then": [{"draw": 1}]}]}),
    ("{H} If your Hand has four or more cards, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "you have 4 or more cards in hand", "then": [{"draw": 1}]}]}),
    ("{H} If you've played a Permanent this turn, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "you played a permanent this turn", "then": [{"draw": 1}]}]}),
    ("{H} Move target Character you control to your other Expedition.", "character",
     {"when": "played from hand", "do": [{"switch expeditions": "target character you control"}]}),
    ("{J} Send me to your Reserve.", "character", {"when": "enters play", "do": [{"put in reserve": "me"}]}),
    ("{H} Other Characters in my Expedition gain 1 boost.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "each other character in my expedition", "amount": 1}}]}),
    ("Send target Character to Reserve. Its owner draws two cards.", "spell",
     [{"put in reserve": "target character"}, {"draw": {"players": "its owner", "amount": 2}}]),
    ("Double the boosts of target Character you control.", "spell", [{"double boosts": "target character you control"}]),
    ("Each opponent sacrifices the Permanent they control with the highest Hand Cost.", "spell",
     [{"each opponent": [{"sacrifice": "a permanent you control with the highest hand cost"}]}]),
    # "that Expedition" in a reaction to an expedition's event: the one it was about (noted with the reaction)
    ("When one of your Expeditions moves forward — Create an [Ordis Recruit 1/1/1] Soldier token in that Expedition.", "permanent",
     {"when": "one of your expeditions moves forward", "do": [{"create token": {"token": "Ordis Recruit 1/1/1 Soldier", "in": "that expedition"}}]}),
    ("{H} You may [Rush] a Character with Hand Cost {2} or less.", "character",
     {"when": "played from hand", "do": [{"play": {"type": "character", "hand cost max": 2}, "may": True}]}),
    ("{H} If my Expedition is [[Ascended]], draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "i am in an ascended expedition", "then": [{"draw": 1}]}]}),
    ("{H} If you control two or more Expeditions [In Contact], draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "there are 2 or more of: expedition in contact you control", "then": [{"draw": 1}]}]}),
    ("When one of your Expeditions fails to move forward — Draw a card.", "permanent",
     {"when": "one of your expeditions fails to move forward", "do": [{"draw": 1}]}),
    ("When the Expedition facing me moves forward — I gain 1 boost.", "character",
     {"when": "the expedition facing me moves forward", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    ("When an opponent's Expedition moves forward — Draw a card.", "permanent",
     {"when": "an opponent's expedition moves forward", "do": [{"draw": 1}]}),
    ("When a token joins your Expeditions — Draw a card.", "permanent", {"when": "a token joins one of your expeditions", "do": [{"draw": 1}]}),
    ("My Expedition can't move forward.", "character", {"passive": "my expedition can't move forward"}),
    ("The Expedition facing me can't move forward.", "permanent", {"passive": "the expedition facing me can't move forward"}),
    # a keyword given for a while (an Emblem-Ongoing bound to the objects named, 2.2.2.m)
    ("{H} Target Character gains [Tough 1] until the end of the turn.", "character",
     {"when": "played from hand", "do": [{"ongoing": {"passive": "i am tough 1", "object": "target character", "until": "end of turn"}}]}),
    ("{H} This Day, each Character you control gains [Defender].", "character",
     {"when": "played from hand", "do": [{"ongoing": {"passive": "i am defender", "object": "each character you control",
                                                      "until": "end of day"}}]}),
    # Gigantic given by a passive ability (judge/gigantic.py: joining and leaving the other expedition)
    ("If you have eight or more Mana Orbs, I am [Gigantic].", "character",
     {"passive": "i am gigantic", "if": "you have 8 or more mana orbs"}),
    ("Tokens you control are [Gigantic].", "permanent", {"passive": "tokens you control are gigantic"}),
    ("[[Boosted]] tokens you control are [Gigantic].", "permanent", {"passive": "boosted tokens you control are gigantic"}),
    ("If you control a Robot, I am [Gigantic].", "character", {"passive": "i am gigantic", "if": "you control a Robot"}),
    ("If your Hero has four or more Quest counters, I am [Gigantic].", "character",
     {"passive": "i am gigantic", "if": "your hero has 4 or more quest counters"}),
    ("When another Character you control goes to your Reserve — I gain 1 boost.", "character",
     {"when": "another character you control goes to reserve", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    # conditions on tokens in a zone, on the object's expedition, its counters, a status unbracketed
    ("{H} If you have a token in your Reserve, I gain 1 boost.", "character",
     {"when": "played from hand", "do": [{"if": "you have 1 or more tokens in reserve", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}),
    ("{H} If there are two or more tokens in your Landmarks, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "you have 2 or more tokens in landmarks", "then": [{"draw": 1}]}]}),
    ("{H} If my Expedition has two or more Characters, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "there are 2 or more of: character in my expedition", "then": [{"draw": 1}]}]}),
    ("{H} If I have a Kelon counter, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "i have 1 or more kelon counters", "then": [{"draw": 1}]}]}),
    ("{H} If I'm Anchored, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "i am anchored", "then": [{"draw": 1}]}]}),
    # counts of a type in the Reserve, of the regions between its controller's expeditions
    ("{H} I gain 1 boost per Spell in your Reserve.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "me", "amount": 1, "per": "spell in your reserve"}}]}),
    ("{H} Draw a card per region between your Hero and Companion Expeditions.", "character",
     {"when": "played from hand", "do": [{"draw": {"amount": 1, "per": "region between your expeditions"}}]}),
    ("When one of your Expeditions gains [[Ascended]] — Draw a card.", "permanent",
     {"when": "one of your expeditions ascends", "do": [{"draw": 1}]}),
])
def test_later_sets_templates_of_the_eighth_round_translate(text, card_type, want):
    """Templates of the later sets read in the eighth round (2026-12-02; lines written for the
    tests in the templates' shape): each read into the language and loading."""
    tr = translate.line(text, card_type)
    assert tr.missing is None, tr.missing
    assert tr.data == want
    test_later_sets_templates_of_the_second_round_translate(text, card_type, want)


@pytest.mark.parametrize("text, card_type", [
    ("Discard a card. Then, draw a card.", "spell"),  # from where: no zone said
    ("Target opponent draws a card. Then, sacrifice a Character they control.", "spell"),  # you sacrifice what you control
    ("{H} Sacrifice a token an opponent controls.", "character"),  # a sacrifice is of one's own (v5.0 7.3.36.a)
    ("Play up to nine Characters for free.", "spell"),  # a bound past what the translator reads
    ("{H} Move a {V} Terrain Marker from any region to target visible region.", "character"),  # not a move the cards make
    ("{H} Move target Character to your other Expedition.", "character"),  # perhaps an opponent's: no switch of theirs
    ("Its owner draws a card.", "spell"),  # the owner of nothing acted on before
    ("{J} Create an [Ordis Recruit 1/1/1] Soldier token in that Expedition.", "character"),  # no expedition named before
    ("When my Expedition moves forward — Target Expedition and that Expedition move backwards.", "character"),  # which one?
    ("If there is only one Spell in your Reserve, it is [Gigantic].", "permanent"),  # "it" of a card in a Reserve: no such Gigantic
    ("Characters in my Expedition are [Gigantic].", "permanent"),  # each one's expedition is both once it is Gigantic
    ("{H} Target Character gains [Gigantic] this turn.", "character"),  # in and out of its other expedition: not modelled
])
def test_later_sets_eighth_round_not_guessed(text, card_type):
    assert translate.line(text, card_type).missing


def test_die_outcomes_with_a_colon_and_otherwise():
    """The later sets' die wordings: "On a 1: X" (a colon after the result) and "On a 6, X.
    Otherwise, Y." (the last outcome, every result not named, one above 6 included)."""
    assert one("{J} Roll a die. On a 1: I gain 1 boost.") == \
        {"when": "enters play", "do": [{"roll a die": [{"result": "1", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}]}]}
    assert one("{H} Roll a die. On a 4+: draw a card. On a 1-3: [Resupply].") == \
        {"when": "played from hand", "do": [{"roll a die": [{"result": "4+", "do": [{"draw": 1}]},
                                                           {"result": "1-3", "do": [{"resupply": "you"}]}]}]}
    assert translate.effect("Roll a die. On a 6, draw two cards. Otherwise, [Resupply].") == \
        [{"roll a die": [{"result": "6", "do": [{"draw": 2}]}, {"result": "otherwise", "do": [{"resupply": "you"}]}]}]
    # an outcome the die cannot read stays not modelled, "otherwise" or not
    assert one("{J} Roll a die. On a 6, draw a card. Otherwise, frobnicate.") != \
        {"when": "enters play", "do": []} and isinstance(one("{J} Roll a die. On a 6, draw a card. Otherwise, frobnicate."), str)


def test_the_cost_of_the_card_played_in_a_reaction_to_it():
    """"When you play a Spell ... — ... If the Base Cost was {7} or more, ...": with no step before
    acting on an object, "the"/"its" cost is the card played's (its Base Cost as played)."""
    assert one("When you play a Spell with Base Cost {4} or more — Draw a card. If the Base Cost was {7} or more, "
               "I gain 1 boost.") == \
        {"when": "you play a spell with base cost 4 or more",
         "do": [{"draw": 1}, {"if": "the card played had base cost 7 or more", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}
    assert one("When you play a Character — If its Hand Cost is {5} or more, draw a card.") == \
        {"when": "you play a character", "do": [{"if": "the card played had hand cost 5 or more", "then": [{"draw": 1}]}]}
    # after a step acting on an object, "its" is that object's, as before (a sacrifice), not the card played
    assert one("When you play a Character — Sacrifice a Character. If its Hand Cost was {3} or more, draw a card.") == \
        {"when": "you play a character", "do": [{"sacrifice": "a character you control"},
                                               {"if": "it had hand cost 3 or more", "then": [{"draw": 1}]}]}
    # outside a reaction to a card played, "the Base Cost" names nothing the language can say
    assert isinstance(one("{J} If the Base Cost was {7} or more, draw a card."), str)


def test_steps_done_by_the_owner_and_in_each_of_their_expeditions():
    assert one("When I leave the Expedition zone — My owner creates a [Probe Lamb 1/1/1] Animal token in each of their "
               "Expeditions.") == \
        {"when": "i leave the expedition zone", "do": [{"my owner": [{"create token": {"token": "Probe Lamb 1/1/1 Animal",
                                                                                         "in": "each of your expeditions"}}]}]}
    assert one("{J} Each player creates a [Probe Lamb 1/1/1] Animal token in each of their Expeditions.") == \
        {"when": "enters play", "do": [{"each player": [{"create token": {"token": "Probe Lamb 1/1/1 Animal",
                                                                            "in": "each of your expeditions"}}]}]}
    assert one("When I leave the Expedition zone — My owner draws a card.") == \
        {"when": "i leave the expedition zone", "do": [{"my owner": [{"draw": 1}]}]}
    # another player's step naming "me" or "you" is not said as theirs: not read
    assert isinstance(one("When I leave the Expedition zone — My owner gives me 1 boost."), str)


def test_an_optional_cost_that_lowers_the_cards_own_cost():
    """"You may sacrifice a Character to reduce my cost by {2}": an optional cost paid with one object
    its player chooses as they play the card (v5.0 5.1.2.c), its own line or the first sentence of a
    Spell's line; never an internal action of the Spell's effect (the Spell playing itself)."""
    assert one("You may sacrifice a Character to reduce my cost by {2}.", "spell") == \
        {"passive": "sacrifice a character as you play me: i cost 2 less"}
    assert one("You may exhaust a card in your Reserve to play me for {1} less.", "spell") == \
        {"passive": "exhaust a reserve card as you play me: i cost 1 less"}
    assert one("You may discard a card from your hand to make me cost {1} less.", "character") == \
        {"passive": "hand card to discard as you play me: i cost 1 less"}
    assert one("You may discard a card from your Reserve to play me for {2} less.", "spell") == \
        {"passive": "discard a reserve card as you play me: i cost 2 less"}
    tr = translate.translate("spell", ["You may sacrifice a Character to play me for {1} less. Draw two cards."], [])
    assert tr.verdict == "modelled" and tr.effect == [{"draw": 2}]
    assert tr.abilities == [{"passive": "sacrifice a character as you play me: i cost 1 less"}]
    # said after the effect, or with a cost the language does not have: not modelled, never a step
    late = translate.translate("spell", ["Draw a card. You may exhaust a card in your Reserve to play me for {1} less."], [])
    assert late.lines[0].missing == "a Spell's optional cost the translator cannot read where it is printed"
    odd = translate.translate("spell", ["You may spend 3 of my boosts to play me for {2} less. Draw two cards."], [])
    assert odd.verdict == "not modelled" and not odd.effect  # a card in Hand has no boosts of its own to spend
    # several objects, one cost each (tests/test_optional_costs_of_several_objects.py)
    three = translate.translate("spell", ["You may spend 3 boosts from Characters you control to play me for {2} less. "
                                          "Draw two cards."], [])
    assert three.verdict == "modelled" and three.effect == [{"draw": 2}]
    assert three.abilities == [{"passive": " and ".join(["spend 1 boost from a character you control"] * 3) + " as you play me: i cost 2 less"}]


def test_costs_on_tokens_in_play_or_in_the_reserve():
    assert one("{J} You may sacrifice a token to draw a card.") == \
        {"when": "enters play", "do": [{"pay": ["sacrifice a token"], "then": [{"draw": 1}]}]}
    assert one("{J} You may discard a token from your Reserve to draw a card.") == \
        {"when": "enters play", "do": [{"pay": ["reserve token to discard"], "then": [{"draw": 1}]}]}
    assert one("{J} You may sacrifice one token or discard one token from your Reserve to [Sabotage].") == \
        {"when": "enters play", "do": [{"pay": ["sacrifice or discard a token"], "then": [{"sabotage": {}}]}]}


def test_a_passive_doubling_the_tokens_you_create():
    assert one("If you would create one token, create two in the same place instead.", "permanent") == \
        {"passive": "if you would create a token, create two instead"}


def test_a_limit_set_to_a_number():
    assert one("[Completed]: Your Landmarks limit is four.", "permanent") == {"completed": {"passive": "your landmarks limit is 4"}}
    assert one("Your Reserve limit is three.", "permanent") == {"passive": "your reserve limit is 3"}


def test_one_more_region_for_either_of_your_expeditions():
    # (said with "1 more region", read as "one more region": the test quotes no card's words)
    tr = translate.translate("permanent", ["If either of your Expeditions would move forward during Dusk, it moves forward 1 more "
                                           "region instead."], [])
    assert tr.verdict == "modelled" and tr.abilities == [{"passive": "your expeditions move forward one more region during dusk"}]
    assert one("[Completed]: If either of your Expeditions would move forward during the Dusk phase, you may exhaust me ({T}) to make "
               "it move forward an additional region instead.", "permanent") == \
        {"completed": {"passive": "you may exhaust me to make your expeditions move forward one more region during dusk"}}


def test_exhaust_me_to_without_you_may():
    """"Exhaust me to X" with no "you may": an internal action its player does not decline."""
    assert one("When you pass — Exhaust me to draw a card.") == \
        {"when": "you pass", "do": [{"pay": ["exhaust me"], "then": [{"draw": 1}], "may": False}]}
    assert one("At Noon — Sacrifice me to draw two cards.", "permanent") == \
        {"when": "at noon", "do": [{"pay": ["sacrifice me"], "then": [{"draw": 2}], "may": False}]}


def test_do_this_once_for_each():
    """"Do this once for each X: • [step]": the step repeated as many times as X counts (v5.0 6.5.i);
    a name in quotes and "in your discard pile" count the cards of that name there."""
    assert translate.effect('Do this once for each "Ember Keeper" in your discard pile: - Draw a card.') == \
        [{"repeat": [{"draw": 1}], "per": "card named Ember Keeper in your discard pile"}]
    assert translate.effect("Do this once for each Animal you control: • Target Character gains 1 boost.") == \
        [{"repeat": [{"gain boosts": {"object": "target character", "amount": 1}}], "per": "Animal you control"}]
    assert one("{J} I gain 1 boost for each card in your discard pile.") == \
        {"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": 1, "per": "card in your discard pile"}}]}
    # a count the language does not have: not modelled
    assert isinstance(one("{J} Do this once for each opponent's thought: • Draw a card."), str)


def test_the_same_words_said_another_way_are_read_alike():
    """A source that prints numbers as digits, undoes contractions or writes the game's nouns in
    lower case says the same thing: the line is read as the cards' usual wording reads (never a
    different meaning: a line no variant reads stays not modelled, with its reason)."""
    pairs = [
        ("{R} The Expedition facing me moves backwards 1 region.", "{R} The Expedition facing me moves backwards one region."),
        ("If my Expedition is ahead, [Defender] Characters do not prevent it from moving forward.",
         "If my Expedition is ahead, [Defender] Characters don't prevent it from moving forward."),
        ("When a Plant joins your expeditions — Draw a card.", "When a Plant joins your Expeditions — Draw a card."),
        ("{T}, Exhaust a card in your reserve: Target Character gains 1 boost.",
         "{T}, Exhaust a card in your Reserve: Target Character gains 1 boost."),
        ("If I would gain [[Asleep]], I gain a boost instead.", "If I would gain [[Asleep]], I gain 1 boost instead."),
        ("{H} You may target a Soldier. It gains [[Anchored]]", "{H} You may target a Soldier. It gains [[Anchored]]."),
        # a sub-type in keyword brackets is the word itself; keywords and statuses keep theirs
        ("I cost {2} less if you played a [Robot] this Day.", "I cost {2} less if you played a Robot this Day."),
    ]
    def whole(text: str) -> tuple:
        kind = "permanent" if text.startswith(("If", "{T}")) else "character"
        tr = translate.translate(kind, [text], [])
        return tr.verdict, tr.abilities, tr.effect

    for odd, usual in pairs:
        assert whole(usual)[0] == "modelled", usual
        assert whole(odd) == whole(usual), odd
    # numbers inside braces, statistics and die ranges are never rewritten
    assert all("{3}" in v and "2/2/2" in v and "1-3" in v for v in
               translate._same_words("Create two [Brassbug 2/2/2] Robot tokens. Pay {3}. On a 1-3, draw one card."))
    assert all("[Sabotage]" in v and "[[Fleeting]]" in v for v in translate._same_words("[Sabotage]. I gain [[Fleeting]]."))


def test_a_signature_token_card_is_read_as_its_words_say_another_way_too():
    # the token card's own line is read as a card's would be (here its sub-type in brackets), so the
    # Hero creating it is modelled with the token card's abilities
    token = {"name": "Gadget", "type": "token", "subtypes": ["Robot", "Companion"], "stats": {"forest": 2, "mountain": 2, "water": 2},
             "reserve_cost": 2,
             "text": {"main": ["I cost {2} less if you played a [Robot] this Day."], "support": []}}
    tokens = translate.token_cards([token])
    tr = translate.translate("hero", ["At Noon \u2014 If you're first player, create my Signature token: [Gadget 2/2/2] in your Reserve."],
                             [], tokens)
    assert tr.verdict == "modelled", tr.lines
    assert tr.abilities[0]["do"][0]["then"][0]["create signature token"]["abilities"] == \
        [{"passive": "i cost 2 less", "if": "you played a Robot this day"}]


def test_up_to_n_cards_in_reserve_chosen_as_it_resolves():
    assert translate.effect("Exhaust up to two cards in Reserve.") == \
        [{"exhaust": {"choose": "a ready card in a reserve", "count": 2, "up to": True}}]
    assert translate.effect("Ready up to three cards in Reserve.") == \
        [{"ready": {"choose": "an exhausted card in a reserve", "count": 3, "up to": True}}]


def test_also_after_a_step_that_may_not_be_done_is_not_guessed():
    """"You may X. If Y, also Z": whether Z needs X done is not said where X is a plain optional
    step (no cost paid): not modelled, never guessed."""
    got = translate.translate("character", ["{J} You may draw a card. If you control a Plant, also draw a card."], [])
    assert got.lines[0].missing == "'also' after a step that may not be done"


def test_a_token_described_by_its_creating_cards_reminder():
    """No token card read with it: the token its creating line's reminder describes (the card's own
    words for it, 7.3.3) -- a Landmark Permanent with the abilities it quotes, a Character token's
    sub-types and abilities, a Signature token's sub-types, Reserve Cost and abilities; a quoted
    ability the translator cannot read leaves the line not modelled, never a token without it."""
    def one(text, kind="character"):
        return translate.translate(kind, [text], []).lines[0]
    land = one('{H} Create a [Glowstone] token in your Landmarks. (It\'s a Permanent with "{T}, Sacrifice me: Draw a card.")')
    assert land.data["do"] == [{"create landmark token": {"token": "Glowstone", "abilities": [
        {"quick action": {"cost": ["exhaust me", "sacrifice me"], "do": [{"draw": 1}]}}]}}]
    two = one('{H} Create a [Glowstone] token in your Landmarks. (It\'s a Permanent with "When I\'m sacrificed — Draw a card. '
              '{T}, {1}: Sacrifice me.")')
    assert [list(a) for a in two.data["do"][0]["create landmark token"]["abilities"]] == [["when", "do"], ["quick action"]]
    char = one('{R} Create a [Wisp 1/1/1] token in my Expedition. (It\'s a Spirit Companion token with "{J} Draw a card.")')
    assert char.data["do"] == [{"create token": {"token": "Wisp 1/1/1 Spirit Companion", "in": "my expedition",
                                                 "abilities": [{"when": "enters play", "do": [{"draw": 1}]}]}}]
    odd = one('{R} Create a [Wisp 1/1/1] token in my Expedition. (It\'s a Spirit token with "Whistle a tune.")')
    assert odd.missing and "reminder" in odd.missing
    sig = one('At Noon — Create my Signature token: [Pip 1/2/1] in your Reserve. (It\'s a Plant Companion with Reserve Cost {1} '
              'and "{R} I gain 1 boost.")', "hero")
    assert sig.data["do"] == [{"create signature token": {"token": "Pip 1/2/1 Plant Companion", "reserve cost": 1, "abilities": [
        {"when": "played from reserve", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}]}}]
    plain = one("At Noon — Create my Signature token: [Pip 1/2/1] in your Reserve. (It's a Companion with Reserve Cost {2}.)", "hero")
    assert plain.data["do"] == [{"create signature token": {"token": "Pip 1/2/1 Companion", "reserve cost": 2}}]


def test_a_token_one_card_describes_is_the_same_token_for_the_cards_read_with_it():
    """A card of the import describes a token in its reminder; the cards naming it without one
    create that token too. A token card comes first; two reminders that disagree leave it not
    modelled."""
    def card(name, line):
        return {"type": "character", "name": name, "text": {"main": [line], "support": []}}
    said = card("A", '{H} Create a [Glowstone] token in your Landmarks. (It\'s a Permanent with "{T}, Sacrifice me: Draw a card.")')
    bare = "{R} Create a [Glowstone] token in your Landmarks."
    tokens = translate.token_cards([said])
    got = translate.translate("character", [bare], [], tokens).lines[0]
    assert got.data["do"][0]["create landmark token"]["abilities"] == [
        {"quick action": {"cost": ["exhaust me", "sacrifice me"], "do": [{"draw": 1}]}}]
    other = card("B", '{H} Create a [Glowstone] token in your Landmarks. (It\'s a Permanent with "{T}, Sacrifice me: Draw two cards.")')
    torn = translate.token_cards([said, other])
    assert "not modelled" in translate.translate("character", [bare], [], torn).lines[0].missing
    stone = {"type": "token", "name": "Glowstone", "subtypes": ["Ore"], "text": {"main": ["{T}, Sacrifice me: Draw two cards."], "support": []}}
    first = translate.token_cards([said, stone])
    assert first[translate.LANDMARK + "glowstone"][1] == ("Ore",)  # the token card, not the reminder


def test_a_reminder_after_several_tokens_is_not_guessed_to_one_of_them():
    """One reminder after a line creating two tokens: which it describes is not said, so neither
    takes it (the line is not modelled unless their token cards are read with it)."""
    got = translate.translate("character", ['{H} Create a [Wisp 1/1/1] token in my Expedition and a [Moss 2/2/2] token in my other '
                                            'Expedition. (It\'s a Spirit with "{J} Draw a card.")'], []).lines[0]
    assert got.missing is not None


def test_a_paragraph_of_two_abilities_keeps_each_ones_reminder():
    """Two abilities printed as one paragraph are read one by one, each with the reminder printed
    after it (a token's definition): the split is never made inside brackets or quotes."""
    text = ('{H} Draw a card. At Noon — Create my Signature token: [Pip 1/1/1] in your Reserve. (It\'s a Companion with '
            'Reserve Cost {1} and "{R} Roll a die. On a 4+, I gain 1 boost.")')
    assert len(translate._split_outside(text)) == 2
    got = translate.translate("hero", [text], []).lines[0]
    assert got.kind == "abilities" and got.data[1]["do"][0]["create signature token"]["reserve cost"] == 1


@pytest.mark.parametrize("text, card_type, want", [
    # triggers: sacrifices of another Character or of either type; any Character's boosts; a card
    # straight from the Hand to the Reserve; the card's own discard from the Hand
    ("When you sacrifice another Character — Draw a card.", "character",
     {"when": "you sacrifice another character", "do": [{"draw": 1}]}),
    ("When you sacrifice a Character or a Permanent — I gain 1 boost.", "permanent",
     {"when": "you sacrifice a character or permanent", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    ("When a Character gains one or more boosts — If I have no boosts, I gain 1 boost.", "character",
     {"when": "a character gains boosts", "do": [{"if": "i have no boosts", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}),
    ("When a card goes directly from your hand to your Reserve — Draw a card.", "permanent",
     {"when": "a card goes to your reserve from your hand", "do": [{"draw": 1}]}),
    ("When you put a card from your hand in your Reserve — I gain 1 boost.", "character",
     {"when": "you put a card from your hand in reserve", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}),
    ("When I'm discarded from your hand — Draw a card.", "character",
     {"when": "i am discarded from your hand", "do": [{"draw": 1}]}),
    # conditions on the object a step before named, and counts said with "at most" / "less than"
    ("{J} Target Character gains [[Asleep]]. If it's facing me, draw a card.", "character",
     {"when": "enters play", "do": [{"target": "target character"}, {"gain status": {"object": "them", "status": "asleep"}},
                                    {"if": "it is facing me", "then": [{"draw": 1}]}]}),
    ("When you pass — If I have less than 3 boosts, I gain 1 boost.", "character",
     {"when": "you pass", "do": [{"if": "i have 2 boosts or less", "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}),
    ("When you pass — If you have at most two cards in your hand, draw a card.", "permanent",
     {"when": "you pass", "do": [{"if": "not you have 3 or more cards in hand", "then": [{"draw": 1}]}]}),
    ("When you pass — If five or more Characters are in your Expeditions, draw a card.", "permanent",
     {"when": "you pass", "do": [{"if": "you have 5 or more characters in your expeditions", "then": [{"draw": 1}]}]}),
    # Tough given to other, or Fleeting, Characters; "Characters in your Expeditions" are those you control
    ("Other Characters in your Expeditions are [Tough 1].", "character", {"passive": "other characters you control are tough 1"}),
    ("[[Fleeting]] Characters you control are [Tough 2].", "permanent", {"passive": "fleeting characters you control are tough 2"}),
    # costs and sacrifices: either type, or bound by a cost
    ("{H} You may sacrifice a Character or Permanent to draw two cards.", "character",
     {"when": "played from hand", "do": [{"pay": ["sacrifice a character or permanent"], "then": [{"draw": 2}]}]}),
    ("At Noon — Sacrifice a Character with Hand Cost {4} or more.", "permanent",
     {"when": "at noon", "do": [{"sacrifice": "a character you control with hand cost 4 or more"}]}),
    # counts "for each of your ..." and "in your Expeditions"
    ("I cost {2} less for each of your [[Boosted]] Characters.", "character", {"passive": "i cost 2 less per boosted character you control"}),
    ("{J} I gain 1 boost per other Plant in your Expeditions.", "character",
     {"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": 1, "per": "other Plant in your expeditions"}}]}),
    # "up to N" targets of a plural sub-type: the sub-type (none ends in "s")
    ("{H} Target up to two other Plants, they each gain 1 boost.", "character",
     {"when": "played from hand", "do": [{"gain boosts": {"object": "up to 2 another target Plant", "amount": 1}}]}),
    # "A if X or if Y": once, when either holds
    ("{R} I gain 1 boost if you control a Plant or if there's an exhausted card in your Reserve.", "character",
     {"when": "played from reserve", "do": [{"if": "you control a Plant", "then": [{"gain boosts": {"object": "me", "amount": 1}}],
                                             "else": [{"if": "you have 1 or more exhausted cards in reserve",
                                                       "then": [{"gain boosts": {"object": "me", "amount": 1}}]}]}]}),
    # boosts spent "if you do"; an optional step of a target opponent's
    ("When you play a Spell — You may spend 2 of my boosts. If you do, draw a card.", "character",
     {"when": "you play a spell", "do": [{"pay": ["spend 2 boosts"], "then": [{"draw": 1}]}]}),
    ("{H} You may have target opponent [Resupply]. If you do, draw a card.", "character",
     {"when": "played from hand", "do": [{"you may": [{"target opponent": [{"resupply": "you"}]}]}, {"if": "you did", "then": [{"draw": 1}]}]}),
    # a card of that name in the Discard pile; one more region due to Ascension ("When ... would ..., instead": a replacement)
    ('{H} If there\'s a "Lucky Charm" in your discard pile, draw a card.', "character",
     {"when": "played from hand", "do": [{"if": "there are 1 or more of: card named Lucky Charm in your discard pile", "then": [{"draw": 1}]}]}),
    ("When my Expedition would move forward due to [Ascension], it moves forward one more region instead.", "character",
     {"passive": "my expedition moves forward one more region due to ascension"}),
    # an attempt to Ascend an Ascended expedition, modified in its place or besides it (v5.0 7.5.3.a, 6.2.b-c)
    ("If one of your [[Ascended]] Expeditions would attempt to [Ascend] again, draw two cards instead.", "permanent",
     {"instead": {"would": "one of your ascended expeditions attempts to ascend again", "do": [{"draw": 2}]}}),
    ("If one of your Ascended Expeditions would attempt to [Ascend] again, I also gain 2 boosts.", "character",
     {"instead": {"would": "one of your ascended expeditions attempts to ascend again",
                  "do": [{"gain boosts": {"object": "me", "amount": 2}}], "also": True}}),
    # a keyword for a while to a group its controller controls, whenever they match (an Emblem-Ongoing's passive)
    ("This turn, Characters with Hand Cost {3} or more you control are [Defender].", "spell",
     [{"ongoing": {"passive": "characters you control with hand cost 3 or more are defender", "until": "end of turn"}}]),
    ("When 2 {D} abilities are activated during one of your turns — Draw a card.", "permanent",
     {"when": "the second support ability is activated on one of your turns", "do": [{"draw": 1}]}),
    # a target bounded by a count of a sub-type in your Expeditions; boosts distributed among targets "in play"
    ("Target a Character with no statistic greater than the number of Plants in your Expeditions. Discard it.", "spell",
     [{"target": "target character with no statistic over the number of plants in your expeditions"}, {"discard": "them"}]),
    ("Distribute 2 boosts among any target Characters in play.", "spell",
     [{"distribute boosts": {"amount": 2, "among": "target character"}}]),
    # a target player's Characters given a keyword for a while (that player's Emblem-Ongoing)
    ("Target a player. This turn, Characters that they control are [Defender].", "spell",
     [{"target player": [{"ongoing": {"passive": "characters you control are defender", "until": "end of turn"}}]}]),
    # base statistics of 0 counted in the Reserve too
    ("{H} If there are nine or more base statistics of 0 among Characters you control and in your Reserve, draw a card.", "character",
     {"when": "played from hand", "do": [{"if": "you have 9 or more base statistics of 0 among your characters in play and in reserve",
                                          "then": [{"draw": 1}]}]}),
    # up to three modes, the same again; a total of a statistic among any number of targets
    ("Choose up to two, you may choose the same option multiple times: • Draw a card. • [Sabotage].", "spell",
     [{"choose modes": [[{"draw": 1}], [{"sabotage": {}}]], "count": 2, "same mode again": True, "up to": True}]),
    ("Exhaust any number of target Characters with total {V} 5 or less.", "spell",
     [{"exhaust": "any number of target character with total forest 5 or less"}]),
    # another token like the one a reaction is about, in the same place
    ("When you create a token — You may pay {1} to create another one in the same place.", "permanent",
     {"when": "you create a token", "do": [{"pay": ["1 mana"], "then": [{"copy token": "it"}]}]}),
    # a target whose card prints a support ability
    ("{H} Another target Character with a {D} ability in play or in Reserve loses [[Fleeting]].", "character",
     {"when": "played from hand", "do": [{"lose status": {"object": "another target character with a support ability in play or in reserve",
                                                          "status": "fleeting"}}]}),
    # the other expedition of the player whose expedition the move before moved
    ("Target Expedition moves backwards. If it does, its controller moves their other Expedition forward.",
     "spell", [{"move backward": "target expedition"}, {"if": "you did", "then": [{"move forward": "the other expedition of its controller"}]}]),
    # an ability given to its controller's Characters of a sub-type
    ('Your Plants have: "{R} I gain 1 boost."', "permanent",
     {"grant": {"to": "each Plant you control", "ability": {"when": "played from reserve", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}}}),
    # a token where each player's sacrificed Character was
    ("{H} Each player sacrifices a Character. Then, create a [Lamb 1/1/1] Animal token in each of those Characters' Expeditions.",
     "character", {"when": "played from hand", "do": [{"each player sacrifices": "a character"},
                                                      {"create token": {"token": "Lamb 1/1/1 Animal", "in": "their expedition"}}]}),
    # costs of two cards of the Reserve, of a Mana Orb; a Permanent taken, bound by its cost
    ("{R} You may discard three cards from your Reserve to draw two cards.", "character",
     {"when": "played from reserve", "do": [{"pay": ["reserve card to discard", "reserve card to discard", "reserve card to discard"], "then": [{"draw": 2}]}]}),
    ("{R} You may discard one of your Mana Orbs to draw two cards.", "character",
     {"when": "played from reserve", "do": [{"pay": ["mana orb to discard"], "then": [{"draw": 2}]}]}),
    ("{H} Take control of target Permanent with Hand Cost {5} or more, putting it in my Expedition if it's an Expedition Permanent.",
     "character", {"when": "played from hand", "do": [{"take control": {"object": "target permanent with hand cost 5 or more", "in": "my expedition"}}]}),
    # the boosts a Character had as it moved; leaving an Ascended expedition, "it" that expedition
    ("When I go to Reserve from your Expeditions, if I had three or more boosts — Draw a card.", "character",
     {"if": "i had 3 or more boosts", "do": [{"draw": 1}], "when": "i go to reserve from the expedition zone"}),
    ("When I leave an [[Ascended]] Expedition — Create a [Mana Moth 2/2/2] Illusion token in it.", "character",
     {"when": "i leave an ascended expedition", "do": [{"create token": {"token": "Mana Moth 2/2/2 Illusion", "in": "that expedition"}}]}),
    # "Target X. If A, discard it, otherwise ... it": that target in both branches
    ("Target a Character. If you control a Plant, discard it, otherwise send it to Reserve.", "spell",
     [{"target": "target character"}, {"if": "you control a Plant", "then": [{"discard": "them"}], "else": [{"put in reserve": "them"}]}]),
])
def test_later_sets_templates_of_the_eleventh_round_translate(text, card_type, want):
    """Templates met on the other versions (rares) of the developed samples' cards, in the
    eleventh round (2026-12-03; lines written for the tests in the templates' shape): each read
    into the language and loading."""
    tr = translate.line(text, card_type)
    assert tr.missing is None, tr.missing
    assert tr.data == want
    test_later_sets_templates_of_the_second_round_translate(text, card_type, want)


@pytest.mark.parametrize("text, card_type", [
    ("{H} You may have target opponent sacrifice a Character.", "character"),  # only draws and Resupply are read so
    ("{R} I gain 1 boost if you control a Plant or if the moon is full.", "character"),  # one condition unread: none guessed
    ("When I leave an [[Ascended]] Expedition — Draw a card in it.", "character"),  # no such step
    ("{J} Target Character gains [[Asleep]]. If it's facing my Hero, draw a card.", "character"),
    ("If one of your Ascended Expeditions would attempt to [Ascend] again, target Character gains 1 boost instead.", "permanent"),  # a target: nothing declares it
    ("This Day, Characters you control are [Gigantic].", "spell"),  # in and out of their other expedition: not modelled
    ("When you play a Character — Create another one in the same place.", "permanent"),  # the event created no token
])
def test_later_sets_eleventh_round_not_guessed(text, card_type):
    assert translate.line(text, card_type).missing


def test_when_you_roll_this_way_is_an_outcome_of_the_roll():
    # "When you roll a 4+ this way — X" after "roll a die": "On a 4+: X" said another way
    assert one("{J} Roll a die. When you roll a 4+ this way \u2014 Draw a card.") == \
        {"when": "enters play", "do": [{"roll a die": [{"result": "4+", "do": [{"draw": 1}]}]}]}
    assert one("{J} Draw a card, then roll a die. When you roll a 6 this way \u2014 I gain 2 boosts.") == \
        {"when": "enters play", "do": [{"draw": 1}, {"roll a die": [{"result": "6", "do": [{"gain boosts": {"object": "me", "amount": 2}}]}]}]}


def test_a_target_chosen_by_another_player():
    # one of your cards in Reserve, picked by the opponent of a target before, as the step resolves (v5.0 6.1.g)
    assert one("{J} Discard target card in an opponent's Reserve, then roll a die. On a 1-2: That opponent targets a card in your "
               "Reserve. Ready it.") == {"when": "enters play", "do": [
                   {"discard": "target card in an opponent's reserve"},
                   {"roll a die": [{"result": "1-2", "do": [{"ready": {"choose": "a card in your reserve", "by": "that opponent"}}]}]}]}
    # anything else another player would target is said not modelled (5.2.3.b: the effect's controller declares targets)
    assert one("{H} Roll a die. On a 1-3: That opponent targets a Character you control. Exhaust it.") == \
        "a target chosen by another player than the effect's controller"


def test_a_roll_then_one_mode_or_both_on_a_high_result():
    # the modes are chosen after the roll, as the step resolves (v5.0 6.5.g): one or both on N+, else one
    modes = [[{"draw": 1}], [{"gain boosts": {"object": "me", "amount": 2}}]]
    assert translate.effect("Roll a die. On a 5+, you may choose both, otherwise choose one: \u2022 Draw a card. \u2022 I gain 2 boosts.") == \
        [{"roll a die": [{"result": "5+", "do": [{"choose modes": modes, "count": 2, "up to": True, "at least": 1}]},
                         {"result": "otherwise", "do": [{"choose modes": modes, "count": 1}]}]}]


def test_steps_for_each_player_reveal_their_own_top_cards():
    # "that player" is the player of each time; "you" stays the effect's controller (v5.0 6.5.i)
    assert translate.effect("Do this for each player: \u2022 That player reveals the top three cards of their deck. "
                            "You may play a Permanent among them for free, then discard the rest.") == \
        [{"for each player": [{"play from top of deck": {"reveal": 3, "play": True, "deck": "that player", "type": "permanent",
                                                         "up to": 1}}]}]
    # what the translator cannot read there is said so
    with pytest.raises(translate.Missing):
        translate.effect("Do this for each player: \u2022 That player reveals the top three cards of their deck. Target opponent draws a card.")


@pytest.mark.parametrize("text, want", [
    # a plain step, then a template of several sentences: the two parts in order (6.1.b)
    ("Draw a card. Roll a die. On a 4+, I gain 2 boosts. On a 1-3, [Resupply].",
     [{"draw": 1}, {"roll a die": [{"result": "4+", "do": [{"gain boosts": {"object": "me", "amount": 2}}]},
                                   {"result": "1-3", "do": [{"resupply": "you"}]}]}]),
    ("I gain 1 boost. Choose one: \u2022 Draw a card. \u2022 [Resupply].",
     [{"gain boosts": {"object": "me", "amount": 1}}, {"modes": [[{"draw": 1}], [{"resupply": "you"}]]}]),
    # the later part's "it" points at the target it declares itself
    ("Draw a card. Each player chooses a Character they control. It gains 3 boosts.",
     [{"draw": 1}, {"each player": [{"gain boosts": {"object": "a character you control", "amount": 3}}]}]),
    ("[Resupply]. You may target an [[Asleep]] Character. It gains 2 boosts.",
     [{"resupply": "you"}, {"gain boosts": {"object": "target asleep character", "amount": 2}, "may": True}]),
])
def test_a_template_after_other_steps(text, want):
    assert translate.effect(text) == want


@pytest.mark.parametrize("text", [
    # the later part points at what the earlier one acted on ("it": the target before), so it is
    # never read alone, where "it" would be another object
    "Target a Character. Roll a die. On a 4+, it gains 2 boosts.",
    "Discard target Character. Choose one: \u2022 Its controller draws a card. \u2022 I gain 1 boost.",
    "Target a Character. Draw a card. Choose one: \u2022 It gains 1 boost. \u2022 I gain 1 boost.",
])
def test_a_later_part_that_points_back_is_not_read_alone(text):
    with pytest.raises(translate.Missing):
        translate.effect(text)


def test_a_trigger_condition_is_the_reactions_own_and_holds_for_every_sentence():
    # "When ..., if X — A. B.": X is a condition for the Reaction to be activated, read as the event
    # happens (published game, v5.0 6.3.b): the ability's `if`, over A and B alike
    assert one("At Dusk, if you control a Plant \u2014 Draw a card. I gain 1 boost.") == \
        {"when": "at dusk", "if": "you control a Plant", "do": [{"draw": 1}, {"gain boosts": {"object": "me", "amount": 1}}]}
    assert one("At Noon, if you control a Plant \u2014 Draw a card.") == \
        {"when": "at noon", "if": "you control a Plant", "do": [{"draw": 1}]}
    assert one("When you play a Spell, if you control a Plant \u2014 Draw a card.") == \
        {"when": "you play a spell", "if": "you control a Plant", "do": [{"draw": 1}]}
    # ... and an effect with a condition of its own keeps it, read as it resolves (5.2.3.f)
    assert one("At Noon, if you control a Plant \u2014 If I have 2 or more boosts, draw a card.") == \
        {"when": "at noon", "if": "you control a Plant", "do": [{"if": "i have 2 or more boosts", "then": [{"draw": 1}]}]}
    # a roll's result is not a comma's condition: the reaction to the roll reads it in its effect
    assert one("When you roll a 6 on a die \u2014 Draw a card. Then, I gain 1 boost.") == \
        {"when": "you roll dice", "do": [{"if": "the result is 6", "then": [{"draw": 1}, {"gain boosts": {"object": "me", "amount": 1}}]}]}
    assert one("When you roll a 6+ on a die \u2014 If you control a Plant, draw a card.") == \
        {"when": "you roll dice", "do": [{"if": "the result is 6 or more", "then": [{"if": "you control a Plant", "then": [{"draw": 1}]}]}]}


@pytest.mark.parametrize("text, per", [
    ("{J} I gain 1 boost per Character an opponent controls.", "character controlled by an opponent"),
    ("{J} I gain 1 boost per exhausted Permanent an opponent controls.", "exhausted permanent controlled by an opponent"),
    ("{J} I gain 1 boost per Animal an opponent controls.", "Animal controlled by an opponent"),
])
def test_an_amount_counted_per_objects_a_step_could_select(text, per):
    # any objects "each ..." selects may be counted, as many as it selects as the step resolves (5.2.3.f)
    assert one(text) == {"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": 1, "per": per}}]}


@pytest.mark.parametrize("text", [
    "{J} I gain 1 boost per Character it controls.",         # whose? a pointing word: never counted
    "{J} I gain 1 boost per target Character.",              # a target is not a count
    "{J} I gain 1 boost per Character or Permanent an opponent controls and per card in your hand and per Spell.",
])
def test_an_amount_counted_by_what_cannot_be_counted(text):
    assert one(text) == "an amount counted by what the language cannot count"


@pytest.mark.parametrize("text, want", [
    # a count's bound said another way: "N or fewer" holds when "N+1 or more" does not; "no X": not 1 or more
    ("If there are two or fewer Characters in my Expedition", "not there are 3 or more of: character in my expedition"),
    ("If there are no Characters in my Expedition", "not there are 1 or more of: character in my expedition"),
    ("If there are at most 2 cards in your Reserve", "not you have 3 or more cards in reserve"),
    ("If you control at least two Plants", "you control 2 or more Plants"),
])
def test_a_count_bound_said_another_way(text, want):
    assert translate.condition(text) == want


@pytest.mark.parametrize("text", [
    "If there are X or fewer Characters in my Expedition",    # not a number
    "If there are two or fewer Whistles in a Whistle zone",   # a count the language lacks, however bounded
    "If an opponent controls two or fewer Characters",        # one opponent, or each? (2v2, Free for All)
    "If an opponent controls no Characters",
])
def test_a_count_bound_not_guessed(text):
    with pytest.raises(translate.Missing):
        translate.condition(text)


def test_a_trigger_about_an_object_an_opponent_controls():
    # the same events as "a Character you control ...", of its controller's opponents' objects (1.2.1.b)
    assert one("When a Character an opponent controls gains [[Asleep]] \u2014 I gain 1 boost.") == \
        {"when": "a character an opponent controls gains asleep", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}
    assert one("When an Animal an opponent controls gains 1 or more boosts \u2014 Draw a card.") == \
        {"when": "an Animal an opponent controls gains boosts", "do": [{"draw": 1}]}
    # an opponent's object joining or leaving "your" expeditions: no such event, not guessed
    assert one("When a Character an opponent controls joins your Expeditions \u2014 Draw a card.") == \
        "a trigger the language does not have yet"


@pytest.mark.parametrize("text, want", [
    ("{J} Exhaust target Character in Reserve.", {"exhaust": "target character in reserve"}),
    ("{J} Ready target exhausted Animal in your Reserve.", {"ready": "target exhausted Animal in your reserve"}),
])
def test_exhaust_or_ready_a_target_of_a_type_in_reserve(text, want):
    # one target card of that type or sub-type in a Reserve, as "target card in Reserve" (2.2.1.h: a zone said)
    assert one(text) == {"when": "enters play", "do": [want]}


def test_exhaust_a_target_in_a_reserve_the_language_cannot_name():
    assert one("{J} Exhaust target Character in an opponent's Reserve.") == \
        "exhausting or readying cards in a Reserve or Mana zone, other than a target card"


def _printed(set_code: str, reference: str, start: str) -> str:
    """The ability line of a shipped card that starts with `start`, read from ../shared at run time
    (the publisher's text is never committed)."""
    import json

    from tests.helpers import SHARED_CARDS

    data = json.loads((SHARED_CARDS / f"{set_code}_EN.json").read_text(encoding="utf-8"))
    card = next(c for c in (data if isinstance(data, list) else data["hydra:member"]) if c["reference"] == reference)
    return next(x for x in official.text(card)["main"] if x.lower().replace("#", "").startswith(start))


def test_a_morning_draw_and_expand_changed_and_the_first_day_ignored():
    # replacing modifiers of its controller's Draw and Expand (v5.0 6.2.b); its abilities ignored on day 1 (v5.0 7.3.19)
    # the Core Hero's own line, read from the card data at run time (never committed)
    morning = _printed("CORE", "ALT_CORE_B_LY_03_C", "during morning")
    assert one(morning, "hero") == {"passive": "during morning you draw one card and expand from the top of your deck"}
    assert one("Ignore my abilities during the first Day.", "hero") == {"passive": "my abilities are ignored during the first day"}
    # the Draw changed alone, or otherwise: not guessed
    assert one("During Morning, draw only one card.", "hero") == "a change of Morning's Draw and Expand the language does not have yet"


def test_a_card_ignoring_abilities_the_engine_would_not_ignore_is_not_modelled():
    """The ignoring is checked where the engine applies it (its Reactions, the Morning change): a
    card with another kind of ability beside it would use it on day 1, so that line is not modelled."""
    from judge import carddb

    facts = {"reference": "ALT_TEST_B_LY_01_C", "name": "Test Duo", "type": "hero", "faction": "LY", "reserve_limit": 2,
             "landmark_limit": 2}
    ok = carddb.check(facts, translate.translate("hero", ["At Noon \u2014 Draw a card.", "Ignore my abilities during the first Day."], []))
    assert ok["verdict"] == "modelled"
    bad = carddb.check(facts, translate.translate("hero", ["{T}: Draw a card.", "Ignore my abilities during the first Day."], []))
    assert bad["verdict"] == "partly modelled"
    assert "ignoring its abilities during the first Day" in bad["lines"][1]["missing"]


def test_a_permanent_keeps_characters_of_its_expedition_there():
    # the shipped Expedition Permanent's lines, read from the card data at run time (never committed)
    want = {"ALT_ALIZE_B_MU_44_C": "anchored characters of my expedition lose anchored instead of leaving it in the afternoon",
            "ALT_ALIZE_B_MU_44_R2": "boosted characters of my expedition lose all their boosts instead of leaving it in the afternoon"}
    for ref, passive in want.items():
        line = _printed("ALIZE", ref, "if a")
        assert one(line, "permanent") == {"passive": passive}
        # on a Character, whether it keeps itself there is not said: not modelled
        assert one(line, "character") == "a replacement of other objects leaving my expedition, on a card that is not a Permanent"


def test_a_character_other_abilities_also_see_as_a_spell():
    # the later sets' "also considered a Spell, even when not in play": a passive on Characters
    # (judge/words.py ALSO_A_SPELL); seen so only in play, or another type: not modelled
    assert one("I am also considered a Spell, even when not in play.") == {"passive": "i also count as a spell, in every zone"}
    assert one("I'm also considered a Spell.") == \
        "a card other abilities see as another type only in play, or as a type the engine does not give it"
    assert one("I'm also considered a Permanent, even when not in play.") == \
        "a card other abilities see as another type only in play, or as a type the engine does not give it"
    from judge import carddb

    facts = {"reference": "ALT_TEST_B_YZ_01_C", "name": "Test Whale", "type": "permanent", "faction": "YZ"}
    rec = carddb.check(facts, translate.translate("permanent", ["I am also considered a Spell, even when not in play."], []))
    assert rec["verdict"] != "modelled"  # "play me as a Character": on another type, not said


def test_replacing_modifiers_of_the_later_sets_own_moves():
    # the cards' lines are built here from their parts, so that no file holds one whole
    move, more = "move forward", "forward one more region"  # the card's words apart, so that no run of them is here

    def roll(n: str, ones: str = "") -> str:
        return f"If my Expedition would {move} during Dusk, roll a die. On a {n}+: it moves {more} instead." + ones

    said = "as it would move forward during dusk, my expedition moves forward one more region"
    assert one(roll("4")) == {"passive": f"on a roll of 4+ {said}"}
    bands = roll("5").replace(" On a 5+: ", " On a:\n• 5+, ") + "\n• 1, it doesn't move instead."
    assert one(bands) == {"passive": f"on a roll of 5+ {said}; on a roll of 1 it does not move"}
    assert one(roll("4").replace("Dusk", "Noon")) == "an ability the translator cannot read"  # another phase: not said
    zone, verb = "Reserve", "defect"
    defect = f"If I would go to {zone} from the Expedition zone, I gain [[Fleeting]] and {verb} instead."
    assert one(defect) == {"passive": "i gain fleeting and defect in place of going to reserve from play"}
    assert one(defect.replace("Reserve", "Hand")) != {"passive": "i gain fleeting and defect in place of going to reserve from play"}


@pytest.mark.parametrize("plain, noisy", [
    ("{H} You may discard a card from your Reserve. If you don't, I gain [[Fleeting]].",
     "{H} You may discard a card from your Reserve. If you don\u2019t, I gain [Fleeting]."),            # curly apostrophe, one bracket
    ("At Noon — [Resupply].", "At Noon - [[Resupply]]."),                                                # hyphen for the dash, two brackets
    ("When you sacrifice a non-Robot Character — Draw a card.", "When you sacrifice a non-Robot Character - Draw a card."),
    ("{J} [Sabotage], then I gain 1 boost.", "{J} Sabotage, then I gain 1 boost."),                    # a keyword action without brackets
    ("[[Fleeting]].", "Fleeting."),
    ("{R} Target Character gains [[Asleep]].", "{R} Target Character gains [Asleep]."),
])
def test_a_sources_typography_reads_as_the_cards_usual_one(plain, noisy):
    # other sources of the same cards (the community's databases) print the same words another way
    kind = "spell" if plain.startswith("[[") else "character"
    assert one(plain, kind) == one(noisy, kind)
    assert translate.line(noisy, kind).missing is None  # read, not refused


def test_boosts_printed_without_a_trigger_are_a_passive_of_the_card_being_played():
    # the later sets' "If X, I gain 1 boost" and "I gain 1 boost per Y" with no symbol (v5.0 5.2.d)
    said = one("If you control two or more Plants, I gain 1 boost.")
    assert said == {"passive": "as i am played, i gain 1 boost", "if": "you control 2 or more Plants"}
    assert one("I gain 2 boosts per card in your Reserve.") == {"passive": "as i am played, i gain 2 boosts per card in your reserve"}
    assert one("I gain 1 boost.", "spell") == "boosts a card gains as it is played, on a card that is not a Character"
    tr = translate.translate("character", ["[Defender], [Tough 2]. I gain 1 boost per card in your Hand."], [])
    assert tr.keywords == ["Defender"] and tr.tough == 2 and tr.abilities == [{"passive": "as i am played, i gain 1 boost per card in your hand"}]


# --- "it" where no trigger names an object ------------------------------------------------------

@pytest.mark.parametrize("text, card_type, want", [
    # a quick action: "it" is the card the step before moved (`them`)
    ("{T} : Put a Character from your hand in Reserve, then exhaust it.", "permanent",
     [{"put in reserve": "a character from your hand"}, {"exhaust": "them"}]),
    # a Spell: "it" in the branch beside a target is that target, named once before both
    ("If you control a Plant, target Character gains 3 boosts. Otherwise, it gains 1 boost.", "spell",
     [{"target": "target character"}, {"if": "you control a Plant", "then": [{"gain boosts": {"object": "them", "amount": 3}}],
                                         "else": [{"gain boosts": {"object": "them", "amount": 1}}]}]),
    # after a player's own steps: what they acted on (the Character that player played)
    ("Target player may play a Character for free. It gains [[Asleep]].", "spell",
     [{"target player": [{"play": {"type": "character", "free": True}, "may": True}]}, {"gain status": {"object": "them", "status": "asleep"}}]),
    ("Send target Character to Reserve, then exhaust it.", "spell",
     [{"target": "target character"}, {"put in reserve": "them"}, {"exhaust": "them"}]),
])
def test_it_in_an_ability_with_no_trigger_is_what_a_step_before_named(text, card_type, want):
    got = translate.line(text, card_type)
    assert got.missing is None
    data = got.data if card_type == "spell" else got.data["quick action"]["do"]
    assert data == want


def test_it_with_nothing_before_to_name_is_refused_at_load():
    """No step before acts on an object and no trigger names one: "it" would act on nothing, which
    the engine refuses as the encoding loads (abilities.no_trigger_object); the card is not modelled."""
    from judge import carddb

    facts = {"reference": "X", "name": "Probe", "type": "spell", "subtypes": [], "faction": "AX", "hand_cost": 1, "reserve_cost": 1}
    rec = carddb.check(facts, translate.translate("spell", ["Draw a card. It gains 2 boosts."], []))
    assert rec["verdict"] == "not modelled"
    assert "has no trigger to name an object" in rec["lines"][0]["missing"]


@pytest.mark.parametrize("who, target", [("Up to one target Character", "up to 1 target character"),
                                         ("Any number of target Characters", "any number of target character"),
                                         ("Another target Character", "another target character")])
def test_targets_that_gain_and_lose_are_named_once(who, target):
    """"Up to one target Character gains a boost and loses a status": one choice of targets for both
    verbs (two steps each with its own "up to one target" would let them be two Characters)."""
    verb = "gain" if who.startswith("Any") else "gains"
    lose = "lose" if who.startswith("Any") else "loses"
    assert one(f"{{J}} {who} {verb} 1 boost and {lose} [[Fleeting]].")["do"] == [
        {"target": target}, {"gain boosts": {"object": "them", "amount": 1}},
        {"lose status": {"object": "them", "status": "fleeting"}}]


def test_one_object_chosen_for_two_verbs_is_refused_not_chosen_twice():
    assert one("{J} A Character you control gains 1 boost and loses [[Fleeting]].").startswith(
        "one object chosen for two things it does")
    assert one("{J} Each Character you control gains 1 boost and loses [[Fleeting]].")["do"] == [
        {"gain boosts": {"object": "each character you control", "amount": 1}},
        {"lose status": {"object": "each character you control", "status": "fleeting"}}]


def test_a_tokens_reminder_and_its_token_card_must_agree():
    """A card reminding what its token does, and the token card read with it, tell one story: where
    both say and they differ (a token card of one printing, a reminder of another), which token
    the card makes is not said, and the line is not modelled; where they agree, or the reminder
    says nothing the translator reads, the token card's abilities stand."""
    stone = {"type": "token", "name": "Glimmerstone", "subtypes": ["Ore"],
             "text": {"main": ["{T}, Sacrifice me: Draw a card."], "support": []}}
    buddy = {"type": "token", "name": "Buddy", "subtypes": ["Robot", "Companion"], "reserve_cost": 2,
             "stats": {"forest": 2, "mountain": 2, "water": 2}, "text": {"main": ["I cost {2} less if you control a Plant."], "support": []}}
    tokens = translate.token_cards([stone, buddy])
    same = "{H} Create a [Glimmerstone] token in your Landmarks. (It's a Permanent with \"{T}, Sacrifice me: Draw a card.\")"
    other = "{H} Create a [Glimmerstone] token in your Landmarks. (It's a Permanent with \"{T}, Sacrifice me: Draw two cards.\")"
    assert translate.translate("character", [same], [], tokens).lines[0].missing is None
    assert "give it different abilities" in translate.translate("character", [other], [], tokens).lines[0].missing
    said = "At Noon — Create my Signature token: [Buddy 2/2/2] in your Reserve. (It's a Robot Companion with Reserve Cost {%s} and \"I cost {%s} less if you control a Plant.\")"
    assert translate.translate("hero", [said % (2, 2)], [], tokens).lines[0].missing is None
    assert "give it different abilities" in translate.translate("hero", [said % (2, 1)], [], tokens).lines[0].missing
    assert "Reserve Cost 3" in translate.translate("hero", [said % (3, 2)], [], tokens).lines[0].missing
