"""The title screen: where the focus starts and stays, help on every card,
Continue that says what it continues, and a lobby that asks before it
replaces a saved match."""
from __future__ import annotations

import pygame

from game.app import saves
from game.core import registry
from game.core.state import Setup
from game.input.intents import BACK, HELP, KEYBOARD, Intent
from tests.support.apphost import click, key, make_app, pump, screenshot, shots_dir


def focused(app):
    return app.stack.top.menu.focused()


def _unfinished_codes_save():
    from game.core.match import Match
    m = Match(Setup("codes", ("human", "easy"), 4))
    for _ in range(4):
        seat = min(m.state.to_act())
        m.apply(seat, m.state.legal_actions(seat)[0])
    assert not m.over
    m.record.save(saves.save_path())
    return m


def test_first_launch_focuses_a_built_game():
    app = make_app()
    pump(app, 2)
    entry = focused(app).data
    assert isinstance(entry, registry.MenuEntry) and entry.built


def test_closing_help_keeps_the_card_that_was_chosen():
    app = make_app()
    pump(app, 2)
    menu = app.stack.top
    codes = next(i for i, b in enumerate(menu.menu.buttons) if getattr(b.data, "id", "") == "codes")
    menu.menu.focus = codes
    app.dispatch(Intent(HELP, KEYBOARD))
    assert app.stack.top is not menu
    app.dispatch(Intent(BACK, KEYBOARD))
    pump(app, 2)
    assert app.stack.top is menu and focused(app).data.id == "codes"


def test_help_on_a_coming_soon_card_says_so():
    # every game is built now: a stand-in that is not takes the last card
    registry.menu()
    registry.coming_soon("soon", "Soon Game", "Not built yet.")
    try:
        _help_on_coming_soon()
    finally:
        registry.unregister("soon")


def _help_on_coming_soon():
    app = make_app()
    pump(app, 2)
    menu = app.stack.top
    soon = next(i for i, b in enumerate(menu.menu.buttons)
                if isinstance(b.data, registry.MenuEntry) and not b.data.built)
    menu.menu.focus = soon
    app.dispatch(Intent(HELP, KEYBOARD))
    assert app.stack.top is menu
    assert "coming soon" in app.toasts[-1][0] and menu.menu.buttons[soon].data.title in \
        app.toasts[-1][0]


def test_continue_says_which_game_who_plays_and_which_round():
    m = _unfinished_codes_save()
    app = make_app()
    pump(app, 2)
    assert focused(app).data == "Continue"
    assert app.stack.top.saved == f"Codes: Red and Easy bot, round {m.state.round}"
    screenshot(app, shots_dir() / "menu_continue.png")


def test_a_new_match_asks_before_replacing_the_save():
    _unfinished_codes_save()
    before = saves.save_path().read_text()
    app = make_app()
    pump(app, 2)
    menu = app.stack.top
    codes = next(b for b in menu.menu.buttons if getattr(b.data, "id", "") == "codes")
    click(app, codes.rect.center)
    lobby = app.stack.top
    start = next(b for b in lobby.menu.buttons if b.data == "start")
    click(app, start.rect.center)
    ask = app.stack.top
    assert type(ask).__name__ == "ConfirmScene" and "Codes: Red and Easy bot" in ask.detail
    screenshot(app, shots_dir() / "confirm_replace.png")
    key(app, pygame.K_RETURN)                       # the focus is on keeping it
    assert app.stack.top is lobby and saves.save_path().read_text() == before
    click(app, start.rect.center)
    ask = app.stack.top
    click(app, next(b for b in ask.menu.buttons if b.data == "yes").rect.center)
    assert type(app.stack.top).__name__ == "CodesScene"
    assert saves.save_path().read_text() != before


def test_the_continue_summary_reads_only_the_setup_and_the_last_lines(monkeypatch):
    """A 40 MB save delayed the title screen by 5 s: the summary replayed it.
    Now it must come from the set-up line and the tail alone, however long the
    save: no replay and no rules are asked, and the middle is never parsed."""
    from game.core.match import Match
    m = _unfinished_codes_save()
    p = saves.save_path()
    lines = p.read_text().splitlines(keepends=True)
    # a long middle that would fail any parse (it is not a log line), so reading
    # it at all would end in None
    p.write_text(lines[0] + '{"broken\n' * 200_000 + "".join(lines[1:]))

    def refuse(*a, **k):
        raise AssertionError("the summary replayed the save")
    monkeypatch.setattr(Match, "replay", classmethod(refuse))
    monkeypatch.setattr(type(m.state), "apply", refuse)
    assert saves.summary() == f"Codes: Red and Easy bot, round {m.state.round}"


def test_the_summary_counts_moves_where_a_game_has_no_rounds():
    from game.core.match import Match
    m = Match(Setup("treefort", ("human", "easy"), 4))
    for _ in range(3):
        seat = min(m.state.to_act())
        m.apply(seat, m.state.legal_actions(seat)[0])
    m.record.save(saves.save_path())
    assert saves.summary() == "Treefort Nations: Red and Easy bot, 3 moves in"


def test_a_saved_match_of_any_game_puts_the_focus_on_continue():
    from game.app.launch import start_match
    from game.app.seating import Seating
    for game_id in ("junkyard", "codes"):
        app = make_app()
        assert start_match(app, game_id, Seating.from_kinds(["human", "easy"]))
        pump(app, 2)
        assert saves.exists()
        app = make_app()                    # the app starts again: the title screen
        pump(app, 2)
        assert focused(app).data == "Continue", game_id


def test_a_pointer_resting_on_settings_at_start_leaves_the_focus_on_continue():
    # The app quit with the pointer where "Quit to menu" was (the pause menu's
    # last button sits where the title's Settings is); on the next start the
    # window reports that resting pointer once. Only a pointer that moves chooses.
    from tests.support.apphost import window_pos
    _unfinished_codes_save()
    app = make_app()
    settings = next(b for b in app.stack.top.menu.buttons if b.data == "Settings")
    at = window_pos(app, settings.rect.center)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(0, 0),
                                         buttons=(0, 0, 0), touch=False))
    pump(app, 2)
    assert focused(app).data == "Continue"
    moved = window_pos(app, (settings.rect.centerx + 20, settings.rect.centery))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=moved, rel=(20, 0),
                                         buttons=(0, 0, 0), touch=False))
    pump(app, 2)
    assert focused(app).data == "Settings"
