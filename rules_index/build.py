"""Sources -> editions -> relations -> the cached view that queries read (and the graph).

The view is plain dicts and lists (no classes, no networkx) so that loading it for `judge rule`
imports nothing but `marshal`. It is written once per change of the sources, the stored
editions, or the code; `cache.py` decides when. It is made from the same relations as the graph
(relations.py), without building the graph: each edition's own records are a part made from its
rules alone, and what links them to the rest is laid over them, so that importing an edition
costs that edition and its links, not every edition again. The graph is built when a command
asks for it (`graph()`: `judge graph`).
"""

from __future__ import annotations

import re
from collections import defaultdict

from . import asked as asked_mod
from . import coverage
from . import search as search_mod
from . import vocabulary
from .diff import Match
from .ids import has_letter, parent_id, sort_key
from . import rulings as rulings_mod
from . import parts
from . import stored
from .links import scan_cards, scan_code, scan_gaps
from .model import Edition, Source
from .relations import Relations
from .tokens import search_stems
from .text import references


def _sources(items: list[Source]) -> list[dict]:
    out = []
    for s in items:
        d = {"file": s.file}
        if s.line is not None:
            d["line"] = s.line
        if s.page is not None:
            d["page"] = s.page
        out.append(d)
    return out


def load_all() -> list[Edition]:
    """Every edition that loads: a damaged stored one is left out with one line of warning, so
    that it never stops the lookups in the others; a stored one a build read before is read
    again only if a part of it must be made (stored.py)."""
    return stored.load_all()


# The fields of a rule or section record the search index reads (search._doc_fields, search.build).
SEARCHED = ("kind", "id", "text", "topic", "heading", "parent_heading", "examples", "remarks", "context", "gloss")


