"""Going Bananas' lessons for the levels (issue 22): traps, missions, loop and
magic cards, each played to the end in the real app by pressing only what
glows with the keyboard, the mouse and a virtual pad; each shows its rule
happen by the real rules, then hands over to a real match at its level
against the Easy bot with hints on; its record replays."""
from __future__ import annotations

import pytest

from game.core.headless import run_replay
from game.learn import lesson as L
from game.learn import progress
from game.scenes.coach import lesson_record_path
from tests.learn import driver
from tests.support.apphost import run_until

LEVEL_LESSONS = ("bananas-traps", "bananas-missions", "bananas-loop", "bananas-magic")


def _events(match, kind, seat=None):
    return [e for s in match.record.steps for e in s.events
            if e["event"] == kind and (seat is None or e.get("seat") == seat)]


@pytest.mark.parametrize("lesson_id", LEVEL_LESSONS)
@pytest.mark.parametrize("device", ["kbd", "mouse", "pad"])
def test_each_level_lesson_is_played_to_the_end_by_pressing_only_what_glows(lesson_id, device):
    lesson = L.load(lesson_id)
    app, pad = driver.open_with(lesson_id, device)
    scene = app.stack.top
    assert scene.coach.lesson.id == lesson_id and scene.coach.run.index == 0
    glyphs: set[str] = set()
    presses = driver.play_to(app, device, pad, glyphs=glyphs, most=120)
    c = scene.coach
    assert c.refused == 0 and c.run.done
    assert [s.action for s in scene.match.record.steps] == \
        [s.action for s in lesson.steps if s.who != "coach"]
    assert presses >= len([s for s in lesson.steps if s.who != "bot"])
    family = {"kbd": "ui/key_", "mouse": "ui/mouse_", "pad": "ui/pad_"}[device]
    assert glyphs and all(g.startswith(family) or g == "ui/touch" for g in glyphs), glyphs
    # kept under its own name: the game's first lesson is not marked done by it
    assert progress.done(lesson_id) and not progress.done("bananas")
    # then a real match at the lesson's level against the Easy bot, hints on
    real = app.stack.top
    assert real is not scene and real.match.setup.seats == ("human", "easy")
    assert real.match.state.view(None)["level"] == int(lesson.level)
    assert real.coach.run is None and real.coach.hint_turns == lesson.hint_turns
    run_until(app, lambda: real.coach.drawn is not None, 300)
    assert real.coach.drawn[1] in lesson.hints.values()
    assert run_replay(str(lesson_record_path(lesson_id))) == 0


def test_the_traps_lesson_sets_a_trap_the_bot_walks_into():
    match = L.check(L.load("bananas-traps"))
    climbed = _events(match, "7nana", 0)
    trap = _events(match, "trap", 0)[0]
    assert trap["reason"] == "placed" and trap["hex"] == climbed[0]["hex"]
    assert [e["hex"] for e in _events(match, "trapped", 1)] == [trap["hex"]]
    assert match.state.view(None)["level"] == 2


def test_the_loop_lessons_7nana_comes_from_the_replayed_step():
    match = L.check(L.load("bananas-loop"))
    ends = _events(match, "move_end", 0)
    nana = _events(match, "7nana", 0)
    assert len(ends) == 2 and ends[0]["die"] == ends[1]["die"]       # one die, walked twice
    assert len(nana) == 1 and nana[0]["hex"] == ends[1]["hex"]       # the loop's walk climbs
    assert [e["ok"] for e in _events(match, "loop_end", 0)] == [True]
    assert match.state.view(None)["level"] == 3


def test_the_missions_lesson_climbs_the_first_mission_tree_first():
    match = L.check(L.load("bananas-missions"))
    order = _events(match, "missions_ordered", 0)[0]["trees"]
    assert order != _events(match, "missions_drawn", 0)[0]["trees"]   # the child orders them
    assert [e["tree"] for e in _events(match, "climb", 0)] == [order[0]]
    assert match.state.view(None)["collected"][0] == [order[0]]


