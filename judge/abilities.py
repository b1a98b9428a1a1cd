"""Abilities as data (docs/abilities.md): read from YAML, checked, and written back as text.

An ability is a reaction (`when`), a quick action, a support ability (works in Reserve), a
passive ability, or a grant of an ability to other objects. Its effect is a list of steps, one
verb each (6.1.c): each verb (verbs.py, one class each) says what its argument may be and how it
reads. Reading raises `AbilityError` with a message that says what is wrong; the scenario loader
turns it into a line of the file. Each step and ability is written in words once, as it is read
(`Step.text`, `Ability.text`): the engine never writes them again.
"""

from __future__ import annotations

import re

from .language import (ABILITIES, COUNTED_MOVES, COST_TEXT, GRANT_TO, GRANT_TO_SUBTYPE, THAT_MANY, THE_OTHER, THE_OTHER_THEIRS, THE_RESULT, THE_X, THEIR_EXPEDITION, THEIR_HIGHEST, THEIR_OWNERS, ITS_HAND_COST, NOTED_MOVES, TRIGGERS, Ability, trigger_text, AbilityError, Step, boolean, cap, condition_value, per_value,
                       costs_value, count_value, counter_name_value, norm, only, passive_value, support_passive_value, phrase, short, trigger_value)
from . import words
from .verbs import VERBS, target_slots, target_width
from .costs import VARIABLE_COSTS

# the players a group of steps is done by, each as if they controlled them: "their controller" is the
# controller of what the step before acted on, as that step found it ("Its controller may draw a card")
_PLAYER_GROUPS = ("each player", "target opponent", "target player", "each opponent", "my owner", "their controller")

__all__ = ["Ability", "AbilityError", "Step", "parse_ability", "parse_steps", "render_ability", "render_step", "render_steps"]


def parse_steps(items, known: bool = False) -> list[Step]:
    """A whole effect's steps: `that many` only inside an internal action that counts it. `known`:
    a die's result is known before them (a reaction to a roll: the roll's, read only)."""
    steps = _steps_of(items)
    _no_that_many(steps)
    _result_after_a_roll(steps, False, known)
    _after_a_step(steps)
    _revealed_after_a_reveal(steps, False)
    _that_player_inside(steps, False)
    return steps


def parse_effect(items) -> list[Step]:
    """A Spell's effect: its steps (parse_steps), none acting on `it`, which only a trigger names."""
    steps = parse_steps(items)
    no_trigger_object(steps, "a Spell's effect")
    return steps


def no_trigger_object(steps: list[Step], where: str) -> None:
    """`it` as the object of a step names the object a trigger is about (6.3.i): an ability with no
    trigger (a Spell's effect, a quick action) has none, so the step would act on nothing. The
    object the step before acted on is `them`; the card's own object is `me`."""
    for s in steps:
        arg = s.arg
        if s.verb == "also receive the gift":  # the Gift an event of making one noted (v5.0 7.3.29.b)
            raise AbilityError(f"also receive the gift: {where} has no trigger to name a Gift (when: you make a gift)")
        if arg == "it" or (isinstance(arg, dict) and any(arg.get(k) == "it" for k in ("object", "objects", "from", "to"))):
            raise AbilityError(f"{s.verb}: it: {where} has no trigger to name an object; the object the step before acted "
                               "on is `them`")
        no_trigger_object(s.then + s.otherwise + [t for m in s.modes for t in m], where)


def _that_player_inside(steps: list[Step], inside: bool) -> None:
    """`deck: that player` only in the steps of a `for each player`: elsewhere no player is that one."""
    for s in steps:
        if s.verb == "play from top of deck" and s.arg.get("deck") == "that player" and not inside:
            raise AbilityError("deck: that player: only in the steps of `for each player` (the player of that time)")
        _that_player_inside(s.then + s.otherwise + [t for m in s.modes for t in m], inside or s.verb == "for each player")


def _revealed_after_a_reveal(steps: list[Step], revealed: bool) -> bool:
    """`the card revealed had hand cost ...` only after a `reveal` step earlier in the same effect."""
    for s in steps:
        if s.verb == "reveal":
            revealed = True
        if s.verb == "if" and words.condition(s.condition or "").kind == "revealed cost" and not revealed:
            raise AbilityError("if: 'the card revealed' is the one a `reveal` step before it showed from a Hand")
        for inner in [s.then, s.otherwise, *s.modes]:
            _revealed_after_a_reveal(inner, revealed)
    return revealed


def _x_paid(costs, steps: list[Step], x_max, key: str) -> None:
    """X, the Mana paid for "{X}" (v5.0 7.1.4.c), is said only by the effect of a quick action
    whose costs have `x mana`, once; `x max` bounds it and needs it."""
    has_x = sum(1 for c in costs if c == "x mana")
    if has_x > 1:
        raise AbilityError(f"{key}: one x mana cost at most")
    if not has_x and (x_max is not None or _uses(steps, lambda s: _says(s, THE_X))):
        raise AbilityError(f"{key}: X (an amount 'x', or x max) is the Mana paid for an 'x mana' cost: give that cost")


def _amount_of(s: Step):
    return s.arg.get("amount") if isinstance(s.arg, dict) else s.arg if s.verb == "draw" else None


