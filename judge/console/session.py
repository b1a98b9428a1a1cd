"""The judge's console, without the terminal: commands in, text out, never an exception.

A session holds a scenario document (cards, position, steps — what `save` writes, and what
`judge run` reproduces) and the game it describes. Every command that changes something is
recorded, with a snapshot of the game before it, so `back` undoes any number of commands and
`forward` redoes them. Before the first game step, set-up commands edit the position (checked
like a scenario file, refused with the rule they would break); after it, they are judges'
corrections recorded as steps.
"""

from __future__ import annotations

import copy
import io
import os
import re
import stat
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from pydantic import ValidationError

from rules_index.errors import shown

from ..choices import ChoiceNeeded
from ..enums import Edition, Mode
from ..game import Game
from ..table import EngineError
from ..scenario.build import Builder
from ..scenario.load import Lines, ScenarioError, load
from ..scenario.model import CardSpec, Scenario
from ..scenario.steps import Step, StepError, clock_step, parse_steps

EMPTY = {
    "ruling": "A position built in the console",
    "seed": 0,
    "cards": {},
    "position": {"day": 1, "phase": "afternoon", "first player": "alice", "alice": {}, "bob": {}},
    "steps": [],
}
ZONE_KEYS = ("hero expedition", "companion expedition", "reserve", "landmarks", "hand", "deck", "discard", "limbo")
PHASES = ("morning", "noon", "afternoon", "dusk", "night")

HELP = {
    "show": "show [board | PLAYER ZONE | OBJECT] — the board, a zone, or an object",
    "card": "card NAME type=character cost=3/2 stats=2/1/0 keywords=Defender,Seasoned — define a card for this position",
    "add": "add PLAYER ZONE SPEC — e.g. add alice hero expedition Bruiser | #b | boosts 1",
    "remove": "remove OBJECT — take an object out",
    "set": "set OBJECT DETAILS | set PLAYER hero expedition at N | set day N | set phase PHASE | set first player P | "
           "set mode 1v1|booster-war|booster-war-technical|2v2|free-for-all (2v2 and Free for All seat carol and dave too) | "
           "set edition builtin|v5.0 (whose rules the game follows where the editions differ)",
    "move": "move OBJECT to PLAYER ZONE — a judge's correction",
    "choose": "choose PLAYER KIND VALUE[, VALUE] — answer a choice, e.g. choose alice keep in reserve a, b",
    "step": "step [N] — show the next N events (playing on to the next phase when none are left)",
    "next": "next — play on to the start of the next phase",
    "until": "until PHASE | until end of day — play on to there",
    "play": "PLAYER plays CARD from hand|reserve in hero|companion expedition [targeting X] — any step of a scenario file works too: both pass, alice passes, next day, alice uses X",
    "back": "back [N] — undo the last N commands (default 1)",
    "forward": "forward [N] — redo N undone commands",
    "what-if": "what-if COMMAND [; COMMAND] [until PHASE] — run this line and the alternative side by side",
    "why": "why [OBJECT | PLAYER hero|companion expedition | event N | a question] — the rules that decided it",
    "events": "events [N] — the last N events of the trace, numbered",
    "rule": "rule ID | term NAME | search WORDS | ask TEXT — the rules, as on the command line",
    "save": "save FILE [with expectations] — write the position and the steps as a scenario file",
    "help": "help [COMMAND]",
    "quit": "quit — leave (Ctrl-D)",
}

# Bounds on what a judge types: a count larger than these is a typo, never a need (a day's trace
# has some hundreds of events), and a bound keeps every command quick.
MAX_LINE = 2000
MAX_COUNT = 10_000
MAX_DAY = 999
MAX_LIMIT = 100
# What each counted command counts, and an example of it: the message a bad count gets.
MODES = ("1v1", "booster-war", "booster-war-technical", "2v2", "free-for-all")
EXTRA_PLAYERS = ("carol", "dave")  # the two players a four-player mode seats after the first two
COUNTS = {"back": ("commands", "2"), "forward": ("commands", "2"), "step": ("events", "3"), "events": ("events", "20")}
YES, NO = ("y", "yes"), ("n", "no")
# The commands an alternative of `what-if` may hold: those that change the game, nothing else
# (a `save`, a `back` or a `what-if` inside a branch would act outside it).
NOT_IN_WHAT_IF = {"help", "?", "show", "step", "back", "forward", "what-if", "why", "events", "rule", "term", "search",
                  "ask", "refs", "save", "quit", "exit"}


class Refusal(Exception):
    """A bad command, said in words: the console prints the message as it is, on one line."""


class OpenError(Exception):
    """A file the console cannot open: one line per problem, `judge console` exits with 2."""

    def __init__(self, lines: list[str]):
        self.lines = lines
        super().__init__("\n".join(lines))


def whole_number(text: str, lo: int, hi: int) -> int | None:
    """`text` as a whole number from lo to hi, or None. ASCII digits only: int() also takes
    other scripts' digits and '1_000', and a thousand-digit number is a typo, not a count."""
    text = text.strip()
    if not re.fullmatch(r"-?[0-9]{1,9}", text):
        return None
    n = int(text)
    return n if lo <= n <= hi else None


def count_arg(word: str, rest: str, default: int) -> int:
    """The count of `back`, `forward`, `step` or `events`: 1 to MAX_COUNT, or a refusal saying so."""
    if not rest:
        return default
    n = whole_number(rest, 1, MAX_COUNT)
    if n is None:
        unit, example = COUNTS[word]
        raise Refusal(f"{word} takes a number of {unit} from 1 to {MAX_COUNT}, e.g. {word} {example} (not {_quote(rest)})")
    return n


