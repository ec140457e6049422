"""Pictures of the defence cards."""
from __future__ import annotations

import math

from .. import palette as P
from ..canvas import (Circle, Ellipse, Poly, RRect, Stroke, arc_pts, rot_pts, smooth_closed,
                     smooth_open)
from .parts import (BLACK, DARKGREY, GOLD, GREEN, GREY, GROUND, INK, ORANGE, OW, RED, SKYBLUE,
                    STEEL, WHITE, YELLOW, box, circle, ellipse, eye, label, line, oline,
                    shadow_under, shine, speed_lines, star)
from .illegal import cone, duck_shape
from .organic import stink
from .reinforcements import bee
from .attacks_hand import pillow
from .attacks_throwing import boot


def incoming(cv, x, y, col=RED):
    """A small thing flying in and bouncing off (for shields)."""
    circle(cv, x, y, 7, col, ow=2.2)
    speed_lines(cv, x - 10, y, 2, 14, 7, WHITE, 2.6)


def d_dish(cv, r, p):
    col = p.get("col", (236, 240, 246))
    shadow_under(cv, 100, 40)
    oline(cv, [(100, 80), (86, GROUND - 4)], 7, GREY)
    oline(cv, [(100, 80), (114, GROUND - 4)], 7, GREY)
    dish = Poly(rot_pts(arc_pts(100, 40, 58, 58, 0, 180, 24), -30, 100, 40))
    cv.draw(dish, col, ow=OW)
    cv.shade(dish, Poly(rot_pts(arc_pts(100, 44, 46, 46, 0, 180, 24), -30, 100, 40)), P.darken(col, 0.08), 255)
    tip = rot_pts([(100, 0)], -30, 100, 40)[0]
    oline(cv, [(100, 60), tip], 4, GREY, ow=1.8)
    circle(cv, tip[0], tip[1], 5, RED, ow=1.8)
    for k in (1, 2, 3):
        line(cv, arc_pts(tip[0], tip[1], 8 * k, 8 * k, -100, -40, 6), 2.6, WHITE)
    incoming(cv, 170, 80, ORANGE)


def d_umbrella(cv, r, p):
    col = p.get("col", (230, 60, 80))
    oline(cv, smooth_open([(100, 40), (100, 110), (90, 118), (82, 110)], 6), 5, P.WOOD_DARK)
    canopy = arc_pts(100, 54, 76, 50, 180, 360, 30)
    scallops = []
    for i in range(4):
        x0 = 24 + i * 38
        scallops += arc_pts(x0 + 19, 54, 19, 8, 180, 0, 8)
    sh = Poly(canopy + list(reversed(scallops)))
    cv.draw(sh, col, ow=OW)
    for x in (62, 138):
        cv.shade(sh, Poly([(100, 2), (x - 19, 60), (x + 19, 60)]), WHITE, 255)
    cv.fill(Circle(100, 4, 4), INK)
    # things bouncing off
    for x, y in ((40, 10), (160, 14)):
        cv.draw(Poly([(x, y - 6), (x + 4, y + 2), (x, y + 5), (x - 4, y + 2)]), SKYBLUE, ow=1.6)
    incoming(cv, 172, 34, YELLOW)


def d_bin_lid(cv, r, p):
    col = p.get("col", (170, 176, 186))
    lid = circle(cv, 96, 64, 50, col)
    for rr in (40, 28):
        cv.fill(Stroke(arc_pts(96, 64, rr, rr, 0, 360, 40), 2.4), P.darken(col, 0.2))
    shine(cv, lid, 62, 30, 26, 10)
    box(cv, 80, 58, 32, 12, DARKGREY, r=5)
    incoming(cv, 168, 40, RED)
    label(cv, "CLANG!", 160, 104, 16, WHITE, ow=2.4)
    stink(cv, 40, 110, 20)


def d_pillow_fort(cv, r, p):
    cols = [(250, 250, 255), (200, 220, 250), (250, 210, 230), (220, 240, 200)]
    shadow_under(cv, 100, 80)
    i = 0
    for y, xs in ((100, (40, 80, 120, 160)), (74, (40, 160)), (48, (40, 160)), (88, (100,))):
        for x in xs:
            pillow(cv, x, y, 40, 28, cols[i % len(cols)], r.uniform(-6, 6), ow=2.6)
            i += 1
    # the flag
    line(cv, [(160, 34), (160, 4)], 3)
    cv.draw(Poly([(160, 4), (184, 10), (160, 18)]), RED, ow=2)
    for x in (88, 112):
        eye(cv, x, 66, 5, (0.0, 0.0))


