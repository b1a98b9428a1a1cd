"""How often search puts the answering rule first, and in the first three, for questions in
players' voices (tests/data/player_questions/, answers completed by the pooled judgments of
tests/data/player_judgments.yaml): per style and per edition, beside a plain BM25 over the same
texts, and the time per query in process (the search, and what it says the edition does not
cover, as `judge search` does both).

    python benchmarks/bench_search_quality.py [--misses]

The v5.0 edition is read from the user's data (`judge rules import ...`); when it is not there
it is imported from ../shared/rules into a temporary home for the run. The plain BM25 is the
baseline the issue measured against: one field (heading, text, examples and remarks), the same
stems, no synonyms, no pairs, no spelling correction. Exit status 1 when search answers fewer
than 95% in the first three, or takes more than 2 ms per query (median) in process.
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import tempfile
import time
from collections import Counter, defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
V5_PDF = ROOT.parent / "shared" / "rules" / "Altered_Comprehensive_Rules_5.0.pdf"


def plain_bm25(ed: dict):
    """A function query -> ids, BM25 (k1 1.2, b 0.75) over each rule's and page section's text."""
    from rules_index.text import stems

    docs, tfs, lengths = [], [], []
    for kind in ("rules", "sections"):
        for rid, rec in ed[kind].items():
            text = " ".join([rec["heading"], rec["text"]] + [n["text"] for n in rec["examples"] + rec["remarks"]])
            st = stems(text)
            if not rec["text"]:
                continue
            docs.append(rid)
            tfs.append(Counter(st))
            lengths.append(len(st))
    df = Counter(t for tf in tfs for t in tf)
    n, avg = len(docs), sum(lengths) / len(lengths)
    idf = {t: math.log(1 + (n - d + 0.5) / (d + 0.5)) for t, d in df.items()}
    postings = defaultdict(list)
    for i, tf in enumerate(tfs):
        for t, c in tf.items():
            postings[t].append((i, c))

    def ranked(q: str) -> list[str]:
        scores: dict[int, float] = defaultdict(float)
        for t in set(stems(q)):
            for i, c in postings.get(t, ()):
                scores[i] += idf[t] * c * 2.2 / (c + 1.2 * (0.25 + 0.75 * lengths[i] / avg))
        return [docs[i] for i, _ in sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))[:10]]

    return ranked


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--misses", action="store_true", help="list the questions missed")
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from rules_index import editions

    if "v5.0" not in editions.imported_names():
        if not V5_PDF.exists():
            print(f"no v5.0 edition and no {V5_PDF}: import one first", file=sys.stderr)
            return 2
        os.environ["ALTERED_JUDGE_HOME"] = tempfile.mkdtemp(prefix="bench-search-")
        from rules_index.importer import import_file

        editions.save(import_file(V5_PDF))

    from rules_index.cache import View
    from rules_index.search import search
    from tests import search_table as st

    table = st.load()
    view = View()
    failed = False
    print(f"{len(table)} questions in players' voices; answer in the first result (top-1) and the first three (top-3)")
    print(f"{'edition':<9} {'style':<11} {'n':>4} {'top-1':>7} {'top-3':>7}   {'plain BM25 top-1':>16} {'top-3':>7}")
    timings = []
    for name in st.EDITIONS:
        index = view.search_index(name)
        ranked, uncovered = st.searcher(view, name)
        ours, misses = st.evaluate(table, name, ranked, uncovered)
        base, _ = st.evaluate(table, name, plain_bm25(view.edition(name)))
        for style in (*st.STYLES, "all"):
            o, b = ours[style], base[style]
            print(f"{name:<9} {style:<11} {o.n:>4} {o.rate('top1'):>7.1%} {o.rate('top3'):>7.1%}   "
                  f"{b.rate('top1'):>16.1%} {b.rate('top3'):>7.1%}")
        met = ours["all"].rate("top3") >= 0.95
        print(f"{'':<9} the issue's target, top-3 >= 95%: {'ok' if met else 'MISSED'}")
        failed = failed or not met
        flags = st.false_flags(table, name, uncovered)
        print(f"{'':<9} said 'not covered' of a question it covers: {len(flags)}")
        fresh = st.unjudged(table, name, ranked)
        print(f"{'':<9} first-three results nobody has judged (counted as misses; pool and judge them): {len(fresh)}")
        if args.misses:
            for m in misses:
                print("   miss", m)
            for f in flags:
                print("   flag", f)
            for f in fresh:
                print("   unjudged", f)
        for q in table:
            t = time.perf_counter()
            search(index, q["q"], 10)
            uncovered(q["q"])
            timings.append(time.perf_counter() - t)
    med, worst = statistics.median(timings) * 1000, max(timings) * 1000
    print(f"time per query in process: median {med:.3f} ms, worst {worst:.3f} ms over {len(timings)} "
          f"(target: median <= 2 ms: {'ok' if med <= 2 else 'MISSED'})")
    return 1 if failed or med > 2 else 0


if __name__ == "__main__":
    sys.exit(main())