def _after_a_step(steps: list[Step], before: Step | None = None) -> None:
    """Words about the step just before need one: `their expedition` names where it found its
    objects (v5.0 2.1.h) and `their owner's ... expedition` an expedition of its object's owner,
    so neither is a list's first step, unless the list is what an `if` does after a step (an "if"
    is no step of its own: "Discard target Character. If you do, create ... in its Expedition");
    `the other of your expeditions` is the one a move just before did not name, so it comes right
    after a `move forward` or `move backward` step (perhaps through an `if` after it)."""
    for i, s in enumerate(steps):
        prev = steps[i - 1] if i else before
        said = s.arg if isinstance(s.arg, str) else s.arg.get("in") if isinstance(s.arg, dict) else None
        if _amount_of(s) == ITS_HAND_COST and (prev is None or prev.verb not in NOTED_MOVES
                                               or prev.verb == "reveal top card" and prev.arg):  # drawn or moved: not noted
            raise AbilityError(f"{s.verb}: '{ITS_HAND_COST}' is of the card the step just before moved ({', '.join(NOTED_MOVES)}): "
                               "give that step first")
        if isinstance(s.arg, dict) and s.arg.get("amount") == THEIR_HIGHEST and (prev is None or prev.verb != "target"):
            raise AbilityError(f"{s.verb}: '{THEIR_HIGHEST}' is of the one Character a `target` step just before points at: "
                               "give that step first")
        if said in (THEIR_EXPEDITION, *THEIR_OWNERS) and prev is None:
            raise AbilityError(f"{s.verb}: '{said}' is where the step before found its objects: give that step first"
                               if said == THEIR_EXPEDITION else
                               f"{s.verb}: '{said}' is of the owner of what the step before acted on: give that step first")
        if s.verb in ("move forward", "move backward") and s.arg in (THE_OTHER, THE_OTHER_THEIRS) \
                and (prev is None or prev.verb not in ("move forward", "move backward")):
            raise AbilityError(f"{s.verb}: '{s.arg}' is the one the move before did not name: give that move first")
        for inner in [s.then, s.otherwise]:
            _after_a_step(inner, prev if s.verb == "if" else None)
        for inner in s.modes:
            _after_a_step(inner)


def _result_after_a_roll(steps: list[Step], rolled: bool, known: bool = False) -> bool:
    """`the result` (and a condition on it) and `increase the result` only after a `roll a die`
    without outcomes, earlier in the same effect (the step that notes it: published game, v5.0
    7.3.33.a-b); in a reaction to a roll (`known`), the result of that roll is read, never changed."""
    sent = False
    for s in steps:
        if s.verb == "roll a die" and not s.modes:
            rolled = True
            continue
        if s.verb == "if" and words.condition(s.condition or "").kind == "result above hand cost" and not sent:
            raise AbilityError("if: 'its hand cost' after the result is the object a `put in deck` step just before sent")
        sent = s.verb == "put in deck"
        reads = _says(s, THE_RESULT) or s.verb == "reveal top deck card" or \
            (s.verb == "if" and words.condition(s.condition or "").kind in ("result", "result above hand cost"))
        if (s.verb == "increase the result" and not rolled) or (reads and not (rolled or known)):
            raise AbilityError(f"{s.verb}: 'the result' is a die's: roll a die (roll a die: {{}}) in a step before it"
                               + ("" if s.verb == "increase the result" else ", or react to a roll (when: you roll dice)"))
        for inner in [s.then, s.otherwise, *s.modes]:
            _result_after_a_roll(inner, rolled, known)
    return rolled


def _uses(steps: list[Step], test) -> bool:
    return any(test(s) or _uses(s.then, test) or _uses(s.otherwise, test) or any(_uses(m, test) for m in s.modes)
               for s in steps)


def _steps_of(items) -> list[Step]:
    if items is None:
        return []
    if not isinstance(items, list):
        items = [items]
    return [parse_step(i) for i in items]


def parse_step(item) -> Step:
    step = _parse_step(item)
    if step.verb in ("create token", "create landmark token", "create signature token") and step.arg.get("abilities"):
        step.parsed = tuple(parse_ability(a) for a in step.arg["abilities"])  # read once, with the card
    step.text = render_step(step)  # written once: the trace reads it
    return step


