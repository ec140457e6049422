"""The lobby, driven through the real App with synthetic keys, clicks and virtual pads."""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.app import saves  # noqa: E402
from game.app.scene import Scene  # noqa: E402
from game.core import registry  # noqa: E402
from game.core.actions import Action, ActionCodec  # noqa: E402
from game.core.errors import BadSetup  # noqa: E402
from game.core.events import event  # noqa: E402
from game.core.state import Option, State  # noqa: E402
from game.scenes.lobby import EMPTY, WAITING, LobbyScene  # noqa: E402
from game.scenes.menu import MenuScene  # noqa: E402

from tests.support.fakegames import fake_spec  # noqa: E402
from tests.support.apphost import click, key, make_app, pump  # noqa: E402
from tests.support.vpad import VirtualPad  # noqa: E402


# ---------------------------------------------------------------- a tiny fake game
@dataclass(frozen=True)
class Win(Action):
    KIND = "win"


class FakeState(State):
    CODEC = ActionCodec(Win)
    GAME_ID = "fake"

    def __init__(self, setup):
        self.setup, self.winner = setup, None

    def to_act(self):
        return set() if self.over else {0}

    def legal_actions(self, seat):
        return [Win()] if seat in self.to_act() else []

    def _apply(self, seat, action):
        self.winner = seat
        return [event("won", seat=seat)]

    def view(self, seat):
        return {}

    @property
    def over(self):
        return self.winner is not None

    def scores(self):
        return [int(i == self.winner) for i in range(self.setup.players)]

    def winners(self):
        return [] if self.winner is None else [self.winner]


def _new_match(setup):
    if "broken" in setup.variants:
        raise BadSetup("The broken table cannot be used.")
    return FakeState(setup)


class FakeGameScene(Scene):
    game_id = "fake"

    def __init__(self, app, match, seating):
        super().__init__(app)
        self.match, self.seating = match, seating

    def restart(self):
        from game.app.launch import restart
        restart(self.app, self.match, self.seating)


FAKE_OPTIONS = (Option("mirror", "Mirror", "Coins show on both sides."),
                Option("rounds", "Rounds", "How many rounds to play.", (1, 3, 5), 3),
                Option("broken", "Broken", "A set-up the rules refuse."))


@pytest.fixture(autouse=True)
def fake_game(register_game):
    return register_game(fake_spec("fake", _new_match, ActionCodec(Win), scene=FakeGameScene,
                                   options=FAKE_OPTIONS))


@pytest.fixture
def app():
    a = make_app()
    a.push(LobbyScene(a, "fake"))
    pump(a, 2)
    return a


def lobby(app) -> LobbyScene:
    scene = app.stack.top
    assert isinstance(scene, LobbyScene)
    return scene


def centre(app, data):
    b = next(b for b in lobby(app).menu.buttons if b.data == data)
    return b.rect.center


def kinds(app):
    return [(s.kind, s.device) for s in lobby(app).seats]


def started(app):
    top = app.stack.top
    assert isinstance(top, FakeGameScene), f"the game did not start: {top!r}"
    assert [type(s) for s in app.stack.scenes] == [MenuScene, FakeGameScene]
    return top


# ---------------------------------------------------------------- tests
def test_new_lobby_prefills_and_start_works_right_away(app):
    assert kinds(app) == [(WAITING, None), ("easy", None), (EMPTY, None), (EMPTY, None)]
    assert lobby(app).menu.focused().data == "start"
    click(app, centre(app, "start"))
    game = started(app)
    setup = game.match.setup
    assert setup.game == "fake" and setup.seats == ("human", "easy") and setup.variants == ()
    assert [(s.kind, s.device) for s in game.seating.seats] == [("human", None), ("easy", None)]
    assert saves.exists()  # the autosave is written before the game shows


def test_keyboard_joins_once_leaves_and_hot_seats(app):
    key(app, pygame.K_RETURN)
    assert kinds(app)[0] == ("human", "kbd")
    assert "join" in app.sounds.played
    # a second Enter does not take a second seat: it works the buttons instead
    focus(app, "add")
    key(app, pygame.K_RETURN)  # "Add a player": hot-seat on the same keyboard
    assert kinds(app) == [("human", "kbd"), ("easy", None), ("human", "kbd"), (EMPTY, None)]
    key(app, pygame.K_ESCAPE)  # the last keyboard player leaves; the seat is empty again
    assert kinds(app)[2] == (EMPTY, None)
    key(app, pygame.K_ESCAPE)
    assert kinds(app)[0] == (WAITING, None)
    key(app, pygame.K_ESCAPE)  # nobody on the keyboard any more: back to the menu
    assert isinstance(app.stack.top, MenuScene)


