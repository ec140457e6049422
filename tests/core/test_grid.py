"""Square-grid maths: fixed facts counted by hand, and properties (hypothesis)."""
from __future__ import annotations

import itertools
import json

import pytest
from hypothesis import given, settings, strategies as st

from game.core.grid import (
    DIAGONAL, DIRECTIONS, E, N, NE, ORIENTATIONS, ORTHOGONAL, PIECES, S, SE, W, Cell, Grid,
    Line, cells_on_ray, components, connected, identify, king_distance, line_between,
    manhattan, normalise, orientations, orthogonal_steps, path_to, placements, reachable,
    reflect, rotate, squares_between, touching, translate,
)

FAST = settings(max_examples=60, deadline=None)
coord = st.integers(-30, 30)
cells = st.builds(Cell, coord, coord)
small_cells = st.builds(Cell, st.integers(0, 6), st.integers(0, 6))
directions = st.sampled_from(DIRECTIONS)
piece_names = st.sampled_from(list(PIECES))
grids = st.builds(Grid, st.integers(1, 8), st.integers(1, 8), st.integers(-3, 3), st.integers(-3, 3))


def C(*pairs: tuple[int, int]) -> frozenset[Cell]:
    return frozenset(Cell(*p) for p in pairs)


# ---------------------------------------------------------------------------
# Cells and grids

def test_cell_json_round_trip_and_arithmetic():
    c = Cell(3, -2)
    assert json.loads(json.dumps(c.to_json())) == [3, -2]
    assert Cell.from_json([3, -2]) == c
    assert c.plus(Cell(1, 5)) == Cell(4, 3)
    assert c.minus(Cell(1, 5)) == Cell(2, -7)
    assert c.scaled(-2) == Cell(-6, 4)


def test_grid_iterates_row_by_row_and_contains_its_edges_only():
    g = Grid(3, 2)
    assert list(g.cells()) == [Cell(0, 0), Cell(1, 0), Cell(2, 0), Cell(0, 1), Cell(1, 1), Cell(2, 1)]
    assert list(g) == list(g.cells()) and len(g) == 6
    assert Cell(2, 1) in g and (0, 0) in g
    assert Cell(3, 0) not in g and Cell(0, 2) not in g and Cell(-1, 0) not in g
    assert "ab" not in g and 7 not in g
    h = Grid(8, 8, left=8, top=16)
    assert Cell(8, 16) in h and Cell(15, 23) in h
    assert Cell(7, 16) not in h and Cell(16, 16) not in h and Cell(8, 24) not in h
    assert Grid.from_json(json.loads(json.dumps(h.to_json()))) == h
    with pytest.raises(ValueError):
        Grid(-1, 3)


@FAST
@given(grids)
def test_grid_cells_are_exactly_the_contained_ones(g):
    listed = list(g)
    assert len(listed) == len(set(listed)) == len(g)
    around = Grid(g.width + 4, g.height + 4, g.left - 2, g.top - 2)
    assert {c for c in around if c in g} == set(listed)
    assert listed == sorted(listed, key=lambda c: (c.y, c.x))


def test_neighbour_orders():
    o = Cell(5, 5)
    assert o.neighbours() == (Cell(5, 4), Cell(6, 5), Cell(5, 6), Cell(4, 5))  # N E S W
    assert o.king_neighbours()[:3] == [Cell(5, 4), Cell(6, 4), Cell(6, 5)]  # N NE E
    assert ORTHOGONAL == (N, E, S, W) and set(DIAGONAL) | set(ORTHOGONAL) == set(DIRECTIONS)
    for i, d in enumerate(DIRECTIONS):
        assert DIRECTIONS[(i + 4) % 8] == d.scaled(-1)


@FAST
@given(cells)
def test_neighbours_are_at_distance_one(c):
    ns, ks = c.neighbours(), c.king_neighbours()
    assert len(set(ns)) == 4 and len(set(ks)) == 8 and set(ns) < set(ks)
    assert all(manhattan(c, n) == 1 for n in ns)
    assert all(king_distance(c, k) == 1 for k in ks)
    assert sum(manhattan(c, k) == 2 for k in ks) == 4


