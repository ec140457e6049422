"""Spank the Monkey bots: random, easy, medium, hard.

Bots see only `(view, legal actions)` and draw all their randomness from
`bot_rng`. They never look at another seat's hand: what the view hides they
estimate from the cards nobody has seen (the deck minus their own hand, the
discard pile and the table).

- random: uniform over the legal actions.
- easy: builds its tallest junk card, reinforces, now and then throws a
  random attack at an opponent (or plays a special), spanks whenever it can,
  never discards. In a reaction window it flips a coin (always, so the coin
  tells nothing): heads, and holding a defence card, it plays one; it passes
  every other window.
- medium: a greedy player with a position value (below). It plans its build
  (junk and reinforcement, both orders) for height while keeping strength,
  attacks the leader's reachable card with the best chance of success (the
  rule numbers: a roll of 1 fails, else roll + bonus - expected defence >=
  strength), defends when its top card, or a card with a lot above it, is
  hit and the card changes the odds enough, plays specials when they raise
  its value (monkey moves that let it spank this turn, a skip for the
  leader...), spanks whenever possible, discards dead cards and, when a
  weak card is all it costs, ends its turn with four cards (a hand of four or
  fewer draws two cards, a bigger one only one).
- hard: the same machinery with threat: how soon each seat can spank
  (`Reach`: the chance its next build takes it within reach, from the junk
  heights among the cards it has not seen and the hand each opponent will
  hold; for itself, the junk it holds), the leader weighing most. Every
  attack on any seat is weighed by its chance and by what the collision chain
  does (the exact distribution of the victim's tower after the hit: one die
  per fall, tested against the falling card and the one it lands on);
  defence cards are kept for the hits that matter (a low card under a tall
  tower, a tower within reach of the monkey); monkey moves and builds follow
  the spank chart; it lowers its own tower when that pays (too far above
  the monkey) and thins its hand more readily.

The position value (`evaluate`) is in height units: a seat below the monkey
is worth minus its distance (plus what its next build may bring within
reach); within reach it is worth the spank chart's odds times SPANK_W; too
high, minus the excess. From it the expected loss to the opponents' attacks
before its next turn (`vulnerability`, exact collision chains) is taken off,
and the cards in hand add a little. The value of a board for a bot is its own
seat's value minus a mix of the leader's and the opponents' mean; in its own
turn, before its spank, the spank chance (with the monkey-moving specials it
holds) counts as a win.

Card effects are judged by playing them, with the rules' own effect engine,
on a determinization of the view (`sample_state`, one sample: the value only
counts cards in hands, never which cards, so a draw or a steal is the same
in every sample); an effect's die is played out both ways (success and
failure, weighted by the chart), and the falls it leaves are scored with the
exact collision distribution.

Work is counted, never timed (`Work`): each determinization, simulated
effect and evaluation is a unit; a decision stops trying candidates when its
budget is spent. In a reaction window every bot does the same fixed work
whether or not it holds a card for it: it scores every card the deck has for
that window (held or not) before looking at its hand, so neither the answer's
delay nor the work tells anything.
"""
from __future__ import annotations

from game.ai.junkyard.odds import (Dist, Floor_, Tower, collapse_dist, expected_loss, fall_dist,
                                   p_spank, p_success, reach_index, tower_height)
from game.ai.junkyard.value import (ATTACK_RATE, Board, HAND_BONUS, HAND_W, HAND_W_MORE, LAM,
                                    MOVER_FAITH, NEAR, SKIP_ATTACK, SKIP_BUILD, SPANK_W,
                                    THROW_BONUS, WIN, best_spank, evaluate, hand_value, progress,
                                    seat_value, seat_values, vulnerability)
from game.ai.junkyard.cards import (AFTER, ALL_IDS, BEFORE, DEFENCE_BONUS, DUPLICATE, EARLY,
                                    MOVERS, ON_ROLL, OVERTIME, PICKS_DISCARD, RECOVER_W, STOPPERS,
                                    WINDOW_CARDS, card_value, draw_value, hand_values)
from game.ai.junkyard.boards import Reach, board_of_view, board_of_yard
from game.ai.junkyard.sim import SAMPLE_COST
from game.ai.junkyard.profiles import PROFILES, Profile
from game.ai.junkyard.easy import EasyBot
from game.ai.junkyard.bot import JunkyardBot, PILE_CARE, make_bot

__all__ = ["AFTER", "ALL_IDS", "ATTACK_RATE", "BEFORE", "Board", "DEFENCE_BONUS", "DUPLICATE",
           "Dist", "EARLY", "EasyBot", "Floor_", "HAND_BONUS", "HAND_W", "HAND_W_MORE",
           "JunkyardBot", "LAM", "MOVERS", "MOVER_FAITH", "NEAR", "ON_ROLL", "OVERTIME",
           "PICKS_DISCARD", "PILE_CARE", "PROFILES", "Profile", "RECOVER_W", "Reach",
           "SAMPLE_COST", "SKIP_ATTACK", "SKIP_BUILD", "SPANK_W", "STOPPERS", "THROW_BONUS",
           "Tower", "WIN", "WINDOW_CARDS", "best_spank", "board_of_view", "board_of_yard",
           "card_value", "collapse_dist", "draw_value", "evaluate", "expected_loss", "fall_dist",
           "hand_value", "hand_values", "make_bot", "p_spank", "p_success", "progress",
           "reach_index", "seat_value", "seat_values", "tower_height", "vulnerability"]
