"""Reading a scenario file: YAML with line numbers, `extends`, validation, clear errors.

Every problem becomes `FILE:LINE: message (rule)`; nothing raises past this module but
`ScenarioError`, which carries all the problems found and renders them as one line. Every input
is bounded before it can cost time or memory (judge/scenario/limits.py): the file's size and
kind, its encoding, and in the YAML its depth, its nodes, its aliases and its values.
"""

from __future__ import annotations

import copy
import os
import re
from pathlib import Path

from pydantic import ValidationError

from . import limits
from .model import Scenario
from .problems import Problem, ScenarioError, decode, one_line, read_text  # noqa: F401 - re-exported
from .yamlfile import Lines, parse_yaml, read_yaml  # noqa: F401 - re-exported


# -- extends ----------------------------------------------------------------------------------------
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


def _mapping_or_problem(data: dict, key: str, file: str, lines: Lines) -> list[Problem]:
    """`extends` merges `cards` and `position` key by key: they must be mappings."""
    value = data.get(key)
    if value is None or isinstance(value, dict):
        return []
    return [Problem(file, lines.line((key,)), f"{key}: a mapping (key: value lines), not a {type(value).__name__}")]


def load(path: str | Path, _seen: tuple = ()) -> tuple[Scenario, Lines, dict]:
    """(the validated scenario, its line map, the raw data after `extends`)."""
    path = Path(path)
    data, lines = read_yaml(path)
    if "extends" in data:
        data = _extend(path, data, lines, _seen)
    try:
        scenario = Scenario.model_validate(data)
    except ValidationError as exc:
        raise ScenarioError([_problem(str(path), lines, err, data) for err in exc.errors()])
    except (RecursionError, ValueError, TypeError) as exc:  # pydantic's own guard against cycles, or worse
        raise ScenarioError([Problem(str(path), 1, f"cannot read the scenario: {exc}")])
    return scenario, lines, data


def _extend(path: Path, data: dict, lines: Lines, seen: tuple) -> dict:
    file = str(path)

    def bad(message: str) -> ScenarioError:
        return ScenarioError([Problem(file, lines.line(("extends",)), message)])

    if not isinstance(data["extends"], str) or not data["extends"].strip():
        raise bad("extends: the path of a base scenario file, relative to this one")
    problems = _mapping_or_problem(data, "cards", file, lines) + _mapping_or_problem(data, "position", file, lines)
    if problems:
        raise ScenarioError(problems)
    if len(seen) >= limits.MAX_EXTENDS:
        raise bad(f"extends a chain of more than {limits.MAX_EXTENDS} files")
    # absolute, not resolved: a cycle through symbolic links still ends at MAX_EXTENDS
    me = Path(os.path.abspath(path))
    base_path = Path(os.path.abspath(me.parent / data["extends"]))
    if base_path in seen or base_path == me:
        raise bad("extends itself, through a cycle")
    try:
        base = _base_data(base_path, seen + (me,))
    except ScenarioError as exc:
        raise ScenarioError([Problem(file, lines.line(("extends",)), f"in the base it extends: {p}") for p in exc.problems])
    merged = dict(data)
    merged["cards"] = {**(base.get("cards") or {}), **(data.get("cards") or {})}
    merged["position"] = _merge_position(base.get("position") or {}, data.get("position") or {})
    return merged


# A base position is extended by many rulings: read and validated once per process, as long as
# the file is unchanged; each use gets its own copy (callers may edit what `load` returns).
_BASES: dict[tuple, dict] = {}


def _base_data(path: Path, seen: tuple) -> dict:
    try:
        info = path.stat()
        key = (path, info.st_mtime_ns, info.st_size, info.st_ino)
    except OSError:
        key = None
    if key is None or key not in _BASES:
        _, _, data = load(path, seen)
        if key is None:
            return data
        if len(_BASES) > 64:
            _BASES.clear()
        _BASES[key] = data
    return copy.deepcopy(_BASES[key])


# -- pydantic's errors as lines ---------------------------------------------------------------------
# pydantic's labels in an error's location that are not keys of the file: union branches
# ("str", "int", "ManaSpec", "function-after[...]", "literal[...]").
_LABEL = re.compile(r"^(str|int|bool|float|list|dict|none|[A-Z]\w*Spec|Position|Scenario)$|\[")


def _real_path(loc: tuple, data) -> tuple:
    """The error's location as a path in the file's data: labels dropped, keys kept as written."""
    out: list = []
    cur = data
    for part in loc:
        if isinstance(cur, dict) and _is_key(part, cur):
            out.append(part)
            cur = cur[part]
        elif isinstance(cur, list) and isinstance(part, int) and 0 <= part < len(cur):
            out.append(part)
            cur = cur[part]
        elif part == "players" or (isinstance(part, str) and _LABEL.search(part)):
            continue
        else:  # not in the file: a missing field, or a label we do not know
            out.append(part)
            cur = None
    return tuple(out)


def _is_key(part, d: dict) -> bool:
    try:
        return part in d
    except TypeError:
        return False


def _problem(file: str, lines: Lines, err: dict, data=None) -> Problem:
    if data is not None:
        loc = _real_path(tuple(err["loc"]), data)
    else:
        loc = tuple(p for p in err["loc"] if not (isinstance(p, str) and _LABEL.search(p)))
    field = ".".join(str(p) for p in loc if p != "players")
    kind = err["type"]
    if kind == "extra_forbidden" and loc:
        parent = ".".join(str(p) for p in loc[:-1] if p != "players")
        msg = f"unknown field {loc[-1]!r}" + (f" in {parent}" if parent else "")
    elif kind == "missing":
        msg = f"{field}: missing (required)" if field else "missing (required)"
    else:
        text = str(err.get("msg", "invalid")).removeprefix("Value error, ")
        msg = f"{field}: {text}" if field else text
    return Problem(file, lines.line(loc) or 1, msg)
