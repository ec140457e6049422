#!/usr/bin/env python3
"""Make the README and docs screenshots by driving the real app headless.

    python tools/screenshot.py [--out docs/screenshots]

Uses the dummy SDL driver at the logical 1920x1080 size, a temporary home
folder (no settings or saves touched) and a fixed match seed.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["MONKEY_ARCADE_HOME"] = tempfile.mkdtemp()

import pygame  # noqa: E402


def frames(app, n: int) -> None:
    for _ in range(n):
        app.frame(1 / 60)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default=str(ROOT / "docs" / "screenshots"))
    out = Path(ap.parse_args().out)
    out.mkdir(parents=True, exist_ok=True)

    from game.app.main import App
    from game.app.seating import Seating
    from game.core.match import Match
    from game.core.state import Setup

    app = App(windowed=True, size=(1920, 1080))
    app.settings.bot_speed = "fast"

    def shot(name: str) -> None:
        pygame.image.save(app.display.canvas, str(out / f"{name}.png"))
        print(out / f"{name}.png")

    frames(app, 20)
    shot("menu")

    from game.scenes.lobby import LobbyScene
    app.push(LobbyScene(app, "codes"))
    frames(app, 20)
    shot("lobby")

    from game.scenes.codes import make_scene
    match = Match(Setup("codes", ("human", "easy", "hard"), 2024))
    app.to_menu()
    app.push(make_scene(app, match, Seating.from_kinds(match.setup.seats)))
    frames(app, 240)
    shot("codes")

    from game.core import registry
    from game.scenes.help import HelpScene
    app.push(HelpScene(app, registry.spec("codes").help_pages()))
    frames(app, 30)
    shot("help_codes")

    from game.scenes.bananas import make_scene as bananas_scene
    match = Match(Setup("bananas", ("human", "easy", "easy"), 7, None,
                        ("level=2", "jungle=snake-river")))
    app.to_menu()
    app.push(bananas_scene(app, match, Seating.from_kinds(match.setup.seats)))
    frames(app, 400)
    shot("bananas")
    app.push(HelpScene(app, registry.spec("bananas").help_pages()))
    frames(app, 30)
    shot("help_bananas")
    return 0


if __name__ == "__main__":
    sys.exit(main())
