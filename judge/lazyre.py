"""Regular expressions compiled on first use: a command that never reads an ability or an
action's text never pays for compiling their patterns (start-up, README "Measured")."""

from __future__ import annotations

import re


class LazyPattern:
    """Behaves as the compiled pattern (`match`, `fullmatch`, `search`, ...), compiled when first used."""

    __slots__ = ("pattern", "flags", "_compiled")

    def __init__(self, pattern: str, flags: int = 0):
        self.pattern, self.flags, self._compiled = pattern, flags, None

    def __getattr__(self, name: str):
        compiled = self._compiled
        if compiled is None:
            compiled = self._compiled = re.compile(self.pattern, self.flags)
        return getattr(compiled, name)


def lazy(pattern: str, flags: int = 0) -> LazyPattern:
    return LazyPattern(pattern, flags)
