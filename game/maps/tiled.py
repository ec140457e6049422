"""Generic Tiled (.tmx) reading with pytmx, into plain data. No pygame, no display.

    tm = load_tmx(path)                      # pytmx.TiledMap, images never loaded
    layout = hex_layout(tm, path)            # HexLayout: stagger, sizes, cell <-> Hex
    cells = tile_layer(tm, "jungle", path)   # [MapTile(col, row, tile_id, type, properties)]
    objs = object_layer(tm, "trees", path)   # [MapObject(id, type, centre, properties, ...)]
    n = prop(obj.properties, "number", int, path, where="tree object 3", lo=1, hi=6)

Every problem - a missing or malformed file, a map that is not hexagonal, a
missing layer, a tile that no tileset describes, a property of the wrong type -
is raised as `LevelError`, whose message starts with the file's name and says
what is wrong. Nothing here lets a pytmx or XML exception escape.

Tiled 1.8 writes an object's or tile's kind as `type`; Tiled 1.9 wrote `class`
(1.10 went back to `type`): both are read, `type` first.
"""
from __future__ import annotations

import logging
import math
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from xml.etree import ElementTree

from game.core.errors import BadMap, BadSetup
from game.core.hexgrid import Hex, hex_to_offset, offset_to_hex, orientation_for


class LevelError(BadMap):
    """A level file that cannot be used. `str(err)` is "<file name>: <problem>"."""

    def __init__(self, path: str | Path | None, problem: str):
        self.path = None if path is None else str(path)
        self.problem = problem
        name = Path(path).name if path is not None else "level"
        super().__init__(f"{name}: {problem}")


# ---------------------------------------------------------------------------
# pytmx without pygame

def _import_pytmx() -> Any:
    """Import pytmx without letting it import pygame.

    `pytmx/__init__.py` tries `from pytmx.util_pygame import load_pygame`, which
    imports pygame if it is installed. The rules (which may load curated maps)
    must never import pygame, so while pytmx is first imported `pygame` is
    marked unimportable (a None entry in sys.modules makes `import pygame` raise
    ImportError, which pytmx catches). If pygame is already loaded (the app),
    nothing is blocked. `pytmx.util_pygame` can still be imported explicitly later.
    """
    mod = sys.modules.get("pytmx")
    if mod is not None:
        return mod
    # pytmx logs its own errors (which we re-raise as LevelError): keep them off
    # stderr unless the app configures logging
    logging.getLogger("pytmx").addHandler(logging.NullHandler())
    helper_log = logging.getLogger("pytmx.util_pygame")  # "cannot import pygame"
    blocked = "pygame" not in sys.modules
    if blocked:
        sys.modules["pygame"] = None  # type: ignore[assignment]
        was_disabled, helper_log.disabled = helper_log.disabled, True
    try:
        import pytmx  # noqa: PLC0415
    finally:
        if blocked:
            helper_log.disabled = was_disabled
        if blocked and sys.modules.get("pygame", 0) is None:
            del sys.modules["pygame"]
        for name in ("pytmx.util_pygame",):
            if name in sys.modules and blocked and getattr(sys.modules[name], "pygame", None) is None:
                # a half-imported helper left behind: drop it so a later explicit
                # import (with pygame available) starts afresh
                del sys.modules[name]
    return pytmx


