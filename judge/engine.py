"""The game: a state, its trace, the players' choices, and the clock that runs the day.

A day has five phases (1.3.2.a). The state says which phase it is and whether that phase's
daily effects have happened; `advance_to("dusk")` plays on to the start of the next Dusk,
running every phase on the way. `snapshot()` / `restore()` give undo.
"""

from __future__ import annotations

from .choices import Choices, ChoiceNeeded
from .rules import implements
from .state import PHASES, GameObject, GameState
from .trace import Trace


class EngineError(Exception):
    """A step that cannot be done in this position (e.g. an unknown object)."""


class Game:
    def __init__(self, state: GameState, choices: Choices | None = None):
        self.state = state
        self.trace = Trace()
        self.choices = choices or Choices()
        self.registry: dict[str, GameObject] = {o.uid: o for o in state.all_objects()}  # every object ever, by id
        self.make_object = None  # set by the scenario runner: makes an object from a spec
        self.source_text: str | None = None  # the scenario text it was set up from (the runner's)
        self.activations: dict[tuple, int] = {}  # (object, ability, day) -> times activated (6.3.f)
        self.pending_boosts: dict[str, int] = {}  # "the next Character you play this turn gains N boosts"
        self.token_count = 0
        self.granted_by: dict[tuple, str] = {}  # (object, ability index) -> the object granting it

    def snapshot_trace(self):
        return self.trace.mark()

    def restore_trace(self, mark) -> None:
        self.trace.reset(mark)

    # -- objects -----------------------------------------------------------------------------
    def find(self, ref: str, among: list[GameObject] | None = None) -> GameObject:
        pool = among if among is not None else [o for o in self.state.all_objects() if o.exists]
        ref = ref.lstrip("#")
        hits = [o for o in pool if o.uid == ref] or [o for o in pool if o.name == ref]
        if not hits:
            where = "there" if among is not None else "in the game"
            raise EngineError(f"no object {ref!r} {where}")
        if len(hits) > 1:
            raise EngineError(f"{ref!r} names {len(hits)} objects: give them ids (e.g. '{ref} | #a')")
        return hits[0]

    # -- snapshots ---------------------------------------------------------------------------
    def snapshot(self):
        extra = (dict(self.activations), dict(self.pending_boosts), self.token_count)
        return self.state.copy(), self.choices.copy(), self.trace.mark(), extra

    def restore(self, snap) -> None:
        state, choices, mark, extra = snap
        self.state, self.choices = state.copy(), choices.copy()
        self.trace.reset(mark)
        self.activations, self.pending_boosts, self.token_count = dict(extra[0]), dict(extra[1]), extra[2]
        self.registry = {**self.registry, **{o.uid: o for o in self.state.all_objects()}}

    # -- the clock ---------------------------------------------------------------------------
    def header(self) -> None:
        self.trace.depth = 0
        key = (self.state.day, self.state.phase)
        if key[1] == "setup":
            return
        last = next((e for e in reversed(self.trace.events) if e.kind == "phase"), None)
        if last is None or (last.data.get("day"), last.data.get("phase")) != key:
            self.trace.emit("phase", f"day {key[0]} · {key[1]}", [], day=key[0], phase=key[1])
        self.trace.depth = 1

    def run_current_phase(self) -> None:
        from . import morning, night, passives, reactions
        from .dusk import progress
        from .setup import setup

        s = self.state
        if s.phase_done or s.over:
            return
        if s.phase == "setup":
            self.trace.depth = 0
            self.trace.emit("phase", "setup", ["4.1.a"])
            self.trace.depth = 1
            setup(self)
            morning.first_morning(self)
            s.phase, s.day, s.phase_done = "noon", 1, False
            return
        self.header()
        # The phase begins: "At [phase]" reactions trigger, then reactions are checked
        # (1.3.2.c; published game, 4.2.b in v5.0).
        if not s.phase_started:
            s.phase_started = True
            if s.phase in ("noon", "dusk", "night"):
                reactions.signal(self, "phase", phase=s.phase)
                if reactions.pending(self):
                    reactions.check(self)
                elif s.phase == "noon":
                    self.trace.emit("noon", "noon: nothing happens (no \"At Noon\" reaction)", ["1.3.2.c"])
        if s.phase == "morning":
            for effect in (morning.succeed, morning.prepare, morning.draw_two, morning.mana_card):
                effect(self)
                reactions.check(self)
        elif s.phase == "afternoon":
            self.afternoon()
        elif s.phase == "dusk":
            progress(self)
            reactions.check(self)
        elif s.phase == "night":
            night.rest(self)
            reactions.check(self)
            night.clean_up(self)
            reactions.check(self)
            passives.expire(self)
        s.phase_done = True

    @implements("1.3.2.a")
    def next_phase(self) -> None:
        s = self.state
        i = PHASES.index(s.phase)
        if i == len(PHASES) - 1:
            s.day += 1
            s.phase = PHASES[0]
            s.passed = set()
            s.moved_today = set()
        else:
            s.phase = PHASES[i + 1]
        s.phase_done = False
        s.phase_started = False
        if s.phase == "afternoon":
            s.turn = s.first_player

    def advance_to(self, phase: str) -> None:
        """Play on to the start of the next `phase` (before its daily effects)."""
        s = self.state
        if s.over:
            self._over()
            return
        if s.phase == phase and not s.phase_done:
            return
        while True:
            was_setup = s.phase == "setup"
            self.run_current_phase()
            if s.over:
                break
            if not was_setup:
                self.next_phase()
            if s.phase == phase and not s.phase_done:
                return
        self._over()

    def end_of_day(self) -> None:
        s = self.state
        if s.phase == "night" and s.phase_done:
            return  # already there
        self.advance_to("night")
        if not s.over:
            self.run_current_phase()

    def next_day(self) -> None:
        self.end_of_day()
        if self.state.over:
            return
        self.next_phase()
        self.run_current_phase()
        if not self.state.over:
            self.next_phase()

    def _over(self) -> None:
        winner = self.state.winner
        self.trace.depth = 0
        self.trace.emit("over", f"the game is over: {winner} won" if winner else "the game is over", [])

    # -- the Afternoon -----------------------------------------------------------------------
    @implements("1.3.2.d")
    def afternoon(self) -> None:
        s = self.state
        waiting = [p.name for p in s.initiative() if p.name not in s.passed]
        if waiting:
            player = s.turn if s.turn in waiting else waiting[0]
            raise ChoiceNeeded(player, "what to do in their turn", ["pass", "play a card", "play a quick action"], "1.3.2.d")
        self.trace.emit("afternoon", "every player has passed: the Afternoon ends", ["1.3.2.d"])

    @implements("1.3.2.d")
    def pass_turn(self, player: str) -> None:
        s = self.state
        if s.phase != "afternoon":
            raise EngineError(f"{player} cannot pass: it is not the Afternoon (it is {s.phase})")
        if player in s.passed:
            raise EngineError(f"{player} has already passed this day (1.3.2.d)")
        self.header()
        if s.turn is not None and s.turn != player:
            raise EngineError(f"it is {s.turn}'s turn, not {player}'s (1.3.2.d)")
        s.passed.add(player)
        self.trace.emit("pass", f"{player} passes: no more turns for {player} this day", ["1.3.2.d"], player=player)
        from .play import end_turn

        end_turn(self, player)
