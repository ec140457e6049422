"""The key hints under the Treefort prompt: what the keys or the pad's
buttons do right now, each key drawn as a key cap with its real name (Tab,
Q, E; LB, RB on a pad), flowed into rows that stay inside their box."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

import pygame

from game.input.intents import ALT, BACK, CONFIRM, HELP, NEXT, PREV
from game.ui import theme
from game.ui.assets import font
from game.ui.widgets import draw_text

SIZE = 22                 # the hints are secondary labels: 22 px at least
ROW = 34                  # a row of hints, key caps included
GAP = 16                  # between two hints of a row

KEY_NAMES = {"pad": {CONFIRM: "A", BACK: "B", ALT: "X", NEXT: "RB", PREV: "LB", HELP: "Y"},
             "keyboard": {CONFIRM: "Enter", BACK: "Esc", ALT: "Tab", NEXT: "E", PREV: "Q",
                          HELP: "H"}}


@dataclass
class HintRow:
    """One row: parts are ("key", name) caps and words; `rect` where it is drawn."""
    parts: list = field(default_factory=list)
    keys: list[str] = field(default_factory=list)
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))


def _cap_w(name: str) -> int:
    return font(SIZE).size(name)[0] + 16


def _word_w(word: str) -> int:
    return font(SIZE).size(word)[0]


def layout(items: Sequence[tuple[str, str]], family: str, box: pygame.Rect) -> list[HintRow]:
    """[(intent kind, words)] flowed into rows inside `box`, bottom-aligned;
    rows that would not fit are left out (the prompt above says what to do)."""
    names = KEY_NAMES["pad" if family == "pad" else "keyboard"]
    hints = []
    for kind, words in items:
        if kind and words and kind in names:
            hints.append((names[kind], words, _cap_w(names[kind]) + 6 + _word_w(words)))
    rows: list[list[tuple[str, str, int]]] = []
    for h in hints:
        if rows and sum(w for _, _, w in rows[-1]) + GAP * len(rows[-1]) + h[2] <= box.w:
            rows[-1].append(h)
        else:
            rows.append([h])
    rows = rows[-max(0, box.h // ROW):] if box.h >= ROW else []
    out = []
    top = box.bottom - ROW * len(rows)
    for i, row in enumerate(rows):
        width = sum(w for _, _, w in row) + GAP * (len(row) - 1)
        r = pygame.Rect(box.centerx - width // 2, top + i * ROW, width, ROW)
        hr = HintRow(rect=r)
        for name, words, _ in row:
            hr.parts += [("key", name), words]
            hr.keys.append(name)
        out.append(hr)
    return [r for r in out if box.contains(r.rect)]


def draw(surf: pygame.Surface, rows: Sequence[HintRow]) -> None:
    for row in rows:
        x, cy = row.rect.x, row.rect.centery
        for p in row.parts:
            if isinstance(p, tuple):
                w = _cap_w(p[1])
                cap = pygame.Rect(x, cy - ROW // 2 + 2, w, ROW - 4)
                pygame.draw.rect(surf, (20, 20, 20), cap.move(0, 2), border_radius=7)
                pygame.draw.rect(surf, (236, 230, 214), cap, border_radius=7)
                draw_text(surf, p[1], SIZE, theme.INK, cap.center, role="secondary", box=cap)
                x += w + 6
            else:
                draw_text(surf, p, SIZE, theme.TEXT, (x, cy), anchor="midleft", role="secondary",
                          box=row.rect)
                x += _word_w(p) + GAP
