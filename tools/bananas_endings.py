#!/usr/bin/env python3
"""How Going Bananas bot matches end, level by level (issue 20).

    python tools/bananas_endings.py                       # hard,random and medium,easy, levels 1-7
    python tools/bananas_endings.py --pairs hard,random --levels 1,3 --matches 50

For every pair and level: N two-player matches (seeds --seed.., the seats
swapped every other match), counted by how they end: `trees_empty` (every
banana taken), `stalled` (nobody may take the bananas left without one going
back to the jungle first) or `round_limit` (the 50-round safety net: the
matches that idle), with the mean number of rounds. One process; seeds are
fixed, so the figures are the same on any machine.
"""
from __future__ import annotations

import argparse
import sys
import time
from typing import cast
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import headless  # noqa: E402
from game.core.seats import BOT_KINDS  # noqa: E402
from game.core.state import Setup  # noqa: E402
from game.rules.bananas import BananasState  # noqa: E402

ENDS = ("trees_empty", "stalled", "round_limit")


def endings(pair: tuple[str, ...], level: int, matches: int, seed: int) -> tuple[dict[str, int],
                                                                                float]:
    """How `matches` matches of `pair` at `level` end, and their mean rounds."""
    count = {e: 0 for e in ENDS}
    rounds = 0
    for g in range(matches):
        seats = pair if g % 2 == 0 else pair[::-1]
        st = cast(BananasState, headless.play(Setup("bananas", seats, seed + g, str(level),
                                                     ())).state)
        count[str(st.end_reason)] += 1
        rounds += st.round
    return count, rounds / max(1, matches)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--pairs", default="hard,random;medium,easy",
                    help="bot pairs, ';' between pairs (default: hard,random;medium,easy)")
    ap.add_argument("--levels", default="1,2,3,4,5,6,7")
    ap.add_argument("--matches", type=int, default=50)
    ap.add_argument("--seed", type=int, default=51000)
    ns = ap.parse_args(argv)
    try:
        pairs: list[tuple[str, ...]] = [tuple(p.split(",")) for p in ns.pairs.split(";") if p]
        levels = [int(x) for x in ns.levels.split(",") if x]
    except ValueError:
        print("error: --levels is a comma list of numbers 1-7", file=sys.stderr)
        return 2
    if any(len(p) != 2 or not set(p) <= set(BOT_KINDS) for p in pairs) \
            or not all(1 <= lv <= 7 for lv in levels) or ns.matches < 1:
        print(f"error: a pair is two bot kinds ({', '.join(BOT_KINDS)}) such as hard,random; "
              "levels 1-7; matches 1 or more", file=sys.stderr)
        return 2
    print(f"{ns.matches} matches per pair and level, seeds {ns.seed}..{ns.seed + ns.matches - 1}, "
          "seats swapped every other match")
    print("| pair | level | trees empty | stalled | round limit | mean rounds |")
    print("|---|---|---|---|---|---|")
    t0 = time.perf_counter()
    for pair in pairs:
        for level in levels:
            c, mean = endings(pair, level, ns.matches, ns.seed)
            print(f"| {','.join(pair)} | {level} | {c['trees_empty']} | {c['stalled']} | "
                  f"{c['round_limit']} | {mean:.1f} |", flush=True)
    print(f"({time.perf_counter() - t0:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
