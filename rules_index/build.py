"""Sources -> editions -> graph -> the cached view that queries read.

The view is plain dicts and lists (no classes, no networkx) so that loading it for `judge rule`
imports nothing but `pickle`. It is written once per change of the sources, the stored
editions, or the code; `cache.py` decides when.
"""

from __future__ import annotations

from collections import defaultdict

from . import editions as editions_mod
from . import search as search_mod
from .graph import build_graph, rule_node
from .ids import has_letter, parent_id, sort_key
from . import rulings as rulings_mod
from .links import scan_code, scan_gaps
from .model import Edition, Source
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
    that it never stops the lookups in the others."""
    return editions_mod.loadable()


def build_view(editions: list[Edition] | None = None, rulings: list | None = None) -> tuple[dict, object]:
    """Returns (view, graph). view = {"editions": {name: edition view}, "order": [names]}."""
    editions = load_all() if editions is None else editions
    code = scan_code()
    rulings = rulings_mod.as_list(rulings_mod.scan()) if rulings is None else rulings
    g, term_index = build_graph(editions, code, rulings)
    view = {"order": [e.name for e in editions], "editions": {}}
    for ed in editions:
        view["editions"][ed.name] = _edition_view(ed, g, term_index[ed.name])
    return view, g


def _context(rules: dict, rec: dict) -> str:
    parent = rec["parent"]
    if not parent or not has_letter(rec["id"]):
        return ""
    return " ".join(rules[c]["text"] for c in rules[parent]["children"] if c != rec["id"])


def _edition_view(ed: Edition, g, terms: dict) -> dict:
    e = ed.name
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

    rules: dict[str, dict] = {}
    for rid, rule in ed.rules.items():
        node = rule_node(e, rid)
        refs_all = list(dict.fromkeys(r for t in [rule.text] + [n.text for n in rule.notes] for r in references(t)))
        referenced_by = sorted(
            {g.nodes[u]["rule_id"] for u, _, d in g.in_edges(node, data=True) if d["rel"] == "refers_to"},
            key=sort_key,
        )
        implemented_by = [
            {k: g.nodes[u][k] for k in ("module", "function", "file", "line")}
            for u, _, d in g.in_edges(node, data=True)
            if d["rel"] == "implements"
        ]
        rulings = sorted(g.nodes[u]["path"] for u, _, d in g.in_edges(node, data=True) if d["rel"] == "exercises")
        same = [
            {"edition": g.nodes[v]["edition"], "id": g.nodes[v]["rule_id"], "kind": d["kind"], "similarity": d["similarity"]}
            for _, v, d in g.out_edges(node, data=True)
            if d["rel"] == "same_rule"
        ]
        parent = parent_id(rid)
        rules[rid] = {
            "kind": "rule",
            "id": rid,
            "edition": e,
            "heading": rule.heading,
            "parent_heading": ed.rules[parent].heading if parent in ed.rules else "",
            "text": rule.text,
            "examples": [{"text": n.text, "sources": _sources(n.sources)} for n in rule.examples],
            "remarks": [{"text": n.text, "sources": _sources(n.sources)} for n in rule.remarks],
            "parent": parent if parent in ed.rules else None,
            "children": sorted(children.get(rid, []), key=sort_key),
            "references": [r for r in refs_all if r in ed.rules and r != rid],
            "dangling_references": [r for r in refs_all if r not in ed.rules],
            "referenced_by": referenced_by,
            "terms": sorted(set(terms_of.get(rid, []))),
            "defines": sorted(defines.get(rid, [])),
            "sources": _sources(rule.sources),
            "variants": [{"text": v.text, "sources": _sources(v.sources)} for v in rule.variants],
            "implicit": rule.implicit,
            "implemented_by": sorted(implemented_by, key=lambda c: (c["file"], c["line"])),
            "rulings": rulings,
            "same_rule": same,
        }
    sections: dict[str, dict] = {}
    for sid, s in ed.sections.items():
        sections[sid] = {
            "kind": "section",
            "id": sid,
            "edition": e,
            "page": s.page,
            "page_title": s.page_title,
            "heading": s.heading,
            "parent_heading": s.page_title,
            "text": s.text,
            "paragraphs": s.paragraphs,
            "examples": [{"text": n.text, "sources": _sources(n.sources)} for n in s.notes if n.kind == "example"],
            "remarks": [{"text": n.text, "sources": _sources(n.sources)} for n in s.notes if n.kind == "remark"],
            "sources": _sources(s.sources),
            "terms": sorted(t for t, info in terms.items() if sid in info["sections"]),
        }
    searchable = [r for r in rules.values() if r["text"] or (r["heading"] and not has_letter(r["id"]))]
    searchable = [dict(r, context=_context(rules, r)) for r in searchable]
    searchable += [s for s in sections.values() if s["text"]]
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
        "search": search_mod.build(searchable),
        "gaps": [g.__dict__ | {"rules": list(g.rules)} for g in scan_gaps()] if ed.builtin else [],
    }