def test_keyboard_join_then_start(app):
    key(app, pygame.K_RETURN)
    key(app, pygame.K_RETURN)  # focus starts on Start
    game = started(app)
    assert game.seating.seats[0].device == "kbd"
    assert game.match.setup.seats == ("human", "easy")


def test_mouse_joins_cards_and_leaves(app):
    click(app, centre(app, ("join", 1)))  # takes over the bot's seat
    assert kinds(app)[1] == ("human", "mouse")
    assert lobby(app).visible() == 3  # the players, and one free seat to join
    click(app, centre(app, ("join", 2)))  # the Join button adds another mouse player
    assert kinds(app)[2] == ("human", "mouse")
    assert lobby(app).visible() == 4
    click(app, centre(app, ("join", 1)))  # now "Leave": the bot comes back
    assert kinds(app)[1] == ("easy", None)
    assert "leave" in app.sounds.played
    click(app, centre(app, "start"))
    assert started(app).match.setup.seats == ("human", "easy", "human")


def test_bot_difficulty_cycles_by_click_and_shoulder_keys(app):
    seen = []
    for _ in range(6):
        click(app, centre(app, ("kind", 1)))
        seen.append(kinds(app)[1][0])
    assert seen == ["medium", "hard", "random", EMPTY, WAITING, "easy"]
    labels = {b.data: b.label for b in lobby(app).menu.buttons}
    assert labels[("kind", 1)] == "Easy bot"
    key(app, pygame.K_q)  # focus is still on that button: Q steps back
    assert kinds(app)[1][0] == WAITING
    key(app, pygame.K_e)
    key(app, pygame.K_e)
    assert kinds(app)[1][0] == "medium"
    click(app, centre(app, "start"))
    assert started(app).match.setup.seats == ("human", "medium")


def test_options_become_variants(app):
    click(app, centre(app, ("opt", "mirror")))
    click(app, centre(app, ("opt", "rounds")))
    labels = {b.data: b.label for b in lobby(app).menu.buttons}
    assert labels[("opt", "mirror")] == "Mirror: On" and labels[("opt", "rounds")] == "Rounds: 5"
    assert lobby(app).variants() == ("mirror", "rounds=5")
    click(app, centre(app, ("opt", "rounds")))  # 5 -> 1
    click(app, centre(app, "start"))
    assert started(app).match.setup.variants == ("mirror", "rounds=1")


def test_bad_setup_toasts_and_stays(app):
    click(app, centre(app, ("opt", "broken")))
    click(app, centre(app, "start"))
    assert isinstance(app.stack.top, LobbyScene)
    assert any("broken table" in t[0] for t in app.toasts)
    assert not saves.exists()


def test_start_needs_enough_players(app):
    for _ in range(5):  # seat 0: waiting -> ... -> empty; the bot moves up to seat 0
        click(app, centre(app, ("kind", 0)))
    assert kinds(app) == [("easy", None)] + [(EMPTY, None)] * 3
    assert lobby(app).menu.focused().data == ("kind", 1)  # focus stays on the empty card
    for _ in range(4):  # easy -> ... -> empty
        click(app, centre(app, ("kind", 0)))
    assert kinds(app) == [(EMPTY, None)] * 4 and lobby(app).visible() == 1
    start = next(b for b in lobby(app).menu.buttons if b.data == "start")
    assert not start.enabled
    click(app, centre(app, "start"))
    assert isinstance(app.stack.top, LobbyScene) and "error" in app.sounds.played


def test_all_bots_is_fine(app):
    click(app, centre(app, ("kind", 0)))  # waiting -> easy
    click(app, centre(app, "start"))
    assert started(app).match.setup.seats == ("easy", "easy")


def test_seats_stay_packed(app):
    click(app, centre(app, ("join", 2)))   # mouse sits in the free card: Player 3
    assert kinds(app)[2] == ("human", "mouse")
    for _ in range(4):                     # the bot in the middle: easy -> ... -> empty
        click(app, centre(app, ("kind", 1)))
    assert kinds(app)[:3] == [(WAITING, None), ("human", "mouse"), (EMPTY, None)]
    click(app, centre(app, "start"))
    assert started(app).match.setup.seats == ("human", "human")


def refit(register_game, spec, **changes):
    """Register the fake game again with some parts changed."""
    registry.unregister(spec.id)
    register_game(dataclasses.replace(spec, **changes))


