#!/usr/bin/env python3
"""How the Treefort Nations bots play: figures from headless bot matches.

    python tools/treefort_stats.py                       # everything, defaults below
    python tools/treefort_stats.py --parts pairs times   # only some parts
    python tools/treefort_stats.py --matches 50 --seat-matches 50 --procs 2
    python tools/treefort_stats.py --variant coins=8     # a rule option for the 2-player matches
    python tools/treefort_stats.py --parts seats --seat-variant coins=12 --seat-matches 40

Parts:
  pairs   --matches 2-player matches for each pairing (hard vs random, hard vs
          easy, medium vs easy; more with --pair a:b), seats swapped every
          other match: win rates (a tie shares the win) with their 95% intervals,
          match length in turns
          (median, 10th and 90th percentiles), why the matches ended.
  times   the decision times of every bot kind in --timed matches of each
          pairing played again in this one process (and in the mixed match): median, 95th percentile and max, in milliseconds
          (wall clock: they depend on the machine and its load, the bots
          themselves count work, never time) and in work units (what the bots
          count: positions evaluated, walks worked out).
  seats   --seat-matches matches with medium bots in every seat for each
          player count 2-8: each seat's share of the wins (a tie shares the
          credit) against the fair share 1/n, how far the best seat is above
          it and the worst below it, why the matches ended and how long they
          were (in turns; the wall-clock seconds a match took are no longer
          shown: arena results carry no clock). These play with
          4 coins a grid unless --seat-variant says otherwise: a 7- or
          8-player match with the usual 12 takes 30-60 s (half of it in the
          rules' own views and legal actions), 200 of them for every count
          would take hours.
  mixed   one 8-seat match of random, easy, medium and hard bots (two each)
          played to the end.

A turn is one player's turn (`turns` counts them); a round is a turn of each
player. Seeds are fixed (`--seed`), so the results are the same on any
machine; `--procs` processes play the matches.

The pairs and seats parts are arena tournaments (`game.arena.api`, the same
seeds and seats as before the arena); the arena's own table of a seat count:
    python -m game arena --game treefort --bots medium --players 5 --matches 200 \
        --seed 5001 --variant coins=4
Turns and why a match ended are the game's own, gathered here from each match.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter, defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PAIRS = (("hard", "random"), ("hard", "easy"), ("medium", "easy"))
MIXED = ("random", "easy", "medium", "hard", "hard", "medium", "easy", "random")


def pct(values: Sequence[float], p: float) -> float:
    """The p-th percentile, nearest rank."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(-(-p * len(s) // 100)) - 1))]


def play_one(job: tuple[tuple[str, ...], int, tuple[str, ...]]) -> dict:
    """One match: who won, why it ended, its length, and every decision's
    time and work by bot kind."""
    seats, seed, variants = job
    from game.core import headless
    from game.core.state import Setup

    setup = Setup("treefort", seats, seed, None, variants)
    bots = headless.make_bots(setup)
    times: dict[str, list[tuple[float, int]]] = defaultdict(list)

    class Timed:
        def __init__(self, kind: str, bot: Any):
            self.kind, self.bot, self.seat = kind, bot, bot.seat

        def choose(self, view, legal):
            t = time.perf_counter()
            a = self.bot.choose(view, legal)
            dt = time.perf_counter() - t
            times[self.kind].append((dt, getattr(self.bot, "last_work", {}).get("work", 0)))
            return a

    t0 = time.perf_counter()
    m = headless.play(setup, bots={s: Timed(seats[s], b) for s, b in bots.items()})
    st: Any = m.state
    return {"seats": seats, "winners": st.winners(), "reason": st.end_reason,
            "turns": st.turns, "scores": st.scores(), "actions": len(m.record.steps),
            "times": dict(times), "seconds": time.perf_counter() - t0}


def reasons_line(res: Sequence[dict]) -> str:
    c = Counter(r["reason"] for r in res)
    return ", ".join(f"{k} {100 * v / len(res):.0f}%" for k, v in c.most_common())


