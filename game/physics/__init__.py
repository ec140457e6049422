"""Physics shows what the rules decided.

The rules roll the dice and say what happened (which cards a tower loses and
where the survivors end up; where a catapult shot lands). This package turns
that outcome into an animation and never changes it:

- Every animation builds a fresh `World` (a new pymunk Space) with a fixed
  step (`STEP`, with substeps) and its own `random.Random(seed)` for jitter;
  never the global random, never the match RNG. Same inputs, same frames.
- The simulation is precomputed into a `Playback`: `duration`, `pose_at(t)`
  -> {key: (x, y, angle)} interpolated between steps, and `final`.
- It settles exactly: `pose_at(duration)` is the caller's targets, float for
  float. Over the last `BLEND` seconds (longer for a target far from where
  the simulation ended) each pose is pulled from where pymunk put it onto
  its target with a smootherstep weight, so the motion slows to a stop on
  the target with no jump, whatever the simulation did.
- A scene wraps a playback in its own animation, e.g.
  `Anim(pb.duration, step=lambda k: poses.update(pb.at_fraction(k)))`.
- Rules, bots, saves and replays never import this package; scenes do.
  pygame stays out of it except in `game.physics.draw`.

Coordinates are screen pixels, y down; angles in radians (positive turns
clockwise on screen).
"""
from .anims import Block, ShotJob, restack, shot, stack, tower_fall
from .playback import Playback, Pose, corners, smootherstep
from .world import BLEND, GRAVITY, STEP, World

__all__ = ["BLEND", "GRAVITY", "STEP", "Block", "Playback", "Pose", "ShotJob", "World", "corners",
           "restack", "shot", "smootherstep", "stack", "tower_fall"]
