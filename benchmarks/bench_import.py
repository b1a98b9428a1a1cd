"""How long `judge rules import` takes for the v5.0 PDF, by how many editions the store holds.

    python benchmarks/bench_import.py [--stored 0,1,3,5] [--runs 3] [--against REV]

Each figure is a whole `judge rules import` in a new process (reading the PDF, parsing it,
storing it and building the index the first query reads), into a scratch home (a temporary
ALTERED_JUDGE_HOME) that already holds the built-in edition's index and N copies of the v5.0
edition under other names (the store is made once per tree and size, and copied for each run). The median (and the fastest) of `--runs` imports is printed per store size, with its
ratio to the import into a store of the built-in edition alone: the issue-14 goal is at most 5 s
whatever the store holds. `--against REV` measures another commit the same way (a temporary git
worktree), alternating with this tree run by run, and prints the ratio of the two.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PDF = ROOT.parent / "shared" / "rules" / "Altered_Comprehensive_Rules_5.0.pdf"
GOAL_SECONDS = 5.0


def judge(root: Path, home: Path, *args: str) -> float:
    env = dict(os.environ, ALTERED_JUDGE_HOME=str(home), PYTHONPATH=str(root))
    start = time.perf_counter()
    subprocess.run([sys.executable, "-m", "judge.cli", *args], cwd=root, env=env, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return time.perf_counter() - start


def store_with(root: Path, stored: int) -> Path:
    """A scratch home with the built-in index built and `stored` copies of v5.0 imported."""
    home = Path(tempfile.mkdtemp(prefix="bench-import-"))
    judge(root, home, "rule", "1.1")
    for i in range(stored):
        judge(root, home, "rules", "import", str(PDF), "--edition", f"stored-{i}")
    return home


def measure(root: Path, store: Path) -> float:
    """One import into a copy of the store (made once per tree and size: each run starts from the
    same store, and a run costs one import, not N+1)."""
    home = Path(tempfile.mkdtemp(prefix="bench-import-run-")) / "home"
    shutil.copytree(store, home, symlinks=True)
    try:
        return judge(root, home, "rules", "import", str(PDF), "--edition", "measured")
    finally:
        shutil.rmtree(home.parent, ignore_errors=True)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--stored", default="0,1,3,5", help="store sizes, comma-separated (default 0,1,3,5)")
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--against", metavar="REV", help="another commit, measured side by side")
    args = ap.parse_args()
    if not PDF.exists():
        print(f"no {PDF}: the benchmark imports the v5.0 PDF from ../shared", file=sys.stderr)
        return 2
    sizes = [int(s) for s in args.stored.split(",")]
    trees = {"this tree": ROOT}
    other = None
    if args.against:
        other = Path(tempfile.mkdtemp(prefix="bench-import-rev-")) / "tree"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(other), args.against], check=True)
        trees[args.against] = other
    for root in trees.values():
        # each process would otherwise compile every module again where bytecode is not written
        # (PYTHONDONTWRITEBYTECODE): a cost of the machine, not of the import, and not the same for both trees
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(root / "judge"), str(root / "rules_index")],
                       check=False, stdout=subprocess.DEVNULL)
    stores: list[Path] = []
    try:
        medians: dict[str, dict[int, float]] = {name: {} for name in trees}
        fastest: dict[str, dict[int, float]] = {name: {} for name in trees}
        for n in sizes:
            runs: dict[str, list[float]] = {name: [] for name in trees}
            store = {name: store_with(root, n) for name, root in trees.items()}
            stores.extend(store.values())
            for _ in range(args.runs):
                for name, root in trees.items():  # alternated: the machine's drift falls on both
                    runs[name].append(measure(root, store[name]))
            for name in trees:
                medians[name][n] = statistics.median(runs[name])
                fastest[name][n] = min(runs[name])
        base = sizes[0]
        for name, by_size in medians.items():
            for n, secs in by_size.items():
                line = f"{name:>12}: {n} editions stored: import {secs:5.2f} s (median of {args.runs}; fastest {fastest[name][n]:.2f} s)"
                line += f"   ratio to {base} stored: {secs / by_size[base]:.2f}"
                line += "" if secs <= GOAL_SECONDS else f"   (goal <= {GOAL_SECONDS:.0f} s: missed)"
                print(line)
        if other is not None:
            for n in sizes:
                print(f"       ratio: {n} stored: {medians['this tree'][n] / medians[args.against][n]:.2f} "
                      f"(this tree / {args.against}; fastest runs: "
                      f"{fastest['this tree'][n] / fastest[args.against][n]:.2f})")
        return 0 if all(s <= GOAL_SECONDS for s in medians["this tree"].values()) else 1
    finally:
        for store in stores:
            shutil.rmtree(store, ignore_errors=True)
        if other is not None:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(other)], check=False)
            shutil.rmtree(other.parent, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
