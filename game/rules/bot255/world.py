"""A bot255 world: a grid of up to 10 x 10 squares with walls, exactly 8 bits,
some bugs, and the bot's start square and facing.

Walls fill whole squares (the edge of the grid is a wall too), which is what
a child draws in the editor and what a Tiled map holds one tile a square.
`Bot` is where a player's bot stands in its own copy of the world: it keeps
its square, facing and bits between the runs of a round."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game.core.grid import Cell

MAX_SIZE = 10
BITS = 8
# facings, clockwise from north, with the step each takes
FACINGS = ("north", "east", "south", "west")
STEP = {"north": Cell(0, -1), "east": Cell(1, 0), "south": Cell(0, 1), "west": Cell(-1, 0)}


class BadWorld(ValueError):
    """A world that can't be played, with the reason in words for the player."""


@dataclass(frozen=True)
class World:
    width: int
    height: int
    walls: frozenset[Cell]
    bits: frozenset[Cell]
    bugs: frozenset[Cell]
    start: Cell
    facing: str = "east"
    name: str = ""

    def inside(self, c: Cell) -> bool:
        return 0 <= c.x < self.width and 0 <= c.y < self.height

    def blocked(self, c: Cell) -> bool:
        """A wall, or off the grid (the edge is a wall)."""
        return not self.inside(c) or c in self.walls

    def problems(self) -> list[str]:
        """Why this world can't be played, in words ([]: it can). Solvability is
        the solver's question (`solver.unreachable_bits`), not this one's."""
        out = []
        if not (1 <= self.width <= MAX_SIZE and 1 <= self.height <= MAX_SIZE):
            out.append(f"A world is 1 to {MAX_SIZE} squares each way, "
                       f"not {self.width} x {self.height}.")
            return out
        if self.facing not in FACINGS:
            out.append(f"The bot must face north, east, south or west, not {self.facing!r}.")
        if len(self.bits) != BITS:
            out.append(f"A world has exactly {BITS} bits; this one has {len(self.bits)}.")
        for what, cells in (("wall", self.walls), ("bit", self.bits), ("bug", self.bugs)):
            off = sorted(c for c in cells if not self.inside(c))
            if off:
                out.append(f"A {what} lies off the grid at {list(off[0])}.")
        if not self.inside(self.start):
            out.append("The bot starts off the grid.")
        taken: dict[Cell, str] = {}
        for what, cells in (("a wall", self.walls), ("a bit", self.bits), ("a bug", self.bugs),
                            ("the bot", frozenset({self.start}))):
            for c in sorted(cells):
                if c in taken:
                    out.append(f"{taken[c].capitalize()} and {what} share the square {list(c)}.")
                taken.setdefault(c, what)
        return out

    def check(self) -> World:
        why = self.problems()
        if why:
            raise BadWorld(why[0])
        return self

    # --- data -------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"name": self.name, "width": self.width, "height": self.height,
                "walls": [list(c) for c in sorted(self.walls)],
                "bits": [list(c) for c in sorted(self.bits)],
                "bugs": [list(c) for c in sorted(self.bugs)],
                "start": list(self.start), "facing": self.facing}

    def to_code(self) -> str:
        """The world as one short line ("5x3:#.o../N.x../...oo"): a row a
        part, '.' floor, '#' wall, 'o' bit, 'x' bug, N/E/S/W the bot facing
        that way. A match's set-up carries a custom world this way, so its
        record replays without the file it came from."""
        mark = {**{c: "#" for c in self.walls}, **{c: "o" for c in self.bits},
                **{c: "x" for c in self.bugs}, self.start: self.facing[0].upper()}
        rows = ("".join(mark.get(Cell(x, y), ".") for x in range(self.width))
                for y in range(self.height))
        return f"{self.width}x{self.height}:" + "/".join(rows)

    @classmethod
    def from_code(cls, code: Any, name: str = "") -> World:
        """The world a `to_code` line describes; BadWorld with the reason if broken."""
        if type(code) is not str:
            raise BadWorld("A world code is a line of text.")
        size, sep, body = code.partition(":")
        w_, x_, h_ = size.partition("x")
        if not sep or not x_ or not w_.isdigit() or not h_.isdigit():
            raise BadWorld("A world code starts with its size, like 6x6:")
        w, h = int(w_), int(h_)
        rows = body.split("/")
        if len(rows) != h or any(len(r) != w for r in rows):
            raise BadWorld(f"A {w} x {h} world code has {h} rows of {w} squares.")
        walls, bits, bugs, bots = set(), set(), set(), []
        facing = {f[0].upper(): f for f in FACINGS}
        for y, row in enumerate(rows):
            for x, ch in enumerate(row):
                c = Cell(x, y)
                if ch == "#":
                    walls.add(c)
                elif ch == "o":
                    bits.add(c)
                elif ch == "x":
                    bugs.add(c)
                elif ch in facing:
                    bots.append((c, facing[ch]))
                elif ch != ".":
                    raise BadWorld(f"{ch!r} is not a square of a world code.")
        if len(bots) != 1:
            raise BadWorld(f"A world has one bot, not {len(bots)}.")
        return cls(w, h, frozenset(walls), frozenset(bits), frozenset(bugs), bots[0][0],
                   bots[0][1], name).check()

    @classmethod
    def from_json(cls, d: Any) -> World:
        """A world from its JSON form; anything malformed is a BadWorld with the reason."""
        try:
            def cells(key: str) -> frozenset[Cell]:
                return frozenset(_cell(v) for v in d.get(key, []))
            w = cls(width=_int(d["width"]), height=_int(d["height"]), walls=cells("walls"),
                    bits=cells("bits"), bugs=cells("bugs"), start=_cell(d["start"]),
                    facing=str(d.get("facing", "east")), name=str(d.get("name", "")))
        except (KeyError, TypeError, ValueError, AttributeError) as e:
            raise BadWorld(f"This is not a bot255 world ({e}).") from None
        return w.check()


def _int(v: Any) -> int:
    if type(v) is not int:
        raise ValueError(f"{v!r} is not a whole number")
    return v


def _cell(v: Any) -> Cell:
    x, y = v
    return Cell(_int(x), _int(y))


@dataclass(frozen=True)
class Bot:
    """A bot in its own copy of a world: its square, facing and the bits it holds."""
    cell: Cell
    facing: str
    taken: frozenset[Cell] = field(default_factory=frozenset)

    @classmethod
    def at_start(cls, world: World) -> Bot:
        return cls(world.start, world.facing)

    def left(self, world: World) -> frozenset[Cell]:
        """The bits still in the world for this bot."""
        return world.bits - self.taken

    def ahead(self) -> Cell:
        return self.cell.plus(STEP[self.facing])

    def turned(self, way: str) -> Bot:
        k = FACINGS.index(self.facing) + (1 if way == "right" else -1)
        return replace(self, facing=FACINGS[k % 4])

    def to_json(self) -> dict[str, Any]:
        return {"cell": list(self.cell), "facing": self.facing,
                "taken": [list(c) for c in sorted(self.taken)]}
