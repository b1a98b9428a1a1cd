"""`judge rules import FILE`: an edition from a published PDF or a plain-text copy of the rules.

The parsed edition goes to the user's data directory (never into the package), as JSON, so
later queries never read the PDF again. The PDF's text belongs to its publisher: it stays on
the judge's machine.

Every refusal is a `BadInput` naming the file, and whatever can be refused without parsing
(a bad edition name, an edition that exists without `--force`, a file that is not a regular
readable file of a sensible size) is refused before the document is parsed, which takes
seconds for a PDF.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path

from . import editions, pdftext
from .errors import BadInput, printable
from .ids import has_letter
from .model import Document, Edition, Finding, Section, Source
from .parse import build_edition

MAX_BYTES = pdftext.MAX_PDF_BYTES
MIN_RULES = 30  # fewer lettered rules than this: not a rules document
SHOWN_MISSING = 5  # how many missing section ids a message names
_VERSION_RE = re.compile(r"\bVersion\s+(\d+(?:\.\d+)*)", re.I)
_EFFECTIVE_RE = re.compile(r"Effective\s+([A-Z][a-z]+ \d{1,2}, \d{4})")
_TEXT_HEAD_LINES = 40  # a text copy's version and date are looked for in its first lines
_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a named pipe"),
    (stat.S_ISSOCK, "a socket"),
    (stat.S_ISCHR, "a device"),
    (stat.S_ISBLK, "a device"),
)


def import_file(path: str | os.PathLike, name: str | None = None, *, force: bool = False) -> Edition:
    """Parse FILE into an edition named NAME (default: v<version> from the document).

    Refuses (BadInput) without `force` an edition that exists already, and a PDF that lacks
    sections its contents pages list; with `force` such a PDF is imported and what it lacks
    is recorded as a "missing-section" finding.
    """
    try:
        return _import(Path(path), name, force)
    except BadInput as exc:
        raise BadInput(printable(exc.message)) from None


def _import(path: Path, name: str | None, force: bool) -> Edition:
    if name is not None:
        _check_name(path, name)
    _check_file(path)
    if name is not None and not force:
        _check_new(path, name)
    data = _read_bytes(path)
    is_pdf = _has_pdf_magic(data)
    if name is None and not force:
        # The name comes from the document's version: the title page (or a text copy's
        # first lines) gives it without parsing the whole document.
        early = _peek_name(data, path, is_pdf)
        if early is not None:
            _check_new(path, early)
    if is_pdf:
        edition = _from_pdf(data, path, force)
    else:
        edition = _from_text(_decode(data, path), path)
    lettered = sum(1 for rid, r in edition.rules.items() if has_letter(rid) and r.text)
    if lettered < MIN_RULES:
        raise BadInput(
            f"{path}: does not look like an Altered rules document ({lettered} numbered rules found)"
        )
    edition.name = name if name is not None else _check_name(path, _default_name(edition, path))
    if not force:
        _check_new(path, edition.name)
    edition.origin = str(path.resolve())
    return edition


def missing_sections(edition: Edition) -> list[str]:
    """The section ids an import with --force recorded as missing (see import_file)."""
    return [f.rule for f in edition.findings if f.kind == "missing-section" and f.rule]


# --------------------------------------------------------------------------- up-front checks


def _check_name(path: Path, name: str) -> str:
    try:
        return editions.check_name(name)
    except BadInput as exc:
        raise BadInput(f"{path}: {exc.message}") from None


def _check_new(path: Path, name: str) -> None:
    if editions.exists(name):
        raise BadInput(
            f"{path}: edition {name!r} already exists ({editions.edition_file(name)}); "
            "pass --force to replace it"
        )


def _check_file(path: Path) -> None:
    """A regular file of a size a rules document can have.

    Only `stat` here, never `open`: opening a named pipe for reading would wait forever for
    a writer, and a device could be endless.
    """
    try:
        st = path.stat()
    except FileNotFoundError:
        raise BadInput(f"{path}: no such file") from None
    except OSError as exc:
        raise BadInput(f"{path}: cannot read it ({exc.strerror or exc})") from None
    for is_kind, kind in _KINDS:
        if is_kind(st.st_mode):
            raise BadInput(f"{path}: {kind}, not a file")
    if not stat.S_ISREG(st.st_mode):
        raise BadInput(f"{path}: not a regular file")
    if st.st_size == 0:
        raise BadInput(f"{path}: the file is empty")
    if st.st_size > MAX_BYTES:
        raise BadInput(
            f"{path}: {st.st_size / 1048576:.1f} MB is larger than the {MAX_BYTES // 1048576} MB a rules document can be"
        )


def _read_bytes(path: Path) -> bytes:
    try:
        with path.open("rb") as fh:
            data = fh.read(MAX_BYTES + 1)  # the file may have grown since stat
    except OSError as exc:
        raise BadInput(f"{path}: cannot read it ({exc.strerror or exc})") from None
    if len(data) > MAX_BYTES:
        raise BadInput(f"{path}: larger than the {MAX_BYTES // 1048576} MB a rules document can be")
    if not data:
        raise BadInput(f"{path}: the file is empty")
    return data


def _has_pdf_magic(data: bytes) -> bool:
    return pdftext._has_magic(data)


def _peek_name(data: bytes, path: Path, is_pdf: bool) -> str | None:
    if is_pdf:
        version = pdftext.peek_version(data)
    else:
        head = data[:8192].decode("utf-8", errors="replace").splitlines()[:_TEXT_HEAD_LINES]
        m = _VERSION_RE.search("\n".join(head))
        version = m.group(1) if m else None
    if version is None:
        return None
    name = f"v{version}"
    return name if editions.NAME_RE.fullmatch(name) else None


# --------------------------------------------------------------------------- naming


def _default_name(edition: Edition, path: Path) -> str:
    if edition.version:
        return f"v{edition.version}"
    stem = re.sub(r"[^A-Za-z0-9._-]+", "-", path.stem).strip("-.")[:40]
    return stem or "imported"


# --------------------------------------------------------------------------- PDF


def _from_pdf(data: bytes, path: Path, force: bool) -> Edition:
    doc = pdftext.read_pdf_bytes(data, str(path))
    missing = pdftext.missing_sections(doc)
    if missing and not force:
        raise BadInput(f"{path}: {_missing_text(missing, doc.contents)}; pass --force to import it anyway")
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
    # Imported anyway (--force): the stored edition itself says what it lacks, so that
    # `rules list` (and anything reading the findings) can tell it is incomplete.
    edition.findings += [
        Finding("missing-section", f"{sid} is listed in the contents but missing from {path.name}", [], sid)
        for sid in missing
    ]
    return edition


def _first_ids(ids: list[str]) -> str:
    return ", ".join(ids[:SHOWN_MISSING]) + (", ..." if len(ids) > SHOWN_MISSING else "")


def _missing_text(missing: list[str], contents: list[str]) -> str:
    return (
        f"{len(missing)} of the {len(contents)} sections its contents list are missing "
        f"({_first_ids(missing)}): the file looks truncated"
    )


def missing_warning(path: str | os.PathLike, edition: Edition) -> str | None:
    """One line for an edition imported with --force although sections are missing."""
    missing = missing_sections(edition)
    if not missing:
        return None
    return printable(
        f"{path}: imported with --force although {len(missing)} sections its contents list "
        f"are missing ({_first_ids(missing)})"
    )


# --------------------------------------------------------------------------- plain text


def _decode(data: bytes, path: Path) -> str:
    if data[:2] in (b"\xff\xfe", b"\xfe\xff") or _looks_utf16(data):
        raise BadInput(f"{path}: UTF-16 text; save it as UTF-8 (or import the PDF)")
    if b"\0" in data[:65536]:
        raise BadInput(f"{path}: a binary file, neither a PDF nor plain text")
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        pass
    try:
        return data.decode("cp1252")
    except UnicodeDecodeError as exc:
        line = data.count(b"\n", 0, exc.start) + 1
        raise BadInput(
            f"{path}: line {line}: not readable as text (not UTF-8 or Windows-1252) and not a PDF"
        ) from None


def _looks_utf16(data: bytes) -> bool:
    """UTF-16 without a byte-order mark: mostly ASCII text, so every other byte is NUL."""
    head = data[:4096]
    if len(head) < 16:
        return False
    for zeros in (head[0::2], head[1::2]):
        if zeros.count(0) > 0.9 * len(zeros) and head.count(0) < 0.6 * len(head):
            return True
    return False


def _from_text(text: str, path: Path) -> Edition:
    raw = text.splitlines()
    lines = [(Source(path.name, line=i), line) for i, line in enumerate(raw, start=1)]
    edition = build_edition([(path.name, lines)], name="imported", title=path.stem, layout="document")
    head = "\n".join(raw[:_TEXT_HEAD_LINES])
    m = _VERSION_RE.search(head)
    edition.version = m.group(1) if m else None
    m = _EFFECTIVE_RE.search(head)
    edition.effective = m.group(1) if m else None
    edition.title = f"Altered Comprehensive Rules {edition.version}" if edition.version else path.stem
    return edition
