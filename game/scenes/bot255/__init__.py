"""The bot255 scenes: puzzle.py (one player: the puzzle screen), cards.py
(two to six players: the card game), board.py (worlds and bots on screen, a
run walked step by step), editor.py (the code editor), world_editor.py (the
custom world editor), custom_worlds.py (where saved worlds live) and help.py
(help pages). Modules load on first use."""
from __future__ import annotations

from typing import Any


def make_scene(app: Any, match: Any, seating: Any) -> Any:
    """The screen for a bot255 match: the puzzle for one seat, the card game
    for two to six."""
    if match.setup.players == 1:
        from .puzzle import PuzzleScene
        return PuzzleScene(app, match, seating)
    from .cards import make_card_scene  # type: ignore[import-not-found,unused-ignore]
    return make_card_scene(app, match, seating)


def open_world_editor(app: Any) -> Any:
    """Push the custom world editor (the lobby's 'Make a world' button)."""
    from .world_editor import WorldEditorScene
    scene = WorldEditorScene(app)
    app.push(scene)
    return scene
