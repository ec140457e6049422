"""Colours, seat palettes and sizes shared by every scene."""
from __future__ import annotations

BG = (24, 58, 44)
BG_DARK = (14, 34, 26)
PANEL = (250, 244, 226)
PANEL_EDGE = (60, 40, 22)
INK = (40, 28, 18)          # text on light panels
TEXT = (255, 250, 235)      # text on the dark background
MUTED = (190, 200, 180)
ACCENT = (255, 196, 40)     # banana yellow: focus rings, highlights
GOOD = (70, 190, 90)
BAD = (225, 70, 60)
SHADOW = (0, 0, 0, 90)

# Seat names, colours and shapes come from one place, shared with the rules.
from game.core.seats import (CB_SEAT_COLOURS, CB_SEAT_NAMES, SEAT_COLOURS,  # noqa: E402,F401
                             SEAT_NAMES, SEAT_SHAPES, seat_colour, seat_name, seat_shape)

FONT_SIZES = {"huge": 120, "title": 84, "big": 60, "large": 46, "body": 34, "small": 32}
