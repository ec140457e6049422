"""UI pieces: 9-slice buttons and panel, cursor, input glyphs, icons, confetti."""
from __future__ import annotations

import math

from . import palette as P
from .canvas import (Canvas, Circle, Ellipse, Poly, RRect, Stroke, arc_pts, rrect_pts,
                     smooth_closed, star_pts, rot_pts)

INK = P.INK
OW = 4.5          # outline width for 96 px UI art

# 9-slice: every 96x96 button/panel keeps all its corner detail inside this
# border, and its middle row/column is uniform so it can be stretched.
NINE_SLICE_BORDER = 32

BUTTON_COLOURS = {
    "normal": ((255, 184, 48), (214, 128, 20)),
    "hover": ((255, 212, 92), (226, 146, 32)),
    "pressed": ((240, 156, 30), (200, 112, 16)),
    "disabled": ((178, 176, 188), (132, 130, 146)),
}


# --------------------------------------------------------------------------
# 9-slice pieces
# --------------------------------------------------------------------------
def button(state):
    top, lip = BUTTON_COLOURS[state]
    cv = Canvas(96, 96)
    ink = INK if state != "disabled" else (104, 100, 116)
    press = 5 if state == "pressed" else 0
    x, w, r = 5, 86, 26
    y0, h = 5 + press, 80 - press
    base = RRect(x, y0, w, h + 6 - 0, r)            # includes the lip
    cv.draw(base, lip, outline=ink, ow=OW)
    face = RRect(x, y0, w, h - 2 - (0 if press == 0 else -3), r)
    cv.fill(face, top)
    # glossy band inside the top border (stretches horizontally only)
    band_col = (255, 255, 255)
    cv.overlay(RRect(x + 9, y0 + 6, w - 18, 12, 6), band_col, 110 if state != "disabled" else 60)
    if state == "hover":
        # a white inner ring to make the hover state pop
        lay = cv.layer((255, 255, 255, 0))
        RRect(x + 3, y0 + 3, w - 6, h - 8, r - 3).draw(cv, lay, (255, 255, 255, 255))
        RRect(x + 7, y0 + 7, w - 14, h - 16, r - 7).draw(cv, lay, (255, 255, 255, 0))
        cv.blit(lay, 170)
    return cv.result()


def panel():
    cv = Canvas(96, 96)
    cv.fill(RRect(6, 10, 88, 84, 28), (0, 0, 0, 70))
    body = RRect(4, 4, 88, 84, 28)
    cv.draw(body, P.CREAM, ow=OW)
    lay = cv.layer((*P.COIN_FACE_SHADE, 0))
    RRect(12, 12, 72, 68, 20).draw(cv, lay, (*P.COIN_FACE_SHADE, 255))
    RRect(15, 15, 66, 62, 17).draw(cv, lay, (*P.COIN_FACE_SHADE, 0))
    cv.blit(lay, 200)
    return cv.result()


# --------------------------------------------------------------------------
# cursor (hotspot at CURSOR_HOTSPOT)
# --------------------------------------------------------------------------
CURSOR_HOTSPOT = (7, 5)


def cursor():
    cv = Canvas(64, 64)
    tip = CURSOR_HOTSPOT
    pts = [tip, (tip[0], 48), (18, 39), (27, 57), (38, 52), (29, 34), (43, 33)]
    arrow = Poly(pts)
    cv.fill(Poly([(x + 3, y + 3) for x, y in pts]), (0, 0, 0, 90))
    cv.draw(arrow, (255, 214, 50), ow=4)
    cv.shade(arrow, Poly([(tip[0], tip[1]), (tip[0] + 6, tip[1] + 6), (tip[0] + 6, 38), (tip[0], 44)]),
             (255, 250, 210), 255)
    return cv.result()


# --------------------------------------------------------------------------
# input glyphs
# --------------------------------------------------------------------------
PAD_COLOURS = {"a": (60, 180, 75), "b": (230, 60, 60), "x": (40, 120, 220), "y": (245, 190, 30)}


