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

# Seat colours (the same list drives the generated seat badges).
SEAT_COLOURS = [
    (230, 57, 70), (29, 119, 214), (46, 170, 86), (247, 183, 36),
    (142, 68, 173), (240, 128, 40), (20, 170, 170), (230, 110, 170),
]
SEAT_NAMES = ["Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Teal", "Pink"]

# Colour-blind palette: Okabe-Ito colours, and every seat also has a shape.
CB_SEAT_COLOURS = [
    (213, 94, 0), (0, 114, 178), (0, 158, 115), (240, 228, 66),
    (204, 121, 167), (230, 159, 0), (86, 180, 233), (120, 120, 120),
]
CB_SEAT_NAMES = ["Vermilion", "Blue", "Green", "Yellow", "Pink", "Orange", "Sky", "Grey"]
SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart"]


def seat_colour(seat: int, colour_blind: bool = False) -> tuple[int, int, int]:
    pal = CB_SEAT_COLOURS if colour_blind else SEAT_COLOURS
    return pal[seat % len(pal)]


def seat_name(seat: int, colour_blind: bool = False) -> str:
    names = CB_SEAT_NAMES if colour_blind else SEAT_NAMES
    return names[seat % len(names)]


FONT_SIZES = {"huge": 120, "title": 84, "big": 60, "large": 46, "body": 34, "small": 26}
