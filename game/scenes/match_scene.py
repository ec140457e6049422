"""The match scene every game's scene builds on.

What it does for every game, so a game's scene only draws its table and turns
input into actions:

- routes each intent to the seat that may act with that device
  (`Seating.seat_for`), and pause / help / cancel for everyone;
- runs bots off the main thread: a worker computes `bot.choose(view, legal)`
  from the bot seat's own view while the seat is shown "thinking" for at least
  `settings.bot_delay` seconds, so children can follow what happens;
- applies every action through `act()` -> `Match.apply`: an illegal action is
  explained in a friendly bubble (state unchanged), a legal one is autosaved,
  logged and its events are queued for animation; nothing else acts until the
  animations have finished;
- secrets on a shared screen: when the next human to act holds a secret and
  another human plays too, a curtain asks the others to look away first
  (`holds_secret` decides what is secret; `viewer` is whose secrets show);
- a pad unplugged mid-match pauses the match with a banner until any device
  takes the seat back; nothing is lost;
- at the end the finished table is shown for a moment, then the result.

Hooks for subclasses (all optional): `on_start`, `on_input`, `holds_secret`,
`curtain_message`, `animate_event`, `describe_action`, `describe_event`,
`explain`, `think_time`, `result_lines`, `draw_table`, `on_update`,
`on_acted`, `on_illegal`, `on_over`, `on_viewer_changed`.

A game with simultaneous secret choices (bananas' coding) works the same way:
`to_act()` holds several seats; bots think one after another; each human gets
the curtain in turn (`viewer` is the one whose secrets show) and
`input_seat` routes input only to that seat until they are done.
"""
from __future__ import annotations

import functools
import logging
import random
from typing import Any

import pygame

from game.ai.base import RandomBot
from game.app import saves
from game.app.bot_worker import BotWorker
from game.app.launch import restart
from game.app.scene import Scene
from game.app.seating import Seating
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.match import Match
from game.core.seats import SYSTEM, bot_name
from game.input.intents import (BACK, CONFIRM, DEVICE_ADDED, DEVICE_REMOVED, HELP, KEYBOARD,
                                MOUSE, PAUSE, PRESS, Intent)
from game.ui import theme
from game.ui.anim import Anim, Animator, call
from game.ui.banners import Bubble, draw_banner, draw_bubble
from game.ui.log_panel import EVERYONE, LogLine, LogPanel
from game.ui.prompts import device_name
from game.ui.widgets import draw_text

from .hints import Hinter
from .telling import Line, Teller

log = logging.getLogger(__name__)


VIEWER = object()  # view(): "whoever may look at the screen now"
SYSTEM_EVERY = 5.0  # seconds of play between asking the system actor (a clock) to act


