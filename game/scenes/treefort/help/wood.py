"""The help pictures of the Great Wood: the board's grids and neutral ground
(with the shipped boards for more players, small) and the four sizes of tree."""
from __future__ import annotations

import functools
import math

import pygame

from game.rules.treefort.trees import COINS, LUMBER, MAX_LUMBER
from game.ui import theme
from game.ui.motion import mix as _mix, phase as _phase

from .. import pieces
from .paint import BLUE, GLOW, GRASS, GREY, NEUTRAL, RED, _label, picture
from .patch import Patch
from .props import badge


TWO_PLAYER_TREES = {(1, 1): "dime", (5, 2): "penny", (3, 5): "quarter", (6, 6): "nickel",
                    (10, 1): "nickel", (12, 4): "quarter", (9, 6): "penny", (14, 3): "dime",
                    (17, 1): "quarter", (20, 3): "dime", (19, 6): "penny", (22, 5): "nickel"}


BOARD_THUMBS = (3, 4, 8)


@functools.lru_cache(maxsize=8)
def board_owners(players: int) -> tuple[tuple[int, int, int | None], ...]:
    """The shipped board for `players` as (x, y, seat or None), or () if it can't be read."""
    try:
        from game.maps.treefort import layout_for
        owner = layout_for(players).owner_of
    except Exception:              # a missing map must not take the help page down
        return ()
    return tuple(sorted((c.x, c.y, o) for c, o in owner.items()))


@functools.lru_cache(maxsize=8)
def _thumb_image(players: int, w: int, h: int) -> pygame.Surface | None:
    """The shipped board for `players`, one small square per board square."""
    owner = board_owners(players)
    if not owner:
        return None
    xs = [x for x, _, _ in owner]
    ys = [y for _, y, _ in owner]
    x0, y0 = min(xs), min(ys)
    cols, rows = max(xs) - x0 + 1, max(ys) - y0 + 1
    s = max(1, min(w // cols, h // rows))
    out = pygame.Surface((cols * s, rows * s), pygame.SRCALPHA)
    for x, y, o in owner:
        col = NEUTRAL if o is None else _mix(GRASS, theme.SEAT_COLOURS[o % 8], 0.6)
        out.fill(col, ((x - x0) * s, (y - y0) * s, s, s))
    return out


def _thumb(surf: pygame.Surface, players: int, box: pygame.Rect) -> None:
    img = _thumb_image(players, box.w, box.h)
    if img is not None:
        surf.blit(img, img.get_rect(center=box.center))


@picture
def board_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.5)
    s = 32
    patch = Patch(26, 90, 24, 8, s,
                  lambda x, y: RED if x < 8 else (BLUE if x >= 16 else None))
    patch.draw(surf)
    for c, coin in TWO_PLAYER_TREES.items():
        patch.tree(surf, c, coin)
    for c in ((2, 3), (4, 1), (6, 4), (1, 6)):
        patch.monkey(surf, c, RED)
    for c in ((17, 4), (21, 1), (22, 6), (18, 6)):
        patch.monkey(surf, c, BLUE)
    # one part glows at a time, with its name
    parts = [((0, 8), "Red's grid", RED), ((8, 16), "Neutral ground", NEUTRAL),
             ((16, 24), "Blue's grid", BLUE)]
    which = min(2, int(k * 3))
    (a, b), words, col = parts[which]
    box = pygame.Rect(patch.x + a * s, patch.y, (b - a) * s, 8 * s)
    pulse = 0.5 + 0.5 * math.sin(t * 5)
    pygame.draw.rect(surf, GLOW, box.inflate(8, 8), int(4 + 3 * pulse), border_radius=6)
    badge(surf, (box.centerx, patch.y - 45), words, col, 30)
    _label(surf, "8 x 8 squares", (box.centerx, patch.box.bottom + 30), 28)
    # bigger games: the shipped boards for more players, small
    y = patch.box.bottom + 70
    _label(surf, "More players, more grids:", (410, y), 28)
    for i, n in enumerate(BOARD_THUMBS):
        cx = 140 + i * 270
        _label(surf, f"{n} players", (cx, y + 44), 28, GREY)
        _thumb(surf, n, pygame.Rect(cx - 110, y + 66, 220, 150))


@picture
def trees_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    s = 170
    _label(surf, "small tree  ...  big tree", (410, 50), 32, GREY)
    for i, coin in enumerate(COINS):
        x = 20 + i * 196
        r = pygame.Rect(x, 100, s, s)
        pygame.draw.rect(surf, _mix(GRASS, (0, 0, 0), 0.04 * (i % 2)), r, border_radius=16)
        pygame.draw.rect(surf, (26, 48, 36), r, 4, border_radius=16)
        pieces.draw_tree(surf, r, coin)
        _label(surf, coin.title(), (r.centerx, r.bottom + 34), 34)
        # its lumber: planks stack up one by one
        n = LUMBER[coin]
        shown = n if k > 0.75 else min(n, int(k / 0.75 * (MAX_LUMBER + 1)))
        for j in range(shown):
            pieces.draw_board_plank(surf, (r.centerx, r.bottom + 180 - j * 26), 130, 20, 0.0)
        _label(surf, f"{n} lumber", (r.centerx, r.bottom + 230), 30)
