"""Pictures of the sneak attacks."""
from __future__ import annotations

from .. import palette as P
from ..canvas import (Circle, Ellipse, Poly, RRect, arc_pts, rot_pts, smooth_closed, smooth_open,
                     star_pts)
from .parts import (DARKGREY, GREY, GROUND, INK, ORANGE, OW, PINK, RED, WHITE, YELLOW, box, burst,
                    circle, ellipse, eye, label, line, oline, shadow_under, shine, wheel)
from .furniture import tilted_box
from .organic import fly, mound


def bug(cv, x, y, k=1.0, col=(220, 180, 120), ang=0.0):
    for dx in (-4, 0, 4):
        line(cv, rot_pts([(x + dx * k, y - 6 * k), (x + dx * k, y + 6 * k)], ang, x, y), 1.4 * k)
    parts = [Ellipse(*rot_pts([(x - 6 * k, y)], ang, x, y)[0], 5 * k, 3.4 * k, ang),
             Ellipse(*rot_pts([(x + 3 * k, y)], ang, x, y)[0], 4 * k, 3 * k, ang),
             Circle(*rot_pts([(x + 9 * k, y)], ang, x, y)[0], 3 * k)]
    cv.draw(parts, col, ow=1.4)


def d_termites(cv, r, p):
    shadow_under(cv, 100, 80)
    log = Poly([(20, 60), (170, 60), (170, 110), (20, 110)])
    cv.draw(log, P.WOOD_LIGHT, ow=OW)
    ellipse(cv, 170, 85, 12, 25, (230, 190, 130))
    for x, y, rr in ((50, 80, 8), (86, 96, 6), (120, 74, 9), (60, 100, 4), (144, 98, 5)):
        cv.shade(log, Circle(x, y, rr), (80, 50, 30), 255)
    cv.shade(log, Poly([(20, 56), (44, 56), (36, 70), (52, 76), (28, 82), (20, 80)]), (220, 230, 240), 255)
    for i in range(7):
        bug(cv, 30 + i * 22 + r.uniform(-4, 4), 50 + r.uniform(-14, 6) if i % 2 else 118 + r.uniform(-4, 2), 1.2,
            (240, 200, 130), r.uniform(-30, 30))
    label(cv, "munch", 60, 22, 16, WHITE, ow=2.4)
    label(cv, "munch", 140, 30, 14, WHITE, ow=2.4)


def d_mole(cv, r, p):
    col = p.get("col", (90, 70, 80))
    mound(cv, 100, 140, 34, (140, 96, 60), r, 4, GROUND + 4)
    body = Poly(smooth_closed([(70, 100), (72, 56), (100, 40), (128, 56), (130, 100)], 8))
    cv.draw(body, col, ow=OW)
    cv.shade(body, Ellipse(100, 50, 20, 10), P.lighten(col, 0.2), 255)
    cv.fill(Circle(100, 80, 8), (90, 60, 60))
    ellipse(cv, 100, 70, 8, 6, PINK, ow=2)
    for ex in (88, 112):
        cv.fill(Circle(ex, 58, 2.8), INK)
    for s_ in (-1, 1):
        for dy in (-2, 4):
            line(cv, [(100 + s_ * 10, 72 + dy), (100 + s_ * 26, 70 + dy * 2)], 1.4)
    for x in (64, 136):
        cv.draw([Circle(x, 96, 10)], PINK, ow=2.2)
    for x, y in ((40, 90), (160, 86), (50, 70), (150, 66)):
        cv.fill(Circle(x, y, 4), (140, 96, 60))


def d_parrot(cv, r, p):
    col = p.get("col", (60, 180, 80))
    # perch
    oline(cv, [(40, 110), (170, 110)], 8, P.WOOD)
    tail = Poly([(92, 90), (108, 90), (112, 130), (88, 130)])
    cv.draw(tail, (40, 110, 220), ow=OW)
    body = Poly(smooth_closed([(80, 50), (102, 30), (124, 44), (126, 80), (104, 106), (82, 92)], 8))
    cv.draw(body, col, ow=OW)
    wing = Poly(smooth_closed([(84, 60), (104, 58), (104, 96), (86, 92)], 6))
    cv.draw(wing, (230, 60, 60), ow=2.4)
    circle(cv, 112, 32, 18, col)
    cv.draw(Poly(smooth_closed([(126, 26), (140, 30), (136, 46), (126, 40)], 4)), YELLOW, ow=2.4)
    eye(cv, 114, 28, 5, (0.4, 0.0))
    # the card in its beak
    tilted_box(cv, 136, 34, 26, 34, 18, WHITE, ow=2.4)
    cv.fill(Poly(star_pts(151, 52, 6, 3, 5, -90)), RED)
    for x in (96, 112):
        line(cv, [(x, 104), (x, 112)], 3, ORANGE)


