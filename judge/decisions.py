"""Decisions: who must decide what now (`Decision`), and an action waiting for answers
(`Pending`). A decision's options are its legal answers, each an `Answer` action."""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from .actions import Action
from .choices import ChoiceNeeded
from .enums import DecisionKind


@dataclass(frozen=True)
class Decision:
    """Who must decide what now: the player, the kind of decision, the legal answers, the rule."""

    player: str
    kind: DecisionKind
    options: tuple  # the legal answers: words or ids, or tuples of ids (several at once)
    rule: str
    what: str = ""

    @property
    def forced(self) -> bool:
        """Exactly one legal option: still a decision here; a run or the console takes it."""
        return len(self.options) == 1

    def to_dict(self) -> dict:
        return {"player": self.player, "kind": str(self.kind), "options": [list(o) if isinstance(o, tuple) else o
                                                                           for o in self.options],
                "rule": self.rule, "what": self.what, "forced": self.forced}


@dataclass(frozen=True)
class Pending:
    """An action that stopped at a decision: replayed with `answers` once the decision is answered."""

    action: Action
    answers: tuple  # ((player, kind, value), ...) in the order they were given
    decision: Decision


def decision_from(need: ChoiceNeeded) -> Decision:
    kind = DecisionKind(need.kind)
    if need.count is not None:
        options = tuple(itertools.combinations(need.options, need.count))
    else:
        options = tuple(need.options)
    return Decision(need.player, kind, options, need.rule, need.what)
