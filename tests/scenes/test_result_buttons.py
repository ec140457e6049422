"""The result screen's Watch again and Save log (issue 23), on keyboard, pad,
mouse and touch; the finished match is kept among the recent matches."""
from __future__ import annotations

import errno
import random

import pygame
import pytest

from game.app import recent
from game.app.seating import Seat, Seating
from game.core.match import Match
from game.core.state import Setup
from game.scenes.result import ResultScene
from game.scenes.savelog import SaveLogScene, default_folder

from tests.support.apphost import click_window, key, make_app, pump, window_pos
from tests.support.screen_audit import assert_screen_ok
from tests.support.vpad import VirtualPad


def played(game: str = "codes", seed: int = 3, seats=("human", "easy")) -> Match:
    r = random.Random(seed)
    short = {"codes": ("max_rounds=4",)}.get(game, ())
    m = Match(Setup(game, seats, seed, None, short))
    while not m.over:
        s = min(m.state.to_act())
        m.apply(s, r.choice(m.state.legal_actions(s)))
    return m


def result_app(match: Match | None = None, size=(1920, 1080)):
    app = make_app(size)
    pump(app, 2)
    match = match or played()
    seats = [Seat("human", "kbd") if k == "human" else Seat(k) for k in match.setup.seats]
    app.open("result", match=match, seating=Seating(seats))
    pump(app, 2)
    assert isinstance(app.stack.top, ResultScene)
    return app, match


def button(scene, data):
    return next(b for b in scene.menu.buttons if b.data == data)


def focus_by_keys(app, data) -> None:
    """Arrow keys along the bottom row until `data` has the focus."""
    menu = app.stack.top.menu
    for _ in range(6):
        if menu.focused().data == data:
            return
        left = button(app.stack.top, data).rect.x < menu.focused().rect.x
        key(app, pygame.K_LEFT if left else pygame.K_RIGHT)
    assert menu.focused().data == data


def type_text(app, s: str) -> None:
    """What SDL sends for typed letters: a KEYDOWN each, then the text."""
    for ch in s:
        k = ord(ch.lower()) if ch.isascii() else 0
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=ch,
                                             scancode=0))
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    pump(app)


def keys(app, k: int, times: int = 1, mod: int = 0) -> None:
    for _ in range(times):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="",
                                             scancode=0))
    pump(app)


def retype(app, path) -> SaveLogScene:
    over = app.stack.top
    assert isinstance(over, SaveLogScene)
    keys(app, pygame.K_BACKSPACE, len(over.text))
    assert over.text == ""
    type_text(app, str(path))
    assert over.text == str(path)
    return over


# ---------------------------------------------------------------- kept to watch again
def test_the_finished_match_is_kept_once_when_its_result_shows():
    app, m = result_app()
    (e,) = recent.entries()
    assert e.path.read_text() == m.record.text()
    app.open("result", match=m, seating=Seating.from_kinds(list(m.setup.seats)))
    pump(app, 2)
    assert len(recent.entries()) == 1


def test_a_result_shown_while_watching_keeps_nothing():
    app = make_app()
    pump(app, 2)
    m = played()
    app.open("result", match=m, seating=Seating([Seat("human"), Seat("easy")], watching=True))
    pump(app, 2)
    assert recent.entries() == [] and not recent.folder().exists()


def test_a_result_whose_matches_folder_cannot_be_written_says_so_and_carries_on(arcade_home):
    recent.folder().write_text("in the way")     # root writes a read-only folder: a file stops it
    app, m = result_app()
    assert any(t[0].startswith("This match could not be kept to watch again") for t in app.toasts)
    assert isinstance(app.stack.top, ResultScene)
    focus_by_keys(app, "menu")
    key(app, pygame.K_RETURN)
    assert type(app.stack.top).__name__ == "MenuScene"


