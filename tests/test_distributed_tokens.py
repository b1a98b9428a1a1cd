"""Tokens distributed among any number of target expeditions: the legal actions list each
distribution once (an expedition named once per token it gets, 5.2.3.b)."""

from __future__ import annotations

from judge import Game, Play
from tests.helpers import ROOT

RULING = ROOT / "scenarios" / "effects" / "tokens-distributed-among-target-expeditions.yaml"


def test_legal_actions_list_every_distribution_once():
    game = Game.from_scenario(RULING, play_steps=False)
    plays = [a for a in game.legal_actions() if isinstance(a, Play) and a.card == "s"]
    shares = {tuple(sorted(a.targets)) for a in plays}
    assert len(plays) == len(shares) == 20  # three tokens among four expeditions: C(3 + 3, 3) multisets
    assert ("alice hero", "alice hero", "alice hero") in shares
    assert ("alice companion", "alice hero", "bob hero") in shares
    chosen = next(a for a in plays if sorted(a.targets) == ["alice hero", "bob companion", "bob companion"])
    game.apply(chosen)
    state = game.state
    assert len(state.player("bob").expeditions["companion"]) == 2
    assert len(state.player("alice").expeditions["hero"]) == 2  # the Drillmaster and one token
