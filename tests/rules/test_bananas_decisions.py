"""Decisions (state.pending) and the queries screens and bots ask the rules:
climbable, hex_options, suggested_path; decisions as plain, immutable data
that survive their JSON and are shared by clones."""
from __future__ import annotations

import json
import random

import pytest

from game.core.errors import IllegalAction
from game.core.hexgrid import Hex
from game.core.state import Setup
from game.rules.bananas import Climb, MoveTo, StayDown, new_match
from game.rules.bananas.decisions import (BY_KIND, ClimbChoice, Coding, Decision, DownChoice,
                                         PathChoice, decision_from_json)
from game.rules.bananas.jungle import from_hexes
from game.rules.bananas.running import NO_BANANA, OCCUPIED, SAME_TREE, TRAP
from tests.support.bananas import A, H, Monkey, code, go, keen_pick, of, position

RED, BLUE = 0, 1


# ---------------------------------------------------------------- climbable
def test_climbable_needs_seven():
    st = position([A[0], A[10]], dice=[[2, 6], [1, 1]])
    # a3 shows 5, at the foot of trees 1 and 4
    assert st.climbable(RED, A[3], 2) == ([1, 4], {})
    assert st.climbable(RED, A[3], 3) == ([], {})       # 3 + 5 is not 7
    assert st.climbable(RED, A[1], 3) == ([], {})       # 3 + 4 = 7, but no tree there
    assert st.climbable(RED, Hex(9, 9), 2) == ([], {})  # not a hex of the path


@pytest.mark.parametrize("why", [TRAP, NO_BANANA, OCCUPIED, SAME_TREE])
def test_climbable_says_why_a_tree_is_denied(why):
    monkeys = [Monkey(hex=A[0]), Monkey(hex=A[10])]
    bananas = None
    if why == OCCUPIED:
        monkeys[BLUE] = Monkey(tree=4)
    if why == SAME_TREE:
        monkeys[RED] = Monkey(hex=A[0], last_tree=4)
    if why == NO_BANANA:
        bananas = {4: 0, 1: 2, 5: 3}
    st = position(monkeys, dice=[[2, 6], [1, 1]], bananas=bananas, level=2)
    if why == TRAP:
        st.traps[RED] = A[3]  # even its owner's trap
        assert st.climbable(RED, A[3], 2) == ([], {1: TRAP, 4: TRAP})
    else:
        assert st.climbable(RED, A[3], 2) == ([1], {4: why})


def test_a_denied_7nana_says_the_reason_climbable_gives():
    st = position([Monkey(hex=A[1], last_tree=4), Monkey(tree=1)], dice=[[2, 6], [1, 1]])
    ev = code(st, RED, [0]) + code(st, BLUE, [])
    denied = [(e["tree"], e["reason"]) for e in of(ev, "7nana")]
    assert denied == [(1, OCCUPIED), (4, SAME_TREE)]
    assert not isinstance(st.pending, ClimbChoice)


def test_climb_choice_offers_what_climbable_allows():
    st = position([A[1], A[10]], dice=[[2, 6], [1, 1]])
    code(st, RED, [0])
    code(st, BLUE, [])
    p = st.pending
    assert isinstance(p, ClimbChoice) and (p.hex, p.die, p.number) == (A[3], 2, 5)
    assert list(p.trees) == st.climbable(RED, A[3], 2)[0]
    assert st.legal_actions(RED) == [Climb(1), Climb(4), StayDown()]
    with pytest.raises(IllegalAction, match="can't climb tree 5"):
        st.apply(RED, Climb(5))
    with pytest.raises(IllegalAction, match="Climb the tree or stay"):
        st.apply(RED, MoveTo(A[4].q, A[4].r))


# ---------------------------------------------------------------- hex options
def test_hex_options_are_the_pending_choices_options():
    st = position([A[0], A[4]], dice=[[5, 4], [1, 1]])
    assert st.hex_options() == []  # coding: not a hex choice
    code(st, RED, [(0, "swing")])
    code(st, BLUE, [])
    p = st.pending
    assert isinstance(p, PathChoice)
    assert st.hex_options() == list(p.options)
    assert st.legal_actions(RED) == [MoveTo(h.q, h.r) for h in p.options]


