"""Matches on a Ray cluster (`--ray ADDRESS`), or a local one (`--ray local`).

The only module that imports ray (the optional `cluster` extra). Each task
plays a batch of whole matches from their own seeds, so a cluster's results
are the local run's results; they come back in any order and are sorted by
match index like the local ones.
"""
from __future__ import annotations

import logging
import socket
from pathlib import Path
from typing import Any, Callable
from urllib.parse import urlsplit

from .plan import Config, Job

OnResult = Callable[[dict[str, Any]], None]
MISSING = ("--ray needs the optional Ray package: pip install 'monkey-arcade[cluster]' "
           "(or run without --ray to use this machine's cores).")
GAME_DIR = Path(__file__).resolve().parents[1]


class RayProblem(Exception):
    """A sentence for the player: no ray, or no cluster at that address."""


def unreachable(address: str, timeout: float = 5.0) -> str | None:
    """Why nothing answers at host:port (or ray://host:port), or None.

    Asked before ray.init, which otherwise retries an unreachable address for
    minutes before it gives up."""
    if address in ("auto", "local"):
        return None
    parts = urlsplit(address if "://" in address else f"//{address}")
    try:
        host, port = parts.hostname, parts.port
    except ValueError:
        host, port = None, None
    if not host or not port:
        return (f"--ray takes local, auto or a cluster's address like 10.0.0.5:6379 "
                f"or ray://10.0.0.5:10001, not {address!r}.")
    try:
        socket.create_connection((host, port), timeout=timeout).close()
    except OSError as exc:
        return f"No Ray cluster answers at {address} ({exc.strerror or exc})."
    return None


def batches(jobs: list[Job], size: int) -> list[list[Job]]:
    return [jobs[i:i + size] for i in range(0, len(jobs), size)]


def connect(address: str) -> Any:
    try:
        import ray
    except ImportError:
        raise RayProblem(MISSING) from None
    why = unreachable(address)
    if why:
        raise RayProblem(why)
    try:
        if address == "local":
            # workers of a local cluster import the game from this very folder
            env = {"env_vars": {"PYTHONPATH": str(GAME_DIR.parent)}}
            ray.init(runtime_env=env, log_to_driver=False, include_dashboard=False,
                     logging_level=logging.WARNING)
        else:
            # a remote cluster gets this game package shipped with the job
            ray.init(address=address, runtime_env={"py_modules": [str(GAME_DIR)]},
                     log_to_driver=False, logging_level=logging.WARNING)
    except Exception as exc:  # noqa: BLE001 - ray raises many kinds
        where = "start a local Ray cluster" if address == "local" else \
            f"join the Ray cluster at {address}"
        raise RayProblem(f"Could not {where}: {exc}") from None
    return ray


def run(config: Config, jobs: list[Job], address: str,
        on_result: OnResult | None = None) -> list[dict[str, Any]]:
    ray = connect(address)
    try:
        from .match import play_jobs
        from .run_local import chunk
        batch = chunk(len(jobs), max(1, int(ray.cluster_resources().get("CPU", 1))))
        task = ray.remote(play_jobs)
        pending = [task.remote(config, b) for b in batches(jobs, batch)]
        results: list[dict[str, Any]] = []
        while pending:
            done, pending = ray.wait(pending, num_returns=1)
            try:
                got = ray.get(done)
            except Exception as exc:  # noqa: BLE001 - a worker that cannot play at all
                raise RayProblem(f"The Ray cluster could not play the matches: "
                                 f"{str(exc).strip().splitlines()[-1]}") from None
            for batch in got:
                for r in batch:
                    results.append(r)
                    if on_result:
                        on_result(r)
    finally:
        ray.shutdown()
    results.sort(key=lambda r: r["index"])
    return results
