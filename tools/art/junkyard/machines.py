"""Pictures of the machine junk."""
from __future__ import annotations

import math

from .. import palette as P
from ..canvas import Circle, Ellipse, Poly, RRect, Stroke, arc_pts, rot_pts, smooth_closed
from .parts import (BLACK, BLUE, DARKGREY, GREEN, GREY, GROUND, INK, ORANGE, OW, PURPLE, RED,
                    WHITE, YELLOW, box, circle, ellipse, label, line, oline, shadow_under, shine,
                    star, wheel)
from .furniture import tilted_box


def dial(cv, x, y, r_, ang, col=WHITE):
    circle(cv, x, y, r_, col, ow=2)
    a = math.radians(ang)
    line(cv, [(x, y), (x + r_ * 0.7 * math.cos(a), y + r_ * 0.7 * math.sin(a))], 2.2, RED)


def arrow_loop(cv, cx, cy, rr, col, n=3, w=7.0, rot=0.0):
    """n arrows chasing each other round a circle (recycling, swapping, do-over)."""
    for i in range(n):
        a0 = rot + i * 360 / n + 12
        a1 = a0 + 360 / n - 40
        pts = arc_pts(cx, cy, rr, rr, a0, a1, 10)
        cv.draw(Stroke(pts, w), col, ow=2.2)
        ex, ey = pts[-1]
        ta = math.radians(a1 + 90)
        na = math.radians(a1)
        tip = (ex + 9 * math.cos(ta), ey + 9 * math.sin(ta))
        lft = (ex + 9 * math.cos(na), ey + 9 * math.sin(na))
        rgt = (ex - 9 * math.cos(na), ey - 9 * math.sin(na))
        cv.draw(Poly([lft, tip, rgt]), col, ow=2.2)


def d_recycler(cv, r, p):
    col = p.get("col", (60, 150, 80))
    shadow_under(cv, 100, 66)
    # old things in
    tilted_box(cv, 82, 8, 16, 14, 20, RED, ow=2.2)
    circle(cv, 114, 12, 7, BLUE, ow=2.2)
    hopper = Poly([(60, 16), (140, 16), (124, 40), (76, 40)])
    cv.draw(hopper, GREY, ow=OW)
    b = box(cv, 40, 38, 120, 78, col, r=8)
    shine(cv, b, 46, 42, 60, 6)
    arrow_loop(cv, 100, 76, 24, WHITE, 3, 7)
    # useful things out
    box(cv, 160, 92, 22, 24, YELLOW, r=3, ow=2.4)
    star(cv, 171, 84, 7, WHITE, ow=2)


def d_washer(cv, r, p):
    col = p.get("col", (246, 246, 250))
    shadow_under(cv, 100, 48)
    b = box(cv, 54, 14, 92, 102, col, r=8)
    cv.shade(b, RRect(52, 12, 96, 22, 0), (210, 214, 224), 255)
    dial(cv, 68, 24, 6, -40)
    for x in (88, 100, 112):
        cv.fill(Circle(x, 24, 2.4), (120, 200, 120) if x == 88 else GREY)
    circle(cv, 100, 72, 32, GREY)
    door = circle(cv, 100, 72, 24, (110, 180, 240), ow=2.4)
    cv.shade(door, Ellipse(100, 84, 28, 12), (80, 140, 220), 255)
    # a lost sock going round
    sock = Poly(rot_pts([(88, 58), (98, 58), (98, 74), (110, 76), (110, 84), (88, 84)], 20, 100, 72))
    cv.shade(door, sock, RED, 255)
    cv.shade(door, Ellipse(90, 62, 8, 4, -30), WHITE, 140)
    # bubbles
    for x, y, rr in ((150, 30, 5), (160, 46, 4), (44, 40, 4)):
        circle(cv, x, y, rr, WHITE, ow=1.6)


