"""The parts of the index a build keeps (rules_index/parts.py) and the import's text extraction:
what makes an import cost the same whatever the store holds (issue 14, part 4)."""

from __future__ import annotations

import pytest

from rules_index import parts, pdftext
from tests.helpers import V5_PDF


def test_equal_inputs_give_one_key_however_their_objects_are_shared():
    """marshal's newer formats write a repeated object as a reference: the key must depend on
    the data only, or a part one process made is never found by the next."""
    word = "".join(["exp", "edition"])  # a string object of its own
    shared = ("rule", word, word, (word,))
    separate = ("rule", "".join(["exp", "edition"]), "".join(["expe", "dition"]), ("".join(["expedi", "tion"]),))
    assert shared == separate
    assert parts.key("terms", shared) == parts.key("terms", separate)
    assert parts.key("terms", shared) != parts.key("search", shared)


def test_reading_a_pdf_in_two_processes_gives_the_same_pages(monkeypatch):
    if not V5_PDF.exists():
        pytest.skip("the v5.0 PDF is not beside the repository")
    data = V5_PDF.read_bytes()
    monkeypatch.setattr(pdftext, "PARALLEL_PAGES", 10**6)
    one, title_one = pdftext._extract_pages(data, "v5.pdf")
    monkeypatch.setattr(pdftext, "PARALLEL_PAGES", 2)
    two, title_two = pdftext._extract_pages(data, "v5.pdf")
    assert one == two and title_one == title_two and len(one) > 50
