"""Piecepack coins (suit faces, value faces, edge, shadow), suit symbols, bag."""
from __future__ import annotations

import math

import pygame

from . import palette as P
from .canvas import (Canvas, Circle, Ellipse, Poly, RRect, Stroke, arc_pts, blur,
                     smooth_closed, star_pts)

INK = P.INK
OW = 5.0  # outline width at 256 px


# --------------------------------------------------------------------------
# suit symbols: each draws into canvas ``cv`` centred at (cx, cy), size s
# (s ~ radius of the symbol), outline width ow.
# --------------------------------------------------------------------------
def sym_suns(cv, cx, cy, s, ow):
    col = P.SUIT_COLOURS["suns"]
    rays = []
    n = 10
    for i in range(n):
        a = math.radians(i * 360 / n - 90)
        a1 = a - math.radians(11)
        a2 = a + math.radians(11)
        r_in, r_out = s * 0.55, s * (1.0 if i % 2 == 0 else 0.86)
        rays.append(Poly([(cx + r_in * math.cos(a1), cy + r_in * math.sin(a1)),
                          (cx + r_out * math.cos(a), cy + r_out * math.sin(a)),
                          (cx + r_in * math.cos(a2), cy + r_in * math.sin(a2))]))
    # round the ray tips by giving them a small stroke too
    tips = [Stroke([(cx + s * 0.6 * math.cos(math.radians(i * 36 - 90)), cy + s * 0.6 * math.sin(math.radians(i * 36 - 90))),
                    (cx + s * (0.93 if i % 2 == 0 else 0.8) * math.cos(math.radians(i * 36 - 90)),
                     cy + s * (0.93 if i % 2 == 0 else 0.8) * math.sin(math.radians(i * 36 - 90)))], s * 0.12)
            for i in range(n)]
    core = Circle(cx, cy, s * 0.56)
    cv.draw(rays + tips + [core], col, ow=ow)
    inner = Circle(cx, cy, s * 0.40)
    cv.draw(inner, (255, 206, 60), outline=P.darken(col, 0.1), ow=ow * 0.6)
    cv.shade(inner, Circle(cx - s * 0.12, cy - s * 0.14, s * 0.22), (255, 240, 170), 255)


def _crescent(cx, cy, s):
    """Crescent polygon: outer circle minus an offset circle."""
    R1 = s
    ox, oy = cx + s * 0.42, cy - s * 0.28
    R2 = s * 0.82
    pts = []
    for i in range(361):
        a = math.radians(i)
        x, y = cx + R1 * math.cos(a), cy + R1 * math.sin(a)
        if math.hypot(x - ox, y - oy) >= R2:
            pts.append((a, x, y))
    # take the contiguous outer arc (angles outside the cut)
    # find the gap and rotate so the arc is contiguous
    angs = [p[0] for p in pts]
    gap_i = max(range(len(angs)), key=lambda i: (angs[i] - angs[i - 1]) % (2 * math.pi))
    outer = pts[gap_i:] + pts[:gap_i]
    a_start = math.atan2(outer[0][2] - oy, outer[0][1] - ox)
    a_end = math.atan2(outer[-1][2] - oy, outer[-1][1] - ox)
    # inner arc from end back to start along the cut circle (inside the outer circle)
    inner = []
    span = (a_start - a_end) % (2 * math.pi)
    # choose the direction that lies inside the outer circle
    mid = a_end + span / 2
    if math.hypot(ox + R2 * math.cos(mid) - cx, oy + R2 * math.sin(mid) - cy) > R1:
        span = span - 2 * math.pi
    for i in range(1, 60):
        a = a_end + span * i / 60
        inner.append((ox + R2 * math.cos(a), oy + R2 * math.sin(a)))
    return [(x, y) for _, x, y in outer] + inner


