"""Hex maths: properties (hypothesis) and a few fixed facts."""
from __future__ import annotations

import math

import pytest
from hypothesis import given, settings, strategies as st

from game.core.hexgrid import (
    DIRECTIONS, FLAT, ORIGIN, POINTY, Hex, adjacent, connected, direction_of, distance,
    hex_corners, hex_range, hex_to_offset, hex_to_pixel, normalize, offset_to_hex,
    orientation_for, orientations, pixel_to_hex, reflect, ring, rotate, rotations,
)

coord = st.integers(-60, 60)
hexes = st.builds(Hex, coord, coord)
orient = st.sampled_from([POINTY, FLAT])
stagger = st.sampled_from([("y", "odd"), ("y", "even"), ("x", "odd"), ("x", "even")])
FAST = settings(max_examples=150, deadline=None)


@FAST
@given(hexes, hexes)
def test_distance_symmetric_and_zero_only_on_itself(a, b):
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)


@FAST
@given(hexes, hexes, hexes)
def test_triangle_inequality(a, b, c):
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@FAST
@given(hexes)
def test_neighbours_are_at_distance_one_and_distinct(h):
    ns = h.neighbours()
    assert len(set(ns)) == 6
    assert all(distance(h, n) == 1 and adjacent(h, n) for n in ns)
    for i, n in enumerate(ns):
        assert direction_of(h, n) == i
        assert n.neighbour(i + 3) == h  # opposite directions


@FAST
@given(hexes, st.integers(0, 5))
def test_ring_and_range_sizes(h, k):
    rg = ring(h, k)
    assert len(rg) == (1 if k == 0 else 6 * k) == len(set(rg))
    assert all(distance(h, x) == k for x in rg)
    assert len(hex_range(h, k)) == 1 + 3 * k * (k + 1)
    # consecutive ring members are adjacent (it is a closed loop)
    if k:
        assert all(adjacent(rg[i], rg[(i + 1) % len(rg)]) for i in range(len(rg)))


@FAST
@given(hexes, st.integers(-12, 12))
def test_rotation_keeps_distance_from_origin_and_six_is_identity(h, k):
    assert distance(rotate(h, k), ORIGIN) == distance(h, ORIGIN)
    assert rotate(h, 6) == h
    assert rotate(rotate(h, k), -k) == h


@FAST
@given(hexes, hexes, st.integers(0, 5))
def test_rotation_and_reflection_are_isometries(a, b, k):
    assert distance(rotate(a, k), rotate(b, k)) == distance(a, b)
    assert distance(reflect(a), reflect(b)) == distance(a, b)
    assert reflect(reflect(a)) == a


def test_rotate_walks_the_directions_in_order():
    for i, d in enumerate(DIRECTIONS):
        assert rotate(d) == DIRECTIONS[(i + 1) % 6]
    assert reflect(DIRECTIONS[0]) == DIRECTIONS[0]
    assert reflect(DIRECTIONS[3]) == DIRECTIONS[3]


def test_trihex_orientation_counts():
    straight = (Hex(0, 0), Hex(1, 0), Hex(2, 0))
    bent = (Hex(0, 0), Hex(1, 0), Hex(2, -1))
    triangle = (Hex(0, 0), Hex(1, 0), Hex(0, 1))
    assert len(rotations(straight)) == 3
    assert len(rotations(bent)) == 6
    assert len(rotations(triangle)) == 2
    # all three trihexes are their own mirror images
    for s in (straight, bent, triangle):
        assert len(orientations(s)) == len(rotations(s))
    assert normalize([Hex(5, 5), Hex(4, 5)]) == (Hex(0, 0), Hex(1, 0))


@FAST
@given(hexes, orient, st.floats(4, 80))
def test_pixel_round_trip(h, o, size):
    x, y = hex_to_pixel(h, size, o, origin=(10.0, -3.0))
    assert pixel_to_hex(x, y, size, o, origin=(10.0, -3.0)) == h


