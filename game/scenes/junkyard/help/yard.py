"""The junkyard on the help pictures: junk blocks stacked into towers (one dot
of height per step, the strength in a shield), the ground, the height ruler,
the workers, the monkey and its heap of junk."""
from __future__ import annotations

import functools
import math
import re
from typing import Sequence

import pygame

from game.rules.junkyard.deck import card
from game.ui import theme
from game.ui.assets import font, image
from game.ui.widgets import draw_text
from .cards import card_colour
from .paint import (
    GREY, GROUND, INK, RED, SKIN, WHITE, YOU, _blit_centered, _darker, _label, _lighter, _span,
)
from .props import spank_hand


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


def _splits(pieces: Sequence[str], n: int) -> list[list[str]]:
    """Every way to cut the name's pieces into n lines (a hyphen stays at a line's end)."""
    if n == 1:
        return [["".join(p if p.endswith("-") else p + " " for p in pieces).strip()]]
    out = []
    for cut in range(1, len(pieces) - n + 2):
        first = "".join(p if p.endswith("-") else p + " " for p in pieces[:cut]).strip()
        out += [[first] + rest for rest in _splits(pieces[cut:], n - 1)]
    return out


@functools.lru_cache(maxsize=256)
def name_lines(name: str, room: int, h: int) -> tuple[tuple[str, ...], int]:
    """A junk card's name on a block `room` wide and `h` high: as big as it fits
    (28 down to 22 px) on as few lines as it can (a second line has to buy 4 px
    more to be worth it), the lines as even as they can be. Nothing fits: one
    line at 22 px (the audit will say so)."""
    pieces = re.findall(r"[^ -]+-?", name)
    best: tuple[int, int, int, tuple[str, ...], int] | None = None
    for n in range(1, min(3, len(pieces)) + 1):
        for size in range(28, 21, -2):
            if n * (size + 4) + 2 > h:          # room above, below and between lines
                continue
            f = font(size)
            for lines in _splits(pieces, n):
                widest = max(f.size(line)[0] for line in lines)
                if widest <= room:
                    key = (3 * (n - 1) - size, n, widest, tuple(lines), size)
                    best = key if best is None or key < best else best
    if best is None:
        return (name,), 22
    return best[3], best[4]


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
    # shield's strength stays at 28 px): it may shrink to 22 px and take two or
    # three lines where the block is tall enough, rather than cover the dots and
    # shield; a picture whose block is too small for that draws a bigger block.
    lines, size = name_lines(c.name, room, h)
    between = pygame.Rect(r.x + 26, r.y, room + 8, r.h)    # past the dots, short of the shield
    for k, line in enumerate(lines):
        draw_text(surf, line, size, WHITE, (r.x + 30 + room // 2,
                                            r.centery + (k - (len(lines) - 1) / 2) * (size + 2)),
                  shadow=True, role="secondary", box=between)
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
             colour: tuple[int, int, int] = YOU, slide_in: bool = True,
             from_x: float = 10.0) -> tuple[dict[str, pygame.Rect], int]:
    """The floors come in one after another while the worker on top hops up
    onto each new one: sliding in sideways from `from_x` (`slide_in`; a floor
    starts whole on the canvas, so its name is never cut at the edge), or
    popping in under the worker's feet at the top of the hop (a card played
    from the hand). Returns the blocks and how many floors stand."""
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
                shift[cid] = ((1 - f) * (from_x - x), 0.0)
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


def reach_out(surf: pygame.Surface, feet: Sequence[float], size: int, hand: Sequence[float],
              swing: float) -> None:
    """The worker's long arm out to the spanking hand."""
    s = size / 64
    shoulder = (feet[0], feet[1] - 40 * s)
    pygame.draw.line(surf, INK, shoulder, (hand[0] - 20, hand[1] + 22), max(3, int(6 * s)))
    spank_hand(surf, hand, int(70 * s), swing)
