"""The explanation trace: what happened, in what order, by which rules.

Events nest under the step that caused them (`with trace.under(...)`). The text form is one
event per line, indented, with its rules at the right; the JSON form is the same events as
data. Both are deterministic: the same scenario and seed give the same trace, byte for byte.
"""

from __future__ import annotations

from dataclasses import dataclass, field

RULES_COLUMN = 72


@dataclass
class Event:
    depth: int
    kind: str
    text: str
    rules: tuple[str, ...] = ()
    data: dict = field(default_factory=dict)
    published: bool = False  # the built-in edition is silent here; the later editions rule

    def line(self, cite=None) -> str:
        """The event as a line; `cite` shows its rules in another edition (rules_index.cite)."""
        text = "  " * self.depth + self.text
        if self.published:
            text += " (published game)"
        if not self.rules:
            return text
        cites = ", ".join(map(cite, self.rules) if cite else self.rules)
        pad = max(2, RULES_COLUMN - len(text))
        return f"{text}{' ' * pad}{cites}"

    def to_dict(self, cite=None) -> dict:
        d = {"depth": self.depth, "kind": self.kind, "text": self.text,
             "rules": [cite(r) for r in self.rules] if cite else list(self.rules)}
        if cite:
            d["builtin_rules"] = list(self.rules)
        if self.data:
            d["data"] = self.data
        if self.published:
            d["published_game"] = True
        return d


class Trace:
    def __init__(self) -> None:
        self.events: list[Event] = []
        self.depth = 0
        self.heading: tuple | None = None  # (day, phase) of the last "phase" event
        self.watch = None  # called after each event (the console keeps the board at each one)

    def emit(self, kind: str, text: str, rules=(), *, published: bool = False, **data) -> Event:
        event = Event(self.depth, kind, text, tuple(rules), data, published)
        self.events.append(event)
        if kind == "phase":
            self.heading = (data.get("day"), data.get("phase"))
        if self.watch is not None:
            self.watch(event)
        return event

    def under(self, kind: str, text: str, rules=(), **data) -> "_Under":
        """An event, and the events written inside the `with` block one level under it."""
        self.emit(kind, text, rules, **data)
        return _Under(self)

    def cited(self) -> set[str]:
        return {r for e in self.events for r in e.rules}

    def render(self, start: int = 0, cite=None) -> str:
        return "\n".join(e.line(cite) for e in self.events[start:])

    def to_list(self, cite=None) -> list[dict]:
        return [e.to_dict(cite) for e in self.events]

    def mark(self) -> tuple:
        return len(self.events), self.depth, self.heading

    def reset(self, mark: tuple) -> None:
        del self.events[mark[0]:]
        self.depth = mark[1]
        self.heading = mark[2] if len(mark) > 2 else next(
            ((e.data.get("day"), e.data.get("phase")) for e in reversed(self.events) if e.kind == "phase"), None)


class _Under:
    """One level deeper while a `with` block runs (a class, not a generator: actions open many)."""
    __slots__ = ("trace",)

    def __init__(self, trace: Trace) -> None:
        self.trace = trace

    def __enter__(self) -> None:
        self.trace.depth += 1

    def __exit__(self, *exc) -> None:
        self.trace.depth -= 1
