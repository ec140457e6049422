"""Codes views: nothing a seat may not know, private events stay private,
and sample_state gives states that look the same from the seat."""
from __future__ import annotations

import json
import random

import pytest

from game.core.events import visible
from game.core.state import Setup
from game.rules.codes import (CodesState, Flip, GuessChar, GuessStart, Move, Ready, Swap,
                              new_match, sample_state)

A, B = "suit", "value"
KEYS = {"game", "seat", "players", "mode", "phase", "turn", "turn_number", "round", "max_rounds",
        "actions_left", "table", "bag_count", "code_length", "secret_length", "my_code",
        "my_positions", "teams", "out", "points", "last_action", "history", "restricted",
        "winners", "over", "options", "guess"}


def setup(n=2, *variants, seed=1):
    return Setup("codes", ("human",) * n, seed, None, tuple(variants))


def test_view_has_the_contract_keys_and_is_json():
    for variants in ((), ("mode=coop",), ("mode=coop_guess",), ("memory", "teams=2")):
        st = new_match(setup(4, *variants))
        for seat in (None, 0, 3):
            v = st.view(seat)
            assert KEYS <= set(v)
            assert json.loads(json.dumps(v)) == v
            assert v["game"] == "codes" and v["seat"] == seat


def play_same_public(st, actions):
    evs = []
    for seat, a in actions:
        evs.append(st.apply(seat, a))
    return evs


@pytest.mark.parametrize("seat", [0, 1, 2])
def test_hidden_parts_do_not_change_a_seats_view(seat):
    # Two tables that look the same (the same faces up) but are different coins,
    # and different secret codes for the other seats.
    t1 = ["suns:2", "moons:3", "crowns:4", "suns:3", "moons:2"]
    t2 = ["suns:4", "moons:2", "crowns:4", "crowns:3", "suns:2"]
    faces = [A, A, A, B, B]
    mine = ("moons", "2", "3", "suns", "4")
    others1 = [("4", "4", "4", "moons", "suns"), ("2", "crowns", "moons", "4", "3")]
    others2 = [("3", "suns", "crowns", "2", "2"), ("moons", "moons", "4", "3", "suns")]

    def build(table, others):
        codes = list(others)
        codes.insert(seat, mine)
        return CodesState.from_position(setup(3), table, faces, codes=codes)

    s1, s2 = build(t1, others1), build(t2, others2)
    assert s1.view(seat) == s2.view(seat)
    # a flip of coin 3 (the same coin in both) and rearrangements keep them alike
    acts = [(0, Swap(0, 4)), (1, Flip(2)), (2, Move(4, 1)), (0, Move(0, 3))]
    e1 = play_same_public(s1, acts)
    e2 = play_same_public(s2, acts)
    assert s1.view(seat) == s2.view(seat)
    for a, b in zip(e1, e2):
        assert [e.to_json() for e in visible(a, seat)] == [e.to_json() for e in visible(b, seat)]
    assert s1.view(None) == s2.view(None)


def test_private_events_are_private():
    st = new_match(setup(4, seed=7))
    for e in st.opening:
        if e.kind == "secret_code":
            others = [s for s in range(4) if s != e["seat"]]
            assert all(not e.visible_to(s) for s in others) and not e.visible_to(None)
            assert e.visible_to(e["seat"])
        if e.kind == "coin_drawn":
            assert not any(e.visible_to(s) for s in (None, 0, 1, 2, 3))
    # a seat sees only its own code in its view
    for s in range(4):
        v = json.dumps(st.view(s))
        for o in range(4):
            if o != s and st.codes[o] != st.codes[s]:
                assert json.dumps(list(st.codes[o])) not in v or list(st.codes[o]) == st.view(s)["my_code"]
    # no coin identity leaks through the table in any view
    for s in (None, 0, 1):
        assert all(t["known"] is None for t in st.view(s)["table"])


