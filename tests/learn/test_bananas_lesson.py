"""The Going Bananas lesson in the real app (issue 22): two rounds of level 1
played to the end by pressing only what glows with the keyboard, the mouse
and a virtual pad; the dice of its seed show what each step teaches (each
walk ends on the hex that makes 7 by a tree, Down puts the banana in the
stash); a wrong press is answered and changes nothing; its record replays."""
from __future__ import annotations

import pygame
import pytest

from game.core.headless import run_replay
from game.learn import lesson as L
from game.learn import progress
from game.learn.launch import start_lesson
from game.rules.bananas import PlaceDie
from game.scenes.coach import TRY_AGAIN, lesson_record_path
from tests.learn.driver import KEYS, coach, wait_for_press
from tests.learn import driver
from tests.support.apphost import click, key, make_app, pump, run_until

LESSON = L.load("bananas")
TAUGHT = {"place_monkey", "place_die", "place_token", "lock_code", "move_to", "climb"}


def _open(app, device: str | None = None) -> None:
    assert start_lesson(app, "bananas", device=device)
    pump(app, 2)


def play_to(app, device, pad=None, stop_at: int | None = None, glyphs=None) -> int:
    return driver.play_to(app, device, pad, stop_at, glyphs, most=250)


@pytest.mark.parametrize("device", ["kbd", "mouse", "pad"])
def test_the_bananas_lesson_is_played_to_the_end_by_pressing_only_what_glows(device):
    app, pad = driver.open_with("bananas", device)
    lesson_scene = app.stack.top
    match = lesson_scene.match
    glyphs: set[str] = set()
    presses = play_to(app, device, pad, glyphs=glyphs)
    c = lesson_scene.coach
    assert c.refused == 0 and c.run.done
    assert [s.action for s in match.record.steps] == \
        [s.action for s in LESSON.steps if s.who != "coach"]
    assert progress.done("bananas")
    # two bananas in the child's stash, a third on the way down; none for the bot
    me, bot = match.state.view(None)["monkeys"]
    assert (me["stash"], me["carrying"], bot["stash"]) == (2, 3, 0)
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
    assert run_replay(str(lesson_record_path("bananas"))) == 0


def test_the_lessons_dice_show_what_each_step_teaches():
    match = L.check(LESSON)
    mine = [s for s in match.record.steps if s.seat == L.HUMAN_SEAT]
    assert TAUGHT <= {s.action["kind"] for s in mine}
    assert match.setup.level in (None, "1") and match.state.view(None)["level"] == 1
    # every climb of the child follows a 7nana: the die and the hex make 7
    nanas = [e for s in mine for e in s.events if e["event"] == "7nana"]
    climbs = [s for s in mine if s.action["kind"] == "climb"]
    assert len(nanas) == len(climbs) == 3
    # Down puts the banana in the stash, once in each round
    stashed = [e for s in mine for e in s.events if e["event"] == "stash"]
    assert len(stashed) == 2
    # the sentences name the dice the seed rolled
    rolls = [e for s in match.record.steps for e in s.events if e["event"] == "dice"
             and e.get("seat") == L.HUMAN_SEAT]
    assert [sorted(e["dice"]) for e in rolls][:2] == [[1, 3], [1, 5]]
    says = [s.say for s in LESSON.steps]
    assert any("1 and 3" in s for s in says) and any("5 and 1" in s for s in says)


def test_a_wrong_press_gets_try_the_glowing_one_and_changes_nothing():
    app = make_app()
    _open(app)
    c = coach(app)
    i = next(k for k, s in enumerate(LESSON.steps) if s.action and s.action["kind"] == "place_die")
    play_to(app, "kbd", stop_at=i)               # code the first step
    scene = app.stack.top
    want = wait_for_press(app)
    steps = len(scene.match.record.steps)
    wrong = next(k for k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
                             pygame.K_RETURN) if not _takes(want, k))
    key(app, wrong)
    assert scene.bubble is not None and scene.bubble.text == TRY_AGAIN
    assert len(scene.match.record.steps) == steps and c.run.index == i
    # the mouse: the die that does not glow
    other = next(it for it in scene.table.panel.items(scene.view(0), 0) if it.key == ("die", 1))
    click(app, other.rect.center)
    assert scene.controls.held is None and c.refused == 2
    # and a move made some other way is refused by the coach as well as the rules allow it
    assert PlaceDie(0, 1) in scene.legal(L.HUMAN_SEAT)
    assert scene.act(L.HUMAN_SEAT, PlaceDie(0, 1)) is False
    assert len(scene.match.record.steps) == steps
    play_to(app, "mouse")
    assert c.run.done and c.refused == 3


def _takes(want, k) -> bool:
    return any(KEYS[kind] == k for kind in want.keys)


def test_leaving_mid_round_and_coming_back_resumes_at_the_same_step():
    app = make_app()
    _open(app)
    i = next(k for k, s in enumerate(LESSON.steps) if s.action and s.action["kind"] == "climb")
    play_to(app, "mouse", stop_at=i)             # coded, locked, walked onto the 6
    wait_for_press(app)
    scene = app.stack.top
    before = [s.action for s in scene.match.record.steps]
    assert coach(app).run.index == i and progress.step("bananas") == i
    # a hex that does not glow is refused and changes nothing
    o = scene.controls.offer(0)
    assert o is not None and all(ch.kind != "hex" for ch in o.choices)
    click(app, scene.table.spots.lay.ipx((0, 0)))
    assert scene.bubble is not None and scene.bubble.text == TRY_AGAIN
    assert [s.action for s in scene.match.record.steps] == before
    app.to_menu()
    pump(app, 2)
    again = make_app()
    _open(again)
    c2 = coach(again)
    assert c2.run.index == i
    assert [s.action for s in again.stack.top.match.record.steps] == before
    play_to(again, "kbd")
    assert c2.run.done and progress.done("bananas")
