"""Search speed of the rules index, and the time to build it.

    python benchmarks/bench_lookup.py

1. In-process search on the built-in edition over the questions of tests/data/questions.yaml,
   median and worst time per query. Target: at most 2 ms per query.
2. For information: the time to build the index from the sources (first use after a change).

Start-up of the commands, against `python -c pass`, is benchmarks/bench_startup.py.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    sys.path.insert(0, str(ROOT))
    from rules_index import cache

    t = time.perf_counter()
    cache.rebuild()
    build = time.perf_counter() - t

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
    med, worst = statistics.median(per_query) * 1000, max(per_query) * 1000
    print(f"search, in process       median {med:.3f} ms, worst {worst:.3f} ms per query over {len(questions)} questions"
          f"   (target <= 2 ms: {'ok' if worst <= 2 else 'MISSED'})")
    print(f"search + best sentence   median {statistics.median(per_full) * 1000:.3f} ms, worst {max(per_full) * 1000:.3f} ms")
    return 0 if worst <= 2 else 1


if __name__ == "__main__":
    sys.exit(main())
