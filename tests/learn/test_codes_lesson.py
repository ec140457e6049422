"""The Codes lesson in the real app (issue 22): played to the end by pressing
only what glows with the keyboard, the mouse and a virtual pad; a wrong press
is answered and changes nothing; leaving and coming back resumes the step;
a broken or unwritable progress file never stops the lesson."""
from __future__ import annotations

import pygame
import pytest

from game.core.headless import run_replay
from game.input.intents import CONFIRM, KEYBOARD, MOUSE, PRESS, Intent
from game.learn import lesson as L
from game.learn import progress
from game.learn.launch import start_lesson
from game.rules.codes import Flip
from game.scenes.coach import TRY_AGAIN, lesson_record_path
from tests.learn.driver import coach, wait_for_press
from tests.learn import driver
from tests.support.apphost import click, key, make_app, pump, run_until

LESSON = L.load("codes")


def _open(app, device: str | None = None) -> None:
    assert start_lesson(app, "codes", device=device)
    pump(app, 2)


def _check(step, want) -> None:
    if step.who == "you" and step.action["kind"] in ("swap", "move"):
        assert want.aim is not None  # where the coin goes shows from the start


def play_to(app, device, pad=None, stop_at: int | None = None, glyphs=None) -> int:
    return driver.play_to(app, device, pad, stop_at, glyphs, most=80, check=_check)


@pytest.mark.parametrize("device", ["kbd", "mouse", "pad"])
def test_the_codes_lesson_is_played_to_the_end_by_pressing_only_what_glows(device):
    app, pad = driver.open_with("codes", device)
    lesson_scene = app.stack.top
    match = lesson_scene.match
    glyphs: set[str] = set()
    presses = play_to(app, device, pad, glyphs=glyphs)
    c = lesson_scene.coach
    assert c.refused == 0 and c.run.done
    assert match.over and match.state.winners() == [L.HUMAN_SEAT]
    assert len(match.record.steps) == len([s for s in LESSON.steps if s.who != "coach"])
    assert progress.done("codes")
    # the coach showed this device's own buttons
    fam = {"kbd": KEYBOARD, "mouse": MOUSE, "pad": "pad"}[device]
    assert c.device is not None and (c.device.startswith("pad:") if fam == "pad" else
                                     c.device == fam)
    family = {"kbd": "ui/key_", "mouse": "ui/mouse_", "pad": "ui/pad_"}[device]
    assert glyphs and all(g.startswith(family) or g == "ui/touch" for g in glyphs), glyphs
    if device == "mouse":
        assert "ui/touch" in glyphs
    assert presses >= 5
    # then a real match against the Easy bot, the coach's hints still on
    real = app.stack.top
    assert real is not lesson_scene and real.match.setup.seats == ("human", "easy")
    assert real.coach.run is None and real.coach.hint_turns == LESSON.hint_turns
    run_until(app, lambda: real.coach.drawn is not None, 300)
    assert real.coach.drawn[1] in LESSON.hints.values()
    # and the lesson's record, kept apart from the Continue save, replays
    assert run_replay(str(lesson_record_path("codes"))) == 0


def test_a_wrong_press_gets_try_the_glowing_one_and_changes_nothing():
    app = make_app()
    _open(app)
    c = coach(app)
    play_to(app, "kbd", stop_at=2)           # the flip step: the cursor must go right
    scene = app.stack.top
    want = wait_for_press(app)
    assert want.target == "coin:3" and CONFIRM not in want.keys
    steps, cursor = len(scene.match.record.steps), scene.controls.cursor
    key(app, pygame.K_RETURN)                # would pick the coin under the cursor up
    assert scene.bubble is not None and scene.bubble.text == TRY_AGAIN
    assert scene.controls.held is None and scene.controls.cursor == cursor
    assert len(scene.match.record.steps) == steps and c.run.index == 2
    # the mouse: a coin that does not glow
    click(app, (int(scene.table.row.slots[0]), 440))
    assert scene.controls.selected is None and scene.controls.popup is None
    assert c.refused == 2
    # and a move made some other way is refused by the coach as well as the rules allow it
    assert Flip(0) in scene.legal(L.HUMAN_SEAT)
    assert scene.act(L.HUMAN_SEAT, Flip(0)) is False
    assert len(scene.match.record.steps) == steps


def test_nothing_is_taken_before_the_coachs_sentence_and_picture_are_shown():
    app = make_app()
    _open(app)
    c = coach(app)
    wait_for_press(app)
    c.drawn = None                           # as if the step had not been drawn yet
    app.dispatch(Intent(CONFIRM, KEYBOARD))  # the right press, too early
    assert c.run.index == 0
    pump(app, 1)                             # drawn now
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert c.run.index == 1


def test_leaving_and_coming_back_resumes_at_the_same_step():
    app = make_app()
    _open(app)
    play_to(app, "mouse", stop_at=4)         # flip done, the bot replaced a coin
    c = coach(app)
    wait_for_press(app)
    before = [s.action for s in app.stack.top.match.record.steps]
    assert c.run.index == 4 and progress.step("codes") == 4
    app.to_menu()
    pump(app, 2)
    again = make_app()
    _open(again)
    c2 = coach(again)
    assert c2.run.index == 4
    assert [s.action for s in again.stack.top.match.record.steps] == before
    play_to(again, "kbd")
    assert c2.run.done and progress.done("codes")


def test_a_broken_progress_file_is_set_aside_with_a_message_and_the_lesson_starts():
    p = progress.progress_path()
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text("{ not json", encoding="utf-8")
    app = make_app()
    _open(app)
    assert any("damaged" in t[0] for t in app.toasts)
    assert p.with_name(p.name + ".broken").read_text(encoding="utf-8") == "{ not json"
    assert coach(app).run.index == 0
    play_to(app, "kbd", stop_at=1)
    assert progress.step("codes") == 1


def test_an_unwritable_progress_folder_is_said_once_and_the_lesson_goes_on(monkeypatch,
                                                                             tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    monkeypatch.setattr(progress, "progress_path", lambda: blocker / "lessons.json")
    app = make_app()
    _open(app)
    play_to(app, "kbd", stop_at=3)
    assert coach(app).run.index >= 3
    said = [t[0] for t in app.toasts if "cannot be saved" in t[0]]
    assert len(said) == 1 and "play goes on" in said[0]
