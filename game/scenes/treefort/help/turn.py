"""The help pictures of a turn: two monkeys each walk and do one thing, or a
new monkey instead; walking (where the rules' own Board says a monkey may
go); cutting a tree and carrying its lumber."""
from __future__ import annotations

import functools
import math

import pygame

from game.core.grid import Cell
from game.rules.treefort.board import Board, Monkey
from game.rules.treefort.state import MONKEYS
from game.rules.treefort.trees import LUMBER, MAX_LUMBER, carry
from game.ui.motion import lerp_point as _lerp, phase as _phase, span as _span

from .. import pieces
from .paint import BAD, BLUE, GLOW, GOOD, GRASS, GREY, INK, RED, _label, picture
from .patch import Patch
from .props import arrow, cross, icon, poof, rolling_die, tick


# ---------------------------------------------------------------------------- a turn
TURN_STEPS = [("Monkey 1", ["walk", "cut"], True), ("Monkey 2", ["platform", "walk"], True),
              ("Never", ["walk", "cut", "walk"], False)]


@picture
def turn_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    for row, (who, steps, ok) in enumerate(TURN_STEPS):
        y = 90 + row * 160
        if ok:
            pieces.draw_monkey(surf, pygame.Rect(40, y - 55, 110, 110), RED, lumber=2 if row else 0)
            _label(surf, who, (95, y + 68), 28)
        else:
            _label(surf, who, (95, y), 34, BAD)
        for j, kind in enumerate(steps):
            x = 250 + j * 190
            lit = ok and (row * 0.4 + j * 0.2 <= k < row * 0.4 + j * 0.2 + 0.2)
            if lit:
                pygame.draw.circle(surf, GLOW, (x, y), 58)
            icon(surf, kind, (x, y), 76)
            if j + 1 < len(steps):
                arrow(surf, (x + 52, y), (x + 138, y), INK, 6)
        if not ok:
            pygame.draw.line(surf, BAD, (190, y + 50), (690, y - 50), 10)
            cross(surf, (740, y), 30)
        else:
            tick(surf, (740, y), 26)
    # finished early: skip the rest
    y = 570
    icon(surf, "done", (250, y), 64)
    _label(surf, "Skip the rest: Done", (310, y), 30, anchor="midleft")


@picture
def pass_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    patch = Patch(170, 60, 6, 4, 80, lambda x, y: RED)
    patch.draw(surf)
    patch.tree(surf, (4, 1), "dime")
    patch.platform(surf, [(1, 2), (2, 2)], RED)
    for c in ((0, 0), (3, 3), (1, 2)):
        patch.monkey(surf, c, RED)
    # press "New monkey" instead of using a monkey, then pick a free square
    icon(surf, "recruit", (100, 460), 80)
    if 0.1 < k < 0.25:
        pygame.draw.circle(surf, GLOW, (100, 460), 58, 8)
    free = [(x, y) for y in range(4) for x in range(6)
            if (x, y) not in ((0, 0), (3, 3), (1, 2), (2, 2))]
    if 0.2 < k < 0.45:
        patch.glow(surf, free, GLOW, 90)
    placed = k > 0.45
    if placed:
        a = _span(k, 0.45, 0.6)
        r = patch.at((4, 3)).inflate(int(-80 * (1 - a)), int(-80 * (1 - a)))
        if r.w > 4:
            pieces.draw_monkey(surf, r, RED)
        poof(surf, patch.centre((4, 3)), _span(k, 0.45, 0.7), 46)
    # the count of monkeys, never more than four
    n = 4 if placed else 3
    for i in range(MONKEYS):
        r = pygame.Rect(420 + i * 90, 420, 80, 80)
        if i < n:
            pieces.draw_monkey(surf, r, RED)
        else:
            pygame.draw.circle(surf, GREY, r.center, 30, 4)
    _label(surf, f"{n} of {MONKEYS}", (590, 540), 34)
    _label(surf, "New monkey", (100, 530), 28)


# ---------------------------------------------------------------------------- walking
WALK_COLS, WALK_ROWS = 9, 6
WALK_ROLL = 3
WALK_TREES = {(1, 1): "quarter", (6, 5): "penny", (2, 4): "nickel", (4, 4): "dime"}
WALK_FORT = [(6, 2), (7, 2), (6, 3)]
WALK_ME = (3, 3)
WALK_BLOCK = (4, 2)
WALK_BLUE_ON_FORT = (7, 2)
WALK_GOAL = (4, 1)


@functools.lru_cache(maxsize=1)
def walk_scene() -> tuple[set[tuple[int, int]], tuple[tuple[int, int], ...]]:
    """Where Red's monkey may walk with a 3 (asked of the rules' Board), and its path to
    WALK_GOAL."""
    owner = {Cell(x, y): (0 if x < 5 else 1) for x in range(WALK_COLS) for y in range(WALK_ROWS)}
    b = Board(owner, coins={Cell(*c): coin for c, coin in WALK_TREES.items()},
              platforms={1: frozenset(Cell(*c) for c in WALK_FORT)},
              monkeys={1: Monkey(1, 0, Cell(*WALK_ME)), 2: Monkey(2, 1, Cell(*WALK_BLOCK)),
                       3: Monkey(3, 1, Cell(*WALK_BLUE_ON_FORT))}, next_id=4)
    walks = b.walks(1, WALK_ROLL)
    reach = {(c.x, c.y) for (c, riding) in walks if (c.x, c.y) != WALK_ME}
    path = walks[(Cell(*WALK_GOAL), False)].path
    return reach, tuple((c.x, c.y) for c in path)


