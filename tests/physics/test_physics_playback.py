"""Playback on its own: interpolation, clamping, and the exact settle blend."""
from __future__ import annotations

import math

import pytest

from game.physics import Playback, smootherstep

from helpers_physics import assert_settles, step_moves


def raw_line(n: int, speed: float = 10.0) -> list[dict]:
    """A body moving right at `speed` px per step and spinning, another still."""
    return [{"a": (i * speed, 0.0, 0.3 * i), "b": (5.0, 5.0, 0.0)} for i in range(n)]


def test_pose_at_interpolates_and_clamps():
    pb = Playback(0.5, raw_line(3), {"a": (20.0, 0.0, 0.6), "b": (5.0, 5.0, 0.0)})
    assert pb.duration == 1.0
    assert pb.pose_at(-1) == pb.frames[0]
    assert pb.pose_at(0.25)["a"] == pytest.approx((5.0, 0.0, 0.15))
    assert pb.pose_at(0.75)["a"] == pytest.approx((15.0, 0.0, 0.45))
    assert pb.pose_at(1.0) == pb.final
    assert pb.pose_at(99) == pb.final


def test_settle_ends_exactly_on_targets_and_slows_down():
    targets = {"a": (1900, -40, 0.25), "b": (5, 5, 0)}
    pb = Playback.settle(1 / 120, raw_line(200), targets, blend_steps=36)
    assert len(pb.frames) == 200
    assert pb.final == {"a": (1900.0, -40.0, 0.25), "b": (5.0, 5.0, 0.0)}
    assert pb.frames[:150] == raw_line(200)[:150]  # untouched before the blend
    assert_settles(pb, targets)


def test_angles_take_the_short_way_round():
    raw = [{"a": (0.0, 0.0, 0.05 * i)} for i in range(100)]  # ends near 4.95 rad
    pb = Playback.settle(1 / 120, raw, {"a": (0.0, 0.0, 0.0)}, blend_steps=36)
    assert pb.final["a"][2] == 0.0
    assert pb.frames[-1]["a"][2] == pytest.approx(2 * math.pi)  # a whole turn on, not back
    turns = [b["a"][2] - a["a"][2] for a, b in zip(pb.frames, pb.frames[1:])]
    assert min(turns) >= 0 and max(turns) < 0.15  # keeps turning the same way, no flip
    assert step_moves(pb, "a")[-1][1] < 1e-3


def test_a_far_target_gets_a_longer_glide_not_a_jump():
    raw = [{"a": (0.0, 0.0, 0.0)}] * 20
    pb = Playback.settle(1 / 120, raw, {"a": (1200, 0, 0)}, blend_steps=36, max_step=12)
    assert len(pb.frames) == 1 + math.ceil(1.875 * 1200 / 12)  # the still end is held longer
    assert max(d for d, _ in step_moves(pb, "a")) <= 12
    assert_settles(pb, {"a": (1200, 0, 0)})


def test_keys_without_target_end_where_the_physics_left_them():
    pb = Playback.settle(1 / 120, raw_line(50), {"b": (0, 0, 0)}, blend_steps=10)
    assert pb.final["a"] == raw_line(50)[-1]["a"]
    with pytest.raises(KeyError):
        Playback.settle(1 / 120, raw_line(5), {"zebra": (0, 0, 0)}, blend_steps=3)


def test_single_frame_and_short_runs():
    pb = Playback.settle(1 / 120, raw_line(1), {"a": (7, 7, 7)}, blend_steps=36)
    assert pb.duration == 0 and pb.pose_at(0) == pb.final and pb.final["a"] == (7.0, 7.0, 7.0)
    pb = Playback.settle(1 / 120, raw_line(5), {"a": (7, 7, 0)}, blend_steps=36, blend_from=3)
    assert pb.frames[:3] == raw_line(5)[:3] and pb.final["a"] == (7.0, 7.0, 0.0)


def test_smootherstep():
    assert smootherstep(0) == 0 and smootherstep(1) == 1 and smootherstep(0.5) == 0.5
    assert smootherstep(-3) == 0 and smootherstep(3) == 1
