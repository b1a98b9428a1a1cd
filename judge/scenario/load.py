"""Reading a scenario file: YAML with line numbers, `extends`, validation, clear errors.

Every problem becomes one line `FILE:LINE: message (rule)`; nothing raises past this module
but `ScenarioError`, which carries all the problems found.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import yaml
from pydantic import ValidationError

from .model import Scenario

MAX_BYTES = 1024 * 1024
# libyaml's parser when PyYAML was built with it (several times faster), the pure-Python one otherwise.
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@dataclass
class Problem:
    file: str
    line: int | None
    message: str
    rule: str | None = None

    def __str__(self) -> str:
        where = f"{self.file}:{self.line}" if self.line else self.file
        return f"{where}: {self.message}" + (f" ({self.rule})" if self.rule else "")


class ScenarioError(Exception):
    def __init__(self, problems: list[Problem]):
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


class Lines:
    """Path in the document -> line number, from the YAML node tree."""

    def __init__(self, node) -> None:
        self.map: dict[tuple, int] = {}
        if node is not None:
            self._walk(node, ())

    def _walk(self, node, path) -> None:
        self.map.setdefault(path, node.start_mark.line + 1)
        if isinstance(node, yaml.MappingNode):
            for k, v in node.value:
                key = k.value
                self.map[path + (key,)] = k.start_mark.line + 1
                self._walk_child(v, path + (key,))
        elif isinstance(node, yaml.SequenceNode):
            for i, item in enumerate(node.value):
                self.map[path + (i,)] = item.start_mark.line + 1
                self._walk_child(item, path + (i,))

    def _walk_child(self, node, path) -> None:
        line = self.map.get(path)
        self._walk(node, path)
        if line is not None:
            self.map[path] = line

    def line(self, path) -> int | None:
        path = tuple(p for p in path if p != "players")
        while path:
            if path in self.map:
                return self.map[path]
            path = path[:-1]
        return self.map.get(())


def read_yaml(path: Path) -> tuple[dict, Lines]:
    name = str(path)
    if path.is_dir():
        raise ScenarioError([Problem(name, None, "a folder: judge run takes one scenario file (judge check runs a folder)")])
    if not path.is_file():
        raise ScenarioError([Problem(name, None, "no such file")])
    if path.stat().st_size > MAX_BYTES:
        raise ScenarioError([Problem(name, None, "larger than 1 MB: not a scenario file")])
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise ScenarioError([Problem(name, None, "not UTF-8 text")])
    try:
        loader = _Loader(text)
        try:
            node = loader.get_single_node()  # the node tree gives line numbers...
            data = loader.construct_document(node) if node is not None else None  # ...and the data
        finally:
            loader.dispose()
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        raise ScenarioError([Problem(name, mark.line + 1 if mark else None, f"YAML syntax: {problem}")])
    if data is None:
        raise ScenarioError([Problem(name, None, "the file is empty")])
    if not isinstance(data, dict):
        raise ScenarioError([Problem(name, 1, "a scenario is a mapping with ruling, position, steps, expect")])
    return data, Lines(node)


def _merge_position(base: dict, mine: dict) -> dict:
    out = dict(base)
    for k, v in mine.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict) and k not in ("adventure",):
            merged = dict(out[k])
            merged.update(v)
            out[k] = merged
        else:
            out[k] = v
    return out


def load(path: str | Path, _seen: tuple = ()) -> tuple[Scenario, Lines, dict]:
    """(the validated scenario, its line map, the raw data after `extends`)."""
    path = Path(path)
    data, lines = read_yaml(path)
    if "extends" in data:
        base_path = (path.parent / str(data["extends"])).resolve()
        if base_path in _seen:
            raise ScenarioError([Problem(str(path), lines.line(("extends",)), "extends itself, through a cycle")])
        try:
            _, _, base = load(base_path, _seen + (path.resolve(),))
        except ScenarioError as exc:
            raise ScenarioError([Problem(str(path), lines.line(("extends",)), f"in the base it extends: {p}") for p in exc.problems])
        merged = dict(data)
        merged["cards"] = {**(base.get("cards") or {}), **(data.get("cards") or {})}
        merged["position"] = _merge_position(base.get("position") or {}, data.get("position") or {})
        data = merged
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError([_problem(str(path), lines, err) for err in exc.errors()])
    return scenario, lines, data


def _problem(file: str, lines: Lines, err: dict) -> Problem:
    loc = tuple(err["loc"])
    # Drop pydantic's union-branch labels from the path ("str", "int", "function-after[...]").
    loc = tuple(p for p in loc if not (isinstance(p, str) and (p in {"str", "int", "bool", "ManaSpec"} or "[" in p)))
    field = ".".join(str(p) for p in loc if p != "players")
    kind = err["type"]
    if kind == "extra_forbidden":
        msg = f"unknown field {loc[-1]!r}" + (f" in {'.'.join(str(p) for p in loc[:-1] if p != 'players')}" if len(loc) > 1 else "")
    elif kind == "missing":
        msg = f"{field}: missing (required)"
    else:
        text = err["msg"].removeprefix("Value error, ")
        msg = f"{field}: {text}" if field else text
    return Problem(file, lines.line(loc), msg)
