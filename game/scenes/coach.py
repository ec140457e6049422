"""The coach: the arcade's monkey guiding a lesson over a real match scene.

`coach(scene, run)` turns a game's match scene into a lesson: every input
goes through the coach first. Only the next press toward the step's move
is let through (the thing that glows); any other press gets "Try the
glowing one" and changes nothing. Moves still go through `MatchScene.act`
and so through the rules; a move other than the step's is refused there
too. `hint(scene, lesson)` keeps the coach's words on (no glow, nothing
refused) for the first turns of the real match after a lesson.

A scene takes part by implementing the glow protocol (docs/learn.md):
`lesson_press(action, family) -> Press | None` and `lesson_reset()`.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import Any

import pygame

from game.input.intents import (ALT, BACK, CONFIRM, DEVICE_ADDED, DEVICE_REMOVED, HELP, KEYBOARD,
                                MOUSE, PAUSE, POINT, PRESS, RELEASE, Intent)
from game.learn import progress
from game.learn.lesson import HUMAN_SEAT, Lesson, LessonError, Run
from game.ui import theme
from game.ui.assets import image
from game.ui.prompts import KEY_WORDS, PAD_GLYPHS, device_family
from game.ui.widgets import draw_text, wrap

log = logging.getLogger(__name__)

TRY_AGAIN = "Try the glowing one"
COACH_RECT = pygame.Rect(560, 760, 800, 250)   # a scene may set `coach_rect`
PASS_THROUGH = (DEVICE_ADDED, DEVICE_REMOVED, PAUSE, HELP)


@dataclass(frozen=True)
class Press:
    """The next press toward a move: what glows and what takes it.

    `target` names it ("coin:3", "gap:2", "button:flip"); `rect` is where it
    is on screen (a pointer press or release must land inside); `keys` are
    the key / pad intents that take it; `glyph` is the button to show
    ("move" for the arrows / d-pad, or an intent kind such as CONFIRM)."""
    target: str
    rect: pygame.Rect
    keys: frozenset[str] = frozenset()
    glyph: str = CONFIRM
    aim: pygame.Rect | None = None   # where the move ends (a drop place): ringed, not pressed


def family_of(device: str | None) -> str:
    return device_family(device)


def glyph_parts(glyph: str, family: str) -> list[Any]:
    """The device's own pictures of that button: ("img", name) or words. A
    mouse and a finger are one device here, so both pictures show."""
    if family == MOUSE:
        return [("img", "ui/mouse_left"), ("img", "ui/touch")]
    if family == "pad":
        return [("img", PAD_GLYPHS.get(glyph, "ui/pad_a"))]
    if glyph == "move":
        return [("img", "ui/key_arrows")]
    if glyph == CONFIRM:
        return [("img", "ui/key_enter")]
    return [f"[{KEY_WORDS.get(glyph, glyph)}]"]


WORD_SIZES = (34, 30, 28)   # the coach's sentence shrinks before it runs under its buttons


def fit_words(say: str, rect: pygame.Rect) -> tuple[int, list[str]]:
    """(size, lines) of the coach's sentence in its panel: the largest size
    whose lines end above the row of button pictures (and the OK button)
    at the panel's bottom; the smallest size when none does."""
    for size in WORD_SIZES:
        lines = wrap(say, size, rect.w - 180)
        if 22 + (len(lines) - 1) * (size + 8) + size <= rect.h - 86:
            break
    return size, lines


