"""Going Bananas jungles drawn in Tiled (levels/bananas/*.tmx) -> the rules' Jungle.

A jungle map (see docs/levels.md) is a hexagonal Tiled map with

* a tile layer ``jungle``: every jungle hex holds one tile of the ``jungle``
  tileset (levels/bananas/jungle.tsx). Each of the 24 hex tiles there is one
  hex of one JungleTile: its `type` is ``jungle`` and its custom properties
  ``jungletile`` (1-8) and ``number`` (1-6) say which. A map uses 6 whole
  JungleTiles (2-3 players) or all 8 (4 players), each turned as the map likes
  but never cut apart or turned over;
* an object layer ``trees``: one object of type ``tree`` for each banana tree
  1-6, with the int property ``number``, centred on an empty cell (tile objects
  of the tileset's tree tiles, so Tiled shows them);
* the map property ``title`` (string): the name players see.

`load_jungle(name_or_path)` reads and checks a map - with the rules' own
laying, planting and validation code - and returns a `JungleMap`;
`JungleMap.jungle(players)` gives a fresh, frozen `Jungle` for a match
(2 players leave tree 6 out). `list_jungles(players)` lists the maps fit for a
player count; `jungle_for_match(name, players)` is the one call the rules need.
Every problem is a `LevelError` (a `BadSetup`) naming the file.

No pygame here; pytmx is imported without it (see game.maps.tiled).
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from game.core.hexgrid import Hex
from game.rules.bananas.jungle import MIN_BASE, PLANTING_SIDES, Jungle, Placement
from game.resources import levels_dir
from game.rules.bananas.tiles import TILE_BY_ID, TREE_CAPACITY, tiles_for, trees_for

from .tiled import (NAME_RE, HexLayout, LevelError, MapTile, hex_layout, load_tmx,
                    map_properties, object_layer, prop, resolve_map, tile_layer)

log = logging.getLogger(__name__)

LEVELS_DIR = levels_dir("bananas")
JUNGLE_LAYER = "jungle"
TREES_LAYER = "trees"
HEX_TYPE = "jungle"
TREE_TYPE = "tree"
MAP_TREES = tuple(sorted(TREE_CAPACITY))  # every map plants trees 1-6


def players_for_tiles(n_tiles: int) -> tuple[int, ...]:
    """The player counts a jungle of `n_tiles` JungleTiles is for."""
    return tuple(p for p in (2, 3, 4) if tiles_for(p) == n_tiles)


@dataclass(frozen=True)
class JungleInfo:
    """A curated jungle as the lobby lists it."""

    name: str                   # file stem: the value of the `jungle` setting
    title: str                  # the map's `title` property
    path: Path
    players: tuple[int, ...]    # (2, 3) for 6 tiles, (4,) for 8


@dataclass(frozen=True)
class JungleMap:
    """A checked jungle map: its tiles (in an order they can be laid) and trees."""

    name: str
    title: str
    path: Path
    players: tuple[int, ...]
    placements: tuple[Placement, ...]
    trees: tuple[tuple[int, Hex], ...]   # (tree number, cell), trees 1-6
    layout: HexLayout

    def info(self) -> JungleInfo:
        return JungleInfo(self.name, self.title, self.path, self.players)

    def numbers(self) -> dict[Hex, int]:
        out: dict[Hex, int] = {}
        for p in self.placements:
            out.update(zip(p.cells(), p.numbers()))
        return out

    def jungle(self, players: int) -> Jungle:
        """A new frozen Jungle for a match of `players`, with that count's trees."""
        if players not in self.players:
            who = " or ".join(map(str, self.players))
            raise LevelError(self.path, f"jungle {self.name!r} is for {who} players, "
                                        f"not {players}.")
        j = _build(self.path, self.placements)
        need = trees_for(players)
        for t, cell in self.trees:
            if t in need:
                j.plant(t, cell)
        problems = j.problems(players)
        if problems:  # pragma: no cover - load_jungle checked every count already
            raise LevelError(self.path, problems[0])
        return j.freeze()


# ---------------------------------------------------------------------------
# reading

def _where(t: MapTile) -> str:
    return f"cell ({t.col}, {t.row}) of layer {JUNGLE_LAYER!r}"


