"""The icons the game's card faces draw their numbers next to (128x128, transparent)."""
from __future__ import annotations

from .. import palette as P
from ..canvas import Canvas, Circle, Ellipse, Poly, RRect, Stroke, quad, star_pts
from .parts import INK, TYPE_COLOURS, WHITE, circle, fist, star


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
