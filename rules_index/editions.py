"""The editions a judge has: the built-in one and those imported into the user's data directory.

Each imported edition is a folder of the editions directory holding one `edition.json`,
written whole or not at all (a temporary file in the same folder, then `os.replace`). A
stored edition can still be damaged (a disk filled up, a hand edit, a copy cut short): it is
then reported, one line naming its file, and left out by `loadable()`, so that it never
breaks the commands that do not use it.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import time
from pathlib import Path
from typing import Any, Callable, NamedTuple

from . import builtin
from .errors import BadInput, one_line, say
from .model import Edition
from .paths import editions_dir

# Used with fullmatch: with match, "$" would let a name end in a newline.
NAME_RE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]{0,39}")
FILE = "edition.json"
TMP_SUFFIX = ".tmp"
# A temporary file older than this is a leftover of a killed import (writing one takes well
# under a second); a younger one may belong to an import running now, so it is left alone.
STALE_SECONDS = 60


class Damaged(NamedTuple):
    """A stored edition that cannot be loaded: its name and the one line saying why."""

    name: str
    message: str


class _Damage(Exception):
    """Why an edition file cannot be used (the middle of the message load() raises)."""


# --------------------------------------------------------------------------- names


def check_name(name: str) -> str:
    if not NAME_RE.fullmatch(name):
        shown = repr(name) if len(name) <= 50 else repr(name[:47]) + "..."
        raise BadInput(
            f"edition name {shown}: use letters, digits, '.', '_' or '-', starting with a letter "
            "or digit (at most 40 characters)"
        )
    if name == builtin.NAME:
        raise BadInput(f"edition name {name!r} is reserved for the built-in edition")
    return name


def _is_edition_name(name: str) -> bool:
    return bool(NAME_RE.fullmatch(name)) and name != builtin.NAME


def edition_file(name: str) -> Path:
    return editions_dir() / name / FILE


def exists(name: str) -> bool:
    """An edition of that name is stored (loadable or not): replacing it needs --force."""
    return _is_edition_name(name) and os.path.lexists(edition_file(name))


# --------------------------------------------------------------------------- listing


def _is_leftover(entry: str) -> bool:
    return entry.endswith(TMP_SUFFIX)


def stored_names() -> list[str]:
    """Every edition folder, loadable or damaged (its edition.json garbage or missing).

    A folder holding nothing but leftover temporary files is not an edition: an import
    was killed before it stored anything.
    """
    root = editions_dir()
    try:
        entries = sorted(os.listdir(root))
    except OSError:  # no editions yet (or the data directory is not a folder)
        return []
    names = []
    for entry in entries:
        folder = root / entry
        if not _is_edition_name(entry) or not folder.is_dir():
            continue
        try:
            content = [e for e in os.listdir(folder) if not _is_leftover(e)]
        except OSError:
            content = [FILE]  # unreadable folder: an edition we cannot read, reported as damaged
        if content:
            names.append(entry)
    return names


def imported_names() -> list[str]:
    """The stored editions that have an edition.json (it may still be damaged)."""
    return [n for n in stored_names() if os.path.lexists(edition_file(n))]


def available() -> list[str]:
    return [builtin.NAME] + imported_names()


# --------------------------------------------------------------------------- loading


def load(name: str) -> Edition:
    """The edition NAME. BadInput (one line naming the file) if it is unknown or damaged."""
    if name == builtin.NAME:
        return builtin.load()
    if not _is_edition_name(name) or name not in stored_names():
        raise BadInput(f"unknown edition {name!r}; known editions: {', '.join(available())}")
    path = edition_file(name)
    try:
        edition = Edition.from_dict(_check_shape(_read_json(path)))
    except _Damage as exc:
        raise BadInput(f"{path}: stored edition {name!r} is damaged ({exc}); {_advice(name, path)}") from None
    except (KeyError, TypeError, AttributeError, ValueError) as exc:
        reason = f"missing {exc}" if isinstance(exc, KeyError) else one_line(str(exc), 120)
        raise BadInput(
            f"{path}: stored edition {name!r} is damaged (not an edition: {reason}); {_advice(name, path)}"
        ) from None
    # The folder names the edition: a folder copied under a new name must not clash with
    # the original in the index.
    edition.name = name
    return edition


def loadable(notice: Callable[[str], None] | None = None) -> list[Edition]:
    """The built-in edition, then every stored edition that loads, in name order.

    Each damaged one is left out and `notice` receives one line for it (by default written
    to standard error as a warning): for the index builder, so that one bad file never
    stops the lookups in the other editions.
    """
    notice = notice or _warn
    out = [builtin.load()]
    for name in stored_names():
        try:
            out.append(load(name))
        except BadInput as exc:
            notice(exc.message)
    return out


def damaged(skip: list[str] | tuple[str, ...] = ()) -> list[Damaged]:
    """The stored editions that cannot be loaded, with why; names in `skip` (known to load,
    e.g. those in the index) are not read again."""
    out = []
    for name in stored_names():
        if name in skip:
            continue
        try:
            load(name)
        except BadInput as exc:
            out.append(Damaged(name, exc.message))
    return out


def _warn(message: str) -> None:
    say(f"judge: warning: {message} (left out)")


def _advice(name: str, path: Path) -> str:
    if os.path.lexists(path):
        return f"import it again with --edition {name} --force"
    return f"import it again with --edition {name}"


def _read_json(path: Path) -> Any:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise _Damage("the file is missing") from None
    except IsADirectoryError:
        raise _Damage("it is a folder, not a file") from None
    except OSError as exc:
        raise _Damage(f"cannot read it: {exc.strerror or exc}") from None
    if not raw.strip():
        raise _Damage("the file is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise _Damage("not UTF-8 text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        # A file cut short ends inside a value: the error is at its end, or is an open string.
        if exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string"):
            raise _Damage(f"truncated: the JSON stops at line {exc.lineno}") from None
        raise _Damage(f"not JSON: line {exc.lineno} column {exc.colno}: {exc.msg}") from None
    except RecursionError:  # a hand-made file nested thousands deep
        raise _Damage("not JSON this program can read (nested too deep)") from None


_TYPE_NAMES = {str: "a string", dict: "an object", list: "a list", bool: "true or false"}
_EDITION_FIELDS = {"name": str, "title": str, "rules": dict, "sections": dict}
_RULE_FIELDS = {"id": str, "heading": str, "text": str, "notes": list, "sources": list, "variants": list,
                "implicit": bool}
_SECTION_FIELDS = {"id": str, "page": str, "page_title": str, "heading": str, "paragraphs": list,
                   "notes": list, "sources": list}


def _check_fields(where: str, data: Any, fields: dict[str, type]) -> None:
    if not isinstance(data, dict):
        raise _Damage(f"{where} is {_json_kind(data)}, not an object")
    for key, kind in fields.items():
        if not isinstance(data.get(key), kind):
            state = "missing" if key not in data else f"{_json_kind(data[key])}, not {_TYPE_NAMES[kind]}"
            raise _Damage(f"{where}: {key!r} is {state}")


def _check_shape(data: Any) -> dict:
    """The parts of an edition every command relies on have the right types.

    Edition.from_dict trusts its input; checked here, a hand-edited or foreign JSON file
    is reported as damaged instead of failing later, deep in the index builder.
    """
    _check_fields("the file", data, _EDITION_FIELDS)
    for rid, rule in data["rules"].items():
        _check_fields(f"rule {rid}", rule, _RULE_FIELDS)
    for sid, section in data["sections"].items():
        _check_fields(f"section {sid}", section, _SECTION_FIELDS)
    return data


def _json_kind(value: Any) -> str:
    if value is None:
        return "null"
    for kind, label in _TYPE_NAMES.items():
        if isinstance(value, kind):
            return label
    return "a number"


# --------------------------------------------------------------------------- storing


def save(edition: Edition, *, force: bool = False) -> Path:
    path = edition_file(check_name(edition.name))
    if os.path.lexists(path) and not force:
        raise BadInput(
            f"edition {edition.name!r} already exists ({path}); pass --force to replace it"
        )
    folder = path.parent
    created = not folder.exists()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        clean_leftovers()
        _write_atomic(path, edition.to_dict())
    except BaseException as exc:  # Ctrl-C included: nothing half-made stays behind
        if created:
            with contextlib.suppress(OSError):
                folder.rmdir()  # only if empty
        if isinstance(exc, OSError):  # a full disk, a read-only data directory ...
            raise BadInput(f"{path}: cannot store the edition ({exc.strerror or exc})") from None
        raise
    return path


def _write_atomic(path: Path, data: dict) -> None:
    """Whole or not at all, on disk before the name points to it (files.py)."""
    from .files import write_whole

    write_whole(path, json.dumps(data, ensure_ascii=False), sync=True)


def clean_leftovers(now: float | None = None) -> list[Path]:
    """Remove the temporary files killed imports left in the editions folder, and edition
    folders they left empty. Returns what was removed. Never raises: it is housekeeping."""
    root = editions_dir()
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        folders = [root / e for e in os.listdir(root) if (root / e).is_dir()]
    except OSError:
        return removed
    for folder in [root] + folders:
        with contextlib.suppress(OSError):
            # Taken before its leftovers go: removing them makes the folder look new.
            folder_is_stale = now - folder.stat().st_mtime > STALE_SECONDS
            for entry in os.listdir(folder):
                item = folder / entry
                if _is_leftover(entry) and item.is_file() and now - item.stat().st_mtime > STALE_SECONDS:
                    item.unlink()
                    removed.append(item)
                    folder_is_stale = True
            if folder != root and _is_edition_name(folder.name) and folder_is_stale and not os.listdir(folder):
                folder.rmdir()
                removed.append(folder)
    return removed
