"""Going Bananas jungle maps (levels/bananas/*.tmx): every map loads, validates with
the rules' own checks and has the right tiles, numbers and trees for its player
count; broken maps give a clear LevelError naming the file, never a crash; and
Tiled's own renderer (tmxrasterizer) opens every map."""
from __future__ import annotations

import random
import re
import shutil
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from game.core.errors import BadSetup
from game.core.hexgrid import Hex, hex_to_offset
from game.core.state import Setup
from game.maps import bananas as maps
from game.maps.bananas import (JungleInfo, jungle_for_match, list_jungles, load_jungle,
                               read_jungle_map)
from game.maps.tiled import (RASTERIZER_MISSING, HexLayout, LevelError, find_rasterizer,
                             png_size, prop, rasterize)
from game.rules.bananas.jungle import MIN_BASE
from game.rules.bananas.tiles import TILE_BY_ID, TILES, tiles_for, trees_for

ROOT = Path(__file__).resolve().parents[2]
LEVELS = ROOT / "game" / "levels"
BANANAS = LEVELS / "bananas"
ALL_MAPS = sorted(LEVELS.rglob("*.tmx"))
JUNGLES = sorted(BANANAS.glob("*.tmx"))
TILE_W, TILE_H, SIDE = 84, 96, 48


def test_there_are_jungles_for_every_player_count():
    assert len(JUNGLES) >= 6
    for n in (2, 3, 4):
        found = list_jungles(n)
        assert len(found) >= 3, (n, found)
        assert all(isinstance(i, JungleInfo) and n in i.players for i in found)
    infos = list_jungles()
    assert len(infos) == len(JUNGLES)                       # none is broken
    assert len({i.title for i in infos}) == len(infos)       # titles tell them apart
    assert {i.name for i in list_jungles(2)} == {i.name for i in list_jungles(3)}


@pytest.mark.parametrize("path", JUNGLES, ids=lambda p: p.stem)
def test_jungle_map_loads_and_follows_the_rules(path):
    jm = load_jungle(path.stem)
    assert jm.path == path and jm.name == path.stem
    assert jm.title.strip() and jm.title == jm.info().title
    n_tiles = len(jm.placements)
    assert jm.players == ((2, 3) if n_tiles == 6 else (4,))
    assert n_tiles == tiles_for(jm.players[0])
    # whole JungleTiles from the box, each once, with their own numbers
    assert len({p.tile for p in jm.placements}) == n_tiles
    numbers = jm.numbers()
    assert len(numbers) == 3 * n_tiles
    counts = Counter(numbers.values())
    assert set(counts) <= set(range(1, 7))
    assert counts == Counter(n for p in jm.placements for n in TILE_BY_ID[p.tile].numbers)
    if n_tiles == 8:
        assert counts == {k: 4 for k in range(1, 7)}
    assert [t for t, _ in jm.trees] == [1, 2, 3, 4, 5, 6]
    for n in jm.players:
        j = jm.jungle(n)
        assert j.frozen and j.problems(n) == []
        assert tuple(sorted(j.trees)) == trees_for(n)
        assert len(j.planting_grounds()) >= len(trees_for(n))
        assert all(len(b) >= MIN_BASE for b in j.bases.values())
        # every tile after the first touches the jungle before it along one side
        seen: set[Hex] = set()
        for i, p in enumerate(j.placements):
            touching = sum(1 for h in p.cells() for nb in h.neighbours() if nb in seen)
            assert touching == (0 if i == 0 else 1)
            seen.update(p.cells())
    other = 4 if jm.players != (4,) else 2
    with pytest.raises(LevelError, match=f"not {other}"):
        jm.jungle(other)


@pytest.mark.parametrize("path", JUNGLES, ids=lambda p: p.stem)
def test_map_file_uses_the_agreed_tiled_format(path):
    text = path.read_text()
    assert 'version="1.8"' in text and 'orientation="hexagonal"' in text
    assert 'staggeraxis="y"' in text and 'staggerindex="odd"' in text
    assert ' class="' not in text                  # Tiled 1.8: object `type`, not `class`
    jm = load_jungle(path)
    lay = jm.layout
    assert (lay.tilewidth, lay.tileheight, lay.hexsidelength) == (TILE_W, TILE_H, SIDE)
    # trees are centred on their cells, inside the map, one cell margin all round
    for _, cell in jm.trees:
        col, row = lay.to_cell(cell)
        assert 1 <= col < lay.width - 1 and 1 <= row < lay.height - 1
    for h in jm.numbers():
        col, row = lay.to_cell(h)
        assert lay.to_hex(col, row) == h
        assert lay.in_bounds(col, row)


