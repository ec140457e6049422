"""Pictures of the leisure junk."""
from __future__ import annotations

from .. import palette as P
from ..canvas import Circle, Ellipse, Poly, Stroke, arc_pts, rot_pts, smooth_closed, smooth_open
from .parts import (BLUE, DARKGREY, GOLD, GREEN, GREY, GROUND, INK, ORANGE, OW, PINK, RED, SKYBLUE,
                    STEEL, WHITE, YELLOW, box, circle, ellipse, label, leg, line, oline,
                    shadow_under, speed_lines, star)
from .illegal import duck_shape


def d_pinball(cv, r, p):
    col = p.get("col", (90, 60, 170))
    shadow_under(cv, 100, 70)
    for x in (44, 156):
        leg(cv, x, 80, GROUND, DARKGREY, 7)
    table = Poly([(36, 70), (164, 70), (156, 90), (44, 90)])
    cv.draw(table, col, ow=OW)
    box(cv, 58, 4, 84, 56, col, r=6)
    box(cv, 66, 12, 68, 34, (40, 40, 60), r=3, ow=2)
    label(cv, "TILT", 100, 29, 20, (255, 90, 90))
    oline(cv, [(100, 60), (100, 72)], 8, DARKGREY)
    # lights, flippers and the ball
    for x, c in ((64, YELLOW), (80, RED), (120, GREEN), (136, SKYBLUE)):
        cv.fill(Circle(x, 53, 3), c)
    cv.draw(Poly([(72, 82), (92, 86), (72, 86)]), WHITE, ow=1.6)
    cv.draw(Poly([(128, 82), (108, 86), (128, 86)]), WHITE, ow=1.6)
    circle(cv, 112, 76, 4.4, STEEL, ow=1.6)
    for x, y in ((84, 76), (100, 74)):
        circle(cv, x, y, 3.5, PINK, ow=1.4)


def d_trampoline(cv, r, p):
    col = p.get("col", (60, 130, 230))
    shadow_under(cv, 100, 80)
    for x in (34, 76, 124, 166):
        leg(cv, x, 94, GROUND, DARKGREY, 5)
    ellipse(cv, 100, 90, 84, 18, col)
    cv.fill(Ellipse(100, 90, 70, 12), (50, 50, 60))
    # something boinging up
    circle(cv, 100, 30, 14, ORANGE)
    for k in range(3):
        line(cv, [(90 + k * 10, 52), (90 + k * 10, 70)], 2.6, WHITE)
    label(cv, "BOING", 156, 28, 16, WHITE, ow=2.4)


def d_bouncy_castle(cv, r, p):
    cols = [(230, 70, 70), (250, 200, 50), (60, 130, 230)]
    shadow_under(cv, 100, 84)
    base = Poly(smooth_open([(14, GROUND), (40, 96), (100, 102), (160, 94), (186, GROUND)], 8))
    cv.draw(base, cols[2], ow=OW)
    # droopy towers
    for i, (x, ang) in enumerate(((40, -28), (100, 12), (160, 34))):
        pts = smooth_closed([(x - 14, 100), (x - 12, 70), (x + 2, 54), (x + 14, 64), (x + 14, 100)], 6)
        sh = Poly(rot_pts(pts, ang, x, 100))
        cv.draw(sh, cols[i % 2], ow=OW)
        tip = rot_pts([(x + 2, 54)], ang, x, 100)[0]
        cv.draw(Poly([(tip[0] - 8, tip[1] + 4), (tip[0] + 8, tip[1] + 4), (tip[0] + 4, tip[1] - 10)]),
                cols[(i + 1) % 2], ow=2.4)
    cv.draw(Poly(arc_pts(100, 112, 18, 12, 180, 360, 12)), (50, 40, 70), ow=2.4)
    label(cv, "pfff", 150, 26, 16, WHITE, ow=2.4)


