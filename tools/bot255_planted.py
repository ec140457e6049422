#!/usr/bin/env python3
"""Does the synthesiser find an all-8 program whenever one exists? Planted worlds.

    python tools/bot255_planted.py                       # 300 worlds, hard's budget
    python tools/bot255_planted.py --worlds 100 --work 60000

A world is made the way `generator.generate` makes a difficult or average
one (walls and bugs scattered), then a random program of 4 to 14 lines is
written, from a random hand's commands (moveForward and rotate always), and
run there; the 8 bits go on squares its run visits. When that program then
takes all 8 bits in one run (an `if bit` may change its way once bits are
there: then the world is drawn again), an all-8 program within that memory
and library exists for sure, and the synthesiser is asked for one with the
same memory, the same commands and a bot's budget of work. The figure is how
often it finds one (any, not necessarily the planted one), by the planted
program's size, and the time each answer took.

Seeds are fixed (`--seed`): the same worlds and programs on any machine.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game.ai.base import Work
from game.ai.bot255 import PROFILES
from game.core.grid import Cell
from game.rules.bot255 import interpreter, synth
from game.rules.bot255.generator import DIFFICULTIES
from game.rules.bot255.program import (
    CONDITIONS,
    Program,
    commands_used,
    if_,
    lines_used,
    move,
    repeat,
    turn,
    until,
    while_,
)
from game.rules.bot255.world import BITS, FACINGS, World

TEACHABLE = ("if", "else", "while", "repeat", "until")


def random_block(rng: random.Random, room: int, lib: set[str], depth: int) -> Program:
    """Commands filling at most `room` lines, at least one."""
    out: Program = []
    want = rng.randint(1, room)
    while lines_used(out) < want:
        left = want - lines_used(out)
        kinds = ["move", "move", "turn"]
        if left >= 2 and depth < 2:
            kinds += [k for k in ("if", "while", "repeat", "until") if k in lib] * 2
        kind = rng.choice(kinds)
        if kind == "move":
            out.append(move())
        elif kind == "turn":
            out.append(turn(rng.choice(("left", "right"))))
        else:
            body = random_block(rng, left - 1, lib, depth + 1)
            cond = rng.choice(CONDITIONS)
            if kind == "if":
                other = None
                if "else" in lib and left - 1 - lines_used(body) >= 2 and rng.random() < 0.5:
                    other = random_block(rng, left - 2 - lines_used(body), lib, depth + 1)
                out.append(if_(cond, body, other))
            elif kind == "while":
                out.append(while_(cond, body))
            elif kind == "until":
                out.append(until(cond, body))
            else:
                out.append(repeat(rng.choice((2, 3, 4, 5, 6, 99)), body))
    return out


def planted(rng: random.Random) -> tuple[World, Program] | None:
    """A world and a program taking all 8 of its bits, or None (draw again)."""
    d = DIFFICULTIES[rng.choice(("average", "difficult"))]
    w, h = d.size
    squares = [Cell(x, y) for y in range(h) for x in range(w)]
    start, facing = rng.choice(squares), rng.choice(FACINGS)
    others = [c for c in squares if c != start]
    rng.shuffle(others)
    nw, nb = rng.randint(*d.walls), rng.randint(*d.bugs)
    walls, bugs = frozenset(others[:nw]), frozenset(others[nw:nw + nb])
    lib = {c for c in TEACHABLE if rng.random() < 0.6} | {"move", "turn"}
    memory = rng.randint(4, 14)
    program = random_block(rng, memory, lib, 0)
    seen = interpreter.squares_visited(World(w, h, walls, frozenset(), bugs, start, facing),
                                       program)
    if len(seen) < BITS:
        return None
    world = World(w, h, walls, frozenset(rng.sample(seen, BITS)), bugs, start, facing)
    if world.problems() or interpreter.run(world, program).bits != BITS:
        return None
    return world, program


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--worlds", type=int, default=300)
    ap.add_argument("--work", type=int, default=PROFILES["hard"].work,
                    help="the synthesiser's work a question (default: the hard bot's)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--show-misses", action="store_true")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    found: defaultdict[str, int] = defaultdict(int)
    asked: defaultdict[str, int] = defaultdict(int)
    times: list[float] = []
    done = 0
    while done < args.worlds:
        got = planted(rng)
        if got is None:
            continue
        world, program = got
        done += 1
        lines, lib = lines_used(program), frozenset(commands_used(program) | {"move", "turn"})
        t = time.perf_counter()
        f = synth.best_program(world, None, lib, lines, Work(args.work))
        times.append((time.perf_counter() - t) * 1000)
        size = "4-6" if lines <= 6 else "7-10" if lines <= 10 else "11-14"
        asked[size] += 1
        found[size] += f.bits == BITS
        if f.bits < BITS and args.show_misses:
            from game.rules.bot255.text_program import format_program
            print(f"miss: {f.bits} bits; planted ({lines} lines):\n{format_program(program)}")
    total = sum(found.values())
    print(f"planted worlds: {args.worlds}, synthesiser work {args.work:,} a question")
    for size in ("4-6", "7-10", "11-14"):
        if asked[size]:
            print(f"  planted program of {size} lines: all 8 bits found in {found[size]} of "
                  f"{asked[size]} ({100 * found[size] / asked[size]:.1f}%)")
    print(f"  all: {total} of {args.worlds} ({100 * total / args.worlds:.1f}%); time a question: "
          f"median {statistics.median(times):.0f} ms, max {max(times):.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
