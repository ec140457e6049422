#!/usr/bin/env python3
"""Write the Going Bananas jungle maps: game/levels/bananas/jungle.png, jungle.tsx and *.tmx.

    python tools/make_bananas_levels.py              # into game/levels/bananas/
    python tools/make_bananas_levels.py --out DIR    # somewhere else
    python tools/make_bananas_levels.py --check      # also run tools/check_levels.py on them

The tileset image is drawn here with pygame (hex tiles in jungle colours showing
their number 1-6 and as many dice pips, one colour per JungleTile; one picture
per banana tree). The maps are the hand-made LAYOUTS below: JungleTiles laid as
the rules lay them (`Placement(tile, rotation, at)` in axial coordinates) and
trees 1-6 on planting grounds. Each layout is laid with the rules' own code and
checked with `Jungle.problems` for every player count it is for before anything
is written; the written files are then read back with game.maps.bananas.

Files are in the Tiled 1.8 format (object `type`, not `class`), hexagonal,
staggeraxis "y", staggerindex "odd" (pointy-top, odd rows shifted right:
`game.core.hexgrid.hex_to_offset(h, "y", "odd")`). The output is deterministic.
See docs/levels.md.
"""
from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402  (tools may draw; the game's rules and maps never import pygame)

from game.core.hexgrid import Hex, hex_corners, hex_to_offset  # noqa: E402
from game.rules.bananas.jungle import Jungle, Placement  # noqa: E402
from game.rules.bananas.tiles import TILE_BY_ID, TILES, TREE_CAPACITY, tiles_for, trees_for  # noqa: E402

OUT = ROOT / "game" / "levels" / "bananas"
FONT = ROOT / "game" / "assets" / "fonts" / "MonkeyRounded.ttf"

# Tile geometry: a pointy-top hex of size 48 (centre to corner) is 83.1 px wide
# and 96 px tall; Tiled wants whole pixels, so 84 x 96 with hexsidelength 48.
TILE_W, TILE_H, HEX_SIDE = 84, 96, 48
STAGGER_AXIS, STAGGER_INDEX = "y", "odd"
COLUMNS = 6
TREE_BASE_ID = 24            # tile ids 0-23: JungleTile hexes; 24-29: trees 1-6
TILESET = "jungle"
MAP_BACKGROUND = "#1f3d26"

INK = (38, 28, 44)
CREAM = (255, 246, 224)
BANANA = (255, 214, 50)
BANANA_DARK = (200, 140, 20)
BARK = (110, 70, 40)
SOIL = (92, 64, 40)
# one jungle colour per JungleTile, so neighbouring tiles are told apart
TILE_COLOURS = {
    1: (58, 150, 72), 2: (30, 112, 74), 3: (112, 164, 58), 4: (128, 138, 52),
    5: (34, 128, 116), 6: (150, 112, 58), 7: (84, 116, 48), 8: (62, 156, 128),
}
LEAVES = {"low": (66, 176, 80), "high": (36, 132, 64)}


def tile_id(tile: int, part: int) -> int:
    """The tileset id of hex `part` (0-2, in TILES order) of JungleTile `tile`."""
    return (tile - 1) * 3 + part


def tree_tile_id(tree: int) -> int:
    return TREE_BASE_ID + tree - 1


# ---------------------------------------------------------------------------
# the jungles, made by hand. Coordinates are axial (q, r) in the rules' system
# (game/core/hexgrid.py); a Placement's `at` is where the tile's first hex goes
# and `rotation` turns it by 60-degree steps. Trees stand on planting grounds,
# spread out along the path so every stretch has one; the high trees 4 and 5
# (3 bananas) far apart; tree 6 (left out with 2 players) where the other five
# still cover the jungle.

LAYOUTS: list[dict] = [
    {   # 2-3 players, straight: one long vine from west to east
        "name": "long-vine", "title": "The Long Vine", "shape": "straight",
        "tiles": [(2, 3, (0, 0)), (4, 0, (0, 1)), (5, 0, (-5, 1)), (3, 3, (5, 0)),
                  (1, 3, (8, -1)), (8, 1, (-6, 0))],
        "trees": {1: (-4, 0), 2: (-1, 1), 3: (2, 1), 4: (-6, 1), 5: (6, 0), 6: (-3, 1)},
    },
    {   # 2-3 players, winding: the path snakes up and down like a river
        "name": "snake-river", "title": "Snake River", "shape": "winding",
        "tiles": [(4, 5, (0, 0)), (2, 0, (-3, 0)), (8, 3, (-4, 2)), (7, 3, (3, 0)),
                  (5, 2, (4, 2)), (6, 2, (6, 1))],
        "trees": {1: (1, 0), 2: (3, 2), 3: (4, 0), 4: (-3, 1), 5: (5, 1), 6: (2, 1)},
    },
    {   # 2-3 players, compact: a tight grove, trees close together
        "name": "banana-grove", "title": "Banana Grove", "shape": "compact",
        "tiles": [(1, 2, (0, 0)), (3, 0, (1, -3)), (4, 4, (3, -2)), (8, 3, (2, 2)),
                  (7, 2, (-1, 3)), (6, 2, (5, -1))],
        "trees": {1: (1, -2), 2: (1, 0), 3: (4, -1), 4: (0, 3), 5: (4, -3), 6: (2, -2)},
    },
    {   # 4 players, straight: all eight tiles in one long liana
        "name": "great-liana", "title": "The Great Liana", "shape": "straight",
        "tiles": [(5, 3, (0, 0)), (7, 4, (2, 0)), (6, 3, (5, -1)), (4, 2, (6, -2)),
                  (2, 2, (7, 0)), (1, 0, (-5, 1)), (3, 3, (-5, 0)), (8, 5, (-3, -2))],
        "trees": {1: (-1, 1), 2: (2, 1), 3: (5, -2), 4: (-4, 0), 5: (7, -3), 6: (4, 0)},
    },
    {   # 4 players, winding: a zigzag trail with a bend at each end
        "name": "zigzag-trail", "title": "Zigzag Trail", "shape": "winding",
        "tiles": [(8, 2, (0, 0)), (7, 1, (2, -1)), (2, 0, (4, -3)), (3, 5, (7, -3)),
                  (6, 4, (1, -4)), (1, 3, (10, -4)), (4, 3, (-1, -3)), (5, 3, (-4, -1))],
        "trees": {1: (-2, -2), 2: (1, -3), 3: (1, 0), 4: (-5, 0), 5: (8, -3), 6: (4, -2)},
    },
    {   # 4 players, compact: a village of trees with paths branching around it
        "name": "treetop-village", "title": "Treetop Village", "shape": "compact",
        "tiles": [(6, 0, (0, 0)), (2, 0, (1, 1)), (8, 3, (4, -1)), (1, 2, (0, 4)),
                  (7, 0, (-2, 0)), (4, 4, (5, 0)), (5, 4, (-2, 2)), (3, 2, (-2, 6))],
        "trees": {1: (-1, 5), 2: (1, -1), 3: (3, -2), 4: (-3, 2), 5: (5, 1), 6: (2, 0)},
    },
]


def build(layout: dict) -> tuple[Jungle, tuple[int, ...]]:
    """Lay a layout with the rules' code; check it for every player count it serves."""
    j = Jungle()
    for t, rot, at in layout["tiles"]:
        j.place(Placement(t, rot, Hex(*at)))
    n = len(j.placements)
    players = tuple(p for p in (2, 3, 4) if tiles_for(p) == n)
    if not players:
        raise SystemExit(f"{layout['name']}: {n} tiles is not a jungle")
    for p in players:
        trial = Jungle()
        for pl in j.placements:
            trial.place(pl)
        for t, c in layout["trees"].items():
            if t in trees_for(p):
                trial.plant(t, Hex(*c))
        problems = trial.problems(p)
        if problems:
            raise SystemExit(f"{layout['name']} ({p} players): {problems[0]}")
    for t, c in layout["trees"].items():
        j.plant(t, Hex(*c))
    return j, players


# ---------------------------------------------------------------------------
# the tileset image

SS = 4  # supersampling


def _font(size: int) -> pygame.font.Font:
    return pygame.font.Font(str(FONT) if FONT.is_file() else None, size)


def _hex_points(cx: float, cy: float, size: float) -> list[tuple[float, float]]:
    return hex_corners(Hex(0, 0), size, "pointy", (cx, cy))


def _text(surf: pygame.Surface, text: str, size: int, centre: tuple[float, float],
          colour=CREAM, outline: int = 0) -> None:
    f = _font(size)
    if outline:
        ink = f.render(text, True, INK)
        r = ink.get_rect(center=(round(centre[0]), round(centre[1])))
        for dx in range(-outline, outline + 1, max(1, outline // 2)):
            for dy in range(-outline, outline + 1, max(1, outline // 2)):
                if dx * dx + dy * dy <= outline * outline:
                    surf.blit(ink, r.move(dx, dy))
    img = f.render(text, True, colour)
    surf.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))


PIPS = {1: [(0, 0)], 2: [(-1, 0), (1, 0)], 3: [(-1, 0), (0, 0), (1, 0)],
        4: [(-1.5, 0), (-0.5, 0), (0.5, 0), (1.5, 0)],
        5: [(-2, 0), (-1, 0), (0, 0), (1, 0), (2, 0)],
        6: [(-1, -0.5), (0, -0.5), (1, -0.5), (-1, 0.5), (0, 0.5), (1, 0.5)]}


def hex_tile(tile: int, number: int) -> pygame.Surface:
    w, h = TILE_W * SS, TILE_H * SS
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h / 2
    base = TILE_COLOURS[tile]
    dark = tuple(max(0, int(c * 0.6)) for c in base)
    light = tuple(min(255, int(c * 1.18) + 12) for c in base)
    pygame.draw.polygon(s, INK, _hex_points(cx, cy, 48 * SS))
    pygame.draw.polygon(s, dark, _hex_points(cx, cy, 45.5 * SS))
    pygame.draw.polygon(s, base, _hex_points(cx, cy - 1.5 * SS, 42 * SS))
    # a few leaf spots for texture (fixed places: deterministic)
    for (dx, dy, r) in ((-22, -18, 5), (20, -22, 4), (24, 16, 5), (-26, 14, 4), (4, 30, 4)):
        pygame.draw.circle(s, light, (cx + dx * SS, cy + dy * SS), r * SS)
    # number and dice pips
    pygame.draw.circle(s, dark, (cx, cy - 6 * SS), 21 * SS)
    _text(s, str(number), 38 * SS, (cx, cy - 6 * SS), CREAM, outline=3 * SS)
    for px, py in PIPS[number]:
        pygame.draw.circle(s, INK, (cx + px * 8 * SS, cy + (24 + py * 8) * SS), 3.4 * SS)
        pygame.draw.circle(s, CREAM, (cx + px * 8 * SS, cy + (24 + py * 8) * SS), 2.4 * SS)
    return pygame.transform.smoothscale(s, (TILE_W, TILE_H))


def banana() -> pygame.Surface:
    """A small banana (a crescent with an ink outline), at supersampled size."""
    d = 20 * SS
    layer = pygame.Surface((d, d), pygame.SRCALPHA)
    c = (d / 2, d / 2)
    pygame.draw.circle(layer, INK, c, 8.5 * SS)
    pygame.draw.circle(layer, BANANA, c, 6.5 * SS)
    pygame.draw.circle(layer, BANANA_DARK, (c[0] + 1.2 * SS, c[1] + 1.2 * SS), 3.2 * SS)
    # bite out the inside of the curve: what is left is a crescent
    pygame.draw.circle(layer, (0, 0, 0, 0), (c[0] - 4.5 * SS, c[1] - 4.5 * SS), 6.5 * SS)
    pygame.draw.circle(layer, INK, (c[0] + 5.2 * SS, c[1] - 5.4 * SS), 1.6 * SS)  # the stalk
    return layer


def tree_tile(tree: int) -> pygame.Surface:
    w, h = TILE_W * SS, TILE_H * SS
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    cx, cy = w / 2, h / 2
    high = TREE_CAPACITY[tree] >= 3
    # the planting ground: a patch of soil
    pygame.draw.polygon(s, (*INK, 140), _hex_points(cx, cy, 40 * SS))
    pygame.draw.polygon(s, (*SOIL, 220), _hex_points(cx, cy, 37 * SS))
    # trunk
    tw, top = 9 * SS, cy - (14 if high else 6) * SS
    pygame.draw.rect(s, INK, (cx - tw / 2 - 2 * SS, top, tw + 4 * SS, cy + 30 * SS - top),
                     border_radius=3 * SS)
    pygame.draw.rect(s, BARK, (cx - tw / 2, top, tw, cy + 28 * SS - top), border_radius=2 * SS)
    # crown
    leaf = LEAVES["high" if high else "low"]
    r = (26 if high else 22) * SS
    ccy = cy - (16 if high else 10) * SS
    blobs = [(-0.55, 0.15, 0.62), (0.55, 0.15, 0.62), (0, -0.35, 0.7), (0, 0.2, 0.75)]
    for bx, by, br in blobs:
        pygame.draw.circle(s, INK, (cx + bx * r, ccy + by * r), br * r + 2.5 * SS)
    for bx, by, br in blobs:
        pygame.draw.circle(s, leaf, (cx + bx * r, ccy + by * r), br * r)
    # bananas hanging under the crown: 2 on a low tree, 3 on a high one
    n = TREE_CAPACITY[tree]
    for i in range(n):
        bx = cx + (i - (n - 1) / 2) * 13 * SS
        s.blit(banana(), banana().get_rect(center=(round(bx), round(ccy + r * 0.78))))
    # the tree's number on the crown
    pygame.draw.circle(s, INK, (cx, ccy - 0.1 * r), 13 * SS)
    pygame.draw.circle(s, CREAM, (cx, ccy - 0.1 * r), 11 * SS)
    _text(s, str(tree), 21 * SS, (cx, ccy - 0.1 * r + SS), INK)
    return pygame.transform.smoothscale(s, (TILE_W, TILE_H))


def tileset_image() -> pygame.Surface:
    rows = (TREE_BASE_ID + 6 + COLUMNS - 1) // COLUMNS
    img = pygame.Surface((COLUMNS * TILE_W, rows * TILE_H), pygame.SRCALPHA)
    img.fill((0, 0, 0, 0))
    for t in TILES:
        for k, num in enumerate(t.numbers):
            i = tile_id(t.id, k)
            img.blit(hex_tile(t.id, num), ((i % COLUMNS) * TILE_W, (i // COLUMNS) * TILE_H))
    for tree in sorted(TREE_CAPACITY):
        i = tree_tile_id(tree)
        img.blit(tree_tile(tree), ((i % COLUMNS) * TILE_W, (i // COLUMNS) * TILE_H))
    return img


# ---------------------------------------------------------------------------
# XML (written by hand, laid out as Tiled 1.8 writes it)

def _esc(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def tileset_xml(image_w: int, image_h: int) -> str:
    count = TREE_BASE_ID + len(TREE_CAPACITY)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<tileset version="1.8" tiledversion="1.8.2" name="{TILESET}" tilewidth="{TILE_W}" '
           f'tileheight="{TILE_H}" tilecount="{count}" columns="{COLUMNS}">',
           f' <image source="{TILESET}.png" width="{image_w}" height="{image_h}"/>']
    for t in TILES:
        for k, num in enumerate(t.numbers):
            out += [f' <tile id="{tile_id(t.id, k)}" type="jungle">',
                    '  <properties>',
                    f'   <property name="jungletile" type="int" value="{t.id}"/>',
                    f'   <property name="number" type="int" value="{num}"/>',
                    '  </properties>',
                    ' </tile>']
    for tree in sorted(TREE_CAPACITY):
        out += [f' <tile id="{tree_tile_id(tree)}" type="tree">',
                '  <properties>',
                f'   <property name="number" type="int" value="{tree}"/>',
                '  </properties>',
                ' </tile>']
    out.append('</tileset>')
    return "\n".join(out) + "\n"


def cell_centre(col: int, row: int) -> tuple[float, float]:
    """Centre of a cell in map pixels (Tiled's hexagonal renderer, stagger y odd)."""
    x = col * TILE_W + (TILE_W / 2 if row & 1 else 0) + TILE_W / 2
    y = row * (TILE_H + HEX_SIDE) / 2 + TILE_H / 2
    return x, y


def map_xml(layout: dict, jungle: Jungle, players: tuple[int, ...]) -> str:
    offs = {h: hex_to_offset(h, STAGGER_AXIS, STAGGER_INDEX) for h in jungle.numbers}
    tree_offs = {t: hex_to_offset(c, STAGGER_AXIS, STAGGER_INDEX) for t, c in jungle.trees.items()}
    allc = list(offs.values()) + list(tree_offs.values())
    min_c = min(c for c, _ in allc)
    min_r = min(r for _, r in allc)
    dc = 1 - min_c
    dr = 1 - min_r
    if dr % 2:           # keep row parity: the stagger must not change
        dr += 1
    width = max(c for c, _ in allc) + dc + 2
    height = max(r for _, r in allc) + dr + 2
    grid = [[0] * width for _ in range(height)]
    for h, (c, r) in offs.items():
        t = jungle.tile_at[h]
        part = TILE_BY_ID[t].numbers.index(jungle.numbers[h])
        grid[r + dr][c + dc] = tile_id(t, part) + 1  # firstgid 1
    rows = [",".join(map(str, row)) for row in grid]
    csv = ",\n".join(rows)
    n_trees = len(tree_offs)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<map version="1.8" tiledversion="1.8.2" orientation="hexagonal" '
           f'renderorder="right-down" width="{width}" height="{height}" tilewidth="{TILE_W}" '
           f'tileheight="{TILE_H}" infinite="0" hexsidelength="{HEX_SIDE}" '
           f'staggeraxis="{STAGGER_AXIS}" staggerindex="{STAGGER_INDEX}" '
           f'backgroundcolor="{MAP_BACKGROUND}" nextlayerid="3" nextobjectid="{n_trees + 1}">',
           ' <properties>',
           f'  <property name="players" value="{"-".join(map(str, (players[0], players[-1]))) if len(players) > 1 else players[0]}"/>',
           f'  <property name="shape" value="{_esc(layout["shape"])}"/>',
           f'  <property name="title" value="{_esc(layout["title"])}"/>',
           ' </properties>',
           f' <tileset firstgid="1" source="{TILESET}.tsx"/>',
           f' <layer id="1" name="jungle" width="{width}" height="{height}">',
           '  <data encoding="csv">',
           csv,
           '</data>',
           ' </layer>',
           ' <objectgroup id="2" name="trees">']
    for i, (t, (c, r)) in enumerate(sorted(tree_offs.items()), start=1):
        x, y = cell_centre(c + dc, r + dr)
        # a tile object's x, y is its bottom-left corner
        ox, oy = x - TILE_W / 2, y + TILE_H / 2
        out += [f'  <object id="{i}" name="tree {t}" type="tree" gid="{tree_tile_id(t) + 1}" '
                f'x="{ox:g}" y="{oy:g}" width="{TILE_W}" height="{TILE_H}">',
                '   <properties>',
                f'    <property name="number" type="int" value="{t}"/>',
                '   </properties>',
                '  </object>']
    out += [' </objectgroup>', '</map>']
    return "\n".join(out) + "\n"


def _write(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.write_bytes(data)
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT, help="folder to write into")
    ap.add_argument("--check", action="store_true", help="run tools/check_levels.py afterwards")
    args = ap.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)

    built = [(lay, *build(lay)) for lay in LAYOUTS]   # refuse to write anything invalid

    pygame.init()
    img = tileset_image()
    png = out / f"{TILESET}.png"
    tmp = out / f".{TILESET}.tmp.png"
    pygame.image.save(img, str(tmp))
    changed = _write(png, tmp.read_bytes())
    tmp.unlink()
    print(("wrote " if changed else "same  ") + str(png))
    tsx = out / f"{TILESET}.tsx"
    changed = _write(tsx, tileset_xml(img.get_width(), img.get_height()).encode())
    print(("wrote " if changed else "same  ") + str(tsx))
    for lay, jungle, players in built:
        p = out / f"{lay['name']}.tmx"
        changed = _write(p, map_xml(lay, jungle, players).encode())
        print(("wrote " if changed else "same  ") + f"{p}  ({lay['title']}, "
              f"{'/'.join(map(str, players))} players, {len(jungle.planting_grounds())} "
              "planting grounds)")

    # read back with the game's own loader
    from game.maps.bananas import read_jungle_map
    for lay, jungle, players in built:
        jm = read_jungle_map(out / f"{lay['name']}.tmx")
        assert jm.title == lay["title"] and jm.players == players, jm
        assert sorted(jm.numbers().values()) == sorted(jungle.numbers.values())
    if args.check:
        return subprocess.call([sys.executable, str(HERE / "check_levels.py"), str(out)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