def build_view(editions: list[Edition] | None = None, rulings: list | None = None) -> dict:
    """{"order": [names], "editions": {name: files}, "sides": {file name: file}}, made without the
    graph, from parts (parts.py) that a build keeps and the next one copies:

    - each edition's records and search index, made from its rules and its own links (code,
      rulings, cards) alone;
    - for each pair of editions, each one's side: the same rule in the other, the cards whose
      encodings apply that rule there; made from the pair's matches.

    What joins them is laid over them when read (cache.View). An import then makes its own
    edition's parts and the sides of the pairs it joins, and copies every other part: what it
    costs grows with the pairs it makes, not with the links of every pair.

    files: "lookup" and "search", each (path of the part to copy, None) or (None, the data to
    write); "links": what the edition's search reads of the others (what they define that it
    lacks, the words they use) and its sides, [other edition, side file name] in the order of
    the editions. A side file: the same."""
    editions = load_all() if editions is None else editions
    rulings = rulings_mod.as_list(rulings_mod.scan()) if rulings is None else rulings
    rel = Relations(editions, scan_code(), rulings, scan_cards())
    linked = _linked(rel)
    table = asked_mod.load()
    own = {ed.name: _Own(ed, rel) for ed in editions}
    # what each edition's records show of the code, the rulings and the cards (sets sorted: a key)
    shown: dict[str, list] = defaultdict(list)
    for (edition, rid), v in sorted(linked.items()):
        shown[edition].append((rid, [tuple(c.values()) for c in v["implemented_by"]], sorted(v["rulings"]), sorted(v["cards"])))
    # the cards of each edition's rules, by a key: a side shows the cards of the other's rules
    cards_key = {e: parts.key("cards", [(r[0], r[3]) for r in shown.get(e, ()) if r[3]], plain=True) for e in rel.order}
    # What this build must make (an import: its new edition's term index, its pairs' matches),
    # on both cores: an edition whose records were never made needs its term index, a pair whose
    # sides or borrowings were never made its matches (a pair made before needs none: its
    # matches are not even kept).
    rel.prepare([e for e, o in own.items() if not o.made()], [
        (a, b) for i, a in enumerate(rel.order) for b in rel.order[i + 1:]
        if not all(parts.has("side", (rel.made_of[x], rel.made_of[y], cards_key[y]), plain=True)
                   and parts.has("borrowed", (rel.made_of[a], rel.made_of[b], x_first), plain=True)
                   for x, y, x_first in ((a, b, True), (b, a, False)))])
    prints = {e: o.prints() for e, o in own.items()}
    view: dict = {"order": list(rel.order), "editions": {}, "sides": {}}
    # each edition's sides and borrowings, in the order of the other editions (the pairs come in
    # that order for each: those with the editions before it, then those with the ones after)
    sides: dict[str, list] = {e: [] for e in rel.order}
    borrowings: dict[str, list] = {e: [] for e in rel.order}
    for i, a in enumerate(rel.order):
        for b in rel.order[i + 1:]:
            pair = (rel.made_of[a], rel.made_of[b])
            for x, y, x_first in ((a, b, True), (b, a, False)):
                name = f"{x}~{y}.side.marshal"
                view["sides"][name] = parts.kept(
                    "side", (rel.made_of[x], rel.made_of[y], cards_key[y]),
                    lambda x=x, y=y, x_first=x_first, a=a, b=b: _side(x, y, rel.matches(a, b), x_first, linked), plain=True)
                sides[x].append([y, name])
                borrowings[x].append(parts.cached(
                    "borrowed", pair + (x_first,),
                    lambda x=x, y=y, x_first=x_first, a=a, b=b: asked_mod.borrowed(prints[x], prints[y], rel.matches(a, b), table, x_first),
                    plain=True))
    words: list[dict] = []

    def question_words() -> dict:
        # the words of every question players ask, read once for all editions and builds (the
        # code stamp of a part covers data/asked.json)
        if not words:
            words.append(parts.cached("asked-words", (), lambda: search_mod.question_words(
                sorted({q for qs in table.values() for q in qs})), plain=True))
        return words[0]

    summaries = {}
    for ed in editions:
        e, o = ed.name, own[ed.name]
        lookup = parts.kept("lookup", (o.key, _meta(ed), shown.get(e, ())),
                            lambda ed=ed, o=o: _edition_view(ed, o.records(), rel.terms[ed.name], linked), plain=True)
        # Search indexes each rule with the questions players ask about it (asked.py), found through
        # the rule's own words or the rule of another edition it is the same rule as.
        asked = asked_mod.gathered(prints[e], borrowings[e], table)
        # the records the index reads are made from the edition's rules alone (rel.made_of): with
        # the questions, they decide the index
        inputs = (rel.made_of[e], asked)
        made: dict = {}

        def make_search(o=o, asked=asked, made=made):
            own_ = o.records()
            made["index"] = search_mod.build([r | {"asked": list(asked.get(r["id"], ()))} for r in own_["searchable"]],
                                             *own_["keys"], set(own_["nouns"]), asked_words=question_words())
            return made["index"]

        search = parts.kept("search", inputs, make_search, plain=True)
        summaries[e] = parts.cached(
            "search-summary", inputs,
            lambda made=made, search=search, inputs=inputs, make_search=make_search: _summary(
                made.get("index") or search[1] or parts.cached("search", inputs, make_search, plain=True)),
            plain=True)
        view["editions"][e] = {"lookup": lookup, "search": search}
    coverage.mark_foreign(summaries)
    for e in rel.order:
        view["editions"][e]["links"] = {
            **{k: summaries[e][k] for k in coverage.OTHER_EDITIONS},
            "sides": sides[e],
        }
    return view


def _side(x: str, y: str, matches: list, x_first: bool, linked: dict) -> dict:
    """Edition x's side of its pair with y: the same rule in y of each of its rules that has one
    ({rule: link}), and the cards whose encodings apply that rule in y ({rule: [cards]})."""
    same, cards = {}, {}
    for m in (Match(*p) for p in matches):
        mine, theirs = (m.a, m.b) if x_first else (m.b, m.a)
        same[mine] = {"edition": y, "id": theirs, "kind": m.kind, "similarity": m.similarity}
        there = (linked.get((y, theirs)) or {}).get("cards")
        if there:
            cards[mine] = sorted(there)
    return {"same": same, "cards": cards}


class _Own:
    """An edition's own records (_own_records), read back or made only when a part needs them."""

    def __init__(self, ed: Edition, rel: Relations):
        self.ed, self.rel = ed, rel
        self.key = (rel.made_of[ed.name], stored.digest(ed)["sources"])
        self._records: dict | None = None

    def records(self) -> dict:
        if self._records is None:
            ed = self.ed
            self._records = parts.cached("own", self.key, lambda: _own_records(ed, self.rel.terms[ed.name]), plain=True)
        return self._records

    def made(self) -> bool:
        """Whether a build made this edition's records before (its prints are read by each build,
        and kept: its records and term index are read only when a part needs them)."""
        return parts.has("prints", self.key, plain=True)

    def prints(self) -> dict[str, str]:
        return parts.cached("prints", self.key, lambda: self.records()["prints"], plain=True)


