"""Treefort Nations boards drawn in Tiled (levels/treefort/players-N.tmx) -> Layout.

A board is made of 8 x 8 Territory Grids laid edge to edge: one grid per seat,
plus the ownerless neutral grids (1 for 2-5 players, none for 6 and 8, 4 for 7).
A board map (see docs/rules/treefort-layouts.md) is an orthogonal Tiled map with

* a tile layer ``grids``: one tile per board square, from the tileset
  levels/treefort/grids.tsx. Each tile's custom property ``owner`` is a seat
  number ``0`` .. ``n-1`` or ``neutral`` (tile types ``territory`` and
  ``neutral``). Squares outside every grid are empty;
* the map properties ``title`` (string, what players see) and ``players``
  (int, 2-8).

`load_layout(name_or_path)` reads and checks a map and returns a frozen
`Layout` (cells are `game.core.grid.Cell`s in map coordinates: column x, row y,
y down). It checks that every seat owns exactly one 8 x 8 block, that the
neutral squares split into whole 8 x 8 grids and that there are as many as the
player count needs, and that the board is one piece. Every problem is a
`LevelError` (a `BadSetup`) naming the file. `layout_for(players)` is the
shipped board for a player count; `list_layouts()` lists them.

`fairness(layout)` measures each seat's position: shared border with neutral
ground and with each other seat, neighbouring seats, distances, and the share
of neutral ground nearer to it than to anyone else (docs/rules/treefort-layouts.md
prints the table for every shipped board).

No pygame here; pytmx is imported without it (see game.maps.tiled).
"""
from __future__ import annotations

import logging
from collections import deque
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import Any

from game.core.grid import Cell, Grid, components
from game.rules.treefort.shots import OUT_OF_RANGE
from game.resources import levels_dir

from .tiled import (NAME_RE, LevelError, MapTile, load_tmx, map_properties, prop, resolve_map,
                    tile_layer)

log = logging.getLogger(__name__)

LEVELS_DIR = levels_dir("treefort")
GRID_LAYER = "grids"
GRID_SIZE = 8                       # a Territory Grid is GRID_SIZE x GRID_SIZE squares
GRID_SQUARES = GRID_SIZE * GRID_SIZE
NEUTRAL = "neutral"                 # the `owner` of a neutral square
TERRITORY_TYPE, NEUTRAL_TYPE = "territory", "neutral"   # the tileset's tile types
MIN_PLAYERS, MAX_PLAYERS = 2, 8
SHOT_REACH = OUT_OF_RANGE - 1      # squares between a platform catapult and what it can hit
NEUTRAL_GRIDS = {2: 1, 3: 1, 4: 1, 5: 1, 6: 0, 7: 4, 8: 0}
SEAT_LETTERS = "ABCDEFGH"           # seat 0 is A in the pictures
NEUTRAL_LETTER = "N"

Owner = int | None                  # a seat, or None for neutral ground


def neutral_grids_for(players: int) -> int:
    """How many neutral grids a board for `players` has."""
    if players not in NEUTRAL_GRIDS:
        raise LevelError(None, f"Treefort Nations is for {MIN_PLAYERS}-{MAX_PLAYERS} players, "
                               f"not {players}.")
    return NEUTRAL_GRIDS[players]


def layout_name(players: int) -> str:
    """The shipped board's name for a player count: "players-4"."""
    return f"players-{players}"


def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


