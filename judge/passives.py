"""Passive abilities that change the rules while their object is in play (2.2.10.j), support
passive abilities working from a ready card in its Reserve (published game, v5.0 2.2.12.e, i-j),
and Emblem-Ongoing effects with a duration (2.2.2.m)."""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import words
from .rules import implements
from .enums import Status, Zone, expedition_of
from .seats import facing as seat_facing, opposes
from .state import ALL_TERRAINS, EXPEDITION_ZONES, GameObject

if TYPE_CHECKING:
    from .table import Table


_GIVERS: dict[tuple[int, str, str], tuple] = {}  # (id(card), kind, keyword) -> (card, gives): read once per card;
# the card is kept with its answer, so its id is never another card's


def card_gives(card, kind: str, keyword: str = "") -> bool:
    """Whether one of the card's passive abilities (unconditional, a Feat's once Completed, or under a
    condition) is of that kind (and gives that keyword): asked for each object in play after every
    event (judge/gigantic.py, judge/highest.py), so answered once per card."""
    key = (id(card), kind, keyword)
    known = _GIVERS.get(key)
    if known is None or known[0] is not card:
        texts = (*card.passives, *card.completed_passives, *(t for t, _ in card.conditional))
        known = (card, any((p := words.passive(t)).kind == kind and (not keyword or p.keyword == keyword) for t in texts))
        if len(_GIVERS) > 20000:
            _GIVERS.clear()
        _GIVERS[key] = known
    return known[1]


def holders(game: "Table"):
    """The objects whose passive abilities work now, unconditional or not: in play, and Heroes in
    the Hero zone, in the order of GameState.all_objects."""
    for p in game.state.players:
        for objs in (p.zones["landmarks"], p.zones["hero zone"], p.expeditions["hero"], p.expeditions["companion"]):
            for o in objs:
                if o.exists and (o.card.passives or o.card.conditional or o.card.completed_passives):
                    yield o


def active_passives(game: "Table") -> list[tuple[GameObject, str]]:
    """(source, passive) for every passive ability working now without a condition: objects in
    play, Heroes in the Hero zone, the support passives of ready cards in a Reserve (in_reserve),
    and Emblem-Ongoing in Limbo."""
    # holders' loop written out: the legal actions ask this for every card they price
    out = []
    for p in game.state.players:
        zones, exps = p.zones, p.expeditions
        for objs in (zones["landmarks"], zones["hero zone"], exps["hero"], exps["companion"]):
            for o in objs:
                passives = o.passives()
                if passives and o.exists:
                    out.extend((o, passive) for passive in passives)
    out.extend(in_reserve(game))
    out.extend(ongoing(game))
    return out


@implements("2.2.2.m")
def ongoing(game: "Table", player: str | None = None) -> list[tuple[GameObject, str]]:
    """(source, passive) for every Emblem-Ongoing in Limbo (of `player`'s, if given): an effect lasting a while."""
    return [(o, o.emblem.passive) for o in game.state.limbo if o.emblem is not None and o.emblem.kind == "ongoing" and o.exists
            and (player is None or o.controller == player)]


@implements("2.2.10.d", "2.2.10.g")
def in_reserve(game: "Table", player: str | None = None) -> list[tuple[GameObject, str]]:
    """(source, passive) for every support passive ability working now (of `player`'s Reserve
    only, if given): a support ability works only in its Reserve (2.2.10.g) and not while its
    card is exhausted there (published game, v5.0 2.2.12.i-j). The language has only the kinds
    language.SUPPORT_PASSIVES names."""
    out = []
    for p in game.state.players:
        if player is not None and p.name != player:
            continue
        for o in p.zones["reserve"]:
            if o.card.reserve_passives and o.exists and Status.EXHAUSTED not in o.statuses:
                out.extend((o, passive) for passive in o.card.reserve_passives)
    return out


