"""Going Bananas soak: many random-bot matches, checked at every step.

    python tools/soak.py [--matches 10000] [--procs 2] [--seed 0] [--fast] [--max-rounds 30]
    python tools/soak.py arena --seats hard,random --level 1 [--matches 200]

soak: matches of random bots (`game.ai.bananas` "random") through the core's
`headless.play` (level 7's clock is the rules' system actor), cycling through every level
1-7 and player count 2-4 (every 5th match the players lay the jungle). Every
action is checked with the fuzz tests' invariants (banana conservation,
positions, secret events, views); every match must end; every record is
replayed through `Match.replay` from its JSONL text (with --fast, every 10th)
and must reproduce bit for bit. Prints matches/s per level and every failure
with its seed; exit status 1 on any failure.

arena: bot against bot (seats alternate between matches), win rates and the
decision times of each kind.
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def match_setup(i: int, seed0: int, max_rounds: int = 30):
    from game.core.state import Setup
    level = 1 + i % 7
    players = 2 + (i // 7) % 3
    variants = [f"level={level}", f"max_rounds={max_rounds}"]
    if i % 5 == 4:
        variants.append("jungle=players")
    return Setup("bananas", ("random",) * players, seed0 + i, None, tuple(variants)), level


def run_one(args: tuple[int, int, bool, int]) -> tuple[int, int, int, float, str | None]:
    """One match: (index, level, actions, seconds, failure or None)."""
    i, seed0, do_replay, max_rounds = args
    from game.core import headless
    from game.core.match import Match
    from game.core.record import parse
    from tests.support.bananas import check_invariants
    setup, level = match_setup(i, seed0, max_rounds)
    t0 = time.perf_counter()
    try:
        # random bots never read the view, and views are checked by the invariants
        m = headless.play(setup, on_step=lambda m, seat, a, ev: check_invariants(
            m.state, seat, a, ev))
        n = len(m.record.steps)
        st = m.state
        assert st.end_reason in ("trees_empty", "round_limit"), st.end_reason
        assert st.bananas_accounted() == st.total
        if do_replay:
            text = m.record.text()
            again = Match.replay(parse(text))
            assert again.record.text() == text, "the replay differs"
        return i, level, n, time.perf_counter() - t0, None
    except Exception:  # noqa: BLE001 - report, with the seed
        return i, level, 0, time.perf_counter() - t0, (
            f"seed {setup.seed} {setup.seats} {setup.variants}:\n{traceback.format_exc()}")


def soak(ns) -> int:
    jobs = [(i, ns.seed, (not ns.fast) or i % 10 == 0, ns.max_rounds) for i in range(ns.matches)]
    per_level: dict[int, list[float]] = {lv: [0, 0.0, 0] for lv in range(1, 8)}
    failures = []
    t0 = time.perf_counter()
    with mp.Pool(ns.procs) as pool:
        for k, (i, level, n, dt, fail) in enumerate(pool.imap_unordered(run_one, jobs, 8), 1):
            row = per_level[level]
            row[0] += 1
            row[1] += dt
            row[2] += n
            if fail:
                failures.append(fail)
                print("FAIL", fail, flush=True)
            if k % 1000 == 0:
                print(f"  {k} matches, {time.perf_counter() - t0:.0f} s", flush=True)
    wall = time.perf_counter() - t0
    print(f"{ns.matches} random-bot matches (levels 1-7, 2-4 players, seeds "
          f"{ns.seed}..{ns.seed + ns.matches - 1}, max_rounds={ns.max_rounds}) in {wall:.0f} s on {ns.procs} processes: "
          f"{ns.matches / wall:.1f} matches/s; replayed "
          f"{'every 10th' if ns.fast else 'all'}; {len(failures)} failures")
    print("level  matches  matches/s (one process)  actions/match")
    for lv, (cnt, secs, acts) in per_level.items():
        if cnt:
            print(f"  {lv}    {cnt:6d}   {cnt / secs:8.1f}                {acts / cnt:8.0f}")
    return 1 if failures else 0


def arena(ns) -> int:
    import statistics

    import game.ai.bananas as B
    from game.core import headless
    from game.core.state import Setup
    kinds = ns.seats.split(",")
    times: dict[str, list[float]] = {}
    orig = B.BananasBot.choose

    def timed(self, view, legal):
        t = time.perf_counter()
        a = orig(self, view, legal)
        times.setdefault(self.kind, []).append(time.perf_counter() - t)
        return a

    B.BananasBot.choose = timed
    wins = {k: 0.0 for k in kinds}
    rounds = []
    t0 = time.perf_counter()
    for g in range(ns.matches):
        shift = g % len(kinds)  # seats alternate
        seats = tuple(kinds[shift:] + kinds[:shift])
        m = headless.play(Setup("bananas", seats, ns.seed + g, str(ns.level),
                                (f"max_rounds={ns.max_rounds}",)))
        w = m.state.winners()
        for s in w:
            wins[seats[s]] += 1 / len(w)  # a shared win counts as a share
        rounds.append(m.state.round)
        if (g + 1) % 20 == 0:
            print(f"  {g + 1} matches, {time.perf_counter() - t0:.0f} s: "
                  + ", ".join(f"{k} {v:g}" for k, v in wins.items()), flush=True)
    print(f"{ns.matches} matches level {ns.level}, {' vs '.join(kinds)} (seats alternate), "
          f"seeds {ns.seed}..{ns.seed + ns.matches - 1}, max_rounds={ns.max_rounds}, "
          f"{time.perf_counter() - t0:.0f} s, "
          f"{statistics.mean(rounds):.1f} rounds/match")
    for k in kinds:
        print(f"  {k}: {wins[k]:g} wins ({100 * wins[k] / ns.matches:.1f}%)")
    for k, v in sorted(times.items()):
        v.sort()
        print(f"  {k} decision time: n={len(v)} p50 {1000 * v[len(v) // 2]:.1f} ms, "
              f"p95 {1000 * v[int(len(v) * 0.95)]:.1f} ms, max {1000 * v[-1]:.0f} ms")
    return 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", nargs="?", default="soak", choices=("soak", "arena"))
    ap.add_argument("--matches", type=int, default=None)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-rounds", type=int, default=30,
                    help="soak: the round limit (random bots rarely empty the trees)")
    ap.add_argument("--fast", action="store_true", help="replay only every 10th record")
    ap.add_argument("--seats", default="hard,random", help="arena: bot kinds, one per seat")
    ap.add_argument("--level", type=int, default=1, help="arena: level 1-7")
    ns = ap.parse_args(argv)
    if ns.mode == "arena":
        ns.matches = ns.matches or 200
        return arena(ns)
    ns.matches = ns.matches or 10_000
    return soak(ns)


if __name__ == "__main__":
    sys.exit(main())
