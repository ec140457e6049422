"""The help pictures of shooting: the lines a catapult shoots along, how far
(the distance number), the two tables of a shot at a platform and what a roll
does to a monkey, all from the rules' own `shots.py`."""
from __future__ import annotations

import math

import pygame

from game.rules.treefort.shots import (
    CATAPULT_HIT,
    MONKEY_HIT,
    OUT_OF_RANGE,
    distance_modifier,
    in_range,
    platform_destroyed,
    platform_hit,
)
from game.ui.motion import lerp_point as _lerp, phase as _phase, span as _span

from .. import pieces
from .paint import BAD, BLUE, GLOW, GOOD, GREY, INK, RED, WHITE, _label, _veil, picture
from .patch import Patch
from .props import badge, cross, die, poof, rolling_die


SHOOT_FROM = (4, 3)
SHOOT_AT = (7, 0)


@picture
def shoot_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    patch = Patch(140, 20, 9, 7, 62, lambda x, y: RED if y > 2 else BLUE)
    patch.draw(surf)
    # the eight lines a catapult can shoot along
    lines = []
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (1, -1), (-1, 1), (-1, -1)):
        x, y = SHOOT_FROM[0] + dx, SHOOT_FROM[1] + dy
        while 0 <= x < patch.cols and 0 <= y < patch.rows:
            lines.append((x, y))
            x, y = x + dx, y + dy
    patch.glow(surf, lines, GLOW, 60 + int(40 * math.sin(t * 4)))
    patch.platform(surf, [(6, 0), SHOOT_AT], BLUE)
    patch.monkey(surf, (6, 0), BLUE)
    patch.platform(surf, [(4, 3), (4, 4)], RED)
    patch.monkey(surf, SHOOT_FROM, RED, riding=True)
    patch.monkey(surf, (1, 6), BLUE)
    # count the squares between
    between = [(5, 2), (6, 1)]
    for i, c in enumerate(between):
        badge(surf, patch.centre(c), str(i + 1), INK, 30)
    f = _span(k, 0.3, 0.6)
    if 0 < f < 1:
        a, b = patch.centre(SHOOT_FROM), patch.centre(SHOOT_AT)
        p = _lerp(a, b, f)
        pieces.draw_breadfruit(surf, (p[0], p[1] - 60 * math.sin(f * math.pi)), 16, f * 9)
    elif f >= 1 and k < 0.8:
        poof(surf, patch.centre(SHOOT_AT), _span(k, 0.6, 0.8), 36)
    mod = distance_modifier(len(between), True)
    _label(surf, f"{len(between)} squares between, from a platform: {mod}",
           (410, patch.box.bottom + 45), 30)
    _label(surf, "rows, columns and diagonals", (410, patch.box.bottom + 90), 28, GREY)


def range_rows() -> list[tuple[str, bool, list[int | None]]]:
    """The distance table: for 0-6 squares between, the modifier from a platform
    and from the ground (None: out of range)."""
    out = []
    for label, high in (("from a platform", True), ("from the ground", False)):
        mods: list[int | None] = []
        for between in range(OUT_OF_RANGE + 1):
            m = distance_modifier(between, high)
            mods.append(m if in_range(m) else None)
        out.append((label, high, mods))
    return out


