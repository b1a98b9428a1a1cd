"""The engine as a library: positions, snapshots, determinism; scenario files at the edge."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.scenario.load import ScenarioError
from judge.scenario.run import prepare, run
from tests.helpers import ROOT, run_judge

DATA = Path(__file__).parent / "data" / "scenarios"
DEFENDER = ROOT / "scenarios" / "dusk" / "defender-stops-its-expedition-at-dusk-even-when-winning.yaml"


def test_same_scenario_same_trace_byte_for_byte():
    a = run_judge("run", str(DEFENDER))
    b = run_judge("run", str(DEFENDER))
    assert a[0] == 0 and a == b
    ja = run_judge("run", "--json", str(DEFENDER))
    jb = run_judge("run", "--json", str(DEFENDER))
    assert ja == jb and json.loads(ja[1])["passed"] is True


def test_shuffles_follow_the_seed(tmp_path):
    text = (
        "ruling: setup shuffles with the seed\nseed: {seed}\ncards:\n  C: {{type: character, stats: 1/1/1}}\n"
        "position:\n  phase: setup\n  first player: random\n"
        "  alice: {{deck: [{alice}]}}\n  bob: {{deck: [{bob}]}}\n"
    )
    deck = lambda p: ", ".join(f'"C | #{p}{i}"' for i in range(1, 9))  # noqa: E731
    from judge.setup import setup

    seen = {}
    for seed in (1, 1, 2):
        game, *_ = prepare(_write(tmp_path / f"s{seed}.yaml", text.format(seed=seed, alice=deck("a"), bob=deck("b"))))
        setup(game)
        got = ([o.uid for o in game.state.player("alice").zones["deck"]], game.state.first_player)
        assert seen.setdefault(seed, got) == got  # the same seed, the same shuffle
    assert seen[1] != seen[2]
    assert sorted(seen[1][0]) == [f"a{i}" for i in range(1, 9)]


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def test_snapshot_and_restore_undo_a_phase():
    game, steps, *_ = prepare(DEFENDER)
    for step in steps[:1]:
        step.run(game)
    before = game.snapshot()
    positions = {p.name: dict(p.position) for p in game.state.players}
    n_events = len(game.trace.events)
    game.end_of_day()
    assert game.state.phase == "night" and game.state.phase_done
    game.restore(before)
    assert game.state.phase == "afternoon" and not game.state.phase_done
    assert {p.name: dict(p.position) for p in game.state.players} == positions
    assert len(game.trace.events) == n_events
    game.end_of_day()  # and it plays out the same way again
    assert game.state.player("alice").zones["reserve"]


def test_copy_is_independent():
    game, *_ = prepare(DEFENDER)
    copy = game.state.copy()
    copy.player("alice").position["hero"] = 5
    copy.player("alice").expeditions["hero"][0].boosts = 9
    assert game.state.player("alice").position["hero"] == 0
    assert game.state.player("alice").expeditions["hero"][0].boosts == 0


def test_yaml_syntax_error_names_file_and_line():
    code, out, err = run_judge("run", str(DATA / "bad-syntax.yaml"))
    assert code == 2 and "Traceback" not in err
    assert err.strip().startswith(f"{DATA / 'bad-syntax.yaml'}:")
    assert "YAML syntax" in err


def test_every_problem_is_named_on_one_line():
    """Bad input is one line on standard error: the first problem with its file and line, then
    each further one with its line."""
    code, out, err = run_judge("run", str(DATA / "bad-fields.yaml"))
    assert code == 2 and "Traceback" not in err and out == ""
    lines = err.strip().splitlines()
    assert len(lines) == 1, lines
    (line,) = lines
    f = str(DATA / "bad-fields.yaml")
    assert line.startswith(f"{f}:7: ") and "day" in line.split("; also")[0], line
    assert "; also 9: unknown field 'hero expediton'" in line, line
    assert "; also 13: " in line and "region" in line and "3.2.1.b" in line, line


def test_impossible_position_cites_the_rule_it_breaks():
    with pytest.raises(ScenarioError) as exc:
        prepare(DATA / "bad-position.yaml")
    msgs = [str(p) for p in exc.value.problems]
    f = str(DATA / "bad-position.yaml")
    assert any("3.2.6.b" in m and m.startswith(f"{f}:10:") for m in msgs), msgs  # a second Hero
    assert any("2.1.a" in m for m in msgs), msgs  # one id for two objects
    assert any("hidden zone" in m and "3.1.3.d" in m and m.startswith(f"{f}:11:") for m in msgs), msgs


def test_unknown_card_and_step_and_expectation(tmp_path):
    path = _write(tmp_path / "x.yaml", "ruling: x\nposition:\n  alice: {reserve: [Ghost]}\n  bob: {}\nsteps:\n  - dance\n"
                  "expect:\n  - Ghost is somewhere\n")
    with pytest.raises(ScenarioError) as exc:
        prepare(path)
    msgs = [str(p) for p in exc.value.problems]
    assert any(m.startswith(f"{path}:3:") and "unknown card 'Ghost'" in m for m in msgs)
    assert any(m.startswith(f"{path}:6:") and "unknown step 'dance'" in m for m in msgs)
    assert any(m.startswith(f"{path}:8:") and "unknown expectation" in m for m in msgs)


def test_a_missing_choice_stops_with_who_what_options_and_rule():
    result = run(DATA / "needs-choice.yaml")
    assert not result.passed
    assert result.stopped == ("stopped: alice must choose which objects to keep in their Reserve (reserve limit 2) "
                              "(4.2.5.c): 2 of a, b, c")
    # nothing was discarded: the engine did not pick
    assert len(result.game.state.player("alice").zones["reserve"]) == 3
    code, out, err = run_judge("run", str(DATA / "needs-choice.yaml"))
    assert code == 1 and "alice must choose" in out


def test_schema_is_json_schema():
    code, out, err = run_judge("schema")
    assert code == 0
    schema = json.loads(out)
    assert schema["type"] == "object"
    assert {"ruling", "position", "steps", "expect"} <= set(schema["properties"])


def test_check_runs_the_corpus():
    code, out, err = run_judge("check", "scenarios/dusk")
    assert code == 0, out
    assert out.strip().splitlines()[-1].endswith("0 failed")


@pytest.mark.parametrize("content, message", [
    (b"\xff\xfe\x00binary", "not UTF-8 text"),
    (b"", "the file is empty"),
    (b"- a list\n", "a scenario is a mapping"),
])
def test_bad_scenario_files_get_one_line_and_exit_2(tmp_path, content, message):
    path = tmp_path / "bad.yaml"
    path.write_bytes(content)
    for command in ("run", "check"):
        code, out, err = run_judge(command, str(path))
        assert code == 2 and "Traceback" not in err
        assert message in (err + out)
    code, out, err = run_judge("run", str(tmp_path))
    assert code == 2 and err.strip().endswith("judge check runs a folder)")
