"""Prepared positions, kept in the cache folder: a scenario file read, validated and set up once,
then loaded in a millisecond.

Reading a file the first time parses its YAML and validates it with pydantic, whose imports
alone cost several times a whole run of a small ruling. What that produces — the game as set up
before the first step (its state, its random generator, the trace of the position), the steps
and expectations as written, the ruling and its rules — depends only on the file's bytes, the
bytes of every base it `extends`, the engine's code and data, and the Python version. An entry
records all of them and is used only when every one is unchanged; otherwise, or when the entry
is damaged, the file is read again and the entry made anew (one line says so for damage).

The entries are pickles in the user's own cache folder, written by this program alone (as the
index's are); the steps and expectations are kept as written and parsed again at each run (they
hold functions, which a pickle does not).
"""

from __future__ import annotations

import os
import pickle
import sys
import zlib
from pathlib import Path

FORMAT = 1  # bump when an entry's layout changes
_JUDGE = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_stamp: str | None = None


def code_stamp() -> str:
    """The engine's code and data, and the Python version: what an entry was made with."""
    global _stamp
    if _stamp is None:
        from rules_index.cache import _walk

        parts = [f"{FORMAT}|{sys.version}"]
        for path in _walk(_JUDGE, (".py", ".yaml")):
            try:
                st = os.stat(path)
                parts.append(f"{path}|{st.st_mtime_ns}|{st.st_size}")
            except OSError:
                parts.append(f"{path}|-")
        data = "\n".join(parts).encode()
        _stamp = f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"
    return _stamp


def digest(text: str) -> str:
    data = text.encode("utf-8", "surrogatepass")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data)}"


def _entry(path: str) -> str:
    from rules_index.cache import cache_root

    key = os.path.abspath(path).encode("utf-8", "surrogateescape")
    return os.path.join(cache_root(), "prepared", f"{zlib.crc32(key):08x}{zlib.adler32(key):08x}.pickle")


def fetch(path: str | Path, text: str) -> dict | None:
    """The prepared position of `path` whose text is `text`, if one is kept and still true."""
    from .problems import ScenarioError, read_text

    file = _entry(str(path))
    try:
        with open(file, "rb") as fh:
            entry = pickle.load(fh)
    except FileNotFoundError:
        return None
    except Exception as exc:  # noqa: BLE001 - any unpickling failure is a damaged entry
        _notice(f"the prepared position of {path} in the cache was damaged ({type(exc).__name__}); read the file again")
        return None
    if not isinstance(entry, dict) or entry.get("path") != os.path.abspath(path):
        return None
    if entry.get("code") != code_stamp() or entry.get("digest") != digest(text):
        return None
    for base, want in entry.get("bases", ()):
        try:
            if digest(read_text(Path(base))) != want:
                return None
        except ScenarioError:
            return None
    return entry


def store(path: str | Path, text: str, payload: dict) -> None:
    """Keep a prepared position (`payload`: game, steps, expect, ruling, rules, players). Pickled
    before its first step runs; a cache that cannot be written is skipped, never an error."""
    entry = dict(payload, path=os.path.abspath(path), code=code_stamp(), digest=digest(text),
                 bases=_bases(Path(path)))
    file = _entry(str(path))
    try:
        data = pickle.dumps(entry, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
        return  # a position holding something a pickle cannot keep: read the file each time
    from rules_index.files import write_whole

    try:
        os.makedirs(os.path.dirname(file), exist_ok=True)
        write_whole(file, data)
    except OSError:
        pass  # a full disk, a read-only cache: the position is simply not kept


def _bases(path: Path) -> list[tuple[str, str]]:
    """The files `path` extends, nearest first, each with the digest of its text (the file has
    just been read whole and validated, chain included, so each of these reads succeeds)."""
    from .yamlfile import parse_yaml
    from .problems import ScenarioError, read_text

    out: list[tuple[str, str]] = []
    seen = {os.path.abspath(path)}
    current = path
    while True:
        try:
            data, _ = parse_yaml(read_text(current), str(current))
        except ScenarioError:
            return out
        ext = data.get("extends") if isinstance(data, dict) else None
        if not isinstance(ext, str) or not ext.strip():
            return out
        base = Path(os.path.abspath(Path(os.path.abspath(current)).parent / ext))
        if str(base) in seen:
            return out
        seen.add(str(base))
        try:
            out.append((str(base), digest(read_text(base))))
        except ScenarioError:
            return out
        current = base


def _notice(message: str) -> None:
    sys.stderr.write(f"judge: {message}\n")
