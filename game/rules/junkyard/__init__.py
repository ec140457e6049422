"""Spank the Monkey (game id `junkyard`): build a tower of junk up to the monkey.

Pure rules, never pygame, never the clock. The deck is data (`deck.toml`,
read by `deck.py`) in the words of `steps.py`, acting on a `Yard`
(`model.py`) through one effect engine (`effects.py`); `state.py` is the
rule sheet around it (turns, phases, attacks, reaction windows, collisions,
the spank); `text.py` its sentences; `sampling.py` what search bots guess.
"""
from .actions import CODEC, Choose, Discard, Done, Play, Spank
from .deck import DECK, Card, card
from .effects import Ctx, JunkRef, Outcome, apply, choices
from .model import Fight, Floor, Yard
from .options import LOBBY_OPTIONS, OPTION_LABELS, OPTIONS, effective
from .sampling import sample_state
from .state import MAX_PLAYERS, MIN_PLAYERS, JunkyardState, max_actions, new_match, spank_need
from .text import describe, describe_event

# The one place: bump it when a rule change makes old logs replay differently.
# 2: one roll per fall (the new fall first), shields go with their junk card,
#    cards an effect discards are logged: a version-1 save is set aside with the reason
RULES_VERSION = "2"

__all__ = ["CODEC", "Choose", "Discard", "Done", "Play", "Spank", "DECK", "Card", "card", "Ctx",
           "JunkRef", "Outcome", "apply", "choices", "Fight", "Floor", "Yard", "LOBBY_OPTIONS",
           "OPTION_LABELS", "OPTIONS", "effective", "sample_state", "MAX_PLAYERS", "MIN_PLAYERS",
           "JunkyardState", "max_actions", "new_match", "spank_need", "describe",
           "describe_event", "RULES_VERSION"]
