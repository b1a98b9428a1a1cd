"""Rulings in the edition a judge uses (issue 14, part 1): `--edition` on run, check, card, deck,
console and play, and the default edition set once (`judge config edition`). The engine traces
the built-in edition's ids; they are shown in the chosen edition through the same-rule links."""

from __future__ import annotations

import json

import pytest

from rules_index.config import settings_path
from tests.helpers import ROOT, run_judge

GIGANTIC = ROOT / "scenarios" / "keywords" / "gigantic-counted-twice-in-tiebreakers.yaml"


@pytest.fixture
def no_settings():
    """Each test starts with no settings and leaves none (the test home is shared)."""
    path = settings_path()
    path.unlink(missing_ok=True)
    yield path
    path.unlink(missing_ok=True)


def test_run_cites_v5_numbers_with_the_option_and_with_the_default(v5_edition, no_settings):
    ruling = str(GIGANTIC)
    code, out, err = run_judge("run", ruling, "--json")
    assert code == 0, err
    builtin_rules = {r for e in json.loads(out)["trace"] for r in e["rules"]}
    assert any(r.startswith("7.4.3") for r in builtin_rules)

    code, out, err = run_judge("run", ruling, "--edition", "v5.0", "--json")
    assert code == 0, err
    data = json.loads(out)
    cited = {r for e in data["trace"] for r in e["rules"]}
    assert data["edition"] == "v5.0"
    assert not any(r.startswith("7.4.3") for r in cited) and any(r.startswith("7.4.4") for r in cited)
    for e in data["trace"]:  # the built-in ids stay beside them
        assert len(e["rules"]) == len(e.get("builtin_rules", e["rules"]))

    assert run_judge("config", "edition", "v5.0")[0] == 0
    code, out, err = run_judge("run", ruling)
    assert code == 0 and "7.4.4" in out and "rules, in v5.0:" in out, err
    code, out, _ = run_judge("run", ruling, "--edition", "builtin")
    assert "7.4.3" in out and "rules, in" not in out


def test_a_rule_with_no_counterpart_is_cited_with_its_builtin_id(v5_edition):
    from rules_index.cache import View
    from rules_index.cite import citer

    view = View()
    rules = view.edition("builtin")["rules"]
    lacking = [rid for rid, rec in rules.items() if not any(s["edition"] == "v5.0" for s in rec["same_rule"])]
    assert lacking
    cite = citer("v5.0", view)
    assert cite(lacking[0]) == f"builtin {lacking[0]} (no counterpart in v5.0)"
    assert cite("modes.2v2.victory-conditions") == "modes.2v2.victory-conditions"  # pages are not editions
    assert citer("builtin", view) is None


def test_check_reports_rulings_whose_rules_have_no_counterpart(v5_edition, no_settings):
    code, out, err = run_judge("check", str(ROOT / "scenarios" / "victory"), "--edition", "v5.0", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["edition"] == "v5.0" and data["failed"] == 0
    assert all(isinstance(r["rules"], dict) for r in data["rulings"])
    assert data["citing_rules_without_counterpart"] == sum(
        any(c.startswith("builtin ") for c in r["rules"].values()) for r in data["rulings"])


def test_config_refuses_an_edition_not_loaded_and_keeps_the_file(no_settings):
    code, out, err = run_judge("config", "edition", "v9.9")
    assert code == 2 and "unknown edition" in err and len(err.strip().splitlines()) == 1
    assert not no_settings.exists()
    assert run_judge("config", "edition")[1].strip() == "builtin"


def test_a_damaged_settings_file_is_said_and_never_rewritten(no_settings):
    no_settings.parent.mkdir(parents=True, exist_ok=True)
    no_settings.write_text("{ not json", encoding="utf-8")
    code, out, err = run_judge("rule", "2.1.c")
    assert code == 0 and "2.1.c" in out
    assert "not a settings file" in err and str(no_settings) in err
    assert no_settings.read_text(encoding="utf-8") == "{ not json"


def test_card_and_deck_and_play_take_the_edition(v5_edition, no_settings):
    code, out, err = run_judge("card", "Kojo & Booda", "--edition", "v5.0", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["edition"] == "v5.0" and len(data["rules"]) == len(data["builtin_rules"])
    code, out, err = run_judge("play", "--random", "1", "--quick", "--edition", "v5.0", "--json")
    assert code == 0 and json.loads(out)["edition"] == "v5.0", err
    assert run_judge("play", "--random", "1", "--edition", "nope")[0] == 2
    from card_data import deckcode
    from tests.test_deck_check import _legal

    code = deckcode.encode([(n, r) for r, n in _legal().items()])
    assert "rules of edition builtin" in run_judge("deck", code)[1]
    assert run_judge("config", "edition", "v5.0")[0] == 0
    assert "rules of edition v5.0" in run_judge("deck", code)[1]  # the user's edition, where it has deck rules


def test_the_console_cites_in_the_edition_chosen(v5_edition):
    from judge.console.session import Session
    from judge.scenario.commands import edition_citer

    s = Session()
    _, s.cite = edition_citer("v5.0")
    assert s.execute("card Titan type=character cost=6/6 stats=3/3/3 keywords=Gigantic").startswith("card Titan")
    assert s.execute("add alice hero expedition Titan") == "ok"
    s.execute("set phase dusk")
    shown = s.execute("next")
    assert "7.4.4." in shown and "7.4.3." not in shown  # Gigantic is 7.4.4 in v5.0


def test_rules_impact_lists_the_rulings_touched_with_each_rules_diff(v5_edition, no_settings):
    code, out, err = run_judge("rules", "impact", "builtin", "v5.0", "--json")
    assert code == 0, err
    data = json.loads(out)
    assert data["from"] == "builtin" and data["to"] == "v5.0"
    kinds = {r["kind"] for r in data["rules"]}
    assert kinds <= {"changed", "renumbered", "removed"} and {"renumbered", "removed"} <= kinds
    gigantic = [r for r in data["rules"] if r["rule"].startswith("7.4.3.") and r["to"]]
    assert gigantic and all(r["to"].startswith("7.4.4.") and r["kind"] == "renumbered" for r in gigantic)
    assert any(GIGANTIC.name in path for r in gigantic for path in r["rulings"])
    changed = next(r for r in data["rules"] if r["kind"] == "changed")
    assert "[-" in changed["diff"] or "{+" in changed["diff"]
    for ruling in data["rulings"]:  # each ruling with the rules of it that changed
        assert ruling["rules"] and all(ruling["file"] in r["rulings"] for r in ruling["rules"])
    assert run_judge("rules", "impact", "builtin", "v9")[0] == 2
