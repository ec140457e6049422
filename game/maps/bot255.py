"""bot255 worlds drawn in Tiled (game/levels/bot255/<set>/<name>.tmx) -> World.

A world map is an orthogonal Tiled map of up to 10 x 10 squares with

* a tile layer ``world``: one tile a square from the tileset
  game/levels/bot255/world.tsx, whose tiles have the types ``wall``, ``bit``,
  ``bug`` and ``bot`` (the bot's tiles carry the property ``facing``: north,
  east, south or west). An empty square is open floor;
* the map properties ``title`` (what players see) and, for the curated sets,
  ``difficulty`` (simple, average or difficult, the folder's name) and
  ``memory`` (an int, 4-99: the lines of program memory the puzzle allows;
  missing, the set's `DEFAULT_MEMORY`).

`load_world(path)` reads and checks a map: exactly one bot, exactly 8 bits,
and every bit reachable without a bug (the rules' solver says so). Every
problem is a `LevelError` naming the file, in words a player can act on.
`world_tmx(world)` writes a world back as such a map (the editor saves custom
worlds with it; `tools/make_bot255_levels.py` writes the curated sets), and
`save_world` writes it to a file next to a copy of the tileset.

`load_puzzle(path)` gives the world with what the puzzle screen needs besides
(`Puzzle`: name, set, title, memory); `puzzles(set_name)` lists a curated set
in play order (by file name: `01-first-steps.tmx`, ...), and
`puzzle_title("simple/01-first-steps")` a curated puzzle's title for menus
(read without checking the world). The curated maps
reference the tileset one folder up (`../world.tsx`). `worked_solutions()`
reads game/levels/bot255/solutions.toml: programs, in the text form of
`game.rules.bot255.text_program`, that take all 8 bits of each curated puzzle.

No pygame here; pytmx is imported without it (see game.maps.tiled).
"""
from __future__ import annotations

import functools
import logging
import os
import shutil
import tempfile
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.etree import ElementTree
from xml.sax.saxutils import quoteattr

from game.core.grid import Cell
from game.resources import levels_dir
from game.rules.bot255.program import COMMANDS, BadProgram, Program
from game.rules.bot255.solver import solvable_problems
from game.rules.bot255.text_program import parse_program
from game.rules.bot255.world import FACINGS, MAX_SIZE, BadWorld, World

from .tiled import LevelError, load_tmx, map_properties, tile_layer

log = logging.getLogger(__name__)

LEVELS_DIR = levels_dir("bot255")
SETS = ("simple", "average", "difficult")
# lines of memory a puzzle allows when its map does not say (custom worlds);
# a world in no set (the editor's) gets the most
DEFAULT_MEMORY = {"simple": 16, "average": 24, "difficult": 32}
MEMORY_RANGE = (4, 99)
CUSTOM = "custom"                            # the set of a world in no curated set
# puzzle mode: every command is available
PUZZLE_LIBRARY = frozenset(COMMANDS)
SOLUTIONS_FILE = LEVELS_DIR / "solutions.toml"
LAYER = "world"
TILESET = "world"
TILE = 48                                    # pixels a square in the tileset image
# tile ids in world.tsx: the kinds, then the bot in each facing
TILE_IDS = {"wall": 0, "bit": 1, "bug": 2, **{f"bot-{f}": 3 + i for i, f in enumerate(FACINGS)}}


@dataclass(frozen=True)
class Puzzle:
    """A world as the puzzle screen offers it."""
    name: str            # the file's name without .tmx ("01-first-steps")
    set: str             # "simple", "average", "difficult", or "custom"
    title: str           # what players see
    memory: int          # lines of program memory the puzzle allows
    world: World
    path: Path


def load_world(path: str | Path) -> World:
    """The world in the map at `path`, checked and solvable."""
    return _read(Path(path))[0]


