"""Targets in a Reserve (the published sets): "target Character in Reserve" offers the Character
cards in every player's Reserve and nothing in play; "in play or in Reserve" offers both."""

from __future__ import annotations

from pathlib import Path

from judge import Game
from judge.actions import Play

RULING = Path(__file__).resolve().parent.parent / "scenarios" / "targets" / "a-character-in-reserve.yaml"


def _targets(game: Game, card: str) -> set[str]:
    return {t for a in game.legal_actions() if isinstance(a, Play) and a.card == card for t in a.targets}


def test_in_reserve_offers_reserves_only_and_in_play_or_in_reserve_both():
    game = Game.from_scenario(RULING, play_steps=False)
    assert _targets(game, "cuppa") == {"b1"}                   # bob's Reserve; not a1 or b2, in play
    assert _targets(game, "overflow") == {"b1", "a1", "b2"}    # in a Reserve or in play
