"""Where a lesson opens (issue 22): the game's card on the title screen (lit
up for a game never played), its lobby, and a star on the card once done."""
from __future__ import annotations

import pygame

from game.learn import progress
from tests.support.apphost import click, key, make_app, pump, run_until


def _menu(app):
    pump(app, 2)
    return app.stack.top


def test_the_codes_card_offers_learn_to_play_lit_for_a_game_never_played_and_opens_it():
    app = make_app()
    menu = _menu(app)
    assert "codes" in menu.learn.cards and "codes" in menu.learn.new
    assert "codes" not in menu.learn.stars
    click(app, menu.learn.button("codes").center)
    run_until(app, lambda: hasattr(app.stack.top, "coach"), 30)
    assert app.stack.top.coach.run.index == 0 and app.stack.top.game_id == "codes"


def test_tab_on_a_focused_card_opens_its_lesson():
    app = make_app()
    menu = _menu(app)
    menu.menu.focus = next(i for i, b in enumerate(menu.menu.buttons)
                           if getattr(b.data, "id", "") == "codes")
    key(app, pygame.K_TAB)
    assert hasattr(app.stack.top, "coach")


def test_a_finished_lesson_puts_a_star_on_the_card_and_the_card_is_no_longer_new():
    progress.finish("codes")
    menu = _menu(make_app())
    assert "codes" in menu.learn.stars and "codes" not in menu.learn.new


def test_the_lobby_has_a_learn_to_play_button():
    app = make_app()
    menu = _menu(app)
    menu.open_game(next(b.data for b in menu.menu.buttons if getattr(b.data, "id", "") == "codes"))
    pump(app, 2)
    lobby = app.stack.top
    learn = next(b for b in lobby.menu.buttons if b.data == "learn")
    click(app, learn.rect.center)
    run_until(app, lambda: hasattr(app.stack.top, "coach"), 30)
    assert app.stack.top.coach.run is not None


def test_the_card_shows_a_star_per_lesson_finished_and_per_level_won():
    from game.learn.files import game_of
    progress.finish("bananas")
    progress.finish("bananas-traps")
    progress.win_level("bananas", 2)
    progress.win_level("bananas", 1)
    progress.win_level("bananas", 2)             # a level won twice is one star
    menu = _menu(make_app())
    assert menu.learn.stars["bananas"] == 2 and menu.learn.levels["bananas"] == [1, 2]
    assert game_of("bananas-traps") == "bananas" and "codes" not in menu.learn.stars
