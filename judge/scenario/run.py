"""Running a scenario: load, build the position, play the steps, check the expectations."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from ..choices import ChoiceNeeded
from ..game import Game
from ..table import EngineError
from . import prepare as _prepare
from .prepare import play_step as _play
from .problems import Problem, ScenarioError
from .steps import UnknownObject


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
    edition: str | None = None  # the edition the file is set in, if it names one
    asked_edition: str | None = None  # the judge's (--edition), followed when the file names none
    override: bool = False  # the judge's edition followed even by a file set in another
    failures: list[Failure] = field(default_factory=list)
    stopped: str | None = None  # a choice the file does not give, or a step that cannot be done
    stopped_line: int | None = None
    unused_choices: list[str] = field(default_factory=list)
    start: dict | None = None  # the position before the steps (start_position), for a handout
    steps: list[str] = field(default_factory=list)  # the steps and expectations as the file says them
    expectations: list[str] = field(default_factory=list)

    @property
    def passed(self) -> bool:
        return not self.failures and self.stopped is None and not self.unused_choices

    def to_dict(self, cite=None) -> dict:
        return {
            "file": self.file,
            "ruling": self.ruling,
            "rules": [cite(r) for r in self.rules] if cite else self.rules,
            "passed": self.passed,
            "mechanics": self.game.state.edition,
            **({"set_in_edition": self.edition} if self.edition else {}),
            "failures": [f.__dict__ for f in self.failures],
            "stopped": self.stopped,
            "unused_choices": self.unused_choices,
            "trace": self.game.trace.to_list(cite),
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
            **({"ascended": [f"{e} expedition" for e in sorted(p.ascended)]} if p.ascended else {}),
            **{f"{e} expedition": [o.uid for o in p.expeditions[e]] for e in ("hero", "companion")},
            **{z: [o.uid for o in objs] for z, objs in p.zones.items() if z != "mana"},
            "mana": {"ready": sum(1 for o in p.zones["mana"] if "exhausted" not in o.statuses),
                     "exhausted": sum(1 for o in p.zones["mana"] if "exhausted" in o.statuses)},
        }
    return out


def start_position(game: Game) -> dict:
    """The position as final_position gives it, with the Adventure's regions as each player's
    expeditions see them (their terrains, "" for a face-down Tumult half)."""
    s = game.state
    out = final_position(game)
    for p in s.players:
        out["players"][p.name]["regions"] = [
            "".join(sorted(t[0].upper() for t in s.adventure.types(r, p.name if s.adventure.paths else None)))
            for r in range(8)]
    return out


def prepare(path: str | Path, text: str | None = None, edition: str | None = None, override: bool = False):
    """The game set up from a scenario file, its steps, expectations, ruling and line map."""
    return _prepare.prepare(path, text, cls=Game, edition=edition, override=override)


def run(path: str | Path, edition: str | None = None, override: bool = False) -> Result:
    """Play the steps and check the expectations. A step is all or nothing: one that needs a
    choice nobody gave, or that cannot be done, leaves the game as it was before it (as the
    console does), and the run stops there saying who must choose what. A step or an
    expectation naming an object the scenario never had is the file's mistake: ScenarioError."""
    game, steps, expectations, scenario, lines = prepare(path, edition=edition, override=override)
    file = str(path)
    result = Result(file, scenario.ruling, list(scenario.rules), game, bool(expectations), scenario.edition, edition, override,
                    start=start_position(game), steps=[s.text for s in steps], expectations=[e.text for e in expectations])
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


def _stop(result: Result, path: str | Path, index: int, message: str, rules: list[str], line: int | None) -> None:
    """A step is all or nothing: the game goes back to where it stood before the step (not its
    card left in Limbo with its Mana spent), and the trace says why it stopped. The position
    before it is made again by playing the earlier steps from the file (the same file and seed
    give the same game, and the text first read is taken again from the cache of prepared
positions), so that a run that does not stop keeps no copies."""
    try:
        game, steps, *_ = prepare(path, text=result.game.source_text, edition=result.asked_edition,
                                  override=result.override)  # the text first read: from the cache
        for step in steps[:index]:
            _play(game, step)
    except (ScenarioError, EngineError, ChoiceNeeded):
        raise ScenarioError([Problem(str(path), line, "the file changed while it was run: run it again")]) from None
    result.game = game
    result.stopped, result.stopped_line = message, line
    game.trace.depth = 0
    game.trace.emit("stop", message, rules)
