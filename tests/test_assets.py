"""The generated art, font and sound assets exist, load, have the right sizes,
and the generator reproduces them byte for byte."""
from __future__ import annotations

import os
import subprocess
import sys
import wave
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ASSETS = ROOT / "game" / "assets"

SUITS = ["suns", "moons", "crowns", "arms"]
VALUES = ["null", "ace", "2", "3", "4", "5"]
ICONS = ["play", "pause", "help", "settings", "back", "quit", "bot", "human", "lock", "eye",
         "eye_closed", "trophy", "star", "check", "cross", "sound_on", "sound_off", "fullscreen",
         "gamepad", "keyboard", "mouse"]
INPUTS = ["pad_a", "pad_b", "pad_x", "pad_y", "pad_start", "pad_dpad", "key_enter", "key_space",
          "key_esc", "key_arrows", "mouse_left", "touch"]
GAMES = ["bananas", "treefort", "bot255", "junkyard", "codes"]
SOUNDS = ["click", "hover", "flip", "slide", "swap", "bag", "place", "join", "leave", "error", "win",
          "lose", "tick", "curtain", "reveal", "pause"]
SEAT_COLOURS = [(230, 57, 70), (29, 119, 214), (46, 170, 86), (247, 183, 36), (142, 68, 173),
                (240, 128, 40), (20, 170, 170), (230, 110, 170)]


def expected_images() -> dict[str, tuple[int, int]]:
    e: dict[str, tuple[int, int]] = {}
    for s in SUITS:
        e[f"images/coins/suit_{s}.png"] = (256, 256)
        e[f"images/suits/{s}.png"] = (128, 128)
    for v in VALUES:
        e[f"images/coins/value_{v}.png"] = (256, 256)
    e["images/coins/edge.png"] = (32, 256)
    e["images/coins/shadow.png"] = (256, 256)
    e["images/bag.png"] = (256, 256)
    for name, n in (("idle", 4), ("cheer", 4), ("think", 2), ("wave", 4)):
        for i in range(n):
            e[f"images/monkey/{name}_{i}.png"] = (256, 256)
    for i in range(8):
        e[f"images/monkey/badge_{i}.png"] = (96, 96)
    for st in ("normal", "hover", "pressed", "disabled"):
        e[f"images/ui/button_{st}.png"] = (96, 96)
    e["images/ui/panel.png"] = (96, 96)
    e["images/ui/cursor.png"] = (64, 64)
    for k in INPUTS:
        e[f"images/ui/{k}.png"] = (96, 96)
    for k in ICONS:
        e[f"images/ui/icon_{k}.png"] = (96, 96)
    for i in range(6):
        e[f"images/ui/confetti_{i}.png"] = (24, 24)
    for g in GAMES:
        # the size the menu draws it (nothing scaled), uncompressed (read, not decoded)
        e[f"images/games/{g}.bmp"] = (312, 208)
    e["images/bg_jungle.png"] = (1920, 1080)
    return {shipped(rel): size for rel, size in e.items()}


def shipped(rel: str) -> str:
    """The file a picture ships as: the title screen's first frame reads .bmp files."""
    from game.ui.assets import image_path
    return image_path(rel[len("images/"):-len(".png")]).relative_to(ASSETS).as_posix()


IMAGES = expected_images()


@pytest.mark.parametrize("rel", sorted(IMAGES))
def test_image_loads_with_expected_size(rel):
    path = ASSETS / rel
    assert path.is_file(), f"missing {rel}"
    img = pygame.image.load(str(path))
    assert img.get_size() == IMAGES[rel]
    if "bg_jungle" not in rel and "games/" not in rel:
        # sprites have a transparent background: corners are see-through
        assert img.get_at((0, 0)).a == 0, f"{rel} corner is not transparent"


