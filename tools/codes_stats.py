#!/usr/bin/env python3
"""Codes bot matches over every way to play and code length: how many end
with a winner, how many without one (and why), and how long they are.

    python tools/codes_stats.py                           # everything, 20 matches each
    python tools/codes_stats.py --matches 5 --codes 10,12,15 --modes compete
    python tools/codes_stats.py --seats easy,easy,easy --modes coop_guess --procs 2

Plays seeded bot matches (seeds 1..N by default) with the usual rules (no
round limit, so the 200-round safety stop ends a match nobody can finish)
for every mode and code length asked for: 9 coins for codes up to 8, 16
coins for longer ones. Prints one markdown row per mode and code length.
"Without a winner" counts every match that ended with nobody winning:
`safety_stop` (200 rounds), `all_out` (every guesser guessed wrong) and so
on. Nothing here is timed or a pass/fail test; --procs spreads the matches
over processes (the numbers do not depend on it).

Each row is an arena tournament (`game.arena.api`: seats rotate between
matches when they differ, seeds from --seed on); the arena's own table of
the same matches is, for one row:

    python -m game arena --game codes --pairing easy:easy --matches 20 --seed 1 \
        --variant mode=compete --variant code=4

What the arena does not count is kept here: rounds (the game's own unit; the
arena counts actions) and the reasons a match ended without a winner.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from collections import Counter
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.arena.api import tournament  # noqa: E402
from game.arena.plan import per_lineup  # noqa: E402

MODES = ("compete", "coop", "coop_guess")
CODES = (4, 5, 6, 7, 8, 10, 12, 15)


def variants(mode: str, code: int) -> tuple[str, ...]:
    out = [f"mode={mode}", f"code={code}"]
    if code > 8:
        out.append("coins=16")
    return tuple(out)


class Rounds:
    """The rounds a match lasted (each arena result's `extra`)."""

    def done(self, match: Any) -> dict[str, int]:
        return {"round": match.state.round}


def row(seats: tuple[str, ...], mode: str, code: int, matches: int, seed: int,
        procs: int) -> list[tuple[str | None, bool, int]]:
    """(end reason, won, rounds) of each match of one row, in seed order."""
    t = tournament("codes", [seats], matches, seed, variants=variants(mode, code),
                   procs=procs, watch=Rounds)
    if t.summary["errors"]:
        raise SystemExit(f"a match failed: {t.summary['errors'][0]}")
    return [(r["end"], bool(r["winners"]), r["extra"]["round"]) for r in t.results]


def cell(results: list[tuple[str | None, bool, int]]) -> dict:
    n = len(results)
    rounds = sorted(r for _, _, r in results)
    why = Counter(reason for reason, won, _ in results if not won)
    return {"n": n, "won": sum(won for _, won, _ in results) / n,
            "why": ", ".join(f"{k} {v}" for k, v in sorted(why.items())),
            "median": statistics.median(rounds), "max": rounds[-1]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--seats", default="easy,easy", help="bot kinds, one per seat")
    ap.add_argument("--modes", default=",".join(MODES))
    ap.add_argument("--codes", default=",".join(map(str, CODES)))
    ap.add_argument("--matches", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1, help="the first seed")
    ap.add_argument("--procs", type=int, default=1)
    args = ap.parse_args(argv)
    seats = tuple(args.seats.split(","))
    modes = args.modes.split(",")
    try:
        codes = [int(c) for c in args.codes.split(",")]
    except ValueError:
        ap.error("--codes takes whole numbers separated by commas, like 4,5,8")
    if bad := [m for m in modes if m not in MODES]:
        ap.error(f"unknown mode {bad[0]!r}: pick from {', '.join(MODES)}")
    if bad_c := [c for c in codes if c not in CODES]:
        ap.error(f"no code length {bad_c[0]}: pick from {', '.join(map(str, CODES))}")
    if args.matches < 1 or args.procs < 1:
        ap.error("--matches and --procs need at least 1")
    n = per_lineup(args.matches, seats)  # seats rotate: a multiple of the seats
    print(f"{n} matches per row, seats {','.join(seats)}"
          f"{' (rotating)' if len(set(seats)) > 1 else ''}, seeds {args.seed}.."
          f"{args.seed + n - 1}, no round limit (safety stop after 200 rounds)")
    print()
    print("| mode | code | coins | with a winner | without (why) | rounds: median | max |")
    print("|---|---|---|---|---|---|---|")
    for mode in modes:
        for code in codes:
            c = cell(row(seats, mode, code, args.matches, args.seed, args.procs))
            print(f"| {mode} | {code} | {16 if code > 8 else 9} | {c['won']:.0%} | "
                  f"{1 - c['won']:.0%}{' (' + c['why'] + ')' if c['why'] else ''} | "
                  f"{c['median']:g} | {c['max']} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
