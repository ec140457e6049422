"""The Going Bananas match scene: the life of the table and the wiring between
its parts. The picture is `table.py`, input is `controls.py`, what each event
shows and tells is `story.py`; the words come from the rules' `text.py`.

Flow of a round on screen: dice roll on every seat card; everyone codes in
secret on their code panel (with more than one human, the curtain hides each
panel from the others, one human at a time; bots code meanwhile); when all
are done the codes are shown side by side and run step by step. When a step
needs a decision the legal choices glow on the board with a sensible default
under the cursor: one press accepts it.

Story order: nothing is told before it is seen. The table draws its header,
seat cards and status from `shown_view()` (the match before the action whose
animations play), and the log lines of an action wait for the animations of
the events they tell (`act`, `add_log`).
"""
from __future__ import annotations


import pygame

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.input.intents import Intent
from game.rules.bananas import BananasState, text
from game.rules.bananas.actions import NO_TRAP
from game.scenes.match_scene import MatchScene

from . import story
from .controls import Controls
from .ending import draw_result
from .table import BOARD, LOG, BananasTable

SECRET_KINDS = ("code", "rotten")    # decisions made where the others must not look
BUBBLE_HIGH = (BOARD.centerx + 40, 82)   # over the seat cards, when buttons fill the bottom
BUBBLE_LOW = (BOARD.centerx + 40, 960)


class BananasScene(MatchScene):
    public_actions = True
    log_rect = LOG
    log_size = 28                    # read from the sofa
    bubble_pos = BUBBLE_LOW
    coach_rect = pygame.Rect(LOG.x, LOG.y - 40, LOG.w, LOG.h + 40)  # a lesson's coach: over the log

    @property
    def state(self) -> BananasState:
        st = self.match.state
        assert isinstance(st, BananasState)
        return st

    def pending_kind(self) -> str | None:
        """The kind of decision the match waits for (decisions.py), if any."""
        p = self.state.pending
        return p.KIND if p is not None else None

    def you(self) -> int | None:
        """The one player at the screen, whom the table may call "you"."""
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def on_start(self, fresh: bool) -> None:
        self.keep_bubble = False   # a "why not" stays up its full time
        self.table = BananasTable(self)
        self.log_panel.rect = pygame.Rect(self.table.log_rect)  # as tall as the side leaves room
        self.controls = Controls(self)
        if fresh:
            for ev in self.match.opening_events:
                for a in story.animate(self, ev, None):
                    self.anim.add(a)
            for sp in self.table.pieces.monkeys:  # they pop in as they are placed
                sp.visible = False

    # ------------------------------------------------------------------ the rules, shown
    def secret_words(self, seat: int) -> str | None:
        v = self.view(seat)
        parts = []
        code = (v.get("codes") or [None] * (seat + 1))[seat]
        if code and any(any(x is not None for x in step.values()) for step in code):
            words = []
            for step in code:
                bits = [str(step["value"]) if step.get("value") is not None else None,
                        step.get("token")]
                words.append(" + ".join(b for b in bits if b) or "empty")
            parts.append("code " + ", ".join(words))
        others = [self.view(o).get("rotten") for o in range(len(self.seating.seats)) if o != seat]
        rotten = next((r[seat] for r in others if r and r[seat] is not None), None)
        if rotten is not None:
            parts.append(f"rotten tree {rotten}")
        return "; ".join(parts) or None

    def holds_secret(self, seat: int) -> bool:
        return self.pending_kind() in SECRET_KINDS and seat in self.state.to_act()

    def animate_event(self, ev: Event, seat: int | None, action: Action | None) -> list:
        return story.animate(self, ev, seat)

    def describe_action(self, seat: int, action: Action, before: dict) -> str | None:
        return story.action_line(self, seat, action, before)

    def describe_event(self, ev: Event) -> str | None:
        return story.log_line(self, ev)

    def think_time(self, seat: int, legal: list[Action]) -> float:
        base = self.app.settings.bot_delay
        kind = self.pending_kind()
        if kind == "code":
            return min(0.05, base)  # secret: nothing to watch
        if kind == "path":
            return base * 0.5       # one hex of many: keep the move flowing
        return base

    def curtain_message(self, seat: int) -> str:
        return text.curtain_message(self.view(None)["pending"], seat, self.names())

    def result_lines(self) -> list[str]:
        return text.result_lines(self.view(None), self.names())

    def result_picture(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        draw_result(self, surf, area)  # each seat's bananas, not words

    # ------------------------------------------------------------------ life
    def on_input(self, seat: int | None, intent: Intent) -> bool:
        return self.controls.handle(seat, intent)

    def on_update(self, dt: float) -> None:
        self.table.update()
        self.controls.update()
        self.bubble_pos = BUBBLE_HIGH if self.controls.has_buttons() else BUBBLE_LOW
        if self.controller() is not None and self.bubble is not None and not self.keep_bubble:
            # the player has to decide now: the story so far makes way quickly
            self.bubble.left = min(self.bubble.left, 1.2)
        if self.bubble is None:
            self.keep_bubble = False
        self._skip_pointless_trap()

    def _skip_pointless_trap(self) -> None:
        """With no banana on a tree and none waiting, the round's end finishes the
        game: a trap could catch nothing, so a player is not asked for one (the
        table leaves it off for them; a bot answers for itself)."""
        st = self.state
        if self.pending_kind() != "trap" or not self.ready or self.worker is not None \
                or any(st.bananas.values()) or st.loose:
            return
        for seat in sorted(st.to_act()):
            if seat not in self.bots:
                self.act(seat, NO_TRAP)
                return

    def on_acted(self, seat: int, action: Action, events: list[Event]) -> None:
        self.controls.on_acted(seat, action, events)

    def on_illegal(self, seat: int, action: Action, exc: IllegalAction) -> None:
        self.keep_bubble = True

    def on_viewer_changed(self) -> None:
        self.controls.forget()

    def draw_table(self, surf: pygame.Surface) -> None:
        self.table.draw(surf)

    # ------------------------------------------------------------------ lessons (docs/learn.md)
    def lesson_press(self, action: Action, family: str):
        from .guide import press
        return press(self, action, family)

    def lesson_reset(self) -> None:
        self.controls.held = None
        self.controls.drag.cancel()
        self.controls.mission_pick = []  # a wrong tree tapped: the order starts again
