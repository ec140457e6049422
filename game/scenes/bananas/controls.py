"""Turning input into Going Bananas actions.

Two kinds of input, depending on what the match waits for:

- Coding (secret, everyone at once): the code panel. Mouse / touch drag a die
  or token onto a step (or tap it, then tap a step); pad / keyboard move a
  cursor, pick an item up and put it down on a step (see codepanel.py).
- Every other decision: its legal choices (`Offer`), built from the seat's
  `legal_actions` and the rules' queries. Hexes glow on the board, trees and
  buttons under it; the cursor starts on a sensible default (for a move: the
  next hex of `state.suggested_path()`), so one press accepts it.

A press on something that is not a choice is still sent when it could mean a
move (a hex of the jungle): the rules refuse it and their reason is what the
child reads (except a hex the move already went over: maybe the monkey walked
it by itself, so nobody tried to cross it twice). Ordering missions is the one
decision made in several presses (tap the trees in order); the order is sent
once it is known.

Laying a jungle tile: the cursor is one of the tile's legal places
(`LayTile`: a rotation and a hex). Directions slide it to the nearest place
turned the same way; Q / E, the pad's shoulders, Tab / X, the mouse wheel or
the "Turn the tile" button turn it (to the next rotation with a place, as
near as it can stay); Enter / A, "Lay it here!" or a second tap lay it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Callable, Sequence

import pygame

from game.core.actions import Action
from game.core.events import Event
from game.core.hexgrid import Hex
from game.input.intents import (ALT, BACK, CONFIRM, DIRECTIONS, LEFT, NEXT, POINT, PRESS, PREV,
                                RELEASE, UP, WHEEL, Intent)
from game.rules.bananas import (ChooseTree, Climb, ClearStep, Clock, LockCode, MoveTo, NoTrap,
                                OrderMissions, PickRotten, PlaceMonkey, PlaceTrap, StayDown)
from game.rules.bananas import text
from game.rules.bananas.actions import AtHex, LayTile, PlantTree
from game.rules.bananas.decisions import PathChoice, TileChoice
from game.ui.drag import Drag
from game.ui.widgets import Button, Menu

from .codepanel import DONE, ItemKey, Spot
from .table import BOARD, CHOICE_BAR, HEX_KINDS

if TYPE_CHECKING:
    from .scene import BananasScene

HEX_ACTIONS: dict[str, Callable[[int, int], Action]] = {  # else MoveTo
    "place": PlaceMonkey, "trap": PlaceTrap, "plant": PlantTree}
CLOCKWISE, ANTICLOCKWISE = -1, 1   # a tile's rotation goes up anticlockwise on the screen
TURN, LAY = "turn", "lay"          # the tile's buttons


@dataclass
class Choice:
    """One thing the player may pick, and where it is on the screen."""
    action: Action | None        # None only for a mission tree (see `mission`)
    center: tuple[int, int]
    label: str = ""
    kind: str = "hex"            # hex | button | tree | tile
    hex: Hex | None = None
    rect: pygame.Rect | None = None
    cells: list[tuple[Hex, int]] = field(default_factory=list)  # a tile's hexes and numbers
    mission: int | None = None   # ordering missions: this tree comes next (screen only)
    turn: int = 0                # a tile: how it is turned (its rotation)
    role: str = ""               # a button that works on the tile under the cursor: turn | lay


@dataclass
class Offer:
    """The choices of one decision for one seat, and the cursor among them."""
    key: tuple[object, ...]
    seat: int
    choices: list[Choice]
    menu: Menu                   # its focus is the cursor; directions go to the nearest choice
    goal: Hex | None = None      # where the suggested move makes a 7nana

    @property
    def focused(self) -> Choice | None:
        return self.choices[self.menu.focus] if self.choices else None


def _nothing() -> None:
    return None


def _dist(a: tuple[float, float], b: tuple[float, float]) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def nearest(centres: Sequence[tuple[int, int]], cur: int, dx: int, dy: int) -> int:
    """The index of the centre nearest to centre `cur` in direction (dx, dy), or
    `cur`: the kit's focus rule (`Menu.move`), for things that are not buttons."""
    menu = Menu([Button(pygame.Rect(x, y, 0, 0), "", _nothing) for x, y in centres], focus=cur)
    menu.move(dx, dy)
    return menu.focus


