"""The Codes table on screen: the row of coins, the bag, the seat cards, the
status line, the secret note, the mascot, the cursor and targets, the action
wheel and the prompts.

`Row` is the geometry (where coins and gaps are, what lies under a pointer).
`Coins` is the picture of the coins that the event animations move; between
animations it is made to agree with the rules' view, so the screen can
never drift. `CodesTable.draw` only reads: the scene, its view, its controls.
Pictures that change rarely (the felt, the note, the seat cards) are cached
layers keyed by what they show.
"""
from __future__ import annotations

import dataclasses
import functools
import math
from typing import TYPE_CHECKING, Any

import pygame

from game.input.intents import ALT, DOWN, LEFT, MOUSE, RIGHT, UP
from game.rules.codes import GuessChar
from game.rules.codes.text import secret_codes
from game.rules.codes.places import COIN, GAP, Place, put_down, shown
from game.rules.codes.state import GENTLE_TURNS
from game.ui import theme
from game.ui.anim import Anim
from game.ui.assets import image, text
from game.ui.badges import draw_shape
from game.ui.layers import Layer
from game.ui.prompts import device_family, draw_prompt, prompt_parts
from game.ui.seat_bar import SeatBar, SeatCard
from game.ui.widgets import Menu, draw_text, wrap

from .coins import Bag, CoinSprite, coin_face, tick_mark

if TYPE_CHECKING:
    from .scene import CodesScene

W, H = 1920, 1080
SEAT_BAR = pygame.Rect(20, 8, 1880, 150)
FELT = pygame.Rect(250, 250, 1650, 430)
ROW_Y = 440
ROW_LEFT, ROW_RIGHT = 320, 1860
BAG_CENTER = (135, 440)
SECRET = pygame.Rect(24, 700, 800, 300)
SIDE = pygame.Rect(850, 700, 540, 300)
LOG = pygame.Rect(1416, 700, 484, 300)
HINT_TIME = 0.45         # a bot's chosen coins glow this long before it acts
WHEEL = (("Flip", UP), ("Swap", LEFT), ("Move", RIGHT), ("Replace", DOWN))


@functools.lru_cache(maxsize=128)
def _wrapped(words: str, size: int, width: int) -> tuple[str, ...]:
    return tuple(wrap(words, size, width))


