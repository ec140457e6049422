"""Drive the real App headless (SDL dummy drivers, set by tests/conftest.py).

    from tests.support.apphost import make_app, pump, key, click, run_until, capture

    app = make_app()                       # App(windowed=True, size=(1920, 1080)), menu on top
    seen = capture(app)                    # every Intent the app dispatches, in order
    key(app, pygame.K_RETURN)              # KEYDOWN, a frame, KEYUP, a frame
    click(app, (960, 540))                 # logical point -> window pixel; motion, down, up
    run_until(app, lambda: app.stack.top is not menu, max_frames=120)
    screenshot(app, tmp_path / "menu.png") # the logical 1920x1080 canvas

Gotchas
- `make_app` clears pygame's event queue first, so events left by earlier
  tests (in the same process) never leak in. Pads attached before it are not
  lost: Gamepads finds pads already plugged in and announces them
  (DEVICE_ADDED) on the first frame.
- Everything is synchronous: posted events and virtual-pad events wait in
  SDL's queue until the next `pump`/`app.frame`, which reads them with
  `pygame.event.get()`, then runs `input.update(dt)` (held-direction repeats),
  the fixed-step updates (1/60 s each) and one draw.
- `dt` is real time for the input repeats: a d-pad held over `pump(app, 30)`
  at the default dt=1/60 has been held 0.5 s.
- `click` maps through `app.display.view` (letterbox): with a window that is
  not 16:9 the bars are outside the logical canvas; `click_window` posts a raw
  window position (e.g. into a bar) when you need that.
- `app.frame` stops the app (`app.running = False`) when the scene stack is
  empty; `make_app(start_scene=False)` gives an empty stack to push your own
  scene on.
- `app.sounds.played` lists the sounds asked for (e.g. "join" on DEVICE_ADDED).
"""
from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame

from game.app.display import LOGICAL

DT = 1 / 60


def make_app(size: tuple[int, int] = LOGICAL, start_scene: bool = True):
    """A windowed App on the dummy video driver, with an empty event queue."""
    from game.app.main import App
    pygame.display.init()
    pygame.event.clear()
    return App(windowed=True, size=size, start_scene=start_scene)


def _settle_bots(app) -> None:
    """Game time, not the machine's speed, decides when a bot has answered: before
    a frame, a bot still thinking on its worker thread is waited for, so a test
    sees the same frames on a quiet or a loaded machine. (A bot with `hold = True`
    is the test's own business: it is not waited for.)"""
    for scene in app.stack.scenes:
        worker = getattr(scene, "worker", None)
        if worker is not None and not getattr(worker.bot, "hold", False):
            worker.wait(30)


def pump(app, frames: int = 1, dt: float = DT):
    """Run `frames` frames of `dt` seconds each (events, input, updates, draw)."""
    for _ in range(frames):
        _settle_bots(app)
        app.frame(dt)
    return app


def capture(app) -> list:
    """Record every Intent the app dispatches from now on (they still reach the scenes)."""
    seen: list = []
    dispatch = app.dispatch

    def recording(intent):
        seen.append(intent)
        dispatch(intent)

    app.dispatch = recording
    return seen


def key(app, k: int, mod: int = 0, frames: int = 1) -> None:
    """Press and release one key: KEYDOWN, `frames` frames, KEYUP, `frames` frames."""
    uni = chr(k) if 32 <= k < 127 else ""
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode=uni,
                                         scancode=0))
    pump(app, frames)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode=uni, scancode=0))
    pump(app, frames)


def window_pos(app, logical_pos: tuple[int, int]) -> tuple[int, int]:
    """The window pixel showing the centre of this logical pixel."""
    lx, ly = logical_pos
    if not (0 <= lx < LOGICAL[0] and 0 <= ly < LOGICAL[1]):
        raise ValueError(f"{logical_pos} is outside the logical {LOGICAL[0]}x{LOGICAL[1]} canvas")
    view = app.display.view
    return (int(view.x + (lx + 0.5) * view.w / LOGICAL[0]),
            int(view.y + (ly + 0.5) * view.h / LOGICAL[1]))


def click_window(app, pos: tuple[int, int], button: int = 1, frames: int = 1) -> None:
    """Move to a window pixel, press and release there (a frame after each)."""
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button,
                                         touch=False))
    pump(app, frames)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button,
                                         touch=False))
    pump(app, frames)


def drag(app, a: tuple[int, int], b: tuple[int, int], steps: int = 6) -> None:
    """Press at logical point `a`, move to `b` in `steps` moves (a frame each), release."""
    def post(kind, pos, **kw):
        pygame.event.post(pygame.event.Event(kind, pos=window_pos(app, pos), touch=False, **kw))
    post(pygame.MOUSEMOTION, a, rel=(0, 0), buttons=(0, 0, 0))
    post(pygame.MOUSEBUTTONDOWN, a, button=1)
    pump(app)
    for k in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * k // steps, a[1] + (b[1] - a[1]) * k // steps)
        post(pygame.MOUSEMOTION, p, rel=(0, 0), buttons=(1, 0, 0))
        pump(app)
    post(pygame.MOUSEBUTTONUP, b, button=1)
    pump(app)


def click(app, logical_pos: tuple[int, int], button: int = 1, frames: int = 1) -> None:
    """Click a logical point (1920x1080 coordinates), wherever the letterbox puts it."""
    click_window(app, window_pos(app, logical_pos), button, frames)


def run_until(app, predicate: Callable[[], bool], max_frames: int = 600,
              dt: float = DT) -> int:
    """Pump until predicate() is true; returns the frames it took. AssertionError if never."""
    for n in range(max_frames + 1):
        if predicate():
            return n
        if n < max_frames:
            _settle_bots(app)
            app.frame(dt)
    raise AssertionError(f"condition still false after {max_frames} frames")


_SHOTS: Path | None = None


def shots_dir() -> Path:
    """Where tests leave pictures to look at: $MONKEY_ARCADE_SHOTS if set, else a
    temporary folder (never the repository)."""
    global _SHOTS
    if _SHOTS is None:
        import os
        import tempfile
        want = os.environ.get("MONKEY_ARCADE_SHOTS")
        _SHOTS = Path(want) if want else Path(tempfile.mkdtemp(prefix="monkey-shots-"))
    return _SHOTS


def screenshot(app, path) -> Path:
    """Save the logical canvas (what a 1920x1080 screen would show) as PNG."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.display.canvas, str(path))
    return path
