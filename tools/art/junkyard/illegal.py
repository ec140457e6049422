"""Pictures of the illegal junk."""
from __future__ import annotations

from .. import palette as P
from ..canvas import (Circle, Ellipse, Poly, RRect, Stroke, arc_pts, quad, rot_pts, smooth_closed,
                     smooth_open)
from .parts import (BLUE, GOLD, GREEN, GREY, GROUND, INK, ORANGE, OW, PURPLE, RED, WHITE, YELLOW,
                    box, burst, circle, label, line, oline, shadow_under, shine, star)
from .furniture import tilted_box


def d_gnome(cv, r, p):
    shadow_under(cv, 100, 36)
    body = box(cv, 74, 70, 52, 46, BLUE, r=14)
    shine(cv, body, 80, 74, 10, 26, 70)
    cv.draw(Poly(smooth_closed([(76, 60), (124, 60), (116, 92), (100, 100), (84, 92)], 6)), WHITE, ow=OW)
    circle(cv, 100, 52, 18, P.SKIN)
    cv.draw(Poly(quad((78, 46), (96, 30), (104, 2), 10) + quad((104, 2), (112, 30), (122, 46), 10)), RED, ow=OW)
    # robber mask
    cv.draw(RRect(82, 44, 36, 12, 5), INK, ow=0)
    for ex in (92, 108):
        cv.fill(Circle(ex, 50, 3.2), WHITE)
        cv.fill(Circle(ex + 0.8, 50.4, 1.8), INK)
    circle(cv, 100, 60, 5, (240, 150, 140), ow=1.6)
    # sticky fingers holding a card
    tilted_box(cv, 124, 62, 22, 30, 14, WHITE, ow=2.4)
    circle(cv, 126, 86, 7, P.SKIN, ow=2.2)
    for x, y in ((150, 60), (138, 100)):
        cv.fill(Circle(x, y, 2.5), (120, 200, 90))


def d_chest(cv, r, p):
    col = p.get("col", P.WOOD)
    shadow_under(cv, 100, 62)
    # lid, open a little
    lid = Poly(rot_pts(arc_pts(100, 52, 58, 26, 180, 360, 20), -10, 42, 52))
    cv.draw(lid, col, ow=OW)
    # cards peeking out
    for i, (x, a) in enumerate(((76, -16), (98, 6), (120, 18))):
        tilted_box(cv, x - 12, 34, 24, 32, a, [WHITE, (255, 240, 200), WHITE][i], ow=2.4, cx=x, cy=60)
    body = box(cv, 40, 52, 120, 62, col, r=6)
    for x in (60, 134):
        cv.shade(body, RRect(x, 50, 10, 66, 0), GOLD, 255)
    cv.shade(body, RRect(38, 52, 124, 10, 0), GOLD, 255)
    line(cv, [(40, 62), (160, 62)], 2.4)
    box(cv, 90, 60, 20, 24, GOLD, r=3, ow=2.4)
    cv.fill(Circle(100, 70, 3), INK)
    cv.fill(RRect(98.5, 70, 3, 8, 1), INK)
    # skull and crossbones on the lid
    cx, cy = rot_pts([(100, 38)], -10, 42, 52)[0]
    line(cv, [(cx - 8, cy - 2), (cx + 8, cy + 6)], 3, WHITE)
    line(cv, [(cx + 8, cy - 2), (cx - 8, cy + 6)], 3, WHITE)


def d_painting(cv, r, p):
    # easel
    for pts in ([(70, 40), (54, GROUND)], [(130, 40), (146, GROUND)], [(100, 30), (100, GROUND)]):
        oline(cv, pts, 6, P.WOOD_LIGHT, ow=2)
    box(cv, 52, 8, 96, 86, GOLD, r=4)
    pic = box(cv, 62, 18, 76, 66, (110, 160, 120), r=2, ow=2)
    cv.shade(pic, RRect(62, 18, 76, 28, 0), (150, 200, 230), 255)
    # a monkey portrait, smiling mysteriously
    from ..monkey import Xf, draw_head
    cv.shade(pic, Ellipse(100, 92, 30, 26), (60, 50, 70), 255)
    draw_head(cv, Xf(100 - 128 * 0.2, 28, 0.2), 100, "open", (0.4, 0.2), "hmm", ow=10)
    # the price tag / 'fake' sticker
    for x, y in ((40, 60), (160, 40), (164, 86)):
        star(cv, x, y, 7, WHITE, ow=2)


def duck_shape(cv, x, y, k=1.0, col=(255, 214, 40), flip=False, ow=2.6):
    s = -1 if flip else 1
    body = Ellipse(x, y, 16 * k, 11 * k)
    head = Circle(x + s * 10 * k, y - 12 * k, 8.5 * k)
    tail = Poly([(x - s * 12 * k, y - 4 * k), (x - s * 22 * k, y - 12 * k), (x - s * 14 * k, y + 4 * k)])
    cv.draw([body, head, tail], col, ow=ow)
    beak = Poly([(x + s * 16 * k, y - 14 * k), (x + s * 25 * k, y - 11 * k), (x + s * 16 * k, y - 8 * k)])
    cv.draw(beak, ORANGE, ow=ow * 0.7)
    cv.fill(Circle(x + s * 12 * k, y - 14 * k, 1.9 * k), INK)
    cv.shade([body], Ellipse(x - s * 2 * k, y + 1 * k, 9 * k, 5 * k, 0), P.darken(col, 0.12), 255)


