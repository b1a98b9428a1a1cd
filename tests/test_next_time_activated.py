""""The next time a {D} (or {T}) ability is activated this turn, ...": the translator's reading of our
own phrases, the waiting effect travelling with a position (and a damaged one refused), undo.
The behaviour is in the ruling scenarios/effects/the-next-time-a-d-ability-is-activated.yaml."""

from __future__ import annotations

import pytest

from card_data import translate
from judge.actions import QuickAction
from judge.game import Game
from judge.position import PositionError, from_dict, to_dict
from tests.helpers import ROOT

BOARD = """\
ruling: a waiting effect travels with the position
extends: {base}
cards:
  Smoke:
    type: permanent
    cost: 1/1
    abilities:
      - quick action: {{cost: [exhaust me], do: [{{next time activated: {{activated: tap, amount: 2, object: target character}}}}]}}
  Filler: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  alice:
    landmarks: ["Smoke | #s1"]
    hero expedition: ["Filler | #f0"]
"""


@pytest.mark.parametrize("printed, arg", [
    ("{T} : The next time a {D} ability is activated this turn, target Soldier gains 2 boosts.",
     {"activated": "support", "amount": 2, "object": "target Soldier"}),
    ("{T} : The next time a {T} ability is activated this turn, another target Character gains 1 boost.",
     {"activated": "tap", "amount": 1, "object": "another target character"}),
])
def test_our_phrases_are_read(printed, arg):
    line = translate.line(printed, "permanent")
    assert line.missing is None and line.data["quick action"]["do"] == [{"next time activated": arg}]


def test_a_group_is_refused():
    line = translate.line("{T} : The next time a {D} ability is activated this turn, each Character you control gains 1 boost.",
                          "permanent")
    assert line.missing


@pytest.fixture
def game(tmp_path):
    path = tmp_path / "smoke.yaml"
    path.write_text(BOARD.format(base=ROOT / "scenarios" / "base" / "two-players.yaml"), encoding="utf-8")
    return Game.from_scenario(path)


def test_the_waiting_effect_travels_with_the_position_and_undo_takes_it_back(game):
    use = next(a for a in game.legal_actions() if isinstance(a, QuickAction) and a.source == "s1")
    game.apply(use)
    assert [r["activated"] for r in game.state.pending_times] == ["tap"]
    again = from_dict(Game, to_dict(game))
    assert again.state.pending_times == game.state.pending_times
    game.undo()
    assert game.state.pending_times == []


def test_a_damaged_waiting_effect_is_refused_in_one_line(game):
    use = next(a for a in game.legal_actions() if isinstance(a, QuickAction) and a.source == "s1")
    game.apply(use)
    data = to_dict(game)
    data["memory"]["pending_times"][0]["activated"] = "sing"
    with pytest.raises(PositionError, match="pending_times"):
        from_dict(Game, data)
    data["memory"]["pending_times"][0].update(activated="tap", object="every star in the sky")
    with pytest.raises(PositionError, match="pending_times"):
        from_dict(Game, data)
