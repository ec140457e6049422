"""The help pictures of the goal, the setting up and the five steps of a turn."""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from game.ui import theme
from .cards import CATEGORY_COLOURS, _card, _fan, pile
from .paint import (
    GREEN, GREY, INK, RED, THEM, WHITE, YOU, _bend, _label, _lerp, _phase, _span, keep, picture,
)
from .props import arrow, burst, dashed, rolling_die
from .yard import build_up, ground, junk_pile, monkey, reach_out, ruler, tower, tower_top, worker


# ---------------------------------------------------------------------------- pictures
GOAL_TOWER: list[tuple[str, Sequence[str]]] = [
    ("pinball_machine", ()), ("neon_sign", ()), ("double_decker_bus", ())]


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
    hand_c = (rect.x + 640, rect.y + 150)
    _label(surf, "your hand", (hand_c[0], hand_c[1] - 122), 28)   # above: the cards go down
    if junk_in < 1:
        top = tower_top(floors[:1], g, unit)
        target = (x + 125, top - 3 * unit / 2)
        _card(surf, "neon_sign", _lerp((hand_c[0] - 70, hand_c[1]), target, junk_in), 120,
              glow=junk_in == 0)
    if plate_in < 1:
        r = rects.get("neon_sign")
        target = (x + 290, r.centery) if r else (x + 290, g - 200)
        # across the top, then down beside the tower: never over the words
        _card(surf, "metal_fittings", _bend((hand_c[0] + 70, hand_c[1]), (target[0], hand_c[1]),
                                            target, plate_in), 120,
              glow=n == 2 and plate_in == 0)
    if n == 2:
        _label(surf, "1 junk card: taller!", (rect.x + 600, rect.y + 420), 34, RED)
    if plate_in >= 1:
        _label(surf, "1 reinforcement: stronger!", (rect.x + 600, rect.y + 465), 30, RED)
        _label(surf, keep("2 + 4 = 6"), (rect.x + 600, rect.y + 505), 32, RED)
    _label(surf, "your tower", (x + 125, g + 40), 30)


@picture
def attack_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    # blocks tall and wide enough for every name, on one line or two, at 22 px or more
    g, unit, w = rect.bottom - 90, 60, 250
    ground(surf, rect, g)
    mine: list[tuple[str, Sequence[str]]] = [("hay_bale", ()), ("leaky_rowboat", ())]
    mx, tx = rect.x + 40, rect.x + 530
    tower(surf, mine, mx, g, w, unit)
    worker(surf, (mx + w // 2, tower_top(mine, g, unit)), 64)
    _label(surf, "you", (mx + w // 2, g + 40), 30, YOU)
    theirs_all: list[tuple[str, Sequence[str]]] = [
        ("rusty_bicycle", ()), ("neon_sign", ()), ("washing_machine", ())]
    # the Neon Sign is gone the moment it breaks; the Washing Machine hangs in
    # the air for the crash, then falls
    hit = k > 0.55
    fall = _span(k, 0.66, 0.76)
    theirs = [theirs_all[0], theirs_all[2]] if hit else theirs_all
    shift = {"washing_machine": (0.0, (1 - fall) * 3 * unit)} if hit else {}
    tower(surf, theirs, tx, g, w, unit, glow="neon_sign" if 0.08 < k < 0.55 else None,
          shift=shift)
    worker(surf, (tx + w // 2, tower_top(theirs, g, unit) - shift.get(
        "washing_machine", (0, 0))[1]), 64, THEM)
    _label(surf, "them", (tx + w // 2, g + 40), 30, THEM)
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
    neon = g - 2.5 * unit                # the middle of the Neon Sign
    f = _span(k, 0.42, 0.55)
    if 0 < f < 1:                        # the ball hits the sign's side, by its dots
        p = _lerp((mx + w - 60, tower_top(mine, g, unit) - 50), (tx, neon), f)
        pygame.draw.circle(surf, (40, 40, 48), (int(p[0]), int(p[1] - math.sin(f * math.pi) * 90)),
                           26)
    if 0.55 < k < 0.7:                   # the crash fills the gap the sign left
        burst(surf, (tx + w // 2, neon), int(1.5 * unit) - 2, "CRASH!", size=32)
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