def test_the_magic_lesson_shows_the_bot_climbing_the_rotten_tree_the_child_picked():
    match = L.check(L.load("bananas-magic"))
    picks = [s.action["tree"] for s in match.record.steps
             if s.seat == 0 and s.action["kind"] == "pick_rotten"]
    rotten = _events(match, "rotten", 1)
    assert rotten and rotten[0]["tree"] == picks[0]
    assert _events(match, "tree_die", 1)[0]["reason"] == "rotten"
    assert not _events(match, "rotten", 0)                          # the child's tree is good
    assert not match.state.view(None)["monkeys"][1]["carrying"]          # nothing in its hands
    assert match.state.view(None)["level"] == 4


def test_each_lesson_resumes_at_its_own_step_and_the_first_lesson_is_untouched():
    from game.learn.launch import start_lesson
    from tests.support.apphost import make_app, pump
    app, _ = driver.open_with("bananas-traps", "kbd")
    lesson = L.load("bananas-traps")
    i = next(k for k, s in enumerate(lesson.steps) if s.action and s.action["kind"] == "place_trap")
    driver.play_to(app, "kbd", stop_at=i)
    before = [s.action for s in app.stack.top.match.record.steps]
    assert progress.step("bananas-traps") == i and progress.step("bananas") == 0
    app.to_menu()
    again = make_app()
    assert start_lesson(again, "bananas")                   # the first lesson: from its start
    pump(again, 2)
    assert driver.coach(again).run.index == 0
    assert start_lesson(again, "bananas-traps")             # traps: where the child left it
    pump(again, 2)
    c = driver.coach(again)
    assert c.lesson.id == "bananas-traps" and c.run.index == i
    assert [s.action for s in again.stack.top.match.record.steps] == before


def test_an_unknown_lesson_of_a_known_game_is_refused_in_a_sentence(capsys):
    from game.__main__ import main
    from game.learn.launch import refusal
    assert refusal("bananas-traps") is None
    why = refusal("bananas-chess")
    assert "no lesson called 'bananas-chess'" in why and "bananas-traps" in why
    assert main(["play", "--learn", "bananas-chess"]) == 2
    err = capsys.readouterr().err
    assert "bananas-chess" in err and "Traceback" not in err


def test_every_going_bananas_sentence_fits_its_coach_panel_above_the_buttons():
    """The coach sits over the narrow log beside the board: a sentence that
    ran to a fourth line at 34 px went under the button pictures."""
    from game.scenes.bananas.scene import BananasScene
    from game.scenes.coach import fit_words
    rect = BananasScene.coach_rect
    for lesson_id in L.lesson_ids("bananas"):
        for say in L.load(lesson_id).sentences():
            size, lines = fit_words(say, rect)
            assert 22 + (len(lines) - 1) * (size + 8) + size <= rect.h - 86, (lesson_id, say)


def test_missions_are_ordered_by_tapping_the_glowing_trees_and_a_wrong_tree_starts_again():
    from tests.support.apphost import click
    lesson = L.load("bananas-missions")
    app, _ = driver.open_with("bananas-missions", "mouse")
    i = next(k for k, s in enumerate(lesson.steps) if s.action and s.action["kind"] == "order_missions")
    driver.play_to(app, "mouse", stop_at=i)
    scene, c = app.stack.top, driver.coach(app)
    first = driver.wait_for_press(app)
    assert first.target == "button:Tree 1"
    driver.do_press(app, first, "mouse")
    assert scene.controls.mission_pick == [1] and c.refused == 0
    second = driver.wait_for_press(app)
    assert second.target.startswith("button:Tree 4")
    wrong = next(ch for ch in scene.controls.offer(0).choices
                 if ch.kind == "button" and ch.mission == 3)
    click(app, wrong.rect.center)
    assert c.refused == 1 and scene.controls.mission_pick == [] and c.run.index == i
    assert driver.wait_for_press(app).target == "button:Tree 1"
    driver.play_to(app, "mouse")
    assert c.run.done and _events(scene.match, "missions_ordered", 0)[0]["trees"] == [1, 4, 3]
