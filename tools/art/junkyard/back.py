"""The card back every card shares."""
from __future__ import annotations

from ..canvas import Canvas, Ellipse, RRect, Stroke, arc_pts
from .parts import BH, BW, GOLD, INK, OW, SKYBLUE, WHITE, YELLOW, box, knob, line, star, wheel
from .furniture import tilted_box
from .machines import dial
from .attacks_sneak import monkey_head


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
