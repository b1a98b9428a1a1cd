"""The quote check (card_data/quotes.py, tools/quote_check.py): a file quoting a run of ten words
that only one card prints is found; the game's templates (printed by several cards), reminder
text and what the rules say are not; a held-out set can be checked by counts only."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from card_data.quotes import Quotes

ROOT = Path(__file__).resolve().parents[1]
LINE = "When I go to Reserve from your Expeditions, put a marble counter on each lighthouse you control."


def test_a_run_only_one_card_prints_is_a_quote():
    q = Quotes([("Marble Keeper", [LINE])], [])
    found = q.found("notes.md", "As the Keeper says: from your Expeditions, put a marble counter on each lighthouse you control.")
    assert found and all(card == "Marble Keeper" for card, _ in found)
    assert q.found("notes.md", "put a marble counter on each lighthouse") == []  # shorter than a run


def test_templates_reminders_and_the_rules_own_words_are_not_quotes():
    assert Quotes([("Marble Keeper", [LINE]), ("Marble Twin", [LINE])], []).found("a.md", LINE) == []  # two cards print it
    reminder = "Draw a card. (When I go to Reserve from your Expeditions, put a marble counter on each lighthouse.)"
    assert Quotes([("Marble Keeper", [reminder])], []).found("a.md", reminder) == []  # the rules' own words
    assert Quotes([("Marble Keeper", [LINE])], [f"Example: {LINE}"]).found("a.md", LINE) == []  # the rules say it


def test_a_whole_line_of_eight_words_and_strings_of_a_json_file():
    short = "Sacrifice a lighthouse to give every marble you control a boost."  # nine words, one card: a whole line
    q = Quotes([("Marble Keeper", [short])], [])
    assert q.found("x.txt", f"Note: {short}") == [("Marble Keeper", "sacrifice lighthouse to give every marble you control boost")]
    data = json.dumps({"a": "Sacrifice a lighthouse to give", "b": "every marble you control a boost."})
    assert q.found("data.json", data) == []  # across two strings of data: two phrases of ours, not a sentence


def test_the_tool_says_counts_only_and_refuses_what_is_not_card_data(tmp_path):
    bad = subprocess.run([sys.executable, str(ROOT / "tools" / "quote_check.py"), str(tmp_path / "missing.json")],
                         capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 2 and "missing.json" in bad.stderr and "Traceback" not in bad.stderr
    card = {"name": "Marble Keeper", "reference": "ALT_TEST_B_AX_01_C", "cardType": {"reference": "CHARACTER"},
            "mainFaction": {"reference": "AX"}, "rarity": {"reference": "COMMON"}, "cardSubTypes": [],
            "elements": {"MAIN_COST": "1", "RECALL_COST": "1", "FOREST_POWER": "1", "MOUNTAIN_POWER": "1", "OCEAN_POWER": "1",
                         # words no file holds: made here, so this file does not quote them either
                         "MAIN_EFFECT": "{J} " + " ".join(f"zq{chr(97 + i)}x" for i in range(12)) + "."}}
    sets = tmp_path / "set.json"
    sets.write_text(json.dumps([card]), encoding="utf-8")
    ok = subprocess.run([sys.executable, str(ROOT / "tools" / "quote_check.py"), str(sets), "--counts-only"],
                        capture_output=True, text=True, cwd=ROOT)
    assert ok.returncode == 0, ok.stdout + ok.stderr  # nothing in the project says those words
    assert "Marble Keeper" not in ok.stdout and ok.stdout.strip().startswith("0 quote(s)")
