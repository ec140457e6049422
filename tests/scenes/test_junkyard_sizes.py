"""Spank the Monkey read from a sofa (1920 x 1080): what a player decides on
(card names, strengths, heights) is drawn at 28 px or more where it fits,
the rest at 22 px or more, and every word fits its box."""
from __future__ import annotations

import pygame
import pytest

from game.input.intents import CONFIRM, KEYBOARD, LEFT, RIGHT, Intent
from game.rules.junkyard.deck import card, ids
from game.rules.junkyard.wording import rules_text
from game.scenes.junkyard import reader as R
from game.scenes.junkyard import table as T
from tests.scenes.test_junkyard_scene import my_turn, position, start
from tests.support.apphost import make_app, run_until

JUNK = [i for i in ids() if card(i).type == "junk"]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


class Spy:
    """Every draw_text of the table and reader modules: (words, size, rect, target size)."""

    def __init__(self, monkeypatch):
        self.calls: list[tuple[str, int, pygame.Rect, tuple[int, int]]] = []
        real = T.draw_text

        def spy(surf, words, size, *a, **k):
            r = real(surf, words, size, *a, **k)
            self.calls.append((words, size, r, surf.get_size()))
            return r
        monkeypatch.setattr(T, "draw_text", spy)
        monkeypatch.setattr(R, "draw_text", spy)


def start_scale(n: int) -> T.Geo:
    """The table's scale when a match of n players begins (the monkey at 14 - n)."""
    pic = T.YardPicture([[] for _ in range(n)], 14 - n)
    geo = T.Geo(n, max([T.MIN_DOTS] + [pic.monkey + 2]))
    return geo


@pytest.mark.parametrize("n", [2, 3, 4, 6])
def test_a_junk_card_in_a_tower_shows_its_name_and_strength_big_and_whole(monkeypatch, n):
    spy = Spy(monkeypatch)
    geo = start_scale(n)
    assert geo.unit >= 36                       # a 1-dot card starts tall enough for 28 px
    T.slab_surface.cache_clear()
    big = 0
    for cid in JUNK:
        c = card(cid)
        spy.calls.clear()
        w, h = int(geo.slab_w), int(geo.slab_h(cid))
        T.slab_surface((cid, w, h, c.strength, False))
        name = [(sz, r) for words, sz, r, _ in spy.calls if words in c.name]
        assert name, cid
        for sz, r in name:                       # never cut off
            assert r.left >= 0 and r.right <= w - 14 and r.top >= 0 and r.bottom <= h, (cid, r)
        big += min(sz for sz, _ in name) >= T.SLAB_NAME
        strength = [sz for words, sz, _, _ in spy.calls if words == str(c.strength)]
        assert strength and strength[0] >= 28, (cid, strength)
    if n <= 3:
        assert big == len(JUNK), big             # every name at 28 px or more
    elif n == 4:
        assert big >= len(JUNK) * 2 // 3, big   # most names at 28 px or more


def test_the_zoomed_card_is_read_big_where_the_log_was(app, monkeypatch):
    for cid in ids():                          # every card's words fit the reader at 28 px
        rows = R.reader_lines(cid)
        assert all(sz >= 28 for _, sz in rows), cid
        assert R.fits(cid), cid
        assert " ".join(ln for ln, _ in rows[1:]).endswith(rules_text(card(cid))), cid
    st = position(("human", "random"), [["hay_bale"], ["golden_toilet"]],
                  hands=[["hand_grenade", "monkey_business"], ["satellite_dish"]],
                  phase="attack")
    scene = start(app, ("human", "random"), st)
    run_until(app, my_turn(scene), 600)
    app.dispatch(Intent(RIGHT, KEYBOARD))
    spy = Spy(monkeypatch)
    surf = pygame.Surface((1920, 1080))
    scene.draw_log(surf)
    said = {words: sz for words, sz, _, _ in spy.calls}
    assert said.get("Monkey Business", 0) >= 28
    assert "swap your top junk card" in " ".join(said), said


def test_the_fight_box_words_never_run_under_the_die(app, monkeypatch):
    st = position(("human", "random"), [["hay_bale"], ["golden_toilet"]],
                  hands=[["hand_grenade"], ["satellite_dish"]], dice=(5,), phase="attack")
    scene = start(app, ("human", "random"), st)
    run_until(app, my_turn(scene), 600)
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    app.dispatch(Intent(RIGHT, KEYBOARD))
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    run_until(app, lambda: scene.state.window is not None and scene.state.window.seat == 0
              and not scene.anim.busy, 900)
    t = scene.table
    assert t.dice, "the roll's die lies in the fight box"
    t.pic.in_play += ["satellite_dish", "karate_chop", "boomerang"]   # a crowded fight
    t.dice.append(T.Die(3, 0, 0))
    surf = pygame.Surface((1920, 1080))
    t.draw_fight(surf, scene.shown_view())
    box = t.fight_box()
    dx, dies = box.right - 60, []
    for d in t.dice[-2:]:
        dies.append(pygame.Rect(0, 0, d.size, d.size))
        dies[-1].center = (dx, box.y + 150)
        dx -= d.size + 16
    assert len(t.fight_lines) >= 3
    for words, size, r in t.fight_lines:
        assert size >= 22, (words, size)
        assert box.contains(r), (words, r, box)
        assert not any(r.colliderect(d) for d in dies), (words, r, dies)


def test_the_header_says_what_to_do_at_28_px_or_more_and_within_its_bar(app, monkeypatch):
    st = position(("human", "random"), [["hay_bale"], ["golden_toilet"]],
                  hands=[["hand_grenade"], ["satellite_dish"]], phase="attack")
    scene = start(app, ("human", "random"), st)
    run_until(app, my_turn(scene), 600)
    long = ("Red: Sneaky Tow Truck \u2014 pick the junk card of another player's tower that "
            "you want to tow away to the bottom of your own tower")
    monkeypatch.setattr(scene.table, "status_text", lambda v: (long, (255, 255, 255)))
    spy = Spy(monkeypatch)
    scene.table.draw_status(pygame.Surface((1920, 1080)), scene.shown_view())
    drawn = [(w, sz, r) for w, sz, r, _ in spy.calls]
    assert " ".join(w for w, _, _ in drawn) == long
    bar = pygame.Rect(300, 4, T.PILE_AT[0] - 324, 70)
    for words, size, r in drawn:
        assert size >= 28 and bar.inflate(0, 8).contains(r), (words, size, r)


def test_the_screen_audit_finds_nothing_on_a_turn_a_zoom_and_a_window(app):
    from tests.support.junkyard import audit_table

    def assert_screen_ok(app):
        findings = audit_table(app)
        assert not findings, findings
    st = position(("human", "random"), [["hay_bale", "golden_toilet"], ["squashy_sofa"]],
                  hands=[["hand_grenade", "monkey_business"], ["satellite_dish"]], dice=(5,),
                  phase="attack")
    scene = start(app, ("human", "random"), st)
    run_until(app, my_turn(scene), 600)
    assert_screen_ok(app)                        # Red's turn, the hand resting
    app.dispatch(Intent(RIGHT, KEYBOARD))
    assert_screen_ok(app)                        # a card zoomed, its words read big
    app.dispatch(Intent(LEFT, KEYBOARD))         # back to the grenade, aimed at the sofa
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    app.dispatch(Intent(RIGHT, KEYBOARD))
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    run_until(app, lambda: scene.state.window is not None and scene.state.window.seat == 0
              and not scene.anim.busy, 900)
    assert_screen_ok(app)                        # Red's own window: the fight box and the die
