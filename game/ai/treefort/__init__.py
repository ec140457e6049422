"""Treefort Nations bots: random, easy, medium, hard.

Bots see only `(view, legal actions)`; nothing in Treefort Nations is hidden,
so the board is rebuilt from the view (`board_of_view`) and every
hypothetical is played on copies of it with the rules' own `Board` (walks,
platform refusals). The dice to come are the only unknowns: the searching
bots treat them as chance. All their randomness comes from `bot_rng`.

- random: uniform over the legal actions.
- easy: a greedy player with rules of thumb. It cuts when it stands on a tree
  and carries nothing, builds the biggest platform it can when it stands on a
  tree with lumber (touching its own fort if it can), otherwise walks towards
  the nearest tree (the nearest big one when it carries nothing); a monkey
  alone on its fort stays there while the others work; it fires at what is
  nearest when it happens to ride a catapult, braces with every monkey and
  brings in a new monkey when it has lost one.
- medium: a one-ply evaluator. Every candidate decision (a monkey to use, an
  action, a walk) is scored by the position value below on the state it
  leads to; the move roll is not searched: it assumes a roll of 3 when it
  plans a monkey's go, and shot outcomes count by their chances. It braces
  with every monkey it can.
- hard: plans each monkey's go as an expectimax over the move roll (1-6, a
  max over every square it may end on for each roll, then the best action
  there) and over the shot outcomes (the defender's bracing included), both
  orders (walk then act, act then walk); picks its monkeys by the expected
  gain of their go; weighs recruiting against the turn it costs; values the
  threats of every catapult in range (its own against the opponents, theirs
  against its platforms and monkeys); braces a platform under fire with the
  monkeys that matter, keeping some back when a second catapult of the
  attacker can still fire at it this turn.

The position value (`Evaluator`) is in fort squares x 10. For each seat: the
platform squares in forts it controls (the score), a share of abandoned forts
it could reach first, for each monkey its worth, its lumber and the best tree
it can reach (cut for lumber, or build on, more when that extends a fort it
holds; discounted per expected turn of walking), minus the expected loss to
the catapults in range. A tree promises no bigger a platform than there is
room for now (`Evaluator.room`: other seats' monkeys crowding round it, forts
and catapults in the way), else a monkey in the tree waits for ever for a
platform it can't build. The bot's value is its own minus a mix of the best
and the mean opponent. A finished match is worth its result.

After LATE_ROUNDS rounds the searching bots hold their fire and build no more
catapults: every shot resets the quiet count (and may uncover trees), so a
match that long then ends by the trees or the quiet end, never at the rules'
safety stop.

Work is counted, never timed (`Work`): one unit per position evaluated and
WALK_COST per set of walks worked out; a decision stops looking at
candidates when its budget is spent and keeps the best found so far.
"""
from __future__ import annotations

from game.ai.treefort.tuning import (CLAIM, END_PULL, END_TREE, FAR, FORT_PROXY, GAMMA,
                                     GAMMA_CLAIM, GAMMA_TAB, GUARD_TAX, KEEP_TREES, LATE_ROUNDS,
                                     LONE_POT, OUT, PER_STEP, POT_W, PROFILES, PRUNE_OVER, Profile,
                                     RACE, RATE, RESERVE, SHAPES_BY_SIZE, WALK_COST, WEARY_QUIET,
                                     WEARY_ROUNDS, WIN, W_CATAPULT, W_FORT, W_LUMBER, W_MONKEY)
from game.ai.treefort.geometry import Geo
from game.ai.treefort.board import (FastBoard, board_of_view, do_catapult, do_cut, do_destroy,
                                    do_kill, do_platform, do_walk, fort_groups, undo_walk)
from game.ai.treefort.shots import DESTROY, HIT, brace_count, p_platform, second_shot, shot_targets
from game.ai.treefort.evaluator import Evaluator
from game.ai.treefort.platforms import platform_shapes
from game.ai.treefort.planner import Outcomes, Planner
from game.ai.treefort.setup import place_coin, place_monkey
from game.ai.treefort.bots import EasyBot, TreefortBot, make_bot

__all__ = ["CLAIM", "DESTROY", "END_PULL", "END_TREE", "EasyBot", "Evaluator", "FAR", "FORT_PROXY",
           "FastBoard", "GAMMA", "GAMMA_CLAIM", "GAMMA_TAB", "GUARD_TAX", "Geo", "HIT",
           "KEEP_TREES", "LATE_ROUNDS", "LONE_POT", "OUT", "Outcomes", "PER_STEP", "POT_W",
           "PROFILES", "PRUNE_OVER", "Planner", "Profile", "RACE", "RATE", "RESERVE",
           "SHAPES_BY_SIZE", "TreefortBot", "WALK_COST", "WEARY_QUIET", "WEARY_ROUNDS", "WIN",
           "W_CATAPULT", "W_FORT", "W_LUMBER", "W_MONKEY", "board_of_view", "brace_count",
           "do_catapult", "do_cut", "do_destroy", "do_kill", "do_platform", "do_walk",
           "fort_groups", "make_bot", "p_platform", "place_coin", "place_monkey",
           "platform_shapes", "second_shot", "shot_targets", "undo_walk"]
