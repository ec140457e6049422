"""Pictures of the special cards."""
from __future__ import annotations

import math

from .. import palette as P
from ..canvas import (Circle, Ellipse, Poly, RRect, Stroke, arc_pts, rot_pts, smooth_closed,
                     smooth_open, star_pts)
from .parts import (BLUE, DARKGREY, GOLD, GREEN, GREY, GROUND, INK, OW, PURPLE, RED, SKYBLUE,
                    STEEL, WHITE, YELLOW, box, circle, ellipse, label, leg, line, oline,
                    shadow_under, star, wheel)
from .furniture import tilted_box
from .attacks_sneak import monkey_head
from .defences import incoming


def d_bananas(cv, r, p):
    """A hand of bananas: big crescents fanned out from one stem."""
    sx, sy = 146, 46
    for i, a in enumerate((-38, -22, -6, 10)):
        # a crescent whose right tip sits at the stem, turned about the stem
        cx, cy = sx - 48, sy - 26
        outer = arc_pts(cx, cy, 56, 64, 20, 160, 18)
        inner = arc_pts(cx, cy + 2, 44, 42, 160, 24, 18)
        pts = rot_pts(outer + inner, a, sx, sy)
        col = P.BANANA if i % 2 == 0 else (250, 224, 84)
        sh = Poly(pts)
        cv.draw(sh, col, ow=2.8)
        tip = rot_pts([outer[-1], (outer[-1][0] - 4, outer[-1][1] - 4)], a, sx, sy)
        line(cv, tip, 4.4, P.WOOD_DARK)
    oline(cv, [(sx, sy + 6), (sx + 16, sy - 20)], 10, (140, 150, 70))
    for x, y in ((26, 30), (174, 64), (24, 104), (176, 108)):
        star(cv, x, y, 8, WHITE, ow=2)


def d_trumpet(cv, r, p):
    col = p.get("col", GOLD)
    bell = Poly([(120, 70), (170, 36), (170, 104)])
    cv.draw(bell, col, ow=OW)
    ellipse(cv, 170, 70, 10, 34, P.darken(col, 0.15))
    cv.fill(Ellipse(170, 70, 5, 26), P.darken(col, 0.45))
    oline(cv, [(30, 70), (124, 70)], 10, col)
    box(cv, 60, 58, 44, 26, col, r=10)
    for x in (70, 82, 94):
        oline(cv, [(x, 58), (x, 46)], 5, STEEL, ow=1.8)
    box(cv, 20, 62, 12, 16, P.darken(col, 0.2), r=3, ow=2)
    for k in (1, 2, 3):
        line(cv, arc_pts(172, 70, 10 + k * 8, 26 + k * 8, -50, 50, 8), 3, WHITE)
    label(cv, "TOOT!", 60, 24, 22, WHITE, ow=2.6)


def clock_face(cv, x, y, rr, col=WHITE, h_ang=-60, m_ang=-90, rim=RED):
    circle(cv, x, y, rr, rim)
    circle(cv, x, y, rr * 0.8, col, ow=2)
    for i in range(12):
        a = math.radians(i * 30)
        cv.fill(Circle(x + rr * 0.66 * math.cos(a), y + rr * 0.66 * math.sin(a), 2), INK)
    line(cv, [(x, y), (x + rr * 0.38 * math.cos(math.radians(h_ang)), y + rr * 0.38 * math.sin(math.radians(h_ang)))],
         4)
    line(cv, [(x, y), (x + rr * 0.58 * math.cos(math.radians(m_ang)), y + rr * 0.58 * math.sin(math.radians(m_ang)))],
         3)
    cv.fill(Circle(x, y, 3.4), INK)


def d_overtime(cv, r, p):
    # an alarm clock ringing
    for s_ in (-1, 1):
        circle(cv, 100 + s_ * 30, 24, 12, GOLD)
        oline(cv, [(100 + s_ * 30, 98), (100 + s_ * 40, 114)], 6, DARKGREY)
    clock_face(cv, 100, 66, 46, WHITE, -30, -90, RED)
    for s_ in (-1, 1):
        for k in (1, 2):
            line(cv, arc_pts(100, 66, 54 + k * 8, 54 + k * 8, -90 + s_ * 40, -90 + s_ * 60, 6), 3, WHITE)
    label(cv, "more!", 164, 104, 18, WHITE, ow=2.6)


