"""Preparing a scenario: read it (or take it from the cache of prepared positions), build the
position, parse its steps and expectations, and check what can be checked before running.

The game class is the caller's (`judge.game.Game`): this module sits below it, so the library's
`Game.from_scenario` can use it without an import cycle.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from ..choices import ChoiceNeeded
from ..table import EngineError
from .expect import parse_expectations
from .problems import Problem, ScenarioError, read_text
from .steps import UnknownObject, parse_steps

TYPE_CHECKING = False
if TYPE_CHECKING:
    from ..table import Table


class Meta:
    """What a run needs of the scenario besides the game: its ruling, the rules it names, and the
    edition it is set in (None: a ruling meant to hold in every edition, played in the judge's)."""

    def __init__(self, ruling: str, rules: list[str], edition: str | None = None):
        self.ruling, self.rules, self.edition = ruling, rules, edition


class LazyLines:
    """The line map of a file read from the cache of prepared positions: made by reading the file
    again, the first time a line is asked for (a failure, a stop; a ruling that holds never asks)."""

    def __init__(self, path: Path):
        self.path = path
        self._lines = None

    def line(self, where) -> int | None:
        if self._lines is None:
            from .yamlfile import read_yaml

            self._lines = read_yaml(self.path)[1]
        return self._lines.line(where)


def prepare(path: str | Path, text: str | None = None, *, cls, edition: str | None = None,
            override: bool = False) -> tuple:
    """Load and check everything that can be checked before running; raise ScenarioError.
    A file read before, unchanged, comes set up from the cache (compiled.py): no YAML, no
    pydantic; the steps and expectations are parsed again, the rule ids checked again.
    `edition`: the judge's (`--edition`), whose mechanics a file that names none follows (with
    `override`, every file: how a ruling set in one edition would come out in another)."""
    from . import compiled

    path = Path(path)
    file = str(path)
    text = read_text(path) if text is None else text
    entry = compiled.fetch(path, text)
    problems: list[Problem] = []
    if entry is None:
        base_digests = compiled.bases(path)  # before the build: see compiled.bases
        game, raw_steps, raw_expect, meta, players, lines, problems = _set_up(path, cls)
    else:
        game, raw_steps, raw_expect = entry["game"], entry["steps"], entry["expect"]
        meta, players, lines = Meta(entry["ruling"], entry["rules"], entry.get("edition")), entry["players"], LazyLines(path)
    steps, step_errors = parse_steps(raw_steps, players)
    problems += [Problem(file, lines.line(("steps", i)), msg) for i, msg in step_errors]
    expectations, exp_errors = parse_expectations(raw_expect, players)
    problems += [Problem(file, lines.line(("expect", i)), msg) for i, msg in exp_errors]
    problems += _check_rule_ids(meta, lines, file)
    if problems:
        raise ScenarioError(problems)
    if entry is None:  # kept before its first step runs
        compiled.store(path, text, {"game": game, "steps": raw_steps, "expect": raw_expect,
                                    "ruling": meta.ruling, "rules": meta.rules, "players": players,
                                    "edition": meta.edition}, base_digests)
    _follow_edition(game, meta.edition, edition, override)
    game.make_object = _object_maker(game, path)
    game.source_text = text  # for a stopped step's replay (_stop)
    return game, steps, expectations, meta, lines


def _set_up(path: Path, cls):
    """The file read whole: YAML, validation, the position built (the game is None, and the
    problems say why, when the position cannot be built)."""
    from .build import Builder
    from .load import load

    scenario, lines, _ = load(path)
    builder = Builder(scenario, lines, str(path))
    meta = Meta(scenario.ruling, list(scenario.rules), scenario.edition)
    raw = list(scenario.steps), list(scenario.expect), meta, list(scenario.position.players), lines
    try:
        state = builder.build()
    except ScenarioError as exc:
        return (None, *raw, list(exc.problems))
    game = cls(state)
    game.auto_forced = True  # a run takes a decision with one legal option, and says so
    for text, rules in dict.fromkeys((t, tuple(r)) for t, r in builder.notes):
        game.trace.emit("position", text, rules)
    return (game, *raw, [])


def _follow_edition(game: "Table", own: str | None, judges: str | None, override: bool = False) -> None:
    """The mechanics the game follows where editions differ (enums.Edition): the file's own
    edition (a ruling set in one edition), else the judge's; the trace says which, and why."""
    from ..enums import Edition

    if override and own and Edition.of(judges).value != own:
        game.state.edition = Edition.of(judges).value
        game.trace.emit("position", f"this ruling is set in the {_named(own)}; played here by the rules of "
                        f"{game.state.edition} where the editions differ, to see whether its outcome changes", [])
        return
    mechanics = Edition.of(own or judges)
    game.state.edition = mechanics.value
    if own:
        game.trace.emit("position", f"this ruling is set in the {_named(own)}: the game follows its rules where the "
                        "editions differ", [])
    elif mechanics is not Edition.BUILTIN:
        later = f" ({judges} plays as v5.0, the latest edition the engine knows)" if judges != mechanics else ""
        game.trace.emit("position", f"the game follows the rules of {mechanics} where the editions differ{later}", [])


def _named(edition: str) -> str:
    return "built-in edition" if edition == "builtin" else f"edition {edition}"


def _object_maker(game: "Table", path: Path):
    """A step that puts a new object in play ("add ...") makes it as the file's own objects
    were made; the file is read for that only when such a step runs."""
    made: list = []

    def make_object(spec: str, player: str, zone: str):
        if not made:
            from .build import Builder
            from .load import load

            scenario, lines, _ = load(path)
            builder = Builder(scenario, lines, str(path))
            # the ids the game already gives stay one object each (2.1.a)
            builder.explicit.update(uid for uid, o in game.registry.items() if uid != o.name)
            made.append(builder)
        builder = made[0]
        obj = builder.obj(spec, player, zone, ("steps",))
        if builder.problems or obj is None:
            msg = "; ".join(p.message for p in builder.problems) or f"cannot make {spec!r}"
            builder.problems.clear()
            raise EngineError(msg)
        obj.number = game.state.new_number()  # the state the game holds now, not the one it began with
        return obj

    return make_object


@lru_cache(maxsize=4)
def _known_rules(edition: str = "builtin") -> frozenset[str]:
    try:
        from rules_index.cache import View

        view = View()
        if edition not in view.order:
            return frozenset()  # not imported here: its ids cannot be checked
        rules = view.edition(edition)
        return frozenset(rules["rules"]) | frozenset(rules["sections"])  # the pages' sections too
    except Exception:  # the index cannot be read here: do not block running the scenario
        return frozenset()


def _check_rule_ids(scenario, lines, file) -> list[Problem]:
    """A ruling's `rules:` must name rules of the built-in edition, or sections of its pages
    (modes, formats), or, qualified, rules of a later edition ("v5.0 4.2.5.d": a ruling about a
    difference between editions) when that edition is imported; read from the cached index."""
    from rules_index.ids import split_qualified

    problems = []
    for i, rid in enumerate(scenario.rules):
        edition, bare = split_qualified(rid)
        known = _known_rules(edition or "builtin")  # opens the index: only for a file that names rules
        if known and bare not in known:
            what = "the built-in edition" if edition is None else f"edition {edition}"
            problems.append(Problem(file, lines.line(("rules", i)), f"rules: {bare} is not a rule of {what}"))
    return problems


def play_step(game: "Table", step) -> None:
    if game.state.over:  # the game has ended (1.3.3.a): nothing more happens in it
        who = f"{game.state.winner} won" if game.state.winner else "it ended"
        raise EngineError(f"the game is over ({who}): nothing more happens in it (1.3.3.a)")
    game.header()  # what a step does is shown under the phase it happens in
    step.run(game)


def load_game(path: str | Path, cls, play_steps: bool = True, edition: str | None = None):
    """The position a scenario file describes, with its steps played as `judge run` plays them:
    a step that needs a decision the file does not give waits for it (`decision()`), and the
    game is as it was before that step. ScenarioError for a file that is not a scenario."""
    game, steps, *_ = prepare(path, cls=cls, edition=edition)
    game.auto_forced = False
    if not play_steps:
        return game
    game.tracking = True
    for step in steps:
        mark = game.trace.mark()
        saved = game.state.copy(), game.choices.copy()
        try:
            play_step(game, step)
        except ChoiceNeeded as need:
            action, before = game.performing, game.before_action
            if action is not None and before is not None and need.kind != "turn":
                # back to just before the action that asked: the game waits for its answer
                from ..decisions import Pending, decision_from

                game.state, game.choices = before[0], before[1]
                game.trace.reset(before[2])
                given = tuple((p, k, tuple(v) if isinstance(v, list) else v) for p, k, v in game.choices.unused())
                game.pending = Pending(action, given, decision_from(need))
            else:
                game.state, game.choices = saved
                game.trace.reset(mark)
            break
        except (EngineError, UnknownObject):
            game.state, game.choices = saved
            game.trace.reset(mark)
            break
    game.tracking, game.before_action = False, None
    return game
