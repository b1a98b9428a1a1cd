"""The knowledge graph: editions, documents, rules, sections, terms, and (later) code and rulings.

Nodes carry a `type` (edition, document, rule, section, term, code, ruling); edges a `rel`:

- `parent_of`  rule -> sub-rule (7.4.3 -> 7.4.3.i), page section -> its page's sections
- `refers_to`  rule -> rule its text or notes cite ("see Rule 2.1.e")
- `defines`    rule -> term it defines;  `mentions` rule/section -> term it uses
- `appears_in` rule/section -> document (with `line` or `page`)
- `in_edition` document -> edition
- `same_rule`  rule -> the same rule in another edition (`similarity`, renumbered or not)
- `implements` code -> rule (engine functions declaring the rule they apply)
- `exercises`  ruling -> rule (scenarios that test it; filled by the scenario corpus)

Node ids: `edition:NAME`, `doc:NAME:FILE`, `rule:NAME:ID`, `section:NAME:ID`, `term:TERM`,
`code:MODULE.FUNCTION:LINE`, `ruling:PATH`.
"""

from __future__ import annotations

import networkx as nx

from .diff import Match
from .ids import parent_id
from .links import CodeLink
from .model import Edition
from .relations import Relations
from .text import references


def rule_node(edition: str, rule_id: str) -> str:
    return f"rule:{edition}:{rule_id}"


def section_node(edition: str, section_id: str) -> str:
    return f"section:{edition}:{section_id}"


def _appears_in(g, node: str, edition: str, sources) -> None:
    for src in sources:
        g.add_edge(node, f"doc:{edition}:{src.file}", rel="appears_in", line=src.line or 0, page=src.page or 0)


def build_graph(
    editions: list[Edition],
    code: list[CodeLink] = (),
    rulings: list[tuple[str, list[str]]] = (),
    cards: list[tuple[str, list[str]]] = (),
) -> tuple[nx.MultiDiGraph, dict]:
    """The graph, and the per-edition term index it was built from."""
    rel = Relations(editions, code, rulings, cards)
    g = nx.MultiDiGraph()
    for ed in editions:
        e = ed.name
        g.add_node(
            f"edition:{e}",
            type="edition",
            name=e,
            title=ed.title,
            version=ed.version or "",
            effective=ed.effective or "",
            builtin=ed.builtin,
        )
        for doc in ed.documents:
            dn = f"doc:{e}:{doc.file}"
            g.add_node(dn, type="document", edition=e, file=doc.file, title=doc.title)
            g.add_edge(dn, f"edition:{e}", rel="in_edition")
        for rid, rule in ed.rules.items():
            rn = rule_node(e, rid)
            g.add_node(
                rn,
                type="rule",
                edition=e,
                rule_id=rid,  # not "id": GEXF and node-link JSON take an "id" attribute as the node's id
                heading=rule.heading,
                text=rule.text,
                implicit=rule.implicit,
            )
            _appears_in(g, rn, e, rule.sources)
        for rid, rule in ed.rules.items():
            parent = parent_id(rid)
            if parent and parent in ed.rules:
                g.add_edge(rule_node(e, parent), rule_node(e, rid), rel="parent_of")
            texts = [rule.text] + [n.text for n in rule.notes]
            for ref in dict.fromkeys(r for t in texts for r in references(t)):
                if ref != rid and ref in ed.rules:
                    g.add_edge(rule_node(e, rid), rule_node(e, ref), rel="refers_to")
        for sid, section in ed.sections.items():
            sn = section_node(e, sid)
            g.add_node(
                sn,
                type="section",
                edition=e,
                section_id=sid,
                page=section.page,
                page_title=section.page_title,
                heading=section.heading,
                text=section.text,
            )
            page_node = section_node(e, section.page)
            if page_node not in g:
                g.add_node(page_node, type="section", edition=e, section_id=section.page, page=section.page,
                           page_title=section.page_title, heading=section.page_title, text="")
            g.add_edge(page_node, sn, rel="parent_of")
            _appears_in(g, sn, e, section.sources)

        for term, info in rel.terms[e].items():
            tn = f"term:{term}"
            if tn not in g:
                g.add_node(tn, type="term", name=term)
            for rid in info["defined_by"]:
                g.add_edge(rule_node(e, rid), tn, rel="defines")
            for rid in info["mentioned_by"]:
                g.add_edge(rule_node(e, rid), tn, rel="mentions")
            for sid in info["sections"]:
                g.add_edge(section_node(e, sid), tn, rel="mentions")

    # The same rule across editions, matched by text (renumbering included).
    for (a, b), pairs in rel.pairs():
        for m in (Match(*p) for p in pairs):
            g.add_edge(rule_node(a, m.a), rule_node(b, m.b), rel="same_rule", similarity=m.similarity, kind=m.kind)
            g.add_edge(rule_node(b, m.b), rule_node(a, m.a), rel="same_rule", similarity=m.similarity, kind=m.kind)

    # Engine code and rulings cite rule ids without an edition: they are linked to the built-in
    # edition's rules (the edition the engine follows), and reach later editions via same_rule.
    for link in code:
        cn = f"code:{link.module}.{link.function}:{link.line}"  # two classes' methods may share a name
        g.add_node(cn, type="code", module=link.module, function=link.function, file=link.file, line=link.line)
        _link(g, cn, [link.rule], rel, "implements")
    # The cards of the shipped sets, and the rules their encodings apply (a Defender card -> 7.4.1).
    for name, rule_ids in cards:
        g.add_node(f"card:{name}", type="card", name=name)
        _link(g, f"card:{name}", rule_ids, rel, "applies")
    set_rulings(g, rulings, rel)
    return g, rel.terms