def d_coffee(cv, r, p):
    col = p.get("col", (240, 240, 246))
    shadow_under(cv, 96, 50)
    ellipse(cv, 96, 110, 56, 10, col)
    line(cv, arc_pts(136, 72, 20, 20, -90, 90, 12), 12)
    line(cv, arc_pts(136, 72, 20, 20, -90, 90, 12), 6, col)
    mug = Poly([(60, 40), (132, 40), (126, 108), (66, 108)])
    cv.draw(mug, col, ow=OW)
    cv.shade(mug, Circle(96, 76, 14), RED, 255)
    cv.shade(mug, Poly(star_pts(96, 76, 10, 4, 5, -90)), WHITE, 255)
    ellipse(cv, 96, 40, 36, 8, (110, 70, 40))
    for x in (80, 96, 112):
        line(cv, smooth_open([(x, 30), (x + 5, 20), (x - 5, 10), (x, 0)], 6), 3.4, WHITE)
    label(cv, "slurp", 160, 28, 16, WHITE, ow=2.4)


def d_sandwich(cv, r, p):
    shadow_under(cv, 100, 70)
    layers = [((236, 190, 120), 100, 12), ((60, 170, 70), 88, 8), ((230, 60, 50), 80, 8), ((250, 210, 70), 70, 8),
              ((240, 150, 160), 60, 8)]
    for col, y, h in layers:
        if col == (60, 170, 70):
            pts = [(30 + i * 10, y + (6 if i % 2 else 0)) for i in range(15)]
            cv.draw(Poly(smooth_open(pts, 4) + [(170, y - 8), (30, y - 8)]), col, ow=2.4)
        else:
            box(cv, 32, y - h / 2, 136, h, col, r=4, ow=2.4)
    top = Poly(smooth_closed([(30, 58), (40, 30), (100, 22), (160, 30), (170, 58)], 8))
    cv.draw(top, (236, 190, 120), ow=OW)
    cv.shade(top, Ellipse(100, 30, 60, 8), (200, 140, 70), 255)
    for x, y in ((70, 40), (100, 36), (130, 42)):
        cv.fill(Ellipse(x, y, 2.4, 1.4), WHITE)
    oline(cv, [(100, 10), (100, 60)], 3, P.WOOD_LIGHT, ow=1.4)
    cv.draw(Poly([(100, 4), (114, 10), (100, 16)]), RED, ow=1.8)


def d_dumpster(cv, r, p):
    col = p.get("col", (60, 140, 80))
    shadow_under(cv, 100, 80)
    # the lid, flipped open
    cv.draw(Poly([(30, 40), (170, 40), (180, 20), (40, 20)]), P.darken(col, 0.2), ow=OW)
    b = Poly([(24, 46), (176, 46), (166, 110), (34, 110)])
    cv.draw(b, col, ow=OW)
    for x in (60, 100, 140):
        cv.shade(b, Stroke([(x, 46), (x, 110)], 3), P.darken(col, 0.25), 255)
    for x in (44, 156):
        wheel(cv, x, 114, 7)
    # legs sticking out
    for x, a in ((88, -12), (112, 12)):
        oline(cv, rot_pts([(x, 46), (x, 10)], a, x, 46), 10, (60, 90, 200))
        sx, sy = rot_pts([(x, 6)], a, x, 46)[0]
        cv.draw(Ellipse(sx + (a / 4), sy, 10, 6, a), RED, ow=2.4)
    # treasure flying out
    star(cv, 40, 12, 9, GOLD, ow=2)
    tilted_box(cv, 150, 2, 14, 18, 20, WHITE, ow=2)


def d_swap(cv, r, p):
    for x, col, h in ((52, RED, 60), (148, BLUE, 40)):
        for i in range(3 if h == 60 else 2):
            box(cv, x - 24, GROUND - 20 - i * 20, 48, 20, P.mix(col, WHITE, i * 0.2), r=3, ow=2.4)
    # two arrows, crossing over
    top = arc_pts(100, 60, 46, 30, 200, 330, 14)
    cv.draw(Stroke(top, 7), YELLOW, ow=2.2)
    ex, ey = top[-1]
    cv.draw(Poly([(ex - 4, ey - 10), (ex + 10, ey + 6), (ex - 10, ey + 6)]), YELLOW, ow=2.2)
    bot = arc_pts(100, 74, 46, 26, 20, 150, 14)
    cv.draw(Stroke(bot, 7), YELLOW, ow=2.2)
    ex, ey = bot[-1]
    cv.draw(Poly([(ex + 4, ey + 10), (ex - 10, ey - 6), (ex + 10, ey - 6)]), YELLOW, ow=2.2)
    # the boss's hat
    cv.draw(Poly([(80, 22), (120, 22), (114, 4), (86, 4)]), (60, 56, 70), ow=2.4)
    cv.draw(RRect(72, 20, 56, 6, 3), (60, 56, 70), ow=2.4)
    cv.fill(RRect(86, 14, 28, 4, 1), RED)


