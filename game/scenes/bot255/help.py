"""Help pages for Bot 255, in our own words, each with a picture drawn by code.

The worlds in the pictures are real worlds and the bot in them is moved by
the rules' own interpreter (`interpreter.run`), so a picture never shows
something the game would not do. `t` is the app clock: pictures loop.
"""
from __future__ import annotations

import functools
import math
from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.core.grid import Cell
from game.rules.bot255 import interpreter
from game.rules.bot255.deck import BASE_MEMORY, HAND_LIMIT
from game.rules.bot255.program import (
    Program,
    if_,
    move,
    repeat,
    to_lines,
    turn,
    until,
    while_,
)
from game.rules.bot255.world import Bot, World
from game.ui import theme
from game.ui.assets import image
from game.ui.pages import HelpPage
from game.ui.widgets import draw_text, fit_size

from .board import BoardPainter, Playback, draw_bit, path_of
from .editor import KIND_COLOUR, SIDE, draw_icon, line_kind, line_words

Draw = Callable[[pygame.Surface, pygame.Rect, float], None]
INK = theme.INK
PAINTER = BoardPainter()
GOOD = (46, 160, 70)
BAD = (214, 52, 52)


# ---------------------------------------------------------------------------- helpers
@functools.lru_cache(maxsize=32)
def _world(code: str) -> World:
    """A small world for a picture (any number of bits: it need not be playable)."""
    size, _, body = code.partition(":")
    w, h = (int(v) for v in size.split("x"))
    kinds: dict[str, set[Cell]] = {"#": set(), "o": set(), "x": set()}
    start, facing = Cell(0, 0), "east"
    for y, row in enumerate(body.split("/")):
        for x, ch in enumerate(row):
            if ch in kinds:
                kinds[ch].add(Cell(x, y))
            elif ch in "NESW":
                start, facing = Cell(x, y), {"N": "north", "E": "east", "S": "south",
                                             "W": "west"}[ch]
    return World(w, h, frozenset(kinds["#"]), frozenset(kinds["o"]), frozenset(kinds["x"]),
                 start, facing)


@functools.lru_cache(maxsize=4)
def _generated(difficulty: str, seed: int) -> World:
    from game.core.rng import MatchRng
    from game.rules.bot255.generator import generate
    return generate(MatchRng(seed), difficulty)


def _run(code: str, program: Program) -> tuple[World, list[Any], list[int]]:
    w = _world(code)
    r = interpreter.run(w, program)
    return w, path_of(r.steps), [s.line for s in r.steps]


def _playback_at(code: str, program: Program, t: float, pace: float = 1.0,
                 rest: float = 1.6) -> tuple[World, Playback]:
    """The run of `program` in world `code`, shown as it is at time t (looping)."""
    w, path, lines = _run(code, program)
    pb = Playback.of_run(Bot.at_start(w), path, lines, speed=pace)
    total = sum(_step_time(p[3]) for p in path) / pace + rest
    pb.advance(t % total)
    return w, pb


def _step_time(what: str) -> float:
    from .board import STEP_TIME
    return STEP_TIME.get(what, 0.3)


def _show_run(surf: pygame.Surface, area: pygame.Rect, code: str, program: Program, t: float,
              listing: pygame.Rect | None = None, pace: float = 1.0) -> None:
    w, pb = _playback_at(code, program, t, pace)
    marks = []
    if pb.done and pb.steps and pb.steps[-1].what == "bug":
        from .board import _forward
        dx, dy = _forward(pb.pose().angle)
        s = pb.steps[-1]
        marks.append(((s.x + round(dx), s.y + round(dy)), (255, 60, 40)))
    PAINTER.draw(surf, area, w, [pb.pose()], taken=pb.taken(), trail=pb.trail(), t=t,
                 marks=marks)
    if listing is not None:
        lines = to_lines(program)
        box = pygame.Rect(listing.x, listing.y, listing.w, len(lines) * 46 + 16)
        code_listing(surf, box, lines, pb.line())


