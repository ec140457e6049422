"""The title screen's Matches (issue 23): the last finished matches, driven by
synthetic input from the title screen: open, read, scroll, Watch, Delete."""
from __future__ import annotations

import datetime as dt

import pygame
import pytest

from game.app import recent, saves
from game.scenes.confirm import ConfirmScene
from game.scenes.matches import EMPTY, SHOWN, MatchesScene

from tests.app.test_recent import bare, played
from tests.support.apphost import click, key, make_app, pump, window_pos
from tests.support.screen_audit import assert_screen_ok, record_app
from tests.support.vpad import VirtualPad


@pytest.fixture
def clock(monkeypatch):
    """recent's clock, a minute further on each time a match is kept."""
    t = [dt.datetime(2026, 5, 4, 10, 0)]

    def now():
        t[0] += dt.timedelta(minutes=1)
        return t[0]
    monkeypatch.setattr(recent, "_now", now)
    return t


def texts(app) -> list[str]:
    return [d.text for d in record_app(app)]


def focused(app):
    return app.stack.top.menu.focused()


def steer(app, target, pad: VirtualPad | None = None) -> None:
    """Directions (keys or d-pad) until `target` (a button or its data) has the focus."""
    for _ in range(12):
        b = focused(app)
        if b is target or b.data == target:
            return
        want = target if not isinstance(target, (str, tuple)) else \
            next(x for x in app.stack.top.menu.buttons if x.data == target)
        dx, dy = want.rect.centerx - b.rect.centerx, want.rect.centery - b.rect.centery
        if abs(dy) > 20:
            way = "down" if dy > 0 else "up"
        else:
            way = "right" if dx > 0 else "left"
        if pad is not None:
            pad.tap("dp" + way)
            pump(app, 2)
        else:
            key(app, {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
                      "right": pygame.K_RIGHT}[way])
    b = focused(app)
    assert b is target or b.data == target, (b, target)


def open_matches(app, pad: VirtualPad | None = None) -> MatchesScene:
    steer(app, "Matches", pad)
    if pad is not None:
        pad.tap("a")
        pump(app, 2)
    else:
        key(app, pygame.K_RETURN)
    scene = app.stack.top
    assert isinstance(scene, MatchesScene)
    return scene


def test_with_no_matches_the_list_says_so_in_words_a_child_reads():
    app = make_app()
    pump(app, 2)
    steer(app, "Matches")
    assert "Watch your last finished matches again" in texts(app)   # the title says what it is
    assert_screen_ok(app)
    scene = open_matches(app)
    assert scene.items == [] and EMPTY in texts(app)
    assert EMPTY == "No matches yet: play one and it will be here."
    assert_screen_ok(app)
    key(app, pygame.K_ESCAPE)
    assert type(app.stack.top).__name__ == "MenuScene"


def test_the_list_shows_game_date_seats_winner_and_length_and_watch_opens_the_theatre(clock):
    from game.theatre.scene import TheatreScene
    kept = [played("codes", 3), played("junkyard", 4, ("human", "easy", "hard")),
            played("treefort", 5, ("easy", "hard"))]
    for m in kept:
        assert recent.keep(m.record) is None
    app = make_app()
    pad = VirtualPad()
    pump(app, 3)
    scene = open_matches(app, pad)
    words = texts(app)
    for e, m in zip(scene.items, reversed(kept)):
        assert e.title in words and e.who in words
        assert f"{e.date}, {len(m.record.steps)} moves" in words
        assert (f"Won: {e.winner}" if e.winners else "Nobody won") in words
    assert scene.items[0].date == "4 May 2026, 10:03"
    assert_screen_ok(app)
    paths = {e.path: (e.path.read_bytes(), e.path.stat().st_mtime_ns) for e in scene.items}
    # the second row's Watch: the Spank the Monkey match
    steer(app, ("watch", 1), pad)
    pad.tap("a")
    pump(app, 2)
    theatre = app.stack.top
    assert isinstance(theatre, TheatreScene) and theatre.finished
    assert theatre.timeline.record.text() == kept[1].record.text()
    pump(app, 30)
    pad.tap("b")
    pump(app, 2)
    assert app.stack.top is scene and focused(app).data == ("watch", 1)
    # watching changed no saved file, and made no autosave
    assert {e.path: (e.path.read_bytes(), e.path.stat().st_mtime_ns) for e in recent.entries()} \
        == paths
    assert not saves.save_path().exists()


@pytest.mark.parametrize("how", ["keyboard", "mouse"])
def test_delete_asks_first_and_only_yes_deletes(clock, how):
    for seed in (1, 2, 3):
        recent.keep(played("codes", seed).record)
    app = make_app()
    pump(app, 2)
    scene = open_matches(app)
    doomed = scene.items[1]

    def press(data):
        if how == "mouse":
            click(app, next(b for b in app.stack.top.menu.buttons if b.data == data).rect.center)
        else:
            steer(app, data)
            key(app, pygame.K_RETURN)

    press(("delete", 1))
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene) and ask.question == "Delete this match?"
    assert ask.menu.focused().data == "no"          # the safe answer has the focus
    assert doomed.title in ask.detail and doomed.date in ask.detail
    assert_screen_ok(app)
    press("no")
    assert app.stack.top is scene and len(recent.entries()) == 3
    press(("delete", 1))
    press("yes")
    assert app.stack.top is scene
    assert not doomed.path.exists() and doomed not in scene.items and len(scene.items) == 2
    assert focused(app).data == ("delete", 1)        # the focus stays in place


