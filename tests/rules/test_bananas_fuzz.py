"""Random playouts: termination, banana conservation at every step, sane positions,
JSON-ready events and views, secret codes, and bit-for-bit replay."""
from __future__ import annotations

import json
import random

import pytest

from game.core.errors import IllegalAction
from game.core.state import Setup
from game.rules.bananas import CODEC, LockCode, PlaceDie, PlaceToken, ClearStep, new_match
from tests.support.bananas import check_invariants, playout, quick_pick

# (level, batch): 3 x 6 matches at level 1 (batch 2: players lay the jungle), 6 at each
# of levels 2-7 = 54 whole matches (the 1,000 short ones below and the 10,000-match
# soak, `tools/soak.py`, carry the volume)
RUNS = [(1, 0), (1, 1), (1, 2)] + [(lv, 0) for lv in range(2, 8)]
PER_BATCH = 6


def norm(events):
    return json.loads(json.dumps([e.to_json() for e in events]))


def replay(setup, steps, opening):
    """Rebuild the match from its setup and actions (as JSON): same events, same end."""
    st = new_match(setup)
    assert norm(st.opening) == opening
    for seat, action, events in steps:
        a = CODEC.from_json(json.loads(json.dumps(action.to_json())))
        assert a == action
        assert norm(st.apply(seat, a)) == norm(events)
    return st


@pytest.mark.parametrize("level,batch", RUNS)
def test_random_playouts(level, batch):
    for i in range(PER_BATCH):
        seed = level * 10000 + batch * 1000 + i
        players = 2 + seed % 3
        variants = (f"level={level}", "max_rounds=30")
        if batch == 2:  # the players lay the jungle themselves
            variants += ("jungle=players",)
        setup = Setup("bananas", ("random",) * players, seed, None, variants)
        rng = random.Random(seed)
        st, steps = playout(setup, rng, check=check_invariants,
                            clock=0.03 if level == 7 else 0.0)
        assert st.over and st.end_reason in ("trees_empty", "stalled", "round_limit")
        if st.end_reason == "trees_empty":
            assert sum(st.bananas.values()) == 0 and st.loose == 0
        if st.end_reason == "stalled":
            assert steps[-1][2][-1].kind == "game_over" and st.stall() is None  # (over)
            assert any(e.kind == "stalled" for e in steps[-1][2])
        assert st.round <= 30
        sc = st.scores()
        assert st.winners() == [s for s in range(players) if sc[s] == max(sc)]
        bonus = sum(st.mission_bonus(s) for s in range(players))
        assert sum(sc) - bonus == st.total - sum(st.bananas.values()) - st.loose - st.fallen
        json.dumps(st.view(None))
        if i % 5 == 0:
            end = replay(setup, steps, norm(new_match(setup).opening))
            assert end.over and end.scores() == sc and end.view(0) == st.view(0)


def test_codes_stay_secret_while_coding():
    """Another seat's view is identical whatever this seat codes (many random codes)."""
    rng = random.Random(7)
    for seed in range(20):
        st = new_match(Setup("bananas", ("random",) * 3, seed))
        while st.phase != "code":
            s = min(st.to_act())
            st.apply(s, st.legal_actions(s)[0])
        views = {t: st.view(t) for t in (1, 2)}
        spectator = st.view(None)
        for _ in range(8):
            legal = [a for a in st.legal_actions(0) if not isinstance(a, LockCode)]
            st.apply(0, rng.choice(legal))
            assert {t: st.view(t) for t in (1, 2)} == views
            assert st.view(None) == spectator


def test_illegal_actions_leave_the_state_unchanged():
    rng = random.Random(3)
    st = new_match(Setup("bananas", ("random",) * 2, 3))
    probes = [PlaceDie(5, 0), PlaceToken(0, "loop"), ClearStep(1), LockCode()]
    for _ in range(300):
        if st.over:
            break
        seat = min(st.to_act())
        other = 1 - seat
        before = json.dumps(st.view(None)), json.dumps(st.view(0)), json.dumps(st.view(1))
        for a in probes:
            for s in (seat, other):
                if a in st.legal_actions(s):
                    continue
                with pytest.raises(IllegalAction) as exc:
                    st.apply(s, a)
                assert exc.value.reason and exc.value.reason.endswith((".", "!"))
                after = json.dumps(st.view(None)), json.dumps(st.view(0)), json.dumps(st.view(1))
                assert after == before
        st.apply(seat, quick_pick(rng, st.legal_actions(seat)))


