"""Random self-play speed: the median time of a whole random game and the time per action and
per trace event, through the library (`Game.new`, `legal_actions`, `apply`), as
../shared/checks/game_api.py times it, with the corpus of rulings as the per-event figure's
second witness.

    python benchmarks/bench_selfplay.py [--games 30] [--repeat 3] [--against REV]

`--against REV` plays the same random games with the engine of another commit (a temporary git
worktree) side by side: the two alternate, run by run, so that the machine's drift falls on both,
and the ratio of the best runs is printed.

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
if "--root" in sys.argv:  # another commit's engine (--against): its package first on the path
    ROOT = Path(sys.argv[sys.argv.index("--root") + 1]).resolve()
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


def _side_by_side(rev: str, games: int, repeat: int) -> int:
    import json
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        other = Path(tmp) / "other"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(other), rev], check=True)
        try:
            runs: dict[str, list] = {"this tree": [], rev: []}
            for i in range(repeat):
                order = [("this tree", ROOT), (rev, other)]
                for name, root in order if i % 2 == 0 else reversed(order):
                    out = subprocess.run([sys.executable, __file__, "--games-only", "--games", str(games), "--root", str(root)],
                                         capture_output=True, text=True, check=True).stdout
                    runs[name].append(json.loads(out))
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(other)], check=False)
    best = {name: min(r, key=lambda x: x[0]) for name, r in runs.items()}
    for name, (game, action, event) in best.items():
        print(f"{name:>12}: random game {game:6.1f} ms (median of {games}), {action:6.1f} µs per action, "
              f"{event:5.1f} µs per trace event   [runs: {', '.join(f'{r[0]:.1f}' for r in runs[name])}]")
    a, b = best["this tree"], best[rev]
    print(f"       ratio: {a[0] / b[0]:.2f} per game, {a[1] / b[1]:.2f} per action (this tree / {rev}; best of {repeat} runs each, alternated)")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=30)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--against", metavar="REV", help="another commit, played side by side")
    ap.add_argument("--games-only", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--root", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.against:
        return _side_by_side(args.against, args.games, max(2, args.repeat))
    random_games(2)  # imports, the catalog
    if args.games_only:
        import json

        print(json.dumps(random_games(args.games)))
        return 0
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
