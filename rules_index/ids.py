"""Rule identifiers: `2.1.c`, `7.4.3`, `2.5`, `7`; how they sort and nest.

Numbered paragraphs with a letter (`7.4.3.i`) are rules; ids without a letter (`7.4.3`) are
the headed groups that hold them. Both are looked up the same way (`judge rule 7.4.3`).
"""

from __future__ import annotations

import re
from functools import lru_cache

# A rule id: numbers joined by dots, optionally one trailing letter group (a..z, then aa..).
ID_PATTERN = r"\d+(?:\.\d+)*(?:\.[a-z]{1,2})?"
ID_RE = re.compile(rf"^{ID_PATTERN}$")


# A rule of another edition than the built-in one, as the engine cites it where the editions
# differ in mechanics ("v5.0 4.2.5.d": enums.Edition's switches).
QUALIFIER = r"v\d+(?:\.\d+)*"
QUALIFIED_RE = re.compile(rf"^({QUALIFIER}) ({ID_PATTERN})$")


def split_qualified(rule_id: str) -> tuple[str | None, str]:
    """("v5.0", "4.2.5.d") for "v5.0 4.2.5.d"; (None, id) for an id of the built-in edition."""
    m = QUALIFIED_RE.match(rule_id)
    return (m.group(1), m.group(2)) if m else (None, rule_id)


def is_rule_id(text: str) -> bool:
    return bool(ID_RE.match(text))


@lru_cache(maxsize=16384)  # an import sorts each edition's ids again for each pair it matches
def sort_key(rule_id: str) -> tuple:
    """Numeric parts as numbers and letters in alphabet order (`z` before `aa`).

    A group's own lettered rules come before its numbered sub-groups, as the published rules
    print them: 2.2.a .. 2.2.f, then 2.2.1.
    """
    key = []
    for part in rule_id.split("."):
        if part.isdigit():
            key.append((1, int(part), ""))
        else:
            key.append((0, len(part), part))
    return tuple(key)


def parent_id(rule_id: str) -> str | None:
    if "." not in rule_id:
        return None
    return rule_id.rsplit(".", 1)[0]


def ancestors(rule_id: str) -> list[str]:
    out = []
    parent = parent_id(rule_id)
    while parent:
        out.append(parent)
        parent = parent_id(parent)
    return out


def has_letter(rule_id: str) -> bool:
    return not rule_id.rsplit(".", 1)[-1].isdigit()


def next_letter(letters: str) -> str:
    """`a` -> `b`, `z` -> `aa`: the id that should follow in an unbroken sequence."""
    if letters == "z" * len(letters):
        return "a" * (len(letters) + 1)
    chars = list(letters)
    i = len(chars) - 1
    while chars[i] == "z":
        chars[i] = "a"
        i -= 1
    chars[i] = chr(ord(chars[i]) + 1)
    return "".join(chars)
