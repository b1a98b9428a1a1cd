"""Editions: importing the published v5.0 PDF and a plain-text copy, diff and history."""

from __future__ import annotations

import json

import pytest

from tests.helpers import run_judge


def test_v5_imports_with_all_its_rules(v5_edition):
    code, out, err = run_judge("rules", "list", "--json")
    assert code == 0, err
    rows = {r["edition"]: r for r in json.loads(out)}
    v5 = rows["v5.0"]
    assert v5["version"] == "5.0" and v5["effective"] == "February 27, 2026"
    assert v5["rules"] >= 620  # 631 lettered rules in the PDF
    assert v5["missing_sections"] == [] and v5["damaged"] is None  # the whole PDF: nothing missing
    assert rows["builtin"]["builtin"] is True


def test_truncated_pdf_refused_then_stored_with_force(v5_pdf, tmp_path, monkeypatch):
    """A PDF cut to its first 30 pages is not the edition: its contents pages say what it lacks."""
    import pypdf

    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(tmp_path / "home"))
    writer = pypdf.PdfWriter()
    for page in pypdf.PdfReader(v5_pdf).pages[:30]:
        writer.add_page(page)
    cut = tmp_path / "first-30.pdf"
    writer.write(cut)

    code, out, err = run_judge("rules", "import", str(cut))
    assert code == 2 and out == ""
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert str(cut) in err and "139 of the 183 sections" in err and "2.2.13, 2.2.14" in err
    assert "--force" in err
    assert not (tmp_path / "home" / "data" / "editions" / "v5.0").exists()

    code, out, err = run_judge("rules", "import", str(cut), "--force", "--json")
    assert code == 0, err
    info = json.loads(out)
    assert info["edition"] == "v5.0" and len(info["missing_sections"]) == 139
    assert info["missing_sections"][:2] == ["2.2.13", "2.2.14"] and info["missing_sections"][-1] == "Glossary"
    assert len(err.splitlines()) == 1 and err.startswith("judge: warning: ") and str(cut) in err

    code, out, err = run_judge("rules", "list")
    assert code == 0, err
    assert any(l.startswith("v5.0") and "incomplete: 139 sections missing" in l for l in out.splitlines())


def test_v5_rules_are_whole(v5_edition):
    code, out, _ = run_judge("rule", "7.4.4", "--edition", v5_edition, "--json")
    data = json.loads(out)
    assert data["heading"] == "Gigantic"
    assert [s["id"] for s in data["subrules"]][:3] == ["7.4.4.a", "7.4.4.b", "7.4.4.c"]
    assert all(s["sources"][0].get("page") for s in data["subrules"])
    # a rule that wraps over a page break is one rule, its text joined
    code, out, _ = run_judge("rule", "4.2.4.h", "--edition", v5_edition, "--json")
    assert json.loads(out)["text"].startswith("All successful expeditions move forward")


def test_diff_maps_gigantic_fleeting_resupply(v5_edition):
    code, out, err = run_judge("rules", "diff", "builtin", v5_edition, "--json")
    assert code == 0, err
    data = json.loads(out)
    moved = {m["from"]: m["to"] for m in data["renumbered"]}
    assert moved["7.4.3"] == "7.4.4"  # Gigantic
    assert moved["7.4.3.a"] == "7.4.4.a"
    assert moved["2.4.6"] == "2.4.7"  # Fleeting
    assert moved["2.4.6.c"] == "2.4.7.d"
    assert moved["7.3.16.a"] == "7.3.31.a"  # Resupply
    assert moved["7.4.4.a"] == "7.4.6.a"  # Seasoned
    s = data["summary"]
    assert s["added"] > 300 and s["renumbered"] > 100 and s["removed"] < s["added"]


