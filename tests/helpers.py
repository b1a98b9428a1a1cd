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