class Ending:
    """Each arena result's `extra`: turns and why the match ended."""

    def done(self, match) -> dict:
        st: Any = match.state
        return {"reason": st.end_reason, "turns": st.turns}


def arena(lineup: tuple[str, ...], matches: int, seed: int, variants: tuple[str, ...],
          procs: int) -> tuple[list[dict], dict]:
    """One lineup's arena tournament (seats rotate; seeds seed, seed+1, ...):
    each match's seats, winners, turns and end; and the arena's summary."""
    from game.arena.api import tournament
    t = tournament("treefort", [lineup], matches, seed, variants=variants, procs=procs,
                   watch=Ending)
    if t.summary["errors"]:
        raise SystemExit(f"a match failed: {t.summary['errors'][0]}")
    return ([{"seats": tuple(r["seats"]), "winners": r["winners"], **r["extra"]}
             for r in t.results], t.summary)


def interval(d: dict) -> str:
    return f"{100 * d['rate']:.1f}% ({100 * d['low']:.0f}-{100 * d['high']:.0f})"


def part_pairs(procs: int, pairs, matches: int, seed: int, variants: tuple[str, ...]) -> None:
    print(f"## Bot against bot ({matches} 2-player matches each, seats swapped every other "
          f"match{', ' + ' '.join(variants) if variants else ''})\n")
    print("| pairing | first named wins | second named wins | turns: median "
          "| 10th pct | 90th pct | how the matches ended | Elo: first, second |")
    print("|---|---|---|---|---|---|---|---|")
    for a, b in pairs:
        # the arena rotates the seats: (a, b), (b, a), ... on seeds seed+10000, +1, ...
        res, summary = arena((a, b), matches, seed + 10_000, variants, procs)
        bots = summary["bots"]
        wa = wb = 0.0
        for r in res:
            for w in r["winners"]:
                share = 1 / len(r["winners"])
                if a == b:
                    wa, wb = (wa + share, wb) if w == 0 else (wa, wb + share)
                elif r["seats"][w] == a:
                    wa += share
                else:
                    wb += share
        turns = [r["turns"] for r in res]
        label = f"{a} vs {b}" + (" (first player vs second)" if a == b else "")
        firsts = (f"{100 * wa / len(res):.1f}% | {100 * wb / len(res):.1f}%" if a == b else
                  f"{interval(bots[a])} | {interval(bots[b])}")
        elo = "" if a == b else f"{bots[a]['elo']:.0f}, {bots[b]['elo']:.0f}"
        print(f"| {label} | {firsts} "
              f"| {statistics.median(turns):g} | {pct(turns, 10):g} | {pct(turns, 90):g} "
              f"| {reasons_line(res)} | {elo} |", flush=True)
    print()


def part_times(pairs, timed: int, seed: int, variants: tuple[str, ...],
               times: dict[str, list[tuple[float, int]]]) -> None:
    """Wall-clock decision times: outside the arena, whose results never see a
    clock; the first --timed matches of each pairing, in this one process."""
    for a, b in pairs:
        for k in range(timed):
            r = play_one(((a, b) if k % 2 == 0 else (b, a), seed + 10_000 + k, variants))
            for kind, ts in r["times"].items():
                times[kind] += ts
    load = os.getloadavg()[0]
    print(f"## Decision times (every decision of {timed} matches a pairing above, one "
          f"process, and the mixed match if played; load average {load:.2f})\n")
    print("| bot | decisions | median | 95th pct | max | work: median | 95th pct | max |")
    print("|---|---|---|---|---|---|---|---|")
    for kind in ("random", "easy", "medium", "hard"):
        ts = times.get(kind)
        if not ts:
            continue
        ms = [1000 * t for t, _ in ts]
        work = [w for _, w in ts]
        print(f"| {kind} | {len(ms)} | {statistics.median(ms):.1f} ms | {pct(ms, 95):.1f} ms "
              f"| {max(ms):.0f} ms | {statistics.median(work):g} | {pct(work, 95):g} "
              f"| {max(work)} |")
    print(flush=True)


