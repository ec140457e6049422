"""The viewer's hand: the fanned cards (backs for a hidden hand), the card under
the cursor raised out of it, the buttons beside it, and the panel of a choice."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pygame

from game.input.intents import MOUSE
from game.ui import theme
from game.ui.prompts import device_family
from game.ui.widgets import Menu, draw_text, fit_size

from .faces import card_back, card_face
from .layout import BUTTONS, H, HAND, HAND_W, LOG, ZOOM_W, shade

if TYPE_CHECKING:
    from .tablestate import TableState


def draw_hand(table: TableState, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
    s, c = table.scene, table.scene.controls
    cards = table.hand_cards()
    if s.viewer is None:
        seat = table.shown_turn(v)
        if v["over"]:
            return
        n = int(v["hand_counts"][seat]) if not c.peeking() else 0
        if n and not s.is_bot(seat):
            back = card_back(96)
            step = min(60, 700 // max(1, n))
            x0 = HAND.centerx - (96 + step * (n - 1)) // 2
            for k in range(n):
                surf.blit(back, (x0 + k * step, HAND.y + 40))
            draw_text(surf, f"{s.seat_name(seat)}'s cards are hidden", 28, theme.TEXT,
                      (HAND.centerx, HAND.y + 14), shadow=True)
        return
    rects = table.hand_rects(cards)
    focus = c.hand_focus()
    lit = c.lit_hand()
    dragging = c.drag.dragging
    for i, (cid, r) in enumerate(zip(cards, rects)):
        if i == focus or cid == dragging:
            continue
        _hand_card(table, surf, cid, r, lit.get(cid), False)
    if focus is not None and focus < len(cards) and cards[focus] != dragging:
        _hand_card(table, surf, cards[focus], rects[focus].move(0, -26), lit.get(cards[focus]),
                        True)
    if not cards:
        draw_text(surf, "No cards in your hand", 30, theme.TEXT, HAND.center, shadow=True)


def _hand_card(table: TableState, surf: pygame.Surface, cid: str, r: pygame.Rect, lit: bool | None,
               focused: bool) -> None:
    s, c = table.scene, table.scene.controls
    if lit:
        pygame.draw.rect(surf, (90, 230, 110), r.inflate(12, 12), border_radius=14)
    if c.picked(cid):
        pygame.draw.rect(surf, theme.ACCENT, r.inflate(16, 16), border_radius=16)
    surf.blit(card_face(cid, HAND_W), r)
    if lit is False:
        surf.blit(shade(r.size, 110), r)
    if focused:
        me = s.controller()
        col = s.seat_colour(me) if me is not None else theme.ACCENT
        pygame.draw.rect(surf, col, r.inflate(10, 10), 5, border_radius=14)


def draw_zoom(table: TableState, surf: pygame.Surface) -> None:
    """The card under the cursor, raised out of the hand (never over the seat
    labels or the towers; reader.py reads its words big); or the card in the air."""
    c = table.scene.controls
    d = c.drag
    if d.dragging is not None and d.pos is not None:
        face = card_face(d.dragging, HAND_W)
        surf.blit(face, face.get_rect(center=d.pos))
        return
    cid = c.zoom_card()
    if cid is None:
        return
    cards = table.hand_cards()
    if cid not in cards:
        return
    r = table.hand_rects(cards)[cards.index(cid)]
    face = card_face(cid, ZOOM_W)
    fr = face.get_rect(midbottom=(r.centerx, H - 4))
    fr.clamp_ip(pygame.Rect(BUTTONS.right + 6, 0, LOG.x - BUTTONS.right - 12, H))
    surf.blit(shade(fr.inflate(12, 12).size, 120), fr.inflate(12, 12).move(6, 8))
    surf.blit(face, fr)
    me = table.scene.controller()
    col = table.scene.seat_colour(me) if me is not None else theme.ACCENT
    pygame.draw.rect(surf, col, fr.inflate(10, 10), 5, border_radius=16)


def draw_buttons(table: TableState, surf: pygame.Surface) -> None:
    s, c = table.scene, table.scene.controls
    if c.side is None:
        return
    fam = device_family(s.hint_device(s.controller()))
    show = c.zone == "buttons" and fam != MOUSE
    for i, b in enumerate(c.side.buttons):
        b.draw(surf, show and i == c.side.focus)


def draw_choice_panel(table: TableState, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
    c = table.scene.controls
    menu: Menu | None = c.choice_menu
    if menu is None:
        return
    area = menu_area(menu)
    surf.blit(shade(area.size, 190), area)
    pygame.draw.rect(surf, theme.ACCENT, area, 4, border_radius=20)
    q = v.get("asking") or {}
    title = c.choice_title
    if title:
        draw_text(surf, title, fit_size(title, 34, area.w - 40), theme.TEXT,
                  (area.centerx, area.y + 28), shadow=True)
    for i, b in enumerate(menu.buttons):
        if isinstance(b.data, str) and b.data.startswith("card:"):
            cid = b.data[5:]
            face = card_face(cid, b.rect.w)
            surf.blit(face, b.rect)
            if c.picked(cid):
                pygame.draw.rect(surf, theme.ACCENT, b.rect.inflate(10, 10), 6,
                                 border_radius=12)
            if i == menu.focus:
                pygame.draw.rect(surf, (255, 255, 255), b.rect.inflate(16, 16), 5,
                                 border_radius=14)
        else:
            b.draw(surf, i == menu.focus)
    del q


def menu_area(menu: Menu) -> pygame.Rect:
    rs = [b.rect for b in menu.buttons]
    r = rs[0].unionall(rs[1:]) if len(rs) > 1 else pygame.Rect(rs[0])
    return r.inflate(40, 40).move(0, -20).inflate(0, 40)
