#!/usr/bin/env python3
"""Rule-core speed: actions/s of every game's rules, random bots, fixed seeds.

    python tools/core_speed.py                  # every game
    python tools/core_speed.py codes treefort   # some

The same matches every time (random bots, fixed seeds), timed in CPU time
(time.process_time), so that two checkouts can be compared on a shared
machine: run it in each, in turn, several times (docs/performance.md has the
comparison the repairs issue asked for). Random bots cost next to nothing: the
figure is the rules' own apply, legal actions and views.
"""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path.cwd() if (Path.cwd() / "game").is_dir() else Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))    # the checkout it is run in

from game.core.headless import play  # noqa: E402
from game.core.state import Setup  # noqa: E402

JOBS: dict[str, list[tuple[tuple[str, ...], int, tuple[str, ...]]]] = {
    "codes": [(("random",) * n, k, ()) for n in (2, 4) for k in range(60)],
    "bananas": [(("random",) * 2, k, (f"level={lv}",)) for lv in range(1, 8) for k in range(3)],
    "junkyard": [(("random",) * n, k, ()) for n in range(2, 7) for k in range(12)],
    "treefort": [(("random",) * n, k, ()) for n in (2, 4, 6, 8) for k in range(2)],
    "bot255": [(("random",) * n, k, ("difficulty=average", "rounds=1"))
               for n in (2, 4) for k in range(16)],
}


def main(argv: list[str]) -> int:
    unknown = [g for g in argv if g not in JOBS]
    if unknown:
        print(f"core_speed: no game {', '.join(unknown)}; the games are {', '.join(JOBS)}",
              file=sys.stderr)
        return 2
    for game in argv or list(JOBS):
        actions, t0 = 0, time.process_time()
        for seats, seed, variants in JOBS[game]:
            actions += len(play(Setup(game, seats, seed, None, variants)).record.steps)
        dt = time.process_time() - t0
        print(f"{game}: {actions} actions in {dt:.2f} s CPU, {actions / dt:.0f} actions/s",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
