"""How long `judge site build` takes, and how large its pages are.

    python benchmarks/bench_site.py [--runs 3] [--home DIR]

Each figure is a whole build in a new process (`judge site build`) into a scratch folder, of
every edition the home holds (the default home, or --home: a home with v5.0 imported gives the
issue's "built-in edition and v5.0"), the index cache already built (a first build after a change
of the code pays for the index too, as any first query does). The rulings run on every core;
the same build on one process is run side by side as the baseline, alternating run by run, and
the ratio printed. The issue-15 goal: at most 5 s, no page over 100 KB.
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
GOAL_SECONDS = 5.0
PAGE_LIMIT = 100_000


def build(out: Path, workers: int | None, env: dict) -> float:
    code = ("import sys; from judge.site.build import build; "
            f"build({str(out)!r}, workers={workers!r})")
    start = time.perf_counter()
    subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, check=True)
    return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--home", help="ALTERED_JUDGE_HOME to read editions from (default: yours)")
    args = ap.parse_args()
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    if args.home:
        env["ALTERED_JUDGE_HOME"] = args.home
    # where bytecode is not written (PYTHONDONTWRITEBYTECODE), each process would compile every module
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "judge"), str(ROOT / "rules_index")],
                   check=False, stdout=subprocess.DEVNULL)
    scratch = Path(tempfile.mkdtemp(prefix="bench-site-"))
    try:
        subprocess.run([sys.executable, "-m", "judge.cli", "rule", "1.1"], cwd=ROOT, env=env, check=True,
                       stdout=subprocess.DEVNULL)  # the index cache, built once before timing
        times: dict[str, list[float]] = {"every core": [], "one process": []}
        for i in range(args.runs):
            for name, workers in (("every core", None), ("one process", 1)):
                times[name].append(build(scratch / f"{i}-{workers}", workers, env))
        pages = list((scratch / f"0-None").rglob("*.html"))
        sizes = sorted((p.stat().st_size, p) for p in pages)
        total = sum(s for s, _ in sizes) + sum(p.stat().st_size for p in (scratch / "0-None").rglob("*.js"))
        med = {k: statistics.median(v) for k, v in times.items()}
        editions = sorted(p.name for p in (scratch / "0-None").iterdir() if (p / "index.html").exists()
                          and p.name not in ("rulings", "cards", "diff"))
        print(f"site of {', '.join(editions)}: {len(pages)} pages, {total / 1e6:.1f} MB with the search index; "
              f"largest page {sizes[-1][1].relative_to(scratch / '0-None')} ({sizes[-1][0] / 1000:.0f} KB)")
        for name, secs in med.items():
            goal = "" if secs <= GOAL_SECONDS else f"   (goal <= {GOAL_SECONDS:.0f} s: missed)"
            print(f"  {name:>12}: {secs:5.2f} s (median of {args.runs}: {', '.join(f'{t:.2f}' for t in times[name])}){goal}")
        print(f"  ratio: {med['every core'] / med['one process']:.2f} (every core / one process)")
        ok = med["every core"] <= GOAL_SECONDS and sizes[-1][0] <= PAGE_LIMIT
        return 0 if ok else 1
    finally:
        shutil.rmtree(scratch, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
