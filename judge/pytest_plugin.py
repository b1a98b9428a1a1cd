"""pytest collects `scenarios/**/*.yaml` rulings as tests (registered as a pytest11 plugin).

A ruling that names no edition holds in every edition the engine knows: it is one test per
edition (`name` and `name[v5.0]`); a ruling set in one edition (`edition: v5.0`) is one test, in
that edition. A failing ruling shows each expectation that did not hold, what the game showed
instead, and the trace.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest


def pytest_collect_file(parent, file_path: Path):
    corpus = parent.config.rootpath / "scenarios"
    if file_path.suffix in (".yaml", ".yml") and file_path.is_relative_to(corpus):
        from judge.scenario.commands import is_ruling_file

        if is_ruling_file(file_path):
            return RulingFile.from_parent(parent, path=file_path)
    return None


_EDITION_KEY = re.compile(r"^edition[ \t]*:", re.M)


class RulingFile(pytest.File):
    def collect(self):
        from judge.enums import Edition

        yield RulingItem.from_parent(self, name=self.path.stem)
        try:
            own = _EDITION_KEY.search(self.path.read_text(encoding="utf-8", errors="replace"))
        except OSError:
            own = None
        if own is None:  # also played by the later edition's mechanics
            item = RulingItem.from_parent(self, name=f"{self.path.stem}[{Edition.V5}]")
            item.edition = Edition.V5.value
            yield item


class RulingFailed(Exception):
    pass


class RulingItem(pytest.Item):
    edition: str | None = None  # the judge's edition (none: the built-in edition, or the file's own)

    def runtest(self) -> None:
        from judge.scenario.problems import ScenarioError
        from judge.scenario.run import run

        try:
            result = run(self.path, self.edition)
        except ScenarioError as exc:
            raise RulingFailed("the scenario is malformed:\n" + "\n".join(str(p) for p in exc.problems))
        if not result.passed:
            lines = [f"ruling: {result.ruling}"]
            if result.stopped:
                lines.append(f"{self.path}:{result.stopped_line}: {result.stopped}")
            for f in result.failures:
                lines.append(f"{self.path}:{f.line}: expected: {f.expectation}\n    actual: {f.actual}")
            for c in result.unused_choices:
                lines.append(f"a choice given and never used: {c}")
            lines.append("trace:")
            lines.append(result.game.trace.render())
            raise RulingFailed("\n".join(lines))

    def repr_failure(self, excinfo):
        if isinstance(excinfo.value, RulingFailed):
            return str(excinfo.value)
        return super().repr_failure(excinfo)

    def reportinfo(self):
        return self.path, 0, f"ruling {self.path.name}"


def pytest_sessionfinish(session, exitstatus) -> None:
    """A test run has read the whole corpus: bring the index's record of rulings up to date, so
    that `judge rule X` lists the rulings as they are now (rules_index/rulings.py)."""
    if any(isinstance(item, RulingItem) for item in getattr(session, "items", ())):
        from rules_index import rulings

        rulings.refresh()
