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
    assert g.has_edge("code:judge.dusk.progress:4", "rule:builtin:4.2.4.c")
    rels = {d["rel"] for _, _, d in g.out_edges("code:judge.dusk.progress:4", data=True)}
    assert rels == {"implements"}


def test_two_functions_of_one_name_in_a_module_are_two_nodes(tmp_path):
    """Methods of two classes share a name: each keeps its own line and its own rules."""
    pkg = tmp_path / "judge"
    pkg.mkdir()
    (pkg / "verbs.py").write_text(
        "class Draw:\n    @implements('4.1.c')\n    def apply(self):\n        pass\n\n"
        "class Discard:\n    @implements('2.4.4.a')\n    def apply(self):\n        pass\n",
        encoding="utf-8",
    )
    g, _ = build_graph([builtin.load()], scan_code(pkg, tmp_path))
    code = {n: d["line"] for n, d in g.nodes(data=True) if d.get("type") == "code"}
    assert code == {"code:judge.verbs.apply:3": 3, "code:judge.verbs.apply:8": 8}
    assert g.has_edge("code:judge.verbs.apply:3", "rule:builtin:4.1.c")
    assert not g.has_edge("code:judge.verbs.apply:3", "rule:builtin:2.4.4.a")


def test_decorators_over_several_lines(tmp_path):
    pkg = tmp_path / "judge"
    pkg.mkdir()
    (pkg / "night.py").write_text(
        '@implements("4.2.5.a", "4.2.5.b",\n            "2.4.6.c")\ndef rest(game):\n    pass\n', encoding="utf-8"
    )
    assert [(l.rule, l.function, l.line) for l in scan_code(pkg, tmp_path)] == [
        ("4.2.5.a", "rest", 3), ("4.2.5.b", "rest", 3), ("2.4.6.c", "rest", 3)]


def test_every_rule_the_engine_cites_is_in_the_index():
    """Code that declares a rule the built-in edition does not have is a bug (a typo, or a
    number from another edition). A section of its pages (modes, formats) is one too."""
    from rules_index.cache import View

    from rules_index.ids import split_qualified

    view = View()
    ed = view.edition("builtin")
    rules = {**ed["rules"], **ed["sections"]}
    links = scan_code()
    assert len(links) > 50
    unknown = sorted({f"{l.rule} ({l.file}:{l.line} {l.function})" for l in links
                      if split_qualified(l.rule)[0] is None and l.rule not in rules})
    assert unknown == []


def test_every_later_edition_rule_the_engine_cites_is_in_that_edition(v5_edition):
    """A switch between editions cites the later edition's rule ("v5.0 4.2.5.d"): it must be
    one of that edition's (the v5.0 PDF, imported from ../shared)."""
    from rules_index.cache import View
    from rules_index.ids import split_qualified

    v5 = View().edition("v5.0")["rules"]
    qualified = [(split_qualified(l.rule), l) for l in scan_code() if split_qualified(l.rule)[0] is not None]
    assert qualified, "no engine function declares a rule of v5.0"
    unknown = sorted(f"{l.rule} ({l.file}:{l.line} {l.function})" for (ed, rid), l in qualified
                     if ed != "v5.0" or rid not in v5)
    assert unknown == []


def test_every_ruling_names_rules_of_the_index():
    from rules_index.cache import View
    from rules_index import rulings as corpus

    ed = View().edition("builtin")
    rules = {**ed["rules"], **ed["sections"]}
    rulings = corpus.as_list(corpus.scan())
    assert len(rulings) >= 40
    bad = sorted(f"{path}: {rid}" for path, ids in rulings for rid in ids if " " not in rid and rid not in rules)
    assert bad == []


def test_every_ruling_naming_a_later_edition_rule_names_one_of_it(v5_edition):
    from rules_index import rulings as corpus
    from rules_index.cache import View
    from rules_index.ids import split_qualified

    v5 = View().edition("v5.0")["rules"]
    named = [(path, split_qualified(rid)) for path, ids in corpus.as_list(corpus.scan()) for rid in ids if " " in rid]
    bad = sorted(f"{path}: {ed} {rid}" for path, (ed, rid) in named if ed != "v5.0" or rid not in v5)
    assert bad == []