@dataclass(frozen=True)
class Layout:
    """A checked board: who owns each square, and the 8 x 8 grids it is made of."""

    name: str
    title: str
    path: Path
    players: int
    # every board square -> its seat, or None for neutral ground (read-only)
    owner_of: Mapping[Cell, Owner] = field(hash=False, repr=False)
    # the grids, seats 0..n-1 first, then the neutral grids top to bottom
    grids: tuple[tuple[Owner, Grid], ...] = ()
    width: int = 0                  # the map's size in squares
    height: int = 0

    @cached_property
    def cells(self) -> frozenset[Cell]:
        """Every square of the board."""
        return frozenset(self.owner_of)

    @cached_property
    def neutral(self) -> frozenset[Cell]:
        """The squares of the neutral grids (empty for 6 and 8 players)."""
        return frozenset(c for c, o in self.owner_of.items() if o is None)

    @cached_property
    def _territories(self) -> dict[int, frozenset[Cell]]:
        out: dict[int, set[Cell]] = {s: set() for s in range(self.players)}
        for c, o in self.owner_of.items():
            if o is not None:
                out[o].add(c)
        return {s: frozenset(cs) for s, cs in out.items()}

    def territory(self, seat: int) -> frozenset[Cell]:
        """The 64 squares of `seat`'s Territory Grid."""
        if seat not in self._territories:
            raise ValueError(f"seat {seat} is not at this {self.players}-player board")
        return self._territories[seat]

    def grid_of(self, seat: int) -> Grid:
        """`seat`'s Territory Grid as a `Grid` (8 x 8, with its offset)."""
        for o, g in self.grids:
            if o == seat:
                return g
        raise ValueError(f"seat {seat} is not at this {self.players}-player board")

    @property
    def neutral_grids(self) -> tuple[Grid, ...]:
        return tuple(g for o, g in self.grids if o is None)

    def picture(self) -> str:
        """The board drawn in letters: seat 0 is A, 1 is B..., neutral ground N, `.`
        no board. One character per block of squares as large as the grids'
        offsets allow (one per grid when grids lie on the 8-square lattice, 2 x 2
        per grid when some are shifted by half a grid)."""
        step = GRID_SIZE
        for _, g in self.grids:
            while step > 1 and (g.left % step or g.top % step):
                step //= 2
        x0 = min(g.left for _, g in self.grids)
        y0 = min(g.top for _, g in self.grids)
        x1 = max(g.left + g.width for _, g in self.grids)
        y1 = max(g.top + g.height for _, g in self.grids)
        rows = []
        for y in range(y0, y1, step):
            row = ""
            for x in range(x0, x1, step):
                c = Cell(x, y)
                if c not in self.owner_of:
                    row += "."
                else:
                    o = self.owner_of[c]
                    row += NEUTRAL_LETTER if o is None else SEAT_LETTERS[o]
            rows.append(row)
        return "\n".join(rows)


# ---------------------------------------------------------------------------
# reading

def _check_orthogonal(tm: Any, path: Path) -> tuple[int, int]:
    orient = getattr(tm, "orientation", None)
    if orient != "orthogonal":
        raise LevelError(path, f"is not a square-grid map (orientation {orient!r}): make it with "
                               "Map > New Map > Orientation: Orthogonal.")
    if str(getattr(tm, "infinite", "0")).lower() in ("1", "true"):
        raise LevelError(path, "is an infinite map: untick 'Infinite' in the map properties.")
    return int(tm.width), int(tm.height)


def _owner(path: Path, t: MapTile, players: int) -> Owner:
    where = f"square ({t.col}, {t.row}) of layer {GRID_LAYER!r}"
    if "owner" not in t.properties:
        known = t.tile.tileset and (t.type or t.properties)
        what = (f"tile {t.tile.tile_id} of tileset {t.tile.tileset!r}" if known
                else f"an unknown tile (gid {t.tile.tiled_gid})")
        raise LevelError(path, f"{where} holds {what}, which has no 'owner' property: paint "
                               "the board with the tiles of grids.tsx.")
    raw = t.properties["owner"]
    seats = f"0-{players - 1}"
    if isinstance(raw, str) and raw.strip().lower() == NEUTRAL:
        return None
    if isinstance(raw, bool):
        seat = None
    elif isinstance(raw, int):
        seat = raw
    elif isinstance(raw, float) and raw.is_integer():
        seat = int(raw)
    elif isinstance(raw, str) and raw.strip().isdigit():
        seat = int(raw.strip())
    else:
        seat = None
    if seat is None:
        raise LevelError(path, f"{where} has owner {raw!r}: an owner is a seat number "
                               f"({seats}) or {NEUTRAL!r}.")
    if not 0 <= seat < players:
        raise LevelError(path, f"{where} belongs to seat {seat}, but a {players}-player board "
                               f"has seats {seats} only.")
    return seat


