"""Every game of the arcade, in menu order: the one list a new game joins.

Each module here declares one game's GameSpec: its pure rules from
`game/rules/<id>/`, and the parts outside them (bots, scene, help pages,
maps) as callables that import their module only when first used, so
headless play and the rules never load pygame.
"""
from game.core.registry import register

from .bananas import SPEC as BANANAS
from .bot255 import SPEC as BOT255
from .codes import SPEC as CODES
from .junkyard import SPEC as JUNKYARD
from .treefort import SPEC as TREEFORT

register(BANANAS)
register(TREEFORT)
register(BOT255)
register(JUNKYARD)
register(CODES)
