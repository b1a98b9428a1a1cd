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

from ..stamp import code_stamp

FORMAT = 5  # bump when an entry's layout changes


def digest(text: str) -> str:
    data = text.encode("utf-8", "surrogatepass")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}{len(data)}"


def _entry(path: str) -> str:
    from rules_index.cache import cache_root

    key = os.path.abspath(path).encode("utf-8", "surrogateescape")
    return os.path.join(cache_root(), "prepared", f"{zlib.crc32(key):08x}{zlib.adler32(key):08x}.pickle")


def _libraries() -> list[tuple[str, int, int]]:
    """The YAML and validation libraries that read the file (imported by then): an upgrade of
    either may read the same bytes differently."""
    out = []
    for name in ("yaml", "pydantic", "pydantic_core"):
        module = sys.modules.get(name)
        path = getattr(module, "__file__", None)
        if path:
            st = os.stat(path)
            out.append((path, st.st_mtime_ns, st.st_size))
    return out


_libraries_seen: dict = {}  # per process: the libraries do not change under a running program


def _libraries_unchanged(recorded) -> bool:
    key = repr(recorded)
    if key not in _libraries_seen:
        _libraries_seen[key] = _libraries_match(recorded)
    return _libraries_seen[key]


def _libraries_match(recorded) -> bool:
    for path, mtime, size in recorded:
        try:
            st = os.stat(path)
        except OSError:
            return False
        if (st.st_mtime_ns, st.st_size) != (mtime, size):
            return False
    return True


def fetch(path: str | Path, text: str) -> dict | None:
    """The prepared position of `path` whose text is `text`, if one is kept and still true. An
    entry is a header (what it was made from) then the position: a stale entry is known from
    its header, without unpickling a game whose classes may have changed."""
    from .problems import ScenarioError, read_text

    file = _entry(str(path))
    try:
        with open(file, "rb") as fh:
            header = pickle.load(fh)
            if not _current(header, path, text):
                return None
            for base, want, seen in header["bases"]:
                if seen is not None and _stat(base) == seen:
                    continue  # unchanged since it was read: not read again (see _bases)
                try:
                    if digest(read_text(Path(base))) != want:
                        return None
                except ScenarioError:
                    return None
            entry = pickle.load(fh)
    except FileNotFoundError:
        return None
    except Exception as exc:  # noqa: BLE001 - any unpickling failure is a damaged entry
        _notice(f"the prepared position of {path} in the cache was damaged ({type(exc).__name__}); read the file again")
        return None
    return entry if isinstance(entry, dict) else None


def _current(header, path, text: str) -> bool:
    return (isinstance(header, dict) and header.get("format") == FORMAT and header.get("path") == os.path.abspath(path)
            and header.get("code") == code_stamp() and header.get("digest") == digest(text)
            and _libraries_unchanged(header.get("libraries", [])))


def bases(path: str | Path) -> list[tuple[str, str, tuple | None]]:
    """What `store` needs of the bases, read *before* the position is built from them: a base
    edited meanwhile leaves an entry that no longer matches it, never a stale one that does."""
    return _bases(Path(path))


def store(path: str | Path, text: str, payload: dict, base_digests: list) -> None:
    """Keep a prepared position (`payload`: game, steps, expect, ruling, rules, players). Pickled
    before its first step runs; a cache that cannot be written is skipped, never an error."""
    header = {"format": FORMAT, "path": os.path.abspath(path), "code": code_stamp(), "digest": digest(text),
              "bases": base_digests, "libraries": _libraries()}
    file = _entry(str(path))
    try:
        # cards are kept by value: reading the catalog back would cost YAML and pydantic at start-up
        data = pickle.dumps(header, protocol=pickle.HIGHEST_PROTOCOL) + pickle.dumps(payload, protocol=pickle.HIGHEST_PROTOCOL)
    except (pickle.PicklingError, TypeError, AttributeError, RecursionError):
        return  # a position holding something a pickle cannot keep: read the file each time
    from rules_index.files import write_whole

    try:
        os.makedirs(os.path.dirname(file), exist_ok=True)
        write_whole(file, data)
        _prune(os.path.dirname(file))
    except OSError:
        pass  # a full disk, a read-only cache: the position is simply not kept


MAX_ENTRIES = 2000  # positions kept: the corpus and a judge's own files, not every file ever run


def _prune(folder: str) -> None:
    """The least recently written entries go when there are too many."""
    entries = [e for e in os.scandir(folder) if e.name.endswith(".pickle")]
    if len(entries) <= MAX_ENTRIES:
        return
    entries.sort(key=lambda e: e.stat().st_mtime)
    from rules_index.files import unlink_quietly

    for e in entries[: len(entries) - MAX_ENTRIES * 3 // 4]:
        unlink_quietly(e.path)


RACY_NS = 2_000_000_000  # a file changed this recently may change again within the same mtime tick


def _stat(path: str) -> tuple[int, int, int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return st.st_mtime_ns, st.st_size, st.st_ino


def _bases(path: Path) -> list[tuple[str, str, tuple | None]]:
    """The files `path` extends, nearest first, each with the digest of its text and its stat
    (the file has just been read whole and validated, chain included, so each read succeeds).
    A base whose stat is unchanged is not read again at the next run, as git trusts its index;
    its stat is taken before its text, and not kept at all when the file changed under two
    seconds ago (its clock tick could hide a second edit: git's "racily clean" case)."""
    import time
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
        seen_stat = _stat(str(base))
        try:
            out.append((str(base), digest(read_text(base)), seen_stat))
        except ScenarioError:
            return out
        if seen_stat is None or time.time_ns() - seen_stat[0] < RACY_NS:
            out[-1] = out[-1][:2] + (None,)
        current = base


def _notice(message: str) -> None:
    from rules_index.cache import notice

    notice(message)