def sym_moons(cv, cx, cy, s, ow):
    col = P.SUIT_COLOURS["moons"]
    poly = Poly(_crescent(cx - s * 0.08, cy + s * 0.05, s * 0.92))
    cv.draw(poly, col, ow=ow)
    # soft highlight along the outer edge + two little stars
    cv.shade(poly, Poly(_crescent(cx - s * 0.14, cy + s * 0.0, s * 0.78)), P.lighten(col, 0.25), 255)
    for (sx, sy, r) in ((0.40, -0.34, 0.2), (0.72, 0.02, 0.13)):
        st = Poly(star_pts(cx + s * sx, cy + s * sy, s * r, s * r * 0.45, 4, -90))
        cv.draw(st, (255, 214, 70), ow=ow * 0.7)


def sym_crowns(cv, cx, cy, s, ow):
    col = P.SUIT_COLOURS["crowns"]
    w = s * 1.7
    x0, x1 = cx - w / 2, cx + w / 2
    yb = cy + s * 0.62   # bottom of band
    yband = cy + s * 0.26
    ytip = cy - s * 0.62
    yval = cy - s * 0.05
    body = Poly([(x0, yb), (x0, ytip + s * 0.12), (cx - w * 0.25, yval), (cx, ytip - s * 0.05),
                 (cx + w * 0.25, yval), (x1, ytip + s * 0.12), (x1, yb)])
    balls = [Circle(x0, ytip + s * 0.06, s * 0.15), Circle(cx, ytip - s * 0.12, s * 0.16),
             Circle(x1, ytip + s * 0.06, s * 0.15)]
    band = RRect(x0 - s * 0.06, yband, w + s * 0.12, yb - yband, s * 0.1)
    cv.draw([body] + balls + [band], col, ow=ow)
    cv.draw(band, P.lighten(col, 0.15), ow=ow * 0.6)
    cv.draw(balls, (255, 206, 60), ow=ow * 0.6)
    for i, jx in enumerate((-0.5, 0.0, 0.5)):
        jc = (255, 206, 60) if i != 1 else (240, 80, 110)
        cv.draw(Circle(cx + jx * s, (yband + yb) / 2, s * (0.11 if i != 1 else 0.14)), jc, ow=ow * 0.5)
    cv.shade(body, Poly([(x0, ytip), (cx - w * 0.12, ytip), (x0 + w * 0.06, yband)]), P.lighten(col, 0.25), 200)


def _fleur(cx, cy, s):
    """Fleur-de-lis built from smooth petals; returns list of Polys."""
    def P_(pts):
        return [(cx + x * s, cy + y * s) for x, y in pts]
    centre = smooth_closed(P_([(0, -1.02), (0.22, -0.72), (0.27, -0.35), (0.17, 0.05), (0, 0.22),
                               (-0.17, 0.05), (-0.27, -0.35), (-0.22, -0.72)]), 10)
    right = smooth_closed(P_([(0.10, 0.08), (0.15, -0.30), (0.42, -0.55), (0.80, -0.50), (0.92, -0.22),
                              (0.74, -0.02), (0.62, -0.22), (0.52, -0.18), (0.45, 0.02), (0.35, 0.14)]), 10)
    left = [(2 * cx - x, y) for x, y in right]
    band = P_([(-0.56, 0.10), (0.56, 0.10), (0.56, 0.30), (-0.56, 0.30)])
    foot = smooth_closed(P_([(0, 0.25), (0.22, 0.42), (0.46, 0.78), (0.18, 0.70), (0, 0.88),
                             (-0.18, 0.70), (-0.46, 0.78), (-0.22, 0.42)]), 10)
    return [Poly(foot), Poly(right), Poly(left), Poly(centre)], Poly(band)


def sym_arms(cv, cx, cy, s, ow):
    col = P.SUIT_COLOURS["arms"]
    petals, band = _fleur(cx, cy - s * 0.02, s)
    cv.draw(petals, col, ow=ow)
    cv.shade(petals[3], Ellipse(cx - s * 0.1, cy - s * 0.5, s * 0.07, s * 0.3), P.lighten(col, 0.35), 220)
    bx0 = cx - s * 0.6
    cv.draw(RRect(bx0, cy + s * 0.06, s * 1.2, s * 0.24, s * 0.1), (255, 206, 60), ow=ow * 0.8)