def d_mattress(cv, r, p):
    col = p.get("col", (240, 236, 220))
    shadow_under(cv, 100, 56)
    m = Poly(rot_pts([(56, 8), (144, 8), (144, 116), (56, 116)], 6, 100, 116))
    cv.draw(m, col, ow=OW)
    for x in (72, 90, 108, 126):
        cv.shade(m, Stroke(rot_pts([(x, 0), (x, 130)], 6, 100, 116), 5), (150, 190, 230), 255)
    for x, y in ((80, 40), (116, 70), (92, 96)):
        cv.shade(m, Ellipse(x, y, 10, 6), (220, 200, 150), 255)
    # a spring poking out
    sp = [(150 + (6 if i % 2 else -2) + i * 3, 60 - i * 5) for i in range(7)]
    cv.draw(Stroke(sp, 3), GREY, ow=1.4)
    incoming(cv, 30, 60, RED)


def d_sock(cv, r, p):
    col = p.get("col", (60, 170, 90))
    sock = Poly(smooth_closed([(70, 10), (110, 10), (112, 70), (150, 90), (150, 116), (110, 116), (76, 90)], 6))
    cv.draw(sock, col, ow=OW)
    for y in (20, 36, 52):
        cv.shade(sock, RRect(60, y, 60, 8, 0), WHITE, 255)
    cv.shade(sock, Circle(150, 104, 16), RED, 255)
    cv.shade(sock, Circle(86, 100, 12), RED, 255)
    for a in (0, 90, 180, 270):
        cv.draw(Circle(40 + 7 * math.cos(math.radians(a)), 40 + 7 * math.sin(math.radians(a)), 7), GREEN, ow=2)
    stink(cv, 160, 56, 24)
    star(cv, 44, 96, 9, GOLD, ow=2)


def d_dog(cv, r, p):
    col = p.get("col", (180, 130, 80))
    shadow_under(cv, 100, 50)
    ellipse(cv, 100, 100, 44, 18, col)
    for s_ in (-1, 1):
        cv.draw(Poly(smooth_closed([(100 + s_ * 22, 26), (100 + s_ * 46, 22), (100 + s_ * 44, 56)], 4)),
                P.darken(col, 0.3), ow=OW)
    head = Poly(smooth_closed([(66, 40), (100, 24), (134, 40), (136, 74), (100, 96), (64, 74)], 8))
    cv.draw(head, col, ow=OW)
    cv.shade(head, Ellipse(100, 78, 24, 16), P.lighten(col, 0.35), 255)
    for ex in (86, 114):
        eye(cv, ex, 52, 6, (0.0, 0.3))
    line(cv, [(76, 40), (92, 46)], 3.4)
    line(cv, [(124, 40), (108, 46)], 3.4)
    cv.draw(Ellipse(100, 66, 8, 5), INK, ow=0)
    # teeth
    cv.draw(Poly([(86, 80), (114, 80), (110, 88), (90, 88)]), WHITE, ow=2)
    # spiky collar
    cv.draw(RRect(70, 92, 60, 10, 4), RED, ow=2.4)
    for x in (78, 92, 108, 122):
        cv.draw(Poly([(x - 4, 94), (x + 4, 94), (x, 86)]), STEEL, ow=1.4)
    label(cv, "WOOF!", 160, 30, 20, WHITE, ow=2.6)


def d_cone_wall(cv, r, p):
    shadow_under(cv, 100, 86)
    for x in (28, 76, 124, 172):
        cone(cv, x, GROUND, 52, 38)
    # the barrier tape
    tape = Poly([(10, 60), (190, 52), (190, 64), (10, 72)])
    cv.draw(tape, WHITE, ow=2.6)
    for i in range(9):
        x = 16 + i * 20
        cv.shade(tape, Poly([(x, 40), (x + 10, 40), (x + 2, 90), (x - 8, 90)]), RED, 255)
    label(cv, "ROAD CLOSED", 100, 22, 16, WHITE, ow=2.4)


def d_hide(cv, r, p):
    shadow_under(cv, 100, 64)
    b = box(cv, 44, 50, 112, 66, (200, 150, 90), r=3)
    cv.shade(b, Stroke([(44, 50), (156, 116)], 2.4), (170, 120, 70), 255)
    flap = Poly([(44, 50), (20, 30), (80, 30), (100, 50)])
    cv.draw(flap, (220, 170, 110), ow=OW)
    cv.draw(Poly([(100, 50), (120, 30), (178, 30), (156, 50)]), (220, 170, 110), ow=OW)
    cv.fill(RRect(70, 44, 60, 14, 3), INK)
    for x in (90, 110):
        circle(cv, x, 51, 5, WHITE, ow=0)
        cv.fill(Circle(x + 2, 52, 2.4), INK)
    label(cv, "?", 168, 88, 30, WHITE, ow=2.6)
    label(cv, "ready?", 40, 18, 14, WHITE, ow=2.2)


