"""Drawing the editor: the palette's faces (kept, one a look), the memory
counter and what is wrong, the lines with the running bot and the focus, the
insertion mark and the Load popup. Drawing never changes the program."""
from __future__ import annotations

import math
from typing import Any

import pygame

from game.rules.bot255.program import line_words
from game.ui import theme
from game.ui.assets import nine_slice
from game.ui.widgets import Button, draw_text, fit_size, wrap

from . import board
from .command_icons import KIND_COLOUR, draw_icon, line_kind
from .editor_commands import EditorCommands
from .editor_lines import FOCUS, PAPER, ROW, ROW_H, RUNNING, SELECTED, SIDE, STEP_IN, WRONG


class EditorDrawing(EditorCommands):
    """The editor's look."""

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
