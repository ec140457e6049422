"""Game card illustrations (480x320) and the jungle background (1920x1080)."""
from __future__ import annotations

import math
import random

import pygame

from . import palette as P
from .canvas import (Canvas, Circle, Ellipse, Poly, RRect, Stroke, arc_pts, quad, rot_pts,
                     smooth_closed, smooth_open, star_pts)
from .monkey import Xf, draw_monkey
from . import coins as coinmod

INK = P.INK
W, H = 480, 320
OW = 4.0


def _card():
    return Canvas(W, H, ss=3, clear=(*INK, 255))


def _bands(cv, top, bottom, n=16, y0=0, y1=None, x0=0, x1=None):
    """Vertical gradient made of flat bands (friendly to PNG compression)."""
    y1 = cv.h if y1 is None else y1
    x1 = cv.w if x1 is None else x1
    s = cv.ss
    for i in range(n):
        c = P.mix(top, bottom, i / (n - 1))
        ya = y0 + (y1 - y0) * i / n
        yb = y0 + (y1 - y0) * (i + 1) / n
        pygame.draw.rect(cv.surf, c, pygame.Rect(round(x0 * s), round(ya * s), round((x1 - x0) * s),
                                                  round(yb * s) - round(ya * s) + 1))


def _leaf(cx, cy, length, width, angle):
    """Pointed leaf polygon whose base is at (cx, cy), pointing along angle."""
    a = math.radians(angle)
    dx, dy = math.cos(a), math.sin(a)
    nx, ny = -dy, dx
    tip = (cx + dx * length, cy + dy * length)
    c1 = (cx + dx * length * 0.45 + nx * width, cy + dy * length * 0.45 + ny * width)
    c2 = (cx + dx * length * 0.45 - nx * width, cy + dy * length * 0.45 - ny * width)
    return quad((cx, cy), c1, tip, 16) + quad(tip, c2, (cx, cy), 16)[1:]


def _cloud(cv, x, y, k=1.0, col=P.WHITE, ow=3.0):
    parts = [Circle(x, y, 18 * k), Circle(x + 22 * k, y - 8 * k, 22 * k), Circle(x + 46 * k, y, 17 * k),
             RRect(x - 8 * k, y - 4 * k, 66 * k, 20 * k, 10 * k)]
    cv.draw(parts, col, ow=ow)


def _hex(cx, cy, r):
    return [(cx + r * math.cos(math.radians(60 * i - 30)), cy + r * math.sin(math.radians(60 * i - 30)))
            for i in range(6)]


def _banana_tree(cv, x, y, h, k=1.0, flip=False):
    sgn = -1 if flip else 1
    trunk = smooth_open([(x, y), (x + sgn * 10 * k, y - h * 0.5), (x + sgn * 2 * k, y - h)], 8)
    cv.draw(Stroke(trunk, 16 * k), P.WOOD, ow=OW)
    for i in range(1, 5):
        t = trunk[int(len(trunk) * i / 5)]
        cv.fill(Stroke([(t[0] - 6 * k, t[1]), (t[0] + 6 * k, t[1] - 3 * k)], 2.5), P.WOOD_DARK)
    top = trunk[-1]
    # banana bunch under the leaves
    for j, (dx, dy, rot) in enumerate(((-10, 18, -20), (0, 22, 0), (10, 18, 20), (-4, 32, -10), (6, 32, 10))):
        bx, by = top[0] + dx * k, top[1] + dy * k
        pts = arc_pts(bx - 8 * k, by - 10 * k, 12 * k, 16 * k, 10, 110, 10)
        pts += arc_pts(bx - 8 * k, by - 10 * k, 6 * k, 10 * k, 110, 10, 10)
        cv.draw(Poly(rot_pts(pts, rot, bx, by)), P.BANANA, ow=2.5)
    # leaves
    for ang, col in ((200, P.LEAF[2]), (-20, P.LEAF[2]), (235, P.LEAF[1]), (-55, P.LEAF[1]),
                     (265, P.LEAF[3]), (160, P.LEAF[0]), (20, P.LEAF[0])):
        lf = Poly(_leaf(top[0], top[1], 70 * k, 17 * k, ang))
        cv.draw(lf, col, ow=3)
        tip = (top[0] + 60 * k * math.cos(math.radians(ang)), top[1] + 60 * k * math.sin(math.radians(ang)))
        cv.fill(Stroke([top, tip], 2.2), P.darken(col, 0.3))


