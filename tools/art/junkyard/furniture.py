"""Pictures of the furniture junk (and the tilted box other pictures lean)."""
from __future__ import annotations

from .. import palette as P
from ..canvas import Circle, Ellipse, Poly, RRect, arc_pts, rot_pts, star_pts
from .parts import (BLUE, GOLD, GREEN, GROUND, INK, ORANGE, OW, PURPLE, RED, WHITE, YELLOW, box,
                    circle, ellipse, knob, label, leg, line, oline, shadow_under, shine,
                    speed_lines, star)


def tilted_box(cv, x, y, w, h, ang, col, ow=OW, cx=None, cy=None):
    cx = x + w / 2 if cx is None else cx
    cy = y + h if cy is None else cy
    sh = Poly(rot_pts([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], ang, cx, cy))
    cv.draw(sh, col, ow=ow)
    return sh


def d_sofa(cv, r, p):
    col = p.get("col", RED)
    dark = P.darken(col, 0.18)
    shadow_under(cv, 100, 76)
    for lx in (38, 162):
        leg(cv, lx, 100, GROUND - 2, P.WOOD_DARK, 7)
    back_ = box(cv, 38, 34, 124, 46, dark, r=16)
    shine(cv, back_, 50, 40, 60, 7)
    box(cv, 30, 72, 140, 32, col, r=10)
    for x in (46, 100):
        c = box(cv, x, 64, 54, 20, P.lighten(col, 0.12), r=8, ow=2.6)
        shine(cv, c, x + 6, 67, 26, 5)
    for x in (16, 156):
        a = box(cv, x, 54, 28, 52, dark, r=13)
        shine(cv, a, x + 5, 58, 8, 30, 70)
    for x, y in ((70, 60), (120, 61), (138, 59)):
        cv.fill(Circle(x + r.uniform(-3, 3), y, 2.2), (200, 160, 90))


def d_wardrobe(cv, r, p):
    col = p.get("col", P.WOOD)
    shadow_under(cv, 100, 50)
    ang = p.get("tilt", -6)
    body = tilted_box(cv, 56, 10, 88, 104, ang, col, cx=100, cy=114)
    tilted_box(cv, 50, 4, 100, 12, ang, P.darken(col, 0.2), cx=100, cy=114)
    for pts in ([(100, 20), (100, 108)],):
        line(cv, rot_pts(pts, ang, 100, 114), 3)
    for kx in (92, 108):
        kx2, ky2 = rot_pts([(kx, 64)], ang, 100, 114)[0]
        knob(cv, kx2, ky2, 3.6)
    for x0, x1 in ((64, 92), (108, 136)):
        pts = rot_pts([(x0, 24), (x1, 24), (x1, 52), (x0, 52)], ang, 100, 114)
        cv.draw(Poly(pts), P.lighten(col, 0.15), ow=2)
        pts = rot_pts([(x0, 74), (x1, 74), (x1, 102), (x0, 102)], ang, 100, 114)
        cv.draw(Poly(pts), P.lighten(col, 0.15), ow=2)
    cv.shade(body, Poly(rot_pts([(56, 10), (68, 10), (68, 114), (56, 114)], ang, 100, 114)), WHITE, 60)
    # wobble marks
    for s in (-1, 1):
        x = 100 + s * 62
        line(cv, arc_pts(x - s * 30, 40, 30, 30, (-20 if s > 0 else 160), (20 if s > 0 else 200), 6), 3, INK)


def d_bunk_bed(cv, r, p):
    col = p.get("col", P.WOOD)
    shadow_under(cv, 100, 72)
    for x in (34, 166):
        oline(cv, [(x, 14), (x, GROUND)], 9, col)
    for y, blanket in ((34, (80, 140, 220)), (80, (230, 90, 90))):
        box(cv, 34, y + 14, 132, 10, col, r=3)
        m = box(cv, 38, y, 124, 16, blanket, r=6)
        shine(cv, m, 60, y + 2, 60, 4)
        box(cv, 40, y - 5, 28, 14, WHITE, r=6, ow=2.4)
    # ladder
    for x in (146, 160):
        oline(cv, [(x, 48), (x, GROUND)], 4, P.lighten(col, 0.2), ow=1.8)
    for y in (62, 78, 96, 110):
        line(cv, [(146, y), (160, y)], 3)
    # "no thanks": a sleepy z
    label(cv, "z", 120, 22, 18, WHITE, ow=2)
    label(cv, "z", 134, 12, 13, WHITE, ow=2)


