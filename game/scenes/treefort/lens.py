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


def place(geo: Geometry, cell: Sequence[int], size: tuple[int, int]) -> pygame.Rect:
    """Where the box goes: off the board's squares if the area has room for it
    (the octagon's hollow middle, a corner, a margin), so it hides nothing;
    else above the square (below it near the top)."""
    box = pygame.Rect((0, 0), size)
    a = geo.area.inflate(-12, -12)
    spots = [("center", a.center), ("topleft", a.topleft), ("topright", a.topright),
             ("bottomleft", a.bottomleft), ("bottomright", a.bottomright)]
    squares = [geo.rect(c) for c in geo.cells]
    for anchor, at in spots:
        setattr(box, anchor, at)
        if a.contains(box) and box.inflate(12, 12).collidelist(squares) < 0:
            return box
    sq = geo.rect(cell)
    box.midbottom = (sq.centerx, sq.top - 10)
    if box.top < geo.area.top:
        box.midtop = (sq.centerx, sq.bottom + 10)
    return box.clamp(geo.area)


def draw(surf: pygame.Surface, geo: Geometry, cell: Sequence[int],
         words: Sequence[str]) -> pygame.Rect | None:
    """The box with the square's words, and a line from it to the square."""
    if not words:
        return None
    lines = [ln for w in words for ln in wrap(w, SIZE, WIDTH)]
    from game.ui.assets import font
    w = max(font(SIZE).size(ln)[0] for ln in lines) + 24
    h = len(lines) * (SIZE + 6) + 14
    sq = geo.rect(cell)
    box = place(geo, cell, (w, h))
    if not box.colliderect(sq.inflate(40, 40)):
        end = sq.center
        start = (min(max(end[0], box.left), box.right), min(max(end[1], box.top), box.bottom))
        pygame.draw.line(surf, (20, 20, 20), start, end, 5)
        pygame.draw.line(surf, (250, 244, 226), start, end, 2)
    pygame.draw.rect(surf, (20, 20, 20), box.inflate(6, 6), border_radius=12)
    pygame.draw.rect(surf, (250, 244, 226), box, border_radius=10)
    y = box.y + 8
    for ln in lines:
        draw_text(surf, ln, SIZE, theme.INK, (box.x + 12, y), anchor="topleft", box=box)
        y += SIZE + 6
    return box
