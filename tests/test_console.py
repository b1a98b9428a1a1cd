"""The console, driven through prompt-toolkit's pipe input, as a judge would type."""

from __future__ import annotations

import copy
import json
import os
import re

import pytest
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from judge.console.app import run
from judge.console.session import HELP, Session
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


# -- issue 8: every bad input is one line, nothing is lost ---------------------------------------
PYTHON_TEXT = ("Traceback", "invalid literal", "Errno", "Error:", "Error(", "SystemExit", "NoneType")


def no_python(text: str) -> str:
    assert not any(t in text for t in PYTHON_TEXT), text
    return text


@pytest.mark.parametrize("line, says", [
    ("search", "usage: search WORDS"),
    ("ask", "usage: ask TEXT"),
    ("rule", "usage: rule ID"),
    ("term --json", "usage: term NAME"),
    ("search --limit x tokens", "--limit takes a number of results from 1 to 100, e.g. search tokens --limit 10 (not 'x')"),
    ("search tokens --limit -5", "--limit takes a number of results from 1 to 100"),
    ("ask defender --limit 100000000000", "--limit takes a number of results from 1 to 100"),
    ("search tokens --edition", "--edition takes a value, e.g. --edition builtin"),
    ("rule --help", "usage: rule [-h]"),
    ("search -h", "usage: search [-h]"),
    ("rule 7.4.1.b --nope", "unrecognized arguments: --nope"),
])
def test_rule_commands_answer_and_never_exit(line, says):
    s = Session()
    out = s.execute(line)  # SystemExit from the command line's parser would end the test here
    assert says in out
    assert "judge " not in out.splitlines()[0]  # said as typed in the console: `search`, not `judge search`
    assert s.execute("rule 7.4.1.b").startswith("7.4.1.b")


def test_rule_commands_keep_their_options_and_words():
    s = Session()
    assert '"id": "7.4.1.b"' in s.execute("rule 7.4.1.b --json")
    assert len([x for x in s.execute("search tokens --limit 2").splitlines() if x[:3].strip().rstrip(".").isdigit()]) == 2
    assert "no term" in s.execute("term -x")  # a word that starts with - is a word to look up
    out = s.execute("search x --limit 1 -- -y")  # after --, words; the limit still holds (a note of what
    assert len([x for x in out.splitlines() if x[:3].strip().rstrip(".").isdigit()]) <= 1  # another edition covers may precede)
    assert "unrecognized arguments: --limit" in s.execute("refs 7.4.1.b --limit 3")  # refs has no --limit
    assert s.execute("help nope").startswith("no command 'nope'; the commands are:\nshow [board")
    assert s.execute("help BACK") == HELP["back"]


def test_a_parser_exit_with_unsaved_work_keeps_the_console_and_the_question():
    out = drive(BUILD[:1] + ["search", "ask", "search --limit x tokens", "rule --help", "show", "quit", "n", "quit", "y"])
    text = no_python("\n".join(out))
    assert "usage: search WORDS" in text and "usage: ask TEXT" in text and "usage: rule [-h]" in text
    assert any(line.startswith("day 1") for line in out)  # still there after them
    assert "staying: save FILE keeps the work" in text  # the question was asked, and "n" kept it
    assert out[-1] == "bye"


@pytest.mark.parametrize("line, says", [
    ("back abc", "back takes a number of commands from 1 to 10000, e.g. back 2 (not 'abc')"),
    ("back -1", "back takes a number of commands from 1 to 10000, e.g. back 2 (not '-1')"),
    ("back 0", "back takes a number of commands"),
    ("forward 1000000000", "forward takes a number of commands from 1 to 10000, e.g. forward 2"),
    ("step 10**9", "step takes a number of events from 1 to 10000, e.g. step 3 (not '10**9')"),
    ("step -3", "step takes a number of events"),
    ("events abc", "events takes a number of events from 1 to 10000, e.g. events 20 (not 'abc')"),
    ("events ٣", "events takes a number of events"),  # int() reads other scripts' digits: not a count here
    ("events " + "9" * 1500, "events takes a number of events"),  # a thousand digits is a typo, not a count
    ("why event 99", "why event takes an event number from 0 to"),
    ("why event " + "9" * 1500, "why event takes an event number"),
    ("set day abc", "refused: set day takes a day number from 1 to 999, e.g. set day 2 (not 'abc')"),
    ("set day 0", "set day takes a day number from 1 to 999"),
    ("set day 99999999999999999999", "set day takes a day number from 1 to 999"),
    ("set alice hero expedition at -1", "refused: a region is 0 (the hero region) to 7 (the companion region), not '-1' (3.2.1.b)"),
    ("set alice hero expedition at 8", "(3.2.1.b)"),
    ("set alice hero expedition at x", "not 'x' (3.2.1.b)"),
])
def test_every_number_is_checked_and_bounded(line, says):
    s = Session()
    for b in BUILD:
        s.execute(b)
    s.execute("alice passes")
    before = (s.game.state.phase, len(s.undo), copy.deepcopy(s.doc))
    assert says in no_python(s.execute(line))
    assert (s.game.state.phase, len(s.undo), s.doc) == before  # refused before anything moved


