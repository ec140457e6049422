"""Pictures of the reinforcement cards."""
from __future__ import annotations

import math

from .. import palette as P
from ..canvas import (Circle, Ellipse, Poly, RRect, Stroke, arc_pts, rot_pts, smooth_closed,
                     smooth_open)
from .parts import (BLACK, DARKGREY, GOLD, GREEN, GREY, GROUND, INK, ORANGE, OW, PINK, RED, STEEL,
                    TYPE_COLOURS, WHITE, YELLOW, box, brick, circle, label, line, oline,
                    shadow_under, shine, star)


def hexagon(cx, cy, rr, rot=0.0):
    return [(cx + rr * math.cos(math.radians(60 * i + rot)), cy + rr * math.sin(math.radians(60 * i + rot)))
            for i in range(6)]


def bolt(cv, x, y, ang, k=1.0):
    shaft = rot_pts([(x, y - 4 * k), (x + 40 * k, y - 4 * k), (x + 40 * k, y + 4 * k), (x, y + 4 * k)], ang, x, y)
    sh = Poly(shaft)
    cv.draw(sh, STEEL, ow=2.4)
    for i in range(1, 8):
        cv.shade(sh, Stroke(rot_pts([(x + i * 5 * k, y - 6 * k), (x + i * 5 * k + 2, y + 6 * k)], ang, x, y), 1.4),
                 DARKGREY, 255)
    cv.draw(Poly(hexagon(x, y, 9 * k, ang)), GREY, ow=2.4)


def d_fittings(cv, r, p):
    shadow_under(cv, 100, 74)
    # an L bracket
    br = Poly([(30, 60), (46, 60), (46, 100), (86, 100), (86, 114), (30, 114)])
    cv.draw(br, STEEL, ow=OW)
    for x, y in ((38, 72), (38, 90), (62, 107), (76, 107)):
        cv.fill(Circle(x, y, 3), DARKGREY)
    bolt(cv, 100, 40, 20, 1.2)
    bolt(cv, 70, 28, -10, 0.9)
    for x, y in ((130, 96), (160, 80)):
        nut = Poly(hexagon(x, y, 14))
        cv.draw(nut, GREY, ow=OW)
        cv.fill(Circle(x, y, 5.5), P.mix(colour_of_type("reinforcement"), WHITE, 0.8))
    # a big screw
    oline(cv, [(156, 20), (176, 54)], 7, STEEL, ow=2.2)
    cv.draw(Ellipse(154, 18, 10, 5, 60), GREY, ow=2.2)


def colour_of_type(t):
    return TYPE_COLOURS[t]


def d_barbed_wire(cv, r, p):
    shadow_under(cv, 100, 80)
    for x in (30, 170):
        oline(cv, [(x, 30), (x, GROUND)], 8, P.WOOD)
    for y in (48, 80):
        pts = smooth_open([(30, y), (65, y + 6), (100, y - 2), (135, y + 6), (170, y)], 8)
        cv.draw(Stroke(pts, 3.6), GREY, ow=1.6)
        for j in range(6, len(pts) - 4, 8):
            x, yy = pts[j]
            line(cv, [(x - 6, yy - 6), (x + 6, yy + 6)], 2.6, DARKGREY)
            line(cv, [(x + 6, yy - 6), (x - 6, yy + 6)], 2.6, DARKGREY)
    label(cv, "OUCH!", 100, 20, 20, WHITE, ow=2.6)


def d_duct_tape(cv, r, p):
    col = p.get("col", (176, 182, 192))
    shadow_under(cv, 90, 50)
    # the strip hanging off
    strip = Poly([(130, 52), (148, 60), (176, 112), (156, 116)])
    cv.draw(strip, col, ow=OW)
    cv.draw(Poly([(156, 116), (176, 112), (170, 120), (166, 112), (162, 120)]), col, ow=2)
    roll = circle(cv, 90, 68, 44, col)
    cv.shade(roll, Circle(90, 68, 32), P.darken(col, 0.12), 255)
    circle(cv, 90, 68, 20, (200, 170, 120), ow=2.4)
    cv.fill(Circle(90, 68, 15), P.mix(colour_of_type("reinforcement"), WHITE, 0.8))
    shine(cv, roll, 60, 34, 20, 8)