def code_listing(surf: pygame.Surface, area: pygame.Rect, lines: Sequence[tuple[int, dict]],
                 lit: int | None = None, row: int = 46, size: int = 28) -> None:
    """Editor lines as the editor shows them (smaller), line `lit` lit up."""
    pygame.draw.rect(surf, (252, 248, 236), area, border_radius=14)
    pygame.draw.rect(surf, (170, 150, 110), area, 3, border_radius=14)
    y = area.y + 8
    for i, (ind, head) in enumerate(lines):
        r = pygame.Rect(area.x + 8, y, area.w - 16, row - 6)
        pygame.draw.rect(surf, (170, 235, 180) if i == lit else (255, 255, 255), r,
                         border_radius=10)
        pygame.draw.rect(surf, (200, 190, 170), r, 2, border_radius=10)
        x = r.x + 10 + ind * 34
        kind = line_kind(head)
        icon = pygame.Rect(x, r.y + 4, r.h - 8, r.h - 8)
        pygame.draw.rect(surf, KIND_COLOUR.get(kind, (120, 120, 120)), icon, border_radius=8)
        draw_icon(surf, kind, icon.inflate(-6, -6), (255, 255, 255))
        draw_text(surf, line_words(head), size, INK, (icon.right + 8, r.centery),
                  anchor="midleft")
        y += row


def label(surf: pygame.Surface, words: str, xy: Sequence[float], size: int = 30,
          colour: Sequence[int] = INK, anchor: str = "center") -> None:
    """A picture's label: it explains, nobody decides by it (22 px or more)."""
    draw_text(surf, words, size, tuple(colour), (int(xy[0]), int(xy[1])), anchor=anchor,
              role="secondary")


def chip(surf: pygame.Surface, c: Sequence[float], size: int, t: float = 0.0) -> None:
    r = pygame.Rect(0, 0, size, size)
    r.center = (int(c[0]), int(c[1]))
    draw_bit(surf, r, t)


# ---------------------------------------------------------------------------- the pictures
def goal_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    prog: Program = [repeat(3, [move()]), turn("right"), repeat(2, [move()]), turn("right"),
                     repeat(2, [move()]), turn("left"), move()]
    _show_run(surf, rect.inflate(-40, -60), "5x4:Eooo./#..ox/.ooo./.o...", prog, t, pace=1.2)


def move_turn_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    third = rect.w // 3
    for k, (words, prog) in enumerate((("moveForward", [move()]),
                                       ("rotate left", [turn("left")]),
                                       ("rotate right", [turn("right")]))):
        area = pygame.Rect(rect.x + k * third + 10, rect.y + 150, third - 20, third - 20)
        _show_run(surf, area, "3x3:.o./.N./...", prog, t + k * 0.4, pace=0.7)
        label(surf, words, (area.centerx, rect.y + 100), 32)
    label(surf, "The yellow nose shows where the bot goes.", (rect.centerx, rect.bottom - 90), 28)


def walls_bugs_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    half = rect.w // 2
    a = pygame.Rect(rect.x + 20, rect.y + 140, half - 40, half - 140)
    b = pygame.Rect(rect.x + half + 20, rect.y + 140, half - 40, half - 140)
    _show_run(surf, a, "3x2:E.#/.oo", [move(), move(), move()], t, pace=0.8)
    _show_run(surf, b, "3x2:E.x/.oo", [move(), move(), move()], t, pace=0.8)
    label(surf, "A wall: the bot", (a.centerx, rect.y + 70), 30)
    label(surf, "bumps and goes on", (a.centerx, rect.y + 106), 30)
    label(surf, "A bug: the bot", (b.centerx, rect.y + 70), 30, BAD)
    label(surf, "stops. Run over!", (b.centerx, rect.y + 106), 30, BAD)


IF_PROGRAM: Program = [repeat(4, [if_("bug", [turn("right"), move(), turn("left")], [move()])])]


def if_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    top = pygame.Rect(rect.x + 20, rect.y + 20, rect.w - 40, int(rect.h * 0.36))
    _show_run(surf, top, "5x2:E.x.o/..o..", IF_PROGRAM, t, pace=0.8,
              listing=pygame.Rect(rect.x + 150, top.bottom + 24, rect.w - 300, 0))


WHILE_PROGRAM: Program = [while_("not_wall", [move()]), turn("right"),
                          until("bit", [turn("right")]), move()]


def loops_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    top = pygame.Rect(rect.x + 20, rect.y + 20, rect.w - 40, int(rect.h * 0.36))
    _show_run(surf, top, "4x3:E.../...o/....", WHILE_PROGRAM, t, pace=0.8,
              listing=pygame.Rect(rect.x + 150, top.bottom + 24, rect.w - 300, 0))


REPEAT_PROGRAM: Program = [repeat(3, [move()]), turn("right"), repeat(2, [move()])]


