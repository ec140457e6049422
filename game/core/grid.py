"""Square-grid maths: cells, bounds, neighbours, walking, lines, polyominoes, forts.

Coordinates are (x, y): x is the column and grows to the right, y is the row
and grows downwards, as on screen and in Tiled. So north is y - 1, and a
quarter turn "clockwise" means clockwise as seen on screen.

`bounds` is anything answering `cell in bounds`: a `Grid` for a rectangle, or
a set of cells for a board made of several grids (possibly with gaps).
Shapes are frozensets of cells; everything here is hashable and JSON-friendly
(a cell is [x, y]).

Lines: `line_between` answers None when two cells are not on one row, column
or exact diagonal (or are the same cell); `squares_between`, which needs a
line, raises ValueError with a readable message instead.

Pure Python, no pygame.
"""
from __future__ import annotations

from collections import deque
from collections.abc import Container, Iterable, Iterator, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import NamedTuple


class Cell(NamedTuple):
    """One square: column x, row y. Hashable, ordered (x, then y), JSON as [x, y].

    Arithmetic is by method, as for `Hex`: `+` on a tuple concatenates."""

    x: int
    y: int

    def plus(self, other: Cell) -> Cell:
        return Cell(self.x + other.x, self.y + other.y)

    def minus(self, other: Cell) -> Cell:
        return Cell(self.x - other.x, self.y - other.y)

    def scaled(self, k: int) -> Cell:
        return Cell(self.x * k, self.y * k)

    def neighbours(self) -> tuple[Cell, ...]:
        """The 4 orthogonal neighbours, in the order of ORTHOGONAL (N, E, S, W).
        Kept once made: walks, forts and bots ask for them all the time."""
        got = _NEAR.get(self)
        if got is None:
            if len(_NEAR) > 100_000:  # a bound, should odd cells be asked
                _NEAR.clear()
            got = _NEAR[self] = tuple(Cell(self.x + d.x, self.y + d.y) for d in ORTHOGONAL)
        return got

    def king_neighbours(self) -> list[Cell]:
        """The 8 neighbours a chess king reaches, in the order of DIRECTIONS."""
        return [Cell(self.x + d.x, self.y + d.y) for d in DIRECTIONS]

    def to_json(self) -> list[int]:
        return [self.x, self.y]

    @classmethod
    def from_json(cls, v: Iterable[int]) -> Cell:
        x, y = v
        return cls(int(x), int(y))


N, NE, E, SE = Cell(0, -1), Cell(1, -1), Cell(1, 0), Cell(1, 1)
S, SW, W, NW = Cell(0, 1), Cell(-1, 1), Cell(-1, 0), Cell(-1, -1)
# Clockwise from north; DIRECTIONS[i] and DIRECTIONS[(i + 4) % 8] are opposite.
DIRECTIONS: tuple[Cell, ...] = (N, NE, E, SE, S, SW, W, NW)
_NEAR: dict[Cell, tuple[Cell, ...]] = {}
ORTHOGONAL: tuple[Cell, ...] = (N, E, S, W)
DIAGONAL: tuple[Cell, ...] = (NE, SE, SW, NW)

Shape = frozenset[Cell]
Bounds = Container[Cell]


@dataclass(frozen=True)
class Grid:
    """A width x height rectangle whose top-left cell is (left, top).

    An offset lets one territory of a multi-grid board say which cells are its own."""

    width: int
    height: int
    left: int = 0
    top: int = 0

    def __post_init__(self) -> None:
        if self.width < 0 or self.height < 0:
            raise ValueError(f"a grid cannot be {self.width} x {self.height}")

    def contains(self, cell: tuple[int, int]) -> bool:
        x, y = cell
        return (self.left <= x < self.left + self.width
                and self.top <= y < self.top + self.height)

    def __contains__(self, cell: object) -> bool:
        return isinstance(cell, tuple) and len(cell) == 2 and self.contains(cell)

    def cells(self) -> Iterator[Cell]:
        """Every cell, row by row (reading order), top row first."""
        for y in range(self.top, self.top + self.height):
            for x in range(self.left, self.left + self.width):
                yield Cell(x, y)

    __iter__ = cells

    def __len__(self) -> int:
        return self.width * self.height

    def to_json(self) -> dict[str, int]:
        return {"width": self.width, "height": self.height, "left": self.left, "top": self.top}

    @classmethod
    def from_json(cls, v: Mapping[str, int]) -> Grid:
        return cls(int(v["width"]), int(v["height"]), int(v.get("left", 0)), int(v.get("top", 0)))


# ---------------------------------------------------------------------------
# Distances and walking (monkeys move orthogonally only).

