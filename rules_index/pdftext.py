"""Read an Altered "Comprehensive Rules" PDF into cleaned, classified lines.

``read_pdf(path)`` extracts the text of every page with pypdf and splits it into:

* ``body``     -- sections 1..7: one :class:`PdfLine` per text line of the PDF, in order;
* ``changes``  -- the "N Changes From the Previous Version" section (heading included);
* ``glossary`` -- one :class:`GlossaryEntry` per glossary entry (term, definition, page);
* ``figures``  -- figure content and "Figure N: ..." captions found inside the body;
* ``contents`` -- the ids the contents pages list ("1", "1.1", "1.1.1", ..., "Glossary"), so
  that ``missing_sections(doc)`` can tell a truncated file from a whole one.

The title page, the table of contents, the front matter ("About This File", "Authors")
and the page-number line at the foot of each page are dropped.

Text clean-up
-------------
* Unicode NFKC normalisation, so ligatures become plain letters ("ﬀ" -> "ff") and
  "…" becomes "...".  Spacing accents whose NFKC form would start with a space
  (e.g. the stray "´" in "can´t") are left as they are.
* Typographic quotes and dashes are KEPT as they are (“ ” ’ – −): no conversion to
  straight quotes.  Card icons that the PDF renders as letters (V M O j h r T D I l)
  are kept; icons drawn as images leave nothing (e.g. "rare ( ) cards").
* Runs of spaces are collapsed and lines are stripped.

Lines
-----
Each line of ``body``/``changes`` is one printed line; rule ids ("1 Overview",
"2.5 Counters", "1.1.1 This Document", "7.4.4.p ...") always start a line and the
continuation lines of a rule follow as separate lines (the caller joins them).  The only
change to line breaks is de-hyphenation: when a line ends with a letter followed by "-"
and the next text line (possibly on the next page, past a figure or a page number)
starts with a lowercase letter, the first word of the next line is moved up onto the
first line ("Expe-" / "ditions (one" -> "Expeditions" / "(one").  The hyphen is kept
when the document itself spells the word with a hyphen elsewhere ("sub-" / "types" ->
"sub-types", "Clean-" / "up" -> "Clean-up") or the word already contains one
("out-of-" / "faction").  Before an uppercase letter ("non-" / "Character") nothing
is changed.  A next line left empty by the move is dropped.
"""

from __future__ import annotations

import io
import logging
import re
import unicodedata
import warnings
from collections import Counter
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterator

from rules_index.errors import BadInput, one_line

MAX_PDF_BYTES = 20 * 1024 * 1024

# How far into the file the "%PDF-" header may start (Acrobat accepts up to 1024 bytes).
_MAGIC = b"%PDF-"
_MAGIC_WINDOW = 1024


@dataclass(frozen=True)
class PdfLine:
    page: int  # 1-based page number of the PDF page the line is on
    text: str  # the cleaned line


@dataclass(frozen=True)
class GlossaryEntry:
    term: str  # e.g. "Passive ability", "Reserve limit", "Zone type"
    definition: str  # the definition, lines joined, page references removed
    page: int  # PDF page where the entry starts


@dataclass
class PdfDocument:
    path: str
    title: str
    version: str | None
    effective: str | None
    body: list[PdfLine] = field(default_factory=list)
    changes: list[PdfLine] = field(default_factory=list)
    glossary: list[GlossaryEntry] = field(default_factory=list)
    figures: list[PdfLine] = field(default_factory=list)
    contents: list[str] = field(default_factory=list)  # ids the contents pages list, in order


# --------------------------------------------------------------------------- patterns