def card_bananas():
    cv = _card()
    _bands(cv, (120, 210, 235), (190, 236, 230), 10, 0, 140)
    _bands(cv, (60, 150, 80), (40, 120, 70), 6, 110, 320)
    _cloud(cv, 40, 40, 1.0)
    _cloud(cv, 330, 28, 0.8)
    # distant jungle
    cv.fill([Circle(x, 118 + (x % 3) * 6, 34 + (x % 5) * 3) for x in range(-10, 500, 46)], (70, 160, 90))
    # hex board
    r = 34
    rnd = random.Random(7)
    tiles = [(52, 130, 70), (76, 170, 80), (230, 200, 120), (60, 150, 210), (96, 190, 90)]
    for row in range(4):
        for col in range(9):
            cx = 20 + col * r * math.sqrt(3) + (r * math.sqrt(3) / 2 if row % 2 else 0)
            cy = 162 + row * r * 1.5
            c = tiles[rnd.randrange(len(tiles))]
            hx = Poly(_hex(cx, cy, r - 2))
            cv.draw(hx, c, ow=3)
            cv.shade(hx, Poly(_hex(cx + 3, cy + 5, r - 2)), P.darken(c, 0.12), 255)
            cv.shade(hx, Poly(_hex(cx, cy, r - 6)), c, 255)
    _banana_tree(cv, 78, 250, 150, 1.0)
    _banana_tree(cv, 250, 205, 110, 0.8, flip=True)
    # loose bananas on tiles
    for bx, by in ((180, 258), (330, 290)):
        pts = arc_pts(bx, by - 12, 16, 16, 20, 160, 12) + arc_pts(bx, by - 12, 9, 11, 160, 20, 12)
        cv.draw(Poly(pts), P.BANANA, ow=3)
    draw_monkey(cv, Xf(300, 84, 0.7), "cheer", 2, ow=5.5)
    return cv.result()


def card_treefort():
    cv = _card()
    _bands(cv, (110, 195, 245), (200, 236, 250), 12, 0, 320)
    _cloud(cv, 60, 50, 1.0)
    _cloud(cv, 190, 30, 0.7)
    # ground
    cv.draw(Poly([(-10, 262)] + arc_pts(240, 600, 420, 340, 250, 290, 30) + [(490, 262), (490, 330), (-10, 330)]),
            (96, 180, 80), ow=OW)
    cv.fill(Poly([(-10, 300), (490, 300), (490, 330), (-10, 330)]), (80, 160, 70))
    # big tree
    cv.draw(Poly([(318, 290), (336, 160), (376, 160), (396, 290)]), P.WOOD, ow=OW)
    cv.draw([Circle(300, 90, 52), Circle(360, 60, 64), Circle(425, 92, 52), Circle(350, 120, 56),
             Circle(446, 40, 40), Circle(276, 40, 36)], P.LEAF[0], ow=OW)
    cv.fill([Circle(330, 70, 26), Circle(410, 82, 22)], P.LEAF[3])
    # platform + treehouse
    cv.draw(RRect(268, 160, 190, 14, 5), P.WOOD_DARK, ow=OW)
    house = RRect(290, 100, 130, 62, 4)
    cv.draw(house, P.WOOD_LIGHT, ow=OW)
    for yy in (116, 132, 148):
        cv.fill(Stroke([(292, yy), (418, yy)], 2.5), P.WOOD)
    cv.draw(Poly([(278, 104), (355, 52), (432, 104)]), (220, 70, 60), ow=OW)
    cv.draw(RRect(304, 118, 30, 26, 5), (110, 190, 240), ow=3)
    cv.fill(Stroke([(319, 120), (319, 142)], 3), INK)
    cv.draw(RRect(372, 118, 28, 44, 8), P.WOOD_DARK, ow=3)
    # flag
    cv.fill(Stroke([(355, 54), (355, 18)], 3.5), INK)
    cv.draw(Poly([(357, 18), (388, 26), (357, 36)]), (255, 200, 40), ow=3)
    # rope ladder
    for x in (298, 318):
        cv.fill(Stroke([(x, 174), (x, 280)], 3), P.WOOD_DARK)
    for yy in range(186, 280, 16):
        cv.fill(Stroke([(298, yy), (318, yy)], 4), P.WOOD)
    # catapult
    cv.draw([RRect(40, 240, 120, 18, 6)], P.WOOD, ow=OW)
    cv.draw([Circle(58, 262, 13), Circle(142, 262, 13)], P.WOOD_DARK, ow=OW)
    cv.draw(Poly([(86, 242), (100, 196), (114, 242)]), P.WOOD_DARK, ow=OW)
    arm = Stroke([(64, 232), (152, 178)], 11)
    cv.draw(arm, P.WOOD_LIGHT, ow=OW)
    cv.draw(Ellipse(156, 172, 16, 10, -30), P.WOOD_DARK, ow=OW)
    # flying coconut with trajectory dots
    for i, t in enumerate((0.15, 0.3, 0.45, 0.6)):
        x = 160 + t * 130
        y = 166 - math.sin(t * math.pi) * 90
        cv.fill(Circle(x, y, 3.5), P.WHITE)
    cv.draw(Circle(258, 92, 14), (130, 80, 40), ow=OW)
    cv.fill(Circle(254, 88, 4), (180, 120, 70))
    return cv.result()


