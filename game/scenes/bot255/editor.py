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
from collections.abc import Callable, Iterable, Sequence
from typing import Any

import pygame

from game.rules.bot255.program import COMMANDS, CONDS, line_words
from game.ui.widgets import Button, Menu

from .command_icons import KIND_COLOUR, draw_icon, line_kind
from .editor_input import EditorInput
from .editor_lines import CMD_ORDER, NEEDS, ROW_H, SIDE, Choice, Line, Sound

# what the scenes, the help pages and the tests import from here
__all__ = ["KIND_COLOUR", "SIDE", "Choice", "Editor", "Line", "draw_icon", "line_kind",
           "line_words"]


class Editor(EditorInput):
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
        self._faces = {}     # drawn buttons and rows, by look
        self.memory = memory
        self.library = frozenset(library)
        self.sound = sound or (lambda name: None)
        self.load_choices = load_choices
        self.on_change = on_change
        self.lines = []
        self.selected = None
        self.cond = "bug"
        self.negate = False
        self.times = 2
        self.scroll = 0
        self.highlight = None    # the line the bot is carrying out (the scene sets it)
        self.locked = False                  # nothing may change (the scene says why)
        self.locked_reason = ""
        self.glow = set()          # palette keys to make glow (a hint)
        # the hinted line and its indent: added at the end, it goes there
        self.hinted = None
        self.popup = None
        self.popup_title = ""
        self.popup_note = ""
        self.pointer = False                 # the last input was a pointer: no focus ring
        self._press = None   # line, zone, where
        self._dragging = False
        self._drag_from = 0
        self._cache = None
        self._wiggle = None
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
        self.palette = []
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