def d_carousel_horse(cv, r, p):
    col = p.get("col", WHITE)
    oline(cv, [(100, 0), (100, GROUND)], 6, GOLD)
    body = Ellipse(100, 66, 40, 18)
    neck = Poly([(124, 60), (134, 30), (150, 26), (146, 54)])
    head = Ellipse(152, 30, 16, 10, 30)
    cv.draw([body, neck, head], col, ow=OW)
    for pts in ([(74, 76), (60, 96), (50, 92)], [(84, 78), (80, 104)], [(118, 78), (132, 98), (140, 94)],
                [(126, 76), (120, 104)]):
        oline(cv, pts, 7, col)
    mane = Poly(smooth_closed([(130, 24), (142, 18), (138, 36), (132, 56), (124, 50)], 6))
    cv.draw(mane, PINK, ow=2.4)
    cv.fill(Circle(154, 26, 2.4), INK)
    oline(cv, [(62, 60), (48, 66), (44, 84)], 8, PINK)
    box(cv, 86, 46, 30, 16, RED, r=6, ow=2.4)
    cv.fill(Stroke([(100, 10), (100, 46)], 6), GOLD)
    # round and round arrows
    line(cv, arc_pts(100, 110, 70, 10, 200, 340, 16), 3, WHITE)


def d_claw(cv, r, p):
    col = p.get("col", (60, 180, 200))
    shadow_under(cv, 100, 50)
    box(cv, 54, 2, 92, 116, col, r=8)
    glass = box(cv, 62, 14, 76, 62, (210, 236, 250), r=3, ow=2.4)
    # toys
    for x, y, c in ((72, 66, PINK), (88, 70, YELLOW), (104, 66, GREEN), (122, 68, ORANGE), (80, 58, BLUE),
                    (112, 58, RED)):
        cv.shade(glass, Circle(x, y, 8), c, 255)
        cv.shade(glass, Circle(x - 3, y - 3, 1.5), INK, 255)
        cv.shade(glass, Circle(x + 3, y - 3, 1.5), INK, 255)
    cv.shade(glass, Stroke([(100, 14), (100, 34)], 2.6), INK, 255)
    cv.shade(glass, Stroke([(92, 44), (96, 34), (104, 34), (108, 44)], 3), GREY, 255)
    box(cv, 62, 84, 76, 22, P.darken(col, 0.2), r=3, ow=2)
    oline(cv, [(80, 96), (80, 84)], 4, DARKGREY, ow=1.6)
    circle(cv, 80, 82, 5, RED, ow=1.8)
    circle(cv, 116, 95, 5, YELLOW, ow=1.8)
    star(cv, 160, 30, 10, YELLOW, ow=2)


def d_ramp(cv, r, p):
    col = p.get("col", P.WOOD_LIGHT)
    shadow_under(cv, 110, 80)
    ramp = Poly([(40, GROUND)] + arc_pts(40, 18, 120, 100, 90, 0, 20)[1:] + [(160, GROUND)])
    cv.draw(ramp, col, ow=OW)
    for x in (70, 100, 130):
        cv.shade(ramp, Stroke([(x, 0), (x, 130)], 2.2), P.darken(col, 0.2), 255)
    # broken bit
    cv.draw(Poly([(150, 20), (164, 28), (156, 36)]), P.lighten(col, 0.2), ow=2)
    oline(cv, [(160, 18), (160, GROUND)], 6, P.WOOD_DARK)
    # skateboard flying
    deck = Poly(rot_pts([(40, 40), (84, 40), (84, 47), (40, 47)], -20, 62, 44))
    cv.draw(deck, RED, ow=2.4)
    for x in (48, 76):
        px, py = rot_pts([(x, 51)], -20, 62, 44)[0]
        circle(cv, px, py, 4, YELLOW, ow=1.6)
    speed_lines(cv, 34, 56, 3, 14, 6, WHITE, 2.6, -20)


def d_hot_tub(cv, r, p):
    col = p.get("col", (230, 230, 240))
    shadow_under(cv, 100, 84)
    tub = box(cv, 20, 60, 160, 56, P.WOOD_LIGHT, r=10)
    for x in (50, 80, 110, 140):
        cv.shade(tub, Stroke([(x, 60), (x, 120)], 2.2), P.WOOD, 255)
    ellipse(cv, 100, 60, 82, 18, col)
    cv.fill(Ellipse(100, 62, 72, 12), (70, 180, 230))
    for x, y, rr in ((70, 60, 6), (96, 56, 8), (124, 62, 5), (140, 56, 4), (84, 46, 5), (112, 40, 4)):
        circle(cv, x, y, rr, WHITE, ow=1.6)
    for x in (60, 100, 140):
        line(cv, smooth_open([(x, 34), (x + 5, 24), (x - 5, 14), (x, 4)], 6), 3, WHITE)
    duck_shape(cv, 150, 62, 0.6, (255, 214, 40), True, ow=1.8)
