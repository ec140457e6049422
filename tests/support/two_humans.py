"""Two humans on one screen, driven end to end (issue 21): seat 0 on the
keyboard, seat 1 on a virtual pad, one whole match from the table to the
result, every press counted.

    from tests.support.two_humans import play_two_humans
    tally = play_two_humans("codes", seed=3, variants=("code=4",))
    tally.moves, tally.move_presses, tally.handovers, tally.problems

How a move is made: each human's move is chosen by a seeded bot from that
seat's own view (`state.view(seat)`, its legal actions), then pressed on that
seat's own device, one press at a time, each asked of the scene's glow
protocol (`lesson_press(action, family)`, docs/learn.md): what the next
press toward the move is from where the controls are now. Nothing here
knows a game's keys.

A hand-over is the screen going from one human to the other (the seat the
controls serve changes). Its presses are those made between the last
human's move and the first press of the next one's: the curtain's, when one
falls. At every curtain the driver leaves the app alone for `LEFT_ALONE`
seconds of app time, then checks that the screen shows what a fresh full
draw shows (never a frozen half-drawn curtain), that it is not blank, that
it names the seat to come and shows that seat's own button, and that the
other seat's device does not lift it (once a match: a press that is not
counted). Every problem is kept as a sentence in `tally.problems`.
"""
from __future__ import annotations

import random
import statistics
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.input.intents import ALT, BACK, CONFIRM, DOWN, KEYBOARD, LEFT, NEXT, PREV, RIGHT, UP
from tests.support.apphost import make_app, pump, run_until

KEYS = {LEFT: pygame.K_LEFT, RIGHT: pygame.K_RIGHT, UP: pygame.K_UP, DOWN: pygame.K_DOWN,
        CONFIRM: pygame.K_RETURN, ALT: pygame.K_TAB, PREV: pygame.K_q, NEXT: pygame.K_e, BACK: pygame.K_ESCAPE}
PAD = {LEFT: "dpleft", RIGHT: "dpright", UP: "dpup", DOWN: "dpdown", CONFIRM: "a", ALT: "x",
       PREV: "leftshoulder", NEXT: "rightshoulder", BACK: "b"}

LEFT_ALONE = 10.0    # seconds of app time a hand-over screen is left alone before it is checked
WAIT_DT = 0.25       # the frames of waiting (animations): a quarter second each, fewer draws
IDLE_DT = 0.25       # the frames of leaving the app alone (MAX_DT: 15 updates a draw)
TABLE_CHECKS = 3     # hand-overs without a curtain whose table is left alone and checked
MOST_PRESSES = 250    # presses toward one move before the move counts as out of reach
CHOOSER = "easy"     # the seeded bot that picks each human's move from their own view

# The shortest sensible set-up of each game for two: (seed, level, variants).
# Bot 255 is its card game (its puzzles are played alone).
SETUPS: dict[str, tuple[int, str | None, tuple[str, ...]]] = {
    "codes": (0, None, ("code=4",)),
    "bananas": (0, "1", ("max_rounds=30",)),
    "junkyard": (0, None, ()),
    "treefort": (0, None, ("coins=4",)),
    "bot255": (0, None, ("rounds=1",)),
}


@dataclass
class HandOver:
    to: int                      # the seat that takes over
    curtain: bool                # a curtain fell
    presses: int                 # presses spent before the incoming seat's first move press
    left_alone_ok: bool = True   # the screen, left alone, showed its whole picture


@dataclass
class Tally:
    game: str
    moves: int = 0                       # moves made by the two humans
    move_presses: int = 0                # presses that made those moves
    handovers: list[HandOver] = field(default_factory=list)
    curtains: int = 0
    same_seat_curtains: int = 0          # a curtain for the seat that just moved (a wasted press)
    problems: list[str] = field(default_factory=list)
    result: bool = False                 # the result screen came up
    moves_per_seat: dict[int, int] = field(default_factory=lambda: {0: 0, 1: 0})
    end_presses: int = 0                 # presses from the finished table to the result
    steps: int = 0                       # actions in the match's record at the end
    step_seats: set[int] = field(default_factory=set)   # who acted, by the record
    wrong_device_lifted: bool | None = None   # None: never tried
    wrong_device_moved: bool | None = None    # (at a hand-over without a curtain)

    def costs(self) -> list[int]:
        return [h.presses for h in self.handovers]

    def summary(self) -> dict[str, Any]:
        c = self.costs() or [0]
        return {"game": self.game, "moves": self.moves, "move_presses": self.move_presses,
                "handovers": len(self.handovers), "curtains": self.curtains,
                "min": min(c), "median": statistics.median(c), "max": max(c),
                "bad_curtains": sum(not h.left_alone_ok for h in self.handovers),
                "result": self.result, "problems": len(self.problems)}


