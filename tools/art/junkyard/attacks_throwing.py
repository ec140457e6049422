"""Pictures of the thrown attacks."""
from __future__ import annotations

import math

from .. import palette as P
from ..canvas import (Circle, Ellipse, Poly, RRect, Stroke, arc_pts, rot_pts, smooth_closed,
                     smooth_open, star_pts)
from .parts import (GREEN, GREY, INK, OW, RED, SKYBLUE, STEEL, WHITE, box, circle, ellipse, label,
                    line, oline, shadow_under, shine, speed_lines, wheel)
from .organic import fly, stink


def d_grenade(cv, r, p):
    col = p.get("col", (80, 120, 60))
    speed_lines(cv, 46, 74, 3, 30, 14, WHITE, 3.4, -10)
    body = ellipse(cv, 100, 76, 34, 40, col)
    for y in (54, 76, 98):
        cv.shade(body, Stroke([(60, y), (140, y)], 2.6), P.darken(col, 0.35), 255)
    for x in (86, 114):
        cv.shade(body, Stroke([(x, 30), (x, 120)], 2.6), P.darken(col, 0.35), 255)
    shine(cv, body, 78, 46, 12, 22)
    box(cv, 88, 28, 24, 14, GREY, r=3)
    oline(cv, [(110, 34), (130, 40), (132, 70)], 6, GREY)
    line(cv, arc_pts(82, 28, 10, 10, 0, 360, 20), 3)
    line(cv, arc_pts(82, 28, 10, 10, 0, 360, 20), 1.4, STEEL)


def d_tomato(cv, r, p):
    col = p.get("col", (230, 50, 40))
    # the splat behind
    splat = []
    for i in range(16):
        a = math.radians(i * 22.5)
        rr = 54 if i % 2 else 36
        splat.append((100 + rr * math.cos(a) * 1.2, 66 + rr * math.sin(a) * 0.9))
    cv.draw(Poly(smooth_closed(splat, 4)), (240, 110, 90), ow=2.6)
    t = circle(cv, 100, 66, 30, col)
    shine(cv, t, 82, 48, 14, 8)
    cv.draw(Poly(star_pts(100, 40, 12, 5, 5, -90)), GREEN, ow=2)
    for x, y in ((30, 30), (170, 24), (170, 108), (26, 104)):
        circle(cv, x, y, 5, (240, 110, 90), ow=1.8)
    label(cv, "SPLAT!", 100, 122, 16, WHITE, ow=2.4)


def d_boomerang(cv, r, p):
    col = p.get("col", (200, 120, 60))
    outer = smooth_open([(40, 96), (96, 34), (160, 70)], 12)
    b = Stroke(outer, 22)
    cv.draw(b, col, ow=OW)
    cv.shade(b, Stroke(outer, 6), P.lighten(col, 0.3), 255)
    for x, y in ((58, 78), (140, 60)):
        cv.fill(Circle(x, y, 3.4), WHITE)
    # coming back round
    pts = arc_pts(100, 70, 84, 56, 200, 330, 16)
    cv.draw(Stroke(pts, 3.4), WHITE, ow=1.4)
    ex, ey = pts[-1]
    cv.draw(Poly([(ex - 6, ey - 10), (ex + 8, ey + 2), (ex - 10, ey + 6)]), WHITE, ow=1.6)


def d_water_balloon(cv, r, p):
    col = p.get("col", (60, 150, 240))
    speed_lines(cv, 50, 70, 3, 30, 14, WHITE, 3.4)
    b = Poly(smooth_closed([(100, 22), (130, 36), (140, 70), (122, 98), (100, 104), (78, 98), (62, 66), (72, 34)],
                           8))
    cv.draw(b, col, ow=OW)
    cv.shade(b, Ellipse(84, 44, 10, 16, 30), WHITE, 140)
    cv.draw(Poly([(96, 104), (104, 104), (108, 112), (92, 112)]), col, ow=2.4)
    for x, y in ((150, 100), (160, 84), (140, 116), (40, 110)):
        cv.draw(Poly([(x, y - 8), (x + 4, y), (x, y + 4), (x - 4, y)]), SKYBLUE, ow=1.6)
    label(cv, "SPLOOSH", 150, 22, 14, WHITE, ow=2.2)