def test_tileset_matches_the_rules_tiles():
    text = (BANANAS / "jungle.tsx").read_text()
    assert 'version="1.8"' in text
    jungle_tiles = re.findall(r'<tile id="(\d+)" type="jungle">\s*<properties>\s*'
                              r'<property name="jungletile" type="int" value="(\d)"/>\s*'
                              r'<property name="number" type="int" value="(\d)"/>', text)
    assert len(jungle_tiles) == 24
    seen = {(int(t), int(n)) for _, t, n in jungle_tiles}
    assert seen == {(t.id, n) for t in TILES for n in t.numbers}
    assert Counter(n for _, n in seen) == {k: 4 for k in range(1, 7)}
    trees = re.findall(r'<tile id="\d+" type="tree">\s*<properties>\s*'
                       r'<property name="number" type="int" value="(\d)"/>', text)
    assert sorted(map(int, trees)) == [1, 2, 3, 4, 5, 6]
    assert png_size(BANANAS / "jungle.png") == (6 * TILE_W, 5 * TILE_H)


def test_curated_jungle_starts_and_plays_a_match():
    """What the rules do with `jungle=<name>` and the spec's map source: start from
    the map's jungle and play to the end (random moves, round limit 30)."""
    from game.maps.bananas import JUNGLES
    from game.rules.bananas import new_match
    for name, n in (("snake-river", 2), ("zigzag-trail", 4)):
        setup = Setup("bananas", tuple(["random"] * n), seed=7,
                      variants=("max_rounds=30", f"jungle={name}"))
        st = new_match(setup, JUNGLES)
        assert set(st.jungle.numbers) == set(load_jungle(name).numbers())
        assert sorted(st.jungle.trees) == list(trees_for(n))
        rng = random.Random(3)
        steps = 0
        while not st.over:
            seat = rng.choice(sorted(st.to_act()))
            st.apply(seat, rng.choice(st.legal_actions(seat)))
            steps += 1
            assert steps < 20_000
        assert sum(st.scores()) <= st.total


def test_lookups_by_name_and_errors():
    assert load_jungle("long-vine") is load_jungle("long-vine")      # cached
    assert load_jungle(BANANAS / "long-vine.tmx").title == load_jungle("long-vine").title
    with pytest.raises(LevelError, match="no jungle called 'nowhere'.*long-vine"):
        load_jungle("nowhere")
    with pytest.raises(BadSetup, match="not a jungle name"):
        jungle_for_match("../../etc/passwd", 2)
    j = jungle_for_match("banana-grove", 3)
    assert sorted(j.trees) == [1, 2, 3, 4, 5, 6]


def test_maps_package_never_imports_pygame():
    code = ("import sys; import game.maps.bananas as b; b.jungle_for_match('long-vine', 2); "
            "b.list_jungles(4); assert 'pygame' not in sys.modules, 'pygame imported'; "
            "import pygame, pytmx.util_pygame; assert pytmx.util_pygame.pygame")
    r = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                       env={"PYGAME_HIDE_SUPPORT_PROMPT": "1", "PATH": "/usr/bin:/bin"})
    assert r.returncode == 0, r.stderr
    assert "cannot import pygame" not in r.stderr


# ---------------------------------------------------------------------------
# Tiled's own renderer

def _need_rasterizer() -> None:
    if find_rasterizer() is None:
        pytest.fail(RASTERIZER_MISSING)


@pytest.mark.parametrize("path", ALL_MAPS, ids=lambda p: p.stem)
def test_tiled_renders_every_map(path, tmp_path):
    _need_rasterizer()
    png = tmp_path / (path.stem + ".png")
    assert rasterize(path, png) is None
    w, h = png_size(png)
    if path.parent == BANANAS:  # Tiled's idea of the map's size is ours too
        lay = load_jungle(path).layout
        assert (w, h) == tuple(round(v) for v in lay.pixel_size())


def test_check_levels_tool(tmp_path):
    _need_rasterizer()
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "check_levels.py"),
                        "--out", str(tmp_path)], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"{len(ALL_MAPS)}/{len(ALL_MAPS)} maps passed" in r.stdout
    assert len(list(tmp_path.glob("*.png"))) == len(ALL_MAPS)
    bad = tmp_path / "bananas"
    bad.mkdir()
    (bad / "broken.tmx").write_text("<map")
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "check_levels.py"), str(bad),
                        "--no-render"], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 1 and "broken.tmx: is not valid XML" in r.stdout


