"""The arena for tools and notebooks: a tournament as a function call.

    from game.arena.api import tournament
    t = tournament("codes", [("easy", "hard")], matches=200, procs=2)
    t.summary["bots"]["hard"]["rate"], t.results[0]["seed"], print(t.table())

The same plan, runners and figures as `python -m game arena`; a tool that
needs a game's own figures passes `watch` (see plan.Config) and reads each
result's `extra`.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from . import plan as planning
from . import stats
from .table import render


@dataclass
class Tournament:
    config: planning.Config
    lineups: list[tuple[str, ...]]
    jobs: list[planning.Job]
    results: list[dict[str, Any]] = field(default_factory=list)
    summary: dict[str, Any] = field(default_factory=dict)

    def table(self, title: str | None = None) -> str:
        from game.core import registry
        name = title or registry.spec(self.config.game).name
        return render(name, self.config, self.jobs, self.summary)


def run_jobs(config: planning.Config, jobs: list[planning.Job], procs: int | None = None,
             ray: str | None = None,
             on_result: Callable[[dict[str, Any]], None] | None = None
             ) -> list[dict[str, Any]]:
    """Results of these matches, in index order (jobs with seats and seeds of
    the caller's choosing, when a plan's rotation is not what it measures)."""
    if ray is not None:
        from . import run_ray
        return run_ray.run(config, jobs, ray, on_result)
    from . import run_local
    return run_local.run(config, jobs, procs or run_local.default_procs(), on_result)


def tournament(game: str, lineups: Sequence[Sequence[str]], matches: int, seed: int = 0,
               level: str | None = None, variants: Sequence[str] = (),
               procs: int | None = None, ray: str | None = None,
               watch: Callable[[], Any] | None = None) -> Tournament:
    config = planning.Config(game, level, tuple(variants), watch)
    ups = [tuple(lu) for lu in lineups]
    jobs = planning.plan(ups, matches, seed)
    results = run_jobs(config, jobs, procs, ray)
    return Tournament(config, ups, jobs, results, stats.summarize(results, ups))
