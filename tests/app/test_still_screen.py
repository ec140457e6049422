"""A still screen is not redrawn: with nobody touching anything and nothing
moving, the app stops drawing until something happens (idle CPU)."""
from __future__ import annotations

import pygame
import pytest

from game.app.main import MAX_DT, SETTLE_TIME, STILL_AFTER
from game.input.intents import DOWN, KEYBOARD, Intent
from tests.support.apphost import key, make_app, pump

from tests.app.scene_tour import tour

FPS = 60


# The title screen test proves the menu goes still at 60 frames a second;
# the still-screen rule runs on app time, so the other tests get a still menu
# at the app's longest frame (a fifteenth of the draws).
REST_DT = MAX_DT


def _still_menu():
    app = make_app()
    pump(app, int((STILL_AFTER + SETTLE_TIME + 1) / REST_DT), dt=REST_DT)
    assert app.still                                   # the menu went still: nobody is touching
    return app


def test_the_title_screen_goes_still_and_wakes_on_input():
    app = make_app()
    pump(app, int(FPS * (STILL_AFTER + SETTLE_TIME + 1)))
    assert app.still
    drawn = app.draws
    pump(app, 120)
    assert app.draws == drawn                      # two seconds, not one frame drawn
    focus = app.stack.top.menu.focus
    key(app, pygame.K_RIGHT)
    assert app.draws > drawn and not app.still
    assert app.stack.top.menu.focus != focus


def test_a_toast_or_a_new_scene_is_drawn_at_once():
    app = _still_menu()
    drawn = app.draws
    app.toast("hello")
    pump(app, 1)
    assert app.draws == drawn + 1
    pump(app, int(5 / REST_DT), dt=REST_DT)        # the toast goes; the screen goes still
    drawn = app.draws
    app.open("settings")
    pump(app, 1)
    assert app.draws == drawn + 1


def test_a_match_between_bots_keeps_drawing_and_a_waiting_human_is_answered_at_once():
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
    pump(app, int(FPS * (STILL_AFTER + SETTLE_TIME + 2)))
    assert scene.controller() == 0
    # the glow on the coins rests on the idle clock: a table waiting for a human
    # goes still (nothing drawn, no CPU spent) until someone moves
    assert app.still
    drawn = app.draws
    pump(app, FPS)
    assert app.draws == drawn
    app.dispatch(Intent(DOWN, KEYBOARD))
    pump(app, 1)
    assert app.draws == drawn + 1


# ---------------------------------------------------------------- a still screen is complete
LEFT_ALONE = 5.0
LOOK_FPS = 20


def _left_alone_matches_a_fresh_draw(app) -> str | None:
    """Leave the app alone for 5 s of app time; None if the screen then shows
    what a fresh full draw of the same scenes shows, else what differs."""
    # 20 frames a second: the still-screen rule runs on app time, and a third of
    # the draws keeps the 108 scenes of this test within the suite's time
    pump(app, int(LOOK_FPS * LEFT_ALONE), dt=1 / LOOK_FPS)
    shown = app.display.canvas.copy()
    app.draw()
    fresh = app.display.canvas
    if shown.get_buffer().raw == fresh.get_buffer().raw:
        return None
    box = _diff_box(shown, fresh)
    return f"the screen differs from a fresh draw in {box} (still={app.still}, top={app.stack.top})"


def _diff_box(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect:
    d = a.copy()
    d.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    e = b.copy()
    e.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    d.blit(e, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    d.set_colorkey((0, 0, 0))
    return d.get_bounding_rect()


@pytest.mark.parametrize("name,build", list(tour()), ids=[n for n, _ in tour()])
def test_every_scene_left_alone_shows_its_whole_picture(name, build):
    app = _still_menu()
    build(app)
    problem = _left_alone_matches_a_fresh_draw(app)
    assert problem is None, f"{name}: {problem}"


def test_a_curtain_that_falls_on_a_still_screen_is_drawn_whole_and_keeps_pulsing():
    app = _still_menu()
    _curtain_only = dict(tour(help_pages=False))["curtain"]
    _curtain_only(app)
    drawn = app.draws
    # 20 s of app time (the still-screen rule's clock), at 20 frames a second
    pump(app, LOOK_FPS * 20, dt=1 / LOOK_FPS)
    assert app.draws - drawn >= LOOK_FPS * 20 - 1  # the prompt pulses: every frame is drawn
    assert not app.still