def test_history_follows_a_rule_across_editions(v5_edition):
    code, out, err = run_judge("rule", "7.4.3.i", "--history", "--json")
    assert code == 0, err
    rows = {r["edition"]: r for r in json.loads(out)["history"]}
    assert rows["v5.0"]["id"] == "7.4.4.m" and rows["v5.0"]["kind"] == "renumbered"
    code, out, _ = run_judge("rule", "7.4.4.m", "--history", "--edition", v5_edition)
    assert "builtin" in out and "7.4.3.i" in out


def test_plain_text_edition(tmp_path):
    text = "\n".join(
        ["Altered Comprehensive Rules", "Version 9.1", ""]
        + [f"9.{i}.a Rule number {i} says something about expeditions\nand goes on over a line." for i in range(1, 41)]
    )
    path = tmp_path / "rules-9.1.txt"
    path.write_text(text, encoding="utf-8")
    code, out, err = run_judge("rules", "import", str(path), "--json")
    assert code == 0, err
    info = json.loads(out)
    assert info["edition"] == "v9.1" and info["rules"] == 40
    code, out, _ = run_judge("rule", "9.7.a", "--edition", "v9.1", "--json")
    assert json.loads(out)["text"] == "Rule number 7 says something about expeditions and goes on over a line."


def test_v5_headings_define_terms(v5_edition):
    for term, rule in (("Limbo", "3.2.8"), ("Reserve", "3.2.10"), ("Gigantic", "7.4.4"),
                       ("Fleeting", "2.4.7"), ("Resupply", "7.3.31")):
        code, out, err = run_judge("term", term, "--edition", v5_edition, "--json")
        assert code == 0, err
        data = json.loads(out)
        assert rule in data["defined_by"], (term, data["defined_by"])
        assert data["glossary"], term  # the PDF's own glossary entry


@pytest.fixture
def scratch_editions():
    """Editions a test imports are removed after it: the test home is shared, and a copy of the
    built-in edition left there would answer every question "elsewhere" (coverage.py)."""
    from rules_index.paths import editions_dir

    before = set(p.name for p in editions_dir().iterdir()) if editions_dir().is_dir() else set()
    yield
    import shutil

    for p in editions_dir().iterdir():
        if p.name not in before:
            shutil.rmtree(p, ignore_errors=True)


def _builtin_as_text(id_alone: bool) -> str:
    """The built-in edition (in the repository) written as a text dump of a rules document:
    its headings and rules in order, each id alone on its line when `id_alone`."""
    from rules_index.builtin import load as builtin_edition
    from rules_index.ids import sort_key

    ed = builtin_edition()
    lines = ["Altered Comprehensive Rules", "Version 8.8", ""]
    for rid in sorted(ed.rules, key=sort_key):
        r = ed.rules[rid]
        body = r.text or r.heading
        if not body:
            continue
        lines += [rid, body] if id_alone else [f"{rid} {body}"]
    return "\n".join(lines)


def test_an_edition_with_each_id_alone_on_its_line_imports_every_id(tmp_path, scratch_editions):
    together, alone = tmp_path / "together-8.8.txt", tmp_path / "alone-8.8.txt"
    together.write_text(_builtin_as_text(False), encoding="utf-8")
    alone.write_text(_builtin_as_text(True), encoding="utf-8")
    code, out, err = run_judge("rules", "import", str(together), "--edition", "together", "--json")
    assert code == 0, err
    want = json.loads(out)["rules"]
    code, out, err = run_judge("rules", "import", str(alone), "--edition", "alone", "--json")
    assert code == 0, err
    assert json.loads(out)["rules"] == want > 200
    code, out, _ = run_judge("rules", "diff", "together", "alone", "--json")
    summary = json.loads(out)["summary"]
    assert summary["added"] == summary["removed"] == summary["changed"] == 0


