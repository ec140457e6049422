"""The theatre's control bar: transport buttons, speed, eyes and the scrubber.

Layout and drawing only; what a button does is the scene's (`TheatreScene`).
The transport glyphs are drawn here with plain shapes, so they stay sharp at
any size and need no picture files.
"""
from __future__ import annotations

import functools

import pygame

from game.ui import theme
from game.ui.assets import nine_slice
from game.ui.widgets import draw_text, fit_size, wrap

BAR = pygame.Rect(0, 926, 1920, 154)
SCRUB = pygame.Rect(60, 940, 1480, 26)
STATUS_RIGHT = 1880   # the words "Turn 12 · 34 / 219" end here, right of the scrubber
ROW_Y, ROW_H = 984, 86
LABEL = 28     # words a watcher decides by, readable from a sofa

# (name, width): the buttons left to right
LAYOUT = (("start", 118), ("turn_back", 118), ("step_back", 118), ("play", 140),
          ("step", 118), ("turn", 118), ("end", 118), ("speed", 150), ("eyes", 340),
          ("leave", 150))
TIPS = {"start": "Start", "turn_back": "Turn back", "step_back": "Step back", "play": "Play",
        "step": "Step", "turn": "Turn", "end": "End", "speed": "Speed", "eyes": "Eyes",
        "leave": "Back"}


def button_rects() -> dict[str, pygame.Rect]:
    gap = 14
    total = sum(w for _, w in LAYOUT) + gap * (len(LAYOUT) - 1)
    x = (1920 - total) // 2
    out = {}
    for name, w in LAYOUT:
        out[name] = pygame.Rect(x, ROW_Y, w, ROW_H)
        x += w + gap
    return out


RECTS = button_rects()


def scrub_fraction(x: int) -> float:
    return min(1.0, max(0.0, (x - SCRUB.x) / SCRUB.w))


def _tri(surf, c, cx, cy, s, left=False) -> None:
    d = -1 if left else 1
    pygame.draw.polygon(surf, c, [(cx - d * s // 2, cy - s // 2), (cx - d * s // 2, cy + s // 2),
                                  (cx + d * s // 2, cy)])


def _bar(surf, c, cx, cy, s) -> None:
    pygame.draw.rect(surf, c, pygame.Rect(cx - 4, cy - s // 2, 8, s), border_radius=3)


def glyph(surf: pygame.Surface, name: str, centre: tuple[int, int], playing: bool,
          colour) -> None:
    cx, cy = centre
    s = 30
    if name == "play":
        if playing:
            _bar(surf, colour, cx - 9, cy, s + 4)
            _bar(surf, colour, cx + 9, cy, s + 4)
        else:
            _tri(surf, colour, cx + 3, cy, s + 8)
    elif name in ("step", "step_back"):
        left = name == "step_back"
        _tri(surf, colour, cx + (6 if left else -6), cy, s, left)
        _bar(surf, colour, cx + (-16 if left else 16), cy, s)
    elif name in ("turn", "turn_back"):
        left = name == "turn_back"
        _tri(surf, colour, cx - 9, cy, s - 4, left)
        _tri(surf, colour, cx + 9, cy, s - 4, left)
    elif name in ("start", "end"):
        left = name == "start"
        _tri(surf, colour, cx + (6 if left else -6), cy, s, left)
        _tri(surf, colour, cx + (-12 if left else 12), cy, s, left)
        _bar(surf, colour, cx + (-24 if left else 24), cy, s)


def draw_button(surf: pygame.Surface, name: str, words: str | None, focused: bool,
                pressed: bool, playing: bool, enabled: bool = True) -> None:
    r = RECTS[name]
    state = "disabled" if not enabled else "pressed" if pressed else \
        "hover" if focused else "normal"
    rr = r.move(0, 3) if pressed else r
    surf.blit(nine_slice(f"ui/button_{state}", rr.size), rr)
    ink = theme.INK if enabled else (120, 110, 100)
    if words is None:
        glyph(surf, name, (rr.centerx, rr.centery - 14), playing, ink)
        tip = "Pause" if name == "play" and playing else TIPS[name]
        size = fit_size(tip, 22, rr.w - 12)
        draw_text(surf, tip, size, ink, (rr.centerx, rr.bottom - 20), box=rr, role="secondary")
    else:
        size = fit_size(words, LABEL, rr.w - 24)
        draw_text(surf, words, size, ink, rr.center, box=rr, role="decide")
    if focused:
        pygame.draw.rect(surf, theme.ACCENT, rr.inflate(10, 10), width=5, border_radius=22)


def draw_scrubber(surf: pygame.Surface, at: int, length: int, turns: list[int],
                  held: int | None, colour) -> None:
    """The timeline: a groove, the turn marks, the part already watched and a
    knob; while a finger or the mouse holds it, the knob is where it points."""
    r = SCRUB
    pygame.draw.rect(surf, (40, 32, 28), r, border_radius=r.h // 2)
    n = max(1, length)
    if len(turns) < r.w // 6:  # marks closer than 6 px would only be a grey smear
        for t in turns[1:]:
            x = r.x + r.w * t // n
            pygame.draw.line(surf, (150, 140, 125), (x, r.y + 6), (x, r.bottom - 7), 2)
    done = pygame.Rect(r.x, r.y, r.w * at // n, r.h)
    if done.w > 0:
        pygame.draw.rect(surf, colour, done, border_radius=r.h // 2)
    knob = r.x + r.w * (at if held is None else held) // n
    pygame.draw.circle(surf, (255, 250, 240), (knob, r.centery), r.h // 2 + 8)
    pygame.draw.circle(surf, colour, (knob, r.centery), r.h // 2 + 1)


@functools.lru_cache(maxsize=4)
def _shade(alpha: int) -> pygame.Surface:
    shade = pygame.Surface(BAR.size, pygame.SRCALPHA)
    shade.fill((20, 14, 10, alpha))
    return shade


def draw_panel(surf: pygame.Surface, alpha: int) -> None:
    surf.blit(_shade(alpha), BAR)


def draw_secrets(surf: pygame.Surface, rows: list[tuple[tuple[int, int, int], str]]) -> None:
    """Everyone's eyes: what each seat alone knows, a few lines a seat, in a
    panel standing on the bar's left end."""
    if not rows:
        return
    size, width = 24, 1060
    lines = [(colour, wrap(words, size, width - 70)) for colour, words in rows]
    step = size + 8
    r = pygame.Rect(12, 0, width, 54 + step * sum(len(w) for _, w in lines))
    r.bottom = BAR.y - 6
    pygame.draw.rect(surf, (20, 14, 10), r, border_radius=18)
    draw_text(surf, "Everyone's secrets", 22, (230, 220, 200), (r.x + 20, r.y + 22),
              anchor="midleft", box=r, role="secondary")
    y = r.y + 42 + step // 2
    for colour, wrapped in lines:
        pygame.draw.circle(surf, colour, (r.x + 28, y), 9)
        for line in wrapped:
            draw_text(surf, line, size, theme.TEXT, (r.x + 46, y), anchor="midleft", box=r,
                      role="secondary")
            y += step
