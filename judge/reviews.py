"""The review file: the translated encodings a person has checked against the card.

The translator is never silently wrong by design (a line it does not fully read is refused), but
a line it reads may still be read wrongly; a person who has compared a card's printed text with
our encoding of it records that here (`judge/data/reviewed.tsv`, one line per card version:
reference, the digest of our encoding as checked, the digest of the printed text as checked,
the date, who, a note). The text itself is never committed: a digest tells whether the text a
user imported is the one that was checked (an erratum, another language's data) without holding
a word of it.

A review holds while both digests match: a change of the translator that changes a reviewed
encoding makes the review stale (`judge cards reviews` lists it and fails, and so does the test
suite), so that a person checks the card again before it is called reviewed. The hand-written
catalog takes precedence over every translated encoding (catalog.lookup) and is never reviewed here.

Plain data, no engine: `judge card` reads this on its compiled view's build; the digests are of
the records `carddb` holds.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from dataclasses import dataclass

from rules_index.errors import BadInput

REVIEW_FILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data", "reviewed.tsv")
COLUMNS = ("reference", "encoding", "text", "checked", "by", "note")
MAX_BYTES = 2_000_000  # a review file of every version of twenty sets is a tenth of that
MAX_FIELD = 300
_REFERENCE = re.compile(r"[A-Z][A-Z0-9_]{2,79}\Z")  # the data's references: ALT_CORE_B_AX_01_C and the like
_DIGEST = re.compile(r"[0-9a-f]{16}\Z")
_DATE = re.compile(r"\d{4}-\d{2}-\d{2}\Z")
# what a translation decides (not the card's facts, which the data gives: costs and statistics
# differ between versions of one text, and do not make another reading of it)
_TRANSLATED = ("keywords", "tough", "scout", "temple", "abilities", "effect")

REVIEWED, STALE, TEXT_DIFFERS, NOT_REVIEWED = "reviewed", "stale", "text differs", "not reviewed"


@dataclass(frozen=True)
class Review:
    reference: str
    encoding: str
    text: str
    checked: str
    by: str
    note: str
    line: int  # in the review file, for messages


def _digest(data) -> str:
    raw = json.dumps(data, sort_keys=True, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return hashlib.sha256(raw).hexdigest()[:16]


def encoding_digest(rec: dict) -> str:
    """Our reading of a version: each line's verdict and place, and what the translation put in
    the card's definition (not its facts)."""
    lines = [{k: ln.get(k) for k in ("kind", "is", "with", "missing") if ln.get(k) is not None}
             for ln in rec.get("lines") or ()]
    enc = rec.get("encoding") or {}
    return _digest({"lines": lines, "encoding": {k: enc[k] for k in _TRANSLATED if enc.get(k)}})


def text_digest(main, support) -> str:
    """The printed text as the importer reads it (official.text): its ability lines, in order."""
    return _digest({"main": [str(t) for t in main or ()], "support": [str(t) for t in support or ()]})


class ReviewFileError(BadInput):
    """A damaged review file: bad input, one line naming the file and the line (exit 2)."""

    def __init__(self, path: str, line: int, reason: str):
        self.path, self.line, self.reason = path, line, reason
        super().__init__(f"{path}, line {line}: {reason}")


def read(path: str | None = None) -> dict[str, Review]:
    """reference -> its review. A damaged file is an error naming the file and the line: the
    file is the maintainers' record, never repaired or rewritten here."""
    path = path or REVIEW_FILE
    try:
        size = os.path.getsize(path)
    except OSError:
        return {}
    if size > MAX_BYTES:
        raise ReviewFileError(path, 1, f"the file is {size:,} bytes; a review file holds at most {MAX_BYTES:,}")
    with open(path, encoding="utf-8") as f:
        text = f.read()
    out: dict[str, Review] = {}
    for n, raw in enumerate(text.splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        cells = raw.split("\t")
        if cells == list(COLUMNS):
            continue
        if len(cells) != len(COLUMNS):
            raise ReviewFileError(path, n, f"{len(cells)} tab-separated fields; a review has {len(COLUMNS)}: {', '.join(COLUMNS)}")
        ref, enc, txt, date, by, note = (c.strip() for c in cells)
        if not _REFERENCE.match(ref):
            raise ReviewFileError(path, n, f"{ref[:60]!r} is not a card reference (such as ALT_CORE_B_AX_01_C)")
        for what, value in (("encoding", enc), ("text", txt)):
            if not _DIGEST.match(value):
                raise ReviewFileError(path, n, f"the {what} digest {value[:40]!r} is not 16 hexadecimal digits")
        if not _DATE.match(date):
            raise ReviewFileError(path, n, f"the date {date[:20]!r} is not YYYY-MM-DD")
        if not by or len(by) > MAX_FIELD or len(note) > MAX_FIELD:
            raise ReviewFileError(path, n, f"'by' must be given, and 'by' and 'note' hold at most {MAX_FIELD} characters")
        if ref in out:
            raise ReviewFileError(path, n, f"{ref} is reviewed twice (first on line {out[ref].line})")
        out[ref] = Review(ref, enc, txt, date, by, note, n)
    return out


def state(rec: dict, review: Review | None) -> dict:
    """A version's review: {"state", and for a reviewed or stale one "checked", "by"}. A version
    with its text (imported) is checked against that text too."""
    if review is None:
        return {"state": NOT_REVIEWED}
    out = {"checked": review.checked, "by": review.by}
    if review.note:
        out["note"] = review.note
    if encoding_digest(rec) != review.encoding:
        return {"state": STALE, **out}
    text = rec.get("text")
    if isinstance(text, dict) and text_digest(text.get("main"), text.get("support")) != review.text:
        return {"state": TEXT_DIFFERS, **out}
    return {"state": REVIEWED, **out}


def in_words(review: dict) -> str:
    """A version's review (state) as `judge card` and the site say it."""
    kind = review["state"]
    if kind == REVIEWED:
        return f"checked against the card by {review['by']} on {review['checked']}"
    if kind == STALE:
        return f"not reviewed: our encoding changed since {review['by']} checked it on {review['checked']}"
    if kind == TEXT_DIFFERS:
        return f"not reviewed: this text differs from the one {review['by']} checked on {review['checked']}"
    return "not reviewed"


def line_of(ref: str, enc: str, txt: str, checked: str, by: str, note: str = "") -> str:
    for value in (by, note):
        if "\t" in value or "\n" in value:
            raise ValueError("a review's 'by' and 'note' hold no tab or line break")
    return "\t".join((ref, enc, txt, checked, by, note))
