"""The Codes table: big coins in a row, the bag, your secret note, and the
four actions by mouse / touch (click, drag) or pad / keyboard (cursor, pick
up and drop, action wheel).

The coins on screen (`self.sprites`) are a picture of the table that the
event animations move; whenever nothing is animating they are checked
against the rules' view and corrected, so the screen can never drift.
"""
from __future__ import annotations

import functools
import math
from typing import Any

import pygame

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.input.intents import (ALT, BACK, CONFIRM, DOWN, LEFT, MOUSE, NEXT, POINT, PREV, PRESS,
                                RELEASE, RIGHT, UP, Intent)
from game.rules.codes import (Claim, EndTurn, Flip, GuessCancel, GuessChar, GuessStart, Move,
                              Ready, Replace, Swap)
from game.rules.codes.coins import CHAR_NAMES
from game.scenes.match_scene import MatchScene
from game.ui.anim import Anim, Later, call, wait
from game.ui.badges import draw_badge, draw_shape
from game.ui.prompts import device_family, draw_prompt, prompt_parts
from game.ui import theme
from game.ui.assets import image, text
from game.ui.widgets import Button, Menu, draw_text, wrap

from .coins import (Bag, CoinSprite, coin_face, flip_anim, into_bag_anim, out_of_bag_anim,
                    slide_anim, tick_mark)

W, H = 1920, 1080
SEAT_BAR = pygame.Rect(20, 8, 1880, 150)
FELT = pygame.Rect(250, 250, 1650, 430)
ROW_Y = 440
ROW_LEFT, ROW_RIGHT = 320, 1860
BAG_CENTER = (135, 440)
SECRET = pygame.Rect(24, 700, 800, 300)
SIDE = pygame.Rect(850, 700, 540, 300)
LOG = pygame.Rect(1416, 700, 484, 300)
TAP_SLOP = 14            # pixels a press may wander and still be a click
HINT_TIME = 0.45         # a bot's chosen coins glow this long before it acts
WHEEL = (("Flip", UP), ("Swap", LEFT), ("Move", RIGHT), ("Replace", DOWN))


@functools.lru_cache(maxsize=128)
def _wrapped(words: str, size: int, width: int) -> tuple[str, ...]:
    return tuple(wrap(words, size, width))


def char_word(ch: str) -> str:
    """'a sun', 'an ace', 'arms', 'a blank'."""
    name = CHAR_NAMES.get(ch, ch)
    if name == "arms":
        return "arms"
    return ("an " if name[0] in "aeiou8" else "a ") + name


def code_words(code) -> str:
    return "  ".join(CHAR_NAMES.get(c, c) if c else "?" for c in code)


