"""The editions a judge has: the built-in one and those imported into the user's data directory."""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path

from . import builtin
from .errors import BadInput
from .model import Edition
from .paths import editions_dir

NAME_RE = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$")


def imported_names() -> list[str]:
    root = editions_dir()
    if not root.is_dir():
        return []
    return sorted(p.parent.name for p in root.glob("*/edition.json"))


def available() -> list[str]:
    return [builtin.NAME] + imported_names()


def edition_file(name: str) -> Path:
    return editions_dir() / name / "edition.json"


def check_name(name: str) -> str:
    if not NAME_RE.match(name):
        raise BadInput(
            f"edition name {name!r}: use letters, digits, '.', '_' or '-' (at most 40 characters)"
        )
    if name == builtin.NAME:
        raise BadInput(f"edition name {name!r} is reserved for the built-in edition")
    return name


def load(name: str) -> Edition:
    if name == builtin.NAME:
        return builtin.load()
    path = edition_file(name)
    if not path.is_file():
        raise BadInput(f"unknown edition {name!r}; known editions: {', '.join(available())}")
    try:
        return Edition.from_dict(json.loads(path.read_text(encoding="utf-8")))
    except (ValueError, KeyError, TypeError) as exc:
        raise BadInput(f"{path}: stored edition is damaged ({exc}); import it again with --force")


def save(edition: Edition, *, force: bool = False) -> Path:
    path = edition_file(check_name(edition.name))
    if path.exists() and not force:
        raise BadInput(
            f"edition {edition.name!r} already exists ({path}); pass --force to replace it"
        )
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=path.parent, suffix=".tmp")
    with os.fdopen(fd, "w", encoding="utf-8") as fh:
        json.dump(edition.to_dict(), fh, ensure_ascii=False)
    os.replace(tmp, path)
    return path


def state_files() -> list[Path]:
    """Files whose change must rebuild the index (see cache.fingerprint)."""
    root = editions_dir()
    return sorted(root.glob("*/edition.json")) if root.is_dir() else []
