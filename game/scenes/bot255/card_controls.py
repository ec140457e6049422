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

import json
import logging
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.input.intents import BACK, CONFIRM, KEYBOARD, MOUSE, PRESS, RELEASE, Intent
from game.rules.bot255 import interpreter
from game.rules.bot255.actions import (
    Blind,
    Discard,
    Draw,
    Give,
    Pick,
    Play,
    React,
    Run,
    program_text,
)
from game.rules.bot255.deck import KEPT, card, verify
from game.rules.bot255.program import to_lines
from game.ui import theme
from game.ui.badges import draw_badge
from game.ui.widgets import (
    Button,
    Menu,
    dim,
    draw_menu,
    draw_text,
    fit_size,
    panel,
    wrap,
)

from . import card_faces as faces
from .board import Playback, path_of
from .card_table import (
    ACTIONS,
    DECK,
    DISCARD,
    EDITOR,
    HAND,
    OVERLAY,
    bot_of,
    grid_rects,
    hand_rects,
    plural,
)
from .editor import Choice, Editor

if TYPE_CHECKING:
    from .cards import CardScene

log = logging.getLogger(__name__)

MODES = ("start", "act", "react", "penalty", "pick", "give", "spy_draw", "discard")
MODAL = ("react", "penalty", "pick", "spy_draw")      # a panel over the table takes the input
PILE_WORDS = {"deck": "the deck", "discard": "the face-up pile"}
ROW_H = 92


@dataclass
class Panel:
    """A panel over the table: its words and what else it shows."""
    rect: pygame.Rect
    title: str
    words: str = ""
    colour: tuple[int, int, int] = theme.INK
    seat: int | None = None
    labels: dict[Any, str] = field(default_factory=dict)     # under a card button
    rows: list[tuple[int, list[str], pygame.Rect]] = field(default_factory=list)   # spy
    card: str | None = None                                   # a card shown in the panel
    faded: bool = False                                       # ... as "not held"


