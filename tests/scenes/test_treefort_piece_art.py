"""Treefort Nations' piece drawings: each drawer paints into its own rectangle
only, at the sizes the boards use (26 px squares on an 8-player board up to
60 px ones); the pieces tell themselves apart by shape (a bigger coin, a
bigger tree; a rider sits on a catapult; every action icon has its own
outline); drawing changes nothing but caches, and a full board stays cheap."""
from __future__ import annotations

import itertools
import math

import pygame
import pytest

from game.core.seats import SEAT_COLOURS, SEAT_SHAPES
from game.scenes.treefort import pieces as P

BG = (12, 200, 40)
SIZES = (26, 40, 60)


def _board(size: tuple[int, int] = (300, 300)) -> pygame.Surface:
    surf = pygame.Surface(size)
    surf.fill(BG)
    return surf


def _changed(surf: pygame.Surface) -> pygame.mask.Mask:
    same = pygame.mask.from_threshold(surf, BG, (1, 1, 1, 255))
    same.invert()
    return same


def _outside(surf: pygame.Surface, area: pygame.Rect) -> int:
    """Pixels changed outside `area`."""
    changed = _changed(surf)
    inside = pygame.mask.Mask(surf.get_size())
    inside.draw(pygame.mask.Mask(area.size, fill=True), area.topleft)
    return changed.count() - changed.overlap_area(inside, (0, 0))


def _apart(a: pygame.mask.Mask, b: pygame.mask.Mask) -> int:
    """Pixels set in exactly one of two masks of one size."""
    return a.count() + b.count() - 2 * a.overlap_area(b, (0, 0))


def _cover(draw) -> int:
    surf = _board()
    draw(surf)
    return _changed(surf).count()


def _squares(s: int) -> list[pygame.Rect]:
    """Square rectangles of several shapes: a board square, and not-square ones."""
    return [pygame.Rect(37, 51, s, s), pygame.Rect(40, 40, s + 13, s),
            pygame.Rect(20, 30, s, s + 9)]


def _every_drawer(rect: pygame.Rect):
    yield "tree", lambda s: [P.draw_tree(s, rect, c) for c in P.COINS]
    yield "tree_under", lambda s: [P.draw_tree_under(s, rect, c) for c in P.COINS]
    yield "stump", lambda s: P.draw_stump(s, rect)
    yield "catapult", lambda s: P.draw_catapult(s, rect)
    yield "die", lambda s: [P.draw_die(s, rect, v) for v in range(1, 7)]
    for riding, lumber, shape, in_tree in itertools.product(
            (False, True), (0, 4), (None, "star"), (False, True)):
        yield (f"monkey riding={riding} lumber={lumber} shape={shape} tree={in_tree}",
               lambda s, r=riding, lu=lumber, sh=shape, it=in_tree:
               P.draw_monkey(s, rect, SEAT_COLOURS[3], lumber=lu, riding=r, shape=sh,
                             in_tree=it))


@pytest.mark.parametrize("size", SIZES)
def test_each_drawer_paints_inside_its_rectangle_only(size):
    for rect in _squares(size):
        for name, draw in _every_drawer(rect):
            surf = _board()
            draw(surf)
            assert _changed(surf).count() > size * size * 0.08, (name, rect)
            assert _outside(surf, rect) == 0, (name, rect)


@pytest.mark.parametrize("size", SIZES)
def test_a_platform_paints_inside_its_squares_box_only(size):
    shapes = [[(0, 0)], [(0, 0), (1, 0), (1, 1), (2, 1)], [(0, 0), (0, 1), (0, 2), (0, 3)],
              [(0, 0), (1, 0), (0, 1), (1, 1)]]
    for gap in (0, 2):
        for cells in shapes:
            rects = [pygame.Rect(30 + x * (size + gap), 20 + y * (size + gap), size, size)
                     for x, y in cells]
            box = rects[0].unionall(rects[1:])
            surf = _board()
            P.draw_platform(surf, rects, None, controller_colour=SEAT_COLOURS[1])
            assert _outside(surf, box) == 0, (cells, gap)
            assert _changed(surf).count() > len(cells) * size * size * 0.6


