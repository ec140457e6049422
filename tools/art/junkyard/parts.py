"""Colours, the card's hash and wash colour, and the small drawn parts (boxes, wheels, eyes,
stars, fists, shields) that pictures of every kind are built from.
"""
from __future__ import annotations

import math
import zlib

from .. import palette as P
from ..canvas import Circle, Ellipse, Poly, RRect, Stroke, arc_pts, quad, rot_pts, star_pts
# the frame colours the game's card faces use, so a picture's wash matches its frame
from game.scenes.junkyard.cardface import CATEGORY_COLOURS, TYPE_COLOURS


INK = P.INK
W, H = 200, 140
BW, BH = 200, 280
OW = 3.2
GROUND = 118


RED = (226, 58, 58)
ORANGE = (244, 140, 36)
YELLOW = (250, 210, 50)
GREEN = (70, 170, 70)
BLUE = (50, 120, 220)
SKYBLUE = (120, 200, 240)
PURPLE = (150, 80, 190)
PINK = (240, 130, 180)
BROWN = (150, 96, 52)
GREY = (150, 156, 168)
DARKGREY = (90, 94, 108)
STEEL = (176, 186, 200)
WHITE = P.WHITE
CREAM = P.CREAM
GOLD = (246, 196, 40)
BLACK = (50, 46, 58)


def seed_of(cid: str) -> int:
    return zlib.crc32(cid.encode("utf-8"))


def colour_of(card) -> tuple[int, int, int]:
    if card.type == "junk":
        return CATEGORY_COLOURS.get(card.category, (150, 150, 150))
    return TYPE_COLOURS.get(card.type, (150, 150, 150))


def box(cv, x, y, w, h, col, r=4.0, ow=OW):
    sh = RRect(x, y, w, h, r)
    cv.draw(sh, col, ow=ow)
    return sh


def poly(cv, pts, col, ow=OW):
    sh = Poly(pts)
    cv.draw(sh, col, ow=ow)
    return sh


def circle(cv, x, y, r, col, ow=OW):
    sh = Circle(x, y, r)
    cv.draw(sh, col, ow=ow)
    return sh


def ellipse(cv, x, y, rx, ry, col, ow=OW, rot=0.0):
    sh = Ellipse(x, y, rx, ry, rot)
    cv.draw(sh, col, ow=ow)
    return sh


def line(cv, pts, w, col=INK):
    cv.fill(Stroke(pts, w), col)


def oline(cv, pts, w, col, ow=2.4):
    """A thick stroke with an ink outline."""
    cv.draw(Stroke(pts, w), col, ow=ow)


def shine(cv, base, x, y, w, h, alpha=90):
    """A soft white highlight clipped to a shape."""
    cv.shade(base, RRect(x, y, w, h, min(w, h) / 2), WHITE, alpha)


def shadow_under(cv, cx, rx, y=GROUND + 4):
    cv.overlay(Ellipse(cx, y, rx, 6), INK, 50)


def wheel(cv, x, y, r, hub=STEEL, tyre=BLACK):
    circle(cv, x, y, r, tyre)
    circle(cv, x, y, r * 0.45, hub, ow=1.6)


def leg(cv, x, y0, y1, col, w=6):
    oline(cv, [(x, y0), (x, y1)], w, col)


def knob(cv, x, y, r=3.0, col=GOLD):
    circle(cv, x, y, r, col, ow=1.6)


def eye(cv, x, y, r=6.0, look=(0.3, 0.2), col=WHITE):
    circle(cv, x, y, r, col, ow=1.8)
    cv.fill(Circle(x + look[0] * r * 0.45, y + look[1] * r * 0.45, r * 0.5), INK)


def speed_lines(cv, x, y, n=3, length=22, gap=9, col=WHITE, w=3.4, ang=0.0):
    for i in range(n):
        yy = y + (i - (n - 1) / 2) * gap
        p0 = (x, yy)
        p1 = (x - length * math.cos(math.radians(ang)), yy - length * math.sin(math.radians(ang)))
        cv.draw(Stroke([p0, p1], w), col, ow=1.4)


def puff(cv, x, y, r, col=WHITE, ow=2.4, n=6, rng=None):
    parts = [Circle(x + r * 0.7 * math.cos(2 * math.pi * i / n), y + r * 0.5 * math.sin(2 * math.pi * i / n),
                    r * 0.55) for i in range(n)] + [Circle(x, y, r * 0.6)]
    cv.draw(parts, col, ow=ow)


