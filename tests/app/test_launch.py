"""Start-up: the title screen is drawn without loading any game's rules, a
game's rules load when it is chosen, and the menu's list agrees with each
game's spec (issue 20). How long start-up takes is tools/bench.py's `launch`."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry
from game.core.registry import MenuEntry

ROOT = Path(__file__).resolve().parents[2]

# Run in a fresh interpreter: other tests have long since loaded every game here.
FIRST_FRAME_THEN_CHOOSE = r"""
import json, sys
from game.app.main import App

def loaded():
    return sorted(m for m in sys.modules if m.split(".")[:2] in
                  (["game", "rules"], ["game", "ai"], ["game", "maps"])
                  or m.startswith("game.games.") or m.startswith("game.physics")
                  or m in ("game.learn.lesson", "game.core.record", "tomllib"))

app = App(windowed=True, size=(1920, 1080))
app.frame(1 / 60)
menu = app.stack.top
assert type(menu).__name__ == "MenuScene" and app.draws == 1
at_first_frame = loaded()
codes = next(b.data for b in menu.menu.buttons if getattr(b.data, "id", "") == "codes")
menu.open_game(codes)
app.frame(1 / 60)
print(json.dumps({"first": at_first_frame, "lobby": type(app.stack.top).__name__,
                  "chosen": loaded()}))
"""


def _env(tmp_path: Path, **extra: str) -> dict[str, str]:
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                PYGAME_HIDE_SUPPORT_PROMPT="1", MONKEY_ARCADE_HOME=str(tmp_path), **extra)


def test_the_first_menu_frame_loads_no_game_and_choosing_one_loads_only_it(tmp_path):
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME_THEN_CHOOSE], cwd=ROOT,
                         env=_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["first"] == [], f"loaded before the first menu frame: {got['first']}"
    assert got["lobby"] == "LobbyScene"
    chosen = got["chosen"]
    assert "game.games.codes" in chosen and "game.rules.codes" in chosen
    others = [m for m in chosen if any(g in m for g in ("bananas", "treefort", "bot255",
                                                        "junkyard"))]
    assert others == [], f"choosing Codes loaded other games: {others}"


def test_the_arcade_can_quit_after_its_first_frame_for_the_launch_bench(tmp_path):
    # tools/bench.py's launch part measures a whole process: it needs one that stops
    out = subprocess.run([sys.executable, "-m", "game", "--windowed", "--size", "1920x1080"],
                         cwd=ROOT, env=_env(tmp_path, MONKEY_ARCADE_EXIT_AFTER_FIRST_FRAME="1"),
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    # and it says how much CPU time it took to get there (the bench's figure)
    cpu = [float(ln.split()[1]) for ln in out.stderr.splitlines()
           if ln.startswith("first-frame-cpu ")]
    assert len(cpu) == 1 and 0 < cpu[0] < 60


# What the first frame does, counted (its time is the bench's): which files it
# reads, at which sizes it draws words, which classes it defines.
FIRST_FRAME_WORK = r"""
import dataclasses, sys
import pygame, pygame.pkgdata
reads, sizes, defined, pygame_files = [], set(), [], []
real_resource = pygame.pkgdata.getResource
def resource(name, *a):
    pygame_files.append(name)
    return real_resource(name, *a)
pygame.pkgdata.getResource = resource
real_load, real_font, real_dc = pygame.image.load, pygame.font.Font, dataclasses._process_class
pygame.image.load = lambda f, *a: reads.append(str(f)) or real_load(f, *a)
class Font(real_font):
    def __init__(self, f, size=20):
        sizes.add(size)
        super().__init__(f, size)
pygame.font.Font = Font
def process(cls, *a, **k):
    defined.append(cls.__module__ + "." + cls.__qualname__)
    return real_dc(cls, *a, **k)
dataclasses._process_class = process
from game.app.main import App
app = App(windowed=True, size=(1920, 1080))
app.frame(1 / 60)
assert app.draws == 1
had_json = "json" in sys.modules
looked_up = "importlib.readers" in sys.modules    # importlib.resources asked for a folder
import json
print(json.dumps({"reads": reads, "sizes": sorted(sizes), "json": had_json,
                  "pygame_files": pygame_files, "looked_up": looked_up,
                  "defined": [d for d in defined if d.startswith("game.")]}))
