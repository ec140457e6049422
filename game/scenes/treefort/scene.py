"""The Treefort Nations match scene: the board (board_view.py) on the left,
whose turn, the scores, the die, what to do and the action buttons on the
right (panel below), the log under them. Input is controls.py; what each
event shows is story.py; the words come from the rules' text.py.

Nothing on a Treefort table is secret, so there is never a curtain: with two
humans on one screen each takes their turn on their own device, and every
view is the whole table.
"""
from __future__ import annotations

import logging
import math
from functools import partial

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.grid import Cell
from game.core.seats import SYSTEM
from game.input.intents import HELP, MOUSE, Intent
from game.rules.treefort import TreefortState
from game.scenes.match_scene import MatchScene
from game.ui import theme
from game.ui.anim import call
from game.ui.assets import font
from game.ui.badges import draw_badge
from game.ui.prompts import device_family
from game.ui.widgets import draw_text, fit_size, wrap

from . import hints, lens, pieces, story
from .board_view import BoardView, glow_squares, outline_cells
from .controls import BUTTONS_TOP, ActionButton, Controls, hint_items
from .geometry import LOG, PANEL, Geometry, geometry_for

log = logging.getLogger(__name__)

ROW_H = 38          # a score row: its numbers are 28-30 px
PROMPT_SIZE = 26


