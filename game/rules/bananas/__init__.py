"""Going Bananas (CodeMonkey): code your monkey through the jungle, grab bananas.

Pure rules, never pygame. The contract the app, scenes and bots use:
what game/games/bananas.py puts in the GameSpec (new_match, CODEC, OPTIONS,
RULES_VERSION, player counts, max_actions, TIMEKEEPER, sample_state,
describe) and the action classes. The decisions a match waits for are in
`decisions` (state.pending); state.py's docstring lists the queries screens
and bots may ask. See docs/rules/bananas.md and docs/log-format.md (Going
Bananas).
"""
from .actions import (CODEC, DOWN, LOOP, SWING, ChooseTree, ClearStep, Climb, Clock, LockCode,
                      MoveTo, NoTrap, OrderMissions, PickRotten, PlaceDie, PlaceMonkey,
                      PlaceToken, PlaceTrap, StayDown)
from .climbing import climb_verdict
from .jungle import Jungle, Placement, from_hexes, generate
from .options import LEVEL_NAMES, LEVEL_TITLES, LOBBY_OPTIONS, OPTION_LABELS, OPTIONS, effective
from .sampling import sample_state
from .clock import TIMEKEEPER
from .state import MAX_PLAYERS, MIN_PLAYERS, BananasState, Monkey, max_actions, new_match
from .text import describe

# The one place: bump it when a rule change makes old logs replay differently.
# 2: the Time level's clock acts as the table (seat -1), not as a player.
# 3: coding and rotten-tree picks are marked secret in the log; the setup
#    line carries the settings in force.
# 4: a move always goes its full length (a trap stops it short only when no
#    full-length move avoids it); the match ends at once when stalled (event
#    `stalled`); code edits (40) and clock actions (240) are limited per round
#    and the players lay the jungle at most 3 times; `mission_bonus` events
#    and `round_end.fallen` are logged.
# 5: stalled also when a banana could only be freed by one going back to the
#    jungle first (a broken Loop, a trap): such matches used to play on idle.
RULES_VERSION = "5"

__all__ = [
    "CODEC", "OPTIONS", "RULES_VERSION", "MIN_PLAYERS", "MAX_PLAYERS", "TIMEKEEPER",
    "new_match", "max_actions", "effective", "describe", "sample_state", "BananasState", "Monkey", "LEVEL_NAMES",
    "LEVEL_TITLES", "LOBBY_OPTIONS", "OPTION_LABELS", "Jungle", "Placement", "from_hexes", "generate",
    "PlaceMonkey", "PlaceDie", "PlaceToken", "ClearStep", "LockCode", "MoveTo", "Climb",
    "StayDown", "ChooseTree", "PlaceTrap", "NoTrap", "OrderMissions", "PickRotten", "Clock",
    "DOWN", "SWING", "LOOP", "climb_verdict",
]
