"""Loops for the synthesiser (`synth`): `repeat 99` (or `while not_bug`)
over bodies made of a few pieces, to end a program with. A loop often takes
the rest of the bits in far fewer lines than a route.
"""
from __future__ import annotations

from collections.abc import Iterator
from functools import lru_cache
from typing import Any

from .program import (
    MAX_TIMES,
    Program,
    copy_command,
    if_,
    lines_used,
    loop_while,
    move,
    repeat,
    turn,
)
from .sim import Node, compile_program

# A loop body is built from a few units: (key, commands, lines, moves the bot).
Unit = tuple[str, Program, int, bool]


def pieces(lib: frozenset[str]) -> list[Unit]:
    """The pieces loop bodies are made of, as far as the library allows:
    single commands, counted runs, runs to a wall or up to a bit, turning
    until a bit is ahead or no wall is, and the turn-at-a-wall choices wall
    followers use."""
    out: list[Unit] = []
    if "move" in lib:
        out.append(("move", [move()], 1, True))
    if "turn" in lib:
        out += [("left", [turn("left")], 1, False), ("right", [turn("right")], 1, False)]
    if "move" in lib and "repeat" in lib:
        for k in (2, 3, 4, 5, 6, 8):
            out.append((f"run {k}", [repeat(k, [move()])], 2, True))
    if "move" in lib:
        for cond in ("not_wall", "not_bit"):
            loop = loop_while(cond, [move()], lib)
            if loop is not None:
                out.append((f"run {cond}", [loop], 2, True))
    if "turn" in lib:
        for way in ("right", "left"):
            for cond in ("not_bit", "wall"):
                loop = loop_while(cond, [turn(way)], lib)
                if loop is not None:
                    out.append((f"spin {cond} {way}", [loop], 2, False))
        if "if" in lib:
            # turning round at a bug: either way, the same pose
            out.append(("if bug back", [if_("bug", [turn("right"), turn("right")])], 3, False))
            for way in ("right", "left"):
                for cond in ("wall", "bug"):
                    out.append((f"if {cond} {way}", [if_(cond, [turn(way)])], 2, False))
                    if "else" in lib and "move" in lib:
                        out.append((f"if {cond} {way} else move",
                                    [if_(cond, [turn(way)], [move()])], 4, True))
    return out


# a loop for a program's end, its body's lines and its compiled form
Tail = tuple[dict[str, Any], int, tuple[Node, ...]]


def tails(lib: frozenset[str], lines: int) -> Iterator[Tail]:
    """Loops to end a program with (see `forever`), each with its body's lines
    and compiled form: bodies of 1 to 3 units and exactly `lines` lines that
    move the bot, no turn undone by the next unit, in the units' order. Made
    as they are asked for: at the larger sizes there are thousands, and a
    search seldom gets through them all. (Copy a loop before handing it out.)"""
    units = pieces(lib)
    undo = {("left", "right"), ("right", "left")}

    def grow(chosen: list[Unit], used: int) -> Iterator[Tail]:
        if used == lines:
            if any(u[3] for u in chosen):
                body = [copy_command(c) for u in chosen for c in u[1]]
                loop = forever(body, lib)
                if loop is not None:
                    yield loop, lines, compile_program([loop])
            return
        if len(chosen) == 3:
            return
        for u in units:
            if used + u[2] > lines or (chosen and (chosen[-1][0], u[0]) in undo):
                continue
            yield from grow(chosen + [u], used + u[2])

    return grow([], 0)


@lru_cache(maxsize=32)
def family_tails(lib: frozenset[str]) -> tuple[Tail, ...]:
    """Loops too big for `tails` to try every body of their size, in shapes
    that follow a maze: a wall follower (turn one way, turn the other
    while a wall is ahead, turn round at a bug, step) and a runner (run to a
    wall, turn, turn round at a bug, step). Few, and worth trying early:
    they take every bit of many mazes, whatever their size. Then a lawn
    mower (a room swept row by row) and a corridor walker looking into the
    pockets on one side or both (a turn, then if a bit is ahead, in and out
    again)."""
    units = {u[0]: u for u in pieces(lib)}
    shapes: list[list[str]] = []
    guards = ["", "if bug back", "if bug right", "if bug left"]
    for first in ("right", "left"):
        other = "left" if first == "right" else "right"
        for guard in guards:
            for pre in (first, ""):
                shapes.append([pre, f"spin wall {other}", guard, "move"])
                shapes.append(["move", pre, f"spin wall {other}", guard])
            shapes.append(["run not_wall", first, guard, ""])
            shapes.append(["run not_wall", first, guard, "move"])
    out: list[Tail] = []
    seen: set[str] = set()
    for shape in shapes:
        names = [n for n in shape if n]
        if not all(n in units for n in names) or not any(units[n][3] for n in names):
            continue
        key = "|".join(names)
        if key in seen:
            continue
        seen.add(key)
        body = [copy_command(c) for n in names for c in units[n][1]]
        lines = sum(units[n][2] for n in names)
        loop = forever(body, lib)
        if loop is not None:
            out.append((loop, lines, compile_program([loop])))
    bodies: list[Program] = []
    if "run not_wall" in units and "turn" in lib:
        # a lawn mower: along a row to the wall, over to the next, back
        run = units["run not_wall"][1][0]
        for way, other in (("right", "left"), ("left", "right")):
            bodies.append([copy_command(run), turn(way), move(), turn(way),
                           copy_command(run), turn(other), move(), turn(other)])
    if {"move", "turn", "if", "else"} <= lib:
        # along a corridor, looking into the pockets beside it for bits
        def peek(way: str, other: str) -> Program:
            return [turn(way), if_("bit", [move(), turn(way), turn(way), move(), turn(way)],
                                   [turn(other)])]
        for way, other in (("left", "right"), ("right", "left")):
            bodies.append([move()] + peek(way, other))
        bodies.append([move()] + peek("left", "right") + peek("right", "left"))
    for body in bodies:
        lines = lines_used(body)
        loop = forever(body, lib)
        if loop is not None:
            out.append((loop, lines, compile_program([loop])))
    out.sort(key=lambda t: t[1])
    return tuple(out)


def forever(body: Program, lib: frozenset[str]) -> dict[str, Any] | None:
    """A loop that runs `body` for as long as the run lasts. As a program's
    last command, `repeat 99` does at least what any other loop over the
    same body does (more passes never lose a bit), so it is the only one tried;
    without repeat, `while not_bug` stops only where a move would end the run."""
    if "repeat" in lib:
        return repeat(MAX_TIMES, body)
    return loop_while("not_bug", body, lib)
