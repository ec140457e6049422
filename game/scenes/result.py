"""The end of a match: who won, the scores, and Play again / Menu; Watch
again and Save log (issue 23). A finished match is kept among the recent
matches (game/app/recent.py) as the screen opens.

The confetti is purely visual state of this scene, seeded from the match seed,
so a screenshot test sees the same picture every time.
"""
from __future__ import annotations

import functools
import logging
import math
import random
from dataclasses import dataclass
from typing import Any, Callable

import pygame

from game.app.scene import Scene
from game.app.seating import Seating
from game.core.match import Match
from game.input.intents import DEVICE_ADDED, DEVICE_REMOVED, Intent
from game.ui import theme
from game.ui.assets import image, text
from game.ui.widgets import Button, Menu, draw_text, panel

from game.core.seats import bot_name as bot_label
from game.ui.anim import pop_scale
from game.ui.badges import draw_badge
from game.ui.prompts import device_icon
from game.ui.widgets import backdrop, draw_menu

CONFETTI = 140
CONFETTI_TIME = 5.0   # seconds of falling confetti
GRAVITY = 260.0
ROW_BUTTON, ROW_GAP, ROW_MARGIN = 420, 26, 40   # the buttons along the bottom


@dataclass
class Bit:
    x: float
    y: float
    vx: float
    vy: float
    angle: float
    spin: float
    kind: int
    sway: float


@functools.lru_cache(maxsize=6 * 24)
def _confetti(kind: int, angle_step: int) -> pygame.Surface:
    return pygame.transform.rotate(image(f"ui/confetti_{kind}", (34, 34)), angle_step * 15)


def join_names(names: list[str]) -> str:
    if len(names) <= 1:
        return "".join(names)
    return ", ".join(names[:-1]) + " and " + names[-1]


log = logging.getLogger(__name__)


