"""A keyword given for a while ("Target Character gains [Tough 2] this turn"): an Emblem-Ongoing
bound to the object it named (2.2.2.m, 2.1.c), kept by a position's data, undone with the action
that made it, and ended with the turn or the day."""

from __future__ import annotations

import json

import pytest

from judge import Action, Game
from judge.abilities import parse_ability
from judge.language import AbilityError
from judge.keywords import has, tough
from tests.helpers import ROOT

RULING = ROOT / "scenarios" / "keywords" / "a-keyword-given-this-day-and-this-turn.yaml"


def _after_first_spell() -> Game:
    game = Game.from_scenario(RULING, play_steps=False)
    game.apply(Action.parse(game, "alice plays s1 from hand targeting b1"))
    return game


def test_the_keyword_is_the_objects_named_only_and_a_position_keeps_it():
    game = _after_first_spell()
    b1, b2 = game.find("b1"), game.find("b2")
    assert has(game, b1, "Defender") and not has(game, b2, "Defender")
    data = json.loads(json.dumps(game.to_dict()))
    again = Game.from_dict(data)
    assert has(again, again.find("b1"), "Defender")
    assert json.dumps(again.to_dict(), sort_keys=True) == json.dumps(data, sort_keys=True)


def test_undo_takes_the_keyword_back():
    game = _after_first_spell()
    game.undo()
    assert not has(game, game.find("b1"), "Defender")


def test_a_new_object_has_it_no_more():
    game = _after_first_spell()
    game.apply(Action.parse(game, "bob passes"))
    b1 = game.find("b1")
    from judge import zones

    zones.move(game, b1, "reserve")
    assert not has(game, game.find("b1"), "Defender")


def test_tough_given_for_a_while_adds_to_the_objects_tough():
    game = Game.from_scenario(RULING, play_steps=False)
    from judge.verbs import VERBS  # noqa: F401  (the verbs are registered)
    from judge.selectors import Context
    from judge.abilities import parse_steps
    from judge.verbs import resolve

    b1 = game.find("b1")
    steps = parse_steps([{"ongoing": {"passive": "i am tough 2", "object": "target character", "until": "end of turn"}}])
    ctx = Context("alice", "a test", None, 0)
    ctx.targets[id(steps[0])] = [b1]
    resolve(game, ctx, steps)
    assert tough(game, game.find("b1"), quiet=True) == 2


@pytest.mark.parametrize("data, message", [
    ({"when": "enters play", "do": [{"ongoing": {"passive": "i am gigantic", "object": "target character"}}]}, "object: only with"),
    ({"when": "enters play", "do": [{"ongoing": {"passive": "i am defender"}}]}, "give the object"),
    ({"when": "enters play", "do": [{"ongoing": {"passive": "expeditions can't move forward", "object": "me"}}]}, "object: only with"),
    ({"when": "enters play", "do": [{"ongoing": {"passive": "i am defender", "object": "me", "until": "end of time"}}]}, "until"),
])
def test_what_cannot_be_given_for_a_while_is_refused_at_load(data, message):
    with pytest.raises(AbilityError) as exc:
        parse_ability(data)
    assert message in str(exc.value)