SYMBOLS = {"suns": sym_suns, "moons": sym_moons, "crowns": sym_crowns, "arms": sym_arms}


# --------------------------------------------------------------------------
# coins
# --------------------------------------------------------------------------
C = 128          # centre
R_OUT = 118      # rim radius
R_FACE = 98      # face radius


def _coin_base(cv, face_col, ring_col=None):
    rim = Circle(C, C, R_OUT)
    cv.draw(rim, P.COIN_RIM, ow=OW)
    # rim shading: light top-left, dark bottom-right
    cv.shade(rim, Circle(C + 10, C + 12, R_OUT), P.COIN_RIM_DARK, 255)
    cv.shade(rim, Circle(C - 2, C - 2, R_OUT - 4), P.COIN_RIM, 255)
    cv.shade(rim, Ellipse(C - 40, C - 70, 52, 26, -35), P.COIN_RIM_LIGHT, 200)
    # little reeding notches around the rim
    for i in range(36):
        a = math.radians(i * 10)
        p1 = (C + (R_OUT - 3) * math.cos(a), C + (R_OUT - 3) * math.sin(a))
        p2 = (C + (R_FACE + 8) * math.cos(a), C + (R_FACE + 8) * math.sin(a))
        cv.overlay(Stroke([p1, p2], 2.2), P.COIN_RIM_DARK, 90)
    face = Circle(C, C, R_FACE)
    cv.draw(face, face_col, ow=3.5)
    cv.shade(face, Circle(C - 8, C - 10, R_FACE), P.mix(face_col, P.COIN_FACE_SHADE, 0.0), 255)
    cv.shade(face, Circle(C + 70, C + 70, R_FACE), P.mix(face_col, P.COIN_FACE_SHADE, 0.6), 120)
    if ring_col is not None:
        ring_outer = Circle(C, C, R_FACE - 8)
        lay = cv.layer((*ring_col, 0))
        ring_outer.draw(cv, lay, (*ring_col, 255))
        Circle(C, C, R_FACE - 13).draw(cv, lay, (*ring_col, 0))
        cv.blit(lay, 150)
    return face


def suit_coin(suit):
    cv = Canvas(256, 256)
    col = P.SUIT_COLOURS[suit]
    _coin_base(cv, P.mix(P.COIN_FACE, P.lighten(col, 0.82), 0.55), ring_col=col)
    size = {"suns": 80, "moons": 74, "crowns": 72, "arms": 78}[suit]
    SYMBOLS[suit](cv, C, C + (4 if suit == "moons" else 0), size, OW)
    return cv.result()


def value_coin(value):
    cv = Canvas(256, 256)
    _coin_base(cv, P.COIN_FACE, ring_col=P.COIN_RIM_DARK if value != "null" else None)
    ink = P.COIN_NUMERAL
    if value == "null":
        # an empty face: a faint dashed ring, clearly "nothing"
        for i in range(16):
            a0 = i * 22.5
            cv.overlay(Stroke(arc_pts(C, C, 46, 46, a0, a0 + 11, 6), 5), P.COIN_FACE_SHADE, 255)
        return cv.result()
    n = 1 if value == "ace" else int(value)
    label = "A" if value == "ace" else value
    cv.text(label, C, C - 20, 106, ink, outline=P.WHITE, ow=3)
    # pips along a smile-shaped arc under the numeral
    rad = 70
    spread = 28
    angs = [90 + (i - (n - 1) / 2) * spread for i in range(n)]
    for a in angs:
        x = C + rad * math.cos(math.radians(a))
        y = C + 2 + rad * math.sin(math.radians(a))
        if value == "ace":
            cv.draw(Poly(star_pts(x, y - 6, 24, 10.5, 5)), (245, 170, 30), ow=3.5)
        else:
            cv.draw(Circle(x, y, 12.5), ink, outline=None)
            cv.fill(Circle(x - 3.5, y - 3.5, 3.6), (130, 130, 180))
    return cv.result()


