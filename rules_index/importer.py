"""`judge rules import FILE`: an edition from a published PDF or a plain-text copy of the rules.

The parsed edition goes to the user's data directory (never into the package), as JSON, so
later queries never read the PDF again. The PDF's text belongs to its publisher: it stays on
the judge's machine.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

from . import editions, pdftext
from .errors import BadInput
from .ids import has_letter
from .model import Document, Edition, Section, Source
from .parse import build_edition

MAX_BYTES = pdftext.MAX_PDF_BYTES
MIN_RULES = 30  # fewer lettered rules than this: not a rules document
_VERSION_RE = re.compile(r"\bVersion\s+(\d+(?:\.\d+)*)", re.I)
_EFFECTIVE_RE = re.compile(r"Effective\s+([A-Z][a-z]+ \d{1,2}, \d{4})")


def _check_file(path: Path) -> None:
    if not path.exists():
        raise BadInput(f"{path}: no such file")
    if not path.is_file():
        raise BadInput(f"{path}: not a file")
    size = path.stat().st_size
    if size == 0:
        raise BadInput(f"{path}: the file is empty")
    if size > MAX_BYTES:
        raise BadInput(
            f"{path}: {size / 1048576:.1f} MB is larger than the {MAX_BYTES // 1048576} MB a rules document can be"
        )


def _read_text(path: Path) -> str:
    data = path.read_bytes()
    if b"\0" in data[:65536]:
        raise BadInput(f"{path}: a binary file, neither a PDF nor plain text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        try:
            return data.decode("cp1252")
        except UnicodeDecodeError:
            raise BadInput(f"{path}: not readable as text (not UTF-8 or Windows-1252) and not a PDF")


def import_file(path: str | os.PathLike, name: str | None = None) -> Edition:
    path = Path(path)
    _check_file(path)
    if pdftext.is_pdf(path):
        edition = _from_pdf(path)
    else:
        edition = _from_text(path)
    lettered = sum(1 for rid, r in edition.rules.items() if has_letter(rid) and r.text)
    if lettered < MIN_RULES:
        raise BadInput(
            f"{path}: does not look like an Altered rules document ({lettered} numbered rules found)"
        )
    edition.name = editions.check_name(name or _default_name(edition, path))
    edition.origin = str(path.resolve())
    return edition


def _default_name(edition: Edition, path: Path) -> str:
    if edition.version:
        return f"v{edition.version}"
    stem = re.sub(r"[^A-Za-z0-9._-]+", "-", path.stem).strip("-.")[:40]
    return stem or "imported"


def _from_pdf(path: Path) -> Edition:
    doc = pdftext.read_pdf(path)
    lines = [(Source(path.name, page=l.page), l.text) for l in doc.body]
    edition = build_edition([(path.name, lines)], name="imported", title=doc.title, layout="document")
    edition.version = doc.version
    edition.effective = doc.effective
    pages = max([l.page for l in doc.body + doc.changes] or [0])
    edition.documents = [Document(path.name, doc.title or path.name, lines=len(doc.body), pages=pages)]
    edition.glossary = {g.term: g.definition for g in doc.glossary}
    if doc.changes:
        edition.sections["document.changes"] = Section(
            "document.changes",
            "document",
            doc.title or path.name,
            doc.changes[0].text,
            paragraphs=[l.text for l in doc.changes[1:]],
            sources=[Source(path.name, page=doc.changes[0].page)],
        )
    if doc.title:
        edition.title = f"{doc.title}" + (f" {doc.version}" if doc.version else "")
    return edition


def _from_text(path: Path) -> Edition:
    text = _read_text(path)
    raw = text.splitlines()
    lines = [(Source(path.name, line=i), line) for i, line in enumerate(raw, start=1)]
    edition = build_edition([(path.name, lines)], name="imported", title=path.stem, layout="document")
    head = "\n".join(raw[:40])
    m = _VERSION_RE.search(head)
    edition.version = m.group(1) if m else None
    m = _EFFECTIVE_RE.search(head)
    edition.effective = m.group(1) if m else None
    edition.title = f"Altered Comprehensive Rules {edition.version}" if edition.version else path.stem
    return edition
