"""The card game's program editor: opened by Run a program with the hand's
library and memory, Try it shows where the bot would go, Run it! announces
the run (asking first when the Verify would refuse it)."""
from __future__ import annotations

import json
from functools import partial
from typing import Any

import pygame

from game.rules.bot255 import interpreter
from game.rules.bot255.actions import Draw, Run, program_text
from game.rules.bot255.deck import card, verify
from game.rules.bot255.program import to_lines
from game.ui.widgets import Button, wrap

from .board import Playback, path_of
from .card_actions import ControlsActions
from .card_table import EDITOR, bot_of, plural
from .editor import Choice, Editor


class ControlsEditing(ControlsActions):
    """The three big buttons beside the piles, and the editor Run opens."""

    def press_action(self, name: str) -> None:
        if self._seat is None or self._seat != self.me():
            self.not_your_turn()
            return
        if name == "run":
            if self.mode() == "start":
                self.open_editor()
            else:
                self.sound("error")
            return
        pile = "deck" if name == "deck" else "discard"
        if Draw(pile) not in self.scene.legal(self._seat):
            self.sound("error")
            self.scene.say("That pile has no card to take." if self.mode() in ("start", "act")
                           else "Not now: finish what you are doing first.", self._seat, 2.5)
            return
        self.try_act(Draw(pile))

    # ------------------------------------------------------------------ the editor
    def editor_buttons(self) -> list[Button]:
        y = 936
        return [Button(pygame.Rect(16, y, 440, 128), "Run it!", self.editor_run, icon="play",
                       size=50, data="ed_run"),
                Button(pygame.Rect(468, y, 236, 128), "Try it", self.editor_try, icon="eye",
                       size=40, data="ed_try"),
                Button(pygame.Rect(716, y, 228, 128), "Back", self.close_editor, icon="back",
                       size=40, data="ed_back")]

    def open_editor(self) -> None:
        s = self.scene
        me = self._seat
        if me is None:
            return
        v = s.view(me)
        mem, lib = int(v.get("memory") or 4), frozenset(v.get("library") or ("move", "turn"))
        old = self.editors.get(me)
        if old is None or old.memory != mem or old.library != lib:
            ed = Editor(EDITOR, mem, lib, sound=self.sound,
                        load_choices=partial(self.load_choices, me),
                        outside=self.editor_buttons(), on_change=self.stop_preview)
            if old is not None and old.lines:
                ed.set_lines(old.lines)
            self.editors[me] = ed
        ed = self.editors[me]
        self.editing_seat = me
        self.preview = None
        first = ed.button("ed_run" if ed.lines else ("cmd", "move"))
        if first is not None and first in ed.menu.buttons:
            ed.menu.focus = ed.menu.buttons.index(first)
        self.sound("slide")

    def close_editor(self) -> None:
        if self.editing_seat is not None:
            self.editing_seat = None
            self.preview = None
            self.close_popup()
            self._key = None

    def stop_preview(self) -> None:
        self.preview = None

    def load_choices(self, seat: int) -> list[Choice]:
        out: list[Choice] = []
        last = self.scene.view(seat)["players_state"][seat].get("program")
        if last:
            try:
                lines = to_lines(json.loads(last))
                out.append(Choice("My last program", lines, plural(len(lines), "line")))
            except (ValueError, KeyError, TypeError):
                pass
        ed = self.editors.get(seat)
        if ed is not None and ed.lines:
            out.append(Choice("Start again: no lines", []))
        return out

    def verdict(self, program: Any) -> Any:
        """The rules' Verify of a program against the hand at the screen."""
        me = self.editing_seat
        hand = self.scene.view(me)["cards"]["hand"] or []
        return verify(program, [card(c) for c in hand])

    def editor_note(self) -> tuple[str, bool]:
        ed = self.editor
        if ed is None:
            return "", True
        program, why = ed.program()
        if why:
            return why, False
        if not program:
            return "Tap the commands on the right to write your program.", True
        v = self.verdict(program)
        if not v.valid:
            return v.words() + " If you run it, everyone takes one of your cards!", False
        return f"Good: {v.lines} of {v.memory} lines. Press Run it! to announce your run.", True

    def editor_try(self) -> None:
        s = self.scene
        ed, me = self.editor, self.editing_seat
        if ed is None or me is None:
            return
        program, why = ed.program()
        if why is not None or not program:
            self.sound("error")
            s.say(f"Fix the red line first: {why}" if why else "Add some lines first!", me, 3.0)
            return
        v = s.view(me)
        world = s.table.world(v)
        bot = bot_of(v["players_state"][me]["bot"])
        r = interpreter.run(world, program, bot)
        self.preview = Playback.of_run(bot, path_of(r.steps), [st.line for st in r.steps],
                                       speed=2.2)
        self.sound("slide")

    def editor_run(self) -> None:
        s = self.scene
        ed, me = self.editor, self.editing_seat
        if ed is None or me is None:
            return
        if self._seat != me:
            self.not_your_turn()
            return
        program, why = ed.program()
        if why is not None or program is None:
            self.sound("error")
            s.say(f"Fix the red line first: {why}", me, 3.5)
            return
        if not program:
            self.sound("error")
            s.say("Add some lines first: tap moveForward!", me, 3.0)
            return
        v = self.verdict(program)
        if not v.valid:
            box = pygame.Rect(0, 0, 900, 0)
            lines = wrap(v.words() + " If you run it, everyone takes one of your cards, "
                         "face down.", 30, 820)
            box.h = 120 + 38 * len(lines) + 2 * 102
            box.center = (960, 540)
            self.open_popup("This program is not valid!", lines,
                            [("Fix it", self.close_popup, "back"),
                             ("Run it anyway", partial(self.send_run, program), "play")], box)
            return
        self.send_run(program)

    def send_run(self, program: Any) -> None:
        self.close_popup()
        if self.try_act(Run(program_text(program))):
            self.close_editor()
