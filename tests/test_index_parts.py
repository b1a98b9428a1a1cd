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


def test_the_fast_text_reader_gives_the_rules_pypdf_gives(monkeypatch):
    """PDFium reads the text (rules_index.pdftext._texts); pypdf is its fallback. Both give the
    same rules of v5.0, with the same text but for the spacing around the icon letters."""
    if not V5_PDF.exists():
        pytest.skip("the v5.0 PDF is not beside the repository")
    pytest.importorskip("pypdfium2")
    from rules_index import importer

    fast = importer.import_file(str(V5_PDF), "fast")
    real = pdftext._texts
    monkeypatch.setattr(pdftext, "_texts", lambda reader, data: [p.extract_text() or "" for p in reader.pages])
    slow = importer.import_file(str(V5_PDF), "slow")
    monkeypatch.setattr(pdftext, "_texts", real)
    assert set(fast.rules) == set(slow.rules) and len(fast.rules) > 600
    differ = [rid for rid in fast.rules if fast.rules[rid].text != slow.rules[rid].text]
    squeeze = lambda t: "".join(t.split())
    assert len(differ) < 20 and all(squeeze(fast.rules[r].text) == squeeze(slow.rules[r].text) for r in differ), differ


_MATCH_SCRIPT = """
import copy, hashlib, pickle
from rules_index import builtin, diff
a = builtin.load()
b = copy.deepcopy(a)
b.name = "reworded"
for i, rule in enumerate(b.rules.values()):  # every third rule loses every fourth word
    if i % 3 == 0 and rule.text:
        rule.text = " ".join(w for j, w in enumerate(rule.text.split()) if j % 4 != 3)
print(hashlib.sha256(pickle.dumps((diff.match_rules(a, b), diff.match_rules(b, a)))).hexdigest())
"""


def test_matching_two_editions_is_the_same_in_every_process():
    """Rules are shortlisted by the rare words they share (diff.match): in the order a rule says
    them, not a set's, whose order follows the process's string hashing; the same matches, ties
    and all, whatever PYTHONHASHSEED (the view and the trace are the same bytes everywhere)."""
    import os
    import subprocess
    import sys

    from tests.helpers import ROOT

    digests = set()
    for seed in ("1", "2", "3"):
        env = dict(os.environ, PYTHONHASHSEED=seed)
        out = subprocess.run([sys.executable, "-c", _MATCH_SCRIPT], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
        digests.add(out.stdout.strip())
    assert len(digests) == 1
