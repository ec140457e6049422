"""Keyboard and mouse to intents, letterbox mapping, and the full-screen toggle."""
from __future__ import annotations

import json
import math

import pygame
import pytest

from game.app.display import letterbox
from game.app.scene import Scene
from game.app.settings import Settings
from game.input.intents import (ALT, BACK, CONFIRM, DOWN, HELP, KEYBOARD, LEFT, MOUSE, NEXT,
                                PAUSE, POINT, PRESS, PREV, RELEASE, RIGHT, UP, WHEEL, Intent)
from game.input.manager import InputManager
from tests.support.apphost import (capture, click, click_window, key, make_app, pump, screenshot,
                                   window_pos)


def keydown(k, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0)


@pytest.mark.parametrize("k,kind", [
    (pygame.K_UP, UP), (pygame.K_w, UP), (pygame.K_DOWN, DOWN), (pygame.K_s, DOWN),
    (pygame.K_LEFT, LEFT), (pygame.K_a, LEFT), (pygame.K_RIGHT, RIGHT), (pygame.K_d, RIGHT),
    (pygame.K_RETURN, CONFIRM), (pygame.K_KP_ENTER, CONFIRM), (pygame.K_SPACE, CONFIRM),
    (pygame.K_ESCAPE, BACK), (pygame.K_BACKSPACE, BACK), (pygame.K_TAB, ALT), (pygame.K_x, ALT),
    (pygame.K_F1, HELP), (pygame.K_h, HELP), (pygame.K_p, PAUSE),
    (pygame.K_q, PREV), (pygame.K_e, NEXT), (pygame.K_PAGEUP, PREV), (pygame.K_PAGEDOWN, NEXT),
])
def test_keys(k, kind):
    im = InputManager(lambda pos: pos)
    assert im.process(keydown(k)) == [Intent(kind, KEYBOARD)]


def test_other_keys_and_key_releases_mean_nothing():
    im = InputManager(lambda pos: pos)
    assert im.process(keydown(pygame.K_z)) == []
    assert im.process(keydown(pygame.K_LSHIFT)) == []
    assert im.process(pygame.event.Event(pygame.KEYUP, key=pygame.K_RETURN, mod=0)) == []
    assert im.update(1.0) == []  # no pads attached to this manager: nothing repeats


# ---------------------------------------------------------------- letterboxed mouse
def mouse(t, pos, button=1):
    if t == pygame.MOUSEMOTION:
        return pygame.event.Event(t, pos=pos, rel=(0, 0), buttons=(0, 0, 0), touch=False)
    return pygame.event.Event(t, pos=pos, button=button, touch=False)


@pytest.mark.parametrize("size,view,inside,bars", [
    # 1000x1000: the picture is 1000x562 with bars of 219 px above and below
    ((1000, 1000), (0, 219, 1000, 562),
     [((500, 500), (960, 540)), ((0, 219), (0, 0)), ((999, 780), (1918, 1078))],
     [(500, 0), (500, 218), (500, 781), (999, 999)]),
    # 333x700: 333x187 at y=256
    ((333, 700), (0, 256, 333, 187),
     [((166, 349), (957, 537)), ((0, 256), (0, 0)), ((332, 442), (1914, 1074))],
     [(166, 10), (166, 255), (166, 443), (0, 699)]),
])
def test_mouse_maps_to_logical_pixels_and_ignores_the_black_bars(size, view, inside, bars):
    app = make_app(size=size, start_scene=False)
    assert app.display.window.get_size() == size
    assert tuple(app.display.view) == view
    im = app.input
    for win, logical in inside:
        assert im.process(mouse(pygame.MOUSEMOTION, win)) == [Intent(POINT, MOUSE, logical)]
        assert im.process(mouse(pygame.MOUSEBUTTONDOWN, win)) == [Intent(PRESS, MOUSE, logical, 1)]
        assert (im.process(mouse(pygame.MOUSEBUTTONUP, win, 3))
                == [Intent(RELEASE, MOUSE, logical, 3)])
    for win in bars:
        for t in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            assert im.process(mouse(t, win)) == [], (t, win)


