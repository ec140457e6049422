"""A junk card lying in a tower (a slab): its strength in a shield, its name as
big as fits (or its picture where no readable name fits), its height dots; the
reinforcements peeking out behind it, and the pieces it breaks into."""
from __future__ import annotations

import functools
import math

import pygame

from game.rules.junkyard.deck import card
from game.ui.assets import font, image, text
from game.ui.widgets import draw_text, fit_size, wrap

from .faces import CREAM, INK_DARK, card_colour


# a junk card lying in a tower: its picture at this size and strength
SlabKey = tuple[str, int, int, int, bool]


SLAB_NAME = 28          # a junk card's name in a tower: read from the sofa
SLAB_NAME_MIN = 22      # the least a long name shrinks to, on one or two lines


def slab_name_size(h: int) -> int:
    """The name's size in a slab `h` px tall (a very thin slab, past 25 dots, less)."""
    size = SLAB_NAME + 4
    while size > 10 and font(size).get_height() > h - 1:    # the line inside the slab
        size -= 2       # even sizes: fit_size steps by 2 and must meet SLAB_NAME
    return size


def slab_name_lines(name: str, room: int, panel_h: int, top: int) -> tuple[list[str], int]:
    """The name on one line, or more when the slab is tall enough, as big as fits
    (up to `top`), never with a word left out; ([], 0) when it would take less
    than SLAB_NAME_MIN: the slab then shows the card's picture instead of words
    too small to read (a long name on a one-dot card, 5 or 6 towers wide)."""
    one = fit_size(name, top, room, SLAB_NAME_MIN)
    best: tuple[list[str], int] = ([], 0)
    if text(name, one, INK_DARK).get_width() <= room:
        best = ([name], one)
        if one >= min(SLAB_NAME, top):
            return best
    forms = [name] + ([name.replace("-", "- ")] if "-" in name else [])   # or cut at a hyphen
    if " " in forms[-1]:
        hi = min(top, (panel_h - 6) // 2) // 2 * 2     # even sizes, as fit_size steps
        lo = max(SLAB_NAME_MIN, best[1] + 2)           # more lines only when bigger than one
        for size in range(hi, lo - 1, -2):
            for form in forms:
                # two lines, three on a tall slab; a hyphen left inside a line closes up
                lines = [ln.replace("- ", "-") for ln in wrap(form, size, room)]
                if len(lines) * size + 6 <= panel_h and \
                        max(text(ln, size, INK_DARK).get_width() for ln in lines) <= room:
                    return lines, size
    return best


@functools.lru_cache(maxsize=1024)
def slab_surface(key: SlabKey) -> pygame.Surface:
    """A junk card lying in a tower: its strength now (red shield; green when
    raised, orange when lowered), its picture, its name and its height dots."""
    cid, w, h, strength, guarded = key
    c = card(cid)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    rad = max(3, min(10, h // 3))
    col = card_colour(cid)
    pygame.draw.rect(s, INK_DARK, r, border_radius=rad)
    pygame.draw.rect(s, col, r.inflate(-4, -4), border_radius=max(2, rad - 1))
    br = int(max(9, min(h / 2 - 2, 21)))
    bx, by = 5 + br, h // 2
    dots_w = 14
    panel = pygame.Rect(bx + br + 4, 4 if h >= 26 else 3, 0, 0)
    panel.w = w - panel.x - dots_w - 4
    panel.h = h - 2 * panel.y
    pygame.draw.rect(s, CREAM, panel, border_radius=max(2, rad - 3))
    x = panel.x + 3
    top = slab_name_size(h)
    art_w = int((panel.h - 4) * 1.3)
    # the card's picture only when the name still fits beside it at its size
    if panel.h >= 30 and text(c.name, top, INK_DARK).get_width() <= panel.right - x - art_w - 12:
        side = panel.h - 4
        art = image(f"junkyard/{cid}", (art_w, side))
        s.blit(art, (x, panel.y + 2))
        x += art.get_width() + 4
    room = panel.right - x - 4
    lines, size = slab_name_lines(c.name, room, panel.h, top)
    if not lines and panel.h >= 12:     # no room to read the name: its picture says which card
        art = image(f"junkyard/{cid}", (min(room, int((panel.h - 4) * 1.3)), panel.h - 4))
        s.blit(art, art.get_rect(center=(x + room // 2, panel.centery)))
    line_step = size + 2
    yy = h / 2 - line_step * (len(lines) - 1) / 2
    for ln in lines:
        # 28 px where it fits; a long name on a narrow slab (4 players and more) at 22
        # px or more labels the card, while its strength, what a fight is decided
        # by, stays big
        draw_text(s, ln, size, INK_DARK, (x + room // 2, round(yy)),
                  role=None if size >= SLAB_NAME else "secondary")
        yy += line_step
    step = h / max(1, c.height)
    dr = max(2, min(5, int(step / 3)))
    for k in range(c.height):
        pygame.draw.circle(s, INK_DARK, (w - 4 - dots_w // 2, int(step * (k + 0.5))), dr)
    # the strength, in a shield on the left
    base = c.strength
    fill = (200, 50, 45) if strength == base else \
        (40, 160, 70) if strength > base else (235, 130, 30)
    pygame.draw.circle(s, INK_DARK, (bx + 1, by + 2), br)
    pygame.draw.circle(s, fill, (bx, by), br)
    pygame.draw.circle(s, (255, 255, 255), (bx, by), br, 2)
    digits = max(int(br * 1.6), min(30, slab_name_size(h)))   # 28 px as soon as it fits
    draw_text(s, str(strength), digits, (255, 255, 255), (bx, round(h / 2)))
    if guarded:
        pygame.draw.rect(s, (70, 150, 240), r, 4, border_radius=rad)
    return s


@functools.lru_cache(maxsize=2048)
def slab_turned(key: SlabKey, deg: int) -> pygame.Surface:
    return pygame.transform.rotate(slab_surface(key), -deg)


@functools.lru_cache(maxsize=256)
def tab_surface(rid: str, w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, (150, 165, 185), r, border_radius=6)
    pygame.draw.rect(s, (40, 50, 70), r, width=2, border_radius=6)
    v = card(rid).strength
    # secondary: the shield beside it shows the whole strength at 28 px
    draw_text(s, f"+{v}", max(14, min(22, h - 4)), (20, 30, 50), (w - 15, h // 2),
              role="secondary")
    return s


@functools.lru_cache(maxsize=2048)
def piece_surface(key: SlabKey, part: str, rid: str, w: int, h: int, deg: int) -> pygame.Surface:
    if part.startswith("t"):
        src = tab_surface(rid, w, h)
    else:
        full = slab_surface(key)
        q = int(part[1])
        fw, fh = full.get_size()
        r = pygame.Rect((fw // 2) * (q % 2), (fh // 2) * (q // 2), fw // 2, fh // 2)
        src = full.subsurface(r).copy()
        pygame.draw.lines(src, (60, 40, 22), False,
                          [(0, r.h - 1), (r.w // 3, r.h // 2), (r.w - 1, r.h - 1)], 2)
    return pygame.transform.rotate(src, -deg) if deg else src


def quant(angle: float, step: int = 2) -> int:
    """An angle in radians as whole degrees, in steps (rotations are cached by it)."""
    d = int(round(math.degrees(angle) / step)) * step
    return ((d + 180) % 360) - 180