def _parse_step(item) -> Step:
    if isinstance(item, str):
        verb = norm(item)
        if verb not in VERBS:
            raise AbilityError(f"unknown step {short(item)} (steps: {', '.join(sorted(VERBS))})")
        return Step(verb, _check_arg(verb, {}))
    if not isinstance(item, dict) or not item:
        raise AbilityError(f"a step is a verb, or a mapping {{verb: argument}}; got {short(item)}")
    if any(not isinstance(k, str) for k in item):
        raise AbilityError(f"a step's keys are words; got {short(list(item))}")
    if "if" in item:
        only(item, {"if", "then", "else"}, "a conditional step")
        return Step("if", None, condition=condition_value(item["if"]), then=_steps_of(item.get("then")),
                    otherwise=_steps_of(item.get("else")))
    if "you may" in item:
        # "You may have X lose A and gain B": one choice, at resolution, for all of its steps (5.2.3.e)
        only(item, {"you may"}, "an optional group of steps (you may: [steps])")
        inner = _steps_of(item["you may"])
        # one step: only a player's steps ("You may have target opponent [Resupply]"), which take no `may` of their own
        if len(inner) < 2 and not (inner and inner[0].verb == "each player" and inner[0].arg == "target opponent"):
            raise AbilityError("you may: give two or more steps, or one target opponent's (one step is `may: true` on it)")
        if any(st.may or st.verb in ("you may", "pay") for st in inner):
            raise AbilityError("you may: its steps are done or not by one choice; none of them is optional on its own")
        return Step("you may", None, then=inner)
    if "pay" in item:
        only(item, {"pay", "then", "may"}, "an internal action (pay, then, may)")
        costs = costs_value(item["pay"])
        then = _steps_of(item.get("then"))
        counted = next((c for c in costs if c in VARIABLE_COSTS), None)
        if counted and len(costs) > 1:
            raise AbilityError(f"pay: {counted} is the internal action's only cost")
        if any(_says_that_many(s) for s in then) and not counted:
            raise AbilityError("pay: 'that many' counts the cards its cost discarded or sacrificed: pay [any number of reserve cards "
                               "to discard] (or [any number of permanents to sacrifice])")
        return Step("pay", costs, may=boolean(item.get("may", True), "may"), then=then)
    if any(k in item for k in _PLAYER_GROUPS):
        key = next(k for k in _PLAYER_GROUPS if k in item)
        only(item, {key, "starting with you"} if key == "each player" else {key}, f"{key}'s steps ({key}: [steps])")
        inner = _steps_of(item[key])
        if not inner:
            raise AbilityError("each player: give the steps each player does, e.g. [draw: 1]")
        from .verbs import target_slots

        if target_slots(inner):
            raise AbilityError("each player: its steps may not target (a target is chosen as the card is played, 5.2.3.b)")
        if key != "each player":  # what that player does, as if they controlled it
            return Step("each player", key, then=inner)
        first = boolean(item.get("starting with you", False), "starting with you")
        return Step("each player", "starting with you" if first else None, then=inner)
    if "for each player" in item:  # steps done once per player (from its controller on), still its controller's
        only(item, {"for each player", "starting with you"}, "steps done once for each player (for each player: [steps], starting with you)")
        inner = _steps_of(item["for each player"])
        if not inner:
            raise AbilityError("for each player: give the steps done for each player")
        from .verbs import target_slots

        if target_slots(inner):
            raise AbilityError("for each player: its steps may not target (a target is chosen as the card is played, 5.2.3.b)")
        first = boolean(item.get("starting with you", False), "starting with you")
        return Step("for each player", "starting with you" if first else None, then=inner)
    if "after rest" in item:
        only(item, {"after rest"}, "a delayed effect (after rest: [steps])")
        inner = parse_steps(item["after rest"])
        if not inner:
            raise AbilityError("after rest: give the steps done after Rest, e.g. [sabotage]")
        step = Step("after rest", item["after rest"], then=inner)
        step.parsed = (parse_ability({"when": "after rest", "do": item["after rest"]}),)  # the Reaction it becomes, read once
        return step
    if "repeat" in item:  # "Do the following X+1 times, where X is my number of NAME counters: • [step]" (v5.0 6.5.i)
        only(item, {"repeat", "counters", "plus", "per", "times"},
             "a repeated step (repeat: [steps], counters: NAME, plus: N; or per: my boosts; or times: N)")
        inner = _steps_of(item["repeat"])
        if not inner:
            raise AbilityError("repeat: give the steps done each time, e.g. [gain boosts: {object: target character, amount: 1}]")
        if "times" in item:  # "Target opponent may [Exhausted Resupply] twice" (v5.0 6.5.i and its example)
            if "counters" in item or "plus" in item or "per" in item:
                raise AbilityError("repeat: times: N alone, or counters and plus, or per")
            times = item["times"]
            if isinstance(times, bool) or not isinstance(times, int) or not 2 <= times <= 9:
                raise AbilityError(f"repeat: times is a number from 2 to 9, not {short(times)}")
            return Step("repeat", {"times": times}, then=inner)
        if "per" in item:  # "for each of my boosts": as many times as the object has boosts (v5.0 6.5.i)
            if "counters" in item or "plus" in item:
                raise AbilityError("repeat: per: my boosts (or what an amount counts), without counters or plus")
            if item["per"] == "my boosts":
                return Step("repeat", {"per": "my boosts"}, then=inner)
            # "Do this once for each Animal you control": what an amount may count, counted as it begins
            return Step("repeat", {"per": per_value(item["per"])}, then=inner)
        return Step("repeat", {"counters": counter_name_value(item.get("counters")), "plus": count_value(item.get("plus", 0))},
                    then=inner)
    if "choose modes" in item:  # "Choose three: • A • B ..." / "Choose X+1, where X is my number of NAME counters: ..." (v5.0 6.5.g)
        only(item, {"choose modes", "count", "counters", "plus", "same mode again", "up to", "per", "at least"},
             "a choice of several modes (choose modes: [modes], count: N or counters: NAME and plus: N, same mode again, up to, "
             "at least)")
        modes = item["choose modes"]
        if not isinstance(modes, list) or len(modes) < 2:
            raise AbilityError("choose modes: give two or more lists of steps")
        again = boolean(item.get("same mode again", False), "same mode again")
        if "per" in item:  # "Choose up to the number of cards in your Landmarks": as many as that count, or fewer
            if "count" in item or "counters" in item or "plus" in item or again or item.get("up to") is not True:
                raise AbilityError("choose modes: per (up to one mode per what it counts) with up to: true, different modes, "
                                   "and no count")
            return Step("choose modes", {"per": per_value(item["per"]), "same mode again": False, "up to": True},
                        modes=[_steps_of(m) for m in modes])
        if "count" in item:
            if "counters" in item or "plus" in item:
                raise AbilityError("choose modes: a count, or X+N counted from counters, not both")
            n = count_value(item["count"])
            if not 1 <= n <= 9:
                raise AbilityError("choose modes: a count of 1 to 9 modes")
            up_to = boolean(item.get("up to", False), "up to")  # "Choose up to three": as many, or fewer, or none (5.2.3.c)
            least = {}
            if "at least" in item:  # "you may choose both": one at least, then perhaps the other
                least = {"at least": count_value(item["at least"])}
                if not up_to or not 1 <= least["at least"] < n:
                    raise AbilityError("choose modes: at least N with up to: true, N from 1 to the count less one")
            return Step("choose modes", {"count": n, "same mode again": again, **({"up to": True} if up_to else {}), **least},
                        modes=[_steps_of(m) for m in modes])
        return Step("choose modes", {"counters": counter_name_value(item.get("counters")), "plus": count_value(item.get("plus", 0)),
                                     "same mode again": again},
                    modes=[_steps_of(m) for m in modes])
    if "one of" in item:  # "gain 1 boost or lose Fleeting": one, chosen as the step resolves (v5.0 6.1.g)
        only(item, {"one of", "may"}, "a choice of one of several steps (one of: [[steps], [steps]], may: true for none too)")
        options = item["one of"]
        if not isinstance(options, list) or len(options) < 2:
            raise AbilityError("one of: give two or more lists of steps")
        return Step("one of", None, may=boolean(item.get("may", False), "may"), modes=[_steps_of(m) for m in options])
    if "roll a die" in item:
        only(item, {"roll a die", "may"}, "a die roll (may: true: \"you may roll a die\")")
        may = boolean(item.get("may", False), "may")
        if item["roll a die"] in ({}, None):  # its result noted, for the steps after it (v5.0 7.3.33.b)
            if may:
                raise AbilityError("may: a die its player may roll has outcomes (roll a die: [...])")
            return Step("roll a die", [], modes=[])
        step = _roll(item["roll a die"])
        step.may = may  # its player may not roll at all (5.2.3.e): then no outcome happens
        return step
    if "modes" in item:
        only(item, {"modes", "both if", "up to one"}, "a choice of modes (modes, both if, up to one)")
        modes = item["modes"]
        if not isinstance(modes, list) or len(modes) < 2:
            raise AbilityError("modes: give two or more lists of steps (Choose one, 5.2.3.c)")
        if "up to one" in item:  # "Choose up to one": one mode, or none
            if "both if" in item:
                raise AbilityError("up to one: not with both if")
            if not boolean(item["up to one"], "up to one"):
                raise AbilityError("up to one: true, or leave it out")
            return Step("modes", {"up to one": True}, modes=[_steps_of(m) for m in modes])
        both = None
        if item.get("both if") is not None:  # "Choose one. If X, you may choose both"
            if len(modes) != 2:
                raise AbilityError("both if: a choice of two modes only (\"you may choose both\")")
            both = {"both if": condition_value(item["both if"])}
            if "the result" in both["both if"]:
                # these modes are chosen as the card or ability is played (5.2.3.c), before any roll
                raise AbilityError("both if: a die's result is not known when these modes are chosen (5.2.3.c): "
                                   "roll, then `choose modes` with `at least` in the outcome")
        return Step("modes", both, modes=[_steps_of(m) for m in modes])
    may = boolean(item.get("may", False), "may")
    keys = [k for k in item if k != "may"]
    if len(keys) != 1:
        raise AbilityError(f"a step has one verb; got {keys}")
    verb = norm(keys[0])
    if verb not in VERBS:
        raise AbilityError(f"unknown step {short(keys[0])} (steps: {', '.join(sorted(VERBS))})")
    arg = item[keys[0]]
    if isinstance(arg, dict):
        if any(not isinstance(k, str) for k in arg):
            raise AbilityError(f"{verb}: the keys of its argument are words; got {short(list(arg))}")
        may = may or boolean(arg.get("may", False), "may")
        arg = {norm(k): v for k, v in arg.items() if k != "may"}
    return Step(verb, _check_arg(verb, {} if arg is None else arg), may=may)


