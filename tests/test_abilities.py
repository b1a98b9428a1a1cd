"""The ability language: parsing, errors that say what is wrong, and text rendered back."""

from __future__ import annotations

import pytest

from judge.abilities import AbilityError, parse_ability, parse_steps, render_ability, render_steps


@pytest.mark.parametrize(
    "data, text",
    [
        ({"when": "played from reserve", "do": [{"sacrifice": "a character you control"}]},
         "{R} — Sacrifice a character you control."),
        ({"when": "i am sacrificed", "if": "i am not fleeting", "do": [{"put in reserve": "me"}]},
         "When I am sacrificed, if I am not Fleeting — Put me in Reserve."),
        ({"when": "enters play", "do": [{"create token": {"token": "Ordis Recruit 1/1/1 Soldier", "in": "my expedition"}}]},
         "{J} — Create an Ordis Recruit 1/1/1 Soldier token in my expedition."),
        ({"passive": "expeditions can't move forward"}, "Expeditions can't move forward."),
        ({"support": {"cost": ["discard me from reserve"], "do": [{"next character gains boosts": 1}]}},
         "[Support] discard me from reserve: The next Character you play this turn gains 1 boost."),
        ({"grant": {"to": "each character you control",
                    "ability": {"when": "played from reserve", "do": [{"gain boosts": {"object": "me", "amount": 1}}]}}},
         "Each character you control has: \"{R} — I gain 1 boost.\""),
        ({"when": "enters play", "do": [{"target": "another target character"},
                                        {"you may": [{"lose status": {"object": "them", "status": "fleeting"}},
                                                     {"gain boosts": {"object": "them", "amount": 1}}]}]},
         "{J} — Another target character, then you may: they lose Fleeting and they gain 1 boost."),
        ({"when": "enters play", "do": [{"gain status": {"object": "target character", "status": "fleeting, anchored or asleep"}}]},
         "{J} — Target character gains Fleeting, Anchored or Asleep."),
        ({"when": "played from hand", "do": [{"switch expeditions": "each character controlled by target player"}]},
         "{H} — Each character controlled by target player switches expeditions."),
        ({"when": "enters play", "do": [{"sacrifice": "another Robot or permanent you control"},
                                        {"if": "you could not", "then": [{"sacrifice": "me"}]}]},
         "{J} — Sacrifice another Robot or permanent you control, then if you could not, sacrifice me."),
        ({"when": "at noon", "do": [{"pay": ["any number of reserve cards to discard"], "then": [{"draw": "that many"}]}]},
         "At Noon — You may discard any number of cards from Reserve to draw that many cards."),
        ({"when": "enters play", "do": [{"roll a die": {}}, {"increase the result": 1},
                                        {"gain boosts": {"object": "target character", "amount": "the result"}}]},
         "{J} — Roll a die, then increase the result by 1, then target character gains X boosts, where X is the result."),
        ({"when": "enters play", "do": [{"ongoing": {"passive": "expeditions can't move forward", "expedition": "target expedition",
                                                     "until": "end of day"}}]},
         "{J} — Target expedition can't move forward until the end of day."),
        ({"instead": {"would leave": "expedition zone", "go to": "mana", "if": "i have 1 or more boosts"}},
         "If I would leave the Expedition zone while I have 1 or more boosts, put me in my owner's Mana zone instead (as an exhausted Mana Orb)."),
        ({"when": "enters play", "do": [{"roll a die": {}}, {"draw": "the result"}]}, "{J} — Roll a die, then draw X cards, where X is the result."),
        ({"support": {"passive": "all reserve limits are reduced by 1"}},
         "[Support] All reserve limits are reduced by 1 (while I am ready in Reserve)."),
        ({"passive": "characters in my expedition are seasoned"}, "Characters in my expedition are Seasoned."),
        ({"passive": "i am eternal", "if": "i have 1 or more boosts"}, "I am Eternal, while I have 1 or more boosts."),
        ({"support": {"passive": "i don't count towards your reserve limit"}},
         "[Support] I don't count towards your reserve limit (while I am ready in Reserve)."),
        ({"when": "enters play", "do": [{"repeat": [{"gain boosts": {"object": "target character", "amount": 1}}], "counters": "Kelon",
                                         "plus": 1}]},
         "{J} — Do the following X+1 times, where X is my number of Kelon counters: target character gains 1 boost."),
        ({"when": "enters play", "do": [{"choose modes": [[{"draw": 1}], [{"sabotage": {}}]], "counters": "Kelon", "plus": 2,
                                         "same mode again": True}]},
         "{J} — Choose X+2 modes in order, where X is my number of Kelon counters (the same mode may be chosen again): draw 1 card; "
         "or sabotage."),
        ({"when": "played from reserve", "do": [{"pay": ["spend 1 counter from a card you control or in your reserve"],
                                                 "then": [{"draw": 2}]}]},
         "{R} — You may spend 1 counter from a card you control or in your Reserve to draw 2 cards."),
        ({"when": "played from hand", "do": [{"remove counters": {"object": "target card in play or in reserve", "amount": 2,
                                                                  "up to": True}}]},
         "{H} — Remove up to 2 counters of any names from target card in play or in reserve."),
        ({"when": "enters play", "do": [{"remove counters": {"object": "target character", "name": "Kelon", "amount": 2}}]},
         "{J} — Remove 2 Kelon counters from target character."),
        ({"when": "enters play", "do": [{"choose modes": [[{"draw": 1}], [{"sabotage": {}}]], "count": 2, "up to": True,
                                         "at least": 1}]},
         "{J} — Choose 1 to 2 modes in order: draw 1 card; or sabotage."),
        ({"when": "enters play", "do": [{"choose modes": [[{"draw": 1}], [{"sabotage": {}}]], "count": 1}]},
         "{J} — Choose 1 mode: draw 1 card; or sabotage."),
        ({"when": "enters play", "do": [{"exhaust": {"choose": "a card in your reserve", "by": "that opponent"}}]},
         "{J} — That opponent chooses a card in your reserve as it resolves; exhaust it."),
    ],
)
def test_renders_back_as_text(data, text):
    assert render_ability(parse_ability(data)) == text


def test_spell_steps_render_in_order():
    steps = parse_steps(["sabotage", {"resupply": "you"}])
    assert [s.verb for s in steps] == ["sabotage", "resupply"]  # one step per verb (6.1.c)
    assert render_steps(steps) == "Sabotage, then resupply."


