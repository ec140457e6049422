"""Axial hex maths: coordinates, neighbours, distance, shapes, pixels, Tiled.

Coordinates are *axial* (q, r) with the implied cube coordinate s = -q - r.
The six directions are listed counter-clockwise starting east (for pointy-top
drawing; for flat-top drawing the same list starts south-east). Direction i
and direction (i + 3) % 6 are opposite.

Pixel conversion supports both drawings:
  * pointy-top: rows of hexes, a vertex at the top;
  * flat-top: columns of hexes, an edge at the top.
`size` is the distance from a hex's centre to any of its corners.

Tiled stores hexagonal maps in *offset* coordinates (col, row) and names the
layout with two map attributes; all four combinations are supported:

  staggeraxis  staggerindex  drawing     shifted          (Red Blob name)
  "y"          "odd"         pointy-top  odd rows right   odd-r
  "y"          "even"        pointy-top  even rows right  even-r
  "x"          "odd"         flat-top    odd columns down odd-q
  "x"          "even"        flat-top    even columns down even-q

Pure Python, no pygame.
"""
from __future__ import annotations

import functools

import math
from typing import Iterable, Iterator, NamedTuple

SQRT3 = math.sqrt(3.0)


class Hex(NamedTuple):
    """One cell in axial coordinates. Hashable, ordered, JSON-friendly as [q, r]."""

    q: int
    r: int

    @property
    def s(self) -> int:
        return -self.q - self.r

    def plus(self, other: "Hex") -> "Hex":
        return Hex(self.q + other.q, self.r + other.r)

    def minus(self, other: "Hex") -> "Hex":
        return Hex(self.q - other.q, self.r - other.r)

    def scaled(self, k: int) -> "Hex":
        return Hex(self.q * k, self.r * k)

    def neighbour(self, direction: int) -> "Hex":
        d = DIRECTIONS[direction % 6]
        return Hex(self.q + d.q, self.r + d.r)

    def neighbours(self) -> list["Hex"]:
        return list(_neighbours(self.q, self.r))

    def distance(self, other: "Hex") -> int:
        return distance(self, other)

    def to_json(self) -> list[int]:
        return [self.q, self.r]

    @classmethod
    def from_json(cls, v: Iterable[int]) -> "Hex":
        q, r = v
        return cls(int(q), int(r))


ORIGIN = Hex(0, 0)
DIRECTIONS: tuple[Hex, ...] = (
    Hex(1, 0), Hex(1, -1), Hex(0, -1), Hex(-1, 0), Hex(-1, 1), Hex(0, 1),
)


def direction_of(a: Hex, b: Hex) -> int:
    """Index of the direction from `a` to its neighbour `b` (ValueError if not adjacent)."""
    return DIRECTIONS.index(Hex(b.q - a.q, b.r - a.r))


def distance(a: Hex, b: Hex) -> int:
    dq, dr = a.q - b.q, a.r - b.r
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def adjacent(a: Hex, b: Hex) -> bool:
    return distance(a, b) == 1


def ring(center: Hex, radius: int) -> list[Hex]:
    """The hexes at exactly `radius` from `center` (just the centre for radius 0)."""
    if radius < 0:
        raise ValueError("radius must be >= 0")
    if radius == 0:
        return [center]
    out = []
    h = center.plus(DIRECTIONS[4].scaled(radius))
    for i in range(6):
        for _ in range(radius):
            out.append(h)
            h = h.neighbour(i)
    return out


def hex_range(center: Hex, radius: int) -> list[Hex]:
    """All hexes within `radius` of `center` (a filled hexagon), centre first by rings."""
    out: list[Hex] = []
    for k in range(radius + 1):
        out.extend(ring(center, k))
    return out


# ---------------------------------------------------------------------------
# Shapes: rotation and reflection (about the origin) and normal forms.

def rotate(h: Hex, steps: int = 1) -> Hex:
    """Rotate about the origin by `steps` x 60 degrees counter-clockwise
    (in the order of DIRECTIONS: rotate(DIRECTIONS[i]) == DIRECTIONS[i+1])."""
    q, r, s = h.q, h.r, h.s
    for _ in range(steps % 6):
        q, r, s = -s, -q, -r
    return Hex(q, r)


def reflect(h: Hex) -> Hex:
    """Mirror across the q axis (the line through DIRECTIONS[0] and DIRECTIONS[3])."""
    return Hex(h.q + h.r, -h.r)


def translate(shape: Iterable[Hex], by: Hex) -> tuple[Hex, ...]:
    return tuple(h.plus(by) for h in shape)


def normalize(shape: Iterable[Hex]) -> tuple[Hex, ...]:
    """Translate a shape so its smallest hex (q, then r) is the origin; sorted."""
    cells = sorted(shape)
    if not cells:
        return ()
    base = cells[0]
    return tuple(h.minus(base) for h in cells)


def rotations(shape: Iterable[Hex]) -> list[tuple[Hex, ...]]:
    """The distinct normalized rotations of a shape."""
    cells = tuple(shape)
    seen: list[tuple[Hex, ...]] = []
    for k in range(6):
        n = normalize(rotate(h, k) for h in cells)
        if n not in seen:
            seen.append(n)
    return seen


