"""The shared table pieces in game/ui: tap versus drag, the seat bar, cached layers."""
from __future__ import annotations

import pygame
import pytest

from game.input.intents import MOUSE, POINT, PRESS, RELEASE, Intent
from game.ui.drag import TAP_SLOP, Drag
from game.ui.layers import Layer
from game.ui.seat_bar import SeatBar, SeatCard


# ---------------------------------------------------------------------------- drag
class Calls:
    """Records the drag's calls in order."""

    def __init__(self):
        self.seen: list[tuple] = []

    def drag(self, **kw) -> Drag:
        return Drag(on_tap=lambda i, p: self.seen.append(("tap", i, p)),
                    on_drop=lambda i, p: self.seen.append(("drop", i, p)),
                    on_lift=lambda i, p: self.seen.append(("lift", i, p)), **kw)


def point(x, y):
    return Intent(POINT, MOUSE, (x, y))


def release(x, y):
    return Intent(RELEASE, MOUSE, (x, y))


def test_a_press_that_wobbles_less_than_the_slop_is_a_tap():
    calls = Calls()
    d = calls.drag()
    d.press("coin", (100, 100))
    assert d.active and d.dragging is None
    for p in [(105, 103), (100 + TAP_SLOP, 100), (96, 108)]:
        assert d.handle(point(*p))
    assert d.dragging is None and calls.seen == []
    assert d.handle(release(97, 104))
    assert calls.seen == [("tap", "coin", (97, 104))]
    assert not d.active


def test_a_press_that_travels_lifts_once_then_drops_where_released():
    calls = Calls()
    d = calls.drag()
    d.press(3, (100, 100))
    d.handle(point(110, 100))
    d.handle(point(100 + TAP_SLOP + 1, 100))   # past the slop: lifted
    assert calls.seen == [("lift", 3, (115, 100))] and d.dragging == 3
    for x in range(120, 400, 40):
        d.handle(point(x, 130))
        assert d.pos == (x, 130)
    d.handle(point(105, 100))                  # coming back near the start is still a drag
    d.handle(release(420, 140))
    assert calls.seen == [("lift", 3, (115, 100)), ("drop", 3, (420, 140))]
    assert not d.active and d.dragging is None


def test_moves_and_releases_without_a_press_are_not_the_drags():
    calls = Calls()
    d = calls.drag()
    assert not d.handle(point(10, 10))
    assert not d.handle(release(10, 10))
    assert not d.handle(Intent(PRESS, MOUSE, (10, 10)))  # presses are the scene's to hit-test
    assert calls.seen == [] and not d.active


def test_a_cancelled_press_does_nothing_on_release_and_the_next_press_starts_fresh():
    calls = Calls()
    d = calls.drag(slop=5)
    d.press("a", (0, 0))
    d.handle(point(50, 0))
    d.cancel()
    assert not d.handle(release(50, 0))
    d.press("b", (200, 200))
    d.handle(release(201, 201))
    assert calls.seen == [("lift", "a", (50, 0)), ("tap", "b", (201, 201))]


# ---------------------------------------------------------------------------- layers
def test_a_layer_repaints_only_for_a_new_key():
    painted: list = []

    def paint(surf, key):
        painted.append(key)
        surf.fill((key * 10, 0, 0, 255))

    layer = Layer((40, 30), paint)
    first = layer.surface(1)
    assert layer.surface(1) is first and painted == [1] and layer.redraws == 1
    second = layer.surface(2)
    assert painted == [1, 2]
    assert second.get_at((5, 5))[:3] == (20, 0, 0)
    layer.surface(2)
    layer.forget()
    layer.surface(2)
    assert painted == [1, 2, 2] and layer.redraws == 3
    target = pygame.Surface((100, 100))
    layer.blit(target, 2, (50, 50))
    assert target.get_at((60, 60))[:3] == (20, 0, 0) and target.get_at((10, 10))[:3] == (0, 0, 0)