def d_fridge(cv, r, p):
    col = p.get("col", (236, 240, 246))
    shadow_under(cv, 100, 46)
    b = box(cv, 60, 4, 80, 112, col, r=10)
    line(cv, [(60, 40), (140, 40)], 3)
    for y0, y1 in ((12, 32), (48, 80)):
        oline(cv, [(128, y0), (128, y1)], 5, GREY, ow=1.8)
    shine(cv, b, 66, 10, 8, 90, 110)
    # something green seeping out of the door
    goo = Poly(smooth_closed([(74, 40), (94, 38), (96, 50), (88, 62), (84, 48), (78, 56)], 6))
    cv.draw(goo, (120, 200, 60), ow=2.2)
    # hum lines
    for s_ in (-1, 1):
        for k in (1, 2):
            x = 100 + s_ * (44 + k * 8)
            line(cv, [(x, 30), (x, 50)], 2.6)
    label(cv, "hmm", 168, 100, 12, WHITE, ow=2)


def d_robot(cv, r, p):
    col = p.get("col", (150, 170, 190))
    shadow_under(cv, 100, 44)
    for x in (84, 116):
        oline(cv, [(x, 96), (x, GROUND - 4)], 9, DARKGREY)
        box(cv, x - 9, GROUND - 8, 18, 8, DARKGREY, r=3, ow=2)
    for s_ in (-1, 1):
        oline(cv, [(100 + s_ * 28, 70), (100 + s_ * 44, 84), (100 + s_ * 50, 66)], 7, DARKGREY)
        circle(cv, 100 + s_ * 50, 64, 6, col, ow=2.2)
    box(cv, 70, 60, 60, 40, col, r=8)
    box(cv, 84, 68, 32, 20, (60, 60, 80), r=3, ow=2)
    for x, c in ((92, RED), (100, YELLOW), (108, GREEN)):
        cv.fill(Circle(x, 78, 3), c)
    line(cv, [(100, 22), (100, 8)], 3)
    circle(cv, 100, 7, 5, RED, ow=2)
    box(cv, 68, 18, 64, 40, col, r=10)
    for ex in (86, 114):
        circle(cv, ex, 36, 7, YELLOW, ow=2)
        cv.fill(Circle(ex, 38, 3), INK)
    line(cv, [(78, 26), (94, 31)], 3.4)
    line(cv, [(122, 26), (106, 31)], 3.4)
    box(cv, 88, 46, 24, 6, (60, 60, 80), r=2, ow=1.6)
    # zap
    zig = [(150, 30), (160, 40), (154, 44), (168, 58)]
    cv.draw(Stroke(zig, 5), YELLOW, ow=2)
    zig = [(46, 28), (38, 38), (44, 42), (32, 54)]
    cv.draw(Stroke(zig, 5), YELLOW, ow=2)


def d_vending(cv, r, p):
    col = p.get("col", (220, 60, 70))
    shadow_under(cv, 100, 50)
    b = box(cv, 58, 4, 84, 112, col, r=8)
    shine(cv, b, 62, 8, 6, 100, 80)
    box(cv, 66, 12, 50, 76, (200, 230, 250), r=3, ow=2.4)
    snacks = [RED, YELLOW, GREEN, BLUE, ORANGE, PURPLE]
    for row, y in enumerate((16, 38, 60)):
        line(cv, [(66, y + 18), (116, y + 18)], 2, GREY)
        for i, x in enumerate((69, 85, 101)):
            c = snacks[(row * 3 + i) % len(snacks)]
            if row == 1 and i == 1:
                # the stuck bag of crisps, hanging at an angle
                cv.draw(Poly(rot_pts([(x, y + 4), (x + 13, y + 4), (x + 13, y + 20), (x, y + 20)], 28,
                                     x + 6, y + 4)), YELLOW, ow=2)
            else:
                cv.draw(RRect(x, y + 2, 12, 16, 2), c, ow=1.6)
    box(cv, 122, 14, 14, 40, (60, 60, 80), r=3, ow=2)
    for y in (20, 28, 36, 44):
        cv.fill(Circle(129, y, 2.2), WHITE)
    box(cv, 70, 94, 42, 14, (50, 46, 58), r=3, ow=2)
    label(cv, "?!", 160, 30, 22, WHITE, ow=2.4)