def repeat_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    top = pygame.Rect(rect.x + 20, rect.y + 20, rect.w - 40, int(rect.h * 0.36))
    _show_run(surf, top, "4x3:Eooo/...o/...o", REPEAT_PROGRAM, t, pace=0.8,
              listing=pygame.Rect(rect.x + 150, top.bottom + 24, rect.w - 300, 0))


def points_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    shown = int(t * 1.5) % 11
    x0 = rect.x + 60
    step = (rect.w - 120) // 7
    total = 0
    for k in range(8):
        c = (x0 + k * step, rect.y + 200)
        if k < shown:
            chip(surf, c, 90, t)
            total += 1 << k
        else:
            pygame.draw.circle(surf, (210, 200, 180), c, 22, 3)
        label(surf, str(1 << k), (c[0], rect.y + 290), 40, GOOD if k < shown else (160, 150, 130))
    label(surf, f"{total} points", (rect.centerx, rect.y + 420), 64, GOOD if total == 255 else INK)
    label(surf, "All 8 in one run: 255!", (rect.centerx, rect.y + 520), 36)


def editor_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    lines: list[tuple[int, dict[str, Any]]] = [
        (0, {"do": "repeat", "times": 4}), (1, {"do": "move"}), (1, {"do": "turn", "way": "left"})]
    area = pygame.Rect(rect.x + 30, rect.y + 120, rect.w - 60, 3 * 70 + 16)
    code_listing(surf, area, lines, None, row=70, size=34)
    # the tap zones on the middle line
    r = pygame.Rect(area.x + 8, area.y + 8 + 70, area.w - 16, 64)
    left = pygame.Rect(r.x, r.y, SIDE, r.h)
    right = pygame.Rect(r.right - SIDE, r.y, SIDE, r.h)
    phase = int(t) % 3
    for k, z in enumerate((left, right)):
        s = pygame.Surface(z.size, pygame.SRCALPHA)
        s.fill((255, 200, 40, 150 if phase == k else 60))
        surf.blit(s, z)
    if phase == 2:
        pygame.draw.rect(surf, theme.ACCENT, r, 5, border_radius=10)
    finger = (left.center if phase == 0 else right.center if phase == 1 else r.center)
    surf.blit(image("ui/touch", (80, 80)), (finger[0] - 20, finger[1] - 10))
    label(surf, "tap here:", (left.centerx + 40, area.bottom + 30), 26)
    label(surf, "indent less", (left.centerx + 40, area.bottom + 62), 26)
    label(surf, "tap here:", (right.centerx - 40, area.bottom + 30), 26)
    label(surf, "indent more", (right.centerx - 40, area.bottom + 62), 26)
    label(surf, "tap the middle to select", (rect.centerx, area.bottom + 130), 30)
    label(surf, "New lines go after the yellow line.", (rect.centerx, rect.bottom - 90), 28)


def buttons_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    words = (("Run", "the whole program"), ("Step", "one line at a time"),
             ("Step back", "look at the run again"), ("Hint", "the next good line"),
             ("Load", "your last program"))
    y = rect.y + 70
    for k, (name, what) in enumerate(words):
        r = pygame.Rect(rect.x + 40, y, 230, 84)
        pygame.draw.rect(surf, (90, 60, 20), r.move(0, 5), border_radius=20)
        pygame.draw.rect(surf, (255, 200, 60), r, border_radius=20)
        label(surf, name, r.center, 36)
        label(surf, what, (r.right + 30, r.centery), 32, anchor="midleft")
        y += 108


def puzzles_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    from game.rules.bot255.state import PUZZLE_MEMORY

    from .board import BotPose
    w3 = rect.w // 3
    for k, name in enumerate(("simple", "average", "difficult")):
        mem = PUZZLE_MEMORY[name]
        area = pygame.Rect(rect.x + k * w3 + 14, rect.y + 150, w3 - 28, w3 - 28)
        w = _generated(name, 7)
        PAINTER.draw(surf, area, w, [BotPose.of(w.start, w.facing)], t=t)
        name = name.capitalize()
        label(surf, name, (area.centerx, rect.y + 90), 36)
        label(surf, f"{mem} lines", (area.centerx, area.bottom + 50), 30)
    label(surf, "or a new Random world every time", (rect.centerx, rect.bottom - 80), 30)


