"""The games of the arcade: each built game's GameSpec, and the menu's list.

`game/games/` declares every game (that package is the one list a new game
joins); it is imported on first use, so starting the menu loads no rules.
Games not built yet appear in the menu as "coming soon" entries.
"""
from __future__ import annotations

from dataclasses import dataclass

from .errors import BadSetup
from .seats import BOT_KINDS, SEAT_KINDS  # noqa: F401  (re-exported for callers)
from .spec import GameSpec


@dataclass(frozen=True)
class MenuEntry:
    id: str
    title: str
    blurb: str
    built: bool


_SPECS: dict[str, GameSpec] = {}
_MENU: list[MenuEntry] = []
_loaded = False


def register(spec: GameSpec) -> GameSpec:
    if spec.id in _SPECS:
        raise ValueError(f"game {spec.id!r} registered twice")
    _SPECS[spec.id] = spec
    _MENU.append(MenuEntry(spec.id, spec.name, spec.blurb, True))
    return spec


def coming_soon(game_id: str, title: str, blurb: str) -> None:
    _MENU.append(MenuEntry(game_id, title, blurb, False))


def unregister(game_id: str) -> None:
    """For tests that register a stand-in game."""
    _SPECS.pop(game_id, None)
    _MENU[:] = [m for m in _MENU if m.id != game_id]


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        import game.games  # noqa: F401  (registers every game)


def specs() -> list[GameSpec]:
    """Every playable game, in menu order."""
    _load()
    return [_SPECS[m.id] for m in _MENU if m.id in _SPECS]


def menu() -> list[MenuEntry]:
    _load()
    return list(_MENU)


def entry(game_id: str) -> MenuEntry:
    _load()
    for m in _MENU:
        if m.id == game_id:
            return m
    raise KeyError(f"unknown game {game_id!r}; choose from {', '.join(m.id for m in _MENU)}")


def spec(game_id: str) -> GameSpec:
    """The spec of a playable game; BadSetup (with a sentence) for anything else."""
    _load()
    got = _SPECS.get(game_id)
    if got is not None:
        return got
    for m in _MENU:
        if m.id == game_id:
            raise BadSetup(f"{m.title} is coming soon: it cannot be played yet.")
    names = ", ".join(m.id for m in _MENU if m.built)
    raise BadSetup(f"There is no game called {game_id!r}; choose from {names}.")
