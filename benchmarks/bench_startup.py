"""Start-up of every `judge` command a judge runs at the table, against `python -c pass`.

    python benchmarks/bench_startup.py [--runs N] [--corpus-copies N]

Each command runs in a new process, alternately with the baseline (`python -c pass`, the same
interpreter), the index already cached (as after the first use) and byte code written (as on
any machine that ran the command once). Prints the median wall time of each, its ratio to the
baseline and the issue-8 target:

    judge rule 2.1.c                 <= 1.5 x
    judge term Fleeting, search      <= 2 x
    judge card "The Kraken"          <= 2 x
    judge run (a small ruling)       <= 3 x
    judge check (the whole corpus)   < 1 s

Then start-up against the size of the corpus: `judge rule 2.1.c` again with N extra copies of a
ruling in a temporary folder of scenarios/ (removed afterwards): the ratio of the two medians
should be about 1.

The commands are started from the interpreter's own folder (not through a pyenv or other shim),
so the comparison is of Python's start-up against ours. Exit status 1 when a target is missed.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SMALL_RULING = ROOT / "scenarios" / "dusk" / "tie-does-not-move-forward.yaml"

# (label, arguments, target: a ratio to the baseline, or seconds when given as a string)
COMMANDS: list[tuple[str, list[str], float | str]] = [
    ("judge rule 2.1.c", ["rule", "2.1.c"], 1.5),
    ("judge term Fleeting", ["term", "Fleeting"], 2.0),
    ("judge search (a question)", ["search", "what happens if a fleeting character goes to reserve"], 2.0),
    ('judge card "The Kraken"', ["card", "The Kraken"], 2.0),
    ("judge run (a small ruling)", ["run", str(SMALL_RULING)], 3.0),
    ("judge check (whole corpus)", ["check"], "1.0"),
]


def judge_command() -> list[str]:
    script = Path(sysconfig.get_path("scripts")) / "judge"
    return [str(script)] if script.exists() else [sys.executable, "-m", "judge.cli"]


def environment() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # a judge's machine writes byte code once, then reuses it
    return env


def wall(cmd: list[str], env: dict[str, str]) -> float:
    t = time.perf_counter()
    proc = subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=ROOT)
    elapsed = time.perf_counter() - t
    if proc.returncode not in (0, 1):
        raise SystemExit(f"{' '.join(cmd)} exited {proc.returncode}: {proc.stderr.decode()[:300]}")
    return elapsed


def measure(cmd: list[str], baseline: list[str], runs: int, env: dict[str, str]) -> tuple[float, float]:
    for _ in range(3):  # warm: byte code, the index cache, the OS's file cache
        wall(cmd, env)
    base, ours = [], []
    for _ in range(runs):
        base.append(wall(baseline, env))
        ours.append(wall(cmd, env))
    return statistics.median(base), statistics.median(ours)


def corpus_size_effect(judge: list[str], baseline: list[str], runs: int, copies: int, env) -> tuple[float, float]:
    cmd = judge + ["rule", "2.1.c"]
    _, before = measure(cmd, baseline, runs, env)
    extra = ROOT / "scenarios" / "zz-bench-corpus-tmp"
    try:
        extra.mkdir()
        text = SMALL_RULING.read_text(encoding="utf-8")
        for n in range(copies):
            (extra / f"copy-{n:05d}.yaml").write_text(text, encoding="utf-8")
        _, after = measure(cmd, baseline, runs, env)
    finally:
        shutil.rmtree(extra, ignore_errors=True)
    return before, after


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=21)
    ap.add_argument("--corpus-copies", type=int, default=2000)
    args = ap.parse_args()
    env = environment()
    judge = judge_command()
    baseline = [sys.executable, "-c", "pass"]
    missed = 0
    print(f"{'command':<30} {'median':>9} {'baseline':>9} {'ratio':>7}  target")
    for label, argv, target in COMMANDS:
        b, j = measure(judge + argv, baseline, args.runs, env)
        if isinstance(target, str):
            ok = j < float(target)
            goal = f"< {target} s"
        else:
            ok = j / b <= target
            goal = f"<= {target} x"
        missed += not ok
        print(f"{label:<30} {j * 1000:7.1f}ms {b * 1000:7.1f}ms {j / b:6.2f}x  {goal}: {'ok' if ok else 'MISSED'}")
    before, after = corpus_size_effect(judge, baseline, args.runs, args.corpus_copies, env)
    print(f"judge rule 2.1.c with {args.corpus_copies} more rulings in the corpus: "
          f"{after * 1000:.1f} ms against {before * 1000:.1f} ms ({after / before:.2f} x)")
    print(f"({args.runs} runs each, alternating with the baseline; medians)")
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
