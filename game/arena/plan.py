"""Who plays whom: lineups, seat rotation and seeds, decided before any match.

A lineup is the bots at one table, in seat order. `--bots a,b,c` with n
players makes every set of n different bots when there are enough of them,
else every mix of n that uses each named bot at least once (one bot: the
mirror match, which is a seat table). `--pairing a:b` names one lineup.

Each lineup plays `matches` matches (rounded up to a multiple of its seat
count, or of fewer when the lineup repeats itself: a mirror match is never
rounded up) and its seats rotate from one match to the next, so every bot of the
lineup sits in every seat equally often. Match i of the whole tournament
(counted lineup by lineup) plays on seed `seed + i`: the plan is a pure
function of the arguments, and a match is reproduced by its seed and seats.
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class Job:
    """One match of the plan."""
    index: int
    lineup: int       # which lineup it belongs to
    seats: tuple[str, ...]
    seed: int


@dataclass(frozen=True)
class Config:
    """What every match of a tournament shares (handed to every worker).

    `watch` (for tools, never the command line): a picklable factory of an
    object with `done(match) -> dict`, and optionally `step(match, seat,
    action, events)`, called as headless play calls its on_step; what `done`
    returns is the result's `extra` (a game's own figures: rounds, cards)."""
    game: str
    level: str | None = None
    variants: tuple[str, ...] = ()
    watch: Callable[[], Any] | None = None


def lineups_from_bots(bots: list[str], players: int) -> list[tuple[str, ...]]:
    if len(bots) >= players:
        return [tuple(c) for c in itertools.combinations(bots, players)]
    mixes = itertools.combinations_with_replacement(bots, players)
    return [tuple(m) for m in mixes if set(m) == set(bots)]


def period(lineup: tuple[str, ...]) -> int:
    """How many rotations before the lineup repeats: its seat count, or fewer
    when it repeats itself (1 for a mirror match, 2 for a,b,a,b)."""
    return next(k for k in range(1, len(lineup) + 1) if rotate(lineup, k) == lineup)


def per_lineup(matches: int, lineup: tuple[str, ...]) -> int:
    """Matches a lineup plays: `matches` rounded up to a multiple of its
    period, so that each of its bots sits in each seat equally often."""
    p = period(lineup)
    return -(-matches // p) * p


def rotate(lineup: tuple[str, ...], shift: int) -> tuple[str, ...]:
    k = shift % len(lineup)
    return lineup[k:] + lineup[:k]


def plan(lineups: list[tuple[str, ...]], matches: int, seed: int) -> list[Job]:
    jobs: list[Job] = []
    for li, lineup in enumerate(lineups):
        for k in range(per_lineup(matches, lineup)):
            i = len(jobs)
            jobs.append(Job(i, li, rotate(lineup, k), seed + i))
    return jobs


def replay_command(config: Config, job: Job) -> str:
    """The headless command that plays this very match again."""
    parts = ["python -m game headless", f"--game {config.game}",
             f"--seats {','.join(job.seats)}", f"--seed {job.seed}"]
    if config.level not in (None, ""):
        parts.append(f"--level {config.level}")
    parts += [f"--variant {v}" for v in config.variants]
    return " ".join(parts)
