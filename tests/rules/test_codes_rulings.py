"""Codes: the referee's rulings (issue 7), one test each.

- no round limit by default, a round limit as a lobby option, and every match
  still bounded (`max_actions`), guesses included;
- no undo, judged on the visible table: the previous player's whole turn,
  one's own first action, never a replace;
- the memory game's claim window after every change, the same for every seat;
- the game spots a match on anyone's turn, and every matching player wins;
- five in a longer code: side by side or split once;
- settings that do not fit are refused with a reason, never changed.
"""
from __future__ import annotations

import random

import pytest

from game.core.errors import BadSetup, IllegalAction
from game.core.match import Match
from game.core.state import Setup
from game.rules import codes
from game.rules.codes import (Claim, CodesState, Flip, GuessCancel, GuessChar, GuessStart, Move,
                              Pass, Replace, Swap, max_actions, new_match)
from game.rules.codes import coins as C
from game.rules.codes.options import SAFETY_ROUNDS
from game.rules.codes.state import UNDO_OWN_REASON, UNDO_REASON, UNDO_TURN_REASON

A, B = "suit", "value"
T5 = ["suns:2", "moons:3", "crowns:4", "suns:3", "moons:2"]
F5 = [A, A, A, B, B]  # suns moons crowns 3 2
FAR = [("4", "4", "4", "moons", "suns"), ("2", "crowns", "moons", "4", "3"),
       ("4", "4", "4", "4", "4")]
NEAR = ("suns", "3", "crowns", "3", "2")  # one flip (coin 2) away


def setup(n=2, *variants, seed=1):
    return Setup("codes", ("human",) * n, seed, None, tuple(variants))


def position(codes_, *variants, n=2, table=T5, faces=F5, seed=1, **kw):
    return CodesState.from_position(setup(n, *variants, seed=seed), table, faces, codes=codes_, **kw)


def kinds(events):
    return [e.kind for e in events]


def refused(st, seat, action):
    assert action not in st.legal_actions(seat)
    with pytest.raises(IllegalAction) as err:
        st.apply(seat, action)
    return err.value.reason


# ---------------------------------------------------------------- 1. no round limit, bounded
def test_no_round_limit_by_default():
    st = position(FAR[:2])
    assert st.view(0)["round_limit"] is None
    for k in range(2 * 60):  # sixty rounds of flips, far beyond any old limit
        st.apply(st.turn, Flip(k % 5))
    assert not st.over and st.round == 61


def test_a_round_limit_is_an_option_of_the_lobby():
    spec = Match(Setup("codes", ("random", "random"), 1)).spec
    assert "max_rounds" in spec.lobby_options
    assert spec.option("max_rounds").default == 0 and spec.label("max_rounds", 0) == "Off"
    st = position(FAR[:2], "max_rounds=20")
    for k in range(2 * 20):
        st.apply(st.turn, Flip(k % 5))
    assert st.over and st.end_reason == "round_limit" and st.winners() == []


def test_without_a_limit_the_safety_stop_ends_the_match():
    st = position(FAR[:2])
    k = 0
    while not st.over:
        st.apply(st.turn, Flip(k % 5))
        k += 1
    assert k == 2 * SAFETY_ROUNDS and st.end_reason == "safety_stop" and st.winners() == []
    assert k <= max_actions(st.setup)


def test_one_guess_a_turn():
    code = ("4", "4", "4", "moons", "suns")
    st = CodesState.from_position(setup(2, "mode=coop_guess"), T5, F5, code=code,
                                  positions=[[0, 1, 2], [3, 4]])
    st.apply(0, GuessStart())
    st.apply(0, GuessChar("suns"))
    st.apply(0, GuessCancel())
    assert "One guess a turn" in refused(st, 0, GuessStart())
    st.apply(0, Flip(0))
    assert GuessStart() in st.legal_actions(1)  # a new turn, a new chance


def _stalling_playout(setup_: Setup, seed: int) -> int:
    """Random legal actions, always preferring the ones that change nothing
    (start and cancel a guess, pass, end the turn): the longest a match can be."""
    r = random.Random(seed)
    m = Match(setup_)
    stall = {"guess_start", "guess_cancel", "pass", "end_turn", "ready"}
    while not m.over:
        seat = min(m.state.to_act())
        legal = m.state.legal_actions(seat)
        slow = [a for a in legal if a.KIND in stall]
        m.apply(seat, r.choice(slow) if slow else r.choice(legal))
        assert len(m.record.steps) <= m.spec.max_actions(setup_)
    return len(m.record.steps)