def manhattan(a: Cell, b: Cell) -> int:
    """Orthogonal steps from a to b on an open board."""
    return abs(a.x - b.x) + abs(a.y - b.y)


def king_distance(a: Cell, b: Cell) -> int:
    """King moves from a to b (Chebyshev distance)."""
    return max(abs(a.x - b.x), abs(a.y - b.y))


def orthogonal_steps(cell: Cell, bounds: Bounds) -> list[Cell]:
    """The orthogonal neighbours of `cell` that lie inside `bounds`."""
    return [n for n in cell.neighbours() if n in bounds]


def reachable(start: Cell, max_steps: int, bounds: Bounds,
              blocked: Container[Cell] = frozenset()) -> dict[Cell, int]:
    """Each cell reachable from `start` in at most `max_steps` orthogonal steps,
    staying in `bounds` and never entering `blocked`, mapped to its fewest steps.

    `start` is always there at 0, even if it is in `blocked` or out of bounds:
    a monkey's own square is occupied (by itself) and it may still stay put.
    The dict is in breadth-first order, so iterating it is deterministic."""
    if max_steps < 0:
        raise ValueError(f"max_steps must be >= 0, not {max_steps}")
    dist = {start: 0}
    frontier = deque([start])
    while frontier:
        c = frontier.popleft()
        d = dist[c]
        if d == max_steps:
            continue
        for n in c.neighbours():
            if n not in dist and n in bounds and n not in blocked:
                dist[n] = d + 1
                frontier.append(n)
    return dist


def path_to(distances: Mapping[Cell, int], goal: Cell) -> list[Cell]:
    """A shortest walk, start to `goal` inclusive, through a `reachable` answer.

    Ties go to the first neighbour in N, E, S, W order, so the walk is always the same."""
    if goal not in distances:
        raise ValueError(f"({goal.x}, {goal.y}) was not reached")
    path = [goal]
    while distances[path[-1]] > 0:
        d = distances[path[-1]]
        path.append(next(n for n in path[-1].neighbours() if distances.get(n) == d - 1))
    path.reverse()
    return path


# ---------------------------------------------------------------------------
# Lines (attacks fly along a row, a column or an exact diagonal; nothing blocks them).

class Line(NamedTuple):
    """How b lies from a: a unit step from DIRECTIONS and how many such steps."""

    direction: Cell
    distance: int


def _sign(v: int) -> int:
    return (v > 0) - (v < 0)


def line_between(a: Cell, b: Cell) -> Line | None:
    """The line from a to b, or None if they share no row, column or exact diagonal
    (or are the same cell, which has no direction). Ignores bounds."""
    dx, dy = b.x - a.x, b.y - a.y
    if (dx == 0 and dy == 0) or (dx != 0 and dy != 0 and abs(dx) != abs(dy)):
        return None
    return Line(Cell(_sign(dx), _sign(dy)), max(abs(dx), abs(dy)))


def squares_between(a: Cell, b: Cell) -> list[Cell]:
    """The cells strictly between a and b on their line, in order from a
    (distance - 1 of them: none for neighbours). ValueError if there is no line."""
    line = line_between(a, b)
    if line is None:
        why = "are the same square" if a == b else "are not on one row, column or diagonal"
        raise ValueError(f"({a.x}, {a.y}) and ({b.x}, {b.y}) {why}")
    return [a.plus(line.direction.scaled(k)) for k in range(1, line.distance)]


def cells_on_ray(origin: Cell, direction: Cell, bounds: Bounds,
                 limit: int | None = None) -> list[Cell]:
    """The cells from `origin` (excluded) outwards in one of the 8 DIRECTIONS, nearest
    first, up to `limit` of them, stopping at the first cell outside `bounds`.

    A ray does not jump gaps in a set-of-cells board; to test one target across a
    gap use `line_between`. `bounds` must be finite when there is no limit."""
    d = Cell(*direction)
    if d not in DIRECTIONS:
        raise ValueError(f"{tuple(direction)} is not one of the 8 unit directions")
    out: list[Cell] = []
    c = origin.plus(d)
    while c in bounds and (limit is None or len(out) < limit):
        out.append(c)
        c = c.plus(d)
    return out


# ---------------------------------------------------------------------------
# Polyominoes (platform pieces).

def translate(cells: Iterable[tuple[int, int]], by: Cell) -> Shape:
    return frozenset(Cell(x + by.x, y + by.y) for x, y in cells)


def normalise(cells: Iterable[tuple[int, int]]) -> Shape:
    """Translate a shape so that its smallest x and smallest y are both 0."""
    pts = list(cells)
    if not pts:
        return frozenset()
    return translate(pts, Cell(-min(x for x, _ in pts), -min(y for _, y in pts)))


