"""Playing a card or a quick action (5.1.2, 5.2): declare intent, pay costs, resolve.

An illegal declaration changes nothing: the game state does not change during the declaration
(5.1.2.c), so the engine checks everything first and reports what is illegal, with its rule.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import feats, reactions, words
from .language import Ability, Step
from .effects import gain_boosts, gain_status
from .editions import v5
from .enums import DecisionKind, Expedition, Status
from .mana import mana_available, pay_mana
from .passives import active_passives, expire, holders, in_reserve, may_play_exhausted, ongoing, region_types
from .rules import implements
from .seats import is_first_player, opposes
from .state import IN_PLAY, GameObject
from .abilities import parse_ability, parse_steps, render_step
from .triggers import activate, create_emblem, signal
from .conditions import condition_holds
from .selectors import Context, count_per
from .temple import temple_form
from .verbs import (FREE, choose_targets, declares_opponent, mode_choices, mode_refusal, pay_tough, resolve,
                    target_slots, target_width)
from .zones import move
from .costs import Payment
from .expeditions import empty_expedition, expeditions_of, facing_characters, members
from .contact import expedition_in_contact

# A given quick action of an object may be played at most this many times a day: the built-in
# edition limits Reactions only (6.3.f); published game, v5.0 1.4.6.b, 5.3.e.
MAX_QUICK_USES = 100

if TYPE_CHECKING:
    from .table import Table


class Illegal(Exception):
    def __init__(self, reason: str, rule: str):
        self.reason, self.rule = reason, rule
        super().__init__(f"{reason} ({rule})")


@implements("5.1.2.c")
def report_illegal(game: "Table", label: str, exc: Illegal, player: str) -> bool:
    """An illegal declaration changes nothing: it is reported with its rule (5.1.2.c)."""
    game.trace.emit("illegal", f"illegal: {label}: {exc.reason}; nothing changes", list(dict.fromkeys([exc.rule, "5.1.2.c"])),
                    player=player)
    return False


@implements("1.3.2.d")
def check_turn(game: "Table", player: str) -> None:
    s = game.state
    if s.phase != "afternoon":
        raise Illegal(f"it is {s.phase}, not the Afternoon: cards are played in turns", "1.3.2.d")
    if player in s.passed:
        raise Illegal(f"{player} has passed and takes no more turns this day", "1.3.2.d")
    if s.turn != player:
        raise Illegal(f"it is {s.turn}'s turn, not {player}'s", "1.3.2.d")


@implements("5.1.2.c")
def unused_target(given: list | None) -> str | None:
    """A declaration that names a target no slot took (none was legal for it: "target Character with
    Hand Cost 3 or less" with only a costlier one in play) is illegal, and nothing changes (5.1.2.c);
    the name is not dropped and the card played on nothing."""
    left = [g for g in given or () if str(g) != "none"]
    return f"{str(left[0])!r} is not a legal target: no target of the declaration may be it" if left else None


@implements("5.2.3.b", "v5.0 1.2.6.c", "v5.0 6.5.b")
def targets_chosen_later(steps: list[Step], mode: int | None) -> bool:
    """Whether, in v5.0, a Spell's targets must be chosen as its effect resolves rather than as it
    is declared. v5.0 chooses each target just before the step that uses it (1.2.6.c, 6.5.b); the
    built-in edition, as the Spell is declared (5.2.3.b). The two agree when nothing the effect
    does before the last step with a target can change what that target may be: the steps before
    it roll a die, draw, only name a target, or discard or pay from the Reserve, the Hand or the
    Mana zone when every target is in play. Otherwise (a Character sacrificed first, a token
    created first) the targets are chosen step by step as the effect resolves (verbs.choose_late)."""
    flat = _performed(steps, mode)
    targeted = [i for i, s in enumerate(flat) if target_slots([s], None)]
    if not targeted or targeted[-1] == 0:
        return False
    sels = [sel for s in flat for _, sel in target_slots([s], None)]
    return not all(_leaves_targets_alone(s, sels) for s in flat[:targeted[-1]])


# Steps that change no object or player a target could name, nor what its player knows as the
# target is chosen: chosen later or earlier, the same. A roll is not one: after it, a target is
# chosen knowing the result (published game, v5.0 6.5.b: "Roll a die, then target a Character").
_CHANGE_NOTHING = frozenset({"target"})
_OUT_OF_PLAY = ("in your reserve", "in your hand", "mana orb")


def _leaves_targets_alone(step: Step, targets: list[str]) -> bool:
    if step.verb in _CHANGE_NOTHING:
        return True
    # what a step does to a Reserve, a Hand or the Mana zone changes none of the objects in play a
    # target names (2.2.1.h), when no target reaches into a Reserve or a Hand
    in_play_only = not any("reserve" in t or "hand" in t for t in targets)
    if step.verb == "draw":  # a card to the Hand: only a target in a Hand could change
        return not any("hand" in t for t in targets)
    if step.verb == "pay":  # Mana, or cards of the Reserve or the Hand
        return in_play_only and all(str(c).isdigit() or c == "hand card to reserve"
                                    or ("reserve" in str(c) and str(c).endswith("to discard")) for c in step.arg)
    return in_play_only and step.verb == "discard" and isinstance(step.arg, str) \
        and any(w in step.arg.lower() for w in _OUT_OF_PLAY)


def _performed(steps: list[Step], mode: int | None) -> list[Step]:
    """The steps in the order the effect may perform them: the chosen modes' in place of the
    choice, both branches of a condition or a "you may" (either may happen). An internal action
    (`pay`) stays one step: its own targets are chosen as it is paid, in both editions (5.2.3.g)."""
    out: list[Step] = []
    for s in steps:
        if s.verb == "modes" and mode is not None:
            for i in mode_choices([s])[mode]:
                out += _performed(s.modes[i], None)
        elif s.verb in ("if", "you may"):
            out += _performed(s.then, None) + _performed(s.otherwise, None)
        else:
            out.append(s)
    return out


def _modal(steps) -> bool:
    return any(s.verb == "modes" for s in steps)


@implements("5.1.2.a", "5.1.2.b", "5.1.2.c", "5.1.2.d", "5.1.2.e", "5.2.1.a", "5.2.1.b", "5.2.1.c", "5.2.2.a",
            "5.2.3.a", "5.2.3.b", "5.2.3.c", "5.2.3.d", "5.2.3.h", "5.2.3.i", "5.2.3.j",
            "2.4.6.a", "2.4.6.b", "2.4.6.d", "2.4.6.e", "2.4.6.f", "7.4.3.c")
def play_card(game: "Table", player: str, obj: GameObject, expedition: str | None = None,
              targets: list[str] | None = None, mode: int | None = None, report: bool = True,
              check_only: bool = False, discard: str | None = None, scout: bool = False, temple: bool = False,
              pay_with: str | None = None) -> bool:
    """Returns False (and changes nothing but the trace, which says why) when the declaration
    is illegal; with `report=False` it raises `Illegal` instead and changes nothing at all.
    `discard`: the card of its Reserve its player discards for the card's optional cost; `scout`:
    played from Hand for its Scout cost (published game, v5.0 7.4.5.c); `temple`: for its Temple cost, as a
    Landmark Permanent (judge/temple.py)."""
    if _play(game, player, obj, expedition, targets, mode, report, check_only, discard=discard, scout=scout,
             temple=temple, pay_with=pay_with) is None:
        return False
    if check_only:
        return True
    reactions.check(game)
    end_turn(game, player)
    return True


ZONE_WORDS = {"hand": "Hand", "reserve": "Reserve", "deck": "Deck"}


def _no_alternative_in_costs(game: "Table") -> None:
    """"If you don't, ..." of a replacement declined as a cost was paid: v5.0 6.2.e adds it to the
    effect being resolved, and costs are paid before any is: no edition says where it goes."""
    if game.state.alternatives:
        from .table import EngineError

        raise EngineError(f"not modelled: {game.state.alternatives[0][3]}'s replacement was declined as a cost was paid: "
                          "where its alternative goes, no effect being resolved, no edition says (v5.0 6.2.e)")


@implements("5.1.2.a", "5.1.2.d")
def play_now(game: "Table", player: str, obj: GameObject, expedition: str | None, mode: int | None, by: str,
             less: int = 0, free: bool = False, discard: str | None = None, elsewhere: bool = False,
             as_from: str | None = None) -> GameObject | None:
    """Play a card as part of an effect's resolution ("immediately play a Character for 3 less",
    "play me for free"): in nobody's turn, its steps a part of that effect, its Reactions checked
    only when the whole effect is over, and the turn does not end. Free: no cost is paid. The
    built-in edition does not say how; the published game (v5.0 5.2.b, 7.3.26, 7.3.34). Returns the
    object it became (in its expedition or Landmarks, or the Spell where it went), or None when
    it could not be played (the trace says why). `elsewhere`: the effect names where the card is,
    not its player's Hand or Reserve (a card revealed from a Deck, v5.0 5.2.a "unless specified
    otherwise"): played from there, by its player, whoever owns it. `as_from`: played "as if from
    hand": what asks where it was played from sees that zone (the later sets' words)."""
    done = _play(game, player, obj, expedition, None, mode, True, False, by=by, less=less, free=free, discard=discard,
                 elsewhere=elsewhere, as_from=as_from)
    return done[0] if isinstance(done, list) else None


