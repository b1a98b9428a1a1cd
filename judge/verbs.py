"""Resolving effects: steps, one verb each (6.1), over the objects their selectors choose.

One function per verb, registered in VERBS; `resolve(game, ctx, steps)` runs a list of steps
in order. Choices a step needs (which Character to sacrifice, whether to use a "may") are taken
from the players' given answers, in initiative order where several players choose (6.1.g).
"""

from __future__ import annotations

import re
TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import adventure, ascension, deck, effects, feats, gifts, gigantic, keywords
from . import words
from .language import (ABILITIES, COUNTED_MOVES, CHOSEN_EXPEDITIONS, THE_OTHER, THE_OTHER_THEIRS, THEIR_OWNERS, COST_TEXT, AbilityError, short, TOKEN_RE, TRIGGERS, Step, a_character_value, boolean, card_type_value, count_value,
                       counter_name_value, expedition_value, keyword_value, norm, object_value, passive_value, players_value,
                       per_value, step_per_value, TARGET_PLAYER_PER, pointed_value, STANDING_TARGETS, ASCENDED_ONES, status_value, token_place_value, token_value, DISTRIBUTED, SEVERAL_EXPEDITIONS, BEHIND_OR_TIED, STANDING_ONES, THEIR_EXPEDITION, THEIR_CONTROLLER, FACING_THEM, trigger_value, type_value,
                       until_turn_value, until_value, amount_value, THAT_MANY, THE_RESULT, THE_X, THEIR_HIGHEST, ITS_HAND_COST)
from .cards import Card
from .choices import ChoiceNeeded
from .editions import v5
from .enums import DecisionKind, Expedition, Phase, Status, expedition_of
from .mana import mana_available, pay_mana, spend_orbs
from .passing import passes
from .passives import cannot_move_forward, one_more_region
from .rules import PAGE, implements
from .state import DIRECTION, EXPEDITION_ZONES, EXPEDITIONS, IN_PLAY, ORIGIN, Emblem, GameObject
from .stats import character_stats, fmt
from .triggers import activate, activate_up_to, at_once, signal
from .victory import win
from .zones import move, own, where
from .selectors import (Context, _current, base_cost, candidates, count_per, counter_count, counter_key, declare_opponent, me, object_of,
                        note_found, objects, sacrificable, target_opponent, where_i_was, _visible)
from .seats import facing as seat_facing, opponents, present
from .conditions import behind_or_tied, condition_holds, standing
from .costs import OWN_COSTS, VARIABLE_COSTS, Payment, choose_counter_kind, counter_kinds
from .expeditions import expeditions_of

if TYPE_CHECKING:
    from .table import Table


def expeditions(game: "Table", ctx: Context, step: Step, selector: str) -> list[tuple[str, str]]:
    """The expeditions a step's words name, as (player, expedition)."""
    sel = selector.lower()
    if sel in ("my expedition", "my other expedition", "the expedition facing me"):
        o = ctx.source
        if o is None:
            return []
        if o.zone in EXPEDITION_ZONES:
            here, gigantic, controller = expedition_of(o.zone), o.has("Gigantic"), o.controller
        else:
            was = where_i_was(game, ctx, o)
            if was is None:
                return []  # never in an expedition as the object the ability is of: it has none
            # the object left the Expedition zone ("When I leave the Expedition zone — ... in my
            # Expedition"): asked about as it was just before it ceased to exist (published game,
            # v5.0 2.1.h; the built-in edition does not say)
            here, gigantic, controller = expedition_of(was[0]), was[1], was[2]
            game.trace.emit("as it was", f"{ctx.label}: {o.label()} has left the Expedition zone: \"{sel}\" is where it was, "
                            f"{controller}'s {here} expedition (v5.0 2.1.h)", [], published=True, object=o.uid)
            o = _as_it_was(o, controller)
        return _my_expeditions(game, o, sel, here, gigantic)
    if sel in ("target opponent's hero expedition", "target opponent's companion expedition"):
        return [(target_opponent(game, ctx), sel.split()[2])]
    if sel == "each of target opponent's expeditions":  # both of that player's (the opponent is declared, 5.2.3.b)
        them = target_opponent(game, ctx)
        return [(them, "hero"), (them, "companion")]
    return _other_expeditions(game, ctx, step, sel)


def _as_it_was(o: GameObject, controller: str) -> GameObject:
    """The object's controller as it last was in an expedition, for the expeditions found from it."""
    if o.controller == controller:
        return o
    import copy

    was = copy.copy(o)
    was.controller = controller
    return was


@implements("7.4.3.f", "7.4.3.g", "7.4.3.h")
def _my_expeditions(game: "Table", o: GameObject, sel: str, here, gigantic: bool) -> list[tuple[str, str]]:
    """"My Expedition", "my other Expedition", "the Expedition facing me", of an object in (or last in)
    expedition `here`; a Gigantic one's are both or none."""
    if sel == "my expedition":
        if gigantic and v5(game):
            game.trace.emit("gigantic", f"{o.label()} is Gigantic: its expedition is both of {o.controller}'s expeditions, "
                            "taken as one set", ["v5.0 7.4.4.f"], object=o.uid)
            return [(o.controller, "hero"), (o.controller, "companion")]
        if gigantic:
            game.trace.emit("gigantic", f"{o.label()} is Gigantic: its expedition is each of {o.controller}'s expeditions",
                            ["7.4.3.f"], object=o.uid)
            return [(o.controller, "hero"), (o.controller, "companion")]
        return [(o.controller, here)]
    if sel == "my other expedition":
        if gigantic:
            game.trace.emit("gigantic", f"{o.label()} is Gigantic: its other expedition is no expedition", ["7.4.3.g"], object=o.uid)
            return []
        return [(o.controller, here.other)]
    if gigantic:
        faced = [seat_facing(game.state, o.controller, e) for e in (Expedition.HERO, Expedition.COMPANION)]
        game.trace.emit("gigantic", f"{o.label()} is Gigantic: the expeditions facing it are both facing its controller's: "
                        + " and ".join(f"{p}'s {e}" for p, e in faced), ["7.4.3.h"], object=o.uid)
        return [(p, str(e)) for p, e in faced]
    p, e = seat_facing(game.state, o.controller, here)
    return [(p, str(e))]


def _other_expeditions(game: "Table", ctx: Context, step: Step, sel: str) -> list[tuple[str, str]]:
    if sel == "your hero expedition":
        return [(ctx.controller, "hero")]
    if sel == "your companion expedition":
        return [(ctx.controller, "companion")]
    if sel == "each of your expeditions":
        return [(ctx.controller, "hero"), (ctx.controller, "companion")]
    if sel == ASCENDED_ONES:  # its controller's expeditions with the Ascended status now (published game, v5.0 2.4.3)
        out = [(ctx.controller, e) for e in EXPEDITIONS if e in game.state.player(ctx.controller).ascended]
        game.trace.emit("expeditions", f"{ctx.label}: {ctx.controller}'s Ascended expeditions: {', '.join(e for _, e in out) or 'none'}",
                        [], published=True)
        return out
    if sel == BEHIND_OR_TIED:
        # "each of your Expeditions that's behind or tied": those of its controller's expeditions
        # no farther from their origin than the one facing them, as the step resolves (the
        # built-in edition does not define these words: published game, v5.0 7.5.2.b-d)
        out = [(ctx.controller, e) for e in EXPEDITIONS if behind_or_tied(game, ctx.controller, Expedition(e))]
        game.trace.emit("expeditions", f"{ctx.label}: {ctx.controller}'s expeditions behind or tied: "
                        f"{', '.join(e for _, e in out) or 'none'} (v5.0 7.5.2.b-d)", [], published=True)
        return out
    if sel in STANDING_ONES:  # its controller's expeditions standing so as the step resolves (published game, v5.0 7.5.2.a-d)
        how = STANDING_ONES[sel]
        out = [(ctx.controller, e) for e in EXPEDITIONS if standing(game, ctx.controller, Expedition(e), how)]
        game.trace.emit("expeditions", f"{ctx.label}: {ctx.controller}'s expeditions {how}: {', '.join(e for _, e in out) or 'none'} "
                        "(v5.0 7.5.2)", [], published=True)
        return out
    if sel in ("target expedition", "another target expedition", *STANDING_TARGETS):
        return list(ctx.targets.get(id(step), []))
    if sel == DISTRIBUTED:  # one entry per token: an expedition as often as the tokens it gets
        return list(ctx.targets.get(id(step), []))
    if SEVERAL_EXPEDITIONS.match(sel):  # the different expeditions its targets named
        return list(ctx.targets.get(id(step), []))
    if sel == THEIR_EXPEDITION:
        # "in its Expedition" after "discard target Character": where the objects the step before
        # acted on were as it found them, information true just before they left (published game,
        # v5.0 2.1.h; the built-in edition is silent); none when that step found nothing
        found = list(ctx.were_in)
        game.trace.emit("expeditions", f"{ctx.label}: their expedition, where the step before found its objects: "
                        f"{', '.join(f'{p} {e}' for p, e in found) or 'none (it found nothing)'} (v5.0 2.1.h)", [], published=True)
        return found
    if sel == "that expedition":  # the one a `target: target expedition` step pointed at (5.2.3.b: chosen once)
        return list(ctx.pointed)
    if sel in THEIR_OWNERS:
        # an expedition of the owner of the card the step before acted on (a card's owner never
        # changes, v5.0 1.1.3.c); nobody when it acted on nothing
        return [(p, sel.split()[2]) for p in ctx.were_owned[:1]]
    if sel == THE_OTHER_THEIRS:
        # the other expedition of the one player whose one expedition the move before moved (whoever's)
        return [(p, next(x for x in EXPEDITIONS if x != e)) for p, e in ctx.moved[:1] if len(ctx.moved) == 1]
    if sel == THE_OTHER:
        # the controller's expedition the move before did not move ("One of your Expeditions moves
        # backwards. If it does, your other Expedition moves forward"): the later sets' words
        moved = [e for p, e in ctx.moved if p == ctx.controller]
        return [(ctx.controller, e) for e in EXPEDITIONS if len(moved) == 1 and e not in moved]
    if sel in CHOSEN_EXPEDITIONS:
        chosen = _chosen_expedition(game, ctx, sel)
        return [chosen] if chosen is not None else []
    if sel == "each expedition":  # every player's two, in turn order (2.2.1.h: no owner said)
        return [(p, e) for p in present(game.state) for e in EXPEDITIONS]
    return []


@implements("6.1.g")
def _chosen_expedition(game: "Table", ctx: Context, sel: str) -> tuple[str, str] | None:
    """"An opponent's Expedition", "a Hero Expedition": the one its controller chooses as the step
    resolves (not a target: nothing is declared as it is played), among the players still in the
    game's, answered "PLAYER hero" or "PLAYER companion"; None when there is none (no opponent left)."""
    whose, which = CHOSEN_EXPEDITIONS[sel]
    players = opponents(game.state, ctx.controller) if whose == "opponents" else [ctx.controller] if whose == "you" \
        else present(game.state)
    options = [f"{p} {e}" for p in players for e in ((which,) if which else EXPEDITIONS)]
    if not options:
        game.trace.emit("nothing", f"{ctx.label}: no {sel}: nothing happens there", ["6.1.g"])
        return None
    answer = str(game.ask(ctx.controller, DecisionKind.EXPEDITION, options, "6.1.g", f"{sel} ({ctx.label}): one of {', '.join(options)}"))
    if answer not in options:
        raise ChoiceNeeded(ctx.controller, f"{sel} ({ctx.label})", options, "6.1.g", kind=DecisionKind.EXPEDITION)
    player, exp = answer.rsplit(" ", 1)
    game.trace.emit("expedition", f"{ctx.label}: {ctx.controller} chooses {player}'s {exp} expedition ({sel})", ["6.1.g"])
    return player, exp


# -- modes (chosen when the card or ability is played, 5.2.3.c) ----------------------------------
def mode_choices(steps: list[Step]) -> list[tuple[int, ...]]:
    """What a modal effect lets its player choose, numbered from 1 in this order: each mode alone;
    with `both if`, both modes, in either order (the published game resolves the chosen modes in
    the order of its player's choice, v5.0 6.5.g; the built-in edition says no order)."""
    st = next((s for s in steps if s.verb == "modes"), None)
    if st is None:
        return []
    out = [(i,) for i in range(len(st.modes))]
    if st.arg and st.arg.get("both if"):
        out += [(0, 1), (1, 0)]
    if st.arg and st.arg.get("up to one"):  # "Choose up to one": the last choice is none of them
        out += [()]
    return out


@implements("5.2.3.c")
def mode_refusal(game: "Table", ctx: Context, steps: list[Step], mode: int) -> str | None:
    """Why choosing `mode` (counted from 0) is not allowed now, or None: both modes only while the
    condition of "If X, you may choose both" holds, checked as the choice is made (5.2.3.c:
    during the declaration of intent)."""
    st = next((s for s in steps if s.verb == "modes"), None)
    if st is None or len(mode_choices([st])[mode]) < 2:
        return None
    if condition_holds(game, ctx, st.arg["both if"]):
        return None
    return f"both modes only if {st.arg['both if']}"


# -- targets (chosen when the card or ability is played, 5.2.3.b) -------------------------------
AFTER_ROLL = "the result"  # in a selector: bounded by the effect's die roll ("with base cost at most the result")


def target_slots(steps: list[Step], mode: int | None = None, after_roll: bool = False) -> list[tuple[Step, str]]:
    """The targets a list of steps declares, in order (5.2.3.b): each verb says its own. A target
    bounded by the effect's die roll cannot be declared before the roll: it is chosen as its step
    begins (the published game: v5.0 1.2.6.c, 6.5.b, targets chosen as the effect resolves), and
    only `after_roll` lists it (run_step)."""
    if after_roll:
        return [(s, sel) for s in steps if s.verb in VERBS for sel in VERBS[s.verb].slots(s) if AFTER_ROLL in sel]
    out = []
    for s in steps:
        if s.verb == "modes":
            if mode is not None:  # the chosen modes' targets only (5.2.3.d)
                for i in mode_choices([s])[mode]:
                    out += target_slots(s.modes[i], None)
            continue
        if s.verb == "if":
            out += target_slots(s.then + s.otherwise, mode)  # chosen even if the condition may fail (5.2.3.f)
            continue
        if s.verb == "you may":
            out += target_slots(s.then, mode)  # chosen even if its player will not do them (5.2.3.e)
            continue
        if s.verb == "one of":  # each option's targets, chosen with the rest even if it is not chosen (as for "if", 5.2.3.f)
            for option in s.modes:
                out += target_slots(option, mode)
            continue
        if s.verb == "roll a die":  # an outcome is a step that happens only on its results: like a
            for outcome in s.modes:  # conditional step, its targets are declared with the rest (5.2.3.b, 5.2.3.f)
                out += target_slots(outcome, mode)
            continue
        if s.verb == "for each player":
            continue  # its steps never target (abilities._parse_step)
        if s.verb == "each player":
            if s.arg == "target player":  # "Target player puts ...": the player, declared with the other targets
                out.append((s, "target player"))
            continue  # its steps never target (abilities._parse_step)
        if s.verb == "after rest":
            continue  # its targets are chosen after Rest, as its Reaction is played (run_step)
        if s.verb in ("repeat", "choose modes"):
            continue  # its targets are chosen as each time, or each chosen mode, is performed (v5.0 6.5.i, 6.5.b)
        out += [(s, sel) for sel in VERBS[s.verb].slots(s) if AFTER_ROLL not in sel]
    return out


def names_target_opponent(steps: list[Step]) -> bool:
    """Whether the steps say "target opponent" anywhere (a player, a condition, an amount)."""
    for s in steps:
        if "target opponent" in (s.verb, s.condition or "") or "target opponent" in repr(s.arg):
            return True
        if s.verb == "repeat":
            continue  # each time its own target opponent, chosen as that time is done (repeat; v5.0 6.5.i's example)
        if names_target_opponent(s.then + s.otherwise + [t for m in s.modes for t in m]):
            return True
    return False


def declares_opponent(game: "Table", ctx: Context, steps: list[Step]) -> bool:
    """A target opponent is declared with the other targets (5.2.3.b) when there is a choice: in
    the four-player modes, one of the controller's opponents (the pages' clarifications)."""
    if len(game.state.players) <= 2:  # one opponent at most: nothing to choose
        return False
    return len(opponents(game.state, ctx.controller)) > 1 and names_target_opponent(steps)


def target_width(steps: list[Step], mode: int | None = None) -> int:
    """How many targets a declaration names at most: one per slot, N for "up to N"; for N tokens
    distributed among target expeditions, N (one expedition named for each token); N boosts
    distributed among target objects, N."""
    return sum(int(s.arg.get("count", 1)) if sel == DISTRIBUTED else int(s.arg["amount"]) if s.verb == "distribute boosts"
               else int(SEVERAL_EXPEDITIONS.match(sel).group(2))
               if SEVERAL_EXPEDITIONS.match(sel) else (words.selector(sel).up_to or 1) if sel not in PLACE_SLOTS else 1
               for s, sel in target_slots(steps, mode))


# the target slots that name an expedition or a player, not an object (5.2.3.b)
PLACE_SLOTS = ("target expedition", "another target expedition", *STANDING_TARGETS, "target player", "another target player",
               "target visible region")


def _expedition_ref(game: "Table", ref) -> tuple[str, str] | None:
    m = re.match(r"^(\w+) (hero|companion)(?: expedition)?$", str(ref))
    if not m or m.group(1) not in [p.name for p in game.state.players]:
        return None
    return (m.group(1), m.group(2))


@implements("5.2.3.b")
def _distribute(game: "Table", ctx: Context, step: Step, given: list[str] | None) -> str | None:
    """N tokens "distributed as you choose among any number of target Expeditions": an
    expedition named for each token, the same one as often as the tokens it gets. The targets
    are the expeditions named, each once (5.2.3.b); the distribution is chosen with them, as the
    card or ability is played: it is what says which expeditions are targets. No edition says
    more: an expedition that would get no token is simply not named."""
    n = int(step.arg.get("count", 1))
    chosen: list = ctx.targets.setdefault(id(step), [])
    options = [f"{p.name} {e}" for p in game.state.players for e in EXPEDITIONS]
    for k in range(n):
        ref = given.pop(0) if given else None
        if ref is None:
            ref = game.ask(ctx.controller, DecisionKind.TARGET, options, "5.2.3.b",
                           f"the target expedition of token {k + 1} of {n} of {ctx.label} (distributed as you choose)")
        exp = _expedition_ref(game, ref)
        if exp is None:
            return f"{ref!r} is not an expedition"
        chosen.append(exp)
    counts = {e: chosen.count(e) for e in dict.fromkeys(chosen)}
    game.trace.emit("target", f"{ctx.label} targets {', '.join(f'{p} {e} expedition' for p, e in counts)}: "
                    + ", ".join(f"{c} token{'s' if c != 1 else ''} in {p} {e}" for (p, e), c in counts.items()), ["5.2.3.b"])
    return None


@implements("5.2.3.b")
def _distribute_boosts(game: "Table", ctx: Context, step: Step, given: list[str] | None, sel: str) -> str | None:
    """N boosts "distributed among any target Characters": a target named for each boost, the same
    one as often as the boosts it gets, as the tokens distributed among target expeditions are
    (_distribute): the targets are the objects named, each once (its Tough counted once, v5.0
    7.4.7.f). No edition says more: an object that would get no boost is not named."""
    n = int(step.arg["amount"])
    for k in range(n):
        options, _ = target_options(game, ctx, sel)
        if not options:
            if k == 0:
                game.trace.emit("no target", f"{ctx.label}: there is no {sel.removeprefix('target ')} to target", ["5.2.3.b"])
            break
        while True:
            ref = given.pop(0) if given else None
            declared = ref is not None
            if ref is None:
                ref = game.ask(ctx.controller, DecisionKind.TARGET, [o.uid for o in options], "5.2.3.b",
                               f"the {sel} that boost {k + 1} of {n} of {ctx.label} goes to (distributed as you choose)")
            illegal = _take(game, ctx, step, sel, options, ref, "means one", ["5.2.3.b"])
            if not illegal:
                break
            if declared:
                return illegal
            _choose_again(game, ctx, illegal)
    chosen = ctx.targets.get(id(step), [])
    counts = {o.uid: sum(1 for x in chosen if x.uid == o.uid) for o in chosen}
    game.trace.emit("target", f"{ctx.label} distributes {n} boost{'s' if n != 1 else ''}: "
                    + ", ".join(f"{c} to {uid}" for uid, c in counts.items()), ["5.2.3.b"])
    return None


def _several_expeditions(game: "Table", ctx: Context, step: Step, given: list[str] | None, sel: str) -> str | None:
    """"Target three Expeditions" ("up to three"): that many different expeditions, any player's,
    one slot of several targets (5.2.3.b: a target is chosen once); "up to": fewer, or none
    (`done`); exactly N: fewer only when fewer exist."""
    m = SEVERAL_EXPEDITIONS.match(sel)
    up_to, n = bool(m.group(1)), int(m.group(2))
    chosen: list = ctx.targets.setdefault(id(step), [])
    for k in range(n):
        options = [f"{p.name} {e}" for p in game.state.players for e in EXPEDITIONS if (p.name, str(e)) not in chosen]
        if not options:
            break
        if given is not None and not given and (chosen or up_to):  # declared: as many as were named
            if up_to:
                break
            return (f"{ctx.label} names {len(chosen)} expedition(s); \"{sel}\" names {n} different ones while that many can be "
                    "targeted (5.2.3.b)")
        ref = given.pop(0) if given else None
        if ref is None:
            ref = game.ask(ctx.controller, DecisionKind.TARGET, options + (["done"] if up_to else []), "5.2.3.b",
                           f"target expedition {k + 1} of {'up to ' if up_to else ''}{n} of {ctx.label}")
        if up_to and str(ref) == "done":
            break
        exp = _expedition_ref(game, ref)
        if exp is None:
            return f"{ref!r} is not an expedition"
        if exp in chosen:
            return f"{ref!r} is already a target of {ctx.label}: \"{sel}\" are different expeditions (5.2.3.b)"
        chosen.append(exp)
    game.trace.emit("target", f"{ctx.label} targets {', '.join(f'{p} {e} expedition' for p, e in chosen) or 'no expedition'}",
                    ["5.2.3.b"])
    return None


def expedition_options(game: "Table", ctx: Context, sel: str) -> list[str]:
    """The expeditions a target expedition slot may name ("alice hero"): any; "another", not the
    object's own; "that is ahead" (or behind, tied: published game, v5.0 7.5.2), only those."""
    mine = my_expeditions(ctx) if sel.startswith("another") else set()
    if sel == "target expedition you control":  # one of its controller's two
        return [f"{ctx.controller} {e}" for e in EXPEDITIONS]
    how = sel.rsplit(" ", 1)[-1] if sel in STANDING_TARGETS else None
    return [f"{p.name} {e}" for p in game.state.players for e in EXPEDITIONS
            if (p.name, str(e)) not in mine and (how is None or standing(game, p.name, e, how))]


def my_expeditions(ctx: Context) -> set[tuple[str, str]]:
    """The expeditions of the object whose ability it is ("another target Expedition" is any but
    these): its own, or both of its controller's for a Gigantic Character (7.4.3.f); none when it
    is in no expedition."""
    o = ctx.source
    return set() if o is None else {(o.controller, str(e)) for e in expeditions_of(o)}


@implements("5.2.3.b")
def choose_targets(game: "Table", ctx: Context, steps: list[Step], given: list[str] | None, mode: int | None = None,
                   after_roll: bool = False) -> str | None:
    """Fill ctx.targets; `given` are the declared targets (a spell's, 5.2.3.b), else the
    controller's answers. Returns why the declaration is illegal, or None."""
    if declares_opponent(game, ctx, steps):
        # the target opponent first, as a declared player (a name among the targets given)
        named = next((g for g in given or () if str(g) in [p.name for p in game.state.players]), None)
        if named is not None:
            given.remove(named)
            illegal = declare_opponent(game, ctx, str(named))
            if illegal:
                return illegal
        else:
            target_opponent(game, ctx)
    for step, sel in target_slots(steps, mode, after_roll):
        if step.verb == "distribute boosts":  # a target for each boost, the same one again as often as it gets one
            illegal = _distribute_boosts(game, ctx, step, given, sel)
            if illegal:
                return illegal
            continue
        if sel == DISTRIBUTED:
            illegal = _distribute(game, ctx, step, given)
            if illegal:
                return illegal
            continue
        if SEVERAL_EXPEDITIONS.match(sel):
            illegal = _several_expeditions(game, ctx, step, given, sel)
            if illegal:
                return illegal
            continue
        if sel in ("target expedition", "another target expedition", *STANDING_TARGETS):
            options = expedition_options(game, ctx, sel)
            if not options:
                game.trace.emit("no target", f"{ctx.label}: there is no {sel.removeprefix('target ')} to target (v5.0 7.5.2)",
                                ["5.2.3.b"], published=True)
                continue
            while True:
                ref = given.pop(0) if given is not None and given else None
                declared = ref is not None
                if ref is None:
                    ref = game.ask(ctx.controller, DecisionKind.TARGET, options, "5.2.3.b",
                                   f"the {sel.replace('another target expedition', 'target expedition (not its own)')} of {ctx.label}")
                m = re.match(r"^(\w+) (hero|companion)(?: expedition)?$", str(ref))
                if not m or m.group(1) not in [p.name for p in game.state.players]:
                    illegal = f"{ref!r} is not an expedition"
                elif f"{m.group(1)} {m.group(2)}" not in options:
                    why = (f"the expedition of {ctx.label}'s own object" if sel.startswith("another")
                           else "not one of its controller's" if sel.endswith("you control")
                           else f"not {sel.removeprefix('target expedition ')} (v5.0 7.5.2)")
                    illegal = f"{ref!r} is {why}: \"{sel}\" is one of {', '.join(options)}"
                else:
                    break
                if declared:
                    return illegal
                _choose_again(game, ctx, illegal)
            ctx.targets.setdefault(id(step), []).append((m.group(1), m.group(2)))
            if m.group(1) != ctx.controller and game.state.mode in PAGE:
                # "targeted expedition ... can refer to any (allied or enemy) Expedition"
                game.trace.emit("target", f"{ctx.label} targets {m.group(1)}'s {m.group(2)} expedition (any player's may be "
                                "targeted)", ["5.2.3.b", PAGE[game.state.mode]["clarifications"]], player=m.group(1))
            continue
        if sel == TARGET_REGION:
            illegal = _target_region(game, ctx, step, given)
            if illegal:
                return illegal
            continue
        if sel in ("target player", "another target player"):
            illegal = _target_player(game, ctx, step, given, other=sel.startswith("another"))
            if illegal:
                return illegal
            continue
        if words.selector(sel).up_to:
            illegal = _choose_up_to(game, ctx, step, sel, given)
            if illegal:
                return illegal
            continue
        options, declinable = target_options(game, ctx, sel)
        if not options:
            what = ("other " if words.selector(sel).other else "") + sel.split("target ", 1)[-1]
            game.trace.emit("no target", f"{ctx.label}: there is no {what} to target", ["5.2.3.b"])
            continue
        while True:
            ref = given.pop(0) if given else None
            declared = ref is not None
            if ref is None:
                choices = [o.uid for o in options] + (["none"] if declinable else [])
                ref = game.ask(ctx.controller, DecisionKind.TARGET, choices, "5.2.3.b", f"the {sel} of {ctx.label}")
            if declinable and str(ref) == "none":
                game.trace.emit("no target", f"{ctx.label}: {ctx.controller} pays no Tough cost: no target (v5.0 7.4.7.d)", ["5.2.3.b"],
                                published=True)
                break
            illegal = _take(game, ctx, step, sel, options, ref, "means one",
                            ["5.2.3.b"] if "reserve" in sel else ["5.2.3.b", "2.2.1.h"])
            if not illegal:
                break
            if declared:
                return illegal
            _choose_again(game, ctx, illegal)
    return None


@implements("5.1.2.c")
def _choose_again(game: "Table", ctx: Context, illegal: str) -> None:
    """An answer (a scenario's, asked for as the card or ability is played) names an illegal target:
    its player decides differently (5.1.2.c), and is asked again; the library's answers are legal
    ones already (Game.apply checks them against the options)."""
    game.trace.emit("illegal", f"{ctx.label}: {illegal}; {ctx.controller} chooses again", ["5.1.2.c"], player=ctx.controller)


@implements("5.2.3.b", "v5.0 3.2.1.d")
def _target_region(game: "Table", ctx: Context, step: Step, given: list[str] | None) -> str | None:
    """A target visible region ("place a {V} Terrain Marker on target visible region"): the Hero
    or Companion region or a face-up Tumult region, chosen as the card or ability is played
    (5.2.3.b), stored as its number along the row of eight (3.2.1.b)."""
    options = visible_regions(game)
    if not options:
        game.trace.emit("no target", f"{ctx.label}: there is no visible region to target", ["5.2.3.b"], published=True)
        return None
    while True:
        ref = given.pop(0) if given else None
        declared = ref is not None
        if ref is None:
            ref = game.ask(ctx.controller, DecisionKind.TARGET, options, "5.2.3.b", f"the target visible region of {ctx.label}")
        if str(ref) in options:
            ctx.targets.setdefault(id(step), []).append(int(str(ref).split()[1]))
            return None
        illegal = f"{ref!r} is not a visible region: one of {', '.join(options)}"
        if declared:
            return illegal
        _choose_again(game, ctx, illegal)


@implements("5.2.3.b")
def _target_player(game: "Table", ctx: Context, step: Step, given: list[str] | None, other: bool = False) -> str | None:
    """A target player ("each Character controlled by target player"): any player, its
    controller included, chosen as the card or ability is played (5.2.3.b: a target may be a
    player); "another target player", any but its controller (a 2v2 partner too)."""
    names = [p.name for p in game.state.players if not other or p.name != ctx.controller]
    ref = given.pop(0) if given else None
    if ref is None:
        ref = game.ask(ctx.controller, DecisionKind.TARGET, names, "5.2.3.b", f"the target player of {ctx.label}")
    if str(ref) not in names:
        return f"{ref!r} is not a player it may target: \"{'another ' if other else ''}target player\" names one of {', '.join(names)} (5.2.3.b)"
    ctx.targets.setdefault(id(step), []).append(str(ref))
    game.trace.emit("target", f"{ctx.label} targets the player {ref}", ["5.2.3.b"], player=str(ref))
    return None


def _take(game: "Table", ctx: Context, step: Step, sel: str, options: list[GameObject], ref, says: str,
          rules: list[str]) -> str | None:
    """The target `ref` names among `options`, added to the step's targets with its Tough counted
    (published game, v5.0 7.4.7.c); or why it is not a legal one."""
    hits = [o for o in options if o.uid == str(ref).lstrip("#") or o.name == ref]
    if len(hits) != 1:
        priced = [o for o in candidates(game, ctx, sel) if o.uid == str(ref).lstrip("#") and tough_cost(game, ctx, o)]
        if priced:  # a legal target but for the Mana its Tough asks (published game, v5.0 7.4.7.c)
            return (f"{ref!r} has Tough {tough_cost(game, ctx, priced[0])}: {ctx.controller} cannot pay that much more to "
                    f"target it (v5.0 7.4.7.c); legal: {', '.join(o.uid for o in options) or 'none'}")
        priced = [o for o in candidates(game, ctx, sel) if o.uid == str(ref).lstrip("#") and surcharge_cost(ctx, o)]
        if priced:  # a legal target but for what the ability itself costs more for it (the card's words)
            return (f"{ref!r} costs {surcharge_cost(ctx, priced[0])} more to target (the ability's own words): {ctx.controller} "
                    f"cannot pay that much more; legal: {', '.join(o.uid for o in options) or 'none'}")
        read = words.selector(sel)
        where = "in play or in a Reserve, as it says" if read.or_reserve_card or read.in_reserve == "play or reserve" else \
            "in a Reserve" if read.in_reserve or "reserve" in str(sel) else "in play unless a zone is named (2.2.1.h)"
        return (f"{ref!r} is not a legal target: \"{sel}\" {says} {where}, with what its words ask; "
                f"legal: {', '.join(o.uid for o in options) or 'none'}")
    cost = tough_cost(game, ctx, hits[0], quiet=False)
    if cost:
        ctx.tough_due += cost
        ctx.tough_paid.add(hits[0].uid)
        game.trace.emit("tough", f"{hits[0].label()} has Tough {cost}: {ctx.controller} will pay {cost} more to target it "
                        "(v5.0 7.4.7.c)", ["5.2.3.b"], published=True, object=hits[0].uid)
    more = ctx.surcharge
    if surcharge_cost(ctx, hits[0]):
        # the ability's own extra cost for a costly target: paid with the costs, as Tough is (published game, the
        # card's words; v5.0 7.4.7.c)
        ctx.tough_due += more.n
        ctx.surcharged += more.n
        game.trace.emit("cost", f"{hits[0].label()} is a {more.card_type.capitalize()} in play with Hand Cost {hits[0].card.hand_cost or 0}: "
                        f"{ctx.controller} will pay {more.n} more to target it (the ability's own words)", ["5.2.3.b"], published=True,
                        object=hits[0].uid)
    ctx.targets.setdefault(id(step), []).append(hits[0])
    if hits[0].controller != ctx.controller and game.state.mode in PAGE:
        # "targeted Character ... can refer to any (allied or enemy) Character"
        rules = [*rules, PAGE[game.state.mode]["clarifications"]]
    game.trace.emit("target", f"{ctx.label} targets {hits[0].label()}", rules, object=hits[0].uid)
    return None


