"""Opening a lesson in the app (from a game's card, its lobby, the title
screen's suggestion or `python -m game play --learn GAME`), and the real
match against the Easy bot that follows it."""
from __future__ import annotations

from game.learn import progress
from game.learn.lesson import (HUMAN_SEAT, Lesson, LessonError, Run, game_of, has_lesson,
                               lesson_ids, load)


def refusal(lesson_id: str) -> str | None:
    """Why there is no lesson `lesson_id` to open (a game's id: its first
    lesson; "bananas-traps": that one). None: it can be opened."""
    from game.core import registry
    known = {m.id: m for m in registry.menu()}
    game_id = game_of(lesson_id)
    if game_id not in known:
        names = ", ".join(sorted(known))
        return f"There is no game called {game_id!r}. The games are: {names}."
    if not has_lesson(game_id):
        return f"{known[game_id].title} has no lesson yet."
    if lesson_id not in lesson_ids(game_id):
        return (f"{known[game_id].title} has no lesson called {lesson_id!r}. Its lessons are: "
                f"{', '.join(lesson_ids(game_id))}.")
    return None


def start_lesson(app, game_id: str, from_start: bool = False, device: str | None = None) -> bool:
    """Open a lesson (`game_id`: a game's id for its first lesson, or a lesson
    id such as "bananas-traps") where the child left it; the coach shows
    `device`'s buttons until another device is used. On any problem a toast
    says why and the app stays where it was (False)."""
    from game.app.launch import show_game
    from game.app.seating import Seat, Seating
    from game.core.errors import BadSetup, IllegalAction
    from game.core.match import Match
    from game.scenes.coach import coach

    why = refusal(game_id)
    try:
        if why is not None:
            raise LessonError(why)
        lesson = load(game_id)
        _, problem = progress.read()
        if problem:
            app.toast(problem)
        match = Match(lesson.setup())
        run = Run(lesson, match)
        start = 0 if from_start else progress.step(lesson.id)
        try:
            run.skip_to(start)
        except (LessonError, IllegalAction):  # the lesson changed since: from the start
            match = Match(lesson.setup())
            run = Run(lesson, match)
        seating = Seating([Seat(k) for k in lesson.seats])
        scene = match.spec.scene(app, match, seating)
        coach(scene, lesson, run)
        if device is not None:
            scene.coach.device = device
    except (LessonError, BadSetup) as exc:
        app.toast(str(exc))
        app.play("error")
        return False
    show_game(app, scene)
    return True


def start_real_match(app, lesson: Lesson) -> bool:
    """After the lesson: the same game at the lesson's level against the Easy
    bot, hints still on."""
    from game.app.launch import start_match
    from game.app.seating import Seat, Seating
    from game.scenes.coach import coach

    kinds = ["human" if i == HUMAN_SEAT else "easy" for i in range(len(lesson.seats))]
    if not start_match(app, lesson.game, Seating([Seat(k) for k in kinds]), lesson.level):
        return False
    coach(app.stack.top, lesson, None)
    return True


def open_lesson(app, lesson_id: str) -> None:
    """A button's action (the lobby's Learn to play): the answer is on screen."""
    start_lesson(app, lesson_id)