def _play(game: "Table", player: str, obj: GameObject, expedition: str | None, targets: list[str] | None,
          mode: int | None, report: bool, check_only: bool, by: str | None = None, less: int = 0,
          free: bool = False, discard: str | None = None, scout: bool = False, temple: bool = False,
          pay_with: str | None = None, elsewhere: bool = False, as_from: str | None = None):
    """Declaration, costs and resolution of one card (5.1.2); `by`: the effect playing it. The
    object it became, in a list; None when illegal; True when only checked. `scout`: its Scout
    cost chosen in the declaration, an alternative cost (published game, v5.0 7.4.5.c, 5.1.2.c);
    `temple`: its Temple cost, the card played as a Landmark Permanent (published game, as the
    cards' reminder states it: judge/temple.py)."""
    s = game.state
    card = obj.card
    src = obj.zone
    label = f"{player} plays {obj.label()} from {ZONE_WORDS.get(src, src)}" + (f" ({by})" if by else "")
    if temple and card.temple is not None and by is None and not scout and discard is None and pay_with is None:
        card = temple_form(card)  # declared so, it is that Permanent from here (its cost, its zone, no Fleeting)
        label += " with Temple"
    try:
        # -- declaration of intent: nothing changes yet (5.1.2.c) -------------------------------
        if by is None:
            check_turn(game, player)
        if elsewhere and by is not None and (src == "deck" and free or src == "reserve"):
            # an effect playing a card it revealed, or another player's in Reserve: the published game
            # (v5.0 5.2.a: "unless specified otherwise"; the built-in edition names Hand and Reserve only)
            pass
        elif obj.owner != player or src not in ("hand", "reserve"):
            raise Illegal(f"{obj.label()} is not in {player}'s Hand or Reserve (it is in {src})", "5.1.2.b")
        if as_from is not None and elsewhere and by is not None:
            # "play them for free as if from hand" (the later sets; no edition defines it): the published game, as the
            # card says: every rule and ability asking where it was played from sees the Hand ({H} reactions too)
            game.trace.emit("play", f"{obj.label()} is played from the {src} as if from {as_from}: what asks where it was played "
                            f"from sees the {as_from.capitalize()}", ["5.1.2.b"], published=True, object=obj.uid)
            src = as_from
        if card.type not in ("character", "permanent", "spell"):
            raise Illegal(f"a {card.type}{' card' if card.type == 'mana' else ''} is not played", "5.1.2.a")
        refusal = unplayable(game, player, obj, src)
        if refusal:
            raise Illegal(refusal, "5.1.2.c")
        # Exhausted cards in Reserve cannot be played (published game, 2.4.6.c in v5.0).
        permit = None
        if src == "reserve" and Status.EXHAUSTED in obj.statuses:
            permit = may_play_exhausted(game, player, card, expedition)
            if permit is None:
                raise Illegal(f"{obj.label()} is exhausted: exhausted cards in Reserve cannot be played (published game, 2.4.6.c)", "5.1.2.c")
        if card.type == "character" and expedition not in ("hero", "companion"):
            raise Illegal("a Character is played in one of its player's expeditions: say which (hero or companion)", "5.2.1.a")
        if permit is not None:
            game.trace.emit("exhausted play", f"{obj.label()} is exhausted: {permit.label()}'s passive ability lets {player} play it "
                            "from Reserve (v5.0 2.4.6.c)", ["5.1.2.c"], published=True, object=obj.uid)
        if card.in_expeditions and card.type == "permanent" and expedition not in ("hero", "companion"):
            # the built-in edition has Landmark Permanents only; the published game (v5.0 5.2.2.a)
            raise Illegal("an Expedition Permanent is played in one of its player's expeditions: say which (hero or "
                          "companion) (published game, v5.0 5.2.2.a)", "5.2.1.a")
        if expedition is not None and not card.in_expeditions:
            raise Illegal(f"{obj.label()} is a {card.type}: only Characters and Expedition Permanents are played in an "
                          "expedition", "5.2.1.a")
        steps = list(card.effect) if card.type == "spell" else []
        modes = len(mode_choices(steps))
        if modes and mode is None:
            raise Illegal(f"{obj.label()} is modal: choose its mode when you play it", "5.2.3.c")
        if mode is not None and not 0 <= mode < modes:
            raise Illegal(f"{obj.label()} has {'no modes' if not modes else f'{modes} modes'}: there is no mode {mode + 1}",
                          "5.2.3.c")
        if modes:
            refusal = mode_refusal(game, Context(player, obj.label(), obj, None), steps, mode)
            if refusal:
                raise Illegal(f"{obj.label()}: mode {mode + 1} is {refusal}", "5.2.3.c")
        if temple and card.printed is None:
            if card.temple is None:
                raise Illegal(f"{obj.label()} has no Temple: it cannot be played as a Landmark Permanent (published game, the "
                              "later sets' reminder)", "5.1.2.c")
            raise Illegal(f"{obj.label()}: Temple together with Scout, an optional cost, or as part of an effect, is not "
                          "modelled (no edition defines Temple)", "5.1.2.c")
        if scout:  # an alternative cost, chosen in the declaration (v5.0 5.1.2.c step 3, 7.4.5.c)
            if card.scout is None:
                raise Illegal(f"{obj.label()} has no Scout: it has no Scout cost to play it for (published game, v5.0 7.4.5.c)",
                              "5.1.2.c")
            if src != "hand":
                raise Illegal(f"{obj.label()} is in the Reserve: Scout works only while the card is in Hand, and is paid "
                              "only when it is played from Hand (published game, v5.0 7.4.5.b-c)", "5.1.2.c")
            if by is not None:
                # an effect playing a card is not offered the Scout cost (play_now: PlayNow never asks)
                raise Illegal(f"{obj.label()}: playing it with Scout as part of an effect is not modelled", "5.1.2.c")
        discarded, cut = None, 0
        if discard is not None:  # an optional cost, chosen in the declaration (v5.0 5.1.2.c, step 3)
            cut = optional_discard(card)
            if not cut:
                raise Illegal(f"{obj.label()} has no optional cost: nothing to discard for it", "5.1.2.c")
            if free:
                raise Illegal(f"{obj.label()} is played for free: no cost is declared or paid, the optional one "
                              "neither (v5.0 7.3.26.a)", "5.1.2.c")
            others = discard_options(game, player, obj)
            discarded = _named(others, discard)
            if discarded is None:
                raise Illegal(f"{discard} is not another card in {player}'s Reserve: it cannot be discarded for the optional "
                              "cost", "5.1.2.c")
        payment = None
        if pay_with is not None:  # its other optional cost, declared with the play (v5.0 5.1.2.c, step 3)
            payment, payer, extra_cut = _optional_payment(game, player, obj, pay_with, free, discard)
            cut += extra_cut
        cost, discount = cost_to_play(s, player, card, src, game, less=less + cut, expedition=expedition, scout=scout, obj=obj)
        if free:  # "for free": no cost is paid, whatever alters it (published game, v5.0 5.1.2.f, 7.3.26.a)
            cost, discount = 0, None
        if mana_available(game, player) < cost:
            raise Illegal(f"{obj.label()} costs {cost}; {player} has {mana_available(game, player)} ready Mana Orbs", "5.1.2.c")
        ctx = Context(player, obj.label(), obj, None)
        ctx.self_from = src if card.type == "spell" else ""  # "If I was played from your Reserve" (a Spell's own effect)
        ctx.budget = mana_available(game, player) - cost  # what Tough costs may take (v5.0 7.4.7.c)
        if free:
            ctx.budget = 99  # nothing is paid, Tough included
        given = list(targets or [])
        wanted = target_width(steps, mode) + declares_opponent(game, ctx, steps)
        if card.type == "spell" and len(given) > wanted:
            raise Illegal(f"{obj.label()} has {wanted} target(s); {len(given)} given", "5.2.3.b")
        late = card.type == "spell" and v5(game) and targets_chosen_later(steps, mode)
        if late:  # chosen as the effect resolves (v5.0 1.2.6.c): the names given are kept for then
            ctx.late = given
        snap = game.snapshot_trace()
        illegal = choose_targets(game, ctx, steps, given, mode) if card.type == "spell" and not late else None
        if not illegal and card.type == "spell" and not late:
            illegal = unused_target(given)
        if illegal:
            game.restore_trace(snap)
            raise Illegal(illegal, "5.2.3.b")
    except Illegal as exc:
        if not report:
            raise
        report_illegal(game, label, exc, player)
        return None
    if check_only:
        return True

    rules = ["5.1.2.a", "5.1.2.b"]
    if by:
        game.trace.emit("immediately", f"{by}: {player} plays a card now, as part of that effect; its Reactions wait for "
                        f"the effect's end, and the turn goes on (v5.0 5.2.b{', 7.3.26.a: for free' if free else ''})",
                        [], published=True, player=player)
    with game.trace.under("play", label + (f" in their {expedition} expedition" if expedition else ""),
                          rules, player=player, object=obj.uid):
        # the card goes to Limbo; from Reserve it gains Fleeting (Permanents never do, 5.2.2.a)
        limbo = move(game, obj, "limbo", cause="play")
        if card.printed is not None:
            limbo.card = card  # played with Temple: the Landmark Permanent its reminder says (judge/temple.py)
            game.trace.emit("temple", f"{obj.label()} is played with Temple: for its Temple cost, {card.printed.temple}, as a Landmark "
                            "Permanent, sub-type Construction, which may go back to Reserve at Noon (Temple: no edition defines "
                            "it; published game, as the card's reminder states it)", ["5.1.2.c"], published=True, object=obj.uid)
        fleeting = False
        if src == "reserve" and card.type in ("character", "spell"):
            fleeting = True
            game.trace.emit(Status.FLEETING, f"{obj.label()} was played from Reserve: it gains Fleeting as it enters Limbo",
                            ["2.4.6.a", "5.2.1.b"] if card.type == "character" else ["2.4.6.d", "5.2.3.h"], object=obj.uid)
        elif src == "reserve" and card.in_expeditions:
            # an Expedition Permanent does (published game, v5.0 5.2.2.b); the built-in 5.2.2.a
            # speaks of the Landmark Permanents it knows
            fleeting = True
            game.trace.emit(Status.FLEETING, f"{obj.label()} is an Expedition Permanent played from Reserve: it gains "
                            "Fleeting as it enters Limbo (v5.0 5.2.2.b)", ["2.4.6.a"], published=True, object=obj.uid)
        elif card.type == "spell" and card.has("Fleeting"):
            fleeting = True
            game.trace.emit(Status.FLEETING, f"{obj.label()} has Fleeting: it gains the status as it enters Limbo", ["2.4.6.e", "5.2.3.i"], object=obj.uid)
        elif card.counts_as("spell") and (giver := _fleeting_spells(game, player, card)) is not None:
            fleeting = True
            also = "" if card.type == "spell" else (f" ({obj.label()} is a Spell to other abilities, as the card's reminder "
                                                    "states it)")
            game.trace.emit(Status.FLEETING, f"{obj.label()} has Fleeting as it enters Limbo: {giver.label()}'s passive ability{also}",
                            ["2.4.6.e", "5.2.3.i"] if card.type == "spell" else ["2.4.6.a"], published=bool(also), object=obj.uid)
        elif src == "reserve" and card.type == "permanent":
            game.trace.emit("no fleeting", f"{obj.label()} is a Permanent: it does not gain Fleeting", ["5.2.2.a"], object=obj.uid)
        if fleeting:
            limbo.add_status(Status.FLEETING)
        if discount is not None:
            s.pending_discounts[player].remove(discount)
            floor = f", down to a minimum of {discount[3]}" if len(discount) > 3 and discount[3] else ""
            what = "it is free" if discount[1] >= 99 else f"it costs {discount[1]} less{floor}, {cost} in all"
            game.trace.emit("cost", f"{obj.label()} is the next {discount[0]} {player} plays this {discount[2]}: {what} "
                            "(v5.0 5.1.2.f)", ["5.1.2.c"], published=True, object=obj.uid)
        waiting = next_for(s, player, card, src, game, expedition)
        for r in waiting:  # each waits for the next such card: this one (published game, v5.0 5.2.d)
            s.pending_next[player].remove(r)
            game.trace.emit("next card", f"{obj.label()} is the next card that \"{render_next(r)}\" waits for", [],
                            published=True, object=obj.uid)
            if r.get(f"if from {src}"):
                game.trace.emit("next card", f"{obj.label()} is played from {'Hand' if src == 'hand' else 'Reserve'}: "
                                f"what the effect does to a card from the {src.capitalize()} applies", [], published=True, object=obj.uid)
        waiting = [_from_zone(r, src) for r in waiting]
        if card.type == "spell" and Status.FLEETING in limbo.statuses and any(r.get("loses status") == "fleeting" for r in waiting):
            limbo.drop_status(Status.FLEETING)
            game.trace.emit("status", f"{obj.label()} loses Fleeting in Limbo", [], published=True, object=obj.uid)
            fleeting = False
        if not free and expedition is not None and any(
                words.passive(t).kind == "cost less" and words.passive(t).zone == "empty expedition" for t in card.passives) \
                and empty_expedition(game, player, expedition):
            game.trace.emit("cost", f"{obj.label()} is played in {player}'s {expedition} expedition, which has no Character as "
                            f"it is declared: its own passive ability lowers its cost, {cost} in all", ["5.1.2.c", "5.1.2.d"],
                            object=obj.uid)
        if not free and expedition is not None and any(
                words.passive(t).kind == "cost less" and words.passive(t).zone == "contact expedition" for t in card.passives) \
                and expedition_in_contact(game, player, expedition):
            game.trace.emit("cost", f"{obj.label()} is played in {player}'s {expedition} expedition, In Contact as it is declared: "
                            f"its own passive ability lowers its cost, {cost} in all (v5.0 7.5.9)", ["5.1.2.c", "5.1.2.d"],
                            published=True, object=obj.uid)
        faced = facing_characters(game, player, expedition) if not free and expedition is not None else 0
        for t in card.passives if faced else ():
            p = words.passive(t)
            if p.kind == "cost less" and p.zone == "facing expedition" and faced >= p.facing:
                game.trace.emit("cost", f"{obj.label()} is played in {player}'s {expedition} expedition, facing {faced} Characters "
                                f"as it is declared (needs {p.facing}): its own passive ability lowers its cost, {cost} in all",
                                ["5.1.2.c", "5.1.2.d", "1.2.3.c"], object=obj.uid)
        if not free:
            for text, cond, n in own_changes(game, player, card, obj, "cost more"):
                game.trace.emit("cost", f"{obj.label()}: its own passive ability \"{text}\"{f' (while {cond})' if cond else ''} "
                                f"raises its cost by {n}, {cost} in all (increases first, v5.0 5.1.2.f)", ["5.1.2.c", "5.1.2.d"],
                                published=True, object=obj.uid)
            for text, cond, n in own_decreases(game, player, card, obj):
                game.trace.emit("cost", f"{obj.label()}: its own passive ability \"{text}\"{f' (while {cond})' if cond else ''} "
                                f"lowers its cost by {n}, {cost} in all", ["5.1.2.c", "5.1.2.d"], object=obj.uid)
        if not free:
            for source, p in zone_cost_changes(game, src):
                game.trace.emit("cost", f"{obj.label()} is played from {'Hand' if src == 'hand' else 'Reserve'}: it costs {p.n} "
                                f"{'more' if p.kind == 'zone cost more' else 'less'}"
                                f"{f', down to a minimum of {p.floor}' if p.floor else ''} ({source.label()}'s passive ability, "
                                f"whoever plays it; increases first, then decreases, v5.0 5.1.2.f, 5.1.2.k), {cost} in all",
                                ["5.1.2.d"], published=True, object=obj.uid)
        if not free:
            for source, p in played_for_less(game, player, card, src):
                kind = "support ability (in Reserve, 2.2.10.g)" if source.zone == "reserve" else "passive ability"
                if p.kind == "you play for more":
                    game.trace.emit("cost", f"{obj.label()}: {source.label()}'s {kind}, {player} pays {p.n} more to play it "
                                    f"(increases first, v5.0 5.1.2.f), {cost} in all", ["5.1.2.d"], published=True, object=obj.uid)
                    continue
                game.trace.emit("cost", f"{obj.label()}: {source.label()}'s {kind}, {player} may play it for {p.n} less"
                                f"{f', down to a minimum of {p.floor}' if p.floor else ''} (decreases after increases; "
                                f"its player orders them, v5.0 5.1.2.f), {cost} in all", ["5.1.2.d"], published=True,
                                object=obj.uid)
        if scout:
            game.trace.emit("scout", f"{obj.label()} is played with Scout: its Scout cost, {card.scout}, replaces its Hand Cost, "
                            f"{card.hand_cost}; the cost alterations apply to it, {cost} in all (v5.0 7.4.5.c-d, 5.1.2.f)",
                            ["5.1.2.c", "5.1.2.d"], published=True, object=obj.uid)
        if free:
            game.trace.emit("free", f"{obj.label()} is played for free: no cost is paid (v5.0 7.3.26.a)", ["5.1.2.d"],
                            published=True, object=obj.uid)
            ctx.tough_due = 0
        elif payment is not None:  # the optional cost with the mana, all at once (5.1.2.d)
            said = ", ".join(f"{_HAND_COSTS.get(str(c), str(c))} with {o.label()}" for c, o in zip(payment.costs, payer))
            with game.trace.under("pay", f"{player} pays the costs of {obj.label()} at once: the optional one, "
                                  f"{said}, "
                                  f"for {cut} less (v5.0 5.1.2.c, 5.1.2.f), and {cost} Mana", ["5.1.2.d"], published=True,
                                  player=player):
                payment.pay()
                pay_mana(game, player, cost + pay_tough(game, player, ctx))
        elif discarded is not None:  # the optional cost with the mana, all at once (5.1.2.d)
            with game.trace.under("pay", f"{player} pays the costs of {obj.label()} at once: the optional one, "
                                  f"discarding {discarded.label()} from their Reserve, for {cut} less (v5.0 5.1.2.c, 5.1.2.f), "
                                  f"and {cost} Mana", ["5.1.2.d"], published=True, player=player):
                move(game, discarded, "discard", discarded.owner, cause="cost")
                pay_mana(game, player, cost + pay_tough(game, player, ctx))
        else:
            pay_mana(game, player, cost + pay_tough(game, player, ctx))
        _no_alternative_in_costs(game)
        # -- resolution (5.1.2.e) -----------------------------------------------------------------
        # it counts as played from here, its resolution started (v5.0 5.1.2.k): "if you played a ... this Day"
        game.state.note("played", player, ",".join((*card.subtypes, card.type)))  # its sub-types and its type
        if card.type == "character":
            game.trace.emit("resolve", f"{obj.label()} resolves: it joins {player}'s {expedition} expedition", ["5.1.2.e", "5.2.1.c"], object=obj.uid)
            if card.has("Gigantic"):
                game.trace.emit("gigantic", f"{obj.label()} is Gigantic: it is played in one expedition, one card, and is "
                                f"present in both of {player}'s expeditions", ["7.4.3.c", "7.4.3.b"], object=obj.uid)
            new = move(game, limbo, f"{expedition} expedition", player, cause="play")
            if new is not None and fleeting:  # it gains it (v5.0 5.2.1.c: in another step)
                gain_status(game, new, Status.FLEETING, f"{new.label()} had Fleeting in Limbo: it gains Fleeting as it enters "
                            "the Expedition zone", ["2.4.6.b", "5.2.1.c"])
            if new is not None and s.pending_boosts.get(player):
                gain_boosts(game, new, s.pending_boosts.pop(player))
            if new is not None:
                _next_card_reactions(game, new, waiting, obj.label())
                _first_of_the_afternoon(game, player, new)
                own_boosts_as_played(game, player, new)
            signal(game, "played", subject=new, from_zone=src, fleeting=bool(fleeting), terrains=_terrains_here(game, new))
            if scout:
                scout_reaction(game, new)
        elif card.in_expeditions:
            # published game (v5.0 2.2.3.d, 5.2.2.c): it enters the chosen expedition, then gains
            # Fleeting if it had it in Limbo
            game.trace.emit("resolve", f"{obj.label()} resolves: it joins {player}'s {expedition} expedition (v5.0 5.2.2.c)",
                            ["5.1.2.e"], published=True, object=obj.uid)
            new = move(game, limbo, f"{expedition} expedition", player, cause="play")
            if new is not None and fleeting:
                gain_status(game, new, Status.FLEETING, f"{new.label()} had Fleeting in Limbo: it gains Fleeting as it enters "
                            "the Expedition zone (v5.0 5.2.2.c)", ["2.4.6.b"])
            signal(game, "played", subject=new, from_zone=src, fleeting=bool(fleeting), terrains=_terrains_here(game, new))
            if scout:
                scout_reaction(game, new)
        elif card.type == "permanent":
            new = move(game, limbo, "landmarks", player, cause="play")
            game.trace.emit("resolve", f"{obj.label()} joins {player}'s Landmark zone", ["5.2.2.a", "5.1.2.e"], object=obj.uid)
            signal(game, "played", subject=new, from_zone=src, fleeting=bool(fleeting))
            if scout:
                scout_reaction(game, new)
        else:
            ctx.source, ctx.source_number = limbo, limbo.number
            with game.trace.under("resolve", f"{obj.label()} resolves", ["5.1.2.e", "5.2.3.a"]):
                resolve(game, ctx, steps, mode)
            fleeting = Status.FLEETING in limbo.statuses  # as it was in Limbo: its Base Cost (v5.0 2.2.9.b)
            if limbo not in game.state.limbo:
                # its own effect moved it ("then put me in your Mana zone"): the Spell in Limbo is no more,
                # the card a new object elsewhere (2.1.c), so there is no Spell for 5.2.3.j to move (no
                # edition says more; the card's words would mean nothing otherwise)
                now = game.state.get(limbo.uid)
                there = f" (it is in {now.owner}'s {now.zone} now)" if now is not None and now.exists else ""
                game.trace.emit("done", f"{obj.label()} has resolved: it left Limbo as it resolved{there}, so it does not go to "
                                f"the {'Discard pile' if fleeting else 'Reserve'}", ["5.2.3.j", "2.1.c"], object=obj.uid)
                new = now if now is not None and now.exists else None
                signal(game, "played", subject=new, from_zone=src, fleeting=fleeting)
                return [new]
            if fleeting:
                game.trace.emit("done", f"{obj.label()} is Fleeting: it goes to the Discard pile", ["2.4.6.f", "5.2.3.j"], object=obj.uid)
                new = move(game, limbo, "discard", limbo.owner, cause="resolved")
            else:
                game.trace.emit("done", f"{obj.label()} has resolved: it goes to the Reserve", ["5.2.3.j"], object=obj.uid)
                new = move(game, limbo, "reserve", limbo.owner, cause="resolved")
                if new is not None and card.has("Cooldown"):
                    cooldown(game, new)
            signal(game, "played", subject=new, from_zone=src, fleeting=fleeting)  # noticed once it resolved (v5.0 7.5.12.a)
    return [new]  # played: the object it became (None in the list if it ceased to exist)