@picture
def walk_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 8.0)
    patch = Patch(115, 30, WALK_COLS, WALK_ROWS, 66, lambda x, y: RED if x < 5 else BLUE)
    patch.draw(surf)
    reach, path = walk_scene()
    for c, coin in WALK_TREES.items():
        patch.tree(surf, c, coin)
    patch.platform(surf, WALK_FORT, BLUE)
    if k > 0.18:
        patch.glow(surf, sorted(reach), GLOW, int(120 * _span(k, 0.18, 0.3)))
    # where the monkey is: stepping along its path after the glow
    steps = _span(k, 0.35, 0.7) * len(path)
    i = min(int(steps), len(path) - 1)
    pts = [WALK_ME] + list(path)
    a, b = pts[min(i, len(pts) - 1)], pts[min(i + 1, len(pts) - 1)]
    frac = steps - int(steps) if steps < len(path) else 1.0
    if steps >= len(path):
        a = b = pts[-1]
    pos = _lerp(a, b, frac)
    hop = -abs(math.sin(frac * math.pi)) * 14 if 0 < steps < len(path) else 0
    patch.monkey(surf, (pos[0], pos[1] + hop / patch.s), RED)
    patch.monkey(surf, WALK_BLOCK, BLUE)
    patch.monkey(surf, WALK_BLUE_ON_FORT, BLUE)
    if k > 0.3:
        for c in (WALK_BLOCK, (6, 3)):
            cx, cy = patch.rect(c).bottomright
            cross(surf, (cx - 16, cy - 16), 14)
    rolling_die(surf, (60, 520), 80, WALK_ROLL, _span(k, 0.0, 0.15), t)
    _label(surf, f"Rolled {WALK_ROLL}: up to {WALK_ROLL} squares", (440, 500), 32)
    _label(surf, "never diagonally", (440, 545), 28, GREY)


# ---------------------------------------------------------------------------- cutting
@picture
def cut_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    # top: a monkey cuts a quarter and gets 4 lumber
    _cut_scene(surf, pygame.Rect(60, 30, 700, 200), "quarter", 0, k, t)
    # below: already carrying 3, it cuts a dime: 4 kept, the rest dropped
    _cut_scene(surf, pygame.Rect(60, 260, 700, 200), "dime", 3, k, t)
    icon(surf, "ditch", (120, 570), 70)
    _label(surf, "Throw lumber away any time", (200, 552), 30, anchor="midleft")
    _label(surf, "(it never goes to another monkey)", (200, 592), 26, GREY, anchor="midleft",
           role="secondary")


def _cut_scene(surf: pygame.Surface, box: pygame.Rect, coin: str, held: int, k: float,
               t: float) -> None:
    s = 180
    sq = pygame.Rect(box.x, box.y, s, s)
    pygame.draw.rect(surf, GRASS, sq, border_radius=12)
    pygame.draw.rect(surf, (26, 48, 36), sq, 4, border_radius=12)
    got = LUMBER[coin]
    kept, dropped = carry(held, got)
    fall = _span(k, 0.15, 0.35)
    if fall < 1:
        img = pieces.tree_sprite(coin, s)
        img = pygame.transform.rotozoom(img, -80 * fall, 1.0)
        img.set_alpha(int(255 * (1 - fall)))
        surf.blit(img, img.get_rect(center=sq.center))
    # the saw, working before the tree falls
    if k < 0.2:
        saw = pieces.action_icon("cut", 70)
        surf.blit(saw, (sq.x - 10 + 8 * math.sin(t * 30), sq.bottom - 80))
    now = held if k < 0.35 else (kept if k > 0.5 else min(MAX_LUMBER, held + got))
    pieces.draw_monkey(surf, sq, RED, lumber=now, in_tree=fall < 0.5)
    # the sum, and what drops
    x = sq.right + 40
    _label(surf, f"{coin.title()}: +{got} lumber", (x, sq.y + 30), 34, anchor="midleft")
    if held:
        _label(surf, f"It had {held}:  {held} + {got} = {held + got}", (x, sq.y + 80), 30,
               anchor="midleft")
        if k > 0.35:
            _label(surf, f"keeps {kept}", (x, sq.y + 125), 30, GOOD, anchor="midleft")
            _label(surf, f"drops {dropped}", (x + 170, sq.y + 125), 30, BAD, anchor="midleft")
        d = _span(k, 0.5, 0.9)
        if 0 < d < 1:
            for j in range(dropped):
                pieces.draw_board_plank(surf, (x + 200 + 90 * j, sq.y + 150 + 40 * d),
                                        80, 16, 0.4 + j + 3 * d)
    else:
        _label(surf, f"carries {kept}, the most it can", (x, sq.y + 80), 30, GOOD,
               anchor="midleft")
