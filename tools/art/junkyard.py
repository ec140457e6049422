"""Card pictures for Spank the Monkey (game id ``junkyard``).

Every card gets a 200x140 picture (``picture(card)``) and the deck shares one
200x280 card back (``back()``). No numbers are drawn here: the game draws the
card's numbers from the deck data at run time (game/scenes/junkyard/cardface.py).

A picture is composed from drawn parts: a background (a flat wash in the card's
colour, a ground line and a few specks placed by a hash of the card id), then
the card's object. ``ART`` maps each card id to a drawer (sofa, wardrobe, bus,
pinball machine, hand grenade, ...) and a few parameters (colours, details);
a card missing from the table falls back to a base drawing for its category or
type (furniture on legs, a vehicle on wheels, a machine with dials, ...) varied
by the hash, so a new card in the deck still gets its own picture.
"""
from __future__ import annotations

import math
import random
import zlib

from . import palette as P
from .canvas import (Canvas, Circle, Ellipse, Poly, RRect, Stroke, arc_pts, quad, rot_pts,
                     smooth_closed, smooth_open, star_pts)

INK = P.INK
W, H = 200, 140
BW, BH = 200, 280
OW = 3.2
GROUND = 118

# Frame colours (the game mirrors these in cardface.py).
# the frame colours the game's card faces use, so a picture's wash matches its frame
from game.scenes.junkyard.cardface import CATEGORY_COLOURS, TYPE_COLOURS  # noqa: E402

RED = (226, 58, 58)
ORANGE = (244, 140, 36)
YELLOW = (250, 210, 50)
GREEN = (70, 170, 70)
BLUE = (50, 120, 220)
SKYBLUE = (120, 200, 240)
PURPLE = (150, 80, 190)
PINK = (240, 130, 180)
BROWN = (150, 96, 52)
GREY = (150, 156, 168)
DARKGREY = (90, 94, 108)
STEEL = (176, 186, 200)
WHITE = P.WHITE
CREAM = P.CREAM
GOLD = (246, 196, 40)
BLACK = (50, 46, 58)


def seed_of(cid: str) -> int:
    return zlib.crc32(cid.encode("utf-8"))


def colour_of(card) -> tuple[int, int, int]:
    if card.type == "junk":
        return CATEGORY_COLOURS.get(card.category, (150, 150, 150))
    return TYPE_COLOURS.get(card.type, (150, 150, 150))


# --------------------------------------------------------------------------
# small parts
# --------------------------------------------------------------------------
def box(cv, x, y, w, h, col, r=4.0, ow=OW):
    sh = RRect(x, y, w, h, r)
    cv.draw(sh, col, ow=ow)
    return sh


def poly(cv, pts, col, ow=OW):
    sh = Poly(pts)
    cv.draw(sh, col, ow=ow)
    return sh


def circle(cv, x, y, r, col, ow=OW):
    sh = Circle(x, y, r)
    cv.draw(sh, col, ow=ow)
    return sh


def ellipse(cv, x, y, rx, ry, col, ow=OW, rot=0.0):
    sh = Ellipse(x, y, rx, ry, rot)
    cv.draw(sh, col, ow=ow)
    return sh


def line(cv, pts, w, col=INK):
    cv.fill(Stroke(pts, w), col)


def oline(cv, pts, w, col, ow=2.4):
    """A thick stroke with an ink outline."""
    cv.draw(Stroke(pts, w), col, ow=ow)


def shine(cv, base, x, y, w, h, alpha=90):
    """A soft white highlight clipped to a shape."""
    cv.shade(base, RRect(x, y, w, h, min(w, h) / 2), WHITE, alpha)


def shadow_under(cv, cx, rx, y=GROUND + 4):
    cv.overlay(Ellipse(cx, y, rx, 6), INK, 50)


def wheel(cv, x, y, r, hub=STEEL, tyre=BLACK):
    circle(cv, x, y, r, tyre)
    circle(cv, x, y, r * 0.45, hub, ow=1.6)


def leg(cv, x, y0, y1, col, w=6):
    oline(cv, [(x, y0), (x, y1)], w, col)


def knob(cv, x, y, r=3.0, col=GOLD):
    circle(cv, x, y, r, col, ow=1.6)


def eye(cv, x, y, r=6.0, look=(0.3, 0.2), col=WHITE):
    circle(cv, x, y, r, col, ow=1.8)
    cv.fill(Circle(x + look[0] * r * 0.45, y + look[1] * r * 0.45, r * 0.5), INK)


def speed_lines(cv, x, y, n=3, length=22, gap=9, col=WHITE, w=3.4, ang=0.0):
    for i in range(n):
        yy = y + (i - (n - 1) / 2) * gap
        p0 = (x, yy)
        p1 = (x - length * math.cos(math.radians(ang)), yy - length * math.sin(math.radians(ang)))
        cv.draw(Stroke([p0, p1], w), col, ow=1.4)


def puff(cv, x, y, r, col=WHITE, ow=2.4, n=6, rng=None):
    parts = [Circle(x + r * 0.7 * math.cos(2 * math.pi * i / n), y + r * 0.5 * math.sin(2 * math.pi * i / n),
                    r * 0.55) for i in range(n)] + [Circle(x, y, r * 0.6)]
    cv.draw(parts, col, ow=ow)


def burst(cv, x, y, r, col=YELLOW, n=9, rot=0.0):
    pts = star_pts(x, y, r, r * 0.62, n, rot)
    cv.draw(Poly(pts), col, ow=2.6)


def star(cv, x, y, r, col=YELLOW, ow=OW, rot=-90):
    sh = Poly(star_pts(x, y, r, r * 0.45, 5, rot))
    cv.draw(sh, col, ow=ow)
    return sh


def label(cv, s, x, y, size, col=WHITE, ow=0.0):
    cv.text(s, x, y, size, col, outline=INK, ow=ow)


def banana(cv, x, y, k=1.0, rot=0.0, col=P.BANANA, ow=2.4):
    outer = arc_pts(x, y - 14 * k, 20 * k, 20 * k, 20, 160, 14)
    inner = arc_pts(x, y - 16 * k, 13 * k, 12 * k, 160, 20, 14)
    pts = rot_pts(outer + inner, rot, x, y)
    cv.draw(Poly(pts), col, ow=ow)
    tip = rot_pts([outer[0], (outer[0][0] + 3 * k, outer[0][1] - 3 * k)], rot, x, y)
    line(cv, tip, 3.2 * k, P.WOOD_DARK)


def brick(cv, x, y, w=26, h=12, col=(200, 86, 60)):
    box(cv, x, y, w, h, col, r=2, ow=2.2)


def plank(cv, x0, y0, x1, y1, w=12, col=P.WOOD_LIGHT):
    cv.draw(Stroke([(x0, y0), (x1, y1)], w), col, ow=2.4)
    # a nail at each end
    for px, py in ((x0, y0), (x1, y1)):
        cv.fill(Circle(px + (x1 - x0) * 0.06, py + (y1 - y0) * 0.06, 1.6), INK)


def face(cv, x, y, k=1.0, mood="grumpy"):
    """Two eyes and a mouth (for things that are alive or cheeky)."""
    for dx in (-7, 7):
        eye(cv, x + dx * k, y, 4.6 * k, (0.0, 0.4))
    if mood == "grumpy":
        for dx, s in ((-7, 1), (7, -1)):
            line(cv, [(x + (dx - 5 * s) * k, y - 8 * k), (x + (dx + 5 * s) * k, y - 5 * k)], 2.4 * k)
        line(cv, arc_pts(x, y + 14 * k, 7 * k, 4 * k, 200, 340, 8), 2.4 * k)
    elif mood == "happy":
        line(cv, arc_pts(x, y + 6 * k, 7 * k, 5 * k, 20, 160, 8), 2.4 * k)
    else:  # "oh"
        cv.draw(Ellipse(x, y + 10 * k, 3.4 * k, 4.2 * k), (150, 40, 50), ow=1.6)


