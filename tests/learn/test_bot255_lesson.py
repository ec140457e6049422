"""The Bot 255 lesson in the real app (issue 22): one world, five runs, one new
command a run (moveForward, rotate, repeat, while, if/else), each run's world
such that the new command is what takes its bits; played to the end by
pressing only what glows with the keyboard, the mouse and a virtual pad; a
wrong press is answered and changes nothing; its record replays."""
from __future__ import annotations

import json

import pygame
import pytest

from game.core.headless import run_replay
from game.core.match import Match
from game.input.intents import KEYBOARD, MOUSE
from game.learn import lesson as L
from game.learn import progress
from game.learn.launch import start_lesson
from game.rules.bot255 import interpreter
from game.rules.bot255.actions import Run
from game.rules.bot255.program import to_lines
from game.scenes.coach import TRY_AGAIN, lesson_record_path
from tests.learn.driver import coach, wait_for_press
from tests.learn import driver
from tests.support.apphost import click, key, make_app, pump, run_until

LESSON = L.load("bot255")
RUNS = [s for s in LESSON.steps if s.who == "you"]


def _kinds(program) -> set[str]:
    out: set[str] = set()
    for line in program:
        out.add(line["way"] if line["do"] == "turn" else line["do"])
        if "else" in line:
            out.add("else")
        for part in ("body", "then", "else"):
            out |= _kinds(line.get(part, []))
    return out


def test_each_run_brings_one_new_command_and_only_it_takes_the_bits():
    progs = [json.loads(s.action["program"]) for s in RUNS]
    new = []
    known: set[str] = set()
    for p in progs:
        new.append(_kinds(p) - known - {"right"})   # right is left's twin: rotate
        known |= _kinds(p)
    assert new == [{"move"}, {"left"}, {"repeat"}, {"while"}, {"if", "else"}]
    # the program of the run before, run again from where the bot stands,
    # takes none of this run's bits: the new command is what takes them
    match = Match(LESSON.setup())
    st = match.state
    taken: list[int] = []
    before = None
    for s in RUNS:
        if before is not None:
            again = interpreter.run(st.world, before, st.players[0].bot)
            assert again.bits == 0, s.say
        before = json.loads(s.action["program"])
        match.apply(0, Run(s.action["program"]))
        taken.append(8 - len(st.players[0].bot.left(st.world)) - sum(taken))
    assert taken == [1, 1, 3, 2, 1] and match.over and st.winners() == [0]


def play_to(app, device, pad=None, stop_at: int | None = None, glyphs=None) -> int:
    return driver.play_to(app, device, pad, stop_at, glyphs, most=250)


@pytest.mark.parametrize("device", ["kbd", "mouse", "pad"])
def test_the_bot255_lesson_is_played_to_the_end_by_pressing_only_what_glows(device):
    app = make_app()
    pad = None
    if device == "pad":
        from tests.support.vpad import VirtualPad
        pad = VirtualPad()
        pump(app, 3)
    assert start_lesson(app, "bot255",
                        device={"kbd": KEYBOARD, "mouse": MOUSE, "pad": pad and pad.device}[device])
    pump(app, 2)
    scene = app.stack.top
    match = scene.match
    glyphs: set[str] = set()
    presses = play_to(app, device, pad, glyphs=glyphs)
    c = scene.coach
    assert c.refused == 0 and c.run.done
    assert [s.action for s in match.record.steps] == [s.action for s in RUNS]
    assert match.over and match.state.winners() == [0]
    assert progress.done("bot255")
    family = {"kbd": "ui/key_", "mouse": "ui/mouse_", "pad": "ui/pad_"}[device]
    assert glyphs and all(g.startswith(family) or g == "ui/touch" for g in glyphs), glyphs
    # at least a press a line of every program, and Run for each
    lines = sum(len(to_lines(json.loads(s.action["program"]))) for s in RUNS)
    assert presses >= lines + len(RUNS)
    # then a real puzzle, the coach's hints on for the first runs
    real = app.stack.top
    assert real is not scene and real.match.setup.seats == ("human",)
    assert real.coach.run is None and real.coach.hint_turns == LESSON.hint_turns
    run_until(app, lambda: real.coach.drawn is not None, 300)
    assert real.coach.drawn[1] == LESSON.hints["you"]
    # and the lesson's record, kept apart from the Continue save, replays
    assert run_replay(str(lesson_record_path("bot255"))) == 0


def test_a_wrong_press_gets_try_the_glowing_one_and_changes_nothing():
    app = make_app()
    assert start_lesson(app, "bot255")
    pump(app, 2)
    c = coach(app)
    i = LESSON.steps.index(RUNS[1])              # the second run: Clear all comes first
    play_to(app, "kbd", stop_at=i)
    scene = app.stack.top
    want = wait_for_press(app)
    assert want.target == "button:clear"
    lines = list(scene.editor.lines)
    # a tap on moveForward, which does not glow
    click(app, scene.editor.button(("cmd", "move")).rect.center)
    assert scene.bubble is not None and scene.bubble.text == TRY_AGAIN
    assert scene.editor.lines == lines and c.refused == 1
    # the Clear question open, a wrong key closes it and clears nothing
    click(app, want.rect.center)
    assert scene.editor.popup is not None
    key(app, pygame.K_TAB)
    assert scene.editor.popup is None and scene.editor.lines == lines and c.refused == 2
    # a run of another program is refused by the coach though the rules allow it
    steps = len(scene.match.record.steps)
    assert scene.act(0, Run('[{"do":"move"}]')) is False
    assert len(scene.match.record.steps) == steps and c.run.index == i
    play_to(app, "mouse")
    assert c.run.done and c.refused == 3