@pytest.mark.parametrize(
    "data, message",
    [
        ({"when": "sometimes", "do": []}, "unknown trigger 'sometimes'"),
        ({"when": "enters play", "do": [{"explode": "me"}]}, "unknown step 'explode'"),
        ({"when": "enters play", "do": [{"sacrifice": "the moon"}]}, "unknown object selector 'the moon'"),
        ({"quick action": {"cost": ["dance"], "do": []}}, "unknown cost 'dance'"),
        ({"when": "enters play", "do": [{"repeat": [], "counters": "Kelon", "plus": 1}]}, "repeat: give the steps"),
        ({"when": "enters play", "do": [{"repeat": [{"draw": 1}], "counters": "two words", "plus": 1}]}, "a counter's name is one word"),
        ({"when": "enters play", "do": [{"choose modes": [[{"draw": 1}]], "counters": "Kelon"}]}, "choose modes: give two or more"),
        ({"when": "enters play", "do": [{"choose modes": [[{"draw": 1}], [{"draw": 2}]], "counters": "Kelon", "again": True}]},
         "a choice of several modes"),
        ({"when": "at noon", "do": [{"pay": ["spend 2 counters from a card you control or in your reserve"], "then": [{"draw": 1}]}]},
         "unknown cost 'spend 2 counters from a card"),
        ({"passive": "everyone wins"}, "unknown passive ability 'everyone wins'"),
        ({"support": {"passive": "expeditions can't move forward"}}, "unknown support passive ability"),
        ({"passive": "i don't count towards your reserve limit"}, "unknown passive ability"),
        ({"passive": "characters in my expedition are gigantic"}, "unknown passive ability"),
        ({"when": "enters play", "if": "it rains", "do": []}, "unknown condition 'it rains'"),
        ({"when": "enters play", "do": [{"create token": {"token": "Nameless", "in": "my expedition"}}]}, "create token"),
        ({"when": "enters play", "do": [{"you may": [{"draw": 1}]}]}, "you may: give two or more steps"),
        # a group keyword for a while: its controller's Characters or tokens, never Gigantic, never "in my expedition"
        ({"when": "enters play", "do": [{"ongoing": {"passive": "characters you control are gigantic"}}]},
         "an effect lasting a while gives a keyword"),
        ({"when": "enters play", "do": [{"ongoing": {"passive": "characters in my expedition are defender"}}]},
         "an effect lasting a while gives a keyword"),
        ({"instead": {"would": "one of your ascended expeditions attempts to ascend again", "do": [{"discard": "target character"}]}},
         "steps without targets"),
        ({"instead": {"would": "one of your ascended expeditions attempts to ascend again", "do": []}}, "at least one"),
        ({"when": "enters play", "do": [{"move forward": "the other expedition of its controller"}]}, "give that move first"),
        ({"when": "enters play", "do": [{"pay": ["1 mana", "mana orb to discard"], "then": [{"draw": 1}]}]},
         "mana orb to discard: not with a Mana cost"),
        ({"when": "enters play", "do": [{"gain status": {"object": "me", "status": "asleep or asleep"}}]}, "a choice of statuses"),
        ({"when": "enters play", "do": [{"gain status": {"object": "me", "status": "asleep or exhausted"}}]}, "a choice of statuses"),
        ({"when": "enters play", "do": [{"exhaust": "any number of target permanent with total forest 3 or less"}]},
         "unknown object selector"),
        ({"when": "enters play", "do": [{"exhaust": "any number of each character you control"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"discard": "target permanent with no statistic over 3"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"discard": "target permanent with water 3 or less"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"next card": {"type": "character", "in": "my hand", "gains boosts": 1}}]}, "my expedition"),
        ({"when": "enters play", "do": [{"next card": {"type": "character", "source": "x1", "gains boosts": 1}}]},
         "source: only with in: my expedition"),
        ({"when": "enters play", "do": [{"exhaust": "target character with no statistic over 3 with water 3 or less"}]},
         "unknown object selector"),
        ({"when": "enters play", "do": [{"you may": [{"draw": 1}, {"draw": 1, "may": True}]}]}, "none of them is optional"),
        ({"when": "enters play", "do": [{"sacrifice": "a card or permanent you control"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"sacrifice": "each character controlled by target opponent"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"sacrifice": "target character controlled by target player"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"draw": "that many"}]}, "'that many' is said only after an internal action's cost"),
        ({"when": "enters play", "do": [{"pay": ["1 mana"], "then": [{"draw": "that many"}]}]}, "counts the cards its cost discarded"),
        ({"quick action": {"cost": ["any number of reserve cards to discard"], "do": []}}, "an internal action's cost only"),
        ({"when": "enters play", "do": [{"draw": "lots"}]}, "'that many', 'the result' or 'x'"),
        ({"when": "enters play", "do": [{"draw": "the result"}]}, "'the result' is a die's"),
        ({"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": "that many"}}]}, "'that many' is said only after"),
        ({"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": "the result"}}]}, "'the result' is a die's"),
        ({"when": "enters play", "do": [{"increase the result": 2}, {"roll a die": {}}]}, "'the result' is a die's"),
        ({"when": "enters play", "do": [{"roll a die": "twice"}]}, "or {} (the result noted"),
        ({"when": "enters play", "do": [{"roll a die": [{"result": "otherwise", "do": [{"draw": 1}]}]}]},
         "`result: otherwise` is the last outcome, after one or more others"),
        ({"when": "enters play", "do": [{"roll a die": [{"result": "otherwise", "do": [{"draw": 1}]},
                                                        {"result": "6", "do": [{"draw": 2}]}]}]},
         "`result: otherwise` is the last outcome"),
        ({"when": "enters play", "do": [{"ongoing": {"passive": "i am defender", "expedition": "my expedition"}}]},
         "expedition: only with the passive"),
        ({"instead": {"would leave": "expedition zone", "go to": "hand"}}, "go to: mana"),
        ({"instead": {"would leave": "expedition zone", "go to": "mana", "if": "i am in water"}}, "if: i have N or more boosts"),
        ({"when": "at dusk", "do": [{"after rest": []}]}, "after rest: give the steps"),
        ({"instead": {"would leave": "expedition zone", "go to": "mana", "unless": "x"}}, "would leave, go to, if, may"),
        ({"when": "enters play", "do": [{"remove counters": {"object": "me", "amount": 2, "up to": 2}}]}, "up to: true or false"),
        ({"when": "enters play", "do": [{"roll a die": {}}, {"modes": [[{"draw": 1}], [{"sabotage": {}}]],
                                                             "both if": "the result is 6 or more"}]}, "not known when these modes are chosen"),
        ({"when": "enters play", "do": [{"choose modes": [[{"draw": 1}], [{"sabotage": {}}]], "count": 2, "at least": 1}]},
         "at least N with up to: true"),
        ({"when": "enters play", "do": [{"exhaust": {"choose": "a card in your reserve", "by": "that opponent", "count": 2}}]},
         "that opponent chooses one object"),
        ({"when": "enters play", "do": [{"ready": {"choose": "a card in your reserve", "by": "target opponent"}}]}, "by: that opponent"),
        ({"when": "enters play", "do": [{"exhaust": {"choose": "each card in your reserve", "by": "that opponent"}}]},
         "that opponent chooses one object"),
        ({"when": "enters play", "do": [{"choose modes": [[{"draw": 1}], [{"sabotage": {}}]], "count": 2, "up to": True,
                                         "at least": 2}]}, "at least N with up to: true"),
    ],
)
def test_errors_say_what_is_wrong(data, message):
    with pytest.raises(AbilityError) as exc:
        parse_ability(data)
    assert message in str(exc.value)


def test_inline_card_errors_name_the_line(tmp_path):
    from judge.scenario.load import ScenarioError, load

    path = tmp_path / "bad.yaml"
    path.write_text(
        "ruling: x\ncards:\n  Odd:\n    type: character\n    abilities:\n      - when: sometimes\n        do: []\n"
        "position:\n  alice: {}\n  bob: {}\n",
        encoding="utf-8",
    )
    with pytest.raises(ScenarioError) as exc:
        load(path)
    (problem,) = exc.value.problems
    assert problem.line == 5 and "ability 1: unknown trigger 'sometimes'" in problem.message


@pytest.mark.parametrize("tough, message", [
    ("12", "tough: a number from 1 to 9"),
    ("{per: moons you control}", "tough: per:"),
    ("{count: 2}", "tough: {per: WHAT}"),
])
def test_a_cards_tough_is_checked(tmp_path, tough, message):
    from judge.scenario.load import ScenarioError, load

    path = tmp_path / "bad.yaml"
    path.write_text(f"ruling: x\ncards:\n  Odd: {{type: character, tough: {tough}}}\nposition:\n  alice: {{}}\n  bob: {{}}\n",
                    encoding="utf-8")
    with pytest.raises(ScenarioError) as exc:
        load(path)
    assert message in exc.value.problems[0].message


