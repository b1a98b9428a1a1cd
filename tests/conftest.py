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


@pytest.fixture(scope="session")
def built_site(tmp_path_factory, request) -> Path:
    """`judge site build` once for the session: the built-in edition, and v5.0 where its PDF is."""
    from tests.helpers import V5_PDF

    if V5_PDF.exists():
        request.getfixturevalue("v5_edition")
    from judge.site.build import build

    out = tmp_path_factory.mktemp("site") / "out"
    os.environ["SOURCE_DATE_EPOCH"] = "1780000000"
    try:
        build(str(out))
    finally:
        os.environ.pop("SOURCE_DATE_EPOCH", None)
    return out
