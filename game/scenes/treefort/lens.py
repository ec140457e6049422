"""The lens: what is on the square under the cursor or the pointer, in words
at 28 px in a box beside it (a tree's coin and the lumber it gives, a
monkey's lumber and catapult, a fort's squares), so a big board's small
squares can still be read when a player decides."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

import pygame

from game.rules.treefort.trees import LUMBER
from game.ui import theme
from game.ui.widgets import draw_text, wrap

from .geometry import Geometry

SIZE = 28
WIDTH = 440              # the longest line of the box


def square_words(view: Mapping[str, Any], cell: Sequence[int],
                 names: Sequence[str]) -> list[str]:
    """What stands on the square, one short sentence per thing (none: empty)."""
    c = [int(cell[0]), int(cell[1])]
    out: list[str] = []

    def name(seat: Any) -> str:
        return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "Someone"
    fort = next((f for f in view.get("forts") or () if c in [list(x) for x in f["cells"]]), None)
    if fort is not None:
        k = len(fort["cells"])
        owner = "Nobody's fort" if fort["controller"] is None \
            else f"{name(fort['controller'])}'s fort"
        out.append(f"{owner}: {k} square{'s' if k != 1 else ''}")
    for m in view.get("monkeys") or ():
        if list(m["cell"]) == c:
            words = f"{name(m['seat'])}'s monkey"
            if m.get("riding"):
                words += " in a catapult"
            n = int(m.get("lumber") or 0)
            out.append(f"{words}, {n} lumber" if n else words)
    if fort is None:
        for x, y, coin in view.get("coins") or ():
            if [x, y] == c:
                out.append(f"{coin.capitalize()} tree: cut it for {LUMBER.get(coin, 0)} lumber")
    if any(list(s) == c for s in view.get("sleeves") or ()):
        out.append("An empty catapult")
    return out


def draw(surf: pygame.Surface, geo: Geometry, cell: Sequence[int],
         words: Sequence[str]) -> pygame.Rect | None:
    """The box above the square (below it near the top), kept on the board's area."""
    if not words:
        return None
    lines = [ln for w in words for ln in wrap(w, SIZE, WIDTH)]
    from game.ui.assets import font
    w = max(font(SIZE).size(ln)[0] for ln in lines) + 24
    h = len(lines) * (SIZE + 6) + 14
    sq = geo.rect(cell)
    box = pygame.Rect(0, 0, w, h)
    box.midbottom = (sq.centerx, sq.top - 10)
    if box.top < geo.area.top:
        box.midtop = (sq.centerx, sq.bottom + 10)
    box.clamp_ip(geo.area)
    pygame.draw.rect(surf, (20, 20, 20), box.inflate(6, 6), border_radius=12)
    pygame.draw.rect(surf, (250, 244, 226), box, border_radius=10)
    y = box.y + 8
    for ln in lines:
        draw_text(surf, ln, SIZE, theme.INK, (box.x + 12, y), anchor="topleft")
        y += SIZE + 6
    return box
