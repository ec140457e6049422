#!/usr/bin/env python3
"""How the bot255 card game plays with bots: figures from headless matches.

    python tools/bot255_stats.py                          # everything, defaults below
    python tools/bot255_stats.py --parts pairs --matches 50
    python tools/bot255_stats.py --parts rounds --difficulty average --players 2 3 4

Parts:
  pairs   --matches 2-player matches (one round each) for each pairing: hard
          vs random, hard vs easy, medium vs easy (more with --pair a:b),
          seats swapped every other match; win rates (a tie shares the win).
  rounds  --round-matches matches of --rounds rounds with medium and hard
          bots for each player count: turns a round lasts (a turn is one
          player's turn: median, 10th and 90th percentiles), rounds that
          reach the safety stop, how a round's winner scored, runs a round.
  seats   --seat-matches one-round matches for each player count with one
          human among medium bots, the human played by a stand-in bot
          (--human, easy by default: a child): the turns each seat gets a
          round, how often the human's seat gets none, and the Steal Turn
          questions the human would answer a round, with and without the
          card (only the ones with it are asked: a lone human who cannot
          steal is not asked, issue 21).
  times   the decision times of the bots in those matches: median, 95th
          percentile and max in milliseconds (wall clock: they depend on the
          machine and its load; the bots count work, never time).
  budget  every program question hard bots ask in --budget-matches
          three-player matches, asked again with ten times the work: is
          hard's budget enough to take every bit left when the search can?

Seeds are fixed (`--seed`), so the results are the same on any machine;
`--procs` processes play the matches.

The pairs part is an arena tournament for each pairing (`game.arena.api`:
the same seeds and seats as before the arena, with 95% intervals now); the
arena's own table of one pairing:
    python -m game arena --game bot255 --pairing hard:random --matches 200 --seed 1 \
        --variant difficulty=average --variant rounds=1
The rounds, seats and budget parts are not tournaments (turns within rounds,
one stand-in human's Steal Turn questions, a search asked again) and stay
here, as do the decision times (wall clock, which arena results never see:
the times part now covers the rounds and seats matches only).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PAIRS = (("hard", "random"), ("hard", "easy"), ("medium", "easy"))


def pct(values: Sequence[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(-(-p * len(s) // 100)) - 1))] if s else 0.0


def play_one(job: tuple[tuple[str, ...], int, tuple[str, ...]]) -> dict[str, Any]:
    seats, seed, variants = job
    from game.core.headless import make_bots
    from game.core.match import Match
    from game.core.state import Setup
    setup = Setup("bot255", seats, seed, None, variants)
    m = Match(setup)
    bots = make_bots(setup)
    times: dict[str, list[float]] = {}
    rounds: list[dict[str, Any]] = []
    n = len(seats)

    def fresh(first: list[int]) -> dict[str, Any]:
        seat_turns = [0] * n
        for s in first:
            seat_turns[s] += 1
        return {"turns": len(first), "runs": 0, "seat_turns": seat_turns, "asked": [0, 0]}
    cur = fresh([int(e["seat"]) for e in m.state.opening if e.kind == "turn"])
    while not m.over:
        seat = min(m.state.to_act())
        view, legal = m.state.view(seat), m.state.legal_actions(seat)
        t = time.perf_counter()
        action = bots[seat].choose(view, legal)
        times.setdefault(seats[seat], []).append((time.perf_counter() - t) * 1000)
        if seat == 0 and view["step"] == "react":    # [without the card, with it]
            cur["asked"][int(len(legal) > 1)] += 1
        new_round: list[int] | None = None
        for e in m.apply(seat, action):
            if e.kind == "turn":
                if new_round is not None:
                    new_round.append(int(e["seat"]))
                    continue
                cur["turns"] += 1
                cur["seat_turns"][int(e["seat"])] += 1
            elif e.kind == "ran" and e.to is None:
                cur["runs"] += 1
            elif e.kind == "round_over":
                rounds.append({"turns": cur["turns"], "runs": cur["runs"], "why": e["why"],
                               "winner_points": (e["points"][e["winner"]]
                                                 if e["winner"] is not None else None),
                               "seat_turns": cur["seat_turns"], "asked": cur["asked"]})
                new_round = []
        if new_round is not None:
            cur = fresh(new_round)
    return {"seats": seats, "winners": m.state.winners(), "rounds": rounds, "times": times,
            "scores": m.state.scores()}


class RoundTurns:
    """Each arena result's `extra`: the turns of every round, from the record
    (a turn event is a turn of the round under way; round_over closes it)."""

    def done(self, match) -> dict[str, Any]:
        rec = match.record
        turns, cur = [], 0
        for e in list(rec.opening) + [e for st in rec.steps for e in st.events]:
            if e.get("event") == "turn":
                cur += 1
            elif e.get("event") == "round_over":
                turns.append(cur)
                cur = 0
        return {"round_turns": turns}


def run_jobs(jobs: list, procs: int) -> list[dict[str, Any]]:
    if procs <= 1:
        return [play_one(j) for j in jobs]
    with Pool(procs) as pool:
        return pool.map(play_one, jobs, chunksize=1)


def pairs(args, variants, out_times) -> None:
    pairings = list(PAIRS) + [tuple(p.split(":")) for p in args.pair]
    print(f"## Pairs: {args.matches} two-player matches of one round each, "
          f"{args.difficulty} worlds")
    print("| pairing | first wins (95% interval) | second wins | turns a round (median) |")
    print("|---|---|---|---|")
    from game.arena.api import tournament
    for a, b in pairings:
        # the arena rotates the seats: (a, b), (b, a), ... on seeds seed, seed+1, ...
        t = tournament("bot255", [(a, b)], args.matches, args.seed,
                       variants=variants + ("rounds=1",), procs=args.procs, watch=RoundTurns)
        if t.summary["errors"]:
            raise SystemExit(f"a match failed: {t.summary['errors'][0]}")
        turns = [x for r in t.results for x in r["extra"]["round_turns"]]
        n = len(t.results)
        if a == b:
            print(f"| {a} vs {b} | {n} matches | | {statistics.median(turns)} |")
        else:
            ra, rb = t.summary["bots"][a], t.summary["bots"][b]
            print(f"| {a} vs {b} | {100 * ra['rate']:.1f}% ({100 * ra['low']:.0f}-"
                  f"{100 * ra['high']:.0f}) | {100 * rb['rate']:.1f}% ({100 * rb['low']:.0f}-"
                  f"{100 * rb['high']:.0f}) | {statistics.median(turns)} |")
    print()


def rounds_part(args, variants, out_times) -> None:
    print(f"## Rounds: {args.round_matches} matches of {args.rounds} rounds a player count, "
          f"medium and hard bots taking turns in the seats, {args.difficulty} worlds")
    print("| players | rounds | turns a round: median (p10-p90) | turns a player | "
          "safety stops | runs a round | winner's points (median) |")
    print("|---|---|---|---|---|---|---|")
    for n in args.players:
        jobs = []
        for k in range(args.round_matches):
            seats = tuple(("medium", "hard")[(i + k) % 2] for i in range(n))
            jobs.append((seats, args.seed + 1000 * n + k,
                         variants + (f"rounds={args.rounds}",)))
        res = run_jobs(jobs, args.procs)
        rs = [x for r in res for x in r["rounds"]]
        for r in res:
            for kind, ts in r["times"].items():
                out_times.setdefault(kind, []).extend(ts)
        turns = [x["turns"] for x in rs]
        safety = sum(1 for x in rs if x["why"] == "turns")
        pts = [x["winner_points"] for x in rs if x["winner_points"] is not None]
        print(f"| {n} | {len(rs)} | {statistics.median(turns)} ({pct(turns, 10)}-"
              f"{pct(turns, 90)}) | {statistics.median(turns) / n:.1f} | {safety} | "
              f"{statistics.mean(x['runs'] for x in rs):.1f} | "
              f"{statistics.median(pts) if pts else '-'} |")
    print()


def seats_part(args, variants, out_times) -> None:
    print(f"## One human among bots: {args.seat_matches} one-round matches a player count, "
          f"the human's seat (seat 0) played by {args.human}, the others medium, "
          f"{args.difficulty} worlds")
    print("| players | rounds | human's turns a round: median (p10-p90) | rounds the human "
          "gets no turn | a bot seat's turns (mean) | Steal Turn questions a round: without "
          "the card / with it |")
    print("|---|---|---|---|---|---|")
    for n in args.players:
        jobs = []
        for k in range(args.seat_matches):
            seats = (args.human,) + ("medium",) * (n - 1)
            jobs.append((seats, args.seed + 7000 + 100 * n + k, variants + ("rounds=1",)))
        res = run_jobs(jobs, args.procs)
        rs = [x for r in res for x in r["rounds"]]
        for r in res:
            for kind, ts in r["times"].items():
                out_times.setdefault(kind, []).extend(ts)
        mine = [x["seat_turns"][0] for x in rs]
        others = [t for x in rs for t in x["seat_turns"][1:]]
        none = sum(1 for t in mine if t == 0)
        without = statistics.mean(x["asked"][0] for x in rs)
        with_card = statistics.mean(x["asked"][1] for x in rs)
        print(f"| {n} | {len(rs)} | {statistics.median(mine)} ({pct(mine, 10)}-"
              f"{pct(mine, 90)}) | {none} ({100 * none / len(rs):.0f}%) | "
              f"{statistics.mean(others):.1f} | {without:.1f} / {with_card:.1f} |")
    print()


def times_part(out_times) -> None:
    print("## Decision times (ms, wall clock on this machine)")
    print("| bot | decisions | median | p95 | max |")
    print("|---|---|---|---|---|")
    for kind in ("random", "easy", "medium", "hard"):
        ts = out_times.get(kind)
        if ts:
            print(f"| {kind} | {len(ts)} | {statistics.median(ts):.1f} | {pct(ts, 95):.1f} | "
                  f"{max(ts):.1f} |")
    print()


def budget_part(args, variants) -> None:
    """Is hard's budget enough? Every program question the hard bots ask in
    --budget-matches three-player matches, asked again with ten times the
    work: how often each takes every bit the bot has left."""
    import game.ai.bot255 as bots_module
    from game.ai.base import Work
    from game.core.headless import make_bots
    from game.core.match import Match
    from game.core.state import Setup
    asked: list[tuple[Any, ...]] = []
    real = bots_module.best_program

    def recording(world, bot, library, memory, work):
        asked.append((world, bot, library, memory))
        return real(world, bot, library, memory, work)

    bots_module.best_program = recording
    try:
        for k in range(args.budget_matches):
            setup = Setup("bot255", ("hard",) * 3, args.seed + 300 + k, None, variants)
            m, bots = Match(setup), make_bots(setup)
            while not m.over:
                seat = min(m.state.to_act())
                m.apply(seat, bots[seat].choose(m.state.view(seat), m.state.legal_actions(seat)))
    finally:
        bots_module.best_program = real
    questions = list(dict.fromkeys(asked))
    hard = bots_module.PROFILES["hard"].work
    every = {hard: 0, 10 * hard: 0}
    more = 0
    for world, bot, library, memory in questions:
        left = len(bot.left(world))
        got = {w: real(world, bot, library, memory, Work(w)).bits for w in every}
        for w in every:
            every[w] += got[w] == left
        more += got[10 * hard] > got[hard]
    print(f"## Hard's budget: {len(questions)} questions from {args.budget_matches} "
          f"three-player matches of hard bots")
    print(f"every bit left taken: {every[hard]} with hard's {hard:,} units, "
          f"{every[10 * hard]} with {10 * hard:,}; more bits with ten times the work: {more}")
    print()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--parts", nargs="*", default=["pairs", "rounds", "times"])
    ap.add_argument("--matches", type=int, default=200, help="matches per pairing")
    ap.add_argument("--pair", action="append", default=[], help="another pairing, a:b")
    ap.add_argument("--round-matches", type=int, default=40, help="matches per player count")
    ap.add_argument("--rounds", type=int, default=3, choices=(1, 2, 3, 5))
    ap.add_argument("--players", type=int, nargs="*", default=[2, 3, 4, 5, 6])
    ap.add_argument("--difficulty", default="average",
                    choices=("simple", "average", "difficult"))
    ap.add_argument("--seat-matches", type=int, default=30,
                    help="matches per player count for the seats part")
    ap.add_argument("--human", default="easy", help="the bot that stands in for the human")
    ap.add_argument("--budget-matches", type=int, default=6, help="matches for the budget part")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--procs", type=int, default=min(2, os.cpu_count() or 1))
    args = ap.parse_args(argv)
    variants: tuple[str, ...] = ()
    if args.difficulty != "simple":
        variants = (f"difficulty={args.difficulty}",)
    times: dict[str, list[float]] = {}
    start = time.time()
    if "pairs" in args.parts:
        pairs(args, variants, times)
    if "rounds" in args.parts:
        rounds_part(args, variants, times)
    if "seats" in args.parts:
        seats_part(args, variants, times)
    if "times" in args.parts:
        times_part(times)
    if "budget" in args.parts:
        budget_part(args, variants)
    print(f"({time.time() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
