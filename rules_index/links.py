"""Engine code that declares the rules it applies, found by reading the source, not running it.

An engine function says `@implements("4.2.4.c", "4.2.4.d")` right above its `def`. This scan
reads `judge/**/*.py` as text, so building the index never imports the engine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .ids import ID_PATTERN

PACKAGE_ROOT = Path(__file__).resolve().parent.parent
ENGINE_DIR = PACKAGE_ROOT / "judge"

_DECORATOR = re.compile(r"^(\s*)@implements\(([^)]*)\)")
_DEF = re.compile(r"^\s*(?:async\s+)?(?:def|class)\s+(\w+)")
_ID = re.compile(rf"[\"']({ID_PATTERN})[\"']")


@dataclass(frozen=True)
class CodeLink:
    rule: str
    module: str
    function: str
    file: str  # relative to the package root
    line: int  # line of the def


def scan_code(root: Path = ENGINE_DIR, base: Path = PACKAGE_ROOT) -> list[CodeLink]:
    links: list[CodeLink] = []
    if not root.is_dir():
        return links
    for path in sorted(root.rglob("*.py")):
        rel = path.relative_to(base)
        module = ".".join(rel.with_suffix("").parts)
        lines = path.read_text(encoding="utf-8").splitlines()
        pending: list[str] = []
        for number, line in enumerate(lines, start=1):
            m = _DECORATOR.match(line)
            if m:
                pending.extend(_ID.findall(m.group(2)))
                continue
            d = _DEF.match(line)
            if d and pending:
                for rule in pending:
                    links.append(CodeLink(rule, module, d.group(1), rel.as_posix(), number))
                pending = []
            elif pending and line.strip() and not line.lstrip().startswith("@"):
                pending = []
    return links


def code_files(root: Path = ENGINE_DIR) -> list[Path]:
    return sorted(root.rglob("*.py")) if root.is_dir() else []