def _round_button(cv, col, label):
    cv.draw(Circle(48, 52, 40), P.darken(col, 0.3), ow=OW)
    disc = Circle(48, 47, 40)
    cv.fill(disc, col)
    cv.shade(disc, Ellipse(36, 28, 18, 9, -25), P.lighten(col, 0.5), 200)
    cv.text(label, 48, 48, 50, P.WHITE, outline=INK, ow=3.5)


def pad_button(letter):
    cv = Canvas(96, 96)
    _round_button(cv, PAD_COLOURS[letter], letter.upper())
    return cv.result()


def pad_start():
    cv = Canvas(96, 96)
    col = (70, 76, 96)
    cv.draw(RRect(6, 30, 84, 42, 21), P.darken(col, 0.3), ow=OW)
    pill = RRect(6, 26, 84, 40, 20)
    cv.fill(pill, col)
    cv.shade(pill, RRect(14, 30, 68, 8, 4), P.lighten(col, 0.3), 200)
    cv.text("START", 48, 47, 21, P.WHITE)
    return cv.result()


def pad_dpad():
    cv = Canvas(96, 96)
    col = (70, 76, 96)
    arms = [RRect(34, 8, 28, 80, 8), RRect(8, 34, 80, 28, 8)]
    cv.draw([RRect(34, 11, 28, 80, 8), RRect(8, 37, 80, 28, 8)], P.darken(col, 0.3), ow=OW)
    cv.fill(arms, col)
    cv.fill(Circle(48, 48, 9), P.darken(col, 0.2))
    for ang in (0, 90, 180, 270):
        tri = rot_pts([(48, 13), (57, 26), (39, 26)], ang, 48, 48)
        cv.fill(Poly(tri), P.WHITE)
    return cv.result()


def _keycap(cv, x, y, w, h, r=12, col=(246, 246, 250)):
    cv.draw(RRect(x, y + 5, w, h, r), (176, 178, 196), ow=OW)
    top = RRect(x, y, w, h - 1, r)
    cv.fill(top, col)
    cv.shade(top, RRect(x + 5, y + 4, w - 10, h - 14, max(2, r - 4)), P.WHITE, 255)
    return top


def key_enter():
    cv = Canvas(96, 96)
    _keycap(cv, 6, 6, 84, 80, 14)
    # a return arrow
    cv.fill(Stroke([(66, 22), (66, 44), (34, 44)], 8), INK)
    cv.fill(Poly([(24, 44), (38, 33), (38, 55)]), INK)
    cv.text("ENTER", 48, 68, 17, INK)
    return cv.result()


def key_space():
    cv = Canvas(96, 96)
    _keycap(cv, 3, 24, 90, 44, 12)
    cv.text("SPACE", 48, 44, 19, INK)
    return cv.result()


def key_esc():
    cv = Canvas(96, 96)
    _keycap(cv, 10, 10, 76, 72, 14)
    cv.text("Esc", 48, 45, 30, INK)
    return cv.result()


def key_arrows():
    cv = Canvas(96, 96)
    s = 28
    for (x, y, ang) in ((34, 14, 0), (4, 48, 270), (34, 48, 180), (64, 48, 90)):
        _keycap(cv, x, y, s, s - 2, 7)
        cx, cy = x + s / 2, y + s / 2 - 1
        tri = rot_pts([(cx, cy - 7), (cx + 7, cy + 5), (cx - 7, cy + 5)], ang, cx, cy)
        cv.fill(Poly(tri), INK)
    return cv.result()


def _mouse_shape(cv, x, y, w, h, hl=None):
    body = Poly(rrect_pts(x, y, w, h, w / 2, 10))
    cv.draw(body, (240, 242, 248), ow=OW)
    if hl:
        cv.shade(body, Poly([(x - 2, y - 2), (x + w / 2, y - 2), (x + w / 2, y + h * 0.42), (x - 2, y + h * 0.42)]),
                 hl, 255)
    cv.fill(Stroke([(x + w / 2, y + 2), (x + w / 2, y + h * 0.42)], 3.5), INK)
    cv.fill(Stroke([(x + 3, y + h * 0.42), (x + w - 3, y + h * 0.42)], 3.5), INK)
    cv.shade(body, Ellipse(x + w * 0.72, y + h * 0.7, w * 0.12, h * 0.16), P.WHITE, 200)


