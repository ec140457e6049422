"""The statistics tools are thin callers of the arena: their figures come from
the arena's matches, which are the matches headless play gives for the same
seeds and seats (the seeds and seats the tools used before the arena)."""
from __future__ import annotations

import pytest

from game.core.headless import play
from game.core.state import Setup
from tools import bot255_stats, codes_stats, junkyard_stats, soak, treefort_stats


def test_codes_rows_are_the_headless_matches_of_the_same_seeds():
    got = codes_stats.row(("easy", "random"), "compete", 4, 2, seed=1, procs=1)
    want = []
    for k, seats in enumerate([("easy", "random"), ("random", "easy")]):
        st = play(Setup("codes", seats, 1 + k, None, codes_stats.variants("compete", 4))).state
        want.append((st.end_reason, bool(st.winners()), st.round))
    assert got == want


def test_junkyard_pairs_rotate_seats_on_consecutive_seeds_as_before():
    res = junkyard_stats.arena(("hard", "random"), 2, 50_001, (), procs=1)
    assert [r["seats"] for r in res] == [("hard", "random"), ("random", "hard")]
    for k, r in enumerate(res):
        st = play(Setup("junkyard", r["seats"], 50_001 + k)).state
        assert (r["turns"], r["first"], r["winners"]) == (st.turn_number, st.first,
                                                          sorted(st.winners()))
    assert sum(r["played"].values()) > 0


def test_treefort_seat_table_is_a_mirror_tournament(capsys):
    treefort_stats.part_seats(1, 2, 1, ("coins=4",), [2])
    out = capsys.readouterr().out
    res, summary = treefort_stats.arena(("medium", "medium"), 2, 2001, ("coins=4",), 1)
    wins = [0.0, 0.0]
    for r in res:
        for w in r["winners"]:
            wins[w] += 1 / len(r["winners"])
    assert f"| 2 | {100 * wins[0] / 2:.1f}% / {100 * wins[1] / 2:.1f}% |" in out
    assert summary["seats"][0]["wins"] == pytest.approx(wins[0])


def test_bot255_round_turns_count_every_turn_of_each_round():
    m = play(Setup("bot255", ("easy", "random"), 4, None, ("rounds=2",)))
    turns = bot255_stats.RoundTurns().done(m)["round_turns"]
    assert len(turns) == 2 and all(t >= 1 for t in turns)
    assert sum(turns) == sum(1 for s in m.record.steps for e in s.events
                             if e.get("event") == "turn") + sum(
        1 for e in m.record.opening if e.get("event") == "turn")


def test_bananas_soak_arena_prints_the_arena_table_and_the_times(capsys):
    assert soak.main(["arena", "--seats", "easy,random", "--matches", "2"]) == 0
    out = capsys.readouterr().out
    assert "Going Bananas, level 1: 2 matches, seeds 0..1" in out
    assert "rounds/match" in out and "easy decision time" in out