def _blocks(cells: Iterable[Cell]) -> list[Grid] | Cell:
    """Split squares into whole 8 x 8 blocks. The split is unique when there is one:
    the first square in reading order (top row first) can only be the top-left
    corner of its block. Returns the blocks (in reading order), or the first
    square that no whole block can cover."""
    todo = set(cells)
    out: list[Grid] = []
    while todo:
        corner = min(todo, key=lambda c: (c.y, c.x))
        g = Grid(GRID_SIZE, GRID_SIZE, corner.x, corner.y)
        block = set(g.cells())
        if not block <= todo:
            return corner
        todo -= block
        out.append(g)
    return out


def _describe(cells: set[Cell]) -> str:
    xs = [c.x for c in cells]
    ys = [c.y for c in cells]
    w, h = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
    pieces = len(components(cells))
    text = (f"{_plural(len(cells), 'square')} spread over {w} x {h} squares from "
            f"({min(xs)}, {min(ys)}) to ({max(xs)}, {max(ys)})")
    if pieces > 1:
        text += f", in {pieces} separate pieces"
    return text


def _seat_grid(path: Path, seat: int, cells: set[Cell]) -> Grid:
    blocks = _blocks(cells)
    if isinstance(blocks, list) and len(blocks) == 1:
        return blocks[0]
    if isinstance(blocks, list):
        raise LevelError(path, f"seat {seat} has {len(blocks)} Territory Grids (at "
                               + ", ".join(f"({g.left}, {g.top})" for g in blocks)
                               + "): each seat owns exactly one 8 x 8 grid.")
    raise LevelError(path, f"seat {seat}'s squares are not one 8 x 8 Territory Grid: "
                           f"{_describe(cells)}. Each seat owns one whole 8 x 8 block "
                           f"of {GRID_SQUARES} squares.")


def _neutral_grids(path: Path, cells: set[Cell], players: int) -> list[Grid]:
    want = neutral_grids_for(players)
    board = f"a {players}-player board has {want if want else 'no'} neutral " \
            f"grid{'' if want == 1 else 's'}"
    if cells and not want:
        raise LevelError(path, f"has {_plural(len(cells), 'neutral square')}, but {board}.")
    blocks = _blocks(cells)
    if not isinstance(blocks, list):
        raise LevelError(path, f"the neutral squares do not make whole 8 x 8 grids: neutral "
                               f"square ({blocks.x}, {blocks.y}) is not part of an 8 x 8 block "
                               f"of neutral squares ({_describe(cells)}).")
    if len(blocks) != want:
        raise LevelError(path, f"has {_plural(len(blocks), 'neutral grid')}, but {board}.")
    return blocks


def _check_connected(path: Path, owner_of: Mapping[Cell, Owner],
                     grids: list[tuple[Owner, Grid]]) -> None:
    pieces = components(owner_of)
    if len(pieces) <= 1:
        return
    pieces.sort(key=len, reverse=True)
    loose = [(o, g) for o, g in grids if Cell(g.left, g.top) not in pieces[0]]
    names = [("the neutral grid" if o is None else f"seat {o}'s grid") + f" at ({g.left}, {g.top})"
             for o, g in loose]
    raise LevelError(path, f"the board falls apart into {len(pieces)} pieces: "
                           f"{', '.join(names)} {'does' if len(names) == 1 else 'do'} not touch "
                           "the rest. Grids meet edge to edge, along at least one square.")


