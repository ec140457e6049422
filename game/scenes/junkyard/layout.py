"""Where things are on the Spank the Monkey table: the screen's fixed places
(status bar, towers, ground, seat labels, hand, buttons, log), and `Geo`, the
height scale and each tower's column for a number of seats and dots."""
from __future__ import annotations

import functools
from typing import Sequence

import pygame

from game.physics import Pose
from game.rules.junkyard.deck import card

from .picture import FloorPic


W, H = 1920, 1080
STATUS_Y = 38
GROUND_Y = 770
SCALE_TOP = 120                 # where the top mark of the height scale is
SCALE_X = 286                   # the ruler between the monkey's pile and the towers
MONKEY_COL = pygame.Rect(10, 84, 270, GROUND_Y - 84)
TOWERS = pygame.Rect(300, 84, 1610, GROUND_Y - 84)
LABEL_Y = 802                   # centre of the seat labels under the ground
PROMPT_Y = 846
HAND = pygame.Rect(300, 868, 880, 212)
BUTTONS = pygame.Rect(16, 866, 268, 206)
LOG = pygame.Rect(1196, 866, 712, 206)
PILE_AT = (1640, 8)
HAND_W = 124                    # a card in the hand
ZOOM_W = 168                    # the card under the cursor, raised out of the hand below the
                                # seat labels (its words are read big in reader.py)
FIGHT_W, FIGHT_H = 900, 250     # the fight box: cards in play, target, roll, window
FIGHT_CARDS = 3                 # card faces shown in it (then "+2")
FIGHT_MIN = 22                  # its words' least size
DIE_COLUMN = 130                # its right edge, where the dice land
SLAB_W = 430
MIN_DOTS = 16                   # the scale grows with the monkey and the towers: a 1-dot
                                # card starts 40 px tall, tall enough for its name (28 px)
SKY = (120, 186, 226)
DIRT = (120, 92, 60)
class Geo:
    """Where things are for `n` towers and a scale of `dots` steps."""

    def __init__(self, n: int, dots: int = MIN_DOTS):
        self.n = n
        self.dots = max(MIN_DOTS, dots)
        self.unit = (GROUND_Y - SCALE_TOP) / self.dots
        self.col_w = TOWERS.w / n
        self.xs = [TOWERS.x + self.col_w * (i + 0.5) for i in range(n)]
        self.slab_w = float(int(min(SLAB_W, self.col_w - 64)))

    def y_of(self, height: float) -> float:
        return GROUND_Y - height * self.unit

    def slab_h(self, cid: str) -> float:
        return card(cid).height * self.unit

    def layout(self, tower: Sequence[FloorPic], seat: int) -> dict[str, Pose]:
        """Each junk card's centre, bottom card on the ground, no gaps."""
        out: dict[str, Pose] = {}
        top = float(GROUND_Y)
        x = self.xs[seat]
        for f in tower:
            h = self.slab_h(f.junk)
            out[f.junk] = (x, top - h / 2, 0.0)
            top -= h
        return out

    def tabs(self, f: FloorPic) -> tuple[tuple[float, float, float, float], ...]:
        """(dx, dy, w, h) of each reinforcement peeking out behind the card's right edge."""
        h = self.slab_h(f.junk)
        th = max(18.0, min(h - 6, 34.0))
        out = []
        for k in range(len(f.reinforcements)):
            w = 44.0       # its last 30 px peek out: room for "+4"
            dx = self.slab_w / 2 - w / 2 + 30 + 30 * k
            out.append((dx, 0.0, w, th))
        return tuple(out)

    def label_rect(self, seat: int) -> pygame.Rect:
        w = int(min(self.col_w - 12, 320))
        r = pygame.Rect(0, 0, w, 56)
        r.center = (int(self.xs[seat]), LABEL_Y)
        return r

    def column(self, seat: int) -> pygame.Rect:
        x = int(TOWERS.x + self.col_w * seat)
        return pygame.Rect(x, TOWERS.y, int(self.col_w), GROUND_Y - TOWERS.y + 60)


@functools.lru_cache(maxsize=64)
def shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    """The dark, see-through box behind words laid over the table."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (10, 14, 20, alpha), s.get_rect(), border_radius=18)
    return s