def test_many_options_hide_behind_more_options(app, fake_game, register_game):
    from game.core.state import Option
    from game.scenes.lobby import OptionsScene
    refit(register_game, fake_game, options=fake_game.options + tuple(
        Option(f"extra{k}", f"Extra {k}", f"Extra rule {k}.") for k in range(5)),
        option_labels={"rounds": {1: "One", 3: "Three", 5: "Five"}})
    app.pop()
    app.push(LobbyScene(app, "fake"))
    pump(app, 2)
    datas = [b.data for b in lobby(app).menu.buttons]
    assert ("opt", "mirror") in datas and ("opt", "extra0") not in datas and "more" in datas
    assert next(b.label for b in lobby(app).menu.buttons
                if b.data == ("opt", "rounds")) == "Rounds: Three"
    click(app, centre(app, "more"))
    scene = app.stack.top
    assert isinstance(scene, OptionsScene)
    row = next(b for b in scene.menu.buttons if b.data == ("opt", "extra3"))
    click(app, row.rect.center)
    assert row.label == "Extra 3: On"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, LobbyScene)
    more = next(b for b in lobby(app).menu.buttons if b.data == "more")
    assert more.icon == "star" and more.note == ""    # changed behind it: the changed star
    click(app, centre(app, "start"))
    assert started(app).match.setup.variants == ("extra3",)


def test_a_game_picks_its_lobby_options(app, fake_game, register_game):
    from game.core.state import Option
    refit(register_game, fake_game, options=fake_game.options + tuple(
        Option(f"extra{k}", f"Extra {k}", f"Extra rule {k}.") for k in range(5)),
        lobby_options=("extra4", "rounds", "no_such_option"))
    app.pop()
    app.push(LobbyScene(app, "fake"))
    pump(app, 2)
    opts = [b.data[1] for b in lobby(app).menu.buttons
            if isinstance(b.data, tuple) and b.data[0] == "opt"]
    assert opts == ["extra4", "rounds"]


def test_pads_join_leave_and_unplug():
    app = make_app()
    first = VirtualPad()
    app.push(LobbyScene(app, "fake"))
    pump(app, 3)
    assert first.device in lobby(app).pads_seen  # "Press A to join" shows
    first.tap("a")
    pump(app, 2)
    assert kinds(app)[0] == ("human", first.device)
    assert first.device not in lobby(app).pads_seen
    second = VirtualPad()  # plugged in while the lobby is open
    pump(app, 3)
    assert second.device in lobby(app).pads_seen
    second.tap("a")
    pump(app, 2)
    assert kinds(app)[2] == ("human", second.device)  # the next free seat
    second.tap("b")
    pump(app, 2)
    assert kinds(app)[2] == (EMPTY, None)
    first.detach()
    pump(app, 3)
    assert kinds(app)[0] == (WAITING, None)
    assert any("unplugged" in t[0] for t in app.toasts)
    # the pad that left now works the buttons; it comes back with a Join button
    focus(app, ("join", 0))
    second.tap("a")
    pump(app, 2)
    assert kinds(app)[0] == ("human", second.device)


def focus(app, data):
    menu = lobby(app).menu
    menu.focus = next(i for i, b in enumerate(menu.buttons) if b.data == data)


def test_keyboard_alone_can_set_up_an_all_bot_match(app):
    key(app, pygame.K_RETURN)  # joins...
    key(app, pygame.K_ESCAPE)  # ...and leaves: from now on Enter works the buttons
    assert kinds(app)[0] == (WAITING, None)
    focus(app, ("kind", 0))
    key(app, pygame.K_RETURN)
    assert kinds(app)[0] == ("easy", None)
    key(app, pygame.K_DOWN)  # geometric focus: down from a card reaches the options
    assert lobby(app).menu.focused().data[0] == "opt"
    focus(app, "start")
    key(app, pygame.K_RETURN)
    assert started(app).match.setup.seats == ("easy", "easy")


def test_a_game_that_cannot_be_played_goes_back_with_a_toast():
    registry.menu()
    registry.coming_soon("soon", "Soon Game", "Not built yet.")
    try:
        app = make_app()
        app.push(LobbyScene(app, "soon"))  # on the menu, not built yet
        pump(app, 2)
        assert isinstance(app.stack.top, MenuScene)
        assert any("coming soon" in t[0] for t in app.toasts)
    finally:
        registry.unregister("soon")


