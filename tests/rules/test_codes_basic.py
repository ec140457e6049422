"""Codes: setup, the four actions, no-undo, winning, turns and the round limit."""
from __future__ import annotations

import json

import pytest

from game.core.errors import BadSetup, IllegalAction
from game.core.state import Setup
from game.rules import codes
from game.rules.codes import (CODEC, Claim, CodesState, EndTurn, Flip, GuessStart, Move, Ready,
                              Replace, Swap, describe, new_match)
from game.rules.codes import coins as C

A, B = "suit", "value"


def setup(n=2, *variants, seed=1):
    return Setup("codes", ("human",) * n, seed, None, tuple(variants))


def position(table, faces, codes_, *variants, n=2, turn=0, **kw):
    return CodesState.from_position(setup(n, *variants), table, faces, codes=codes_, turn=turn, **kw)


def snapshot(st):
    return json.dumps([st.view(None)] + [st.view(s) for s in range(st.n)], sort_keys=True) + \
        repr((st.table, st.faces, st.bag, st.rng._r.getstate()))


def kinds(events):
    return [e.kind for e in events]


# ---------------------------------------------------------------- contract
def test_module_contract():
    assert codes.RULES_VERSION == "2"
    assert codes.MIN_PLAYERS == 2 and codes.MAX_PLAYERS == 8
    names = [o.name for o in codes.OPTIONS]
    assert len(names) == len(set(names))
    for o in codes.OPTIONS:
        assert o.label and o.help and o.default in o.choices
    for name, labels in codes.OPTION_LABELS.items():
        assert set(labels) <= set(codes.options.BY_NAME[name].choices)
    assert set(codes.LOBBY_OPTIONS) <= set(names)
    for a in (Flip(1), Swap(0, 2), Move(3, 1), Replace(4), EndTurn(), Ready(), Claim(), codes.Pass(),
              GuessStart(), codes.GuessChar("moons"), codes.GuessCancel()):
        assert CODEC.from_json(json.loads(json.dumps(a.to_json()))) == a


def test_player_counts_and_bad_settings():
    with pytest.raises(BadSetup):
        new_match(setup(1))
    with pytest.raises(BadSetup):
        new_match(setup(9))
    with pytest.raises(BadSetup):
        new_match(setup(2, "no_such_thing"))
    with pytest.raises(BadSetup):
        new_match(setup(2, "coins=10"))
    with pytest.raises(BadSetup):
        new_match(setup(2, "memory=3"))


# ---------------------------------------------------------------- setup
@pytest.mark.parametrize("seed", range(12))
def test_standard_setup(seed):
    st = new_match(setup(3, seed=seed))
    ev = st.opening
    assert kinds(ev)[:2] == ["coins", "start"]
    assert st.coins == C.coin_set(("suns", "moons", "crowns"), ("2", "3", "4"))
    assert len(st.table) == 5 and len(set(st.table)) == 5 and len(st.bag) == 4
    assert sorted(st.table + st.bag) == sorted(st.coins)
    assert ev[1]["seat"] == st.start == st.turn
    secrets = [e for e in ev if e.kind == "secret_code"]
    assert [e["seat"] for e in secrets] == [(st.start + k) % 3 for k in range(3)]
    for e in secrets:
        assert e.to == frozenset({e["seat"]})
        assert len(set(e["coins"])) == 5  # five different coins
        assert e["code"] == [C.shows(c, f) for c, f in zip(e["coins"], e["faces"])]
        assert tuple(e["code"]) == st.codes[e["seat"]]
    draws = [e for e in ev if e.kind == "table_draw"]
    hidden = [e for e in ev if e.kind == "coin_drawn"]
    assert [e["shows"] for e in draws] == st.shows()
    assert all(e.to == frozenset() for e in hidden)
    assert [e["coin"] for e in hidden[-5:]] == st.table
    assert not any(st.shows() == list(c) for c in st.codes)
    assert ev[-1].kind == "turn" and ev[-1]["seat"] == st.start
    assert st.view(0)["phase"] == "play"


def test_starting_player_varies_with_seed():
    starts = {new_match(setup(4, seed=s)).start for s in range(40)}
    assert starts == {0, 1, 2, 3}