def _read_hexes(path: Path, layout: HexLayout, cells: list[MapTile]) -> list[Placement]:
    """The JungleTiles the jungle layer shows, as placements (tile order)."""
    parts: dict[int, dict[int, tuple[Hex, MapTile]]] = {}
    for c in cells:
        if c.type != HEX_TYPE or "jungletile" not in c.properties:
            known = c.tile.tileset and (c.type or c.properties)
            what = (f"tile {c.tile.tile_id} of tileset {c.tile.tileset!r}" if known
                    else f"an unknown tile (gid {c.tile.tiled_gid})")
            kind = f" (type {c.type!r})" if c.type else ""
            raise LevelError(path, f"{_where(c)} holds {what}{kind}, which is not a jungle hex: "
                                   f"use the hex tiles of jungle.tsx.")
        where = f"the hex tile at {_where(c)}"
        tid = prop(c.properties, "jungletile", int, path, where, lo=1, hi=len(TILE_BY_ID))
        num = prop(c.properties, "number", int, path, where, lo=1, hi=6)
        tile = TILE_BY_ID[tid]
        if num not in tile.numbers:
            raise LevelError(path, f"{where} says JungleTile {tid} has a {num}, but that tile "
                                   f"carries {', '.join(map(str, tile.numbers))}: the tileset "
                                   "is wrong.")
        k = tile.numbers.index(num)
        got = parts.setdefault(tid, {})
        if k in got:
            o = got[k][1]
            raise LevelError(path, f"JungleTile {tid}'s {num} is on the map twice: at cells "
                                   f"({o.col}, {o.row}) and ({c.col}, {c.row}). Each tile is "
                                   "in the box once.")
        got[k] = (layout.to_hex(c.col, c.row), c)
    out = []
    for tid in sorted(parts):
        got = parts[tid]
        tile = TILE_BY_ID[tid]
        if len(got) < 3:
            missing = [str(tile.numbers[k]) for k in range(3) if k not in got]
            raise LevelError(path, f"JungleTile {tid} has only {len(got)} of its 3 hexes: its "
                                   f"{' and '.join(missing)} {'is' if len(missing) == 1 else 'are'}"
                                   " missing or covered by another tile.")
        hexes = tuple(got[k][0] for k in range(3))
        rot = next((r for r in range(6) if tile.cells(r, hexes[0]) == hexes), None)
        if rot is None:
            where = ", ".join(f"({got[k][1].col}, {got[k][1].row})" for k in range(3))
            raise LevelError(path, f"JungleTile {tid}'s hexes (cells {where}) are not laid as "
                                   f"the {tile.shape} tile they are printed on: a tile may be "
                                   "turned, but not cut apart or turned over.")
        out.append(Placement(tid, rot, hexes[0]))
    n = len(out)
    if n not in (tiles_for(2), tiles_for(4)):
        raise LevelError(path, f"has {n} JungleTiles: a jungle has {tiles_for(2)} "
                               f"(2-3 players) or {tiles_for(4)} (4 players).")
    return out


def _laying_order(path: Path, placements: list[Placement]) -> tuple[Placement, ...]:
    """An order to lay the tiles in, each touching the jungle so far along exactly
    one hex side; LevelError saying what is wrong if there is none."""
    cells = {p.tile: set(p.cells()) for p in placements}
    ids = sorted(cells)

    def sides(a: int, b: int) -> int:
        return sum(1 for h in cells[a] for n in h.neighbours() if n in cells[b])

    touch = {(a, b): sides(a, b) for a in ids for b in ids if a < b}
    for (a, b), k in touch.items():
        if k > 1:
            raise LevelError(path, f"JungleTiles {a} and {b} touch along {k} hex sides: each "
                                   "tile must touch the jungle laid before it along exactly one "
                                   "side.")
    # union-find over the touching pairs: a ring or a separate piece is wrong
    parent = {t: t for t in ids}

    def find(t: int) -> int:
        while parent[t] != t:
            parent[t] = parent[parent[t]]
            t = parent[t]
        return t

    for (a, b), k in sorted(touch.items()):
        if k:
            ra, rb = find(a), find(b)
            if ra == rb:
                raise LevelError(path, f"the JungleTiles close a ring (tiles {a} and {b} touch, "
                                       "and are joined through others too): the last tile of a "
                                       "ring would touch the jungle along 2 sides, and a tile "
                                       "must touch it along exactly one.")
            parent[ra] = rb
    groups: dict[int, list[int]] = {}
    for t in ids:
        groups.setdefault(find(t), []).append(t)
    if len(groups) > 1:
        pieces = sorted(groups.values(), key=lambda g: (-len(g), g))
        loose = ", ".join(map(str, pieces[1]))
        raise LevelError(path, f"the jungle falls apart: JungleTile{'s' if len(pieces[1]) > 1 else ''}"
                               f" {loose} do{'' if len(pieces[1]) > 1 else 'es'} not touch the "
                               "rest. Every tile touches the jungle along one side.")
    # breadth-first from the smallest tile: every new tile touches exactly one laid tile
    by_id = {p.tile: p for p in placements}
    order = [ids[0]]
    seen = {ids[0]}
    i = 0
    while i < len(order):
        a = order[i]
        for b in ids:
            if b not in seen and touch[(min(a, b), max(a, b))]:
                seen.add(b)
                order.append(b)
        i += 1
    return tuple(by_id[t] for t in order)


