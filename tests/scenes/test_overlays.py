"""Settings, pause, help, curtain and result scenes, driven through the real App."""
from __future__ import annotations

from dataclasses import dataclass

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app import saves  # noqa: E402
from game.app.scene import Scene  # noqa: E402
from game.app.seating import Seat, Seating  # noqa: E402
from game.app.settings import Settings  # noqa: E402
from game.core import registry  # noqa: E402
from game.core.actions import Action, ActionCodec  # noqa: E402
from game.core.events import event  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.state import Option, Setup, State  # noqa: E402
from game.scenes.curtain import CurtainScene  # noqa: E402
from game.scenes.help import NO_HELP, HelpPage, HelpScene  # noqa: E402
from game.app.launch import start_match  # noqa: E402
from game.scenes.menu import MenuScene  # noqa: E402
from game.scenes.pause import PauseScene  # noqa: E402
from game.scenes.result import ResultScene  # noqa: E402
from game.scenes.settings import SettingsScene  # noqa: E402

from tests.support.fakegames import fake_spec  # noqa: E402
from tests.support.apphost import click, key, make_app, pump  # noqa: E402
from tests.support.vpad import VirtualPad  # noqa: E402


# ---------------------------------------------------------------- a tiny fake game
@dataclass(frozen=True)
class Win(Action):
    KIND = "win"
    seat: int = 0


class FakeState(State):
    CODEC = ActionCodec(Win)
    GAME_ID = "fakeo"

    def __init__(self, setup):
        self.setup, self.won = setup, None

    def to_act(self):
        return set() if self.over else {0}

    def legal_actions(self, seat):
        return [Win(s) for s in range(-1, self.setup.players)] if seat in self.to_act() else []

    def _apply(self, seat, action):
        self.won = [] if action.seat < 0 else [action.seat]
        return [event("won", seat=action.seat)]

    def view(self, seat):
        return {}

    @property
    def over(self):
        return self.won is not None

    def scores(self):
        return [3 if i in (self.won or []) else 1 for i in range(self.setup.players)]

    def winners(self):
        return list(self.won or [])


class FakeGameScene(Scene):
    game_id = "fakeo"

    def __init__(self, app, match, seating):
        super().__init__(app)
        self.match, self.seating = match, seating

    def restart(self):
        from game.app.launch import restart
        restart(self.app, self.match, self.seating)

    def draw(self, surf):
        surf.fill((200, 40, 200))  # a "secret" colour the curtain must hide


@pytest.fixture(autouse=True)
def fake_game(register_game):
    register_game(fake_spec(
        "fakeo", FakeState, ActionCodec(Win), scene=FakeGameScene,
        options=(Option("mirror", "Mirror", "Coins show on both sides."),)))


def in_game(seats=(Seat("human", "kbd"), Seat("easy")), variants=("mirror",)):
    app = make_app()
    start_match(app, "fakeo", Seating(list(seats)), None, variants)
    pump(app, 2)
    game = app.stack.top
    assert isinstance(game, FakeGameScene)
    return app, game


def centre(scene, data):
    return next(b for b in scene.menu.buttons if b.data == data).rect.center