def d_bowling(cv, r, p):
    col = p.get("col", (50, 60, 140))
    # a pin on the right
    pin = Poly(smooth_closed([(150, 16), (160, 30), (156, 46), (166, 84), (160, 112), (140, 112), (134, 84),
                              (144, 46), (140, 30)], 6))
    cv.draw(pin, WHITE, ow=OW)
    cv.shade(pin, RRect(130, 44, 40, 6, 0), RED, 255)
    speed_lines(cv, 36, 76, 3, 26, 14, WHITE, 3.4)
    b = circle(cv, 84, 76, 38, col)
    shine(cv, b, 62, 50, 18, 10)
    for x, y in ((90, 60), (104, 64), (96, 76)):
        cv.fill(Circle(x, y, 5), INK)
    label(cv, "STRIKE!", 100, 20, 18, WHITE, ow=2.4)


def boot(cv, x, y, k=1.0, col=(130, 90, 50), rot=0.0):
    pts = [(x - 20, y - 40), (x + 10, y - 40), (x + 12, y - 8), (x + 40, y - 2), (x + 44, y + 14),
           (x - 22, y + 14)]
    pts = [(x + (px - x) * k, y + (py - y) * k) for px, py in pts]
    sh = Poly(rot_pts(smooth_closed(pts, 4), rot, x, y))
    cv.draw(sh, col, ow=OW)
    cv.shade(sh, Poly(rot_pts([(x - 30 * k, y + 6 * k), (x + 50 * k, y + 6 * k), (x + 50 * k, y + 20 * k),
                               (x - 30 * k, y + 20 * k)], rot, x, y)), P.darken(col, 0.4), 255)
    for i in range(3):
        a, b = rot_pts([(x - 10 * k, y - 30 * k + i * 8 * k), (x + 6 * k, y - 30 * k + i * 8 * k)], rot, x, y)
        cv.shade(sh, Stroke([a, b], 2), P.lighten(col, 0.4), 255)
    return sh


def d_boot(cv, r, p):
    speed_lines(cv, 46, 74, 3, 24, 14, WHITE, 3.4, 20)
    boot(cv, 100, 80, 1.3, p.get("col", (130, 90, 50)), 20)
    stink(cv, 150, 44, 26)
    fly(cv, 60, 26)
    fly(cv, 170, 96)


def d_coconut(cv, r, p):
    # a palm leaf above
    from ..scenes import _leaf
    oline(cv, [(196, 40), (186, -4)], 12, P.WOOD)
    for ang, col in ((110, P.LEAF[1]), (150, P.LEAF[0]), (180, P.LEAF[3]), (205, P.LEAF[2])):
        cv.draw(Poly(_leaf(186, 0, 56, 12, ang)), col, ow=2.4)
    speed_lines(cv, 130, 40, 3, 26, 12, WHITE, 3.4, -150)
    c = circle(cv, 90, 74, 34, (130, 80, 40))
    for i in range(10):
        a = r.uniform(0, 360)
        x, y = 90 + 26 * math.cos(math.radians(a)), 74 + 26 * math.sin(math.radians(a))
        cv.shade(c, Stroke([(x, y), (x + 5, y + 3)], 2), (100, 60, 30), 255)
    for x, y in ((80, 66), (98, 66), (89, 80)):
        cv.fill(Circle(x, y, 4), (70, 40, 20))
    label(cv, "BONK", 40, 110, 18, WHITE, ow=2.4)


def d_catapult(cv, r, p):
    col = p.get("col", P.WOOD_LIGHT)
    shadow_under(cv, 90, 70)
    box(cv, 30, 94, 120, 14, col, r=3)
    for x in (46, 134):
        wheel(cv, x, 110, 9, P.WOOD_DARK, P.WOOD)
    cv.draw(Poly([(76, 94), (90, 56), (104, 94)]), col, ow=OW)
    oline(cv, [(90, 60), (40, 34)], 8, P.WOOD)
    cv.draw(Poly(arc_pts(36, 30, 14, 10, 0, 180, 10)), P.WOOD_DARK, ow=2.4)
    circle(cv, 36, 24, 9, RED, ow=2.4)
    # the fling
    pts = arc_pts(100, 40, 70, 34, 200, 320, 14)
    cv.draw(Stroke(pts, 3), WHITE, ow=1.4)
    circle(cv, 166, 24, 9, RED, ow=2.4)
    label(cv, "FLING!", 150, 64, 16, WHITE, ow=2.4)
