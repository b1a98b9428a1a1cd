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


# --- costs and cost changes -------------------------------------------------------------------

@pytest.mark.parametrize("text, card_type, want", [
    ("At Dusk — You may pay {2} and spend 2 of my Widget counters to draw a card.", "permanent",
     {"when": "at dusk", "do": [{"pay": ["2 mana", "spend 2 Widget counters"], "then": [{"draw": 1}]}]}),
    ("At Noon — You may pay {1} and spend one of my Widget counters to draw a card.", "permanent",
     {"when": "at noon", "do": [{"pay": ["1 mana", "spend 1 Widget counter"], "then": [{"draw": 1}]}]}),
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