def _meta(ed: Edition) -> tuple:
    """What an edition's records show besides its rules: its documents, findings and, for the
    built-in edition, the engine's readings where it is silent (scan_gaps)."""
    gaps = [(g.file, g.line, g.function, tuple(g.rules), g.text, g.kind) for g in scan_gaps()] if ed.builtin else []
    return (*stored.digest(ed)["meta"], gaps)


def _summary(index: dict) -> dict:
    """What comparing an edition with the others reads of its search index (coverage.py)."""
    return {k: index[k] for k in ("ids", "keys", "defined", "undefined", "own", "vocab")}


def graph():
    """The knowledge graph of the stored editions, the engine's code, the cards and the rulings
    as the record has them now (rulings.py)."""
    stored = rulings_mod.stored()
    rulings = rulings_mod.as_list(stored if stored is not None else rulings_mod.refresh())
    from .graph import build_graph  # networkx: only for an export, never for a query or a build of the view

    return build_graph(load_all(), scan_code(), rulings, scan_cards())[0]


def _linked(rel: Relations) -> dict[tuple[str, str], dict]:
    """(edition, id) of a rule or page section -> the code that applies it, the rulings that
    exercise it and the cards whose encodings apply it, as the graph's edges have them."""
    out: dict[tuple[str, str], dict] = defaultdict(lambda: {"implemented_by": [], "rulings": set(), "cards": set()})
    for link in rel.code:
        target = rel.resolve(link.rule)
        if target is not None:
            code = {"module": link.module, "function": link.function, "file": link.file, "line": link.line}
            entry = out[target[0], target[2]]["implemented_by"]
            if code not in entry:
                entry.append(code)
    for field, named in (("rulings", rel.rulings), ("cards", rel.cards)):
        for who, rule_ids in named:
            for rid in rule_ids:
                target = rel.resolve(rid)
                if target is not None:
                    out[target[0], target[2]][field].add(who)
    return dict(out)


def indexed(rec: dict) -> bool:
    """Whether search indexes a rule or page section of the view: a rule with text, or the
    heading of a group (not of a lettered rule); a page section with text."""
    if rec["kind"] == "section" or rec["text"]:
        return bool(rec["text"])
    return bool(rec["heading"]) and not has_letter(rec["id"])


def _context(rules: dict, rec: dict) -> str:
    parent = rec["parent"]
    if not parent or not has_letter(rec["id"]):
        return ""
    return " ".join(rules[c]["text"] for c in rules[parent]["children"] if c != rec["id"])


def _gloss(rule: dict, terms: dict) -> str:
    """The glossary's definitions of the terms a rule defines, searched with the rule (the name
    itself is already in the rule's heading or text)."""
    return " ".join(d for t in rule["defines"] for d in terms[t]["glossary"])


def _search_keys(terms: dict, sections: dict, rules: dict) -> tuple[dict[str, list[str]], list[str], list[str]]:
    """The names a question may use that another edition may lack: the edition's keywords and
    statuses, the terms its glossary defines, and the modes and formats of its pages; and which
    of them the edition says what they are (a rule or the glossary defines it, or a page is
    about it); and the terms it uses without saying what they are (Asleep in the built-in
    edition is only named, in a remark of 4.2.5.b)."""
    from .terms import STATUSES_AND_KEYWORDS

    # The names printed on cards, which a later edition adds and an earlier one lacks: keywords,
    # keyword actions and statuses (the glossary says which). Not every glossary term: an edition
    # without the word "terrain" still has region types, one without "Lyra" still has factions.
    names = [t for t, info in terms.items() if t in STATUSES_AND_KEYWORDS or any(map(_MECHANIC.match, info["glossary"]))]
    defined = {t for t in names if terms[t]["defined_by"] or terms[t]["glossary"]}
    keys = {}
    for name in names:
        terms_of = coverage.key_terms(name.removesuffix(" X"))  # "Scout X"
        if terms_of:
            keys.setdefault(name, terms_of)
    # The modes and formats of the pages, by title and by the short name their ids spell
    # (modes.2v2..., formats.booster-war...), and by each word of that name no rule uses
    # ("booster", "draft"): a question says "our draft night" as often as "Booster Draft".
    common = {w for s in rules.values() for w in search_stems(s["heading"] + " " + s["text"])}
    for sid, sec in sorted(sections.items()):
        if sid.count(".") < 2:
            continue
        short = sid.split(".")[1].replace("-", " ")
        title = sec["page_title"] or short
        for name in (title, short):
            terms_of = coverage.key_terms(name)
            if terms_of:
                keys.setdefault(name, terms_of)
                defined.add(name)
        for word in search_stems(short):
            # "draft" is read as Limited (vocabulary.PLAYERS_WORDS): an edition with Limited decks has it
            if word not in common and len(word) >= 4 and word not in vocabulary.synonyms():
                keys.setdefault(word, [word])
                defined.add(word)
    # A term the edition names in a rule or two and never defines (Sabotage in the built-in
    # edition, named in an example): a question about it is not answered there. A term used
    # throughout (Sacrifice) is the edition's own, defined or not.
    undefined = sorted(
        t for t, info in terms.items()
        if not info["defined_by"] and not info["glossary"] and len(info["mentioned_by"]) <= _NAMED_IN_PASSING
    )
    return keys, sorted(n for n in keys if n in defined), undefined


