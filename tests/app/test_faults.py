"""Broken or unwritable settings and saves: a clear message, nothing lost, no
crash; play goes on."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.app import saves
from game.app.launch import start_match
from game.app.seating import Seat, Seating
from game.app.settings import Settings
from game.core.headless import play
from game.core.state import Setup
from tests.support.apphost import make_app, pump


@pytest.mark.parametrize("content", [
    '{"volume": 1' + "0" * 400 + "}",            # a number too big for a float
    '{"volume": NaN, "animation_speed": Infinity}',
    "[" * 100_000 + "]" * 100_000,               # nested too deeply
    '{"volume": "loud", "fullscreen": 1, "bot_speed": ["fast"]}',
    "\x00\xff",
])
def test_broken_settings_start_with_defaults(arcade_home, content):
    (arcade_home / "settings.json").write_text(content, encoding="utf-8",
                                                errors="surrogateescape")
    s, msg = Settings.load()
    assert s == Settings() or (s.volume == Settings().volume and s.fullscreen is True)
    app = make_app()
    pump(app, 2)  # the arcade starts and draws its menu
    assert type(app.stack.top).__name__ == "MenuScene"


def test_unwritable_settings_say_so_once(arcade_home, monkeypatch):
    app = make_app()
    (arcade_home / "settings.json").mkdir()  # a folder where the file should be
    app.settings.volume = 0.3
    app.apply_settings()
    app.apply_settings()
    said = [t[0] for t in app.toasts if "Settings cannot be saved" in t[0]]
    assert len(said) == 1 and app.settings.volume == 0.3


def test_a_match_starts_and_plays_when_the_save_cannot_be_written(arcade_home):
    (arcade_home / "autosave.jsonl").mkdir()  # a folder in the save's place
    app = make_app()
    start_match(app, "codes", Seating([Seat("easy"), Seat("easy")]))
    scene = app.stack.top
    assert scene.match is not None and scene.save_problem
    pump(app, 400, dt=0.1)  # the bots play on; the problem is said once
    assert len(scene.match.record.steps) > 3
    assert sum("Saving is off" in t[0] for t in app.toasts) <= 1


def test_continue_on_a_finished_save_in_a_read_only_folder(arcade_home, monkeypatch):
    m = play(Setup("codes", ("easy", "easy"), 3))
    saves.save_path().write_text(m.record.text())

    def refuse(self, *a, **kw):
        raise PermissionError(13, "Read-only file system")
    monkeypatch.setattr(Path, "unlink", refuse)
    match, msg = saves.resume()
    assert match is None and "already finished" in msg


def test_two_saves_set_aside_in_one_second_are_both_kept(arcade_home):
    for k in range(2):
        saves.save_path().write_text(f"broken {k}")
        msg = saves.set_aside("it is broken.")
        assert ".." not in msg and "kept as" in msg
    kept = sorted(p.read_text() for p in arcade_home.glob("autosave-broken-*.jsonl"))
    assert kept == ["broken 0", "broken 1"]


def test_leftover_temporary_saves_are_cleaned_up(arcade_home):
    left = arcade_home / ".autosave.jsonl.abc123.tmp"
    left.write_text("half a save")
    make_app()
    assert not left.exists()


def test_an_unknown_seat_kind_in_a_save_is_set_aside_with_a_reason(arcade_home):
    m = play(Setup("codes", ("easy", "easy"), 3))
    lines = [json.loads(x) for x in m.record.text().splitlines()]
    lines[0]["seats"] = ["wizard", "easy"]
    lines = [ln for ln in lines if ln["type"] != "result"]
    saves.save_path().write_text("".join(json.dumps(x) + "\n" for x in lines))
    match, msg = saves.resume()
    assert match is None and "wizard" in msg and "kept as" in msg


def test_long_messages_are_shown_whole():
    app = make_app()
    long = ("The saved match could not be continued: recorded with rules version 1, "
            "this game has 2. It was kept as autosave-broken-20261123-010203.jsonl.")
    app.toast(long)
    pump(app, 1)
    import pygame
    second_line = app.display.canvas.subsurface(pygame.Rect(260, 124, 1400, 30))
    letters = pygame.mask.from_threshold(second_line, (255, 250, 235), (30, 30, 30, 255))
    assert letters.count() > 200  # the message goes on to a second line, not cut at 67


def test_a_save_set_aside_for_a_broken_map_comes_back_once_it_works(arcade_home, tmp_path,
                                                                        monkeypatch):
    """The save of a Treefort match whose board broke was set aside for good:
    only renaming the file by hand brought it back once the board was mended."""
    import shutil

    from game.core.match import Match
    from game.maps import treefort
    boards = tmp_path / "boards"
    shutil.copytree(treefort.LEVELS_DIR, boards)
    monkeypatch.setattr(treefort, "LEVELS_DIR", boards)
    m = Match(Setup("treefort", ("human", "easy"), 5))
    for _ in range(3):
        seat = min(m.state.to_act())
        m.apply(seat, m.state.legal_actions(seat)[0])
    m.record.save(saves.save_path())
    board = boards / "players-2.tmx"
    good = board.read_text()
    board.write_text(good[:300])                          # the board breaks
    match, msg = saves.resume()
    assert match is None and "players-2.tmx" in msg and "comes back by itself" in msg
    assert not saves.exists()                             # still broken: nothing offered
    board.write_text(good)                                # mended
    assert saves.exists()
    match, msg = saves.resume()
    assert msg is None and match.record.steps == m.record.steps


def test_a_save_broken_for_another_reason_stays_aside(arcade_home):
    m = play(Setup("codes", ("easy", "easy"), 3))
    lines = [json.loads(x) for x in m.record.text().splitlines()][:-1]
    lines[0]["seats"] = ["wizard", "easy"]
    saves.save_path().write_text("".join(json.dumps(x) + "\n" for x in lines))
    match, msg = saves.resume()
    assert match is None and "comes back" not in msg
    assert not saves.exists()


def test_continue_refuses_a_curated_puzzle_save_with_another_seed(arcade_home):
    """Continue took a curated Bot 255 puzzle's save whose seed was edited."""
    from game.core.match import Match
    m = Match(Setup("bot255", ("human",), 41, None, ("world=simple/02-round-the-block",)))
    m.record.save(saves.save_path())
    match, msg = saves.resume()
    assert msg is None and match.setup.seed == 0
    lines = [json.loads(x) for x in saves.save_path().read_text().splitlines()]
    lines[0]["seed"] = 41
    saves.save_path().write_text("".join(json.dumps(x) + "\n" for x in lines))
    match, msg = saves.resume()
    assert match is None and "seed 0, not 41" in msg