def coin_edge():
    cv = Canvas(32, 256)
    body = RRect(5, 6, 22, 244, 10)
    cv.draw(body, P.COIN_RIM, ow=4)
    cv.shade(body, RRect(17, 0, 20, 256, 0), P.COIN_RIM_DARK, 255)
    cv.shade(body, RRect(8, 0, 5, 256, 0), P.COIN_RIM_LIGHT, 255)
    for i in range(14, 246, 9):
        cv.shade(body, Stroke([(4, i), (28, i)], 2.2), P.COIN_RIM_DARK, 150)
    return cv.result()


def coin_shadow():
    cv = Canvas(256, 256, ss=1, clear=(0, 0, 0, 0))
    pygame.draw.circle(cv.surf, (0, 0, 0, 110), (128, 128), 106)
    out = blur(cv.surf, 10, 3)
    return out


# --------------------------------------------------------------------------
# suit symbols alone (help screens)
# --------------------------------------------------------------------------
def suit_symbol(suit):
    cv = Canvas(128, 128)
    SYMBOLS[suit](cv, 64, 64 + (3 if suit == "moons" else 0), 54, 4.0)
    return cv.result()


# --------------------------------------------------------------------------
# the bag
# --------------------------------------------------------------------------
def bag():
    cv = Canvas(256, 256)
    cloth = (150, 62, 170)
    cloth_dark = P.darken(cloth, 0.3)
    cloth_light = P.lighten(cloth, 0.3)
    # body: a round sack narrowing to a gathered neck
    body_pts = smooth_closed([(128, 92), (170, 96), (206, 130), (226, 180), (214, 226), (170, 244),
                              (86, 244), (42, 226), (30, 180), (50, 130), (86, 96)], 14)
    ruffle_pts = smooth_closed([(128, 92), (96, 96), (70, 80), (62, 52), (84, 40), (104, 54), (118, 32),
                                (140, 30), (152, 54), (174, 40), (196, 52), (188, 80), (160, 96)], 12)
    body = Poly(body_pts)
    ruffle = Poly(ruffle_pts)
    cv.draw(ruffle, P.lighten(cloth, 0.12), ow=OW)
    cv.shade(ruffle, Poly([(60, 30), (200, 30), (200, 70), (60, 70)]), cloth_light, 150)
    # dark opening inside the ruffle
    cv.draw(Ellipse(128, 52, 30, 9), (60, 20, 70), ow=3)
    cv.draw(body, cloth, ow=OW)
    cv.shade(body, Ellipse(170, 210, 110, 80), cloth_dark, 150)
    cv.shade(body, Ellipse(88, 150, 26, 44, 20), cloth_light, 170)
    # folds
    for pts in (((110, 104), (104, 140), (100, 170)), ((146, 104), (154, 134), (162, 160))):
        cv.overlay(Stroke(pts, 4), cloth_dark, 160)
    # rope around the neck with a bow
    rope = (250, 200, 70)
    neck = Stroke(arc_pts(128, 90, 46, 9, 0, 180, 20), 9)
    cv.draw(neck, rope, ow=3.5)
    cv.draw(Stroke([(150, 100), (168, 134), (162, 162)], 7), rope, ow=3.5)
    cv.draw(Stroke([(156, 100), (186, 126), (192, 152)], 7), rope, ow=3.5)
    cv.draw([Circle(162, 166, 9), Circle(193, 157, 9)], (240, 90, 80), ow=3.5)
    cv.draw(Ellipse(152, 98, 12, 9), rope, ow=3.5)
    # star emblem on the bag
    cv.draw(Poly(star_pts(118, 184, 30, 13, 5)), (255, 214, 70), ow=4)
    # a gold coin peeking out at the top
    return cv.result()
