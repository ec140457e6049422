"""The card game's buttons of the moment: the hand, Run / Draw / Take beside
the piles, the Swap, and the panels over the table (the reaction window,
the penalty and pick, the Spy's piles), rebuilt when anything they show
changes."""
from __future__ import annotations

from functools import partial
from typing import Any

import pygame

from game.rules.bot255.actions import Blind, Draw, Pick, React
from game.rules.bot255.deck import card
from game.ui import theme
from game.ui.widgets import Button

from . import card_faces as faces
from .card_controls_state import MODAL, PILE_WORDS, Panel
from .card_editing import ControlsEditing
from .card_table import ACTIONS, OVERLAY, grid_rects, hand_rects, plural


class ControlsButtons(ControlsEditing):
    """The buttons built for the seat of the moment."""

    # ------------------------------------------------------------------ life
    def update(self, dt: float) -> None:
        pb = self.preview
        ed = self.editor
        if pb is not None:
            pb.advance(dt * self.scene.app.settings.animation_speed)
            if ed is not None:
                ed.set_highlight(pb.line() if not pb.done else None)
        elif ed is not None:
            ed.set_highlight(None)
        self.build()

    def cancel(self) -> None:
        self.close_popup()
        self.giving = []
        self._key = None

    def build(self) -> None:
        """The buttons of the moment (rebuilt when anything they show changes)."""
        s = self.scene
        me, mode = self.me(), self.mode()
        if mode != "give":
            self.giving = []
        if self.editing and not self.may_edit(self.editing_seat):
            self.close_editor()
        hand = tuple(self.hand())
        key = (s.version, me, mode, s.viewer, hand, tuple(self.giving), s.ready, self.editing,
               s.anim.busy, s.waits_for_results())
        if key == self._key:
            return
        self._key = key
        old = self.menu.focused()
        want = old.data if old is not None else None
        self.panel = None
        buttons = self.make_buttons(me, mode, list(hand))
        self.menu.buttons = buttons
        self.menu._mouse_down = None
        k = next((i for i, b in enumerate(buttons) if b.data == want), None)
        if k is None or s.waits_for_results():      # the game is over: See the results
            k = self.default_focus(mode, buttons)
        self.menu.focus = k

    def default_focus(self, mode: str, buttons: list[Button]) -> int:
        order: list[Any] = []
        if mode == "start":
            order = [("act", "run"), ("act", "deck")]
        elif mode == "act":
            order = [("act", "deck"), ("act", "discard")]
        elif mode == "react":
            order = [("react", False)]
        elif mode == "spy_draw":
            order = [("spy", "deck"), ("spy", "discard")]
        elif mode == "give":
            order = [("give", "ok")]
        for want in order:
            for i, b in enumerate(buttons):
                if b.data == want and b.enabled:
                    return i
        for i, b in enumerate(buttons):
            if b.enabled:
                return i
        return 0

    def make_buttons(self, me: int | None, mode: str, hand: list[str]) -> list[Button]:
        s = self.scene
        if mode in MODAL and me is not None and s.ready:
            return self.panel_buttons(me, mode)
        out = [Button(r, "", partial(self.press_card, cid), data=("card", cid))
               for cid, r in zip(hand, hand_rects(len(hand)))]
        legal = s.legal(me) if me is not None and s.ready else set()
        gap = 12
        h = (ACTIONS.h - 2 * gap) // 3
        rows = [pygame.Rect(ACTIONS.x, ACTIONS.y + k * (h + gap), ACTIONS.w, h) for k in range(3)]
        if s.waits_for_results():
            # where Run a program was: the result screen's Play again (bottom left,
            # over the hand) comes only when asked, never under a card's click
            return [Button(rows[0], "See the results", s.ask_result, icon="star", size=36,
                           data="results")] + out
        if mode == "give" and me is not None:
            return out + self.give_buttons(me)
        if mode != "act":
            out.append(Button(rows[0], "Run a program", partial(self.press_action, "run"),
                              icon="play", size=36, enabled=mode == "start",
                              data=("act", "run")))
        out.append(Button(rows[1], "Draw from the deck", partial(self.press_action, "deck"),
                          size=34, enabled=Draw("deck") in legal, data=("act", "deck")))
        out.append(Button(rows[2], "Take the face-up card", partial(self.press_action, "discard"),
                          size=34, enabled=Draw("discard") in legal, data=("act", "discard")))
        return out

    def give_buttons(self, me: int) -> list[Button]:
        """A Swap: the hand's cards are the choices; one button swaps them."""
        v = self.scene.view(me)
        pile = PILE_WORDS.get(str(v.get("swap_pile")), "the pile")
        box = pygame.Rect(0, 0, 1160, 400)
        box.center = (OVERLAY.centerx, OVERLAY.centery - 10)
        n = len(self.giving)
        self.panel = Panel(box, "Swap: which cards do you give away?",
                           f"Tap your cards below to choose them. You get "
                           f"{plural(n + 1, 'card')} from {pile}: one more than you give.")
        label = f"Swap {plural(n, 'card')}" if n else "Give none: just take 1"
        r = pygame.Rect(0, 0, 600, 116)
        r.midbottom = (box.centerx, box.bottom - 30)
        return [Button(r, label, self.press_give, icon="check", size=38, data=("give", "ok"))]

    # ------------------------------------------------------------------ the panels
    def panel_buttons(self, me: int, mode: str) -> list[Button]:
        s = self.scene
        v = s.view(me)
        legal = s.legal(me)
        turn = int(v["turn"])
        tname = s.seat_name(turn)
        box = OVERLAY.inflate(-40, -16)
        out: list[Button] = []
        if mode == "react":
            box = pygame.Rect(0, 0, 1180, 480)
            box.center = OVERLAY.center
            holds = React(True) in legal
            steal = next((c for c in v["cards"]["hand"] or [] if card(c).kind == "steal_turn"),
                         None)
            words = (f"Do you play Steal Turn? Then {tname}'s turn ends and you play now. "
                     + ("You have a Steal Turn card." if holds else
                        "You have no Steal Turn card this time."))
            self.panel = Panel(box, f"{tname} wants to run a program!", words,
                               s.seat_colour(turn), turn, card=steal or "steal_turn-1",
                               faded=steal is None)
            a = pygame.Rect(box.x + 40, box.bottom - 146, 420, 116)
            b = pygame.Rect(box.x + 480, box.bottom - 146, 440, 116)
            out.append(Button(a, "Steal the turn!", partial(self.press_act, React(True)),
                              icon="star", size=40, enabled=holds, data=("react", True)))
            out.append(Button(b, f"No, let {tname} run", partial(self.press_act, React(False)),
                              icon="play", size=36, data=("react", False)))
            return out
        if mode == "penalty":
            n = int(v["cards"]["hand_counts"][turn])
            self.panel = Panel(box, f"{tname}'s program was not valid!",
                               f"Take one of {tname}'s cards without looking. It goes under "
                               f"the face-up pile.", theme.BAD, turn)
            area = pygame.Rect(box.x + 40, box.y + 170, box.w - 80, box.h - 200)
            for i, r in enumerate(grid_rects(n, area, 170)):
                out.append(Button(r, "", partial(self.press_act, Blind(i)), data=("blind", i)))
            return out
        if mode == "pick":
            ch = v.get("choice") or {}
            shown = v.get("shown")
            why = ch.get("why")
            labels: dict[Any, str] = {}
            if why == "steal_blind" and isinstance(shown, dict):
                cards = list(shown)
                for c in cards:
                    labels[("pick", c)] = f"from {s.seat_name(int(shown[c]))}"
                title, words = "Keep one card", "The others go back to the players they came from."
            elif why == "steal_look":
                cards = list(shown or [])
                src = s.seat_name(int(ch.get("source") or 0))
                title, words = f"Take one of {src}'s cards", "It goes into your hand."
            else:
                pile = str(ch.get("source") or "deck")
                groups: dict[Any, list[str]] = {}
                for c in list(shown or [])[::-1]:       # the top card first
                    groups.setdefault(faces.face_key(c), []).append(c)
                cards = [g[0] for g in groups.values()]
                for g in groups.values():
                    if len(g) > 1:
                        labels[("pick", g[0])] = f"x{len(g)}"
                title = f"Search {PILE_WORDS.get(pile, 'the pile')}"
                words = "Take the card you want."
            self.panel = Panel(box, title, words, labels=labels)
            area = pygame.Rect(box.x + 30, box.y + 164, box.w - 60, box.h - 184)
            for c, r in zip(cards, grid_rects(len(cards), area, 200, 1.65)):
                out.append(Button(r.inflate(0, -34).move(0, -17), "",
                                  partial(self.press_act, Pick(c)), data=("pick", c)))
            return out
        if mode == "spy_draw":
            shown = v.get("shown") or {}
            self.panel = Panel(box, "Spy: everyone's cards",
                               "Remember what they hold! Then draw a card.")
            seats = sorted(int(k) for k in shown)
            area = pygame.Rect(box.x + 30, box.y + 160, box.w - 60, box.h - 310)
            rh = min(170, area.h // max(1, len(seats)))
            for k, seat in enumerate(seats):
                row = pygame.Rect(area.x, area.y + k * rh, area.w, rh - 8)
                self.panel.rows.append((seat, list(shown[str(seat)]), row))
            y = box.bottom - 140
            for pile, x, label in (("deck", box.centerx - 520, "Draw from the deck"),
                                   ("discard", box.centerx + 20, "Take the face-up card")):
                out.append(Button(pygame.Rect(x, y, 500, 110), label,
                                  partial(self.press_act, Draw(pile)), size=38,
                                  enabled=Draw(pile) in legal, data=("spy", pile)))
            return out
        return out