def test_guess_characters_are_private_until_complete():
    st = new_match(setup(3, "mode=coop_guess", seed=3))
    seat = st.turn
    st.apply(seat, GuessStart())
    ev = st.apply(seat, GuessChar(st.chars[0]))
    assert ev[0].to == frozenset({seat})
    other = (seat + 1) % 3
    assert visible(ev, other) == []
    assert st.view(other)["guess"] is None and st.view(seat)["guess"] == [st.chars[0]]
    assert all("guess_char" != h["action"]["kind"] for h in st.view(other)["history"])


def test_coop_views_hide_other_places():
    st = new_match(setup(3, "mode=coop", seed=11))
    for s in range(3):
        v = st.view(s)
        known = [p for p, ch in enumerate(v["my_code"]) if ch is not None]
        assert known == st.positions[s]
        assert v["secrets"] is None


def test_memory_view_hides_code_after_ready():
    st = new_match(setup(2, "memory", seed=3))
    st.apply(0, Ready())
    assert st.view(0)["my_code"] is None and st.view(1)["my_code"] is not None
    assert all(str(st.codes[0]) not in json.dumps(st.view(0)) for _ in [0])


# ---------------------------------------------------------------- sample_state
VARIANTS = [(), ("mode=coop",), ("mode=coop_guess",), ("teams=2",), ("five_in_long", "code=7"),
            ("two_actions", "show_both"), ("memory",), ("coins=16", "code=6", "keep_out"),
            ("gentle_start",)]


@pytest.mark.parametrize("variants", VARIANTS)
def test_sample_state_looks_the_same_from_the_seat(variants):
    rng = random.Random(hash(variants) & 0xFFFF)
    for k in range(6):
        n = rng.randint(2, 5)
        st = new_match(setup(n, *variants, seed=k))
        remembered = {s: st.view(s)["my_code"] for s in range(n)}
        for _ in range(rng.randint(0, 25)):
            if st.over:
                break
            s = min(st.to_act())
            st.apply(s, rng.choice(st.legal_actions(s)))
        for seat in range(n):
            v = st.view(seat)
            d = sample_state(v, seat, random.Random(k), my_code=remembered[seat])
            dv = d.view(seat)
            assert dv == v
            assert sorted(d.table + d.bag) == sorted(d.coins)
            if not st.over:
                assert set(d.legal_actions(min(d.to_act()))) == set(st.legal_actions(min(st.to_act())))
                if st.coop:
                    mine = [p for p in range(st.L) if p in st.positions[seat]]
                    assert [d.code[p] for p in mine] == [st.code[p] for p in mine]
                elif remembered[seat] is not None:
                    assert d.codes[seat] == st.codes[seat]


def test_coop_memory_sample_keeps_the_seats_own_signal_without_its_code():
    # In the cooperative memory game a seat no longer sees its characters, but
    # every seat's signal (how many of its places the table shows) is public,
    # its own too: a rebuilt state must keep it. Seed 1, after 3 actions, seat 1
    # was "right 0 of 2" and the rebuilt state said "right 1 of 2".
    for seed in range(1, 6):
        st = new_match(setup(2, "mode=coop", "memory", seed=seed))
        rng = random.Random(seed)
        for step in range(40):
            if st.over:
                break
            for seat in (None, 0, 1):
                v = st.view(seat)
                d = sample_state(v, seat, random.Random(step))
                assert d.view(seat)["signals"] == v["signals"], (seed, step, seat)
                assert d.view(seat) == v
            s = rng.choice(sorted(st.to_act()))
            st.apply(s, rng.choice(st.legal_actions(s)))


def test_sample_state_varies_hidden_sides_and_codes():
    st = new_match(setup(2, seed=5))
    v = st.view(0)
    tables, codes = set(), set()
    for k in range(30):
        d = sample_state(v, 0, random.Random(k))
        tables.add(tuple(d.table))
        codes.add(d.codes[1])
        assert d.shows() == st.shows()
    assert len(tables) > 1 and len(codes) > 5