def _robot(cv, x, y, k=1.0):
    col = (20, 170, 170)
    cv.draw(Stroke([(x, y - 44 * k), (x, y - 64 * k)], 6 * k), (160, 170, 190), ow=OW)
    cv.draw(Circle(x, y - 68 * k, 9 * k), (255, 90, 90), ow=OW)
    for sx in (-1, 1):
        cv.draw(Stroke([(x + sx * 38 * k, y + 10 * k), (x + sx * 56 * k, y + 30 * k)], 10 * k),
                (160, 170, 190), ow=OW)
        cv.draw(Circle(x + sx * 58 * k, y + 34 * k, 9 * k), (160, 170, 190), ow=OW)
    # wheels / treads
    cv.draw(RRect(x - 40 * k, y + 44 * k, 80 * k, 22 * k, 11 * k), (70, 76, 96), ow=OW)
    for i in range(4):
        cv.fill(Circle(x - 28 * k + i * 18.5 * k, y + 55 * k, 5 * k), (150, 156, 178))
    body = RRect(x - 44 * k, y - 46 * k, 88 * k, 94 * k, 22 * k)
    cv.draw(body, col, ow=OW)
    cv.shade(body, RRect(x - 36 * k, y - 40 * k, 30 * k, 8 * k, 4 * k), P.lighten(col, 0.5), 220)
    screen = RRect(x - 32 * k, y - 30 * k, 64 * k, 40 * k, 12 * k)
    cv.draw(screen, (24, 34, 56), ow=3)
    for ex in (-14, 14):
        cv.fill(Ellipse(x + ex * k, y - 14 * k, 6 * k, 8 * k), (120, 255, 200))
    cv.fill(Stroke(arc_pts(x, y - 4 * k, 10 * k, 5 * k, 20, 160, 10), 3.5 * k), (120, 255, 200))
    cv.fill(RRect(x - 20 * k, y + 22 * k, 40 * k, 12 * k, 5 * k), P.darken(col, 0.3))
    cv.text("255", x, y + 28 * k, 11 * k, (120, 255, 200))


