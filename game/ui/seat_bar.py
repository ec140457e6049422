"""The seat bar: one card per seat along the top of a table.

Each card shows the seat's badge, name and who plays it (a player or which
bot), is lit while it is that seat's turn, crossed out when the seat is out
and carries a trophy when it won. What else a game tells about a seat fits
in one line of detail (`detail(seat)`: "Team A · 3 pts"), and a game may
draw a little more on a card (`decorate`).

The cards are painted into one cached layer: a frame only blits it, and it
is painted again only when something on it changes (the cards, the lit
seats, the palette, the details, or the game's `key` for what `decorate`
draws). The bouncing turn arrow and the thinking monkey move every frame, so
they are drawn on top, never cached.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Collection, Hashable, Sequence

import pygame

from . import theme
from .assets import image, text
from .badges import draw_badge, draw_shape
from .layers import Layer
from .widgets import draw_text


@dataclass(frozen=True)
class SeatCard:
    name: str
    role: str               # "Player", "Easy bot", ...
    out: bool = False
    won: bool = False


Detail = Callable[[int], str]
# (bar, seat, card rect, lit, key): draws from the key the game passed to `draw`
Decorate = Callable[[pygame.Surface, int, pygame.Rect, bool, Hashable], None]


def _no_detail(seat: int) -> str:
    return ""


class SeatBar:
    def __init__(self, rect: pygame.Rect, detail: Detail = _no_detail,
                 decorate: Decorate | None = None, card_width: int = 300):
        self.rect = pygame.Rect(rect)
        self.detail = detail
        self.decorate = decorate
        self.card_width = card_width
        self.layer = Layer(self.rect.size, self._paint)

    # ------------------------------------------------------------------ geometry
    def _columns(self, n: int) -> tuple[int, int]:
        cw = min(self.card_width, self.rect.w // max(1, n))
        return self.rect.centerx - cw * n // 2, cw

    def card(self, seat: int, n: int) -> pygame.Rect:
        """Where `seat`'s card is on the screen, with `n` seats."""
        x0, cw = self._columns(n)
        return pygame.Rect(x0 + seat * cw + 6, self.rect.y + 18, cw - 12, self.rect.h - 22)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface, cards: Sequence[SeatCard], lit: Collection[int],
             colour_blind: bool, key: Hashable = ()) -> None:
        """The cards, `lit` seats highlighted. `key`: what `decorate` draws from."""
        details = tuple(self.detail(s) for s in range(len(cards)))
        self.layer.blit(surf, (tuple(cards), frozenset(lit), colour_blind, details, key),
                        self.rect.topleft)

    def draw_arrow(self, surf: pygame.Surface, seat: int, n: int, clock: float) -> None:
        """A bouncing arrow over a seat that must act now."""
        x0, cw = self._columns(n)
        cx = x0 + seat * cw + 58
        y = self.rect.y + 4 + int(6 * abs(math.sin(clock * 4)))
        pygame.draw.polygon(surf, theme.ACCENT, [(cx - 16, y), (cx + 16, y), (cx, y + 18)])

    def draw_thinking(self, surf: pygame.Surface, seat: int, n: int, clock: float) -> None:
        """The thinking monkey on a bot's card while it decides."""
        x0, cw = self._columns(n)
        cx = x0 + seat * cw + cw - 40
        frame = int(clock * 3) % 2
        surf.blit(image(f"monkey/think_{frame}", (70, 70)), (cx - 35, self.rect.y + 70))

    def _paint(self, bar: pygame.Surface, state: tuple) -> None:
        cards, lit, cb, details, key = state
        for s, card in enumerate(cards):
            r = self.card(s, len(cards)).move(-self.rect.x, -self.rect.y)
            self._paint_card(bar, s, card, r, s in lit, cb, details[s], key)

    def _paint_card(self, bar: pygame.Surface, s: int, card: SeatCard, r: pygame.Rect,
                    lit: bool, cb: bool, detail: str, key: Hashable) -> None:
        col = theme.seat_colour(s, cb)
        pygame.draw.rect(bar, (255, 250, 235, 235) if lit else (20, 40, 30, 200), r,
                         border_radius=22)
        pygame.draw.rect(bar, col, r, width=5 if lit else 3, border_radius=22)
        small = r.w < 240
        badge = 64 if small else 84
        draw_badge(bar, s, (r.x + 12 + badge // 2, r.centery), badge, cb)
        ink = theme.INK if lit else theme.TEXT
        name_col = tuple(max(0, c - 40) for c in col) if lit else col
        tx = r.x + badge + 18
        room = r.right - tx - (34 if cb else 10)
        size = next((z for z in ((28, 24, 20) if small else (34, 30, 26))
                     if text(card.name, z, name_col).get_width() <= room), 20)
        draw_text(bar, card.name, size, name_col, (tx, r.y + 14), anchor="topleft")
        if cb:  # colour is never the only clue
            draw_shape(bar, theme.seat_shape(s), (r.right - 24, r.y + 30), 12, col)
        draw_text(bar, card.role, 22 if small else 24, theme.MUTED if card.out else ink,
                  (tx, r.y + 54), anchor="topleft")
        if detail:
            draw_text(bar, detail, 22, ink, (tx, r.y + 84), anchor="topleft")
        if self.decorate is not None:
            self.decorate(bar, s, r, lit, key)
        if card.out:
            pygame.draw.line(bar, theme.BAD, (r.x + 18, r.y + 18), (r.x + 82, r.bottom - 18), 8)
            pygame.draw.line(bar, theme.BAD, (r.x + 82, r.y + 18), (r.x + 18, r.bottom - 18), 8)
            draw_text(bar, "OUT", 26, theme.BAD, (r.right - 40, r.y + 60))
        if card.won:
            bar.blit(image("ui/icon_trophy", (44, 44)), (r.right - 54, r.y + 40))
