"""The theatre on the real table of every game: forward through the record
with the game's own animations is the replay; step back and jumps show the
table exactly as the forward walk had it; a seat's eyes show that seat's
view and log, never more; watching changes no saved file."""
from __future__ import annotations

import random

import pytest

from game.app import paths, saves
from game.core.match import Match
from game.core.state import Setup
from game.theatre.launch import open_record
from game.theatre.scene import ALL_EYES, TheatreScene
from tests.support.apphost import make_app, pump
from tests.support.conformance import playout

from .test_timeline import looks

SEATS = {"codes": ("human", "random"), "bananas": ("random", "human"),
         "junkyard": ("human", "random", "random"), "treefort": ("random", "human"),
         "bot255": ("human", "random")}


def finished(game: str, seed: int = 5) -> Match:
    return playout(Setup(game, SEATS[game], seed, None, ()), random.Random(seed))


def theatre_on(match: Match) -> tuple[object, TheatreScene]:
    app = make_app()
    assert open_record(app, match.record)
    scene = app.stack.top
    assert isinstance(scene, TheatreScene)
    return app, scene


@pytest.mark.parametrize("game", SEATS)
def test_watching_a_whole_match_forward_and_back(game):
    match = finished(game)
    app, th = theatre_on(match)
    seats = range(len(SEATS[game]))
    walk = Match(match.setup)
    seen = [looks(walk.state, seats)]
    for step in match.record.steps:
        walk.apply(step.seat, walk.action_from_json(step.action))
        seen.append(looks(walk.state, seats))
    # forward, one action at a time, every animation played out
    while th.at < th.length:
        th.step()
        th.inner.anim.finish()
        assert looks(th.inner.state, seats) == seen[th.at]
    assert th.inner.state.over and th.inner.match.record.result == match.record.result
    pump(app, 3)
    # a jump to the end tells the log's last lines as watching forward did
    live = [(ln.text, ln.to) for ln in th.inner.log[-25:]]
    th.goto(0)
    th.goto(th.length)
    assert [(ln.text, ln.to) for ln in th.inner.log[-25:]] == live
    # back, one step at a time for the last few, then jumps: the table as it was
    for _ in range(min(6, th.length)):
        th.step_back()
        assert looks(th.inner.state, seats) == seen[th.at]
    for k in (0, th.length // 3, th.length, 1):
        th.goto(k)
        assert th.at == k and looks(th.inner.state, seats) == seen[k]
    # paused, the theatre becomes a still picture (a game's idle pulse included)
    th.goto(th.length // 2)
    pump(app, 330)
    assert app.still


@pytest.mark.parametrize("game", SEATS)
def test_a_seats_eyes_see_that_seats_view_and_log_only(game):
    match = finished(game, seed=8)
    app, th = theatre_on(match)
    th.goto(th.length * 2 // 3)
    assert th.eye_choices[0] == ALL_EYES   # a finished match: everyone's eyes first
    for seat in range(len(SEATS[game])):
        while th.eyes != seat:
            th.next_eyes()
        pump(app, 2)
        inner = th.inner
        assert inner.viewer == seat and not inner.log_everyone
        assert inner.view() == th.timeline.state_at(th.at).view(seat)
        assert all(line.to is None or seat in line.to for line in inner.visible_log())
        assert th.secret_rows() == []   # nobody else's secrets in a seat's eyes
        # the seat's eyes survive moving about
        th.step_back()
        assert th.inner.viewer == seat
        assert th.inner.view() == th.timeline.state_at(th.at).view(seat)
    th.next_eyes()
    assert th.eyes == ALL_EYES and th.inner.log_everyone
    assert len(th.inner.visible_log()) == len(th.inner.log)
    # everyone's eyes list what each seat alone knows, in each seat's own words
    rows = [words for _, words in th.secret_rows()]
    for seat in range(len(SEATS[game])):
        mine = th.inner.secret_words(seat)
        if mine:
            assert f"{th.inner.seat_name(seat)}: {mine}" in rows
    if game in ("codes", "junkyard", "bot255"):
        assert len(rows) == len(SEATS[game])
    pump(app, 2)


def test_everyone_is_offered_only_for_a_finished_match():
    match = playout(Setup("codes", ("random", "random"), 3, None, ()), random.Random(3), stop=9)
    assert not match.over
    app = make_app()
    assert open_record(app, match.record, finished=True)
    th = app.stack.top
    assert ALL_EYES not in th.eye_choices and th.eyes == 0
    th.goto(th.length)
    assert th.inner.view() == match.state.view(0)


def test_watching_changes_no_saved_file():
    live = finished("codes")
    going = playout(Setup("junkyard", ("human", "easy"), 4, None, ()), random.Random(4), stop=12)
    saves_dir = paths.data_dir()
    app = make_app()
    assert saves.write(going) is None    # a match in progress, autosaved
    app.save_settings()
    before = {p: p.read_bytes() for p in saves_dir.rglob("*") if p.is_file()}
    assert before
    assert open_record(app, live.record)
    th = app.stack.top
    th.speed_i = 4
    th.toggle_play()
    pump(app, 240)
    assert th.at > 3
    th.goto(2)
    th.step()
    pump(app, 5)
    th.leave()
    pump(app, 2)
    after = {p: p.read_bytes() for p in saves_dir.rglob("*") if p.is_file()}
    assert after == before


def test_a_bot255_run_watched_again_shows_the_program_that_ran():
    from game.core.headless import play
    from game.rules.bot255.program import to_lines
    import json
    match = play(Setup("bot255", ("easy",), 2, None, ()))
    assert match.state.scores() == [255.0]   # the run that took every bit
    app, th = theatre_on(match)
    assert th.inner.editor.lines == []        # nothing written yet at the start
    th.step()
    ran = json.loads(match.record.steps[0].action["program"])
    assert th.inner.editor.lines == to_lines(ran)
    th.step_back()
    th.goto(1)                                # stood at, not watched: the same program
    assert th.inner.editor.lines == to_lines(ran)
