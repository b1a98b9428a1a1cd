"""Sources -> editions -> graph -> the cached view that queries read.

The view is plain dicts and lists (no classes, no networkx) so that loading it for `judge rule`
imports nothing but `pickle`. It is written once per change of the sources, the stored
editions, or the code; `cache.py` decides when.
"""

from __future__ import annotations

import re
from collections import defaultdict

from . import asked as asked_mod
from . import editions as editions_mod
from . import coverage
from . import search as search_mod
from . import vocabulary
from .graph import build_graph, rule_node, section_node
from .ids import has_letter, parent_id, sort_key
from . import rulings as rulings_mod
from . import parts
from .links import scan_cards, scan_code, scan_gaps
from .model import Edition, Source
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
    that it never stops the lookups in the others."""
    return editions_mod.loadable()


# The fields of a rule or section record the search index reads (search._doc_fields, search.build).
SEARCHED = ("kind", "id", "text", "topic", "heading", "parent_heading", "examples", "remarks", "context", "gloss")


def build_view(editions: list[Edition] | None = None, rulings: list | None = None) -> tuple[dict, object]:
    """Returns (view, graph). view = {"editions": {name: edition view}, "order": [names]}."""
    editions = load_all() if editions is None else editions
    code = scan_code()
    rulings = rulings_mod.as_list(rulings_mod.scan()) if rulings is None else rulings
    g, term_index = build_graph(editions, code, rulings, scan_cards())
    view = {"order": [e.name for e in editions], "editions": {}}
    applied = _applied(g)
    for ed in editions:
        view["editions"][ed.name] = _edition_view(ed, g, term_index[ed.name], applied)
    # Search indexes each rule with the questions players ask about it (asked.py), found through
    # the rule's own words or the rule of another edition it is the same rule as.
    table = asked_mod.load()
    rules_of = {name: ev["rules"] for name, ev in view["editions"].items()}
    prints: dict[int, str] = {}  # the records live through the loop: their ids stay theirs
    for ev in view["editions"].values():
        searchable, keys, nouns = ev.pop("_searchable")
        asked = asked_mod.for_edition({**ev["rules"], **ev["sections"]}, rules_of, table, prints)
        # only what the index reads of a record: a field the graph gives (same_rule, rulings, code)
        # changes as editions are imported or the code changes, and must not make it built again
        searchable = [{k: r[k] for k in SEARCHED if k in r} | {"asked": list(asked.get(r["id"], ()))} for r in searchable]
        ev["search"] = parts.cached("search", (searchable, keys, sorted(nouns)),
                                    lambda s=searchable, k=keys, n=nouns: search_mod.build(s, *k, n))
    coverage.mark_foreign({name: ev["search"] for name, ev in view["editions"].items()})
    for ev in view["editions"].values():
        coverage.mark_linked(ev["search"], ev["rules"])
    return view, g


def _applied(g) -> dict[str, set[str]]:
    """Rule node -> the names of the cards whose encodings apply it (the built-in edition's rules,
    which the encodings name), read from the graph once for every rule."""
    out: dict[str, set[str]] = defaultdict(set)
    for u, kind in g.nodes(data="type"):
        if kind == "card":
            for v in g.succ[u]:
                out[v].add(g.nodes[u]["name"])
    return out


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


def _edition_view(ed: Edition, g, terms: dict, applied: dict[str, set[str]]) -> dict:
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
    pred, succ = g.pred, g.succ  # the adjacency itself: one pass over a node's edges, no views
    for rid, rule in ed.rules.items():
        node = rule_node(e, rid)
        refs_all = list(dict.fromkeys(r for t in [rule.text] + [n.text for n in rule.notes] for r in references(t)))
        by_rel: dict[str, list[str]] = defaultdict(list)
        for u, keyed in pred[node].items():
            for d in keyed.values():
                by_rel[d["rel"]].append(u)
        referenced_by = sorted({g.nodes[u]["rule_id"] for u in by_rel["refers_to"]}, key=sort_key)
        implemented_by = [{k: g.nodes[u][k] for k in ("module", "function", "file", "line")} for u in by_rel["implements"]]
        rulings = sorted(g.nodes[u]["path"] for u in by_rel["exercises"])
        same, cards = [], set(applied.get(node, ()))
        for v, keyed in succ[node].items():
            for d in keyed.values():
                if d["rel"] == "same_rule":
                    same.append({"edition": g.nodes[v]["edition"], "id": g.nodes[v]["rule_id"], "kind": d["kind"],
                                 "similarity": d["similarity"]})
                    # the cards whose encodings apply the rule of another edition it is the same as
                    cards |= applied.get(v, set())
        cards = sorted(cards)
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
            # both kinds in the order the document gives them (a Remark before an Example, 2.3.1.f)
            "notes": [{"kind": n.kind, "text": n.text} for n in rule.notes],
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
            "cards": cards,
            "same_rule": same,
        }
    sections: dict[str, dict] = {}
    for sid, s in ed.sections.items():
        snode = section_node(e, sid)
        code_of = [
            {k: g.nodes[u][k] for k in ("module", "function", "file", "line")}
            for u, _, d in g.in_edges(snode, data=True) if d["rel"] == "implements"
        ] if snode in g else []
        rulings_of = sorted(g.nodes[u]["path"] for u, _, d in g.in_edges(snode, data=True)
                            if d["rel"] == "exercises") if snode in g else []
        sections[sid] = {
            "implemented_by": sorted(code_of, key=lambda c: (c["file"], c["line"])),
            "rulings": rulings_of,
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
            "notes": [{"kind": n.kind, "text": n.text} for n in s.notes],
            "sources": _sources(s.sources),
            "terms": sorted(t for t, info in terms.items() if sid in info["sections"]),
        }
    searchable = [r for r in rules.values() if indexed(r)]
    topics = _topics(rules, terms)
    searchable = [
        dict(r, context=_context(rules, r), gloss=_gloss(r, terms), topic=topics.get(r["id"], []))
        for r in searchable
    ]
    # A section of a mode's or a format's page is about that mode (modes.2v2.tiebreaker is the
    # tiebreaker of 2v2, not of every game); the pages that clarify the rules (phases) are not.
    searchable += [
        dict(s, topic=[s["id"].split(".")[1].replace("-", " ")] if s["id"].split(".")[0] in _MODE_PAGES else [])
        for s in sections.values() if indexed(s)
    ]
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
        "_searchable": (searchable, _search_keys(terms, sections, rules), _nouns(terms)),
        "gaps": [g.__dict__ | {"rules": list(g.rules)} for g in scan_gaps()] if ed.builtin else [],
    }
