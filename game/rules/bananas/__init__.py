"""Going Bananas (CodeMonkey): code your monkey through the jungle, grab bananas.

Pure rules, never pygame. The contract the app, scenes and bots use:
new_match, CODEC, OPTIONS, RULES_VERSION, MIN_PLAYERS, MAX_PLAYERS, describe
and the action classes. See docs/rules/bananas.md and
docs/log-format.md (Going Bananas).
"""
from .actions import (CODEC, DOWN, LOOP, SWING, ChooseTree, ClearStep, Climb, Clock, LockCode,
                      MoveTo, NoTrap, OrderMissions, PickRotten, PlaceDie, PlaceMonkey,
                      PlaceToken, PlaceTrap, StayDown)
from .jungle import Jungle, Placement, from_hexes, generate
from .options import LEVEL_NAMES, LEVEL_TITLES, LOBBY_OPTIONS, OPTION_LABELS, OPTIONS
from .sampling import sample_state
from .state import (MAX_PLAYERS, MIN_PLAYERS, RULES_VERSION, SEAT_NAMES, BananasState, Monkey,
                    new_match)
from .text import describe

GAME_ID = "bananas"

__all__ = [
    "CODEC", "OPTIONS", "RULES_VERSION", "MIN_PLAYERS", "MAX_PLAYERS", "GAME_ID",
    "new_match", "describe", "sample_state", "BananasState", "Monkey", "SEAT_NAMES", "LEVEL_NAMES",
    "LEVEL_TITLES", "LOBBY_OPTIONS", "OPTION_LABELS", "Jungle", "Placement", "from_hexes", "generate",
    "PlaceMonkey", "PlaceDie", "PlaceToken", "ClearStep", "LockCode", "MoveTo", "Climb",
    "StayDown", "ChooseTree", "PlaceTrap", "NoTrap", "OrderMissions", "PickRotten", "Clock",
    "DOWN", "SWING", "LOOP",
]