@FAST
@given(cells, cells, cells)
def test_distances_are_metrics(a, b, c):
    for d in (manhattan, king_distance):
        assert d(a, b) == d(b, a) >= 0
        assert (d(a, b) == 0) == (a == b)
        assert d(a, c) <= d(a, b) + d(b, c)
    assert king_distance(a, b) <= manhattan(a, b) <= 2 * king_distance(a, b)


def test_orthogonal_steps_in_a_corner():
    g = Grid(8, 8)
    assert orthogonal_steps(Cell(0, 0), g) == [Cell(1, 0), Cell(0, 1)]
    assert len(orthogonal_steps(Cell(3, 3), g)) == 4
    assert orthogonal_steps(Cell(7, 0), g) == [Cell(7, 1), Cell(6, 0)]


# ---------------------------------------------------------------------------
# Walking

def test_reachable_on_an_open_board():
    g = Grid(8, 8)
    assert reachable(Cell(0, 0), 2, g) == {
        Cell(0, 0): 0, Cell(1, 0): 1, Cell(0, 1): 1, Cell(2, 0): 2, Cell(1, 1): 2, Cell(0, 2): 2}
    assert reachable(Cell(4, 4), 0, g) == {Cell(4, 4): 0}
    big = Grid(30, 30)
    for k in range(6):  # a diamond of 2k(k+1)+1 cells
        assert len(reachable(Cell(15, 15), k, big)) == 2 * k * (k + 1) + 1
    with pytest.raises(ValueError):
        reachable(Cell(0, 0), -1, g)


def test_reachable_goes_round_a_wall():
    # 5 x 5; a wall down column 2 except its bottom cell:
    #   S . # . .
    #   . . # . .
    #   . . # . .
    #   . . # . .
    #   . . . . .
    g = Grid(5, 5)
    wall = {Cell(2, y) for y in range(4)}
    d = reachable(Cell(0, 0), 20, g, wall)
    assert d[Cell(3, 0)] == 4 + 3 + 4  # down 4, across 3, up 4
    assert d[Cell(2, 4)] == 6
    assert not wall & d.keys()
    assert len(d) == 25 - 4
    assert Cell(3, 0) not in reachable(Cell(0, 0), 10, g, wall)
    path = path_to(d, Cell(3, 0))
    assert path[0] == Cell(0, 0) and path[-1] == Cell(3, 0) and len(path) == 12
    with pytest.raises(ValueError):
        path_to(d, Cell(2, 0))


def test_reachable_keeps_the_start_even_when_it_is_blocked():
    d = reachable(Cell(1, 1), 1, Grid(3, 3), blocked={Cell(1, 1), Cell(1, 0)})
    assert d == {Cell(1, 1): 0, Cell(2, 1): 1, Cell(1, 2): 1, Cell(0, 1): 1}


@FAST
@given(st.frozensets(small_cells, max_size=20), small_cells, st.integers(0, 7))
def test_reachable_is_exactly_breadth_first(blocked, start, k):
    g = Grid(7, 7)
    d = reachable(start, k, g, blocked)
    assert d[start] == 0
    for c, n in d.items():
        assert 0 <= n <= k and n >= manhattan(start, c)
        if c != start:
            assert c in g and c not in blocked
            assert any(d.get(m) == n - 1 for m in c.neighbours())  # came from somewhere
            path = path_to(d, c)
            assert len(path) == n + 1 and path[0] == start
            assert all(manhattan(p, q) == 1 for p, q in zip(path, path[1:]))
        if n < k:  # nothing one step further was missed or given too long a distance
            for m in orthogonal_steps(c, g):
                if m not in blocked:
                    assert d.get(m, k + 1) <= n + 1


# ---------------------------------------------------------------------------
# Lines

