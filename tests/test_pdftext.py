"""Tests for rules_index.pdftext.

The real Comprehensive Rules PDF is read at run time from ../shared/rules/ (relative to
the repository root) and the tests that need it are skipped when it is absent.  No text
of that PDF is stored here: the synthetic documents below are invented for the tests.
"""

from __future__ import annotations

import io
import re
from collections import Counter
from pathlib import Path

import pypdf
import pytest

from rules_index import pdftext
from rules_index.errors import BadInput
from rules_index.pdftext import (
    MAX_PDF_BYTES,
    GlossaryEntry,
    PdfDocument,
    PdfLine,
    is_pdf,
    read_pdf,
)

REAL_PDF = Path(__file__).resolve().parents[1].parent / "shared" / "rules" / "Altered_Comprehensive_Rules_5.0.pdf"

LETTERED_RULE_RE = re.compile(r"^\d+\.\d+(\.\d+)*\.[a-z]+ ")
# Any rule id that starts a line: dotted ids, lettered ids, "1 Overview"-style headings.
ANY_ID_RE = re.compile(r"^(\d+(?:\.\d+)+(?:\.[a-z]+)?|\d+\.[a-z]+|\d+(?= [A-Z]))\s")


def _id_key(rule_id: str) -> tuple:
    """Document order of rule ids: "2.2" < "2.2.a" < "2.2.f" < "2.2.1" < "2.2.1.a" < "2.3"."""
    return tuple((0, p) if p.isalpha() else (1, int(p)) for p in rule_id.split("."))


# --------------------------------------------------------------------------- a tiny PDF writer


def make_pdf(pages: list[list[str]]) -> bytes:
    """A minimal valid PDF with one Helvetica text line per string (cp1252 text only)."""

    def esc(s: str) -> str:
        return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    n = len(pages)
    kids = " ".join(f"{4 + 2 * i} 0 R" for i in range(n))
    objs = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {n} >>".encode(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
    ]
    for i, lines in enumerate(pages):
        ops = " ".join(f"({esc(line)}) Tj T*" for line in lines)
        stream = f"BT /F1 10 Tf 12 TL 50 780 Td {ops} ET".encode("cp1252")
        objs.append(
            (
                "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
                f"/Resources << /Font << /F1 3 0 R >> >> /Contents {5 + 2 * i} 0 R >>"
            ).encode()
        )
        objs.append(b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream")
    out = bytearray(b"%PDF-1.4\n")
    offsets = []
    for k, obj in enumerate(objs, 1):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % k + obj + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objs) + 1)
    for off in offsets:
        out += b"%010d 00000 n \n" % off
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objs) + 1, xref)
    return bytes(out)


# An invented rules document with the same layout features as the real one.
SYNTHETIC_PAGES = [
    ["Widget Game", "Comprehensive Rules", "Version 2.3 - Effective March 1, 2030"],
    [
        "Contents",
        "1 Basics 2",
        "1.1 Setup . . . . . . . . . . . . . . . . 2",
        "1.2 Turns . . . . . . . . . . . . . . . . 2",
        "2 Changes From the Previous Version 4",
        "Glossary 4",
        "About This File",
        "This file was invented for a test.",
        "1",
    ],
    [
        "1 Basics",
        "1.1 Setup",
        "1.1.a Each player takes a pawn and puts it on the start square of the",
        "board. Then the players choose a col-",
        "our each, and the re-evaluation step happens.",
        "1.1.b A player may use a non-",
        "Standard pawn.",
        "Remark. A remark is not a rule.",
        "1.2 Turns",
        "1.2.a A turn has three steps, which are described in the following para-",
        "2",
    ],
    [
        "Pawn One",
        "Pawn Two",
        "Figure 1: Two pawns",
        "graphs, one after the other.",
        "• first step;",
        "– a sub-step.",
        "1.2.b After the last step, pawns are re-",
        "evaluated.",
        "1.2.c Nothing happens on a sub-",
        "square.",
        "3",
    ],
    [
        "2 Changes From the Previous Version",
        "• Rule 1.1.b was added.",
        "Glossary",
        "Pawn A piece that moves on the board. 2, 3",
        "Start square The first square of the board, where all pawns begin the game, as",
        "described in the rules. 2,",
        "3",
        "Turn Part of the game in which a player moves. 2",
        "Sub-square One of the small squares; nothing hap-",
        "pens there. 3",
        "4",
    ],
]


