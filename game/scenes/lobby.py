"""The lobby: players join with their own device, empty seats become bots.

Each seat card shows who sits there: a human on a device (badge, device icon,
"Player 2 — Blue"), a seat waiting for a human, a bot of some difficulty, or
nothing. The first press of A / Enter from a device that has no seat joins
it; a joined device's presses work the buttons. The keyboard and the mouse
can add extra players on the same device (hot-seat) with a Join button.

The small drawing helpers at the top (badges, device glyphs, prompts, the
bouncing focus) are shared by the other overlay scenes.
"""
from __future__ import annotations

import functools
import logging
import math
from dataclasses import dataclass
from typing import Any

import pygame

from game.app.scene import Scene
from game.app import lobby_memory, saves
from game.app.seating import HUMAN, Seat, Seating
from game.core import registry
from game.core.errors import BadSetup
from game.core.seats import BOT_KINDS, bot_name
from game.core.spec import GameSpec
from game.input.intents import (BACK, CONFIRM, DEVICE_ADDED, DEVICE_REMOVED, KEYBOARD, MOUSE,
                                NEXT, PREV, Intent)
from game.ui import theme
from game.ui.anim import pop_scale
from game.ui.assets import image, text
from game.ui.badges import draw_badge
from game.ui.prompts import (back_glyph, device_icon, device_name,
                             draw_prompt)
from game.ui.widgets import Button, Menu, backdrop, draw_menu, draw_text, panel, wrap

log = logging.getLogger(__name__)

# ---------------------------------------------------------------- shared helpers
def bot_label(kind: str) -> str:
    return bot_name(kind)


def seat_title(seat: int, colour_blind: bool = False) -> str:
    return f"Player {seat + 1} — {theme.seat_name(seat, colour_blind)}"


# ---------------------------------------------------------------- the lobby
WAITING = "waiting"   # a human seat nobody has claimed yet: any device may play it
EMPTY = "empty"       # nobody sits here
KIND_CYCLE = (WAITING, "easy", "medium", "hard", "random", EMPTY)
LOBBY_OPTIONS = 3     # options shown in the lobby itself; the rest behind "More options"


@dataclass(eq=False)
class LobbySeat:
    kind: str                  # WAITING, EMPTY, HUMAN or a bot kind
    device: str | None = None  # for HUMAN
    since: float = -10.0       # app time of the last change (badge pop-in)
    before: str = WAITING      # what the seat was before a human took it


def option_value_label(value: Any, labels: dict | None = None) -> str:
    """'On' / 'Off' / '5' / 'Coop guess', or the game's own label for that value."""
    if labels and value in labels:
        return str(labels[value])
    if value is True:
        return "On"
    if value is False:
        return "Off"
    if value is None:
        return "None"
    if isinstance(value, str):
        return value.replace("_", " ").capitalize()
    return str(value)


class OptionsHolder:
    """The game's options (from its GameSpec) and the values picked for them
    (shared by the lobby and the 'More options' screen)."""

    def __init__(self, spec: GameSpec | None) -> None:
        self.spec = spec
        self.options = tuple(spec.options) if spec is not None else ()
        self.values: dict[str, Any] = {o.name: o.default for o in self.options}
        # A game may pick the options worth a button in the lobby itself.
        names = {o.name for o in self.options}
        self.featured = tuple(n for n in (spec.lobby_options if spec is not None else ())
                              if n in names)

    def get(self, name: str):
        return next(o for o in self.options if o.name == name)

    def label(self, name: str) -> str:
        o = self.get(name)
        value = self.values[name]
        word = self.spec.label(name, value) if self.spec is not None else None
        return f"{o.label}: {word if word is not None else option_value_label(value)}"

    def cycle(self, name: str, step: int = 1) -> None:
        choices = list(self.spec.choices(name)) if self.spec is not None else []
        if not choices:
            return
        cur = self.values[name]
        k = choices.index(cur) if cur in choices else 0
        self.values[name] = choices[(k + step) % len(choices)]

    def changed(self, names=None) -> int:
        return sum(1 for o in self.options if (names is None or o.name in names)
                   and self.values[o.name] != o.default)

    def variants(self) -> tuple[str, ...]:
        out = []
        for o in self.options:
            v = o.variant(self.values[o.name])
            if v is not None:
                out.append(v)
        return tuple(out)