def read_layout(path: str | Path, name: str | None = None) -> Layout:
    """Read and check one board map file (no cache)."""
    path = Path(path)
    tm = load_tmx(path)
    width, height = _check_orthogonal(tm, path)
    props = map_properties(tm)
    title = prop(props, "title", str, path, "the map").strip()
    if not title:
        raise LevelError(path, "the map's 'title' property is empty: give the board a name.")
    players = prop(props, "players", int, path, "the map", lo=MIN_PLAYERS, hi=MAX_PLAYERS)
    tiles = tile_layer(tm, GRID_LAYER, path)
    owner_of: dict[Cell, Owner] = {}
    for t in tiles:
        owner_of[Cell(t.col, t.row)] = _owner(path, t, players)
    if not owner_of:
        raise LevelError(path, f"layer {GRID_LAYER!r} is empty: paint the grids with the tiles "
                               "of grids.tsx.")
    by_owner: dict[Owner, set[Cell]] = {}
    for c, o in owner_of.items():
        by_owner.setdefault(o, set()).add(c)
    missing = [s for s in range(players) if s not in by_owner]
    if missing:
        raise LevelError(path, f"has no Territory Grid for seat{'s' if len(missing) > 1 else ''} "
                               f"{', '.join(map(str, missing))}: a {players}-player board has one "
                               f"8 x 8 grid for each seat 0-{players - 1}.")
    grids: list[tuple[Owner, Grid]] = [(s, _seat_grid(path, s, by_owner[s]))
                                       for s in range(players)]
    grids += [(None, g) for g in _neutral_grids(path, by_owner.get(None, set()), players)]
    _check_connected(path, owner_of, grids)
    return Layout(name=name or path.stem, title=title, path=path, players=players,
                  owner_of=MappingProxyType(owner_of), grids=tuple(grids),
                  width=width, height=height)


# ---------------------------------------------------------------------------
# the shipped boards

_CACHE: dict[Path, tuple[tuple[int, int], Layout]] = {}


def _resolve(name_or_path: str | Path) -> tuple[Path, str]:
    return resolve_map(name_or_path, LEVELS_DIR, "board")


def load_layout(name_or_path: str | Path) -> Layout:
    """A shipped board by name ("players-4": levels/treefort/players-4.tmx) or a path
    to any .tmx; checked, and cached until the file changes."""
    path, name = _resolve(name_or_path)
    key = path.resolve()
    try:
        st = key.stat()
    except OSError:
        raise LevelError(path, "there is no such map file.") from None
    stamp = (st.st_mtime_ns, st.st_size)
    hit = _CACHE.get(key)
    if hit is not None and hit[0] == stamp and hit[1].name == name:
        return hit[1]
    layout = read_layout(path, name)
    _CACHE[key] = (stamp, layout)
    return layout


def layout_for(players: int) -> Layout:
    """The shipped board for a match of `players` (levels/treefort/players-N.tmx)."""
    neutral_grids_for(players)  # 2-8 only
    layout = load_layout(layout_name(players))
    if layout.players != players:
        raise LevelError(layout.path, f"is a board for {layout.players} players, not {players}.")
    return layout


def list_layouts(players: int | None = None, directory: str | Path | None = None) -> list[Layout]:
    """The boards in levels/treefort/ (for `players`, or all), by player count then name.
    A broken map is left out with a logged warning, never an exception."""
    folder = LEVELS_DIR if directory is None else Path(directory)
    out = []
    for p in sorted(folder.glob("*.tmx")):
        if not NAME_RE.match(p.stem):
            log.warning("skipping board map %s: its name must be lower-case letters, digits, "
                        "'-' and '_'", p.name)
            continue
        try:
            layout = load_layout(p)
        except LevelError as e:
            log.warning("skipping board map: %s", e)
            continue
        if players is None or layout.players == players:
            out.append(layout)
    return sorted(out, key=lambda lay: (lay.players, lay.name))


# ---------------------------------------------------------------------------
# fairness

def _walk(start: Iterable[Cell], board: frozenset[Cell]) -> dict[Cell, int]:
    """Orthogonal steps over board squares from the nearest of `start` (distance 0)."""
    dist = {c: 0 for c in start}
    todo = deque(dist)
    while todo:
        c = todo.popleft()
        for n in c.neighbours():
            if n in board and n not in dist:
                dist[n] = dist[c] + 1
                todo.append(n)
    return dist


