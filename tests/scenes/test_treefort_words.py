"""Treefort Nations' words on the screen: the log names places the way the
table shows them (whose land, which part of it), never as raw coordinates,
and the key hints show the real keys, whole, inside their box."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from game.app.seating import Seat
from game.core.grid import Cell
from game.input.intents import KEYBOARD
from game.rules.treefort import Platform, Use
from game.rules.treefort.text import place
from tests.support.apphost import make_app, pump, run_until
from tests.support.treefort import playing, start_scene

C = Cell
RAW = re.compile(r"\b\d+\s*,\s*\d+\b")


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 4.0
    return a


def test_a_place_is_named_by_whose_land_it_is_in_and_which_part():
    st = playing()
    v = dict(st.view(None), names=["Red", "Blue"])
    # test boards: Red's grid is x 0-7, the neutral grid 8-15, Blue's 16-23; 8 rows
    assert place((0, 0), v) == "in Red's land (top left)"
    assert place((4, 4), v) == "in Red's land (middle)"
    assert place((23, 7), v) == "in Blue's land (bottom right)"
    assert place((12, 0), v) == "on the neutral ground (top)"
    assert place((8, 4), v) == "on the neutral ground (left side)"
    assert place((0, 0), v, actor=0) == "in their own land (top left)"     # Red's, for Red
    assert place((0, 0), v, actor=1) == "in Red's land (top left)"


def test_the_log_never_shows_raw_coordinates(app):
    seats = [Seat("random") for _ in range(3)]
    scene = start_scene(app, seats, seed=2, variants=("coins=4", "placement=strategic"))
    run_until(app, lambda: len(scene.match.record.steps) > 150 or scene.match.over, 6000,
              dt=0.1)
    lines = [ln.text for ln in scene.log]
    assert any("land" in t for t in lines) and len(lines) > 40
    assert not [t for t in lines if RAW.search(t)]


def test_the_key_hints_show_the_real_keys_whole_inside_their_box(app):
    st = playing(monkeys=[(1, 0, C(3, 3), 4), (3, 1, C(20, 4))],
                 coins={C(3, 3): "quarter"}, seats=("human", "random"))
    scene = start_scene(app, [Seat("human", KEYBOARD), Seat("random")], st)
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 300)
    scene.last_device = KEYBOARD
    assert scene.act(0, Use(1))
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 300)
    scene.controls._set_mode("platform")
    assert any(isinstance(a, Platform) for a in scene.legal(0))
    pump(app)
    rows = scene.hint_rows()
    words = " ".join(p for row in rows for p in row.parts if isinstance(p, str))
    assert "[" not in words and "]" not in words          # no placeholders like [next]
    for key_name in ("Tab", "E", "Q"):
        assert any(key_name in row.keys for row in rows), (key_name, rows)
    assert {"turn", "flip", "piece"} <= set(words.split())
    box = scene.hint_box()
    for row in rows:
        assert box.contains(row.rect), (row.rect, box)
