"""Lines of a rules source -> blocks: a rule, a group heading, an example or remark, a page
paragraph, or web-page chrome.

Two layouts reach us. The seed fragments hold one rule per line, with damage: card icons were
stripped and left line breaks behind (`Forest (` / `), Water (`), so a line that cannot start a
sentence continues the one before. The glossary page puts headings and blank lines between
paragraphs. PDF and plain-text editions wrap every paragraph over several lines.

`layout="seed"` treats a line that is not a continuation and carries no rule id as a paragraph of
an unnumbered page (game modes, formats); `layout="document"` (imported editions) treats every
such line as a continuation of the current rule, and accepts a rule id only in increasing order
so that a wrapped line beginning with a reference (`6.4 ...`) is not mistaken for a rule.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .ids import sort_key
from .model import Source

RULE_RE = re.compile(r"^(\d+(?:\.\d+)*\.[a-z]{1,2})\s+(\S.*)$")
# A heading may start with the letters standing for card icons ("7.5.1 j, h, r Abilities": the
# symbols of the Reactions it is about, as a text dump of the PDF writes them).
GROUP_RE = re.compile(r"^(\d+(?:\.\d+)+)\s+((?:[a-z](?:\s*,\s*[a-z])*\s+)?[A-Z][^.]{0,70})$")
# An id alone on its line, its text on the next (a common text dump of the PDF): joined first.
BARE_ID_RE = re.compile(r"^(\d+(?:\.\d+)*\.[a-z]{1,2}|\d+(?:\.\d+)+)$")
CHAPTER_RE = re.compile(r"^(\d{1,2})\s+([A-Z][A-Za-z ,'&-]{2,60})$")
NOTE_RE = re.compile(r"^(\+\+)?(Example|Remark)\b\.?\s*(.*)$")
LIST_RE = re.compile(r"^(?:\d+\.|[-•–])\s")
# Web-page furniture around the glossary page: language switch, loader messages, close button.
CHROME_RES = [
    re.compile(r"^(Français|English|Italiano)(\s+(Français|English|Italiano))*$"),
    re.compile(r"^Loaded JSON file\s*:"),
    re.compile(r"^Number of entries\s*:"),
    re.compile(r"^(View content sources|Content Sources)$"),
    re.compile(r"^[×x✕]$"),
]

_CONTINUATION_START = tuple("),.;:…|'\"”’]") + ("-",)


@dataclass
class Block:
    kind: str  # "rule" | "group" | "note" | "para" | "chrome"
    source: Source
    id: str | None = None
    text: str = ""
    note_kind: str | None = None  # for notes: "example" | "remark"
    closed: bool = True  # a `++...++` note stays open until its closing `++`
    body: str = ""  # a group's own text under its heading (v5.0 2.4.2 Anchored is a list only)
    lines: list[int] = field(default_factory=list)

    def add(self, text: str, source: Source, newline: bool = False) -> None:
        if not self.text:
            self.text = text
        elif newline:
            self.text += "\n" + text
        else:
            self.text += " " + text
        if source.line is not None:
            self.lines.append(source.line)


def is_open(text: str) -> bool:
    """Text that cannot end here: no closing punctuation, or an unclosed double quote."""
    stripped = text.rstrip()
    if not stripped:
        return False
    if stripped.count('"') % 2 == 1 or stripped.endswith(' "'):
        return True  # an unclosed quote, or an opening one whose text was an icon
    return stripped[-1] not in ".!?:”\"’)+"


def _open_for(block: "Block") -> bool:
    # A page heading ("Victory conditions") has no closing punctuation but is complete; inside
    # pages only an unclosed quote or a dangling comma marks a line broken by a stripped icon.
    if block.kind == "para":
        text = block.text.rstrip()
        return text.count('"') % 2 == 1 or text.endswith((",", "(", ' "'))
    return is_open(block.text)


def starts_as_continuation(line: str) -> bool:
    first = line[0]
    return first.islower() or line.startswith(_CONTINUATION_START)


def is_chrome(line: str) -> bool:
    return any(r.match(line) for r in CHROME_RES)


def join_bare_ids(lines: list[tuple[Source, str]]) -> list[tuple[Source, str]]:
    """An id alone on its line followed, after any blank lines, by its text: one line "id text"
    at the id's place. A bare chapter number ("7") is left alone: page numbers look the same."""
    out: list[tuple[Source, str]] = []
    i = 0
    while i < len(lines):
        source, raw = lines[i]
        if BARE_ID_RE.match(raw.strip()):
            j = i + 1
            while j < len(lines) and not lines[j][1].strip():
                j += 1
            if j < len(lines):
                following = lines[j][1].strip()
                if not BARE_ID_RE.match(following) and not following[:1].isdigit():
                    out.append((source, f"{raw.strip()} {following}"))
                    i = j + 1
                    continue
        out.append((source, raw))
        i += 1
    return out