def d_mower(cv, r, p):
    col = p.get("col", (220, 60, 50))
    shadow_under(cv, 92, 60)
    oline(cv, [(128, 84), (164, 24)], 6, GREY)
    oline(cv, [(154, 22), (176, 30)], 6, BLACK)
    b = Poly(smooth_closed([(40, 96), (50, 70), (100, 62), (138, 74), (144, 96)], 8))
    cv.draw(b, col, ow=OW)
    cv.shade(b, Ellipse(80, 72, 24, 5), WHITE, 110)
    box(cv, 78, 54, 32, 16, DARKGREY, r=4, ow=2.2)
    for x in (56, 128):
        wheel(cv, x, 104, 13)
    # grass (and carpet) flying
    for x, y, c in ((24, 84, GREEN), (16, 96, (80, 180, 60)), (30, 70, (200, 60, 60)), (12, 76, GREEN)):
        cv.draw(Poly([(x, y), (x + 4, y - 8), (x + 7, y + 1)]), c, ow=1.6)
    label(cv, "VROOM", 54, 30, 14, WHITE, ow=2)


def d_computer(cv, r, p):
    col = p.get("col", (226, 214, 180))
    shadow_under(cv, 100, 70)
    box(cv, 40, 80, 120, 26, col, r=5)
    for i in range(9):
        cv.fill(RRect(50 + i * 11.5, 86, 8, 6, 1.5), P.darken(col, 0.25))
    for i in range(7):
        cv.fill(RRect(56 + i * 13, 95, 9, 6, 1.5), P.darken(col, 0.25))
    box(cv, 54, 8, 92, 70, col, r=10)
    box(cv, 64, 16, 72, 48, (40, 60, 50), r=8, ow=2.4)
    # 'loading' bar
    box(cv, 72, 42, 56, 9, (40, 60, 50), r=2, ow=1.6)
    cv.fill(RRect(74, 44, 14, 5, 1), (90, 230, 110))
    label(cv, "...", 100, 30, 16, (90, 230, 110))
    box(cv, 84, 70, 32, 6, P.darken(col, 0.15), r=2, ow=1.6)
    # hourglass
    cv.draw(Poly([(166, 14), (182, 14), (174, 26), (182, 38), (166, 38), (174, 26)]), WHITE, ow=2)
    cv.fill(Poly([(170, 34), (178, 34), (174, 28)]), YELLOW)


def d_mixer(cv, r, p):
    col = p.get("col", (250, 180, 40))
    shadow_under(cv, 100, 70)
    oline(cv, [(50, 104), (150, 104)], 8, DARKGREY)
    for x in (60, 140):
        wheel(cv, x, 106, 11)
    oline(cv, [(70, 100), (86, 70)], 7, DARKGREY)
    oline(cv, [(130, 100), (120, 70)], 7, DARKGREY)
    drum = Poly(rot_pts(smooth_closed([(50, 50), (90, 26), (140, 34), (158, 56), (140, 80), (90, 86)], 8),
                        -16, 100, 56))
    cv.draw(drum, col, ow=OW)
    for k in range(3):
        cv.shade(drum, Stroke(rot_pts([(70 + k * 26, 24), (88 + k * 26, 92)], -16, 100, 56), 6),
                 P.darken(col, 0.25), 255)
    ellipse(cv, 154, 30, 8, 16, (90, 90, 100), rot=-30)
    # round and round
    line(cv, arc_pts(100, 56, 70, 46, 200, 250, 10), 3, INK)
    line(cv, arc_pts(100, 56, 70, 46, 20, 70, 10), 3, INK)