def _says_that_many(step: Step) -> bool:
    """The step's amount is `that many` (the cards an internal action's cost discarded)."""
    if step.verb == "pay":
        return False  # its own steps count its own cost
    if _says(step, THAT_MANY):
        return True
    return any(_says_that_many(s) for s in step.then + step.otherwise + [t for m in step.modes for t in m])


def _says(step: Step, amount: str) -> bool:
    """The step's own amount is `amount` (that many, the result)."""
    if step.verb == "put in deck":  # its position
        return isinstance(step.arg, dict) and step.arg.get("position") == amount
    if step.verb == "create token":  # its number of tokens
        return isinstance(step.arg, dict) and step.arg.get("count") == amount
    if step.verb == "next character joining my expedition gains boosts":
        return step.arg == amount or (isinstance(step.arg, dict) and step.arg.get("amount") == amount)
    return step.verb in ("draw", "gain boosts", "lose boosts", "gain counters") and \
        (step.arg == amount or (isinstance(step.arg, dict) and step.arg.get("amount") == amount))


def _no_that_many(steps: list[Step]) -> None:
    """`that many` only inside an internal action that counts it, or in the step just after one that moves
    objects (language.COUNTED_MOVES: "discard all: hand", then "draw: that many")."""
    for i, s in enumerate(steps):
        if _says_that_many(s) and not (i and _says(s, THAT_MANY) and steps[i - 1].verb in COUNTED_MOVES):
            raise AbilityError("'that many' is said only after an internal action's cost (pay: [any number of reserve cards to "
                               "discard], then: [draw: that many]) or just after a step that moves objects (discard all: hand, "
                               "then draw: that many)")


