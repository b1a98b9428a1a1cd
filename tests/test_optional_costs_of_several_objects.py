"""An optional play cost of several objects (two boosts of Characters its player controls, two
Characters sacrificed, for less): the legal actions list each way to pay it once, a different
object (or boost) for each cost, and an action's text reads back to the same action (Action.parse);
ruling costs/an-optional-cost-of-several-objects shows the play itself."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge import Action, Game, IllegalAction
from judge.actions import Play

SCENARIO = """\
ruling: an optional cost of several objects
extends: {base}
cards:
  Molting:
    type: spell
    cost: 2/2
    abilities: [passive: "spend 1 boost from a character you control and spend 1 boost from a character you control as you play me: i cost 1 less"]
    effect: [draw: 1]
  Colossus:
    type: character
    cost: 4/4
    stats: 4/4/4
    abilities: [passive: "sacrifice a character and sacrifice a character as you play me: i cost 2 less"]
  Scout: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  alice:
    hand: ["Molting | #m", "Colossus | #c"]
    hero expedition: ["Scout | #h | boosts 2", "Scout | #o | boosts 1"]
    companion expedition: ["Scout | #s"]
    deck: ["Scout | #d1"]
    mana: 2
"""


@pytest.fixture
def game(tmp_path: Path) -> Game:
    base = Path(__file__).resolve().parent.parent / "scenarios" / "base" / "two-players.yaml"
    path = tmp_path / "several.yaml"
    path.write_text(SCENARIO.format(base=base), encoding="utf-8")
    return Game.from_scenario(path)


def _ways(game: Game, card: str) -> set[str]:
    return {a.pay_with for a in game.legal_actions() if isinstance(a, Play) and a.card == card and a.pay_with}


def test_each_way_to_pay_is_listed_once(game):
    # two boosts: both from h, or one from h and one from o (o has one only); the order of equal costs does not count
    assert _ways(game, "m") == {"h,h", "h,o"}
    # two Characters: any two different ones of three, each pair once; 4 - 2 = 2 Mana, which alice has
    assert {tuple(sorted(w.split(","))) for w in _ways(game, "c")} == {("h", "o"), ("h", "s"), ("o", "s")}
    assert len(_ways(game, "c")) == 3


def test_an_actions_text_reads_back(game):
    action = next(a for a in game.legal_actions() if isinstance(a, Play) and a.card == "m" and a.pay_with == "h,h")
    assert str(action).endswith("paying with h and h")
    assert Action.parse(game, str(action)) == action
    game.apply(action)
    assert next(o for o in game.state.all_objects() if o.uid == "h" and o.exists).boosts == 0
    assert [o.uid for o in game.state.player("alice").zones["hand"]] == ["c", "d1"]


def test_a_payer_used_twice_or_too_few_is_illegal(game):
    with pytest.raises(IllegalAction):
        game.apply(Action.parse(game, "alice plays c from hand in hero expedition paying with o and o"))
    with pytest.raises(IllegalAction):
        game.apply(Action.parse(game, "alice plays m from hand paying with o and o"))  # o has one boost
    with pytest.raises(IllegalAction):
        game.apply(Action.parse(game, "alice plays m from hand paying with h"))  # one object for two costs
