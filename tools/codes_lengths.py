#!/usr/bin/env python3
"""Codes bot matches: how often they end with a winner, and how long they are.

    python tools/codes_lengths.py                      # every pairing, 100 matches each
    python tools/codes_lengths.py --matches 20 hard,hard easy,medium
    python tools/codes_lengths.py --variant two_actions

Plays seeded 2-player bot matches (seeds 1..N, seats swapped every other
match so neither bot always sits first) with the usual rules (no round
limit; the safety stop still applies) plus any --variant, in this one
process. Prints a markdown table per pairing: the share of matches with a
winner, each bot's share of the wins, and the match lengths in turns (median,
90th percentile, max). Nothing here is timed or a pass/fail test.
"""
from __future__ import annotations

import argparse
import statistics
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.core.headless import play
from game.core.state import Setup

PAIRINGS = ("easy,easy", "easy,medium", "easy,hard", "medium,medium", "medium,hard",
            "hard,hard", "hard,random")


def pct(values: list[int], p: float) -> int:
    s = sorted(values)
    return s[min(len(s) - 1, round(p / 100 * (len(s) - 1)))]


def run(pairing: str, matches: int, variants: tuple[str, ...]) -> dict:
    a, b = pairing.split(",")
    winners = 0
    wins = {a: 0.0, b: 0.0} if a != b else {a: 0.0}
    lengths: list[int] = []
    reasons: dict[str, int] = {}
    for k in range(matches):
        seats = (a, b) if k % 2 == 0 else (b, a)
        m = play(Setup("codes", seats, 1 + k, None, variants))
        st = m.state
        w = st.winners()
        winners += bool(w)
        for s in w:
            wins[seats[s]] += 1 / len(w)
        lengths.append(st.turn_number)
        reasons[st.end_reason or "?"] = reasons.get(st.end_reason or "?", 0) + 1
    return {"pairing": f"{a} v {b}", "winner": winners / matches, "wins": wins,
            "median": statistics.median(lengths), "p90": pct(lengths, 90),
            "max": max(lengths), "reasons": reasons}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("pairings", nargs="*", default=list(PAIRINGS))
    ap.add_argument("--matches", type=int, default=100)
    ap.add_argument("--variant", action="append", default=[])
    args = ap.parse_args()
    variants = tuple(args.variant)
    print(f"{args.matches} matches per pairing, 2 players, seeds 1..{args.matches}, "
          f"variants: {' '.join(variants) or 'none (no round limit)'}")
    print()
    print("| pairing | with a winner | wins (each bot) | turns: median | 90th pct | max |")
    print("|---|---|---|---|---|---|")
    for pairing in args.pairings:
        r = run(pairing, args.matches, variants)
        share = ", ".join(f"{k} {v / args.matches:.0%}" for k, v in r["wins"].items())
        print(f"| {r['pairing']} | {r['winner']:.0%} | {share} | {r['median']:g} | {r['p90']} "
              f"| {r['max']} |", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
