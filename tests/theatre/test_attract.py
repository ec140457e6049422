"""Attract mode: a title screen left alone for a minute plays a short demo
match, names the game, and any input brings the title back at once; a still
title costs no drawing until then; Settings turns it off."""
from __future__ import annotations

import pygame
import pytest

from game.core import registry
from game.scenes.menu import MenuScene
from game.theatre import attract
from game.theatre.files import checked
from tests.support.apphost import key, make_app, pump

SECONDS = 4  # frames of a quarter of a second make a second


def wait(app, seconds: float) -> None:
    pump(app, int(seconds * SECONDS), dt=0.25)


@pytest.mark.parametrize("game", [s.id for s in registry.specs()])
def test_every_game_ships_a_short_demo_that_replays(game):
    path = attract.DEMOS / f"{game}.jsonl"
    record, line, note = checked(path.read_text(encoding="utf-8"), path.name)
    assert note is None and line.final.over and line.final.state.winners()
    assert len(record.steps) <= 250   # short: a run of tools/make_demos.py picks it


def test_a_title_left_alone_plays_a_demo_and_any_input_ends_it():
    app = make_app()
    menu = app.stack.top
    focus = menu.menu.focus
    wait(app, 10)
    assert app.still
    draws = app.draws
    wait(app, 49)
    assert app.stack.top is menu and app.draws == draws   # still: nothing drawn again
    wait(app, 2)
    demo = app.stack.top
    assert isinstance(demo, attract.AttractScene) and demo.playing
    heard = list(app.sounds.played)
    wait(app, 3)
    assert demo.at > 0 and app.sounds.played == heard   # it plays, silently
    key(app, pygame.K_RIGHT)
    assert app.stack.top is menu and menu.menu.focus == focus   # the key only ended it
    assert not app.hush
    wait(app, 30)
    assert app.stack.top is menu   # the minute starts again


def test_a_demo_plays_to_its_end_and_the_title_comes_back():
    app = make_app()
    wait(app, 61)
    demo = app.stack.top
    assert isinstance(demo, attract.AttractScene)
    for _ in range(20000):
        if app.stack.top is not demo:
            break
        pump(app, 1, dt=0.25)
    assert isinstance(app.stack.top, MenuScene) and demo.at == demo.length


def test_each_demo_names_its_game_and_the_next_is_another_game(monkeypatch):
    monkeypatch.setattr(attract, "ROTATION", attract.Rotation())
    app = make_app()
    seen = []
    for _ in range(len(attract.demo_games())):
        assert attract.start(app)
        demo = app.stack.top
        seen.append(demo.spec.id)
        pump(app, 2)
        demo.done()
    assert sorted(seen) == sorted(attract.demo_games())


def test_settings_turn_it_off():
    app = make_app()
    app.settings.attract = False
    wait(app, 130)
    assert isinstance(app.stack.top, MenuScene)
