"""`judge run`, `judge check`, `judge schema`."""

from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from rules_index.errors import say

from . import limits
from .problems import ScenarioError


def _emit(data) -> None:
    import json  # only with --json

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _bad(exc: ScenarioError) -> int:
    """Bad input: one line on standard error, exit status 2 (README, "Exit status")."""
    say(exc.line())
    return 2


def render_final(final: dict) -> list[str]:
    lines = [f"final position: day {final['day']} · {final['phase']}" + (" (done)" if final["phase_done"] else "")
             + f" · first player {final['first_player']}"
             + (" · tiebreakers (the Arena)" if final["tiebreakers"] else "")]
    for name, p in final["players"].items():
        lines.append(f"  {name}: hero expedition in region {p['hero expedition at']} {p['hero expedition']}, "
                     f"companion expedition in region {p['companion expedition at']} {p['companion expedition']}"
                     + (f" · Ascended: {', '.join(p['ascended'])}" if p.get("ascended") else ""))
        zones = ", ".join(f"{z} {v}" for z, v in p.items() if z in ("hand", "deck", "reserve", "discard", "landmarks") and v)
        if zones:
            lines.append(f"    {zones}")
    lines.append(f"  winner: {final['winner']}" if final["winner"] else "  no winner yet")
    return lines


def edition_citer(name: str | None):
    """(the edition chosen, how a built-in id is cited in it or None): `--edition`, else the
    user's default (`judge config edition`), else the built-in edition."""
    from rules_index.cite import citer
    from rules_index.commands import check_edition_name

    edition = check_edition_name(name)
    return edition, citer(edition)


def cmd_run(args) -> int:
    from .run import run

    if not args.file.strip():
        say("judge run: an empty path: name a scenario file")
        return 2
    edition, cite = edition_citer(getattr(args, "edition", None))
    try:
        result = run(args.file, edition)
    except ScenarioError as exc:
        return _bad(exc)
    _record([result])
    if getattr(args, "html", False) or getattr(args, "markdown", False):
        from rules_index.cache import View

        from ..site.handout import Handout

        handout = Handout(result, edition, cite, View())
        sys.stdout.write(handout.html() if args.html else handout.markdown() + "\n")
    elif args.json:
        _emit(result.to_dict(cite) | ({"edition": edition} if cite else {}))
    else:
        print(f"ruling: {result.ruling}" if result.has_expectations else f"scenario: {result.ruling}")
        if result.edition:
            print(f"set in: {result.edition}")
        if cite and result.rules:
            print(f"rules, in {edition}: {', '.join(cite(r) for r in result.rules)}")
        print(result.game.trace.render(cite=cite))
        print("\n".join(render_final(result.to_dict()["final"])))
        if result.stopped:
            print(_stop_line(result))
        for f in result.failures:
            print(f"{result.file}:{f.line}: expected {f.expectation!r}; actual: {f.actual}")
        for c in result.unused_choices:
            print(f"{result.file}: a choice given and never used: {c}")
        if result.has_expectations:
            print("ruling holds" if result.passed else "RULING FAILS")
    if result.stopped and not result.failures and not result.has_expectations:
        # a scenario that cannot go on without an answer the file does not give: its one line
        say(_stop_line(result))
        return 2
    return 0 if result.passed or not result.has_expectations else 1


def _record(results: list) -> None:
    """Tell the rules index which files of the corpus are rulings and which rules they name,
    as read now: `judge rule X` lists them without reading the corpus (rules_index/rulings.py)."""
    from rules_index import rulings

    rulings.record({r.file: (list(r.rules) if r.has_expectations else None) for r in results})


def _stop_line(result) -> str:
    from .problems import one_line

    where = f"{result.file}:{result.stopped_line}: " if result.stopped_line else f"{result.file}: "
    return one_line(f"{where}{result.stopped}")


def scenario_files(paths: list[str]) -> list[Path]:
    """The files named, and the .yaml/.yml files under the folders named (symbolic links to
    folders are not followed: a link loop would never end). More than MAX_FILES is refused, not
    cut short: a check that ran part of a folder must not pass for the whole of it."""
    from .problems import Problem

    out: list[Path] = []
    for p in paths or ["scenarios"]:
        path = Path(p)
        if path.is_dir():
            found: list[Path] = []
            for root, dirs, files in os.walk(path):
                dirs.sort()
                found += [Path(root) / f for f in files if f.endswith((".yaml", ".yml"))]
                if len(found) > limits.MAX_FILES:
                    raise ScenarioError([Problem(str(path), None, f"more than {limits.MAX_FILES} scenario files: "
                                                 "judge check takes a smaller folder")])
            out += sorted(found, key=lambda f: (f.suffix != ".yaml", f))
        else:
            out.append(path)
    return out


# A top-level `expect:` key, as hand-written files have it: enough to know a ruling without
# parsing the file (parsing it all costs more than running it).
_EXPECT_KEY = re.compile(r"^(?:expect|\"expect\"|'expect')[ \t]*:", re.M)


