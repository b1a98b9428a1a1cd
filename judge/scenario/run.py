"""Running a scenario: load, build the position, play the steps, check the expectations."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..choices import ChoiceNeeded
from ..engine import EngineError, Game
from .expect import parse_expectations
from .problems import Problem, ScenarioError, read_text
from .steps import UnknownObject, parse_steps


@dataclass
class Failure:
    expectation: str
    actual: str
    line: int | None


@dataclass
class Result:
    file: str
    ruling: str
    rules: list[str]
    game: Game
    has_expectations: bool
    failures: list[Failure] = field(default_factory=list)
    stopped: str | None = None  # a choice the file does not give, or a step that cannot be done
    stopped_line: int | None = None
    unused_choices: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures and self.stopped is None and not self.unused_choices

    def to_dict(self) -> dict:
        return {
            "file": self.file,
            "ruling": self.ruling,
            "rules": self.rules,
            "passed": self.passed,
            "failures": [f.__dict__ for f in self.failures],
            "stopped": self.stopped,
            "unused_choices": self.unused_choices,
            "trace": self.game.trace.to_list(),
            "final": final_position(self.game),
        }


def final_position(game: Game) -> dict:
    s = game.state
    out = {
        "day": s.day,
        "phase": s.phase,
        "phase_done": s.phase_done,
        "first_player": s.first_player,
        "winner": s.winner,
        "tiebreakers": s.adventure.tiebreakers,
        "face_up": sorted(s.adventure.face_up),
        "players": {},
    }
    for p in s.players:
        out["players"][p.name] = {
            "hero expedition at": p.position["hero"],
            "companion expedition at": p.position["companion"],
            **{f"{e} expedition": [o.uid for o in p.expeditions[e]] for e in ("hero", "companion")},
            **{z: [o.uid for o in objs] for z, objs in p.zones.items() if z != "mana"},
            "mana": {"ready": sum(1 for o in p.zones["mana"] if "exhausted" not in o.statuses),
                     "exhausted": sum(1 for o in p.zones["mana"] if "exhausted" in o.statuses)},
        }
    return out


class Meta:
    """What a run needs of the scenario besides the game: its ruling and the rules it names."""

    def __init__(self, ruling: str, rules: list[str]):
        self.ruling, self.rules = ruling, rules


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


def prepare(path: str | Path, text: str | None = None) -> tuple[Game, list, list, Meta, object]:
    """Load and check everything that can be checked before running; raise ScenarioError.
    A file read before, unchanged, comes set up from the cache (compiled.py): no YAML, no
    pydantic; the steps and expectations are parsed again, the rule ids checked again."""
    from . import compiled

    path = Path(path)
    file = str(path)
    text = read_text(path) if text is None else text
    entry = compiled.fetch(path, text)
    problems: list[Problem] = []
    if entry is None:
        base_digests = compiled.bases(path)  # before the build: see compiled.bases
        game, raw_steps, raw_expect, meta, players, lines, problems = _set_up(path)
    else:
        game, raw_steps, raw_expect = entry["game"], entry["steps"], entry["expect"]
        meta, players, lines = Meta(entry["ruling"], entry["rules"]), entry["players"], LazyLines(path)
    steps, step_errors = parse_steps(raw_steps, players)
    problems += [Problem(file, lines.line(("steps", i)), msg) for i, msg in step_errors]
    expectations, exp_errors = parse_expectations(raw_expect, players)
    problems += [Problem(file, lines.line(("expect", i)), msg) for i, msg in exp_errors]
    problems += _check_rule_ids(meta, lines, file)
    if problems:
        raise ScenarioError(problems)
    if entry is None:  # kept before its first step runs
        compiled.store(path, text, {"game": game, "steps": raw_steps, "expect": raw_expect,
                                    "ruling": meta.ruling, "rules": meta.rules, "players": players}, base_digests)
    game.make_object = _object_maker(game, path)
    game.source_text = text  # for a stopped step's replay (_stop)
    return game, steps, expectations, meta, lines


def _set_up(path: Path):
    """The file read whole: YAML, validation, the position built (the game is None, and the
    problems say why, when the position cannot be built)."""
    from .build import Builder
    from .load import load

    scenario, lines, _ = load(path)
    builder = Builder(scenario, lines, str(path))
    meta = Meta(scenario.ruling, list(scenario.rules))
    raw = list(scenario.steps), list(scenario.expect), meta, list(scenario.position.players), lines
    try:
        state = builder.build()
    except ScenarioError as exc:
        return (None, *raw, list(exc.problems))
    game = Game(state)
    game.registry = {o.uid: o for o in state.all_objects()}
    for text, rules in dict.fromkeys((t, tuple(r)) for t, r in builder.notes):
        game.trace.emit("position", text, rules)
    return (game, *raw, [])


def _object_maker(game: Game, path: Path):
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
        game.registry[obj.uid] = obj
        return obj

    return make_object


@lru_cache(maxsize=1)
def _known_rules() -> frozenset[str]:
    try:
        from rules_index.cache import View

        return frozenset(View().edition("builtin")["rules"])
    except Exception:  # the index cannot be read here: do not block running the scenario
        return frozenset()


def _check_rule_ids(scenario, lines, file) -> list[Problem]:
    """A ruling's `rules:` must name rules of the built-in edition (read from the cached index)."""
    if not scenario.rules:
        return []
    known = _known_rules()  # opens the index: only for a file that names rules
    if not known:
        return []
    return [Problem(file, lines.line(("rules", i)), f"rules: {rid} is not a rule of the built-in edition")
            for i, rid in enumerate(scenario.rules) if rid not in known]


