"""sample_state: a full state rebuilt from one seat's view, secrets made up."""
from __future__ import annotations

import random

import pytest

from game.core.state import Setup
from game.rules.bananas import new_match, sample_state
from tests.support.bananas import keen_pick


@pytest.mark.parametrize("level,variants", [
    (1, ()), (2, ()), (3, ()), (4, ()), (6, ()), (7, ()), (1, ("jungle=players",)),
])
def test_sample_agrees_with_the_view_and_plays_on(level, variants):
    for seed in range(level % 3, level % 3 + 2):
        n = 2 + seed % 3
        st = new_match(Setup("bananas", ("random",) * n, seed, None,
                             (f"level={level}", "max_rounds=6") + variants))
        rng = random.Random(seed)
        k = 0
        while not st.over and k < 2000:
            if k % 11 == 0:
                for s in list(range(n)) + [None]:
                    v = st.view(s)
                    sample = sample_state(v, s, random.Random(k))
                    assert sample.view(s) == v, (level, seed, k, s)
                    # and the sample plays on by itself
                    for _ in range(5):
                        if sample.over:
                            break
                        t = min(sample.to_act())
                        sample.apply(t, keen_pick(sample, t, rng))
            seat = rng.choice(sorted(st.to_act()))
            st.apply(seat, keen_pick(st, seat, rng))
            k += 1


def test_hidden_codes_are_made_up_not_copied():
    st = new_match(Setup("bananas", ("random",) * 2, 4))
    while st.phase != "code":
        s = min(st.to_act())
        st.apply(s, st.legal_actions(s)[0])
    from game.rules.bananas import LockCode, PlaceDie
    st.apply(0, PlaceDie(0, 0))
    st.apply(0, PlaceDie(1, 1))
    st.apply(0, LockCode())
    seen = set()
    for k in range(30):
        sample = sample_state(st.view(1), 1, random.Random(k))
        seen.add(tuple(map(tuple, sample.codes[0])))
        assert sample.locked == {0}
    assert len(seen) > 3  # not the real code every time
