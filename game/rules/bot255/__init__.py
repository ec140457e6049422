"""bot255 (game id `bot255`): program a bot to collect the bits and avoid the bugs.

Pure rules, never pygame, never the clock. `world.py` holds a world and a
bot's place in it; `program.py` programs as data and the editor's indented
lines; `interpreter.py` runs a program step by step; `state.py` is the match (a
solo puzzle, or the card game with `deck.py`'s cards); `synth.py` writes
programs for the bots and the hints.
"""
from .actions import CODEC, Blind, Discard, Draw, Give, Pick, Play, React, program_text
from .interpreter import (
                      ALL_BITS,
                      BUG,
                      DONE,
                      LIMIT,
                      STEP_LIMIT,
                      Run,
                      Step,
                      condition,
                      run,
)
from .clock import TIMEKEEPER
from .options import LOBBY_OPTIONS, OPTION_LABELS, OPTIONS, effective
from .program import (
                      CONDITIONS,
                      BadProgram,
                      check,
                      commands_used,
                      from_lines,
                      if_,
                      lines_used,
                      move,
                      repeat,
                      to_lines,
                      turn,
                      until,
                      while_,
)
from .sampling import sample_state
from .state import (
                      MAX_PLAYERS,
                      MIN_PLAYERS,
                      PUZZLE_MEMORY,
                      Bot255State,
                      max_actions,
                      new_match,
)
from .text import describe, describe_event
from .world import BITS, FACINGS, MAX_SIZE, BadWorld, Bot, World

# The one place: bump it when a rule change makes old logs replay differently.
# 2: a time for each turn, the clock in 10 s steps; 3: the deck refilled when its
# last card is taken, no Steal Turn and no new round once the time is up; 4: every
# Clock action logs a `clock` event with the clocks' readings
RULES_VERSION = "4"

__all__ = [
                      "ALL_BITS",
                      "BITS",
                      "BUG",
                      "CODEC",
                      "CONDITIONS",
                      "DONE",
                      "FACINGS",
                      "LIMIT",
                      "LOBBY_OPTIONS",
                      "MAX_PLAYERS",
                      "MAX_SIZE",
                      "MIN_PLAYERS",
                      "OPTIONS",
                      "OPTION_LABELS",
                      "PUZZLE_MEMORY",
                      "RULES_VERSION",
                      "STEP_LIMIT",
                      "BadProgram",
                      "BadWorld",
                      "Blind",
                      "Bot",
                      "Bot255State",
                      "Discard",
                      "Draw",
                      "Give",
                      "Pick",
                      "Play",
                      "React",
                      "Run",
                      "Step",
                      "World",
                      "check",
                      "commands_used",
                      "condition",
                      "describe",
                      "describe_event",
                      "effective",
                      "from_lines",
                      "if_",
                      "lines_used",
                      "max_actions",
                      "move",
                      "new_match",
                      "program_text",
                      "repeat",
                      "run",
                      "sample_state",
                      "to_lines",
                      "turn",
                      "until",
                      "while_",
]