def mark_changed(menu: Menu, opts: "OptionsHolder") -> None:
    """A star on every option button that is not at the usual rules, as the
    button's icon: the button lays it out beside the words (a star drawn over
    the button covered their first letters: "☆andom...")."""
    for b in menu.buttons:
        if isinstance(b.data, tuple) and b.data[0] == "opt":
            o = opts.get(b.data[1])
            b.icon = "star" if opts.values[o.name] != o.default else None


def draw_help_text(surf: pygame.Surface, s: str, center, width: int = 1700) -> None:
    lines = wrap(s, theme.FONT_SIZES["body"], width)[:2]
    y = center[1] - (len(lines) - 1) * 21
    for line in lines:
        draw_text(surf, line, theme.FONT_SIZES["body"], theme.TEXT, (center[0], y), shadow=True)
        y += 42


class LobbyScene(Scene):
    TOP = 120
    CARD_H = 560

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.game_id = game_id
        self.title = registry.entry(game_id).title
        self.broken: str | None = None
        spec: GameSpec | None = None
        try:
            spec = registry.spec(game_id)
        except BadSetup as exc:  # not playable (yet): say so
            self.broken = str(exc)
        except Exception as exc:  # a game that cannot load must not crash the arcade
            self.broken = f"{self.title} could not be loaded ({type(exc).__name__})."
        self.min_players = spec.min_players if spec is not None else 1
        self.max_players = spec.max_players if spec is not None else 1
        self.opts = OptionsHolder(spec)
        # Seats stay packed: everyone who plays first, the empty seats at the end.
        self.seats = [LobbySeat(EMPTY) for _ in range(self.max_players)]
        self.seats[0].kind = WAITING
        for i in range(1, min(self.max_players, max(2, self.min_players))):
            self.seats[i].kind = "easy"
        if spec is not None:
            self._recall(spec)
        self.pads_seen: dict[str, float] = {}  # connected pads -> when they arrived
        for dev in self._pads():
            self.pads_seen[dev] = -10.0
        self._device: str = KEYBOARD  # the device whose intent is being handled
        # Devices that left with B/Esc: their presses now work the buttons (so one
        # keyboard can set up an all-bot match); they come back with a Join button.
        self.helpers: set[str] = set()
        self.menu = Menu([], sound=self.app.play)
        self.build(focus_key="start")

    def _recall(self, spec: GameSpec) -> None:
        """The seats and options of last time, where the game still offers them;
        a human seat comes back open, waiting for someone to join it."""
        kinds, options = lobby_memory.recall(self.game_id)
        kinds = [WAITING if k == HUMAN else k for k in kinds]
        if self.min_players <= len(kinds) <= self.max_players and \
                all(k in KIND_CYCLE and k != EMPTY for k in kinds):
            for i, s in enumerate(self.seats):
                s.kind = kinds[i] if i < len(kinds) else EMPTY
        for o in self.options:
            if o.name in options:
                try:
                    ok = options[o.name] in spec.choices(o.name)
                except Exception:  # a map folder that cannot be read: keep the default
                    ok = False
                if ok:
                    self.opts.values[o.name] = options[o.name]

    def _remember(self) -> None:
        kinds = [HUMAN if s.kind in (WAITING, HUMAN) else s.kind
                 for s in self.seats if s.kind != EMPTY]
        lobby_memory.remember(self.game_id, kinds, dict(self.opts.values))

    def enter(self) -> None:
        if self.broken:
            self.app.toast(self.broken)
            self.app.play("error")
            self.app.pop()

    def resume(self) -> None:
        self.build()  # options may have changed behind "More options"

    # ------------------------------------------------------------ model
    @property
    def options(self):
        return self.opts.options

    @property
    def values(self) -> dict[str, Any]:
        return self.opts.values

    @property
    def cb(self) -> bool:
        return bool(self.app.settings.colour_blind)

    def occupied(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind != EMPTY]

    def visible(self) -> int:
        """Cards shown: every seat in play and one empty seat to join."""
        return min(len(self.seats), len(self.occupied()) + 1)

    def match_index(self, i: int) -> int | None:
        """Where lobby seat i sits in the match (None for an empty seat)."""
        if self.seats[i].kind == EMPTY:
            return None
        return sum(1 for s in self.seats[:i] if s.kind != EMPTY)

    def seats_of(self, device: str) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == HUMAN and s.device == device]

    def next_free(self) -> int | None:
        for want in (WAITING, EMPTY):
            for i, s in enumerate(self.seats):
                if s.kind == want:
                    return i
        for i, s in enumerate(self.seats):
            if s.kind in BOT_KINDS:
                return i
        return None

    def can_start(self) -> bool:
        return self.min_players <= len(self.occupied()) <= self.max_players

    def variants(self) -> tuple[str, ...]:
        return self.opts.variants()

    def seating(self) -> Seating:
        seats = []
        for s in self.seats:
            if s.kind == EMPTY:
                continue
            if s.kind in (WAITING, HUMAN):
                seats.append(Seat(HUMAN, s.device if s.kind == HUMAN else None))
            else:
                seats.append(Seat(s.kind))
        return Seating(seats)

    def _pack(self) -> None:
        self.seats = [s for s in self.seats if s.kind != EMPTY] + \
                     [s for s in self.seats if s.kind == EMPTY]

    def _index(self, seat: LobbySeat) -> int:
        return next(k for k, s in enumerate(self.seats) if s is seat)

    # ------------------------------------------------------------ actions
    def join(self, device: str, seat: int | None = None, extra: bool = False) -> bool:
        """Seat `device` (the next free seat unless given). `extra`: hot-seat another
        player on a device that already has one (keyboard and mouse only)."""
        if self.seats_of(device) and not (extra and device in (KEYBOARD, MOUSE)):
            idx = self.match_index(self.seats_of(device)[0])
            who = seat_title(idx, self.cb) if idx is not None else "a seat"
            self.app.toast(f"This {device_name(device).lower()} already plays {who}.")
            self.app.play("error")
            return False
        if seat is None:
            seat = self.next_free()
        if seat is None:
            self.app.toast("Every seat is taken!")
            self.app.play("error")
            return False
        s = self.seats[seat]
        if s.kind == HUMAN:
            self.app.toast("Somebody already sits there.")
            self.app.play("error")
            return False
        s.before, s.kind, s.device, s.since = s.kind, HUMAN, device, self.app.time
        self.pads_seen.pop(device, None)
        self.helpers.discard(device)
        self.app.play("join")
        self._pack()
        self.build()
        return True

    def leave(self, seat: int, to_waiting: bool = False) -> None:
        s = self.seats[seat]
        if s.kind != HUMAN:
            return
        if s.device is not None and s.device.startswith("pad:") and s.device in self._pads() \
                and s.device not in self.helpers:
            self.pads_seen[s.device] = self.app.time
        s.kind, s.device, s.since = (WAITING if to_waiting else s.before), None, self.app.time
        self.app.play("leave")
        focused = self.menu.focused()
        focus = focused.data if focused is not None else None
        self._pack()
        self.build(focus_key=focus)

    def cycle_kind(self, seat: int, step: int = 1) -> None:
        s = self.seats[seat]
        if s.kind == HUMAN:
            return
        k = KIND_CYCLE.index(s.kind) if s.kind in KIND_CYCLE else 0
        s.kind, s.since = KIND_CYCLE[(k + step) % len(KIND_CYCLE)], self.app.time
        self._pack()
        if s.kind == EMPTY:  # it went to the end: follow the empty card that is shown
            target = next(i for i, x in enumerate(self.seats) if x.kind == EMPTY)
        else:
            target = self._index(s)
        self.build(focus_key=("kind", target))

    def cycle_option(self, name: str, step: int = 1) -> None:
        self.opts.cycle(name, step)
        self.build()

    def hints_label(self) -> str:
        from game.learn import hints
        return f"Hints: {'On' if hints.enabled(self.game_id) else 'Off'}"

    def toggle_hints(self) -> None:
        """Kept per game (game/learn/hints.py); the match reads it as it starts."""
        from game.learn import hints
        problem = hints.set_enabled(self.game_id, not hints.enabled(self.game_id))
        if problem:
            self.app.toast(problem)
        self.build(focus_key="hints")

    def more_options(self) -> None:
        self.app.push(OptionsScene(self.app, self.title, self.opts))

    def start(self) -> None:
        if not self.can_start():
            lo, hi = self.min_players, self.max_players
            need = f"{lo} to {hi} players" if lo != hi else f"{lo} players"
            self.app.toast(f"{self.title} needs {need}.")
            return
        from game.learn.offer import offer_lesson
        if any(s.kind in (WAITING, HUMAN) for s in self.seats) and \
                offer_lesson(self.app, self.game_id, self.values.get("level"), self._play):
            return  # issue 22: this level's lesson first, or "Just play"
        self._play()

    def _play(self) -> None:
        from game.app.launch import start_match
        seating, variants = self.seating(), self.variants()

        def go() -> None:
            if start_match(self.app, self.game_id, seating, None, variants):
                self._remember()
        if saves.exists():  # one save at a time: never replace it without asking
            saved = saves.summary()
            self.app.open("confirm", question="Start a new match?",
                          detail=(f"The saved match ({saved}) will be replaced."
                                  if saved else "The saved match will be replaced."),
                          yes="Start new match", no="Keep the saved one", on_yes=go)
            return
        go()

    def back(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def _pads(self) -> set[str]:
        pads = getattr(self.app.input, "pads", None)
        return {p.device for p in (getattr(pads, "pads", {}) or {}).values()}

    # ------------------------------------------------------------ buttons
    def card_rects(self) -> list[pygame.Rect]:
        n = self.visible()
        gap = 30 if n <= 5 else 16
        cw = min(420, (1840 - gap * (n - 1)) // n)
        x0 = (1920 - (n * cw + (n - 1) * gap)) // 2
        return [pygame.Rect(x0 + i * (cw + gap), self.TOP, cw, self.CARD_H) for i in range(n)]

    def _on_join_button(self, seat: int) -> None:
        dev = self._device
        if self.seats[seat].kind == HUMAN:
            self.leave(seat)
            return
        self.join(dev, seat, extra=bool(self.seats_of(dev)))

    def _on_add_button(self) -> None:
        dev = self._device
        self.join(dev, None, extra=bool(self.seats_of(dev)))

    def map_editor(self) -> tuple[str, Any] | None:
        """(label, open(app)) when the game's map source offers an editor for
        its maps (its `editor_label` and `open_editor`): a button among the options."""
        maps = getattr(self.opts.spec, "maps", None)
        label, opener = getattr(maps, "editor_label", None), getattr(maps, "open_editor", None)
        return (label, opener) if isinstance(label, str) and callable(opener) else None

    def players_note(self) -> tuple[str, str | None] | None:
        """The game's words for what this many players make of it (a puzzle
        alone, the card game together), or None."""
        note = getattr(self.opts.spec, "players_note", None)
        if note is None:
            return None
        try:
            return note(max(1, len(self.occupied())))
        except Exception as exc:  # a game's words must never stop the lobby
            log.debug("players note failed: %r", exc)
            return None

    def lobby_options(self) -> tuple[list, bool]:
        """(options shown as lobby buttons, whether a 'More options' button is needed)."""
        opts = list(self.options)
        if len(opts) <= LOBBY_OPTIONS + 1:
            return opts, False
        if self.opts.featured:
            return [self.opts.get(n) for n in self.opts.featured[:LOBBY_OPTIONS]], True
        return opts[:LOBBY_OPTIONS], True

    def build(self, focus_key: Any = None) -> None:
        if focus_key is None:
            cur = self.menu.focused() if self.menu.buttons else None
            focus_key = cur.data if cur is not None else "start"
        buttons: list[Button] = []
        for i, r in enumerate(self.card_rects()):
            s = self.seats[i]
            narrow = r.w < 300
            size = 40 if not narrow else 32
            jr = pygame.Rect(r.x + 14, r.y + 325, r.w - 28, 100)
            kr = pygame.Rect(r.x + 14, r.y + 442, r.w - 28, 100)
            if s.kind == HUMAN:
                buttons.append(Button(jr, "Leave", functools.partial(self._on_join_button, i),
                                      icon="back", size=size, data=("join", i)))
            else:
                buttons.append(Button(jr, "Join", functools.partial(self._on_join_button, i),
                                      icon="human", size=size, data=("join", i)))
                label, icon = self.kind_label(s.kind)
                if narrow and s.kind in BOT_KINDS:
                    label = s.kind.title()  # the card already says "Bot"
                buttons.append(Button(kr, label, functools.partial(self.cycle_kind, i),
                                      icon=None if narrow else icon,
                                      size=size,
                                      data=("kind", i)))
        shown, more = self.lobby_options()
        editor = self.map_editor()
        slots = len(shown) + (1 if more else 0) + (1 if editor else 0)
        if slots:
            gap = 30
            ow = min(560, (1800 - gap * (slots - 1)) // slots)
            x0 = (1920 - (slots * ow + (slots - 1) * gap)) // 2
            for k, o in enumerate(shown):
                rect = pygame.Rect(x0 + k * (ow + gap), 705, ow, 100)
                label = self.opts.label(o.name)
                buttons.append(Button(rect, label, functools.partial(self.cycle_option, o.name),
                                      size=36,
                                      data=("opt", o.name)))
            if more:
                rest = [o.name for o in self.options if o not in shown]
                n = self.opts.changed(rest)
                rect = pygame.Rect(x0 + len(shown) * (ow + gap), 705, ow, 100)
                # changed options behind it get the star the changed options here
                # wear (an "N changed" tag on top covered the label's words)
                buttons.append(Button(rect, "More options", self.more_options,
                                      icon="star" if n else "settings", size=36, data="more"))
            if editor:
                rect = pygame.Rect(x0 + (slots - 1) * (ow + gap), 705, ow, 100)
                buttons.append(Button(rect, editor[0], functools.partial(editor[1], self.app),
                                      icon="star", size=36, data="map_editor"))
        from game.learn.lesson import has_lesson
        if has_lesson(self.game_id):  # issue 22: a guided match (the chosen level's lesson)
            from game.learn.launch import open_lesson
            from game.learn.levels import to_learn
            lesson = to_learn(self.game_id, self.values.get("level"))
            buttons.append(Button(pygame.Rect(1380, 14, 500, 96),
                                  f"Learn {lesson.topic}" if lesson and lesson.topic
                                  else "Learn to play",
                                  functools.partial(open_lesson, self.app,
                                                    lesson.id if lesson else self.game_id),
                                  icon="star", size=36, data="learn"))
        y = 890
        buttons.append(Button(pygame.Rect(80, y, 360, 130), "Menu", self.back, icon="back",
                              data="back"))
        buttons.append(Button(pygame.Rect(520, y, 520, 130), "Add a player", self._on_add_button,
                              icon="keyboard", data="add"))
        # issue 22: the hint button (H / Y) on or off, by Start
        buttons.append(Button(pygame.Rect(1070, y, 260, 130), self.hints_label(),
                              self.toggle_hints, size=36, data="hints"))
        buttons.append(Button(pygame.Rect(1360, y, 480, 130), "Start!", self.start,
                              icon="play", enabled=self.can_start(),
                              size=theme.FONT_SIZES["big"], data="start"))
        focus = next((k for k, b in enumerate(buttons) if b.data == focus_key), None)
        if focus is None and isinstance(focus_key, tuple) and focus_key[0] == "kind":
            focus = next((k for k, b in enumerate(buttons) if b.data == ("join", focus_key[1])),
                         None)
        if focus is None:
            focus = next(k for k, b in enumerate(buttons) if b.data == "start")
        self.menu.buttons = buttons
        self.menu.focus = focus
        self.menu._mouse_down = None
        mark_changed(self.menu, self.opts)

    @staticmethod
    def kind_label(kind: str) -> tuple[str, str]:
        if kind == WAITING:
            return "Open seat", "human"
        if kind == EMPTY:
            return "No player", "cross"
        return bot_label(kind), "bot"

    # ------------------------------------------------------------ input
    def handle(self, intent: Intent) -> None:
        dev = intent.device
        if intent.kind == DEVICE_ADDED:
            if dev not in self.pads_seen:
                self.pads_seen[dev] = self.app.time
            return
        if intent.kind == DEVICE_REMOVED:
            self.pads_seen.pop(dev, None)
            self.helpers.discard(dev)
            for i in self.seats_of(dev):
                idx = self.match_index(i)
                self.leave(i, to_waiting=True)
                self.app.toast(f"{theme.seat_name(idx or 0, self.cb)}'s gamepad was unplugged: "
                               "the seat waits for a player.")
            return
        self._device = dev
        if intent.kind == CONFIRM and dev != MOUSE and not self.seats_of(dev) \
                and dev not in self.helpers and self.next_free() is not None:
            self.join(dev)
            return
        if intent.kind == BACK:
            mine = self.seats_of(dev)
            if mine:
                if len(mine) == 1:
                    self.helpers.add(dev)
                self.leave(mine[-1])
            else:
                self.app.play("click")
                self.back()
            return
        if intent.kind in (PREV, NEXT):
            b = self.menu.focused()
            step = -1 if intent.kind == PREV else 1
            if b is not None and isinstance(b.data, tuple) and b.data[0] == "kind":
                self.app.play("click")
                self.cycle_kind(b.data[1], step)
            elif b is not None and isinstance(b.data, tuple) and b.data[0] == "opt":
                self.app.play("click")
                self.cycle_option(b.data[1], step)
            return
        self.menu.handle(intent)

    # ------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        t = self.app.show_time
        backdrop(surf, 60)
        note = self.players_note()
        draw_text(surf, f"{self.title}: who is playing?", theme.FONT_SIZES["big"],
                  theme.ACCENT, (70, 62 if note is None else 52), anchor="midleft", shadow=True)
        if note is not None:
            # left of the Learn to play button (top right), the second line under both
            from game.learn.lesson import has_lesson
            right = 1360 if has_lesson(self.game_id) else 1860
            draw_text(surf, note[0], theme.FONT_SIZES["body"], theme.TEXT, (right, 40),
                      anchor="midright", shadow=True)
            if note[1]:
                draw_text(surf, note[1], theme.FONT_SIZES["small"], theme.MUTED, (right, 100),
                          anchor="midright", shadow=True, role="secondary")
        free = self.next_free()
        for i, r in enumerate(self.card_rects()):
            self.draw_card(surf, i, self.seats[i], r, t, highlight=(i == free))
        self.draw_pads(surf, t)
        draw_menu(surf, self.menu, t)
        b = self.menu.focused()
        if b is not None and isinstance(b.data, tuple) and b.data[0] == "opt":
            draw_help_text(surf, self.opts.get(b.data[1]).help, (960, 848))
        elif b is not None and b.data == "hints":
            draw_help_text(surf, "On your turn, H or Y shows what a good player would do.",
                           (960, 848))
        elif b is not None and b.data == "more":
            draw_help_text(surf, "More ways to play this game.", (960, 848))
        elif b is not None and b.data == "map_editor":
            words = getattr(self.opts.spec.maps if self.opts.spec else None, "editor_help", "")
            draw_help_text(surf, str(words or "Make your own, try it and keep it."), (960, 848))
        elif not self.can_start():
            lo, hi = self.min_players, self.max_players
            draw_text(surf, f"This game needs {lo} to {hi} players." if lo != hi else
                      f"This game needs {lo} players.", theme.FONT_SIZES["body"], theme.ACCENT,
                      (960, 848), shadow=True)
        draw_prompt(surf, ["To join press", ("img", "ui/pad_a"), "or", ("img", "ui/key_enter"),
                           "or click Join", ("img", "ui/mouse_left"), "   To leave press",
                           ("img", "ui/pad_b"), "or", ("img", "ui/key_esc")],
                    theme.FONT_SIZES["small"], theme.MUTED, (960, 1050))

    def draw_card(self, surf: pygame.Surface, i: int, s: LobbySeat, r: pygame.Rect, t: float,
                  highlight: bool) -> None:
        idx = self.match_index(i)
        panel(surf, r)
        speed = self.app.settings.animation_speed
        cx = r.centerx
        narrow = r.w < 300
        if idx is None:
            pulse = int(4 * math.sin(t * 3))
            pygame.draw.circle(surf, (215, 205, 185), (cx, r.y + 95), 62 + pulse)
            pygame.draw.circle(surf, (170, 155, 135), (cx, r.y + 95), 62 + pulse, width=5)
            pygame.draw.rect(surf, (170, 155, 135), (cx - 30, r.y + 89, 60, 12), border_radius=6)
            pygame.draw.rect(surf, (170, 155, 135), (cx - 6, r.y + 65, 12, 60), border_radius=6)
            draw_text(surf, "Free seat", 36 if not narrow else 30, (130, 118, 100),
                      (cx, r.y + 190))
            self._join_glyphs(surf, (cx, r.y + 268))
            return
        col = theme.seat_colour(idx, self.cb)
        strip = pygame.Rect(r.x + 14, r.y + 14, r.w - 28, 18)
        pygame.draw.rect(surf, col, strip, border_radius=9)
        scale = pop_scale(t - s.since, speed)
        if s.kind == HUMAN:
            scale *= 1 + 0.03 * math.sin(t * 4 + i)
        draw_badge(surf, idx, (cx, r.y + 95), 130 if not narrow else 110, self.cb, scale)
        title = seat_title(idx, self.cb)
        fs = 40 if not narrow else 30
        if text(title, fs, theme.INK).get_width() > r.w - 24:
            draw_text(surf, f"Player {idx + 1}", fs, theme.INK, (cx, r.y + 184))
            draw_text(surf, theme.seat_name(idx, self.cb), fs, theme.INK, (cx, r.y + 222))
        else:
            draw_text(surf, title, fs, theme.INK, (cx, r.y + 190))
        sy = r.y + 272
        small = 32 if not narrow else 26
        if s.kind == HUMAN:
            name = device_name(s.device)
            if narrow:
                name = name.split(" ")[0]
            draw_prompt(surf, [("img", device_icon(s.device)), name], small, theme.INK, (cx, sy))
            if s.device != MOUSE:
                draw_prompt(surf, ["Leave:", ("img", back_glyph(s.device))], 30,
                            (120, 100, 80), (cx, r.y + 490))
        elif s.kind == WAITING:
            if highlight and int(t * 2) % 2 == 0:
                draw_text(surf, "Press to join!", small, (200, 80, 30), (cx, sy - 18))
            else:
                draw_text(surf, "Waiting..." if narrow else "Waiting for a player", small - 2,
                          theme.INK, (cx, sy - 18))
            self._join_glyphs(surf, (cx, sy + 26))
        else:
            draw_prompt(surf, [("img", "ui/icon_bot"), "Bot" if narrow else bot_label(s.kind)],
                        small, theme.INK, (cx, sy))

    def _join_glyphs(self, surf: pygame.Surface, center) -> None:
        draw_prompt(surf, [("img", "ui/pad_a"), ("img", "ui/key_enter"),
                           ("img", "ui/mouse_left")], 28, theme.INK, center)

    def draw_pads(self, surf: pygame.Surface, t: float) -> None:
        """Connected pads without a seat: 'Press A to join', popping in when plugged."""
        seated = {s.device for s in self.seats if s.kind == HUMAN}
        waiting = [d for d in sorted(self.pads_seen) if d not in seated and d not in self.helpers]
        x = 1880
        for d in waiting[:3]:
            sc = pop_scale(t - self.pads_seen[d], self.app.settings.animation_speed)
            w, h = int(330 * sc), int(66 * sc)
            if w < 4 or h < 4:
                continue
            r = pygame.Rect(0, 0, w, h)
            r.midright = (x, 62)
            pygame.draw.rect(surf, (30, 30, 40), r, border_radius=30)
            pygame.draw.rect(surf, theme.ACCENT, r, width=4, border_radius=30)
            if sc > 0.8:
                draw_prompt(surf, [("img", "ui/icon_gamepad"), "Press", ("img", "ui/pad_a"),
                                   "to join"], 26, theme.TEXT, r.center)
            x -= 350


# ---------------------------------------------------------------- more options
class OptionsScene(Scene):
    """Every option of the game as a row (two columns), with the focused one's help."""

    def __init__(self, app, title: str, opts: OptionsHolder):
        super().__init__(app)
        self.title = title
        self.opts = opts
        n = len(opts.options)
        cols = 1 if n <= 6 else 2
        rows = math.ceil(n / cols)
        gap = 14
        rh = max(100, min(110, (690 - gap * (rows - 1)) // max(1, rows)))
        cw = 1760 if cols == 1 else 870
        buttons = []
        for k, o in enumerate(opts.options):
            col, row = divmod(k, rows)
            rect = pygame.Rect(80 + col * (cw + 20), 140 + row * (rh + gap), cw, rh)
            buttons.append(Button(rect, "", functools.partial(self.cycle, o.name, 1), size=34,
                                  data=("opt", o.name)))
        buttons.append(Button(pygame.Rect(80, 950, 520, 110), "Usual rules", self.reset,
                              icon="back", data="reset"))
        buttons.append(Button(pygame.Rect(1440, 950, 400, 110), "Done", self.close,
                              icon="check", data="done"))
        self.menu = Menu(buttons, sound=app.play)
        self.refresh()

    def refresh(self) -> None:
        for b in self.menu.buttons:
            if isinstance(b.data, tuple):
                b.label = self.opts.label(b.data[1])
        mark_changed(self.menu, self.opts)

    def cycle(self, name: str, step: int) -> None:
        self.opts.cycle(name, step)
        self.refresh()

    def reset(self) -> None:
        for o in self.opts.options:
            self.opts.values[o.name] = o.default
        self.refresh()

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def handle(self, intent: Intent) -> None:
        if intent.kind in (DEVICE_ADDED, DEVICE_REMOVED):
            return
        if intent.kind == BACK:
            self.app.play("click")
            self.close()
            return
        b = self.menu.focused()
        if intent.kind in (PREV, NEXT) and b is not None and isinstance(b.data, tuple):
            self.app.play("click")
            self.cycle(b.data[1], -1 if intent.kind == PREV else 1)
            return
        self.menu.handle(intent)

    def draw(self, surf: pygame.Surface) -> None:
        backdrop(surf, 110)
        draw_text(surf, f"{self.title}: ways to play", theme.FONT_SIZES["big"], theme.ACCENT,
                  (80, 70), anchor="midleft", shadow=True)
        draw_menu(surf, self.menu, self.app.show_time)
        b = self.menu.focused()
        if b is not None and isinstance(b.data, tuple):
            draw_help_text(surf, self.opts.get(b.data[1]).help, (1020, 900), width=1500)
        elif b is not None and b.data == "reset":
            draw_help_text(surf, "Put every setting back to the usual rules.", (1020, 900),
                           width=1500)
        draw_prompt(surf, ["Change:", ("img", "ui/pad_a"), ("img", "ui/key_enter"),
                           "   Done:", ("img", "ui/pad_b"), ("img", "ui/key_esc")],
                    theme.FONT_SIZES["small"], theme.TEXT, (1020, 1005), shadow=True)
