"""Spank the Monkey's reaction windows on the screen: a human's window waits
for their answer (or the lobby's answer timer counts down), the curtain comes
only when another human saw their own cards last, and a device plays only for
its own seat."""
from __future__ import annotations

import pygame
import pytest

from game.app.seating import Seat
from game.core.errors import BadSetup
from game.core.state import Setup
from game.input.intents import BACK, CONFIRM, KEYBOARD, RIGHT, Intent
from game.rules.junkyard import Done
from game.rules.junkyard.options import OPTIONS, effective
from game.scenes.junkyard.reader import reader_card
from tests.scenes.test_junkyard_scene import last_action, my_turn, position, press, start
from tests.support.apphost import make_app, pump, run_until


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def grenade_at_the_toilet(app, scene) -> None:
    """Red (keyboard) throws the Hand Grenade at seat 1's only junk card."""
    run_until(app, my_turn(scene), 900)
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    app.dispatch(Intent(RIGHT, KEYBOARD))
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert last_action(scene)["kind"] == "play"


def own_window(scene, seat=0):
    return lambda: (scene.state.window is not None and scene.state.window.seat == seat
                    and not scene.anim.busy and scene.worker is None)


# ---------------------------------------------------------------------------- waiting
def test_a_humans_window_waits_for_their_answer(app):
    st = position(("human", "random"), [["hay_bale"], ["golden_toilet"]],
                  hands=[["hand_grenade"], ["satellite_dish"]], dice=(2,), phase="attack")
    scene = start(app, ("human", "random"), st)
    grenade_at_the_toilet(app, scene)
    run_until(app, own_window(scene), 900)      # Red's own roll window, nobody touches it
    n = scene.version
    pump(app, 30 * 4, dt=0.25)                   # half a minute of a child reading cards
    assert scene.version == n and scene.state.window.seat == 0
    assert scene.seconds_left() is None          # no clock: the game waits
    app.dispatch(Intent(BACK, KEYBOARD))         # the answer: let it go
    assert last_action(scene) == {"kind": "done"} and scene.version == n + 1


def test_the_answer_timer_is_a_lobby_setting_off_by_default():
    from game.games.junkyard import SPEC
    timer = next(o for o in OPTIONS if o.name == "window_timer")
    assert timer.default == 0 and 0 in timer.choices and len(timer.choices) > 1
    assert "window_timer" in SPEC.lobby_options and SPEC.option_labels["window_timer"][0] == "Off"
    assert effective(Setup("junkyard", ("human", "easy"), 1))["window_timer"] == 0
    on = Setup("junkyard", ("human", "easy"), 1, None, (timer.variant(10) or "",))
    assert effective(on)["window_timer"] == 10
    with pytest.raises(BadSetup, match="Answer timer"):
        effective(Setup("junkyard", ("human", "easy"), 1, None, ("window_timer=7",)))


def test_with_the_answer_timer_the_clock_counts_down_on_screen_and_passes(app, monkeypatch):
    st = position(("human", "random"), [["hay_bale"], ["golden_toilet"]],
                  hands=[["hand_grenade"], ["satellite_dish"]], dice=(2,), phase="attack",
                  options=("window_timer=10",))
    scene = start(app, ("human", "random"), st)
    grenade_at_the_toilet(app, scene)
    run_until(app, own_window(scene), 900)
    n = scene.version
    assert scene.seconds_left() == 10
    drawn: list[int] = []
    from game.scenes.junkyard import window
    real = window.draw_clock
    monkeypatch.setattr(window, "draw_clock", lambda table, surf, secs, seat: (
        drawn.append(secs), real(table, surf, secs, seat)))
    app.dispatch(Intent(RIGHT, KEYBOARD))        # touching the controls does not stop it
    frames = run_until(app, lambda: scene.version > n, 60 * 12)
    assert 9.8 <= frames / 60 <= 10.5
    assert last_action(scene) == {"kind": "done"} and scene.match.record.steps[-1].seat == 0
    assert drawn[0] == 10 and 1 in drawn and drawn == sorted(drawn, reverse=True)
    clock = scene.table.clock_rect(0)
    assert clock.h >= 80 and pygame.Rect(0, 0, 1920, 1080).contains(clock)


