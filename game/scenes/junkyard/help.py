"""Help pages for Spank the Monkey, in our own words, each with a moving picture.

Every picture is drawn on one canvas of the help scene's picture size
(820 x 660) and scaled when the rectangle is another size, so each one is
laid out once. Cards are drawn with `cardface.card_face` when that module is
there, and with a plain stand-in (a rounded card with the card's name)
otherwise; towers are drawn as blocks, one dot of height per step, with the
strength in a shield. `t` is the app clock: every picture loops by itself.
"""
from __future__ import annotations

import functools
import importlib
import logging
import math
from types import ModuleType
from typing import Callable, Sequence

import pygame

from game.rules.junkyard.deck import card
from game.rules.junkyard.options import OPTIONS
from game.ui import theme
from game.ui.assets import font, image
from game.ui.pages import HelpPage
from game.ui.widgets import draw_text, fit_size

Draw = Callable[[pygame.Surface, pygame.Rect, float], None]
log = logging.getLogger(__name__)
_warned: set[str] = set()

BASE = (820, 660)                 # the help scene's picture rectangle
INK = theme.INK
RED = (214, 52, 64)
GREEN = (40, 150, 70)
GREY = (120, 112, 100)
WHITE = (255, 255, 255)
SKIN = (244, 204, 160)
GROUND = (150, 112, 76)
YOU = theme.SEAT_COLOURS[0]
THEM = theme.SEAT_COLOURS[1]
# the card pictures' own colours (cardface.py), for when that module is missing
CATEGORY_COLOURS = {
    "Furniture": (170, 104, 52), "Illegal": (70, 66, 84), "Organic": (62, 164, 64),
    "Vehicle": (38, 104, 212), "Machine": (124, 134, 152), "Decoration": (228, 92, 168),
    "Leisure": (246, 146, 30),
}
TYPE_COLOURS = {"junk": (170, 104, 52), "reinforcement": (142, 76, 190),
                "attack": (222, 52, 52), "defense": (26, 168, 184), "special": (246, 200, 36)}


# ---------------------------------------------------------------------------- small helpers
def _ease(k: float) -> float:
    k = max(0.0, min(1.0, k))
    return k * k * (3 - 2 * k)


def _phase(t: float, period: float) -> float:
    return (t % period) / period


def _span(k: float, a: float, b: float) -> float:
    """0 before a, 1 after b, eased in between."""
    return _ease((k - a) / (b - a))


def _lerp(a: Sequence[float], b: Sequence[float], k: float) -> tuple[float, float]:
    return a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k


def _label(surf: pygame.Surface, words: str, xy: Sequence[float], size: int = 32,
           colour: tuple[int, int, int] = INK, anchor: str = "center") -> pygame.Rect:
    return draw_text(surf, words, size, colour, (int(xy[0]), int(xy[1])), anchor=anchor)


def _darker(c: Sequence[int], f: float = 0.62) -> tuple[int, int, int]:
    return int(c[0] * f), int(c[1] * f), int(c[2] * f)


def _lighter(c: Sequence[int], f: float = 0.45) -> tuple[int, int, int]:
    return tuple(int(v + (255 - v) * f) for v in c[:3])  # type: ignore[return-value]


def _blit_centered(surf: pygame.Surface, img: pygame.Surface, c: Sequence[float],
                   angle: float = 0.0) -> pygame.Rect:
    if angle:
        img = pygame.transform.rotate(img, angle)
    r = img.get_rect(center=(int(c[0]), int(c[1])))
    surf.blit(img, r)
    return r


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


# ---------------------------------------------------------------------------- towers
def _shield(surf: pygame.Surface, c: Sequence[float], value: int | str, size: int = 34,
            colour: tuple[int, int, int] = (70, 70, 84), glow: bool = False) -> None:
    x, y, s = c[0], c[1], size / 2
    pts = [(x - s, y - s), (x + s, y - s), (x + s, y + s * 0.2), (x, y + s * 1.15),
           (x - s, y + s * 0.2)]
    if glow:
        pygame.draw.circle(surf, theme.ACCENT, (int(x), int(y)), int(size * 0.95))
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, WHITE, pts, 2)
    draw_text(surf, str(value), max(28, int(size * 0.7)), WHITE, (int(x), int(y - s * 0.1)))


def _plate(surf: pygame.Surface, rid: str, r: pygame.Rect) -> None:
    """A reinforcement bolted to the side of a junk block, in its card's colour."""
    col = card_colour(rid)
    edge = _darker(col)
    pygame.draw.rect(surf, _lighter(col, 0.3), r, border_radius=6)
    pygame.draw.rect(surf, edge, r, 3, border_radius=6)
    for dy in (8, r.h - 8):
        pygame.draw.circle(surf, edge, (r.x + 8, r.y + dy), 3)
        pygame.draw.circle(surf, edge, (r.right - 8, r.y + dy), 3)
    draw_text(surf, f"+{card(rid).strength}", min(28, r.h - 6), WHITE, r.center, shadow=True)


