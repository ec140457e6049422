"""Card pictures for the table: faces and backs from cardface.py, plain ones
standing in when it is missing or fails, and each card's frame colour."""
from __future__ import annotations

import functools
import importlib
import logging
from typing import Any

import pygame

from game.rules.junkyard.deck import card
from game.ui import theme
from game.ui.assets import image
from game.ui.widgets import draw_text, wrap

log = logging.getLogger(__name__)


CATEGORY_COLOURS = {
    "Furniture": (205, 160, 110), "Illegal": (170, 135, 205), "Organic": (140, 196, 100),
    "Vehicle": (222, 120, 104), "Machine": (140, 170, 198), "Decoration": (236, 160, 200),
    "Leisure": (240, 196, 90),
}
TYPE_COLOURS = {"junk": (205, 160, 110), "reinforcement": (150, 160, 175),
                "attack": (225, 90, 80), "defense": (80, 150, 225), "special": (170, 110, 210)}
TYPE_WORDS = {"junk": "Junk", "reinforcement": "Reinforce", "attack": "Attack",
              "defense": "Defence", "special": "Special"}
STAGE_WORDS = {"defend": "defend", "roll": "a card on the roll", "after": "a card after the roll"}


@functools.lru_cache(maxsize=1)
def _cardface() -> Any:
    """cardface.py (card_face, card_back), or None while it does not exist yet."""
    try:
        return importlib.import_module("game.scenes.junkyard.cardface")
    except Exception as exc:  # missing or broken: plain pictures stand in
        log.info("card faces unavailable (%r): plain cards instead", exc)
        return None


def card_face(cid: str, w: int) -> pygame.Surface:
    mod = _cardface()
    if mod is not None:
        try:
            surf = mod.card_face(cid, w)
            if isinstance(surf, pygame.Surface):
                return surf
        except Exception as exc:
            log.warning("card_face(%s) failed: %r", cid, exc)
    return plain_face(cid, w)


def card_back(w: int) -> pygame.Surface:
    mod = _cardface()
    if mod is not None:
        try:
            surf = mod.card_back(w)
            if isinstance(surf, pygame.Surface):
                return surf
        except Exception as exc:
            log.warning("card_back failed: %r", exc)
    return plain_back(w)


def _face_h(w: int) -> int:
    return int(round(w * 1.4))


@functools.lru_cache(maxsize=256)
def plain_face(cid: str, w: int) -> pygame.Surface:
    """A card with its name, kind and numbers (until cardface.py draws real ones)."""
    c = card(cid)
    h = _face_h(w)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    col = CATEGORY_COLOURS.get(c.category or "", TYPE_COLOURS[c.type])
    pygame.draw.rect(s, (250, 246, 232), r, border_radius=max(6, w // 12))
    pygame.draw.rect(s, col, r.inflate(-w // 12, -w // 12), border_radius=max(4, w // 14))
    pygame.draw.rect(s, (60, 40, 22), r, width=max(2, w // 50), border_radius=max(6, w // 12))
    lines = wrap(c.name, max(14, w // 7), w - w // 6)[:3]
    y = int(h * 0.1)
    for ln in lines:
        draw_text(s, ln, max(14, w // 7), theme.INK, (w // 2, y), anchor="midtop")
        y += int(w / 6)
    draw_text(s, TYPE_WORDS[c.type], max(12, w // 9), (70, 50, 30), (w // 2, int(h * 0.55)))
    big = max(18, w // 4)
    if c.type == "junk":
        words = f"{c.strength}"
        _dots(s, c.height, (w // 2, int(h * 0.68)), max(3, w // 22))
    elif c.type == "reinforcement":
        words = f"+{c.strength}"
    elif c.type == "attack":
        words = f"+{c.attack}" if c.attack else (c.kind or "")
    elif c.type == "defense":
        words = f"-{c.defense}" if c.defense else "stop"
    else:
        words = "!"
    draw_text(s, words, big, theme.INK, (w // 2, int(h * 0.84)))
    return s


def _dots(s: pygame.Surface, n: int, center: tuple[int, int], r: int) -> None:
    x0 = center[0] - (n - 1) * r * 3 // 2
    for k in range(n):
        pygame.draw.circle(s, (40, 28, 18), (x0 + k * r * 3, center[1]), r)


@functools.lru_cache(maxsize=8)
def plain_back(w: int) -> pygame.Surface:
    h = _face_h(w)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, (110, 70, 40), r, border_radius=max(6, w // 12))
    pygame.draw.rect(s, (160, 110, 60), r.inflate(-w // 8, -w // 8), border_radius=max(4, w // 14))
    pygame.draw.rect(s, (60, 40, 22), r, width=max(2, w // 50), border_radius=max(6, w // 12))
    m = image("monkey/badge_0", (w // 2, w // 2))
    s.blit(m, m.get_rect(center=r.center))
    return s


# a junk card lying in a tower: its picture at this size and strength


def card_colour(cid: str) -> tuple[int, int, int]:
    """The card's frame colour, as on its face (cardface.py), else our own."""
    mod = _cardface()
    if mod is not None:
        try:
            col = mod.colour(card(cid))
            return (int(col[0]), int(col[1]), int(col[2]))
        except Exception:  # noqa: BLE001 - a missing helper: our own colours
            pass
    c = card(cid)
    return CATEGORY_COLOURS.get(c.category or "", TYPE_COLOURS.get(c.type, (200, 180, 150)))


INK_DARK = (38, 28, 44)
CREAM = (255, 248, 230)
