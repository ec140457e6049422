"""Aiming at the towers: the junk cards (and seats) a held card or a choice may
pick, the target under attack, the cursor on a tower card, and the rules'
reason when a card cannot be aimed there."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.input.intents import MOUSE
from game.ui import theme
from game.ui.assets import image
from game.ui.prompts import device_family
from game.ui.widgets import draw_text, wrap

from .layout import GROUND_Y, TOWERS

if TYPE_CHECKING:
    from .tablestate import TableState


def draw_targets_under(table: TableState, surf: pygame.Surface) -> None:
    c = table.scene.controls
    for junk, ok in c.lit_junk().items():
        r = table.card_rect(junk)
        if r is None:
            continue
        colour = theme.ACCENT if junk in c.picks else (90, 230, 110) if ok else (120, 120, 120)
        pygame.draw.rect(surf, colour, r.inflate(16, 12), border_radius=12)
    for seat in c.lit_seats():
        r = table.geo.label_rect(seat).inflate(14, 14)
        pygame.draw.rect(surf, (90, 230, 110), r, border_radius=24)


def draw_targets_over(table: TableState, surf: pygame.Surface) -> None:
    s, c = table.scene, table.scene.controls
    if table.target and table.pic.locate(table.target):
        r = table.card_rect(table.target)
        if r is not None:
            k = 6 * math.sin(s.clock * 6)
            pygame.draw.rect(surf, (255, 60, 50), r.inflate(18 + k, 14 + k), 5,
                             border_radius=14)
            cx, cy = r.center
            pygame.draw.circle(surf, (255, 60, 50), (cx, cy), 16, 4)
            pygame.draw.line(surf, (255, 60, 50), (cx - 26, cy), (cx + 26, cy), 4)
            pygame.draw.line(surf, (255, 60, 50), (cx, cy - 20), (cx, cy + 20), 4)
    spot = c.cursor_junk()
    if spot is not None:
        r = table.card_rect(spot)
        if r is not None:
            me = s.controller()
            col = s.seat_colour(me) if me is not None else theme.ACCENT
            pygame.draw.rect(surf, col, r.inflate(22, 18), 6, border_radius=14)
            pygame.draw.rect(surf, (255, 255, 255), r.inflate(30, 26), 2, border_radius=16)
            if device_family(s.hint_device(me)) != MOUSE:
                bob = int(6 * math.sin(s.clock * 5))
                hand = image("ui/cursor", (60, 60))
                tip = (r.right - 20 + bob, r.centery - 4)
                if tip[1] + 60 > GROUND_Y:  # pointing up from below: clear of the seat label
                    hand = pygame.transform.flip(hand, False, True)
                    tip = (tip[0], tip[1] - 52)
                surf.blit(hand, tip)
    why = c.reason_tag()
    if why is not None:
        words, at = why
        lines = wrap(words, 28, 460)
        box = pygame.Rect(0, 0, 490, 20 + 36 * len(lines))
        box.midtop = (int(at[0]), int(at[1]) + 16)
        r = table.card_rect(c.cursor_junk() or "")
        if r is not None and r.top - box.h - 24 > 90:
            box.midbottom = (r.centerx, r.top - 20)
        box.clamp_ip(pygame.Rect(TOWERS.x, 80, TOWERS.w, GROUND_Y - 40))
        pygame.draw.rect(surf, (255, 250, 235), box, border_radius=16)
        pygame.draw.rect(surf, theme.BAD, box, 4, border_radius=16)
        y = box.y + 12
        for ln in lines:
            draw_text(surf, ln, 28, theme.INK, (box.centerx, y), anchor="midtop")
            y += 36
    seat = c.cursor_seat()
    if seat is not None:
        r = table.geo.label_rect(seat).inflate(24, 24)
        me = s.controller()
        pygame.draw.rect(surf, s.seat_colour(me) if me is not None else theme.ACCENT, r, 6,
                         border_radius=26)