def _roll(outcomes) -> Step:
    """`roll a die: [{result: 4+, do: [STEPS]}, {result: 1-3, do: [STEPS]}]`: a six-sided die, then the
    steps of the outcome its result falls in (published game, v5.0 7.3.33). The outcomes'
    ranges may not overlap; their targets are chosen as the card or ability is played, before
    the die is rolled, like a conditional step's (5.2.3.b, 5.2.3.f)."""
    import re

    if not isinstance(outcomes, list) or not outcomes or len(outcomes) > 6:
        raise AbilityError("roll a die: give one to six outcomes, each {result: 4+ | 1-3 | 6, do: [steps]}, or {} (the result "
                           "noted for the steps after it)")
    ranges, steps = [], []
    for i, o in enumerate(outcomes):
        if not isinstance(o, dict) or set(o) != {"result", "do"}:
            raise AbilityError(f"roll a die: an outcome is {{result: RANGE, do: [steps]}}, not {short(o)}")
        if str(o["result"]).strip().lower() == "otherwise":
            # "On a 6, X. Otherwise, Y.": every result the outcomes before do not name, one above 6
            # (an effect adding to it, v5.0 7.3.33.c) included: the last outcome, after another
            if i != len(outcomes) - 1 or i == 0:
                raise AbilityError("roll a die: `result: otherwise` is the last outcome, after one or more others")
            ranges.append((0, 0))
            steps.append(_steps_of(o["do"]))
            continue
        m = re.fullmatch(r"\s*(\d)\s*(?:(\+)|-\s*(\d))?\s*", str(o["result"]))
        if not m:
            raise AbilityError(f"roll a die: a range is N+, N-M or N (1 to 6), not {short(o['result'])}")
        lo = int(m.group(1))
        hi = 99 if m.group(2) else int(m.group(3) or lo)
        if not 1 <= lo <= 6 or hi < lo:
            raise AbilityError(f"roll a die: a range from 1 to 6, not {short(o['result'])}")
        if any(lo <= h and l <= hi for l, h in ranges):
            raise AbilityError(f"roll a die: the outcomes {short(o['result'])} and another overlap")
        do = _steps_of(o["do"])
        ranges.append((lo, hi))
        steps.append(do)
    return Step("roll a die", ranges, modes=steps)


def _abilities(v) -> list:
    if not isinstance(v, list):
        raise AbilityError(f"abilities: a list of abilities, not {short(v)}")
    for a in v:
        parse_ability(a)
    return v


def _check_arg(verb: str, arg):
    """The argument as the engine reads it; AbilityError for a wrong type, an unknown key or a
    missing one (a card that loads never fails at run time on its own data)."""
    kind = type(VERBS[verb])  # read on the class: a kind of value is a plain function, not a method
    plain, keys, needs = kind.plain, kind.keys, kind.needs
    try:
        if not isinstance(arg, dict) or (keys is None and arg):
            if plain is None:
                raise AbilityError(f"give a mapping with {', '.join(keys or {})}")
            return plain(arg)
        if keys is None:
            raise AbilityError("give an argument")
        unknown = [k for k in arg if k not in keys]
        if unknown:
            raise AbilityError(f"unknown key {unknown[0]!r} (keys: {', '.join(keys) or 'none'})")
        for group in needs:
            if not any(k in arg for k in group):
                raise AbilityError(f"give {' or '.join(group)}")
        for group in getattr(kind, "exclusive", ()):
            if sum(k in arg for k in group) > 1:
                raise AbilityError(f"give one of {' or '.join(group)}, not both")
        out = {k: (_abilities(v) if keys[k] is ABILITIES else keys[k](v)) for k, v in arg.items()}
        check = getattr(VERBS[verb], "check", None)
        if check is not None:  # what a verb's keys say together
            check(out)
        return out
    except AbilityError as exc:
        if str(exc).startswith(verb + ":"):
            raise
        raise AbilityError(f"{verb}: {exc}") from None


# what a quick action's own `passive` says of it, and nowhere else means anything
QUICK_ACTION_ONLY = frozenset({"only if you are the first player", "only for the first player"})


def parse_ability(data) -> Ability:
    ability = _completed(data) if isinstance(data, dict) and "completed" in data else _parse_ability(data)
    ability.raw = data
    ability.text = render_ability(ability)  # written once: the trace reads it
    return ability