# ---------------------------------------------------------------- Watch again
@pytest.mark.parametrize("how", ["keyboard", "pad", "mouse", "touch"])
def test_watch_again_opens_the_theatre_on_this_match_and_back_returns(how):
    from game.theatre.scene import TheatreScene
    app, m = result_app()
    result = app.stack.top
    watch = button(result, "watch")
    if how == "keyboard":
        focus_by_keys(app, "watch")
        key(app, pygame.K_RETURN)
    elif how == "pad":
        pad = VirtualPad()
        pump(app, 3)
        for _ in range(4):
            if result.menu.focused() is watch:
                break
            pad.tap("dpleft")
            pump(app, 2)
        assert result.menu.focused() is watch
        pad.tap("a")
        pump(app, 2)
    else:
        pos = window_pos(app, watch.rect.center)
        touch = how == "touch"
        for kind, kw in ((pygame.MOUSEBUTTONDOWN, {"button": 1}),
                         (pygame.MOUSEBUTTONUP, {"button": 1})):
            pygame.event.post(pygame.event.Event(kind, pos=pos, touch=touch, **kw))
            pump(app)
    theatre = app.stack.top
    assert isinstance(theatre, TheatreScene)
    assert theatre.timeline.record.text() == m.record.text()
    assert theatre.finished       # everyone's eyes are offered: the match is over
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is result


# ---------------------------------------------------------------- Save log
def test_save_log_writes_exactly_the_log_where_the_player_typed(tmp_path):
    app, m = result_app()
    focus_by_keys(app, "save_log")
    key(app, pygame.K_RETURN)
    assert app.input.typing                       # the keyboard types now
    # W, A, S and D are letters here, not directions
    target = tmp_path / "wasd match.jsonl"
    over = retype(app, target)
    assert over.menu.focused().data == "save"
    key(app, pygame.K_RETURN)
    assert target.read_text() == m.record.text()
    assert isinstance(app.stack.top, ResultScene) and not app.input.typing
    assert app.toasts[-1][0] == f"The match's log was saved as {target}."
    key(app, pygame.K_RIGHT)                      # and the arrows choose again
    assert app.stack.top.menu.focused().data == "again"


def test_the_path_is_edited_in_place_and_gets_its_suffix(tmp_path):
    app, m = result_app()
    app.open("save_log", record=m.record)
    pump(app)
    over = retype(app, tmp_path / "our-gme")
    keys(app, pygame.K_LEFT, 2)
    type_text(app, "a")
    keys(app, pygame.K_BACKSPACE)
    type_text(app, "a")
    keys(app, pygame.K_HOME)
    keys(app, pygame.K_DELETE)                     # the leading "/" goes...
    type_text(app, "/")                            # ...and comes back
    assert over.text == str(tmp_path / "our-game")
    keys(app, pygame.K_KP_ENTER)
    assert (tmp_path / "our-game.jsonl").read_text() == m.record.text()


def test_a_file_already_there_is_never_overwritten(tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    (tmp_path / "Documents").mkdir()
    app, m = result_app()
    pad = VirtualPad()
    pump(app, 3)
    for n, name in enumerate(["monkey-arcade-codes-{d}.jsonl", "monkey-arcade-codes-{d}-2.jsonl"]):
        app.open("save_log", record=m.record)
        pump(app)
        over = app.stack.top
        assert over.text.startswith(str(tmp_path / "Documents" / "monkey-arcade-codes-"))
        pad.tap("a")                                # the pad saves where it says
        pump(app, 2)
        assert not isinstance(app.stack.top, SaveLogScene)
    day = over.text.split("codes-")[1][:10]
    first = tmp_path / "Documents" / f"monkey-arcade-codes-{day}.jsonl"
    second = tmp_path / "Documents" / f"monkey-arcade-codes-{day}-2.jsonl"
    assert first.read_text() == second.read_text() == m.record.text()
    # a path typed onto a file that exists: saved beside it, and told so
    first.write_text("mine, keep it")
    app.open("save_log", record=m.record)
    pump(app)
    retype(app, first)
    key(app, pygame.K_RETURN)
    third = first.with_name(f"monkey-arcade-codes-{day}-3.jsonl")
    assert first.read_text() == "mine, keep it" and third.read_text() == m.record.text()
    assert app.toasts[-1][0] == (f"{first.name} was already there, so the log was saved "
                                 f"beside it as {third}.")


@pytest.mark.parametrize("case", ["folder", "no folder", "read-only", "empty"])
def test_a_path_that_cannot_be_saved_to_is_a_sentence_and_can_be_mended(tmp_path, monkeypatch,
                                                                         case):
    app, m = result_app()
    app.open("save_log", record=m.record)
    pump(app)
    typed = {"folder": tmp_path, "no folder": tmp_path / "nowhere" / "log.jsonl",
             "read-only": tmp_path / "log.jsonl", "empty": ""}[case]
    if case == "read-only":     # root writes anywhere: the disk's refusal, made by hand
        def refuse(path, text):
            raise OSError(errno.EROFS, "Read-only file system")
        monkeypatch.setattr("game.scenes.savelog.atomic_write", refuse)
    over = retype(app, typed) if typed != "" else app.stack.top
    if case == "empty":
        keys(app, pygame.K_BACKSPACE, len(over.text))
    key(app, pygame.K_RETURN)
    assert app.stack.top is over                     # still asking, with the reason
    assert over.problem == {
        "folder": f"{tmp_path} is a folder: add a file name after it, like "
                  f"{tmp_path / 'my-match.jsonl'}.",
        "no folder": f"There is no folder {tmp_path / 'nowhere'}: pick a folder that is there.",
        "read-only": "The log could not be saved there (Read-only file system): pick another "
                     "folder.",
        "empty": "Type where the log should go first, like "
                 f"{default_folder() / 'my-match.jsonl'}.",
    }[case]
    assert_screen_ok(app)
    assert list(tmp_path.iterdir()) == []           # nothing written, no folder made
    type_text(app, "x")                              # typing again clears the reason
    assert over.problem == ""
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, ResultScene)


