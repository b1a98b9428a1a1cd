"""Night: Rest (4.2.5.b) and Clean-up (4.2.5.c-d)."""

from __future__ import annotations

import itertools

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .ascension import rest_descends
from .choices import ChoiceNeeded
from .editions import v5
from .effects import lose_status, sacrifice
from .enums import DecisionKind, Status, Zone
from .keywords import has
from .passives import active_passives, conditional_reserve_limit_more, keep_one_more, limit_set, not_counted, reserve_limit_more, reserve_limits_less
from . import words
from .rules import implements
from .state import EXPEDITIONS, Emblem, GameObject
from .triggers import EMBLEM_REACTION, signal
from .verbs import alternatives
from .zones import move

if TYPE_CHECKING:
    from .table import Table


@implements("4.2.5.a", "4.2.5.b", "2.4.6.c", "2.1.d", "7.4.4.c")
def rest(game: "Table") -> None:
    """Characters in the Expedition zone are sent to Reserve, all at once. Asleep and Anchored
    Characters stay and lose that status, and Eternal ones stay: the built-in edition names
    these modifiers (4.2.5.b remark) without saying what they do; the engine follows the
    published game (2.4.2, 2.4.4, 7.4.3 in v5.0)."""
    state = game.state
    with game.trace.under("rest", "rest: Characters in the Expedition zone are sent to Reserve", ["4.2.5.a", "4.2.5.b"]):
        leaving = []
        # "During Rest, I don't go to Reserve" printed as its own passive (not the keyword Eternal, which other
        # abilities may ask about): the object itself stays, as an Eternal one does (v5.0 7.4.3)
        kept = {src.uid for src, text in active_passives(game) if words.passive(text).kind == "stays at rest"}
        for p in state.initiative():
            for exp in EXPEDITIONS:
                for o in list(p.expeditions[exp]):
                    if o.card.type != "character":
                        if o.card.in_expeditions and gear_rests(game, o, p.name, exp):
                            leaving.append(o)
                        continue
                    stays = []
                    if Status.ASLEEP in o.statuses:
                        stays.append(("Asleep", "2.4.4"))
                    if Status.ANCHORED in o.statuses:
                        stays.append(("Anchored", "2.4.2"))
                    if has(game, o, "Eternal"):
                        stays.append(("Eternal", "7.4.3"))
                    if o.uid in kept:
                        stays.append(("kept there by its own passive ability", "7.4.3"))
                    if stays:
                        why = " and ".join(s for s, _ in stays)
                        game.trace.emit("stays", f"{o.label()} is {why}: it is not sent to Reserve", ["4.2.5.b"], published=True, object=o.uid)
                        for status in (Status.ASLEEP, Status.ANCHORED):
                            if status in o.statuses:
                                game.trace.emit("status", f"{o.label()} loses {status.capitalize()}", [], published=True, object=o.uid)
                                lose_status(game, o, status)
                        continue
                    leaving.append(o)
        # Rest sends them all at once: each keeps its boosts if it is Seasoned as Rest begins, even
        # when what gives it Seasoned (an Expedition Permanent) goes too (7.4.4.b-c)
        seasoned = {id(o): has(game, o, "Seasoned") for o in leaving if o.boosts}
        game.steppers.append(None)  # Rest's step has no controller (v5.0 6.2.h: the first player orders its modifiers)
        try:
            for o in leaving:
                move(game, o, "reserve", o.owner, cause="rest", seasoned=seasoned.get(id(o), False))
        finally:
            game.steppers.pop()
        if state.alternatives:  # "If you don't, ..." declined as Rest moved it: after Rest's step (a daily effect, 4.2.c)
            alternatives(game)
        rest_descends(game)
    after_rest(game)


