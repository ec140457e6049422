"""Going Bananas' lessons open as a child reaches their level (issue 22):
Start at a level whose lesson the child has not done offers it first
("Learn traps first" / "Just play"); the lobby's Learn button opens the
chosen level's lesson; after a child wins at a level the result screen
suggests the next one, and the title screen's card shows the levels won.
Driven as a player: clicks and keys on the real scenes."""
from __future__ import annotations

import pygame

from game.app.seating import Seat, Seating
from game.core.headless import play
from game.core import registry
from game.core.state import Setup
from game.input.intents import KEYBOARD
from game.learn import progress
from game.learn.offer import OfferScene
from tests.support.apphost import click, key, make_app, pump, run_until


def _lobby(app, level: int):
    """The title screen -> the Going Bananas card -> its lobby, the Level
    button pressed until it shows `level`; a keyboard player joined."""
    pump(app, 2)
    menu = app.stack.top
    card = next(b for b in menu.menu.buttons if getattr(b.data, "id", "") == "bananas")
    click(app, card.rect.center)
    pump(app, 2)
    lobby = app.stack.top
    assert type(lobby).__name__ == "LobbyScene"
    key(app, pygame.K_RETURN)                      # the keyboard joins seat 1
    while lobby.values["level"] != level:
        click(app, _button(lobby, ("opt", "level")).rect.center)
    return lobby


def _button(scene, data):
    return next(b for b in scene.menu.buttons if b.data == data)


def test_start_at_level_2_offers_the_traps_lesson_first_and_it_opens():
    app = make_app()
    lobby = _lobby(app, 2)
    click(app, _button(lobby, "start").rect.center)
    offer = app.stack.top
    assert isinstance(offer, OfferScene) and offer.lesson.id == "bananas-traps"
    learn = _button(offer, "yes")
    assert learn.label == "Learn traps first" and offer.menu.focused() is learn
    assert _button(offer, "no").label == "Just play"
    key(app, pygame.K_RETURN)                      # the focused choice: the lesson
    run_until(app, lambda: hasattr(app.stack.top, "coach"), 30)
    c = app.stack.top.coach
    assert c.run is not None and c.lesson.id == "bananas-traps" and c.run.index == 0


def test_just_play_starts_the_match_and_the_lesson_is_not_offered_again():
    app = make_app()
    lobby = _lobby(app, 3)
    click(app, _button(lobby, "start").rect.center)
    offer = app.stack.top
    assert isinstance(offer, OfferScene) and offer.lesson.id == "bananas-loop"
    click(app, _button(offer, "no").rect.center)
    run_until(app, lambda: hasattr(app.stack.top, "match"), 30)
    scene = app.stack.top
    assert not hasattr(scene, "coach") or scene.coach.run is None
    assert scene.match.state.view(None)["level"] == 3
    assert progress.skipped("bananas-loop") and not progress.done("bananas-loop")
    again = make_app()
    lobby = _lobby(again, 3)
    click(again, _button(lobby, "start").rect.center)
    ask = again.stack.top                          # the first match's save is kept: asked first
    assert not isinstance(ask, OfferScene) and ask.question == "Start a new match?"
    click(again, _button(ask, "yes").rect.center)
    run_until(again, lambda: hasattr(again.stack.top, "match"), 30)


def test_escape_on_the_offer_goes_back_to_the_lobby_and_nothing_starts():
    app = make_app()
    lobby = _lobby(app, 4)
    click(app, _button(lobby, "start").rect.center)
    assert app.stack.top.lesson.id == "bananas-magic"
    key(app, pygame.K_ESCAPE)
    pump(app, 2)
    assert app.stack.top is lobby and not progress.skipped("bananas-magic")


def test_level_2s_second_lesson_comes_next_and_a_level_whose_lessons_are_done_starts_at_once():
    progress.finish("bananas-traps")
    app = make_app()
    lobby = _lobby(app, 2)
    click(app, _button(lobby, "start").rect.center)
    assert app.stack.top.lesson.id == "bananas-missions"   # level 2 brings missions too
    key(app, pygame.K_ESCAPE)
    progress.finish("bananas-missions")
    for level in (2, 1):  # level 1's lesson is the game's own (its card lights up for it)
        app = make_app()
        lobby = _lobby(app, level)
        click(app, _button(lobby, "start").rect.center)
        if level == 1:
            click(app, _button(app.stack.top, "yes").rect.center)  # replace level 2's save
        run_until(app, lambda: hasattr(app.stack.top, "match"), 30)
        assert app.stack.top.match.state.view(None)["level"] == level


