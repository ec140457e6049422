"""Save a finished match's log to a file the player names (issue 23).

A small overlay on the result screen: a file path, filled in with a sensible
place, that the keyboard edits (the input manager's typing mode, so W and A
are letters here, not directions); Enter / A saves, Esc / B goes back. What
went wrong is a sentence on the panel, and the path can be mended in place.
A file already there is never overwritten: the log goes beside it with a
number.
"""
from __future__ import annotations

import datetime as _dt
from pathlib import Path

import pygame

from game.app.scene import Scene
from game.core.record import Record, atomic_write
from game.input.intents import (BACK, DEVICE_ADDED, DEVICE_REMOVED, KEY, PAUSE, PRESS, TEXT,
                                Intent)
from game.ui import theme
from game.ui.assets import font
from game.ui.widgets import Button, Menu, dim, draw_menu, draw_text, panel, wrap

BOX = pygame.Rect(210, 220, 1500, 640)
FIELD = pygame.Rect(BOX.x + 60, BOX.y + 190, BOX.w - 120, 90)
FIELD_TEXT = theme.FONT_SIZES["body"]
NOTE_TEXT = 28
ERROR_INK = (170, 30, 30)
SUFFIX = ".jsonl"


def default_folder() -> Path:
    """Documents when there is one (where a family looks), else home."""
    home = Path.home()
    docs = home / "Documents"
    return docs if docs.is_dir() else home


def free_path(path: Path) -> Path:
    """`path`, or the first `name-2.jsonl`, `name-3.jsonl`... not taken."""
    n = 1
    out = path
    while out.exists() or out.is_symlink():
        n += 1
        out = path.with_name(f"{path.stem}-{n}{path.suffix}")
    return out


def default_path(record: Record, today: _dt.date | None = None) -> Path:
    day = (today or _dt.date.today()).isoformat()
    return free_path(default_folder() / f"monkey-arcade-{record.setup.game}-{day}{SUFFIX}")


def save_log(record: Record, typed: str) -> tuple[Path | None, str]:
    """Write the whole log where `typed` says: (where it went, a sentence),
    or (None, why not). Never raises for a bad path or a folder that
    cannot be written."""
    typed = typed.strip()
    if not typed:
        return None, "Type where the log should go first, like " \
                     f"{default_folder() / ('my-match' + SUFFIX)}."
    try:
        path = Path(typed).expanduser()
        if not path.is_absolute():
            path = default_folder() / path
        if path.is_dir():
            return None, f"{path} is a folder: add a file name after it, like " \
                         f"{path / ('my-match' + SUFFIX)}."
        if not path.suffix:
            path = path.with_name(path.name + SUFFIX)
        if not path.parent.is_dir():
            return None, f"There is no folder {path.parent}: pick a folder that is there."
        wanted = path
        path = free_path(path)
        atomic_write(path, record.text())
    except OSError as exc:
        why = exc.strerror or exc.__class__.__name__
        return None, f"The log could not be saved there ({why}): pick another folder."
    except ValueError as exc:   # a path with a NUL character in it
        return None, f"That is not a file name ({exc})."
    if path != wanted:
        return path, f"{wanted.name} was already there, so the log was saved beside it " \
                     f"as {path}."
    return path, f"The match's log was saved as {path}."


def wrap_path(s: str, size: int, width: int) -> list[str]:
    """Lines of words, a path too long for one line cut where it must."""
    f = font(size)
    out: list[str] = []
    for line in wrap(s, size, width):
        while f.size(line)[0] > width:
            k = len(line) - 1
            while k > 1 and f.size(line[:k])[0] > width:
                k -= 1
            out.append(line[:k])
            line = line[k:]
        out.append(line)
    return out


