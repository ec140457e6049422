"""The help pictures of what a shot comes to: bracing a platform, the crash of a
smashed one, and a player running out of monkeys."""
from __future__ import annotations

import math

import pygame

from game.rules.treefort.shots import MONKEY_HIT
from game.rules.treefort.state import MONKEYS
from game.ui.motion import lerp_point as _lerp, phase as _phase, span as _span

from .. import pieces
from .paint import BAD, BLUE, GOOD, GREY, RED, YELLOW, _label, picture
from .patch import Patch
from .props import badge, icon, poof, rolling_die


@picture
def brace_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    patch = Patch(160, 60, 5, 3, 100, lambda x, y: BLUE if x > 1 else RED)
    patch.draw(surf)
    cells = [(2, 1), (3, 1), (4, 1)]
    patch.platform(surf, cells, BLUE)
    patch.fort_outline(surf, cells, BLUE, count=False)
    patch.monkey(surf, (0, 1), RED, riding=True)
    patch.monkey(surf, (3, 1), BLUE)
    patch.monkey(surf, (4, 1), BLUE)
    braced = 0 if k < 0.2 else (1 if k < 0.4 else 2)
    for c in [(3, 1), (4, 1)][:braced]:
        r = patch.rect(c)
        icon(surf, "brace", (r.centerx, r.y - 34), 46)
    sturdy = len(cells) + braced
    _label(surf, f"{len(cells)} squares + {braced} bracing = sturdiness {sturdy}",
           (410, patch.box.bottom + 60), 32)
    if k > 0.6:
        f = _span(k, 0.6, 0.85)
        a, b = patch.centre((0, 1)), patch.centre((2, 1))
        p = _lerp(a, b, f)
        if f < 1:
            pieces.draw_breadfruit(surf, (p[0], p[1] - 80 * math.sin(f * math.pi)), 18, f * 8)
        else:
            badge(surf, patch.centre((3, 2.5)), "it holds!", GOOD, 30)
    icon(surf, "brace", (100, patch.box.bottom + 150), 70)
    _label(surf, "Each monkey braces once a turn.", (170, patch.box.bottom + 130), 28,
           anchor="midleft")
    _label(surf, "An empty platform can't be braced.", (170, patch.box.bottom + 172), 28,
           GREY, anchor="midleft")


@picture
def crash_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    patch = Patch(60, 90, 7, 4, 100, lambda x, y: BLUE if x > 1 else RED)
    patch.draw(surf)
    cells = [(3, 1), (4, 1), (4, 0)]
    coins = {(3, 1): "nickel", (4, 0): "penny"}
    patch.monkey(surf, (0, 3), RED, riding=True)
    hit = _span(k, 0.0, 0.2)
    if 0 < hit < 1:
        a, b = patch.centre((0, 3)), patch.centre((4, 1))
        p = _lerp(a, b, hit)
        pieces.draw_breadfruit(surf, (p[0], p[1] - 160 * math.sin(hit * math.pi)), 18, hit * 9)
    f = _span(k, 0.2, 0.55)
    if f <= 0:
        patch.platform(surf, cells, BLUE)
        patch.monkey(surf, (3, 1), BLUE)
        patch.monkey(surf, (4, 0), BLUE, riding=True)
    else:
        for c, coin in coins.items():
            patch.tree(surf, c, coin)
        if f < 1:
            for j, c in enumerate(cells * 2):
                ox, oy = patch.centre(c)
                ang = 2 * math.pi * j / 6 + 0.3
                pieces.draw_board_plank(surf, (ox + math.cos(ang) * 110 * f,
                                               oy + math.sin(ang) * 60 * f + 260 * f * f),
                                        84, 20, ang + 5 * f)
            for c, riding in (((3, 1), False), ((4, 0), True)):
                ox, oy = patch.centre(c)
                size = int(patch.s * (1 - 0.6 * f))
                r = pygame.Rect(0, 0, size, size)
                r.center = (int(ox), int(oy + 300 * f * f))
                pieces.draw_monkey(surf, r, BLUE, riding=riding)
            poof(surf, patch.centre((4, 1)), f, 60)
        else:
            badge(surf, patch.centre((4, 2.6)), "the trees are back", GOOD, 28)
    if 0.18 < k < 0.6:
        _label(surf, "CRASH!", (patch.centre((4, 0))[0], 45), 54, BAD)
    _label(surf, "Monkeys and catapults on it are lost.", (410, patch.box.bottom + 60), 30)


@picture
def out_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    # Yellow's last monkey, out on the grass, is shot with a 6
    patch = Patch(60, 40, 7, 2, 100, lambda x, y: RED if x < 2 else YELLOW)
    patch.draw(surf)
    patch.monkey(surf, (0, 1), RED, riding=True)
    gone = k > 0.4
    f = _span(k, 0.15, 0.4)
    if 0 < f < 1:
        a, b = patch.centre((0, 1)), patch.centre((5, 1))
        p = _lerp(a, b, f)
        pieces.draw_breadfruit(surf, (p[0], p[1] - 120 * math.sin(f * math.pi)), 18, f * 8)
    if not gone:
        patch.monkey(surf, (5, 1), YELLOW)
    poof(surf, patch.centre((5, 1)), _span(k, 0.4, 0.65), 60)
    rolling_die(surf, (patch.centre((2, 0))[0], patch.centre((2, 0))[1]), 66, MONKEY_HIT,
                _span(k, 0.0, 0.15), t)
    # the tray: no monkeys left
    for i in range(MONKEYS):
        r = pygame.Rect(220 + i * 100, 290, 90, 90)
        pygame.draw.circle(surf, GREY, r.center, 34, 4)
        if i == 0 and not gone:
            pieces.draw_monkey(surf, r, YELLOW)
    _label(surf, "Yellow's monkeys", (410, 405), 28, GREY)
    if gone:
        badge(surf, (410, 465), "Yellow is out of the game", (120, 110, 100), 34)
    icon(surf, "recruit", (110, 575), 64)
    _label(surf, "Still have one? A new monkey costs a turn.", (175, 575), 28,
           anchor="midleft")
