"""The bot255 puzzle screen driven headless: a puzzle solved from the editor
with a virtual pad (lines entered, Run, the bot walked to the result
screen), a run over memory refused in the rules' words, Step and Step back
through a decided run, a bug stopping the bot with the interpreter's
sentence, Hint, and Load of the last program."""
from __future__ import annotations

import pytest

from game.app.seating import Seat, Seating
from game.core.match import Match
from game.core.state import Setup
from game.input.intents import MOUSE
from game.rules.bot255.interpreter import WHY
from game.scenes.bot255 import make_scene
from game.scenes.bot255.puzzle import PuzzleScene
from tests.support.apphost import (
    click,
    make_app,
    pump,
    run_until,
    screenshot,
    shots_dir,
)

OUT = shots_dir()
ROW = "9x2:Eoooooooo/........."           # eight bits in a row: repeat 8, moveForward
BUGGY = "6x3:Eox.../oooooo/o....."       # a bug two squares ahead of the bot


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.animation_speed = 2.0
    return a


def start(app, world: str = ROW, device: str | None = MOUSE) -> PuzzleScene:
    from game.scenes.menu import MenuScene
    match = Match(Setup("bot255", ("human",), 5, None, (f"world={world}",)))
    app.push(MenuScene(app))
    scene = make_scene(app, match, Seating([Seat("human", device)]))
    assert isinstance(scene, PuzzleScene)
    app.push(scene)
    pump(app, 2)
    return scene


def tap(app, scene, data) -> None:
    b = scene.editor.button(data)
    assert b is not None, data
    click(app, b.rect.center)
    pump(app)


def await_hint(app, scene) -> None:
    """Wait for the hint's search (a thread beside the screen) to end, then
    let the scene show it."""
    job = scene.hint_job
    assert job is not None
    job.join()
    pump(app)
    assert scene.hint_job is None


def pad_to(app, pad, scene, data) -> None:
    """Walk the pad's focus onto a button, the way a child would with the d-pad."""
    ed = scene.editor
    goal = ed.button(data)
    for _ in range(60):
        b = ed.menu.focused()
        if b.data == data:
            return
        dx, dy = goal.rect.centerx - b.rect.centerx, goal.rect.centery - b.rect.centery
        if abs(dy) > 30:
            pad.tap("dpdown" if dy > 0 else "dpup")
        else:
            pad.tap("dpright" if dx > 0 else "dpleft")
        pump(app)
    raise AssertionError(f"the pad never reached {data}: it is on {ed.menu.focused().data}")


def test_a_pad_solves_a_puzzle_from_the_editor_to_the_result_screen(app):
    from game.scenes.result import ResultScene
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    scene = start(app, device=pad.device)
    pump(app, 2)
    ed = scene.editor
    # repeat 2 times -> 8 times with the + button, then add it
    pad_to(app, pad, scene, ("times", 1))
    for _ in range(6):
        pad.tap("a")
        pump(app)
    assert ed.times == 8
    pad_to(app, pad, scene, ("cmd", "repeat"))
    pad.tap("a")
    pump(app)
    pad_to(app, pad, scene, ("cmd", "move"))
    pad.tap("a")                                  # under the repeat: indented by itself
    pump(app)
    assert ed.lines == [(0, {"do": "repeat", "times": 8}), (1, {"do": "move"})]
    assert ed.program()[1] is None
    pump(app, 2)
    screenshot(app, OUT / "bot255_pad_program.png")
    pad_to(app, pad, scene, "run")
    pad.tap("a")
    pump(app)
    assert scene.match.record.steps[-1].action["kind"] == "run"
    assert scene.live and scene.playback is not None
    pump(app, 20)
    assert scene.editor.highlight in (0, 1)       # the line being carried out is lit
    screenshot(app, OUT / "bot255_running.png")
    run_until(app, lambda: scene.playback.done, 900)
    assert scene.view(0)["end_reason"] == "solved"
    assert scene.shown()[3] == 255                # the counters show what the rules scored
    # the result screen waits to be asked (issue 21): the focus is on Next puzzle
    run_until(app, lambda: ed.button("results") is not None, 600)
    assert ed.menu.focused().data == "next_puzzle"
    pad_to(app, pad, scene, "results")
    pad.tap("a")
    run_until(app, lambda: isinstance(app.stack.top, ResultScene), 600)
    pump(app, 40)                                 # the headline has popped in
    screenshot(app, OUT / "bot255_result.png")
    assert scene.result_lines()[0].startswith("Solved")
    assert app.stack.top.headline() == "Puzzle solved!"      # not "Red wins!": nobody else played
    assert "255 points in 1 run" in scene.result_lines()[1]
    assert scene.draw_failures == 0