@pytest.fixture(scope="module")
def synthetic(tmp_path_factory) -> PdfDocument:
    path = tmp_path_factory.mktemp("pdf") / "widget.pdf"
    path.write_bytes(make_pdf(SYNTHETIC_PAGES))
    return read_pdf(path)


# --------------------------------------------------------------------------- the real PDF


@pytest.fixture(scope="module")
def real():
    """(document, raw page texts) for the real PDF, extracted once for the module."""
    if not REAL_PDF.is_file():
        pytest.skip(f"real rules PDF not available at {REAL_PDF} (it is not part of the repository)")
    captured: list[list[str]] = []
    original = pdftext._extract_pages

    def spy(data, name):
        texts, meta = original(data, name)
        captured.append(texts)
        return texts, meta

    pdftext._extract_pages = spy
    try:
        doc = read_pdf(REAL_PDF)
    finally:
        pdftext._extract_pages = original
    return doc, captured[0]


@pytest.fixture(scope="module")
def doc(real) -> PdfDocument:
    return real[0]


def test_title_version_effective(doc):
    assert doc.title == "Altered Comprehensive Rules"
    assert doc.version == "5.0"
    assert doc.effective == "February 27, 2026"
    assert doc.path == str(REAL_PDF)


def test_body_starts_at_first_section(doc):
    assert doc.body[0] == PdfLine(page=7, text="1 Overview")
    assert doc.body[1].text.startswith("1.1 ")


def test_no_toc_or_page_number_lines_in_body(doc):
    for line in doc.body:
        assert not re.search(r"(\.\s*){3,}\d+$", line.text), line
        assert not re.fullmatch(r"\d+", line.text), line
        assert line.text == line.text.strip() and line.text


def test_rule_ids_unique_and_in_document_order(doc):
    ids = [m.group(1) for m in (ANY_ID_RE.match(ln.text) for ln in doc.body) if m]
    assert len(ids) == len(set(ids))
    for a, b in zip(ids, ids[1:]):
        assert _id_key(a) < _id_key(b), (a, b)
    # top-level sections 1..7 are all there, and nothing from section 8 on
    assert [i for i in ids if "." not in i] == [str(n) for n in range(1, 8)]


def test_many_lettered_rule_lines(doc):
    lettered = [ln for ln in doc.body if LETTERED_RULE_RE.match(ln.text)]
    # Version 5.0 has 631 lettered rules (2.1.a ... 7.5.12.a) on 2000+ body lines.
    assert len(doc.body) > 1000
    assert len(lettered) > 600


@pytest.mark.parametrize("rule_id", ["7.4.4.a", "2.4.7.a", "7.3.31.a", "4.2.4.j", "1.1.1.a", "2.5.a"])
def test_known_ids_start_exactly_one_line(doc, rule_id):
    starts = [ln for ln in doc.body if ln.text.startswith(rule_id + " ")]
    assert len(starts) == 1


def test_known_id_pages(doc):
    pages = {ln.text.split(" ", 1)[0]: ln.page for ln in doc.body if LETTERED_RULE_RE.match(ln.text)}
    assert pages["1.1.1.a"] == 7
    assert pages["7.4.4.p"] == 87


def test_no_hyphenation_left(doc):
    for lines in (doc.body, doc.changes):
        for a, b in zip(lines, lines[1:]):
            assert not (re.search(r"[A-Za-z]-$", a.text) and b.text[:1].islower()), (a, b)


def test_dehyphenation_details(doc):
    texts = [ln.text for ln in doc.body]
    # an uppercase continuation keeps its hyphen at the end of the first line
    non = [i for i, t in enumerate(texts) if t.endswith(" non-")]
    assert non and all(texts[i + 1][:1].isupper() for i in non)
    # compound words keep their hyphen when joined; split words lose it
    joined = " ".join(texts)
    assert "sub-types." in joined and "subtypes" not in joined
    assert "out-of-faction" in joined
    assert "Expe-" not in joined


def test_ligatures_normalised(doc):
    everything = [ln.text for ln in doc.body + doc.changes] + [g.definition for g in doc.glossary]
    assert not any(ch in t for t in everything for ch in "\ufb00\ufb01\ufb02\ufb03\ufb04")
    assert any("official" in t for t in everything)
    assert any("“" in t for t in everything)  # typographic quotes are kept