def part_seats(procs: int, matches: int, seed: int, variants: tuple[str, ...],
               counts: Sequence[int]) -> None:
    print(f"## Seats ({matches} matches per player count, medium bots in every seat"
          f"{', ' + ' '.join(variants) if variants else ''})\n")
    print("| players | win share by seat (seat 1 plays first) | fair share | best seat "
          "| worst seat | turns: median | 90th pct | how the matches ended |")
    print("|---|---|---|---|---|---|---|---|")
    worst = 0.0
    for n in counts:
        res, _ = arena(("medium",) * n, matches, seed + 1000 * n, variants, procs)
        wins = [0.0] * n
        for r in res:
            for w in r["winners"]:
                wins[w] += 1 / len(r["winners"])
        shares = [100 * w / len(res) for w in wins]
        fair = 100 / n
        above, below = max(shares) - fair, min(shares) - fair
        worst = max(worst, above, -below)
        turns = [r["turns"] for r in res]
        print(f"| {n} | {' / '.join(f'{x:.1f}%' for x in shares)} | {fair:.1f}% "
              f"| {above:+.1f} points | {below:+.1f} points "
              f"| {statistics.median(turns):g} | {pct(turns, 90):g} "
              f"| {reasons_line(res)} |", flush=True)
    print(f"\nThe furthest any seat is from its fair share: {worst:.1f} points.\n", flush=True)


def part_mixed(seed: int, variants: tuple[str, ...],
               times: dict[str, list[tuple[float, int]]]) -> None:
    r = play_one((MIXED, seed + 77, variants))
    for kind, ts in r["times"].items():
        times[kind] += ts
    names = [f"{k} (seat {s + 1})" for s, k in enumerate(MIXED)]
    print("## One 8-seat match of mixed bots\n")
    print(f"Seats: {', '.join(names)}.\n")
    print(f"Ended: {r['reason']} after {r['turns']} turns ({r['actions']} actions, "
          f"{r['seconds']:.1f} s). Scores: {', '.join(f'{x:g}' for x in r['scores'])}. "
          f"Winners: {', '.join(names[w] for w in r['winners'])}.\n", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--parts", nargs="*", default=["pairs", "seats", "mixed", "times"])
    ap.add_argument("--matches", type=int, default=200, help="matches per pairing")
    ap.add_argument("--pair", action="append", default=[],
                    help="another pairing, e.g. hard:medium (repeatable)")
    ap.add_argument("--seat-matches", type=int, default=200, help="matches per player count")
    ap.add_argument("--players", type=int, nargs="*", default=list(range(2, 9)),
                    help="player counts for `seats`")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--procs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--variant", action="append", default=[],
                    help="a rule option for the pairs and the mixed match, e.g. coins=8 "
                         "(repeatable)")
    ap.add_argument("--seat-variant", action="append", default=None,
                    help="a rule option for the seats part (repeatable; default coins=4)")
    ap.add_argument("--timed", type=int, default=4,
                    help="matches a pairing played again for `times`")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    variants = tuple(args.variant)
    pairs = list(PAIRS) + [tuple(p.split(":")) for p in args.pair]
    times: dict[str, list[tuple[float, int]]] = defaultdict(list)
    for part in args.parts:
        if part == "pairs":
            part_pairs(args.procs, pairs, args.matches, args.seed, variants)
        elif part == "seats":
            seat_variants = tuple(args.seat_variant if args.seat_variant is not None
                                  else ["coins=4"])
            part_seats(args.procs, args.seat_matches, args.seed, seat_variants, args.players)
        elif part == "mixed":
            part_mixed(args.seed, variants, times)
        elif part == "times":
            part_times(pairs, args.timed, args.seed, variants, times)
        else:
            ap.error(f"unknown part {part}")
    print(f"({time.perf_counter() - t0:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
