"""The theatre's moments, for every game: forward through a record is the
replay action by action, and standing anywhere (as step back and jumps do)
is exactly the state the forward walk had there."""
from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.errors import BadRecord
from game.core.match import Match
from game.core.state import Setup
from game.theatre.timeline import RETELL, SNAP_EVERY, Timeline
from tests.support.conformance import fingerprint, playout

GAMES = {"codes": 3, "bananas": 2, "junkyard": 4, "treefort": 3, "bot255": 2}


def record_of(game: str, seed: int = 11):
    n = GAMES[game]
    return playout(Setup(game, ("random",) * n, seed, None, ()), random.Random(seed)).record


@pytest.mark.parametrize("game", GAMES)
def test_forward_is_the_replay_and_every_moment_is_as_it_was(game):
    record = record_of(game)
    line = Timeline(record)
    assert line.length == len(record.steps) > SNAP_EVERY
    walk = Match(record.setup)
    seats = range(len(record.setup.seats))
    # every moment in turn, from the far end backwards (as step back goes) and
    # then forwards: the same state as the replay had at that point
    seen = [looks(walk.state, seats)]
    for step in record.steps:
        walk.apply(step.seat, walk.action_from_json(step.action))
        seen.append(looks(walk.state, seats))
    assert walk.record.result == record.result
    for k in [*range(line.length, -1, -1), *range(0, line.length + 1, 5)]:
        assert looks(line.state_at(k), seats) == seen[k], f"moment {k}"


def looks(state, seats) -> tuple:
    """All anyone can tell of a state: every seat's view and a spectator's, who
    acts and what each may do, the scores."""
    acting = sorted(state.to_act())
    return ([state.view(s) for s in seats], state.view(None), acting,
            [[a.to_json() for a in state.legal_actions(s)] for s in acting],
            state.over, state.scores() if state.over else None)


def test_standing_at_gives_a_match_whose_record_is_the_prefix():
    record = record_of("junkyard")
    line = Timeline(record)
    k = line.length // 2
    m = line.match_at(k)
    assert [s.action for s in m.record.steps] == [s.action for s in record.steps[:k]]
    seats = range(4)
    assert looks(m.state, seats) == looks(line.state_at(k), seats)
    # moving it on does not touch the timeline's own snapshots
    seat, action = line.action(k)
    before = fingerprint(line.snaps[max(i for i in line.snaps if i <= k)])
    m.apply(seat, action)
    assert fingerprint(line.snaps[max(i for i in line.snaps if i <= k)]) == before
    assert looks(line.state_at(k), seats) != looks(m.state, seats)
    assert not line.match_at(0).record.steps


def test_turn_marks_follow_the_seat_that_acts():
    record = record_of("codes")
    line = Timeline(record)
    seats = [s.seat for s in record.steps]
    for mark in line.turns[1:]:
        earlier = [x for x in seats[:mark] if x >= 0]
        assert seats[mark] != earlier[-1]
    assert line.prev_turn(line.next_turn(0)) == 0
    assert line.next_turn(line.length) == line.length
    assert line.turn_of(line.length) == len(line.turns) - 1


def test_a_jump_retells_the_log_from_a_nearby_snapshot_as_a_full_retelling_would():
    record = record_of("bananas")
    line = Timeline(record)
    k = line.length - 3
    m = line.match_at(k)
    first, state = m.retell_from
    assert 0 < first <= k - RETELL and k - first < RETELL + SNAP_EVERY
    assert looks(state, range(2)) == looks(line.state_at(first), range(2))
    # the steps retold from there are the record's, each from the state it had
    again = Match.standing_at(m.record, first, state)
    for i, step in enumerate(m.record.steps[first:], first):
        assert looks(again.state, range(2)) == looks(line.state_at(i), range(2))
        again.apply(step.seat, again.action_from_json(step.action))


def test_a_record_that_does_not_replay_is_refused():
    record = record_of("codes")
    record.steps[3].events = record.steps[4].events
    with pytest.raises(BadRecord):
        Timeline(record)


def test_every_registered_game_is_covered():
    assert set(GAMES) == {s.id for s in registry.specs()}
