#!/usr/bin/env python3
"""Write bot255's Tiled tileset (game/levels/bot255/world.png and world.tsx) and
the curated puzzle sets (game/levels/bot255/<set>/*.tmx).

    python tools/make_bot255_levels.py              # into game/levels/bot255/
    python tools/make_bot255_levels.py --out DIR    # somewhere else
    python tools/make_bot255_levels.py --solutions  # and solutions.toml (runs the
                                                    # synthesiser: half a minute)

The tileset image is drawn here with pygame, one 48 x 48 tile a kind, in the
order of game.maps.bot255.TILE_IDS: a brick wall, a green bit (a chip with a
"1"), a red bug, and the bot facing north, east, south and west (a round robot
with its eye and an arrow the way it faces). world.tsx gives each tile its
type (wall, bit, bug, bot) and the bot tiles their `facing`. The output is
deterministic.

The curated worlds are the pictures in `LEVELS` below (one character a square:
`#` wall, `o` bit, `x` bug, `.` floor, and the bot as `^ > v <` for the way it
faces), each with its set, file name, title, memory (the lines of program the
puzzle allows) and worked solutions written by hand in the text form of
`game.rules.bot255.text_program`. They are written with
`game.maps.bot255.world_tmx` (tileset `../world.tsx`), read back with the
game's own `load_puzzle`, and refused unless solvable, with every hand
solution taking all 8 bits within the memory. With `--solutions` the
synthesiser (`synth.best_program`, every command, the puzzle's memory,
`SYNTH_WORK`) also solves each world, and solutions.toml gets the hand
solutions and the synthesiser's (when it differs). Everything written is
deterministic.
"""
from __future__ import annotations