def d_armchair(cv, r, p):
    col = p.get("col", (90, 150, 100))
    dark = P.darken(col, 0.2)
    shadow_under(cv, 100, 62)
    for lx in (50, 150):
        leg(cv, lx, 100, GROUND - 2, P.WOOD_DARK, 7)
    b = box(cv, 52, 16, 96, 70, dark, r=26)
    for x, y in ((72, 36), (100, 28), (126, 40), (86, 58), (116, 60)):
        cv.shade(b, Circle(x, y, 5), P.lighten(col, 0.45), 255)
    box(cv, 48, 72, 104, 30, col, r=10)
    for x in (30, 140):
        a = box(cv, x, 52, 30, 52, dark, r=14)
        shine(cv, a, x + 5, 56, 8, 26, 70)
    # a doily on the back
    cv.draw(Poly(star_pts(100, 20, 16, 12, 10, -90)), WHITE, ow=2)


def note(cv, x, y, k=1.0, col=INK, rot=0.0):
    cv.draw(Ellipse(x, y, 6 * k, 4.5 * k, -20), col, ow=1.2)
    line(cv, [(x + 5 * k, y - 1 * k), (x + 5 * k, y - 20 * k)], 2.4 * k, col)
    line(cv, [(x + 5 * k, y - 20 * k), (x + 12 * k, y - 14 * k)], 2.4 * k, col)


def d_piano(cv, r, p):
    col = p.get("col", (70, 50, 60))
    shadow_under(cv, 100, 72)
    for lx in (40, 160):
        leg(cv, lx, 90, GROUND - 2, P.darken(col, 0.1), 9)
    body = box(cv, 36, 20, 128, 60, col, r=6)
    shine(cv, body, 44, 26, 70, 6, 50)
    box(cv, 44, 30, 112, 22, P.lighten(col, 0.15), r=3, ow=2)
    box(cv, 28, 62, 144, 24, WHITE, r=3)
    for i in range(1, 14):
        line(cv, [(28 + i * 144 / 14, 64), (28 + i * 144 / 14, 84)], 1.6)
    for i in (1, 2, 4, 5, 6, 8, 9, 11, 12, 13):
        x = 28 + i * 144 / 14
        cv.fill(RRect(x - 3.5, 62, 7, 13, 1.5), INK)
    box(cv, 28, 84, 144, 8, col, r=2, ow=2.4)
    for x, y, k in ((62, 24, 1.0), (128, 16, 0.9), (96, 10, 0.8)):
        note(cv, x, y + r.uniform(-2, 2), k, (230, 60, 90))


def d_bookshelf(cv, r, p):
    col = p.get("col", P.WOOD)
    ang = p.get("tilt", 8)
    shadow_under(cv, 96, 50)
    tilted_box(cv, 60, 10, 70, 106, ang, col, cx=95, cy=116)
    book_cols = [RED, BLUE, GREEN, YELLOW, PURPLE, ORANGE]
    for row, y in enumerate((16, 50, 84)):
        inner = rot_pts([(66, y), (124, y), (124, y + 28), (66, y + 28)], ang, 95, 116)
        cv.draw(Poly(inner), P.darken(col, 0.35), ow=1.6)
        x = 68
        while x < 118:
            bw = r.choice((7, 8, 10))
            bh = r.uniform(18, 26)
            pts = rot_pts([(x, y + 28 - bh), (x + bw, y + 28 - bh), (x + bw, y + 28), (x, y + 28)], ang, 95, 116)
            cv.draw(Poly(pts), r.choice(book_cols), ow=1.4)
            x += bw + 1
    # the falling book
    pts = rot_pts([(146, 70), (166, 70), (166, 98), (146, 98)], 30, 156, 84)
    cv.draw(Poly(pts), RED, ow=2.6)
    speed_lines(cv, 144, 58, 2, 10, 8, WHITE, 2.6, 60)


def d_toilet(cv, r, p):
    col = p.get("col", GOLD)
    shadow_under(cv, 100, 46)
    tank = box(cv, 72, 22, 56, 42, col, r=6)
    shine(cv, tank, 78, 26, 30, 6, 120)
    base = Poly([(84, 88), (116, 88), (122, GROUND), (78, GROUND)])
    cv.draw(base, P.darken(col, 0.1), ow=OW)
    bowl = Poly(arc_pts(100, 70, 46, 30, 0, 180, 30))
    cv.draw(bowl, col, ow=OW)
    cv.shade(bowl, Ellipse(84, 80, 14, 6, -20), WHITE, 110)
    ellipse(cv, 100, 70, 48, 10, P.lighten(col, 0.2))
    cv.fill(Ellipse(100, 70, 34, 5), P.darken(col, 0.4))
    knob(cv, 118, 32, 3.6, WHITE)
    # the crown
    crown = [(82, 20), (82, 2), (91, 12), (100, -2), (109, 12), (118, 2), (118, 20)]
    cv.draw(Poly(crown), GOLD, ow=2.6)
    circle(cv, 100, 13, 3, RED, ow=1.4)
    for x, y in ((50, 30), (152, 52), (40, 78)):
        star(cv, x, y, 8, WHITE, ow=2)