def test_flying_things_stay_in_their_bounds():
    for radius in (4, 9, 17, 30):
        for angle in (0.0, 0.7, 2.9, -4.0):
            surf = _board()
            P.draw_breadfruit(surf, (150, 140), radius, angle)
            box = pygame.Rect(0, 0, 2 * radius + 2, 2 * radius + 2)
            box.center = (150, 140)
            assert _outside(surf, box) == 0, (radius, angle)
            assert _changed(surf).count() > radius * radius
    for w, h, angle in ((60, 14, 0.0), (40, 10, 0.8), (90, 20, 2.2), (30, 6, -1.3)):
        surf = _board()
        P.draw_board_plank(surf, (150, 150), w, h, angle)
        half = (abs(w * math.cos(angle)) + abs(h * math.sin(angle))) / 2 + 2, \
               (abs(w * math.sin(angle)) + abs(h * math.cos(angle))) / 2 + 2
        box = pygame.Rect(0, 0, int(2 * half[0]) + 2, int(2 * half[1]) + 2)
        box.center = (150, 150)
        assert _outside(surf, box) == 0, (w, h, angle)
        assert _changed(surf).count() > w * h * 0.5


@pytest.mark.parametrize("size", SIZES)
def test_bigger_coins_make_bigger_trees(size):
    rect = pygame.Rect(20, 20, size, size)
    covers = [_cover(lambda s, c=c: P.draw_tree(s, rect, c)) for c in P.COINS]
    assert covers == sorted(covers) and len(set(covers)) == len(covers), covers
    assert covers[-1] > 1.8 * covers[0]          # a quarter is plainly bigger than a penny


def test_trees_carry_their_lumber_as_pips():
    """Each tree shows as many cream pips as the lumber it gives."""
    size = 120
    for coin in P.COINS:
        img = P.tree_sprite(coin, size)
        cream = pygame.mask.from_threshold(img, (*P.CREAM, 255), (12, 12, 12, 255))
        blobs = [r for r in cream.get_bounding_rects() if r.w * r.h > 9]
        assert len(blobs) == P.TREE_PIPS[coin], coin


def test_riding_and_walking_monkeys_differ_by_shape():
    for size in SIZES:
        walk = P.monkey_sprite(size, SEAT_COLOURS[0])
        ride = P.monkey_sprite(size, SEAT_COLOURS[0], riding=True)
        a, b = pygame.mask.from_surface(walk), pygame.mask.from_surface(ride)
        assert _apart(a, b) > size * size * 0.08, size


def test_monkeys_show_seat_colour_lumber_and_shape():
    size = 40
    rect = pygame.Rect(10, 10, size, size)
    seen = set()
    for colour in SEAT_COLOURS:
        surf = _board()
        P.draw_monkey(surf, rect, colour)
        seen.add(pygame.image.tobytes(surf, "RGB"))
    assert len(seen) == len(SEAT_COLOURS)
    loads = {pygame.image.tobytes(P.monkey_sprite(size, SEAT_COLOURS[0], lumber=n), "RGBA")
             for n in range(5)}
    assert len(loads) == 5
    shapes = {pygame.image.tobytes(P.monkey_sprite(size, SEAT_COLOURS[0], shape=s), "RGBA")
              for s in SEAT_SHAPES}
    assert len(shapes) == len(SEAT_SHAPES)
    with pytest.raises(ValueError):
        P.draw_monkey(_board(), rect, SEAT_COLOURS[0], shape="banana")


def test_a_monkey_in_a_tree_leaves_the_crown_in_sight():
    rect = pygame.Rect(10, 10, 60, 60)
    surf = _board()
    P.draw_tree(surf, rect, "quarter")
    before = pygame.image.tobytes(surf, "RGB")
    P.draw_monkey(surf, rect, SEAT_COLOURS[1], in_tree=True)
    after = pygame.image.tobytes(surf, "RGB")
    assert before != after
    # the top-left of the crown is untouched
    crown = surf.subsurface(pygame.Rect(rect.x + 8, rect.y + 8, 18, 18)).copy()
    fresh = _board()
    P.draw_tree(fresh, rect, "quarter")
    assert pygame.image.tobytes(crown, "RGB") == pygame.image.tobytes(
        fresh.subsurface(pygame.Rect(rect.x + 8, rect.y + 8, 18, 18)), "RGB")


def test_platform_squares_join_where_they_touch():
    size = 40
    for gap in (0, 2):
        a = pygame.Rect(20, 20, size, size)
        b = pygame.Rect(20 + size + gap, 20, size, size)
        one = _board()
        P.draw_platform(one, [a, b], None)
        two = _board()
        P.draw_platform(two, [a], None)
        P.draw_platform(two, [b], None)
        # across the seam, one platform is all planks; two platforms show their frames
        y = a.centery + 3
        seam = [one.get_at((x, y))[:3] for x in range(a.right - 4, b.left + 4)]
        apart = [two.get_at((x, y))[:3] for x in range(a.right - 4, b.left + 4)]
        assert P.WOOD_EDGE not in seam and BG not in seam, gap
        assert P.WOOD_EDGE in apart or BG in apart, gap


