"""The Going Bananas match scene (scene.py), its board pictures (board.py), the
code panel (codepanel.py), animations (anim.py) and help pages (help.py)."""
from __future__ import annotations


def make_scene(app, match, seating):
    from .scene import BananasScene
    return BananasScene(app, match, seating)
