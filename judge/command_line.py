"""The `judge` command's parsing and dispatch (`judge/cli.py` is the entry point; the console
answers `rule`, `term`, ... through `main` here too).

Exit status: 0 success, 1 a failed check (`rules doctor` found problems), 2 bad input or usage.
Every command that answers a query takes `--json`. Each command imports only what it needs:
a rule lookup reads the cached index and nothing else (no engine, no console, no networkx).
"""

from __future__ import annotations

import sys


class _Unused:
    """A sub-command's parser nobody asked for: not built (building them all costs 10 ms)."""

    def add_argument(self, *a, **kw) -> None:
        pass

    def add_subparsers(self, *a, **kw) -> "_Unused":
        return self

    def add_parser(self, *a, **kw) -> "_Unused":
        return self

    def add_mutually_exclusive_group(self, *a, **kw) -> "_Unused":
        return self


EDITION_HELP = "edition to read (default: the one `judge config edition` set, else builtin)"
CITE_HELP = "cite the rules in this edition (default: the one `judge config edition` set, else builtin)"
PLAY_HELP = ("the edition whose rules the game follows where editions differ, and whose numbers the trace cites "
             "(default: the one `judge config edition` set, else builtin); a ruling that names its own edition keeps it")


def _parser(only: str | None = None):
    """The whole command line; with `only`, just that command's parser is filled in."""
    import argparse

    class _Parser(argparse.ArgumentParser):
        def error(self, message: str):  # one line, exit status 2, never a traceback
            from rules_index.errors import printable

            self.exit(2, f"{self.prog}: {printable(message)}\n")

    p = _Parser(prog="judge", description="Altered rules for judges: look up, search, explain.")
    real = p.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)

    class _Sub:
        def add_parser(self, name, **kw):
            return real.add_parser(name, **kw) if only in (None, name) else _Unused()

    sub = _Sub()

    def query(name, help_):
        sp = sub.add_parser(name, help=help_)
        sp.add_argument("--json", action="store_true", help="print JSON")
        sp.add_argument("--edition", metavar="NAME", help=EDITION_HELP)
        return sp

    sp = query("rule", "a rule and its sub-rules (e.g. 7.4.3, 2.1.c, modes.2v2.victory-conditions)")
    sp.add_argument("id")
    sp.add_argument("--history", action="store_true", help="this rule in every loaded edition")
    sp = query("term", "the rules that define a term, then those that use it")
    sp.add_argument("name")
    sp = query("refs", "what a rule refers to and what refers to it")
    sp.add_argument("id")
    sp = query("search", "ranked rules for some words or a question")
    sp.add_argument("words", nargs="+")
    sp.add_argument("--limit", type=int, default=5)
    sp = query("ask", "a rule id, a term or a question: does the right lookup")
    sp.add_argument("text", nargs="+")
    sp.add_argument("--limit", type=int, default=5)

    sp = sub.add_parser("graph", help="export the knowledge graph")
    sp.add_argument("--format", choices=("graphml", "gexf", "json", "dot"), default="graphml")
    sp.add_argument("--output", "-o", metavar="FILE", help="write to FILE instead of standard output")
    sp.add_argument("--force", action="store_true", help="replace FILE if it exists")
    sp.add_argument("--json", action="store_true", help="report as JSON (with --output)")

    sp = sub.add_parser("card", help="a card by name or reference: facts, versions, abilities, text and rulings where imported")
    sp.add_argument("name", nargs="+")
    sp.add_argument("--json", action="store_true")
    sp.add_argument("--edition", metavar="NAME", help=CITE_HELP)
    sp = sub.add_parser("deck", help="check a deck (a list of 'N REFERENCE' or 'N Card Name', or a deck code) against a format's rules")
    sp.add_argument("deck", metavar="FILE|CODE")
    sp.add_argument("--format", default="standard",
                    choices=("standard", "limited", "draft", "multiplayer", "booster-war", "booster-war-technical"))
    sp.add_argument("--edition", metavar="NAME", help="whose deck rules: builtin or v5.0 (default: the one `judge config "
                    "edition` set, else builtin)")
    sp.add_argument("--pool", metavar="FILE", help="limited formats: the pool the deck is built from (a draft seat's picks)")
    sp.add_argument("--json", action="store_true", help="print JSON")
    sp = sub.add_parser("draft", help="a Booster Draft pod: each seat's pool, deterministic per seed")
    sp.add_argument("--players", type=int, default=8)
    sp.add_argument("--boosters", type=int, default=4)
    sp.add_argument("--seed", type=int, required=True)
    sp.add_argument("--set", default="CORE", help="the set whose boosters are opened (default CORE)")
    sp.add_argument("--picks", metavar="FILE", help="YAML {seat: [card, ...]}: each seat's cards, most wanted first")
    sp.add_argument("--out", metavar="DIR", help="write each seat's pool to DIR/seat-N.txt")
    sp.add_argument("--force", action="store_true", help="replace files in DIR")
    sp.add_argument("--json", action="store_true", help="print JSON")
    cards = sub.add_parser("cards", help="sets of cards: import, list, reviews")
    csub = cards.add_subparsers(dest="cards_command", metavar="ACTION", parser_class=_Parser)
    sp = csub.add_parser("import", help="import sets in the official card API's format (a file, a folder, one file per card)")
    sp.add_argument("paths", nargs="+", metavar="PATH")
    sp.add_argument("--force", action="store_true", help="replace a set imported before")
    sp.add_argument("--json", action="store_true")
    sp = csub.add_parser("list", help="the sets known: card versions, names, ability lines, how many are modelled and reviewed")
    sp.add_argument("--json", action="store_true")
    sp = csub.add_parser("reviews", help="the review file: the translated encodings a person checked, and whether each still holds")
    sp.add_argument("--json", action="store_true")
    sp = sub.add_parser("console", help="the judge's console: build a position, step, go back, branch, ask why")
    sp.add_argument("file", nargs="?")
    sp.add_argument("--edition", metavar="NAME", help=PLAY_HELP)
    sp = sub.add_parser("run", help="run a scenario file and print its trace")
    sp.add_argument("file")
    out = sp.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true")
    out.add_argument("--html", action="store_true", help="a one-page handout of the ruling, as a web page")
    out.add_argument("--markdown", action="store_true", help="a one-page handout of the ruling, as Markdown (for a chat message)")
    sp.add_argument("--edition", metavar="NAME", help=PLAY_HELP)
    sp = sub.add_parser("check", help="run every ruling (default: scenarios/), one line each")
    sp.add_argument("paths", nargs="*")
    sp.add_argument("--json", action="store_true")
    sp.add_argument("--edition", metavar="NAME", help=PLAY_HELP + "; such a ruling is also played in this edition, "
                    "to show whether its outcome changes")
    sp = sub.add_parser("config", help="your settings: the edition you use (judge config edition v5.0)")
    sp.add_argument("setting", choices=("edition",))
    sp.add_argument("value", nargs="?", help="the edition's name (none: show the one set)")
    sp.add_argument("--json", action="store_true")
    sp = sub.add_parser("play", help="random self-play: games between random players, invariants checked after every action")
    sp.add_argument("--random", type=int, metavar="N", required=True, help="how many games (1 to 1,000,000)")
    sp.add_argument("--seed", type=int, default=1, help="the first game's seed (game i uses seed+i)")
    sp.add_argument("--decks", metavar="FILE", help="a YAML file of decks ({name: [card, ...]}) to play besides the examples")
    sp.add_argument("--max-days", type=int, default=30, metavar="D", help="stop a game after D days without a winner")
    sp.add_argument("--mode", default="1v1", choices=("1v1", "booster-war", "booster-war-technical", "2v2", "free-for-all"),
                    help="the usual game, Booster War (a Hero and 12 cards of each deck, drawn at random per game), "
                         "or a four-player mode (alice, bob, carol, dave clockwise; in 2v2 alice and carol partners)")
    sp.add_argument("--out", metavar="DIR", default="selfplay-failures",
                    help="where a failing game is written as a scenario (default: selfplay-failures/)")
    sp.add_argument("--quick", action="store_true", help="skip the undo, copy and replay checks (measures speed)")
    sp.add_argument("--json", action="store_true")
    sp.add_argument("--edition", metavar="NAME", help="the edition whose rules the games follow where editions differ (default: the one `judge config "
                    "edition` set, else builtin); a failing game is written as a scenario set in it")
    site = sub.add_parser("site", help="the rules as a static web site that opens offline")
    ssub = site.add_subparsers(dest="site_command")
    sp = ssub.add_parser("build", help="build the site into a folder (every rule, the glossary, the modes, the rulings with their traces, the cards)")
    sp.add_argument("out", metavar="OUT")
    sp.add_argument("--edition", metavar="NAME", action="append", help="an edition to include (again for more; default: every edition stored)")
    sp.add_argument("--force", action="store_true", help="replace a folder that is not a site this command built")
    sp.add_argument("--json", action="store_true")
    sp = sub.add_parser("schema", help="the JSON Schema of scenario files")
    sp.add_argument("--json", action="store_true", help="(the schema is JSON already)")

    rules = sub.add_parser("rules", help="editions of the rules: import, list, diff, doctor, coverage")
    rsub = rules.add_subparsers(dest="rules_command", metavar="ACTION", parser_class=_Parser)
    sp = rsub.add_parser("import", help="import an edition from a PDF or a text file")
    sp.add_argument("file")
    sp.add_argument("--edition", metavar="NAME", help="name it (default: v<version> from the document)")
    sp.add_argument("--force", action="store_true", help="replace an edition of the same name")
    sp.add_argument("--json", action="store_true")
    sp = rsub.add_parser("list", help="the editions loaded")
    sp.add_argument("--json", action="store_true")
    sp = rsub.add_parser("impact", help="the rulings that exercise a rule changed, renumbered or removed from A to B")
    sp.add_argument("a", metavar="OLD")
    sp.add_argument("b", metavar="NEW")
    sp.add_argument("--json", action="store_true")
    sp = rsub.add_parser("diff", help="added, removed, changed and renumbered rules from A to B")
    sp.add_argument("a")
    sp.add_argument("b")
    sp.add_argument("--only", choices=("renumbered", "changed", "added", "removed"))
    sp.add_argument("--json", action="store_true")
    sp = rsub.add_parser("coverage", help="which rules have engine code and rulings")
    sp.add_argument("sections", nargs="*", help="rule ids to report on (default: all with code or rulings)")
    sp.add_argument("--json", action="store_true")
    sp = rsub.add_parser("doctor", help="problems in an edition's text: missing references, gaps ...")
    sp.add_argument("--edition", metavar="NAME")
    sp.add_argument("--json", action="store_true")
    return p


