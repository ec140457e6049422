"""Codes variants: memory, gentle start, keep out, show both, five in a longer
code, two actions, teams, cooperative and cooperative guessing."""
from __future__ import annotations

import json

import pytest

from game.core.errors import IllegalAction
from game.core.state import Setup
from game.rules.codes import (Claim, CodesState, EndTurn, Flip, GuessCancel, GuessChar, GuessStart,
                              Move, Pass, Ready, Replace, Swap, new_match)
from game.rules.codes import coins as C

A, B = "suit", "value"
T5 = ["suns:2", "moons:3", "crowns:4", "suns:3", "moons:2"]
F5 = [A, A, A, B, B]  # suns moons crowns 3 2
FAR = [("4", "4", "4", "moons", "suns"), ("2", "crowns", "moons", "4", "3")]
NEAR = ("suns", "3", "crowns", "3", "2")  # one flip (coin 2) away


def setup(n=2, *variants, seed=1):
    return Setup("codes", ("human",) * n, seed, None, tuple(variants))


def position(table, faces, codes_, *variants, n=2, turn=0, **kw):
    return CodesState.from_position(setup(n, *variants), table, faces, codes=codes_, turn=turn, **kw)


def snapshot(st):
    return json.dumps([st.view(None)] + [st.view(s) for s in range(st.n)], sort_keys=True)


def kinds(events):
    return [e.kind for e in events]


# ---------------------------------------------------------------- memory
def test_memory_setup_and_ready():
    st = new_match(setup(3, "memory", seed=4))
    assert st.phase == "memorize" and st.table == [] and st.to_act() == {0, 1, 2}
    assert "table_draw" not in kinds(st.opening) and st.opening[-1].kind == "memorize"
    v = st.view(1)
    assert v["phase"] == "memorize" and v["my_code"] == list(st.codes[1])
    assert st.legal_actions(1) == [Ready()]
    ev = st.apply(1, Ready())
    assert kinds(ev) == ["ready"]
    assert st.view(1)["my_code"] is None  # memorised: hidden from now on
    assert st.view(0)["my_code"] == list(st.codes[0])
    with pytest.raises(IllegalAction):
        st.apply(1, Ready())
    with pytest.raises(IllegalAction):
        st.apply(0, Flip(0))
    st.apply(0, Ready())
    ev = st.apply(2, Ready())
    assert kinds(ev)[:3] == ["ready", "memorized", "coin_drawn"] and "table_draw" in kinds(ev)
    assert ev[-1].kind == "turn" and st.phase == "play" and len(st.table) == 5
    assert all(st.view(s)["my_code"] is None for s in range(3))


def mem(codes_, n=2, *extra):
    st = position(T5, F5, codes_, "memory", *extra, n=n)
    st.ready = set(range(n))
    return st


def test_memory_no_auto_detection_and_right_claim():
    st = mem([NEAR, FAR[1]])
    ev = st.apply(0, Flip(1))  # the table now shows seat 0's code...
    assert not st.over         # ...but nobody said so yet
    assert kinds(ev) == ["flip", "claim_window"] and ev[1]["seats"] == [0, 1]
    assert st.phase == "claim" and st.to_act() == {0, 1}
    assert st.legal_actions(0) == st.legal_actions(1) == [Claim(), Pass()]
    assert st.apply(1, Pass()) == [] and not st.over  # a decision is secret until all are in
    ev = st.apply(0, Claim())
    assert kinds(ev) == ["claim", "win", "reveal"]
    assert ev[0]["correct"] and st.winners() == [0] and st.view(1)["end_reason"] == "claim"