def test_numbers_in_range_still_work():
    s = Session()
    s.execute("set alice hero expedition at 3")
    s.execute("set bob companion expedition at companion region")
    s.execute("set day 4")
    assert s.game.state.day == 4 and s.game.state.player("alice").position["hero"] == 3
    assert "undone:" in s.execute("back 3")


@pytest.mark.parametrize("line, says", [
    ("set b boosts -3", "2.4.4.a"),                                            # no negative boosts
    ("add alice hand Ordis Recruit 1/1/1 Soldier token", "(2.1.d)"),          # tokens only in expeditions
    ("add alice deck Ordis Recruit 1/1/1 Soldier token", "(2.1.d)"),
    ("card Huge type=character cost=99999999999999999999/1 stats=1/1/1", "refused: cost"),
    ("show zed hand", "refused: 'zed' is not a player (alice, bob)"),
    ("set zed hero expedition at 3", "refused: 'zed' is not a player (alice, bob)"),
    ("add zed hero expedition Wall", "refused: 'zed' is not a player (alice, bob)"),
    ("remove", "usage: remove OBJECT"),
    ("what-if save x.yaml", "what-if takes commands that change the game"),
    ("what-if back 2", "what-if takes commands that change the game"),
    ("what-if ;", "usage: what-if"),
    ("show\x1b[2J", "refused: the line holds a control character (U+001B)"),
    ("back\x00", "refused: the line holds a control character (U+0000)"),
    ("add alice hand " + "x" * 3000, "refused: a command is at most 2000 characters (this line has 3015)"),
])
def test_setup_refusals_say_what_is_wrong(line, says):
    s = Session()
    for b in BUILD:
        s.execute(b)
    doc = copy.deepcopy(s.doc)
    assert says in no_python(s.execute(line))
    assert s.doc == doc


def test_save_says_what_is_wrong_with_the_path(tmp_path):
    s = Session()
    s.execute(BUILD[0])
    missing = tmp_path / "no" / "x.yaml"
    assert s.execute(f"save {missing}") == f"not saved: the folder {tmp_path / 'no'} does not exist (create it first, or save elsewhere)"
    assert s.execute(f"save {tmp_path}") == f"not saved: {tmp_path} is a folder; give a file name in it, e.g. save {tmp_path / 'ruling.yaml'}"
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert s.execute(f"save {fifo}") == f"not saved: {fifo} is not a regular file (a FIFO, a device or a socket)"
    assert s.execute("save /dev/null").startswith("not saved: /dev/null is not a regular file")
    assert s.question is None and s.unsaved  # nothing asked, nothing lost