def load_puzzle(path: str | Path) -> Puzzle:
    """The puzzle in the map at `path`: its world checked and solvable, its set
    (the `difficulty` property, else the folder's name when it is a set's),
    and its memory (the `memory` property, else the set's default)."""
    p = Path(path)
    world, props = _read(p)
    set_name = _difficulty(props, p)
    if set_name is None:
        set_name = p.parent.name if p.parent.name in SETS else CUSTOM
    memory = _memory(props, p)
    if memory is None:
        memory = DEFAULT_MEMORY.get(set_name, max(DEFAULT_MEMORY.values()))
    return Puzzle(p.stem, set_name, world.name, memory, world, p)


def puzzles(set_name: str) -> list[Puzzle]:
    """A curated set ("simple", "average" or "difficult") in play order. A map
    that can't be used is left out, with a warning in the log."""
    if set_name not in SETS:
        raise ValueError(f"{set_name!r} is not a puzzle set: {', '.join(SETS)}.")
    out = []
    for p in list_worlds(set_name):
        try:
            out.append(load_puzzle(p))
        except (LevelError, BadWorld) as e:
            log.warning("bot255 puzzle left out: %s", e)
    return out


def puzzle_path(set_name: str, name: str) -> Path:
    """Where the curated puzzle `name` of a set lies (it may not exist)."""
    return LEVELS_DIR / set_name / f"{name}.tmx"


@functools.lru_cache(maxsize=256)
def puzzle_title(name: str) -> str:
    """The title of the curated puzzle "<set>/<name>" ("simple/01-first-steps"),
    read from its map without checking the world (menus list many); a map
    without one, or that can't be read, is named after its file."""
    stem = name.rsplit("/", 1)[-1]
    fallback = stem.split("-", 1)[-1].replace("-", " ").capitalize() if "-" in stem else stem
    try:
        root = ElementTree.parse(LEVELS_DIR / f"{name}.tmx").getroot()
    except (ElementTree.ParseError, OSError):
        return fallback
    props = root.find("properties")
    for el in props.iter("property") if props is not None else ():
        if el.get("name") == "title" and (el.get("value") or "").strip():
            return str(el.get("value")).strip()
    return fallback


def _difficulty(props: dict[str, Any], p: Path) -> str | None:
    v = props.get("difficulty")
    if v is None or v == "":
        return None
    if v not in SETS:
        raise LevelError(p, f"the map property 'difficulty' must be one of "
                            f"{', '.join(SETS)}, not {v!r}.")
    folder = p.resolve().parent
    if folder.parent == LEVELS_DIR.resolve() and folder.name in SETS and folder.name != v:
        raise LevelError(p, f"the map lies in the {folder.name} set but its property "
                            f"'difficulty' says {v!r}: they must agree.")
    return str(v)


def _memory_problem(v: Any) -> str:
    lo, hi = MEMORY_RANGE
    return (f"the map property 'memory' (the lines of program memory the puzzle allows) "
            f"must be a whole number from {lo} to {hi}, not {v!r}.")


def _memory(props: dict[str, Any], p: Path) -> int | None:
    """The map's `memory` property (None when it has none); LevelError when bad."""
    v = props.get("memory")
    if v is None or v == "":
        return None
    if isinstance(v, bool):
        raise LevelError(p, _memory_problem(v))
    if isinstance(v, int):
        n = v
    elif isinstance(v, float) and v.is_integer():
        n = int(v)
    elif isinstance(v, str) and v.strip().isdigit():
        n = int(v.strip())
    else:
        raise LevelError(p, _memory_problem(v))
    lo, hi = MEMORY_RANGE
    if not lo <= n <= hi:
        raise LevelError(p, _memory_problem(n))
    return n


