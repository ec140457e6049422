"""Our mascot: a friendly cartoon monkey, drawn from circles and curves.

The monkey is described in a 256x256 design space. ``draw_monkey`` can place it
anywhere on any canvas at any scale, so the game cards reuse the same drawing.
"""
from __future__ import annotations

import math

from . import palette as P
from .canvas import Canvas, Circle, Ellipse, Poly, Stroke, arc_pts, smooth_closed, smooth_open

INK = P.INK


class Xf:
    """Maps design-space coordinates (256 box) onto a canvas."""

    def __init__(self, ox=0.0, oy=0.0, k=1.0, flip=False):
        self.ox, self.oy, self.k, self.flip = ox, oy, k, flip

    def p(self, x, y):
        if self.flip:
            x = 256 - x
        return (self.ox + x * self.k, self.oy + y * self.k)

    def pts(self, pts):
        return [self.p(x, y) for x, y in pts]

    def d(self, v):
        return v * self.k

    # shape helpers in design space
    def circle(self, x, y, r):
        return Circle(*self.p(x, y), r * self.k)

    def ellipse(self, x, y, rx, ry, rot=0.0):
        return Ellipse(*self.p(x, y), rx * self.k, ry * self.k, -rot if self.flip else rot)

    def poly(self, pts):
        return Poly(self.pts(pts))

    def stroke(self, pts, w):
        return Stroke(self.pts(pts), w * self.k)


# --------------------------------------------------------------------------
# poses
# --------------------------------------------------------------------------
# Arms are (shoulder, elbow, hand) in design space, before the body bob.
ARM_DOWN_L = ((100, 168), (86, 192), (92, 214))
ARM_DOWN_R = ((156, 168), (170, 192), (164, 214))


def pose(name, frame):
    """Return a dict of pose parameters for an animation frame."""
    p = dict(dy=0.0, jump=0.0, breathe=0.0, arm_l=ARM_DOWN_L, arm_r=ARM_DOWN_R,
             eyes="open", look=(0.0, 1.0), mouth="smile", bubble=None, tail=0.0,
             arms_front=True, lean=0.0)
    if name == "idle":
        b = [0.0, 1.0, 2.0, 1.0][frame]
        p.update(dy=b * 1.6, breathe=b, tail=[0, 1, 2, 1][frame])
        p["arm_l"] = ((100, 168), (86, 193 + b), (93, 215 + b))
        p["arm_r"] = ((156, 168), (170, 193 + b), (163, 215 + b))
    elif name == "cheer":
        j = [0.0, 7.0, 12.0, 5.0][frame]
        p.update(jump=j, mouth="open", eyes="happy" if frame in (1, 2) else "open",
                 look=(0.0, -0.5), tail=[0, 2, 3, 1][frame])
        spread = [0, 6, 10, 4][frame]
        p["arm_l"] = ((100, 166), (62 - spread * 0.3, 140), (40 - spread, 72 - spread * 0.5))
        p["arm_r"] = ((156, 166), (194 + spread * 0.3, 140), (216 + spread, 72 - spread * 0.5))
    elif name == "think":
        p.update(mouth="hmm", look=(0.6, -0.8) if frame == 0 else (-0.6, -0.8),
                 bubble=frame, tail=frame)
        p["arm_r"] = ((156, 170), (182, 190), (152, 162))    # hand on chin
        p["arm_l"] = ((100, 168), (96, 196), (138, 196))     # arm across belly
    elif name == "wave":
        a = [-16, 0, 16, 0][frame]
        ex, ey = 58, 146
        L = 62
        hx = ex + L * math.sin(math.radians(a - 12))
        hy = ey - L * math.cos(math.radians(a - 12))
        p.update(mouth="open" if frame in (1, 3) else "big", look=(-0.3, 0.6), tail=frame % 2 * 2)
        p["arm_l"] = ((100, 166), (ex, ey), (hx, hy))
        p["wave"] = a
    return p


# --------------------------------------------------------------------------
# drawing
# --------------------------------------------------------------------------
def _arm(cv, X, arm, bob, w=17, ow=5.0):
    (sx, sy), (ex, ey), (hx, hy) = arm
    pts = smooth_open([(sx, sy + bob), (ex, ey + bob), (hx, hy + bob)], 8)
    cv.draw(X.stroke(pts, w), P.FUR, ow=X.d(ow))
    cv.draw(X.circle(hx, hy + bob, 12.5), P.SKIN, ow=X.d(ow))
    cv.shade(X.circle(hx, hy + bob, 12.5), X.circle(hx + 4, hy + bob + 4, 12), P.SKIN_SHADE, 255)


