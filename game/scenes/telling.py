"""How a match scene tells the match in its log panel.

One line per action and per event, in the words of the game's scene hooks
(`describe_action`, `describe_event`, which ask the rules' sentences), in the
seat's colour and with its badge, private where the rules marked a secret.
Live, an action's lines are told as the animations of the events they tell
begin (no "Round 2." while round 1 still plays; see MatchScene.queue_events).
After Continue the same lines are told again from the record, so the log
reads as it did live.
"""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.events import Event
from game.core.match import Match
from game.core.seats import SYSTEM
from game.ui import theme

if TYPE_CHECKING:
    from game.scenes.match_scene import MatchScene

log = logging.getLogger(__name__)

# a log line: text, colour, who may read it (None: everyone), whose badge
Line = tuple[str, tuple[int, int, int], "frozenset[int] | None", "int | None"]


class Teller:
    def __init__(self, scene: MatchScene):
        self.scene = scene

    def action(self, seat: int, action: Action, before: dict[str, Any],
               mark: list[int] | None) -> None:
        self.tell([self.action_line(seat, action, before, mark)])

    def event(self, ev: Event) -> None:
        self.tell([self.event_line(ev)])

    def tell(self, lines: list[Line | None]) -> None:
        for line in lines:
            if line is not None:
                self.scene.add_log(*line)

    def action_line(self, seat: int, action: Action, before: dict[str, Any],
                    mark: list[int] | None) -> Line | None:
        """The action's line (text, colour, to, seat), or None; `mark`: who the
        rules let see the action (the record's `to`)."""
        s = self.scene
        if seat == SYSTEM:
            return None  # the table's own actions are told by their events
        try:
            line = s.describe_action(seat, action, before)
        except Exception as exc:  # describing must never break play
            log.warning("describe failed: %s", exc)
            line = None
        if not line:
            return None
        # The rules' mark decides a secret; a public action is narrated for
        # everyone only where the scene wants it (public_actions).
        if mark is not None:
            to: frozenset[int] | None = frozenset(mark)
        else:
            to = None if s.public_actions else frozenset([seat])
        return (line, s.seat_colour(seat), to, seat)

    def event_line(self, ev: Event) -> Line | None:
        s = self.scene
        try:
            line = s.describe_event(ev)
        except Exception as exc:
            log.warning("describe_event failed: %s", exc)
            line = None
        if not line:
            return None
        who = ev.data.get("seat")
        seat = who if type(who) is int and who >= 0 else None
        colour = theme.TEXT if seat is None else s.seat_colour(seat)
        return (line, colour, ev.to, seat)

    def retell(self, match: Match) -> None:
        """The whole match so far, replayed from its setup line by line (or, for
        the theatre, from the snapshot it names in `retell_from`)."""
        try:
            start = getattr(match, "retell_from", None)
            if start is None:
                first = 0
                again = Match(match.setup)
                for ev in again.opening_events:
                    self.event(ev)
            else:
                first, state = start
                again = Match.standing_at(match.record, first, state)
            for step in match.record.steps[first:]:
                action = again.action_from_json(step.action)
                before = again.state.view(step.seat) if step.seat >= 0 else {}
                events = again.apply(step.seat, action)
                self.action(step.seat, action, before, step.to)
                for ev in events:
                    self.event(ev)
        except Exception as exc:  # the match itself replayed: a log is only a nicety
            log.warning("could not retell the log: %r", exc)
