"""Two humans on one screen, every game: the table of docs/performance.md
("Two humans on one screen: presses per hand-over").

    .venv/bin/python tools/two_humans.py            # every game, the test's set-ups
    .venv/bin/python tools/two_humans.py --game codes --seeds 0 1 2

Each match is the one tests/app/test_two_humans.py plays (headless, SDL's
dummy drivers, seat 0 on the keyboard and seat 1 on a virtual pad; see
tests/support/two_humans.py): the counts are presses, never time.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["MONKEY_ARCADE_HOME"] = tempfile.mkdtemp(prefix="two-humans-")
    sys.path.insert(0, str(ROOT))
    from tests.support.two_humans import SETUPS, play_two_humans

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--game", choices=sorted(SETUPS), action="append",
                    help="a game (repeat for more; default: all)")
    ap.add_argument("--seeds", type=int, nargs="+", help="seeds (default: the test's one)")
    args = ap.parse_args(argv)
    print("| game | set-up | moves | presses for moves | hand-overs (curtains) "
          "| presses per hand-over min / median / max | blank or frozen curtains "
          "| to the result |")
    print("|---|---|---|---|---|---|---|---|")
    bad = 0
    for game in args.game or list(SETUPS):
        seed0, level, variants = SETUPS[game]
        for seed in args.seeds or [seed0]:
            t = play_two_humans(game, seed, level, variants)
            costs = t.costs() or [0]
            frozen = sum(not h.left_alone_ok for h in t.handovers)
            setup = ", ".join([f"seed {seed}"] + ([f"level {level}"] if level else [])
                              + list(variants))
            end = "yes" + (f" (+{t.end_presses} press)" if t.end_presses else "")
            print(f"| {game} | {setup} | {t.moves} | {t.move_presses} "
                  f"({t.move_presses / max(1, t.moves):.1f} a move) "
                  f"| {len(t.handovers)} ({sum(h.curtain for h in t.handovers)}) "
                  f"| {min(costs)} / {statistics.median(costs):g} / {max(costs)} "
                  f"| {frozen} | {end if t.result else 'NO'} |")
            for p in t.problems:
                print(f"    problem: {p}", file=sys.stderr)
            bad += bool(t.problems or not t.result or frozen)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
