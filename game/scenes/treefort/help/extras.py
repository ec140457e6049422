"""The help pictures of the lobby's choices (trees per player, how they are
placed) and of the controls (touch, keys, pad)."""
from __future__ import annotations

import functools
import math

import pygame

from game.rules.treefort import OPTION_LABELS
from game.rules.treefort.setup import PILES, PLACEMENTS
from game.rules.treefort.state import MONKEYS
from game.rules.treefort.trees import COINS
from game.ui.assets import image
from game.ui.motion import lerp_point as _lerp, phase as _phase, span as _span

from .. import pieces
from .paint import BLUE, GLOW, GREEN_SEAT, GREY, INK, RED, YELLOW, Colour, _label, picture
from .patch import Patch
from .props import icon, key_cap, pad_button


def _plain(colour: Colour, cx: int, cy: int) -> Colour:
    return colour


# ---------------------------------------------------------------------------- options
@picture
def options_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    _label(surf, "Trees per player", (410, 30), 32)
    lit = int(t / 1.5) % len(PILES)
    for i, n in enumerate(PILES):
        x = 40 + i * 190
        box = pygame.Rect(x, 60, 170, 160)
        pygame.draw.rect(surf, (250, 244, 226), box, border_radius=14)
        pygame.draw.rect(surf, GLOW if i == lit else (190, 175, 150), box,
                         7 if i == lit else 3, border_radius=14)
        per = n // len(COINS)
        for j, coin in enumerate(COINS):
            for q in range(per):
                r = pygame.Rect(box.x + 8 + j * 40, box.y + 10 + q * 22, 36, 36)
                pieces.draw_tree(surf, r, coin)
        _label(surf, str(n), (box.centerx, box.bottom - 26), 34)
    _label(surf, "Placing the trees", (410, 270), 32)
    words = OPTION_LABELS["placement"]
    for i, how in enumerate(PLACEMENTS):
        x = 140 + i * 270
        if how == "dealt":
            _dealt(surf, x, k)
        else:
            patch = Patch(x - 75, 310, 3, 3, 50, functools.partial(_plain, (RED, BLUE)[i]))
            patch.draw(surf)
        if how == "random":
            for j, c in enumerate([(0, 0), (2, 1), (1, 2)]):
                f = _span(k, 0.1 * j, 0.1 * j + 0.3)
                if f > 0:
                    pieces.draw_tree(surf, patch.rect(c).move(0, int(-120 * (1 - f))),
                                     COINS[j + 1])
        elif how == "strategic":
            placed = [(0, 1), (1, 1), (2, 1)][: 1 + int(k * 3)]
            for j, c in enumerate(placed):
                pieces.draw_tree(surf, patch.rect(c), COINS[j])
            hand = image("ui/touch", (56, 56))
            hx, hy = patch.centre(placed[-1])
            surf.blit(hand, (int(hx) - 12, int(hy) - 2))
        _label(surf, words[how], (x, 490), 26, role="secondary")
    _label(surf, f"Then everyone puts {MONKEYS} monkeys on their grid.", (410, 560), 28)


def _dealt(surf: pygame.Surface, x: int, k: float) -> None:
    """Two grids trading places: the grids are dealt out after the trees fall."""
    f = _span(k, 0.3, 0.7)
    spots = [(x - 70, 330), (x + 10, 390)]
    for g, (col, trees) in enumerate(((GREEN_SEAT, [(0, 0), (1, 1)]), (YELLOW, [(1, 0)]))):
        a, b = spots[g], spots[1 - g]
        px, py = _lerp(a, b, f)
        py -= 40 * math.sin(f * math.pi) * (1 if g == 0 else -1)
        patch = Patch(int(px), int(py), 2, 2, 30, functools.partial(_plain, col))
        patch.draw(surf)
        for c in trees:
            patch.tree(surf, c, "dime")


# ---------------------------------------------------------------------------- controls
@picture
def controls_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    # mouse and touch: tap a monkey, tap a square, tap a picture button
    _label(surf, "Tap or click", (60, 30), 32, anchor="midleft")
    patch = Patch(60, 70, 4, 2, 70, lambda x, y: RED)
    patch.draw(surf)
    step = int(k * 3)
    patch.monkey(surf, (0, 0) if step < 2 else (2, 0), RED)
    if step == 1:
        patch.glow(surf, [(1, 0), (2, 0), (0, 1), (1, 1)], GLOW, 90)
    buttons = {"cut": (470, 105), "platform": (570, 105), "done": (670, 105)}
    tap_at = [patch.centre((0, 0)), patch.centre((2, 0)), buttons["platform"]][step]
    for kind, c in buttons.items():
        icon(surf, kind, c, 64)
    hand = image("ui/touch", (64, 64))
    ring = int(10 + 18 * (k * 3 % 1))
    pygame.draw.circle(surf, GLOW, (int(tap_at[0]), int(tap_at[1])), ring, 5)
    surf.blit(hand, (int(tap_at[0]) - 14, int(tap_at[1]) - 4))
    for i, words in enumerate(("1 monkey", "2 square", "3 button")):
        _label(surf, words, (120 + i * 250, 250), 28, INK if i == step else GREY)
    # keyboard
    y = 350
    _label(surf, "Keys", (60, y), 32, anchor="midleft")
    surf.blit(image("ui/key_arrows", (96, 64)), (170, y - 32))
    _label(surf, "move", (218, y + 54), 28)
    for x, cap, words in ((350, "Enter", "pick"), (450, "Tab", "turn"), (540, "E", "flip"),
                          (630, "Q", "piece"), (730, "Esc", "back")):
        key_cap(surf, (x, y), cap, 56)
        _label(surf, words, (x, y + 54), 28)
    # gamepad
    y = 520
    _label(surf, "Pad", (60, y), 32, anchor="midleft")
    pad_button(surf, (218, y), "pad_dpad", 70)
    _label(surf, "move", (218, y + 57), 28)
    for i, (x, name, words) in enumerate(((350, "pad_a", "pick"), (450, "pad_x", "turn"),
                                          (540, "RB", "flip"), (630, "LB", "piece"),
                                          (730, "pad_b", "back"))):
        pulse = 1.0 + 0.12 * math.sin(t * 6) if int(t) % 5 == i else 1.0
        if name.startswith("pad_"):
            pad_button(surf, (x, y), name, int(60 * pulse))
        else:                       # the shoulder buttons have no picture: a cap with their name
            key_cap(surf, (x, y), name, int(56 * pulse))
        _label(surf, words, (x, y + 57), 28)