def load_tmx(path: str | Path) -> Any:
    """The map at `path` as a `pytmx.TiledMap` (tile images are never loaded)."""
    p = Path(path)
    if not p.is_file():
        raise LevelError(p, "there is no such map file." if not p.exists() else "is not a file.")
    try:
        root = ElementTree.parse(p).getroot()
    except ElementTree.ParseError as e:
        line, col = getattr(e, "position", (0, 0))
        raise LevelError(p, f"is not valid XML (line {line}, column {col}): the file is broken "
                            "or not a Tiled map.") from None
    except OSError as e:
        raise LevelError(p, f"cannot be read ({e.strerror or e}).") from None
    if root.tag != "map":
        raise LevelError(p, f"is not a Tiled map: its XML starts with <{root.tag}>, not <map>.")
    for layer in root.iter("layer"):
        if layer.find("data") is None:
            raise LevelError(p, f"layer {layer.get('name')!r} has no <data>.")
    pytmx = _import_pytmx()
    try:
        tm = pytmx.TiledMap()
        tm.filename = str(p)
        tm.parse_xml(root)
    except Exception as e:  # pytmx raises bare Exception, ValueError, KeyError, ...
        detail = str(e).strip() or type(e).__name__
        if "tileset" in detail.lower() and "cannot find" in detail.lower():
            detail = "a tileset file it uses is missing (" + detail + ")"
        raise LevelError(p, f"cannot be read as a Tiled map: {detail}") from None
    return tm


def map_properties(tm: Any) -> dict[str, Any]:
    return dict(getattr(tm, "properties", {}) or {})


# ---------------------------------------------------------------------------
# hexagonal layout

@dataclass(frozen=True)
class HexLayout:
    """A Tiled hexagonal map's grid: size in cells, tile size and stagger.

    Cells are Tiled's (col, row) offset coordinates; `to_hex` / `to_cell`
    convert with `game.core.hexgrid` (same staggeraxis / staggerindex names).
    Pixel positions follow Tiled's HexagonalRenderer (map pixels, y down)."""

    width: int
    height: int
    tilewidth: int
    tileheight: int
    hexsidelength: int
    staggeraxis: str
    staggerindex: str

    @property
    def orientation(self) -> str:
        """"pointy" (staggeraxis y) or "flat" (staggeraxis x)."""
        return orientation_for(self.staggeraxis)

    def to_hex(self, col: int, row: int) -> Hex:
        return offset_to_hex(col, row, self.staggeraxis, self.staggerindex)

    def to_cell(self, h: Hex) -> tuple[int, int]:
        return hex_to_offset(h, self.staggeraxis, self.staggerindex)

    def in_bounds(self, col: int, row: int) -> bool:
        return 0 <= col < self.width and 0 <= row < self.height

    def _staggered(self, i: int) -> bool:
        return bool(i & 1) == (self.staggerindex == "odd")

    def cell_origin(self, col: int, row: int) -> tuple[float, float]:
        """Top-left pixel of the cell's tile (Tiled's tileToScreenCoords)."""
        w, h, s = self.tilewidth, self.tileheight, self.hexsidelength
        if self.staggeraxis == "y":
            x = col * w + (w / 2 if self._staggered(row) else 0.0)
            y = row * (h + s) / 2
        else:
            x = col * (w + s) / 2
            y = row * h + (h / 2 if self._staggered(col) else 0.0)
        return x, y

    def cell_centre(self, col: int, row: int) -> tuple[float, float]:
        x, y = self.cell_origin(col, row)
        return x + self.tilewidth / 2, y + self.tileheight / 2

    def cell_at(self, x: float, y: float) -> tuple[int, int, float]:
        """The cell whose centre is nearest to pixel (x, y), and the distance to it
        (the cell may lie outside the map: check `in_bounds`)."""
        w, h, s = self.tilewidth, self.tileheight, self.hexsidelength
        if self.staggeraxis == "y":
            col0, row0 = int(math.floor(x / w)), int(math.floor(y / ((h + s) / 2)))
        else:
            col0, row0 = int(math.floor(x / ((w + s) / 2))), int(math.floor(y / h))
        best = None
        for dc in range(-2, 3):
            for dr in range(-2, 3):
                c, r = col0 + dc, row0 + dr
                cx, cy = self.cell_centre(c, r)
                d = math.hypot(cx - x, cy - y)
                if best is None or d < best[2] - 1e-9:
                    best = (c, r, d)
        assert best is not None
        return best

    @property
    def inner_radius(self) -> float:
        """Half the distance between two neighbouring cell centres (a hex's inradius)."""
        a = self.cell_centre(0, 0)
        b = self.cell_centre(1, 0) if self.staggeraxis == "y" else self.cell_centre(0, 1)
        return math.hypot(b[0] - a[0], b[1] - a[1]) / 2

    def pixel_size(self) -> tuple[float, float]:
        """The whole map's size in pixels, as Tiled computes it."""
        w, h, s = self.tilewidth, self.tileheight, self.hexsidelength
        if self.staggeraxis == "y":
            return self.width * w + w / 2, self.height * (h + s) / 2 + (h - s) / 2
        return self.width * (w + s) / 2 + (w - s) / 2, self.height * h + h / 2


