"""bot255's cards drawn by code, at any size: the face of every card (a band
naming its kind, a picture, a short title and what it does in a few words)
and the back.

    draw_face(surf, rect, "memory2-1")     # the face, cached per kind and size
    draw_back(surf, rect)
    look("code-repeat-2").title            # "repeat": the words a card shows

A Code card shows its command's picture in the editor's colours, so a child
finds the same picture on the card and in the palette; Memory shows "+2",
Upgrade "x2", and each card to play its own picture (an eye for a look-and-
take Steal, a magnifying glass for Search...). Small cards (a spy's view of a
hand, the pick lists) keep the band, the picture and the title.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass

import pygame

from game.rules.bot255.deck import card
from game.ui.widgets import draw_text, fit_size, wrap

from .editor import KIND_COLOUR, draw_icon

Colour = tuple[int, int, int]

PAPER: Colour = (252, 248, 236)
EDGE: Colour = (60, 40, 22)
INK: Colour = (40, 28, 18)
SOFT_INK: Colour = (120, 100, 80)
BACK: Colour = (34, 58, 104)
BACK_DARK: Colour = (20, 34, 66)
BACK_LINE: Colour = (70, 120, 190)

KIND_LOOK: dict[str, tuple[str, Colour]] = {
    "memory": ("MEMORY", (52, 110, 210)),
    "upgrade": ("UPGRADE", (214, 150, 20)),
    "steal_look": ("STEAL", (206, 56, 76)),
    "steal_blind": ("STEAL", (206, 56, 76)),
    "steal_turn": ("STEAL TURN", (150, 50, 170)),
    "swap": ("SWAP", (28, 146, 158)),
    "search": ("SEARCH", (224, 112, 30)),
    "spy": ("SPY", (76, 78, 110)),
}
TEACH_WORDS = {"repeat": "Your programs can use repeat N and repeat until.",
               "while": "Your programs can use while.",
               "if": "Your programs can use if.",
               "else": "Your programs can use else, after an if."}


@dataclass(frozen=True)
class Look:
    """What a card shows: its band, title, words, colour, and picture key."""
    band: str
    title: str
    words: str
    colour: Colour
    picture: str            # a command ("repeat") or the card's kind
    note: str               # the bottom line: what happens to it
    lines: int = 0          # memory cards: the lines they add


@functools.lru_cache(maxsize=256)
def look(cid: str) -> Look:
    c = card(cid)
    if c.kind == "code":
        cmd = c.teaches or "move"
        return Look("CODE", cmd, TEACH_WORDS.get(cmd, f"Your programs can use {cmd}."),
                    KIND_COLOUR.get(cmd, (90, 90, 100)), cmd, "Stays in hand")
    band, colour = KIND_LOOK.get(c.kind, (c.kind.upper(), (90, 90, 100)))
    if c.kind == "memory":
        return Look(band, f"+{c.lines} line{'s' if c.lines != 1 else ''}",
                    f"{c.lines} more line{'s' if c.lines != 1 else ''} of memory for "
                    f"your programs.", colour, "memory", "Stays in hand", c.lines)
    if c.kind == "upgrade":
        return Look(band, "Memory x2", "Doubles all of your memory.", colour, "upgrade",
                    "Stays in hand")
    words = {
        "steal_look": ("Look and take", "Look at a player's cards and take one."),
        "steal_blind": ("One from all", "Take a card from every player, then keep one."),
        "steal_turn": ("Steal Turn", "When someone runs a program, take the turn!"),
        "swap": ("Swap", "Swap cards from your hand for new ones from a pile."),
        "search": ("Search", "Look through a pile and take the card you want."),
        "spy": ("Spy", "See everyone's cards, then draw a card."),
    }
    title, what = words.get(c.kind, (c.name, c.name))
    # one line at 22 px on a hand card (issue 21)
    note = "When others run" if c.kind == "steal_turn" else "On your turn"
    return Look(band, title, what, colour, c.kind, note)


def face_key(cid: str) -> tuple[str, str | None, int]:
    """Cards that look the same share one key (and one cached picture)."""
    c = card(cid)
    return (c.kind, c.teaches, c.lines)


def same_face(a: str, b: str) -> bool:
    return face_key(a) == face_key(b)


# ---------------------------------------------------------------------------- pictures
def draw_picture(surf: pygame.Surface, rect: pygame.Rect, lk: Look) -> None:
    """The card's picture inside `rect` (drawn by code)."""
    s = min(rect.w, rect.h)
    box = pygame.Rect(0, 0, s, s)
    box.center = rect.center
    cx, cy = box.center
    col = lk.colour
    p = lk.picture
    if p in KIND_COLOUR and p not in ("bug", "bit", "wall", "not"):
        tile = box.inflate(-s // 8, -s // 8)
        pygame.draw.rect(surf, col, tile, border_radius=max(6, s // 6))
        draw_icon(surf, p, tile.inflate(-s // 6, -s // 6), (255, 255, 255))
        return
    if p == "memory":
        chip = box.inflate(-s // 4, -s // 3)
        pin_w, pin_l = max(2, s // 22), max(3, s // 9)
        for k in range(4):
            x = chip.x + chip.w * (k + 0.5) / 4
            for y0 in (chip.y - pin_l, chip.bottom):
                pygame.draw.rect(surf, (150, 150, 150), (int(x - pin_w / 2), y0, pin_w, pin_l))
        pygame.draw.rect(surf, (30, 50, 110), chip.inflate(6, 6), border_radius=max(4, s // 14))
        pygame.draw.rect(surf, col, chip, border_radius=max(4, s // 14))
        words = f"+{lk.lines}"
        size = fit_size(words, int(s * 0.42), chip.w - 8, 12)
        if size >= 22:              # on a small card the title says it
            draw_text(surf, words, size, (255, 255, 255), chip.center, role="secondary")
        return
    if p == "upgrade":
        pygame.draw.circle(surf, (150, 100, 10), (cx, cy), int(s * 0.42))
        pygame.draw.circle(surf, col, (cx, cy), int(s * 0.38))
        if int(s * 0.4) >= 22:
            draw_text(surf, "x2", int(s * 0.4), (255, 255, 255), (cx, cy + s // 40),
                      role="secondary")
        tip = cy - s * 0.47
        pygame.draw.polygon(surf, (60, 170, 80), [(cx, tip), (cx - s * 0.12, tip + s * 0.13),
                                                  (cx + s * 0.12, tip + s * 0.13)])
        return
    w = max(3, s // 14)
    if p == "steal_look":
        mini = pygame.Rect(0, 0, int(s * 0.5), int(s * 0.66))
        mini.center = (cx - s // 8, cy + s // 12)
        _mini_card(surf, mini, col)
        _eye(surf, (cx + s // 6, cy - s // 6), s * 0.26, col)
    elif p == "steal_blind":
        for k, dx in enumerate((-0.3, 0.0, 0.3)):
            mini = pygame.Rect(0, 0, int(s * 0.26), int(s * 0.36))
            mini.center = (int(cx + dx * s), int(cy - s * 0.22))
            _mini_back(surf, mini)
            end = (cx + dx * s * 0.35, cy + s * 0.14)
            pygame.draw.line(surf, col, (mini.centerx, mini.bottom + 2), end, w)
        hand = pygame.Rect(0, 0, int(s * 0.3), int(s * 0.2))
        hand.center = (cx, int(cy + s * 0.3))
        pygame.draw.rect(surf, col, hand, border_radius=max(3, s // 16))
    elif p == "steal_turn":
        r = box.inflate(-s // 4, -s // 4)
        pygame.draw.arc(surf, col, r, math.pi * 0.15, math.pi * 1.75, w + 2)
        end = (r.centerx + r.w / 2 * math.cos(math.pi * 0.15),
               r.centery - r.h / 2 * math.sin(math.pi * 0.15))
        pygame.draw.polygon(surf, col, [(end[0] - s * 0.16, end[1] - s * 0.02),
                                        (end[0] + s * 0.1, end[1] - s * 0.08),
                                        (end[0] + s * 0.02, end[1] + s * 0.18)])
        bolt = [(cx + s * 0.04, cy - s * 0.24), (cx - s * 0.12, cy + s * 0.04),
                (cx - s * 0.01, cy + s * 0.04), (cx - s * 0.06, cy + s * 0.26),
                (cx + s * 0.13, cy - s * 0.05), (cx + s * 0.02, cy - s * 0.05)]
        pygame.draw.polygon(surf, (250, 200, 40), bolt)
        pygame.draw.polygon(surf, (120, 80, 10), bolt, max(1, w // 3))
    elif p == "swap":
        for sign in (-1, 1):
            y = cy + sign * s * 0.15
            x0, x1 = cx - s * 0.34, cx + s * 0.34
            if sign < 0:
                pygame.draw.line(surf, col, (x0, y), (x1 - s * 0.12, y), w + 2)
                pygame.draw.polygon(surf, col, [(x1, y), (x1 - s * 0.16, y - s * 0.12),
                                                (x1 - s * 0.16, y + s * 0.12)])
            else:
                pygame.draw.line(surf, col, (x0 + s * 0.12, y), (x1, y), w + 2)
                pygame.draw.polygon(surf, col, [(x0, y), (x0 + s * 0.16, y - s * 0.12),
                                                (x0 + s * 0.16, y + s * 0.12)])
    elif p == "search":
        lens = (int(cx - s * 0.08), int(cy - s * 0.08))
        pygame.draw.line(surf, (110, 70, 30), (lens[0] + s * 0.18, lens[1] + s * 0.18),
                         (cx + s * 0.36, cy + s * 0.36), w + 4)
        pygame.draw.circle(surf, (220, 240, 255), lens, int(s * 0.26))
        pygame.draw.circle(surf, col, lens, int(s * 0.26), w + 1)
        pygame.draw.arc(surf, (255, 255, 255), pygame.Rect(lens[0] - s * 0.17, lens[1] - s * 0.17,
                                                            s * 0.34, s * 0.34),
                        math.pi * 0.55, math.pi * 0.95, max(2, w // 2))
    elif p == "spy":
        for sign in (-1, 1):
            c = (int(cx + sign * s * 0.2), int(cy + s * 0.06))
            pygame.draw.circle(surf, col, c, int(s * 0.19))
            pygame.draw.circle(surf, (170, 210, 250), c, int(s * 0.12))
            pygame.draw.circle(surf, (255, 255, 255), (c[0] - s // 24, c[1] - s // 24),
                               max(2, s // 30))
        pygame.draw.rect(surf, col, (cx - s * 0.08, cy - s * 0.06, s * 0.16, s * 0.14),
                         border_radius=max(2, s // 30))
        for sign in (-1, 1):
            pygame.draw.rect(surf, col, (cx + sign * s * 0.2 - s * 0.09, cy - s * 0.26,
                                         s * 0.18, s * 0.16), border_radius=max(2, s // 30))
    else:
        pygame.draw.circle(surf, col, (cx, cy), int(s * 0.35))


def _eye(surf: pygame.Surface, c: tuple[float, float], r: float, col: Colour) -> None:
    rect = pygame.Rect(0, 0, int(r * 2), int(r * 1.2))
    rect.center = (int(c[0]), int(c[1]))
    pygame.draw.ellipse(surf, (255, 255, 255), rect)
    pygame.draw.ellipse(surf, col, rect, max(2, int(r / 6)))
    pygame.draw.circle(surf, col, rect.center, int(r * 0.42))
    pygame.draw.circle(surf, (20, 20, 30), rect.center, int(r * 0.2))


def _mini_card(surf: pygame.Surface, r: pygame.Rect, col: Colour) -> None:
    pygame.draw.rect(surf, EDGE, r.inflate(4, 4), border_radius=max(3, r.w // 8))
    pygame.draw.rect(surf, PAPER, r, border_radius=max(3, r.w // 8))
    pygame.draw.rect(surf, col, (r.x, r.y, r.w, max(4, r.h // 5)),
                     border_top_left_radius=max(3, r.w // 8),
                     border_top_right_radius=max(3, r.w // 8))


def _mini_back(surf: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.rect(surf, BACK_DARK, r.inflate(4, 4), border_radius=max(3, r.w // 8))
    pygame.draw.rect(surf, BACK, r, border_radius=max(3, r.w // 8))
    pygame.draw.rect(surf, BACK_LINE, r.inflate(-r.w // 3, -r.h // 3), max(1, r.w // 14),
                     border_radius=max(2, r.w // 10))


# ---------------------------------------------------------------------------- faces
def draw_face(surf: pygame.Surface, rect: pygame.Rect, cid: str) -> None:
    surf.blit(face(cid, rect.w, rect.h), rect)


def face(cid: str, w: int, h: int) -> pygame.Surface:
    return _face(face_key(cid), cid, max(24, w), max(32, h))


@functools.lru_cache(maxsize=160)
def _face(key: tuple[str, str | None, int], cid: str, w: int, h: int) -> pygame.Surface:
    lk = look(cid)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    rad = max(6, w // 12)
    pygame.draw.rect(s, EDGE, r, border_radius=rad)
    inner = r.inflate(-6, -6)
    pygame.draw.rect(s, PAPER, inner, border_radius=rad - 2)
    band_h = max(16, int(h * 0.15))
    band = pygame.Rect(inner.x, inner.y, inner.w, band_h)
    pygame.draw.rect(s, lk.colour, band, border_top_left_radius=rad - 2,
                     border_top_right_radius=rad - 2)
    # 22 px at least where the card is big enough to hold it (issue 21: secondary words)
    # the band's word only where it fits at that size: the band's colour and the
    # title say the kind on a small card
    band_size = max(min(22, band_h - 6), int(band_h * 0.62))
    bsize = fit_size(lk.band, band_size, band.w - 12, 10)
    if bsize >= 22 or w < 100:
        draw_text(s, lk.band, bsize, (255, 255, 255), band.center, role="secondary")
    compact = h < 240
    if compact:
        pic = pygame.Rect(inner.x + 6, band.bottom + 4, inner.w - 12, int(h * 0.5))
        draw_picture(s, pic, lk)
        start = max(22, int(w * 0.17)) // 2 * 2 if w >= 100 else max(12, int(w * 0.17))
        size = fit_size(lk.title, start, inner.w - 10, 10)
        draw_text(s, lk.title, size, INK, (r.centerx, (pic.bottom + inner.bottom) // 2),
                  role="secondary")       # the table names a card a player decides on
        return s
    size = fit_size(lk.title, max(14, int(w * 0.16)), inner.w - 16, 12)
    # the words and the note at 22 px (issue 21: secondary words no smaller), the
    # picture taking what is left; a card too narrow for them shows its title only
    wsize = nsize = 22
    words = wrap(lk.words, wsize, inner.w - 18) if w >= 190 else []
    note = wrap(lk.note, nsize, inner.w - 12) if w >= 190 else []
    below = 6 + size + 8 + len(words) * (wsize + 5) + 6 + len(note) * (nsize + 5) + 6
    pic_h = max(36, min(int(h * 0.33), inner.bottom - below - band.bottom - 8))
    pic = pygame.Rect(inner.x + 10, band.bottom + 8, inner.w - 20, pic_h)
    draw_picture(s, pic, lk)
    ty = pic.bottom + 6 + size // 2
    draw_text(s, lk.title, size, INK, (r.centerx, ty), role="secondary")
    y = ty + size // 2 + 8
    for ln in words:
        draw_text(s, ln, wsize, INK, (r.centerx, y), anchor="midtop", role="secondary")
        y += wsize + 5
    y = inner.bottom - 6 - len(note) * (nsize + 5)
    for ln in note:
        draw_text(s, ln, nsize, SOFT_INK, (r.centerx, y), anchor="midtop", role="secondary")
        y += nsize + 5
    return s


def draw_back(surf: pygame.Surface, rect: pygame.Rect, logo: bool = True) -> None:
    """`logo=False` for a card under another in a pile: its logo would not show."""
    surf.blit(back(rect.w, rect.h, logo), rect)


@functools.lru_cache(maxsize=32)
def back(w: int, h: int, logo: bool = True) -> pygame.Surface:
    """The back: deep blue with circuit lines and 255 in the middle."""
    s = pygame.Surface((max(8, w), max(8, h)), pygame.SRCALPHA)
    r = s.get_rect()
    rad = max(6, w // 12)
    pygame.draw.rect(s, BACK_DARK, r, border_radius=rad)
    inner = r.inflate(-max(6, w // 16), -max(6, w // 16))
    pygame.draw.rect(s, BACK, inner, border_radius=rad - 2)
    lw = max(1, w // 60)
    for k in range(1, 5):
        y = inner.y + inner.h * k // 5
        x0 = inner.x + (inner.w // 6 if k % 2 else inner.w // 10)
        x1 = inner.right - (inner.w // 10 if k % 2 else inner.w // 5)
        pygame.draw.line(s, BACK_LINE, (x0, y), (x1, y), lw)
        pygame.draw.circle(s, BACK_LINE, (x0, y), max(2, w // 40))
        pygame.draw.circle(s, BACK_LINE, (x1, y), max(2, w // 40))
    pygame.draw.rect(s, BACK_LINE, inner.inflate(-w // 5, -w // 5), max(1, w // 50),
                     border_radius=max(3, rad - 4))
    disc = min(inner.w, inner.h) // 3
    pygame.draw.circle(s, BACK_DARK, inner.center, disc)
    pygame.draw.circle(s, (80, 200, 120), inner.center, disc, max(2, w // 40))
    if logo and int(disc * 0.7) >= 22:      # the logo, where it reads
        draw_text(s, "255", int(disc * 0.7), (150, 240, 170), inner.center, role="secondary")
    return s