class MatchScene(Scene):
    """Base class of every game's match scene."""

    over_delay = 1.8            # seconds the finished table shows before the result
    public_actions = False      # True: every action is public (log it for everyone)
    log_rect = pygame.Rect(1400, 760, 500, 300)
    log_size = 26
    bubble_pos = (960, 300)     # where friendly messages appear
    banner_y = 540

    def __init__(self, app, match: Match, seating: Seating):
        super().__init__(app)
        self.match = match
        self.seating = seating
        self.game_id = match.setup.game
        self.spec = match.spec
        self.anim = Animator(self.app.play)
        self.watching = seating.watching  # the theatre shows the record; nobody acts
        self.log_everyone = False         # the theatre's "everyone" eyes: every log line
        self.bots = self._make_bots()
        self.worker: BotWorker | None = None
        self.viewer: int | None = None     # the human seat whose secrets may show now
        self.log_panel = LogPanel(self.log_rect, self.log_size)
        self.teller = Teller(self)
        self.bubble: Bubble | None = None
        self.clock = 0.0
        self.over_timer: float | None = None
        self.finished = False             # the result has been shown
        self.curtain_for: int | None = None
        self.animating_seat: int | None = None  # whose action the animations show
        self.last_device: str | None = None
        self._legal_cache: tuple[Any, set] | None = None
        self._views: dict[int | None, dict] = {}
        self._view_version = -1
        self.save_problem: str | None = None  # why saving is off, once said
        self.system_time = 0.0            # play time not yet handed to the system actor
        self._seen_version = -1           # what update() last saw (see animating)
        self._shown: Any = None           # the state the playing animations start from
        self._shown_views: dict[Any, dict] = {}
        self._settling = 0.0
        self.hinter = Hinter(self)        # H / Y: a hint while hints are on (issue 22)
        humans = seating.humans()
        if len(humans) == 1:
            self.viewer = humans[0]
        if not self.watching:
            seating.ask_claims()  # two humans: each seat is bound to a device before play
        self.on_start(fresh=not match.record.steps)
        if match.record.steps:
            self.teller.retell(match)
        else:
            for ev in match.opening_events:
                self.teller.event(ev)

    # ------------------------------------------------------------------ basics
    @property
    def state(self):
        return self.match.state

    @property
    def humans(self) -> list[int]:
        return self.seating.humans()

    @property
    def hot_seat(self) -> bool:
        """More than one human shares the screen: secrets need a curtain."""
        return len(self.humans) > 1

    @property
    def version(self) -> int:
        """Changes whenever the state does (one per applied action)."""
        return len(self.match.record.steps)

    def view(self, seat: Any = VIEWER) -> dict:
        """The state as `seat` may see it (default: the current viewer), cached until
        the next action. Treat it as read-only."""
        if seat is VIEWER:
            seat = self.viewer
        if self._view_version != self.version:
            self._views.clear()
            self._view_version = self.version
        if seat not in self._views:
            self._views[seat] = self.state.view(seat)
        return self._views[seat]

    def shown_view(self, seat: Any = VIEWER) -> dict:
        """The match as the screen tells it now: while an action's animations
        play, the state before that action, so headers, scores, dice and the
        winner change only once what they announce has been seen. Draw from
        this; decide from `view`."""
        if self._shown is None:
            return self.view(seat)
        who = self.viewer if seat is VIEWER else seat
        if who not in self._shown_views:
            self._shown_views[who] = self._shown.view(who)
        return self._shown_views[who]

    def seat_name(self, seat: int) -> str:
        return theme.seat_name(seat, self.app.settings.colour_blind)

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        return theme.seat_colour(seat, self.app.settings.colour_blind)

    def seat_shape(self, seat: int) -> str:
        return theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)]

    def is_bot(self, seat: int) -> bool:
        return not self.seating.seats[seat].human

    def bot_label(self, seat: int) -> str:
        return bot_name(self.seating.seats[seat].kind)

    @property
    def ready(self) -> bool:
        """True when a new action may be taken (nothing animating, not paused)."""
        return (not self.anim.busy and not self.match.over and not self.seating.lost_seats()
                and self.curtain_for is None)

    @property
    def thinking_seat(self) -> int | None:
        return self.worker.seat if self.worker is not None else None

    def acting_humans(self) -> list[int]:
        return [s for s in sorted(self.state.to_act()) if self.seating.seats[s].human]

    def legal(self, seat: int) -> set:
        """The seat's legal actions as a set, cached until the next action."""
        key = (self.version, seat)
        if self._legal_cache is None or self._legal_cache[0] != key:
            self._legal_cache = (key, set(self.state.legal_actions(seat)))
        return self._legal_cache[1]

    def controller(self) -> int | None:
        """The human seat the screen's controls serve right now, if any."""
        if not self.ready or self.watching:
            return None
        acting = self.acting_humans()
        if not acting:
            return None
        if self.hot_seat:
            if self.viewer in acting:
                return self.viewer
            free = [s for s in acting if not self.holds_secret(s)]
            return free[0] if free else None
        return acting[0]

    # ------------------------------------------------------------------ bots
    def _make_bots(self) -> dict[int, Any]:
        bots: dict[int, Any] = {}
        if self.seating.watching:
            return bots
        for i, s in enumerate(self.seating.seats):
            if s.human:
                continue
            try:
                bots[i] = self.spec.bots(s.kind, i, self.match.setup.seed)
            except Exception as exc:  # an unknown kind must not stop the match
                log.warning("bot %s for seat %d failed (%s): random bot", s.kind, i, exc)
                bots[i] = RandomBot(i, self.match.setup.seed)
        return bots

    def _run_system(self, dt: float) -> None:
        """The table's own actor (a hidden timer): play time goes by while the match
        is on screen and nothing else holds it up; every SYSTEM_EVERY seconds the
        rules are asked whether the table acts."""
        actor = self.spec.system_actor
        if actor is None:
            return
        self.system_time += dt
        if self.system_time < SYSTEM_EVERY:
            return
        passed = self.system_time
        action = actor.step(self.state, passed)
        if action is not None:
            self.system_time = 0.0
            self.act(SYSTEM, action)
        elif passed >= getattr(actor, "min_step", 0.0):
            self.system_time = 0.0   # the table had nothing to do with that time
        # else the table gathers time until a step it can take (bot255's
        # clock moves on by 10 seconds at least)

    def _run_bots(self, dt: float) -> None:
        if self.worker is None:
            for seat in sorted(self.state.to_act()):
                if self.is_bot(seat):
                    legal = self.state.legal_actions(seat)
                    if legal:
                        self.worker = BotWorker(self.bots[seat], seat, self.state.view(seat),
                                                legal, self.version)
                    return
            return
        w = self.worker
        w.elapsed += dt
        if not w.done or w.elapsed < self.think_time(w.seat, w.legal):
            return
        self.worker = None
        if w.key != self.version:
            return  # the table changed while it thought: think again
        action = w.result
        if w.error is not None or action is None:
            log.warning("bot for seat %d failed: %r; it plays a random legal move", w.seat, w.error)
            action = random.Random(self.version).choice(w.legal)
        if not self.act(w.seat, action):
            # an illegal bot choice: never stall, play something legal instead
            legal = self.state.legal_actions(w.seat)
            if legal:
                self.act(w.seat, random.Random(self.version).choice(legal))

    # ------------------------------------------------------------------ acting
    def act(self, seat: int, action: Action) -> bool:
        """Apply `action` for `seat` through the rules. False (and a friendly
        explanation on screen) when the rules refuse it."""
        # the table's own actor (a clock) holds no seat: it reads what a spectator sees
        before = self.state.view(None if seat == SYSTEM else seat)
        was = self.state.clone()  # what the screen shows until this action has played
        try:
            events = self.match.apply(seat, action)
        except IllegalAction as exc:
            self.app.play("error")
            self.say(self.explain(seat, action, exc), seat)
            self.on_illegal(seat, action, exc)
            return False
        self._autosave()
        self._hide_finished_secret()
        self._played(seat, action, events, before, was)
        return True

    def show_step(self, seat: int, action: Action) -> None:
        """The theatre: play a recorded action (checked when the record was
        read) with its animations and log lines, as it went live; nothing is
        saved."""
        before = self.state.view(None if seat == SYSTEM else seat)
        was = self.state.clone()
        events = self.match.apply(seat, action)
        self._played(seat, action, events, before, was)

    def _played(self, seat: int, action: Action, events: list[Event], before: dict,
                was: Any) -> None:
        told = self.teller.action_line(seat, action, before, self.match.record.steps[-1].to)
        self.queue_events(seat, action, events, was, told)
        self.on_acted(seat, action, events)

    def _autosave(self) -> None:
        problem = saves.write(self.match)
        if problem and not self.save_problem:
            self.save_problem = problem
            self.app.toast(problem)  # once: then play goes on without saving

    def queue_events(self, seat: int | None, action: Action | None, events: list[Event],
                     was: Any = None, told: Line | None = None) -> None:
        """Each event's animations play one after another (use Together for overlap).
        While they play, `animating_seat` says whose action the screen is showing,
        and `shown_view` the match as it was before it (`was`, a state). The log
        tells the action (`told`) and each event as its animations begin; lines
        of events without animations go with the next ones, or at the end."""
        per_event = [list(self.animate_event(ev, seat, action) or ()) for ev in events]
        lines = [self.teller.event_line(ev) for ev in events]
        if not any(per_event):
            self.teller.tell([told] + lines)
            return

        def begin() -> None:
            self.animating_seat = None if seat == SYSTEM else seat
            self._shown, self._shown_views = was, {}

        def end() -> None:
            self.animating_seat = None
            self._shown = None

        self.anim.add(call(begin))
        waiting: list[Line | None] = [told]
        for line, anims in zip(lines, per_event):
            waiting.append(line)
            if anims:
                self.anim.add(call(functools.partial(self.teller.tell, waiting)))
                waiting = []
                for a in anims:
                    self.anim.add(a)
        self.anim.add(call(functools.partial(self.teller.tell, waiting)))
        self.anim.add(call(end))

    # ------------------------------------------------------------------ log and bubbles
    def add_log(self, line: str, colour=theme.TEXT, to: frozenset[int] | None = None,
                seat: int | None = None) -> None:
        self.log_panel.add(line, colour, to, seat)

    @property
    def log(self) -> list[LogLine]:
        return self.log_panel.lines

    def visible_log(self) -> list[LogLine]:
        """Log lines the people in front of the screen may read now."""
        return self.log_panel.visible(EVERYONE if self.log_everyone else self.viewer)

    def say(self, message: str, seat: int | None = None, seconds: float = 4.0) -> None:
        """A friendly speech bubble over the table."""
        self.bubble = Bubble(message, seat, seconds)

    # ------------------------------------------------------------------ secrets and curtain
    def _sync_viewer(self) -> bool:
        """Keep `viewer` right; True when a curtain was pushed."""
        humans = self.humans
        if len(humans) <= 1:
            self.viewer = humans[0] if humans else None
            return False
        acting = self.state.to_act()
        if self.viewer is not None and self.viewer not in acting:
            self.set_viewer(None)
        if self.viewer is not None:
            return False
        for s in sorted(acting):
            if self.seating.seats[s].human and self.holds_secret(s):
                self._push_curtain(s)
                return True
        return False

    def _hide_finished_secret(self) -> None:
        """On a shared screen a secret goes the moment its owner is done, not after
        the animations: the next player may already be looking."""
        if self.hot_seat and self.viewer is not None and self.viewer not in self.state.to_act():
            self.set_viewer(None)

    def set_viewer(self, seat: int | None) -> None:
        if seat != self.viewer:
            self.viewer = seat
            self.on_viewer_changed()

    def _push_curtain(self, seat: int) -> None:
        self.curtain_for = seat
        name = self.seat_name(seat)
        message = self.curtain_message(seat)

        def reveal() -> None:
            self.curtain_for = None
            self.set_viewer(seat)

        self.app.open("curtain", seat=seat, seating=self.seating,  # plays its own sound
                      message=message or f"{name}'s turn! Everyone else, look away.",
                      on_reveal=reveal)

    def curtain_message(self, seat: int) -> str:
        return f"{self.seat_name(seat)}'s turn! Everyone else, please look away."

    # ------------------------------------------------------------------ devices
    def _device_removed(self, intent: Intent) -> None:
        hit = self.seating.device_lost(intent.device)
        if hit:
            self.app.play("error")

    def _take_back(self, device: str | None) -> bool:
        lost = self.seating.lost_seats()
        if not lost or device is None:
            return False
        seat = lost[0]
        held = self.seating.holds(device)
        if held and device not in (KEYBOARD, MOUSE):
            # one controller, one player; the keyboard and mouse may be shared
            self.app.play("error")
            self.app.toast(f"This controller already plays {self.seat_name(held[0])}: "
                           f"{self.seat_name(seat)} needs another one, or the keyboard.")
            return False
        claim = self.seating.seats[seat].claim
        self.seating.take(seat, device)
        self.app.play("join")
        name = self.seat_name(seat)
        self.app.toast(f"{name} plays with the {device_name(device).lower()}." if claim
                       else f"{name}'s seat is back in play!")
        return True

    def lost_banner_text(self) -> str | None:
        lost = self.seating.lost_seats()
        if not lost:
            return None
        name = self.seat_name(lost[0])
        if self.seating.seats[lost[0]].claim:
            return (f"{name}, take your seat: press A on your controller, "
                    f"Enter on the keyboard, or click")
        return (f"{name}'s controller was unplugged \u2014 press A on any controller "
                f"or Enter to take {name}'s seat")

    def hint_device(self, seat: int | None) -> str | None:
        """The device whose buttons the hints should show for `seat`: the one
        it is bound to (or the last one used, for a free seat or when the same
        person switches between keyboard and mouse)."""
        seats = self.seating.seats
        bound = None if seat is None or not 0 <= seat < len(seats) else seats[seat].device
        if bound is None:
            return self.last_device
        if bound in (KEYBOARD, MOUSE) and self.last_device in (KEYBOARD, MOUSE):
            # one person between keyboard and mouse, unless the other one plays
            # another seat (two people: one on the keyboard, one on the mouse)
            taken = any(s.device == self.last_device for i, s in enumerate(seats) if i != seat)
            return bound if taken else self.last_device
        return bound

    # ------------------------------------------------------------------ scene plumbing
    def open_pause(self) -> None:
        self.app.open("pause", game_scene=self)

    def open_help(self) -> None:
        self.app.open("help", pages=self.spec.help_pages())

    def restart(self) -> None:
        restart(self.app, self.match, self.seating)

    def show_result(self) -> None:
        self.finished = True
        try:
            lines = self.result_lines()
        except Exception as exc:
            log.warning("result lines failed: %s", exc)
            lines = None
        self.app.open("result", match=self.match, seating=self.seating, lines=lines,
                      picture=self.result_picture, nobody=self.nobody_headline(),
                      won=self.win_headline(), column=self.result_column())

    def exit(self) -> None:
        self.worker = None  # daemon thread; its answer is simply dropped

    # ------------------------------------------------------------------ input
    def input_seat(self, device: str) -> int | None:
        """The seat this device acts for right now, if any."""
        acting = self.state.to_act()
        if self.hot_seat:
            if self.viewer is not None and self.viewer in acting:
                acting = {self.viewer}
            else:
                acting = {s for s in acting if not self.holds_secret(s)}
        seat = self.seating.seat_for(device, acting)
        if seat is None and device in (KEYBOARD, MOUSE) and not self.seating.holds(device):
            # one person's two hands: a seat joined with Enter also plays by mouse /
            # touch, unless the other device is someone else's
            seat = self.seating.seat_for(MOUSE if device == KEYBOARD else KEYBOARD, acting)
        return seat

    def handle(self, intent: Intent) -> None:
        kind = intent.kind
        if kind == DEVICE_REMOVED:
            self._device_removed(intent)
            return
        if kind == DEVICE_ADDED:
            return
        if intent.device is not None and kind != "point":
            self.last_device = intent.device
        if self.seating.lost_seats():
            if kind == CONFIRM or kind == PRESS:
                self._take_back(intent.device)
            elif kind in (PAUSE, BACK):
                self.open_pause()
            return
        if kind == PAUSE:
            self.open_pause()
            return
        if kind == HELP:
            if not self.hinter.ask(intent.device):
                self.open_help()  # no hint now (or H pressed again): the help pages
            return
        seat = self.input_seat(intent.device)
        used = self.on_input(seat, intent)
        if not used and kind == BACK:
            self.open_pause()

    # ------------------------------------------------------------------ update
    def animating(self) -> bool:
        if self.watching:
            return self.anim.busy or self.bubble is not None or self._settling > 0
        if self.anim.busy or self.worker is not None or self.bubble is not None \
                or self.over_timer is not None or self._settling > 0:
            return True
        # a bot about to move changes the table without anyone touching anything
        return not self.match.over and any(s in self.bots for s in self.state.to_act())

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.version != self._seen_version:  # the table changed (a clock, a bot)
            self._seen_version, self._settling = self.version, 0.5
        self._settling = max(0.0, self._settling - dt)
        self.anim.update(dt * self.app.settings.animation_speed)
        if self.bubble is not None:
            self.bubble.left -= dt
            if self.bubble.left <= 0:
                self.bubble = None
        self.on_update(dt)
        if self.watching:
            return  # the theatre decides what happens next
        self.hinter.update()
        if self.anim.busy or self.finished:
            return
        if self.match.over:
            if self.over_timer is None:
                self.over_timer = 0.0
                self.worker = None
                self.on_over()
                self.app.play("win")
            self.over_timer += dt * self.app.settings.animation_speed
            if self.over_timer >= self.over_delay:
                self.show_result()
            return
        if self.seating.lost_seats() or self.curtain_for is not None:
            return
        if self._sync_viewer():
            return
        self._run_system(dt)
        self._run_bots(dt)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        self.draw_table(surf)
        self.draw_log(surf)
        self.hinter.draw(surf)
        self.draw_bubble(surf)
        self.draw_banner(surf)

    def draw_log(self, surf: pygame.Surface) -> None:
        who = EVERYONE if self.log_everyone else self.viewer
        self.log_panel.draw(surf, who, self.app.settings.colour_blind)

    def draw_bubble(self, surf: pygame.Surface) -> None:
        b = self.bubble
        if b is not None:
            edge = self.seat_colour(b.seat) if b.seat is not None else theme.ACCENT
            draw_bubble(surf, b.text, self.bubble_pos, edge)

    def draw_banner(self, surf: pygame.Surface) -> None:
        msg = self.lost_banner_text()
        if msg:
            draw_banner(surf, msg, self.seat_colour(self.seating.lost_seats()[0]),
                        ["Press", ("img", "ui/pad_a"), "or", ("img", "ui/key_enter")],
                        self.banner_y)

    # ------------------------------------------------------------------ hooks
    def on_start(self, fresh: bool) -> None:
        """Called once from __init__; `fresh` is False when resuming a save."""

    def result_picture(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """Draw how the match ended inside `area` of the result screen (the
        default: the result lines in words)."""
        y = area.y + 20
        for line in self.result_lines() or []:
            if y > area.bottom - 20:
                break
            draw_text(surf, line, theme.FONT_SIZES["body"], theme.TEXT, (area.centerx, y),
                      shadow=True)
            y += 44

    def on_input(self, seat: int | None, intent: Intent) -> bool:
        """A game intent; `seat` is who this device acts for now (None: nobody).
        Return True if used (an unused BACK opens the pause menu)."""
        return False

    def secret_words(self, seat: int) -> str | None:
        """What only `seat` knows at this moment, in a few words (the theatre's
        "everyone" eyes list every seat's); None: nothing secret."""
        return None

    def holds_secret(self, seat: int) -> bool:
        """Does `seat` have something on screen the others must not see?"""
        return False

    def animate_event(self, ev: Event, seat: int | None, action: Action | None) -> list[Anim]:
        """Animations for one event, played in sequence after the previous event's.
        Private events (ev.to) reach this hook too: show only what `viewer` may see."""
        return []

    def describe_action(self, seat: int, action: Action, before: dict) -> str | None:
        return f"{self.seat_name(seat)}: {self.spec.describe_action(action.to_json(), before)}"

    def describe_event(self, ev: Event) -> str | None:
        """The log line for an event: the rules' sentence, with the seat names in force."""
        if self.spec.describe_event is None:
            return None
        return self.spec.describe_event(ev.to_json(), self.view(None), self.names())

    def names(self) -> list[str]:
        """The seat names in force (they follow the colour-blind setting)."""
        return [self.seat_name(s) for s in range(len(self.seating.seats))]

    def think_time(self, seat: int, legal: list[Action]) -> float:
        """How long a bot is shown thinking before its move (at least the setting)."""
        return self.app.settings.bot_delay

    def explain(self, seat: int, action: Action, exc: IllegalAction) -> str:
        """The sentence shown when the rules refuse an action (default: their reason)."""
        return exc.reason

    def nobody_headline(self) -> str | None:
        """The result screen's headline when nobody won (None: the arcade's own words)."""
        return None

    def win_headline(self) -> str | None:
        """The result screen's headline when someone won (None: "Red wins!"), for
        a game where "wins" reads oddly, such as a puzzle played alone."""
        return None

    def result_column(self) -> tuple[str, list[Any]] | None:
        """The result table's second column (title, one value per seat); None: the scores."""
        return None

    def result_lines(self) -> list[str] | None:
        return None

    def on_update(self, dt: float) -> None: ...
    def on_acted(self, seat: int, action: Action, events: list[Event]) -> None: ...
    def on_illegal(self, seat: int, action: Action, exc: IllegalAction) -> None: ...
    def on_over(self) -> None: ...
    def on_viewer_changed(self) -> None: ...

    def draw_table(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
