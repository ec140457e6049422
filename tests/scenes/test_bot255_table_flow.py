"""Bot 255's card game screen, issue 21: a lone human is not asked a Steal Turn
question they cannot answer yes to (with two humans everyone still is), and
the story tells an event only when its animation shows it."""
from __future__ import annotations

import pytest

from game.app.seating import Seat
from game.input.intents import KEYBOARD, MOUSE
from game.rules.bot255.actions import React, Run, program_text
from game.rules.bot255.program import move
from tests.scenes.test_bot255_cards import Script, events, my_turn, start, wait
from tests.support.apphost import make_app, pump

RUN4 = Run(program_text([move()] * 4))
NO_STEAL = ["memory1-1", "swap-1", "spy-1", "memory2-1", "search-1", "steal_look-1"]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 3.0
    return a


def react_steps(scene, seat: int) -> list:
    return [st for st in scene.match.record.steps
            if st.seat == seat and st.action["kind"] == "react"]


def test_a_lone_human_without_steal_turn_is_not_asked(app):
    scene = start(app, turn=1, hands={0: NO_STEAL},
                  scripts={1: Script(1, start=RUN4), 2: Script(2)})
    asked = []
    # the whole window goes by with no press: Red's "no" is given for Red
    for _ in range(400):
        if scene.controls.mode() == "react":
            asked.append(scene.version)
        if events(scene, "ran"):
            break
        pump(app, 1, 0.05)
    assert not asked, "the question was put to a player who cannot steal"
    assert events(scene, "ran"), "the run never came: the window waited for Red"
    mine = react_steps(scene, 0)
    assert len(mine) == 1 and mine[0].action == {"kind": "react", "steal": False}
    assert mine[0].to == [0]                       # still Red's secret in the record


def test_a_lone_human_holding_steal_turn_is_asked(app):
    hand = ["memory1-1", "swap-1", "spy-1", "steal_turn-1", "search-1", "steal_look-1"]
    scene = start(app, turn=1, hands={0: hand},
                  scripts={1: Script(1, start=RUN4), 2: Script(2)})
    wait(app, my_turn(scene, 0, "react"))
    assert React(True) in scene.legal(0)
    assert not react_steps(scene, 0)


def test_with_two_humans_one_without_steal_turn_is_still_asked(app):
    from game.scenes.curtain import CurtainScene
    seats = (Seat("human", KEYBOARD), Seat("human", MOUSE), Seat("easy"))
    scene = start(app, seats, turn=2, scripts={2: Script(2, start=RUN4)},
                  hands={0: NO_STEAL,
                         1: ["memory1-2", "swap-2", "spy-2", "memory2-2", "search-2",
                             "steal_look-2"]})
    # the question reveals nothing only if everyone gets it: both are asked
    wait(app, lambda: isinstance(app.stack.top, CurtainScene), 600)
    assert "secret question" in app.stack.top.message
    assert not react_steps(scene, 0) and not react_steps(scene, 1)
