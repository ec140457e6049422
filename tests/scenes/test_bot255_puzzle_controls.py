"""Bot 255's puzzle controls (issue 21): Play runs the program as it is now,
no button changes meaning under the pointer when a puzzle ends, Next puzzle,
a hint that notices a run ending on the step limit, Clear all with a
question first, and counters whose label and number never touch."""
from __future__ import annotations

import pygame
import pytest

from game.rules.bot255.actions import program_text
from game.rules.bot255.program import move
from tests.scenes.test_bot255_puzzle import ROW, await_hint, start, tap
from tests.support.apphost import click, make_app, pump, run_until

OPEN = "5x5:.o.o./o...o/..E../o...o/.o.o."   # no wall next to the bot: it may spin


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.animation_speed = 2.0
    return a


def runs(scene) -> list[dict]:
    return [st.action for st in scene.match.record.steps if st.action["kind"] == "run"]


def test_play_after_an_edit_runs_the_program_as_it_is_now(app):
    scene = start(app)
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, "run")
    run_until(app, lambda: not scene.anim.busy, 600)
    tap(app, scene, "step_back")                   # looking back at the run
    assert not scene.playback.done and scene.b_run.label == "Play"
    tap(app, scene, ("cmd", "move"))               # the program changes: 3 lines
    pump(app)
    assert scene.b_run.label == "Run"              # Play would show the old run
    tap(app, scene, "run")
    run_until(app, lambda: len(runs(scene)) == 2 and not scene.anim.busy, 600)
    assert runs(scene)[1]["program"] == program_text([move()] * 3)
    assert scene.view(0)["players_state"][0]["bot"]["cell"] == [5, 0]


def test_play_during_a_paused_live_run_after_an_edit_runs_the_new_program(app):
    scene = start(app)
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, "step")                        # step by step: the showing waits
    assert scene.anim.busy and scene.b_run.label == "Play"
    tap(app, scene, ("cmd", "move"))
    pump(app)
    assert scene.b_run.label == "Run"
    tap(app, scene, "run")
    run_until(app, lambda: len(runs(scene)) == 2 and not scene.anim.busy, 600)
    assert runs(scene)[1]["program"] == program_text([move()] * 3)


def test_a_solved_puzzle_stays_with_next_puzzle_and_moves_no_button(app):
    from game.scenes.result import ResultScene
    scene = start(app)
    before = {b.data: (b.rect.copy(), b.label) for b in scene.buttons}
    tap(app, scene, ("cmd", "repeat"))
    scene.editor.lines[0][1]["times"] = 8
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, "run")
    run_until(app, lambda: scene.match.over and not scene.anim.busy, 900)
    pump(app, 400)                                 # long after the old 2.6 s
    assert scene is app.stack.top and not isinstance(app.stack.top, ResultScene)
    assert not scene.animating()                   # waiting for a press costs no frames
    for b in scene.buttons:                        # nothing took another's place
        if b.data in before:
            assert (b.rect, b.label) == before[b.data] or b.data in ("timer",), b.data
    nxt = scene.editor.button("next_puzzle")
    res = scene.editor.button("results")
    assert nxt is not None and res is not None
    for b in (nxt, res):
        for old_rect, _ in before.values():
            assert not b.rect.colliderect(old_rect), b.data
    click(app, res.rect.center)
    pump(app, 2)
    assert isinstance(app.stack.top, ResultScene)


def test_next_puzzle_starts_a_new_world_of_the_same_kind(app):
    from game.scenes.bot255.puzzle import PuzzleScene
    scene = start(app)
    scene.next_puzzle()
    pump(app, 2)
    top = app.stack.top
    assert isinstance(top, PuzzleScene) and top is not scene
    assert top.match.setup.variants != scene.match.setup.variants or \
        top.match.setup.seed != scene.match.setup.seed


def test_a_hint_for_a_program_that_spins_says_what_to_change(app):
    scene = start(app, OPEN)
    ed = scene.editor
    ed.cond, ed.negate = "wall", True
    tap(app, scene, ("cmd", "while"))
    tap(app, scene, ("cmd", "right"))
    assert ed.program()[1] is None
    tap(app, scene, "hint")
    if scene.hint_job is not None:
        await_hint(app, scene)
    assert "500 steps" in scene.message and "Run" not in scene.message
    assert "moveForward" in scene.message
    assert scene.message_size() >= 28

def test_clear_all_asks_first_and_cancel_keeps_the_lines(app):
    scene = start(app)
    for _ in range(3):
        tap(app, scene, ("cmd", "move"))
    ed = scene.editor
    tap(app, scene, "clear")
    assert ed.popup is not None and len(ed.lines) == 3     # a question first
    cancel = next(b for b in ed.popup.buttons if b.data == "cancel")
    clear = next(b for b in ed.popup.buttons if b.data != "cancel")
    assert not clear.rect.colliderect(ed.button("clear").rect)
    click(app, cancel.rect.center)
    pump(app)
    assert ed.popup is None and len(ed.lines) == 3
    tap(app, scene, "clear")
    clear = next(b for b in ed.popup.buttons if b.data != "cancel")
    click(app, clear.rect.center)
    pump(app)
    assert ed.lines == [] and ed.popup is None


@pytest.mark.parametrize("moves, points", [(7, 255), (12345, 255), (999, 3)])
def test_a_counter_s_label_and_number_never_touch(app, moves, points):
    from game.scenes.bot255.puzzle import COUNTER_GAP
    scene = start(app)
    surf = pygame.Surface((1920, 1080))
    for r, label, value, icon in scene.counters(moves, 8, points):
        a, b = scene._counter(surf, r, label, value, icon)
        assert b.left - a.right >= COUNTER_GAP - 2, (label, value)
        assert r.contains(a) and r.contains(b), (label, value)
        assert a.h >= 22


@pytest.mark.parametrize("world, then", [
    ("simple/02-round-the-block", "world=simple/03-the-arch"),
    ("simple/10-lawn-mower", "world=average/01-along-the-walls"),   # on to the next set
    ("difficult/10-the-labyrinth", "world=random"),                 # the last: a random one
])
def test_next_puzzle_after_a_curated_one_is_the_next_in_the_list(app, world, then):
    scene = start(app, world)
    assert then in scene.next_world()
    if then == "world=random":
        assert "difficulty=difficult" in scene.next_world()           # as hard as the last


def test_a_run_that_stops_on_the_step_limit_says_what_to_change(app):
    scene = start(app, OPEN)
    ed = scene.editor
    ed.cond, ed.negate = "wall", True
    tap(app, scene, ("cmd", "while"))
    tap(app, scene, ("cmd", "right"))
    tap(app, scene, "run")
    tap(app, scene, "to_end")
    run_until(app, lambda: not scene.anim.busy and not scene.live, 600)
    assert "500 steps" in scene.message and "never ends" in scene.message
    assert "moveForward" in scene.message
    assert scene.message_size() >= 28                # it fits its two lines, readable