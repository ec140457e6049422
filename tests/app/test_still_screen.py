"""A still screen is not redrawn: with nobody touching anything and nothing
moving, the app stops drawing until something happens (idle CPU)."""
from __future__ import annotations

import pygame

from game.app.main import STILL_AFTER
from game.input.intents import DOWN, KEYBOARD, Intent
from tests.support.apphost import key, make_app, pump

FPS = 60


def test_the_title_screen_goes_still_and_wakes_on_input():
    app = make_app()
    pump(app, int(FPS * (STILL_AFTER + 1)))
    assert app.still
    drawn = app.draws
    pump(app, 120)
    assert app.draws == drawn                      # two seconds, not one frame drawn
    focus = app.stack.top.menu.focus
    key(app, pygame.K_RIGHT)
    assert app.draws > drawn and not app.still
    assert app.stack.top.menu.focus != focus


def test_a_toast_or_a_new_scene_is_drawn_at_once():
    app = make_app()
    pump(app, int(FPS * (STILL_AFTER + 1)))
    drawn = app.draws
    app.toast("hello")
    pump(app, 1)
    assert app.draws == drawn + 1
    pump(app, int(FPS * 5))                        # the toast goes; the screen goes still
    drawn = app.draws
    app.open("settings")
    pump(app, 1)
    assert app.draws == drawn + 1


def test_a_match_between_bots_keeps_drawing_and_a_waiting_human_goes_still():
    from game.app.seating import Seat, Seating
    from game.app.launch import start_match
    # (the seeds are fixed in tests: with seed 163 the bot's first guess ends
    # the match, and the human never waits)
    app = make_app()
    app.settings.bot_speed = "fast"
    start_match(app, "codes", Seating([Seat("easy"), Seat("easy")]))
    scene = app.stack.top
    start = scene.version
    drawn = app.draws
    pump(app, int(FPS * (STILL_AFTER + 3)))
    assert scene.version > start and app.draws - drawn >= FPS * (STILL_AFTER + 2)
    app.stack.scenes.clear()
    start_match(app, "codes", Seating([Seat("human", KEYBOARD), Seat("easy")]))
    scene = app.stack.top
    pump(app, int(FPS * (STILL_AFTER + 2)))
    assert scene.controller() == 0 and app.still
    drawn = app.draws
    app.dispatch(Intent(DOWN, KEYBOARD))
    pump(app, 1)
    assert app.draws == drawn + 1
