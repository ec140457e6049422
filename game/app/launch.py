"""Starting a match from the lobby (or again from the result / pause screen).

The seed picked here is the only randomness outside the match's own RNG: the
rules draw everything else from it, so the autosave replays bit for bit.
"""
from __future__ import annotations

import logging
import random
from typing import TYPE_CHECKING, Iterable

from game.app import saves
from game.app.seating import Seat, Seating
from game.core.errors import BadSetup
from game.core.match import Match
from game.core.state import Setup

if TYPE_CHECKING:
    from game.app.main import App
    from game.app.scene import Scene

log = logging.getLogger(__name__)


def new_seed() -> int:
    return random.SystemRandom().randrange(2**31)


def start_match(app: "App", game_id: str, seating: Seating, level: str | None = None,
                variants: Iterable[str] = ()) -> bool:
    """Build the match and show its game scene; on a bad set-up, toast and stay
    put (False)."""
    setup = Setup(game_id, tuple(seat.kind for seat in seating.seats), new_seed(), level,
                  tuple(variants))
    try:
        match = Match(setup)
    except BadSetup as exc:
        app.toast(str(exc) or "That game cannot start with these players.")
        app.play("error")
        return False
    problem = saves.write(match)
    scene = match.spec.scene(app, match, seating)
    show_game(app, scene)
    if problem:
        app.toast(problem)
        scene.save_problem = problem  # said once: the scene does not say it again
    return True


def restart(app: "App", match: Match, seating: Seating) -> None:
    """The same game, seats, level and options again, with a new seed."""
    fresh = Seating([Seat(s.kind, s.device, s.lost) for s in seating.seats])
    setup = match.setup
    start_match(app, setup.game, fresh, setup.level, setup.variants)


def show_game(app: "App", scene: "Scene") -> None:
    """Make the stack exactly [menu, scene], dropping lobby / result / overlays."""
    stack = app.stack
    keep_menu = bool(stack.scenes) and getattr(stack.scenes[0], "is_menu", False)
    while len(stack.scenes) > (1 if keep_menu else 0):
        stack.scenes.pop().exit()  # no resume(): nothing in between should wake up
    if not keep_menu:
        stack.reset(app.make("menu"))
    app.push(scene)
