"""Cards on the help pictures: the table's own card pictures (cardface.py) when
that module is there, and a plain stand-in (a rounded card with the card's
name) otherwise; a card, a fan of cards, the draw pile."""
from __future__ import annotations

import functools
import importlib
import logging
from types import ModuleType
from typing import Sequence

import pygame

from game.rules.junkyard.deck import card
from game.ui import theme
from game.ui.assets import font
from game.ui.widgets import draw_text, fit_size
from .paint import GREY, INK, WHITE, _blit_centered, _darker


log = logging.getLogger(__name__)
_warned: set[str] = set()
# the card pictures' own colours (cardface.py), for when that module is missing
CATEGORY_COLOURS = {
    "Furniture": (170, 104, 52), "Illegal": (70, 66, 84), "Organic": (62, 164, 64),
    "Vehicle": (38, 104, 212), "Machine": (124, 134, 152), "Decoration": (228, 92, 168),
    "Leisure": (246, 146, 30),
}
TYPE_COLOURS = {"junk": (170, 104, 52), "reinforcement": (142, 76, 190),
                "attack": (222, 52, 52), "defense": (26, 168, 184), "special": (246, 200, 36)}


# ---------------------------------------------------------------------------- cards
def _warn_once(what: str, exc: Exception) -> None:
    if what not in _warned:
        _warned.add(what)
        log.warning("help picture: %s failed (%r); drawing a stand-in", what, exc)


@functools.lru_cache(maxsize=1)
def _cardface() -> ModuleType | None:
    """The card pictures of the table, if they are there yet."""
    try:
        return importlib.import_module("game.scenes.junkyard.cardface")
    except Exception as exc:  # missing or broken: the help keeps its stand-ins
        _warn_once("cardface", exc)
        return None


def _wrap_words(words: str, size: int, width: int) -> list[str]:
    from game.ui.assets import font
    f, lines, line = font(size), [], ""
    for w in words.split(" "):
        cand = f"{line} {w}".strip()
        if line and f.size(cand)[0] > width:
            lines.append(line)
            line = w
        else:
            line = cand
    return lines + [line]


def card_colour(cid: str) -> tuple[int, int, int]:
    """A card's colour: its category's for junk, its type's otherwise."""
    mod = _cardface()
    if mod is not None:
        try:
            col = mod.colour(card(cid))
            return int(col[0]), int(col[1]), int(col[2])
        except Exception as exc:
            _warn_once("cardface.colour", exc)
    c = card(cid)
    return CATEGORY_COLOURS.get(c.category or "", TYPE_COLOURS.get(c.type, GREY))


def _card_number(cid: str) -> str:
    c = card(cid)
    if c.type == "junk":
        return str(c.strength)
    if c.type == "reinforcement":
        return f"+{c.strength}"
    if c.type == "attack":
        return f"+{c.attack}" if c.attack else ""
    if c.type == "defense":
        return f"-{c.defense}" if c.defense else ""
    return ""


@functools.lru_cache(maxsize=256)
def stand_in_face(cid: str, w: int) -> pygame.Surface:
    """A plain card: a rounded card with the card's name and its main number."""
    c = card(cid)
    h = int(w * 1.4)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    colour = card_colour(cid)
    r = out.get_rect()
    rad = max(4, w // 10)
    pygame.draw.rect(out, (255, 249, 234), r, border_radius=rad)
    head = pygame.Rect(0, 0, w, int(h * 0.36))
    pygame.draw.rect(out, colour, head, border_top_left_radius=rad, border_top_right_radius=rad)
    size = max(12, w // 8)
    lines = _wrap_words(c.name, size, w - 12)[:3]
    y = head.centery - (len(lines) - 1) * size * 0.55
    for line in lines:
        draw_text(out, line, fit_size(line, size, w - 10, 10), WHITE, (w // 2, int(y)))
        y += size * 1.1
    if c.type == "junk":
        d = max(3, w // 22)
        for i in range(c.height):
            pygame.draw.circle(out, INK, (int(w * 0.16), int(h * 0.46 + i * d * 2.6)), d)
    num = _card_number(cid)
    if num:
        draw_text(out, num, max(14, w // 4), _darker(colour, 0.8), (w // 2, int(h * 0.66)))
    draw_text(out, c.type.title(), max(10, w // 11), GREY, (w // 2, int(h * 0.88)))
    pygame.draw.rect(out, _darker(colour), r, width=max(2, w // 40), border_radius=rad)
    return out


@functools.lru_cache(maxsize=16)
def stand_in_back(w: int) -> pygame.Surface:
    h = int(w * 1.4)
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    r = out.get_rect()
    rad = max(4, w // 10)
    pygame.draw.rect(out, (58, 104, 70), r, border_radius=rad)
    pygame.draw.rect(out, (236, 196, 80), r.inflate(-w // 6, -w // 6), width=max(2, w // 30),
                     border_radius=rad)
    pygame.draw.circle(out, (236, 196, 80), r.center, w // 6)
    pygame.draw.rect(out, (30, 60, 40), r, width=max(2, w // 40), border_radius=rad)
    return out


def face(cid: str, w: int) -> pygame.Surface:
    """A card's picture `w` pixels wide: the table's own, or the stand-in."""
    mod = _cardface()
    if mod is not None:
        try:
            img = mod.card_face(cid, w)
            if isinstance(img, pygame.Surface):
                return img
        except Exception as exc:
            _warn_once(f"card_face({cid})", exc)
    return stand_in_face(cid, w)


def back(w: int) -> pygame.Surface:
    mod = _cardface()
    if mod is not None:
        try:
            img = mod.card_back(w)
            if isinstance(img, pygame.Surface):
                return img
        except Exception as exc:
            _warn_once("card_back", exc)
    return stand_in_back(w)


def _card(surf: pygame.Surface, cid: str | None, c: Sequence[float], w: int,
          angle: float = 0.0, glow: bool = False) -> pygame.Rect:
    """A card (None: its back) centred on `c`."""
    img = back(w) if cid is None else face(cid, w)
    if glow:
        g = img.get_rect(center=(int(c[0]), int(c[1]))).inflate(14, 14)
        pygame.draw.rect(surf, theme.ACCENT, g, border_radius=12)
    return _blit_centered(surf, img, c, angle)


def _fan(surf: pygame.Surface, cids: Sequence[str | None], c: Sequence[float], w: int,
         spread: float = 0.55, tilt: float = 6.0) -> list[pygame.Rect]:
    """A hand of cards fanned out around `c`."""
    n = len(cids)
    out = []
    for i, cid in enumerate(cids):
        k = i - (n - 1) / 2
        out.append(_card(surf, cid, (c[0] + k * w * spread, c[1] + abs(k) * 4), w, -k * tilt))
    return out


def pile(surf: pygame.Surface, c: Sequence[float], w: int, count: int = 5) -> pygame.Rect:
    """The draw pile: a few card backs, stacked."""
    r = pygame.Rect(0, 0, 0, 0)
    for i in range(count):
        r = _card(surf, None, (c[0] - i * 2, c[1] - i * 3), w)
    return r