def test_the_real_codes_game_starts_from_the_menu():
    app = make_app()
    pump(app, 2)
    card = next(b for b in app.stack.top.menu.buttons
                if getattr(b.data, "id", None) == "codes")
    click(app, card.rect.center)
    assert isinstance(app.stack.top, LobbyScene) and app.stack.top.game_id == "codes"
    click(app, centre(app, "start"))
    assert [type(s).__name__ for s in app.stack.scenes][0] == "MenuScene"
    assert app.stack.scenes[1].match.setup.seats == ("human", "easy")
    assert len(app.stack.scenes) >= 2 and saves.exists()


# ---------------------------------------------------------------- remembered set-ups
def test_the_lobby_remembers_seats_bot_levels_and_options(app):
    click(app, centre(app, ("kind", 1)))            # easy -> medium
    click(app, centre(app, ("kind", 2)))            # an empty seat -> waiting for a human
    click(app, centre(app, ("kind", 2)))            # -> easy
    click(app, centre(app, ("kind", 2)))            # -> medium
    click(app, centre(app, ("kind", 2)))            # -> hard
    click(app, centre(app, ("opt", "rounds")))      # 3 -> 5
    click(app, centre(app, "start"))
    assert started(app).match.setup.seats == ("human", "medium", "hard")
    app.to_menu()
    app.push(LobbyScene(app, "fake"))
    pump(app, 2)
    assert kinds(app) == [(WAITING, None), ("medium", None), ("hard", None), (EMPTY, None)]
    assert lobby(app).values["rounds"] == 5


def test_a_refused_set_up_is_not_remembered(app):
    click(app, centre(app, ("opt", "broken")))
    click(app, centre(app, "start"))
    assert isinstance(app.stack.top, LobbyScene)
    app.pop()
    app.push(LobbyScene(app, "fake"))
    pump(app, 2)
    assert lobby(app).values["broken"] is False


@pytest.mark.parametrize("content", ['{"fake": {"seats": ["human", "wizard"], "options": '
                                     '{"rounds": 99, "mirror": "yes"}}}',
                                     '{"fake": {"seats": ["easy", "easy", "easy", "easy", "easy"], "options": []}}',
                                     "[1, 2]", "\x00 not json", '{"fake": 5}'])
def test_a_broken_or_outdated_memory_gives_the_usual_lobby(content):
    from game.app import lobby_memory
    lobby_memory.path().parent.mkdir(parents=True, exist_ok=True)
    lobby_memory.path().write_text(content)
    a = make_app()
    a.push(LobbyScene(a, "fake"))
    pump(a, 2)
    assert kinds(a) == [(WAITING, None), ("easy", None), (EMPTY, None), (EMPTY, None)]
    assert lobby(a).values == {"mirror": False, "rounds": 3, "broken": False}


def _stars_are_laid_out(menu, opts):
    """Every option button that is off the usual rules carries its star as its
    icon (laid out beside the words, so the two never cover each other); the
    others carry none."""
    for b in menu.buttons:
        if isinstance(b.data, tuple) and b.data[0] == "opt":
            o = opts.get(b.data[1])
            changed = opts.values[o.name] != o.default
            assert (b.icon == "star") == changed, (b.label, b.icon)


@pytest.mark.parametrize("game_id", ["codes", "bananas", "junkyard", "treefort", "bot255"])
def test_a_changed_option_shows_its_star_beside_its_words(game_id):
    from game.scenes.lobby import OptionsScene
    from game.ui import widgets
    app = make_app()
    app.open("lobby", game_id=game_id)
    pump(app, 2)
    scene = lobby(app)
    for o in scene.opts.options:
        scene.cycle_option(o.name)
    _stars_are_laid_out(scene.menu, scene.opts)
    more = OptionsScene(app, "More", scene.opts)
    _stars_are_laid_out(more.menu, more.opts)
    for o in scene.opts.options:
        more.cycle(o.name, 1)
    _stars_are_laid_out(more.menu, more.opts)
    seen = []
    real = widgets.draw_text

    def spy(surf, s, size, colour, pos, *a, **kw):
        r = real(surf, s, size, colour, pos, *a, **kw)
        seen.append((s, r))
        return r
    widgets.draw_text = spy
    try:
        for sc in (scene, more):
            seen.clear()
            sc.draw(app.display.canvas)
            for b in sc.menu.buttons:
                if isinstance(b.data, tuple) and b.data[0] == "opt" and b.label:
                    # the words, on one line or two, stay inside their button
                    rects = [r for s, r in seen if s and s in b.label and r.colliderect(b.rect)]
                    assert rects and all(b.rect.contains(r) for r in rects), b.label
    finally:
        widgets.draw_text = real
