"""End to end: the real `judge console` in a terminal (tmux), typed into and read off the screen."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid

import pytest

from tests.conftest import ROOT

pytestmark = pytest.mark.skipif(shutil.which("tmux") is None, reason="tmux is not installed (apt-get install tmux)")


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", *args], capture_output=True, text=True, check=False).stdout


def screen(name: str) -> str:
    return tmux("capture-pane", "-p", "-t", name)


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
        assert "day 1 · afternoon · first player alice" in shown  # the bottom bar
        for line in ("card Bruiser type=character cost=3/3 stats=4/4/4", "add alice hero expedition Bruiser | #b",
                     "add bob hero expedition Ordis Recruit 1/1/1 Soldier token", "both pass", "until night"):
            tmux("send-keys", "-t", name, line, "Enter")
        shown = wait_for(name, "alice hero expedition moves forward to region 1")
        assert "4.2.4.b" in shown
        assert "day 1 · night" in shown  # the bottom bar follows the game
        tmux("send-keys", "-t", name, "back", "Enter")
        wait_for(name, "undone: until night")
        tmux("send-keys", "-t", name, "C-c")  # cancels the line, the console stays
        tmux("send-keys", "-t", name, "C-d")
        wait_for(name, "unsaved work: leave anyway? (y/n)")
        tmux("send-keys", "-t", name, "y", "Enter")
        end = time.time() + 10
        while time.time() < end and name in tmux("list-sessions"):
            time.sleep(0.1)
        assert name not in tmux("list-sessions")  # it left
    finally:
        tmux("kill-session", "-t", name)