def test_figures(doc):
    assert doc.figures
    assert any(re.match(r"Figure \d+:", f.text) for f in doc.figures)
    assert all(f.page == 9 for f in doc.figures)
    assert len(doc.figures) >= 3  # caption plus the figure's own text
    assert not any(re.match(r"Fig(ure|\.)\s*\d+\s*:", ln.text) for ln in doc.body)
    assert not any(ln.page == 9 for ln in doc.body)


def test_changes(doc):
    assert doc.changes
    assert re.match(r"8 Changes\b", doc.changes[0].text)
    assert doc.body[-1].page <= doc.changes[0].page
    assert not any(ln.text == "Glossary" for ln in doc.changes)


def test_glossary(doc):
    terms = [g.term for g in doc.glossary]
    assert len(terms) > 80
    assert len(terms) == len(set(terms))
    for term in ("Seasoned", "Resupply", "Zone type", "Passive ability", "In play", "Scout X", "Clean-up"):
        assert term in terms
    # entries are alphabetical: a wrong term/definition split would break the order
    assert terms == sorted(terms, key=str.lower)
    for g in doc.glossary:
        assert 1 <= len(g.term.split()) <= 4, g
        assert g.definition and g.definition[0].isupper(), g
        assert not re.search(r"(^|[\s.,])\d+(\s*[–-]\s*\d+)?,?$", g.definition), g
        assert "  " not in g.definition and not re.search(r"[A-Za-z]- [a-z]", g.definition), g
        assert 95 <= g.page <= 104
    by_term = {g.term: g for g in doc.glossary}
    assert by_term["Zone type"].page == 104
    assert by_term["Passive ability"].definition.startswith("An ability")


def test_every_line_accounted_for(real):
    doc, raw = real
    pages = [pdftext._page_lines(t) for t in raw]
    parts = pdftext._split_document(pages)
    given = Counter((i, t) for i, lines in enumerate(pages, 1) for t in lines)
    assert Counter((ln.page, ln.text) for ln in parts.all_lines()) == given
    # figures are taken as they are; body/changes only lose line-end hyphens and spaces
    assert parts.figures == doc.figures

    def squash(lines):
        return re.sub(r"[\s-]", "", "".join(ln.text for ln in lines))

    assert squash(parts.body) == squash(doc.body)
    assert squash(parts.changes) == squash(doc.changes)
    # glossary: every letter of every entry line ends up in a term or a definition
    letters = lambda s: re.sub(r"[^A-Za-z]", "", s)  # noqa: E731
    gloss_lines = [ln.text for ln in parts.glossary if ln.text != "Glossary"]
    assert letters("".join(gloss_lines)) == letters("".join(g.term + g.definition for g in doc.glossary))
    # the removed parts: title page, TOC/front matter pages, one page number per page
    assert {ln.page for ln in parts.title_lines} == {1}
    assert {ln.page for ln in parts.toc + parts.front} <= set(range(2, 7))
    assert len(parts.page_numbers) == len(raw) - 1


# --------------------------------------------------------------------------- synthetic PDF


def test_synthetic_document(synthetic):
    d = synthetic
    assert (d.title, d.version, d.effective) == ("Widget Game Comprehensive Rules", "2.3", "March 1, 2030")
    assert [(ln.page, ln.text) for ln in d.body] == [
        (3, "1 Basics"),
        (3, "1.1 Setup"),
        (3, "1.1.a Each player takes a pawn and puts it on the start square of the"),
        (3, "board. Then the players choose a colour"),
        (3, "each, and the re-evaluation step happens."),
        (3, "1.1.b A player may use a non-"),
        (3, "Standard pawn."),
        (3, "Remark. A remark is not a rule."),
        (3, "1.2 Turns"),
        (3, "1.2.a A turn has three steps, which are described in the following paragraphs,"),
        (4, "one after the other."),
        (4, "• first step;"),
        (4, "– a sub-step."),
        (4, "1.2.b After the last step, pawns are re-evaluated."),
        (4, "1.2.c Nothing happens on a sub-square."),
    ]
    assert [(ln.page, ln.text) for ln in d.figures] == [
        (4, "Pawn One"),
        (4, "Pawn Two"),
        (4, "Figure 1: Two pawns"),
    ]
    assert [ln.text for ln in d.changes] == ["2 Changes From the Previous Version", "• Rule 1.1.b was added."]
    assert d.glossary == [
        GlossaryEntry("Pawn", "A piece that moves on the board.", 5),
        GlossaryEntry(
            "Start square",
            "The first square of the board, where all pawns begin the game, as described in the rules.",
            5,
        ),
        GlossaryEntry("Turn", "Part of the game in which a player moves.", 5),
        GlossaryEntry("Sub-square", "One of the small squares; nothing happens there.", 5),
    ]


