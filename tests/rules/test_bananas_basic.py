"""Level 1 (Basic) scenario tests: one per rule and ruling, including the rule
text's own examples (the 7nana with a 2 onto a 5; the red monkey's round)."""
from __future__ import annotations

import pytest

from game.core.errors import BadSetup, IllegalAction
from game.core.hexgrid import Hex
from game.rules.bananas import (ChooseTree, ClearStep, Climb, LockCode, MoveTo, PlaceDie,
                                PlaceMonkey, PlaceToken, StayDown, new_match)
from game.rules.bananas.decisions import ClimbChoice, Coding, DownChoice, PathChoice, TreeChoice
from tests.support.bananas import (A, H, Monkey, code, go, kinds, of, position,
                                  ring_map, setup)

RED, BLUE = 0, 1


class Dice:
    """A stand-in for the match RNG that rolls scripted values."""

    def __init__(self, *values):
        self.values = list(values)

    def die(self, sides=6):
        return self.values.pop(0)


def run_round(st, codes):
    """Code every seat (dict seat -> slots) and lock; returns the events."""
    ev = []
    for seat in sorted(codes):
        ev += code(st, seat, codes[seat])
    return ev


# ---------------------------------------------------------------- the text's examples
def test_7nana_with_a_2_onto_a_5():
    """Red rolls a 2, moves two steps and lands on a 5 at a tree's base: 7nana."""
    st = position([A[1], A[10]], dice=[[2, 6], [1, 1]])
    ev = run_round(st, {RED: [0], BLUE: []})
    # the only 2-step path from a1 goes a2, a3 (a0 is a dead end): it is made for red
    mv = of(ev, "move_end")[0]
    assert (mv["die"], mv["steps"], H(mv["hex"]), mv["number"]) == (2, 2, A[3], 5)
    # a3 is at the base of trees 1 and 4: the player picks (or stays)
    assert isinstance(st.pending, ClimbChoice) and st.pending.trees == (1, 4)
    assert set(st.legal_actions(RED)) == {Climb(1), Climb(4), StayDown()}
    ev = st.apply(RED, Climb(4))
    n7 = of(ev, "7nana")[0]
    assert (n7["die"], n7["number"], n7["sum"], n7["tree"], n7["result"]) == (2, 5, 7, 4, "climbed")
    m = st.monkeys[RED]
    assert m.tree == 4 and m.hex is None and m.carrying == 4 and m.stash == 0
    assert st.bananas[4] == 2


def test_red_monkeys_round():
    """Red rolled 5 and 4; yellow blocks the path. 1: move 5 with a swing to 7nana
    tree 4; 2: Down (banana stashed); 3: move 4 and catch tree 5."""
    st = position([A[0], A[4]], dice=[[5, 4], [1, 1]])  # seat 1 plays yellow, parked on a4
    run_round(st, {RED: [(0, "swing"), "down", 1], BLUE: []})
    p = st.pending
    assert isinstance(p, PathChoice) and p.target == 5 and p.swing
    # walking alone would only reach a3 (3 steps): the swing makes 5 possible
    # a1 and a2 are forced, so they are made by themselves
    assert st.pending.path == (A[0], A[1], A[2])
    assert set(st.hex_options()) == {A[3], A[5], A[6]}  # walk on, or swing past yellow
    go(st, RED, A[3])
    assert st.hex_options() == [A[6], A[5]][::-1] or set(st.hex_options()) == {A[5], A[6]}
    ev = go(st, RED, A[5])  # swing past yellow; a6 follows by itself (the only way on)
    swings = [e for e in of(ev, "move") if e["swing"]]
    assert len(swings) == 1 and swings[0]["tree"] == 4
    end = of(ev, "move_end")[0]
    assert (end["die"], end["number"], H(end["hex"]), end["full"]) == (5, 2, A[6], True)
    st.apply(RED, Climb(4))
    # step 1 of yellow: nothing. Step 2 of red: Down to a free base hex of tree 4 (not a4)
    assert isinstance(st.pending, DownChoice)
    assert st.hex_options() == sorted([A[2], A[3], A[5], A[6]])
    ev = go(st, RED, A[6])
    assert of(ev, "down")[0]["by"] == "token"
    assert of(ev, "stash")[0]["stash"] == 1 and st.monkeys[RED].carrying is None
    # step 3: a6 -> a7 -> a8 -> a9 -> a10 (forced), a 3 at tree 5's base: 4 + 3 = 7
    n7 = st.pending
    assert isinstance(n7, ClimbChoice) and n7.trees == (5,) and n7.number == 3
    st.apply(RED, Climb(5))
    assert st.monkeys[RED].tree == 5 and st.scores()[RED] == 2.0
    assert st.bananas == {1: 2, 4: 2, 5: 2}


