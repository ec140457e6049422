#!/usr/bin/env python3
"""Write the Treefort Nations boards: game/levels/treefort/grids.png, grids.tsx and players-N.tmx.

    python tools/make_treefort_tiles.py              # into game/levels/treefort/
    python tools/make_treefort_tiles.py --out DIR    # somewhere else
    python tools/make_treefort_tiles.py --check      # also run tools/check_levels.py on them

The tileset image is drawn here with pygame: one 32 x 32 tile per square kind,
a grass square tinted with the seat's colour (game.core.seats.SEAT_COLOURS) and
marked with the seat's shape, for seats 0-7 (tiles 1-8), and a forest-floor tile
for neutral ground (tile 0; tile 9 is the same in a darker shade, so that
neutral grids side by side can be told apart). grids.tsx gives every tile its
custom property `owner` (a seat number "0".."7", or "neutral") and its type
(`territory` or `neutral`).

The boards are the hand-made LAYOUTS below: the top-left square of each 8 x 8
grid, seats in seat order, then the neutral grids. Every board is written as an
orthogonal Tiled 1.8 map, one tile per square, read back with
game.maps.treefort and measured with its fairness(); the output is
deterministic. Why these layouts: docs/rules/treefort-layouts.md
(`python tools/treefort_layouts.py` prints its tables).
"""
from __future__ import annotations

import argparse
import os
import random
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

from game.core.seats import SEAT_COLOURS, SEAT_SHAPES  # noqa: E402
from game.maps.treefort import (GRID_LAYER, GRID_SIZE, NEUTRAL, NEUTRAL_GRIDS,  # noqa: E402
                                NEUTRAL_TYPE, TERRITORY_TYPE, fairness, layout_name, read_layout,
                                spread)
from game.ui.badges import draw_shape  # noqa: E402

OUT = ROOT / "game" / "levels" / "treefort"
TILESET = "grids"
TILE = 32                          # pixels per square
NEUTRAL_TILE = 0                   # tile ids: 0 neutral, 1 + s for seat s,
NEUTRAL_ALT_TILE = 9               # 9 neutral in a darker shade (every other neutral grid)
MAP_BACKGROUND = "#1f3d26"         # no board here

GRASS = (92, 160, 74)
FLOOR = (166, 136, 86)             # neutral ground: forest floor
INK = (38, 28, 44)

