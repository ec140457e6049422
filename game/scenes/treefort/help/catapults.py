"""The help pictures of catapults: building one, where it may stand, and riding
it (hopping out, and another monkey climbing in)."""
from __future__ import annotations

import math

import pygame

from game.ui.motion import lerp_point as _lerp, phase as _phase, span as _span

from .. import pieces
from .paint import BAD, BLUE, GOOD, GRASS, GREY, INK, NEUTRAL, RED, _label, picture
from .patch import Patch
from .props import badge, cross, icon, poof, tick


@picture
def catapult_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    s = 210
    # 2 lumber on the grass become a catapult, and the monkey is in it at once
    sq = pygame.Rect(70, 40, s, s)
    pygame.draw.rect(surf, NEUTRAL, sq, border_radius=12)
    pygame.draw.rect(surf, (26, 48, 36), sq, 4, border_radius=12)
    built = k > 0.45
    if not built:
        pieces.draw_monkey(surf, sq, RED, lumber=2)
        m = _span(k, 0.15, 0.45)
        if m > 0:
            for j in range(2):
                c = _lerp((sq.right - 20, sq.bottom - 20),
                          (sq.centerx + (j * 2 - 1) * 50, sq.bottom - 30), m)
                pieces.draw_board_plank(surf, c, 90, 20, (1 - m) * (1 + j))
    else:
        pieces.draw_monkey(surf, sq, RED, riding=True)
        poof(surf, sq.center, _span(k, 0.45, 0.7), 70)
    icon(surf, "catapult", (420, 110), 80)
    _label(surf, "costs 2 lumber", (420, 185), 30)
    _label(surf, "jump in at once", (620, 110), 30, GOOD)
    # where it may be built
    y = 330
    for i, (where, ok) in enumerate((("on grass", True), ("on a platform", True),
                                     ("in a tree", False))):
        r = pygame.Rect(40 + i * 265, y, 200, 200)
        if where == "on grass":
            pygame.draw.rect(surf, NEUTRAL, r, border_radius=12)
            pieces.draw_monkey(surf, r.inflate(-30, -30), RED, riding=True)
        elif where == "on a platform":
            pygame.draw.rect(surf, NEUTRAL, r, border_radius=12)
            pieces.draw_platform(surf, [r.inflate(-10, -10)], None, controller_colour=RED)
            pieces.draw_monkey(surf, r.inflate(-30, -30), RED, riding=True)
        else:
            pygame.draw.rect(surf, GRASS, r, border_radius=12)
            pieces.draw_tree(surf, r.inflate(-10, -10), "dime")
            pieces.draw_monkey(surf, r.inflate(-10, -10), RED, lumber=2, in_tree=True)
        pygame.draw.rect(surf, (26, 48, 36), r, 4, border_radius=12)
        (tick if ok else cross)(surf, (r.right - 8, r.y + 8), 24)
        _label(surf, where, (r.centerx, r.bottom + 32), 30, INK if ok else BAD)


RIDE_ROW = ["ground", "ground", "ground", "tree", "ground"]


@picture
def ride_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 9.0)
    patch = Patch(60, 70, 7, 2, 100, lambda x, y: None)
    patch.draw(surf)
    patch.tree(surf, (4, 0), "quarter")
    patch.platform(surf, [(5, 1), (6, 1)], None)
    # a rider rolls from square 1 to 3, can't go into the tree: hops out, walks in
    x = 1 + 2 * _span(k, 0.05, 0.3)
    if k < 0.4:
        patch.monkey(surf, (x, 0), RED, riding=True)
        if k > 0.3:
            cross(surf, patch.rect((4, 0)).topleft, 22)
    else:
        pieces.draw_catapult(surf, patch.rect((3, 0)))
        hop = _span(k, 0.45, 0.6)
        if hop < 1:
            patch.monkey(surf, (3 + hop, -0.25 * math.sin(math.pi * hop)), RED)
        else:
            pieces.draw_monkey(surf, patch.rect((4, 0)), RED, in_tree=True)
        if k < 0.65:
            badge(surf, patch.centre((3, -0.75)), "hop out", GOOD, 28)
    # later another monkey climbs into the empty catapult
    if k > 0.65:
        if k > 0.8:
            pieces.draw_monkey(surf, patch.rect((3, 0)), BLUE, riding=True)
            if k < 0.95:
                badge(surf, patch.centre((3, -0.75)), "climb in", GOOD, 26)
        else:
            patch.monkey(surf, (3, 1 - _span(k, 0.65, 0.8)), BLUE)
    else:
        patch.monkey(surf, (3, 1), BLUE)
    y0 = patch.box.bottom + 70
    rows = [("A catapult built on the grass", "never goes into a tree or onto a platform."),
            ("A catapult built on a platform", "never leaves its fort."),
            ("Hopping in or out is free,", "but only while walking.")]
    for i, (a, b) in enumerate(rows):
        _label(surf, a, (410, y0 + i * 95), 30)
        _label(surf, b, (410, y0 + i * 95 + 38), 28, GREY)