def _parse_ability(data) -> Ability:
    if isinstance(data, str):
        data = {"passive": data}
    if not isinstance(data, dict) or not data:
        raise AbilityError(f"an ability is a mapping (when/quick action/support/passive/grant); got {short(data)}")
    if any(not isinstance(k, str) for k in data):
        raise AbilityError(f"an ability's keys are words; got {short(list(data))}")
    if "when" in data:
        only(data, {"when", "if", "do"}, "a reaction")
        trigger = trigger_value(data["when"])
        cond = condition_value(data["if"]) if data.get("if") is not None else None
        if cond is not None and words.condition(cond).kind == "result" and trigger != "you roll dice":
            raise AbilityError("if: 'the result' is a die's: only in a reaction to a roll (when: you roll dice)")
        steps = parse_steps(data.get("do"), known=trigger in ("you roll dice", "you reveal a card this way"))
        revealing = trigger == "you reveal a card this way"
        if (cond is not None and words.condition(cond).kind == "it cost is result" and not revealing) or \
                (not revealing and _uses(steps, lambda s: s.verb == "draw it" or (
                    s.verb == "if" and words.condition(s.condition or "").kind == "it cost is result"))):
            raise AbilityError("'its hand cost is equal to the result' and 'draw it': in a reaction to a reveal "
                               "(when: you reveal a card this way)")
        if trigger != "you make a gift" and _uses(steps, lambda s: s.verb == "also receive the gift"):
            raise AbilityError("also receive the gift: in a reaction to making a Gift only (when: you make a gift), whose event "
                               "says what the Gift was (v5.0 7.3.29.b)")
        return Ability("reaction", trigger=trigger, condition=cond, steps=steps)
    for key, kind in (("quick action", "quick action"), ("support", "support")):
        if key in data:
            # a quick action with `if`: "If [condition], I gain "[quick action]"": the object has it
            # only while the condition holds (a passive ability changes its characteristics, 1.2.4.c in v5.0)
            only(data, {key, "if"} if key == "quick action" else {key}, f"a {key}")
            body = data[key]
            if not isinstance(body, dict) or any(not isinstance(k, str) for k in body):
                raise AbilityError(f"{key}: give {{cost: [...], do: [...]}}")
            if "when" in body:
                inner = parse_ability(dict(body))
                inner.kind = "support reaction"
                return inner
            if key == "support" and set(body) == {"passive"}:
                # a passive ability working from a ready card in its Reserve (v5.0 2.2.12.e, i-j)
                return Ability("support passive", passive=support_passive_value(body["passive"]))
            only(body, {"cost", "do", "passive", "x max"}, key)
            costs = costs_value(body["cost"]) if body.get("cost") is not None else []
            odd = next((c for c in costs if c.kind in VARIABLE_COSTS), None)
            if odd is not None:  # a number of cards chosen one at a time: an internal action's (judge/verbs.py Pay)
                raise AbilityError(f"{key}: {odd} is an internal action's cost only (pay: [...])")
            passive = passive_value(body["passive"]) if body.get("passive") is not None else None
            steps = parse_steps(body.get("do"))
            no_trigger_object(steps, f"a {key}")
            cond = condition_value(data["if"]) if data.get("if") is not None else None
            try:
                x_max = per_value(body["x max"]) if body.get("x max") is not None else None
            except AbilityError as exc:  # say which key the count was for
                raise AbilityError(f"x max (what X can't be higher than the number of): {str(exc).removeprefix('per: ')}") from None
            _x_paid(costs, steps, x_max, key)
            return Ability(kind, cost=costs, steps=steps, passive=passive, condition=cond, x_max=x_max)
    if "passive" in data:
        only(data, {"passive", "if"}, "a passive ability")
        cond = condition_value(data["if"]) if data.get("if") is not None else None
        said = passive_value(data["passive"])
        if str(said).startswith("as i am played, ") and " per " in str(said):
            per_value(str(said).split(" per ", 1)[1])  # what it counts, in the language's words (refused otherwise)
        if said in QUICK_ACTION_ONLY or words.passive(str(said)).kind == "target surcharge":
            raise AbilityError(f"passive: {said!r} says what a quick action costs or who may play it: give it as that quick "
                               "action's `passive`")
        return Ability("passive", passive=said, condition=cond)
    if "grant" in data:
        only(data, {"grant"}, "a grant")
        g = data["grant"]
        if not isinstance(g, dict) or set(g) != {"to", "ability"}:
            raise AbilityError("grant: give {to: SELECTOR, ability: ABILITY}")
        sub = GRANT_TO_SUBTYPE.match(norm(g["to"])) if isinstance(g["to"], str) else None
        if not isinstance(g["to"], str) or (norm(g["to"]) not in GRANT_TO and (sub is None or sub.group(1) in ("card", "token", "permanent", "spell"))):
            raise AbilityError(f"grant: to {', '.join(sorted(GRANT_TO))}, or each SUBTYPE you control; not {short(g['to'])}")
        return Ability("grant", grant_to=norm(g["to"]), granted=parse_ability(g["ability"]))
    if "instead" in data:
        only(data, {"instead"}, "a replacement")
        body = data["instead"]
        if isinstance(body, dict) and "would leave" in body:
            return _leave_replacement(body)
        if isinstance(body, dict) and norm(body.get("would", "")) == ASCEND_AGAIN:
            return _ascend_again(body)
        if isinstance(body, dict) and "would" in body:
            return _forward_replacement(body)
        if not isinstance(body, dict) or set(body) != {"would go to", "go to"} \
                or any(str(v).lower() not in REPLACEABLE for v in body.values()) or body["would go to"] == body["go to"]:
            raise AbilityError(f"instead: give {{would go to: ZONE, go to: ZONE}}, two of {', '.join(REPLACEABLE)}")
        return Ability("replacement", instead=(str(body["would go to"]).lower(), str(body["go to"]).lower()))
    raise AbilityError(f"an ability has `when`, `quick action`, `support`, `passive`, `grant` or `instead`; "
                       f"got {short(sorted(map(str, data)))}")


def _completed(data: dict) -> Ability:
    """`{completed: ABILITY}`: a Feat's "[Completed]: ..." ability, working only while the Feat is
    Completed (judge/feats.py): a reaction, a quick action or a passive ability without a
    condition of its own (the language has no two conditions on one passive)."""
    only(data, {"completed"}, "a Feat's [Completed] ability")
    inner = data["completed"]
    if not isinstance(inner, dict) or not ({"when", "quick action", "passive"} & set(inner)) or "completed" in inner:
        raise AbilityError("completed: give a reaction (when), a quick action or a passive ability")
    if "passive" in inner and inner.get("if") is not None:
        raise AbilityError("completed: a passive ability with no `if` of its own")
    ability = _parse_ability(inner)
    ability.completed = True
    return ability


def _leave_replacement(body: dict) -> Ability:
    """`{would leave: expedition zone, go to: mana, if: CONDITION, may: true}`: "If I would leave the
    Expedition zone [while ...], [you may] put me in my owner's Mana zone instead"."""
    only(body, {"would leave", "go to", "if", "may", "else"}, "instead (would leave, go to, if, may, else)")
    if str(body["would leave"]).lower() != "expedition zone":
        raise AbilityError(f"instead: would leave: expedition zone, not {short(body['would leave'])}")
    if str(body.get("go to")).lower() != "mana":
        raise AbilityError(f"instead: go to: mana (its owner's Mana zone, as an exhausted Mana Orb), not {short(body.get('go to'))}")
    cond = condition_value(body["if"]) if body.get("if") is not None else None
    if cond is not None and not re.fullmatch(r"i have \d{1,2} or more boosts", cond):
        raise AbilityError(f"instead: if: i have N or more boosts (\"while I'm Boosted\"), not {short(cond)}")
    may = boolean(body.get("may", False), "may")
    otherwise = _steps_of(body["else"]) if body.get("else") is not None else []
    if otherwise and not may:
        raise AbilityError("instead: else (\"If you don't, ...\", v5.0 6.2.e) only with may: true")
    if any(target_slots(otherwise)):
        raise AbilityError("instead: else: no targets (a replacement is not played: nothing declares them, 5.2.3.b)")
    # `steps`: the alternative done if its controller does not apply it (v5.0 6.2.e)
    return Ability("replacement", leave=("mana", cond, may), steps=otherwise)


