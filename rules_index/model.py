"""What an edition of the rules holds once parsed: rules, page sections, terms, documents.

Plain dataclasses: the parser fills them, the graph reads them, and they round-trip through
JSON (`to_dict` / `from_dict`) so an imported edition is parsed once and stored.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field


@dataclass
class Source:
    """Where a piece of text was read: a file and a line (text sources) or a page (PDF)."""

    file: str
    line: int | None = None
    page: int | None = None

    def label(self) -> str:
        if self.page is not None:
            return f"{self.file} p.{self.page}"
        return f"{self.file}:{self.line}"


@dataclass
class Note:
    """An `Example.` or `Remark.` attached to the rule (or section) it follows."""

    kind: str  # "example" | "remark"
    text: str
    sources: list[Source] = field(default_factory=list)


@dataclass
class Variant:
    """A copy of a rule whose text disagrees with the kept text (both are kept, and reported)."""

    text: str
    sources: list[Source] = field(default_factory=list)


@dataclass
class Rule:
    id: str
    heading: str = ""  # "Starting the game" for 1.3.1; the lead-in word of "4.2.5.b Rest ..."
    text: str = ""
    notes: list[Note] = field(default_factory=list)
    sources: list[Source] = field(default_factory=list)
    variants: list[Variant] = field(default_factory=list)
    implicit: bool = False  # a group no source line names (7.4 when only 7.4.3.a exists)

    @property
    def examples(self) -> list[Note]:
        return [n for n in self.notes if n.kind == "example"]

    @property
    def remarks(self) -> list[Note]:
        return [n for n in self.notes if n.kind == "remark"]


@dataclass
class Section:
    """A part of an unnumbered page (a game mode, a format): `modes.2v2.victory-conditions`."""

    id: str
    page: str  # "modes.2v2"
    page_title: str  # "Multiplayer 2v2"
    heading: str  # "Victory conditions" ("" for the page's opening paragraphs)
    paragraphs: list[str] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    sources: list[Source] = field(default_factory=list)

    @property
    def text(self) -> str:
        return "\n".join(self.paragraphs)


@dataclass
class Document:
    file: str
    title: str
    lines: int = 0
    pages: int = 0


@dataclass
class Finding:
    """Something a parser saw in its sources that a maintainer should know (for `rules doctor`)."""

    kind: str  # "disagreement" | "chrome" | ...
    message: str
    sources: list[Source] = field(default_factory=list)
    rule: str | None = None


@dataclass
class Edition:
    name: str
    title: str
    version: str | None = None
    effective: str | None = None
    origin: str = ""  # where it was imported from
    builtin: bool = False
    rules: dict[str, Rule] = field(default_factory=dict)
    sections: dict[str, Section] = field(default_factory=dict)
    glossary: dict[str, str] = field(default_factory=dict)  # term -> definition (PDF glossary)
    documents: list[Document] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)

    def to_dict(self) -> dict:
        return asdict(self)

    @classmethod
    def from_dict(cls, data: dict) -> "Edition":
        def sources(items):
            return [Source(**s) for s in items]

        def notes(items):
            return [Note(n["kind"], n["text"], sources(n["sources"])) for n in items]

        rules = {}
        for rid, r in data["rules"].items():
            rules[rid] = Rule(
                id=r["id"],
                heading=r["heading"],
                text=r["text"],
                notes=notes(r["notes"]),
                sources=sources(r["sources"]),
                variants=[Variant(v["text"], sources(v["sources"])) for v in r["variants"]],
                implicit=r["implicit"],
            )
        sections = {}
        for sid, s in data["sections"].items():
            sections[sid] = Section(
                id=s["id"],
                page=s["page"],
                page_title=s["page_title"],
                heading=s["heading"],
                paragraphs=list(s["paragraphs"]),
                notes=notes(s["notes"]),
                sources=sources(s["sources"]),
            )
        return cls(
            name=data["name"],
            title=data["title"],
            version=data.get("version"),
            effective=data.get("effective"),
            origin=data.get("origin", ""),
            builtin=data.get("builtin", False),
            rules=rules,
            sections=sections,
            glossary=dict(data.get("glossary", {})),
            documents=[Document(**d) for d in data.get("documents", [])],
            findings=[
                Finding(f["kind"], f["message"], sources(f["sources"]), f.get("rule"))
                for f in data.get("findings", [])
            ],
        )
