"""An ordinary install is a whole game: the wheel carries the pictures, the
sounds, the font and the levels, and the installed game finds them."""
from __future__ import annotations

import os
import subprocess
import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

CHECK = r"""
import os, sys
from pathlib import Path
import game
site = Path(sys.argv[1]).resolve()
assert Path(game.__file__).resolve().is_relative_to(site), game.__file__  # the installed copy
from game.resources import ASSETS, LEVELS
assert (ASSETS / "fonts" / "MonkeyRounded.ttf").is_file()
assert (ASSETS / "images" / "games" / "bananas.bmp").is_file()
from game.learn.lesson import has_lesson
assert all(has_lesson(g) for g in ("codes", "bananas", "junkyard", "treefort", "bot255"))
assert (ASSETS / "sounds" / "click.wav").is_file()
from game.maps.bananas import JUNGLES
names = JUNGLES.names()
assert len(names) >= 6, names
from game.__main__ import main
assert main(["headless", "--game", "bananas", "--seats", "easy,random", "--seed", "2",
             "--variant", f"jungle={names[0]}"]) == 0
os.environ["SDL_VIDEODRIVER"] = "dummy"
import pygame
pygame.display.init()
from game.ui.assets import image
pic = image("games/codes")
from game.rules.junkyard import DECK
assert len(DECK()) == 120
from game.rules.bot255.deck import DECK as BOT_DECK
assert len(BOT_DECK()) >= 50
from game.maps.bot255 import list_worlds, load_world
curated = list_worlds()
assert len(curated) >= 30, curated
load_world(curated[0])
assert main(["headless", "--game", "bot255", "--seats", "easy,random", "--seed", "2"]) == 0
assert pic.get_size() != (64, 64), "the placeholder, not the picture"
print("installed game is whole:", len(names), "jungles")
"""


def test_the_wheel_is_a_whole_game(tmp_path):
    wheels = tmp_path / "wheels"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(wheels),
                    str(ROOT)], check=True, capture_output=True, text=True)
    (wheel,) = wheels.glob("monkey_arcade-*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    assert "game/assets/fonts/MonkeyRounded.ttf" in names
    assert any(n.startswith("game/assets/sounds/") and n.endswith(".wav") for n in names)
    assert sum(n.startswith("game/levels/bananas/") and n.endswith(".tmx") for n in names) >= 6
    assert "game/levels/bananas/jungle.tsx" in names and "game/levels/bananas/jungle.png" in names
    assert "game/rules/junkyard/deck.toml" in names
    assert "game/rules/bot255/deck.toml" in names
    assert "game/assets/images/games/codes.bmp" in names
    assert "game/learn/lessons/treefort.toml" in names
    # the title screen's demo matches (attract mode): one log per game
    assert sum(n.startswith("game/assets/demos/") and n.endswith(".jsonl") for n in names) == 5
    assert "game/levels/bot255/world.tsx" in names and "game/levels/bot255/world.png" in names
    assert sum(n.startswith("game/levels/bot255/") and n.endswith(".tmx") for n in names) >= 30
    site = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "-q", "--target",
                    str(site), str(wheel)], check=True, capture_output=True, text=True)
    env = dict(os.environ, PYTHONPATH=str(site), SDL_AUDIODRIVER="dummy")
    out = subprocess.run([sys.executable, "-c", CHECK, str(site)], cwd=tmp_path, env=env,
                         capture_output=True, text=True)
    assert out.returncode == 0, out.stderr[-2000:]
    assert "installed game is whole" in out.stdout


def _name(requirement: str) -> str:
    import re
    return re.split(r"[<>=!~;\[ ]", requirement, maxsplit=1)[0].strip().lower().replace("_", "-")


def test_the_test_environment_is_locked():
    """`make test` installs exactly the versions the suite was green with: every
    dependency it asks for (the optional OpenSpiel and Ray extras too) is pinned
    in the lock, and the Makefile uses the lock
    (a floating hypothesis once found a new example on a fresh machine)."""
    import re
    import tomllib
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    makefile = (ROOT / "Makefile").read_text()
    # the extras `make test` installs (test, and the OpenSpiel and Ray paths CI runs)
    installed = re.search(r"-e '\.\[([\w,]+)\]'", makefile)
    assert installed, "the Makefile installs the project with its extras"
    extras = installed.group(1).split(",")
    assert {"test", "openspiel", "cluster"} <= set(extras), extras
    wanted = {_name(r) for r in project["dependencies"]}
    for extra in extras:
        wanted |= {_name(r) for r in project["optional-dependencies"][extra]}
    pins = {}
    for line in (ROOT / "requirements" / "test.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            name, sep, version = line.partition("==")
            assert sep and version, f"not pinned in the lock: {line}"
            pins[_name(name)] = version
    assert wanted <= set(pins), f"missing from the lock: {sorted(wanted - set(pins))}"
    assert "-c $(LOCK)" in makefile and "LOCK := requirements/test.txt" in makefile
    # `make lock` pins the same extras `make test` installs
    assert all(f"--extra {extra}" in makefile for extra in extras), extras