# ---------------------------------------------------------------- settings
def test_settings_change_apply_and_persist():
    app = make_app()
    click(app, next(b.rect.center for b in app.stack.top.menu.buttons if b.label == "Settings"))
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    start = round(app.settings.volume * 100)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert round(app.settings.volume * 100) == min(100, start + 20)
    assert app.sounds.volume == app.settings.volume and "tick" in app.sounds.played
    key(app, pygame.K_LEFT)
    for _ in range(12):
        key(app, pygame.K_LEFT)
    assert app.settings.volume == 0.0
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RETURN)  # colour-blind palette on
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)   # animation 1x -> 1.5x
    key(app, pygame.K_DOWN)
    key(app, pygame.K_LEFT)    # bots normal -> slow
    click(app, centre(scene, "volume"))  # a click on the bar sets the volume there
    bar = scene.bar_rect()
    click(app, (bar.x + bar.w * 7 // 10, bar.centery))
    assert round(app.settings.volume * 100) == 70
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)
    again, msg = Settings.load()
    assert msg is None
    assert (again.volume, again.colour_blind, again.animation_speed, again.bot_speed) == \
        (0.7, True, 1.5, "slow")
    fresh = make_app()  # a new App reads them back
    assert (fresh.settings.colour_blind, fresh.settings.bot_speed) == (True, "slow")


# ---------------------------------------------------------------- pause
def test_pause_resumes_with_back_or_pause():
    app, game = in_game()
    for k in (pygame.K_ESCAPE, pygame.K_p):
        app.push(PauseScene(app, game))
        pump(app, 2)
        assert app.stack.visible()[0] is game  # the game shows (dimmed) underneath
        key(app, k)
        assert app.stack.top is game


def test_pause_quit_keeps_autosave_and_restart_makes_a_new_seed():
    app, game = in_game()
    seed = game.match.setup.seed
    app.push(PauseScene(app, game))
    pump(app, 20)
    click(app, centre(app.stack.top, "Restart"))
    click(app, centre(app.stack.top, "yes"))        # Start this game again? Yes
    again = app.stack.top
    assert isinstance(again, FakeGameScene) and again is not game
    assert again.match.setup.seats == game.match.setup.seats
    assert again.match.setup.variants == ("mirror",)
    assert again.match.setup.seed != seed
    assert [type(s) for s in app.stack.scenes] == [MenuScene, FakeGameScene]
    app.push(PauseScene(app, again))
    pump(app, 20)
    click(app, centre(app.stack.top, "Quit to menu"))
    assert [type(s) for s in app.stack.scenes] == [MenuScene]
    assert saves.exists()
    assert any(b.label == "Continue" for b in app.stack.top.menu.buttons)


def test_pause_opens_help_and_settings():
    app, game = in_game()
    app.push(PauseScene(app, game))
    pump(app, 20)
    click(app, centre(app.stack.top, "Help"))
    assert isinstance(app.stack.top, HelpScene)
    key(app, pygame.K_ESCAPE)
    click(app, centre(app.stack.top, "Settings"))
    assert isinstance(app.stack.top, SettingsScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseScene)


# ---------------------------------------------------------------- help
def test_help_falls_back_when_a_game_has_none():
    app = make_app()
    app.push(HelpScene(app, registry.spec("fakeo").help_pages()))
    pump(app, 2)
    assert app.stack.top.pages == NO_HELP
    key(app, pygame.K_RIGHT)  # the only page: "Done" closes
    assert isinstance(app.stack.top, MenuScene)


def test_help_pages_flip_and_close():
    drawn = []
    pages = [HelpPage("One", "First page.", lambda s, r, t: drawn.append(r.copy())),
             HelpPage("Two", "Second page."), HelpPage("Three", "Third page.")]
    app = make_app()
    app.push(HelpScene(app, pages))
    pump(app, 2)
    scene = app.stack.top
    assert scene.page == 0 and drawn and drawn[-1].w >= 400  # the picture got its rect
    key(app, pygame.K_LEFT)  # nothing before the first page
    assert scene.page == 0
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_e)
    assert scene.page == 2 and "flip" in app.sounds.played
    click(app, centre(scene, "prev"))
    assert scene.page == 1
    click(app, centre(scene, "next"))
    click(app, centre(scene, "next"))  # "Done" on the last page
    assert isinstance(app.stack.top, MenuScene)
    app.push(HelpScene(app, pages))
    pump(app, 2)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MenuScene)


# ---------------------------------------------------------------- curtain
def curtain_on(app, game, seat, settle=40):
    revealed = []
    app.push(CurtainScene(app, seat, game.seating, None, lambda: revealed.append(seat)))
    pump(app, settle)
    return revealed


def test_curtain_hides_everything_and_only_the_owner_reveals():
    app, game = in_game(seats=(Seat("human", "kbd"), Seat("human", "mouse")))
    revealed = curtain_on(app, game, 1)
    curtain = app.stack.top
    assert app.stack.visible() == [curtain]
    assert (200, 40, 200) not in {tuple(app.display.canvas.get_at((x, y)))[:3]
                                  for x in range(0, 1920, 40) for y in range(0, 1080, 40)}
    assert "Blue's turn" in curtain.message
    key(app, pygame.K_RETURN)  # the keyboard belongs to Red: no peeking
    pump(app, 40)
    assert app.stack.top is curtain and not revealed and "error" in app.sounds.played
    click(app, (960, 540))  # Blue's mouse
    pump(app, 40)
    assert revealed == [1] and app.stack.top is game


def test_curtain_any_device_for_an_unbound_seat_and_pause_works():
    app, game = in_game(seats=(Seat("human", None), Seat("human", "kbd")))
    revealed = curtain_on(app, game, 0)
    key(app, pygame.K_p)
    assert isinstance(app.stack.top, PauseScene)
    assert app.stack.visible()[0] is app.stack.scenes[-2]  # still the curtain underneath
    key(app, pygame.K_p)
    assert isinstance(app.stack.top, CurtainScene)
    key(app, pygame.K_SPACE)
    pump(app, 40)
    assert revealed == [0] and app.stack.top is game


def test_curtain_ignores_a_press_while_it_is_still_falling():
    app, game = in_game(seats=(Seat("human", "kbd"), Seat("human", "kbd")))
    revealed = curtain_on(app, game, 0, settle=1)
    key(app, pygame.K_RETURN)
    pump(app, 40)
    assert not revealed
    key(app, pygame.K_RETURN)
    pump(app, 40)
    assert revealed == [0]


