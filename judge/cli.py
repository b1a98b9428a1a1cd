"""The `judge` command.

Exit status: 0 success, 1 a failed check (`rules doctor` found problems), 2 bad input or usage.
Every command that answers a query takes `--json`. Each command imports only what it needs:
a rule lookup reads the cached index and nothing else (no engine, no console, no networkx).
Parsing and dispatch are `judge/command_line.py`; this entry point adds the console on top.
"""

from __future__ import annotations

import sys

from .command_line import _FAST, _command_word, _fast, _parser  # noqa: F401  (the command line's parts, for tests)
from .command_line import main as _main


def _console(file, edition=None):
    from judge.console.app import main as console_main

    return console_main(file, edition)


def main(argv: list[str] | None = None) -> int:
    return _main(argv, console=_console)


if __name__ == "__main__":
    sys.exit(main())
