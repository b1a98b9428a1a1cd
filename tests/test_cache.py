"""The index cache is disposable: any damage is noticed, the view rebuilt, one line said; and
its fingerprint does not read the scenario corpus (start-up independent of the corpus size).

Each test works in a judge home of its own, so the session's cache is never touched.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.helpers import ROOT, run_judge


@pytest.fixture()
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(tmp_path))
    code, out, err = run_judge("rule", "2.1.c")
    assert code == 0, err
    return tmp_path


def view_folder(home: Path) -> Path:
    (folder,) = [p for p in (home / "cache").iterdir() if p.name.startswith("view-")]
    return folder


DAMAGE = {
    "garbage": lambda p: p.write_bytes(b"this is not marshal data\n"),
    "empty": lambda p: p.write_bytes(b""),
    "truncated": lambda p: p.write_bytes(p.read_bytes()[: max(1, p.stat().st_size // 3)]),
    "random bytes": lambda p: p.write_bytes(bytes(range(256)) * 4),
    "missing": lambda p: p.unlink(),
    "a folder": lambda p: (p.unlink(), p.mkdir()),
}


CASES = [("builtin.lookup.marshal", d) for d in sorted(DAMAGE)] + [
    ("order.marshal", "garbage"), ("order.marshal", "a folder"), ("builtin.search.marshal", "truncated"),
    ("builtin.links.marshal", "garbage"), ("builtin.links.marshal", "missing")]


@pytest.mark.parametrize("name,damage", CASES)
def test_a_damaged_cache_file_is_rebuilt_with_one_line(home, damage, name):
    target = view_folder(home) / name
    DAMAGE[damage](target)
    args = ("search", "fleeting reserve") if "search" in name else ("rule", "2.1.c")
    code, out, err = run_judge(*args)
    assert code == 0, err
    assert "Traceback" not in err
    # "missing order.marshal" marks an incomplete view: rebuilt silently, as after a killed build
    lines = err.strip().splitlines()
    assert len(lines) <= 1, err
    if lines:
        assert "cache" in lines[0] and "rebuilt" in lines[0], lines[0]
    assert "2.1.c" in out or "2.4.6" in out
    # and the next command finds a sound cache: nothing more to say
    code, out, err = run_judge(*args)
    assert code == 0 and err == "", err


def test_the_graph_is_built_from_the_sources_not_read_from_the_cache(home, tmp_path):
    """Only an export reads the whole graph: it is built when asked, so no cache file of it can
    be stale or damaged (a graph.pickle an older version left is never read)."""
    (view_folder(home) / "graph.pickle").write_bytes(b"\x80\x05garbage")
    out_file = tmp_path / "g.json"
    code, out, err = run_judge("graph", "--format", "json", "-o", str(out_file))
    assert code == 0 and err == "", err
    data = json.loads(out_file.read_text(encoding="utf-8"))
    rels = {e["rel"] for e in data["edges"]}
    assert {"implements", "exercises", "refers_to", "applies", "defines"} <= rels  # one edition stored: no same_rule


def test_a_damaged_record_of_rulings_is_read_again(home):
    (home / "cache" / "rulings.marshal").write_bytes(b"\x00garbage")
    code, out, err = run_judge("rule", "4.2.4.c")
    assert code == 0, err
    assert len(err.strip().splitlines()) == 1 and "rulings" in err
    assert "scenarios/" in out  # the rulings that exercise 4.2.4.c are listed again


def test_a_file_where_the_cache_folder_should_be(tmp_path, monkeypatch):
    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(tmp_path))
    (tmp_path / "cache").write_text("not a folder")
    code, out, err = run_judge("rule", "2.1.c")
    assert code == 2 and "Traceback" not in err
    assert len(err.strip().splitlines()) == 1 and "cache" in err


def test_leftovers_of_a_killed_build_are_cleaned(home):
    folder = view_folder(home)
    stale, fresh = home / "cache" / "tmpabc.tmp", home / "cache" / "tmpnow.tmp"
    stale.write_bytes(b"half")
    fresh.write_bytes(b"another command writing now")
    os.utime(stale, (0, 0))  # a killed writer's, long ago
    (folder / "order.marshal").unlink()  # a build killed before it marked the view complete
    code, out, err = run_judge("rule", "2.1.c")
    assert code == 0, err
    assert not stale.exists() and fresh.exists()


def test_the_fingerprint_does_not_read_the_corpus():
    from rules_index import cache

    corpus = str(ROOT / "scenarios")
    assert not [p for p in cache.inputs() if p.startswith(corpus)]


def test_the_record_of_rulings_follows_the_corpus(tmp_path, monkeypatch):
    """Recording a ruling (as `judge check`, `judge run` or a test run do) shows in the next
    lookup at once, and rebuilds nothing: the index's fingerprint does not depend on it."""
    from rules_index import cache, rulings

    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(tmp_path))
    record = rulings.refresh()
    assert len(record) > 100
    assert all(k.startswith("scenarios/") for k in record)
    before = cache.fingerprint()
    some, names = next((k, v) for k, v in record.items() if v)
    assert some in rulings.by_rule()[names[0]]
    rulings.record({str(ROOT / some): None})  # no longer a ruling
    assert some not in rulings.stored()
    assert some not in rulings.by_rule().get(names[0], [])
    assert cache.fingerprint() == before
    rulings.record({"/elsewhere/mine.yaml": ["2.1.c"]})  # outside the corpus: not the index's
    assert not [k for k in rulings.stored() if "elsewhere" in k]
    rulings.record({str(ROOT / "scenarios" / ".drafts" / "x.yaml"): ["2.1.c"]})  # the scan passes over it too
    assert not [k for k in rulings.stored() if ".drafts" in k]
    rulings.record({str(ROOT / some): [str(n) for n in range(500)]})  # kept as the scan keeps it
    assert len(rulings.stored()[some]) == rulings.MAX_RULES


