"""altered-judge's engine, usable as a library (docs/library.md):

    from judge import Game, Action, IllegalAction

The names load on first use: `judge rule` and the other lookups import this package without
paying for the engine.
"""

from __future__ import annotations

_EXPORTS = {
    "Game": "judge.game", "Decision": "judge.decisions",
    "Action": "judge.actions", "IllegalAction": "judge.actions", "Pass": "judge.actions", "Play": "judge.actions",
    "QuickAction": "judge.actions", "Answer": "judge.actions", "Advance": "judge.actions",
    "ActionSyntaxError": "judge.actions",
    "Zone": "judge.enums", "Expedition": "judge.enums", "Phase": "judge.enums", "Status": "judge.enums",
    "DecisionKind": "judge.enums",
    "PositionError": "judge.position",
}
__all__ = sorted(_EXPORTS)


def __getattr__(name: str):
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'judge' has no attribute {name!r}")
    import importlib

    return getattr(importlib.import_module(module), name)