class Controls:
    def __init__(self, scene: BananasScene):
        self.scene = scene
        self._offer: Offer | None = None
        self.mission_pick: list[int] = []     # mission trees tapped so far, in order
        # coding
        self.code_focus: Spot | None = None   # the panel's cursor
        self.held: ItemKey | None = None      # the item picked up (pad, or a tap)
        self.drag = Drag(on_tap=self._tap, on_drop=self._drop, on_lift=self._lift)
        self._seat: int | None = None         # who the pointer codes for, for the drag's calls

    def play(self, sound: str) -> None:
        self.scene.app.play(sound)

    # ------------------------------------------------------------------ life
    def update(self) -> None:
        if self.scene.controller() is None:
            self.held = None

    def on_acted(self, seat: int, action: Action, events: list[Event]) -> None:
        s = self.scene
        # the clock, or a bot coding meanwhile, must not drop what the player holds
        if not isinstance(action, Clock) and not (s.pending_kind() == "code" and seat != s.viewer):
            self.held = None
            self.drag.cancel()
        if any(e.kind == "round_start" for e in events):
            self.code_focus = None  # a new code: the cursor starts on the first die again
            self.held = None
        if isinstance(action, OrderMissions):
            self.mission_pick = []

    def forget(self) -> None:
        """Someone else sits at the screen now: nothing of the last player's stays."""
        self.held = None
        self.code_focus = None
        self._offer = None

    # ------------------------------------------------------------------ choices
    def offer(self, seat: int | None) -> Offer | None:
        """The choices `seat` has now (None while coding or not deciding), built
        once per decision and kept with the cursor until the next action."""
        s = self.scene
        if seat is None or s.state.pending is None or s.pending_kind() == "code":
            return None
        key = (s.version, seat, tuple(self.mission_pick), s.table.board_key)
        old = self._offer
        if old is not None and old.key == key:
            return old
        choices = self._build(seat)
        p = s.state.pending
        # a move: the rules' suggestion is the default, and its 7nana (if any) is shown
        rest = s.state.suggested_path() if isinstance(p, PathChoice) else ()
        goal = rest[-1] if rest and isinstance(p, PathChoice) and \
            s.state.climbable(seat, rest[-1], p.die)[0] else None
        if old is not None and old.key[:2] == key[:2]:
            focus = old.menu.focus  # the same decision (a mission tree was tapped): stay put
        elif rest:
            focus = next((i for i, c in enumerate(choices) if c.hex == rest[0]), 0)
        else:  # ordering missions: "Keep this order"; else the first choice
            focus = next((i for i, c in enumerate(choices) if isinstance(c.action, OrderMissions)),
                         0)
        menu = Menu([Button(c.rect or pygame.Rect(*c.center, 0, 0), c.label, _nothing, data=c)
                     for c in choices], focus=min(focus, max(0, len(choices) - 1)))
        self._offer = Offer(key, seat, choices, menu, goal)
        return self._offer

    def has_buttons(self) -> bool:
        """Buttons are on offer under the board now (speech goes elsewhere)."""
        o = self.offer(self.scene.controller())
        return o is not None and any(c.kind == "button" for c in o.choices)

    def _buttons(self, specs: list[tuple[str, Action | None, int | None]]) -> list[Choice]:
        """(label, action, mission tree) -> buttons side by side in the choice bar."""
        n = len(specs)
        if not n:
            return []
        bw = min(380, (CHOICE_BAR.w - 20) // n - 16)
        x0 = CHOICE_BAR.centerx - (bw + 16) * n / 2 + 8
        out = []
        for i, (label, act, tree) in enumerate(specs):
            r = pygame.Rect(int(x0 + i * (bw + 16)), CHOICE_BAR.y + 6, bw, CHOICE_BAR.h - 12)
            out.append(Choice(act, r.center, label, "button", rect=r, mission=tree))
        return out

    def _trees(self, actions: list[tuple[int, Action | None, int | None]]) -> list[Choice]:
        """(tree, action, mission tree) -> the trees on the board, to tap."""
        out = []
        for tree, act, mission in actions:
            r = self.scene.table.spots.tree_rect(tree)
            if r is not None:
                out.append(Choice(act, r.center, "", "tree", rect=r, mission=mission))
        return out

    def _build(self, seat: int) -> list[Choice]:
        s = self.scene
        st = s.state
        p = st.pending
        kind = s.pending_kind()
        legal = st.legal_actions(seat)
        lay = s.table.spots.lay
        if kind in HEX_KINDS:
            out = [Choice(a, lay.ipx(a.hex), "", "hex", hex=a.hex)
                   for a in legal if isinstance(a, AtHex)]
            return out + self._buttons([("No trap", a, None) for a in legal
                                        if isinstance(a, NoTrap)])
        if kind == "climb":
            specs: list[tuple[str, Action | None, int | None]] = []
            for a in legal:
                if isinstance(a, Climb):
                    specs.append((f"Climb tree {a.tree}!", a, None))
                elif isinstance(a, StayDown):
                    specs.append(("Stay on the path", a, None))
            return self._buttons(specs) + self._trees([(a.tree, a, None) for a in legal
                                                       if isinstance(a, Climb)])
        if kind in ("tree", "rotten"):
            trees = [(a.tree, a) for a in legal if isinstance(a, (ChooseTree, PickRotten))]
            return (self._buttons([(f"Tree {t}", a, None) for t, a in trees])
                    + self._trees([(t, a, None) for t, a in trees]))
        if kind == "missions":
            mine = self.my_missions(seat)
            pick = self.mission_pick
            specs = []
            for t in mine:
                n = f"  ({pick.index(t) + 1})" if t in pick else ""
                specs.append((f"Tree {t}{n}", None, t))
            order = OrderMissions(tuple(pick + [t for t in mine if t not in pick]))
            if order in legal:
                specs.append(("Done" if pick else "Keep this order", order, None))
            return self._buttons(specs) + self._trees([(t, None, t) for t in mine])
        if isinstance(p, TileChoice):
            out = []
            for a in legal:
                if isinstance(a, LayTile):
                    pl = p.placement(a)
                    cells = list(pl.cells())
                    xs = [lay.px(c) for c in cells]
                    cx = int(sum(x for x, _ in xs) / len(xs))
                    cy = int(sum(y for _, y in xs) / len(xs))
                    out.append(Choice(a, (cx, cy), "", "tile", turn=pl.rotation,
                                      cells=list(zip(cells, pl.numbers()))))
            buttons = self._buttons([("Turn the tile", None, None), ("Lay it here!", None, None)])
            for b, role in zip(buttons, (TURN, LAY)):
                b.role = role
            if len({c.turn for c in out}) < 2:  # nothing to turn (never, with the box's tiles)
                buttons = buttons[1:]
            return out + buttons
        return self._buttons([("OK", legal[0], None)]) if legal else []

    def my_missions(self, seat: int) -> list[int]:
        return list((self.scene.view(seat)["missions"] or [None] * (seat + 1))[seat] or [])

    # ------------------------------------------------------------------ acting
    def choose(self, seat: int | None, c: Choice) -> None:
        if seat is None:
            self.not_your_turn()
            return
        if c.role:  # the tile's buttons act on the tile under the cursor
            o = self.offer(seat)
            if o is None:
                return
            if c.role == TURN:
                self.turn_tile(o, CLOCKWISE)
                return
            tile = o.focused
            if tile is None or tile.kind != "tile":
                return
            c = tile
        if c.mission is not None:
            self.pick_mission(seat, c.mission)
            return
        if c.action is not None and self.scene.ready:
            self.scene.act(seat, c.action)

    def pick_mission(self, seat: int, tree: int) -> None:
        mine = self.my_missions(seat)
        if tree in self.mission_pick:
            self.mission_pick.remove(tree)
        else:
            self.mission_pick.append(tree)
        self.play("tick")
        if len(self.mission_pick) >= len(mine) - 1:  # the last tree can only go last
            order = self.mission_pick + [t for t in mine if t not in self.mission_pick]
            self.mission_pick = []
            self.scene.act(seat, OrderMissions(tuple(order)))

    def hex_action(self, h: Hex) -> Action:
        """What picking hex `h` asks for in the pending decision (to let the rules
        say why not, when it is not a choice)."""
        return HEX_ACTIONS.get(self.scene.pending_kind() or "", MoveTo)(h.q, h.r)

    def not_your_turn(self) -> None:
        s = self.scene
        if s.match.over or s.bubble is not None:
            return
        acting = sorted(s.state.to_act())
        if not acting:
            return
        # the seat the table serves now (when two code at once, the one whose code
        # panel shows), not merely the lowest seat still to act
        served = s.controller()
        who = served if served is not None else acting[0]
        if s.is_bot(who):
            s.say(f"Wait a moment: {s.seat_name(who)} is thinking.", who, 1.6)
        elif not (s.hot_seat and s.viewer is None):
            s.say(f"It's {s.seat_name(who)}'s turn.", who, 1.6)

    # ------------------------------------------------------------------ input
    def handle(self, seat: int | None, intent: Intent) -> bool:
        s = self.scene
        coding = s.pending_kind() == "code" and seat is not None and \
            seat == (s.viewer if s.viewer is not None else seat)
        if intent.is_pointer:
            if coding:
                assert seat is not None
                return self.code_pointer(seat, intent)
            return self.choice_pointer(seat, intent)
        if coding:
            assert seat is not None
            return self.code_key(seat, intent.kind)
        return self.choice_key(seat, intent.kind)

    # -- choices
    def choice_at(self, o: Offer, pos: tuple[int, int]) -> int | None:
        for i, c in enumerate(o.choices):
            if c.kind in ("button", "tree") and c.rect is not None and c.rect.collidepoint(pos):
                return i
        h = self.scene.table.spots.lay.hex_at(pos)
        for i, c in enumerate(o.choices):
            if c.kind == "hex" and c.hex == h:
                return i
        tiles = [i for i, c in enumerate(o.choices)
                 if c.kind == "tile" and any(cell == h for cell, _ in c.cells)]
        if not tiles:
            return None
        if o.menu.focus in tiles:  # tiles overlap: keep the one already under the cursor
            return o.menu.focus
        # else the tile turned as it is now, nearest to the pointer (or turned otherwise)
        cur = o.focused
        same = [i for i in tiles if cur is not None and o.choices[i].turn == cur.turn]
        return min(same or tiles, key=lambda i: _dist(o.choices[i].center, pos))

    def tile_places(self, o: Offer) -> list[int]:
        """The choices where the tile may go, turned as the one under the cursor is."""
        cur = o.focused
        if cur is None or cur.kind != "tile":
            return []
        return [i for i, c in enumerate(o.choices) if c.kind == "tile" and c.turn == cur.turn]

    def turn_tile(self, o: Offer, way: int) -> None:
        """Turn the tile under the cursor to the next rotation it may lie in (`way`:
        CLOCKWISE or ANTICLOCKWISE), keeping it where it is as far as it can."""
        cur = o.focused
        if cur is None or cur.kind != "tile":
            return
        turns = sorted({c.turn for c in o.choices if c.kind == "tile"})
        if len(turns) < 2:
            return
        new = turns[(turns.index(cur.turn) + way) % len(turns)]
        here = {h for h, _ in cur.cells}
        cands = [i for i, c in enumerate(o.choices) if c.kind == "tile" and c.turn == new]
        o.menu.focus = max(cands, key=lambda i: (len(here & {h for h, _ in o.choices[i].cells}),
                                                 -_dist(o.choices[i].center, cur.center)))
        self.play("swap")

    def choice_pointer(self, seat: int | None, intent: Intent) -> bool:
        s = self.scene
        k, pos = intent.kind, intent.pos
        assert pos is not None  # a pointer intent
        o = self.offer(seat)
        if k == POINT:
            i = self.choice_at(o, pos) if o is not None else None
            if o is not None and i is not None and not o.choices[i].role:
                o.menu.focus = i
            return True
        if k == WHEEL:  # the wheel turns the tile
            if o is not None and intent.value:
                self.turn_tile(o, CLOCKWISE if intent.value > 0 else ANTICLOCKWISE)
            return True
        if k == PRESS:
            i = self.choice_at(o, pos) if o is not None else None
            if o is None or i is None:
                if seat is not None and s.ready and s.pending_kind() in HEX_KINDS \
                        and BOARD.collidepoint(pos):
                    h = s.table.spots.lay.hex_at(pos)
                    p = s.state.pending
                    if isinstance(p, PathChoice) and h in p.path:
                        # already on this move, maybe walked by itself: not a second crossing
                        s.say(text.passed_hex(h == p.path[-1]), seat, 2.5)
                    elif h in s.table.numbers:  # a hex of the jungle: the rules say why not
                        s.act(seat, self.hex_action(h))
                elif seat is None and BOARD.collidepoint(pos):
                    self.not_your_turn()
                return True
            c = o.choices[i]
            if c.role:  # turn it, or lay it where it is
                self.choose(seat, c)
                return True
            if c.kind == "tile" and o.menu.focus != i:  # a first tap shows the tile there
                o.menu.focus = i
                self.play("tick")
                return True
            o.menu.focus = i
            self.choose(seat, c)
            return True
        return k == RELEASE

    def choice_key(self, seat: int | None, k: str) -> bool:
        o = self.offer(seat)
        tile = o is not None and o.focused is not None and o.focused.kind == "tile"
        if tile and k in (PREV, NEXT, ALT):  # Q / E, the shoulder buttons, Tab / X turn it
            assert o is not None
            self.turn_tile(o, ANTICLOCKWISE if k == PREV else CLOCKWISE)
            return True
        if tile and k in DIRECTIONS:  # slide it to the nearest place that way
            assert o is not None
            places = self.tile_places(o)
            cur = places.index(o.menu.focus)
            j = nearest([o.choices[i].center for i in places], cur, *DIRECTIONS[k])
            if j != cur:
                o.menu.focus = places[j]
                self.play("hover")
            return True
        if k in DIRECTIONS or k in (PREV, NEXT):
            if o is None or not o.choices:
                return True
            if k in (PREV, NEXT):
                d = -1 if k in (LEFT, UP, PREV) else 1
                o.menu.focus = (o.menu.focus + d) % len(o.choices)
            else:
                o.menu.move(*DIRECTIONS[k])
            self.play("hover")
            return True
        if k == CONFIRM:
            if seat is None:
                self.not_your_turn()
                return True
            if o is not None and o.focused is not None and self.scene.ready:
                self.choose(seat, o.focused)
            return True
        return k == ALT

    # -- coding
    def default_focus(self, seat: int) -> Spot:
        """The first die or token not on the code yet, else Done."""
        v = self.scene.view(seat)
        for it in self.scene.table.panel.items(v, seat):
            if not it.used:
                return Spot.of_item(it.key)
        return DONE

    def code_key(self, seat: int, k: str) -> bool:
        panel = self.scene.table.panel
        focs = panel.focusables(self.scene.view(seat), seat)
        spots = [f[0] for f in focs]
        if self.code_focus not in spots:
            self.code_focus = self.default_focus(seat)
        if k in DIRECTIONS:
            to = self.code_move(seat, self.code_focus, k)
            if to != self.code_focus:
                self.code_focus = to
                self.play("hover")
            return True
        if k in (PREV, NEXT):
            assert self.code_focus is not None
            i = spots.index(self.code_focus) + (1 if k == NEXT else -1)
            self.code_focus = spots[i % len(spots)]
            self.play("hover")
            return True
        if k == CONFIRM:
            self.code_press(seat, self.code_focus)
            return True
        if k == BACK:
            if self.held is not None:
                self.held = None
                self.play("click")
                return True
            return False
        if k == ALT:
            if self.code_focus is not None and self.code_focus.kind == "slot":
                self.try_code(seat, ClearStep(self.code_focus.step))
            return True
        return False

    def code_move(self, seat: int, spot: Spot, k: str) -> Spot:
        """Where direction `k` takes the panel's cursor from `spot` (the lesson's
        guide asks it too, to walk the cursor to what glows)."""
        focs = self.scene.table.panel.focusables(self.scene.view(seat), seat)
        # holding something: only the steps (and Done) to go to
        near = [(sp, c) for sp, c in focs
                if sp == spot or self.held is None or sp.kind != "item"]
        cur = [sp for sp, _ in near].index(spot)
        return near[nearest([c for _, c in near], cur, *DIRECTIONS[k])][0]

    def code_press(self, seat: int, spot: Spot | None) -> None:
        s = self.scene
        if spot is None or not s.ready:
            return
        v = s.view(seat)
        panel = s.table.panel
        if spot.kind == "item":
            it = panel.item(v, seat, spot.item)
            if it is None or it.used:
                self.play("error")
                return
            self.held = it.key
            self.play("tick")
            self.code_focus = Spot.of_step(panel.first_slot_for(v, seat, it.key, s.legal(seat)))
            return
        if spot.kind == "slot":
            if self.held is not None:
                act = panel.action_for(v, seat, self.held, spot.step)
                self.held = None
                if act is not None and self.try_code(seat, act):
                    self.code_focus = self.default_focus(seat)
                return
            if ClearStep(spot.step) in s.legal(seat):  # a filled step: empty it
                self.try_code(seat, ClearStep(spot.step))
            else:
                self.play("click")
            return
        if spot.kind == "done":
            self.held = None
            self.try_code(seat, LockCode())

    def try_code(self, seat: int, action: Action) -> bool:
        if not self.scene.ready:
            return False
        ok = self.scene.act(seat, action)
        if ok:
            self.play("click" if isinstance(action, LockCode) else "place")
        return ok

    def code_pointer(self, seat: int, intent: Intent) -> bool:
        k, pos = intent.kind, intent.pos
        assert pos is not None  # a pointer intent
        self._seat = seat
        if k in (POINT, RELEASE):
            self.drag.handle(intent)
            return True
        if k != PRESS:
            return False
        v = self.scene.view(seat)
        panel = self.scene.table.panel
        hit = panel.hit(pos, v, seat)
        if hit is None:
            self.held = None
        elif hit.kind == "item":
            it = panel.item(v, seat, hit.item)
            if it is not None and not it.used:
                self.drag.press(it.key, pos)
                self.code_focus = hit
        else:
            self.code_focus = hit
            self.code_press(seat, hit)
        return True

    # the drag's calls
    def _lift(self, key: ItemKey, pos: tuple[int, int]) -> None:
        self.held = key

    def _drop(self, key: ItemKey, pos: tuple[int, int]) -> None:
        seat = self._seat
        self.held = None
        if seat is None:
            return
        hit = self.scene.table.panel.hit(pos, self.scene.view(seat), seat)
        if hit is not None and hit.kind == "slot":
            act = self.scene.table.panel.action_for(self.scene.view(seat), seat, key, hit.step)
            if act is not None:
                self.try_code(seat, act)
        else:
            self.play("click")

    def _tap(self, key: ItemKey, pos: tuple[int, int]) -> None:
        if self.held == key:  # a tap puts it down again
            self.held = None
        else:  # a tap picks it up: tap a step next
            self.held = key
            self.play("tick")