# ---------------------------------------------------------------------------- geometry
class Row:
    """Where the n coins of the table code lie. A *target* is a half-position
    along the row: even 2g is the gap before place g, odd 2i+1 is coin i."""

    def __init__(self, n: int):
        self.n = n
        self.spacing = min(212.0, (ROW_RIGHT - ROW_LEFT) / n)
        self.size = int(min(170, self.spacing * 0.82))
        mid = (ROW_LEFT + ROW_RIGHT) / 2
        self.slots = [mid + (i - (n - 1) / 2) * self.spacing for i in range(n)]

    def slot_xy(self, i: int) -> tuple[float, float]:
        return self.slots[i], ROW_Y

    def gap_x(self, g: int) -> float:
        if g <= 0:
            return self.slots[0] - self.spacing / 2
        if g >= self.n:
            return self.slots[-1] + self.spacing / 2
        return (self.slots[g - 1] + self.slots[g]) / 2

    def target_x(self, t: int) -> float:
        return self.slots[(t - 1) // 2] if t % 2 else self.gap_x(t // 2)

    @staticmethod
    def place(t: int) -> Place:
        return (COIN, (t - 1) // 2) if t % 2 else (GAP, t // 2)

    @staticmethod
    def target(place: Place) -> int:
        kind, k = place
        return 2 * k + 1 if kind == COIN else 2 * k

    def coin_at(self, pos) -> int | None:
        x, y = pos
        if abs(y - ROW_Y) > self.size * 0.6:
            return None
        for i, sx in enumerate(self.slots):
            if abs(x - sx) <= self.size * 0.5:
                return i
        return None

    def drop_target(self, pos) -> int | None:
        """The target under a dragged coin, or None (outside the row)."""
        x, y = pos
        if abs(y - ROW_Y) > self.size * 1.1 or x < self.gap_x(0) - self.spacing or \
                x > self.gap_x(self.n) + self.spacing:
            return None
        i = min(range(self.n), key=lambda k: abs(x - self.slots[k]))
        if abs(x - self.slots[i]) <= self.size * 0.32:
            return 2 * i + 1
        return 2 * sum(1 for sx in self.slots if sx < x)


# ---------------------------------------------------------------------------- the coins
class Coins:
    """The coins on screen and the bag: what the event animations move."""

    def __init__(self, row: Row):
        self.row = row
        self.sprites: list[CoinSprite] = []
        self.bag = Bag(BAG_CENTER, 190)
        self.hint: tuple[tuple[int, ...], int] | None = None  # (places, seat) a bot picked
        self.glow = False

    def chars(self) -> list[str]:
        return [s.char for s in self.sprites]

    def sync(self, table: list[dict], force: bool = False) -> None:
        """Make the coins on screen agree with the rules' table."""
        if force or len(table) != len(self.sprites) or any(
                s.char != c["shows"] for s, c in zip(self.sprites, table)):
            self.sprites = [CoinSprite(c["shows"]) for c in table]
        for i, (s, c) in enumerate(zip(self.sprites, table)):
            known = c.get("known")
            s.other = None
            if known:  # both sides seen: show the other one small (an option)
                suit, _, value = known.partition(":")
                s.other = value if s.char == suit else suit
            s.x, s.y = self.row.slot_xy(i)
            s.squash, s.scale, s.visible, s.lift = 1.0, 1.0, True, 0.0
            s.glow = s.glow if self.glow else 0.0

    def pulse(self, clock: float) -> None:
        if self.glow:
            for s in self.sprites:
                s.glow = 0.6 + 0.4 * math.sin(clock * 5)

    def put(self, pos: int, sprite: CoinSprite) -> None:
        while len(self.sprites) <= pos:
            self.sprites.append(CoinSprite("null", visible=False))
        self.sprites[pos] = sprite

    def permute(self, perm: list[int]) -> None:
        if len(self.sprites) == len(perm):
            self.sprites = [self.sprites[i] for i in perm]

    def lay_at(self, i: int, x: float, y: float) -> None:
        """Coin i is where a player put it down: the animation of the move starts there."""
        if i < len(self.sprites):
            self.sprites[i].x, self.sprites[i].y = x, y

    def hint_anim(self, spots: tuple[int, ...], seat: int) -> Anim:
        def start() -> None:
            self.hint = (spots, seat)

        def done() -> None:
            self.hint = None
        return Anim(HINT_TIME, start=start, done=done, sound="tick")


@dataclasses.dataclass(frozen=True)
class Note:
    """Everything the secret note shows (the key of its cached picture)."""
    seat: int | None
    title: str
    edge: tuple[int, int, int]
    code: tuple[str | None, ...] | None
    chars: tuple[str, ...]
    phase: str
    over: bool
    memory: bool
    coop: bool
    secret_length: int
    nobody: str           # what the note says while every code is hidden


# ---------------------------------------------------------------------------- drawing
class CodesTable:
    def __init__(self, scene: CodesScene):
        self.scene = scene
        v = scene.view(None)
        self.row = Row(v["code_length"])
        self.coins = Coins(self.row)
        self.show_both = bool(v.get("options", {}).get("show_both"))
        self.felt = Layer((W, H), self._paint_felt, alpha=False)
        self.note = Layer(SECRET.size, self._paint_note)
        self.seat_bar = SeatBar(SEAT_BAR, self._seat_detail, self._seat_tick)
        self.felt.surface(self._felt_key())  # paint now, not in the first frame
        for ch in v.get("chars") or ():
            coin_face(ch, self.row.size)

    def update(self) -> None:
        s = self.scene
        if not s.anim.busy:
            self.coins.sync(s.view()["table"])
        # idle decoration (this glow, the turn arrow, the cursor's bob, the mascot)
        # runs on the app's idle clock: it rests when nobody touches anything, so
        # a table that waits for a human settles into a still screen (no CPU)
        self.coins.pulse(s.app.show_time)

    def draw(self, surf: pygame.Surface) -> None:
        s, v = self.scene, self.scene.shown_view()  # the story so far, not the future
        c = s.controls
        self.felt.blit(surf, self._felt_key())
        self.draw_bag(surf, v)
        self.draw_seat_bar(surf, v)
        self.draw_status(surf, v)
        self.draw_targets(surf)
        self.draw_coins(surf)
        self.draw_cursor(surf)
        if v["phase"] == "guess" and c.side is not None:
            self.draw_guess(surf, v)
        else:
            self.note.blit(surf, self._note_key(v), SECRET.topleft)
        if c.side is not None:
            self.draw_side(surf, c.side)
        else:
            self.draw_mascot(surf, v)
        if c.popup is not None:
            c.popup.draw(surf, show_focus=False)
        if c.wheel is not None:
            self.draw_wheel(surf, c.wheel)
        self.draw_prompts(surf, v)

    def shown_turn(self, v: dict) -> int:
        """Whose turn the screen shows: the animated action's seat until it has played."""
        s = self.scene
        return s.animating_seat if s.animating_seat is not None else v["turn"]

    # -- the felt, drawn once
    def _felt_key(self) -> tuple:
        return (self.row.n, self.scene.app.settings.colour_blind,
                tuple(self.scene.view().get("my_positions") or ()))

    def _paint_felt(self, s: pygame.Surface, key: tuple) -> None:
        _, _, mine = key
        row = self.row
        s.fill(theme.BG)
        for y in range(0, H, 6):  # a soft vertical gradient
            k = y / H
            pygame.draw.rect(s, (int(20 + 14 * k), int(52 - 18 * k), int(40 - 12 * k)), (0, y, W, 6))
        pygame.draw.rect(s, (0, 0, 0), FELT.move(8, 10), border_radius=60)
        pygame.draw.rect(s, (118, 74, 38), FELT.inflate(24, 24), border_radius=66)
        pygame.draw.rect(s, (36, 110, 70), FELT, border_radius=56)
        pygame.draw.rect(s, (46, 128, 82), FELT.inflate(-40, -40), border_radius=44)
        ny = ROW_Y + row.size // 2 + 34
        for i, x in enumerate(row.slots):
            col = theme.ACCENT if i in mine else (220, 235, 220)
            draw_text(s, str(i + 1), 36, col, (int(x), ny))
            if i in mine:
                draw_shape(s, "star", (int(x) + 30, ny), 12, theme.ACCENT)
        # the pen points at the end of the code, so everyone reads it the same way
        py = ny + 50
        x0, x1 = int(row.gap_x(0)) + 10, int(row.gap_x(row.n)) - 10
        pygame.draw.rect(s, (0, 0, 0), (x0 + 4, py - 9, x1 - x0 - 40, 22), border_radius=11)
        pygame.draw.rect(s, (40, 90, 200), (x0, py - 13, x1 - x0 - 40, 26), border_radius=12)
        pygame.draw.rect(s, (90, 150, 240), (x0 + 8, py - 9, x1 - x0 - 60, 7), border_radius=4)
        pygame.draw.rect(s, (200, 200, 210), (x0, py - 13, 34, 26), border_radius=6)
        pygame.draw.polygon(s, (235, 200, 150), [(x1 - 42, py - 13), (x1 - 42, py + 13), (x1, py)])
        pygame.draw.polygon(s, (40, 30, 30), [(x1 - 14, py - 4), (x1 - 14, py + 4), (x1, py)])
        draw_text(s, "read this way", 24, (200, 225, 205), ((x0 + x1) // 2, py + 32))
        draw_text(s, "the bag", 28, theme.MUTED, (BAG_CENTER[0], BAG_CENTER[1] - 125))

    def draw_bag(self, surf: pygame.Surface, v: dict) -> None:
        self.coins.bag.draw(surf)
        n = v["bag_count"]
        draw_text(surf, f"{n} coin{'s' if n != 1 else ''} inside", 28, theme.TEXT,
                  (BAG_CENTER[0], BAG_CENTER[1] + 120), shadow=True)

    # -- seats
    def _seat_detail(self, seat: int) -> str:
        v = self.scene.view()
        tags = []
        if v.get("teams") is not None:
            tags.append(f"Team {'ABCD'[v['teams'][seat]]}")
        if v["mode"] == "coop_guess":
            tags.append(f"{int(v['points'][seat])} pts")
        sig = (v.get("signals") or [None] * v["players"])[seat]
        if sig and sig.get("of"):
            tags.append(f"{sig['right']} of {sig['of']} right")
        if v["phase"] == "memorize" and seat in (v.get("ready") or ()):
            tags.append("knows it")
        return " \u00b7 ".join(tags)

    @staticmethod
    def _seat_tick(bar: pygame.Surface, seat: int, r: pygame.Rect, lit: bool, signals) -> None:
        sig = signals[seat] if signals else None
        if sig:  # coop: a tick when all of this seat's places are right
            right, of = sig
            tick_mark(bar, (r.right - 26, r.bottom - 26), 16, right == of)

    def draw_seat_bar(self, surf: pygame.Surface, v: dict) -> None:
        s = self.scene
        n = v["players"]
        turn = self.shown_turn(v)
        winners = v.get("winners") or ()
        cards = [SeatCard(s.seat_name(k), s.bot_label(k) if s.is_bot(k) else "Player",
                          out=k in v["out"], won=k in winners) for k in range(n)]
        signals = tuple((g["right"], g["of"]) if g and g.get("of") else None
                        for g in v.get("signals") or ())
        self.seat_bar.draw(surf, cards, () if v["over"] else (turn,),
                           s.app.settings.colour_blind, signals)
        if not v["over"]:
            acting = sorted(s.state.to_act()) if v["phase"] == "memorize" else [turn]
            for k in acting:
                self.seat_bar.draw_arrow(surf, k, n, s.app.show_time)
        if s.thinking_seat is not None:
            self.seat_bar.draw_thinking(surf, s.thinking_seat, n, s.app.show_time)

    # -- the line under the seats
    def draw_status(self, surf: pygame.Surface, v: dict) -> None:
        s = self.scene
        y = 196
        turn = self.shown_turn(v)
        name = s.seat_name(turn)
        if v["over"]:
            winners = v.get("winners") or []
            if winners:
                who = " and ".join(s.seat_name(k) for k in winners)
                msg = f"{who} {'win' if len(winners) > 1 else 'wins'}! The table shows the code!"
            else:
                msg = "Nobody wins this time."
            frame = int(s.app.show_time * 4) % 2
            surf.blit(image(f"monkey/cheer_{frame}", (120, 120)), (300, 140))
            draw_text(surf, msg, 52, theme.ACCENT, (1075, y), shadow=True)
            return
        if v["phase"] == "memorize":
            msg = "Look at your secret code and remember it!"
        elif s.animating_seat is not None:
            msg = f"{name}'s move"
        elif s.thinking_seat is not None or (s.is_bot(turn) and not s.anim.busy):
            msg = f"{name} is thinking\u2026"
        elif v["phase"] == "guess":
            msg = f"{name} is guessing the whole code!"
        else:
            me = s.controller()
            if me is not None and (s.controls.held is not None or s.controls.drag.moving):
                msg = "Now choose where it goes!"
            elif me is not None and not s.hot_seat and len(s.humans) == 1:
                msg = "Your turn! Pick a coin."
            else:
                msg = f"{name}'s turn"
            if v["actions_per_turn"] > 1 and v["actions_left"] == 1 and v["phase"] == "play":
                msg += " \u2014 one more action, or Done"
        draw_text(surf, msg, 46, s.seat_colour(turn) if v["phase"] != "memorize" else theme.TEXT,
                  (1075, y), shadow=True)
        # "of N" only under a round limit the players chose: the safety stop
        # (200 rounds) is no part of the game a child plays
        limit = s.state.max_rounds
        draw_text(surf, f"Round {v['round']}" + (f" of {limit}" if limit else ""), 28,
                  theme.MUTED, (1880, y), anchor="midright")
        if v.get("restricted"):
            r = pygame.Rect(0, 0, 700, 46)
            r.center = (1180, FELT.bottom + 4)
            pygame.draw.rect(surf, (255, 236, 170), r, border_radius=23)
            pygame.draw.rect(surf, (200, 140, 20), r, width=3, border_radius=23)
            draw_text(surf, f"Gentle start: Flip or Replace only "
                      f"(turn {v['turn_number']} of {GENTLE_TURNS})", 26, theme.INK, r.center)

    # -- coins and targets
    def held_coin(self) -> tuple[int, float, float, float] | None:
        """(coin, x, y, lift) of the coin a player holds in the air, if any."""
        s, c = self.scene, self.scene.controls
        if s.anim.busy:
            return None
        if c.held is not None and c.held < len(self.coins.sprites):
            return c.held, self.row.target_x(c.target), ROW_Y, 60 + 6 * math.sin(s.app.show_time * 6)
        src, pos = c.drag.dragging, c.drag.pos
        if src is not None and pos is not None and src < len(self.coins.sprites):
            return src, pos[0], pos[1], 20.0
        return None

    def sprite(self, i: int) -> CoinSprite:
        """Coin i as drawn now: hovered coins rise a little (between animations)."""
        sp = self.coins.sprites[i]
        c = self.scene.controls
        if c.hover == i and not c.drag.active and c.held != i and not self.scene.anim.busy:
            return dataclasses.replace(sp, lift=8.0)
        return sp

    def draw_coins(self, surf: pygame.Surface) -> None:
        s = self.scene
        size = self.row.size
        if not self.coins.sprites and s.view(None)["phase"] == "memorize":
            draw_text(surf, "The coins come out of the bag when everyone knows their code.",
                      34, (200, 230, 205), (FELT.centerx, ROW_Y))
        held = self.held_coin()
        hint = self.coins.hint
        for i in range(len(self.coins.sprites)):
            if held is not None and held[0] == i:
                continue
            sp = self.sprite(i)
            if hint and i in hint[0]:
                pygame.draw.circle(surf, s.seat_colour(hint[1]), (int(sp.x), int(sp.y)),
                                   int(size * 0.62), 10)
            sp.draw(surf, size)
            if sp.other and self.show_both and sp.visible and sp.squash > 0.95 and sp.lift < 1:
                small = coin_face(sp.other, max(24, size // 4))
                surf.blit(small, small.get_rect(center=(int(sp.x + size * 0.42),
                                                         int(sp.y - size * 0.42))))
        if held is not None:
            i, x, y, lift = held
            dataclasses.replace(self.coins.sprites[i], x=x, y=y, lift=lift).draw(surf, size)

    def draw_targets(self, surf: pygame.Surface) -> None:
        s, c, row = self.scene, self.scene.controls, self.row
        t: int | None
        if c.held is not None:
            src, t = c.held, c.target
        elif c.drag.dragging is not None and c.drag.pos is not None:
            src, t = c.drag.dragging, row.drop_target(c.drag.pos)
        else:
            return
        me = s.controller()
        col = s.seat_colour(me if me is not None else 0)
        x, y = row.slot_xy(src)  # where it came from
        pygame.draw.circle(surf, (255, 255, 255), (int(x), int(y)), int(row.size * 0.5), 4)
        if t is None:
            return
        act = put_down(src, row.place(t))
        tx = int(row.target_x(t))
        if t % 2:
            label = "swap" if act is not None else "put back"
            if act is not None:
                pygame.draw.circle(surf, theme.ACCENT, (tx, ROW_Y), int(row.size * 0.6), 10)
        else:
            label = "move here" if act is not None else "put back"
            if act is not None:
                bar = pygame.Rect(0, 0, 16, int(row.size * 1.1))
                bar.center = (tx, ROW_Y)
                pygame.draw.rect(surf, theme.ACCENT, bar, border_radius=8)
                tip = ROW_Y + row.size * 0.55
                pygame.draw.polygon(surf, theme.ACCENT, [(tx - 22, tip + 6), (tx + 22, tip + 6),
                                                         (tx, tip - 16)])
        tag = text(label, 34, theme.INK)
        r = tag.get_rect(center=(tx, ROW_Y - row.size // 2 - 96)).inflate(28, 14)
        pygame.draw.rect(surf, (255, 255, 255), r, border_radius=18)
        pygame.draw.rect(surf, col, r, width=4, border_radius=18)
        surf.blit(tag, tag.get_rect(center=r.center))

    def draw_cursor(self, surf: pygame.Surface) -> None:
        s, c, row = self.scene, self.scene.controls, self.row
        seat = s.controller()
        if seat is None or not self.coins.sprites or c.held is not None or c.drag.active:
            return
        col = s.seat_colour(seat)
        if c.selected is not None:
            x, y = row.slot_xy(c.selected)
            pygame.draw.circle(surf, col, (int(x), int(y)), int(row.size * 0.6), 8)
        if device_family(s.hint_device(s.controller())) == MOUSE:
            return
        x, y = row.slot_xy(min(c.cursor, len(self.coins.sprites) - 1))
        pygame.draw.circle(surf, col, (int(x), int(y)), int(row.size * 0.6), 8)
        bob = int(8 * math.sin(s.app.show_time * 5))
        hand = image("ui/cursor", (64, 64))
        surf.blit(hand, (int(x + row.size * 0.3) + bob // 2, int(y + row.size * 0.22) + bob))

    # -- the secret note
    def _note_key(self, v: dict) -> Note:
        s = self.scene
        seat = s.viewer
        if seat is None:
            title = "Secret codes are hidden"
        elif s.hot_seat or len(s.humans) != 1:
            title = f"{s.seat_name(seat)}'s secret code"
        else:
            title = "Your secret code"
        if v["mode"] != "compete" and seat is not None:
            title = title.replace("secret code", "part of the code")
        code = v.get("my_code")
        return Note(seat=seat, title=title,
                    edge=s.seat_colour(seat) if seat is not None else (140, 120, 90),
                    code=tuple(code) if code else None, chars=tuple(self.coins.chars()),
                    phase=v["phase"], over=v["over"], memory=bool(v.get("options", {}).get("memory")),
                    coop=v["mode"] != "compete", secret_length=v["secret_length"],
                    nobody=("Each player sees their own code on their turn." if s.humans
                            else "Only the bots know their codes. Watch and learn!"))

    def _paint_note(self, s: pygame.Surface, note: Note) -> None:
        r = s.get_rect()
        pygame.draw.rect(s, (0, 0, 0, 110), r.move(6, 8), border_radius=26)
        pygame.draw.rect(s, (255, 248, 214), r, border_radius=26)
        for y in range(110, r.h - 10, 44):  # ruled note paper
            pygame.draw.line(s, (190, 210, 235), (20, y), (r.w - 20, y), 2)
        pygame.draw.line(s, (235, 150, 150), (70, 8), (70, r.h - 8), 2)
        pygame.draw.rect(s, note.edge, r, width=6, border_radius=26)
        draw_text(s, note.title, 38, theme.INK, (90, 18), anchor="topleft")
        if note.seat is None:
            s.blit(image("ui/icon_eye_closed", (110, 110)), (r.centerx - 55, 110))
            draw_text(s, note.nobody, 26, theme.INK, (r.centerx, 250))
            return
        if not note.code:
            if note.memory and not note.over:
                draw_text(s, "Hidden! Do you remember it?", 32, theme.INK, (90, 80), anchor="topleft")
                self._note_row(s, (None,) * note.secret_length, note.chars, mark=False)
                draw_text(s, "If the table shows it, press \u201cThat's my code!\u201d", 26,
                          theme.INK, (r.centerx, r.h - 30))
            return
        if note.phase == "memorize":
            sub = "Remember it! It will be hidden soon."
        elif note.coop:
            sub = "You know the starred places. Make them right!"
        else:
            sub = "Make the table look like this!"
        draw_text(s, sub, 28, (90, 70, 50), (90, 66), anchor="topleft")
        self._note_row(s, note.code, note.chars, mark=note.phase != "memorize" and bool(note.chars))

    @staticmethod
    def _note_row(s: pygame.Surface, code, chars, mark: bool) -> None:
        r = s.get_rect()
        n = len(code)
        size = int(min(110, (r.w - 60) / max(1, n) * 0.86))
        step = (r.w - 60) / max(1, n)
        ticks = shown(code, chars) if mark else [False] * n  # green: the table shows it
        y = 118 + size // 2 + 8
        for i, ch in enumerate(code):
            x = int(30 + step * (i + 0.5))
            if ch is None:
                pygame.draw.circle(s, (215, 205, 180), (x, y), size // 2)
                pygame.draw.circle(s, (160, 145, 120), (x, y), size // 2, 4)
                draw_text(s, "?", int(size * 0.55), (120, 105, 85), (x, y))
            else:
                img = coin_face(ch, size)
                s.blit(img, img.get_rect(center=(x, y)))
            if n <= 8:
                draw_text(s, str(i + 1), 24, (120, 100, 80), (x, y + size // 2 + 16))
            if ticks[i]:
                tick_mark(s, (x + size // 2 - 8, y - size // 2 + 8), max(12, size // 6))

    def draw_guess(self, surf: pygame.Surface, v: dict) -> None:
        r = pygame.Rect(SECRET.x, SECRET.y, SECRET.w + SIDE.w + 26, SECRET.h)
        pygame.draw.rect(surf, (255, 248, 214), r, border_radius=26)
        pygame.draw.rect(surf, self.scene.seat_colour(v["turn"]), r, width=6, border_radius=26)
        draw_text(surf, "Your guess:", 36, theme.INK, (r.x + 24, r.y + 30), anchor="midleft")
        guess = v.get("guess") or []
        mine = dict(zip(range(v["code_length"]), v.get("my_code") or []))
        size = 72
        for i in range(v["code_length"]):
            x = r.x + 260 + i * (size + 14)
            y = r.y + 48
            if i < len(guess):
                surf.blit(coin_face(guess[i], size), (x, y - size // 2))
            else:
                pygame.draw.circle(surf, (215, 205, 180), (x + size // 2, y), size // 2)
                hint = mine.get(i)
                if hint:  # the places this player knows, faintly
                    faint = coin_face(hint, size).copy()
                    faint.set_alpha(90)
                    surf.blit(faint, (x, y - size // 2))
                if i == len(guess):
                    pygame.draw.circle(surf, theme.ACCENT, (x + size // 2, y), size // 2 + 4, 5)
        draw_text(surf, "Pick the pictures in order, from left to right. A wrong guess puts you out!",
                  28, (90, 70, 50), (r.x + 24, r.bottom - 40), anchor="midleft")

    # -- beside the note
    def mascot_words(self, v: dict) -> tuple[str, str]:
        """(monkey pose, sentence) for the space beside the secret note."""
        s = self.scene
        if v["over"]:
            return "cheer", "What a game!"
        turn = self.shown_turn(v)
        if s.animating_seat is not None:
            return "idle", f"Look what {s.seat_name(turn)} does!"
        if s.thinking_seat is not None or s.is_bot(turn):
            return "think", f"{s.seat_name(turn)} is thinking\u2026 watch which coin it picks!"
        if s.controller() is None:
            return "idle", f"Watch {s.seat_name(turn)}'s move!"
        if v.get("restricted"):
            return "wave", ("Gentle start! Turn a coin over (Flip), or swap it for a coin "
                            "from the bag (Replace).")
        if v["mode"] == "coop":
            return "wave", "Work together! Fix the starred places; every seat shows how many are right."
        if v.get("my_code"):
            return "wave", "Make the table match your note. A green tick means that coin is right!"
        return "wave", "Flip, swap, move or replace a coin."

    def draw_mascot(self, surf: pygame.Surface, v: dict) -> None:
        pose, words = self.mascot_words(v)
        frames = 2 if pose == "think" else 4
        frame = int(self.scene.app.show_time * 3) % frames
        surf.blit(image(f"monkey/{pose}_{frame}", (150, 150)), (SIDE.x, SIDE.y + 20))
        y = SIDE.y + 40
        for line in _wrapped(words, 30, SIDE.w - 170):
            draw_text(surf, line, 30, theme.TEXT, (SIDE.x + 160, y), anchor="topleft", shadow=True)
            y += 40

    def draw_side(self, surf: pygame.Surface, side: Menu) -> None:
        c = self.scene.controls
        fam = device_family(self.scene.hint_device(self.scene.controller()))
        show_focus = c.zone == "buttons" and fam != MOUSE
        for i, b in enumerate(side.buttons):
            b.draw(surf, show_focus and i == side.focus)
            if isinstance(b.data, GuessChar):
                sz = min(b.rect.h - 14, b.rect.w - 14)
                img = coin_face(b.data.char, sz)
                surf.blit(img, img.get_rect(center=b.rect.center))

    # -- the action wheel (pad and keyboard)
    def draw_wheel(self, surf: pygame.Surface, i: int) -> None:
        s, c, size = self.scene, self.scene.controls, self.row.size
        x, y = (int(k) for k in self.row.slot_xy(i))
        off = {UP: (0, -size * 0.5 - 56), DOWN: (0, size * 0.5 + 56),
               LEFT: (-size * 0.5 - 110, 0), RIGHT: (size * 0.5 + 110, 0)}
        fam = device_family(s.hint_device(s.controller()))
        surf.blit(_shade(size), _shade(size).get_rect(center=(x, y)))
        if i < len(self.coins.sprites):
            self.sprite(i).draw(surf, size)
        for n, (label, d) in enumerate(WHEEL):
            dx, dy = off[d]
            r = pygame.Rect(0, 0, 190, 70)
            r.center = (int(x + dx), int(y + dy))
            focused = n == c.wheel_focus
            pygame.draw.rect(surf, theme.ACCENT if focused else theme.PANEL, r, border_radius=22)
            pygame.draw.rect(surf, theme.PANEL_EDGE, r, width=4, border_radius=22)
            draw_text(surf, label, 36, theme.INK, r.center)
            if focused:
                g = "ui/pad_a" if fam == "pad" else "ui/key_enter"
                surf.blit(image(g, (44, 44)), (r.right - 22, r.y - 22))

    def draw_prompts(self, surf: pygame.Surface, v: dict) -> None:
        s, c = self.scene, self.scene.controls
        fam = device_family(s.hint_device(s.controller()))
        parts: list[Any]
        if s.controller() is None or v["over"]:
            parts = prompt_parts([("help", "help"), ("pause", "pause")], fam)
        elif v["phase"] != "play":
            parts = prompt_parts([("move", "choose"), ("confirm", "press")], fam)
        elif fam == MOUSE and v.get("restricted"):
            parts = [("img", "ui/mouse_left"), "Click a coin, then press Flip or Replace."]
        elif fam == MOUSE:
            parts = [("img", "ui/mouse_left"), "Click a coin to flip or replace it.  Drag it onto "
                     "a coin to swap, or between coins to move it."]
        elif c.wheel is not None:
            parts = prompt_parts([("move", "choose"), ("confirm", "do it"), ("back", "cancel")], fam)
        elif c.held is not None:
            parts = prompt_parts([("move", "choose where"), ("confirm", "drop it here"),
                                  ("back", "cancel")], fam)
        elif c.zone == "buttons":
            parts = prompt_parts([("move", "choose"), ("confirm", "press"),
                                  ("back", "back to the coins")], fam)
        else:
            parts = prompt_parts([("move", "choose a coin"), ("confirm", "pick it up"),
                                  (ALT, "flip / replace\u2026"),
                                  ("help", s.hinter.help_words())], fam)
        draw_prompt(surf, parts, 28, theme.TEXT, (960, 1046), shadow=True)


@functools.lru_cache(maxsize=8)
def _shade(size: int) -> pygame.Surface:
    """The dark disc behind the action wheel."""
    shade = pygame.Surface((int(size * 2.2), int(size * 2.2)), pygame.SRCALPHA)
    pygame.draw.circle(shade, (0, 0, 0, 120), shade.get_rect().center, int(size * 1.05))
    return shade


def draw_result(scene: CodesScene, surf: pygame.Surface, area: pygame.Rect) -> None:
    """The result screen's picture: every secret code and the final table, as
    coins (words are in the log): one row each, a winner's row marked."""
    v = scene.view(None)
    names = scene.names()
    winners = set(scene.state.winners())
    shared = bool((v.get("secrets") or {}).get("code"))
    rows: list[tuple[str, tuple, list, bool]] = [
        ("The secret code" if shared else f"{' & '.join(names[m] for m in seats)}'s code",
         theme.TEXT if shared else scene.seat_colour(seats[0]), list(code),
         any(m in winners for m in seats))
        for seats, code in secret_codes(v)]
    rows.append(("The table", theme.TEXT, [c["shows"] for c in v["table"]], False))
    row_h = min(100, area.h // max(1, len(rows)))
    longest = max(len(r[2]) for r in rows)
    size = int(min(row_h * 0.78, (area.w - 520) / max(1, longest) * 0.9))
    y = area.y + row_h // 2
    left = area.centerx - int(510 + longest * size * 1.1) // 2  # the block centred
    for label, colour, code, won in rows:
        draw_text(surf, label, theme.FONT_SIZES["body"], colour, (left + 470, y),
                  anchor="midright", shadow=True)
        x = left + 510
        for ch in code:
            if ch:
                surf.blit(coin_face(ch, size), (x, y - size // 2))
            else:
                pygame.draw.circle(surf, theme.MUTED, (x + size // 2, y), size // 2, 3)
            x += int(size * 1.1)
        if won:
            surf.blit(image("ui/icon_trophy", (size, size)), (x + 10, y - size // 2))
        y += row_h