def test_coop_hidden_places_do_not_change_a_view():
    t = ["suns:2", "moons:3", "crowns:4", "suns:3", "moons:2"]
    faces = [A, A, A, B, B]
    # seat 0 holds places 1 and 4 in both; the rest of the code and who holds it differ
    s1 = CodesState.from_position(setup(3, "mode=coop_guess"), t, faces,
                                  code=("suns", "4", "2", "moons", "3"), positions=[[0, 3], [1, 2], [4]])
    s2 = CodesState.from_position(setup(3, "mode=coop_guess"), t, faces,
                                  code=("suns", "crowns", "3", "moons", "suns"), positions=[[0, 3], [4], [1, 2]])
    # held counts are public (everyone sees how many places each player took)
    s2.positions = [[0, 3], [1, 2], [4]]
    assert s1.view(0) == s2.view(0)
    for seat, a in ((0, Flip(0)), (1, Swap(1, 2)), (2, Move(4, 0))):
        e1, e2 = s1.apply(seat, a), s2.apply(seat, a)
        assert [e.to_json() for e in visible(e1, 0)] == [e.to_json() for e in visible(e2, 0)]
    assert s1.view(0) == s2.view(0)


def _long_match(seed, n=8, variants=("code=8",)):
    """States of a random match that lasts to the safety stop, one per action."""
    st = new_match(setup(n, *variants, seed=seed))
    rng = random.Random(seed)
    while not st.over:
        yield st
        s = rng.choice(sorted(st.to_act()))
        st.apply(s, rng.choice(st.legal_actions(s)))


def test_a_views_size_does_not_grow_with_the_match():
    # the view copied the whole history: 1,500 actions in, a view cost 19 ms
    sizes = {}
    for k, st in enumerate(_long_match(1)):
        if k in (100, 1500):
            sizes[k] = max(len(json.dumps(st.view(s))) for s in (None, *range(st.n)))
            bound = 2 * st.history.recent
            assert len(st.history.lines) <= bound and len(st.clone().history.lines) <= bound
    assert set(sizes) == {100, 1500}, "the match ended too early to compare"
    assert sizes[1500] <= 1.2 * sizes[100], sizes


@pytest.mark.parametrize("variants", [("memory",), ("mode=coop_guess",), ("two_actions", "memory"),
                                      ("teams=2", "two_actions")])
def test_the_history_a_view_lists_holds_every_line_since_the_seats_last_decision(variants):
    # a bot learns from the history line by line: a view lists only its last
    # lines, never fewer than came since the seat last had something to decide
    for n, seed in ((2, 1), (5, 2), (8, 3)):
        last = {}
        for st in _long_match(seed, n, variants + ("max_rounds=30",)):
            for s in st.to_act():
                v = st.view(s)
                assert v["history_count"] - last.get(s, 0) <= len(v["history"]), (n, s)
                assert v["history"][-1:] == ([v["last_action"]] if v["last_action"] else [])
                last[s] = v["history_count"]


def test_changing_a_view_cannot_change_the_state():
    st = new_match(setup(2, seed=2))
    st.apply(st.turn, Flip(0))
    v = st.view(0)
    before = json.dumps(st.view(0), sort_keys=True)
    v["history"][0]["after"].append("x")
    v["history"][0]["action"]["pos"] = 3
    v["last_action"]["seat"] = 9
    v["table"][0]["shows"] = "arms"
    v["options"]["code"] = 99
    assert json.dumps(st.view(0), sort_keys=True) == before


def test_changing_a_finished_guess_in_a_view_cannot_change_the_state():
    st = new_match(setup(2, "mode=coop_guess", seed=3))
    seat = st.turn
    st.apply(seat, GuessStart())
    for _ in range(st.L):  # a wrong guess (every place the same character) or not, it is logged
        st.apply(seat, GuessChar(st.chars[0]))
    before = json.dumps(st.view(None), sort_keys=True)
    v = st.view(None)
    guess = next(h for h in v["history"] if h["action"]["kind"] == "guess")
    guess["action"]["chars"].append("x")
    for h in v["failed"]:
        h["action"]["chars"].append("y")
    assert json.dumps(st.view(None), sort_keys=True) == before
