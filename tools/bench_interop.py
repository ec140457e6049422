#!/usr/bin/env python3
"""bench.py's `interop` part: each game's rule core against OpenSpiel's Python
tic-tac-toe, random playouts, in one run (1.0 = as fast).

    python tools/bench.py interop
    python tools/bench_interop.py [--rounds 5] [--game codes ...]

What counts, the same work on both sides:
- OpenSpiel (`open_spiel.python.games.tic_tac_toe`, loaded as
  pyspiel.load_game("python_tic_tac_toe")): a playout is `new_initial_state()`,
  then until `is_terminal()`: `legal_actions()`, a random choice,
  `apply_action()`.
- Ours: a playout is the game's new State (`spec.new(setup)`), then until
  `over`, what the headless runner does for random seats (core/headless.py):
  the table's own actor asked once (`actor.step(state, None)`, its action
  applied as SYSTEM when it acts), `min(to_act())`, `legal_actions(seat)`,
  a random choice and the State's `apply(seat, action)` (with its gate and
  `check`, as any caller gets). The Match's record and the bots' views are
  left out: OpenSpiel's playout builds neither. An action is one apply, the
  actor's included.
Random choices come from a seeded random.Random; each round plays other seeds
(round r: the job's seeds plus 1000 r), so answers the rules keep between
matches (Codes' no-undo bars, say) help only as much as in real play. Time
is CPU time (time.process_time). Each game's player count is timed right
after a stretch of tic-tac-toe and its ratio taken to that stretch, round
after round; each figure is the median over the rounds, so a shared
machine's load, which comes and goes, falls on both alike.

Then the per-action cost early and late in one long match per game (largest
table): the same step as above, and the acting seat's `view()` (a bot's
input), at actions 0-99 and 1,000-1,099 (or the last 100 when the match ends
sooner); the mean over those 100 actions of each action's least CPU time in
three plays of the same match.
"""
from __future__ import annotations

import os
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# (players, seeds) per game: every player count the game is usually played
# with, a few seeds each; about a tenth of a second of play per entry
JOBS: dict[str, list[tuple[int, tuple[int, ...]]]] = {
    "codes": [(2, (0, 1, 2)), (4, (0, 1, 2)), (8, (0, 1, 2, 3, 4, 5))],
    "bananas": [(2, (0, 1)), (4, (0,))],
    "junkyard": [(2, (0, 1, 2)), (4, (0, 1, 2)), (6, (0, 1, 2))],
    "treefort": [(2, (0, 1, 2, 3)), (4, (0,)), (8, (0,))],
    "bot255": [(2, (0, 1)), (4, (0,)), (6, (0,))],
}
TTT_PLAYOUTS = 600       # about 0.15 s of tic-tac-toe before each timed job
WINDOW = 100
LATE = 1000


def ttt_playouts(n: int, seed: int) -> tuple[int, float]:
    """Actions and CPU seconds of `n` random playouts of OpenSpiel's Python tic-tac-toe."""
    # (open_spiel has no type hints; importing the module registers the game)
    import pyspiel  # type: ignore[import-untyped,unused-ignore]
    from open_spiel.python.games import tic_tac_toe  # type: ignore  # noqa: F401
    game = pyspiel.load_game("python_tic_tac_toe")
    rng = random.Random(seed)
    actions = 0
    t0 = time.process_time()
    for _ in range(n):
        state = game.new_initial_state()
        while not state.is_terminal():
            state.apply_action(rng.choice(state.legal_actions()))
            actions += 1
    return actions, time.process_time() - t0


def playout(spec: Any, setup: Any, rng: random.Random,
            on_action: Callable[[Any, int], None] | None = None) -> int:
    """One random playout of our game, as the headless runner drives random
    seats; `on_action(state, k)` before each action (the late/early timer)."""
    from game.core.seats import SYSTEM
    state = spec.new(setup)
    actor = spec.system_actor
    n = 0
    while not state.over:
        if actor is not None:
            tick = actor.step(state, None)
            if tick is not None:
                state.apply(SYSTEM, tick)
                n += 1
                if state.over:
                    break
        seat = min(state.to_act())
        state.apply(seat, rng.choice(state.legal_actions(seat)))
        n += 1
    return n


def game_job(game: str, players: int, seeds: tuple[int, ...],
             offset: int = 0) -> tuple[int, float]:
    """Actions and CPU seconds of random playouts with these seeds (plus `offset`)."""
    from game.core import registry
    from game.core.state import Setup
    spec = registry.spec(game)
    actions = 0
    t0 = time.process_time()
    for seed in seeds:
        seed += offset
        actions += playout(spec, Setup(game, ("random",) * players, seed), random.Random(seed))
    return actions, time.process_time() - t0