def test_squares_between_known_values():
    assert squares_between(Cell(0, 0), Cell(3, 3)) == [Cell(1, 1), Cell(2, 2)]
    assert squares_between(Cell(2, 5), Cell(2, 1)) == [Cell(2, 4), Cell(2, 3), Cell(2, 2)]
    assert squares_between(Cell(4, 0), Cell(0, 4)) == [Cell(3, 1), Cell(2, 2), Cell(1, 3)]
    assert squares_between(Cell(0, 0), Cell(1, 0)) == []  # point-blank
    assert squares_between(Cell(0, 0), Cell(1, 1)) == []
    assert line_between(Cell(0, 0), Cell(3, 3)) == Line(SE, 3)
    assert line_between(Cell(5, 5), Cell(7, 3)) == Line(NE, 2)
    assert line_between(Cell(5, 5), Cell(0, 5)) == Line(W, 5)


def test_no_line_is_none_or_a_readable_error():
    for a, b in [(Cell(0, 0), Cell(1, 2)), (Cell(3, 3), Cell(0, 1)), (Cell(2, 2), Cell(2, 2))]:
        assert line_between(a, b) is None
        with pytest.raises(ValueError, match="row, column or diagonal|same square"):
            squares_between(a, b)


@FAST
@given(cells, cells)
def test_line_exists_exactly_for_rows_columns_and_diagonals(a, b):
    dx, dy = b.x - a.x, b.y - a.y
    on_line = a != b and (dx == 0 or dy == 0 or abs(dx) == abs(dy))
    line = line_between(a, b)
    assert (line is not None) == on_line
    if line is not None:
        assert line.distance == king_distance(a, b)
        assert a.plus(line.direction.scaled(line.distance)) == b


@FAST
@given(cells, directions, st.integers(1, 12))
def test_squares_between_along_a_line(a, d, k):
    b = a.plus(d.scaled(k))
    assert line_between(a, b) == Line(d, k)
    assert line_between(b, a) == Line(d.scaled(-1), k)
    between = squares_between(a, b)
    assert len(between) == k - 1
    assert list(reversed(between)) == squares_between(b, a)
    assert [a] + between + [b] == [a.plus(d.scaled(i)) for i in range(k + 1)]
    assert all(line_between(a, c) == Line(d, i + 1) for i, c in enumerate(between))


def test_cells_on_ray_known_values():
    g = Grid(8, 8)
    assert cells_on_ray(Cell(0, 0), E, g) == [Cell(x, 0) for x in range(1, 8)]
    assert cells_on_ray(Cell(5, 2), SE, g) == [Cell(6, 3), Cell(7, 4)]
    assert cells_on_ray(Cell(5, 2), N, g) == [Cell(5, 1), Cell(5, 0)]
    assert cells_on_ray(Cell(0, 0), N, g) == []
    assert cells_on_ray(Cell(0, 0), (1, 1), g, limit=3) == [Cell(1, 1), Cell(2, 2), Cell(3, 3)]
    # a board with a gap: the ray stops at the gap, though the line goes on
    board = set(Grid(3, 1)) | set(Grid(3, 1, left=4))
    assert cells_on_ray(Cell(0, 0), E, board) == [Cell(1, 0), Cell(2, 0)]
    assert line_between(Cell(0, 0), Cell(5, 0)) == Line(E, 5)
    with pytest.raises(ValueError):
        cells_on_ray(Cell(0, 0), Cell(2, 0), g)
    with pytest.raises(ValueError):
        cells_on_ray(Cell(0, 0), Cell(0, 0), g)


@FAST
@given(grids, directions, st.data())
def test_ray_walks_to_the_edge(g, d, data):
    origin = data.draw(st.sampled_from(list(g)))
    ray = cells_on_ray(origin, d, g)
    assert all(c in g for c in ray)
    assert ray == [origin.plus(d.scaled(i)) for i in range(1, len(ray) + 1)]
    assert origin.plus(d.scaled(len(ray) + 1)) not in g
    assert all(line_between(origin, c) == Line(d, i + 1) for i, c in enumerate(ray))


# ---------------------------------------------------------------------------
# Polyominoes

