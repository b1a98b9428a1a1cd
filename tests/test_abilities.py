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
        ({"when": "enters play", "do": [{"gain status": {"object": "me", "status": "asleep or asleep"}}]}, "a choice of statuses"),
        ({"when": "enters play", "do": [{"gain status": {"object": "me", "status": "asleep or exhausted"}}]}, "a choice of statuses"),
        ({"when": "enters play", "do": [{"exhaust": "any number of target permanent with total forest 3 or less"}]},
         "unknown object selector"),
        ({"when": "enters play", "do": [{"exhaust": "any number of each character you control"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"discard": "target permanent with no statistic over 3"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"you may": [{"draw": 1}, {"draw": 1, "may": True}]}]}, "none of them is optional"),
        ({"when": "enters play", "do": [{"sacrifice": "a card or permanent you control"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"sacrifice": "each character controlled by target opponent"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"sacrifice": "target character controlled by target player"}]}, "unknown object selector"),
        ({"when": "enters play", "do": [{"draw": "that many"}]}, "'that many' is said only after an internal action's cost"),
        ({"when": "enters play", "do": [{"pay": ["1 mana"], "then": [{"draw": "that many"}]}]}, "counts the cards its cost discarded"),
        ({"quick action": {"cost": ["any number of reserve cards to discard"], "do": []}}, "an internal action's cost only"),
        ({"when": "enters play", "do": [{"draw": "lots"}]}, "'that many' or 'the result'"),
        ({"when": "enters play", "do": [{"draw": "the result"}]}, "'the result' is a die's"),
        ({"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": "that many"}}]}, "'that many' is said only after"),
        ({"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": "the result"}}]}, "'the result' is a die's"),
        ({"when": "enters play", "do": [{"increase the result": 2}, {"roll a die": {}}]}, "'the result' is a die's"),
        ({"when": "enters play", "do": [{"roll a die": "twice"}]}, "or {} (the result noted"),
        ({"when": "enters play", "do": [{"ongoing": {"passive": "i am defender", "expedition": "my expedition"}}]},
         "expedition: only with the passive"),
        ({"instead": {"would leave": "expedition zone", "go to": "hand"}}, "go to: mana"),
        ({"instead": {"would leave": "expedition zone", "go to": "mana", "if": "i am in water"}}, "if: i have N or more boosts"),
        ({"when": "at dusk", "do": [{"after rest": []}]}, "after rest: give the steps"),
        ({"instead": {"would leave": "expedition zone", "go to": "mana", "unless": "x"}}, "would leave, go to, if, may"),
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


def test_the_next_card_in_a_terrain_of_two_sub_types_or_with_a_zero_renders_and_checks():
    steps = parse_steps([{"next card": {"type": "character", "base statistic 0": True, "in": "forest", "gains boosts": 1}}])
    assert render_steps(steps) == ("The next character with a base statistic of 0 you play in forest this turn gains 1 "
                                   "boost.")
    assert render_steps(parse_steps([{"next card": {"subtype": "Plant or Robot", "loses status": "asleep"}}])) == \
        "The next Plant or Robot you play this turn loses Asleep."
    for bad, message in (({"type": "character", "in": "forest", "costs less": 1}, "not both"),
                         ({"type": "character", "in": "desert", "gains boosts": 1}, "in forest, mountain or water"),
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
    with pytest.raises(AbilityError):
        parse_ability({"passive": "your spells cost 1 more"})
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


@pytest.mark.parametrize("face_up, stops", [([1], False), ([], True)])
def test_a_taken_replacement_of_moving_forward_stops_where_a_rules_modifier_also_applies(tmp_path, capsys, face_up, stops):
    """Into a face-down region, the Tumult card's flip (v5.0 7.3.25.b) is a replacing modifier too:
    which applies first is chosen (v5.0 6.2.h) and no edition says what the other then does, so
    the run stops; into a face-up region, the replacement applies."""
    from judge import Game, cli

    path = tmp_path / "forward.yaml"
    path.write_text(f"""ruling: a replacement of moving forward
cards:
  Testament:
    type: permanent
    zone type: expedition
    cost: 2/2
    abilities:
      - instead: {{would: my expedition moves forward, may: true, do: [{{discard: me}}, {{draw: 1}}]}}
  Plodder: {{type: character, cost: 1/1, stats: 3/3/3}}
position:
  day: 1
  phase: dusk
  first player: alice
  adventure: {{tumult: [V|MO, M|VO, O|VM], face up: {face_up}}}
  alice:
    hero expedition: ["Testament | #t1", "Plodder | #p1"]
    deck: [Plodder]
  bob: {{}}
steps:
  - choose: {{alice: {{may: yes}}}}
  - advance to night
""", encoding="utf-8")
    if stops:  # the step cannot be done: the run says why, and the position stays as it was
        assert cli.main(["run", str(path)]) == 2
        err = capsys.readouterr().err
        assert "face down" in err and "not modelled" in err
    else:
        game = Game.from_scenario(path)
        assert game.state.get("t1").zone == "discard"
        assert game.state.player("alice").position["hero"] == 0


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
    # a Deck too short for the position: where the card goes no edition says, the run stops
    from judge import cli

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
    assert cli.main(["run", str(path)]) == 2
    assert "no edition says" in capsys.readouterr().err


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
