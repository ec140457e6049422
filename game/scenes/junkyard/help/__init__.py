"""Help pages for Spank the Monkey, in our own words, each with a moving picture.

pages.py holds the words of every page and which picture goes with it; the
pictures are grouped by topic (steps.py: the goal, setting up and the five
steps of a turn; fights.py: height, strength, attacks, defending, crashes and
the spank chart; extras.py: special cards, the extra rules and the controls),
painted with the small shared helpers of paint.py (colours, easing, labels,
the canvas), cards.py (card pictures), yard.py (towers, workers, the monkey)
and props.py (dice, hands, bursts, arrows).

Every picture is drawn on one canvas of the help scene's picture size
(820 x 660) and scaled when the rectangle is another size, so each one is
laid out once. Cards are drawn with `cardface.card_face` when that module is
there, and with a plain stand-in (a rounded card with the card's name)
otherwise; towers are drawn as blocks, one dot of height per step, with the
strength in a shield. `t` is the app clock: every picture loops by itself.
"""
from __future__ import annotations

from .cards import back, face
from .extras import options_picture
from .pages import PAGES
from .paint import NB, keep

__all__ = ["NB", "PAGES", "back", "face", "keep", "options_picture"]
