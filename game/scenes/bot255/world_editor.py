"""The custom world editor: draw your own bot255 world, test it, save it.

The grid is on the left (5 to 10 squares each way); on the right: the tools
(wall, bit, bug, bot, eraser), the size, what the world still needs in words
("8 bits needed: 5 placed", and every problem the rules and the solver find:
World.problems / solver.solvable_problems), and Test, Save, Load, New and
Back.

Tap (or drag, for walls) to place the chosen thing; tap it again with the
same tool to take it away. With the bot tool, tap the bot again to turn it.
Pads and keys: move the cursor over the grid, A / Enter places, LB / RB (Q /
E) change the tool, X (Tab) turns the bot; step right off the grid to the
buttons and left off the buttons back to the grid; B / Esc leaves.

Test plays the world as a puzzle: a one-seat match whose set-up carries the
world's code (`world=<World.to_code()>`), so its record replays without any
file. Save writes a Tiled map into the user's data folder
(custom_worlds.worlds_dir(): <data>/bot255/worlds/); an unsolvable world is
refused with the reason, an unwritable folder is a message. Load lists the
saved worlds; a broken file is a message. The world being drawn is kept for
the session (`DRAFT`), so leaving to test it and coming back loses nothing.
"""
from __future__ import annotations

import functools
import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game.app.scene import Scene
from game.core.grid import Cell
from game.input.intents import (
    ALT,
    BACK,
    CONFIRM,
    DEVICE_ADDED,
    DEVICE_REMOVED,
    DOWN,
    HELP,
    LEFT,
    NEXT,
    PAUSE,
    POINT,
    PRESS,
    PREV,
    RELEASE,
    RIGHT,
    UP,
    WHEEL,
    Intent,
)
from game.rules.bot255.solver import solvable_problems, unreachable_bits
from game.rules.bot255.text import plain_places
from game.rules.bot255.world import BITS, FACINGS, World
from game.ui import theme
from game.ui.assets import nine_slice
from game.ui.prompts import draw_prompt
from game.ui.widgets import (
    Button,
    Menu,
    backdrop,
    dim,
    draw_menu,
    draw_text,
    fit_size,
    panel,
    wrap,
)

from . import custom_worlds
from .board import BoardPainter, BotPose, bot_sprite, geometry
from .editor import draw_icon

GRID = pygame.Rect(30, 120, 1000, 860)
PANEL = pygame.Rect(1070, 24, 826, 1036)
MESSAGE_Y = 1030
TOOLS = ("wall", "bit", "bug", "bot", "eraser")
TOOL_WORDS = {"wall": "Wall", "bit": "Bit", "bug": "Bug", "bot": "Bot", "eraser": "Eraser"}
SIZES = range(5, 11)
LOAD_PAGE = 7       # saved worlds a Load page lists (the popup then fills the screen's height)


@dataclass
class Draft:
    """The world being drawn (the editor's own model: it may not be a world yet)."""
    cols: int = 6
    rows: int = 6
    things: dict[Cell, str] = field(default_factory=dict)   # wall, bit or bug
    bot: tuple[Cell, str] | None = (Cell(0, 0), "east")
    title: str = ""
    path: Path | None = None            # the file it was loaded from or saved to

    @classmethod
    def of_world(cls, world: World, path: Path | None = None) -> Draft:
        things = {**{c: "wall" for c in world.walls}, **{c: "bit" for c in world.bits},
                  **{c: "bug" for c in world.bugs}}
        return cls(world.width, world.height, things, (world.start, world.facing), world.name,
                   path)

    def count(self, kind: str) -> int:
        return sum(1 for k in self.things.values() if k == kind)

    def world(self) -> World | None:
        """The world drawn so far (None while it has no bot)."""
        if self.bot is None:
            return None
        def cells(kind: str) -> frozenset[Cell]:
            return frozenset(c for c, k in self.things.items() if k == kind)
        return World(self.cols, self.rows, cells("wall"), cells("bit"), cells("bug"),
                     self.bot[0], self.bot[1], self.title)

    def picture(self) -> World:
        """A world to draw even without a bot."""
        w = self.world()
        if w is not None:
            return w
        def cells(kind: str) -> frozenset[Cell]:
            return frozenset(c for c, k in self.things.items() if k == kind)
        return World(self.cols, self.rows, cells("wall"), cells("bit"), cells("bug"),
                     Cell(-1, -1), "east", self.title)

    def problems(self) -> list[str]:
        """Everything that keeps the world from being played, in words."""
        w = self.world()
        if w is None:
            out = ["Put the bot on a square: pick Bot, then tap a square."]
            n = self.count("bit")
            if n != BITS:
                out.append(f"A world has exactly {BITS} bits; this one has {n}.")
            return out
        # the rules say squares as [x, y] (for logs); a child reads rows and columns
        return [plain_places(p) for p in solvable_problems(w)]

    def resize(self, cols: int, rows: int) -> None:
        self.cols, self.rows = cols, rows
        self.things = {c: k for c, k in self.things.items() if c.x < cols and c.y < rows}
        if self.bot is not None and not (self.bot[0].x < cols and self.bot[0].y < rows):
            self.bot = None


