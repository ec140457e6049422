"""The help pictures of height, strength and fights: how high, how strong, the
kinds of attack, a hand's reach, a roll worked out, defending, a crash and
the spank chart."""
from __future__ import annotations

import math
from typing import Sequence

import pygame

from game.rules.junkyard.deck import card
from game.ui import theme
from game.ui.widgets import fit_size
from .cards import _card, _fan
from .paint import (
    GREEN, GREY, INK, RED, THEM, WHITE, YOU, _ease, _label, _lerp, _phase, _span, keep, picture,
)
from .props import _fist, arrow, burst, cross, dashed, die, rolling_die, tick
from .yard import _plate, _shield, block, build_up, ground, monkey, ruler, tower, worker


@picture
def height_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 6.0)
    g, unit = rect.bottom - 70, 70
    ground(surf, rect, g)
    x = rect.x + 120
    floors: list[tuple[str, Sequence[str]]] = [("pinball_machine", ()), ("neon_sign", ())]
    # the Neon Sign slides in from the right, under the cards and clear of the
    # ruler's numbers on the left
    _, n = build_up(surf, floors, x, g, 260, unit, k, -0.5, 0.85, slide=0.16,
                    show_strength=False, from_x=rect.right - 270)
    ruler(surf, x - 40, g, unit, 7, mark=5 if n == 2 else 2)
    _card(surf, "pinball_machine", (rect.x + 560, rect.y + 120), 120)
    _label(surf, "2 dots", (rect.x + 560, rect.y + 215), 30)
    if n == 2 or k > 0.2:
        _card(surf, "neon_sign", (rect.x + 720, rect.y + 120), 120)
        _label(surf, "3 dots", (rect.x + 720, rect.y + 215), 30)
    words = "2 + 3 = 5" if n == 2 else "2"
    _label(surf, f"height {words}", (rect.x + 620, rect.y + 470), 48, RED)


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
    return (mine, None, f"You are at {h}, their tower stops at {theirs}.",
            "Too high: nothing to hit!")


@picture
def reach_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    case = int(t / 4.0) % 3
    mine, hit, words1, words2 = reach_case(case)
    g = rect.bottom - 80
    # the towers, and the worker on top of yours, stay under the two lines of words
    tallest = max(8, sum(card(c).height for c, _ in mine),
                  sum(card(c).height for c, _ in REACH_THEM))
    unit = min(54, (g - rect.y - 100 - 64) // tallest)
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
    g, unit, w = rect.bottom - 60, 56, 290     # wide enough for each name on one line
    ground(surf, rect, g)
    x = rect.x + 70
    shift: dict[str, tuple[float, float]] = {}
    glow = None
    if k < 0.1:
        floors, glow, words = CRASH, "neon_sign", "An attack hits the Neon Sign..."
    elif k < 0.18:                           # broken: the cards above hang for a moment
        floors, words = [CRASH[0], CRASH[2], CRASH[3]], "BOOM! It breaks."
        shift = {"dusty_chandelier": (0.0, 3.0 * unit)}
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
    rects = tower(surf, floors, x, g, w, unit, glow=glow, shift=shift)
    if 0.52 < k < 0.6:                       # the Chandelier is gone: a puff of dust
        gap = pygame.Rect(x, rects["hay_bale"].top - unit, w, unit)
        for j in range(6):
            pygame.draw.circle(surf, (200, 192, 180), (gap.x + 30 + j * 44, gap.centery),
                               18 + 6 * (j % 2))
        arrow(surf, (gap.right + 30, gap.y - 40), (gap.right + 30, gap.bottom), RED, 6)
    if 0.1 <= k < 0.18:
        burst(surf, (x + w // 2, g - 2.5 * unit), int(1.5 * unit) - 2, "BOOM!", size=34)
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