def test_curtain_pad_owner_and_lost_pad():
    pad = VirtualPad()
    app = make_app()
    pump(app, 2)
    start_match(app, "fakeo", Seating([Seat("human", "kbd"), Seat("human", pad.device)]))
    pump(app, 2)
    game = app.stack.top
    revealed = curtain_on(app, game, 1)
    key(app, pygame.K_RETURN)
    pump(app, 30)
    assert not revealed
    pad.tap("a")
    pump(app, 40)
    assert revealed == [1]
    # the pad is unplugged: its seat is lost, and any device may take it back
    game.seating.device_lost(pad.device)
    revealed = curtain_on(app, game, 1)
    key(app, pygame.K_RETURN)
    pump(app, 40)
    assert revealed == [1] and game.seating.seats[1].device == "kbd"
    assert not game.seating.seats[1].lost


# ---------------------------------------------------------------- result
def finished(winner, seats=("human", "easy"), seed=7):
    m = Match(Setup("fakeo", seats, seed, None, ("mirror",)))
    m.apply(0, Win(winner))
    return m


def test_result_headlines_and_sounds():
    app = make_app()
    seating = Seating([Seat("human", "kbd"), Seat("easy")])
    cases = [(0, "Red wins!", "win"), (1, "Blue wins!", "lose"),
             (-1, "Nobody cracked it this time", "lose")]
    for winner, headline, sound in cases:
        app.push(ResultScene(app, finished(winner), seating, lines=["Red's code: heads tails"]))
        pump(app, 2)
        assert app.stack.top.headline() == headline
        assert app.sounds.played[-1] == sound or sound in app.sounds.played[-3:]
        app.pop()
    m = Match(Setup("fakeo", ("human", "human"), 1))
    m.state.won = [0, 1]
    assert ResultScene(app, m, Seating.from_kinds(["human", "human"])).headline() == \
        "Red and Blue win together!"


def test_result_confetti_is_reproducible_and_buttons_work():
    app = make_app()
    seating = Seating([Seat("human", "kbd"), Seat("easy")])
    m = finished(0, seed=99)
    a, b = ResultScene(app, m, seating), ResultScene(app, m, seating)
    for _ in range(30):
        a.update(1 / 60)
        b.update(1 / 60)
    assert [(p.x, p.y, p.kind) for p in a.bits] == [(p.x, p.y, p.kind) for p in b.bits]
    app.push(a)
    pump(app, 3)
    click(app, centre(a, "again"))
    game = app.stack.top
    assert isinstance(game, FakeGameScene)
    assert game.match.setup.seats == ("human", "easy") and game.match.setup.variants == ("mirror",)
    assert [type(s) for s in app.stack.scenes] == [MenuScene, FakeGameScene]
    app.push(ResultScene(app, m, seating))
    pump(app, 3)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)  # Menu
    assert [type(s) for s in app.stack.scenes] == [MenuScene]


def _paused_codes(app):
    from tests.app.scene_tour import tour
    dict(tour(help_pages=False))["pause"](app)
    pump(app, 30)
    pause = app.stack.top
    assert isinstance(pause, PauseScene)
    return pause, pause.game_scene.match


@pytest.mark.parametrize("how", ["keyboard", "pad", "mouse"])
def test_restart_from_pause_asks_first_and_no_keeps_the_match(how):
    from game.scenes.confirm import ConfirmScene
    app = make_app()
    pad = VirtualPad() if how == "pad" else None
    pump(app, 2)
    pause, match = _paused_codes(app)
    restart = next(b for b in pause.menu.buttons if b.data == "Restart")

    def choose(button):
        if how == "mouse":
            click(app, button.rect.center)
            return
        menu = app.stack.top.menu
        for _ in range(4):
            if menu.focused() is button:
                break
            if pad is not None:
                pad.tap("dpright" if button.rect.x > menu.focused().rect.x else "dpdown")
            else:
                key(app, pygame.K_RIGHT if button.rect.x > menu.focused().rect.x
                    else pygame.K_DOWN)
            pump(app, 2)
        assert menu.focused() is button
        if pad is not None:
            pad.tap("a")
            pump(app, 2)
        else:
            key(app, pygame.K_RETURN)

    choose(restart)
    ask = app.stack.top
    assert isinstance(ask, ConfirmScene)
    assert ask.menu.focused().data == "no"          # the safe answer has the focus
    assert "again" in ask.question
    choose(next(b for b in ask.menu.buttons if b.data == "no"))
    assert app.stack.top is pause and pause.game_scene.match is match
    choose(restart)
    choose(next(b for b in app.stack.top.menu.buttons if b.data == "yes"))
    pump(app, 2)
    game = app.stack.top
    assert getattr(game, "match", None) is not None and game.match is not match