def total_value(sel: "words.Selector", o: GameObject) -> int:
    """What one target adds to a total its slot bounds: its Hand Cost (a token's missing one counts
    as 0, 1.1.6.d) or one of its statistics, boosts included (2.2.9; published game, v5.0 2.5.1.b)."""
    if sel.total_of == "hand cost":
        return o.card.hand_cost or 0
    return dict(zip(("forest", "mountain", "water"), character_stats(o)))[sel.total_of]


def within_total(sel: "words.Selector", chosen: list[GameObject], o: GameObject) -> bool:
    """`o` may join the targets `chosen` for this slot: their total stays within its bound."""
    return sel.total_max is None or sum(total_value(sel, c) for c in chosen) + total_value(sel, o) <= sel.total_max


def target_sets(sel: "words.Selector", found: list[GameObject], most: int) -> list[tuple]:
    """Every set of at most `most` different objects of `found` (in the order found) whose total
    stays within the slot's bound, by size: the declarations "up to N" allows."""
    out: list[tuple] = []

    def grow(start: int, chosen: tuple) -> None:
        out.append(chosen)
        if len(chosen) == most:
            return
        for i in range(start, len(found)):
            if within_total(sel, list(chosen), found[i]):  # totals never fall as targets are added
                grow(i + 1, chosen + (found[i],))

    grow(0, ())
    return sorted(out, key=len)


@implements("5.2.3.b")
def _choose_up_to(game: "Table", ctx: Context, step: Step, sel: str, given: list[str] | None) -> str | None:
    """"Up to N target X": different targets, one at a time, until N are chosen, its controller
    says `none` (no more), or none is left. A declaration names them in order; `none` ends it.
    "Any number of target X": as many as there are legal ones. "With a total Hand Cost 5 or
    less" (or a statistic): a target is legal only while the total of the chosen ones stays
    within it, as they are chosen (5.2.3.b: a suitable object for the target)."""
    read = words.selector(sel)
    n = read.up_to
    most = "any number" if n == words.ANY_NUMBER else f"at most {n}"
    chosen: list[GameObject] = ctx.targets.setdefault(id(step), [])
    while len(chosen) < n:
        options, _ = target_options(game, ctx, sel)
        options = [o for o in options if all(o.uid != c.uid for c in chosen)]
        over: list[GameObject] = []
        if read.total_max is not None:
            over = [o for o in options if not within_total(read, chosen, o)]
            options = [o for o in options if within_total(read, chosen, o)]
            if over:
                game.trace.emit("total", f"{ctx.label}: the total {read.total_of} of its targets is "
                                f"{sum(total_value(read, c) for c in chosen)} so far, at most {read.total_max}: "
                                f"{', '.join(o.label() for o in over)} would exceed it", ["5.2.3.b"])
        if given and any(str(given[0]) in (o.uid, f"#{o.uid}") for o in over):
            # the declaration names a target the total no longer allows: an illegal declaration (5.1.2.c),
            # not one to trim silently
            return (f"{str(given[0])!r} is not a legal target: with it the total {read.total_of} of \"{sel}\" would be "
                    f"over {read.total_max}")
        if not options:
            break
        ref = given.pop(0) if given else None
        if ref is None:
            # "N target X" (exact): N different ones, none fewer while one is left (5.2.3.b)
            ref = game.ask(ctx.controller, DecisionKind.TARGET, [o.uid for o in options] + ([] if read.exact else ["none"]), "5.2.3.b",
                           f"the {sel} of {ctx.label} ({len(chosen) + 1} of {n if read.exact else most}"
                           + ("" if read.exact else "; none: no more") + ")")
        if str(ref) == "none":
            if read.exact:
                return f"\"{sel}\" names {n} different objects: fewer only when no other is legal (5.2.3.b)"
            break
        illegal = _take(game, ctx, step, sel, options, ref, "names different objects within its total" if read.total_max is not None
                        else "names different objects", ["5.2.3.b", "2.2.1.h"])
        if illegal:
            return illegal
    if not chosen:
        game.trace.emit("no target", f"{ctx.label}: no target for \"{sel}\" ({most}: none is allowed)" if not read.exact
                        else f"{ctx.label}: there is no {sel.split('target ', 1)[-1]} to target", ["5.2.3.b"])
    elif read.exact and len(chosen) < n:
        game.trace.emit("no target", f"{ctx.label}: only {len(chosen)} legal target{'s' if len(chosen) != 1 else ''} for \"{sel}\"",
                        ["5.2.3.b"])
    return None


def tough_cost(game: "Table", ctx: Context, o: GameObject, quiet: bool = True) -> int:
    """What choosing `o` as a target costs more: its Tough now (keywords.tough: printed, counted
    or given), when an opponent of its controller chooses it, once per effect (published game,
    v5.0 7.4.7.c, 7.4.7.f)."""
    if o.controller == ctx.controller or o.uid in ctx.tough_paid:
        return 0
    return keywords.tough(game, o, quiet)


def surcharge_cost(ctx: Context, o: GameObject) -> int:
    """What the ability itself costs more for `o` as its target (a later Hero's quick action, more
    for a costly Permanent in play: published game, the card's words), or 0."""
    more = ctx.surcharge
    if more is None or o.zone not in IN_PLAY or o.card.type != more.card_type or (o.card.hand_cost or 0) < (more.cost_min or 0):
        return 0
    return more.n


def target_options(game: "Table", ctx: Context, sel: str) -> tuple[list[GameObject], bool]:
    """The objects a target slot may name now, and whether its controller may name none. A
    target with Tough is one only while its chooser can still pay for it, with the Mana Orbs
    the declaration leaves; and paying is never forced, so when every option costs more the
    player may choose no target (published game, v5.0 7.4.7.c-e; the built-in edition has no
    Tough)."""
    options = candidates(game, ctx, sel)
    costs = {o.uid: tough_cost(game, ctx, o) + surcharge_cost(ctx, o) for o in options}
    if not any(costs.values()):
        return options, False
    budget = (mana_available(game, ctx.controller) if ctx.budget is None else ctx.budget) - ctx.tough_due
    options = [o for o in options if costs[o.uid] <= budget]
    return options, bool(options) and all(costs[o.uid] for o in options)


def pay_tough(game: "Table", player: str, ctx: Context) -> int:
    """The Tough costs of the targets declared, paid with the other costs (published game, v5.0
    7.4.7.c, 7.4.7.e): the Mana Orbs to exhaust for them."""
    if ctx.tough_due and not ctx.surcharged:
        game.trace.emit("tough", f"{player} pays {ctx.tough_due} more for the Tough of the targets (v5.0 7.4.7.c)", ["6.1.d"],
                        published=True)
    elif ctx.tough_due:
        tough = ctx.tough_due - ctx.surcharged
        said = f"{tough} for the Tough of the targets (v5.0 7.4.7.c) and " if tough else ""
        game.trace.emit("tough", f"{player} pays {ctx.tough_due} more: {said}{ctx.surcharged} the ability itself costs more for its "
                        "target", ["6.1.d"], published=True)
    return ctx.tough_due


@implements("v5.0 1.2.6.c", "v5.0 6.5.b", "v5.0 7.4.7.e")
def choose_late(game: "Table", ctx: Context, step: Step) -> None:
    """v5.0: the targets of a step are chosen as the effect resolves, just before that step
    (1.2.6.c, 6.5.b): among what is there now (a token an earlier step created, not a Character it
    sacrificed); the names its player gave as they played it are taken in order, else asked. A
    Tough cost is paid now (7.4.7.e). With no legal target, the step does nothing."""
    ctx.budget = mana_available(game, ctx.controller)
    ctx.tough_due = 0
    game.trace.emit("targets now", f"{ctx.label}: the targets of \"{step.text}\" are chosen now, just before the step",
                    ["v5.0 1.2.6.c", "v5.0 6.5.b"])
    illegal = choose_targets(game, ctx, [step], ctx.late, None)
    if illegal:
        from .table import EngineError

        raise EngineError(f"{ctx.label}: {illegal} (its targets are chosen as its step resolves, v5.0 1.2.6.c)")
    if ctx.tough_due:
        game.trace.emit("tough", f"{ctx.controller} pays {ctx.tough_due} more for the Tough of the target, as it is chosen "
                        "(v5.0 7.4.7.e)", ["v5.0 7.4.7.e"])
        pay_mana(game, ctx.controller, ctx.tough_due)
        ctx.tough_due = 0


# -- running steps --------------------------------------------------------------------------------
def resolve(game: "Table", ctx: Context, steps: list[Step], mode: int | None = None) -> None:
    for i, step in enumerate(steps, start=1):
        if game.state.over:
            return
        if len(steps) > 1:
            game.trace.emit("step", f"step {i} of {len(steps)}: {step.text}", ["6.1.b", "6.1.c"])
        run_step(game, ctx, step, mode)
        if game.state.alternatives:
            alternatives(game)


@implements("v5.0 6.2.e")
def alternatives(game: "Table") -> None:
    """"If you don't, [effect]" of an optional replacing modifier its controller declined during the
    step just done: a new step of the effect being resolved, right after that step, in the order
    they were declined (published game, v5.0 6.2.e), its controller the modifier's, "I" its object."""
    state = game.state
    while state.alternatives:
        controller, uid, number, label, steps = state.alternatives.pop(0)
        src = state.get(uid) or state.gone.get(uid)
        sub = Context(controller, f"{label}'s replacement, declined", src, number)
        with game.trace.under("alternative", f"{controller} did not apply {label}'s replacement: its alternative is added "
                              "after the step (v5.0 6.2.e)", [], published=True):
            resolve(game, sub, list(steps))


def run_step(game: "Table", ctx: Context, step: Step, mode: int | None = None) -> None:
    """One step, its controller noted while it is done: who orders its modifiers (Table.step_chooser)."""
    game.steppers.append(ctx.controller)
    try:
        _run_step(game, ctx, step, mode)
    finally:
        game.steppers.pop()


@implements("6.1.a", "6.1.b", "6.1.c", "5.2.3.e", "5.2.3.c", "5.2.3.d")
def _run_step(game: "Table", ctx: Context, step: Step, mode: int | None = None) -> None:
    if step.verb == "if":
        ok = condition_holds(game, ctx, step.condition or "")
        game.trace.emit("condition", f"{ctx.label}: \"{step.condition}\" is {'true' if ok else 'false'}", ["5.2.3.f"])
        could_not = ctx.could_not  # "if you can't" later still asks about the step before this one
        if ok:
            resolve(game, ctx, step.then, mode)
        elif step.otherwise:  # "Otherwise, ..."
            resolve(game, ctx, step.otherwise, mode)
        ctx.could_not = could_not
        return
    if step.verb == "you may":
        optional_group(game, ctx, step, mode)
        return
    if ctx.late is not None and id(step) not in ctx.targets and step.verb != "modes" and target_slots([step], None):
        choose_late(game, ctx, step)
    if id(step) not in ctx.targets and target_slots([step], None, after_roll=True):
        # a target bounded by the effect's roll: chosen now, after it (published game, v5.0 1.2.6.c, 6.5.b)
        game.trace.emit("targets now", f"{ctx.label}: the target of \"{step.text}\" depends on the die's result: it is chosen "
                        "now, just before the step (v5.0 1.2.6.c)", [], published=True)
        ctx.budget, ctx.tough_due = None, 0
        illegal = choose_targets(game, ctx, [step], None, None, after_roll=True)
        if illegal:
            game.trace.emit("illegal", f"{ctx.label}: {illegal}", ["5.2.3.b"])
            return
        if ctx.tough_due:
            game.trace.emit("tough", f"{ctx.controller} pays {ctx.tough_due} more for the Tough of the target (v5.0 7.4.7.e)",
                            ["6.1.d"], published=True)
            spend_orbs(game, ctx.controller, ctx.tough_due)
            ctx.tough_due = 0
    shape = _SHAPES.get(step.verb)
    if shape is not None:  # a step that holds other steps: its own way of running them
        shape(game, ctx, step)
        return
    if step.verb == "modes":
        choices = mode_choices([step])
        asked = mode is None
        if mode is None:  # a reaction's or quick action's mode: chosen as it is played
            options = [str(i + 1) for i in range(len(choices)) if mode_refusal(game, ctx, [step], i) is None]
            answer = game.ask(ctx.controller, DecisionKind.MODE, options, "5.2.3.c", f"the mode of {ctx.label}")
            if str(answer) not in options:
                raise ChoiceNeeded(ctx.controller, f"the mode of {ctx.label}", options, "5.2.3.c", kind=DecisionKind.MODE)
            mode = int(answer) - 1
            game.trace.emit("mode", f"{ctx.controller} chooses mode {mode + 1}", ["5.2.3.c"])
        chosen = choices[mode]
        if len(chosen) > 1:
            game.trace.emit("mode", f"{ctx.label}: both modes, {' then '.join(str(i + 1) for i in chosen)} (in the order its player "
                            "chose, v5.0 6.5.g)", ["5.2.3.c"], published=True)
        if not chosen:  # "Choose up to one": no mode, and nothing of them happens
            game.trace.emit("mode", f"{ctx.controller} chooses no mode (choose up to one): nothing happens", ["5.2.3.c"])
        if chosen and asked:
            # a reaction's or quick action's mode, chosen as it resolves: the chosen modes' targets are
            # chosen now, with it (5.2.3.d; published game, v5.0 6.5.b: just before the step)
            if not targets_now(game, ctx, [t for i in chosen for t in step.modes[i]]):
                return
        for i in chosen:
            resolve(game, ctx, step.modes[i], None)
        return
    ctx.did = ctx.could_not = False
    ctx.were_in, ctx.places = ctx.places, []  # where the step before found its objects ("their expedition")
    ctx.were_held, ctx.holders = ctx.holders, []  # whose they were ("their controller")
    ctx.were_owned, ctx.owners = ctx.owners, []  # and whose cards ("its owner")
    ctx.bases = []  # and their Base Costs ("if its Base Cost was ...", asked before the next step)
    ctx.played_from = ""  # and where a card it played came from ("if played from your Hand")
    if step.may and step.verb not in ("resupply", "exhausted resupply", "pay"):  # these ask each player themselves
        if not game.ask_may(ctx.controller, f"whether to {step.verb} ({ctx.label})", "5.2.3.e"):
            game.trace.emit("may", f"{ctx.controller} chooses not to {step.verb}", ["5.2.3.e"])
            ctx.last = []  # nothing was moved: a following "it"/"them" names nothing
            return  # declined, not impossible: "if you can't" after it does not hold
        game.trace.emit("may", f"{ctx.controller} chooses to {step.verb}", ["5.2.3.e"])
    ctx.found = ctx.started = None
    VERBS[step.verb].resolve(game, ctx, step)
    if step.verb in COUNTED_MOVES:  # "Discard your hand, then draw that many cards": the cards it moved (5.2.3.f)
        ctx.paid = ctx.found or 0
    started, ctx.started = ctx.started, None
    # nothing to act on: the step never started; an internal action says itself whether it was done
    ctx.did = started if started is not None else ctx.found is None or ctx.found > 0
    ctx.could_not = ctx.found == 0  # "if you can't": it had nothing to act on, so it could not be done


@implements("5.2.3.e")
def optional_group(game: "Table", ctx: Context, step: Step, mode: int | None = None) -> None:
    """"You may have X lose A and gain B": one optional choice, made by its controller as it
    resolves (5.2.3.e; published game, v5.0 6.5.c: just before), covering all of its steps, each
    still a step of its own (6.1.c); its targets were chosen as the card or ability was played."""
    said = " and ".join(s.text for s in step.then)
    if not game.ask_may(ctx.controller, f"whether to: {said} ({ctx.label})", "5.2.3.e"):
        game.trace.emit("may", f"{ctx.controller} chooses not to: {said}; none of these steps happens", ["5.2.3.e"])
        ctx.did, ctx.last = False, []
        return
    game.trace.emit("may", f"{ctx.controller} chooses to: {said}", ["5.2.3.e"])
    resolve(game, ctx, step.then, mode)
    ctx.did = True  # "if you did" after it: its player chose to do it (published game, v5.0 6.5.f)


def _from_you(game: "Table", controller: str) -> list[str]:
    """The players in turn order from `controller` on ("starting with you")."""
    turn = [p.name for p in game.state.turn_order()]
    i = turn.index(controller)
    return turn[i:] + turn[:i]


@implements("6.1.g")
def each_player(game: "Table", ctx: Context, step: Step) -> None:
    """"Each player ...": the steps, once for each player as if that player controlled them ("you"
    and "your" are that player; "a card from your hand" is theirs to choose), in initiative order
    (6.1.g; published game v5.0 6.1.h), each knowing the earlier players' choices."""
    order = [p.name for p in game.state.initiative()]
    if step.arg == "target opponent":  # the one opponent there is, or the one chosen among several
        order = [target_opponent(game, ctx)]
    elif step.arg == "target player":  # any player, its controller included, declared as it was played (5.2.3.b)
        order = list(ctx.targets.get(id(step), []))
    elif step.arg == "my owner":
        # the owner of the object whose ability it is ("When I leave the Expedition zone — My owner
        # creates ..."), who may not control it: a card's owner never changes (v5.0 1.1.3.c)
        if ctx.source is None:
            game.trace.emit("players", f"{ctx.label}: no object, so no owner: nothing happens", [])
            return
        order = [ctx.source.owner]
        game.trace.emit("players", f"{ctx.label}: its owner is {ctx.source.owner} (v5.0 1.1.3.c)", [], published=True)
    elif step.arg == THEIR_CONTROLLER:  # "Its controller may draw a card": whose the object the step before acted on was,
        # as that step found it (v5.0 2.1.h; a group of steps is no plain step: the step before's holders are still there)
        order = _their_controllers(game, ctx, list(dict.fromkeys(ctx.holders)))  # each player once
    elif step.arg == "each opponent":  # its controller's opponents, in initiative order (a 2v2 partner is not one)
        theirs = set(opponents(game.state, ctx.controller))
        order = [n for n in order if n in theirs]
    elif step.arg == "starting with you":  # "Starting with you, each player ...": then in turn order
        order = _from_you(game, ctx.controller)
    acted: list = []
    did = False
    for name in order:
        if game.state.over:
            return
        p = game.state.player(name)
        sub = Context(p.name, ctx.label, ctx.source, ctx.source_number)
        sub.it, sub.outer_last = ctx.it, list(ctx.last)
        sub.die, sub.paid = ctx.die, ctx.paid  # the effect's die result and count, the same for each player
        with game.trace.under("each player", f"{p.name}: {', then '.join(s.text for s in step.then)}", ["6.1.g"], player=p.name):
            resolve(game, sub, step.then)
        acted += [o for o in sub.last if o not in acted]
        did = did or bool(sub.did)
    # "Target opponent may X. If they do (don't), ...": whether the player did their last step (6.5.f in v5.0)
    ctx.did, ctx.could_not = did, False
    # the objects the players' steps acted on are what this step acted on: `them` after it ("Target
    # player may play a Character. It gains Anchored": the Character played)
    ctx.last = acted




def for_each_player(game: "Table", ctx: Context, step: Step) -> None:
    """Steps done once per player (the players' own top cards revealed, one of them played by the
    effect's controller): once for each player, still its controller's ("you" is the effect's controller;
    `that player` the player of this time: `deck: that player`), in initiative order, or from its
    controller in turn order ("starting with you"). The built-in edition has no such effect: the
    published game (v5.0 6.5.i: a step done several times, one time after the other, each with its
    own choices)."""
    order = _from_you(game, ctx.controller) if step.arg == "starting with you" else [p.name for p in game.state.initiative()]
    before = ctx.that_player
    try:
        for name in order:
            if game.state.over:
                return
            ctx.that_player = name
            with game.trace.under("each player", f"{ctx.label}, for {name}: {', then '.join(s.text for s in step.then)} "
                                  "(v5.0 6.5.i)", [], player=name, published=True):
                resolve(game, ctx, step.then)
    finally:
        ctx.that_player = before


@implements("2.2.2.m", "4.2.5.b")
def after_rest(game: "Table", ctx: Context, step: Step) -> None:
    """"[Do X] after Rest": an effect that lasts beyond its resolution (an Emblem in Limbo,
    2.2.2.m) waiting for the next Rest (4.2.5.b); once Rest is done, a Reaction doing X is created
    in Limbo, played when Reactions are checked after Rest (published game, v5.0 4.2.d remark:
    "Reactions that trigger after [that daily effect]"), its targets chosen as it is played
    (5.2.3.b). Controlled by the effect's controller."""
    ability = step.parsed[0]  # read with the card (abilities._parse_step)
    source = ctx.source
    e = GameObject(f"delayed {game.state.next_number}", EMBLEM_DELAYED, ctx.controller, ctx.controller, "limbo",
                   game.state.new_number(),
                   emblem=Emblem("delayed", source=source.uid if source is not None else "", source_number=ctx.source_number or 0,
                                 ability=ability, text=ability.text, source_label=ctx.label.removesuffix("'s reaction"),
                                 # "that Expedition" after Rest: the one the reaction's event was about (its `pointed`)
                                 expeditions=tuple(f"{p} {x}" for p, x in ctx.pointed)))
    game.state.limbo.append(e)
    game.trace.emit("emblem", f"{ctx.label}: an Emblem waits in Limbo for the end of Rest: \"{ability.text}\" "
                    "(v5.0 4.2.d remark)", ["2.2.2.m"], published=True)


def _my_counters_plus(game: "Table", ctx: Context, arg: dict) -> int:
    """X+N, where X is my number of NAME counters, counted as the step begins: the object's as it
    is now (a Spell's in Limbo keeps those it had in Reserve, v5.0 2.5.l; one played from Hand has
    none, 2.5.b); an object no longer there has none."""
    o = me(game, ctx)
    x = counter_count(o, arg["counters"]) if o is not None and o.exists else 0
    n = x + arg["plus"]
    game.trace.emit("count", f"{ctx.label}: X, my number of {arg['counters']} counters, is {x}; X+{arg['plus']} is {n}", ["2.5.a"],
                    published=True)
    return n


@implements("2.4.4.a")
def _my_boosts(game: "Table", ctx: Context) -> int:
    """"For each of my boosts": counted once, as the step begins. Of an object that has left the
    Expedition zone (a reaction to its own leaving), the boosts it had as it left: the object that
    left no longer exists, and an effect uses what it was when it stopped existing (published game,
    v5.0 6.3.j, 2.1.h); otherwise the object's boosts now."""
    if ctx.follow_source and "boosts" in ctx.last_known:
        n = int(ctx.last_known["boosts"])
        game.trace.emit("count", f"{ctx.label}: my boosts as I left, {n} (v5.0 6.3.j)", ["2.4.4.a"], published=True)
        return n
    o = me(game, ctx)
    n = o.boosts if o is not None and o.exists else 0
    game.trace.emit("count", f"{ctx.label}: my boosts, {n}", ["2.4.4.a"])
    return n


@implements("5.2.3.b")
def targets_now(game: "Table", ctx: Context, steps: list[Step]) -> bool:
    """The targets of `steps` chosen now, just before they are performed (v5.0 6.5.b), anew each
    time (a step done again, 6.5.i); the Tough of those targets paid at once (v5.0 7.4.7.c).
    False if the choice was illegal (nothing of it happens)."""
    for s, _sel in target_slots(steps, None):
        ctx.targets.pop(id(s), None)
    ctx.budget, ctx.tough_due = None, 0
    illegal = choose_targets(game, ctx, steps, None)
    if illegal:
        game.trace.emit("illegal", f"{ctx.label}: {illegal}", ["5.2.3.b"])
        return False
    if ctx.tough_due:
        game.trace.emit("tough", f"{ctx.controller} pays {ctx.tough_due} more for the Tough of the targets (v5.0 7.4.7.c)",
                        ["6.1.d"], published=True)
        spend_orbs(game, ctx.controller, ctx.tough_due)
        ctx.tough_due = 0
    return True


def repeat(game: "Table", ctx: Context, step: Step) -> None:
    """"Do the following X+1 times", "Target opponent may [Exhausted Resupply] twice": the steps done that many times, one time after the other,
    each with its own choices and its own targets, chosen as that time is performed (published
    game, v5.0 6.5.i, 6.5.b). The number is counted once, as the step begins."""
    per = step.arg.get("per")
    if "times" in step.arg:  # "twice": a fixed number
        n = step.arg["times"]
    elif per and per != "my boosts":  # "Do this once for each ...": counted once, as the step begins
        n = count_per(game, ctx, per, step)
        game.trace.emit("count", f"{ctx.label}: {n} {per}: {n} time{'s' if n != 1 else ''}", ["5.2.3.f"])
    else:
        n = _my_boosts(game, ctx) if per == "my boosts" else _my_counters_plus(game, ctx, step.arg)
    for i in range(n):
        with game.trace.under("repeat", f"{ctx.label}: time {i + 1} of {n} (v5.0 6.5.i)", [], published=True):
            if names_target_opponent(step.then):
                # "In a multiplayer game, Lithium could choose two different target opponents" (v5.0 6.5.i's
                # example): the target opponent too is chosen anew each time
                ctx.targets.pop("target opponent", None)
            if targets_now(game, ctx, step.then):
                resolve(game, ctx, step.then, None)


def choose_modes(game: "Table", ctx: Context, step: Step) -> None:
    """"Choose three: • ..." or "Choose X+1: • ...": as the step resolves, its controller chooses that many modes, one at a
    time, in the order they will be done; a mode at most once unless the card says the same may be
    chosen again; asked for more modes than there are, without repeats, they choose them all, in
    their order. Then each chosen mode is done in that order, its targets chosen just before it
    (published game, v5.0 6.5.g, 6.5.b)."""
    if "per" in step.arg:  # "up to the number of ...": counted as the step resolves (5.2.3.f)
        n = count_per(game, ctx, str(step.arg["per"]), step)
        game.trace.emit("count", f"{ctx.label}: {n} {step.arg['per']}: up to {n} mode{'s' if n != 1 else ''}", ["5.2.3.f"])
    else:
        n = step.arg["count"] if "count" in step.arg else _my_counters_plus(game, ctx, step.arg)
    again = step.arg["same mode again"]
    up_to = step.arg.get("up to", False)  # "Choose up to three": `done` stops, even before the first (5.2.3.c)
    least = step.arg.get("at least", 0)  # "you may choose both": `done` only once that many are chosen
    chosen: list[int] = []
    while len(chosen) < n:
        options = [str(i + 1) for i in range(len(step.modes)) if again or i not in chosen]
        if not options:
            break
        asked = options + (["done"] if up_to and len(chosen) >= least else [])
        answer = game.ask(ctx.controller, DecisionKind.MODE, asked, "5.2.3.c",
                          f"mode {len(chosen) + 1} of {'up to ' if up_to else ''}{n} of {ctx.label}" + ("; done: no more" if "done" in asked else ""))
        if str(answer) not in asked:
            raise ChoiceNeeded(ctx.controller, f"mode {len(chosen) + 1} of {n} of {ctx.label}", asked, "5.2.3.c",
                               kind=DecisionKind.MODE)
        if str(answer) == "done":
            break
        chosen.append(int(answer) - 1)
    game.trace.emit("mode", f"{ctx.controller} chooses the modes {', then '.join(str(i + 1) for i in chosen) or 'none'} (in that order, "
                    "v5.0 6.5.g)", ["5.2.3.c"], published=True)
    for i in chosen:
        with game.trace.under("mode", f"{ctx.label}: mode {i + 1}", ["5.2.3.c"], published=True):
            if targets_now(game, ctx, step.modes[i]):
                resolve(game, ctx, step.modes[i], None)


@implements("5.2.3.f")
def roll_a_die(game: "Table", ctx: Context, step: Step) -> None:
    """A fair six-sided die, from the game's seeded generator (the same seed, the same rolls),
    then the outcome the result falls in. The built-in edition has no dice: the published game
    (v5.0 7.3.33.a-b). An outcome's targets were chosen as the card or ability was played, before
    the roll, as a conditional step's are (5.2.3.b, 5.2.3.f); an outcome that does not happen
    leaves them untouched. (v5.0 chooses a step's targets just before that step, 6.5.b; the
    engine follows the built-in edition's declaration for every target.)"""
    if step.may and not game.ask_may(ctx.controller, f"whether to roll a die ({ctx.label})", "5.2.3.e"):
        game.trace.emit("may", f"{ctx.controller} chooses not to roll: no outcome happens", ["5.2.3.e"])
        ctx.did = False
        return
    result = roll_one(game, ctx)
    if not step.modes:
        game.trace.emit("die", f"the result {result} is noted for the steps that use it (v5.0 7.3.33.b)", [], published=True)
        return
    for (lo, hi), steps in zip(step.arg, step.modes):
        if lo <= result <= hi or (lo, hi) == (0, 0):  # (0, 0): "otherwise", the last outcome, any result not named before
            if (lo, hi) == (0, 0):
                game.trace.emit("die", f"{result} is none of the results named: the \"otherwise\" outcome", [], published=True)
            resolve(game, ctx, steps, None)
            return
    game.trace.emit("die", f"no outcome for {result}: nothing happens", [], published=True)


@implements("v5.0 7.3.33.a", "v5.0 7.3.33.b", "v5.0 7.3.33.c", "v5.0 6.2.c")
def roll_one(game: "Table", ctx: Context) -> int:
    """Its controller rolls one die: the result, as the passives of the table change it and with
    what they add; noted for the steps after it, and signalled to the reactions to rolls."""
    from .passives import active_passives

    passives = active_passives(game)
    result = _rolled(game, ctx, passives)
    for source, passive in passives:
        # a passive letting its controller raise their rolls: they see the result, then decide
        # (published game, v5.0 7.3.33.c)
        p = words.passive(passive)
        exhausting = p.kind == "add to roll" and p.name == "exhaust me"
        if exhausting and Status.EXHAUSTED in source.statuses:
            continue  # "you may exhaust me to add ...": an exhausted object cannot pay it (v5.0 1.4.1.b)
        if p.kind == "add to roll" and source.controller == ctx.controller \
                and game.ask_may(ctx.controller, f"whether to {'exhaust ' + source.label() + ' to ' if exhausting else ''}add {p.n} "
                                 f"to the result {result} ({source.label()}'s passive ability)", "v5.0 7.3.33.c"):
            if exhausting:
                effects.exhaust(game, source, ctx.controller)
            result += p.n
            game.trace.emit("die", f"{ctx.controller} adds {p.n} to the result, by {source.label()}'s passive ability: {result} "
                            "(v5.0 7.3.33.c)", [], published=True, object=source.uid, result=result)
    ctx.die = result  # noted: a later step may use it, "the result" (v5.0 7.3.33.b)
    game.state.note("roll", ctx.controller)  # "the first time you roll a die each Day"
    # a reaction to the roll reads this result (its Emblem keeps it, as it keeps what it needs of the event)
    signal(game, "roll", player=ctx.controller, result=result, before={"die": result})
    for source, passive in passives:
        # the reveal of the roller's top deck card: an additive modifier, its atomic action added
        # to the roll's step (published game, v5.0 6.2.c)
        if words.passive(passive).kind == "reveal on roll" and source.controller == ctx.controller:
            reveal_top(game, ctx.controller, source, result, f"{source.label()}'s passive ability, as {ctx.controller} rolls (v5.0 6.2.c)")
    return result