def test_memory_wrong_claim_puts_out_and_play_goes_on():
    st = mem([NEAR, FAR[1], FAR[0]], n=3)
    st.apply(0, Flip(0))
    st.apply(1, Pass())
    st.apply(2, Pass())
    ev = st.apply(0, Claim())
    assert kinds(ev) == ["claim", "out", "turn"]
    assert not ev[0]["correct"] and st.out == [0] and st.turn == 1
    assert st.view(2)["out"] == [0]
    st.apply(1, Flip(1))
    assert st.to_act() == {1, 2}  # seat 0 is out: no window for it
    st.apply(1, Pass())
    st.apply(2, Pass())
    st.apply(2, Flip(2))
    st.apply(1, Pass())
    st.apply(2, Pass())
    assert st.turn == 1  # seat 0 is skipped
    with pytest.raises(IllegalAction) as err:
        st.apply(0, Flip(2))
    assert "out" in err.value.reason


def test_memory_everybody_out_ends_without_winner():
    st = mem([FAR[0], FAR[1]])
    st.apply(0, Flip(0))
    st.apply(0, Claim())
    ev = st.apply(1, Claim())
    assert kinds(ev) == ["claim", "claim", "out", "out", "draw", "reveal"]
    assert ev[4]["reason"] == "all_out" and st.over and st.winners() == []


def test_memory_claim_only_in_a_window():
    st = mem([FAR[0], FAR[1]], 2, "two_actions")
    assert Claim() not in st.legal_actions(0)
    with pytest.raises(IllegalAction) as err:
        st.apply(0, Claim())
    assert "right after the table changes" in err.value.reason
    st.apply(0, Flip(0))
    st.apply(0, Pass())
    st.apply(1, Pass())
    assert st.phase == "play" and st.turn == 0 and st.acted == 1  # the second action is next
    assert Claim() not in st.legal_actions(0)


def test_memory_team_claim_wins_for_the_team():
    code = NEAR
    st = mem([FAR[0], code, FAR[0], code], 4, "teams=2")
    st.apply(0, Flip(1))  # table shows team 2's code
    for s in (0, 2, 3):
        st.apply(s, Pass())
    ev = st.apply(1, Claim())
    assert st.winners() == [1, 3] and ev[1]["seats"] == [1, 3]


# ---------------------------------------------------------------- gentle start
def test_gentle_start_first_four_turns():
    st = position(T5, F5, FAR, "gentle_start")
    for k in range(4):
        legal = st.legal_actions(st.turn)
        assert all(isinstance(a, (Flip, Replace)) for a in legal)
        assert st.view(0)["restricted"] is True
        before = snapshot(st)
        with pytest.raises(IllegalAction) as err:
            st.apply(st.turn, Swap(0, 1))
        assert "first 4 turns" in err.value.reason
        assert snapshot(st) == before
        st.apply(st.turn, Flip(k))
    assert st.turn_number == 5 and st.view(0)["restricted"] is False
    assert Swap(0, 1) in st.legal_actions(st.turn)
    st.apply(st.turn, Move(0, 4))


def test_gentle_start_with_two_actions_counts_turns():
    st = position(T5, F5, FAR, "gentle_start", "two_actions")
    for k in range(4):
        st.apply(st.turn, Flip(k))
        assert all(isinstance(a, (Flip, Replace, EndTurn)) for a in st.legal_actions(st.turn))
        st.apply(st.turn, Replace(4))
    assert not st.restricted()


# ---------------------------------------------------------------- keep out / show both
def test_keep_out_never_draws_the_same_coin():
    for seed in range(60):
        st = CodesState.from_position(setup(2, "keep_out", seed=seed), T5, F5, codes=FAR)
        ev = st.apply(0, Replace(2))
        assert st.table[2] != "crowns:4" and "crowns:4" in st.bag
        assert ev[0]["kept_out"] is True
        assert sorted(st.table + st.bag) == sorted(st.coins)


def test_show_both_reveals_both_coins_and_marks_known():
    st = position(T5, F5, FAR, "show_both")
    ev = st.apply(0, Replace(2))
    rep = ev[0]
    assert rep["removed"] == "crowns:4" and rep["drawn"] == st.table[2]
    assert st.view(1)["table"][2]["known"] == st.table[2]
    st.apply(1, Swap(2, 4))  # a known coin stays known where it goes
    v = st.view(0)
    assert v["table"][4]["known"] == st.table[4] and v["table"][2]["known"] is None
    st.apply(0, Replace(4))
    assert st.view(1)["table"][4]["known"] == st.table[4]