def test_glossary_before_changes(tmp_path):
    pages = [list(pg) for pg in SYNTHETIC_PAGES]
    pages[-1] = ["Glossary", "Pawn A piece that moves on the board. 2, 3",
                 "2 Changes From the Previous Version", "• Rule 1.1.b was added.", "4"]
    path = tmp_path / "swapped.pdf"
    path.write_bytes(make_pdf(pages))
    d = read_pdf(str(path))
    assert d.path == str(path)
    assert d.glossary == [GlossaryEntry("Pawn", "A piece that moves on the board.", 5)]
    assert [ln.text for ln in d.changes] == ["2 Changes From the Previous Version", "• Rule 1.1.b was added."]
    assert d.body[-1].text.startswith("1.2.c ")


def test_normalize_keeps_spacing_accents():
    assert pdftext._normalize("o\ufb00icial \ufb01nal can\u00b4t “q” –") == "official final can\u00b4t “q” –"


# --------------------------------------------------------------------------- bad input


def _bad(path: Path) -> str:
    with pytest.raises(BadInput) as info:
        read_pdf(path)
    message = info.value.message
    assert str(path) in message
    assert "\n" not in message and message.strip() == message
    return message


def test_missing_file(tmp_path):
    assert "not found" in _bad(tmp_path / "nope.pdf")


def test_directory(tmp_path):
    _bad(tmp_path)


def test_empty_file(tmp_path):
    p = tmp_path / "empty.pdf"
    p.write_bytes(b"")
    _bad(p)
    assert not is_pdf(p)


def test_random_binary(tmp_path):
    p = tmp_path / "random.pdf"
    p.write_bytes(bytes((i * 7919 + 13) % 256 for i in range(4096)))
    assert "not a PDF" in _bad(p)


def test_random_binary_with_pdf_header(tmp_path):
    p = tmp_path / "corrupt.pdf"
    p.write_bytes(b"%PDF-1.7\n" + bytes((i * 7919 + 13) % 256 for i in range(4096)))
    assert is_pdf(p)
    _bad(p)


def test_truncated_pdf(tmp_path):
    p = tmp_path / "truncated.pdf"
    p.write_bytes(make_pdf(SYNTHETIC_PAGES)[:300])
    _bad(p)


def test_text_file_renamed(tmp_path):
    p = tmp_path / "notes.pdf"
    p.write_text("These are not rules.\n1.1.a Still not a PDF.\n")
    assert not is_pdf(p)
    assert "not a PDF" in _bad(p)


def test_blank_page_pdf(tmp_path):
    writer = pypdf.PdfWriter()
    writer.add_blank_page(72, 72)
    buf = io.BytesIO()
    writer.write(buf)
    p = tmp_path / "blank.pdf"
    p.write_bytes(buf.getvalue())
    assert is_pdf(p)
    assert "no extractable text" in _bad(p)


def test_encrypted_pdf(tmp_path):
    writer = pypdf.PdfWriter()
    writer.add_blank_page(72, 72)
    writer.encrypt("secret", algorithm="RC4-128")
    buf = io.BytesIO()
    writer.write(buf)
    p = tmp_path / "locked.pdf"
    p.write_bytes(buf.getvalue())
    assert "encrypted" in _bad(p)


def test_pdf_that_is_not_rules(tmp_path):
    p = tmp_path / "letter.pdf"
    p.write_bytes(make_pdf([["Dear reader,", "this is a letter, not a rules document.", "1 Regards"]]))
    assert "rules document" in _bad(p)


def test_oversized_file(tmp_path):
    p = tmp_path / "huge.pdf"
    with open(p, "wb") as f:
        f.write(b"%PDF-1.7\n")
        f.seek(MAX_PDF_BYTES + 1)
        f.write(b"\0")
    assert "too large" in _bad(p)