def d_glue(cv, r, p):
    shadow_under(cv, 96, 60)
    tube = Poly(rot_pts([(40, 56), (130, 50), (140, 60), (140, 84), (130, 94), (40, 90)], -12, 100, 72))
    cv.draw(tube, WHITE, ow=OW)
    cv.shade(tube, Poly(rot_pts([(60, 50), (110, 50), (110, 96), (60, 96)], -12, 100, 72)), YELLOW, 255)
    cx, cy = rot_pts([(85, 73)], -12, 100, 72)[0]
    cv.text("GLUE", cx, cy, 18, RED)
    cap = Poly(rot_pts([(140, 62), (166, 66), (166, 78), (140, 82)], -12, 100, 72))
    cv.draw(cap, RED, ow=OW)
    # a drip and a stuck finger
    tx, ty = rot_pts([(168, 72)], -12, 100, 72)[0]
    cv.draw(Poly([(tx, ty), (tx + 5, ty + 14), (tx, ty + 20), (tx - 5, ty + 14)]), (240, 240, 200), ow=2)
    for x, y in ((40, 30), (60, 20)):
        star(cv, x, y, 7, WHITE, ow=2)


def d_planks(cv, r, p):
    col = p.get("col", P.WOOD_LIGHT)
    shadow_under(cv, 100, 80)
    for i, (y, ang) in enumerate(((104, 0), (88, -3), (72, 4), (56, -6))):
        pts = rot_pts([(24, y - 8), (176, y - 8), (176, y + 8), (24, y + 8)], ang, 100, y)
        pl = Poly(pts)
        cv.draw(pl, P.mix(col, P.WOOD, 0.25 * (i % 2)), ow=OW)
        cv.shade(pl, Stroke(rot_pts([(40, y), (90, y + 2)], ang, 100, y), 1.6), P.WOOD_DARK, 255)
        cv.shade(pl, Ellipse(*rot_pts([(140, y)], ang, 100, y)[0], 5, 3), P.WOOD_DARK, 255)
    # the hammer
    oline(cv, [(150, 40), (128, 10)], 7, P.WOOD)
    hh = Poly(rot_pts([(132, 2), (164, 2), (164, 14), (132, 14)], -34, 146, 8))
    cv.draw(hh, GREY, ow=OW)


def d_bricks(cv, r, p):
    col = p.get("col", (204, 88, 60))
    shadow_under(cv, 100, 74)
    rows = [(5, GROUND - 14), (4, GROUND - 28), (3, GROUND - 42), (2, GROUND - 56), (1, GROUND - 70)]
    for n, y in rows:
        x0 = 100 - n * 30 / 2
        for i in range(n):
            brick(cv, x0 + i * 30, y, 28, 14, P.mix(col, (160, 60, 40), r.uniform(0, 0.6)))
    # three little pigs would be proud: a tiny pig snout
    circle(cv, 164, 40, 13, PINK)
    cv.draw(Ellipse(164, 44, 6, 4), P.darken(PINK, 0.15), ow=1.6)
    cv.fill([Circle(162, 44, 1.2), Circle(166, 44, 1.2), Circle(159, 36, 1.6), Circle(169, 36, 1.6)], INK)


def d_concrete(cv, r, p):
    shadow_under(cv, 84, 50)
    bucket = Poly([(44, 46), (124, 46), (116, 116), (52, 116)])
    cv.draw(bucket, (200, 200, 210), ow=OW)
    cv.shade(bucket, RRect(40, 60, 90, 6, 0), GREY, 255)
    goo = Poly(smooth_closed([(44, 46), (70, 34), (100, 40), (124, 46), (118, 60), (104, 54), (96, 70),
                              (90, 54), (60, 56)], 6))
    cv.draw(goo, (150, 150, 156), ow=OW)
    line(cv, arc_pts(84, 40, 40, 14, 200, 340, 12), 3)
    # trowel
    oline(cv, [(140, 60), (160, 40)], 6, P.WOOD)
    cv.draw(Poly([(126, 70), (150, 58), (166, 84), (140, 96)]), STEEL, ow=OW)
    label(cv, "squish", 150, 18, 14, WHITE, ow=2)


