"""Pictures of the organic junk."""
from __future__ import annotations

import math

from .. import palette as P
from ..canvas import Circle, Ellipse, Poly, RRect, Stroke, arc_pts, rot_pts, smooth_open
from .parts import (GREEN, GROUND, INK, OW, RED, WHITE, YELLOW, banana, box, ellipse, label, line,
                    oline, shadow_under)


def mound(cv, cx, w, h, col, r, bumps=5, y=GROUND + 2):
    pts = [(cx - w / 2, y)]
    for i in range(1, bumps + 1):
        t = i / (bumps + 1)
        hh = h * math.sin(math.pi * t) * r.uniform(0.85, 1.1)
        pts.append((cx - w / 2 + w * t, y - hh))
    pts.append((cx + w / 2, y))
    sh = Poly(smooth_open(pts, 8))
    cv.draw(sh, col, ow=OW)
    return sh


def fly(cv, x, y):
    cv.draw([Ellipse(x - 3, y - 4, 3.5, 2.5, -30), Ellipse(x + 3, y - 4, 3.5, 2.5, 30)], WHITE, ow=1.2)
    cv.fill(Circle(x, y, 2.6), INK)


def stink(cv, x, y, h=26, col=(130, 180, 70)):
    for dx in (-10, 0, 10):
        pts = smooth_open([(x + dx, y), (x + dx + 5, y - h * 0.33), (x + dx - 5, y - h * 0.66), (x + dx, y - h)], 6)
        cv.draw(Stroke(pts, 3.4), col, ow=1.4)


def peel(cv, x, y, k=1.0, rot=0.0, col=P.BANANA):
    """An empty banana skin: three floppy strips hanging from a stub."""
    parts = []
    for a in (-55, 0, 55):
        aa = math.radians(a + rot + 90)
        cx, cy = x + 11 * k * math.cos(aa), y + 11 * k * math.sin(aa)
        parts.append(Ellipse(cx, cy, 13 * k, 5.2 * k, a + rot + 90))
    parts.append(Circle(x, y, 6 * k))
    cv.draw(parts, col, ow=2.2)
    cv.shade(parts, Circle(x, y, 5 * k), P.lighten(col, 0.55), 255)
    sx, sy = x - 5 * k * math.cos(math.radians(rot + 90)), y - 5 * k * math.sin(math.radians(rot + 90))
    line(cv, [(x, y), (sx, sy)], 4 * k, P.WOOD_DARK)


def d_compost(cv, r, p):
    h = mound(cv, 100, 150, 62, (120, 84, 50), r)
    for x, y, c in ((70, 92, GREEN), (104, 74, (200, 60, 60)), (130, 96, YELLOW), (88, 106, GREEN),
                    (116, 104, (160, 120, 60))):
        cv.shade(h, Ellipse(x, y, 8, 5, r.uniform(-40, 40)), c, 255)
    peel(cv, 128, 72, 0.6, 20)
    # a sprout on top
    line(cv, [(96, 58), (96, 42)], 3, (40, 120, 50))
    cv.draw([Ellipse(88, 42, 8, 4, -20), Ellipse(104, 40, 8, 4, 20)], GREEN, ow=2)
    stink(cv, 60, 40, 22)
    stink(cv, 144, 44, 22)
    fly(cv, 130, 22)
    fly(cv, 70, 18)


def d_pumpkin(cv, r, p):
    col = p.get("col", (240, 130, 30))
    shadow_under(cv, 100, 66)
    parts = [Ellipse(100 + dx, 78, rx, 38) for dx, rx in ((-40, 30), (40, 30), (-18, 30), (18, 30), (0, 28))]
    for sh in parts:
        cv.draw(sh, col, ow=OW)
    cv.shade(parts, Ellipse(100, 116, 70, 12), P.darken(col, 0.25), 255)
    for x, y, rr in ((70, 70, 9), (126, 92, 7), (112, 58, 5)):
        cv.shade(parts, Circle(x, y, rr), (120, 130, 60), 255)
    oline(cv, [(98, 42), (104, 24), (114, 20)], 8, (90, 120, 50))
    # squelch drips
    for x in (58, 144):
        cv.draw(Ellipse(x, GROUND - 2, 9, 4), (150, 150, 60), ow=2)


