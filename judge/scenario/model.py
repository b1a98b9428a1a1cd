"""The scenario file format, as pydantic models (the edge where judges' files come in).

See docs/scenarios.md. `judge schema` prints the JSON Schema generated from these models.
"""

from __future__ import annotations

import re
from typing import Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from ..enums import Mode
from .limits import MAX_COUNT, MAX_SEED

PHASE = Literal["setup", "morning", "noon", "afternoon", "dusk", "night"]
# at most two digits each: every number of a position is bounded (limits.MAX_COUNT)
STATS_RE = re.compile(r"^-?\d{1,2}/-?\d{1,2}/-?\d{1,2}$")
COST_RE = re.compile(r"^\d{1,2}(/\d{1,2})?$")
TUMULT_RE = re.compile(r"^[VMO]{1,3}\|[VMO]{1,3}$")


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", populate_by_name=True)


class CardSpec(Strict):
    type: Literal["character", "spell", "permanent", "hero", "mana"]
    subtypes: list[str] = []
    cost: str | None = Field(None, description="hand cost/reserve cost, e.g. 3/2")
    stats: str | None = Field(None, description="forest/mountain/water, e.g. 2/1/0 (Characters)")
    keywords: list[Literal["Defender", "Gigantic", "Seasoned", "Eternal", "Fleeting", "Cooldown"]] = []
    reserve_limit: int | None = Field(None, alias="reserve limit", ge=0, le=MAX_COUNT)
    landmark_limit: int | None = Field(None, alias="landmark limit", ge=0, le=MAX_COUNT)
    faction: str | None = None
    tough: int | dict | None = Field(None, description="Tough N (1 to 9): an opponent pays N more to target it (published game, "
                                     "v5.0 7.4.7); {per: WHAT}: Tough X, where X is the number of WHAT")
    scout: int | None = Field(None, ge=0, le=MAX_COUNT, description="Scout N: played from Hand, it may cost N instead of its "
                              "Hand Cost, then goes to Reserve by the reaction it gains (published game, v5.0 7.4.5)")
    temple: int | None = Field(None, ge=0, le=MAX_COUNT, description="Temple N: a Character that may be played for N, from Hand "
                               "or Reserve, as a Landmark Permanent (sub-type Construction) that may go back to Reserve at Noon "
                               "(published game, the later sets' reminder: judge/temple.py)")
    zone_type: Literal["landmark", "expedition"] | None = Field(
        None, alias="zone type", description="a Permanent's: landmark (the default) or expedition (published game, v5.0 2.2.3)")
    abilities: list[Any] = Field([], description="abilities in the language of docs/abilities.md")
    effect: list[Any] = Field([], description="a Spell's steps (docs/abilities.md)")

    @field_validator("abilities")
    @classmethod
    def _abilities(cls, v):
        from ..abilities import AbilityError, parse_ability

        for i, a in enumerate(v):
            try:
                parse_ability(a)
            except AbilityError as exc:
                raise ValueError(f"ability {i + 1}: {exc}")
        return v

    @field_validator("tough")
    @classmethod
    def _tough(cls, v):
        if v is None:
            return v
        if isinstance(v, bool) or (isinstance(v, int) and not 1 <= v <= 9):
            raise ValueError(f"tough: a number from 1 to 9, or {{per: WHAT}}; not {v!r}")
        if isinstance(v, dict):
            from ..language import AbilityError, per_value

            if set(v) != {"per"}:
                raise ValueError(f"tough: {{per: WHAT}} (Tough X, where X is the number of WHAT); not {v!r}")
            try:
                per_value(v["per"])
            except AbilityError as exc:
                raise ValueError(f"tough: {exc}") from None
        return v

    @field_validator("scout", "temple", mode="before")
    @classmethod
    def _scout(cls, v, info):
        if isinstance(v, bool):
            raise ValueError(f"{info.field_name}: its {info.field_name.capitalize()} cost, a number from 0 to {MAX_COUNT}; not {v!r}")
        return v

    @field_validator("effect")
    @classmethod
    def _effect(cls, v):
        from ..abilities import AbilityError, parse_effect

        try:
            parse_effect(v)
        except AbilityError as exc:
            raise ValueError(str(exc))  # the location already says "effect"
        return v

    @field_validator("stats")
    @classmethod
    def _stats(cls, v):
        if v is not None and not STATS_RE.match(str(v)):
            raise ValueError(f"stats are forest/mountain/water, e.g. 2/1/0, each -{MAX_COUNT} to {MAX_COUNT}")
        return v

    @field_validator("cost", mode="before")
    @classmethod
    def _cost(cls, v):
        if v is None:
            return v
        v = str(v)
        if not COST_RE.match(v):
            raise ValueError(f"cost is hand cost/reserve cost, e.g. 3/2, each 0 to {MAX_COUNT}")
        return v


