"""The editor's input: pads and keys move a focus over everything, a pointer
taps, drags and scrolls the lines (see editor.py's words)."""
from __future__ import annotations

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

from .editor_drawing import EditorDrawing
from .editor_lines import ROW_H, SIDE


class EditorInput(EditorDrawing):
    """Intents turned into the editor's commands."""

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