def card_bot255():
    cv = _card()
    _bands(cv, (40, 44, 96), (70, 50, 120), 10)
    # grid board
    gx, gy, cs = 30, 40, 52
    cols, rows = 8, 5
    board = RRect(gx - 8, gy - 8, cols * cs + 16, rows * cs + 16, 14)
    cv.draw(board, (54, 62, 120), ow=OW)
    for r in range(rows):
        for c in range(cols):
            col = (74, 86, 160) if (r + c) % 2 == 0 else (64, 74, 144)
            cv.fill(RRect(gx + c * cs + 2, gy + r * cs + 2, cs - 4, cs - 4, 8), col)
    # path the robot took
    path = [(1, 3), (2, 3), (3, 3), (3, 2)]
    for (c, r) in path:
        cv.fill(RRect(gx + c * cs + 2, gy + r * cs + 2, cs - 4, cs - 4, 8), (96, 120, 200))
    # bits to collect
    rnd = random.Random(255)
    bits = [(5, 1), (6, 3), (1, 1), (7, 0), (5, 4), (2, 0), (0, 4)]
    for i, (c, r) in enumerate(bits):
        cx = gx + c * cs + cs / 2
        cy = gy + r * cs + cs / 2
        one = i % 2 == 0
        colr = (255, 206, 60) if one else (120, 230, 255)
        cv.draw(Circle(cx, cy, 17), colr, ow=3)
        cv.text("1" if one else "0", cx, cy, 22, INK)
    _robot(cv, gx + 3 * cs + cs / 2, gy + 2 * cs + cs / 2 - 10, 0.8)
    # sparkles
    for (sx, sy) in ((452, 30), (440, 290), (14, 300)):
        cv.fill(Poly(star_pts(sx, sy, 9, 3, 4)), (255, 240, 170))
    return cv.result()


def _crate(cv, x, y, w, h, rot):
    box = Poly(rot_pts([(x, y), (x + w, y), (x + w, y + h), (x, y + h)], rot, x + w / 2, y + h / 2))
    cv.draw(box, P.WOOD_LIGHT, ow=OW)
    pts = rot_pts([(x + 6, y + 6), (x + w - 6, y + h - 6), (x + w - 6, y + 6), (x + 6, y + h - 6)], rot,
                  x + w / 2, y + h / 2)
    cv.fill([Stroke(pts[0:2], 5), Stroke(pts[2:4], 5)], P.WOOD)


def card_junkyard():
    cv = _card()
    _bands(cv, (255, 170, 90), (250, 120, 130), 12)
    cv.fill(Circle(90, 110, 44), (255, 220, 120))
    # far junk piles
    cv.fill(Poly(smooth_closed([(-20, 330), (20, 250), (80, 230), (130, 262), (170, 330)], 8)), (200, 100, 120))
    cv.fill(Poly(smooth_closed([(330, 330), (380, 240), (440, 220), (500, 260), (510, 330)], 8)), (200, 100, 120))
    cv.draw(Poly([(-10, 290), (490, 290), (490, 330), (-10, 330)]), (150, 110, 90), ow=OW)
    # the wobbly tower, bottom to top
    cx = 240
    tyre = Ellipse(cx, 272, 58, 18)
    cv.draw(tyre, (60, 60, 70), ow=OW)
    cv.fill(Ellipse(cx, 270, 28, 8), (110, 110, 120))
    _crate(cv, cx - 46, 196, 86, 62, -4)
    barrel = Poly(rot_pts([(cx - 26, 148), (cx + 30, 148), (cx + 34, 198), (cx - 22, 198)], 6, cx, 173))
    cv.draw(barrel, (40, 120, 210), ow=OW)
    for yy in (160, 186):
        cv.fill(Stroke(rot_pts([(cx - 26, yy), (cx + 32, yy)], 6, cx, 173), 4), (30, 90, 160))
    plank = Poly(rot_pts([(cx - 80, 136), (cx + 80, 136), (cx + 80, 150), (cx - 80, 150)], -7, cx, 143))
    cv.draw(plank, P.WOOD, ow=OW)
    tv = Poly(rot_pts([(cx - 36, 86), (cx + 36, 86), (cx + 36, 138), (cx - 36, 138)], 9, cx, 112))
    cv.draw(tv, (150, 156, 178), ow=OW)
    scr = Poly(rot_pts([(cx - 28, 94), (cx + 18, 94), (cx + 18, 130), (cx - 28, 130)], 9, cx, 112))
    cv.draw(scr, (90, 200, 230), ow=2.5)
    for a in (-30, 30):
        cv.fill(Stroke(rot_pts([(cx, 86), (cx + a, 66)], 9, cx, 112), 3), INK)
    # wobble marks
    for sgn in (-1, 1):
        for i, r in enumerate((90, 104)):
            cv.fill(Stroke(arc_pts(cx, 170, r, r, 180 + sgn * 10 if sgn < 0 else -10, 180 + sgn * 30 if sgn < 0 else -30, 8)
                           , 3.5), P.WHITE)
    draw_monkey(cv, Xf(cx - 128 * 0.45, 2, 0.45), "cheer", 1, ow=6.5)
    # a few spare bits flying
    cv.draw(Circle(372, 120, 12), (255, 200, 40), ow=3)
    cv.draw(Poly(rot_pts([(100, 160), (130, 160), (130, 176), (100, 176)], 20, 115, 168)), (230, 60, 70), ow=3)
    return cv.result()


