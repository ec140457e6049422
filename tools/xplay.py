"""Play one match in a real window, as two players on one screen would.

Run it under Xvfb (see docs/testing.md):

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/xplay.py \\
        --game codes --out /tmp/xplay/codes

The arcade runs full screen in this process, and every press reaches it as a
real X input event (`xdotool`): seat 1 plays on the keyboard, seat 2 with the
mouse, so the window's own event handling, device binding and curtains are
what is tried. What to press is chosen the way a child is coached: each human
seat's move is the hint the game would give that seat (the Medium bot, from
the seat's own view), and the table says where that move's next press is
(`lesson_press`, the same glow the lessons use). The tool waits like a
player: it leaves every hand-over alone for `--wait` seconds first, and
saves a screenshot of each hand-over, of the table every few moves, and of
the result. It prints one line per press and a summary: moves, presses,
hand-overs, presses per hand-over, and any hand-over whose screen was not
finished (a blank or frozen curtain).
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

KEY = {"left": "Left", "right": "Right", "up": "Up", "down": "Down", "confirm": "Return",
       "alt": "Tab", "back": "Escape", "help": "h", "pause": "p", "prev": "q", "next": "e"}


def x(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True)


def shot(out: Path, name: str) -> Path:
    path = out / f"{name}.png"
    subprocess.run(["import", "-window", "root", str(path)], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    return path


class Player:
    """Runs the app's frames in real time and makes the presses."""

    def __init__(self, app, out: Path, wait: float, pace: float):
        self.app, self.out, self.wait, self.pace = app, out, wait, pace
        self.presses = 0
        self.clock = time.perf_counter()
        self.shots = 0

    def run_for(self, seconds: float) -> None:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end and self.app.running:
            now = time.perf_counter()
            self.app.frame(min(0.25, now - self.clock))
            self.clock = now
            time.sleep(1 / 60)

    def until(self, ok, seconds: float = 30.0) -> bool:
        end = time.perf_counter() + seconds
        while time.perf_counter() < end and self.app.running:
            if ok():
                return True
            self.run_for(1 / 30)
        return ok()

    def press(self, device: str, kind: str | None = None, pos=None, then=None) -> None:
        """One real press: a key on the keyboard, or the mouse at `pos` (logical
        pixels: the full-screen window at 1920x1080 shows them one to one).
        With the button down, `then()` may name another place: the press is a
        drag there (a coin to its gap), as a child's would be."""
        self.presses += 1
        if device == "mouse":
            x("mousemove", str(int(pos[0])), str(int(pos[1])))
            self.run_for(0.1)
            x("mousedown", "1")
            self.run_for(0.15)
            drop = then() if then is not None else None
            if drop is not None and drop != tuple(pos):
                for k in range(1, 6):   # a hand moves, it does not jump
                    fx = pos[0] + (drop[0] - pos[0]) * k / 5
                    fy = pos[1] + (drop[1] - pos[1]) * k / 5
                    x("mousemove", str(int(fx)), str(int(fy)))
                    self.run_for(0.03)
            x("mouseup", "1")
        else:
            x("key", KEY[kind or "confirm"])
        self.run_for(self.pace)

    def idle(self, why: str) -> None:
        """Say once in a while why nothing is pressed (a table that never asks)."""
        now = time.perf_counter()
        if now - getattr(self, "_said", 0.0) > 5:
            self._said = now
            print(why, flush=True)

    def snap(self, name: str) -> None:
        self.shots += 1
        shot(self.out, f"{self.shots:03d}-{name}")


def play(args) -> int:
    os.environ.setdefault("MONKEY_ARCADE_HOME", tempfile.mkdtemp(prefix="xplay-"))
    from game.app.launch import start_match
    from game.app.main import App
    from game.app.seating import Seat, Seating

    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    app = App(windowed=False)
    p = Player(app, out, args.wait, args.pace)
    p.run_for(2.0)
    p.snap("menu")
    if args.learn:
        return learn(p, args)
    devices = ("kbd", "mouse")
    seating = Seating([Seat("human", devices[i % 2]) for i in range(args.players)])
    if not start_match(app, args.game, seating, args.level, tuple(args.variant)):
        print("the match did not start:", app.toasts[-1][0] if app.toasts else "?")
        return 2
    return play_match(p, args)


def learn(p: Player, args) -> int:
    """The game's lesson, pressing only what glows on `--device`, then the real
    match it hands over to, played to its end the same way."""
    from game.learn.launch import start_lesson
    app = p.app
    dev = args.device
    if not start_lesson(app, args.game, from_start=True, device=dev):
        print("the lesson did not start:", app.toasts[-1][0] if app.toasts else "?")
        return 2
    c = app.stack.top.coach
    seen = -1
    presses = 0
    while not c.run.done:
        p.until(lambda: c.run.done or (c.press() is not None and c.shown()), 60)
        if c.run.done:
            break
        want = c.press()
        if want is None:
            print(f"nothing glows at step {c.run.index + 1}")
            p.snap("stuck")
            return 1
        if c.run.index != seen:
            seen = c.run.index
            p.run_for(1.0)    # the time to read the coach's sentence
            p.snap(f"lesson-step-{seen + 1}")
            print(f"step {seen + 1}: {c.run.step.say!r}", flush=True)
        kind = sorted(want.keys)[0] if want.keys else "confirm"

        def drop(want=want):
            nxt = c.press()
            return None if nxt is None or nxt.target == want.target else nxt.rect.center

        p.press(dev, kind, want.rect.center, then=drop)
        presses += 1
    print(f"lesson {args.game}: {presses} presses")
    p.run_for(3.0)
    p.snap("lesson-done")
    return play_match(p, args)


