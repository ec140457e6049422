"""Levels 2-7 and missions: traps, loop (both of the rule text's examples),
missions, magic cards, master, grand master, time."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.hexgrid import Hex
from game.core.state import Setup
from game.rules.bananas import Climb, MoveTo, PlaceDie, PlaceToken, StayDown, new_match
from game.core.seats import SYSTEM
from game.rules.bananas.actions import Clock, LockCode, NoTrap, OrderMissions, PickRotten, PlaceTrap
from game.rules.bananas.decisions import (ClimbChoice, OrderingMissions, PathChoice,
                                         PlaceMonkeyChoice, RottenPick, TrapChoice)
from game.rules.bananas.jungle import from_hexes
from tests.support.bananas import (A, A_NUMBERS, MAP_TREES, Dice, H, Monkey, code,
                                              go, of, position)

RED, BLUE = 0, 1


def lock_all(st, codes):
    ev = []
    for seat in sorted(codes):
        ev += code(st, seat, codes[seat])
    return ev


def map_with(**changes):
    """MAP with some numbers changed: map_with(a5=3)."""
    nums = dict(zip(A, A_NUMBERS))
    for name, v in changes.items():
        nums[A[int(name[1:])]] = v
    return from_hexes(nums, MAP_TREES)


# ================================================================ level 2: traps
def test_first_trap_goes_on_the_7nana_hex_or_a_hex_with_its_number():
    st = position([A[1], A[10]], dice=[[2, 6], [1, 1]], level=2)
    lock_all(st, {RED: [0], BLUE: []})
    st.apply(RED, Climb(4))  # 7nana from a3 (a 5)
    assert st.phase == "traps" and isinstance(st.pending, TrapChoice) and st.to_act() == {RED}
    # a3 itself, or any hex showing 5: a9 (blue, with no 7nana, has nothing to decide)
    assert st.legal_actions(RED) == [PlaceTrap(*A[9]), PlaceTrap(*A[3]), NoTrap()]  # sorted
    with pytest.raises(IllegalAction, match="same number"):
        st.apply(RED, PlaceTrap(*A[6]))
    ev = st.apply(RED, PlaceTrap(*A[9]))
    t = of(ev, "trap")[0]
    assert (H(t["hex"]), t["number"], t["reason"]) == (A[9], 5, "placed")
    assert st.traps == [A[9], None] and st.round == 2
    assert st.view(BLUE)["traps"] == [list(A[9]), None]


def test_no_7nana_no_trap_decision():
    st = position([A[0], A[10]], dice=[[1, 1], [1, 1]], level=2)
    ev = lock_all(st, {RED: [], BLUE: []})
    assert not of(ev, "trap") and st.round == 2 and st.phase == "code"


def test_trap_is_optional():
    st = position([A[1], A[10]], dice=[[2, 6], [1, 1]], level=2)
    lock_all(st, {RED: [0], BLUE: []})
    st.apply(RED, Climb(4))
    ev = st.apply(RED, NoTrap())
    assert st.traps == [None, None] and of(ev, "trap")[0]["reason"] == "kept"


def trapped_position(blue, dice, trap=A[3], stash=1, **kw):
    st = position([A[10] if "red" not in kw else kw.pop("red"),
                   Monkey(hex=blue, stash=stash) if isinstance(blue, Hex) else blue],
                  dice=[[1, 1], dice], level=2, **kw)
    st.traps[RED] = trap
    return st


def test_opponent_falls_into_the_trap_and_loses_a_banana():
    st = trapped_position(A[1], [3, 3])
    st.rng = Dice(4)  # the tree die sends the banana to tree 4 ... which is full
    ev = lock_all(st, {RED: [], BLUE: [0]})
    # a1 -> a2 -> a3 (the trap): the move stops there, 2 of 3 steps
    end = of(ev, "move_end")[0]
    assert (H(end["hex"]), end["steps"], end["full"]) == (A[3], 2, False)
    assert of(ev, "trapped")[0]["owner"] == RED
    lb = of(ev, "lose_banana")[0]
    assert lb["seat"] == BLUE and lb["lost"] and lb["reason"] == "trap"
    assert of(ev, "tree_die")[0]["result"] == "full" and st.returns == [BLUE]
    assert st.monkeys[BLUE].stash == 0 and st.bananas_accounted() == st.total


def test_no_stopping_in_a_trap_when_the_full_move_avoids_it():
    """Ruling: a monkey never stops short of its die by choice. a2 -> a1 -> a0
    makes the full 2; the trap on a3 would stop it after 1, so the move goes
    west by itself."""
    st = trapped_position(A[2], [2, 3])
    ev = lock_all(st, {RED: [], BLUE: [0]})
    end = of(ev, "move_end")[0]
    assert (H(end["hex"]), end["steps"], end["full"]) == (A[0], 2, True)
    assert not of(ev, "trapped") and st.monkeys[BLUE].stash == 1


def test_trap_blocks_passage_but_a_swing_bypasses_it():
    st = trapped_position(A[2], [3, 3])
    code(st, RED, [])
    code(st, BLUE, [(0, "swing")])
    opts = set(st.hex_options())
    # swinging past the trap makes the full 3, so the trap is no place to stop
    assert A[3] not in opts and A[1] not in opts and {A[4], A[5], A[6]} & opts
    with pytest.raises(IllegalAction, match="without stopping in that trap"):
        st.apply(BLUE, MoveTo(*A[3]))
    ev = go(st, BLUE, A[4])
    assert of(ev, "move")[0]["swing"] and not of(ev, "trapped")


def test_a_swing_never_lands_in_an_opponents_trap():
    st = trapped_position(A[3], [3, 3], trap=A[5])
    code(st, RED, [])
    code(st, BLUE, ["swing"])
    assert A[5] not in st.hex_options() and A[6] in st.hex_options()
    with pytest.raises(IllegalAction, match="trap"):
        st.apply(BLUE, MoveTo(*A[5]))


def test_own_trap_is_free_to_cross_but_no_7nana_from_it():
    st = position([A[1], A[10]], dice=[[2, 6], [1, 1]], level=2)
    st.traps[RED] = A[3]
    ev = lock_all(st, {RED: [0], BLUE: []})
    assert not of(ev, "trapped")
    assert {(e["tree"], e["reason"]) for e in of(ev, "7nana")} == {(1, "trap"), (4, "trap")}
    st = position([A[0], A[10]], dice=[[4, 6], [1, 1]], level=2)
    st.traps[RED] = A[2]
    ev = lock_all(st, {RED: [0], BLUE: []})
    assert H(of(ev, "move_end")[0]["hex"]) == A[4] and not of(ev, "trapped")


def test_an_opponents_trap_also_stops_7nana():
    st = trapped_position(A[1], [2, 2])
    ev = lock_all(st, {RED: [], BLUE: [0]})
    assert {(e["tree"], e["reason"]) for e in of(ev, "7nana")} == {(1, "trap"), (4, "trap")}


def test_no_climbing_down_into_an_opponents_trap():
    up = Monkey(tree=4, carrying=4, stash=0)
    st = trapped_position(up, [2, 3], trap=A[6], bananas={1: 2, 4: 2, 5: 3})
    ev = lock_all(st, {RED: [], BLUE: [0, "down"]})
    # the die 2 would come down on a6 (a 2): that is the trap, denied; Down avoids a6
    assert of(ev, "denied")[0]["what"] == "die"
    assert A[6] not in st.hex_options() and A[2] in st.hex_options()


def test_trap_must_move_every_round_or_go():
    st = position([A[0], A[1]], dice=[[1, 1], [1, 1]], level=2)
    st.traps[RED] = A[3]
    lock_all(st, {RED: [], BLUE: []})
    # no new 7nana: only the other hexes showing 5 (a9); staying is not allowed
    assert st.legal_actions(RED) == [PlaceTrap(*A[9]), NoTrap()]
    with pytest.raises(IllegalAction, match="two rounds"):
        st.apply(RED, PlaceTrap(*A[3]))
    ev = st.apply(RED, PlaceTrap(*A[9]))
    assert of(ev, "trap")[0]["reason"] == "moved" and st.traps[RED] == A[9]


def test_trap_that_cannot_move_is_removed_and_never_on_a_monkey():
    st = position([A[0], A[9]], dice=[[1, 1], [1, 1]], level=2)  # blue sits on the other 5
    st.traps[RED] = A[3]
    ev = lock_all(st, {RED: [], BLUE: []})
    t = of(ev, "trap")[0]
    assert t["reason"] == "cannot_move" and t["hex"] is None and st.traps[RED] is None


def test_trap_moves_to_the_hex_of_a_new_7nana():
    st = position([A[1], A[10]], dice=[[2, 6], [1, 1]], level=2)
    st.traps[RED] = A[9]
    lock_all(st, {RED: [0], BLUE: []})
    st.apply(RED, Climb(4))
    # new 7nana at a3; or a hex with the trap's number (5): a3 (again) - a9 is where it is
    assert st.trap_options(RED) == [A[3]]


# ================================================================ level 3: loop
def test_loop_example_1_at_step_3_replays_steps_1_and_2():
    """Loop at the third step: replay the 4 die and the Down once more."""
    st = position([A[6], A[0]], dice=[[4, 1], [1, 1]], level=3, jungle=map_with(a5=3))
    lock_all(st, {RED: [0, "down", "loop"], BLUE: []})
    go(st, RED, A[7])  # a7 a8 a9 a10 (a 3): 4 + 3 = 7 at tree 5
    st.apply(RED, Climb(5))
    ev = go(st, RED, A[9])  # step 2: Down to a9
    assert st.monkeys[RED].stash == 1
    # step 3 (Loop): the 4 again from a9: a8 a7 a6 a5 (a 3): 7nana at tree 4
    assert of(ev, "loop")[0]["replays"] == [0, 1]
    assert [e["step"] for e in of(ev, "replay")] == [0]
    assert isinstance(st.pending, ClimbChoice) and st.pending.trees == (4,)
    st.apply(RED, Climb(4))
    ev = go(st, RED, A[6])  # the replayed Down
    assert of(ev, "loop_end")[0]["ok"] and not of(ev, "lose_banana")
    assert st.monkeys[RED].stash == 2


def test_loop_example_2_at_step_2_replays_step_1():
    """Loop at the second step: move the 2 die once more."""
    st = position([A[0], A[10]], dice=[[2, 5], [1, 1]], level=3)
    ev = lock_all(st, {RED: [0, "loop"], BLUE: []})
    assert st.monkeys[RED].hex == A[2]  # step 1: a1, a2 (forced)
    assert isinstance(st.pending, PathChoice) and st.pending.die == 2
    ev = go(st, RED, A[3])  # a4 follows by itself
    assert of(ev, "loop_end")[0]["ok"] and st.monkeys[RED].hex == A[4]


def test_loop_denied_loses_a_banana_and_stops_the_replay():
    """Down, a die, then Loop: the replayed Down fails (the monkey is on the path), so
    the loop stops there (the die is not replayed) and a banana is lost."""
    up = Monkey(tree=4, carrying=4, stash=2)
    st = position([up, A[10]], dice=[[3, 1], [1, 1]], level=3, bananas={1: 2, 4: 1, 5: 3})
    st.rng = Dice(1, 1, 1, 1, 1, 4)  # tree die 1 (full); round 2: dice, tree die 4
    lock_all(st, {RED: ["down", 0, "loop"], BLUE: []})
    ev = go(st, RED, A[2])  # step 1: Down to a2; step 2: the 3 (a3 a4 a5, forced)
    assert st.monkeys[RED].stash == 2  # 3 after the Down, then 1 lost to the loop
    assert H(of(ev, "move_end")[0]["hex"]) == A[5]
    assert of(ev, "loop")[0]["replays"] == [0, 1]
    assert [e["step"] for e in of(ev, "replay")] == [0]  # step 2 was not replayed
    assert of(ev, "denied")[0]["replay"] is True
    assert of(ev, "loop_denied")[0]["failed_step"] == 0
    lb = of(ev, "lose_banana")[0]
    assert lb["reason"] == "loop" and lb["lost"]
    assert not of(ev, "loop_end")[0]["ok"]
    assert [e["result"] for e in of(ev, "tree_die")] == ["full", "placed"]
    assert st.bananas_accounted() == st.total and st.round == 2


def test_loop_with_a_short_move_is_denied():
    """Red's 2 takes it into the dead end a10; blue then blocks a8, so the replayed 2
    can only make 1 step: the loop is denied."""
    st = position([Monkey(hex=A[8], stash=1), A[6]], dice=[[2, 1], [2, 1]], level=3)
    st.rng = Dice(4, 1, 1, 1, 1, 4)
    lock_all(st, {RED: [0, "loop"], BLUE: [0]})
    assert st.monkeys[RED].hex == A[10]  # forced: a7 would run into blue
    ev = go(st, BLUE, A[7])  # blue: a7, a8
    assert st.monkeys[BLUE].hex == A[8]
    end = [e for e in of(ev, "move_end") if e["seat"] == RED][0]
    assert (end["steps"], end["full"]) == (1, False)
    # a9 is a 5 at tree 5's foot: even a cut-short move may 7nana (2 + 5)
    assert isinstance(st.pending, ClimbChoice)
    ev = st.apply(RED, StayDown())
    assert of(ev, "loop_denied") and of(ev, "lose_banana")[0]["lost"]
    assert st.monkeys[RED].stash == 0


def test_replayed_die_on_a_tree_climbs_down():
    st = position([A[1], A[10]], dice=[[2, 1], [1, 1]], level=3)
    lock_all(st, {RED: [0, "loop"], BLUE: []})
    st.apply(RED, Climb(4))  # 2 + 5 at a3
    # the loop replays the 2 while up tree 4: down to a6 (the base hex showing 2)
    assert st.monkeys[RED].hex == A[6] and st.monkeys[RED].stash == 1


def test_loop_placement_rules():
    st = position([A[0], A[10]], dice=[[2, 5], [1, 1]], level=3)
    with pytest.raises(IllegalAction, match="can't be step 1"):
        st.apply(RED, PlaceToken(0, "loop"))
    st.apply(RED, PlaceToken(1, "loop"))
    with pytest.raises(IllegalAction, match="Loop token"):
        st.apply(RED, PlaceDie(1, 0))
    st.apply(RED, PlaceDie(2, 0))
    with pytest.raises(IllegalAction, match="Only a Swing"):
        st.apply(RED, PlaceToken(2, "loop"))
    st1 = position([A[0], A[10]], dice=[[2, 5], [1, 1]], level=2)
    with pytest.raises(IllegalAction, match="no Loop token"):
        st1.apply(RED, PlaceToken(1, "loop"))


def test_loop_costs_nothing_with_an_empty_stash():
    st = position([A[3], A[10]], dice=[[1, 1], [1, 1]], level=3)
    ev = lock_all(st, {RED: ["down", "loop"], BLUE: []})
    lb = of(ev, "lose_banana")
    assert lb and lb[0]["lost"] is False and st.loose == 0


# ================================================================ missions
def test_missions_dealt_three_different_trees_public_and_ordered():
    for seed in range(10):
        for n in (2, 3, 4):
            st = new_match(Setup("bananas", ("human",) * n, seed, None, ("missions=on",)))
            while st.phase == "setup" and isinstance(st.pending, PlaceMonkeyChoice):
                s = next(iter(st.to_act()))
                st.apply(s, st.legal_actions(s)[0])
            assert isinstance(st.pending, OrderingMissions) and st.to_act() == set(range(n))
            for s in range(n):
                m = st.missions[s]
                assert len(set(m)) == 3 and (n > 2 or 6 not in m)
                assert st.view((s + 1) % n)["missions"][s] == list(m)  # public
            counts = {}
            for m in st.missions:
                for t in m:
                    counts[t] = counts.get(t, 0) + 1
            assert all(c <= 2 for c in counts.values())
    # ordering
    order = tuple(reversed(st.missions[0]))
    with pytest.raises(IllegalAction, match="your own"):
        st.apply(0, OrderMissions((1, 1, 1)))
    ev = st.apply(0, OrderMissions(order))
    assert of(ev, "missions_ordered")[0]["trees"] == list(order) and st.missions[0] == order
    for s in range(1, n):
        st.apply(s, st.legal_actions(s)[0])
    assert st.phase == "code" and st.round == 1


def test_missions_switch_defaults():
    def opts(*v, level=None):
        return new_match(Setup("bananas", ("human",) * 2, 1, level, v)).missions_on
    assert opts() is False
    assert opts("missions=on") is True
    assert opts("level=2") is True
    assert opts("level=2", "missions=off") is False


def test_mission_bonus_in_order_plus_three_any_order_plus_one():
    st = position([A[0], A[10]], dice=[[1, 1], [1, 1]])
    st.missions = [(5, 1, 4), (1, 4, 5)]
    st.collected = [[5, 2, 1, 4], [4, 1]]
    assert st.mission_bonus(0) == 3 and st.mission_bonus(1) == 0
    st.collected[1].append(5)
    assert st.mission_bonus(1) == 1  # all three, but 4 came before 1
    assert st.scores() == [3.0, 1.0]


def test_collections_are_counted_at_the_climb_first_time_only():
    st = position([A[1], A[10]], dice=[[2, 6], [1, 1]], variants=("missions=on",))
    st.missions = [(4, 5, 1), (1, 2, 3)]
    lock_all(st, {RED: [0], BLUE: []})
    st.apply(RED, Climb(4))
    assert st.collected[RED] == [4]


# ================================================================ level 4: magic cards
def test_rotten_trees_picked_in_secret_by_the_left_neighbour():
    st = new_match(Setup("bananas", ("human",) * 3, 4, None, ("level=4", "missions=off")))
    while isinstance(st.pending, PlaceMonkeyChoice):
        s = next(iter(st.to_act()))
        st.apply(s, st.legal_actions(s)[0])
    for owner in st.order():
        p = st.pending
        assert isinstance(p, RottenPick) and p.owner == owner and p.seat == (owner + 1) % 3
        with pytest.raises(IllegalAction, match="no tree 9"):
            st.apply(p.seat, PickRotten(9))
        ev = st.apply(p.seat, PickRotten(owner + 2))
        secret = of(ev, "rotten_picked")[0]
        assert secret.to == frozenset(s for s in range(3) if s != owner)
        assert of(ev, "rotten_set")[0].to is None
        assert st.view(owner)["rotten"][owner] is None
        assert st.view((owner + 2) % 3)["rotten"][owner] == owner + 2
        assert st.view(None)["rotten"][owner] is None
    assert st.phase == "code"


def test_rotten_banana_goes_back_and_a_new_tree_is_picked():
    st = position([A[1], A[10]], dice=[[2, 6], [1, 1]], level=4, variants=("missions=off",))
    st.rotten = [4, 1]
    st.missions = [(4, 5, 1), None]
    st.rng = Dice(5)  # the tree die: tree 5 (full) -> waits for next round
    lock_all(st, {RED: [0], BLUE: []})
    ev = st.apply(RED, Climb(4))
    assert of(ev, "rotten")[0]["tree"] == 4
    assert st.monkeys[RED].carrying is None and st.monkeys[RED].tree == 4
    assert st.collected[RED] == [4]  # still a collection for the missions
    assert of(ev, "tree_die")[0]["reason"] == "rotten"
    assert isinstance(st.pending, RottenPick) and st.pending.seat == BLUE
    st.apply(BLUE, PickRotten(2 if 2 in st.tree_ids else 5))
    assert st.bananas_accounted() == st.total


# ================================================================ levels 5 and 6
def test_master_level_three_dice_two_swings():
    st = new_match(Setup("bananas", ("human",) * 2, 2, None, ("level=5", "missions=off")))
    while st.phase != "code":
        s = next(iter(st.to_act()))
        st.apply(s, st.legal_actions(s)[0])
    assert all(len(d) == 3 for d in st.dice) and st.n_steps == 3
    assert st.tokens.count("swing") == 2
    st.apply(RED, PlaceDie(0, 0))
    st.apply(RED, PlaceToken(0, "swing"))
    st.apply(RED, PlaceToken(1, "swing"))
    with pytest.raises(IllegalAction, match="already on your code"):
        st.apply(RED, PlaceToken(2, "swing"))
    st.apply(RED, PlaceDie(2, 2))


def test_grand_master_four_steps_and_loop_at_step_four():
    st = position([A[0], A[10]], dice=[[1, 1, 1], [1, 1, 1]], level=6)
    assert st.n_steps == 4 and st.n_dice == 3
    ev = lock_all(st, {RED: [0, 1, 2, "loop"], BLUE: []})
    while st.round == 1:
        seat = min(st.to_act())
        ev += st.apply(seat, st.legal_actions(seat)[0])
    assert [e["step"] for e in of(ev, "step") if e["seat"] == RED] == [0, 1, 2, 3]
    assert of(ev, "loop")[0]["replays"] == [0, 1, 2]
    assert [e["step"] for e in of(ev, "replay")] == [0, 1, 2]
    assert of(ev, "loop_end")[0]["ok"]


# ================================================================ level 7: time
def test_time_level_hidden_timer_and_falling_bananas():
    st = new_match(Setup("bananas", ("human",) * 2, 9, None, ("level=7", "missions=off")))
    ev = list(st.opening)
    while st.phase == "setup":
        s = min(st.to_act())
        ev += st.apply(s, st.legal_actions(s)[0])
    ts = of(ev, "timer_set")
    assert ts and ts[0].to == frozenset() and 300 <= ts[0]["seconds"] <= 420
    assert st.view(0).get("timer") is None and st.view(0)["clock"] == 0
    st.timer = 10
    st.rng = Dice(4, 90)  # the tree die, then the next timer
    with pytest.raises(IllegalAction, match="clock"):  # time is the table's, not a player's
        st.apply(min(st.to_act()), Clock(5))
    before = st.bananas[4]
    ev = st.apply(SYSTEM, Clock(5))
    assert not ev and st.clock == 5
    ev = st.apply(SYSTEM, Clock(5))
    tu = of(ev, "time_up")[0]
    assert (tu["die"], tu["tree"], tu["fell"]) == (4, 4, True) and st.bananas[4] == before - 1
    assert st.fallen == 1 and st.timer == 90 and st.bananas_accounted() == st.total
    assert of(ev, "timer_set")[0].to == frozenset()


def test_time_nothing_falls_from_an_empty_or_missing_tree():
    st = position([A[0], A[10]], dice=[[1, 1], [1, 1]], level=7, bananas={1: 0, 4: 3, 5: 3})
    st.timer = 1
    st.rng = Dice(1, 60, 6, 60)
    ev = st.apply(SYSTEM, Clock(1))
    assert of(ev, "time_up")[0]["fell"] is False and st.fallen == 0
    ev = st.apply(SYSTEM, Clock(60))
    assert of(ev, "time_up")[0]["fell"] is False


def test_clock_only_at_the_time_level():
    st = position([A[0], A[10]], dice=[[1, 1], [1, 1]], level=6)
    with pytest.raises(IllegalAction, match="Time level"):
        st.apply(SYSTEM, Clock(5))
    st = position([A[0], A[10]], dice=[[1, 1], [1, 1]], level=7)
    with pytest.raises(IllegalAction, match="1 to"):
        st.apply(SYSTEM, Clock(0))
    with pytest.raises(IllegalAction, match="only moves the clock"):
        st.apply(SYSTEM, LockCode())


def test_a_banana_falling_during_the_climb_decision_cancels_it():
    st = position([A[1], A[10]], dice=[[2, 6], [1, 1]], level=7, bananas={1: 0, 4: 1, 5: 3})
    lock_all(st, {RED: [0], BLUE: []})
    assert isinstance(st.pending, ClimbChoice) and st.pending.trees == (4,)
    st.timer = 1
    st.rng = Dice(4, 80, *[1] * 6)  # tree die 4: its last banana falls; then 2 x 3 dice
    ev = st.apply(SYSTEM, Clock(3))
    assert of(ev, "time_up")[0]["fell"]
    assert [(e["tree"], e["reason"]) for e in of(ev, "7nana")] == [(4, "no_banana")]
    assert not isinstance(st.pending, ClimbChoice)
    assert st.bananas_accounted() == st.total


def test_describe_never_tells_secrets():
    from game.rules.bananas import describe
    st = position([A[1], A[10]], dice=[[2, 6], [1, 1]], level=4)
    v = st.view(None)
    assert describe({"kind": "place_die", "step": 0, "die": 1}, v, 0) == "Red is coding..."
    assert "4" not in describe({"kind": "pick_rotten", "tree": 4}, v, 1)
    assert describe({"seat": 1, "action": {"kind": "climb", "tree": 5}}, v) == \
        "Blue climbed tree 5!"
    assert describe({"kind": "move_to", "q": A[3].q, "r": A[3].r}, v, 0) == "Red moved to a 5."
    assert describe({"kind": "lock_code"}, v, 1) == "Blue is done coding."
