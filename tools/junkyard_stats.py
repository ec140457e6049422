#!/usr/bin/env python3
"""How Spank the Monkey's deck plays: figures from headless bot matches.

    python tools/junkyard_stats.py                      # everything (a few minutes)
    python tools/junkyard_stats.py --matches 400 --pairs 200
    python tools/junkyard_stats.py --parts length       # only some parts: length, pairs, times
    python tools/junkyard_stats.py --bot hard           # the bot in every seat for `length`

Parts:
  length  N matches per player count (2-6) with the same bot in every seat
          (medium unless --bot says otherwise): match length in turns
          (median, 10th and 90th percentiles, the share of matches that
          end within 15-40 turns), how often the monkey wins because the
          pile ran out, win rate per seat counted from the first player
          (seat +0 is the first player, +1 the next...), and how often each
          card is played per 100 matches (all player counts together).
  pairs   --pairs 2-player matches for each pairing (hard vs random, hard vs
          easy, hard vs medium, medium vs easy, medium vs medium), seats swapped every other
          match: win rates.
  times   --timed matches per player count with hard bots in every seat, in
          this one process: the hard bot's decision times (wall clock, so
          they depend on the machine and its load; the bots themselves count
          work, never time) and the most work one decision took.

A turn is one player's turn: `turn_number` at the end of the match counts
every turn begun, the last (winning) one included; a round is one turn of
each player. Seeds are fixed (`--seed`), so the figures are the same on any
machine; two processes play the matches (`--procs`).

The length and pairs parts are arena tournaments (`game.arena.api`: the
same seeds and seats as before the arena, so the figures are unchanged); the
arena's own table of a pairing is, for example,
    python -m game arena --game junkyard --pairing hard:random --matches 200 --seed 50001
The game's own figures (turns, the first player, the cards, the pile) are
gathered here from each match; the times part stays wall-clock and
one-process, outside the arena (whose results never see a clock).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any, Sequence

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

PAIRS = (("hard", "random"), ("hard", "easy"), ("hard", "medium"), ("medium", "easy"),
         ("medium", "medium"))


def pct(values: Sequence[float], p: float) -> float:
    """The p-th percentile, nearest rank."""
    s = sorted(values)
    return s[min(len(s) - 1, max(0, int(-(-p * len(s) // 100)) - 1))]


class Deck:
    """A match's own figures, beside the arena's (each result's `extra`):
    its length in turns, why it ended, the first player, the cards played."""

    def __init__(self) -> None:
        self.played: Counter[str] = Counter()

    def step(self, match, seat, action, events) -> None:
        for e in events:
            if e.kind in ("card_played", "reaction"):
                self.played[e["card"]] += 1

    def done(self, match) -> dict:
        st: Any = match.state
        return {"turns": st.turn_number, "reason": st.end_reason, "first": st.first,
                "played": dict(self.played)}


def arena(lineup: tuple[str, ...], matches: int, seed: int, variants: tuple[str, ...],
          procs: int) -> list[dict]:
    """An arena tournament of one lineup (seats rotate, seeds seed, seed+1, ...):
    each match's seats, winners and the figures of `Deck`."""
    from game.arena.api import tournament
    t = tournament("junkyard", [lineup], matches, seed, variants=variants, procs=procs,
                   watch=Deck)
    if t.summary["errors"]:
        raise SystemExit(f"a match failed: {t.summary['errors'][0]}")
    return [{"seats": tuple(r["seats"]), "winners": r["winners"], **r["extra"]}
            for r in t.results]


def part_length(procs: int, matches: int, bot: str, seed: int,
                variants: tuple[str, ...]) -> None:
    print(f"## Match length, the pile and the seats ({matches} matches per player count, "
          f"{bot} bots in every seat{', ' + ' '.join(variants) if variants else ''})\n")
    print("| players | monkey starts | turns: median | 10th pct | 90th pct | 15-40 turns "
          "| rounds: median | pile ran out | win rate by seat from the first player "
          "(fair share) |")
    print("|---|---|---|---|---|---|---|---|---|")
    cards: Counter[str] = Counter()
    total = 0
    for n in range(2, 7):
        res = arena((bot,) * n, matches, seed + 1000 * n, variants, procs)
        turns = [r["turns"] for r in res]
        pile = sum(1 for r in res if r["reason"] in ("pile", "safety"))
        by_pos = [0] * n
        for r in res:
            for w in r["winners"]:
                by_pos[(w - r["first"]) % n] += 1
            cards.update(r["played"])
        total += len(res)
        rates = " / ".join(f"+{k} {100 * by_pos[k] / len(res):.0f}%" for k in range(n))
        within = sum(1 for t in turns if 15 <= t <= 40)
        print(f"| {n} | {14 - n} | {statistics.median(turns):g} | {pct(turns, 10):g} "
              f"| {pct(turns, 90):g} | {100 * within / len(res):.0f}% "
              f"| {statistics.median(turns) / n:.1f} | {100 * pile / len(res):.1f}% "
              f"| {rates} ({100 / n:.0f}%) |", flush=True)
    print(f"\n## Cards played per 100 matches ({total} matches, 2-6 players together)\n")
    from game.rules.junkyard.deck import DECK
    print("| card | type | per 100 matches |")
    print("|---|---|---|")
    for c in sorted(DECK(), key=lambda c: (-cards[c.id], c.id)):
        print(f"| {c.name} | {c.type} | {100 * cards[c.id] / total:.0f} |")
    print(flush=True)


def part_pairs(procs: int, matches: int, seed: int, variants: tuple[str, ...]) -> None:
    print(f"## Bot against bot ({matches} 2-player matches each, seats swapped every "
          "other match)\n")
    print("| pairing | first named wins | second named wins | monkey wins | turns: median |")
    print("|---|---|---|---|---|")
    for a, b in PAIRS:
        # the arena rotates the seats: (a, b), (b, a), ... on seeds seed+50000, +1, ...
        res = arena((a, b), matches, seed + 50_000, variants, procs)
        wa = wb = none = 0
        for r in res:
            seats = r["seats"]
            if not r["winners"]:
                none += 1
            for w in r["winners"]:
                # a mirror match counts the first player against the second
                first = w == r["first"] if a == b else seats[w] == a
                wa, wb = (wa + 1, wb) if first else (wa, wb + 1)
        label = f"{a} vs {b}" + (" (first player vs second)" if a == b else "")
        print(f"| {label} | {100 * wa / matches:.1f}% | {100 * wb / matches:.1f}% "
              f"| {100 * none / matches:.1f}% "
              f"| {statistics.median(r['turns'] for r in res):g} |", flush=True)
    print()


def part_times(matches: int, seed: int, variants: tuple[str, ...]) -> None:
    """Decision times of the hard bot (one process, hard bots in every seat)."""
    from game.ai.junkyard import JunkyardBot
    from game.core import headless
    from game.core.state import Setup

    times: list[float] = []
    work: list[int] = []
    orig = JunkyardBot.choose

    def timed(bot, view, legal):
        t = time.perf_counter()
        a = orig(bot, view, legal)
        times.append(time.perf_counter() - t)
        work.append(bot.last_work["work"])
        return a

    JunkyardBot.choose = timed  # type: ignore[method-assign]
    try:
        for n in range(2, 7):
            for k in range(matches):
                headless.play(Setup("junkyard", ("hard",) * n, seed + 90_000 + 100 * n + k,
                                    None, variants))
    finally:
        JunkyardBot.choose = orig  # type: ignore[method-assign]
    load = os.getloadavg()[0]
    print(f"## Hard bot decision times ({matches} matches per player count, 2-6 players, "
          f"hard bots in every seat; one process, load average {load:.2f})\n")
    print("| decisions | median | 95th pct | max | most work in one decision |")
    print("|---|---|---|---|---|")
    ms = [1000 * t for t in times]
    print(f"| {len(ms)} | {statistics.median(ms):.1f} ms | {pct(ms, 95):.1f} ms "
          f"| {max(ms):.0f} ms | {max(work)} |\n", flush=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--parts", nargs="*", default=["length", "pairs", "times"])
    ap.add_argument("--matches", type=int, default=200, help="matches per player count")
    ap.add_argument("--pairs", type=int, default=200, help="matches per pairing")
    ap.add_argument("--bot", default="medium", help="the bot in every seat for `length`")
    ap.add_argument("--timed", type=int, default=4, help="matches per player count for `times`")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--procs", type=int, default=min(2, os.cpu_count() or 1))
    ap.add_argument("--variant", action="append", default=[],
                    help="an optional rule, e.g. lively_monkey (repeatable)")
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    variants = tuple(args.variant)
    for part in args.parts:
        if part == "length":
            part_length(args.procs, args.matches, args.bot, args.seed, variants)
        elif part == "pairs":
            part_pairs(args.procs, args.pairs, args.seed, variants)
        elif part == "times":
            part_times(args.timed, args.seed, variants)
        else:
            ap.error(f"unknown part {part}")
    print(f"({time.perf_counter() - t0:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