def test_random_coin_sets():
    sets = set()
    for s in range(20):
        st = new_match(setup(2, "random_coins", seed=s))
        suits = {C.split(c)[0] for c in st.coins}
        values = {C.split(c)[1] for c in st.coins}
        assert len(suits) == len(values) == 3 and len(st.coins) == 9
        sets.add(st.coins)
        e = st.opening[0]
        assert e.kind == "coins" and e["random"] is True
    assert len(sets) > 5
    st = new_match(setup(2, "coins=16", "random_coins"))
    assert len(st.coins) == 16


def test_table_redrawn_when_it_shows_a_secret_code():
    for seed in range(3000):
        st = new_match(setup(8, "code=3", seed=seed))
        if any(e.kind == "table_redraw" for e in st.opening):
            break
    else:
        pytest.fail("no seed redraws")
    ev = st.opening
    red = ev.index(next(e for e in ev if e.kind == "table_redraw"))
    assert "shows" not in ev[red].data and ev[red].to is None
    # the table that matched was never shown: its draws are hidden events
    before = [e for e in ev[:red] if e.kind in ("coin_drawn", "table_draw")]
    assert before and all(e.kind == "coin_drawn" and e.to == frozenset() for e in before)
    discarded = tuple(C.shows(e["coin"], e["face"]) for e in before[-3:])
    assert discarded in st.codes
    assert not any(tuple(st.shows()) == c for c in st.codes)
    assert sorted(st.table + st.bag) == sorted(st.coins)
    public = [e for e in ev if e.kind == "table_draw"]
    assert [e["shows"] for e in public] == st.shows() and len(public) == 3


# ---------------------------------------------------------------- actions
T5 = ["suns:2", "moons:3", "crowns:4", "suns:3", "moons:2"]
F5 = [A, A, A, B, B]  # shows: suns moons crowns 3 2
FAR = [("4", "4", "4", "moons", "suns"), ("2", "crowns", "moons", "4", "3")]


def test_flip():
    st = position(T5, F5, FAR)
    ev = st.apply(0, Flip(1))
    assert st.shows() == ["suns", "3", "crowns", "3", "2"]
    e = ev[0]
    assert (e.kind, e["pos"], e["before"], e["after"], e["coin"]) == ("flip", 1, "moons", "3", "moons:3")
    assert st.view(1)["table"][1] == {"shows": "3", "face": "value", "known": "moons:3"}
    assert st.view(1)["table"][0]["known"] is None
    assert ev[-1].kind == "turn" and st.turn == 1


def test_swap_and_move():
    st = position(T5, F5, FAR)
    st.apply(0, Swap(0, 4))
    assert st.shows() == ["2", "moons", "crowns", "3", "suns"]
    st.apply(1, Move(0, 3))  # take the first coin out; it ends at place 4
    assert st.shows() == ["moons", "crowns", "3", "2", "suns"]
    st.apply(0, Move(4, 0))
    assert st.shows() == ["suns", "moons", "crowns", "3", "2"]
    assert st.table == T5


def test_move_between_neighbours_is_a_move():
    st = position(T5, F5, FAR)
    ev = st.apply(0, Move(1, 2))
    assert ev[0].kind == "move" and (ev[0]["src"], ev[0]["dst"]) == (1, 2)
    assert st.shows() == ["suns", "crowns", "moons", "3", "2"]
    assert Move(1, 2) in st.legal_actions(1) or True


def test_replace_returns_the_coin_and_draws_one():
    for seed in range(30):
        st = CodesState.from_position(setup(2, seed=seed), T5, F5, codes=FAR)
        ev = st.apply(0, Replace(2))
        assert sorted(st.table + st.bag) == sorted(st.coins)
        rep = ev[0]
        assert rep.kind == "replace" and rep["removed_shows"] == "crowns" and rep["removed_face"] == A
        assert rep["shows"] == st.shows()[2] and rep["face"] == st.faces[2]
        assert rep["removed"] is None and rep["drawn"] is None
        hidden = ev[1]
        assert hidden.kind == "coin_drawn" and hidden.to == frozenset()
        assert hidden["coin"] == st.table[2]
        assert not st.known[2]
    # the coin put back can come out again
    got = set()
    for seed in range(60):
        st = CodesState.from_position(setup(2, seed=seed), T5, F5, codes=FAR)
        st.apply(0, Replace(2))
        got.add(st.table[2])
    assert "crowns:4" in got and len(got) == 5