def run(path: str | Path) -> Result:
    """Play the steps and check the expectations. A step is all or nothing: one that needs a
    choice nobody gave, or that cannot be done, leaves the game as it was before it (as the
    console does), and the run stops there saying who must choose what. A step or an
    expectation naming an object the scenario never had is the file's mistake: ScenarioError."""
    game, steps, expectations, scenario, lines = prepare(path)
    file = str(path)
    result = Result(file, scenario.ruling, list(scenario.rules), game, bool(expectations))
    for step in steps:
        try:
            _play(game, step)
        except UnknownObject as exc:
            raise ScenarioError([Problem(file, lines.line(("steps", step.index)), f"step {step.text!r}: {exc}")])
        except ChoiceNeeded as need:
            _stop(result, path, step.index, f"stopped: {need}", [need.rule], lines.line(("steps", step.index)))
            break
        except EngineError as exc:
            _stop(result, path, step.index, f"step {step.text!r} cannot be done: {exc}", [],
                  lines.line(("steps", step.index)))
            break
    game = result.game
    if result.stopped is None:
        result.unused_choices = [f"{p}: {k}: {v}" for p, k, v in game.choices.unused()]
    unknown: list[Problem] = []
    for exp in expectations:
        try:
            ok, actual = exp.check(game)
        except UnknownObject as exc:
            if result.stopped is None:  # the whole run happened: the object was never there
                unknown.append(Problem(file, lines.line(("expect", exp.index)), f"expectation {exp.text!r}: {exc}"))
                continue
            ok, actual = False, str(exc)
        except EngineError as exc:
            ok, actual = False, str(exc)
        if not ok:
            result.failures.append(Failure(exp.text, actual, lines.line(("expect", exp.index))))
    if unknown:
        raise ScenarioError(unknown)
    return result


def _play(game: Game, step) -> None:
    game.header()  # what a step does is shown under the phase it happens in
    step.run(game)


def _stop(result: Result, path: str | Path, index: int, message: str, rules: list[str], line: int | None) -> None:
    """A step is all or nothing: the game goes back to where it stood before the step (not its
    card left in Limbo with its Mana spent), and the trace says why it stopped. The position
    before it is made again by playing the earlier steps from the file (the same file and seed
    give the same game, and the text first read is taken again from the cache of prepared
positions), so that a run that does not stop keeps no copies."""
    try:
        game, steps, *_ = prepare(path, text=result.game.source_text)  # the text first read: from the cache
        for step in steps[:index]:
            _play(game, step)
    except (ScenarioError, EngineError, ChoiceNeeded):
        raise ScenarioError([Problem(str(path), line, "the file changed while it was run: run it again")]) from None
    result.game = game
    result.stopped, result.stopped_line = message, line
    game.trace.depth = 0
    game.trace.emit("stop", message, rules)