def rotate(cells: Iterable[tuple[int, int]], quarter_turns: int = 1) -> Shape:
    """Rotate about the origin by quarter turns clockwise on screen (E -> S -> W -> N).
    Not normalised, so four turns give back exactly the same cells."""
    out = [Cell(*c) for c in cells]
    for _ in range(quarter_turns % 4):
        out = [Cell(-c.y, c.x) for c in out]
    return frozenset(out)


def reflect(cells: Iterable[tuple[int, int]]) -> Shape:
    """Mirror left-right across the column x = 0 (S-tetromino <-> Z-tetromino)."""
    return frozenset(Cell(-x, y) for x, y in cells)


def _form_key(shape: Shape) -> tuple[Cell, ...]:
    return tuple(sorted(shape))


def orientations(cells: Iterable[tuple[int, int]]) -> tuple[Shape, ...]:
    """The distinct normalised rotations and reflections of a shape, sorted by
    their sorted cells (so an index into this tuple is stable)."""
    base = frozenset(Cell(*c) for c in cells)
    forms = {normalise(rotate(s, k)) for s in (base, reflect(base)) for k in range(4)}
    return tuple(sorted(forms, key=_form_key))


def _picture(rows: str) -> Shape:
    """A shape drawn as rows of '#' (filled) and '.' (empty), separated by spaces."""
    return frozenset(Cell(x, y) for y, row in enumerate(rows.split())
                     for x, ch in enumerate(row) if ch == "#")


# The free polyominoes of 1-4 squares; the reflections (Z, J) are orientations.
PIECES: Mapping[str, Shape] = MappingProxyType({
    "monomino": _picture("#"),
    "domino": _picture("##"),
    "I-tromino": _picture("###"),
    "L-tromino": _picture("#. ##"),
    "I-tetromino": _picture("####"),
    "O-tetromino": _picture("## ##"),
    "T-tetromino": _picture("### .#."),
    "S-tetromino": _picture(".## ##."),
    "L-tetromino": _picture("#. #. ##"),
})
ORIENTATIONS: Mapping[str, tuple[Shape, ...]] = MappingProxyType(
    {name: orientations(shape) for name, shape in PIECES.items()})
_NAME_OF_FORM: dict[Shape, str] = {
    form: name for name, forms in ORIENTATIONS.items() for form in forms}


def identify(cells: Iterable[tuple[int, int]]) -> str | None:
    """The name of the piece these cells form (in any orientation), or None if
    they are empty, not orthogonally connected, or bigger than four squares."""
    return _NAME_OF_FORM.get(normalise(cells))


def placements(shape: str | Iterable[tuple[int, int]], cell: Cell,
               bounds: Bounds) -> list[Shape]:
    """Every placement of every orientation of `shape` (a PIECES name or some cells)
    that covers `cell` and lies inside `bounds`. No duplicates; stable order
    (orientation, then which of its cells sits on `cell`)."""
    if isinstance(shape, str):
        if shape not in ORIENTATIONS:
            raise ValueError(f"no piece is called {shape!r}")
        forms = ORIENTATIONS[shape]
    else:
        forms = orientations(shape)
    out = []
    for form in forms:
        for anchor in sorted(form):
            placed = translate(form, cell.minus(anchor))
            if all(c in bounds for c in placed):
                out.append(placed)
    return out


# ---------------------------------------------------------------------------
# Forts: platforms that touch orthogonally are one fort.

def components(cells: Iterable[tuple[int, int]]) -> list[Shape]:
    """Split cells into orthogonally connected groups, ordered by their smallest cell."""
    todo = {Cell(*c) for c in cells}
    groups: list[Shape] = []
    for seed in sorted(todo):
        if seed not in todo:
            continue  # already swept into an earlier group
        todo.remove(seed)
        group, stack = [seed], [seed]
        while stack:
            for n in stack.pop().neighbours():
                if n in todo:
                    todo.remove(n)
                    group.append(n)
                    stack.append(n)
        groups.append(frozenset(group))
    return groups


def connected(cells: Iterable[tuple[int, int]]) -> bool:
    """Are these cells one orthogonally connected group? (True for no cells.)"""
    return len(components(cells)) <= 1


def touching(a: Iterable[tuple[int, int]], b: Iterable[tuple[int, int]]) -> bool:
    """Is some cell of `a` orthogonally next to some cell of `b`?
    (Sharing a cell is overlap, not touching.)"""
    other = {Cell(*c) for c in b}
    return any(n in other for c in a for n in Cell(*c).neighbours())
