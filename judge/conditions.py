"""Conditions ("If you control two or more Characters", "unless I'm in water", "if you do"),
checked as the step or ability that names them resolves (5.2.3.f)."""

from __future__ import annotations

from itertools import permutations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import words
from .editions import v5
from .enums import Expedition, Status, expedition_of
from .ascension import is_ascended
from .contact import object_in_contact
from .expeditions import characters_in, empty_expedition, expeditions_of, in_expeditions
from .passives import region_types
from .rules import PAGE, implements
from .seats import facing as seat_facing, is_first_player, opponents as seat_opponents, opposes
from .selectors import Context, _current, it_said, where_i_was, _visible, count_per, counter_count, in_facing_expedition, in_play, in_terrain, matches, me, regions_have, target_opponent
from .state import COMPANION_REGION, EXPEDITION_ZONES, HERO_REGION, ORIGIN, GameObject
from .stats import TERRAINS, character_stats
from .table import EngineError

if TYPE_CHECKING:
    from .table import Table


@implements("5.2.3.f", "2.2.1.i", "2.2.2.o")
def condition_holds(game: "Table", ctx: Context, cond: str) -> bool:
    c = words.condition(cond)  # read once (judge/words.py)
    if c.kind == "not":
        return not condition_holds(game, ctx, c.inner)
    if c.kind == "mana":
        n = len(game.state.player(ctx.controller).zones["mana"])
        game.trace.emit("condition", f"{ctx.label}: {ctx.controller} has {n} Mana Orbs (needs {c.n})", [])
        return n >= c.n
    if c.kind == "did":
        # "If you do": the step before started, even if an effect changed it (published game,
        # v5.0 6.5.f; the built-in edition has no such rule)
        return ctx.did
    if c.kind == "revealed cost":
        # "You may reveal a Spell ... from your hand. ... If the Hand Cost is N or more": the card
        # revealed, whatever steps came between (published game, v5.0 3.1.3.f); none revealed: false
        if not ctx.revealed:
            game.trace.emit("condition", f"{ctx.label}: no card was revealed: no Hand Cost to compare", [], published=True)
            return False
        subject = ctx.revealed[0]
        cost = subject.card.hand_cost or 0
        game.trace.emit("condition", f"{ctx.label}: the card revealed, {subject.label()}, has Hand Cost {cost}", ["1.1.6.d"],
                        object=subject.uid)
        return cost <= c.most if c.most is not None else cost >= c.n
    if c.kind == "it cost":
        # "If its Hand Cost was N or more": of what the step before acted on (a sacrifice: the
        # object sacrificed, by its card, wherever it is now; a token's missing Hand Cost counts as
        # 0, 1.1.6.d); nothing acted on, and the condition does not hold
        if not ctx.last:
            game.trace.emit("condition", f"{ctx.label}: the step before acted on nothing: no Hand Cost to compare", [])
            return False
        subject = ctx.last[0]
        cost = subject.card.hand_cost or 0
        game.trace.emit("condition", f"{ctx.label}: {subject.label()} has Hand Cost {cost}", ["1.1.6.d"], object=subject.uid)
        return cost <= c.most if c.most is not None else cost >= c.n
    if c.kind == "could not":
        # "If you can't": the step before could not be done, having no object to act on (each
        # object is one atomic action, 6.1.e; published game, v5.0 1.4.1.c: an impossible effect
        # cannot be performed); a step its controller chose not to do was not impossible
        game.trace.emit("condition", f"{ctx.label}: the step before {'could not' if ctx.could_not else 'could'} be done",
                        ["6.1.e"], published=True)
        return ctx.could_not
    if c.kind == "control":
        n = c.n
        source = me(game, ctx) if c.other else None
        count = sum(1 for o in _visible(game) if _controlled(o, c, ctx.controller, source))
        kind = " ".join(w for w in ("other" if c.other else "", c.status, c.subtype + "s" if c.subtype else c.what) if w)
        if c.or_subtype:
            kind += f" or {c.or_subtype}s"
        if c.least:
            kind += f" with {c.least} or more boosts"
        game.trace.emit("condition", f"{ctx.label}: {ctx.controller} controls {count} {kind} in play (needs {n})",
                        ["2.2.2.n"])
        return count >= n
    if c.kind == "ascended":
        return _ascended(game, ctx, c.zone == "me", c.zone == "all")
    if c.kind == "another in":
        src = ctx.source
        n = sum(1 for o in game.state.player(ctx.controller).zones[c.zone] if src is None or o.uid != src.uid)
        game.trace.emit("condition", f"{ctx.label}: {ctx.controller} has {n} other card{'s' if n != 1 else ''} in "
                        f"{c.zone.capitalize()}", [])
        return n > 0
    if c.kind in ("played cost", "played base cost"):
        # "When you play a Spell ... — If the Base Cost was {7} or more": the card the reaction is
        # about, by its card wherever it is now (a token has no Hand Cost: 0, 1.1.6.d); a Base Cost is
        # the one it was played for: its Reserve Cost if played from a Reserve or Fleeting in Limbo
        # (published game, v5.0 2.2.9.b), as the event noted it
        subject = ctx.it
        if subject is None:
            game.trace.emit("condition", f"{ctx.label}: no card played to compare", [])
            return False
        if c.kind == "played base cost":
            cost = subject.card.base_cost(ctx.last_known.get("zone") == "reserve" or bool(ctx.last_known.get("fleeting")))
            game.trace.emit("condition", f"{ctx.label}: {subject.label()} was played for a Base Cost of {cost} (v5.0 2.2.9.b)",
                            [], published=True, object=subject.uid)
        else:
            cost = subject.card.hand_cost or 0
            game.trace.emit("condition", f"{ctx.label}: {subject.label()} has Hand Cost {cost}", ["1.1.6.d"], object=subject.uid)
        return cost <= c.most if c.most is not None else cost >= c.n
    if c.kind == "it base cost":
        # "If its Base Cost was N or more": of what the step before acted on, as the step found it
        # (its Reserve Cost if it was Fleeting or in a Reserve: published game, v5.0 2.2.9.b, 2.1.h)
        if not ctx.bases:  # a condition is read before the next step begins: the last step's objects are still `bases`
            game.trace.emit("condition", f"{ctx.label}: the step before acted on nothing: no Base Cost to compare", [], published=True)
            return False
        found, cost = ctx.bases[0]
        game.trace.emit("condition", f"{ctx.label}: {found.label()} had Base Cost {cost} (v5.0 2.2.9.b)", [], published=True)
        return cost <= c.most if c.most is not None else cost >= c.n
    if c.kind == "facing in":
        return _facing_in(game, ctx, c.what)
    if c.kind == "in contact":
        o = me(game, ctx)
        held = o is not None and object_in_contact(game, o)
        game.trace.emit("condition", f"{ctx.label}: {o.label() if o else 'its object'} is {'' if held else 'not '}In Contact "
                        "(v5.0 7.5.9.b)", [], published=True)
        return held != c.other
    if c.kind == "behind":
        return _behind(game, ctx, ctx.it if c.zone == "it" else ctx.source, c.what or "behind")
    if c.kind == "all behind or tied":
        return _behind_or_tied(game, ctx.controller)
    if c.kind == "me in expedition":  # the object's expedition (both, for a Gigantic one, 7.4.3.b) is its controller's hero or companion one
        o = me(game, ctx)
        return o is not None and Expedition(c.what) in expeditions_of(o)
    if c.kind == "your expeditions":
        return _your_expeditions(game, ctx.controller, c.zone, c.what)
    if c.kind == "yours in":
        return _yours_in(game, ctx.controller, c.what)
    if c.kind == "it in reserve":
        return _it_in_reserve(game, ctx, c.what == "yours")
    if c.kind == "it in":
        return in_terrain(game, ctx.it, c.what)
    if c.kind == "it was in":
        return _it_was_in(game, ctx, c.what)
    if c.kind == "hero counters at least":  # "If your Hero has N or more X counters": its controller's Hero (2.2.1.a)
        hero = game.state.player(ctx.controller).hero
        return (counter_count(hero, c.what) if hero is not None else 0) >= c.n
    if c.kind == "counters at least":
        o = me(game, ctx)
        return (counter_count(o, c.what) if o is not None else 0) >= c.n
    if c.kind == "fewer counters":
        o = me(game, ctx)
        return (counter_count(o, c.what) if o is not None else 0) < c.n
    if c.kind in ("me in", "me not in"):  # "unless I'm in [water]": the object bearing the ability
        return in_terrain(game, me(game, ctx), c.what) == (c.kind == "me in")
    if c.kind == "boosts had":
        # the boosts its object had as the event moved it (a reaction to its own move: published game,
        # v5.0 6.3.j, the built-in edition being silent), or has now
        if "boosts" in ctx.last_known:
            n = int(ctx.last_known["boosts"])
            game.trace.emit("condition", f"{ctx.label}: its object had {n} boosts as it moved (v5.0 6.3.j)", [], published=True)
        else:
            o = me(game, ctx)
            n = o.boosts if o is not None else 0
        return n >= c.n
    if c.kind == "boosts":
        if c.zone == "it":  # what "it" names, as it is now (gone from play: none)
            o = it_said(ctx)
            o = _current(game, o) if o is not None else None
            boosts = o.boosts if o is not None and o.exists else 0
            if o is not None:
                game.trace.emit("condition", f"{ctx.label}: {o.label()} has {boosts} boosts", ["2.4.4"], object=o.uid)
        else:
            o = me(game, ctx)
            boosts = o.boosts if o is not None else 0
        return boosts >= c.n if c.most is None else boosts <= c.most
    if c.kind == "removed":
        # what the `lose all boosts` step before removed, as it noted it (a number: later changes
        # to the objects do not change it)
        if ctx.removed is None:
            raise EngineError(f"{ctx.label}: \"{cond}\" follows no step that removes boosts")
        ok = ctx.removed >= c.n and (c.most is None or ctx.removed <= c.most)
        game.trace.emit("condition", f"{ctx.label}: {ctx.removed} boosts were removed this way", [])
        return ok
    if c.kind == "fewer than opponent":
        mine = len(game.state.player(ctx.controller).zones[c.zone])
        theirs_p = game.state.player(target_opponent(game, ctx))
        theirs = len(theirs_p.zones[c.zone])
        game.trace.emit("condition", f"{ctx.label}: {ctx.controller} has {mine} cards in {c.zone}, {theirs_p.name} has {theirs}",
                        ["3.1.2.b"])
        return mine < theirs
    if c.kind == "compare":
        return _compared(game, ctx, c)
    if c.kind == "opponent cards":
        return _opponent_cards(game, ctx, c)
    if c.kind == "this way":
        return _this_way(game, ctx, c.what, c.zone, c.subtype, c.detail, c.most, c.least)
    if c.kind == "count at least":  # "if there are 3 or more Characters in my Expedition": counted as `per` counts (5.2.3.f)
        k = count_per(game, ctx, c.what)
        game.trace.emit("condition", f"{ctx.label}: {k} {c.what} (needs {c.n})", [])
        return k >= c.n
    if c.kind == "count exactly":  # "if there's only one Character in my Expedition": neither more nor fewer
        k = count_per(game, ctx, c.what)
        game.trace.emit("condition", f"{ctx.label}: {k} {c.what} (needs exactly {c.n})", [])
        return k == c.n
    if c.kind == "none facing":
        return not _facing_characters(game, ctx)
    if c.kind == "none facing that expedition":
        # "If there is no Character facing it": the expedition the reaction is about ("that expedition"); two
        # of them moving at once ("one or more of your Ascended Expeditions"): which "it" is, not said
        if len(ctx.pointed) != 1:
            raise EngineError(f"{ctx.label}: not modelled: \"facing it\" of {len(ctx.pointed)} expeditions at once (which one, the "
                              "card does not say)")
        player, exp = ctx.pointed[0]
        who, there = seat_facing(game.state, player, Expedition(exp))
        found = characters_in(game, who, there)
        game.trace.emit("condition", f"{ctx.label}: Characters in the expedition facing {player}'s {exp} expedition: "
                        f"{', '.join(o.label() for o in found) or 'none'}", [])
        return not found
    if c.kind == "outnumber facing":
        return _outnumber(game, ctx, c.detail)
    if c.kind == "facing at least":  # "I'm facing two or more Characters": those in the expedition(s) facing me
        return len(_facing_characters(game, ctx)) >= c.n
    if c.kind == "facing exactly":  # "If I'm facing only one Character": no more, no fewer
        return len(_facing_characters(game, ctx)) == c.n
    if c.kind == "it cost is result":
        # the card the trigger is about, by its card (a missing Hand Cost counts as 0, 1.1.6.d),
        # and the die's result its Emblem kept (published game, v5.0 7.3.33.b)
        it = ctx.it
        cost = (it.card.hand_cost or 0) if it is not None else None
        game.trace.emit("condition", f"{ctx.label}: the Hand Cost of {it.label() if it is not None else 'nothing'} is {cost}, "
                        f"the result {ctx.die}", ["1.1.6.d"], published=True)
        return cost is not None and ctx.die is not None and cost == ctx.die
    if c.kind == "result above hand cost":
        # the die's result against the Hand Cost of the object the step before sent, by
        # its card (a token's missing Hand Cost counts as 0, 1.1.6.d); none sent, it does not hold
        if not ctx.sent:
            game.trace.emit("condition", f"{ctx.label}: nothing was sent: there is no Hand Cost to compare", [], published=True)
            return False
        cost = ctx.sent[0].card.hand_cost or 0
        game.trace.emit("condition", f"{ctx.label}: the result is {ctx.die}, the Hand Cost of {ctx.sent[0].label()} {cost}",
                        ["1.1.6.d"], published=True)
        return ctx.die is not None and ctx.die > cost
    if c.kind == "result":  # the die's result (published game, v5.0 7.3.33.b): N or more, or exactly N
        needs = f"{c.n} or more" if c.most is None else str(c.n) if c.most == c.n else f"{c.most} or less" if c.n == 1 \
            else f"{c.n} to {c.most}"
        game.trace.emit("condition", f"{ctx.label}: the result is {ctx.die} (needs {needs})", [], published=True)
        return ctx.die is not None and ctx.die >= c.n and (c.most is None or ctx.die <= c.most)
    if c.kind == "cards":  # of a type, with at least a Hand Cost (a token's missing one counts as 0, 1.1.6.d)
        held = [o for o in game.state.player(ctx.controller).zones[c.zone]
                if (o.is_a(c.subtype) if c.subtype
                    else o.card.token if c.what == "token" else c.what == "card" or o.card.counts_as(c.what))
                and (c.least is None or (o.card.hand_cost or 0) >= c.least) and (not c.status or c.status in o.statuses)]
        return len(held) >= c.n
    if c.kind == "moved today":  # its controller's expeditions that moved forward this day (GameState.moved_today)
        moved = [e for e in ("hero", "companion") if (ctx.controller, e) in game.state.moved_today]
        if c.zone == "my expedition":
            o = me(game, ctx)
            mine = [str(e) for e in expeditions_of(o)] if o is not None and o.exists else []
            held = any(e in moved for e in mine)
        elif c.zone.startswith("your "):
            held = c.zone.split()[1] in moved
        else:
            held = len(moved) == 2 if c.zone.startswith("both") else bool(moved)
        game.trace.emit("condition", f"{ctx.label}: {ctx.controller}'s expeditions that moved forward this day: "
                        f"{', '.join(moved) or 'none'} (\"{c}\": {'yes' if held else 'no'})", ["v5.0 7.3.25.a"], player=ctx.controller)
        return held
    if c.kind == "each expedition has":  # a Gigantic Character is in both (7.4.3.b)
        counts = {e: len(characters_in(game, ctx.controller, e)) for e in ("hero", "companion")}
        game.trace.emit("condition", f"{ctx.label}: {ctx.controller}'s Characters in each expedition: hero {counts['hero']}, "
                        f"companion {counts['companion']} (needs {c.n} in each)", ["7.4.3.b"], player=ctx.controller)
        return all(n >= c.n for n in counts.values())
    if c.kind == "empty expedition":
        empty = [e for e in ("hero", "companion") if empty_expedition(game, ctx.controller, e)]
        game.trace.emit("condition", f"{ctx.label}: {ctx.controller}'s expeditions with no Character: "
                        f"{', '.join(empty) if empty else 'none'}", ["7.4.3.b"], player=ctx.controller)
        return bool(empty)
    if c.kind == "total cost in":  # a token's missing Hand Cost counts as 0 (1.1.6.d)
        total = sum(o.card.hand_cost or 0 for o in game.state.player(ctx.controller).zones[c.zone])
        game.trace.emit("condition", f"{ctx.label}: the Hand Costs of the cards in {ctx.controller}'s {c.zone} add up to {total} "
                        f"({c.n} or more: {'yes' if total >= c.n else 'no'})", ["1.1.6.d"], player=ctx.controller)
        return total >= c.n
    if c.kind == "total stat":
        return _total_stat(game, ctx, c.zone, c.n)
    if c.kind == "empty":
        return not game.state.player(ctx.controller).zones[c.zone]
    if c.kind == "exhausted in reserves":
        return _exhausted_in_reserves(game, ctx, c.n)
    if c.kind == "first player":
        holds = is_first_player(game.state, ctx.controller)
        if game.state.mode in PAGE:
            holder = game.state.first_player
            whose = (f"{ctx.controller} holds it" if holder == ctx.controller else
                     f"{holder}, {ctx.controller}'s partner, holds it" if holds else f"{holder} holds it")
            game.trace.emit("condition", f"{ctx.label}: \"if you are the first player\": the first player token: {whose}"
                            + (" (either partner counts in 2v2)" if game.state.mode == "2v2" else ""),
                            [PAGE[game.state.mode]["first player"]], player=ctx.controller)
        return holds
    if c.kind == "in expeditions":  # in its controller's (or one opponent's) expeditions (a Gigantic one counted once)
        src = ctx.source
        best, whose = -1, ctx.controller
        for player in (seat_opponents(game.state, ctx.controller) if c.whose == "opponent" else [ctx.controller]):
            found = [o for o in in_expeditions(game, player) if (not c.other or src is None or o.uid != src.uid)
                     and (o.is_a(c.subtype) if c.subtype else o.card.counts_as(c.what[:-1]))]
            if c.detail:  # "... have a different {V} stat": as many as there are different values of it (boosts counted, v5.0 2.5.1.b)
                i = ("forest", "mountain", "water").index(c.detail)
                values = sorted({character_stats(o)[i] for o in found})
                game.trace.emit("condition", f"{ctx.label}: the {c.detail} statistics of {', '.join(o.label() for o in found) or 'none'}: "
                                f"{len(values)} different ({', '.join(map(str, values)) or 'none'}; needs {c.n})", ["2.2.9.c"])
                return len(values) >= c.n
            if len(found) > best:
                best, whose = len(found), player
        game.trace.emit("condition", f"{ctx.label}: {max(best, 0)} {'other ' if c.other else ''}{c.subtype + 's' if c.subtype else c.what} "
                        f"in {whose}'s expeditions (needs {c.n})", [])
        return best >= c.n
    if c.kind == "has support":
        # "a {D} ability": an ability whose cost discards the card from the Reserve ({D}, v5.0 2.2.12.k's
        # remark), which a card in play has as printed; an exhausted card in Reserve has no support
        # abilities (published game, v5.0 2.2.12.j)
        src = ctx.source
        mine = in_expeditions(game, ctx.controller)
        mine += [o for o in game.state.player(ctx.controller).zones["reserve"] if Status.EXHAUSTED not in o.statuses]
        found = [o for o in mine if (not c.other or src is None or o.uid != src.uid)
                 and any("discard me from reserve" in a.cost for a in o.card.abilities)]
        game.trace.emit("condition", f"{ctx.label}: {len(found)} {'other ' if c.other else ''}card(s) of {ctx.controller}'s "
                        "expeditions or Reserve with a support ability", [])
        return bool(found)
    if c.kind == "happened":  # what the game remembers of this turn or day (GameState.history)
        found = game.state.happened(c.what, c.zone, None if c.what in ("support", "tap") and c.whose != "you" else ctx.controller)
        if c.detail:
            found = [h for h in found if h[4] == c.detail]
        if c.subtype:
            found = [h for h in found if c.subtype.lower() in h[4].lower().split(",")]
        if c.what == "support" and len(found) < max(c.n, 1) and game.state.happened("support by effect", c.zone):
            # a {D} ability an effect activated (verbs.ActivateSupport): whether it counts, no edition says
            raise EngineError(f"{ctx.label}: not modelled: \"{c}\" after a {{D}} ability activated by an effect "
                              "(whether that counts, no edition says)")
        held = len(found) >= max(c.n, 1)  # "two or more Spells": that many entries
        game.trace.emit("condition", f"{ctx.label}: \"{c}\": {'yes' if held else 'no'} ({len(found)} this {c.zone})", [])
        return held
    if c.kind == "single-terrain regions":
        return _single_terrain_regions(game, ctx) >= c.n
    if c.kind == "opponent controls":
        # "tokens": its tokens in play, Characters and Permanents (v5.0 2.2.1.d); a sub-type: its objects (2.2.2.n)
        counts = {name: sum(1 for o in _visible(game) if _controlled(o, c, name, None))
                  for name in seat_opponents(game.state, ctx.controller)}
        held = any(n >= c.n for n in counts.values())
        kind = " ".join(w for w in (c.status, c.subtype + "s" if c.subtype else c.what) if w)
        game.trace.emit("condition", f"{ctx.label}: {', '.join(f'{k} controls {v}' for k, v in counts.items())} "
                        f"{kind} (an opponent with {c.n} or more: {'yes' if held else 'no'})", ["2.2.2.n"])
        return held
    if c.kind == "me status":
        # the object's own status ("i am not fleeting", "i am anchored", 2.4), as it was when the event
        # happened (a sacrificed Character is in the Discard pile now)
        statuses = ctx.last_known.get("statuses", ctx.source.statuses if ctx.source else set())
        return (c.status in statuses) != c.other
    if c.kind == "self played from":
        return _self_played_from(game, ctx, c.zone)
    if c.kind == "it played from":
        # after a Rush, "if played from your Hand": the card the step before played, by the zone it
        # was played from (published game, v5.0 5.1.1.d: an effect may play a card from either zone)
        held = bool(ctx.last) and ctx.played_from == c.zone
        game.trace.emit("condition", f"{ctx.label}: " + (f"{ctx.last[0].label()} was played from {ctx.played_from or 'nowhere'}"
                                                        if ctx.last else "no card was played"), ["v5.0 5.1.1.d"])
        return held
    if c.kind == "it status":
        subject = it_said(ctx)
        if subject is None:
            return False
        subject = _current(game, subject)
        return subject.has_status(c.status) != c.other
    if c.kind in ("it facing", "it yours", "it ascended"):
        return _it_where(game, ctx, c.kind)
    if c.kind == "distinct statuses":
        wanted = c.zone.split(",")
        mine = [o for o in _visible(game) if in_play(o) and o.controller == ctx.controller and o.card.type == "character"]
        ok = any(all(o.has_status(s) for o, s in zip(trio, wanted)) for trio in permutations(mine, len(wanted)))
        game.trace.emit("condition", f"{ctx.label}: {ctx.controller} {'controls' if ok else 'does not control'} "
                        f"{len(wanted)} different Characters that are {', '.join(wanted)}", [])
        return ok
    if c.kind == "zero here":
        return _zero_here(game, ctx.it)
    if c.kind == "zeros":
        n = sum(1 for o in _visible(game) if in_play(o) and o.controller == ctx.controller and o.card.type == "character"
                for v in o.card.stats if v == 0)
        where = ""
        if c.zone == "reserve":  # "... and in your Reserve": the Character cards there too, by their printed statistics
            n += sum(1 for o in game.state.player(ctx.controller).zones["reserve"] if o.exists and o.card.type == "character"
                     for v in o.card.stats if v == 0)
            where = " and in their Reserve"
        game.trace.emit("condition", f"{ctx.label}: {ctx.controller}'s Characters{where} have {n} base statistics of 0 (needs {c.n})",
                        [])
        return n >= c.n
    if c.kind == "it is":
        # checks the card wherever it is (2.2.1.i, 2.2.2.o)
        subject = it_said(ctx)
        if subject is None:
            return False
        if c.subtype:  # of a sub-type, by its card (2.2.2.n)
            ok = subject.is_a(c.subtype)
            rules = ["2.2.2.n"]
        elif c.what == "landmark":
            ok = subject.card.landmark
            rules = ["2.2.2.o"]
        elif c.what == "token":  # represented by a token card (v5.0 1.1.7.b), of any type
            ok = subject.card.token
            rules = ["1.1.7.b"]
        else:
            ok = subject.card.counts_as(c.what)
            rules = ["2.2.1.i"]
        game.trace.emit("condition", f"{ctx.label}: {subject.label()} is {'' if ok else 'not '}a {c.subtype or c.what}, wherever it is now",
                        rules, object=subject.uid)
        return ok
    return False




