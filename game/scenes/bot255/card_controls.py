"""Turning input into bot255 card game actions, the same way with a pad, the
keyboard, a mouse or a finger.

Everything offered comes from the rules: the seat's legal actions decide
which buttons are lit and which cards glow "Play"; anything refused is
explained in the rules' own words.

* The turn: three big buttons beside the piles (Run a program, Draw from the
  deck, Take the face-up card) and the hand's cards. A card to play glows;
  pressing it opens a small menu of what it can do ("Steal from Blue (5
  cards)", "Search the deck", ...). Any other card says what it is for.
* Run a program opens the editor (editor.py) with the palette of the hand's
  library and its memory; Try it shows where the program would take the bot
  (the rules' interpreter, nothing counts); Run it! announces the run. A
  program the Verify would refuse asks first ("Run it anyway?").
* The reaction window: each human is asked the same question whether or not
  they hold Steal Turn (behind the curtain on a shared screen).
* The choices a card brings (the cards a Steal or Search shows, the piles
  after a Spy), the invalid-program penalty (face-down cards of the
  offender) and the Swap (tap the cards to give, then Swap) are panels over
  the table; the hand limit asks for a card to throw away.

Pads and keys: the d-pad / arrows move a focus over everything on screen;
A / Enter presses; B / Esc goes back (closes a menu, the editor; else the
pause menu). A seat bound to a device takes input only from it (the match
scene routes each device to its seat).
"""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.input.intents import BACK, CONFIRM, PRESS, RELEASE, Intent
from game.ui import theme
from game.ui.badges import draw_badge
from game.ui.widgets import Button, dim, draw_menu, draw_text, fit_size, panel, wrap

from . import card_faces as faces
from .card_buttons import ControlsButtons
from .card_controls_state import MODAL, Panel
from .card_table import ACTIONS, DECK, DISCARD, hand_rects

# what the card scene imports from here
__all__ = ["Controls", "Panel"]