# ---------------------------------------------------------------- movement
def test_move_exactly_the_die_value():
    st = position([A[0], A[10]], dice=[[3, 1], [1, 1]])
    ev = run_round(st, {RED: [0], BLUE: []})
    end = of(ev, "move_end")[0]
    assert end["steps"] == 3 and H(end["hex"]) == A[3] and end["full"]
    assert [H(e["hex"]) for e in of(ev, "move")] == [A[1], A[2], A[3]]


def test_no_hex_twice_in_one_move_longest_path_instead():
    """Around a ring of six hexes a die of 6 would come back to the start: not allowed,
    so the monkey makes the longest legal path (5)."""
    st = position([Hex(1, 0), None][:1] + [Monkey()], dice=[[6, 1], [1, 1]], jungle=ring_map())
    ev = run_round(st, {RED: [0], BLUE: []})
    assert st.pending.target == 5
    opts = st.hex_options()
    assert len(opts) == 2  # either way round
    with pytest.raises(IllegalAction, match="not a hex of the jungle"):
        st.apply(RED, MoveTo(3, 3))
    with pytest.raises(IllegalAction, match="one hex at a time"):
        st.apply(RED, MoveTo(-1, 0))
    ev = go(st, RED, opts[0])
    end = of(ev, "move_end")[0]
    assert end["steps"] == 5 and not end["full"]
    assert len({H(e["hex"]) for e in of(ev, "move")}) == 5


def test_cannot_step_back_on_a_hex_of_this_move():
    st = position([A[5], A[10]], dice=[[3, 1], [1, 1]])
    run_round(st, {RED: [0], BLUE: []})
    with pytest.raises(IllegalAction, match="same hex twice"):
        st.apply(RED, MoveTo(*A[5]))


def test_monkeys_block_the_path_and_the_move_is_cut_short():
    st = position([A[2], A[4]], dice=[[6, 1], [1, 1]])
    ev = run_round(st, {RED: [0], BLUE: []})
    # a3 leads only into blue: the longest path is a1, a0 (2 steps), made automatically
    end = of(ev, "move_end")[0]
    assert end["steps"] == 2 and end["target"] == 2 and H(end["hex"]) == A[0]
    assert not end["full"]


def test_a_hex_with_a_monkey_cannot_be_entered():
    st = position([A[2], A[4]], dice=[[2, 1], [1, 1]])
    run_round(st, {RED: [0], BLUE: []})
    assert not isinstance(st.pending, PathChoice)  # forced to a1, a0
    assert st.monkeys[RED].hex == A[0]


def test_boxed_in_monkey_does_not_move():
    st = position([A[0], A[1]], dice=[[3, 1], [1, 1]])
    ev = run_round(st, {RED: [0], BLUE: []})
    d = of(ev, "denied")[0]
    assert d["seat"] == RED and d["what"] == "die"
    assert st.monkeys[RED].hex == A[0]


def test_path_options_exclude_dead_ends():
    st = position([A[5], A[10]], dice=[[3, 1], [1, 1]])
    run_round(st, {RED: [0], BLUE: []})
    # from a5: a4 -> a3 -> a2 or a6 -> a7 -> a8: both make 3
    assert set(st.hex_options()) == {A[4], A[6]}
    ev = go(st, RED, A[4])  # then a3 and a2 are forced
    assert [H(e["hex"]) for e in of(ev, "move")] == [A[4], A[3], A[2]]