# --------------------------------------------------------------------------
# background
# --------------------------------------------------------------------------
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


# --------------------------------------------------------------------------
# base drawings per category / type (fallbacks, varied by the hash)
# --------------------------------------------------------------------------
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


# --------------------------------------------------------------------------
# shared things used by several cards
# --------------------------------------------------------------------------
def fist(cv, x, y, k=1.0, col=P.SKIN, rot=0.0):
    """A cartoon fist, knuckles to the right."""
    parts = [RRect(x - 26 * k, y - 22 * k, 48 * k, 44 * k, 14 * k)]
    cv.draw(parts, col, ow=OW)
    for i in range(4):
        fy = y - 18 * k + i * 10 * k
        cv.draw(RRect(x + 6 * k, fy, 22 * k, 10 * k, 5 * k), col, ow=2.2)
    cv.draw(RRect(x - 12 * k, y + 2 * k, 26 * k, 10 * k, 5 * k), P.lighten(col, 0.1), ow=2.2)
    oline(cv, [(x - 26 * k, y + 6 * k), (x - 48 * k, y + 10 * k)], 18 * k, P.lighten(col, 0.1))


def shield(cv, x, y, k=1.0, col=BLUE, rim=STEEL):
    pts = [(x - 38 * k, y - 40 * k), (x + 38 * k, y - 40 * k), (x + 36 * k, y + 4 * k)]
    pts += quad((x + 36 * k, y + 4 * k), (x + 24 * k, y + 34 * k), (x, y + 46 * k), 10)[1:]
    pts += quad((x, y + 46 * k), (x - 24 * k, y + 34 * k), (x - 36 * k, y + 4 * k), 10)[1:]
    sh = Poly(pts)
    cv.draw(sh, rim, ow=OW)
    inner = [(x + (px - x) * 0.78, y - 4 * k + (py - y) * 0.78) for px, py in pts]
    cv.draw(Poly(inner), col, ow=2.0)
    return sh


# --------------------------------------------------------------------------
# the table of cards: id -> (drawer, parameters)
# --------------------------------------------------------------------------
ART: dict[str, tuple] = {}


def picture(card):
    """The 200x140 picture of one card (a pygame.Surface)."""
    rng = random.Random(seed_of(card.id))
    cv = Canvas(W, H, ss=3, clear=(*INK, 255))
    background(cv, card, rng)
    entry = ART.get(card.id)
    if entry is None:
        key = card.category if card.type == "junk" else card.type
        BASE.get(key or "", base_special)(cv, rng, {"kind": card.kind})
    else:
        fn, params = entry
        fn(cv, rng, dict(params))
    return cv.result()


def back():
    """The card back: a wobbly junk tower with the monkey on top, same for every card."""
    cv = Canvas(BW, BH, ss=3, clear=(*INK, 255))
    cv.surf.fill((*INK, 255))
    cv.draw(RRect(6, 6, BW - 12, BH - 12, 16), (62, 52, 92), ow=0)
    inner = RRect(14, 14, BW - 28, BH - 28, 12)
    cv.draw(inner, (92, 78, 140), outline=GOLD, ow=3)
    for i in range(-12, 20):
        x0 = i * 22
        cv.shade(inner, Stroke([(x0, 0), (x0 + 280, 280)], 7), (102, 88, 152), 255)
    # the tower, bottom to top
    cx = BW / 2
    cv.overlay(Ellipse(cx, 206, 56, 8), INK, 80)
    box(cv, cx - 46, 174, 92, 30, (170, 104, 52), r=5)
    for x in (cx - 30, cx + 30):
        knob(cv, x, 189, 3.4)
    box(cv, cx - 34, 138, 70, 30, (38, 104, 212), r=7)
    box(cv, cx - 24, 144, 22, 12, SKYBLUE, r=3, ow=2)
    wheel(cv, cx - 18, 170, 8)
    wheel(cv, cx + 22, 170, 8)
    tilted_box(cv, cx - 26, 102, 48, 36, 6, (124, 134, 152), ow=OW)
    dial(cv, cx - 8, 120, 8, -50)
    box(cv, cx - 40, 88, 78, 16, (62, 164, 64), r=8)
    monkey_head(cv, cx, 58, 0.3, "happy", (0, 0), "open")
    # wobble marks
    for s_ in (-1, 1):
        for k in (1, 2):
            a = 0 if s_ > 0 else 180
            line(cv, arc_pts(cx, 140, 56 + k * 8, 60 + k * 8, a - 14, a + 14, 6), 2.6, WHITE)
    # the title
    cv.text("SPANK THE", cx, 228, 22, YELLOW, outline=INK, ow=3)
    cv.text("MONKEY!", cx, 252, 26, YELLOW, outline=INK, ow=3)
    for x, y, rr in ((36, 40, 10), (164, 34, 8), (32, 150, 7), (170, 120, 9)):
        star(cv, x, y, rr, GOLD, ow=2.4)
    return cv.result()


# --------------------------------------------------------------------------
# icons for the card faces (128x128, transparent; the game draws the numbers)
# --------------------------------------------------------------------------
IW = 128


def _icon_canvas():
    return Canvas(IW, IW, ss=3)


def icon_dot():
    cv = _icon_canvas()
    b = circle(cv, 64, 64, 54, (52, 44, 70), ow=8)
    cv.shade(b, Ellipse(48, 44, 20, 13, -30), WHITE, 110)
    return cv.result()


def _shield_pts(cx, cy, k):
    pts = [(cx - 50 * k, cy - 52 * k)]
    pts += quad((cx - 50 * k, cy - 52 * k), (cx, cy - 64 * k), (cx + 50 * k, cy - 52 * k), 10)[1:]
    pts += [(cx + 50 * k, cy + 2 * k)]
    pts += quad((cx + 50 * k, cy + 2 * k), (cx + 40 * k, cy + 42 * k), (cx, cy + 60 * k), 12)[1:]
    pts += quad((cx, cy + 60 * k), (cx - 40 * k, cy + 42 * k), (cx - 50 * k, cy + 2 * k), 12)[1:]
    return pts


def _icon_shield(col):
    cv = _icon_canvas()
    sh = Poly(_shield_pts(64, 62, 1.0))
    cv.draw(sh, col, ow=7)
    cv.shade(sh, Poly(_shield_pts(64, 62, 0.8)), P.lighten(col, 0.18), 255)
    cv.shade(sh, Ellipse(40, 26, 20, 10, -20), WHITE, 90)
    return cv.result()


def icon_shield():
    return _icon_shield((120, 132, 150))


def icon_shield_plus():
    return _icon_shield(TYPE_COLOURS["reinforcement"])


def icon_burst():
    cv = _icon_canvas()
    sh = Poly(star_pts(64, 64, 60, 42, 12, -90))
    cv.draw(sh, TYPE_COLOURS["attack"], ow=6)
    cv.shade(sh, Circle(64, 64, 40), P.lighten(TYPE_COLOURS["attack"], 0.15), 255)
    return cv.result()


def icon_defense():
    cv = _icon_canvas()
    b = circle(cv, 64, 64, 56, (200, 210, 222), ow=7)
    cv.draw(Circle(64, 64, 44), TYPE_COLOURS["defense"], ow=4)
    cv.shade(b, Ellipse(44, 36, 20, 10, -30), WHITE, 100)
    return cv.result()