def test_wheel_and_middle_button():
    app = make_app(size=(1280, 720), start_scene=False)
    im = app.input
    assert im.process(mouse(pygame.MOUSEBUTTONDOWN, (640, 360), button=2)) == []  # middle
    assert im.process(mouse(pygame.MOUSEBUTTONDOWN, (640, 360), button=4)) == []  # wheel as button
    wheel = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0,
                               precise_y=-1.0, touch=False)
    assert im.process(wheel) == [Intent(WHEEL, MOUSE, (960, 540), -1)]  # at the last pointer
    up = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2, flipped=False, precise_x=0.0,
                            precise_y=2.0, touch=False)
    assert im.process(up) == [Intent(WHEEL, MOUSE, (960, 540), 1)]


@pytest.mark.parametrize("size", [(1000, 1000), (333, 700), (1920, 1080), (2560, 1080)])
def test_apphost_click_lands_on_the_logical_point_through_the_real_event_queue(size):
    app = make_app(size=size, start_scene=False)
    seen = capture(app)
    slack = math.ceil(1920 / app.display.view.w)  # one window pixel, in logical pixels
    for target in ((960, 540), (10, 10), (1900, 1070)):
        seen.clear()
        click(app, target)
        assert [i.kind for i in seen] == [POINT, PRESS, RELEASE]
        for i in seen:
            assert abs(i.pos[0] - target[0]) <= slack and abs(i.pos[1] - target[1]) <= slack
    if app.display.view.y > 0:  # a click in the top bar is nothing
        seen.clear()
        click_window(app, (window_pos(app, (960, 0))[0], app.display.view.y - 1))
        assert seen == []
    with pytest.raises(ValueError):
        window_pos(app, (1920, 0))


# ---------------------------------------------------------------- full screen toggle
def saved_fullscreen() -> bool:
    return json.loads(Settings.path().read_text(encoding="utf-8"))["fullscreen"]


@pytest.mark.parametrize("toggle", [
    keydown(pygame.K_F11), keydown(pygame.K_RETURN, pygame.KMOD_LALT),
    keydown(pygame.K_RETURN, pygame.KMOD_RALT)], ids=["F11", "LAlt+Enter", "RAlt+Enter"])
def test_fullscreen_toggle_on_the_dummy_driver(toggle):
    app = make_app(size=(1000, 1000), start_scene=False)
    seen = capture(app)
    assert not app.display.fullscreen
    app.handle_event(toggle)
    assert app.display.fullscreen and saved_fullscreen() is True
    assert app.display.window.get_size() != (1000, 1000)  # the dummy desktop's size
    assert app.display.view == letterbox(app.display.window.get_size())
    # the mouse now maps through the new letterbox
    centre = app.display.view.center
    assert app.input.process(mouse(pygame.MOUSEBUTTONDOWN, centre))[0].pos == (960, 540)
    app.handle_event(toggle)
    assert not app.display.fullscreen and saved_fullscreen() is False
    assert app.display.window.get_size() == (1000, 1000)
    assert tuple(app.display.view) == (0, 219, 1000, 562)
    assert seen == []  # the toggle is not also a CONFIRM


def test_plain_enter_is_confirm_not_fullscreen():
    app = make_app(size=(1000, 1000), start_scene=False)
    seen = capture(app)
    app.handle_event(keydown(pygame.K_RETURN))
    assert seen == [Intent(CONFIRM, KEYBOARD)]
    assert not app.display.fullscreen and not Settings.path().exists()


class Fill(Scene):
    def draw(self, surf):
        surf.fill((250, 200, 40))


def test_f11_through_the_event_queue_and_frames_keeps_drawing(tmp_path):
    app = make_app(size=(800, 600), start_scene=False)
    app.push(Fill(app))
    key(app, pygame.K_F11)
    assert app.display.fullscreen
    pump(app, 3)
    key(app, pygame.K_F11)
    pump(app, 3)
    assert not app.display.fullscreen and app.display.window.get_size() == (800, 600)
    assert app.running and app.frames == 10
    # drawn letterboxed: picture in the middle, black bars above and below
    middle, bar = app.display.window.get_at((400, 300)), app.display.window.get_at((400, 5))
    assert all(abs(a - b) <= 4 for a, b in zip(middle[:3], (250, 200, 40)))  # smoothscaled
    assert bar[:3] == (0, 0, 0)
    shot = screenshot(app, tmp_path / "shots" / "fill.png")
    assert pygame.image.load(str(shot)).get_size() == (1920, 1080)
