"""pytest collects `scenarios/**/*.yaml` rulings as tests (registered as a pytest11 plugin).

A failing ruling shows each expectation that did not hold, what the game showed instead, and
the trace.
"""

from __future__ import annotations

from pathlib import Path

import pytest


def pytest_collect_file(parent, file_path: Path):
    corpus = parent.config.rootpath / "scenarios"
    if file_path.suffix in (".yaml", ".yml") and file_path.is_relative_to(corpus):
        from judge.scenario.commands import is_ruling_file

        if is_ruling_file(file_path):
            return RulingFile.from_parent(parent, path=file_path)
    return None


class RulingFile(pytest.File):
    def collect(self):
        yield RulingItem.from_parent(self, name=self.path.stem)


class RulingFailed(Exception):
    pass


class RulingItem(pytest.Item):
    def runtest(self) -> None:
        from judge.scenario.problems import ScenarioError
        from judge.scenario.run import run

        try:
            result = run(self.path)
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
