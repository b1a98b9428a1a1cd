"""The engine as a library: a `Game` whose legal actions can be listed, applied all or nothing,
undone and copied, as python-chess's `Board` (docs/library.md).

    game = Game.new(players=["alice", "bob"], seed=7)
    while not game.is_over():
        game.apply(random.choice(game.legal_actions()))

Decisions in the middle of a resolution (which card to keep, the order of reactions, a target)
are asked by replay: `apply` runs an action on a copy of the position with the answers given so
far; when the engine reaches a decision nobody has answered, the position goes back to where it
was and the game records the decision (`decision()`). Its answers are actions too (`Answer`);
applying one runs the first action again with that answer. A step either happens whole or not
at all, so the position is always one a player could see across the table.

The run that stopped is kept waiting at the decision (a greenlet), aside from the position:
answering it goes on from there rather than running the first action again, with the same
result (the run is deterministic, and the answers come in the order it asks for them). It is
kept only while nothing else has changed the game; otherwise the answer replays.
"""

from __future__ import annotations

import gc
import itertools

from greenlet import getcurrent, greenlet

from . import clock, feats, gigantic, highest, words
from .actions import Action, Advance, Answer, IllegalAction, Pass, Play, QuickAction
from .choices import ChoiceNeeded, Choices
from .conditions import condition_holds
from .decisions import Decision, Pending, decision_from
from .editions import v5
from .enums import MANY, DecisionKind, Expedition, Phase, Status, Zone
from .mana import mana_available
from .keywords import has
from .passives import active_passives, holders, may_play_exhausted
from .play import (Illegal, cost_by_expedition, cost_to_play, discard_options, optional_cost, optional_discard, optional_payers, play_card,
                   play_now, quick_action,
                   targets_chosen_later, unplayable)
from .state import EXPEDITIONS, GameState
from .table import EngineError, Table
from .temple import temple_form
from .trace import Trace
from .selectors import Context
from .language import DISTRIBUTED, SEVERAL_EXPEDITIONS
from .verbs import PLACE_SLOTS, TARGET_REGION, visible_regions, expedition_options, mode_choices, target_options, target_sets, target_slots, within_total


class _Undo:
    """What undo needs of an applied action: the position before it (None: the action changed
    none of it), the decision that was waiting, the trace's length."""

    __slots__ = ("state", "pending", "mark")

    def __init__(self, state: GameState | None, pending: Pending | None, mark: tuple):
        self.state, self.pending, self.mark = state, pending, mark


class _Waiting:
    """A run stopped at a decision, kept to go on from there when it is answered: the run's own
    position, choices and trace since its action began, and the game as it was left (its version
    and trace length: anything else done to the game since, and the run is dropped)."""

    __slots__ = ("run", "state", "choices", "events", "depth", "heading", "pending", "version", "length")

    def __init__(self, run, state, choices, events, depth, heading, pending, version, length):
        self.run, self.state, self.choices, self.events = run, state, choices, events
        self.depth, self.heading, self.pending, self.version, self.length = depth, heading, pending, version, length


