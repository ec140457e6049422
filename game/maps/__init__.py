"""Tiled maps (.tmx, read with pytmx) -> plain domain data for the rules.

* `tiled`   generic helpers: load a map without images or a display, read its
            hexagonal layout, tile layers, object layers (Tiled 1.8 `type` or
            1.9 `class`) and typed custom properties. Every problem is raised as
            `LevelError` (a `BadSetup`, so a `ValueError`) naming the file.
* `bananas` Going Bananas jungles in `levels/bananas/`: `list_jungles`,
            `load_jungle`, `jungle_for_match`.

Nothing here imports pygame (see `tiled._import_pytmx`). See docs/levels.md.
"""
from .tiled import LevelError

__all__ = ["LevelError"]
