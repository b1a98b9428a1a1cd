"""A run stopped at a decision waits there, and its answer goes on from there (judge/game.py):
the same game, event for event, as replaying the action from its start with the answers."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
import yaml

from judge import Game

ROOT = Path(__file__).resolve().parent.parent


def _real_decks(pair: int) -> dict[str, list[str]]:
    decks = yaml.safe_load((ROOT / "tests" / "data" / "real_decks.yaml").read_text(encoding="utf-8"))
    names = sorted(decks)
    a, b = names[(2 * pair) % len(names)], names[(2 * pair + 7) % len(names)]
    return {"alice": decks[a], "bob": decks[b]}


def _play(seed: int, resume: bool, decks=None, detours: bool = False) -> tuple[str, str, int]:
    """A random game to its end; with `detours`, now and then an undo of an answer and the same
    answer again, or an answer given to a copy first."""
    game = Game.new(players=["alice", "bob"], decks=decks, seed=seed, max_days=12)
    game.resume = resume
    rng = random.Random(seed)
    answers = 0
    while not game.is_over():
        action = rng.choice(game.legal_actions())
        pending = game.pending is not None
        if detours and pending and rng.random() < 0.3:
            twin = game.copy()
            twin.apply(action)  # the copy replays; the original still waits
        game.apply(action)
        answers += pending
        if detours and pending and rng.random() < 0.2:
            game.undo()
            game.apply(action)
    return game.trace.render(), json.dumps(game.to_dict(), sort_keys=True, default=str), answers


@pytest.mark.parametrize("seed", range(12))
def test_going_on_from_a_decision_is_replaying_it(seed):
    waited, replayed = _play(seed, True), _play(seed, False)
    assert waited[2] > 0  # the game had decisions in mid-run
    assert waited == replayed


@pytest.mark.parametrize("pair", range(6))
def test_the_same_with_the_published_sets_decks(pair):
    decks = _real_decks(pair)
    assert _play(pair, True, decks) == _play(pair, False, decks)


@pytest.mark.parametrize("seed", range(6))
def test_undo_and_copies_while_a_run_waits(seed):
    assert _play(seed, True, detours=True) == _play(seed, False, detours=True)


def _at_a_decision(seed: int = 1) -> Game:
    game = Game.new(players=["alice", "bob"], seed=seed)
    rng = random.Random(seed)
    while game.pending is None:
        game.apply(rng.choice(game.legal_actions()))
    return game


def test_a_waiting_run_leaves_the_position_and_trace_as_they_were():
    game = _at_a_decision()
    before = (json.dumps(game.to_dict(), sort_keys=True, default=str), game.trace.render(), game.trace.depth)
    assert game._waiting is not None  # the run waits aside
    game.undo()
    assert game._waiting is None
    game.apply(game.legal_actions()[0])  # the first action again: it stops at the same decision
    assert (json.dumps(game.to_dict(), sort_keys=True, default=str), game.trace.render(), game.trace.depth) == before


def test_an_illegal_answer_changes_nothing_and_the_run_still_waits():
    from judge import Action, IllegalAction
    from judge.actions import Answer

    game = _at_a_decision()
    d = game.decision()
    with pytest.raises(IllegalAction):
        game.apply(Answer(d.player, d.kind, "no such option"))
    assert game._waiting is not None
    twin = game.copy()
    answer = game.legal_actions()[0]
    game.apply(answer)
    twin.apply(Action.parse(twin, str(answer)))
    assert game.trace.render() == twin.trace.render()
