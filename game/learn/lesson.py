"""A lesson: a guided match written as data (game/learn/lessons/<game>.toml).

Pure Python, never pygame. A lesson fixes the match's set-up (seats and
seed, so the coins, cards or dice show what each step teaches) and lists
its steps: the coach's sentence and picture, and for a "you" or "bot" step
the one move made then. Every move goes through the rules: `check` walks
the whole lesson through `Match.apply`, asking the rules' own
`legal_actions` first, so a lesson is also a valid match record.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass, field
from typing import Any

from .files import LESSONS, game_of, has_lesson, lesson_ids, path  # noqa: F401  (the lesson's own names too)

MAX_WORDS = 12
WHO = ("coach", "you", "bot")
PICTURES = ("wave", "idle", "think", "cheer")
HUMAN_SEAT = 0  # the child plays the first seat of every lesson


class LessonError(Exception):
    """A lesson that cannot be given, in a sentence for a teacher."""


@dataclass(frozen=True)
class Step:
    who: str                         # coach (press OK) | you (make `action`) | bot
    say: str
    picture: str
    action: dict[str, Any] | None = None


@dataclass(frozen=True)
class Lesson:
    game: str
    seed: int
    seats: tuple[str, ...]
    steps: tuple[Step, ...]
    variants: tuple[str, ...] = ()
    level: str | None = None
    hint_turns: int = 0
    hints: dict[str, str] = field(default_factory=dict)
    name: str = ""     # the file's name when not the game's first lesson ("bananas-traps")
    topic: str = ""    # what it teaches, for "Learn traps first" ("" : the game itself)
    order: int = 0     # a game's lessons are offered in this order

    @property
    def id(self) -> str:
        """The lesson's key in the progress file and its record's name."""
        return self.name or self.game

    def setup(self):
        from game.core.state import Setup
        return Setup(self.game, self.seats, self.seed, self.level, self.variants)

    def sentences(self) -> list[str]:
        return [s.say for s in self.steps] + list(self.hints.values())


def words(sentence: str) -> int:
    return len(sentence.split())




def load(lesson_id: str) -> Lesson:
    """A lesson (the game's first: its id is the game's), read and its shape
    checked (`check` asks the rules)."""
    p = path(lesson_id)
    if not p.is_file():
        raise LessonError(f"There is no lesson {lesson_id!r} yet.")
    try:
        data = tomllib.loads(p.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as exc:
        raise LessonError(f"The lesson file {p.name} cannot be read: {exc}") from None
    lesson = parse(data, p.name)
    if game_of(lesson_id) != lesson.game:
        raise LessonError(f"{p.name}: its name must start with its game, {lesson.game!r}.")
    if lesson_id == lesson.game:
        return lesson
    from dataclasses import replace
    return replace(lesson, name=lesson_id)


def parse(data: dict[str, Any], source: str = "lesson") -> Lesson:
    try:
        steps = []
        for n, s in enumerate(data["step"], 1):
            step = Step(str(s["who"]), str(s["say"]), str(s.get("picture", "idle")),
                        dict(s["action"]) if "action" in s else None)
            if step.who not in WHO:
                raise LessonError(f"{source}, step {n}: who is one of {', '.join(WHO)}.")
            if step.picture not in PICTURES:
                raise LessonError(f"{source}, step {n}: picture is one of {', '.join(PICTURES)}.")
            if (step.action is None) != (step.who == "coach"):
                raise LessonError(f"{source}, step {n}: a move is for 'you' and 'bot' steps.")
            if words(step.say) > MAX_WORDS:
                raise LessonError(f"{source}, step {n}: '{step.say}' has more than "
                                  f"{MAX_WORDS} words.")
            steps.append(step)
        return Lesson(str(data["game"]), int(data["seed"]), tuple(data["seats"]),
                      tuple(steps), tuple(data.get("variants", ())), data.get("level"),
                      int(data.get("hint_turns", 0)), dict(data.get("hints", {})),
                      topic=str(data.get("topic", "")), order=int(data.get("order", 0)))
    except LessonError:
        raise
    except (KeyError, TypeError, ValueError) as exc:
        raise LessonError(f"{source}: a lesson needs game, seed, seats and steps "
                          f"(missing or wrong: {exc}).") from None


class Run:
    """A lesson being given over its match: which step is next, and the move
    that step expects (an Action of the game, checked by its rules)."""

    def __init__(self, lesson: Lesson, match):
        self.lesson = lesson
        self.match = match
        self.index = 0

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def done(self) -> bool:
        return self.index >= len(self.lesson.steps)

    def seat(self, step: Step | None = None) -> int | None:
        step = self.step if step is None else step
        if step is None or step.who == "coach":
            return None
        return HUMAN_SEAT if step.who == "you" else self.bot_seat()

    def bot_seat(self) -> int:
        return next(i for i, k in enumerate(self.lesson.seats) if k != "human")

    def expected(self):
        """The step's move as an Action, or None for a coach step. A move the
        rules would not allow now is the lesson's fault: LessonError."""
        step = self.step
        if step is None or step.action is None:
            return None
        seat = self.seat(step)
        try:
            action = self.match.action_from_json(step.action)
        except Exception as exc:  # the codec's own complaint, in a sentence
            raise LessonError(f"Step {self.index + 1}: {step.action} is not a move "
                              f"of this game ({exc}).") from None
        # `allows`, not `in legal_actions`: a bot255 program is free text the
        # rules cannot list whole, only check
        if not self.match.state.allows(seat, action):
            raise LessonError(f"Step {self.index + 1}: the rules do not allow "
                              f"{step.action} now.")
        return action

    def take(self, seat: int, action) -> bool:
        """Is this the step's move, by the step's seat? (nothing is applied)"""
        return self.seat() == seat and action == self.expected()

    def advance(self) -> None:
        self.index += 1

    def skip_to(self, index: int) -> None:
        """Resume: replay the moves of the steps before `index` through the rules."""
        while self.index < min(index, len(self.lesson.steps)):
            action = self.expected()
            if action is not None:
                self.match.apply(self.seat(), action)
            self.advance()


def check(lesson: Lesson):
    """Walk the whole lesson through the rules; the finished Match, or LessonError."""
    from game.core.errors import BadSetup
    from game.core.match import Match
    try:
        match = Match(lesson.setup())
    except (BadSetup, KeyError) as exc:
        raise LessonError(f"The lesson's set-up is refused: {exc}") from None
    if lesson.seats[HUMAN_SEAT] != "human":
        raise LessonError("The child plays the first seat: seats[0] must be 'human'.")
    run = Run(lesson, match)
    run.skip_to(len(lesson.steps))
    return match