def icon_star():
    cv = _icon_canvas()
    col = (250, 130, 30)   # orange: stands out on the yellow special frame
    sh = star(cv, 64, 68, 60, col, ow=7)
    cv.shade(sh, Poly(star_pts(64, 68, 40, 18, 5, -90)), (255, 214, 60), 255)
    return cv.result()


def icon_hand():
    cv = _icon_canvas()
    fist(cv, 70, 62, 1.5, P.SKIN)
    return cv.result()


def icon_throwing():
    cv = _icon_canvas()
    for i, (y, ln) in enumerate(((44, 40), (64, 54), (84, 40))):
        cv.draw(Stroke([(12, y), (12 + ln, y)], 8), WHITE, ow=4)
    b = circle(cv, 84, 64, 34, (236, 120, 40), ow=6)
    cv.shade(b, Circle(74, 52, 14), P.lighten((236, 120, 40), 0.4), 255)
    return cv.result()


def icon_sneak():
    cv = _icon_canvas()
    # a dark bush with two peeking eyes
    cv.draw([Circle(36, 80, 30), Circle(64, 62, 38), Circle(94, 80, 30), RRect(10, 80, 108, 34, 14)],
            (46, 120, 60), ow=6)
    for ex in (50, 80):
        cv.draw(Ellipse(ex, 64, 12, 14), WHITE, ow=4)
        cv.fill(Circle(ex + 4, 66, 6.5), INK)
    return cv.result()


ICONS = {"dot": icon_dot, "shield": icon_shield, "shield_plus": icon_shield_plus, "burst": icon_burst,
         "defense": icon_defense, "star": icon_star, "hand": icon_hand, "throwing": icon_throwing,
         "sneak": icon_sneak}


# --------------------------------------------------------------------------
# furniture
# --------------------------------------------------------------------------
def tilted_box(cv, x, y, w, h, ang, col, ow=OW, cx=None, cy=None):
    cx = x + w / 2 if cx is None else cx
    cy = y + h if cy is None else cy
    sh = Poly(rot_pts([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], ang, cx, cy))
    cv.draw(sh, col, ow=ow)
    return sh


def d_sofa(cv, r, p):
    col = p.get("col", RED)
    dark = P.darken(col, 0.18)
    shadow_under(cv, 100, 76)
    for lx in (38, 162):
        leg(cv, lx, 100, GROUND - 2, P.WOOD_DARK, 7)
    back_ = box(cv, 38, 34, 124, 46, dark, r=16)
    shine(cv, back_, 50, 40, 60, 7)
    box(cv, 30, 72, 140, 32, col, r=10)
    for x in (46, 100):
        c = box(cv, x, 64, 54, 20, P.lighten(col, 0.12), r=8, ow=2.6)
        shine(cv, c, x + 6, 67, 26, 5)
    for x in (16, 156):
        a = box(cv, x, 54, 28, 52, dark, r=13)
        shine(cv, a, x + 5, 58, 8, 30, 70)
    for x, y in ((70, 60), (120, 61), (138, 59)):
        cv.fill(Circle(x + r.uniform(-3, 3), y, 2.2), (200, 160, 90))


def d_wardrobe(cv, r, p):
    col = p.get("col", P.WOOD)
    shadow_under(cv, 100, 50)
    ang = p.get("tilt", -6)
    body = tilted_box(cv, 56, 10, 88, 104, ang, col, cx=100, cy=114)
    tilted_box(cv, 50, 4, 100, 12, ang, P.darken(col, 0.2), cx=100, cy=114)
    for pts in ([(100, 20), (100, 108)],):
        line(cv, rot_pts(pts, ang, 100, 114), 3)
    for kx in (92, 108):
        kx2, ky2 = rot_pts([(kx, 64)], ang, 100, 114)[0]
        knob(cv, kx2, ky2, 3.6)
    for x0, x1 in ((64, 92), (108, 136)):
        pts = rot_pts([(x0, 24), (x1, 24), (x1, 52), (x0, 52)], ang, 100, 114)
        cv.draw(Poly(pts), P.lighten(col, 0.15), ow=2)
        pts = rot_pts([(x0, 74), (x1, 74), (x1, 102), (x0, 102)], ang, 100, 114)
        cv.draw(Poly(pts), P.lighten(col, 0.15), ow=2)
    cv.shade(body, Poly(rot_pts([(56, 10), (68, 10), (68, 114), (56, 114)], ang, 100, 114)), WHITE, 60)
    # wobble marks
    for s in (-1, 1):
        x = 100 + s * 62
        line(cv, arc_pts(x - s * 30, 40, 30, 30, (-20 if s > 0 else 160), (20 if s > 0 else 200), 6), 3, INK)


def d_bunk_bed(cv, r, p):
    col = p.get("col", P.WOOD)
    shadow_under(cv, 100, 72)
    for x in (34, 166):
        oline(cv, [(x, 14), (x, GROUND)], 9, col)
    for y, blanket in ((34, (80, 140, 220)), (80, (230, 90, 90))):
        box(cv, 34, y + 14, 132, 10, col, r=3)
        m = box(cv, 38, y, 124, 16, blanket, r=6)
        shine(cv, m, 60, y + 2, 60, 4)
        box(cv, 40, y - 5, 28, 14, WHITE, r=6, ow=2.4)
    # ladder
    for x in (146, 160):
        oline(cv, [(x, 48), (x, GROUND)], 4, P.lighten(col, 0.2), ow=1.8)
    for y in (62, 78, 96, 110):
        line(cv, [(146, y), (160, y)], 3)
    # "no thanks": a sleepy z
    label(cv, "z", 120, 22, 18, WHITE, ow=2)
    label(cv, "z", 134, 12, 13, WHITE, ow=2)


def d_armchair(cv, r, p):
    col = p.get("col", (90, 150, 100))
    dark = P.darken(col, 0.2)
    shadow_under(cv, 100, 62)
    for lx in (50, 150):
        leg(cv, lx, 100, GROUND - 2, P.WOOD_DARK, 7)
    b = box(cv, 52, 16, 96, 70, dark, r=26)
    for x, y in ((72, 36), (100, 28), (126, 40), (86, 58), (116, 60)):
        cv.shade(b, Circle(x, y, 5), P.lighten(col, 0.45), 255)
    box(cv, 48, 72, 104, 30, col, r=10)
    for x in (30, 140):
        a = box(cv, x, 52, 30, 52, dark, r=14)
        shine(cv, a, x + 5, 56, 8, 26, 70)
    # a doily on the back
    cv.draw(Poly(star_pts(100, 20, 16, 12, 10, -90)), WHITE, ow=2)


def note(cv, x, y, k=1.0, col=INK, rot=0.0):
    cv.draw(Ellipse(x, y, 6 * k, 4.5 * k, -20), col, ow=1.2)
    line(cv, [(x + 5 * k, y - 1 * k), (x + 5 * k, y - 20 * k)], 2.4 * k, col)
    line(cv, [(x + 5 * k, y - 20 * k), (x + 12 * k, y - 14 * k)], 2.4 * k, col)


def d_piano(cv, r, p):
    col = p.get("col", (70, 50, 60))
    shadow_under(cv, 100, 72)
    for lx in (40, 160):
        leg(cv, lx, 90, GROUND - 2, P.darken(col, 0.1), 9)
    body = box(cv, 36, 20, 128, 60, col, r=6)
    shine(cv, body, 44, 26, 70, 6, 50)
    box(cv, 44, 30, 112, 22, P.lighten(col, 0.15), r=3, ow=2)
    box(cv, 28, 62, 144, 24, WHITE, r=3)
    for i in range(1, 14):
        line(cv, [(28 + i * 144 / 14, 64), (28 + i * 144 / 14, 84)], 1.6)
    for i in (1, 2, 4, 5, 6, 8, 9, 11, 12, 13):
        x = 28 + i * 144 / 14
        cv.fill(RRect(x - 3.5, 62, 7, 13, 1.5), INK)
    box(cv, 28, 84, 144, 8, col, r=2, ow=2.4)
    for x, y, k in ((62, 24, 1.0), (128, 16, 0.9), (96, 10, 0.8)):
        note(cv, x, y + r.uniform(-2, 2), k, (230, 60, 90))


