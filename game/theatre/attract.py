"""Attract mode: a title screen left alone for a minute plays a short bot
match of one of the games, with a caption naming it; any input brings the
title screen back at once. Settings > "Demo on the title screen" turns it off.

The demos are finished bot matches shipped with the game
(game/assets/demos/<game>.jsonl, made by tools/make_demos.py), played by
the theatre: nothing is thought up while a child watches, and a still title
screen costs no more than before (one comparison a frame).
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import pygame

from game.input.intents import DEVICE_ADDED, DEVICE_REMOVED, Intent
from game.resources import ASSETS
from game.ui import theme
from game.ui.widgets import draw_text, fit_size

from .files import LogProblem, checked
from .scene import TheatreScene

if TYPE_CHECKING:
    from game.app.main import App

log = logging.getLogger(__name__)

IDLE = 60.0        # seconds without input on the title screen before a demo
SPEED_I = 2        # the demos play at 2x
LINGER = 3.0       # seconds the finished demo stays before the title comes back
DEMOS = ASSETS / "demos"


def demo_games() -> list[str]:
    from game.core import registry
    return [s.id for s in registry.specs() if (DEMOS / f"{s.id}.jsonl").is_file()]


class Rotation:
    """Which game's demo comes next: each in turn, from a first one picked
    with the launch's seed source (the only randomness outside a match)."""

    def __init__(self) -> None:
        self.next: int | None = None

    def pick(self, games: list[str]) -> str:
        if self.next is None:
            from game.app.launch import new_seed
            self.next = new_seed()
        game = games[self.next % len(games)]
        self.next += 1
        return game


ROTATION = Rotation()


def start(app: "App") -> bool:
    """Push a demo over the title screen; False (and the title stays) if none plays."""
    games = demo_games()
    if not games:
        return False
    game = ROTATION.pick(games)
    try:
        _, line, _ = checked((DEMOS / f"{game}.jsonl").read_text(encoding="utf-8"),
                                   f"The {game} demo")
        scene = AttractScene(app, line)
    except (OSError, LogProblem) as exc:  # a demo the rules no longer play: skip it
        log.warning("demo %s not shown: %s", game, exc)
        app.last_input = app.time   # try another one a minute later, not every frame
        return False
    app.push(scene)
    return True


class AttractScene(TheatreScene):
    """The theatre with no controls: it plays, names the game, and leaves."""

    def __init__(self, app, timeline):
        super().__init__(app, timeline=timeline)
        self.speed_i = SPEED_I
        self.left = LINGER
        self.playing = True
        self.dwell = 0.0
        self.bar_left = 0.0
        app.hush = True   # a demo plays silently: the room did not ask for sound

    def exit(self) -> None:
        self.app.hush = False

    def handle(self, intent: Intent) -> None:
        if intent.kind in (DEVICE_ADDED, DEVICE_REMOVED):
            return
        self.done()

    def done(self) -> None:
        self.app.last_input = self.app.time   # the title's minute starts again
        if self.app.stack.top is self:
            self.app.pop()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.at >= self.length and not self.inner.anim.busy:
            self.left -= dt
            if self.left <= 0:
                self.done()

    def bar_alpha(self) -> float:
        return 0.0

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)
        words = f"{self.spec.name}: two bots play. Press any button to play yourself!"
        size = fit_size(words, 36, 1700)
        r = pygame.Rect(0, 0, 1760, size + 36)
        r.midbottom = (960, 1064)
        pygame.draw.rect(surf, (20, 14, 10), r, border_radius=r.h // 2)
        draw_text(surf, words, size, theme.ACCENT, r.center, box=r, role="decide")