@implements("v5.0 7.3.33.a", "v5.0 6.2.b")
def _rolled(game: "Table", ctx: Context, passives: list) -> int:
    """The result of its controller's roll of one die; with a passive ability of theirs replacing
    each roll by one more die, one ignored (published game, v5.0 6.2.b: a replacing modifier), two
    dice, then the one they keep, their choice once both are seen. Two such abilities at once (what
    "that many dice plus one" then counts, and their order, v5.0 6.2.g): not modelled."""
    extra = [source for source, passive in passives if words.passive(passive).kind == "extra die" and source.controller == ctx.controller]
    first = game.state.random().randint(1, 6)
    if not extra:
        game.trace.emit("die", f"{ctx.controller} rolls a die: {first} (v5.0 7.3.33.a)", [], published=True, result=first)
        return first
    if len(extra) > 1:
        from .table import EngineError
        raise EngineError(f"{ctx.label}: not modelled: two passive abilities each replacing a roll by one more die "
                          f"({', '.join(o.label() for o in extra)}): their order and what the second counts, no edition says")
    second = game.state.random().randint(1, 6)
    game.trace.emit("die", f"{ctx.controller} rolls two dice instead of one, by {extra[0].label()}'s passive ability: {first} and "
                    f"{second} (v5.0 6.2.b)", [], published=True, object=extra[0].uid)
    options = sorted({str(first), str(second)})
    answer = options[0] if len(options) == 1 else \
        str(game.ask(ctx.controller, DecisionKind.CHOOSE, options, "v5.0 6.2.b", f"the die to keep of {first} and {second}, the other ignored ({ctx.label})"))
    if answer not in options:
        raise ChoiceNeeded(ctx.controller, f"the die to keep of {first} and {second} ({ctx.label})", options, "v5.0 6.2.b",
                           kind=DecisionKind.CHOOSE)
    game.trace.emit("die", f"{ctx.controller} keeps {answer} and ignores the other: the result is {answer} (v5.0 7.3.33.a)", [],
                    published=True, result=int(answer))
    return int(answer)


@implements("6.1.c")
def one_of(game: "Table", ctx: Context, step: Step) -> None:
    """"Have target Character gain 1 boost or lose Fleeting": its controller chooses one of the
    options as the step resolves, just before it (the built-in edition does not say who makes a
    step's decisions, nor when: published game, v5.0 6.1.g); every option is offered, one without
    consequence too (v5.0 6.1.g's remark). Then the chosen one is done."""
    said = [", then ".join(t.text for t in m) for m in step.modes]
    options = [str(i + 1) for i in range(len(step.modes))] + (["none"] if step.may else [])
    answer = str(game.ask(ctx.controller, DecisionKind.CHOOSE, options, "6.1.c",
                          f"one of: {'; '.join(f'{i + 1}: {t}' for i, t in enumerate(said))}{', or none' if step.may else ''} "
                          f"({ctx.label})"))
    if answer == "none" and step.may:  # "You may A or B": neither (5.2.3.e)
        game.trace.emit("may", f"{ctx.controller} chooses neither", ["5.2.3.e"], player=ctx.controller)
        ctx.did, ctx.last = False, []
        return
    if answer not in options:
        raise ChoiceNeeded(ctx.controller, f"one of the options of {ctx.label}", options, "6.1.c", kind=DecisionKind.CHOOSE)
    i = int(answer) - 1
    game.trace.emit("choice", f"{ctx.controller} chooses: {said[i]}, as the step resolves (v5.0 6.1.g)", ["6.1.c"], published=True,
                    player=ctx.controller)
    resolve(game, ctx, step.modes[i], None)


def reveal_top(game: "Table", player: str, by: GameObject | None, result: int | None, why: str) -> None:
    """Reveal the top card of `player`'s Deck (shown to every player; it stays there): the reactions
    "when you reveal a card this way" of the object `by` whose ability revealed it trigger, `it`
    the card, and the die's result of the roll it went with kept for them."""
    deck.ensure_position(game, player, 1, quiet=True)  # built-in 3.2.2.d: the Discard shuffled in first
    top = game.state.player(player).zones["deck"][:1]
    if not top:
        game.trace.emit("reveal", f"{player}'s Deck is empty: no card to reveal ({why})", [], published=True)
        return
    game.trace.emit("reveal", f"{player} reveals the top card of their Deck: {top[0].label()} ({why})", [], published=True,
                    object=top[0].uid)
    signal(game, "revealed", subject=top[0], player=player, by=by.uid if by is not None else None,
           before={"die": result} if result is not None else None)


# The steps that hold other steps, each run its own way (run_step)
_SHAPES = {"one of": one_of, "roll a die": roll_a_die, "each player": each_player, "for each player": for_each_player, "after rest": after_rest, "repeat": repeat,
           "choose modes": choose_modes}


def said_amount(game: "Table", ctx: Context, arg, default=1) -> int:
    """A step's amount now: a number, `that many` (the cards its internal action's cost
    discarded, 5.2.3.g) or `the result` (the die's, as noted and changed since: published game,
    v5.0 7.3.33.b). Where the last two may be said is checked at load (abilities.py)."""
    said = arg.get("amount", default) if isinstance(arg, dict) else arg
    if said == THAT_MANY:
        game.trace.emit("count", f"{ctx.label}: that many is {ctx.paid}, the cards its cost or the step before moved", ["5.2.3.g", "5.2.3.f"])
        return ctx.paid
    if said == THE_RESULT:
        game.trace.emit("count", f"{ctx.label}: X is the result, {ctx.die or 0}", [], published=True)
        return ctx.die or 0
    if said == THEIR_HIGHEST:
        return _their_highest(game, ctx)
    if said == ITS_HAND_COST:
        moved = (ctx.last or [None])[0]
        n = (moved.card.hand_cost or 0) if moved is not None else 0
        game.trace.emit("count", f"{ctx.label}: X is {n}, the Hand Cost of {moved.label() if moved is not None else 'nothing moved'}",
                        ["1.1.6.d"], published=True)
        return n
    if said == THE_X:  # the Mana its player declared for "{X}" as they played the quick action (v5.0 7.1.4.c, 5.1.2.c)
        game.trace.emit("count", f"{ctx.label}: X is {ctx.x or 0}, the Mana paid for it", ["5.1.2.b"], published=True)
        return ctx.x or 0
    return _amount(arg, default)


@implements("2.2.9.c")
def _their_highest(game: "Table", ctx: Context) -> int:
    """The highest statistic of the one Character the step before acted on, as it is now: its
    printed statistics, each raised by its boosts (published game, v5.0 2.5.1.b); none (0) when
    that step found no Character (1.1.6.d in v5.0: a missing number is 0)."""
    found = [o for o in (ctx.last or []) if o.exists and o.card.type == "character"]
    if len(found) != 1:
        game.trace.emit("count", f"{ctx.label}: no one Character to read a statistic of: 0", [], published=True)
        return 0
    o = found[0]
    stats = character_stats(o)
    game.trace.emit("count", f"{ctx.label}: the highest statistic of {o.label()} is {max(stats)} ({fmt(stats)}, boosts "
                    "included, v5.0 2.5.1.b)", [], published=True, object=o.uid)
    return max(stats)


def _amount_words(n, noun: str) -> tuple[str, str]:
    """("2 cards" | "that many cards" | "X cards", ", where X is the result" or "")."""
    if n == THE_RESULT:
        return f"X {noun}s", ", where X is the result"
    if n == THEIR_HIGHEST:
        return f"X {noun}s", ", where X is its highest statistic"
    if n == ITS_HAND_COST:
        return f"X {noun}s", ", where X is its Hand Cost"
    if n == THAT_MANY:
        return f"that many {noun}s", ""
    if n == THE_X:
        return f"X {noun}s", ""
    return f"{n} {noun}{'s' if n != 1 else ''}", ""


def _count_or_x(v) -> int | str:
    """A number of tokens, `x`: the Mana paid for a quick action's "{X}" cost, or `the result`: the
    die's, as the effect noted it (published game, v5.0 7.3.33.b; only after a roll, abilities.py)."""
    if isinstance(v, str) and norm(v) in (THE_X, THE_RESULT):
        return norm(v)
    return count_value(v)


def _times_per(game: "Table", ctx: Context, per: str, each: int, noun: str, rules: list | None = None) -> int:
    """An amount `each` for every one of what `per` counts, counted once as the step resolves
    (5.2.3.f), and said in the trace."""
    count = count_per(game, ctx, per)
    game.trace.emit("count", f"{ctx.label}: {count} {per}, so {each * count} {noun}", rules or [])
    return each * count


def _amount(arg, default=1) -> int:
    if isinstance(arg, dict):
        return int(arg.get("amount", default))
    return int(arg) if isinstance(arg, (int, str)) and str(arg).isdigit() else default


def make_token_card(text: str, abilities: list, parsed: tuple, reserve_cost: int | None = None) -> Card:
    """The Character token an effect creates: 'Name F/M/W Subtypes', with its abilities as data
    and as read when its card was (made once per kind of token: a card is a value); a Signature
    token, created in a Reserve, has the Reserve Cost its token card gives."""
    key = (text, repr(abilities)) if reserve_cost is None else ("reserve", text, reserve_cost, repr(abilities))
    card = _TOKEN_CARDS.get(key)
    if card is None:
        card = _TOKEN_CARDS[key] = _token_card(text, abilities, parsed, reserve_cost)
    return card


@implements("v5.0 6.2.b")
def tokens_made(game: "Table", creator: str, label: str) -> int:
    """How many tokens `creator` creates where an effect says one: two where a passive ability of
    theirs doubles each token they would create, where it would be (a replacing modifier, published
    game v5.0 6.2.b). Two or more such abilities: whether the second applies to
    the tokens the first made, no edition says (v5.0 6.2.i has each apply once to an event, and
    creating two is then one event or two): not modelled."""
    from .passives import active_passives

    doubling = [src for src, p in active_passives(game) if words.passive(p).kind == "tokens twice" and src.controller == creator]
    if not doubling:
        return 1
    if len(doubling) > 1:
        from .table import EngineError
        raise EngineError(f"{label}: not modelled: {len(doubling)} replacement effects ({', '.join(o.label() for o in doubling)}) "
                          f"double the tokens {creator} creates; whether each applies to the tokens the others made, no edition says")
    game.trace.emit("replace", f"{creator} would create a token: {doubling[0].label()}'s passive ability creates two in the same "
                    "place instead (v5.0 6.2.b)", [], published=True, object=doubling[0].uid)
    return 2


def new_token(game: "Table", card: Card, creator: str, player: str, zone: str) -> GameObject:
    """A token object of `card`, created by `creator` in `player`'s `zone` (its owner is its
    creator, v5.0 1.1.7.b), numbered as the tokens made before it."""
    game.state.token_count += 1
    o = GameObject(f"{card.name} {game.state.token_count}", card, creator, player, zone, game.state.new_number())
    game.state.zone_list(player, zone).append(o)
    return o


def tokens_created(game: "Table", made: list[GameObject], creator: str) -> None:
    """What notices tokens once they are made, each in turn: its joining its zone, "when you create a
    token" (its creator's, a Character or a Permanent, v5.0 2.2.1.d), and the Gift its player receives
    if the creator is another player in their turn (a token joining their zones, v5.0 7.3.30.a)."""
    for o in made:
        signal(game, "join", subject=o, zone=o.zone, from_zone=None)
        signal(game, "token", subject=o, player=creator)
        gifts.received(game, o.controller, "token", token=o)


_TOKEN_CARDS: dict[tuple, Card] = {}


def make_landmark_token_card(name: str, subtypes: list, abilities: list, parsed: tuple) -> Card:
    """The Landmark Permanent token an effect creates in a player's Landmarks ("Create an
    [Aerolith] token in your Landmarks"): its name, sub-types and abilities, from the token card
    read with the card that creates it (made once per kind of token: a card is a value)."""
    key = ("landmark", name, tuple(subtypes), repr(abilities))
    card = _TOKEN_CARDS.get(key)
    if card is None:
        card = _TOKEN_CARDS[key] = Card(name=name, type="permanent", subtypes=tuple(subtypes), token=True, abilities=tuple(parsed),
                                        spec={"landmark token": name, "subtypes": list(subtypes), "abilities": list(abilities)})
    return card


def _token_card(text: str, abilities: list, parsed: tuple, reserve_cost: int | None = None) -> Card:
    m = TOKEN_RE.match(text)
    costs = {} if reserve_cost is None else {"hand_cost": 0, "reserve_cost": reserve_cost}
    return Card(name=m.group("name"), type="character", subtypes=tuple(m.group("subs").split()),
                stats=(int(m.group("f")), int(m.group("m")), int(m.group("w"))), token=True,
                abilities=tuple(parsed), **costs,
                spec={"token": text, **({"reserve cost": reserve_cost} if reserve_cost is not None else {}), "abilities": list(abilities)})


# -- the verbs: one class each ----------------------------------------------------------------------
class Verb:
    """One verb of the abilities' language (6.1.c): its argument (the kinds of value of
    language.py, checked when a card is read), its words (for the trace and `judge card`), the
    targets it declares (chosen as the card or ability is played, 5.2.3.b) and what it does. Each
    is registered once, in VERBS."""

    name = ""
    plain = None  # the kind of a plain argument, or None: a mapping only
    keys: dict | None = {}  # the keys of a mapping, each with its kind (None: a plain argument only)
    needs: tuple = ()  # groups of keys of which one is needed

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        if isinstance(a, dict):
            sel = a.get("choose") or a.get("object") or ""
            return f"{may}{s.verb} {sel}".strip()
        return f"{may}{s.verb} {a}".strip() if a else f"{may}{s.verb}"

    def slots(self, step: Step) -> list[str]:
        """The selectors of the targets this step declares ("target character", ...)."""
        arg = step.arg
        if isinstance(arg, str):
            sels = [arg]
        elif isinstance(arg, dict):
            sels = [v for k, v in arg.items() if k in ("object", "choose", "in") and isinstance(v, str)]
        else:
            sels = []
        out = []
        for sel in sels:
            if sel.lower().startswith("target opponent's "):
                continue  # an expedition of the target opponent, declared as the opponent is (declares_opponent)
            # ("up to 2 character you control", no "target": chosen as the step resolves, 6.1.g, not declared)
            if sel.lower().startswith(("target ", "another target ")) or re.match(r"(?:up to [1-9]|any number of|[2-9]) (?:another )?target ",
                                                                                 sel.lower()):
                out.append(sel)
            elif sel.lower().endswith(" in target expedition"):  # the expedition is the target (5.2.3.b)
                out.append("target expedition")
            elif sel.lower().endswith(" controlled by target player"):  # the player is the target (5.2.3.b)
                out.append("target player")
        if isinstance(arg, dict) and TARGET_PLAYER_PER.match(str(arg.get("per", ""))):
            out.append("target player")  # "X is the number of cards in target player's Reserve" (5.2.3.b)
        return out

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        raise NotImplementedError(self.name)


_CHOOSE = {"choose": object_value, "object": object_value}
_OBJECT = {"object": object_value}


def _sacrificed(v) -> str:
    """What a sacrifice names: objects its player controls (v5.0 7.3.36.a), never another player's."""
    sel = object_value(v)
    read = words.selector(str(sel))
    if read.theirs or read.not_mine or read.by_target_opponent or read.by_target_player:
        raise AbilityError(f"unknown object selector {short(v)} for a sacrifice: a player sacrifices what they control "
                           "(v5.0 7.3.36.a)")
    return sel


class Sacrifice(Verb):
    name = "sacrifice"
    plain = _sacrificed
    keys = {"choose": _sacrificed, "object": _sacrificed, "count": count_value}
    needs = (("choose", "object"),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        if isinstance(a, dict) and int(a.get("count", 1)) > 1:
            return f"{may}sacrifice {a['count']} {a.get('choose', 'characters you control').replace('a character', 'characters')}"
        return super().render(s, may, render_ability, render_step)

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        sel = (step.arg.get("choose") or step.arg.get("object")) if isinstance(step.arg, dict) else step.arg
        count = int(step.arg.get("count", 1)) if isinstance(step.arg, dict) else 1
        # several objects: one step, one atomic action each, at once (6.1.e-f)
        chosen = objects(game, ctx, step, sel, count)  # found first: "them" reads what the step before named
        ctx.last = []
        for o in chosen:
            effects.sacrifice(game, o, ctx.controller)
        ctx.last = list(chosen)  # "its Hand Cost was ...": the objects as they were sacrificed


class EachPlayerSacrifices(Verb):
    name = "each player sacrifices"
    plain = a_character_value
    keys = {}
    needs = ()

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        """Each player chooses, in initiative order (the turn player in the Afternoon, else the
        first player: 6.1.g, published game v5.0 6.1.h), knowing the earlier choices; all are
        sacrificed at once."""
        chosen = []
        for p in game.state.initiative():
            sub = Context(p.name, ctx.label, ctx.source, ctx.source_number)
            options = candidates(game, sub, "a character you control")
            if not options:
                game.trace.emit("nothing", f"{p.name} controls no Character to sacrifice", ["6.1.g"])
                continue
            answer = game.ask(p.name, DecisionKind.CHOOSE, [o.uid for o in options], "6.1.g", f"a Character to sacrifice ({ctx.label})")
            o = game.find(answer, among=options)
            game.trace.emit("choice", f"{p.name} chooses {o.label()}; the others know it before they choose", ["6.1.g"],
                            published=True, object=o.uid, player=p.name)
            chosen.append((o, p.name))
        note_found(ctx, [o for o, _ in chosen])  # "in each of those Characters' Expeditions": where they were
        for o, who in chosen:
            effects.sacrifice(game, o, who)


def _own_zone(v) -> str:
    if not isinstance(v, str) or v.strip().lower().removeprefix("your ") not in ("hand", "reserve"):
        raise AbilityError(f"discard all: your hand or your reserve, not {str(v)[:40]!r}")
    return v.strip().lower().removeprefix("your ")


class DiscardZone(Verb):
    """"Discard your hand", "discard your Reserve": every card there, one atomic action each, all
    at once (6.1.e-f; 7.3.4)."""

    name = "discard all"
    plain = staticmethod(lambda v: _own_zone(v))
    keys = None
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}discard your {s.arg}"

    @implements("7.3.4.a", "6.1.e", "6.1.f")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        zone = step.arg
        cards = list(game.state.player(ctx.controller).zones[zone])
        ctx.found = len(cards)
        game.trace.emit("discard", f"{ctx.controller} discards their {zone.capitalize()} ({len(cards)} card{'s' if len(cards) != 1 else ''})",
                        ["7.3.4.a", "6.1.e"], player=ctx.controller)
        for o in cards:
            move(game, o, "discard", o.owner, cause="effect")


class KeepOneInEachReserve(Verb):
    """One card kept in each player's Reserve, the rest of every Reserve discarded: its controller
    chooses, for each player in initiative order (a player with an empty Reserve has nothing to
    choose), one card to keep; then every other card in every Reserve is discarded, one atomic action
    each, all at once (6.1.e-f, 7.3.4.a), each by the effect's controller (a Reserve card of an
    opponent's, as a Sabotage discards one)."""

    name = "keep one card in each reserve"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}choose one card in each player's Reserve, then discard every other card in every Reserve"

    @implements("7.3.4.a", "6.1.e", "6.1.f")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        kept = []
        for p in game.state.initiative():
            cards = list(p.zones["reserve"])
            if not cards:
                continue
            answer = game.ask(ctx.controller, DecisionKind.CHOOSE, [o.uid for o in cards], "6.1.g",
                              f"the card of {p.name}'s Reserve to keep ({ctx.label})")
            o = game.find(answer, among=cards)
            kept.append(o.uid)
            game.trace.emit("keep", f"{ctx.label}: {ctx.controller} keeps {o.label()} in {p.name}'s Reserve", ["6.1.g"], object=o.uid)
        rest = [o for p in game.state.players for o in p.zones["reserve"] if o.uid not in kept]
        ctx.found = len(rest)
        with at_once(game):
            for o in rest:
                effects.discard(game, o, ctx.controller)