# ---------------------------------------------------------------------------
# broken maps

@pytest.fixture
def kit(tmp_path):
    """A folder with the real tileset, and a writer for small test maps."""
    for f in ("jungle.tsx", "jungle.png"):
        shutil.copy(BANANAS / f, tmp_path / f)
    return MapKit(tmp_path)


class MapKit:
    """Writes .tmx files from axial cells, like the real maps (stagger y, odd)."""

    def __init__(self, folder: Path):
        self.folder = folder
        base = load_jungle("snake-river")
        self.placements = list(base.placements)
        self.trees = dict(base.trees)

    def cells(self, placements=None) -> dict[Hex, int]:
        out = {}
        for p in placements if placements is not None else self.placements:
            for k, h in enumerate(p.cells()):
                out[h] = (p.tile - 1) * 3 + k + 1
        return out

    def write(self, name="test", cells=None, trees=None, title="Test Jungle",
              orientation="hexagonal", tree_extra="", map_extra="", axis="y",
              index="odd") -> Path:
        cells = self.cells() if cells is None else cells
        trees = self.trees if trees is None else trees
        offs = {hex_to_offset(h, axis, index): g for h, g in cells.items()}
        spots = [hex_to_offset(c, axis, index) for c in trees.values()] + list(offs)
        dc = 1 - min(c for c, _ in spots)
        dr = 1 - min(r for _, r in spots)
        if axis == "y":     # keep the parity of the staggered rows (or columns)
            dr += dr % 2
        else:
            dc += dc % 2
        w = max(c for c, _ in spots) + dc + 2
        h = max(r for _, r in spots) + dr + 2
        grid = [[0] * w for _ in range(h)]
        for (c, r), g in offs.items():
            grid[r + dr][c + dc] = g
        tw, th = (TILE_W, TILE_H) if axis == "y" else (TILE_H, TILE_W)
        lay = HexLayout(w, h, tw, th, SIDE, axis, index)
        objs = []
        for i, (t, cell) in enumerate(sorted(trees.items()), 1):
            c, r = hex_to_offset(cell, axis, index)
            x, y = lay.cell_centre(c + dc, r + dr)
            objs.append(f'<object id="{i}" type="tree" gid="{24 + t}" x="{x - tw / 2}" '
                        f'y="{y + th / 2}" width="{tw}" height="{th}">'
                        f'<properties><property name="number" type="int" value="{t}"/>'
                        f'</properties></object>')
        title_xml = "" if title is None else f'<property name="title" value="{title}"/>'
        text = (f'<?xml version="1.0" encoding="UTF-8"?>\n'
                f'<map version="1.8" tiledversion="1.8.2" orientation="{orientation}" '
                f'renderorder="right-down" width="{w}" height="{h}" tilewidth="{tw}" '
                f'tileheight="{th}" infinite="0" hexsidelength="{SIDE}" staggeraxis="{axis}" '
                f'staggerindex="{index}" nextlayerid="3" nextobjectid="9">\n'
                f'<properties>{title_xml}{map_extra}</properties>\n'
                f'<tileset firstgid="1" source="jungle.tsx"/>\n'
                f'<layer id="1" name="jungle" width="{w}" height="{h}"><data encoding="csv">\n'
                + ",\n".join(",".join(map(str, row)) for row in grid)
                + f'\n</data></layer>\n<objectgroup id="2" name="trees">{"".join(objs)}'
                  f'{tree_extra}</objectgroup>\n</map>\n')
        p = self.folder / f"{name}.tmx"
        p.write_text(text)
        return p


def expect(path: Path, pattern: str) -> LevelError:
    with pytest.raises(LevelError) as info:
        read_jungle_map(path)
    msg = str(info.value)
    assert msg.startswith(path.name + ": "), msg
    assert re.search(pattern, msg), msg
    assert isinstance(info.value, BadSetup) and isinstance(info.value, ValueError)
    return info.value


def test_kit_writes_a_good_map(kit):
    jm = read_jungle_map(kit.write())
    assert jm.players == (2, 3) and jm.title == "Test Jungle"