def test_a_long_list_scrolls_by_focus_wheel_finger_and_buttons(clock):
    for seed in range(20):
        recent.keep(bare(seed))
    app = make_app()
    pump(app, 2)
    scene = open_matches(app)
    assert len(scene.items) == 20 and scene.top == 0 and focused(app).data == ("watch", 0)
    for _ in range(SHOWN + 1):
        key(app, pygame.K_DOWN)
    assert scene.top == 2 and focused(app).data == ("watch", SHOWN + 1)
    assert "3 to 8 of 20" in texts(app)
    assert_screen_ok(app)
    key(app, pygame.K_e)                             # a page on (E / right shoulder)
    assert scene.top == 2 + SHOWN
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                         precise_x=0.0, precise_y=1.0, touch=False))
    pump(app)
    assert scene.top == 1 + SHOWN
    older = next(b for b in scene.menu.buttons if b.data == "older")
    click(app, older.rect.center)
    click(app, older.rect.center)
    assert scene.top == 20 - SHOWN                   # the end: Older says no
    assert not next(b for b in scene.menu.buttons if b.data == "older").enabled
    key(app, pygame.K_UP)              # up from the bottom buttons: the last row in view
    assert focused(app).data == ("watch", 19)
    # a finger drawn down the list brings newer matches back, and presses nothing
    watch = next(b for b in scene.menu.buttons if b.data == ("watch", scene.top + 1)).rect
    a, b = window_pos(app, watch.center), window_pos(app, (watch.centerx,
                                                           watch.centery + 2 * 124 + 10))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1, touch=True))
    pump(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=b, rel=(0, 0),
                                         buttons=(1, 0, 0), touch=True))
    pump(app)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1, touch=True))
    pump(app)
    assert scene.top == 20 - SHOWN - 2 and app.stack.top is scene
    # down past the last row of all: the bottom buttons; up through the whole list
    for _ in range(20):
        key(app, pygame.K_DOWN)
    assert focused(app).data in ("newer", "back", "older") and scene.top == 20 - SHOWN
    for _ in range(21):
        key(app, pygame.K_UP)
    assert scene.top == 0 and focused(app).data == ("watch", 0)


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 600), (1000, 1000)])
def test_the_list_passes_the_screen_audit(clock, size):
    recent.keep(played("treefort", 1, ("human", "easy", "medium", "hard", "random",
                                       "easy")).record)
    for seed in range(8):
        recent.keep(played("codes", seed, ("human", "human")).record)
    app = make_app(size)
    pump(app, 2)
    open_matches(app)
    assert_screen_ok(app)


def test_a_kept_log_that_no_longer_reads_gets_a_sentence_and_no_theatre(clock):
    recent.keep(played("codes", 2).record)
    app = make_app()
    pump(app, 2)
    scene = open_matches(app)
    (e,) = scene.items
    lines = e.path.read_text().splitlines(keepends=True)
    e.path.write_text(lines[0] + lines[1][:-5] + "\n" + "".join(lines[2:]))
    key(app, pygame.K_RETURN)                        # Watch
    assert app.stack.top is scene and scene.items == []
    assert app.toasts[-1][0].startswith("That match cannot be watched: it no longer reads")
    assert e.path.with_name("broken-" + e.path.name).exists()
    # the toast's box hides the title beneath it (a filled rectangle, which the
    # audit does not count as a cover): only that pair is let pass
    assert_screen_ok(app, allow=("'Finished matches' (60 px",))
    assert EMPTY in texts(app)


def test_a_kept_log_that_does_not_replay_is_refused_with_a_sentence(clock):
    m = played("codes", 2)
    recent.keep(m.record)
    app = make_app()
    pump(app, 2)
    scene = open_matches(app)
    (e,) = scene.items
    # one action changed: it reads, but the match it tells is not this one
    text = e.path.read_text()
    lines = text.splitlines(keepends=True)
    k = next(i for i, ln in enumerate(lines) if ln.startswith('{"type":"action"'))
    lines[k], lines[k + 1] = lines[k + 1], lines[k]
    e.path.write_text("".join(lines))
    key(app, pygame.K_RETURN)
    assert app.stack.top is scene
    assert "does not replay exactly, so it may have been changed" in app.toasts[-1][0]


def test_a_matches_folder_that_is_not_a_folder_is_a_sentence_and_the_list_opens(arcade_home):
    recent.folder().write_text("in the way")     # root reads and writes any folder: a file stops it
    app = make_app()
    pump(app, 2)
    scene = open_matches(app)
    assert scene.items == [] and EMPTY in texts(app)
    assert app.toasts[-1][0] == (f"Finished matches cannot be kept: {recent.folder()} is a "
                                 "file, not a folder.")
