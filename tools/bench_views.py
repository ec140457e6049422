"""bench.py's `views` part: what one `view` and one `apply` cost early in a
long random match and late in it, per game. A view or an apply whose cost
grows with the match is paid by every bot decision and every frame.

    python tools/bench.py views
    python tools/bench.py views --game codes

Each game plays its largest table with random seats to the end (or to LIMIT
actions); "early" is actions 0-99, "late" the last 100 played. A view is
timed for every seat and the spectator; an apply is the rules' own apply
(the record's bookkeeping left out).
"""
from __future__ import annotations

import random
import statistics
import time
from typing import Callable

LIMIT = 2000   # actions: enough to show growth, short enough for a bench run
WINDOW = 100   # actions per timed window


def _long_setup(spec):
    from game.core.state import Setup
    # Codes: a long code with two actions a turn makes random play last until
    # the safety stop (about 1,600 actions with 8 players)
    variants = ("code=8",) if spec.id == "codes" else ()
    return Setup(spec.id, ("random",) * spec.max_players, 1, None, variants)


def _timed_match(spec) -> tuple[list[tuple[float, float]], int]:
    """(view time per seat, apply time) for every action of one random match."""
    from game.core.match import Match
    from game.core.seats import SYSTEM
    m = Match(_long_setup(spec))
    rng = random.Random(1)
    actor = spec.system_actor
    seats = [None, *range(m.setup.players)]
    out: list[tuple[float, float]] = []
    while not m.over and len(out) < LIMIT:
        st = m.state
        t0 = time.perf_counter()
        for s in seats:
            st.view(s)
        t_view = (time.perf_counter() - t0) / len(seats)
        tick = actor.step(st, None) if actor is not None else None
        if tick is not None:
            seat, action = SYSTEM, tick
        else:
            seat = rng.choice(sorted(st.to_act()))
            action = rng.choice(st.legal_actions(seat))
        t0 = time.perf_counter()
        st.apply(seat, action)
        t_apply = time.perf_counter() - t0
        out.append((t_view, t_apply))
    return out, len(out)


def bench_views(row: Callable[[str, str], None], games: tuple[str, ...] | None = None) -> None:
    from game.core import registry
    print(f"views: view and apply, actions 0-{WINDOW - 1} against the last {WINDOW} of a long "
          "random match (largest table)", flush=True)
    for spec in registry.specs():
        if games and spec.id not in games:
            continue
        times, n = _timed_match(spec)
        early, late = times[:WINDOW], times[-WINDOW:]
        if n < 2 * WINDOW:
            row(f"views: {spec.id}", f"the match ended after {n} actions: too short to compare")
            continue

        def us(xs: list[tuple[float, float]], k: int) -> float:
            return statistics.mean(x[k] for x in xs) * 1e6

        row(f"views: {spec.id} x{spec.max_players} view, actions 0-{WINDOW - 1} vs {n - WINDOW}-{n - 1}",
            f"{us(early, 0):.0f} us vs {us(late, 0):.0f} us")
        row(f"views: {spec.id} x{spec.max_players} apply, actions 0-{WINDOW - 1} vs {n - WINDOW}-{n - 1}",
            f"{us(early, 1):.0f} us vs {us(late, 1):.0f} us")