def d_chains(cv, r, p):
    col = p.get("col", (120, 126, 140))
    shadow_under(cv, 100, 80)
    pts = smooth_open([(14, 40), (60, 90), (120, 94), (168, 52)], 12)
    step = 14
    acc = 0.0
    for i in range(1, len(pts)):
        acc += math.dist(pts[i - 1], pts[i])
        if acc >= step:
            acc = 0.0
            x, y = pts[i]
            dx, dy = pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]
            ang = math.degrees(math.atan2(dy, dx))
            flat = (i // 2) % 2
            cv.draw(Ellipse(x, y, 11, 6 if flat else 3.5, ang), col, ow=2.6)
            cv.fill(Ellipse(x, y, 6, 2 if flat else 0.8, ang), P.mix(colour_of_type("reinforcement"), WHITE, 0.8))
    # the padlock
    line(cv, arc_pts(168, 64, 11, 14, 180, 360, 12), 6)
    line(cv, arc_pts(168, 64, 11, 14, 180, 360, 12), 3, GREY)
    box(cv, 152, 62, 32, 28, GOLD, r=4)
    cv.fill([Circle(168, 73, 3.4), RRect(166.5, 73, 3, 9, 1)], INK)


def d_beam(cv, r, p):
    col = p.get("col", (80, 130, 200))
    shadow_under(cv, 100, 84)
    # an I-beam seen slightly from the end
    top = Poly([(14, 60), (160, 60), (186, 48), (40, 48)])
    cv.draw(top, P.lighten(col, 0.3), ow=OW)
    web = Poly([(20, 62), (166, 62), (166, 96), (20, 96)])
    cv.draw(web, col, ow=OW)
    bot = Poly([(14, 96), (160, 96), (160, 108), (14, 108)])
    cv.draw(bot, P.darken(col, 0.1), ow=OW)
    end = Poly([(160, 60), (186, 48), (186, 58), (176, 62), (176, 94), (186, 96), (186, 106), (160, 108)])
    cv.draw(end, P.darken(col, 0.25), ow=OW)
    for x in range(34, 160, 22):
        cv.fill([Circle(x, 66, 2.4), Circle(x, 102, 2.4)], P.darken(col, 0.45))
    label(cv, "shh", 40, 26, 16, WHITE, ow=2.4)


def d_nails(cv, r, p):
    shadow_under(cv, 100, 70)
    for i, (x, y, bend) in enumerate(((40, 100, 20), (70, 92, -30), (100, 104, 40), (130, 90, -20),
                                      (160, 100, 30), (86, 72, 60), (124, 66, -50))):
        shaft = smooth_open([(x, y), (x + bend * 0.2, y - 18), (x + bend * 0.6, y - 30)], 6)
        cv.draw(Stroke(shaft, 4.4), STEEL, ow=2)
        hx, hy = shaft[-1]
        cv.draw(Ellipse(hx, hy, 7, 2.6, bend * 0.6), GREY, ow=1.8)
    label(cv, "wonky", 100, 24, 18, WHITE, ow=2.4)


def d_scaffold(cv, r, p):
    col = p.get("col", (200, 200, 210))
    shadow_under(cv, 100, 70)
    ang = 4
    for x in (40, 100, 160):
        oline(cv, rot_pts([(x, 8), (x, GROUND)], ang, 100, GROUND), 6, col)
    for y in (30, 70, 110):
        oline(cv, rot_pts([(36, y), (164, y)], ang, 100, GROUND), 6, col)
    for (a, b) in (((40, 110), (100, 70)), ((100, 70), (160, 30))):
        oline(cv, rot_pts([a, b], ang, 100, GROUND), 4, col, ow=1.8)
    for y in (26, 66):
        pl = Poly(rot_pts([(34, y - 6), (166, y - 6), (166, y + 2), (34, y + 2)], ang, 100, GROUND))
        cv.draw(pl, P.WOOD_LIGHT, ow=2.4)
    for k in (1, 2):
        line(cv, arc_pts(100, 60, 80 + k * 8, 60, -20, 20, 6), 2.6)


def tyre(cv, x, y, rx, ry, col=BLACK):
    t = Ellipse(x, y, rx, ry)
    cv.draw(t, col, ow=OW)
    cv.fill(Ellipse(x, y - ry * 0.15, rx * 0.55, ry * 0.45), (90, 90, 100))
    for i in range(8):
        a = math.radians(i * 45 + 20)
        px, py = x + rx * 0.8 * math.cos(a), y + ry * 0.8 * math.sin(a)
        if math.sin(a) > 0:
            cv.fill(RRect(px - 2, py - 2, 4, 4, 1), (80, 80, 90))


def d_tyres(cv, r, p):
    shadow_under(cv, 100, 54)
    for i in range(4):
        tyre(cv, 100 + r.uniform(-5, 5), GROUND - 14 - i * 24, 50, 18)
    label(cv, "boing", 164, 28, 14, WHITE, ow=2.4)


def d_goose(cv, r, p):
    shadow_under(cv, 96, 50)
    for x in (90, 106):
        oline(cv, [(x, 96), (x, GROUND - 2)], 4, ORANGE, ow=1.8)
    body = Poly(smooth_closed([(50, 72), (80, 62), (120, 64), (136, 80), (118, 100), (76, 100), (40, 84)], 8))
    cv.draw(body, WHITE, ow=OW)
    cv.shade(body, Ellipse(92, 80, 24, 9, -6), (220, 224, 230), 255)
    neck = smooth_open([(120, 70), (128, 46), (122, 26), (130, 16)], 8)
    cv.draw(Stroke(neck, 12), WHITE, ow=OW)
    circle(cv, 134, 20, 10, WHITE)
    # open beak: HONK
    cv.draw(Poly([(140, 14), (164, 8), (144, 20)]), ORANGE, ow=2.2)
    cv.draw(Poly([(142, 22), (162, 28), (142, 26)]), ORANGE, ow=2.2)
    cv.fill(Circle(134, 17, 2.2), INK)
    line(cv, [(128, 11), (138, 14)], 2.4)
    label(cv, "HONK!", 60, 30, 22, WHITE, ow=2.6)


def d_horseshoe(cv, r, p):
    col = p.get("col", (200, 200, 210))
    outer = arc_pts(100, 56, 46, 48, 150, 390, 30)
    inner = arc_pts(100, 56, 26, 28, 390, 150, 30)
    sh = Poly(rot_pts(outer + inner, 180, 100, 62))
    cv.draw(sh, col, ow=OW)
    for a in range(170, 380, 32):
        x, y = 100 + 36 * math.cos(math.radians(a)), 56 + 38 * math.sin(math.radians(a))
        x, y = rot_pts([(x, y)], 180, 100, 62)[0]
        cv.fill(RRect(x - 2.4, y - 3, 4.8, 6, 1.5), INK)
    shine(cv, sh, 56, 40, 8, 40, 90)
    # four-leaf clover and sparkles
    for a in (0, 90, 180, 270):
        cv.draw(Circle(166 + 7 * math.cos(math.radians(a)), 30 + 7 * math.sin(math.radians(a)), 7), GREEN, ow=2)
    for x, y in ((36, 30), (40, 100), (160, 96)):
        star(cv, x, y, 8, GOLD, ow=2)


def d_honey(cv, r, p):
    col = p.get("col", (240, 170, 40))
    shadow_under(cv, 100, 52)
    pot = Poly(smooth_closed([(60, 40), (140, 40), (152, 80), (130, 116), (70, 116), (48, 80)], 8))
    cv.draw(pot, (190, 120, 60), ow=OW)
    cv.shade(pot, RRect(40, 66, 120, 26, 0), (250, 236, 200), 255)
    cv.text("HONEY", 100, 79, 18, (160, 90, 30))
    box(cv, 54, 30, 92, 16, (200, 130, 66), r=6)
    goo = Poly(smooth_closed([(56, 40), (144, 40), (140, 52), (132, 46), (124, 62), (118, 46), (80, 46),
                              (72, 58), (66, 46)], 4))
    cv.draw(goo, col, ow=2.2)
    cv.draw(Poly(smooth_closed([(60, 32), (100, 22), (140, 32)], 6)), col, ow=2.2)
    # a bee
    bee(cv, 164, 32)


def bee(cv, x, y, k=1.0, angry=False):
    cv.draw([Ellipse(x - 4 * k, y - 8 * k, 6 * k, 8 * k, -20), Ellipse(x + 4 * k, y - 8 * k, 6 * k, 8 * k, 20)],
            WHITE, ow=1.6)
    b = Ellipse(x, y, 11 * k, 8 * k)
    cv.draw(b, YELLOW, ow=2.2)
    for dx in (-3, 4):
        cv.shade(b, RRect(x + dx * k - 1.5 * k, y - 10 * k, 3.2 * k, 20 * k, 0), INK, 255)
    cv.fill(Circle(x + 8 * k, y - 2 * k, 1.6 * k), INK)
    if angry:
        line(cv, [(x + 5 * k, y - 6 * k), (x + 10 * k, y - 4 * k)], 1.8 * k)
