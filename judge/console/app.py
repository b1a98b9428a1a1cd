"""`judge console`: the session in a prompt-toolkit terminal — completion, history, a bottom bar
with the day and the phase, Ctrl-C to cancel a line, Ctrl-D to leave (asking first when there
is unsaved work)."""

from __future__ import annotations

import re
from collections.abc import Callable

from prompt_toolkit import PromptSession
from prompt_toolkit.completion import Completer, Completion
from prompt_toolkit.history import FileHistory, InMemoryHistory

from rules_index.errors import say

from .session import HELP, PHASES, ZONE_KEYS, OpenError, Session

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
        from ..carddb import names as set_names
        from ..catalog import names

        cards = sorted(s.doc.get("cards", {})) + names() + set_names()  # every card of the sets, by name
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


class _QuietFileHistory(FileHistory):
    """The history file, that never stops the console: a line it cannot store is only not kept."""

    def store_string(self, string: str) -> None:
        try:
            super().store_string(string)
        except OSError:
            pass


def history_file():
    try:
        from rules_index.paths import data_dir

        d = data_dir()
        d.mkdir(parents=True, exist_ok=True)
        path = d / "console_history"
        with open(path, "ab"):  # writable now, or kept in memory only
            pass
        return _QuietFileHistory(str(path))
    except OSError:
        return InMemoryHistory()


def _toolbar(session: Session) -> str:
    """The bottom bar; drawn on every key, so it must never raise (that would end the prompt)."""
    try:
        return " " + session.status() + ("  · unsaved" if session.unsaved else "") + "  · help, Ctrl-D to leave"
    except Exception:  # noqa: BLE001
        return " help, Ctrl-D to leave"


class SafeCompleter(ConsoleCompleter):
    """Completion that offers nothing rather than fail: a fault in it would end the prompt."""

    def get_completions(self, document, complete_event):
        try:
            yield from list(super().get_completions(document, complete_event))
        except Exception:  # noqa: BLE001
            return


def open_session(path: str | None, edition: str | None = None) -> tuple[Session | None, list[str]]:
    """The session of FILE (or an empty board), or None and the problems, one line each;
    `edition`: the judge's, whose mechanics the game follows unless the file names its own."""
    if not path:
        return Session(edition=edition), []
    try:
        return Session.open(path, edition), []
    except OpenError as exc:
        return None, exc.lines


def run(path: str | None = None, *, input=None, output=None, write: Callable[[str], None] | None = None,
        history=None, session: Session | None = None) -> int:
    from prompt_toolkit.shortcuts import print_formatted_text

    out = write or (lambda text: print_formatted_text(text, output=output) if output is not None else print(text))
    if session is None:
        session, problems = open_session(path)
        if session is None:
            for line in problems:
                out(line)
            return 2
    prompt = PromptSession(
        history=history if history is not None else (InMemoryHistory() if input is not None else history_file()),
        completer=SafeCompleter(session),
        complete_while_typing=False,
        bottom_toolbar=lambda: _toolbar(session),
        input=input,
        output=output,
    )
    ask = prompt.prompt
    out(f"altered-judge console — {'opened ' + path if path else 'an empty two-player board (alice, bob)'}; type help")
    failures = 0
    while True:
        try:
            line = ask(session.question or "judge> ")
            failures = 0
        except KeyboardInterrupt:  # Ctrl-C cancels the line (and at the overwrite question, says no)
            _say(out, session.cancel_question())
            continue
        except EOFError:
            if session.question:  # Ctrl-D at the overwrite question: no, and the console stays
                _say(out, session.cancel_question())
                continue
            line = "quit"
        except Exception:  # noqa: BLE001 — the terminal itself failed: try again, then keep the work
            failures += 1
            if failures < 3:
                out("error: the terminal could not read the line; type it again")
                continue
            out(recover(session))
            return 1
        if session.question is None and line.strip().lower() in ("quit", "exit"):
            if leave(session, ask, out):
                out("bye")
                return 0
            continue
        _say(out, execute(session, line))


def leave(session: Session, ask: Callable[[str], str], out: Callable[[str], None]) -> bool:
    """Whether to leave: at once without unsaved work; with it, only on a yes. Any other answer
    asks again, so a command typed at the question is not silently lost; Ctrl-C stays, and
    Ctrl-D leaves (the input is gone: there is nobody left to ask)."""
    if not session.unsaved:
        return True
    question = "unsaved work: leave anyway? (y/n) "
    while True:
        try:
            answer = ask(question).strip()
        except EOFError:
            return True
        except (KeyboardInterrupt, Exception):  # Ctrl-C, or the terminal failing: stay, the work is kept
            out("staying: save FILE keeps the work")
            return False
        if answer.lower() in ("y", "yes"):
            return True
        if answer.lower() in ("n", "no"):
            out("staying: save FILE keeps the work")
            return False
        if answer:
            out(f"{answer[:40]!r} is not an answer (it was not run): y leaves and loses the unsaved work, n stays")


def execute(session: Session, line: str) -> str:
    """A command, whatever happens in it: Ctrl-C stops it (nothing half-done stays: the session
    restores the game) and an exit or a fault is one line — the loop, and the work, go on."""
    try:
        return session.execute(line)
    except KeyboardInterrupt:
        return "interrupted: the command was stopped"
    except BaseException:  # noqa: BLE001 — never leave the console from a command
        return "error: the command failed inside the judge: the console goes on; please report the line"


def recover(session: Session) -> str:
    """The terminal cannot be read any more: write the unsaved work where it can be found, so
    leaving loses nothing, and say where."""
    if not session.unsaved:
        return "error: the terminal cannot be read; leaving (nothing was unsaved)"
    import time

    import yaml

    try:
        from rules_index.paths import data_dir

        path = data_dir() / f"console-recovered-{time.strftime('%Y%m%d-%H%M%S')}.yaml"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(yaml.safe_dump(session.document(False), sort_keys=False, allow_unicode=True), encoding="utf-8")
    except Exception:  # noqa: BLE001
        return "error: the terminal cannot be read and the unsaved work could not be written anywhere; leaving"
    return f"error: the terminal cannot be read; leaving — the unsaved work is in {path} (judge run {path} replays it)"


def _say(out: Callable[[str], None], text: str) -> None:
    if text:
        out(text)


def main(path: str | None, edition: str | None = None) -> int:
    """`judge console [FILE] [--edition NAME]`: a file that cannot be opened is one line a
    problem, and exit 2. The trace cites the rules in the edition chosen (or the user's)."""
    from ..scenario.commands import edition_citer

    edition, cite = edition_citer(edition)
    session, problems = open_session(path, edition)
    if session is None:
        for line in problems:
            say(line)
        return 2
    session.cite = cite
    return run(path, session=session)


__all__ = ["run", "main", "open_session", "ConsoleCompleter", "re"]
