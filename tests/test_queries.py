"""`judge rule`, `term`, `refs`, `ask` on the built-in edition, as a judge runs them."""

from __future__ import annotations

import json

from tests.helpers import run_judge


def test_rule_7_4_3_prints_a_to_k_in_order():
    code, out, err = run_judge("rule", "7.4.3")
    assert code == 0, err
    ids = [line.split()[0] for line in out.splitlines() if line.startswith("7.4.3.")]
    assert ids == [f"7.4.3.{c}" for c in "abcdefghijk"]


def test_rule_with_letter_is_just_that_rule():
    code, out, _ = run_judge("rule", "7.4.3.i", "--json")
    data = json.loads(out)
    assert data["id"] == "7.4.3.i" and data["subrules"] == [] and data["parent"] == "7.4.3"
    assert "counted twice" in data["text"]


def test_rule_2_1_c_json_fields():
    code, out, err = run_judge("rule", "2.1.c", "--json")
    assert code == 0, err
    data = json.loads(out)
    for field in ("id", "edition", "heading", "text", "examples", "remarks", "parent", "children",
                  "references", "referenced_by", "terms", "sources", "implemented_by", "rulings"):
        assert field in data, field
    assert data["edition"] == "builtin"
    assert "Kuwat" in data["examples"][0]["text"]
    assert "2.1.e" in data["references"]
    assert {"file": "000_6a20bfeb2d2ffe87.txt", "line": 46} in data["sources"]
    # the engine's zone change applies 2.1.c (a new object), and says so
    code = {(c["module"], c["function"]) for c in data["implemented_by"]}
    assert ("judge.zones", "move") in code  # the new object when a card changes zones
    assert ("judge.selectors", "me") in code  # an effect that finds nothing on the old object
    assert isinstance(data["rulings"], list)


def test_page_sections_are_looked_up_by_id():
    code, out, _ = run_judge("rule", "modes.2v2.victory-conditions", "--json")
    data = json.loads(out)
    assert data["kind"] == "section" and data["heading"] == "Victory conditions"


def test_term_defines_then_uses():
    code, out, _ = run_judge("term", "Fleeting", "--json")
    data = json.loads(out)
    assert data["defined_by"] == ["2.4.6"]
    assert "2.4.6.c" in data["mentioned_by"] and "4.2.5.b" in data["mentioned_by"]
    for term, rule in (("Gigantic", "7.4.3.a"), ("Defender", "7.4.1.a"), ("Seasoned", "7.4.4.a"),
                       ("Boosted", "2.4.4.a"), ("resupply", "7.3.16.a"), ("Dusk", "1.3.2.e"),
                       ("counters", "2.5"), ("fugace", "2.4.6")):
        code, out, err = run_judge("term", term, "--json")
        assert code == 0, err
        assert rule in json.loads(out)["defined_by"], term


def test_term_text_output_lists_definition_first():
    code, out, _ = run_judge("term", "Defender")
    assert out.index("Defined by:") < out.index("7.4.1.a") < out.index("Used by")


def test_refs_both_directions():
    code, out, _ = run_judge("refs", "2.1.e", "--json")
    data = json.loads(out)
    assert data["referenced_by"] == ["2.1.c"]
    code, out, _ = run_judge("refs", "5.1.2.d", "--json")
    assert json.loads(out)["dangling_references"] == ["6.4"]


def test_ask_routes_ids_terms_and_questions():
    _, out, _ = run_judge("ask", "--json", "2.1.c")
    assert json.loads(out)["id"] == "2.1.c"
    _, out, _ = run_judge("ask", "--json", "gigantic")
    assert json.loads(out)["term"] == "Gigantic"
    _, out, _ = run_judge("ask", "--json", "can", "a", "tie", "let", "an", "expedition", "advance")
    assert json.loads(out)["results"][0]["id"] == "4.2.4.c"


def test_doctor_reports_the_known_damage():
    code, out, _ = run_judge("rules", "doctor", "--json")
    assert code == 1  # the built-in edition has real problems: a failed check
    data = json.loads(out)
    msgs = [f["message"] for f in data["findings"]]
    for ref in ("7.1.4", "6.4", "6.5"):
        assert any(f"refers to {ref}, which is not in edition builtin" in m for m in msgs), ref
    assert any(m.startswith("1.2.4.c is cut off mid-list") for m in msgs)
    assert any(m.startswith("7.3.1.c is cut off mid-sentence") for m in msgs)
    assert any("numbering gap under 7.4: 7.4.2 missing" in m for m in msgs)
    assert any("1.3.1.d and 4.1.j seem to disagree" in m for m in msgs)
    assert any("1.3.3.e and 4.3.h seem to disagree" in m for m in msgs)
    assert all(f["where"] for f in data["findings"])
    first = next(f for f in data["findings"] if "7.1.4" in f["message"])
    assert first["where"] == "000_6a20bfeb2d2ffe87.txt:119"
