""""Choose one. If X, you may choose both": the legal actions offer both modes (in either order)
only while X holds, each with the targets of the chosen modes (5.2.3.c-d)."""

from __future__ import annotations

from judge import Game, Play
from tests.helpers import ROOT

RULING = ROOT / "scenarios" / "play" / "choose-one-or-both-if-behind-or-tied.yaml"


def _modes(game: Game) -> dict[int, set]:
    out: dict[int, set] = {}
    for a in game.legal_actions():
        if isinstance(a, Play) and a.card == "m1":
            out.setdefault(a.mode, set()).add(a.targets)
    return out


def test_both_modes_offered_only_while_the_condition_holds():
    game = Game.from_scenario(RULING, play_steps=False)
    modes = _modes(game)
    assert sorted(modes) == [1, 2, 3, 4]
    assert modes[1] == {()}  # drawing has no target
    assert len(modes[2]) == len(modes[3]) == len(modes[4]) == 4  # a target expedition: any of the four
    game.state.player("alice").position["hero"] = 2  # ahead of bob's: not behind or tied
    game2 = Game.from_dict(game.to_dict())
    assert sorted(_modes(game2)) == [1, 2]
