"""The card reader of Spank the Monkey read from a sofa: a junk card in a tower
that shows only its picture (a long name on a one-dot card, five or six towers
wide) is read big where the log is as soon as a player aims at it with the keys
or points at it with the mouse, and only what that seat may know is read."""
from __future__ import annotations

import pygame
import pytest

from game.input.intents import MOUSE
from game.rules.junkyard.deck import card
from game.scenes.junkyard import reader as R
from game.scenes.junkyard import slabs as S
from game.scenes.junkyard.layout import LOG
from tests.scenes.test_junkyard_scene import TOWERS, junk_xy, my_turn, position, start
from tests.support.apphost import key, make_app, pump, run_until, window_pos
from tests.support.junkyard import audit_table

PICTURE_ONLY = "smuggled_rubber_ducks"      # Green's tower at six players: its picture only
HAND = ["hand_grenade", "satellite_dish", "karate_chop"]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


class Read:
    """The reader's words drawn each frame: (words, size, rect)."""

    def __init__(self, monkeypatch):
        self.calls: list[tuple[str, int, pygame.Rect]] = []
        real = R.draw_text

        def spy(surf, words, size, *a, **k):
            r = real(surf, words, size, *a, **k)
            self.calls.append((str(words), size, r))
            return r
        monkeypatch.setattr(R, "draw_text", spy)

    def frame(self, app) -> list[tuple[str, int, pygame.Rect]]:
        self.calls = []
        pump(app)
        return self.calls


def six_players(app, first="human"):
    seats = (first,) + ("random",) * 5
    st = position(seats, [list(t) for t in TOWERS], hands=[HAND] + [[]] * 5,
                  phase="attack", monkey=8)
    scene = start(app, seats, st)
    pump(app, 2)                                     # the app finds a pad
    run_until(app, my_turn(scene), 600)
    return scene


def shows_only_its_picture(scene, junk: str, monkeypatch) -> bool:
    """The tower's slab of `junk`, painted afresh at the table's size now, draws
    no word of its name (only its strength)."""
    f = scene.table.pic.floor(junk)
    geo = scene.table.geo
    words: list[str] = []
    real = S.draw_text

    def spy(surf, text, *a, **k):
        words.append(str(text))
        return real(surf, text, *a, **k)
    with monkeypatch.context() as m:
        m.setattr(S, "draw_text", spy)
        S.slab_surface.__wrapped__((junk, int(geo.slab_w), max(8, round(geo.slab_h(junk))),
                                    f.strength, False))
    return bool(words) and all(w.isdigit() for w in words)


def assert_read_big(calls, junk: str) -> None:
    c = card(junk)
    words = [(w, sz, r) for w, sz, r in calls]
    names = [(w, sz, r) for w, sz, r in words if w == c.name]
    assert names, (junk, [w for w, _, _ in words])
    assert all(sz >= 28 and LOG.contains(r) for _, sz, r in names), names
    power = [(w, sz) for w, sz, _ in words if w.startswith("Strength ")]
    assert power and all(sz >= 28 for _, sz in power), words
    assert all(sz >= 22 and LOG.contains(r) for _, sz, r in words), words


def test_a_tower_card_showing_only_its_picture_is_read_when_aimed_at_with_the_keys(
        app, monkeypatch):
    scene = six_players(app)
    assert shows_only_its_picture(scene, PICTURE_ONLY, monkeypatch)
    read = Read(monkeypatch)
    key(app, pygame.K_RETURN)                        # pick up the hand grenade
    assert scene.controls.held == "hand_grenade"
    for _ in range(30):                              # walk the towers to the rubber ducks
        if scene.controls.tcur == PICTURE_ONLY:
            break
        key(app, pygame.K_RIGHT if scene.controls.tcur in
            [f.junk for t in scene.table.pic.towers[:2] for f in t] else pygame.K_UP)
    assert scene.controls.tcur == PICTURE_ONLY
    calls = read.frame(app)
    assert_read_big(calls, PICTURE_ONLY)
    assert any("Green's tower" in w for w, _, _ in calls)
    assert not audit_table(app)                      # the whole screen read from the sofa


def test_the_same_with_a_pad(app, monkeypatch):
    from game.app.seating import Seat
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    scene = six_players(app, Seat("human", pad.device))
    read = Read(monkeypatch)

    def tap(button: str) -> None:
        pad.press(button)
        pump(app)
        pad.release(button)
        pump(app)
    tap("a")                                         # pick up the hand grenade
    assert scene.controls.held == "hand_grenade"
    for _ in range(30):
        if scene.controls.tcur == PICTURE_ONLY:
            break
        tap("dpright" if scene.controls.tcur in
            [f.junk for t in scene.table.pic.towers[:2] for f in t] else "dpup")
    assert scene.controls.tcur == PICTURE_ONLY
    assert_read_big(read.frame(app), PICTURE_ONLY)


def test_a_tower_card_is_read_under_the_mouse_with_nothing_in_hand(app, monkeypatch):
    scene = six_players(app)
    read = Read(monkeypatch)
    assert not any(w == card(PICTURE_ONLY).name for w, _, _ in read.frame(app))  # the log
    at = window_pos(app, junk_xy(scene, PICTURE_ONLY))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    calls = read.frame(app)
    assert scene.controls.held is None
    assert_read_big(calls, PICTURE_ONLY)
    assert not audit_table(app)
    # away from the towers, the log comes back
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=window_pos(app, (960, 40)),
                                         rel=(0, 0), buttons=(0, 0, 0), touch=False))
    pump(app)
    assert R.reader_card(scene) is None


def test_the_reader_reads_a_tower_cards_strength_now_and_nothing_secret(app):
    scene = six_players(app)
    armchair = "grandpas_armchair"                   # reinforced by barbed wire in Red's tower
    f = scene.table.pic.floor(armchair)
    assert f is not None and f.strength > card(armchair).strength
    rows = R.tower_lines(scene, armchair)
    assert (f"Strength {f.strength} (the card says {card(armchair).strength})", 28) in rows
    assert any(w.endswith("in Red's tower") and sz >= 22 for w, sz in rows), rows
    assert R.fits(armchair, rows)
    # wherever the mouse points, only the viewer's own hand or a tower card is read
    mine = set(scene.table.hand_cards())
    public = {f.junk for t in scene.table.pic.towers for f in t}
    secret = {c for s in range(1, 6) for c in scene.state.yard.cards.hands[s]}
    scene.last_device = MOUSE
    seen = set()
    for x in range(0, 1920, 24):
        for y in range(0, 1080, 24):
            app.input.pointer = (x, y)
            cid = R.reader_card(scene)
            assert cid is None or cid in mine | public, ((x, y), cid)
            seen.add(cid)
    assert not seen & secret
    assert public <= seen                            # every tower card can be read
