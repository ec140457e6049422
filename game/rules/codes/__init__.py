"""Codes (Roger Meertens): make the coins on the table show your secret code.

Pure rules, never pygame. The contract the app, scenes and bots use:
what game/games/codes.py puts in the GameSpec (new_match, CODEC, OPTIONS,
RULES_VERSION, player counts, max_actions, sample_state, describe) and the
action classes.
"""
from .actions import (CODEC, Claim, EndTurn, Flip, GuessCancel, GuessChar, GuessStart, Move,
                      Ready, Replace, Swap)
from .coins import CHARS, SUITS, VALUES
from .options import COMPETE, COOP, COOP_GUESS, LOBBY_OPTIONS, OPTION_LABELS, OPTIONS
from .sampling import sample_state
from .state import MAX_PLAYERS, MIN_PLAYERS, CodesState, max_actions, new_match
from .text import describe

RULES_VERSION = "1"  # the one place: bump it when a rule change makes old logs replay differently

__all__ = [
    "CODEC", "OPTIONS", "OPTION_LABELS", "LOBBY_OPTIONS", "RULES_VERSION", "MIN_PLAYERS", "MAX_PLAYERS",
    "new_match", "max_actions", "sample_state", "describe", "CodesState",
    "Flip", "Swap", "Move", "Replace", "EndTurn", "Ready", "Claim",
    "GuessStart", "GuessChar", "GuessCancel",
    "SUITS", "VALUES", "CHARS", "COMPETE", "COOP", "COOP_GUESS",
]
