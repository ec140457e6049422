"""The arena's arithmetic, on hand-made results whose answers are known."""
from __future__ import annotations

import math

import pytest

from game.arena import stats


def result(i, seats, winners, actions=10, safety=False, lineup=0):
    return {"index": i, "lineup": lineup, "seed": i, "seats": list(seats),
            "winners": list(winners), "scores": [], "actions": actions,
            "end": "safety" if safety else "won", "safety": safety, "error": None}


def test_wilson_interval_matches_the_formula_at_known_points():
    # 5 of 10: centre 0.5, half-width z*sqrt(0.025 + z^2/400)/(1 + z^2/10)
    lo, hi = stats.wilson(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    # never outside [0, 1], and not empty at the ends
    lo, hi = stats.wilson(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = stats.wilson(10, 10)
    assert hi == pytest.approx(1.0) and lo == pytest.approx(0.7225, abs=1e-4)
    # narrower with more matches, around the same rate
    assert stats.wilson(500, 1000)[0] > stats.wilson(50, 100)[0]
    assert stats.wilson(0, 0) == (0.0, 1.0)


def test_percentiles_by_nearest_rank_and_median():
    values = [7, 1, 3, 9, 5, 2, 8, 4, 6, 10]
    assert stats.percentile(values, 90) == 9
    assert stats.percentile(values, 50) == 5
    assert stats.percentile(values, 100) == 10
    assert stats.percentile([4], 90) == 4
    assert stats.median(values) == 5.5
    assert stats.median([3, 1, 2]) == 2


def test_elo_orders_bots_by_strength_and_averages_1500():
    rs = []
    # a beats b 8 of 10, b beats c 8 of 10, a beats c 9 of 10
    for k, (x, y, wins_x) in enumerate([("a", "b", 8), ("b", "c", 8), ("a", "c", 9)]):
        for j in range(10):
            seats = (x, y) if j % 2 == 0 else (y, x)
            winner = seats.index(x) if j < wins_x else seats.index(y)
            rs.append(result(10 * k + j, seats, [winner]))
    r = stats.elo(rs)
    assert r["a"] > r["b"] > r["c"]
    assert sum(r.values()) / 3 == pytest.approx(1500, abs=0.2)


def test_elo_of_equal_bots_is_equal_and_a_shutout_stays_finite():
    rs = [result(i, ("a", "b"), [i % 2]) for i in range(20)]
    r = stats.elo(rs)
    assert r["a"] == pytest.approx(r["b"])
    shut = stats.elo([result(i, ("a", "b"), [0]) for i in range(20)])
    assert math.isfinite(shut["a"]) and shut["a"] - shut["b"] > 400
    # mirror matches compare no two bots: no rating
    assert stats.elo([result(0, ("a", "a"), [0])]) == {}


def test_pairwise_counts_shared_and_missing_wins_as_halves():
    p = stats.pairwise([result(0, ("a", "b", "c"), [0, 1]), result(1, ("a", "b"), [])])
    assert p[("a", "b")] == [2, 1.0]     # both won, then nobody: a half each time
    assert p[("a", "c")] == [1, 1.0] and p[("b", "c")] == [1, 1.0]


def test_summary_shares_wins_counts_seats_lengths_and_safety_stops():
    rs = [result(0, ("x", "y"), [0], actions=10),
          result(1, ("y", "x"), [0, 1], actions=20),
          result(2, ("x", "y"), [], actions=30, safety=True),
          result(3, ("y", "x"), [1], actions=40)]
    s = stats.summarize(rs, [("x", "y")])
    assert s["bots"]["x"]["wins"] == 2.5 and s["bots"]["y"]["wins"] == 0.5
    assert s["bots"]["x"]["matches"] == 4
    assert [d["wins"] for d in s["seats"]] == [1.5, 1.5]
    assert s["seats"][0]["fair"] == 0.5
    assert s["length"] == {"unit": "actions", "median": 25.0, "p90": 40}
    assert s["no_winner"] == 1
    assert s["safety_stops"] == [{"index": 2, "seed": 2, "seats": ["x", "y"]}]
    assert s["lineups"][0]["bots"]["x"]["rate"] == 0.625
