"""Editions: importing the published v5.0 PDF and a plain-text copy, diff and history."""

from __future__ import annotations

import json

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
