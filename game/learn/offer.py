"""Before a match at a level whose lesson the child has not done: "Learn traps
first" or "Just play" (issue 22). One question with two buttons, the lesson
focused; Esc / B goes back to the lobby and nothing starts."""
from __future__ import annotations

from typing import Callable

from game.input.intents import BACK, PAUSE, Intent
from game.learn import levels, progress
from game.scenes.confirm import ConfirmScene


class OfferScene(ConfirmScene):
    def __init__(self, app, lesson, play: Callable[[], None]):
        from game.learn.launch import open_lesson
        topic = lesson.topic or "this game"
        super().__init__(app, question=f"New at level {lesson.level}: {topic}!",
                         detail="A short lesson shows how it works, then you play.",
                         yes=f"Learn {topic} first", no="Just play",
                         on_yes=lambda: open_lesson(app, lesson.id))
        self.lesson, self.play = lesson, play
        self.menu.focus = 0  # the lesson is the suggestion

    def no(self) -> None:
        """Just play: the match starts, and this lesson is not offered again
        (the lobby's Learn to play still opens it)."""
        self._close()
        problem = progress.skip(self.lesson.id)
        if problem:
            self.app.toast(problem)
        self.play()

    def handle(self, intent: Intent) -> None:
        if intent.kind in (BACK, PAUSE):
            self.app.play("click")
            self._close()  # back to the lobby: neither the lesson nor the match
            return
        super().handle(intent)


def offer_lesson(app, game_id: str, level, play: Callable[[], None]) -> bool:
    """Offer the level's lesson before `play` starts the match: True when the
    question is on screen (it calls `play` itself on "Just play")."""
    lesson = levels.to_offer(game_id, level)
    if lesson is None:
        return False
    app.push(OfferScene(app, lesson, play))
    return True