ASCEND_AGAIN = "one of your ascended expeditions attempts to ascend again"


def _ascend_again(body: dict) -> Ability:
    """`{would: one of your ascended expeditions attempts to ascend again, do: [STEPS], also: true}`:
    a modifier of an Ascended expedition of its controller's made to Ascend again: STEPS in place of
    that attempt (or, with `also`, besides it). An effect that says an Ascended expedition Ascends
    makes it attempt to (published game, v5.0 7.5.3.a, 7.3.3.a; a replacing or an additive modifier,
    v5.0 6.2.b). Steps without targets: nothing declares them (5.2.3.b)."""
    only(body, {"would", "do", "also"}, "instead (would, do, also)")
    return Ability("replacement", ascend_again=(_modifier_steps(body), boolean(body.get("also", False), "also")))


def _modifier_steps(body: dict) -> tuple:
    """A modifier's `do:` steps: one at least, none with targets (a modifier is not played: nothing
    declares them, 5.2.3.b)."""
    steps = parse_steps(body.get("do"))
    if not steps:
        raise AbilityError("instead: do: the steps done instead (or besides), at least one")
    if target_width(steps):
        raise AbilityError("instead: do: steps without targets (a modifier is not played: nothing declares them, 5.2.3.b)")
    return tuple(steps)


def _forward_replacement(body: dict) -> Ability:
    """`{would: my expedition moves forward, do: [STEPS], may: true}`: "If my Expedition would move
    forward, [you may] [do STEPS] instead" (published game, v5.0 6.2.b, 6.2.d). Steps without
    targets: nothing is played, so nothing declares them (5.2.3.b)."""
    only(body, {"would", "do", "may"}, "instead (would, do, may)")
    if norm(body["would"]) != "my expedition moves forward":
        raise AbilityError(f"instead: would: my expedition moves forward, not {short(body['would'])}")
    return Ability("replacement", forward=(_modifier_steps(body), boolean(body.get("may", False), "may")))


# the zones an object of mine can be sent to from play, in a replacement "If I would go to X, I go to Y instead"
REPLACEABLE = ("reserve", "discard", "hand")
_ZONE_WORDS = {"reserve": "Reserve", "discard": "Discard pile", "hand": "Hand"}


# -- rendering back to text ---------------------------------------------------------------------
def render_ability(a: Ability) -> str:
    if a.completed:
        return "[Completed]: " + _render(a) + " (only while I am Completed)"
    return _render(a)


def _render(a: Ability) -> str:
    if a.kind in ("reaction", "support reaction"):
        trig = trigger_text(a.trigger)
        cond = f", if {phrase(a.condition)}" if a.condition else ""
        text = f"{trig}{cond} — {render_steps(a.steps)}"
        return f"[Support] {text}" if a.kind == "support reaction" else text
    if a.kind in ("quick action", "support"):
        cost = ", ".join(COST_TEXT.get(c, c) for c in a.cost) or "free"
        text = f"{cost}: {render_steps(a.steps)}"
        if a.x_max:
            text += f" X is at most 1 per {a.x_max}."
        if a.passive:
            text += f" ({a.passive})"
        if a.condition:
            text = f"While {phrase(a.condition)}, I have: \"{text}\""
        return f"[Support] {text}" if a.kind == "support" else text
    if a.kind == "support passive":
        return f"[Support] {cap(phrase(a.passive or ''))} (while I am ready in Reserve)."
    if a.kind == "passive":
        said = cap(re.sub(r"\b(defender|eternal|gigantic|seasoned)\b", lambda m: m.group(1).capitalize(), phrase(a.passive or "")))
        if a.condition and str(a.condition).startswith("not "):
            said += f", unless {phrase(str(a.condition)[4:])}"
        elif a.condition:
            said += f", while {phrase(a.condition)}"
        return said + "."
    if a.kind == "grant":
        who = a.grant_to or ""
        plural = not re.match(r"(?:each|every|a|an|one|my|target|another)\b", who, re.I) and re.search(r"s\b", who.split(" ")[0] if who else "")
        return f"{cap(who)} {'have' if plural else 'has'}: \"{render_ability(a.granted)}\""
    if a.kind == "replacement" and a.leave:
        _goes, cond, may = a.leave
        while_ = f" while {phrase(cond)}" if cond else ""
        otherwise = f" If you don't, {', then '.join(render_step(t) for t in a.steps)}." if a.steps else ""
        return (f"If I would leave the Expedition zone{while_}, {'you may put' if may else 'put'} me in my owner's Mana zone "
                f"instead (as an exhausted Mana Orb).{otherwise}")
    if a.kind == "replacement" and a.ascend_again:
        steps, also = a.ascend_again
        said = ", then ".join(render_step(t) for t in steps)
        return (f"When an Ascended Expedition of yours is made to Ascend again (an attempt), {said} besides."
                if also else f"When an Ascended Expedition of yours is made to Ascend again (an attempt), {said} in its place.")
    if a.kind == "replacement" and a.forward:
        steps, may = a.forward
        return f"Instead of my Expedition moving forward, {'you may: ' if may else ''}{', then '.join(render_step(t) for t in steps)}."
    if a.kind == "replacement" and a.instead:
        would, goes = a.instead
        return f"If I would go to my {_ZONE_WORDS[would]} from play, I go to my {_ZONE_WORDS[goes]} instead."
    return a.kind


