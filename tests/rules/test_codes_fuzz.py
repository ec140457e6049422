"""Codes: random playouts over every setting and 2-8 players.

Every match ends, nothing raises, the coins are conserved after every step,
and replaying the record (also after a JSONL round trip) reproduces it.
"""
from __future__ import annotations

import json
import random

import pytest

from game.core.match import Match
from game.core.record import parse
from game.core.state import Setup
from game.rules.codes import OPTIONS

CHUNKS = 10
PER_CHUNK = 200  # 2,000 matches in all


def variants_for(r: random.Random) -> tuple[str, ...]:
    """Random settings that fit together (the rules refuse the others, see
    test_codes_rulings.py): a code that leaves a coin in the bag, and a longer
    one with five in a longer code."""
    out = []
    for o in OPTIONS:
        if o.name == "max_rounds":
            continue
        if r.random() < 0.35:
            v = o.variant(r.choice(o.choices))
            if v:
                out.append(v)
    opts = dict(o.split("=") if "=" in o else (o, "1") for o in out)
    coins = int(opts.get("coins", 9))
    code = int(opts.get("code", 5))
    if "five_in_long" in opts and code <= 5:
        code = r.choice([c for c in (6, 7, 8, 10, 12, 15) if c < coins])
    code = min(code, coins - 1)
    out = [v for v in out if not v.startswith("code=")] + [f"code={code}"]
    # short matches keep the fuzzing fast; some use a real limit (matches with
    # none, up to the safety stop: test_codes_rulings.py and the conformance suite)
    rounds = r.choice((1, 2, 3, 4, 5, 6, 8)) if r.random() < 0.9 else r.choice((20, 30))
    out.append(f"max_rounds={rounds}")
    return tuple(out)


def check_coins(st) -> None:
    assert len(st.table) == (st.L if st.phase != "memorize" else 0)
    assert sorted(st.table + st.bag) == sorted(st.coins), "coins created or lost"
    assert len(st.faces) == len(st.known) == len(st.table)


def play_one(seed: int) -> Match:
    r = random.Random(seed)
    n = r.randint(2, 8)
    setup = Setup("codes", ("random",) * n, seed, None, variants_for(r))
    m = Match(setup)
    st = m.state
    check_coins(st)
    steps = 0
    while not m.over:
        acting = st.to_act()
        assert acting
        seat = min(acting)
        legal = st.legal_actions(seat)
        assert legal
        # lean away from guesses and claims so that matches also run long
        a = r.choice(legal)
        if a.KIND in ("claim", "guess_start") and r.random() < 0.8:
            a = r.choice(legal)
        m.apply(seat, a)
        st = m.state
        check_coins(st)
        steps += 1
        assert steps <= m.spec.max_actions(setup)
        if steps % 37 == 0:
            json.dumps(st.view(seat))
    assert m.record.result is not None
    assert st.to_act() == set()
    return m


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_playouts(chunk):
    outcomes = set()
    for k in range(PER_CHUNK):
        seed = chunk * 100_000 + k
        m = play_one(seed)
        outcomes.add(m.state.end_reason)
        twin = Match.replay(m.record)
        assert twin.state.view(None) == m.state.view(None)
        assert twin.record.result == m.record.result
        if k % 25 == 0:
            again = Match.replay(parse(m.record.text()))
            assert again.record.text() == m.record.text()
    assert "round_limit" in outcomes
