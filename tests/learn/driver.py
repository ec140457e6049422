"""Play a lesson in the real app by pressing only what glows (tests/learn)."""
from __future__ import annotations

import pygame

from game.input.intents import ALT, CONFIRM, DOWN, LEFT, RIGHT, UP
from tests.support.apphost import click, drag, key, pump, run_until

KEYS = {LEFT: pygame.K_LEFT, RIGHT: pygame.K_RIGHT, UP: pygame.K_UP, DOWN: pygame.K_DOWN,
        CONFIRM: pygame.K_RETURN, ALT: pygame.K_TAB}
PAD = {LEFT: "dpleft", RIGHT: "dpright", UP: "dpup", DOWN: "dpdown", CONFIRM: "a", ALT: "x"}


def coach(app):
    return app.stack.top.coach


# The waits between presses (a bot's move, a walk, a shot flying) are game
# time: a frame of a quarter second runs the same fixed 1/60 s updates with a
# fifteenth of the draws (the presses themselves stay at 60 frames a second).
WAIT_DT = 0.25


def wait_for_press(app, max_frames: int = 900):
    """Pump until the coach shows a step that waits for the child (at most
    `max_frames` sixtieths of a second); its Press."""
    c = coach(app)
    run_until(app, lambda: c.run is None or c.run.done or (c.press() is not None and c.shown()),
              -(-max_frames // round(60 * WAIT_DT)), dt=WAIT_DT)
    return c.press()


def do_press(app, want, device, pad=None) -> None:
    """Make the one press the coach asks for, with `device` ("kbd", "mouse", "pad")."""
    if device == "mouse":
        c = coach(app)
        if want.target.startswith("coin:") and c.run.step.action["kind"] in ("swap", "move"):
            scene = app.stack.top
            scene.controls  # the drag: press the coin, the coach then glows the drop place
            pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=_win(app, want.rect.center),
                                                 rel=(0, 0), buttons=(0, 0, 0), touch=False))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN,
                                                 pos=_win(app, want.rect.center), button=1,
                                                 touch=False))
            pump(app)
            drop = c.press()
            assert drop is not None and drop.target != want.target
            drag_to(app, want.rect.center, drop.rect.center)
            return
        click(app, want.rect.center)
        return
    kind = sorted(want.keys)[0]
    if device == "pad":
        pad.tap(PAD[kind])
        pump(app, 2)
    else:
        key(app, KEYS[kind])


def open_with(game_id: str, device: str):
    """A fresh app with the lesson opened by `device` ("kbd", "mouse", "pad": a
    virtual pad is plugged in first); (app, pad or None)."""
    from game.input.intents import KEYBOARD, MOUSE
    from game.learn.launch import start_lesson
    from tests.support.apphost import make_app
    app = make_app()
    pad = None
    if device == "pad":
        from tests.support.vpad import VirtualPad
        pad = VirtualPad()
        pump(app, 3)
    assert start_lesson(app, game_id,
                        device={"kbd": KEYBOARD, "mouse": MOUSE, "pad": pad and pad.device}[device])
    pump(app, 2)
    return app, pad


def play_to(app, device, pad=None, stop_at: int | None = None, glyphs: set | None = None,
            most: int = 250, check=None) -> int:
    """Press what glows until the lesson ends (or reaches step `stop_at`); the
    number of presses. Before every press the step's sentence and picture show;
    `glyphs` collects the button pictures shown, `check(step, press)` is a
    game's own test of each press, and more than `most` presses fail."""
    c = coach(app)
    presses = 0
    while not c.run.done and (stop_at is None or c.run.index < stop_at):
        want = wait_for_press(app)
        if c.run is None or c.run.done or (stop_at is not None and c.run.index >= stop_at):
            break
        assert want is not None, f"nothing glows at step {c.run.index + 1}"
        step = c.run.step
        assert c.drawn == (c.run.index, step.say, step.picture)
        assert app.stack.top.coach is c
        if check is not None:
            check(step, want)
        if glyphs is not None:
            glyphs.update(p[1] for p in c.glyphs if isinstance(p, tuple))
        do_press(app, want, device, pad)
        presses += 1
        assert presses < most, "the lesson never ends"
    return presses


def _win(app, pos):
    from tests.support.apphost import window_pos
    return window_pos(app, pos)


def drag_to(app, a, b, steps: int = 6) -> None:
    """The pointer is already down at `a`: move to `b` and let go."""
    for k in range(1, steps + 1):
        p = (a[0] + (b[0] - a[0]) * k // steps, a[1] + (b[1] - a[1]) * k // steps)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=_win(app, p), rel=(0, 0),
                                             buttons=(1, 0, 0), touch=False))
        pump(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=_win(app, b), button=1,
                                         touch=False))
    pump(app)


__all__ = ["coach", "wait_for_press", "do_press", "play_to", "open_with", "drag"]


def measure(game_id: str, device: str) -> dict:
    """Play the lesson once by what glows: presses, seconds of animation and
    bot thinking the child watches (game time, 60 frames a second), and the
    minutes at a child's pace (1.5 s a press plus that watching)."""
    from game.learn.launch import start_lesson
    from game.learn.lesson import load, words
    from tests.support.apphost import make_app
    app = make_app()
    pad = None
    if device == "pad":
        from tests.support.vpad import VirtualPad
        pad = VirtualPad()
        pump(app, 3)
    assert start_lesson(app, game_id, from_start=True,
                        device={"kbd": "kbd", "mouse": "mouse", "pad": pad and pad.device}[device])
    c = coach(app)
    presses, frames = 0, 0
    while not c.run.done:
        c2 = c
        frames += run_until(app, lambda: c2.run.done or (c2.press() is not None and c2.shown()),
                            900)
        if c.run.done:
            break
        do_press(app, c.press(), device, pad)
        presses += 1
    watch = frames / 60
    lesson = load(game_id)
    return {"game": game_id, "device": device, "presses": presses, "watching_s": round(watch, 1),
            "minutes": round((presses * 1.5 + watch) / 60, 1),
            "longest_sentence_words": max(words(s) for s in lesson.sentences())}


if __name__ == "__main__":  # python -m tests.learn.driver codes
    import os
    import sys
    import tempfile
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["MONKEY_ARCADE_HOME"] = tempfile.mkdtemp(prefix="lesson-")
    for dev in ("kbd", "mouse", "pad"):
        print(measure(sys.argv[1] if len(sys.argv) > 1 else "codes", dev))