def burst(cv, x, y, r, col=YELLOW, n=9, rot=0.0):
    pts = star_pts(x, y, r, r * 0.62, n, rot)
    cv.draw(Poly(pts), col, ow=2.6)


def star(cv, x, y, r, col=YELLOW, ow=OW, rot=-90):
    sh = Poly(star_pts(x, y, r, r * 0.45, 5, rot))
    cv.draw(sh, col, ow=ow)
    return sh


def label(cv, s, x, y, size, col=WHITE, ow=0.0):
    cv.text(s, x, y, size, col, outline=INK, ow=ow)


def banana(cv, x, y, k=1.0, rot=0.0, col=P.BANANA, ow=2.4):
    outer = arc_pts(x, y - 14 * k, 20 * k, 20 * k, 20, 160, 14)
    inner = arc_pts(x, y - 16 * k, 13 * k, 12 * k, 160, 20, 14)
    pts = rot_pts(outer + inner, rot, x, y)
    cv.draw(Poly(pts), col, ow=ow)
    tip = rot_pts([outer[0], (outer[0][0] + 3 * k, outer[0][1] - 3 * k)], rot, x, y)
    line(cv, tip, 3.2 * k, P.WOOD_DARK)


def brick(cv, x, y, w=26, h=12, col=(200, 86, 60)):
    box(cv, x, y, w, h, col, r=2, ow=2.2)


def plank(cv, x0, y0, x1, y1, w=12, col=P.WOOD_LIGHT):
    cv.draw(Stroke([(x0, y0), (x1, y1)], w), col, ow=2.4)
    # a nail at each end
    for px, py in ((x0, y0), (x1, y1)):
        cv.fill(Circle(px + (x1 - x0) * 0.06, py + (y1 - y0) * 0.06, 1.6), INK)


def face(cv, x, y, k=1.0, mood="grumpy"):
    """Two eyes and a mouth (for things that are alive or cheeky)."""
    for dx in (-7, 7):
        eye(cv, x + dx * k, y, 4.6 * k, (0.0, 0.4))
    if mood == "grumpy":
        for dx, s in ((-7, 1), (7, -1)):
            line(cv, [(x + (dx - 5 * s) * k, y - 8 * k), (x + (dx + 5 * s) * k, y - 5 * k)], 2.4 * k)
        line(cv, arc_pts(x, y + 14 * k, 7 * k, 4 * k, 200, 340, 8), 2.4 * k)
    elif mood == "happy":
        line(cv, arc_pts(x, y + 6 * k, 7 * k, 5 * k, 20, 160, 8), 2.4 * k)
    else:  # "oh"
        cv.draw(Ellipse(x, y + 10 * k, 3.4 * k, 4.2 * k), (150, 40, 50), ow=1.6)


def fist(cv, x, y, k=1.0, col=P.SKIN, rot=0.0):
    """A cartoon fist, knuckles to the right."""
    parts = [RRect(x - 26 * k, y - 22 * k, 48 * k, 44 * k, 14 * k)]
    cv.draw(parts, col, ow=OW)
    for i in range(4):
        fy = y - 18 * k + i * 10 * k
        cv.draw(RRect(x + 6 * k, fy, 22 * k, 10 * k, 5 * k), col, ow=2.2)
    cv.draw(RRect(x - 12 * k, y + 2 * k, 26 * k, 10 * k, 5 * k), P.lighten(col, 0.1), ow=2.2)
    oline(cv, [(x - 26 * k, y + 6 * k), (x - 48 * k, y + 10 * k)], 18 * k, P.lighten(col, 0.1))


def shield(cv, x, y, k=1.0, col=BLUE, rim=STEEL):
    pts = [(x - 38 * k, y - 40 * k), (x + 38 * k, y - 40 * k), (x + 36 * k, y + 4 * k)]
    pts += quad((x + 36 * k, y + 4 * k), (x + 24 * k, y + 34 * k), (x, y + 46 * k), 10)[1:]
    pts += quad((x, y + 46 * k), (x - 24 * k, y + 34 * k), (x - 36 * k, y + 4 * k), 10)[1:]
    sh = Poly(pts)
    cv.draw(sh, rim, ow=OW)
    inner = [(x + (px - x) * 0.78, y - 4 * k + (py - y) * 0.78) for px, py in pts]
    cv.draw(Poly(inner), col, ow=2.0)
    return sh