def _shape(numbers: dict[Hex, int]) -> set[tuple[int, int, int]]:
    """A jungle's hexes and numbers, moved so its smallest hex is the origin."""
    q0, r0 = min(numbers)
    return {(h.q - q0, h.r - r0, n) for h, n in numbers.items()}


@pytest.mark.parametrize("axis,index", [("y", "odd"), ("y", "even"), ("x", "odd"), ("x", "even")])
def test_every_stagger_setting_reads_the_same_jungle(kit, tmp_path, axis, index):
    """The same jungle saved with each of Tiled's four stagger settings loads as the
    same jungle (hexgrid's offset conversion and HexLayout's pixels agree with
    Tiled's), and Tiled draws each at the pixel size HexLayout computes."""
    base = load_jungle("snake-river")
    p = kit.write(f"stagger-{axis}-{index}", axis=axis, index=index)
    jm = read_jungle_map(p)
    assert (jm.layout.staggeraxis, jm.layout.staggerindex) == (axis, index)
    assert _shape(jm.numbers()) == _shape(base.numbers())
    q0, r0 = min(jm.numbers())
    b0 = min(base.numbers())
    assert {t: (c.q - q0, c.r - r0) for t, c in jm.trees} == \
        {t: (c.q - b0.q, c.r - b0.r) for t, c in base.trees}
    _need_rasterizer()
    png = tmp_path / f"{p.stem}.png"
    assert rasterize(p, png) is None
    assert png_size(png) == tuple(round(v) for v in jm.layout.pixel_size())


def test_malformed_xml(kit):
    p = kit.write()
    p.write_text(p.read_text()[:300])
    expect(p, r"is not valid XML \(line \d+, column \d+\)")
    p.write_text("")
    expect(p, "is not valid XML")
    p.write_text('<tileset name="x"/>')
    expect(p, "is not a Tiled map")


def test_missing_file_and_tileset(kit):
    expect(kit.folder / "absent.tmx", "no such map file")
    p = kit.write()
    (kit.folder / "jungle.tsx").unlink()
    expect(p, "tileset file it uses is missing")


def test_wrong_orientation(kit):
    expect(kit.write(orientation="orthogonal"), r"is not a hex map \(orientation 'orthogonal'\)")
    p = kit.write()
    p.write_text(p.read_text().replace('staggeraxis="y"', 'staggeraxis="z"'))
    expect(p, "staggeraxis must be 'x' or 'y'")


def test_tile_overlapping_another(kit):
    cells = kit.cells()
    a, b = kit.placements[0], kit.placements[1]
    # JungleTile b laid again so that one of its hexes covers a hex of JungleTile a
    covered = a.cells()[1]
    cells[covered] = (b.tile - 1) * 3 + 1
    expect(kit.write(cells=cells), rf"(JungleTile {a.tile} has only 2 of its 3 hexes.*covered "
                                   rf"by another tile|JungleTile {b.tile}'s \d is on the map twice)")
    # a tile drawn over another one completely: the covered tile is simply not there,
    # the covering one would appear twice
    cells = kit.cells()
    for h, g in zip(a.cells(), [(b.tile - 1) * 3 + k + 1 for k in range(3)]):
        cells[h] = g
    expect(kit.write(cells=cells), rf"JungleTile {b.tile}'s \d is on the map twice")


def test_missing_tree(kit):
    trees = dict(kit.trees)
    del trees[6]
    expect(kit.write(trees=trees), r"tree 6 is missing: a jungle map plants trees 1-6")
    expect(kit.write(trees={}), r"trees 1, 2, 3, 4, 5, 6 are missing")


def _cells_with_sides(jungle_cells, k):
    near = {n for h in jungle_cells for n in h.neighbours() if n not in jungle_cells}
    return sorted(c for c in near if sum(n in jungle_cells for n in c.neighbours()) == k)


def test_tree_with_a_base_of_one(kit):
    cells = kit.cells()
    lonely = _cells_with_sides(cells, 1)[0]
    trees = dict(kit.trees)
    trees[2] = lonely
    expect(kit.write(trees=trees), r"tree 2 \(tree object 2\) at cell \(\d+, \d+\) has a base "
                                   r"of only 1 hex: every tree needs at least 2")
    trees[2] = _cells_with_sides(cells, 2)[0]
    expect(kit.write(trees=trees), r"tree 2 .* is not on a planting ground: only 2 jungle hexes")


