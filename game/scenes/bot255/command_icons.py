"""Small pictures of the program's commands and conditions, drawn by code in
their colours: the editor's palette and lines, the help pages, the card
faces and the world editor all show the same ones."""
from __future__ import annotations

import math
from typing import Any

import pygame

from . import board

KIND_COLOUR: dict[str, tuple[int, int, int]] = {
    "move": (60, 130, 225), "left": (140, 90, 215), "right": (140, 90, 215),
    "turn": (140, 90, 215), "if": (232, 132, 30), "else": (232, 132, 30),
    "while": (30, 160, 100), "repeat": (30, 160, 100), "until": (30, 160, 100),
    "bug": board.BUG, "bit": board.BIT_DARK, "wall": board.WALL, "not": (90, 90, 100),
}


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