@pytest.mark.parametrize("variants", [("mode=coop_guess", "max_rounds=3"),
                                      ("memory", "two_actions", "max_rounds=3"),
                                      ("mode=coop_guess", "memory", "two_actions", "max_rounds=2")])
def test_every_match_ends_within_its_declared_length(variants):
    for n in (2, 5):
        steps = _stalling_playout(Setup("codes", ("random",) * n, 3, None, variants), n)
        assert steps > 0


# ---------------------------------------------------------------- 3. no undo
def test_no_undo_of_the_previous_players_whole_turn():
    st = position(FAR[:2], "two_actions")
    st.apply(0, Flip(0))
    st.apply(0, Flip(1))
    st.apply(1, Flip(0))  # one of the two back is fine...
    assert refused(st, 1, Flip(1)) == UNDO_TURN_REASON  # ...but not the whole turn


def test_undoing_part_of_the_previous_turn_is_allowed():
    st = position(FAR[:2], "two_actions")
    st.apply(0, Flip(0))
    st.apply(0, Swap(2, 3))
    st.apply(1, Swap(2, 3))  # coin 1 still shows its other side: not the old table
    assert st.turn == 1


def test_the_second_action_may_not_undo_the_first():
    st = position(FAR[:2], "two_actions")
    st.apply(0, Move(0, 3))
    assert refused(st, 0, Move(3, 0)) == UNDO_OWN_REASON
    st.apply(0, Swap(3, 4))  # anything else is fine
    assert st.turn == 1


def test_no_undo_looks_at_the_visible_table():
    # suns moons suns: coin 1 (suns:2) and coin 3 (suns:3) both show suns
    table = ["suns:2", "moons:3", "suns:3", "crowns:4", "moons:2"]
    faces = [A, A, A, A, B]
    st = position(FAR[:2], table=table, faces=faces)
    st.apply(0, Move(0, 2))  # moons suns suns (the suns coins changed places)
    # swapping the first two shows suns moons suns again: the old table, though
    # the coins lie differently
    assert refused(st, 1, Swap(0, 1)) == UNDO_REASON
    assert Move(2, 0) not in st.legal_actions(1)


def test_a_replace_is_never_undone():
    for seed in range(30):
        st = position(FAR[:2], seed=seed)
        st.apply(0, Replace(2))
        assert Flip(2) in st.legal_actions(1)  # even if the same coin came out
        st.apply(1, Flip(2))
        st = position(FAR[:2], "two_actions", seed=seed)
        st.apply(0, Replace(2))
        st.apply(0, Flip(2))  # nor is one's own first action, when it was a replace
        assert st.turn == 1


def test_a_turn_with_a_replace_is_never_undone():
    st = position(FAR[:2], "two_actions")
    st.apply(0, Flip(0))
    st.apply(0, Replace(4))
    st.apply(1, Flip(0))
    assert st.turn == 1


def test_the_undo_rule_is_in_the_view():
    st = position(FAR[:2])
    st.apply(0, Flip(2))
    v = st.view(1)
    assert v["no_undo"]["tables"] == [["suns", "moons", "crowns", "3", "2"]]


# ---------------------------------------------------------------- 4. the memory game's window
def mem(codes_, n=2, *extra):
    st = position(codes_, "memory", *extra, n=n)
    st.ready = set(range(n))
    return st


def test_a_code_that_shows_between_ones_turns_can_be_claimed():
    # seat 2's code shows after seat 0's action; seat 1 changes the table before
    # seat 2's turn: seat 2 may still claim, in the window right after the change
    st = mem([FAR[0], FAR[1], NEAR], 3)
    st.apply(0, Flip(1))
    assert st.to_act() == {0, 1, 2}
    st.apply(0, Pass())
    st.apply(1, Pass())
    ev = st.apply(2, Claim())
    assert st.winners() == [2] and kinds(ev) == ["claim", "win", "reveal"]


def test_the_window_looks_the_same_to_every_seat():
    st = mem([FAR[0], NEAR, FAR[1]], 3)
    st.apply(0, Flip(1))  # seat 1 could claim, seats 0 and 2 could not
    views = [st.view(s) for s in range(3)]
    for v in views:
        assert v["phase"] == "claim" and v["deciding"] == [0, 1, 2] and v["my_claim"] is None
    assert all(st.legal_actions(s) == [Claim(), Pass()] for s in range(3))
    strip = ("seat", "my_code", "my_positions")
    assert len({repr({k: x for k, x in v.items() if k not in strip}) for v in views}) == 1