class ResultScene(Scene):
    def __init__(self, app, match: Match, seating: Seating, lines: list[str] | None = None,
                 picture: Callable[[pygame.Surface, pygame.Rect], None] | None = None,
                 nobody: str | None = None, won: str | None = None,
                 column: tuple[str, list[Any]] | None = None):
        super().__init__(app)
        self.nobody = nobody or "Nobody cracked it this time"   # the game's words for no winner
        self.won = won   # the game's own words for a win (None: "Red wins!")
        self.match = match
        self.seating = seating
        self.lines = list(lines or [])
        self.picture = picture  # the game's own drawing of how it ended, under the scores
        self.scores = list(match.state.scores())
        # a game whose scores mean nothing to a child names its own column
        # (Spank the Monkey: tower heights, not 0 / 1 / 0)
        self.column_title = "Score"
        if column is not None and len(column[1]) == len(self.scores):
            self.column_title, self.scores = column[0], list(column[1])
        self.winners = sorted(match.state.winners())
        self.age = 0.0
        self.rng = random.Random(match.setup.seed)
        self.bits: list[Bit] = []
        if self.winners:
            for _ in range(CONFETTI):
                self.bits.append(self._bit(start=True))
        self.kept = False
        y = 930
        # the first button has the focus; left to right on screen the row is
        # Watch again, Save log, Play again, (Try level N!,) Menu: Right from
        # Play again is still Menu (or the next level)
        buttons = [
            Button(pygame.Rect(0, y, 0, 120), "Play again", self.play_again,
                   icon="play", data="again"),
            Button(pygame.Rect(0, y, 0, 120), "Menu", self.to_menu, icon="back", data="menu"),
            Button(pygame.Rect(0, y, 0, 120), "Watch again", self.watch_again,
                   icon="eye", data="watch"),
            Button(pygame.Rect(0, y, 0, 120), "Save log", self.save_log,
                   icon="check", data="save_log"),
        ]
        from game.learn.levels import next_level
        self.next_level = next_level(match)  # issue 22: a child who won is shown the next level
        if self.next_level is not None:
            buttons.insert(0, Button(pygame.Rect(0, y, 0, 120),
                                     f"Try level {self.next_level}!", self.try_next_level,
                                     icon="star", data="next_level"))
        order = ["watch", "save_log", "again", "next_level", "menu"]
        row = sorted(buttons, key=lambda b: order.index(str(b.data)))
        w = min(ROW_BUTTON, (1920 - 2 * ROW_MARGIN - ROW_GAP * (len(row) - 1)) // len(row))
        x = (1920 - len(row) * w - ROW_GAP * (len(row) - 1)) // 2
        for b in row:
            b.rect = pygame.Rect(x, y, w, 120)
            x += w + ROW_GAP
        self.menu = Menu(buttons, sound=app.play)

    def _bit(self, start: bool = False) -> Bit:
        r = self.rng
        return Bit(x=r.uniform(0, 1920), y=r.uniform(-700, 300) if start else r.uniform(-80, -20),
                   vx=r.uniform(-60, 60), vy=r.uniform(60, 240), angle=r.uniform(0, 360),
                   spin=r.uniform(-240, 240), kind=r.randrange(6), sway=r.uniform(0, 6.28))

    # ------------------------------------------------------------------ model
    @property
    def cb(self) -> bool:
        return bool(self.app.settings.colour_blind)

    def humans_all_lost(self) -> bool:
        """True when people played and none of them won (bots did, or nobody)."""
        seats = self.seating.seats
        humans = [i for i, s in enumerate(seats) if s.human]
        return bool(humans) and not any(w in humans for w in self.winners)

    def headline(self) -> str:
        if not self.winners:
            return self.nobody
        if self.won:
            return self.won
        names = [theme.seat_name(w, self.cb) for w in self.winners]
        if len(names) == 1:
            return f"{names[0]} wins!"
        return f"{join_names(names)} win together!"

    def enter(self) -> None:
        self.app.play("lose" if self.humans_all_lost() else "win")
        self.keep()

    def keep(self) -> None:
        """Keep the finished match to watch again from the title screen's
        Matches; a folder that cannot be written is a toast, never a crash."""
        if self.kept or not self.match.over or self.seating.watching:
            return      # a match watched again is kept already, or was deleted on purpose
        self.kept = True
        try:
            from game.app import recent
            msg = recent.keep(self.match.record)
        except Exception as exc:   # keeping is a kindness: the result screen comes first
            log.warning("keeping the match failed: %r", exc)
            msg = "This match could not be kept to watch again."
        if msg:
            self.app.toast(msg)

    def watch_again(self) -> None:
        from game.theatre.launch import open_record
        open_record(self.app, self.match.record, finished=True)

    def save_log(self) -> None:
        self.app.open("save_log", record=self.match.record)

    def play_again(self) -> None:
        from game.app.launch import restart
        restart(self.app, self.match, self.seating)

    def to_menu(self) -> None:
        self.app.to_menu()

    def try_next_level(self) -> None:
        from game.learn.levels import open_lobby_at
        assert self.next_level is not None
        open_lobby_at(self.app, self.match.setup.game, self.next_level)

    # ------------------------------------------------------------------ input / update
    def handle(self, intent: Intent) -> None:
        if intent.kind in (DEVICE_ADDED, DEVICE_REMOVED):
            return
        self.menu.handle(intent)

    def animating(self) -> bool:
        return any(b.y < 1120 for b in self.bits)  # confetti still falling

    def update(self, dt: float) -> None:
        self.age += dt
        k = dt * self.app.settings.animation_speed
        for b in self.bits:
            b.vy = min(b.vy + GRAVITY * k * 0.35, 320)
            b.x += (b.vx + 40 * math.sin(self.age * 3 + b.sway)) * k
            b.y += b.vy * k
            b.angle = (b.angle + b.spin * k) % 360
            if b.y > 1120 and self.age < CONFETTI_TIME:
                nb = self._bit()
                b.x, b.y, b.vx, b.vy, b.angle, b.spin, b.kind, b.sway = (
                    nb.x, nb.y, nb.vx, nb.vy, nb.angle, nb.spin, nb.kind, nb.sway)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        t = self.app.show_time  # the monkeys rest when nobody plays
        backdrop(surf, 90)
        sad = not self.winners
        frame = int(t * 6) % 4
        monkey = f"monkey/think_{frame % 2}" if sad else f"monkey/cheer_{frame}"
        hop = 0 if sad else int(abs(math.sin(t * 5)) * 26)
        surf.blit(image(monkey, (270, 270)), (30, 50 - hop))
        surf.blit(image(monkey, (270, 270)) if sad else
                  pygame.transform.flip(image(monkey, (270, 270)), True, False),
                  (1620, 50 - (0 if sad else int(abs(math.sin(t * 5 + 1.5)) * 26))))
        for b in self.bits:
            if -40 < b.y < 1120:
                img = _confetti(b.kind, int(b.angle // 15) % 24)
                surf.blit(img, img.get_rect(center=(int(b.x), int(b.y))))
        self.draw_headline(surf)
        self.draw_table(surf)
        y = self.table_rect().bottom + 50
        drawn = False
        if self.picture is not None:
            try:
                self.picture(surf, pygame.Rect(160, y - 20, 1600, 900 - y))
                drawn = True
            except Exception as exc:  # the words below say the same
                log.debug("result picture failed: %r", exc)
        for line in () if drawn else self.lines:
            if y > 890:
                break
            draw_text(surf, line, theme.FONT_SIZES["body"], theme.TEXT, (960, y), shadow=True)
            y += 44
        draw_menu(surf, self.menu, t)

    def draw_headline(self, surf: pygame.Surface) -> None:
        s = pop_scale(self.age - 0.1, self.app.settings.animation_speed)
        if s <= 0.05:
            return
        size = theme.FONT_SIZES["title"]
        if not self.winners or self.won:
            draw_text(surf, self.headline(), size, theme.TEXT, (960, 150), shadow=True)
            return
        # each winner's name in their own colour
        parts: list[tuple[str, tuple]] = []
        names = [theme.seat_name(w, self.cb) for w in self.winners]
        for k, (w, n) in enumerate(zip(self.winners, names)):
            if k and k == len(names) - 1:
                parts.append((" and ", theme.TEXT))
            elif k:
                parts.append((", ", theme.TEXT))
            parts.append((n, theme.seat_colour(w, self.cb)))
        parts.append((" wins!" if len(names) == 1 else " win together!", theme.TEXT))
        imgs = [(text(p, size, (0, 0, 0)), text(p, size, c)) for p, c in parts]
        total = sum(i.get_width() for _, i in imgs)
        line = pygame.Surface((total + 4, imgs[0][1].get_height() + 4), pygame.SRCALPHA)
        x = 0
        for sh, im in imgs:
            line.blit(sh, (x + 3, 3))
            line.blit(im, (x, 0))
            x += im.get_width()
        if s != 1:
            line = pygame.transform.smoothscale(
                line, (max(1, int(line.get_width() * s)), max(1, int(line.get_height() * s))))
        surf.blit(line, line.get_rect(center=(960, 150)))

    def row_height(self) -> int:
        n = len(self.scores)
        return 84 if n <= 4 else 64 if n <= 6 else 56

    def table_rect(self) -> pygame.Rect:
        box = pygame.Rect(0, 0, 1000, 70 + len(self.scores) * self.row_height() + 30)
        box.midtop = (960, 250)
        return box

    def draw_table(self, surf: pygame.Surface) -> None:
        n = len(self.scores)
        row_h = self.row_height()
        box = self.table_rect()
        panel(surf, box)
        draw_text(surf, "Player", theme.FONT_SIZES["body"], (120, 100, 80),
                  (box.x + 150, box.y + 48), anchor="midleft")
        draw_text(surf, self.column_title, theme.FONT_SIZES["body"], (120, 100, 80),
                  (box.right - 90, box.y + 48), anchor="midright")
        for i, score in enumerate(self.scores):
            cy = box.y + 80 + i * row_h + row_h // 2
            seat = self.seating.seats[i] if i < len(self.seating.seats) else None
            won = i in self.winners
            if won:
                hl = pygame.Rect(box.x + 24, cy - row_h // 2 + 4, box.w - 48, row_h - 8)
                pygame.draw.rect(surf, (255, 230, 150), hl, border_radius=20)
            draw_badge(surf, i, (box.x + 90, cy), row_h - 14, self.cb,
                       pop_scale(self.age - 0.3 - 0.12 * i, self.app.settings.animation_speed))
            name = theme.seat_name(i, self.cb)
            who = name if seat is None or seat.human else f"{name} — {bot_label(seat.kind)}"
            size = theme.FONT_SIZES["large"] if n <= 4 else theme.FONT_SIZES["body"]
            r = draw_text(surf, who, size, theme.INK, (box.x + 150, cy), anchor="midleft")
            icon = "ui/icon_bot" if seat is not None and not seat.human else \
                device_icon(seat.device if seat is not None else None)
            surf.blit(image(icon, (48, 48)), (r.right + 16, cy - 24))
            if won:
                surf.blit(image("ui/icon_trophy", (56, 56)), (box.right - 260, cy - 28))
            draw_text(surf, f"{score:g}" if isinstance(score, float) else str(score), size,
                      theme.INK, (box.right - 90, cy), anchor="midright")