_TIMES = {2: "twice", 3: "three times"}


def _x_plus(arg: dict) -> str:
    return f"X+{arg['plus']}" if arg["plus"] else "X"


def render_steps(steps: list[Step]) -> str:
    return cap(", then ".join(render_step(s) for s in steps)) + "." if steps else "nothing."


def render_step(s: Step) -> str:
    if s.verb == "if":
        cond = s.condition or ""
        head = f"unless {phrase(cond[4:])}" if cond.startswith("not ") else f"if {phrase(cond)}"  # v5.0 6.5.d's "unless"
        if not s.then and s.otherwise:  # only the other branch does something: "unless X, Y"
            unless = phrase(cond[4:]) if cond.startswith("not ") else None
            head = f"if {unless}" if unless else f"unless {phrase(cond)}"
            return f"{head}, {', then '.join(render_step(t) for t in s.otherwise)}"
        said = f"{head}, {', then '.join(render_step(t) for t in s.then)}"
        return said + (f"; otherwise, {', then '.join(render_step(t) for t in s.otherwise)}" if s.otherwise else "")
    if s.verb == "you may":
        return "you may: " + " and ".join(render_step(t) for t in s.then)
    if s.verb == "modes":
        both = f" (if {phrase(s.arg['both if'])}, you may choose both)" if s.arg and s.arg.get("both if") else ""
        many = "up to one" if s.arg and s.arg.get("up to one") else "one"
        return f"choose {many}{both}: " + "; or ".join(", then ".join(render_step(t) for t in m) for m in s.modes)
    if s.verb == "each player" and s.arg in ("target opponent", "target player", "my owner", "their controller"):
        return f"{s.arg}: " + ", then ".join(render_step(t) for t in s.then)
    if s.verb == "for each player":
        start = ", starting with you" if s.arg == "starting with you" else ""
        return f"for each player{start}, one time after the other: " + ", then ".join(render_step(t) for t in s.then)
    if s.verb == "each player" and s.arg == "each opponent":
        return "each opponent in turn: " + ", then ".join(render_step(t) for t in s.then)
    if s.verb == "each player":
        start = ", starting with you" if s.arg == "starting with you" else ""
        return f"each player in turn{start}: " + ", then ".join(render_step(t) for t in s.then)
    if s.verb == "repeat" and s.arg.get("per") == "my boosts":
        return "for each of my boosts: " + ", then ".join(render_step(t) for t in s.then)
    if s.verb == "repeat" and s.arg.get("per"):
        return f"do this once for each {s.arg['per']}: " + ", then ".join(render_step(t) for t in s.then)
    if s.verb == "repeat" and "times" in s.arg:
        return f"{_TIMES.get(s.arg['times'], str(s.arg['times']) + ' times')}, each time with its own choices: " + \
            ", then ".join(render_step(t) for t in s.then)
    if s.verb == "repeat":
        return (f"do the following {_x_plus(s.arg)} times, where X is my number of {s.arg['counters']} counters: "
                + ", then ".join(render_step(t) for t in s.then))
    if s.verb == "choose modes":
        again = " (the same mode may be chosen again)" if s.arg["same mode again"] else ""
        if "per" in s.arg:
            return (f"choose up to 1 mode per {s.arg['per']}, in order: "
                    + "; or ".join(", then ".join(render_step(t) for t in m) for m in s.modes))
        if "count" in s.arg:
            many = f"{s.arg['at least']} to " if s.arg.get("at least") else "up to " if s.arg.get("up to") else ""
            return (f"choose {many}{s.arg['count']} mode{'s' if s.arg['count'] != 1 else ''}"
                    f"{' in order' if s.arg['count'] != 1 else ''}{again}: "
                    + "; or ".join(", then ".join(render_step(t) for t in m) for m in s.modes))
        return (f"choose {_x_plus(s.arg)} modes in order, where X is my number of {s.arg['counters']} counters{again}: "
                + "; or ".join(", then ".join(render_step(t) for t in m) for m in s.modes))
    if s.verb == "one of":
        return (("you may do " if s.may else "") + "one of these, chosen as it resolves: "
                + "; or ".join(", then ".join(render_step(t) for t in m) for m in s.modes))
    if s.verb == "roll a die" and not s.modes:
        return "roll a die"
    if s.verb == "after rest":
        return ", then ".join(render_step(t) for t in s.then) + " after Rest"
    if s.verb == "roll a die":
        return ("you may " if s.may else "") + "roll a die: " + "; ".join(
            ("otherwise, " if (lo, hi) == (0, 0) else f"on a {lo}{'+' if hi >= 6 and lo < 6 or hi > 6 else '' if hi == lo else f'-{hi}'}, ")
            + ", then ".join(render_step(t) for t in m)
            for (lo, hi), m in zip(s.arg, s.modes))
    may = "you may " if s.may else ""
    said = VERBS[s.verb].render(s, may, render_ability, render_step)
    if may and said.startswith(may) and _SUBJECT_FIRST.match(said[len(may):]):
        # a step said with its subject ("I gain Asleep", "target character gains 2 boosts"): "you may:
        # I gain Asleep", not "you may I gain Asleep"
        said = f"you may: {said[len(may):]}"
    return said


_SUBJECT_FIRST = re.compile(r"(?:i|it|they|target|another target|each|all|my|your|its|their|that|these|those)\s"
                            r"(?=.*\b(?:gains?|loses?|moves?|draws?|discards?|is|are|goes|go|becomes?|has|have|joins?)\b)", re.I)
