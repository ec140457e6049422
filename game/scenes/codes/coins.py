"""Drawing Codes coins: faces by character, the flip through the edge, slides,
arcs and the bag.

Every scaled picture is cached (by size and a quantised squash width), so a
frame only blits: no smoothscale per frame.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field

import pygame

from game.ui.anim import Anim, ease, ease_out_back, lerp
from game.ui.assets import image

SUITS = ("suns", "moons", "crowns", "arms")
GLOW = (255, 226, 90)
SQUASH_STEPS = 16


def face_image_name(char: str) -> str:
    return f"coins/suit_{char}" if char in SUITS else f"coins/value_{char}"


@functools.lru_cache(maxsize=256)
def coin_face(char: str, size: int) -> pygame.Surface:
    return image(face_image_name(char), (size, size))


@functools.lru_cache(maxsize=1024)
def squashed(char: str | None, size: int, step: int) -> pygame.Surface:
    """The coin seen at an angle: width = step/SQUASH_STEPS of the full size.
    `char` None is the bare edge (the coin seen exactly side-on)."""
    w = max(6, round(size * step / SQUASH_STEPS))
    if char is None:
        return image("coins/edge", (max(10, size // 9), size))
    return pygame.transform.smoothscale(coin_face(char, size), (w, size))


@functools.lru_cache(maxsize=64)
def shadow(size: int) -> pygame.Surface:
    return image("coins/shadow", (int(size * 1.08), int(size * 1.08)))


@functools.lru_cache(maxsize=64)
def glow_ring(size: int) -> pygame.Surface:
    r = int(size * 0.66)
    s = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    for i in range(10, 0, -1):
        a = int(18 + 12 * (10 - i))
        pygame.draw.circle(s, (*GLOW, min(255, a)), (r, r), int(size * 0.5 + i * (r - size * 0.5) / 10))
    return s


@functools.lru_cache(maxsize=64)
def bag_image(size: int) -> pygame.Surface:
    return image("bag", (size, size))


@dataclass
class CoinSprite:
    """One coin on screen. `x, y` is its centre; the rest are animation knobs."""

    char: str
    x: float = 0.0
    y: float = 0.0
    squash: float = 1.0        # 1 flat face on; 0 on its edge
    lift: float = 0.0          # pixels above the table (shadow stays)
    scale: float = 1.0
    visible: bool = True
    glow: float = 0.0          # 0..1
    other: str | None = None   # the other side, when everyone has seen it
    tag: dict = field(default_factory=dict)

    def draw(self, surf: pygame.Surface, size: int) -> None:
        if not self.visible:
            return
        s = max(8, int(size * self.scale))
        cx, cy = int(self.x), int(self.y)
        if self.glow > 0:
            ring = glow_ring(s)
            ring.set_alpha(int(255 * min(1.0, self.glow)))
            surf.blit(ring, ring.get_rect(center=(cx, cy - int(self.lift))))
        sh = shadow(s)
        if self.lift > 2:
            sh = pygame.transform.scale(sh, (int(sh.get_width() * 0.9), int(sh.get_height() * 0.9)))
        surf.blit(sh, sh.get_rect(center=(cx + 6 + int(self.lift * 0.15), cy + 10)))
        y = cy - int(self.lift)
        step = round(abs(self.squash) * SQUASH_STEPS)
        if step >= SQUASH_STEPS:
            img = coin_face(self.char, s)
        elif step <= 1:
            img = squashed(None, s, 0)
        else:
            img = squashed(self.char, s, step)
        surf.blit(img, img.get_rect(center=(cx, y)))


def tick_mark(surf: pygame.Surface, center, r: int, good: bool = True) -> None:
    """A green tick (or a grey dot) in a white disc."""
    cx, cy = center
    pygame.draw.circle(surf, (255, 255, 255), center, r)
    col = (50, 170, 70) if good else (150, 150, 150)
    pygame.draw.circle(surf, col, center, r, max(2, r // 6))
    if good:
        pts = [(cx - r * 0.5, cy + r * 0.02), (cx - r * 0.12, cy + r * 0.42), (cx + r * 0.55, cy - r * 0.38)]
        pygame.draw.lines(surf, col, False, pts, max(3, r // 4))


# ---------------------------------------------------------------------------- animations
def flip_anim(sprite: CoinSprite, new_char: str, duration: float = 0.55,
              height: float = 70) -> Anim:
    """Lift, squash to the edge, open on the other face, land."""
    old = sprite.char

    def step(t: float) -> None:
        sprite.squash = abs(math.cos(t * math.pi))
        sprite.char = old if t < 0.5 else new_char
        sprite.lift = math.sin(t * math.pi) * height

    def done() -> None:
        sprite.squash, sprite.lift, sprite.char = 1.0, 0.0, new_char

    return Anim(duration, step, done=done, sound="flip")


def slide_anim(sprite: CoinSprite, to: tuple[float, float], duration: float = 0.45,
               arc: float = 0.0, sound: str | None = None) -> Anim:
    """Glide to `to`; a positive `arc` lifts it over the others, negative dips."""
    box: dict[str, tuple[float, float]] = {}

    def start() -> None:
        box["from"] = (sprite.x, sprite.y)

    def step(t: float) -> None:
        fx, fy = box.get("from", (sprite.x, sprite.y))
        k = ease(t)
        sprite.x = lerp(fx, to[0], k)
        sprite.y = lerp(fy, to[1], k)
        sprite.lift = max(0.0, math.sin(t * math.pi) * arc)
        if arc < 0:
            sprite.y += math.sin(t * math.pi) * -arc * 0.5

    def done() -> None:
        sprite.x, sprite.y, sprite.lift = to[0], to[1], 0.0

    return Anim(duration, step, start=start, done=done, sound=sound)


def into_bag_anim(sprite: CoinSprite, bag_xy: tuple[float, float], duration: float = 0.5) -> Anim:
    box: dict[str, tuple[float, float]] = {}

    def start() -> None:
        box["from"] = (sprite.x, sprite.y)

    def step(t: float) -> None:
        fx, fy = box.get("from", (sprite.x, sprite.y))
        k = ease(t)
        sprite.x = lerp(fx, bag_xy[0], k)
        sprite.y = lerp(fy, bag_xy[1], k)
        sprite.lift = math.sin(t * math.pi) * 160
        sprite.scale = lerp(1.0, 0.35, k)

    def done() -> None:
        sprite.visible = False

    return Anim(duration, step, start=start, done=done, sound="slide")


def out_of_bag_anim(sprite: CoinSprite, bag_xy: tuple[float, float], to: tuple[float, float],
                    duration: float = 0.6) -> Anim:
    def start() -> None:
        sprite.visible = True
        sprite.x, sprite.y = bag_xy

    def step(t: float) -> None:
        k = ease(t)
        sprite.x = lerp(bag_xy[0], to[0], k)
        sprite.y = lerp(bag_xy[1], to[1], k)
        sprite.lift = math.sin(t * math.pi) * 180
        sprite.scale = lerp(0.35, 1.0, min(1.0, ease_out_back(min(1.0, t * 1.1))))
        sprite.squash = abs(math.cos(t * math.pi * 2)) if t < 0.75 else 1.0

    def done() -> None:
        sprite.x, sprite.y, sprite.lift, sprite.scale, sprite.squash = to[0], to[1], 0.0, 1.0, 1.0

    return Anim(duration, step, start=start, done=done, sound="place")


class Bag:
    """The bag: a picture that wiggles when coins go in or out."""

    def __init__(self, center: tuple[int, int], size: int):
        self.center = center
        self.size = size
        self.wiggle = 0.0

    def wiggle_anim(self, duration: float = 0.45) -> Anim:
        def step(t: float) -> None:
            self.wiggle = math.sin(t * math.pi * 5) * (1 - t)

        def done() -> None:
            self.wiggle = 0.0

        return Anim(duration, step, done=done, sound="bag")

    def draw(self, surf: pygame.Surface) -> None:
        img = bag_image(self.size)
        if abs(self.wiggle) > 0.02:
            img = pygame.transform.rotate(img, self.wiggle * 12)
        surf.blit(img, img.get_rect(center=self.center))