class ManaSpec(Strict):
    ready: int = Field(0, ge=0, le=MAX_COUNT)
    exhausted: int = Field(0, ge=0, le=MAX_COUNT)


Region = Union[int, Literal["hero region", "companion region"]]


def _mana_spec(v: dict) -> ManaSpec:
    """`{ready: N, exhausted: N}` in words a judge reads (pydantic's would name its own types)."""
    unknown = [k for k in v if k not in ("ready", "exhausted")]
    if unknown:
        raise ValueError(f"unknown key {unknown[0]!r}: write {{ready: N, exhausted: N}}")
    for key in ("ready", "exhausted"):
        n = v.get(key, 0)
        if isinstance(n, bool) or not isinstance(n, int):
            raise ValueError(f"{key}: a number of Mana Orbs (0 to {MAX_COUNT}), not {n!r}")
        if not 0 <= n <= MAX_COUNT:
            raise ValueError(f"{key}: {n} Mana Orbs: a number of Mana Orbs is 0 to {MAX_COUNT}")
    return ManaSpec(ready=v.get("ready", 0), exhausted=v.get("exhausted", 0))


class PlayerPosition(Strict):
    hero: str | None = None
    hero_expedition: list[str] = Field([], alias="hero expedition")
    hero_expedition_at: Region = Field(0, alias="hero expedition at")
    companion_expedition: list[str] = Field([], alias="companion expedition")
    companion_expedition_at: Region = Field(7, alias="companion expedition at")
    # the expeditions with the Ascended status (published game, v5.0 2.4.3)
    ascended: list[Literal["hero expedition", "companion expedition"]] = []
    reserve: list[str] = []
    landmarks: list[str] = []
    hand: list[str] = []
    deck: list[str] = Field([], description="top card first")
    discard: list[str] = []
    limbo: list[str] = []
    mana: Union[int, ManaSpec] = 0

    @field_validator("hero", mode="before")
    @classmethod
    def _one_hero(cls, v):
        if isinstance(v, list):
            raise ValueError(f"a Hero zone holds up to one Hero, not a list of {len(v)} (3.2.6.b)")
        return v

    @field_validator("mana", mode="before")
    @classmethod
    def _mana(cls, v):
        """A number of Mana Orbs is a count: a whole number from 0 (a Mana Orb is ready or
        exhausted; there is no negative Orb), bounded like every number of a position."""
        if isinstance(v, dict):
            return _mana_spec(v)
        if isinstance(v, bool) or not isinstance(v, int):
            raise ValueError(f"mana is a number of ready Mana Orbs (0 to {MAX_COUNT}) or {{ready: N, exhausted: N}}, not {v!r}")
        if not 0 <= v <= MAX_COUNT:
            raise ValueError(f"{v} Mana Orbs: a number of Mana Orbs is 0 to {MAX_COUNT}")
        return ManaSpec(ready=v)

    @field_validator("hero_expedition_at", "companion_expedition_at")
    @classmethod
    def _region(cls, v):
        if isinstance(v, int) and not 0 <= v <= 7:
            raise ValueError("a region is 0 (the hero region) to 7 (the companion region) (3.2.1.b)")
        return v


class MarkerSpec(Strict):
    """A Terrain Marker on a region (published game, v5.0 3.2.1.d): its terrains (V, M, O), the
    region (0-7), and in the four-player modes the player whose path counts the region."""

    region: Region
    terrains: str
    player: str | None = None

    @field_validator("terrains")
    @classmethod
    def _terrains(cls, v):
        if not isinstance(v, str) or not re.fullmatch(r"[VMO]{1,3}", v) or len(set(v)) != len(v):
            raise ValueError(f"{v!r}: a Terrain Marker's terrains are letters V (forest), M (mountain), O (water), e.g. O or VM")
        return v

    @field_validator("region")
    @classmethod
    def _region(cls, v):
        if isinstance(v, int) and not 0 <= v <= 7:
            raise ValueError("a region is 0 (the hero region) to 7 (the companion region) (3.2.1.b)")
        return v