def _terrains_here(game: "Table", new: GameObject | None) -> frozenset[str]:
    """The terrains of the regions of the expeditions a card played has joined, as it joined them
    (after the passive abilities that change a region's types, 2.2.2.p): what "When you play a
    Character in {V}" asks of it."""
    if new is None or not new.exists:
        return frozenset()
    p = game.state.player(new.controller)
    return frozenset().union(*(region_types(game, p.position[str(e)], new.controller) for e in expeditions_of(new)))


SCOUT_INDEX = 5000  # the gained reaction's index among the object's (its own are 0.., granted 1000..)
_SCOUT_ABILITY = None


def scout_reaction(game: "Table", new: GameObject | None) -> None:
    """A card played with Scout gains, as it enters the Expedition zone or the Landmark zone,
    the reaction "{H} Send me to Reserve" (published game, v5.0 7.4.5.c). Modelled as what that
    reaction does at once: its Emblem-Reaction is created with those of the card's own reactions
    to its play, and its player orders them all (other reactions may resolve before it; those
    created by its entering play stay when it leaves, v5.0 7.4.5.c, remark). It is an {H}
    reaction: what stops the {H} triggers stops it (7.3.1.e). "Send me": the card that entered
    play only; if it is no longer that object when the reaction resolves, nothing happens
    (2.1.c). The card's own reactions to that play can find it in Reserve, an exception to 6.3.j
    (published game, v5.0 7.4.5.e): their Emblems are marked so (`scout` in what they noted)."""
    global _SCOUT_ABILITY
    if new is None or not new.exists:
        return
    _own_play_reactions_follow_to_reserve(game, new)
    if _SCOUT_ABILITY is None:
        _SCOUT_ABILITY = parse_ability({"when": "played from hand", "do": [{"put in reserve": "me"}]})
        _SCOUT_ABILITY.text = "{H} — Send me to Reserve."  # as the rules word it (v5.0 7.4.5.c)
    game.trace.emit("scout", f"{new.label()} was played with Scout: it gains the reaction \"{_SCOUT_ABILITY.text}\" as it "
                    "enters play (v5.0 7.4.5.c)", ["6.3.d"], published=True, object=new.uid)
    create_emblem(game, new, SCOUT_INDEX, _SCOUT_ABILITY, subject=new, before={"zone": "hand"})


