"""The card game's time limit: the table itself moves time on (a system actor).

Time passes as `Clock(seconds)` actions from the seat `SYSTEM`, recorded like
any other action, so a replay never needs a clock. The app passes the real
play time since the table last acted (pauses and menus excluded); headless
play, the conformance tests and bots pass None and get the game's own model
of table time, a pure function of the state: TURN_SECONDS a turn (within any
turn limit, so headless turns never run out). The clock moves on only in
steps of CLOCK_STEP seconds or more, so a long match keeps a short record;
the same Clock counts towards the match's limit and the turn's.
"""
from __future__ import annotations

from typing import Any

from game.core.actions import Action

from .actions import Clock
from .state import CLOCK_STEP, MAX_CLOCK_STEP

TURN_SECONDS = 45    # a turn at the table: a program written and run, a card taken


def model_seconds(state: Any) -> int:
    """The turns played before this one, at TURN_SECONDS each."""
    return TURN_SECONDS * max(0, state.turns - 1)


class TimeKeeper:
    """The system actor of bot255 (see game.core.spec.SystemActor)."""

    min_step = float(CLOCK_STEP)   # the app gathers this much play time before asking

    def step(self, state: Any, seconds: float | None) -> Action | None:
        if state.over or not (state.match_clock_runs() or state.turn_clock_runs()):
            return None
        if seconds is None:
            if not state.match_clock_runs():
                return None     # the model's turns end within any turn limit
            passed = model_seconds(state) - state.clock
        else:
            passed = int(seconds)
        return Clock(min(passed, MAX_CLOCK_STEP)) if passed >= CLOCK_STEP else None


TIMEKEEPER = TimeKeeper()