def test_the_lobbys_learn_button_opens_the_chosen_levels_lesson():
    app = make_app()
    lobby = _lobby(app, 1)
    assert _button(lobby, "learn").label == "Learn to play"
    for level, topic, lesson_id in ((2, "traps", "bananas-traps"), (3, "loop", "bananas-loop"),
                                    (4, "magic cards", "bananas-magic"),
                                    (5, None, "bananas")):
        while lobby.values["level"] != level:
            click(app, _button(lobby, ("opt", "level")).rect.center)
        assert _button(lobby, "learn").label == (f"Learn {topic}" if topic else "Learn to play")
    progress.finish("bananas-traps")     # level 2's next lesson, once traps is done: missions
    while lobby.values["level"] != 2:
        click(app, _button(lobby, ("opt", "level")).rect.center)
    assert _button(lobby, "learn").label == "Learn missions"
    click(app, _button(lobby, "learn").rect.center)
    run_until(app, lambda: hasattr(app.stack.top, "coach"), 30)
    assert app.stack.top.coach.lesson.id == "bananas-missions"


def _won(level: int, seed: int = 1):
    """A finished match at `level` that the human seat won (its moves made by
    the Medium bot against a random one: the result screen is what is tested)."""
    spec = registry.spec("bananas")
    match = play(Setup("bananas", ("human", "easy"), seed, str(level), ()),
                 bots={0: spec.bots("medium", 0, seed), 1: spec.bots("random", 1, seed)})
    assert match.state.winners() == [0]
    return match


def test_after_a_win_the_result_suggests_the_next_level_and_its_lesson_follows():
    app = make_app()
    pump(app, 2)
    app.open("result", match=_won(2), seating=Seating([Seat("human", KEYBOARD), Seat("easy")]))
    result = app.stack.top
    nxt = _button(result, "next_level")
    assert nxt.label == "Try level 3!" and result.menu.focused() is nxt
    assert progress.levels_won("bananas") == [2]
    key(app, pygame.K_RETURN)
    pump(app, 2)
    lobby = app.stack.top
    assert type(lobby).__name__ == "LobbyScene" and lobby.values["level"] == 3
    assert _button(lobby, "learn").label == "Learn loop"
    key(app, pygame.K_RETURN)                      # the keyboard joins
    click(app, _button(lobby, "start").rect.center)
    assert isinstance(app.stack.top, OfferScene) and app.stack.top.lesson.id == "bananas-loop"
    # and the title screen's card shows the level won as a star
    app.to_menu()
    pump(app, 2)
    assert app.stack.top.learn.levels["bananas"] == [2]


def test_no_suggestion_after_a_loss_a_bots_match_or_the_top_level():
    spec = registry.spec("bananas")
    app = make_app()
    pump(app, 2)
    lost = play(Setup("bananas", ("human", "easy"), 1, "2", ()),
                bots={0: spec.bots("random", 0, 1), 1: spec.bots("medium", 1, 1)})
    assert lost.state.winners() == [1]
    app.open("result", match=lost, seating=Seating([Seat("human", KEYBOARD), Seat("easy")]))
    assert all(b.data != "next_level" for b in app.stack.top.menu.buttons)
    bots = play(Setup("bananas", ("medium", "random"), 1, "2", ()))
    app.open("result", match=bots, seating=Seating([Seat("medium"), Seat("random")]))
    assert all(b.data != "next_level" for b in app.stack.top.menu.buttons)
    app.open("result", match=_won(7), seating=Seating([Seat("human", KEYBOARD), Seat("easy")]))
    assert all(b.data != "next_level" for b in app.stack.top.menu.buttons)
    assert progress.levels_won("bananas") == [7]


def test_the_offer_and_the_suggestion_pass_the_screen_audit():
    from tests.support.screen_audit import assert_screen_ok
    app = make_app()
    lobby = _lobby(app, 4)                         # the longest topic: "magic cards"
    assert_screen_ok(app)
    click(app, _button(lobby, "start").rect.center)
    pump(app, 10)
    assert isinstance(app.stack.top, OfferScene)
    assert_screen_ok(app)
    app.to_menu()
    app.open("result", match=_won(6), seating=Seating([Seat("human", KEYBOARD), Seat("easy")]))
    pump(app, 90)
    assert _button(app.stack.top, "next_level").label == "Try level 7!"
    assert_screen_ok(app)


def test_finishing_a_lesson_keeps_the_levels_won_and_each_lesson_has_its_own_entry():
    progress.win_level("bananas", 3)
    progress.save_step("bananas-loop", 4)
    progress.finish("bananas")
    assert progress.levels_won("bananas") == [3] and progress.done("bananas")
    assert progress.step("bananas-loop") == 4 and not progress.done("bananas-loop")