def _own_play_reactions_follow_to_reserve(game: "Table", new: GameObject) -> None:
    """The reactions of the card triggered by its play from Hand with Scout ({J}, {H}) can find it
    in Reserve even when it is not the object they originate from (published game, v5.0 7.4.5.e)."""
    from .state import Emblem

    for e in game.state.limbo:
        em = e.emblem
        if em is None or em.kind != "reaction" or em.source != new.uid or em.source_number != new.number \
                or em.ability is None or em.ability.trigger not in ("enters play", "played from hand"):
            continue
        e.emblem = Emblem(em.kind, source=em.source, source_number=em.source_number, ability=em.ability, it=em.it,
                          follow=em.follow, before=tuple(sorted(dict(em.before, scout=True).items())), text=em.text,
                          source_label=em.source_label, passive=em.passive, until=em.until, expeditions=em.expeditions)


_HAND_COSTS = {"hand card to discard": "discard a card from their Hand", "hand card to reserve": "put a card from their Hand in Reserve"}


def optional_cost(card) -> tuple[list[str], int] | None:
    """A card's other optional cost ("you may sacrifice a Permanent to play me for {2} less"): the
    costs, each paid with one object its player chooses (a different one each: "sacrifice two
    Characters"), and what it takes off its cost; None when it has none."""
    for t in card.passives:
        p = words.passive(t)
        if p.kind == "optional cost":
            return words.optional_costs(p.name), p.n
    return None