def test_a_lookup_lists_the_rulings_recorded_now(home):
    from rules_index import rulings

    code, out, err = run_judge("rule", "4.2.4.c", "--json")
    import json

    listed = json.loads(out)["rulings"]
    assert listed and all(p.startswith("scenarios/") for p in listed)
    stored = rulings.stored()
    rulings.record({str(ROOT / listed[0]): None})
    code, out, err = run_judge("rule", "4.2.4.c", "--json")
    assert listed[0] not in json.loads(out)["rulings"]
    assert len(list((home / "cache").glob("view-*"))) == 1  # nothing was rebuilt
    rulings.record({str(ROOT / listed[0]): stored[listed[0]]})


def test_concurrent_commands_build_one_view(tmp_path, monkeypatch):
    """Several commands on an empty cache at once: each answers, and one view remains."""
    import subprocess
    import sys

    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(tmp_path))
    procs = [subprocess.Popen([sys.executable, "-m", "judge.cli", "rule", "1.1"], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True) for _ in range(4)]
    results = [(p.wait(timeout=300), p.stdout.read(), p.stderr.read()) for p in procs]
    for p in procs:
        p.stdout.close()
        p.stderr.close()
    for code, out, err in results:
        assert code == 0 and err == "", err
    assert len(list((tmp_path / "cache").glob("view-*"))) == 1


def test_the_card_cache_is_rebuilt_when_damaged(home):
    code, out, err = run_judge("card", "The Kraken")
    assert code == 0, err
    (folder,) = (home / "cache").glob("cards-*")
    (folder / "index.marshal").write_bytes(b"garbage")
    code, out2, err = run_judge("card", "The Kraken")
    assert code == 0 and out2 == out
    assert len(err.strip().splitlines()) == 1 and "card cache" in err
    # a damaged shard: the answer is the same, and the view is made again
    code, out, err = run_judge("card", "Ordis Attorney")
    for shard in folder.glob("shard-*.marshal"):
        shard.write_bytes(b"garbage")
    code, out2, err = run_judge("card", "Ordis Attorney")
    assert code == 0 and out2 == out


def test_a_damaged_part_a_view_is_copied_from_is_made_again(home):
    """The view's files are copies of the parts a build keeps (parts.kept): a view copied from
    damaged parts is noticed when read, and rebuilt from parts made again, with one line."""
    import shutil

    shutil.rmtree(view_folder(home))
    for part in (home / "cache" / "parts").glob("*.marshal"):
        DAMAGE["truncated"](part)
    code, out, err = run_judge("search", "fleeting reserve")
    assert code == 0 and "2.4.6" in out, err
    assert len(err.strip().splitlines()) == 1 and "rebuilt" in err, err
    code, out, err = run_judge("rule", "2.1.c")
    assert code == 0 and err == "", err


def _edition_text(version: str, extra: str) -> str:
    return "\n".join(["Altered Comprehensive Rules", f"Version {version}", ""]
                     + [f"9.{i}.a Rule number {i} says something about expeditions and {extra}." for i in range(1, 31)])


def test_an_import_copies_the_stored_editions_files_and_links_them_to_the_new_one(home, tmp_path):
    """Importing an edition makes its own parts and the sides of the pairs it joins; a stored
    edition's lookup and search files, and the sides of the pairs stored before, are the same
    bytes as before (copied, not made again), and what the new edition adds to them is laid over
    them when read (issue 14: an import's cost does not grow with the links of every pair)."""
    first, second = tmp_path / "a.txt", tmp_path / "b.txt"
    first.write_text(_edition_text("9.1", "reserves"), encoding="utf-8")
    second.write_text(_edition_text("9.2", "reserves"), encoding="utf-8")
    assert run_judge("rules", "import", str(first), "--edition", "nine-one")[0] == 0
    before = {p.name: p.read_bytes() for p in view_folder(home).glob("*.marshal") if "links" not in p.name}
    assert run_judge("rules", "import", str(second), "--edition", "nine-two")[0] == 0
    after = {p.name: p.read_bytes() for p in view_folder(home).glob("*.marshal") if "links" not in p.name}
    assert "builtin~nine-one.side.marshal" in before and "nine-one~nine-two.side.marshal" in after
    for name in before:  # the files of the editions and the pair stored before: the same bytes
        if name != "order.marshal":
            assert after[name] == before[name], name
    code, out, err = run_judge("rule", "9.3.a", "--edition", "nine-one", "--json")
    assert code == 0, err
    same = json.loads(out)["same_rule"]
    assert [(s["edition"], s["id"]) for s in same] == [("nine-two", "9.3.a")]