def _build(path: Path, placements: tuple[Placement, ...] | list[Placement]) -> Jungle:
    """Lay the tiles with the rules' own code (which checks every placement)."""
    j = Jungle()
    for p in placements:
        err = j.placement_error(p)
        if err:
            raise LevelError(path, f"JungleTile {p.tile}: {err}")
        j.place(p)
    return j


def _read_trees(path: Path, tm: object, layout: HexLayout, jungle: Jungle) -> dict[int, Hex]:
    objs = object_layer(tm, TREES_LAYER, path)
    trees: dict[int, Hex] = {}
    seen_by: dict[int, str] = {}
    for o in objs:
        if o.type != TREE_TYPE:
            raise LevelError(path, f"{o.label()} in layer {TREES_LAYER!r} has type {o.type!r}: "
                                   f"only objects of type {TREE_TYPE!r} belong there.")
        num = prop(o.properties, "number", int, path, o.label(), lo=min(MAP_TREES),
                   hi=max(MAP_TREES))
        if o.tile is not None and "number" in o.tile.properties \
                and o.tile.properties["number"] != num:
            raise LevelError(path, f"{o.label()} shows tree {o.tile.properties['number']} but its "
                                   f"number is {num}: use the picture of tree {num}.")
        label = f"tree {num} ({o.label()})"
        if num in trees:
            raise LevelError(path, f"tree {num} is planted twice ({seen_by[num]} and "
                                   f"{o.label()}).")
        cx, cy = o.centre
        col, row, dist = layout.cell_at(cx, cy)
        if dist > layout.inner_radius * 0.5:
            raise LevelError(path, f"{label} is not centred on a hex cell ({dist:.0f} px from "
                                   f"the centre of cell ({col}, {row})): snap it to the grid.")
        if not layout.in_bounds(col, row):
            raise LevelError(path, f"{label} stands outside the map (cell ({col}, {row})).")
        cell = layout.to_hex(col, row)
        if cell in jungle.numbers:
            raise LevelError(path, f"{label} stands on a jungle hex (cell ({col}, {row})): trees "
                                   "grow in the gaps beside the path.")
        for t, c in trees.items():
            if c == cell:
                raise LevelError(path, f"trees {t} and {num} stand on the same cell "
                                       f"({col}, {row}).")
        base = len(jungle.base_of_cell(cell))
        if base < MIN_BASE:
            raise LevelError(path, f"{label} at cell ({col}, {row}) has a base of only {base} "
                                   f"hex{'es' if base != 1 else ''}: every tree needs at least "
                                   f"{MIN_BASE} (and a planting ground with {PLANTING_SIDES} "
                                   "jungle sides).")
        if base < PLANTING_SIDES:
            raise LevelError(path, f"{label} at cell ({col}, {row}) is not on a planting ground: "
                                   f"only {base} jungle hexes around it, a planting ground has "
                                   f"at least {PLANTING_SIDES}.")
        trees[num] = cell
        seen_by[num] = o.label()
    missing = [t for t in MAP_TREES if t not in trees]
    if missing:
        raise LevelError(path, f"tree{'s' if len(missing) > 1 else ''} "
                               f"{', '.join(map(str, missing))} "
                               f"{'are' if len(missing) > 1 else 'is'} missing: a jungle map "
                               f"plants trees {MAP_TREES[0]}-{MAP_TREES[-1]} as objects of "
                               f"type {TREE_TYPE!r} in layer {TREES_LAYER!r}.")
    return trees


def _players_property(path: Path, tm: object, derived: tuple[int, ...]) -> tuple[int, ...]:
    """The optional map property `players` ("2-3", "4", "3"): it may narrow the player
    counts the tile count allows, never widen them."""
    raw = map_properties(tm).get("players")
    if raw in (None, ""):
        return derived
    text = str(raw).strip().replace(" ", "")
    m = re.fullmatch(r"(\d)(?:-(\d))?", text)
    if not m:
        raise LevelError(path, f"the map's 'players' property is {raw!r}: write a count like "
                               "'4' or a range like '2-3'.")
    lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
    want = tuple(range(lo, hi + 1))
    if not want or any(p not in derived for p in want):
        allowed = "-".join(map(str, (derived[0], derived[-1]))) if len(derived) > 1 else str(derived[0])
        raise LevelError(path, f"the map says it is for {text} players, but its "
                               f"{tiles_for(derived[0])} JungleTiles make a jungle for "
                               f"{allowed} players.")
    return want