def test_bad_trees(kit):
    trees = dict(kit.trees)
    trees[3] = kit.placements[0].cells()[0]
    expect(kit.write(trees=trees), r"tree 3 .* stands on a jungle hex")
    trees = dict(kit.trees)
    trees[3] = trees[4]
    expect(kit.write(trees=trees), r"trees \d and \d stand on the same cell")
    p = kit.write()
    p.write_text(p.read_text().replace('value="5"/></properties>', 'value="4"/></properties>'))
    expect(p, r"shows tree 5 but its number is 4|tree 4 is planted twice")
    p = kit.write()
    text = p.read_text().replace('gid="25" ', "")  # tree 1 no longer a tile object...
    text = text.replace('<property name="number" type="int" value="1"/>',
                        '<property name="number" value="one"/>')  # ...and a bad number
    p.write_text(text)
    expect(p, r"tree object 1: property 'number' must be a whole number, not 'one'")
    p = kit.write()
    p.write_text(re.sub(r'(<object id="1" type="tree" gid="25" x=")([\d.]+)',
                        lambda m: m.group(1) + str(float(m.group(2)) + 30), p.read_text()))
    expect(p, r"tree 1 \(tree object 1\) is not centred on a hex cell")
    extra = (f'<object id="8" type="rock" x="10" y="10" width="5" height="5"/>')
    expect(kit.write(tree_extra=extra), r"object 8 in layer 'trees' has type 'rock'")
    # Tiled 1.9 writes `class`: read too
    p = kit.write()
    p.write_text(p.read_text().replace('type="tree" gid', 'class="tree" gid'))
    assert read_jungle_map(p).players == (2, 3)


def test_bad_tiles_and_layers(kit):
    cells = kit.cells()
    h = kit.placements[2].cells()[0]
    cells[h] = 27                                   # a tree picture on the path
    expect(kit.write(cells=cells), r"cell \(\d+, \d+\) of layer 'jungle' holds tile 26 of "
                                   r"tileset 'jungle' \(type 'tree'\), which is not a jungle hex")
    cells[h] = 99                                   # no tileset has it
    expect(kit.write(cells=cells), r"holds an unknown tile \(gid 99\), which is not a jungle hex")
    p = kit.write()
    p.write_text(p.read_text().replace('name="jungle" width', 'name="path" width'))
    expect(p, r"has no tile layer called 'jungle' \(its layers: 'path', 'trees'\)")
    p = kit.write()
    p.write_text(p.read_text().replace('name="trees"', 'name="forest"'))
    expect(p, r"has no object layer called 'trees'")
    expect(kit.write(title=None), r"the map needs a custom property 'title'")
    expect(kit.write(title="  "), r"'title' property is empty")
    expect(kit.write(map_extra='<property name="players" value="4"/>'),
           r"says it is for 4 players, but its 6 JungleTiles make a jungle for 2-3 players")
    assert read_jungle_map(kit.write(map_extra='<property name="players" value="3"/>')
                           ).players == (3,)


def test_tiles_that_break_the_laying_rule(kit):
    five = kit.placements[:5]
    expect(kit.write(cells=kit.cells(five)), r"has 5 JungleTiles: a jungle has 6 \(2-3 players\)"
                                             r" or 8 \(4 players\)")
    cells = kit.cells()
    a = kit.placements[0]
    del cells[a.cells()[0]]
    expect(kit.write(cells=cells), rf"JungleTile {a.tile} has only 2 of its 3 hexes")
    # a tile turned over (mirrored): its hexes are not the printed tile any more
    bent = next(p for p in kit.placements if TILE_BY_ID[p.tile].shape == "bent")
    cells = kit.cells()
    hexes = bent.cells()
    cells[hexes[0]], cells[hexes[2]] = cells[hexes[2]], cells[hexes[0]]
    expect(kit.write(cells=cells), rf"JungleTile {bent.tile}'s hexes .* are not laid as the bent "
                                   r"tile .* not cut apart or turned over")
    # a piece apart from the rest
    cells = kit.cells()
    last = kit.placements[-1]
    for h in last.cells():
        gid = cells.pop(h)
        cells[Hex(h.q + 20, h.r)] = gid
    expect(kit.write(cells=cells), rf"the jungle falls apart: JungleTile {last.tile} does not "
                                   "touch the rest")