@implements("2.5.a", "2.5.e")
def counters_refused(game: "Table", o: GameObject, boosts: bool = True) -> GameObject | None:
    """The object whose passive ability forbids `o` to gain counters now, or None. Boosts are
    counters too in the published game (v5.0 2.5.1.a; the built-in edition does not say), and a
    passive ability saying something cannot happen wins over an effect doing it (published game,
    v5.0 1.4.1.a): "opponents' reserve cards": the cards in the Reserve of an opponent of its
    controller (each player's own, 3.1.2.c); "cards with counters": a card in play or in a Reserve
    with one counter or more, of any name, boosts included, never a Hero (the published card's
    reminder). "I can't gain counters" (or boosts: `boosts` says the gain is of boosts): the object
    itself, wherever its passive works."""
    for source, passive in active_passives(game):
        kind = words.passive(passive).kind
        if source.uid == o.uid and (kind == "no counters on me" or kind == "no boosts on me" and boosts):
            return source
        if kind == "no counters in opponents' reserves" and o.zone == Zone.RESERVE and opposes(game.state, source.controller, o.owner):
            return source
        if kind == "no more counters" and o.card.type in ("character", "permanent", "spell") \
                and o.zone in (Zone.RESERVE, Zone.LANDMARKS, *EXPEDITION_ZONES) and (o.boosts or any(o.counters.values())):
            return source
    return None


@implements("2.2.2.m")
def cannot_move_forward(game: "Table", player: str, exp: str) -> GameObject | None:
    for source, passive in active_passives(game):
        kind = words.passive(passive).kind
        bound = source.emblem.expeditions if source.emblem is not None else ()
        if kind == "no moving forward" and (not bound or f"{player} {exp}" in bound):
            return source  # an Emblem-Ongoing bound to expeditions stops those only
        # "my other expedition and the one facing it": the expeditions of the other kind than
        # the one the object is in, its controller's and the opponent's facing it
        here = expedition_of(source.zone)
        if kind == "other expeditions stay" and here is not None and not source.has("Gigantic") and \
                (player, exp) in {(source.controller, here.other), seat_facing(game.state, source.controller, here.other)}:
            return source
        if kind in ("my expedition stays", "facing expedition stays") and here is not None:
            # the expedition(s) the object is in (both of its controller's when Gigantic, 7.4.3.f), or
            # those facing them (7.4.3.h)
            mine = [here, here.other] if source.has("Gigantic") else [here]
            stays = {(source.controller, e) for e in mine} if kind == "my expedition stays" else \
                {seat_facing(game.state, source.controller, e) for e in mine}
            if (player, exp) in stays:
                return source
    return None


@implements("7.4.3.b")
def only_due_to(game: "Table", player: str, exp: str) -> list[tuple[GameObject, str]]:
    """(source, terrain) for each passive ability "while the expedition facing me is in TERRAIN,
    it moves forward during dusk only due to TERRAIN" that binds this expedition now: its source is in the
    opponent's expedition of the same kind (in both of theirs when Gigantic, 7.4.3.b, which then
    faces both of this player's), and this expedition's region has that terrain (after the passive
    abilities changing region types, 2.2.2.p)."""
    out = []
    types = None
    for source, passive in active_passives(game):
        p = words.passive(passive)
        if p.kind != "facing only due to" or source.controller == player:
            continue
        here = expedition_of(source.zone)
        if here is None:
            continue
        # the expeditions its own faces: in both of its controller's expeditions when Gigantic
        faced = {seat_facing(game.state, source.controller, e) for e in ([here, here.other] if source.has("Gigantic") else [here])}
        if (player, exp) not in faced:
            continue
        if types is None:
            types = region_types(game, game.state.player(player).position[exp], player)
        if p.terrain in types:
            out.append((source, p.terrain))
    return out


