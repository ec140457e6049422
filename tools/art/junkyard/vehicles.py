"""Pictures of the vehicle junk."""
from __future__ import annotations

import math

from .. import palette as P
from ..canvas import Circle, Ellipse, Poly, RRect, Stroke, arc_pts, smooth_closed
from .parts import (BLACK, GREY, INK, OW, PINK, RED, SKYBLUE, STEEL, WHITE, YELLOW, box, burst,
                    circle, label, line, oline, shadow_under, shine, wheel)
from .furniture import note


def d_bicycle(cv, r, p):
    col = p.get("col", (200, 90, 40))
    shadow_under(cv, 100, 70)
    for x in (52, 148):
        circle(cv, x, 90, 26, BLACK)
        cv.fill(Circle(x, 90, 19), P.mix(col, WHITE, 0.8))
        for a in range(0, 180, 45):
            c, s = math.cos(math.radians(a)) * 19, math.sin(math.radians(a)) * 19
            line(cv, [(x - c, 90 - s), (x + c, 90 + s)], 1.4, GREY)
        circle(cv, x, 90, 4, GREY, ow=1.4)
    frame = [(52, 90), (88, 90), (120, 56), (78, 56), (52, 90)]
    oline(cv, frame, 6, col)
    oline(cv, [(88, 90), (74, 46)], 6, col)
    oline(cv, [(120, 56), (148, 90)], 6, col)
    oline(cv, [(120, 56), (126, 38), (140, 34)], 5, GREY)
    box(cv, 62, 40, 24, 8, BLACK, r=4, ow=2.2)
    # rust spots
    for x, y in ((96, 72), (70, 70), (108, 58)):
        cv.fill(Circle(x, y, 2.4), (140, 70, 30))
    # the bell
    circle(cv, 132, 30, 5, YELLOW, ow=1.8)
    for rr in (10, 15):
        line(cv, arc_pts(132, 30, rr, rr, -70, -20, 6), 2.2, INK)


def d_cart(cv, r, p):
    col = p.get("col", STEEL)
    shadow_under(cv, 100, 70)
    basket = Poly([(36, 34), (168, 34), (152, 88), (56, 88)])
    cv.draw(basket, P.mix(col, WHITE, 0.5), ow=OW)
    for i in range(1, 8):
        x = 36 + i * 132 / 8
        cv.shade(basket, Stroke([(x, 30), (x - 6 + i * 1.5, 92)], 2), col, 255)
    for y in (52, 70):
        cv.shade(basket, Stroke([(20, y), (180, y)], 2), col, 255)
    oline(cv, [(36, 34), (26, 18), (10, 18)], 5, col)
    cv.draw(RRect(4, 13, 16, 10, 4), RED, ow=2)
    oline(cv, [(60, 90), (150, 90)], 5, col)
    for x, ang in ((66, 0), (146, 40)):
        oline(cv, [(x, 90), (x, 104)], 4, col, ow=1.8)
        circle(cv, x + (6 if ang else 0), 110, 7, BLACK, ow=2)
    # squeak
    label(cv, "eek", 166, 104, 12, WHITE, ow=2)


def d_bus(cv, r, p):
    col = p.get("col", (226, 50, 50))
    shadow_under(cv, 100, 84)
    body = box(cv, 16, 6, 168, 100, col, r=12)
    shine(cv, body, 22, 10, 120, 5)
    for row, y in enumerate((16, 54)):
        for i in range(5):
            x = 26 + i * 30
            w = 24 if i < 4 else 20
            win = box(cv, x, y, w, 26, (170, 220, 250), r=4, ow=2.2)
            cv.shade(win, Stroke([(x, y + 20), (x + 16, y + 4)], 4), WHITE, 150)
    cv.shade(body, RRect(14, 46, 172, 4, 0), WHITE, 255)
    box(cv, 162, 54, 16, 40, (170, 220, 250), r=3, ow=2.2)
    cv.shade(body, RRect(14, 88, 172, 20, 0), P.darken(col, 0.2), 255)
    for x in (48, 152):
        wheel(cv, x, 106, 13)
    circle(cv, 178, 96, 4, YELLOW, ow=1.6)


