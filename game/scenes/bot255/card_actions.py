"""Pressing things in the card game: an action sent to the rules (or why not),
a hand card pressed, and the small menu a card opens (what it can do, or
what it is for)."""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import pygame

from game.core.actions import Action
from game.rules.bot255.actions import Discard, Give, Play
from game.rules.bot255.deck import KEPT, card
from game.ui.widgets import Button, Menu, wrap

from . import card_faces as faces
from .card_controls_state import PILE_WORDS, ControlsState
from .card_table import HAND, OVERLAY, plural


class ControlsActions(ControlsState):
    """Actions sent, and the card popups."""

    def try_act(self, action: Action) -> bool:
        s = self.scene
        seat = self._seat
        if seat is None or seat != self.me():
            self.not_your_turn()
            return False
        if not s.ready:
            return False
        ok = s.act(seat, action)
        if ok:
            self.close_popup()
            self.giving = []
            self._key = None
        return ok

    def press_act(self, action: Action) -> None:
        self.try_act(action)

    def not_your_turn(self) -> None:
        s = self.scene
        if s.match.over or s.bubble is not None:
            return
        if not s.ready:
            return
        v = s.view(None)
        acting = sorted(s.state.to_act())
        if v["step"] == "react":
            s.say("Wait a moment: the others are deciding about Steal Turn.", None, 2.0)
            return
        seat = acting[0] if acting else int(v["turn"])
        if s.is_bot(seat):
            s.say(f"Wait a moment: {s.seat_name(seat)} is thinking.", seat, 2.0)
        else:
            s.say(f"It's {s.seat_name(seat)}'s turn.", seat, 2.0)

    def press_give(self) -> None:
        self.try_act(Give(tuple(self.giving)))

    def press_card(self, cid: str) -> None:
        if not self._looks:
            self.not_your_turn()
            return
        if self.mode() == "give" and self._seat == self.me():
            if cid in self.giving:
                self.giving.remove(cid)
            else:
                self.giving.append(cid)
            self.sound("tick")
            self._key = None
            return
        self.open_card(cid)

    def play_label(self, a: Play) -> str:
        s = self.scene
        kind = card(a.card).kind
        if kind == "steal_look":
            n = int(s.view(None)["cards"]["hand_counts"][a.target])
            return f"Steal from {s.seat_name(a.target)} ({plural(n, 'card')})"
        if kind == "steal_blind":
            return "Take one from everyone"
        if kind == "swap":
            return f"Swap with {PILE_WORDS.get(a.pile, a.pile)}"
        if kind == "search":
            return f"Search {PILE_WORDS.get(a.pile, a.pile)}"
        if kind == "spy":
            return "Spy on everyone"
        return "Play it"

    def open_card(self, cid: str) -> None:
        """The menu of one hand card: what it can do now, or what it is for."""
        s = self.scene
        me = self._seat if self._seat == self.me() else None
        mode = self.mode() if me is not None else "none"
        lk = faces.look(cid)
        kind = card(cid).kind
        options: list[tuple[str, Callable[[], Any], str | None]] = []
        note = ""
        if mode in ("start", "act") and me is not None:
            plays = sorted((a for a in s.legal(me) if isinstance(a, Play) and a.card == cid),
                           key=lambda a: (a.target, a.pile))
            for a in plays:
                options.append((self.play_label(a), partial(self.press_act, a), None))
            if not plays:
                if kind in KEPT:
                    note = "It stays in your hand and helps every program you write."
                elif kind == "steal_turn":
                    note = "Keep it: play it when another player wants to run a program."
                else:
                    note = "You can't play it right now."
        elif mode == "discard" and me is not None:
            options.append(("Throw it away", partial(self.press_act, Discard(cid)), "cross"))
            note = "You may keep 6 cards: throw one away."
        elif kind in KEPT:
            note = "It stays in your hand and helps every program you write."
        options.append(("Back" if options else "OK", self.close_popup, "back"))
        words = [lk.words] + ([note] if note else [])
        lines: list[str] = []
        for para in words:
            lines += wrap(para, 30, 560)
        w, h = 640, 120 + 38 * len(lines) + 102 * len(options)
        box = pygame.Rect(0, 0, w, h)
        rects = self.hand_card_rects()
        hand = self.hand()
        cx = rects[hand.index(cid)].centerx if cid in hand else HAND.centerx
        box.midbottom = (max(OVERLAY.x + w // 2, min(OVERLAY.right - w // 2, cx)), HAND.y - 18)
        self.open_popup(f"{lk.title}", lines, options, box, cid)

    def open_popup(self, title: str, lines: list[str],
                   options: list[tuple[str, Callable[[], Any], str | None]],
                   box: pygame.Rect, cid: str | None = None) -> None:
        y = box.bottom - 102 * len(options) - 10
        buttons = []
        for k, (label, fn, icon) in enumerate(options):
            r = pygame.Rect(box.x + 30, y + k * 102, box.w - 60, 88)
            buttons.append(Button(r, label, fn, icon=icon, size=36, data=("popup", k)))
        self.popup = Menu(buttons, sound=self.sound)
        self.popup_box, self.popup_title, self.popup_words = box, title, lines
        self.popup_card = cid
        self.sound("tick")

    def close_popup(self) -> None:
        self.popup = None
        self.popup_card = None