def test_a_fort_frame_carries_its_holders_colour():
    rects = [pygame.Rect(20, 20, 40, 40), pygame.Rect(60, 20, 40, 40)]
    for colour in SEAT_COLOURS:
        held = _board()
        P.draw_platform(held, rects, None, controller_colour=colour)
        assert pygame.mask.from_threshold(held, colour, (1, 1, 1, 255)).count() > 100
    plain = _board()
    P.draw_platform(plain, rects, None)
    for colour in SEAT_COLOURS:
        assert pygame.mask.from_threshold(plain, colour, (1, 1, 1, 255)).count() == 0
    tinted = _board()
    P.draw_platform(tinted, rects, SEAT_COLOURS[4])
    assert pygame.image.tobytes(tinted, "RGB") != pygame.image.tobytes(plain, "RGB")


def test_drawing_changes_nothing_it_is_given():
    rects = [pygame.Rect(20, 20, 30, 30), pygame.Rect(50, 20, 30, 30)]
    kept = [pygame.Rect(r) for r in rects]
    colour = list(SEAT_COLOURS[2])
    rect = pygame.Rect(5, 5, 30, 30)
    surf = _board()
    P.draw_platform(surf, rects, colour, controller_colour=colour)
    P.draw_monkey(surf, rect, colour, lumber=3, riding=True)
    P.draw_tree(surf, rect, "dime")
    assert rects == kept and colour == list(SEAT_COLOURS[2]) and rect == (5, 5, 30, 30)
    assert surf.get_clip() == surf.get_rect()


def test_action_icons_are_distinct_shapes():
    size = 64
    icons = {k: P.action_icon(k, size) for k in P.ICONS}
    assert set(icons) == {"walk", "cut", "catapult", "platform", "demolish", "attack", "brace",
                          "recruit", "done", "rotate", "flip", "ditch"}
    for kind, img in icons.items():
        assert img.get_size() == (size, size), kind
        assert pygame.mask.from_surface(img).count() > size * size * 0.15, kind
    masks = {k: pygame.mask.from_surface(img) for k, img in icons.items()}
    for a, b in itertools.combinations(P.ICONS, 2):
        # outlines, not only colours, must differ
        assert _apart(masks[a], masks[b]) > size * size * 0.08, (a, b)
    assert P.action_icon("cut", size) is P.action_icon("cut", size)     # cached
    assert P.action_icon("cut", 100).get_size() == (100, 100)
    with pytest.raises(ValueError):
        P.action_icon("juggle", size)


def test_dice_show_each_face():
    faces = {pygame.image.tobytes(P.die_sprite(v, 40), "RGBA") for v in range(1, 7)}
    assert len(faces) == 6
    for bad in (0, 7):
        with pytest.raises(ValueError):
            P.draw_die(_board(), pygame.Rect(0, 0, 40, 40), bad)
    with pytest.raises(ValueError):
        P.draw_tree(_board(), pygame.Rect(0, 0, 40, 40), "doubloon")


def test_a_full_board_draws_from_the_caches_after_the_first_frame():
    """About a hundred pieces a frame: once drawn, every piece comes from a sprite
    cache (no sprite is painted again), which is what keeps a frame cheap; the
    time itself is a figure of tools/bench.py treefort-frames, not a test."""
    surf = pygame.Surface((1920, 1080))
    s = 30

    def frame() -> None:
        for i in range(100):
            r = pygame.Rect(40 + (i % 20) * s, 40 + (i // 20) * s, s, s)
            if i % 3 == 0:
                P.draw_tree(surf, r, P.COINS[i % 4])
            elif i % 3 == 1:
                P.draw_monkey(surf, r, SEAT_COLOURS[i % 8], lumber=i % 5, riding=i % 2 == 0)
            else:
                P.draw_platform(surf, [r, r.move(s, 0)], None,
                                controller_colour=SEAT_COLOURS[i % 8])
    frame()                                  # fill the caches
    cached = [f for f in vars(P).values() if hasattr(f, "cache_info")]
    misses = [f.cache_info().misses for f in cached]
    frame()
    assert [f.cache_info().misses for f in cached] == misses
    assert sum(f.cache_info().hits for f in cached) > 0
