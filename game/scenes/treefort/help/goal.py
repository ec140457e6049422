"""The help pictures of how a game is won and when it ends: fort squares are
counted, the most wins."""
from __future__ import annotations

import pygame

from game.rules.treefort.state import STALL_ROUNDS
from game.rules.treefort.trees import COINS
from game.ui.motion import phase as _phase, span as _span

from .. import pieces
from .paint import BLUE, GLOW, GREEN_SEAT, GREY, RED, _label, picture
from .patch import Patch
from .props import badge, crown


# ---------------------------------------------------------------------------- the goal
GOAL_RED = [(1, 1), (2, 1), (2, 2), (3, 2), (3, 3)]       # one fort: two platforms touching
GOAL_RED_PLATFORMS = [[(1, 1), (2, 1), (2, 2)], [(3, 2), (3, 3)]]
GOAL_BLUE = [(7, 2), (8, 2), (7, 3)]


@picture
def goal_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 8.0)
    patch = Patch(55, 40, 10, 6, 71, lambda x, y: RED if x < 3 else (BLUE if x > 6 else None))
    patch.draw(surf)
    patch.tree(surf, (5, 0), "quarter")
    patch.tree(surf, (4, 4), "nickel")
    patch.tree(surf, (8, 5), "dime")
    patch.tree(surf, (0, 4), "penny")
    for cells in GOAL_RED_PLATFORMS:
        patch.platform(surf, cells, RED)
    patch.platform(surf, GOAL_BLUE, BLUE)
    patch.fort_outline(surf, GOAL_RED, RED, count=False)
    patch.fort_outline(surf, GOAL_BLUE, BLUE, count=False)
    patch.monkey(surf, (2, 2), RED)
    patch.monkey(surf, (8, 2), BLUE, riding=True)
    patch.monkey(surf, (5, 3), RED, lumber=2)
    # counting the squares one by one
    n_red = int(len(GOAL_RED) * _span(k, 0.1, 0.55) + 0.001)
    n_blue = int(len(GOAL_BLUE) * _span(k, 0.1, 0.4) + 0.001)
    for i, c in enumerate(GOAL_RED[:n_red]):
        cx, cy = patch.rect(c).topright
        badge(surf, (cx - 22, cy + 22), str(i + 1), RED, 28)
    for i, c in enumerate(GOAL_BLUE[:n_blue]):
        cx, cy = patch.rect(c).topright
        badge(surf, (cx - 22, cy + 22), str(i + 1), BLUE, 28)
    y = patch.box.bottom + 70
    badge(surf, (250, y), f"Red: {n_red}", RED, 40)
    badge(surf, (570, y), f"Blue: {n_blue}", BLUE, 40)
    if k > 0.6:
        crown(surf, (250, y - 62), 30, k)


# ---------------------------------------------------------------------------- the end
@picture
def end_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 9.0)
    which = int(k * 3)
    boxes = [pygame.Rect(20 + i * 265, 30, 250, 300) for i in range(3)]
    for i, box in enumerate(boxes):
        pygame.draw.rect(surf, (250, 244, 226), box, border_radius=18)
        pygame.draw.rect(surf, GLOW if i == which else (190, 175, 150), box,
                         8 if i == which else 3, border_radius=18)
    # 1: no trees left standing
    b = boxes[0]
    for j, coin in enumerate(COINS):
        r = pygame.Rect(b.x + 20 + (j % 2) * 110, b.y + 20 + (j // 2) * 110, 100, 100)
        pieces.draw_stump(surf, r)
        pieces.draw_tree(surf, r, coin) if which != 0 else None
    _label(surf, "no trees left", (b.centerx, b.bottom - 40), 28)
    # 2: one player left
    b = boxes[1]
    pieces.draw_monkey(surf, pygame.Rect(b.centerx - 60, b.y + 60, 120, 120), RED)
    crown(surf, (b.centerx, b.y + 50), 28, k)
    _label(surf, "one player left", (b.centerx, b.bottom - 40), 28)
    # 3: ten quiet rounds
    b = boxes[2]
    n = 1 + int(_span(k, 0.67, 0.95) * (STALL_ROUNDS - 1)) if which == 2 else STALL_ROUNDS
    _label(surf, str(n), (b.centerx, b.y + 120), 90)
    _label(surf, "quiet rounds", (b.centerx, b.bottom - 40), 28)
    # the score
    _label(surf, "Most fort squares wins:", (410, 390), 32)
    for i, (col, name, score) in enumerate(((RED, "Red", 7), (BLUE, "Blue", 4),
                                            (GREEN_SEAT, "Green", 4))):
        x = 160 + i * 250
        badge(surf, (x, 470), f"{name}: {score}", col, 34)
        if i == 0:
            crown(surf, (x, 420), 22, k)
    _label(surf, "A tie shares the win.", (410, 560), 28, GREY)