def d_wrong_tower(cv, r, p):
    shadow_under(cv, 100, 34)
    oline(cv, [(100, 20), (100, GROUND)], 8, P.WOOD)
    for y, a, flip, col in ((34, -6, False, (250, 210, 50)), (70, 6, True, (120, 200, 240))):
        x0, x1 = (100, 174) if not flip else (26, 100)
        tipx = x1 + 16 if not flip else x0 - 16
        pts = ([(x0, y - 14), (x1, y - 14), (tipx, y), (x1, y + 14), (x0, y + 14)] if not flip else
               [(x1, y - 14), (x0, y - 14), (tipx, y), (x0, y + 14), (x1, y + 14)])
        cv.draw(Poly(rot_pts(pts, a, 100, y)), col, ow=OW)
        cv.text("THAT WAY" if not flip else "NO, THIS", (x0 + x1) / 2, y, 11, INK)
    label(cv, "?!", 160, 104, 22, WHITE, ow=2.6)


def d_saucepan(cv, r, p):
    col = p.get("col", (190, 196, 210))
    pan = Poly(arc_pts(96, 84, 50, 50, 180, 360, 24))
    cv.draw(pan, col, ow=OW)
    cv.shade(pan, Stroke([(40, 70), (150, 70)], 4), WHITE, 120)
    box(cv, 40, 80, 112, 10, P.darken(col, 0.1), r=4)
    oline(cv, [(146, 80), (190, 60)], 10, BLACK)
    for s_ in (-1, 1):
        for k in (1, 2):
            line(cv, arc_pts(96, 50, 56 + k * 8, 40 + k * 8, (-100 if s_ > 0 else -80) + s_ * 40,
                             (-100 if s_ > 0 else -80) + s_ * 10, 6), 2.6)
    label(cv, "BONG!", 96, 16, 20, WHITE, ow=2.6)
    cv.overlay(Ellipse(96, 110, 40, 10), INK, 40)


def d_bees(cv, r, p):
    # the hive hanging from a branch
    oline(cv, [(0, 10), (120, 6)], 8, P.WOOD)
    hive = Poly(smooth_closed([(60, 10), (80, 20), (86, 50), (76, 84), (44, 84), (34, 50), (40, 20)], 8))
    cv.draw(hive, (240, 190, 70), ow=OW)
    for y in (30, 46, 62, 76):
        cv.shade(hive, Stroke([(20, y), (100, y)], 2.4), (200, 140, 40), 255)
    cv.fill(Ellipse(60, 60, 7, 6), INK)
    for x, y, k in ((110, 40, 1.2), (140, 70, 1.3), (170, 36, 1.0), (120, 100, 1.1), (170, 100, 0.9)):
        bee(cv, x, y, k, True)
    line(cv, smooth_open([(70, 60), (96, 44), (104, 70), (124, 60)], 6), 1.8, WHITE)
    label(cv, "BZZZ", 50, 110, 18, WHITE, ow=2.4)


def d_whistle(cv, r, p):
    col = p.get("col", (200, 206, 220))
    body = Poly(smooth_closed([(40, 60), (100, 50), (130, 50), (150, 70), (140, 100), (110, 108), (86, 96),
                               (60, 82), (40, 82)], 8))
    cv.draw(body, col, ow=OW)
    shine(cv, body, 54, 56, 50, 8)
    cv.fill(RRect(60, 62, 14, 8, 2), INK)
    circle(cv, 118, 80, 10, P.darken(col, 0.15), ow=2)
    line(cv, arc_pts(124, 40, 14, 14, 90, 300, 12), 3, RED)
    for k in (1, 2, 3):
        line(cv, arc_pts(34, 70, 8 + k * 9, 10 + k * 10, 140, 220, 8), 3, WHITE)
    label(cv, "PHWEET!", 150, 20, 16, WHITE, ow=2.4)


def d_duck(cv, r, p):
    # a duck ducking while a boot flies over its head
    speed_lines(cv, 100, 30, 3, 26, 8, WHITE, 3)
    boot(cv, 130, 30, 0.55, (130, 90, 50), 10)
    duck_shape(cv, 92, 96, 2.2, (255, 214, 40))
    label(cv, "whoosh", 50, 18, 14, WHITE, ow=2.2)


def d_sandbags(cv, r, p):
    col = p.get("col", (214, 190, 140))
    shadow_under(cv, 100, 84)
    rows = [(4, GROUND - 12), (3, GROUND - 36), (2, GROUND - 60), (1, GROUND - 84)]
    for n, y in rows:
        x0 = 100 - (n - 1) * 40 / 2
        for i in range(n):
            x = x0 + i * 40 + r.uniform(-2, 2)
            b = Poly(smooth_closed([(x - 24, y), (x - 18, y - 12), (x + 18, y - 12), (x + 24, y), (x + 18, y + 12),
                                    (x - 18, y + 12)], 6))
            cv.draw(b, P.mix(col, (180, 150, 100), r.uniform(0, 0.5)), ow=2.8)
            line(cv, [(x + 18, y - 8), (x + 20, y + 8)], 2, P.darken(col, 0.4))
