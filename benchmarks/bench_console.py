"""The console on a mid-game position: one step, one undo, and what 1,000 undo points hold.

    python benchmarks/bench_console.py [--repeat N]

Opens scenarios/game/full-game-from-setup-to-a-winner.yaml in a console session (which
replays its steps), goes back to day 2's Afternoon once both players have passed (two Giants in
play, cards in every zone), then times one step, `until night` (the Afternoon ends, Dusk's
Progress moves and reveals) and
`back` (undo it), alternately, and reports the medians next to the target of 5 ms each. Then
it makes 1,000 undo points and measures the memory they hold (tracemalloc).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=200)
    args = ap.parse_args()
    sys.path.insert(0, str(ROOT))
    from judge.console.session import Session

    s = Session.open(str(ROOT / "scenarios/game/full-game-from-setup-to-a-winner.yaml"))
    while not (s.game.state.day == 2 and s.game.state.phase == "afternoon" and len(s.game.state.passed) == 2):
        if s.execute("back").startswith("nothing"):
            raise SystemExit("could not reach the mid-game position")
    where = s.status()
    steps, undos = [], []
    for _ in range(args.repeat):
        t = time.perf_counter()
        out = s.execute("until night")
        steps.append(time.perf_counter() - t)
        assert not out.startswith(("refused", "stopped", "error")), out
        t = time.perf_counter()
        s.execute("back")
        undos.append(time.perf_counter() - t)
    step_ms, undo_ms = statistics.median(steps) * 1000, statistics.median(undos) * 1000

    tracemalloc.start()
    base = tracemalloc.get_traced_memory()[0]
    for i in range(1000):
        s.execute(f"set first player {'alice' if i % 2 else 'bob'}")  # a correction: one undo point each
    held = tracemalloc.get_traced_memory()[0] - base
    tracemalloc.stop()

    print(f"position: {where} (the full-game ruling, day 2)")
    print(f"one step (until night: Progress)          median {step_ms:.2f} ms over {args.repeat}  (target < 5 ms: {'ok' if step_ms < 5 else 'MISSED'})")
    print(f"one undo (back)                            median {undo_ms:.2f} ms over {args.repeat}  (target < 5 ms: {'ok' if undo_ms < 5 else 'MISSED'})")
    print(f"1,000 undo points hold                     {held / 1e6:.1f} MB ({held / 1000 / 1024:.1f} KiB each)")
    return 0 if step_ms < 5 and undo_ms < 5 else 1


if __name__ == "__main__":
    sys.exit(main())