@picture
def range_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    rows = range_rows()
    cols = len(rows[0][2])
    lit = int(t / 1.0) % cols
    x0, cw = 262, 76
    _label(surf, "squares between", (x0 + cols * cw // 2, 40), 30, GREY)
    for i in range(cols):
        cx = x0 + i * cw + cw // 2
        if i == lit:
            _veil(surf, pygame.Rect(cx - cw // 2 + 3, 70, cw - 6, 350), (*GLOW, 150), radius=12)
        _label(surf, str(i), (cx, 100), 38)
    for r, (label, high, mods) in enumerate(rows):
        y = 200 + r * 150
        patch = Patch(20, y - 50, 1, 1, 100, lambda x, yy: None)
        if high:
            patch.platform(surf, [(0, 0)], RED)
        else:
            patch.draw(surf)
        patch.monkey(surf, (0, 0), RED, riding=True)
        words = label.split(" ", 2)
        _label(surf, " ".join(words[:2]), (135, y - 16), 28, anchor="midleft")
        _label(surf, words[2], (135, y + 16), 28, anchor="midleft")
        for i, m in enumerate(mods):
            cx = x0 + i * cw + cw // 2
            if m is None:
                cross(surf, (cx, y), 22)
            else:
                pygame.draw.circle(surf, INK, (cx, y), 28)
                pygame.draw.circle(surf, WHITE, (cx, y), 25)
                _label(surf, str(m), (cx, y), 34)
    _label(surf, f"{OUT_OF_RANGE} or more: too far", (410, 500), 32, BAD)
    _label(surf, "Never less than 1, even right next to it.", (410, 550), 28)


def hit_grid() -> list[list[bool]]:
    """[modifier 1-5][roll 1-6]: does the shot hit the platform? (shots.platform_hit)"""
    return [[platform_hit(roll, m) for roll in range(1, 7)] for m in range(1, OUT_OF_RANGE)]


def smash_grid() -> list[list[bool]]:
    """[sturdiness 1-6][damage 1-6]: is the platform destroyed? (shots.platform_destroyed)"""
    return [[platform_destroyed(d, s) for d in range(1, 7)] for s in range(1, 7)]


ATTACK_EXAMPLES = [(2, 4, 3, 5), (3, 3, 2, 6), (1, 5, 4, 4)]   # modifier, roll, sturdiness, damage


HIT_TABLE_AT = (40, 90)            # top-left corners of the two tables on the canvas
SMASH_TABLE_AT = (445, 90)
TABLE_CELL = 48


def table_cell(x: int, y: int, i: int, j: int, cell: int = TABLE_CELL) -> pygame.Rect:
    """The box of row i (from 0), column j (die roll j + 1) of a table drawn at (x, y)."""
    return pygame.Rect(x + cell + j * cell + 2, y + cell + i * cell + 2, cell - 4, cell - 4)


def _table(surf: pygame.Surface, x: int, y: int, grid: list[list[bool]], rows_label: str,
           cols_label: str, lit: tuple[int, int] | None, cell: int = TABLE_CELL,
           last_plus: bool = False) -> None:
    """A yes/no table: rows numbered from 1 down the left, columns 1-6 (die rolls)."""
    # axis captions: the numbers in the table are what a player reads off
    _label(surf, cols_label, (x + cell + 3 * cell, y - 14), 24, GREY, role="secondary")
    _label(surf, rows_label, (x + cell // 2, y - 14), 24, GREY, role="secondary")
    for j in range(6):
        _label(surf, str(j + 1), (x + cell + j * cell + cell // 2, y + cell // 2), 28)
    for i, row in enumerate(grid):
        yy = y + cell + i * cell
        name = f"{i + 1}+" if last_plus and i == len(grid) - 1 else str(i + 1)
        _label(surf, name, (x + cell // 2, yy + cell // 2), 28)
        for j, ok in enumerate(row):
            r = table_cell(x, y, i, j, cell)
            pygame.draw.rect(surf, GOOD if ok else (222, 180, 170), r, border_radius=6)
            if lit == (i, j):
                pygame.draw.rect(surf, INK, r.inflate(8, 8), 6, border_radius=8)


@picture
def attack_table_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    period = 5.0
    ex = int(t / period) % len(ATTACK_EXAMPLES)
    k = _phase(t, period)
    mod, roll, sturdy, dmg = ATTACK_EXAMPLES[ex]
    hit = platform_hit(roll, mod)
    smash = platform_destroyed(dmg, sturdy)
    _label(surf, "1. Does it hit?", (200, 28), 32)
    _table(surf, *HIT_TABLE_AT, hit_grid(), "distance", "roll",
           (mod - 1, roll - 1) if k > 0.2 else None)
    _label(surf, "2. Does it break?", (620, 28), 32)
    _table(surf, *SMASH_TABLE_AT, smash_grid(), "sturdy", "damage roll",
           (sturdy - 1, dmg - 1) if k > 0.55 and hit else None, last_plus=True)
    y = 500
    rolling_die(surf, (70, y + 40), 70, roll, _span(k, 0.05, 0.2), t)
    if k > 0.2:
        _label(surf, f"{roll} - {mod} = {roll - mod}", (125, y + 20), 32, anchor="midleft")
        _label(surf, "hit!" if hit else "miss", (125, y + 62), 32, GOOD if hit else BAD,
               anchor="midleft")
    if hit and k > 0.4:
        rolling_die(surf, (490, y + 40), 70, dmg, _span(k, 0.4, 0.55), t)
    if hit and k > 0.55:
        _label(surf, f"{dmg} - {sturdy} = {dmg - sturdy}", (545, y + 20), 32, anchor="midleft")
        _label(surf, "smashed!" if smash else "it holds", (545, y + 62), 32,
               GOOD if smash else BAD, anchor="midleft")


def monkey_shot(roll: int, riding: bool) -> str:
    """What a roll does to a monkey outside a fort: "missed", "catapult" (only the
    catapult breaks) or "monkey" (the monkey is gone, with its catapult)."""
    if roll >= MONKEY_HIT:
        return "monkey"
    if riding and roll >= CATAPULT_HIT:
        return "catapult"
    return "missed"


@picture
def monkey_shot_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    lit = int(k * 6)
    cw = 100
    x0 = 190
    for j in range(6):
        cx = x0 + j * cw + cw // 2
        if j == lit:
            _veil(surf, pygame.Rect(cx - cw // 2 + 4, 20, cw - 8, 390), (*GLOW, 140), radius=12)
        die(surf, (cx, 70), 62, j + 1)
    for r, riding in enumerate((False, True)):
        y = 190 + r * 150
        pieces.draw_monkey(surf, pygame.Rect(20, y - 60, 120, 120), BLUE, riding=riding)
        _label(surf, "in a catapult" if riding else "on foot", (80, y + 72), 24, GREY,
               role="secondary")
        for j in range(6):
            cx = x0 + j * cw + cw // 2
            what = monkey_shot(j + 1, riding)
            r2 = pygame.Rect(0, 0, 76, 76)
            r2.center = (cx, y)
            if what == "missed":
                pygame.draw.circle(surf, (210, 200, 180), (cx, y), 18)
            elif what == "catapult":
                pieces.draw_catapult(surf, r2)
                cross(surf, (cx + 26, y - 26), 15)
            else:
                pieces.draw_monkey(surf, r2, BLUE, riding=riding)
                cross(surf, (cx + 26, y - 26), 15)
    # a monkey on a platform is safe from shots
    patch = Patch(60, 470, 2, 1, 100, lambda x, y: BLUE)
    patch.platform(surf, [(0, 0), (1, 0)], BLUE)
    patch.monkey(surf, (0, 0), BLUE)
    patch.monkey(surf, (1, 0), BLUE, riding=True)
    _label(surf, "On a platform: safe.", (300, 500), 30, anchor="midleft")
    _label(surf, "Aim at the platform instead.", (300, 540), 28, GREY, anchor="midleft")