def split_blocks(lines: list[tuple[Source, str]], layout: str = "seed") -> list[Block]:
    document = layout == "document"
    if document:
        lines = join_bare_ids(lines)
    blocks: list[Block] = []
    current: Block | None = None
    last_id: str | None = None
    chapter = 0
    blank_before = False

    def start(block: Block) -> Block:
        blocks.append(block)
        if block.source.line is not None:
            block.lines.append(block.source.line)
        return block

    def in_order(rule_id: str) -> bool:
        return last_id is None or sort_key(rule_id) > sort_key(last_id)

    for source, raw in lines:
        line = raw.strip()
        if not line:
            blank_before = True
            if current is not None and current.kind == "para":
                current = None  # a blank line ends a page paragraph
            continue
        was_blank, blank_before = blank_before, False

        # An open ++...++ note swallows everything up to its closing ++ or the next rule.
        if current is not None and current.kind == "note" and not current.closed:
            if not RULE_RE.match(line) and not GROUP_RE.match(line):
                current.add(line, source, newline=True)
                if line.endswith("++"):
                    current.closed = True
                continue
            current.closed = True  # never closed: cut off by the next rule

        m = RULE_RE.match(line)
        if m and (not document or in_order(m.group(1))):
            last_id = m.group(1)
            current = start(Block("rule", source, id=m.group(1), text=m.group(2)))
            continue
        m = GROUP_RE.match(line)
        if m and (not document or in_order(m.group(1))) and not m.group(2).rstrip().endswith(","):
            last_id = m.group(1)
            current = start(Block("group", source, id=m.group(1), text=m.group(2).strip()))
            continue
        if document:
            m = CHAPTER_RE.match(line)
            if m and int(m.group(1)) == chapter + 1:
                chapter += 1
                last_id = m.group(1)
                current = start(Block("group", source, id=m.group(1), text=m.group(2).strip()))
                continue
        m = NOTE_RE.match(line)
        if m:
            plus, kind, rest = m.groups()
            note = Block("note", source, note_kind=kind.lower(), text=rest)
            note.closed = not plus or line.endswith("++") and len(line) > 2
            current = start(note)
            continue
        if is_chrome(line):
            start(Block("chrome", source, text=line))
            continue
        if current is not None and current.kind != "group":
            if LIST_RE.match(line):
                if current.kind == "para":  # each item of a page's list is a paragraph
                    current = start(Block("para", source, text=line))
                else:
                    current.add(line, source, newline=True)
                continue
            if document or (
                not (was_blank and current.kind == "para")
                and (starts_as_continuation(line) or _open_for(current))
            ):
                current.add(line, source)
                continue
        if document and current is not None and current.kind == "group":
            sep = "\n" if LIST_RE.match(line) or not current.body else " "
            current.body = (current.body + sep + line).strip("\n ") if current.body else line
            if source.line is not None:
                current.lines.append(source.line)
            continue
        if document:
            # Text before the first rule of an imported document: keep it as a paragraph.
            current = start(Block("para", source, text=line))
            continue
        current = start(Block("para", source, text=line))
    return blocks
