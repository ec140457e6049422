"""The bot255 card game screen (two to six players, humans and bots): the
life of the table and the wiring between its parts. The picture is
`card_table.py`, input is `card_controls.py`, what each event shows is
`card_story.py`, the cards themselves `card_faces.py`; worlds and runs are
`board.py` and the code editor `editor.py`. The words come from the rules'
`text.py`; the scene only asks the rules (legal actions, views, verify, the
interpreter for a try-out that counts for nothing).

A turn on screen, as the rule text plays it:

1. The player may press Run a program: the editor opens with the palette of
   the commands their hand teaches and their memory; Run it! announces the
   run. Every other player is then asked, privately, whether they play
   Steal Turn (asked whether or not they hold one, so nobody learns who
   does; bots answer at once). The Verify pop-up shows everyone the lines
   and the cards used, never the program; a valid program runs on the
   runner's world, big in the middle, with its bits and points counting up;
   an invalid one ends the turn, and each other player takes a card face
   down from the offender's hand.
2. Then Draw from the deck, Take the face-up card, or play a card from the
   hand (the playable ones glow); then, with more than six cards, throw one
   away.

Secrets on a shared screen: a hand, a program and a Steal Turn answer are
secret. With two humans the curtain comes before each human's turn and
before each human's answer in the reaction window; the hand shows only to
the player behind the curtain. With one human their hand is always theirs
to see.
"""
from __future__ import annotations

import logging
from typing import Any

import pygame

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.seats import SYSTEM
from game.input.intents import Intent
from game.rules.bot255 import text
from game.rules.bot255.actions import Give, Pick, React
from game.rules.bot255.state import Bot255State
from game.scenes.match_scene import MatchScene
from game.ui import theme
from game.ui.badges import draw_badge
from game.ui.widgets import draw_text, fit_size

from .card_controls import Controls
from .card_story import Story
from .card_table import HAND, LOG, CardTable, player_rects, plural

log = logging.getLogger(__name__)

REACT_THINK = 0.15          # a bot's Steal Turn answer comes at once