def d_bookshelf(cv, r, p):
    col = p.get("col", P.WOOD)
    ang = p.get("tilt", 8)
    shadow_under(cv, 96, 50)
    tilted_box(cv, 60, 10, 70, 106, ang, col, cx=95, cy=116)
    book_cols = [RED, BLUE, GREEN, YELLOW, PURPLE, ORANGE]
    for row, y in enumerate((16, 50, 84)):
        inner = rot_pts([(66, y), (124, y), (124, y + 28), (66, y + 28)], ang, 95, 116)
        cv.draw(Poly(inner), P.darken(col, 0.35), ow=1.6)
        x = 68
        while x < 118:
            bw = r.choice((7, 8, 10))
            bh = r.uniform(18, 26)
            pts = rot_pts([(x, y + 28 - bh), (x + bw, y + 28 - bh), (x + bw, y + 28), (x, y + 28)], ang, 95, 116)
            cv.draw(Poly(pts), r.choice(book_cols), ow=1.4)
            x += bw + 1
    # the falling book
    pts = rot_pts([(146, 70), (166, 70), (166, 98), (146, 98)], 30, 156, 84)
    cv.draw(Poly(pts), RED, ow=2.6)
    speed_lines(cv, 144, 58, 2, 10, 8, WHITE, 2.6, 60)


def d_toilet(cv, r, p):
    col = p.get("col", GOLD)
    shadow_under(cv, 100, 46)
    tank = box(cv, 72, 22, 56, 42, col, r=6)
    shine(cv, tank, 78, 26, 30, 6, 120)
    base = Poly([(84, 88), (116, 88), (122, GROUND), (78, GROUND)])
    cv.draw(base, P.darken(col, 0.1), ow=OW)
    bowl = Poly(arc_pts(100, 70, 46, 30, 0, 180, 30))
    cv.draw(bowl, col, ow=OW)
    cv.shade(bowl, Ellipse(84, 80, 14, 6, -20), WHITE, 110)
    ellipse(cv, 100, 70, 48, 10, P.lighten(col, 0.2))
    cv.fill(Ellipse(100, 70, 34, 5), P.darken(col, 0.4))
    knob(cv, 118, 32, 3.6, WHITE)
    # the crown
    crown = [(82, 20), (82, 2), (91, 12), (100, -2), (109, 12), (118, 2), (118, 20)]
    cv.draw(Poly(crown), GOLD, ow=2.6)
    circle(cv, 100, 13, 3, RED, ow=1.4)
    for x, y in ((50, 30), (152, 52), (40, 78)):
        star(cv, x, y, 8, WHITE, ow=2)


# --------------------------------------------------------------------------
# illegal things
# --------------------------------------------------------------------------
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
    from .monkey import Xf, draw_head
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



# --------------------------------------------------------------------------
# organic
# --------------------------------------------------------------------------
def mound(cv, cx, w, h, col, r, bumps=5, y=GROUND + 2):
    pts = [(cx - w / 2, y)]
    for i in range(1, bumps + 1):
        t = i / (bumps + 1)
        hh = h * math.sin(math.pi * t) * r.uniform(0.85, 1.1)
        pts.append((cx - w / 2 + w * t, y - hh))
    pts.append((cx + w / 2, y))
    sh = Poly(smooth_open(pts, 8))
    cv.draw(sh, col, ow=OW)
    return sh


def fly(cv, x, y):
    cv.draw([Ellipse(x - 3, y - 4, 3.5, 2.5, -30), Ellipse(x + 3, y - 4, 3.5, 2.5, 30)], WHITE, ow=1.2)
    cv.fill(Circle(x, y, 2.6), INK)


def stink(cv, x, y, h=26, col=(130, 180, 70)):
    for dx in (-10, 0, 10):
        pts = smooth_open([(x + dx, y), (x + dx + 5, y - h * 0.33), (x + dx - 5, y - h * 0.66), (x + dx, y - h)], 6)
        cv.draw(Stroke(pts, 3.4), col, ow=1.4)


def peel(cv, x, y, k=1.0, rot=0.0, col=P.BANANA):
    """An empty banana skin: three floppy strips hanging from a stub."""
    parts = []
    for a in (-55, 0, 55):
        aa = math.radians(a + rot + 90)
        cx, cy = x + 11 * k * math.cos(aa), y + 11 * k * math.sin(aa)
        parts.append(Ellipse(cx, cy, 13 * k, 5.2 * k, a + rot + 90))
    parts.append(Circle(x, y, 6 * k))
    cv.draw(parts, col, ow=2.2)
    cv.shade(parts, Circle(x, y, 5 * k), P.lighten(col, 0.55), 255)
    sx, sy = x - 5 * k * math.cos(math.radians(rot + 90)), y - 5 * k * math.sin(math.radians(rot + 90))
    line(cv, [(x, y), (sx, sy)], 4 * k, P.WOOD_DARK)


def d_compost(cv, r, p):
    h = mound(cv, 100, 150, 62, (120, 84, 50), r)
    for x, y, c in ((70, 92, GREEN), (104, 74, (200, 60, 60)), (130, 96, YELLOW), (88, 106, GREEN),
                    (116, 104, (160, 120, 60))):
        cv.shade(h, Ellipse(x, y, 8, 5, r.uniform(-40, 40)), c, 255)
    peel(cv, 128, 72, 0.6, 20)
    # a sprout on top
    line(cv, [(96, 58), (96, 42)], 3, (40, 120, 50))
    cv.draw([Ellipse(88, 42, 8, 4, -20), Ellipse(104, 40, 8, 4, 20)], GREEN, ow=2)
    stink(cv, 60, 40, 22)
    stink(cv, 144, 44, 22)
    fly(cv, 130, 22)
    fly(cv, 70, 18)


def d_pumpkin(cv, r, p):
    col = p.get("col", (240, 130, 30))
    shadow_under(cv, 100, 66)
    parts = [Ellipse(100 + dx, 78, rx, 38) for dx, rx in ((-40, 30), (40, 30), (-18, 30), (18, 30), (0, 28))]
    for sh in parts:
        cv.draw(sh, col, ow=OW)
    cv.shade(parts, Ellipse(100, 116, 70, 12), P.darken(col, 0.25), 255)
    for x, y, rr in ((70, 70, 9), (126, 92, 7), (112, 58, 5)):
        cv.shade(parts, Circle(x, y, rr), (120, 130, 60), 255)
    oline(cv, [(98, 42), (104, 24), (114, 20)], 8, (90, 120, 50))
    # squelch drips
    for x in (58, 144):
        cv.draw(Ellipse(x, GROUND - 2, 9, 4), (150, 150, 60), ow=2)