def draw_head(cv, X, cy=100.0, eyes="open", look=(0.0, 1.0), mouth="smile", ow=5.0):
    """The head (ears, tuft, face) centred at (128, cy) in design space."""
    o = X.d(ow)
    # ears behind
    for ex in (66, 190):
        cv.draw(X.circle(ex, cy + 6, 23), P.FUR, ow=o)
        cv.draw(X.circle(ex, cy + 6, 13.5), P.SKIN, ow=X.d(3))
    # head + tuft as one outlined shape
    tuft = X.poly(smooth_closed([(112, cy - 50), (114, cy - 66), (126, cy - 78), (124, cy - 64),
                                 (138, cy - 74), (140, cy - 60), (146, cy - 52)], 8))
    head = X.circle(128, cy, 60)
    cv.draw([head, tuft], P.FUR, ow=o)
    cv.shade([head], X.circle(118, cy - 14, 56), P.FUR_LIGHT, 255)
    cv.shade([head], X.circle(128, cy - 6, 57), P.FUR, 255)
    cv.shade([head], X.ellipse(98, cy - 36, 14, 8, -30), P.lighten(P.FUR, 0.35), 200)
    # face mask: two eye lobes + muzzle
    face = [X.circle(106, cy - 2, 27), X.circle(150, cy - 2, 27), X.ellipse(128, cy + 26, 44, 29)]
    cv.draw(face, P.SKIN, ow=X.d(3.5))
    cv.shade(face, X.ellipse(128, cy + 46, 44, 12), P.SKIN_SHADE, 200)
    # cheeks
    cv.shade(face, [X.ellipse(94, cy + 24, 10, 6), X.ellipse(162, cy + 24, 10, 6)], P.CHEEK, 150)
    # eyes
    for ex in (107, 149):
        ey = cy - 4
        if eyes == "happy":
            cv.fill(X.stroke(arc_pts(ex, ey + 6, 10, 10, 200, 340, 12), 5), INK)
        elif eyes == "closed":
            cv.fill(X.stroke(arc_pts(ex, ey - 2, 10, 8, 20, 160, 12), 5), INK)
        else:
            cv.draw(X.ellipse(ex, ey, 12, 15), P.WHITE, ow=X.d(3))
            lx, ly = look
            px, py = ex + lx * 4.5, ey + ly * 5
            cv.fill(X.circle(px, py, 8), INK)
            cv.fill(X.circle(px - 2.5, py - 3, 3), P.WHITE)
            cv.fill(X.circle(px + 2.8, py + 2.5, 1.4), P.WHITE)
    # brows
    if mouth == "hmm":
        cv.fill(X.stroke([(95, cy - 26), (108, cy - 30), (118, cy - 27)], 4.5), P.FUR_DARK)
        cv.fill(X.stroke([(138, cy - 31), (150, cy - 34), (162, cy - 28)], 4.5), P.FUR_DARK)
    # nose
    cv.fill([X.ellipse(121, cy + 15, 3.2, 2.6), X.ellipse(135, cy + 15, 3.2, 2.6)], P.darken(P.SKIN_SHADE, 0.45))
    # mouth
    my = cy + 28
    if mouth == "smile":
        cv.fill(X.stroke(arc_pts(128, my - 10, 20, 15, 25, 155, 16), 4.5), INK)
    elif mouth in ("open", "big"):
        rx, ry = (20, 17) if mouth == "open" else (23, 19)
        pts = [(128 - rx, my - 3), (128 + rx, my - 3)] + arc_pts(128, my - 3, rx, ry, 0, 180, 20)
        m = X.poly(pts)
        cv.draw(m, P.MOUTH, ow=X.d(3.5))
        cv.shade(m, X.ellipse(128, my + ry - 3, 12, 8), P.TONGUE, 255)
        cv.shade(m, X.poly([(100, my - 8), (156, my - 8), (156, my + 1), (100, my + 1)]), P.WHITE, 255)
    elif mouth == "hmm":
        cv.fill(X.stroke(smooth_open([(116, my + 2), (124, my - 1), (132, my + 2), (140, my)], 6), 4.5), INK)


def _tail(cv, X, cx, cy, t, ow):
    sw = t * 3
    pts = smooth_open([(150, cy + 20), (190, cy + 28), (214, cy + 6), (222 + sw * 0.3, cy - 24),
                       (208, cy - 48 - sw), (192, cy - 40 - sw), (196, cy - 26)], 8)
    cv.draw(X.stroke(pts, 11), P.FUR, ow=X.d(ow))


