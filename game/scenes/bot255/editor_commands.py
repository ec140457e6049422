"""The editor's commands: adding, deleting, indenting and selecting lines,
the palette's condition and repeat count, Clear all and Load (a list of
programs in a popup)."""
from __future__ import annotations

import functools
from typing import Any

import pygame

from game.rules.bot255.program import HEADERS, MAX_TIMES
from game.ui.widgets import Button, Menu

from .editor_lines import MAX_INDENT, MAX_LINES, Choice, EditorLines


class EditorCommands(EditorLines):
    """What the palette, the bottom row and the lines' taps do."""

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