def test_without_show_both_replaced_coins_are_not_known():
    st = position(T5, F5, FAR)
    st.apply(0, Flip(2))
    assert st.view(1)["table"][2]["known"] == "crowns:4"
    st.apply(1, Replace(2))
    assert st.view(0)["table"][2]["known"] is None


# ---------------------------------------------------------------- five in a longer code
T7 = ["suns:2", "moons:3", "crowns:4", "suns:3", "moons:2", "crowns:2", "suns:4"]
F7 = [A, A, A, B, B, A, B]  # suns moons crowns 3 2 crowns 4


def test_five_in_longer_code_setup():
    st = new_match(setup(2, "five_in_long", "code=7", seed=3))
    assert len(st.table) == 7 and all(len(c) == 5 for c in st.codes)
    v = st.view(0)
    assert v["code_length"] == 7 and v["secret_length"] == 5 and len(v["my_code"]) == 5


@pytest.mark.parametrize("secret, wins", [
    (("suns", "moons", "crowns", "3", "2"), True),    # side by side
    (("moons", "3", "2", "crowns", "4"), True),      # split once by a gap
    (("suns", "moons", "2", "crowns", "4"), True),    # split once by a gap of two coins
    (("suns", "crowns", "2", "crowns", "4"), False),  # split twice: not the code
    (("suns", "crowns", "3", "crowns", "4"), False),
    (("crowns", "suns", "3", "2", "4"), False),       # wrong order
])
def test_five_in_longer_code_win(secret, wins):
    other = ("4", "4", "4", "4", "4")
    # the last coin shows suns; flipping it shows 4: suns moons crowns 3 2 crowns 4
    st = CodesState.from_position(setup(2, "five_in_long", "code=7"), T7,
                                  [A, A, A, B, B, A, A], codes=[secret, other])
    st.apply(0, Flip(6))
    assert st.shows() == ["suns", "moons", "crowns", "3", "2", "crowns", "4"]
    assert st.over == wins and (st.winners() == [0]) == wins


# ---------------------------------------------------------------- two actions
def test_two_actions_per_turn():
    st = position(T5, F5, FAR, "two_actions")
    assert st.view(0)["actions_left"] == 2
    assert EndTurn() not in st.legal_actions(0)
    st.apply(0, Flip(0))
    assert st.turn == 0 and st.view(0)["actions_left"] == 1
    assert EndTurn() in st.legal_actions(0)
    assert Flip(0) not in st.legal_actions(0)  # no undoing your own first action
    st.apply(0, Flip(1))  # the same kind twice is fine
    assert st.turn == 1 and st.view(1)["actions_left"] == 2
    st.apply(1, Swap(0, 1))
    ev = st.apply(1, EndTurn())
    assert kinds(ev) == ["end_turn", "turn"] and st.turn == 0
    with pytest.raises(IllegalAction) as err:
        st.apply(0, EndTurn())
    assert "first" in err.value.reason


def test_two_actions_win_after_the_first():
    st = position(T5, F5, [NEAR, FAR[1]], "two_actions")
    ev = st.apply(0, Flip(1))
    assert st.over and st.winners() == [0] and "win" in kinds(ev)


# ---------------------------------------------------------------- teams
def test_teams_setup():
    st = new_match(setup(6, "teams=3", seed=2))
    assert st.team_of == [0, 1, 2, 0, 1, 2]
    assert st.codes[0] == st.codes[3] and st.codes[1] == st.codes[4] and st.codes[2] == st.codes[5]
    secrets = [e for e in st.opening if e.kind == "secret_code"]
    assert len(secrets) == 3
    for e in secrets:
        assert e.to == frozenset(s for s in range(6) if s % 3 == e["team"])
    v = st.view(4)
    assert v["teams"] == [0, 1, 2, 0, 1, 2] and v["my_code"] == list(st.codes[1])


