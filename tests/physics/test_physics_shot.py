"""shot: a believable arc from the start that lands exactly where the rules said."""
from __future__ import annotations

import math

import pytest
from hypothesis import HealthCheck, example, given, settings, strategies as st

from game.physics import STEP, Block, shot

from helpers_physics import assert_settles, wrap

FAST = settings(max_examples=40, deadline=None, database=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])


def planks(x: float, y: float, n: int = 3) -> list[Block]:
    return [Block(("plank", i), 44, 16, x + (i - (n - 1) / 2) * 46, y - 10) for i in range(n)]


def test_starts_at_the_start_arcs_and_lands_on_the_target():
    pb = shot((200, 800), (1500, 700), seed=4)
    assert pb.pose_at(0)["shot"][:2] == (200, 800)
    assert pb.final["shot"][:2] == (1500.0, 700.0)
    impact = round(pb.marks["impact"] / STEP)
    assert pb.frames[impact]["shot"][:2] == pytest.approx((1500, 700), abs=1e-6)
    path = [f["shot"] for f in pb.frames[:impact + 1]]
    xs, ys = [p[0] for p in path], [p[1] for p in path]
    assert all(b > a for a, b in zip(xs, xs[1:]))            # always onwards
    assert min(ys) < 700 - 80                                 # up over an arc
    top = ys.index(min(ys))
    assert all(b <= a + 1e-9 for a, b in zip(ys[:top], ys[1:top + 1]))   # rises, then
    assert all(b >= a - 1e-9 for a, b in zip(ys[top:], ys[top + 1:]))   # falls
    assert all(f["shot"] == pb.final["shot"] for f in pb.frames[impact + 1:])  # stays put


def test_same_inputs_same_frames_and_the_seed_matters():
    args = dict(start=(300, 900), target=(1200, 600), debris=planks(1200, 600))
    a, b = shot(**args, seed=11), shot(**args, seed=11)
    assert a.frames == b.frames and a.final == b.final
    assert shot(**args, seed=12).frames != a.frames


def test_spin_and_landing_angle():
    still = shot((100, 500), (900, 500), seed=1, spin=0)
    assert all(f["shot"][2] == 0 for f in still.frames)
    tilted = shot((100, 500), (900, 500, 1.0), seed=1, spin=6)
    assert tilted.final["shot"] == (900.0, 500.0, 1.0)
    impact = round(tilted.marks["impact"] / STEP)
    assert abs(wrap(tilted.frames[impact]["shot"][2] - 1.0)) < 1e-6  # tumbles onto it


def test_debris_is_knocked_away_or_sent_where_the_caller_says():
    debris = planks(1400, 800)
    pb = shot((200, 800), (1400, 800), seed=5, debris=debris)
    impact = round(pb.marks["impact"] / STEP)
    assert all(pb.frames[impact][b.key] == b.pose for b in debris)  # still until hit
    assert all(pb.final[b.key][1] > 1080 for b in debris)            # then gone
    floor = shot((200, 800), (1400, 800), seed=5, debris=debris, ground_y=900)
    assert all(850 < floor.final[b.key][1] < 900 for b in debris)   # resting on the floor
    placed = {b.key: (100 * i, 50, 0) for i, b in enumerate(debris)}
    pb = shot((200, 800), (1400, 800), seed=5, debris=debris, debris_final=placed)
    assert_settles(pb, placed)


@FAST
@given(start=st.tuples(st.floats(0, 1920), st.floats(100, 1000)),
       target=st.tuples(st.floats(0, 1920), st.floats(100, 1000)),
       angle=st.none() | st.floats(-10, 10), spin=st.none() | st.floats(-12, 12),
       arc=st.none() | st.floats(0, 500), n_debris=st.integers(0, 4), seed=st.integers(0, 2**31))
@example(start=(0.0, 100.0), target=(80.0, 100.0), angle=None, spin=None, arc=0.0, n_debris=0,
         seed=0)  # a flat shot: once two 40 px jumps
def test_any_shot_lands_exactly(start, target, angle, spin, arc, n_debris, seed):
    goal = target if angle is None else (*target, angle)
    debris = planks(*target, n_debris)
    pb = shot(start, goal, seed=seed, spin=spin, arc=arc, debris=debris, ground_y=None)
    assert pb.frames[0]["shot"] == (float(start[0]), float(start[1]), 0.0)
    assert pb.final["shot"][:2] == (float(target[0]), float(target[1]))
    if angle is not None:
        assert pb.final["shot"][2] == angle
    assert_settles(pb, {"shot": pb.final["shot"]})
    impact = round(pb.marks["impact"] / STEP)
    assert math.dist(pb.frames[impact]["shot"][:2], target) < 1e-6
    assert pb.duration >= pb.marks["impact"]


def test_a_shot_simulated_a_few_frames_at_a_time_is_the_same_shot():
    from game.physics import ShotJob
    args = dict(start=(300, 900), target=(1200, 600), debris=planks(1200, 600, 5), seed=7)
    whole = shot(**args)
    job = ShotJob(**args)
    steps = 0
    while not job.advance(3):
        steps += 1
        assert len(job.world.frames) <= 3 * steps + 1     # never more than asked for
    assert steps > 10
    pb = job.result()
    assert pb.frames == whole.frames and pb.final == whole.final
    assert pb.marks == whole.marks
