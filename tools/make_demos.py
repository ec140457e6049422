#!/usr/bin/env python3
"""The title screen's demo matches (attract mode): one short bot match per
game, written to game/assets/demos/<game>.jsonl so that a normal install
plays them without thinking.

    python tools/make_demos.py            # every game
    python tools/make_demos.py codes      # some

Each demo is the shortest finished match with a winner among a few seeded
easy-bot matches of a small table. A rules change that alters them makes
tests/theatre/test_attract.py fail: run this again and commit the demos.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.core.headless import play  # noqa: E402
from game.core.state import Setup  # noqa: E402

OUT = ROOT / "game" / "assets" / "demos"
# (seats, level, variants, seeds tried): small tables, so the demo is short
TABLES = {
    "codes": (("easy", "easy"), None, (), range(1, 9)),
    "bananas": (("easy", "easy"), "1", (), range(1, 5)),
    "junkyard": (("easy", "easy", "easy"), None, (), range(1, 7)),
    "treefort": (("easy", "easy"), None, (), range(1, 4)),
    "bot255": (("easy", "easy"), None, ("rounds=1",), range(1, 7)),
}


def make(game: str) -> Path:
    seats, level, variants, seeds = TABLES[game]
    best = None
    for seed in seeds:
        m = play(Setup(game, seats, seed, level, variants))
        if not m.over or not m.state.winners():
            continue
        if best is None or len(m.record.steps) < len(best.record.steps):
            best = m
    if best is None:
        raise SystemExit(f"make_demos: no {game} match with a winner in seeds {list(seeds)}")
    OUT.mkdir(parents=True, exist_ok=True)
    path = OUT / f"{game}.jsonl"
    best.record.save(path)
    print(f"{game}: seed {best.setup.seed}, {len(best.record.steps)} actions -> {path}")
    return path


def main(argv: list[str]) -> int:
    games = argv or list(TABLES)
    unknown = [g for g in games if g not in TABLES]
    if unknown:
        print(f"make_demos: no game {', '.join(unknown)}; the games are {', '.join(TABLES)}",
              file=sys.stderr)
        return 2
    for g in games:
        make(g)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
