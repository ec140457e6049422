"""A reaction window: who may play, the countdown and its clock, and the private
panel a human opens on a shared screen to look at their own cards."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pygame

from game.ui import theme
from game.ui.prompts import device_family, draw_prompt, prompt_parts
from game.ui.widgets import draw_text

from .faces import card_face
from .layout import H, HAND, W

if TYPE_CHECKING:
    from .tablestate import TableState


def draw_window(table: TableState, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
    s, c = table.scene, table.scene.controls
    w = s.view(None).get("window")
    if w is None or s.anim.busy or v["over"] or s.view(None).get("asking"):
        return
    seat = int(w["seat"])
    r = table.geo.label_rect(seat)
    secs = s.seconds_left()
    if s.is_bot(seat) or secs is not None:
        left = s.window_left()
        bar = pygame.Rect(r.x + 20, r.bottom - 9, r.w - 40, 7)
        pygame.draw.rect(surf, (30, 30, 30), bar.inflate(4, 4), border_radius=5)
        pygame.draw.rect(surf, s.seat_colour(seat), (bar.x, bar.y, int(bar.w * left), bar.h),
                         border_radius=4)
    if secs is not None:
        draw_clock(table, surf, secs, seat)
    if c.peek_panel() is not None:
        draw_peek(table, surf, seat)


def clock_rect(table: TableState, seat: int) -> pygame.Rect:
    r = table.geo.label_rect(seat)
    c = pygame.Rect(0, 0, 96, 96)
    c.midbottom = (r.centerx, r.top - 8)
    c.clamp_ip(pygame.Rect(0, 80, W, H - 80))
    return c


def draw_clock(table: TableState, surf: pygame.Surface, secs: int, seat: int) -> None:
    """The answer timer's countdown, big enough to read from the sofa."""
    c = clock_rect(table, seat)
    pygame.draw.circle(surf, (24, 24, 30), c.center, c.w // 2)
    pygame.draw.circle(surf, (230, 70, 50) if secs <= 3 else table.scene.seat_colour(seat),
                       c.center, c.w // 2, 6)
    draw_text(surf, str(secs), 52, theme.TEXT, c.center, shadow=True)


def draw_peek(table: TableState, surf: pygame.Surface, seat: int) -> None:
    """A human deciding in a window on a shared screen: a small private panel."""
    s, c = table.scene, table.scene.controls
    panel = c.peek_panel()
    assert panel is not None
    area = pygame.Rect(HAND.x, HAND.y - 10, HAND.w, HAND.h + 10)
    pygame.draw.rect(surf, (40, 26, 30), area, border_radius=20)
    pygame.draw.rect(surf, s.seat_colour(seat), area, 5, border_radius=20)
    name = s.seat_name(seat)
    if not c.peeking():
        draw_text(surf, f"{name}: want to play a card?", 38, theme.TEXT,
                  (area.x + 330, area.y + 46), shadow=True)
        draw_text(surf, f"Only {name} looks!", 30, theme.ACCENT, (area.x + 330, area.y + 92),
                  shadow=True)
        fam = device_family(s.seating.seats[seat].device or s.hint_device(seat))
        parts = prompt_parts([("confirm", "look"), ("back", "no thanks")], fam)
        draw_prompt(surf, parts, 30, theme.TEXT, (area.x + 330, area.y + 150), shadow=True)
        for i, b in enumerate(panel.buttons):
            b.draw(surf, i == panel.focus)
        return
    draw_text(surf, f"{name}'s cards \u2014 everyone else, look away!", 28, theme.ACCENT,
              (area.centerx, area.y + 22), shadow=True)
    for i, b in enumerate(panel.buttons):
        if isinstance(b.data, str) and b.data.startswith("card:"):
            surf.blit(card_face(b.data[5:], b.rect.w), b.rect)
            if i == panel.focus:
                pygame.draw.rect(surf, s.seat_colour(seat), b.rect.inflate(12, 12), 5,
                                 border_radius=12)
        else:
            b.draw(surf, i == panel.focus)
    if not any(isinstance(b.data, str) and b.data.startswith("card:") for b in panel.buttons):
        draw_text(surf, "No card you can play now.", 30, theme.TEXT,
                  (area.x + 300, area.y + 110), shadow=True)