def _typed_memory_problem(p: Path) -> str | None:
    """pytmx refuses a typed property whose value does not read as its type
    (`type="int" value="lots"`) with Python's words; for `memory` say ours."""
    try:
        root = ElementTree.parse(p).getroot()
    except (ElementTree.ParseError, OSError):
        return None
    props = root.find("properties")
    for el in props.iter("property") if props is not None else ():
        if el.get("name") == "memory" and el.get("type") in ("int", "float"):
            v = el.get("value", "")
            try:
                float(v) if el.get("type") == "float" else int(v)
            except ValueError:
                return _memory_problem(v)
    return None


def _read(p: Path) -> tuple[World, dict[str, Any]]:
    """The world in the map at `p`, checked and solvable, and the map's properties."""
    try:
        tm = load_tmx(p)
    except LevelError:
        bad_memory = _typed_memory_problem(p) if p.is_file() else None
        if bad_memory:
            raise LevelError(p, bad_memory) from None
        raise
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
            what = f"is a {kind!r}" if kind else "is a tile with no type"
            raise LevelError(p, f"the tile at {list(c)} {what}: a world holds only "
                                f"walls, bits, bugs and the bot (tileset {TILESET}.tsx).")
    if len(bots) != 1:
        raise LevelError(p, f"a world has one bot; this map has {len(bots)}.")
    props = map_properties(tm)
    _memory(props, p)
    world = World(w, h, frozenset(walls), frozenset(bits), frozenset(bugs), bots[0][0],
                  bots[0][1], str(props.get("title") or p.stem))
    why = solvable_problems(world)
    if why:
        raise LevelError(p, why[0])
    return world, props


def world_tmx(world: World, difficulty: str = "", tileset: str = f"{TILESET}.tsx",
              memory: int | None = None) -> str:
    """The world as a Tiled 1.8 map (text); it loads back with `load_world`.
    A curated map references the tileset one folder up: tileset="../world.tsx"."""
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
    if memory is not None:
        lo, hi = MEMORY_RANGE
        if type(memory) is not int or not lo <= memory <= hi:
            raise ValueError(_memory_problem(memory))
        props.append(f'  <property name="memory" type="int" value="{memory}"/>')
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
    """The curated maps of one set (folder name or path), sorted by name; with
    no folder, every set's in play order (simple, average, difficult)."""
    if folder is None:
        return [p for s in SETS for p in sorted((LEVELS_DIR / s).glob("*.tmx"))]
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


def worked_solutions(path: str | Path = SOLUTIONS_FILE) -> dict[str, list[Program]]:
    """The worked solutions of the curated puzzles: "<set>/<name>" -> programs.

    The file (TOML) has one array of tables a puzzle, each a solution:

        [[simple.01-first-steps]]
        by = "hand"                  # or "synthesiser"
        program = '''
        repeat 4
          moveForward
        '''

    Anything wrong is a LevelError naming the file and the puzzle."""
    p = Path(path)
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except OSError as e:
        raise LevelError(p, f"cannot be read ({e.strerror or e}).") from None
    except tomllib.TOMLDecodeError as e:
        raise LevelError(p, f"is not valid TOML ({e}).") from None
    out: dict[str, list[Program]] = {}
    for set_name, entries in data.items():
        if set_name not in SETS or not isinstance(entries, dict):
            raise LevelError(p, f"{set_name!r} is not a puzzle set: {', '.join(SETS)}.")
        for name, sols in entries.items():
            where = f"{set_name}/{name}"
            if not isinstance(sols, list) or not sols:
                raise LevelError(p, f"{where}: give the solutions as [[{set_name}.{name}]] "
                                    f"tables, each with a program.")
            progs = []
            for k, sol in enumerate(sols, start=1):
                text = sol.get("program") if isinstance(sol, dict) else None
                if not isinstance(text, str):
                    raise LevelError(p, f"{where}, solution {k}: it has no program text.")
                try:
                    progs.append(parse_program(text))
                except BadProgram as e:
                    raise LevelError(p, f"{where}, solution {k}: {e}") from None
            out[where] = progs
    return out