def optional_payers(game: "Table", player: str, obj: GameObject) -> list[str]:
    """The ways to pay `obj`'s other optional cost as `player` plays it now (none when it has none),
    each the ids of its payers, comma-joined in the costs' order; never the card itself, which is in
    Limbo as the costs are paid (v5.0 5.1.2.h)."""
    from .costs import Payment

    found = optional_cost(obj.card)
    if found is None:
        return []
    return [",".join(o.uid for o in way) for way in Payment(game, player, obj, found[0], "an optional cost").ways(exclude=obj.uid)]


def _optional_payment(game: "Table", player: str, obj: GameObject, pay_with: str, free: bool, discard):
    """The payment of a card's other optional cost with the objects `pay_with` names (comma-joined,
    one per cost, in order): (payment, payers, what it takes off), or Illegal (5.1.2.c)."""
    from .costs import Payment

    found = optional_cost(obj.card)
    if found is None:
        raise Illegal(f"{obj.label()} has no optional cost to pay with {pay_with}", "5.1.2.c")
    if free:
        raise Illegal(f"{obj.label()} is played for free: no cost is declared or paid, the optional one neither (v5.0 7.3.26.a)",
                      "5.1.2.c")
    if discard is not None:
        raise Illegal(f"{obj.label()}: one optional cost, paid with {pay_with}; nothing is discarded for it", "5.1.2.c")
    payment = Payment(game, player, obj, found[0], f"{obj.label()}'s optional cost")
    refs = [r.strip() for r in pay_with.split(",") if r.strip()]
    if len(refs) != len(payment.costs):
        raise Illegal(f"{obj.label()}'s optional cost ({' and '.join(map(str, payment.costs))}) is paid with "
                      f"{len(payment.costs)} object{'s' if len(payment.costs) != 1 else ''}, one each, not {len(refs)}", "5.1.2.c")
    payers = []
    for i, ref in enumerate(refs):
        options = [o for o in payment.open(i) if o.uid != obj.uid]
        payer = _named(options, ref)
        if payer is None:
            raise Illegal(f"{ref} cannot pay {obj.label()}'s optional cost ({str(payment.costs[i])}): "
                          f"{', '.join(o.label() for o in options) or 'nothing'} can", "5.1.2.c")
        payment.chosen[i] = payer
        payers.append(payer)
    return payment, payers, found[1]


def _named(options: list[GameObject], ref: str) -> GameObject | None:
    """The object of `options` a player's words name: its id, or a name only one of them has."""
    named = [o for o in options if o.name == ref]
    return next((o for o in options if o.uid == ref.lstrip("#")), None) or (named[0] if len(named) == 1 else None)


def optional_discard(card) -> int:
    """What a card's optional cost, discarding a card from its player's Reserve as it is played,
    takes off its cost (0: it has none)."""
    return sum(words.passive(t).n for t in card.passives if words.passive(t).kind == "optional discard")


def discard_options(game: "Table", player: str, obj: GameObject) -> list[GameObject]:
    """The cards `player` may discard for `obj`'s optional cost: the other cards of their Reserve
    (the card itself goes to Limbo before the costs are paid, v5.0 5.1.2.h)."""
    return [o for o in game.state.player(player).zones["reserve"] if o.uid != obj.uid and o.exists]


def unplayable(game: "Table", player: str, obj: GameObject, src: str | None = None) -> str:
    """Why its own passive ability forbids playing the card ("I can't be played", perhaps unless
    its player has enough Mana Orbs), or "". Such an ability works wherever the card is, since it
    is about playing it."""
    for text in obj.card.passives:
        if words.passive(text).kind == "not playable":
            return f"{obj.label()} can't be played (its own passive ability)"
        p = words.passive(text)
        # from that zone only (5.1.2.b); `src`: where the play says it is from ("as if from hand"), else where it is
        if p.kind == "not playable from" and (src or obj.zone) == p.zone:
            return f"{obj.label()} can't be played from {p.zone.capitalize()} (its own passive ability)"
    for source in game.state.limbo:  # a name forbidden for a while: an Emblem-Ongoing's (verbs.ForbidThatName)
        if source.emblem is None or source.emblem.kind != "ongoing" or not source.exists:
            continue
        p = words.passive(source.emblem.passive)
        if p.kind == "name locked" and p.name == obj.card.name.lower() and opposes(game.state, source.controller, player):
            return f"an effect of {source.controller}'s: {player} can't play cards named {obj.card.name} this Day"
    for text, cond in obj.card.conditional:
        if words.passive(text).kind == "not playable" and \
                _quietly(game, Context(player, f"{obj.label()}'s passive ability", obj, obj.number), cond):
            return f"{obj.label()} can't be played while {cond} (its own passive ability)"
    return ""


def _quietly(game: "Table", ctx: Context, cond: str) -> bool:
    """A condition a card's own passive ability checks when it is played or its cost counted:
    checks also made to list the legal actions, so they leave no trace."""
    mark = game.trace.mark()
    holds = condition_holds(game, ctx, cond)
    game.trace.reset(mark)
    return holds


class _Decrease:
    """A cost decrease as the passive abilities' are ordered: N less, down to a minimum."""

    __slots__ = ("n", "floor")

    def __init__(self, n: int, floor: int) -> None:
        self.n, self.floor = n, floor