def test_is_pdf(tmp_path):
    p = tmp_path / "ok.pdf"
    p.write_bytes(make_pdf([["x"]]))
    assert is_pdf(p) and is_pdf(str(p))
    assert not is_pdf(tmp_path / "missing.pdf")
    assert not is_pdf(tmp_path)


# --------------------------------------------------------------------------- contents and truncation


def _synthetic(tmp_path: Path, pages: list[list[str]], name: str = "widget.pdf") -> PdfDocument:
    path = tmp_path / name
    path.write_bytes(make_pdf(pages))
    return read_pdf(path)


def test_contents_of_synthetic_document(synthetic):
    assert synthetic.contents == ["1", "1.1", "1.2", "2", pdftext.GLOSSARY]
    assert pdftext.missing_sections(synthetic) == []


def test_missing_sections_of_a_cut_synthetic_document(tmp_path):
    d = _synthetic(tmp_path, SYNTHETIC_PAGES[:-1])  # the changes and glossary page is gone
    assert pdftext.missing_sections(d) == ["2", pdftext.GLOSSARY]


def test_no_contents_pages_nothing_to_check(tmp_path):
    d = _synthetic(tmp_path, [SYNTHETIC_PAGES[0]] + SYNTHETIC_PAGES[2:-1])
    assert d.contents == [] and pdftext.missing_sections(d) == []


def test_real_contents_all_present(doc):
    assert len(doc.contents) == 183
    assert doc.contents[:3] == ["1", "1.1", "1.1.1"] and doc.contents[-2:] == ["8", pdftext.GLOSSARY]
    assert "7.4.4" in doc.contents and "2.2.13" in doc.contents
    assert pdftext.missing_sections(doc) == []


def _first_pages(pages: int) -> bytes:
    reader = pypdf.PdfReader(REAL_PDF)
    writer = pypdf.PdfWriter()
    for page in reader.pages[:pages]:
        writer.add_page(page)
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


def test_real_pdf_cut_to_its_first_30_pages(real):
    d = pdftext.read_pdf_bytes(_first_pages(30), "cut.pdf")
    missing = pdftext.missing_sections(d)
    assert len(d.contents) == 183  # the contents pages are all there ...
    assert len(missing) == 139  # ... and promise what the cut file lacks, in order
    assert missing[:3] == ["2.2.13", "2.2.14", "2.2.15"] and missing[-2:] == ["8", pdftext.GLOSSARY]
    assert "2.2.12" not in missing and "1.4.7" not in missing


def test_pypdf_says_nothing_itself(tmp_path, capfd):
    """A damaged PDF is one line of ours: pypdf's logger ("EOF marker not found", "CAUTION:
    startxref found ...") and warnings are silenced while it reads, then restored."""
    import logging

    logger = logging.getLogger("pypdf")
    level, disabled = logger.level, logger.disabled
    data = make_pdf(SYNTHETIC_PAGES)
    p = tmp_path / "noeof.pdf"
    p.write_bytes(data[: data.rindex(b"%%EOF")])
    assert "corrupt PDF" in _bad(p)
    assert pdftext.peek_version(p.read_bytes()) is None
    out, err = capfd.readouterr()
    assert out == "" and err == ""
    assert (logger.level, logger.disabled) == (level, disabled)


def test_peek_version(tmp_path, synthetic):
    assert pdftext.peek_version(make_pdf(SYNTHETIC_PAGES)) == "2.3"
    assert pdftext.peek_version(b"%PDF-1.7\n" + bytes(range(256)) * 8) is None
    assert pdftext.peek_version(b"1.1.a plain text, Version 3.0") is None
    writer = pypdf.PdfWriter()
    writer.add_blank_page(72, 72)
    writer.encrypt("secret", algorithm="RC4-128")
    buf = io.BytesIO()
    writer.write(buf)
    assert pdftext.peek_version(buf.getvalue()) is None
    # a title page without a version, then rules on the same page: no version
    assert pdftext.peek_version(make_pdf([["Widget rules", "1.1.a Version 9.9 is not the title."]])) is None


def test_peek_version_of_the_real_pdf(real):
    assert pdftext.peek_version(REAL_PDF.read_bytes()) == "5.0"


def test_read_pdf_bytes_names_the_file():
    with pytest.raises(BadInput) as info:
        pdftext.read_pdf_bytes(b"hello", "some/where.pdf")
    assert info.value.message == "some/where.pdf: not a PDF file (no %PDF- header)"
