"""Pictures of the attacks made by hand."""
from __future__ import annotations

import math

from .. import palette as P
from ..canvas import Circle, Ellipse, Poly, Stroke, arc_pts, rot_pts, smooth_closed, smooth_open
from .parts import (GROUND, INK, OW, STEEL, WHITE, YELLOW, burst, circle, eye, label, line, oline,
                    speed_lines, star)


def open_hand(cv, x, y, k=1.0, rot=0.0, col=P.SKIN, ow=OW, thumb=True):
    """An open palm, fingers up (rotated by rot)."""
    fingers = []
    for i, (dx, ln) in enumerate(((-15, 26), (-5, 32), (5, 32), (15, 26))):
        fingers.append((x + dx * k, y - 4 * k, ln * k))
    shapes = [Poly(rot_pts([(x - 20 * k, y - 4 * k), (x + 20 * k, y - 4 * k), (x + 20 * k, y + 26 * k),
                            (x - 20 * k, y + 26 * k)], rot, x, y))]
    for fx, fy, ln in fingers:
        shapes.append(Stroke(rot_pts([(fx, fy), (fx, fy - ln)], rot, x, y), 10 * k))
    if thumb:
        shapes.append(Stroke(rot_pts([(x - 18 * k, y + 14 * k), (x - 34 * k, y - 2 * k)], rot, x, y), 11 * k))
    cv.draw(shapes, col, ow=ow)
    for fx, fy, ln in fingers[:-1]:
        a, b = rot_pts([(fx + 5 * k, fy - 2 * k), (fx + 5 * k, fy - ln * 0.6)], rot, x, y)
        cv.shade(shapes, Stroke([a, b], 1.6), P.darken(col, 0.25), 255)
    return shapes


def d_chop(cv, r, p):
    # a board snapping in two
    for a, x in ((-24, 56), (24, 144)):
        pts = rot_pts([(x - 36, 92), (x + 36, 92), (x + 36, 108), (x - 36, 108)], a, 100, 100)
        cv.draw(Poly(pts), P.WOOD_LIGHT, ow=OW)
    for k in range(3):
        line(cv, arc_pts(150, 130, 90 + k * 10, 90 + k * 10, -130, -105, 6), 3, WHITE)
    # the chopping hand, edge down, coming down from the top left
    oline(cv, [(-10, 10), (52, 42)], 26, WHITE)
    open_hand(cv, 78, 50, 1.05, 90 + 22, thumb=False)
    burst(cv, 122, 86, 13, YELLOW, 9)
    label(cv, "HI-YAH!", 48, 22, 18, WHITE, ow=2.6)


def foot(cv, x, y, k=1.0, rot=0.0, col=(220, 60, 60)):
    """A sneaker pointing right."""
    pts = smooth_closed([(x - 30, y - 24), (x - 8, y - 24), (x - 2, y - 8), (x + 30, y - 4), (x + 40, y + 8),
                         (x + 36, y + 16), (x - 30, y + 16)], 6)
    shoe = Poly(rot_pts([(x + (px - x) * k, y + (py - y) * k) for px, py in pts], rot, x, y))
    cv.draw(shoe, col, ow=OW)
    sole = rot_pts([(x - 32 * k, y + 10 * k), (x + 40 * k, y + 10 * k), (x + 40 * k, y + 20 * k),
                    (x - 32 * k, y + 20 * k)], rot, x, y)
    cv.shade(shoe, Poly(sole), WHITE, 255)
    for i in range(3):
        x0, y0 = x - 4 * k + i * 8 * k, y - 14 * k + i * 2 * k
        a, b = rot_pts([(x0, y0), (x0 + 8 * k, y0 + 8 * k)], rot, x, y)
        cv.shade(shoe, Stroke([a, b], 2.4), WHITE, 255)
    return shoe


def d_kick(cv, r, p):
    # the leg
    oline(cv, [(20, 0), (60, 56)], 24, (60, 90, 200))
    foot(cv, 84, 66, 1.3, -10, p.get("col", (230, 60, 60)))
    speed_lines(cv, 30, 80, 3, 26, 10, WHITE, 3.4, 30)
    burst(cv, 150, 60, 18, YELLOW, 9)
    burst(cv, 150, 60, 9, WHITE, 7)


def d_shove(cv, r, p):
    for x, y in ((70, 48), (110, 84)):
        oline(cv, [(-10, y + 40), (x - 14, y + 22)], 22, (240, 140, 40))
        open_hand(cv, x, y, 1.0, 12)
    speed_lines(cv, 150, 64, 3, 18, 14, WHITE, 3.4)
    label(cv, "PUSH!", 160, 28, 18, WHITE, ow=2.6)


def hammer(cv, x, y, ang, head_w, head_h, handle, head_col, k=1.0, handle_col=P.WOOD_LIGHT):
    """A hammer with its head at (x, y), handle going down at ang degrees."""
    a = math.radians(ang + 90)
    hx, hy = x + handle * math.cos(a), y + handle * math.sin(a)
    oline(cv, [(x, y), (hx, hy)], 8 * k, handle_col)
    head = Poly(rot_pts([(x - head_w / 2, y - head_h / 2), (x + head_w / 2, y - head_h / 2),
                         (x + head_w / 2, y + head_h / 2), (x - head_w / 2, y + head_h / 2)], ang, x, y))
    cv.draw(head, head_col, ow=OW)
    return head


