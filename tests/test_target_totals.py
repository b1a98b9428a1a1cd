"""Targets bounded by a total (a slot of at most three targets whose Hand Costs sum to 5 at
most; a slot of any number whose mountain statistics sum to 4 at most): the legal actions list
every declaration within the total, and only those (5.2.3.b)."""

from __future__ import annotations

from pathlib import Path

from judge.game import Game
from judge.scenario.prepare import load_game

ROOT = Path(__file__).resolve().parents[1]
COSTS = {"b1": 3, "b2": 2, "b3": 1, "b4": 4}


def _declarations(name: str) -> set[tuple[str, ...]]:
    game = load_game(ROOT / "scenarios" / "targets" / name, Game, play_steps=False)
    out = set()
    for action in game.legal_actions():
        text = str(action)
        if " plays x1 " in text:
            refs = text.split(" targeting ", 1)[1].split(", ") if " targeting " in text else []
            out.add(tuple(refs))
    return out


def test_legal_declarations_stay_within_a_total_hand_cost():
    found = _declarations("up-to-n-targets-within-a-total-hand-cost.yaml")
    sets = {tuple(r for r in refs if r != "none") for refs in found}
    assert all(sum(COSTS[r] for r in s) <= 5 and len(s) <= 3 for s in sets)
    # every set within the total is offered: {b1, b2}, {b2, b3}, {b4, b3}, {b1, b3}, each single one, none
    assert {("b1", "b2"), ("b1", "b3"), ("b2", "b3"), ("b3", "b4"), ("b1",), ("b4",), ()} <= {tuple(sorted(s)) for s in sets}
    assert ("b1", "b4") not in {tuple(sorted(s)) for s in sets}
    # a set that could still grow within the total ends with `none`; one that cannot, does not
    assert ("b1", "none") in found and ("b1", "b2") in found and ("b1", "b2", "none") not in found


def test_any_number_is_every_legal_set_within_its_total():
    found = _declarations("any-number-of-targets-within-a-total-statistic.yaml")
    mountain = {"b1": 3, "b2": 1, "b3": 2}
    sets = {tuple(sorted(r for r in refs if r != "none")) for refs in found}
    assert sets == {(), ("b1",), ("b2",), ("b3",), ("b1", "b2"), ("b2", "b3")}
    assert all(sum(mountain[r] for r in s) <= 4 for s in sets)