# ---------------------------------------------------------------------------- hot seat
def two_humans(app, hands, towers=(["hay_bale"], ["golden_toilet"]), dice=(2,)):
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    seats = (Seat("human", KEYBOARD), Seat("human", pad.device))
    st = position(seats, [list(t) for t in towers], hands=hands, dice=dice, phase="attack")
    scene = start(app, seats, st)
    run_until(app, lambda: scene.curtain_for == 0, 300)
    pump(app, 40)
    press(pygame.K_RETURN)
    run_until(app, lambda: scene.viewer == 0 and my_turn(scene)(), 300)
    return scene, pad


def test_an_attack_on_another_human_brings_no_curtain_back_to_the_attacker(app):
    scene, pad = two_humans(app, [["hand_grenade", "crate_of_old_bananas"],
                                  ["satellite_dish", "karate_chop"]])
    curtains: list[int] = []
    real = scene._push_curtain
    scene._push_curtain = lambda s: (curtains.append(s), real(s))
    grenade_at_the_toilet(app, scene)
    presses = {0: 0, 1: 0}
    for _ in range(3000):
        pump(app, 1, 0.05)
        w = scene.state.window
        if w is None:
            if not scene.view(None).get("fight") and my_turn(scene)():
                break
            continue
        if scene.anim.busy or scene.curtain_for is not None:
            continue
        presses[w.seat] += 1
        if w.seat == 1:
            pad.tap("b")                          # Blue: no thanks, without looking
        else:
            press(pygame.K_ESCAPE)                # Red: let it go
        pump(app, 2)
    assert scene.state.turn == 0 and scene.state.window is None
    assert curtains == [] and scene.viewer == 0    # Red plays on: no curtain, no press
    assert presses[1] == 2 and presses[0] == 1     # one press per window, no more


def test_the_curtain_comes_back_when_the_defender_looked_at_their_cards(app):
    scene, pad = two_humans(app, [["hand_grenade", "crate_of_old_bananas"],
                                  ["satellite_dish", "karate_chop"]])
    grenade_at_the_toilet(app, scene)
    run_until(app, own_window(scene, 1), 900)
    pad.tap("a")                                  # Blue looks at their cards ...
    pump(app, 2)
    assert scene.controls.peeking()
    assert reader_card(scene) == "satellite_dish"   # the focused one, read big
    from tests.support.junkyard import audit_table
    findings = audit_table(app)                   # the private panel and the reader
    assert not findings, findings
    pad.tap("b")                                  # ... and lets it go
    for _ in range(3000):
        pump(app, 1, 0.05)
        if scene.curtain_for == 0:
            break
        w = scene.state.window
        if w is not None and not scene.anim.busy:
            if w.seat == 1:
                pad.tap("b")
            else:
                press(pygame.K_ESCAPE)
            pump(app, 2)
    assert scene.curtain_for == 0                 # Blue saw secrets: Red's come behind a curtain


# ---------------------------------------------------------------------------- devices
def test_another_humans_pad_does_not_move_my_cursor_or_zoom(app):
    scene, pad = two_humans(app, [["hand_grenade", "crate_of_old_bananas"],
                                  ["satellite_dish", "karate_chop"]])
    c = scene.controls
    cursor, moved = c.cursor, c.moved_at
    pad.tap("dpright")
    pump(app, 2)
    pad.tap("a")
    pump(app, 2)
    assert c.cursor == cursor and c.moved_at == moved and c.held is None
    assert scene.version == 0 or last_action(scene)["kind"] != "play"
    app.dispatch(Intent(RIGHT, KEYBOARD))          # Red's own keyboard does move it
    assert c.cursor == cursor + 1
