"""Clean-up with a passive ability that lets its controller keep one more card in Reserve, only
if that card is exhausted (Frozen Reprocessor, ALIZE; judge/night.py _keep_more): the legal sets,
a refused answer, the decision unchanged without the ability, and the translation."""

from __future__ import annotations

from pathlib import Path

import pytest

from judge import Answer, DecisionKind, Game, IllegalAction

PASSIVE = "you may keep one more exhausted card in reserve during night"


def _scenario(tmp_path: Path, landmarks: str, bob_landmarks: str = "", choose: str = "") -> Path:
    path = tmp_path / "keep.yaml"
    path.write_text(f"""ruling: Clean-up over the reserve limit with exhausted and ready cards
cards:
  Keeper: {{type: permanent, cost: 2/2, abilities: [{{passive: {PASSIVE}}}]}}
  C: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  phase: afternoon
  alice:
    landmarks: [{landmarks}]
    reserve: ["C | #r1", "C | #r2", "C | #r3", "C | #e1 | exhausted"]
  bob:
    landmarks: [{bob_landmarks}]
steps:
  - both pass
{choose}  - play until end of day
""", encoding="utf-8")
    return path


def _sets(d) -> list[list[str]]:
    return sorted(sorted(o) for o in d.options)


def test_the_extra_card_must_be_exhausted(tmp_path):
    game = Game.from_scenario(_scenario(tmp_path, '"Keeper | #k"'))
    d = game.decision()
    assert (d.player, d.kind, d.rule) == ("alice", DecisionKind.KEEP_IN_RESERVE, "4.2.5.c")
    pairs = [["e1", "r1"], ["e1", "r2"], ["e1", "r3"], ["r1", "r2"], ["r1", "r3"], ["r2", "r3"]]
    # the limit (2, no Hero), or 3 with the exhausted card among them; never 3 ready ones, never 4
    assert _sets(d) == sorted(pairs + [["e1", "r1", "r2"], ["e1", "r1", "r3"], ["e1", "r2", "r3"]])
    with pytest.raises(IllegalAction):
        game.apply(Answer("alice", DecisionKind.KEEP_IN_RESERVE, ("r1", "r2", "r3")))
    game.apply(Answer("alice", DecisionKind.KEEP_IN_RESERVE, ("r1", "e1", "r3")))
    alice = game.state.player("alice")
    assert sorted(o.uid for o in alice.zones["reserve"]) == ["e1", "r1", "r3"]
    assert [o.uid for o in alice.zones["discard"]] == ["r2"]
    assert any(e.kind == "keep" and "Keeper (k)" in e.text and "4.2.5.d" in e.rules for e in game.trace.events)


def test_keeping_the_limit_is_still_legal(tmp_path):
    game = Game.from_scenario(_scenario(tmp_path, '"Keeper | #k"'))
    game.apply(Answer("alice", DecisionKind.KEEP_IN_RESERVE, ("r1", "r2")))
    assert sorted(o.uid for o in game.state.player("alice").zones["reserve"]) == ["r1", "r2"]


def test_a_given_answer_of_three_ready_cards_stops_the_run(tmp_path):
    from judge.scenario.run import run

    result = run(_scenario(tmp_path, '"Keeper | #k"', choose="  - choose: {alice: {keep in reserve: [r1, r2, r3]}}\n"))
    assert result.stopped is not None and "4.2.5.c" in result.stopped and "2 or 3 of" in result.stopped
    ok = run(_scenario(tmp_path, '"Keeper | #k"', choose="  - choose: {alice: {keep in reserve: [r1, e1, r2]}}\n"))
    assert ok.stopped is None
    assert sorted(o.uid for o in ok.game.state.player("alice").zones["reserve"]) == ["e1", "r1", "r2"]


@pytest.mark.parametrize("mine, theirs", [("", ""), ("", '"Keeper | #k"')])
def test_without_the_ability_the_decision_is_unchanged(tmp_path, mine, theirs):
    """No such ability, or only the opponent's: exactly the limit, any two."""
    game = Game.from_scenario(_scenario(tmp_path, mine, theirs))
    d = game.decision()
    assert all(len(o) == 2 for o in d.options) and len(d.options) == 6
    with pytest.raises(IllegalAction):
        game.apply(Answer("alice", DecisionKind.KEEP_IN_RESERVE, ("r1", "e1", "r3")))


def test_the_passive_is_read_and_translated():
    from card_data import translate
    from judge import words
    from judge.abilities import parse_ability, render_ability

    assert words.passive(PASSIVE).kind == "keep one more exhausted"
    assert render_ability(parse_ability({"passive": PASSIVE})) == "You may keep one more exhausted card in reserve during night."
    def printed(what: str) -> str:  # the card's line, built here so that no file holds it whole
        return f"You may keep {what} in Reserve during Night if it's exhausted."

    assert translate.line(printed("one more card"), "permanent").data == {"passive": PASSIVE}
    assert translate.line(printed("two more cards"), "permanent").data is None
    assert translate.line(printed("one more Character"), "permanent").data is None


def test_the_invariant_allows_the_exhausted_extra_only(tmp_path):
    from judge import invariants
    from judge.enums import Status

    game = Game.from_scenario(_scenario(tmp_path, '"Keeper | #k"'))
    game.apply(Answer("alice", DecisionKind.KEEP_IN_RESERVE, ("r1", "e1", "r3")))
    assert invariants.limits_hold(game.state) == []
    e1 = next(o for o in game.state.player("alice").zones["reserve"] if o.uid == "e1")
    e1.drop_status(Status.EXHAUSTED)  # three ready cards for a limit of 2: not what Clean-up leaves
    assert invariants.limits_hold(game.state) == ["alice has 3 objects in their reserve after Clean-up (limit 2)"]
