"""Codes (Roger Meertens): make the coins on the table show your secret code.

Pure rules, never pygame. The contract the app, scenes and bots use:
what game/games/codes.py puts in the GameSpec (new_match, CODEC, OPTIONS,
RULES_VERSION, player counts, max_actions, sample_state, describe) and the
action classes.
"""
from .actions import (CODEC, Claim, EndTurn, Flip, GuessCancel, GuessChar, GuessStart, Move,
                      Pass, Ready, Replace, Swap)
from .coins import CHARS, SUITS, VALUES
from .options import COMPETE, COOP, COOP_GUESS, LOBBY_OPTIONS, OPTION_LABELS, OPTIONS, effective
from .sampling import sample_state
from .state import MAX_PLAYERS, MIN_PLAYERS, CodesState, max_actions, new_match
from .text import describe

# The one place: bump it when a rule change makes old logs replay differently.
# 2: the rulings of issue 7 (no round limit by default, claim windows, no undo,
#    one gap in five-in-a-longer-code, one guess per turn); secret guesses and
#    claim-window answers are marked in the log; the setup line carries the
#    settings in force.
RULES_VERSION = "2"

__all__ = [
    "CODEC", "OPTIONS", "OPTION_LABELS", "LOBBY_OPTIONS", "RULES_VERSION", "MIN_PLAYERS", "MAX_PLAYERS",
    "new_match", "max_actions", "effective", "sample_state", "describe", "CodesState",
    "Flip", "Swap", "Move", "Replace", "EndTurn", "Ready", "Claim", "Pass",
    "GuessStart", "GuessChar", "GuessCancel",
    "SUITS", "VALUES", "CHARS", "COMPETE", "COOP", "COOP_GUESS",
]
