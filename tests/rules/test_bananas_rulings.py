"""Issue 7 (a rules referee's findings), one section per ruling:

- the stall end: the match ends at once, with the reason and the numbers,
  when no monkey can take the bananas that remain without a banana going
  back to the jungle first (issue 20 widened it: rules version 5);
- the full die: a move always goes its full length; another player's trap
  stops it short only when no full-length move avoids it;
- every rule outcome's numbers in the log (`mission_bonus`, `round_end.fallen`);
- bounded matches: code edits, clock actions and relaid jungles are limited,
  and `max_actions` covers the longest match an adversary can make;
- one copy of the climb rule (`climbing.climb_verdict`).
"""
from __future__ import annotations

import random

import pytest

from game.core.errors import IllegalAction
from game.core.seats import SYSTEM
from game.core.state import Setup
from game.rules.bananas import (Climb, ClearStep, LockCode, PlaceDie, PlaceToken, StayDown,
                                climb_verdict, max_actions, new_match, sample_state)
from game.rules.bananas.actions import Clock, NoTrap, PlaceTrap
from game.rules.bananas.climbing import NO_BANANA, OCCUPIED, SAME_TREE, TRAP, tree_verdict
from game.rules.bananas.clock import TIMEKEEPER
from game.rules.bananas.decisions import ClimbChoice, Coding, TrapChoice
from game.rules.bananas.jungle import Jungle, Placement
from game.rules.bananas.options import MAX_CLOCK_ACTIONS, MAX_CODE_EDITS, MAX_RELAYS
from game.core.hexgrid import Hex
from tests.support.bananas import (A, Dice, Monkey, check_invariants, code, keen_pick, kinds, of,
                                   playout, position)

RED, BLUE = 0, 1
ONLY_4 = {1: 0, 4: 1, 5: 0}


def stalled_position(level=1, red=None, blue=None, bananas=None):
    """Both monkeys took their last banana from tree 4; the one banana left is on 4."""
    red = red or Monkey(hex=A[0], last_tree=4, stash=3)
    blue = blue or Monkey(hex=A[10], last_tree=4, stash=2)
    return position([red, blue], dice=[[1, 2], [3, 4]], level=level,
                    bananas=dict(bananas or ONLY_4))


# ====================================================================== the stall end
def test_a_stalled_match_ends_at_once_with_the_reason_and_the_numbers():
    st = stalled_position()
    assert st.stall() == {"reason": SAME_TREE, "tree": 4, "trees": {"4": 1}, "left": 1,
                          "last_trees": [4, 4]}
    scores = st.scores()
    ev = st.apply(RED, LockCode())  # the next action runs the agenda: it ends there
    assert kinds(ev)[-2:] == ["stalled", "game_over"]
    stalled = of(ev, "stalled")[0]
    assert (stalled["tree"], stalled["trees"], stalled["left"], stalled["last_trees"]) == \
        (4, {"4": 1}, 1, [4, 4])
    over = of(ev, "game_over")[0]
    assert over["reason"] == "stalled" and over["scores"] == scores == [3.0, 2.0]
    assert st.over and st.end_reason == "stalled" and st.winners() == [RED]
    assert st.view(None)["end_reason"] == "stalled"


def test_the_climb_that_stalls_the_match_ends_it_before_anything_else_runs():
    """Blue took its last banana from tree 4; red climbs 4 from a3 (2 + 5 = 7):
    one banana is left, on 4, and nobody may climb 4 next: the match ends right
    after the climb, before blue's step 1 (red's held banana counts)."""
    st = position([Monkey(hex=A[1]), Monkey(hex=A[10], last_tree=4, stash=1)],
                  dice=[[2, 6], [1, 1]], bananas={1: 0, 4: 2, 5: 0})
    ev = code(st, RED, [0]) + code(st, BLUE, [0])
    assert isinstance(st.pending, ClimbChoice) and st.pending.trees == (4,)
    ev = st.apply(RED, Climb(4))
    assert kinds(ev)[-2:] == ["stalled", "game_over"]
    assert not [e for e in ev if e.kind == "step" and e["seat"] == BLUE]
    assert st.over and st.scores() == [1.0, 1.0]
    assert of(ev, "stalled")[0]["last_trees"] == [4, 4]


def _lose_nothing(st):
    for m in st.monkeys:
        m.stash = 0


