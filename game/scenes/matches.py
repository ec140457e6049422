"""The title screen's Matches: the last finished matches, to watch again or
delete (issue 23; the files are game/app/recent.py's).

Six rows show at a time; the focus scrolls the list when it passes the top
or the bottom row, and the wheel, a dragged finger, Q / E (the shoulders) and
the Newer / Older buttons scroll it too.
"""
from __future__ import annotations

import functools
from typing import Callable

import pygame

from game.app import recent
from game.app.scene import Scene
from game.core.seats import seat_name
from game.input.intents import (BACK, DEVICE_ADDED, DEVICE_REMOVED, DOWN, NEXT, PAUSE, POINT,
                                PRESS, PREV, RELEASE, UP, WHEEL, Intent)
from game.ui import theme
from game.ui.assets import font
from game.ui.widgets import Button, Menu, backdrop, draw_menu, draw_text, panel

SHOWN = 6                        # rows on screen at once
ROW_X, ROW_W, ROW_H = 80, 1760, 110
TOP, PITCH = 190, 124            # the first row's top; one row to the next
LIST = pygame.Rect(ROW_X, TOP, ROW_W, PITCH * (SHOWN - 1) + ROW_H)
WORDS, NAME = 28, theme.FONT_SIZES["body"]   # what a player decides by: 28 px or more
COL_A, COL_B = 30, 700           # where the two columns of words start in a row
COL_A_W, COL_B_W = 640, 590
BUTTON_W, BUTTON_H = 200, 84
EMPTY = "No matches yet: play one and it will be here."


def fit(candidates: list[str], size: int, width: int) -> str:
    """The first wording that fits `width` at `size`; the last, cut with "...", if none does."""
    f = font(size)
    for words in candidates:
        if f.size(words)[0] <= width:
            return words
    words = candidates[-1]
    while words and f.size(words + "...")[0] > width:
        words = words[:-1]
    return words.rstrip(" ,") + "..."


def seats_words(e: recent.Entry) -> list[str]:
    humans = sum(1 for k in e.seats if k == "human")
    bots = len(e.seats) - humans
    parts = [f"{humans} player{'s' if humans != 1 else ''}"] if humans else []
    parts += [f"{bots} bot{'s' if bots != 1 else ''}"] if bots else []
    return [e.who, " and ".join(parts)]


def winner_words(e: recent.Entry) -> list[str]:
    if not e.winners:
        return ["Nobody won"]
    plain = " and ".join(seat_name(i) for i in e.winners)
    return [f"Won: {e.winner}", f"Won: {plain}", f"{len(e.winners)} won together"]


def length_words(n: int) -> str:
    return f"{n} move{'s' if n != 1 else ''}"


