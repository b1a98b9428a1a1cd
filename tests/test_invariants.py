"""The invariants of every position (judge/invariants.py), checked after every step of every
ruling of the corpus: an object is in one zone and knows which; nothing that ceased to exist
stays; a token only in the Expedition zone; no negative boosts or counters; ids name one object;
expeditions stay in the Adventure; no step of the game (a judge's correction aside) changes how
many cards a player has; and after the Night's Clean-up the Reserve and Landmark limits hold.
"""

from __future__ import annotations

import pytest

from judge import invariants
from judge.choices import ChoiceNeeded
from judge.table import EngineError
from judge.scenario.commands import is_ruling_file, scenario_files
from judge.scenario.run import _play, prepare
from tests.helpers import ROOT

CORPUS = [f for f in scenario_files([str(ROOT / "scenarios")]) if is_ruling_file(f)]
CORRECTIONS = ("add:", "remove:", "move:", "set:")  # a judge's corrections may change the cards


def steps_of(path):
    game, steps, *_ = prepare(path)
    yield None, game
    for step in steps:
        try:
            _play(game, step)
        except (ChoiceNeeded, EngineError):
            return  # the run stops here (the ruling says so); the position is the one checked last
        yield step, game


@pytest.mark.parametrize("path", CORPUS, ids=[str(f.relative_to(ROOT / "scenarios")) for f in CORPUS])
def test_every_position_of_the_corpus_is_sound(path):
    held = None
    for step, game in steps_of(path):
        where = f"after step {step.index + 1} ({step.text!r})" if step else "in the position as set up"
        assert invariants.problems(game.state) == [], where
        now = invariants.cards_held(game.state)
        if held is not None and not step.text.startswith(CORRECTIONS):
            # players who leave a Free for All's tiebreaker take their cards with them
            present = {p.name for p in game.state.players}
            held = {p: n for p, n in held.items() if p in present}
            assert now == held, f"{where}: cards held {dict(held)} -> {dict(now)}"
        held = now
        if game.state.phase == "night" and game.state.phase_done:
            assert invariants.limits_hold(game.state) == [], where


def test_the_checks_see_what_is_wrong():
    """Each check, shown a position broken on purpose, says so."""
    game, *_ = prepare(ROOT / "scenarios" / "dusk" / "tie-does-not-move-forward.yaml")
    state = game.state
    alice = state.player(state.players[0].name)
    obj = next(o for o in state.all_objects() if o.zone.endswith("expedition"))
    assert invariants.problems(state) == []

    obj.boosts = -1
    assert any("negative" in p and "2.4.4.a" in p for p in invariants.problems(state))
    obj.boosts = 0
    alice.zones["reserve"].append(obj)  # in two zones at once
    found = invariants.problems(state)
    assert any("2.1.a" in p for p in found)
    alice.zones["reserve"].remove(obj)
    obj.exists = False
    assert any("ceased to exist" in p for p in invariants.problems(state))
    obj.exists = True
    alice.position["hero"] = 9
    assert any("3.2.1.b" in p for p in invariants.problems(state))
    alice.position["hero"] = 0
    assert invariants.problems(state) == []
    before = invariants.cards_held(state)
    alice.zones["discard"].append(type(obj)("x9", obj.card, alice.name, alice.name, "discard", 0))
    assert invariants.cards_held(state) != before


def test_a_reaction_to_clean_up_may_leave_the_reserve_past_its_limit(tmp_path):
    """v5.0 4.2.5.c remark: a Reaction triggered off Clean-up may put objects in a zone past its
    limit. A Landmark sacrificed at Clean-up whose reaction Resupplies leaves the Reserve one card
    over: the limits check counts what was there when Clean-up ended, not what came after; a
    Reserve over its limit as Clean-up ended is still caught."""
    from judge import Game

    scenario = tmp_path / "cleanup.yaml"
    scenario.write_text(f"""ruling: test
edition: v5.0
extends: {ROOT / 'scenarios' / 'base' / 'two-players.yaml'}
cards:
  Watchtower: {{type: permanent, subtypes: [Landmark], cost: 2/2}}
  Cairn:
    type: permanent
    subtypes: [Landmark]
    cost: 2/2
    abilities: [{{when: i am sacrificed, do: [resupply: you]}}]
  Filler: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  alice:
    landmarks: ["Watchtower | #l1", "Watchtower | #l2", "Cairn | #l3"]
    reserve: ["Filler | #r1", "Filler | #r2"]
    deck: ["Filler | #d1", "Filler | #d2"]
steps:
  - both pass
  - choose: {{alice: {{keep landmarks: [l1, l2], keep in reserve: [r1, r2]}}}}
  - play until end of day
expect: []
""", encoding="utf-8")
    game = Game.from_scenario(str(scenario))
    reserve = game.state.player("alice").zones["reserve"]
    assert [o.uid for o in reserve] == ["r1", "r2", "d1"]  # the reaction's Resupply came after Clean-up
    assert invariants.limits_hold(game.state) == []
    game.state.cleaned_at = reserve[-1].number + 1  # as if d1 had been there when Clean-up ended
    assert invariants.limits_hold(game.state) == ["alice has 3 objects in their reserve after Clean-up (limit 2)"]
