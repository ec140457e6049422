"""Title screen: the five games, Continue, Matches, Settings and Quit."""
from __future__ import annotations

import functools

import pygame

from game.app import saves
from game.app.scene import Scene
from game.core import registry
from game.input.intents import BACK, HELP, POINT, Intent
from game.ui import theme
from game.ui.assets import image
from game.ui.widgets import Button, Menu, draw_text

CARD_W, CARD_H, GAP = 340, 330, 30
TITLE_SHADOW = 3   # px the title picture's shadow lies down and right of its letters
# The title screen's words come in two sizes, 46 and 32 px (and the 28 px Learn
# to play buttons): each size a frame meets for the first time costs its glyphs'
# drawing, and seven sizes were a tenth of the first frame (issue 20). Every
# game's name fits its card at 32 px, so the five names match.
CARD_TEXT = BLURB_TEXT = theme.FONT_SIZES["small"]
ATTRACT_AFTER = 60.0  # seconds without input before a demo (game.theatre.attract.IDLE)


class MenuScene(Scene):
    is_menu = True  # the bottom of the stack: a new match keeps it

    def enter(self) -> None:
        # where the pointer rests as the title appears (a window reports it once
        # at start-up, often where the last click was): it chooses nothing
        # until it moves, so the focus stays on Continue or the first game
        self._resting: tuple | None | bool = None
        self.build()

    def resume(self) -> None:
        self.build()  # Continue may have appeared or gone

    def update(self, dt: float) -> None:
        # a minute alone: a demo match plays (attract mode, game/theatre/attract.py,
        # loaded only then); until then this comparison is all a still title costs
        app = self.app
        if app.time - app.last_input >= ATTRACT_AFTER and app.settings.attract \
                and app.stack.top is self:
            from game.theatre import attract
            attract.start(app)

    def build(self) -> None:
        # a rebuild (back from help, a lobby or a match) keeps the focus where it was
        old: Menu | None = getattr(self, "menu", None)
        was = old.focused() if old is not None else None
        buttons: list[Button] = []
        games = registry.menu()
        total = len(games) * CARD_W + (len(games) - 1) * GAP
        x0 = (1920 - total) // 2
        for i, g in enumerate(games):
            rect = pygame.Rect(x0 + i * (CARD_W + GAP), 380, CARD_W, CARD_H)
            buttons.append(Button(rect, g.title, functools.partial(self.open_game, g),
                                  enabled=g.built, size=CARD_TEXT, image_name=g.picture,
                                  note="" if g.built else "Coming soon", data=g))
        saved = saves.exists()  # asked once: the row and the focus must agree
        row = []
        if saved:
            row.append(("Continue", "play", self.continue_match))
        # Matches: the recent finished matches, to watch again (issue 23); the
        # icon is one of the title screen's .bmp pictures, so no PNG is read
        row += [("Matches", "star", self.open_matches),
                ("Settings", "settings", self.open_settings), ("Quit", "quit", self.app.quit)]
        bw = 360
        x = (1920 - (len(row) * bw + (len(row) - 1) * 40)) // 2
        for label, icon, fn in row:
            buttons.append(Button(pygame.Rect(x, 800, bw, 110), label, fn, icon=icon, data=label))
            x += bw + 40
        first = next(i for i, b in enumerate(buttons)
                     if isinstance(b.data, registry.MenuEntry) and b.data.built)
        if saved:  # Continue is what a returning family wants
            first = next(i for i, b in enumerate(buttons) if b.data == "Continue")
        if was is not None:
            first = next((i for i, b in enumerate(buttons) if b.data == was.data), first)
        self.menu = Menu(buttons, focus=first, sound=self.app.play)
        self.saved = saves.summary() if saved else None
        from game.learn.cards import LearnCards
        self.learn = LearnCards(self.app, buttons)  # "Learn to play" over the cards (issue 22)

    # ------------------------------------------------------------------
    def open_game(self, g: registry.MenuEntry) -> None:
        if not g.built:
            self.app.toast(f"{g.title} is coming soon!")
            return
        self.app.open("lobby", game_id=g.id)

    def continue_match(self) -> None:
        match, msg = saves.resume()
        if match is None:
            self.app.toast(msg or "The saved match could not be continued.")
            self.build()
            return
        from game.app.seating import Seating
        self.app.push(match.spec.scene(self.app, match, Seating.from_kinds(match.setup.seats)))

    def open_settings(self) -> None:
        self.app.open("settings")

    def open_matches(self) -> None:
        # the list and its files load only now: the title screen starts without them
        self.app.open("matches")

    # ------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if intent.kind == POINT and self._resting is not False:
            if self._resting is None or self._resting == intent.pos:
                self._resting = intent.pos
                return
        if intent.pos is not None:
            self._resting = False  # the pointer is in use: it chooses as usual
        if intent.kind == BACK:
            return  # the menu is the bottom: Quit is a button, not an accident
        if intent.kind == HELP:
            b = self.menu.focused()
            if b is not None and isinstance(b.data, registry.MenuEntry):
                if b.data.built:
                    self.app.open("help", pages=registry.spec(b.data.id).help_pages())
                else:
                    self.app.toast(f"{b.data.title} is coming soon: its help comes with it.")
            else:
                self.app.toast("Pick a game, then press H or Y to learn how to play it.")
            return
        if self.learn.handle(intent, self.menu.focused()):
            return
        self.menu.handle(intent)

    def draw(self, surf: pygame.Surface) -> None:
        surf.blit(image("bg_jungle", (1920, 1080)), (0, 0))
        frame = int(self.app.show_time * 3) % 4
        surf.blit(image(f"monkey/wave_{frame}", (220, 220)), (250, 70))
        # the name is a picture of our font's letters and their shadow (tools/art/scenes.py):
        # it looks as draw_text draws it, and the first frame renders no 120 px text
        title = image("ui/title")
        w, h = title.get_width() - TITLE_SHADOW, title.get_height() - TITLE_SHADOW
        surf.blit(title, (960 - w // 2, 170 - h // 2))
        draw_text(surf, "Pick a game!", theme.FONT_SIZES["large"], theme.TEXT, (960, 290),
                  shadow=True)
        self.menu.draw(surf)
        self.learn.draw(surf, self.menu.focused())
        b = self.menu.focused()
        if b is not None and isinstance(b.data, registry.MenuEntry):
            draw_text(surf, b.data.blurb, BLURB_TEXT, theme.TEXT, (960, 755),
                      shadow=True)
        elif b is not None and b.data == "Continue" and self.saved:
            draw_text(surf, f"Pick up where you left off: {self.saved}",
                      BLURB_TEXT, theme.TEXT, (960, 755), shadow=True)
        elif b is not None and b.data == "Matches":
            draw_text(surf, "Watch your last finished matches again", BLURB_TEXT, theme.TEXT,
                      (960, 755), shadow=True)
        draw_text(surf, "Arrows / d-pad to choose, Enter / A to play, Tab / X to learn, H / Y for help",
                  theme.FONT_SIZES["small"], theme.TEXT, (960, 1040))
