#!/usr/bin/env python3
"""Check every Tiled map in game/levels/ (or the given files and folders).

    python tools/check_levels.py                  # all of game/levels/
    python tools/check_levels.py game/levels/bananas/long-vine.tmx
    python tools/check_levels.py --out out/levels # keep the rendered PNGs
    python tools/check_levels.py --no-render      # skip Tiled's renderer

For each .tmx:
1. the game reads it: maps under a `bananas` folder are loaded and validated as
   Going Bananas jungles (game.maps.bananas: tiles, numbers, trees, the rules'
   own checks for every player count); maps under a `treefort` folder as
   Treefort Nations boards (game.maps.treefort: whole 8 x 8 grids, one per
   seat, the right number of neutral grids, one connected board); maps under a
   `bot255` folder as bot255 puzzle worlds (game.maps.bot255: one bot, 8
   bits, walls and bugs from world.tsx, every bit reachable, a `memory` of
   4-99 lines, `difficulty` agreeing with the set's folder); any other map is
   read with pytmx (tilesets, .tsx, are not maps and are not checked alone);
2. every tileset image it uses exists and is a PNG;
3. Tiled itself opens it: `tmxrasterizer` (Debian package `tiled`, run with
   QT_QPA_PLATFORM=offscreen) renders it to a PNG, exit status 0.

Exit status 0 when every map passes, 1 when one fails, 2 when tmxrasterizer is
missing (install Tiled: `apt-get install tiled`). See docs/levels.md.
"""
from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.maps.tiled import (RASTERIZER_MISSING, LevelError, find_rasterizer, load_tmx,  # noqa: E402
                             png_size, rasterize, tileset_images)


def maps_in(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out += sorted(p.rglob("*.tmx"))
        else:
            out.append(p)
    return out


def check_game(path: Path) -> str:
    """Load a map the way the game will; a one-line summary, LevelError if broken."""
    if "bananas" in path.parts:
        from game.maps.bananas import read_jungle_map
        jm = read_jungle_map(path)
        return (f"{jm.title!r}, {'/'.join(map(str, jm.players))} players, "
                f"{len(jm.placements)} tiles, {len(jm.trees)} trees")
    if "treefort" in path.parts:
        from game.maps.treefort import read_layout
        lay = read_layout(path)
        return (f"{lay.title!r}, {lay.players} players, {len(lay.grids)} grids "
                f"({len(lay.neutral_grids)} neutral)")
    if "bot255" in path.parts:
        from game.maps.bot255 import load_puzzle
        pz = load_puzzle(path)
        w = pz.world
        return (f"{pz.title!r}, {pz.set}, {w.width}x{w.height}, {len(w.bits)} bits, "
                f"{len(w.bugs)} bugs, memory {pz.memory}")
    tm = load_tmx(path)
    return f"{tm.orientation} map, {tm.width}x{tm.height}"


def check_images(path: Path) -> list[str]:
    tm = load_tmx(path)
    out = []
    for name, img in tileset_images(tm):
        if not img.is_file():
            out.append(f"tileset {name!r}: image {img} is missing")
        elif png_size(img) is None:
            out.append(f"tileset {name!r}: {img.name} is not a PNG image")
    return out


def check(path: Path, out_dir: Path | None, render: bool) -> list[str]:
    """Problems with one map ([] when it passes)."""
    try:
        summary = check_game(path)
        problems = check_images(path)
    except (LevelError, ValueError) as e:   # a BadWorld is a ValueError too
        return [str(e)]
    if render and out_dir is not None:
        # a bot255 puzzle is named with its set: the sets may reuse a file name
        stem = f"{path.parent.name}-{path.stem}" if "bot255" in path.parts[:-2] else path.stem
        png = out_dir / (stem + ".png")
        err = rasterize(path, png)
        if err:
            problems.append(f"Tiled cannot render it: {err}")
        else:
            w, h = png_size(png) or (0, 0)
            summary += f"; Tiled rendered {w}x{h} px -> {png}"
    if not problems:
        print(f"ok    {path}: {summary}")
    return problems


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Check the Tiled maps in game/levels/.")
    ap.add_argument("paths", nargs="*", type=Path, default=[ROOT / "game" / "levels"])
    ap.add_argument("--out", type=Path, help="keep the PNGs Tiled renders in this folder")
    ap.add_argument("--no-render", action="store_true", help="do not run tmxrasterizer")
    args = ap.parse_args(argv)
    render = not args.no_render
    if render and find_rasterizer() is None:
        print(RASTERIZER_MISSING, file=sys.stderr)
        return 2
    files = maps_in(args.paths)
    if not files:
        print("no .tmx maps found in " + ", ".join(map(str, args.paths)), file=sys.stderr)
        return 1
    t0 = time.perf_counter()
    failed = 0
    with tempfile.TemporaryDirectory() as tmp:
        out_dir = args.out or Path(tmp)
        out_dir.mkdir(parents=True, exist_ok=True)
        for f in files:
            problems = check(f, out_dir, render)
            if problems:
                failed += 1
                for p in problems:
                    print(f"FAIL  {f}: {p}")
    print(f"{len(files) - failed}/{len(files)} maps passed in {time.perf_counter() - t0:.1f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