@FAST
@given(hexes, orient, st.floats(-0.49, 0.49), st.floats(-0.49, 0.49))
def test_points_well_inside_a_hex_map_back_to_it(h, o, fx, fy):
    size = 30.0
    x, y = hex_to_pixel(h, size, o)
    # the inscribed circle has radius size * sqrt(3) / 2 > 0.49 * size * sqrt(2)
    assert pixel_to_hex(x + fx * size, y + fy * size, size, o) == h


@FAST
@given(hexes, orient)
def test_neighbour_centres_are_sqrt3_sizes_apart(h, o):
    size = 10.0
    x0, y0 = hex_to_pixel(h, size, o)
    for n in h.neighbours():
        x1, y1 = hex_to_pixel(n, size, o)
        assert math.isclose(math.hypot(x1 - x0, y1 - y0), size * math.sqrt(3), rel_tol=1e-9)


def test_corners_are_size_from_centre():
    for o in (POINTY, FLAT):
        cs = hex_corners(Hex(2, -1), 20.0, o)
        cx, cy = hex_to_pixel(Hex(2, -1), 20.0, o)
        assert len(cs) == 6
        assert all(math.isclose(math.hypot(x - cx, y - cy), 20.0) for x, y in cs)
    # pointy-top has a vertex straight above the centre
    cs = hex_corners(ORIGIN, 1.0, POINTY)
    assert any(math.isclose(x, 0.0, abs_tol=1e-9) and math.isclose(y, -1.0) for x, y in cs)


@FAST
@given(hexes, stagger)
def test_offset_round_trip(h, sg):
    col, row = hex_to_offset(h, *sg)
    assert offset_to_hex(col, row, *sg) == h


@FAST
@given(st.integers(-40, 40), st.integers(-40, 40), stagger)
def test_offset_round_trip_from_offset_side(col, row, sg):
    assert hex_to_offset(offset_to_hex(col, row, *sg), *sg) == (col, row)


@pytest.mark.parametrize("axis,index", [("y", "odd"), ("y", "even"), ("x", "odd"), ("x", "even")])
def test_offset_layout_matches_tiled(axis, index):
    """Tiled's picture: a regular grid of columns and rows where, with staggeraxis y,
    the rows named by staggerindex are pushed half a hex right (x: columns pushed down)."""
    o = orientation_for(axis)
    w, h = (math.sqrt(3), 1.5) if axis == "y" else (1.5, math.sqrt(3))

    def px(col, row):
        return hex_to_pixel(offset_to_hex(col, row, axis, index), 1.0, o)

    x00, y00 = px(0, 0)
    for col in range(-4, 5):
        for row in range(-4, 5):
            x, y = px(col, row)
            if axis == "y":
                pushed = (row % 2 == 1) == (index == "odd")
                ex = col * w + (w / 2 if pushed else 0) - (w / 2 if index == "even" else 0)
                ey = row * h
            else:
                pushed = (col % 2 == 1) == (index == "odd")
                ex = col * w
                ey = row * h + (h / 2 if pushed else 0) - (h / 2 if index == "even" else 0)
            assert math.isclose(x - x00, ex, abs_tol=1e-9)
            assert math.isclose(y - y00, ey, abs_tol=1e-9)


def test_offset_neighbours_in_odd_r_match_tiled_convention():
    # odd-r: (col 0, row 1) is shifted right, so its upper neighbours are cols 0 and 1 of row 0
    h = offset_to_hex(0, 1, "y", "odd")
    ups = sorted(hex_to_offset(n, "y", "odd") for n in h.neighbours()
                 if hex_to_offset(n, "y", "odd")[1] == 0)
    assert ups == [(0, 0), (1, 0)]


def test_bad_stagger_rejected():
    with pytest.raises(ValueError):
        hex_to_offset(ORIGIN, "z", "odd")
    with pytest.raises(ValueError):
        hex_to_pixel(ORIGIN, 1.0, "round")


def test_connected():
    assert connected([])
    assert connected([Hex(0, 0), Hex(1, 0), Hex(2, -1)])
    assert not connected([Hex(0, 0), Hex(2, 0)])


def test_hex_json():
    assert Hex.from_json(Hex(3, -2).to_json()) == Hex(3, -2)
