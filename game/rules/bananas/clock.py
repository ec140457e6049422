"""The Time level's clock: the table itself moves time on (a system actor).

Time passes as `Clock(seconds)` actions from the seat `SYSTEM`, recorded like
any other action, so a replay never needs a clock. Who decides how much time
has passed differs, the action does not:

* the app passes the real play time since the table last acted (pauses and
  menus excluded);
* headless play, conformance tests and bots pass None and get the game's own
  model of table time, a pure function of the state: a round takes
  ROUND_SECONDS, its coding part growing with every locked code and its
  running part with every code step run.
"""
from __future__ import annotations

from typing import Any

from game.core.actions import Action

from .actions import Clock
from .options import MAX_CLOCK_ACTIONS
from .state import MAX_CLOCK_STEP

ROUND_SECONDS = 75   # a round at the table: about 30 s of coding, 45 s of running
CODING_SECONDS = 30
MIN_STEP = 1         # the clock moves on in whole seconds


def model_seconds(state: Any) -> int:
    """How long this much play would take at a real table."""
    n = state.n
    base = ROUND_SECONDS * (state.round - 1)
    if state.phase in ("code", "returns"):
        return base + CODING_SECONDS * len(state.locked) // n
    if state.phase == "run" and state.task is not None:
        k = state.task.get("step", 0)
        return base + CODING_SECONDS + (ROUND_SECONDS - CODING_SECONDS) * k // state.n_steps
    return base + ROUND_SECONDS - 1


class TimeKeeper:
    """The system actor of Going Bananas (see game.core.spec.SystemActor)."""

    def step(self, state: Any, seconds: float | None) -> Action | None:
        if (not state.timed or state.over or state.round < 1 or not state.to_act()
                or state.clock_actions >= MAX_CLOCK_ACTIONS):
            return None  # (the rules allow MAX_CLOCK_ACTIONS a round: time then waits)
        passed = model_seconds(state) - state.clock if seconds is None else int(seconds)
        return Clock(min(passed, MAX_CLOCK_STEP)) if passed >= MIN_STEP else None


TIMEKEEPER = TimeKeeper()