@pytest.mark.parametrize("verb, zone", [("put in reserve", "reserve"), ("discard", "discard"), ("return to hand", "hand")])
@pytest.mark.parametrize("form", ["plain", "object", "choose"])
def test_an_objects_verb_acts_on_what_it_names_in_every_form(tmp_path, verb, zone, form):
    """`verb: target character`, `verb: {object: target character}` and `verb: {choose: ...}` are
    one step: each acts on the target, never on the object whose ability it is."""
    from judge import Game

    arg = {"plain": "target character", "object": "{object: target character}", "choose": "{choose: target character}"}[form]
    path = tmp_path / "verb.yaml"
    path.write_text(f"""ruling: one verb, three forms
cards:
  Caster:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - when: played from hand
        do: [{verb}: {arg}]
  Scout: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice:
    hand: ["Caster | #c1"]
    mana: 1
  bob:
    hero expedition: ["Scout | #b1"]
steps:
  - choose: {{alice: {{target: b1}}}}
  - alice plays c1 from hand in hero expedition
""", encoding="utf-8")
    game = Game.from_scenario(path)
    assert game.state.get("b1").zone == zone
    assert game.state.get("c1").zone == "hero expedition"


# --- costs and the cards a step reveals ---------------------------------------------------------

@pytest.mark.parametrize(
    "steps, message",
    [
        ([{"play from top of deck": {"look": 2, "reveal": 2}}], "give one of look or reveal, not both"),
        ([{"play from top of deck": {"up to": 2}}], "give look or reveal"),
        ([{"play from top of deck": {"reveal": 2, "rest": "never"}}], "rest: discard (at once) or later"),
        ([{"discard the rest": {"count": 2}}], "unknown key 'count'"),
        ([{"next card": {"type": "spell", "free": True, "costs less": 1}}], "give one of costs less or free, not both"),
        ([{"next card": {"type": "spell", "free": True, "if from hand": {"costs less": 1}}}], "if from hand: a mapping of"),
        ([{"next card": {"type": "spell", "if from deck": {"loses status": "fleeting"}}}], "unknown key 'if from deck'"),
        ([{"ongoing": {"passive": "cards played from reserve cost 1 more, down to a minimum of 1", "until": "end of day"}}],
         "unknown passive ability"),
    ],
)
def test_cost_and_reveal_errors_say_what_is_wrong(steps, message):
    with pytest.raises(AbilityError) as exc:
        parse_steps(steps)
    assert message in str(exc.value)


def test_revealed_cards_render_in_their_steps():
    steps = parse_steps([{"play from top of deck": {"reveal": 3, "up to": 1, "type": "character", "rest": "later"}},
                         {"gain status": {"object": "them", "status": "asleep"}}, {"discard the rest": {}}])
    assert render_steps(steps) == ("Reveal your top 3 deck cards, put up to 1 characters among them in play, then they gain "
                                   "Asleep, then discard the other cards.")


def test_the_next_card_free_with_a_change_only_from_hand_renders():
    steps = parse_steps([{"next card": {"type": "character", "free": True, "if from reserve": {"gains boosts": 2}}}])
    assert render_steps(steps) == ("The next character you play this turn is free; if it comes from your Reserve: it gains "
                                   "2 boosts.")


def test_tokens_in_each_expedition_behind_or_tied(tmp_path):
    """Behind (v5.0 7.5.2.b) and tied (7.5.2.c) expeditions get a token; one ahead gets none;
    during tiebreakers all are tied (7.5.2.d)."""
    from judge.game import Game

    steps = [{"create token": {"token": "Ordis Recruit 1/1/1 Soldier", "in": "each of your expeditions behind or tied"}}]
    assert render_steps(parse_steps(steps)) == "Create an Ordis Recruit 1/1/1 Soldier token in each of your expeditions behind or tied."
    for tiebreakers, (hero, companion), want in ((False, (2, 7), (0, 1)), (False, (0, 5), (1, 0)), (True, (2, 6), (1, 1))):
        path = tmp_path / "behind.yaml"
        path.write_text(f"""
ruling: test
cards:
  Rally Post:
    type: spell
    cost: 1/1
    effect: [create token: {{token: Ordis Recruit 1/1/1 Soldier, in: each of your expeditions behind or tied}}]
position:
  day: 1
  phase: afternoon
  first player: alice
  adventure: {{tiebreakers: {str(tiebreakers).lower()}}}
  alice:
    hand: ["Rally Post | #r1"]
    mana: 1
    hero expedition at: {hero}
    companion expedition at: {companion}
  bob:
    hero expedition at: 1
    companion expedition at: 6
steps:
  - alice plays r1 from hand
""", encoding="utf-8")
        game = Game.from_scenario(path)
        alice = game.state.player("alice")
        got = tuple(sum(1 for o in alice.expeditions[e] if o.card.token) for e in ("hero", "companion"))
        assert got == want, (tiebreakers, hero, companion)


def test_their_expedition_is_where_the_step_before_found_its_objects(tmp_path):
    """v5.0 2.1.h: what was true just before the object left; a Gigantic Character was in both of
    its controller's expeditions (7.4.3.b, 7.4.3.f); a step that found nothing names none."""
    from judge.game import Game

    with pytest.raises(AbilityError, match="give that step first"):
        parse_steps([{"create token": {"token": "Mana Moth 2/2/2 Illusion", "in": "their expedition"}}])
    for target, keywords, want in (("b1", "[Gigantic]", (1, 1)), ("r1", "[]", (0, 0))):
        path = tmp_path / "their.yaml"
        path.write_text(f"""
ruling: test
cards:
  Titan: {{type: character, cost: 1/1, stats: 1/1/1, keywords: {keywords}}}
  Transmute:
    type: spell
    cost: 1/1
    effect:
      - discard: {{object: target character in play or in reserve}}
      - create token: {{token: Mana Moth 2/2/2 Illusion, in: their expedition}}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice:
    hand: ["Transmute | #t"]
    mana: 1
  bob:
    hero expedition: ["Titan | #b1"]
    reserve: ["Titan | #r1"]
steps:
  - alice plays t from hand targeting {target}
""", encoding="utf-8")
        game = Game.from_scenario(path)
        bob = game.state.player("bob")
        assert game.state.get(target).zone == "discard"
        got = tuple(sum(1 for o in bob.expeditions[e] if o.card.token) for e in ("hero", "companion"))
        assert got == want, target


def test_tokens_per_card_in_a_target_players_reserve_declare_the_player():
    """The player is a target of the step (5.2.3.b); with a target expedition on the same step the
    two are not told apart, so that form is refused; a passive has no targets to count with."""
    from judge.language import AbilityError as LanguageError, passive_value
    from judge.verbs import target_slots

    steps = parse_steps([{"target": "target expedition"},
                         {"create token": {"token": "Ordis Recruit 1/1/1 Soldier", "in": "that expedition",
                                           "per": "card in target player's reserve"}}])
    assert [sel for _, sel in target_slots(steps)] == ["target expedition", "target player"]
    assert render_steps(steps).endswith("token in that expedition per card in target player's reserve.")
    with pytest.raises(AbilityError, match="that expedition"):
        parse_steps([{"create token": {"token": "Ordis Recruit 1/1/1 Soldier", "in": "target expedition",
                                       "per": "card in target player's reserve"}}])
    with pytest.raises(AbilityError):
        parse_steps([{"gain boosts": {"object": "me", "amount": 1, "per": "card in target player's reserve"}}])
    with pytest.raises(LanguageError):
        passive_value("i cost 1 less per card in target player's reserve")


