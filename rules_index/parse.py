"""Source lines -> an Edition: rules with their notes and sources, page sections, findings.

Each source file is split into blocks (`blocks.py`); the copies of a rule found in different
files (or twice in one) are merged (`merge.py`), keeping the most complete text and reporting
copies that disagree. Unnumbered page paragraphs are filed under their page and section.
"""

from __future__ import annotations

import re
from collections import defaultdict
from dataclasses import dataclass, field

from . import pages
from .blocks import Block, split_blocks
from .ids import ancestors, has_letter, sort_key
from .merge import cluster, merge_sequences
from .model import Document, Edition, Finding, Note, Rule, Section, Source, Variant

# Daily effects and steps that rules name in front of their text: "4.2.5.b Rest Characters ...".
LEAD_INS = ("Check Victory", "Clean-up", "Progress", "Prepare", "Succeed", "Rest", "Draw")
_LEAD_RE = re.compile(rf"^({'|'.join(re.escape(w) for w in LEAD_INS)})\s+(?=[A-Z])")


@dataclass
class _Copy:
    text: str
    source: Source
    notes: list[Block] = field(default_factory=list)
    body: str = ""


@dataclass
class _SectionCopy:
    page: pages.Page
    heading: str
    paragraphs: list[str] = field(default_factory=list)
    notes: list[Block] = field(default_factory=list)
    sources: list[Source] = field(default_factory=list)


class _Collector:
    """Gathers the copies found in every file before they are merged."""

    def __init__(self) -> None:
        self.rules: dict[str, list[_Copy]] = defaultdict(list)
        self.groups: dict[str, list[_Copy]] = defaultdict(list)
        self.sections: list[_SectionCopy] = []
        self.findings: list[Finding] = []
        self.documents: list[Document] = []

    def add_blocks(self, blocks: list[Block], doc: Document) -> None:
        target: _Copy | _SectionCopy | None = None
        page: pages.Page | None = None
        section: _SectionCopy | None = None

        def open_section(p: pages.Page, heading: str, source: Source) -> _SectionCopy:
            s = _SectionCopy(p, heading, sources=[source])
            self.sections.append(s)
            return s

        for b in blocks:
            if b.kind == "rule":
                target = _Copy(b.text, b.source)
                self.rules[b.id].append(target)
                page = section = None
            elif b.kind == "group":
                target = _Copy(b.text, b.source, body=b.body)
                self.groups[b.id].append(target)
                page = section = None
            elif b.kind == "note":
                if target is None:
                    if section is None:
                        section = open_section(page or _UNSORTED, "", b.source)
                    target = section
                target.notes.append(b)
            elif b.kind == "chrome":
                self.findings.append(Finding("chrome", f"web-page furniture: {b.text!r}", [b.source]))
            else:  # a page paragraph
                text = b.text
                opened = pages.page_opened_by(text)
                if opened:
                    new_page, is_title = opened
                    if is_title:
                        page, section, target = new_page, None, None
                        self.findings.append(Finding("page-title", f"page {new_page.id}: {text}", [b.source]))
                        if not doc.title:
                            doc.title = new_page.title
                        continue
                    if new_page is not page:
                        page = new_page
                        section = target = open_section(page, "", b.source)
                elif pages.is_heading(text):
                    other = pages.page_with_heading(text)
                    if other is not None and other is not page:
                        page = other
                    if page is None:
                        if not doc.title and not self.rules_in(doc):
                            doc.title = text  # a document's own title ("Altered Glossary")
                            continue
                        page = _UNSORTED
                    section = target = open_section(page, text, b.source)
                    continue
                if section is None:
                    page = page or _UNSORTED
                    section = target = open_section(page, "", b.source)
                section.paragraphs.append(text)
                section.sources.append(b.source)
                target = section

    def rules_in(self, doc: Document) -> bool:
        return any(c.source.file == doc.file for copies in self.rules.values() for c in copies)


_UNSORTED = pages.Page("unsorted", "Unsorted paragraphs")