def d_tow_truck(cv, r, p):
    col = p.get("col", (250, 190, 40))
    shadow_under(cv, 100, 84)
    # the boom and hook
    oline(cv, [(120, 60), (170, 24)], 7, DARKGREY)
    line(cv, [(170, 24), (172, 72)], 2.4)
    line(cv, arc_pts(166, 76, 6, 6, 0, 200, 8), 3.4)
    box(cv, 100, 58, 80, 40, col, r=4)
    box(cv, 24, 36, 78, 62, col, r=10)
    box(cv, 34, 44, 40, 24, (170, 220, 250), r=3, ow=2.2)
    cv.fill(RRect(54, 30, 20, 8, 3), (240, 130, 20))
    cv.draw(RRect(54, 28, 20, 10, 3), ORANGE, ow=2)
    for x in (52, 150):
        wheel(cv, x, 102, 14)
    label(cv, "beep", 40, 14, 14, WHITE, ow=2.2)
    label(cv, "beep", 110, 16, 14, WHITE, ow=2.2)


def d_spray(cv, r, p):
    col = p.get("col", (200, 90, 40))
    shadow_under(cv, 70, 34)
    can = box(cv, 44, 42, 50, 76, col, r=8)
    cv.shade(can, RRect(40, 66, 60, 24, 0), WHITE, 255)
    cv.text("RUST", 69, 78, 14, col)
    shine(cv, can, 50, 46, 8, 60)
    box(cv, 56, 30, 26, 14, GREY, r=3)
    box(cv, 62, 22, 14, 10, WHITE, r=2, ow=2)
    # the orange mist
    for i, (x, y, rr) in enumerate(((100, 26, 8), (118, 30, 11), (140, 24, 14), (164, 34, 16), (142, 50, 10),
                                    (170, 60, 12))):
        circle(cv, x, y, rr, P.mix(col, (250, 160, 80), i / 6), ow=1.8)
    label(cv, "psst", 150, 100, 18, WHITE, ow=2.4)


def d_goat(cv, r, p):
    col = p.get("col", (236, 230, 220))
    # horns
    for s_ in (-1, 1):
        oline(cv, smooth_open([(100 + s_ * 14, 36), (100 + s_ * 30, 14), (100 + s_ * 46, 16)], 6), 8,
              (170, 150, 120))
    for s_ in (-1, 1):
        cv.draw(Ellipse(100 + s_ * 40, 46, 16, 7, s_ * 20), col, ow=OW)
    head = Poly(smooth_closed([(74, 40), (126, 40), (120, 84), (108, 104), (92, 104), (80, 84)], 8))
    cv.draw(head, col, ow=OW)
    for ex in (86, 114):
        circle(cv, ex, 56, 6, YELLOW, ow=1.8)
        cv.fill(RRect(ex - 4, 54, 8, 3.4, 1.5), INK)
    cv.fill([Ellipse(94, 90, 2, 3), Ellipse(106, 90, 2, 3)], INK)
    cv.draw(Poly(smooth_closed([(94, 104), (106, 104), (102, 122), (98, 122)], 4)), col, ow=2.2)
    # chewing a sock
    sock = Poly([(106, 96), (150, 88), (152, 104), (170, 106), (170, 118), (110, 112)])
    cv.draw(sock, (230, 60, 60), ow=2.4)
    cv.shade(sock, RRect(130, 80, 6, 40, 0), WHITE, 255)
    label(cv, "nom", 44, 100, 16, WHITE, ow=2.4)


def d_stink_bomb(cv, r, p):
    shadow_under(cv, 90, 40)
    for x, y, rr in ((130, 40, 22), (156, 62, 18), (108, 24, 16), (150, 24, 14)):
        circle(cv, x, y, rr, (150, 200, 90), ow=2.2)
    b = circle(cv, 84, 82, 32, (60, 60, 80))
    shine(cv, b, 66, 62, 14, 8)
    box(cv, 94, 46, 18, 12, GREY, r=2, ow=2.2)
    line(cv, smooth_open([(104, 46), (112, 36), (120, 40)], 6), 2.6)
    burst(cv, 122, 38, 8, YELLOW, 7)
    cv.text("!", 84, 82, 34, (150, 200, 90))
    fly(cv, 34, 40)
    fly(cv, 170, 104)


def monkey_head(cv, x, y, k, eyes="open", look=(0.0, 1.0), mouth="smile"):
    from ..monkey import Xf, draw_head
    draw_head(cv, Xf(x - 128 * k, y - 100 * k, k), 100, eyes, look, mouth, ow=OW / k)


def d_monkey_business(cv, r, p):
    # hiding behind a bush
    cv.draw([Circle(50, 100, 30), Circle(90, 90, 34), Circle(140, 96, 32), Circle(170, 104, 24),
             RRect(20, 100, 170, 30, 8)], (60, 150, 70), ow=OW)
    monkey_head(cv, 100, 58, 0.42, "open", (1.0, 0.2), "hmm")
    label(cv, "shh!", 160, 30, 20, WHITE, ow=2.6)
    cv.draw([Circle(78, 108, 7), Circle(92, 112, 5)], (60, 150, 70), ow=0)