class SaveLogScene(Scene):
    opaque = False

    def __init__(self, app, record: Record):
        super().__init__(app)
        self.record = record
        self.text = str(default_path(record))
        self.cursor = len(self.text)
        self.problem = ""
        self.saved: Path | None = None
        w, y = 460, BOX.bottom - 150
        self.menu = Menu([Button(pygame.Rect(BOX.centerx + 20, y, w, 110), "Save", self.save,
                                 icon="check", data="save"),
                          Button(pygame.Rect(BOX.centerx - 20 - w, y, w, 110), "Cancel",
                                 self.cancel, icon="back", data="cancel")],
                         focus=0, sound=app.play)
        self._repeat = (0, 0)

    # ------------------------------------------------------------------ the keyboard types
    def enter(self) -> None:
        self._typing(True)

    def resume(self) -> None:
        self._typing(True)

    def pause(self) -> None:
        self._typing(False)

    def exit(self) -> None:
        self._typing(False)

    def _typing(self, on: bool) -> None:
        self.app.input.typing = on
        if on:
            self._repeat = pygame.key.get_repeat()
            pygame.key.set_repeat(400, 40)   # a held Backspace keeps deleting
            pygame.key.start_text_input()    # a touch screen shows its keyboard
        else:
            pygame.key.set_repeat(*self._repeat)
            pygame.key.stop_text_input()

    # ------------------------------------------------------------------ actions
    def save(self) -> None:
        where, sentence = save_log(self.record, self.text)
        if where is None:
            self.problem = sentence
            self.app.play("error")
            return
        self.saved = where
        self._close()
        self.app.toast(sentence)

    def cancel(self) -> None:
        self._close()

    def _close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def handle(self, intent: Intent) -> None:
        if intent.kind in (DEVICE_ADDED, DEVICE_REMOVED):
            return
        if intent.kind == TEXT:
            self._insert(str(intent.value))
            return
        if intent.kind == KEY:
            self._key(*intent.value)
            return
        if intent.kind in (BACK, PAUSE):
            self.app.play("click")
            self.cancel()
            return
        if intent.kind == PRESS and intent.pos is not None and FIELD.collidepoint(intent.pos):
            self.cursor = len(self.text)
            return
        self.menu.handle(intent)

    def _insert(self, s: str) -> None:
        s = "".join(ch for ch in s if ch.isprintable())
        if s:
            self.text = self.text[:self.cursor] + s + self.text[self.cursor:]
            self.cursor += len(s)
            self.problem = ""

    def _key(self, key: int, mod: int) -> None:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.play("click")
            self.save()
        elif key == pygame.K_ESCAPE:
            self.app.play("click")
            self.cancel()
        elif key == pygame.K_BACKSPACE and self.cursor > 0:
            cut = self.cursor - 1
            if mod & pygame.KMOD_CTRL:   # a word at a time
                while cut > 0 and self.text[cut - 1] not in "/\\ -_.":
                    cut -= 1
            self.text = self.text[:cut] + self.text[self.cursor:]
            self.cursor, self.problem = cut, ""
        elif key == pygame.K_DELETE and self.cursor < len(self.text):
            self.text = self.text[:self.cursor] + self.text[self.cursor + 1:]
            self.problem = ""
        elif key == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
        elif key == pygame.K_RIGHT:
            self.cursor = min(len(self.text), self.cursor + 1)
        elif key in (pygame.K_HOME, pygame.K_UP):
            self.cursor = 0
        elif key in (pygame.K_END, pygame.K_DOWN):
            self.cursor = len(self.text)
        elif key == pygame.K_v and mod & pygame.KMOD_CTRL:
            self._paste()

    def _paste(self) -> None:
        try:
            got = pygame.scrap.get_text() if hasattr(pygame.scrap, "get_text") else ""
        except Exception:   # no clipboard here (a dummy or headless display)
            got = ""
        self._insert(got.replace("\n", " ").strip())

    # ------------------------------------------------------------------ drawing
    def shown(self) -> tuple[str, int]:
        """The part of the path that fits the field, around the cursor, and
        where the cursor is in it ("..." marks what is cut)."""
        f = font(FIELD_TEXT)
        room = FIELD.w - 50
        if f.size(self.text)[0] <= room:
            return self.text, self.cursor
        start, end = 0, len(self.text)
        while start < self.cursor and f.size("..." + self.text[start:self.cursor])[0] > room:
            start += 1
        end = self.cursor
        while end < len(self.text) and f.size(("..." if start else "") + self.text[start:end + 1]
                                              + "...")[0] <= room:
            end += 1
        lead = "..." if start else ""
        tail = "..." if end < len(self.text) else ""
        return lead + self.text[start:end] + tail, len(lead) + self.cursor - start

    def draw(self, surf: pygame.Surface) -> None:
        dim(surf, 170)
        panel(surf, BOX)
        draw_text(surf, "Save this match's log", theme.FONT_SIZES["large"], theme.INK,
                  (BOX.centerx, BOX.y + 70))
        draw_text(surf, "Where it goes (type to change it):", NOTE_TEXT, theme.INK,
                  (FIELD.x, FIELD.y - 36), anchor="midleft")
        pygame.draw.rect(surf, (255, 252, 240), FIELD, border_radius=16)
        pygame.draw.rect(surf, theme.ACCENT, FIELD, width=4, border_radius=16)
        shown, at = self.shown()
        x = FIELD.x + 24
        if shown:
            draw_text(surf, shown, FIELD_TEXT, theme.INK, (x, FIELD.centery), anchor="midleft",
                      box=FIELD)
        if int(self.app.show_time * 2) % 2 == 0:   # the blinking caret rests visible
            cx = x + font(FIELD_TEXT).size(shown[:at])[0] + 1
            pygame.draw.line(surf, theme.INK, (cx, FIELD.y + 18), (cx, FIELD.bottom - 18), 3)
        y = FIELD.bottom + 40
        if self.problem:
            for line in wrap_path(self.problem, NOTE_TEXT, BOX.w - 120)[:4]:
                draw_text(surf, line, NOTE_TEXT, ERROR_INK, (BOX.centerx, y))
                y += NOTE_TEXT + 8
        else:
            draw_text(surf, "Enter / A saves it here, Esc / B goes back without saving.",
                      NOTE_TEXT, theme.INK, (BOX.centerx, y))
        draw_menu(surf, self.menu, self.app.show_time)

