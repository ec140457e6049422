"""The theatre scene: a recorded match played again on its real table.

The game's own match scene is built in watching mode (`Seating.watching`:
no bot thinks, no curtain, nothing saved) and the theatre feeds it the
record's actions one at a time through `MatchScene.show_step`, so every
animation, physics shot, log line and header change plays as it did live.
Going anywhere but one step forward rebuilds the game scene standing at
that moment (`Timeline.match_at`): the table is then exactly as it was.

Controls (pad / keyboard; the mouse and touch press the bar's buttons and
the scrubber): A / Enter presses the focused button, left / right move the
focus, shoulders / Q E step one action back / forward, up / down change the
speed, X / Tab changes whose eyes, B / Esc leaves.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game.app.scene import Scene
from game.app.seating import HUMAN, Seat, Seating
from game.core.record import Record
from game.input.intents import (ALT, BACK, CONFIRM, DOWN, HELP, LEFT, NEXT, PAUSE, POINT, PREV,
                                PRESS, RELEASE, RIGHT, UP, WHEEL, Intent)
from game.ui import theme
from game.ui.log_panel import EVERYONE
from game.ui.widgets import draw_text, fit_size

from . import bar
from .timeline import Timeline

log = logging.getLogger(__name__)

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)
DWELL = 0.7          # seconds (at 1x) the table rests between two actions while playing
BAR_SHOWS = 3.0      # seconds the bar stays after the last touch while playing
BAR_FADE = 0.25
WATCH_DEVICE = "watching"   # the seats' device: nobody's, so nothing at the table acts
ALL_EYES = EVERYONE


def speed_words(speed: float) -> str:
    return "\u00bdx" if speed == 0.5 else f"{int(speed)}x"


class TheatreScene(Scene):
    def __init__(self, app, record: Record | None = None, timeline: Timeline | None = None,
                 finished: bool | None = None, note: str | None = None,
                 start: int = 0, eyes: int | None = None):
        """`timeline`: the record already read and checked (files.checked);
        else `record` is replayed here (BadRecord if it does not reproduce)."""
        super().__init__(app)
        if timeline is None:
            if record is None:
                raise ValueError("the theatre needs a record or its timeline")
            timeline = Timeline(record)
        self.timeline = timeline
        self.spec = self.timeline.final.spec
        n = len(timeline.record.setup.seats)
        # "everyone", every secret shown, only for a match that is over
        self.finished = self.timeline.finished if finished is None else finished
        self.eye_choices: list[int] = ([ALL_EYES] if self.finished else []) + list(range(n))
        self.eyes = eyes if eyes in self.eye_choices else self.eye_choices[0]
        self.playing = False
        self.speed_i = 1
        self.dwell = 0.0
        self.focus = "play"
        self.held: int | None = None      # the scrubber under a finger: the moment it points at
        self.down: str | None = None      # the button under a pressed finger or mouse
        self.bar_left = 1e9               # seconds the bar still shows (paused: always)
        self.clock = 0.0
        self.note = note
        self.inner: Any = None
        self._frozen: tuple[Any, pygame.Surface] | None = None
        self.at = 0
        self._build(self.timeline.clamp(start))
        if note:
            app.toast(note)

    # ------------------------------------------------------------------ the table
    def _seating(self) -> Seating:
        seats = [Seat(kind, WATCH_DEVICE if kind == HUMAN else None)
                 for kind in self.timeline.record.setup.seats]
        return Seating(seats, watching=True)

    def _build(self, k: int) -> None:
        """The game's own scene standing at moment k, still."""
        match = self.timeline.match_at(k)
        self.inner = self.spec.scene(self.app, match, self._seating())
        if k > 0:
            self.inner.anim.finish()   # a table rebuilt mid-match is shown as it stands
        log_rect = self.inner.log_panel.rect   # its newest lines stay above the bar
        limit = bar.BAR.y - 8
        if log_rect.bottom > limit:
            log_rect.h = max(120, limit - log_rect.y)
            log_rect.bottom = limit
        self.at = k
        self._apply_eyes()

    def _apply_eyes(self) -> None:
        s = self.inner
        s.log_everyone = self.eyes == ALL_EYES
        seat = self.timeline.seat_at(self.at) if self.eyes == ALL_EYES else self.eyes
        s.set_viewer(seat)

    @property
    def length(self) -> int:
        return self.timeline.length

    @property
    def speed(self) -> float:
        return SPEEDS[self.speed_i]

    # ------------------------------------------------------------------ moving
    def goto(self, k: int) -> None:
        k = self.timeline.clamp(k)
        if k != self.at or self.inner.anim.busy:
            old, at = self.inner, self.at
            try:
                self._build(k)
            except Exception:   # a table that cannot stand there: say so, keep this one
                log.exception("theatre: moment %d", k)
                self.inner, self.at, self.playing = old, at, False
                self.app.toast("That moment of the match cannot be shown.")
        self.dwell = 0.0

    def step(self) -> None:
        """One action forward, animated as it went live (a table still busy
        with the last one is first brought to rest)."""
        if self.at >= self.length:
            self.playing = False
            return
        if self.inner.anim.busy:
            self.inner.anim.finish()
        seat, action = self.timeline.action(self.at)
        if self.eyes == ALL_EYES and seat >= 0:
            self.inner.set_viewer(seat)   # whose secrets show: the one acting
        self.inner.show_step(seat, action)
        self.at += 1
        self.dwell = 0.0

    def step_back(self) -> None:
        self.playing = False
        self.goto(self.at - 1)

    def turn_forward(self) -> None:
        self.goto(self.timeline.next_turn(self.at))

    def turn_back(self) -> None:
        self.goto(self.timeline.prev_turn(self.at))

    def toggle_play(self) -> None:
        if self.playing:
            self.playing = False
            return
        if self.at >= self.length:
            self.goto(0)     # at the end, Play starts the match again
        self.playing = True
        self.dwell = DWELL   # the first action goes at once

    def faster(self, d: int) -> None:
        self.speed_i = max(0, min(len(SPEEDS) - 1, self.speed_i + d))

    def next_eyes(self) -> None:
        i = self.eye_choices.index(self.eyes)
        self.eyes = self.eye_choices[(i + 1) % len(self.eye_choices)]
        self._apply_eyes()

    def eyes_words(self) -> str:
        if self.eyes == ALL_EYES:
            return "Everyone's eyes"
        return f"{self.inner.seat_name(self.eyes)}'s eyes"

    def leave(self) -> None:
        self.app.pop()

    PRESSES = {"start": lambda s: s.goto(0), "turn_back": lambda s: s.turn_back(),
               "step_back": lambda s: s.step_back(), "play": lambda s: s.toggle_play(),
               "step": lambda s: s.step(), "turn": lambda s: s.turn_forward(),
               "end": lambda s: s.goto(s.length), "speed": lambda s: s.cycle_speed(),
               "eyes": lambda s: s.next_eyes(), "leave": lambda s: s.leave()}

    def cycle_speed(self) -> None:
        self.speed_i = (self.speed_i + 1) % len(SPEEDS)

    def press(self, name: str) -> None:
        self.app.play("click")
        if name not in ("play", "step", "speed", "eyes", "leave"):
            self.playing = False
        self.PRESSES[name](self)

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind not in (POINT,) or intent.pos is not None:
            self.bar_left = BAR_SHOWS
        names = [n for n, _ in bar.LAYOUT]
        if kind in (BACK, PAUSE):
            self.leave()
        elif kind == CONFIRM:
            self.press(self.focus)
        elif kind in (LEFT, RIGHT):
            i = names.index(self.focus) + (1 if kind == RIGHT else -1)
            self.focus = names[max(0, min(len(names) - 1, i))]
            self.app.play("hover")
        elif kind == NEXT:
            self.press("step")
        elif kind == PREV:
            self.press("step_back")
        elif kind in (UP, DOWN):
            self.faster(1 if kind == UP else -1)
        elif kind in (ALT, HELP):
            self.next_eyes()
        elif kind == WHEEL and intent.value:
            self.press("step" if intent.value < 0 else "step_back")
        elif intent.pos is not None:
            self._pointer(intent)

    def _pointer(self, intent: Intent) -> None:
        pos, kind = intent.pos, intent.kind
        if pos is None:
            return
        hit = next((n for n, r in bar.RECTS.items() if r.collidepoint(pos)), None)
        on_scrub = bar.SCRUB.inflate(0, 40).collidepoint(pos)
        if kind == PRESS:
            if on_scrub:
                self.playing = False
                self.held = self._moment(pos[0])
            elif hit is not None:
                self.down = self.focus = hit
        elif kind == POINT:
            if self.held is not None:
                self.held = self._moment(pos[0])
            elif hit is not None:
                self.focus = hit
        elif kind == RELEASE:
            if self.held is not None:
                k, self.held = self._moment(pos[0]), None
                self.goto(k)
            elif self.down is not None:
                down, self.down = self.down, None
                if down == hit:
                    self.press(down)

    def _moment(self, x: int) -> int:
        return round(bar.scrub_fraction(x) * self.length)

    # ------------------------------------------------------------------ time
    def update(self, dt: float) -> None:
        self.clock += dt
        if self.playing:
            self.bar_left = max(0.0, self.bar_left - dt)
        self.inner.update(dt * self.speed)
        if self.playing and not self.inner.anim.busy:
            self.dwell += dt * self.speed
            if self.dwell >= DWELL:
                if self.at >= self.length:
                    self.playing = False
                else:
                    self.step()

    def animating(self) -> bool:
        # paused, the bar simply stays: a still theatre is a finished picture
        return self.playing or self.inner.animating()

    def bar_alpha(self) -> float:
        if not self.playing or self.held is not None:
            return 1.0
        return max(0.0, min(1.0, self.bar_left / BAR_FADE))

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        self._draw_table(surf)
        a = self.bar_alpha()
        if a >= 1.0:
            self._draw_bar(surf)
        elif a > 0.0:   # fading out while playing: a quarter of a second
            layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            self._draw_bar(layer)
            layer.set_alpha(int(255 * a))
            surf.blit(layer, (0, 0))

    def _draw_table(self, surf: pygame.Surface) -> None:
        """Paused with nothing moving, the table is drawn once and that picture
        kept: a game's idle decoration (a pulsing turn arrow, a bobbing
        pointer) would otherwise keep a paused theatre from ever being still."""
        resting = not self.playing and not self.inner.animating()
        key = (id(self.inner), self.at, self.eyes, self.inner.version)
        if resting and self._frozen is not None and self._frozen[0] == key:
            surf.blit(self._frozen[1], (0, 0))
            return
        self.inner.draw(surf)
        self._frozen = (key, surf.copy()) if resting else None

    def _draw_bar(self, surf: pygame.Surface) -> None:
        bar.draw_panel(surf, 215)
        seat = self.timeline.seat_at(self.at)
        colour = theme.ACCENT if seat is None else self.inner.seat_colour(seat)
        bar.draw_scrubber(surf, self.at, self.length, self.timeline.turns, self.held, colour)
        for name, _ in bar.LAYOUT:
            words = {"speed": speed_words(self.speed), "eyes": self.eyes_words(),
                     "leave": "Back"}.get(name)
            enabled = not ((name in ("start", "turn_back", "step_back") and self.at == 0) or
                           (name in ("step", "turn", "end") and self.at >= self.length))
            bar.draw_button(surf, name, words, name == self.focus, name == self.down,
                            self.playing, enabled)
        self._draw_status(surf)

    def status_words(self) -> str:
        k = self.held if self.held is not None else self.at
        return f"Turn {self.timeline.turn_of(k) + 1}  \u00b7  {k} / {self.length}"

    def secret_rows(self) -> list[tuple[tuple[int, int, int], str]]:
        if self.eyes != ALL_EYES:
            return []
        rows = []
        for seat in range(len(self.inner.seating.seats)):
            words = self.inner.secret_words(seat)
            if words:
                rows.append((self.inner.seat_colour(seat), f"{self.inner.seat_name(seat)}: {words}"))
        return rows

    def _draw_status(self, surf: pygame.Surface) -> None:
        words = self.status_words()
        draw_text(surf, words, 28, theme.TEXT, (bar.STATUS_RIGHT, bar.SCRUB.centery),
                  anchor="midright", box=bar.BAR, role="decide")
        bar.draw_secrets(surf, self.secret_rows())
