"""Shared checks for the physics tests."""
from __future__ import annotations

import math

from game.physics import BLEND, STEP, Playback


def wrap(a: float) -> float:
    """An angle difference folded into [-pi, pi)."""
    return (a + math.pi) % (2 * math.pi) - math.pi


def step_moves(pb: Playback, key, first: int = 0) -> list[tuple[float, float]]:
    """(distance moved, angle turned) per fixed step from frame `first` to the end,
    the last step landing on `final`."""
    poses = [f[key] for f in pb.frames[first:-1]] + [pb.final[key]]
    return [(math.dist(a[:2], b[:2]), abs(wrap(b[2] - a[2]))) for a, b in zip(poses, poses[1:])]


def assert_settles(pb: Playback, targets: dict) -> None:
    """The contract: ends exactly on the targets and slows to a stop on them."""
    assert pb.pose_at(pb.duration) == pb.final
    assert pb.at_fraction(1.0) == pb.final
    for key, target in targets.items():
        assert pb.final[key] == tuple(float(v) for v in target), key
    blend = round(BLEND / STEP)
    for key in pb.final:
        assert pb.frames[-1][key][:2] == pb.final[key][:2]
        assert abs(wrap(pb.frames[-1][key][2] - pb.final[key][2])) < 1e-9
        moves = step_moves(pb, key)
        # never a teleport, anywhere
        assert max((d for d, _ in moves), default=0) < 40, key
        # the last quarter of the blend: small steps, and nearly still at the end
        tail = moves[-(blend // 4):]
        assert all(d < 12 and a < 0.15 for d, a in tail), (key, tail)
        assert tail[-1][0] < 0.5 and tail[-1][1] < 0.01, (key, tail[-1])


def overlap(a: tuple, b: tuple, eps: float = 1e-6) -> bool:
    """Do two upright boxes (x, y, w, h) overlap by more than eps?"""
    return (abs(a[0] - b[0]) < (a[2] + b[2]) / 2 - eps
            and abs(a[1] - b[1]) < (a[3] + b[3]) / 2 - eps)
