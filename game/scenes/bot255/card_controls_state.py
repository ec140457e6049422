"""What the card game's controls know: the seat the input acts for, its step
of the turn, its hand and editor, and which cards glow. The panels over the
table are described by `Panel`."""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.input.intents import KEYBOARD, MOUSE
from game.rules.bot255.actions import Play
from game.rules.bot255.deck import card
from game.ui import theme
from game.ui.widgets import Menu

from .board import Playback
from .card_table import hand_rects
from .editor import Editor

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


class ControlsState:
    """The controls' state and what it says about the seat of the moment."""

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