class Controls:
    def __init__(self, scene: CardScene):
        self.scene = scene
        self.menu = Menu([], sound=self.sound)
        self._key: tuple[Any, ...] | None = None
        self.panel: Panel | None = None
        self.popup: Menu | None = None
        self.popup_box = pygame.Rect(0, 0, 10, 10)
        self.popup_title = ""
        self.popup_words: list[str] = []
        self.popup_card: str | None = None
        self.editors: dict[int, Editor] = {}
        self.editing_seat: int | None = None
        self.preview: Playback | None = None
        self.giving: list[str] = []
        self.pointer = False
        self.hover: str | None = None         # the hand card under the pointer
        self._seat: int | None = None     # the seat the input being handled acts for
        self._looks = False               # ... and whether its device may look at the hand

    def sound(self, name: str) -> None:
        self.scene.app.play(name)

    # ------------------------------------------------------------------ what is going on
    @property
    def editing(self) -> bool:
        return self.editing_seat is not None

    @property
    def editor(self) -> Editor | None:
        return None if self.editing_seat is None else self.editors.get(self.editing_seat)

    def me(self) -> int | None:
        return self.scene.controller()

    def mode(self) -> str:
        """What the seat at the controls decides now (see MODES), or "none"."""
        me = self.me()
        if me is None:
            return "none"
        step = str(self.scene.view(me)["step"])
        return step if step in MODES else "none"

    def hand(self) -> list[str]:
        """The hand of the player at the screen, as shown now."""
        v = self.scene.viewer
        if v is None:
            return []
        return list(self.scene.shown_view(v)["cards"]["hand"] or [])

    def hand_card_rects(self) -> list[pygame.Rect]:
        return hand_rects(len(self.hand()))

    def show_focus(self) -> bool:
        """The focus ring shows for pads and keys, not for a mouse or a finger."""
        if self.pointer:
            return False
        s = self.scene
        return s.hint_device(s.viewer if s.viewer is not None else self.me()) != MOUSE

    def focused_card(self) -> str | None:
        """The hand card lifted a little: under the pointer, or under the pad's focus."""
        if self.popup_card is not None:
            return self.popup_card
        if self.pointer:
            return self.hover if self.hover in self.hand() else None
        b = self.menu.focused()
        if b is not None and isinstance(b.data, tuple) and b.data[0] == "card" and \
                self.show_focus():
            return str(b.data[1])
        return None

    def card_marks(self) -> dict[str, str]:
        """How each hand card is lit: play, discard or chosen (a Swap's)."""
        mode = self.mode()
        if self.me() != self.scene.viewer or self.me() is None:
            return {}
        if mode == "give":
            return {c: "chosen" for c in self.giving}
        if mode == "discard":
            return {c: "discard" for c in self.hand()}
        if mode in ("start", "act"):
            legal = self.scene.legal(self.me())   # type: ignore[arg-type]
            return {a.card: "play" for a in legal if isinstance(a, Play)}
        return {}

    def pile_glow(self) -> set[str]:
        b = self.menu.focused() if self.popup is None else None
        if b is None or not b.enabled:
            return set()
        if b.data in (("act", "deck"), ("spy", "deck")):
            return {"deck"}
        if b.data in (("act", "discard"), ("spy", "discard")):
            return {"discard"}
        return set()

    def may_edit(self, seat: int | None) -> bool:
        """May the editor stay open for this seat? (Its turn's first step, and on a
        shared screen only while it is the one looking.) A moment of animation or a
        pad unplugged does not close it."""
        s = self.scene
        st = s.state
        if seat is None or st.over or st.step != "start" or seat not in st.to_act():
            return False
        return not s.hot_seat or s.viewer == seat

    def looks(self, device: str | None) -> bool:
        """May this device look at (and browse) the hand on screen?"""
        s = self.scene
        v = s.viewer
        if v is None or device is None:
            return False
        seat = s.seating.seat_for(device, {v})
        if seat is None and device in (KEYBOARD, MOUSE) and not s.seating.holds(device):
            seat = s.seating.seat_for(MOUSE if device == KEYBOARD else KEYBOARD, {v})
        return seat == v

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

    # ------------------------------------------------------------------ pressing things
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

    def press_action(self, name: str) -> None:
        if self._seat is None or self._seat != self.me():
            self.not_your_turn()
            return
        if name == "run":
            if self.mode() == "start":
                self.open_editor()
            else:
                self.sound("error")
            return
        pile = "deck" if name == "deck" else "discard"
        if Draw(pile) not in self.scene.legal(self._seat):
            self.sound("error")
            self.scene.say("That pile has no card to take." if self.mode() in ("start", "act")
                           else "Not now: finish what you are doing first.", self._seat, 2.5)
            return
        self.try_act(Draw(pile))

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

    # ------------------------------------------------------------------ the editor
    def editor_buttons(self) -> list[Button]:
        y = 936
        return [Button(pygame.Rect(16, y, 440, 128), "Run it!", self.editor_run, icon="play",
                       size=50, data="ed_run"),
                Button(pygame.Rect(468, y, 236, 128), "Try it", self.editor_try, icon="eye",
                       size=40, data="ed_try"),
                Button(pygame.Rect(716, y, 228, 128), "Back", self.close_editor, icon="back",
                       size=40, data="ed_back")]

    def open_editor(self) -> None:
        s = self.scene
        me = self._seat
        if me is None:
            return
        v = s.view(me)
        mem, lib = int(v.get("memory") or 4), frozenset(v.get("library") or ("move", "turn"))
        old = self.editors.get(me)
        if old is None or old.memory != mem or old.library != lib:
            ed = Editor(EDITOR, mem, lib, sound=self.sound,
                        load_choices=partial(self.load_choices, me),
                        outside=self.editor_buttons(), on_change=self.stop_preview)
            if old is not None and old.lines:
                ed.set_lines(old.lines)
            self.editors[me] = ed
        ed = self.editors[me]
        self.editing_seat = me
        self.preview = None
        first = ed.button("ed_run" if ed.lines else ("cmd", "move"))
        if first is not None and first in ed.menu.buttons:
            ed.menu.focus = ed.menu.buttons.index(first)
        self.sound("slide")

    def close_editor(self) -> None:
        if self.editing_seat is not None:
            self.editing_seat = None
            self.preview = None
            self.close_popup()
            self._key = None

    def stop_preview(self) -> None:
        self.preview = None

    def load_choices(self, seat: int) -> list[Choice]:
        out: list[Choice] = []
        last = self.scene.view(seat)["players_state"][seat].get("program")
        if last:
            try:
                lines = to_lines(json.loads(last))
                out.append(Choice("My last program", lines, plural(len(lines), "line")))
            except (ValueError, KeyError, TypeError):
                pass
        ed = self.editors.get(seat)
        if ed is not None and ed.lines:
            out.append(Choice("Start again: no lines", []))
        return out

    def verdict(self, program: Any) -> Any:
        """The rules' Verify of a program against the hand at the screen."""
        me = self.editing_seat
        hand = self.scene.view(me)["cards"]["hand"] or []
        return verify(program, [card(c) for c in hand])

    def editor_note(self) -> tuple[str, bool]:
        ed = self.editor
        if ed is None:
            return "", True
        program, why = ed.program()
        if why:
            return why, False
        if not program:
            return "Tap the commands on the right to write your program.", True
        v = self.verdict(program)
        if not v.valid:
            return v.words() + " If you run it, everyone takes one of your cards!", False
        return f"Good: {v.lines} of {v.memory} lines. Press Run it! to announce your run.", True

    def editor_try(self) -> None:
        s = self.scene
        ed, me = self.editor, self.editing_seat
        if ed is None or me is None:
            return
        program, why = ed.program()
        if why is not None or not program:
            self.sound("error")
            s.say(f"Fix the red line first: {why}" if why else "Add some lines first!", me, 3.0)
            return
        v = s.view(me)
        world = s.table.world(v)
        bot = bot_of(v["players_state"][me]["bot"])
        r = interpreter.run(world, program, bot)
        self.preview = Playback.of_run(bot, path_of(r.steps), [st.line for st in r.steps],
                                       speed=2.2)
        self.sound("slide")

    def editor_run(self) -> None:
        s = self.scene
        ed, me = self.editor, self.editing_seat
        if ed is None or me is None:
            return
        if self._seat != me:
            self.not_your_turn()
            return
        program, why = ed.program()
        if why is not None or program is None:
            self.sound("error")
            s.say(f"Fix the red line first: {why}", me, 3.5)
            return
        if not program:
            self.sound("error")
            s.say("Add some lines first: tap moveForward!", me, 3.0)
            return
        v = self.verdict(program)
        if not v.valid:
            box = pygame.Rect(0, 0, 900, 0)
            lines = wrap(v.words() + " If you run it, everyone takes one of your cards, "
                         "face down.", 30, 820)
            box.h = 120 + 38 * len(lines) + 2 * 102
            box.center = (960, 540)
            self.open_popup("This program is not valid!", lines,
                            [("Fix it", self.close_popup, "back"),
                             ("Run it anyway", partial(self.send_run, program), "play")], box)
            return
        self.send_run(program)

    def send_run(self, program: Any) -> None:
        self.close_popup()
        if self.try_act(Run(program_text(program))):
            self.close_editor()

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