@implements("5.1.2.d")
def cost_to_play(s, player: str, card, src: str, game: "Table | None" = None, less: int = 0,
                 expedition: str | None = None, scout: bool = False, passives: list | None = None,
                 holding: list | None = None, obj: GameObject | None = None) -> tuple[int, tuple | None]:
    """The mana a card costs its player from Hand or Reserve (5.1.2.d), after the cost alterations
    in the published game's order (v5.0 5.1.2.f): the increases, then the decreases (the first
    "the next [type] you play this turn costs N less" that it is, its own, `less` from the effect
    playing it), never below 0, then the restrictions on the final cost; and that "next card"
    decrease, or None. A decrease "down to a minimum of N" limits that decrease only (v5.0 5.1.2.f,
    remark): its player orders the decreases, and such a one first gives the lowest cost.
    game.legal_actions lists with it what play_card then charges. `scout`: its Scout cost replaces
    the Hand Cost before the alterations, which apply to it (published game, v5.0 7.4.5.c-d).
    `passives` and `holding`: active_passives(game) and holders(game), where the caller prices
    many cards in one position (the legal actions)."""
    cost = (card.scout if scout and src == "hand" and card.scout is not None
            else card.printed.temple if card.printed is not None  # Temple's cost, from Hand or Reserve (judge/temple.py)
            else card.hand_cost if src == "hand" else card.reserve_cost) or 0
    if passives is None:
        passives = active_passives(game) if game is not None else ()
    discount = next((d for d in s.pending_discounts.get(player) or () if d[0] in ("card", card.type)), None)
    # a "next card" decrease down to a minimum (its 4th part) is ordered with the passive ones
    floored = [_Decrease(discount[1], discount[3])] if discount is not None and len(discount) > 3 and discount[3] else []
    decreases = list(floored)
    if game is not None:
        changes = [p for _source, p in _zone_cost_changes(passives, src)]
        for p in changes:
            if p.kind == "zone cost more":
                cost += p.n
        decreases += [p for p in changes if p.kind == "zone cost less"]
        mine = [p for _source, p in played_for_less(game, player, card, src, holding)]  # conditional ones too
        cost += sum(p.n for p in mine if p.kind == "you play for more")  # the increases first (v5.0 5.1.2.f)
        cost += sum(n for _text, _cond, n in own_changes(game, player, card, obj, "cost more"))
        cost += _opponents_increase(s, passives, player, card, src)
        decreases += [p for p in mine if p.kind == "you play for less"]
    # its player orders the decreases (v5.0 5.1.2.f): those "down to a minimum" first, the
    # highest minimum first, so that each takes off all it can
    for p in sorted(decreases, key=lambda p: -p.floor):
        cost = max(min(cost, p.floor), cost - p.n)
    cost -= sum(FREE if r.get("free") else r.get("costs less", 0) for r in next_for(s, player, card, src, game, expedition))
    if game is not None:
        cost -= _own_decrease(game, player, card, expedition, obj)
    cost -= less
    cost = max(0, cost) if discount is None or floored else max(0, cost - discount[1])
    if game is not None:  # a floor on what the opponents' cards cost: after the decreases (v5.0 5.1.2.f)
        for source, passive in passives:
            p = words.passive(passive)
            if p.kind == "cost floor" and opposes(s, source.controller, player) and (p.who == "cards" or card.type == "character"):
                cost = max(cost, p.n)
    return cost, discount


@implements("5.1.2.d", "2.2.2.m")
def played_for_less(game: "Table", player: str, card, src: str,
                    holding: list | None = None) -> list[tuple[GameObject, "words.Passive"]]:
    """The passive abilities of `player`'s objects in play (while their condition holds: "If I'm
    Boosted, you may play ... for 1 less") that lower what this card, played from `src`, costs
    them: of that type or sub-type, from that zone, with at least that Hand Cost (a token's
    missing one counts as 0, 1.1.6.d). The published game's decrease (v5.0 5.1.2.f); "you may":
    a lower cost is never worse for its player, and nothing in the engine depends on the Mana
    paid, so it always applies."""
    def bound(p: "words.Passive") -> int:  # the Hand Cost, or the Base Cost it is played for (v5.0 2.2.9.b: from Reserve, its Reserve Cost)
        return card.base_cost(src == "reserve") if p.base else (card.hand_cost or 0)

    def changes(p: "words.Passive") -> bool:  # of that type or sub-type, from that zone, within the Hand Cost bound
        return p.kind in ("you play for less", "you play for more") and (not p.zone or p.zone == src) \
            and (p.card_type == "card" or card.counts_as(p.card_type)) and (not p.subtype or card.is_a(p.subtype)) \
            and (p.cost_min is None or bound(p) >= p.cost_min) and (p.cost_max is None or bound(p) <= p.cost_max)

    out = []
    for source in holders(game) if holding is None else holding:
        if source.controller != player:
            continue
        for text, cond in [(t, None) for t in source.card.passives] + list(source.card.conditional):
            p = words.passive(text)
            if not changes(p):
                continue
            if cond is not None and not _quietly(game, Context(source.controller, f"{source.label()}'s passive ability",
                                                               source, source.number), cond):
                continue
            out.append((source, p))
    # and the support passives of its player's ready cards in Reserve (2.2.10.g; passives.in_reserve)
    out += [(source, p) for source, p in ((o, words.passive(t)) for o, t in in_reserve(game, player)) if changes(p)]
    # and its player's effects lasting a while ("This turn, your Characters cost {1} less"): Emblem-Ongoing in Limbo (2.2.2.m)
    out += [(source, p) for source, p in ((o, words.passive(t)) for o, t in ongoing(game, player)) if changes(p)]
    return out


def zone_cost_changes(game: "Table", src: str) -> list[tuple[GameObject, "words.Passive"]]:
    """The passive abilities in play that change what every card played from `src` costs, whoever
    plays it: the published game's example has one player's object raise the cost of the
    opponent's card (v5.0 5.1.2.k)."""
    return _zone_cost_changes(active_passives(game), src)


@implements("5.1.2.d")
def _opponents_increase(s, passives, player: str, card, src: str) -> int:
    """What the passive abilities of `player`'s opponents' objects add to the cost of the cards of
    their type `player` plays ("Characters your opponents play cost {1} more"): increases, counted
    before the decreases (v5.0 5.1.2.f)."""
    return sum(p.n for source, passive in passives
               for p in (words.passive(passive),)
               if p.kind == "opponents play for more" and opposes(s, source.controller, player)
               and (p.who == "cards" or card.counts_as(p.who[:-1])) and (not p.zone or p.zone == src))


def _zone_cost_changes(passives, src: str) -> list[tuple[GameObject, "words.Passive"]]:
    out = []
    for source, passive in passives:
        p = words.passive(passive)
        if p.kind in ("zone cost more", "zone cost less") and p.zone == src:
            out.append((source, p))
    return out


def _fleeting_spells(game: "Table", player: str, card) -> GameObject | None:
    """The object whose passive ability gives Fleeting to the cheap Spells its controller plays."""
    for source, passive in active_passives(game):
        p = words.passive(passive)
        if p.kind == "fleeting spells" and source.controller == player and (card.hand_cost or 0) <= p.n:
            return source
    return None


def cost_by_expedition(card) -> bool:
    """Whether what the card costs depends on the expedition it is played in: its own decrease
    "to play in an expedition with no Characters" (see _own_decrease)."""
    return any(words.passive(t).kind == "cost less" and words.passive(t).zone in ("empty expedition", "contact expedition", "facing expedition")
               for t in (*card.passives, *(t for t, _cond in card.conditional)))


def own_decreases(game: "Table", player: str, card, obj: GameObject | None = None) -> list[tuple[str, str | None, int]]:
    """The card's own passive decreases that apply now, other than "in an expedition with no
    Characters" (traced on its own): (its words, its condition, the decrease), for the trace."""
    return own_changes(game, player, card, obj, "cost less")


def own_changes(game: "Table", player: str, card, obj: GameObject | None, kind: str) -> list[tuple[str, str | None, int]]:
    """The card's own passive cost changes of that kind ("cost less", "cost more": "I cost {1} more
    per ...", an increase applied with the others, first, v5.0 5.1.2.f) that apply now: (its words,
    its condition, the change)."""
    out = []
    for text, cond in [(t, None) for t in card.passives] + list(card.conditional):
        p = words.passive(text)
        if p.kind != kind or p.zone in ("empty expedition", "contact expedition", "facing expedition"):
            continue
        ctx = Context(player, f"{card.name}'s passive ability", obj, obj.number if obj is not None else None)
        if cond is not None and not _quietly(game, ctx, cond):
            continue
        n = p.n * (count_per(game, ctx, p.per) if p.per else 1)
        if n:
            out.append((text, cond, n))
    return out


def _own_decrease(game: "Table", player: str, card, expedition: str | None = None, obj: GameObject | None = None) -> int:
    """A card's own passive ability lowering its cost, perhaps only while a condition holds: it
    works wherever the card is played from; its condition is checked for its player. "To play in
    an expedition with no Characters": the expedition its player chooses in the declaration,
    before the costs (5.1.2.c-d in v5.0 5.1.2.c), as it is then: none of its player's Characters in
    it, a Gigantic one of the other expedition counting (7.4.3.b); none chosen, no decrease."""
    n = 0
    for text, cond in [(t, None) for t in card.passives] + list(card.conditional):
        p = words.passive(text)
        if p.kind != "cost less":
            continue
        # its condition about the card itself ("another card in your hand"): the object being played
        here = Context(player, f"{card.name}'s passive ability", obj, obj.number if obj is not None else None)
        if cond is not None and not _quietly(game, here, cond):
            continue
        if p.zone == "empty expedition" and not empty_expedition(game, player, expedition):
            continue
        if p.zone == "contact expedition" and (expedition not in ("hero", "companion") or not expedition_in_contact(game, player, expedition)):
            continue  # "in an Expedition that's In Contact": the one declared, as it is then (published game, v5.0 7.5.9)
        if p.zone == "facing expedition" and facing_characters(game, player, expedition) < p.facing:
            continue  # "in an Expedition facing two or more Characters": the one declared, the one facing it as it is then
        n += p.n * (count_per(game, Context(player, f"{card.name}'s passive ability"), p.per) if p.per else 1)
    return n