@implements("2.2.2.n", "2.2.1.h")
@implements("5.1.2.a", "v5.0 5.1.1.d")
def _self_played_from(game: "Table", ctx: Context, zone: str) -> bool:
    """"If I was played from your Reserve": a Spell's own effect, by the zone its player played it from
    (5.1.2.a: a card is played from Hand or Reserve). Said anywhere else, the engine does not know it."""
    if not ctx.self_from:
        raise EngineError(f"{ctx.label}: not modelled: 'if I was played from your {zone}' outside the effect of a Spell being played")
    game.trace.emit("condition", f"{ctx.label}: it was played from {ctx.controller}'s {ctx.self_from}", ["5.1.2.a"])
    return ctx.self_from == zone


@implements("2.2.9.a", "7.4.3.b")
def _total_stat(game: "Table", ctx: Context, stat: str, n: int) -> bool:
    """"If the total {V} of Characters you control is 10 or more": each of its controller's Characters
    in play once (a Gigantic one is one object in both expeditions, 7.4.3.b), by its statistic now,
    boosts included (2.2.9.a)."""
    index = TERRAINS.index(stat)
    seen = {o.uid: o for o in _visible(game) if in_play(o) and o.controller == ctx.controller and o.card.type == "character"}
    total = sum(character_stats(o)[index] for o in seen.values())
    game.trace.emit("condition", f"{ctx.label}: the {stat} of the Characters {ctx.controller} controls adds up to {total} "
                    f"({n} or more: {'yes' if total >= n else 'no'})", ["2.2.9.a"], player=ctx.controller)
    return total >= n


