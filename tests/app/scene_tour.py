"""Every scene the suite reaches, built on a real App: the one list the
still-screen test (and anything else that must visit every screen) walks.

    for name, build in tour():
        app = make_app(); build(app); ...

Each `build(app)` leaves that scene on top, with nobody touching anything
since it was built."""
from __future__ import annotations

from typing import Callable, Iterator

from game.app.seating import Seat, Seating
from game.input.intents import KEYBOARD, MOUSE

GAMES = ("codes", "bananas", "junkyard", "treefort", "bot255")


def _lobby(game_id: str) -> Callable:
    return lambda app: app.open("lobby", game_id=game_id)


def _help(game_id: str, page: int) -> Callable:
    def build(app):
        from game.core import registry
        scene = app.open("help", pages=registry.spec(game_id).help_pages())
        for _ in range(min(page, len(scene.pages) - 1)):
            scene.flip(1)
    return build


def help_page_counts() -> dict[str, int]:
    from game.core import registry
    return {g: len(registry.spec(g).help_pages()) for g in GAMES}


def _table(game_id: str, kinds: tuple[str, ...]) -> Callable:
    def build(app):
        from game.app.launch import start_match
        devices = iter([KEYBOARD, MOUSE])
        seats = [Seat(k, next(devices) if k == "human" else None) for k in kinds]
        app.settings.bot_speed = "fast"
        assert start_match(app, game_id, Seating(seats))
    return build


def _curtain(app) -> None:
    seating = Seating([Seat("human", KEYBOARD), Seat("human", MOUSE)])
    app.open("curtain", seat=1, seating=seating, message=None, on_reveal=lambda: None)


def _pause(app) -> None:
    _table("codes", ("human", "easy"))(app)
    app.open("pause", game_scene=app.stack.top)


def _result(app) -> None:
    from game.core.headless import play
    from game.core.state import Setup
    done = play(Setup("codes", ("easy", "easy"), 1))
    app.open("result", match=done, seating=Seating.from_kinds(done.setup.seats))


def tour(help_pages: bool = True) -> Iterator[tuple[str, Callable]]:
    yield "menu", lambda app: None
    yield "settings", lambda app: app.open("settings")
    for g in GAMES:
        yield f"lobby {g}", _lobby(g)
    if help_pages:
        for g, n in help_page_counts().items():
            for p in range(n):
                yield f"help {g} page {p + 1}", _help(g, p)
    yield "curtain", _curtain
    yield "pause", _pause
    yield "result", _result
    for g in GAMES:
        yield f"{g} table, a human waits", _table(g, ("human", "easy"))
        yield f"{g} table, two humans", _table(g, ("human", "human"))
