"""The picture's background, and the base drawings that give a card missing from the
table its own picture (varied by the card's hash).
"""
from __future__ import annotations

import math

from .. import palette as P
from ..canvas import Circle, Poly, RRect, Stroke, smooth_closed, smooth_open, star_pts
from .parts import (BLUE, BROWN, GOLD, GREEN, GREY, GROUND, H, INK, ORANGE, OW, PINK, PURPLE, RED,
                    SKYBLUE, STEEL, W, WHITE, YELLOW, box, circle, colour_of, eye, fist, knob, leg,
                    line, oline, plank, shadow_under, shield, shine, speed_lines, star, wheel)
from .illegal import d_sack


def background(cv, card, rng):
    col = colour_of(card)
    sky = P.mix(col, WHITE, 0.8)
    cv.surf.fill((*sky, 255))
    # a few junk specks and sparkles, placed by the hash of the id
    spk = P.mix(col, WHITE, 0.6)
    for _ in range(5):
        x, y = rng.uniform(8, W - 8), rng.uniform(8, GROUND - 30)
        k = rng.choice((0, 1, 2))
        if k == 0:
            cv.fill(Circle(x, y, rng.uniform(3, 6)), spk)
        elif k == 1:
            cv.fill(Poly(star_pts(x, y, rng.uniform(5, 8), 2.4, 4, rng.uniform(0, 45))), spk)
        else:
            cv.fill(RRect(x - 4, y - 4, 8, 8, 2), spk)
    # the ground: a flat band with a hash-chosen bump line
    ground = P.mix(col, (120, 110, 100), 0.5)
    ground = P.mix(ground, WHITE, 0.45)
    pts = [(-4, GROUND)]
    n = 6
    offs = [rng.uniform(-3, 3) for _ in range(n + 1)]
    for i in range(n + 1):
        pts.append((i * W / n, GROUND + offs[i]))
    pts += [(W + 4, GROUND), (W + 4, H + 4), (-4, H + 4)]
    cv.fill(Poly(smooth_open(pts[:n + 3], 6) + pts[n + 3:]), ground)


BODY_COLOURS = [RED, ORANGE, YELLOW, GREEN, BLUE, PURPLE, PINK, BROWN, GREY, (40, 170, 160)]


def base_furniture(cv, r, p):
    col = p.get("col") or r.choice(BODY_COLOURS)
    w, h = r.uniform(90, 130), r.uniform(40, 70)
    x, y = 100 - w / 2, GROUND - 14 - h
    shadow_under(cv, 100, w / 2)
    for lx in (x + 8, x + w - 8):
        leg(cv, lx, y + h, GROUND, P.WOOD_DARK)
    b = box(cv, x, y, w, h, col, r=8)
    shine(cv, b, x + 6, y + 5, w * 0.5, 6)
    for i in range(1, r.randint(1, 3) + 1):
        knob(cv, x + w * i / (r.randint(2, 4) + 1), y + h / 2)


def base_vehicle(cv, r, p):
    col = p.get("col") or r.choice(BODY_COLOURS)
    w, h = r.uniform(110, 150), r.uniform(34, 50)
    x, y = 100 - w / 2, GROUND - 16 - h
    shadow_under(cv, 100, w / 2)
    box(cv, x, y, w, h, col, r=10)
    box(cv, x + w * 0.2, y - 22, w * 0.5, 26, P.mix(col, WHITE, 0.3), r=6)
    box(cv, x + w * 0.26, y - 16, w * 0.38, 14, SKYBLUE, r=3, ow=2)
    wheel(cv, x + 24, GROUND - 12, 14)
    wheel(cv, x + w - 24, GROUND - 12, 14)


def base_machine(cv, r, p):
    col = p.get("col") or r.choice([GREY, STEEL, (90, 170, 200), (200, 200, 210)])
    w, h = r.uniform(70, 100), r.uniform(60, 90)
    x, y = 100 - w / 2, GROUND - h
    shadow_under(cv, 100, w / 2)
    box(cv, x, y, w, h, col, r=6)
    for i in range(r.randint(2, 3)):
        dx = x + 16 + i * 22
        circle(cv, dx, y + 18, 8, WHITE, ow=2)
        a = math.radians(r.uniform(0, 360))
        line(cv, [(dx, y + 18), (dx + 6 * math.cos(a), y + 18 + 6 * math.sin(a))], 2.2, RED)
    box(cv, x + 10, y + 36, w - 20, h - 46, P.darken(col, 0.2), r=4, ow=2)


def base_organic(cv, r, p):
    col = p.get("col") or r.choice([GREEN, BROWN, (120, 150, 60), ORANGE])
    pts = [(100 + 62 * math.cos(math.radians(a)) * r.uniform(0.8, 1.1),
            GROUND - 4 + 40 * math.sin(math.radians(a)) * r.uniform(0.8, 1.2)) for a in range(180, 361, 30)]
    pts = [(x, min(y, GROUND)) for x, y in pts]
    cv.draw(Poly(smooth_closed(pts, 8)), col, ow=OW)


def base_decoration(cv, r, p):
    col = p.get("col") or r.choice(BODY_COLOURS)
    line(cv, [(100, GROUND), (100, 60)], 8, INK)
    oline(cv, [(100, GROUND - 2), (100, 62)], 5, GREY)
    star(cv, 100, 48, 30, col)


def base_leisure(cv, r, p):
    col = p.get("col") or r.choice(BODY_COLOURS)
    b = circle(cv, 100, GROUND - 34, 34, col)
    cv.shade(b, Stroke([(66, GROUND - 40), (134, GROUND - 28)], 12), WHITE, 255)
    shine(cv, b, 80, GROUND - 60, 22, 10)


def base_reinforcement(cv, r, p):
    for i in range(3):
        plank(cv, 40, GROUND - 12 - i * 18 + r.uniform(-4, 4), 160, GROUND - 16 - i * 18 + r.uniform(-4, 4))


def base_attack(cv, r, p):
    kind = p.get("kind")
    if kind == "throwing":
        speed_lines(cv, 70, 66, 3, 30, 14, WHITE, 3.4)
        b = circle(cv, 110, 66, 30, r.choice(BODY_COLOURS))
        shine(cv, b, 92, 46, 14, 8)
    elif kind == "sneak":
        cv.draw([Circle(60, 96, 30), Circle(100, 80, 38), Circle(140, 96, 30), RRect(30, 96, 140, 26, 10)],
                (60, 150, 70), ow=OW)
        for ex in (86, 114):
            eye(cv, ex, 78, 9, (r.uniform(-1, 1), 0.0))
    else:
        fist(cv, 110, 66, 1.2, p.get("col") or P.SKIN)
        speed_lines(cv, 40, 66, 3, 24, 14, WHITE, 3.4)


def base_illegal(cv, r, p):
    d_sack(cv, r, {"col": r.choice([(200, 170, 120), (170, 150, 130), (150, 170, 120)]), "word": "?"})


def base_defense(cv, r, p):
    shield(cv, 100, 66, 1.0, p.get("col") or BLUE)


def base_special(cv, r, p):
    star(cv, 100, 66, 44, p.get("col") or GOLD)


BASE = {
    "Furniture": base_furniture, "Vehicle": base_vehicle, "Machine": base_machine,
    "Organic": base_organic, "Decoration": base_decoration, "Leisure": base_leisure,
    "Illegal": base_illegal,
    "reinforcement": base_reinforcement, "attack": base_attack, "defense": base_defense,
    "special": base_special,
}
