"""bot255 worlds as Tiled maps: written, read back, refused with a reason when
broken or unsolvable, saved safely, and opened by Tiled's own renderer."""
from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.grid import Cell as C
from game.maps.bot255 import (LEVELS_DIR, TILE, TILESET, load_world, save_world, world_or_problem,
                              world_tmx)
from game.maps.tiled import (RASTERIZER_MISSING, LevelError, find_rasterizer, png_size,
                             rasterize)
from game.rules.bot255 import World
from game.rules.bot255.generator import generate

ROOT = Path(__file__).resolve().parents[2]
ROW = frozenset(C(x, 1) for x in range(1, 9))
# bugs across column 4: the five bits beyond can't be reached
BUGS_ACROSS = dict(bits=frozenset(C(x, 1) for x in (1, 2, 3, 5, 6, 7, 8, 9)),
                   bugs=frozenset({C(4, 0), C(4, 1), C(4, 2)}))


def write(tmp_path: Path, text: str, name: str = "w.tmx") -> Path:
    for f in (f"{TILESET}.tsx", f"{TILESET}.png"):
        (tmp_path / f).write_bytes((LEVELS_DIR / f).read_bytes())
    p = tmp_path / name
    p.write_text(text, encoding="utf-8")
    return p


def corridor(**kw) -> World:
    d = dict(width=10, height=3, walls=frozenset({C(9, 0)}), bits=ROW,
             bugs=frozenset({C(5, 2)}), start=C(0, 1), facing="south", name="Corridor")
    d.update(kw)
    return World(**d)  # type: ignore[arg-type]


@pytest.mark.parametrize("difficulty", ["simple", "average", "difficult"])
def test_a_world_written_as_a_map_reads_back_the_same(tmp_path, difficulty):
    for seed in range(5):
        w = generate(random.Random(seed), difficulty, name=f"Random {seed} & <co>")
        p = write(tmp_path, world_tmx(w, difficulty), f"{difficulty}-{seed}.tmx")
        assert load_world(p) == w


def test_save_writes_the_map_with_its_tileset_and_refuses_unsolvable_worlds(tmp_path):
    w = corridor()
    target = tmp_path / "mine" / "corridor.tmx"
    assert save_world(w, target) is None
    assert load_world(target) == w
    assert (target.parent / f"{TILESET}.png").is_file()
    why = save_world(corridor(**BUGS_ACROSS), tmp_path / "mine" / "blocked.tmx")
    assert why is not None and "can't reach 5 of the bits" in why
    assert not (tmp_path / "mine" / "blocked.tmx").exists()
    assert "exactly 8 bits" in save_world(corridor(bits=ROW - {C(1, 1)}), target)
    assert load_world(target) == w                      # the refused saves broke nothing


def test_an_unwritable_folder_gives_a_message_not_a_traceback(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    why = save_world(corridor(), blocker / "w.tmx")
    assert why is not None and why.startswith("The world could not be saved")


@pytest.mark.parametrize("change,why", [
    # tile gids: 1 wall, 2 bit, 3 bug, 4-7 the bot facing north, east, south, west
    (lambda t: t.replace("\n6,2,", "\n0,2,", 1), "one bot; this map has 0"),
    (lambda t: t.replace(",0,", ",4,", 1), "one bot; this map has 2"),
    (lambda t: t.replace(",2,", ",0,", 1), "exactly 8 bits"),
    (lambda t: t.replace(",2,", ",9,", 1), "a world holds only walls, bits, bugs and the bot"),
    (lambda t: t.replace('<data encoding="csv">', "<dat>").replace("</data>", "</dat>"),
     "no <data>"),
    (lambda t: t[:200], "not valid XML"),
    (lambda t: t.replace('name="world"', 'name="ground"'), "no tile layer called 'world'"),
    (lambda t: t.replace('width="10" height="3" tilewidth',
                         'width="12" height="3" tilewidth'), "1 to 10 squares"),
])
def test_broken_maps_are_refused_with_the_reason(tmp_path, change, why):
    text = world_tmx(corridor())
    p = write(tmp_path, change(text))
    with pytest.raises(LevelError, match=why):
        load_world(p)
    world, problem = world_or_problem(p)
    assert world is None and problem.startswith("w.tmx: ")


def test_an_unsolvable_map_is_refused(tmp_path):
    p = write(tmp_path, world_tmx(corridor(**BUGS_ACROSS)))
    with pytest.raises(LevelError, match="can't reach 5 of the bits"):
        load_world(p)


def test_tiled_renders_a_saved_world(tmp_path):
    if find_rasterizer() is None:
        pytest.fail(RASTERIZER_MISSING)
    target = tmp_path / "corridor.tmx"
    assert save_world(corridor(), target) is None
    png = tmp_path / "corridor.png"
    assert rasterize(target, png) is None
    assert png_size(png) == (10 * TILE, 3 * TILE)


def test_the_tileset_generator_reproduces_the_committed_tileset(tmp_path):
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "make_bot255_levels.py"),
                        "--out", str(tmp_path)], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stdout + r.stderr
    assert (tmp_path / f"{TILESET}.tsx").read_bytes() == (LEVELS_DIR / f"{TILESET}.tsx").read_bytes()
    assert png_size(tmp_path / f"{TILESET}.png") == png_size(LEVELS_DIR / f"{TILESET}.png")


def test_a_tile_with_no_type_is_named_so(tmp_path):
    """A tile whose type was cleared in the tileset read "is a None"."""
    text = world_tmx(corridor(**BUGS_ACROSS))
    p = write(tmp_path, text)
    tsx = tmp_path / f"{TILESET}.tsx"
    tsx.write_text(tsx.read_text().replace(' type="bug"', ""))
    with pytest.raises(LevelError, match="is a tile with no type: a world holds only") as err:
        load_world(p)
    assert "None" not in str(err.value)
