"""Who plays whom: lineups, seat rotation and seeds."""
from __future__ import annotations

from collections import Counter

import pytest

from game.arena.plan import Config, lineups_from_bots, plan, replay_command


def test_lineups_from_a_list_of_bots():
    assert lineups_from_bots(["easy", "medium", "hard"], 2) == [
        ("easy", "medium"), ("easy", "hard"), ("medium", "hard")]
    assert lineups_from_bots(["medium"], 4) == [("medium",) * 4]
    # fewer bots than seats: every mix that uses each of them
    assert lineups_from_bots(["easy", "hard"], 3) == [
        ("easy", "easy", "hard"), ("easy", "hard", "hard")]


@pytest.mark.parametrize("lineup", [("a", "b"), ("a", "b", "c"), ("a", "a", "b", "c"),
                                    ("a", "b", "c", "d", "e")])
@pytest.mark.parametrize("asked", [1, 7, 20])
def test_every_bot_sits_in_every_seat_equally(lineup, asked):
    jobs = plan([lineup], asked, seed=100)
    n = len(lineup)
    assert len(jobs) % n == 0 and asked <= len(jobs) < asked + n
    assert len({j.seats for j in jobs}) == n
    for bot in set(lineup):
        at = Counter(s for j in jobs for s, b in enumerate(j.seats) if b == bot)
        assert set(at) == set(range(n))
        assert len(set(at.values())) == 1, (bot, at)


def test_lineups_that_repeat_themselves_rotate_only_through_their_period():
    assert len(plan([("m",) * 5], 7, seed=0)) == 7          # a mirror: never rounded up
    jobs = plan([("a", "b", "a", "b")], 3, seed=0)
    assert [j.seats for j in jobs] == [("a", "b", "a", "b"), ("b", "a", "b", "a")] * 2
    at = Counter(s for j in jobs for s, b in enumerate(j.seats) if b == "a")
    assert set(at.values()) == {2} and len(at) == 4


def test_seeds_follow_the_match_index_across_lineups():
    jobs = plan([("a", "b"), ("a", "c", "b")], 4, seed=7)
    assert [j.index for j in jobs] == list(range(len(jobs)))
    assert [j.seed for j in jobs] == [7 + i for i in range(len(jobs))]
    assert [j.lineup for j in jobs] == [0] * 4 + [1] * 6
    assert plan([("a", "b"), ("a", "c", "b")], 4, seed=7) == jobs   # a pure function


def test_replay_command_names_everything_that_makes_the_match():
    job = plan([("easy", "hard")], 2, seed=41)[1]
    cfg = Config("bananas", "3", ("max_rounds=30", "jungle=players"))
    assert replay_command(cfg, job) == (
        "python -m game headless --game bananas --seats hard,easy --seed 42 --level 3 "
        "--variant max_rounds=30 --variant jungle=players")


def test_the_progress_line_shows_speed_and_time_left_and_only_on_a_terminal():
    import io

    from game.arena.progress import Progress, line
    assert line(5, 10, 2.0, width=10) == "[#####.....] 5/10 matches, 2.5/s, 0:02 left"
    assert line(0, 10, 0.0, width=4).endswith("0.0/s, ? left")

    class Tty(io.StringIO):
        def isatty(self):
            return True

    piped, tty = io.StringIO(), Tty()
    for stream in (piped, tty):
        bar = Progress(2, stream=stream)
        bar()
        bar()
        bar.close()
    assert piped.getvalue() == ""
    assert "2/2 matches" in tty.getvalue() and tty.getvalue().endswith("\n")
    quiet = Tty()
    Progress(1, quiet=True, stream=quiet)()
    assert quiet.getvalue() == ""