def test_the_controller_may_decline_to_have_the_opponent_draw(tmp_path):
    """The choice is the effect's controller's (5.2.3.e); declined, "if you did" does not hold."""
    from judge.game import Game

    steps = parse_steps([{"draw": {"players": "target opponent", "amount": 1}, "may": True}])
    assert render_steps(steps) == "You may have target opponent draw 1 card."
    path = tmp_path / "decline.yaml"
    path.write_text("""
ruling: test
cards:
  Scout: {type: character, cost: 1/1, stats: 1/1/1}
  Host:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - when: enters play
        do:
          - {draw: {players: target opponent, amount: 1}, may: true}
          - {if: you did, then: [gain status: {object: me, status: anchored}]}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice: {hand: ["Host | #h"], mana: 1}
  bob: {deck: ["Scout | #b1"]}
steps:
  - choose: {alice: {may: no}}
  - alice plays h from hand in hero expedition
""", encoding="utf-8")
    game = Game.from_scenario(path)
    assert game.state.get("b1").zone == "deck"
    assert "anchored" not in game.state.get("h").statuses


@pytest.mark.parametrize("mana, answer, resupplied", [(2, "yes", True), (2, "no", False), (0, "yes", False)])
def test_if_you_do_after_an_internal_action_asks_whether_it_was_paid(tmp_path, mana, answer, resupplied):
    """v5.0 6.5.f: "if you do" holds when its player started doing it: paid. Declined, or not
    payable (5.2.3.g), it does not hold; "their controller" is whose the target was (v5.0 2.1.h)."""
    from judge.game import Game

    path = tmp_path / "paid.yaml"
    path.write_text(f"""
ruling: test
cards:
  Scout: {{type: character, cost: 0/0, stats: 1/1/1}}
  Tower: {{type: permanent, subtypes: [Landmark], cost: 2/2}}
  Fox:
    type: character
    cost: 0/0
    stats: 1/1/1
    abilities:
      - when: played from hand
        do:
          - {{pay: [1 mana], then: [discard: target permanent]}}
          - {{if: you did, then: [resupply: their controller]}}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice: {{hand: ["Fox | #f"], mana: {mana}}}
  bob: {{landmarks: ["Tower | #t"], deck: ["Scout | #b1"]}}
steps:
  - choose: {{alice: {{may: {answer}{', target: t' if answer == 'yes' and mana else ''}}}}}
  - alice plays f from hand in hero expedition
""", encoding="utf-8")
    if not mana:  # nothing is asked: the choice given is never used, which the scenario refuses
        path.write_text(path.read_text().replace("  - choose: {alice: {may: yes}}\n", ""))
    game = Game.from_scenario(path)
    assert (game.state.get("b1").zone == "reserve") is resupplied
    assert (game.state.get("t").zone == "discard") is resupplied
    assert render_steps(parse_steps([{"resupply": "their controller"}])) == "Their controller resupplies."


@pytest.mark.parametrize("targets, board, want", [
    ("a1, a2", '["Scout | #a1 | boosts 2", "Scout | #a2 | boosts 2"]', (2, 2)),   # equal: nothing (v5.0 7.3.11.b)
    ("a1, a2", '["Scout | #a1", "Scout | #a2 | boosts 4"]', (4, 0)),
    ("a1", '["Scout | #a1 | boosts 1"]', (1,)),                                   # one legal target: no exchange
    ("a1", '["Scout | #a1", "Scout | #a2 | boosts 4"]', None),                    # two legal: naming one is illegal
])
def test_two_targets_exchange_their_boosts(tmp_path, targets, board, want):
    """"Target two Characters": two different targets while two are legal (5.2.3.b); their boosts
    exchanged as v5.0 7.3.11 says."""
    from judge.game import Game

    assert render_steps(parse_steps([{"exchange boosts": "2 target character"}])) == "Exchange the boosts of 2 target character."
    path = tmp_path / "swap.yaml"
    path.write_text(f"""
ruling: test
cards:
  Scout: {{type: character, cost: 1/1, stats: 1/1/1}}
  Swap: {{type: spell, cost: 1/1, effect: [exchange boosts: 2 target character]}}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice: {{hand: ["Swap | #s"], mana: 1, hero expedition: {board}}}
  bob: {{}}
steps:
  - alice plays s from hand targeting {targets}
""", encoding="utf-8")
    game = Game.from_scenario(path)
    if want is None:
        assert game.state.get("s").zone == "hand"
        return
    assert tuple(game.state.get(f"a{i + 1}").boosts for i in range(len(want))) == want


def test_no_character_of_yours_means_no_target_by_its_hand_cost(tmp_path):
    """With no Character in play (2.2.1.h), nothing has a Hand Cost at most one of theirs: no
    target (a token's missing Hand Cost counts as 0, 1.1.6.d, so a token bounds it at 0)."""
    from judge.game import Game
    from judge.selectors import Context, candidates

    for mine, want in (("[]", []), ('["Ordis Recruit 1/1/1 Soldier token"]', ["b0", "Ordis Recruit 1"])):
        path = tmp_path / "cost.yaml"
        path.write_text(f"""
ruling: test
cards:
  Runt: {{type: character, cost: 1/1, stats: 2/2/2}}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice: {{hero expedition: {mine}}}
  bob: {{hero expedition: ["Runt | #b1", "Ordis Recruit 1/1/1 Soldier token | #b0"]}}
""", encoding="utf-8")
        game = Game.from_scenario(path)
        found = candidates(game, Context("alice", "test"), "target character with hand cost at most that of a character you control")
        assert sorted(o.uid for o in found) == sorted(want)


def test_each_other_character_in_my_expedition_is_a_selector_and_a_count():
    from judge import words
    from judge.language import AbilityError as LanguageError, per_value

    sel = words.selector("each other character in my expedition")
    assert (sel.kind, sel.in_mine, sel.other, sel.yours) == ("each", True, True, False)
    assert per_value("other character in my expedition") == "other character in my expedition"
    # its controller's in the expedition the object is not in (7.4.3.g; ruling effects/each-character-in-my-other-expedition)
    assert words.selector("each character in my other expedition").in_other
    for bad in ("each other character in the expedition facing me", "each permanent in my expedition"):
        with pytest.raises(ValueError):
            words.selector(bad)
    with pytest.raises(LanguageError):
        per_value("permanent in my expedition")


def test_choose_up_to_one_adds_a_choice_of_no_mode(tmp_path):
    """5.2.3.c: one mode or none; a Spell's choice is made as it is played (mode N+1: none, and no
    target is declared for it, 5.2.3.d)."""
    from judge.game import Game
    from judge.verbs import mode_choices

    steps = parse_steps([{"modes": [[{"draw": 1}], [{"discard": "target permanent"}]], "up to one": True}])
    assert mode_choices(steps) == [(0,), (1,), ()]
    assert render_steps(steps) == "Choose up to one: draw 1 card; or discard target permanent."
    with pytest.raises(AbilityError, match="not with both if"):
        parse_steps([{"modes": [[{"draw": 1}], [{"draw": 2}]], "up to one": True, "both if": "you are the first player"}])
    path = tmp_path / "none.yaml"
    path.write_text("""
ruling: test
cards:
  Tower: {type: permanent, subtypes: [Landmark], cost: 2/2}
  Pick:
    type: spell
    cost: 1/1
    effect:
      - {modes: [[draw: 1], [discard: target permanent]], up to one: true}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice: {hand: ["Pick | #p"], mana: 1, deck: ["Tower | #a1"]}
  bob: {landmarks: ["Tower | #t"]}
steps:
  - alice plays p from hand choosing mode 3
""", encoding="utf-8")
    game = Game.from_scenario(path)
    assert game.state.get("p").zone == "reserve"
    assert game.state.get("a1").zone == "deck" and game.state.get("t").zone == "landmarks"


