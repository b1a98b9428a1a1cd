"""The built-in edition: the seed documents shipped in `rules_index/sources/`."""

from __future__ import annotations

from pathlib import Path

from .model import Edition, Source
from .parse import build_edition

SOURCES_DIR = Path(__file__).resolve().parent / "sources"
NAME = "builtin"
TITLE = "Altered Comprehensive Rules, early edition (built-in seed documents)"


def source_files() -> list[Path]:
    return sorted(SOURCES_DIR.glob("*.txt"))


def read_lines(path: Path) -> list[tuple[Source, str]]:
    text = path.read_text(encoding="utf-8")
    return [(Source(path.name, i), line) for i, line in enumerate(text.splitlines(), start=1)]


def load() -> Edition:
    files = [(p.name, read_lines(p)) for p in source_files()]
    edition = build_edition(files, name=NAME, title=TITLE, layout="seed")
    edition.builtin = True
    edition.origin = "rules_index/sources"
    return edition