def block(surf: pygame.Surface, cid: str, x: float, bottom: float, w: int, unit: int,
          reinf: Sequence[str] = (), glow: bool = False, crack: float = 0.0,
          show_strength: bool = True) -> pygame.Rect:
    """One junk card standing in a tower: as tall as its dots, its strength
    (with the reinforcements bolted on its side) in a shield."""
    c = card(cid)
    h = c.height * unit
    r = pygame.Rect(int(x), int(bottom - h), w, h)
    colour = card_colour(cid)
    if glow:
        pygame.draw.rect(surf, theme.ACCENT, r.inflate(16, 16), border_radius=14)
    pygame.draw.rect(surf, colour, r, border_radius=8)
    pygame.draw.rect(surf, _lighter(colour, 0.25), r.inflate(-10, -10), 2, border_radius=6)
    pygame.draw.rect(surf, _darker(colour), r, 3, border_radius=8)
    d = max(4, min(9, unit // 4))
    for i in range(c.height):
        pc = (r.x + 14, int(r.bottom - unit * (i + 0.5)))
        pygame.draw.circle(surf, WHITE, pc, d)
        pygame.draw.circle(surf, _darker(colour, 0.4), pc, d, 2)
    room = w - 40 - (max(22, min(48, h // 2, w // 5, h - 10)) + 12 if show_strength else 0)
    # A name on a help picture labels the picture (nobody decides by it, and the
    # shield's strength stays at 28 px): it may shrink to 22 px, then takes two
    # lines where the block is tall enough, rather than cover the dots and shield.
    size = fit_size(c.name, 28, room, 22)
    between = pygame.Rect(r.x + 26, r.y, room + 8, r.h)    # past the dots, short of the shield
    words = c.name.split(" ")
    if font(size).size(c.name)[0] > room and len(words) > 1 and h >= 2 * 26:
        cut = min(range(1, len(words)), key=lambda k: abs(len(" ".join(words[:k]))
                                                          - len(" ".join(words[k:]))))
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
        size = min(fit_size(line, 28, room, 22) for line in lines)
        for k, line in enumerate(lines):
            draw_text(surf, line, size, WHITE, (r.x + 30 + room // 2,
                                                r.centery + (k - 0.5) * (size + 2)),
                      shadow=True, role="secondary", box=between)
    else:
        draw_text(surf, c.name, size, WHITE, (r.x + 30 + room // 2, r.centery), shadow=True,
                  role="secondary", box=between)
    if show_strength:
        total = max(1, c.strength + sum(card(rid).strength for rid in reinf))
        size = max(22, min(48, h // 2, w // 5, h - 10))
        _shield(surf, (r.right - 8 - size // 2, r.centery), total, size)
    py = r.y + 4
    ph = max(22, min(48, (h - 8) // max(1, len(reinf)) - 4))
    for rid in reinf:
        _plate(surf, rid, pygame.Rect(r.right + 4, py, 58, ph))
        py += ph + 4
    if crack > 0:
        pts = [(r.x + w * 0.2, r.y), (r.x + w * 0.45, r.y + h * 0.4),
               (r.x + w * 0.35, r.y + h * 0.6), (r.x + w * 0.6, r.bottom)]
        n = max(2, int(len(pts) * min(1.0, crack)))
        pygame.draw.lines(surf, INK, False, pts[:n], 5)
    return r


Floors = Sequence[tuple[str, Sequence[str]]]


def tower(surf: pygame.Surface, floors: Floors, x: float, ground_y: float, w: int, unit: int,
          glow: str | None = None, shift: dict[str, tuple[float, float]] | None = None,
          show_strength: bool = True) -> dict[str, pygame.Rect]:
    """Junk blocks stacked from the ground up. `shift` moves a block (dx, and
    dy upwards) on its way in or down; the blocks above it move with it."""
    y = ground_y
    dx = dy = 0.0
    out = {}
    for cid, reinf in floors:
        if shift and cid in shift:
            dx, dy = shift[cid]
        r = block(surf, cid, x + dx, y - dy, w, unit, reinf, glow=cid == glow,
                  show_strength=show_strength)
        out[cid] = r
        y -= card(cid).height * unit
    return out


def tower_top(floors: Floors, ground_y: float, unit: int) -> float:
    return ground_y - sum(card(cid).height for cid, _ in floors) * unit


def build_up(surf: pygame.Surface, floors: Floors, x: float, ground_y: float, w: int, unit: int,
             k: float, start: float, step: float, slide: float = 0.1, show_strength: bool = True,
             colour: tuple[int, int, int] = YOU,
             slide_in: bool = True) -> tuple[dict[str, pygame.Rect], int]:
    """The floors come in one after another while the worker on top hops up
    onto each new one: sliding in from the left (`slide_in`), or popping in
    under the worker's feet at the top of the hop (a card played from the
    hand). Returns the blocks and how many floors stand."""
    shown: list[tuple[str, Sequence[str]]] = []
    shift: dict[str, tuple[float, float]] = {}
    feet = ground_y
    for i, (cid, reinf) in enumerate(floors):
        f = _span(k, start + i * step, start + i * step + slide)
        if f <= 0:
            break
        old = tower_top(shown, ground_y, unit)
        new = old - card(cid).height * unit
        if slide_in:
            shown.append((cid, reinf))
            if f < 1:
                shift[cid] = (-(1 - f) * (x + w + 40), 0.0)
            hop = _span(f, 0.5, 1.0)
        else:
            hop = f
            if f >= 0.7:
                shown.append((cid, reinf))
        feet = old + (new - old) * hop - math.sin(math.pi * hop) * ((old - new) * 0.5 + 30)
    rects = tower(surf, shown, x, ground_y, w, unit, shift=shift, show_strength=show_strength)
    worker(surf, (x + w - 46, feet), 64, colour)
    return rects, len([c for c in shown if c[0] not in shift])


def ground(surf: pygame.Surface, rect: pygame.Rect, y: int) -> None:
    g = pygame.Rect(rect.x + 30, y, rect.w - 60, 16)
    pygame.draw.rect(surf, GROUND, g, border_radius=8)
    pygame.draw.rect(surf, _darker(GROUND), g, 3, border_radius=8)


def ruler(surf: pygame.Surface, x: int, ground_y: int, unit: int, top: int,
          mark: int | None = None) -> None:
    """A height scale beside a tower: one step per dot, each step numbered
    level with its dot."""
    pygame.draw.line(surf, GREY, (x, ground_y), (x, ground_y - top * unit), 3)
    for n in range(1, top + 1):
        y = ground_y - n * unit
        pygame.draw.line(surf, GREY, (x - 6, y), (x + 6, y), 2)
        hot = n == mark
        c = (x - 24, int(y + unit / 2))
        if hot:
            pygame.draw.circle(surf, RED, c, 18)
        _label(surf, str(n), c, 28, WHITE if hot else GREY)


def worker(surf: pygame.Surface, foot: Sequence[float], size: int = 64,
           colour: tuple[int, int, int] = YOU, arm: float = 0.0) -> None:
    """A junkyard worker in a hard hat, standing with their feet at `foot`.
    `arm` lifts the right arm (0 down, 1 straight up)."""
    x, y = int(foot[0]), int(foot[1])
    s = size / 64
    hip = (x, int(y - 22 * s))
    neck = (x, int(y - 44 * s))
    pygame.draw.line(surf, INK, hip, (int(x - 10 * s), y), max(3, int(6 * s)))
    pygame.draw.line(surf, INK, hip, (int(x + 10 * s), y), max(3, int(6 * s)))
    body = pygame.Rect(0, 0, int(22 * s), int(28 * s))
    body.midbottom = (x, hip[1] + int(4 * s))
    pygame.draw.rect(surf, colour, body, border_radius=int(6 * s))
    pygame.draw.line(surf, INK, (neck[0], neck[1] + int(4 * s)),
                     (int(x - 16 * s), int(y - 24 * s)), max(3, int(5 * s)))
    a = math.radians(-60 - 110 * arm)
    hand = (int(neck[0] + 22 * s * math.cos(a) * -1), int(neck[1] + 4 * s + 22 * s * math.sin(a)))
    pygame.draw.line(surf, INK, (neck[0], neck[1] + int(4 * s)), hand, max(3, int(5 * s)))
    head = (x, int(y - 54 * s))
    pygame.draw.circle(surf, SKIN, head, int(11 * s))
    pygame.draw.circle(surf, INK, head, int(11 * s), 2)
    hat = pygame.Rect(0, 0, int(26 * s), int(12 * s))
    hat.midbottom = (x, head[1] - int(2 * s))
    pygame.draw.ellipse(surf, (250, 200, 40), hat.inflate(0, 8).move(0, 4))
    pygame.draw.rect(surf, (250, 200, 40), pygame.Rect(hat.x - int(4 * s), hat.bottom - int(3 * s),
                                                       hat.w + int(8 * s), int(4 * s)))


def monkey(surf: pygame.Surface, c: Sequence[float], size: int, mood: str = "idle",
           t: float = 0.0, shake: float = 0.0) -> pygame.Rect:
    name = {"idle": "monkey/idle_0", "cheer": f"monkey/cheer_{int(t * 4) % 2}",
            "think": f"monkey/think_{int(t * 3) % 2}"}.get(mood, "monkey/idle_0")
    img = image(name, (size, size))
    dx = math.sin(t * 50) * 8 * shake
    return _blit_centered(surf, img, (c[0] + dx, c[1]))


def junk_pile(surf: pygame.Surface, cx: int, ground_y: int, top_y: int, w: int) -> None:
    """The monkey's own heap of junk: a wobbly hill with bits sticking out."""
    pts = [(cx - w // 2, ground_y), (cx - w // 3, (ground_y + top_y) // 2 + 20),
           (cx - w // 6, top_y + 30), (cx - w // 12, top_y), (cx + w // 12, top_y),
           (cx + w // 5, top_y + 50), (cx + w // 3, (ground_y + top_y) // 2 + 40),
           (cx + w // 2, ground_y)]
    pygame.draw.polygon(surf, (128, 120, 110), pts)
    pygame.draw.polygon(surf, (80, 74, 66), pts, 4)
    hgt = ground_y - top_y
    bits = [(-0.18, 0.8, "tyre"), (0.12, 0.62, "box"), (-0.05, 0.35, "tyre"),
            (0.2, 0.85, "plank"), (-0.1, 0.12, "box"), (0.02, 0.55, "plank")]
    for fx, fy, kind in bits:
        x, y = int(cx + fx * w), int(top_y + fy * hgt)
        if kind == "tyre":
            pygame.draw.circle(surf, (50, 50, 56), (x, y), 18)
            pygame.draw.circle(surf, (128, 120, 110), (x, y), 8)
        elif kind == "box":
            pygame.draw.rect(surf, (190, 140, 80), (x - 16, y - 14, 32, 28))
            pygame.draw.rect(surf, (120, 84, 44), (x - 16, y - 14, 32, 28), 3)
        else:
            pygame.draw.line(surf, (160, 110, 60), (x - 30, y + 8), (x + 26, y - 10), 9)


def die(surf: pygame.Surface, c: Sequence[float], size: int, value: int, angle: float = 0.0,
        colour: tuple[int, int, int] = WHITE, dim: bool = False) -> pygame.Rect:
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    r = img.get_rect()
    face_c = (200, 196, 188) if dim else colour
    pygame.draw.rect(img, face_c, r, border_radius=size // 5)
    pygame.draw.rect(img, INK if not dim else GREY, r, max(2, size // 22), border_radius=size // 5)
    spots = {1: [(0, 0)], 2: [(-1, -1), (1, 1)], 3: [(-1, -1), (0, 0), (1, 1)],
             4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
             5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
             6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)]}[max(1, min(6, value))]
    for sx, sy in spots:
        pygame.draw.circle(img, GREY if dim else INK,
                           (int(size / 2 + sx * size * 0.27), int(size / 2 + sy * size * 0.27)),
                           max(2, size // 11))
    return _blit_centered(surf, img, c, angle)


def rolling_die(surf: pygame.Surface, c: Sequence[float], size: int, value: int, k: float,
                t: float) -> None:
    """A die that tumbles while k < 1 and then shows `value`."""
    if k < 1:
        shown = 1 + int(t * 14) % 6
        die(surf, (c[0], c[1] - math.sin(k * math.pi) * 40), size, shown, angle=k * 540)
    else:
        die(surf, c, size, value)


@functools.lru_cache(maxsize=8)
def _hand_img(size: int) -> pygame.Surface:
    """An open hand, fingers up, for spanking."""
    out = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size / 100
    edge = _darker(SKIN, 0.7)
    fingers = [(30, 14, 13, 44), (44, 6, 13, 50), (58, 10, 13, 46), (72, 20, 12, 38)]
    for fx, fy, fw, fh in fingers:
        r = pygame.Rect(int(fx * s), int(fy * s), int(fw * s), int(fh * s))
        pygame.draw.rect(out, SKIN, r, border_radius=int(6 * s))
        pygame.draw.rect(out, edge, r, 2, border_radius=int(6 * s))
    palm = pygame.Rect(int(26 * s), int(40 * s), int(60 * s), int(48 * s))
    pygame.draw.rect(out, SKIN, palm, border_radius=int(18 * s))
    pygame.draw.rect(out, edge, palm, 2, border_radius=int(18 * s))
    thumb = [(int(28 * s), int(62 * s)), (int(8 * s), int(44 * s)), (int(14 * s), int(36 * s)),
             (int(34 * s), int(50 * s))]
    pygame.draw.polygon(out, SKIN, thumb)
    pygame.draw.lines(out, edge, False, thumb, 2)
    sleeve = pygame.Rect(int(30 * s), int(84 * s), int(52 * s), int(16 * s))
    pygame.draw.rect(out, YOU, sleeve, border_radius=int(4 * s))
    return out


def spank_hand(surf: pygame.Surface, c: Sequence[float], size: int, swing: float) -> None:
    """The spanking hand, tilted back (swing 0) or slapping forward (swing 1)."""
    _blit_centered(surf, _hand_img(size), c, 40 - 80 * swing)


def burst(surf: pygame.Surface, c: Sequence[float], r: int, words: str,
          colour: tuple[int, int, int] = theme.ACCENT, size: int = 40) -> None:
    pts = []
    for i in range(16):
        a = math.pi * 2 * i / 16
        rr = r if i % 2 == 0 else r * 0.62
        pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, RED, pts, 4)
    _label(surf, words, c, size, RED)


def tick(surf: pygame.Surface, c: Sequence[float], r: int = 22) -> None:
    x, y = c
    pygame.draw.circle(surf, GREEN, (int(x), int(y)), r)
    pygame.draw.lines(surf, WHITE, False, [(x - r * 0.5, y), (x - r * 0.1, y + r * 0.4),
                                           (x + r * 0.55, y - r * 0.4)], max(3, r // 5))


def cross(surf: pygame.Surface, c: Sequence[float], r: int = 22, width: int = 0) -> None:
    x, y = c
    w = width or max(4, r // 4)
    pygame.draw.line(surf, RED, (x - r, y - r), (x + r, y + r), w)
    pygame.draw.line(surf, RED, (x + r, y - r), (x - r, y + r), w)


def arrow(surf: pygame.Surface, a: Sequence[float], b: Sequence[float],
          colour: tuple[int, int, int] = INK, width: int = 6) -> None:
    pygame.draw.line(surf, colour, a, b, width)
    ang = math.atan2(b[1] - a[1], b[0] - a[0])
    h = width * 3
    p1 = (b[0] - h * math.cos(ang - 0.5), b[1] - h * math.sin(ang - 0.5))
    p2 = (b[0] - h * math.cos(ang + 0.5), b[1] - h * math.sin(ang + 0.5))
    pygame.draw.polygon(surf, colour, [b, p1, p2])


def dashed(surf: pygame.Surface, a: Sequence[float], b: Sequence[float],
           colour: tuple[int, int, int] = RED, width: int = 4, dash: int = 14) -> None:
    length = math.dist(a, b)
    n = max(1, int(length // dash))
    for i in range(0, n, 2):
        p = _lerp(a, b, i / n)
        q = _lerp(a, b, min(1.0, (i + 1) / n))
        pygame.draw.line(surf, colour, p, q, width)


def pile(surf: pygame.Surface, c: Sequence[float], w: int, count: int = 5) -> pygame.Rect:
    """The draw pile: a few card backs, stacked."""
    r = pygame.Rect(0, 0, 0, 0)
    for i in range(count):
        r = _card(surf, None, (c[0] - i * 2, c[1] - i * 3), w)
    return r


def key_cap(surf: pygame.Surface, c: Sequence[float], words: str, size: int = 56) -> None:
    f = max(size, 24 + 18 * len(words))
    r = pygame.Rect(0, 0, f, size)
    r.center = (int(c[0]), int(c[1]))
    pygame.draw.rect(surf, (90, 90, 96), r.move(0, 5), border_radius=10)
    pygame.draw.rect(surf, (246, 246, 240), r, border_radius=10)
    pygame.draw.rect(surf, (90, 90, 96), r, 3, border_radius=10)
    _label(surf, words, r.center, max(28, int(size * 0.5)))


# ---------------------------------------------------------------------------- the canvas
@functools.lru_cache(maxsize=1)
def _canvas() -> pygame.Surface:
    return pygame.Surface(BASE, pygame.SRCALPHA)


def picture(fn: Draw) -> Draw:
    """Lay a picture out once on a BASE canvas; scale it into any rectangle."""
    @functools.wraps(fn)
    def draw(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
        canvas = _canvas()
        canvas.fill((0, 0, 0, 0))
        fn(canvas, canvas.get_rect(), t)
        if rect.size == BASE:
            surf.blit(canvas, rect.topleft)
            return
        scale = min(rect.w / BASE[0], rect.h / BASE[1])
        size = (max(1, int(BASE[0] * scale)), max(1, int(BASE[1] * scale)))
        img = pygame.transform.smoothscale(canvas, size)
        surf.blit(img, img.get_rect(center=rect.center))
    return draw


# ---------------------------------------------------------------------------- pictures
GOAL_TOWER: list[tuple[str, Sequence[str]]] = [
    ("pinball_machine", ()), ("neon_sign", ()), ("double_decker_bus", ())]


def reach_out(surf: pygame.Surface, feet: Sequence[float], size: int, hand: Sequence[float],
              swing: float) -> None:
    """The worker's long arm out to the spanking hand."""
    s = size / 64
    shoulder = (feet[0], feet[1] - 40 * s)
    pygame.draw.line(surf, INK, shoulder, (hand[0] - 20, hand[1] + 22), max(3, int(6 * s)))
    spank_hand(surf, hand, int(70 * s), swing)


@picture
def goal_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    g, unit = rect.bottom - 100, 40
    ground(surf, rect, g)
    k = _phase(t, 12.0)
    top = g - 9 * unit
    px = rect.x + 650
    junk_pile(surf, px, g, top, 300)
    x = rect.x + 270
    if k < 0.62:
        dashed(surf, (rect.x + 30, top), (px - 60, top), RED, 3)
        _label(surf, "the monkey: height 9", (rect.x + 30, top - 22), 28, RED, anchor="midleft")
        _, n = build_up(surf, GOAL_TOWER, x, g, 230, unit, k, 0.04, 0.12)
        swing = _span(k, 0.42, 0.46) - _span(k, 0.5, 0.56)
        monkey(surf, (px, top - 57), 130, "think", t, 1.0 if 0.45 < k < 0.56 else 0.0)
        if n == 3:
            reach_out(surf, (x + 184, top), 64, (px - 75 + 12 * swing, top - 26), swing)
        if k > 0.45:
            burst(surf, (px - 300, top - 96), 64, "SPANK!", size=28)
            _label(surf, "You win!", (rect.centerx, rect.bottom - 48), 48, GREEN)
        else:
            _label(surf, "Build up to the monkey...", (rect.centerx, rect.bottom - 48), 38, RED)
    else:
        kk = (k - 0.62) / 0.38
        left = max(0, 3 - int(kk * 6))
        tower(surf, GOAL_TOWER[:2], x, g, 230, unit)
        worker(surf, (x + 184, tower_top(GOAL_TOWER[:2], g, unit)), 64)
        monkey(surf, (px, top - 57), 130, "cheer" if left == 0 else "idle", t)
        pc = (rect.x + 110, rect.y + 120)
        if left:
            pile(surf, pc, 90, left)
        else:
            r = pygame.Rect(0, 0, 90, 126)
            r.center = (int(pc[0]), int(pc[1]))
            pygame.draw.rect(surf, (200, 190, 170), r, 4, border_radius=10)
            _label(surf, "empty", r.center, 28, GREY)
        _label(surf, "draw pile", (pc[0], pc[1] + 90), 28)
        if left == 0:
            _label(surf, "The pile ran out: the monkey wins!", (rect.centerx, rect.bottom - 48),
                   36, RED)
        else:
            _label(surf, "If nobody gets there in time...", (rect.centerx, rect.bottom - 48),
                   36, RED)


@picture
def setup_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    players = 2 + int(t / 2.4) % 5
    for s in range(players):
        cx = rect.x + 110 + (s % 3) * 190
        cy = rect.y + 90 + (s // 3) * 175
        _fan(surf, [None] * 5, (cx, cy), 50, spread=0.45, tilt=8)
        pygame.draw.circle(surf, theme.SEAT_COLOURS[s], (cx - 56, cy + 74), 13)
        _label(surf, "5 cards", (cx + 10, cy + 74), 28)
    _label(surf, f"{players} players", (rect.x + 220, rect.y + 440), 40)
    _label(surf, f"14 - {players} = {14 - players}", (rect.x + 220, rect.y + 500), 60, RED)
    _label(surf, "is where the monkey starts", (rect.x + 220, rect.y + 552), 28)
    # the monkey's height, on a pole
    g, unit, px = rect.bottom - 40, 38, rect.x + 700
    ruler(surf, px, g, unit, 14, mark=14 - players)
    pygame.draw.line(surf, GREY, (px + 20, g), (px + 20, g - 14 * unit), 6)
    y = g - (14 - players) * unit
    monkey(surf, (px + 60, y - 20), 90, "idle", t)
    k = _phase(t, 2.4)
    rolling_die(surf, (rect.x + 520, rect.y + 470), 60, 1 + int(t / 2.4) % 6,
                _span(k, 0.05, 0.4), t)
    _label(surf, "who starts?", (rect.x + 520, rect.y + 530), 28)


STEPS = ("Draw", "Build", "Attack", "Spank", "Throw away")


def _step_icon(surf: pygame.Surface, i: int, c: tuple[int, int], t: float) -> None:
    x, y = c
    if i == 0:
        pile(surf, (x - 20, y + 6), 56, 3)
        arrow(surf, (x - 2, y - 6), (x + 44, y - 30), RED, 6)
    elif i == 1:
        for cat, box in (("Machine", (x - 40, y + 6, 80, 34)),
                         ("Leisure", (x - 34, y - 36, 68, 40)),
                         ("Organic", (x - 26, y - 60, 52, 22))):
            pygame.draw.rect(surf, CATEGORY_COLOURS[cat], box, border_radius=6)
    elif i == 2:
        pygame.draw.rect(surf, CATEGORY_COLOURS["Vehicle"], (x - 10, y - 30, 56, 70),
                         border_radius=6)
        pygame.draw.circle(surf, (40, 40, 44), (x - 34, y - 10), 16)
        burst(surf, (x + 2, y - 22), 24, "", size=10)
    elif i == 3:
        monkey(surf, (x, y - 4), 100, "think", t)
    else:
        pygame.draw.rect(surf, (150, 150, 150), (x - 34, y - 10, 68, 50), border_radius=6)
        pygame.draw.rect(surf, (100, 100, 100), (x - 40, y - 18, 80, 12), border_radius=4)
        _card(surf, None, (x + 4, y - 40), 40, -20)


@picture
def turn_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    now = int(t / 1.4) % 5
    spots = [(rect.x + 150, rect.y + 150), (rect.x + 410, rect.y + 150),
             (rect.x + 670, rect.y + 150), (rect.x + 280, rect.y + 400),
             (rect.x + 540, rect.y + 400)]
    for i in range(4):
        a, b = spots[i], spots[i + 1]
        dx, dy = b[0] - a[0], b[1] - a[1]
        d = math.hypot(dx, dy)
        arrow(surf, (a[0] + dx / d * 100, a[1] + dy / d * 100),
              (b[0] - dx / d * 100, b[1] - dy / d * 100), GREY, 5)
    for i, (x, y) in enumerate(spots):
        hot = i == now
        bob = int(8 * math.sin(t * 8)) if hot else 0
        r = pygame.Rect(0, 0, 190, 180)
        r.center = (x, y + bob)
        pygame.draw.rect(surf, (255, 250, 236), r, border_radius=24)
        pygame.draw.rect(surf, theme.ACCENT if hot else (200, 186, 160), r, 8 if hot else 3,
                         border_radius=24)
        _step_icon(surf, i, (x, y + bob - 16), t)
        pygame.draw.circle(surf, RED if hot else GREY, (r.x + 22, r.y + 22), 20)
        _label(surf, str(i + 1), (r.x + 22, r.y + 22), 28, WHITE)
        _label(surf, STEPS[i], (x, r.bottom - 28), 30, RED if hot else INK)
    _label(surf, "Then the next player has a turn.", (rect.centerx, rect.bottom - 60), 32)


HAND4 = ["neon_sign", "karate_chop", "duct_tape", "satellite_dish"]
HAND5 = ["pinball_machine", "hand_grenade", "barbed_wire", "lucky_find", "big_umbrella"]


@picture
def draw_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 4.0)
    pc = (rect.centerx, rect.y + 110)
    pile(surf, pc, 90)
    # up beside the pile: the cards fly out downwards and would cross a label below it
    _label(surf, "draw pile", (pc[0] + 150, pc[1] - 40), 28)
    for side, hand, extra in ((0, HAND4, ["tired_tractor", "sandbags"]),
                              (1, HAND5, ["crowbar"])):
        cx = rect.x + (205 if side == 0 else 615)
        cy = rect.y + 430
        times = [(0.25 + 0.25 * j, 0.45 + 0.25 * j) for j in range(len(extra))]
        got = [cid for cid, (a, b) in zip(extra, times) if k >= b]
        _fan(surf, hand + got, (cx, cy), 100, spread=0.3, tilt=4)
        for cid, (a, b) in zip(extra, times):
            f = _span(k, a, b)
            if 0 < f < 1:
                _card(surf, None if f < 0.5 else cid, _lerp(pc, (cx, cy), f), 100)
        colour = RED if side == 0 else THEM
        _label(surf, f"{len(hand)} cards in your hand", (cx, cy - 120), 30, colour)
        _label(surf, f"take {len(extra)}", (cx, cy + 112), 44, colour)


@picture
def build_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    g, unit = rect.bottom - 100, 56
    ground(surf, rect, g)
    x = rect.x + 70
    junk_in = _span(k, 0.08, 0.3)
    plate_in = _span(k, 0.5, 0.68)
    floors: list[tuple[str, Sequence[str]]] = [("tired_tractor", ()), ("neon_sign", ())]
    if plate_in >= 1:
        floors[1] = ("neon_sign", ("metal_fittings",))
    rects, n = build_up(surf, floors, x, g, 250, unit, k, -1.0, 1.244, slide=0.08,
                        slide_in=False)
    hand_c = (rect.x + 640, rect.y + 120)
    _label(surf, "your hand", (hand_c[0], hand_c[1] + 110), 28)
    if junk_in < 1:
        top = tower_top(floors[:1], g, unit)
        target = (x + 125, top - 3 * unit / 2)
        _card(surf, "neon_sign", _lerp((hand_c[0] - 70, hand_c[1]), target, junk_in), 120,
              glow=junk_in == 0)
    if plate_in < 1:
        r = rects.get("neon_sign")
        target = (x + 290, r.centery) if r else (x + 290, g - 200)
        _card(surf, "metal_fittings", _lerp((hand_c[0] + 70, hand_c[1]), target, plate_in), 120,
              glow=n == 2 and plate_in == 0)
    if n == 2:
        _label(surf, "1 junk card: taller!", (rect.x + 625, rect.y + 420), 34, RED)
    if plate_in >= 1:
        _label(surf, "1 reinforcement: stronger!", (rect.x + 625, rect.y + 465), 32, RED)
        _label(surf, keep("2 + 4 = 6"), (rect.x + 625, rect.y + 505), 32, RED)
    _label(surf, "your tower", (x + 125, g + 40), 30)


@picture
def attack_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    g, unit = rect.bottom - 90, 46
    ground(surf, rect, g)
    mine: list[tuple[str, Sequence[str]]] = [("hay_bale", ()), ("leaky_rowboat", ())]
    tower(surf, mine, rect.x + 50, g, 220, unit)
    worker(surf, (rect.x + 160, tower_top(mine, g, unit)), 64)
    _label(surf, "you", (rect.x + 160, g + 40), 30, YOU)
    theirs_all: list[tuple[str, Sequence[str]]] = [
        ("rusty_bicycle", ()), ("neon_sign", ()), ("washing_machine", ())]
    hit = k > 0.62
    fall = _span(k, 0.66, 0.76)
    theirs = [theirs_all[0], theirs_all[2]] if hit else theirs_all
    shift = {"washing_machine": (0.0, (1 - fall) * 3 * unit)} if hit else {}
    tower(surf, theirs, rect.x + 540, g, 220, unit,
          glow="neon_sign" if 0.08 < k < 0.62 else None, shift=shift)
    worker(surf, (rect.x + 650, tower_top(theirs, g, unit) - shift.get(
        "washing_machine", (0, 0))[1]), 64, THEM)
    _label(surf, "them", (rect.x + 650, g + 40), 30, THEM)
    cc = (rect.x + 90, rect.y + 110)
    if k < 0.45:
        _card(surf, "bowling_ball", cc, 110, glow=k < 0.08)
    if k < 0.12:
        _label(surf, "Pick a junk card to hit...", (rect.x + 460, rect.y + 80), 34, RED)
    rolled = _span(k, 0.12, 0.32)
    if 0.12 < k < 0.66:
        rolling_die(surf, (rect.x + 260, rect.y + 90), 70, 3, rolled, t)
        if rolled >= 1:
            _label(surf, "3 + 2 = 5", (rect.x + 310, rect.y + 90), 36, INK, anchor="midleft")
            _label(surf, "strength 2: it breaks!", (rect.x + 310, rect.y + 130), 30, RED,
                   anchor="midleft")
    end = (rect.x + 650, g - 2.5 * unit)
    f = _span(k, 0.42, 0.55)
    if 0 < f < 1:
        p = _lerp((rect.x + 180, tower_top(mine, g, unit) - 50), end, f)
        pygame.draw.circle(surf, (40, 40, 48), (int(p[0]), int(p[1] - math.sin(f * math.pi) * 90)),
                           26)
    if 0.55 < k < 0.7:
        burst(surf, end, 90, "CRASH!", size=32)
    if k > 0.7:
        _label(surf, "Off to the discard pile!", (rect.centerx + 40, rect.y + 110), 36, RED)


@picture
def spank_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 5.0)
    g, unit = rect.bottom - 70, 56
    ground(surf, rect, g)
    floors: list[tuple[str, Sequence[str]]] = [("squashy_sofa", ()), ("humming_fridge", ())]
    x, px = rect.x + 190, rect.x + 630
    top = int(tower_top(floors, g, unit))
    junk_pile(surf, px, g, top, 300)
    tower(surf, floors, x, g, 240, unit)
    worker(surf, (x + 194, top), 64)
    swing = _span(k, 0.5, 0.56) - _span(k, 0.75, 0.85)
    monkey(surf, (px, top - 57), 130, "think", t, 1.0 if 0.55 < k < 0.8 else 0.0)
    reach_out(surf, (x + 194, top), 64, (px - 75 + 12 * swing, top - 26), swing)
    _label(surf, "you: 5", (x + 194, top - 96), 32, YOU)
    _label(surf, "monkey: 5", (px + 50, top - 150), 32, RED)
    _label(surf, "Level with it: a 2 or more works.", (rect.centerx, rect.y + 36), 32, RED)
    rolled = _span(k, 0.1, 0.45)
    rolling_die(surf, (rect.x + 90, rect.y + 150), 80, 5, rolled, t)
    if rolled >= 1:
        _label(surf, "rolled 5", (rect.x + 90, rect.y + 215), 30)
    if k > 0.55:
        burst(surf, (px - 130, top - 200), 64, "SPANK!", size=28)


@picture
def discard_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 5.0)
    hand = ["rotten_tomato", "sandbags", "plastic_flamingo", "karate_chop"]
    away = ["rotten_tomato", "plastic_flamingo"]
    times = [(0.2 + 0.25 * j, 0.4 + 0.25 * j) for j in range(2)]
    hc = (rect.centerx - 60, rect.y + 450)
    dc = (rect.x + 640, rect.y + 190)
    spot = pygame.Rect(0, 0, 150, 204)
    spot.center = dc
    pygame.draw.rect(surf, (205, 195, 175), spot, 4, border_radius=12)
    _label(surf, "discard pile", (dc[0], spot.y - 26), 28)
    landed = [cid for cid, (a, b) in zip(away, times) if k >= b]
    for j, cid in enumerate(landed):
        _card(surf, cid, (dc[0] + 6 * j, dc[1]), 140, -4 + 8 * j)
    left = [c for c in hand if not (c in away and k >= times[away.index(c)][0])]
    _fan(surf, left, hc, 140, spread=0.6)
    for cid, (a, b) in zip(away, times):
        f = _span(k, a, b)
        if 0 < f < 1:
            _card(surf, cid, _lerp(hc, dc, f), 140, -20 * f)
    _label(surf, "1 or 2 cards, if you like", (rect.x + 260, rect.y + 120), 36, RED)
    _label(surf, "(or none)", (rect.x + 260, rect.y + 165), 30)
    if k > 0.72:
        _label(surf, "Next player's turn!", (rect.centerx, rect.bottom - 50), 38, GREEN)


@picture
def height_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    g, unit = rect.bottom - 70, 70
    ground(surf, rect, g)
    x = rect.x + 120
    floors: list[tuple[str, Sequence[str]]] = [("pinball_machine", ()), ("neon_sign", ())]
    _, n = build_up(surf, floors, x, g, 260, unit, k, -0.5, 0.85, slide=0.16,
                    show_strength=False)
    ruler(surf, x - 40, g, unit, 7, mark=5 if n == 2 else 2)
    _card(surf, "pinball_machine", (rect.x + 560, rect.y + 120), 120)
    _label(surf, "2 dots", (rect.x + 560, rect.y + 215), 30)
    if n == 2 or k > 0.2:
        _card(surf, "neon_sign", (rect.x + 720, rect.y + 120), 120)
        _label(surf, "3 dots", (rect.x + 720, rect.y + 215), 30)
    words = "2 + 3 = 5" if n == 2 else "2"
    _label(surf, f"height {words}", (rect.x + 620, rect.y + 300), 48, RED)


@picture
def strength_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 5.0)
    y = rect.y + 150
    plate = _span(k, 0.25, 0.45)
    _card(surf, "neon_sign", (rect.x + 120, y), 140)
    _label(surf, "strength 2", (rect.x + 120, y + 120), 28)
    _label(surf, "+", (rect.x + 240, y), 70, RED)
    _card(surf, "metal_fittings", (rect.x + 360, y), 140)
    _label(surf, "+4", (rect.x + 360, y + 120), 28)
    _label(surf, "=", (rect.x + 480, y), 70, RED)
    _shield(surf, (rect.x + 620, y), 6 if plate >= 1 else "?", 110, glow=plate >= 1)
    g = rect.bottom - 70
    ground(surf, rect, g)
    reinf: tuple[str, ...] = ("metal_fittings",) if plate >= 1 else ()
    r = block(surf, "neon_sign", rect.x + 120, g, 320, 64, reinf)
    if 0 < plate < 1:
        pr = pygame.Rect(0, 0, 58, 48)
        pr.topleft = (int(r.right + 4 + (1 - plate) * 300), r.y + 4)
        pygame.draw.rect(surf, theme.ACCENT, pr.inflate(10, 10), border_radius=8)
        _plate(surf, "metal_fittings", pr)
    _label(surf, keep("2 + 4 = 6") if plate >= 1 else "strength 2", (rect.x + 660, g - 96), 44,
           RED)


@picture
def kinds_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    kinds = [("karate_chop", "Hand", "the card at", "your height"),
             ("hand_grenade", "Throwing", "any junk card", "at all"),
             ("digging_mole", "Sneak", "a trick:", "read the card")]
    now = int(t / 1.6) % 3
    for i, (cid, name, line1, line2) in enumerate(kinds):
        x = rect.x + 140 + 270 * i
        hot = i == now
        lift = 18 * _ease(1 - abs(_phase(t, 1.6) - 0.5) * 2) if hot else 0
        _card(surf, cid, (x, rect.y + 210 - lift), 190, glow=hot)
        _label(surf, name, (x, rect.y + 420), 44, RED if hot else INK)
        _label(surf, line1, (x, rect.y + 475), 30)
        _label(surf, line2, (x, rect.y + 512), 30)
    _label(surf, "The word at the bottom of the card says which kind.",
           (rect.centerx, rect.bottom - 44), 28, RED)


REACH_THEM: list[tuple[str, Sequence[str]]] = [
    ("rusty_bicycle", ()), ("humming_fridge", ()), ("neon_sign", ())]
REACH_MINE: list[list[tuple[str, Sequence[str]]]] = [
    [("squashy_sofa", ()), ("pinball_machine", ())],
    [],
    [("double_decker_bus", ()), ("giant_totem_pole", ()), ("wobbly_wardrobe", ())],
]


def reach_case(case: int) -> tuple[list[tuple[str, Sequence[str]]], str | None, str, str]:
    """(your tower, the card a hand attack hits or None, two lines): worked out
    from the deck's dots by the rule itself, so the picture never disagrees
    with the cards."""
    mine = REACH_MINE[case]
    h = sum(card(c).height for c, _ in mine)
    theirs = sum(card(c).height for c, _ in REACH_THEM)
    if not mine:
        return mine, REACH_THEM[0][0], "No tower yet?", "Only their bottom card."
    top = 0
    for cid, _ in REACH_THEM:
        top += card(cid).height
        if h <= top:
            return (mine, cid, f"Your top dot is at {h}.",
                    f"Across from it: the {card(cid).name}.")
    return mine, None, f"You are at {h}, their tower stops at {theirs}.", "Too high: nothing to hit!"


def _fist(surf: pygame.Surface, c: Sequence[float], r: int = 20) -> None:
    x, y = int(c[0]), int(c[1])
    pygame.draw.circle(surf, SKIN, (x, y), r)
    pygame.draw.circle(surf, _darker(SKIN, 0.7), (x, y), r, 3)
    for dy in (-r // 2, 0, r // 2):
        pygame.draw.line(surf, _darker(SKIN, 0.7), (x + r // 3, y + dy), (x + r - 3, y + dy), 2)


@picture
def reach_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    case = int(t / 4.0) % 3
    mine, hit, words1, words2 = reach_case(case)
    g = rect.bottom - 80
    # the towers stay under the two lines of words at the top
    tallest = max(8, sum(card(c).height for c, _ in mine),
                  sum(card(c).height for c, _ in REACH_THEM))
    unit = min(54, (g - rect.y - 100) // tallest)
    ground(surf, rect, g)
    tower(surf, mine, rect.x + 50, g, 230, unit, show_strength=False)
    h = sum(card(c).height for c, _ in mine)
    ruler(surf, rect.x + 420, g, unit, max(8, h), mark=h or None)
    rects = tower(surf, REACH_THEM, rect.x + 530, g, 230, unit, glow=hit, show_strength=False)
    worker(surf, (rect.x + 230, g - h * unit), 60)
    _label(surf, "you", (rect.x + 165, g + 36), 30, YOU)
    _label(surf, "them", (rect.x + 645, g + 36), 30, THEM)
    k = _phase(t, 4.0)
    y = g - (h - 0.5) * unit if h else g - unit / 2
    if h:
        dashed(surf, (rect.x + 80, y), (rect.x + 530, y), RED, 3)
    if hit:
        p = _lerp((rect.x + 300, y), (rect.x + 520, y), _span(k, 0.15, 0.45))
        _fist(surf, p)
        if k > 0.45:
            tick(surf, (rects[hit].right + 28, rects[hit].centery), 24)
    else:
        cross(surf, (rect.x + 645, y), 30, 9)
    _label(surf, words1, (rect.centerx, rect.y + 32), 32, RED)
    _label(surf, words2, (rect.centerx, rect.y + 70), 32, RED)


RESOLVE_ROLLS = [4, 1, 2, 6, 3]


@picture
def resolve_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 3.6)
    roll = RESOLVE_ROLLS[int(t / 3.6) % len(RESOLVE_ROLLS)]
    y = rect.y + 130
    _card(surf, "crowbar", (rect.x + 95, y), 140)
    _card(surf, "pillow_fort", (rect.x + 285, y), 140)
    bonus, minus = card("crowbar").attack, card("pillow_fort").defense
    need = card("tired_tractor").strength
    _label(surf, f"attack +{bonus}", (rect.x + 95, y + 124), 30, RED)
    _label(surf, f"defence -{minus}", (rect.x + 285, y + 124), 30, THEM)
    total = roll + bonus - minus
    hit = roll != 1 and total >= need and k > 0.45
    r = block(surf, "tired_tractor", rect.x + 440, y + 50, 320, 56, crack=1.0 if hit else 0.0)
    _label(surf, f"strength {need}", (r.centerx, r.bottom + 36), 30)
    ey = rect.y + 400
    rolled = _span(k, 0.05, 0.35)
    rolling_die(surf, (rect.x + 100, ey), 96, roll, rolled, t)
    if rolled >= 1:
        _label(surf, f"+ {bonus} - {minus} = {total}", (rect.x + 170, ey), 56, INK,
               anchor="midleft")
        if k > 0.45:
            if roll == 1:
                ok, why = False, "A 1 always misses!"
            elif total >= need:
                ok, why = True, f"{total} is {need} or more: it breaks!"
            else:
                ok, why = False, f"{total} is less than {need}: missed."
            (tick if ok else cross)(surf, (rect.x + 590, ey), 36)
            _label(surf, why, (rect.centerx, rect.bottom - 60), 40, GREEN if ok else RED)


@picture
def example_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    y = rect.y + 110
    for i, cid in enumerate(("hand_grenade", "satellite_dish", "recycling_station",
                             "barbed_wire")):
        _card(surf, cid, (rect.x + 105 + 203 * i, y), 130)
    _label(surf, "bonus 4 - 2 = 2", (rect.x + 205, y + 125), 36, RED)
    _label(surf, "strength 5 + 1 = 6", (rect.x + 610, y + 125), 36, RED)
    now = int(t / 1.1) % 6 + 1
    for v in range(1, 7):
        x = rect.x + 90 + (v - 1) * 128
        dy = rect.y + 390
        hot = v == now
        die(surf, (x, dy - (10 if hot else 0)), 76, v, dim=not hot)
        if v == 1:
            words, ok = "a 1 fails", False
        else:
            words, ok = f"{v} + 2 = {v + 2}", v + 2 >= 6
        _label(surf, words, (x, dy + 66), 28, INK if hot else GREY)
        (tick if ok else cross)(surf, (x, dy + 114), 20 if not hot else 26)
    _label(surf, "A 4 or more breaks it!", (rect.centerx, rect.bottom - 50), 42, GREEN)


@picture
def defend_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 5.0)
    _label(surf, "Whoever is attacked gets the same wait:", (rect.centerx, rect.y + 40), 32, RED)
    for i, (has, seat) in enumerate(((True, 1), (False, 2))):
        x = rect.x + 210 + 400 * i
        col = theme.SEAT_COLOURS[seat]
        panel_r = pygame.Rect(0, 0, 350, 440)
        panel_r.midtop = (x, rect.y + 80)
        pygame.draw.rect(surf, (255, 250, 236), panel_r, border_radius=22)
        pygame.draw.rect(surf, col, panel_r, 5, border_radius=22)
        _label(surf, "has a defence card" if has else "has no defence card",
               (x, panel_r.y + 34), 28, col)
        hand: list[str] = ["neon_sign", "duct_tape", "satellite_dish"] if has else \
            ["karate_chop", "neon_sign", "duct_tape"]
        played = has and k > 0.45
        _fan(surf, [c for c in hand if not (played and c == "satellite_dish")],
             (x, panel_r.y + 160), 96, spread=0.6)
        if played:
            _card(surf, "satellite_dish", (x - 60, panel_r.y + 300), 96, glow=True)
            _label(surf, "played!", (x + 70, panel_r.y + 300), 30, col)
        bar = pygame.Rect(0, 0, 250, 28)
        bar.midtop = (x + 20, panel_r.bottom - 54)
        pygame.draw.rect(surf, (220, 210, 190), bar, border_radius=14)
        fill = bar.copy()
        fill.w = max(28, int(bar.w * min(1.0, k / 0.85)))
        pygame.draw.rect(surf, theme.ACCENT, fill, border_radius=14)
        pygame.draw.rect(surf, INK, bar, 3, border_radius=14)
        cl = (bar.x - 30, bar.centery)
        pygame.draw.circle(surf, WHITE, cl, 18)
        pygame.draw.circle(surf, INK, cl, 18, 3)
        a = -math.pi / 2 + k * 2 * math.pi
        pygame.draw.line(surf, INK, cl, (cl[0] + 12 * math.cos(a), cl[1] + 12 * math.sin(a)), 3)
    _label(surf, "Card or no card: no clues!", (rect.centerx, rect.bottom - 60), 40, GREEN)


CRASH: list[tuple[str, Sequence[str]]] = [
    ("hay_bale", ()), ("neon_sign", ()), ("dusty_chandelier", ()), ("washing_machine", ())]


@picture
def crash_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """An attack breaks the Neon Sign; the Chandelier and the Washing Machine
    fall onto the Hay Bale: roll 3 breaks the Chandelier (3) but not the
    Hay Bale (4); the Washing Machine falls again: roll 2, nothing breaks."""
    k = _phase(t, 10.0)
    g, unit = rect.bottom - 60, 56
    ground(surf, rect, g)
    x = rect.x + 70
    shift: dict[str, tuple[float, float]] = {}
    glow = None
    if k < 0.1:
        floors, glow, words = CRASH, "neon_sign", "An attack hits the Neon Sign..."
    elif k < 0.18:
        floors, words = CRASH, "BOOM! It breaks."
    elif k < 0.6:
        floors = [CRASH[0], CRASH[2], CRASH[3]]
        shift = {"dusty_chandelier": (0.0, (1 - _span(k, 0.18, 0.26)) * 3 * unit)}
        words = "The cards above fall: crash!"
    else:
        floors = [CRASH[0], CRASH[3]]
        shift = {"washing_machine": (0.0, (1 - _span(k, 0.6, 0.66)) * 1 * unit)}
        words = "Another crash: roll again!"
    if 0.52 < k < 0.6:
        floors = [CRASH[0], CRASH[3]]
        shift = {"washing_machine": (0.0, 1.0 * unit)}
    rects = tower(surf, floors, x, g, 270, unit, glow=glow, shift=shift)
    if 0.52 < k < 0.6:                       # the Chandelier is gone: a puff of dust
        gap = pygame.Rect(x, rects["hay_bale"].top - unit, 270, unit)
        for j in range(6):
            pygame.draw.circle(surf, (200, 192, 180), (gap.x + 30 + j * 44, gap.centery),
                               18 + 6 * (j % 2))
        arrow(surf, (gap.right + 30, gap.y - 40), (gap.right + 30, gap.bottom), RED, 6)
    if 0.1 <= k < 0.18:
        burst(surf, (x + 135, g - 2.5 * unit), 90, "BOOM!", size=34)
    rx = rect.x + 590
    if 0.26 <= k < 0.6:
        rolling_die(surf, (rx, rect.y + 190), 90, 3, _span(k, 0.28, 0.38), t)
        if k > 0.4:
            _label(surf, "rolled 3", (rx, rect.y + 260), 32)
            _label(surf, "Chandelier (3): breaks", (rx, rect.y + 310), 30, RED)
            _label(surf, "Hay Bale (4): holds", (rx, rect.y + 350), 30, GREEN)
            if "dusty_chandelier" in rects:
                cross(surf, rects["dusty_chandelier"].center, 28, 8)
            tick(surf, (rects["hay_bale"].right + 26, rects["hay_bale"].centery), 20)
    elif k >= 0.66:
        rolling_die(surf, (rx, rect.y + 190), 90, 2, _span(k, 0.68, 0.78), t)
        if k > 0.8:
            _label(surf, "rolled 2", (rx, rect.y + 260), 32)
            _label(surf, "Washing Machine (4): holds", (rx, rect.y + 310), 30, GREEN)
            _label(surf, "Hay Bale (4): holds", (rx, rect.y + 350), 30, GREEN)
            _label(surf, "Nothing broke: done!", (rx, rect.y + 410), 32, INK)
            tick(surf, (rects["hay_bale"].right + 26, rects["hay_bale"].centery), 20)
            tick(surf, (rects["washing_machine"].right + 26, rects["washing_machine"].centery), 20)
    _label(surf, words, (rect.centerx, rect.y + 44), 34, RED)


CHART = [("same height", 2), ("1 higher", 3), ("2 higher", 4), ("3 higher", 5), ("4 higher", 6),
         ("5 or more", 7)]


@picture
def chart_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    now = int(t / 1.5) % len(CHART)
    top = rect.y + 70
    _label(surf, "you are...", (rect.x + 110, top - 34), 28, GREY)
    _label(surf, "rolls that spank it", (rect.x + 440, top - 34), 28, GREY)
    for i, (name, need) in enumerate(CHART):
        y = top + 30 + i * 92
        hot = i == now
        row = pygame.Rect(rect.x + 16, y - 42, rect.w - 32, 84)
        if hot:
            pygame.draw.rect(surf, (255, 236, 170), row, border_radius=16)
            pygame.draw.rect(surf, theme.ACCENT, row, 4, border_radius=16)
        _label(surf, name, (rect.x + 110, y), fit_size(name, 34, 190), RED if hot else INK)
        for v in range(1, 7):
            die(surf, (rect.x + 250 + (v - 1) * 72, y), 58, v, dim=v < need)
        if need > 6:
            pygame.draw.line(surf, RED, (rect.x + 212, y), (rect.x + 648, y), 8)
            _label(surf, "too high!", (rect.x + 730, y), 30, RED)
        elif hot:
            monkey(surf, (rect.x + 730, y - 4), 76, "think", t, 0.5)


@picture
def special_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    specials = [("bunch_of_bananas", "in your turn"), ("force_field", "in your turn"),
                ("spinach_power", "after your roll")]
    now = int(t / 2.0) % 3
    for i, (cid, when) in enumerate(specials):
        x = rect.x + 140 + 270 * i
        hot = i == now
        _card(surf, cid, (x, rect.y + 180 - (12 if hot else 0)), 220, glow=hot)
        _label(surf, when, (x, rect.y + 370), 32, RED if hot else INK)
    k = _phase(t, 2.0)
    cy = rect.y + 520
    if now == 0:
        g = rect.bottom - 16
        down = _span(k, 0.2, 0.7) * 2
        ruler(surf, rect.x + 170, g, 32, 6, mark=int(6 - down + 0.5))
        monkey(surf, (rect.x + 225, g - (6 - down) * 32 + 4), 70, "think", t)
        _label(surf, "the monkey climbs down 2", (rect.x + 300, cy), 32, anchor="midleft")
    elif now == 1:
        c = (rect.x + 230, cy)
        pygame.draw.circle(surf, (150, 210, 255), c, 64)
        pygame.draw.circle(surf, (70, 150, 230), c, 64, 5)
        block(surf, "squashy_sofa", c[0] - 60, c[1] + 36, 120, 34, show_strength=False)
        _label(surf, "nobody can touch your tower", (rect.x + 320, cy), 32, anchor="midleft")
    else:
        rolling_die(surf, (rect.x + 200, cy), 70, 3, min(1.0, k / 0.3), t)
        _label(surf, "+ 2", (rect.x + 250, cy), 50, RED, anchor="midleft")
        _label(surf, "a bigger roll!", (rect.x + 360, cy), 32, anchor="midleft")


def _option_icon(surf: pygame.Surface, i: int, c: tuple[int, int], t: float) -> None:
    x, y = c
    if i == 0:
        die(surf, (x - 24, y), 50, 1 + int(t * 2) % 6)
        _label(surf, "+7", (x + 30, y), 34, RED)
    elif i == 1:
        monkey(surf, (x, y + int(10 * math.sin(t * 6))), 80, "idle", t)
    elif i == 2:
        monkey(surf, (x, y), 80, "think", t, 0.6)
    else:
        for j in range(4):
            pygame.draw.rect(surf, list(CATEGORY_COLOURS.values())[j],
                             (x - 30 + j * 3, y + 26 - j * 18, 60, 16), border_radius=4)


OPTION_HINTS = {"random_start": "start: a die + 7", "lively_monkey": "1: down a step, 6: up a step",
                "frightening": "a missed spank scares it away",
                "no_limit": "build as much as you like"}


@picture
def options_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    _label(surf, "Switch them on in the lobby", (rect.centerx, rect.y + 44), 34, RED)
    for i, opt in enumerate(OPTIONS):
        y = rect.y + 140 + i * 130
        _option_icon(surf, i, (rect.x + 100, y), t)
        _label(surf, opt.label, (rect.x + 190, y - 14), 40, INK, anchor="midleft")
        _label(surf, OPTION_HINTS.get(opt.name, ""), (rect.x + 192, y + 28), 28, GREY,
               anchor="midleft")
        on = int(t / 1.5 + i) % 2 == 0
        sw = pygame.Rect(rect.right - 140, y - 22, 90, 44)
        pygame.draw.rect(surf, GREEN if on else (190, 180, 165), sw, border_radius=22)
        knob = (sw.right - 22, sw.centery) if on else (sw.x + 22, sw.centery)
        pygame.draw.circle(surf, WHITE, knob, 18)


def _cursor(surf: pygame.Surface, at: Sequence[float]) -> None:
    surf.blit(image("ui/cursor", (56, 56)), (int(at[0]), int(at[1])))


@picture
def mouse_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 8.0)
    g, unit = rect.y + 390, 44
    ground(surf, rect, g)
    mine: list[tuple[str, Sequence[str]]] = [("hay_bale", ())]
    if k > 0.36:
        mine.append(("leaky_rowboat", ()))
    rm = tower(surf, mine, rect.x + 60, g, 220, unit)
    broke = k > 0.84
    theirs: list[tuple[str, Sequence[str]]] = [("rusty_bicycle", ())]
    if not broke:
        theirs.append(("neon_sign", ()))
    rt = tower(surf, theirs, rect.x + 530, g, 220, unit,
               glow="neon_sign" if 0.7 < k < 0.84 else None)
    _label(surf, "yours", (rect.x + 170, g + 36), 28, YOU)
    _label(surf, "theirs", (rect.x + 640, g + 36), 28, THEM)
    hand = ["leaky_rowboat", "bowling_ball", "duct_tape"]
    hc = (rect.centerx, rect.bottom - 100)
    held = "leaky_rowboat" if 0.06 < k <= 0.36 else "bowling_ball" if 0.5 < k <= 0.84 else None
    _fan(surf, [c for c in hand if c != held and not (c == "leaky_rowboat" and k > 0.36)
                and not (c == "bowling_ball" and k > 0.84)], hc, 100, spread=0.75)
    start_rowboat, start_ball = (hc[0] - 60, hc[1]), (hc[0], hc[1])
    at: Sequence[float]
    if k <= 0.06:
        at = start_rowboat
        _label(surf, "press on a card...", (rect.centerx, rect.y + 70), 34, RED)
    elif k <= 0.36:
        at = _lerp(start_rowboat, (rm["hay_bale"].centerx, rm["hay_bale"].top - 50),
                   _span(k, 0.08, 0.32))
        _card(surf, "leaky_rowboat", at, 100)
        _label(surf, "...drag it onto your tower", (rect.centerx, rect.y + 70), 34, RED)
    elif k <= 0.5:
        at = (rm["leaky_rowboat"].centerx, rm["leaky_rowboat"].centery)
        _label(surf, "Built!", (rect.centerx, rect.y + 70), 40, GREEN)
    elif k <= 0.84:
        target = rt["neon_sign"].center if "neon_sign" in rt else rt["rusty_bicycle"].center
        at = _lerp(start_ball, target, _span(k, 0.52, 0.72))
        _card(surf, "bowling_ball", at, 100)
        _label(surf, "an attack: drop it on their card", (rect.centerx, rect.y + 70), 34, RED)
    else:
        at = (rect.x + 640, g - 60)
        burst(surf, (rect.x + 640, g - 90), 70, "BOOM!", size=26)
    _cursor(surf, at)
    surf.blit(image("ui/mouse_left", (72, 72)), (rect.x + 24, rect.y + 24))


@picture
def pad_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    hand = ["neon_sign", "hand_grenade", "duct_tape", "big_umbrella"]
    hc = (rect.centerx, rect.y + 110)
    thrown = k > 0.78
    focus = [0, 1][min(1, int(k / 0.14))] if k < 0.3 else 1
    for i, cid in enumerate(hand):
        if i == 1 and thrown:
            continue
        x = hc[0] + (i - 1.5) * 120
        up = 36 if i == 1 and 0.3 < k <= 0.78 else 0
        _card(surf, cid, (x, hc[1] - up), 96, glow=i == focus and k <= 0.3)
    g = rect.y + 420
    ground(surf, rect, g)
    mine: list[tuple[str, Sequence[str]]] = [("hay_bale", ()), ("leaky_rowboat", ())]
    tower(surf, mine, rect.x + 60, g, 220, 40)
    theirs: list[tuple[str, Sequence[str]]] = [("rusty_bicycle", ())]
    if k < 0.86:
        theirs.append(("neon_sign", ()))
    rt = tower(surf, theirs, rect.x + 530, g, 220, 40)
    _label(surf, "yours", (rect.x + 170, g + 30), 28, YOU)
    _label(surf, "theirs", (rect.x + 640, g + 30), 28, THEM)
    if 0.42 < k <= 0.86:
        # the target cursor walks the junk cards: bottom one, then the Neon Sign
        on = "rusty_bicycle" if k < 0.56 else "neon_sign"
        r = rt.get(on)
        if r is not None:
            pygame.draw.rect(surf, theme.ACCENT, r.inflate(18, 18), 6, border_radius=12)
    if 0.78 < k < 0.92:
        burst(surf, (rect.x + 640, g - 80), 70, "BOOM!", size=28)
    steps = [("move to a card", ""), ("A: pick it", ""), ("move to a junk card,", "then A"),
             ("Thrown!", "")]
    now = 0 if k < 0.3 else 1 if k < 0.42 else 2 if k <= 0.78 else 3
    for j, line in enumerate(steps[now]):
        _label(surf, line, (rect.x + 280, rect.y + 220 + 38 * j), 34,
               GREEN if now == 3 else RED)
    y = rect.bottom - 132
    pad = [("ui/pad_dpad", "move"), ("ui/pad_a", "pick"), ("ui/pad_x", "done"),
           ("ui/pad_b", "back"), ("ui/pad_y", "help"), ("ui/pad_start", "pause")]
    keys = ["ui/key_arrows", "ui/key_enter", "Tab", "ui/key_esc", "H", "P"]
    for i, ((img, words), key) in enumerate(zip(pad, keys)):
        x = rect.x + 75 + i * 134
        hot = (img == "ui/pad_dpad" and (k < 0.3 or 0.42 < k < 0.7)) or (
            img == "ui/pad_a" and (0.3 < k < 0.42 or 0.7 < k < 0.8))
        if hot:
            pygame.draw.circle(surf, theme.ACCENT, (x, y), 38)
        surf.blit(image(img, (60, 60)), (x - 30, y - 30))
        _label(surf, words, (x, y + 44), 28)
        if key.startswith("ui/"):
            surf.blit(image(key, (52, 52)), (x - 26, rect.bottom - 64))
        else:
            key_cap(surf, (x, rect.bottom - 38), key, 44)


# ---------------------------------------------------------------------------- pages
NB = "\u00a0"


def keep(words: str) -> str:
    """Words that must stay on one line (a sum like 5 + 1 = 6)."""
    return words.replace(" ", NB)


OPTION_WORDS = {
    "random_start": f"the monkey starts at {keep('a die roll + 7')}.",
    "lively_monkey": "after each turn a die: 1, the monkey steps down; 6, up.",
    "frightening": "a missed spank scares the monkey: up a step if you were level, "
                   "down if higher.",
    "no_limit": "build as many cards as you like in your turn.",
    "window_timer": "a clock when you defend.",
}


def _options_text() -> str:
    lines = [f"{o.label}: {OPTION_WORDS.get(o.name, o.help)}" for o in OPTIONS]
    return "In the lobby:\n" + "\n".join(lines)


PAGES: list[HelpPage] = [
    HelpPage("Spank the Monkey",
             "A cheeky monkey sits high up on a pile of junk. Stack junk cards into a tower until "
             "you are as high as the monkey, then spank its bottom to win!\n"
             "Knock down the other towers so nobody beats you to it.\n"
             "But hurry: if the draw pile runs out first, the monkey wins and everybody else "
             "loses.", goal_picture),
    HelpPage("Getting ready",
             "Everybody gets 5 cards. Keep them secret!\n"
             "Where does the monkey start? 14 take away the number of players. With 3 players "
             f"it sits at {keep('14 - 3 = 11')}. With 6 players it sits at 8.\n"
             "A die picks who goes first. Then the turns go round the table.", setup_picture),
    HelpPage("Your turn: five steps",
             "Every turn has five steps, always in the same order:\n"
             "1  Draw\n2  Build\n3  Attack\n4  Spank the monkey\n5  Throw away\n"
             "Drawing happens by itself. When a step is finished, press its button beside "
             f"your hand, like {keep('“Done building”')}.",
             turn_picture),
    HelpPage("Step 1: Draw",
             "Count the cards in your hand.\n"
             "4 cards or fewer? Take 2 from the pile.\n"
             "5 cards or more? Take just 1.\n"
             "Your hand can get as big as you like: there is no limit.", draw_picture),
    HelpPage("Step 2: Build",
             "Put one junk card on top of your tower: it gets taller.\n"
             "Put one reinforcement card beside your top junk card: it gets stronger.\n"
             "You may do both, in either order, but only one of each a turn. One junk card can "
             "carry lots of reinforcements.", build_picture),
    HelpPage("Step 3: Attack",
             "Now you may attack with your attack cards: as many as you like, one after another. "
             "For each one, choose a junk card in someone's tower.\n"
             "If it breaks, it goes on the discard pile with its reinforcements.\n"
             "You may even attack your own tower to get rid of a card.", attack_picture),
    HelpPage("Step 4: Spank the monkey",
             "Is your tower as high as the monkey, or just a little higher? Then roll the die "
             "and try to spank it!\n"
             "A good roll wins the game. A bad roll: better luck next turn.\n"
             "The spank chart says which rolls are good.", spank_picture),
    HelpPage("Step 5: Throw away",
             "Last step: if you don't want some cards, you may put 1 or 2 of them on the "
             f"discard pile.\nThen press {keep('“End my turn”')}: it is the next player's "
             "turn.",
             discard_picture),
    HelpPage("How high are you?",
             "Each junk card has dots. Add up the dots in your tower: that is your height. You "
             "always stand on the very top.\n"
             "The Pinball Machine has 2 dots, so you are at height 2. Put the Neon Sign (3 dots) "
             f"on it: {keep('2 + 3 = 5')}. Now you are at height 5!", height_picture),
    HelpPage("How strong is it?",
             "Each junk card has a strength number in a shield. To break it, an attack has to "
             "reach that number.\n"
             "Reinforcements add to it. The Neon Sign has strength 2. Add Metal Fittings "
             f"{keep('(+4): 2 + 4 = 6')}. Much harder to break!", strength_picture),
    HelpPage("Three kinds of attack",
             "Hand attack: hits only the junk card at your own height.\n"
             "Throwing attack: hits any junk card, at any height.\n"
             "Sneak attack: each one plays its own trick; the card tells you what. If it has no "
             f"{keep('+ number')}, only a card that stops attacks can block it.", kinds_picture),
    HelpPage("How far can a hand reach?",
             "Look at the top dot of your tower and go straight across to the other tower. The "
             "junk card with a dot right there is the one your hand can hit.\n"
             "No tower yet? Then you hit their bottom card.\n"
             "Higher than their whole tower? Your hand can't reach it.", reach_picture),
    HelpPage("Does the attack work?",
             f"Roll the die. Add the bonus on your attack card {keep('(like +3)')} and take away "
             f"the defence cards' bonuses {keep('(like -1)')}.\n"
             "As big as the strength, or bigger? The junk card breaks!\n"
             "A roll of 1 always misses, however big your bonus.\n"
             "All the attack and defence cards go on the discard pile.", resolve_picture),
    HelpPage("Let's try one",
             "You throw a Hand Grenade (+4) at a Recycling Station (strength 5) with Barbed "
             f"Wire (+1). Together: strength {keep('5 + 1 = 6')}.\n"
             "The owner hides behind a Satellite Dish (-2). Your bonus is "
             f"{keep('4 - 2 = 2')}.\n"
             f"So a 4 is enough: {keep('4 + 2 = 6')}. A 2 or 3 falls short, and a 1 always "
             "misses.", example_picture),
    HelpPage("Defending",
             "When someone attacks you, there is a short pause before the die rolls: your chance "
             "to play a defence card. A few defence cards come after the roll.\n"
             "Every player who is attacked gets the very same chance, card or no card. So nobody "
             "can tell who is holding one!\nTake your time: the game waits for your answer. "
             "(With the Answer timer on in the lobby, a big clock counts down: at 0 the "
             "chance is gone.)\n"
             f"Nothing to play? Press {keep('“Let it go”')}.",
             defend_picture),
    HelpPage("Crash!",
             "When a junk card breaks, the cards above it fall down. They crash onto the card "
             "below, or onto the ground.\n"
             "Roll the die once for the crash. Each of the two cards that bumped breaks if the "
             "roll reaches its strength.\n"
             "More breaks mean more falling: roll again!", crash_picture),
    HelpPage("The spank chart",
             "The higher you stand above the monkey, the harder it is to reach its bottom.\n"
             "Same height: 2 or more.\n1 higher: 3 or more.\n2 higher: 4 or more.\n"
             "3 higher: 5 or more.\n4 higher: only a 6.\n"
             "5 or more higher: no spank at all!", chart_picture),
    HelpPage("Special cards",
             "Special cards do surprising things: move the monkey, let you build more, protect "
             "your tower... Each says when you may play it: in your turn, or just after your own "
             "attack roll. Then it goes on the discard pile.\n"
             "When a card says something different from the rules, the card wins. If two cards "
             "disagree, the last one played wins.", special_picture),
    HelpPage("Extra rules", _options_text(), options_picture),
    HelpPage("Playing with a mouse",
             "Drag a card from your hand to where it should go: a junk card or a reinforcement "
             "onto your own tower, an attack onto the junk card you want to hit, a card you "
             "don't want onto the discard pile.\n"
             "Or tap a card, then tap where it goes. The buttons beside your hand do the rest.\n"
             "If a move isn't allowed, the game tells you why.", mouse_picture),
    HelpPage("Gamepad and keyboard",
             "Gamepad: move with the d-pad or stick and press A on a card. A junk card is built "
             "at once. An attack card asks for its target: the junk cards you can reach glow; "
             "move to one and press A. X is Done, B puts a card back, Y is help, Start pauses.\n"
             "Keyboard: arrows, Enter (A), Tab (X), Esc (B), H for help, P to pause.",
             pad_picture),
]