def mouse_left():
    cv = Canvas(96, 96)
    cv.fill(Stroke([(48, 16), (48, 8), (60, 4)], 4), INK)
    _mouse_shape(cv, 24, 14, 48, 76, (255, 150, 40))
    return cv.result()


def _hand(cv, x, y, k=1.0, col=P.WHITE):
    """A pointing hand (index finger up), tip at (x, y)."""
    def T(px, py):
        return (x + px * k, y + py * k)
    finger = Stroke([T(0, 8), T(0, 42)], 17 * k)
    palm = Poly(smooth_closed([T(-10, 34), T(12, 30), T(30, 40), T(32, 58), T(22, 74), T(-6, 76),
                               T(-20, 60), T(-22, 44)], 8))
    knuckles = [Stroke([T(14, 38), T(16, 46)], 14 * k), Stroke([T(24, 42), T(26, 50)], 12 * k)]
    thumb = Stroke([T(-12, 52), T(-24, 40)], 12 * k)
    cv.draw([finger, palm, thumb] + knuckles, col, ow=OW)
    cv.fill(Stroke([T(8, 44), T(10, 52)], 2.5 * k), P.darken(col, 0.25))
    cv.fill(Stroke([T(19, 48), T(20, 55)], 2.5 * k), P.darken(col, 0.25))


def touch():
    cv = Canvas(96, 96)
    for r, a in ((16, 255), (26, 160)):
        cv.overlay(Stroke(arc_pts(44, 20, r, r, 180, 360, 20), 4), (29, 119, 214), a)
    _hand(cv, 44, 16, 1.0, P.SKIN)
    return cv.result()


# --------------------------------------------------------------------------
# icons
# --------------------------------------------------------------------------
def _icon():
    return Canvas(96, 96)


def icon_play():
    cv = _icon()
    tri = Poly(smooth_closed([(30, 18), (78, 48), (30, 78)], 1))
    cv.draw([tri, Stroke([(30, 18), (78, 48), (30, 78), (30, 18)], 12)], (70, 190, 90), ow=OW)
    cv.shade(tri, Poly([(30, 18), (50, 30), (34, 40)]), P.lighten((70, 190, 90), 0.4), 200)
    return cv.result()


def icon_pause():
    cv = _icon()
    col = (40, 130, 230)
    for x in (24, 56):
        bar = RRect(x, 16, 18, 64, 8)
        cv.draw(bar, col, ow=OW)
        cv.shade(bar, RRect(x + 4, 20, 5, 30, 2), P.lighten(col, 0.45), 220)
    return cv.result()


def icon_help():
    cv = _icon()
    col = (40, 130, 230)
    d = Circle(48, 48, 38)
    cv.draw(d, col, ow=OW)
    cv.shade(d, Ellipse(34, 28, 14, 8, -30), P.lighten(col, 0.45), 200)
    cv.text("?", 49, 49, 56, P.WHITE, outline=INK, ow=3)
    return cv.result()


def icon_settings():
    cv = _icon()
    col = (120, 132, 160)
    teeth = []
    for i in range(8):
        teeth.append(Poly(rot_pts([(42, 10), (54, 10), (56, 26), (40, 26)], i * 45, 48, 48)))
    teeth = [Stroke([p for p in t.pts] + [t.pts[0]], 4) for t in teeth] + teeth
    body = Circle(48, 48, 28)
    cv.draw(teeth + [body], col, ow=OW)
    cv.shade(body, Circle(44, 44, 24), P.lighten(col, 0.2), 255)
    cv.draw(Circle(48, 48, 11), P.CREAM, ow=OW)
    return cv.result()


def icon_back():
    cv = _icon()
    col = (255, 150, 40)
    arc = arc_pts(52, 54, 26, 24, -90, 90, 24)
    shaft = Stroke([(40, 30)] + arc + [(30, 78)], 14)
    head = Poly([(14, 30), (42, 10), (42, 50)])
    cv.draw([shaft, head, Stroke([(16, 30), (42, 12), (42, 48), (16, 30)], 6)], col, ow=OW)
    return cv.result()