def draw_monkey(cv, X, name="idle", frame=0, ow=5.0):
    p = pose(name, frame)
    jump = p["jump"]
    bob = p["dy"] - jump
    o = X.d(ow)
    body_y = 190 + bob * 0.5 - jump * 0.5
    head_y = 100 + bob
    # tail (behind everything)
    _tail(cv, X, 128, body_y, p["tail"], ow)
    # legs + feet
    fy = 240 - jump
    for lx, fx in ((112, 104), (144, 152)):
        cv.draw(X.stroke([(lx, body_y + 22), (fx, fy - 6)], 20), P.FUR, ow=o)
    for fx, d in ((102, -1), (154, 1)):
        cv.draw(X.ellipse(fx + d * 4, fy - 1, 17, 9), P.SKIN, ow=o)
    # body
    br = 44 + p["breathe"] * 0.6
    body = X.ellipse(128, body_y, 41 + p["breathe"] * 0.4, br)
    cv.draw(body, P.FUR, ow=o)
    cv.shade(body, X.ellipse(140, body_y + 12, 41, br), P.FUR_DARK, 90)
    belly = X.ellipse(128, body_y + 8, 27, 31)
    cv.draw(belly, P.SKIN, ow=X.d(3))
    cv.shade(belly, X.ellipse(134, body_y + 18, 27, 28), P.SKIN_SHADE, 160)
    # arms: the left one, then (for think) head, then hand on chin on top
    arm_bob = bob * 0.5 - jump * 0.5
    if name == "cheer":
        draw_head(cv, X, head_y, p["eyes"], p["look"], p["mouth"], ow)
        _arm(cv, X, p["arm_l"], -jump)
        _arm(cv, X, p["arm_r"], -jump)
    elif name == "think":
        _arm(cv, X, p["arm_l"], arm_bob)
        draw_head(cv, X, head_y, p["eyes"], p["look"], p["mouth"], ow)
        _arm(cv, X, p["arm_r"], bob)
    elif name == "wave":
        _arm(cv, X, p["arm_r"], arm_bob)
        draw_head(cv, X, head_y, p["eyes"], p["look"], p["mouth"], ow)
        _arm(cv, X, p["arm_l"], arm_bob)
        # motion lines next to the waving hand
        hx, hy = p["arm_l"][2]
        a = p["wave"]
        for r in (24, 33):
            pts = arc_pts(hx, hy, r, r, 200 + a, 250 + a, 8)
            cv.fill(X.stroke(pts, 4), P.lighten(INK, 0.15))
    else:
        _arm(cv, X, p["arm_l"], arm_bob)
        _arm(cv, X, p["arm_r"], arm_bob)
        draw_head(cv, X, head_y, p["eyes"], p["look"], p["mouth"], ow)
    if p["bubble"] is not None:
        bx, by = (212, 42)
        cv.draw([X.circle(172, 70, 4), X.circle(184, 60, 6)], P.WHITE, ow=X.d(3))
        bub = X.ellipse(bx, by, 28, 24)
        cv.draw(bub, P.WHITE, ow=X.d(3.5))
        label = "?" if p["bubble"] == 0 else "!"
        cx_, cy_ = X.p(bx, by + 1)
        cv.text(label, cx_, cy_, X.d(34), (29, 119, 214))


def monkey_frame(name, frame):
    cv = Canvas(256, 256)
    draw_monkey(cv, Xf(), name, frame)
    return cv.result()


def badge(seat):
    """96x96 round seat badge with the monkey face on a seat colour."""
    col = P.SEAT_COLOURS[seat]
    cv = Canvas(96, 96)
    disc = Circle(48, 48, 43)
    cv.draw(disc, col, ow=3.5)
    cv.shade(disc, Circle(48, 58, 43), P.darken(col, 0.18), 255)
    cv.shade(disc, Circle(48, 48 - 3, 40), col, 255)
    cv.shade(disc, Ellipse(34, 22, 16, 8, -30), P.lighten(col, 0.45), 200)
    ring = cv.layer((255, 255, 255, 0))
    Circle(48, 48, 39).draw(cv, ring, (255, 255, 255, 255))
    Circle(48, 48, 36).draw(cv, ring, (255, 255, 255, 0))
    cv.blit(ring, 200)
    k = 0.37
    X = Xf(48 - 128 * k, 53 - 108 * k, k)
    draw_head(cv, X, 100, "open", (0.0, 0.4), "smile", ow=5.5)
    return cv.result()