def test_uneven_teams():
    st = new_match(setup(5, "teams=2", seed=2))
    assert st.team_of == [0, 1, 0, 1, 0]
    assert st.codes[0] == st.codes[2] == st.codes[4] and st.codes[1] == st.codes[3]


def test_team_wins_together():
    st = position(T5, F5, [FAR[0], NEAR, FAR[0], NEAR], "teams=2", n=4)
    st.apply(0, Flip(1))
    assert st.winners() == [1, 3] and st.scores() == [0, 1, 0, 1]


# ---------------------------------------------------------------- cooperative
def coop(n, *variants, seed=1):
    return new_match(setup(n, "mode=coop", *variants, seed=seed))


@pytest.mark.parametrize("n, held", [(2, [3, 2]), (3, [2, 2, 1]), (5, [1] * 5), (7, [1] * 5 + [0] * 2)])
def test_coop_deal(n, held):
    st = coop(n, seed=5)
    counts = [len(st.positions[(st.start + k) % n]) for k in range(n)]
    assert counts == held
    assert sorted(p for ps in st.positions for p in ps) == list(range(5))
    assert C.formable(st.code, st.coins)
    dealt = [e for e in st.opening if e.kind == "position_dealt"]
    assert [e["seat"] for e in dealt] == [(st.start + k) % n for k in range(5)]
    for e in dealt:
        assert e.to == frozenset({e["seat"]})
    chars = [e for e in st.opening if e.kind == "code_char"]
    for e in chars[-5:]:
        assert e.to == frozenset({e["seat"]}) and st.code[e["position"]] == e["char"]
        assert e["char"] == C.shows(e["coin"], e["face"])
    for s in range(n):
        v = st.view(s)
        assert v["my_positions"] == st.positions[s]
        assert v["my_code"] == [st.code[p] if p in st.positions[s] else None for p in range(5)]
        assert v["held"] == [len(p) for p in st.positions]
    assert st.view(None)["my_code"] is None
    assert tuple(st.shows()) != st.code


def test_coop_code_redrawn_when_no_coins_fit():
    for seed in range(400):
        st = coop(2, seed=seed)
        if any(e.kind == "code_redraw" for e in st.opening):
            assert C.formable(st.code, st.coins)
            return
    pytest.fail("no seed needed a redraw")


def coop_position(code, positions, *variants, n=2):
    return CodesState.from_position(setup(n, "mode=coop", *variants), T5, F5, code=code,
                                    positions=positions)


def test_coop_signals_and_shared_win():
    code = ("suns", "3", "crowns", "3", "2")
    st = coop_position(code, [[0, 1, 4], [2, 3]])
    v = st.view(1)
    assert v["signals"] == [{"right": 2, "of": 3}, {"right": 2, "of": 2}]
    assert v["my_code"] == [None, None, "crowns", "3", None]
    ev = st.apply(0, Flip(1))
    assert st.over and st.winners() == [0, 1] and st.scores() == [1, 1]
    assert ev[-2]["reason"] == "coop"


def test_coop_round_limit_is_a_shared_loss():
    st = coop_position(("4", "4", "4", "moons", "suns"), [[0, 1, 4], [2, 3]], "max_rounds=1")
    st.apply(0, Flip(0))
    ev = st.apply(1, Flip(1))
    assert st.over and st.winners() == [] and st.scores() == [0, 0]
    assert ev[-2].kind == "draw" and ev[-2]["reason"] == "round_limit"


def test_coop_memory_hides_characters_but_keeps_detection():
    st = new_match(setup(3, "mode=coop", "memory", seed=2))
    assert st.phase == "memorize"
    for s in range(3):
        assert st.view(s)["my_code"] is not None
        st.apply(s, Ready())
    assert all(st.view(s)["my_code"] is None for s in range(3))
    assert st.view(0)["my_positions"] == st.positions[0]
    assert Claim() not in st.legal_actions(st.turn)
    assert st.auto_detect