def _from_centre(g: Grid, cells: Iterable[Cell]) -> int | None:
    """Orthogonal steps from the centre of grid `g` (the point between its four
    middle squares) to the centre of the nearest of `cells`: whole numbers, as the
    half steps of the two axes add up."""
    cx2, cy2 = 2 * g.left + g.width, 2 * g.top + g.height     # twice the centre point
    best = None
    for c in cells:
        d2 = abs(2 * c.x + 1 - cx2) + abs(2 * c.y + 1 - cy2)
        if best is None or d2 < best:
            best = d2
    return None if best is None else best // 2


def _in_range(own: Iterable[Cell], others: Iterable[Cell]) -> int:
    """How many of `others` a catapult on a platform somewhere in `own` could hit:
    on one row, column or exact diagonal with at most SHOT_REACH squares between."""
    mine = list(own)
    hit = 0
    for c in others:
        for m in mine:
            dx, dy = abs(c.x - m.x), abs(c.y - m.y)
            if (dx == 0 or dy == 0 or dx == dy) and max(dx, dy) - 1 <= SHOT_REACH:
                hit += 1
                break
    return hit


def fairness(layout: Layout) -> dict[int, dict[str, Any]]:
    """Each seat's position on the board, seat -> numbers:

    * ``neutral_border``: square edges between the seat's grid and neutral squares;
    * ``borders``: {other seat: square edges shared with it} (seats it touches);
    * ``opponent_border``: the sum of those;
    * ``neighbours``: how many seats it touches along at least one edge;
    * ``neutral_distance``: steps from the centre of its grid to the nearest
      neutral square (None without neutral ground);
    * ``opponent_distance``: the same to the nearest square of another seat;
    * ``neutral_share``: neutral squares a monkey walks to sooner from this grid
      than from any other (ties shared), rounded to 0.1; they add up to all the
      neutral squares. Not part of the ruling: a hint at who reaches the neutral
      trees first;
    * ``in_range``: other seats' squares that a catapult on a platform in this
      grid could hit, which are also the squares from which their catapults hit
      this grid. Not part of the ruling either: the 8-player board once had seats
      in range of 168 squares and others of 96, and the exposed ones won less.
    """
    own = layout.owner_of
    out: dict[int, dict[str, Any]] = {}
    border: dict[tuple[Owner, Owner], int] = {}
    for c, o in own.items():
        for n in (Cell(c.x + 1, c.y), Cell(c.x, c.y + 1)):
            if n in own and own[n] != o:
                a, b = o, own[n]
                border[(a, b)] = border.get((a, b), 0) + 1
                border[(b, a)] = border.get((b, a), 0) + 1
    walks = {s: _walk(layout.territory(s), layout.cells) for s in range(layout.players)}
    share = {s: 0.0 for s in range(layout.players)}
    for c in layout.neutral:
        steps = {s: walks[s].get(c) for s in walks}
        reach = [d for d in steps.values() if d is not None]
        if not reach:
            continue
        best = min(reach)
        first = [s for s, d in steps.items() if d == best]
        for s in first:
            share[s] += 1 / len(first)
    for s in range(layout.players):
        g = layout.grid_of(s)
        others = {t: border[(s, t)] for t in range(layout.players)
                  if t != s and border.get((s, t), 0)}
        opp_cells = [c for c, o in own.items() if o is not None and o != s]
        out[s] = {
            "neutral_border": border.get((s, None), 0),
            "borders": others,
            "opponent_border": sum(others.values()),
            "neighbours": len(others),
            "neutral_distance": _from_centre(g, layout.neutral),
            "opponent_distance": _from_centre(g, opp_cells),
            "neutral_share": round(share[s], 1),
            "in_range": _in_range(layout.territory(s), opp_cells),
        }
    return out


FAIRNESS_NUMBERS = ("neutral_border", "neighbours", "opponent_border", "neutral_distance",
                    "opponent_distance", "neutral_share", "in_range")


def spread(fair: Mapping[int, Mapping[str, Any]], key: str) -> float:
    """How far apart the seats are on one number of `fairness()` (max - min; 0 when
    every seat has the same, or when the number does not apply)."""
    vals = [v[key] for v in fair.values() if v[key] is not None]
    return max(vals) - min(vals) if vals else 0