def test_a_single_option_answers_itself():
    """a0 is a dead end: a 1 from a0 can only go to a1 (ruling 7)."""
    st = position([A[0], A[10]], dice=[[1, 6], [1, 1]])
    code(st, RED, [0])
    ev = code(st, BLUE, [])
    assert [e["hex"] for e in of(ev, "move")] == [[A[1].q, A[1].r]]


def test_down_choice_reasons():
    st = position([Monkey(tree=4, carrying=4), Monkey(hex=A[3])], dice=[[2, 6], [1, 1]],
                  bananas={4: 2, 1: 2, 5: 3})
    code(st, RED, ["down"])
    code(st, BLUE, [])
    p = st.pending
    assert isinstance(p, DownChoice) and p.by == "token"
    assert A[3] not in p.options
    with pytest.raises(IllegalAction, match="Another monkey is on that hex"):
        st.apply(RED, MoveTo(A[3].q, A[3].r))
    with pytest.raises(IllegalAction, match="foot of your tree"):
        st.apply(RED, MoveTo(A[0].q, A[0].r))
    with pytest.raises(IllegalAction, match="climbs down to"):
        st.apply(RED, StayDown())


# ---------------------------------------------------------------- suggested path
def fork(east_end: int, south_end: int):
    """From (0, 0) a move of 2 goes east (1, 0), (2, 0) or south (0, 1), (0, 2)
    (and (1, 0) and (0, 1) touch); tree 1 at (1, 1) has all four at its foot.
    Depth first, the east branch comes first."""
    hexes = {Hex(0, 0): 1, Hex(1, 0): 4, Hex(2, 0): east_end, Hex(0, 1): 4,
             Hex(0, 2): south_end}
    return from_hexes(hexes, {1: Hex(1, 1)})


def test_suggested_path_goes_for_a_7nana():
    st = position([Hex(0, 0), None], dice=[[2, 6], [1, 1]], jungle=fork(3, 5))
    code(st, RED, [0])
    code(st, BLUE, [])
    assert isinstance(st.pending, PathChoice)
    assert set(st.hex_options()) == {Hex(1, 0), Hex(0, 1)}
    assert st.suggested_path() == (Hex(0, 1), Hex(0, 2))  # 2 + 5 = 7 at tree 1
    # tree 1 bare: no 7nana anywhere, the first full move will do
    st.bananas[1] = 0
    assert st.suggested_path() == (Hex(1, 0), Hex(2, 0))


def test_suggested_path_keeps_out_of_traps_when_it_can():
    st = position([Hex(0, 0), None], dice=[[2, 6], [1, 1]], jungle=fork(3, 3), level=2)
    st.traps[BLUE] = Hex(2, 0)  # the first full move found would end in it
    code(st, RED, [0])
    code(st, BLUE, [])
    assert st.suggested_path() == (Hex(1, 0), Hex(0, 1))


def trap_corner(west: int):
    """`west` hexes west of (0, 0) in a row; east, (1, 0), (2, -1) and a trap on
    (2, 0) touch each other."""
    west_hexes = [Hex(-1 - i, 0) for i in range(west)]
    east, corner, trap = Hex(1, 0), Hex(2, -1), Hex(2, 0)
    hexes = {h: 1 for h in [Hex(0, 0), *west_hexes, east, corner, trap]}
    j = from_hexes(hexes, {1: Hex(-1, 1)})
    st = position([Hex(0, 0), None], dice=[[4, 6], [1, 1]], jungle=j, level=2)
    st.traps[BLUE] = trap
    return st, west_hexes, east, corner, trap


def test_a_move_that_can_go_its_full_length_never_stops_in_a_trap():
    """West a 4 runs its full length; east every way stops in the trap short
    of 4, so east is no way at all: the monkey walks west by itself."""
    st, west, east, corner, trap = trap_corner(4)
    ev = code(st, RED, [0]) + code(st, BLUE, [])
    end = of(ev, "move_end")[0]
    assert (H(end["hex"]), end["steps"], end["full"]) == (west[-1], 4, True)
    assert [H(e["hex"]) for e in of(ev, "move")] == west and not of(ev, "trapped")