class MatchesScene(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.items: list[recent.Entry] = []
        self.top = 0
        self.menu = Menu([], sound=app.play)
        self._drag: float | None = None   # where a finger pressed on the list, to scroll by it

    def enter(self) -> None:
        self.reload(first=True)

    def resume(self) -> None:
        self.reload()     # back from the theatre or a question: the list as it is now

    # ------------------------------------------------------------------ the list
    def reload(self, first: bool = False) -> None:
        was = self.menu.focused()
        self.items, notes = recent.scan()
        for note in notes:
            self.app.toast(note)
        self.top = max(0, min(self.top, len(self.items) - SHOWN))
        self.build(was.data if was is not None and not first else None)

    def build(self, keep: object = None) -> None:
        """The buttons of the rows in view and of the bottom row; the focus
        stays on `keep` (a button's data) or its nearest neighbour."""
        buttons: list[Button] = []
        for i in range(self.top, min(self.top + SHOWN, len(self.items))):
            r = self.row_rect(i)
            x = r.right - 24 - 2 * BUTTON_W - 16
            y = r.centery - BUTTON_H // 2
            buttons.append(Button(pygame.Rect(x, y, BUTTON_W, BUTTON_H), "Watch",
                                  functools.partial(self.watch, i), icon="eye", size=NAME,
                                  data=("watch", i)))
            buttons.append(Button(pygame.Rect(x + BUTTON_W + 16, y, BUTTON_W, BUTTON_H),
                                  "Delete", functools.partial(self.ask_delete, i),
                                  icon="cross", size=NAME, data=("delete", i)))
        scrolls = len(self.items) > SHOWN
        bottom: list[tuple[str, str, str | None, Callable[[], None], bool]] = \
            [("back", "Back", "back", self.close, True)]
        if scrolls:
            bottom = [("newer", "Newer", None, functools.partial(self.scroll, -SHOWN),
                       self.top > 0)] + bottom + \
                     [("older", "Older", None, functools.partial(self.scroll, SHOWN),
                       self.top + SHOWN < len(self.items))]
        x = 960 - (len(bottom) * 360 + (len(bottom) - 1) * 40) // 2
        for data, label, icon, fn, on in bottom:
            buttons.append(Button(pygame.Rect(x, 950, 360, 100), label, fn, icon=icon,
                                  enabled=on, data=data))
            x += 400
        focus = next((k for k, b in enumerate(buttons) if b.data == ("watch", self.top)),
                     next(k for k, b in enumerate(buttons) if b.data == "back"))
        if keep is not None:
            focus = next((k for k, b in enumerate(buttons) if b.data == keep),
                         self._nearest(buttons, keep, focus))
        self.menu = Menu(buttons, focus=focus, sound=self.app.play)

    def _nearest(self, buttons: list[Button], keep: object, default: int) -> int:
        """A row's button that left the view (or was deleted): the same kind of
        button in the nearest row still shown."""
        if not (isinstance(keep, tuple) and buttons and isinstance(buttons[0].data, tuple)):
            return default
        kind, i = keep
        rows = [(k, b.data[1]) for k, b in enumerate(buttons) if isinstance(b.data, tuple)
                and b.data[0] == kind]
        return min(rows, key=lambda r: abs(r[1] - i))[0] if rows else default

    def row_rect(self, i: int) -> pygame.Rect:
        return pygame.Rect(ROW_X, TOP + (i - self.top) * PITCH, ROW_W, ROW_H)

    def scroll(self, rows: int) -> None:
        top = max(0, min(self.top + rows, len(self.items) - SHOWN))
        if top == self.top:
            return
        was = self.menu.focused()
        self.top = top
        self.build(was.data if was is not None else None)

    # ------------------------------------------------------------------ actions
    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def watch(self, i: int) -> None:
        if not 0 <= i < len(self.items):
            return
        record, problem = recent.read(self.items[i])
        if record is None:
            self.app.toast(problem or "That match cannot be watched.")
            self.app.play("error")
            self.reload()
            return
        # through the file, as a dropped log goes: one from an older rules
        # version that still replays plays with a note saying so
        from game.theatre.launch import open_file
        open_file(self.app, self.items[i].path)

    def ask_delete(self, i: int) -> None:
        if not 0 <= i < len(self.items):
            return
        e = self.items[i]
        self.app.open("confirm", question="Delete this match?",
                      detail=f"{e.title}, {e.date}: {e.who}. It cannot be watched again "
                             "after this.",
                      yes="Delete", no="Keep it", on_yes=functools.partial(self.delete, e))

    def delete(self, e: recent.Entry) -> None:
        msg = recent.delete(e)
        if msg:
            self.app.toast(msg)
            self.app.play("error")
        self.reload()

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> None:
        k = intent.kind
        if k in (DEVICE_ADDED, DEVICE_REMOVED):
            return
        if k in (BACK, PAUSE):
            self.app.play("click")
            self.close()
            return
        if k == WHEEL:
            self.scroll(-int(intent.value or 0))
            return
        if k in (PREV, NEXT):
            self.scroll(SHOWN if k == NEXT else -SHOWN)
            return
        if k in (UP, DOWN) and self._scroll_by_focus(-1 if k == UP else 1):
            return
        if self._drag_scroll(intent):
            return
        self.menu.handle(intent)

    def _scroll_by_focus(self, dy: int) -> bool:
        """Up from the top row in view, or down from the bottom one: the list
        moves a row and the focus goes with it."""
        b = self.menu.focused()
        if b is None or not isinstance(b.data, tuple):
            if b is not None and b.data in ("back", "newer", "older") and dy < 0 and self.items:
                last = min(self.top + SHOWN, len(self.items)) - 1
                self.build(("watch", last))   # up from the bottom row: the last row in view
                return True
            return False
        kind, i = b.data
        j = i + dy
        if j < 0 or j >= len(self.items):
            return False    # the menu moves on (down from the last row: to Back)
        if not self.top <= j < self.top + SHOWN:
            self.top += dy
        self.build((kind, j))
        self.app.play("hover")
        return True

    def _drag_scroll(self, intent: Intent) -> bool:
        """A finger (or a held mouse button) drawn up or down the list scrolls it;
        a drag never presses the button it ends on."""
        if intent.kind == PRESS and intent.pos is not None and LIST.collidepoint(intent.pos):
            self._drag = float(intent.pos[1])
        elif intent.kind == POINT and self._drag is not None and intent.pos is not None:
            rows = int((self._drag - intent.pos[1]) / PITCH)
            if rows:
                self._drag -= rows * PITCH
                self.scroll(rows)
                return True
        elif intent.kind == RELEASE:
            self._drag = None   # a button pressed before the list moved was rebuilt: not pressed
        return False

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        backdrop(surf, 90)
        draw_text(surf, "Finished matches", theme.FONT_SIZES["big"], theme.TEXT, (960, 80),
                  shadow=True)
        if not self.items:
            draw_text(surf, EMPTY, theme.FONT_SIZES["large"], theme.TEXT, (960, 480),
                      shadow=True)
        else:
            draw_text(surf, f"The last {recent.LIMIT} finished matches, newest first: watch one "
                      "again, or delete it.", WORDS, theme.TEXT, (960, 148), shadow=True)
            for i in range(self.top, min(self.top + SHOWN, len(self.items))):
                self.draw_row(surf, i)
            if len(self.items) > SHOWN:
                last = min(self.top + SHOWN, len(self.items))
                draw_text(surf, f"{self.top + 1} to {last} of {len(self.items)}", WORDS,
                          theme.TEXT, (LIST.right, 148), anchor="midright", shadow=True)
        draw_menu(surf, self.menu, self.app.show_time)

    def draw_row(self, surf: pygame.Surface, i: int) -> None:
        e = self.items[i]
        r = self.row_rect(i)
        panel(surf, r)
        a, b = r.x + COL_A, r.x + COL_B
        up, down = r.centery - 24, r.centery + 24
        draw_text(surf, fit([e.title], NAME, COL_A_W), NAME, theme.INK, (a, up),
                  anchor="midleft")
        draw_text(surf, fit(seats_words(e), WORDS, COL_A_W), WORDS, theme.INK, (a, down),
                  anchor="midleft")
        draw_text(surf, fit([f"{e.date}, {length_words(e.length)}", e.date], WORDS, COL_B_W),
                  WORDS, theme.INK, (b, up), anchor="midleft")
        draw_text(surf, fit(winner_words(e), WORDS, COL_B_W), WORDS, theme.INK, (b, down),
                  anchor="midleft")