def _next_card_reactions(game: "Table", new: GameObject, waiting: list[dict], label: str) -> None:
    """What "the next Character you play ..." does to it: for a card other than a Spell, an
    Emblem-Reaction with that effect, created as it resolves, so its player orders it among the
    card's own reactions (published game, v5.0 5.2.d); and the reactions it activates."""
    for k, r in enumerate(waiting):
        steps = []
        if r.get("gains boosts"):
            steps.append({"gain boosts": {"object": "me", "amount": r["gains boosts"]}})
        if r.get("gains status"):
            steps.append({"gain status": {"object": "me", "status": r["gains status"]}})
        if r.get("loses status"):
            steps.append({"lose status": {"object": "me", "status": r["loses status"]}})
        if steps:
            ability = Ability("reaction", steps=parse_steps(steps))
            ability.text = f"{render_next(r)} (the next card it is)"
            create_emblem(game, new, 3000 + k, ability, subject=new)
        if r.get("activates"):
            activate(game, new, r["activates"], label, one=bool(r.get("activates one")))


def _first_of_the_afternoon(game: "Table", player: str, new: GameObject) -> None:
    """Count the Characters `player` plays this Afternoon (5.1.2.k in v5.0: a card counts once its
    resolution has started); for the first one, the passive abilities of their objects in play
    that boost it make Emblem-Reactions (published game, v5.0 5.2.d)."""
    s = game.state
    if s.phase != "afternoon":
        return
    n = s.played_this_afternoon.get(player, 0)
    s.played_this_afternoon[player] = n + 1
    if n:
        return
    for k, (source, passive) in enumerate(active_passives(game)):
        p = words.passive(passive)
        if p.kind == "first character boost" and source.controller == player:
            ability = Ability("reaction", steps=parse_steps([{"gain boosts": {"object": "it", "amount": p.n}}]))
            ability.text = f"{source.label()}: the first Character {player} plays this Afternoon gains {p.n} boost"
            create_emblem(game, source, 4000 + k, ability, subject=new)


@implements("v5.0 5.2.d", "v5.0 6.2.l")
def own_boosts_as_played(game: "Table", player: str, new: GameObject) -> None:
    """A Character's own line saying it gains boosts, under a condition or per what it counts,
    printed with no trigger (the later sets): a passive ability of the card being
    played stating that it gains boosts, which the published game makes an Emblem-Reaction with that
    effect as it resolves (v5.0 5.2.d; a passive of an object about how it enters, 6.2.l), its
    condition checked then; the count, as the Emblem-Reaction resolves."""
    own = [(t, None) for t in new.card.passives] + list(new.card.conditional)
    for k, (text, cond) in enumerate(own):
        p = words.passive(text)
        if p.kind != "boosts as played":
            continue
        ctx = Context(player, f"{new.label()}'s passive ability", new, new.number)
        if cond is not None and not condition_holds(game, ctx, cond):
            game.trace.emit("passive", f"{new.label()} is played, but \"{cond}\" does not hold: its passive ability gives it no "
                            "boost (v5.0 5.2.d)", [], published=True, object=new.uid)
            continue
        gain = {"object": "me", "amount": p.n, **({"per": p.per} if p.per else {})}
        ability = Ability("reaction", steps=parse_steps([{"gain boosts": gain}]))
        ability.text = f"{new.label()}'s passive ability: as it is played, it gains {p.n} boost{'s' if p.n != 1 else ''}" \
                       + (f" per {p.per}" if p.per else "") + " (v5.0 5.2.d)"
        create_emblem(game, new, 4500 + k, ability, subject=new)


def _from_zone(r: dict, src: str) -> dict:
    """A waiting "next card" effect as it applies to a card played from `src`: with what it does
    only when the card comes from that zone (losing Fleeting, say, only if it comes from the Hand)."""
    extra = r.get(f"if from {src}")
    return {**r, **extra} if extra else r


def render_next(r: dict) -> str:
    return render_step(Step("next card", r))


@implements("5.2.1.a", "5.2.1.c")
def next_for(s, player: str, card, src: str, game: "Table | None" = None, expedition: str | None = None) -> list[dict]:
    """The `next card` effects waiting for `player`'s next card that this card, played from `src`,
    is: of its type or sub-type (either of two: "the next Song or Artist"), from that zone, with at
    most that Hand Cost (a token's missing one counts as 0, 1.1.6.d), a printed 0 among its
    statistics ("with a base statistic of 0"), played in that terrain ("you play in {V}": a card is
    played as it leaves Limbo into the expedition chosen in the declaration, v5.0 7.5.12.a,
    5.2.1.a; a Character is in a terrain if one of its expeditions is, a Gigantic one in both,
    v5.0 7.5.8.b-c; nothing resolves between the declaration and that move, so the region's types
    are those of the declaration)."""
    out = []
    for r in s.pending_next.get(player) or ():
        kind, sub = r.get("type", "card"), r.get("subtype")
        if sub and not any(card.is_a(w) for w in sub.split(" or ")):
            continue
        if r.get("base statistic 0") and (card.type != "character" or 0 not in card.stats):
            continue
        if r.get("in") and not _played_in(s, player, card, expedition, r["in"], game, r.get("source", "")):
            continue
        if not sub and kind != "card" and not card.counts_as(kind):
            continue
        if r.get("from") and r["from"] != src:
            continue
        if r.get("hand cost max") is not None and (card.hand_cost or 0) > r["hand cost max"]:
            continue
        # a Base Cost (published game, v5.0 2.2.9.b): played from Reserve, its Reserve Cost; else its Hand Cost
        if r.get("base cost max") is not None and ((card.reserve_cost if src == "reserve" else card.hand_cost) or 0) > r["base cost max"]:
            continue
        out.append(r)
    return out


def _played_in(s, player: str, card, expedition: str | None, terrain: str, game: "Table | None", source_uid: str = "") -> bool:
    """Whether a card declared in `expedition` is played in `terrain` (see next_for); "my
    expedition": one the effect's object is in as the card is played (its controller's, the
    player's; both for a Gigantic object, 7.4.3.f), none once it has left the Expedition zone."""
    if game is None or expedition not in ("hero", "companion") or not card.in_expeditions:
        return False
    here = ("hero", "companion") if card.has("Gigantic") else (expedition,)
    if terrain == "my expedition":
        source = next((o for o in s.all_objects() if o.uid == source_uid and o.exists), None)
        return source is not None and source.controller == player and any(str(e) in here for e in expeditions_of(source))
    position = s.player(player).position
    return any(terrain in region_types(game, position[Expedition(e)], player) for e in here)


def cooldown(game: "Table", obj: GameObject) -> None:
    """A Spell with Cooldown that goes to the Reserve after its resolution becomes exhausted.
    The built-in edition has no Cooldown: the published game (v5.0 7.4.1.b, 5.2.4.b)."""
    obj.add_status(Status.EXHAUSTED)
    game.trace.emit("cooldown", f"{obj.label()} has Cooldown: it is exhausted in the Reserve (v5.0 7.4.1.b)", ["5.2.3.j"],
                    published=True, object=obj.uid)


@implements("1.3.2.d")
def end_turn(game: "Table", player: str) -> None:
    s = game.state
    order = [p.name for p in s.turn_order()]
    i = order.index(player)
    rest = order[i + 1:] + order[: i + 1]
    waiting = [p for p in rest if p not in s.passed]
    if s.extra_turns.get(player) and player not in s.passed:
        # "Play another turn": the same player again, before the next one (published game: the later sets' card; no edition says more)
        s.extra_turns[player] -= 1
        waiting = [player]
        game.trace.emit("turn", f"{player} plays another turn (an effect gave it; published game, the card's words)", ["1.3.2.d"],
                        published=True)
    s.turn = waiting[0] if waiting else None
    s.turn_number += 1  # "this turn" is the next one's from now
    s.pending_joins.clear()  # "the next Character that joins my Expedition this turn": the turn is over
    s.pending_times.clear()  # "the next time a {D} ability is activated this turn": likewise
    expire(game, "end of turn")  # "... gains Defender this turn": the turn is over
    s.pending_boosts.pop(player, None)  # "the next Character you play this turn" lasts the turn
    # "the next card you play this turn costs less" lasts the turn too ("this Afternoon": clock.afternoon)
    if s.pending_discounts.get(player):
        s.pending_discounts[player] = [d for d in s.pending_discounts[player] if d[2] != "turn"]
    if s.pending_next.get(player):
        s.pending_next[player] = [r for r in s.pending_next[player] if r.get("until", "turn") != "turn"]
    if s.turn:
        game.trace.emit("turn", f"{player}'s turn ends; it is {s.turn}'s turn", ["1.3.2.d"])