def test_two_sides_and_rings():
    from game.rules.bananas.jungle import Placement
    from game.maps.bananas import _laying_order
    p = Path("ring.tmx")
    # two straight tiles side by side touch along 5 sides
    side = [Placement(1, 0, Hex(0, 0)), Placement(2, 0, Hex(0, 1))]
    with pytest.raises(LevelError, match=r"JungleTiles 1 and 2 touch along 5 hex sides"):
        _laying_order(p, side)
    # a ring: the sixth tile touches two tiles, one side each, closing a loop
    ring = _find_ring()
    with pytest.raises(LevelError, match="close a ring"):
        _laying_order(p, ring)


def _find_ring():
    """Tiles laid around a hole so that each touches its neighbours along one side
    and the last closes the loop (found by a small deterministic search)."""
    from game.rules.bananas.jungle import Jungle, Placement
    rng = random.Random(0)
    for _ in range(4000):
        j = Jungle()
        order = sorted(TILE_BY_ID)
        rng.shuffle(order)
        for t in order[:5]:
            opts = j.legal_placements(t)
            j.place(rng.choice(opts))
        last = order[5]
        for rot in range(6):
            for q in range(-8, 9):
                for r in range(-8, 9):
                    p = Placement(last, rot, Hex(q, r))
                    cells = p.cells()
                    if any(c in j.numbers for c in cells):
                        continue
                    touching = {j.tile_at[n] for c in cells for n in c.neighbours()
                                if n in j.numbers}
                    sides = sum(1 for c in cells for n in c.neighbours() if n in j.numbers)
                    if len(touching) == 2 and sides == 2:
                        return list(j.placements) + [p]
    raise AssertionError("no ring found")  # pragma: no cover


def test_list_jungles_skips_broken_maps(kit, caplog):
    kit.write("good")
    (kit.folder / "bad.tmx").write_text("<map><layer")
    found = list_jungles(3, directory=kit.folder)
    assert [i.name for i in found] == ["good"]
    assert "bad.tmx" in caplog.text
    assert list_jungles(4, directory=kit.folder) == []


def test_prop_reads_typed_values():
    p = "x.tmx"
    assert prop({"n": 3}, "n", int, p) == 3
    assert prop({"n": "3"}, "n", int, p) == 3
    assert prop({"b": "true"}, "b", bool, p) is True
    assert prop({}, "n", int, p, default=None) is None
    for props, kind, pattern in (({"n": True}, int, "whole number"),
                                 ({"n": "x"}, float, "a number"),
                                 ({"n": 9}, int, "1-6"),
                                 ({}, str, "needs a custom property 'n'")):
        with pytest.raises(LevelError, match=pattern):
            prop(props, "n", kind, p, lo=1, hi=6)


def test_rasterizer_rejects_a_broken_map(tmp_path):
    _need_rasterizer()
    bad = tmp_path / "bad.tmx"
    bad.write_text('<?xml version="1.0"?><map orientation="hexagonal"')
    err = rasterize(bad, tmp_path / "bad.png")
    assert err and "exit status" in err


def test_generator_reproduces_the_committed_maps(tmp_path):
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "make_bananas_levels.py"),
                        "--out", str(tmp_path)], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
    for f in [*JUNGLES, BANANAS / "jungle.tsx"]:
        assert (tmp_path / f.name).read_bytes() == f.read_bytes(), f"{f.name} differs: rerun " \
            "tools/make_bananas_levels.py"
    assert png_size(tmp_path / "jungle.png") == png_size(BANANAS / "jungle.png")
    assert sorted(p.name for p in tmp_path.glob("*.tmx")) == [p.name for p in JUNGLES]


def test_maps_module_path_constant():
    assert maps.LEVELS_DIR == BANANAS


@pytest.mark.parametrize("value", ["inf", "nan", "-inf", "1e400", "1e9", "0", "-3", "2.5", "x"])
def test_map_sizes_that_are_not_sensible_whole_numbers(kit, value):
    p = kit.write()
    p.write_text(re.sub(r'hexsidelength="\d+"', f'hexsidelength="{value}"', p.read_text()))
    # pytmx itself refuses a size that is not a number at all
    expect(p, "cannot be read as a Tiled map" if value == "x" else "hexsidelength must be a whole")


def test_a_map_with_an_upper_case_name_is_not_offered(kit, caplog):
    kit.write("good")
    kit.write("Shouty")
    found = list_jungles(3, directory=kit.folder)
    assert [i.name for i in found] == ["good"]
    assert "Shouty.tmx" in caplog.text and "lower-case" in caplog.text