def d_wobbly_ground(cv, r, p):
    # the ground itself heaving in waves
    pts = [(-4, 140)] + [(x, 100 + 8 * math.sin(x / 16)) for x in range(-4, 208, 6)] + [(204, 140)]
    cv.draw(Poly(pts), (170, 130, 90), ow=OW)
    for x0 in (40, 120):
        line(cv, [(x0, 104), (x0 + 6, 114), (x0 - 2, 122), (x0 + 4, 136)], 2.6)
    # junk jumping
    tilted_box(cv, 30, 56, 34, 28, -14, RED, ow=OW)
    tilted_box(cv, 130, 50, 40, 26, 12, BLUE, ow=OW)
    circle(cv, 100, 60, 14, YELLOW)
    for x in (47, 100, 150):
        for k in (-1, 1):
            line(cv, [(x + k * 12, 92), (x + k * 16, 84)], 2.6, WHITE)
    for s_ in (-1, 1):
        line(cv, arc_pts(100, 40, 70, 30, -90 + s_ * 40, -90 + s_ * 60, 6), 3, WHITE)


def d_lucky_find(cv, r, p):
    # the sofa, and a shining coin under it
    d_sofa_small(cv, 100, 70, 0.7, (120, 110, 200))
    cv.overlay(Ellipse(100, 112, 60, 8), INK, 80)
    circle(cv, 100, 110, 10, GOLD, ow=2.4)
    cv.text("$", 100, 110, 12, P.darken(GOLD, 0.4))
    for a in range(0, 360, 45):
        x0, y0 = 100 + 16 * math.cos(math.radians(a)), 110 + 12 * math.sin(math.radians(a))
        x1, y1 = 100 + 26 * math.cos(math.radians(a)), 110 + 18 * math.sin(math.radians(a))
        if y1 < 124:
            line(cv, [(x0, y0), (x1, y1)], 2.6, YELLOW)
    label(cv, "!", 160, 30, 30, WHITE, ow=2.6)


def d_sofa_small(cv, x, y, k, col):
    for lx in (-50, 50):
        leg(cv, x + lx * k, y + 20 * k, y + 40 * k + 10, P.WOOD_DARK, 6)
    box(cv, x - 60 * k, y - 36 * k, 120 * k, 40 * k, P.darken(col, 0.18), r=12 * k)
    box(cv, x - 70 * k, y, 140 * k, 28 * k, col, r=8 * k)
    for s_ in (-1, 1):
        box(cv, x + s_ * 70 * k - 14 * k, y - 14 * k, 28 * k, 44 * k, P.darken(col, 0.18), r=12 * k)


def d_swap_meet(cv, r, p):
    # a trestle table with junk and price tags
    for x in (40, 160):
        oline(cv, [(x, 80), (x - 10, GROUND)], 6, P.WOOD_DARK)
        oline(cv, [(x, 80), (x + 10, GROUND)], 6, P.WOOD_DARK)
    box(cv, 20, 74, 160, 12, (230, 80, 80), r=3)
    cv.shade(RRect(20, 74, 160, 12, 3), RRect(20, 74, 160, 12, 3), (230, 80, 80), 255)
    # things for sale
    box(cv, 34, 46, 30, 28, BLUE, r=4, ow=2.4)
    circle(cv, 90, 60, 14, YELLOW, ow=2.4)
    cv.draw(Poly([(118, 74), (134, 36), (150, 74)]), GREEN, ow=2.4)
    tilted_box(cv, 150, 52, 24, 22, 8, PURPLE, ow=2.4)
    for x, y in ((54, 30), (104, 40), (160, 36)):
        cv.draw(Poly([(x, y), (x + 16, y), (x + 20, y + 6), (x + 16, y + 12), (x, y + 12)]), WHITE, ow=1.6)
        cv.fill(Circle(x + 15, y + 6, 1.6), INK)
    # swap arrows
    line(cv, [(70, 20), (130, 20)], 3, WHITE)
    cv.draw(Poly([(130, 14), (140, 20), (130, 26)]), WHITE, ow=1.4)


def d_do_over(cv, r, p):
    # a big round arrow: back to the start
    pts = arc_pts(100, 64, 44, 44, -60, 220, 30)
    cv.draw(Stroke(pts, 14), (90, 200, 120), ow=OW)
    ex, ey = pts[-1]
    cv.draw(Poly([(ex - 18, ey - 10), (ex + 14, ey - 12), (ex - 2, ey + 18)]), (90, 200, 120), ow=OW)
    # a die in the middle
    tilted_box(cv, 82, 46, 36, 36, 12, WHITE, ow=OW, cx=100, cy=64)
    for dx, dy in ((-8, -8), (8, 8), (0, 0)):
        x, y = rot_pts([(100 + dx, 64 + dy)], 12, 100, 64)[0]
        cv.fill(Circle(x, y, 3.2), INK)


