"""Choices players make when a rule asks them to choose.

A scenario gives its answers in advance; the engine takes them when a rule needs them, in
order. When no answer is given, the engine stops with who must choose, what, the legal
options and the rule: it never picks silently.
"""

from __future__ import annotations

from dataclasses import dataclass, field


class ChoiceNeeded(Exception):
    """The game stops: `player` must decide (`kind`, a DecisionKind) among `options`; `count`
    when the answer is that many of them at once; `legal` when the answer is several of them
    and only these sets are legal (tuples of options: how many, and which, a rule decides)."""

    def __init__(self, player: str, what: str, options: list[str], rule: str, count: int | None = None,
                 kind: str = "choose", legal: tuple | None = None):
        self.player, self.what, self.options, self.rule, self.count = player, what, options, rule, count
        self.kind, self.legal = kind, legal
        if legal is not None:
            n = f" {' or '.join(str(k) for k in sorted({len(a) for a in legal}))} of"
        else:
            n = f" {count} of" if count is not None else " one of"
        super().__init__(
            f"{player} must choose {what} ({rule}):{n} {', '.join(options) if options else '(nothing)'}"
        )


@dataclass
class Choices:
    pending: dict[tuple[str, str], list] = field(default_factory=dict)
    # who decided what, in the order the game asked (given or forced): "bob chooses before alice"
    taken: list[tuple[str, str]] = field(default_factory=list)

    def give(self, player: str, kind: str, value) -> None:
        self.pending.setdefault((player, kind), []).append(value)

    def take(self, player: str, kind: str):
        queue = self.pending.get((player, kind))
        if not queue:
            return None
        value = queue.pop(0)
        if not queue:
            del self.pending[(player, kind)]
        self.taken.append((player, str(kind)))
        return value

    def unused(self) -> list[tuple[str, str, object]]:
        return [(p, k, v) for (p, k), vs in self.pending.items() for v in vs]

    def copy(self) -> "Choices":
        return Choices({k: list(v) for k, v in self.pending.items()}, list(self.taken))