# ---------------------------------------------------------------- 7nana
def test_7nana_needs_die_plus_number_seven():
    st = position([A[0], A[10]], dice=[[3, 1], [1, 1]])  # 3 steps to a3 (5): 8, no 7nana
    ev = run_round(st, {RED: [0], BLUE: []})
    assert not of(ev, "7nana") and st.monkeys[RED].hex == A[3]


def test_7nana_denied_on_occupied_tree_but_other_tree_still_climbable():
    blue_up = Monkey(tree=4)
    st = position([A[1], blue_up], dice=[[2, 1], [1, 1]])
    ev = run_round(st, {RED: [0], BLUE: []})
    denied = [e for e in of(ev, "7nana") if e["result"] == "denied"]
    assert [(e["tree"], e["reason"]) for e in denied] == [(4, "occupied")]
    assert st.pending.trees == (1,)


def test_7nana_denied_tree_occupied_monkey_stays_on_base_hex():
    # a2 is a 6; stepping onto it with a 1 from a1 makes 7 at tree 4's base
    st = position([A[1], Monkey(tree=4)], dice=[[1, 6], [1, 1]])
    ev = code(st, RED, [0]) + code(st, BLUE, [])
    assert set(st.hex_options()) == {A[0], A[2]}
    ev += go(st, RED, A[2])
    n7 = of(ev, "7nana")
    assert [(e["die"], e["number"], e["tree"], e["result"], e["reason"]) for e in n7] == [
        (1, 6, 4, "denied", "occupied")]
    assert st.monkeys[RED].hex == A[2] and st.monkeys[RED].tree is None


def test_sum_of_seven_away_from_trees_does_nothing():
    st = position([A[8], A[10]], dice=[[1, 1], [1, 1]])
    ev = code(st, RED, [0]) + code(st, BLUE, [])
    ev += go(st, RED, A[7])  # a7 is a 6: 1 + 6 = 7, but no tree stands next to a7
    assert not of(ev, "7nana") and isinstance(st.pending, Coding) and st.round == 2


def test_not_the_same_tree_twice_in_a_row():
    st = position([Monkey(hex=A[1], last_tree=4, stash=1), A[10]], dice=[[1, 6], [1, 1]])
    ev = code(st, RED, [0]) + code(st, BLUE, []) + go(st, RED, A[2])
    n7 = of(ev, "7nana")
    assert [(e["tree"], e["reason"]) for e in n7] == [(4, "same_tree")]
    assert st.monkeys[RED].tree is None


def test_tree_without_bananas_cannot_be_climbed():
    st = position([A[1], A[10]], dice=[[1, 6], [1, 1]], bananas={1: 2, 4: 0, 5: 3})
    ev = code(st, RED, [0]) + code(st, BLUE, []) + go(st, RED, A[2])
    assert [(e["tree"], e["reason"]) for e in of(ev, "7nana")] == [(4, "no_banana")]


def test_climbing_is_a_choice():
    st = position([A[1], A[10]], dice=[[1, 6], [1, 1]])
    code(st, RED, [0]); code(st, BLUE, [])
    go(st, RED, A[2])
    assert st.legal_actions(RED) == [Climb(4), StayDown()]
    ev = st.apply(RED, StayDown())
    assert of(ev, "7nana")[0]["result"] == "stayed"
    assert st.monkeys[RED].hex == A[2] and st.bananas[4] == 3


def test_a_7nana_needs_a_move():
    """A boxed-in monkey at a tree's foot whose die and hex make 7 did not move onto
    the hex: no 7nana, although 1 + 6 = 7 and a2 is at the foot of tree 4."""
    st = position([A[2], A[1], A[3]], dice=[[1, 1], [1, 1], [1, 1]])  # a2 is a 6
    assert 4 in st.jungle.trees_at[A[2]] and st.number(A[2]) == 6 and st.bananas[4] == 3
    ev = run_round(st, {RED: [0], BLUE: [], 2: []})
    assert of(ev, "denied") and of(ev, "denied")[0]["seat"] == RED
    assert not of(ev, "7nana") and not of(ev, "climb")
    assert st.monkeys[RED].hex == A[2] and st.bananas[4] == 3