class Coach:
    def __init__(self, scene, run: Run | None, lesson: Lesson):
        self.scene = scene
        self.run = run
        self.lesson = lesson
        self.device: str | None = KEYBOARD
        self.drawn: tuple[int, str, str] | None = None   # (step, sentence, picture) last drawn
        self.refused = 0
        self.hint_turns = lesson.hint_turns if run is None else 0
        self.problem: str | None = None
        self.pressed_inside = False                        # a pointer press was let through
        self.glyphs: list[Any] = []                        # the device pictures last shown

    # ------------------------------------------------------------------ what shows
    @property
    def rect(self) -> pygame.Rect:
        return getattr(self.scene, "coach_rect", COACH_RECT)

    def ok_rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, 170, 74)
        r.bottomright = (self.rect.right - 18, self.rect.bottom - 14)
        return r

    def words(self) -> tuple[str, str] | None:
        """(sentence, picture) the coach shows now, or None."""
        if self.run is not None:
            step = self.run.step
            return None if step is None else (step.say, step.picture)
        if self.hint_turns <= 0 or self.scene.match.over:
            return None
        turn_seats = self.scene.state.to_act()
        who = "you" if HUMAN_SEAT in turn_seats else "bot"
        said = self.lesson.hints.get(who)
        return None if said is None else (said, "wave" if who == "you" else "think")

    def press(self) -> Press | None:
        """The press that glows now (None: nothing to press, or not yet)."""
        run, s = self.run, self.scene
        if run is None or run.step is None:
            return None
        if run.step.who == "coach":
            return Press("coach:ok", self.ok_rect(), frozenset((CONFIRM,)), CONFIRM)
        if run.step.who != "you" or not s.ready or s.controller() != HUMAN_SEAT:
            return None
        return s.lesson_press(run.expected(), family_of(self.device))

    def shown(self) -> bool:
        """The step's sentence and picture are on screen: only then may it be taken."""
        w = self.words()
        return self.run is not None and w is not None and self.drawn == (self.run.index, *w)

    # ------------------------------------------------------------------ input
    def filter(self, intent: Intent) -> bool:
        """True when the coach used or refused the intent (the scene never sees it)."""
        if self.run is None or intent.kind in PASS_THROUGH:
            return False
        if intent.kind == BACK:
            return False  # leaving (the pause menu) is always allowed
        if intent.kind == POINT:
            return False
        if intent.device is not None:
            self.device = intent.device
        if self.run.step is None:
            return True
        want = self.press()
        if want is None or not self.shown():
            if intent.kind == RELEASE and self.pressed_inside:
                self.pressed_inside = False
                return False  # let a press already let through finish
            return True       # nothing to do yet (a bot moves, an animation plays)
        if self._takes(want, intent):
            if want.target == "coach:ok":
                if intent.kind != PRESS:
                    self.next_step()
                return True
            return False
        if intent.kind == RELEASE and not self.pressed_inside:
            return True  # the end of a refused press: already answered
        self.refuse()
        return True

    def _takes(self, want: Press, intent: Intent) -> bool:
        if intent.pos is not None:
            if intent.kind not in (PRESS, RELEASE) or not want.rect.collidepoint(intent.pos):
                return False
            self.pressed_inside = intent.kind == PRESS
            return True
        return intent.kind in want.keys

    def refuse(self) -> None:
        self.refused += 1
        self.pressed_inside = False
        self.scene.lesson_reset()
        self.scene.app.play("error")
        self.scene.say(TRY_AGAIN, HUMAN_SEAT, 2.0)

    # ------------------------------------------------------------------ steps
    def accepts(self, seat: int, action) -> bool:
        """A move about to be applied: only the step's own (bots: their script)."""
        if self.run is None:
            return True
        try:
            return self.run.take(seat, action)
        except LessonError as exc:
            self.fail(str(exc))
            return False

    def after_move(self) -> None:
        if self.run is not None:
            self.next_step()
        elif self.hint_turns > 0 and self.scene.match.record.steps[-1].seat == HUMAN_SEAT:
            self.hint_turns -= 1

    def next_step(self) -> None:
        run = self.run
        assert run is not None
        run.advance()
        self.pressed_inside = False
        if run.done:
            self.remember(progress.finish(self.lesson.id))
            self.scene.lesson_finished()
            return
        self.remember(progress.save_step(self.lesson.id, run.index))

    def remember(self, problem: str | None) -> None:
        if problem and not self.problem:
            self.problem = problem
            self.scene.app.toast(problem)

    def fail(self, why: str) -> None:
        log.warning("lesson stopped: %s", why)
        self.scene.app.toast(f"This lesson cannot go on: {why}")
        self.run = None

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        w = self.words()
        if w is None:
            self.drawn = None
            return
        want = self.press()
        if want is not None and self.run is not None:
            self._glow(surf, want.rect, want.aim)
        say, picture = w
        r = self.rect
        pygame.draw.rect(surf, theme.PANEL, r, border_radius=28)
        pygame.draw.rect(surf, theme.ACCENT, r, width=6, border_radius=28)
        frame = int(self.scene.clock * 3) % (2 if picture == "think" else 4)
        pic = image(f"monkey/{picture}_{frame}", (140, 140))
        surf.blit(pic, (r.x + 10, r.y + 20))
        y = r.y + 22
        size, lines = fit_words(say, r)
        for line in lines:
            draw_text(surf, line, size, theme.INK, (r.x + 160, y), anchor="topleft")
            y += size + 8
        if want is not None:
            self.glyphs = glyph_parts(want.glyph, family_of(self.device))
            x = r.x + 160
            for part in self.glyphs:
                if isinstance(part, tuple):
                    pic = image(part[1], (64, 64))
                    surf.blit(pic, (x, r.bottom - 82))
                    x += 76
                else:
                    x = draw_text(surf, part, 36, theme.INK, (x, r.bottom - 50),
                                  anchor="midleft").right + 12
        if self.run is not None and self.run.step is not None and self.run.step.who == "coach":
            ok = self.ok_rect()
            pygame.draw.rect(surf, theme.ACCENT, ok, border_radius=22)
            pygame.draw.rect(surf, theme.PANEL_EDGE, ok, width=4, border_radius=22)
            draw_text(surf, "OK", 40, theme.INK, ok.center)
        self.drawn = (self.run.index if self.run is not None else -1, say, picture)

    def _glow(self, surf: pygame.Surface, rect: pygame.Rect,
              aim: pygame.Rect | None = None) -> None:
        """Dim everything but the one thing to press (and where it goes), and ring it."""
        shade = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 120))
        shade.fill((0, 0, 0, 0), rect.inflate(16, 16))
        shade.fill((0, 0, 0, 0), self.rect)
        if aim is not None:
            shade.fill((0, 0, 0, 0), aim.inflate(16, 16))
        surf.blit(shade, (0, 0))
        if aim is not None:
            pygame.draw.rect(surf, theme.TEXT, aim.inflate(16, 16), width=4, border_radius=24)
        pulse = 6 + int(3 * (1 + pygame.math.Vector2(1, 0).rotate(self.scene.clock * 360).x))
        pygame.draw.rect(surf, theme.ACCENT, rect.inflate(16, 16), width=pulse, border_radius=24)