def read_jungle_map(path: str | Path, name: str | None = None) -> JungleMap:
    """Read and check one jungle map file (no cache)."""
    path = Path(path)
    tm = load_tmx(path)
    layout = hex_layout(tm, path)
    title = prop(map_properties(tm), "title", str, path, "the map").strip()
    if not title:
        raise LevelError(path, "the map's 'title' property is empty: give the jungle a name.")
    placements = _read_hexes(path, layout, tile_layer(tm, JUNGLE_LAYER, path))
    order = _laying_order(path, placements)
    probe = _build(path, order)
    trees = _read_trees(path, tm, layout, probe)
    players = players_for_tiles(len(order))
    players = _players_property(path, tm, players)
    jm = JungleMap(name=name or path.stem, title=title, path=path, players=players,
                   placements=order, trees=tuple(sorted(trees.items())), layout=layout)
    for n in players:  # the rules' own verdict, for every player count the map is for
        j = _build(path, order)
        for t, c in jm.trees:
            if t in trees_for(n):
                j.plant(t, c)
        problems = j.problems(n)
        if problems:
            raise LevelError(path, f"with {n} players: {problems[0]}")
    return jm


# ---------------------------------------------------------------------------
# the curated jungles

_CACHE: dict[Path, tuple[tuple[int, int], JungleMap]] = {}


def _stamp(path: Path) -> tuple[int, int]:
    st = path.stat()
    return st.st_mtime_ns, st.st_size


def _resolve(name_or_path: str | Path) -> tuple[Path, str]:
    return resolve_map(name_or_path, LEVELS_DIR, "jungle")


def load_jungle(name_or_path: str | Path) -> JungleMap:
    """A curated jungle by name ("long-vine": levels/bananas/long-vine.tmx) or a
    path to any .tmx; checked, and cached until the file changes."""
    path, name = _resolve(name_or_path)
    key = path.resolve()
    try:
        stamp = _stamp(key)
    except OSError:
        raise LevelError(path, "there is no such map file.") from None
    hit = _CACHE.get(key)
    if hit is not None and hit[0] == stamp and hit[1].name == name:
        return hit[1]
    jm = read_jungle_map(path, name)
    _CACHE[key] = (stamp, jm)
    return jm


def list_jungles(players: int | None = None, directory: str | Path | None = None
                 ) -> list[JungleInfo]:
    """The curated jungles (for `players`, or all), sorted by name. A broken map is
    left out with a logged warning, never an exception."""
    folder = LEVELS_DIR if directory is None else Path(directory)
    out = []
    for p in sorted(folder.glob("*.tmx")):
        if not is_jungle_name(p.stem):  # a match could never name it again
            log.warning("skipping jungle map %s: its name must be lower-case letters, digits, "
                        "'-' and '_'", p.name)
            continue
        try:
            info = load_jungle(p).info()
        except LevelError as e:
            log.warning("skipping jungle map: %s", e)
            continue
        if players is None or players in info.players:
            out.append(info)
    return out


def is_jungle_name(value: object) -> bool:
    """Could `value` name a curated jungle (the form, not whether the file exists)?"""
    return isinstance(value, str) and bool(NAME_RE.match(value))


def jungle_for_match(name: str, players: int) -> Jungle:
    """The frozen Jungle a match of `players` starts from (the `jungle=<name>` setting).

    Only names of maps in levels/bananas/ (never paths: the name comes from a
    match set-up, which may come from a saved file). LevelError (a BadSetup)
    when there is no such jungle, it is broken, or it is not for `players`."""
    if not is_jungle_name(name):
        raise LevelError(None, f"{name!r} is not a jungle name (lower-case letters, digits, "
                               "'-' and '_').")
    return load_jungle(name).jungle(players)


class Jungles:
    """The curated jungles as the GameSpec's map source (see game.core.spec.MapSource):
    the lobby lists them, and a match that names one gets its Jungle from here."""

    option = "jungle"

    def names(self, players: int | None = None) -> tuple[str, ...]:
        return tuple(info.name for info in list_jungles(players))

    def title(self, name: str) -> str:
        try:
            return load_jungle(name).info().title
        except LevelError:
            return name.replace("-", " ").replace("_", " ").title()

    def load(self, name: str, players: int) -> Jungle:
        return jungle_for_match(name, players)


JUNGLES = Jungles()
