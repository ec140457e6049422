"""The bot255 code editor, the rule text's code window made for small hands
and gamepads.

    editor = Editor(rect, memory=16, library=COMMANDS, sound=app.play)
    editor.handle(intent)          # True when used
    editor.draw(surf, t)
    editor.program()               # (program, None) or (None, why in words)

What is on it, top to bottom:

* the palette: moveForward, rotate left / right, repeat N, if, else, while,
  repeat until (only the commands of `library`), then the conditions (bug,
  bit or wall ahead, and not) and the count of a repeat (- / +). Tapping a
  command adds it after the selected line (nothing selected: at the top),
  indented under a header; the new line is selected, so the next one follows
  it. The chosen condition is the one a new if / while / repeat until gets;
  with such a line selected, tapping a condition changes that line.
* the lines used against memory ("7 / 16 lines"), red when over, and the
  reason the lines don't make a program, when they don't (program.from_lines
  says which line).
* the lines. Tap the left side of a line to indent it less, the right side
  to indent it more, the middle to select it (again: de-select). The line
  being carried out by the bot shows the bot beside it.
* Delete (the selected line, or the last) and Load (a list of programs the
  scene offers: the last program run, worked solutions...), then any
  buttons the scene adds (`tools`).

Pads and keys: the focus moves over everything (d-pad / arrows / stick); A
or Enter presses. On a line, up / down go from line to line and left /
right indent it; LB / RB (Q / E) indent the selected line from anywhere; X
(Tab) deletes; B (Esc) de-selects. `outside` buttons (the scene's, e.g. Run)
join the focus ring and are drawn with the rest.

Lines are kept as the rules' editor lines, [(indent, line dict)], and turned
into a program only by `program.from_lines`: the editor never decides what
a program means.
"""
from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.input.intents import (
    ALT,
    BACK,
    CONFIRM,
    DOWN,
    LEFT,
    NEXT,
    POINT,
    PRESS,
    PREV,
    RELEASE,
    RIGHT,
    UP,
    WHEEL,
    Intent,
)
from game.rules.bot255.program import (
    COMMANDS,
    CONDS,
    HEADERS,
    MAX_TIMES,
    BadProgram,
    Program,
    condition_words,
    from_lines,
    line_words,
)
from game.ui import theme
from game.ui.assets import nine_slice
from game.ui.widgets import Button, Menu, draw_text, fit_size, wrap

from . import board

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
KIND_COLOUR: dict[str, tuple[int, int, int]] = {
    "move": (60, 130, 225), "left": (140, 90, 215), "right": (140, 90, 215),
    "turn": (140, 90, 215), "if": (232, 132, 30), "else": (232, 132, 30),
    "while": (30, 160, 100), "repeat": (30, 160, 100), "until": (30, 160, 100),
    "bug": board.BUG, "bit": board.BIT_DARK, "wall": board.WALL, "not": (90, 90, 100),
}
CMD_ORDER = ("move", "left", "right", "repeat", "if", "else", "while", "until")
NEEDS = {"left": "turn", "right": "turn"}