@pytest.mark.parametrize("how", ["pad", "mouse", "touch"])
def test_save_log_opens_and_cancels_on_every_device(how, tmp_path, monkeypatch):
    monkeypatch.setenv("HOME", str(tmp_path))
    app, m = result_app()
    result = app.stack.top
    pad = VirtualPad() if how == "pad" else None
    pump(app, 3)

    def press(b):
        if pad is not None:
            menu = app.stack.top.menu
            for _ in range(5):
                if menu.focused() is b:
                    break
                pad.tap("dpleft" if b.rect.x < menu.focused().rect.x else "dpright")
                pump(app, 2)
            assert menu.focused() is b
            pad.tap("a")
            pump(app, 2)
        else:
            pos = window_pos(app, b.rect.center)
            click_window(app, pos) if how == "mouse" else _touch(app, pos)

    press(button(result, "save_log"))
    over = app.stack.top
    assert isinstance(over, SaveLogScene)
    press(button(over, "cancel"))
    assert app.stack.top is result and list(tmp_path.iterdir()) == []
    if pad is not None:                              # B goes back too
        press(button(result, "save_log"))
        pad.tap("b")
        pump(app, 2)
        assert app.stack.top is result
    press(button(result, "save_log"))
    press(button(app.stack.top, "save"))
    saved = list(tmp_path.iterdir())
    assert len(saved) == 1 and saved[0].read_text() == m.record.text()


def _touch(app, pos) -> None:
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        pygame.event.post(pygame.event.Event(kind, pos=pos, button=1, touch=True))
        pump(app)


# ---------------------------------------------------------------- the screens' words
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720), (800, 600), (1000, 1000)])
def test_the_result_row_and_the_save_overlay_pass_the_screen_audit(size, tmp_path):
    app, m = result_app(played("junkyard", 2, ("human", "easy", "hard", "medium")), size)
    pump(app, 60)
    assert [b.data for b in sorted(app.stack.top.menu.buttons, key=lambda b: b.rect.x)] == \
        ["watch", "save_log", "again", "menu"]
    assert_screen_ok(app)
    app.open("save_log", record=m.record)
    pump(app)
    retype(app, tmp_path / ("a very long folder name for a family's matches " * 3) / "x.jsonl")
    assert_screen_ok(app)
    key(app, pygame.K_RETURN)
    assert app.stack.top.problem.startswith("There is no folder ")
    assert_screen_ok(app)


def test_a_long_path_without_spaces_still_fits_in_the_sentence(tmp_path):
    app, m = result_app()
    app.open("save_log", record=m.record)
    pump(app)
    retype(app, tmp_path / ("no_spaces_in_this_folder_name_" * 6) / "x.jsonl")
    key(app, pygame.K_RETURN)
    assert app.stack.top.problem.startswith("There is no folder ")
    assert_screen_ok(app)
