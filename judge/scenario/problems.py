"""A scenario file's problems, and reading its bytes: what every path through a scenario needs,
with nothing heavy to import (no YAML, no pydantic), so that a prepared position read from the
cache (compiled.py) costs neither.

Every problem becomes `FILE:LINE: message (rule)`; `ScenarioError` carries all the problems found
and renders them as one line. The file's size and kind and its encoding are bounded before
anything else (judge/scenario/limits.py).
"""

from __future__ import annotations

import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path

from rules_index.errors import one_line

from . import limits


@dataclass
class Problem:
    file: str
    line: int | None
    message: str
    rule: str | None = None

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return one_line(f"{where}: {self.tail()}")

    def tail(self) -> str:
        """The message and its rule, without the file and the line."""
        return one_line(self.message + (f" ({self.rule})" if self.rule else ""))


class ScenarioError(Exception):
    """A malformed scenario: all its problems, rendered as one line (`str(exc)`)."""

    def __init__(self, problems: list[Problem]):
        self.problems = sorted(problems, key=lambda p: (p.line is not None, p.line or 0)) or [Problem("?", None, "malformed")]
        super().__init__(self.line())

    def line(self) -> str:
        """`FILE:LINE: message (rule); also LINE: message; ...; and N more` (at most a few named)."""
        first, rest = self.problems[0], self.problems[1:]
        parts = [str(first)]
        shown = rest[: limits.MAX_PROBLEMS_SHOWN - 1]
        for p in shown:
            where = f"{p.line}: " if p.line else (f"{p.file}: " if p.file != first.file else "")
            parts.append(f"also {where}{p.tail()}")
        if len(rest) > len(shown):
            parts.append(f"and {len(rest) - len(shown)} more")
        return "; ".join(parts)


# -- the file ------------------------------------------------------------------------------------
def read_text(path: Path) -> str:
    """The file's text, or ScenarioError. Never opens anything but a regular file (a FIFO or a
    device would block or never end), never reads more than MAX_BYTES, and never decodes
    anything but UTF-8 plain text."""
    name = str(path)
    try:
        info = path.stat()
    except FileNotFoundError:
        raise ScenarioError([Problem(name, None, "no such file")])
    except OSError as exc:
        raise ScenarioError([Problem(name, None, f"cannot read: {exc.strerror or exc}")])
    if stat.S_ISDIR(info.st_mode):
        raise ScenarioError([Problem(name, None, "a folder: judge run takes one scenario file (judge check runs a folder)")])
    if not stat.S_ISREG(info.st_mode):
        raise ScenarioError([Problem(name, None, "not a regular file (a pipe, a device or a socket): not a scenario file")])
    if info.st_size > limits.MAX_BYTES:
        raise ScenarioError([Problem(name, None, f"larger than {limits.MAX_BYTES // 1024 // 1024} MB: not a scenario file")])
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        with os.fdopen(fd, "rb") as f:
            if not stat.S_ISREG(os.fstat(f.fileno()).st_mode):  # swapped since the stat: refuse still
                raise ScenarioError([Problem(name, None, "not a regular file: not a scenario file")])
            raw = f.read(limits.MAX_BYTES + 1)
    except OSError as exc:
        raise ScenarioError([Problem(name, None, f"cannot read: {exc.strerror or exc}")])
    if len(raw) > limits.MAX_BYTES:
        raise ScenarioError([Problem(name, None, f"larger than {limits.MAX_BYTES // 1024 // 1024} MB: not a scenario file")])
    return decode(raw, name)


_UTF16_32_BOMS = (b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")
# YAML's printable set (YAML 1.1, 5.1): tab, line breaks, and no other C0/C1 control, nor a
# surrogate, nor U+FFFE/U+FFFF.
_ASCII_CONTROL = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]")


def _printable(ch: str) -> bool:
    """Beyond ASCII: NEL, and U+00A0 to U+10FFFF but surrogates, U+FFFE and U+FFFF. (As a
    regular expression this set costs 10 ms to compile at each start: a run costs less.)"""
    o = ord(ch)
    return o == 0x85 or 0xA0 <= o <= 0xD7FF or 0xE000 <= o <= 0xFFFD or 0x10000 <= o <= 0x10FFFF


def _first_unprintable(text: str) -> int | None:
    m = _ASCII_CONTROL.search(text)
    first = m.start() if m else None
    if not text.isascii():
        bad = [ch for ch in set(text) if ord(ch) > 0x7E and not _printable(ch)]
        if bad:
            at = min(text.index(ch) for ch in bad)
            first = at if first is None else min(first, at)
    return first


def decode(raw: bytes, name: str) -> str:
    if raw.startswith(_UTF16_32_BOMS):
        raise ScenarioError([Problem(name, 1, "not UTF-8 text: UTF-16 or UTF-32 (a byte-order mark): save the file as UTF-8")])
    if b"\x00" in raw:
        line = raw.count(b"\n", 0, raw.index(b"\x00")) + 1
        raise ScenarioError([Problem(name, line, "not UTF-8 text: a NUL byte (a binary file, or UTF-16 without a byte-order mark)")])
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise ScenarioError([Problem(name, line, f"not UTF-8 text (byte 0x{raw[exc.start]:02x})")])
    at = _first_unprintable(text)
    if at is not None:
        line = text.count("\n", 0, at) + 1
        raise ScenarioError([Problem(name, line, f"control character U+{ord(text[at]):04X}: a scenario file is plain text")])
    return text