def test_when_the_longest_move_ends_in_a_trap_the_monkey_goes_there():
    """West only 2 hexes: the longest move is 3, into the trap by the corner
    (from (1, 0) straight into the trap would stop after 2: not a way)."""
    st, west, east, corner, trap = trap_corner(2)
    ev = code(st, RED, [0]) + code(st, BLUE, [])
    end = of(ev, "move_end")[0]
    assert (H(end["hex"]), end["steps"], end["target"], end["full"]) == (trap, 3, 3, False)
    assert [H(e["hex"]) for e in of(ev, "move")] == [east, corner, trap]
    assert of(ev, "trapped")[0]["owner"] == BLUE


def test_no_suggestion_without_a_move():
    st = position([A[0], A[10]], dice=[[5, 4], [1, 1]])
    assert st.suggested_path() == ()


# ---------------------------------------------------------------- plain data
def test_decisions_are_immutable_and_shared_by_clones():
    st = position([A[0], A[4]], dice=[[5, 4], [1, 1]])
    code(st, RED, [(0, "swing")])
    code(st, BLUE, [])
    p = st.pending
    assert isinstance(p, PathChoice)
    twin = st.clone()
    assert twin.pending is p
    with pytest.raises(AttributeError):
        p.path = ()  # type: ignore[misc]
    go(twin, RED, A[3])
    assert st.pending is p and twin.pending is not p
    assert len(twin.pending.path) == len(p.path) + 1


def test_old_dict_style_reads_still_work():
    """Scenes and bots written against the old pending dict read it the old way."""
    st = position([A[0], A[4]], dice=[[5, 4], [1, 1]])
    assert st.pending["kind"] == "code" and st.pending.get("seat") is None
    code(st, RED, [(0, "swing")])
    code(st, BLUE, [])
    p = st.pending
    assert p["kind"] == "path" and p["die"] == 5 and p["path"][-1] == A[2]
    assert "options" in p and p.get("owner", 7) == 7
    with pytest.raises(KeyError):
        p["legal"]


def _kinds_seen(setup: Setup, rng: random.Random, seen: dict[str, int]) -> None:
    st = new_match(setup)
    while not st.over:
        p = st.pending
        assert isinstance(p, Decision)
        d = p.to_json(st)
        assert d == st.view(0)["pending"]
        assert json.loads(json.dumps(d)) == d
        # the JSON rebuilds the very same decision (as sampling.py does)
        again = decision_from_json(st, json.loads(json.dumps(d)))
        if isinstance(p, Coding) or p.KIND == "missions":
            assert again is p
        else:
            assert again == p, (p, again)
        seen[p.KIND] = seen.get(p.KIND, 0) + 1
        seat = rng.choice(sorted(st.to_act()))
        legal = st.legal_actions(seat)
        assert legal and all(st.check(seat, a) is None for a in legal)
        st.apply(seat, keen_pick(st, seat, rng))


def test_every_kind_of_decision_survives_its_json():
    seen: dict[str, int] = {}
    for seed in range(12):
        level = 2 + seed % 6
        variants = (f"level={level}", "max_rounds=12")
        if seed % 4 == 0:
            variants += ("jungle=players",)
        players = 2 if seed % 3 == 0 else 3 + seed % 2
        _kinds_seen(Setup("bananas", ("random",) * players, seed, None, variants),
                    random.Random(seed), seen)
    assert set(BY_KIND) - {"tree"} <= set(seen)  # the tree choice: next test


def test_tree_choice_survives_its_json():
    """With 2 players the tree die's 6 lets the loser choose a tree."""
    from tests.support.bananas import Dice
    st = position([A[0], A[10]], [[6, 4], [1, 1]], bananas={4: 1, 1: 0, 5: 3})
    st.monkeys[RED].stash = 1
    st.rng = Dice(6)
    st.lose_banana(RED, "trap")
    st._ev = []
    st.agenda.pop(0)
    st._op_tree_die(RED, "trap")
    p = st.pending
    assert p is not None and p.KIND == "tree" and p.to_json(st) == {
        "kind": "tree", "seat": RED, "trees": [1, 4]}
    assert decision_from_json(st, p.to_json(st)) == p
