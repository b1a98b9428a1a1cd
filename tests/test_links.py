"""Engine code declares the rules it applies; the index finds them by reading, not importing."""

from __future__ import annotations

from rules_index.graph import build_graph
from rules_index import builtin
from rules_index.links import scan_code


def test_scan_finds_decorated_functions(tmp_path):
    pkg = tmp_path / "judge"
    pkg.mkdir()
    (pkg / "dusk.py").write_text(
        "from judge.rules import implements\n\n"
        "@implements(\"4.2.4.b\", \"4.2.4.c\")\n"
        "def progress(state):\n    return state\n\n"
        "def helper():\n    pass\n\n"
        "@implements('7.4.1.b')\n@staticmethod\ndef defender_blocks():\n    pass\n",
        encoding="utf-8",
    )
    links = scan_code(pkg, tmp_path)
    assert [(l.rule, l.module, l.function, l.line) for l in links] == [
        ("4.2.4.b", "judge.dusk", "progress", 4),
        ("4.2.4.c", "judge.dusk", "progress", 4),
        ("7.4.1.b", "judge.dusk", "defender_blocks", 12),
    ]
    g, _ = build_graph([builtin.load()], links)
    assert g.has_edge("code:judge.dusk.progress", "rule:builtin:4.2.4.c")
    rels = {d["rel"] for _, _, d in g.out_edges("code:judge.dusk.progress", data=True)}
    assert rels == {"implements"}