_NAMED_IN_PASSING = 2
_MODE_PAGES = {"modes", "formats"}


_MECHANIC = re.compile(r"(?:A|An)\s+(?:[\w-]+\s+)?(?:keyword|status)\b", re.I)


def _topics(rules: dict, terms: dict) -> dict[str, list[str]]:
    """The mechanic each rule is about, where it belongs to the rules of one keyword or status
    (7.4.3.e is about Gigantic: the group that defines it): {rule id: [terms]}."""
    from .terms import STATUSES_AND_KEYWORDS

    out: dict[str, list[str]] = defaultdict(list)
    for term in sorted(STATUSES_AND_KEYWORDS & set(terms)):
        for definer in terms[term]["defined_by"]:
            group = parent_id(definer) if has_letter(definer) else definer
            if group not in rules:
                continue
            for rid in [group, *rules[group]["children"]]:
                if term not in out[rid]:
                    out[rid].append(term)
    return out


def _nouns(terms: dict) -> set[str]:
    """The stems of the game's own words (the terms the edition uses, and their aliases)."""
    return {s for t, info in terms.items() for name in [t, *info["aliases"]] for s in search_stems(name)}


def _own_records(ed: Edition, terms: dict) -> dict:
    """What the view holds of an edition that its rules alone decide: its rules and sections
    (their links to code, rulings, cards and other editions left empty, in their places), the
    records search indexes, the names questions may use, and each record's fingerprint for the
    questions players ask (asked.py)."""
    children: dict[str, list[str]] = defaultdict(list)
    for rid in ed.rules:
        p = parent_id(rid)
        if p in ed.rules:
            children[p].append(rid)
    terms_of: dict[str, list[str]] = defaultdict(list)
    defines: dict[str, list[str]] = defaultdict(list)
    for term, info in terms.items():
        for rid in info["defined_by"]:
            defines[rid].append(term)
            terms_of[rid].append(term)
        for rid in info["mentioned_by"]:
            terms_of[rid].append(term)
    refs_of = {
        rid: list(dict.fromkeys(r for t in [rule.text] + [n.text for n in rule.notes] for r in references(t)))
        for rid, rule in ed.rules.items()
    }
    referenced_by: dict[str, set[str]] = defaultdict(set)
    for rid, refs in refs_of.items():
        for r in refs:
            if r != rid and r in ed.rules:
                referenced_by[r].add(rid)

    rules: dict[str, dict] = {}
    for rid, rule in ed.rules.items():
        refs_all = refs_of[rid]
        parent = parent_id(rid)
        rules[rid] = {
            "kind": "rule",
            "id": rid,
            "edition": ed.name,
            "heading": rule.heading,
            "parent_heading": ed.rules[parent].heading if parent in ed.rules else "",
            "text": rule.text,
            "examples": [{"text": n.text, "sources": _sources(n.sources)} for n in rule.examples],
            "remarks": [{"text": n.text, "sources": _sources(n.sources)} for n in rule.remarks],
            # both kinds in the order the document gives them (a Remark before an Example, 2.3.1.f)
            "notes": [{"kind": n.kind, "text": n.text} for n in rule.notes],
            "parent": parent if parent in ed.rules else None,
            "children": sorted(children.get(rid, []), key=sort_key),
            "references": [r for r in refs_all if r in ed.rules and r != rid],
            "dangling_references": [r for r in refs_all if r not in ed.rules],
            "referenced_by": sorted(referenced_by.get(rid, ()), key=sort_key),
            "terms": sorted(set(terms_of.get(rid, []))),
            "defines": sorted(defines.get(rid, [])),
            "sources": _sources(rule.sources),
            "variants": [{"text": v.text, "sources": _sources(v.sources)} for v in rule.variants],
            "implicit": rule.implicit,
            # laid over each build (_edition_view)
            "implemented_by": [],
            "rulings": [],
            "cards": [],
            "same_rule": [],
        }
    sections: dict[str, dict] = {}
    for sid, s in ed.sections.items():
        sections[sid] = {
            "implemented_by": [],
            "rulings": [],
            "kind": "section",
            "id": sid,
            "edition": ed.name,
            "page": s.page,
            "page_title": s.page_title,
            "heading": s.heading,
            "parent_heading": s.page_title,
            "text": s.text,
            "paragraphs": s.paragraphs,
            "examples": [{"text": n.text, "sources": _sources(n.sources)} for n in s.notes if n.kind == "example"],
            "remarks": [{"text": n.text, "sources": _sources(n.sources)} for n in s.notes if n.kind == "remark"],
            "notes": [{"kind": n.kind, "text": n.text} for n in s.notes],
            "sources": _sources(s.sources),
            "terms": sorted(t for t, info in terms.items() if sid in info["sections"]),
        }
    topics = _topics(rules, terms)
    searchable = [
        dict(r, context=_context(rules, r), gloss=_gloss(r, terms), topic=topics.get(r["id"], []))
        for r in rules.values() if indexed(r)
    ]
    # A section of a mode's or a format's page is about that mode (modes.2v2.tiebreaker is the
    # tiebreaker of 2v2, not of every game); the pages that clarify the rules (phases) are not.
    searchable += [
        dict(s, topic=[s["id"].split(".")[1].replace("-", " ")] if s["id"].split(".")[0] in _MODE_PAGES else [])
        for s in sections.values() if indexed(s)
    ]
    return {
        "rules": rules,
        "sections": sections,
        # only what the index reads of a record (search._doc_fields, search.build)
        "searchable": [{k: r[k] for k in SEARCHED if k in r} for r in searchable],
        "keys": _search_keys(terms, sections, rules),
        "nouns": sorted(_nouns(terms)),
        "prints": asked_mod.prints_of(rules | sections),
    }