def test_sprites_are_not_empty():
    for rel in ("images/coins/suit_suns.png", "images/monkey/idle_0.png", "images/ui/icon_play.bmp"):
        img = pygame.image.load(str(ASSETS / rel))
        w, h = img.get_size()
        assert img.get_at((w // 2, h // 2)).a > 200


def test_font_renders_and_covers_required_characters():
    path = ASSETS / "fonts" / "MonkeyRounded.ttf"
    assert path.is_file()
    assert (ASSETS / "fonts" / "LICENSE.txt").is_file()
    pygame.font.init()
    for size in (28, 72):
        f = pygame.font.Font(str(path), size)
        surf = f.render("Hello 123", True, (0, 0, 0))
        assert surf.get_width() > size * 2
        # sensible line height: between 1.0 and 1.5 em
        assert size * 1.0 <= f.get_linesize() <= size * 1.5
        assert f.get_ascent() > 0 > f.get_descent()
    from fontTools.ttLib import TTFont

    cmap = TTFont(str(path)).getBestCmap()
    required = ("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789 "
                ".,:;!?'\"-+=/()[]%&#*<>_@\u2190\u2191\u2192\u2193\u00d7\u2713")
    missing = [c for c in required if ord(c) not in cmap]
    assert not missing, f"font lacks {missing!r}"


@pytest.mark.parametrize("name", SOUNDS)
def test_sound_format(name):
    path = ASSETS / "sounds" / f"{name}.wav"
    assert path.is_file()
    with wave.open(str(path)) as w:
        assert w.getnchannels() == 1
        assert w.getsampwidth() == 2
        assert w.getframerate() == 22050
        n = w.getnframes()
        assert 0 < n / 22050 < 2.0
        frames = w.readframes(n)
    assert any(frames), "silent sound"


def test_seat_colours_match_palette():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        from art.palette import SEAT_COLOURS as pal
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert [tuple(c) for c in pal] == SEAT_COLOURS


def test_assets_total_size_is_modest():
    total = sum(p.stat().st_size for p in ASSETS.rglob("*") if p.is_file())
    # under 8 MB: the title screen's pictures ship uncompressed for a quicker first
    # frame (the cards 1.3 MB, the background 2 MB, the name and the waving monkey 1.6 MB;
    # a wheel, being a zip, holds them in far less)
    assert total < 8 * 1024 * 1024
    # a 256-colour picture: a byte a pixel (a true-colour one would be 8 MB)
    assert (ASSETS / "images" / "bg_jungle.bmp").stat().st_size < 2100 * 1024


def test_the_title_picture_is_the_name_in_our_font_with_its_shadow():
    from game.ui.assets import FONT_FILE
    pygame.font.init()
    name = pygame.font.Font(str(FONT_FILE), 120).render("Monkey Arcade", True, (255, 196, 40))
    title = pygame.image.load(str(ASSETS / "images" / "ui" / "title.bmp"))
    assert title.get_size() == (name.get_width() + 3, name.get_height() + 3)
    # the letters at the top left, their black shadow 3 px down and right
    ink = name.get_bounding_rect()
    assert title.get_bounding_rect() == pygame.Rect(ink.x, ink.y, ink.w + 3, ink.h + 3)
    x, y = next((x, y) for y in range(name.get_height()) for x in range(name.get_width())
                if name.get_at((x, y)).a == 255)
    assert title.get_at((x, y))[:3] == (255, 196, 40)


def test_generator_is_deterministic(tmp_path):
    """Regenerating a subset into a temp dir gives the committed bytes."""
    out = tmp_path / "assets"
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    subprocess.run([sys.executable, str(ROOT / "tools" / "make_assets.py"), "--out", str(out),
                    "--only", "font,sounds,coins", "-q"], check=True, env=env, timeout=120)
    made = sorted(p.relative_to(out).as_posix() for p in out.rglob("*") if p.is_file())
    assert "fonts/MonkeyRounded.ttf" in made
    assert "sounds/win.wav" in made
    assert "images/coins/value_5.png" in made
    differ = [rel for rel in made if (out / rel).read_bytes() != (ASSETS / rel).read_bytes()]
    assert not differ, f"regenerated files differ from assets/: {differ}"