def test_an_import_reads_no_edition_stored_before(home, tmp_path, monkeypatch):
    """A build keeps what it needs of a stored edition (rules_index/stored.py: its digest) under
    its file's name, size and time: the next import reads the new edition alone, and its view
    is the one a build from nothing makes (issue 14: the import's cost does not grow with the
    store)."""
    from judge.command_line import main
    from rules_index import editions, relations
    from rules_index.cache import View, cache_root
    from rules_index.diff import match as real_match

    first, second, third = tmp_path / "a.txt", tmp_path / "b.txt", tmp_path / "c.txt"
    first.write_text(_edition_text("9.1", "reserves"), encoding="utf-8")
    second.write_text(_edition_text("9.2", "landmarks"), encoding="utf-8")
    third.write_text(_edition_text("9.3", "heroes"), encoding="utf-8")
    assert run_judge("rules", "import", str(first), "--edition", "nine-one")[0] == 0
    assert run_judge("rules", "import", str(third), "--edition", "nine-three")[0] == 0
    read: list[str] = []
    real = editions.load
    monkeypatch.setattr(editions, "load", lambda name: read.append(name) or real(name))
    matched: list[tuple] = []  # counted in this process: no child takes a share
    monkeypatch.setattr(relations, "_can_fork", lambda: False)
    shared: list[tuple] = []  # what would be shared between two cores
    lacking = relations.Relations.lacking
    monkeypatch.setattr(relations.Relations, "lacking", lambda rel, *a: shared.extend(lacking(rel, *a)) or list(shared))
    monkeypatch.setattr(relations, "match", lambda a, b: matched.append((a["ids"][0], b["ids"][0])) or real_match(a, b))
    assert main(["rules", "import", str(second), "--edition", "nine-two"]) == 0
    assert read == ["nine-two"]
    assert len(matched) == 3  # the new edition with each stored one, never a pair stored before
    assert {(t[0], *sorted(t[1:])) for t in shared} == {
        ("terms", "nine-two"), ("matches", "builtin", "nine-two"), ("matches", "nine-one", "nine-two"),
        ("matches", "nine-three", "nine-two")}
    view = View()
    incremental = {n: (view.edition(n), view.search_index(n)) for n in view.order}
    import shutil

    shutil.rmtree(cache_root())  # the same store, built from nothing
    view = View()
    assert {n: (view.edition(n), view.search_index(n)) for n in view.order} == incremental
    assert view.edition("nine-two")["rules"]["9.4.a"]["same_rule"][0]["edition"] == "nine-one"


def test_the_parts_a_child_process_makes_are_those_made_here(home, tmp_path):
    """Relations.prepare shares the parts a build lacks (term indexes, matches) between a child
    process and this one: each part holds what it holds when made here."""
    from rules_index import parts, relations, stored, terms
    from rules_index.diff import match, match_inputs
    from rules_index.importer import import_file

    made = []
    for version, extra in (("9.1", "reserves"), ("9.2", "landmarks")):
        path = tmp_path / f"{version}.txt"
        path.write_text(_edition_text(version, extra), encoding="utf-8")
        made.append(import_file(str(path), f"nine-{version[-1]}"))
    eds = stored.load_all() + made
    rel = relations.Relations(eds)
    assert relations._can_fork()
    pairs = [(a, b) for i, a in enumerate(rel.order) for b in rel.order[i + 1:]]
    tasks = rel.lacking([e.name for e in made], pairs)
    assert len(tasks) == 2 + len(pairs)
    rel.prepare([e.name for e in made], pairs)
    assert rel.lacking([e.name for e in made], pairs) == []  # made by one process or the other
    for task in tasks:
        if task[0] == "terms":
            ed = next(e for e in eds if e.name == task[1])
            assert parts.read_back("terms", rel.made_of[task[1]]) == terms.index_terms(ed)
        else:
            a, b = (next(e for e in eds if e.name == n) for n in task[1:])
            kept = parts.read_back("matches", (rel.made_of[a.name], rel.made_of[b.name]))
            assert kept == [(m.a, m.b, m.similarity) for m in match(match_inputs(a), match_inputs(b))]