def ratios(rounds: int = 5, games: tuple[str, ...] = ()) -> dict[str, Any]:
    """{'ttt': actions/s, game: {players: ratio, 'all': ratio, 'rate': actions/s}}:
    each job is timed right after a stretch of tic-tac-toe, and its ratio is
    taken to that stretch (load that comes and goes falls on both alike); a
    game's 'all' is its jobs' ratios weighted by their actions; the figures
    are medians over `rounds` rounds."""
    chosen = [g for g in JOBS if not games or g in games]
    ttt: list[float] = []
    per: dict[tuple[str, int], list[float]] = {}
    total: dict[str, list[float]] = {}
    rate: dict[str, list[float]] = {}
    ttt_playouts(100, 0)                                   # warm-up: imports, caches
    for g in chosen:
        game_job(g, JOBS[g][0][0], JOBS[g][0][1][:1], offset=10**6)
    for r in range(rounds):
        for g in chosen:
            acts, secs, weighted = 0, 0.0, 0.0
            for players, seeds in JOBS[g]:
                ta, tt = ttt_playouts(TTT_PLAYOUTS, r)
                # each round plays other matches: answers the rules keep
                # (Codes' no-undo bars, say) help only as much as in real play
                ga, gt = game_job(g, players, seeds, offset=1000 * r)
                ttt.append(ta / tt)
                ratio = (ga / gt) / (ta / tt)
                per.setdefault((g, players), []).append(ratio)
                acts, secs, weighted = acts + ga, secs + gt, weighted + ga * ratio
            # the game's figure: its jobs' ratios, weighted by their actions
            total.setdefault(g, []).append(weighted / acts)
            rate.setdefault(g, []).append(acts / secs)
    out: dict[str, Any] = {"ttt": statistics.median(ttt)}
    for g in chosen:
        out[g] = {p: statistics.median(per[(g, p)]) for p, _ in JOBS[g]}
        out[g]["all"] = statistics.median(total[g])
        out[g]["rate"] = statistics.median(rate[g])
    return out


def _long_setup(spec: Any) -> Any:
    from game.core.state import Setup
    # Codes: a long code makes random play last to the safety stop
    variants = ("code=8",) if spec.id == "codes" else ()
    return Setup(spec.id, ("random",) * spec.max_players, 1, None, variants)


def per_action(game: str, repeats: int = 3) -> tuple[int, list[float], list[float | None]]:
    """(actions played, step µs, view µs) for every action of one long match
    (view None for the table's own actions: no seat decides those). The match
    is played `repeats` times (the same actions each time) and each action's
    least time kept: a busy machine only ever adds time."""
    runs = [_per_action(game) for _ in range(repeats)]
    n = runs[0][0]
    steps = [min(r[1][k] for r in runs) for k in range(n)]
    views = [None if runs[0][2][k] is None else min(r[2][k] for r in runs)  # type: ignore[type-var]
             for k in range(n)]
    return n, steps, views


def _per_action(game: str) -> tuple[int, list[float], list[float | None]]:
    from game.core import registry
    from game.core.seats import SYSTEM
    spec = registry.spec(game)
    state = spec.new(_long_setup(spec))
    actor = spec.system_actor
    rng = random.Random(1)
    steps: list[float] = []
    views: list[float | None] = []
    clock = time.process_time
    while not state.over and len(steps) < LATE + WINDOW:
        t0 = clock()
        tick = actor.step(state, None) if actor is not None else None
        if tick is not None:
            state.apply(SYSTEM, tick)
            views.append(None)
        else:
            seat = min(state.to_act())
            t1 = clock()
            state.view(seat)
            t2 = clock()
            views.append(t2 - t1)
            state.apply(seat, rng.choice(state.legal_actions(seat)))
            t0 += t2 - t1
        steps.append(clock() - t0)
    return len(steps), [s * 1e6 for s in steps], [None if v is None else v * 1e6 for v in views]


def _mean(xs: list[Any]) -> float:
    got = [x for x in xs if x is not None]
    return statistics.mean(got) if got else 0.0


def bench_interop(row: Callable[[str, str], None] | None = None, rounds: int = 5,
                  games: tuple[str, ...] = ()) -> dict[str, Any]:
    row = row or (lambda name, value: print(f"  {name}: {value}", flush=True))
    print(f"interop: random playouts against OpenSpiel's Python tic-tac-toe, CPU time, "
          f"median of {rounds} interleaved rounds (1.0 = as fast)", flush=True)
    r = ratios(rounds, games)
    row("interop: OpenSpiel python_tic_tac_toe", f"{r['ttt']:,.0f} actions/s")
    for g in JOBS:
        if g not in r:
            continue
        parts = ", ".join(f"{p}p {r[g][p]:.2f}" for p, _ in JOBS[g])
        row(f"interop: {g} / tic-tac-toe", f"{r[g]['all']:.2f} "
            f"({r[g]['rate']:,.0f} actions/s; {parts})")
    for g in JOBS:
        if g not in r:
            continue
        n, steps, views = per_action(g)
        late = LATE if n >= LATE + WINDOW else n - WINDOW
        if late < WINDOW:
            row(f"interop: {g} per action", f"the match ended after {n} actions")
            continue
        mean = _mean
        row(f"interop: {g} per action, actions 0-{WINDOW - 1} vs {late}-{late + WINDOW - 1}",
            f"step {mean(steps[:WINDOW]):.0f} µs vs {mean(steps[late:late + WINDOW]):.0f} µs; "
            f"view {mean(views[:WINDOW]):.0f} µs vs {mean(views[late:late + WINDOW]):.0f} µs")
    return r


if __name__ == "__main__":
    import argparse
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--game", action="append", choices=list(JOBS))
    args = ap.parse_args()
    bench_interop(rounds=args.rounds, games=tuple(args.game or ()))
