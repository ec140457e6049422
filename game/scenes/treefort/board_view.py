"""The Treefort board drawn from a view: territories, trees, platforms, forts
outlined in their controller's colour with their square count, abandoned
catapults and monkeys with their lumber.

What rarely changes is painted into cached layers (the ground once per board
and palette; the pieces once per shown table and per set of pieces an
animation has taken over), so a frame is a few blits plus what moves.
Drawing never changes the match: the caches are keyed by what they show.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence

import pygame

from game.core.grid import Cell
from game.ui import theme
from game.ui.assets import font
from game.ui.layers import Layer
from game.ui.widgets import draw_text

from . import pieces
from .geometry import W, H, Geometry

NEUTRAL = (108, 148, 84)           # ownerless grass
LAND = (218, 208, 178)             # a territory: sand tinted with its seat's colour
GAP = (26, 48, 36)
LINE = (0, 0, 0, 38)
NUMBER_PX = 28                     # numbers a player decides on: lumber, fort squares


def tint(c: Sequence[int], k: float, base: Sequence[int] = (120, 160, 96)) -> tuple[int, int, int]:
    """Seat colour mixed into the grass: a territory you can tell apart, trees still readable."""
    return tuple(int(base[i] * (1 - k) + c[i] * k) for i in range(3))  # type: ignore[return-value]


def fort_edges(cells: Iterable[Sequence[int]]) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """The outline of a group of squares as unit edges (corner points in squares)."""
    s = {(c[0], c[1]) for c in cells}
    out = []
    for x, y in s:
        if (x, y - 1) not in s:
            out.append(((x, y), (x + 1, y)))
        if (x, y + 1) not in s:
            out.append(((x, y + 1), (x + 1, y + 1)))
        if (x - 1, y) not in s:
            out.append(((x, y), (x, y + 1)))
        if (x + 1, y) not in s:
            out.append(((x + 1, y), (x + 1, y + 1)))
    return out


class BoardView:
    """Paints the board for a scene (its palette, its geometry)."""

    def __init__(self, colour, shape, colour_blind: bool):
        self.colour = colour                 # seat -> (r, g, b)
        self.shape = shape                   # seat -> shape name
        self.colour_blind = colour_blind
        self.ground = Layer((W, H), self._paint_ground, alpha=False)
        self.things = Layer((W, H), self._paint_things)
        self.labels = Layer((W, H), self._paint_labels)    # numbers, over the glows
        self._geo: Geometry | None = None
        self._view: Mapping[str, Any] | None = None
        self._hide: Any = None
        self._version: Any = None

    # ---------------------------------------------------------------- ground
    def _paint_ground(self, surf: pygame.Surface, key: Any) -> None:
        geo, owners = self._geo, key[1]
        assert geo is not None
        surf.fill(theme.BG_DARK)
        pygame.draw.rect(surf, GAP, geo.rect_all.inflate(16, 16), border_radius=12)
        for x, y, o in owners:
            r = geo.rect((x, y))
            col = NEUTRAL if o is None else tint(self.colour(o), 0.42, LAND)
            if (x + y) % 2:       # a faint chequer, so squares can be counted
                col = (max(0, col[0] - 9), max(0, col[1] - 9), max(0, col[2] - 9))
            surf.fill(col, r)
        # territory borders: thick dark lines between grids of different owners
        owner = {(x, y): o for x, y, o in owners}
        s = geo.size
        for (x, y), o in owner.items():
            r = geo.rect((x, y))
            for dx, dy, a, b in ((1, 0, r.topright, r.bottomright), (0, 1, r.bottomleft,
                                                                      r.bottomright)):
                n = owner.get((x + dx, y + dy), "none")
                if n != o:
                    pygame.draw.line(surf, (30, 40, 30), a, b, max(2, s // 14))
        # each territory's owner badge in its first corner
        seen: set = set()
        for x, y, o in sorted(owners, key=lambda t: (t[1], t[0])):
            if o is None or o in seen:
                continue
            seen.add(o)
            r = geo.rect((x, y))
            pygame.draw.circle(surf, self.colour(o), (r.x + s // 2, r.y + s // 2), s // 3)
            if self.colour_blind:
                from game.ui.badges import draw_shape
                draw_shape(surf, self.shape(o), (r.x + s // 2, r.y + s // 2), s * 0.22,
                           (255, 255, 255))
        for x, y, coin in key[3]:
            pieces.draw_tree(surf, geo.rect((x, y)), coin)

    # ---------------------------------------------------------------- pieces
    def _paint_things(self, surf: pygame.Surface, key: Any) -> None:
        geo, v, hide = self._geo, self._view, self._hide
        assert geo is not None and v is not None
        surf.fill((0, 0, 0, 0))
        _, hidden_platforms, hidden_monkeys, hidden_sleeves = hide
        controller = {}
        for f in v.get("forts") or ():
            for c in f["cells"]:
                controller[(c[0], c[1])] = f["controller"]
        for p in v.get("platforms") or ():
            if p["id"] in hidden_platforms:
                continue
            cells = [tuple(c) for c in p["cells"]]
            ctrl = controller.get(cells[0]) if cells else None
            pieces.draw_platform(surf, [geo.rect(c) for c in cells], None,
                                 controller_colour=None if ctrl is None else self.colour(ctrl))
        self._paint_forts(surf, geo, v, hidden_platforms, outline=True)
        for x, y in v.get("sleeves") or ():
            if (x, y) not in hidden_sleeves:
                pieces.draw_catapult(surf, geo.rect((x, y)))
        trees = {(x, y) for x, y, _ in v.get("coins") or ()} - set(controller)
        for m in v.get("monkeys") or ():
            if m["id"] in hidden_monkeys:
                continue
            self.monkey(surf, geo.rect(m["cell"]), m, in_tree=tuple(m["cell"]) in trees,
                        tag=False)

    def _paint_labels(self, surf: pygame.Surface, key: Any) -> None:
        """The numbers: each fort's squares and the big lumber tags, drawn over
        everything else on the board (the glows of the squares one may pick)."""
        geo, v, hide = self._geo, self._view, self._hide
        assert geo is not None and v is not None
        surf.fill((0, 0, 0, 0))
        hidden_monkeys = hide[2]
        for m in v.get("monkeys") or ():
            lumber = max(0, min(4, int(m.get("lumber", 0) or 0)))
            if m["id"] not in hidden_monkeys and lumber and not own_tag(geo.rect(m["cell"])):
                lumber_tag(surf, geo.rect(m["cell"]), lumber)
        self._paint_forts(surf, geo, v, hide[1], outline=False)

    def _paint_forts(self, surf: pygame.Surface, geo: Geometry, v: Mapping[str, Any],
                     hidden: Any, outline: bool) -> None:
        """Each fort's outline in its controller's colour (outline=True), or its
        square count, the score it is worth (outline=False)."""
        gone = {tuple(c) for p in v.get("platforms") or () if p["id"] in hidden
                for c in p["cells"]}
        s = geo.size
        width = max(3, s // 9)
        for f in v.get("forts") or ():
            cells = [tuple(c) for c in f["cells"] if tuple(c) not in gone]
            if not cells:
                continue
            ctrl = f["controller"]
            col = self.colour(ctrl) if ctrl is not None else (236, 230, 214)
            if not outline:
                self._fort_count(surf, geo, cells, col)
                continue
            for a, b in fort_edges(cells):
                pa = (geo.left + (a[0] - geo.x0) * s, geo.top + (a[1] - geo.y0) * s)
                pb = (geo.left + (b[0] - geo.x0) * s, geo.top + (b[1] - geo.y0) * s)
                pygame.draw.line(surf, (20, 20, 20), pa, pb, width + 4)
                pygame.draw.line(surf, col, pa, pb, width)

    def _fort_count(self, surf: pygame.Surface, geo: Geometry, cells: list, col) -> None:
        """The score a fort is worth, on its top-left corner (a score: 28 px at
        least, even on the small squares of a big board)."""
        s = geo.size
        top = min(cells, key=lambda c: (c[1], c[0]))
        r = geo.rect(top)
        words = str(len(cells))
        px = max(NUMBER_PX, int(s * 0.4))
        rad = max(s // 4, font(px).size(words)[0] // 2 + 5, px // 2)
        # on the fort's corner point, so a monkey on a one-square fort still shows
        centre = (r.x + max(2, rad - s // 2), r.y + max(2, rad - s // 2))
        pygame.draw.circle(surf, (20, 20, 20), centre, rad + 2)
        pygame.draw.circle(surf, col, centre, rad)
        draw_text(surf, words, px, (20, 20, 20) if sum(col) > 450 else (255, 255, 255), centre)

    def monkey(self, surf: pygame.Surface, rect: pygame.Rect, m: Mapping[str, Any],
               in_tree: bool = False, tag: bool = True) -> None:
        """A monkey; the lumber it carries in its own plank tag when the tag's
        number comes out at 28 px or more, else in a bigger tag of our own over
        the square's corner (a 33 px square's tag would be 11 px; `tag` False:
        the labels layer draws it)."""
        lumber = max(0, min(4, int(m.get("lumber", 0) or 0)))
        own = own_tag(rect) and not in_tree
        pieces.draw_monkey(surf, rect, self.colour(m["seat"]), lumber=lumber if own else 0,
                           riding=bool(m.get("riding")), in_tree=in_tree,
                           shape=self.shape(m["seat"]) if self.colour_blind else None)
        if lumber and not own and tag:
            lumber_tag(surf, rect, lumber)

    # ---------------------------------------------------------------- a frame
    def draw(self, surf: pygame.Surface, geo: Geometry, view: Mapping[str, Any], version: Any,
             hide: tuple = (frozenset(), frozenset(), frozenset(), frozenset())) -> None:
        self._geo, self._view, self._hide, self._version = geo, view, hide, version
        owners = tuple((x, y, o) for x, y, o in view.get("owner") or ())
        # the trees stand on the ground layer: a tree changes only when it is cut (or
        # a platform over it goes), while the pieces' layer is painted again for every
        # shot and fall; 128 trees on an 8-player board were most of that painting
        trees = tuple((x, y, coin) for x, y, coin in view.get("coins") or ()
                      if (x, y) not in hide[0])
        surf.blit(self.ground.surface((geo.size, owners, self.colour_blind, trees)), (0, 0))
        surf.blit(self.things.surface((version, hide, self.colour_blind, geo.size)), (0, 0))

    def draw_labels(self, surf: pygame.Surface) -> None:
        """The numbers layer for the table `draw` was last given."""
        key = (self._version, self._hide, self.colour_blind, self._geo.size if self._geo else 0)
        surf.blit(self.labels.surface(key), (0, 0))


def own_tag(rect: pygame.Rect) -> bool:
    """The monkey sprite's own lumber tag reads at 28 px on a square this big."""
    return round(round(min(rect.w, rect.h) * 0.36) * 0.95) >= NUMBER_PX


