"""Shared fixtures: an isolated judge home (editions, caches) and the v5.0 PDF when present."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.helpers import V5_PDF


@pytest.fixture(scope="session", autouse=True)
def judge_home(tmp_path_factory):
    """Every test reads and writes editions and caches under one temporary folder."""
    home = tmp_path_factory.mktemp("judge-home")
    old = os.environ.get("ALTERED_JUDGE_HOME")
    os.environ["ALTERED_JUDGE_HOME"] = str(home)
    yield home
    if old is None:
        os.environ.pop("ALTERED_JUDGE_HOME", None)
    else:
        os.environ["ALTERED_JUDGE_HOME"] = old


@pytest.fixture(scope="session")
def v5_pdf() -> Path:
    if not V5_PDF.exists():
        pytest.skip(f"the v5.0 rules PDF is not at {V5_PDF} (it comes with ../shared, never with the repo)")
    return V5_PDF


@pytest.fixture(scope="session")
def v5_edition(v5_pdf, judge_home):
    """The v5.0 edition imported once into the test home (about 5 s)."""
    from rules_index import editions
    from rules_index.importer import import_file

    if "v5.0" not in editions.imported_names():
        editions.save(import_file(v5_pdf))
    return "v5.0"
