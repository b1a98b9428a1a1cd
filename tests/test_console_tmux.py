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


def wait_for(name: str, text: str, timeout: float = 20.0) -> str:
    end = time.time() + timeout
    shown = ""
    while time.time() < end:
        shown = screen(name)
        if text in shown:
            return shown
        time.sleep(0.1)
    raise AssertionError(f"{text!r} never appeared; the screen shows:\n{shown}")


def test_console_in_a_terminal():
    name = f"judge-{uuid.uuid4().hex[:8]}"
    env = f"ALTERED_JUDGE_HOME={os.environ['ALTERED_JUDGE_HOME']}"
    cmd = f"cd {ROOT} && env {env} {sys.executable} -m judge.cli console"
    tmux("new-session", "-d", "-s", name, "-x", "150", "-y", "45", cmd)
    try:
        wait_for(name, "judge>")
        shown = screen(name)
        assert "an empty two-player board" in shown
        assert "day 1 · afternoon · first player alice" in screen(name, history=False)  # the bottom bar
        for line in ("card Bruiser type=character cost=3/3 stats=4/4/4", "add alice hero expedition Bruiser | #b",
                     "add bob hero expedition Ordis Recruit 1/1/1 Soldier token", "both pass", "until night"):
            tmux("send-keys", "-t", name, line, "Enter")
        shown = wait_for(name, "alice hero expedition moves forward to region 1")
        assert "4.2.4.b" in shown
        assert "day 1 · night" in screen(name, history=False)  # the bottom bar follows the game
        tmux("send-keys", "-t", name, "back", "Enter")
        wait_for(name, "undone: until night")
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
