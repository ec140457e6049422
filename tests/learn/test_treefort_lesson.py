"""The Treefort Nations lesson in the real app (issue 22): played to the end by
pressing only what glows with the keyboard, the mouse and a virtual pad; the
dice of its seed show what each step teaches (the walks reach their trees, the
bot's shot hits and only the brace saves the fort); a wrong press is answered
and changes nothing; its record replays."""
from __future__ import annotations

import pygame
import pytest

from game.core.headless import run_replay
from game.core.match import Match
from game.learn import lesson as L
from game.learn import progress
from game.learn.launch import start_lesson
from game.rules.treefort import Use
from game.scenes.coach import TRY_AGAIN, lesson_record_path
from tests.learn.driver import coach, wait_for_press
from tests.learn import driver
from tests.support.apphost import click, key, make_app, pump, run_until

LESSON = L.load("treefort")
TAUGHT = {"walk", "cut", "platform", "catapult", "attack", "brace"}


def _open(app, device: str | None = None) -> None:
    assert start_lesson(app, "treefort", device=device)
    pump(app, 2)


def play_to(app, device, pad=None, stop_at: int | None = None, glyphs=None) -> int:
    return driver.play_to(app, device, pad, stop_at, glyphs, most=150)


@pytest.mark.parametrize("device", ["kbd", "mouse", "pad"])
def test_the_treefort_lesson_is_played_to_the_end_by_pressing_only_what_glows(device):
    app, pad = driver.open_with("treefort", device)
    lesson_scene = app.stack.top
    match = lesson_scene.match
    glyphs: set[str] = set()
    presses = play_to(app, device, pad, glyphs=glyphs)
    c = lesson_scene.coach
    assert c.refused == 0 and c.run.done
    assert [s.action for s in match.record.steps] == \
        [s.action for s in LESSON.steps if s.who != "coach"]
    assert progress.done("treefort")
    # the child's fort stands, the only one on the table
    assert match.state.scores() == [1.0, 0.0]
    family = {"kbd": "ui/key_", "mouse": "ui/mouse_", "pad": "ui/pad_"}[device]
    assert glyphs and all(g.startswith(family) or g == "ui/touch" for g in glyphs), glyphs
    assert presses >= len([s for s in LESSON.steps if s.who != "bot"])
    # then a real match against the Easy bot, the coach's hints still on
    real = app.stack.top
    assert real is not lesson_scene and real.match.setup.seats == ("human", "easy")
    assert real.coach.run is None and real.coach.hint_turns == LESSON.hint_turns
    run_until(app, lambda: real.coach.drawn is not None, 300)
    assert real.coach.drawn[1] in LESSON.hints.values()
    # and the lesson's record, kept apart from the Continue save, replays
    assert run_replay(str(lesson_record_path("treefort"))) == 0


def _events(kind: str, match: Match) -> list[dict]:
    return [e for s in match.record.steps for e in s.events if e["event"] == kind]


def test_the_lessons_dice_show_what_each_step_teaches():
    match = L.check(LESSON)
    mine = {s.action["kind"] for s in match.record.steps if s.seat == L.HUMAN_SEAT}
    assert TAUGHT <= mine
    # every walk of the child reaches the tree it is sent to, and each cut gives wood
    cuts = [e for e in _events("cut", match) if e["seat"] == L.HUMAN_SEAT]
    assert len(cuts) == 2 and all(e["lumber"] >= 1 for e in cuts)
    assert max(e["lumber"] for e in cuts) >= 2            # enough for the catapult
    # the child's shot misses (the coach says so); the bot's hits, and its damage
    # would break the one-square platform but for the brace
    shot = _events("shot_monkey", match)
    assert len(shot) == 1 and not shot[0]["catapult_lost"] and not shot[0]["monkey_lost"]
    hit = _events("shot_platform", match)
    assert len(hit) == 1
    hit = hit[0]
    assert hit["hit"] and hit["braces"] and not hit["destroyed"]
    assert hit["damage"] > hit["squares"]                 # unbraced, it would have fallen
    # and the coach's words say what the dice did
    kinds = [s.action and s.action["kind"] for s in LESSON.steps]
    after_shot = LESSON.steps[kinds.index("attack") + 1].say
    after_brace = LESSON.steps[kinds.index("brace") + 1].say
    assert "Missed" in after_shot and "saved" in after_brace


def test_a_wrong_press_gets_try_the_glowing_one_and_changes_nothing():
    app = make_app()
    _open(app)
    c = coach(app)
    i = next(k for k, s in enumerate(LESSON.steps) if s.action and s.action["kind"] == "use")
    play_to(app, "kbd", stop_at=i)               # pick the first monkey
    scene = app.stack.top
    want = wait_for_press(app)
    steps = len(scene.match.record.steps)
    wrong = next(k for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
                             pygame.K_RETURN) if not _takes(want, k))
    key(app, wrong)
    assert scene.bubble is not None and scene.bubble.text == TRY_AGAIN
    assert len(scene.match.record.steps) == steps and c.run.index == i
    # the mouse: a square that does not glow (another of the child's monkeys)
    other = next(m for m in scene.view(None)["monkeys"] if m["seat"] == 0 and m["id"] != 1)
    click(app, scene.geo.rect(other["cell"]).center)
    assert scene.view(None)["current"] is None and c.refused == 2
    # and a move made some other way is refused by the coach as well as the rules allow it
    assert Use(other["id"]) in scene.legal(L.HUMAN_SEAT)
    assert scene.act(L.HUMAN_SEAT, Use(other["id"])) is False
    assert len(scene.match.record.steps) == steps
    play_to(app, "mouse")
    assert c.run.done and c.refused == 3


def _takes(want, k) -> bool:
    from tests.learn.driver import KEYS
    return any(KEYS[kind] == k for kind in want.keys)


def test_leaving_mid_turn_and_coming_back_resumes_at_the_same_step():
    app = make_app()
    _open(app)
    at = next(k for k, s in enumerate(LESSON.steps) if s.action and s.action["kind"] == "platform")
    play_to(app, "kbd", stop_at=at)          # the long walk done, the platform next
    wait_for_press(app)
    before = [s.action for s in app.stack.top.match.record.steps]
    assert coach(app).run.index == at and progress.step("treefort") == at
    app.to_menu()
    pump(app, 2)
    again = make_app()
    _open(again)
    c2 = coach(again)
    assert c2.run.index == at
    assert [s.action for s in again.stack.top.match.record.steps] == before
    play_to(again, "mouse")
    assert c2.run.done and c2.refused == 0 and progress.done("treefort")
