"""A match in progress: the state plus its growing record.

Both the app and headless play go through `Match`, so every action is
recorded the same way, and resuming a save is just replaying its record.
"""
from __future__ import annotations

import json
from dataclasses import replace
from typing import Any, Callable

from . import registry
from .actions import Action
from .errors import BadRecord, BadSetup, IllegalAction
from .events import Event
from .record import Record, Step, result_line
from .seats import SEAT_KINDS
from .spec import GameSpec
from .state import Setup, State


def same(a: Any, b: Any) -> bool:
    """Logged values equal, type for type: `==` takes 9.0 or true for 9 or 1,
    so an edited number would replay as if untouched. (Walking the values
    costs half of writing both out as JSON, once per action of a long save.)"""
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        return a.keys() == b.keys() and all(same(v, b[k]) for k, v in a.items())
    if type(a) is list:
        return len(a) == len(b) and all(map(same, a, b))
    return bool(a == b)


def _norm(events: list[Event]) -> list[dict[str, Any]]:
    # Round-trip through JSON so in-memory events compare equal to logged ones.
    return json.loads(json.dumps([e.to_json() for e in events]))


class Match:
    def __init__(self, setup: Setup):
        self.spec: GameSpec = registry.spec(setup.game)
        if setup.seed and self.spec.seeded is not None and not self.spec.seeded(setup):
            setup = replace(setup, seed=0)  # nothing drawn: no seed to tell apart
        for i, kind in enumerate(setup.seats):
            if kind not in SEAT_KINDS:
                raise BadSetup(f"Seat {i + 1} is {kind!r}: a seat is "
                               f"{', '.join(SEAT_KINDS)}.")
        self.setup = setup
        self.state: State = self.spec.new(setup)
        opening = list(self.state.opening)
        settings = None if self.spec.settings is None else \
            json.loads(json.dumps(dict(self.spec.settings(setup))))
        self.record = Record(setup, self.spec.rules_version, _norm(opening), settings=settings)
        self.opening_events: list[Event] = opening
        self._finish_if_over()

    # ------------------------------------------------------------------
    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply through the rules (IllegalAction leaves everything unchanged)."""
        to, events = self.state.apply_marked(seat, action)
        self.record.steps.append(Step(seat, action.to_json(), _norm(events),
                                      None if to is None else sorted(to)))
        self._finish_if_over()
        return events

    def _finish_if_over(self) -> None:
        if self.state.over and self.record.result is None:
            self.record.result = result_line(self.state.scores(), self.state.winners())

    @property
    def over(self) -> bool:
        return self.state.over

    def action_from_json(self, d: dict[str, Any]) -> Action:
        return self.spec.codec.from_json(d)

    @classmethod
    def standing_at(cls, record: Record, k: int, state: State) -> "Match":
        """The match after the first `k` steps of `record`, whose state (already
        at step k, e.g. a theatre's snapshot moved on) is `state`: no replay."""
        m = cls.__new__(cls)
        m.spec = registry.spec(record.setup.game)
        m.setup = record.setup
        m.state = state
        m.opening_events = list(state.opening)
        m.record = Record(record.setup, record.rules_version, list(record.opening),
                          [Step(s.seat, s.action, list(s.events), s.to)
                           for s in record.steps[:k]], settings=record.settings)
        m._finish_if_over()
        return m

    # ------------------------------------------------------------------
    @classmethod
    def replay(cls, record: Record, check_events: bool = True,
               each: Callable[[int, "Match"], None] | None = None) -> "Match":
        """Rebuild a match from its record; with check_events, insist on identical
        events. `each(i, match)` is called before step i is applied (the
        theatre keeps snapshots on the way)."""
        try:
            m = cls(record.setup)
        except (KeyError, BadSetup, ValueError) as exc:
            raise BadRecord(f"cannot start the recorded match: {exc}") from exc
        if m.setup.seed != record.setup.seed:
            raise BadRecord(f"this set-up draws nothing at random, so its log has seed 0, "
                            f"not {record.setup.seed}")
        if record.rules_version and record.rules_version != m.spec.rules_version:
            raise BadRecord(
                f"recorded with rules version {record.rules_version}, "
                f"this game has {m.spec.rules_version}")
        if check_events and not same(m.record.opening, record.opening):
            raise BadRecord("the opening events differ from the record")
        if check_events and not same(record.settings, m.record.settings):
            raise BadRecord("the settings in force differ from the record")
        for i, step in enumerate(record.steps, 1):
            if each is not None:
                each(i - 1, m)
            try:
                action = m.action_from_json(step.action)
                m.apply(step.seat, action)
            except IllegalAction as exc:
                raise BadRecord(f"action {i} is illegal on replay: {exc.reason}") from None
            if check_events and not same(m.record.steps[-1].events, step.events):
                raise BadRecord(f"action {i}: the events differ from the record")
            if check_events and m.record.steps[-1].to != step.to:
                raise BadRecord(f"action {i}: who may see it differs from the record")
        if check_events and record.result is not None and not same(record.result, m.record.result):
            raise BadRecord("the result differs from the record")
        if check_events and record.result is None and m.over:
            raise BadRecord("the match is over but the record has no result line at the end")
        return m
