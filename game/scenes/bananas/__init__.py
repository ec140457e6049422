"""The Going Bananas match scene: scene.py (the scene's hooks), table.py
(drawing), controls.py (input to actions), story.py (events to animations and
log lines), board.py (the jungle's layout and pictures), pieces.py (what
moves: monkeys, bananas, dice, and their tweens), codepanel.py (the secret
code panel), ending.py (the result screen's picture), help.py (help pages)."""
from __future__ import annotations


def make_scene(app, match, seating):
    from .scene import BananasScene
    return BananasScene(app, match, seating)