def icon_quit():
    cv = _icon()
    door = RRect(14, 10, 44, 78, 6)
    cv.draw(door, (176, 112, 60), ow=OW)
    cv.shade(door, RRect(20, 16, 32, 66, 3), (200, 136, 80), 255)
    cv.fill(Circle(46, 50, 4), INK)
    col = (230, 60, 70)
    cv.draw([Stroke([(44, 50), (72, 50)], 12), Poly([(66, 32), (90, 50), (66, 68)]),
             Stroke([(68, 34), (88, 50), (68, 66), (68, 34)], 5)], col, ow=OW)
    return cv.result()


def icon_bot(col=(20, 170, 170)):
    cv = _icon()
    cv.draw(Stroke([(48, 24), (48, 12)], 6), (150, 160, 180), ow=OW)
    cv.draw(Circle(48, 10, 7), (255, 90, 90), ow=OW * 0.8)
    for x in (10, 86):
        cv.draw(RRect(x - 6, 42, 12, 24, 5), (150, 160, 180), ow=OW)
    head = RRect(16, 24, 64, 58, 16)
    cv.draw(head, col, ow=OW)
    cv.shade(head, RRect(22, 28, 30, 6, 3), P.lighten(col, 0.45), 220)
    screen = RRect(24, 36, 48, 28, 10)
    cv.draw(screen, (30, 40, 60), ow=2.5)
    for x in (38, 58):
        cv.fill(Ellipse(x, 48, 5, 6), (120, 255, 200))
    cv.fill(Stroke(arc_pts(48, 56, 8, 4, 20, 160, 8), 3), (120, 255, 200))
    for x in (34, 44, 54, 64):
        cv.fill(RRect(x - 3, 69, 6, 7, 2), P.darken(col, 0.35))
    return cv.result()


def icon_human():
    cv = _icon()
    shirt = (230, 57, 70)
    body = Poly(smooth_closed([(14, 90), (18, 64), (34, 54), (62, 54), (78, 64), (82, 90)], 8))
    cv.draw(body, shirt, ow=OW)
    cv.shade(body, Ellipse(34, 66, 8, 5, -20), P.lighten(shirt, 0.4), 200)
    head = Circle(48, 32, 21)
    cv.draw(head, P.SKIN, ow=OW)
    hair = Poly(arc_pts(48, 32, 22, 22, 180, 360, 20) + [(60, 22), (46, 27), (34, 22)])
    cv.shade(head, hair, (110, 66, 40), 255)
    for x in (41, 55):
        cv.fill(Circle(x, 35, 2.6), INK)
    cv.fill(Stroke(arc_pts(48, 39, 6, 4, 20, 160, 8), 2.5), INK)
    return cv.result()


def icon_lock():
    cv = _icon()
    cv.draw(Stroke(arc_pts(48, 38, 19, 22, 180, 360, 24) + [(67, 44)], 9), (160, 166, 186), ow=OW)
    cv.draw(Stroke([(29, 38), (29, 44)], 9), (160, 166, 186), ow=OW)
    body = RRect(16, 42, 64, 46, 10)
    cv.draw(body, (250, 190, 40), ow=OW)
    cv.shade(body, RRect(22, 46, 52, 7, 3), (255, 230, 140), 230)
    cv.fill([Circle(48, 60, 7), Poly([(44, 62), (52, 62), (54, 76), (42, 76)])], INK)
    return cv.result()


def _eye_shape():
    top = arc_pts(48, 70, 44, 44, 215, 325, 20)
    bot = arc_pts(48, 26, 44, 44, 35, 145, 20)
    return Poly(top + bot)


def icon_eye():
    cv = _icon()
    eye = _eye_shape()
    cv.draw(eye, P.WHITE, ow=OW)
    cv.shade(eye, Circle(48, 48, 17), (29, 119, 214), 255)
    cv.shade(eye, Circle(48, 48, 8), INK, 255)
    cv.shade(eye, Circle(43, 43, 4), P.WHITE, 255)
    return cv.result()


