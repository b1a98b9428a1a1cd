"""The clock: a day's five phases (1.3.2.a), each running its daily effects, and the turns of
the Afternoon (1.3.2.d). Above the rules (phases call them), below the library's `Game`.

The state says which phase it is and whether its daily effects have happened (`phase_done`);
`advance` runs the current phase and moves to the start of the next: the one step of the clock
that the library calls an `Advance` action (Game.advance_to and the like take several).
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import booster_war, deck, morning, night, passives, reactions, victory
from .choices import ChoiceNeeded
from .dusk import progress
from .enums import DAY, DecisionKind, Phase
from .passing import passes
from .play import end_turn
from .rules import implements
from .setup import setup
from .table import EngineError
from .triggers import pending, signal

if TYPE_CHECKING:
    from .table import Table


def run_current_phase(game: "Table") -> None:
    """The current phase's daily effects, once (nothing when they have happened)."""
    s = game.state
    if s.phase_done or s.over:
        return
    if s.phase == Phase.SETUP:
        game.trace.depth = 0
        game.trace.emit("phase", "setup", ["4.1.a"])
        game.trace.depth = 1
        setup(game)
        morning.first_morning(game)
        s.phase, s.day, s.phase_done = Phase.NOON, 1, False
        return
    game.header()
    # The phase begins: "At [phase]" reactions trigger, then reactions are checked
    # (1.3.2.c; published game, 4.2.b in v5.0).
    if not s.phase_started:
        s.phase_started = True
        if s.phase in (Phase.NOON, Phase.DUSK, Phase.NIGHT):
            signal(game, "phase", phase=s.phase)
            if pending(game):
                reactions.check(game)
            elif s.phase == Phase.NOON:
                game.trace.emit("noon", "noon: nothing happens (no \"At Noon\" reaction)", ["1.3.2.c"])
    if s.phase == Phase.MORNING:
        deck.shuffle_back_in_the_morning(game)  # v5.0 4.2.1.f: before and after each daily effect
        for effect in (morning.succeed, morning.prepare, morning.draw_two, morning.mana_card):
            effect(game)
            reactions.check(game)
            deck.shuffle_back_in_the_morning(game)
    elif s.phase == Phase.AFTERNOON:
        afternoon(game)
    elif s.phase == Phase.DUSK:
        progress(game)
        reactions.check(game)
    elif s.phase == Phase.NIGHT:
        night.rest(game)
        reactions.check(game)
        night.clean_up(game)
        reactions.check(game)
        victory.check_at_night(game)  # v5.0 only: the built-in edition checked as expeditions moved
        passives.expire(game)
        s.pending_discounts.clear()  # "the next card you play this Day": the day is over
        s.pending_next.clear()
        booster_war.day_end(game)
    s.phase_done = True


@implements("1.3.2.a")
def next_phase(game: "Table") -> None:
    s = game.state
    i = DAY.index(s.phase)
    s.turn_number += 1  # a phase is not a turn: "this turn" outside the Afternoon finds nothing of another one
    s.pending_joins.clear()
    s.pending_times.clear()
    if i == len(DAY) - 1:
        s.day += 1
        s.phase = DAY[0]
        s.passed = set()
        s.moved_today = set()
        s.history = [h for h in s.history if h[0] >= s.day]  # only this day's are ever asked about
    else:
        s.phase = DAY[i + 1]
    s.phase_done = False
    s.phase_started = False
    if s.phase == Phase.AFTERNOON:
        s.turn = s.first_player


def advance(game: "Table") -> None:
    """One step of the clock: the current phase runs to its end and the next one begins (the
    setup runs whole and the first day begins at Noon, 4.1.j)."""
    s = game.state
    if s.over:
        return
    if s.phase == Phase.SETUP:
        run_current_phase(game)
        return
    run_current_phase(game)
    if not s.over:
        next_phase(game)
        if s.max_days is not None and s.day > s.max_days:
            stop_at_limit(game)


def stop_at_limit(game: "Table") -> None:
    """A bound a caller set on the game's length (random self-play): not a rule of the game."""
    s = game.state
    s.over = True
    game.trace.depth = 0
    game.trace.emit("limit", f"the game is stopped after {s.max_days} days, without a winner (a bound set by the caller, "
                    "not a rule of the game)", [])


def game_over(game: "Table") -> None:
    winner = game.state.winner
    game.trace.depth = 0
    game.trace.emit("over", f"the game is over: {winner} won" if winner else "the game is over", [])


# -- the Afternoon ---------------------------------------------------------------------------
@implements("1.3.2.d")
def turn_player(game: "Table") -> str | None:
    """Whose turn it is in the Afternoon: the player whose turn it is, or the first in
    turn order who has not passed; None when every player has passed."""
    return game.state.turn_player()


@implements("1.3.2.d")
def afternoon(game: "Table") -> None:
    player = turn_player(game)
    if player is not None:
        raise ChoiceNeeded(player, "what to do in their turn", ["pass", "play a card", "play a quick action"], "1.3.2.d",
                           kind=DecisionKind.TURN)
    game.trace.emit("afternoon", "every player has passed: the Afternoon ends", ["1.3.2.d"])
    # "the next card you play this Afternoon" ends with it; "this Day" waits on (a card an effect plays, v5.0 5.2.a)
    s = game.state
    s.pending_discounts = {p: [d for d in v if d[2] == "day"] for p, v in s.pending_discounts.items() if any(d[2] == "day" for d in v)}
    s.pending_next = {p: [r for r in v if r.get("until") == "day"] for p, v in s.pending_next.items() if any(r.get("until") == "day" for r in v)}
    s.extra_turns.clear()  # a turn not taken (its player passed) is no more
    s.played_this_afternoon.clear()


@implements("1.3.2.d")
def pass_turn(game: "Table", player: str) -> None:
    s = game.state
    if s.phase != Phase.AFTERNOON:
        raise EngineError(f"{player} cannot pass: it is not the Afternoon (it is {s.phase})")
    if player in s.passed:
        raise EngineError(f"{player} has already passed this day (1.3.2.d)")
    game.header()
    if s.turn is not None and s.turn != player:
        raise EngineError(f"it is {s.turn}'s turn, not {player}'s (1.3.2.d)")
    passes(game, player)
    # "When you pass" (the published game's later sets): a reaction to the pass, played before the
    # next turn as after any action of a turn (reactions.check, v5.0 4.4)
    reactions.check(game)
    end_turn(game, player)
