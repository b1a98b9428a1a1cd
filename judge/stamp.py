"""The engine's code and data, and the Python version, as one short stamp: what a cache built
from the engine (prepared positions, the compiled card view) was made with. Fixed cost: a
`stat` of each file of `judge/`, whatever the size of the corpus; nothing heavy imported."""

from __future__ import annotations

import os
import sys
import zlib

FORMAT = 1  # bump to set aside every cache made with this stamp
_JUDGE = os.path.dirname(os.path.abspath(__file__))
_stamp: str | None = None


def code_stamp() -> str:
    """The stamp, computed once per process."""
    global _stamp
    if _stamp is None:
        from rules_index.cache import _walk

        parts = [f"{FORMAT}|{sys.version}"]
        for path in _walk(_JUDGE, (".py", ".yaml", ".json", ".tsv")):  # the shipped card sets and the review file too
            try:
                st = os.stat(path)
                parts.append(f"{path}|{st.st_mtime_ns}|{st.st_size}")
            except OSError:
                parts.append(f"{path}|-")
        data = "\n".join(parts).encode()
        _stamp = f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"
    return _stamp