"""


def test_the_first_menu_frame_reads_no_png_and_draws_words_at_two_sizes(tmp_path):
    # issue 20: decoding PNGs (the first one starts the decoder), drawing words at
    # seven sizes, the dataclasses and json were a third of the launch above the floor
    out = subprocess.run([sys.executable, "-c", FIRST_FRAME_WORK], cwd=ROOT,
                         env=_env(tmp_path), capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    got = json.loads(out.stdout.strip().splitlines()[-1])
    assert got["reads"] and all(r.endswith(".bmp") for r in got["reads"]), got["reads"]
    assert got["sizes"] == [32, 46]
    assert got["defined"] == []
    assert got["json"] is False     # a first start has no file to read
    # the window has our icon: pygame never looks up its own (5 ms of set_mode)
    assert got["pygame_files"] == []
    assert any(r.endswith("app_icon.bmp") for r in got["reads"])
    # the game finds its own files beside its code, without importlib.resources' readers
    assert got["looked_up"] is False


@pytest.mark.parametrize("entry", [m for m in registry.menu() if m.built], ids=lambda m: m.id)
def test_each_menu_entry_agrees_with_its_games_spec(entry):
    spec = registry.spec(entry.id)
    assert (spec.id, spec.name, spec.blurb, spec.min_players, spec.max_players) == \
        (entry.id, entry.title, entry.blurb, entry.min_players, entry.max_players)
    from game.ui.assets import image_path
    assert image_path(entry.picture).is_file()


def test_a_menu_entry_that_disagrees_with_its_spec_is_refused_when_loaded():
    registry.menu()
    real = registry.spec("codes")
    registry.declare(MenuEntry("codes-copy", real.name, real.blurb, True, real.min_players,
                               real.max_players, module="game.games.codes"))
    try:
        with pytest.raises(ValueError, match="codes-copy"):
            registry.spec("codes-copy")     # the module's SPEC is "codes"
    finally:
        registry.unregister("codes-copy")


def test_the_background_is_opaque_and_loads_without_an_alpha_channel():
    # most of the first frame's work was decoding and converting it with alpha
    import pygame

    from game.resources import ASSETS
    from game.ui.assets import image
    from tests.support.apphost import make_app
    raw = pygame.image.load(str(ASSETS / "images" / "bg_jungle.bmp"))
    assert not raw.get_flags() & pygame.SRCALPHA
    assert raw.get_bitsize() == 8      # a palette picture: a quarter of the bytes to read
    make_app(start_scene=False)
    image.cache_clear()
    bg = image("bg_jungle", (1920, 1080))
    assert not bg.get_flags() & pygame.SRCALPHA and bg.get_size() == (1920, 1080)
    # every size of a picture comes from one reading of its file
    loads = []
    real = pygame.image.load
    image.cache_clear()
    try:
        pygame.image.load = lambda *a: loads.append(a) or real(*a)
        image("games/codes")
        image("games/codes", (312, 208))
        image("games/codes", (156, 104))
    finally:
        pygame.image.load = real
    assert len(loads) == 1
    assert image("games/codes").get_flags() & pygame.SRCALPHA   # cards keep their corners


@pytest.mark.parametrize("argv", [[], ["play"], ["--windowed"], ["play", "--size", "1280x720"],
                                  ["--windowed", "--size", "1920x1080"],
                                  ["play", "--size", "800x600", "--windowed"]])
def test_a_plain_launch_skips_argparse_and_means_what_argparse_would(argv):
    from game.__main__ import parser, quick_play
    args = parser().parse_args(["play", *argv] if argv[:1] != ["play"] else argv)
    assert quick_play(argv) == (args.windowed, args.size)


@pytest.mark.parametrize("argv", [["--win"], ["--size"], ["--size", "--windowed"], ["-h"],
                                  ["--windowed", "--windowed"], ["--size=800x600"],
                                  ["headless", "--game", "codes"], ["bogus"]])
def test_anything_but_a_plain_launch_is_left_to_argparse(argv):
    from game.__main__ import quick_play
    assert quick_play(argv) is None


def test_launching_with_no_arguments_does_not_import_argparse(tmp_path):
    code = ("import sys, game.app.main as m; m.run = lambda **k: print(k) or 0; "
            "import game.__main__ as g; g.main([]); print('argparse' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=_env(tmp_path),
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.split()[-1] == "False", out.stdout



def test_a_game_card_picture_keeps_its_aspect_and_is_shipped_at_the_size_drawn():
    import pygame
    from game.ui import assets
    pygame.display.init()
    card = pygame.Rect(0, 0, 340, 330).inflate(-28, -28)  # as the menu's Button draws it
    card.h -= 38 + 10
    for entry in (m for m in registry.menu() if m.built):
        w, h = pygame.image.load(str(assets.image_path(entry.picture))).get_size()
        drawn = assets.image_fit(entry.picture, card.size)
        assert drawn.get_width() == card.w and drawn.get_height() <= card.h
        assert abs(drawn.get_height() * w - drawn.get_width() * h) <= w, "stretched"
        assert (w, h) == drawn.get_size(), "scaled on the title screen"


def test_fitting_a_picture_keeps_its_aspect_in_a_tall_box():
    import pygame
    from game.ui import assets
    pygame.display.init()
    name = next(m for m in registry.menu() if m.built).picture
    w, h = assets.image(name).get_size()
    tall = assets.image_fit(name, (150, 400))
    assert tall.get_width() == 150 and abs(tall.get_height() - round(150 * h / w)) <= 1


def test_gamepads_and_sound_start_right_after_the_first_frame():
    """They are not needed to draw the menu: the first frame comes sooner without
    them, and a pad plugged in before the start is still announced."""
    from tests.support.apphost import capture, make_app, pump
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    app = make_app()
    assert app.input.pads is None and not app.sounds.ok
    seen = capture(app)
    pump(app)                                   # the first frame: drawn, then the devices
    assert app.draws == 1 and app.input.pads is not None and app.sounds.ok
    pump(app)
    assert any(i.kind == "device_added" and i.device == pad.device for i in seen)