# ---------------------------------------------------------------------- the scene side
class ScriptedBot:
    """The lesson's opponent: it makes the bot step's move, nothing else."""

    def __init__(self, coach: Coach, seat: int):
        self.coach, self.seat = coach, seat

    def choose(self, view: dict, legal: list) -> Any:
        run = self.coach.run
        step = None if run is None else run.step
        if step is not None and step.who == "bot" and step.action is not None:
            action = run.match.action_from_json(step.action)  # type: ignore[union-attr]
            if action in legal:
                return action
        return legal[0]  # not the lesson's moment: the rules' first legal move


class _Coached:
    """Mixed in front of a game's scene class (see `coach`)."""
    coach: Coach

    def handle(self, intent: Intent) -> None:
        if not self.coach.filter(intent):
            super().handle(intent)  # type: ignore[misc]

    def act(self, seat: int, action) -> bool:
        if not self.coach.accepts(seat, action):
            if seat == HUMAN_SEAT:
                self.coach.refuse()
            return False
        if not super().act(seat, action):  # type: ignore[misc]
            return False
        self.coach.after_move()
        return True

    def _run_bots(self, dt: float) -> None:
        run = self.coach.run
        if run is None or (run.step is not None and run.step.who == "bot"):
            super()._run_bots(dt)  # type: ignore[misc]
        # else the bot waits for its step: the coach is talking or it is the child's go

    def restart(self) -> None:
        if self.coach.run is None:
            super().restart()  # type: ignore[misc]
            return
        from game.learn.launch import start_lesson
        start_lesson(self.app, self.coach.lesson.id, from_start=True)  # type: ignore[attr-defined]

    def _autosave(self) -> None:
        if self.coach.run is None:
            super()._autosave()  # type: ignore[misc]
            return
        # a lesson never takes the Continue slot: its record is kept apart
        # (replayable with `python -m game replay`), its step in the progress file
        try:
            where = lesson_record_path(self.coach.lesson.id)
            where.parent.mkdir(parents=True, exist_ok=True)
            self.match.record.save(where)  # type: ignore[attr-defined]
        except OSError as exc:
            self.coach.remember(f"The lesson cannot be saved ({exc.strerror or exc}).")

    def animating(self) -> bool:
        return super().animating() or (  # type: ignore[misc]
            self.coach.words() is not None and self.coach.drawn is None)

    def draw(self, surf: pygame.Surface) -> None:
        super().draw(surf)  # type: ignore[misc]
        self.coach.draw(surf)

    def show_result(self) -> None:
        if self.coach.run is None:
            super().show_result()  # type: ignore[misc]
        else:
            self.finished = True  # the coach has the last word, then the real match

    def lesson_finished(self) -> None:
        from game.learn.launch import start_real_match
        start_real_match(self.app, self.coach.lesson)  # type: ignore[attr-defined]


_CLASSES: dict[type, type] = {}


def _coached_class(cls: type) -> type:
    if cls not in _CLASSES:
        _CLASSES[cls] = type(f"Coached{cls.__name__}", (_Coached, cls), {})
    return _CLASSES[cls]


def coach(scene, lesson: Lesson, run: Run | None):
    """Put the coach over an already built match scene (a lesson when `run`
    is given; else the hints of the first turns of a real match)."""
    if not hasattr(scene, "lesson_press"):
        raise LessonError(f"{scene.spec.name} cannot show a lesson yet.")
    scene.__class__ = _coached_class(type(scene))
    scene.coach = Coach(scene, run, lesson)
    if run is not None and any(k != "human" for k in lesson.seats):  # a puzzle has no bot
        seat = run.bot_seat()
        scene.bots[seat] = ScriptedBot(scene.coach, seat)
    return scene


def lesson_record_path(lesson_id: str):
    from game.app.paths import data_dir
    return data_dir() / f"lesson-{lesson_id}.jsonl"