def orientations(shape: Iterable[Hex]) -> list[tuple[Hex, ...]]:
    """The distinct normalized rotations and reflections of a shape."""
    cells = tuple(shape)
    out = rotations(cells)
    for n in rotations(reflect(h) for h in cells):
        if n not in out:
            out.append(n)
    return out


def connected(cells: Iterable[Hex]) -> bool:
    """Are these hexes one edge-connected group? (True for no cells.)"""
    todo = set(cells)
    if not todo:
        return True
    stack = [todo.pop()]
    while stack:
        h = stack.pop()
        for n in h.neighbours():
            if n in todo:
                todo.remove(n)
                stack.append(n)
    return not todo


# ---------------------------------------------------------------------------
# Pixels.

POINTY, FLAT = "pointy", "flat"


def hex_to_pixel(h: Hex, size: float, orientation: str = POINTY,
                 origin: tuple[float, float] = (0.0, 0.0)) -> tuple[float, float]:
    """Centre of `h` in pixels (y grows downwards, as on screen)."""
    if orientation == POINTY:
        x = size * (SQRT3 * h.q + SQRT3 / 2 * h.r)
        y = size * 1.5 * h.r
    elif orientation == FLAT:
        x = size * 1.5 * h.q
        y = size * (SQRT3 / 2 * h.q + SQRT3 * h.r)
    else:
        raise ValueError(f"orientation must be {POINTY!r} or {FLAT!r}")
    return origin[0] + x, origin[1] + y


def round_hex(qf: float, rf: float) -> Hex:
    """The hex containing fractional axial coordinates (cube rounding)."""
    sf = -qf - rf
    q, r, s = round(qf), round(rf), round(sf)
    dq, dr, ds = abs(q - qf), abs(r - rf), abs(s - sf)
    if dq > dr and dq > ds:
        q = -r - s
    elif dr > ds:
        r = -q - s
    return Hex(int(q), int(r))


def pixel_to_hex(x: float, y: float, size: float, orientation: str = POINTY,
                 origin: tuple[float, float] = (0.0, 0.0)) -> Hex:
    """The hex under a pixel (inverse of hex_to_pixel, rounded to the nearest hex)."""
    x -= origin[0]
    y -= origin[1]
    if orientation == POINTY:
        qf = (SQRT3 / 3 * x - y / 3) / size
        rf = (2 / 3 * y) / size
    elif orientation == FLAT:
        qf = (2 / 3 * x) / size
        rf = (-x / 3 + SQRT3 / 3 * y) / size
    else:
        raise ValueError(f"orientation must be {POINTY!r} or {FLAT!r}")
    return round_hex(qf, rf)


def hex_corners(h: Hex, size: float, orientation: str = POINTY,
                origin: tuple[float, float] = (0.0, 0.0)) -> list[tuple[float, float]]:
    """The six corners of `h` in pixels, for drawing polygons."""
    cx, cy = hex_to_pixel(h, size, orientation, origin)
    start = 30.0 if orientation == POINTY else 0.0
    out = []
    for i in range(6):
        a = math.radians(start + 60 * i)
        out.append((cx + size * math.cos(a), cy + size * math.sin(a)))
    return out


# ---------------------------------------------------------------------------
# Tiled offset coordinates.

def _check_stagger(staggeraxis: str, staggerindex: str) -> None:
    if staggeraxis not in ("x", "y") or staggerindex not in ("odd", "even"):
        raise ValueError(f"unsupported Tiled stagger: axis {staggeraxis!r}, index {staggerindex!r}")


def orientation_for(staggeraxis: str) -> str:
    """The drawing a Tiled hexagonal map uses: staggeraxis y is pointy-top, x flat-top."""
    return POINTY if staggeraxis == "y" else FLAT


def hex_to_offset(h: Hex, staggeraxis: str = "y", staggerindex: str = "odd") -> tuple[int, int]:
    """Axial -> Tiled (col, row)."""
    _check_stagger(staggeraxis, staggerindex)
    q, r = h
    if staggeraxis == "y":
        shift = (r - (r & 1)) // 2 if staggerindex == "odd" else (r + (r & 1)) // 2
        return q + shift, r
    shift = (q - (q & 1)) // 2 if staggerindex == "odd" else (q + (q & 1)) // 2
    return q, r + shift


def offset_to_hex(col: int, row: int, staggeraxis: str = "y", staggerindex: str = "odd") -> Hex:
    """Tiled (col, row) -> axial."""
    _check_stagger(staggeraxis, staggerindex)
    if staggeraxis == "y":
        shift = (row - (row & 1)) // 2 if staggerindex == "odd" else (row + (row & 1)) // 2
        return Hex(col - shift, row)
    shift = (col - (col & 1)) // 2 if staggerindex == "odd" else (col + (col & 1)) // 2
    return Hex(col, row - shift)


def neighbours_of(cells: Iterable[Hex]) -> Iterator[Hex]:
    """Every neighbour of every cell (with repeats)."""
    for h in cells:
        yield from h.neighbours()


@functools.lru_cache(maxsize=65536)
def _neighbours(q: int, r: int) -> tuple[Hex, ...]:
    # jungle building and path search ask for the same few hundred cells
    # again and again: making the Hex objects once is most of their cost
    return tuple(Hex(q + dq, r + dr) for dq, dr in DIRECTIONS)
