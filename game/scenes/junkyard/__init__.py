"""The Spank the Monkey match scene (game id `junkyard`): scene.py (the
scene's hooks), cardface.py (card pictures), help/ (help pages)."""
from __future__ import annotations


def make_scene(app, match, seating):
    from .scene import JunkyardScene
    return JunkyardScene(app, match, seating)
