"""Random-playout fuzzing of Treefort Nations: 1,000 matches on the shipped
boards over every player count (2-8), coin pile (4, 8, 12, 16) and placement
(random, strategic, dealt). Short matches mostly: 4-coin piles and small
tables, with some bigger piles and tables; most are played by uniformly random
players (the headless "random" bot), some by keen random players that cut,
build and fire often (`audit.keen_choice`), which reach forts, braces,
platforms falling and players out.

After every action `game.rules.treefort.audit` finds nothing wrong (every
coin on the board or cut, lumber 0-4, one monkey a square, four a player,
forts with one controller, catapults, turns, the end: see its docstring), the
seat asked to act has a legal action, and every match ends within
`max_actions` for a reason the rules give, never the safety stop. Every 29th
action the view rebuilds a state (`state_from_view`) that shows the same view
and audits clean; one match in 25 is played through `Match` and replays from
its record's JSON Lines text.
Seeds are fixed: the same matches every run. The 10,000-match soak is
`python tools/soak.py treefort --matches 10000 --procs 2`."""
from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.match import Match
from game.core.record import parse
from game.core.state import Setup
from game.rules.treefort.audit import Ledger, keen_choice, problems, split_known
from game.rules.treefort.sampling import state_from_view
from game.rules.treefort.state import TreefortState, max_actions

CHUNKS = 20                      # pytest-xdist shares them out over both cores
PLACEMENTS = ("random", "strategic", "dealt")
VIEW_EVERY = 29                  # actions between view round trips
REPLAY_EVERY = 25                # one match in 25 is replayed from its record
# (players, coins, how many matches by uniformly random players, how many keen)
PLAN = [
    (2, 4, 813, 16), (2, 8, 30, 1), (2, 12, 12, 1), (2, 16, 6, 0),
    (3, 4, 60, 6), (3, 8, 4, 0), (3, 12, 2, 0), (3, 16, 1, 0),
    (4, 4, 20, 2), (4, 8, 2, 0), (4, 12, 1, 0), (4, 16, 1, 0),
    (5, 4, 8, 1), (5, 8, 1, 0),
    (6, 4, 5, 0), (6, 8, 1, 0),
    (7, 4, 3, 0),
    (8, 4, 3, 0),
]


def schedule() -> list[tuple[int, int, str, bool, int]]:
    """Every match: (players, coins, placement, keen, seed); the placements
    take turns within each kind of match."""
    out = []
    for players, coins, plain, keen in PLAN:
        for k in range(plain + keen):
            out.append((players, coins, PLACEMENTS[k % 3], k >= plain))
    return [(*m, 30_000 + i) for i, m in enumerate(out)]


MATCHES = schedule()


def setup(players: int, coins: int, placement: str, seed: int) -> Setup:
    variants = tuple(v for v in (f"coins={coins}" if coins != 12 else None,
                                 f"placement={placement}" if placement != "random" else None)
                     if v)
    return Setup("treefort", ("random",) * players, seed, None, variants)


def play(players: int, coins: int, placement: str, keen: bool, seed: int,
         record: bool = False) -> tuple[TreefortState, Match | None]:
    """One match to its end, audited after every action; with `record`,
    through `Match` (which keeps the record), else on the bare state."""
    s_up = setup(players, coins, placement, seed)
    m = Match(s_up) if record else None
    s = m.state if m is not None else registry.spec("treefort").new(s_up)
    assert isinstance(s, TreefortState)
    rng = random.Random(seed)
    ledger = Ledger()
    limit = max_actions(s_up)
    assert not split_known(ledger.problems(s))[0]
    steps = 0
    while not s.over:
        seat = min(s.to_act())
        legal = s.legal_actions(seat)
        assert legal, (seed, s.phase, s.pending, s.roll)
        action = keen_choice(s, legal, rng) if keen else rng.choice(legal)
        ledger.note(m.apply(seat, action) if m is not None else s.apply(seat, action))
        found, _known = split_known(ledger.problems(s))
        assert not found, f"seed {seed} after {action}: {found}"
        steps += 1
        assert steps <= limit, f"seed {seed}: past {limit} actions"
        if steps % VIEW_EVERY == 0:
            v = s.view(seat)
            again = state_from_view(v, 5)
            assert again.view(seat) == v
            assert not split_known(problems(again))[0]
    assert s.end_reason in ("trees_gone", "stalled", "last_player"), \
        f"seed {seed} ended by {s.end_reason}"
    return s, m


def test_the_schedule_covers_every_table_pile_and_placement():
    assert len(MATCHES) == 1000
    assert {m[0] for m in MATCHES} == set(range(2, 9))
    assert {m[1] for m in MATCHES} == {4, 8, 12, 16}
    assert {m[2] for m in MATCHES} == set(PLACEMENTS)
    assert {m[0] for m in MATCHES if m[3]} == set(range(2, 6))      # keen ones too
    assert {(m[0], m[2]) for m in MATCHES} == {(p, pl) for p in range(2, 9) for pl in PLACEMENTS}
    assert len({m[4] for m in MATCHES}) == len(MATCHES)


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_matches_end_and_keep_every_invariant(chunk):
    ends: dict[str, int] = {}
    for i in range(chunk, len(MATCHES), CHUNKS):
        # two a chunk, at different places in the schedule
        replay = (i // CHUNKS + chunk) % REPLAY_EVERY == 0
        s, m = play(*MATCHES[i], record=replay)
        ends[s.end_reason] = ends.get(s.end_reason, 0) + 1
        if m is not None:
            text = m.record.text()
            assert Match.replay(parse(text)).record.text() == text, f"seed {MATCHES[i][4]}"
    assert sum(ends.values()) == len(range(chunk, len(MATCHES), CHUNKS))