@implements("2.2.2.m")
def after_rest(game: "Table") -> None:
    """Rest is done: each effect waiting for it ("[do X] after Rest", verbs.after_rest) becomes a
    Reaction in Limbo, and reactions that trigger "after Rest" trigger; they are played when
    Reactions are checked after this daily effect (published game, v5.0 4.2.d and its remark)."""
    state = game.state
    for e in [o for o in state.limbo if o.emblem is not None and o.emblem.kind == "delayed"]:
        em = e.emblem
        state.limbo.remove(e)
        e.exists = False
        reaction = GameObject(f"reaction {state.next_number}", EMBLEM_REACTION, e.controller, e.controller, Zone.LIMBO,
                              state.new_number(),
                              emblem=Emblem("reaction", source=em.source, source_number=em.source_number, ability=em.ability,
                                            text=em.text, source_label=em.source_label, expeditions=em.expeditions))
        state.limbo.append(reaction)
        game.trace.emit("trigger", f"Rest is done: the effect of {em.source_label} waiting for it becomes an Emblem-Reaction "
                        f"\"{em.text}\" in Limbo, controlled by {e.controller} (v5.0 4.2.d remark)", ["2.2.2.m"], published=True)
    signal(game, "after rest")


def gear_rests(game: "Table", o, player: str, exp) -> bool:
    """An Expedition Permanent is sent to Reserve at Rest only if its expedition moved forward
    this day; Anchored and Asleep keep Characters, not it, and it loses them at Rest. The
    built-in edition has no Expedition Permanents: the published game (v5.0 4.2.5.b, 2.4.2, 2.4.4)."""
    for status in (Status.ASLEEP, Status.ANCHORED):
        if status in o.statuses:
            game.trace.emit("status", f"{o.label()} loses {status.capitalize()} (v5.0 2.4.2, 2.4.4)", [], published=True,
                            object=o.uid)
            lose_status(game, o, status)
    moved = (player, exp) in game.state.moved_today
    game.trace.emit("rest" if moved else "stays", f"{o.label()} is an Expedition Permanent; its expedition "
                    f"{'moved forward this day: it is sent to Reserve' if moved else 'did not move forward this day: it stays'}"
                    " (v5.0 4.2.5.b)", ["4.2.5.b"], published=True, object=o.uid)
    return moved


