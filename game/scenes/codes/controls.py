"""Turning input into Codes actions.

Mouse / touch: click a coin for Flip / Replace buttons; drag it onto a coin
to swap, or into a gap to move it. Pad / keyboard: a cursor walks the coins;
confirm picks a coin up and a second confirm drops it where the target is;
the other button opens a wheel of the four actions. Buttons beside the
table (Done, the guessing pictures, and in the memory game's window after
every change "That's my code!" / "Not my code", the same for every seat)
come from the seat's legal actions.

What a drop means is the rules' to say (`places.put_down`). A drop the rules
will refuse is still offered: undoing the last move or swapping during the
gentle start is tried, and the rules' reason is what the child reads.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.actions import Action
from game.input.intents import (ALT, BACK, CONFIRM, DOWN, LEFT, NEXT, POINT, PRESS, PREV,
                                RELEASE, RIGHT, UP, Intent)
from game.rules.codes import (Claim, EndTurn, Flip, GuessCancel, GuessChar, GuessStart, Pass,
                              Ready, Replace)
from game.rules.codes.places import COIN, GAP, places, put_down
from game.rules.codes.text import char_name
from game.ui.drag import Drag
from game.ui.widgets import Button, Menu

from .table import ROW_Y, SECRET, SIDE, WHEEL, W, Row

if TYPE_CHECKING:
    from .scene import CodesScene

MODES = {"any": (COIN, GAP), "swap": (COIN,), "move": (GAP,)}  # where a held coin may go


class Controls:
    def __init__(self, scene: CodesScene):
        self.scene = scene
        self.cursor = 0
        self.held: int | None = None          # pad/keyboard: the coin picked up
        self.hold_mode = "any"                # any | swap | move
        self.target = 0                       # where the held coin would go (see Row)
        self.wheel: int | None = None         # coin with the action wheel open
        self.wheel_focus = 0
        self.selected: int | None = None      # mouse: clicked coin with Flip / Replace
        self.hover: int | None = None
        self.zone = "coins"                   # or "buttons"
        self.popup: Menu | None = None
        self.side: Menu | None = None
        self._side_key: tuple | None = None
        self.drag = Drag(on_tap=self._tap, on_drop=self._drop, on_lift=self._lift)
        self._seat: int | None = None         # who the pointer acts for, for the drag's calls

    @property
    def row(self) -> Row:
        return self.scene.table.row

    def play(self, sound: str) -> None:
        self.scene.app.play(sound)

    # ------------------------------------------------------------------ life
    def update(self) -> None:
        if self.scene.controller() is None and (self.held is not None or self.wheel is not None):
            self.cancel()
        self.build_side()

    def cancel(self) -> None:
        self.held = None
        self.wheel = None
        self.selected = None
        self.popup = None
        self.drag.cancel()

    # ------------------------------------------------------------------ choices
    def targets(self) -> list[int]:
        """Where the held coin may go in its mode, its own place (put back) included."""
        h = self.held
        if h is None:
            return []
        kinds = MODES[self.hold_mode]
        ts = [Row.target(p) for p in places(self.row.n, h) if p[0] in kinds]
        return sorted(ts + [2 * h + 1])

    def action_for_target(self, h: int, t: int) -> Action | None:
        """What putting coin `h` down at target `t` means (None: put it back)."""
        return put_down(h, Row.place(t))

    def side_buttons(self, seat: int | None) -> list[tuple[str, Action, str | None]]:
        """(label, action, icon) for the buttons beside the table."""
        if seat is None:
            return []
        legal = self.scene.legal(seat)
        phase = self.scene.view(seat)["phase"]
        if phase == "memorize":
            return [("I know my code!", Ready(), "check")] if Ready() in legal else []
        if phase == "claim":  # the memory game's window: the same two buttons for everyone
            if Claim() not in legal:
                return []
            return [("That's my code!", Claim(), "star"), ("Not my code", Pass(), "back")]
        if phase == "guess":
            order = self.scene.state.legal_actions(seat)  # in the rules' order of pictures
            return ([(char_name(a.char), a, None) for a in order if isinstance(a, GuessChar)]
                    + [("Stop guessing", GuessCancel(), "back")] if GuessCancel() in legal else [])
        out: list[tuple[str, Action, str | None]] = []
        if GuessStart() in legal:
            out.append(("I know the code!", GuessStart(), "star"))
        if EndTurn() in legal:
            out.append(("Done", EndTurn(), "check"))
        return out

    def build_side(self) -> None:
        seat = self.scene.controller()
        spec = self.side_buttons(seat)
        key = (seat, tuple(lbl for lbl, _, _ in spec), self.scene.view(None)["phase"])
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
                buttons.append(Button(r, "", partial(self.press_side, act), size=28, data=act))
            for label, act, icon in spec:
                if not isinstance(act, GuessChar):
                    r = pygame.Rect(SIDE.right - 330, SECRET.y + 110, 320, 110)
                    buttons.append(Button(r, label, partial(self.press_side, act), icon=icon,
                                          size=34, data=act))
        else:
            bh = min(110, (SIDE.h - 20) // len(spec) - 14)
            for k, (label, act, icon) in enumerate(spec):
                r = pygame.Rect(SIDE.x + 10, SIDE.y + 10 + k * (bh + 14), SIDE.w - 20, bh)
                buttons.append(Button(r, label, partial(self.press_side, act), icon=icon,
                                      size=40, data=act))
        self.side = Menu(buttons, sound=self.play)
        if guessing or isinstance(spec[0][1], (Ready, Claim)):
            self.zone = "buttons"  # nothing else to do: start on the buttons

    def build_popup(self, i: int) -> None:
        x = int(self.row.slots[i])
        y = int(ROW_Y - self.row.size / 2 - 62)
        left, right = pygame.Rect(0, 0, 190, 74), pygame.Rect(0, 0, 190, 74)
        left.midright = (x - 6, y)
        right.midleft = (x + 6, y)
        shift = max(0, 20 - left.x) - max(0, right.right - (W - 20))  # stay on the screen
        left.x += shift
        right.x += shift
        self.popup = Menu([Button(left, "Flip", partial(self.popup_act, Flip(i)), size=38,
                                  data="flip"),
                           Button(right, "Replace", partial(self.popup_act, Replace(i)), size=38,
                                  data="replace")], focus=-1, sound=self.play)

    # ------------------------------------------------------------------ acting
    def try_act(self, seat: int | None, action: Action | None) -> bool:
        self.cancel()
        if action is None:
            return False
        if seat is None:
            self.not_your_turn()
            return False
        if not self.scene.ready:
            return False
        return self.scene.act(seat, action)

    def press_side(self, action: Action) -> None:
        seat = self.scene.controller()
        if seat is not None:
            self.try_act(seat, action)

    def popup_act(self, action: Action) -> None:
        self.try_act(self.scene.controller(), action)

    def drop(self, seat: int | None, h: int, t: int, at: tuple[float, float]) -> None:
        """Put coin `h` down at target `t`; the move's animation starts from `at`."""
        act = self.action_for_target(h, t)
        if act is None:
            self.cancel()
            self.play("click")
            return
        self.scene.table.coins.lay_at(h, *at)
        self.try_act(seat, act)

    def not_your_turn(self) -> None:
        s = self.scene
        if s.match.over or s.bubble is not None:
            return
        turn = s.view(None)["turn"]
        if s.is_bot(turn):
            s.say(f"Wait a moment: {s.seat_name(turn)} is thinking.", turn, 2.0)
        else:
            s.say(f"It's {s.seat_name(turn)}'s turn.", turn, 2.0)

    def may_pick(self, seat: int | None) -> bool:
        """A coin may be picked up now (else say why, when it is not your turn)."""
        if seat is None:
            self.not_your_turn()
            return False
        return self.scene.ready and self.scene.view(None)["phase"] == "play"

    def pick_up(self, i: int, mode: str = "any") -> None:
        self.held, self.hold_mode = i, mode
        self.wheel = None
        self.selected, self.popup = None, None
        self.target = 2 * i + 1
        self.play("tick")
        if mode == "move":
            self.step_target(+1)  # its own place is no move: start on the next gap

    def step_target(self, d: int) -> None:
        ts = self.targets()
        if not ts:
            return
        if self.target not in ts:
            self.target = min(ts, key=lambda t: abs(t - self.target))
            return
        k = ts.index(self.target) + d
        if 0 <= k < len(ts):
            self.target = ts[k]
            self.play("hover")

    # ------------------------------------------------------------------ input
    def handle(self, seat: int | None, intent: Intent) -> bool:
        if intent.is_pointer:
            return self.on_pointer(seat, intent)
        self.build_side()
        self.hover = None
        if self.zone == "buttons" and self.side is not None:
            return self.on_buttons_key(seat, intent.kind)
        if self.wheel is not None:
            return self.on_wheel_key(seat, intent.kind)
        return self.on_coin_key(seat, intent.kind)

    def on_coin_key(self, seat: int | None, k: str) -> bool:
        if k in (LEFT, RIGHT, PREV, NEXT):
            d = -1 if k in (LEFT, PREV) else 1
            if self.held is not None:
                self.step_target(d)
            else:
                n = max(1, len(self.scene.table.coins.sprites) or self.row.n)
                self.cursor = (self.cursor + d) % n
                self.play("hover")
            self.selected, self.popup = None, None
            return True
        if k == DOWN:
            if self.held is None and self.side is not None:
                self.zone = "buttons"
                self.side.focus = 0
                self.play("hover")
            return True
        if k == UP:
            return True
        if k == CONFIRM:
            if not self.may_pick(seat):
                return True
            if self.held is None:
                self.pick_up(self.cursor)
                return True
            h, t = self.held, self.target
            self.drop(seat, h, t, (self.row.target_x(t), ROW_Y))
            self.cursor = (t - 1) // 2 if t % 2 else min(self.row.n - 1, h)
            return True
        if k == ALT:
            if seat is None:
                self.not_your_turn()
            elif self.held is None and self.may_pick(seat):
                self.wheel, self.wheel_focus = self.cursor, 0
                self.play("click")
            return True
        if k == BACK and (self.held is not None or self.selected is not None):
            self.cancel()
            self.play("click")
            return True
        return False

    def on_buttons_key(self, seat: int | None, k: str) -> bool:
        assert self.side is not None
        phase = self.scene.view(None)["phase"]
        if k == BACK:
            if phase in ("guess", "claim"):
                return False
            self.zone = "coins"
            return True
        if k == UP:
            before = self.side.focus
            self.side.move(0, -1)
            if self.side.focus == before and phase == "play":
                self.zone = "coins"
            return True
        if k in (LEFT, RIGHT, DOWN):
            self.side.handle(Intent(k, "kbd"))
            return True
        if k == CONFIRM:
            if seat is None:
                self.not_your_turn()
            else:
                self.side.handle(Intent(CONFIRM, "kbd"))
            return True
        return k == ALT

    def on_wheel_key(self, seat: int | None, k: str) -> bool:
        i = self.wheel
        assert i is not None
        if k == BACK:
            self.wheel = None
            self.play("click")
            return True
        for n, (label, d) in enumerate(WHEEL):
            if k == d:
                self.wheel_focus = n
                self.play("hover")
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

    def on_pointer(self, seat: int | None, intent: Intent) -> bool:
        k, pos = intent.kind, intent.pos
        assert pos is not None  # a pointer intent
        self._seat = seat
        self.build_side()
        if self.popup is not None and self.popup.handle(intent) and k != POINT:
            return True
        if self.side is not None and self.side.handle(intent):
            return True
        if self.wheel is not None and k == PRESS:
            self.wheel = None
        if k == POINT:
            self.hover = self.row.coin_at(pos) if seat is not None and self.scene.ready else None
            self.drag.handle(intent)
            return True
        if k == PRESS:
            i = self.row.coin_at(pos)
            if i is None:
                if self.selected is not None or self.held is not None:
                    self.cancel()
            elif self.may_pick(seat):
                self.held = None
                self.drag.press(i, pos)
            return True
        if k == RELEASE:
            self.drag.handle(intent)
            return True
        return False

    # the drag's calls
    def _lift(self, i: int, pos) -> None:
        self.selected, self.popup = None, None
        self.play("tick")

    def _drop(self, i: int, pos) -> None:
        t = self.row.drop_target(pos)
        if t is None:
            self.play("click")
        else:
            self.drop(self._seat, i, t, pos)

    def _tap(self, i: int, pos) -> None:
        if self.selected == i:
            self.selected, self.popup = None, None
        else:
            self.selected = i
            self.cursor = i
            self.build_popup(i)
            self.play("tick")