class Game(Table):
    """A game of Altered: the position, its trace, and what can be done next."""

    def __init__(self, state: GameState, choices: Choices | None = None):
        super().__init__(state, choices)
        self.pending: Pending | None = None
        self._undo: list[_Undo] = []
        self.performing: Action | None = None  # the action a scenario step is doing (perform)
        self.tracking = False  # keep the position before each performed action (from_scenario)
        self.before_action: tuple | None = None
        self._listed: tuple | None = None  # ((version, events), legal_actions()) of the position listed last
        self._version = 0  # changes with every apply and undo
        self.resume = True  # a run stopped at a decision waits there for the answer (False: replay it)
        self._run_now = None  # the greenlet running an action, while one runs
        self._waiting: _Waiting | None = None
        gigantic.refresh(self, quiet=True)  # what passive abilities give in the position as it is, with no event
        highest.refresh(self, quiet=True)

    def play_now(self, player: str, obj, expedition: str | None, mode: int | None, by: str, less: int = 0,
                 free: bool = False, discard: str | None = None, elsewhere: bool = False, as_from: str | None = None):
        return play_now(self, player, obj, expedition, mode, by, less=less, free=free, discard=discard, elsewhere=elsewhere,
                        as_from=as_from)

    def cost_to_play(self, player: str, obj, less: int = 0, expedition: str | None = None) -> int:
        return cost_to_play(self.state, player, obj.card, obj.zone, self, less=less, expedition=expedition, obj=obj)[0]

    def has_keyword(self, obj, keyword: str) -> bool:
        return has(self, obj, keyword)

    def trigger_condition_holds(self, o, label: str, condition: str, *, subject=None, last_known=None,
                                follow: bool = False, expeditions: tuple = (), controller: str | None = None) -> bool:
        ctx = Context.of_reaction(controller or o.controller, label, o, o.number, follow=follow, it=subject,
                                  last_known=last_known or {}, expeditions=expeditions)
        return condition_holds(self, ctx, condition)

    # -- making games ------------------------------------------------------------------------------
    @classmethod
    def new(cls, players: list[str] | None = None, decks: dict[str, list[str]] | None = None, seed: int = 0,
            max_days: int | None = None, mode: str = "1v1", edition: str = "builtin") -> "Game":
        """A game at its start (4.1): each player's Hero revealed, the rest of their deck to be
        shuffled; the Tumult cards and the first player at random, from `seed`. Decks are lists
        of card names of the catalog (a Hero among them); without decks, the example decks.
        `mode`: "1v1", or Booster War ("booster-war": a booster's Hero and the rest of it as the
        deck; "booster-war-technical": a 12-card deck in the order given, not shuffled), or a
        four-player mode ("2v2", "free-for-all": players seated clockwise in the order given, in
        2v2 the first and third partners). `edition`: the rules whose mechanics the game follows
        where editions differ ("builtin", "v5.0"; a later edition plays as v5.0: enums.Edition)."""
        from .decks import new_state
        from .enums import Edition, Mode

        four = mode in (Mode.TWO_V_TWO, Mode.FREE_FOR_ALL)
        default = ["alice", "bob", "carol", "dave"] if four else ["alice", "bob"]
        state = new_state(list(players or default), decks, seed, max_days, mode)
        state.edition = Edition.of(edition).value
        return cls(state)

    @classmethod
    def from_scenario(cls, path, play_steps: bool = True, edition: str | None = None) -> "Game":
        """The position a scenario file describes, its steps played (as `judge run` plays them:
        where a step needs a decision the file does not give, the game waits for it). `edition`:
        whose mechanics, if the file names none (enums.Edition)."""
        from .scenario.prepare import load_game

        return load_game(path, cls, play_steps, edition)

    # -- what happens now -------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.state.over

    @property
    def winner(self) -> str | None:
        return self.state.winner

    def decision(self) -> Decision | None:
        """None when nobody has anything to decide (the clock runs: `Advance`), or who must
        decide what: an answer to a pending decision, or the turn of the Afternoon (1.3.2.d)."""
        if self.state.over:
            return None
        if self.pending is not None:
            return self.pending.decision
        player = clock.turn_player(self)
        if player is None:
            return None
        return Decision(player, DecisionKind.TURN, tuple(str(a) for a in self._turn_actions(player)), "1.3.2.d",
                        "what to do in their turn")

    def legal_actions(self) -> list[Action]:
        """Every legal action of whoever must act now, and only legal ones. Listing them changes
        nothing, the trace included (the checks behind it may explain themselves)."""
        mark = self.trace.mark()
        actions = self._legal_actions()
        self.trace.reset(mark)
        # apply trusts this list while the position stands: no action since, and no event (a judge's
        # correction to the position writes one)
        self._listed = ((self._version, len(self.trace.events)), tuple(actions))
        return actions

    def _legal_actions(self) -> list[Action]:
        if self.state.over:
            return []
        if self.pending is not None:
            d = self.pending.decision
            return [Answer(d.player, d.kind, v) for v in d.options]
        player = clock.turn_player(self)
        if player is not None:
            return self._turn_actions(player)
        return [Advance()]

    def _turn_actions(self, player: str) -> list[Action]:
        out: list[Action] = [Pass(player)]
        s = self.state
        p = s.player(player)
        orbs = mana_available(self, player)
        exhausted_ok = may_play_exhausted(self, player) is not None
        # what prices every card here, found once: nothing changes while the actions are listed
        passives, holding = active_passives(self), list(holders(self))
        for src in (Zone.HAND, Zone.RESERVE):
            for o in p.zones[src]:
                card = o.card
                if card.type not in ("character", "permanent", "spell"):
                    continue
                if src == Zone.RESERVE and Status.EXHAUSTED in o.statuses and not exhausted_ok \
                        and not any(may_play_exhausted(self, player, card, e) for e in EXPEDITIONS):
                    continue
                # its optional cost (v5.0 5.1.2.c): not paid, or paid with each other card of the
                # Reserve; what it costs may depend on it and on the expedition chosen (its own "to
                # play in an expedition with no Characters"): each way it can be paid
                cut = optional_discard(card)
                # its other optional cost ("you may sacrifice a Permanent to play me for {2} less"): not
                # paid, or paid with each object that may pay it; a way is (the card discarded, the payer)
                other = optional_cost(card)
                discards = [(None, None)] + ([(d.uid, None) for d in discard_options(self, player, o)] if cut else []) \
                    + ([(None, way) for way in optional_payers(self, player, o)] if other else [])

                def less_of(d, cut=cut, other=other) -> int:
                    return (cut if d[0] else 0) + (other[1] if d[1] else 0)
                # priced once per discard, or per expedition where the card's own cost depends on it
                exps = EXPEDITIONS if card.in_expeditions else (None,)
                # Scout (published game, v5.0 7.4.5.b-c): from Hand, the Scout cost instead of the Hand
                # Cost, an alternative cost declared like the optional one: each way is offered apart
                scouts = (False, True) if src == Zone.HAND and card.scout is not None else (False,)
                if cost_by_expedition(card):
                    ways = [(e, d, sc) for e in exps for sc in scouts for d in discards
                            if cost_to_play(s, player, card, src, self, less=less_of(d), expedition=e, scout=sc,
                                            passives=passives, holding=holding, obj=o)[0] <= orbs]
                else:
                    ok = [(d, sc) for sc in scouts for d in discards
                          if cost_to_play(s, player, card, src, self, less=less_of(d), scout=sc,
                                        passives=passives, holding=holding, obj=o)[0] <= orbs]
                    ways = [(e, d, sc) for e in exps for d, sc in ok]
                # Temple (published game, the later sets' reminder: judge/temple.py): from Hand or
                # Reserve, for its Temple cost, as a Landmark Permanent: a way of its own
                temple = card.temple is not None and not unplayable(self, player, o) and \
                    cost_to_play(s, player, temple_form(card), src, self, passives=passives, holding=holding, obj=o)[0] <= orbs
                if temple and s.turn == player and not (src == Zone.RESERVE and Status.EXHAUSTED in o.statuses and not exhausted_ok):
                    out.append(Play(player, o.uid, src, temple=True))
                if not ways or unplayable(self, player, o):
                    continue
                steps = list(card.effect) if card.type == "spell" else []
                modes = len(mode_choices(steps))
                if src == Zone.RESERVE and Status.EXHAUSTED in o.statuses and not exhausted_ok:
                    ways = [(e, d, sc) for e, d, sc in ways if e is not None and may_play_exhausted(self, player, card, e)]
                if card.type != "spell" and s.turn == player:
                    # nothing more to declare than what is checked above (play.play_card's checks)
                    out.extend(Play(player, o.uid, src, exp, discard=d[0], scout=sc, pay_with=d[1]) for exp, d, sc in ways)
                    continue
                for mode in (range(1, modes + 1) if modes else (None,)):
                    slots = target_slots(steps, None if mode is None else mode - 1)
                    if v5(self) and card.type == "spell" and targets_chosen_later(steps, None if mode is None else mode - 1):
                        slots = []  # v5.0: chosen as the effect resolves, each just before its step (1.2.6.c)
                    for targets in self._target_choices(player, o, slots):
                        for exp, d, sc in ways:
                            action = Play(player, o.uid, src, exp, targets, mode, d[0], sc, pay_with=d[1])
                            if self._declarable(action):
                                out.append(action)
        for o in self._controlled(player):
            actions = [a for a in o.card.abilities if a.kind in ("quick action", "support")]
            for index, ability in enumerate(actions, start=1):
                if (ability.kind == "support") != (o.zone == Zone.RESERVE) or (ability.completed and not feats.completed(o)):
                    continue
                for targets in self._target_choices(player, o, target_slots(ability.steps)):
                    action = QuickAction(player, o.uid, index, targets)
                    if self._declarable(action):
                        out.append(action)
        return out

    def _object(self, action: Play | QuickAction):
        """The object an action names: first where it should be, then anywhere."""
        if isinstance(action, Play):
            p = self.state.player(action.player) if action.player in {q.name for q in self.state.players} else None
            if p is not None and action.source in p.zones:
                for o in p.zones[action.source]:
                    if o.uid == action.card:
                        return o
            return self.state.get(action.card)
        for o in self._controlled(action.player) if action.player in {q.name for q in self.state.players} else ():
            if o.uid == action.source:
                return o
        return self.state.get(action.source)

    def _controlled(self, player: str):
        p = self.state.player(player)
        for zone in (p.zones[Zone.HERO_ZONE], p.expeditions[Expedition.HERO], p.expeditions[Expedition.COMPANION],
                     p.zones[Zone.LANDMARKS], p.zones[Zone.RESERVE]):
            for o in zone:
                if o.controller == player and o.exists:
                    yield o

    def _target_choices(self, player: str, obj, slots) -> list[tuple[str, ...]]:
        """Every declaration of targets for these slots (5.2.3.b): one option per slot, in order;
        a slot with nothing to target takes none; "up to N" takes each set of at most N different
        objects, in the order they are found, `none` ending a set of fewer than N."""
        ctx = Context(player, obj.label(), obj, obj.number)
        per_slot = []
        for step, sel in slots:
            if sel == DISTRIBUTED:  # N tokens among target expeditions: each distribution once
                exps = [f"{p.name} {e}" for p in self.state.players for e in EXPEDITIONS]
                per_slot.append(list(itertools.combinations_with_replacement(exps, int(step.arg.get("count", 1)))))
                continue
            several = SEVERAL_EXPEDITIONS.match(sel)
            if several:  # N different target expeditions (or up to N: fewer, `done` ending the set)
                exps = [f"{p.name} {e}" for p in self.state.players for e in EXPEDITIONS]
                n = min(int(several.group(2)), len(exps))
                sets = [c for k in (range(0, n + 1) if several.group(1) else (n,)) for c in itertools.combinations(exps, k)]
                per_slot.append([tuple(c) + (("done",) if several.group(1) and len(c) < n else ()) for c in sets])
                continue
            up_to = words.selector(sel).up_to if sel not in PLACE_SLOTS else 0
            if sel == TARGET_REGION:  # a visible region (v5.0 3.2.1.d)
                options = visible_regions(self)
            elif sel in PLACE_SLOTS and sel not in ("target player", "another target player"):
                options = expedition_options(self, ctx, sel)
            elif sel == "target player":  # any player, its controller included (5.2.3.b)
                options = [p.name for p in self.state.players]
            elif sel == "another target player":  # any but its controller
                options = [p.name for p in self.state.players if p.name != ctx.controller]
            elif up_to:
                found, _ = target_options(self, ctx, sel)
                read = words.selector(sel)
                sets = target_sets(read, found, up_to)
                if read.exact:  # "N target X": N different ones, or every legal one when fewer (5.2.3.b)
                    per_slot.append([tuple(o.uid for o in c) for c in sets if len(c) == min(up_to, len(found))])
                    continue
                # `none` ends a set that could still grow: fewer than N, and another target fits its total
                per_slot.append([tuple(o.uid for o in c)
                                 + (("none",) if len(c) < up_to and any(all(o.uid != x.uid for x in c) and within_total(read, list(c), o)
                                                                        for o in found) else ()) for c in sets])
                continue
            else:
                found, declinable = target_options(self, ctx, sel)  # Tough targets: only the affordable, or none
                options = [o.uid for o in found] + (["none"] if declinable else [])
            if options:
                per_slot.append(options)
        return [tuple(ref for part in c for ref in (part if isinstance(part, tuple) else (part,)))
                for c in itertools.product(*per_slot)]

    def _declarable(self, action: Action) -> bool:
        """The declaration of `action` is legal (5.1.2.c): checked without changing anything."""
        mark = self.trace.mark()
        try:
            self._check(action)
            return True
        except IllegalAction:
            return False
        finally:
            self.trace.reset(mark)

    # -- doing it -----------------------------------------------------------------------------------
    def _check(self, action: Action) -> None:
        """Raise IllegalAction when `action` cannot be applied now; change nothing else."""
        s = self.state
        if s.over:
            raise IllegalAction("the game is over", "4.3.a")
        if isinstance(action, Answer):
            d = self.pending.decision if self.pending is not None else None
            if d is None:
                raise IllegalAction("nobody is deciding anything now", "6.1.g")
            if action.player != d.player or action.kind != d.kind:
                raise IllegalAction(f"{d.player} must decide {d.what or d.kind} now", d.rule)
            if _canonical(d, action.value) is None:
                raise IllegalAction(f"{action.value!r} is not one of the legal answers", d.rule)
            return
        if self.pending is not None:
            d = self.pending.decision
            raise IllegalAction(f"{d.player} must first decide {d.what or d.kind}", d.rule)
        if isinstance(action, Advance):
            player = clock.turn_player(self)
            if player is not None:
                raise IllegalAction(f"it is {player}'s turn: the Afternoon goes on until every player has passed", "1.3.2.d")
            return
        if not isinstance(action, (Pass, Play, QuickAction)):
            raise IllegalAction(f"not an action: {action!r}")
        player = clock.turn_player(self)
        if player is None:
            raise IllegalAction(f"it is {s.phase}: players act in their turns, in the Afternoon", "1.3.2.d")
        if action.player != player:
            raise IllegalAction(f"it is {player}'s turn, not {action.player}'s", "1.3.2.d")
        if isinstance(action, Pass):
            return
        obj = self._object(action)
        if obj is None or not obj.exists:
            raise IllegalAction(f"no object {action.card if isinstance(action, Play) else action.source!r} in the game", "2.1.a")
        try:
            if isinstance(action, Play):
                if obj.zone != action.source:
                    raise IllegalAction(f"{obj.label()} is not in {action.player}'s {action.source} (it is in {obj.zone})", "5.1.2.b")
                play_card(self, action.player, obj, action.expedition, list(action.targets),
                          None if action.mode is None else action.mode - 1, report=False, check_only=True,
                          discard=action.discard, scout=action.scout, temple=action.temple, pay_with=action.pay_with)
            else:
                quick_action(self, action.player, obj, action.index, list(action.targets), report=False, check_only=True)
        except Illegal as exc:
            raise IllegalAction(exc.reason, exc.rule) from None
        except ChoiceNeeded:
            pass  # a target not declared: asked as a decision when the action is applied

    def apply(self, action: Action) -> None:
        """Apply a legal action, all or nothing: an illegal one raises IllegalAction (with its
        rule) and changes nothing; one that reaches an unanswered decision changes nothing but
        `decision()`."""
        # An action allocates a snapshot and its events, none of them in a reference cycle: the
        # cyclic garbage collector waits until the action is done (one pass, not many; in a
        # process holding a large heap, each full pass costs more than the action).
        if gc.isenabled():
            gc.disable()
            try:
                self._apply(action)
            finally:
                gc.enable()
        else:
            self._apply(action)

    def _apply(self, action: Action) -> None:
        mark = self.trace.mark()
        listed = self._listed
        # the action listed itself, found by identity first: comparing values costs more
        if (listed is None or listed[0] != (self._version, len(self.trace.events))
                or not (any(a is action for a in listed[1]) or action in listed[1]) or isinstance(action, Answer)):
            try:
                self._check(action)
            finally:
                self.trace.reset(mark)
        waiting = self._take_waiting()
        self._version += 1
        before_pending = self.pending
        if isinstance(action, Answer):
            d = self.pending.decision
            root = self.pending.action
            value = _canonical(d, action.value)
            answers = self.pending.answers + ((action.player, action.kind, value),)
        else:
            root, answers = action, ()
        saved = self.state.copy()
        try:
            if waiting is not None:  # go on from the decision, in the run's own position
                self.state, self.choices = waiting.state, waiting.choices
                self.trace.events.extend(waiting.events)
                self.trace.depth, self.trace.heading = waiting.depth, waiting.heading
                need = self._go(waiting.run, list(value) if isinstance(value, tuple) else value)
            else:
                choices = Choices()
                for player, kind, given in answers:
                    choices.give(player, kind, list(given) if isinstance(given, tuple) else given)
                self.choices = choices
                run = greenlet(self._run) if self.resume and self.trace.watch is None else None
                if run is None:  # the console keeps the board at each event: runs replay
                    try:
                        self._run(root)
                        need = None
                    except ChoiceNeeded as stop:
                        need = stop
                else:
                    need = self._go(run, root)
        except EngineError as exc:
            self.state = saved
            self.trace.reset(mark)
            raise IllegalAction(str(exc)) from None
        if need is not None:
            run = self._run_now
            self._run_now = None
            self.pending = Pending(root, answers, decision_from(need))
            if run is not None and not run.dead:
                self._waiting = _Waiting(run, self.state, self.choices, self.trace.events[mark[0]:], self.trace.depth,
                                         self.trace.heading, self.pending, self._version, mark[0])
            self.state = saved
            self.trace.reset(mark)
            self._undo.append(_Undo(None, before_pending, mark))
            return
        self.pending = None
        self._undo.append(_Undo(saved, before_pending, mark))

    def _go(self, run, arg) -> ChoiceNeeded | None:
        """Run (or go on with) an action in its greenlet: None when it is done, or the decision it
        waits for (a ChoiceNeeded raised rather than waited on ends the run; an error too)."""
        self._run_now = run
        try:
            need = run.switch(arg)
        except ChoiceNeeded as stop:
            self._run_now = None
            return stop
        except BaseException:
            self._run_now = None
            raise
        if run.dead:
            self._run_now = None
            return None
        return need

    def wait(self, need: ChoiceNeeded):
        """Inside a run of apply: the run waits here for the answer (see the module's docstring)."""
        run = self._run_now
        if run is None or getcurrent() is not run:
            raise need
        return run.parent.switch(need)

    def _take_waiting(self) -> "_Waiting | None":
        """The run waiting at the decision, if the game is still as it left it; any other is dropped."""
        waiting, self._waiting = self._waiting, None
        if waiting is None:
            return None
        if (waiting.pending is self.pending and waiting.version == self._version
                and waiting.length == len(self.trace.events)):
            return waiting
        self._drop(waiting)
        return None

    def _drop(self, waiting: "_Waiting") -> None:
        """End a waiting run that will not go on: it unwinds in its own position, and the game's
        trace and choices are as they were."""
        state, choices, mark = self.state, self.choices, self.trace.mark()
        self.state, self.choices = waiting.state, waiting.choices
        try:
            waiting.run.throw()
        finally:
            self.state, self.choices, self._run_now = state, choices, None
            self.trace.reset(mark)

    def _run(self, action: Action) -> None:
        if isinstance(action, Advance):
            clock.advance(self)
        else:
            self._turn(action, report=False)
        if self.state.over:
            clock.game_over(self)

    def _turn(self, action: Pass | Play | QuickAction, report: bool) -> None:
        """A player's action in their turn; an illegal play raises Illegal, or with `report`
        is written in the trace (5.1.2.c)."""
        self.header()
        if isinstance(action, Pass):
            clock.pass_turn(self, action.player)
        elif isinstance(action, Play):
            play_card(self, action.player, self._object(action), action.expedition, list(action.targets),
                      None if action.mode is None else action.mode - 1, report=report, discard=action.discard,
                      scout=action.scout, temple=action.temple, pay_with=action.pay_with)
        elif isinstance(action, QuickAction):
            quick_action(self, action.player, self._object(action), action.index, list(action.targets), report=report)

    def undo(self) -> Action | None:
        """Back one applied action, exactly (IndexError when nothing was applied)."""
        entry = self._undo.pop()
        self._version += 1
        if self._waiting is not None:
            waiting, self._waiting = self._waiting, None
            self._drop(waiting)
        if entry.state is not None:
            self.state = entry.state.copy()  # copies share undo entries: never hand one out
        self.pending = entry.pending
        self.trace.reset(entry.mark)
        self.choices = Choices()
        return None

    def copy(self) -> "Game":
        """An independent game: the same position, trace, decision and undo history."""
        twin = Game.__new__(Game)
        Table.__init__(twin, self.state.copy(), self.choices.copy())
        twin.trace = Trace()
        twin.trace.events = list(self.trace.events)
        twin.trace.depth = self.trace.depth
        twin.trace.heading = self.trace.heading
        twin.auto_forced = self.auto_forced
        twin.make_object = self.make_object
        twin.source_text = self.source_text
        twin.pending = self.pending
        twin.performing, twin.tracking, twin.before_action = None, False, None
        twin._undo = list(self._undo)
        twin._listed, twin._version = None, 0
        twin._run_now, twin._waiting = None, None  # a run waiting is this game's own: the copy replays
        twin.resume = self.resume
        return twin

    # -- the position as data ------------------------------------------------------------------------
    def to_dict(self) -> dict:
        from .position import to_dict

        return to_dict(self)

    def observation(self, player: str) -> dict:
        """The position as `player` may know it (judge/observation.py): others' Hands and Mana
        zones, and every Deck, as their number of cards."""
        from .observation import observation

        return observation(self, player)

    @classmethod
    def from_dict(cls, data: dict) -> "Game":
        """A game from `to_dict()`'s data, checked (PositionError names the rule broken)."""
        from .position import from_dict

        return from_dict(cls, data)

    # -- the clock, for scenario steps and the console: one Advance at a time ------------------------
    def advance_to(self, phase: str) -> None:
        """Play on to the start of the next `phase` (before its daily effects)."""
        s = self.state
        if s.over:
            clock.game_over(self)
            return
        if s.phase == phase and not s.phase_done:
            return
        while True:
            self.perform(Advance())
            if s.over:
                break
            if s.phase == phase and not s.phase_done:
                return
        clock.game_over(self)

    def end_of_day(self) -> None:
        """Play on to the end of the Night (its daily effects done; the next day not begun)."""
        s = self.state
        if s.phase == Phase.NIGHT and s.phase_done:
            return
        self.advance_to(Phase.NIGHT)
        if not s.over:
            self._track(Advance())  # the Night's effects: the first half of the next Advance
            clock.run_current_phase(self)

    def next_day(self) -> None:
        self.end_of_day()
        if self.state.over:
            return
        clock.next_phase(self)
        self.perform(Advance())  # the Morning, to the start of Noon

    def _track(self, action: Action) -> None:
        """A scenario step's action is starting: remembered, with the position before it when the
        game is loaded for the library (Game.from_scenario waits at that action's decision)."""
        self.performing = action
        if self.tracking:
            self.before_action = (self.state.copy(), self.choices.copy(), self.trace.mark())

    def run_current_phase(self) -> None:
        clock.run_current_phase(self)

    def next_phase(self) -> None:
        clock.next_phase(self)

    def pass_turn(self, player: str) -> None:
        clock.pass_turn(self, player)

    def perform(self, action: Action) -> None:
        """A scenario's or the console's step: the action runs with the answers given so far
        (`choose:`), and an unanswered decision stops it (ChoiceNeeded) for the caller to undo;
        an illegal play is reported in the trace (5.1.2.c), as a judge wants to read it."""
        self._track(action)
        self._version += 1
        if isinstance(action, Answer):
            self.choices.give(action.player, action.kind, list(action.value) if isinstance(action.value, tuple) else action.value)
        elif isinstance(action, Advance):
            self.header()
            clock.advance(self)
        else:
            self._turn(action, report=True)


def _canonical(d: Decision, value):
    """The option `value` is (several ids in any order for a choice of several), or None."""
    if d.kind in MANY:
        if isinstance(value, str):
            value = tuple(v.strip() for v in value.split(",") if v.strip())
        if not isinstance(value, (tuple, list)):
            return None
        wanted = sorted(value)
        return next((o for o in d.options if sorted(o) == wanted), None)
    return value if value in d.options else None


__all__ = ["Game", "Decision", "Pending", "Action", "IllegalAction"]
