"""Every scene of the arcade by name: the one factory.

Scenes open one another by name (`app.open("pause", game_scene=self)`), so
no scene module imports another; a game's match scene comes from its spec.
Modules load on first use, so the menu starts without loading the rest.
"""
from __future__ import annotations

from typing import Any, Callable


def _menu(app: Any) -> Any:
    from .menu import MenuScene
    return MenuScene(app)


def _lobby(app: Any, game_id: str) -> Any:
    from .lobby import LobbyScene
    return LobbyScene(app, game_id)


def _settings(app: Any) -> Any:
    from .settings import SettingsScene
    return SettingsScene(app)


def _help(app: Any, pages: list) -> Any:
    from .help import HelpScene
    return HelpScene(app, pages)


def _pause(app: Any, game_scene: Any) -> Any:
    from .pause import PauseScene
    return PauseScene(app, game_scene)


def _curtain(app: Any, **kw: Any) -> Any:
    from .curtain import CurtainScene
    return CurtainScene(app, **kw)


def _result(app: Any, **kw: Any) -> Any:
    from .result import ResultScene
    return ResultScene(app, **kw)


def _confirm(app: Any, **kw: Any) -> Any:
    from .confirm import ConfirmScene
    return ConfirmScene(app, **kw)


def _matches(app: Any, **kw: Any) -> Any:
    from .matches import MatchesScene
    return MatchesScene(app, **kw)


def _save_log(app: Any, **kw: Any) -> Any:
    from .savelog import SaveLogScene
    return SaveLogScene(app, **kw)


def _theatre(app: Any, **kw: Any) -> Any:
    from game.theatre.scene import TheatreScene
    return TheatreScene(app, **kw)


SCENES: dict[str, Callable[..., Any]] = {
    "menu": _menu, "lobby": _lobby, "settings": _settings, "help": _help, "pause": _pause,
    "curtain": _curtain, "result": _result, "confirm": _confirm,
    "matches": _matches, "theatre": _theatre, "save_log": _save_log,
}


def make(app: Any, name: str, **kw: Any) -> Any:
    return SCENES[name](app, **kw)
