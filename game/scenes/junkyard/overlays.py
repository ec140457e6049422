"""What passes over the table: dice, words that flash up for a while (a roll's
sum, a crash), cards flying across, and the button prompts under the labels."""
from __future__ import annotations

import functools
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from game.ui import theme
from game.ui.assets import text
from game.ui.prompts import device_family, draw_prompt
from game.ui.widgets import draw_text, wrap

from .faces import card_back, card_face
from .layout import GROUND_Y, HAND, PROMPT_Y, SCALE_X, W

if TYPE_CHECKING:
    from .tablestate import TableState


@functools.lru_cache(maxsize=64)
def die_surface(value: int, size: int, deg: int = 0) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, (0, 0, 0, 90), r.move(3, 4), border_radius=size // 5)
    pygame.draw.rect(s, (252, 252, 248), r.inflate(-4, -4), border_radius=size // 5)
    pygame.draw.rect(s, (40, 40, 40), r.inflate(-4, -4), width=3, border_radius=size // 5)
    pip = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)],
           4: [(1, 1), (3, 1), (1, 3), (3, 3)], 5: [(1, 1), (3, 1), (2, 2), (1, 3), (3, 3)],
           6: [(1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)]}
    for gx, gy in pip.get(value, []):
        pygame.draw.circle(s, (200, 40, 40) if value == 1 else (30, 30, 30),
                           (int(size * gx / 4), int(size * gy / 4)), max(3, size // 11))
    return pygame.transform.rotate(s, deg) if deg else s


@dataclass
class Die:
    """A die on the table: tumbling until `roll_for` seconds have passed, then `value`."""
    value: int
    x: float
    y: float
    size: int = 84
    roll_for: float = 0.7
    age: float = 0.0
    seed: int = 0

    def face(self) -> tuple[int, int]:
        if self.age >= self.roll_for:
            return self.value, 0
        k = int(self.age / 0.07)
        rng = random.Random(self.seed * 131 + k)
        return rng.randint(1, 6), rng.choice((-24, -12, 12, 24))


@dataclass
class Flash:
    """Words over the table for a while (a roll's sum, a crash)."""
    text: str
    x: float
    y: float
    left: float
    colour: tuple[int, int, int] = theme.INK
    edge: tuple[int, int, int] = theme.ACCENT
    size: int = 34
    big: bool = False
    die: Die | None = None


@dataclass
class Flyer:
    """A card moving across the table (face up, or a back when `cid` is None)."""
    cid: str | None
    x: float
    y: float
    w: int
    alpha: int = 255
    caption: str = ""


def draw_flashes(table: TableState, surf: pygame.Surface) -> None:
    for f in table.flashes:
        if not f.text and f.die is not None:      # a die alone, where something was rolled
            value, deg = f.die.face()
            die = die_surface(value, f.die.size, deg)
            surf.blit(die, die.get_rect(center=(int(f.x), int(f.y))))
            continue
        dsz = f.die.size + 16 if f.die else 0
        img = _flash_surface(f.text, f.size, f.big, f.edge, f.colour, dsz)
        box = img.get_rect(center=(int(f.x), int(f.y)))
        box.clamp_ip(pygame.Rect(SCALE_X + 10, 76, W - SCALE_X - 20, GROUND_Y - 70))
        surf.blit(img, box)
        if f.die is not None:
            value, deg = f.die.face()
            die = die_surface(value, f.die.size, deg)
            surf.blit(die, die.get_rect(midleft=(box.x + 10, box.centery - 3)))


def draw_flyers(table: TableState, surf: pygame.Surface) -> None:
    for f in table.flyers:
        img = card_face(f.cid, f.w) if f.cid else card_back(f.w)
        if f.alpha < 255:
            img = img.copy()
            img.set_alpha(f.alpha)
        r = img.get_rect(center=(int(f.x), int(f.y)))
        surf.blit(img, r)
        if f.caption:
            draw_text(surf, f.caption, 34, theme.TEXT, (r.centerx, r.bottom + 24), shadow=True)


def draw_prompts(table: TableState, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
    s = table.scene
    me = s.controller()
    fam = device_family(s.hint_device(me))
    parts = s.controls.prompt(me, fam)
    if parts:
        draw_prompt(surf, parts, 26, theme.TEXT, (HAND.centerx + 200, PROMPT_Y), shadow=True)


@functools.lru_cache(maxsize=128)
def _flash_surface(words: str, size: int, big: bool, edge: tuple[int, int, int],
                   colour: tuple[int, int, int], die: int) -> pygame.Surface:
    """Words in a box (with room on the left for a die), shadow included."""
    lines = wrap(words, size, 640 if big else 380)
    step = int(size * 1.2)
    wdt = max(text(ln, size, colour).get_width() for ln in lines) + 40
    box = pygame.Rect(0, 0, wdt + die, max(die + 10, 20 + step * len(lines)))
    s = pygame.Surface((box.w + 4, box.h + 6), pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0), box.move(4, 6), border_radius=18)
    pygame.draw.rect(s, (255, 250, 235), box, border_radius=18)
    pygame.draw.rect(s, edge, box, 5, border_radius=18)
    y = box.centery - step * (len(lines) - 1) // 2
    for ln in lines:
        draw_text(s, ln, size, colour, (box.x + die + (box.w - die) // 2, y))
        y += step
    return s
