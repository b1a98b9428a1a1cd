"""`judge graph --format graphml|gexf|json|dot`: every format is written and readable, and the
node-link JSON holds known facts of the rules (references, definitions, sub-rules, and with the
v5.0 edition imported, the same rule across editions)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

import pytest

from tests.helpers import run_judge

NODE_TYPES = {"rule", "term", "document", "edition", "section"}
EDGE_RELS = {"parent_of", "refers_to", "defines", "mentions", "appears_in", "in_edition"}
GRAPHML = "{http://graphml.graphdrawing.org/xmlns}"


def export(tmp_path: Path, fmt: str, name: str | None = None) -> Path:
    out = tmp_path / (name or f"graph.{fmt}")
    code, stdout, stderr = run_judge("graph", "--format", fmt, "--output", str(out))
    assert "Traceback" not in stderr, stderr
    assert code == 0, f"judge graph --format {fmt}: exit {code}; stderr: {stderr!r}"
    assert str(out) in stdout  # "wrote FILE (fmt)"
    assert out.is_file() and out.stat().st_size > 0
    return out


def xml_ids(root: ET.Element, ns: str) -> tuple[list[str], list[tuple[str, str]]]:
    nodes = [n.get("id") for n in root.iter(f"{ns}node")]
    edges = [(e.get("source"), e.get("target")) for e in root.iter(f"{ns}edge")]
    return nodes, edges


def assert_well_linked(nodes: list[str], edges: list[tuple[str, str]], fmt: str) -> None:
    """Node ids unique, and every edge joins two nodes of the file."""
    dupes = [n for n, k in Counter(nodes).items() if k > 1]
    assert not dupes, f"{fmt}: {len(dupes)} node ids used by more than one node, e.g. {dupes[:5]}"
    known = set(nodes)
    loose = [(s, t) for s, t in edges if s not in known or t not in known]
    assert not loose, f"{fmt}: {len(loose)} edges to no node, e.g. {loose[:3]}"


def gexf_ns(root: ET.Element) -> str:
    assert root.tag.endswith("gexf"), root.tag
    return root.tag[: -len("gexf")]


@pytest.fixture(scope="module")
def graph_json(tmp_path_factory) -> dict:
    path = export(tmp_path_factory.mktemp("graph-json"), "json")
    return json.loads(path.read_text(encoding="utf-8"))


def edges_of(data: dict) -> set[tuple[str, str, str]]:
    return {(e["source"], e["target"], e["rel"]) for e in data["edges"]}


# --------------------------------------------------------------------------- formats


def test_graphml(tmp_path):
    root = ET.parse(export(tmp_path, "graphml")).getroot()
    assert root.tag == f"{GRAPHML}graphml"
    nodes, edges = xml_ids(root, GRAPHML)
    assert len(nodes) > 100 and len(edges) > 100
    assert "rule:builtin:2.1.c" in nodes
    assert_well_linked(nodes, edges, "graphml")


def test_gexf(tmp_path):
    root = ET.parse(export(tmp_path, "gexf")).getroot()
    nodes, edges = xml_ids(root, gexf_ns(root))
    assert len(nodes) > 100 and len(edges) > 100
    assert_well_linked(nodes, edges, "gexf")


def test_dot(tmp_path):
    text = export(tmp_path, "dot").read_text(encoding="utf-8")
    assert text.startswith("digraph")
    assert text.rstrip().endswith("}")
    assert '"rule:builtin:2.1.c" -> "rule:builtin:2.1.e" [label="refers_to"]' in text


def test_default_format_to_stdout_is_graphml():
    code, out, err = run_judge("graph")
    assert code == 0 and "Traceback" not in err, err
    assert ET.fromstring(out.encode("utf-8")).tag == f"{GRAPHML}graphml"


def test_json_structure(graph_json):
    assert graph_json["directed"] is True
    types = {n.get("type") for n in graph_json["nodes"]}
    assert NODE_TYPES <= types, f"missing node types: {NODE_TYPES - types}"
    rels = {e.get("rel") for e in graph_json["edges"]}
    assert EDGE_RELS <= rels, f"missing edge rels: {EDGE_RELS - rels}"
    assert all(n.get("type") for n in graph_json["nodes"]), "a node without a type"
    assert all(e.get("rel") for e in graph_json["edges"]), "an edge without a rel"
    nodes = [n["id"] for n in graph_json["nodes"]]
    assert_well_linked(nodes, [(e["source"], e["target"]) for e in graph_json["edges"]], "json")


# --------------------------------------------------------------------------- facts (built-in edition)


def test_json_facts(graph_json):
    nodes = {n["id"]: n for n in graph_json["nodes"]}
    edges = edges_of(graph_json)

    assert nodes["rule:builtin:2.1.c"]["type"] == "rule"
    assert nodes["rule:builtin:2.1.c"]["edition"] == "builtin"
    assert nodes["rule:builtin:2.1.c"]["rule_id"] == "2.1.c"  # the bare id survives the export
    assert ("rule:builtin:2.1.c", "rule:builtin:2.1.e", "refers_to") in edges

    assert nodes["term:Defender"]["type"] == "term"
    assert ("rule:builtin:7.4.1.a", "term:Defender", "defines") in edges

    assert ("rule:builtin:7.4.3", "rule:builtin:7.4.3.i", "parent_of") in edges
    parents = {s for s, t, rel in edges if t == "rule:builtin:7.4.3.i" and rel == "parent_of"}
    assert parents == {"rule:builtin:7.4.3"}

    assert nodes["edition:builtin"]["type"] == "edition"
    docs = {s for s, t, rel in edges if t == "edition:builtin" and rel == "in_edition"}
    assert docs and all(nodes[d]["type"] == "document" for d in docs)
    assert any(s == "rule:builtin:2.1.c" and t in docs and rel == "appears_in" for s, t, rel in edges)


# --------------------------------------------------------------------------- with v5.0 imported


def test_json_same_rule_across_editions(v5_edition, tmp_path):
    data = json.loads(export(tmp_path, "json").read_text(encoding="utf-8"))
    nodes = {n["id"]: n for n in data["nodes"]}
    assert f"edition:{v5_edition}" in nodes
    assert "rule:v5.0:7.4.4.a" in nodes
    edges = edges_of(data)
    assert ("rule:builtin:7.4.3.a", "rule:v5.0:7.4.4.a", "same_rule") in edges
    assert ("rule:v5.0:7.4.4.a", "rule:builtin:7.4.3.a", "same_rule") in edges


def test_xml_exports_keep_editions_apart(v5_edition, tmp_path):
    """Both editions have a rule 2.1.c: in every format they must stay two distinct nodes."""
    root = ET.parse(export(tmp_path, "graphml")).getroot()
    nodes, edges = xml_ids(root, GRAPHML)
    assert {"rule:builtin:2.1.c", "rule:v5.0:2.1.c"} <= set(nodes)
    assert_well_linked(nodes, edges, "graphml")

    root = ET.parse(export(tmp_path, "gexf")).getroot()
    nodes, edges = xml_ids(root, gexf_ns(root))
    assert_well_linked(nodes, edges, "gexf")
