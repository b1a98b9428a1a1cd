"""Which edition's mechanics a game follows where the editions differ.

The engine knows two editions' mechanics: the built-in one (the seed documents) and the
Comprehensive Rules v5.0. Each difference listed in docs/edition-differences.md is one switch
in the function that applies the rule: `if v5(game): ...`, citing the built-in rule on one side
and the v5.0 rule, qualified ("v5.0 4.2.5.d"), on the other. Where the built-in edition is
silent the engine follows the published game in every edition (marked "published game").
"""

from __future__ import annotations

from .enums import Edition

TYPE_CHECKING = False
if TYPE_CHECKING:
    from .table import Table


def v5(game: "Table") -> bool:
    """The game follows v5.0 (or a later edition, which plays as v5.0: enums.Edition.of)."""
    return game.state.edition != Edition.BUILTIN