class TreefortScene(MatchScene):
    public_actions = True
    log_rect = LOG
    log_size = 22
    bubble_pos = (740, 540)
    coach_rect = pygame.Rect(240, 806, 1000, 250)  # a lesson's coach: under the board, beside no square

    @property
    def state(self) -> TreefortState:
        st = self.match.state
        assert isinstance(st, TreefortState)
        return st

    def on_start(self, fresh: bool) -> None:
        self.draw_failures = 0
        self.shown_step = 0      # counts the changes of the shown table (begin, reveal, end)
        self.fx = story.Fx()
        self.shot_plans: dict[int, story.ShotPlan] = {}
        self.geo: Geometry = geometry_for(self.view(None))
        cb = self.app.settings.colour_blind
        self.board_view = BoardView(self.seat_colour, self.seat_shape, cb)
        self._palette = cb
        self.controls = Controls(self)

    # ------------------------------------------------------------------ the rules, shown
    def queue_events(self, seat, action, events, was=None, told=None) -> None:
        """Each event's line is told once its picture has played, and the table
        (board, header, scores) shows the match after the action once the last
        picture that changes it has played: see story.STORY."""
        events = list(events)
        try:
            before = was.view(None) if was is not None else self.view(None)
            story.prepare(self, events, before)
        except Exception as exc:  # a picture must never stop the match
            log.warning("could not plan the animations: %r", exc)
        per_event = [list(self.animate_event(ev, seat, action) or ()) for ev in events]
        lines = [self.teller.event_line(ev) for ev in events]
        if not any(per_event):
            self.teller.tell([told] + lines)
            self.anim.add(call(partial(story.after_batch, self)))   # the buttons wait a frame
            return
        after = self.state.clone()   # the table as it is once this action has played
        last = max((i for i, a in enumerate(per_event) if a and events[i].kind in story.CHANGES),
                   default=-1)

        def begin() -> None:
            self.animating_seat = None if seat == SYSTEM else seat
            self._shown, self._shown_views = was, {}
            self.shown_step += 1
            self.teller.tell([told])     # the decision itself (a brace), before its outcome

        def reveal() -> None:
            story.after_batch(self)
            self._shown, self._shown_views = after, {}
            self.shown_step += 1

        def end() -> None:
            self.animating_seat = None
            self._shown = None
            self.shown_step += 1
            story.after_batch(self)

        if not self.anim.busy:           # no frame may show the outcome before its picture
            self._shown, self._shown_views = was, {}
            self.shown_step += 1
        self.anim.add(call(begin))
        waiting: list = []
        for i, (line, anims) in enumerate(zip(lines, per_event)):
            waiting.append(line)
            if not anims:
                continue
            for a in anims:
                self.anim.add(a)
            if i == last:
                self.anim.add(call(reveal))
            self.anim.add(call(partial(self.teller.tell, waiting)))
            waiting = []
        self.anim.add(call(partial(self.teller.tell, waiting)))
        self.anim.add(call(end))

    def animate_event(self, ev: Event, seat: int | None, action: Action | None) -> list:
        return story.animate(self, ev, seat)

    def describe_action(self, seat: int, action: Action, before: dict) -> str | None:
        """Every action but a brace is told by its events, with their numbers."""
        if action.to_json().get("kind") != "brace":
            return None
        return self.spec.describe_action(action.to_json(), dict(before, names=self.names()), seat)

    def result_lines(self) -> list[str]:
        v = self.view(None)
        lines = []
        order = sorted(range(v["players"]), key=lambda s: -v["scores"][s])
        for s in order:
            sq = v["scores"][s]
            out = " (out)" if s in v["out"] else ""
            lines.append(f"{self.seat_name(s)}: {sq} fort square{'s' if sq != 1 else ''}{out}")
        return lines

    def result_picture(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """The final board with every fort outlined in its controller's colour, and
        the score beside it."""
        v = self.view(None)
        side = 300
        board_area = pygame.Rect(area.x, area.y, area.w - side, area.h)
        geo = geometry_for(v, board_area)
        view = BoardView(self.seat_colour, self.seat_shape, self.app.settings.colour_blind)
        layer = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        view.draw(layer, geo, v, ("result", self.version))
        view.draw_labels(layer)
        surf.blit(layer, board_area, board_area)
        y = area.y + 10
        for line in self.result_lines():
            seat = next((s for s in range(v["players"]) if line.startswith(self.seat_name(s))),
                        None)
            if seat is not None:
                draw_badge(surf, seat, (area.right - side + 34, y + 18), 34,
                           self.app.settings.colour_blind)
            draw_text(surf, line, fit_size(line, 28, side - 70, 22), theme.TEXT,
                      (area.right - side + 60, y + 18), anchor="midleft", shadow=True,
                      role="secondary")
            y += 44

    # ------------------------------------------------------------------ life
    def on_input(self, seat: int | None, intent: Intent) -> bool:
        return self.controls.handle(seat, intent)

    def on_update(self, dt: float) -> None:
        if self.app.settings.colour_blind != self._palette:
            self._palette = self.app.settings.colour_blind
            self.board_view = BoardView(self.seat_colour, self.seat_shape, self._palette)
        self.fx.simulate()
        self.controls.update()

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

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surf: pygame.Surface) -> None:
        try:
            self._draw(surf)
        except Exception as exc:  # never a traceback in front of a player
            self.draw_failures += 1
            if self.draw_failures < 4:
                log.exception("drawing treefort failed: %r", exc)
            surf.fill(theme.BG)

    def _draw(self, surf: pygame.Surface) -> None:
        v = self.shown_view(None)
        fx = self.fx
        shown = (self.version, self.shown_step)     # the board layers follow what is shown
        self.board_view.draw(surf, self.geo, v, shown, fx.hide_key())
        for draw in list(fx.sprites):
            draw(surf)
        for mid, (x, y, riding) in fx.moving.items():
            m = next((m for m in v["monkeys"] if m["id"] == mid), None)
            if m is not None:
                r = pygame.Rect(0, 0, self.geo.size, self.geo.size)
                r.center = (int(x), int(y))
                self.board_view.monkey(surf, r, dict(m, riding=riding))
        if fx.aim is not None:
            self._draw_aim(surf, *fx.aim)
        self._draw_thinking(surf, v)
        if not self.anim.busy:
            self._draw_choices(surf)
        self.board_view.draw_labels(surf)
        if not self.anim.busy:
            spot = self.lens_cell()
            if spot is not None:
                lens.draw(surf, self.geo, spot, lens.square_words(v, spot, self.names()))
        self._draw_panel(surf, v)

    def lens_cell(self) -> Cell | None:
        """The square the player is looking at: under the pointer, or the cursor
        of a keyboard or pad on the board."""
        c = self.controls
        if c.me() is None or c.mode == "platform":     # the piece itself shows its squares
            return None
        if c.pointer:
            return c.hover
        return c.cursor if c.zone == "board" else None

    def _draw_thinking(self, surf: pygame.Surface, v: dict) -> None:
        """The monkey taken up this turn, ringed in its colour."""
        cur = v.get("current")
        if cur is None or cur in self.fx.moving:
            return
        m = next((m for m in v["monkeys"] if m["id"] == cur), None)
        if m is None:
            return
        r = self.geo.rect(m["cell"])
        k = 0.5 + 0.5 * math.sin(self.clock * 5)
        pygame.draw.rect(surf, theme.ACCENT, r.inflate(6 + int(4 * k), 6 + int(4 * k)), 4,
                         border_radius=8)

    def _draw_aim(self, surf: pygame.Surface, a, b, words: str) -> None:
        _dashed(surf, (255, 240, 160), a, b, 4)
        pygame.draw.circle(surf, (255, 80, 60), (int(b[0]), int(b[1])), self.geo.size // 2, 4)
        draw_text(surf, words, 28, (255, 250, 220), (int(b[0]), int(b[1]) - self.geo.size),
                  shadow=True)

    def _draw_choices(self, surf: pygame.Surface) -> None:
        c = self.controls
        me = c.me()
        if me is None:
            return
        col = self.seat_colour(me)
        geo = self.geo
        targets = c.targets()
        sit = c.situation()
        if c.mode == "platform":
            cells = c.placed()
            why = c.piece_refusal()
            good = why is None
            shade = pygame.Surface((geo.size, geo.size), pygame.SRCALPHA)
            shade.fill((80, 220, 90, 120) if good else (230, 60, 50, 120))
            rects = [geo.rect(x) for x in cells if x in geo.cells]
            if rects:
                pieces.draw_platform(surf, rects, None, controller_colour=col if good else None)
            for r in rects:
                surf.blit(shade, r)
            outline_cells(surf, geo, [x for x in cells if x in geo.cells],
                          (90, 240, 100) if good else (250, 70, 60), 4)
        elif sit == "monkey" and c.mode == "attack":
            cur = c.builder()
            if cur is not None:
                a = geo.centre(cur["cell"])
                for t in targets:
                    _dashed(surf, (255, 255, 255), a, geo.centre(t), 2)
                glow_squares(surf, geo, targets, (255, 90, 70), self.clock)
                if c.cursor in targets:
                    _dashed(surf, (255, 220, 60), a, geo.centre(c.cursor), 5)
        elif targets:
            glow_squares(surf, geo, targets, (255, 236, 120) if sit != "brace" else col,
                         self.clock)
            if sit == "walk":
                self._draw_path(surf)
            if sit == "brace":
                for mid in c.bracing:
                    m = c.monkey(mid)
                    if m:
                        pygame.draw.rect(surf, (90, 240, 100), geo.rect(m["cell"]).inflate(8, 8),
                                         5, border_radius=8)
        if c.zone == "board" and c.cursor is not None and not c.pointer:
            r = geo.rect(c.cursor).inflate(8, 8)
            k = int(3 * (1 + math.sin(self.clock * 6)))
            pygame.draw.rect(surf, (20, 20, 20), r.inflate(k + 4, k + 4), 3, border_radius=10)
            pygame.draw.rect(surf, theme.ACCENT, r.inflate(k, k), 4, border_radius=10)

    def _draw_path(self, surf: pygame.Surface) -> None:
        c = self.controls
        spot = c.hover if c.pointer else c.cursor
        walks = c.walks().get(spot) if spot is not None else None
        if not walks:
            return
        cur = c.builder()
        if cur is None:
            return
        pts = [self.geo.centre(cur["cell"])] + [self.geo.centre(p) for p in walks[0].path]
        for p in pts[1:]:
            pygame.draw.circle(surf, (255, 255, 255), (int(p[0]), int(p[1])), 6)
        if len(pts) > 1:
            pygame.draw.lines(surf, (255, 255, 255), False, pts, 3)

    # ------------------------------------------------------------------ the side panel
    def _draw_panel(self, surf: pygame.Surface, v: dict) -> None:
        pygame.draw.rect(surf, theme.BG, PANEL, border_radius=18)
        n = v["players"]
        # a brace waits for the defender; once it is given, the shot is the shooter's
        asking = bool(v.get("pending")) and not self.anim.busy
        turn = v["pending"]["defender"] if asking else v["turn"]
        y = PANEL.y + 14
        # whose turn, and the die
        if not v["over"]:
            draw_badge(surf, turn, (PANEL.x + 40, y + 34), 60, self.app.settings.colour_blind)
            who = self.seat_name(turn)
            head = f"{who}'s turn" if not asking else f"{who}: brace?"
            phase = {"coins": "Planting trees", "monkeys": "Placing monkeys"}.get(
                v["phase"], f"Turn {v['turns'] + 1}")
            if v["phase"] == "play" and v.get("quiet_turns", 0) >= max(1, 5 * len(
                    [s for s in range(n) if s not in v["out"]])):
                phase += " · quiet"
            width = PANEL.w - 80 - 96
            if self.is_bot(turn):   # the bot's name goes under: the header stays clear of the die
                label = self.bot_label(turn)
                phase = next((w for w in (f"{label} · {phase}", f"bot · {phase}")
                              if font(22).size(w)[0] <= width), label)
            draw_text(surf, head, fit_size(head, 40, width, 28), self.seat_colour(turn),
                      (PANEL.x + 80, y + 22), anchor="midleft", shadow=True)
            draw_text(surf, phase, fit_size(phase, 24, width, 22), theme.MUTED,
                      (PANEL.x + 80, y + 58), anchor="midleft", role="secondary")
        die = self.fx.die if self.fx.die is not None else v.get("roll")
        if die:
            r = pygame.Rect(PANEL.right - 84, y, 70, 70)
            if self.fx.die_spinning:
                r = r.move(int(4 * math.sin(self.clock * 40)), 0)
            pieces.draw_die(surf, r, int(die))
        y += 92
        # the scores: fort squares, monkeys, lumber (what a player decides on: 28 px)
        draw_text(surf, "wood", 22, theme.MUTED, (PANEL.x + 300, y + 2), anchor="midright",
                  role="secondary")
        draw_text(surf, "forts", 22, theme.MUTED, (PANEL.right - 12, y + 2), anchor="midright",
                  role="secondary")
        y += 14
        for s in range(n):
            row = pygame.Rect(PANEL.x + 6, y, PANEL.w - 12, ROW_H - 2)
            if s == turn and not v["over"]:
                pygame.draw.rect(surf, (60, 96, 74), row, border_radius=8)
            draw_badge(surf, s, (row.x + 18, row.centery), ROW_H - 6,
                       self.app.settings.colour_blind)
            monkeys = [m for m in v["monkeys"] if m["seat"] == s]
            name = self.seat_name(s)
            col = theme.MUTED if s in v["out"] else theme.TEXT
            draw_text(surf, name, fit_size(name, 24, 96, 22), col, (row.x + 38, row.centery),
                      anchor="midleft", role="secondary")
            if s in v["out"]:
                draw_text(surf, "out", 24, theme.BAD, (row.x + 170, row.centery), anchor="midleft",
                          role="secondary")
            else:
                mr = pygame.Rect(row.x + 136, row.y + 2, ROW_H - 6, ROW_H - 6)
                for m in monkeys:
                    pieces.draw_monkey(surf, mr, self.seat_colour(s), lumber=0,
                                       riding=bool(m["riding"]))
                    mr.x += ROW_H - 14
                wood = sum(m["lumber"] for m in monkeys)
                draw_text(surf, str(wood), 28, theme.TEXT if wood else theme.MUTED,
                          (row.x + 288, row.centery), anchor="midright")
            draw_text(surf, f"{v['scores'][s]}", 30, theme.ACCENT, (row.right - 8, row.centery),
                      anchor="midright")
            y += ROW_H
        # what to do now
        if not self.anim.busy and self.controls.me() is not None:
            for b in self.controls.menu.buttons:
                if isinstance(b, ActionButton):
                    b.active = self.controls.zone == "panel"
            self.controls.menu.draw(surf, show_focus=True)
        self._draw_prompt(surf, v, self.prompt_area())

    def prompt_area(self) -> pygame.Rect:
        """Between the scores and the buttons."""
        top = PANEL.y + 14 + 92 + 14 + ROW_H * self.view(None)["players"] + 10
        top = max(top, BUTTONS_TOP - 170)
        return pygame.Rect(PANEL.x + 10, top, PANEL.w - 20, BUTTONS_TOP - 8 - top)

    def prompt_words(self, v: dict) -> str:
        c = self.controls
        me = c.me()
        if v["over"]:
            return "The match is over!"
        if me is None:
            seat = v["pending"]["defender"] if v.get("pending") else v["turn"]
            return f"{self.seat_name(seat)} is thinking..." if self.is_bot(seat) else ""
        words = c.prompt()
        if c.mode == "attack" and c.cursor in c.targets():
            words = c.shot_words(c.cursor)[0]
        elif c.mode == "platform" and c.piece_name:
            from .controls import PIECE_WORDS
            words = f"{PIECE_WORDS.get(c.piece_name, '')}: {words}"
        return words

    def prompt_fit(self) -> tuple[list[str], int, int]:
        """The prompt's lines, their size (26 px, down to 22 when they would not
        fit above the key hints) and where the hints may start."""
        area = self.prompt_area()
        words = self.prompt_words(self.view(None))
        hinting = self._hinting()
        room = area.h - (hints.ROW if hinting else 0)
        for px in (28, PROMPT_SIZE, 24, 22):
            lines = wrap(words, px, area.w)
            if len(lines) * (px + 4) <= room:
                break
        return lines, px, area.y + len(lines) * (px + 4) + 4

    def _hinting(self) -> bool:
        me = self.controls.me()
        return me is not None and not self.anim.busy and \
            device_family(self.hint_device(me)) != MOUSE

    def hint_box(self) -> pygame.Rect:
        """Where the key hints go: the prompt area under the prompt's lines."""
        area = self.prompt_area()
        top = min(self.prompt_fit()[2], area.bottom)
        return pygame.Rect(area.x, top, area.w, area.bottom - top)

    def hint_rows(self) -> list[hints.HintRow]:
        """The key hints of the keyboard or pad at the controls (none for a mouse)."""
        if not self._hinting():
            return []
        fam = device_family(self.hint_device(self.controls.me()))
        items = [i for i in hint_items(self.controls) if i[0]]
        hinter = getattr(self, "hinter", None)
        if hinter is not None and self.controls.mode not in ("platform", "attack"):
            # H / Y: a child must know the hint button is there (not while placing a
            # piece or aiming, whose own keys fill the rows)
            items.append((HELP, hinter.help_words()))
        return hints.layout(items, fam, self.hint_box())

    def _draw_prompt(self, surf: pygame.Surface, v: dict, area: pygame.Rect) -> None:
        lines, px, _ = self.prompt_fit()
        yy = area.y
        for line in lines:
            draw_text(surf, line, px, theme.TEXT, (area.x, yy), anchor="topleft",
                      role="decide" if px >= 28 else "secondary", box=area)
            yy += px + 4
        hints.draw(surf, self.hint_rows())


def _dashed(surf: pygame.Surface, colour, a, b, width: int, dash: float = 14.0) -> None:
    length = math.dist(a, b)
    if length < 1:
        return
    n = max(1, int(length / dash))
    for i in range(0, n, 2):
        p = (a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n)
        q = (a[0] + (b[0] - a[0]) * min(n, i + 1) / n, a[1] + (b[1] - a[1]) * min(n, i + 1) / n)
        pygame.draw.line(surf, colour, p, q, width)


def _cell(c) -> Cell:
    return Cell(int(c[0]), int(c[1]))
