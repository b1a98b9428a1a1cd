"""The game's fixed vocabularies, each defined once: zones, expeditions, phases, statuses and
the kinds of decision a player makes.

They are string enums: a member equals the word the rules, the scenario files and the trace use
("hero expedition" is `Zone.HERO_EXPEDITION`), so data read at the edges compares and hashes
as the member does, and the engine never spells a zone twice.
"""

from __future__ import annotations

from enum import StrEnum


class Zone(StrEnum):
    DECK = "deck"
    HAND = "hand"
    RESERVE = "reserve"
    DISCARD = "discard"
    LANDMARKS = "landmarks"
    MANA = "mana"
    HERO_ZONE = "hero zone"
    HERO_EXPEDITION = "hero expedition"
    COMPANION_EXPEDITION = "companion expedition"
    LIMBO = "limbo"

    @property
    def expedition(self) -> "Expedition | None":
        """The expedition this zone is (the Expedition zone holds two per player), or None."""
        return _EXPEDITION_OF.get(self)

    @property
    def is_expedition(self) -> bool:
        return self in _EXPEDITION_OF


class Expedition(StrEnum):
    HERO = "hero"
    COMPANION = "companion"

    @property
    def other(self) -> "Expedition":
        return Expedition.COMPANION if self is Expedition.HERO else Expedition.HERO

    @property
    def zone(self) -> Zone:
        return Zone.HERO_EXPEDITION if self is Expedition.HERO else Zone.COMPANION_EXPEDITION


_EXPEDITION_OF = {Zone.HERO_EXPEDITION: Expedition.HERO, Zone.COMPANION_EXPEDITION: Expedition.COMPANION}


def expedition_of(zone: str) -> Expedition | None:
    """The expedition a zone name is ("hero expedition" -> HERO), for any str, member or not."""
    return _EXPEDITION_OF.get(zone)  # type: ignore[call-overload]


class Phase(StrEnum):
    SETUP = "setup"
    MORNING = "morning"
    NOON = "noon"
    AFTERNOON = "afternoon"
    DUSK = "dusk"
    NIGHT = "night"


DAY = (Phase.MORNING, Phase.NOON, Phase.AFTERNOON, Phase.DUSK, Phase.NIGHT)  # 1.3.2.a


class Mode(StrEnum):
    """The way a game is played: the usual game (1v1), or a mode of the pages (formats.booster-war:
    its least technical variant, a booster's Hero and the rest shuffled; its most technical one,
    a 12-card deck in the order its player chose), or a four-player mode of the Multiplayer pages
    (modes.2v2: two teams of two, partners opposite; modes.free-for-all: each for themselves)."""

    ONE_V_ONE = "1v1"
    BOOSTER_WAR = "booster-war"
    BOOSTER_WAR_TECHNICAL = "booster-war-technical"
    TWO_V_TWO = "2v2"
    FREE_FOR_ALL = "free-for-all"

    @property
    def booster_war(self) -> bool:
        return self in (Mode.BOOSTER_WAR, Mode.BOOSTER_WAR_TECHNICAL)

    @property
    def multiplayer(self) -> bool:
        return self in (Mode.TWO_V_TWO, Mode.FREE_FOR_ALL)

    @property
    def players(self) -> int:
        """How many players sit at the table (1.2.1.b; the Multiplayer pages: four)."""
        return 4 if self.multiplayer else 2


class Edition(StrEnum):
    """The editions of the rules whose mechanics the engine knows: the built-in edition (the
    seed documents) and the Comprehensive Rules v5.0. Where they differ in how a game plays
    (docs/edition-differences.md) the engine follows the game's edition (`GameState.edition`),
    one switch per difference, citing both rules."""

    BUILTIN = "builtin"
    V5 = "v5.0"

    @classmethod
    def of(cls, name: str | None) -> "Edition":
        """The mechanics an edition of the rules index plays by: the built-in edition's, or else
        the latest the engine knows (an edition imported after v5.0 plays as v5.0 does)."""
        return cls.BUILTIN if name in (None, "", "builtin") else cls.V5


class Status(StrEnum):
    FLEETING = "fleeting"
    ASLEEP = "asleep"
    ANCHORED = "anchored"
    EXHAUSTED = "exhausted"
    # A Feat's state once "Complete me" has resolved: no edition defines Feats; published game,
    # as the later sets' cards state it (judge/feats.py)
    COMPLETED = "completed"


class DecisionKind(StrEnum):
    """What a player is asked to decide. The values are the keys of a scenario's `choose:`."""

    TURN = "turn"  # what to do in their turn in the Afternoon (1.3.2.d)
    SETUP_MANA = "setup mana"  # three cards of the first hand to the Mana zone (1.3.1.d)
    MANA = "mana"  # a card from Hand to the Mana zone, or none (1.3.2.b)
    KEEP_IN_RESERVE = "keep in reserve"  # Clean-up (4.2.5.c)
    KEEP_LANDMARKS = "keep landmarks"
    TARGET = "target"  # 5.2.3.b
    CHOOSE = "choose"  # an object an effect lets its controller choose (6.1.g)
    MAY = "may"  # yes or no to an optional step (5.2.3.e)
    PLAY_REACTION = "play reaction"  # which reaction in Limbo first (6.3.b)
    EXPEDITION = "expedition"  # which expedition a Character enters (5.2.1.a)
    MODE = "mode"  # 5.2.3.c


# The kinds a scenario's `choose:` may give in advance (the turn is a step, not an answer).
ANSWER_KINDS = tuple(k for k in DecisionKind if k is not DecisionKind.TURN)
# Answers that are several objects at once.
MANY = frozenset({DecisionKind.SETUP_MANA, DecisionKind.KEEP_IN_RESERVE, DecisionKind.KEEP_LANDMARKS})