class Discard(Verb):
    """`{choose: a character in your reserve, count: 2, up to: true}`: up to that many, chosen by its
    player as the step resolves ("discard up to two Characters from your Reserve")."""

    name = "discard"
    plain = object_value
    keys = {**_CHOOSE, "count": count_value, "up to": lambda v: boolean(v, "up to")}
    needs = (("choose", "object"),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        if isinstance(a, dict) and a.get("count"):
            sel = re.sub(r"^an? (\w+)", r"\1s", str(a.get("choose") or a.get("object") or ""))  # "a character in ..." -> "characters in ..."
            return f"{may}discard {'up to ' if a.get('up to') else ''}{a['count']} {sel}"
        return super().render(s, may, render_ability, render_step)

    def check(self, arg) -> None:
        if isinstance(arg, dict) and ("count" in arg or "up to" in arg) and not arg.get("choose"):
            raise AbilityError("discard: count and up to go with choose: SELECTOR (chosen as the step resolves)")

    @implements("6.1.e", "6.1.f", "6.3.d")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        sel = (step.arg.get("choose") or step.arg.get("object")) if isinstance(step.arg, dict) else step.arg
        count = int(step.arg.get("count", 1)) if isinstance(step.arg, dict) else 1
        found = objects(game, ctx, step, sel, count, up_to=bool(step.arg.get("up to"))) if count > 1 else objects(game, ctx, step, sel)
        if len(found) < 2:
            for o in found:
                effects.discard(game, o, ctx.controller)
        else:
            # one atomic action each, all at once (6.1.e-f): a reaction of an object discarded by this
            # same step notices the others too, having existed before the event (6.3.d)
            with at_once(game):
                for o in found:
                    effects.discard(game, o, ctx.controller)
        # "them" after it: the cards discarded, in the Discard pile now ("its {R} abilities")
        ctx.last = [c for c in (_current(game, o) for o in found) if c.exists and c.zone == "discard"]


class _CountVerb(Verb):
    """Boosts and counters an object gains or loses: one way to say them."""

    plain = None
    keys = {"object": object_value, "name": counter_name_value, "amount": count_value}
    needs = (("name",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        obj = a.get("object", "me")
        n = a.get("amount", 1)
        noun = "boost" if self.name == "gain boosts" else f"{a.get('name')} counter"
        noun += "s" if n != 1 else ""
        if self.name == "remove counters":
            return f"{may}remove {n} {noun} from {obj}"
        if may and obj == "them":
            return f"{may}have them gain {n} {noun}"
        who = {"me": "I gain", "them": "they gain"}.get(obj, f"{obj} gains")
        return f"{may}{who} {n} {noun}"


class GainBoosts(_CountVerb):
    """`max`: "up to a maximum of N": the object gains boosts until it has N, and none if it has
    N already (the published game's wording; the built-in edition has no such cap)."""

    name = "gain boosts"
    keys = {"object": object_value, "amount": amount_value, "max": count_value, "per": per_value, "plus my counters": counter_name_value}
    needs = ()

    def check(self, arg: dict) -> None:
        if "plus my counters" in arg and (not isinstance(arg.get("amount", 1), int) or "per" in arg):
            raise AbilityError("plus my counters: with a number amount (X+N, X my number of NAME counters), not with per")

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        if isinstance(s.arg, dict) and "plus my counters" in s.arg:
            obj = s.arg.get("object", "me")
            who = {"me": "I gain", "them": "they gain"}.get(obj, f"{obj} gains")
            return (f"{may}{who} X+{s.arg.get('amount', 1)} boosts, where X is my number of {s.arg['plus my counters']} counters"
                    + (f", up to a maximum of {s.arg['max']}" if "max" in s.arg else ""))
        if isinstance(s.arg, dict) and s.arg.get("amount") in (THE_RESULT, THAT_MANY, THEIR_HIGHEST, ITS_HAND_COST):
            obj = s.arg.get("object", "me")
            who = {"me": "I gain", "them": "they gain"}.get(obj, f"{obj} gains")
            said, where_x = _amount_words(s.arg["amount"], "boost")
            text = f"{may}{who} {said}" + (f" per {s.arg['per']}" if "per" in s.arg else "") + where_x
            return text + (f", up to a maximum of {s.arg['max']}" if "max" in s.arg else "")
        text = super().render(s, may, render_ability, render_step)
        if isinstance(s.arg, dict) and "per" in s.arg:
            text += f" per {s.arg['per']}"
        return text + (f", up to a maximum of {s.arg['max']}" if isinstance(s.arg, dict) and "max" in s.arg else "")

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        cap = step.arg.get("max") if isinstance(step.arg, dict) else None
        amount = said_amount(game, ctx, step.arg)
        if isinstance(step.arg, dict) and "plus my counters" in step.arg:
            # "X+N boosts, where X is my number of NAME counters": counted as the step resolves
            amount = _my_counters_plus(game, ctx, {"counters": step.arg["plus my counters"], "plus": amount})
        if isinstance(step.arg, dict) and "per" in step.arg:
            amount = _times_per(game, ctx, step.arg["per"], amount, "boosts", ["3.1.2.b"] if "each player's" in step.arg["per"] else [])
        for o in objects(game, ctx, step, step.arg.get("object", "me")):
            cap = support_cap(game, ctx, o, step.arg.get("max") if isinstance(step.arg, dict) else None)
            n = amount if cap is None else max(0, min(amount, cap - o.boosts))
            if cap is not None and n < amount:
                game.trace.emit("cap", f"{o.label()} has {o.boosts} boost{'s' if o.boosts != 1 else ''}: it gains "
                                f"{n}, up to a maximum of {cap}", [], published=True, object=o.uid)
            if n:
                effects.gain_boosts(game, o, n)


@implements("2.2.10.g")
def support_cap(game: "Table", ctx: Context, o: GameObject, cap: int | None) -> int | None:
    """"Up to a max of X" for a card in a Reserve that a support ability gives counters to (boosts
    included), under the passive abilities of objects in play that raise that maximum by one or
    lift it (the published cards): lifted, no maximum; raised, X+1. Two objects raising it: X+1
    or X+2, no edition says: the run stops. Any player's Reserve ("cards in Reserve", no owner
    said: as the selectors read it, judge/conditions.py)."""
    if cap is None or not ctx.support or o.zone != "reserve":
        return cap
    from .passives import active_passives

    found = [(s, words.passive(t).kind) for s, t in active_passives(game)
             if words.passive(t).kind in ("support max lifted", "support max one more")]
    lifted = next((s for s, kind in found if kind == "support max lifted"), None)
    if lifted is not None:
        game.trace.emit("cap", f"{o.label()}: a support ability's maximum of {cap} does not apply ({lifted.label()}'s passive "
                        "ability)", [], published=True, object=o.uid)
        return None
    if len(found) > 1:
        from .table import EngineError
        raise EngineError(f"{o.label()}: {len(found)} passive abilities each raise a support ability's maximum by one: "
                          "whether they add up, no edition says; not modelled")
    if found:
        game.trace.emit("cap", f"{o.label()}: a support ability's maximum of {cap} is {cap + 1} ({found[0][0].label()}'s "
                        "passive ability)", [], published=True, object=o.uid)
        return cap + 1
    return cap


class GainCounters(_CountVerb):
    """`max`: "up to a maximum of N", as for boosts: the object gains counters of that name until
    it has N, and none if it has N already (the published game's wording)."""

    name = "gain counters"
    keys = {"object": object_value, "name": counter_name_value, "amount": amount_value, "max": count_value, "per": per_value}

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        if isinstance(s.arg, dict) and not isinstance(s.arg.get("amount", 1), int):  # X: the result, that many
            obj = s.arg.get("object", "me")
            who = {"me": "I gain", "them": "they gain"}.get(obj, f"{obj} gains")
            said, where_x = _amount_words(s.arg["amount"], f"{s.arg.get('name')} counter")
            return f"{may}{who} {said}" + (f" per {s.arg['per']}" if "per" in s.arg else "") + where_x
        text = super().render(s, may, render_ability, render_step)
        if isinstance(s.arg, dict) and "per" in s.arg:
            text += f" per {s.arg['per']}"
        return text + (f", up to a maximum of {s.arg['max']}" if isinstance(s.arg, dict) and "max" in s.arg else "")

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        cap = step.arg.get("max")
        name = str(step.arg.get("name"))
        each = said_amount(game, ctx, step.arg)
        if "per" in step.arg:  # counted once, as the step resolves (as boosts are)
            each = _times_per(game, ctx, step.arg["per"], each, f"{name} counters")
        for o in objects(game, ctx, step, step.arg.get("object", "me")):
            amount = each
            cap = support_cap(game, ctx, o, step.arg.get("max"))
            have = o.counters.get(name, 0)
            n = amount if cap is None else max(0, min(amount, cap - have))
            if cap is not None and n < amount:
                game.trace.emit("cap", f"{o.label()} has {have} {name} counter{'s' if have != 1 else ''}: it gains "
                                f"{n}, up to a maximum of {cap}", [], published=True, object=o.uid)
            if n:
                effects.gain_counters(game, o, name, n)


class LoseBoosts(Verb):
    """Boosts an object loses (2.4.4.a): as many as it has, at most."""

    name = "lose boosts"
    plain = None
    # `amount: the result` (a die's, after the roll), `per: WHAT` (that many for each, counted as the step resolves)
    keys = {"object": object_value, "amount": amount_value, "per": per_value}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        obj, n = s.arg.get("object", "me"), s.arg.get("amount", 1)
        who = {"me": "I lose", "them": "they lose"}.get(obj, f"{obj} loses")
        said, where_x = _amount_words(n, "boost")
        return f"{may}{who} {said}" + (f" per {s.arg['per']}" if "per" in s.arg else "") + where_x

    @implements("2.4.4.a")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        amount = said_amount(game, ctx, step.arg)
        if "per" in step.arg:
            amount = _times_per(game, ctx, step.arg["per"], amount, "boosts")
        for o in objects(game, ctx, step, step.arg.get("object", "me")):
            n = min(o.boosts, amount)
            if n:
                effects.lose_boosts(game, o, n)
            else:
                game.trace.emit("boost", f"{o.label()} has no boost to lose", ["2.4.4.a"], object=o.uid)


class LoseAllBoosts(Verb):
    """"Remove all boosts from [objects]": each loses every boost it has, one atomic action each,
    all at once (6.1.e-f; 2.4.4.b: it is no longer Boosted). The number removed is noted for the
    conditions "N to M boosts were removed this way" of the steps after it."""

    name = "lose all boosts"
    plain = object_value
    keys = {"object": object_value}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}remove all boosts from {object_of(s.arg)}"

    @implements("2.4.4.a", "2.4.4.b", "6.1.e")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        total = 0
        for o in objects(game, ctx, step, object_of(step.arg)):
            if o.boosts:
                total += o.boosts
                effects.lose_boosts(game, o, o.boosts)
        ctx.removed = total
        game.trace.emit("boost", f"{ctx.label}: {total} boost{'s' if total != 1 else ''} removed this way", ["2.4.4.b"])


class RemoveCounters(_CountVerb):
    """With a `name`, that name's counters (2.5.f). Without one, "remove N counters" (`up to`:
    "up to N"): N counters of any names, boosts included (counters too, v5.0 2.5.1.a), which its
    controller chooses one at a time just before the step (published game, v5.0 6.1.g: the
    controller of the effect makes a step's decisions); all of them are taken when it has N or
    fewer (as 2.5.f for one name), and with `up to` they may stop (`done`) at any count, none
    included. The counters chosen are removed together, one atomic action (6.1.e-f)."""

    name = "remove counters"
    keys = {**_CountVerb.keys, "up to": lambda v: boolean(v, "up to"), "any number": lambda v: boolean(v, "any number"),
            "all": lambda v: boolean(v, "all")}
    needs = ()
    exclusive = (("amount", "any number"), ("up to", "any number"), ("all", "amount"), ("all", "up to"), ("all", "any number"))

    def check(self, arg: dict) -> None:
        if (arg.get("any number") or arg.get("all")) and not arg.get("name"):
            raise AbilityError("any number, all: of its counters of one name (name: NAME)")

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        if s.arg.get("all"):
            return f"{may}remove all {s.arg['name']} counters from {s.arg.get('object', 'me')}"
        if s.arg.get("any number"):
            return f"{may}spend any number of {'my' if s.arg.get('object', 'me') == 'me' else 'its'} {s.arg['name']} counters"
        if s.arg.get("name"):
            return super().render(s, may, render_ability, render_step)
        n = s.arg.get("amount", 1)
        return f"{may}remove {'up to ' if s.arg.get('up to') else ''}{n} counter{'s' if n != 1 else ''} of any names " \
               f"from {s.arg.get('object', 'me')}"

    @implements("2.5.f", "6.1.e")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        if step.arg.get("any number"):  # as many of them as its controller chooses, as the step resolves (v5.0 6.1.g)
            name, spent = str(step.arg["name"]), 0
            for o in objects(game, ctx, step, step.arg.get("object", "me")):
                have = o.counters.get(name, 0)
                answer = str(game.ask(ctx.controller, DecisionKind.CHOOSE, [str(i) for i in range(have + 1)], "6.1.g",
                                      f"how many of {o.label()}'s {name} counters to spend, 0 to {have} ({ctx.label})"))
                if not answer.isdigit() or not 0 <= int(answer) <= have:
                    raise ChoiceNeeded(ctx.controller, f"how many {name} counters to spend", [str(i) for i in range(have + 1)], "6.1.g",
                                       kind=DecisionKind.CHOOSE)
                if int(answer):
                    effects.remove_counters(game, o, name, int(answer))
                game.trace.emit("counters", f"{ctx.controller} spends {answer} of {o.label()}'s {name} counters", ["2.5.f"],
                                published=True, object=o.uid)
                spent += int(answer)
            ctx.paid = spent  # "that many" after it
            return
        for o in objects(game, ctx, step, step.arg.get("object", "me")):
            if step.arg.get("all"):  # as many as it has of that name, as the step resolves (2.5.f)
                name = str(step.arg["name"])
                if counter_count(o, name):
                    effects.remove_counters(game, o, counter_key(o, name), counter_count(o, name))
                else:
                    game.trace.emit("counters", f"{o.label()} has no {name} counter to remove", ["2.5.f"], object=o.uid)
            elif step.arg.get("name"):
                effects.remove_counters(game, o, str(step.arg.get("name")), _amount(step.arg))
            else:
                _remove_any_counters(game, ctx, o, _amount(step.arg), bool(step.arg.get("up to")))


def _remove_any_counters(game: "Table", ctx: Context, o: GameObject, n: int, up_to: bool) -> None:
    """N counters of any names from `o`, chosen by the effect's controller (published game,
    v5.0 6.1.g), then removed at once (6.1.e-f)."""
    left = {k: (o.boosts if k == "boost" else o.counters[k]) for k in counter_kinds(o)}
    chosen: dict[str, int] = {}
    asked = False
    if not up_to and sum(left.values()) <= n:  # all of them: nothing to choose (as 2.5.f for one name)
        chosen, left = dict(left), {}
    while sum(chosen.values()) < n and any(left.values()):
        kinds = [k for k in left if left[k]]
        if up_to or len(kinds) > 1:
            asked = True
            options = kinds + (["done"] if up_to else [])
            answer = str(game.ask(ctx.controller, DecisionKind.CHOOSE, options, "6.1.g",
                                  f"a kind of counter to remove from {o.label()} ({ctx.label}; {sum(chosen.values())} of "
                                  f"{'up to ' if up_to else ''}{n} chosen{'; done: no more' if up_to else ''})"))
            if answer not in options:
                raise ChoiceNeeded(ctx.controller, f"a kind of counter on {o.label()}", options, "6.1.g", kind=DecisionKind.CHOOSE)
            if answer == "done":
                break
        else:
            answer = kinds[0]
        left[answer] -= 1
        chosen[answer] = chosen.get(answer, 0) + 1
    if not chosen:
        game.trace.emit("counters", f"{ctx.label}: no counter is removed from {o.label()}", ["2.5.f"], published=True)
        return
    said = ", ".join(f"{c} {k if k == 'boost' else k + ' counter'}{'s' if c != 1 else ''}" for k, c in chosen.items())
    if asked:
        game.trace.emit("counters", f"{ctx.controller} chooses the counters to remove from {o.label()} (v5.0 6.1.g): {said}",
                        ["2.5.f", "6.1.e"], published=True)
    else:
        game.trace.emit("counters", f"{ctx.label}: {said} to remove from {o.label()}, no choice to make", ["2.5.f", "6.1.e"])
    for k, c in chosen.items():
        if k == "boost":
            effects.lose_boosts(game, o, c)
        else:
            effects.remove_counters(game, o, k, c)


class _StatusVerb(Verb):
    """A status an object gains or loses."""

    plain = None
    keys = {"object": object_value, "status": status_value}
    needs = (("status",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        obj = a.get("object", "me")
        verb = self.name.split()[0]
        subject = {"me": "I " + verb, "them": "they " + verb}.get(obj, f"{obj} {verb}s")
        if may and obj != "me":  # "you may have them gain Asleep"
            subject = f"have {'them' if obj == 'them' else obj} {verb}"
        said = re.sub(r"\w+", lambda m: m.group(0) if m.group(0) == "or" else m.group(0).capitalize(), str(a.get("status", "")))
        return f"{may}{subject} {said}"


def _status_choice(v) -> str:
    """A status, or a choice of two or three ("fleeting, anchored or asleep"): one chosen as the
    step resolves."""
    if isinstance(v, str) and re.fullmatch(r"\w+(?:, \w+)* or \w+", norm(v)):
        names = re.split(r", | or ", norm(v))
        if len(set(names)) == len(names) and all(n in ("fleeting", "asleep", "anchored") for n in names):
            return norm(v)
        raise AbilityError(f"a choice of statuses names different ones of fleeting, asleep and anchored, not {short(v)}")
    return status_value(v)


class GainStatus(_StatusVerb):
    """`status: fleeting, anchored or asleep`: its controller chooses one as the step resolves,
    just before it (published game, v5.0 6.1.g; the built-in edition does not say who makes a
    step's decisions, nor when). A status the object has already is not an impossible option
    (v5.0 6.1.g's remark): all of them are offered."""

    name = "gain status"
    keys = {"object": object_value, "status": _status_choice}

    @implements("6.1.g")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        status = str(step.arg.get("status")).lower()
        found = objects(game, ctx, step, step.arg.get("object", "me"))
        if found and " or " in status:
            options = re.split(r", | or ", status)
            answer = str(game.ask(ctx.controller, DecisionKind.CHOOSE, options, "6.1.g",
                                  f"the status {', '.join(o.label() for o in found)} gains ({ctx.label})")).lower()
            if answer not in options:
                raise ChoiceNeeded(ctx.controller, f"the status to gain ({ctx.label})", options, "6.1.g", kind=DecisionKind.CHOOSE)
            game.trace.emit("choice", f"{ctx.controller} chooses {answer.capitalize()}, as the step resolves (v5.0 6.1.g: "
                            "the effect's controller decides, just before the step)", ["6.1.g"], published=True, player=ctx.controller)
            status = answer
        for o in found:
            effects.gain_status(game, o, status)


class LoseStatus(_StatusVerb):
    name = "lose status"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        status = str(step.arg.get("status")).lower()
        for o in objects(game, ctx, step, step.arg.get("object", "me")):
            game.trace.emit("status", f"{o.label()} loses {status.capitalize()}", [], object=o.uid)
            effects.lose_status(game, o, status)


class CreateToken(Verb):
    name = "create token"
    plain = None
    keys = {"token": token_value, "in": token_place_value, "count": _count_or_x, "abilities": ABILITIES, "per": step_per_value,
            "max": count_value}
    needs = (("token",),)

    def check(self, arg: dict) -> None:
        if arg.get("count") in (THE_X, THE_RESULT) and ("per" in arg or arg.get("in") in (DISTRIBUTED,)
                                                        or SEVERAL_EXPEDITIONS.match(str(arg.get("in", "")))):
            raise AbilityError("count: x (the Mana paid for X) or the result (a die's) for tokens created in one expedition, without per")
        if "max" in arg and "per" not in arg:
            raise AbilityError("max: with per (\"one token per card in your Landmarks, up to three\")")
        if "max" in arg and str(arg.get("in", "")) in ("each of your expeditions", "each expedition", "each of your ascended expeditions",
                                                        "each of your expeditions behind or tied", *STANDING_ONES):
            raise AbilityError("max: with tokens created in one expedition (the most in all, not in each)")
        if TARGET_PLAYER_PER.match(str(arg.get("per", ""))) and arg.get("in") in ("target expedition", DISTRIBUTED):
            # one step, one list of targets: a target player and a target expedition on the same step
            # are not told apart; "Target an Expedition. Create X ... in it" points at it in a step before
            raise AbilityError("per: card in target player's reserve: the expedition a `target: target expedition` step before, "
                               "in: that expedition")
        if arg.get("in") == DISTRIBUTED and not 1 <= int(arg.get("count", 1)) <= 6:
            raise AbilityError("in: any number of target expeditions: give count, 1 to 6 tokens to distribute")
        if arg.get("in") == DISTRIBUTED and "per" in arg:
            raise AbilityError("per: not with tokens distributed among target expeditions")
        if SEVERAL_EXPEDITIONS.match(str(arg.get("in", ""))) and "per" in arg:
            raise AbilityError("per: not with tokens created in several target expeditions")

    def slots(self, step: Step) -> list[str]:
        if SEVERAL_EXPEDITIONS.match(str(step.arg.get("in", ""))):
            return [str(step.arg["in"])]
        return [DISTRIBUTED] if step.arg.get("in") == DISTRIBUTED else super().slots(step)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        n = a.get("count", 1)
        article = "an" if str(a["token"])[:1].lower() in "aeiou" else "a"
        what = f"{article if n == 1 else 'X' if n in (THE_X, THE_RESULT) else n} {a['token']} token{'s' if n != 1 else ''}"
        with_ = f" with \"{'; '.join(render_ability(x) for x in s.parsed)}\"" if a.get("abilities") else ""
        if n == THE_RESULT:
            with_ += ", where X is the result"
        if a.get("in") == DISTRIBUTED:
            return f"{may}create {what}{with_}, distributed as you choose among any number of target expeditions"
        per = f" per {a['per']}" if a.get("per") else ""
        most = f", up to {a['max']}" if "max" in a else ""
        return f"{may}create {what} in {a.get('in', 'my expedition')}{per}{most}{with_}"

    @implements("7.3.3.a", "7.3.3.b", "6.1.e", "6.1.f", "7.5.4.b", "2.2.1.d", "2.2.3.f", "2.2.9.e", "2.2.2.j", "2.2.10.e")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        """One step; one atomic action per token, all at once (6.1.e-f)."""
        arg = step.arg
        card = make_token_card(str(arg["token"]), arg.get("abilities", []) or [], step.parsed)
        abilities = card.abilities
        count = (said_amount(game, ctx, arg.get("count", 1)) if arg.get("in") != DISTRIBUTED else 1)  # distributed: one per expedition named
        if arg.get("per"):  # "one ... per Bureaucrat you control": counted as the step resolves (5.2.3.f)
            n = count_per(game, ctx, str(arg["per"]), step)
            most = f", at most {arg['max']}" if "max" in arg and count * n > int(arg["max"]) else ""
            count = min(count * n, int(arg["max"])) if "max" in arg else count * n
            game.trace.emit("count", f"{ctx.label}: {n} {arg['per']}: {count} token{'s' if count != 1 else ''}{most}", ["5.2.3.f"])
        made = []
        places = token_places(game, ctx, step, str(arg.get("in", "my expedition")), count)
        twice = tokens_made(game, ctx.controller, ctx.label) if places else 1
        for player, exp in [place for place in places for _ in range(twice)]:
            o = new_token(game, card, ctx.controller, player, f"{exp} expedition")
            uid = o.uid
            made.append(o)
            game.trace.emit("create", f"a {card.name} {'/'.join(map(str, card.stats))} {' '.join(card.subtypes)} token is "
                            f"created in {player} {exp} expedition ({uid}): named {card.name}, statistics "
                            f"{'/'.join(map(str, card.stats))}, sub-types {', '.join(card.subtypes) or 'none'}",
                            ["7.3.3.a", "7.3.3.b", "7.5.4.b", "2.2.3.f", "2.2.9.e", "2.2.2.j"] + (["2.2.10.e"] if abilities else []),
                            object=uid, player=player, expedition=exp)
        if len(made) > 1:
            game.trace.emit("atomic", f"one step, {len(made)} atomic actions (one for each token), all at once", ["6.1.e", "6.1.f"])
        ctx.last = list(made)  # "... create a token. It gains Anchored": `them` after it, the tokens made
        tokens_created(game, made, ctx.controller)


@implements("7.4.3.f", "v5.0 7.4.4.f", "v5.0 7.4.4.h")
def token_places(game: "Table", ctx: Context, step: Step, where: str, count: int) -> list[tuple[str, str]]:
    """Where each of `count` tokens is created. A Gigantic Character's "my Expedition" is
    both of its controller's expeditions: built-in edition, each of them, so `count` tokens in
    each (7.4.3.f); v5.0, the two as one set, where its controller picks an expedition for each
    token (7.4.4.f, 7.4.4.h)."""
    places = expeditions(game, ctx, step, where)
    o = ctx.source
    if not (v5(game) and where.lower() == "my expedition" and len(places) == 2 and o is not None and o.has("Gigantic")):
        return [place for place in places for _ in range(count)]
    out = []
    for i in range(count):
        exp = game.ask(o.controller, DecisionKind.EXPEDITION, list(EXPEDITIONS), "v5.0 7.4.4.h",
                       f"the expedition token {i + 1} of {count} is created in ({ctx.label}: its Gigantic source's expeditions "
                       "are one set)")
        game.trace.emit("gigantic", f"{o.controller} picks their {exp} expedition for token {i + 1} of {count}: the "
                        f"expeditions of Gigantic {o.label()} are one set, and a token goes in one of them",
                        ["v5.0 7.4.4.h"], player=o.controller, expedition=str(exp))
        out.append((o.controller, str(exp)))
    return out


def _their_controllers(game: "Table", ctx: Context, held: list[str]) -> list[str]:
    """"Their controller": whose the objects the step before acted on were, as that step found them (published game,
    v5.0 2.1.h), traced."""
    players = list(held)
    game.trace.emit("players", f"{ctx.label}: their controller, of what the step before acted on: {', '.join(players) or 'none'} "
                    "(v5.0 2.1.h)", [], published=True)
    return players


def _players(game: "Table", ctx: Context, who: str) -> list[str]:
    """The players a step names: you, each player (in initiative order, 6.1.g), the target
    opponent (the one there is, or the one declared among several: selectors.target_opponent), or their controller (the controller of
    the objects the step before acted on, as it found them: published game, v5.0 2.1.h)."""
    who = str(who or "you").lower()
    if who == THEIR_CONTROLLER:
        return _their_controllers(game, ctx, ctx.were_held)
    if who == "each player":
        return [p.name for p in game.state.initiative()]
    if who == "target opponent":
        return [target_opponent(game, ctx)]
    if who == FACING_THEM:
        # the controller of the expedition facing the one the object the step before acted on (a token
        # it created) is in: hero faces hero (seats.facing); a Gigantic one faces both (7.4.3.h)
        o = ctx.last[0] if ctx.last else None
        if o is None or not o.exists or expedition_of(o.zone) is None:
            game.trace.emit("players", f"{ctx.label}: no object in an expedition to face: nobody", [])
            return []
        players = list(dict.fromkeys(seat_facing(game.state, o.controller, e)[0] for e in expeditions_of(o)))
        game.trace.emit("players", f"{ctx.label}: the controller of the expedition facing {o.label()}'s: {', '.join(players)}",
                        ["7.4.3.h"], object=o.uid)
        return players
    if who == "its owner":
        # the owner of what the step before acted on ("[Sabotage]. ... its owner ...", "target Character
        # gains 1 boost; its owner draws"): the card's owner never changes (v5.0 1.1.3.c); nothing
        # acted on, and nobody
        return list(dict.fromkeys(o.owner for o in ctx.last[:1])) or ctx.were_owned[:1]
    return [ctx.controller]


def _token_name(v) -> str:
    if not isinstance(v, str) or not re.fullmatch(r"[A-Z][A-Za-z'-]*(?: [A-Z][A-Za-z'-]*){0,3}", v.strip()):
        raise AbilityError(f"create landmark token: token is the token's name, capitalised (Aerolith), not {short(v)}")
    return v.strip()


def _subtype_list(v) -> list:
    if not isinstance(v, list) or not all(isinstance(t, str) and re.fullmatch(r"[A-Z][a-z]+", t) for t in v) or len(v) > 4:
        raise AbilityError(f"create landmark token: subtypes is a list of capitalised sub-types ([Ore]), not {short(v)}")
    return list(v)


def _landmark_players(v) -> str:
    if isinstance(v, str) and norm(v) in ("target player", "another target player"):
        return norm(v)
    try:
        return players_value(v)
    except AbilityError:
        raise AbilityError(f"create landmark token: players is you, each player, target opponent, target player, another "
                           f"target player or their controller, not {short(v)}") from None


class CreateLandmarkToken(Verb):
    """"Create an [Aerolith] token in your Landmarks": a token that is a Landmark Permanent (a
    token's type is Character unless the effect creating it says otherwise, v5.0 2.2.1.d), put in
    the Landmarks of `players` (you, each player, target opponent, target player, their
    controller), with the name, sub-types and abilities of its token card. The creator owns it
    (v5.0 1.1.7.b); the player whose Landmarks hold it controls it (v5.0 7.5.5.b) and receives it
    (a Gift in another player's turn, v5.0 7.3.30.a). The built-in edition creates only Character
    tokens: the published game. Neither edition makes a token leaving the Landmark zone cease to
    exist (2.1.d, v5.0 2.1.e speak of the Expedition zone): zones.move moves it as any card."""

    name = "create landmark token"
    plain = None
    keys = {"token": _token_name, "subtypes": _subtype_list, "abilities": ABILITIES, "players": _landmark_players,
            "count": count_value}
    needs = (("token",),)

    def slots(self, step: Step) -> list[str]:
        return [step.arg["players"]] if step.arg.get("players") in ("target player", "another target player") else []

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        n = a.get("count", 1)
        article = "an" if str(a["token"])[:1].lower() in "aeiou" else "a"
        what = f"{article if n == 1 else n} {a['token']} token{'s' if n != 1 else ''}"
        kind = " ".join(["Landmark Permanent", *(t for t in a.get("subtypes", []) if t != "Landmark")])
        whose = {"you": "your", "each player": "each player's", "target opponent": "target opponent's",
                 "target player": "target player's", "another target player": "another target player's",
                 THEIR_CONTROLLER: "their controller's"}.get(a.get("players", "you"), "your")
        with_ = f" with \"{'; '.join(render_ability(x) for x in s.parsed)}\"" if a.get("abilities") else ""
        return f"{may}create {what} ({kind}) in {whose} Landmarks{with_}"

    @implements("v5.0 2.2.1.d", "v5.0 1.1.7.b", "v5.0 7.3.30.a", "6.1.e")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        arg = step.arg
        card = make_landmark_token_card(str(arg["token"]), arg.get("subtypes") or [], arg.get("abilities") or [], step.parsed)
        who = arg.get("players", "you")
        if who in ("target player", "another target player"):
            players = [p for p in ctx.targets.get(id(step), []) if isinstance(p, str)]
        else:
            players = _players(game, ctx, who)
        made = []
        twice = tokens_made(game, ctx.controller, ctx.label) if players and int(arg.get("count", 1)) else 1
        for player in players:
            for _ in range(int(arg.get("count", 1)) * twice):
                o = new_token(game, card, ctx.controller, player, "landmarks")
                uid = o.uid
                made.append(o)
                game.trace.emit("create", f"a {card.name} token, a Landmark Permanent ({', '.join(card.subtypes) or 'no sub-type'}), is "
                                f"created in {player}'s Landmarks ({uid}); {ctx.controller} owns it, {player} controls it "
                                "(v5.0 2.2.1.d, 1.1.7.b, 7.5.5.b)", [], published=True, object=uid, player=player)
        ctx.last = list(made)
        tokens_created(game, made, ctx.controller)  # "when you create a token": a Permanent one too


def _the_token(v) -> str:
    if not isinstance(v, str) or norm(v) != "it":
        raise AbilityError(f"copy token: it (the token the reaction is about), not {short(v)}")
    return "it"


class CopyToken(Verb):
    """"When you create a token — ... create another one in the same place": a new token of the
    same card, created by the ability's controller where the token the reaction is about is, its
    expedition or its Landmarks, under the same player (the card's reminder: "the copy is created in
    the same Expedition"; v5.0 7.3.5). That token no longer in an expedition or in Landmarks: where
    it was created is no longer known to the engine: not modelled."""

    name = "copy token"
    plain = staticmethod(_the_token)
    keys = None
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}create another token like it in the same place"

    @implements("v5.0 7.3.5.a")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        from .table import EngineError

        it = ctx.it
        if it is None or not it.card.token:
            raise EngineError(f"{ctx.label}: not modelled: \"create another one\" names no token")
        if not it.exists or (it.zone not in EXPEDITION_ZONES and it.zone != "landmarks"):
            raise EngineError(f"{ctx.label}: not modelled: {it.label()} is no longer where it was created")
        made = []
        for _ in range(tokens_made(game, ctx.controller, ctx.label)):
            o = new_token(game, it.card, ctx.controller, it.controller, it.zone)
            made.append(o)
            game.trace.emit("create", f"another {it.card.name} token is created where {it.label()} is, in {it.controller}'s "
                            f"{it.zone} ({o.uid}); {ctx.controller} owns it", [], published=True, object=o.uid, player=it.controller)
        ctx.last = list(made)
        tokens_created(game, made, ctx.controller)


def _reserve_cost(v) -> int:
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= 9:
        raise AbilityError(f"create signature token: reserve cost is a number, 0 to 9, not {short(v)}")
    return v


class CreateSignatureToken(Verb):
    """"Create my Signature token: [NAME] in your Reserve" (a Hero's) and the step creating the
    Signature token of its controller's Hero in their Reserve (any card's): a Character token put
    in its controller's Reserve, with the Reserve Cost, statistics, sub-types and abilities of its token card.
    Neither edition creates a token anywhere but in the Expedition zone (7.3.3.a; v5.0 7.3.5.a),
    though v5.0 7.3.30.a has a token join a Reserve: the published game, as the later sets' token
    cards' reminders say it (made in a Reserve, played from there into an expedition, removed from
    the game on any other move: zones.move). With `token`, the Signature token is the
    one given (the Hero's own ability names it); without, it is the one its controller's Hero
    names, and a Hero that names none is not modelled (no edition says what is created then)."""

    name = "create signature token"
    plain = None
    keys = {"token": token_value, "reserve cost": _reserve_cost, "abilities": ABILITIES}

    def check(self, arg: dict) -> None:
        if ("token" in arg) != ("reserve cost" in arg) or "abilities" in arg and "token" not in arg:
            raise AbilityError("create signature token: the token given with its reserve cost (and abilities), or neither "
                               "(your Hero's)")

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        if "token" not in a:
            return f"{may}create your Hero's Signature token in your Reserve"
        with_ = f" with \"{'; '.join(render_ability(x) for x in s.parsed)}\"" if a.get("abilities") else ""
        article = "an" if str(a["token"])[:1].lower() in "aeiou" else "a"
        return f"{may}create my Signature token, {article} {a['token']} token (Reserve Cost {a['reserve cost']}){with_}, in your Reserve"

    @implements("v5.0 7.3.30.a", "2.2.1.d", "2.2.3.f", "2.2.9.e", "2.2.2.j", "2.2.10.e")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        """The published game: a Signature token is created in a Reserve (the later sets)."""
        own = step if "token" in step.arg else signature_of(game, ctx.controller)
        if own is None:
            from .table import EngineError
            hero = game.state.player(ctx.controller).hero
            raise EngineError(f"{ctx.label}: not modelled: {ctx.controller}'s Hero ({hero.card.name if hero else 'none'}) names no "
                              "Signature token, and no edition says what is created then")
        arg = own.arg
        card = make_token_card(str(arg["token"]), arg.get("abilities", []) or [], own.parsed, int(arg["reserve cost"]))
        made = [self._one(game, ctx, card) for _ in range(tokens_made(game, ctx.controller, ctx.label))]
        ctx.last = made  # "... then it gains 1 boost": `them`, the token(s) made

    @staticmethod
    def _one(game: "Table", ctx: Context, card: Card) -> GameObject:
        o = new_token(game, card, ctx.controller, ctx.controller, "reserve")
        uid = o.uid
        game.trace.emit("create", f"{ctx.controller}'s Signature token, a {card.name} {'/'.join(map(str, card.stats))} "
                        f"{' '.join(card.subtypes)} token with Reserve Cost {card.reserve_cost}, is created in {ctx.controller}'s "
                        f"Reserve ({uid}), as the later sets' token cards say (no edition creates a token there; v5.0 7.3.30.a "
                        "has one join a Reserve)", ["2.2.3.f", "2.2.9.e", "2.2.2.j"], published=True, object=uid, player=ctx.controller)
        tokens_created(game, [o], ctx.controller)  # a Character token in a Reserve: "when you create a token [Character]"
        return o


def signature_of(game: "Table", player: str) -> Step | None:
    """The step of `player`'s Hero that names its Signature token ("create my Signature token:
    [NAME] ..."), or None: the Hero's abilities, as read with its card."""
    hero = game.state.player(player).hero
    if hero is None:
        return None

    def walk(steps):
        for st in steps:
            if st.verb == "create signature token" and "token" in st.arg:
                return st
            for inner in (st.then, st.otherwise, *st.modes):
                found = walk(inner)
                if found is not None:
                    return found
        return None

    for a in hero.card.abilities:
        found = walk(a.steps)
        if found is not None:
            return found
    return None


def _players_do(s: Step, may: str, verb: str, third: str) -> str:
    """Who does a player's keyword action, as the card says it: "you may resupply", "each player
    may resupply", "target opponent may do Exhausted Resupply"."""
    a = s.arg
    players = a.get("players", "you") if isinstance(a, dict) else (a or "you")
    if players == "each player":
        return f"each player {'may ' + verb if s.may else third}"
    if players in ("target opponent", "its owner"):
        return f"{players} {'may ' + verb if s.may else third}"
    if players == THEIR_CONTROLLER:
        return f"their controller {'may ' + verb if s.may else third}"
    return f"{may}{verb}"


class Resupply(Verb):
    name = "resupply"
    plain = players_value
    keys = {"players": players_value}
    needs = ()

    def slots(self, step: Step) -> list[str]:
        return []  # players, not objects: a target opponent among several is declared apart (declares_opponent)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return _players_do(s, may, "resupply", "resupplies")

    @implements("7.3.16.a", "6.1.g")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        arg = step.arg if isinstance(step.arg, dict) else {"players": step.arg or "you"}
        players = _players(game, ctx, arg.get("players", "you"))
        doing = []
        for p in players:
            if step.may:
                yes = game.ask_may(p, f"whether to Resupply ({ctx.label})", "6.1.g")
                game.trace.emit("choice", f"{p} chooses {'to' if yes else 'not to'} Resupply; the next player knows it before "
                                "choosing, but not the card", ["6.1.g"])
                if not yes:
                    continue
            doing.append(p)
        ctx.last = []  # the cards put in Reserve this way ("if you put a Character in Reserve this way")
        for p in doing:
            card = deck.resupply(game, p)
            if card is not None:
                ctx.last.append(card)
        if step.may:  # "if you do" after it: whether its player chose to (6.5.f in v5.0)
            ctx.started = bool(doing)


def _exhaust_resupplied(game: "Table", card: GameObject, player: str) -> None:
    """Exhausted Resupply's second half: the player exhausts the card they resupplied (v5.0
    7.3.14.a), an exhausting as any other ("when you exhaust a card in Reserve", "when a card in your
    Reserve is exhausted" notice it)."""
    game.trace.emit("exhaust", f"Exhausted Resupply: {player} exhausts the card resupplied (v5.0 7.3.14.a)", ["7.3.16.a"],
                    published=True, object=card.uid)
    effects.exhaust(game, card, player)


class ExhaustedResupply(Verb):
    """Resupply, then exhaust the card resupplied. The built-in edition has no Exhausted
    Resupply: the published game (v5.0 7.3.14.a)."""

    name = "exhausted resupply"
    plain = players_value
    keys = {"players": players_value}
    needs = ()

    def slots(self, step: Step) -> list[str]:
        return []

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return _players_do(s, may, "Exhausted Resupply", "does Exhausted Resupply")

    @implements("7.3.16.a")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        arg = step.arg if isinstance(step.arg, dict) else {"players": step.arg or "you"}
        done = False
        for p in _players(game, ctx, arg.get("players", "you")):
            if step.may and not game.ask_may(p, f"whether to do Exhausted Resupply ({ctx.label})", "6.1.g"):
                continue
            done = True
            card = deck.resupply(game, p, "exhausted resupply")
            if card is not None:
                _exhaust_resupplied(game, card, p)
        if step.may:  # "if you do" after it: whether its player chose to (6.5.f in v5.0)
            ctx.started = done


class AlsoReceiveGift(Verb):
    """"When you make a Gift — ... also receive it": its controller receives the Gift another player
    has just received from them, in kind (published game, v5.0 7.3.29.b): they draw a card for a
    card drawn, Resupply for a Resupply, do Exhausted Resupply for an Exhausted Resupply, or create
    the same token in the same zone on their side (an expedition of their choice for a token in an
    expedition: the constraints of the effect that gave it do not carry over, the rule's remark and
    example). Only in a reaction to making a Gift (judge/abilities.py), whose event noted what the
    Gift was (judge/gifts.py). The built-in edition has no Gifts."""

    name = "also receive the gift"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}also receive that Gift"

    @implements("v5.0 7.3.29.b")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        from .table import EngineError

        how, player = ctx.last_known.get("gift"), ctx.controller
        if how == "draw":
            game.trace.emit("gift", f"{ctx.label}: the Gift was a card drawn: {player} also draws a card (v5.0 7.3.29.b)", [],
                            published=True, player=player)
            deck.draw(game, player, 1)
        elif how in ("resupply", "exhausted resupply"):
            game.trace.emit("gift", f"{ctx.label}: the Gift was {'an Exhausted Resupply' if how != 'resupply' else 'a Resupply'}: "
                            f"{player} also does it (v5.0 7.3.29.b)", [], published=True, player=player)
            card = deck.resupply(game, player, how)
            if card is not None and how == "exhausted resupply":
                _exhaust_resupplied(game, card, player)
        elif how == "token" and ctx.it is not None and ctx.it.card.token:
            kind = ctx.last_known.get("zone")
            if kind == "expedition":
                exp = game.ask(player, DecisionKind.EXPEDITION, list(EXPEDITIONS), "v5.0 7.3.29.b",
                               f"the expedition of {player}'s that the {ctx.it.card.name} token joins ({ctx.label})")
                zone = f"{exp} expedition"
            elif kind in ("landmarks", "reserve"):
                zone = kind
            else:
                raise EngineError(f"{ctx.label}: not modelled: also receiving a token Gift that joined {kind or 'no known zone'}")
            game.trace.emit("gift", f"{ctx.label}: the Gift was a {ctx.it.card.name} token: {player} also creates one in their "
                            f"{zone} (v5.0 7.3.29.b)", [], published=True, player=player)
            made = [new_token(game, ctx.it.card, player, player, zone) for _ in range(tokens_made(game, player, ctx.label))]
            ctx.last = list(made)
            tokens_created(game, made, player)
        else:
            raise EngineError(f"{ctx.label}: not modelled: \"also receive it\" with no Gift noted to receive")
        ctx.started = True


class NextCardCostsLess(Verb):
    """"The next [card] you play this turn costs N less" (or "is free"; or "this Afternoon"):
    the first card of that type its controller then plays costs N less, never below 0 (1.1.6.a:
    a number of mana is a whole number of zero or more); "this turn" ends with its controller's
    turn, "this Afternoon" with the Afternoon, "this Day" with the Night (a card may be played
    outside the Afternoon by an effect, v5.0 5.2.a). The built-in edition does not say how cost
    decreases apply: the published game applies increases, then decreases, then floors (v5.0
    5.1.2.f)."""

    name = "next card costs less"
    plain = None
    keys = {"type": type_value, "amount": count_value, "free": lambda v: boolean(v, "free"), "until": until_turn_value,
            "minimum": count_value}
    needs = (("amount", "free"),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        when = _WAITS[a.get("until", "turn")]
        price = "is free" if a.get("free") else f"costs {a['amount']} less"
        floor = f", down to a minimum of {a['minimum']}" if a.get("minimum") else ""
        return f"{may}the next {a.get('type', 'card')} you play {when} {price}{floor}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        # "down to a minimum of M": that decrease never takes the cost below M (it limits that
        # decrease only, published game, v5.0 5.1.2.f remark): play.cost_to_play applies it
        a = step.arg
        kind, until = str(a.get("type", "card")), str(a.get("until", "turn"))
        n = FREE if a.get("free") else _amount(a)
        floor = int(a.get("minimum") or 0)
        game.state.pending_discounts.setdefault(ctx.controller, []).append((kind, n, until, floor) if floor else (kind, n, until))
        price = "will be free" if n == FREE else f"will cost {n} less" + (f", down to a minimum of {floor}" if floor else "")
        game.trace.emit("pending", f"the next {kind} {ctx.controller} plays this {until} {price}", [], published=True)


_WAITS = {"turn": "this turn", "afternoon": "this Afternoon", "day": "this Day"}  # how long a next-card effect waits


def _status_word(v) -> str:
    s = status_value(v)
    if s == "exhausted":
        raise AbilityError("next card: gains/loses status fleeting, asleep or anchored")
    return s


class NextCard(Verb):
    """An effect waiting for its controller's next card of some kind (type or sub-type, from a
    zone, at most a Hand Cost), until the turn (or the Afternoon, or the Day) ends: it gains boosts or a
    status, loses a status, costs less, or activates some of its reactions. A gain or loss is an Emblem-Reaction
    created as the card resolves, for a card other than a Spell (published game, v5.0 5.2.d); a
    cost decrease is applied with the others (5.1.2.f)."""

    name = "next card"
    plain = None
    keys = {"type": type_value, "subtype": lambda v: _subtype_word(v), "from": lambda v: _from_word(v),
            "hand cost max": count_value, "base cost max": count_value, "until": until_turn_value, "gains boosts": count_value,
            "gains status": _status_word, "loses status": _status_word, "costs less": count_value,
            "free": lambda v: boolean(v, "free"), "activates": lambda v: _activated(v),
            "activates one": lambda v: boolean(v, "activates one"),
            "if from hand": lambda v: _if_from(v, "hand"), "if from reserve": lambda v: _if_from(v, "reserve"),
            "in": lambda v: _terrain_word(v), "base statistic 0": lambda v: boolean(v, "base statistic 0"),
            # the object whose expedition "in my expedition" is, noted as the effect resolves (a saved position keeps it)
            "source": lambda v: _source_word(v)}
    needs = (("gains boosts", "gains status", "loses status", "costs less", "free", "activates", "if from hand",
              "if from reserve"),)
    # `in` is known only once the card is declared in an expedition: never with a cost decrease,
    # which the legal actions reckon before an expedition is chosen
    exclusive = (("costs less", "free"), ("in", "costs less"), ("in", "free"))

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        what = a.get("subtype") or a.get("type", "card")
        if a.get("base statistic 0"):
            what += " with a base statistic of 0"
        said = f"the next {what} you play"
        if a.get("in"):
            said += f" in {a['in']}"
        if a.get("from"):
            said += f" from your {a['from'].capitalize()}"
        said += " " + _WAITS[a.get("until", "turn")]
        if a.get("hand cost max") is not None:
            said += f" with Hand Cost {a['hand cost max']} or less"
        if a.get("base cost max") is not None:
            said += f" with Base Cost {a['base cost max']} or less"
        does = _if_from_words(a)  # what it gains or loses, as for one zone only below
        if a.get("costs less"):
            does.append(f"costs {a['costs less']} less")
        if a.get("free"):
            does.append("is free")
        if a.get("activates"):
            does.append(f"activates {'one of ' if a.get('activates one') else ''}its \"{a['activates']}\" reactions")
        out = f"{may}{said} {' and '.join(does)}".rstrip()
        for zone in ("hand", "reserve"):
            if a.get(f"if from {zone}"):
                out += f"; if it comes from your {zone.capitalize()}: it " + " and ".join(_if_from_words(a[f"if from {zone}"]))
        return out

    def check(self, arg: dict) -> None:
        if arg.get("activates one") and not arg.get("activates"):
            raise AbilityError("activates one: with activates (which reactions, one of them chosen)")
        if "source" in arg and arg.get("in") != "my expedition":
            raise AbilityError("source: only with in: my expedition (the object whose expedition it is)")

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        arg = dict(step.arg)
        if arg.get("in") == "my expedition":  # "in my Expedition": the object's, as the card is played (play._played_in)
            if ctx.source is None:
                from .table import EngineError
                raise EngineError(f"{ctx.label}: 'in my expedition' without an object whose expedition it is")
            arg["source"] = ctx.source.uid
        game.state.pending_next.setdefault(ctx.controller, []).append(arg)
        game.trace.emit("pending", f"{ctx.controller}: {step.text or self.render(step, '', None, None)}, when it comes",
                        [], published=True)


_IF_FROM = {"gains boosts": count_value, "gains status": _status_word, "loses status": _status_word}


def _if_from(v, zone: str) -> dict:
    """What the next card does only if it is played from that zone (it loses Fleeting, say, only
    when it comes from the Hand): gains boosts, gains status or loses status."""
    if not isinstance(v, dict) or not v or any(k not in _IF_FROM for k in v):
        raise AbilityError(f"next card: if from {zone}: a mapping of {', '.join(_IF_FROM)}, not {short(v)}")
    return {k: _IF_FROM[k](x) for k, x in v.items()}


def _if_from_words(d: dict) -> list[str]:
    out = []
    if d.get("gains boosts"):
        out.append(f"gains {d['gains boosts']} boost{'s' if d['gains boosts'] != 1 else ''}")
    if d.get("gains status"):
        out.append(f"gains {d['gains status'].capitalize()}")
    if d.get("loses status"):
        out.append(f"loses {d['loses status'].capitalize()}")
    return out


def _subtype_word(v) -> str:
    """A sub-type (Plant), or two ("Song or Artist": a card with either)."""
    if not isinstance(v, str) or not re.fullmatch(r"[A-Z][a-z]{1,39}(?: or [A-Z][a-z]{1,39})?", " ".join(v.split())):
        raise AbilityError(f"next card: subtype is one capitalised word (Plant), or two joined by 'or' (Song or Artist), "
                           f"not {short(v)}")
    return " ".join(v.split())


def _source_word(v) -> str:
    if not isinstance(v, str) or not re.fullmatch(r"[\w#.-]{1,64}", v):
        raise AbilityError(f"next card: source is an object's id, not {short(v)}")
    return v


def _terrain_word(v) -> str:
    if not isinstance(v, str) or v.strip().lower() not in ("forest", "mountain", "water", "my expedition"):
        raise AbilityError(f"next card: in forest, mountain, water or my expedition, not {short(v)}")
    return v.strip().lower()


def _from_word(v) -> str:
    if not isinstance(v, str) or v.strip().lower() not in ("hand", "reserve"):
        raise AbilityError(f"next card: from hand or reserve, not {short(v)}")
    return v.strip().lower()


def _activated(v) -> str:
    if not isinstance(v, str) or v.strip().lower() not in ("enters play", "played from hand", "played from reserve"):
        raise AbilityError(f"next card: activates enters play, played from hand or played from reserve, not {short(v)}")
    return v.strip().lower()


FREE = 99  # "is free": a decrease no cost reaches (costs are two digits at most, limits.MAX_COUNT)


class ExchangeWithHand(Verb):
    """A card of your Reserve (a target, or chosen as the step resolves) and a card of your Hand
    change places: the first goes to the Hand and the card of the Hand, chosen as the step
    resolves, to the Reserve, at once (two atomic actions of one step, 6.1.e-f). With no card in
    Hand (or none in Reserve) the exchange cannot happen: nothing moves. The built-in edition
    says nothing of exchanging: the published game (v5.0 7.3.12.b)."""

    name = "exchange with hand"
    plain = object_value
    keys = _OBJECT
    needs = (("object",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        sel = object_of(s.arg)
        return f"{may}exchange {sel} with a card from your hand"

    @implements("6.1.e", "6.1.f")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        hand = list(game.state.player(ctx.controller).zones["hand"])
        if not hand:
            game.trace.emit("nothing", f"{ctx.label}: {ctx.controller} has no card in Hand: the exchange cannot happen "
                            "(v5.0 7.3.12.b)", [], published=True)
            return
        found = objects(game, ctx, step, object_of(step.arg))
        if not found:
            game.trace.emit("nothing", f"{ctx.label}: no card of the Reserve to exchange: the exchange cannot happen "
                            "(v5.0 7.3.12.b)", [], published=True)
            return
        answer = game.ask(ctx.controller, DecisionKind.CHOOSE, [o.uid for o in hand], "6.1.g",
                          f"a card from your hand to exchange ({ctx.label})")
        given = own(game, game.find(answer, among=hand))
        for o in found:
            move(game, o, "hand", o.owner, cause="effect")
        move(game, given, "reserve", given.owner, cause="effect")


class Target(Verb):
    """"Target a Character you control, then ...": the step only points at its target (chosen as
    the card or ability is played, 5.2.3.b); the steps after it name it `them`. `target
    expedition`: the steps after it name it `that expedition` (one target, however many steps
    use it: "If ..., create two ... in target Expedition. Otherwise, create only one.")."""

    name = "target"
    plain = pointed_value
    keys = {"object": pointed_value}
    needs = (("object",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        sel = object_of(s.arg)
        return f"{may}{sel}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        if object_of(step.arg) in ("target expedition", *STANDING_TARGETS):
            ctx.pointed = expeditions(game, ctx, step, object_of(step.arg))
            ctx.found = len(ctx.pointed)
            return
        ctx.last = objects(game, ctx, step, object_of(step.arg))
        ctx.named = list(ctx.last)


def _chosen_value(v) -> str:
    if not isinstance(v, str) or norm(v) not in CHOSEN_EXPEDITIONS:
        raise AbilityError(f"choose expedition: one of {', '.join(sorted(CHOSEN_EXPEDITIONS))}, not {short(v)}")
    return norm(v)


class ChooseExpedition(Verb):
    """"Target player chooses their Hero or Companion Expedition, then ... in it": its controller
    (the player doing the steps) chooses one expedition as the step resolves, not a target (6.1.g:
    nothing is declared as it is played); the steps after it name it `that expedition`."""

    name = "choose expedition"
    plain = _chosen_value
    keys = {"object": _chosen_value}
    needs = (("object",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}choose {object_of(s.arg)}"

    @implements("6.1.g")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        ctx.pointed = expeditions(game, ctx, step, object_of(step.arg))
        ctx.found = len(ctx.pointed)


def _sabotaged(v) -> str:
    sel = object_value(v)
    w = words.selector(sel)
    if w.kind != "target" or w.up_to or (w.what != "card in a reserve" and w.in_reserve != "reserve"):
        raise AbilityError("sabotage: a target card in a Reserve, e.g. 'target card in reserve with reserve cost 2 or less'")
    return sel


class Sabotage(Verb):
    """Sabotage (published game, v5.0 7.3.35.a): discard up to one target card in a Reserve,
    any player's; `object:` narrows the target ("[Sabotage] a card with Reserve Cost 2 or
    less": a target card in a Reserve with that cost)."""

    name = "sabotage"
    plain = None
    keys = {"object": _sabotaged}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        sel = s.arg.get("object") if isinstance(s.arg, dict) else None
        return f"{may}sabotage" + (f" ({sel})" if sel else "")

    def _target(self, step: Step) -> str:
        # up to one (v5.0 7.3.35.a): its player may name none, even where one card is there to name
        sel = (step.arg.get("object") if isinstance(step.arg, dict) else None) or "target card in a reserve"
        return f"up to 1 {sel}" if sel.startswith("target ") else sel

    def slots(self, step: Step) -> list[str]:
        return [self._target(step)]

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        # The built-in edition names Sabotage without defining it: "discard target card from a
        # Reserve" (published game, v5.0 glossary).
        ctx.last = []  # the card discarded this way ("if you discarded a card this way", "its owner")
        for o in objects(game, ctx, step, self._target(step)):
            game.trace.emit("sabotage", f"sabotage: {o.label()} is discarded from {o.controller}'s Reserve", ["7.3.4.a"], published=True, object=o.uid)
            new = move(game, o, "discard", o.owner, cause="sabotage", by=ctx.controller)
            if new is not None:
                ctx.last.append(new)


class _OnObjects(Verb):
    """A verb whose one argument is the objects it acts on (a selector, or `object:`)."""

    plain = object_value
    keys = {"object": object_value}
    needs = (("object",),)


class Augment(_OnObjects):
    """Augment (published game, v5.0 7.3.4.a): the object gains one more of a single kind of
    counter it already has, boosts included (they are counters too, its remark); with several
    kinds its controller chooses which (6.1.g); with none, nothing."""

    name = "augment"

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}augment {object_of(s.arg)}"

    @implements("2.5.e", "6.1.g")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        for o in objects(game, ctx, step, object_of(step.arg)):
            if not counter_kinds(o):
                game.trace.emit("augment", f"augment: {o.label()} has no counter: nothing happens", [], published=True, object=o.uid)
                continue
            kind = choose_counter_kind(game, ctx.controller, o, "it gains one more of", ctx.label)
            game.trace.emit("augment", f"augment: {o.label()} gains one more {kind}", [], published=True, object=o.uid)
            if kind == "boost":
                effects.gain_boosts(game, o, 1)
            else:
                effects.gain_counters(game, o, kind, 1)


class Draw(Verb):
    """`draw: that many`: as many cards as its internal action's cost discarded (5.2.3.g); `draw:
    the result`: as many as the die's result (published game, v5.0 7.3.33.b)."""

    name = "draw"
    plain = amount_value
    keys = {"players": players_value, "amount": amount_value, "per": per_value}
    needs = ()

    def check(self, arg: dict) -> None:
        if "per" in arg and (arg.get("players", "you") != "you" or not isinstance(arg.get("amount", 1), int)):
            raise AbilityError("per: its controller draws N cards per what it counts (players: you, a number)")

    def slots(self, step: Step) -> list[str]:
        return []  # players, not objects (see Resupply)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        if isinstance(a, dict) and a.get("per"):
            n = a.get("amount", 1)
            return f"{may}draw {n} card{'s' if n != 1 else ''} per {a['per']}"
        n = a if isinstance(a, (int, str)) else a.get("amount", 1) if isinstance(a, dict) else 1
        players = str(a.get("players", "you")).lower() if isinstance(a, dict) else "you"
        # optional, the effect's controller chooses (5.2.3.e): "you may have target opponent draw"
        who = {"each player": f"{may}have each player draw" if may else "each player draws",
               "target opponent": f"{may}have target opponent draw" if may else "target opponent draws",
               THEIR_CONTROLLER: f"{may}have their controller draw" if may else "their controller draws",
               "its owner": f"{may}have its owner draw" if may else "its owner draws",
               FACING_THEM: f"{may}have the controller of the expedition facing them draw" if may
               else "the controller of the expedition facing them draws"}.get(players, f"{may}draw")
        said, where_x = _amount_words(n, "card")
        return f"{who} {said}{where_x}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        who = step.arg.get("players", "you") if isinstance(step.arg, dict) else "you"
        n = said_amount(game, ctx, step.arg)
        if isinstance(step.arg, dict) and step.arg.get("per"):  # "draw a card for each ...": counted as it resolves (5.2.3.f)
            k = count_per(game, ctx, str(step.arg["per"]), step)
            game.trace.emit("count", f"{ctx.label}: {k} {step.arg['per']}: {n * k} card{'s' if n * k != 1 else ''} to draw", ["5.2.3.f"])
            n *= k
        for p in _players(game, ctx, who):
            deck.draw(game, p, n)


class Pay(Verb):
    name = "pay"
    plain = None
    keys = None
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        costs = [COST_TEXT.get(c, c) for c in s.arg]
        # mana is paid ("pay 2"); the other costs are verbs of their own ("exhaust me")
        said = " and ".join(("pay " + c) if c.endswith(" mana") else c for c in costs)
        if not s.may:  # a cost paid as its mode is chosen ("{T}: ..."): the card's own shape
            return f"{said}: {', then '.join(render_step(t) for t in s.then)}"
        then = ', then '.join(render_step(t) for t in s.then)
        if not then:  # "You may pay {1}. If you don't, ...": a payment for nothing but what refusing it does
            return f"you may {said}"
        if then.startswith("I "):  # "you may pay 1 to I gain a boost" reads wrong: said as the rules' "if you do"
            return f"you may {said}; if you do, {then}"
        return f"you may {said} to {then}"

    def slots(self, step: Step) -> list[str]:
        return []  # an internal action's targets are chosen when it is played, at resolution (5.2.3.g)

    @implements("5.2.3.g", "6.1.d")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        """An internal action: "you may pay [cost] to do [effect]" (5.2.3.g); all its costs are paid in
        one step (6.1.d). A cost that cannot be paid in full is not paid at all. "If you do" after it
        asks whether it was done: paid, its effect started (published game, v5.0 6.5.f)."""
        ctx.started = False  # until it is paid
        ctx.last = []  # "them" after it: what its own steps pointed at, nothing when it is not done
        costs = [words.cost(c) for c in step.arg]
        if any(c.kind in VARIABLE_COSTS for c in costs):
            if not self._any_number(game, ctx, step, costs[0].kind):
                return
            resolve(game, ctx, step.then)
            ctx.started = True
            return
        source = me(game, ctx) if any(c.kind in OWN_COSTS for c in costs) else ctx.source
        payment = Payment(game, ctx.controller, source, step.arg, ctx.label)
        if payment.shortfall():
            game.trace.emit("cannot pay", f"{ctx.controller} cannot pay {' and '.join(step.arg)} in full: nothing happens",
                            ["5.2.3.g", "2.5.g"])
            return
        # a cost that cannot be paid is not offered (above); one that can, its player may decline
        if step.may and not game.ask_may(ctx.controller, f"whether to pay {' and '.join(step.arg)} ({ctx.label})", "5.2.3.g"):
            game.trace.emit("may", f"{ctx.controller} does not pay", ["5.2.3.g"])
            return
        payment.choose("5.2.3.g", ctx.label)
        with game.trace.under("pay", f"{ctx.controller} pays {' and '.join(step.arg)}, in one step", ["6.1.d", "5.2.3.g"]):
            if payment.mana:
                spend_orbs(game, ctx.controller, payment.mana)
            payment.pay()
        ctx.started = True  # paid: "if you do" holds, even if its targets are then illegal (v5.0 6.5.f)
        ctx.budget, ctx.tough_due = None, 0
        illegal = choose_targets(game, ctx, step.then, None)  # chosen now, as the internal action is played (5.2.3.g)
        if illegal:
            game.trace.emit("illegal", f"{ctx.label}: {illegal}", ["5.2.3.b"])
            return
        if ctx.tough_due:  # the Tough of its targets, paid now (published game, v5.0 7.4.7.c)
            game.trace.emit("tough", f"{ctx.controller} pays {ctx.tough_due} more for the Tough of the targets (v5.0 7.4.7.c)",
                            ["6.1.d"], published=True)
            spend_orbs(game, ctx.controller, ctx.tough_due)
            ctx.tough_due = 0
        resolve(game, ctx, step.then)
        ctx.started = True  # after its steps, which reset it as each begins


    @implements("5.2.3.g", "6.1.d", "7.3.4.a", "v5.0 7.3.36.a")
    def _any_number(self, game: "Table", ctx: Context, step: Step, kind: str) -> bool:
        """An internal action whose cost is discarding any number of its player's cards in Reserve,
        or sacrificing any number of the Permanents they control (discarding objects in play they
        control, v5.0 7.3.36.a): its player chooses them one at a time (`done`: no more), then
        pays with them all in the cost's one step (6.1.d); choosing none is not paying, and nothing
        happens. How many is "that many" in its effect. Whether it pays is decided as the internal
        action is played, during the resolution (5.2.3.g)."""
        sacrifice = kind == "any number of permanents to sacrifice"
        if sacrifice:
            pool = sacrificable(game, ctx.controller, "sacrifice a permanent")
            what, verb = "a Permanent they control to sacrifice", "sacrifices"
        else:
            pool = list(game.state.player(ctx.controller).zones["reserve"])
            what, verb = "a card from their Reserve to discard", "discards"
        chosen: list[GameObject] = []
        while True:
            left = [o for o in pool if all(o.uid != c.uid for c in chosen)]
            if not left:
                break
            answer = game.ask(ctx.controller, DecisionKind.CHOOSE, [o.uid for o in left] + ["done"], "5.2.3.g",
                              f"{what} ({ctx.label}; {len(chosen)} chosen; done: no more)")
            if str(answer) == "done":
                break
            chosen.append(game.find(answer, among=left))
        if not chosen:
            game.trace.emit("may", f"{ctx.controller} {verb} nothing: nothing happens", ["5.2.3.g"])
            return False
        things = ("Permanent" if sacrifice else "card") + ("s" if len(chosen) != 1 else "")
        with game.trace.under("pay", f"{ctx.controller} {verb} {len(chosen)} {things}{'' if sacrifice else ' from their Reserve'}, "
                              "in one step", ["6.1.d", "5.2.3.g"]):
            for o in chosen:
                if sacrifice:
                    effects.sacrifice(game, o, ctx.controller)
                else:
                    move(game, o, "discard", o.owner, cause="cost")
        ctx.paid = len(chosen)
        return True


class IncreaseTheResult(Verb):
    """"Increase the result by N": the die's result the effect noted grows by N, for the steps after
    it (the result it uses is the final one). The built-in edition has no dice: the published game
    (v5.0 7.3.33.a-b)."""

    name = "increase the result"
    plain = staticmethod(lambda v: THAT_MANY if isinstance(v, str) and norm(v) == THAT_MANY else count_value(v))
    keys = None
    needs = ()

    def slots(self, step: Step) -> list[str]:
        return []

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}increase the result by {s.arg}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        waiting = [e for e in game.state.limbo if e.emblem is not None and e.emblem.kind == "reaction"
                   and dict(e.emblem.before).get("die") is not None and _reads_result(e.emblem.ability)]
        if waiting:
            # a reaction to the roll reads "the result" when it resolves, after this effect: the
            # one noted at the roll, or the one changed since? No edition says (v5.0 7.3.33.b-c)
            from .table import EngineError
            raise EngineError(f"{ctx.label}: the result is changed after the roll, and a reaction to the roll "
                              f"({waiting[0].emblem.source_label}'s) reads it: which result it reads, no edition says; "
                              "not modelled")
        before = ctx.die or 0
        by = ctx.paid if step.arg == THAT_MANY else int(step.arg)  # "by that much": what the step before spent
        ctx.die = before + by
        game.trace.emit("die", f"{ctx.label}: the result {before} is increased by {by}: {ctx.die} (v5.0 7.3.33.b)", ["6.1.c"],
                        published=True)


def _reads_result(ability) -> bool:
    """Whether a reaction reads a die's result: its condition, a conditional step's, or an amount."""
    def reads(s) -> bool:
        if s.verb == "if" and words.condition(s.condition or "").kind in ("result", "result above hand cost", "it cost is result"):
            return True
        return THE_RESULT in repr(s.arg) or steps_read(s.then) or steps_read(s.otherwise) or any(steps_read(m) for m in s.modes)

    def steps_read(steps) -> bool:
        return any(reads(s) for s in steps)
    return (ability.condition is not None and words.condition(ability.condition).kind == "result") or steps_read(ability.steps)


class LoseKeyword(Verb):
    name = "lose keyword"
    plain = None
    keys = {"object": object_value, "keyword": keyword_value}
    needs = (("keyword",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        obj = a.get("object", "me")
        return f"{may}{'I lose' if obj == 'me' else obj + ' loses'} {str(a.get('keyword')).capitalize()}"

    @implements("7.4.3.k")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        keyword = str(step.arg.get("keyword")).capitalize()
        for o in objects(game, ctx, step, step.arg.get("object", "me")):
            if not o.has(keyword):
                game.trace.emit("keyword", f"{o.label()} has no {keyword} to lose", [], object=o.uid)
                continue
            o.lose_keyword(keyword)
            game.trace.emit("keyword", f"{o.label()} loses {keyword}", [], object=o.uid)
            if keyword == "Gigantic" and o.zone in EXPEDITION_ZONES:
                here = expedition_of(o.zone)
                other = here.other
                game.trace.emit("gigantic", f"{o.label()} remains in the {here} expedition, where its card is, and leaves "
                                f"{o.controller}'s {other} expedition", ["7.4.3.k", "7.5.5.a"], object=o.uid)


class PutInMana(Verb):
    name = "put in mana"
    plain = object_value
    keys = {"object": object_value, "ready": lambda v: boolean(v, "ready")}
    needs = (("object",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        sel = object_of(a)
        several = words.selector(sel).top > 1
        state = "ready" if isinstance(a, dict) and a.get("ready") else "exhausted"
        orb = f"{state} Mana Orbs" if several else f"{'a ready' if state == 'ready' else 'an exhausted'} Mana Orb"
        return f"{may}put {sel} in {'their' if several else 'its'} owner's Mana zone as {orb}"

    @implements("2.2.1.f")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        """Into its owner's Mana zone, face down, a Mana Orb (2.2.1.f), exhausted: the built-in
        edition does not say how a card enters the Mana zone; the published game does, face down
        and exhausted unless said otherwise (v5.0 3.2.9.b): `ready: true`, "as a ready Mana Orb"."""
        sel = object_of(step.arg)
        ready = isinstance(step.arg, dict) and bool(step.arg.get("ready"))
        for o in objects(game, ctx, step, sel):
            new = move(game, o, "mana", o.owner, cause="effect")
            if new is not None and ready:
                game.trace.emit("mana", f"{o.label()} is put in {o.owner}'s Mana zone as a ready Mana Orb, as the effect says "
                                "(v5.0 3.2.9.b)", ["2.2.1.f"], published=True, object=o.uid)
            elif new is not None:
                new.add_status(Status.EXHAUSTED)
                game.trace.emit("mana", f"{o.label()} is put in {o.owner}'s Mana zone as an exhausted Mana Orb (v5.0 3.2.9.b)",
                                ["2.2.1.f"], published=True, object=o.uid)


def _rest_word(v) -> str:
    if not isinstance(v, str) or norm(v) not in ("discard", "later"):
        raise AbilityError(f"rest: discard (at once) or later (a `discard the rest` step), not {short(v)}")
    return norm(v)


def _opponent_deck(v) -> str:
    if norm(v) not in ("target opponent", "that player"):
        raise AbilityError(f"deck: target opponent or that player (their Deck; without it, yours), not {short(v)}")
    return norm(v)


def _subtypes_value(v) -> tuple:
    items = v if isinstance(v, list) else [v]
    if not 1 <= len(items) <= 2 or not all(isinstance(x, str) and re.fullmatch(r"[A-Z][a-z]{1,39}", x) for x in items):
        raise AbilityError(f"sub-type: one or two capitalised sub-types (Animal, or [Animal, Artist]), not {short(v)}")
    return tuple(items)


class PlayFromTopOfDeck(Verb):
    """Look at (or reveal: show to every player, published game, v5.0 3.2.2.e) the top N cards of
    its controller's Deck, put up to M of a type among them in play, and discard the others: at
    once, or (`rest: later`) by a `discard the rest` step after the steps between ("They gain
    Fleeting. Discard the other cards."). With fewer than N cards, all of them (v5.0 3.2.2.e).
    `play: true`: the cards chosen are played, for free, from the Deck (v5.0 5.2.a "unless
    specified otherwise", 5.2.b, 7.3.26.a), one after the other in the order chosen (v5.0 5.2.c),
    so not from Hand or Reserve (no {H} or {R} reaction, no Fleeting for it). Filters: `sub-type`
    (one of one or two, instead of `type`), `base cost max` (a card in a Deck: its Hand Cost,
    v5.0 2.2.9.b), `total hand cost max` (the chosen ones' Hand Costs together)."""

    name = "play from top of deck"
    plain = None
    keys = {"look": count_value, "reveal": count_value, "up to": count_value, "type": card_type_value,
            "rest": lambda v: _rest_word(v), "play": lambda v: boolean(v, "play"), "sub-type": _subtypes_value,
            "base cost max": count_value, "total hand cost max": count_value, "deck": _opponent_deck,
            "as if from hand": lambda v: boolean(v, "as if from hand")}
    needs = (("look", "reveal"),)
    exclusive = (("look", "reveal"), ("type", "sub-type"))

    def check(self, arg: dict) -> None:
        if ("sub-type" in arg or "base cost max" in arg or "total hand cost max" in arg or "deck" in arg or "as if from hand" in arg) \
                and not arg.get("play"):
            raise AbilityError("sub-type, base cost max, total hand cost max, deck, as if from hand: with play: true")
        if "deck" in arg and "look" in arg:
            raise AbilityError("deck: target opponent reveals their cards (reveal: N), not look")

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        n = a["reveal"] if "reveal" in a else a["look"]
        seen = f"reveal your top {n} deck cards" if "reveal" in a else f"look at your top {n} deck cards"
        if a.get("deck"):
            seen = f"{a['deck']} reveals their top {n} deck cards"
        rest = "" if a.get("rest") == "later" else " and discard the rest"
        what = " or ".join(a["sub-type"]) + "s" if a.get("sub-type") else f"{a.get('type', 'character')}s"
        if a.get("base cost max") is not None:
            what += f" with Base Cost {a['base cost max']} or less"
        if a.get("total hand cost max") is not None:
            what += f" with a total Hand Cost of {a['total hand cost max']} or less"
        if a.get("play"):
            how = " as if from your Hand" if a.get("as if from hand") else ""
            return f"{may}{seen}, play up to {a.get('up to', 1)} {what} among them for free{how}{rest}"
        return f"{may}{seen}, put up to {a.get('up to', 1)} {what} among them in play{rest}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        arg = step.arg
        reveal = "reveal" in arg
        look, up_to, kind = int(arg["reveal"] if reveal else arg["look"]), int(arg.get("up to", 1)), str(arg.get("type", "character")).lower()
        ctx.last = []
        whose = target_opponent(game, ctx) if arg.get("deck") == "target opponent" else ctx.controller
        if arg.get("deck") == "that player":
            if ctx.that_player is None:
                from .table import EngineError

                raise EngineError(f"{ctx.label}: 'that player' is said only in steps done for each player")
            whose = ctx.that_player
        deck_ = game.state.player(whose).zones["deck"]
        seen = deck_[:look]
        if reveal:  # shown to every player, for the time of the effect (v5.0 3.2.2.e; "reveal", v5.0 changes)
            game.trace.emit("reveal", f"{whose} reveals the top {len(seen)} cards of their Deck to every player: "
                            f"{', '.join(o.label() for o in seen) or 'none'}"
                            + (f" (only {len(seen)}: all of them, v5.0 3.2.2.e)" if len(seen) < look else ""),
                            [], published=True)
        else:
            game.trace.emit("look", f"{ctx.controller} looks at the top {len(seen)} cards of their Deck: "
                            f"{', '.join(o.label() for o in seen) or 'none'}", [])
        subs, most, total = arg.get("sub-type"), arg.get("base cost max"), arg.get("total hand cost max")
        options = [o for o in seen if (any(o.is_a(t) for t in subs) if subs else o.card.counts_as(kind))
                   and (most is None or o.card.base_cost(False) <= most)]
        picked = []
        what = " or ".join(subs) + "s" if subs else f"{kind}s"
        while len(picked) < up_to:
            if total is not None:  # what the Hand Costs chosen so far leave
                left = total - sum(o.card.hand_cost or 0 for o in picked)
                options = [o for o in options if (o.card.hand_cost or 0) <= left]
            if not options:
                break
            answer = game.ask(ctx.controller, DecisionKind.CHOOSE, ["none"] + [o.uid for o in options], "6.1.g",
                              f"up to {up_to - len(picked)} more {what} to {'play for free' if arg.get('play') else 'put in play'} "
                              f"({ctx.label}), or none")
            if answer == "none":
                break
            o = game.find(answer, among=options)
            picked.append(o)
            options.remove(o)
        if arg.get("play"):
            self._play(game, ctx, picked, "hand" if arg.get("as if from hand") else None)
        for o in picked if not arg.get("play") else ():
            exp = game.ask(ctx.controller, DecisionKind.EXPEDITION, list(EXPEDITIONS), "5.2.1.a",
                           f"the expedition {o.label()} enters") if kind == "character" else None
            zone = f"{exp} expedition" if exp else "landmarks"
            new = move(game, o, zone, ctx.controller, cause="put in play")
            if new is not None:
                ctx.last.append(new)
        rest = [o for o in (_current(game, x) for x in seen) if o.exists and o.zone == "deck"]
        if arg.get("rest") == "later":
            ctx.rest = rest  # still in the Deck: a later `discard the rest` step discards them
            return
        for o in rest:
            if o.exists and o.zone == "deck":
                move(game, o, "discard", o.owner, cause="effect")


    def _play(self, game: "Table", ctx: Context, picked: list, as_from: str | None = None) -> None:
        """The cards chosen, played for free from the Deck, one after the other (v5.0 5.2.c), or as if
        from the Hand where the card says so; the objects they became are `them` for the next step
        ("and it gains Fleeting")."""
        for o in picked:
            new = play_from_deck(game, ctx, o, as_from)
            if new is not None:
                ctx.last.append(new)


@implements("v5.0 5.2.a", "v5.0 5.2.c")
def play_from_deck(game: "Table", ctx: Context, o: GameObject, as_from: str | None = None):
    """A card of a Deck an effect revealed, played for free by the effect's controller: the
    published game (v5.0 5.2.a: from where the effect says; the built-in edition plays cards from a
    Hand or a Reserve only); its expedition and its mode chosen now. The object it became, or None."""
    o = _current(game, o)
    if not o.exists or o.zone != "deck":
        return None
    expedition = None
    if o.card.in_expeditions:
        expedition = str(game.ask(ctx.controller, DecisionKind.EXPEDITION, list(EXPEDITIONS), "5.2.1.a",
                                  f"the expedition to play {o.label()} in ({ctx.label})"))
    mode = None
    modes = len(mode_choices(o.card.effect)) if o.card.type == "spell" else 0
    if modes:
        mctx = Context(ctx.controller, o.label(), o, o.number)
        mode = int(game.ask(ctx.controller, DecisionKind.MODE, [str(i + 1) for i in range(modes)
                                                                if mode_refusal(game, mctx, o.card.effect, i) is None],
                            "5.2.3.c", f"the mode of {o.label()}")) - 1
    return game.play_now(ctx.controller, o, expedition, mode, ctx.label, free=True, elsewhere=True, as_from=as_from)


ZERO_STAT = "character with a base statistic of 0"


def _card_kinds(v) -> tuple:
    """What a revealed card may be: a list of types (character, spell, permanent), sub-types as the
    cards write them (capitalised), or `character with a base statistic of 0` (a printed 0)."""
    items = v if isinstance(v, list) else [v]
    out = []
    for x in items:
        if not isinstance(x, str) or not x.strip():
            raise AbilityError(f"draw if: a list of types, sub-types or '{ZERO_STAT}', not {short(x)}")
        w = " ".join(x.split())
        if w.lower() in ("character", "spell", "permanent", ZERO_STAT):
            out.append(w.lower())
        elif re.fullmatch(r"[A-Z][a-z]{1,39}", w) and w.lower() not in ("character", "spell", "permanent", "card", "hero", "token"):
            out.append(w)
        else:
            raise AbilityError(f"draw if: a type, a capitalised sub-type or '{ZERO_STAT}', not {short(x)}")
    if not out or len(out) > 4:
        raise AbilityError("draw if: one to four kinds")
    return tuple(out)


def _otherwise_word(v) -> str:
    if not isinstance(v, str) or norm(v) != "discard":
        raise AbilityError(f"otherwise: discard, not {short(v)}")
    return "discard"


class RevealTopCard(Verb):
    """"Reveal the top card of your Deck. If it's a [kind], draw it. Otherwise, discard it.": its
    controller shows the top card of their Deck to every player (published game, v5.0 3.2.2.e),
    then, by that card's characteristics (a card in a hidden zone is revealed to be used, v5.0
    3.1.3.f remark; its type and sub-types, 2.2.1.i, 2.2.2.n; a base statistic is its printed one),
    draws it (3.2.2.b) or discards it (7.3.4.a). Without `draw if` the card is only revealed and
    stays on top, the steps after it asking what it is ("If it's a Spell, I gain 1 boost": `it`).
    An empty Deck reveals nothing, and nothing follows (v5.0 3.2.2.e: the action resolves with the
    cards there are)."""

    name = "reveal top card"
    plain = None
    keys = {"draw if": _card_kinds, "reserve if": _card_kinds, "otherwise": _otherwise_word}
    needs = ()

    def check(self, arg: dict) -> None:
        if "otherwise" in arg and "draw if" not in arg and "reserve if" not in arg:
            raise AbilityError("otherwise: what happens when it is not what 'draw if' (or 'reserve if') names: give one")
        if "reserve if" in arg and "draw if" in arg and "otherwise" in arg:
            raise AbilityError("reserve if: after draw if, without otherwise (a card that is neither stays on top)")

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        if "draw if" not in s.arg and "reserve if" in s.arg:
            kinds = " or ".join(("an " if k[0].lower() in "aeiou" else "a ") + k for k in s.arg["reserve if"])
            rest = ", otherwise discard it" if s.arg.get("otherwise") else "; otherwise it stays on top"
            return f"{may}reveal your top deck card: if it is {kinds}, put it in your Reserve{rest}"
        if "draw if" not in s.arg:
            return f"{may}reveal your top deck card (it stays there)"
        kinds = " or ".join(("an " if k[0].lower() in "aeiou" else "a ") + k for k in s.arg["draw if"])
        rest = ", otherwise discard it" if s.arg.get("otherwise") else ""
        if s.arg.get("reserve if"):
            rest = "; if it is " + " or ".join(("an " if k[0].lower() in "aeiou" else "a ") + k for k in s.arg["reserve if"]) \
                + ", put it in your Reserve; otherwise it stays on top"
        return f"{may}reveal your top deck card: if it is {kinds}, draw it{rest}"

    @implements("3.2.2.b", "7.3.4.a", "2.2.1.i", "2.2.2.n")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        player = ctx.controller
        d = game.state.player(player).zones["deck"]
        ctx.last = []
        if not d:
            game.trace.emit("nothing", f"{ctx.label}: {player}'s Deck is empty: no card to reveal (v5.0 3.2.2.e)", [], published=True)
            ctx.found = 0
            if "draw if" not in step.arg:
                ctx.it = None  # "if it's a Spell" after it: no card was revealed, none is "it"
            return
        card = d[0]
        if "draw if" not in step.arg and "reserve if" not in step.arg:
            # revealed only: it stays on top of the Deck; "if it's a Spell, ..." after it asks that card
            game.trace.emit("reveal", f"{player} reveals the top card of their Deck to every player: {card.label()}; "
                            "it stays there", ["2.2.1.i"], published=True, object=card.uid)
            ctx.last = [card]
            return
        kinds = step.arg.get("draw if", [])

        def fits(kinds) -> bool:
            return any((k == ZERO_STAT and card.card.type == "character" and 0 in card.card.stats)
                       or (k in ("character", "spell", "permanent") and card.card.counts_as(k))
                       or (k[0].isupper() and card.is_a(k)) for k in kinds)

        ok = fits(kinds)
        if not ok and step.arg.get("reserve if") and fits(step.arg["reserve if"]):
            game.trace.emit("reveal", f"{player} reveals the top card of their Deck to every player: {card.label()}, "
                            f"{' or '.join(step.arg['reserve if'])}: it is put in the Reserve", ["2.2.1.i"], published=True,
                            object=card.uid)
            ctx.last = [c for c in [move(game, card, "reserve", card.owner, cause="effect")] if c is not None]
            return
        game.trace.emit("reveal", f"{player} reveals the top card of their Deck to every player: {card.label()}, "
                        f"{'' if ok else 'not '}{' or '.join(kinds if ok else [*kinds, *step.arg.get('reserve if', [])])}", ["2.2.1.i"], published=True, object=card.uid)
        if not kinds and not ok and step.arg.get("otherwise") != "discard":
            return  # neither: it stays on top
        if ok:
            deck.draw(game, player, 1)  # the card revealed is the top card: drawing takes it (3.2.2.b)
        elif step.arg.get("otherwise") == "discard":
            game.trace.emit("discard", f"{card.label()} is discarded from the Deck", ["7.3.4.a"], object=card.uid)
            move(game, card, "discard", card.owner, cause="effect")


class RevealTopDeckCard(Verb):
    """Revealing, after a roll, the top card of the Deck: its controller's top card shown to every
    player, staying in the Deck; the reactions of the object whose ability this is "when you reveal
    a card this way" trigger, reading the die's result this effect noted (after a roll only)."""

    name = "reveal top deck card"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}reveal the top card of your Deck"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        reveal_top(game, ctx.controller, me(game, ctx) or ctx.source, ctx.die, ctx.label)


class LookAtTopDeckCard(Verb):
    """"Look at the top card of your deck": its controller alone sees it (published game, v5.0 3.1.3.f: a hidden
    zone's card looked at as an effect allows); it stays on top, and the steps after it may name it ("You may
    discard it": `your top deck card`). Nothing else changes: the engine traces what was seen."""

    name = "look at top deck card"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}look at the top card of your Deck"

    @implements("v5.0 3.1.3.f")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        deck.ensure_position(game, ctx.controller, 1, quiet=True)  # built-in 3.2.2.d: the Discard shuffled in first
        top = game.state.player(ctx.controller).zones["deck"][:1]
        seen = top[0].label() if top else "none, the Deck is empty"
        game.trace.emit("look", f"{ctx.controller} looks at the top card of their Deck: {seen} ({ctx.label}; v5.0 3.1.3.f)", [],
                        published=True, player=ctx.controller)


def _hand_card_value(v) -> str:
    sel = object_value(v)
    if words.selector(sel).kind != "hand card":
        raise AbilityError("a card from your hand (e.g. 'a spell with hand cost 4 or more from your hand')")
    return sel


class RevealFromHand(Verb):
    """`reveal: a spell with hand cost 4 or more from your hand`: its controller shows a card of
    their Hand that fits to every player; it stays in the Hand. "If you do" after it: one was
    revealed (none fitting, nothing is, and it did not happen). Neither edition has a keyword
    action "reveal": a card of a hidden zone shown to all (the published game, v5.0 3.1.3.f)."""

    name = "reveal"
    plain = _hand_card_value
    keys = {"object": _hand_card_value}
    needs = (("object",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        sel = s.arg.get("object") if isinstance(s.arg, dict) else s.arg
        return f"{may}reveal {sel}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        sel = step.arg.get("object") if isinstance(step.arg, dict) else step.arg
        found, ctx.last = objects(game, ctx, step, sel), []
        if not found:
            game.trace.emit("reveal", f"{ctx.controller} has no {str(sel).removesuffix(' from your hand').removeprefix('a ')} in Hand to reveal",
                            [], published=True)
        for o in found:
            game.trace.emit("reveal", f"{ctx.controller} reveals {o.label()} from their Hand; it stays there (v5.0 3.1.3.f)", [],
                            published=True, object=o.uid)
            ctx.last.append(o)
        ctx.revealed = tuple(ctx.last)  # "If the Hand Cost is ...", asked later in the effect: this card


class RevealedToHand(Verb):
    """"Put it into your hand": the card a `reveal top card` step just revealed, still on top of its
    player's Deck, moved to its owner's Hand (3.1.2.c): a move, not a draw (7.3.9.a draws "the top
    card" as such). Moved since, it is not there to take: nothing happens."""

    name = "put revealed card in hand"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}put the revealed card into your Hand"

    @implements("3.1.2.c")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        cards = [_current(game, o) for o in ctx.last]
        top = game.state.player(ctx.controller).zones["deck"][:1]
        found = [o for o in cards if o.exists and o.zone == "deck" and top and top[0].uid == o.uid]
        ctx.last, ctx.found = [], len(found)
        if not found:
            game.trace.emit("nothing", f"{ctx.label}: the revealed card is no longer on top of the Deck: nothing to put into the Hand",
                            [])
            return
        for o in found:
            game.trace.emit("hand", f"{o.label()}, revealed, is put into {o.owner}'s Hand (a move, not a draw)", ["3.1.2.c"],
                            object=o.uid)
            new = move(game, o, "hand", o.owner, cause="effect")
            if new is not None:
                ctx.last.append(new)


@implements("3.2.2.b")
def revealed_on_top(game: "Table", ctx: Context, doing: str) -> GameObject:
    """The card a reaction to a reveal is about, still the top card of its controller's Deck; moved
    since, what `doing` it means no edition says: the run stops."""
    top = game.state.player(ctx.controller).zones["deck"][:1]
    if ctx.it is None or not top or top[0].uid != ctx.it.uid or top[0].number != ctx.it.number:
        from .table import EngineError
        raise EngineError(f"{ctx.label}: the revealed card is no longer the top card of {ctx.controller}'s Deck: what "
                          f"{doing} it means, no edition says; not modelled")
    return top[0]


class PlayRevealed(Verb):
    """"When you reveal a card this way — ... play it for free": the card the reaction is about,
    revealed on top of its controller's Deck, played for free from there (v5.0 5.2.a; not from Hand:
    no {H} reaction, as the cards' reminder says). Moved since, what playing it means no edition
    says: the run stops, as for `draw it`."""

    name = "play revealed card"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}play it (the card revealed) for free"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        new = play_from_deck(game, ctx, revealed_on_top(game, ctx, "playing"))
        ctx.started = new is not None
        ctx.last = [new] if new is not None else []


class DrawIt(Verb):
    """"Draw it": the card the reaction is about, revealed on top of its controller's Deck: drawing
    it is drawing a card (7.3.9.a) while it is still the top card; moved since, what drawing it
    means no edition says: the run stops."""

    name = "draw it"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}draw it"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        revealed_on_top(game, ctx, "drawing")
        deck.draw(game, ctx.controller, 1)


def _rest_value(v) -> str:
    """Where the cards looked at and not taken go: discarded, or to the bottom of the Deck."""
    if isinstance(v, str) and norm(v) in ("discard", "bottom"):
        return norm(v)
    raise AbilityError(f"rest: discard or bottom, not {short(v)}")


class TakeFromTopOfDeck(Verb):
    """Look at the top N cards of its controller's Deck (fewer: all of them, v5.0 3.2.2.e), put M of
    them (one, the published cards' wording), chosen by that player, in their Hand (`to reserve`:
    their Reserve), and discard the others (3.1.2.c). With no card, nothing happens."""

    name = "take from top of deck"
    plain = None
    keys = {"look": count_value, "reveal": count_value, "to hand": count_value, "to reserve": count_value, "rest": _rest_value}
    needs = (("look", "reveal"), ("to hand", "to reserve"))
    exclusive = (("to hand", "to reserve"), ("look", "reveal"))

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        where = "Hand" if "to hand" in a else "Reserve"
        how = f"look at your top {a['look']}" if "look" in a else f"reveal your top {a['reveal']}"
        rest = "put the others at the bottom of your Deck in any order" if a.get("rest") == "bottom" else "discard the others"
        return f"{may}{how} deck cards, put {a.get('to hand', a.get('to reserve'))} of them in your {where} and {rest}"

    @implements("3.1.2.c", "3.2.2.b")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        zone = "hand" if "to hand" in step.arg else "reserve"
        look, keep = int(step.arg.get("look", step.arg.get("reveal"))), int(step.arg.get("to hand", step.arg.get("to reserve")))
        deck.ensure_position(game, ctx.controller, look, quiet=True)  # built-in 3.2.2.d: the Discard shuffled in first
        seen = list(game.state.player(ctx.controller).zones["deck"][:look])
        # revealed: shown to every player (v5.0 3.1.3.f); looked at: its controller alone sees them
        game.trace.emit("look", f"{ctx.controller} {'reveals' if 'reveal' in step.arg else 'looks at'} the top {len(seen)} cards of their Deck: "
                        f"{', '.join(o.label() for o in seen) or 'none'}", [])
        picked, options = [], list(seen)
        while options and len(picked) < keep:
            answer = game.ask(ctx.controller, DecisionKind.CHOOSE, [o.uid for o in options], "6.1.g",
                              f"a card to put in the {zone.capitalize()} ({ctx.label})")
            o = game.find(answer, among=options)
            picked.append(o)
            options.remove(o)
        ctx.last = []
        for o in picked:
            new = move(game, o, zone, o.owner, cause="effect")
            if new is not None:
                ctx.last.append(new)
        if step.arg.get("rest") == "bottom":  # "the rest at the bottom of your Deck in any order": its player orders them (3.2.2.b)
            while options:
                answer = game.ask(ctx.controller, DecisionKind.CHOOSE, [o.uid for o in options], "6.1.g",
                                  f"the next card to put at the bottom of the Deck ({ctx.label})")
                o = game.find(answer, among=options)
                options.remove(o)
                if o.exists and o.zone == "deck":
                    move(game, o, "deck", o.owner, index=len(game.state.player(o.owner).zones["deck"]), cause="effect")
                    game.trace.emit("deck", f"{o.label()} is at the bottom of {o.owner}'s Deck", ["3.2.2.b"], object=o.uid)
            return
        for o in options:
            if o.exists and o.zone == "deck":
                move(game, o, "discard", o.owner, cause="effect")


class DiscardTheRest(Verb):
    """"Discard the other cards": the cards a `play from top of deck` step with `rest: later`
    looked at or revealed and left in the Deck, discarded now, in their own step (6.1.b)."""

    name = "discard the rest"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}discard the other cards"

    @implements("6.1.b")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        rest = [o for o in (_current(game, x) for x in ctx.rest) if o.exists and o.zone == "deck"]
        ctx.found = len(rest)
        if not rest:
            game.trace.emit("nothing", f"{ctx.label}: no other card to discard", ["6.1.b"])
            return
        for o in rest:
            move(game, o, "discard", o.owner, cause="effect")
        if len(rest) > 1:
            game.trace.emit("atomic", f"one step, {len(rest)} atomic actions (one for each card), all at once", ["6.1.e", "6.1.f"])
        ctx.rest = []


class PutInReserve(Verb):
    name = "put in reserve"
    plain = object_value
    keys = _CHOOSE
    needs = (("choose", "object"),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        if a in ("me", "them") or (isinstance(a, dict) and a.get("object") in ("me", "them")):
            return f"{may}put {a if isinstance(a, str) else a['object']} in Reserve"
        return super().render(s, may, render_ability, render_step)

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        sel = (step.arg.get("choose") or step.arg.get("object")) if isinstance(step.arg, dict) else step.arg
        found, ctx.last = objects(game, ctx, step, sel), []  # found first: "them" reads what the step before named
        for o in found:
            new = move(game, o, "reserve", o.owner, cause="effect")
            if new is not None:
                ctx.last.append(new)


class ReturnToHand(Verb):
    """"Return to Hand": moved to its owner's Hand (3.1.2.c). The built-in edition uses the word
    without defining it; the published game (v5.0 7.3.32.a): to return is to move."""

    name = "return to hand"
    plain = object_value
    keys = _CHOOSE
    needs = (("choose", "object"),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        sel = a.get("choose") or a.get("object") if isinstance(a, dict) else a
        return f"{may}return {sel} to its owner's Hand"

    @implements("3.1.2.c")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        sel = step.arg.get("choose") or step.arg.get("object") if isinstance(step.arg, dict) else step.arg
        chosen, ctx.last = objects(game, ctx, step, sel), []
        for o in chosen:
            game.trace.emit("return", f"{o.label()} is returned to {o.owner}'s Hand", ["3.1.2.c"], published=True,
                            object=o.uid)
            new = move(game, o, "hand", o.owner, cause="effect")
            if new is not None:
                ctx.last.append(new)


class PutOnTopOfDeck(Verb):
    """Put on top of its owner's Deck (3.1.2.c); a token ceases to exist on the way (2.1.d)."""

    name = "put on top of deck"
    plain = object_value
    keys = _CHOOSE
    needs = (("choose", "object"),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        sel = a.get("choose") or a.get("object") if isinstance(a, dict) else a
        return f"{may}put {sel} on top of its owner's Deck"

    @implements("3.1.2.c")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        sel = step.arg.get("choose") or step.arg.get("object") if isinstance(step.arg, dict) else step.arg
        chosen, ctx.last = objects(game, ctx, step, sel), []
        for o in chosen:
            new = move(game, o, "deck", o.owner, index=0, cause="put")
            if new is not None:
                ctx.last.append(new)


def _deck_position(v) -> int | str:
    """Where in its owner's Deck: `bottom` (the last card, 3.2.2.b), or an amount from the top."""
    if isinstance(v, str) and norm(v) == "bottom":
        return "bottom"
    return amount_value(v)


class PutInDeck(Verb):
    """Sending an object to a position of its owner's Deck (the Xth, X the die's result): the
    object goes to its owner's Deck (3.1.2.c; "send" is "put", v5.0 7.3.37.a-b) under X-1 of its
    cards, the Xth from the top; a token ceases to exist on the way (2.1.d). With fewer than X-1
    cards in that Deck, it goes to the bottom (3.2.2.f: a card moved X cards from the top of a
    Deck without enough cards). The object sent, as it was, is what the condition on its Hand
    Cost after it reads (ctx.sent)."""

    name = "put in deck"
    plain = None
    keys = {"object": object_value, "position": _deck_position}
    needs = (("object",), ("position",))

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        n = s.arg["position"]
        where = "the Xth position (X: the result)" if n == THE_RESULT else "the bottom" if n == "bottom" else f"position {n} from the top"
        return f"{may}put {s.arg['object']} in its owner's Deck at {where}"

    @implements("3.1.2.c", "2.1.d", "3.2.2.f")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        chosen, ctx.last, ctx.sent = objects(game, ctx, step, step.arg["object"]), [], []
        if step.arg["position"] == "bottom":  # its owner's Deck's last card (3.2.2.b), each in turn
            for o in chosen:
                ctx.sent.append(o)
                new = move(game, o, "deck", o.owner, index=len(game.state.player(o.owner).zones["deck"]), cause="put")
                if new is not None:
                    ctx.last.append(new)
                    game.trace.emit("deck", f"{new.label()} is at the bottom of {o.owner}'s Deck", ["3.2.2.b"], object=new.uid)
            return
        n = said_amount(game, ctx, step.arg["position"], 1) if isinstance(step.arg, dict) else 1
        for o in chosen:
            ctx.sent.append(o)
            size = len(game.state.player(o.owner).zones["deck"])
            index = max(n - 1, 0)
            if index > size:
                game.trace.emit("position", f"{o.owner}'s Deck has only {size} cards: {o.label()} goes to its bottom",
                                ["3.2.2.f"], object=o.uid)
                index = size
            new = move(game, o, "deck", o.owner, index=index, cause="put")
            if new is not None:
                ctx.last.append(new)
                game.trace.emit("deck", f"{new.label()} is in {o.owner}'s Deck at position {max(n, 1)} from the top "
                                "(v5.0 7.3.37)", [], published=True, object=new.uid)


def _among_value(v) -> str:
    if isinstance(v, str) and norm(v) == "characters in a reserve":
        return norm(v)
    try:
        read = words.selector(v) if isinstance(v, str) else None
    except ValueError:
        read = None
    if read is None or read.kind != "target" or read.up_to or read.exact or read.other:
        raise AbilityError(f"distribute boosts: among characters in a reserve, or a target selector ('target character in play "
                           f"or in reserve'), not {short(v)}")
    return str(read)


class DistributeBoosts(Verb):
    """"Distribute N boosts among any Characters in Reserve": as the step resolves its controller
    gives each boost, one after the other, to a Character in a Reserve, any player's ("in Reserve",
    no owner said, as the selectors read it), the same one as often as they like (6.1.g: choices
    made as the step resolves, knowing the earlier ones); then each Character chosen gains its
    boosts, one atomic action each, all at once (6.1.e-f). With no Character in a Reserve,
    nothing happens. v5.0 has no rule on distributing: the plain words of the cards."""

    name = "distribute boosts"
    plain = None
    keys = {"amount": count_value, "among": _among_value}
    needs = (("amount",), ("among",))

    def slots(self, step: Step) -> list[str]:
        among = step.arg["among"]
        return [among] if among != "characters in a reserve" else []  # targets: declared one per boost (_distribute_boosts)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        n = s.arg["amount"]
        among = s.arg["among"]
        if among != "characters in a reserve":
            return f"{may}distribute {n} boost{'s' if n != 1 else ''} among any number of {among} (a target for each boost)"
        return f"{may}distribute {n} boost{'s' if n != 1 else ''} among any characters in a reserve"

    @implements("6.1.e", "6.1.f", "6.1.g")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        if step.arg["among"] != "characters in a reserve":
            # "among any target Characters": the targets declared, one per boost (_distribute_boosts), those still
            # where their selector names them (2.2.1.h), each its share at once (6.1.e-f)
            found = objects(game, ctx, step, step.arg["among"])
            share: dict[str, int] = {}
            for o in found:
                share[o.uid] = share.get(o.uid, 0) + 1
            ctx.last = []
            for uid, k in share.items():
                o = next(x for x in found if x.uid == uid)
                effects.gain_boosts(game, o, k)
                ctx.last.append(o)
            return
        options = [o for o in candidates(game, ctx, "each card in a reserve") if o.card.type == "character"]
        n = int(step.arg["amount"])
        if not options:
            game.trace.emit("nothing", f"{ctx.label}: no Character in a Reserve: nothing to distribute", ["6.1.e"])
            ctx.could_not = True
            return
        share: dict[str, int] = {}
        for i in range(n):
            answer = game.ask(ctx.controller, DecisionKind.CHOOSE, [o.uid for o in options], "6.1.g",
                              f"the Character in a Reserve that boost {i + 1} of {n} goes to ({ctx.label})")
            o = game.find(answer, among=options)
            share[o.uid] = share.get(o.uid, 0) + 1
            game.trace.emit("choice", f"{ctx.controller} gives boost {i + 1} of {n} to {o.label()}", ["6.1.g"], object=o.uid)
        ctx.last = []
        for o in options:  # at once: one atomic action per Character (6.1.e-f)
            if share.get(o.uid):
                effects.gain_boosts(game, o, share[o.uid])
                ctx.last.append(o)


def _me_only(v) -> str:
    if not isinstance(v, str) or norm(v) not in ("me", "them"):
        raise AbilityError(f"play: object is me (the card whose ability it is) or them (what the step before moved), not {short(v)}")
    return norm(v)


def _play_type(v) -> str:
    """The kind of card an effect plays: card, character, spell, permanent, or a Landmark or an
    Expedition Permanent (published game, v5.0 2.2.3.d: where a Permanent is played)."""
    if not isinstance(v, str) or norm(v) not in ("card", "character", "permanent", "spell", "landmark permanent", "expedition permanent"):
        raise AbilityError(f"play: type is card, character, spell, permanent, landmark permanent or expedition permanent, not {short(v)}")
    return norm(v)


def _of_play_type(card, kind: str) -> bool:
    if kind == "landmark permanent":
        return card.type == "permanent" and not card.in_expeditions
    if kind == "expedition permanent":
        return card.type == "permanent" and card.in_expeditions
    return kind == "card" or card.counts_as(kind)


def _play_zone(v) -> str:
    if norm(v) not in ("hand", "reserve"):
        raise AbilityError(f"play: from is hand or reserve, not {short(v)}")
    return norm(v)


def _play_expedition(v) -> str:
    if norm(v) not in ("hero", "companion"):
        raise AbilityError(f"play: expedition is hero or companion, not {short(v)}")
    return norm(v)


class PlayNow(Verb):
    """An effect that plays a card now, e.g. a Character for 3 less, or a cheap card for free,
    or the card itself: its controller plays a card of their Hand or Reserve now (v5.0 5.2.a-b),
    of that type (and at most that Hand Cost), paying N less or nothing (7.3.26);
    `object: me`: the card whose ability it is, wherever it is; `object: them`: the card the step
    before put in its Hand or Reserve ("[Resupply]. ... play it"). The object the card became is
    `them` for the next step ("It gains 2 boosts"). With no card it could play, nothing happens.
    The later sets' words (published game, v5.0): `base cost max` (a Base Cost bound, 2.2.9),
    `from` (only from the Hand or the Reserve, 5.2.a), `expedition` (only in that expedition),
    `other` ("another Character": not the card whose ability it is). A card played makes the
    step done ("if you do" after it; Rush, v5.0 7.3.34.b)."""

    name = "play"
    plain = None
    keys = {"type": _play_type, "hand cost max": count_value, "base cost max": count_value, "less": count_value,
            "free": lambda v: boolean(v, "free"), "object": _me_only, "from": _play_zone, "expedition": _play_expedition,
            "other": lambda v: boolean(v, "other"), "hand cost over them": count_value, "subtype": lambda v: _subtype_word(v)}
    needs = ()
    exclusive = (("hand cost max", "hand cost over them"), ("object", "hand cost over them"), ("object", "subtype"))

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        what = {"me": "me", "them": "it"}.get(a.get("object"), f"{'another' if a.get('other') else 'a'} {a.get('subtype') or a.get('type', 'card')}")
        if a.get("type") in ("landmark permanent", "expedition permanent"):
            what = f"{'another' if a.get('other') else 'a'} {a['type'].title()}"
        if a.get("hand cost max") is not None:
            what += f" with Hand Cost {a['hand cost max']} or less"
        if a.get("hand cost over them") is not None:
            what += f" with a Hand Cost at most {a['hand cost over them']} more than that of the card the step before acted on"
        if a.get("base cost max") is not None:
            what += f" with Base Cost {a['base cost max']} or less"
        if a.get("from"):
            what += f" from your {a['from'].capitalize()}"
        price = " for free" if a.get("free") else f" for {a['less']} less" if a.get("less") else ""
        where = f" in your {a['expedition'].capitalize()} Expedition" if a.get("expedition") else ""
        return f"{may}play {what} now{price}{where}"

    @implements("5.1.2.a", "6.1.g")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        a = step.arg
        player = ctx.controller
        free, less = bool(a.get("free")), int(a.get("less", 0))
        p = game.state.player(player)
        if a.get("object") == "me":
            src = _current(game, ctx.source) if ctx.source is not None else None
            options = [src] if src is not None and src.exists and src.zone in ("hand", "reserve") and src.owner == player else []
        elif a.get("object") == "them":
            # the card the step before put in its player's Hand or Reserve ("[Resupply]. ... play it"),
            # or targeted in a Reserve, any player's ("Target a Character in any Reserve. Play it for
            # free": where the effect says, v5.0 5.2.a): still there, and playable from there (not
            # exhausted in the Reserve, v5.0 2.4.6.c)
            found = [_current(game, o) for o in ctx.last]
            # or revealed on top of its player's Deck and played for free from there (v5.0 5.2.a)
            options = [o for o in found if o.exists and (o.zone in ("hand", "reserve") and o.owner == player or o.zone == "reserve"
                                                          or o.zone == "deck" and free and o.owner == player)
                       and o.card.type in ("character", "permanent", "spell")
                       and not (o.zone == "reserve" and Status.EXHAUSTED in o.statuses)]
        else:
            kind, most, base = a.get("type", "card"), a.get("hand cost max"), a.get("base cost max")
            if a.get("hand cost over them") is not None:
                # a Hand Cost at most N more than the card sacrificed just before: its printed Hand Cost, as it was (a
                # token's missing one 0, 1.1.6.d; v5.0 2.1.h), plus N; with no card before it, nothing is played
                before = ctx.last[0] if ctx.last else None
                if before is None:
                    game.trace.emit("nothing", f"{ctx.label}: no card the step before acted on: nothing is played", [], published=True)
                    ctx.found = 0
                    return
                most = (before.card.hand_cost or 0) + int(a["hand cost over them"])
                game.trace.emit("cost", f"{ctx.label}: {before.label()} has Hand Cost {before.card.hand_cost or 0}: a card with "
                                f"Hand Cost {most} or less may be played", ["1.1.6.d"], published=True)
            # from its Hand or Reserve unless the effect says which (v5.0 5.2.a); a Base Cost is the
            # Reserve Cost of a card in Reserve, the Hand Cost of one in Hand (v5.0 2.2.9.b)
            options = [o for zone in ((a["from"],) if a.get("from") else ("hand", "reserve")) for o in p.zones[zone]
                       if _of_play_type(o.card, kind) and o.card.type in ("character", "permanent", "spell")
                       and (not a.get("subtype") or any(o.card.is_a(t) for t in a["subtype"].split(" or ")))  # 2.2.2.n
                       and (most is None or (o.card.hand_cost or 0) <= most)
                       and (base is None or base_cost(o) <= base)
                       and not (zone == "reserve" and Status.EXHAUSTED in o.statuses)]
        if a.get("expedition"):  # "in your Companion Expedition": a card played elsewhere is not a choice
            options = [o for o in options if o.card.in_expeditions]
        if a.get("other") and ctx.source is not None:  # "another Character": not the card whose ability it is
            options = [o for o in options if o.uid != ctx.source.uid]
        ready = mana_available(game, player)

        def cut(o) -> int:  # its optional cost's decrease, when its player has a card to discard for it
            n = sum(words.passive(t).n for t in o.card.passives if words.passive(t).kind == "optional discard")
            return n if n and not free and [r for r in p.zones["reserve"] if r.uid != o.uid] else 0

        def price(o, exp: str | None = None, paid: bool = False) -> int:  # as play_card counts it (v5.0 5.1.2.f)
            return 0 if free else game.cost_to_play(player, o, less + (cut(o) if paid else 0), exp)

        where_to = (a["expedition"],) if a.get("expedition") else EXPEDITIONS

        def cheapest(o) -> int:  # in the expedition where it costs least, for a card played in one
            return min(price(o, e, paid) for e in (where_to if o.card.in_expeditions else (None,)) for paid in (False, True))

        options = [o for o in options if cheapest(o) <= ready]  # one its player can pay for (5.1.2.c)
        ctx.last = []
        if not options:
            game.trace.emit("nothing", f"{ctx.label}: {player} has no card to play this way", ["5.1.2.a"], published=True)
            ctx.found = 0
            return
        if a.get("object") == "me" or (a.get("object") == "them" and len(options) == 1):
            obj = options[0]  # the card itself, or the one card the step before moved: nothing to choose
        else:
            answer = game.ask(player, DecisionKind.CHOOSE, [o.uid for o in options], "5.1.2.b", f"the card to play now ({ctx.label})")
            obj = game.find(answer, among=options)
        expedition = None
        if obj.card.in_expeditions:  # one where its player can pay for it
            expedition = str(game.ask(player, DecisionKind.CHOOSE,
                                      [str(e) for e in where_to if min(price(obj, e, paid) for paid in (False, True)) <= ready],
                                      "5.2.1.a", f"the expedition to play {obj.label()} in ({ctx.label})"))
        discard = None
        if cut(obj):  # its optional cost (v5.0 5.1.2.c): declined, or a card of the Reserve to discard
            others = [r.uid for r in p.zones["reserve"] if r.uid != obj.uid]
            answer = str(game.ask(player, DecisionKind.CHOOSE, (["none"] if price(obj, expedition) <= ready else []) + others,
                                  "5.1.2.c", f"a card of the Reserve to discard for the optional cost of {obj.label()}, or none"))
            discard = None if answer == "none" else answer
        mode = None
        modes = len(mode_choices(obj.card.effect)) if obj.card.type == "spell" else 0
        if modes:
            mctx = Context(player, obj.label(), obj, obj.number)
            mode = int(game.ask(player, DecisionKind.MODE, [str(i + 1) for i in range(modes)
                                                            if mode_refusal(game, mctx, obj.card.effect, i) is None], "5.2.3.c",
                                f"the mode of {obj.label()}")) - 1
        came_from = str(obj.zone)
        new = game.play_now(player, obj, expedition, mode, ctx.label, less=less, free=free, discard=discard,
                            elsewhere=obj.owner != player or obj.zone == "deck")
        ctx.started = new is not None  # "if you do" after it: a card was played (published game, v5.0 7.3.34.b)
        if new is not None:
            ctx.last, ctx.played_from = [new], came_from


class AfterYou(Verb):
    """"After you": end the turn once there are no Reactions in Limbo; it is not passing. The
    built-in edition has no such action: the published game (v5.0 7.3.2). Recorded here, done by
    the quick action once its effect and the Reactions are over (play.quick_action)."""

    name = "after you"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}after you (end the turn)"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        ctx.after_you = True


class Pass(Verb):
    """"{J} Pass", "You may immediately pass": its controller passes (1.3.2.d), as the turn effect
    does: no more turns this day, the reactions "when you pass" trigger; in their own turn, the
    turn ends once the card or quick action is over (play.end_turn). The built-in edition has no
    effect that passes: the published game (v5.0 4.2.3.d, 5.1.2.k's example "{J} Pass"). One who
    has passed already passes no more; outside the Afternoon, no edition says what passing is: the
    run stops."""

    name = "pass"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}pass"

    @implements("1.3.2.d")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        from .table import EngineError

        player = ctx.controller
        if game.state.phase != Phase.AFTERNOON:
            raise EngineError(f"{ctx.label}: {player} passes outside the Afternoon ({game.state.phase}): passing is a turn "
                              "effect of the Afternoon (v5.0 4.2.3.d); what it means at another time, no edition says: not modelled")
        if player in game.state.passed:
            game.trace.emit("nothing", f"{ctx.label}: {player} has passed already", ["1.3.2.d"], player=player)
            ctx.started = False  # "if you do" after it: they did not pass now
            return
        passes(game, player, ctx.label)
        ctx.started = True


class WinTheGame(Verb):
    """An effect that makes its controller win: the game ends at once. The built-in edition
    knows only winning by distance and in tiebreakers (1.3.3); published game (the publisher's
    answers on such cards)."""

    name = "win the game"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}you win the game"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        game.trace.emit("effect win", f"{ctx.label}: its effect makes {ctx.controller} win the game", [], published=True,
                        player=ctx.controller)
        win(game, ctx.controller, [])


class PlayAnotherTurn(Verb):
    """"Play another turn" (the later sets): once its controller's turn ends, they take the next
    turn too, before any other player (1.3.2.d: players alternate turns; this effect makes an
    exception); lost if they pass first, or when the Afternoon ends. No edition defines it: the
    card's words. Outside its controller's own turn of the Afternoon, not modelled."""

    name = "play another turn"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}play another turn"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        s = game.state
        # published game: the card's words; no edition defines another turn (1.3.2.d alternates them)
        if s.phase != "afternoon" or s.turn != ctx.controller:
            from .table import EngineError

            raise EngineError(f"{ctx.label}: not modelled: another turn given outside its controller's own turn of the Afternoon")
        s.extra_turns[ctx.controller] = s.extra_turns.get(ctx.controller, 0) + 1
        game.trace.emit("turn", f"{ctx.label}: {ctx.controller} will play another turn after this one (published game, the card's "
                        "words; no edition defines it)", ["1.3.2.d"], published=True)


class BecomeFirstPlayer(Verb):
    """"You become first player": its controller is the first player from now (the player who acts
    first during a day, until the next Morning's Succeed passes it on, 1.3.2.b; published game,
    v5.0 glossary, 4.2.1.b). The turn being played is not changed. With more than two players the
    turn order follows the first player (1.3.2.d) and no edition says how a change in the middle
    of an Afternoon reorders the turns: not modelled there."""

    name = "become first player"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}you become the first player"

    @implements("1.3.2.b", "1.3.2.d")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        if len(present(game.state)) > 2:
            from .table import EngineError

            raise EngineError(f"{ctx.label}: not modelled: becoming the first player with more than two players (the turn order "
                              "follows the first player, 1.3.2.d, and no edition says how it changes in the middle of a day)")
        was = game.state.first_player
        game.state.first_player = ctx.controller
        game.trace.emit("first player", f"{ctx.label}: {ctx.controller} becomes the first player"
                        + (f" (was {was})" if was != ctx.controller else " (already was)")
                        + "; the turn being played does not change", ["1.3.2.b"], published=True, player=ctx.controller)


class _InExpedition(Verb):
    """A verb on objects in an expedition (switching, defecting): an object elsewhere cannot do it,
    and that part of the effect cannot be done (published game, v5.0 6.5.h)."""

    plain = object_value
    keys = _OBJECT
    needs = (("object",),)
    says = ("switch", "switches", " expeditions")  # I ..., it ..., and what follows
    cannot: tuple = ("switch expeditions", ["7.3.22.a"])  # its words and rules where it cannot

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        sel = object_of(s.arg)
        mine, its, after = self.says
        return f"{may}{ {'me': f'I {mine}', 'them': f'they {mine}'}.get(sel, f'{sel} {its}')}{after}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        for o in objects(game, ctx, step, object_of(step.arg)):
            if o.zone not in EXPEDITION_ZONES:
                words_, rules = self.cannot
                game.trace.emit("nothing", f"{o.label()} is in no expedition: it cannot {words_}", rules, published=True,
                                object=o.uid)
                continue
            self.act(game, o)

    def act(self, game: "Table", o: GameObject) -> None:
        raise NotImplementedError(self.name)


class SwitchExpeditions(_InExpedition):
    """To switch is to go from one expedition to the other (7.3.22.a): a Landmark is in none."""

    name = "switch expeditions"

    @implements("7.3.22.a")
    def act(self, game: "Table", o: GameObject) -> None:
        effects.switch_expeditions(game, o)


class Defect(_InExpedition):
    """An object in an expedition defects: it goes to the expedition facing it, and that
    expedition's player controls it (effects.defect). The built-in edition has no Defect: the
    published game (v5.0 7.3.6.a)."""

    name = "defect"
    says = ("defect", "defects", " (to the expedition facing it)")
    cannot = ("defect (v5.0 7.3.6.a)", [])

    @implements("v5.0 7.3.6.a")
    def act(self, game: "Table", o: GameObject) -> None:
        effects.defect(game, o)


class GainSubtypes(Verb):
    """"I gain its sub-types": the object, in an expedition, gains the sub-types of what the step
    before pointed at, as that one is as the step resolves, and keeps them until it leaves the
    Expedition zone (the cards' reminder; zones.move). Neither edition defines gaining sub-types:
    the published game, as the later sets' card states it (a characteristic an effect changes)."""

    name = "gain subtypes"
    keys = {"object": object_value, "of": object_value}
    needs = (("object",), ("of",))

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        obj, of = s.arg["object"], s.arg["of"]
        whose = {"them": "its", "it": "its", "me": "my"}.get(of, f"{of}'s")
        who = "I gain" if obj == "me" else f"{obj} gains"
        return f"{may}{who} {whose} sub-types (until {'I leave' if obj == 'me' else 'it leaves'} the Expedition zone)"

    @implements("2.2.2.n")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        givers = [_current(game, o) for o in objects(game, ctx, step, step.arg["of"])]
        subs = tuple(dict.fromkeys(t for g in givers if g.exists for t in (*g.card.subtypes, *g.subtypes_gained)))
        for o in objects(game, ctx, step, step.arg["object"]):
            if o.zone not in EXPEDITION_ZONES:
                game.trace.emit("nothing", f"{o.label()} is in no expedition: it does not gain sub-types (the card's reminder: it "
                                "keeps them only while in the Expedition zone)", [], published=True, object=o.uid)
                continue
            new = tuple(t for t in subs if not o.is_a(t))
            o.subtypes_gained = (*o.subtypes_gained, *new)
            said = ", ".join(subs) if subs else "none"
            game.trace.emit("subtypes", f"{o.label()} gains the sub-types of {', '.join(g.label() for g in givers) or 'nothing'}: "
                            f"{said}{'' if new == subs else ' (it had ' + ', '.join(t for t in subs if t not in new) + ')'}; "
                            "it loses them when it leaves the Expedition zone (the card's reminder)", ["2.2.2.n"],
                            published=True, object=o.uid)


def _terrain_list(v) -> list:
    if not isinstance(v, list) or not v or len(v) > 3 or not all(t in ("forest", "mountain", "water") for t in v) or len(set(v)) != len(v):
        raise AbilityError(f"terrains: a list of forest, mountain, water, not {short(v)}")
    return list(v)


def _my_region(v) -> str:
    if norm(v) != "my region":
        raise AbilityError(f"a Terrain Marker goes on `my region` (the region of the object's expedition), not {short(v)}")
    return "my region"


TARGET_REGION = "target visible region"


def _marker_at(v) -> str:
    if norm(v) not in ("my region", TARGET_REGION):
        raise AbilityError(f"a Terrain Marker goes on `my region` (the region of the object's expedition) or on "
                           f"`{TARGET_REGION}`, not {short(v)}")
    return norm(v)


def visible_regions(game: "Table") -> list[str]:
    """The regions a "target visible region" may name, as "region N": the Hero and Companion
    regions and the face-up Tumult regions (the built-in edition has no Terrain Markers: the published
    game, v5.0 3.2.1.b-d: Terrain Markers go on visible regions); during tiebreakers none (the
    regions are gone, 4.3.d). The four-player modes' paths
    share regions between players: not modelled there."""
    adventure = game.state.adventure
    if adventure.paths:
        from .table import EngineError

        raise EngineError("not modelled: a target region in the four-player modes, whose paths share regions (no edition "
                          "says how a region is named there)")
    if adventure.tiebreakers:
        return []
    return [f"region {r}" for r in range(8) if not adventure.is_face_down(r)]


def _marker_region(game: "Table", ctx: Context) -> tuple[int, str] | None:
    """The region of the expedition the object whose ability it is stands in ("my region"), as
    (region, player whose path counts it); None when it is in no expedition. A Gigantic
    Character's expeditions are two regions: which one "my region" is, no edition says."""
    o = _current(game, ctx.source) if ctx.source is not None else None
    if o is None or not o.exists or o.zone not in EXPEDITION_ZONES:
        return None
    if o.has("Gigantic"):
        from .table import EngineError

        raise EngineError(f"{ctx.label}: not modelled: \"my region\" of a Gigantic Character, which is in two regions (no "
                          "edition says which one)")
    return game.state.player(o.controller).position[expedition_of(o.zone)], o.controller


class PlaceTerrainMarker(Verb):
    """"Place a {O} Terrain Marker on my region": a Terrain Marker of those terrains on the region
    of the object's expedition, the newest there (published game, v5.0 3.2.1.d-e: its passive
    ability makes the region's terrains its own, before every other passive ability; the newest
    marker decides). The built-in edition has no Terrain Markers. An object in no expedition
    places none."""

    name = "place terrain marker"
    plain = None
    keys = {"terrains": _terrain_list, "at": _marker_at}  # not "on": a YAML boolean
    needs = (("terrains",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}place a {' and '.join(s.arg['terrains'])} Terrain Marker on {s.arg.get('at', 'my region')}"

    def slots(self, step: Step) -> list[str]:
        # "on target visible region": the region is a target, declared with the others (5.2.3.b)
        return [TARGET_REGION] if step.arg.get("at") == TARGET_REGION else []

    @implements("v5.0 3.2.1.d", "v5.0 3.2.1.e")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        if step.arg.get("at") == TARGET_REGION:
            regions = ctx.targets.get(id(step), [])
            place = (regions[0], None) if regions else None
            if place is None or game.state.adventure.tiebreakers:
                game.trace.emit("nothing", f"{ctx.label}: no target region: no Terrain Marker is placed", [], published=True)
                ctx.found = 0
                return
        else:
            place = _marker_region(game, ctx)
        if place is None:
            game.trace.emit("nothing", f"{ctx.label}: its object is in no expedition: no region to place a Terrain Marker on", [],
                            published=True)
            ctx.found = 0
            return
        place_marker(game, place, frozenset(step.arg["terrains"]))


@implements("v5.0 3.2.1.d", "v5.0 3.2.1.e")
def place_marker(game: "Table", place: tuple, terrains: frozenset) -> None:
    """A Terrain Marker of those terrains on the region, the newest there (published game, v5.0
    3.2.1.d-e: its passive ability makes the region's terrains its own; the newest decides)."""
    region, player = place
    adventure = game.state.adventure
    adventure.markers = [*adventure.markers, (region, player if adventure.paths else None, terrains)]
    game.trace.emit("marker", f"a {'/'.join(sorted(terrains))} Terrain Marker is placed on {adventure_region(game, region, player)}: "
                    f"its terrains are now {', '.join(sorted(terrains))} only, before any other passive ability (v5.0 3.2.1.d-e)",
                    [], published=True, region=region)


class PlaceOneOfMyMarkers(Verb):
    """"Place one of my Markers on target visible region": one of the Terrain Markers the object
    holds (a later Hero begins the game holding one of each terrain), its
    controller choosing which, goes on the region, as any Terrain Marker placed (place_marker); it
    holds it no more. Holding none, nothing happens. No edition defines a Hero's Markers: the
    published game, as the later Hero states it."""

    name = "place one of my markers"
    plain = None
    keys = {"at": _marker_at}
    needs = (("at",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}place one of my Terrain Markers on {s.arg['at']}"

    def slots(self, step: Step) -> list[str]:
        return [TARGET_REGION] if step.arg.get("at") == TARGET_REGION else []

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        src = me(game, ctx)
        held = list(src.markers) if src is not None else []
        if step.arg.get("at") == TARGET_REGION:
            regions = ctx.targets.get(id(step), [])
            place = (regions[0], None) if regions and not game.state.adventure.tiebreakers else None
        else:
            place = _marker_region(game, ctx)
        if not held or place is None:
            game.trace.emit("nothing", f"{ctx.label}: {'no Terrain Marker held' if not held else 'no region'}: none is placed", [],
                            published=True)
            ctx.found = 0
            return
        options = sorted({"/".join(sorted(m)) for m in held})
        answer = options[0] if len(options) == 1 else str(game.ask(ctx.controller, DecisionKind.CHOOSE, options, "6.1.g",
                                                                   f"which of {src.label()}'s Terrain Markers to place ({ctx.label})"))
        if answer not in options:
            raise ChoiceNeeded(ctx.controller, f"which of {src.label()}'s Terrain Markers to place", options, "6.1.g",
                               kind=DecisionKind.CHOOSE)
        chosen = next(m for m in held if "/".join(sorted(m)) == answer)
        held.remove(chosen)
        src.markers = tuple(held)
        game.trace.emit("marker", f"{src.label()} places its {answer} Terrain Marker ({len(held)} left)", [], published=True,
                        object=src.uid)
        place_marker(game, place, frozenset(chosen))


class MoveTerrainMarker(Verb):
    """"Move a {O} Terrain Marker from any region to my region": one Terrain Marker of exactly
    those terrains, chosen by the effect's controller among those there are, goes to the region of
    the object's expedition (it may be the one it is on); it becomes a new object, the newest
    (published game, v5.0 7.3.23.a-b). With no such marker, nothing happens."""

    name = "move terrain marker"
    plain = None
    keys = {"terrains": _terrain_list, "to": _my_region}
    needs = (("terrains",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}move a {' and '.join(s.arg['terrains'])} Terrain Marker from any region to my region"

    @implements("v5.0 7.3.23.a", "v5.0 7.3.23.b")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        adventure = game.state.adventure
        terrains = frozenset(step.arg["terrains"])
        found = [i for i, (_, _, t) in enumerate(adventure.markers) if t == terrains]
        place = _marker_region(game, ctx) if found else None
        if not found or place is None:
            game.trace.emit("nothing", f"{ctx.label}: {'no such Terrain Marker' if not found else 'its object is in no expedition'}: "
                            "nothing is moved (v5.0 7.3.23)", [], published=True)
            ctx.found = 0
            return
        labels = [f"the marker on {adventure_region(game, adventure.markers[i][0], adventure.markers[i][1])}" for i in found]
        pick = found[0]
        if len(set(labels)) > 1:
            answer = str(game.ask(ctx.controller, DecisionKind.CHOOSE, labels, "6.1.g", f"the Terrain Marker to move ({ctx.label})"))
            if answer not in labels:
                raise ChoiceNeeded(ctx.controller, f"the Terrain Marker to move ({ctx.label})", labels, "6.1.g", kind=DecisionKind.CHOOSE)
            pick = found[labels.index(answer)]
        region, player = place
        old = adventure.markers[pick]
        adventure.markers = [m for i, m in enumerate(adventure.markers) if i != pick] + [(region, player if adventure.paths else None, terrains)]
        game.trace.emit("marker", f"{ctx.controller} moves the {'/'.join(sorted(terrains))} Terrain Marker from "
                        f"{adventure_region(game, old[0], old[1])} to {adventure_region(game, region, player)}: it is a new object, "
                        "the newest there (v5.0 7.3.23.a-b)", [], published=True, region=region)


def adventure_region(game: "Table", region: int, player: str | None) -> str:
    return adventure.region_name(game, region) if not game.state.adventure.paths else f"{player}'s region {region}"


class TakeControl(Verb):
    """"Take control of target Character": its controller moves another player's object in an
    expedition to one of their own expeditions (they choose which, as the step resolves), or one
    in the Landmark zone to their Landmarks (effects.take_control). Not an object they control
    already, nor one elsewhere (v5.0 7.3.40.c-d): then nothing happens. Published game, v5.0 7.3.40."""

    name = "take control"
    plain = object_value
    keys = {"object": object_value, "in": lambda v: _in_my_expedition(v)}
    needs = (("object",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        where = ", putting it in my expedition if it is in an expedition" if isinstance(s.arg, dict) and s.arg.get("in") else ""
        return f"{may}take control of {object_of(s.arg)}{where}"

    @implements("v5.0 7.3.40.c", "v5.0 7.3.40.d")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        for o in objects(game, ctx, step, object_of(step.arg)):
            if o.controller == ctx.controller or (o.zone not in EXPEDITION_ZONES and o.zone != "landmarks"):
                game.trace.emit("nothing", f"{o.label()}: {ctx.controller} cannot take control of it (v5.0 7.3.40.c-d)", [],
                                published=True, object=o.uid)
                continue
            exp = None
            if o.zone in EXPEDITION_ZONES:
                if o.has("Gigantic"):
                    from .table import EngineError

                    raise EngineError(f"{ctx.label}: not modelled: taking control of a Gigantic Character (which expeditions it "
                                      "joins, no edition says)")
                if isinstance(step.arg, dict) and step.arg.get("in"):  # "putting it in my Expedition": the object's own
                    exp = _my_one_expedition(game, ctx)
                else:
                    exp = str(game.ask(ctx.controller, DecisionKind.EXPEDITION, ["hero", "companion"], "v5.0 7.3.40.a",
                                       f"the expedition {o.label()} goes to ({ctx.label})"))
            effects.take_control(game, ctx.controller, o, exp)


def _in_my_expedition(v) -> str:
    if not isinstance(v, str) or norm(v) != "my expedition":
        raise AbilityError(f"take control: in my expedition (the object's own), not {short(v)}")
    return "my expedition"


def _my_one_expedition(game: "Table", ctx: Context) -> str:
    """The one expedition the object whose ability it is stands in ("putting it in my Expedition"):
    an object elsewhere, or a Gigantic one (both of its controller's), names no one expedition:
    not modelled, rather than a guess."""
    src = me(game, ctx)
    if src is None or src.zone not in EXPEDITION_ZONES or src.has("Gigantic") or src.controller != ctx.controller:
        from .table import EngineError

        raise EngineError(f"{ctx.label}: not modelled: \"in my Expedition\" while its object is in no one expedition of its controller's")
    return str(expedition_of(src.zone))


class _MoveVerb(Verb):
    """An expedition moves (7.3.10, 7.3.11)."""

    plain = expedition_value
    keys = None
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}{s.arg} moves {self.name.split()[1]}"


class MoveForward(_MoveVerb):
    name = "move forward"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        ctx.moved = [(p, str(e)) for p, e in expeditions(game, ctx, step, str(step.arg))]  # ("your other Expedition" after it)
        for player, exp in ctx.moved:
            blocker = cannot_move_forward(game, player, exp)
            if blocker is not None:
                game.trace.emit("no-move", f"{player} {exp} expedition can't move forward ({blocker.label()})", ["2.2.2.m"], object=blocker.uid, player=player, expedition=exp)
                continue
            effects.move_expedition_forward(game, player, exp)


class _ExpeditionStatusVerb(Verb):
    """Each expedition the step names gains or loses the Ascended status (`act`, judge/ascension.py);
    `said`: the words after the expedition in the rendering."""

    plain = expedition_value
    keys = None
    needs = ()
    said = ""

    @staticmethod
    def act(game: "Table", player: str, exp) -> None:
        raise NotImplementedError

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}{s.arg} {self.said}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        for player, exp in expeditions(game, ctx, step, str(step.arg)):
            self.act(game, player, exp)


class Ascend(_ExpeditionStatusVerb):
    """An expedition ascends: it gains the Ascended status (ascension.ascend). The built-in edition
    has no Ascend: the published game (v5.0 7.3.3.a)."""

    name = "ascend"
    said = "ascends (gains Ascended)"
    act = staticmethod(ascension.ascend)


class LoseAscended(_ExpeditionStatusVerb):
    """An expedition loses the Ascended status ("Target Expedition loses [[Ascended]]"; ascension.lose_ascended). The
    built-in edition has no Ascended: the published game (v5.0 7.3.21, 2.4.3)."""

    name = "lose ascended"
    said = "loses Ascended"
    act = staticmethod(ascension.lose_ascended)


def _complete(game: "Table", o: GameObject | None, label: str) -> bool:
    """A Feat becomes Completed (feats.complete), an event: "When I become [Completed]", "When you complete a Feat" (the
    cards' words; judge/feats.py). True when it became Completed now."""
    if not feats.complete(game, o, label):
        return False
    signal(game, "completed", subject=o, player=o.controller)
    return True


class CompleteMe(Verb):
    """"Complete me": the Feat whose ability this is becomes Completed (judge/feats.py; no edition
    defines Feats: published game, as the cards state it). "If you do" after it: it became
    Completed now."""

    name = "complete me"
    plain = None
    keys = {}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}complete me (I become Completed)"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        ctx.started = _complete(game, me(game, ctx), ctx.label)


class Complete(Verb):
    """"Complete target Feat you control": the Feats the selector names become Completed, as "complete me" makes its
    own (judge/feats.py; no edition defines Feats: the published cards' words); an object that is no Feat is not
    completed. "If you do" after it: one became Completed now."""

    name = "complete"
    plain = object_value
    keys = {"object": object_value}
    needs = (("object",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        sel = s.arg.get("object") if isinstance(s.arg, dict) else s.arg
        return f"{may}complete {sel} (it becomes Completed)"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        sel = step.arg.get("object") if isinstance(step.arg, dict) else step.arg
        ctx.started = False
        for o in objects(game, ctx, step, sel):
            if not o.card.is_a("Feat"):
                game.trace.emit("nothing", f"{ctx.label}: {o.label()} is no Feat: it is not completed", [], object=o.uid)
                continue
            ctx.started = _complete(game, o, ctx.label) or ctx.started


class MoveBackward(_MoveVerb):
    name = "move backward"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        ctx.moved = [(p, str(e)) for p, e in expeditions(game, ctx, step, str(step.arg))]  # ("your other Expedition" after it)
        moved = [adventure.move_backward(game, player, exp) for player, exp in ctx.moved]
        ctx.started = any(moved)  # "if it does": it moved


def _up_to(v) -> bool:
    if v is not True:
        raise AbilityError("up to: true, or leave it out")
    return True


def _by_word(v) -> str:
    if norm(v) != "that opponent":
        raise AbilityError(f"by: that opponent (the opponent whose card the effect targeted), not {short(v)}")
    return "that opponent"


# "Exhaust up to two cards in Reserve": objects chosen as the step resolves, none to N (6.1.g);
# `by: that opponent`: one object, chosen by that opponent ("That opponent targets a card in your Reserve")
_CHOSEN_UP_TO = {"object": object_value, "choose": object_value, "count": count_value, "up to": _up_to, "by": _by_word}


def _that_opponent(game: "Table", ctx: Context) -> str | None:
    """"That opponent": the one whose card a target of this effect is (its owner: a card in a Reserve
    is its owner's, 3.1.2.c); with no such target, the one opponent of a two-player game; None else."""
    for chosen in ctx.targets.values():
        for t in chosen:
            if isinstance(t, GameObject) and t.owner != ctx.controller:
                return t.owner
    theirs = opponents(game.state, ctx.controller)
    return theirs[0] if len(theirs) == 1 else None


def _chosen(game: "Table", ctx: Context, step: Step) -> list:
    arg = step.arg
    if isinstance(arg, dict) and arg.get("by"):
        return _chosen_by_that_opponent(game, ctx, step, str(arg["choose"]))
    if isinstance(arg, dict) and "choose" in arg:
        return objects(game, ctx, step, arg["choose"], int(arg.get("count", 1)), bool(arg.get("up to")))
    return objects(game, ctx, step, object_of(arg))


def _chosen_by_that_opponent(game: "Table", ctx: Context, step: Step, sel: str) -> list:
    """One object of those `sel` names for the effect's controller ("a card in your Reserve": theirs),
    chosen as the step resolves by that opponent, as the card says (6.1.g's "unless specified
    otherwise" in v5.0); one without consequence (a card exhausted already) may be chosen (v5.0 6.1.g,
    remark). The built-in edition has no choice by another player: the published game."""
    from .table import EngineError

    chooser = _that_opponent(game, ctx)
    if chooser is None:
        raise EngineError(f"{ctx.label}: 'that opponent' names no one opponent here (no target of theirs, several opponents); "
                          "not modelled")
    found = objects(game, ctx, step, sel, chooser=chooser)
    for o in found:
        game.trace.emit("choose", f"{chooser}, that opponent, chooses {o.label()} for {ctx.label} (v5.0 6.1.g: the card says who)",
                        ["6.1.g"], published=True, object=o.uid)
    return found


def _render_chosen(s: Step, may: str) -> str:
    a = s.arg
    if isinstance(a, dict) and a.get("by"):
        return f"{may}that opponent chooses {a['choose']} as it resolves; {s.verb} it"
    if isinstance(a, dict) and "choose" in a:
        n = int(a.get("count", 1))
        return f"{may}{s.verb} {'up to ' if a.get('up to') else ''}{n} of: {a['choose']} (chosen as it resolves)"
    return f"{may}{s.verb} {a if isinstance(a, str) else a.get('object')}"


def _check_by(arg) -> None:
    if isinstance(arg, dict) and "by" in arg and ("choose" not in arg or int(arg.get("count", 1)) != 1 or arg.get("up to")
                                                  or words.selector(str(arg["choose"])).kind != "a"):
        raise AbilityError("by: that opponent chooses one object: with choose (\"a ...\", chosen now), no count, no up to")


class Exhaust(Verb):
    name = "exhaust"
    plain = object_value
    keys = _CHOSEN_UP_TO
    needs = (("object", "choose"),)

    def check(self, arg) -> None:
        _check_by(arg)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return _render_chosen(s, may)

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        for o in _chosen(game, ctx, step):
            effects.exhaust(game, o, ctx.controller)


class Ready(Verb):
    name = "ready"
    plain = object_value
    keys = _CHOSEN_UP_TO
    needs = (("object", "choose"),)

    def check(self, arg) -> None:
        _check_by(arg)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return _render_chosen(s, may)

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        for o in _chosen(game, ctx, step):
            o.drop_status(Status.EXHAUSTED)
            game.trace.emit("ready", f"{o.label()} is readied", [], object=o.uid)


class DoubleCounters(Verb):
    """`double counters: {object: SELECTOR, name: NAME}`: each object gains as many counters of that
    name as it has; none when it has none (published game, v5.0 7.3.8.a-b: doubling 0 counters is
    impossible). A passive ability refusing the object counters still refuses them (effects.gain_counters).
    The built-in edition has no such keyword action."""

    name = "double counters"
    plain = None
    keys = {"object": object_value, "name": counter_name_value}
    needs = (("name",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        obj = s.arg.get("object", "me")
        return f"{may}double {'my' if obj == 'me' else 'the'} {s.arg['name']} counters{'' if obj == 'me' else ' on ' + obj}"

    @implements("2.5.e")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        name = str(step.arg["name"])
        for o in objects(game, ctx, step, step.arg.get("object", "me")):
            have = counter_count(o, name)
            if not have:
                game.trace.emit("counters", f"{o.label()} has no {name} counter: doubling none is impossible (v5.0 7.3.8.b)", [],
                                published=True, object=o.uid)
                continue
            game.trace.emit("counters", f"{o.label()}'s {have} {name} counter{'s' if have != 1 else ''} are doubled: it gains "
                            f"{have} more (v5.0 7.3.8.a)", [], published=True, object=o.uid)
            effects.gain_counters(game, o, counter_key(o, name), have)


class DoubleBoosts(_OnObjects):
    """`double boosts: SELECTOR`: each object gains as many boosts as it has (none when it has
    none), each its own gain (2.4.4.a)."""

    name = "double boosts"

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}double the number of boosts on {object_of(s.arg)}"

    @implements("2.4.4.a")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        for o in objects(game, ctx, step, object_of(step.arg)):
            if o.boosts:
                effects.gain_boosts(game, o, o.boosts)


def _two_targets(v) -> str:
    """The objects whose boosts are exchanged: "target two Characters", one slot of two targets."""
    sel = object_value(v)
    read = words.selector(sel)
    if read.kind != "target" or not read.exact or read.up_to != 2:
        raise AbilityError(f"exchange boosts: two targets, as '2 target character', not {short(v)}")
    return sel


class ExchangeBoosts(_OnObjects):
    """`exchange boosts: 2 target character`: the one with more boosts loses the difference and the
    other gains it, at once; equal, nothing happens; with fewer than two of its targets still
    there, there are not two to exchange and nothing happens. The built-in edition does not define
    it: the published game (v5.0 7.3.11.a-b)."""

    name = "exchange boosts"
    plain = _two_targets
    keys = {"object": _two_targets}

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}exchange the boosts of {object_of(s.arg)}"

    @implements("2.4.4.a", "6.1.e", "6.1.f")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        found = objects(game, ctx, step, object_of(step.arg))
        if len(found) != 2:
            game.trace.emit("exchange", f"{ctx.label}: {len(found)} of its two targets left: no boosts to exchange (v5.0 7.3.11.a)",
                            [], published=True)
            return
        more, less = sorted(found, key=lambda o: -o.boosts)
        diff = more.boosts - less.boosts
        if not diff:
            game.trace.emit("exchange", f"{more.label()} and {less.label()} have as many boosts: nothing happens (v5.0 7.3.11.b)",
                            [], published=True)
            return
        game.trace.emit("exchange", f"{more.label()} and {less.label()} exchange their boosts: {more.label()} loses {diff} "
                        f"and {less.label()} gains {diff}, at once (v5.0 7.3.11.a)", ["6.1.e", "6.1.f"], published=True)
        effects.lose_boosts(game, more, diff)
        effects.gain_boosts(game, less, diff)


class ReadyManaOrbs(Verb):
    """`ready mana orbs: N`: up to N of its controller's exhausted Mana Orbs are readied (fewer if
    fewer are exhausted: as much as possible, 6.1.e). Mana Orbs are face-down cards, alike for
    every use (2.2.1.f): those first in the zone."""

    name = "ready mana orbs"
    plain = count_value
    keys = {"amount": count_value, "up to": lambda v: boolean(v, "up to")}
    needs = (("amount",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        n, up_to = (s.arg["amount"], s.arg.get("up to")) if isinstance(s.arg, dict) else (s.arg, False)
        if up_to:
            return f"{may}ready up to {n} of your Mana Orbs"
        return f"{may}ready {n} of your Mana Orbs" if n != 1 else f"{may}ready one of your Mana Orbs"

    def slots(self, step: Step) -> list[str]:
        return []

    @implements("2.2.1.f", "6.1.e", "6.1.g")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        n, up_to = (int(step.arg["amount"]), step.arg.get("up to")) if isinstance(step.arg, dict) else (int(step.arg), False)
        exhausted = [o for o in game.state.player(ctx.controller).zones["mana"] if Status.EXHAUSTED in o.statuses]
        if up_to and exhausted:  # "ready up to N": how many, its controller chooses as it resolves (6.1.g)
            most = min(n, len(exhausted))
            answer = str(game.ask(ctx.controller, DecisionKind.CHOOSE, [str(i) for i in range(most, -1, -1)], "6.1.g",
                                  f"how many of their exhausted Mana Orbs to ready, up to {n} ({ctx.label})"))
            if answer not in [str(i) for i in range(most + 1)]:
                raise ChoiceNeeded(ctx.controller, f"a number from 0 to {most}", [str(i) for i in range(most, -1, -1)], "6.1.g",
                                   kind=DecisionKind.CHOOSE)
            n = int(answer)
        chosen = exhausted[:n]
        for orb in chosen:
            own(game, orb).drop_status(Status.EXHAUSTED)
        game.trace.emit("ready", f"{ctx.controller} readies {len(chosen)} Mana Orb{'s' if len(chosen) != 1 else ''}"
                        + (f" (only {len(chosen)} exhausted)" if len(chosen) < n else ""), ["6.1.e"])


class ActivateTriggers(Verb):
    name = "activate triggers"
    plain = None
    keys = {"object": object_value, "trigger": trigger_value, "may each": lambda v: boolean(v, "may each"),
            "one": lambda v: boolean(v, "one"), "as mine": lambda v: boolean(v, "as mine"), "up to": count_value}
    needs = (("object",), ("trigger",))
    exclusive = (("one", "up to"), ("may each", "up to"))

    def check(self, arg: dict) -> None:
        if "up to" in arg and not arg.get("as mine"):
            raise AbilityError("up to: N of their reactions, activated as mine (as mine: true)")

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        if a.get("may each"):
            return f"{may}for each of {a['object']}, you may activate its {TRIGGERS[norm(a['trigger'])]} triggers"
        if a.get("up to"):
            return f"{may}activate up to {a['up to']} of the {TRIGGERS[norm(a['trigger'])]} triggers of {a['object']} as if mine"
        if a.get("as mine"):
            whose = "its" if a["object"] in ("it", "them") else f"{a['object']}'s"
            return f"{may}activate {'one of ' if a.get('one') else ''}{whose} {TRIGGERS[norm(a['trigger'])]} triggers as if mine"
        if a.get("one"):
            who = "it" if a["object"] in ("it", "them") else a["object"]
            return f"{may}{who} activates one of its {TRIGGERS[norm(a['trigger'])]} triggers"
        return f"{may}activate the {TRIGGERS[norm(a['trigger'])]} triggers of {a['object']}"

    @implements("7.3.1.b", "7.3.1.d", "7.3.1.e")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        trigger = str(step.arg["trigger"]).lower()
        if step.arg.get("up to"):  # of all of them together, up to N, chosen
            mine = me(game, ctx)
            if mine is None:
                game.trace.emit("nothing", f"{ctx.label}: its object is gone: no \"mine\" to activate reactions as", [])
                return
            activate_up_to(game, objects(game, ctx, step, step.arg.get("object")), trigger, ctx.label, int(step.arg["up to"]), mine)
            return
        for o in objects(game, ctx, step, step.arg.get("object")):
            # "For each Permanent you control, you may activate ...": one choice per object
            if step.arg.get("may each") and not game.ask_may(ctx.controller, f"whether to activate the reactions of {o.label()} "
                                                        f"({ctx.label})", "5.2.3.e"):
                game.trace.emit("may", f"{ctx.controller} does not activate those of {o.label()}", ["5.2.3.e"], object=o.uid)
                continue
            mine = me(game, ctx) if step.arg.get("as mine") else None
            if step.arg.get("as mine") and mine is None:
                game.trace.emit("nothing", f"{ctx.label}: its object is gone: no \"mine\" to activate {o.label()}'s reaction as", [],
                                object=o.uid)
                continue
            activate(game, o, trigger, by=ctx.label, one=bool(step.arg.get("one")), as_of=mine)


SUPPORT_COST = "discard me from reserve"  # {D} (v5.0 2.2.12.k, 7.1.4)
SECOND_SUPPORT = "the second support ability is activated on one of your turns"


class ActivateSupport(Verb):
    """"I activate my {D} ability", "It activates its {D} ability": the effect of the object's
    support ability whose cost is {D} (discard me from Reserve, v5.0 2.2.12.k) resolves now, as a
    step of this effect, its targets chosen as it begins (v5.0 6.5.b), "I" in it the object, its
    controller the object's (as for a Reaction another object activates, v5.0 7.3.1.d). Its cost
    is not paid: the object is not in a Reserve, which it would leave. No edition defines the
    activation of a quick action by an effect (v5.0 7.3.1.b says it of Reactions):
    the published game, as the cards' words and reminders say it. Several such abilities: its controller chooses
    one; none: nothing happens; one with a cost beyond {D} or a condition: not modelled (which
    cost is waived, no edition says). Whether it counts as "a {D} ability activated" for other
    abilities, no edition says either: it is noted, and a question that turns on it stops."""

    name = "activate support"
    plain = object_value
    keys = {"object": object_value}
    needs = (("object",),)

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        sel = s.arg.get("object") if isinstance(s.arg, dict) else s.arg
        if sel == "me":
            return f"{may}activate my support ability ({{D}}), its cost not paid"
        who = "it" if sel in ("it", "them") else sel
        return f"{may}{who} activates its support ability ({{D}}), its cost not paid"

    @implements("v5.0 7.3.1.b", "v5.0 7.3.1.d", "v5.0 2.2.12.k")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        from .table import EngineError

        sel = step.arg.get("object") if isinstance(step.arg, dict) else step.arg
        found, ctx.last = objects(game, ctx, step, sel), []
        for o in found:
            supports = [a for a in o.card.abilities if a.kind == "support" and SUPPORT_COST in a.cost]
            if not supports:
                game.trace.emit("nothing", f"{ctx.label}: {o.label()} has no {{D}} ability to activate", [], published=True,
                                object=o.uid)
                continue
            a = supports[0]
            if len(supports) > 1:
                texts = [x.text for x in supports]
                answer = str(game.ask(o.controller, DecisionKind.CHOOSE, texts, "6.1.g",
                                      f"which {{D}} ability of {o.label()} to activate ({ctx.label})"))
                a = supports[texts.index(answer)] if answer in texts else a
            if [c for c in a.cost if c != SUPPORT_COST] or a.condition or a.passive or a.completed:
                raise EngineError(f"{ctx.label}: not modelled: {o.card.name}'s {{D}} ability \"{a.text}\" has a cost or a "
                                  "condition beyond {D}; which of it an activation by an effect waives, no edition says")
            game.state.note("support by effect", o.controller)
            counting = [x for x in _visible(game) for r in x.card.abilities if r.trigger == SECOND_SUPPORT]
            counting += [game.state.get(r["source"]) or o for r in game.state.pending_times if r["activated"] == "support"]
            if counting:
                raise EngineError(f"{ctx.label}: not modelled: {counting[0].card.name} reacts to a second {{D}} ability in a turn; "
                                  f"whether {o.card.name}'s, activated by an effect, counts, no edition says")
            sub = Context(o.controller, f"{o.label()}'s {{D}} ability, activated by {ctx.label}", o, o.number)
            sub.support = True
            with game.trace.under("activate", f"{ctx.label}: {o.label()}'s {{D}} ability \"{a.text}\" resolves now, its cost "
                                  "not paid (no edition defines activating a quick action by an effect)",
                                  [], published=True, object=o.uid):
                if targets_now(game, sub, a.steps):
                    resolve(game, sub, a.steps)
            ctx.last.append(o)
        ctx.started = bool(ctx.last)


class PutInPlay(Verb):
    name = "put in play"
    plain = object_value
    keys = _CHOOSE
    needs = (("choose", "object"),)

    @implements("6.3.d")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        sel = (step.arg.get("choose") or step.arg.get("object")) if isinstance(step.arg, dict) else step.arg
        chosen, ctx.last = objects(game, ctx, step, sel), []
        for o in chosen:
            if o.card.type == "character":
                answer = game.ask(ctx.controller, DecisionKind.EXPEDITION, list(EXPEDITIONS), "5.2.1.a",
                                  f"the expedition {o.label()} enters")
                zone = f"{answer} expedition"
            else:
                zone = "landmarks"
            new = move(game, o, zone, ctx.controller, cause="put in play")  # joining play triggers its reactions (6.3.d)
            if new is not None:
                ctx.last.append(new)


_KEYWORD_FOR_A_WHILE = re.compile(r"^i am (defender|eternal|seasoned|tough [1-9])$")


def ongoing_emblem(game: "Table", controller: str, passive: str, until: str, expeditions: tuple = (),
                   objects: tuple = ()) -> GameObject:
    """An Emblem-Ongoing in Limbo with that passive ability, until the end of the turn or day
    (2.2.2.m), bound to those expeditions or objects if any."""
    e = GameObject(f"ongoing {game.state.next_number}", EMBLEM_ONGOING, controller, controller, "limbo", game.state.new_number(),
                   emblem=Emblem("ongoing", passive=passive, until=until, expeditions=expeditions, objects=objects))
    game.state.limbo.append(e)
    return e


class Ongoing(Verb):
    """An Emblem-Ongoing in Limbo (2.2.2.m). `expedition: EXPEDITION` binds "expeditions can't move
    forward" to the expeditions named as the step resolves ("Target Expedition can't move forward
    this Day": the target, chosen as the card or ability is played, 5.2.3.b); without it, every
    expedition. `object: SELECTOR` binds "i am KEYWORD" (Defender, Eternal, Seasoned, Tough N) to
    the objects it names as the step resolves, each as the object it is then (2.1.c): "Target
    Character gains [Defender] this turn". `until: end of turn` ends it when the turn ends (only
    within a turn, in the Afternoon); `end of day`, the default, when the day ends."""

    name = "ongoing"
    plain = None
    keys = {"passive": passive_value, "until": until_value, "expedition": expedition_value, "object": object_value}
    needs = (("passive",),)

    def check(self, arg: dict) -> None:
        if "expedition" in arg and arg["passive"] != "expeditions can't move forward":
            raise AbilityError("expedition: only with the passive \"expeditions can't move forward\" (the expeditions it is bound to)")
        bound = _KEYWORD_FOR_A_WHILE.match(str(arg["passive"]))
        if "object" in arg and not bound:
            # Gigantic given for a while would move the object in and out of its other expedition: not modelled
            raise AbilityError("object: only with \"i am defender\" (or eternal, seasoned, tough N): the keyword the objects have")
        if bound and "object" not in arg:
            raise AbilityError(f"{arg['passive']}: give the object it is bound to (object: SELECTOR)")
        given = words.passive(str(arg["passive"]))
        if not bound and given.kind == "keyword" and (given.keyword == "Gigantic" or given.who not in ("characters", "tokens")):
            # an Emblem-Ongoing is in no expedition and is no object of its controller's to leave out;
            # Gigantic for a while would move objects in and out of their other expedition: not modelled
            raise AbilityError(f"{arg['passive']}: an effect lasting a while gives a keyword to the objects it names "
                               "(object: SELECTOR), or to its controller's Characters or tokens (not Gigantic)")

    def slots(self, step: Step) -> list[str]:
        if step.arg.get("object"):
            return super().slots(step)
        return ["target expedition"] if step.arg.get("expedition") == "target expedition" else []

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        if a.get("expedition"):
            return f"{a['expedition']} can't move forward until the {a.get('until', 'end of day')}"
        if a.get("object"):
            return f"{a['object']} has {str(a['passive']).removeprefix('i am ').capitalize()} until the {a.get('until', 'end of day')}"
        return f"{a['passive']} until the {a.get('until', 'end of day')}"

    @implements("2.2.2.m", "2.2.1.g")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        passive = str(step.arg["passive"]).lower()
        until = str(step.arg.get("until", "end of day")).lower()
        if until == "end of turn" and (game.state.phase != Phase.AFTERNOON or game.state.turn is None):
            from .table import EngineError

            raise EngineError(f"{ctx.label}: not modelled: an effect lasting \"this turn\" outside a turn (no edition says when "
                              "it ends out of the Afternoon)")
        bound: tuple = ()
        objects_bound: tuple = ()
        if step.arg.get("object"):
            found = objects(game, ctx, step, step.arg["object"])
            objects_bound = tuple((o.uid, o.number) for o in found)
            ctx.found = len(found)
            if not found:
                game.trace.emit("nothing", f"{ctx.label}: no object to give \"{passive}\" to: no Emblem-Ongoing", ["2.2.2.m"])
                return
        if step.arg.get("expedition"):
            bound = tuple(f"{p} {x}" for p, x in expeditions(game, ctx, step, str(step.arg["expedition"])))
            ctx.found = len(bound)
            if not bound:
                game.trace.emit("nothing", f"{ctx.label}: no expedition to bind \"{passive}\" to: no Emblem-Ongoing", ["2.2.2.m"])
                return
        ongoing_emblem(game, ctx.controller, passive, until, expeditions=bound, objects=objects_bound)
        on = f" (for {' and '.join(x + ' expedition' for x in bound)} only)" if bound else ""
        if objects_bound:
            on = f" (for {', '.join(u for u, _ in objects_bound)} only, as the objects they are now, 2.1.c)"
        game.trace.emit("emblem", f"an Emblem-Ongoing is created in Limbo: \"{passive}\"{on} until the {until}", ["2.2.2.m"])


def _day_only(v) -> str:
    if norm(v) != "end of day":
        raise AbilityError(f"until: end of day (this Day), not {short(v)}")
    return "end of day"


class ForbidThatName(Verb):
    """Its player's opponents forbidden to play, for the rest of the Day, cards of one name: the name
    of the card the step before acted on (returned to a Hand, say), bound as this step resolves, in
    an Emblem-Ongoing until the day ends (2.2.2.m; play.unplayable). No edition words such a lock:
    the published game, as the cards say it. Nothing acted on: nothing."""

    name = "forbid that name"
    plain = None
    keys = {"until": lambda v: _day_only(v)}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        return f"{may}your opponents can't play cards with that name until the {s.arg.get('until', 'end of day')}"

    @implements("2.2.2.m")
    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        until = str(step.arg.get("until", "end of day"))
        names = list(dict.fromkeys(o.card.name for o in ctx.last))
        ctx.found = len(names)
        if not names:
            game.trace.emit("nothing", f"{ctx.label}: no card acted on before: no name to forbid", ["2.2.2.m"])
            return
        for name in names:
            ongoing_emblem(game, ctx.controller, f"your opponents can't play cards named {name.lower()}", until)
            game.trace.emit("emblem", f"an Emblem-Ongoing is created in Limbo: {ctx.controller}'s opponents can't play cards named "
                            f"{name} until the {until}", ["2.2.2.m"])


class NextJoiningGainsBoosts(Verb):
    """N boosts for the next Character to join this object's Expedition this turn: an effect waiting,
    until the turn ends, for the first Character to join the expedition of the object whose
    ability it is (triggers._next_joining). Its object in no expedition: nothing waits."""

    name = "next character joining my expedition gains boosts"
    plain = _count_or_x
    keys = {"amount": _count_or_x}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        n = s.arg if not isinstance(s.arg, dict) else s.arg.get("amount", 1)
        return f"{may}the next Character that joins my Expedition this turn gains {'X' if n == THE_X else n} boost{'s' if n != 1 else ''}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        n = said_amount(game, ctx, step.arg)  # X: the number paid, noted now (the Mana spent stays spent)
        src = me(game, ctx)
        if src is None or src.zone not in EXPEDITION_ZONES:
            game.trace.emit("nothing", f"{ctx.label}: its object is in no expedition: no \"my Expedition\" for the next "
                            "Character to join", [])
            return
        game.state.pending_joins.append({"player": ctx.controller, "source": src.uid, "number": src.number, "amount": n})
        game.trace.emit("pending", f"the next Character that joins {src.label()}'s expedition this turn will gain {n} "
                        f"boost{'s' if n != 1 else ''}", [])


def _activated_kind(v) -> str:
    if norm(v) not in ("support", "tap"):
        raise AbilityError(f"activated: support (a {{D}} ability) or tap (a {{T}} ability), not {short(v)}")
    return norm(v)


class NextTimeActivated(Verb):
    """"The next time a {D} (or {T}) ability is activated this turn, target Character gains N boosts":
    an effect waiting, until the turn ends, for the next such activation (the costs paid, 5.1.2.b),
    whoever's; then an Emblem-Reaction of the object whose ability it was gives the boosts, its
    target chosen as it is played (5.2.3.b). An Ongoing Emblem of the published game (v5.0
    2.2.15.c: its duration, this turn); no edition words "the next time"."""

    name = "next time activated"
    plain = None
    keys = {"activated": _activated_kind, "amount": count_value, "object": object_value}
    needs = (("activated",), ("amount",), ("object",))

    def slots(self, s: Step) -> list[str]:
        return []  # its target is the waiting reaction's, chosen when it is played

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        what = "{D}" if a["activated"] == "support" else "{T}"
        n = a["amount"]
        return f"{may}the next time a {what} ability is activated this turn, {a['object']} gains {n} boost{'s' if n != 1 else ''}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        src = _current(game, ctx.source) if ctx.source is not None else None
        if src is None:
            from .table import EngineError
            raise EngineError(f"{ctx.label}: not modelled: a waiting effect with no object it comes from")
        a = step.arg
        game.state.pending_times.append({"player": ctx.controller, "source": src.uid, "number": src.number,
                                         "activated": a["activated"], "amount": int(a["amount"]), "object": a["object"]})
        game.trace.emit("pending", f"{ctx.label}: the next time a {'{D}' if a['activated'] == 'support' else '{T}'} ability is "
                        f"activated this turn, {a['object']} gains {a['amount']} boost{'s' if a['amount'] != 1 else ''} (an "
                        "Ongoing Emblem for this turn, v5.0 2.2.15.c)", [], published=True)


class NextCharacterGainsBoosts(Verb):
    name = "next character gains boosts"
    plain = count_value
    keys = {"amount": count_value}
    needs = ()

    def render(self, s: Step, may: str, render_ability, render_step) -> str:
        a = s.arg
        return f"the next Character you play this turn gains {a} boost{'s' if a != 1 else ''}"

    def resolve(self, game: "Table", ctx: Context, step: Step) -> None:
        n = _amount(step.arg)
        pending = game.state.pending_boosts
        pending[ctx.controller] = pending.get(ctx.controller, 0) + n
        game.trace.emit("pending", f"the next Character {ctx.controller} plays this turn will gain {n} boost{'s' if n != 1 else ''}", [])


VERBS: dict[str, Verb] = {v.name: v for v in (Sacrifice(), EachPlayerSacrifices(), Discard(), DiscardZone(), AfterYou(), PlayNow(), NextCard(), GainBoosts(), GainCounters(), RemoveCounters(), LoseBoosts(), Augment(), ReadyManaOrbs(), DoubleBoosts(), DoubleCounters(), GainStatus(), LoseStatus(), CreateToken(), Resupply(), Sabotage(), Draw(), Pay(), LoseKeyword(), PutInMana(), PlayFromTopOfDeck(), PutInReserve(), ReturnToHand(), PutOnTopOfDeck(), WinTheGame(), PlayAnotherTurn(), BecomeFirstPlayer(), SwitchExpeditions(), Defect(), GainSubtypes(), Ascend(), CompleteMe(), Complete(), LoseAscended(), CreateLandmarkToken(), CopyToken(), CreateSignatureToken(), PlaceTerrainMarker(), PlaceOneOfMyMarkers(), MoveTerrainMarker(), TakeControl(), MoveForward(), MoveBackward(), Exhaust(), Ready(), ActivateTriggers(), ActivateSupport(), PutInPlay(), Ongoing(), NextCharacterGainsBoosts(), NextJoiningGainsBoosts(), NextTimeActivated(), KeepOneInEachReserve(), ForbidThatName(), ExhaustedResupply(), AlsoReceiveGift(), RevealFromHand(), NextCardCostsLess(), ExchangeWithHand(), ExchangeBoosts(), Target(), ChooseExpedition(), IncreaseTheResult(), DiscardTheRest(), RevealTopCard(), LoseAllBoosts(), PutInDeck(), DistributeBoosts(), Pass(), TakeFromTopOfDeck(), RevealTopDeckCard(), LookAtTopDeckCard(), DrawIt(), RevealedToHand(), PlayRevealed())}




EMBLEM_ONGOING = Card(name="Emblem-Ongoing", type="emblem", subtypes=("Ongoing",))
EMBLEM_DELAYED = Card(name="Emblem-Ongoing", type="emblem", subtypes=("Ongoing",))


__all__ = ["Context", "Verb", "VERBS", "resolve", "choose_targets", "target_slots", "where"]


@implements("7.3.11.a", "6.1.g")
def forward_replaced(game: "Table", player: str, exp: str, label: str, due_to: tuple[str, ...] = ()) -> bool:
    """A replacement of its expedition's moving forward (`{instead: {would: my expedition moves
    forward, do: [X], may: ...}}`): an object in the expedition
    whose replacement applies does X and the expedition does not move (published game, v5.0 6.2.b);
    an optional one is chosen by its controller as it is about to apply (v5.0 6.2.d), one after
    the other, the first taken replacing the move (a replaced step is no longer a move forward,
    v5.0 6.2.i-j). Not moving during Progress, the expedition fails to move forward (v5.0 7.5.7.a).
    Where a rule's own replacing modifier also applies to the move (the Tumult card flipped on
    entering a face-down region, nothing happening in the region opposite its origin or in the
    Arena: v5.0 7.3.25.b-c, e), the step's controller (the first player at Progress) chooses which
    applies first (v5.0 6.2.h), and the other then applies to the step as modified if it still can
    (6.2.i): the card flipped leaves a move, which the replacement replaces; nothing happening
    leaves none. With a card's "one more region" too (whose cost may be paid), the run stops."""
    from .expeditions import members  # the objects in it, a Gigantic one in both (7.4.3.b)

    subs = [(o, r) for o in members(game, player, exp) if o.exists and o.controller == player
            for r in o.card.forward_replacements]
    if not subs:
        return False
    from .table import EngineError

    state = game.state
    p = state.player(player)
    here = p.position[exp]
    end = ORIGIN["companion" if exp == "hero" else "hero"]
    for obj, (steps, may) in subs:
        other = ("it is in the Arena (v5.0 7.3.25.e)" if state.adventure.tiebreakers
                 else "it is in the region opposite its origin (v5.0 7.3.25.c)" if here == end
                 else "the region it would enter is face down (v5.0 7.3.25.b)" if state.adventure.is_face_down(here + DIRECTION[exp], player)
                 else "an object moves it one more region" if one_more_region(game, player, exp, due_to) else None)
        if may and not game.ask_may(obj.controller, f"{obj.label()}: instead of {label} moving forward, "
                               f"{', then '.join(s.text for s in steps)} (v5.0 6.2.d)", "6.1.g"):
            # declined (asked first: declined, the order of the modifiers changes nothing)
            game.trace.emit("replace", f"{obj.controller} does not apply {obj.label()}'s replacement: {label} moves forward "
                            "(v5.0 6.2.d)", [], published=True, object=obj.uid, player=player, expedition=exp)
            continue
        if other == "an object moves it one more region":
            raise EngineError(f"{obj.label()}'s replacement of {label} moving forward, and another replacing modifier ({other}): "
                              "which applies first is chosen (v5.0 6.2.h), and whether the other's cost is paid then, no edition "
                              "says; not modelled")
        if other:
            # a rule's own modifier of the move too: the step's controller (the first player at Progress) chooses which
            # applies first (v5.0 6.2.h); then whether the other still applies to the step as modified (6.2.i): the flip
            # of a face-down Tumult card leaves a move, which the card's replacement replaces; nothing happening leaves none
            if adventure.rule_first(game, player, exp, label, other, obj, f"{obj.label()}'s replacement") == "nothing":
                return True  # nothing happens there: no move, nothing replaced

        with game.trace.under("replace", f"{label} would move forward: instead, {obj.label()}'s replacement (v5.0 6.2.b)",
                              [], published=True, object=obj.uid, player=player, expedition=exp):
            resolve(game, Context(obj.controller, f"{obj.label()}'s replacement", obj, obj.number), list(steps))
        return True
    return False


adventure.replaced = forward_replaced
# a passive's roll as an expedition would move forward (adventure.rolled_region): its controller's, as any roll
adventure.roll = lambda game, source: roll_one(game, Context(source.controller, f"{source.label()}'s passive ability", source,
                                                             source.number))


@implements("v5.0 7.5.3.a", "v5.0 6.2.b")
def ascend_attempted(game: "Table", player: str, exp: str) -> bool:
    """An Ascended expedition of `player`'s is to Ascend again: the effect cannot do it (it has the
    status, v5.0 2.4.1.f), so the expedition attempts to (published game, v5.0 7.5.3.a). An object
    in play of that player's whose ability modifies that attempt does its steps at once, under its
    controller (v5.0 6.2.b-c): a replacing one ("instead") first (v5.0 6.2.g); the step it replaced
    is no attempt any more, so the additive ones ("also") then do not apply (v5.0 7.5.3.a's remark);
    without one, the additive one applies besides the attempt. Two replacing ones, or two additive
    ones: which applies first is the step's controller's choice (v5.0 6.2.h), a player this
    function does not know: not modelled. True when one replaced the attempt."""
    p = game.state.player(player)
    holders = [o for objs in (p.zones["landmarks"], p.zones["hero zone"], p.expeditions["hero"], p.expeditions["companion"])
               for o in objs if o.exists and o.controller == player]
    mods = [(o, steps, also) for o in holders for steps, also in o.card.ascend_again]
    if not mods:
        return False
    from .table import EngineError

    replacing = [m for m in mods if not m[2]]
    adding = [m for m in mods if m[2]]
    if len(replacing) > 1 or (not replacing and len(adding) > 1):
        raise EngineError(f"{player}'s {exp} expedition attempts to Ascend again, and {len(mods)} modifiers of the same kind "
                          f"apply ({', '.join(o.label() for o, _, _ in mods)}): which applies first is the step's controller's "
                          "choice (v5.0 6.2.h); not modelled")
    if replacing and adding:
        game.trace.emit("replace", f"{', '.join(o.label() for o, _, _ in adding)}: no attempt to Ascend once "
                        f"{replacing[0][0].label()}'s modifier replaced the step (v5.0 6.2.g, 7.5.3.a)", [], published=True,
                        player=player, expedition=exp)
    for o, steps, also in replacing or adding:
        how = "besides the attempt" if also else "instead"
        with game.trace.under("replace", f"{player}'s {exp} expedition is Ascended and would Ascend again: it attempts to "
                              f"(v5.0 7.5.3.a); {o.label()}'s modifier, {how} (v5.0 6.2.b)", [], published=True,
                              object=o.uid, player=player, expedition=exp):
            resolve(game, Context(o.controller, f"{o.label()}'s modifier", o, o.number), list(steps))
    return bool(replacing)


ascension.attempted = ascend_attempted
