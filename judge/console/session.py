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
import re
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from pydantic import ValidationError

from ..choices import ChoiceNeeded
from ..engine import EngineError, Game
from ..scenario.build import Builder
from ..scenario.load import Lines, ScenarioError, load
from ..scenario.model import CardSpec, Scenario
from ..scenario.steps import StepError, parse_steps

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
    "set": "set OBJECT DETAILS | set PLAYER hero expedition at N | set day N | set phase PHASE | set first player P",
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

    def __post_init__(self) -> None:
        self.game = self._build(self.doc)
        self.saved = copy.deepcopy(self.doc)

    # -- construction --------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str) -> "Session":
        scenario, lines, data = load(path)
        doc = {k: v for k, v in data.items() if k in ("ruling", "rules", "seed", "cards", "position", "steps", "expect")}
        doc.setdefault("steps", [])
        steps = doc["steps"]
        s = cls(doc={**doc, "steps": []}, path=path)
        for raw in steps:  # replay the file's steps, so each can be undone
            s._step(raw if isinstance(raw, str) else raw, text=raw if isinstance(raw, str) else yaml.safe_dump(raw).strip())
        s.saved = copy.deepcopy(s.doc)
        return s

    def _build(self, doc: dict) -> Game:
        scenario = Scenario.model_validate(doc)
        state = Builder(scenario, Lines(None), "console").build()
        game = Game(state)
        game.make_object = lambda spec, player, zone: self._make(game, scenario, spec, player, zone)
        return game

    def _make(self, game, scenario, spec, player, zone):
        b = Builder(scenario, Lines(None), "console")
        obj = b.obj(spec, player, zone, ())
        if b.problems or obj is None:
            raise EngineError("; ".join(p.message + (f" ({p.rule})" if p.rule else "") for p in b.problems))
        obj.number = game.state.new_number()
        game.registry[obj.uid] = obj
        return obj

    @property
    def unsaved(self) -> bool:
        return self.doc != self.saved

    # -- the command line ----------------------------------------------------------------------
    def execute(self, line: str) -> str:
        line = line.strip()
        if not line or line.startswith("#"):
            return ""
        try:
            return self._dispatch(line)
        except (ScenarioError,) as exc:
            return "refused: " + "; ".join(f"{p.message}" + (f" ({p.rule})" if p.rule else "") for p in exc.problems)
        except ValidationError as exc:
            from ..scenario.load import _problem

            return "refused: " + "; ".join(_problem("console", Lines(None), e).message for e in exc.errors())
        except (StepError, EngineError, ValueError, KeyError) as exc:
            return f"refused: {exc}"
        except Exception as exc:  # the console never dies on a command
            return f"error: {type(exc).__name__}: {exc}"

    def _dispatch(self, line: str) -> str:
        if self.pending_save is not None:
            path, self.pending_save = self.pending_save, None
            if line.lower() in ("y", "yes"):
                return self._write(path)
            return f"not saved: {path} is unchanged"
        word = line.split()[0].lower()
        rest = line[len(word):].strip()
        if word in ("help", "?"):
            return self.help(rest)
        if word == "show":
            return self.show(rest)
        if word == "card":
            return self.define_card(rest)
        if word == "add":
            return self.add(rest)
        if word == "remove":
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
        if word == "step":
            return self.step_events(int(rest or 1))
        if word == "back":
            n = int(rest or 1)
            if self.pending and self.cursor > 0:
                self.cursor = max(0, self.cursor - n)
                return f"back to event {self.cursor} of {len(self.pending)} of this step; show shows the board then"
            self.pending, self.cursor, self.pending_boards = [], 0, []
            return self.back(n)
        if self.pending and word not in ("show", "why", "events", "help", "?", "rule", "term", "search", "ask", "refs"):
            self.pending, self.cursor, self.pending_boards = [], 0, []  # another command: the step is done
        if word == "next":
            return self._step(f"advance to {self._next_phase()}", line)
        if word == "until":
            target = rest.lower()
            if target in ("end of day", "night done"):
                return self._step("play until end of day", line)
            if target not in PHASES:
                return f"until what? {', '.join(PHASES)} or end of day"
            return self._step(f"advance to {target}", line)
        if word == "forward":
            return self.forward(int(rest or 1))
        if word == "what-if":
            return self.what_if(rest)
        if word == "why":
            return self.why(rest)
        if word == "events":
            return self.events(int(rest or 20))
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
        except ChoiceNeeded as need:
            self.game.restore(snap)
            return f"stopped: {need}\n  answer with: choose {need.player} ... then repeat the command"
        except EngineError:
            self.game.restore(snap)
            raise
        finally:
            self.game.trace.watch = None
        self.boards = boards
        self.doc["steps"].append(raw)
        self.undo.append(Entry(text, None, snap, steps_len=len(self.doc["steps"]) - 1, raw=raw))
        self.redo.clear()
        out = self.game.trace.render(start)
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
        except Exception:
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

    def add(self, rest: str) -> str:
        m = re.match(r"^(\w+) (" + "|".join(ZONE_KEYS) + r") (.+)$", rest)
        if not m:
            return "usage: " + HELP["add"]
        player, zone, spec = m.groups()

        def edit(doc):
            if player not in doc["position"]:
                raise ValueError(f"{player!r} is not a player ({', '.join(p for p in doc['position'] if isinstance(doc['position'][p], dict) and p != 'adventure')})")
            doc["position"][player].setdefault(zone, []).append(spec)
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
        raise ValueError(f"no object {ref!r} in the position")

    def set(self, rest: str, line: str) -> str:
        m = re.match(r"^(\w+) (hero|companion) expedition at (.+)$", rest)
        if m:
            player, exp, where = m.groups()
            value = int(where) if where.isdigit() else where

            def edit(doc):
                doc["position"][player][f"{exp} expedition at"] = value
            return self.change(line, {"set": {f"{player} {exp} expedition at": value}}, edit)
        m = re.match(r"^(day|phase|first player) (.+)$", rest)
        if m:
            key, value = m.groups()
            value = int(value) if key == "day" else value

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
            raise ValueError(f"no object {ref!r} in the position")
        return self.change(line, {"set": {ref: details}}, edit)

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
            out = self._step(f"advance to {self._next_phase()}", "step")
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
        m = re.match(r"^(\w+) (" + "|".join(ZONE_KEYS + ("mana",)) + r")$", rest)
        if m:
            objs = board.zone_list(m.group(1), m.group(2))
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
        return "\n".join(f"{i:>4} {e.line()}" for i, e in enumerate(evs[start:], start=start)) or "no events yet"

    # -- why -------------------------------------------------------------------------------------
    def why(self, rest: str) -> str:
        evs = self.game.trace.events
        text = rest.lower().strip(" ?")
        chosen: list[int] = []
        m = re.match(r"^(?:event )?(\d+)$", text)
        if m:
            chosen = [int(m.group(1))] if int(m.group(1)) < len(evs) else []
        else:
            m = re.search(r"(?:(\w+)(?:'s)? )?(hero|companion) expedition", text)
            if m:
                exp = m.group(2)
                players = [m.group(1)] if m.group(1) in [p.name for p in self.game.state.players] else \
                    [p.name for p in self.game.state.players]
                labels = [f"{p} {exp} expedition" for p in players]
                chosen = [i for i, e in enumerate(evs) if any(l in e.text for l in labels) and e.rules]
            else:
                try:
                    o = self.game.find(rest.strip(" ?"))
                    chosen = [i for i, e in enumerate(evs) if o.label() in e.text or e.data.get("object") == o.uid]
                except EngineError:
                    words = [w for w in re.findall(r"[a-z]+", text) if len(w) > 3 and w not in ("didn", "does", "doesn", "what", "why")]
                    chosen = [i for i, e in enumerate(evs) if e.rules and any(w in e.text.lower() for w in words)]
        if not chosen:
            return "nothing in the trace answers that; try: why alice hero expedition, why OBJECT, why event N (see events)"
        chosen = chosen[-12:]
        lines = [f"{i:>4} {evs[i].line()}" for i in chosen]
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
        from judge.cli import main

        args = [word] + ([rest] if word in ("rule", "term", "refs") else rest.split())
        buf, err = io.StringIO(), io.StringIO()
        with redirect_stdout(buf), redirect_stderr(err):
            main(args)
        return (buf.getvalue() + err.getvalue()).rstrip()

    # -- branches --------------------------------------------------------------------------------
    def what_if(self, rest: str) -> str:
        m = re.match(r"^(.*?)(?:\s+until\s+(end of day|morning|noon|afternoon|dusk|night))?$", rest)
        alt, target = m.group(1).strip(), m.group(2) or "end of day"
        if not alt:
            return "usage: " + HELP["what-if"]
        to = "play until end of day" if target == "end of day" else f"advance to {target}"
        snap, doc = self.game.snapshot(), copy.deepcopy(self.doc)
        undo, redo = list(self.undo), list(self.redo)
        mark = len(self.game.trace.events)
        try:
            out_a = self._step(to, to)
            trace_a = [e.line() for e in self.game.trace.events[mark:]]
            final_a = self.status()
            self.game.restore(snap)
            self.doc = copy.deepcopy(doc)
            outs = []
            for cmd in [c.strip() for c in alt.split(";") if c.strip()]:
                outs.append(self._dispatch(cmd))
            out_b = self._step(to, to)
            trace_b = [e.line() for e in self.game.trace.events[mark:]]
            final_b = self.status()
        finally:
            self.game.restore(snap)
            self.doc, self.undo, self.redo = doc, undo, redo
        return _side_by_side(trace_a, trace_b, final_a, final_b, alt, [out_a, out_b] + outs)

    # -- saving ----------------------------------------------------------------------------------
    def save(self, rest: str) -> str:
        m = re.match(r"^(\S+)(\s+with expectations)?$", rest)
        if not m:
            return "usage: " + HELP["save"]
        path, with_expect = m.group(1), bool(m.group(2))
        self._save_doc = self._document(with_expect)
        if Path(path).exists():
            self.pending_save = path
            return f"{path} exists: overwrite it? (y/n)"
        return self._write(path)

    def _document(self, with_expect: bool) -> dict:
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
        text = yaml.safe_dump(self._save_doc, sort_keys=False, allow_unicode=True, width=100)
        Path(path).write_text(text, encoding="utf-8")
        self.saved = copy.deepcopy(self.doc)
        return f"saved {path}: judge run {path} replays it"

    def help(self, rest: str) -> str:
        if rest and rest in HELP:
            return HELP[rest]
        return "\n".join(HELP.values())


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
    return "\n".join(lines)
