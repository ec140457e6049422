"""The seat labels under the ground: badge, name, bot or player, cards in hand,
status chips; and what moves on them (the turn's pulse, the thinking monkey)."""
from __future__ import annotations

import functools
import math
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from game.ui import theme
from game.ui.assets import image
from game.ui.badges import draw_badge, draw_shape
from game.ui.widgets import draw_text, fit_size

from .faces import card_back

if TYPE_CHECKING:
    from .tablestate import TableState


def label_args(table: TableState, v: Mapping[str, Any], seat: int) -> tuple:
    s = table.scene
    r = table.geo.label_rect(seat)
    lit = table.shown_turn(v) == seat and not v["over"]
    won = seat in (v.get("winners") or ())
    return (r.w, r.h, seat, s.seat_name(seat), s.seat_colour(seat),
            s.app.settings.colour_blind, lit or won,
            s.bot_label(seat) if s.is_bot(seat) else "Player",
            int(v["hand_counts"][seat]), tuple(status_chips(table, v, seat)), won)


def draw_label_marks(table: TableState, surf: pygame.Surface, seat: int,
                     v: Mapping[str, Any]) -> None:
    """What moves on a seat's label: the turn arrow, the thinking monkey."""
    s = table.scene
    r = table.geo.label_rect(seat)
    lit = table.shown_turn(v) == seat and not v["over"]
    if lit and not s.anim.busy and not v["over"]:
        k = int(4 * abs(math.sin(s.clock * 4)))
        pygame.draw.rect(surf, theme.ACCENT, r.inflate(8 + k, 8 + k), 4, border_radius=26)
    if s.thinking_seat == seat:
        frame = int(s.clock * 3) % 2
        surf.blit(image(f"monkey/think_{frame}", (58, 58)), (r.right - 44, r.y - 50))


def status_chips(table: TableState, v: Mapping[str, Any], seat: int) -> list[str]:
    out = []
    for st in v.get("statuses") or ():
        if st["seat"] != seat:
            continue
        if st["kind"] == "skip":
            out.append(f"skips {st['what']}")
        elif st["kind"] == "extra":
            out.append("+1 build")
        elif st["kind"] == "shield" and st["what"] == "tower":
            out.append("protected")
    return out


@functools.lru_cache(maxsize=128)
def label_surface(w: int, h: int, seat: int, name: str, col: tuple[int, int, int], cb: bool,
                   lit: bool, role: str, cards: int, chips: tuple[str, ...],
                   won: bool = False) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, (255, 250, 235, 240) if lit else (20, 30, 26, 220), r, border_radius=22)
    pygame.draw.rect(s, col, r, 5 if lit else 3, border_radius=22)
    draw_badge(s, seat, (8 + 22, h // 2), 44, cb)
    ink = theme.INK if lit else theme.TEXT
    name_col = tuple(max(0, c - 50) for c in col) if lit else col
    room = w - 60 - 64
    # the font's own top margin is ~6 px: start above the edge so the two lines never touch
    draw_text(s, name, fit_size(name, 28, room, 22), name_col, (58, -3), anchor="topleft")
    sub = chips[0] if chips else role
    chip = (40, 110, 220) if sub == "protected" else (60, 150, 60) if sub.startswith("+") \
        else (200, 60, 40)
    draw_text(s, sub, fit_size(sub, 22 if not chips else 28, room, 22), chip if chips else ink,
              (58, h - 1), anchor="bottomleft", role=None if chips else "secondary")
    if cb:
        draw_shape(s, theme.seat_shape(seat), (w - 80, 16), 9, col)
    back = card_back(28)
    s.blit(back, (w - 62, (h - back.get_height()) // 2))
    draw_text(s, str(cards), 30, ink, (w - 10, h // 2), anchor="midright")
    if won:
        s.blit(image("ui/icon_trophy", (40, 40)), (w - 110, (h - 40) // 2))
    return s
