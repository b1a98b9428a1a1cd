"""Decisions: who must decide what now (`Decision`), and an action waiting for answers
(`Pending`). A decision's options are its legal answers, each an `Answer` action."""

from __future__ import annotations

import itertools

from .actions import Action
from .choices import ChoiceNeeded
from .enums import DecisionKind
from .values import Value


class Decision(Value):
    """Who must decide what now: the player, the kind of decision, the legal answers (words or
    ids, or tuples of ids for several at once), the rule."""

    __slots__ = ("player", "kind", "options", "rule", "what")
    _fields = __slots__

    def __init__(self, player: str, kind: DecisionKind, options: tuple, rule: str, what: str = ""):
        self._set(player=player, kind=kind, options=tuple(options), rule=rule, what=what)

    @property
    def forced(self) -> bool:
        """Exactly one legal option: still a decision here; a run or the console takes it."""
        return len(self.options) == 1

    def to_dict(self) -> dict:
        return {"player": self.player, "kind": str(self.kind), "options": [list(o) if isinstance(o, tuple) else o
                                                                           for o in self.options],
                "rule": self.rule, "what": self.what, "forced": self.forced}


class Pending(Value):
    """An action that stopped at a decision: replayed with `answers` ((player, kind, value), ...
    in the order they were given) once the decision is answered."""

    __slots__ = ("action", "answers", "decision")
    _fields = __slots__

    def __init__(self, action: Action, answers: tuple, decision: Decision):
        self._set(action=action, answers=tuple(answers), decision=decision)


def decision_from(need: ChoiceNeeded) -> Decision:
    kind = DecisionKind(need.kind)
    if need.legal is not None:
        options = tuple(tuple(a) for a in need.legal)
    elif need.count is not None:
        options = tuple(itertools.combinations(need.options, need.count))
    else:
        options = tuple(need.options)
    return Decision(need.player, kind, options, need.rule, need.what)
