"""The record of the rulings corpus: which scenario files are rulings, and the rules each names.

`judge rule X` lists the rulings that exercise X. Reading every scenario file at each lookup
would make start-up grow with the corpus, so the index is built from this record, kept in the
cache folder, and the lookups only look at the record's own date (one `stat`, whatever the size
of the corpus). The record is brought up to date by whatever reads the corpus anyway: every
rebuild of the index scans it whole, `judge check` and `judge run` record the files they read,
and a test run (the pytest plugin), `judge rules coverage` and `judge graph` scan it afresh. A
lookup reads the record when it answers (`by_rule`): a change of it rebuilds nothing.

An in-place edit of a ruling's `rules:` that none of those commands has read yet is not seen by
a lookup until one of them runs: the price of a start-up that does not grow with the corpus.
"""

from __future__ import annotations

import os

from . import cache

CORPUS = os.path.join(os.path.dirname(cache.__file__), os.pardir, "scenarios")
MAX_FILE = 1 << 20  # a scenario file is hand-written: a larger one is not a ruling (run refuses it)
MAX_RULES = 200  # rule ids one ruling may name


def _corpus() -> str:
    return os.path.normpath(CORPUS)


def key(path: str | os.PathLike) -> str | None:
    """The record's key of a scenario file: its path from the project root, or None when the
    file is not in the corpus (a judge's own file elsewhere is not part of the index)."""
    corpus = _corpus()
    full = os.path.normpath(os.path.abspath(path))
    if not full.startswith(corpus + os.sep):
        return None
    return os.path.relpath(full, os.path.dirname(corpus)).replace(os.sep, "/")


def rule_ids(data) -> list[str] | None:
    """The rule ids a parsed scenario names, if it is a ruling (it has expectations)."""
    if not isinstance(data, dict) or not data.get("expect"):
        return None
    rules = data.get("rules") or []
    if not isinstance(rules, list):
        return []
    return [str(r) for r in rules[:MAX_RULES] if isinstance(r, (str, int, float))]


def _parse(path: str):
    import yaml

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml: ten times faster
    with open(path, "rb") as fh:
        return yaml.load(fh.read(), Loader=loader)


def scan() -> dict[str, list[str]]:
    """Every ruling of the corpus: {key: rule ids}. Malformed files are skipped here (`judge
    check` reports them); only regular files of a hand-written size are read (never a FIFO).
    A file whose size and time are those of the last scan is not parsed again (SEEN)."""
    import stat

    seen = _seen()
    now: dict[str, tuple] = {}
    out: dict[str, list[str]] = {}
    for path in cache._walk(_corpus(), (".yaml", ".yml")):
        try:
            st = os.stat(path)
            if not stat.S_ISREG(st.st_mode) or st.st_size > MAX_FILE:
                continue
            stamp = (st.st_mtime_ns, st.st_size)
            before = seen.get(path)
            if isinstance(before, tuple) and len(before) == 2 and before[0] == stamp:
                rules = before[1]
            else:
                rules = rule_ids(_parse(path))
            now[path] = (stamp, rules)
        except Exception:  # noqa: BLE001 - any unreadable or malformed file is simply not a ruling here
            continue
        if rules is not None:
            out[key(path)] = rules
    if now != seen:
        try:
            cache.write(os.path.join(cache.cache_root(), SEEN), now)
        except OSError:
            pass  # a read-only cache folder: parsed again next time
    return dict(sorted(out.items()))


SEEN = "rulings.seen.marshal"  # each scanned file's (time, size) and what the scan read of it


def _seen() -> dict:
    try:
        data = cache.read(os.path.join(cache.cache_root(), SEEN))
    except cache.Damaged:
        return {}  # missing or damaged: every file parsed again
    return data if isinstance(data, dict) else {}


def _path() -> str:
    return os.path.join(cache.cache_root(), cache.RULINGS)


def stored(quiet: bool = False) -> dict[str, list[str]] | None:
    try:
        data = cache.read(_path())
    except cache.Damaged as exc:
        if os.path.exists(_path()) and not quiet:
            cache.notice(f"the record of rulings was damaged ({exc}); read the corpus again")
        return None
    return data if isinstance(data, dict) else None


def _store(record: dict[str, list[str]], current: dict | None = None) -> None:
    """Written only when it changed."""
    if (stored(quiet=True) if current is None else current) != record:
        try:
            cache.write(_path(), record)
        except OSError:
            pass  # a read-only cache folder: the index is still built, just not remembered


def refresh() -> dict[str, list[str]]:
    record = scan()
    _store(record)
    return record


def record(entries: dict[str, list[str] | None]) -> None:
    """What a command read of some files: {path: rule ids, or None for a file that is not a
    ruling}. Files outside the corpus, or in a folder the scan passes over, are ignored; the
    rule ids are kept as the scan keeps them, so the two never disagree."""
    current = stored()
    if current is None:
        refresh()
        return
    updated = dict(current)
    for path, rules in entries.items():
        k = key(path)
        if k is None or any(part.startswith((".", "__")) for part in k.split("/")[:-1]):
            continue
        if rules is None:
            updated.pop(k, None)
        else:
            updated[k] = [str(r) for r in rules[:MAX_RULES]]
    _store(dict(sorted(updated.items())), current)


def as_list(record: dict[str, list[str]]) -> list[tuple[str, list[str]]]:
    return sorted(record.items())


def by_rule(record: dict[str, list[str]] | None = None) -> dict[str, list[str]]:
    """Rule id -> the rulings that name it, sorted (the built-in edition's ids: the engine and
    the rulings follow that edition)."""
    if record is None:
        record = stored()
        if record is None:  # missing or damaged (said once): read the corpus again
            record = refresh()
    out: dict[str, list[str]] = {}
    for path, rules in sorted((record or {}).items()):
        for rid in dict.fromkeys(rules):
            out.setdefault(rid, []).append(path)
    return out
