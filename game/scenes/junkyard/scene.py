"""The Spank the Monkey match scene: the life of the table and the wiring
between its parts. The picture is `table.py`, input is `controls.py`, what
each event shows and tells is `story.py` (a falling tower's physics is
`collapse.py`); the words come from the rules' `text.py`.

Secrets on a shared screen: a player's hand is a secret, so with two humans
the curtain comes when a human is about to see their own secrets and another
human saw theirs last (`last_secret`): the attacker whose attack opened
windows for others gets the table back without a curtain, unless somebody
looked at their own cards in between. A reaction window never brings the
curtain: the window's seat gets a small private panel instead (controls.py).
Every window opens whether or not the seat holds a card; a bot's answer comes
after the same pause whatever it holds; a human's window waits for their
answer, unless the lobby's answer timer is on (then it counts down on the
screen and passes by itself at zero, whatever the player is doing).
"""
from __future__ import annotations

import logging
import math

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.input.intents import Intent
from game.rules.junkyard import Done, JunkyardState, text
from game.scenes.match_scene import MatchScene

from . import reader, story
from .controls import Controls
from .table import LOG, JunkTable, result_picture

log = logging.getLogger(__name__)

WINDOW_TIME = {"slow": 4.5, "normal": 3.0, "fast": 1.5}   # a bot's pause in a window
JOB_FRAMES = 16             # physics frames of a coming collapse simulated per update