def _stem(word: str) -> str:
    """`moves` and `move` alike (the kinds of event are a few plain words)."""
    return word[:-1] if len(word) > 3 and word.endswith("s") else word


def _quote(text: str, width: int = 40) -> str:
    """What the judge typed, quoted in a message: escaped, and cut when long."""
    return shown(text, width)


RULE_USAGE = {
    "rule": "usage: rule ID [--history] [--json] [--edition NAME] — e.g. rule 7.4.1.b",
    "term": "usage: term NAME [--json] [--edition NAME] — e.g. term expedition",
    "refs": "usage: refs ID [--json] [--edition NAME] — e.g. refs 7.4.1.b",
    "search": "usage: search WORDS [--limit N] [--json] [--edition NAME] — e.g. search defender dusk",
    "ask": "usage: ask TEXT [--limit N] [--json] [--edition NAME] — e.g. ask can a defender move at dusk?",
}


def _rule_args(word: str, rest: str) -> list[str]:
    """The command line's arguments for a rule command typed in the console: its options as
    they are, its words (after `--` when one starts with -, so it is a word), the id or term
    whole. Refuses nothing to look up, and a --limit out of bounds (1 to MAX_LIMIT)."""
    tokens, opts, words = rest.split(), [], []
    i = 0
    while i < len(tokens):
        t = tokens[i]
        if t in ("-h", "--help"):
            return [word, "--help"]
        if t == "--":  # what follows is words, whatever they look like
            words += tokens[i + 1:]
            break
        name, eq, value = t.partition("=")
        if name == "--edition" or (name == "--limit" and word in ("search", "ask")):
            if not eq:
                value = tokens[i + 1] if i + 1 < len(tokens) else ""
                i += 1
            if not value:
                raise Refusal(f"{name} takes a value, e.g. {name} {'10' if name == '--limit' else 'builtin'}")
            if name == "--limit" and whole_number(value, 1, MAX_LIMIT) is None:
                raise Refusal(f"--limit takes a number of results from 1 to {MAX_LIMIT}, e.g. {word} tokens --limit 10"
                              f" (not {_quote(value)})")
            opts += [name, value]
        elif t.startswith("--"):
            opts.append(t)  # --json, --history, or one the parser refuses in its own words
        else:
            words.append(t)
        i += 1
    if not words:
        raise Refusal(RULE_USAGE[word])
    words = [" ".join(words)] if word in ("rule", "term", "refs") else words
    # `--` only when needed: the command line reads a plain lookup faster without argparse
    return [word, *opts, *(["--"] if any(w.startswith("-") for w in words) else []), *words]


def _os_reason(exc: OSError) -> str:
    """An operating system's refusal in words (its strerror, not Python's exception text)."""
    if isinstance(exc, PermissionError):
        return "permission denied"
    return (exc.strerror or "the system refused it").lower()


def _check_readable(path: str) -> None:
    """Refuse, before reading, what is not a regular file: reading a FIFO would wait forever."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        raise OpenError([f"{path}: no such file"]) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the name
        reason = _os_reason(exc) if isinstance(exc, OSError) else "not a file name"
        raise OpenError([f"{path}: cannot read it: {reason}"]) from None
    if stat.S_ISDIR(mode):
        raise OpenError([f"{path}: a folder: the console opens one scenario file"])
    if not stat.S_ISREG(mode):
        raise OpenError([f"{path}: not a regular file (a FIFO, a device or a socket): the console opens a scenario file"])


def _check_writable(path: str) -> None:
    """Refuse, in words and with the path, a place `save` cannot write a file to."""
    if "\0" in path:
        raise Refusal("not saved: a file name cannot hold a NUL character")
    target = Path(os.path.expanduser(path))
    try:
        if target.is_dir():
            raise Refusal(f"not saved: {path} is a folder; give a file name in it, e.g. save {target / 'ruling.yaml'}")
        if target.exists() and not target.is_file():
            raise Refusal(f"not saved: {path} is not a regular file (a FIFO, a device or a socket)")
        folder = target.resolve().parent
        if not folder.exists():
            raise Refusal(f"not saved: the folder {folder} does not exist (create it first, or save elsewhere)")
        if not folder.is_dir():
            raise Refusal(f"not saved: {folder} is not a folder")
    except OSError as exc:  # a path too long, a loop of links, a folder we may not look into
        raise Refusal(f"not saved: cannot write {path}: {_os_reason(exc)}") from None


def _replace(target: Path, text: str) -> None:
    """Write the file whole or not at all: a new file beside it, then put in its place, so a full
    disk or a fault midway never leaves half a file where the judge's work was."""
    from rules_index.files import write_whole

    target = target.resolve()  # through a link, to the file it points to
    try:
        mode = stat.S_IMODE(target.stat().st_mode) if target.exists() else _default_mode()
        write_whole(target, text, mode=mode)
    except OSError as exc:
        raise Refusal(f"not saved: cannot write {target}: {_os_reason(exc)}") from None


