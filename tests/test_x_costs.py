"""A quick action's "{X}" cost (v5.0 7.1.4.c): X declared with the costs (5.1.2.c), as a decision
whose legal answers run from 0 to what the ready Mana Orbs can pay beside the other costs, and
to a bound the ability states; an answer outside them is refused and changes nothing."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge import Game, IllegalAction
from judge.abilities import AbilityError, parse_ability
from judge.actions import Action, Answer

ROOT = Path(__file__).resolve().parent.parent


def _using(name: str) -> Game:
    game = Game.from_scenario(ROOT / "scenarios" / "costs" / name, play_steps=False)
    use = next(a for a in game.legal_actions() if str(a).startswith("alice uses"))
    game.apply(use)
    return game


def test_x_is_offered_from_zero_to_the_bound():
    game = _using("x-mana-cost-bounded-by-a-count.yaml")  # five ready Mana Orbs, two cards in Reserve
    d = game.decision()
    assert d.player == "alice" and d.rule == "5.1.2.b" and d.options == ("0", "1", "2")
    with pytest.raises(IllegalAction):
        game.apply(Answer("alice", d.kind, "3"))
    assert game.decision() == d  # refused: nothing changed


def test_x_is_offered_up_to_the_ready_mana_orbs():
    game = _using("x-mana-cost-declared-with-the-costs.yaml")  # four ready Mana Orbs, no other Mana cost
    assert game.decision().options == ("0", "1", "2", "3", "4")


@pytest.mark.parametrize("ability, message", [
    ({"quick action": {"cost": ["exhaust me"], "do": [{"gain boosts": {"object": "me", "amount": "x"}}]}}, "x mana"),
    ({"quick action": {"cost": ["exhaust me"], "x max": "card in your reserve", "do": [{"draw": 1}]}}, "x mana"),
    ({"quick action": {"cost": ["x mana", "x mana"], "do": [{"draw": "x"}]}}, "one x mana"),
    ({"quick action": {"cost": ["x mana"], "x max": 5, "do": [{"draw": "x"}]}}, "x max (what X can't be higher than"),
    ({"quick action": {"cost": ["x mana"], "do": [{"create token": {"token": "Moth 1/1/1", "in": "my expedition", "count": "x",
                                                                     "per": "card in your reserve"}}]}}, "without per"),
])
def test_x_is_the_mana_paid_for_an_x_cost_only(ability, message):
    with pytest.raises(AbilityError) as exc:
        parse_ability(ability)
    assert message in str(exc.value)