class CodesScene(MatchScene):
    public_actions = True
    log_rect = LOG
    log_size = 25
    bubble_pos = (1075, 268)

    # ------------------------------------------------------------------ set-up
    def on_start(self, fresh: bool) -> None:
        v = self.view(None)
        self.L: int = v["code_length"]
        spacing = min(212.0, (ROW_RIGHT - ROW_LEFT) / self.L)
        self.size = int(min(170, spacing * 0.82))
        self.spacing = spacing
        mid = (ROW_LEFT + ROW_RIGHT) / 2
        self.slots = [mid + (i - (self.L - 1) / 2) * spacing for i in range(self.L)]
        self.bag = Bag(BAG_CENTER, 190)
        self.sprites: list[CoinSprite] = []
        self.cursor = 0
        self.held: int | None = None          # pad/keyboard: the coin picked up
        self.hold_mode = "any"                # any | swap | move
        self.target = 0                       # half-position: even = gap, odd = coin
        self.wheel: int | None = None         # coin with the action wheel open
        self.wheel_focus = 0
        self.selected: int | None = None      # mouse: clicked coin with Flip / Replace
        self.drag: dict[str, Any] | None = None
        self.hover: int | None = None
        self.zone = "coins"                   # or "buttons"
        self.hint: tuple[tuple[int, ...], int] | None = None
        self.glow = False
        self.show_both = bool(v.get("options", {}).get("show_both"))
        self._static: pygame.Surface | None = None
        self._static_key: Any = None
        self._seatbar: pygame.Surface | None = None
        self._seatbar_key: Any = None
        self._secret: pygame.Surface | None = None
        self._secret_key: Any = None
        self.popup: Menu | None = None
        self.side: Menu | None = None
        self._side_key: Any = None
        self.static_layer()  # warm the caches now, not in the first frame
        for ch in v.get("chars") or ():
            coin_face(ch, self.size)
        if fresh:
            # deal the opening table from the bag, coin by coin
            for ev in self.match.opening_events:
                for a in self.animate_event(ev, None, None) or ():
                    self.anim.add(a)
        else:
            self.sync_sprites(force=True)

    # ------------------------------------------------------------------ geometry
    def slot_xy(self, i: int) -> tuple[float, float]:
        return self.slots[i], ROW_Y

    def gap_x(self, g: int) -> float:
        if g <= 0:
            return self.slots[0] - self.spacing / 2
        if g >= self.L:
            return self.slots[-1] + self.spacing / 2
        return (self.slots[g - 1] + self.slots[g]) / 2

    def target_x(self, t: int) -> float:
        return self.slots[(t - 1) // 2] if t % 2 else self.gap_x(t // 2)

    def coin_at(self, pos) -> int | None:
        x, y = pos
        if abs(y - ROW_Y) > self.size * 0.6:
            return None
        for i, sx in enumerate(self.slots):
            if abs(x - sx) <= self.size * 0.5:
                return i
        return None

    def drop_target(self, pos) -> int | None:
        """Half-position under a dragged coin, or None (outside the row)."""
        x, y = pos
        if abs(y - ROW_Y) > self.size * 1.1 or x < self.gap_x(0) - self.spacing or \
                x > self.gap_x(self.L) + self.spacing:
            return None
        i = min(range(self.L), key=lambda k: abs(x - self.slots[k]))
        if abs(x - self.slots[i]) <= self.size * 0.32:
            return 2 * i + 1
        g = sum(1 for sx in self.slots if sx < x)
        return 2 * g

    # ------------------------------------------------------------------ model helpers
    def table_chars(self) -> list[str]:
        return [c["shows"] for c in self.view()["table"]]

    def shown_turn(self, v: dict) -> int:
        """Whose turn the screen shows: the animated action's seat until it has played."""
        return self.animating_seat if self.animating_seat is not None else v["turn"]

    def holds_secret(self, seat: int) -> bool:
        code = self.view(seat).get("my_code")
        return bool(code) and any(c is not None for c in code)

    def sync_sprites(self, force: bool = False) -> None:
        """Make the coins on screen agree with the rules' table."""
        v = self.view()
        table = v["table"]
        if force or len(table) != len(self.sprites) or any(
                s.char != c["shows"] for s, c in zip(self.sprites, table)):
            self.sprites = [CoinSprite(c["shows"]) for c in table]
        for i, (s, c) in enumerate(zip(self.sprites, table)):
            known = c.get("known")
            s.other = None
            if known:
                suit, _, value = known.partition(":")
                s.other = value if s.char == suit else suit
            if self.drag is not None and self.drag.get("moving") and self.drag["src"] == i:
                continue
            s.x, s.y = self.slot_xy(i)
            s.squash, s.scale, s.visible = 1.0, 1.0, True
            s.lift = 26.0 if (self.held == i) else 8.0 if self.hover == i and self.drag is None else 0.0
            s.glow = s.glow if self.glow else 0.0

    def _put(self, pos: int, sprite: CoinSprite) -> None:
        while len(self.sprites) <= pos:
            self.sprites.append(CoinSprite("null", visible=False))
        self.sprites[pos] = sprite

    def _permute(self, perm) -> None:
        if len(self.sprites) == len(perm):
            self.sprites = [self.sprites[i] for i in perm]

    # ------------------------------------------------------------------ events -> animations
    def animate_event(self, ev: Event, seat: int | None, action: Action | None) -> list[Anim]:
        k = ev.kind
        bot = seat is not None and self.is_bot(seat)
        out: list[Anim] = []
        if bot and k in ("flip", "swap", "move", "replace"):
            spots = {"flip": ("pos",), "replace": ("pos",), "swap": ("a", "b"),
                     "move": ("src",)}[k]
            out.append(self._hint_anim(tuple(ev[f] for f in spots), seat))
        if k == "table_draw":
            sp = CoinSprite(ev["shows"], visible=False)
            pos = ev["pos"]
            out.append(Later(lambda: [self.bag.wiggle_anim(0.3),
                                      out_of_bag_anim(sp, self.bag.center, self.slot_xy(pos), 0.45),
                                      call(lambda: self._put(pos, sp))]))
        elif k == "table_redraw":
            out.append(Later(lambda: [into_bag_anim(s, self.bag.center, 0.5) for s in self.sprites]))
            out.append(self.bag.wiggle_anim(0.4))
            out.append(call(lambda: self.sprites.clear()))
            out.append(call(lambda: self.say("The first coins matched somebody's secret code, "
                                             "so they went back for a new deal!")))
        elif k == "flip":
            pos, after = ev["pos"], ev["after"]
            out.append(Later(lambda: flip_anim(self.sprites[pos], after)))
        elif k == "swap":
            a, b = ev["a"], ev["b"]
            out.append(Later(lambda: [
                slide_anim(self.sprites[a], self.slot_xy(b), 0.5, arc=110, sound="swap"),
                slide_anim(self.sprites[b], self.slot_xy(a), 0.5, arc=-40)]))
            perm = list(range(self.L))
            perm[a], perm[b] = perm[b], perm[a]
            out.append(call(lambda: self._permute(perm)))
        elif k == "move":
            src, dst = ev["src"], ev["dst"]
            perm = list(range(self.L))
            perm.insert(dst, perm.pop(src))

            def slide_all() -> list[Anim]:
                anims = [slide_anim(self.sprites[src], self.slot_xy(dst), 0.6, arc=130,
                                    sound="slide")]
                for new_i, old_i in enumerate(perm):
                    if old_i != src and old_i != new_i:
                        anims.append(slide_anim(self.sprites[old_i], self.slot_xy(new_i), 0.45))
                return anims
            out.append(Later(slide_all))
            out.append(call(lambda: self._permute(perm)))
        elif k == "replace":
            pos = ev["pos"]
            sp = CoinSprite(ev["shows"], visible=False)
            out.append(Later(lambda: into_bag_anim(self.sprites[pos], self.bag.center, 0.45)))
            out.append(self.bag.wiggle_anim(0.45))
            out.append(call(lambda: self._put(pos, sp)))
            out.append(Later(lambda: out_of_bag_anim(sp, self.bag.center, self.slot_xy(pos), 0.55)))
        elif k == "claim":
            name = self.seat_name(ev["seat"])
            out.append(call(lambda: self.say(f"{name} says: \u201cThe table shows my code!\u201d",
                                             ev["seat"])))
            out.append(wait(1.2))
            verdict = (f"Yes! It really is {name}'s code!" if ev["correct"] else
                       f"Oh no, that is not {name}'s code. {name} is out, but can keep watching.")
            out.append(call(lambda: self.say(verdict, ev["seat"]),
                            sound="win" if ev["correct"] else "error"))
            out.append(wait(1.0))
        elif k == "guess":
            name = self.seat_name(ev["seat"])
            said = code_words(ev["chars"])
            verdict = (f"{name} guessed {said} \u2014 right! {ev['points']} points!" if ev["correct"]
                       else f"{name} guessed {said} \u2014 not quite. {name} is out.")
            out.append(call(lambda: self.say(verdict, ev["seat"]),
                            sound="win" if ev["correct"] else "error"))
            out.append(wait(1.2))
        elif k == "memorized":
            out.append(call(lambda: self.say("Everyone knows their code. Let's play!")))
        elif k == "turn" and bot is False and seat is not None:
            out.append(wait(0.1))
        return out

    def _hint_anim(self, spots: tuple[int, ...], seat: int) -> Anim:
        def start() -> None:
            self.hint = (spots, seat)

        def done() -> None:
            self.hint = None
        return Anim(HINT_TIME, start=start, done=done, sound="tick")

    # ------------------------------------------------------------------ words
    def describe_action(self, seat: int, action: Action, before: dict) -> str | None:
        if isinstance(action, (Flip, Swap, Move, Replace, GuessChar)):
            return None  # told by the events, with what came out
        from game.rules.codes import describe
        names = [self.seat_name(i) for i in range(before.get("players", 0))]
        return describe(action.to_json(), dict(before, names=names), seat)

    def describe_event(self, ev: Event) -> str | None:
        k = ev.kind
        name = self.seat_name(ev["seat"]) if "seat" in ev.data and ev["seat"] is not None else ""
        if k == "flip":
            return f"{name} flipped coin {ev['pos'] + 1}: now it shows {char_word(ev['after'])}."
        if k == "swap":
            return f"{name} swapped coins {ev['a'] + 1} and {ev['b'] + 1}."
        if k == "move":
            return f"{name} moved coin {ev['src'] + 1} to place {ev['dst'] + 1}."
        if k == "replace":
            return (f"{name} put coin {ev['pos'] + 1} in the bag and drew "
                    f"{char_word(ev['shows'])}.")
        if k == "win":
            who = " and ".join(self.seat_name(s) for s in ev["seats"])
            return f"{who} {'win' if len(ev['seats']) > 1 else 'wins'}!"
        if k == "draw":
            return {"round_limit": "Out of rounds: nobody wins this time.",
                    "all_out": "Everyone is out: nobody wins this time."}.get(
                        ev.get("reason"), "Nobody wins this time.")
        if k == "out":
            return f"{name} is out." if ev.get("reason") not in ("claim", "guess") else None
        if k == "claim":
            return (f"{name} was right!" if ev["correct"]
                    else f"It wasn't {name}'s code: {name} is out.")
        if k == "table_redraw":
            return "The first coins matched a secret code: new coins were drawn."
        if k == "guess":
            said = code_words(ev["chars"])
            return (f"{name} guessed {said}: right! +{ev['points']} points." if ev["correct"]
                    else f"{name} guessed {said}: wrong, {name} is out.")
        return None

    def think_time(self, seat: int, legal: list[Action]) -> float:
        if legal == [Ready()]:
            return 0.1  # "I know my code" needs no show
        return super().think_time(seat, legal)

    def explain(self, seat: int, action: Action, exc: IllegalAction) -> str:
        from game.rules.codes.state import UNDO_REASON
        if exc.reason == UNDO_REASON:
            last = self.view(seat).get("last_action") or {}
            who = last.get("seat")
            name = "You" if who == seat else self.seat_name(who) if who is not None else "Someone"
            if (last.get("action") or {}).get("kind") == "flip":
                return (f"{name} just flipped that coin. You can't flip it straight back "
                        f"\u2014 try something else!")
            return (f"{name} just moved those coins. You can't put them straight back "
                    f"\u2014 try something else!")
        return exc.reason

    def curtain_message(self, seat: int) -> str:
        return f"{self.seat_name(seat)}'s turn! Everyone else, look away."

    def result_lines(self) -> list[str]:
        v = self.view(None)
        sec = v.get("secrets") or {}
        lines: list[str] = []
        if sec.get("codes"):
            seen = set()
            for s, code in enumerate(sec["codes"]):
                if code is None:
                    continue
                team = v["teams"][s] if v.get("teams") else None
                if team is not None:
                    if team in seen:
                        continue
                    seen.add(team)
                    names = " & ".join(self.seat_name(m) for m in range(v["players"])
                                       if v["teams"][m] == team)
                    lines.append(f"{names}'s code: {code_words(code)}")
                else:
                    lines.append(f"{self.seat_name(s)}'s code: {code_words(code)}")
        elif sec.get("code"):
            lines.append(f"The secret code was: {code_words(sec['code'])}")
        lines.append(f"The table showed: {code_words(self.table_chars())}")
        return lines

    def on_over(self) -> None:
        self.glow = True
        self.cancel_pick()

    def on_acted(self, seat: int, action: Action, events: list[Event]) -> None:
        self.cancel_pick()

    def on_viewer_changed(self) -> None:
        self._secret_key = None

    # ------------------------------------------------------------------ picking state
    def cancel_pick(self) -> None:
        self.held = None
        self.wheel = None
        self.selected = None
        self.popup = None
        self.drag = None

    def pick_up(self, i: int, mode: str = "any") -> None:
        self.held, self.hold_mode = i, mode
        self.wheel = None
        self.selected, self.popup = None, None
        self.target = 2 * i + 1
        self.app.play("tick")
        self.step_target(+1) if mode == "move" else None

    def valid_targets(self) -> list[int]:
        h = self.held
        if h is None:
            return []
        out = []
        for t in range(2 * self.L + 1):
            if t % 2:
                i = (t - 1) // 2
                if self.hold_mode != "move" or i == h:
                    out.append(t)
            else:
                g = t // 2
                if self.hold_mode != "swap" and g not in (h, h + 1):
                    out.append(t)
        return out

    def step_target(self, d: int) -> None:
        ts = self.valid_targets()
        if not ts:
            return
        if self.target not in ts:
            self.target = min(ts, key=lambda t: abs(t - self.target))
            return
        k = ts.index(self.target) + d
        if 0 <= k < len(ts):
            self.target = ts[k]
            self.app.play("hover")

    def action_for_target(self, h: int, t: int) -> Action | None:
        """What dropping coin `h` on half-position `t` means (None: put it back)."""
        if t % 2:
            i = (t - 1) // 2
            if i == h:
                return None
            return Swap(min(h, i), max(h, i))
        g = t // 2
        if g in (h, h + 1):
            return None
        return Move(h, g if g < h else g - 1)

    def try_act(self, seat: int | None, action: Action | None) -> bool:
        self.cancel_pick()
        if action is None:
            return False
        if seat is None:
            self.not_your_turn()
            return False
        if not self.ready:
            return False
        return self.act(seat, action)

    def not_your_turn(self) -> None:
        if self.match.over or self.bubble is not None:
            return
        turn = self.view(None)["turn"]
        if self.is_bot(turn):
            self.say(f"Wait a moment: {self.seat_name(turn)} is thinking.", turn, 2.0)
        else:
            self.say(f"It's {self.seat_name(turn)}'s turn.", turn, 2.0)

    # ------------------------------------------------------------------ buttons
    def side_buttons(self, seat: int | None) -> list[tuple[str, Action, str | None]]:
        """(label, action, icon) for the buttons beside the table."""
        if seat is None:
            return []
        v = self.view(seat)
        legal = self.legal(seat)
        if v["phase"] == "memorize":
            return [("I know my code!", Ready(), "check")] if Ready() in legal else []
        if v["phase"] == "guess":
            btns = [(CHAR_NAMES.get(ch, ch), GuessChar(ch), None) for ch in v["chars"]]
            return btns + [("Stop guessing", GuessCancel(), "back")]
        out = []
        if Claim() in legal:
            out.append(("That's my code!", Claim(), "star"))
        if GuessStart() in legal:
            out.append(("I know the code!", GuessStart(), "star"))
        if EndTurn() in legal:
            out.append(("Done", EndTurn(), "check"))
        return out

    def build_side(self) -> None:
        seat = self.controller()
        spec = self.side_buttons(seat)
        key = (seat, tuple(lbl for lbl, _, _ in spec), self.view(None)["phase"])
        if key == self._side_key:
            return
        self._side_key = key
        if not spec:
            self.side = None
            if self.zone == "buttons":
                self.zone = "coins"
            return
        buttons = []
        guessing = isinstance(spec[0][1], GuessChar)
        if guessing:
            chars = [sp for sp in spec if isinstance(sp[1], GuessChar)]
            bw = min(120, (SECRET.w + SIDE.w - 360) // max(1, len(chars)) - 12)
            for k, (label, act, icon) in enumerate(chars):
                r = pygame.Rect(SECRET.x + 24 + k * (bw + 12), SECRET.y + 110, bw, 110)
                buttons.append(Button(r, "", lambda a=act: self.press_side(a), size=28, data=act))
            for label, act, icon in spec:
                if not isinstance(act, GuessChar):
                    r = pygame.Rect(SIDE.right - 330, SECRET.y + 110, 320, 110)
                    buttons.append(Button(r, label, lambda a=act: self.press_side(a), icon=icon,
                                          size=34, data=act))
        else:
            bh = min(110, (SIDE.h - 20) // len(spec) - 14)
            for k, (label, act, icon) in enumerate(spec):
                r = pygame.Rect(SIDE.x + 10, SIDE.y + 10 + k * (bh + 14), SIDE.w - 20, bh)
                buttons.append(Button(r, label, lambda a=act: self.press_side(a), icon=icon,
                                      size=40, data=act))
        self.side = Menu(buttons, sound=self.app.play)
        if guessing or isinstance(spec[0][1], Ready):
            self.zone = "buttons"

    def press_side(self, action: Action) -> None:
        seat = self.controller()
        if seat is not None:
            self.try_act(seat, action)

    def build_popup(self, i: int) -> None:
        x = int(self.slots[i])
        y = int(ROW_Y - self.size / 2 - 62)
        bw, bh = 190, 74
        left = pygame.Rect(0, 0, bw, bh)
        right = pygame.Rect(0, 0, bw, bh)
        left.midright = (x - 6, y)
        right.midleft = (x + 6, y)
        shift = max(0, 20 - left.x) - max(0, right.right - (W - 20))
        left.x += shift
        right.x += shift
        self.popup = Menu([Button(left, "Flip", lambda: self.popup_act(Flip(i)), size=38,
                                  data="flip"),
                           Button(right, "Replace", lambda: self.popup_act(Replace(i)), size=38,
                                  data="replace")], focus=-1, sound=self.app.play)

    def popup_act(self, action: Action) -> None:
        self.try_act(self.controller(), action)

    # ------------------------------------------------------------------ input
    def on_input(self, seat: int | None, intent: Intent) -> bool:
        if intent.is_pointer:
            return self.on_pointer(seat, intent)
        k = intent.kind
        self.build_side()
        self.hover = None
        if self.zone == "buttons" and self.side is not None:
            return self.on_buttons_key(seat, k)
        if self.wheel is not None:
            return self.on_wheel_key(seat, k)
        if k in (LEFT, RIGHT, PREV, NEXT):
            d = -1 if k in (LEFT, PREV) else 1
            if self.held is not None:
                self.step_target(d)
            else:
                n = max(1, len(self.sprites) or self.L)
                self.cursor = (self.cursor + d) % n
                self.app.play("hover")
            self.selected, self.popup = None, None
            return True
        if k == DOWN:
            if self.held is None and self.side is not None:
                self.zone = "buttons"
                self.side.focus = 0
                self.app.play("hover")
            return True
        if k == UP:
            return True
        if k == CONFIRM:
            if seat is None:
                self.not_your_turn()
                return True
            if not self.ready:
                return True
            if self.view(None)["phase"] != "play":
                return True
            if self.held is None:
                self.pick_up(self.cursor)
            else:
                h, t = self.held, self.target
                self.held = None
                act = self.action_for_target(h, t)
                if act is None:
                    self.app.play("click")
                else:
                    self.try_act(seat, act)
                    self.cursor = (t - 1) // 2 if t % 2 else min(self.L - 1, h)
            return True
        if k == ALT:
            if seat is None:
                self.not_your_turn()
                return True
            if self.held is None and self.ready and self.view(None)["phase"] == "play":
                self.wheel, self.wheel_focus = self.cursor, 0
                self.app.play("click")
            return True
        if k == BACK:
            if self.held is not None or self.selected is not None:
                self.cancel_pick()
                self.app.play("click")
                return True
            return False
        return False

    def on_buttons_key(self, seat: int | None, k: str) -> bool:
        assert self.side is not None
        if k == BACK:
            if self.view(None)["phase"] == "guess":
                return False
            self.zone = "coins"
            return True
        if k == UP:
            before = self.side.focus
            self.side.move(0, -1)
            if self.side.focus == before and self.view(None)["phase"] == "play":
                self.zone = "coins"
            return True
        if k in (LEFT, RIGHT, DOWN):
            self.side.handle(Intent(k, "kbd"))
            return True
        if k == CONFIRM:
            if seat is None:
                self.not_your_turn()
                return True
            self.side.handle(Intent(CONFIRM, "kbd"))
            return True
        return k == ALT

    def on_wheel_key(self, seat: int | None, k: str) -> bool:
        i = self.wheel
        if k == BACK:
            self.wheel = None
            self.app.play("click")
            return True
        for n, (label, d) in enumerate(WHEEL):
            if k == d:
                self.wheel_focus = n
                self.app.play("hover")
                return True
        if k in (CONFIRM, ALT):
            label = WHEEL[self.wheel_focus][0]
            self.wheel = None
            if label == "Flip":
                self.try_act(seat, Flip(i))
            elif label == "Replace":
                self.try_act(seat, Replace(i))
            else:
                self.pick_up(i, "swap" if label == "Swap" else "move")
            return True
        return True

    def on_pointer(self, seat: int | None, intent: Intent) -> bool:
        k, pos = intent.kind, intent.pos
        self.build_side()
        if self.popup is not None and self.popup.handle(intent) and k != POINT:
            return True
        if self.side is not None and self.side.handle(intent):
            return True
        if self.wheel is not None and k == PRESS:
            self.wheel = None
        if k == POINT:
            self.hover = self.coin_at(pos) if seat is not None and self.ready else None
            if self.drag is not None:
                d = self.drag
                d["pos"] = pos
                if not d["moving"] and math.dist(pos, d["start"]) > TAP_SLOP:
                    d["moving"] = True
                    self.selected, self.popup = None, None
                    self.app.play("tick")
                if d["moving"] and d["src"] < len(self.sprites):
                    sp = self.sprites[d["src"]]
                    sp.x, sp.y, sp.lift = pos[0], pos[1], 20
            return True
        if k == PRESS:
            i = self.coin_at(pos)
            if i is None:
                if self.selected is not None or self.held is not None:
                    self.cancel_pick()
                return True
            if seat is None or not self.ready or self.view(None)["phase"] != "play":
                if seat is None:
                    self.not_your_turn()
                return True
            self.held = None
            self.drag = {"src": i, "start": pos, "pos": pos, "moving": False}
            return True
        if k == RELEASE:
            d, self.drag = self.drag, None
            if d is None:
                return True
            if d["moving"]:
                t = self.drop_target(d["pos"])
                act = self.action_for_target(d["src"], t) if t is not None else None
                if act is None:
                    self.app.play("click")
                    self.sync_sprites()
                else:
                    self.try_act(seat, act)
                return True
            i = d["src"]
            if self.selected == i:
                self.selected, self.popup = None, None
            else:
                self.selected = i
                self.cursor = i
                self.build_popup(i)
                self.app.play("tick")
            return True
        return False

    # ------------------------------------------------------------------ update
    def on_update(self, dt: float) -> None:
        if not self.anim.busy:
            self.sync_sprites()
        if self.glow:
            pulse = 0.6 + 0.4 * math.sin(self.clock * 5)
            for s in self.sprites:
                s.glow = pulse
        if self.held is not None and not self.anim.busy and self.held < len(self.sprites):
            sp = self.sprites[self.held]
            sp.x = self.target_x(self.target)
            sp.lift = 60 + 6 * math.sin(self.clock * 6)
        if self.controller() is None and (self.held is not None or self.wheel is not None):
            self.cancel_pick()
        self.build_side()

    # ------------------------------------------------------------------ drawing
    def draw_table(self, surf: pygame.Surface) -> None:
        v = self.view()
        surf.blit(self.static_layer(), (0, 0))
        self.draw_bag(surf, v)
        self.draw_seat_bar(surf, v)
        self.draw_status(surf, v)
        self.draw_targets(surf)
        self.draw_coins(surf)
        self.draw_cursor(surf)
        self.draw_secret(surf, v)
        if self.side is not None:
            self.draw_side(surf)
        else:
            self.draw_mascot(surf, v)
        if self.popup is not None:
            self.draw_popup(surf)
        if self.wheel is not None:
            self.draw_wheel(surf)
        self.draw_prompts(surf, v)

    def static_layer(self) -> pygame.Surface:
        key = (self.L, self.app.settings.colour_blind, tuple(self.my_places()))
        if self._static is not None and self._static_key == key:
            return self._static
        s = pygame.Surface((W, H)).convert() if pygame.display.get_surface() else pygame.Surface((W, H))
        s.fill(theme.BG)
        for y in range(0, H, 6):  # a soft vertical gradient, drawn once
            k = y / H
            pygame.draw.rect(s, (int(20 + 14 * k), int(52 - 18 * k), int(40 - 12 * k)), (0, y, W, 6))
        pygame.draw.rect(s, (0, 0, 0), FELT.move(8, 10), border_radius=60)
        pygame.draw.rect(s, (118, 74, 38), FELT.inflate(24, 24), border_radius=66)
        pygame.draw.rect(s, (36, 110, 70), FELT, border_radius=56)
        pygame.draw.rect(s, (46, 128, 82), FELT.inflate(-40, -40), border_radius=44)
        mine = set(self.my_places())
        ny = ROW_Y + self.size // 2 + 34
        for i, x in enumerate(self.slots):
            col = theme.ACCENT if i in mine else (220, 235, 220)
            draw_text(s, str(i + 1), 36, col, (int(x), ny))
            if i in mine:
                draw_shape(s, "star", (int(x) + 30, ny), 12, theme.ACCENT)
        # the pen: it points at the end of the code, so everyone reads it the same way
        py = ny + 50
        x0, x1 = int(self.gap_x(0)) + 10, int(self.gap_x(self.L)) - 10
        pygame.draw.rect(s, (0, 0, 0), (x0 + 4, py - 9, x1 - x0 - 40, 22), border_radius=11)
        pygame.draw.rect(s, (40, 90, 200), (x0, py - 13, x1 - x0 - 40, 26), border_radius=12)
        pygame.draw.rect(s, (90, 150, 240), (x0 + 8, py - 9, x1 - x0 - 60, 7), border_radius=4)
        pygame.draw.rect(s, (200, 200, 210), (x0, py - 13, 34, 26), border_radius=6)
        pygame.draw.polygon(s, (235, 200, 150), [(x1 - 42, py - 13), (x1 - 42, py + 13), (x1, py)])
        pygame.draw.polygon(s, (40, 30, 30), [(x1 - 14, py - 4), (x1 - 14, py + 4), (x1, py)])
        draw_text(s, "read this way", 24, (200, 225, 205), ((x0 + x1) // 2, py + 32))
        # labels that never change
        draw_text(s, "the bag", 28, theme.MUTED, (BAG_CENTER[0], BAG_CENTER[1] - 125))
        self._static, self._static_key = s, key
        return s

    def my_places(self) -> list[int]:
        v = self.view()
        return list(v.get("my_positions") or [])

    def draw_bag(self, surf: pygame.Surface, v: dict) -> None:
        self.bag.draw(surf)
        n = v["bag_count"]
        draw_text(surf, f"{n} coin{'s' if n != 1 else ''} inside", 28, theme.TEXT,
                  (BAG_CENTER[0], BAG_CENTER[1] + 120), shadow=True)

    # -- seats
    def draw_seat_bar(self, surf: pygame.Surface, v: dict) -> None:
        n = v["players"]
        cw = min(300, SEAT_BAR.w // n)
        x0 = SEAT_BAR.centerx - cw * n // 2
        turn = self.shown_turn(v)
        key = (n, turn, tuple(v["out"]), tuple(v["points"]), tuple(v.get("ready") or ()),
               str(v.get("signals")), self.app.settings.colour_blind, tuple(v.get("winners") or ()),
               v["phase"])
        if self._seatbar is None or self._seatbar_key != key:
            bar = pygame.Surface(SEAT_BAR.size, pygame.SRCALPHA)
            for s in range(n):
                r = pygame.Rect(x0 - SEAT_BAR.x + s * cw + 6, 18, cw - 12, SEAT_BAR.h - 22)
                self._draw_seat(bar, s, r, v, turn)
            self._seatbar, self._seatbar_key = bar, key
        surf.blit(self._seatbar, SEAT_BAR)
        # a bouncing arrow over whoever acts now
        if not v["over"]:
            acting = sorted(self.state.to_act())
            for s in acting if v["phase"] == "memorize" else [turn]:
                cx = x0 + s * cw + 58
                y = SEAT_BAR.y + 4 + int(6 * abs(math.sin(self.clock * 4)))
                pygame.draw.polygon(surf, theme.ACCENT, [(cx - 16, y), (cx + 16, y), (cx, y + 18)])
        ts = self.thinking_seat
        if ts is not None:
            frame = int(self.clock * 3) % 2
            cx = x0 + ts * cw + cw - 40
            surf.blit(image(f"monkey/think_{frame}", (70, 70)), (cx - 35, SEAT_BAR.y + 70))

    def _draw_seat(self, bar: pygame.Surface, s: int, r: pygame.Rect, v: dict, shown: int) -> None:
        cb = self.app.settings.colour_blind
        col = self.seat_colour(s)
        turn = s == shown and not v["over"]
        out = s in v["out"]
        won = s in (v.get("winners") or ())
        bg = (255, 250, 235, 235) if turn else (20, 40, 30, 200)
        pygame.draw.rect(bar, bg, r, border_radius=22)
        pygame.draw.rect(bar, col, r, width=5 if turn else 3, border_radius=22)
        small = r.w < 240
        badge = 64 if small else 84
        draw_badge(bar, s, (r.x + 12 + badge // 2, r.centery), badge, cb)
        ink = theme.INK if turn else theme.TEXT
        name_col = col if not turn else tuple(max(0, c - 40) for c in col)
        tx = r.x + badge + 18
        room = r.right - tx - (34 if cb else 10)
        name = self.seat_name(s)
        size = next((z for z in ((28, 24, 20) if small else (34, 30, 26))
                     if text(name, z, name_col).get_width() <= room), 20)
        draw_text(bar, name, size, name_col, (tx, r.y + 14), anchor="topleft")
        if cb:
            draw_shape(bar, self.seat_shape(s), (r.right - 24, r.y + 30), 12, col)
        sub = self.bot_label(s) if self.is_bot(s) else "Player"
        draw_text(bar, sub, 22 if small else 24, ink if not out else theme.MUTED, (tx, r.y + 54), anchor="topleft")
        tags = []
        if v.get("teams") is not None:
            tags.append(f"Team {'ABCD'[v['teams'][s]]}")
        if v["mode"] == "coop_guess":
            tags.append(f"{int(v['points'][s])} pts")
        sig = (v.get("signals") or [None] * v["players"])[s]
        if sig and sig.get("of"):
            tags.append(f"{sig['right']} of {sig['of']} right")
        if v["phase"] == "memorize" and s in (v.get("ready") or ()):
            tags.append("knows it")
        if tags:
            draw_text(bar, " \u00b7 ".join(tags), 22, ink, (tx, r.y + 84), anchor="topleft")
        if sig and sig.get("of"):
            good = sig["right"] == sig["of"]
            tick_mark(bar, (r.right - 26, r.bottom - 26), 16, good)
        if out:
            pygame.draw.line(bar, theme.BAD, (r.x + 18, r.y + 18), (r.x + 82, r.bottom - 18), 8)
            pygame.draw.line(bar, theme.BAD, (r.x + 82, r.y + 18), (r.x + 18, r.bottom - 18), 8)
            draw_text(bar, "OUT", 26, theme.BAD, (r.right - 40, r.y + 60))
        if won:
            bar.blit(image("ui/icon_trophy", (44, 44)), (r.right - 54, r.y + 40))

    # -- the line under the seats
    def draw_status(self, surf: pygame.Surface, v: dict) -> None:
        y = 196
        turn = self.shown_turn(v)
        name = self.seat_name(turn)
        if v["over"]:
            winners = v.get("winners") or []
            if winners:
                who = " and ".join(self.seat_name(s) for s in winners)
                msg = f"{who} {'win' if len(winners) > 1 else 'wins'}! The table shows the code!"
            else:
                msg = "Nobody wins this time."
            frame = int(self.clock * 4) % 2
            surf.blit(image(f"monkey/cheer_{frame}", (120, 120)), (300, 140))
            draw_text(surf, msg, 52, theme.ACCENT, (1075, y), shadow=True)
            return
        if v["phase"] == "memorize":
            msg = "Look at your secret code and remember it!"
        elif self.animating_seat is not None:
            msg = f"{name}'s move"
        elif self.thinking_seat is not None or (self.is_bot(turn) and not self.anim.busy):
            msg = f"{name} is thinking\u2026"
        elif v["phase"] == "guess":
            msg = f"{name} is guessing the whole code!"
        else:
            me = self.controller()
            if me is not None and (self.held is not None or (self.drag or {}).get("moving")):
                msg = "Now choose where it goes!"
            elif me is not None and not self.hot_seat and len(self.humans) == 1:
                msg = "Your turn! Pick a coin."
            else:
                msg = f"{name}'s turn"
            if v["actions_per_turn"] > 1 and v["actions_left"] == 1 and v["phase"] == "play":
                msg += " \u2014 one more action, or Done"
        draw_text(surf, msg, 46, self.seat_colour(turn) if v["phase"] != "memorize" else theme.TEXT,
                  (1075, y), shadow=True)
        draw_text(surf, f"Round {v['round']} of {v['max_rounds']}", 26, theme.MUTED,
                  (1880, y), anchor="midright")
        if v.get("restricted"):
            r = pygame.Rect(0, 0, 700, 46)
            r.center = (1180, FELT.bottom + 4)
            pygame.draw.rect(surf, (255, 236, 170), r, border_radius=23)
            pygame.draw.rect(surf, (200, 140, 20), r, width=3, border_radius=23)
            draw_text(surf, f"Gentle start: Flip or Replace only (turn {v['turn_number']} of 4)",
                      26, theme.INK, r.center)

    # -- coins and targets
    def draw_coins(self, surf: pygame.Surface) -> None:
        if not self.sprites and self.view(None)["phase"] == "memorize":
            draw_text(surf, "The coins come out of the bag when everyone knows their code.",
                      34, (200, 230, 205), (FELT.centerx, ROW_Y))
        lifted = None
        hint = set(self.hint[0]) if self.hint else set()
        for i, sp in enumerate(self.sprites):
            if (self.held == i) or (self.drag and self.drag.get("moving") and self.drag["src"] == i):
                lifted = sp
                continue
            if i in hint:
                pygame.draw.circle(surf, self.seat_colour(self.hint[1]), (int(sp.x), int(sp.y)),
                                   int(self.size * 0.62), 10)
            sp.draw(surf, self.size)
            if sp.other and self.show_both and sp.visible and sp.squash > 0.95 and sp.lift < 1:
                small = coin_face(sp.other, max(24, self.size // 4))
                surf.blit(small, small.get_rect(center=(int(sp.x + self.size * 0.42),
                                                         int(sp.y - self.size * 0.42))))
        if lifted is not None:
            lifted.draw(surf, self.size)

    def draw_targets(self, surf: pygame.Surface) -> None:
        src, t = None, None
        if self.held is not None:
            src, t = self.held, self.target
        elif self.drag and self.drag.get("moving"):
            src, t = self.drag["src"], self.drop_target(self.drag["pos"])
        if src is None:
            return
        col = self.seat_colour(self.controller() if self.controller() is not None else 0)
        # where it came from
        x, y = self.slot_xy(src)
        pygame.draw.circle(surf, (255, 255, 255), (int(x), int(y)), int(self.size * 0.5), 4)
        if t is None:
            return
        act = self.action_for_target(src, t)
        tx = int(self.target_x(t))
        if t % 2:
            if act is None:
                label = "put back"
            else:
                label = "swap"
                pygame.draw.circle(surf, theme.ACCENT, (tx, ROW_Y), int(self.size * 0.6), 10)
        else:
            label = "move here" if act is not None else "put back"
            if act is not None:
                bar = pygame.Rect(0, 0, 16, int(self.size * 1.1))
                bar.center = (tx, ROW_Y)
                pygame.draw.rect(surf, theme.ACCENT, bar, border_radius=8)
                pygame.draw.polygon(surf, theme.ACCENT, [(tx - 22, ROW_Y + self.size * 0.55 + 6),
                                                         (tx + 22, ROW_Y + self.size * 0.55 + 6),
                                                         (tx, ROW_Y + self.size * 0.55 - 16)])
        tag = text(label, 34, theme.INK)
        r = tag.get_rect(center=(tx, ROW_Y - self.size // 2 - 96)).inflate(28, 14)
        pygame.draw.rect(surf, (255, 255, 255), r, border_radius=18)
        pygame.draw.rect(surf, col, r, width=4, border_radius=18)
        surf.blit(tag, tag.get_rect(center=r.center))

    def draw_cursor(self, surf: pygame.Surface) -> None:
        seat = self.controller()
        if seat is None or not self.sprites or self.held is not None or self.drag:
            return
        fam = device_family(self.last_device)
        col = self.seat_colour(seat)
        if self.selected is not None:
            x, y = self.slot_xy(self.selected)
            pygame.draw.circle(surf, col, (int(x), int(y)), int(self.size * 0.6), 8)
        if fam == MOUSE:
            return
        i = min(self.cursor, len(self.sprites) - 1)
        x, y = self.slot_xy(i)
        pygame.draw.circle(surf, col, (int(x), int(y)), int(self.size * 0.6), 8)
        bob = int(8 * math.sin(self.clock * 5))
        hand = image("ui/cursor", (64, 64))
        surf.blit(hand, (int(x + self.size * 0.3) + bob // 2, int(y + self.size * 0.22) + bob))

    # -- the secret note
    def draw_secret(self, surf: pygame.Surface, v: dict) -> None:
        if v["phase"] == "guess" and self.side is not None:
            self.draw_guess(surf, v)
            return
        code = v.get("my_code")
        seat = self.viewer
        chars = tuple(sp.char for sp in self.sprites)
        key = (seat, tuple(code) if code else None, chars, v["phase"], v["over"],
               self.app.settings.colour_blind, v.get("options", {}).get("memory"))
        if self._secret is None or self._secret_key != key:
            self._secret = self._render_secret(seat, code, list(chars), v)
            self._secret_key = key
        surf.blit(self._secret, SECRET)

    def _render_secret(self, seat, code, chars, v) -> pygame.Surface:
        s = pygame.Surface(SECRET.size, pygame.SRCALPHA)
        r = s.get_rect()
        pygame.draw.rect(s, (0, 0, 0, 110), r.move(6, 8), border_radius=26)
        pygame.draw.rect(s, (255, 248, 214), r, border_radius=26)
        for y in range(110, r.h - 10, 44):  # ruled note paper
            pygame.draw.line(s, (190, 210, 235), (20, y), (r.w - 20, y), 2)
        pygame.draw.line(s, (235, 150, 150), (70, 8), (70, r.h - 8), 2)
        if seat is None:
            title = "Secret codes are hidden"
        elif self.hot_seat or len(self.humans) != 1:
            title = f"{self.seat_name(seat)}'s secret code"
        else:
            title = "Your secret code"
        if v["mode"] != "compete" and seat is not None:
            title = title.replace("secret code", "part of the code")
        edge = self.seat_colour(seat) if seat is not None else (140, 120, 90)
        pygame.draw.rect(s, edge, r, width=6, border_radius=26)
        draw_text(s, title, 38, theme.INK, (90, 18), anchor="topleft")
        memory = v.get("options", {}).get("memory")
        if seat is None:
            s.blit(image("ui/icon_eye_closed", (110, 110)), (r.centerx - 55, 110))
            words = ("Each player sees their own code on their turn." if self.humans
                     else "Only the bots know their codes. Watch and learn!")
            draw_text(s, words, 26, theme.INK, (r.centerx, 250))
            return s
        if not code:
            if memory and not v["over"]:
                draw_text(s, "Hidden! Do you remember it?", 32, theme.INK, (90, 80), anchor="topleft")
                n = v["secret_length"]
                self._coin_row(s, [None] * n, chars, r, mark=False)
                draw_text(s, "If the table shows it, press \u201cThat's my code!\u201d", 26,
                          theme.INK, (r.centerx, r.h - 30))
            return s
        coop = v["mode"] != "compete"
        if v["phase"] == "memorize":
            sub = "Remember it! It will be hidden soon."
        elif coop:
            sub = "You know the starred places. Make them right!"
        else:
            sub = "Make the table look like this!"
        draw_text(s, sub, 28, (90, 70, 50), (90, 66), anchor="topleft")
        self._coin_row(s, code, chars, r, mark=v["phase"] != "memorize" and bool(chars))
        return s

    def _coin_row(self, s: pygame.Surface, code, chars, r: pygame.Rect, mark: bool) -> None:
        n = len(code)
        size = int(min(110, (r.w - 60) / max(1, n) * 0.86))
        step = (r.w - 60) / max(1, n)
        ticks = self.ticks(code, chars) if mark else [False] * n
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

    def ticks(self, code, chars) -> list[bool]:
        """Which secret characters the table already shows (green ticks)."""
        n = len(code)
        if len(chars) == n:
            return [c is not None and c == t for c, t in zip(code, chars)]
        out = [False] * n  # five in a longer code: match in order, gaps allowed
        j = 0
        for ch in chars:
            if j < n and code[j] == ch:
                out[j] = True
                j += 1
        return out

    def draw_guess(self, surf: pygame.Surface, v: dict) -> None:
        r = pygame.Rect(SECRET.x, SECRET.y, SECRET.w + SIDE.w + 26, SECRET.h)
        pygame.draw.rect(surf, (255, 248, 214), r, border_radius=26)
        pygame.draw.rect(surf, self.seat_colour(v["turn"]), r, width=6, border_radius=26)
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
                if hint:
                    faint = coin_face(hint, size).copy()
                    faint.set_alpha(90)
                    surf.blit(faint, (x, y - size // 2))
                if i == len(guess):
                    pygame.draw.circle(surf, theme.ACCENT, (x + size // 2, y), size // 2 + 4, 5)
        draw_text(surf, "Pick the pictures in order, from left to right. A wrong guess puts you out!",
                  28, (90, 70, 50), (r.x + 24, r.bottom - 40), anchor="midleft")
        if self.side is not None:
            self.draw_side(surf)

    def mascot_words(self, v: dict) -> tuple[str, str]:
        """(monkey pose, sentence) for the space beside the secret note."""
        if v["over"]:
            return "cheer", "What a game!"
        turn = self.shown_turn(v)
        if self.animating_seat is not None:
            return "idle", f"Look what {self.seat_name(turn)} does!"
        if self.thinking_seat is not None or self.is_bot(turn):
            return "think", f"{self.seat_name(turn)} is thinking\u2026 watch which coin it picks!"
        if self.controller() is None:
            return "idle", f"Watch {self.seat_name(turn)}'s move!"
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
        frames = 2 if pose in ("think",) else 4
        frame = int(self.clock * 3) % frames
        surf.blit(image(f"monkey/{pose}_{frame}", (150, 150)), (SIDE.x, SIDE.y + 20))
        y = SIDE.y + 40
        for line in _wrapped(words, 30, SIDE.w - 170):
            draw_text(surf, line, 30, theme.TEXT, (SIDE.x + 160, y), anchor="topleft", shadow=True)
            y += 40

    def draw_side(self, surf: pygame.Surface) -> None:
        show_focus = self.zone == "buttons" and device_family(self.last_device) != MOUSE
        for i, b in enumerate(self.side.buttons):
            b.draw(surf, show_focus and i == self.side.focus)
            if isinstance(b.data, GuessChar):
                sz = min(b.rect.h - 14, b.rect.w - 14)
                img = coin_face(b.data.char, sz)
                surf.blit(img, img.get_rect(center=b.rect.center))

    def draw_popup(self, surf: pygame.Surface) -> None:
        self.popup.draw(surf, show_focus=False)

    def draw_wheel(self, surf: pygame.Surface) -> None:
        i = self.wheel
        x, y = (int(c) for c in self.slot_xy(i))
        off = {UP: (0, -self.size * 0.5 - 56), DOWN: (0, self.size * 0.5 + 56),
               LEFT: (-self.size * 0.5 - 110, 0), RIGHT: (self.size * 0.5 + 110, 0)}
        fam = device_family(self.last_device)
        shade = pygame.Surface((int(self.size * 2.2), int(self.size * 2.2)), pygame.SRCALPHA)
        pygame.draw.circle(shade, (0, 0, 0, 120), shade.get_rect().center, int(self.size * 1.05))
        surf.blit(shade, shade.get_rect(center=(x, y)))
        if i < len(self.sprites):
            self.sprites[i].draw(surf, self.size)
        for n, (label, d) in enumerate(WHEEL):
            dx, dy = off[d]
            r = pygame.Rect(0, 0, 190, 70)
            r.center = (int(x + dx), int(y + dy))
            focused = n == self.wheel_focus
            pygame.draw.rect(surf, theme.ACCENT if focused else theme.PANEL, r, border_radius=22)
            pygame.draw.rect(surf, theme.PANEL_EDGE, r, width=4, border_radius=22)
            draw_text(surf, label, 36, theme.INK, r.center)
            if focused:
                g = "ui/pad_a" if fam == "pad" else "ui/key_enter"
                surf.blit(image(g, (44, 44)), (r.right - 22, r.y - 22))

    def draw_prompts(self, surf: pygame.Surface, v: dict) -> None:
        fam = device_family(self.last_device)
        seat = self.controller()
        if seat is None or v["over"]:
            items = [("help" if fam != "pad" else "help", "help"), ("pause", "pause")]
            parts = prompt_parts(items, fam)
        elif v["phase"] != "play":
            parts = prompt_parts([("move", "choose"), ("confirm", "press")], fam)
        elif fam == MOUSE and v.get("restricted"):
            parts = [("img", "ui/mouse_left"), "Click a coin, then press Flip or Replace."]
        elif fam == MOUSE:
            parts = [("img", "ui/mouse_left"), "Click a coin to flip or replace it.  Drag it onto "
                     "a coin to swap, or between coins to move it."]
        elif self.wheel is not None:
            parts = prompt_parts([("move", "choose"), ("confirm", "do it"), ("back", "cancel")], fam)
        elif self.held is not None:
            parts = prompt_parts([("move", "choose where"), ("confirm", "drop it here"),
                                  ("back", "cancel")], fam)
        elif self.zone == "buttons":
            parts = prompt_parts([("move", "choose"), ("confirm", "press"),
                                  ("back", "back to the coins")], fam)
        else:
            parts = prompt_parts([("move", "choose a coin"), ("confirm", "pick it up"),
                                  (ALT, "flip / replace\u2026"), ("help", "help")], fam)
        draw_prompt(surf, parts, 28, theme.TEXT, (960, 1046), shadow=True)