_COMMANDS = ("rule", "term", "refs", "search", "ask", "graph", "card", "cards", "deck", "draft", "console", "run", "check", "play", "schema", "rules", "site")


def _command_word(argv: list[str]) -> str | None:
    return argv[0] if argv and argv[0] in _COMMANDS else None


class _Args:
    """What argparse would give, for the lookups parsed by `_fast`."""

    def __init__(self, **kw):
        self.__dict__.update(kw)


# The commands read without argparse: command -> (name of the positional, how many words: 1,
# "+" or "*", the options with their defaults). `--edition` and `--limit` take a value.
_QUERY = {"--json": False, "--edition": None}
_FAST = {
    "rule": ("id", 1, {**_QUERY, "--history": False}),
    "term": ("name", 1, _QUERY),
    "refs": ("id", 1, _QUERY),
    "search": ("words", "+", {**_QUERY, "--limit": 5}),
    "ask": ("text", "+", {**_QUERY, "--limit": 5}),
    "card": ("name", "+", {"--json": False, "--edition": None}),
    "run": ("file", 1, {"--json": False, "--html": False, "--markdown": False, "--edition": None}),
    "check": ("paths", "*", {"--json": False, "--edition": None}),
}
_VALUED = {"--edition": str, "--limit": int}


def _fast(argv: list[str]) -> _Args | None:
    """The commands a judge types most, read without argparse: building the parser and its
    imports cost more than a lookup itself. Anything unusual (help, an unknown option, a value
    that looks like an option, words where argparse would not take them) returns None, and
    argparse reads it, so its answers and errors stay the only ones (a property test holds the
    two to the same reading)."""
    if not argv or argv[0] not in _FAST:
        return None
    command, rest = argv[0], argv[1:]
    dest, count, options = _FAST[command]
    opts: dict = {k[2:]: v for k, v in options.items()}
    words: list[str] = []
    runs = 0  # runs of words: argparse takes a list of words only as one run
    last_was_word = False
    i = 0
    while i < len(rest):
        arg = rest[i]
        name, eq, value = arg.partition("=")
        is_word = False
        if arg in options and arg not in _VALUED:
            opts[arg[2:]] = True
        elif name in options and name in _VALUED:
            if not eq:
                i += 1
                if i == len(rest) or rest[i].startswith("-"):
                    return None
                value = rest[i]
            try:
                opts[name[2:]] = _VALUED[name](value)
            except ValueError:
                return None
        elif arg.startswith("-") and arg != "-":
            return None
        else:
            runs += not last_was_word
            words.append(arg)
            is_word = True
        last_was_word = is_word
        i += 1
    if runs > 1 or (count == 1 and len(words) != 1) or (count == "+" and not words):
        return None
    opts[dest] = words[0] if count == 1 else words
    if opts.get("json", False) + opts.get("html", False) + opts.get("markdown", False) > 1:
        return None  # argparse says they exclude each other
    return _Args(command=command, rules_command=None, cards_command=None, site_command=None, **opts)