def d_banana_crate(cv, r, p):
    shadow_under(cv, 100, 62)
    for i, (x, rot) in enumerate(((62, -30), (84, 10), (108, -12), (134, 24), (76, -20), (118, 8), (98, 16))):
        y = 50 - (i // 4) * 14
        banana(cv, x, y, 1.25, rot, (232, 196, 70))
        cv.fill([Circle(x - 5, y - 12, 2.4), Circle(x + 4, y - 14, 1.8)], P.WOOD_DARK)
    b = box(cv, 42, 62, 116, 54, P.WOOD_LIGHT, r=3)
    for y in (78, 96):
        cv.shade(b, RRect(40, y, 120, 3, 0), P.WOOD_DARK, 255)
    for x in (42, 150):
        cv.shade(b, RRect(x, 60, 8, 58, 0), P.WOOD, 255)
    label(cv, "BANANAS", 100, 88, 14, P.WOOD_DARK)


def d_stump(cv, r, p):
    col = p.get("col", (150, 100, 60))
    shadow_under(cv, 100, 70)
    for pts in ([(70, 100), (44, 112), (26, GROUND)], [(130, 100), (156, 110), (176, GROUND)],
                [(100, 104), (100, GROUND)]):
        oline(cv, pts, 14, P.darken(col, 0.15), ow=OW)
    trunk = box(cv, 60, 50, 80, 62, col, r=8)
    for x in (72, 90, 112, 128):
        cv.shade(trunk, Stroke([(x, 60), (x + r.uniform(-3, 3), 108)], 2.4), P.darken(col, 0.3), 255)
    ellipse(cv, 100, 50, 42, 14, (230, 190, 130))
    for rr in (30, 20, 10):
        cv.fill(Stroke(arc_pts(100, 50, rr, rr / 3, 0, 360, 30), 1.6), P.darken((230, 190, 130), 0.3))
    # a little mushroom
    cv.draw(Poly(arc_pts(152, 104, 12, 10, 180, 360, 12)), RED, ow=2.2)
    oline(cv, [(152, 104), (152, 116)], 5, WHITE, ow=1.8)


def d_hay(cv, r, p):
    col = p.get("col", (236, 200, 90))
    shadow_under(cv, 100, 70)
    b = box(cv, 32, 50, 136, 66, col, r=14)
    for i in range(14):
        x = 40 + i * 9 + r.uniform(-2, 2)
        cv.shade(b, Stroke([(x, 56 + r.uniform(0, 8)), (x + r.uniform(-4, 4), 108)], 2), P.darken(col, 0.2), 255)
    for x in (70, 130):
        cv.shade(b, RRect(x, 46, 6, 74, 0), (200, 80, 60), 255)
    for x, y, a in ((40, 48, -30), (160, 50, 30), (100, 46, 0), (54, 116, 80)):
        line(cv, [(x, y), (x + 10 * math.sin(math.radians(a)), y - 10 * math.cos(math.radians(a)))], 2.2,
             P.darken(col, 0.2))


def d_peels(cv, r, p):
    mound(cv, 100, 130, 50, (200, 170, 80), r, 4)
    spots = [(58, 104), (80, 96), (104, 100), (128, 96), (146, 106), (70, 82), (94, 76), (118, 80),
             (86, 60), (108, 58), (98, 40)]
    for i, (x, y) in enumerate(spots):
        peel(cv, x, y - 6, 0.85, r.uniform(-40, 40), P.BANANA if i % 2 else (240, 200, 60))
    # whoops: a slip mark
    label(cv, "!", 160, 40, 30, YELLOW, ow=2.6)


def d_bone(cv, r, p):
    col = p.get("col", (246, 236, 210))
    shadow_under(cv, 100, 74)
    ang = -14
    a, b = rot_pts([(46, 80), (154, 80)], ang, 100, 80)
    parts = [Stroke([a, b], 26)]
    for (x, y) in (a, b):
        for dy in (-14, 14):
            px, py = rot_pts([(x, y + dy)], ang, x, y)[0]
            parts.append(Circle(px, py, 17))
    cv.draw(parts, col, ow=OW)
    cv.shade(parts, Stroke(rot_pts([(50, 88), (150, 88)], ang, 100, 80), 8), P.darken(col, 0.12), 255)
    # dirt crumbs
    for x, y in ((40, 112), (160, 112), (150, 40)):
        cv.fill(Circle(x, y, 3), (130, 90, 60))
