"""Start-up and search speed of the rules index, measured against a baseline in the same run.

    python benchmarks/bench_lookup.py [--runs N]

1. `judge rule 2.1.c` in a new process (the index already cached, as after the first use),
   median wall time, side by side with `python -c pass` run alternately with it.
   Target: at most 2.5 x the baseline.
2. In-process search on the built-in edition over the questions of tests/data/questions.yaml,
   median and worst time per query. Target: at most 2 ms per query.
3. For information: the time to build the index from the sources (first use after a change).

Both commands are started from the interpreter's own folder (not through a pyenv or other
shim), so the comparison is of Python start-up against our start-up.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import sysconfig
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def judge_command() -> list[str]:
    script = Path(sysconfig.get_path("scripts")) / "judge"
    return [str(script)] if script.exists() else [sys.executable, "-m", "judge.cli"]


def wall(cmd: list[str]) -> float:
    t = time.perf_counter()
    subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return time.perf_counter() - t


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=31)
    args = ap.parse_args()

    sys.path.insert(0, str(ROOT))
    from rules_index import cache

    t = time.perf_counter()
    cache.rebuild()
    build = time.perf_counter() - t

    judge = judge_command() + ["rule", "2.1.c"]
    baseline = [sys.executable, "-c", "pass"]
    wall(judge)  # warm the OS file cache
    base_t, judge_t = [], []
    for _ in range(args.runs):
        base_t.append(wall(baseline))
        judge_t.append(wall(judge))
    b, j = statistics.median(base_t), statistics.median(judge_t)

    import yaml

    from rules_index.cache import View
    from rules_index.commands import run_search
    from rules_index.search import search

    questions = [q["q"] for q in yaml.safe_load((ROOT / "tests/data/questions.yaml").read_text())]
    view = View()
    index = view.search_index("builtin")
    per_query, per_full = [], []
    for q in questions:
        t = time.perf_counter()
        search(index, q, 10)
        per_query.append(time.perf_counter() - t)
        t = time.perf_counter()
        run_search(view, "builtin", q, 5)
        per_full.append(time.perf_counter() - t)

    print(f"editions loaded: {', '.join(view.order)}")
    print(f"index build (sources -> graph -> cache): {build * 1000:.0f} ms")
    print(f"python -c pass           median {b * 1000:6.1f} ms  ({args.runs} runs)")
    print(f"judge rule 2.1.c (cold)  median {j * 1000:6.1f} ms  ({args.runs} runs)")
    ratio = j / b
    print(f"ratio                    {ratio:.2f} x   (target <= 2.5 x: {'ok' if ratio <= 2.5 else 'MISSED'})")
    med, worst = statistics.median(per_query) * 1000, max(per_query) * 1000
    print(f"search, in process       median {med:.3f} ms, worst {worst:.3f} ms per query over {len(questions)} questions"
          f"   (target <= 2 ms: {'ok' if worst <= 2 else 'MISSED'})")
    print(f"search + best sentence   median {statistics.median(per_full) * 1000:.3f} ms, worst {max(per_full) * 1000:.3f} ms")
    return 0 if ratio <= 2.5 and worst <= 2 else 1


if __name__ == "__main__":
    sys.exit(main())