# A rule id at the start of a line: "1", "2.5", "1.1.1", "1.1.1.a", "7.4.4.p".
RULE_ID_RE = re.compile(r"^(\d+(?:\.\d+)*(?:\.[a-z]{1,2})?)(?=\s|$)")
# A dotted rule id (excludes bare numbers, which also start ordinary text lines).
_DOTTED_ID_RE = re.compile(r"^\d+(?:\.\d+)+(?:\.[a-z]{1,2})?\s|^\d+\.[a-z]{1,2}\s")
# A top-level section heading: "1 Overview", "8 Changes From the Previous Version".
_SECTION_RE = re.compile(r"^(\d{1,2})\s+([A-Z].*)$")
_PAGE_NUMBER_RE = re.compile(r"^\d{1,4}$")
_DOT_LEADER_RE = re.compile(r"(?:\.\s*){3,}\d+$")
_ENDS_WITH_NUMBER_RE = re.compile(r"\s\d{1,4}$")
_CONTENTS_RE = re.compile(r"^(?:table of )?contents$", re.IGNORECASE)
_CHANGES_RE = re.compile(r"^\d{1,2}\s+Changes?\b")
_GLOSSARY_RE = re.compile(r"^Glossary$", re.IGNORECASE)
# A contents entry for the glossary: "Glossary 94" or "Glossary . . . 94".
_GLOSSARY_ENTRY_RE = re.compile(r"^Glossary\b.*\d$", re.IGNORECASE)
GLOSSARY = "Glossary"  # how missing_sections names a glossary the contents promise
_CAPTION_RE = re.compile(r"^(?:Figure|Fig\.)\s*\d+\s*[:.]")
_VERSION_RE = re.compile(r"\bVersion\s+(\d+(?:\.\d+)*)", re.IGNORECASE)
_EFFECTIVE_RE = re.compile(r"\bEffective(?:\s+(?:date|from|on|as of))?\s*:?\s*(.+?)\s*$", re.IGNORECASE)
# Lines that clearly begin a paragraph / list item of running text.
_STRUCTURAL_START_RE = re.compile(
    r"^(?:\d+(?:\.\d+)*(?:\.[a-z]{1,2})?\s|\d+\.\s|[•–\-*]\s|(?:Example|Remark|Note)\b)"
)
_SENTENCE_END_RE = re.compile(r"[.;:!?][”’\"')\]]*$")
# Hyphen at the end of a line: a letter then "-" (or U+2010 HYPHEN, or a soft hyphen).
_LINE_END_HYPHEN_RE = re.compile(r"([A-Za-z][A-Za-z\-\u2010]*)([\-\u2010\u00ad])$")
_WORD_RE = re.compile(r"[A-Za-z]+(?:[\-\u2010][A-Za-z]+)*")
# Page references closing a glossary entry: "12, 19–23, 40" (en dash or hyphen ranges).
_REF = r"\d{1,4}(?:\s*[–\-]\s*\d{1,4})?"
_REFS_LINE_RE = re.compile(rf"^{_REF}(?:\s*,\s*{_REF})*,?$")
_REFS_TAIL_RE = re.compile(rf"(?:^|(?<=[.;:)\]”’\"!?])\s+|\s+)({_REF}(?:\s*,\s*{_REF})*)\s*$")
_ENTRY_END_RE = re.compile(rf"(?:^|[.;:)\]”’\"!?]\s+|\s){_REF}(?:\s*,\s*{_REF})*$")

# First word of a glossary definition ("A", "An", "The", "One of", "Adjective: ...", ...).
_DEFINITION_STARTERS = {
    "a", "an", "the", "one", "adjective", "adjective:", "noun", "noun:", "verb", "verb:",
    "part", "each", "in", "during", "any", "all", "some", "used", "refers", "describes",
    "object", "objects", "when", "if", "to",
}


# --------------------------------------------------------------------------- public API


def is_pdf(path: str | Path) -> bool:
    """True if the file starts with the PDF magic bytes "%PDF-" (within its first 1 KiB).

    Never raises: unreadable or missing files are simply not PDFs.
    """
    try:
        with open(path, "rb") as f:
            head = f.read(_MAGIC_WINDOW)
    except (OSError, TypeError, ValueError):
        return False
    return _has_magic(head)