def d_mallet(cv, r, p):
    h = hammer(cv, 90, 40, 30, 70, 36, 84, (50, 50, 60))
    cv.shade(h, Stroke(rot_pts([(60, 30), (120, 30)], 30, 90, 40), 6), (100, 100, 110), 255)
    for k in (1, 2, 3):
        line(cv, arc_pts(56, 84, 10 * k, 6 * k, 100, 200, 8), 2.6, WHITE)
    label(cv, "BOING", 154, 96, 18, WHITE, ow=2.4)


def pillow(cv, x, y, w, h, col=WHITE, rot=0.0, ow=OW):
    pts = []
    d = min(w, h) * 0.1
    for px, py in ((x - w / 2, y - h / 2), (x, y - h / 2 + d), (x + w / 2, y - h / 2), (x + w / 2 - d, y),
                   (x + w / 2, y + h / 2), (x, y + h / 2 - d), (x - w / 2, y + h / 2), (x - w / 2 + d, y)):
        pts.append((px, py))
    sh = Poly(rot_pts(smooth_closed(pts, 6), rot, x, y))
    cv.draw(sh, col, ow=ow)
    return sh


def feather(cv, x, y, ang, k=1.0, col=WHITE):
    pts = rot_pts([(x - 12 * k, y), (x, y - 4 * k), (x + 12 * k, y), (x, y + 4 * k)], ang, x, y)
    cv.draw(Poly(smooth_closed(pts, 4)), col, ow=1.8)
    line(cv, rot_pts([(x - 14 * k, y), (x + 10 * k, y)], ang, x, y), 1.2)


def d_pillow(cv, r, p):
    sh = pillow(cv, 96, 60, 110, 66, p.get("col", (250, 250, 255)), -16)
    cv.shade(sh, Ellipse(80, 50, 30, 10, -16), (200, 210, 240), 255)
    for x, y, a in ((30, 30, 30), (170, 40, -20), (160, 100, 60), (40, 100, -40), (150, 16, 10)):
        feather(cv, x, y, a, 1.1)
    speed_lines(cv, 40, 66, 2, 16, 14, WHITE, 3, -16)


def d_crowbar(cv, r, p):
    col = p.get("col", (210, 50, 50))
    pts = smooth_open([(40, 110), (130, 30), (142, 20), (150, 24), (148, 36)], 10)
    cv.draw(Stroke(pts, 10), col, ow=OW)
    cv.draw(Stroke([(40, 110), (28, 110)], 10), col, ow=OW)
    burst(cv, 160, 50, 16, YELLOW, 9)
    label(cv, "POP!", 160, 50, 12, INK)
    label(cv, "creeeak", 60, 30, 16, WHITE, ow=2.4)


def d_sledgehammer(cv, r, p):
    h = hammer(cv, 110, 36, -30, 90, 46, 100, STEEL)
    cv.shade(h, Stroke(rot_pts([(70, 22), (150, 22)], -30, 110, 36), 8), WHITE, 120)
    for k in (1, 2):
        line(cv, arc_pts(110, 36, 60 + k * 10, 60 + k * 10, 150, 190, 8), 3, WHITE)
    # the crack in the ground
    line(cv, [(150, GROUND), (160, 128), (152, 134), (164, 140)], 3)


def d_headbutt(cv, r, p):
    col = p.get("col", (240, 150, 80))
    speed_lines(cv, 50, 66, 3, 30, 14, WHITE, 3.4)
    head = circle(cv, 100, 70, 40, col)
    cv.shade(head, Circle(90, 60, 36), P.lighten(col, 0.15), 255)
    for ex in (90, 116):
        eye(cv, ex, 68, 7, (0.6, 0.0))
    line(cv, [(82, 54), (96, 60)], 4)
    line(cv, [(124, 54), (110, 60)], 4)
    line(cv, [(96, 92), (118, 90)], 4)
    # the bump and the stars
    circle(cv, 138, 44, 10, P.lighten(col, 0.1))
    for a in (-40, 0, 40):
        x, y = 150 + 30 * math.cos(math.radians(a - 60)), 40 + 24 * math.sin(math.radians(a - 60))
        star(cv, x, y, 8, YELLOW, ow=2)
    label(cv, "BONK", 160, 100, 18, WHITE, ow=2.4)


def d_tickle(cv, r, p):
    col = p.get("col", (240, 90, 160))
    stem = smooth_open([(40, 112), (90, 66), (150, 20)], 8)
    vane = Poly(smooth_closed([(60, 100), (80, 60), (120, 30), (156, 14), (146, 44), (116, 80), (80, 104)], 8))
    cv.draw(vane, col, ow=OW)
    for t in range(3, len(stem) - 2, 2):
        x, y = stem[t]
        cv.shade(vane, Stroke([(x, y), (x + 16, y + 10)], 2), P.lighten(col, 0.4), 255)
        cv.shade(vane, Stroke([(x, y), (x - 10, y - 14)], 2), P.lighten(col, 0.4), 255)
    cv.draw(Stroke(stem, 3), WHITE, ow=1.4)
    label(cv, "hee", 40, 30, 18, WHITE, ow=2.4)
    label(cv, "hee", 160, 90, 18, WHITE, ow=2.4)
    label(cv, "hee!", 60, 60, 14, WHITE, ow=2.2)
