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
        ({"passive": "everyone wins"}, "unknown passive ability 'everyone wins'"),
        ({"when": "enters play", "if": "it rains", "do": []}, "unknown condition 'it rains'"),
        ({"when": "enters play", "do": [{"create token": {"token": "Nameless", "in": "my expedition"}}]}, "create token"),
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