def _default_mode() -> int:
    """The mode a new file gets (0666 less the umask): a temporary file is made 0600."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def _control(line: str) -> str | None:
    """The first control character of a line (a stray escape, a NUL from a paste), if any."""
    return next((c for c in line if (ord(c) < 32 and c != "\t") or 0x7F <= ord(c) < 0xA0), None)


@dataclass
class Entry:
    """An undo point: the game before the command, and the document before it — a copy of it
    for set-up changes, only the number of steps for a step (steps are appended, never edited)."""

    command: str
    doc: dict | None
    snap: object
    steps_len: int | None = None
    raw: object = None  # the step itself, to redo it


@dataclass
class Session:
    doc: dict = field(default_factory=lambda: copy.deepcopy(EMPTY))
    path: str | None = None
    undo: list[Entry] = field(default_factory=list)
    redo: list[Entry] = field(default_factory=list)
    saved: dict | None = None
    pending_save: str | None = None  # a file waiting for confirmation to be overwritten
    pending: list[str] = field(default_factory=list)  # events of the last step not shown yet (`step`)
    cursor: int = 0
    boards: list = field(default_factory=list)  # the board after each event of the last step
    pending_boards: list = field(default_factory=list)
    _save_doc: dict = field(default_factory=dict, repr=False)  # the document `save` is about to write
    cite: object = field(default=None, repr=False)  # shows the trace's rules in the judge's edition (rules_index.cite)
    edition: str | None = None  # the judge's edition, whose mechanics a file that names none follows (enums.Edition)

    def __post_init__(self) -> None:
        self.game = self._build(self.doc)
        self.saved = copy.deepcopy(self.doc)

    # -- construction --------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str, edition: str | None = None) -> "Session":
        """The session of a scenario file, its steps replayed; OpenError (one line a problem) when
        the file cannot be read, is not a scenario, or one of its steps cannot be played."""
        _check_readable(path)
        try:
            return cls._open(path, edition)
        except OpenError:
            raise
        except ScenarioError as exc:
            raise OpenError([exc.line()]) from None
        except OSError as exc:
            raise OpenError([f"{path}: cannot read it: {_os_reason(exc)}"]) from None
        except (KeyboardInterrupt, SystemExit):
            raise
        except BaseException as exc:  # noqa: BLE001 — a file must never end the program with a traceback
            if isinstance(exc, ValidationError):
                raise OpenError([f"{path}: not a scenario the console can set up"]) from None
            raise OpenError([f"{path}: cannot open it: an internal fault of the judge (please report it with the file)"]) from None

    @classmethod
    def _open(cls, path: str, edition: str | None = None) -> "Session":
        scenario, lines, data = load(path)
        doc = {k: v for k, v in data.items()
               if k in ("ruling", "rules", "seed", "mode", "edition", "cards", "position", "steps", "expect")}
        steps = doc.get("steps") or []
        s = cls(doc={**doc, "steps": []}, path=path, edition=edition)
        for i, raw in enumerate(steps, start=1):  # replay the file's steps, so each can be undone
            text = raw if isinstance(raw, str) else yaml.safe_dump(raw).strip()
            try:
                s._run_step(raw, text)
            except ChoiceNeeded as need:
                raise OpenError([f"{path}: step {i} ({_quote(text)}) stops: {need}"]) from None
            except (StepError, EngineError) as exc:
                raise OpenError([f"{path}: step {i} ({_quote(text)}): {exc}"]) from None
        s.saved = copy.deepcopy(s.doc)
        return s

    def _build(self, doc: dict) -> Game:
        scenario = Scenario.model_validate(doc)
        state = Builder(scenario, Lines(None), "console").build()
        state.edition = Edition.of(scenario.edition or self.edition).value  # the file's edition, else the judge's
        game = Game(state)
        game.auto_forced = True  # as `judge run`: a decision with one legal option is taken, and traced as forced
        game.make_object = lambda spec, player, zone: self._make(game, scenario, spec, player, zone)
        return game

    def _make(self, game, scenario, spec, player, zone):
        b = Builder(scenario, Lines(None), "console")
        obj = b.obj(spec, player, zone, ())
        if b.problems or obj is None:
            raise EngineError("; ".join(p.message + (f" ({p.rule})" if p.rule else "") for p in b.problems))
        obj.number = game.state.new_number()
        return obj

    @property
    def unsaved(self) -> bool:
        return self.doc != self.saved

    # -- the command line ----------------------------------------------------------------------
    def execute(self, line: str) -> str:
        """One command line in, its answer out: never an exception, never an exit (SystemExit
        included), and never Python's text for an error — a bad command gets one line."""
        if self.pending_save is not None:
            return self._guarded(self._answer, line.strip())  # even a blank or "#..." line answers
        line = line.strip().replace("\t", " ")
        if not line or line.startswith("#"):
            return ""
        return self._guarded(self._dispatch, line)

    def _guarded(self, handle, line: str) -> str:
        try:
            return handle(line)
        except Refusal as exc:
            return str(exc)
        except ScenarioError as exc:
            return "refused: " + "; ".join(f"{p.message}" + (f" ({p.rule})" if p.rule else "") for p in exc.problems)
        except ValidationError as exc:
            from ..scenario.load import _problem

            return "refused: " + "; ".join(_problem("console", Lines(None), e).message for e in exc.errors())
        except (StepError, EngineError) as exc:
            return f"refused: {exc}"
        except ChoiceNeeded as need:  # a card defined after the steps: their replay needs a choice
            return f"stopped: {need}"
        except RecursionError:
            return f"refused: {_quote(line)} is nested too deeply to read"
        except (KeyboardInterrupt, GeneratorExit):
            raise  # Ctrl-C: the terminal's loop says the command was stopped
        except BaseException:  # noqa: BLE001 — the console never dies on a command (SystemExit included)
            word = line.split(maxsplit=1)[0] if line.split() else line
            return (f"error: {_quote(word)} failed inside the judge (a fault of the judge, not of the line): "
                    "the console goes on; please report the line")

    @property
    def question(self) -> str | None:
        """The question waiting for an answer (the prompt shows it instead of judge>), if any."""
        return f"overwrite {self.pending_save}? (y/n) " if self.pending_save is not None else None

    def cancel_question(self) -> str:
        """Ctrl-C or Ctrl-D at the question: the answer is no, and the judge is told so."""
        if self.pending_save is None:
            return ""
        path, self.pending_save = self.pending_save, None
        return f"not saved: {path} is unchanged"

    def _answer(self, line: str) -> str:
        """The answer to "overwrite FILE?": yes or no, anything else asks again (and is not run)."""
        path = self.pending_save
        answer = line.lower()
        if answer in YES:
            self.pending_save = None
            return self._write(path)
        if answer in NO:
            self.pending_save = None
            return f"not saved: {path} is unchanged"
        said = f"{_quote(line)} is not an answer (it was not run): " if line else ""
        return f"{said}{path} exists: overwrite it? y replaces it, n keeps it (y/n)"

    def _dispatch(self, line: str) -> str:
        if len(line) > MAX_LINE:
            raise Refusal(f"refused: a command is at most {MAX_LINE} characters (this line has {len(line)})")
        bad = _control(line)
        if bad is not None:
            raise Refusal(f"refused: the line holds a control character (U+{ord(bad):04X}); type it again")
        first, _, rest = line.partition(" ")
        word, rest = first.lower(), rest.strip()
        if word in ("help", "?"):
            return self.help(rest)
        if word == "show":
            return self.show(rest)
        if word == "card":
            return self.define_card(rest)
        if word == "add":
            return self.add(rest)
        if word == "remove":
            if not rest:
                return "usage: " + HELP["remove"]
            return self.change(line, {"remove": rest.lstrip("#")}, lambda d: self._pos_remove(d, rest))
        if word == "set":
            return self.set(rest, line)
        if word == "move":
            m = re.match(r"^(.+?) to (\w+ .+)$", rest)
            if not m:
                return "usage: " + HELP["move"]
            return self._step({"move": {m.group(1).lstrip("#"): m.group(2)}}, line)
        if word == "choose":
            return self.choose(rest, line)
        if word in COUNTS:
            n = count_arg(word, rest, 20 if word == "events" else 1)  # checked before anything moves
        if word == "step":
            return self.step_events(n)
        if word == "back":
            if self.pending and self.cursor > 0:
                self.cursor = max(0, self.cursor - n)
                return f"back to event {self.cursor} of {len(self.pending)} of this step; show shows the board then"
            self.pending, self.cursor, self.pending_boards = [], 0, []
            return self.back(n)
        if self.pending and word not in ("show", "why", "events", "help", "?", "rule", "term", "search", "ask", "refs"):
            self.pending, self.cursor, self.pending_boards = [], 0, []  # another command: the step is done
        if word == "next" and not rest:  # `next day` and the like are step sentences
            return self._step(clock_step(self._next_phase()), line)
        if word == "until":
            target = rest.lower()
            if target in ("end of day", "night done"):
                return self._step(clock_step(None), line)
            if target not in PHASES:
                return f"until what? {', '.join(PHASES)} or end of day"
            return self._step(clock_step(target), line)
        if word == "forward":
            return self.forward(n)
        if word == "what-if":
            return self.what_if(rest)
        if word == "why":
            return self.why(rest)
        if word == "events":
            return self.events(n)
        if word in ("rule", "term", "search", "ask", "refs"):
            return self.rules_query(word, rest)
        if word == "save":
            return self.save(rest)
        if word in ("quit", "exit"):
            return "bye"
        return self._step(line, line)  # any step sentence of a scenario file

    # -- changes, recorded for undo ------------------------------------------------------------
    def _record(self, command: str, doc: dict, game_snap) -> None:
        self.undo.append(Entry(command, doc, game_snap))
        self.redo.clear()

    def _in_setup(self) -> bool:
        return not self.doc["steps"]

    def change(self, line: str, step: dict, edit_position) -> str:
        """A set-up change: to the position before any step, or as a correction step after."""
        if not self._in_setup():
            return self._step(step, line)
        before = copy.deepcopy(self.doc)
        doc = copy.deepcopy(self.doc)
        edit_position(doc)
        game = self._build(doc)  # checked like a scenario file: refused with the rule it breaks
        self._record(line, before, self.game.snapshot())
        self.doc, self.game = doc, game
        return "ok"

    def _step(self, raw, text: str) -> str:
        """A step of the game, recorded; a choice nobody gave stops it before it changes anything."""
        try:
            return self._run_step(raw, text)
        except ChoiceNeeded as need:
            return f"stopped: {need}\n  answer with: choose {need.player} ... then repeat the command"

    def _run_step(self, raw, text: str) -> str:
        """`raw` is a step as a file writes it (parsed here), or a Step made from values (the
        clock's); either way the document records the file's words for it."""
        if isinstance(raw, Step):
            steps, raw = [raw], raw.text
        else:
            players = list(self.game.state.player(p.name).name for p in self.game.state.players)
            steps, errors = parse_steps([raw], players)
            if errors:
                raise StepError(errors[0][1])
        snap = self.game.snapshot()
        start = len(self.game.trace.events)
        boards: list = []  # the board after each event of this step, for `step` and `back`
        self.game.trace.watch = lambda event: boards.append(self.game.state.copy())
        try:
            self.game.header()
            steps[0].run(self.game)
        except BaseException:  # a refusal, a choice, a fault or Ctrl-C: nothing half-done stays
            self.game.restore(snap)
            raise
        finally:
            self.game.trace.watch = None
        self.boards = boards
        self.doc["steps"].append(raw)
        self.undo.append(Entry(text, None, snap, steps_len=len(self.doc["steps"]) - 1, raw=raw))
        self.redo.clear()
        out = self.game.trace.render(start, cite=self.cite)
        return out or "ok"

    def _swap(self, e: Entry, onto: list[Entry], undoing: bool) -> None:
        """Move one command between the undo and redo stacks, and the session to its other side."""
        if e.doc is None:  # a step: the document changes by that one step
            onto.append(Entry(e.command, None, self.game.snapshot(), e.steps_len, e.raw))
            if undoing:
                del self.doc["steps"][e.steps_len:]
            else:
                self.doc["steps"].append(e.raw)
        else:
            onto.append(Entry(e.command, copy.deepcopy(self.doc), self.game.snapshot()))
            self.doc = e.doc
        if e.snap is None:
            self.game = self._rebuild_keep_steps()
        else:
            self.game.restore(e.snap)

    def back(self, n: int) -> str:
        done = []
        while self.undo and len(done) < n:
            e = self.undo.pop()
            self._swap(e, self.redo, undoing=True)
            done.append(e.command)
        return ("undone: " + "; ".join(done) + "\n" + self.status()) if done else "nothing to undo"

    def forward(self, n: int) -> str:
        done = []
        while self.redo and len(done) < n:
            e = self.redo.pop()
            self._swap(e, self.undo, undoing=False)
            done.append(e.command)
        return ("redone: " + "; ".join(done) + "\n" + self.status()) if done else "nothing to redo"

    # -- set-up commands -----------------------------------------------------------------------
    def define_card(self, rest: str) -> str:
        m = re.match(r"^(.+?)((?:\s+\w[\w ]*=\S+)+)$", rest)
        if not m:
            return "usage: " + HELP["card"]
        name = m.group(1).strip()
        spec: dict = {}
        for k, v in re.findall(r"(\w[\w ]*?)=(\S+)", m.group(2)):
            k = k.strip().replace("_", " ")
            spec[k] = [x for x in v.split(",")] if k in ("keywords", "subtypes") else v
        CardSpec.model_validate(spec)
        before = copy.deepcopy(self.doc)
        self.doc["cards"][name] = spec
        try:
            self.game = self._rebuild_keep_steps()
        except BaseException:  # Ctrl-C too: the card is defined whole or not at all
            self.doc = before
            raise
        self._record(f"card {rest}", before, None)
        return f"card {name} defined"

    def _rebuild_keep_steps(self) -> Game:
        if self._in_setup():
            return self._build(self.doc)
        # cards used by later steps: replay the steps on a fresh game
        game = self._build({**self.doc, "steps": []})
        players = [p.name for p in game.state.players]
        steps, _ = parse_steps(self.doc["steps"], players)
        for st in steps:
            game.header()
            st.run(game)
        return game

    def _players(self) -> list[str]:
        return [p.name for p in self.game.state.players]

    def _player(self, name: str) -> str:
        """A player's name, or a refusal naming the players there are."""
        if name not in self._players():
            raise Refusal(f"refused: {_quote(name)} is not a player ({', '.join(self._players())})")
        return name

    def add(self, rest: str) -> str:
        m = re.match(r"^(\S+) (" + "|".join(ZONE_KEYS) + r") (.+)$", rest)
        if not m:
            return "usage: " + HELP["add"]
        player, zone, spec = m.groups()
        self._player(player)

        def edit(doc):
            doc["position"].setdefault(player, {}).setdefault(zone, []).append(spec)
        return self.change(f"add {rest}", {"add": {f"{player} {zone}": spec}}, edit)

    def _pos_remove(self, doc: dict, ref: str) -> None:
        ref = ref.lstrip("#")
        for player, pp in doc["position"].items():
            if not isinstance(pp, dict) or player == "adventure":
                continue
            for zone in ZONE_KEYS:
                items = pp.get(zone) or []
                for i, spec in enumerate(items):
                    name = str(spec).split("|")[0].strip()
                    ids = re.findall(r"#(\w[\w-]*)", str(spec))
                    if ref == name or ref in ids:
                        del items[i]
                        return
        raise Refusal(f"refused: no object {_quote(ref)} in the position")

    def set(self, rest: str, line: str) -> str:
        m = re.match(r"^(\S+) (hero|companion) expedition at (.+)$", rest)
        if m:
            player, exp, where = m.groups()
            self._player(player)
            value = self._region(where)

            def edit(doc):
                doc["position"].setdefault(player, {})[f"{exp} expedition at"] = value
            return self.change(line, {"set": {f"{player} {exp} expedition at": value}}, edit)
        m = re.match(r"^edition (.+)$", rest)
        if m:
            value = m.group(1).strip()
            if value not in {e.value for e in Edition}:
                raise Refusal(f"refused: the engine knows the mechanics of {', '.join(e.value for e in Edition)}, "
                              f"not {_quote(value)}")
            if not self._in_setup():
                raise Refusal("refused: the edition is the game's from its start: set it before the first step")

            def edit_edition(doc):
                doc["edition"] = value
            return self.change(line, {}, edit_edition)
        m = re.match(r"^mode (.+)$", rest)
        if m:
            value = m.group(1).strip()
            if value not in MODES:
                raise Refusal(f"refused: no mode {_quote(value)} (modes: {', '.join(MODES)})")
            if not self._in_setup():
                raise Refusal("refused: the mode is the game's from its start: set it before the first step")
            names = self._players()
            if Mode(value).multiplayer and len(names) == 2:
                extra = [n for n in EXTRA_PLAYERS + ("erin", "frank") if n not in names][:2]
            elif not Mode(value).multiplayer and len(names) == 4:
                extra = []
                kept = [n for n in names[2:] if any(v not in (None, [], {}, "") for v in (self.doc["position"].get(n) or {}).values())]
                if kept:
                    raise Refusal(f"refused: {value} is played by two players and {', '.join(kept)} "
                                  f"{'has' if len(kept) == 1 else 'have'} cards or a position here: remove them first")
            else:
                extra = []

            def edit_mode(doc):
                doc["mode"] = value
                pos = doc["position"]
                if Mode(value).multiplayer:
                    for n in extra:  # seated clockwise after the first two (in 2v2 the first and third are partners)
                        pos.setdefault(n, {})
                else:
                    for n in names[2:]:
                        pos.pop(n, None)
            return self.change(line, {}, edit_mode)
        m = re.match(r"^(day|phase|first player) (.+)$", rest)
        if m:
            key, value = m.groups()
            value = self._day(value) if key == "day" else value

            def edit(doc):
                doc["position"][key] = value
            return self.change(line, {"set": {key: value}}, edit)
        m = re.match(r"^(\S+) (.+)$", rest)
        if not m:
            return "usage: " + HELP["set"]
        ref, details = m.group(1).lstrip("#"), m.group(2)

        def edit(doc):
            for player, pp in doc["position"].items():
                if not isinstance(pp, dict) or player == "adventure":
                    continue
                for zone in ZONE_KEYS:
                    items = pp.get(zone) or []
                    for i, spec in enumerate(items):
                        parts = [p.strip() for p in str(spec).split("|")]
                        if ref == parts[0] or f"#{ref}" in parts:
                            keep = [p for p in parts[1:] if p.startswith("#") or p.startswith("owner")]
                            items[i] = " | ".join([parts[0], *keep, *[d.strip() for d in details.split("|")]])
                            return
            raise Refusal(f"refused: no object {_quote(ref)} in the position")
        return self.change(line, {"set": {ref: details}}, edit)

    @staticmethod
    def _region(where: str) -> int | str:
        """An expedition's place: a region number 0 to 7, or a region's name (3.2.1.b)."""
        where = where.strip()
        if where.lower() in ("hero region", "companion region"):
            return where.lower()
        n = whole_number(where, 0, 7)
        if n is None:
            raise Refusal(f"refused: a region is 0 (the hero region) to 7 (the companion region), not {_quote(where)} (3.2.1.b)")
        return n

    @staticmethod
    def _day(text: str) -> int:
        n = whole_number(text, 1, MAX_DAY)
        if n is None:
            raise Refusal(f"refused: set day takes a day number from 1 to {MAX_DAY}, e.g. set day 2 (not {_quote(text)})")
        return n

    def choose(self, rest: str, line: str) -> str:
        m = re.match(r"^(\w+) (keep in reserve|keep landmarks|setup mana|play reaction|mana|target|choose|may|expedition|mode) (.+)$", rest)
        if not m:
            return "usage: " + HELP["choose"]
        player, kind, value = m.groups()
        if kind in ("keep in reserve", "keep landmarks", "setup mana"):
            answer = [v.strip() for v in value.split(",")]
        else:
            answer = value.strip()
        return self._step({"choose": {player: {kind: answer}}}, line)

    def step_events(self, n: int) -> str:
        """Show the next N events; when none are left, play on to the next phase first."""
        if not self.pending or self.cursor >= len(self.pending):
            out = self._step(clock_step(self._next_phase()), "step")
            lines = out.splitlines() if out != "ok" else []
            if not lines or out.startswith("stopped"):
                self.pending, self.cursor = [], 0
                return out if out != "ok" else "nothing happens"
            self.pending, self.cursor = lines, 0
            self.pending_boards = list(self.boards) if len(self.boards) == len(lines) else []
        shown = self.pending[self.cursor:self.cursor + n]
        self.cursor += len(shown)
        tail = "" if self.cursor < len(self.pending) else "\n(end of this step)"
        if self.cursor >= len(self.pending):
            self.pending, self.cursor, self.pending_boards = [], 0, []
        return "\n".join(shown) + tail

    def _board_now(self):
        """The board as it stood after the last event shown by `step` (or now)."""
        if self.pending and self.pending_boards and 0 < self.cursor <= len(self.pending_boards):
            return self.pending_boards[self.cursor - 1]
        return self.game.state

    def _next_phase(self) -> str:
        s = self.game.state
        if s.phase == "setup":
            return "noon"
        i = PHASES.index(s.phase)
        return PHASES[(i + 1) % len(PHASES)]

    # -- looking -------------------------------------------------------------------------------
    def status(self, state=None) -> str:
        s = state or self.game.state
        bits = [f"day {s.day}", s.phase + (" (done)" if s.phase_done else ""), f"first player {s.first_player}"]
        if s.mode != "1v1":
            bits.append(s.mode)
        if s.edition != Edition.BUILTIN:
            bits.append(f"rules of {s.edition}")
        if s.phase == "afternoon" and s.turn:
            bits.append(f"{s.turn}'s turn")
        if s.adventure.tiebreakers:
            bits.append("tiebreakers")
        if s.winner:
            bits.append(f"{s.winner} won")
        return " · ".join(bits)

    def show(self, rest: str) -> str:
        from ..scenario.commands import render_final
        from ..scenario.run import final_position

        board = self._board_now()
        view = Game.__new__(Game)
        view.__dict__.update(self.game.__dict__)
        view.state = board
        note = f" (after event {self.cursor} of {len(self.pending)} of this step)" if board is not self.game.state else ""
        if not rest or rest == "board":
            lines = render_final(final_position(view))
            lines[0] = self.status(board) + note
            return "\n".join(lines)
        m = re.match(r"^(\S+) (" + "|".join(ZONE_KEYS + ("mana",)) + r")$", rest)
        if m:
            objs = board.zone_list(self._player(m.group(1)), m.group(2))
            return f"{rest}{note}: " + (", ".join(self._describe(o) for o in objs) or "empty")
        o = self.game.find(rest)
        return self._describe(o, full=True)

    def _describe(self, o, full: bool = False) -> str:
        bits = [o.label()]
        if o.boosts:
            bits.append(f"{o.boosts} boost{'s' if o.boosts != 1 else ''}")
        bits += sorted(o.statuses)
        bits += [f"{n} {k}" for k, n in sorted(o.counters.items())]
        text = " | ".join(bits)
        if full:
            from ..abilities import render_ability
            from ..zones import where

            player, zone = where(self.game, o)
            c = o.card
            text += f"\n  {c.type}" + (f" · {', '.join(c.subtypes)}" if c.subtypes else "")
            if c.type == "character":
                text += f" · {'/'.join(map(str, c.stats))}"
            text += f"\n  in {zone if player is None else player + ' ' + zone}; owner {o.owner}, controller {o.controller}; object #{o.number}"
            for a in c.abilities:
                text += f"\n  {render_ability(a)}"
        return text

    def events(self, n: int) -> str:
        evs = self.game.trace.events
        start = max(0, len(evs) - n)
        return "\n".join(f"{i:>4} {e.line(self.cite)}" for i, e in enumerate(evs[start:], start=start)) or "no events yet"

    # -- why -------------------------------------------------------------------------------------
    def why(self, rest: str) -> str:
        evs = self.game.trace.events
        text = rest.lower().strip(" ?")
        chosen: list[int] = []
        m = re.match(r"^(?:event )?(-?\d+)$", text)
        if m:
            n = whole_number(m.group(1), 0, max(0, len(evs) - 1))
            if n is None or not evs:
                raise Refusal(f"why event takes an event number from 0 to {len(evs) - 1} (see events)" if evs
                              else "no events yet: why event N asks about an event of the trace (see events)")
            chosen = [n]
        else:
            m = re.search(r"(?:(\w+)(?:'s)? )?(hero|companion) expedition", text)
            if m:
                exp = m.group(2)
                players = [m.group(1)] if m.group(1) in [p.name for p in self.game.state.players] else \
                    [p.name for p in self.game.state.players]
                # what the events say they are about (their data), never their words
                chosen = [i for i, e in enumerate(evs)
                          if e.rules and e.data.get("player") in players and e.data.get("expedition") == exp]
            else:
                try:
                    o = self.game.find(rest.strip(" ?"))
                    chosen = [i for i, e in enumerate(evs) if e.data.get("object") == o.uid]
                except EngineError:
                    # a question in words: the kinds of event it names ("why the tie", "why no move")
                    words = {_stem(w) for w in re.findall(r"[a-z]+", text)} - {"why", "what", "did", "didn", "does", "doesn"}
                    chosen = [i for i, e in enumerate(evs) if e.rules and words & {_stem(k) for k in re.split(r"[\s-]+", e.kind)}]
        if not chosen:
            return "nothing in the trace answers that; try: why alice hero expedition, why OBJECT, why event N (see events)"
        chosen = chosen[-12:]
        lines = [f"{i:>4} {evs[i].line(self.cite)}" for i in chosen]
        rules = list(dict.fromkeys(r for i in chosen for r in evs[i].rules))
        lines.append("")
        lines.extend(self._rule_texts(rules))
        return "\n".join(lines)

    def _rule_texts(self, rules: list[str]) -> list[str]:
        try:
            from rules_index.cache import View

            table = View().edition("builtin")["rules"]
        except Exception:
            return [f"  {r}" for r in rules]
        out = []
        for r in rules:
            rec = table.get(r)
            text = (rec["heading"] + ": " if rec and rec["heading"] and rec["text"] else "") + (rec["text"] if rec else "")
            out.append(f"  {r}  {text}" if text else f"  {r}  (not in the built-in edition: the published game)")
        return out

    # -- rules inline ----------------------------------------------------------------------------
    def rules_query(self, word: str, rest: str) -> str:
        """`rule`, `term`, `refs`, `search`, `ask` as on the command line, through its parser —
        whose errors and --help end in SystemExit: caught here, its text is the answer."""
        from judge.command_line import main

        args = _rule_args(word, rest)
        buf, err = io.StringIO(), io.StringIO()
        with redirect_stdout(buf), redirect_stderr(err):
            try:
                main(args)
            except SystemExit:
                pass  # the parser said what was wrong (or printed the help) on stderr/stdout
        text = (buf.getvalue() + err.getvalue()).rstrip()
        # the console's commands have no `judge ` in front: say them as they are typed here
        return re.sub(r"^(usage: )?judge (?=\w)", r"\1", text, count=1, flags=re.M) or f"{word}: nothing found"

    # -- branches --------------------------------------------------------------------------------
    def what_if(self, rest: str) -> str:
        m = re.match(r"^(.*?)(?:\s+until\s+(end of day|morning|noon|afternoon|dusk|night))?$", rest)
        alt, target = m.group(1).strip(), m.group(2) or "end of day"
        cmds = [c.strip() for c in alt.split(";") if c.strip()]
        if not cmds:
            return "usage: " + HELP["what-if"]
        alt = "; ".join(cmds)
        for cmd in cmds:
            word = cmd.split(maxsplit=1)[0].lower()
            if word in NOT_IN_WHAT_IF:
                raise Refusal(f"what-if takes commands that change the game (add, remove, set, move, card, choose or a step), "
                              f"not {_quote(word)}")
        to = clock_step(None if target == "end of day" else target)
        # everything a branch may touch, put back whatever happens in it (a `card` replaces the game)
        game, snap, doc = self.game, self.game.snapshot(), copy.deepcopy(self.doc)
        kept = (list(self.undo), list(self.redo), self.pending, self.cursor, self.boards, self.pending_boards)
        mark = len(self.game.trace.events)
        try:
            out_a = self._step(to, to.text)
            trace_a = [e.line(self.cite) for e in self.game.trace.events[mark:]]
            final_a = self.status()
            self.game.restore(snap)
            self.doc = copy.deepcopy(doc)
            outs = [self._dispatch(cmd) for cmd in cmds]
            out_b = self._step(to, to.text)
            trace_b = [e.line(self.cite) for e in self.game.trace.events[mark:]]
            final_b = self.status()
        finally:
            self.game = game
            self.game.restore(snap)
            self.doc = doc
            self.undo, self.redo, self.pending, self.cursor, self.boards, self.pending_boards = kept
        return _side_by_side(trace_a, trace_b, final_a, final_b, alt, [out_a, out_b] + outs)

    # -- saving ----------------------------------------------------------------------------------
    def save(self, rest: str) -> str:
        m = re.match(r"^(\S+)(\s+with expectations)?$", rest)
        if not m:
            return "usage: " + HELP["save"]
        path, with_expect = m.group(1), bool(m.group(2))
        _check_writable(path)
        self._save_doc = self.document(with_expect)
        if os.path.lexists(os.path.expanduser(path)):
            self.pending_save = path
            return f"{path} exists: overwrite it? (y/n)"
        return self._write(path)

    def document(self, with_expect: bool) -> dict:
        doc = copy.deepcopy(self.doc)
        doc.pop("expect", None)
        if with_expect:
            doc["expect"] = self.expectations()
        return doc

    def expectations(self) -> list[str]:
        s = self.game.state
        out = []
        for p in s.players:
            for exp in ("hero", "companion"):
                out.append(f"{p.name} {exp} expedition is in region {p.position[exp]}" if not s.adventure.tiebreakers
                           else f"{p.name} {exp} expedition is in the arena")
            for zone in ("reserve", "discard", "hand", "landmarks"):
                out.append(f"{p.name} {zone} has {len(p.zones[zone])} objects")
        out.append(f"{s.winner} wins" if s.winner else "nobody wins")
        out.append(f"the phase is {s.phase}")
        out.append(f"the day is {s.day}")
        return out

    def _write(self, path: str) -> str:
        _check_writable(path)  # again: between the question and the answer, things may change
        text = yaml.safe_dump(self._save_doc, sort_keys=False, allow_unicode=True, width=100)
        _replace(Path(os.path.expanduser(path)), text)
        self.saved = copy.deepcopy(self.doc)
        return f"saved {path}: judge run {path} replays it"

    def help(self, rest: str) -> str:
        if rest and rest.lower() in HELP:
            return HELP[rest.lower()]
        unknown = f"no command {_quote(rest)}; the commands are:\n" if rest else ""
        return unknown + "\n".join(HELP.values())