def play_match(p: Player, args) -> int:
    """The match on top of the app, to its end: each human seat's move is its
    hint, pressed on the seat's own device; every hand-over left alone first."""
    from game.core import registry
    from game.learn import hints
    from game.scenes.coach import family_of
    from game.scenes.curtain import CurtainScene

    app = p.app
    p.until(lambda: getattr(app.stack.top, "match", None) is not None, 20)
    scene = app.stack.top
    match, seating = scene.match, scene.seating
    spec = registry.spec(match.setup.game)
    p.run_for(2.0)
    p.snap("table")
    handovers: list[int] = []
    unfinished: list[str] = []
    moves = 0
    plan, plan_at, stuck = None, -1, 0
    last: tuple = ()
    same = 0
    while app.running and moves < args.max_moves:
        top = app.stack.top
        if isinstance(top, CurtainScene):
            seat = top.seat
            # left alone as a child would leave it: the screen must be whole and still
            p.run_for(args.wait)
            p.snap(f"handover-{len(handovers) + 1}-seat{seat + 1}")
            fresh = app.display.canvas.copy()
            top.draw(fresh)
            if fresh.get_buffer().raw != app.display.canvas.get_buffer().raw:
                unfinished.append(f"hand-over {len(handovers) + 1}")
            before = p.presses
            dev = seating.seats[seat].device or "kbd"
            p.press(dev, "confirm", (960, 540))
            p.until(lambda: app.stack.top is not top, 10)
            handovers.append(p.presses - before)
            continue
        if match.over:
            p.run_for(4.0)
            p.snap("result")
            break
        if top is not scene or getattr(scene.anim, "busy", False):
            p.idle(f"waiting: top {type(top).__name__}, busy {getattr(scene.anim, 'busy', None)}")
            p.run_for(0.1)
            continue
        humans = sorted(s for s in match.state.to_act() if seating.seats[s].human)
        if not humans:
            p.idle(f"waiting: nobody human to act ({sorted(match.state.to_act())})")
            p.run_for(0.1)
            continue
        served = scene.controller()       # the seat the table serves (hot seat)
        seat = served if served in humans else humans[0]
        done = len(match.record.steps)
        if plan is None or plan_at != done:
            plan = hints.suggest(spec, match.state, seat, match.setup.seed + done)
            plan_at = done
            if plan is None:
                print(f"no move to suggest for seat {seat + 1}")
                return 1
        dev = seating.seats[seat].device or "kbd"
        want = scene.lesson_press(plan, family_of(dev))
        if want is None:
            stuck += 1
            if stuck > 50:
                print(f"the table shows no press for {plan} (seat {seat + 1})")
                p.snap("stuck")
                return 1
            p.run_for(0.1)
            continue
        stuck = 0
        same = same + 1 if (want.target, plan_at) == last else 0
        last = (want.target, plan_at)
        # the same click a dozen times, or the same target 60 key presses on (a walk
        # across a 48-square board is many presses toward one square), not taken
        if same >= (12 if dev == "mouse" else 60):
            print(f"the table does not take {want.target} for {plan.to_json()} (seat {seat + 1})")
            p.snap("stuck")
            return 1
        kind = sorted(want.keys)[0] if want.keys else "confirm"
        print(f"seat {seat + 1} ({dev}): {want.target} for {plan.to_json()}", flush=True)

        def drop(want=want, plan=plan, dev=dev):
            nxt = scene.lesson_press(plan, family_of(dev))
            return None if nxt is None or nxt.target == want.target else nxt.rect.center

        p.press(dev, kind, want.rect.center, then=drop)
        if len(match.record.steps) != done:
            moves += 1
            if moves % args.every == 0:
                p.snap(f"move-{moves}")
    result = match.record.result or {}
    print(f"game {match.setup.game}: {moves} moves by the humans, {p.presses} presses, "
          f"{len(handovers)} hand-overs; result {result.get('winners', result)}")
    if handovers:
        hs = sorted(handovers)
        print(f"presses per hand-over: min {hs[0]}, median {hs[len(hs) // 2]}, max {hs[-1]}")
    print("unfinished hand-over screens:", unfinished or "none")
    print(f"screenshots in {p.out}")
    return 0 if not unfinished and match.over else 1


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--game", required=True)
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--level", default=None)
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--out", default="/tmp/xplay")
    ap.add_argument("--wait", type=float, default=10.0,
                    help="seconds each hand-over is left alone (default 10)")
    ap.add_argument("--pace", type=float, default=0.35, help="seconds after each press")
    ap.add_argument("--every", type=int, default=5, help="a screenshot every N moves")
    ap.add_argument("--max-moves", type=int, default=400)
    ap.add_argument("--learn", action="store_true",
                    help="the game's lesson first (pressing what glows), then its real match")
    ap.add_argument("--device", default="kbd", choices=("kbd", "mouse"),
                    help="the device a lesson is played with")
    args = ap.parse_args(argv)
    if not os.environ.get("DISPLAY") or not shutil.which("xdotool"):
        ap.error("needs an X display (xvfb-run) and xdotool")
    return play(args)


if __name__ == "__main__":
    sys.exit(main())