def test_a_program_over_memory_shows_the_warning_and_the_rules_refuse_it(app):
    scene = start(app)
    ed = scene.editor
    for _ in range(17):
        tap(app, scene, ("cmd", "move"))
    assert ed.used == 17 and ed.over
    pump(app, 2)
    screenshot(app, OUT / "bot255_over_memory.png")
    tap(app, scene, "run")
    assert scene.version == 0                      # nothing ran
    assert scene.bubble is not None
    assert scene.bubble.text == "The program uses 17 lines but the memory holds 16."
    assert scene.message == scene.bubble.text
    pump(app, 2)
    screenshot(app, OUT / "bot255_refused.png")
    assert "error" in app.sounds.played


def test_lines_that_make_no_program_are_not_run_and_say_why(app):
    scene = start(app)
    tap(app, scene, ("cmd", "else"))
    tap(app, scene, "run")
    assert scene.version == 0
    assert "else needs an if" in scene.bubble.text


def test_step_shows_one_line_a_press_and_step_back_goes_back(app):
    scene = start(app)
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, ("cmd", "right"))
    tap(app, scene, "step")
    assert scene.version == 1                      # the run is decided by the rules at once
    pb = scene.playback
    run_until(app, lambda: pb.paused and pb.k == 0, 120)
    assert pb.index == 1 and scene.editor.highlight == 0
    assert scene.shown()[0].x == 1.0 and scene.shown()[4] == 1      # one bit
    tap(app, scene, "step")
    run_until(app, lambda: pb.paused and pb.k == 0, 120)
    assert pb.index == 2 and scene.editor.highlight == 1
    assert scene.shown()[4] == 2
    tap(app, scene, "step_back")
    assert pb.index == 1 and scene.editor.highlight == 0 and scene.shown()[4] == 1
    assert scene.view(0)["players_state"][0]["points"] == 3           # the rules are not undone
    pump(app, 2)
    screenshot(app, OUT / "bot255_step_back.png")
    assert scene.anim.busy                         # the match waits for the showing
    tap(app, scene, "run")                         # Play: the rest of the run
    run_until(app, lambda: not scene.anim.busy, 300)
    assert scene.message.startswith(WHY["done"])
    # after the run: look back through it (display only)
    tap(app, scene, "step_back")
    assert not pb.done and scene.shown()[1] != scene.view(0)["players_state"][0]["bot"]["taken"]
    tap(app, scene, "to_end")
    assert pb.done
    tap(app, scene, "speed")                       # Normal -> Fast
    assert scene.b_speed.label == "Speed: Fast" and pb.speed == 2.5
    tap(app, scene, "timer")                       # the timer hides
    assert not scene.show_timer and scene.b_timer.label == "Show time"


def test_a_bug_stops_the_bot_and_says_why(app):
    scene = start(app, BUGGY)
    tap(app, scene, ("times", 1))
    tap(app, scene, ("cmd", "repeat"))            # repeat 3
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, "run")
    run_until(app, lambda: scene.version == 1 and not scene.anim.busy, 600)
    assert scene.message.startswith(WHY["bug"])
    assert "+1 point for 1 bit" in scene.message
    me = scene.view(0)["players_state"][0]
    assert me["bot"]["cell"] == [1, 0] and me["points"] == 1
    pump(app, 2)
    screenshot(app, OUT / "bot255_bug.png")
    assert scene.draw_failures == 0


