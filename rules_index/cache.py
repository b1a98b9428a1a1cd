"""The cached view: built once per change, read by every query in a few milliseconds.

A query must not rebuild the index, nor import the engine, the console or networkx. So the
view built by `build.py` is written as `marshal` files of plain dicts (the fastest loader of
plain data in the standard library; the format is tied to the Python version, which is part of
the fingerprint), one per edition for lookups and one for search, under a folder named by a
fingerprint of what the view is made from: this package's code and seed sources, the engine's
code (scanned for `@implements`) and the stored editions. Any change gives a new fingerprint,
hence a rebuild on next use.

The fingerprint never walks the scenario corpus: its cost is fixed by the code base, so
start-up does not grow with the number of rulings. Which rulings exercise a rule is read at
query time from the record of the corpus (`rulings.py`), kept by the commands that read it.

Several `judge` commands may build at once: each builds in a folder of its own and renames it
into place; the first one there wins, the others use it.

A cache is disposable: a file that is missing, empty, truncated or garbage is detected when
read, the view is rebuilt, and one line on standard error says so.

This module sticks to `os` (no pathlib, no platformdirs unless needed) to keep start-up short.
"""

from __future__ import annotations

import marshal
import os
import sys
import zlib

_PKG = os.path.dirname(os.path.abspath(__file__))
_ROOT = os.path.dirname(_PKG)
FORMAT = 7  # bump when the view's layout changes
COMPLETE = "order.marshal"  # written last: its presence marks a complete view
RULINGS = "rulings.marshal"  # the record of the corpus, beside the views (see rulings.py)
# Beside each edition's lookup and search files: what its search reads of the other editions,
# and the files of its sides of its pairs with them (build.build_view), laid over both when read.
LINKS = ".links.marshal"


class Damaged(Exception):
    """A cache file that cannot be read back: the view is rebuilt."""


def _walk(folder: str, suffixes: tuple[str, ...]) -> list[str]:
    out = []
    if not os.path.isdir(folder):
        return out
    for dirpath, dirnames, filenames in os.walk(folder):
        dirnames[:] = sorted(d for d in dirnames if not d.startswith((".", "__")))
        out.extend(os.path.join(dirpath, f) for f in sorted(filenames) if f.endswith(suffixes))
    return out


def _xdg(var: str, default: str) -> str:
    return os.path.join(os.environ.get(var) or os.path.expanduser(default), "altered-judge")


def cache_root() -> str:
    home = os.environ.get("ALTERED_JUDGE_HOME")
    if home:
        return os.path.join(home, "cache")
    if sys.platform.startswith("linux"):  # what platformdirs answers on Linux, without importing it
        return _xdg("XDG_CACHE_HOME", "~/.cache")
    from .paths import cache_dir

    return str(cache_dir())


def editions_root() -> str:
    home = os.environ.get("ALTERED_JUDGE_HOME")
    if home:
        return os.path.join(home, "data", "editions")
    if sys.platform.startswith("linux"):
        return os.path.join(_xdg("XDG_DATA_HOME", "~/.local/share"), "editions")
    from .paths import editions_dir

    return str(editions_dir())


def inputs() -> list[str]:
    """Every file the view is made from, except the scenario corpus (see rulings.py)."""
    files = _walk(_PKG, (".py", ".txt", ".json"))
    files += _walk(os.path.join(_ROOT, "judge"), (".py",))
    files += _walk(os.path.join(_ROOT, "judge", "data", "cards"), (".json",))  # the cards' rules (links.scan_cards)
    root = editions_root()
    try:
        files += sorted(os.path.join(root, d, "edition.json") for d in os.listdir(root))
    except OSError:
        pass  # no editions stored (or none readable: `judge rules list` says which)
    return files


def fingerprint() -> str:
    # Not a security hash: two CRCs over the inputs' names, sizes and times tell a change, and
    # zlib is already loaded at start-up where hashlib would cost 3 ms.
    parts = [f"{FORMAT}|{sys.version}"]
    for path in inputs():
        try:
            st = os.stat(path)
        except OSError:
            parts.append(f"{path}|-")
            continue
        parts.append(f"{path}|{st.st_mtime_ns}|{st.st_size}")
    data = "\n".join(parts).encode()
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def _dir(fp: str) -> str:
    return os.path.join(cache_root(), f"view-{fp}")