def read_pdf(path: str | Path) -> PdfDocument:
    """Read an Altered Comprehensive Rules PDF.  Raises :class:`BadInput` (one line,
    naming the file) for a missing, oversized, non-PDF, encrypted, corrupt, text-less or
    non-rules file."""
    name = str(path)
    p = Path(path)
    try:
        st = p.stat()
    except FileNotFoundError:
        raise BadInput(f"{name}: file not found") from None
    except OSError as e:
        raise BadInput(f"{name}: cannot read file ({e.strerror or e})") from None
    if not p.is_file():
        raise BadInput(f"{name}: not a regular file")
    if st.st_size > MAX_PDF_BYTES:
        raise BadInput(
            f"{name}: file is too large for a rules PDF "
            f"({st.st_size} bytes; the limit is {MAX_PDF_BYTES} bytes)"
        )
    if st.st_size == 0:
        raise BadInput(f"{name}: file is empty, not a PDF")
    try:
        with open(p, "rb") as f:
            data = f.read(MAX_PDF_BYTES + 1)
    except OSError as e:
        raise BadInput(f"{name}: cannot read file ({e.strerror or e})") from None
    if len(data) > MAX_PDF_BYTES:
        raise BadInput(f"{name}: file is too large for a rules PDF (over {MAX_PDF_BYTES} bytes)")
    return read_pdf_bytes(data, name)


def read_pdf_bytes(data: bytes, name: str) -> PdfDocument:
    """``read_pdf`` for a file already read (the importer reads its input once); ``name``
    is the file's name for messages and for the title when the PDF has none."""
    if not _has_magic(data):
        raise BadInput(f"{name}: not a PDF file (no %PDF- header)")

    raw_pages, meta_title = _extract_pages(data, name)
    pages = [_page_lines(t) for t in raw_pages]
    if not any(pages):
        raise BadInput(f"{name}: the PDF has no extractable text (scanned images?)")

    parts = _split_document(pages)
    if sum(1 for ln in parts.body if _DOTTED_ID_RE.match(ln.text)) < 3:
        raise BadInput(f"{name}: does not look like a rules document (no numbered rules found)")

    title, version, effective = _title_info(parts.title_lines, meta_title, Path(name))
    vocab = _vocabulary([ln.text for ln in parts.body + parts.changes + parts.glossary])
    return PdfDocument(
        path=name,
        title=title,
        version=version,
        effective=effective,
        body=_dehyphenate(parts.body, vocab),
        changes=_dehyphenate(parts.changes, vocab),
        glossary=_parse_glossary(parts.glossary, vocab),
        figures=list(parts.figures),
        contents=_contents_ids(parts.toc),
    )


def peek_version(data: bytes) -> str | None:
    """The version printed on the title page, reading that page only (a fraction of a second
    where the whole document takes seconds): lets an import that will be refused because
    the edition exists say so at once.  Never raises: a PDF it cannot read gives None, and
    the full read reports the problem."""
    if not _has_magic(data):
        return None
    import pypdf

    with _quiet_pypdf():
        try:
            reader = pypdf.PdfReader(io.BytesIO(data))
            if reader.is_encrypted or not len(reader.pages):
                return None
            lines = _page_lines(reader.pages[0].extract_text() or "")
        except Exception:  # pypdf raises many kinds of errors on damaged files
            return None
    # Only the title lines: those before the first rule, as read_pdf takes them.
    for i, text in enumerate(lines):
        if _DOTTED_ID_RE.match(text):
            lines = lines[:i]
            break
    return _title_info([PdfLine(1, t) for t in lines], None, Path("x"))[1]


def missing_sections(doc: PdfDocument) -> list[str]:
    """The ids the contents pages list that the document does not have, in contents order
    ("Glossary" for a promised glossary that is not there).  Empty when the PDF has no
    contents pages: there is then nothing to check against."""
    present = {m.group(1) for m in (RULE_ID_RE.match(ln.text) for ln in doc.body + doc.changes) if m}
    missing = []
    for sid in doc.contents:
        if sid == GLOSSARY:
            if not doc.glossary:
                missing.append(sid)
        elif sid not in present:
            missing.append(sid)
    return missing


# --------------------------------------------------------------------------- extraction


def _has_magic(head: bytes) -> bool:
    return _MAGIC in head[:_MAGIC_WINDOW]