def test_orientation_counts_are_the_known_ones():
    assert {name: len(forms) for name, forms in ORIENTATIONS.items()} == {
        "monomino": 1, "domino": 2, "I-tromino": 2, "L-tromino": 4, "I-tetromino": 2,
        "O-tetromino": 1, "T-tetromino": 4, "S-tetromino": 4, "L-tetromino": 8}
    assert [len(PIECES[n]) for n in PIECES] == [1, 2, 3, 3, 4, 4, 4, 4, 4]


def _fixed_polyominoes(n: int) -> set[frozenset[Cell]]:
    """Brute force: every orthogonally connected n-subset of an n x n box, normalised."""
    box = list(Grid(n, n))
    out = set()
    for subset in itertools.combinations(box, n):
        shape = frozenset(subset)
        frontier, seen = [subset[0]], {subset[0]}
        while frontier:  # flood fill, written out here rather than trusting components()
            c = frontier.pop()
            for d in ((1, 0), (-1, 0), (0, 1), (0, -1)):
                m = Cell(c.x + d[0], c.y + d[1])
                if m in shape and m not in seen:
                    seen.add(m)
                    frontier.append(m)
        if len(seen) == n:
            out.add(normalise(shape))
    return out


@pytest.mark.parametrize("n,count", [(1, 1), (2, 2), (3, 6), (4, 19)])
def test_pieces_cover_every_fixed_polyomino_exactly_once(n, count):
    brute = _fixed_polyominoes(n)
    ours = [f for name, forms in ORIENTATIONS.items() if len(PIECES[name]) == n for f in forms]
    assert len(brute) == count == len(ours) == len(set(ours))
    assert set(ours) == brute