@implements("4.2.5.c", "4.2.5.d", "6.1.g", "2.2.11.b", "2.2.12.b")
def clean_up(game: "Table") -> None:
    """Each player keeps as many objects in Reserve and in the Landmark zone as their limits
    (2 each without a Hero, 4.2.5.d), choosing in initiative order; the rest are discarded at once.
    A passive ability may let its controller keep more exhausted cards in Reserve (_keep_more)."""
    state = game.state
    with game.trace.under("clean-up", "clean-up", ["4.2.5.c"]):
        discard = []
        # the support passives lowering every reserve limit, read once: the discards are
        # simultaneous (4.2.5.c), so a card one player does not keep still lowers the next one's
        less = reserve_limits_less(game)
        for p in state.initiative():
            hero = p.hero
            for zone, limit_name, kind in ((Zone.RESERVE, "reserve limit", DecisionKind.KEEP_IN_RESERVE),
                                             (Zone.LANDMARKS, "landmark limit", DecisionKind.KEEP_LANDMARKS)):
                if hero is not None:
                    limit = hero.card.reserve_limit if zone == "reserve" else hero.card.landmark_limit
                    limit = 0 if limit is None else limit
                    rules = ["4.2.5.c"]
                else:
                    limit = 2
                    rules = ["4.2.5.d"]
                objs = p.zones[zone]
                limit = _set_limit(game, p.name, str(zone), limit_name, limit, less if zone == "reserve" else [])
                if zone == "reserve":
                    for source, n in reserve_limit_more(game, p.name) + _raised_under_a_condition(game, p.name):
                        limit += n  # the built-in edition is silent: the published card (v5.0 4.2.5.d, remark)
                        game.trace.emit("limit", f"{p.name}'s reserve limit is {n} more: {source.label()}'s passive ability "
                                        f"({limit} in all)", ["2.2.10.j"], published=True, object=source.uid)
                    for source, n in less:
                        limit -= n  # every player's, its own player's too (the published card)
                        game.trace.emit("limit", f"{p.name}'s reserve limit is {n} less: {source.label()}'s support passive ability, "
                                        f"ready in {source.owner}'s Reserve ({limit} in all; if negative, they keep none, "
                                        "v5.0 4.2.5.c)", ["2.2.10.g"], published=True, object=source.uid)
                    limit = max(limit, 0)
                    free = not_counted(game, p.name)
                    for o in free:
                        game.trace.emit("keep", f"{o.label()} does not count towards {p.name}'s reserve limit: its support passive "
                                        "ability, ready in Reserve; it stays and is not among the cards chosen", ["2.2.10.g"],
                                        published=True, object=o.uid)
                    if free:
                        objs = [o for o in objs if o not in free]
                where = "Reserve" if zone == "reserve" else "Landmark zone"
                if len(objs) <= limit:
                    game.trace.emit("keep", f"{p.name} keeps all {len(objs)} objects in their {where} ({limit_name} {limit})", rules)
                    continue
                options = [o.uid for o in objs]
                keepers = keep_one_more(game, p.name) if zone == "reserve" else []
                extra = min(len(keepers), sum(1 for o in objs if Status.EXHAUSTED in o.statuses))
                if extra:
                    _keep_more(game, p.name, objs, limit, keepers, extra, rules, discard)
                    continue
                answer = game.ask(p.name, kind, options, "4.2.5.c", f"which objects to keep in their {where} ({limit_name} {limit})",
                                  count=limit)
                kept = [game.find(ref, among=objs) for ref in answer]
                if len(kept) != limit or len({id(o) for o in kept}) != limit:
                    raise ChoiceNeeded(p.name, f"exactly {limit} different objects to keep in their {where}", options, "4.2.5.c",
                                       count=limit, kind=kind)
                game.trace.emit("choice", f"{p.name} keeps {', '.join(o.label() for o in kept)} in their {where}",
                                [*rules, "6.1.g"], player=p.name, kept=[o.uid for o in kept])
                discard.extend(o for o in objs if o not in kept)
        if discard:
            _let_go(game, discard)
        state.cleaned_at = state.next_number  # what joins the zones after this did so by a reaction (invariants.limits_hold)


def _set_limit(game: "Table", player: str, zone: str, name: str, limit: int, less: list) -> int:
    """A passive ability setting `player`'s limit to a number ("Your Landmarks limit is four"): that
    number instead of the Hero's (the built-in edition is silent: the published cards; v5.0 4.2.5.d's
    remark, a card may change a limit). With another such number, or beside an ability raising or
    lowering that limit, which applies first no edition says: not modelled."""
    found = limit_set(game, player, zone)
    if not found:
        return limit
    from .table import EngineError

    raised = bool(less) or (zone == "reserve" and bool(reserve_limit_more(game, player) + _raised_under_a_condition(game, player)))
    if len({n for _, n in found}) > 1 or raised:
        raise EngineError(f"not modelled: {player}'s {name} is set by {', '.join(o.label() for o, _ in found)} and changed by "
                          "another ability too; in which order they apply, no edition says")
    source, n = found[0]
    game.trace.emit("limit", f"{player}'s {name} is {n}: {source.label()}'s passive ability (instead of {limit})", ["2.2.10.j"],
                    published=True, object=source.uid)
    return n