DRAFT: Draft | None = None           # the world being drawn, kept for the session


class WorldEditorScene(Scene):
    def __init__(self, app: Any):
        super().__init__(app)
        global DRAFT
        if DRAFT is None:
            DRAFT = Draft()
        self.draft = DRAFT
        self.tool = "wall"
        self.cursor = Cell(0, 0)
        self.zone = "grid"
        self.pointer = False
        self.painter = BoardPainter()
        self.message = "Pick a tool, then tap the squares. Every world needs 8 bits and a bot."
        self.message_colour: tuple[int, int, int] = theme.TEXT
        self.popup: Menu | None = None
        self.popup_title = ""
        self.popup_rows = 0                # worlds listed on the popup's page
        self.load_page: int | None = None  # the Load popup's page (None: it is closed)
        self._paint: tuple[str, bool] | None = None    # dragging: the tool, placing (or taking)
        self._last_cell: Cell | None = None
        self.menu = Menu([], sound=app.play)
        self._build()

    # ------------------------------------------------------------------ buttons
    def _build(self) -> None:
        focus = self.menu.focused()
        key = focus.data if focus is not None else ("tool", "wall")
        x, y = PANEL.x + 30, PANEL.y + 90
        bw, gap = 144, 12
        buttons = []
        for k, tool in enumerate(TOOLS):
            buttons.append(Button(pygame.Rect(x + k * (bw + gap), y, bw, 130), TOOL_WORDS[tool],
                                  functools.partial(self.pick_tool, tool), size=30,
                                  data=("tool", tool)))
        y += 160
        for row, (name, attr) in enumerate((("Wide", "cols"), ("Tall", "rows"))):
            yy = y + row * 90
            buttons.append(Button(pygame.Rect(x + 190, yy, 110, 76), "",
                                  functools.partial(self.change_size, attr, -1), size=40, data=("size", attr, -1)))
            buttons.append(Button(pygame.Rect(x + 560, yy, 110, 76), "",
                                  functools.partial(self.change_size, attr, 1), size=40, data=("size", attr, 1)))
        y = PANEL.bottom - 250
        row1 = [("Test", "play", self.test, "test"), ("Save", "check", self.save, "save"),
                ("Load", "back", self.open_load, "load")]
        row2 = [("New", "cross", self.new, "new"), ("Back", "back", self.leave, "leave")]
        w1 = (PANEL.w - 60 - 2 * 16) // 3
        for k, (label, icon, fn, data) in enumerate(row1):
            buttons.append(Button(pygame.Rect(x + k * (w1 + 16), y, w1, 110), label, fn,
                                  icon=icon, size=40, data=data))
        w2 = (PANEL.w - 60 - 16) // 2
        for k, (label, icon, fn, data) in enumerate(row2):
            buttons.append(Button(pygame.Rect(x + k * (w2 + 16), y + 126, w2, 100), label, fn,
                                  icon=icon, size=38, data=data))
        self.menu.buttons = buttons
        self.menu.focus = next((i for i, b in enumerate(buttons) if b.data == key), 0)

    def button(self, data: Any) -> Button:
        return next(b for b in self.menu.buttons if b.data == data)

    # ------------------------------------------------------------------ editing
    def say(self, words: str, colour: tuple[int, int, int] = theme.TEXT) -> None:
        self.message, self.message_colour = words, colour

    def pick_tool(self, tool: str) -> None:
        self.tool = tool
        self.say({"wall": "Walls: tap or drag over squares.",
                  "bit": f"Bits: the bot must collect all {BITS}.",
                  "bug": "Bugs: the bot stops before walking into one.",
                  "bot": "The bot: tap a square to put it there, tap it again to turn it.",
                  "eraser": "Eraser: tap anything to take it away."}[tool])

    def change_size(self, attr: str, d: int) -> None:
        cols, rows = self.draft.cols, self.draft.rows
        if attr == "cols":
            cols += d
        else:
            rows += d
        if cols not in SIZES or rows not in SIZES:
            self.app.play("error")
            self.say("A world is 5 to 10 squares each way.", theme.ACCENT)
            return
        self.draft.resize(cols, rows)
        self.cursor = Cell(min(self.cursor.x, cols - 1), min(self.cursor.y, rows - 1))
        self.app.play("tick")

    def apply(self, c: Cell, placing: bool | None = None) -> bool:
        """Use the tool on square c. `placing` (while dragging): True only
        places, False only takes away. Returns what it did: placed (True) or not."""
        d = self.draft
        if not (0 <= c.x < d.cols and 0 <= c.y < d.rows):
            return False
        bot_here = d.bot is not None and d.bot[0] == c
        if self.tool == "bot":
            if bot_here:
                assert d.bot is not None
                d.bot = (c, FACINGS[(FACINGS.index(d.bot[1]) + 1) % 4])
                self.say(f"The bot faces {d.bot[1]}.")
            else:
                d.things.pop(c, None)
                d.bot = (c, d.bot[1] if d.bot is not None else "east")
            self.app.play("place")
            return True
        if self.tool == "eraser":
            if bot_here:
                d.bot = None
            elif c in d.things:
                del d.things[c]
            else:
                return False
            self.app.play("click")
            return False
        if bot_here:
            if placing is None:
                self.app.play("error")
                self.say("The bot stands there: move it with the Bot tool first.", theme.ACCENT)
            return False
        if d.things.get(c) == self.tool:
            if placing is True:
                return True
            del d.things[c]
            self.app.play("click")
            return False
        if placing is False:
            return False
        d.things[c] = self.tool
        self.app.play("place")
        return True

    def turn_bot(self) -> None:
        d = self.draft
        if d.bot is None:
            self.app.play("error")
            self.say("There is no bot yet: pick Bot and tap a square.", theme.ACCENT)
            return
        d.bot = (d.bot[0], FACINGS[(FACINGS.index(d.bot[1]) + 1) % 4])
        self.app.play("tick")

    def new(self) -> None:
        global DRAFT
        DRAFT = self.draft = Draft()
        self.cursor = Cell(0, 0)
        self.say("A new empty world.")
        self.app.play("flip")

    def leave(self) -> None:
        if self.app.stack.top is self:
            self.app.pop()

    # ------------------------------------------------------------------ test, save, load
    def test(self) -> None:
        why = self.draft.problems()
        w = self.draft.world()
        if why or w is None:
            self.refuse(why[0] if why else "This world is not ready yet.")
            return
        from game.app import saves
        from game.app.launch import start_match
        from game.app.seating import Seat, Seating
        big = max(w.width, w.height)
        diff = "simple" if big <= 6 else "average" if big <= 8 else "difficult"
        variants = [f"world={w.to_code()}"] + ([f"difficulty={diff}"] if diff != "simple" else [])

        def go() -> None:
            start_match(self.app, "bot255", Seating([Seat("human")]), None, tuple(variants))
        if saves.exists():
            self.app.open("confirm", question="Test this world?",
                          detail="The saved match will be replaced by this test.",
                          yes="Test it", no="Not now", on_yes=go)
            return
        go()

    def refuse(self, why: str) -> None:
        self.app.play("error")
        self.say(why, (255, 150, 130))

    def save(self) -> None:
        d = self.draft
        why = d.problems()
        w = d.world()
        if why or w is None:
            self.refuse(f"Not saved: {why[0] if why else 'the world is not ready.'}")
            return
        folder = custom_worlds.worlds_dir()
        if not d.title:
            d.title = custom_worlds.next_title(folder)
        path = d.path or custom_worlds.next_path(folder)
        w = World(w.width, w.height, w.walls, w.bits, w.bugs, w.start, w.facing, d.title)
        problem = custom_worlds.save(w, path)
        if problem:
            self.refuse(f"Not saved: {problem}")
            return
        d.path = path
        self.app.play("win")
        self.say(f"Saved as \"{d.title}\".", (110, 230, 130))

    def open_load(self, page: int = 0) -> None:
        """Every saved world, LOAD_PAGE to a page (the lobby offers them all, so
        the editor must reach them all too)."""
        found = custom_worlds.saved_worlds()
        pages = max(1, -(-len(found) // LOAD_PAGE))
        page = max(0, min(page, pages - 1))
        shown = found[page * LOAD_PAGE:(page + 1) * LOAD_PAGE]
        self.popup_rows = len(shown)
        self.load_page = page
        box = self._popup_rect(len(shown))
        buttons = []
        y = box.y + 130
        for k, sw in enumerate(shown):
            label = sw.title if sw.world is not None else f"{sw.path.name} (can't be read)"
            buttons.append(Button(pygame.Rect(box.x + 40, y, box.w - 80, 80), label,
                                  functools.partial(self.load, sw), size=32,
                                  data=("world", page * LOAD_PAGE + k)))
            y += 92
        row = box.bottom - 110
        buttons.append(Button(pygame.Rect(box.centerx - 140, row, 280, 90), "Cancel",
                              self.close_popup, icon="back", size=34, data="cancel"))
        if page > 0:
            buttons.insert(len(shown), Button(
                pygame.Rect(box.x + 40, row, 220, 90), "Back",
                functools.partial(self.open_load, page - 1), size=34, data="page_back"))
        if page < pages - 1:
            buttons.append(Button(pygame.Rect(box.right - 260, row, 220, 90), "More",
                                  functools.partial(self.open_load, page + 1), size=34,
                                  data="page_more"))
        self.popup = Menu(buttons, sound=self.app.play)
        self.popup_title = ("No saved worlds yet" if not found else "Your worlds" if pages == 1
                            else f"Your worlds ({page + 1} of {pages})")

    def _popup_rect(self, n: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, 900, 270 + 92 * n)
        r.center = (960, 540)
        return r

    def close_popup(self) -> None:
        self.popup = None
        self.load_page = None

    def turn_load_page(self, step: int) -> None:
        """The wheel, Q/E or Page Up/Down and a pad's shoulders turn Load's
        pages as More and Back do, without finding those buttons first."""
        assert self.load_page is not None
        pages = max(1, -(-len(custom_worlds.saved_worlds()) // LOAD_PAGE))
        if 0 <= self.load_page + step < pages:
            self.app.play("click")
            self.open_load(self.load_page + step)

    def load(self, sw: custom_worlds.SavedWorld) -> None:
        global DRAFT
        self.close_popup()
        if sw.world is None:
            self.refuse(sw.problem or f"{sw.path.name} can't be read.")
            return
        DRAFT = self.draft = Draft.of_world(sw.world, sw.path)
        self.cursor = Cell(0, 0)
        self.app.play("flip")
        self.say(f"\"{sw.title}\" is ready to change, test or save.")

    # ------------------------------------------------------------------ input
    def handle(self, intent: Intent) -> None:
        k = intent.kind
        if k in (DEVICE_ADDED, DEVICE_REMOVED):
            return
        if self.popup is not None:
            if k == BACK or intent.is_pointer and k == PRESS and not self._popup_rect(
                    self.popup_rows).collidepoint(intent.pos or (0, 0)):
                self.close_popup()
            elif self.load_page is not None and k in (WHEEL, PREV, NEXT):
                self.turn_load_page(-intent.value if k == WHEEL else -1 if k == PREV else 1)
            else:
                self.popup.handle(intent)
            return
        if k in (BACK, PAUSE):
            self.app.play("click")
            self.leave()
            return
        if k == HELP:
            from .help import PAGES, WORLD_EDITOR_PAGE
            start = PAGES.index(WORLD_EDITOR_PAGE) if WORLD_EDITOR_PAGE in PAGES else 0
            scene: Any = self.app.open("help", pages=PAGES)
            scene.page = start
            scene._sync()
            return
        if intent.is_pointer:
            self.on_pointer(intent)
            return
        self.pointer = False
        if k in (PREV, NEXT):
            i = TOOLS.index(self.tool) + (1 if k == NEXT else -1)
            self.pick_tool(TOOLS[i % len(TOOLS)])
            self.app.play("hover")
            return
        if k == ALT:
            self.turn_bot()
            return
        if self.zone == "grid":
            d = self.draft
            moves = {LEFT: (-1, 0), RIGHT: (1, 0), UP: (0, -1), DOWN: (0, 1)}
            if k in moves:
                dx, dy = moves[k]
                x, y = self.cursor.x + dx, self.cursor.y + dy
                if x >= d.cols:
                    self.zone = "panel"
                    self.app.play("hover")
                    return
                self.cursor = Cell(max(0, min(d.cols - 1, x)), max(0, min(d.rows - 1, y)))
                self.app.play("hover")
                return
            if k == CONFIRM:
                self.apply(self.cursor)
            return
        if k == LEFT:
            before = self.menu.focus
            self.menu.handle(intent)
            if self.menu.focus == before:
                self.zone = "grid"
            return
        self.menu.handle(intent)

    def geo(self) -> Any:
        return geometry(self.draft.cols, self.draft.rows, GRID, most=130)

    def on_pointer(self, intent: Intent) -> None:
        k, pos = intent.kind, intent.pos
        assert pos is not None
        self.pointer = True
        c = self.geo().cell_at(pos)
        if k == PRESS and c is not None:
            self.cursor = c
            self.zone = "grid"
            placed = self.apply(c)
            self._paint = (self.tool, placed) if self.tool in ("wall", "eraser") else None
            self._last_cell = c
            return
        if k == POINT and self._paint is not None and c is not None and c != self._last_cell:
            self._last_cell = c
            if self._paint[0] == "eraser":
                self.apply(c)
            elif self._paint[0] == "wall":
                self.apply(c, placing=self._paint[1])
            return
        if k == RELEASE and self._paint is not None:
            self._paint = None
            self._last_cell = None
            return
        if self.menu.handle(intent) and k != POINT:
            self.zone = "panel"

    # ------------------------------------------------------------------ drawing
    def animating(self) -> bool:
        return False

    def draw(self, surf: pygame.Surface) -> None:
        t = self.app.time
        backdrop(surf, 120)
        draw_text(surf, "Make your own world", theme.FONT_SIZES["big"], theme.ACCENT, (40, 62),
                  anchor="midleft", shadow=True)
        d = self.draft
        pic = d.picture()
        bots = [BotPose.of(d.bot[0], d.bot[1])] if d.bot is not None else []
        marks: list[Any] = []
        w = d.world()
        if w is not None:             # bits the bot can't reach: ringed in red
            k = 0.5 + 0.5 * math.sin(t * 4)
            marks += [(c, (230, int(40 + 60 * k), 40)) for c in unreachable_bits(w)]
        if self.zone == "grid" and not self.pointer:
            k = 0.5 + 0.5 * math.sin(t * 6)
            marks.append((self.cursor, (255, int(180 + 60 * k), 40)))
        self.painter.draw(surf, GRID, pic, bots, t=t, marks=marks)
        lines = wrap(self.message, 32, GRID.w)[:2]
        y = MESSAGE_Y - 18 * (len(lines) - 1)
        for ln in lines:
            draw_text(surf, ln, 32, self.message_colour, (GRID.x, y), anchor="midleft",
                      shadow=True)
            y += 38
        self._draw_panel(surf, t)
        if self.popup is not None:
            dim(surf, 150)
            box = self._popup_rect(self.popup_rows)
            panel(surf, box)
            draw_text(surf, self.popup_title, 46, theme.INK, (box.centerx, box.y + 60))
            draw_menu(surf, self.popup, t, show_focus=not self.pointer)

    def _draw_panel(self, surf: pygame.Surface, t: float) -> None:
        pygame.draw.rect(surf, (14, 34, 26), PANEL, border_radius=24)
        pygame.draw.rect(surf, (70, 120, 96), PANEL, 3, border_radius=24)
        d = self.draft
        draw_text(surf, "Tools", 36, theme.MUTED, (PANEL.x + 30, PANEL.y + 50), anchor="midleft")
        if not self.pointer:
            draw_prompt(surf, [("img", "ui/pad_a"), "place", "  LB RB / Q E tool", ("img",
                               "ui/pad_x"), "turn the bot"], 22, theme.MUTED,
                        (PANEL.centerx + 100, PANEL.y + 50))
        focus_on = self.zone == "panel" and not self.pointer and self.popup is None
        for b in self.menu.buttons:
            focused = focus_on and self.menu.focused() is b
            if isinstance(b.data, tuple) and b.data[0] == "tool":
                self._draw_tool(surf, b, focused, t)
            elif isinstance(b.data, tuple) and b.data[0] == "size":
                r = b.rect
                surf.blit(nine_slice("ui/button_hover" if focused else "ui/button_normal",
                                     r.size), r)
                cx, cy = r.center
                pygame.draw.rect(surf, theme.INK, (cx - 18, cy - 4, 36, 8), border_radius=3)
                if b.data[2] > 0:
                    pygame.draw.rect(surf, theme.INK, (cx - 4, cy - 18, 8, 36), border_radius=3)
                if focused:
                    pygame.draw.rect(surf, theme.ACCENT, r.inflate(14, 14), 6, border_radius=26)
            else:
                b.draw(surf, focused)
        x = PANEL.x + 30
        for row, (name, value) in enumerate((("Wide", d.cols), ("Tall", d.rows))):
            yy = PANEL.y + 250 + row * 90 + 38
            draw_text(surf, f"{name}:", 40, theme.TEXT, (x, yy), anchor="midleft")
            draw_text(surf, f"{value} squares", 40, theme.ACCENT, (x + 430, yy))
        # what the world needs
        y = PANEL.y + 450
        n = d.count("bit")
        colour = (110, 230, 130) if n == BITS else theme.ACCENT
        words = f"{BITS} bits needed: {n} placed"
        draw_text(surf, words, 40, colour, (x, y), anchor="midleft", shadow=True)
        y += 50
        why = d.problems()
        if not why:
            draw_text(surf, "Ready! Press Test to play it.", 34, (110, 230, 130), (x, y + 10),
                      anchor="midleft")
        else:
            room = PANEL.bottom - 270 - y
            for problem in why:
                for ln in wrap(problem, 28, PANEL.w - 80):
                    if room < 34:
                        break
                    draw_text(surf, ln, 28, (255, 170, 150), (x, y + 14), anchor="midleft")
                    y += 34
                    room -= 34
                y += 6
                room -= 6

    def _draw_tool(self, surf: pygame.Surface, b: Button, focused: bool, t: float) -> None:
        data: Any = b.data
        tool = data[1]
        chosen = tool == self.tool
        r = b.rect
        surf.blit(nine_slice("ui/button_pressed" if chosen else "ui/button_hover" if focused
                             else "ui/button_normal", r.size), r)
        pic = pygame.Rect(0, 0, 70, 70)
        pic.center = (r.centerx, r.y + 50)
        if tool in ("wall", "bit", "bug"):
            draw_icon(surf, tool, pic, None, t)
        elif tool == "bot":
            img = bot_sprite(70)
            surf.blit(pygame.transform.rotate(img, -90), pic)
        else:
            e = pygame.Rect(0, 0, 60, 34)
            e.center = pic.center
            pygame.draw.rect(surf, (240, 120, 150), e, border_radius=8)
            pygame.draw.rect(surf, (70, 110, 220), (e.x, e.y, 22, e.h), border_top_left_radius=8,
                             border_bottom_left_radius=8)
            pygame.draw.rect(surf, theme.INK, e, 3, border_radius=8)
        draw_text(surf, b.label, fit_size(b.label, 30, r.w - 16), theme.INK,
                  (r.centerx, r.bottom - 26))
        if chosen:
            pygame.draw.rect(surf, (110, 230, 130), r.inflate(8, 8), 5, border_radius=24)
        if focused:
            pygame.draw.rect(surf, theme.ACCENT, r.inflate(16, 16), 6, border_radius=26)
