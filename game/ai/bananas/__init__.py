"""Going Bananas bots: random, easy, medium, hard.

Bots see only `(view, legal_actions)` and draw all their randomness from
`bot_rng`. Every decision of every level is handled: set-up (laying tiles,
planting trees, placing the monkey, rotten-tree picks, mission order), the
secret code (a chain of PlaceDie / PlaceToken / ClearStep / LockCode), path
steps, climb or stay, Down and Swing landings, the 2-player tree choice and
traps.

The core is a *solo planner* (`Board`): from one seat's point of view, with
the other monkeys standing still, it searches every code worth trying (dice
and tokens in every order; empty steps only at the end) and, for each code,
every way of running it (path ends, climb or stay, landings, Loop replays and
their cost). A code is worth the best way of running it, because paths are
chosen while the code runs. Positions are scored by the bananas gained, the
mission progress and the chance of a 7nana next round from where the monkey
ends (`pot`), less the bananas left where the monkey by itself could never
take them (`stranded`: so the last bananas are taken in an order that leaves
none behind, and a match does not idle to its round limit).

- random: uniform over legal actions.
- easy: the solo planner over this round only (no look at next round), its
  code values blurred with noise, and a random choice now and then.
- medium: the planner's best few codes, each played out with the real rules
  against a couple of determinized opponents (`sample_state`; their hidden
  codes partly made up at random, partly predicted), shallow.
- hard: more candidates and samples; opponents' codes are predicted by
  running the planner from their seats (dice are public); the round is played
  out with the real rules for every candidate code. While codes run, path
  ends and landings are chosen by the planner over the rest of its own code,
  with the opponents' revealed codes played out too.

Coding is simultaneous: a bot codes from the view at the start of coding
(others' codes are hidden there) and plans once per round; the chain of
small coding actions then follows the plan.

Budgets are counts of work, never time, so a seed gives the same match on
any machine (see `LEVELS`): planner nodes (one node = one code step run from
one situation) for the bot's own code and for each opponent's predicted code,
candidate codes and samples, and a rollout budget (`Work`: ROLLOUT_ACTION
units per action played in a played-out round, plus the planner nodes the
bot's own policy expands there). Long rounds (many players, many code steps)
get fewer candidates and samples, and the rollout budget stops adding samples
before it runs out. Every search also keeps at most `FRONTIER` situations per
step, so each count bounds the work it stands for.
"""
from __future__ import annotations

from game.ai.bananas.jungle import JInfo, ends, jinfo
from game.ai.bananas.planner import (Board, CARRY, COL, Code, EMPTY, FRONTIER, GAINED, HELD, HEX,
                                     LAST, LOST, Sit, Slot, TOOK, TREE, W_POS, W_STRAND,
                                     mission_value, stranded)
from game.ai.bananas.view import my_code, pos_value, remaining
from game.ai.bananas.rollouts import (PLAYOUT_ACTIONS, Policy, ROLLOUT_ACTION, play_round,
                                      rollout_pick, set_codes_and_lock)
from game.ai.bananas.bot import BananasBot, H, HARD, LEVELS, PREDICT_NODES, T, make_bot

__all__ = ["BananasBot", "Board", "CARRY", "COL", "Code", "EMPTY", "FRONTIER", "GAINED", "H",
           "HARD", "HELD", "HEX", "JInfo", "LAST", "LEVELS", "LOST", "PLAYOUT_ACTIONS",
           "PREDICT_NODES", "Policy", "ROLLOUT_ACTION", "Sit", "Slot", "T", "TOOK", "TREE",
           "W_POS", "W_STRAND", "ends", "jinfo", "make_bot", "mission_value", "my_code",
           "play_round", "pos_value", "remaining", "rollout_pick", "set_codes_and_lock",
           "stranded"]