def test_hint_makes_a_palette_button_glow(app):
    scene = start(app)
    tap(app, scene, "hint")
    await_hint(app, scene)
    assert scene.editor.glow, scene.message
    assert scene.message.startswith("Hint: add")
    key = next(k for k in scene.editor.glow if k[0] == "cmd")
    tap(app, scene, key)                           # the glowing button adds the hinted line
    assert len(scene.editor.lines) == 1
    pump(app, 2)
    screenshot(app, OUT / "bot255_hint.png")


def test_load_puts_the_last_program_back(app):
    scene = start(app)
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, "run")
    run_until(app, lambda: not scene.anim.busy, 300)
    ed = scene.editor
    while ed.lines:
        tap(app, scene, "delete")
    tap(app, scene, "load")
    assert ed.popup is not None
    first = ed.popup.buttons[0]
    assert first.label.startswith("My last program")
    click(app, first.rect.center)
    pump(app)
    assert ed.popup is None and ed.lines == [(0, {"do": "move"}), (0, {"do": "move"})]


def test_worked_solutions_of_a_curated_puzzle_are_offered_on_request(app, monkeypatch):
    import game.maps.bot255 as maps
    from game.rules.bot255.program import move, repeat
    solution = [repeat(8, [move()])]
    monkeypatch.setattr(maps, "worked_solutions", lambda: {"simple/01-test": [solution]})
    scene = start(app)
    assert scene.load_choices() == []               # not a curated puzzle: nothing offered
    scene.world_key = "simple/01-test"
    ed = scene.editor
    tap(app, scene, "load")
    labels = [b.label for b in ed.popup.buttons]
    assert labels == ["Show solution 1  (2 lines)", "Cancel"]
    click(app, ed.popup.buttons[0].rect.center)
    pump(app)
    assert ed.lines == [(0, {"do": "repeat", "times": 8}), (1, {"do": "move"})]


def test_a_continued_puzzle_keeps_the_bot_and_the_last_program(app):
    from game.app import saves
    scene = start(app)
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, "run")
    run_until(app, lambda: not scene.anim.busy, 300)
    match, msg = saves.resume()
    assert msg is None and match is not None
    again = make_scene(app, match, Seating([Seat("human")]))
    app.push(again)
    pump(app, 2)
    assert again.editor.lines == [(0, {"do": "move"}), (0, {"do": "move"})]
    assert again.shown()[3] == 3 and again.shown()[5] == 2       # points and moves so far
    assert again.draw_failures == 0


def test_following_the_hints_alone_solves_a_difficult_puzzle(app):
    # a child who only ever taps Hint and then the glowing button (its
    # condition or count already set) builds a whole solution: each hinted
    # line lands at the indent the hint names, in or out of a block
    scene = start(app, "difficult/10-the-labyrinth")
    ed = scene.editor
    said = []
    for _ in range(scene.memory):
        tap(app, scene, "hint")
        await_hint(app, scene)
        if not ed.glow:
            break
        said.append(scene.message)
        hinted = ed.hinted
        tap(app, scene, next(k for k in ed.glow if k[0] == "cmd"))
        assert ed.lines[-1] == hinted                 # the line, at the hinted indent
    program, why = ed.program()
    assert why is None and len(ed.lines) <= scene.memory
    assert any("inside" in s for s in said), said     # some hint named its block
    tap(app, scene, "run")
    # the robot's walk through the labyrinth, at quarter-second frames (game time)
    run_until(app, lambda: scene.playback is not None and scene.playback.done, 200, dt=0.25)
    assert scene.view(0)["end_reason"] == "solved", said