def test_clone_is_independent_and_plays_the_same():
    rng = random.Random(11)
    st = new_match(Setup("bananas", ("random",) * 4, 11))
    for _ in range(150):
        seat = min(st.to_act())
        st.apply(seat, quick_pick(rng, st.legal_actions(seat)))
    twin = st.clone()
    assert twin.view(0) == st.view(0)
    r1, r2 = random.Random(5), random.Random(5)
    for _ in range(100):
        if st.over:
            break
        s1, s2 = min(st.to_act()), min(twin.to_act())
        assert s1 == s2
        e1 = st.apply(s1, quick_pick(r1, st.legal_actions(s1)))
        e2 = twin.apply(s2, quick_pick(r2, twin.legal_actions(s2)))
        assert norm(e1) == norm(e2)
    assert twin.jungle is st.jungle


def test_match_record_replays_through_the_core():
    """The core's Match / Record / JSONL parse path, the clock included."""
    from game.core.match import Match
    from game.core.record import parse
    from game.core.seats import SYSTEM
    from game.rules.bananas.actions import Clock

    for level, seed in ((1, 3), (4, 5), (7, 8)):
        setup = Setup("bananas", ("random", "random", "random"), seed, str(level), ())
        m = Match(setup)
        rng = random.Random(seed)
        while not m.over:
            seat = min(m.state.to_act())
            if level == 7 and rng.random() < 0.05:
                m.apply(SYSTEM, Clock(rng.randint(10, 90)))
                continue
            m.apply(seat, quick_pick(rng, m.state.legal_actions(seat)))
        text = m.record.text()
        again = Match.replay(parse(text))
        assert again.record.text() == text
        assert again.state.scores() == m.state.scores()


def test_malformed_actions_are_refused_not_crashing():
    st = new_match(Setup("bananas", ("random",) * 2, 1))
    bad = [{"kind": "place_die", "step": "0", "die": 0},
           {"kind": "place_die", "step": True, "die": 0},
           {"kind": "place_token", "step": 0, "token": 5},
           {"kind": "order_missions", "trees": ["a", 2, 3]},
           {"kind": "move_to", "q": 0.5, "r": 0},
           {"kind": "clock", "seconds": None}]
    for d in bad:
        a = CODEC.from_json(d)
        for seat in (0, 1):
            with pytest.raises(IllegalAction):
                st.apply(seat, a)
    with pytest.raises(IllegalAction, match="no such player"):
        st.apply(7, LockCode())


# 1,000 more matches, shorter (4 rounds) so the whole suite stays quick: every
# level, 2-4 players, a players-laid jungle now and then; invariants at every
# action; every 4th record replayed.
SHORT_BATCHES, SHORT_PER_BATCH = 8, 125


@pytest.mark.parametrize("batch", range(SHORT_BATCHES))
def test_thousand_short_playouts(batch):
    ends = set()
    for i in range(SHORT_PER_BATCH):
        seed = 500_000 + batch * SHORT_PER_BATCH + i
        level, players = 1 + seed % 7, 2 + (seed // 7) % 3
        variants = (f"level={level}", "max_rounds=4")
        if seed % 11 == 0:
            variants += ("jungle=players",)
        setup = Setup("bananas", ("random",) * players, seed, None, variants)
        st, steps = playout(setup, random.Random(seed), check=check_invariants,
                            clock=0.03 if level == 7 else 0.0)
        assert st.over and st.round <= 4
        ends.add(st.end_reason)
        if i % 4 == 0:
            end = replay(setup, steps, norm(new_match(setup).opening))
            assert end.scores() == st.scores() and end.view(None) == st.view(None)
    assert "round_limit" in ends
