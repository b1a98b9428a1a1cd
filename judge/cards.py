"""Card definitions: the facts of a card (type, costs, statistics, keywords), as data.

A scenario defines its cards inline; tokens are defined by the text that creates them
("Ordis Recruit 1/1/1 Soldier token", 2.2.3.f, 2.2.9.e, 2.2.2.j).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .words import ALSO_A_SPELL


@dataclass(frozen=True)
class Card:
    name: str
    type: str
    subtypes: tuple[str, ...] = ()
    hand_cost: int | None = None
    reserve_cost: int | None = None
    stats: tuple[int, int, int] = (0, 0, 0)  # forest, mountain, water
    keywords: frozenset[str] = field(default_factory=frozenset)
    reserve_limit: int | None = None  # Heroes only (2.2.11)
    landmark_limit: int | None = None  # Heroes only (2.2.12)
    token: bool = False
    abilities: tuple = ()  # judge.language.Ability, in printed order
    effect: tuple = ()  # a Spell's steps (judge.language.Step)
    faction: str | None = None
    tough: int = 0  # Tough N (published game, v5.0 7.4.7): an opponent pays N more to target it
    tough_per: str = ""  # Tough X, where X is the number of this (a `per` of the language), counted when it matters
    # Scout X (published game, v5.0 7.4.5): played from Hand, it may cost X instead of its Hand Cost,
    # and then sends itself to Reserve by a reaction it gains as it enters play; None: no Scout
    scout: int | None = None
    # A Permanent's zone type (published game, v5.0 2.2.3): "expedition" for an Expedition
    # Permanent, which joins one of its controller's expeditions; None, a Landmark Permanent
    zone_type: str | None = None
    # Temple N (published game, as the later sets' reminder states it: judge/temple.py): it may be
    # played for N as a Landmark Permanent (sub-type Construction); None: no Temple
    temple: int | None = None
    # the card as printed, for a card played with Temple (judge/temple.py): what it is again once it
    # leaves the Landmark zone; None for any other card
    printed: "Card | None" = field(default=None, compare=False, repr=False)
    spec: dict | None = field(default=None, compare=False, repr=False)  # the data it was made from (to_dict)
    # Derived once, when the card is made: what signal() and granters() look at on every event.
    reactions: tuple = field(default=(), compare=False, repr=False)  # (index, Ability) of its reactions
    grants: tuple = field(default=(), compare=False, repr=False)  # (index, Ability) of its grants
    by_event: dict = field(default_factory=dict, compare=False, repr=False)  # event -> its reactions to it
    passives: tuple = field(default=(), compare=False, repr=False)  # its passive abilities' texts
    conditional: tuple = field(default=(), compare=False, repr=False)  # (passive, condition) of its conditional ones
    completed_passives: tuple = field(default=(), compare=False, repr=False)  # a Feat's, while it is Completed
    reserve_passives: tuple = field(default=(), compare=False, repr=False)  # its support passives' texts (work in Reserve)
    replacements: tuple = field(default=(), compare=False, repr=False)  # (would go to, goes to) of its replacements
    # the types other abilities see it as besides its own (ALSO_A_SPELL): played and kept by the rules as its type
    also: frozenset = field(default=frozenset(), compare=False, repr=False)

    def __post_init__(self) -> None:
        from .language import trigger_event

        reactions = tuple((i, a) for i, a in enumerate(self.abilities)
                          if a.kind in ("reaction", "support reaction") and a.trigger is not None)
        object.__setattr__(self, "reactions", reactions)
        by_event: dict = {}
        for i, a in reactions:
            by_event.setdefault(trigger_event(a.trigger), []).append((i, a))
        object.__setattr__(self, "by_event", {k: tuple(v) for k, v in by_event.items()})
        object.__setattr__(self, "passives", tuple(a.passive for a in self.abilities
                                                   if a.kind == "passive" and a.passive and not a.condition and not a.completed))
        # a Feat's "[Completed]" passives: they work only while it is Completed (GameObject.passives)
        object.__setattr__(self, "completed_passives", tuple(a.passive for a in self.abilities
                                                             if a.kind == "passive" and a.passive and a.completed))
        # passives that work only while a condition holds: asked where they matter (judge/keywords.py)
        object.__setattr__(self, "conditional", tuple((a.passive, a.condition) for a in self.abilities
                                                      if a.kind == "passive" and a.passive and a.condition))
        object.__setattr__(self, "reserve_passives", tuple(a.passive for a in self.abilities if a.kind == "support passive"))
        object.__setattr__(self, "replacements", tuple(a.instead for a in self.abilities if a.kind == "replacement" and a.instead))
        object.__setattr__(self, "leave_replacements", tuple((*a.leave, tuple(a.steps)) for a in self.abilities
                                                             if a.kind == "replacement" and a.leave))
        object.__setattr__(self, "forward_replacements", tuple(a.forward for a in self.abilities
                                                               if a.kind == "replacement" and a.forward))
        object.__setattr__(self, "ascend_again", tuple(a.ascend_again for a in self.abilities
                                                       if a.kind == "replacement" and a.ascend_again))
        object.__setattr__(self, "also", frozenset({"spell"} if ALSO_A_SPELL in self.passives else ()))
        object.__setattr__(self, "grants", tuple(
            (i, a) for i, a in enumerate(self.abilities) if a.kind == "grant" and a.granted is not None))

    def __hash__(self) -> int:
        return hash((self.name, self.type, self.stats, self.token))

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def counts_as(self, kind: str) -> bool:
        """What an ability naming a type sees: a Character that is also a Spell to other abilities
        counts as either (no edition defines it: the published game, as the cards' reminder states
        it, judge/words.py ALSO_A_SPELL); the rules' own questions ask `type`."""
        return self.type == kind or kind in self.also

    def is_a(self, subtype: str) -> bool:
        """It has that sub-type (2.2.2.n), however the words are capitalised."""
        low = subtype.lower()
        return any(t.lower() == low for t in self.subtypes)

    def base_cost(self, reserve: bool) -> int:
        """Its Base Cost: the Reserve Cost where `reserve` (a Fleeting object, one in a Reserve or
        being played from there), the Hand Cost otherwise; a missing cost is 0 (1.1.6.d: a
        token's). The built-in edition has no Base Cost: the published game (v5.0 2.2.9.b)."""
        return (self.reserve_cost if reserve else self.hand_cost) or 0

    @property
    def landmark(self) -> bool:
        """A Landmark: a Permanent whose zone type is Landmark (published game, v5.0 2.2.3.b: every
        Permanent that is not an Expedition one), or of the sub-type Landmark (the built-in edition's
        word and the first set's data, 2.2.2.o)."""
        return self.type == "permanent" and (self.zone_type != "expedition" or self.is_a("Landmark"))

    @property
    def in_expeditions(self) -> bool:
        """It is played into, and lives in, an expedition: a Character (5.2.1), or an Expedition
        Permanent (published game, v5.0 2.2.3.d, 5.2.2)."""
        return self.type == "character" or (self.type == "permanent" and self.zone_type == "expedition")


TOKEN_RE = re.compile(r"^(?P<name>.+?)\s+(?P<f>-?\d+)/(?P<m>-?\d+)/(?P<w>-?\d+)(?P<subs>(?:\s+[A-Z][a-z]+)*)\s+token$")


def parse_token(text: str) -> Card | None:
    """`Ordis Recruit 1/1/1 Soldier token` -> a Character token (type per 2.2.1.d)."""
    m = TOKEN_RE.match(text.strip())
    if not m:
        return None
    return Card(
        name=m.group("name"),
        type="character",
        subtypes=tuple(m.group("subs").split()),
        stats=(int(m.group("f")), int(m.group("m")), int(m.group("w"))),
        token=True,
        spec={"token text": text.strip()},
    )


MANA_ORB = Card(name="Mana Orb", type="mana orb")  # a card in a Mana zone that a position gives as a number