def card_codes():
    cv = _card()
    _bands(cv, (40, 130, 90), (30, 104, 74), 8)
    # felt border
    cv.draw(RRect(12, 12, 456, 296, 24), (46, 146, 100), ow=OW)
    # the secret note
    note = Poly(rot_pts([(250, 26), (430, 26), (430, 150), (250, 150)], 5, 340, 88))
    cv.fill(Poly(rot_pts([(254, 32), (434, 32), (434, 156), (254, 156)], 5, 340, 88)), (0, 0, 0, 70))
    cv.draw(note, (255, 246, 200), ow=OW)
    for i, yy in enumerate((58, 84, 110)):
        x1 = 380 if i != 2 else 340
        cv.fill(Stroke(rot_pts([(270, yy), (x1, yy)], 5, 340, 88), 6), (120, 140, 200))
    cv.draw(Poly(rot_pts([(404, 34), (424, 34), (424, 54)], 5, 340, 88)), (240, 220, 160), ow=2.5)
    qx, qy = rot_pts([(400, 98)], 5, 340, 88)[0]
    cv.draw(Circle(qx, qy, 22), (230, 57, 70), ow=3)
    cv.text("?", qx, qy + 1, 34, P.WHITE)
    # the coin row
    faces = [coinmod.value_coin("3"), coinmod.suit_coin("suns"), coinmod.value_coin("ace"),
             coinmod.suit_coin("moons"), coinmod.value_coin("5")]
    sh = coinmod.coin_shadow()
    for i, img in enumerate(faces):
        x = 30 + i * 86
        y = 178 + (8 if i % 2 else 0)
        cv.blit_image(sh, x + 4, y + 8, 88, 88)
        cv.blit_image(img, x, y, 86, 86)
    # a peeking coin from the left with suit
    cv.blit_image(coinmod.suit_coin("crowns"), 26, 36, 96, 96)
    cv.blit_image(coinmod.suit_coin("arms"), 130, 60, 84, 84)
    return cv.result()


CARDS = {"bananas": card_bananas, "treefort": card_treefort, "bot255": card_bot255,
         "junkyard": card_junkyard, "codes": card_codes}