def main(argv: list[str] | None = None, console=None) -> int:
    """Run one command; `console` starts the console (the entry point gives it: the console,
    which sits above this module, answers lookups through it)."""
    argv = sys.argv[1:] if argv is None else argv
    args = _fast(argv) or _parser(_command_word(argv)).parse_args(argv)
    if not args.command:
        sys.stderr.write("judge: give a command: rule, term, refs, search, ask, card, cards, deck, draft, console, run, check, play, schema, graph, config, rules or site (judge --help)\n")
        return 2
    if args.command == "cards" and not args.cards_command:
        sys.stderr.write("judge cards: give an action: import, list or reviews (judge cards --help)\n")
        return 2
    if args.command == "site" and not args.site_command:
        sys.stderr.write("judge site: give an action: build (judge site --help)\n")
        return 2
    if args.command == "rules" and not args.rules_command:
        sys.stderr.write("judge rules: give an action: import, list, diff, impact, doctor or coverage (judge rules --help)\n")
        return 2
    from rules_index.errors import BadInput, say

    try:
        return _dispatch(args, console)
    except BadInput as exc:
        say(f"judge: {exc.message}")
        return 2
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


def _dispatch(args, console=None) -> int:
    if args.command == "console":
        if console is None:
            from rules_index.errors import BadInput

            raise BadInput("the console is not started from inside the console")
        return console(args.file, getattr(args, "edition", None))
    if args.command == "config":
        from rules_index.edition_commands import cmd_config

        return cmd_config(args)
    if args.command == "play":
        from judge.selfplay import cmd_play

        return cmd_play(args)
    if args.command == "card":
        from judge.card_command import cmd_card

        return cmd_card(args)
    if args.command == "draft":
        from judge.draft_command import cmd_draft

        return cmd_draft(args)
    if args.command == "deck":
        from judge.deck_command import cmd_deck

        return cmd_deck(args)
    if args.command == "site":
        from judge.site.command import cmd_site

        return cmd_site(args)
    if args.command == "cards":
        from judge import cards_command

        return getattr(cards_command, f"cmd_{args.cards_command}")(args)
    if args.command in ("run", "check", "schema"):
        from judge.scenario import commands as scenario_commands

        return getattr(scenario_commands, f"cmd_{args.command}")(args)
    if args.command == "rules":
        from rules_index import edition_commands

        return getattr(edition_commands, f"cmd_{args.rules_command}")(args)
    from rules_index import commands

    return getattr(commands, f"cmd_{args.command}")(args)
