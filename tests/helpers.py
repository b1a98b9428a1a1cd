"""Helpers the tests share (imported as `tests.helpers`: pytest puts the project root on sys.path)."""

from __future__ import annotations

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
V5_PDF = ROOT.parent / "shared" / "rules" / "Altered_Comprehensive_Rules_5.0.pdf"


def run_judge(*args: str) -> tuple[int, str, str]:
    """The `judge` command in a fresh process, as a judge would run it."""
    import subprocess
    import sys

    proc = subprocess.run(
        [sys.executable, "-m", "judge.cli", *args],
        capture_output=True,
        text=True,
        cwd=ROOT,
        env=dict(os.environ),
        timeout=120,
    )
    return proc.returncode, proc.stdout, proc.stderr


SHARED_CARDS = ROOT.parent / "shared" / "cards"


def published_lines(pattern: str) -> list[tuple[str, str]]:
    """(card type, ability line) of the published sets' lines that match `pattern`, read from
    ../shared/cards as the test runs (their text is never committed); the test is skipped when the
    card data is not there."""
    import json
    import re

    import pytest

    from card_data import official

    if not SHARED_CARDS.is_dir():
        pytest.skip(f"the card data is not at {SHARED_CARDS} (it comes with ../shared, never with the repo)")
    found = []
    for path in sorted(SHARED_CARDS.glob("*.json")):
        body = json.loads(path.read_text(encoding="utf-8"))
        for card in body if isinstance(body, list) else body.get("cards", body):
            for text in official.text(card)["main"]:
                if re.search(pattern, text):
                    found.append((official.facts(card)["type"], text))
    return found
