"""The help pictures of platforms: building one from the pieces, where it can't
go, what trees can hold (the rules' own `trees.supports`), knocking one down,
and forts."""
from __future__ import annotations

import functools
import math

import pygame

from game.core.grid import ORIENTATIONS, PIECES, normalise
from game.rules.treefort.trees import MAX_PLATFORM, supports
from game.ui.motion import phase as _phase, span as _span

from .. import pieces
from .paint import BAD, BLUE, GLOW, GOOD, GREY, RED, Colour, _label, _veil, picture
from .patch import Patch, _ghost
from .props import badge, cross, icon, poof, tick


BUILD_AT = (2, 2)


@functools.lru_cache(maxsize=1)
def build_forms() -> list[list[tuple[int, int]]]:
    """The L-tetromino's turns and flips, each placed over the builder's tree."""
    out = []
    for form in ORIENTATIONS["L-tetromino"]:
        cells = sorted(form)
        ax, ay = cells[0]
        out.append([(x - ax + BUILD_AT[0], y - ay + BUILD_AT[1]) for x, y in cells])
    return out


@picture
def platform_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    forms = build_forms()
    period = 1.1 * len(forms) + 2.5
    tt = t % period
    patch = Patch(30, 50, 5, 5, 80, lambda x, y: RED)
    patch.draw(surf)
    if tt < 1.1 * len(forms):
        i = int(tt / 1.1)
        _ghost(surf, patch, forms[i], 150)
        patch.tree(surf, BUILD_AT, "quarter")
        pieces.draw_monkey(surf, patch.rect(BUILD_AT), RED, lumber=4, in_tree=True)
        kind = "flip" if i == len(forms) // 2 else "rotate"
        icon(surf, kind, (560, 90), 80)
        _label(surf, "turn it" if kind == "rotate" else "flip it", (680, 90), 32,
               anchor="midleft")
    else:
        patch.platform(surf, forms[0], RED)
        pieces.draw_tree_under(surf, patch.rect(BUILD_AT), "quarter")
        patch.monkey(surf, BUILD_AT, RED)
        icon(surf, "platform", (560, 90), 80)
        _label(surf, "built!", (680, 90), 34, GOOD, anchor="midleft")
    # the pieces: every shape of 1 to 4 squares, by size
    box = pygame.Rect(450, 170, 350, 470)
    pygame.draw.rect(surf, (250, 244, 226), box, border_radius=14)
    pygame.draw.rect(surf, (190, 175, 150), box, 3, border_radius=14)
    _label(surf, "The pieces", (box.centerx, box.y + 30), 30)
    sq = 24
    y = box.y + 70
    by_size: dict[int, list[str]] = {}
    for name, shape in PIECES.items():
        by_size.setdefault(len(shape), []).append(name)
    lines = [(1, by_size[1]), (2, by_size[2]), (3, by_size[3]), (4, by_size[4][:3]),
             (4, by_size[4][3:])]
    for n, names in lines:
        x = box.x + 80
        h = 0
        for name in names:
            cells = sorted(normalise(PIECES[name]))
            w = max(c[0] for c in cells) + 1
            h = max(h, max(c[1] for c in cells) + 1)
            rects = [pygame.Rect(x + c[0] * sq, y + c[1] * sq, sq, sq) for c in cells]
            pieces.draw_platform(surf, rects, None)
            x += w * sq + 20
        _label(surf, str(n), (box.x + 40, y + h * sq // 2), 30, GREY)
        y += h * sq + 22


NO_BUILD = [("a monkey", "monkey"), ("a catapult", "catapult"), ("a platform", "platform"),
            ("next to their fort", "fort")]


def _fort_or_red(what: str, cx: int, cy: int) -> Colour:
    """A patch's owner colour: Blue's fort on the right-hand column, Red elsewhere."""
    return BLUE if (what == "fort" and cx == 3) else RED


@picture
def no_build_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 2.0)
    for i, (words, what) in enumerate(NO_BUILD):
        x, y = 30 + (i % 2) * 400, 30 + (i // 2) * 310
        patch = Patch(x + 35, y + 20, 4, 3, 80, functools.partial(_fort_or_red, what))
        patch.draw(surf)
        if what == "monkey":
            patch.monkey(surf, (2, 1), BLUE)
        elif what == "catapult":
            pieces.draw_catapult(surf, patch.rect((2, 1)))
        elif what == "platform":
            patch.platform(surf, [(2, 0), (2, 1)], None)
        else:
            patch.platform(surf, [(3, 0), (3, 1)], BLUE)
            patch.fort_outline(surf, [(3, 0), (3, 1)], BLUE, count=False)
            patch.monkey(surf, (3, 0), BLUE)
        ghost = [(1, 1), (2, 1)]
        _ghost(surf, patch, ghost, 150)
        alpha = int(70 + 60 * (0.5 + 0.5 * math.sin(k * 2 * math.pi)))
        for c in ghost:
            _veil(surf, patch.rect(c).inflate(-6, -6), (*BAD, alpha), radius=6)
        patch.tree(surf, (1, 1), "quarter")
        pieces.draw_monkey(surf, patch.rect((1, 1)), RED, lumber=2, in_tree=True)
        cross(surf, patch.rect((2, 1)).topright, 22)
        _label(surf, "not over " + words if what != "fort" else "not " + words,
               (patch.box.centerx, patch.box.bottom + 35), 30)


def support_rows() -> list[tuple[str, tuple[str, ...], list[bool]]]:
    """The support table as the page shows it: a row label, the trees under the
    platform, and for 1, 2, 3 and 4 squares whether they hold it (trees.supports)."""
    rows: list[tuple[str, tuple[str, ...]]] = [
        ("a penny", ("penny",)), ("a nickel", ("nickel",)), ("a dime", ("dime",)),
        ("a quarter", ("quarter",)), ("two pennies", ("penny", "penny")),
        ("any other two", ("penny", "nickel")), ("three or more", ("penny", "penny", "penny"))]
    return [(label, coins, [supports(coins, n) for n in range(1, MAX_PLATFORM + 1)])
            for label, coins in rows]


SUPPORT_X0, SUPPORT_Y0, SUPPORT_ROW, SUPPORT_COL = 370, 110, 74, 110
MARK_R = 23                        # a tick's or a cross's radius


def support_mark_at(row: int, squares: int) -> tuple[int, int]:
    """Where the support page puts its tick or cross for `row` and a platform of
    `squares` squares (on the 820 x 660 canvas)."""
    return (SUPPORT_X0 + (squares - 1) * SUPPORT_COL + SUPPORT_COL // 2,
            SUPPORT_Y0 + row * SUPPORT_ROW + SUPPORT_ROW // 2 - 3)


@picture
def support_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    rows = support_rows()
    lit = int(t / 1.2) % len(rows)
    x0, y0, row_h, col_w = SUPPORT_X0, SUPPORT_Y0, SUPPORT_ROW, SUPPORT_COL
    # the heading: platforms of 1 to 4 squares
    for n in range(1, MAX_PLATFORM + 1):
        cx = x0 + (n - 1) * col_w + col_w // 2
        sq = 24
        rects = [pygame.Rect(cx - n * sq // 2 + j * sq, 24, sq, sq) for j in range(n)]
        pieces.draw_platform(surf, rects, None)
        _label(surf, f"{n}", (cx, 80), 32)
    _label(surf, "squares:", (x0 - 10, 80), 28, GREY, anchor="midright")
    for i, (label, coins, ok) in enumerate(rows):
        y = y0 + i * row_h
        if i == lit:
            _veil(surf, pygame.Rect(8, y, 804, row_h - 6), (*GLOW, 150), radius=12)
        for j, coin in enumerate(coins):        # the trees of this row
            r = pygame.Rect(8 + j * 40, y + 2, 64, 64)
            pieces.draw_tree(surf, r, coin)
        _label(surf, label, (160, y + row_h // 2 - 3), 28, anchor="midleft")
        for n in range(MAX_PLATFORM):
            c = support_mark_at(i, n + 1)
            if ok[n]:
                tick(surf, c, MARK_R)
            else:
                cross(surf, c, MARK_R)


# ---------------------------------------------------------------------------- knocking down
@picture
def demolish_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 7.0)
    patch = Patch(30, 90, 5, 3, 100, lambda x, y: RED)
    patch.draw(surf)
    cells = [(1, 1), (2, 1), (2, 0)]
    patch.tree(surf, (3, 2), "penny")
    down = k > 0.35
    if not down:
        patch.platform(surf, cells, RED)
        pieces.draw_tree_under(surf, patch.rect((1, 1)), "dime")
        pieces.draw_catapult(surf, patch.rect((2, 0)))
        patch.monkey(surf, (1, 1), RED)
        if k > 0.15:
            icon(surf, "demolish", (patch.centre((1, 1))[0], patch.box.y - 30), 60)
    else:
        f = _span(k, 0.35, 0.65)
        patch.tree(surf, (1, 1), "dime")
        pieces.draw_monkey(surf, patch.rect((1, 1)), RED, in_tree=True)
        if f < 1:
            for j, c in enumerate(cells * 2):
                ox, oy = patch.centre(c)
                ang = 2 * math.pi * j / 6
                pieces.draw_board_plank(surf, (ox + math.cos(ang) * 90 * f,
                                               oy + math.sin(ang) * 60 * f + 200 * f * f),
                                        80, 18, ang + 4 * f)
            size = int(patch.s * (1 - 0.7 * f))
            r = pygame.Rect(0, 0, size, size)
            r.center = (int(patch.centre((2, 0))[0]), int(patch.centre((2, 0))[1] + 250 * f * f))
            pieces.draw_catapult(surf, r)
            poof(surf, patch.centre((2, 0)), f, 50)
        else:
            badge(surf, patch.centre((1.5, -0.55)), "no lumber back", BAD, 28)
    # not while another monkey is on it
    p2 = Patch(590, 90, 2, 3, 100, lambda x, y: RED)
    p2.draw(surf)
    p2.platform(surf, [(0, 1), (1, 1)], RED)
    p2.monkey(surf, (0, 1), RED)
    p2.monkey(surf, (1, 1), RED)
    cross(surf, p2.centre((0.5, 0.35)), 26)
    _label(surf, "2 monkeys on it:", (p2.box.centerx, p2.box.bottom + 35), 28, BAD)
    _label(surf, "not allowed", (p2.box.centerx, p2.box.bottom + 70), 28, BAD)
    _label(surf, "The tree under it comes back.", (280, 470), 30)
    _label(surf, "A catapult on it falls and breaks.", (280, 520), 30)


# ---------------------------------------------------------------------------- forts
FORT_A = [(1, 1), (2, 1)]
FORT_B = [(3, 1), (3, 2), (4, 2)]


@picture
def fort_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 10.0)
    patch = Patch(60, 60, 7, 4, 100, lambda x, y: RED if x < 4 else None)
    patch.draw(surf)
    joined = k > 0.2
    cells = FORT_A + (FORT_B if joined else [])
    patch.platform(surf, FORT_A, None)
    if joined:
        patch.platform(surf, FORT_B, None)
    # who holds it: red stands on it, leaves, then blue walks on
    if k < 0.5:
        holder, note = RED, "Red holds this fort"
        patch.monkey(surf, (1, 1), RED)
    elif k < 0.72:
        holder, note = None, "Nobody holds it now"
        patch.monkey(surf, (1, 1 + _span(k, 0.5, 0.6)), RED)
    else:
        holder, note = BLUE, "Blue took it"
        patch.monkey(surf, (1, 2), RED)
        patch.monkey(surf, (5 - _span(k, 0.72, 0.82), 2), BLUE)
    patch.fort_outline(surf, cells, holder)
    if joined and k < 0.4:
        badge(surf, patch.centre((3, 3.15)), "touching: one fort of 5", GOOD, 28)
    badge(surf, (patch.box.centerx, patch.box.bottom + 60), note,
          holder if holder is not None else GREY, 34)
    _label(surf, "Nobody walks onto a fort an opponent holds.",
           (410, patch.box.bottom + 130), 28)