class Hands:
    """The two devices, one a seat: a press goes to that seat's own device."""

    def __init__(self, app, pad):
        self.app, self.pad = app, pad
        self.devices = {0: KEYBOARD, 1: pad.device}

    def family(self, seat: int) -> str:
        return "pad" if self.devices[seat].startswith("pad:") else KEYBOARD

    def press(self, seat: int, kind: str) -> None:
        """One quick press and release on the seat's own device, then a frame."""
        if self.devices[seat] == KEYBOARD:
            for ev in (pygame.KEYDOWN, pygame.KEYUP):
                pygame.event.post(pygame.event.Event(ev, key=KEYS[kind], mod=0, unicode="",
                                                     scancode=0))
        else:
            self.pad.tap(PAD[kind])
        pump(self.app)


# ---------------------------------------------------------------------- the screen
def left_alone_matches_a_fresh_draw(app) -> str | None:
    """Leave the app alone for LEFT_ALONE s of app time; None when the screen
    then shows what a fresh full draw shows and is not one flat colour."""
    pump(app, int(LEFT_ALONE / IDLE_DT), dt=IDLE_DT)
    shown = app.display.canvas.copy()
    app.draw()
    fresh = app.display.canvas
    if shown.get_buffer().raw != fresh.get_buffer().raw:
        return f"left alone, the screen is not what a fresh draw shows (still={app.still})"
    small = pygame.transform.scale(shown, (96, 54))
    colours = {small.get_at((x, y))[:3] for x in range(0, 96, 3) for y in range(0, 54, 3)}
    if len(colours) < 4:
        return f"left alone, the screen is blank ({len(colours)} colours)"
    return None


def start(game_id: str, seed: int, level: str | None = None, variants: tuple[str, ...] = ()):
    """A fresh app with a pad plugged in and the match on screen: seat 0 bound
    to the keyboard, seat 1 to the pad (as the lobby binds them)."""
    from game.app.launch import show_game
    from game.app.seating import Seat, Seating
    from game.core.match import Match
    from game.core.state import Setup
    from tests.support.vpad import VirtualPad
    app = make_app()
    app.settings.animation_speed = 2.0   # the fastest a player may choose
    pad = VirtualPad()
    pump(app, 3)
    seating = Seating([Seat("human", KEYBOARD), Seat("human", pad.device)])
    match = Match(Setup(game_id, ("human", "human"), seed, level, tuple(variants)))
    scene = match.spec.scene(app, match, seating)
    show_game(app, scene)
    return app, pad, scene