def test_a_layer_painted_again_starts_from_clear_pixels():
    # a repaint reuses the layer's pixels (a new board-sized surface per repaint
    # cost more than the painting): what the last key drew must not show through
    def paint(surf, key):
        surf.fill((200, 0, 0, 255), pygame.Rect(0, 0, 10 * key, 10))

    layer = Layer((40, 30), paint)
    assert layer.surface(3).get_at((25, 5)).a == 255
    again = layer.surface(1)
    assert again.get_at((5, 5))[:3] == (200, 0, 0)
    assert again.get_at((25, 5)).a == 0          # key 3's wider bar is gone
    solid = Layer((40, 30), paint, alpha=False)
    solid.surface(3)
    assert solid.surface(1).get_at((25, 5))[:3] == (0, 0, 0)


def test_an_opaque_layer_has_no_alpha_and_an_alpha_layer_starts_clear():
    layer = Layer((8, 8), lambda s, k: None, alpha=True)
    assert layer.surface("k").get_at((1, 1)).a == 0
    solid = Layer((8, 8), lambda s, k: s.fill((1, 2, 3)), alpha=False)
    assert solid.surface("k").get_flags() & pygame.SRCALPHA == 0


# ---------------------------------------------------------------------------- seat bar
BAR = pygame.Rect(20, 8, 1880, 150)


def bar_picture(bar: SeatBar, *args, **kw) -> bytes:
    surf = pygame.Surface((1920, 200))
    surf.fill((0, 0, 0))
    bar.draw(surf, *args, **kw)
    return pygame.image.tobytes(surf.subsurface(BAR), "RGB")


def cards(n=3, out=(), won=()):
    names = ["Red", "Blue", "Green", "Yellow"]
    return [SeatCard(names[s], "Player" if s == 0 else "Easy bot", s in out, s in won)
            for s in range(n)]


@pytest.fixture
def fonts():
    pygame.font.init()


def test_the_seat_bar_changes_when_the_turn_changes_and_not_otherwise(fonts):
    bar = SeatBar(BAR)
    red = bar_picture(bar, cards(), (0,), False)
    assert bar.layer.redraws == 1
    for _ in range(5):
        assert bar_picture(bar, cards(), (0,), False) == red
    assert bar.layer.redraws == 1          # a frame only blits
    blue = bar_picture(bar, cards(), (1,), False)
    assert blue != red and bar.layer.redraws == 2
    assert bar_picture(bar, cards(), (1,), False) == blue and bar.layer.redraws == 2
    assert bar_picture(bar, cards(), (0,), False) == red


def test_the_seat_bar_repaints_for_its_other_inputs(fonts):
    details = {0: "", 1: "", 2: ""}
    drawn: list = []
    bar = SeatBar(BAR, detail=lambda s: details[s],
                  decorate=lambda surf, s, r, lit, key: drawn.append((s, key)))
    base = bar_picture(bar, cards(), (0,), False, key="a")
    details[2] = "Team B \u00b7 3 pts"
    with_detail = bar_picture(bar, cards(), (0,), False, key="a")
    assert with_detail != base and bar.layer.redraws == 2
    assert bar_picture(bar, cards(out=(1,)), (0,), False, key="a") != with_detail
    assert bar_picture(bar, cards(out=(1,)), (0,), True, key="a") != with_detail  # palette
    assert bar.layer.redraws == 4
    bar_picture(bar, cards(out=(1,)), (0,), True, key="b")   # what decorate draws changed
    assert bar.layer.redraws == 5 and drawn[-3:] == [(0, "b"), (1, "b"), (2, "b")]


def test_cards_sit_side_by_side_inside_the_bar():
    bar = SeatBar(BAR)
    for n in (2, 4, 8):
        rects = [bar.card(s, n) for s in range(n)]
        assert all(BAR.contains(r) for r in rects)
        assert all(a.right < b.left for a, b in zip(rects, rects[1:]))
        middle = (rects[0].left + rects[-1].right) / 2
        assert abs(middle - BAR.centerx) <= 2