@implements("5.1.2.b", "v5.0 7.1.4.c", "v5.0 5.1.2.c")
def declare_x(game: "Table", player: str, obj: GameObject, a: Ability, mana: int, ctx: Context) -> int:
    """X for a quick action's "{X}" cost (v5.0 7.1.4.c: "pay X mana"): its player declares it with
    the costs (5.1.2.b; v5.0 5.1.2.c), 0 up to what their ready Mana Orbs can pay beside the other costs (and the
    Tough of its targets); "X can't be higher than the number of ..." bounds it, counted now. The
    built-in edition has no X costs: published game."""
    most = max(0, mana_available(game, player) - mana - ctx.tough_due)
    if a.x_max is not None:
        cap = count_per(game, ctx, a.x_max)
        game.trace.emit("count", f"{ctx.label}: X can't be higher than {cap} ({a.x_max})", ["5.1.2.b"], published=True)
        most = min(most, cap)
    answer = game.ask(player, DecisionKind.CHOOSE, [str(i) for i in range(most + 1)], "5.1.2.b",
                      f"X for {obj.label()}'s quick action (the Mana paid for {{X}}, 0 to {most})")
    if not str(answer).isdigit() or not 0 <= int(answer) <= most:
        from .table import EngineError
        raise EngineError(f"X is a number from 0 to {most}, not {answer!r}")
    game.trace.emit("cost", f"{player} declares X = {answer}: the quick action costs {answer} more Mana (v5.0 7.1.4.c)",
                    ["5.1.2.b"], published=True)
    return int(answer)


@implements("2.2.10.h", "2.2.10.g", "2.2.10.f", "5.1.2.a", "5.1.2.d", "2.5.g")
def quick_action(game: "Table", player: str, obj: GameObject, index: int = 1, targets: list[str] | None = None,
                 report: bool = True, check_only: bool = False) -> bool:
    """Play a quick action of an object: its costs, then its effect. Quick actions do not end
    the turn (1.3.2.d). Support abilities work only in Reserve (2.2.10.g), others in play."""
    actions = [a for a in obj.card.abilities if a.kind in ("quick action", "support")]
    label = f"{player} plays a quick action of {obj.label()}"
    try:
        check_turn(game, player)
        if not actions or not 1 <= index <= len(actions):
            raise Illegal(f"{obj.label()} has no quick action {index}", "2.2.10.h")
        a: Ability = actions[index - 1]
        if obj.controller != player:
            raise Illegal(f"{player} does not control {obj.label()}", "5.1.2.a")
        if game.state.quick_uses.get((obj.uid, index, game.state.day), 0) >= MAX_QUICK_USES:
            # the built-in edition limits Reactions only (6.3.f): published game, v5.0 1.4.6.b, 5.3.e
            raise Illegal(f"this quick action of {obj.label()} has been played {MAX_QUICK_USES} times today: no more "
                          "(published game, v5.0 5.3.e)", "6.3.f")
        if a.kind == "support" and obj.zone != "reserve":
            raise Illegal("a support ability works only while its object is in the Reserve", "2.2.10.g")
        if a.kind == "support" and Status.EXHAUSTED in obj.statuses:
            # the built-in edition is silent: the published game (v5.0 2.2.12.j, 2.4.6.e)
            raise Illegal(f"{obj.label()} is exhausted in the Reserve: it has no support abilities (v5.0 2.2.12.j)", "2.2.10.g")
        if a.kind == "quick action" and obj.zone not in IN_PLAY:
            raise Illegal(f"{obj.label()} is not in play: its abilities do not work", "2.2.10.f")
        if a.completed and not feats.completed(obj):
            # no edition defines Feats: published game, as the cards state it (judge/feats.py)
            raise Illegal(f"{obj.label()} is not Completed: its \"[Completed]\" quick action does not work yet", "2.2.10.h")
        if a.condition is not None:
            # it has this quick action only while the condition holds (a passive ability giving it)
            snap = game.snapshot_trace()
            ok = condition_holds(game, Context(player, f"{obj.label()}'s quick action", obj, obj.number), a.condition)
            game.restore_trace(snap)
            if not ok:
                raise Illegal(f"{obj.label()} has this quick action only while {a.condition}", "2.2.10.h")
        payment = Payment(game, player, obj, a.cost, "the quick action")
        if a.passive and words.passive(a.passive).kind == "only first player" and not is_first_player(game.state, player):
            raise Illegal(f"only the first player may play this quick action; {game.state.first_player} is", "5.1.2.a")
        if a.passive and words.passive(a.passive).kind == "extra cost" and not is_first_player(game.state, player):
            extra = words.passive(a.passive).n
            payment.mana += extra
            game.trace.emit("cost", f"{player} is not the first player: this action costs {extra} more", [])
        snap = game.snapshot_trace()
        short = payment.shortfall()
        if short:
            raise Illegal(*short)
        mana = payment.mana
        ctx = Context(player, f"{obj.label()}'s quick action", obj, obj.number, follow_source=True)
        if a.passive and words.passive(a.passive).kind == "target surcharge":
            ctx.surcharge = words.passive(a.passive)
        ctx.support = a.kind == "support"
        ctx.budget = mana_available(game, player) - mana
        given = list(targets or [])
        wanted = target_width(a.steps) + declares_opponent(game, ctx, a.steps)
        if len(given) > wanted:
            raise Illegal(f"the quick action has {wanted} target(s); {len(given)} given", "5.2.3.b")
        illegal = choose_targets(game, ctx, a.steps, given) or unused_target(given)
        if illegal:
            game.restore_trace(snap)
            raise Illegal(illegal, "5.2.3.b")
    except Illegal as exc:
        if not report:
            raise
        return report_illegal(game, label, exc, player)
    if check_only:
        return True
    key = (obj.uid, index, game.state.day)
    game.state.quick_uses[key] = game.state.quick_uses.get(key, 0) + 1
    rules = ["2.2.10.h", "5.1.2.a"] + (["2.2.10.d", "2.2.10.g"] if a.kind == "support" else [])
    if a.kind == "support":  # "unless a {D} ability was activated this turn"
        game.state.note("support", player)
    tapped = "exhaust me" in a.cost
    if tapped:  # "if a {T} ability was activated this turn"
        game.state.note("tap", player)
    with game.trace.under("quick action", f"{label}: \"{a.text}\"", rules, player=player):
        if "x mana" in a.cost:  # X is declared with the costs (5.1.2.b; v5.0 7.1.4.c, 5.1.2.c)
            ctx.x = declare_x(game, player, obj, a, mana, ctx)
            mana += ctx.x
        # all costs are paid at once, in one step (6.1.d)
        payment.choose("6.1.d", "a cost")
        payment.pay()
        pay_mana(game, player, mana + pay_tough(game, player, ctx))
        _no_alternative_in_costs(game)
        if tapped:  # "When you activate a {T} ability": the activation, its costs paid (5.1.2.b)
            signal(game, "tap", player=player, count=len(game.state.happened("tap", "turn", player)))
        if a.kind == "support":  # a reaction to the second {D} activation in a turn of its controller's: likewise
            signal(game, "support", player=player, count=len(game.state.happened("support", "turn", player)),
                   by_effect=len(game.state.happened("support by effect", "turn", player)))
        resolve(game, ctx, a.steps)
    reactions.check(game)
    if player in game.state.passed and not game.state.over and game.state.turn == player:
        # its effect made its player pass ("{T}: ... Pass"): their turn ends with it (1.3.2.d)
        end_turn(game, player)
        return True
    if ctx.after_you and not game.state.over and game.state.turn == player:
        # "After you": end the turn once there are no Reactions in Limbo; it is not passing
        # (published game, v5.0 7.3.2.a-b)
        game.trace.emit("after you", f"{player}: \"After you\": the turn ends, once no Reaction is left in Limbo; "
                        f"{player} has not passed (v5.0 7.3.2)", ["1.3.2.d"], published=True, player=player)
        end_turn(game, player)
    return True