class CardScene(MatchScene):
    public_actions = True
    log_rect = LOG
    log_size = 26
    bubble_pos = (1180, 330)
    over_delay = 2.4

    @property
    def state(self) -> Bot255State:
        st = self.match.state
        assert isinstance(st, Bot255State)
        return st

    def on_start(self, fresh: bool) -> None:
        self._live = False
        self.want_result = False
        self.draw_failures = 0
        self.table = CardTable(self)
        self.story = Story(self)
        self.controls = Controls(self)

    # ------------------------------------------------------------------ the rules, shown
    def secret_words(self, seat: int) -> str | None:
        hand = (self.view(seat).get("cards") or {}).get("hand") or []
        return f"holds {', '.join(text.cname(c) for c in hand)}" if hand else "holds no cards"

    def holds_secret(self, seat: int) -> bool:
        """A human's hand and program show on their own turn; their Steal Turn
        answer is secret too. Taking a card face down from someone else's hand
        (the penalty) shows nothing secret."""
        st = self.state
        if st.over or seat not in st.to_act():
            return False
        return st.step != "penalty"

    def curtain_message(self, seat: int) -> str:
        name = self.seat_name(seat)
        if self.state.step == "react":
            return f"{name}: a secret question for you! Everyone else, look away."
        return f"{name}'s turn! Everyone else, look away."

    def animate_event(self, ev: Event, seat: int | None, action: Action | None) -> list:
        try:
            return self.story.animate(ev, seat)
        except Exception as exc:  # noqa: BLE001 - a picture must never stop the match
            log.warning("could not animate %s: %r", ev.kind, exc)
            return []

    def describe_action(self, seat: int, action: Action, before: dict) -> str | None:
        """Only what no event tells: a draw, a play, a run or a discard is told by
        its events (the answers in a reaction window are secret anyway)."""
        name = self.seat_name(seat)
        if isinstance(action, Give):
            return f"{name} swaps {plural(len(action.cards), 'card')}."
        if isinstance(action, Pick):
            return f"{name} picks a card."
        return None

    def describe_event(self, ev: Event) -> str | None:
        if ev.kind == "ran" and self._live:
            return None         # told when the bot has walked (card_story.RunAnim)
        return super().describe_event(ev)

    def run_line(self, ev_json: dict[str, Any]) -> None:
        """A run's log line, once the run has been seen."""
        line = text.describe_event(ev_json, None, self.names())
        seat = ev_json.get("seat")
        if line and isinstance(seat, int):
            self.add_log(line, self.seat_colour(seat), None, seat)

    def queue_events(self, seat, action, events, was=None, told=None) -> None:
        self._live = True
        try:
            super().queue_events(seat, action, events, was, told)
        finally:
            self._live = False

    def think_time(self, seat: int, legal: list[Action]) -> float:
        if self.state.step == "react":
            return REACT_THINK
        return super().think_time(seat, legal)

    def explain(self, seat: int, action: Action, exc: IllegalAction) -> str:
        return exc.reason

    def on_viewer_changed(self) -> None:
        self.controls.close_editor()
        self.controls.cancel()

    def on_acted(self, seat: int, action: Action, events: list[Event]) -> None:
        if seat != SYSTEM:          # the table's clock moving on changes nobody's choice
            self.controls.cancel()

    def on_over(self) -> None:
        self.controls.close_editor()
        self.controls.cancel()

    # ------------------------------------------------------------------ words
    def bot_colour(self, seat: int) -> tuple[int, int, int]:
        return self.seat_colour(seat)

    def seat_anchor(self, seat: int | None) -> tuple[int, int]:
        """Where a card flying to or from this seat starts or lands."""
        if seat is None:
            return HAND.center
        if seat == self.viewer and not self.controls.editing:
            return HAND.center
        rects = player_rects(len(self.seating.seats))
        return rects[seat].center if 0 <= seat < len(rects) else HAND.center

    def totals(self) -> list[int]:
        return [int(p["points"]) for p in self.view(None)["players_state"]]

    def card_used_words(self, d: dict[str, Any]) -> str:
        line = text.describe_event({"event": "card_used", **d}, None, self.names())
        return line or ""

    def status_of(self, seat: int) -> str:
        """A word about what a seat is doing now, for its panel."""
        if self.match.over or self.anim.busy:
            return ""
        if self.thinking_seat == seat:
            return "thinking..."
        v = self.shown_view(None)
        if v["step"] == "react" and seat in v["to_act"]:
            return "deciding..."
        if v["step"] == "penalty" and v["pickers"] and v["pickers"][0] == seat:
            return "taking a card..."
        return ""

    def headline(self) -> tuple[str, tuple[int, int, int]]:
        """The line that says what happens now, in the acting player's colour."""
        v = self.shown_view(None)
        if self.match.over and not self.anim.busy:
            return "The game is over! See the results when you are ready.", theme.ACCENT
        turn = int(v["turn"])
        name = self.seat_name(turn)
        col = self.seat_colour(turn)
        step = v["step"]
        me = self.controls.me() if self.ready else None
        mine = me is not None and me == turn
        if self.anim.busy:
            sh = self.story.shows
            if sh.verdict is not None:
                who = int(sh.verdict.get("seat", turn))
                return f"Checking {self.seat_name(who)}'s program...", self.seat_colour(who)
            run = self.story.run
            if run is not None and not run.pb.done:
                return f"{self.seat_name(run.seat)}'s bot is running!", \
                    self.seat_colour(run.seat)
            return f"{name}'s turn", col
        if step == "react":
            if me is not None and me != turn:
                return f"{self.seat_name(me)}: do you play Steal Turn?", self.seat_colour(me)
            return f"{name} wants to run a program! Does anyone play Steal Turn?", col
        if step == "penalty":
            picker = v["pickers"][0] if v["pickers"] else turn
            pname = self.seat_name(picker)
            if me == picker:
                return f"{pname}: take one of {name}'s cards, face down!", self.seat_colour(picker)
            return f"{name}'s program was not valid: {pname} takes a card", col
        if not mine:
            if self.is_bot(turn):
                return f"{name} is thinking...", col
            return f"{name}'s turn", col
        words = {
            "start": f"{name}, your turn! Run a program, take a card, or play one.",
            "act": f"{name}: now take a card, or play one!",
            "pick": f"{name}: pick a card!",
            "give": f"{name}: choose the cards to swap.",
            "spy_draw": f"{name}: now draw a card.",
            "discard": f"{name}: too many cards! Throw one away (you may keep 6).",
        }
        return words.get(step, f"{name}'s turn"), col

    # ------------------------------------------------------------------ the result
    def waits_for_results(self) -> bool:
        """The match is over and shown: with people at the table, the result screen
        waits for See the results (coming by itself, its Play again landed under
        a click meant for a card, issue 21). A table of bots goes on by itself."""
        return self.match.over and not self.anim.busy and bool(self.humans) \
            and not self.want_result and not self.finished

    def show_result(self) -> None:
        if self.want_result or not self.humans:
            super().show_result()

    def ask_result(self) -> None:
        self.want_result = True
        super().show_result()

    def rounds_played(self) -> list[dict[str, Any]]:
        """Every round_over event of the match so far (from its record)."""
        out = []
        for st in self.match.record.steps:
            for e in st.events:
                if e.get("event") == "round_over":
                    out.append(e)
        return out

    def result_lines(self) -> list[str]:
        lines = []
        for e in self.rounds_played():
            w = e.get("winner")
            pts = e.get("points") or []
            best = f" ({pts[w]} points that round)" if isinstance(w, int) and w < len(pts) else ""
            if isinstance(w, int):
                lines.append(f"Round {e.get('round')}: {self.seat_name(w)}'s bot got all 8 "
                             f"bits{best}")
            else:
                lines.append(f"Round {e.get('round')}: nobody got all 8 bits")
        if self.view(None).get("end_reason") == "time":
            lines.append("The time was up.")
        return lines

    def result_picture(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """Each round as a row: who got all the bits, and everyone's points that round."""
        rounds = self.rounds_played()
        n = len(self.seating.seats)
        if not rounds:
            return super().result_picture(surf, area)
        row_h = max(40, min(64, (area.h - 60) // max(1, len(rounds))))
        col_w = min(220, (area.w - 300) // max(1, n))
        x0 = area.centerx - (260 + col_w * n) // 2
        cb = self.app.settings.colour_blind
        for i in range(n):
            cx = x0 + 260 + col_w * i + col_w // 2
            draw_badge(surf, i, (cx, area.y + 24), 44, cb)
        y = area.y + 56
        for e in rounds[:max(1, (area.h - 56) // row_h)]:
            pygame.draw.rect(surf, (14, 34, 26), (x0 - 10, y, 280 + col_w * n, row_h - 6),
                             border_radius=16)
            label = f"Round {e.get('round')}"
            draw_text(surf, label, fit_size(label, 34, 240), theme.TEXT, (x0 + 10, y + row_h // 2 - 3),
                      anchor="midleft")
            pts = e.get("points") or []
            for i in range(n):
                cx = x0 + 260 + col_w * i + col_w // 2
                p = pts[i] if i < len(pts) else 0
                won = e.get("winner") == i
                draw_text(surf, f"+{p}" + (" all bits!" if won else ""), 32 if not won else 30,
                          theme.ACCENT if won else theme.TEXT, (cx, y + row_h // 2 - 3))
            y += row_h

    # ------------------------------------------------------------------ life
    def on_input(self, seat: int | None, intent: Intent) -> bool:
        return self.controls.handle(seat, intent)

    def lesson_press(self, action: Action, family: str):
        """The glow protocol (docs/learn.md): the next press toward `action`."""
        from .card_guide import press
        return press(self, action, family)

    def lesson_reset(self) -> None:
        self.controls.cancel()

    def on_update(self, dt: float) -> None:
        self.story.update(dt)
        self._answer_for_a_lone_human()
        self.controls.update(dt)

    def _answer_for_a_lone_human(self) -> None:
        """A lone human who cannot play Steal Turn is not asked (issue 21: a child
        answered "No" five times a round). The question exists so that nobody
        learns who holds the card; with no other human at the table there is
        nobody to learn it (bots read only their own view), so the screen gives
        the only answer there is. With two humans or more everyone is asked
        alike, holder or not, since whether you are asked would tell."""
        if self.hot_seat or not self.ready or self.state.step != "react":
            return
        for seat in self.acting_humans():
            if React(True) not in self.legal(seat):
                self.act(seat, React(False))

    def animating(self) -> bool:
        pb = self.controls.preview
        if self.waits_for_results() and self.over_timer is not None \
                and self.over_timer >= self.over_delay:
            return self.bubble is not None or self.story.busy()   # nothing moves: no frames
        return super().animating() or self.story.busy() or (pb is not None and not pb.done)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        try:
            self.table.draw(surf)
            if not self.controls.editing:
                self.story.draw(surf)
            self.controls.draw_popup(surf)
        except Exception:  # never a traceback in front of a player
            self.draw_failures += 1
            if self.draw_failures < 4:
                log.exception("drawing the card game failed")
        self.draw_bubble(surf)
        self.draw_banner(surf)

    def draw_log(self, surf: pygame.Surface) -> None:
        if not self.controls.editing:
            super().draw_log(surf)


def make_card_scene(app: Any, match: Any, seating: Any) -> CardScene:
    return CardScene(app, match, seating)