MAX_SIZE = 4096  # tiles across, or pixels in a tile


def _int_attr(tm: Any, name: str, path: Path | str) -> int:
    v = getattr(tm, name, None)
    try:
        f = float(v)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        raise LevelError(path, f"the map's {name} is {v!r}, not a number.") from None
    # inf and nan are floats too; a size past MAX_SIZE would only ask for a
    # surface no machine can allocate
    if not math.isfinite(f) or f != int(f) or not 0 < f <= MAX_SIZE:
        raise LevelError(path, f"the map's {name} must be a whole number from 1 to "
                               f"{MAX_SIZE}, not {v!r}.")
    return int(f)


def hex_layout(tm: Any, path: str | Path) -> HexLayout:
    """The map's hexagonal grid; LevelError if it is not a finite hexagonal map."""
    orient = getattr(tm, "orientation", None)
    if orient != "hexagonal":
        raise LevelError(path, f"is not a hex map (orientation {orient!r}): make it with "
                               "Map > New Map > Orientation: Hexagonal.")
    if str(getattr(tm, "infinite", "0")).lower() in ("1", "true"):
        raise LevelError(path, "is an infinite map: untick 'Infinite' in the map properties.")
    axis, index = getattr(tm, "staggeraxis", None), getattr(tm, "staggerindex", None)
    if axis not in ("x", "y"):
        raise LevelError(path, f"staggeraxis must be 'x' or 'y', not {axis!r}.")
    if index not in ("odd", "even"):
        raise LevelError(path, f"staggerindex must be 'odd' or 'even', not {index!r}.")
    return HexLayout(
        width=_int_attr(tm, "width", path), height=_int_attr(tm, "height", path),
        tilewidth=_int_attr(tm, "tilewidth", path), tileheight=_int_attr(tm, "tileheight", path),
        hexsidelength=_int_attr(tm, "hexsidelength", path),
        staggeraxis=axis, staggerindex=index)


# ---------------------------------------------------------------------------
# tiles and tile layers

# keys pytmx mixes into a tile's property dict that are attributes, not custom properties
_TILE_ATTRS = frozenset({"id", "type", "class", "width", "height", "frames", "source", "trans",
                         "colliders", "probability", "terrain", "x", "y"})


@dataclass(frozen=True)
class TileInfo:
    """A tile of a tileset as a map uses it."""

    gid: int                    # pytmx's gid
    tiled_gid: int              # the gid written in the .tmx (without flip bits)
    tileset: str | None         # the tileset's name
    tile_id: int                # the tile's id inside its tileset
    type: str | None            # the tile's `type` (Tiled 1.8) or `class` (1.9)
    properties: dict[str, Any] = field(default_factory=dict)  # custom properties only


def tile_info(tm: Any, gid: int) -> TileInfo | None:
    """What pytmx gid `gid` is; None for an empty cell (gid 0)."""
    if not gid:
        return None
    tiled_gid = tm.tiledgidmap.get(gid, gid)
    ts = None
    for t in tm.tilesets:
        if t.firstgid <= tiled_gid and (ts is None or t.firstgid > ts.firstgid):
            ts = t
    raw = tm.get_tile_properties_by_gid(gid) or {}
    kind = None
    for k in ("type", "class"):
        if raw.get(k) not in (None, ""):
            kind = str(raw[k])
            break
    props = {k: v for k, v in raw.items() if k not in _TILE_ATTRS}
    return TileInfo(gid=gid, tiled_gid=tiled_gid,
                    tileset=None if ts is None else getattr(ts, "name", None),
                    tile_id=tiled_gid - (ts.firstgid if ts is not None else 1),
                    type=kind, properties=props)