# ---------------------------------------------------------------- down
def test_down_token_to_any_vacant_base_hex_and_stash():
    st = position([Monkey(tree=4, carrying=4), A[3]], dice=[[1, 1], [1, 1]],
                  bananas={1: 2, 4: 2, 5: 3})
    run_round(st, {RED: ["down"], BLUE: []})
    assert st.hex_options() == sorted([A[2], A[4], A[5], A[6]])  # a3 is taken by blue
    with pytest.raises(IllegalAction, match="Another monkey"):
        st.apply(RED, MoveTo(*A[3]))
    with pytest.raises(IllegalAction, match="foot of your tree"):
        st.apply(RED, MoveTo(*A[8]))
    ev = go(st, RED, A[5])
    d = of(ev, "down")[0]
    assert (d["tree"], H(d["hex"]), d["by"]) == (4, A[5], "token")
    assert st.monkeys[RED].stash == 1 and st.monkeys[RED].hex == A[5]


def test_down_token_on_the_path_is_denied():
    st = position([A[3], A[10]], dice=[[1, 1], [1, 1]])
    ev = run_round(st, {RED: ["down"], BLUE: []})
    d = of(ev, "denied")[0]
    assert d["what"] == "down" and "not up a tree" in d["reason"]


def test_die_brings_the_monkey_down_to_a_matching_hex_and_no_further():
    st = position([Monkey(tree=4, carrying=4), A[10]], dice=[[2, 5], [1, 1]],
                  bananas={1: 2, 4: 2, 5: 3})
    ev = run_round(st, {RED: [0], BLUE: []})  # a die of 2: a6 is the base hex showing 2
    d = of(ev, "down")[0]
    assert (H(d["hex"]), d["by"], d["die"], d["number"]) == (A[6], "die", 2, 2)
    assert not of(ev, "move")  # it does not go on moving
    assert st.monkeys[RED].hex == A[6] and st.monkeys[RED].stash == 1


def test_die_down_denied_without_matching_free_hex():
    st = position([Monkey(tree=4, carrying=4), A[6]], dice=[[2, 4], [1, 1]],
                  bananas={1: 2, 4: 2, 5: 3})
    ev = run_round(st, {RED: [0, 1], BLUE: []})
    ds = of(ev, "denied")
    assert [d["what"] for d in ds] == ["die", "die"]  # 2: a6 taken by blue; 4: no base 4
    assert st.monkeys[RED].tree == 4 and st.monkeys[RED].carrying == 4


def test_down_with_no_free_base_hex_is_denied():
    st = position([Monkey(tree=1, carrying=1), A[3], A[4]], dice=[[1, 1]] * 3,
                  bananas={1: 1, 4: 3, 5: 3})
    ev = run_round(st, {0: ["down"], 1: [], 2: []})
    assert of(ev, "denied")[0]["what"] == "down"


# ---------------------------------------------------------------- swing
def test_lone_swing_to_base_of_same_or_linked_tree_over_a_monkey():
    st = position([A[3], A[4]], dice=[[1, 1], [1, 1]])
    run_round(st, {RED: ["swing"], BLUE: []})
    # trees 1 and 4 (at a3's foot): every free base hex but a3 itself; tree 5 is too far
    assert st.hex_options() == sorted([A[2], A[5], A[6]])
    ev = go(st, RED, A[5])
    sw = of(ev, "swing")[0]
    assert H(sw["hex"]) == A[5] and 4 in sw["trees"]
    assert not of(ev, "7nana") and st.bananas[4] == 3  # swinging grants no banana


def test_lone_swing_between_trees_whose_bases_touch():
    # tree 6 at (2,-1) with base a4, a5 and a new hex b=(3,-1): its base touches tree 4's base
    from game.rules.bananas.jungle import from_hexes
    from tests.support.bananas import A_NUMBERS, MAP_TREES
    nums = dict(zip(A, A_NUMBERS))
    b = Hex(3, -1)
    nums[b] = 4
    j = from_hexes(nums, {**MAP_TREES, 6: Hex(2, -1)})
    assert set(j.bases[6]) == {A[4], A[5], b}
    st = position([A[2], A[10]], dice=[[1, 1], [1, 1]], jungle=j)
    run_round(st, {RED: ["swing"], BLUE: []})
    assert b in st.hex_options()  # tree 4 -> tree 6: base hexes shared
    # tree 5's base is not near tree 4's
    assert A[9] not in st.hex_options()


