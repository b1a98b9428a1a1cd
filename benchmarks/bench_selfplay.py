"""Random self-play speed: the median time of a whole random game and the time per action and
per trace event, through the library (`Game.new`, `legal_actions`, `apply`), as
../shared/checks/game_api.py times it, with the corpus of rulings as the per-event figure's
second witness.

    python benchmarks/bench_selfplay.py [--games 30] [--repeat 3]

Prints each figure with its goal and the ratio to it (the issue's goals: a random game at most
30 ms median, at most 15 µs per trace event over the corpus). The best of `--repeat` runs is
kept: the machine's other work only ever adds time.

The per-event goal is the engine's time: the issue's own figures (about 52 µs per event over the
corpus; 210 µs in the two 100-activation rulings, 820 events; 17 µs in the other 3,696) add up
only as the time of the steps, since preparing a file then cost over 0.5 ms a ruling by itself.
Whole runs (each file read, its cached position unpickled, its steps and expectations parsed and
checked) are printed beside it: what `judge check` pays per event.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def random_games(games: int) -> tuple[float, float, float]:
    from judge import Game

    rng = random.Random(11)
    times, actions, events = [], 0, 0
    for i in range(games):
        g = Game.new(players=["alice", "bob"], seed=i)
        n = 0
        start = time.perf_counter()
        while not g.is_over() and n < 3000:
            g.apply(rng.choice(g.legal_actions()))
            n += 1
        times.append(time.perf_counter() - start)
        actions += n
        events += len(g.trace.events)
    return statistics.median(times) * 1000, sum(times) / actions * 1e6, sum(times) / events * 1e6


def corpus() -> tuple[float, int, float, float]:
    """µs per trace event over every ruling of scenarios/, run in this process: whole runs
    (preparing each file: the cached position unpickled, steps and expectations parsed, then the
    steps, then the expectations), and the steps alone; and the slowest ruling's µs per event."""
    from judge.scenario.prepare import play_step
    from judge.scenario.run import prepare, run

    paths = sorted(p for p in (ROOT / "scenarios").rglob("*.yaml") if "base" not in p.parts)
    for p in paths:  # warm: the prepared positions' cache, imports
        run(p)
    start = time.perf_counter()
    events = 0
    for p in paths:
        events += len(run(p).game.trace.events)
    whole = (time.perf_counter() - start) / events * 1e6
    steps_time, worst = 0.0, 0.0
    for p in paths:
        game, steps, *_ = prepare(p)
        mark = len(game.trace.events)
        t = time.perf_counter()
        for step in steps:
            try:
                play_step(game, step)
            except Exception:  # noqa: BLE001 - a ruling that stops: its steps so far count
                break
        spent = time.perf_counter() - t
        steps_time += spent
        made = len(game.trace.events) - mark
        if made >= 50:
            worst = max(worst, spent / made * 1e6)
    return whole, events, steps_time / events * 1e6, worst


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    random_games(2)  # imports, the catalog
    best = min((random_games(args.games) for _ in range(args.repeat)), key=lambda r: r[0])
    per_event, events, steps_only, worst = min((corpus() for _ in range(args.repeat)), key=lambda r: r[0])
    print(f"random game (median of {args.games}):  {best[0]:7.1f} ms   goal 30 ms    ratio {best[0] / 30:.2f}")
    print(f"per action:                    {best[1]:7.1f} µs")
    print(f"per trace event, random games: {best[2]:7.1f} µs")
    print(f"per trace event, corpus steps: {steps_only:7.1f} µs   goal 15 µs    ratio {steps_only / 15:.2f}   ({events} events)")
    print(f"  whole runs (files prepared): {per_event:7.1f} µs")
    print(f"  slowest ruling (≥ 50 events): {worst:6.1f} µs per event")
    return 0


if __name__ == "__main__":
    sys.exit(main())
