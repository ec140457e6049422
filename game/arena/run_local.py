"""Matches on this machine: in this process, or a pool of local processes.

Workers hand results back in whatever order they finish; the caller gets them
in match-index order, so nothing downstream can tell how they were spread.
"""
from __future__ import annotations

import functools
import multiprocessing as mp
import os
from typing import Any, Callable

from .match import play_job
from .plan import Config, Job

OnResult = Callable[[dict[str, Any]], None]


def default_procs() -> int:
    try:
        return len(os.sched_getaffinity(0))  # the cores this process may use
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


def chunk(total: int, procs: int) -> int:
    """Matches a worker takes at a time: several (less hand-over), but small
    enough that the last ones do not wait on one slow worker."""
    return max(1, min(16, total // (procs * 8)))


def run(config: Config, jobs: list[Job], procs: int,
        on_result: OnResult | None = None) -> list[dict[str, Any]]:
    results: list[dict[str, Any]] = []
    one = functools.partial(play_job, config)
    if procs <= 1 or len(jobs) <= 1:
        for j in jobs:
            results.append(one(j))
            if on_result:
                on_result(results[-1])
    else:
        # fresh interpreters, not forks: a fork copies whatever locks another
        # thread holds at that moment (a bot's worker, Ray's), and a forked
        # worker stuck on one never answers (seen as a hung test run)
        with mp.get_context("spawn").Pool(min(procs, len(jobs))) as pool:
            for r in pool.imap_unordered(one, jobs, chunk(len(jobs), procs)):
                results.append(r)
                if on_result:
                    on_result(r)
    results.sort(key=lambda r: r["index"])
    return results
