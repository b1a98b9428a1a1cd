"""End to end: the real `judge console` in a terminal (tmux), typed into and read off the screen."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid

import pytest

from tests.helpers import ROOT

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (apt-get install tmux)")


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def screen(name: str, history: bool = True) -> str:
    """What the terminal shows, with the lines scrolled off the top (a judge can scroll back)."""
    return tmux("capture-pane", "-p", "-t", name, *(["-S", "-2000"] if history else []))


def wait_for(name: str, text: str, timeout: float = 20.0, history: bool = True) -> str:
    end = time.time() + timeout
    shown = ""
    while time.time() < end:
        shown = screen(name, history)
        if text in shown:
            return shown
        time.sleep(0.1)
    raise AssertionError(f"{text!r} never appeared; the screen shows:\n{shown}")


def test_console_in_a_terminal(tmp_path):
    name = f"judge-{uuid.uuid4().hex[:8]}"
    env = f"ALTERED_JUDGE_HOME={os.environ['ALTERED_JUDGE_HOME']}"
    cmd = f"cd {ROOT} && env {env} {sys.executable} -m judge.cli console"
    tmux("new-session", "-d", "-s", name, "-x", "150", "-y", "45", cmd)
    try:
        wait_for(name, "judge>")
        shown = screen(name)
        assert "an empty two-player board" in shown
        # the bottom bar (on a loaded machine it can be drawn a moment after the prompt)
        wait_for(name, "day 1 · afternoon · first player alice", history=False)
        for line in ("card Bruiser type=character cost=3/3 stats=4/4/4", "add alice hero expedition Bruiser | #b",
                     "add bob hero expedition Ordis Recruit 1/1/1 Soldier token", "both pass", "until night"):
            tmux("send-keys", "-t", name, line, "Enter")
        shown = wait_for(name, "alice hero expedition moves forward to region 1")
        assert "4.2.4.b" in shown
        wait_for(name, "day 1 · night", history=False)  # the bottom bar follows the game
        tmux("send-keys", "-t", name, "back", "Enter")
        wait_for(name, "undone: until night")
        # the command line's parser exits on a bad lookup: in the console it is one line, and on
        tmux("send-keys", "-t", name, "search --limit x tokens", "Enter")
        wait_for(name, "--limit takes a number of results from 1 to 100")
        tmux("send-keys", "-t", name, "rule", "Enter")
        wait_for(name, "usage: rule ID")
        tmux("send-keys", "-t", name, "back abc", "Enter")
        wait_for(name, "back takes a number of commands from 1 to 10000, e.g. back 2 (not 'abc')")
        # the overwrite question is the prompt: a command typed there is not run, Ctrl-C says no
        kept = tmp_path / "kept.yaml"
        kept.write_text("keep me\n")
        tmux("send-keys", "-t", name, f"save {kept}", "Enter")
        wait_for(name, f"overwrite {kept}? (y/n)")
        tmux("send-keys", "-t", name, "show", "Enter")
        wait_for(name, "'show' is not an answer (it was not run)")
        tmux("send-keys", "-t", name, "C-c")
        wait_for(name, f"not saved: {kept} is unchanged")
        assert kept.read_text() == "keep me\n"
        tmux("send-keys", "-t", name, "half a comm")
        wait_for(name, "half a comm")
        tmux("send-keys", "-t", name, "C-c")  # cancels the line, the console stays
        time.sleep(0.5)
        for _ in range(10):
            # Ctrl-D on an empty line leaves. On a loaded machine a key pressed while the terminal
            # redraws after Ctrl-C can be swallowed by the redraw: press it again until it is read.
            tmux("send-keys", "-t", name, "C-d")
            end = time.time() + 2
            while time.time() < end and "unsaved work: leave anyway? (y/n)" not in screen(name):
                time.sleep(0.1)
            if "unsaved work: leave anyway? (y/n)" in screen(name):
                break
        wait_for(name, "unsaved work: leave anyway? (y/n)")
        tmux("send-keys", "-t", name, "y", "Enter")
        end = time.time() + 10
        while time.time() < end and name in tmux("list-sessions"):
            time.sleep(0.1)
        assert name not in tmux("list-sessions")  # it left
    finally:
        tmux("kill-session", "-t", name)
