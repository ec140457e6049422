"""The card reader: the words of the card under the cursor (in the hand, or
in the private defence panel), drawn big where the log is. A card's own face
is too small to read from the sofa (13 px words on a 204 px card); here its
name, numbers and rules are 28 px or more."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.junkyard.deck import card
from game.rules.junkyard.wording import rules_text
from game.ui import theme
from game.ui.assets import text
from game.ui.widgets import draw_text, fit_size, wrap

from .table import LOG

if TYPE_CHECKING:
    from .scene import JunkyardScene

READ_SIZE = 28          # the least size of the reader's words
READ_STEP = 34          # one line of them


def reader_card(scene: JunkyardScene) -> str | None:
    """The card to read now, if any."""
    c = scene.controls
    if c.drag.dragging is not None:
        return None
    menu = c.peek_panel()
    if menu is not None and c.peeking() and menu.buttons:
        data = menu.buttons[min(menu.focus, len(menu.buttons) - 1)].data
        # the private panel's small card under the cursor
        return data[5:] if isinstance(data, str) and data.startswith("card:") else None
    cid = c.zoom_card()
    return cid if cid in scene.table.hand_cards() else None


def reader_lines(cid: str) -> list[tuple[str, int]]:
    """(line, size) rows: the card's name, its numbers (junk) and its rules."""
    c = card(cid)
    w = LOG.w - 40
    rows = [(c.name, fit_size(c.name, 36, w, READ_SIZE))]
    if c.type == "junk":
        dots = f"{c.height} {'dot' if c.height == 1 else 'dots'} high"
        rows.append((f"Junk: {dots}, strength {c.strength}", READ_SIZE))
    words = rules_text(c)
    return rows + [(ln, READ_SIZE) for ln in (wrap(words, READ_SIZE, w) if words else [])]


def draw_reader(scene: JunkyardScene, surf: pygame.Surface, cid: str) -> None:
    me = scene.controller()
    col = scene.seat_colour(me) if me is not None else theme.ACCENT
    pygame.draw.rect(surf, (252, 246, 228), LOG, border_radius=16)
    pygame.draw.rect(surf, col, LOG, 5, border_radius=16)
    y = LOG.y + 14
    for i, (ln, size) in enumerate(reader_lines(cid)):
        draw_text(surf, ln, size, theme.INK if i else (120, 40, 20), (LOG.x + 20, y),
                  anchor="topleft")
        y += READ_STEP if i else READ_STEP + 6


def fits(cid: str) -> bool:
    """The reader holds the card's every word (checked for the whole deck by the tests)."""
    rows = reader_lines(cid)
    tall = READ_STEP * len(rows) + 6 + 14 <= LOG.h
    return tall and max(text(ln, sz, theme.INK).get_width() for ln, sz in rows) <= LOG.w - 40
