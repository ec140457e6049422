"""Seats: their names, colours and shapes, the bot kinds and their names.

The one place these come from: rules put the names in their views, scenes
draw the colours, the lobby and the log name the bots. Pure data (colours are
RGB tuples), so rules and bots may use it without pygame.
"""
from __future__ import annotations

# The table itself (timers and other system actors) acts as this seat.
SYSTEM = -1

HUMAN = "human"
BOT_KINDS = ("random", "easy", "medium", "hard")
SEAT_KINDS = (HUMAN,) + BOT_KINDS
BOT_NAMES = {"random": "Random bot", "easy": "Easy bot", "medium": "Medium bot",
             "hard": "Hard bot"}

SEAT_NAMES = ("Red", "Blue", "Green", "Yellow", "Purple", "Orange", "Teal", "Pink")
SEAT_COLOURS = (
    (230, 57, 70), (29, 119, 214), (46, 170, 86), (247, 183, 36),
    (142, 68, 173), (240, 128, 40), (20, 170, 170), (230, 110, 170),
)
# Colour-blind palette: Okabe-Ito colours, and every seat also has a shape.
CB_SEAT_NAMES = ("Vermilion", "Blue", "Green", "Yellow", "Pink", "Orange", "Sky", "Grey")
CB_SEAT_COLOURS = (
    (213, 94, 0), (0, 114, 178), (0, 158, 115), (240, 228, 66),
    (204, 121, 167), (230, 159, 0), (86, 180, 233), (120, 120, 120),
)
SEAT_SHAPES = ("circle", "square", "triangle", "diamond", "star", "hexagon", "cross", "heart")


def seat_name(seat: int, colour_blind: bool = False) -> str:
    names = CB_SEAT_NAMES if colour_blind else SEAT_NAMES
    return names[seat % len(names)]


def seat_names(players: int, colour_blind: bool = False) -> list[str]:
    return [seat_name(s, colour_blind) for s in range(players)]


def seat_colour(seat: int, colour_blind: bool = False) -> tuple[int, int, int]:
    pal = CB_SEAT_COLOURS if colour_blind else SEAT_COLOURS
    return pal[seat % len(pal)]


def seat_shape(seat: int) -> str:
    return SEAT_SHAPES[seat % len(SEAT_SHAPES)]


def bot_name(kind: str) -> str:
    """'Easy bot'; an unknown kind is named plainly rather than refused."""
    return BOT_NAMES.get(kind, f"{kind.title()} bot")