def _controlled(o: GameObject, c, player: str, source: GameObject | None) -> bool:
    """One of the objects in play a "control" condition counts for that player: of the type (2.2.1.h)
    or the sub-type (every object with it, 2.2.2.n; or either of two, "another" the first's only),
    a token of either type ("tokens", v5.0 2.2.1.d), of the status asked, other than `source`."""
    if c.or_subtype:
        mine = in_play(o) and o.controller == player
        return mine and ((o.is_a(c.subtype) and (source is None or o.uid != source.uid)) or o.is_a(c.or_subtype))
    if c.subtype:
        ok = in_play(o) and o.controller == player and o.is_a(c.subtype)
    elif c.what == "tokens":
        ok = in_play(o) and o.controller == player and o.card.token
    else:
        ok = matches(o, c.what[:-1], "you", player)
    return ok and (not c.status or o.has_status(c.status)) and (source is None or o.uid != source.uid) \
        and (not c.least or o.boosts >= c.least)  # "a Character with 3 or more boosts" (2.4.4.a)


def _opponents_named(game: "Table", ctx: Context, whose: str) -> list[str]:
    """The opponents a condition looks at: the target opponent, or every opponent of its controller (for
    "an opponent", one of them will do; for "each opponent", all must: _holds_for)."""
    return [target_opponent(game, ctx)] if whose == "target opponent" else seat_opponents(game.state, ctx.controller)