def test_lone_swing_needs_a_base_hex_and_a_monkey_on_the_path():
    st = position([A[8], Monkey(tree=4)], dice=[[1, 1], [1, 1]])
    ev = run_round(st, {RED: ["swing"], BLUE: ["swing"]})
    reasons = {d["seat"]: d["reason"] for d in of(ev, "denied")}
    assert "not at the foot" in reasons[RED]
    assert "up a tree" in reasons[BLUE]


def test_swing_during_move_is_once_and_counts_one_step():
    st = position([A[0], A[4]], dice=[[6, 1], [1, 1]])
    run_round(st, {RED: [(0, "swing")], BLUE: []})
    assert st.pending.path == (A[0], A[1], A[2])
    assert A[5] in st.hex_options() and A[6] in st.hex_options()
    ev = go(st, RED, A[5])  # a swing from a2 over a3/a4 to a5 (one step); a6, a7, a8 forced
    moves = of(ev, "move")
    assert [m["swing"] for m in moves] == [True, False, False, False]
    end = of(ev, "move_end")[0]
    assert end["steps"] == 6 and H(end["hex"]) == A[8]
    # once used, the search offers no second swing
    from game.rules.bananas import paths
    assert all(not sw for _, sw in paths.moves(st.jungle, A[5], {A[5]}, set(), False))
    assert any(sw for _, sw in paths.moves(st.jungle, A[5], {A[5]}, set(), True))


def test_swing_under_a_die_on_a_tree_just_brings_it_down():
    st = position([Monkey(tree=4, carrying=4), A[10]], dice=[[2, 5], [1, 1]],
                  bananas={1: 2, 4: 2, 5: 3})
    ev = run_round(st, {RED: [(0, "swing")], BLUE: []})
    assert H(of(ev, "down")[0]["hex"]) == A[6]


def test_monkey_may_swing_through_occupied_tree():
    st = position([A[2], Monkey(tree=4)], dice=[[1, 1], [1, 1]])
    run_round(st, {RED: ["swing"], BLUE: []})
    assert A[6] in st.hex_options()


# ---------------------------------------------------------------- coding
def test_coding_rules_and_reasons():
    st = position([A[0], A[10]], dice=[[3, 4], [1, 2]])
    st.apply(RED, PlaceDie(0, 0))
    with pytest.raises(IllegalAction, match="already on your code"):
        st.apply(RED, PlaceDie(1, 0))
    with pytest.raises(IllegalAction, match="already holds a die"):
        st.apply(RED, PlaceDie(0, 1))
    st.apply(RED, PlaceToken(1, "down"))
    with pytest.raises(IllegalAction, match="Down token"):
        st.apply(RED, PlaceDie(1, 1))
    with pytest.raises(IllegalAction, match="Only a Swing"):
        st.apply(RED, PlaceToken(0, "down"))
    st.apply(RED, PlaceToken(0, "swing"))  # under the die
    with pytest.raises(IllegalAction, match="already on your code"):
        st.apply(RED, PlaceToken(2, "swing"))
    with pytest.raises(IllegalAction, match="no Loop token"):
        st.apply(RED, PlaceToken(2, "loop"))
    with pytest.raises(IllegalAction, match="steps 1 to 3"):
        st.apply(RED, PlaceDie(3, 1))
    with pytest.raises(IllegalAction, match="already empty"):
        st.apply(RED, ClearStep(2))
    st.apply(RED, ClearStep(0))
    st.apply(RED, PlaceDie(2, 0))
    assert st.codes[RED] == [[None, None], [None, "down"], [0, None]]
    with pytest.raises(IllegalAction, match="finish your code"):
        st.apply(RED, MoveTo(*A[1]))
    st.apply(RED, LockCode())
    with pytest.raises(IllegalAction, match="locked"):
        st.apply(RED, PlaceDie(0, 1))
    assert st.to_act() == {BLUE}
    assert st.legal_actions(RED) == []