def set_rulings(g: nx.MultiDiGraph, rulings, rel: Relations) -> None:
    """The rulings of the corpus and the rules each exercises, in place of those the graph had
    (rule ids as `Relations.resolve` reads them)."""
    g.remove_nodes_from([n for n, t in g.nodes(data="type") if t == "ruling"])
    for path, rule_ids in rulings:
        g.add_node(f"ruling:{path}", type="ruling", path=path)
        _link(g, f"ruling:{path}", rule_ids, rel, "exercises")


def _link(g: nx.MultiDiGraph, node: str, rule_ids, rel: Relations, kind: str) -> None:
    """Edges from a node (code, a ruling, a card) to the rules it names; an id the edition it
    names lacks is left out."""
    for rid in rule_ids:
        target = rel.resolve(rid)
        if target is not None:
            edition, what, bare = target
            g.add_edge(node, (rule_node if what == "rule" else section_node)(edition, bare), rel=kind)


def export(g: nx.MultiDiGraph, fmt: str) -> str:
    """GraphML, GEXF, node-link JSON or Graphviz dot, as text."""
    import io
    import json

    if fmt == "json":
        data = nx.node_link_data(g, edges="edges")
        return json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True)
    if fmt == "dot":
        lines = ["digraph altered_rules {"]
        for n, attrs in g.nodes(data=True):
            label = attrs.get("rule_id") or attrs.get("section_id") or attrs.get("name") or n
            lines.append(f'  "{_dot(n)}" [label="{_dot(str(label))}", type="{attrs.get("type", "")}"];')
        for u, v, attrs in g.edges(data=True):
            lines.append(f'  "{_dot(u)}" -> "{_dot(v)}" [label="{attrs.get("rel", "")}"];')
        lines.append("}")
        return "\n".join(lines) + "\n"
    buf = io.BytesIO()
    if fmt == "graphml":
        nx.write_graphml(g, buf)
    elif fmt == "gexf":
        nx.write_gexf(g, buf)
    else:
        raise ValueError(fmt)
    return buf.getvalue().decode("utf-8")


def _dot(s: str) -> str:
    return s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n")