def _holds_for(whose: str, holds: list[bool]) -> bool:
    """Whether a condition said of "an opponent" (any of them), "each opponent" (all) or the target opponent holds."""
    return bool(holds) and (all(holds) if whose == "each opponent" else any(holds))


_COMPARED = {"more": lambda a, b: a > b, "fewer": lambda a, b: a < b, "as many": lambda a, b: a == b,
             "at least as many": lambda a, b: a >= b, "no more": lambda a, b: a <= b}
_COUNTED_ZONE = {"cards in hand": "hand", "cards in reserve": "reserve", "cards in landmarks": "landmarks",
                 "cards in discard pile": "discard", "mana orbs": "mana"}


@implements("2.2.2.n", "3.1.2.b")
def _compared(game: "Table", ctx: Context, c) -> bool:
    """"If you have more Mana Orbs than an opponent": its controller's count against one opponent's (any of
    them), each opponent's, or the target opponent's, as the condition is checked: cards in one of each
    player's zones (their own, 3.1.2.b), or the objects each controls in play (2.2.2.n)."""
    def count(player: str) -> int:
        zone = _COUNTED_ZONE.get(c.what)
        if zone:
            return len(game.state.player(player).zones[zone])
        if c.what == "tokens":  # its tokens in play, Characters and Permanents (v5.0 2.2.1.d)
            return sum(1 for o in _visible(game) if in_play(o) and o.controller == player and o.card.token)
        return sum(1 for o in _visible(game) if matches(o, c.what[:-1], "you", player))
    mine = count(ctx.controller)
    theirs = {p: count(p) for p in _opponents_named(game, ctx, c.whose)}
    ok = _holds_for(c.whose, [_COMPARED[c.detail](mine, n) for n in theirs.values()])
    said = ", ".join(f"{p} {n}" for p, n in theirs.items())
    game.trace.emit("condition", f"{ctx.label}: {c.what}: {ctx.controller} {mine}, {said} ({c.detail} {'as' if c.detail.endswith('as many') else 'than'} {c.whose}: "
                    f"{'holds' if ok else 'does not hold'})", ["3.1.2.b"] if c.what in _COUNTED_ZONE else ["2.2.2.n"])
    return ok