import argparse
import os
import sys
import textwrap
from dataclasses import dataclass
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402  (tools may draw; the game's rules and maps never import pygame)

from game.ai.base import Work  # noqa: E402
from game.core.grid import Cell  # noqa: E402
from game.maps.bot255 import (PUZZLE_LIBRARY, SETS, TILE, TILE_IDS, TILESET,  # noqa: E402
                              load_puzzle, world_tmx)
from game.rules.bot255 import interpreter, synth  # noqa: E402
from game.rules.bot255.program import Program, lines_used  # noqa: E402
from game.rules.bot255.solver import solvable_problems  # noqa: E402
from game.rules.bot255.text_program import format_program, parse_program  # noqa: E402
from game.rules.bot255.world import FACINGS, World  # noqa: E402

OUT = ROOT / "game" / "levels" / "bot255"
INK = (38, 28, 44)
BRICK, MORTAR = (176, 84, 60), (120, 60, 48)
BIT, BIT_DARK = (70, 200, 90), (30, 120, 50)
BUG, BUG_DARK = (220, 50, 60), (130, 20, 30)
BOT, BOT_DARK = (90, 150, 230), (40, 80, 150)
WHITE = (255, 255, 255)


def wall() -> pygame.Surface:
    s = pygame.Surface((TILE, TILE))
    s.fill(MORTAR)
    h = TILE // 4
    for row in range(4):
        shift = 0 if row % 2 == 0 else TILE // 4
        for k in range(-1, 3):
            x = k * (TILE // 2) + shift
            pygame.draw.rect(s, BRICK, (x + 2, row * h + 2, TILE // 2 - 3, h - 3),
                             border_radius=2)
    return s


def bit() -> pygame.Surface:
    s = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    r = pygame.Rect(9, 9, TILE - 18, TILE - 18)
    for i in range(3):   # the chip's legs on each side
        y = r.top + 6 + i * 9
        pygame.draw.line(s, INK, (r.left - 5, y), (r.right + 4, y), 3)
        x = r.left + 6 + i * 9
        pygame.draw.line(s, INK, (x, r.top - 5), (x, r.bottom + 4), 3)
    pygame.draw.rect(s, BIT, r, border_radius=5)
    pygame.draw.rect(s, BIT_DARK, r, 3, border_radius=5)
    # a "1" drawn as strokes (no font: the same pixels everywhere)
    cx = r.centerx
    pygame.draw.line(s, WHITE, (cx, r.top + 6), (cx, r.bottom - 6), 4)
    pygame.draw.line(s, WHITE, (cx, r.top + 6), (cx - 5, r.top + 11), 4)
    pygame.draw.line(s, WHITE, (cx - 5, r.bottom - 6), (cx + 5, r.bottom - 6), 4)
    return s


def bug() -> pygame.Surface:
    s = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    c = TILE // 2
    for dy in (-8, 0, 8):   # six legs
        pygame.draw.line(s, INK, (c - 16, c + dy - 3), (c + 16, c + dy + 3), 3)
        pygame.draw.line(s, INK, (c - 16, c + dy + 3), (c + 16, c + dy - 3), 3)
    pygame.draw.ellipse(s, BUG, (c - 11, c - 13, 22, 28))
    pygame.draw.ellipse(s, BUG_DARK, (c - 11, c - 13, 22, 28), 3)
    pygame.draw.line(s, BUG_DARK, (c, c - 10), (c, c + 13), 2)
    pygame.draw.circle(s, INK, (c, c - 15), 6)                       # head
    pygame.draw.line(s, INK, (c - 3, c - 19), (c - 8, c - 23), 2)    # feelers
    pygame.draw.line(s, INK, (c + 3, c - 19), (c + 8, c - 23), 2)
    for x, y in ((c - 5, c - 3), (c + 5, c + 5), (c - 4, c + 8)):    # spots
        pygame.draw.circle(s, INK, (x, y), 3)
    return s


def bot(facing: str) -> pygame.Surface:
    s = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    c = TILE // 2
    pygame.draw.circle(s, BOT, (c, c), 17)
    pygame.draw.circle(s, BOT_DARK, (c, c), 17, 3)
    pygame.draw.circle(s, WHITE, (c, c - 3), 7)                      # the eye
    pygame.draw.circle(s, INK, (c, c - 3), 3)
    # the arrow at the front, drawn pointing north and turned to the facing
    arrow = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    pygame.draw.polygon(arrow, INK, [(c, 1), (c - 8, 11), (c + 8, 11)])
    pygame.draw.polygon(arrow, (255, 210, 60), [(c, 4), (c - 5, 10), (c + 5, 10)])
    angle = -90 * FACINGS.index(facing)
    s.blit(pygame.transform.rotate(arrow, angle), (0, 0))
    return s


def tileset_image() -> pygame.Surface:
    tiles = {"wall": wall(), "bit": bit(), "bug": bug(),
             **{f"bot-{f}": bot(f) for f in FACINGS}}
    img = pygame.Surface((TILE * len(tiles), TILE), pygame.SRCALPHA)
    for name, tid in TILE_IDS.items():
        img.blit(tiles[name], (tid * TILE, 0))
    return img


def tileset_xml() -> str:
    n = len(TILE_IDS)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<tileset version="1.8" tiledversion="1.8.2" name="{TILESET}" tilewidth="{TILE}" '
           f'tileheight="{TILE}" tilecount="{n}" columns="{n}">',
           f' <image source="{TILESET}.png" width="{TILE * n}" height="{TILE}"/>']
    for name, tid in TILE_IDS.items():
        kind, _, facing = name.partition("-")
        if facing:
            out += [f' <tile id="{tid}" type="{kind}">', '  <properties>',
                    f'   <property name="facing" value="{facing}"/>', '  </properties>',
                    ' </tile>']
        else:
            out.append(f' <tile id="{tid}" type="{kind}"/>')
    out.append('</tileset>')
    return "\n".join(out) + "\n"


# --- the curated puzzle sets ------------------------------------------------------------------
SYNTH_WORK = 2_000_000          # the synthesiser's budget for solutions.toml and the docs' table
PICTURE = {"#": "wall", "o": "bit", "x": "bug", ".": "floor"}
BOT_FACING = {"^": "north", ">": "east", "v": "south", "<": "west"}


@dataclass(frozen=True)
class Level:
    set: str                    # simple, average or difficult (the folder)
    name: str                   # the file name without .tmx; sorts in play order
    title: str
    memory: int                 # lines of program the puzzle allows
    picture: str                # one line a row, one character a square
    solutions: tuple[str, ...]  # worked solutions, text_program's form

    def world(self) -> World:
        rows = [r.strip() for r in self.picture.strip().splitlines()]
        walls, bits, bugs = set(), set(), set()
        start, facing = None, ""
        for y, row in enumerate(rows):
            if len(row) != len(rows[0]):
                raise ValueError(f"{self.name}: row {y} is {len(row)} squares, not {len(rows[0])}")
            for x, ch in enumerate(row):
                c = Cell(x, y)
                if ch in BOT_FACING:
                    if start is not None:
                        raise ValueError(f"{self.name}: two bots")
                    start, facing = c, BOT_FACING[ch]
                elif PICTURE.get(ch) == "wall":
                    walls.add(c)
                elif PICTURE.get(ch) == "bit":
                    bits.add(c)
                elif PICTURE.get(ch) == "bug":
                    bugs.add(c)
                elif ch not in PICTURE:
                    raise ValueError(f"{self.name}: {ch!r} at {x}, {y} is not a square")
        if start is None:
            raise ValueError(f"{self.name}: no bot")
        return World(len(rows[0]), len(rows), frozenset(walls), frozenset(bits), frozenset(bugs),
                     start, facing, self.title)

    def programs(self) -> list[Program]:
        return [parse_program(t) for t in self.solutions]


def L(set_name: str, name: str, title: str, memory: int, picture: str, *solutions: str) -> Level:
    return Level(set_name, name, title, memory, picture,
                 tuple(textwrap.dedent(t).strip("\n") + "\n" for t in solutions))


LEVELS: list[Level] = [
    # --- simple: 5x5 to 7x7, moves, turns and repeat ---------------------------------------------
    L("simple", "01-first-steps", "First Steps", 10, """
        >oooo
        ....o
        ....o
        ....o
        ....o
        """, """
        moveForward
        moveForward
        moveForward
        moveForward
        rotate right
        moveForward
        moveForward
        moveForward
        moveForward
        """, """
        repeat 4
          moveForward
        rotate right
        repeat 4
          moveForward
        """),
    L("simple", "02-round-the-block", "Round the Block", 8, """
        .....
        >ooo.
        .o#o.
        .ooo.
        .....
        """, """
        moveForward
        repeat 4
          moveForward
          moveForward
          rotate right
        """),
    L("simple", "03-the-arch", "The Arch", 9, """
        .x....
        .ooox.
        .o#o..
        .o#o..
        .o#...
        .^#...
        """, """
        repeat 4
          moveForward
        rotate right
        repeat 2
          moveForward
        rotate right
        repeat 2
          moveForward
        """),
    L("simple", "04-there-and-back", "There and Back", 7, """
        ######
        >oooo.
        oooo..
        ######
        ......
        ......
        """, """
        repeat 4
          moveForward
        rotate right
        moveForward
        rotate right
        repeat 4
          moveForward
        """, """
        repeat 2
          repeat 4
            moveForward
          rotate right
          moveForward
          rotate right
        """),
    L("simple", "05-mind-the-bug", "Mind the Bug", 12, """
        ......
        ..ooox
        >ooxo.
        ....o.
        ....o.
        ......
        """, """
        moveForward
        moveForward
        rotate left
        moveForward
        rotate right
        moveForward
        moveForward
        rotate right
        repeat 3
          moveForward
        """),
    L("simple", "06-staircase", "The Staircase", 6, """
        ......
        ....o.
        ...oo#
        ..oo##
        .oo###
        >o####
        """, """
        repeat 4
          moveForward
          rotate left
          moveForward
          rotate right
        """),
    L("simple", "07-square-dance", "Square Dance", 6, """
        .......
        >o.o.o.
        ..###..
        .o###o.
        ..###..
        .o.o.o.
        .......
        """, """
        moveForward
        repeat 4
          repeat 4
            moveForward
          rotate right
        """),
    L("simple", "08-bug-fence", "The Bug Fence", 9, """
        .......
        >o.o.o.
        .xx...o
        .......
        o.o.o.o
        ..xx...
        .......
        """, """
        repeat 6
          moveForward
        rotate right
        repeat 3
          moveForward
        rotate right
        repeat 6
          moveForward
        """),
    L("simple", "09-four-arms", "Four Arms", 9, """
        .......
        ...o...
        ...o...
        .oo^oo.
        ...o...
        ...o...
        .......
        """, """
        repeat 4
          repeat 2
            moveForward
          rotate right
          rotate right
          repeat 2
            moveForward
          rotate left
        """),
    L("simple", "10-lawn-mower", "The Lawn Mower", 14, """
        >.....o
        .......
        o.....o
        .......
        o..o..o
        .......
        o.....o
        """, """
        repeat 2
          repeat 6
            moveForward
          rotate right
          repeat 2
            moveForward
          rotate right
          repeat 6
            moveForward
          rotate left
          repeat 2
            moveForward
          rotate left
        """),
    # --- average: 7x7 to 9x9, while, repeat until, if ---------------------------------------------
    L("average", "01-along-the-walls", "Along the Walls", 5, """
        >.o..o...
        ........o
        o..###...
        ...###...
        ...###..o
        o........
        ...o..o..
        """, """
        repeat 4
          while not wall ahead
            moveForward
          rotate right
        """),
    L("average", "02-follow-the-trail", "Follow the Trail", 5, """
        ........
        .#....x.
        ...o....
        ..oo.#..
        x.o.....
        ooo..x..
        o.#.....
        ^...##..
        """, """
        repeat 8
          repeat until bit ahead
            rotate right
          moveForward
        """),
    L("average", "03-the-spiral", "The Spiral", 5, """
        >....o...
        ########.
        ...o...#.
        .#####.#o
        .#..o#o#.
        .#.###.#.
        o#.o...#.
        .#######.
        .....o...
        """, """
        repeat 9
          while not wall ahead
            moveForward
          rotate right
        """),
    L("average", "04-bug-corners", "Bug Corners", 6, """
        .........
        .>..o...x
        .x.....o.
        ....o.x..
        .o.##....
        ..xo.o...
        .....x.o.
        x..o.....
        .......x.
        """, """
        repeat 7
          while not bug ahead
            moveForward
          rotate right
        """, """
        repeat 99
          if bug ahead
            rotate right
          else
            moveForward
        """),
    L("average", "05-zigzag-road", "The Zigzag Road", 10, """
        >...o....
        ########.
        ...o....o
        o########
        ......o..
        ########.
        ..o.....o
        .########
        .....o...
        """, """
        repeat 3
          repeat 2
            while not wall ahead
              moveForward
            rotate right
          repeat 2
            while not wall ahead
              moveForward
            rotate left
        """),
    L("average", "06-winding-tunnel", "The Winding Tunnel", 6, """
        >.o.##o..
        ###.##.#.
        #...##.#.
        #o##o..#.
        #.##.###o
        #..o.###.
        ######...
        ######o##
        ..o....##
        """, """
        repeat 99
          rotate right
          while wall ahead
            rotate left
          moveForward
        """),
    L("average", "07-walls-and-bugs", "Walls and Bugs", 7, """
        >...o....
        .x.......
        ....o..#.
        ...x....o
        ...o.....
        .o....o..
        ..#......
        ......x.o
        x...o....
        """, """
        repeat 99
          if bug ahead
            rotate right
          if wall ahead
            rotate right
          moveForward
        """),
    L("average", "08-bug-hop", "Bug Hop", 12, """
        .........
        ..#...x..
        .x...#...
        ....#...#
        #.#...#..
        #.o...o.#
        >oxoooxoo
        """, """
        repeat 6
          if bug ahead
            rotate left
            moveForward
            rotate right
            moveForward
            moveForward
            rotate right
            moveForward
            rotate left
          else
            moveForward
        """),
    L("average", "09-the-comb", "The Comb", 12, """
        >........
        #.#.#o#.#
        #o#.#o#.#
        #.#.#x#o#
        #o#o###.#
        #x#.###.#
        ###.###o#
        ###o###x#
        ###x#####
        """, """
        repeat 4
          moveForward
          rotate right
          while not bug ahead
            moveForward
          rotate right
          rotate right
          while not wall ahead
            moveForward
          rotate right
          moveForward
        """),
    L("average", "10-peek-and-grab", "Peek and Grab", 12, """
        #########
        #oxooxoxo
        >.o..o.o.
        ##.###.##
        x.......x
        ..#.x.#..
        .........
        """, """
        repeat 8
          moveForward
          rotate left
          if bit ahead
            moveForward
            rotate left
            rotate left
            moveForward
            rotate left
          else
            rotate right
        """),
    # --- difficult: 9x9 to 10x10, mazes, wall following, nested loops, if/else ---------------------
    L("difficult", "01-maze-runner", "Maze Runner", 8, """
        v#o#..o..
        .#.#.###.
        .#..o..#o
        .#######.
        ...#.....
        ##o#.###.
        o#...#o#.
        .#####.#.
        ...o.....
        """, """
        repeat 99
          rotate right
          while wall ahead
            rotate left
          moveForward
        """),
    L("difficult", "02-bug-junctions", "Bug Junctions", 9, """
        >..o...o.#
        ########.#
        ########o#
        #######x..
        #########.
        ###x#####o
        ###...o...
        #x#o######
        #.o.x#####
        #o########
        """, """
        repeat 99
          while not wall ahead
            moveForward
          rotate right
          if bug ahead
            rotate right
            rotate right
        """),
    L("difficult", "03-double-hop", "Double Hop", 14, """
        ..........
        .#...x..#.
        ....#.....
        .x.....#..
        ...#...x..
        #....#....
        ..#.....#.
        ....#.....
        ..o...o.o.
        >oxo.oxoxo
        """, """
        repeat 6
          if bug ahead
            rotate left
            moveForward
            rotate right
            moveForward
            moveForward
            rotate right
            moveForward
            rotate left
          else
            moveForward
        """),
    L("difficult", "04-four-rooms", "Four Rooms", 18, """
        ####x####
        ###o.o###
        ####.####
        #o##.##o#
        x...^...x
        #o##.##o#
        ####.####
        ###o.o###
        ####x####
        """, """
        repeat 4
          repeat 3
            moveForward
          rotate left
          moveForward
          rotate left
          rotate left
          moveForward
          moveForward
          rotate left
          rotate left
          moveForward
          rotate left
          repeat 3
            moveForward
          rotate left
        """),
    L("difficult", "05-bugs-in-the-maze", "Bugs in the Maze", 10, """
        v..o.#..x
        ####.#.##
        o..#.#o..
        .#.#.###.
        .#o..#..o
        .#####.#.
        .#x.o..#.
        .###.###.
        ...o.#xo.
        """, """
        repeat 99
          rotate right
          while wall ahead
            rotate left
          if bug ahead
            rotate left
            rotate left
          moveForward
        """, """
        repeat 99
          rotate left
          while wall ahead
            rotate right
          if bug ahead
            rotate right
            rotate right
          moveForward
        """),
    L("difficult", "06-the-gauntlet", "The Gauntlet", 21, """
        ..........
        ..#....#..
        .x...#....
        .ox.oox.ox
        >.........
        .xo.ox.oxo
        ..........
        ...#...x..
        .#......#.
        ..........
        """, """
        repeat 9
          moveForward
          rotate left
          if bit ahead
            moveForward
            rotate left
            rotate left
            moveForward
          else
            rotate right
            rotate right
          if bit ahead
            moveForward
            rotate left
            rotate left
            moveForward
            rotate right
          else
            rotate left
        """),
    L("difficult", "07-room-cleaner", "The Room Cleaner", 12, """
        >...o.....
        ........o.
        ..........
        .o........
        ......o...
        ...o......
        .........o
        ..........
        ..o.......
        ......o...
        """, """
        repeat 5
          while not wall ahead
            moveForward
          rotate right
          moveForward
          rotate right
          while not wall ahead
            moveForward
          rotate left
          moveForward
          rotate left
        """),
    L("difficult", "08-island-maze", "The Island Maze", 9, """
        .#o....o.
        .###.###.
        o#.....#.
        .#o###.#o
        .#...#v#.
        .###o#.#.
        .........
        ######.##
        ...o....o
        """, """
        while not wall ahead
          moveForward
        repeat 99
          rotate right
          while wall ahead
            rotate left
          moveForward
        """, """
        while not wall ahead
          moveForward
        repeat 99
          rotate left
          while wall ahead
            rotate right
          moveForward
        """),
    L("difficult", "09-skyline", "The Skyline", 14, """
        ..........
        ...x......
        .......x..
        .....o....
        .....#....
        ..o.o#....
        .o#..#o.o.
        ..#o.#..#.
        >.#..#..#o
        #x##x##x##
        """, """
        repeat 3
          while not wall ahead
            moveForward
          repeat until not wall ahead
            rotate left
            moveForward
            rotate right
          moveForward
          moveForward
          rotate right
          while not wall ahead
            moveForward
          rotate left
        """),
    L("difficult", "10-the-labyrinth", "The Labyrinth", 10, """
        .#.....x.#
        .#####.#o#
        .#.....#.o
        .#.#####.#
        o#.^.#...#
        .###.#o#.#
        ...#o#..o#
        ##o#.###.#
        xo.......#
        ###x######
        """, """
        repeat 99
          rotate right
          while wall ahead
            rotate left
          if bug ahead
            rotate left
            rotate left
          moveForward
        """),
]


def check_level(level: Level) -> World:
    """The level's world, refused (ValueError) unless solvable with every hand
    solution taking all 8 bits within its memory."""
    world = level.world()
    why = solvable_problems(world)
    if why:
        raise ValueError(f"{level.set}/{level.name}: {why[0]}")
    if level.set not in SETS:
        raise ValueError(f"{level.name}: no set {level.set!r}")
    for k, program in enumerate(level.programs(), start=1):
        lines = lines_used(program)
        if lines > level.memory:
            raise ValueError(f"{level.set}/{level.name}: solution {k} has {lines} lines, "
                             f"more than the memory ({level.memory})")
        r = interpreter.run(world, program)
        if r.bits != len(world.bits):
            raise ValueError(f"{level.set}/{level.name}: solution {k} takes {r.bits} bits "
                             f"({r.why()})")
    return world


def synth_solution(world: World, memory: int) -> synth.Found:
    """The synthesiser's best program for a puzzle (every command, its memory)."""
    return synth.best_program(world, None, PUZZLE_LIBRARY, memory, Work(SYNTH_WORK))


def level_path(out: Path, level: Level) -> Path:
    return out / level.set / f"{level.name}.tmx"


def level_tmx(level: Level, world: World) -> str:
    return world_tmx(world, level.set, f"../{TILESET}.tsx", level.memory)


def solutions_toml(levels: list[Level], log: bool = False) -> str:
    """solutions.toml: every level's hand solutions, then the synthesiser's
    when it takes all 8 bits and is none of them."""
    out = ["# bot255: worked solutions of the curated puzzles, game/levels/bot255/<set>/<name>.tmx.",
           "# Written by `python tools/make_bot255_levels.py --solutions`; read by",
           "# game.maps.bot255.worked_solutions. One [[<set>.<name>]] table a solution:",
           '# `by` is "hand" (written by people) or "synthesiser" (game.rules.bot255.synth.',
           f"# best_program with every command, the puzzle's memory and {SYNTH_WORK:_} work);",
           "# `lines` is the memory it uses; `program` is in the text form of",
           "# game.rules.bot255.text_program: one command a line, two spaces an indent.",
           "# Each takes all 8 bits in one run from the start (tests/levels/test_bot255_puzzles.py)."]
    quotes = "'" * 3
    for level in levels:
        world = level.world()
        sols = [("hand", t) for t in level.solutions]
        found = synth_solution(world, level.memory)
        if found.bits == len(world.bits):
            text = format_program(found.program)
            if all(parse_program(t) != found.program for t in level.solutions):
                sols.append(("synthesiser", text))
        if log:
            print(f"  {level.set}/{level.name}: the synthesiser takes {found.bits} bits in "
                  f"{found.lines} lines")
        for by, text in sols:
            out += ["", f"[[{level.set}.{level.name}]]", f'by = "{by}"',
                    f"lines = {lines_used(parse_program(text))}",
                    f"program = {quotes}", text.rstrip("\n"), quotes]
    return "\n".join(out) + "\n"


def _write(path: Path, text: str) -> bool:
    """Write `text` to `path` unless it already holds it; True when written."""
    data = text.encode("utf-8")
    if path.is_file() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


def write_levels(out: Path) -> None:
    """Every level as a map under `out`, read back with the game's loader."""
    names = [(lv.set, lv.name) for lv in LEVELS]
    if len(set(names)) != len(names):
        raise ValueError("two levels share a name")
    for level in LEVELS:
        world = check_level(level)
        path = level_path(out, level)
        changed = _write(path, level_tmx(level, world))
        puzzle = load_puzzle(path)
        if (puzzle.world, puzzle.set, puzzle.memory, puzzle.title) != (
                world, level.set, level.memory, level.title):
            raise ValueError(f"{path} does not read back as written")
        print(("wrote " if changed else "same  ") + f"{path}  ({level.title}, "
              f"{world.width}x{world.height}, memory {level.memory})")
    for set_name in SETS:
        known = {lv.name for lv in LEVELS if lv.set == set_name}
        for p in sorted((out / set_name).glob("*.tmx")):
            if p.stem not in known:
                print(f"note  {p} is not in this tool's LEVELS: add it, or delete it")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    ap.add_argument("--solutions", action="store_true",
                    help="also write solutions.toml (runs the synthesiser on every puzzle)")
    args = ap.parse_args(argv)
    pygame.init()
    args.out.mkdir(parents=True, exist_ok=True)
    pygame.image.save(tileset_image(), str(args.out / f"{TILESET}.png"))
    (args.out / f"{TILESET}.tsx").write_text(tileset_xml(), encoding="utf-8")
    print(f"wrote {args.out / (TILESET + '.png')} and {TILESET}.tsx")
    write_levels(args.out)
    if args.solutions:
        path = args.out / "solutions.toml"
        changed = _write(path, solutions_toml(LEVELS, log=True))
        print(("wrote " if changed else "same  ") + str(path))
    return 0


if __name__ == "__main__":
    sys.exit(main())