def icon_eye_closed():
    cv = _icon()
    lid = arc_pts(48, 22, 44, 40, 35, 145, 24)
    cv.fill(Stroke(lid, 7 + 2 * OW), INK)
    cv.fill(Stroke(lid, 7), (120, 132, 160))
    for a in (60, 90, 120):
        x0 = 48 + 44 * math.cos(math.radians(a))
        y0 = 22 + 40 * math.sin(math.radians(a))
        x1 = 48 + 58 * math.cos(math.radians(a))
        y1 = 22 + 56 * math.sin(math.radians(a))
        cv.fill(Stroke([(x0, y0), (x1, y1)], 6), INK)
    return cv.result()


def icon_trophy():
    cv = _icon()
    gold = (250, 196, 40)
    handles = [Stroke(arc_pts(24, 34, 12, 14, 90, 270, 16), 7), Stroke(arc_pts(72, 34, 12, 14, -90, 90, 16), 7)]
    cup = Poly([(22, 14), (74, 14)] + arc_pts(48, 14, 26, 42, 0, 180, 24)[::1])
    cup = Poly([(22, 14), (74, 14)] + arc_pts(48, 16, 26, 40, 0, 180, 24))
    stem = Poly([(42, 54), (54, 54), (58, 72), (38, 72)])
    base = RRect(26, 70, 44, 14, 5)
    cv.draw(handles + [cup, stem, base], gold, ow=OW)
    cv.shade(cup, Ellipse(36, 28, 6, 14, 0), (255, 240, 170), 230)
    cv.fill(RRect(30, 74, 36, 6, 3), (214, 150, 20))
    cv.draw(Poly(star_pts(49, 30, 10, 4.5, 5)), P.WHITE, ow=2)
    return cv.result()


def icon_star():
    cv = _icon()
    pts = star_pts(48, 51, 39, 18, 5)
    star = Poly(pts)
    cv.draw([star, Stroke(pts + [pts[0]], 8)], (255, 204, 40), ow=OW)
    cv.shade(star, Poly([(48, 12), (57, 40), (40, 44)]), (255, 240, 170), 220)
    return cv.result()


def icon_check():
    cv = _icon()
    pts = [(16, 50), (38, 72), (80, 22)]
    cv.draw(Stroke(pts, 18), (60, 190, 80), ow=OW)
    cv.fill(Stroke([(20, 48), (37, 65)], 4), P.lighten((60, 190, 80), 0.45))
    return cv.result()


def icon_cross():
    cv = _icon()
    col = (235, 64, 70)
    cv.draw([Stroke([(22, 22), (74, 74)], 18), Stroke([(74, 22), (22, 74)], 18)], col, ow=OW)
    return cv.result()


def _speaker(cv, col=(120, 132, 160)):
    sp = Poly([(10, 36), (26, 36), (48, 16), (48, 80), (26, 60), (10, 60)])
    cv.draw([sp, Stroke([(10, 36), (26, 36), (48, 16), (48, 80), (26, 60), (10, 60), (10, 36)], 5)], col, ow=OW)
    cv.shade(sp, RRect(12, 38, 12, 6, 2), P.lighten(col, 0.45), 220)


def icon_sound_on():
    cv = _icon()
    _speaker(cv)
    for r in (14, 28):
        cv.draw(Stroke(arc_pts(50, 48, r + 6, r + 6, -50, 50, 16), 7), (40, 130, 230), ow=OW * 0.8)
    return cv.result()


def icon_sound_off():
    cv = _icon()
    _speaker(cv)
    col = (235, 64, 70)
    cv.draw([Stroke([(60, 34), (86, 62)], 9), Stroke([(86, 34), (60, 62)], 9)], col, ow=OW * 0.8)
    return cv.result()


def icon_fullscreen():
    cv = _icon()
    col = (40, 130, 230)
    L = 24
    corners = []
    for (x, y, dx, dy) in ((14, 14, 1, 1), (82, 14, -1, 1), (14, 82, 1, -1), (82, 82, -1, -1)):
        corners.append(Stroke([(x + dx * L, y), (x, y), (x, y + dy * L)], 11))
    cv.draw(corners, col, ow=OW)
    cv.fill(RRect(34, 36, 28, 24, 5), (40, 130, 230, 90))
    return cv.result()


