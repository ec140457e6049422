"""The Codes match scene: the life of the table and the wiring between its
parts. The picture is `table.py`, input is `controls.py`, what each event
shows and tells is `story.py`; the words come from the rules' `text.py`.
"""
from __future__ import annotations

import pygame

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.input.intents import Intent
from game.rules.codes import Ready, text
from game.rules.codes.state import UNDO_REASON
from game.scenes.match_scene import MatchScene

from . import story
from .controls import Controls
from .table import LOG, CodesTable, draw_result


class CodesScene(MatchScene):
    public_actions = True
    log_rect = LOG
    log_size = 28
    bubble_pos = (1075, 268)
    coach_rect = pygame.Rect(850, 700, 540, 300)  # the lesson's coach sits on the mascot's place

    def on_start(self, fresh: bool) -> None:
        self.table = CodesTable(self)
        self.controls = Controls(self)
        if fresh:  # deal the opening table from the bag, coin by coin
            for ev in self.match.opening_events:
                for a in story.animate(self, ev, None):
                    self.anim.add(a)
        else:
            self.table.coins.sync(self.view()["table"], force=True)

    # ------------------------------------------------------------------ the rules, shown
    def secret_words(self, seat: int) -> str | None:
        code = self.view(seat).get("my_code")
        if not code or all(c is None for c in code):
            return None
        return f"code {text.code_words(code)}"

    def holds_secret(self, seat: int) -> bool:
        code = self.view(seat).get("my_code")
        return code is not None and any(c is not None for c in code)

    def animate_event(self, ev: Event, seat: int | None, action: Action | None) -> list:
        return story.animate(self, ev, seat)

    def describe_action(self, seat: int, action: Action, before: dict) -> str | None:
        return story.action_line(self, seat, action, before)

    def describe_event(self, ev: Event) -> str | None:
        return story.log_line(self, ev)

    def explain(self, seat: int, action: Action, exc: IllegalAction) -> str:
        if exc.reason == UNDO_REASON:
            return text.undo_refused(self.view(seat).get("last_action"), seat, self.names())
        return exc.reason

    def think_time(self, seat: int, legal: list[Action]) -> float:
        if legal == [Ready()]:
            return 0.1  # "I know my code" needs no show
        return super().think_time(seat, legal)

    def curtain_message(self, seat: int) -> str:
        return f"{self.seat_name(seat)}'s turn! Everyone else, look away."

    def result_lines(self) -> list[str]:
        return text.result_lines(self.view(None), self.names())

    def result_picture(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        draw_result(self, surf, area)  # the codes as coins, not words

    # ------------------------------------------------------------------ life
    def on_input(self, seat: int | None, intent: Intent) -> bool:
        return self.controls.handle(seat, intent)

    def on_update(self, dt: float) -> None:
        self.table.update()
        self.controls.update()

    def on_acted(self, seat: int, action: Action, events: list[Event]) -> None:
        self.controls.cancel()

    def on_over(self) -> None:
        self.table.coins.glow = True
        self.controls.cancel()

    def draw_table(self, surf: pygame.Surface) -> None:
        self.table.draw(surf)

    # ------------------------------------------------------------------ lessons (docs/learn.md)
    def lesson_press(self, action: Action, family: str):
        from .guide import press
        return press(self, action, family)

    def lesson_reset(self) -> None:
        self.controls.cancel()

    def hint_reason(self, view: dict, action: Action) -> str | None:
        """Why the hint button's move is good (game/scenes/hints.py)."""
        from .hint import reason
        return reason(view, action)