@dataclass(frozen=True)
class MapTile:
    """A non-empty cell of a tile layer."""

    col: int
    row: int
    tile: TileInfo

    @property
    def type(self) -> str | None:
        return self.tile.type

    @property
    def properties(self) -> dict[str, Any]:
        return self.tile.properties


def _layers_named(tm: Any, name: str) -> list[Any]:
    return [layer for layer in tm.layers if getattr(layer, "name", None) == name]


def tile_layer(tm: Any, name: str, path: str | Path) -> list[MapTile]:
    """The filled cells of the tile layer called `name`, row by row."""
    pytmx = _import_pytmx()
    found = _layers_named(tm, name)
    if not found:
        names = [getattr(layer, "name", "?") for layer in tm.layers]
        raise LevelError(path, f"has no tile layer called {name!r} (its layers: "
                               f"{', '.join(map(repr, names)) or 'none'}).")
    if len(found) > 1:
        raise LevelError(path, f"has {len(found)} layers called {name!r}: keep one.")
    layer = found[0]
    if not isinstance(layer, pytmx.TiledTileLayer):
        raise LevelError(path, f"layer {name!r} must be a tile layer, not an object or image layer.")
    w, h = int(tm.width), int(tm.height)
    data = layer.data
    if int(layer.width) != w or int(layer.height) != h:
        raise LevelError(path, f"layer {name!r} is {layer.width}x{layer.height} cells but the map "
                               f"is {w}x{h}.")
    if len(data) != h or any(len(row) != w for row in data):
        raise LevelError(path, f"layer {name!r} has {sum(len(r) for r in data)} cells of data, "
                               f"not {w * h}.")
    out = []
    for row, cells in enumerate(data):
        for col, gid in enumerate(cells):
            info = tile_info(tm, gid)
            if info is not None:
                out.append(MapTile(col, row, info))
    return out


# ---------------------------------------------------------------------------
# objects and object layers

@dataclass(frozen=True)
class MapObject:
    """An object of an object layer, in map pixels (y down)."""

    id: int
    name: str | None
    type: str | None            # own `type`/`class`, else its tile's
    layer: str | None
    x: float                    # top-left of its bounding box (tile objects too)
    y: float
    width: float
    height: float
    rotation: float
    tile: TileInfo | None       # for tile objects
    properties: dict[str, Any] = field(default_factory=dict)  # own, then the tile's

    @property
    def centre(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2

    def label(self) -> str:
        what = self.type or "object"
        return f"{what} object {self.id}" + (f" ({self.name!r})" if self.name else "")


def _map_object(tm: Any, o: Any, layer: Any) -> MapObject:
    own = o.__dict__
    kind = None
    for k in ("type", "class"):
        if own.get(k) not in (None, ""):
            kind = str(own[k])
            break
    tile = tile_info(tm, o.gid) if getattr(o, "gid", 0) else None
    if kind is None and tile is not None:
        kind = tile.type
    x, y = float(o.x), float(o.y)
    w, h = float(o.width or 0), float(o.height or 0)
    pts = own.get("points")
    if pts:
        xs = [p[0] for p in pts]
        ys = [p[1] for p in pts]
        x, y, w, h = min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys)
    x += float(getattr(layer, "offsetx", 0) or 0)
    y += float(getattr(layer, "offsety", 0) or 0)
    props = {k: v for k, v in (o.properties or {}).items()
             if not (tile is not None and k in _TILE_ATTRS)}
    return MapObject(id=int(o.id or 0), name=o.name or None, type=kind,
                     layer=getattr(layer, "name", None), x=x, y=y, width=w, height=h,
                     rotation=float(o.rotation or 0), tile=tile, properties=props)