@implements("3.1.2.b")
def _opponent_cards(game: "Table", ctx: Context, c) -> bool:
    """"If an opponent has no cards in hand" / "3 or more cards in Reserve": the cards in that zone of one of
    its controller's opponents (any of them), of each one, or of the target opponent (3.1.2.b: their own)."""
    zone = "discard" if c.zone == "discard pile" else c.zone
    counts = {n: len(game.state.player(n).zones[zone]) for n in _opponents_named(game, ctx, c.whose)}
    ok = _holds_for(c.whose, [(k == 0) if c.least is None else k >= c.least for k in counts.values()])
    game.trace.emit("condition", f"{ctx.label}: cards in {c.zone}: " + ", ".join(f"{n} {k}" for n, k in counts.items())
                    + f" ({'none' if c.least is None else f'{c.least} or more'} for {c.whose}: {'holds' if ok else 'does not hold'})",
                    ["3.1.2.b"])
    return ok


@implements("2.2.1.i", "5.2.3.f")
def _this_way(game: "Table", ctx: Context, what: str, zone: str, subtype: str = "", cost: str = "", most: int | None = None,
              least: int | None = None) -> bool:
    """"If you put a Character in Reserve this way", "if you discarded a card this way": what the
    step before moved (a Resupply's card, a Sabotage's) is in that zone now, of that type or
    sub-type (by its card, 2.2.1.i, 2.2.2.n), as the condition is checked, just before its step
    (5.2.3.f; v5.0 6.5.d)."""
    moved = [_current(game, o) for o in ctx.last]

    def costs(o) -> bool:  # "with Reserve Cost 1 or less": its printed cost (a token's missing one 0, 1.1.6.d)
        n = (o.card.reserve_cost if cost == "reserve" else o.card.hand_cost) or 0
        return (most is None or n <= most) and (least is None or n >= least)

    ok = any(o.exists and o.zone == zone and (o.is_a(subtype) if subtype else what == "card" or o.card.counts_as(what))
             and (not cost or costs(o)) for o in moved)
    said = ", ".join(f"{o.label()} ({o.card.type}, now in {o.zone})" for o in moved) or "nothing"
    game.trace.emit("condition", f"{ctx.label}: the step before moved {said}", ["2.2.1.i"])
    return ok


