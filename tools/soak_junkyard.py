"""Spank the Monkey soak: many random matches, checked after every action.

    python tools/soak_junkyard.py [--matches 10000] [--procs 2] [--seed 0]

Cycles through 2-6 players and every mix of the four optional rules. After
every action: all 120 cards are somewhere, each once (pile, discard, hands,
towers); every height equals the dots in its tower; the monkey is within
1-25. Every match must end; every record is replayed from its JSON Lines text
and must come out bit for bit the same. Prints matches/s per player count,
how matches ended, and every failure with its seed; exit status 1 on any.

Not a tournament (random moves checked after every action, not bots), so it
stays outside the arena; bot tournaments are `python -m game arena`.
"""
from __future__ import annotations

import argparse
import itertools
import multiprocessing as mp
import random
import sys
import time
import traceback
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

OPTIONS = ("random_start", "lively_monkey", "frightening", "no_limit")
MIXES = [c for k in range(5) for c in itertools.combinations(OPTIONS, k)]


def run_one(args: tuple[int, int]) -> tuple[int, int, int, float, str, str | None]:
    """(index, players, actions, seconds, end reason, failure or None)."""
    i, seed0 = args
    from game.core.match import Match
    from game.core.record import parse
    from game.core.state import Setup
    from game.rules.junkyard.deck import card
    players = 2 + i % 5
    setup = Setup("junkyard", ("random",) * players, seed0 + i, None, MIXES[i % len(MIXES)])
    rng = random.Random(seed0 + i)
    t0 = time.perf_counter()
    try:
        m = Match(setup)
        while not m.over:
            seat = rng.choice(sorted(m.state.to_act()))
            m.apply(seat, rng.choice(m.state.legal_actions(seat)))
            s = m.state
            s.yard.check()
            assert len(s.yard.cards.all_cards()) == 120
            assert 1 <= s.yard.monkey <= 25
            assert s.view(None)["heights"] == [sum(card(f.junk).height for f in t)
                                               for t in s.yard.towers]
        text = m.record.text()
        assert Match.replay(parse(text)).record.text() == text, "the record does not replay"
        return i, players, len(m.record.steps), time.perf_counter() - t0, \
            str(m.state.end_reason), None
    except Exception:
        return i, players, 0, time.perf_counter() - t0, "error", \
            f"seed {seed0 + i}: {traceback.format_exc()}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--matches", type=int, default=10_000)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    a = ap.parse_args(argv)
    t0 = time.perf_counter()
    jobs = [(i, a.seed) for i in range(a.matches)]
    with mp.Pool(a.procs) as pool:
        results = pool.map(run_one, jobs, chunksize=25)
    wall = time.perf_counter() - t0
    fails = [r[5] for r in results if r[5]]
    by_n: dict[int, list[tuple[int, float]]] = {}
    ends = Counter(r[4] for r in results)
    for _, n, acts, secs, _, _ in results:
        by_n.setdefault(n, []).append((acts, secs))
    print(f"{a.matches} matches in {wall:.0f} s on {a.procs} processes, "
          f"{len(fails)} failures; endings: {dict(ends)}")
    print("players  matches  actions/match  matches/s (one core, with checks and replay)")
    for n in sorted(by_n):
        rows = by_n[n]
        secs = sum(s for _, s in rows)
        print(f"{n:7d}  {len(rows):7d}  {sum(x for x, _ in rows) / len(rows):13.0f}  "
              f"{len(rows) / secs:9.1f}")
    for f in fails[:10]:
        print(f)
    return 1 if fails else 0


if __name__ == "__main__":
    raise SystemExit(main())