def object_layer(tm: Any, name: str, path: str | Path) -> list[MapObject]:
    """The objects of the object layer called `name`, in file order."""
    pytmx = _import_pytmx()
    found = _layers_named(tm, name)
    if not found:
        names = [getattr(layer, "name", "?") for layer in tm.layers]
        raise LevelError(path, f"has no object layer called {name!r} (its layers: "
                               f"{', '.join(map(repr, names)) or 'none'}).")
    if len(found) > 1:
        raise LevelError(path, f"has {len(found)} layers called {name!r}: keep one.")
    layer = found[0]
    if not isinstance(layer, pytmx.TiledObjectGroup):
        raise LevelError(path, f"layer {name!r} must be an object layer, not a tile or image layer.")
    return [_map_object(tm, o, layer) for o in layer]


def all_objects(tm: Any, kind: str | None = None) -> list[MapObject]:
    """Every object of every object layer (of one `type`/`class` if given)."""
    pytmx = _import_pytmx()
    out = []
    for layer in tm.layers:
        if isinstance(layer, pytmx.TiledObjectGroup):
            for o in layer:
                mo = _map_object(tm, o, layer)
                if kind is None or mo.type == kind:
                    out.append(mo)
    return out


# ---------------------------------------------------------------------------
# typed custom properties

_MISSING = object()
_KIND_WORDS = {int: "a whole number", float: "a number", str: "text", bool: "true or false"}


def prop(props: dict[str, Any], name: str, kind: type, path: str | Path, where: str = "the map",
         default: Any = _MISSING, lo: float | None = None, hi: float | None = None,
         choices: tuple[Any, ...] | None = None) -> Any:
    """The custom property `name` of `props`, as `kind` (int, float, str or bool).

    Tiled writes typed properties (type="int"...), which pytmx casts; an untyped
    (string) value is accepted when it reads cleanly as `kind`. Without a
    `default` the property is required."""
    if name not in props or props[name] is None:
        if default is _MISSING:
            raise LevelError(path, f"{where} needs a custom property {name!r} "
                                   f"({_KIND_WORDS.get(kind, kind.__name__)}).")
        return default
    v = props[name]
    bad = LevelError(path, f"{where}: property {name!r} must be "
                           f"{_KIND_WORDS.get(kind, kind.__name__)}, not {v!r}.")
    if kind is bool:
        if isinstance(v, bool):
            out: Any = v
        elif isinstance(v, str) and v.strip().lower() in ("true", "false", "1", "0", "yes", "no"):
            out = v.strip().lower() in ("true", "1", "yes")
        else:
            raise bad
    elif kind is int:
        if isinstance(v, bool):
            raise bad
        if isinstance(v, int):
            out = v
        elif isinstance(v, float) and v.is_integer():
            out = int(v)
        elif isinstance(v, str) and v.strip().lstrip("+-").isdigit():
            out = int(v.strip())
        else:
            raise bad
    elif kind is float:
        if isinstance(v, bool):
            raise bad
        try:
            out = float(v)
        except (TypeError, ValueError):
            raise bad from None
        if not math.isfinite(out):
            raise bad
    elif kind is str:
        out = str(v)
    else:  # pragma: no cover - programming error
        raise TypeError(f"unsupported property kind {kind!r}")
    if choices is not None and out not in choices:
        raise LevelError(path, f"{where}: property {name!r} must be one of "
                               f"{', '.join(map(str, choices))}, not {out!r}.")
    if lo is not None and out < lo or hi is not None and out > hi:
        rng = f"{lo:g}-{hi:g}" if lo is not None and hi is not None else (
            f"at least {lo:g}" if lo is not None else f"at most {hi:g}")
        raise LevelError(path, f"{where}: property {name!r} must be {rng}, not {out!r}.")
    return out


# ---------------------------------------------------------------------------
# files a map refers to

