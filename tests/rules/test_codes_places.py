"""Codes places: what putting a coin down somewhere means, and which characters
of a secret code the table shows, as the rules judge them."""
from __future__ import annotations

import random

from game.core.state import Setup
from game.rules.codes import CodesState, Move, Swap
from game.rules.codes import coins as C
from game.rules.codes.places import COIN, GAP, places, put_down, shown
from game.rules.codes.table import apply_perm, layout


def test_a_coin_put_down_lands_where_it_was_put():
    """Applying the action the rules name puts the coin on the other coin's place
    (swap) or in the gap it was dropped into (move), whatever the row."""
    for n in (3, 5, 8):
        row = [f"c{i}" for i in range(n)]
        lay = layout(n)
        for src in range(n):
            got = places(n, src)
            for (kind, k), act in got.items():
                assert act in lay.perm, act           # a real action of this table
                after = apply_perm(row, lay.perm[act])
                if kind == COIN:
                    assert isinstance(act, Swap)
                    assert after[k] == row[src] and after[src] == row[k]
                else:
                    assert isinstance(act, Move)
                    others = [c for c in row if c != row[src]]
                    gap = sum(1 for c in row[:k] if c != row[src])  # coins left of the gap
                    assert after == others[:gap] + [row[src]] + others[gap:]


def test_putting_it_back_is_no_action():
    for n in (2, 5):
        for src in range(n):
            assert put_down(src, (COIN, src)) is None
            assert put_down(src, (GAP, src)) is None and put_down(src, (GAP, src + 1)) is None
            assert (COIN, src) not in places(n, src) and (GAP, src) not in places(n, src)
            assert len(places(n, src)) == (n - 1) + (n + 1 - 2)


def test_every_rearrangement_can_be_made_by_a_drop():
    n = 5
    lay = layout(n)
    made = {act for src in range(n) for act in places(n, src).values()}
    assert made == set(lay.swaps) | set(lay.moves)
    # each move comes from exactly one gap of its own coin
    for mv in lay.moves:
        assert sum(1 for a in places(n, mv.src).values() if a == mv) == 1


def test_places_run_from_left_to_right():
    keys = list(places(4, 1))
    targets = [2 * k + (1 if kind == COIN else 0) for kind, k in keys]
    assert targets == sorted(targets)


def test_whole_codes_are_shown_place_by_place():
    assert shown(["suns", "2", "moons"], ["suns", "3", "moons"]) == [True, False, True]
    assert shown([None, "2", None], ["suns", "2", "moons"]) == [False, True, False]  # coop: my places


def test_five_in_a_longer_code_is_shown_in_order_split_at_most_once():
    assert shown(["a", "b"], ["x", "a", "y", "b", "z"]) == [True, True]
    assert shown(["b", "a"], ["x", "a", "y", "b", "z"]) == [False, True]  # the leftmost best
    # split twice is not the code: the best way shows three of the four
    assert shown(["a", "b", "c", "d"], ["a", "x", "b", "y", "c", "d"]).count(True) == 3
    assert shown(["a", "b", "c", "d"], ["a", "b", "x", "y", "c", "d"]) == [True] * 4


def test_shown_agrees_with_how_the_rules_judge_a_win():
    r = random.Random(5)
    chars = list(C.SUITS[:3]) + list(C.VALUES[2:5])
    for _ in range(2000):
        table = [r.choice(chars) for _ in range(r.choice((5, 7)))]
        code = [r.choice(chars) for _ in range(5)]
        within = len(table) > len(code)
        assert all(shown(code, table)) == C.code_matches(code, table, within)


def test_a_move_the_rules_refuse_is_still_a_place():
    """The scene offers it; the rules refuse it with their reason (the undo)."""
    st = CodesState.from_position(Setup("codes", ("human", "human"), 1),
                                  ["suns:2", "moons:3", "crowns:4", "suns:3", "moons:4"],
                                  ["suit"] * 5, codes=[["suns"] * 5, ["moons"] * 5])
    st.apply(0, Swap(0, 2))
    back = put_down(2, (COIN, 0))
    assert back == Swap(0, 2) and back not in st.legal_actions(1)