class JunkyardScene(MatchScene):
    public_actions = True
    log_rect = LOG
    log_size = 24
    bubble_pos = (1100, 330)
    coach_rect = pygame.Rect(560, 92, 800, 240)  # a lesson's coach: in the sky, over no card

    @property
    def state(self) -> JunkyardState:
        st = self.match.state
        assert isinstance(st, JunkyardState)
        return st

    def on_start(self, fresh: bool) -> None:
        self.batch: story.Batch | None = None
        self.draw_failures = 0
        self.window_key: tuple | None = None
        self.window_clock = 0.0
        self.last_secret: int | None = None   # the human whose secrets showed last
        self.table = JunkTable(self)
        self.controls = Controls(self)
        if fresh:
            events = list(self.match.opening_events)
            self.batch = story.plan(self, events)
            for ev in events:
                for a in story.animate(self, ev, None):
                    self.anim.add(a)

    # ------------------------------------------------------------------ the rules, shown
    def secret_words(self, seat: int) -> str | None:
        hand = self.view(seat).get("hand") or []
        return f"holds {', '.join(text.cname(c) for c in hand)}" if hand else "holds no cards"

    def holds_secret(self, seat: int) -> bool:
        """A human's hand shows in their own turn, and when a card asks them to
        pick from it; never in a reaction window (the private panel does)."""
        st = self.state
        if st.over or seat not in st.to_act():
            return False
        q = self.view(None).get("asking")
        if q is not None:
            if q["seat"] == seat and q["kind"] == "card" and q.get("zone") == "hand":
                return True
            return seat == st.turn and st.window is None
        if st.window is not None:
            return False
        return seat == st.turn

    def curtain_message(self, seat: int) -> str:
        q = self.view(None).get("asking")
        name = self.seat_name(seat)
        if q is not None and q["seat"] == seat and q.get("zone") == "hand":
            return f"{name}: pick a card from your hand! Everyone else, look away."
        return f"{name}'s turn! Everyone else, look away."

    queueing = False     # True while an action's events are being queued (story.LATE)

    def queue_events(self, seat, action, events, was=None, told=None) -> None:
        try:
            self.batch = story.plan(self, list(events))
        except Exception as exc:  # a picture must never stop the match
            log.warning("could not plan the animations: %r", exc)
            self.batch = None
        self.table.told_turn = None
        self.queueing = True
        try:
            super().queue_events(seat, action, events, was, told)
        finally:
            self.queueing = False

    def animate_event(self, ev: Event, seat: int | None, action: Action | None) -> list:
        return story.animate(self, ev, seat)

    def describe_action(self, seat: int, action: Action, before: dict) -> str | None:
        return story.action_line(self, seat, action, before)

    def describe_event(self, ev: Event) -> str | None:
        return story.log_line(self, ev)

    def window_time(self) -> float:
        return WINDOW_TIME.get(self.app.settings.bot_speed, 3.0)

    def think_time(self, seat: int, legal: list[Action]) -> float:
        st = self.state
        if st.window is not None and st.asking is None:
            return self.window_time()   # the same pause whatever the bot holds
        return super().think_time(seat, legal)

    def answer_timer(self) -> int:
        """The lobby's answer timer in seconds (0: a human's window waits)."""
        return int(self.view(None)["options"].get("window_timer") or 0)

    def window_left(self) -> float:
        """How much of the open window's pause is left (1 -> 0), for its countdown bar."""
        st = self.state
        w = st.window
        if w is None:
            return 0.0
        if self.is_bot(w.seat):
            wk = self.worker
            if wk is None or wk.seat != w.seat:
                return 1.0
            return max(0.0, 1.0 - wk.elapsed / max(0.01, self.window_time()))
        limit = self.answer_timer()
        if not limit:
            return 1.0
        return max(0.0, 1.0 - self.window_clock / limit)

    def seconds_left(self) -> int | None:
        """The answer timer's whole seconds left in a human's window, or None."""
        w = self.state.window
        limit = self.answer_timer()
        if w is None or not limit or self.is_bot(w.seat):
            return None
        return max(0, math.ceil(limit - self.window_clock))

    def looked(self) -> None:
        """The window's seat opened its private panel: their secrets showed last."""
        w = self.state.window
        if w is not None:
            self.last_secret = w.seat

    # ------------------------------------------------------------------ the curtain
    def set_viewer(self, seat: int | None) -> None:
        if seat is not None:
            self.last_secret = seat
        super().set_viewer(seat)

    def _sync_viewer(self) -> bool:
        """The curtain only when another human saw their secrets last: the same
        human's secrets come back without one (their attack's windows went to
        others who did not look at their own cards)."""
        if self.hot_seat and self.viewer is None and self.last_secret is not None:
            st = self.state
            for s in sorted(st.to_act()):
                if not self.seating.seats[s].human:
                    continue
                if s == self.last_secret and (self.holds_secret(s) or self._own_window(s)):
                    self.set_viewer(s)
                    return False
                break
        return super()._sync_viewer()

    def _own_window(self, seat: int) -> bool:
        """A window in the seat's own turn (their roll): their hand may stay up.
        In somebody else's turn the private panel shows only what they may play."""
        st = self.state
        return st.window is not None and st.window.seat == seat == st.turn and st.asking is None

    def nobody_headline(self) -> str:
        return "The monkey wins!"

    def result_column(self) -> tuple[str, list[int]]:
        """How high each tower got: what a child understands (the rules' scores are 0 / 1)."""
        return "Tower height", [int(h) for h in self.view(None).get("heights") or ()]

    def result_lines(self) -> list[str]:
        return text.result_lines(self.view(None), self.names())

    def result_picture(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        result_picture(self, surf, area)

    def open_help(self) -> None:
        try:
            super().open_help()
        except Exception as exc:  # the help pages are not there (yet): say so, never crash
            log.warning("no help pages: %r", exc)
            self.say("The help pages are not ready yet.", None, 2.5)

    # ------------------------------------------------------------------ life
    def on_input(self, seat: int | None, intent: Intent) -> bool:
        return self.controls.handle(seat, intent)

    def on_update(self, dt: float) -> None:
        self.table.update(dt)
        self.controls.update()
        self._simulate()
        self._window_countdown(dt)

    def _simulate(self) -> None:
        """Coming collapses are simulated a little each frame, before they show."""
        if self.batch is None:
            return
        for g in [g for gs in self.batch.groups.values() for g in gs if g.job is not None]:
            job = g.job
            assert job is not None
            if not job.finished:
                job.advance(JOB_FRAMES)
                return
            if g.result is None:
                g.result = job.result()
                return

    def _window_countdown(self, dt: float) -> None:
        st = self.state
        w = st.window
        if w is None or st.asking is not None or st.over or self.is_bot(w.seat) or not self.ready:
            return
        key = (self.version, w.seat, w.stage)
        if key != self.window_key:
            self.window_key, self.window_clock = key, 0.0
        limit = self.answer_timer()
        if not limit:
            return      # the window waits for the human's answer
        self.window_clock += dt
        if self.window_clock >= limit:
            self.act(w.seat, Done())

    def animating(self) -> bool:
        if super().animating() or self.table.flashes or self.table.bursts:
            return True
        st = self.state
        w = st.window
        return w is not None and not st.over and not self.is_bot(w.seat) and \
            self.answer_timer() > 0

    def on_acted(self, seat: int, action: Action, events: list[Event]) -> None:
        self.controls.on_acted()

    def on_over(self) -> None:
        self.controls.cancel()

    def on_viewer_changed(self) -> None:
        self.controls.cancel()

    # ------------------------------------------------------------------ lessons (docs/learn.md)
    def lesson_press(self, action: Action, family: str):
        from .guide import press
        return press(self, action, family)

    def lesson_reset(self) -> None:
        self.controls.cancel()

    def draw_log(self, surf: pygame.Surface) -> None:
        """The log, or, while a hand card is zoomed, that card's words read big."""
        cid = reader.reader_card(self)
        if cid is None:
            super().draw_log(surf)
            return
        reader.draw_reader(self, surf, cid)

    def draw_table(self, surf: pygame.Surface) -> None:
        try:
            self.table.draw(surf)
        except Exception as exc:  # never a traceback in front of a player
            self.draw_failures += 1
            if self.draw_failures < 4:
                log.exception("drawing the junkyard failed: %r", exc)
            surf.fill((24, 58, 44))

