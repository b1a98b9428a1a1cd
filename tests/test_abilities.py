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
        ({"when": "at noon", "do": [{"pay": ["any number of reserve cards to discard"], "then": [{"draw": "that many"}]}]},
         "At Noon — You may discard any number of cards from Reserve to draw that many cards."),
        ({"when": "enters play", "do": [{"roll a die": {}}, {"increase the result": 1},
                                        {"gain boosts": {"object": "target character", "amount": "the result"}}]},
         "{J} — Roll a die, then increase the result by 1, then target character gains X boosts, where X is the result."),
        ({"when": "enters play", "do": [{"roll a die": {}}, {"draw": "the result"}]}, "{J} — Roll a die, then draw X cards, where X is the result."),
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
        ({"when": "enters play", "do": [{"draw": "that many"}]}, "'that many' is said only after an internal action's cost"),
        ({"when": "enters play", "do": [{"pay": ["1 mana"], "then": [{"draw": "that many"}]}]}, "counts the cards its cost discarded"),
        ({"quick action": {"cost": ["any number of reserve cards to discard"], "do": []}}, "an internal action's cost only"),
        ({"when": "enters play", "do": [{"draw": "lots"}]}, "'that many' or 'the result'"),
        ({"when": "enters play", "do": [{"draw": "the result"}]}, "'the result' is a die's"),
        ({"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": "that many"}}]}, "'that many' is said only after"),
        ({"when": "enters play", "do": [{"gain boosts": {"object": "me", "amount": "the result"}}]}, "'the result' is a die's"),
        ({"when": "enters play", "do": [{"increase the result": 2}, {"roll a die": {}}]}, "'the result' is a die's"),
        ({"when": "enters play", "do": [{"roll a die": "twice"}]}, "or {} (the result noted"),
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