@pytest.mark.parametrize("case", [
    "another_last_tree", "never_climbed", "banana_waiting", "bananas_elsewhere",
    "third_monkey_may_climb",
])
def test_not_stalled_while_some_monkey_may_still_take_a_banana(case):
    if case == "third_monkey_may_climb":     # three players: the third never took from 4
        st = position([Monkey(hex=A[0], last_tree=4, stash=3),
                       Monkey(hex=A[10], last_tree=4, stash=2), Monkey(hex=A[6], last_tree=1)],
                      dice=[[1, 2], [3, 4], [5, 6]], bananas=dict(ONLY_4))
    else:
        st = stalled_position()
    if case == "another_last_tree":
        st.monkeys[BLUE].last_tree = 5      # blue may climb 4
    elif case == "never_climbed":
        st.monkeys[BLUE].last_tree = None
    elif case == "banana_waiting":          # it may land on tree 1 or 5
        st.loose, st.total, st.returns = 1, st.total + 1, [BLUE]
    elif case == "bananas_elsewhere":
        st.bananas[5] = 1; st.total += 1
    assert st.stall() is None
    st.apply(RED, LockCode())
    assert not st.over


@pytest.mark.parametrize("case", [
    "level_1", "loop_with_a_stash", "loop_held_banana", "trap_and_a_victim",
    "trap_still_to_be_set", "time_level", "three_players",
])
def test_stalled_when_no_monkey_may_climb_without_a_banana_going_back_first(case):
    """Rules version 5: a broken Loop or a trap could send a banana back to
    another tree, but only by somebody losing one: the match is stalled all the
    same (before, these positions played on, often idle to the round limit)."""
    level = {"loop_with_a_stash": 3, "loop_held_banana": 3, "trap_and_a_victim": 2,
             "trap_still_to_be_set": 2, "time_level": 7}.get(case, 1)
    if case == "three_players":
        st = position([Monkey(hex=A[0], last_tree=4, stash=3),
                       Monkey(hex=A[10], last_tree=4, stash=2), Monkey(hex=A[6], last_tree=4)],
                      dice=[[1, 2], [3, 4], [5, 6]], level=3, bananas=dict(ONLY_4))
    else:
        st = stalled_position(level=level)
    if case == "loop_held_banana":          # red holds the banana it took from 4
        st.monkeys[RED] = Monkey(tree=4, carrying=4, last_tree=4)
    elif case == "trap_and_a_victim":       # blue holds bananas and may fall in
        st.traps[RED] = A[8]
    elif case == "trap_still_to_be_set":    # red's 7nana this round: a trap may follow
        st.nanas[RED] = [A[3]]
        st.agenda = [("traps",), ("round_end",)]
    assert st.stall() == {"reason": SAME_TREE, "tree": 4, "trees": {"4": 1}, "left": 1,
                          "last_trees": [4] * st.n}
    scores = st.scores()
    ev = st.apply(RED, LockCode())
    assert st.over and st.end_reason == "stalled" and kinds(ev)[-2:] == ["stalled", "game_over"]
    assert st.scores() == scores


def test_a_loop_in_a_locked_code_does_not_hold_off_the_stall():
    """Level 3: blue holds two bananas and its locked code has a Loop (a broken
    loop would send one back through the tree die, maybe to tree 5). Red's climb
    of 4 leaves the last banana on 4, every monkey's last tree: the match ends
    right after the climb; blue's code never runs."""
    st = position([Monkey(hex=A[1]), Monkey(hex=A[10], last_tree=4, stash=2)],
                  dice=[[2, 6], [6, 1]], level=3, bananas={1: 0, 4: 2, 5: 0})
    code(st, RED, [0])
    code(st, BLUE, [0, "loop"])
    assert isinstance(st.pending, ClimbChoice) and st.pending.trees == (4,)
    ev = st.apply(RED, Climb(4))
    assert kinds(ev)[-2:] == ["stalled", "game_over"]
    assert not [e for e in ev if e.kind in ("step", "loop", "lose_banana")
                and e["seat"] == BLUE]
    assert st.over and st.scores() == [1.0, 2.0] and st.winners() == [BLUE]


def test_a_falling_banana_can_stall_the_match_at_once():
    """Time level: both took from 4 last; 4 and 5 have a banana each; the one on
    5 falls: nobody can ever take the one on 4."""
    st = stalled_position(level=7, bananas={1: 0, 4: 1, 5: 1})
    _lose_nothing(st)
    st.timer = 1
    st.rng = Dice(5, 90)  # the tree die, then the next timer
    assert st.stall() is None
    ev = st.apply(SYSTEM, Clock(1))
    assert kinds(ev)[-2:] == ["stalled", "game_over"] and of(ev, "time_up")[0]["tree"] == 5


