"""The Codes match scene: scene.py (the scene's hooks), table.py (drawing),
controls.py (input to actions), story.py (events to animations and log
lines), coins.py (coin pictures and their tweens), help.py (help pages)."""
from __future__ import annotations


def make_scene(app, match, seating):
    from .scene import CodesScene
    return CodesScene(app, match, seating)