def _side_by_side(a: list[str], b: list[str], final_a: str, final_b: str, alt: str, notes: list[str]) -> str:
    first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)) if len(a) != len(b) else None)
    w = 60
    lines = [f"{'as it stands':<{w}} | what if: {alt}"]
    lines.append("-" * w + "-+-" + "-" * w)
    for i in range(max(len(a), len(b))):
        x = a[i] if i < len(a) else ""
        y = b[i] if i < len(b) else ""
        mark = ">" if first is not None and i == first else " "
        lines.append(f"{x[:w]:<{w}} |{mark}{y[:w]}")
    lines.append("-" * w + "-+-" + "-" * w)
    lines.append(f"{final_a:<{w}} | {final_b}")
    if first is None:
        lines.append("the two lines do not differ")
    else:
        lines.append(f"they first differ at event {first + 1}: ")
        lines.append(f"  as it stands: {a[first].strip() if first < len(a) else '(nothing)'}")
        lines.append(f"  what if:      {b[first].strip() if first < len(b) else '(nothing)'}")
    # a line that stopped for a choice ends early: say so, or the comparison misleads
    labels = ["as it stands", "what if"] + [f"what if, {c}" for c in alt.split(";")]
    lines.extend(f"note ({label.strip()}): {n.splitlines()[0]}" for label, n in zip(labels, notes) if n.startswith("stopped:"))
    return "\n".join(lines)
