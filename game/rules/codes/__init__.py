"""Codes (Roger Meertens): make the coins on the table show your secret code.

Pure rules, never pygame. The contract the app, scenes and bots use:
new_match, CODEC, OPTIONS, RULES_VERSION, MIN_PLAYERS, MAX_PLAYERS,
sample_state, describe and the action classes.
"""
from .actions import (CODEC, Claim, EndTurn, Flip, GuessCancel, GuessChar, GuessStart, Move,
                      Ready, Replace, Swap)
from .coins import CHARS, SUITS, VALUES
from .options import COMPETE, COOP, COOP_GUESS, LOBBY_OPTIONS, OPTION_LABELS, OPTIONS
from .sampling import sample_state
from .state import MAX_PLAYERS, MIN_PLAYERS, SEAT_NAMES, CodesState, new_match
from .text import describe

RULES_VERSION = "1"
GAME_ID = "codes"

__all__ = [
    "CODEC", "OPTIONS", "OPTION_LABELS", "LOBBY_OPTIONS", "RULES_VERSION", "MIN_PLAYERS", "MAX_PLAYERS", "GAME_ID",
    "new_match", "sample_state", "describe", "CodesState", "SEAT_NAMES",
    "Flip", "Swap", "Move", "Replace", "EndTurn", "Ready", "Claim",
    "GuessStart", "GuessChar", "GuessCancel",
    "SUITS", "VALUES", "CHARS", "COMPETE", "COOP", "COOP_GUESS",
]
