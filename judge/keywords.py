"""Keyword abilities an object has now: printed on its card, or given by a passive ability of an
object in play (itself, or its controller's tokens or Characters, perhaps only Boosted ones, or
only those in its expedition),
while that ability's condition holds, e.g. Defender unless its controller has enough Mana Orbs
(2.2.10.j, 5.2.3.f). Asked where the keyword matters: Defender at Progress (7.4.1), Eternal at Rest (7.4.4),
Seasoned as a Character moves from the Expedition zone to the Reserve (Table.has_keyword).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import words
from .conditions import condition_holds
from .enums import Expedition, Zone, expedition_of
from .expeditions import characters_in, expeditions_of, members
from .passives import holders, in_reserve
from .rules import implements
from .selectors import Context, count_per
from .state import IN_PLAY, GameObject

if TYPE_CHECKING:
    from .table import Table


def _passives(game: "Table"):
    """(source, passive, condition or None) for every passive ability of an object in play or a
    Hero in its zone, in the order of GameState.all_objects."""
    for o in holders(game):
        yield from ((o, text, None) for text in o.passives())
        yield from ((o, text, cond) for text, cond in o.card.conditional)
    # a support ability giving a keyword ("{I} Characters you control are [Tough 1]"): from its card's Reserve,
    # while that card is ready there (2.2.10.g; passives.in_reserve)
    yield from ((o, text, None) for o, text in in_reserve(game) if words.passive(text).kind == "keyword")
    for e in game.state.limbo:  # "This Day, Characters you control are Tough 5": an Emblem-Ongoing's
        # passive ability, of its controller's objects whenever they match it (2.2.2.m; published game,
        # v5.0 2.2.15); one bound to objects works through _for_a_while instead
        em = e.emblem
        if em is not None and em.kind == "ongoing" and not em.objects and e.exists and words.passive(em.passive).kind == "keyword":
            yield e, em.passive, None


def _holds(game: "Table", source: GameObject, cond: str | None) -> bool:
    if cond is None:
        return True
    ctx = Context(source.controller, f"{source.label()}'s passive ability", source, source.number)
    return condition_holds(game, ctx, cond)


def _for_a_while(game: "Table", o: GameObject):
    """The passives ("i am defender", "i am tough 2") Emblem-Ongoing in Limbo give this object, as
    the object it is now ("Target Character gains Defender this turn": 2.2.2.m, 2.1.c)."""
    for e in game.state.limbo:
        em = e.emblem
        if em is not None and em.kind == "ongoing" and em.objects and (o.uid, o.number) in em.objects and e.exists:
            yield words.passive(em.passive)


def giving(game: "Table", kind: str) -> list:
    """(source, passive, condition or None) of every passive ability of that kind in play now."""
    return [(source, p, cond) for source, text, cond in _passives(game) if (p := words.passive(text)).kind == kind]


def applies(game: "Table", p: "words.Passive", source: GameObject, cond: str | None, o: GameObject) -> bool:
    """The passive ability of `source` applies to `o` now: `o` is what it names, its condition holds."""
    return _gives_to(game, p, source, o) and _holds(game, source, cond)


def given(game: "Table", keyword: str) -> dict[str, GameObject]:
    """The Characters in play a passive ability gives `keyword` now (its condition holding), by id."""
    sources = [(source, p, cond) for source, text, cond in _passives(game)
               if (p := words.passive(text)).kind == "keyword" and p.keyword == keyword]
    out: dict[str, GameObject] = {}
    if not sources:
        return out
    for pl in game.state.players:
        for o in (*pl.expeditions["hero"], *pl.expeditions["companion"]):
            if o.exists and o.card.type == "character" and any(_gives_to(game, p, source, o) and _holds(game, source, cond)
                                                              for source, p, cond in sources):
                out[o.uid] = o
    return out


@implements("2.2.10.j", "5.2.3.f")
def has(game: "Table", o: GameObject, keyword: str) -> bool:
    """`o` has `keyword` now: printed, or given by a passive ability whose condition holds."""
    if o.has(keyword):
        return True
    if keyword == "Gigantic":  # kept on the object as passive abilities give it (judge/gigantic.py)
        return False
    for p in _for_a_while(game, o):
        if p.kind == "keyword" and p.keyword == keyword:
            game.trace.emit("keyword", f"{o.label()} is {keyword}: an effect gave it for a while (an Emblem-Ongoing)", ["2.2.2.m"],
                            object=o.uid)
            return True
    for source, text, cond in _passives(game):
        p = words.passive(text)
        if p.kind != "keyword" or p.keyword != keyword or not _gives_to(game, p, source, o):
            continue
        if _holds(game, source, cond):
            by = "its own" if source is o else f"{source.label()}'s"
            game.trace.emit("keyword", f"{o.label()} is {keyword}: {by} passive ability"
                            + (f" ({cond})" if cond else ""), ["2.2.10.j"], object=o.uid)
            return True
    return False


def _gives_to(game: "Table", p: "words.Passive", source: GameObject, o: GameObject) -> bool:
    if p.who == "me":
        return source is o or source.uid == o.uid
    if p.who == "other cards in your landmarks":  # its controller's Landmarks, not itself
        return o.zone == Zone.LANDMARKS and o.controller == source.controller and o.uid != source.uid
    if p.who == "characters in your reserve":  # its controller's Reserve (each player's own, 3.1.2.c)
        return o.zone == Zone.RESERVE and o.owner == source.controller and o.card.type == "character"
    if o.controller != source.controller or o.zone not in IN_PLAY or o.card.type != "character":
        return False
    if p.who == words.ONLY_ONE_HERE:
        # a Character alone in the object's expedition: its controller's one Character in the
        # expedition it is in (a Gigantic one from the other expedition counts there, 7.4.3.b)
        here = expedition_of(source.zone)
        if here is None:
            return False
        found = [m.uid for m in characters_in(game, source.controller, here)]
        return found == [o.uid]
    if p.who in ("your hero expedition", "your companion expedition"):  # its controller's one named expedition (3.2.4.b)
        return Expedition(p.who.split()[1]) in expeditions_of(o) and (not p.status or o.has_status(p.status))
    if p.who in ("my expedition", "others in my expedition"):
        if p.who == "others in my expedition" and o.uid == source.uid:  # "other Characters": not itself
            return False
        # "Characters in my Expedition": its controller's Characters in the expedition it is in
        # (both, if it is Gigantic; a Gigantic Character is in both of its controller's, 7.4.3.b)
        here = expedition_of(source.zone)
        if here is None:
            return False
        exps = (here, here.other) if source.has("Gigantic") else (here,)
        return any(o in members(game, source.controller, e) for e in exps) and (not p.status or o.has_status(p.status))
    if p.who.startswith(("subtype ", "other subtype ")):  # its controller's Characters of that sub-type (2.2.2.n)
        if p.who.startswith("other ") and o.uid == source.uid:
            return False
        return o.is_a(p.who.split(" ")[-1])
    if p.who == "tokens" and not o.card.token:
        return False
    if p.who == "other characters" and o.uid == source.uid:  # "other Characters you control": not itself
        return False
    if p.cost_min is not None and (o.card.hand_cost or 0) < p.cost_min:  # "with Hand Cost {4} or more"
        return False
    return not p.status or o.has_status(p.status)


@implements("2.2.10.f", "2.2.10.j")
def tough(game: "Table", o: GameObject, quiet: bool = False) -> int:
    """The Tough of `o` now: its own (a number, or X counted now: "Tough X, where X is the number
    of ..."), and each one a passive ability of an object in play gives it ("Characters you control
    are Tough 2"), added up: each is a passive ability of its own asking the opponent to also pay
    its X (published game, v5.0 7.4.7.a, 7.4.7.c; the built-in edition has no Tough). Abilities
    work only in play (2.2.10.f): a card in a Reserve has none of its own; a passive ability of an
    object in play may still give the Characters of its controller's Reserve Tough ("Characters in
    your Reserve are Tough 1", the later sets: the card's reminder says opponents then pay to target
    them; published game), which counts there."""
    in_reserve = o.zone == Zone.RESERVE
    if not o.exists or (o.zone not in IN_PLAY and not in_reserve):
        return 0
    total, said = 0, []
    if o.card.tough and not in_reserve:
        total += o.card.tough
    if o.card.tough_per and not in_reserve:
        ctx = Context(o.controller, f"{o.label()}'s Tough", o, o.number)
        x = count_per(game, ctx, o.card.tough_per)
        total += x
        said.append(f"its own Tough X, X the number of {o.card.tough_per}: {x}")
    for source, text, cond in _passives(game):
        p = words.passive(text)
        if p.kind != "keyword" or p.keyword != "Tough" or not _gives_to(game, p, source, o) or not _holds(game, source, cond):
            continue
        if in_reserve and p.who != "characters in your reserve":
            continue
        total += p.n
        by = "its own" if source is o else f"{source.label()}'s"
        said.append(f"Tough {p.n} from {by} passive ability")
    if not in_reserve:
        for p in _for_a_while(game, o):
            if p.kind == "keyword" and p.keyword == "Tough":
                total += p.n
                said.append(f"Tough {p.n} an effect gave it for a while")
    if said and not quiet:
        game.trace.emit("tough", f"{o.label()} has Tough {total} now (" + "; ".join(said) + ") (v5.0 7.4.7.c)", ["2.2.10.j"],
                        published=True, object=o.uid)
    return total


@implements("7.4.1.b")
def defender(game: "Table", player: str, exp: str) -> GameObject | None:
    """A Character with Defender in that expedition (it keeps the expedition from moving
    forward during Dusk), or None; None too when a passive ability of an object in that
    expedition says Defender Characters don't prevent it from moving forward."""
    found = next((o for o in members(game, player, exp) if o.card.type == "character" and has(game, o, "Defender")), None)
    if found is None:
        return None
    ignoring = ignores_defenders(game, player, exp)
    if ignoring is not None:
        game.trace.emit("defender", f"{found.label()} has Defender, but {ignoring.label()}'s passive ability: Defender "
                        "Characters don't prevent its expedition from moving forward", ["7.4.1.b", "2.2.10.j"],
                        object=ignoring.uid, player=player, expedition=exp)
        return None
    return found


def ignores_defenders(game: "Table", player: str, exp: str) -> GameObject | None:
    """The object in `player`'s `exp` expedition whose passive ability lets Defender Characters
    not keep that expedition from moving forward ("if my Expedition is behind"), or None."""
    here = {o.uid for o in members(game, player, exp)}
    for source, text, cond in _passives(game):
        if source.uid in here and words.passive(text).kind == "ignore defenders" and _holds(game, source, cond):
            return source
    return None