@implements("4.2.5.c", "v5.0 4.2.5.c")
def _let_go(game: "Table", objs: list) -> None:
    """The objects not kept, all at once. Built-in edition: every one is discarded (4.2.5.c).
    v5.0: the Reserve's are discarded and the Landmarks' sacrificed (4.2.5.c), so "when I am
    sacrificed" reactions trigger on them."""
    if not v5(game) or not any(o.zone == Zone.LANDMARKS for o in objs):
        with game.trace.under("discard", "the objects not kept are discarded simultaneously", ["4.2.5.c"]):
            for o in objs:
                move(game, o, "discard", o.owner, cause="clean-up")
        return
    with game.trace.under("discard", "the objects not kept in Reserve are discarded and those not kept in the Landmarks "
                          "are sacrificed, simultaneously", ["v5.0 4.2.5.c"]):
        for o in objs:
            if o.zone == Zone.LANDMARKS:
                sacrifice(game, o, o.controller)
            else:
                move(game, o, "discard", o.owner, cause="clean-up")


def _keep_more(game: "Table", player: str, objs: list, limit: int, keepers: list, extra: int, rules: list,
               discard: list) -> None:
    """Clean-up of a Reserve whose player may keep more than the reserve limit: each working
    passive ability "you may keep one more exhausted card in reserve during night" of theirs lets
    one more card stay, if it is exhausted. The player keeps the limit and, if they wish, up to
    one extra card per such ability: a kept set is legal when it holds at least the limit and at
    most the limit plus the number of exhausted cards in it, and never more than the limit plus
    the number of such abilities. The built-in edition's 4.2.5.c is silent on this (it knows no
    such card); the engine follows the published card (v5.0 4.2.5.c, the limit a card may
    change: v5.0 4.2.5.d's remark)."""
    limit = max(limit, 0)  # a negative limit: they choose 0 (v5.0 4.2.5.c)
    sources = ", ".join(o.label() for o in keepers)
    options = [o.uid for o in objs]
    exhausted = {o.uid for o in objs if Status.EXHAUSTED in o.statuses}

    def legal(uids) -> bool:
        n = len(uids)
        return limit <= n <= limit + min(len(keepers), sum(1 for u in uids if u in exhausted))

    sets = tuple(c for n in range(limit, min(len(objs), limit + extra) + 1)
                 for c in itertools.combinations(options, n) if legal(c))
    what = (f"which objects to keep in their Reserve (reserve limit {limit}, and up to {extra} more if exhausted: "
            f"{sources})")
    answer = game.ask(player, DecisionKind.KEEP_IN_RESERVE, options, "4.2.5.c", what, legal=sets)
    kept = [game.find(ref, among=objs) for ref in answer]
    uids = [o.uid for o in kept]
    if len(set(uids)) != len(uids) or not legal(uids):
        raise ChoiceNeeded(player, f"{limit} different objects to keep in their Reserve, or up to {limit + extra} if each one "
                           f"past {limit} is exhausted ({sources})", options, "4.2.5.c", kind=DecisionKind.KEEP_IN_RESERVE,
                           legal=sets)
    more = len(kept) - limit
    game.trace.emit("choice", f"{player} keeps {', '.join(o.label() for o in kept)} in their Reserve",
                    [*rules, "6.1.g"], player=player, kept=uids)
    if more:
        n_ex = sum(1 for u in uids if u in exhausted)
        game.trace.emit("keep", f"{player} keeps {more} card{'s' if more > 1 else ''} past their reserve limit {limit}, "
                        f"allowed by {sources} as {n_ex} of the cards kept {'is' if n_ex == 1 else 'are'} exhausted "
                        "(the card, v5.0; the built-in edition's 4.2.5.c is silent)", rules, published=True, player=player,
                        sources=[o.uid for o in keepers])
    discard.extend(o for o in objs if o not in kept)


def _raised_under_a_condition(game: "Table", player: str) -> list:
    """A reserve limit raised while a condition holds (cards of a kind in its controller's Reserve),
    read as Clean-up reads the limits, once, as it begins (4.2.5.c)."""
    from .conditions import condition_holds
    from .selectors import Context

    return [(source, n) for source, cond, n in conditional_reserve_limit_more(player, game)
            if condition_holds(game, Context(player, f"{source.label()}'s passive ability", source, source.number), cond)]