# ---------------------------------------------------------------- no undo
@pytest.mark.parametrize("first, undo", [
    (Flip(2), Flip(2)),
    (Swap(1, 3), Swap(1, 3)),
    (Move(0, 3), Move(3, 0)),
    (Move(1, 2), Swap(1, 2)),
    (Swap(1, 2), Move(2, 1)),
    (Swap(1, 2), Move(1, 2)),
])
def test_no_undo(first, undo):
    st = position(T5, F5, FAR)
    st.apply(0, first)
    assert undo not in st.legal_actions(1)
    before = snapshot(st)
    with pytest.raises(IllegalAction) as err:
        st.apply(1, undo)
    assert "undo" in err.value.reason
    assert snapshot(st) == before


def test_not_undo_is_fine():
    st = position(T5, F5, FAR)
    st.apply(0, Flip(2))
    st.apply(1, Flip(3))  # another coin
    st.apply(0, Flip(2))  # the last change was coin 4: flipping coin 3 again is fine
    st = position(T5, F5, FAR)
    st.apply(0, Move(0, 3))
    st.apply(1, Move(0, 3))  # the same move again is not an undo
    st = position(T5, F5, FAR)
    st.apply(0, Replace(1))
    assert Replace(1) in st.legal_actions(1) and Flip(1) in st.legal_actions(1)
    st.apply(1, Replace(1))  # replacing never counts as undoing


def test_no_undo_looks_at_the_last_change_only():
    st = position(T5, F5, FAR + [FAR[0]], n=3)
    st.apply(0, Flip(0))
    st.apply(1, Swap(0, 1))
    assert Flip(0) in st.legal_actions(2)
    assert Swap(0, 1) not in st.legal_actions(2)


# ---------------------------------------------------------------- illegal moves
@pytest.mark.parametrize("seat, action, words", [
    (1, Flip(0), "not your turn"),
    (0, Flip(5), "no coin"),
    (0, Flip(-1), "no coin"),
    (0, Swap(2, 2), "two different"),
    (0, Swap(3, 1), "left one first"),
    (0, Move(2, 2), "different place"),
    (0, EndTurn(), "ends by itself"),
    (0, Claim(), "memory"),
    (0, GuessStart(), "guessing"),
    (0, Ready(), "memorised"),
    (0, codes.GuessChar("suns"), "Start a guess"),
    (0, codes.GuessCancel(), "Start a guess"),
    (5, Flip(0), "no such player"),
    (True, Flip(0), "no such player"),
    (0, Flip(True), "not part of this game"),
    (0, Flip(1.0), "not part of this game"),
    (0, Swap(0, 1.0), "not part of this game"),
])
def test_illegal_actions_leave_the_state_unchanged(seat, action, words):
    st = position(T5, F5, FAR)
    before = snapshot(st)
    with pytest.raises(IllegalAction) as err:
        st.apply(seat, action)
    assert words.lower() in err.value.reason.lower()
    assert err.value.reason.endswith((".", "!"))
    assert snapshot(st) == before


def test_nothing_is_legal_after_the_end():
    st = position(T5, F5, [("suns", "3", "crowns", "3", "2"), FAR[1]])
    st.apply(0, Flip(1))
    assert st.over
    assert st.legal_actions(0) == [] and st.legal_actions(1) == [] and st.to_act() == set()
    with pytest.raises(IllegalAction):
        st.apply(1, Flip(0))


def test_legal_actions_count():
    st = position(T5, F5, FAR)
    legal = st.legal_actions(0)
    assert len(legal) == 5 + 10 + 20 + 5
    assert st.legal_actions(1) == []


# ---------------------------------------------------------------- winning
def test_my_action_wins():
    st = position(T5, F5, [("suns", "3", "crowns", "3", "2"), FAR[1]])
    ev = st.apply(0, Flip(1))
    assert st.over and st.winners() == [0] and st.scores() == [1, 0]
    assert kinds(ev) == ["flip", "match", "win", "reveal"]
    assert ev[2]["reason"] == "match"
    assert ev[3]["codes"] == [list(c) for c in st.codes]
    v = st.view(1)
    assert v["over"] and v["winners"] == [0] and v["secrets"]["codes"][0] == ["suns", "3", "crowns", "3", "2"]


def test_win_on_someone_elses_turn():
    st = position(T5, F5, [FAR[0], ("suns", "3", "crowns", "3", "2")])
    st.apply(0, Flip(1))
    assert st.winners() == [1] and st.scores() == [0, 1]


