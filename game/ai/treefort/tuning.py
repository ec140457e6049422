"""The numbers that make the searching bots' judgement: what a fort square,
lumber, a monkey and a tree are worth, how far ahead a seat looks, how much
work a decision may spend, and each level's profile.
"""
from __future__ import annotations

from dataclasses import dataclass


W_FORT = 10.0       # a platform square in a fort the seat controls
W_LUMBER = 5.0      # a square of lumber carried
W_MONKEY = 14.0     # a monkey on the board
W_CATAPULT = 3.0    # riding a catapult (the shots it threatens count apart)
CLAIM = 0.95        # the most an abandoned fort is worth to a seat that can get back to it
RATE = 1.5          # trees gone per turn (to guess how many rounds are left)
KEEP_TREES = 4      # trees remembered per monkey (to share them out among its seat's monkeys)
LONE_POT = 0.25     # what a tree promises a monkey that stands guard on its fort
END_TREE = 60.0     # to a seat ahead on fort squares, each tree promises this / trees left
GUARD_TAX = 8.0     # each fort a seat holds beyond its first (a monkey stands guard on it)
POT_W = 0.8         # weight of what a monkey's best reachable tree promises
GAMMA = 0.8         # discount per expected turn of walking (3.5 squares)
END_PULL = 2.0      # each tree gone, for a seat ahead on fort squares (ending pays)
WIN = 1000.0        # a finished match: its squares, plus this times (share of the win - fair share)
OUT = 500.0         # all the seat's monkeys gone
WEARY_ROUNDS = 40   # after this many rounds every seat wants the match over,
WEARY_QUIET = 5     # ... or after this many rounds without a cut, build or shot (half the
                    # way to the stalled end, which scores the same)
LATE_ROUNDS = 100   # after this many rounds the bots hold their fire (and build no catapults):
                    # every shot resets the quiet count, so a match this long ends by the
                    # trees or the quiet end, never at the rules' safety stop (300 rounds)
WALK_COST = 2       # work units of working out one monkey's walks
RESERVE = 64        # work kept back for finishing the candidates begun (`Planner.out_of_work`)
PRUNE_OVER = 12     # more walks than this: only some get a full look (`Planner._prune`)
PER_STEP = 3        # ... the best few for each number of steps
FORT_PROXY = 6.0    # ... where ending on a platform square counts this much

SHAPES_BY_SIZE: dict[int, tuple[str, ...]] = {
    4: ("I-tetromino", "O-tetromino", "T-tetromino", "S-tetromino", "L-tetromino"),
    3: ("I-tromino", "L-tromino"),
    2: ("domino",),
    1: ("monomino",),
}
GAMMA_TAB = tuple(GAMMA ** (d / 3.5) for d in range(200))
GAMMA_CLAIM = tuple(0.9 ** (d / 3.5) for d in range(200))   # an abandoned fort d steps away
RACE = 6.0          # steps ahead in the race to an abandoned fort that make it nearly sure
FAR = 10 ** 6


@dataclass(frozen=True)
class Profile:
    budget: int             # work units per decision
    expectimax: bool        # over the move roll (hard); else an assumed roll (medium)
    assumed_roll: int       # the roll medium plans with
    threat: bool            # catapults in range count in the position value
    shapes: int             # platform placements weighed per tree
    targets: int            # targets weighed per catapult
    act_first: int          # actions weighed as "act, then walk"
    smart_brace: bool       # keeps braces back for a second shot
    alpha: float            # weight of the best opponent (the rest: the mean)


PROFILES = {
    "medium": Profile(budget=1500, expectimax=False, assumed_roll=3, threat=False, shapes=2,
                      targets=2, act_first=1, smart_brace=False, alpha=0.5),
    "hard": Profile(budget=4000, expectimax=True, assumed_roll=3, threat=True, shapes=3,
                    targets=3, act_first=1, smart_brace=True, alpha=0.7),
}