def test_decisions_are_secret_until_everyone_has_decided():
    def after(first):
        st = mem([FAR[0], FAR[1], FAR[2]], 3)
        st.apply(0, Flip(1))
        st.apply(0, first)
        return st
    claimed, passed = after(Claim()), after(Pass())
    for s in (None, 1, 2):
        assert claimed.view(s) == passed.view(s)
    assert claimed.view(0)["my_claim"] is True and passed.view(0)["my_claim"] is False
    assert claimed.action_to(0, Claim()) == frozenset([0])


def test_every_right_claim_in_a_window_wins():
    st = mem([NEAR, FAR[1], NEAR], 3)  # seats 0 and 2 hold the same code, not a team
    st.apply(0, Flip(1))
    st.apply(0, Claim())
    st.apply(1, Pass())
    st.apply(2, Claim())
    assert st.winners() == [0, 2]


def test_every_seat_is_asked_after_every_change_bots_included():
    for seed in range(3):
        m = Match(Setup("codes", ("random",) * 3, seed, None, ("memory", "two_actions")))
        r = random.Random(seed)
        while not m.over and len(m.record.steps) < 300:
            st = m.state
            seat = min(st.to_act())
            legal = st.legal_actions(seat)
            a = Pass() if Pass() in legal else r.choice(legal)
            ev = m.apply(seat, a)
            if a.KIND in ("flip", "swap", "move", "replace"):
                assert kinds(ev)[-1] == "claim_window"
                assert st.to_act() == {s for s in range(3) if s not in st.out}


# ---------------------------------------------------------------- the game spots matches itself
def test_outside_the_memory_game_every_matching_player_wins_on_anyones_turn():
    st = position([FAR[0], NEAR, FAR[1], NEAR], n=4)  # seats 1 and 3 hold the same code
    ev = st.apply(0, Flip(1))  # seat 0's action shows it
    assert st.winners() == [1, 3] and ev[-3].kind == "match" and ev[-3]["seats"] == [1, 3]


def test_five_in_a_longer_code_several_codes_at_once():
    table = ["suns:2", "moons:3", "crowns:4", "suns:3", "moons:2", "crowns:2", "suns:4"]
    faces = [A, A, A, B, B, A, A]  # suns moons crowns 3 2 crowns suns
    st = CodesState.from_position(setup(3, "five_in_long", "code=7"), table, faces,
                                  codes=[FAR[2],
                                         ("crowns", "3", "2", "crowns", "4"),    # side by side
                                         ("moons", "crowns", "3", "crowns", "4")])  # split once
    st.apply(0, Flip(6))  # the last coin now shows 4: both codes are on the table
    assert st.winners() == [1, 2]


# ---------------------------------------------------------------- 5. five in a longer code
@pytest.mark.parametrize("table, found", [
    ("abcde", True), ("xxabcdexx", True),
    ("abxcde", True), ("abxxxcde", True), ("axbcde", True), ("abcdxe", True),
    ("axbcxde", False), ("abxcxde", False), ("axbxcxdxe", False), ("edcba", False),
])
def test_five_in_a_longer_code_side_by_side_or_split_once(table, found):
    assert C.code_matches(list("abcde"), list(table), True) == found


def test_within_agrees_with_every_placement():
    r = random.Random(3)
    for _ in range(3000):
        table = [r.choice("ab") for _ in range(r.randint(5, 9))]
        code = [r.choice("ab") for _ in range(5)]
        slow = any([table[p] for p in C.placed(5, at)] == code
                   for at in C.placements(5, len(table)))
        assert C.within(code, table) == slow


# ---------------------------------------------------------------- 6. settings are never changed silently
@pytest.mark.parametrize("variants, words", [
    (("code=2",), "at least 3"),
    (("code=10",), "at most 8"),
    (("coins=16", "code=16"), "at most 15"),
    (("five_in_long",), "6 or more"),
    (("five_in_long", "code=5"), "6 or more"),
    (("max_rounds=-1",), "Round limit"),
])
def test_settings_that_do_not_fit_are_refused(variants, words):
    with pytest.raises(BadSetup) as err:
        new_match(setup(2, *variants))
    assert words in str(err.value)


def test_every_code_length_offered_plays_with_some_bag():
    opt = codes.options.BY_NAME["code"]
    for length in opt.choices:
        coins = 9 if length < 9 else 16
        st = new_match(setup(2, f"code={length}", f"coins={coins}"))
        assert st.L == length and st.view(0)["options"]["code"] == length
    assert new_match(setup(2, "code=3")).L == 3
