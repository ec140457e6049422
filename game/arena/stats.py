"""Figures from a tournament's results (already in match-index order).

A win shared by k winners counts 1/k to each (as headless play counts it); a
match nobody wins (a lost cooperative match, a safety stop) counts for no one.
Everything here is arithmetic on the results: no clock, no randomness.
"""
from __future__ import annotations

import math
from collections import Counter, defaultdict
from typing import Any, Sequence

Z95 = 1.959963984540054  # the normal quantile for a two-sided 95% interval
ELO_BASE = 1500.0


def wilson(successes: float, n: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval of a proportion (successes may be fractional:
    shared wins). Unlike p +- z*se it stays within [0, 1] and is not empty at
    0 or n successes."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: Sequence[float], p: float) -> float:
    """The p-th percentile, nearest rank (a value that occurred)."""
    s = sorted(values)
    if not s:
        return 0
    return s[min(len(s) - 1, max(0, math.ceil(p * len(s) / 100) - 1))]


def median(values: Sequence[float]) -> float:
    s = sorted(values)
    if not s:
        return 0
    mid = len(s) // 2
    return s[mid] if len(s) % 2 else (s[mid - 1] + s[mid]) / 2


def shares(result: dict[str, Any]) -> dict[int, float]:
    w = result["winners"]
    return {s: 1 / len(w) for s in w}


def rate(wins: float, n: int) -> dict[str, Any]:
    lo, hi = wilson(wins, n)
    return {"matches": n, "wins": round(wins, 6), "rate": round(wins / n, 6) if n else 0.0,
            "low": round(lo, 6), "high": round(hi, 6)}


def pairwise(results: Sequence[dict[str, Any]]) -> dict[tuple[str, str], list[float]]:
    """(a, b) -> [games, a's score]: each match as a game between every two
    seats held by different bots; 1 to the one that won while the other did
    not, a half each when both or neither won."""
    out: dict[tuple[str, str], list[float]] = {}
    for r in results:
        win = set(r["winners"])
        seats = r["seats"]
        for i in range(len(seats)):
            for j in range(i + 1, len(seats)):
                a, b = seats[i], seats[j]
                if a == b:
                    continue
                si = 1.0 if (i in win and j not in win) else 0.0 if (j in win and i not in win) \
                    else 0.5
                key, score = ((a, b), si) if a < b else ((b, a), 1 - si)
                cell = out.setdefault(key, [0.0, 0.0])
                cell[0] += 1
                cell[1] += score
    return out


def elo(results: Sequence[dict[str, Any]], iterations: int = 2000) -> dict[str, float]:
    """Elo-style ratings: the Bradley-Terry strengths that best explain the
    pairwise results (maximum likelihood, Hunter's MM iteration), on Elo's
    scale (400 points = 10:1 odds), averaging 1500. One virtual draw per pair
    that met keeps a bot that never won (or never lost) finite. Bots that met
    nobody else (mirror matches only) get no rating."""
    pairs = pairwise(results)
    names = sorted({n for k in pairs for n in k})
    if not names:
        return {}
    games = {k: v[0] + 1 for k, v in pairs.items()}
    score = {k: v[1] + 0.5 for k, v in pairs.items()}
    won = {n: 0.0 for n in names}
    for (a, b), s in score.items():
        won[a] += s
        won[b] += games[(a, b)] - s
    gamma = {n: 1.0 for n in names}
    for _ in range(iterations):
        new = {}
        for n in names:
            d = 0.0
            for (a, b), g in games.items():
                if n == a:
                    d += g / (gamma[a] + gamma[b])
                elif n == b:
                    d += g / (gamma[a] + gamma[b])
            new[n] = won[n] / d
        mean_log = sum(math.log(v) for v in new.values()) / len(new)
        new = {n: v / math.exp(mean_log) for n, v in new.items()}
        done = max(abs(new[n] - gamma[n]) for n in names) < 1e-12
        gamma = new
        if done:
            break
    return {n: round(ELO_BASE + 400 * math.log10(gamma[n]), 1) for n in names}


def summarize(results: Sequence[dict[str, Any]], lineups: Sequence[Sequence[str]]) -> dict:
    """Every figure of the table, as plain data (the JSON's `summary`)."""
    ok = [r for r in results if not r["error"]]
    bots: list[str] = list(dict.fromkeys(b for lu in lineups for b in lu))
    bot_n: Counter[str] = Counter()
    bot_w: defaultdict[str, float] = defaultdict(float)
    seat_n: Counter[int] = Counter()
    seat_w: defaultdict[int, float] = defaultdict(float)
    seat_fair: defaultdict[int, float] = defaultdict(float)
    for r in ok:
        sh = shares(r)
        for s, kind in enumerate(r["seats"]):
            bot_n[kind] += 1
            bot_w[kind] += sh.get(s, 0.0)
            seat_n[s] += 1
            seat_w[s] += sh.get(s, 0.0)
            seat_fair[s] += 1 / len(r["seats"])
    ratings = elo(ok)
    rows = []
    for li, lineup in enumerate(lineups):
        mine = [r for r in ok if r["lineup"] == li]
        per_bot: defaultdict[str, float] = defaultdict(float)
        seats_of = Counter(lineup)
        for r in mine:
            for s, w in shares(r).items():
                per_bot[r["seats"][s]] += w
        lengths = [r["actions"] for r in mine]
        rows.append({
            "lineup": list(lineup), "matches": len(mine),
            # a bot's share of the lineup's wins, per seat it holds
            "bots": {b: rate(per_bot[b] / seats_of[b], len(mine)) for b in seats_of},
            "no_winner": sum(1 for r in mine if not r["winners"]),
            "length_median": median(lengths), "length_p90": percentile(lengths, 90),
            "safety_stops": sum(1 for r in mine if r["safety"])})
    lengths = [r["actions"] for r in ok]
    return {
        "matches": len(results),
        "bots": {b: {**rate(bot_w[b], bot_n[b]), "elo": ratings.get(b)} for b in bots},
        "seats": [{**rate(seat_w[s], seat_n[s]),
                   "fair": round(seat_fair[s] / seat_n[s], 6) if seat_n[s] else 0.0}
                  for s in sorted(seat_n)],
        "lineups": rows,
        "length": {"unit": "actions", "median": median(lengths),
                   "p90": percentile(lengths, 90)},
        "no_winner": sum(1 for r in ok if not r["winners"]),
        "ends": dict(sorted(Counter(str(r["end"]) for r in ok).items())),
        "safety_stops": [{"index": r["index"], "seed": r["seed"], "seats": r["seats"]}
                         for r in ok if r["safety"]],
        "errors": [{"index": r["index"], "seed": r["seed"], "seats": r["seats"],
                    "error": r["error"]} for r in results if r["error"]],
    }