def test_shared_code_both_win():
    code = ("moons", "suns", "crowns", "3", "2")
    st = position(T5, F5, [code, code, FAR[0]], n=3)
    ev = st.apply(0, Swap(0, 1))
    assert st.winners() == [0, 1] and st.scores() == [1, 1, 0]
    assert ev[1]["seats"] == [0, 1]


# ---------------------------------------------------------------- turns and rounds
def test_turn_order_from_the_starting_player():
    st = position(T5, F5, [FAR[0], FAR[1], FAR[0]], n=3, turn=1)
    seen = []
    for a in (Flip(0), Flip(1), Flip(2), Flip(3)):
        seen.append(st.turn)
        st.apply(st.turn, a)
    assert seen == [1, 2, 0, 1]
    assert st.round == 2 and st.turn_number == 5


def test_round_limit_is_a_draw():
    st = position(T5, F5, FAR, "max_rounds=2")
    acts = [Flip(0), Flip(1), Flip(2)]
    for a in acts:
        st.apply(st.turn, a)
    assert not st.over and st.round == 2
    ev = st.apply(st.turn, Flip(3))
    assert st.over and st.winners() == [] and st.scores() == [0, 0]
    assert kinds(ev)[-2:] == ["draw", "reveal"] and ev[-2]["reason"] == "round_limit"
    assert st.view(0)["end_reason"] == "round_limit"


def test_round_limit_default_and_choices():
    st = new_match(setup(2))
    v = st.view(0)
    assert v["round_limit"] is None and v["max_rounds"] == codes.options.SAFETY_ROUNDS
    opt = next(o for o in codes.OPTIONS if o.name == "max_rounds")
    assert opt.default == 0 and opt.choices == (0, 20, 30, 50)
    assert "max_rounds" in codes.LOBBY_OPTIONS and codes.OPTION_LABELS["max_rounds"][0] == "Off"
    v = new_match(setup(2, "max_rounds=20")).view(0)
    assert v["round_limit"] == 20 and v["max_rounds"] == 20


# ---------------------------------------------------------------- settings combine
def test_effective_settings():
    st = new_match(setup(2, "code=8"))
    assert st.L == 8 and st.view(0)["options"]["code"] == 8 and len(st.bag) == 1
    st = new_match(setup(2, "coins=16", "code=15"))
    assert st.L == 15 and len(st.bag) == 1
    st = new_match(setup(2, "teams=2"))
    assert st.team_of is None  # a team of one is no team
    st = new_match(setup(3, "mode=coop", "teams=2", "five_in_long"))
    assert st.team_of is None and not st.within
    st = new_match(setup(2, "five_in_long", "code=6"))
    assert st.L == 6 and st.S == 5


def test_sixteen_coins():
    st = new_match(setup(3, "coins=16", "code=7"))
    assert len(st.coins) == 16 and len(st.table) == 7 and len(st.bag) == 9
    assert all(len(c) == 7 for c in st.codes)
    assert set(st.chars) == {"suns", "moons", "crowns", "arms", "ace", "2", "3", "4"}


def test_code_shorter_than_the_bag():
    st = new_match(setup(2, "coins=16", "code=4"))
    assert len(st.table) == 4 and len(st.bag) == 12 and all(len(c) == 4 for c in st.codes)


def test_long_code_few_coins_left():
    st = new_match(setup(2, "code=8"))
    assert len(st.table) == 8 and len(st.bag) == 1
    for _ in range(10):
        st.apply(st.turn, Replace(0))
        assert sorted(st.table + st.bag) == sorted(st.coins)


# ---------------------------------------------------------------- text
def test_describe():
    v = new_match(setup(2)).view(0)
    assert describe({"seat": 0, "action": Flip(2).to_json()}, v) == "Red flipped coin 3."
    assert describe(Swap(0, 4).to_json(), v, seat=1) == "Blue swapped coins 1 and 5."
    assert "moved coin 2 to place 4" in describe(Move(1, 3).to_json(), v, seat=0)
    assert "coin 1" in describe(Replace(0).to_json(), v, seat=0)
    assert "out" in describe({"seat": 1, "action": {"kind": "claim"}, "correct": False}, v)
    assert "moons" not in describe(codes.GuessChar("moons").to_json(), v, seat=0)
    assert "right" in describe({"seat": 0, "action": {"kind": "guess", "chars": ["suns"]},
                                "correct": True}, v)
    for a in (EndTurn(), Ready(), Claim(), GuessStart(), codes.GuessCancel()):
        assert describe(a.to_json(), v).startswith(v["names"][v["turn"]])
