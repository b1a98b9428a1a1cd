"""How engine code declares the rules it applies.

`@implements("4.2.4.c")` above a function says: this function applies rule 4.2.4.c. The rules
index finds these declarations by reading the source (rules_index/links.py), so `judge rule
4.2.4.c` lists the function, and `judge rules coverage` shows which rules have code. The
decorator itself only records the ids on the function.
"""

from __future__ import annotations

TYPE_CHECKING = False  # `typing` costs 4 ms of start-up, and `judge card` imports this module
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import TypeVar

    F = TypeVar("F", bound=Callable)

# Marks a step the built-in edition does not describe, where the engine follows the later
# published editions (v5.0); the trace shows it, and `judge rules doctor` lists it.
PUBLISHED = "published game"

# The Booster War page's sections, cited by the code of that mode (mana, morning, setup, the
# game's end, deck checks), and the number of days it lasts before a tie's additional one.
BOOSTER_WAR = "formats.booster-war.rule-least-technical-mode"
BOOSTER_WAR_TECHNICAL = "formats.booster-war.rule-most-technical-mode"
BOOSTER_WAR_DAYS = 4

# The Multiplayer pages' sections, per four-player mode (enums.Mode's values), cited by the code
# of those modes: `PAGE[mode]["victory"]`.
_SECTIONS = {"setup": "setting-up-an-altered-multiplayer-game-in-2v2", "victory": "victory-conditions",
             "tiebreaker": "tiebreaker", "first player": "first-player-effects", "clarifications": "clarifications",
             "interactions": "interactions-with-your-teammate"}
PAGE = {
    "2v2": {key: f"modes.2v2.{section}" for key, section in _SECTIONS.items()},
    "free-for-all": {key: f"modes.free-for-all.{section}" for key, section in
                     (_SECTIONS | {"setup": "setting-up-an-altered-multiplayer-free-for-all-game",
                                   "interactions": "interactions-with-other-players"}).items()},
}


def implements(*rule_ids: str) -> Callable[[F], F]:
    def mark(fn: F) -> F:
        fn.__rules__ = tuple(getattr(fn, "__rules__", ())) + rule_ids  # type: ignore[attr-defined]
        return fn

    return mark