# ---------------------------------------------------------------------------- words
def _question_mark(surf: pygame.Surface, c: Any, centre: tuple[float, float], h: float,
                   w: int) -> None:
    """The if icon's "?", drawn as a picture (a hook and a dot), not as text."""
    cx, cy = centre
    r = pygame.Rect(0, 0, int(h * 0.6), int(h * 0.5))
    r.midtop = (int(cx), int(cy - h * 0.5))
    pygame.draw.arc(surf, c, r, -math.pi * 0.5, math.pi, max(2, w - 1))
    pygame.draw.line(surf, c, (cx, r.bottom), (cx, cy + h * 0.12), max(2, w - 1))
    pygame.draw.circle(surf, c, (int(cx), int(cy + h * 0.35)), max(2, w // 2 + 1))


def _letter_n(surf: pygame.Surface, c: Any, centre: tuple[float, float], h: float,
              w: int) -> None:
    """The repeat icon's "N" (a count), drawn as three strokes."""
    cx, cy = centre
    x0, x1, y0, y1 = cx - h * 0.35, cx + h * 0.35, cy - h * 0.5, cy + h * 0.5
    pygame.draw.lines(surf, c, False, [(x0, y1), (x0, y0), (x1, y1), (x1, y0)], w)


def line_kind(head: dict[str, Any]) -> str:
    do = str(head.get("do"))
    return str(head.get("way")) if do == "turn" else do


# ---------------------------------------------------------------------------- pictures
def draw_icon(surf: pygame.Surface, kind: str, rect: pygame.Rect,
              colour: tuple[int, int, int] | None = None, t: float = 0.0) -> None:
    """A small picture of a command or condition, drawn by code:
    move, left, right, if, else, while, repeat, until, bug, bit, wall, not."""
    c = colour or (255, 255, 255)
    cx, cy = rect.center
    s = min(rect.w, rect.h)
    w = max(3, s // 9)
    if kind == "move":
        pygame.draw.line(surf, c, (cx, cy + s * 0.34), (cx, cy - s * 0.1), w + 1)
        pygame.draw.polygon(surf, c, [(cx, cy - s * 0.4), (cx - s * 0.26, cy - s * 0.06),
                                      (cx + s * 0.26, cy - s * 0.06)])
    elif kind in ("left", "right"):
        sign = -1 if kind == "left" else 1
        r = pygame.Rect(0, 0, int(s * 0.62), int(s * 0.62))
        r.center = (cx, int(cy + s * 0.06))
        tip: tuple[float, float]
        if sign < 0:
            pygame.draw.arc(surf, c, r, 0.0, math.pi * 0.95, w)
            tip = (r.left + 1, r.centery + 2)
        else:
            pygame.draw.arc(surf, c, r, math.pi * 0.05, math.pi, w)
            tip = (r.right - 1, r.centery + 2)
        pygame.draw.polygon(surf, c, [(tip[0], tip[1] + s * 0.2), (tip[0] - s * 0.17, tip[1] - 2),
                                      (tip[0] + s * 0.17, tip[1] - 2)])
    elif kind in ("if", "else"):
        d = s * 0.4
        pts = [(cx, cy - d), (cx + d, cy), (cx, cy + d), (cx - d, cy)]
        if kind == "if":
            pygame.draw.polygon(surf, c, pts, w)
            _question_mark(surf, c, (cx, cy), s * 0.5, w)
        else:
            pygame.draw.polygon(surf, c, pts, w)
            pygame.draw.polygon(surf, c, [(cx, cy - d), (cx, cy + d), (cx - d, cy)])
    elif kind in ("while", "repeat", "until"):
        r = pygame.Rect(0, 0, int(s * 0.72), int(s * 0.62))
        r.center = (cx, cy)
        pygame.draw.arc(surf, c, r, math.pi * 0.35, math.pi * 2.1, w)
        tip = (r.centerx + r.w * 0.36, r.top + r.h * 0.2)
        pygame.draw.polygon(surf, c, [(tip[0] + s * 0.12, tip[1] - s * 0.14),
                                      (tip[0] + s * 0.14, tip[1] + s * 0.14),
                                      (tip[0] - s * 0.14, tip[1] + s * 0.06)])
        if kind == "until":
            pygame.draw.rect(surf, c, (cx - w // 2, cy - s * 0.18, w, s * 0.36))
        elif kind == "repeat":
            _letter_n(surf, c, (cx, cy), s * 0.3, max(2, w - 1))
    elif kind == "bug":
        board.draw_bug(surf, rect.inflate(s * 0.15, s * 0.15), t)
    elif kind == "bit":
        board.draw_bit(surf, rect.inflate(s * 0.3, s * 0.3), t, glow=False)
    elif kind == "wall":
        r = pygame.Rect(0, 0, int(s * 0.8), int(s * 0.8))
        r.center = rect.center
        board.draw_wall(surf, r)
    elif kind == "not":
        pygame.draw.circle(surf, c, (cx, cy), int(s * 0.36), w)
        pygame.draw.line(surf, c, (cx - s * 0.25, cy + s * 0.25), (cx + s * 0.25, cy - s * 0.25), w)


# ---------------------------------------------------------------------------- the editor
@dataclass
class Choice:
    """A program the Load list offers."""
    label: str
    lines: list[Line]
    note: str = ""


class Editor:
    """Lines of a program, a palette to add them, and the buttons around them.
    See the module's words. `rect` is the whole editor; `memory` the lines
    the program may use; `library` the commands the palette shows;
    `load_choices` gives the programs Load offers (called when it opens);
    `tools` are more buttons for the bottom row: (label, icon, callback, data);
    `outside` are buttons placed by the scene that share the focus ring."""

    def __init__(self, rect: pygame.Rect, memory: int, library: Iterable[str] = COMMANDS,
                 sound: Sound | None = None,
                 load_choices: Callable[[], list[Choice]] | None = None,
                 tools: Sequence[tuple[str, str | None, Callable[[], None], Any]] = (),
                 outside: Sequence[Button] = (), on_change: Callable[[], None] | None = None):
        self.rect = pygame.Rect(rect)
        self._faces: dict[Any, pygame.Surface] = {}     # drawn buttons and rows, by look
        self.memory = memory
        self.library = frozenset(library)
        self.sound = sound or (lambda name: None)
        self.load_choices = load_choices
        self.on_change = on_change
        self.lines: list[Line] = []
        self.selected: int | None = None
        self.cond = "bug"
        self.negate = False
        self.times = 2
        self.scroll = 0
        self.highlight: int | None = None    # the line the bot is carrying out (the scene sets it)
        self.locked = False                  # nothing may change (the scene says why)
        self.locked_reason = ""
        self.glow: set[Any] = set()          # palette keys to make glow (a hint)
        # the hinted line and its indent: added at the end, it goes there
        self.hinted: tuple[int, dict[str, Any]] | None = None
        self.popup: Menu | None = None
        self.popup_title = ""
        self.popup_note = ""
        self.pointer = False                 # the last input was a pointer: no focus ring
        self._press: tuple[int, str, tuple[int, int]] | None = None   # line, zone, where
        self._dragging = False
        self._drag_from = 0
        self._cache: tuple[Any, Any] | None = None
        self._wiggle: tuple[int, float] | None = None
        self._clock = 0.0
        self.outside = list(outside)
        self._layout(tools)
        self.menu = Menu([], sound=self.sound)
        self._rebuild(focus_key=("cmd", "move"))

    # ------------------------------------------------------------------ layout
    def _layout(self, tools: Sequence[tuple[str, str | None, Callable[[], None], Any]]) -> None:
        r = self.rect
        gap = 12
        cmds = [k for k in CMD_ORDER if NEEDS.get(k, k) in self.library]
        per_row = 4
        bw = (r.w - gap * (per_row - 1)) // per_row
        bh = 78
        self.palette: list[Button] = []
        y = r.y
        for i, k in enumerate(cmds):
            col, row = i % per_row, i // per_row
            rect = pygame.Rect(r.x + col * (bw + gap), y + row * (bh + gap), bw, bh)
            self.palette.append(Button(rect, "", functools.partial(self.add_command, k), size=28,
                                       data=("cmd", k)))
        rows = (len(cmds) + per_row - 1) // per_row
        y += rows * (bh + gap)
        chips: list[tuple[Any, Callable[[], None]]] = []
        if self.library & {"if", "while", "until"}:
            for c in CONDS:
                chips.append((("cond", c), functools.partial(self.set_condition, c)))
            chips.append((("not",), self.toggle_not))
        if "repeat" in self.library:
            chips.append((("times", -1), functools.partial(self.change_times, -1)))
            chips.append((("times", 1), functools.partial(self.change_times, 1)))
        if chips:
            ch = 64
            n = len(chips)
            small = [k for k, _ in chips if k[0] == "times"]
            big = n - len(small)
            sw = 92
            cw = (r.w - gap * (n - 1) - sw * len(small)) // max(1, big)
            x = r.x
            for key, fn in chips:
                w = sw if key[0] == "times" else cw
                self.palette.append(Button(pygame.Rect(x, y, w, ch), "", fn, size=28, data=key))
                x += w + gap
            y += ch + gap
        self.counter_rect = pygame.Rect(r.x, y + 2, r.w, 58)
        y = self.counter_rect.bottom + 8
        bottom_h = 104
        self.list_rect = pygame.Rect(r.x, y, r.w, r.bottom - bottom_h - 14 - y)
        self.visible_rows = max(1, (self.list_rect.h - 16) // ROW_H)
        Tool = tuple[str, str | None, Callable[[], None], Any]
        own: list[Tool] = [("Delete", "cross", self.delete, "delete"),
                           ("Clear all", "quit", self.ask_clear, "clear")]
        if self.load_choices is not None:
            own.append(("Load", "play", self.open_load, "load"))
        bottom_row = own + list(tools)
        bw2 = (r.w - gap * (len(bottom_row) - 1)) // max(1, len(bottom_row))
        self.bottom: list[Button] = []
        for n, (label, icon, fn, data) in enumerate(bottom_row):
            rect = pygame.Rect(r.x + n * (bw2 + gap), r.bottom - bottom_h, bw2, bottom_h)
            self.bottom.append(Button(rect, label, fn, icon=icon, size=36, data=data))

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

    # ------------------------------------------------------------------ editing
    def _refuse(self) -> bool:
        if self.locked:
            self.sound("error")
            return True
        return False

    def new_line(self, kind: str) -> dict[str, Any]:
        cond = ("not_" if self.negate else "") + self.cond
        if kind == "move":
            return {"do": "move"}
        if kind in ("left", "right"):
            return {"do": "turn", "way": kind}
        if kind == "repeat":
            return {"do": "repeat", "times": self.times}
        if kind == "else":
            return {"do": "else"}
        return {"do": kind, "cond": cond}

    def _auto_indent(self, at: int, head: dict[str, Any]) -> int:
        """The indent a new line gets in place `at`: under the line above when
        that is a header (if, else, while, repeat), else beside it; an else
        goes back out to its if."""
        if at == 0:
            return 0
        ind, above = self.lines[at - 1]
        deeper = ind + 1 if above["do"] in HEADERS or above["do"] == "else" else ind
        if head["do"] == "else":
            for j in range(at - 1, -1, -1):
                if self.lines[j][1]["do"] == "if" and self.lines[j][0] < deeper:
                    return self.lines[j][0]
            return max(0, deeper - 1)
        return min(deeper, MAX_INDENT)

    def add_command(self, kind: str) -> None:
        self.add(self.new_line(kind))

    def add(self, head: dict[str, Any]) -> None:
        """Add a line after the selected one (none selected: at the top)."""
        if self._refuse():
            return
        if len(self.lines) >= MAX_LINES:
            self.sound("error")
            return
        at = 0 if self.selected is None else self.selected + 1
        indent = self._auto_indent(at, head)
        if self.hinted is not None and self.hinted[1] == head and at == len(self.lines):
            indent = min(self.hinted[0], self.max_indent(at))
        self.lines.insert(at, (indent, dict(head)))
        self.selected = at
        self.show_line(at)
        self.sound("place")
        self._changed()

    def delete(self) -> None:
        """Delete the selected line (none selected: the last), like a backspace."""
        if self._refuse():
            return
        if not self.lines:
            self.sound("error")
            return
        i = self.selected if self.selected is not None else len(self.lines) - 1
        del self.lines[i]
        self.selected = (i - 1 if i > 0 else 0) if self.lines else None
        if self.selected is not None and i == 0 and self.lines:
            self.selected = None          # the first line went: new lines go at the top again
        self.sound("click")
        focus = self.menu.focused()
        self._changed(focus.data if focus is not None else None)
        self.show_line(self.selected)

    def ask_clear(self) -> None:
        """Clear every line, asked first (one Delete a line was slow, issue 21);
        the question's buttons sit mid-screen, never where Clear all is."""
        if self._refuse():
            return
        if not self.lines:
            self.sound("error")
            return
        n = len(self.lines)
        self.open_choices("Clear the whole program?",
                          [Choice(f"Yes, clear all {n} line{'s' if n != 1 else ''}", [])],
                          "Cancel keeps every line.")
        self.sound("click")

    def max_indent(self, i: int) -> int:
        if i == 0:
            return 0
        return min(MAX_INDENT, self.lines[i - 1][0] + 1)

    def indent(self, i: int | None, d: int) -> None:
        """Indent line i one step more (d=1) or less (d=-1)."""
        if i is None or not 0 <= i < len(self.lines) or self._refuse():
            if i is None and not self.locked:
                self.sound("error")
            return
        ind, head = self.lines[i]
        new = max(0, min(self.max_indent(i), ind + d))
        if new == ind:
            self.sound("error")
            self._wiggle = (i, self._clock)
            return
        self.lines[i] = (new, head)
        self.sound("tick")
        self._changed(("line", i) if self._on_line() else None)

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

    def _selected_head(self) -> dict[str, Any] | None:
        if self.selected is None or not 0 <= self.selected < len(self.lines):
            return None
        return self.lines[self.selected][1]

    def set_condition(self, cond: str) -> None:
        if self._refuse():
            return
        self.cond = cond
        self._apply_condition()

    def toggle_not(self) -> None:
        if self._refuse():
            return
        self.negate = not self.negate
        self._apply_condition()

    def _apply_condition(self) -> None:
        head = self._selected_head()
        if head is not None and "cond" in head:
            head["cond"] = ("not_" if self.negate else "") + self.cond
            self._changed()
        self.sound("tick")

    def change_times(self, d: int) -> None:
        if self._refuse():
            return
        # round and round: one step down from 1 is 99 (the bots' "for ever"), which
        # took a child 97 presses up from 2 (issue 21's two-humans count)
        self.times = (self.times - 1 + d) % MAX_TIMES + 1
        head = self._selected_head()
        if head is not None and head.get("do") == "repeat":
            head["times"] = self.times
            self._changed()
        self.sound("tick")

    # ------------------------------------------------------------------ Load
    def open_load(self) -> None:
        if self._refuse():
            return
        choices = self.load_choices() if self.load_choices is not None else []
        self.open_choices("Load a program", choices, "")

    def open_choices(self, title: str, choices: list[Choice], note: str) -> None:
        """A list of programs to put in the editor (or Cancel)."""
        box = self.popup_rect(len(choices))
        buttons = []
        y = box.y + 150
        for k, ch in enumerate(choices):
            label = ch.label + (f"  ({ch.note})" if ch.note else "")
            buttons.append(Button(pygame.Rect(box.x + 40, y, box.w - 80, 84), label,
                                  functools.partial(self._load, ch), size=32, data=("choice", k)))
            y += 96
        buttons.append(Button(pygame.Rect(box.centerx - 170, box.bottom - 110, 340, 90), "Cancel",
                              self.close_popup, icon="back", size=34, data="cancel"))
        self.popup = Menu(buttons, sound=self.sound)
        self.popup_title = title
        self.popup_note = note if choices else (note or "There is nothing to load yet.")

    def popup_rect(self, n: int) -> pygame.Rect:
        h = 270 + 96 * n
        box = pygame.Rect(0, 0, min(self.rect.w, 900), min(h, 1040))
        box.center = (self.rect.centerx, 540)
        return box

    def _load(self, ch: Choice) -> None:
        self.close_popup()
        self.set_lines(ch.lines)
        self.sound("place")

    def close_popup(self) -> None:
        self.popup = None

    # ------------------------------------------------------------------ input
    def _on_line(self) -> int | None:
        b = self.menu.focused()
        if b is not None and isinstance(b.data, tuple) and b.data[:1] == ("line",):
            return int(b.data[1])
        return None

    def focus_line(self, i: int) -> None:
        self.show_line(i)
        self._rebuild(("line", i))

    def handle(self, intent: Intent) -> bool:
        """Use an intent; True if the editor did."""
        k = intent.kind
        if intent.is_pointer:
            return self._pointer(intent)
        self.pointer = False
        if self.popup is not None:
            if k == BACK:
                self.close_popup()
                self.sound("click")
                return True
            self.popup.handle(intent)
            return True
        on = self._on_line()
        if k in (PREV, NEXT):
            target = on if on is not None else self.selected
            self.indent(target, -1 if k == PREV else 1)
            return True
        if k == ALT:
            if on is not None:
                self.selected = on
            self.delete()
            return True
        if k == BACK:
            if self.selected is not None:
                self.selected = None
                self.sound("click")
                return True
            return False
        if on is not None and k in (LEFT, RIGHT):
            self.indent(on, -1 if k == LEFT else 1)
            return True
        if on is not None and k in (UP, DOWN):
            j = on + (-1 if k == UP else 1)
            if 0 <= j < len(self.lines):
                self.focus_line(j)
                self.sound("hover")
                return True
        if k == CONFIRM:
            b = self.menu.focused()
            if b is not None and not b.enabled:
                self.sound("error")
                return True
        return self.menu.handle(intent)

    def _zone(self, i: int, pos: tuple[int, int]) -> str:
        r = self._row_rect(i)
        if pos[0] < r.x + SIDE:
            return "left"
        if pos[0] > r.right - SIDE:
            return "right"
        return "middle"

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for i in self._visible():
            if self._row_rect(i).collidepoint(pos):
                return i
        return None

    def _pointer(self, intent: Intent) -> bool:
        k, pos = intent.kind, intent.pos
        assert pos is not None
        self.pointer = True
        if self.popup is not None:
            if k == PRESS and not self.popup_rect(len(self.popup.buttons) - 1).collidepoint(pos):
                self.close_popup()
                return True
            self.popup.handle(intent)
            return True
        if k == WHEEL:
            self.scroll -= int(intent.value or 0)
            self._clamp_scroll()
            self._rebuild()
            return True
        in_list = self.list_rect.collidepoint(pos)
        if k == PRESS and in_list:
            i = self._row_at(pos)
            self._press = (i if i is not None else -1, self._zone(i, pos) if i is not None else "",
                           pos)
            self._dragging, self._drag_from = False, self.scroll
            return True
        if k == POINT and self._press is not None and self._scrollable():
            dy = pos[1] - self._press[2][1]
            if abs(dy) > 24 or self._dragging:
                self._dragging = True
                self.scroll = self._drag_from - round(dy / ROW_H)
                self._clamp_scroll()
                self._rebuild()
            return True
        if k == RELEASE and self._press is not None:
            i, zone, _ = self._press
            self._press = None
            if self._dragging:
                self._dragging = False
                return True
            j = self._row_at(pos)
            if i >= 0 and j == i:
                if zone == "left":
                    self.indent(i, -1)
                elif zone == "right":
                    self.indent(i, 1)
                else:
                    self.toggle_select(i)
            elif i < 0 and j is None and in_list and self.selected is not None:
                self.selected = None        # a tap on the empty paper: new lines at the top
                self.sound("tick")
            return True
        if k in (PRESS, RELEASE, POINT) and in_list:
            return True
        return self.menu.handle(intent)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface, t: float, show_focus: bool = True) -> None:
        self._clock = t
        focus = show_focus and not self.pointer and self.popup is None
        for b in self.menu.buttons:
            if isinstance(b.data, tuple) and b.data[:1] == ("line",):
                continue
            focused = focus and self.menu.focused() is b
            pressed = self.menu._mouse_down is not None and self.menu.buttons[
                self.menu._mouse_down] is b
            if b in self.palette:
                self._draw_palette_button(surf, b, focused, pressed, t)
            else:
                b.draw(surf, focused, pressed)
        self._draw_counter(surf)
        self._draw_lines(surf, t, focus)
        if self.popup is not None:
            self._draw_popup(surf, t)

    def _draw_palette_button(self, surf: pygame.Surface, b: Button, focused: bool, pressed: bool,
                             t: float) -> None:
        key: Any = b.data
        chosen = (key[0] == "cond" and key[1] == self.cond) or (key[0] == "not" and self.negate)
        glowing = key in self.glow
        state = "pressed" if pressed or chosen else "hover" if focused else "normal"
        if self.locked:
            state = "disabled"
        r = b.rect.move(0, 4) if pressed else b.rect
        if glowing:
            k = 6 + int(5 * math.sin(t * 7))
            pygame.draw.rect(surf, (120, 255, 140), r.inflate(2 * k + 8, 2 * k + 8),
                             border_radius=26)
        face_key = ("button", r.size, state, key, tuple(self.palette_words(key)), chosen,
                    self.locked)
        face = self._faces.get(face_key)
        if face is None:
            # drawn once a look and kept: a frame only blits the palette
            face = pygame.Surface(r.size, pygame.SRCALPHA)
            self._draw_face(face, b, key, state, chosen)
            self._faces[face_key] = face
            if len(self._faces) > 600:
                self._faces.clear()
        surf.blit(face, r)
        if focused:
            pygame.draw.rect(surf, theme.ACCENT, r.inflate(14, 14), width=6, border_radius=26)

    def _draw_face(self, surf: pygame.Surface, b: Button, key: Any, state: str,
                   chosen: bool) -> None:
        """A palette button's face (its look for one state), at (0, 0)."""
        r = pygame.Rect((0, 0), b.rect.size)
        t = 0.0
        surf.blit(nine_slice(f"ui/button_{state}", r.size), r)
        ink = theme.INK if not self.locked else (120, 110, 100)
        kind = key[1] if key[0] in ("cmd", "cond") else key[0]
        if key[0] == "times":
            cx, cy = r.center
            pygame.draw.rect(surf, ink, (cx - 18, cy - 4, 36, 8), border_radius=3)
            if key[1] > 0:
                pygame.draw.rect(surf, ink, (cx - 4, cy - 18, 8, 36), border_radius=3)
        else:
            tag = self.palette_words(key)
            isz = min(r.h - 26, 46)
            pic = pygame.Rect(r.x + 12, r.centery - isz // 2, isz, isz)
            col = KIND_COLOUR.get(kind, ink)
            if key[0] == "cmd" or kind == "not":
                pygame.draw.rect(surf, col, pic.inflate(6, 6), border_radius=12)
                draw_icon(surf, kind, pic, (255, 255, 255), t)
            else:
                draw_icon(surf, kind, pic, col, t)
            room = r.right - 12 - (pic.right + 12)
            most = 34 if len(tag) == 1 else 30
            size = min(fit_size(ln, most, room) for ln in tag)
            step = size + 1
            y = r.centery - step * (len(tag) - 1) // 2
            for ln in tag:
                draw_text(surf, ln, size, ink, (pic.right + 12, y), anchor="midleft")
                y += step
            if chosen:
                pygame.draw.circle(surf, theme.GOOD, (r.right - 16, r.y + 16), 11)
                pygame.draw.lines(surf, (255, 255, 255), False,
                                  [(r.right - 22, r.y + 16), (r.right - 17, r.y + 21),
                                   (r.right - 9, r.y + 11)], 3)

    def palette_words(self, key: tuple[Any, ...]) -> list[str]:
        """A palette button's words, a line or two, at 28 px or more (issue 21): the
        condition without "ahead" (every condition looks ahead; the program's
        lines say it in full)."""
        cond = ("not " if self.negate else "") + self.cond
        if key[0] == "cmd":
            kind = key[1]
            return {"move": ["move", "Forward"], "left": ["rotate", "left"],
                    "right": ["rotate", "right"], "else": ["else"],
                    "repeat": ["repeat", f"{self.times} times"], "if": ["if", cond],
                    "while": ["while", cond], "until": ["until", cond]}[kind]
        if key[0] == "cond":
            return [key[1]]
        return ["not"]

    def _draw_counter(self, surf: pygame.Surface) -> None:
        r = self.counter_rect
        over = self.over
        pill = pygame.Rect(r.x, r.y, 320, r.h)
        pygame.draw.rect(surf, (20, 40, 30), pill, border_radius=r.h // 2)
        fill = min(1.0, self.used / max(1, self.memory))
        if fill > 0:
            part = pygame.Rect(pill.x, pill.y, max(r.h, int(pill.w * fill)), pill.h)
            pygame.draw.rect(surf, theme.BAD if over else (50, 140, 80), part,
                             border_radius=r.h // 2)
        pygame.draw.rect(surf, (255, 255, 255) if over else (110, 170, 130), pill, 3,
                         border_radius=r.h // 2)
        words = f"{self.used} / {self.memory} lines"
        draw_text(surf, words, fit_size(words, 38, pill.w - 40), theme.TEXT, pill.center,
                  shadow=True)
        _, why = self.program()
        colour = theme.MUTED
        if over:
            msg, colour = f"Too many lines! The memory holds {self.memory}.", (255, 160, 150)
        elif why:
            msg, colour = why, (255, 175, 155)
        elif self.locked and self.locked_reason:
            msg = self.locked_reason
        elif not self.lines:
            msg = "Tap a command to add it."
        elif self.selected is None:
            msg = "New lines go at the top."
        else:
            msg = "New lines go after the yellow line."
        x = pill.right + 18
        lines = wrap(msg, 27, r.right - x)
        size = 27 if len(lines) <= 2 else 22
        lines = wrap(msg, size, r.right - x)[:2]
        step = size + 4
        y = r.centery - step * (len(lines) - 1) // 2
        for ln in lines:
            draw_text(surf, ln, size, colour, (x, y), anchor="midleft", shadow=True,
                      role="secondary")
            y += step

    def _draw_lines(self, surf: pygame.Surface, t: float, focus: bool) -> None:
        area = self.list_rect
        pygame.draw.rect(surf, PAPER, area, border_radius=18)
        pygame.draw.rect(surf, (170, 150, 110), area, 3, border_radius=18)
        old = surf.get_clip()
        surf.set_clip(area.inflate(-4, -4))
        bad = self.bad_line()
        focused_line = self._on_line() if focus else None
        if not self.lines:
            draw_text(surf, "Your program goes here.", 36, (120, 105, 85),
                      (area.centerx, area.centery - 30))
            draw_text(surf, "Tap a command above to add a line.", 30, (150, 135, 110),
                      (area.centerx, area.centery + 20))
        for i in self._visible():
            ind, head = self.lines[i]
            r = self._row_rect(i)
            if self._wiggle is not None and self._wiggle[0] == i and t - self._wiggle[1] < 0.35:
                r = r.move(int(6 * math.sin((t - self._wiggle[1]) * 50)), 0)
            bg = ROW
            if i == self.highlight:
                bg = RUNNING
            elif i == bad:
                bg = WRONG
            elif i == self.selected:
                bg = SELECTED
            cans = (ind > 0, ind < self.max_indent(i))
            look = ("row", r.size, i, ind, tuple(sorted(head.items())), bg, i == self.selected,
                    i >= self.memory, cans)
            face = self._faces.get(look)
            if face is None:
                # a row is drawn once a look and kept: frames blit the lines
                face = pygame.Surface(r.size, pygame.SRCALPHA)
                self._draw_row(face, pygame.Rect((0, 0), r.size), i, ind, head, bg, cans)
                self._faces[look] = face
                if len(self._faces) > 600:
                    self._faces.clear()
            surf.blit(face, r)
            if i == self.highlight:
                bot = board.bot_sprite(r.h - 4)
                bot = pygame.transform.rotate(bot, -90)
                surf.blit(bot, bot.get_rect(center=(r.x + SIDE // 2, r.centery)))
            if focused_line == i:
                k = int(3 * (1 + math.sin(t * 6)))
                pygame.draw.rect(surf, (255, 255, 255), r.inflate(14 + k, 14 + k), 8,
                                 border_radius=16)
                pygame.draw.rect(surf, FOCUS, r.inflate(6 + k, 6 + k), 6, border_radius=14)
        self._draw_insertion(surf)
        surf.set_clip(old)
        if self._scrollable():
            track = pygame.Rect(area.right - 18, area.y + 10, 10, area.h - 20)
            pygame.draw.rect(surf, (220, 210, 190), track, border_radius=5)
            n = len(self.lines)
            h = max(30, int(track.h * self.visible_rows / n))
            y = track.y + int((track.h - h) * self.scroll / max(1, n - self.visible_rows))
            pygame.draw.rect(surf, (150, 130, 100), (track.x, y, track.w, h), border_radius=5)

    def _draw_row(self, surf: pygame.Surface, r: pygame.Rect, i: int, ind: int,
                  head: dict[str, Any], bg: Any, cans: tuple[bool, bool]) -> None:
        """One line of the program (its look, without the running bot or the focus)."""
        t = 0.0
        pygame.draw.rect(surf, bg, r, border_radius=12)
        if i >= self.memory:            # past the end of the memory: a red tab
            pygame.draw.rect(surf, theme.BAD, (r.x, r.y, 10, r.h),
                             border_top_left_radius=12, border_bottom_left_radius=12)
        edge, width = (200, 190, 170), 2
        if i == self.selected:
            edge, width = theme.ACCENT, 5
        pygame.draw.rect(surf, edge, r, width, border_radius=12)
        # the tap zones: indent less (left) and more (right)
        for side in (-1, 1):
            zone_x = r.x + SIDE // 2 if side < 0 else r.right - SIDE // 2
            can = cans[0] if side < 0 else cans[1]
            shade = (150, 135, 110) if can else (222, 214, 198)
            cy = r.centery
            pygame.draw.polygon(surf, shade, [(zone_x + side * 10, cy),
                                              (zone_x - side * 6, cy - 12),
                                              (zone_x - side * 6, cy + 12)])
            sep = r.x + SIDE if side < 0 else r.right - SIDE
            pygame.draw.line(surf, (230, 222, 205), (sep, r.y + 6), (sep, r.bottom - 6), 2)
        x0 = r.x + SIDE + 8
        draw_text(surf, str(i + 1), 22, (150, 135, 110), (x0 + 14, r.centery), role="secondary")
        x = x0 + 40 + ind * STEP_IN
        for k in range(ind):
            gx = x0 + 40 + k * STEP_IN + 14
            pygame.draw.line(surf, (215, 205, 185), (gx, r.y + 2), (gx, r.bottom - 2), 3)
        kind = line_kind(head)
        col = KIND_COLOUR.get(kind, (120, 120, 120))
        icon = pygame.Rect(x, r.y + 5, r.h - 10, r.h - 10)
        pygame.draw.rect(surf, col, icon, border_radius=9)
        draw_icon(surf, kind, icon.inflate(-6, -6), (255, 255, 255), t)
        words = line_words(head)
        room = r.right - SIDE - 10 - (icon.right + 10)
        draw_text(surf, words, fit_size(words, 32, max(40, room)), theme.INK,
                  (icon.right + 10, r.centery), anchor="midleft")

    def _draw_insertion(self, surf: pygame.Surface) -> None:
        """Where the next line goes: a yellow mark between the lines."""
        if self.locked or not self.lines:
            return
        at = 0 if self.selected is None else self.selected + 1
        if not self.scroll <= at <= self.scroll + self.visible_rows:
            return
        y = self.list_rect.y + 8 + (at - self.scroll) * ROW_H - 3
        x0 = self.list_rect.x + SIDE + 12
        x1 = self.list_rect.right - SIDE - 24
        pygame.draw.line(surf, (235, 160, 20), (x0, y), (x1, y), 4)
        pygame.draw.circle(surf, (235, 160, 20), (x0, y), 12)
        for d in ((7, 0), (0, 7)):         # a plus drawn, not written: it is a mark
            pygame.draw.line(surf, (255, 255, 255), (x0 - d[0], y - d[1]), (x0 + d[0], y + d[1]),
                             3)

    def _draw_popup(self, surf: pygame.Surface, t: float) -> None:
        from game.ui.widgets import dim, draw_menu, panel
        dim(surf, 150)
        assert self.popup is not None
        box = self.popup_rect(len(self.popup.buttons) - 1)
        panel(surf, box)
        draw_text(surf, self.popup_title, 46, theme.INK, (box.centerx, box.y + 56))
        if self.popup_note:
            y = box.y + 108
            for ln in wrap(self.popup_note, 28, box.w - 80)[:2]:
                draw_text(surf, ln, 28, theme.INK, (box.centerx, y))
                y += 32
        draw_menu(surf, self.popup, t, show_focus=not self.pointer)