# --------------------------------------------------------------------------
# background
# --------------------------------------------------------------------------
def background():
    BW, BH = 1920, 1080
    cv = Canvas(BW, BH, ss=2, clear=(*INK, 255))
    top, bottom = (38, 108, 84), (22, 74, 62)
    _bands(cv, top, bottom, 24)
    rnd = random.Random(2024)
    s = cv.ss
    # soft light rays from the top left
    lay = cv.layer((255, 255, 230, 0))
    for i, (x0, w0) in enumerate(((260, 120), (520, 90), (820, 140), (1180, 80))):
        pts = [(x0, -10), (x0 + w0, -10), (x0 + w0 + 520, BH + 10), (x0 + 380, BH + 10)]
        pygame.draw.polygon(lay, (255, 255, 230, 255), [(x * s, y * s) for x, y in pts])
    cv.blit(lay, 9)
    # distant canopy bumps along the bottom
    for layer_i, (col, base, amp) in enumerate((((30, 92, 70), 930, 70), ((26, 82, 64), 990, 60))):
        shapes = []
        x = -60
        while x < BW + 80:
            r = rnd.randint(70, 130)
            shapes.append(Circle(x, base + rnd.randint(-amp // 2, amp // 2), r))
            x += r * 1.3
        shapes.append(RRect(-10, base, BW + 20, BH - base + 10, 0))
        cv.fill(shapes, col)
    # hanging vines with leaves
    vine_col = (30, 88, 66)
    leaf_cols = [(34, 100, 74), (44, 116, 82)]
    for vx, vlen in ((120, 520), (300, 300), (1560, 420), (1760, 620), (1860, 260), (980, 160)):
        pts = smooth_open([(vx, -10), (vx + 30, vlen * 0.3), (vx - 20, vlen * 0.65), (vx + 12, vlen)], 10)
        cv.fill(Stroke(pts, 10), vine_col)
        for j in range(2, len(pts) - 1, 4):
            px, py = pts[j]
            ang = 20 if j % 8 == 2 else 160
            cv.fill(Poly(_leaf(px, py, 60, 20, ang + rnd.randint(-15, 15))), leaf_cols[j % 2])
    # big corner leaves (low contrast)
    corner_leaves = [
        (-40, -40, 420, 120, 40, (30, 96, 72)), (-60, 120, 380, 110, 15, (34, 104, 76)),
        (40, -60, 340, 100, 70, (28, 90, 70)),
        (BW + 40, -40, 420, 120, 140, (30, 96, 72)), (BW + 60, 160, 360, 110, 165, (34, 104, 76)),
        (BW - 60, -60, 320, 100, 110, (28, 90, 70)),
        (-40, BH + 40, 440, 130, -40, (20, 66, 54)), (120, BH + 60, 380, 110, -70, (24, 72, 58)),
        (BW + 40, BH + 40, 440, 130, 220, (20, 66, 54)), (BW - 140, BH + 60, 380, 110, 250, (24, 72, 58)),
    ]
    for (x, y, L, wd, ang, col) in corner_leaves:
        cv.fill(Poly(_leaf(x, y, L, wd, ang)), col)
        a = math.radians(ang)
        cv.fill(Stroke([(x, y), (x + math.cos(a) * L * 0.85, y + math.sin(a) * L * 0.85)], 6), P.darken(col, 0.15))
    # a few fireflies / sparkles
    for _ in range(26):
        x, y = rnd.randint(80, BW - 80), rnd.randint(80, 880)
        cv.overlay(Circle(x, y, rnd.choice((3, 4, 5))), (220, 255, 180), 60)
    return cv.result()


# The title screen's name as one picture, drawn as `draw_text(..., shadow=True)`
# would draw it (our font, banana yellow, a black copy 3 px down and right):
# rendering 120 px letters was the largest single piece of the first frame's
# work (issue 20), and a name never changes.
TITLE_TEXT, TITLE_SIZE, TITLE_SHADOW = "Monkey Arcade", 120, 3


def title() -> pygame.Surface:
    from .canvas import font
    from game.ui.theme import ACCENT
    f = font(TITLE_SIZE)
    ink, shade = f.render(TITLE_TEXT, True, ACCENT), f.render(TITLE_TEXT, True, (0, 0, 0))
    out = pygame.Surface((ink.get_width() + TITLE_SHADOW, ink.get_height() + TITLE_SHADOW),
                         pygame.SRCALPHA)
    out.blit(shade, (TITLE_SHADOW, TITLE_SHADOW))
    out.blit(ink, (0, 0))
    return out


def app_icon() -> pygame.Surface:
    """The window's icon: our waving monkey, 64 px (a window without an icon of its
    own makes pygame find and read its default one, 5 ms of every start-up)."""
    from .monkey import monkey_frame
    return pygame.transform.smoothscale(monkey_frame("wave", 0), (64, 64))