def test_coding_legal_actions_are_all_accepted_and_complete():
    st = position([A[0], A[10]], dice=[[3, 4], [1, 2]])
    legal = st.legal_actions(RED)
    assert PlaceToken(0, "loop") not in legal and LockCode() in legal
    for a in legal:
        st.clone().apply(RED, a)
    # every combination of step/die/token outside the list is refused
    for k in range(4):
        for d in range(3):
            a = PlaceDie(k, d)
            if a not in legal:
                with pytest.raises(IllegalAction):
                    st.clone().apply(RED, a)


def test_everyone_codes_at_once_and_codes_are_hidden():
    st = position([A[0], A[10]], dice=[[3, 4], [1, 2]])
    assert st.to_act() == {RED, BLUE}
    before = st.view(BLUE)
    ev = st.apply(RED, PlaceDie(0, 1))
    assert all(e.to == frozenset({RED}) for e in ev)  # only red hears about red's code
    assert st.view(BLUE) == before
    assert st.view(RED)["codes"][RED][0]["value"] == 4
    assert st.view(None)["codes"] == [None, None]
    ev = st.apply(RED, LockCode())
    assert [e.kind for e in ev] == ["code_locked"] and ev[0].to is None
    assert st.view(BLUE)["locked"] == [True, False]
    ev = st.apply(BLUE, LockCode())
    rev = of(ev, "codes_revealed")[0]
    assert rev["codes"][RED][0]["value"] == 4
    assert st.view(BLUE)["codes"][RED] is not None


def test_steps_run_in_order_from_the_first_player():
    st = position([A[0], A[10], A[6]], dice=[[1, 1]] * 3, first=1)
    ev = run_round(st, {0: [], 1: [], 2: []})
    assert [(e["step"], e["seat"]) for e in of(ev, "step")] == [
        (0, 1), (0, 2), (0, 0), (1, 1), (1, 2), (1, 0), (2, 1), (2, 2), (2, 0)]


def test_broken_code_keeps_running_later_steps():
    st = position([A[3], A[10]], dice=[[1, 2], [1, 1]])
    ev = run_round(st, {RED: ["down", None, 1], BLUE: []})
    assert of(ev, "denied")[0]["step"] == 0
    assert isinstance(st.pending, PathChoice) and st.pending.step == 2  # step 3 still runs


# ---------------------------------------------------------------- rounds and the end
def test_round_structure_and_first_player_passes_left():
    st = new_match(setup(3, seed=5))
    while st.phase == "setup":
        seat = next(iter(st.to_act()))
        st.apply(seat, st.legal_actions(seat)[0])
    assert st.round == 1 and st.phase == "code" and st.first == 0
    assert all(len(d) == 2 for d in st.dice)
    ev = []
    for s in range(3):
        ev += st.apply(s, LockCode())
    ks = kinds(ev)
    assert ks.index("codes_revealed") < ks.index("step") < ks.index("round_end")
    assert ks.index("round_end") < ks.index("first_player") < ks.index("round_start")
    assert of(ev, "first_player")[0]["seat"] == 1 and st.first == 1 and st.round == 2
    assert len(of(ev, "dice")) == 3 and [e["seat"] for e in of(ev, "dice")] == [1, 2, 0]


def test_game_ends_at_end_of_round_when_trees_are_empty_held_banana_counts():
    # one banana left, on tree 4; red takes it in step 1 and stays up the tree
    st = position([A[1], A[10]], dice=[[1, 1], [1, 1]], bananas={1: 0, 4: 1, 5: 0})
    ev = code(st, RED, [0]) + code(st, BLUE, [])
    ev += go(st, RED, A[2]) + st.apply(RED, Climb(4))
    assert st.over
    assert of(ev, "round_end")[0]["on_trees"] == 0
    go_ = of(ev, "game_over")[0]
    assert go_["reason"] == "trees_empty" and go_["winners"] == [RED]
    assert st.scores() == [1.0, 0.0] and st.winners() == [RED]


