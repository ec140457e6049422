"""Help pages for Treefort Nations, in our own words, each with a moving picture.

pages.py holds the words of every page and which picture goes with it; the
pictures are grouped by topic (goal.py: how a game is won and when it ends;
wood.py: the board and the trees; turn.py: a turn, a new monkey, walking and
cutting; catapults.py; platforms.py: building, what trees can hold, knocking
down and forts; shooting.py: range and the tables of a shot; defence.py:
bracing, a crash and running out of monkeys; extras.py: the lobby's choices
and the controls), painted with the small shared helpers of paint.py
(colours, labels, the canvas), props.py (ticks, dice, icons, tags) and
patch.py (a bit of board with its pieces).

Every picture is laid out once on the help scene's picture size (820 x 660)
and scaled into whatever rectangle it is given. The pieces are the board's
own (`pieces.py`), and the numbers in the pictures come from the rules:
which trees hold which platforms from `trees.supports`, the odds of a shot
from `shots.py`, where a monkey may walk from the rules' own `Board.walks`.
`t` is the app clock: every picture loops by itself.
"""
from __future__ import annotations

from game.ui.pages import HelpPage

from .extras import controls_picture, options_picture
from .pages import PAGES
from .paint import BAD, BASE, GOOD, NB, keep
from .platforms import MARK_R, support_mark_at, support_picture, support_rows
from .shooting import (
    ATTACK_EXAMPLES, HIT_TABLE_AT, SMASH_TABLE_AT, attack_table_picture, hit_grid, monkey_shot,
    monkey_shot_picture, range_rows, smash_grid, table_cell,
)
from .turn import WALK_BLOCK, WALK_FORT, WALK_GOAL, WALK_ME, WALK_ROLL, walk_scene
from .wood import BOARD_THUMBS, board_owners

__all__ = [
    "ATTACK_EXAMPLES", "BAD", "BASE", "BOARD_THUMBS", "GOOD", "HIT_TABLE_AT", "HelpPage",
    "MARK_R", "NB", "PAGES", "SMASH_TABLE_AT", "WALK_BLOCK", "WALK_FORT", "WALK_GOAL", "WALK_ME",
    "WALK_ROLL", "attack_table_picture", "board_owners", "controls_picture", "hit_grid", "keep",
    "monkey_shot", "monkey_shot_picture", "options_picture", "range_rows", "smash_grid",
    "support_mark_at", "support_picture", "support_rows", "table_cell", "walk_scene",
]