def may_play_exhausted(game: "Table", player: str, card=None, expedition: str | None = None) -> GameObject | None:
    """The object whose passive ability lets `player` play this exhausted card from their Reserve
    (any card; a Character; or a Character, in the expedition that object is in), or None. Without a card: one
    that lets them play any exhausted card."""
    for source, passive in active_passives(game):
        if source.controller != player:
            continue
        kind = words.passive(passive).kind
        if kind == "play exhausted" or kind == "play exhausted characters" and card is not None and card.type == "character":
            return source
        if kind == "play exhausted characters here" and card is not None and card.type == "character" \
                and expedition is not None and expedition_of(source.zone) == expedition:
            return source
    return None


@implements("2.2.2.p")
def region_types(game: "Table", region: int, player: str | None = None) -> frozenset[str]:
    """A region's types, after passive abilities that change them (The Kraken: all regions
    are water and lose their other types; they keep the type Region, 2.2.2.p). `player`: whose
    path the region is counted along (the four-player modes)."""
    adventure = game.state.adventure
    types = adventure.types(region, player)
    marked = adventure.marked(region, player)  # Terrain Markers first, before every other passive (v5.0 3.2.1.e)
    if marked is not None:
        types = marked
    for source, passive in active_passives(game):
        p = words.passive(passive)
        if p.kind == "regions":
            types = frozenset({p.terrain})
        elif p.kind in ("my regions", "my region also") and \
                adventure.place(region, player) in _regions_of(game, source, p.kind == "my regions"):
            types = frozenset({p.terrain}) if p.kind == "my regions" else types | {p.terrain}
    return types & ALL_TERRAINS if types else types


def _regions_of(game: "Table", source: GameObject, facing: bool) -> set[int]:
    """The region the object's expedition stands in (both, for a Gigantic one), and with `facing`
    the region of the expedition facing it too."""
    here = expedition_of(source.zone)
    if here is None:
        return set()
    state = game.state
    adventure = state.adventure
    exps = [here.other, here] if source.has("Gigantic") else [here]
    mine = source.controller
    out = {adventure.place(state.player(mine).position[e], mine) for e in exps}
    if facing:
        for e in exps:
            other, theirs = seat_facing(state, mine, e)
            out.add(adventure.place(state.player(other).position[theirs], other))
    return out


def stay_exhausted(game: "Table") -> GameObject | None:
    """The object whose passive ability keeps exhausted Characters in Reserve exhausted during
    the Morning, or None."""
    return next((source for source, passive in active_passives(game) if words.passive(passive).kind == "stay exhausted"), None)


def keep_one_more(game: "Table", player: str) -> list[GameObject]:
    """The objects whose passive ability lets `player`, their controller, keep one more card in
    Reserve at Clean-up if that card is exhausted: one more card for each (judge/night.py)."""
    return [source for source, passive in active_passives(game)
            if source.controller == player and words.passive(passive).kind == "keep one more exhausted"]


def not_counted(game: "Table", player: str) -> list[GameObject]:
    """The cards in `player`'s Reserve that do not count towards their reserve limit at Clean-up
    ("I don't count towards your Reserve limit", a support passive: while ready, v5.0 2.2.12.j):
    they stay, and the player chooses the limit's number among the others (judge/night.py)."""
    return [source for source, passive in in_reserve(game, player) if words.passive(passive).kind == "not counted in reserve limit"]


def reserve_limits_less(game: "Table") -> list[tuple[GameObject, int]]:
    """The cards whose support passive lowers every player's reserve limit at Clean-up, and by
    how much ("All Reserve limits are reduced by one": its own player's too)."""
    out = []
    for source, passive in in_reserve(game):
        p = words.passive(passive)
        if p.kind == "reserve limits less":
            out.append((source, p.n))
    return out


def reserve_limit_more(game: "Table", player: str) -> list[tuple[GameObject, int]]:
    """The objects whose passive ability raises `player`'s, their controller's, reserve limit at
    Clean-up, and by how much (the published sets; v5.0 4.2.5.d's remark: a card may change a
    limit)."""
    out = []
    for source, passive in active_passives(game):
        p = words.passive(passive)
        if source.controller == player and p.kind == "reserve limit more":
            out.append((source, p.n))
    return out


