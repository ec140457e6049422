"""The help pictures of special cards, the extra rules, and playing with a
mouse, a gamepad or the keyboard."""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from game.rules.junkyard.deck import card
from game.rules.junkyard.options import OPTIONS
from game.ui import theme
from game.ui.assets import image
from .cards import CATEGORY_COLOURS, _card, _fan
from .paint import (
    GREEN, GREY, INK, RED, THEM, WHITE, YOU, _bend, _label, _phase, _span, picture,
)
from .props import _cursor, burst, die, key_cap, rolling_die
from .yard import block, ground, monkey, ruler, tower


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
        c = (rect.x + 200, cy)              # a bubble big enough for the sofa's name
        pygame.draw.circle(surf, (150, 210, 255), c, 100)
        pygame.draw.circle(surf, (70, 150, 230), c, 100, 5)
        block(surf, "squashy_sofa", c[0] - 80, c[1] + 40, 160, 40, show_strength=False)
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


@picture
def mouse_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """A card is carried up from the hand and across (around the words, never
    over them) and let go just above where it goes: onto the tower, or onto
    the top of the junk card it hits, clear of that card's name."""
    k = _phase(t, 8.0)
    g, unit, w = rect.y + 390, 64, 250
    mx, tx = rect.x + 30, rect.x + 530
    ground(surf, rect, g)
    mine: list[tuple[str, Sequence[str]]] = [("hay_bale", ())]
    if k > 0.36:
        mine.append(("leaky_rowboat", ()))
    tower(surf, mine, mx, g, w, unit)
    broke = k > 0.84
    theirs: list[tuple[str, Sequence[str]]] = [("rusty_bicycle", ())]
    if not broke:
        theirs.append(("neon_sign", ()))
    tower(surf, theirs, tx, g, w, unit, glow="neon_sign" if 0.7 < k < 0.84 else None)
    _label(surf, "yours", (mx + w // 2, g + 36), 28, YOU)
    _label(surf, "theirs", (tx + w // 2, g + 36), 28, THEM)
    hand = ["leaky_rowboat", "bowling_ball", "duct_tape"]
    hc = (rect.centerx, rect.bottom - 100)
    held = "leaky_rowboat" if 0.06 < k <= 0.36 else "bowling_ball" if 0.5 < k <= 0.84 else None
    _fan(surf, [c for c in hand if c != held and not (c == "leaky_rowboat" and k > 0.36)
                and not (c == "bowling_ball" and k > 0.84)], hc, 100, spread=0.75)
    start_rowboat, start_ball = (hc[0] - 75, hc[1]), (hc[0], hc[1])
    built = (mx + w // 2, g - unit - 110)           # above the Hay Bale, clear of its name
    sign = card("rusty_bicycle").height + card("neon_sign").height / 2
    hit = (tx + w // 2, g - sign * unit - 90)       # on the sign's top, above its name
    words_at = (rect.centerx + 30, rect.y + 44)
    at: Sequence[float]
    if k <= 0.06:
        at = start_rowboat
        _label(surf, "press on a card...", words_at, 34, RED)
    elif k <= 0.36:
        at = _bend(start_rowboat, (start_rowboat[0], built[1]), built, _span(k, 0.08, 0.32))
        _card(surf, "leaky_rowboat", at, 100)
        _label(surf, "...drag it onto your tower", words_at, 34, RED)
    elif k <= 0.5:
        at = built
        _label(surf, "Built!", words_at, 40, GREEN)
    elif k <= 0.84:
        at = _bend(start_ball, (start_ball[0], hit[1]), hit, _span(k, 0.52, 0.72))
        _card(surf, "bowling_ball", at, 100)
        _label(surf, "an attack: drop it on their card", words_at, 34, RED)
    else:
        at = hit
        burst(surf, (tx + w // 2, g - sign * unit), int(1.5 * unit) - 10, "BOOM!", size=30)
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
    # blocks wide enough for each name on one line at 22 px or more
    g, unit, w = rect.y + 420, 48, 260
    mx, tx = rect.x + 30, rect.x + 530
    ground(surf, rect, g)
    mine: list[tuple[str, Sequence[str]]] = [("hay_bale", ()), ("leaky_rowboat", ())]
    tower(surf, mine, mx, g, w, unit)
    theirs: list[tuple[str, Sequence[str]]] = [("rusty_bicycle", ())]
    if not thrown:                      # the Neon Sign breaks the moment it is hit
        theirs.append(("neon_sign", ()))
    rt = tower(surf, theirs, tx, g, w, unit)
    _label(surf, "yours", (mx + w // 2, g + 30), 28, YOU)
    _label(surf, "theirs", (tx + w // 2, g + 30), 28, THEM)
    if 0.42 < k <= 0.78:
        # the target cursor walks the junk cards: bottom one, then the Neon Sign
        on = "rusty_bicycle" if k < 0.56 else "neon_sign"
        r = rt.get(on)
        if r is not None:
            pygame.draw.rect(surf, theme.ACCENT, r.inflate(18, 18), 6, border_radius=12)
    if 0.78 < k < 0.92:                 # in the gap the sign left
        sign = card("rusty_bicycle").height + card("neon_sign").height / 2
        burst(surf, (tx + w // 2, g - sign * unit), int(1.5 * unit) - 2, "BOOM!", size=28)
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
