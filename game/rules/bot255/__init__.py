"""bot255 (game id `bot255`): program a bot to collect the bits and avoid the bugs.

Pure rules, never pygame, never the clock. `world.py` holds a world and a
bot's place in it; `program.py` programs as data and the editor's indented
lines; `interpreter.py` runs a program step by step.
"""
from .interpreter import ALL_BITS, BUG, DONE, LIMIT, STEP_LIMIT, Run, Step, condition, run
from .program import (CONDITIONS, BadProgram, check, commands_used, from_lines, if_, lines_used,
                      move, repeat, to_lines, turn, until, while_)
from .world import BITS, FACINGS, MAX_SIZE, BadWorld, Bot, World

__all__ = ["ALL_BITS", "BUG", "DONE", "LIMIT", "STEP_LIMIT", "Run", "Step", "condition", "run",
           "CONDITIONS", "BadProgram", "check", "commands_used", "from_lines", "if_",
           "lines_used", "move", "repeat", "to_lines", "turn", "until", "while_", "BITS",
           "FACINGS", "MAX_SIZE", "BadWorld", "Bot", "World"]
