"""The table a game is played on: the position (`GameState`), the trace of what happened, and
the answers players have given. Every rule module works on a `Table`; the clock and the library's
`Game` sit above it (imports run one way: see docs/library.md).

A rule that needs a player's decision calls `ask`: it takes an answer given in advance, or stops
the game with `ChoiceNeeded` (who, what kind, the legal options, the rule). Nothing is picked
silently; a scenario run or the console may take a decision with exactly one legal option, and
the trace says it was forced.
"""

from __future__ import annotations

from .choices import ChoiceNeeded, Choices
from .enums import DecisionKind, Phase
from .state import GameObject, GameState
from .trace import Trace


class EngineError(Exception):
    """A step that cannot be done in this position (e.g. an unknown object)."""


class Table:
    def __init__(self, state: GameState, choices: Choices | None = None):
        self.state = state
        self.trace = Trace()
        self.choices = choices or Choices()
        self.make_object = None  # set by the scenario runner: makes an object from a spec
        self.source_text: str | None = None  # the scenario text it was set up from (the runner's)
        self.auto_forced = False  # take a decision with one legal option without asking (runs, console)
        # the controllers of the steps being done, innermost last; None for a step with no controller
        # (Rest's): who chooses the order of two replacing modifiers of one step (v5.0 6.2.h: step_chooser)
        self.steppers: list[str | None] = []

    @property
    def registry(self) -> dict[str, GameObject]:
        """Every object the game ever had, by id (2.1.a)."""
        return self.state.registry

    # -- decisions ---------------------------------------------------------------------------
    def step_chooser(self, what: str) -> str:
        """Who chooses which of several modifiers applies first to the step being done: its
        controller, or the first player in initiative order for a step with none (published game,
        v5.0 6.2.h). A move outside any step the engine tracks stops the run rather than guess."""
        if not self.steppers:
            raise EngineError(f"not modelled: {what}, outside a step whose controller the engine knows (v5.0 6.2.h)")
        who = self.steppers[-1]
        return who if who is not None else self.state.initiative()[0].name

    def first_modifier(self, what: str, options: list[str], asked: str) -> tuple[str, str]:
        """(who chose, which of `options` applies first) of several modifiers of the step being done:
        its controller's choice (published game, v5.0 6.2.h); an answer given that is none of them
        asks again."""
        chooser = self.step_chooser(what)
        answer = str(self.ask(chooser, DecisionKind.CHOOSE, options, "6.1.g", f"{asked} (v5.0 6.2.h)"))
        if answer not in options:
            raise ChoiceNeeded(chooser, what, options, "6.1.g", kind=DecisionKind.CHOOSE)
        return chooser, answer

    def ask(self, player: str, kind: str, options: list[str], rule: str, what: str, count: int | None = None,
            legal: tuple | None = None):
        """The answer `player` gave for a decision of this kind, or the only legal one when a
        run may take it (traced as forced); otherwise the game stops here (ChoiceNeeded).
        `legal`: the only sets of options that may be answered, when not every `count` of them."""
        answer = self.choices.take(player, kind)
        if answer is not None:
            return answer
        if legal is not None:
            if self.auto_forced and len(legal) == 1:
                value = list(legal[0])
                self.trace.emit("forced", f"{player} has one legal choice for {what}: {', '.join(value)} (forced)", [rule],
                                player=player, decision=str(kind))
                self.choices.taken.append((player, str(kind)))
                return value
            value = self.wait(ChoiceNeeded(player, what, options, rule, count, kind, legal=legal))
            self.choices.taken.append((player, str(kind)))
            return value
        if self.auto_forced and options and (len(options) == 1 if count is None else len(options) == count):
            value = options[0] if count is None else list(options)
            shown = value if count is None else ", ".join(value)
            self.trace.emit("forced", f"{player} has one legal choice for {what}: {shown} (forced)", [rule],
                            player=player, decision=str(kind))
            self.choices.taken.append((player, str(kind)))
            return value
        value = self.wait(ChoiceNeeded(player, what, options, rule, count, kind))
        self.choices.taken.append((player, str(kind)))
        return value

    def ask_may(self, player: str, what: str, rule: str) -> bool:
        """A player's yes or no to an optional step; asked, never assumed."""
        answer = self.ask(player, DecisionKind.MAY, ["yes", "no"], rule, what)
        return str(answer).lower() in ("yes", "true")

    def wait(self, need: ChoiceNeeded):
        """Nobody has answered: the run stops here (a Game may instead keep the run waiting, and
        go on from here with the answer)."""
        raise need

    # -- playing a card inside an effect -------------------------------------------------------
    def play_now(self, player: str, obj: GameObject, expedition: str | None, mode: int | None, by: str,
                 less: int = 0, free: bool = False, discard: str | None = None, elsewhere: bool = False,
                 as_from: str | None = None) -> GameObject | None:
        """An effect plays a card now (v5.0 5.2.b): the rules' play module does it (judge.play, above
        the verbs that ask for it; Game connects them). A bare Table cannot."""
        raise EngineError(f"{by}: playing a card inside an effect needs a Game")

    def cost_to_play(self, player: str, obj: GameObject, less: int = 0, expedition: str | None = None) -> int:
        """What `player` would pay to play `obj` from its zone now (judge.play.cost_to_play, which
        Game connects); a bare Table has no cost alterations but `less`."""
        cost = (obj.card.hand_cost if obj.zone == "hand" else obj.card.reserve_cost) or 0
        return max(0, cost - less)

    def has_keyword(self, obj: GameObject, keyword: str) -> bool:
        """`obj` has `keyword` now (judge.keywords.has: printed, or given by a passive ability,
        which Game connects); a bare Table knows the printed keywords only."""
        return obj.has(keyword)

    def trigger_condition_holds(self, o: GameObject, label: str, condition: str, *, subject=None, last_known=None,
                                follow: bool = False, expeditions: tuple = (), controller: str | None = None) -> bool:
        """A Reaction's condition after its trigger's comma holds as the event happens, read as the
        Reaction of `o` would read it (published game, v5.0 6.3.b: a condition for the Reaction to be
        activated; judge.conditions, which Game connects). A bare Table has no conditions to read."""
        raise EngineError(f"{label}: a trigger's condition needs a Game")

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
    def snapshot_trace(self):
        return self.trace.mark()

    def restore_trace(self, mark) -> None:
        self.trace.reset(mark)

    def snapshot(self):
        return self.state.copy(), self.choices.copy(), self.trace.mark()

    def restore(self, snap) -> None:
        state, choices, mark = snap
        self.state, self.choices = state.copy(), choices.copy()
        self.trace.reset(mark)

    # -- the trace's headings ----------------------------------------------------------------
    def header(self) -> None:
        """What happens next is shown under the day and phase it happens in."""
        self.trace.depth = 0
        key = (self.state.day, self.state.phase)
        if key[1] == Phase.SETUP:
            return
        if self.trace.heading != (key[0], str(key[1])):
            self.trace.emit("phase", f"day {key[0]} · {key[1]}", [], day=key[0], phase=str(key[1]))
        self.trace.depth = 1
