"""The Spank the Monkey lesson in the real app (issue 22): played to the end
by pressing only what glows with the keyboard, the mouse and a virtual pad;
its seed shows what each step teaches (the draw brings the junk, the grenade
knocks the bot's cart over, the tower reaches the monkey and the spank
works); a wrong press is answered and changes nothing; its record replays."""
from __future__ import annotations

import pygame
import pytest

from game.core.headless import run_replay
from game.learn import lesson as L
from game.learn import progress
from game.learn.launch import start_lesson
from game.rules.junkyard import Done, Play
from game.scenes.junkyard.guide import card_rect
from game.scenes.coach import TRY_AGAIN, lesson_record_path
from tests.learn.driver import KEYS, coach, wait_for_press
from tests.learn import driver
from tests.support.apphost import click, key, make_app, pump

LESSON = L.load("junkyard")


def _open(app, device: str | None = None) -> None:
    assert start_lesson(app, "junkyard", device=device)
    pump(app, 2)


def play_to(app, device, pad=None, stop_at: int | None = None, glyphs=None) -> int:
    return driver.play_to(app, device, pad, stop_at, glyphs, most=150)


@pytest.mark.parametrize("device", ["kbd", "mouse", "pad"])
def test_the_junkyard_lesson_is_played_to_the_end_by_pressing_only_what_glows(device):
    app, pad = driver.open_with("junkyard", device)
    lesson_scene = app.stack.top
    match = lesson_scene.match
    glyphs: set[str] = set()
    presses = play_to(app, device, pad, glyphs=glyphs)
    c = lesson_scene.coach
    assert c.refused == 0 and c.run.done
    assert [s.action for s in match.record.steps] == \
        [s.action for s in LESSON.steps if s.who != "coach"]
    assert progress.done("junkyard")
    # the child spanked the monkey: a real win by the rules
    assert match.over and match.state.winners() == [L.HUMAN_SEAT]
    assert match.state.end_reason == "spank"
    family = {"kbd": "ui/key_", "mouse": "ui/mouse_", "pad": "ui/pad_"}[device]
    assert glyphs and all(g.startswith(family) or g == "ui/touch" for g in glyphs), glyphs
    assert presses >= len([s for s in LESSON.steps if s.who != "bot"])
    # then a real match against the Easy bot, the coach's hints still on
    real = app.stack.top
    assert real is not lesson_scene and real.match.setup.seats == ("human", "easy")
    assert real.coach.run is None and real.coach.hint_turns == LESSON.hint_turns
    # and the lesson's record, kept apart from the Continue save, replays
    assert run_replay(str(lesson_record_path("junkyard"))) == 0


def _events(match, kind: str) -> list[dict]:
    return [e for s in match.record.steps for e in s.events if e["event"] == kind]


def test_the_lessons_cards_and_dice_show_what_each_step_teaches():
    match = L.check(LESSON)
    mine = [s.action for s in match.record.steps if s.seat == L.HUMAN_SEAT]
    kinds = {a["kind"] for a in mine}
    assert {"play", "done", "spank"} <= kinds
    # the child draws on each turn: the junk built on turns one and two was drawn
    drawn = {c for e in _events(match, "cards_drawn") if e.get("seat") == L.HUMAN_SEAT
             for c in e.get("cards") or ()}
    built = [a["card"] for a in mine if a["kind"] == "play" and not a.get("target")]
    assert len(built) == 3 and set(built[:2]) <= drawn
    # one attack, and it knocks the bot's only junk card over
    hit = _events(match, "attack_result")
    assert len(hit) == 1 and hit[0]["attacker"] == L.HUMAN_SEAT and hit[0]["hit"]
    # the tower reaches the monkey exactly, and the spank works at once
    spank = _events(match, "spank")
    assert len(spank) == 1 and spank[0]["height"] == spank[0]["monkey"] and spank[0]["success"]
    assert len([a for a in mine if a["kind"] == "spank"]) == 1


def test_a_wrong_press_gets_try_the_glowing_one_and_changes_nothing():
    app = make_app()
    _open(app)
    c = coach(app)
    i = next(k for k, s in enumerate(LESSON.steps) if s.who == "you")
    play_to(app, "kbd", stop_at=i)               # the first build
    scene = app.stack.top
    want = wait_for_press(app)
    steps, hand = len(scene.match.record.steps), list(scene.table.hand_cards())
    wrong = next(k for k in (pygame.K_TAB, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN)
                 if not any(KEYS[kind] == k for kind in want.keys))
    key(app, wrong)
    assert scene.bubble is not None and scene.bubble.text == TRY_AGAIN
    assert len(scene.match.record.steps) == steps and c.run.index == i
    # the mouse: a hand card that does not glow
    other = next(cid for cid in hand if f"card:{cid}" != want.target
                 and Play(cid) in scene.legal(L.HUMAN_SEAT))   # the rules would take it
    click(app, card_rect(scene, other).center)
    assert scene.controls.held is None and scene.controls.popup_for is None
    assert len(scene.match.record.steps) == steps and c.refused == 2
    # and a move made some other way is refused by the coach though the rules allow it
    assert Done() in scene.legal(L.HUMAN_SEAT)
    assert scene.act(L.HUMAN_SEAT, Done()) is False
    assert len(scene.match.record.steps) == steps
    play_to(app, "mouse")
    assert c.run.done and c.refused == 3