@implements("7.4.3.b", "7.4.3.h")
def _outnumber(game: "Table", ctx: Context, detail: str) -> bool:
    """"If my Expedition has more (fewer, as many) Characters than the Expedition facing it": its
    controller's Characters in the object's expedition (a Gigantic one of their other expedition too,
    7.4.3.b) against those in the expedition facing it (_facing_characters), as the condition is
    checked. An object in both expeditions (Gigantic) has two: which one, the card does not say."""
    o = me(game, ctx)
    if o is None or not o.exists or o.zone not in EXPEDITION_ZONES:
        raise EngineError(f"{ctx.label}: not modelled: \"my Expedition\" of an object not in an expedition")
    if o.has("Gigantic"):
        raise EngineError(f"{ctx.label}: not modelled: \"my Expedition\" of a Gigantic object, in both of its controller's (7.4.3.b): "
                          "which one, the card does not say")
    mine = characters_in(game, o.controller, expedition_of(o.zone))
    theirs = _facing_characters(game, ctx)
    game.trace.emit("condition", f"{ctx.label}: {len(mine)} Character{'s' if len(mine) != 1 else ''} in {o.label()}'s expedition, "
                    f"{len(theirs)} in the one facing it", ["7.4.3.h"])
    return len(mine) > len(theirs) if detail == "more" else len(mine) < len(theirs) if detail == "fewer" else len(mine) == len(theirs)


@implements("7.4.3.b", "7.4.3.h")
def _facing_characters(game: "Table", ctx: Context) -> list:
    """The Characters in the expedition facing me ("the expedition facing me has no Characters",
    "I'm facing two or more Characters"): the opponent's expedition of the
    kind the object bearing the ability is in (hero faces hero, companion faces companion), with a Gigantic
    Character of their other expedition in it too (7.4.3.b). For a Gigantic object, the expeditions
    facing it are both of the opponent's (7.4.3.h), and a condition on "the" expedition then holds
    only if each of them meets it (published game, v5.0 7.4.4.k; the built-in edition is silent).
    An object that has left the Expedition zone since is asked about as it was just before it
    ceased to exist (published game, v5.0 2.1.h): its last expedition, as the engine noted it."""
    src = ctx.source
    o = _current(game, src) if src is not None else None
    if o is not None and o.exists and o.number == ctx.source_number and o.zone in EXPEDITION_ZONES:
        zone, gigantic, controller, label = o.zone, o.has("Gigantic"), o.controller, o.label()
    else:
        last = game.state.last_place.get(src.uid) if src is not None else None
        if last is None or last[0] != ctx.source_number:
            raise EngineError(f"{ctx.label}: the expedition facing an object that was never in an expedition is not modelled")
        _, zone, gigantic, controller = last
        label = src.label()
        game.trace.emit("last known", f"{ctx.label}: {label} has left its expedition: the one it was in as it left, "
                        f"{controller}'s {zone} (v5.0 2.1.h)", [], published=True, object=src.uid)
    facing = [seat_facing(game.state, controller, e)
              for e in ([Expedition.HERO, Expedition.COMPANION] if gigantic else [expedition_of(zone)])]
    found = [c for who, e in facing for c in characters_in(game, who, e)]
    found = list({c.uid: c for c in found}.values())  # a Gigantic Character facing it from both is one
    names = ", ".join(c.label() for c in found) or "none"
    game.trace.emit("condition", f"{ctx.label}: Characters in the expedition{'s' if len(facing) > 1 else ''} facing "
                    f"{label}: {names}", ["7.4.3.h"] if len(facing) > 1 else [], object=src.uid)
    return found


@implements("3.1.2.c")
def _it_in_reserve(game: "Table", ctx: Context, yours: bool) -> bool:
    """"If it's in your Reserve" after a target card in any Reserve: the card the step before acted on (or the one the
    effect targeted), as the game holds it now, is in a Reserve, its controller's ("your") or an opponent's; a card in a
    Reserve is its owner's (3.1.2.c). Nothing acted on, or a card elsewhere: it does not hold."""
    subject = it_said(ctx)
    if subject is None:
        game.trace.emit("condition", f"{ctx.label}: no card to ask about", [])
        return False
    o = _current(game, subject)
    there = o.exists and o.zone == "reserve"
    held = there and (o.owner == ctx.controller) == yours and (yours or opposes(game.state, ctx.controller, o.owner))
    game.trace.emit("condition", f"{ctx.label}: {o.label()} is " + (f"in {o.owner}'s Reserve" if there else "not in a Reserve"),
                    ["3.1.2.c"], object=o.uid)
    return held