# ---------------------------------------------------------------- cooperative guessing
def guess_position(code=("suns", "3", "crowns", "3", "2"), n=3, *variants):
    return CodesState.from_position(setup(n, "mode=coop_guess", *variants), T5, F5, code=code,
                                    positions=[[0, 1], [2, 3], [4]][:n] if n == 3 else None)


def enter(st, seat, chars):
    evs = st.apply(seat, GuessStart())
    for ch in chars:
        evs += st.apply(seat, GuessChar(ch))
    return evs


def test_guess_right_scores_five():
    st = guess_position()
    assert st.view(0)["signals"] is None  # no signals in the guessing game
    assert GuessStart() in st.legal_actions(0)
    st.apply(0, GuessStart())
    assert st.phase == "guess" and st.to_act() == {0}
    st.apply(0, GuessChar("suns"))
    assert st.view(0)["guess"] == ["suns"] and st.view(1)["guess"] is None
    assert st.view(1)["guessing"] == 0
    for ch in ("3", "crowns", "3"):
        st.apply(0, GuessChar(ch))
    ev = st.apply(0, GuessChar("2"))
    assert kinds(ev) == ["guess_char", "guess", "win", "reveal"]
    assert ev[1]["correct"] and ev[1]["points"] == 5
    assert st.winners() == [0] and st.scores() == [5, 0, 0]


def test_wrong_guess_out_and_points_drop():
    st = guess_position()
    ev = enter(st, 0, ["suns", "3", "crowns", "3", "3"])
    g = next(e for e in ev if e.kind == "guess")
    assert not g["correct"] and g["points"] == 0 and g["chars"] == ["suns", "3", "crowns", "3", "3"]
    assert "out" in kinds(ev) and st.out == [0] and st.turn == 1 and st.failed_guesses == 1
    st.apply(1, Flip(0))
    ev = enter(st, 2, ["suns", "3", "crowns", "3", "2"])
    assert st.winners() == [2] and st.scores() == [0, 0, 4]


def test_guess_points_never_below_one():
    code = ("suns", "3", "crowns", "3", "2")
    st = CodesState.from_position(setup(7, "mode=coop_guess"), T5, F5, code=code,
                                  positions=[[0], [1], [2], [3], [4], [], []])
    for s in range(6):
        enter(st, s, ["2"] * 5)
    assert st.failed_guesses == 6
    enter(st, 6, list(code))
    assert st.scores()[6] == 1


def test_guess_cancel_and_chars():
    st = guess_position()
    st.apply(0, GuessStart())
    legal = st.legal_actions(0)
    assert set(legal) == {GuessChar(c) for c in st.chars} | {GuessCancel()}
    with pytest.raises(IllegalAction):
        st.apply(0, Flip(0))
    with pytest.raises(IllegalAction):
        st.apply(0, GuessChar("arms"))  # not on any coin here
    st.apply(0, GuessChar("suns"))
    ev = st.apply(0, GuessCancel())
    assert kinds(ev) == ["guess_cancel"] and st.phase == "play" and st.turn == 0
    assert st.view(0)["guess"] is None
    st.apply(0, Flip(0))  # the turn goes on normally
    assert st.turn == 1


def test_guessing_game_has_no_auto_detection_and_all_out_ends():
    code = ("suns", "3", "crowns", "3", "2")
    st = guess_position(code, 3)
    st.apply(0, Flip(1))
    assert tuple(st.shows()) == code and not st.over
    for s in (1, 2, 0):
        enter(st, s, ["2"] * 5)
    assert st.over and st.winners() == [] and st.scores() == [0, 0, 0]
    assert st.end_reason == "all_out"


def test_guess_only_at_the_start_of_a_turn():
    st = guess_position(("suns", "3", "crowns", "3", "2"), 3, "two_actions")
    st.apply(0, Flip(0))
    assert GuessStart() not in st.legal_actions(0)
    with pytest.raises(IllegalAction):
        st.apply(0, GuessStart())
