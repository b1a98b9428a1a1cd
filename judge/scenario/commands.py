"""`judge run`, `judge check`, `judge schema`."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from .load import ScenarioError


def _emit(data) -> None:
    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def _bad(exc: ScenarioError) -> int:
    for p in exc.problems:
        sys.stderr.write(f"{p}\n")
    return 2


def render_final(final: dict) -> list[str]:
    lines = [f"final position: day {final['day']} · {final['phase']}" + (" (done)" if final["phase_done"] else "")
             + f" · first player {final['first_player']}"
             + (" · tiebreakers (the Arena)" if final["tiebreakers"] else "")]
    for name, p in final["players"].items():
        lines.append(f"  {name}: hero expedition in region {p['hero expedition at']} {p['hero expedition']}, "
                     f"companion expedition in region {p['companion expedition at']} {p['companion expedition']}")
        zones = ", ".join(f"{z} {v}" for z, v in p.items() if z in ("hand", "deck", "reserve", "discard", "landmarks") and v)
        if zones:
            lines.append(f"    {zones}")
    lines.append(f"  winner: {final['winner']}" if final["winner"] else "  no winner yet")
    return lines


def cmd_run(args) -> int:
    from .run import run

    try:
        result = run(args.file)
    except ScenarioError as exc:
        return _bad(exc)
    if args.json:
        _emit(result.to_dict())
    else:
        print(f"ruling: {result.ruling}" if result.has_expectations else f"scenario: {result.ruling}")
        print(result.game.trace.render())
        print("\n".join(render_final(result.to_dict()["final"])))
        if result.stopped:
            where = f"{result.file}:{result.stopped_line}: " if result.stopped_line else ""
            print(f"{where}{result.stopped}")
        for f in result.failures:
            print(f"{result.file}:{f.line}: expected {f.expectation!r}; actual: {f.actual}")
        for c in result.unused_choices:
            print(f"{result.file}: a choice given and never used: {c}")
        if result.has_expectations:
            print("ruling holds" if result.passed else "RULING FAILS")
    if result.stopped and not result.failures:
        return 2 if not result.has_expectations else 1
    return 0 if result.passed or not result.has_expectations else 1


def scenario_files(paths: list[str]) -> list[Path]:
    out = []
    for p in paths or ["scenarios"]:
        path = Path(p)
        if path.is_dir():
            out += sorted(path.rglob("*.yaml")) + sorted(path.rglob("*.yml"))
        else:
            out.append(path)
    return out


def is_ruling_file(path: Path) -> bool:
    """A scenario with expectations is a ruling; base positions are not run on their own."""
    import yaml

    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except Exception:
        return True  # let the run report the problem
    return not isinstance(data, dict) or bool(data.get("expect"))


def cmd_check(args) -> int:
    from .run import run

    files = [f for f in scenario_files(args.paths) if is_ruling_file(f)]
    if not files:
        sys.stderr.write(f"judge: no rulings in {' '.join(args.paths) or 'scenarios'}\n")
        return 2
    rows, bad = [], 0
    for f in files:
        try:
            r = run(f)
            status = "ok" if r.passed else "FAIL"
            detail = "" if r.passed else (r.stopped or (f"expected {r.failures[0].expectation!r}, actual {r.failures[0].actual}" if r.failures else f"unused choice {r.unused_choices[0]}"))
            rows.append({"file": str(f), "status": status, "ruling": r.ruling, "detail": detail})
        except ScenarioError as exc:
            bad += 1
            rows.append({"file": str(f), "status": "ERROR", "ruling": "", "detail": str(exc.problems[0])})
    failed = sum(1 for r in rows if r["status"] != "ok")
    if args.json:
        _emit({"rulings": rows, "passed": len(rows) - failed, "failed": failed})
    else:
        for r in rows:
            line = f"{r['status']:<5} {r['file']}"
            if r["detail"]:
                line += f"  — {r['detail']}"
            print(line)
        print(f"{len(rows) - failed} passed, {failed} failed")
    if bad:
        return 2  # malformed files: bad input, whatever else failed
    return 1 if failed else 0


def cmd_schema(args) -> int:
    from .model import Scenario

    schema = Scenario.model_json_schema(by_alias=True)
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    schema["title"] = "altered-judge scenario"
    _emit(schema)
    return 0
