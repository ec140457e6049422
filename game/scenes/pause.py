"""Pause: an overlay that dims the game. Resume, Restart, Help, Settings, Quit.

Quitting to the menu keeps the autosave, so Continue picks the match up again.
"""
from __future__ import annotations

import pygame

from game.app.scene import Scene
from game.input.intents import BACK, DEVICE_ADDED, DEVICE_REMOVED, HELP, PAUSE, Intent
from game.ui import theme
from game.ui.assets import image
from game.ui.widgets import Button, Menu, draw_text, panel

from game.ui.anim import pop_scale
from game.ui.prompts import draw_prompt
from game.ui.widgets import dim, draw_menu

BW, BH, GAP = 640, 104, 22


class PauseScene(Scene):
    opaque = False

    def __init__(self, app, game_scene):
        super().__init__(app)
        self.game_scene = game_scene
        self.opened = app.time
        labels = [("Resume", "play", self.resume_game), ("Restart", "back", self.restart),
                  ("Help", "help", self.help), ("Settings", "settings", self.settings),
                  ("Quit to menu", "quit", self.quit)]
        top = 540 - (len(labels) * BH + (len(labels) - 1) * GAP) // 2 + 60
        buttons = [Button(pygame.Rect(960 - BW // 2, top + k * (BH + GAP), BW, BH), label, fn,
                          icon=icon, data=label)
                   for k, (label, icon, fn) in enumerate(labels)]
        self.menu = Menu(buttons, sound=app.play)

    def enter(self) -> None:
        self.app.play("pause")

    # ------------------------------------------------------------------ actions
    def resume_game(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    def restart(self) -> None:
        self.app.open("confirm", question="Start this game again?",
                      detail="This match ends and a new one starts with the same players. "
                             "What happened so far is lost.",
                      yes="Start again", no="Keep playing", on_yes=self._restart_now)

    def _restart_now(self) -> None:
        self.resume_game()
        self.game_scene.restart()

    def help(self) -> None:
        self.app.open("help", pages=self.game_scene.match.spec.help_pages())

    def settings(self) -> None:
        self.app.open("settings")

    def quit(self) -> None:
        self.app.to_menu()  # the autosave stays: Continue resumes the match

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> None:
        if intent.kind in (DEVICE_ADDED, DEVICE_REMOVED):
            return
        if intent.kind in (BACK, PAUSE):
            self.app.play("click")
            self.resume_game()
            return
        if intent.kind == HELP:
            self.help()
            return
        self.menu.handle(intent)

    def pop(self) -> float:
        return pop_scale(self.app.time - self.opened, self.app.settings.animation_speed)

    def animating(self) -> bool:
        return self.pop() != 1.0  # the panel is still popping open

    def draw(self, surf: pygame.Surface) -> None:
        t = self.app.show_time
        dim(surf, 170)
        s = self.pop()
        box = pygame.Rect(0, 0, int(820 * s), int(900 * s))
        box.center = (960, 540)
        if box.w > 80:
            panel(surf, box)
        if s < 0.95:
            return
        draw_text(surf, "Paused", theme.FONT_SIZES["title"], theme.INK, (960, 160))
        frame = int(t * 2) % 2
        surf.blit(image(f"monkey/think_{frame}", (260, 260)), (box.x - 290, 140))
        draw_menu(surf, self.menu, t)
        draw_prompt(surf, ["Back to the game:", ("img", "ui/pad_start"), ("img", "ui/pad_b"),
                           ("img", "ui/key_esc")], theme.FONT_SIZES["small"], theme.TEXT,
                    (960, 1030), shadow=True)
