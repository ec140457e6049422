"""Scenes and the scene stack.

The top scene gets input; every scene from the topmost opaque one upward is
drawn, so overlays (pause, curtain, help) sit on top of a game. Scenes change
game state only through `Match.apply`, and `draw` never changes anything.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app.main import App
    from game.input.intents import Intent


class Scene:
    opaque = True  # overlays set this False to show the scene below

    def __init__(self, app: "App"):
        self.app = app

    def enter(self) -> None: ...
    def exit(self) -> None: ...
    def pause(self) -> None: ...   # another scene was pushed on top
    def resume(self) -> None: ...  # the scene on top was popped

    def handle(self, intent: "Intent") -> None: ...
    def update(self, dt: float) -> None: ...
    def draw(self, surf: pygame.Surface) -> None: ...

    def animating(self) -> bool:
        """Is something on this scene moving or about to change by itself (not
        counting idle decoration)? While no scene is, and nobody has touched
        anything for a while, the app stops redrawing a screen that is still."""
        return False


class SceneStack:
    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self.changes = 0  # counts pushes and pops: the picture must be drawn again

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.changes += 1
        if self.scenes:
            self.scenes[-1].pause()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        self.changes += 1
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.exit()
        if self.scenes:
            self.scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        self.changes += 1
        if self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Drop everything and start again from `scene` (e.g. back to the menu)."""
        self.changes += 1
        while self.scenes:
            self.scenes.pop().exit()
        self.scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        start = 0
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                start = i
                break
        return self.scenes[start:]

    def find(self, cls: type) -> Scene | None:
        for s in reversed(self.scenes):
            if isinstance(s, cls):
                return s
        return None
