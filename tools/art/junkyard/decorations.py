"""Pictures of the decoration junk."""
from __future__ import annotations

import math

from .. import palette as P
from ..canvas import Circle, Ellipse, Poly, RRect, Stroke, arc_pts, smooth_closed, smooth_open
from .parts import (BLUE, DARKGREY, GOLD, GREEN, GROUND, INK, ORANGE, OW, PINK, RED, WHITE, YELLOW,
                    box, circle, ellipse, label, line, oline, puff, shadow_under, star)


def d_neon(cv, r, p):
    glow = p.get("col", (255, 90, 170))
    for x in (60, 140):
        line(cv, [(x, 0), (x, 20)], 2.6, DARKGREY)
    box(cv, 20, 18, 160, 76, (50, 40, 70), r=12)
    cv.draw(RRect(28, 26, 144, 60, 10), (50, 40, 70), outline=(120, 220, 255), ow=2.4)
    cv.text(p.get("word", "OPEN"), 100, 57, 40, WHITE, outline=glow, ow=3.2)
    # it is not: one letter flickers out
    cv.overlay(Circle(146, 57, 16), (50, 40, 70), 150)
    oline(cv, [(100, 94), (100, GROUND)], 6, DARKGREY)
    box(cv, 82, GROUND - 6, 36, 8, DARKGREY, r=3, ow=2)


def d_flamingo(cv, r, p):
    col = p.get("col", (246, 130, 170))
    shadow_under(cv, 104, 30)
    oline(cv, [(104, 74), (104, GROUND - 4)], 4, P.darken(col, 0.15), ow=1.8)
    oline(cv, [(104, 96), (122, 90), (116, 84)], 4, P.darken(col, 0.15), ow=1.8)
    body = Poly(smooth_closed([(70, 56), (98, 44), (130, 52), (148, 46), (138, 66), (110, 78), (80, 74)], 8))
    cv.draw(body, col, ow=OW)
    cv.shade(body, Ellipse(110, 60, 20, 8, -10), P.darken(col, 0.15), 255)
    neck = smooth_open([(80, 56), (62, 40), (70, 20), (86, 16)], 10)
    cv.draw(Stroke(neck, 8), col, ow=OW)
    circle(cv, 88, 18, 9, col)
    cv.draw(Poly([(94, 16), (112, 22), (106, 30), (96, 24)]), WHITE, ow=2)
    cv.fill(Poly([(106, 21), (112, 22), (106, 30), (103, 26)]), INK)
    cv.fill(Circle(88, 15, 2.2), INK)
    # wobble: it falls over a lot
    for k in (1, 2):
        line(cv, arc_pts(104, GROUND - 30, 14 + k * 8, 14 + k * 8, 60, 110, 6), 2.4)


def d_disco(cv, r, p):
    line(cv, [(100, 0), (100, 20)], 3)
    ball = circle(cv, 100, 64, 44, (200, 206, 220))
    tiles = [(190, 196, 214), (236, 240, 250), (150, 200, 250), (240, 150, 220), (160, 166, 186)]
    for i in range(-5, 6):
        for j in range(-5, 6):
            x, y = 100 + i * 10, 64 + j * 10
            cv.shade(ball, RRect(x - 4, y - 4, 8, 8, 1), tiles[(i * 3 + j * 7) % len(tiles)], 255)
    cv.shade(ball, Circle(84, 46, 14), WHITE, 120)
    cv.fill(Stroke(arc_pts(100, 64, 44, 44, 0, 360, 60), 1), INK)
    for x, y, c in ((34, 30, (255, 120, 200)), (168, 34, (120, 220, 255)), (170, 100, YELLOW), (30, 96, GREEN)):
        star(cv, x, y, 10, c, ow=2, rot=r.uniform(-30, 30))
    for a in (20, 160, 200, 340):
        x0, y0 = 100 + 50 * math.cos(math.radians(a)), 64 + 50 * math.sin(math.radians(a))
        x1, y1 = 100 + 62 * math.cos(math.radians(a)), 64 + 62 * math.sin(math.radians(a))
        line(cv, [(x0, y0), (x1, y1)], 2.6, WHITE)