G = GRID_SIZE
# players -> (title, seat grids' top-left squares in seat order, neutral grids').
# Seats are numbered clockwise. Pictures and fairness figures:
# docs/rules/treefort-layouts.md.
LAYOUTS: dict[int, tuple[str, list[tuple[int, int]], list[tuple[int, int]]]] = {
    # A N B: each seat has one whole side against the neutral grid.
    2: ("Two players: face to face", [(0, 0), (2 * G, 0)], [(G, 0)]),
    # the neutral grid with a seat on three of its sides
    3: ("Three players: the T", [(0, 0), (2 * G, 0), (G, G)], [(G, 0)]),
    # a seat on each side of the neutral grid
    4: ("Four players: the cross", [(G, 0), (2 * G, G), (G, 2 * G), (0, G)], [(G, G)]),
    # one seat takes the top side of the neutral grid whole; the other four have
    # half a side each (the upper halves of the left and right sides, the two
    # halves of the bottom). No board gives five seats equal borders with one
    # neutral grid: see the docs.
    5: ("Five players: the big tree",
        [(G, 0), (2 * G, G // 2), (G + G // 2, 2 * G), (G // 2, 2 * G), (0, G // 2)],
        [(G, G)]),
    # no neutral ground: six grids in a ring, each overlapping the next by half a side.
    # The ring turns this way round: its mirror image, with the same figures, had
    # seats 3 and 6 (twins on the board) 10 points apart in 400 matches.
    6: ("Six players: the ring",
        [(G + G // 2, 0), (2 * G + G // 2, G // 2), (2 * G, G + G // 2), (G, 2 * G),
         (0, G + G // 2), (G // 2, G // 2)],
        []),
    # a river of four neutral grids: three seats on the north bank, two on the south
    # bank and one at each end, every one with a whole side of the river. The old
    # river (four seats north, three south, side by side) left the seats mid-bank
    # with two neighbours and in range of 96 opponent squares against 48 at the
    # ends, and the ends won more: see the docs.
    7: ("Seven players: the river",
        [(G, 0), (2 * G + G // 2, 0), (4 * G, 0), (5 * G, G), (3 * G, 2 * G), (2 * G, 2 * G),
         (0, G)],
        [(G, G), (2 * G, G), (3 * G, G), (4 * G, G)]),
    # no neutral ground: eight grids in an octagon round an empty clearing, each
    # shifted half a grid from the next, so that no grid touches another only at a
    # corner (the old 3 x 3 ring left the seats mid-side open to four opponents'
    # catapults and the corner seats to two: the corner seats won more)
    8: ("Eight players: the octagon",
        [(G + G // 2, 0), (2 * G + G // 2, G // 2), (3 * G, G + G // 2),
         (2 * G + G // 2, 2 * G + G // 2), (G + G // 2, 3 * G), (G // 2, 2 * G + G // 2),
         (0, G + G // 2), (G // 2, G // 2)],
        []),
}


# ---------------------------------------------------------------------------
# the tileset

def _mix(a: tuple[int, int, int], b: tuple[int, int, int], t: float) -> tuple[int, int, int]:
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


def _square(base: tuple[int, int, int], seed: int, tufts: bool) -> pygame.Surface:
    """One board square: a flat colour with a bevelled edge, so squares can be
    counted, and a little grass (or leaf litter) scattered on it."""
    s = pygame.Surface((TILE, TILE))
    s.fill(base)
    light, dark = _mix(base, (255, 255, 255), 0.28), _mix(base, INK, 0.35)
    pygame.draw.line(s, light, (0, 0), (TILE - 1, 0))
    pygame.draw.line(s, light, (0, 0), (0, TILE - 1))
    pygame.draw.line(s, dark, (0, TILE - 1), (TILE - 1, TILE - 1))
    pygame.draw.line(s, dark, (TILE - 1, 0), (TILE - 1, TILE - 1))
    rng = random.Random(seed)
    speck = _mix(base, INK, 0.22)
    for _ in range(5):
        x, y = rng.randint(4, TILE - 6), rng.randint(4, TILE - 6)
        if 9 <= x <= 22 and 9 <= y <= 22:      # keep the middle for the seat's shape
            continue
        if tufts:
            pygame.draw.line(s, speck, (x, y + 3), (x - 1, y))
            pygame.draw.line(s, speck, (x + 1, y + 3), (x + 2, y))
        else:
            pygame.draw.circle(s, speck, (x, y), 1)
    return s


def seat_tile(seat: int) -> pygame.Surface:
    colour = SEAT_COLOURS[seat]
    s = _square(_mix(GRASS, colour, 0.62), 100 + seat, tufts=True)
    mark = _mix(colour, INK, 0.45)
    draw_shape(s, SEAT_SHAPES[seat], (TILE / 2, TILE / 2), 5.5, mark)
    return s


def neutral_tile(alt: bool = False) -> pygame.Surface:
    floor = _mix(FLOOR, INK, 0.16) if alt else FLOOR
    s = _square(floor, 8 if alt else 7, tufts=False)
    # a fallen leaf in the middle
    leaf = _mix(floor, (120, 84, 40), 0.7)
    c = TILE // 2
    pygame.draw.polygon(s, leaf, [(c - 5, c + 3), (c, c - 5), (c + 5, c + 3), (c, c + 5)])
    pygame.draw.line(s, _mix(leaf, INK, 0.4), (c, c - 4), (c, c + 4))
    return s


def tileset_image() -> pygame.Surface:
    n = 2 + len(SEAT_COLOURS)
    img = pygame.Surface((n * TILE, TILE))
    img.blit(neutral_tile(), (NEUTRAL_TILE * TILE, 0))
    img.blit(neutral_tile(alt=True), (NEUTRAL_ALT_TILE * TILE, 0))
    for seat in range(len(SEAT_COLOURS)):
        img.blit(seat_tile(seat), ((1 + seat) * TILE, 0))
    return img


def _esc(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;"))


def tileset_xml(width: int, height: int) -> str:
    n = 2 + len(SEAT_COLOURS)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           (f'<tileset version="1.8" tiledversion="1.8.2" name="{TILESET}" tilewidth="{TILE}" '
            f'tileheight="{TILE}" tilecount="{n}" columns="{n}">'),
           f' <image source="{TILESET}.png" width="{width}" height="{height}"/>',
           f' <tile id="{NEUTRAL_TILE}" type="{NEUTRAL_TYPE}">',
           '  <properties>',
           f'   <property name="owner" value="{NEUTRAL}"/>',
           '  </properties>',
           ' </tile>']
    for seat in range(len(SEAT_COLOURS)):
        out += [f' <tile id="{1 + seat}" type="{TERRITORY_TYPE}">',
                '  <properties>',
                f'   <property name="owner" value="{seat}"/>',
                '  </properties>',
                ' </tile>']
    out += [f' <tile id="{NEUTRAL_ALT_TILE}" type="{NEUTRAL_TYPE}">',
            '  <properties>',
            f'   <property name="owner" value="{NEUTRAL}"/>',
            '  </properties>',
            ' </tile>',
            '</tileset>']
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------
# the maps

def board(players: int) -> dict[tuple[int, int], int | None]:
    """Square -> owner for a layout; refuses grids that overlap or a wrong count."""
    return {sq: o for sq, (o, _) in _squares(players).items()}


def _squares(players: int) -> dict[tuple[int, int], tuple[int | None, int]]:
    """Square -> (owner, tile id)."""
    _, seats, neutral = LAYOUTS[players]
    if len(seats) != players or len(neutral) != NEUTRAL_GRIDS[players]:
        raise SystemExit(f"{players} players: {len(seats)} seat grids and {len(neutral)} "
                         "neutral grids is the wrong count")
    out: dict[tuple[int, int], tuple[int | None, int]] = {}
    grids: list[tuple[int | None, int, tuple[int, int]]] = \
        [(s, 1 + s, at) for s, at in enumerate(seats)] + \
        [(None, NEUTRAL_ALT_TILE if i % 2 else NEUTRAL_TILE, at) for i, at in enumerate(neutral)]
    for owner, tile, (left, top) in grids:
        for y in range(top, top + G):
            for x in range(left, left + G):
                if (x, y) in out:
                    raise SystemExit(f"{players} players: grids overlap at square ({x}, {y})")
                out[(x, y)] = (owner, tile)
    return out


def map_xml(players: int) -> str:
    title = LAYOUTS[players][0]
    squares = _squares(players)
    width = max(x for x, _ in squares) + 1
    height = max(y for _, y in squares) + 1
    rows = []
    for y in range(height):
        gids = []
        for x in range(width):
            gids.append(1 + squares[(x, y)][1] if (x, y) in squares else 0)  # firstgid 1
        rows.append(",".join(map(str, gids)))
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           (f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{width}" height="{height}" tilewidth="{TILE}" '
            f'tileheight="{TILE}" infinite="0" backgroundcolor="{MAP_BACKGROUND}" '
            'nextlayerid="2" nextobjectid="1">'),
           ' <properties>',
           f'  <property name="players" type="int" value="{players}"/>',
           f'  <property name="title" value="{_esc(title)}"/>',
           ' </properties>',
           f' <tileset firstgid="1" source="{TILESET}.tsx"/>',
           f' <layer id="1" name="{GRID_LAYER}" width="{width}" height="{height}">',
           '  <data encoding="csv">',
           ",\n".join(rows),
           '</data>',
           ' </layer>',
           '</map>']
    return "\n".join(out) + "\n"


def _write(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.write_bytes(data)
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=OUT, help="folder to write into")
    ap.add_argument("--check", action="store_true", help="run tools/check_levels.py afterwards")
    args = ap.parse_args(argv)
    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    for players in LAYOUTS:
        board(players)                      # refuse to write anything broken

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
    failed = 0
    for players in sorted(LAYOUTS):
        p = out / f"{layout_name(players)}.tmx"
        changed = _write(p, map_xml(players).encode())
        # read back with the game's own loader, and measure it
        lay = read_layout(p)
        fair = fairness(lay)
        ok = lay.players == players and lay.title == LAYOUTS[players][0]
        print(("wrote " if changed else "same  ") + f"{p}  ({lay.title}; neutral border "
              f"{'/'.join(str(f['neutral_border']) for f in fair.values())}, neighbours "
              f"{'/'.join(str(f['neighbours']) for f in fair.values())})")
        if not ok or spread(fair, "neighbours") > 1:
            print(f"FAIL  {p}: not what LAYOUTS says, or the neighbour counts differ by more "
                  "than one")
            failed += 1
    if failed:
        return 1
    if args.check:
        return subprocess.call([sys.executable, str(HERE / "check_levels.py"), str(out)])
    return 0


if __name__ == "__main__":
    sys.exit(main())
