"""Spank the Monkey (game id `junkyard`): build a tower of junk up to the monkey.

So far the first building block: the deck as data (`deck.toml`, read by
`deck.py`), the words its effects are written in (`steps.py`), the yard they
act on (`model.py`), the effect engine (`effects.py`) and the card texts made
from the data (`wording.py`). Pure: never pygame, never the clock. The game
is not registered yet.
"""
from .deck import DECK, Card, card
from .effects import Ctx, JunkRef, Outcome, apply, choices
from .model import Fight, Floor, Yard

__all__ = ["DECK", "Card", "card", "Ctx", "JunkRef", "Outcome", "apply", "choices", "Fight",
           "Floor", "Yard"]