class Controls(ControlsButtons):
    """Input and drawing of the card game's controls (see the module's words)."""

    # ------------------------------------------------------------------ input
    def handle(self, seat: int | None, intent: Intent) -> bool:
        self._seat = seat
        self._looks = seat is not None or self.looks(intent.device)
        self.build()
        k = intent.kind
        if self.scene.waits_for_results() and k != BACK:
            self.pointer = intent.is_pointer    # the game is over: anyone may ask for them
            self.menu.handle(intent)
            return True
        if not self._looks:
            # someone else's device: it moves nothing (not even the focus) and says whose
            # turn it is when it presses
            if k in (CONFIRM, PRESS):
                self.not_your_turn()
            return k != BACK
        self.pointer = intent.is_pointer
        if intent.pos is not None:
            self.hover = next((c for c, r in zip(self.hand(), self.hand_card_rects())
                               if r.collidepoint(intent.pos)), None)
        if self.popup is not None:
            return self.popup_input(intent)
        ed = self.editor
        if ed is not None:
            if seat != self.editing_seat:
                if k in (CONFIRM, PRESS):
                    self.not_your_turn()
                return k != BACK
            if k == BACK and ed.popup is None and ed.selected is None:
                self.close_editor()
                self.sound("click")
                return True
            ed.handle(intent)
            return True
        if k == BACK:
            if self.giving:
                self.giving = []
                self._key = None
                self.sound("click")
                return True
            return False
        if k == PRESS and intent.pos is not None and self.mode() in ("start", "act"):
            for pile, rect in (("deck", DECK), ("discard", DISCARD)):
                if rect.collidepoint(intent.pos):
                    self.press_action(pile)
                    return True
        self.menu.handle(intent)
        return True

    def popup_input(self, intent: Intent) -> bool:
        assert self.popup is not None
        k = intent.kind
        if k == BACK:
            self.close_popup()
            self.sound("click")
            return True
        if intent.pos is not None and k == PRESS and not self.popup_box.collidepoint(intent.pos):
            self.close_popup()
            return True
        if intent.pos is not None and k == RELEASE and not self.popup_box.collidepoint(intent.pos):
            return True
        self.popup.handle(intent)
        return True

    # ------------------------------------------------------------------ drawing
    def draw_buttons(self, surf: pygame.Surface) -> None:
        """The main screen's buttons and panels (the hand cards are the table's)."""
        s = self.scene
        t = s.app.time
        focus = self.menu.focused() if self.show_focus() and self.popup is None else None
        mode = self.mode()
        if mode == "act":
            r = pygame.Rect(ACTIONS.x, ACTIONS.y, ACTIONS.w, 92)
            pygame.draw.rect(surf, (14, 34, 26), r, border_radius=20)
            for k, ln in enumerate(wrap("Now take a card, or play one!", 28, r.w - 30)[:2]):
                draw_text(surf, ln, 28, theme.ACCENT, (r.centerx, r.y + 30 + 32 * k))
        pnl = self.panel
        if pnl is not None and mode in MODAL:
            dim(surf, 130)      # a panel over the table: beneath is not on the screen
        if pnl is not None:
            self.draw_panel(surf, pnl)
        for b in self.menu.buttons:
            kind = b.data[0] if isinstance(b.data, tuple) else None
            if kind == "card":
                continue
            if kind in ("pick", "blind"):
                self.draw_card_button(surf, b, b is focus, t)
                continue
            if b is focus and b.enabled:
                k = int(6 + 6 * math.sin(t * 6))
                b.at(b.rect.inflate(k, k)).draw(surf, True)
            else:
                b.draw(surf, b is focus)

    def draw_panel(self, surf: pygame.Surface, p: Panel) -> None:
        s = self.scene
        panel(surf, p.rect)
        cb = s.app.settings.colour_blind
        right = p.rect.right - 40
        if p.card is not None:
            cr = pygame.Rect(0, 0, 170, 255)
            cr.topright = (p.rect.right - 40, p.rect.y + 40)
            faces.draw_face(surf, cr, p.card)
            if p.faded:
                shade = pygame.Surface(cr.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (245, 240, 225, 190), shade.get_rect(), border_radius=16)
                surf.blit(shade, cr)
                pygame.draw.line(surf, theme.BAD, cr.topleft, cr.bottomright, 8)
            right = cr.x - 30
        colour = p.colour if p.colour != theme.TEXT else theme.INK
        deep = (int(colour[0] * 0.8), int(colour[1] * 0.8), int(colour[2] * 0.8))
        left = p.rect.x + 40
        if p.seat is not None:
            draw_badge(surf, p.seat, (p.rect.x + 72, p.rect.y + 62), 76, cb)
            left = p.rect.x + 124
        size = fit_size(p.title, 50, right - left, 28)
        if p.seat is None and p.card is None:
            draw_text(surf, p.title, size, deep, (p.rect.centerx, p.rect.y + 62))
        else:
            draw_text(surf, p.title, size, deep, (left, p.rect.y + 62), anchor="midleft")
        y = p.rect.y + 124
        wleft = p.rect.x + 40
        for ln in wrap(p.words, 32, right - wleft)[:4]:
            if p.card is not None:
                draw_text(surf, ln, 32, theme.INK, (wleft, y), anchor="midleft")
            else:
                draw_text(surf, ln, 32, theme.INK, (p.rect.centerx, y))
            y += 40
        for seat, cards, row in p.rows:
            draw_badge(surf, seat, (row.x + 44, row.centery - 16), 60, cb)
            draw_text(surf, s.seat_name(seat), 30, theme.INK, (row.x + 44, row.centery + 34))
            area = pygame.Rect(row.x + 100, row.y, row.w - 100, row.h)
            rects = hand_rects(len(cards), area, 150, row.h)
            dx = area.x - rects[0].x if rects else 0
            for c, r in zip(cards, rects):
                faces.draw_face(surf, r.move(dx, 0), c)
            if not cards:
                draw_text(surf, "no cards", 28, (120, 100, 80), (area.x + 20, row.centery),
                          anchor="midleft")

    def draw_card_button(self, surf: pygame.Surface, b: Button, focused: bool, t: float) -> None:
        r = b.rect
        data: Any = b.data
        if data[0] == "blind":
            faces.draw_back(surf, r)
        else:
            faces.draw_face(surf, r, str(data[1]))
        label = self.panel.labels.get(b.data) if self.panel is not None else None
        if label:
            draw_text(surf, label, 26, theme.INK, (r.centerx, r.bottom + 16))
        if focused:
            pygame.draw.rect(surf, theme.ACCENT, r.inflate(14, 14), 6, border_radius=18)

    def draw_popup(self, surf: pygame.Surface) -> None:
        if self.popup is None:
            return
        box = self.popup_box
        dim(surf, 130)
        pygame.draw.rect(surf, (0, 0, 0), box.move(6, 8), border_radius=30)
        panel(surf, box)
        if self.popup_card is not None:
            lk = faces.look(self.popup_card)
            band = pygame.Rect(box.x + 18, box.y + 18, box.w - 36, 20)
            pygame.draw.rect(surf, lk.colour, band, border_radius=10)
        draw_text(surf, self.popup_title, fit_size(self.popup_title, 46, box.w - 60, 28), theme.INK,
                  (box.centerx, box.y + 72))
        y = box.y + 124
        for ln in self.popup_words:
            draw_text(surf, ln, 30, theme.INK, (box.centerx, y))
            y += 38
        draw_menu(surf, self.popup, self.scene.app.time, show_focus=self.show_focus())