def test_identify_known_shapes_and_rejects():
    assert identify([(5, 5), (6, 5), (6, 6), (7, 6)]) == "S-tetromino"  # a Z
    assert identify([(1, 0), (1, 1), (1, 2), (0, 2)]) == "L-tetromino"  # a J
    assert identify([(0, 0), (1, 0), (2, 0), (1, -1)]) == "T-tetromino"
    assert identify([(0, 0), (1, 1)]) is None  # diagonal neighbours are not connected
    assert identify([(0, 0), (2, 0)]) is None
    assert identify([]) is None
    assert identify([(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]) is None  # a pentomino
    assert identify([(0, 0), (0, 0), (1, 0)]) == "domino"  # repeats collapse


def test_rotate_and_reflect_directions():
    assert rotate({E}) == {S} and rotate({S}) == {W} and rotate({E}, -1) == {N}
    assert reflect({E, NE}) == C((-1, 0), (-1, -1))
    assert normalise([(5, 7), (6, 7)]) == C((0, 0), (1, 0))
    assert normalise([]) == frozenset()


@FAST
@given(piece_names, st.data())
def test_every_orientation_is_its_piece(name, data):
    forms = ORIENTATIONS[name]
    assert list(forms) == sorted(forms, key=lambda f: sorted(f))
    form = data.draw(st.sampled_from(forms))
    assert len(form) == len(PIECES[name])
    assert min(c.x for c in form) == 0 and min(c.y for c in form) == 0
    assert identify(form) == name
    assert orientations(form) == forms  # same tuple, same order, from any orientation
    moved = translate(reflect(rotate(form, data.draw(st.integers(0, 3)))), data.draw(cells))
    assert identify(moved) == name and normalise(moved) in forms


@FAST
@given(st.frozensets(cells, max_size=8), st.integers(-8, 8))
def test_rotation_and_reflection_are_involutions(shape, k):
    assert rotate(rotate(rotate(rotate(shape)))) == shape
    assert rotate(shape, 4) == shape and rotate(rotate(shape, k), -k) == shape
    assert reflect(reflect(shape)) == shape
    assert len(rotate(shape, k)) == len(reflect(shape)) == len(shape)
    assert rotate(reflect(shape), 1) == reflect(rotate(shape, -1))


def test_placements_in_the_corner_of_a_3x3_board():
    g = Grid(3, 3)
    corner = {name: len(placements(name, Cell(0, 0), g)) for name in PIECES}
    # Counted by hand: every piece here fits a 2x2, 3x2 or 2x3 box, which must sit on
    # the corner; e.g. the L-tromino is the 2x2 box less one corner, not (0, 0): 3.
    assert corner == {
        "monomino": 1, "domino": 2, "I-tromino": 2, "L-tromino": 3, "I-tetromino": 0,
        "O-tetromino": 1, "T-tetromino": 2, "S-tetromino": 2, "L-tetromino": 6}
    assert set(placements("L-tromino", Cell(0, 0), g)) == {
        C((0, 0), (1, 0), (0, 1)), C((0, 0), (1, 0), (1, 1)), C((0, 0), (0, 1), (1, 1))}
    # the centre: each T orientation sits two ways in the 3x3, always over the centre
    assert len(placements("T-tetromino", Cell(1, 1), g)) == 8
    assert len(placements(PIECES["domino"], Cell(1, 1), g)) == 4
    with pytest.raises(ValueError):
        placements("Z-tetromino", Cell(0, 0), g)


def test_placements_respect_a_board_with_holes():
    board = set(Grid(4, 1)) - {Cell(2, 0)}  # . . X .
    assert placements("I-tromino", Cell(0, 0), board) == []
    assert placements("domino", Cell(1, 0), board) == [C((0, 0), (1, 0))]


@FAST
@given(piece_names, st.integers(1, 6), st.integers(1, 6), st.data())
def test_placements_cover_the_cell_and_stay_inside(name, w, h, data):
    g = Grid(w, h)
    c = data.draw(st.sampled_from(list(g)))
    ps = placements(name, c, g)
    assert len(ps) == len(set(ps))
    for p in ps:
        assert c in p and all(q in g for q in p) and identify(p) == name
        assert all(p in placements(name, q, g) for q in p)  # from any of its cells


@pytest.mark.parametrize("name", list(PIECES))
def test_all_placements_on_an_8x8_board(name):
    g = Grid(8, 8)
    every = {p for c in g for p in placements(name, c, g)}
    expected = 0
    for form in ORIENTATIONS[name]:
        fw, fh = max(q.x for q in form) + 1, max(q.y for q in form) + 1
        expected += (8 - fw + 1) * (8 - fh + 1)
    assert len(every) == expected
    assert sum(len(placements(name, c, g)) for c in g) == expected * len(PIECES[name])


# ---------------------------------------------------------------------------
# Forts

def test_components_known():
    # ##.#
    # ...#
    # #.##
    cells = C((0, 0), (1, 0), (3, 0), (3, 1), (0, 2), (2, 2), (3, 2))
    assert components(cells) == [C((0, 0), (1, 0)), C((0, 2)), C((2, 2), (3, 0), (3, 1), (3, 2))]
    assert components([]) == []
    assert connected([]) and connected([(0, 0), (0, 1)]) and not connected([(0, 0), (1, 1)])
    assert touching([(0, 0), (1, 0)], [(2, 0)]) and not touching([(0, 0)], [(1, 1)])
    assert not touching([(0, 0)], [(0, 0)]) and not touching([], [(0, 0)])


@FAST
@given(st.frozensets(small_cells, max_size=25))
def test_components_partition_the_set(cells):
    groups = components(cells)
    assert frozenset().union(*groups) == cells
    assert sum(len(g) for g in groups) == len(cells)
    assert groups == sorted(groups, key=min)
    # reference: union-find over orthogonally adjacent pairs
    parent = {c: c for c in cells}

    def root(c):
        while parent[c] != c:
            c = parent[c]
        return c
    for a in cells:
        for b in (Cell(a.x + 1, a.y), Cell(a.x, a.y + 1)):
            if b in cells:
                parent[root(a)] = root(b)
    by_root: dict[Cell, set[Cell]] = {}
    for c in cells:
        by_root.setdefault(root(c), set()).add(c)
    assert {frozenset(g) for g in by_root.values()} == set(groups)
    for g1, g2 in itertools.combinations(groups, 2):
        assert not touching(g1, g2)
    assert connected(cells) == (len(groups) <= 1)
