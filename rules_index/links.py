"""Engine code that declares the rules it applies, found by reading the source, not running it.

An engine function says `@implements("4.2.4.c", "4.2.4.d")` right above its `def`. This scan
reads `judge/**/*.py` as text, so building the index never imports the engine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .ids import ID_PATTERN, QUALIFIER

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
ENGINE_DIR = PACKAGE_ROOT / "judge"

_DECORATOR = re.compile(r"^(\s*)@implements\(([^)]*)(\)?)")
_DEF = re.compile(r"^\s*(?:async\s+)?(?:def|class)\s+(\w+)")
# a numbered rule, or a section of a page of modes or formats ("formats.booster-war.rule-least-technical-mode")
# or a rule of a later edition where the engine follows it by a switch ("v5.0 4.2.5.d")
_ID = re.compile(rf"[\"']((?:{QUALIFIER} )?{ID_PATTERN}|(?:modes|formats)\.[a-z0-9-]+\.[a-z0-9-]+)[\"']")


@dataclass(frozen=True)
class CodeLink:
    rule: str
    module: str
    function: str
    file: str  # relative to the package root
    line: int  # line of the def


def _read_functions(lines: list[str]):
    """Walk a module's lines: yield (line number, line, the function the line is in or is the
    `def` of, the rule ids that function declares, whether the line is that `def`). Decorator
    lines, one or several, are consumed."""
    function, rules, pending = "(module)", (), []
    open_decorator = False  # an @implements( ... ) spread over several lines
    for number, line in enumerate(lines, start=1):
        if open_decorator:
            pending.extend(_ID.findall(line.split(")")[0]))
            open_decorator = ")" not in line
            continue
        m = _DECORATOR.match(line)
        if m:
            pending.extend(_ID.findall(m.group(2)))
            open_decorator = not m.group(3)
            continue
        d = _DEF.match(line)
        if d:
            function, rules, pending = d.group(1), tuple(pending), []
            yield number, line, function, rules, True
            continue
        if pending and line.strip() and not line.lstrip().startswith("@"):
            pending = []  # a decorator not followed by a def
        yield number, line, function, rules, False


def scan_code(root: Path = ENGINE_DIR, base: Path = PACKAGE_ROOT) -> list[CodeLink]:
    links: list[CodeLink] = []
    if not root.is_dir():
        return links
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(base)
        module = ".".join(rel.with_suffix("").parts)
        for number, _, function, rules, is_def in _read_functions(path.read_text(encoding="utf-8").splitlines()):
            if is_def:
                links.extend(CodeLink(rule, module, function, rel.as_posix(), number) for rule in rules)
    return links


def code_files(root: Path = ENGINE_DIR) -> list[Path]:
    return sorted(root.rglob("*.py")) if root.is_dir() else []


@dataclass(frozen=True)
class Gap:
    file: str
    line: int
    function: str
    rules: tuple[str, ...]
    text: str
    kind: str = "published"  # "published": the built-in edition is silent; "page": a mode's page is


# A page of the game modes that does not settle a case, and the engine's reading of it: said in a
# comment or docstring inside the function ("the page does not say", "the pages do not say").
_SILENT_PAGE = re.compile(r"\bpages? (?:does|do) not say\b")


def scan_gaps(root: Path = ENGINE_DIR, base: Path = PACKAGE_ROOT) -> list[Gap]:
    """Places where the engine follows the published game because the built-in edition is
    silent: a comment or docstring saying "published game" inside a function; and places where a
    mode's page is silent and the engine reads it one way ("the page does not say")."""
    gaps: list[Gap] = []
    if not root.is_dir():
        return gaps
    for path in sorted(root.rglob("*.py")):
        if path.name in ("trace.py", "rules.py"):  # where the marker itself is defined and printed
            continue
        rel = path.relative_to(base).as_posix()
        in_docstring = False
        for number, line, function, rules, is_def in _read_functions(path.read_text(encoding="utf-8").splitlines()):
            quotes = line.count('"""')
            prose = in_docstring or quotes > 0 or line.lstrip().startswith("#") or "  # " in line
            if quotes % 2:
                in_docstring = not in_docstring
            # the marker counts in comments and docstrings, not in strings the engine prints
            if not is_def and prose and "published game" in line:
                gaps.append(Gap(rel, number, function, rules, line.strip().lstrip("#").strip().strip('"')))
            elif not is_def and prose and _SILENT_PAGE.search(line):
                gaps.append(Gap(rel, number, function, rules, line.strip().lstrip("#").strip().strip('"'), "page"))
    return gaps


CARDS_DIR = ENGINE_DIR / "data" / "cards"


def scan_cards(folder: Path = CARDS_DIR) -> list[tuple[str, list[str]]]:
    """(card name, the built-in edition's rules its encoding applies) for every card of the
    shipped sets (judge/data/cards/, written by tools/ship_cards.py): read as data, so building
    the index never imports the engine. A card's rules are those of all its versions."""
    import json

    rules: dict[str, set[str]] = {}
    if not folder.is_dir():
        return []
    for path in sorted(folder.glob("*.json")):
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue
        for rec in data.get("versions") or ():
            if isinstance(rec, dict) and isinstance(rec.get("name"), str):
                rules.setdefault(rec["name"], set()).update(r for r in rec.get("rules") or () if isinstance(r, str))
    return sorted((name, sorted(ids)) for name, ids in rules.items() if ids)