def test_them_after_an_internal_action_not_done_names_nothing(tmp_path):
    """Declined (5.2.3.g), the internal action pointed at nothing: the step after it acts on nothing."""
    from judge.game import Game

    path = tmp_path / "declined.yaml"
    path.write_text("""
ruling: test
cards:
  Scout: {type: character, cost: 1/1, stats: 1/1/1}
  Clerk:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - when: played from reserve
        do:
          - {pay: [spend 1 boost], then: [target: target character, gain status: {object: them, status: asleep}]}
          - {gain boosts: {object: them, amount: 2}, may: true}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice: {reserve: ["Clerk | #c | boosts 1"], mana: 1, hero expedition: ["Scout | #a1"]}
  bob: {hero expedition: ["Scout | #b1"]}
steps:
  - choose: {alice: {may: [no, yes]}}
  - alice plays c from reserve in hero expedition
""", encoding="utf-8")
    game = Game.from_scenario(path)
    assert [game.state.get(x).boosts for x in ("a1", "b1", "c")] == [0, 0, 1]
    assert "asleep" not in game.state.get("b1").statuses


def test_plus_my_counters_needs_a_number_and_no_per():
    from judge import words

    with pytest.raises(AbilityError, match="plus my counters"):
        parse_steps([{"gain boosts": {"object": "me", "amount": "that many", "plus my counters": "Kelon"}}])
    with pytest.raises(AbilityError, match="plus my counters"):
        parse_steps([{"gain boosts": {"object": "me", "amount": 1, "per": "card in your hand", "plus my counters": "Kelon"}}])
    sel = words.selector("target character with hand cost at most my kelon counters plus 2")
    assert (sel.cost_counters, sel.cost_plus) == ("kelon", 2)


def test_one_of_renders_checks_and_declares_the_targets_of_each_option():
    from judge.verbs import target_slots

    steps = parse_steps([{"one of": [[{"draw": 1}], [{"gain boosts": {"object": "target character", "amount": 1}}]]}])
    assert render_steps(steps) == "One of these, chosen as it resolves: draw 1 card; or target character gains 1 boost."
    assert [sel for _, sel in target_slots(steps)] == ["target character"]
    with pytest.raises(AbilityError, match="two or more"):
        parse_steps([{"one of": [[{"draw": 1}]]}])


def test_no_characters_facing_an_object_gone_from_its_expedition_uses_its_last_expedition(tmp_path):
    """"The Expedition facing me" of an object that left play is the one facing the expedition it
    was in as it left (v5.0 2.1.h): the Clerk went to alice's Hand from her hero expedition, bob's
    hero expedition is empty, so the Bouncer switches into it."""
    from judge import Game

    ability = parse_ability({"when": "an opponent plays a character",
                             "do": [{"if": "the expedition facing me has no characters", "then": [{"switch expeditions": "it"}]}]})
    assert render_ability(ability) == ("When an opponent plays a Character — If the expedition facing me has no characters, "
                                       "it switches expeditions.")
    path = tmp_path / "gone.yaml"
    path.write_text("""ruling: the object left its expedition before its reaction resolved
cards:
  Clerk:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - when: an opponent plays a character
        do: [{if: the expedition facing me has no characters, then: [{switch expeditions: it}]}]
  Bouncer:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - when: played from hand
        do: [return to hand: target character]
position:
  day: 1
  phase: afternoon
  first player: bob
  alice:
    hero expedition: ["Clerk | #c1"]
  bob:
    hand: ["Bouncer | #b1"]
    mana: 1
""", encoding="utf-8")
    game = Game.from_scenario(path, play_steps=False)
    game.apply(next(a for a in game.legal_actions() if getattr(a, "card", None) == "b1" and a.expedition == "companion"))
    # bob's reaction first (his turn): c1 goes to alice's Hand; then the Clerk's reaction
    game.apply(next(a for a in game.legal_actions() if getattr(a, "value", None) == "c1"))
    while game.decision() is not None and game.decision().player == "alice" and game.decision().kind != "turn":
        game.apply(game.legal_actions()[0])
    assert game.state.get("c1").zone == "hand"
    assert game.state.get("b1").zone == "hero expedition"
    assert "the one it was in as it left, alice's hero expedition (v5.0 2.1.h)" in game.trace.render()


def test_each_card_in_play_or_in_reserve_is_a_selector_of_every_card_but_heroes():
    from judge import words

    sel = words.selector("each other card in play or in reserve")
    assert (sel.kind, sel.what, sel.in_reserve, sel.other) == ("each", "card", "play or reserve", True)
    for bad in ("a card in play or in reserve", "each card you control in play or in reserve",
                "each exhausted card in play or in reserve", "each permanent in play or in reserve"):
        with pytest.raises(ValueError):
            words.selector(bad)
    ability = parse_ability({"when": "a card joins a discard pile", "do": [{"discard": "each other card in play or in reserve"}]})
    assert render_ability(ability) == "When a card joins a Discard pile (any player's) — Discard each other card in play or in reserve."


def test_this_way_conditions_and_its_owner_read_and_render():
    from judge import words

    c = words.condition("a card was discarded this way")
    assert (c.kind, c.what, c.zone) == ("this way", "card", "discard")
    c = words.condition("a permanent went to reserve this way")
    assert (c.kind, c.what, c.zone) == ("this way", "permanent", "reserve")
    steps = parse_steps([{"sabotage": {}}, {"if": "a card was discarded this way", "then": [{"exhausted resupply": "its owner"}]}])
    assert render_steps(steps) == "Sabotage, then if a card was discarded this way, its owner does Exhausted Resupply."
    steps = parse_steps([{"resupply": "you"}, {"if": "a character went to reserve this way",
                                               "then": [{"play": {"object": "them", "less": 2}, "may": True}]}])
    assert render_steps(steps) == "Resupply, then if a character went to reserve this way, you may play it now for 2 less."
    with pytest.raises(AbilityError):
        parse_steps([{"play": {"object": "it"}}])


def test_fewer_cards_than_target_opponent_reads_and_renders():
    from judge import words

    c = words.condition("you have fewer cards in hand than target opponent")
    assert (c.kind, c.zone) == ("fewer than opponent", "hand")
    steps = parse_steps([{"if": "you have fewer cards in reserve than target opponent", "then": [{"draw": 1}]}])
    assert render_steps(steps) == "If you have fewer cards in reserve than target opponent, draw 1 card."
    with pytest.raises(AbilityError):
        parse_steps([{"if": "you have fewer cards in deck than target opponent", "then": [{"draw": 1}]}])


def test_reveal_top_card_kinds_are_checked():
    steps = parse_steps([{"reveal top card": {"draw if": ["Artist", "spell"], "otherwise": "discard"}}])
    assert render_steps(steps) == "Reveal your top deck card: if it is an Artist or a spell, draw it, otherwise discard it."
    for bad in ({"draw if": ["robot"]}, {"draw if": []}, {"draw if": ["card"]}, {"draw if": ["Robot"], "otherwise": "keep"},
                {"otherwise": "discard"}):
        with pytest.raises(AbilityError):
            parse_steps([{"reveal top card": bad}])


def test_lose_all_boosts_and_the_bands_of_the_number_removed():
    from judge import words

    c = words.condition("5 to 8 boosts were removed this way")
    assert (c.kind, c.n, c.most) == ("removed", 5, 8)
    assert words.condition("9 or more boosts were removed this way").most is None
    with pytest.raises(ValueError):
        words.condition("8 to 5 boosts were removed this way")
    steps = parse_steps([{"lose all boosts": "each character in play or in reserve"},
                         {"if": "9 or more boosts were removed this way", "then": [{"move forward": "my expedition"}]}])
    assert render_steps(steps) == ("Remove all boosts from each character in play or in reserve, then if 9 or more boosts were "
                                   "removed this way, my expedition moves forward.")


def test_passives_forbidding_counters_read_and_render():
    from judge import words

    assert words.passive("opponents' reserve cards can't gain counters").kind == "no counters in opponents' reserves"
    assert words.passive("cards with counters can't gain more counters").kind == "no more counters"
    assert render_ability(parse_ability({"passive": "cards with counters can't gain more counters"})) == \
        "Cards with counters can't gain more counters."