def read(path: str):
    """A marshal file, read whole (one read call, then `loads`: several times faster than
    `marshal.load` on a file object). Any damage raises `Damaged`."""
    try:
        with open(path, "rb") as fh:
            data = fh.read()
        if not data:
            raise Damaged(f"{path} is empty")
        return marshal.loads(data)
    except Damaged:
        raise
    except (OSError, EOFError, ValueError, TypeError) as exc:
        raise Damaged(f"{path}: {exc}") from None


def write(path: str, data) -> None:
    """A marshal file, whole or not at all (files.py); its folder made first."""
    from .files import write_whole

    os.makedirs(os.path.dirname(path), exist_ok=True)
    write_whole(path, marshal.dumps(data))


def ensure() -> str:
    """The folder of the current view, building it first if anything changed."""
    fp = fingerprint()
    folder = _dir(fp)
    if os.path.exists(os.path.join(folder, COMPLETE)):
        return folder
    return rebuild()


def rebuild() -> str:
    """Build the view afresh, in a folder of its own, renamed into place when complete."""
    from . import rulings
    from .build import build_view
    from .errors import BadInput

    fp = fingerprint()
    folder = _dir(fp)
    try:
        record = rulings.refresh()
        os.makedirs(cache_root(), exist_ok=True)
        import tempfile

        work = tempfile.mkdtemp(dir=cache_root(), prefix=f"view-{fp}.", suffix=".tmp")
        from . import parts

        parts.start()
        try:
            view = build_view(rulings=rulings.as_list(record))
            for name, files in view["editions"].items():
                for kind in ("lookup", "search"):
                    _place(os.path.join(work, f"{name}.{kind}.marshal"), *files[kind])
                write(os.path.join(work, f"{name}{LINKS}"), files["links"])
            for name, side in view["sides"].items():
                _place(os.path.join(work, name), *side)
            write(os.path.join(work, COMPLETE), view["order"])
            if os.path.lexists(folder) and not os.path.exists(os.path.join(folder, COMPLETE)):
                _remove(folder)  # what a killed or damaged build left under the final name
            try:
                os.rename(work, folder)
            except OSError:
                if not os.path.exists(os.path.join(folder, COMPLETE)):
                    raise
                _remove(work)  # another command finished the same view first: use it
        except BaseException:
            _remove(work)
            raise
        _prune(keep=folder)
        parts.prune()
    except OSError as exc:
        raise BadInput(f"cannot write the index cache in {cache_root()}: {exc.strerror or exc}") from None
    return folder


def _place(path: str, part: str | None, data) -> None:
    """A file of the view: the part a build kept (parts.kept), linked where the file system can
    (a store of N editions has N(N-1) sides: linking each costs what copying a few would), else
    copied; or the data written. Parts and views are never written in place (files.write_whole
    renames a new file over the old), so a link shares nothing that changes; a damaged view is
    rebuilt from parts made again (View._repair)."""
    if part is None:
        write(path, data)
        return
    try:
        os.link(part, path)
    except OSError:
        import shutil

        shutil.copyfile(part, path)


def _remove(folder: str) -> None:
    import shutil

    shutil.rmtree(folder, ignore_errors=True)
    if os.path.lexists(folder) and not os.path.isdir(folder):
        os.unlink(folder)  # a file or a link where the folder should be


STALE = 600  # seconds: a temporary file or folder this old belongs to a command that was killed


def _prune(keep: str) -> None:
    """Older views, and what killed builds left; never what another command is writing now."""
    import time

    root = os.path.dirname(keep)
    now = time.time()
    for entry in os.listdir(root):
        path = os.path.join(root, entry)
        try:
            old = now - os.lstat(path).st_mtime > STALE
        except OSError:
            continue
        if entry.endswith(".tmp"):
            if old and os.path.isdir(path):
                _remove(path)
            elif old:
                from .files import unlink_quietly

                unlink_quietly(path)
        elif entry.startswith("view-") and path != keep:
            _remove(path)