def test_ties_share_the_win():
    st = position([Monkey(hex=A[1], stash=2), Monkey(hex=A[10], stash=3)],
                  dice=[[1, 1], [1, 1]], bananas={1: 0, 4: 1, 5: 0})
    code(st, RED, [0]); code(st, BLUE, [])
    go(st, RED, A[2]); st.apply(RED, Climb(4))
    assert st.over and st.scores() == [3.0, 3.0] and st.winners() == [RED, BLUE]


def test_not_over_while_a_banana_waits_for_the_tree_die():
    st = position([A[1], A[10]], dice=[[1, 1], [1, 1]], bananas={1: 0, 4: 1, 5: 0})
    st.loose = 1; st.total += 1; st.returns = [BLUE]
    code(st, RED, [0]); code(st, BLUE, [])
    go(st, RED, A[2]); st.apply(RED, Climb(4))
    assert not st.over and st.round == 2


def test_round_limit_ends_the_match():
    st = new_match(setup(2, 3, "max_rounds=30"))
    while not st.over:
        seat = min(st.to_act())
        acts = st.legal_actions(seat)
        st.apply(seat, LockCode() if LockCode() in acts else acts[0])
    assert st.round == 30 and st.end_reason == "round_limit"


# ---------------------------------------------------------------- tree die
def test_lost_banana_goes_to_the_rolled_tree():
    st = position([Monkey(hex=A[0], stash=2), A[10]], dice=[[1, 1], [1, 1]],
                  bananas={1: 1, 4: 3, 5: 3})
    st.rng = Dice(1)
    st._ev, st.pending = [], None
    st.lose_banana(RED, "trap")
    st._pump()
    ks = [(e.kind, e.get("result")) for e in st._ev]
    assert ks == [("lose_banana", None), ("tree_die", "placed"), ("banana_returned", None)]
    assert st.bananas[1] == 2 and st.monkeys[RED].stash == 1
    assert st.bananas_accounted() == st.total


def test_full_tree_repeats_the_roll_next_round():
    st = position([Monkey(hex=A[0], stash=2), A[10]], dice=[[1, 1], [1, 1]],
                  bananas={1: 1, 4: 3, 5: 3})
    # tree die 4 (full); the round ends; round 2: dice 5 1 / 3 3, the roll is repeated: 2
    # (there is no tree 2 on this map), so it waits again; round 3 ... 1: placed
    st.rng = Dice(4, 5, 1, 3, 3, 2, 1, 1, 1, 1, 1)
    st._ev, st.pending, st.agenda = [], None, [("round_end",)]
    st.lose_banana(RED, "loop")
    assert st.loose == 1 and st.bananas_accounted() == st.total
    st._pump()
    tds = of(st._ev, "tree_die")
    assert [(e["die"], e["result"], e["reason"]) for e in tds] == [
        (4, "full", "loop"), (2, "no_tree", "again")]
    assert st.returns == [RED] and st.round == 2 and st.phase == "code"
    assert st.loose == 1 and st.bananas_accounted() == st.total
    ev = code(st, RED, []) + code(st, BLUE, [])
    assert [(e["die"], e["result"]) for e in of(ev, "tree_die")] == [(1, "placed")]
    assert st.bananas[1] == 2 and st.loose == 0 and st.returns == []
    assert st.bananas_accounted() == st.total


def test_two_players_a_six_lets_the_player_choose():
    st = position([Monkey(hex=A[0], stash=2), A[10]], dice=[[1, 1], [1, 1]],
                  bananas={1: 1, 4: 2, 5: 3})
    st.rng = Dice(6)
    st._ev, st.pending = [], None
    st.lose_banana(RED, "trap")
    st._pump()
    assert isinstance(st.pending, TreeChoice) and st.pending.trees == (1, 4)
    assert st.to_act() == {RED}
    with pytest.raises(IllegalAction, match="full"):
        st.apply(RED, ChooseTree(5))
    ev = st.apply(RED, ChooseTree(4))
    assert st.bananas[4] == 3 and of(ev, "banana_returned")[0]["tree"] == 4
    assert st.bananas_accounted() == st.total