def test_another_permanent_joins_your_expeditions_or_landmarks_renders():
    ability = parse_ability({"when": "another permanent joins your expeditions or landmarks", "do": [{"draw": 1}]})
    assert render_ability(ability) == "When another Permanent joins your Expeditions or Landmarks — Draw 1 card."


def test_repeat_per_my_boosts_reads_and_renders():
    steps = parse_steps([{"repeat": [{"draw": 1}], "per": "my boosts"}])
    assert steps[0].arg == {"per": "my boosts"}
    assert render_steps(steps) == "For each of my boosts: draw 1 card."
    for bad in ({"repeat": [{"draw": 1}], "per": "my counters"}, {"repeat": [{"draw": 1}], "per": "my boosts", "plus": 1}):
        with pytest.raises(AbilityError):
            parse_steps([bad])


def test_put_in_mana_ready_renders():
    steps = parse_steps([{"put in mana": {"object": "target character", "ready": True}}])
    assert render_steps(steps) == "Put target character in its owner's Mana zone as a ready Mana Orb."
    with pytest.raises(AbilityError):
        parse_steps([{"put in mana": {"object": "target character", "ready": "yes"}}])


def test_a_quick_action_with_a_condition_is_offered_only_while_it_holds(tmp_path):
    from judge import Game

    ability = parse_ability({"quick action": {"cost": ["exhaust me"], "do": [{"draw": 1}]}, "if": "i have 2 or more kelon counters"})
    assert render_ability(ability) == "While I have 2 or more kelon counters, I have: \"exhaust me: Draw 1 card.\""
    with pytest.raises(AbilityError):
        parse_ability({"support": {"cost": ["exhaust me"], "do": [{"draw": 1}]}, "if": "i have 2 or more kelon counters"})

    def offered(n: int) -> bool:
        path = tmp_path / f"q{n}.yaml"
        path.write_text(f"""ruling: a quick action while a condition holds
cards:
  Keeper:
    type: hero
    abilities:
      - {{quick action: {{cost: [exhaust me], do: [draw: 1]}}, if: i have 2 or more kelon counters}}
  Scout: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice:
    hero: "Keeper | #k | counters Kelon {n}"
    deck: [Scout]
  bob: {{}}
""", encoding="utf-8")
        game = Game.from_scenario(path, play_steps=False)
        return any(getattr(a, "source", None) == "k" and type(a).__name__ == "QuickAction" for a in game.legal_actions())

    assert not offered(1)
    assert offered(2)


def test_the_next_card_in_a_terrain_of_two_sub_types_or_with_a_zero_renders_and_checks():
    steps = parse_steps([{"next card": {"type": "character", "base statistic 0": True, "in": "forest", "gains boosts": 1}}])
    assert render_steps(steps) == ("The next character with a base statistic of 0 you play in forest this turn gains 1 "
                                   "boost.")
    assert render_steps(parse_steps([{"next card": {"subtype": "Plant or Robot", "loses status": "asleep"}}])) == \
        "The next Plant or Robot you play this turn loses Asleep."
    for bad, message in (({"type": "character", "in": "forest", "costs less": 1}, "not both"),
                         ({"type": "character", "in": "desert", "gains boosts": 1}, "in forest, mountain, water or my expedition"),
                         ({"subtype": "Song, Artist", "gains boosts": 1}, "two joined by 'or'")):
        with pytest.raises(AbilityError) as exc:
            parse_steps([{"next card": bad}])
        assert message in str(exc.value)


def test_the_next_card_of_either_of_two_sub_types_is_the_first_with_one_of_them(tmp_path):
    """"The next Plant or Artist you play": a card with either sub-type is the one it waits for
    (published game, v5.0 5.2.d); a card with neither is not."""
    from judge import Game

    path = tmp_path / "pair.yaml"
    path.write_text("""ruling: either sub-type
cards:
  Stage:
    type: permanent
    cost: 1/1
    abilities:
      - quick action: {cost: [exhaust me], do: [next card: {subtype: Plant or Artist, gains boosts: 2}]}
  Singer: {type: character, cost: 1/1, stats: 1/1/1, subtypes: [Artist]}
  Scout: {type: character, cost: 1/1, stats: 1/1/1, subtypes: [Soldier]}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice:
    landmarks: ["Stage | #t1"]
    hand: ["Scout | #s1"]
    mana: 1
  bob:
    landmarks: ["Stage | #t2"]
    hand: ["Singer | #a1"]
    mana: 1
steps:
  - alice uses t1
  - alice plays s1 from hand in hero expedition
  - bob uses t2
  - bob plays a1 from hand in hero expedition
""", encoding="utf-8")
    game = Game.from_scenario(path)
    assert game.state.get("s1").boosts == 0
    assert game.state.get("a1").boosts == 2


def test_playing_cards_of_a_kind_for_less_reads_its_kind_zone_and_hand_cost():
    from judge import words

    p = words.passive("your Robot cards from reserve cost 1 less, down to a minimum of 1")
    assert (p.kind, p.card_type, p.subtype, p.zone, p.cost_min, p.n, p.floor) == ("you play for less", "card", "robot", "reserve",
                                                                                 None, 1, 1)
    p = words.passive("your spells with hand cost 7 or more cost 2 less")
    assert (p.card_type, p.subtype, p.zone, p.cost_min, p.n, p.floor) == ("spell", "", "", 7, 2, 0)
    assert render_ability(parse_ability({"passive": "your spells with hand cost 7 or more cost 1 less"})) == \
        "Your spells with hand cost 7 or more cost 1 less."
    # an increase has no minimum (since 2026-12-02 "your spells cost 1 more" is an increase its controller pays)
    with pytest.raises(AbilityError):
        parse_ability({"passive": "your spells cost 1 more, down to a minimum of 1"})
    assert words.passive("your spells cost 1 more").kind == "you play for more"
    c = words.condition("you have 1 or more characters with hand cost 7 or more in reserve")
    assert (c.kind, c.n, c.what, c.least, c.zone) == ("cards", 1, "character", 7, "reserve")


def test_a_replacement_of_moving_forward_renders_and_checks():
    a = parse_ability({"instead": {"would": "my expedition moves forward", "may": True, "do": [{"discard": "me"}, {"draw": 2}]}})
    assert render_ability(a) == "Instead of my Expedition moving forward, you may: discard me, then draw 2 cards."
    for bad, message in (({"would": "my expedition moves backward", "do": [{"draw": 1}]}, "would: my expedition moves forward"),
                         ({"would": "my expedition moves forward", "do": [{"exhaust": "target character"}]}, "without targets"),
                         ({"would": "my expedition moves forward"}, "at least one")):
        with pytest.raises(AbilityError) as exc:
            parse_ability({"instead": bad})
        assert message in str(exc.value)


def _testament_at_dusk(path, may: str, adventure: str, at: str, answers: str):
    """A Dusk with alice's Expedition Permanent whose ability replaces her hero expedition's moving
    forward (discarding it to draw), `may` optional, its expedition winning its region."""
    path.write_text(f"""ruling: a replacement of moving forward
cards:
  Testament:
    type: permanent
    zone type: expedition
    cost: 2/2
    abilities:
      - instead: {{would: my expedition moves forward{may}, do: [{{discard: me}}, {{draw: 1}}]}}
  Plodder: {{type: character, cost: 1/1, stats: 3/3/3}}
position:
  day: 1
  phase: dusk
  first player: alice
{adventure}  alice:
    hero expedition: ["Testament | #t1", "Plodder | #p1"]
{at}    deck: [Plodder]
  bob: {{}}
steps:
  - choose: {{alice: {{{answers}}}}}
  - advance to night
""", encoding="utf-8")
    return path