def test_a_heading_that_starts_with_icon_letters_is_kept(tmp_path, scratch_editions):
    text = "\n".join(["Altered Comprehensive Rules", "Version 8.9", "", "7.5 Keyword Descriptors",
                      "7.5.1 j, h, r Abilities",
                      "7.5.1.a A reaction ability is named by the symbol of its trigger, as our own words say here."]
                     + [f"8.{i}.a Rule number {i} says something about expeditions." for i in range(1, 40)])
    path = tmp_path / "icons-8.9.txt"
    path.write_text(text, encoding="utf-8")
    assert run_judge("rules", "import", str(path), "--edition", "icons")[0] == 0
    code, out, _ = run_judge("rule", "7.5.1", "--edition", "icons", "--json")
    data = json.loads(out)
    assert data["heading"] == "j, h, r Abilities" and not data.get("implicit")
    code, out, _ = run_judge("rule", "7.5", "--edition", "icons", "--json")
    assert "Abilities" not in json.loads(out)["heading"] + json.loads(out)["text"]


def test_a_remark_and_an_example_keep_the_documents_order(tmp_path, scratch_editions):
    text = "\n".join(["Altered Comprehensive Rules", "Version 8.7", "",
                      "2.3.1.f A rule with a remark first.", "Remark. The remark comes first here.",
                      "Example. The example comes second.",
                      "2.3.1.g A rule with an example first.", "Example. The example comes first here.",
                      "Remark. The remark comes second."]
                     + [f"8.{i}.a Rule number {i} says something about expeditions." for i in range(1, 40)])
    path = tmp_path / "notes-8.7.txt"
    path.write_text(text, encoding="utf-8")
    assert run_judge("rules", "import", str(path), "--edition", "notes")[0] == 0
    for rid, order in (("2.3.1.f", ["remark", "example"]), ("2.3.1.g", ["example", "remark"])):
        code, out, _ = run_judge("rule", rid, "--edition", "notes", "--json")
        assert [n["kind"] for n in json.loads(out)["notes"]] == order
        shown = run_judge("rule", rid, "--edition", "notes")[1]
        assert shown.index(order[0].capitalize()) < shown.index(order[1].capitalize())


def _doc(version: str, body: list[str]) -> str:
    filler = [f"8.{i}.a Rule number {i} says something about expeditions and their regions." for i in range(1, 40)]
    return "\n".join(["Altered Comprehensive Rules", f"Version {version}", ""] + body + filler)


def test_a_section_of_bullets_and_a_rewritten_section_keep_their_chain_across_editions(tmp_path, scratch_editions):
    """2.4.2 Anchored is a heading and two bullets, no lettered rules: followed across editions
    by its text. 7.5.5 Control's rules were all rewritten: followed by its heading. A bullet
    section that is new is counted as added."""
    old = ["2.4.2 Anchored", "• During Rest, an Anchored Character stays where it is in our words.",
           "• During Rest, an Anchored object loses that status in our words.",
           "7.5.5 Control", "7.5.5.a Whoever plays an object decides what it does, as we put it here.",
           "7.5.5.b An object keeps the same decider until something changes that, in our words."]
    new = old[:3] + ["2.4.3 Asleep", "• An Asleep Character is not counted at Dusk, in our own words.",
                     "7.5.5 Control", "7.5.5.a The controller of a card is the player who owns its place now, reworded entirely.",
                     "7.5.5.b Effects that switch a controller last until the end of the day, a wholly new sentence."]
    for name, body in (("old", old), ("new", new)):
        path = tmp_path / f"{name}.txt"
        path.write_text(_doc("8.6", body), encoding="utf-8")
        assert run_judge("rules", "import", str(path), "--edition", f"chain-{name}")[0] == 0
    code, out, _ = run_judge("rule", "2.4.2", "--history", "--edition", "chain-new", "--json")
    history = {h["edition"]: h for h in json.loads(out)["history"]} if code == 0 else {}
    assert history.get("chain-old", {}).get("id") == "2.4.2", out
    code, out, _ = run_judge("rule", "7.5.5", "--history", "--edition", "chain-new", "--json")
    history = {h["edition"]: h for h in json.loads(out)["history"]}
    assert history["chain-old"]["id"] == "7.5.5"
    code, out, _ = run_judge("rules", "diff", "chain-old", "chain-new", "--json")
    assert "2.4.3" in json.loads(out)["added"]
