"""The maintainers' tools of search (tools/): pooling and merging judgments, and the players'
questions of each rule."""

from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import yaml

TOOLS = Path(__file__).resolve().parents[1] / "tools"


def _tool(name: str):
    spec = importlib.util.spec_from_file_location(name, TOOLS / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_judgments_file_is_what_merging_nothing_writes(tmp_path):
    sj = _tool("search_judgments")
    from tests import search_table as st

    before = st.JUDGMENTS.read_text(encoding="utf-8")
    raw = yaml.safe_load(before)
    table = st.load()
    for q, w in zip(table, st.load(judgments=None)):
        q["writer"] = {e: w[e] for e in st.EDITIONS}
    judged = {
        e: {q: {**{r: False for r in v["others"]}, **{r: True for r in v["answers"] + v.get("overruled", [])}} for q, v in raw[e].items()}
        for e in st.EDITIONS
    }
    out = tmp_path / "judgments.yaml"
    sj.write(judged, table, out)
    assert out.read_text(encoding="utf-8") == before


def test_merging_a_verdict_adds_it_and_overrules_where_the_writer_found_no_rule(tmp_path, monkeypatch):
    sj = _tool("search_judgments")
    from tests import search_table as st

    copy = tmp_path / "judgments.yaml"
    shutil.copy(st.JUDGMENTS, copy)
    monkeypatch.setattr(st, "JUDGMENTS", copy)
    monkeypatch.setattr(sj.st, "JUDGMENTS", copy)
    table = st.load(judgments=None)
    covered = next(q for q in table if q["builtin"])
    uncovered = next(q for q in table if not q["builtin"])
    pool = tmp_path / "pool"
    pool.mkdir()
    items = [
        {"qid": "q1", "question": covered["q"], "candidates": [{"id": "9.9.a"}]},
        {"qid": "q2", "question": uncovered["q"], "candidates": [{"id": "9.9.b"}]},
    ]
    (pool / "builtin-1.yaml").write_text(yaml.safe_dump(items), encoding="utf-8")
    (pool / "out-builtin-1.yaml").write_text('"q1": {"9.9.a": yes}\n"q2": {"9.9.b": yes}\n', encoding="utf-8")
    sj.merge(pool)
    raw = yaml.safe_load(copy.read_text(encoding="utf-8"))
    assert "9.9.a" in raw["builtin"][covered["q"]]["answers"]
    assert "9.9.b" in raw["builtin"][uncovered["q"]]["overruled"]
    assert "9.9.b" not in raw["builtin"][uncovered["q"]]["answers"]


def test_a_question_that_copies_its_rule_is_refused(tmp_path, monkeypatch):
    from rules_index import asked

    aq = _tool("asked_questions")
    assert asked.copies("so can a permanent have statistics at all", "Only Characters have statistics.") is None
    assert asked.copies("is it true that only characters have statistics here", "Only Characters have statistics.") is None
    assert asked.copies("x a constructed deck can only include y", "A constructed deck can only include cards") == "a constructed deck can only"

    table = tmp_path / "asked.json"
    shutil.copy(aq.TABLE, table)
    monkeypatch.setattr(aq, "TABLE", table)
    written = tmp_path / "out-builtin-1.yaml"
    written.write_text(yaml.safe_dump({"1.1.4.d": [
        "a constructed deck can only include cards of one faction right",   # five words running: refused
        "can I splash a second faction into my list",
    ]}), encoding="utf-8")
    aq.merge("builtin", tmp_path)
    entries = json.loads(table.read_text(encoding="utf-8"))["rules"]
    assert any("can I splash a second faction into my list" in e["asked"] for e in entries)
    assert not any(q.startswith("a constructed deck can only") for e in entries for q in e["asked"])