@pytest.mark.parametrize("face_up, order, flipped", [([1], None, True), ([], "the rule", True), ([], "its own", False), ([], None, None)])
def test_a_taken_replacement_of_moving_forward_where_a_rules_modifier_also_applies(tmp_path, capsys, face_up, order, flipped):
    """Into a face-down region, the Tumult card's flip (v5.0 7.3.25.b) is a replacing modifier too:
    the step's controller, the first player at Progress, chooses which applies first (v5.0 6.2.h);
    the flip first leaves a move, which the replacement replaces (6.2.i): flipped, not moved; the
    replacement first: neither. Unanswered, the run asks; into a face-up region, the replacement applies."""
    from judge import Game, cli

    answer = f", choose: {order}" if order else ""
    path = _testament_at_dusk(tmp_path / "forward.yaml", ", may: true", f"  adventure: {{tumult: [V|MO, M|VO, O|VM], face up: {face_up}}}\n",
                              "", f"may: yes{answer}")
    if flipped is None:  # the order unanswered: the run stops asking alice, and the position stays as it was
        assert cli.main(["run", str(path)]) == 2  # a decision the file does not give: the run stops and says which
        said = capsys.readouterr()
        assert "which modifier applies first" in said.out + said.err and "alice must choose" in said.out + said.err
        return
    game = Game.from_scenario(path)
    assert game.state.get("t1").zone == "discard"
    assert game.state.player("alice").position["hero"] == 0
    assert game.state.adventure.is_face_down(1, "alice") is (not flipped)


def test_the_result_is_read_only_after_a_roll_or_in_a_reaction_to_one():
    parse_ability({"when": "you roll dice", "do": [{"if": "the result is 6 or more", "then": [{"draw": 1}]}]})
    parse_ability({"when": "you roll dice", "if": "the result is 6 or more", "do": [{"draw": 1}]})
    parse_steps([{"roll a die": {}}, {"if": "the result is 4 or more", "then": [{"draw": 1}]}])
    for bad in ({"when": "enters play", "do": [{"if": "the result is 6 or more", "then": [{"draw": 1}]}]},
                {"when": "enters play", "if": "the result is 6 or more", "do": [{"draw": 1}]},
                {"when": "you roll dice", "do": [{"increase the result": 1}]}):
        with pytest.raises(AbilityError) as exc:
            parse_ability(bad)
        assert "the result" in str(exc.value)


def test_changing_the_result_that_a_waiting_reaction_reads_stops(tmp_path, capsys):
    """A reaction to the roll reads the result after the effect: the one noted at the roll, or the
    one an "increase the result" step changed? No edition says: the run stops."""
    from judge import cli

    path = tmp_path / "increase.yaml"
    path.write_text("""ruling: a changed result
cards:
  Watcher:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - when: you roll dice
        do: [{if: the result is 6 or more, then: [draw: 1]}]
  Dice: {type: spell, cost: 1/1, effect: [{roll a die: {}}, {increase the result: 1}, {draw: the result}]}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice:
    hero expedition: ["Watcher | #w1"]
    hand: ["Dice | #d1"]
    mana: 1
  bob: {}
steps:
  - alice plays d1 from hand
""", encoding="utf-8")
    assert cli.main(["run", str(path)]) == 2
    assert "no edition says" in capsys.readouterr().err


def test_put_in_deck_needs_a_result_and_its_hand_cost_a_card_sent(tmp_path, capsys):
    for bad in ([{"put in deck": {"object": "target character", "position": "the result"}}],
                [{"roll a die": {}}, {"if": "the result is higher than its hand cost", "then": [{"draw": 1}]}]):
        with pytest.raises(AbilityError):
            parse_steps(bad)
    parse_steps([{"put in deck": {"object": "target character", "position": 2}}])
    # a Deck too short for the position: the card goes to its bottom (3.2.2.f)
    from judge.game import Game

    path = tmp_path / "short.yaml"
    path.write_text("""ruling: a short deck
cards:
  Map: {type: spell, cost: 1/1, effect: [{put in deck: {object: target character, position: 4}}]}
  Scout: {type: character, cost: 3/3, stats: 1/1/1}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice:
    hand: ["Map | #m1"]
    mana: 1
  bob:
    hero expedition: ["Scout | #s1"]
    deck: [Scout, Scout]
steps:
  - alice plays m1 from hand targeting s1
""", encoding="utf-8")
    game = Game.from_scenario(path)
    deck = game.state.player("bob").zones["deck"]
    assert [o.uid for o in deck][-1] == "s1" and len(deck) == 3
    assert "3.2.2.f" in game.trace.cited()


def test_two_objects_raising_a_support_maximum_stop_the_run(tmp_path, capsys):
    from judge import cli

    path = tmp_path / "two.yaml"
    path.write_text("""ruling: two raises
cards:
  Outpost: {type: permanent, cost: 2/2, abilities: [passive: "support abilities can give cards in reserve 1 more counter than their maximum"]}
  Starfish:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - support: {when: you play a spell, do: [{gain boosts: {object: me, amount: 1, max: 2}}]}
  Quick Fix: {type: spell, cost: 1/1}
position:
  day: 1
  phase: afternoon
  first player: alice
  alice:
    landmarks: ["Outpost | #o1", "Outpost | #o2"]
    reserve: ["Starfish | #fish"]
    hand: ["Quick Fix | #q1"]
    mana: 1
  bob: {}
steps:
  - alice plays q1 from hand
""", encoding="utf-8")
    assert cli.main(["run", str(path)]) == 2
    assert "whether they add up" in capsys.readouterr().err


def test_distributing_boosts_renders_and_checks():
    assert render_steps(parse_steps([{"distribute boosts": {"amount": 3, "among": "characters in a reserve"}}])) == \
        "Distribute 3 boosts among any characters in a reserve."
    with pytest.raises(AbilityError):
        parse_steps([{"distribute boosts": {"amount": 3, "among": "characters you control"}}])


def test_taking_a_card_from_the_top_of_the_deck_renders():
    assert render_steps(parse_steps([{"take from top of deck": {"look": 4, "to hand": 1}}])) == \
        "Look at your top 4 deck cards, put 1 of them in your Hand and discard the others."
    with pytest.raises(AbilityError):
        parse_steps([{"take from top of deck": {"look": 4}}])


def test_revealing_reads_a_roll_and_drawing_it_a_reveal():
    for bad in ([{"reveal top deck card": {}}],):  # no roll before: no result for the reveal's reactions
        with pytest.raises(AbilityError):
            parse_steps(bad)
    for bad in ({"when": "enters play", "do": [{"draw it": {}}]},
                {"when": "you roll dice", "do": [{"if": "its hand cost is equal to the result", "then": [{"draw": 1}]}]}):
        with pytest.raises(AbilityError) as exc:
            parse_ability(bad)
        assert "reveal" in str(exc.value)
    assert render_ability(parse_ability({"passive": "also reveal your top deck card when you roll dice"})) == \
        "Also reveal your top deck card when you roll dice."


def test_choose_a_number_of_modes_parses_renders_and_refuses_a_mix():
    steps = parse_steps([{"choose modes": [[{"draw": 1}], [{"gain boosts": {"object": "target character", "amount": 1}}]],
                          "count": 2}])
    assert render_steps(steps) == ("Choose 2 modes in order: draw 1 card; or target character gains 1 boost.")
    with pytest.raises(AbilityError, match="not both"):
        parse_steps([{"choose modes": [[{"draw": 1}], [{"draw": 2}]], "count": 2, "counters": "Arcane"}])
    with pytest.raises(AbilityError, match="1 to 9"):
        parse_steps([{"choose modes": [[{"draw": 1}], [{"draw": 2}]], "count": 10}])


