"""Endless loops are cut by limits a day: a Reaction of an object 100 times (6.3.f), a Reaction of
all the objects of one name 1000 times and a quick action of an object 100 times (the built-in
edition is silent on the last two: published game, v5.0 6.3.m, 1.4.6.b, 5.3.e)."""

from __future__ import annotations

import pytest

from judge import Game
from judge.actions import QuickAction
from judge.play import MAX_QUICK_USES
from judge.position import from_dict, to_dict
from judge.triggers import MAX_PER_NAME

BOARD = """\
ruling: loop limits
extends: {base}
cards:
  Pump:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - quick action: {{cost: [], do: [gain boosts: {{object: me, amount: 1}}]}}
  Echo:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - when: a character joins my expedition
        do: [gain boosts: {{object: me, amount: 1}}]
  Scout: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  alice:
    hero expedition: ["Pump | #p1", "Echo | #e1", "Echo | #e2"]
    hand: ["Scout | #s1"]
    mana: 1
"""


@pytest.fixture
def game(tmp_path):
    from tests.helpers import ROOT

    path = tmp_path / "loops.yaml"
    path.write_text(BOARD.format(base=ROOT / "scenarios" / "base" / "two-players.yaml"), encoding="utf-8")
    return Game.from_scenario(path)


def uses(game) -> list:
    return [a for a in game.legal_actions() if isinstance(a, QuickAction) and a.source == "p1"]


def test_a_quick_action_is_played_at_most_a_hundred_times_a_day(game):
    assert uses(game)
    game.apply(uses(game)[0])
    assert game.state.quick_uses == {("p1", 1, game.state.day): 1}
    game.state.quick_uses[("p1", 1, game.state.day)] = MAX_QUICK_USES - 1
    game.apply(uses(game)[0])  # the hundredth
    assert not uses(game)  # the hundred-and-first is not offered
    again = from_dict(Game, to_dict(game))  # what the game remembers travels with its position
    assert again.state.quick_uses == game.state.quick_uses
    game.state.day += 1  # a new day, a new count
    assert uses(game)


def test_a_reaction_of_objects_of_one_name_activates_at_most_a_thousand_times_a_day(game):
    day = game.state.day
    game.state.activations[("e1", 0, day)] = MAX_PER_NAME  # its first ability; beyond the per-object limit: a test's count
    play = next(a for a in game.legal_actions() if getattr(a, "card", None) == "s1" and a.expedition == "hero")
    game.apply(play)  # Scout joins the expedition: each Echo would react
    limits = [e for e in game.trace.events if e.kind == "limit"]
    assert {e.data.get("object") for e in limits} == {"e1", "e2"}  # e1 by its own count, e2 by the name's
    assert any("v5.0 6.3.m" in e.text and e.data.get("object") == "e2" for e in limits)
    assert not any(e.kind == "trigger" and "Echo" in e.text for e in game.trace.events)
