"""The Codes match scene (see scene.py) and its help pages (help.py)."""
from __future__ import annotations


def make_scene(app, match, seating):
    from .scene import CodesScene
    return CodesScene(app, match, seating)
