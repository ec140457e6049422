""""Learn to play" on the title screen's game cards: a button over each card
whose game has a lesson, a star on the card for each of its lessons finished
(top right) and for each level won (top left, the level's number on it), and
the button lit up ("Learn to play!", banana yellow) for a game never played before.

Light on purpose: the title screen's first frame loads no game's rules, so
this reads only the lesson files' names, the progress file and the lobby's
memory. Tab (keyboard) or X (pad) on a focused card opens its lesson too."""
from __future__ import annotations

import pygame

from game.input.intents import ALT, PRESS, Intent
from game.learn import progress
from game.learn.files import game_of, has_lesson
from game.ui import theme
from game.ui.assets import image
from game.ui.widgets import draw_text


class LearnCards:
    def __init__(self, app, buttons: list) -> None:
        from game.app import lobby_memory
        self.app = app
        done, problem = progress.read()
        if problem:  # said where it was found: the title screen reads the file first
            app.toast(problem)
        self.cards: dict[str, pygame.Rect] = {}      # game id -> its card
        self.new: set[str] = set()                   # never played: suggest the lesson
        self.stars: dict[str, int] = {}              # game id -> lessons finished
        for lesson_id, e in done.items():
            if e.get("done"):
                game = game_of(lesson_id)
                self.stars[game] = self.stars.get(game, 0) + 1
        self.levels: dict[str, list[int]] = {        # game id -> levels won
            g: sorted(e["levels"]) for g, e in done.items() if e.get("levels")}
        for b in buttons:
            g = getattr(b.data, "id", None)
            if g is None or not getattr(b.data, "built", False) or not has_lesson(g):
                continue
            self.cards[g] = b.rect
            if g not in done and lobby_memory.recall(g) == ([], {}):
                self.new.add(g)

    def button(self, game_id: str) -> pygame.Rect:
        card = self.cards[game_id]
        return pygame.Rect(card.x + 30, card.y - 50, card.w - 60, 46)

    def handle(self, intent: Intent, focused) -> bool:
        """True when the intent opened a lesson."""
        game = None
        if intent.kind == PRESS and intent.pos is not None:
            game = next((g for g in self.cards if self.button(g).collidepoint(intent.pos)), None)
        elif intent.kind == ALT and focused is not None:
            game = getattr(focused.data, "id", None)
        if game is None or game not in self.cards:
            return False
        from game.learn.launch import start_lesson
        start_lesson(self.app, game, device=intent.device)
        return True

    def draw(self, surf: pygame.Surface, focused) -> None:
        here = getattr(getattr(focused, "data", None), "id", None)
        for g, card in self.cards.items():
            r = self.button(g)
            lit = g in self.new
            pygame.draw.rect(surf, theme.ACCENT if lit or g == here else theme.PANEL, r,
                             border_radius=22)
            pygame.draw.rect(surf, theme.PANEL_EDGE, r, width=3, border_radius=22)
            # the title screen's small size (32 px, one size fewer to draw on its first
            # frame); the key that opens it is on the menu's help line
            words = "Learn to play!" if lit else "Learn to play"
            draw_text(surf, words, theme.FONT_SIZES["small"], theme.INK, r.center, box=r)
            for k in range(min(self.stars.get(g, 0), 5)):
                surf.blit(image("ui/icon_star", (56, 56)), (card.right - 64 - 48 * k, card.y + 10))
            for k, n in enumerate(self.levels.get(g, [])[:7]):
                star = pygame.Rect(card.x + 8 + 46 * k, card.y + 66, 46, 46)  # 7 fit a card
                surf.blit(image("ui/icon_star", (46, 46)), star)
                draw_text(surf, str(n), theme.FONT_SIZES["small"], theme.INK, star.center)