def limit_set(game: "Table", player: str, zone: str) -> list[tuple[GameObject, int]]:
    """The objects whose passive ability sets `player`'s, their controller's, reserve or landmark
    limit to a number at Clean-up ("Your Landmarks limit is four"; a Feat's once Completed), and
    that number."""
    out = []
    for source, passive in active_passives(game):
        p = words.passive(passive)
        if source.controller == player and p.kind == "limit is" and p.zone == zone:
            out.append((source, p.n))
    return out


def conditional_reserve_limit_more(player: str, game: "Table") -> list[tuple[GameObject, str, int]]:
    """The passives that raise `player`'s reserve limit under a condition (cards of a kind in its
    controller's Reserve): (source, condition, by how much); whether each holds, the caller reads
    (night.py, as Clean-up reads the limits, once, as it begins, 4.2.5.c)."""
    out = []
    for source in holders(game):
        for text, cond in source.card.conditional:
            p = words.passive(text)
            if source.controller == player and p.kind == "reserve limit more":
                out.append((source, cond, p.n))
    return out


@implements("7.3.1.e")
def trigger_suppressed(game: "Table", obj: GameObject, trigger: str) -> GameObject | None:
    """A reaction whose trigger "cannot activate" does not trigger, naturally or through an
    effect (7.3.1.e): The Council stops the triggers of Characters facing it."""
    if obj.card.type != "character" or obj.zone not in (*EXPEDITION_ZONES, Zone.LIMBO):
        return None
    for source, passive in active_passives(game):
        p = words.passive(passive)
        if p.kind != "triggers off" or source.controller == obj.controller:
            continue
        if trigger not in p.triggers:
            continue
        if expedition_of(source.zone) is not None and _facing(game, source, obj):
            return source
    return None


def _facing(game: "Table", source: GameObject, obj: GameObject) -> bool:
    """Expeditions of the same kind face each other (hero with hero, companion with companion)."""
    mine = expedition_of(obj.zone)
    return mine is not None and mine == expedition_of(source.zone)


def expire(game: "Table", until: str = "end of day") -> None:
    """Emblem-Ongoing lasting "this day" cease to exist when the day ends; those lasting "this
    turn" when the turn ends (play.end_turn)."""
    for o in list(game.state.limbo):
        if o.emblem is not None and o.emblem.kind == "ongoing" and o.emblem.until in (until, "end of turn"):
            game.state.limbo.remove(o)
            o.exists = False
            game.trace.emit("expire", f"the Emblem-Ongoing \"{o.emblem.passive}\" ends with the {until.removeprefix('end of ')}",
                            ["2.2.2.m"])


def one_more_region(game: "Table", player: str, exp: str, due_to: tuple[str, ...] = ()) -> list[GameObject]:
    """The objects in this expedition whose passive ability makes it move forward one more region
    when it would move forward during Dusk (or only due to Ascension, v5.0 4.2.4.k: `due_to` the
    move's reasons): each applies once to the move (published game, v5.0 6.2.b, 6.2.i-k)."""
    if game.state.phase != "dusk":
        return []
    out = []
    for source, passive in active_passives(game):
        p = words.passive(passive)
        if p.kind != "one more region" or source.controller != player:
            continue
        if p.terrain and p.terrain not in due_to:
            continue
        if p.who == "yours":  # either of its controller's expeditions, wherever the object is in play
            if p.name == "exhaust me" and "exhausted" in source.statuses:
                continue  # "you may exhaust me to ...": an exhausted object cannot pay it (v5.0 1.4.1.b)
            out.append(source)
        elif source.zone in EXPEDITION_ZONES and expedition_of(source.zone) == exp:
            out.append(source)
    return out