def test_words_about_the_step_before_need_that_step():
    """`the other of your expeditions` only right after a move (perhaps through an `if`), and
    `their owner's companion expedition` never as a list's first step: refused at load."""
    from judge.abilities import parse_steps

    with pytest.raises(AbilityError, match="the move before"):
        parse_steps([{"move forward": "the other of your expeditions"}])
    with pytest.raises(AbilityError, match="the move before"):
        parse_steps([{"draw": 1}, {"move forward": "the other of your expeditions"}])
    parse_steps([{"move backward": "one of your expeditions"}, {"if": "you did", "then": [{"move forward": "the other of your expeditions"}]}])
    with pytest.raises(AbilityError, match="owner"):
        parse_steps([{"create token": {"token": "Lamb 1/1/1 Animal", "in": "their owner's companion expedition"}}])
    parse_steps([{"sabotage": {}}, {"if": "a card was discarded this way", "then": [
        {"create token": {"token": "Lamb 1/1/1 Animal", "in": "their owner's companion expedition"}}]}])


def test_steps_for_each_player_parse_render_and_refuse_targets():
    reveal = {"play from top of deck": {"reveal": 3, "play": True, "deck": "that player", "type": "character", "up to": 1}}
    steps = parse_steps([{"for each player": [reveal], "starting with you": True}])
    assert render_steps(steps) == ("For each player, starting with you, one time after the other: that player reveals their top 3 deck cards, "
                                   "play up to 1 characters among them for free and discard the rest.")
    with pytest.raises(AbilityError, match="may not target"):
        parse_steps([{"for each player": [{"draw": 1}, {"sacrifice": "target character"}]}])
    with pytest.raises(AbilityError, match="target opponent or that player"):
        parse_steps([{"play from top of deck": {"reveal": 3, "play": True, "deck": "each player"}}])


def test_that_players_deck_outside_steps_for_each_player_is_refused():
    """`deck: that player` names the player of one time of "for each player": elsewhere there is
    none, and the card is refused as it is read rather than guess a Deck."""
    with pytest.raises(AbilityError, match="only in the steps of `for each player`"):
        parse_steps([{"play from top of deck": {"reveal": 2, "play": True, "deck": "that player", "type": "character"}}])
    with pytest.raises(AbilityError, match="only in the steps of `for each player`"):
        parse_ability({"when": "enters play", "do": [{"if": "you control a character", "then": [
            {"play from top of deck": {"reveal": 2, "play": True, "deck": "that player", "type": "character"}}]}]})


def test_that_opponent_with_no_target_among_several_opponents_stops_the_run(tmp_path):
    """"That opponent" is the owner of a card the effect targeted; with none (no card in any
    opponent's Reserve to target) and several opponents, no one opponent is named: the run stops
    with one line saying so rather than pick one."""
    from tests.helpers import ROOT
    from tests.helpers import run_judge as judge

    path = tmp_path / "ffa.yaml"
    path.write_text(f"""
ruling: test
extends: {ROOT / 'scenarios' / 'base' / 'four-players.yaml'}
mode: free-for-all
cards:
  Keeper: {{type: character, cost: 1/1, stats: 1/1/1}}
  Chill:
    type: spell
    cost: 1/1
    effect:
      - exhaust: target card in an opponent's reserve
      - exhaust: {{choose: a card in your reserve, by: that opponent}}
position:
  alice: {{hand: ["Chill | #c"], reserve: ["Keeper | #a1"], mana: 1}}
steps:
  - alice plays c from hand
""", encoding="utf-8")
    code, out, err = judge("run", str(path))
    assert code != 0 and "names no one opponent" in out + err and "not modelled" in out + err and "Traceback" not in err, \
        (code, out[-500:], err)


def test_an_amount_may_count_what_each_selects_and_nothing_else():
    """A count of any objects a step may act on all of ("each ..."), checked at load: never a
    target, a pointing word or a selector the language does not have."""
    from judge import words
    from judge.language import AbilityError as LanguageError, per_value

    for good in ("character controlled by an opponent", "exhausted permanent controlled by an opponent"):
        assert per_value(good) == good
        assert words.condition(f"there are 2 or more of: {good}").kind == "count at least"
    for bad in ("target character", "it", "them", "each character you control", "character controlled by an opponent and card",
                "whistle", "up to 2 target characters", "x" * 200):
        with pytest.raises(LanguageError):
            per_value(bad)


def test_a_character_held_in_place_with_its_own_leaving_replaced_stops(tmp_path):
    """A Floral Tent keeps a Boosted Character in its expedition, and the Character's own ability
    would put it in the Mana zone instead: two replacements of one leaving, ordered by its controller
    (v5.0 6.2.h), which is not modelled: the run stops rather than pick one."""
    from judge.actions import IllegalAction
    from judge.game import Game

    path = tmp_path / "held.yaml"
    path.write_text("""
ruling: test
position:
  day: 1
  phase: afternoon
  first player: bob
  alice:
    hero expedition: ["Tent | #t1", "Ember | #e1 | boosts 1"]
  bob:
    hand: ["Gale | #g1"]
cards:
  Tent:
    type: permanent
    zone type: expedition
    cost: 1/1
    abilities: [passive: boosted characters of my expedition lose all their boosts instead of leaving it in the afternoon]
  Ember:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities: [instead: {would leave: expedition zone, go to: mana}]
  Gale: {type: spell, cost: 0/0, effect: [put in reserve: each character]}
""", encoding="utf-8")
    game = Game.from_scenario(path)
    play = next(a for a in game.legal_actions() if "g1" in str(a))
    with pytest.raises(IllegalAction, match="not modelled: .*two replacements"):  # all or nothing: the position is kept
        game.apply(play)
    assert game.state.player("alice").expeditions["hero"][1].uid == "e1"


@pytest.mark.parametrize("order, replaced", [("the rule", False), ("its own", True)])
def test_a_replacement_of_moving_forward_in_the_region_opposite_its_origin(tmp_path, order, replaced):
    """In the region opposite its origin moving forward does nothing (v5.0 7.3.25.c), a rule's
    modifier: chosen first (v5.0 6.2.h), no move is left for the card's replacement (6.2.i), which
    does not happen; the card's first, its steps replace the move."""
    from judge import Game

    path = _testament_at_dusk(tmp_path / "far.yaml", "", "", "    hero expedition at: companion region\n", f"choose: {order}")
    game = Game.from_scenario(path)
    assert (game.state.get("t1").zone == "discard") is replaced
    assert any("chooses" in e.text and "to apply first" in e.text for e in game.trace.events)  # the choice was made


@pytest.mark.parametrize("data", [
    {"quick action": {"cost": ["exhaust me"], "do": [{"exhaust": "it"}]}},
    {"quick action": {"cost": ["exhaust me"], "do": [{"if": "you control a Plant", "then": [{"gain boosts": {"object": "it", "amount": 1}}]}]}},
    {"support": {"cost": ["discard me from reserve"], "do": [{"gain status": {"object": "it", "status": "asleep"}}]}},
])
def test_it_in_an_ability_with_no_trigger_does_not_load(data):
    """`it` is the object a trigger names (6.3.i): a quick action has none to name."""
    with pytest.raises(AbilityError, match="has no trigger to name an object"):
        parse_ability(data)


def test_it_in_a_spells_effect_does_not_load_but_them_and_a_reactions_it_do():
    from judge.abilities import parse_effect

    with pytest.raises(AbilityError, match="a Spell's effect has no trigger"):
        parse_effect([{"draw": 1}, {"gain boosts": {"object": "it", "amount": 1}}])
    parse_effect([{"put in reserve": "target character"}, {"exhaust": "them"}])
    parse_ability({"when": "a character joins my expedition", "do": [{"gain boosts": {"object": "it", "amount": 1}}]})
