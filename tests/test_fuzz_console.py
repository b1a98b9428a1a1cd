"""Fuzzing the console's command line: random lines, fed to the session (not the terminal).

Property: a command never raises, never exits (no SystemExit), answers with text that holds no
Python exception text and no internal fault, and the session stays usable (`show` still draws
the board). Deterministic (derandomized) and bounded: the file runs in some seconds.
"""

from __future__ import annotations

import os
import re
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.console.session import HELP, PHASES, ZONE_KEYS, Session

SETUP = [
    "card Bruiser type=character cost=3/3 stats=4/4/4",
    "card Wall type=character cost=2/2 stats=1/1/1 keywords=Defender",
    "add alice hero expedition Bruiser | #b",
    "add alice reserve Wall | #w",
    "add bob hero expedition Ordis Recruit 1/1/1 Soldier token | #t",
]

COMMANDS = sorted(HELP) + ["?", "back", "forward", "step", "next", "until", "exit", "both", "next day", "advance to",
                           "play until", "alice", "bob", "y", "n", "yes", "no"]
PLAYERS = ["alice", "bob", "carol", "Alice", "both"]
ZONES = list(ZONE_KEYS) + ["mana", "board", "hero", "companion", "expedition", "region", "at"]
NAMES = ["Bruiser", "Wall", "Ordis Recruit", "b", "#b", "w", "#w", "t", "#t", "Nope", "1/1/1", "token", "Soldier"]
WORDS = ["plays", "passes", "pass", "from", "in", "to", "targeting", "uses", "with expectations", "until", "event",
         "day", "phase", "first player", "boosts", "boost", "fleeting", "asleep", "anchored", "counters", "keep in reserve",
         "mana", "target", "may", "mode", "type=character", "cost=3/2", "stats=1/1/1", "keywords=Defender", "end of day",
         *PHASES]
NUMBERS = st.one_of(
    st.integers(-10**6, 10**6).map(str),
    st.sampled_from(["0", "-0", "+1", "10**9", "1e9", "9" * 30, "9" * 5000, "½", "٣", "²", "１", "1_000", "0x10", "NaN",
                     "inf", "-1", "3.5", "2/2", "-3/-3", "1/1/1/1"]),
)
PUNCTUATION = st.sampled_from(list("|#;,:=?!.-*'\"()[]{}<>$%&@`^+") + ["--limit", "--limit=x", "--help", "-h", "--json",
                                                                      "--history", "--edition", "--", "|", ";"])
CONTROL = st.sampled_from(["\x00", "\x1b", "\x1b[2J", "\x7f", "\r", "\x0b", "\x85", "\u2028", "\t", "\x08"])
# free text without a way out of the test's folder: `save` of a random word writes there only
UNICODE = st.text(st.characters(blacklist_categories=("Cs",)), min_size=1, max_size=8).filter(
    lambda t: not any(c in t for c in "/\\~") and ".." not in t)
FILES = st.sampled_from(["out.yaml", "out.yaml with expectations", ".", "missing/x.yaml", "a folder", "sub"])

TOKEN = st.one_of(
    st.sampled_from(COMMANDS), st.sampled_from(PLAYERS), st.sampled_from(ZONES), st.sampled_from(NAMES),
    st.sampled_from(WORDS), NUMBERS, PUNCTUATION, CONTROL, UNICODE, FILES,
)
# mostly a command word first (so each command's own parsing is reached), sometimes anything
LINE = st.one_of(
    st.tuples(st.sampled_from(COMMANDS), st.lists(TOKEN, max_size=6)).map(lambda t: " ".join([t[0], *t[1]])),
    st.lists(TOKEN, min_size=1, max_size=6).map(" ".join),
    st.text(max_size=30),
)

# What Python says when it fails, and the console's own word for a fault of the judge: neither
# may reach a judge for any line.
PYTHON_TEXT = re.compile(
    r"Traceback|invalid literal|\[Errno|object has no attribute|NoneType|Exceeds the limit|embedded null|"
    r"unsupported operand|not subscriptable|is not iterable|index out of range|(Key|Value|Type|Attribute|Index|OS)Error|"
    r"^error: ", re.M)


@contextmanager
def in_folder() -> Iterator[str]:
    """A fresh working folder for `save`, with a sub-folder to be refused as a file."""
    old = os.getcwd()
    with tempfile.TemporaryDirectory() as d:
        os.mkdir(os.path.join(d, "sub"))
        os.chdir(d)
        try:
            yield d
        finally:
            os.chdir(old)


def fresh() -> Session:
    s = Session()
    for line in SETUP:
        assert s.execute(line) == "ok" or line.startswith("card"), line
    return s


def check(s: Session, line: str) -> str:
    try:
        out = s.execute(line)
    except BaseException as exc:  # SystemExit and KeyboardInterrupt included: a command never ends the console
        raise AssertionError(f"{line!r} raised {type(exc).__name__}: {exc}") from exc
    assert isinstance(out, str), line
    assert not PYTHON_TEXT.search(out), f"{line!r} answered:\n{out}"
    return out


def still_usable(s: Session) -> None:
    if s.question:  # a save waiting for its answer: anything else is asked again, then no
        assert "overwrite it?" in check(s, "show")
        assert check(s, "n").startswith("not saved")
    assert check(s, "show").startswith("day ")


@settings(derandomize=True, max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(LINE, min_size=1, max_size=4))
def test_random_lines_never_break_the_console(lines: list[str]) -> None:
    with in_folder():
        s = fresh()
        for line in lines:
            check(s, line)
        still_usable(s)


@settings(derandomize=True, max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from(["back", "forward", "step", "events", "why event", "set day", "set alice hero expedition at",
                        "search tokens --limit", "ask defender --limit", "set b boosts", "add alice hero expedition Bruiser | boosts"]),
       NUMBERS)
def test_numbers_of_every_command_are_bounded(command: str, number: str) -> None:
    with in_folder():
        s = fresh()
        s.execute("both pass")
        check(s, f"{command} {number}")
        still_usable(s)
