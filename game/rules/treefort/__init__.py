"""Treefort Nations (game id `treefort`): monkeys cut trees, build forts, fire catapults.

Pure rules, never pygame, never the clock. The trees (coins), their lumber and
the support table are `trees.py`; the numbers of a shot `shots.py`; the board
and every refusal with its reason `board.py`; set-up piles `setup.py`; the
typed decisions `actions.py`; turns, attacks and the end `state.py`; the log's
sentences `text.py`; rebuilding a state from a view `sampling.py`. The
board's geometry is `game.core.grid`; the layouts are Tiled maps read by
`game.maps.treefort` (the spec hands the rules a layout's squares).
"""
from __future__ import annotations

from typing import Any, Mapping

from game.core.grid import Cell
from game.core.state import Setup

from .actions import (CODEC, Attack, Brace, Catapult, Cut, Demolish, Ditch, Done, PlaceCoin,
                      PlaceMonkey, Platform, Recruit, Roll, Use, Walk)
from .state import (MAX_PLAYERS, MIN_PLAYERS, OPTIONS, TreefortState, effective, max_actions,
                    sample_state)
from .text import describe, describe_event

# The one place: bump it when a rule change makes old logs replay differently.
# 2: when the last tree goes the round is played out (a `last_round` event), so a
#    version-1 save is set aside with the reason
RULES_VERSION = "2"

OPTION_LABELS: dict[str, dict[Any, str]] = {
    "coins": {4: "4 each", 8: "8 each", 12: "12 each", 16: "16 each (a long game)"},
    "placement": {"random": "At random", "strategic": "Players place them",
                  "dealt": "Random, grids dealt"},
}
LOBBY_OPTIONS = ("coins", "placement")


def new_match(setup: Setup, owner: Mapping[Cell, int | None]) -> TreefortState:
    """A match on a board: every square -> its seat, or None for neutral ground."""
    return TreefortState.new(setup, owner)


__all__ = ["CODEC", "Attack", "Brace", "Catapult", "Cut", "Demolish", "Ditch", "Done",
           "PlaceCoin", "PlaceMonkey", "Platform", "Recruit", "Roll", "Use", "Walk",
           "MAX_PLAYERS", "MIN_PLAYERS", "OPTIONS", "TreefortState", "effective", "max_actions",
           "sample_state", "describe", "describe_event", "RULES_VERSION", "OPTION_LABELS",
           "LOBBY_OPTIONS", "new_match"]
