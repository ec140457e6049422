"""Spank the Monkey's falling towers (game/scenes/junkyard/collapse.py): the
playback ends exactly on the rules' layout, the same inputs give the same
frames, every collision the rules rolled is shown in order, and no surviving
card ever ends out of place."""
from __future__ import annotations

import math

from helpers_physics import assert_settles, overlap
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.scenes.junkyard.collapse import CollapseJob, Crash, Slab, collapse, seed_for

FAST = settings(max_examples=25, deadline=None, database=None, derandomize=True,
                suppress_health_check=[HealthCheck.too_slow])
GROUND = 770.0
UNIT = 26.0


def tower(dots: list[int], x: float = 900.0, w: float = 180.0, tabs: dict[int, int] | None = None
          ) -> list[Slab]:
    """Junk cards "c0".."cn" bottom first, as the table stacks them."""
    out, top = [], GROUND
    for i, d in enumerate(dots):
        h = d * UNIT
        t = tuple((w / 2 + 4 + 20 * k, 0.0, 40.0, min(h - 6, 34.0))
                  for k in range((tabs or {}).get(i, 0)))
        out.append(Slab(f"c{i}", w, h, x, top - h / 2, t))
        top -= h
    return out


def layout(slabs: list[Slab], gone: set[str]) -> dict[str, tuple[float, float, float]]:
    """The rules' tower after the holes close: the survivors, in order, on the ground."""
    out, top = {}, GROUND
    for s in slabs:
        if s.key in gone:
            continue
        out[s.key] = (s.x, top - s.h / 2, 0.0)
        top -= s.h
    return out


def rules_chain(n: int, first: int,
                breaks: list[tuple[bool, bool]]) -> tuple[list[Crash], set[str]]:
    """Collisions the way the rules make them: the lowest card above the hole
    falls onto the card below it (or the ground); each roll may break the
    falling card, the one below, both or neither; it goes on while things break."""
    alive = [f"c{i}" for i in range(n)]
    gone = {alive.pop(first)}
    i = first
    crashes: list[Crash] = []
    for fall_breaks, onto_breaks in breaks:
        if i >= len(alive):
            break
        falling = alive[i]
        below = alive[i - 1] if i > 0 else None
        hit = [falling] if fall_breaks else []
        if below is not None and onto_breaks:
            hit.append(below)
        crashes.append(Crash(falling, below, 6 if hit else 1, tuple(hit)))
        if not hit:
            break
        low = min(alive.index(h) for h in hit)
        for h in hit:
            alive.remove(h)
            gone.add(h)
        i = low
    return crashes, gone


def test_ends_exactly_on_the_rules_layout_and_slows_to_a_stop():
    slabs = tower([2, 1, 3, 4, 2, 1], tabs={2: 2})
    crashes, gone = rules_chain(6, 1, [(True, False), (False, False)])
    final = layout(slabs, gone)
    c = collapse(slabs, ["c1"], crashes, final, seed="t1", ground_y=GROUND)
    assert_settles(c.playback, final)
    assert c.playback.pose_at(c.duration + 5) == c.playback.final
    for key, pose in final.items():
        assert c.final[key] == pose
    assert set(c.bursts) == gone                       # every destroyed card broke apart
    assert [m.crash for m in c.marks] == crashes       # every roll shown, in the rules' order
    assert [m.at for m in c.marks] == sorted(m.at for m in c.marks)
    assert len(c.pieces["c2"]) == 4 + 2                # four pieces and its two reinforcements
    assert not c.flying(c.duration)                   # the pieces are off the screen by the end


