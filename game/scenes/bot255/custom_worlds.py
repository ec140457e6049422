"""Where the custom world editor keeps the worlds children make: the
`bot255/worlds/` folder of the user's data folder (game.app.paths.data_dir,
beside the autosave). Pure Python, no pygame: the spec's map source may list
these worlds too.

Each world is a Tiled map written by game.maps.bot255.save_world (world-01.tmx,
world-02.tmx, ..., with the tileset beside them), so Tiled opens them and the
game loads them back with game.maps.bot255.load_puzzle. A file that can't be
read is listed with the reason, never a traceback.
"""
from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from pathlib import Path

from game.app.paths import data_dir
from game.rules.bot255.world import World

log = logging.getLogger(__name__)

PREFIX = "world-"


def worlds_dir() -> Path:
    return data_dir() / "bot255" / "worlds"


@dataclass(frozen=True)
class SavedWorld:
    path: Path
    world: World | None          # None: the file can't be used (see problem)
    problem: str | None

    @property
    def title(self) -> str:
        if self.world is not None and self.world.name.strip():   # "   " would be a blank button
            return self.world.name.strip()
        return self.path.stem


def saved_worlds(folder: Path | None = None) -> list[SavedWorld]:
    """Every saved world, newest first; unreadable ones with the reason."""
    from game.maps.bot255 import world_or_problem
    folder = folder or worlds_dir()
    try:
        paths = [p for p in folder.glob("*.tmx") if p.is_file()]
        paths.sort(key=lambda p: (-p.stat().st_mtime, p.name))
    except OSError as e:
        log.warning("the saved worlds can't be listed: %s", e)
        return []
    out = []
    for p in paths:
        try:
            world, why = world_or_problem(p)
        except Exception as e:  # noqa: BLE001 - whatever a broken file does, it is only a message
            world, why = None, f"{p.name}: this file can't be read ({type(e).__name__})."
        out.append(SavedWorld(p, world, why))
    return out


def _numbers(folder: Path) -> list[int]:
    try:
        names = [p.stem for p in folder.glob(f"{PREFIX}*.tmx")]
    except OSError:
        return []
    return [int(m.group(1)) for n in names if (m := re.fullmatch(rf"{PREFIX}(\d+)", n))]


def next_path(folder: Path | None = None) -> Path:
    """A new file name in the folder: world-01.tmx, world-02.tmx, ..."""
    folder = folder or worlds_dir()
    n = max(_numbers(folder), default=0) + 1
    return folder / f"{PREFIX}{n:02d}.tmx"


def next_title(folder: Path | None = None) -> str:
    """A name for a new world: "My world 3"."""
    folder = folder or worlds_dir()
    return f"My world {max(_numbers(folder), default=0) + 1}"


def save(world: World, path: Path) -> str | None:
    """Save a world (None), or say why it can't be saved, in words."""
    from game.maps.bot255 import save_world
    try:
        return save_world(world, path)
    except OSError as e:
        return f"The world could not be saved ({e.strerror or e})."
    except Exception as e:  # noqa: BLE001 - never a traceback for a child's save
        log.warning("saving a world failed: %r", e)
        return f"The world could not be saved ({type(e).__name__})."


_PLAYABLE: tuple[tuple[tuple[str, float], ...], dict[str, str]] | None = None


def playable(folder: Path | None = None) -> dict[str, str]:
    """The saved worlds that can be played, as the lobby's world choices:
    world code (World.to_code, what a set-up carries) -> title. Read again
    only when the folder's files change."""
    global _PLAYABLE
    folder = folder or worlds_dir()
    try:
        key = tuple(sorted((p.name, p.stat().st_mtime) for p in folder.glob("*.tmx")))
    except OSError:
        return {}
    if _PLAYABLE is None or _PLAYABLE[0] != key:
        out: dict[str, str] = {}
        for sw in sorted(saved_worlds(folder), key=lambda s: s.path.name):
            if sw.world is not None:
                out.setdefault(sw.world.to_code(), sw.title)
        _PLAYABLE = (key, out)
    return dict(_PLAYABLE[1])
