"""Watch a match again in a real window, as a player would (issue 23).

Run it under Xvfb (docs/playtesting.md):

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/xwatch.py \\
        --moment spank --out /tmp/xwatch/spank

It plays a bot match of the game whose moment is asked for (the winning
spank in Spank the Monkey, a fort falling to a catapult in Treefort, a
255-point run in a Bot 255 puzzle), waits on its result screen, presses
"Watch again" there if the result screen has it (else opens the theatre on
the record, as `python -m game watch` does), and then, with real X input
(`xdotool`): clicks the scrubber a little before the moment, presses Enter
to play it, steps back with Q, steps on with E, changes whose eyes with Tab,
and leaves with Escape. A screenshot is saved after each press.
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

# moment -> (game, seats, seed, level, variants, which step: a function of the record)
MOMENTS = {
    "spank": ("junkyard", ("easy", "easy", "easy"), 5, None, ()),
    "fort": ("treefort", ("medium", "medium"), 2, None, ()),
    "255": ("bot255", ("easy",), 2, None, ()),
}


def moment_step(name: str, record) -> int:
    """The action whose events show the moment."""
    for i, st in enumerate(record.steps):
        for e in st.events:
            if name == "fort" and e.get("event") == "shot_platform" and e.get("destroyed"):
                return i
            if name == "255" and e.get("event") == "ran":
                return i
    return len(record.steps) - 1   # the winning spank: the match's last action


def x(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--moment", choices=sorted(MOMENTS), required=True)
    ap.add_argument("--out", required=True)
    args = ap.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    from game.app.main import App
    from game.app.seating import Seat, Seating
    from game.core.headless import play
    from game.core.state import Setup
    from game.scenes.result import ResultScene
    from game.theatre.bar import RECTS, SCRUB
    from game.theatre.launch import open_record
    from game.theatre.scene import TheatreScene

    game, seats, seed, level, variants = MOMENTS[args.moment]
    match = play(Setup(game, seats, seed, level, variants))
    target = moment_step(args.moment, match.record)
    app = App(windowed=False)
    n = [0]

    def run(seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end and app.running:
            app.frame(app.clock.tick(60) / 1000)

    def shot(what: str) -> None:
        n[0] += 1
        path = out / f"{n[0]:02d}-{what}.png"
        subprocess.run(["import", "-window", "root", str(path)], check=True,
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        top = app.stack.top
        at = f" at {top.at}/{top.length}" if isinstance(top, TheatreScene) else ""
        print(f"{path.name}: {type(top).__name__}{at}", flush=True)

    run(1.0)
    app.open("result", match=match, seating=Seating([Seat(k) for k in seats]))
    run(2.0)
    shot("result")
    watch = None
    result = app.stack.top
    if isinstance(result, ResultScene):
        for b in result.menu.buttons:
            if "watch" in b.label.lower():
                watch = b
    if watch is not None:
        cx, cy = watch.rect.center   # full screen at 1920x1080: window = logical pixels
        x("mousemove", str(cx), str(cy))
        run(0.3)
        x("click", "1")
        print("pressed Watch again on the result screen", flush=True)
    else:
        open_record(app, match.record)
    run(1.5)
    th = app.stack.top
    assert isinstance(th, TheatreScene), f"no theatre: {type(th).__name__}"
    shot("theatre-start")
    # the scrubber, a few actions before the moment
    before = max(0, target - 3)
    sx = SCRUB.x + SCRUB.w * before // th.length + 1
    x("mousemove", str(sx), str(SCRUB.centery))
    run(0.2)
    x("click", "1")
    run(1.0)
    shot(f"scrubbed-to-{th.at}")
    x("mousemove", str(RECTS["play"].centerx), str(RECTS["play"].centery))
    run(0.2)
    x("click", "1")
    for k in range(8):
        run(0.6)
        shot(f"playing-{k}")
    x("click", "1")          # pause
    run(6.0)
    shot("paused-still" if app.still else "paused")
    x("key", "q")
    run(1.5)
    shot("stepped-back")
    x("key", "e")
    run(3.0)
    shot("stepped-on")
    x("key", "Tab")
    run(1.0)
    shot("eyes")
    x("key", "Escape")
    run(1.0)
    shot("left")
    app.running = False
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
