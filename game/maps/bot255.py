"""bot255 worlds drawn in Tiled (game/levels/bot255/<set>/<name>.tmx) -> World.

A world map is an orthogonal Tiled map of up to 10 x 10 squares with

* a tile layer ``world``: one tile a square from the tileset
  game/levels/bot255/world.tsx, whose tiles have the types ``wall``, ``bit``,
  ``bug`` and ``bot`` (the bot's tiles carry the property ``facing``: north,
  east, south or west). An empty square is open floor;
* the map properties ``title`` (what players see) and, for the curated sets,
  ``difficulty`` (simple, average or difficult, the folder's name).

`load_world(path)` reads and checks a map: exactly one bot, exactly 8 bits,
and every bit reachable without a bug (the rules' solver says so). Every
problem is a `LevelError` naming the file, in words a player can act on.
`world_tmx(world)` writes a world back as such a map (the editor saves custom
worlds with it; `tools/make_bot255_levels.py` writes the curated sets), and
`save_world` writes it to a file next to a copy of the tileset.

No pygame here; pytmx is imported without it (see game.maps.tiled).
"""
from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from xml.sax.saxutils import quoteattr

from game.core.grid import Cell
from game.resources import levels_dir
from game.rules.bot255.solver import solvable_problems
from game.rules.bot255.world import FACINGS, MAX_SIZE, BadWorld, World

from .tiled import LevelError, load_tmx, map_properties, tile_layer

LEVELS_DIR = levels_dir("bot255")
SETS = ("simple", "average", "difficult")
LAYER = "world"
TILESET = "world"
TILE = 48                                    # pixels a square in the tileset image
# tile ids in world.tsx: the kinds, then the bot in each facing
TILE_IDS = {"wall": 0, "bit": 1, "bug": 2, **{f"bot-{f}": 3 + i for i, f in enumerate(FACINGS)}}


def load_world(path: str | Path) -> World:
    """The world in the map at `path`, checked and solvable."""
    p = Path(path)
    tm = load_tmx(p)
    if getattr(tm, "orientation", "orthogonal") != "orthogonal":
        raise LevelError(p, f"a world is a square grid, not {tm.orientation!r}.")
    w, h = int(tm.width), int(tm.height)
    if not (1 <= w <= MAX_SIZE and 1 <= h <= MAX_SIZE):
        raise LevelError(p, f"a world is 1 to {MAX_SIZE} squares each way, not {w} x {h}.")
    walls, bits, bugs, bots = set(), set(), set(), []
    for t in tile_layer(tm, LAYER, p):
        c = Cell(t.col, t.row)
        kind = t.type
        if kind == "wall":
            walls.add(c)
        elif kind == "bit":
            bits.add(c)
        elif kind == "bug":
            bugs.add(c)
        elif kind == "bot":
            facing = t.properties.get("facing")
            if facing not in FACINGS:
                raise LevelError(p, f"the bot at {list(c)} faces {facing!r}: "
                                    f"north, east, south or west.")
            bots.append((c, str(facing)))
        else:
            raise LevelError(p, f"the tile at {list(c)} is a {kind!r}: a world holds only "
                                f"walls, bits, bugs and the bot (tileset {TILESET}.tsx).")
    if len(bots) != 1:
        raise LevelError(p, f"a world has one bot; this map has {len(bots)}.")
    props = map_properties(tm)
    world = World(w, h, frozenset(walls), frozenset(bits), frozenset(bugs), bots[0][0],
                  bots[0][1], str(props.get("title") or p.stem))
    why = solvable_problems(world)
    if why:
        raise LevelError(p, why[0])
    return world


def world_tmx(world: World, difficulty: str = "", tileset: str = f"{TILESET}.tsx") -> str:
    """The world as a Tiled 1.8 map (text); it loads back with `load_world`."""
    gid = {k: 1 + v for k, v in TILE_IDS.items()}
    rows = []
    for y in range(world.height):
        row = []
        for x in range(world.width):
            c = Cell(x, y)
            if c == world.start:
                row.append(gid[f"bot-{world.facing}"])
            elif c in world.walls:
                row.append(gid["wall"])
            elif c in world.bits:
                row.append(gid["bit"])
            elif c in world.bugs:
                row.append(gid["bug"])
            else:
                row.append(0)
        rows.append(",".join(map(str, row)))
    props = [f'  <property name="title" value={quoteattr(world.name or "My world")}/>']
    if difficulty:
        props.append(f'  <property name="difficulty" value={quoteattr(difficulty)}/>')
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" '
        f'renderorder="right-down" width="{world.width}" height="{world.height}" '
        f'tilewidth="{TILE}" tileheight="{TILE}" infinite="0" backgroundcolor="#dfe9d8" '
        f'nextlayerid="2" nextobjectid="1">\n'
        ' <properties>\n' + "\n".join(props) + '\n </properties>\n'
        f' <tileset firstgid="1" source={quoteattr(tileset)}/>\n'
        f' <layer id="1" name="{LAYER}" width="{world.width}" height="{world.height}">\n'
        '  <data encoding="csv">\n' + ",\n".join(rows) + '\n</data>\n'
        ' </layer>\n'
        '</map>\n')


def save_world(world: World, path: str | Path) -> str | None:
    """Write the world as a map at `path`, with the tileset beside it (so Tiled
    and the game open it anywhere). None when saved, else why not, in words.
    A world that can't be played is refused: the editor says why."""
    why = solvable_problems(world)
    if why:
        return why[0]
    p = Path(path)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        for name in (f"{TILESET}.tsx", f"{TILESET}.png"):
            target = p.parent / name
            if not target.exists():
                shutil.copyfile(LEVELS_DIR / name, target)
        # write to a temporary file first: a failed save never breaks the old one
        fd, tmp = tempfile.mkstemp(dir=p.parent, suffix=".tmx.part")
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(world_tmx(world))
        os.replace(tmp, p)
    except OSError as e:
        return f"The world could not be saved ({e.strerror or e})."
    return None


def list_worlds(folder: str | Path | None = None) -> list[Path]:
    """The curated maps of one set (folder name or path), sorted by name."""
    if folder is None:
        return sorted(LEVELS_DIR.glob("*/*.tmx"))
    f = Path(folder) if "/" in str(folder) else LEVELS_DIR / str(folder)
    return sorted(f.glob("*.tmx"))


def world_or_problem(path: str | Path) -> tuple[World | None, str | None]:
    """(world, None), or (None, the reason in words) for a map that can't be used."""
    try:
        return load_world(path), None
    except LevelError as e:
        return None, str(e)
    except BadWorld as e:
        return None, f"{Path(path).name}: {e}"