@contextmanager
def _quiet_pypdf() -> Iterator[None]:
    """pypdf logs and warns about every oddity of a damaged file; we report one line.

    pypdf logs through its modules' own loggers ("pypdf._reader", ...), which
    ``disabled`` on the "pypdf" logger does not reach: a level above CRITICAL on
    "pypdf" does, since those loggers take their level from it.
    """
    logger = logging.getLogger("pypdf")
    was_disabled, was_level = logger.disabled, logger.level
    logger.disabled = True
    logger.setLevel(logging.CRITICAL + 1)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            yield
    finally:
        logger.disabled = was_disabled
        logger.setLevel(was_level)


def _texts(reader, data: bytes) -> list[str]:
    """Each page's text. PDFium reads it in a fraction of the time pypdf takes (an import's
    largest part, issue 14); its text is pypdf's layout once its line ends and its soft hyphens
    are written as pypdf writes them. pypdf reads it where PDFium cannot (not installed, or a
    file it refuses that pypdf opened)."""
    def by_pypdf() -> list[str]:
        return [page.extract_text() or "" for page in reader.pages]

    try:
        import pypdfium2
    except ImportError:
        return by_pypdf()
    try:
        pdf = pypdfium2.PdfDocument(data)
        try:
            texts = [pdf[i].get_textpage().get_text_range() for i in range(len(pdf))]
        finally:
            pdf.close()
    except Exception:  # noqa: BLE001 — PDFium refuses what pypdf opened: pypdf reads it
        return by_pypdf()
    if len(texts) != len(reader.pages):
        return by_pypdf()
    return [t.replace("\r\n", "\n").replace("\r", "\n").replace("\ufffe", "-\n") for t in texts]


def _extract_pages(data: bytes, name: str) -> tuple[list[str], str | None]:
    import pypdf  # local: keep "import rules_index.pdftext" cheap

    with _quiet_pypdf():
        try:
            reader = pypdf.PdfReader(io.BytesIO(data))
            if reader.is_encrypted:
                try:
                    ok = reader.decrypt("")
                except Exception:
                    ok = 0
                if not ok:
                    raise BadInput(f"{name}: the PDF is encrypted (password-protected); cannot read it")
            texts = _texts(reader, data)
        except BadInput:
            raise
        except Exception as e:  # pypdf raises many kinds of errors on damaged files
            detail = one_line(f"{type(e).__name__}: {e}", 160) if str(e) else type(e).__name__
            raise BadInput(f"{name}: unreadable or corrupt PDF ({detail})") from None
        meta_title = None
        try:
            meta = reader.metadata
            if meta is not None and meta.title:
                meta_title = one_line(str(meta.title), 160)
        except Exception:
            meta_title = None
    return texts, meta_title


def _normalize(text: str) -> str:
    """NFKC, except for spacing accents whose compatibility form starts with a space."""
    protect = {
        ch
        for ch in set(text)
        if ord(ch) > 127 and not ch.isspace() and unicodedata.normalize("NFKC", ch)[:1] == " "
    }
    if not protect:
        return unicodedata.normalize("NFKC", text)
    pieces = re.split("([" + "".join(re.escape(c) for c in sorted(protect)) + "])", text)
    return "".join(pc if pc in protect else unicodedata.normalize("NFKC", pc) for pc in pieces)


def _page_lines(text: str) -> list[str]:
    out = []
    for line in _normalize(text).splitlines():
        line = re.sub("\u00ad(?=.)", "", line)  # soft hyphens, except at the end of a line
        line = re.sub(r"[ \t\u00a0\u2000-\u200b\u202f\u205f\u3000]+", " ", line).strip()
        if line:
            out.append(line)
    return out


# --------------------------------------------------------------------------- classification


@dataclass
class _Parts:
    """Every non-empty line of the PDF, in exactly one bucket (before de-hyphenation)."""

    title_lines: list[PdfLine] = field(default_factory=list)
    toc: list[PdfLine] = field(default_factory=list)
    front: list[PdfLine] = field(default_factory=list)
    page_numbers: list[PdfLine] = field(default_factory=list)
    body: list[PdfLine] = field(default_factory=list)
    changes: list[PdfLine] = field(default_factory=list)
    figures: list[PdfLine] = field(default_factory=list)
    glossary: list[PdfLine] = field(default_factory=list)  # heading + entry lines

    def all_lines(self) -> list[PdfLine]:
        return (
            self.title_lines + self.toc + self.front + self.page_numbers
            + self.body + self.changes + self.figures + self.glossary
        )