def test_stalled_matches_end_at_once_and_others_go_on_in_random_play():
    """An independent check of the stall at every action of random play from
    near the end of a match (tree 4 full, maybe a banana on 1 or 5), levels 1
    to 3: whenever every monkey's last tree is the only tree with bananas and
    nothing waits for the tree die, the match is over, stalled (traps and
    loops about or not)."""
    ends = []
    for level in (1, 2, 3):
        for seed in range(12):
            st = position([A[0], A[10]], dice=[[1, 2], [3, 4]], seed=seed, level=level,
                          bananas={1: seed % 2, 4: 3, 5: seed // 2 % 2},
                          variants=("max_rounds=30",))
            rng = random.Random(seed)
            while not st.over:
                seat = rng.choice(sorted(st.to_act()))
                action = keen_pick(st, seat, rng)
                events = st.apply(seat, action)
                check_invariants(st, seat, action, events)
                lasts = {m.last_tree for m in st.monkeys}
                trees = {t for t, b in st.bananas.items() if b}
                if len(lasts) == 1 and None not in lasts and trees == lasts and not st.loose:
                    assert st.over and st.end_reason == "stalled"
                    assert kinds(events)[-2:] == ["stalled", "game_over"]
            ends.append(st.end_reason)
    assert "stalled" in ends and "trees_empty" in ends


# ====================================================================== the full die
@pytest.mark.parametrize("level", [2, 5])
def test_every_move_goes_its_full_length_and_a_trap_only_ends_the_longest(level):
    """Random playouts with traps: every move makes exactly its target (the die,
    or the longest legal move), so a trap never ends a move early by choice."""
    moves = trapped = 0
    for seed in range(5):
        def check(st, seat, action, events):
            nonlocal moves, trapped
            for e in of(events, "move_end"):
                moves += 1
                assert e["steps"] == e["target"] or e["target"] == 0, e.data
                assert e["full"] == (e["steps"] == e["die"])
            trapped += len(of(events, "trapped"))
        playout(Setup("bananas", ("human",) * 3, 200 + seed, None,
                      (f"level={level}", "max_rounds=30")), random.Random(seed), check)
    assert moves > 100 and trapped  # monkeys did walk into traps (at full length)


# ====================================================================== the log's numbers
def test_mission_bonus_is_logged_when_it_is_awarded():
    st = position([A[0], A[10]], dice=[[1, 1], [1, 1]], bananas={1: 0, 4: 0, 5: 0},
                  variants=("missions=on",))
    st.missions = [(5, 1, 4), (1, 4, 5)]
    st.collected = [[5, 2, 1, 4], [4, 1, 5]]
    ev = code(st, RED, []) + code(st, BLUE, [])
    bonus = of(ev, "mission_bonus")
    assert [(e["seat"], e["trees"], e["collected"], e["in_order"], e["bonus"]) for e in bonus] \
        == [(RED, [5, 1, 4], [5, 1, 4], True, 3), (BLUE, [1, 4, 5], [4, 1, 5], False, 1)]
    ks = kinds(ev)
    assert ks.index("round_end") < ks.index("mission_bonus") < ks.index("game_over")
    assert of(ev, "game_over")[0]["scores"] == [3.0, 1.0]


def test_no_mission_bonus_event_without_a_bonus():
    st = position([A[0], A[10]], dice=[[1, 1], [1, 1]], bananas={1: 0, 4: 0, 5: 0})
    st.missions = [(5, 1, 4), (1, 4, 5)]
    st.collected = [[5, 1], []]
    ev = code(st, RED, []) + code(st, BLUE, [])
    assert st.over and not of(ev, "mission_bonus")


def test_round_end_counts_the_fallen_bananas():
    st = position([A[0], A[10]], dice=[[1, 1], [1, 1]], level=7, bananas={1: 0, 4: 1, 5: 0})
    st.timer = 1
    st.rng = Dice(4, 90)
    st.apply(SYSTEM, Clock(1))
    assert st.fallen == 1
    ev = code(st, RED, []) + code(st, BLUE, [])
    end = of(ev, "round_end")[0]
    assert (end["on_trees"], end["waiting"], end["fallen"]) == (0, 0, 1)
    assert of(ev, "game_over")[0]["reason"] == "trees_empty"


# ====================================================================== bounded matches
def test_code_edits_are_limited_per_player_and_round():
    st = position([A[0], A[10]], dice=[[1, 2], [3, 4]])
    for k in range(MAX_CODE_EDITS):
        assert st.view(RED)["code_edits_left"] == MAX_CODE_EDITS - k
        st.apply(RED, PlaceDie(0, 0) if k % 2 == 0 else ClearStep(0))
    assert st.legal_actions(RED) == [LockCode()]
    assert st.view(RED)["code_edits_left"] == 0 and st.view(None)["code_edits_left"] is None
    with pytest.raises(IllegalAction, match="press Done"):
        st.apply(RED, PlaceToken(1, "down"))
    assert st.legal_actions(BLUE) != [LockCode()]  # blue's own count
    twin = sample_state(st.view(RED), RED, random.Random(1))
    assert twin.legal_actions(RED) == [LockCode()]
    st.apply(RED, LockCode())
    st.apply(BLUE, LockCode())
    assert st.round == 2 and isinstance(st.pending, Coding)
    assert st.view(RED)["code_edits_left"] == MAX_CODE_EDITS


def test_clock_actions_are_limited_per_round():
    st = position([A[0], A[10]], dice=[[1, 1], [1, 1]], level=7)
    st.timer = 10 ** 6
    for _ in range(MAX_CLOCK_ACTIONS):
        st.apply(SYSTEM, Clock(1))
    with pytest.raises(IllegalAction, match="clock"):
        st.apply(SYSTEM, Clock(1))
    assert TIMEKEEPER.step(st, 5.0) is None
    assert sample_state(st.view(RED), RED, random.Random(2)).clock_actions == MAX_CLOCK_ACTIONS
    code(st, RED, []), code(st, BLUE, [])
    assert st.round == 2 and st.clock_actions == 0
    st.apply(SYSTEM, Clock(1))


def test_after_too_many_layings_the_game_lays_the_jungle():
    st = new_match(Setup("bananas", ("human",) * 3, 1, None, ("jungle=players",)))
    seen = []
    for k in range(1, MAX_RELAYS + 1):
        st.jungle = Jungle()
        st.jungle.place(Placement(1, 0, Hex(0, 0)))  # one tile: no planting ground
        st.pending = None
        st.agenda = [("check_grounds",), *[("plant", 0, t) for t in st.tree_ids],
                     ("place_monkey", 0)]
        st._ev = []
        st._pump()
        relaid = of(st._ev, "jungle_relaid")[0]
        seen.append((relaid["relays"], relaid["by"]))
    assert seen == [(k, "players") for k in range(1, MAX_RELAYS)] + [(MAX_RELAYS, "game")]
    assert kinds(st._ev)[:3] == ["jungle_relaid", "jungle", "bananas"]
    assert st.jungle.frozen and not st.jungle.problems(3)
    assert st.pending is not None and st.pending.KIND == "place"


def _stubborn(st, seat, rng):
    """The longest match a player can make: change the code until only Done is
    left, never climb, always set the trap."""
    legal = st.legal_actions(seat)
    p = st.pending
    if isinstance(p, Coding):
        edits = [a for a in legal if not isinstance(a, LockCode)]
        return rng.choice(edits) if edits else legal[0]
    if isinstance(p, ClimbChoice):
        return StayDown()
    if isinstance(p, TrapChoice):
        return next((a for a in legal if isinstance(a, PlaceTrap)), NoTrap())
    return rng.choice(legal)


@pytest.mark.parametrize("players,level,jungle", [(2, 1, "random"), (4, 7, "random"),
                                                   (3, 6, "players")])
def test_max_actions_bounds_the_longest_match_an_adversary_can_make(players, level, jungle):
    setup = Setup("bananas", ("human",) * players, 7, None,
                  (f"level={level}", "max_rounds=3", f"jungle={jungle}"))
    limit = max_actions(setup)
    rng = random.Random(3)
    st = new_match(setup)
    n = 0
    while not st.over:
        assert n < limit, f"more than max_actions ({limit}) actions"
        n += 1
        if st.timed:  # the clock acts as often as the rules let it
            try:
                st.apply(SYSTEM, Clock(1))
                continue
            except IllegalAction:
                pass
        seat = min(st.to_act())
        st.apply(seat, _stubborn(st, seat, rng))
    assert st.end_reason == "round_limit" and st.round == 3


# ====================================================================== one climb rule
def test_climb_verdict_is_the_rule_climbable_applies():
    st = position([Monkey(hex=A[0], last_tree=1), Monkey(tree=4)], dice=[[2, 6], [1, 1]],
                  level=2)
    j = st.jungle
    assert climb_verdict(j, A[3], 2, set(), st.bananas, 1, {4}) == ((), {1: SAME_TREE,
                                                                       4: OCCUPIED})
    assert st.climbable(RED, A[3], 2) == ([], {1: SAME_TREE, 4: OCCUPIED})
    assert climb_verdict(j, A[3], 2, {A[3]}, st.bananas, None, ()) == ((), {1: TRAP, 4: TRAP})
    assert climb_verdict(j, A[3], 2, set(), {1: 0, 4: 1}, None, ()) == ((4,), {1: NO_BANANA})
    assert climb_verdict(j, A[3], 3, set(), st.bananas, None, ()) == ((), {})  # 3 + 5 != 7
    assert tree_verdict(4, False, {4: 1}, None) is None
    assert tree_verdict(4, False, {4: 1}, 4) == SAME_TREE
