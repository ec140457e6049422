"""Card pictures for Spank the Monkey (game id ``junkyard``).

Every card gets a 200x140 picture (``picture(card)``) and the deck shares one
200x280 card back (``back()``). No numbers are drawn here: the game draws the
card's numbers from the deck data at run time (game/scenes/junkyard/cardface.py).

A picture is composed from drawn parts: a background (a flat wash in the card's
colour, a ground line and a few specks placed by a hash of the card id), then
the card's object. ``ART`` maps each card id to a drawer (sofa, wardrobe, bus,
pinball machine, hand grenade, ...) and a few parameters (colours, details);
a card missing from the table falls back to a base drawing for its category or
type (furniture on legs, a vehicle on wheels, a machine with dials, ...) varied
by the hash, so a new card in the deck still gets its own picture.

The pictures live in one module per kind of junk or card (furniture.py,
attacks_hand.py, defences.py, ...) over the shared parts in parts.py; a picture
that borrows another kind's prop (a goose, a duck, a tilted box) imports it
from that kind's module.
"""
from .back import back
from .icons import ICONS
from .pictures import ART, picture

__all__ = ["ART", "ICONS", "back", "picture"]