def _page_number_flags(pages: list[list[str]]) -> list[bool]:
    """Whether the last line of each page is its printed page number.

    Printed numbers run at a fixed offset from the PDF page number (here: PDF page - 1);
    a bare number at the foot of a page that breaks the sequence (e.g. a wrapped
    glossary page reference) is kept as text.
    """
    offsets = Counter()
    for i, lines in enumerate(pages, start=1):
        if lines and _PAGE_NUMBER_RE.match(lines[-1]):
            offsets[i - int(lines[-1])] += 1
    offset = None
    if offsets:
        best, count = offsets.most_common(1)[0]
        if count >= 2:
            offset = best
    flags = []
    for i, lines in enumerate(pages, start=1):
        ok = bool(lines) and bool(_PAGE_NUMBER_RE.match(lines[-1]))
        if ok and offset is not None:
            ok = i - int(lines[-1]) == offset
        flags.append(ok)
    return flags


def _is_toc_like(line: str) -> bool:
    return bool(
        _DOT_LEADER_RE.search(line)
        or _CONTENTS_RE.match(line)
        or (_ENDS_WITH_NUMBER_RE.search(line) and (RULE_ID_RE.match(line) or line[:1].isupper()))
    )


def _contents_ids(toc: list[PdfLine]) -> list[str]:
    """The section ids of the contents entries ("2.2.13 Reserve Limit . . . 30" -> "2.2.13"),
    and "Glossary" when the contents list one."""
    ids: list[str] = []
    for ln in toc:
        m = RULE_ID_RE.match(ln.text)
        if m and _is_toc_like(ln.text):
            ids.append(m.group(1))
        elif _GLOSSARY_ENTRY_RE.match(ln.text):
            ids.append(GLOSSARY)
    return list(dict.fromkeys(ids))


def _find_body_start(flat: list[tuple[int, str]]) -> int | None:
    """Index of the first "1 Overview"-style heading that is not a TOC line and is
    followed shortly by a "1.x" line; falls back to the first dotted rule line."""
    for i, (page, text) in enumerate(flat):
        if text.startswith("1 ") and _SECTION_RE.match(text) and not _is_toc_like(text):
            follow = [t for _, t in flat[i + 1 : i + 6] if re.match(r"^1\.\d", t)]
            if follow and not _is_toc_like(follow[0]):
                return i
    for i, (page, text) in enumerate(flat):
        if _DOTTED_ID_RE.match(text) and not _is_toc_like(text):
            return i
    return None


def _split_document(pages: list[list[str]]) -> _Parts:
    parts = _Parts()
    flags = _page_number_flags(pages)
    flat: list[tuple[int, str]] = []
    for i, lines in enumerate(pages, start=1):
        for j, text in enumerate(lines):
            if flags[i - 1] and j == len(lines) - 1:
                parts.page_numbers.append(PdfLine(i, text))
            else:
                flat.append((i, text))

    start = _find_body_start(flat)
    if start is None:
        # Not a rules document: keep everything as front matter; the caller rejects it.
        parts.front = [PdfLine(p, t) for p, t in flat]
        return parts

    # The changes section and the glossary end the body, in whichever order they come.
    changes_at = glossary_at = None
    for i in range(start + 1, len(flat)):
        text = flat[i][1]
        if changes_at is None and _CHANGES_RE.match(text) and not _is_toc_like(text):
            changes_at = i
        elif glossary_at is None and _GLOSSARY_RE.match(text):
            glossary_at = i
        if changes_at is not None and glossary_at is not None:
            break
    end_body = min(x for x in (changes_at, glossary_at, len(flat)) if x is not None)

    def section(begin: int | None, other: int | None) -> list[tuple[int, str]]:
        if begin is None:
            return []
        end = other if other is not None and other > begin else len(flat)
        return flat[begin:end]

    first_page = flat[0][0] if flat else 1
    for page, text in flat[:start]:
        line = PdfLine(page, text)
        if page == first_page and page < flat[start][0]:
            parts.title_lines.append(line)
        elif _is_toc_like(text):
            parts.toc.append(line)
        else:
            parts.front.append(line)

    body = flat[start:end_body]
    changes = section(changes_at, glossary_at)
    body, figs1 = _take_figures(body)
    changes, figs2 = _take_figures(changes)
    parts.body = [PdfLine(p, t) for p, t in body]
    parts.changes = [PdfLine(p, t) for p, t in changes]
    parts.figures = [PdfLine(p, t) for p, t in figs1 + figs2]
    parts.glossary = [PdfLine(p, t) for p, t in section(glossary_at, changes_at)]
    return parts