class AdventureSpec(Strict):
    tumult: Union[list[str], Literal["random"]] = ["V|MO", "M|VO", "O|VM"]
    # the Tumult cards turned face up: 1-3 along the Adventure; in the four-player modes the six
    # cards of state.PILE (1-2 beside the Hero Region cards, 3-4 central, 5-6 beside the Companion ones)
    face_up: list[Literal[1, 2, 3, 4, 5, 6]] = Field([], alias="face up")
    tiebreakers: bool = False
    # Terrain Markers, oldest first (the newest on a region decides its terrains, v5.0 3.2.1.e)
    terrain_markers: list[MarkerSpec] = Field([], alias="terrain markers", max_length=48)

    @field_validator("tumult")
    @classmethod
    def _tumult(cls, v):
        if v == "random":
            return v
        if len(v) != 3:
            raise ValueError("the Adventure has three Tumult cards (3.2.1.b)")
        for t in v:
            if not TUMULT_RE.match(t):
                raise ValueError(f"{t!r}: a Tumult card is two halves of terrains V (forest), M (mountain), O (water), e.g. V|MO")
        return v


class Position(Strict):
    model_config = ConfigDict(extra="allow", populate_by_name=True)

    day: int = Field(1, ge=1, le=MAX_COUNT)
    phase: PHASE = "afternoon"
    first_player: str | None = Field(None, alias="first player", description="a player's name, or 'random' (at setup)")
    turn: str | None = None
    passed: list[str] = []
    adventure: AdventureSpec = AdventureSpec()
    players: dict[str, PlayerPosition] = {}

    @model_validator(mode="before")
    @classmethod
    def _players(cls, data: Any):
        if not isinstance(data, dict):
            return data
        known = {"day", "phase", "first player", "first_player", "turn", "passed", "adventure", "players"}
        players = data.get("players") or {}
        if not isinstance(players, dict):
            raise ValueError("players: a mapping of each player's position")
        players = dict(players)
        rest = {}
        for k, v in data.items():
            if k in known:
                rest[k] = v
            else:
                players[k] = v if v is not None else {}
        rest["players"] = players
        return rest

    @model_validator(mode="after")
    def _two(self):
        if len(self.players) not in (2, 4):
            raise ValueError(f"a game needs two players (1.2.1.b), or four in 2v2 and Free for All (modes.2v2, "
                             f"modes.free-for-all); this position has {len(self.players)}: {', '.join(self.players) or 'none'}")
        for name in [self.first_player, self.turn, *self.passed]:
            if name is not None and name != "random" and name not in self.players:
                raise ValueError(f"{name!r} is not a player of this position ({', '.join(self.players)})")
        return self


Step = Union[str, dict[str, Any]]


class Scenario(Strict):
    ruling: str
    rules: list[str] = []
    extends: str | None = None
    seed: int = Field(0, ge=0, le=MAX_SEED)
    mode: Literal["1v1", "booster-war", "booster-war-technical", "2v2", "free-for-all"] = Field(
        "1v1", description="the usual game, or Booster War (formats.booster-war: unlimited mana, three cards drawn, "
        "the end after 4 days; -technical: the deck in the order given), or a four-player mode (modes.2v2: the "
        "players listed sit clockwise, the first and third partners; modes.free-for-all)")
    edition: Literal["builtin", "v5.0"] | None = Field(
        None, description="the edition of the rules this ruling is set in, where the editions differ in how a game "
        "plays (docs/edition-differences.md); none: the ruling holds in every edition and is played in the judge's "
        "(--edition, judge config edition)")
    cards: dict[str, CardSpec] = {}
    position: Position = Position.model_validate({"alice": {}, "bob": {}})
    steps: list[Step] = []
    expect: list[str] = []

    @model_validator(mode="after")
    def _seats(self):
        want = Mode(self.mode).players
        if len(self.position.players) != want:
            raise ValueError(f"a game of {self.mode} has {want} players (1.2.1.b; modes.2v2, modes.free-for-all); this "
                             f"position has {len(self.position.players)}: {', '.join(self.position.players)}")
        if want == 2 and any(c > 3 for c in self.position.adventure.face_up):
            raise ValueError("face up: the Adventure of two players has three Tumult cards, 1 to 3 (4.1.c)")
        return self
