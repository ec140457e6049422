"""The card reader: the words of the card under the cursor (in the hand, in the
private defence panel, or in a tower), drawn big where the log is. A card's own
face is too small to read from the sofa (13 px words on a 204 px card), and a
one-dot card in a tower of five or six shows only its picture; here its name,
numbers and rules are 28 px or more.

It reads only what the seat looking may know: its own hand (the viewer's) and
the towers, which every player sees."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.input.intents import MOUSE
from game.rules.junkyard.deck import card
from game.rules.junkyard.wording import rules_text
from game.ui import theme
from game.ui.assets import text
from game.ui.prompts import device_family
from game.ui.widgets import draw_text, fit_size, wrap

from .table import LOG

if TYPE_CHECKING:
    from .scene import JunkyardScene

READ_SIZE = 28          # the least size of the reader's words
READ_STEP = 34          # one line of them
LESS_SIZE = 22          # the least size of a line that decides nothing (whose tower)


def reader_card(scene: JunkyardScene) -> str | None:
    """The card to read now, if any: a hand card of the viewer's, or a junk card
    in a tower."""
    c = scene.controls
    if c.drag.dragging is not None:
        return tower_card(scene)        # the target under the card being dragged
    menu = c.peek_panel()
    if menu is not None and c.peeking() and menu.buttons:
        data = menu.buttons[min(menu.focus, len(menu.buttons) - 1)].data
        # the private panel's small card under the cursor
        return data[5:] if isinstance(data, str) and data.startswith("card:") else None
    cid = c.zoom_card()
    if cid in scene.table.hand_cards():
        return cid
    return tower_card(scene)


def tower_card(scene: JunkyardScene) -> str | None:
    """The junk card of a tower under the focus: the one aimed at with the keys
    or a pad, or the one under the mouse unless keys or a pad were used last (a
    mouse left lying on a tower does not hide the log from a keyboard player)."""
    c, table = scene.controls, scene.table
    junk = c.cursor_junk()
    last = scene.last_device
    if junk is None and (last is None or device_family(last) == MOUSE):
        at = scene.app.input.pointer
        junk = table.junk_at(at) if at is not None else None
    return junk if junk is not None and table.pic.locate(junk) is not None else None


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


def tower_lines(scene: JunkyardScene, junk: str) -> list[tuple[str, int]]:
    """(line, size) rows of a junk card in a tower: its name, its strength now
    (what an attack must beat) and its height, whose tower, then its rules."""
    c = card(junk)
    w = LOG.w - 40
    where = scene.table.pic.locate(junk)
    f = scene.table.pic.floor(junk)
    now = c.strength if f is None else f.strength
    rows = [(c.name, fit_size(c.name, 36, w, READ_SIZE))]
    power = f"Strength {now}" + ("" if now == c.strength else f" (the card says {c.strength})")
    rows.append((power, READ_SIZE))
    dots = f"{c.height} {'dot' if c.height == 1 else 'dots'} high"
    place = dots if where is None else f"{dots}, in {scene.seat_name(where[0])}'s tower"
    rows.append((place, fit_size(place, READ_SIZE, w, LESS_SIZE)))
    words = rules_text(c)
    return rows + [(ln, READ_SIZE) for ln in (wrap(words, READ_SIZE, w) if words else [])]


def draw_reader(scene: JunkyardScene, surf: pygame.Surface, cid: str) -> None:
    me = scene.controller()
    col = scene.seat_colour(me) if me is not None else theme.ACCENT
    pygame.draw.rect(surf, (252, 246, 228), LOG, border_radius=16)
    pygame.draw.rect(surf, col, LOG, 5, border_radius=16)
    in_tower = scene.table.pic.locate(cid) is not None
    rows = tower_lines(scene, cid) if in_tower else reader_lines(cid)
    y = LOG.y + 14
    for i, (ln, size) in enumerate(rows):
        # the secondary line (whose tower) may be smaller: it decides nothing
        draw_text(surf, ln, size, theme.INK if i else (120, 40, 20), (LOG.x + 20, y),
                  anchor="topleft", role="secondary" if size < READ_SIZE else None)
        y += READ_STEP if i else READ_STEP + 6


def fits(cid: str, rows: list[tuple[str, int]] | None = None) -> bool:
    """The reader holds the card's every word (checked for the whole deck by the tests)."""
    rows = reader_lines(cid) if rows is None else rows
    tall = READ_STEP * len(rows) + 6 + 14 <= LOG.h
    return tall and max(text(ln, sz, theme.INK).get_width() for ln, sz in rows) <= LOG.w - 40