@implements("2.4.6.c")
def _exhausted_in_reserves(game: "Table", ctx: Context, n: int) -> bool:
    """"If there are N or more exhausted cards in Reserve": the cards of every player's Reserve.
    The built-in edition never says whose Reserve a card's "in Reserve" means. The published game
    (v5.0 3.1.2.b: the Reserve is a personal zone, one per player) speaks of "exhausted cards in
    Reserve" for every player's (v5.0 2.4.6.c, 2.4.6.e) and says "your Reserve" or "an
    opponent's Reserve" where it means one player's: the zone with no owner said is all of them."""
    count = sum(1 for p in game.state.players for o in p.zones["reserve"] if o.exists and "exhausted" in o.statuses)
    game.trace.emit("condition", f"{ctx.label}: {count} exhausted cards in the players' Reserves (needs {n}; "
                    "\"in Reserve\" with no owner is every player's: published game, v5.0 3.1.2.b, 2.4.6.c)",
                    ["2.4.6.c"], published=True)
    return count >= n


def _zero_here(game: "Table", o: GameObject | None) -> bool:
    """"It is in a terrain where its base statistic is 0": a type of the region it is in (of
    either region, for a Gigantic Character) whose printed statistic on the card is 0 (base:
    without boosts or other changes)."""
    if o is None:
        return False
    o = _current(game, o)
    return any(in_terrain(game, o, terrain) for terrain, v in zip(("forest", "mountain", "water"), o.card.stats) if v == 0)


@implements("7.4.3.h")
def _facing_in(game: "Table", ctx: Context, terrain: str) -> bool:
    """"If I'm facing an Expedition in [terrain]": the expedition facing the object's is in a region
    of that type (both of the opponent's for a Gigantic Character, 7.4.3.h: either will do)."""
    o = me(game, ctx)
    if o is None:
        return False
    faced = [seat_facing(game.state, o.controller, e) for e in expeditions_of(o)]
    held = any(terrain in region_types(game, game.state.player(p).position[str(e)], p) for p, e in faced)
    game.trace.emit("condition", f"{ctx.label}: the expedition facing {o.label()} is {'' if held else 'not '}in {terrain}", [])
    return held


def _single_terrain_regions(game: "Table", ctx: Context) -> int:
    """The visible regions (face up: a face-down Tumult half is not, v5.0 3.2.1.b) with one
    terrain, as passive abilities and Terrain Markers leave them; each region of the table once
    (in the four-player modes two paths share some). During tiebreakers the Arena has every
    terrain (4.3.f). The built-in edition has no such words: the published game (v5.0 3.2.1)."""
    adventure = game.state.adventure
    seen, n = set(), 0
    paths = [p.name for p in game.state.players] if adventure.paths else [None]
    for player in paths:
        for region in range(HERO_REGION, COMPANION_REGION + 1):
            place = adventure.place(region, player)
            if place in seen:
                continue
            seen.add(place)
            if not adventure.is_face_down(region, player) and len(region_types(game, region, player)) == 1:
                n += 1
    game.trace.emit("condition", f"{ctx.label}: {n} single-terrain region{'s are' if n != 1 else ' is'} visible (v5.0 3.2.1)", [],
                    published=True)
    return n


@implements("v5.0 2.1.h", "v5.0 7.5.8.c")
def _it_was_in(game: "Table", ctx: Context, terrain: str) -> bool:
    """"Send target Character to Reserve. If it wasn't in {V}, ...": the object the step before acted
    on, in the region its expedition stood in (both, for a Gigantic one) as it left the Expedition
    zone (an object that ceased to be is asked about as it last was, v5.0 2.1.h), or where it is,
    if it is still in an expedition; one never in an expedition: not modelled."""
    subject = it_said(ctx)
    o = _current(game, subject) if subject is not None else None
    if o is None:
        game.trace.emit("condition", f"{ctx.label}: no object the step before acted on: not in {terrain}", [])
        return False
    if o.exists and o.zone in EXPEDITION_ZONES:
        return in_terrain(game, o, terrain)
    last = game.state.last_place.get(o.uid)
    if last is None:
        raise EngineError(f"{ctx.label}: not modelled: where {o.label()} was, it never having been in an expedition")
    _, zone, gigantic, controller = last
    held = regions_have(game, controller, [Expedition.HERO, Expedition.COMPANION] if gigantic else [expedition_of(zone)], terrain)
    game.trace.emit("last known", f"{ctx.label}: {o.label()} was in {controller}'s {zone}, "
                    f"{'in' if held else 'not in'} {terrain} (v5.0 2.1.h)", [], published=True, object=o.uid)
    return held


def _it_where(game: "Table", ctx: Context, kind: str) -> bool:
    """"If it's facing me" (in the expedition facing the object's, the cards' sense of facing),
    "If you control it" (in play, under the ability's controller's control, 3.1.4.a), "If it's
    in an Ascended Expedition" (each expedition it is in: published game, v5.0 2.4.3, the built-in
    edition has no Ascended): the object the step before acted on, or the reaction's subject, as it is now."""
    subject = it_said(ctx)
    o = _current(game, subject) if subject is not None else None
    if o is None or not o.exists:
        game.trace.emit("condition", f"{ctx.label}: the object \"it\" names is not in the game any more", [])
        return False
    if kind == "it facing":
        held, said, rules = in_facing_expedition(o, ctx, game.state), "in the expedition facing its object", ["7.4.3.h"]
    elif kind == "it yours":
        held, said, rules = in_play(o) and o.controller == ctx.controller, f"in play under {ctx.controller}'s control", ["3.1.4.a"]
    else:
        held = o.zone in EXPEDITION_ZONES and all(is_ascended(game, o.controller, e) for e in expeditions_of(o))
        said, rules = "in an Ascended expedition (v5.0 2.4.3)", []
    game.trace.emit("condition", f"{ctx.label}: {o.label()} is {'' if held else 'not '}{said}", rules, object=o.uid,
                    **({"published": True} if kind == "it ascended" else {}))
    return held