def tileset_images(tm: Any) -> list[tuple[str | None, Path]]:
    """(tileset name, image path) for every tileset image the map uses (for linting:
    pytmx never opens the images)."""
    base = Path(tm.filename).parent
    out = []
    for ts in tm.tilesets:
        src = getattr(ts, "source", None)
        if src:
            out.append((getattr(ts, "name", None), (base / src).resolve()))
    return out


# ---------------------------------------------------------------------------
# Tiled's own renderer (level checks and tests; not used while playing)

RASTERIZER = "tmxrasterizer"
RASTERIZER_MISSING = ("tmxrasterizer (Tiled's command-line renderer) is not installed: on "
                      "Debian/Ubuntu run `apt-get install tiled` (it needs no display; it is run "
                      "with QT_QPA_PLATFORM=offscreen).")


def find_rasterizer() -> str | None:
    """The path of Tiled's `tmxrasterizer`, or None if it is not installed."""
    import shutil  # noqa: PLC0415
    return shutil.which(RASTERIZER)


def png_size(path: str | Path) -> tuple[int, int] | None:
    """(width, height) of a PNG file from its header; None if it is not a PNG."""
    try:
        with open(path, "rb") as f:
            head = f.read(24)
    except OSError:
        return None
    if len(head) < 24 or head[:8] != b"\x89PNG\r\n\x1a\n" or head[12:16] != b"IHDR":
        return None
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def rasterize(tmx: str | Path, png: str | Path, timeout: float = 60.0) -> str | None:
    """Render `tmx` to `png` with Tiled's own tmxrasterizer. None when Tiled read
    and drew the map, else what went wrong (LevelError if tmxrasterizer is missing)."""
    import os  # noqa: PLC0415
    import subprocess  # noqa: PLC0415
    exe = find_rasterizer()
    if exe is None:
        raise LevelError(tmx, RASTERIZER_MISSING)
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    png = Path(png)
    if png.exists():
        png.unlink()
    try:
        proc = subprocess.run([exe, str(tmx), str(png)], env=env, capture_output=True,
                              text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return f"tmxrasterizer took more than {timeout:g} s"
    noise = ("XDG_RUNTIME_DIR", "QStandardPaths")
    said = " ".join(line.strip() for line in (proc.stderr + proc.stdout).splitlines()
                    if line.strip() and not any(n in line for n in noise))
    if proc.returncode != 0:
        return f"tmxrasterizer exit status {proc.returncode}" + (f": {said}" if said else "")
    size = png_size(png)
    if size is None:
        return "tmxrasterizer wrote no PNG image" + (f": {said}" if said else "")
    if size[0] < 1 or size[1] < 1:
        return f"tmxrasterizer drew an empty {size[0]}x{size[1]} image"
    return None


# ---------------------------------------------------------------------------
# shipped maps by name

NAME_RE = re.compile(r"^[a-z0-9][a-z0-9_-]*$")   # a shipped map's name: its file's stem


def resolve_map(name_or_path: str | Path, folder: Path, what: str) -> tuple[Path, str]:
    """(path, name) of a map given by name (`folder`/<name>.tmx) or by path;
    LevelError with a sentence for a bad name or a name with no file. `what`
    is the game's word for a map ("jungle", "board")."""
    text = str(name_or_path)
    if isinstance(name_or_path, Path) or "/" in text or "\\" in text or text.endswith(".tmx"):
        p = Path(name_or_path)
        return p, p.stem
    if not NAME_RE.match(text):
        raise LevelError(None, f"{text!r} is not a {what} name (lower-case letters, digits, "
                               "'-' and '_').")
    p = folder / f"{text}.tmx"
    if not p.is_file():
        names = ", ".join(sorted(q.stem for q in folder.glob("*.tmx")
                                 if NAME_RE.match(q.stem))) or "none"
        raise LevelError(p, f"there is no {what} called {text!r} ({what}s: {names}).")
    return p, text