def _merge_notes(note_lists: list[list[Block]]) -> list[Note]:
    copies = [(n.note_kind, n.text.strip().strip("+").strip(), n.source) for ns in note_lists for n in ns]
    out: list[Note] = []
    for kind in ("example", "remark"):
        texts = [(t, [s]) for k, t, s in copies if k == kind]
        for c in cluster(texts):
            out.append(Note(kind, c.text, c.sources))
    # Keep the order in which notes first appear in the sources: by file, page and line, and
    # where a PDF gives only the page, by the order they were read (a Remark before an Example)
    seen = {}
    for i, (_, _, s) in enumerate(copies):
        seen.setdefault(id(s), i)
    first = {id(n): min((s.file, s.page or 0, s.line or 0, seen.get(id(s), 0)) for s in n.sources) for n in out}
    return sorted(out, key=lambda n: first[id(n)])


def _merge_rule(rule_id: str, copies: list[_Copy], findings: list[Finding]) -> Rule:
    clusters = cluster([(c.text, [c.source]) for c in copies])
    clusters.sort(key=lambda c: (-len(c.sources), -c.size))
    main, others = clusters[0], clusters[1:]
    rule = Rule(rule_id, text=main.text, sources=sorted(main.sources, key=_src_key))
    for other in others:
        rule.variants.append(Variant(other.text, sorted(other.sources, key=_src_key)))
        rule.sources.extend(other.sources)
        findings.append(
            Finding(
                "disagreement",
                f"copies of {rule_id} disagree: {main.text!r} vs {other.text!r}",
                main.sources[:1] + other.sources[:1],
                rule_id,
            )
        )
    rule.sources.sort(key=_src_key)
    rule.notes = _merge_notes([c.notes for c in copies])
    m = _LEAD_RE.match(rule.text)
    if m and has_letter(rule_id):
        rule.heading = m.group(1)
        rule.text = rule.text[m.end():]
    return rule


def _src_key(s: Source) -> tuple:
    return (s.file, s.line or 0, s.page or 0)


def build_edition(
    files: list[tuple[str, list[tuple[Source, str]]]],
    *,
    name: str,
    title: str,
    layout: str = "seed",
) -> Edition:
    """Parse source files, each given as (file name, [(source, line text), ...])."""
    col = _Collector()
    for file, lines in files:
        doc = Document(file=file, title="", lines=len(lines))
        col.documents.append(doc)
        col.add_blocks(split_blocks(lines, layout), doc)
        if not doc.title:
            doc.title = "Comprehensive Rules (fragments)" if col.rules_in(doc) else file

    edition = Edition(name=name, title=title, documents=col.documents)
    findings = col.findings
    for rule_id, copies in col.rules.items():
        edition.rules[rule_id] = _merge_rule(rule_id, copies, findings)
    for group_id, copies in col.groups.items():
        rule = _merge_rule(group_id, copies, findings)
        rule.heading = rule.text
        rule.text = max((c.body for c in copies), key=len)
        if group_id in edition.rules:  # a heading for an id that also has text: keep both
            edition.rules[group_id].heading = rule.heading
            edition.rules[group_id].sources.extend(rule.sources)
        else:
            edition.rules[group_id] = rule
    for rule_id in list(edition.rules):
        for parent in ancestors(rule_id):
            if parent not in edition.rules:
                edition.rules[parent] = Rule(parent, implicit=True)
    edition.rules = dict(sorted(edition.rules.items(), key=lambda kv: sort_key(kv[0])))

    by_key: dict[tuple[str, str], list[_SectionCopy]] = defaultdict(list)
    for s in col.sections:
        by_key[(s.page.id, s.heading)].append(s)
    for (page_id, heading), copies in by_key.items():
        page = copies[0].page
        sid = f"{page_id}.{pages.slug(heading)}" if heading else f"{page_id}.intro"
        section = Section(sid, page_id, page.title, heading)
        section.paragraphs = merge_sequences([c.paragraphs for c in copies if c.paragraphs])
        section.notes = _merge_notes([c.notes for c in copies])
        section.sources = sorted({_src_key(s): s for c in copies for s in c.sources}.values(), key=_src_key)
        edition.sections[sid] = section
    edition.findings = findings
    return edition