def test_a_collision_is_marked_where_the_cards_meet():
    slabs = tower([2, 2, 2, 2])
    crashes, gone = rules_chain(4, 1, [(False, False)])
    c = collapse(slabs, ["c1"], crashes, layout(slabs, gone), seed=seed_for(0, ["c1"], crashes),
                 ground_y=GROUND)
    (mark,) = c.marks
    c0 = slabs[0]
    assert abs(mark.y - (c0.y - c0.h / 2)) < 1.5      # on top of the card below
    assert abs(mark.x - c0.x) < 10
    poses = c.poses(mark.at)
    assert abs(poses["c2"][1] + slabs[2].h / 2 - mark.y) < 6   # the falling card is there


def test_the_same_inputs_give_the_same_frames_and_the_seed_matters():
    slabs = tower([1, 2, 3, 1, 2, 2, 1])
    crashes, gone = rules_chain(7, 2, [(True, True), (False, False)])
    final = layout(slabs, gone)
    seed = seed_for(1, ["c2"], crashes)
    a = collapse(slabs, ["c2"], crashes, final, seed=seed, ground_y=GROUND)
    collapse(tower([3, 3]), ["c0"], [], {"c1": (900.0, GROUND - 39.0)}, seed="other",
             ground_y=GROUND)   # another collapse in between changes nothing
    b = collapse(slabs, ["c2"], crashes, final, seed=seed, ground_y=GROUND)
    assert a.playback.frames == b.playback.frames and a.final == b.final
    assert a.marks == b.marks and a.bursts == b.bursts and a.pieces == b.pieces
    c = collapse(slabs, ["c2"], crashes, final, seed=seed + "!", ground_y=GROUND)
    assert c.playback.frames != a.playback.frames
    assert {k: c.final[k] for k in final} == final


def test_the_work_can_be_spread_over_frames():
    slabs = tower([2, 1, 3, 4, 2])
    crashes, gone = rules_chain(5, 0, [(True, False), (False, False)])
    final = layout(slabs, gone)
    whole = collapse(slabs, ["c0"], crashes, final, seed="s", ground_y=GROUND)
    job = CollapseJob(slabs, ["c0"], crashes, final, seed="s", ground_y=GROUND)
    steps = 0
    while not job.advance(7):
        steps += 1
    assert steps > 3
    assert job.result().playback.frames == whole.playback.frames


def test_a_gap_left_by_a_card_taken_away_closes_without_a_burst():
    slabs = tower([2, 3, 2])
    rest = [s for s in slabs if s.key != "c1"]      # c1 moved to another tower
    crashes = [Crash("c2", "c0", 2, ())]
    final = layout(slabs, {"c1"})
    c = collapse(rest, [], crashes, final, seed="gap", ground_y=GROUND)
    assert c.bursts == {} and len(c.marks) == 1
    assert_settles(c.playback, final)


dots = st.lists(st.integers(1, 4), min_size=2, max_size=8)


@FAST
@given(dots=dots, data=st.data(), x=st.floats(350, 1800))
def test_survivors_never_end_out_of_place(dots, data, x):
    n = len(dots)
    first = data.draw(st.integers(0, n - 1))
    breaks = data.draw(st.lists(st.tuples(st.booleans(), st.booleans()), max_size=5))
    slabs = tower(dots, x=x)
    crashes, gone = rules_chain(n, first, breaks)
    final = layout(slabs, gone)
    c = collapse(slabs, [f"c{first}"], crashes, final, seed=seed_for(0, [f"c{first}"], crashes),
                 ground_y=GROUND)
    assert_settles(c.playback, final)
    assert set(c.bursts) == gone and [m.crash for m in c.marks] == crashes
    boxes = [(c.final[k][0], c.final[k][1], s.w, s.h) for s in slabs
             if (k := s.key) not in gone]
    for i, a in enumerate(boxes):
        assert a[1] + a[3] / 2 <= GROUND + 1e-6
        for b in boxes[i + 1:]:
            assert not overlap(a, b)
    for key in final:    # upright, where the rules put it, the whole way down the last step
        assert c.final[key][2] == 0.0
        assert math.isclose(c.playback.frames[-1][key][0], final[key][0])
