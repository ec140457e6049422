"""One match of a tournament, played exactly as `python -m game headless` plays it.

The result is plain data (it crosses process and Ray boundaries, and lands in
the JSON as it is); nothing in it depends on the clock or on which process
played it.
"""
from __future__ import annotations

from typing import Any

from game.core import headless
from game.core.state import Setup

from .plan import Config, Job

# The end reasons the rules give a match they stopped as a last resort (a
# round limit or a safety stop) rather than by play: Codes "safety_stop" and
# "round_limit", Treefort and Spank the Monkey "safety", Going Bananas
# "round_limit", Bot 255 "turns" (its last round ran out of turns).
SAFETY_REASONS = frozenset({"safety", "safety_stop", "round_limit", "turns"})


def setup_of(config: Config, job: Job) -> Setup:
    return Setup(config.game, job.seats, job.seed, config.level, config.variants)


def play_job(config: Config, job: Job) -> dict[str, Any]:
    """index, lineup, seed, seats, winners, scores, actions, end, safety; or
    the same with `error` set when the match could not be played to its end."""
    out: dict[str, Any] = {"index": job.index, "lineup": job.lineup, "seed": job.seed,
                           "seats": list(job.seats)}
    watcher = config.watch() if config.watch is not None else None
    try:
        m = headless.play(setup_of(config, job), on_step=getattr(watcher, "step", None))
    except Exception as exc:  # noqa: BLE001 - a failing match is reported with its seed
        return {**out, "winners": [], "scores": [], "actions": 0, "end": None,
                "safety": False, "error": f"{type(exc).__name__}: {exc}"}
    st: Any = m.state
    end = getattr(st, "end_reason", None)
    end = None if end is None else str(end)
    got = {**out, "winners": sorted(int(w) for w in st.winners()),
           "scores": [s if isinstance(s, (int, float)) else str(s) for s in st.scores()],
           "actions": len(m.record.steps), "end": end, "safety": end in SAFETY_REASONS,
           "error": None}
    if watcher is not None:
        got["extra"] = watcher.done(m)
    return got


def play_jobs(config: Config, jobs: list[Job]) -> list[dict[str, Any]]:
    """A batch, for workers that take several matches at a time (Ray tasks)."""
    return [play_job(config, j) for j in jobs]
