"""The games of the arcade: the menu's list, and each built game's GameSpec.

`game/games/` declares every game (that package is the one list a new game
joins) as a `MenuEntry`: what the title screen shows of it, declared without
loading anything of the game. A game's `GameSpec`, and with it its rules, is
imported only when something asks for it (`spec(id)`: the game is chosen,
a match starts or resumes, its help opens), so the arcade reaches its first
menu frame without loading any rules.
Games not built yet appear in the menu as "coming soon" entries.
"""
from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, NamedTuple

from .errors import BadSetup
from .seats import BOT_KINDS, SEAT_KINDS  # noqa: F401  (re-exported for callers)

if TYPE_CHECKING:
    from .spec import GameSpec


class MenuEntry(NamedTuple):  # a NamedTuple: a third of a dataclass's cost at start-up
    """A game as the menu and the lobby's title know it. `module` holds its
    `SPEC`; the spec's name, blurb and player counts must agree with these."""
    id: str
    title: str
    blurb: str
    built: bool = True
    min_players: int = 0
    max_players: int = 0
    module: str | None = None

    @property
    def picture(self) -> str:
        """The card's image, under assets/images/."""
        return f"games/{self.id}"


_SPECS: dict[str, "GameSpec"] = {}
_MENU: list[MenuEntry] = []
_loaded = False


def declare(entry: MenuEntry) -> MenuEntry:
    """A game on the menu; its spec loads from `entry.module` when first asked for."""
    if any(m.id == entry.id for m in _MENU):
        raise ValueError(f"game {entry.id!r} declared twice")
    _MENU.append(entry)
    return entry


def register(spec: "GameSpec") -> "GameSpec":
    """A game whose spec is already loaded (tests' stand-in games)."""
    if spec.id in _SPECS or any(m.id == spec.id for m in _MENU):
        raise ValueError(f"game {spec.id!r} registered twice")
    _SPECS[spec.id] = spec
    _MENU.append(MenuEntry(spec.id, spec.name, spec.blurb, True, spec.min_players,
                           spec.max_players))
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
        import game.games  # noqa: F401  (declares every game)


def _import_spec(entry: MenuEntry) -> "GameSpec":
    assert entry.module is not None, entry
    spec: GameSpec = importlib.import_module(entry.module).SPEC
    # the menu promised these before the spec was loaded: a mismatch is a bug in game/games
    got = (spec.id, spec.name, spec.blurb, spec.min_players, spec.max_players)
    want = (entry.id, entry.title, entry.blurb, entry.min_players, entry.max_players)
    if got != want:
        raise ValueError(f"{entry.module}.SPEC says {got}, its menu entry {want}")
    _SPECS[spec.id] = spec
    return spec


def specs() -> list["GameSpec"]:
    """Every playable game, in menu order (this loads every game's rules)."""
    _load()
    return [spec(m.id) for m in list(_MENU) if m.built]


def menu() -> list[MenuEntry]:
    """The menu's games, in order; loads no game's rules."""
    _load()
    return list(_MENU)


def entry(game_id: str) -> MenuEntry:
    _load()
    for m in _MENU:
        if m.id == game_id:
            return m
    raise KeyError(f"unknown game {game_id!r}; choose from {', '.join(m.id for m in _MENU)}")


def spec(game_id: str) -> "GameSpec":
    """The spec of a playable game, loaded on first use; BadSetup (with a
    sentence) for anything else."""
    _load()
    got = _SPECS.get(game_id)
    if got is not None:
        return got
    for m in _MENU:
        if m.id == game_id:
            if not m.built:
                raise BadSetup(f"{m.title} is coming soon: it cannot be played yet.")
            return _import_spec(m)
    names = ", ".join(m.id for m in _MENU if m.built)
    raise BadSetup(f"There is no game called {game_id!r}; choose from {names}.")
