"""The Treefort Nations match scene (game id `treefort`): scene.py (the
scene's hooks and side panel), geometry.py (the board fitted to the screen),
board_view.py (the board drawn), pieces.py (trees, monkeys, catapults,
platforms, icons), controls.py (input to actions), story.py (what each event
shows), help/ (help pages)."""
from __future__ import annotations


def make_scene(app, match, seating):
    from .scene import TreefortScene
    return TreefortScene(app, match, seating)
