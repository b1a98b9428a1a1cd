"""The console, driven through prompt-toolkit's pipe input, as a judge would type."""

from __future__ import annotations

import json

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from judge.console.app import run
from judge.console.session import Session
from tests.helpers import run_judge

BUILD = [
    "card Bruiser type=character cost=3/3 stats=4/4/4",
    "card Wall type=character cost=2/2 stats=1/1/1 keywords=Defender",
    "add alice hero expedition Bruiser | #b",
    "add alice hero expedition Wall | #w",
    "add bob hero expedition Ordis Recruit 1/1/1 Soldier token",
]


def drive(lines: list[str], path=None) -> list[str]:
    printed: list[str] = []
    with create_pipe_input() as inp:
        inp.send_text("\n".join(lines) + "\n")
        run(path, input=inp, output=DummyOutput(), write=printed.append)
    return printed


def test_build_step_back_branch_save_and_replay(tmp_path):
    saved = tmp_path / "ruling.yaml"
    out = drive(BUILD + [
        "add alice hero expedition Nope",            # refused, the console goes on
        "set alice hero expedition at 9",            # refused with the rule (3.2.1.b)
        "both pass",
        "until dusk",
        "next",                                      # Progress: Defender stops alice
        "why alice hero expedition",
        "back 2",                                    # before Dusk again
        "show alice hero expedition",
        "what-if remove w",                          # without the Defender, it moves
        "until end of day",
        f"save {saved} with expectations",
        "quit",
    ])
    text = "\n".join(out)
    assert "refused: unknown card 'Nope'" in text
    assert "refused:" in text and "3.2.1.b" in text
    assert "Wall (w) has Defender" in text and "7.4.1.b" in text
    assert "7.4.1.b  An expedition containing a character with Defender cannot move forward during Dusk." in text
    assert "undone: next; until dusk" in text
    assert "alice hero expedition: Bruiser (b), Wall (w)" in text
    assert "they first differ at event 1" in text and "alice hero expedition moves forward to region 1" in text
    assert out[-1] == "bye"
    # judge run reproduces the saved position and steps to the same outcome
    code, stdout, stderr = run_judge("run", "--json", str(saved))
    assert code == 0, stderr
    result = json.loads(stdout)
    assert result["passed"] is True
    assert result["final"]["players"]["alice"]["hero expedition at"] == 0
    assert result["final"]["players"]["alice"]["reserve"] == ["b", "w"]


def test_errors_never_leave_the_console():
    out = drive(["frobnicate", "remove ghost", "alice plays nothing from hand in hero expedition", "back", "show",
                 "rule 9.9.9", "help", "quit"])
    text = "\n".join(out)
    assert "refused:" in text
    assert "nothing to undo" in text
    assert "no rule 9.9.9" in text
    assert out[-1] == "bye"


def test_undo_redo_any_number_of_commands():
    s = Session()
    for line in BUILD:
        assert not s.execute(line).startswith("refused"), line
    s.execute("both pass")
    s.execute("until night")
    assert s.game.state.phase == "night"
    s.execute("back 2")
    assert s.game.state.phase == "afternoon" and not s.game.state.passed
    assert "Ordis Recruit" in s.execute("show bob hero expedition")
    s.execute("forward 2")
    assert s.game.state.phase == "night"
    s.execute("back 4")  # past the first step, into the set-up: the token and the Wall go too
    assert [o.uid for o in s.game.state.player("alice").expeditions["hero"]] == ["b"]
    assert s.execute("show bob hero expedition") == "bob hero expedition: empty"


def test_step_shows_one_event_at_a_time_and_back_goes_back_in_them():
    s = Session()
    for line in [b for b in BUILD if "Wall" not in b] + ["both pass", "until dusk"]:  # no Defender
        s.execute(line)
    first = s.execute("step")
    assert first.splitlines() == ["day 1 · dusk"]
    second = s.execute("step")
    assert second.strip().startswith("progress")
    assert "back to event 1" in s.execute("back")
    assert s.execute("step").strip().startswith("progress")
    # step on to the move: the board shown is the one at that event, not the step's end
    for _ in range(50):
        if "moves forward to region 1" in s.execute("step"):
            break
    else:
        raise AssertionError("alice's hero expedition never moved")
    assert "alice: hero expedition in region 1" in s.execute("show")
    s.execute("back 3")
    assert "alice: hero expedition in region 0" in s.execute("show")


def test_a_choice_the_position_needs_is_asked_not_made():
    s = Session()
    s.execute("card C type=character stats=1/1/1")
    for i in range(3):
        s.execute(f"add alice reserve C | #c{i}")
    out = s.execute("both pass")
    out = s.execute("until end of day")
    assert out.startswith("stopped: alice must choose which objects to keep in their Reserve")
    assert s.game.state.phase == "afternoon"  # nothing half-done
    s.execute("choose alice keep in reserve c0, c2")
    s.execute("until end of day")
    assert [o.uid for o in s.game.state.player("alice").zones["reserve"]] == ["c0", "c2"]


def test_save_never_overwrites_without_confirmation(tmp_path):
    path = tmp_path / "x.yaml"
    path.write_text("keep me\n", encoding="utf-8")
    s = Session()
    assert "exists: overwrite it? (y/n)" in s.execute(f"save {path}")
    assert "unchanged" in s.execute("n")
    assert path.read_text() == "keep me\n"
    s.execute(f"save {path}")
    assert s.execute("y").startswith("saved")
    assert path.read_text().startswith("ruling:")


def test_unsaved_work_asks_before_leaving():
    out = drive(BUILD[:1] + ["quit", "n", "show", "quit", "y"])
    assert out[-1] == "bye"
    assert any(line.startswith("day 1") for line in out)  # the console went on after "n"


def test_opening_a_file_replays_its_steps_so_they_can_be_undone():
    s = Session.open("scenarios/dusk/tie-does-not-move-forward.yaml")
    assert s.game.state.phase == "night"
    s.execute("back 1")
    assert s.game.state.phase != "night"


def test_completion_offers_commands_cards_objects_and_rules():
    from prompt_toolkit.document import Document

    from judge.console.app import ConsoleCompleter

    s = Session()
    for line in BUILD:
        s.execute(line)
    c = ConsoleCompleter(s)
    words = lambda text: [x.text for x in c.get_completions(Document(text), None)]  # noqa: E731
    assert "what-if" in words("wh")
    assert "Bruiser" in words("add alice hero expedition Br")
    assert "7.4.1.b" in words("rule 7.4.1.")
    assert "dusk" in words("until du")
