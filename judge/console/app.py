"""`judge console`: the session in a prompt-toolkit terminal — completion, history, a bottom bar
with the day and the phase, Ctrl-C to cancel a line, Ctrl-D to leave (asking first when there
is unsaved work)."""

from __future__ import annotations

import re
import sys
from collections.abc import Callable

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import Completer, Completion
from prompt_toolkit.history import FileHistory, InMemoryHistory

from .session import HELP, PHASES, ZONE_KEYS, Session

STEP_STARTS = ("both pass", "next day", "advance to", "play until")


class ConsoleCompleter(Completer):
    """Commands, players, zones, phases, card names, object ids and rule ids, by the word."""

    def __init__(self, session: Session):
        self.session = session
        self._rule_ids: list[str] | None = None

    def rule_ids(self) -> list[str]:
        if self._rule_ids is None:
            try:
                from rules_index.cache import View

                self._rule_ids = list(View().edition("builtin")["rules"])
            except Exception:
                self._rule_ids = []
        return self._rule_ids

    def words(self, first: bool, previous: str) -> list[str]:
        s = self.session
        players = [p.name for p in s.game.state.players]
        if first:
            return sorted(HELP) + ["back", "forward", "step"] + list(STEP_STARTS) + players
        if previous in ("rule", "refs", "why"):
            return self.rule_ids() + sorted(s.game.registry)
        from ..catalog import names

        cards = sorted(s.doc.get("cards", {})) + names()
        objects = sorted(s.game.registry)
        return players + list(ZONE_KEYS) + list(PHASES) + ["end of day", "from hand", "from reserve", "in hero expedition",
                                                        "in companion expedition", "targeting", "with expectations"] + cards + objects

    def get_completions(self, document, complete_event):
        text = document.text_before_cursor
        parts = text.split(" ")
        word = parts[-1]
        first = len(parts) == 1
        previous = parts[0].lower() if len(parts) > 1 else ""
        seen = set()
        for w in self.words(first, previous):
            if w.lower().startswith(word.lower()) and w not in seen:
                seen.add(w)
                yield Completion(w, start_position=-len(word))


def history_file():
    try:
        from rules_index.paths import data_dir

        d = data_dir()
        d.mkdir(parents=True, exist_ok=True)
        return FileHistory(str(d / "console_history"))
    except OSError:
        return InMemoryHistory()


def run(path: str | None = None, *, input=None, output=None, write: Callable[[str], None] | None = None,
        history=None) -> int:
    from prompt_toolkit.shortcuts import print_formatted_text

    session = Session.open(path) if path else Session()
    out = write or (lambda text: print_formatted_text(text, output=output) if output is not None else print(text))
    prompt = PromptSession(
        history=history if history is not None else (InMemoryHistory() if input is not None else history_file()),
        completer=ConsoleCompleter(session),
        complete_while_typing=False,
        bottom_toolbar=lambda: " " + session.status() + ("  · unsaved" if session.unsaved else "") + "  · help, Ctrl-D to leave",
        input=input,
        output=output,
    )
    out(f"altered-judge console — {'opened ' + path if path else 'an empty two-player board (alice, bob)'}; type help")
    while True:
        try:
            line = prompt.prompt("judge> ")
        except KeyboardInterrupt:
            continue  # Ctrl-C cancels the line
        except EOFError:
            line = "quit"
        if line.strip().lower() in ("quit", "exit"):
            if session.unsaved:
                try:
                    answer = prompt.prompt("unsaved work: leave anyway? (y/n) ")
                except (EOFError, KeyboardInterrupt):
                    answer = "y"
                if answer.strip().lower() not in ("y", "yes"):
                    continue
            out("bye")
            return 0
        text = session.execute(line)
        if text:
            out(text)


def main(path: str | None) -> int:
    if path:
        from ..scenario.load import ScenarioError

        try:
            Session.open(path)
        except ScenarioError as exc:
            for p in exc.problems:
                sys.stderr.write(f"{p}\n")
            return 2
    return run(path)


__all__ = ["run", "main", "ConsoleCompleter", "re"]
