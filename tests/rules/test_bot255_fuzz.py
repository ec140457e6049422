"""Random-playout fuzzing of bot255: 1,000 matches over every player count
(a solo puzzle, the card game for 2-6), every difficulty, one or two
rounds, some with a 10-minute time limit (the table's clock driven by its
own model of time), some with a minute a turn (slow turns, the clock moved on
at random, run out). Most are played by keen random players that often run the rules'
first suggested program (`audit.keen_choice`), so rounds end with a bot
taking all 8 bits; some by uniformly random players, which meet every card,
invalid programs and the round's safety stop.

After every action `audit.problems` finds nothing wrong (cards conserved,
hands within the limit, bots on their worlds, points, turns: see its
docstring) and the seat asked to act has a legal action; every 13th action
no view shows another seat's secrets (`audit.leaks`); every match ends
within `max_actions`; one match in 25 is played through `Match` and replays
from its record's JSON Lines text. Seeds are fixed. The 10,000-match soak is
`python tools/soak.py bot255 --matches 10000 --procs 2`."""
from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.record import parse
from game.core.state import Setup
from game.rules.bot255.audit import leaks, problems, random_move
from game.rules.bot255.state import max_actions, new_match

CHUNKS = 10
DIFFICULTIES = ("simple", "average", "difficult")
# (players, keen matches, uniformly random matches)
# (the many-player matches are long: few of them here, thousands in the soak)
PLAN = [(1, 200, 200), (2, 380, 60), (3, 90, 10), (4, 40, 5), (5, 10, 2), (6, 3, 0)]


def schedule() -> list[tuple[int, bool, int]]:
    out = []
    for players, keen, plain in PLAN:
        out += [(players, True, 0)] * keen + [(players, False, 0)] * plain
    return [(p, k, 9000 + i) for i, (p, k, _) in enumerate(out)]


def setup_of(players: int, seed: int) -> Setup:
    variants = [f"difficulty={DIFFICULTIES[seed % 3]}"]
    variants.append("rounds=2" if seed % 7 == 0 else "rounds=1")
    if seed % 5 == 0:
        variants.append("minutes=10")
    if seed % 3 == 0:
        variants.append("turn_limit=60")
    return Setup("bot255", ("random",) * players, seed, None, tuple(variants))


def play(players: int, keen: bool, seed: int) -> None:
    setup = setup_of(players, seed)
    through_match = seed % 25 == 0
    m = Match(setup) if through_match else None
    s = m.state if m is not None else new_match(setup)
    rng = random.Random(seed)
    limit = max_actions(setup)
    k = 0
    while not s.over:
        try:
            seat, action = random_move(s, rng, keen)
        except AssertionError as exc:
            raise AssertionError(f"seed {seed}: {exc}") from None
        if m is not None:
            m.apply(seat, action)
        else:
            s.apply(seat, action)
        k += 1
        assert k <= limit, f"seed {seed}: more than {limit} actions"
        wrong = problems(s)
        assert not wrong, f"seed {seed}, action {k}: {wrong}"
        if k % 13 == 0:
            seen = leaks(s)
            assert not seen, f"seed {seed}, action {k}: {seen}"
    assert s.end_reason in ("solved", "out_of_runs", "rounds", "time")
    if m is not None:
        text = m.record.text()
        assert Match.replay(parse(text)).record.text() == text


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_matches_keep_every_invariant(chunk):
    jobs = schedule()
    assert len(jobs) == 1000
    for players, keen, seed in jobs[chunk::CHUNKS]:
        play(players, keen, seed)