def notice(message: str) -> None:
    from .errors import say

    say(f"judge: {message}")


class View:
    """Lazy access to the cached view: each file is read on first use. A damaged file is
    noticed when read: the view is rebuilt once, with one line on standard error."""

    def __init__(self, folder: str | None = None):
        self.folder = folder or ensure()
        self._lookup: dict[str, dict] = {}
        self._search: dict[str, dict] = {}
        self._link_files: dict[str, dict] = {}
        self._side_files: dict[str, list[dict]] = {}
        self.order: list[str] = self._read(COMPLETE)

    def _read(self, name: str):
        try:
            return read(os.path.join(self.folder, name))
        except Damaged as exc:
            if not os.path.isdir(self.folder):  # replaced by a newer view meanwhile: not damage
                self.folder = ensure()
                self._forget()
            else:
                self._repair(exc)
        try:
            return read(os.path.join(self.folder, name))
        except Damaged as exc:
            from .errors import BadInput

            raise BadInput(f"the index cache cannot be read back ({exc}): is the disk full?") from None

    def _repair(self, exc: Exception) -> None:
        notice(f"the index cache was damaged ({exc}); rebuilt it")
        _remove(self.folder)  # the damaged view: a rebuild must not find it complete and keep it
        from . import parts

        parts.clear()  # the view's files are the parts' own (linked) or copies of them: made again too
        self.folder = rebuild()
        self._forget()

    def edition(self, name: str) -> dict:
        if name not in self._lookup:
            ed = self._read(f"{name}.lookup.marshal")
            rules = ed["rules"]
            cards: dict[str, set] = {}
            for side in self._sides(name):
                # the same rule in each other edition, in their order, and the cards that apply it there
                for rid, link in side["same"].items():
                    rules[rid]["same_rule"].append(link)
                for rid, there in side["cards"].items():
                    cards.setdefault(rid, set(rules[rid]["cards"])).update(there)
            for rid, names in cards.items():
                rules[rid]["cards"] = sorted(names)
            if ed.get("builtin"):  # the rulings as the record has them now (rulings.py)
                from .rulings import by_rule

                by = by_rule()
                for rid, rec in ed["rules"].items():
                    rec["rulings"] = by.get(rid, [])
                for sid, rec in ed["sections"].items():
                    rec["rulings"] = by.get(sid, [])
            self._lookup[name] = ed
        return self._lookup[name]

    def _forget(self) -> None:
        self._lookup.clear()
        self._search.clear()
        self._link_files.clear()
        self._side_files.clear()

    def _links(self, name: str) -> dict:
        if name not in self._link_files:
            self._link_files[name] = self._read(f"{name}{LINKS}")
        return self._link_files[name]

    def _sides(self, name: str) -> list[dict]:
        """The edition's sides of its pairs, in the order of the other editions (read once: the
        lookup and the search both lay them over their files)."""
        if name not in self._side_files:
            self._side_files[name] = [self._read(file) for _, file in self._links(name)["sides"]]
        return self._side_files[name]

    def search_index(self, name: str) -> dict:
        if name not in self._search:
            index = self._read(f"{name}.search.marshal")
            links = self._links(name)
            index["foreign"], index["other_words"] = links["foreign"], links["other_words"]
            # which of its rules each other edition has, and as which (coverage.answered_elsewhere)
            ids, linked, counterparts = index["ids"], {}, {}
            for (other, _), side in zip(links["sides"], self._sides(name)):
                docs = {ids[rid]: [link["id"]] for rid, link in side["same"].items() if rid in ids}
                if docs:
                    linked[other], counterparts[other] = set(docs), docs
            index["linked"], index["counterparts"] = linked, counterparts
            self._search[name] = index
        return self._search[name]

    def graph(self):
        """The knowledge graph, its rulings as the record has them now: built when asked (only
        an export reads it whole; the queries read the view), from the parts the view was made of."""
        from .build import graph

        return graph()
