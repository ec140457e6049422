#!/usr/bin/env python3
"""The theatre's figures for docs/performance.md (issue 23).

    python tools/bench.py theatre          # or: python tools/bench_theatre.py

- frames while watching each game at 8x (median and p99 wall ms of a whole
  frame: update and a full draw, at 1920x1080 on the dummy driver);
- the time to jump to the end of the longest match of each game (the longest
  of several random-bot matches at the most players), and back to the start;
- the CPU share of a still theatre (paused) and of attract mode, full screen
  in a real X window under Xvfb.
"""
from __future__ import annotations

import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tools"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

GAMES = ("codes", "bananas", "junkyard", "treefort", "bot255")
TRIES = 12


def longest(game: str):
    """The longest of TRIES random-bot matches at the most players."""
    from game.core import registry
    from game.core.state import Setup
    from tests.support.conformance import playout
    n = registry.spec(game).max_players
    if game == "codes":
        n = min(n, 4)
    best = None
    for seed in range(TRIES):
        m = playout(Setup(game, ("random",) * n, seed, None, ()), random.Random(seed))
        if best is None or len(m.record.steps) > len(best.record.steps):
            best = m
    return best


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


def bench_theatre(row, frames: int = 600) -> None:
    from game.core.headless import play
    from game.core.state import Setup
    from game.theatre.launch import open_record
    from tests.support.apphost import make_app
    print("theatre: watching at 8x, jumps over the longest match, still and attract CPU",
          flush=True)
    for game in GAMES:
        # a bot match with real decisions: what a family would watch again
        seats = ("easy",) * (3 if game == "junkyard" else 2)
        m = play(Setup(game, seats, 3, None, ()))
        app = make_app()
        open_record(app, m.record)
        th = app.stack.top
        th.speed_i = 4
        th.toggle_play()
        times = []
        for _ in range(frames):
            if th.at >= th.length and not th.inner.anim.busy:
                th.goto(0)
                th.toggle_play()
            app.last_input = app.time   # every frame drawn whole
            t = time.perf_counter()
            app.frame(1 / 60)
            times.append((time.perf_counter() - t) * 1000)
        row(f"theatre 8x: {game}", f"median {statistics.median(times):.2f} ms, "
            f"p99 {pct(times, 99):.2f} ms over {frames} frames ({th.length} actions)")
    for game in GAMES:
        m = longest(game)
        app = make_app()
        t = time.perf_counter()
        open_record(app, m.record)
        opened = time.perf_counter() - t
        th = app.stack.top
        ends, starts = [], []
        for _ in range(3):
            t = time.perf_counter()
            th.goto(th.length)
            ends.append(time.perf_counter() - t)
            t = time.perf_counter()
            th.goto(0)
            starts.append(time.perf_counter() - t)
        row(f"theatre jumps: {game}", f"{th.length} actions: open {opened * 1000:.0f} ms, "
            f"to the end {min(ends) * 1000:.0f} ms, to the start {min(starts) * 1000:.0f} ms")
    bench_theatre_idle(row)


IDLE_CHILD = r"""
import sys, time
sys.path.insert(0, ".")
from game.app.main import App
from game.theatre import attract
which, seconds = sys.argv[1], float(sys.argv[2])
app = App(windowed=False)
if which == "theatre":
    from game.core.headless import play
    from game.core.state import Setup
    from game.theatre.launch import open_record
    open_record(app, play(Setup("junkyard", ("easy",) * 3, 3, None, ())).record)
    app.stack.top.goto(app.stack.top.length // 2)
else:   # Spank the Monkey's demo: it plays longer than the 25 s measured
    attract.ROTATION.next = attract.demo_games().index("junkyard")
    attract.start(app)
def run(secs):
    end = time.perf_counter() + secs
    while time.perf_counter() < end and app.running:
        app.frame(app.clock.tick(20 if app.still else 60) / 1000)
run(5.0)
c0, t0, d0 = time.process_time(), time.perf_counter(), app.draws
run(seconds)
print(time.process_time() - c0, time.perf_counter() - t0, app.draws - d0,
      type(app.stack.top).__name__)
"""


def bench_theatre_idle(row, seconds: float = 20.0) -> None:
    for which in ("theatre", "attract"):
        cmd = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable, "-c",
               IDLE_CHILD, which, str(seconds)]
        try:
            out = subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True)
        except (OSError, subprocess.CalledProcessError) as exc:
            row(f"theatre idle: {which}", f"not measured ({exc})")
            continue
        cpu, wall, draws = (float(x) for x in out.stdout.split()[-4:-1])
        what = "a still (paused) theatre" if which == "theatre" else "attract mode (playing)"
        row(f"theatre idle: {which}", f"{what}: {100 * cpu / wall:.1f}% of one core, "
            f"{draws / wall:.1f} frames drawn per second")


if __name__ == "__main__":
    bench_theatre(lambda name, value: print(f"  {name}: {value}", flush=True))
