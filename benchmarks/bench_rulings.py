"""How long a ruling takes: load and run one, and the whole corpus, in process.

    python benchmarks/bench_rulings.py [--repeat N]

Prints the median time to load (parse YAML, validate, build the position) and run (steps,
expectations) one ruling, the slowest ruling, and the whole corpus, next to the time the same
process takes to parse the same files as plain YAML (the floor any scenario format pays).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5)
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    import yaml

    from judge.scenario.commands import is_ruling_file, scenario_files
    from judge.scenario.run import run

    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # the parser the scenario loader uses
    files = [f for f in scenario_files([str(ROOT / "scenarios")]) if is_ruling_file(f)]
    run(files[0])  # warm: imports, the rules index cache
    per_file: dict[Path, list[float]] = {f: [] for f in files}
    corpus, yaml_only = [], []
    for _ in range(args.repeat):
        t0 = time.perf_counter()
        for f in files:
            t = time.perf_counter()
            result = run(f)
            per_file[f].append(time.perf_counter() - t)
            assert result.passed, f
        corpus.append(time.perf_counter() - t0)
        t0 = time.perf_counter()
        for f in files:
            yaml.load(f.read_text(encoding="utf-8"), Loader=loader)
        yaml_only.append(time.perf_counter() - t0)
    medians = {f: statistics.median(ts) for f, ts in per_file.items()}
    one = statistics.median(medians.values())
    slow = max(medians, key=medians.get)
    print(f"rulings: {len(files)}")
    print(f"one ruling, load and run       median {one * 1000:.2f} ms")
    print(f"slowest ruling                 {medians[slow] * 1000:.2f} ms ({slow.relative_to(ROOT)})")
    print(f"whole corpus                   median {statistics.median(corpus) * 1000:.0f} ms over {args.repeat} runs")
    print(f"  the same files as plain YAML {statistics.median(yaml_only) * 1000:.0f} ms "
          f"(ratio {statistics.median(corpus) / statistics.median(yaml_only):.1f} x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