def icon_gamepad():
    cv = _icon()
    col = (90, 96, 124)
    body = Poly(smooth_closed([(14, 36), (30, 24), (66, 24), (82, 36), (90, 70), (78, 80), (64, 66),
                               (32, 66), (18, 80), (6, 70)], 10))
    cv.draw(body, col, ow=OW)
    cv.shade(body, Ellipse(30, 34, 10, 4, -10), P.lighten(col, 0.4), 200)
    cv.fill([RRect(20, 40, 18, 6, 2), RRect(26, 34, 6, 18, 2)], P.WHITE)
    for (x, y, c) in ((66, 36, PAD_COLOURS["y"]), (74, 44, PAD_COLOURS["b"]), (58, 44, PAD_COLOURS["x"]),
                      (66, 52, PAD_COLOURS["a"])):
        cv.draw(Circle(x, y, 4.5), c, ow=1.8)
    return cv.result()


def icon_keyboard():
    cv = _icon()
    body = RRect(6, 24, 84, 50, 9)
    cv.draw(body, (235, 236, 244), ow=OW)
    for row, y in enumerate((32, 44)):
        for i in range(7):
            cv.fill(RRect(13 + i * 10.5, y, 7.5, 7.5, 2), (150, 156, 178))
    cv.fill(RRect(26, 57, 44, 8, 3), (150, 156, 178))
    return cv.result()


def icon_mouse():
    cv = _icon()
    cv.fill(Stroke([(48, 16), (48, 8), (62, 4)], 4), INK)
    _mouse_shape(cv, 26, 14, 44, 74, None)
    return cv.result()


ICONS = {
    "play": icon_play, "pause": icon_pause, "help": icon_help, "settings": icon_settings,
    "back": icon_back, "quit": icon_quit, "bot": icon_bot, "human": icon_human, "lock": icon_lock,
    "eye": icon_eye, "eye_closed": icon_eye_closed, "trophy": icon_trophy, "star": icon_star,
    "check": icon_check, "cross": icon_cross, "sound_on": icon_sound_on, "sound_off": icon_sound_off,
    "fullscreen": icon_fullscreen, "gamepad": icon_gamepad, "keyboard": icon_keyboard, "mouse": icon_mouse,
}

INPUT_GLYPHS = {
    "pad_a": lambda: pad_button("a"), "pad_b": lambda: pad_button("b"),
    "pad_x": lambda: pad_button("x"), "pad_y": lambda: pad_button("y"),
    "pad_start": pad_start, "pad_dpad": pad_dpad, "key_enter": key_enter, "key_space": key_space,
    "key_esc": key_esc, "key_arrows": key_arrows, "mouse_left": mouse_left, "touch": touch,
}


# --------------------------------------------------------------------------
# confetti
# --------------------------------------------------------------------------
def confetti(i):
    col = [P.SEAT_COLOURS[0], P.SEAT_COLOURS[3], P.SEAT_COLOURS[1], P.SEAT_COLOURS[2],
           P.SEAT_COLOURS[4], P.SEAT_COLOURS[7]][i]
    edge = P.darken(col, 0.3)
    cv = Canvas(24, 24, clear=(*edge, 0))
    if i == 0:
        sh = Poly(rot_pts([(5, 8), (19, 8), (19, 16), (5, 16)], 25, 12, 12))
    elif i == 1:
        sh = Circle(12, 12, 8)
    elif i == 2:
        sh = Poly([(12, 3), (21, 19), (3, 19)])
    elif i == 3:
        sh = Stroke([(3, 14), (7, 8), (12, 14), (17, 8), (21, 14)], 4.5)
    elif i == 4:
        sh = Poly(star_pts(12, 12.5, 10.5, 4.5, 5))
    else:
        sh = Stroke(arc_pts(12, 12, 8, 8, -30, 250, 24), 4.5)
    cv.draw(sh, col, outline=edge, ow=1.2)
    return cv.result()