def is_ruling_file(path: Path) -> bool:
    """A scenario with expectations is a ruling; base positions are not run on their own. A file
    that cannot be read or parsed counts as a ruling, so that running it reports the problem."""
    from .problems import read_text

    try:
        text = read_text(path)  # bounded: a regular file, at most 1 MB, UTF-8
    except ScenarioError:
        return True
    if _EXPECT_KEY.search(text):
        return True
    from .yamlfile import parse_yaml

    try:
        data, _ = parse_yaml(text, str(path))
    except ScenarioError:
        return True
    return not isinstance(data, dict) or bool(data.get("expect"))


def cmd_check(args) -> int:
    from ..enums import Edition
    from .run import run

    if any(not p.strip() for p in args.paths):
        say("judge check: an empty path: name scenario files or folders (none: scenarios/)")
        return 2
    named = [Path(p) for p in args.paths if not Path(p).is_dir()]
    edition, cite = edition_citer(getattr(args, "edition", None))
    try:
        found = scenario_files(args.paths)
    except ScenarioError as exc:
        return _bad(exc)
    files = [f for f in found if f in named or is_ruling_file(f)]
    mechanics = Edition.of(edition).value
    rows, errors, results = [], [], []
    for f in files:
        try:
            r = run(f, edition)
        except ScenarioError as exc:
            errors.append(exc)
            continue
        results.append(r)
        if not r.has_expectations and f not in named:
            continue  # `expect: []`: a base position, not a ruling
        status = "ok" if r.passed else "FAIL"
        row = {"file": str(f), "status": status, "ruling": r.ruling, "detail": "" if r.passed else _why(r)}
        if r.edition:
            row["set_in_edition"] = r.edition
            if r.edition != mechanics:  # set in another edition: would its outcome change in this one?
                row["in_" + mechanics] = _played_there(f, edition)
        if cite:  # the ruling's rules, as that edition numbers them (none: no counterpart there)
            row["rules"] = {rid: cite(rid) for rid in r.rules}
        rows.append(row)
    _record(results)
    if errors:
        return _bad_files(errors, len(rows))
    if not rows:
        say(f"judge: no rulings in {' '.join(args.paths) or 'scenarios'}")
        return 2
    failed = sum(1 for r in rows if r["status"] != "ok")
    lacking = [r for r in rows if cite and any(c.startswith("builtin ") for c in r["rules"].values())]
    elsewhere = [r for r in rows if r.get("set_in_edition", mechanics) != mechanics]
    changing = [r for r in elsewhere if r["in_" + mechanics].startswith("changes")]
    unknown = [r for r in elsewhere if r["in_" + mechanics].startswith("not modelled")]
    if args.json:
        _emit({"rulings": rows, "passed": len(rows) - failed, "failed": failed, "mechanics": mechanics,
               "set_in_another_edition": len(elsewhere), "outcome_changes": len(changing),
               "not_modelled_there": len(unknown)}
              | ({"edition": edition, "citing_rules_without_counterpart": len(lacking)} if cite else {}))
    else:
        for r in rows:
            line = f"{r['status']:<5} {r['file']}"
            if r["detail"]:
                line += f"  — {r['detail']}"
            if r.get("set_in_edition", mechanics) != mechanics:
                line += f"  [set in {r['set_in_edition']}; in {mechanics}: {r['in_' + mechanics]}]"
            print(line)
        print(f"{len(rows) - failed} passed, {failed} failed")
        if elsewhere:
            print(f"{len(elsewhere)} of the rulings are set in another edition and were played in it; "
                  f"in {mechanics}, {len(changing)} of them change outcome"
                  + (f" and the engine does not model {len(unknown)}" if unknown else ""))
        if cite:
            print(f"rules cited in {edition}; {len(lacking)} of the rulings name a rule with no counterpart there "
                  "(--json lists each ruling's rules)")
    return 1 if failed else 0


def _played_there(f: Path, edition: str) -> str:
    """A ruling set in one edition, played by the rules of `edition`: "holds", "changes: why", or
    "not modelled: why" (the engine stops where that edition would go on)."""
    from .run import run

    try:
        other = run(f, edition, override=True)
    except ScenarioError as exc:  # e.g. an object its expectations name is never made there
        return "changes: " + exc.problems[0].message
    if other.passed:
        return "holds"
    if other.stopped and "not modelled" in other.stopped:
        return "not modelled: " + _why(other)
    return "changes: " + _why(other)


def _why(r) -> str:
    """Why a ruling did not hold: its stop, its first failed expectation, or a choice never used."""
    if r.stopped:
        return r.stopped
    if r.failures:
        return f"expected {r.failures[0].expectation!r}, actual {r.failures[0].actual}"
    return f"unused choice {r.unused_choices[0]}"


def _bad_files(errors: list[ScenarioError], others: int) -> int:
    """Malformed files are bad input, whatever the rulings did: the first file's line, then how
    many more files are malformed; nothing on standard output (README, "Exit status")."""
    line = errors[0].line()
    if len(errors) > 1:
        line += f"; and {len(errors) - 1} more malformed file{'s' if len(errors) > 2 else ''}: " + \
            ", ".join(e.problems[0].file for e in errors[1:4]) + (", ..." if len(errors) > 4 else "")
    if others:
        line += f" (judge check: {others} other ruling{'s' if others != 1 else ''} not reported)"
    say(line)
    return 2


def cmd_schema(args) -> int:
    from .model import Scenario

    schema = Scenario.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "altered-judge scenario"
    _emit(schema)
    return 0