def d_ducks(cv, r, p):
    shadow_under(cv, 100, 70)
    # open suitcase: lid behind, box in front
    box(cv, 44, 22, 112, 44, (120, 80, 50), r=8)
    box(cv, 52, 28, 96, 32, (160, 110, 70), r=5, ow=2)
    spots = [(60, 70), (82, 66), (104, 68), (126, 66), (146, 70), (72, 52), (96, 50), (120, 52), (108, 38)]
    for i, (x, y) in enumerate(spots):
        duck_shape(cv, x, y + 10, 0.95, (255, 214, 40) if i % 3 else (255, 228, 80), flip=i % 2 == 1, ow=2.2)
    b = box(cv, 36, 78, 128, 38, (140, 90, 56), r=6)
    cv.shade(b, RRect(36, 92, 128, 6, 0), P.darken((140, 90, 56), 0.25), 255)
    box(cv, 90, 70, 20, 10, GREY, r=3, ow=2)


def cone(cv, x, y, h, w, col=ORANGE, ow=OW):
    """A traffic cone standing on (x, y)."""
    base = RRect(x - w * 0.62, y - 6, w * 1.24, 8, 2)
    body = Poly([(x - w / 2, y - 4), (x - w * 0.12, y - h), (x + w * 0.12, y - h), (x + w / 2, y - 4)])
    cv.draw([base, body], col, ow=ow)
    for t in (0.38, 0.68):
        yy = y - 4 - (h - 4) * t
        half = (w / 2) * (1 - t) + w * 0.12 * t
        cv.shade(body, RRect(x - half - 2, yy - h * 0.08, 2 * half + 4, h * 0.14, 0), WHITE, 255)
    cv.shade([base], RRect(x - w, y - 2, 2 * w, 6, 0), P.darken(col, 0.25), 255)


def d_cones(cv, r, p):
    shadow_under(cv, 100, 40)
    for i in range(4):
        cone(cv, 100 + r.uniform(-3, 3) * i * 0.5, GROUND - i * 22, 52, 46)
    cone(cv, 152, GROUND, 34, 30)


def rocket(cv, x, y, ang, col, k=1.0):
    body = [(x - 8 * k, y), (x + 8 * k, y), (x + 8 * k, y - 40 * k), (x - 8 * k, y - 40 * k)]
    nose = [(x - 10 * k, y - 40 * k), (x + 10 * k, y - 40 * k), (x, y - 58 * k)]
    stick = [(x, y), (x, y + 30 * k)]
    cx, cy = x, y
    oline(cv, rot_pts(stick, ang, cx, cy), 3.4 * k, P.WOOD_LIGHT, ow=1.6)
    b = Poly(rot_pts(body, ang, cx, cy))
    cv.draw(b, col, ow=2.6)
    cv.shade(b, Poly(rot_pts([(x - 9 * k, y - 24 * k), (x + 9 * k, y - 24 * k), (x + 9 * k, y - 16 * k),
                              (x - 9 * k, y - 16 * k)], ang, cx, cy)), WHITE, 255)
    cv.draw(Poly(rot_pts(nose, ang, cx, cy)), YELLOW, ow=2.6)


def d_fireworks(cv, r, p):
    shadow_under(cv, 100, 50)
    box(cv, 62, 86, 76, 32, (200, 70, 60), r=4)
    label(cv, "!", 100, 101, 22, YELLOW, ow=2.4)
    for x, ang, col in ((74, -14, BLUE), (100, 0, GREEN), (126, 14, PURPLE)):
        rocket(cv, x, 80, ang, col, 0.95)
    # the fizzing fuse
    line(cv, smooth_open([(100, 86), (120, 70), (146, 74), (156, 60)], 6), 2.6, INK)
    burst(cv, 158, 56, 12, YELLOW, 8)
    burst(cv, 158, 56, 6, WHITE, 6)


def d_sack(cv, r, p):
    col = p.get("col", (200, 170, 120))
    shadow_under(cv, 100, 56)
    sack = Poly(smooth_closed([(100, 30), (140, 46), (158, 90), (140, 116), (60, 116), (42, 90), (60, 46)], 10))
    cv.draw(sack, col, ow=OW)
    cv.shade(sack, Ellipse(70, 70, 10, 26, -10), P.lighten(col, 0.3), 255)
    neck = Poly(smooth_closed([(86, 30), (114, 30), (118, 12), (100, 6), (82, 12)], 6))
    cv.draw(neck, col, ow=OW)
    cv.draw(Stroke([(84, 30), (116, 30)], 6), P.WOOD_DARK, ow=1.6)
    if p.get("word"):
        label(cv, p["word"], 100, 80, 24, P.darken(col, 0.6))
    for x, y in ((46, 112), (150, 110), (162, 116)):
        cv.draw(Ellipse(x, y, 8, 5), GOLD, ow=2)