def d_spinach(cv, r, p):
    shadow_under(cv, 80, 40)
    can = box(cv, 52, 40, 56, 76, (200, 206, 220), r=6)
    cv.shade(can, RRect(48, 56, 64, 44, 0), (60, 160, 70), 255)
    cv.draw(Poly(smooth_closed([(80, 64), (92, 72), (80, 92), (68, 72)], 6)), (130, 220, 100), ow=2)
    line(cv, [(80, 66), (80, 92)], 1.6)
    ellipse(cv, 80, 40, 28, 7, (170, 176, 190))
    # leaves bursting out
    for a in (-60, -90, -120):
        cv.draw(Ellipse(80 + 22 * math.cos(math.radians(a)), 30 + 18 * math.sin(math.radians(a)), 12, 6, a),
                (60, 160, 70), ow=2)
    # a flexing arm
    arm = [Stroke([(204, 96), (150, 96)], 20), Stroke([(150, 96), (144, 54)], 18), Circle(172, 86, 15)]
    cv.draw(arm, P.SKIN, ow=OW)
    cv.draw(RRect(130, 30, 28, 28, 10), P.SKIN, ow=OW)
    for y in (36, 44, 52):
        line(cv, [(136, y), (150, y)], 2, P.darken(P.SKIN, 0.3))
    label(cv, "GULP!", 160, 16, 16, WHITE, ow=2.4)


def d_force_field(cv, r, p):
    # a tiny tower under a glowing dome
    for i, (w, c) in enumerate(((60, (170, 104, 52)), (48, (38, 104, 212)), (36, (62, 164, 64)))):
        box(cv, 100 - w / 2, GROUND - 22 - i * 22, w, 22, c, r=4, ow=2.6)
    dome = Poly(arc_pts(100, GROUND, 80, 100, 180, 360, 30))
    cv.overlay(dome, (120, 220, 255), 90)
    cv.fill(Stroke(arc_pts(100, GROUND, 80, 100, 180, 360, 30), 4), (120, 220, 255))
    cv.fill(Stroke(arc_pts(100, GROUND, 80, 100, 180, 360, 30), 1.6), WHITE)
    cv.shade(dome, Ellipse(66, 50, 10, 22, 30), WHITE, 120)
    for x, y in ((22, 40), (178, 50)):
        zig = [(x, y), (x + 8, y + 8), (x - 2, y + 14), (x + 8, y + 24)]
        cv.draw(Stroke(zig, 4), YELLOW, ow=1.8)
    incoming(cv, 190, 24, RED)


def d_sneeze(cv, r, p):
    monkey_head(cv, 72, 64, 0.42, "closed", (0.0, 0.0), "open")
    # the sneeze cloud
    for x, y, rr in ((130, 70, 14), (150, 58, 12), (160, 80, 16), (178, 66, 12)):
        circle(cv, x, y, rr, (220, 240, 250), ow=2)
    for x, y in ((136, 96), (170, 40), (186, 92)):
        cv.draw(Poly([(x, y - 5), (x + 3, y), (x, y + 3), (x - 3, y)]), SKYBLUE, ow=1.4)
    label(cv, "ACHOO!", 150, 22, 20, WHITE, ow=2.6)


def d_inspector(cv, r, p):
    # a clipboard with ticks and a cross, and a magnifying glass
    box(cv, 36, 20, 80, 100, P.WOOD_LIGHT, r=6)
    box(cv, 44, 30, 64, 84, WHITE, r=2, ow=2)
    box(cv, 60, 14, 32, 14, GREY, r=4, ow=2.4)
    for i, y in enumerate((46, 66, 86)):
        line(cv, [(68, y), (100, y)], 3, GREY)
        if i < 2:
            line(cv, [(50, y), (54, y + 4), (62, y - 6)], 3, GREEN)
        else:
            line(cv, [(50, y - 5), (60, y + 5)], 3.4, RED)
            line(cv, [(60, y - 5), (50, y + 5)], 3.4, RED)
    oline(cv, [(150, 80), (176, 112)], 10, (60, 50, 70))
    circle(cv, 138, 60, 28, GREY)
    glass = circle(cv, 138, 60, 21, (200, 236, 250), ow=2)
    cv.shade(glass, Ellipse(130, 52, 8, 5, -30), WHITE, 200)
    cv.shade(glass, Stroke([(126, 52), (150, 72)], 5), RED, 255)
    cv.shade(glass, Stroke([(150, 52), (126, 72)], 5), RED, 255)