def _is_figure_content(text: str) -> bool:
    return (
        len(text) <= 50
        and not _STRUCTURAL_START_RE.match(text)
        and not _SENTENCE_END_RE.search(text)
        and not _CAPTION_RE.match(text)
    )


def _take_figures(lines: list[tuple[int, str]]) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """Move figure captions ("Figure N: ...") and the figure's text into a separate list.

    The figure's text is the run of short, non-sentence lines on the caption's page
    just above the caption (back to the end of the running text); a caption that wraps
    takes its continuation line(s) with it.
    """
    is_fig = [False] * len(lines)
    for i, (page, text) in enumerate(lines):
        if not _CAPTION_RE.match(text):
            continue
        is_fig[i] = True
        j = i - 1
        while j >= 0 and lines[j][0] == page and not is_fig[j] and _is_figure_content(lines[j][1]):
            is_fig[j] = True
            j -= 1
        k, cur = i, text
        while (
            len(cur) >= 60
            and not _SENTENCE_END_RE.search(cur)
            and k + 1 < len(lines)
            and lines[k + 1][0] == page
            and not _STRUCTURAL_START_RE.match(lines[k + 1][1])
        ):
            k += 1
            is_fig[k] = True
            cur = lines[k][1]
    kept = [ln for ln, f in zip(lines, is_fig) if not f]
    figs = [ln for ln, f in zip(lines, is_fig) if f]
    return kept, figs


# --------------------------------------------------------------------------- de-hyphenation


def _vocabulary(texts: list[str]) -> set[str]:
    """Lower-cased words of the document, leaving out the halves of words split at a
    line end (so "Expe-" / "ditions" contribute neither "expe" nor "ditions")."""
    vocab: set[str] = set()
    skip_first = False
    for text in texts:
        words = _WORD_RE.findall(text)
        if skip_first and words:
            words = words[1:]
        skip_first = bool(_LINE_END_HYPHEN_RE.search(text))
        if skip_first and words:
            words = words[:-1]
        vocab.update(w.lower().replace("\u2010", "-") for w in words)
    return vocab


def _used_with_hyphen(prefix: str, core: str, vocab: set[str]) -> bool:
    """Another form of the word (same first letters) is written with the hyphen in the
    document, and none without it."""
    if len(core) < 4:
        return False
    stem = core[:5].lower()
    hyphenated = f"{prefix.lower()}-{stem}"
    plain = f"{prefix.lower()}{stem}"
    return any(w.startswith(hyphenated) for w in vocab) and not any(w.startswith(plain) for w in vocab)


def _join_hyphenated(prefix: str, hyphen: str, word: str, vocab: set[str]) -> str:
    """The joined word for "prefix-" + "word" (prefix without its hyphen)."""
    core_match = re.match(r"[A-Za-z]+(?:-[A-Za-z]+)*", word)
    core = core_match.group(0) if core_match else word
    if hyphen == "\u00ad":
        return prefix + word
    plain = (prefix + core).lower()
    with_hyphen = (prefix + "-" + core).lower()
    keep = False
    if with_hyphen in vocab and plain not in vocab:
        keep = True
    elif plain in vocab:
        keep = False
    elif _used_with_hyphen(prefix, core, vocab):
        keep = True  # "re-" + "evaluated" when the document writes "re-evaluation"
    elif "-" in prefix or "\u2010" in prefix:
        keep = True
    elif len(prefix) >= 4 and len(core) >= 4 and prefix.lower() in vocab and core.lower() in vocab:
        keep = True  # a compound of two real words ("Reaction-activating")
    return prefix + (hyphen if keep else "") + word