def d_statue(cv, r, p):
    col = p.get("col", (226, 226, 216))
    shadow_under(cv, 100, 42)
    box(cv, 64, 96, 72, 22, P.darken(col, 0.1), r=3)
    body = Poly(smooth_closed([(76, 96), (72, 60), (80, 40), (120, 40), (128, 60), (124, 96)], 8))
    cv.draw(body, col, ow=OW)
    for x in (88, 100, 112):
        cv.shade(body, Stroke([(x, 48), (x - 2, 96)], 2.2), P.darken(col, 0.2), 255)
    oline(cv, [(120, 46), (140, 30), (144, 14)], 10, col)
    box(cv, 94, 30, 12, 12, col, r=2, ow=2.6)
    cv.fill(Ellipse(100, 31, 5, 2), P.darken(col, 0.3))
    label(cv, "?", 70, 22, 30, WHITE, ow=2.6)
    label(cv, "?", 162, 60, 22, WHITE, ow=2.4)


def d_xmas(cv, r, p):
    col = p.get("col", (50, 150, 70))
    shadow_under(cv, 100, 40)
    box(cv, 90, 98, 20, 20, P.WOOD, r=2)
    tiers = []
    for i, (y, w) in enumerate(((98, 94), (72, 74), (48, 54))):
        tiers.append(Poly([(100 - w / 2, y), (100 + w / 2, y), (100, y - 40)]))
    cv.draw(tiers, col, ow=OW)
    cv.shade(tiers, Stroke(smooth_open([(66, 82), (100, 92), (130, 80)], 6), 3), GOLD, 255)
    cv.shade(tiers, Stroke(smooth_open([(78, 58), (100, 66), (120, 56)], 6), 3), GOLD, 255)
    for (x, y), c in zip(((78, 90), (118, 88), (96, 76), (86, 58), (112, 62), (100, 40)),
                         (RED, BLUE, PINK, YELLOW, RED, BLUE)):
        circle(cv, x, y, 4.6, c, ow=1.8)
    star(cv, 100, 10, 11, GOLD, ow=2.4)
    # July: the sun, in sunglasses
    circle(cv, 164, 28, 16, (255, 200, 50))
    cv.fill([RRect(152, 22, 11, 7, 3), RRect(165, 22, 11, 7, 3)], INK)
    line(cv, arc_pts(164, 30, 8, 6, 30, 150, 8), 2)


def d_chandelier(cv, r, p):
    col = p.get("col", GOLD)
    line(cv, [(100, 0), (100, 30)], 3.4)
    for s_ in (-1, 1):
        for k in (1, 2):
            x = 100 + s_ * k * 28
            oline(cv, smooth_open([(100, 40), (100 + s_ * k * 12, 64), (x, 58)], 6), 5, col)
            box(cv, x - 5, 42, 10, 16, WHITE, r=2, ow=2)
            cv.draw(Poly([(x, 30), (x + 4, 38), (x, 42), (x - 4, 38)]), ORANGE, ow=1.6)
            cv.draw(Poly([(x, 66), (x + 5, 74), (x, 84), (x - 5, 74)]), (180, 230, 250), ow=1.8)
    ellipse(cv, 100, 40, 16, 10, col)
    cv.draw(Poly([(100, 52), (106, 62), (100, 74), (94, 62)]), (180, 230, 250), ow=1.8)
    # dust, achoo
    for x, y in ((40, 100), (70, 110), (130, 104), (160, 96)):
        puff(cv, x, y, 9, (220, 214, 200), ow=1.8)
    cv.overlay(Ellipse(100, 40, 90, 30), WHITE, 40)


def d_totem(cv, r, p):
    cols = [(200, 70, 60), (60, 140, 200), (240, 180, 40), (70, 160, 90), (160, 90, 180)]
    shadow_under(cv, 100, 30)
    # wings on top
    for s_ in (-1, 1):
        cv.draw(Poly([(100 + s_ * 18, 12), (100 + s_ * 58, 2), (100 + s_ * 52, 14), (100 + s_ * 20, 22)]),
                (70, 160, 90), ow=2.6)
    for i in range(5):
        y = 4 + i * 23
        c = cols[i % len(cols)]
        box(cv, 80, y, 40, 23, c, r=4, ow=2.6)
        for ex in (91, 109):
            circle(cv, ex, y + 9, 4.4, WHITE, ow=1.6)
            cv.fill(Circle(ex, y + 10, 2), INK)
        line(cv, [(86, y + 3), (96, y + 5)], 2.2)
        line(cv, [(114, y + 3), (104, y + 5)], 2.2)
        line(cv, arc_pts(100, y + 22, 7, 4, 200, 340, 6), 2.2)
