"""The cached view: built once per change, read by every query in a few milliseconds.

A query must not rebuild the index, nor import the engine, the console or networkx. So the
view built by `build.py` is written as `marshal` files of plain dicts (the fastest loader of
plain data in the standard library; the format is tied to the Python version, which is part of
the fingerprint), one per edition for lookups and one for search, under a folder named by a
fingerprint of everything the view is made from: this package's code, the seed sources, the
stored editions, and the engine code scanned for `@implements`. Any change gives a new
fingerprint, hence a rebuild on next use.

This module sticks to `os` (no pathlib, no platformdirs unless needed) to keep start-up short.
"""

from __future__ import annotations

import marshal
import os
import sys
import zlib

_PKG = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(_PKG)
FORMAT = 3  # bump when the view's layout changes


def _walk(folder: str, suffixes: tuple[str, ...]) -> list[str]:
    out = []
    if not os.path.isdir(folder):
        return out
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "__")))
        out.extend(os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(suffixes))
    return out


def _cache_root() -> str:
    home = os.environ.get("ALTERED_JUDGE_HOME")
    if home:
        return os.path.join(home, "cache")
    from .paths import cache_dir

    return str(cache_dir())


def _editions_root() -> str:
    home = os.environ.get("ALTERED_JUDGE_HOME")
    if home:
        return os.path.join(home, "data", "editions")
    from .paths import editions_dir

    return str(editions_dir())


def inputs() -> list[str]:
    files = _walk(_PKG, (".py", ".txt"))
    files += _walk(os.path.join(_ROOT, "judge"), (".py",))
    files += _walk(os.path.join(_ROOT, "scenarios"), (".yaml", ".yml"))
    files += _walk(_editions_root(), ("edition.json",))
    return files


def fingerprint() -> str:
    # Not a security hash: two CRCs over the inputs' names, sizes and times tell a change, and
    # zlib is already loaded at start-up where hashlib would cost 3 ms.
    parts = [f"{FORMAT}|{sys.version}"]
    for path in inputs():
        st = os.stat(path)
        parts.append(f"{path}|{st.st_mtime_ns}|{st.st_size}")
    data = "\n".join(parts).encode()
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def _dir(fp: str) -> str:
    return os.path.join(_cache_root(), f"view-{fp}")


def _read(path: str):
    with open(path, "rb") as fh:
        return marshal.load(fh)


def _write(path: str, data) -> None:
    import tempfile

    fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
    with os.fdopen(fd, "wb") as fh:
        marshal.dump(data, fh)
    os.replace(tmp, path)


def ensure() -> str:
    """The folder of the current view, building it first if anything changed."""
    fp = fingerprint()
    folder = _dir(fp)
    if os.path.exists(os.path.join(folder, "order.marshal")):
        return folder
    return rebuild(fp)


def rebuild(fp: str | None = None) -> str:
    import pickle

    from .build import build_view

    fp = fp or fingerprint()
    folder = _dir(fp)
    os.makedirs(folder, exist_ok=True)
    view, graph = build_view()
    for name, ed in view["editions"].items():
        search = ed.pop("search")
        _write(os.path.join(folder, f"{name}.search.marshal"), search)
        _write(os.path.join(folder, f"{name}.lookup.marshal"), ed)
    with open(os.path.join(folder, "graph.pickle"), "wb") as fh:
        pickle.dump(graph, fh, protocol=pickle.HIGHEST_PROTOCOL)
    _write(os.path.join(folder, "order.marshal"), view["order"])  # written last: marks complete
    _prune(keep=folder)
    return folder


def _prune(keep: str) -> None:
    import shutil

    root = os.path.dirname(keep)
    for entry in os.listdir(root):
        path = os.path.join(root, entry)
        if entry.startswith("view-") and path != keep:
            shutil.rmtree(path, ignore_errors=True)


class View:
    """Lazy access to the cached view: each file is read on first use."""

    def __init__(self, folder: str | None = None):
        self.folder = folder or ensure()
        self._lookup: dict[str, dict] = {}
        self._search: dict[str, dict] = {}
        self.order: list[str] = _read(os.path.join(self.folder, "order.marshal"))

    def edition(self, name: str) -> dict:
        if name not in self._lookup:
            self._lookup[name] = _read(os.path.join(self.folder, f"{name}.lookup.marshal"))
        return self._lookup[name]

    def search_index(self, name: str) -> dict:
        if name not in self._search:
            self._search[name] = _read(os.path.join(self.folder, f"{name}.search.marshal"))
        return self._search[name]

    def graph(self):
        import pickle

        with open(os.path.join(self.folder, "graph.pickle"), "rb") as fh:
            return pickle.load(fh)