def test_save_that_cannot_write_says_so_and_keeps_the_old_file(tmp_path, monkeypatch):
    path = tmp_path / "x.yaml"
    path.write_text("keep me\n", encoding="utf-8")
    s = Session()
    s.execute(BUILD[0])

    def refuse(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("judge.console.session.os.replace", refuse)
    s.execute(f"save {path}")
    assert s.execute("y") == f"not saved: cannot write {path}: permission denied"
    assert path.read_text() == "keep me\n"  # whole or nothing: the old file is untouched
    assert [p.name for p in tmp_path.iterdir()] == ["x.yaml"]  # and no temporary file is left
    assert s.unsaved
    monkeypatch.setattr("tempfile.mkstemp", refuse)  # not even a temporary file can be made there
    new = tmp_path / "new.yaml"
    assert s.execute(f"save {new}") == f"not saved: cannot write {new}: permission denied"
    assert not new.exists()


def test_save_writes_a_file_with_the_usual_mode_and_keeps_an_overwritten_files_mode(tmp_path):
    s = Session()
    new, old = tmp_path / "new.yaml", tmp_path / "old.yaml"
    old.write_text("x\n")
    old.chmod(0o640)
    assert s.execute(f"save {new}").startswith("saved")
    umask = os.umask(0)
    os.umask(umask)
    assert new.stat().st_mode & 0o777 == 0o666 & ~umask
    s.execute(f"save {old}")
    assert s.execute("yes").startswith("saved")
    assert old.stat().st_mode & 0o777 == 0o640 and old.read_text().startswith("ruling:")


def test_a_line_typed_at_the_overwrite_question_is_asked_again_not_swallowed(tmp_path):
    path = tmp_path / "x.yaml"
    path.write_text("keep me\n", encoding="utf-8")
    s = Session()
    assert s.execute(f"save {path}") == f"{path} exists: overwrite it? (y/n)"
    assert s.question == f"overwrite {path}? (y/n) "
    out = s.execute("add alice hero expedition Wall")
    assert out == f"'add alice hero expedition Wall' is not an answer (it was not run): {path} exists: overwrite it? y replaces it, n keeps it (y/n)"
    assert s.doc["position"]["alice"] == {}  # not run
    assert "overwrite it?" in s.execute("")  # a blank line is no answer either: asked again
    assert s.execute("N") == f"not saved: {path} is unchanged"
    assert s.question is None and path.read_text() == "keep me\n"


def test_ctrl_c_or_ctrl_d_at_the_overwrite_question_is_no_and_the_console_stays(tmp_path):
    path = tmp_path / "x.yaml"
    path.write_text("keep me\n", encoding="utf-8")
    out = drive([f"save {path}", "\x03", "show", f"save {path}", "\x04", "show", "quit", "y"])
    text = no_python("\n".join(out))
    assert text.count(f"not saved: {path} is unchanged") == 2
    assert len([line for line in out if line.startswith("day 1")]) == 2  # the console went on after each
    assert path.read_text() == "keep me\n" and out[-1] == "bye"


def test_an_answer_that_is_not_yes_or_no_to_leaving_is_asked_again():
    out = drive(BUILD[:1] + ["quit", "save", "maybe", "n", "show", "\x03", "quit", "\x03", "quit", "y"])
    text = "\n".join(out)
    assert "'save' is not an answer (it was not run): y leaves and loses the unsaved work, n stays" in text
    assert "'maybe' is not an answer" in text
    assert text.count("staying: save FILE keeps the work") == 2  # "n", then Ctrl-C at the question
    assert any(line.startswith("day 1") for line in out)
    assert out[-1] == "bye"


def test_a_command_that_raises_anything_keeps_the_console_and_the_question(monkeypatch):
    def exits(self, rest):
        raise SystemExit(2)

    def fails(self, rest):
        raise ZeroDivisionError("division by zero")

    monkeypatch.setattr(Session, "why", exits)
    monkeypatch.setattr(Session, "events", fails)
    out = drive(BUILD[:1] + ["why", "events", "show", "quit", "n", "quit", "y"])
    text = no_python("\n".join(out))
    assert "error: 'why' failed inside the judge (a fault of the judge, not of the line): the console goes on; please report the line" in text
    assert "division by zero" not in text and "error: 'events' failed inside the judge" in text
    assert "staying: save FILE keeps the work" in text and out[-1] == "bye"


def test_ctrl_c_during_a_command_leaves_nothing_half_done(monkeypatch):
    import judge.console.session as session_module

    s = Session()
    for b in BUILD:
        s.execute(b)
    real = session_module.parse_steps

    def interrupted(raws, players):
        steps, errors = real(raws, players)
        run = steps[0].run

        def run_then_interrupt(game):
            run(game)  # the step happens, then Ctrl-C before the command is done
            raise KeyboardInterrupt
        steps[0].run = run_then_interrupt
        return steps, errors

    undo = len(s.undo)
    monkeypatch.setattr(session_module, "parse_steps", interrupted)
    with pytest.raises(KeyboardInterrupt):
        s.execute("alice passes")
    assert s.game.state.turn == "alice" and not s.game.state.passed and not s.doc["steps"] and len(s.undo) == undo
    from judge.console.app import execute

    assert execute(s, "alice passes") == "interrupted: the command was stopped"
    monkeypatch.undo()
    assert "alice passes" in s.execute("alice passes")


def _bad_files(tmp_path) -> dict[str, tuple[str, str]]:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    huge = tmp_path / "huge.yaml"
    huge.write_text("a" * (2 * 1024 * 1024))
    (tmp_path / "syntax.yaml").write_text("ruling: x\nposition: [1, 2\n")
    (tmp_path / "step.yaml").write_text("ruling: x\nsteps: [frobnicate the dog]\n")
    (tmp_path / "mapping.yaml").write_text("- a list\n")
    return {
        "fifo": (str(fifo), "not a regular file (a FIFO, a device or a socket)"),
        "folder": (str(tmp_path), "a folder: the console opens one scenario file"),
        "huge": (str(huge), "larger than 1 MB"),
        "syntax": (str(tmp_path / "syntax.yaml"), ":3: YAML syntax"),
        "step": (str(tmp_path / "step.yaml"), "step 1 ('frobnicate the dog'): unknown step 'frobnicate the dog'"),
        "mapping": (str(tmp_path / "mapping.yaml"), "a scenario is a mapping"),
        "missing": (str(tmp_path / "missing.yaml"), "no such file"),
    }


@pytest.mark.parametrize("kind", ["fifo", "folder", "huge", "syntax", "step", "mapping", "missing"])
def test_a_file_the_console_cannot_open_is_one_line_and_exit_2(tmp_path, capsys, kind):
    from judge.console.app import main

    path, says = _bad_files(tmp_path)[kind]
    assert main(path) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and err.startswith(path) and says in no_python(err), err
    printed: list[str] = []
    assert run(path, write=printed.append) == 2 and printed == [err.rstrip("\n")]


def test_an_unreadable_file_is_one_line_and_exit_2(tmp_path, capsys, monkeypatch):
    from judge.console.app import main

    path = tmp_path / "x.yaml"
    assert Session().execute(f"save {path}").startswith("saved")
    real = os.open

    def denied(name, *args, **kwargs):  # as root, chmod 000 does not stop a read: refuse it here
        if str(name) == str(path):
            raise PermissionError(13, "Permission denied", str(name))
        return real(name, *args, **kwargs)

    monkeypatch.setattr(os, "open", denied)
    assert main(str(path)) == 2
    err = capsys.readouterr().err
    assert len(err.splitlines()) == 1 and err.startswith(f"{path}: cannot read") and "ermission denied" in err, err
    monkeypatch.undo()
    # an OSError that reaches the console itself (whichever way the reader lets it through)

    def raises(*args, **kwargs):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("judge.console.session.load", raises)
    assert main(str(path)) == 2
    assert capsys.readouterr().err == f"{path}: cannot read it: permission denied\n"


def test_a_terminal_that_fails_keeps_the_work_in_a_file(monkeypatch, judge_home):
    import judge.console.app as app

    class Broken:
        def __init__(self, **kwargs):
            pass

        def prompt(self, text):
            raise RuntimeError("the terminal went away")

    s = Session()
    s.execute(BUILD[0])
    monkeypatch.setattr(app, "PromptSession", Broken)
    printed: list[str] = []
    assert app.run(session=s, write=printed.append) == 1
    assert printed[1:3] == ["error: the terminal could not read the line; type it again"] * 2
    m = re.match(r"error: the terminal cannot be read; leaving — the unsaved work is in (\S+) ", printed[-1])
    assert m, printed[-1]
    assert Session.open(m.group(1)).doc["cards"] == s.doc["cards"]


def test_history_that_cannot_be_written_is_kept_in_memory(monkeypatch, tmp_path):
    from prompt_toolkit.history import InMemoryHistory

    import rules_index.paths
    from judge.console.app import history_file

    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setattr(rules_index.paths, "data_dir", lambda: blocker / "data")
    assert isinstance(history_file(), InMemoryHistory)


def test_why_reads_what_events_are_about_not_their_words():
    """`why OBJECT` and `why PLAYER hero expedition` pick events by their data (the object's id,
    the player and expedition), so an object whose name appears in other events' words is not
    confused with them; a question in words names kinds of event."""
    s = Session()
    for line in ["card Bruiser type=character stats=3/3/3", "card Wall type=character stats=0/0/0 keywords=Defender",
                 "add alice hero expedition Bruiser | #b", "add alice hero expedition Wall | #w", "both pass", "until dusk",
                 "next"]:
        s.execute(line)
    out = s.execute("why w")
    assert "Wall (w) has Defender" in out and "7.4.1.b" in out
    assert all("Bruiser (b) joins" not in line for line in out.splitlines())
    exp = s.execute("why alice hero expedition")
    assert "alice hero expedition vs bob's" in exp and "fails to move forward" in exp
    assert "bob companion expedition" not in exp.split("\n\n")[0]
    kinds = s.execute("why the defender")
    assert "has Defender" in kinds
    events = s.game.trace.events
    assert any(e.data.get("object") == "w" and e.kind == "defender" for e in events)
    assert all(e.data.get("expedition") in (None, "hero", "companion") for e in events)