def lumber_tag(surf: pygame.Surface, rect: pygame.Rect, lumber: int) -> pygame.Rect:
    """A plank tag with the lumber's number at 28 px, its corner on the square's
    bottom-right corner (it may reach over the next squares)."""
    words = str(lumber)
    glyph = font(NUMBER_PX).render(words, True, pieces.INK)
    ink = glyph.get_bounding_rect()            # the digit itself, not the line's height
    box = pygame.Rect(0, 0, ink.w + 8, ink.h + 8)
    box.center = (rect.right - 2, rect.bottom - 4)
    pygame.draw.rect(surf, pieces.WOOD_EDGE, box.inflate(4, 4), border_radius=7)
    pygame.draw.rect(surf, pieces.WOOD, box, border_radius=6)
    at = glyph.get_rect()
    at.center = (box.centerx - (ink.centerx - at.w // 2), box.centery - (ink.centery - at.h // 2))
    draw_text(surf, words, NUMBER_PX, pieces.INK, at.center)
    return box


def glow_squares(surf: pygame.Surface, geo: Geometry, cells: Iterable[Sequence[int]],
                 colour: Sequence[int], t: float, fill: int = 70) -> None:
    """Pulsing marks on the squares one may pick."""
    import math
    a = int(fill + 50 * (0.5 + 0.5 * math.sin(t * 5)))
    s = geo.size
    mark = pygame.Surface((s, s), pygame.SRCALPHA)
    mark.fill((*colour[:3], a))
    pygame.draw.rect(mark, (*colour[:3], 230), mark.get_rect(), max(2, s // 12),
                     border_radius=max(2, s // 8))
    for c in cells:
        surf.blit(mark, geo.rect(c))


def outline_cells(surf: pygame.Surface, geo: Geometry, cells: Iterable[Sequence[int]],
                  colour: Sequence[int], width: int = 4) -> None:
    s = geo.size
    for a, b in fort_edges(cells):
        pa = (geo.left + (a[0] - geo.x0) * s, geo.top + (a[1] - geo.y0) * s)
        pb = (geo.left + (b[0] - geo.x0) * s, geo.top + (b[1] - geo.y0) * s)
        pygame.draw.line(surf, colour, pa, pb, width)


def cell(c: Sequence[int]) -> Cell:
    return Cell(int(c[0]), int(c[1]))