def world_editor_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    tools = ("wall", "bit", "bug", "bot", "eraser")
    x0 = rect.x + 40
    step = (rect.w - 80) // 5
    pick = int(t) % 5
    for k, tool in enumerate(tools):
        r = pygame.Rect(x0 + k * step, rect.y + 90, step - 16, step - 16)
        pygame.draw.rect(surf, (255, 200, 60) if k != pick else (255, 236, 150), r,
                         border_radius=18)
        pygame.draw.rect(surf, GOOD if k == pick else (150, 110, 50), r, 4, border_radius=18)
        pic = r.inflate(-40, -40)
        if tool in ("wall", "bit", "bug"):
            draw_icon(surf, tool, pic, None, t)
        elif tool == "bot":
            from .board import bot_sprite
            surf.blit(pygame.transform.rotate(bot_sprite(pic.w), -90), pic)
        else:
            e = pygame.Rect(0, 0, pic.w, pic.h // 2)
            e.center = pic.center
            pygame.draw.rect(surf, (240, 120, 150), e, border_radius=8)
            pygame.draw.rect(surf, INK, e, 3, border_radius=8)
        label(surf, tool.capitalize(), (r.centerx, r.bottom + 30), 28)
    area = pygame.Rect(rect.x + 200, rect.y + 300, rect.w - 400, rect.h - 320)
    PAINTER.draw(surf, area, _world("6x4:#o..o./Eo.xo./.o..o./......"), [], t=t)
    label(surf, "8 bits needed: 6 placed", (rect.centerx, rect.bottom - 30), 30, BAD)


def cards_game_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    cols = (theme.SEAT_COLOURS[0], theme.SEAT_COLOURS[1], theme.SEAT_COLOURS[2])
    w3 = rect.w // 3
    from .board import BotPose
    for k, col in enumerate(cols):
        area = pygame.Rect(rect.x + k * w3 + 14, rect.y + 120, w3 - 28, w3 - 28)
        w = _world("5x5:o...o/..o../o.N.o/..o../o...o")
        taken = [(0, 0), (2, 1)][:k]
        PAINTER.draw(surf, area, w, [BotPose.of((2, 2), "north", col)], taken=taken, t=t)
        pygame.draw.rect(surf, col, area.inflate(16, 16), 6, border_radius=14)
    label(surf, "Everyone has their own copy of the world.", (rect.centerx, rect.y + 60), 30)
    y = rect.y + 120 + w3 + 20
    label(surf, "You start with moveForward, rotate", (rect.centerx, y), 30)
    label(surf, f"and {BASE_MEMORY} lines of memory.", (rect.centerx, y + 40), 30)


CARD_KINDS = (("Code", "learn if, else, while or repeat", (60, 130, 225)),
              ("Memory", "+1, +2 or +3 lines", (30, 160, 100)),
              ("Upgrade", "doubles your memory", (140, 90, 215)),
              ("Steal", "take a card from others", (214, 52, 52)),
              ("Steal Turn", "stop a player's run", (232, 132, 30)),
              ("Swap", "change cards for new ones", (80, 150, 170)),
              ("Search", "look through a pile", (150, 120, 60)),
              ("Spy", "see everyone's cards", (90, 90, 100)))


def card_face(surf: pygame.Surface, r: pygame.Rect, name: str, colour: Sequence[int]) -> None:
    pygame.draw.rect(surf, (40, 30, 20), r.move(4, 5), border_radius=12)
    pygame.draw.rect(surf, (255, 252, 240), r, border_radius=12)
    pygame.draw.rect(surf, tuple(colour), r, 6, border_radius=12)
    top = pygame.Rect(r.x + 6, r.y + 6, r.w - 12, r.h // 3)
    pygame.draw.rect(surf, tuple(colour), top, border_radius=8)
    label(surf, name, (r.centerx, r.centery + 14), fit_size(name, 24, r.w - 10, 22))


def cards_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    y = rect.y + 24
    for k, (name, what, col) in enumerate(CARD_KINDS):
        r = pygame.Rect(rect.x + 30, y, 136, 70)
        card_face(surf, r, name, col)
        label(surf, what, (r.right + 24, r.centery), 28, anchor="midleft")
        y += 80


def turn_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    steps = ("1. Say \"I run!\" (or don't)", "2. Anyone may play Steal Turn",
             "3. The game checks: lines and cards", "4. Your bot runs",
             "5. Draw a card, or play one", f"6. Keep {HAND_LIMIT} cards at most")
    lit = int(t * 0.8) % len(steps)
    y = rect.y + 60
    for k, s in enumerate(steps):
        r = pygame.Rect(rect.x + 40, y, rect.w - 80, 80)
        pygame.draw.rect(surf, (255, 236, 150) if k == lit else (250, 244, 226), r,
                         border_radius=16)
        pygame.draw.rect(surf, (170, 140, 100), r, 3, border_radius=16)
        label(surf, s, (r.x + 24, r.centery), 30, anchor="midleft")
        y += 96


def penalty_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    code_listing(surf, pygame.Rect(rect.x + 40, rect.y + 60, 360, 6 * 46 + 16),
                 [(0, {"do": "move"}) for _ in range(6)], None)
    label(surf, "6 lines", (rect.x + 220, rect.y + 400), 34, BAD)
    card_face(surf, pygame.Rect(rect.x + 500, rect.y + 100, 200, 120), "Memory", (30, 160, 100))
    label(surf, "memory: 4", (rect.x + 600, rect.y + 260), 34)
    k = (t % 2.0) / 2.0
    r = pygame.Rect(rect.x + 540, int(rect.y + 330 + 120 * k), 120, 80)
    card_face(surf, r, "?", (120, 120, 120))
    label(surf, "each player takes a card", (rect.centerx, rect.bottom - 60), 30)


def rounds_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    for k in range(8):
        chip(surf, (rect.x + 80 + k * 90, rect.y + 130), 70, t + k * 0.2)
    label(surf, "A bot with all 8 bits ends the round.", (rect.centerx, rect.y + 260), 32)
    label(surf, "Its player deals the next one.", (rect.centerx, rect.y + 310), 32)
    label(surf, "Points add up over every round:", (rect.centerx, rect.y + 420), 32)
    label(surf, "the most points wins!", (rect.centerx, rect.y + 470), 40, GOOD)


def clocks_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    """Two clocks running down: the match's and the turn's."""
    for k, (title, total, colour) in enumerate((("The match", 600, GOOD),
                                                 ("This turn", 60, BAD))):
        cx = rect.x + rect.w // 4 + k * rect.w // 2
        cy = rect.y + 200
        pygame.draw.circle(surf, (250, 246, 232), (cx, cy), 110)
        pygame.draw.circle(surf, (40, 40, 50), (cx, cy), 110, 6)
        left = total - (t * (40 if k else 20)) % total           # the hand sweeps round
        a = 2 * math.pi * (1 - left / total)
        pygame.draw.line(surf, colour, (cx, cy),
                         (cx + int(90 * math.sin(a)), cy - int(90 * math.cos(a))), 8)
        label(surf, title, (cx, cy + 150), 34)
        label(surf, f"{int(left) // 60}:{int(left) % 60:02d} left", (cx, cy + 195), 30, colour)
    label(surf, "Match time up: that turn is the last.", (rect.centerx, rect.bottom - 110), 30)
    label(surf, "Turn time up: the turn ends there.", (rect.centerx, rect.bottom - 60), 30)


def controls_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    rows = (("ui/pad_dpad", "move between buttons and lines"), ("ui/pad_a", "add / press"),
            ("ui/pad_x", "delete a line"), ("ui/pad_b", "un-select the line"),
            ("ui/pad_y", "help"))
    y = rect.y + 60
    for pic, words in rows:
        surf.blit(image(pic, (70, 70)), (rect.x + 50, y))
        label(surf, words, (rect.x + 150, y + 35), 30, anchor="midleft")
        y += 90
    r = pygame.Rect(rect.x + 50, y + 6, 70, 56)
    pygame.draw.rect(surf, (60, 60, 70), r, border_radius=12)
    label(surf, "LB RB", r.center, 22, (255, 255, 255))
    label(surf, "indent the line less / more", (rect.x + 150, y + 35), 30, anchor="midleft")


# ---------------------------------------------------------------------------- the pages
WORLD_EDITOR_PAGE = HelpPage(
    "Make your own world",
    "In the lobby, press Make a world. Pick a tool and tap the squares: walls, bits, bugs, "
    "and the bot (tap the bot again to turn it).\n"
    "A world needs a bot and exactly 8 bits that it can reach. The editor tells you what is "
    "missing. Test plays it; Save keeps it for next time.", world_editor_picture)

PAGES: list[HelpPage] = [
    HelpPage("Bot 255",
             "Write a program for the little bot. It collects the green bits and must stay "
             "away from the red bugs.\n"
             "Every world has 8 bits. Get them all in one run for 255 points!", goal_picture),
    HelpPage("Moving and turning",
             "moveForward moves the bot one square the way its nose points.\n"
             "rotate left and rotate right turn it on the spot, a quarter turn.",
             move_turn_picture),
    HelpPage("Walls and bugs",
             "Walking into a wall or the edge does nothing: the bot just bumps.\n"
             "The bot never walks onto a bug: it stops in front of it and the run is over. "
             "Bits taken before that still count.", walls_bugs_picture),
    HelpPage("if and else",
             "if checks what is just ahead of the bot: a bug, a bit or a wall (or not). When it "
             "is true, the lines indented under the if run.\n"
             "Otherwise the lines under else run.", if_picture),
    HelpPage("while and repeat until",
             "while runs the lines under it again and again, as long as its check is true.\n"
             "repeat until runs them again and again until its check becomes true.",
             loops_picture),
    HelpPage("repeat",
             "repeat runs the lines under it a number of times. Tap - and + to change how "
             "many.\n"
             "Loops make programs short, so they fit in the memory.", repeat_picture),
    HelpPage("Points",
             "In one run, the first bit is worth 1 point, the next 2, then 4, 8, 16, 32, 64 "
             "and 128.\n"
             "All 8 in one run make 255. Runs start again at 1, so fewer runs score more. "
             "The bot keeps its square and its bits for the next run.", points_picture),
    HelpPage("Writing your program",
             "Tap a command to add it after the yellow line (nothing selected: at the top).\n"
             "Tap the left side of a line to indent it less, the right side to indent it more, "
             "the middle to select it. Delete takes a line away; Clear all empties the "
             "program (it asks first).\n"
             "Lines under an if, else, while or repeat are indented.", editor_picture),
    HelpPage("Run, Step and Hint",
             "Run sends the bot off and lights up each line as it runs. Step runs one line a "
             "press; Step back looks at the run again.\n"
             "Stuck? Hint shows a good next line and where it goes: tap the glowing button "
             "to add it there. The counter says how many lines of memory "
             "you use: too many and the program can't run.", buttons_picture),
    HelpPage("Puzzles",
             "One player plays the puzzles: Simple, Average and Difficult worlds, or a new "
             "Random one. When the bot has all 8 bits, Next puzzle starts the next one.\n"
             "Each puzzle has its own memory. Curated puzzles have worked solutions under Load, "
             "but try on your own first!", puzzles_picture),
    WORLD_EDITOR_PAGE,
    HelpPage("The card game",
             "Two to six players, each with their own copy of the world.\n"
             f"Everyone starts knowing moveForward and rotate, with {BASE_MEMORY} lines of "
             "memory. Cards teach more commands and add memory.", cards_game_picture),
    HelpPage("The cards",
             "Code, Memory and Upgrade cards stay in your hand and count towards your "
             f"{HAND_LIMIT} cards.\n"
             "The other cards are played once and then go to the discard pile.",
             cards_picture),
    HelpPage("Your turn",
             "First you may announce a run. Then everyone answers at once whether they play "
             "Steal Turn: if someone does, your turn ends and theirs begins. (Alone with "
             "bots, you are asked only when you hold the card.)\n"
             "Then draw the top card of the deck or the discard pile, or play a card.",
             turn_picture),
    HelpPage("Checking a program",
             "Before your bot runs, the game checks your program against your cards: the lines "
             "and the cards used, never the program itself.\n"
             "Too many lines, or a command you have no card for? Your turn ends and every other "
             "player takes a card from your hand, without looking.", penalty_picture),
    HelpPage("Rounds",
             "A round ends when a bot has all 8 bits. Play as many rounds as you agreed.\n"
             "The player with the most points at the end wins.", rounds_picture),
    HelpPage("Time limits",
             "You can agree a time for the whole match, and a time for each turn (More "
             "options). The top of the screen counts them down. When the match's time "
             "is up, the turn being played is the last. When your turn's time is up "
             "while you decide, your turn ends: if you had not taken a card yet, you "
             "miss it. Nobody is rushed while answering Steal Turn.", clocks_picture),
    HelpPage("Pads and keys",
             "Pad: d-pad or stick to move, A adds a command or presses a button, LB and RB "
             "indent the selected line, X deletes, B un-selects, Y is help.\n"
             "Keys: arrows, Enter, Q and E to indent, Tab to delete, Esc, H for help.",
             controls_picture),
]
