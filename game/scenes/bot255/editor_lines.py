"""The editor's lines and where they sit: the rows on screen, scrolling, the
focus ring's buttons, and the program the lines make (only
`program.from_lines` says what they mean)."""
from __future__ import annotations

import functools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.rules.bot255.program import BadProgram, Program, from_lines
from game.ui.widgets import Button, Menu

Line = tuple[int, dict[str, Any]]
Sound = Callable[[str], None]

ROW_H = 50
SIDE = 78                 # the tap zones at each end of a line (indent less / more)
STEP_IN = 46              # pixels an indent
MAX_INDENT = 8
MAX_LINES = 99
PAPER = (252, 248, 236)
ROW = (255, 255, 255)
SELECTED = (255, 236, 150)
RUNNING = (170, 235, 180)
WRONG = (255, 205, 200)
FOCUS = (30, 120, 230)
CMD_ORDER = ("move", "left", "right", "repeat", "if", "else", "while", "until")
NEEDS = {"left": "turn", "right": "turn"}


@dataclass
class Choice:
    """A program the Load list offers."""
    label: str
    lines: list[Line]
    note: str = ""


class EditorLines:
    """The lines of `Editor` and their rows on screen."""

    # set by Editor.__init__ and its layout; declared here so that each part of the
    # editor (commands, drawing, input) is checked against them
    rect: pygame.Rect
    _faces: dict[Any, pygame.Surface]     # drawn buttons and rows, by look
    memory: int
    library: frozenset[str]
    sound: Sound
    load_choices: Callable[[], list[Choice]] | None
    on_change: Callable[[], None] | None
    lines: list[Line]
    selected: int | None
    cond: str
    negate: bool
    times: int
    scroll: int
    highlight: int | None
    locked: bool
    locked_reason: str
    glow: set[Any]
    hinted: tuple[int, dict[str, Any]] | None
    popup: Menu | None
    popup_title: str
    popup_note: str
    pointer: bool
    _press: tuple[int, str, tuple[int, int]] | None
    _dragging: bool
    _drag_from: int
    _cache: tuple[Any, Any] | None
    _wiggle: tuple[int, float] | None
    _clock: float
    outside: list[Button]
    menu: Menu
    palette: list[Button]
    bottom: list[Button]
    counter_rect: pygame.Rect
    list_rect: pygame.Rect
    visible_rows: int

    def button(self, data: Any) -> Button | None:
        """A button of the editor (or an outside one) by its data."""
        return next((b for b in self.menu.buttons if b.data == data), None)

    def _row_rect(self, i: int) -> pygame.Rect:
        k = i - self.scroll
        return pygame.Rect(self.list_rect.x + 8, self.list_rect.y + 8 + k * ROW_H,
                           self.list_rect.w - 16 - (14 if self._scrollable() else 0), ROW_H - 6)

    def _scrollable(self) -> bool:
        return len(self.lines) > self.visible_rows

    def _rebuild(self, focus_key: Any = None) -> None:
        if focus_key is None:
            cur = self.menu.focused() if self.menu.buttons else None
            focus_key = cur.data if cur is not None else ("cmd", "move")
        rows = [Button(self._row_rect(i), "", functools.partial(self.toggle_select, i),
                       data=("line", i))
                for i in self._visible()]
        buttons = self.palette + rows + self.bottom + self.outside
        self.menu.buttons = buttons
        k = next((n for n, b in enumerate(buttons) if b.data == focus_key), None)
        if k is None and isinstance(focus_key, tuple) and focus_key[:1] == ("line",):
            near = [n for n, b in enumerate(buttons) if isinstance(b.data, tuple)
                    and b.data[:1] == ("line",)]
            k = near[-1] if near else None
        self.menu.focus = k if k is not None else 0
        self.menu._mouse_down = None

    def _visible(self) -> range:
        return range(self.scroll, min(len(self.lines), self.scroll + self.visible_rows))

    def _changed(self, focus_key: Any = None) -> None:
        self._cache = None
        self.glow = set()
        self.hinted = None
        self._clamp_scroll()
        self._rebuild(focus_key)
        if self.on_change is not None:
            self.on_change()

    def _clamp_scroll(self) -> None:
        most = max(0, len(self.lines) - self.visible_rows)
        self.scroll = max(0, min(self.scroll, most))

    def set_highlight(self, i: int | None) -> None:
        """Light the line the bot carries out (None: none), scrolled into view."""
        if i != self.highlight:
            self.highlight = i
            if i is not None and not self.scroll <= i < self.scroll + self.visible_rows:
                self.show_line(i)
                self._rebuild()

    def show_line(self, i: int | None) -> None:
        """Scroll so that line i is on screen."""
        if i is None:
            return
        if i < self.scroll:
            self.scroll = i
        elif i >= self.scroll + self.visible_rows:
            self.scroll = i - self.visible_rows + 1
        self._clamp_scroll()

    # ------------------------------------------------------------------ the program
    def program(self) -> tuple[Program | None, str | None]:
        """The program the lines make, or why they don't make one."""
        key = tuple((ind, tuple(sorted(h.items()))) for ind, h in self.lines)
        if self._cache is None or self._cache[0] != key:
            try:
                result: Any = (from_lines([(ind, dict(h)) for ind, h in self.lines]), None)
            except BadProgram as e:
                result = (None, str(e))
            self._cache = (key, result)
        prog, why = self._cache[1]
        return prog, why

    def bad_line(self) -> int | None:
        """The line the program's problem names (0-based), if any."""
        _, why = self.program()
        m = re.match(r"Line (\d+)", why or "")
        return int(m.group(1)) - 1 if m else None

    @property
    def used(self) -> int:
        return len(self.lines)

    @property
    def over(self) -> bool:
        return self.used > self.memory

    def set_lines(self, lines: Sequence[Line]) -> None:
        self.lines = [(int(ind), dict(h)) for ind, h in lines][:MAX_LINES]
        self.selected = len(self.lines) - 1 if self.lines else None
        self.scroll = 0
        self.show_line(self.selected)
        self._changed()

    # ------------------------------------------------------------------ selecting
    def toggle_select(self, i: int) -> None:
        if not 0 <= i < len(self.lines):
            return
        if self.selected == i:
            self.selected = None
        else:
            self.selected = i
            self._sync_palette(self.lines[i][1])
        self.sound("tick")

    def deselect(self) -> None:
        self.selected = None

    def _sync_palette(self, head: dict[str, Any]) -> None:
        cond = head.get("cond")
        if isinstance(cond, str):
            self.negate = cond.startswith("not_")
            self.cond = cond[4:] if self.negate else cond
        if head.get("do") == "repeat":
            self.times = int(head.get("times", self.times))
    # ------------------------------------------------------------------ input
    def _on_line(self) -> int | None:
        b = self.menu.focused()
        if b is not None and isinstance(b.data, tuple) and b.data[:1] == ("line",):
            return int(b.data[1])
        return None

    def focus_line(self, i: int) -> None:
        self.show_line(i)
        self._rebuild(("line", i))
