"""Bot 255's words a child reads (issue 21): squares as rows and columns, not
"[0, 5]"; an indenting mistake said plainly; a step-limit run explained."""
from __future__ import annotations

import pytest

from game.core.grid import Cell
from game.rules.bot255 import interpreter
from game.rules.bot255.program import BadProgram, from_lines, move, turn, until, while_
from game.rules.bot255.solver import solvable_problems
from game.rules.bot255.text import limit_advice, plain_places
from game.rules.bot255.world import World


def test_a_square_is_a_row_and_a_column_counted_from_1():
    assert plain_places("A bug and a bit share the square [0, 5].") == \
        "A bug and a bit share the square in row 6, column 1."
    assert plain_places("the first at [3, 0] without") == "the first at row 1, column 4 without"
    assert plain_places("No squares here.") == "No squares here."


def test_the_world_editor_s_reasons_read_without_brackets():
    # a bit walled off in a corner: the solver's reason names its square
    world = World(6, 6, frozenset({Cell(4, 5), Cell(5, 4)}),
                  frozenset({Cell(1, 0), Cell(2, 0), Cell(3, 0), Cell(4, 0), Cell(0, 1),
                             Cell(0, 2), Cell(0, 3), Cell(5, 5)}),
                  frozenset(), Cell(0, 0), "east", "t")
    raw = solvable_problems(world)
    assert raw and "[5, 5]" in raw[0]          # the rules' own reason, for logs
    said = plain_places(raw[0])
    assert "[" not in said and "row 6, column 6" in said


@pytest.mark.parametrize("lines, first", [
    ([(1, move())], "Line 1 is pushed in"),
    ([(0, move()), (1, move())], "Line 2 is pushed in under \"moveForward\""),
])
def test_an_indent_with_nothing_to_belong_to_is_said_plainly(lines, first):
    with pytest.raises(BadProgram) as e:
        from_lines(lines)
    said = str(e.value)
    assert said.startswith(first)
    assert "belong to" not in said and "indented" not in said
    assert "left" in said                      # what to do about it


def test_a_run_stopped_by_the_step_limit_is_explained():
    world = World(4, 4, frozenset(), frozenset({Cell(3, k) for k in range(4)} |
                                               {Cell(k, 3) for k in range(3)} | {Cell(1, 1)}),
                  frozenset(), Cell(1, 2), "east", "t")     # no wall next to the bot
    from game.rules.bot255.world import Bot
    bot = Bot.at_start(world)
    spin = [while_("not_wall", [turn("right")])]
    r = interpreter.run(world, spin, bot)
    assert r.end == interpreter.LIMIT
    advice = limit_advice(spin, r)
    assert advice is not None
    assert "500 steps" in advice and "while not wall ahead" in advice
    assert "moveForward" in advice             # what to change
    walk = [until("wall", [move()])]
    assert limit_advice(walk, interpreter.run(world, walk, bot)) is None


def test_a_counted_loop_on_the_step_limit_runs_too_long():
    from game.rules.bot255.program import repeat
    world = World(4, 4, frozenset(), frozenset({Cell(3, k) for k in range(4)} |
                                               {Cell(k, 3) for k in range(3)} | {Cell(1, 1)}),
                  frozenset(), Cell(1, 2), "east", "t")
    from game.rules.bot255.world import Bot
    spin = [repeat(99, [repeat(9, [turn("left")])])]
    r = interpreter.run(world, spin, Bot.at_start(world))
    advice = limit_advice(spin, r)
    assert advice is not None and "\"repeat 99\" runs too long" in advice
