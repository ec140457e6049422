"""The theatre as a family uses it: from a finished match's result screen,
"Watch again" with a pad, played to the end, stepped back and sent to the
start; the same controls by keyboard, mouse (and touch, which SDL sends as
the mouse) and the wheel."""
from __future__ import annotations

import random

import pygame

from game.app.seating import Seat, Seating
from game.core.match import Match
from game.core.state import Setup
from game.theatre import bar
from game.theatre.scene import SPEEDS, TheatreScene
from tests.support.apphost import click, drag, key, make_app, pump
from tests.support.conformance import playout
from tests.support.vpad import VirtualPad

from .test_timeline import looks


def finished_on_result_screen():
    match = playout(Setup("junkyard", ("easy", "human", "easy"), 6, None, ()), random.Random(6))
    assert match.over
    app = make_app()
    app.open("result", match=match, seating=Seating([Seat(k) for k in match.setup.seats]))
    pump(app, 3)
    seen = [looks(s, range(3)) for s in states_of(match)]
    return app, match, seen


def states_of(match):
    walk = Match(match.setup)
    yield walk.state.clone()
    for step in match.record.steps:
        walk.apply(step.seat, walk.action_from_json(step.action))
        yield walk.state.clone()


def tap(app, pad, button, frames=2):
    pad.tap(button)
    pump(app, frames)


def test_watch_again_from_the_result_screen_with_a_pad_to_the_end_and_back():
    app, match, seen = finished_on_result_screen()
    pad = VirtualPad()
    pump(app, 3)
    result = app.stack.top
    labels = [b.label for b in result.menu.buttons]
    target = next(i for i, label in enumerate(labels) if label.lower().startswith("watch"))
    for _ in range(12):   # walk the focus to "Watch again" with the d-pad
        if result.menu.focus == target:
            break
        here = result.menu.buttons[result.menu.focus].rect
        there = result.menu.buttons[target].rect
        dx, dy = there.centerx - here.centerx, there.centery - here.centery
        tap(app, pad, ("dpright" if dx > 0 else "dpleft") if abs(dx) > abs(dy)
            else ("dpdown" if dy > 0 else "dpup"))
    assert result.menu.focus == target
    tap(app, pad, "a", 4)
    th = app.stack.top
    assert isinstance(th, TheatreScene) and th.at == 0 and th.length == len(match.record.steps)
    for _ in range(3):
        tap(app, pad, "dpup")           # up: faster, 1x to 8x
    assert SPEEDS[th.speed_i] == 8.0 and th.focus == "play"
    tap(app, pad, "a")                  # play
    assert th.playing
    for _ in range(30000):
        if th.at == th.length and not th.playing:
            break
        pump(app, 1)
    assert th.at == th.length and looks(th.inner.state, range(3)) == seen[-1]
    for _ in range(4):                  # back, one action at a time: the table as it was
        tap(app, pad, "leftshoulder")
        assert looks(th.inner.state, range(3)) == seen[th.at]
    assert th.at == th.length - 4
    tap(app, pad, "rightshoulder")      # and on again
    assert th.at == th.length - 3
    for _ in range(3):                  # the focus to Start, then A: the deal
        tap(app, pad, "dpleft")
    assert th.focus == "start"
    tap(app, pad, "a")
    assert th.at == 0 and looks(th.inner.state, range(3)) == seen[0]
    for _ in range(5):                  # the focus along to Turn: the next seat's turn
        tap(app, pad, "dpright")
    assert th.focus == "turn"
    tap(app, pad, "a")
    assert th.at == th.timeline.next_turn(0)
    tap(app, pad, "x")                  # whose eyes: Red's
    assert th.eyes == 0 and th.inner.viewer == 0
    tap(app, pad, "b")                  # back where we came from
    assert app.stack.top is result


def test_keyboard_mouse_touch_and_wheel():
    app, match, seen = finished_on_result_screen()
    from game.theatre.launch import open_record
    assert open_record(app, match.record)
    th = app.stack.top
    key(app, pygame.K_e)                # E: one action on
    key(app, pygame.K_e)
    assert th.at == 2
    key(app, pygame.K_q)
    assert th.at == 1 and looks(th.inner.state, range(3)) == seen[1]
    click(app, bar.RECTS["end"].center)
    assert th.at == th.length
    click(app, bar.RECTS["turn_back"].center)
    assert th.at == th.timeline.prev_turn(th.length)
    # the scrubber: a press and a drag to the middle, the table follows on release
    mid = bar.SCRUB.x + bar.SCRUB.w // 2
    drag(app, (bar.SCRUB.x + 5, bar.SCRUB.centery), (mid, bar.SCRUB.centery))
    assert abs(th.at - th.length // 2) <= 1
    assert looks(th.inner.state, range(3)) == seen[th.at]
    at = th.at
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False,
                                         precise_x=0.0, precise_y=-1.0, touch=False))
    pump(app, 2)
    assert th.at == at + 1
    click(app, bar.RECTS["speed"].center)
    assert SPEEDS[th.speed_i] == 2.0
    click(app, bar.RECTS["eyes"].center)
    assert th.eyes == 0
    key(app, pygame.K_TAB)
    assert th.eyes == 1
    key(app, pygame.K_ESCAPE)
    assert not isinstance(app.stack.top, TheatreScene)