def _dehyphenate(lines: list[PdfLine], vocab: set[str]) -> list[PdfLine]:
    texts = [ln.text for ln in lines]
    for i in range(len(texts)):
        m = _LINE_END_HYPHEN_RE.search(texts[i])
        if not m:
            continue
        j = i + 1
        while j < len(texts) and not texts[j]:
            j += 1
        if j >= len(texts) or not texts[j][:1].islower():
            continue
        nxt = texts[j]
        word, _, rest = nxt.partition(" ")
        prefix = m.group(1)
        texts[i] = texts[i][: m.start(1)] + _join_hyphenated(prefix, m.group(2), word, vocab)
        texts[j] = rest.strip()
    return [PdfLine(ln.page, t) for ln, t in zip(lines, texts) if t]


# --------------------------------------------------------------------------- glossary


def _ends_entry(text: str) -> bool:
    """A glossary entry ends with its page references ("... 12, 19–23, 40")."""
    return bool(_REFS_LINE_RE.match(text) and not text.endswith(",")) or bool(_ENTRY_END_RE.search(text))


def _split_term(tokens: list[str]) -> int:
    """How many leading tokens (1-4) form the glossary term."""
    limit = min(4, len(tokens) - 1)
    bad_term_token = re.compile(r"[,;:.]$|^(?:A|An|The)$")
    valid: list[int] = []
    for k in range(1, limit + 1):
        if bad_term_token.search(tokens[k - 1]):
            break
        nxt = tokens[k]
        if nxt[:1].isupper() or nxt[:1].isdigit():
            valid.append(k)
    for k in valid:
        if tokens[k].lower() in _DEFINITION_STARTERS:
            return k
    return valid[0] if valid else 1


def _join_lines(lines: list[str], vocab: set[str]) -> str:
    out = ""
    for text in lines:
        m = _LINE_END_HYPHEN_RE.search(out)
        if m and text[:1].islower():
            word, _, rest = text.partition(" ")
            out = out[: m.start(1)] + _join_hyphenated(m.group(1), m.group(2), word, vocab)
            out = f"{out} {rest}" if rest else out
        else:
            out = f"{out} {text}" if out else text
    return re.sub(r"\s+", " ", out).strip()


def _parse_glossary(lines: list[PdfLine], vocab: set[str]) -> list[GlossaryEntry]:
    if lines and _GLOSSARY_RE.match(lines[0].text):
        lines = lines[1:]
    groups: list[list[PdfLine]] = []
    current: list[PdfLine] = []
    for ln in lines:
        current.append(ln)
        if _ends_entry(ln.text):
            groups.append(current)
            current = []
    if current:
        groups.append(current)

    entries = []
    for group in groups:
        text = _join_lines([ln.text for ln in group], vocab)
        text = _REFS_TAIL_RE.sub("", text).strip()
        tokens = text.split(" ")
        if len(tokens) < 2:
            continue  # a stray number or fragment, not an entry
        k = _split_term(tokens)
        term = " ".join(tokens[:k])
        definition = " ".join(tokens[k:]).strip()
        entries.append(GlossaryEntry(term=term, definition=definition, page=group[0].page))
    return entries


# --------------------------------------------------------------------------- title page


def _title_info(lines: list[PdfLine], meta_title: str | None, path: Path) -> tuple[str, str | None, str | None]:
    texts = [ln.text for ln in lines]
    version = effective = None
    title_parts: list[str] = []
    for idx, text in enumerate(texts):
        vm = _VERSION_RE.search(text)
        em = _EFFECTIVE_RE.search(text)
        if em and effective is None:
            effective = em.group(1).strip(" .,-–—")
        if vm and version is None:
            version = vm.group(1)
            before = text[: vm.start()].strip(" -–—,")
            title_parts = texts[:idx] + ([before] if before else [])
    if version is None:
        title_parts = [t for t in texts if not _EFFECTIVE_RE.search(t)]
    title = " ".join(title_parts).strip()
    if not title:
        title = meta_title or path.stem
    return title, version, effective or None
