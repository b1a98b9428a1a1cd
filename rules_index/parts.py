"""The parts of the cached view that one edition (or one pair) alone decides, kept between builds.

Importing an edition rebuilds the view; the term index of each edition, its search index and the
matching of each pair of editions did not change unless their inputs did. Each part is stored
under a hash of its inputs and of the code that makes it, in the cache folder `parts/`: an
import then costs its own edition's parts, whatever the store holds. Like the rest of the cache
the parts are disposable: a damaged or missing one is made again; a build keeps only the parts
it used.
"""

from __future__ import annotations

import hashlib
import marshal
import os
import zlib
from collections.abc import Callable

_HERE = os.path.dirname(os.path.abspath(__file__))
_used: set[str] = set()
_code: str | None = None


def folder() -> str:
    from .cache import cache_root  # (cache builds the view through build.py, which uses this module)

    return os.path.join(cache_root(), "parts")


def _code_stamp() -> str:
    """The code that makes the parts, as the cache's fingerprint sees files: names, sizes, times."""
    global _code
    if _code is None:
        parts = []
        for name in sorted(os.listdir(_HERE)):
            if name.endswith((".py", ".json", ".txt")) or name == "data":
                path = os.path.join(_HERE, name)
                for p in sorted(_walk(path)):
                    st = os.stat(p)
                    parts.append(f"{p}|{st.st_mtime_ns}|{st.st_size}")
        data = "\n".join(parts).encode()
        _code = f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"
    return _code


def _walk(path: str) -> list[str]:
    if not os.path.isdir(path):
        return [path]
    return [os.path.join(root, f) for root, _, files in os.walk(path) for f in files]


def _canonical(x):
    """The same data the same bytes in every process: sets and mappings in sorted order (a set's
    order, and a mapping built from one, follows the process's string hashing)."""
    if isinstance(x, dict):
        return ("d", tuple(sorted((str(k), _canonical(v)) for k, v in x.items())))
    if isinstance(x, (set, frozenset)):
        return ("s", tuple(sorted(map(repr, x))))
    if isinstance(x, (list, tuple)):
        return tuple(_canonical(v) for v in x)
    return x


def key(kind: str, inputs, plain: bool = False) -> str:
    """The name of a part: its kind and a hash of its inputs and of the code that makes it.
    `plain`: the inputs are tuples, lists, strings and numbers, or mappings built in an order
    that does not depend on the process (no sets): hashed as they are, without the walk."""
    # marshal format 2: the newer formats write a value seen twice as a reference to the first,
    # so equal data held as shared or as separate objects gives different bytes (and a part made
    # by one process was never found by the next)
    digest = hashlib.sha256(marshal.dumps((kind, _code_stamp(), inputs if plain else _canonical(inputs)), 2)).hexdigest()[:32]
    return f"{kind}-{digest}"


def cached(kind: str, inputs, make: Callable[[], object], plain: bool = False):
    """The part made from `inputs`: read back if a build made it before, else made and kept
    (`plain` as for key)."""
    name = key(kind, inputs, plain)
    _used.add(name)
    path = os.path.join(folder(), name + ".marshal")
    found, value = _load(path)
    if found:
        return value
    value = make()  # missing or damaged: made again
    _keep(path, value)  # a part not kept is made again next time
    return value


def _load(path: str) -> tuple[bool, object]:
    """(True, the part) if the file holds one whole, else (False, None)."""
    try:
        with open(path, "rb") as fh:
            return True, marshal.loads(fh.read())
    except (OSError, EOFError, ValueError, TypeError):
        return False, None


def _keep(path: str, value) -> bool:
    """Write a part whole; whether it could be."""
    try:
        from .files import write_whole

        os.makedirs(os.path.dirname(path), exist_ok=True)
        write_whole(path, marshal.dumps(value))
    except (OSError, ValueError):
        return False
    return True


def read_back(kind: str, inputs, plain: bool = False):
    """The part made from `inputs` if a build kept it whole, else None (nothing is made)."""
    name = key(kind, inputs, plain)
    found, value = _load(os.path.join(folder(), name + ".marshal"))
    if found:
        _used.add(name)
    return value


def has(kind: str, inputs, plain: bool = False) -> bool:
    """Whether a build kept the part made from `inputs` (without reading it)."""
    try:
        return os.path.getsize(os.path.join(folder(), key(kind, inputs, plain) + ".marshal")) > 0
    except OSError:
        return False


def kept(kind: str, inputs, make: Callable[[], object], plain: bool = False) -> tuple[str | None, object]:
    """(path, None) of the part made from `inputs`, made and kept first if no build made it
    before, without reading it back: the view links or copies the file (cache._place: an edition
    the import did not touch costs a link, not a load and a dump); (None, value) when it cannot
    be kept."""
    name = key(kind, inputs, plain)
    _used.add(name)
    path = os.path.join(folder(), name + ".marshal")
    try:
        if os.path.getsize(path) > 0:
            return path, None
    except OSError:
        pass  # missing: made now
    value = make()
    return (path, None) if _keep(path, value) else (None, value)


def clear() -> None:
    """Every part: what a damaged view was copied from may be damaged too."""
    import shutil

    shutil.rmtree(folder(), ignore_errors=True)


def start() -> None:
    _used.clear()


def prune() -> None:
    """After a complete build: the parts it did not use go (editions removed, code changed)."""
    try:
        names = os.listdir(folder())
    except OSError:
        return
    for name in names:
        if name.endswith(".marshal") and name[: -len(".marshal")] not in _used:
            try:
                os.unlink(os.path.join(folder(), name))
            except OSError:
                pass


def edition_inputs(ed) -> tuple:
    """What an edition's parts are made from: its rules, sections and glossary, as plain data."""
    rules = tuple((rid, r.heading, r.text, tuple((n.kind, n.text) for n in r.notes), r.implicit,
                   tuple(v.text for v in r.variants)) for rid, r in ed.rules.items())
    sections = tuple((sid, s.page, s.page_title, s.heading, tuple(s.paragraphs), tuple((n.kind, n.text) for n in s.notes))
                     for sid, s in ed.sections.items())
    return (ed.name, ed.builtin, rules, sections, tuple(sorted(ed.glossary.items())))


def sources_of(ed) -> tuple:
    """Where each rule, note, variant and section of an edition was read (files, lines, pages):
    the records of the view carry them, the other parts do not depend on them."""
    def src(items) -> tuple:
        return tuple((s.file, s.line, s.page) for s in items)

    rules = tuple((src(r.sources), tuple(src(n.sources) for n in r.notes), tuple(src(v.sources) for v in r.variants))
                  for r in ed.rules.values())
    sections = tuple((src(s.sources), tuple(src(n.sources) for n in s.notes)) for s in ed.sections.values())
    return rules, sections