def test_three_players_a_six_is_tree_six():
    from game.rules.bananas.jungle import from_hexes
    from tests.support.bananas import A_NUMBERS, MAP_TREES
    j = from_hexes(dict(zip(A, A_NUMBERS)), {**MAP_TREES, 6: Hex(2, -1)})
    st = BananasStateFactory(j, 3)
    st.rng = Dice(6)
    st._ev, st.pending = [], None
    st.lose_banana(RED, "trap")
    st._pump()
    assert of(st._ev, "tree_die")[0]["result"] == "placed" and st.bananas[6] == 2


def BananasStateFactory(j, n):
    return position([Monkey(hex=A[0], stash=1)] + [A[8 + i] for i in range(n - 1)],
                    dice=[[1, 1]] * n, jungle=j, bananas={1: 2, 4: 3, 5: 3, 6: 1})


def test_losing_from_an_empty_stash_loses_nothing():
    st = position([A[0], A[10]], dice=[[1, 1], [1, 1]])
    st._ev = []
    assert st.lose_banana(RED, "trap") is False
    assert st.loose == 0 and not st.agenda[:1] == [("tree_die", RED, "trap")]


# ---------------------------------------------------------------- set-up
def test_new_match_opening_and_monkey_placement():
    st = new_match(setup(2, seed=11))
    ks = kinds(st.opening)
    assert ks[:3] == ["first_player", "jungle", "bananas"] and "monkey_roll" in ks
    assert of(st.opening, "bananas")[0]["total"] == 12
    assert st.phase == "setup" or st.phase == "code"
    while st.phase == "setup":
        seat = next(iter(st.to_act()))
        p = st.pending
        for h, v in st.jungle.numbers.items():
            if v != p.die:
                with pytest.raises(IllegalAction, match=f"rolled a {p.die}"):
                    st.apply(seat, PlaceMonkey(*h))
                break
        a = st.legal_actions(seat)[-1]
        assert st.jungle.numbers[a.hex] == p.die
        st.apply(seat, a)
    assert all(m.hex is not None for m in st.monkeys)
    assert len({m.hex for m in st.monkeys}) == 2


def test_trees_and_bananas_by_player_count():
    assert new_match(setup(2)).total == 12
    assert new_match(setup(3)).total == 14
    st = new_match(setup(4))
    assert st.total == 14 and len(st.jungle.placements) == 8
    assert st.capacity == {1: 2, 2: 2, 3: 2, 4: 3, 5: 3, 6: 2}


@pytest.mark.parametrize("variants,level,msg", [
    (("level=9",), None, "1-7"),
    (("colour=red",), None, "no setting"),
    ((), "swamp", "choose 1-7"),
    (("level=1",), "3", "Two different levels"),
    (("missions=maybe",), None, "auto, off or on"),
    (("max_rounds=0",), None, "1-1000"),
])
def test_bad_setups(variants, level, msg):
    from game.core.state import Setup
    with pytest.raises(BadSetup, match=msg):
        new_match(Setup("bananas", ("human", "human"), 1, level, variants))
    with pytest.raises(BadSetup):
        new_match(Setup("bananas", ("human",), 1))
    with pytest.raises(BadSetup):
        new_match(Setup("bananas", ("human",) * 5, 1))


def test_level_names_accepted():
    from game.core.state import Setup
    assert new_match(Setup("bananas", ("human", "human"), 1, "basic")).level == 1
    assert new_match(Setup("bananas", ("human", "human"), 1, "1")).level == 1


def test_not_your_turn_reasons():
    st = position([A[1], A[10]], dice=[[1, 1], [1, 1]])
    code(st, RED, [0]); code(st, BLUE, [])
    go(st, RED, A[2])
    with pytest.raises(IllegalAction, match="not your turn"):
        st.apply(BLUE, StayDown())
    with pytest.raises(IllegalAction, match="Climb the tree or stay"):
        st.apply(RED, MoveTo(*A[3]))
    with pytest.raises(IllegalAction, match="can't climb tree 5"):
        st.apply(RED, Climb(5))