def _edition_view(ed: Edition, own: dict, terms: dict, linked: dict) -> dict:
    """An edition's records (own: _own_records, read back as a part) with what links them to the
    code, the rulings and the cards laid over them (the other editions are laid over them when
    read: the sides of build_view)."""
    e = ed.name
    rules, sections = own["rules"], own["sections"]
    empty = {"implemented_by": [], "rulings": (), "cards": ()}
    for rid, rec in rules.items():
        links = linked.get((e, rid), empty)
        rec["implemented_by"] = sorted(links["implemented_by"], key=lambda c: (c["file"], c["line"]))
        rec["rulings"] = sorted(links["rulings"])
        rec["same_rule"] = []
        rec["cards"] = sorted(links["cards"])
    for sid, rec in sections.items():
        links = linked.get((e, sid), empty)
        rec["implemented_by"] = sorted(links["implemented_by"], key=lambda c: (c["file"], c["line"]))
        rec["rulings"] = sorted(links["rulings"])
    return {
        "name": e,
        "title": ed.title,
        "version": ed.version,
        "effective": ed.effective,
        "builtin": ed.builtin,
        "origin": ed.origin,
        "documents": [{"file": d.file, "title": d.title, "lines": d.lines, "pages": d.pages} for d in ed.documents],
        "rules": rules,
        "sections": sections,
        "terms": terms,
        "findings": [
            {"kind": f.kind, "message": f.message, "sources": _sources(f.sources), "rule": f.rule}
            for f in ed.findings
        ],
        "glossary": ed.glossary,
        "gaps": [g.__dict__ | {"rules": list(g.rules)} for g in scan_gaps()] if ed.builtin else [],
    }