def _ascended(game: "Table", ctx: Context, mine: bool, every: bool = False) -> bool:
    """"If I'm in an Ascended Expedition" (of the object; a Gigantic Character's expedition is both
    of its controller's, taken as one, and each must be: v5.0 7.4.4.k), or "if one or more of your
    Expeditions is Ascended". The built-in edition has no Ascended: the published game (v5.0 2.4.3)."""
    if mine:
        o = me(game, ctx)
        if o is None or o.zone not in EXPEDITION_ZONES:
            game.trace.emit("condition", f"{ctx.label}: its object is in no expedition", [], published=True)
            return False
        held = all(is_ascended(game, o.controller, e) for e in expeditions_of(o))
        game.trace.emit("condition", f"{ctx.label}: {o.label()} is {'' if held else 'not '}in an Ascended expedition (v5.0 2.4.3)",
                        [], published=True)
        return held
    if every:  # "if both of your Expeditions are Ascended"
        held = all(is_ascended(game, ctx.controller, e) for e in (Expedition.HERO, Expedition.COMPANION))
        game.trace.emit("condition", f"{ctx.label}: {'each' if held else 'not each'} of {ctx.controller}'s expeditions is Ascended "
                        "(v5.0 2.4.3)", [], published=True)
        return held
    held = any(is_ascended(game, ctx.controller, e) for e in (Expedition.HERO, Expedition.COMPANION))
    game.trace.emit("condition", f"{ctx.label}: {ctx.controller} has {'an' if held else 'no'} Ascended expedition (v5.0 2.4.3)",
                    [], published=True)
    return held


def _behind_or_tied(game: "Table", player: str) -> bool:
    """"Each of your Expeditions is behind or tied": none of its player's expeditions is farther
    from its region of origin than the one facing it. The built-in edition does not define
    these words: the published game (v5.0 7.5.2.b-d; during tiebreakers, all are tied)."""
    state = game.state
    if state.adventure.tiebreakers:
        game.trace.emit("condition", f"tiebreakers: every expedition is tied (v5.0 7.5.2.d)", [], published=True)
        return True
    ok = all(behind_or_tied(game, player, e) for e in (Expedition.HERO, Expedition.COMPANION))
    game.trace.emit("condition", f"each of {player}'s expeditions is {'' if ok else 'not '}behind or tied (v5.0 7.5.2.b-c)", [],
                    published=True)
    return ok


def behind_or_tied(game: "Table", player: str, exp) -> bool:
    """One of `player`'s expeditions is behind or tied: no farther from its region of origin than
    the expedition facing it, the opponent's of the same kind (published game, v5.0 7.5.2.b-c; the
    built-in edition does not define these words); during tiebreakers, tied (v5.0 7.5.2.d)."""
    return not standing(game, player, exp, "ahead")


def _travelled(state, player: str, exp) -> int:
    """How far an expedition is from its region of origin."""
    return abs(state.player(player).position[exp] - ORIGIN[exp])


@implements("7.4.3.f", "v5.0 7.5.2.a", "v5.0 7.5.2.b", "v5.0 7.5.2.c", "v5.0 7.5.2.d", "v5.0 7.4.4.k")
def _behind(game: "Table", ctx: Context, o: GameObject | None = None, how: str = "behind") -> bool:
    """"My Expedition is behind" (or "ahead", "tied"): closer to its region of origin than the
    Expedition facing it (farther; as far). The built-in edition does not define these words: the
    published game (v5.0 7.5.2; during tiebreakers every expedition is tied). A Gigantic
    Character's expedition is each of its controller's: in the built-in edition behind if either
    is (7.4.3.f); in v5.0 both, as one, must be (7.4.4.k)."""
    if o is not None and o is not ctx.source:
        o = _current(game, o)
    if o is None:
        return False
    if o.zone in EXPEDITION_ZONES:
        controller, exps = o.controller, expeditions_of(o)
    else:
        # the ability's own object has left the Expedition zone: "my Expedition" is the one it was
        # in just before (published game, v5.0 2.1.h), as for the expedition the step names (verbs.expeditions)
        was = where_i_was(game, ctx, o)
        if was is None:
            return False
        zone, gigantic, controller = was
        exps = [Expedition.HERO, Expedition.COMPANION] if gigantic else [expedition_of(zone)]
        game.trace.emit("last known", f"{ctx.label}: {o.label()} has left its expedition: the one it was in as it left, "
                        f"{controller}'s {zone} (v5.0 2.1.h)", [], published=True, object=o.uid)
    found = [standing(game, controller, e, how) for e in exps]
    return all(found) if v5(game) else any(found)


@implements("2.2.2.f")
def _yours_in(game: "Table", player: str, terrain: str) -> bool:
    """"If one of your Expeditions is in {M}" ("neither of your Expeditions", negated): the region of
    either of `player`'s expeditions has that type, after the passives that change a region's types."""
    p = game.state.player(player)
    held = [e for e in (Expedition.HERO, Expedition.COMPANION) if terrain in region_types(game, p.position[str(e)], player)]
    game.trace.emit("condition", f"one of {player}'s expeditions is in {terrain}: "
                    + (f"yes, the {held[0]} expedition" if held else "no"), ["2.2.2.f"])
    return bool(held)


@implements("v5.0 7.5.2.a", "v5.0 7.5.2.b", "v5.0 7.5.2.c")
def _your_expeditions(game: "Table", player: str, which: str, how: str) -> bool:
    """"Each (or one) of your Expeditions is behind" (ahead, tied): both of its player's expeditions,
    or either, against the expedition facing each (published game, v5.0 7.5.2; all tied during
    tiebreakers)."""
    exps = (Expedition.HERO, Expedition.COMPANION) if which in ("each", "one") else (Expedition(which),)  # or the one named (3.2.4.b)
    found = [standing(game, player, e, how) for e in exps]
    ok = all(found) if which == "each" else any(found)
    said = f"{which} of {player}'s expeditions" if which in ("each", "one") else f"{player}'s {which} expedition"
    game.trace.emit("condition", f"{said} is {how}: {'yes' if ok else 'no'} (v5.0 7.5.2)", [], published=True)
    return ok


_STANDING = {"behind": lambda a, b: a < b, "ahead": lambda a, b: a > b, "tied": lambda a, b: a == b}


def standing(game: "Table", player: str, exp, how: str) -> bool:
    """Whether `player`'s expedition is behind, ahead or tied: closer to its starting region than
    the expedition facing it, farther, as far (published game, v5.0 7.5.2; all tied during
    tiebreakers)."""
    state = game.state
    if state.adventure.tiebreakers:
        return how == "tied"
    return _STANDING[how](_travelled(state, player, exp), _travelled(state, *seat_facing(state, player, exp)))