def d_banana_crate(cv, r, p):
    shadow_under(cv, 100, 62)
    for i, (x, rot) in enumerate(((62, -30), (84, 10), (108, -12), (134, 24), (76, -20), (118, 8), (98, 16))):
        y = 50 - (i // 4) * 14
        banana(cv, x, y, 1.25, rot, (232, 196, 70))
        cv.fill([Circle(x - 5, y - 12, 2.4), Circle(x + 4, y - 14, 1.8)], P.WOOD_DARK)
    b = box(cv, 42, 62, 116, 54, P.WOOD_LIGHT, r=3)
    for y in (78, 96):
        cv.shade(b, RRect(40, y, 120, 3, 0), P.WOOD_DARK, 255)
    for x in (42, 150):
        cv.shade(b, RRect(x, 60, 8, 58, 0), P.WOOD, 255)
    label(cv, "BANANAS", 100, 88, 14, P.WOOD_DARK)


def d_stump(cv, r, p):
    col = p.get("col", (150, 100, 60))
    shadow_under(cv, 100, 70)
    for pts in ([(70, 100), (44, 112), (26, GROUND)], [(130, 100), (156, 110), (176, GROUND)],
                [(100, 104), (100, GROUND)]):
        oline(cv, pts, 14, P.darken(col, 0.15), ow=OW)
    trunk = box(cv, 60, 50, 80, 62, col, r=8)
    for x in (72, 90, 112, 128):
        cv.shade(trunk, Stroke([(x, 60), (x + r.uniform(-3, 3), 108)], 2.4), P.darken(col, 0.3), 255)
    ellipse(cv, 100, 50, 42, 14, (230, 190, 130))
    for rr in (30, 20, 10):
        cv.fill(Stroke(arc_pts(100, 50, rr, rr / 3, 0, 360, 30), 1.6), P.darken((230, 190, 130), 0.3))
    # a little mushroom
    cv.draw(Poly(arc_pts(152, 104, 12, 10, 180, 360, 12)), RED, ow=2.2)
    oline(cv, [(152, 104), (152, 116)], 5, WHITE, ow=1.8)


def d_hay(cv, r, p):
    col = p.get("col", (236, 200, 90))
    shadow_under(cv, 100, 70)
    b = box(cv, 32, 50, 136, 66, col, r=14)
    for i in range(14):
        x = 40 + i * 9 + r.uniform(-2, 2)
        cv.shade(b, Stroke([(x, 56 + r.uniform(0, 8)), (x + r.uniform(-4, 4), 108)], 2), P.darken(col, 0.2), 255)
    for x in (70, 130):
        cv.shade(b, RRect(x, 46, 6, 74, 0), (200, 80, 60), 255)
    for x, y, a in ((40, 48, -30), (160, 50, 30), (100, 46, 0), (54, 116, 80)):
        line(cv, [(x, y), (x + 10 * math.sin(math.radians(a)), y - 10 * math.cos(math.radians(a)))], 2.2,
             P.darken(col, 0.2))


def d_peels(cv, r, p):
    mound(cv, 100, 130, 50, (200, 170, 80), r, 4)
    spots = [(58, 104), (80, 96), (104, 100), (128, 96), (146, 106), (70, 82), (94, 76), (118, 80),
             (86, 60), (108, 58), (98, 40)]
    for i, (x, y) in enumerate(spots):
        peel(cv, x, y - 6, 0.85, r.uniform(-40, 40), P.BANANA if i % 2 else (240, 200, 60))
    # whoops: a slip mark
    label(cv, "!", 160, 40, 30, YELLOW, ow=2.6)


def d_bone(cv, r, p):
    col = p.get("col", (246, 236, 210))
    shadow_under(cv, 100, 74)
    ang = -14
    a, b = rot_pts([(46, 80), (154, 80)], ang, 100, 80)
    parts = [Stroke([a, b], 26)]
    for (x, y) in (a, b):
        for dy in (-14, 14):
            px, py = rot_pts([(x, y + dy)], ang, x, y)[0]
            parts.append(Circle(px, py, 17))
    cv.draw(parts, col, ow=OW)
    cv.shade(parts, Stroke(rot_pts([(50, 88), (150, 88)], ang, 100, 80), 8), P.darken(col, 0.12), 255)
    # dirt crumbs
    for x, y in ((40, 112), (160, 112), (150, 40)):
        cv.fill(Circle(x, y, 3), (130, 90, 60))


# --------------------------------------------------------------------------
# vehicles
# --------------------------------------------------------------------------
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



# --------------------------------------------------------------------------
# machines
# --------------------------------------------------------------------------
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


# --------------------------------------------------------------------------
# decorations
# --------------------------------------------------------------------------
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


# --------------------------------------------------------------------------
# leisure
# --------------------------------------------------------------------------
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



# --------------------------------------------------------------------------
# reinforcements
# --------------------------------------------------------------------------
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



# --------------------------------------------------------------------------
# attacks: hand
# --------------------------------------------------------------------------
def open_hand(cv, x, y, k=1.0, rot=0.0, col=P.SKIN, ow=OW, thumb=True):
    """An open palm, fingers up (rotated by rot)."""
    fingers = []
    for i, (dx, ln) in enumerate(((-15, 26), (-5, 32), (5, 32), (15, 26))):
        fingers.append((x + dx * k, y - 4 * k, ln * k))
    shapes = [Poly(rot_pts([(x - 20 * k, y - 4 * k), (x + 20 * k, y - 4 * k), (x + 20 * k, y + 26 * k),
                            (x - 20 * k, y + 26 * k)], rot, x, y))]
    for fx, fy, ln in fingers:
        shapes.append(Stroke(rot_pts([(fx, fy), (fx, fy - ln)], rot, x, y), 10 * k))
    if thumb:
        shapes.append(Stroke(rot_pts([(x - 18 * k, y + 14 * k), (x - 34 * k, y - 2 * k)], rot, x, y), 11 * k))
    cv.draw(shapes, col, ow=ow)
    for fx, fy, ln in fingers[:-1]:
        a, b = rot_pts([(fx + 5 * k, fy - 2 * k), (fx + 5 * k, fy - ln * 0.6)], rot, x, y)
        cv.shade(shapes, Stroke([a, b], 1.6), P.darken(col, 0.25), 255)
    return shapes


def d_chop(cv, r, p):
    # a board snapping in two
    for a, x in ((-24, 56), (24, 144)):
        pts = rot_pts([(x - 36, 92), (x + 36, 92), (x + 36, 108), (x - 36, 108)], a, 100, 100)
        cv.draw(Poly(pts), P.WOOD_LIGHT, ow=OW)
    for k in range(3):
        line(cv, arc_pts(150, 130, 90 + k * 10, 90 + k * 10, -130, -105, 6), 3, WHITE)
    # the chopping hand, edge down, coming down from the top left
    oline(cv, [(-10, 10), (52, 42)], 26, WHITE)
    open_hand(cv, 78, 50, 1.05, 90 + 22, thumb=False)
    burst(cv, 122, 86, 13, YELLOW, 9)
    label(cv, "HI-YAH!", 48, 22, 18, WHITE, ow=2.6)


def foot(cv, x, y, k=1.0, rot=0.0, col=(220, 60, 60)):
    """A sneaker pointing right."""
    pts = smooth_closed([(x - 30, y - 24), (x - 8, y - 24), (x - 2, y - 8), (x + 30, y - 4), (x + 40, y + 8),
                         (x + 36, y + 16), (x - 30, y + 16)], 6)
    shoe = Poly(rot_pts([(x + (px - x) * k, y + (py - y) * k) for px, py in pts], rot, x, y))
    cv.draw(shoe, col, ow=OW)
    sole = rot_pts([(x - 32 * k, y + 10 * k), (x + 40 * k, y + 10 * k), (x + 40 * k, y + 20 * k),
                    (x - 32 * k, y + 20 * k)], rot, x, y)
    cv.shade(shoe, Poly(sole), WHITE, 255)
    for i in range(3):
        x0, y0 = x - 4 * k + i * 8 * k, y - 14 * k + i * 2 * k
        a, b = rot_pts([(x0, y0), (x0 + 8 * k, y0 + 8 * k)], rot, x, y)
        cv.shade(shoe, Stroke([a, b], 2.4), WHITE, 255)
    return shoe


def d_kick(cv, r, p):
    # the leg
    oline(cv, [(20, 0), (60, 56)], 24, (60, 90, 200))
    foot(cv, 84, 66, 1.3, -10, p.get("col", (230, 60, 60)))
    speed_lines(cv, 30, 80, 3, 26, 10, WHITE, 3.4, 30)
    burst(cv, 150, 60, 18, YELLOW, 9)
    burst(cv, 150, 60, 9, WHITE, 7)


def d_shove(cv, r, p):
    for x, y in ((70, 48), (110, 84)):
        oline(cv, [(-10, y + 40), (x - 14, y + 22)], 22, (240, 140, 40))
        open_hand(cv, x, y, 1.0, 12)
    speed_lines(cv, 150, 64, 3, 18, 14, WHITE, 3.4)
    label(cv, "PUSH!", 160, 28, 18, WHITE, ow=2.6)


def hammer(cv, x, y, ang, head_w, head_h, handle, head_col, k=1.0, handle_col=P.WOOD_LIGHT):
    """A hammer with its head at (x, y), handle going down at ang degrees."""
    a = math.radians(ang + 90)
    hx, hy = x + handle * math.cos(a), y + handle * math.sin(a)
    oline(cv, [(x, y), (hx, hy)], 8 * k, handle_col)
    head = Poly(rot_pts([(x - head_w / 2, y - head_h / 2), (x + head_w / 2, y - head_h / 2),
                         (x + head_w / 2, y + head_h / 2), (x - head_w / 2, y + head_h / 2)], ang, x, y))
    cv.draw(head, head_col, ow=OW)
    return head


def d_mallet(cv, r, p):
    h = hammer(cv, 90, 40, 30, 70, 36, 84, (50, 50, 60))
    cv.shade(h, Stroke(rot_pts([(60, 30), (120, 30)], 30, 90, 40), 6), (100, 100, 110), 255)
    for k in (1, 2, 3):
        line(cv, arc_pts(56, 84, 10 * k, 6 * k, 100, 200, 8), 2.6, WHITE)
    label(cv, "BOING", 154, 96, 18, WHITE, ow=2.4)


def pillow(cv, x, y, w, h, col=WHITE, rot=0.0, ow=OW):
    pts = []
    d = min(w, h) * 0.1
    for px, py in ((x - w / 2, y - h / 2), (x, y - h / 2 + d), (x + w / 2, y - h / 2), (x + w / 2 - d, y),
                   (x + w / 2, y + h / 2), (x, y + h / 2 - d), (x - w / 2, y + h / 2), (x - w / 2 + d, y)):
        pts.append((px, py))
    sh = Poly(rot_pts(smooth_closed(pts, 6), rot, x, y))
    cv.draw(sh, col, ow=ow)
    return sh


def feather(cv, x, y, ang, k=1.0, col=WHITE):
    pts = rot_pts([(x - 12 * k, y), (x, y - 4 * k), (x + 12 * k, y), (x, y + 4 * k)], ang, x, y)
    cv.draw(Poly(smooth_closed(pts, 4)), col, ow=1.8)
    line(cv, rot_pts([(x - 14 * k, y), (x + 10 * k, y)], ang, x, y), 1.2)


def d_pillow(cv, r, p):
    sh = pillow(cv, 96, 60, 110, 66, p.get("col", (250, 250, 255)), -16)
    cv.shade(sh, Ellipse(80, 50, 30, 10, -16), (200, 210, 240), 255)
    for x, y, a in ((30, 30, 30), (170, 40, -20), (160, 100, 60), (40, 100, -40), (150, 16, 10)):
        feather(cv, x, y, a, 1.1)
    speed_lines(cv, 40, 66, 2, 16, 14, WHITE, 3, -16)


def d_crowbar(cv, r, p):
    col = p.get("col", (210, 50, 50))
    pts = smooth_open([(40, 110), (130, 30), (142, 20), (150, 24), (148, 36)], 10)
    cv.draw(Stroke(pts, 10), col, ow=OW)
    cv.draw(Stroke([(40, 110), (28, 110)], 10), col, ow=OW)
    burst(cv, 160, 50, 16, YELLOW, 9)
    label(cv, "POP!", 160, 50, 12, INK)
    label(cv, "creeeak", 60, 30, 16, WHITE, ow=2.4)


def d_sledgehammer(cv, r, p):
    h = hammer(cv, 110, 36, -30, 90, 46, 100, STEEL)
    cv.shade(h, Stroke(rot_pts([(70, 22), (150, 22)], -30, 110, 36), 8), WHITE, 120)
    for k in (1, 2):
        line(cv, arc_pts(110, 36, 60 + k * 10, 60 + k * 10, 150, 190, 8), 3, WHITE)
    # the crack in the ground
    line(cv, [(150, GROUND), (160, 128), (152, 134), (164, 140)], 3)


def d_headbutt(cv, r, p):
    col = p.get("col", (240, 150, 80))
    speed_lines(cv, 50, 66, 3, 30, 14, WHITE, 3.4)
    head = circle(cv, 100, 70, 40, col)
    cv.shade(head, Circle(90, 60, 36), P.lighten(col, 0.15), 255)
    for ex in (90, 116):
        eye(cv, ex, 68, 7, (0.6, 0.0))
    line(cv, [(82, 54), (96, 60)], 4)
    line(cv, [(124, 54), (110, 60)], 4)
    line(cv, [(96, 92), (118, 90)], 4)
    # the bump and the stars
    circle(cv, 138, 44, 10, P.lighten(col, 0.1))
    for a in (-40, 0, 40):
        x, y = 150 + 30 * math.cos(math.radians(a - 60)), 40 + 24 * math.sin(math.radians(a - 60))
        star(cv, x, y, 8, YELLOW, ow=2)
    label(cv, "BONK", 160, 100, 18, WHITE, ow=2.4)


def d_tickle(cv, r, p):
    col = p.get("col", (240, 90, 160))
    stem = smooth_open([(40, 112), (90, 66), (150, 20)], 8)
    vane = Poly(smooth_closed([(60, 100), (80, 60), (120, 30), (156, 14), (146, 44), (116, 80), (80, 104)], 8))
    cv.draw(vane, col, ow=OW)
    for t in range(3, len(stem) - 2, 2):
        x, y = stem[t]
        cv.shade(vane, Stroke([(x, y), (x + 16, y + 10)], 2), P.lighten(col, 0.4), 255)
        cv.shade(vane, Stroke([(x, y), (x - 10, y - 14)], 2), P.lighten(col, 0.4), 255)
    cv.draw(Stroke(stem, 3), WHITE, ow=1.4)
    label(cv, "hee", 40, 30, 18, WHITE, ow=2.4)
    label(cv, "hee", 160, 90, 18, WHITE, ow=2.4)
    label(cv, "hee!", 60, 60, 14, WHITE, ow=2.2)


# --------------------------------------------------------------------------
# attacks: throwing
# --------------------------------------------------------------------------
def d_grenade(cv, r, p):
    col = p.get("col", (80, 120, 60))
    speed_lines(cv, 46, 74, 3, 30, 14, WHITE, 3.4, -10)
    body = ellipse(cv, 100, 76, 34, 40, col)
    for y in (54, 76, 98):
        cv.shade(body, Stroke([(60, y), (140, y)], 2.6), P.darken(col, 0.35), 255)
    for x in (86, 114):
        cv.shade(body, Stroke([(x, 30), (x, 120)], 2.6), P.darken(col, 0.35), 255)
    shine(cv, body, 78, 46, 12, 22)
    box(cv, 88, 28, 24, 14, GREY, r=3)
    oline(cv, [(110, 34), (130, 40), (132, 70)], 6, GREY)
    line(cv, arc_pts(82, 28, 10, 10, 0, 360, 20), 3)
    line(cv, arc_pts(82, 28, 10, 10, 0, 360, 20), 1.4, STEEL)


def d_tomato(cv, r, p):
    col = p.get("col", (230, 50, 40))
    # the splat behind
    splat = []
    for i in range(16):
        a = math.radians(i * 22.5)
        rr = 54 if i % 2 else 36
        splat.append((100 + rr * math.cos(a) * 1.2, 66 + rr * math.sin(a) * 0.9))
    cv.draw(Poly(smooth_closed(splat, 4)), (240, 110, 90), ow=2.6)
    t = circle(cv, 100, 66, 30, col)
    shine(cv, t, 82, 48, 14, 8)
    cv.draw(Poly(star_pts(100, 40, 12, 5, 5, -90)), GREEN, ow=2)
    for x, y in ((30, 30), (170, 24), (170, 108), (26, 104)):
        circle(cv, x, y, 5, (240, 110, 90), ow=1.8)
    label(cv, "SPLAT!", 100, 122, 16, WHITE, ow=2.4)


def d_boomerang(cv, r, p):
    col = p.get("col", (200, 120, 60))
    outer = smooth_open([(40, 96), (96, 34), (160, 70)], 12)
    b = Stroke(outer, 22)
    cv.draw(b, col, ow=OW)
    cv.shade(b, Stroke(outer, 6), P.lighten(col, 0.3), 255)
    for x, y in ((58, 78), (140, 60)):
        cv.fill(Circle(x, y, 3.4), WHITE)
    # coming back round
    pts = arc_pts(100, 70, 84, 56, 200, 330, 16)
    cv.draw(Stroke(pts, 3.4), WHITE, ow=1.4)
    ex, ey = pts[-1]
    cv.draw(Poly([(ex - 6, ey - 10), (ex + 8, ey + 2), (ex - 10, ey + 6)]), WHITE, ow=1.6)


def d_water_balloon(cv, r, p):
    col = p.get("col", (60, 150, 240))
    speed_lines(cv, 50, 70, 3, 30, 14, WHITE, 3.4)
    b = Poly(smooth_closed([(100, 22), (130, 36), (140, 70), (122, 98), (100, 104), (78, 98), (62, 66), (72, 34)],
                           8))
    cv.draw(b, col, ow=OW)
    cv.shade(b, Ellipse(84, 44, 10, 16, 30), WHITE, 140)
    cv.draw(Poly([(96, 104), (104, 104), (108, 112), (92, 112)]), col, ow=2.4)
    for x, y in ((150, 100), (160, 84), (140, 116), (40, 110)):
        cv.draw(Poly([(x, y - 8), (x + 4, y), (x, y + 4), (x - 4, y)]), SKYBLUE, ow=1.6)
    label(cv, "SPLOOSH", 150, 22, 14, WHITE, ow=2.2)


def d_bowling(cv, r, p):
    col = p.get("col", (50, 60, 140))
    # a pin on the right
    pin = Poly(smooth_closed([(150, 16), (160, 30), (156, 46), (166, 84), (160, 112), (140, 112), (134, 84),
                              (144, 46), (140, 30)], 6))
    cv.draw(pin, WHITE, ow=OW)
    cv.shade(pin, RRect(130, 44, 40, 6, 0), RED, 255)
    speed_lines(cv, 36, 76, 3, 26, 14, WHITE, 3.4)
    b = circle(cv, 84, 76, 38, col)
    shine(cv, b, 62, 50, 18, 10)
    for x, y in ((90, 60), (104, 64), (96, 76)):
        cv.fill(Circle(x, y, 5), INK)
    label(cv, "STRIKE!", 100, 20, 18, WHITE, ow=2.4)


def boot(cv, x, y, k=1.0, col=(130, 90, 50), rot=0.0):
    pts = [(x - 20, y - 40), (x + 10, y - 40), (x + 12, y - 8), (x + 40, y - 2), (x + 44, y + 14),
           (x - 22, y + 14)]
    pts = [(x + (px - x) * k, y + (py - y) * k) for px, py in pts]
    sh = Poly(rot_pts(smooth_closed(pts, 4), rot, x, y))
    cv.draw(sh, col, ow=OW)
    cv.shade(sh, Poly(rot_pts([(x - 30 * k, y + 6 * k), (x + 50 * k, y + 6 * k), (x + 50 * k, y + 20 * k),
                               (x - 30 * k, y + 20 * k)], rot, x, y)), P.darken(col, 0.4), 255)
    for i in range(3):
        a, b = rot_pts([(x - 10 * k, y - 30 * k + i * 8 * k), (x + 6 * k, y - 30 * k + i * 8 * k)], rot, x, y)
        cv.shade(sh, Stroke([a, b], 2), P.lighten(col, 0.4), 255)
    return sh


def d_boot(cv, r, p):
    speed_lines(cv, 46, 74, 3, 24, 14, WHITE, 3.4, 20)
    boot(cv, 100, 80, 1.3, p.get("col", (130, 90, 50)), 20)
    stink(cv, 150, 44, 26)
    fly(cv, 60, 26)
    fly(cv, 170, 96)


def d_coconut(cv, r, p):
    # a palm leaf above
    from .scenes import _leaf
    oline(cv, [(196, 40), (186, -4)], 12, P.WOOD)
    for ang, col in ((110, P.LEAF[1]), (150, P.LEAF[0]), (180, P.LEAF[3]), (205, P.LEAF[2])):
        cv.draw(Poly(_leaf(186, 0, 56, 12, ang)), col, ow=2.4)
    speed_lines(cv, 130, 40, 3, 26, 12, WHITE, 3.4, -150)
    c = circle(cv, 90, 74, 34, (130, 80, 40))
    for i in range(10):
        a = r.uniform(0, 360)
        x, y = 90 + 26 * math.cos(math.radians(a)), 74 + 26 * math.sin(math.radians(a))
        cv.shade(c, Stroke([(x, y), (x + 5, y + 3)], 2), (100, 60, 30), 255)
    for x, y in ((80, 66), (98, 66), (89, 80)):
        cv.fill(Circle(x, y, 4), (70, 40, 20))
    label(cv, "BONK", 40, 110, 18, WHITE, ow=2.4)


def d_catapult(cv, r, p):
    col = p.get("col", P.WOOD_LIGHT)
    shadow_under(cv, 90, 70)
    box(cv, 30, 94, 120, 14, col, r=3)
    for x in (46, 134):
        wheel(cv, x, 110, 9, P.WOOD_DARK, P.WOOD)
    cv.draw(Poly([(76, 94), (90, 56), (104, 94)]), col, ow=OW)
    oline(cv, [(90, 60), (40, 34)], 8, P.WOOD)
    cv.draw(Poly(arc_pts(36, 30, 14, 10, 0, 180, 10)), P.WOOD_DARK, ow=2.4)
    circle(cv, 36, 24, 9, RED, ow=2.4)
    # the fling
    pts = arc_pts(100, 40, 70, 34, 200, 320, 14)
    cv.draw(Stroke(pts, 3), WHITE, ow=1.4)
    circle(cv, 166, 24, 9, RED, ow=2.4)
    label(cv, "FLING!", 150, 64, 16, WHITE, ow=2.4)


# --------------------------------------------------------------------------
# attacks: sneak
# --------------------------------------------------------------------------
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
    from .monkey import Xf, draw_head
    draw_head(cv, Xf(x - 128 * k, y - 100 * k, k), 100, eyes, look, mouth, ow=OW / k)


def d_monkey_business(cv, r, p):
    # hiding behind a bush
    cv.draw([Circle(50, 100, 30), Circle(90, 90, 34), Circle(140, 96, 32), Circle(170, 104, 24),
             RRect(20, 100, 170, 30, 8)], (60, 150, 70), ow=OW)
    monkey_head(cv, 100, 58, 0.42, "open", (1.0, 0.2), "hmm")
    label(cv, "shh!", 160, 30, 20, WHITE, ow=2.6)
    cv.draw([Circle(78, 108, 7), Circle(92, 112, 5)], (60, 150, 70), ow=0)



# --------------------------------------------------------------------------
# defences
# --------------------------------------------------------------------------
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



# --------------------------------------------------------------------------
# specials
# --------------------------------------------------------------------------
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


# --------------------------------------------------------------------------
# the table
# --------------------------------------------------------------------------
ART.update({
    # furniture
    "squashy_sofa": (d_sofa, {"col": RED}),
    "wobbly_wardrobe": (d_wardrobe, {"col": P.WOOD, "tilt": -6}),
    "creaky_bunk_bed": (d_bunk_bed, {}),
    "grandpas_armchair": (d_armchair, {"col": (90, 150, 100)}),
    "out_of_tune_piano": (d_piano, {}),
    "leaning_bookshelf": (d_bookshelf, {"tilt": 8}),
    "golden_toilet": (d_toilet, {"col": GOLD}),
    # illegal
    "stolen_garden_gnome": (d_gnome, {}),
    "pirate_treasure_chest": (d_chest, {}),
    "fake_famous_painting": (d_painting, {}),
    "smuggled_rubber_ducks": (d_ducks, {}),
    "stolen_traffic_cones": (d_cones, {}),
    "forbidden_fireworks": (d_fireworks, {}),
    "robbers_loot_sack": (d_sack, {"word": "SWAG"}),
    # organic
    "stinky_compost_heap": (d_compost, {}),
    "giant_rotten_pumpkin": (d_pumpkin, {}),
    "crate_of_old_bananas": (d_banana_crate, {}),
    "old_tree_stump": (d_stump, {}),
    "hay_bale": (d_hay, {}),
    "mountain_of_banana_peels": (d_peels, {}),
    "giant_dinosaur_bone": (d_bone, {}),
    # vehicles
    "rusty_bicycle": (d_bicycle, {"col": (200, 90, 40)}),
    "squeaky_shopping_cart": (d_cart, {}),
    "double_decker_bus": (d_bus, {"col": (226, 50, 50)}),
    "tired_tractor": (d_tractor, {"col": (60, 160, 70)}),
    "bumper_car": (d_bumper_car, {"col": (50, 160, 230)}),
    "leaky_rowboat": (d_rowboat, {}),
    "ice_cream_van": (d_ice_cream_van, {}),
    # machines
    "recycling_station": (d_recycler, {}),
    "washing_machine": (d_washer, {}),
    "humming_fridge": (d_fridge, {}),
    "grumpy_robot": (d_robot, {}),
    "jammed_vending_machine": (d_vending, {}),
    "lawn_mower": (d_mower, {}),
    "ancient_computer": (d_computer, {}),
    "cement_mixer": (d_mixer, {}),
    # decorations
    "neon_sign": (d_neon, {"word": "OPEN"}),
    "plastic_flamingo": (d_flamingo, {}),
    "disco_ball": (d_disco, {}),
    "headless_statue": (d_statue, {}),
    "christmas_tree_in_july": (d_xmas, {}),
    "dusty_chandelier": (d_chandelier, {}),
    "giant_totem_pole": (d_totem, {}),
    # leisure
    "pinball_machine": (d_pinball, {}),
    "bouncy_trampoline": (d_trampoline, {}),
    "deflated_bouncy_castle": (d_bouncy_castle, {}),
    "carousel_horse": (d_carousel_horse, {}),
    "claw_machine": (d_claw, {}),
    "skateboard_ramp": (d_ramp, {}),
    "bubbling_hot_tub": (d_hot_tub, {}),
    # reinforcements
    "metal_fittings": (d_fittings, {}),
    "barbed_wire": (d_barbed_wire, {}),
    "duct_tape": (d_duct_tape, {}),
    "super_glue": (d_glue, {}),
    "wooden_planks": (d_planks, {}),
    "pile_of_bricks": (d_bricks, {}),
    "wet_concrete": (d_concrete, {}),
    "big_iron_chains": (d_chains, {}),
    "steel_beam": (d_beam, {}),
    "bent_nails": (d_nails, {}),
    "wobbly_scaffolding": (d_scaffold, {}),
    "stack_of_tyres": (d_tyres, {}),
    "guard_goose": (d_goose, {}),
    "lucky_horseshoe": (d_horseshoe, {}),
    "pot_of_honey": (d_honey, {}),
    # attacks: hand
    "karate_chop": (d_chop, {}),
    "big_kick": (d_kick, {}),
    "mighty_shove": (d_shove, {}),
    "rubber_mallet": (d_mallet, {}),
    "pillow_whack": (d_pillow, {}),
    "crowbar": (d_crowbar, {}),
    "sledgehammer": (d_sledgehammer, {}),
    "angry_headbutt": (d_headbutt, {}),
    "tickle_attack": (d_tickle, {}),
    # attacks: throwing
    "hand_grenade": (d_grenade, {}),
    "rotten_tomato": (d_tomato, {}),
    "boomerang": (d_boomerang, {}),
    "water_balloon": (d_water_balloon, {}),
    "bowling_ball": (d_bowling, {}),
    "smelly_old_boot": (d_boot, {}),
    "flying_coconut": (d_coconut, {}),
    "toy_catapult": (d_catapult, {}),
    # attacks: sneak
    "hungry_termites": (d_termites, {}),
    "digging_mole": (d_mole, {}),
    "pickpocket_parrot": (d_parrot, {}),
    "sneaky_tow_truck": (d_tow_truck, {}),
    "rust_spray": (d_spray, {}),
    "hungry_goat": (d_goat, {}),
    "stink_bomb": (d_stink_bomb, {}),
    "monkey_business": (d_monkey_business, {}),
    # defences
    "satellite_dish": (d_dish, {}),
    "big_umbrella": (d_umbrella, {}),
    "bin_lid_shield": (d_bin_lid, {}),
    "pillow_fort": (d_pillow_fort, {}),
    "old_mattress": (d_mattress, {}),
    "lucky_sock": (d_sock, {}),
    "grumpy_guard_dog": (d_dog, {}),
    "traffic_cone_wall": (d_cone_wall, {}),
    "hide_and_seek": (d_hide, {}),
    "oops_wrong_tower": (d_wrong_tower, {}),
    "saucepan_helmet": (d_saucepan, {}),
    "angry_bees": (d_bees, {}),
    "police_whistle": (d_whistle, {}),
    "duck": (d_duck, {}),
    "sandbags": (d_sandbags, {}),
    # specials
    "bunch_of_bananas": (d_bananas, {}),
    "loud_trumpet": (d_trumpet, {}),
    "overtime": (d_overtime, {}),
    "coffee_break": (d_coffee, {}),
    "lunch_break": (d_sandwich, {}),
    "dumpster_dive": (d_dumpster, {}),
    "boss_says_swap": (d_swap, {}),
    "wobbly_ground": (d_wobbly_ground, {}),
    "lucky_find": (d_lucky_find, {}),
    "junk_swap_meet": (d_swap_meet, {}),
    "do_over": (d_do_over, {}),
    "spinach_power": (d_spinach, {}),
    "force_field": (d_force_field, {}),
    "monkey_sneeze": (d_sneeze, {}),
    "junk_inspector": (d_inspector, {}),
})
