"""How a Going Bananas match ended, as a picture for the result screen: for
every seat its bananas, one picture per banana (the stash, the one still up a
tree, and the mission bonus, starred), and the total. Children count bananas
faster than they read "3 in the stash, +1 for missions"."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pygame

from game.ui import theme
from game.ui.assets import image
from game.ui.badges import draw_badge
from game.ui.widgets import draw_text, fit_size

from .board import banana_img, tree_banana_spots, tree_img

if TYPE_CHECKING:
    from .scene import BananasScene

STAR = "ui/icon_star"


def banana_kinds(view: Mapping[str, Any], seat: int) -> list[str]:
    """One word per banana a seat scores: "stash", "tree" (still up a tree) or
    "bonus" (missions), in that order."""
    m = view["monkeys"][seat]
    bonus = int((view.get("mission_bonus") or [0] * (seat + 1))[seat] or 0)
    return (["stash"] * int(m["stash"]) + ["tree"] * (1 if m["carrying"] is not None else 0)
            + ["bonus"] * bonus)


def draw_result(scene: BananasScene, surf: pygame.Surface, area: pygame.Rect) -> None:
    """Each seat's bananas in a column of `area`, the winners' columns lit."""
    v = scene.view(None)
    n = v["players"]
    cb = scene.app.settings.colour_blind
    winners = set(v["winners"])
    kinds = [banana_kinds(v, s) for s in range(n)]
    legend = any("bonus" in k for k in kinds) or any("tree" in k for k in kinds)
    body = area.inflate(0, -44) if legend else pygame.Rect(area)
    body.top = area.top
    cw = body.w // max(1, n)
    most = max([len(k) for k in kinds] + [1])
    for s in range(n):
        col = pygame.Rect(body.x + s * cw + 8, body.y, cw - 16, body.h)
        if s in winners:
            pygame.draw.rect(surf, (255, 230, 150), col, border_radius=22)
        pygame.draw.rect(surf, scene.seat_colour(s), col, 4, border_radius=22)
        ink = theme.INK if s in winners else theme.TEXT
        head = min(60, col.h // 3)
        draw_badge(surf, s, (col.x + 14 + head // 2, col.y + 10 + head // 2), head, cb)
        total = f"{len(kinds[s])}"
        draw_text(surf, total, 52, ink, (col.right - 22, col.y + 10 + head // 2),
                  anchor="midright", shadow=s not in winners)
        name = scene.seat_name(s)
        draw_text(surf, name, fit_size(name, 38, col.w - head - 100), ink,
                  (col.x + 24 + head, col.y + 10 + head // 2), anchor="midleft")
        # the bananas: as big as the column lets the most bananas anyone has fit
        box = pygame.Rect(col.x + 12, col.y + head + 18, col.w - 24, col.h - head - 26)
        size = _banana_size(box, most)
        rows = -(-most // max(1, box.w // size))
        per_row = max(1, -(-most // rows))  # rows as even as they go
        carrying = v["monkeys"][s]["carrying"]
        for i, kind in enumerate(kinds[s]):
            row = min(per_row, len(kinds[s]) - (i // per_row) * per_row)
            x = box.centerx - row * size // 2 + (i % per_row) * size + size // 2
            y = box.y + (i // per_row) * size + size // 2
            if kind == "tree" and carrying is not None:  # still on its tree
                _banana_on_tree(surf, int(carrying), size, (x, y))
                continue
            b = banana_img(int(size * 0.95))
            surf.blit(b, b.get_rect(center=(x, y)))
            if kind == "bonus":
                tag = image(STAR, (size // 2, size // 2))
                surf.blit(tag, tag.get_rect(center=(x + size // 3, y - size // 3)))
        if not kinds[s]:
            draw_text(surf, "no bananas", 28, theme.MUTED if s not in winners else theme.INK,
                      box.center)
    if legend:
        _draw_legend(surf, area, any("bonus" in k for k in kinds), any("tree" in k for k in kinds))


def _banana_size(box: pygame.Rect, most: int) -> int:
    """The biggest banana picture (<= 110 px) with which `most` bananas fit in `box`."""
    for size in range(110, 17, -2):
        if (box.w // size) * (box.h // size) >= most:
            return size
    return 18


def _banana_on_tree(surf: pygame.Surface, tree: int, size: int, centre: tuple[int, int]) -> None:
    """A banana still hanging on its tree (a little picture of the tree, one banana)."""
    t = tree_img(tree, size)
    r = t.get_rect(midbottom=(centre[0], centre[1] + size // 2))
    surf.blit(t, r)
    bx, by = tree_banana_spots(tree, size)[2]
    b = banana_img(max(12, int(size * 0.42)))
    surf.blit(b, b.get_rect(center=(int(r.x + bx), int(r.y + by))))


def _draw_legend(surf: pygame.Surface, area: pygame.Rect, bonus: bool, tree: bool) -> None:
    """What the marks on the bananas mean, in one line under the columns."""
    y = area.bottom - 20
    parts: list[tuple[pygame.Surface, str]] = []
    if bonus:
        parts.append((image(STAR, (34, 34)), "for the missions"))
    x = area.centerx - 300 * (len(parts) + tree) // 2
    for pic, words in parts:
        b = banana_img(40)
        surf.blit(b, b.get_rect(center=(x + 20, y)))
        surf.blit(pic, pic.get_rect(center=(x + 34, y - 12)))
        draw_text(surf, words, 30, theme.TEXT, (x + 56, y), anchor="midleft", shadow=True)
        x += 330
    if tree:
        _banana_on_tree(surf, 1, 44, (x + 20, y))
        draw_text(surf, "still up a tree: it counts", 30, theme.TEXT, (x + 50, y),
                  anchor="midleft", shadow=True)
