"""The hint on the table (issue 22): the H / Y reminder under the table says
"hint / help" while hints are on, so a child knows the button exists, and
still fits the screen; and a hint in a game with its own reasons shows that
reason, not the move in the game's words."""
from __future__ import annotations

import importlib

import pytest

from game.app.seating import Seat, Seating
from game.core.match import Match
from game.core.state import Setup
from game.input.intents import HELP, KEYBOARD, Intent
from game.learn import hints
from tests.support.apphost import make_app, pump, run_until
from tests.support.screen_audit import audit, record_app

# the games whose table shows an "[H] help" reminder on the player's turn
REMINDED = {"codes": 3, "bananas": 3, "bot255": 1, "treefort": 1,
            "junkyard": 1}   # a seed where seat 0 starts its turn


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def open_match(app, game_id: str, seed: int = 3):
    """A match with a human on the keyboard in seat 0, up to their first turn."""
    from game.scenes.menu import MenuScene
    app.push(MenuScene(app))
    make_scene = importlib.import_module(f"game.scenes.{game_id}").make_scene
    match = Match(Setup(game_id, ("human", "easy"), seed))
    scene = make_scene(app, match, Seating([Seat("human", KEYBOARD), Seat("easy", None)]))
    app.push(scene)
    run_until(app, lambda: scene.ready and scene.controller() == 0 and not scene.anim.busy,
              900)
    assert scene.controller() == 0
    return scene


def words_drawn(app) -> list[str]:
    return [d.text for d in record_app(app)]


@pytest.mark.parametrize("game_id", REMINDED)
def test_the_reminder_says_hint_while_hints_are_on_and_fits(app, game_id):
    scene = open_match(app, game_id, REMINDED[game_id])
    assert scene.hinter.on
    drawn = words_drawn(app)
    assert any("hint / help" in t for t in drawn), drawn
    assert [f for f in audit(app) if "hint" in f] == []


@pytest.mark.parametrize("game_id", REMINDED)
def test_with_hints_off_the_reminder_says_help_only(app, game_id):
    hints.set_enabled(game_id, False)
    scene = open_match(app, game_id, REMINDED[game_id])
    assert not scene.hinter.on
    drawn = words_drawn(app)
    assert not any("hint" in t for t in drawn) and any(t.strip() == "help" for t in drawn)


@pytest.mark.parametrize("game_id, seed", [("junkyard", 2), ("bot255", 1)])
def test_h_shows_the_games_own_reason(app, game_id, seed):
    scene = open_match(app, game_id, seed)
    app.dispatch(Intent(HELP, KEYBOARD))
    h = scene.hinter
    assert h.worker is not None
    h.worker.wait()
    pump(app, 2)
    assert h.shown is not None
    why = hints.reason(game_id, scene.state.view(0), h.shown.action, 0)
    assert why is not None, f"seed {seed} gives a {game_id} hint with no reason: {h.shown.action}"
    assert h.shown.line == why and scene.bubble is not None and scene.bubble.text == why
