"""The hint button during play (issue 22): H or the pad's Y asks "What would
a good player do?".

While hints are on (game/learn/hints.py: the first three matches of each
game, or the lobby's "Hints" button), H / Y on the player's turn asks the
game's Medium bot, on a worker thread so no frame waits, for the decision
of the seat that pressed, from that seat's own view only. The answer is
checked by the rules, then shown: the thing to press glows through the
scene's `lesson_press` (the glow protocol of docs/learn.md) when the scene
has one, and one line says why (the scene's `hint_reason(view, action)`,
else the game's `game/learn/reasons/<game>.py`) or, where the game cannot
say why honestly, the move in the game's own words. The glow
stays until the table changes. H / Y pressed again (or when there is
nothing to hint, or with hints off) opens the help pages as before; they
are also in the pause menu. Bot 255's puzzle keeps its own Hint button (a
scene with `ask_hint`): there H / Y open help.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import pygame

from game.app.bot_worker import BotWorker
from game.core.actions import Action
from game.learn import hints
from game.scenes.coach import family_of
from game.ui import theme

log = logging.getLogger(__name__)

THINKING = "Let me think of a good move..."
SAY_FOR = 6.0   # seconds the hint's line stays up


@dataclass
class Shown:
    seat: int
    action: Action
    version: int
    line: str


class Hinter:
    """One per match scene (`scene.hinter`)."""

    def __init__(self, scene: Any):
        self.scene = scene
        self.offered = not hasattr(scene, "ask_hint")   # the puzzle has its own hint
        self.on = self.offered and hints.enabled(scene.game_id)
        self.worker: BotWorker | None = None
        self.shown: Shown | None = None
        self.counted = False
        self.problem: str | None = None

    # ------------------------------------------------------------------ asking
    def ask(self, device: str | None) -> bool:
        """H / Y pressed: True when it starts a hint. False (the caller opens
        the help pages) with hints off, when there is nothing to hint (not
        this device's turn), and on a second press for the same position: so
        a child reaches both, the hint first and then the rules."""
        s = self.scene
        coach = getattr(s, "coach", None)
        if not self.on or (coach is not None and coach.run is not None):
            return False  # a lesson's coach already shows the one move to make
        if self.worker is not None or (self.shown is not None
                                       and self.shown.version == s.version):
            return False
        seat = s.input_seat(device) if s.ready and device is not None else None
        if seat is None:
            seat = s.controller()
        if seat is None or not s.ready or s.is_bot(seat):
            return False
        legal = s.state.legal_actions(seat)
        if not legal:
            return False
        bot = s.spec.bots(hints.HINT_BOT, seat, s.match.setup.seed)
        self.worker = BotWorker(bot, seat, s.state.view(seat), legal, s.version)
        s.say(THINKING, seat, 30.0)
        return True

    # ------------------------------------------------------------------ each frame
    def update(self) -> None:
        s = self.scene
        w = self.worker
        if w is not None and w.done:
            self.worker = None
            if w.key == s.version:
                self._show(w)
            elif s.bubble is not None and s.bubble.text == THINKING:
                s.bubble = None   # the table moved on while it thought
        if self.shown is not None and self.shown.version != s.version:
            if s.bubble is not None and s.bubble.text == self.shown.line:
                s.bubble = None   # on a shared screen the next player may be looking
            self.shown = None
        if s.match.over and not self.counted:
            self.counted = True
            self._count()

    def _show(self, w: BotWorker) -> None:
        s = self.scene
        action = w.result
        if w.error is not None or not hints.allowed(s.state, w.seat, action, w.legal):
            log.warning("hint for seat %d failed: %r", w.seat, w.error or action)
            s.say("No hint this time: try your own idea!", w.seat, 3.0)
            return
        assert action is not None
        view = w.view   # what the bot was given: the seat's own view
        reason = None
        hook = getattr(s, "hint_reason", None)
        if hook is not None:
            try:
                reason = hook(view, action)
            except Exception as exc:  # a game's words must never stop a hint
                log.warning("hint reason failed: %r", exc)
        if reason is None:
            reason = hints.reason(s.game_id, view, action, w.seat)
        line = hints.line(s.spec, view, action, w.seat, reason)
        self.shown = Shown(w.seat, action, s.version, line)
        s.say(line, w.seat, SAY_FOR)

    def _count(self) -> None:
        s = self.scene
        coach = getattr(s, "coach", None)
        if not s.humans or (coach is not None and coach.run is not None):
            return  # a bots-only match or a lesson is not a match played
        problem = hints.count_match(s.game_id)
        if problem:
            s.app.toast(problem)

    # ------------------------------------------------------------------ drawing
    def help_words(self) -> str:
        """What the on-screen H / Y reminder says it does: "hint / help" while
        a first press gives a hint (hints on, no lesson coaching), so a child
        knows the button exists; else "help"."""
        coach = getattr(self.scene, "coach", None)
        if self.on and (coach is None or coach.run is None):
            return "hint / help"
        return "help"

    def press(self) -> Any:
        """The glowing target of the hint now (a coach.Press), or None."""
        s, h = self.scene, self.shown
        if h is None or h.version != s.version or not s.ready or s.controller() != h.seat:
            return None
        lesson_press = getattr(s, "lesson_press", None)
        if lesson_press is None:
            return None
        try:
            return lesson_press(h.action, family_of(s.hint_device(h.seat)))
        except Exception as exc:  # the glow is a help: a failure only hides it
            log.debug("hint glow failed: %r", exc)
            return None

    def draw(self, surf: pygame.Surface) -> None:
        want = self.press()
        if want is None:
            return
        if want.aim is not None:
            pygame.draw.rect(surf, theme.TEXT, want.aim.inflate(16, 16), width=4,
                             border_radius=24)
        pulse = 6 + int(3 * (1 + pygame.math.Vector2(1, 0).rotate(self.scene.clock * 360).x))
        pygame.draw.rect(surf, theme.ACCENT, want.rect.inflate(16, 16), width=pulse,
                         border_radius=24)