# ---------------------------------------------------------------------- the match
class Driver:
    def __init__(self, app, pad, scene, seed: int):
        self.app, self.scene = app, scene
        self.hands = Hands(app, pad)
        self.tally = Tally(scene.game_id)
        self.bots = {s: scene.spec.bots(CHOOSER, s, seed) for s in (0, 1)}
        self.last_mover: int | None = None
        self.pending = 0            # presses since the last move, not yet a move's
        self.pending_curtain = False
        self.pending_ok = True
        self.table_checks = TABLE_CHECKS

    def problem(self, text: str) -> None:
        self.tally.problems.append(f"{self.tally.game} move {self.tally.moves}: {text}")

    def top_kind(self) -> str:
        top = self.app.stack.top
        name = type(top).__name__
        if name == "CurtainScene":
            return "curtain"
        if name == "ResultScene":
            return "result"
        if top is self.scene and self.scene.ready and self.scene.controller() is not None:
            return "move"
        waits = getattr(self.scene, "waits_for_results", None)
        if top is self.scene and waits is not None and waits() and not self.scene.anim.busy:
            return "end"    # the finished table waits for "See the results"
        return ""

    def wait(self) -> str:
        """Until a human may act (or a curtain or the result shows), and then
        one frame more: a player presses what the screen shows, drawn after
        the table has updated for the new position."""
        while True:
            run_until(self.app, lambda: self.top_kind() != "", max_frames=3000, dt=WAIT_DT)
            kind = self.top_kind()
            pump(self.app)
            if self.top_kind() == kind:
                return kind

    def play(self, most_moves: int = 2000) -> Tally:
        while self.tally.moves < most_moves and len(self.tally.problems) < 5:
            try:
                kind = self.wait()
            except AssertionError:
                self.problem(f"stuck: nobody can move (top: {self.app.stack.top})")
                break
            if kind == "result":
                self.tally.result = True
                break
            if kind == "curtain":
                self.curtain(self.app.stack.top)
            elif kind == "end":
                self.hands.press(0, CONFIRM)
                self.tally.end_presses += 1
            else:
                self.move(self.scene.controller())
        steps = self.scene.match.record.steps
        self.tally.steps, self.tally.step_seats = len(steps), {st.seat for st in steps}
        return self.tally

    # ------------------------------------------------------------------ a hand-over
    def curtain(self, c) -> None:
        t = self.tally
        t.curtains += 1
        if c.seat == self.last_mover:
            t.same_seat_curtains += 1
        problem = left_alone_matches_a_fresh_draw(self.app)
        name = self.scene.seat_name(c.seat)
        if problem is None and name not in c.message:
            problem = f"the curtain's words {c.message!r} do not name {name}"
        glyph = "ui/key_enter" if self.hands.family(c.seat) == KEYBOARD else "ui/pad_a"
        if problem is None and ("img", glyph) not in c.prompt_parts():
            problem = f"the curtain does not show {name}'s own button ({glyph})"
        if problem is not None:
            self.problem(problem)
            self.pending_ok = False
        if t.wrong_device_lifted is None:   # once a match: the other hand may not lift it
            self.hands.press(1 - c.seat, CONFIRM)
            t.wrong_device_lifted = c.lifting is not None
            if t.wrong_device_lifted:
                self.problem(f"the other seat's device lifted {name}'s curtain")
        if c.lifting is None:
            self.hands.press(c.seat, CONFIRM)
            self.pending += 1
        self.pending_curtain = True
        try:
            run_until(self.app, lambda: self.app.stack.top is not c, max_frames=200)
        except AssertionError:
            self.problem(f"{name}'s curtain did not lift on {name}'s own press")

    def _close_handover(self, seat: int) -> None:
        """A hand-over ends at the first press of a move: the seat changed, or a
        curtain fell between two moves of one seat (a secret phase began while
        the other player was looking)."""
        if seat != self.last_mover or self.pending_curtain:
            if self.last_mover is None and not self.pending_curtain:
                pass  # the opening without a curtain: nothing was handed over
            else:
                if not self.pending_curtain and self.pending_ok and self.table_checks:
                    # no curtain: the table itself waits for the next player (the
                    # first few of a match: each costs LEFT_ALONE s of app time)
                    self.table_checks -= 1
                    problem = left_alone_matches_a_fresh_draw(self.app)
                    if problem is not None:
                        self.problem(problem)
                        self.pending_ok = False
                if not self.pending_curtain and self.tally.wrong_device_moved is None:
                    self._other_hand_tries(seat)
                self.tally.handovers.append(HandOver(seat, self.pending_curtain, self.pending,
                                                     self.pending_ok))
        elif self.pending:
            self.problem(f"{self.pending} press(es) between two moves of the same seat")
        self.pending, self.pending_curtain, self.pending_ok = 0, False, True

    def _other_hand_tries(self, seat: int) -> None:
        """Once a match, at a hand-over without a curtain: the player who just
        moved presses A / Enter on their own device. It must not act for the
        seat to come (not counted: a probe, not a player's press)."""
        s = self.scene
        version = s.version
        self.hands.press(1 - seat, CONFIRM)
        moved = s.version != version
        self.tally.wrong_device_moved = moved
        if moved:
            self.problem(f"seat {1 - seat}'s device acted for seat {seat}")
        pump(self.app, 2)

    # ------------------------------------------------------------------ a move
    def choose(self, seat: int):
        s = self.scene
        view, legal = s.state.view(seat), s.state.legal_actions(seat)
        action = self.bots[seat].choose(dict(view), list(legal))
        if s.lesson_press(action, self.hands.family(seat)) is not None:
            return action
        # a move the table cannot glow for: the bot chooses again among those it can
        reach = [a for a in legal if s.lesson_press(a, self.hands.family(seat)) is not None]
        if not reach:
            self.problem(f"no legal move of seat {seat} can be pressed ({action})")
            return None
        again = self.bots[seat].choose(dict(view), reach)
        if again in reach:
            return again
        return random.Random(s.version).choice(reach)   # a bot that looks past the list given

    def move(self, seat: int) -> None:
        s = self.scene
        self._close_handover(seat)
        action = self.choose(seat)
        if action is None:
            return
        version, family = s.version, self.hands.family(seat)
        other = s.seating.seats[1 - seat]
        presses = 0
        while s.version == version:
            if self.app.stack.top is not s or not s.ready or s.controller() != seat:
                self.problem(f"the table stopped taking {action} half way")
                return
            want = s.lesson_press(action, family)
            if want is None or not want.keys:
                self.problem(f"nothing to press toward {action} after {presses} presses")
                return
            kind = sorted(want.keys)[0]
            self.hands.press(seat, kind)
            presses += 1
            if presses > MOST_PRESSES:
                self.problem(f"{action} is out of reach ({presses} presses)")
                return
        if s.match.record.steps[-1].seat != seat:
            self.problem(f"a press on seat {seat}'s device moved another seat")
        assert other.device != self.hands.devices[seat]
        self.tally.moves += 1
        self.tally.moves_per_seat[seat] += 1
        self.tally.move_presses += presses
        self.last_mover = seat


def play_two_humans(game_id: str, seed: int, level: str | None = None,
                    variants: tuple[str, ...] = (), most_moves: int = 2000) -> Tally:
    app, pad, scene = start(game_id, seed, level, variants)
    try:
        return Driver(app, pad, scene, seed).play(most_moves)
    finally:
        pad.detach()