def d_tractor(cv, r, p):
    col = p.get("col", (60, 160, 70))
    shadow_under(cv, 100, 80)
    box(cv, 92, 56, 76, 36, col, r=8)
    box(cv, 40, 22, 56, 66, col, r=6)
    box(cv, 48, 30, 40, 28, (170, 220, 250), r=3, ow=2.2)
    oline(cv, [(150, 56), (150, 30)], 7, GREY)
    wheel(cv, 64, 92, 26, (250, 210, 60))
    wheel(cv, 150, 102, 15, (250, 210, 60))
    # sleepy: zzz from the chimney
    for i, (x, y, s) in enumerate(((158, 20, 12), (168, 10, 10), (176, 2, 8))):
        label(cv, "z", x, y + 6, s + 4, WHITE, ow=2)
    # droopy headlight eyes
    cv.draw(Ellipse(166, 70, 5, 5), YELLOW, ow=1.8)
    line(cv, [(161, 68), (171, 68)], 2.4)


def d_bumper_car(cv, r, p):
    col = p.get("col", (50, 160, 230))
    shadow_under(cv, 100, 76)
    # the pole with a spark
    oline(cv, [(132, 64), (136, 6)], 4, GREY)
    burst(cv, 136, 8, 9, YELLOW, 7)
    bumper = box(cv, 24, 78, 152, 30, BLACK, r=15)
    shine(cv, bumper, 34, 82, 80, 5, 60)
    body = Poly(smooth_closed([(40, 82), (64, 56), (108, 58), (150, 50), (168, 80)], 8))
    cv.draw(body, col, ow=OW)
    cv.shade(body, Ellipse(80, 62, 30, 6), WHITE, 100)
    circle(cv, 80, 56, 14, (60, 60, 70))
    circle(cv, 80, 56, 6, GREY, ow=2)
    # bonk
    burst(cv, 182, 92, 12, WHITE, 8)


def d_rowboat(cv, r, p):
    col = p.get("col", (170, 100, 50))
    shadow_under(cv, 100, 80)
    hull = Poly([(18, 64), (182, 64)] + arc_pts(100, 64, 82, 46, 0, 180, 30)[1:-1])
    cv.draw(hull, col, ow=OW)
    for y in (76, 90):
        cv.shade(hull, Stroke([(10, y), (190, y)], 2.4), P.darken(col, 0.3), 255)
    cv.draw(RRect(14, 60, 172, 9, 4), P.lighten(col, 0.2), ow=2.4)
    oline(cv, [(62, 56), (26, 30)], 5, P.WOOD_LIGHT)
    cv.draw(Ellipse(24, 28, 6, 11, 40), P.WOOD_LIGHT, ow=2.2)
    oline(cv, [(140, 56), (178, 30)], 5, P.WOOD_LIGHT)
    # the leak
    cv.fill(Circle(110, 96, 4), INK)
    for x, y in ((118, 104), (126, 112), (112, 112)):
        cv.draw(Poly([(x, y - 6), (x + 3, y), (x, y + 3), (x - 3, y)]), SKYBLUE, ow=1.4)


def d_ice_cream_van(cv, r, p):
    col = p.get("col", (250, 250, 250))
    shadow_under(cv, 100, 84)
    body = box(cv, 20, 40, 160, 62, col, r=10)
    # the giant cone on the roof
    cv.draw(Poly([(86, 24), (114, 24), (100, 46)]), (220, 170, 100), ow=2.6)
    cv.draw([Circle(92, 18, 10), Circle(108, 18, 10), Circle(100, 9, 10)], PINK, ow=2.6)
    cv.fill(Circle(101, 1, 3.6), RED)
    cv.shade(body, RRect(18, 80, 164, 8, 0), PINK, 255)
    cv.shade(body, Poly([(18, 40), (60, 40), (30, 80), (18, 80)]), (120, 200, 230), 255)
    box(cv, 150, 48, 26, 22, (170, 220, 250), r=4, ow=2.2)
    box(cv, 74, 48, 54, 26, (60, 50, 70), r=4, ow=2.2)
    for x in (82, 94, 106, 118):
        cv.fill(Poly([(x - 3, 74), (x + 3, 74), (x, 82)]), (230, 180, 110))
    for x in (52, 150):
        wheel(cv, x, 104, 13)
    note(cv, 36, 22, 0.8, INK)
    note(cv, 160, 20, 0.8, INK)
