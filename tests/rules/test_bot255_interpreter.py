"""The bot255 language: every command, nesting, else, both repeat forms, every
condition and its negation, wall bumps, the bug stop, the step limit, memory
counting, the editor's lines and the scoring."""
from __future__ import annotations

import pytest

from game.core.grid import Cell as C
from game.rules.bot255 import (ALL_BITS, BUG, DONE, LIMIT, STEP_LIMIT, BadProgram, BadWorld, Bot,
                               World, check, commands_used, condition, from_lines, if_,
                               lines_used, move, repeat, run, to_lines, turn, until, while_)

# a 10 x 3 corridor: the bot at the west end facing east, bits along row 1
ROW_BITS = frozenset(C(x, 1) for x in range(1, 9))


def corridor(bits=ROW_BITS, bugs=(), walls=(), start=C(0, 1), facing="east"):
    return World(10, 3, frozenset(walls), frozenset(bits), frozenset(bugs), start, facing)


def test_move_walks_and_takes_bits_that_score_doubling_points():
    r = run(corridor(), [move(), move(), move()])
    assert r.end == DONE and r.bits == 3 and r.points == 1 + 2 + 4
    assert r.bot.cell == C(3, 1) and r.bot.taken == {C(1, 1), C(2, 1), C(3, 1)}
    assert [s.points for s in r.steps] == [1, 2, 4]


def test_all_eight_bits_in_one_run_score_255_and_end_the_run():
    r = run(corridor(), [repeat(20, [move()])])
    assert r.end == ALL_BITS and r.bits == 8 and r.points == 255
    assert r.bot.cell == C(8, 1)           # stopped on the last bit, not at the wall


def test_the_bot_keeps_its_place_and_bits_and_each_run_scores_from_1_again():
    w = corridor()
    first = run(w, [move(), move()])
    second = run(w, [move(), move()], first.bot)
    assert second.bot.cell == C(4, 1) and len(second.bot.taken) == 4
    assert second.points == 1 + 2          # the 3rd and 4th bits are this run's 1st and 2nd
    assert first.points + second.points == 6


def test_rotate_left_and_right_turn_the_bot_on_the_spot():
    w = corridor()
    r = run(w, [turn("left")])
    assert r.bot.facing == "north" and r.bot.cell == C(0, 1)
    assert run(w, [turn("right"), turn("right")]).bot.facing == "west"
    assert run(w, [repeat(4, [turn("right")])]).bot.facing == "east"


def test_a_wall_bump_is_a_move_that_does_nothing():
    w = corridor(walls=[C(1, 1)], bits=frozenset(C(x, 0) for x in range(2, 10)))
    r = run(w, [move(), move(), turn("left"), move(), move()])
    assert [s.what for s in r.steps] == ["bump", "bump", "turn", "move", "bump"]
    assert r.moves == 5 and r.bot.cell == C(0, 0)          # the grid's edge is a wall too


def test_the_bot_stops_before_a_bug_and_the_run_ends():
    w = corridor(bugs=[C(3, 1)], bits=frozenset(C(x, 1) for x in (1, 2, 4, 5, 6, 7, 8, 9)))
    r = run(w, [repeat(9, [move()]), turn("left")])
    assert r.end == BUG and r.bot.cell == C(2, 1) and r.points == 3
    assert r.steps[-1].what == "bug" and r.why() == "A bug is ahead: the bot stopped."


def test_a_loop_that_never_moves_stops_at_the_step_limit():
    r = run(corridor(), [while_("not_bug", [turn("left")])])
    assert r.end == LIMIT and len(r.steps) == STEP_LIMIT
    assert run(corridor(), [while_("not_wall", [])]).end == LIMIT   # empty body: checks count


@pytest.mark.parametrize("cond,ahead,expected", [
    ("wall", "wall", True), ("wall", "edge", True), ("wall", "empty", False),
    ("bug", "bug", True), ("bug", "empty", False), ("bit", "bit", True),
    ("bit", "taken", False), ("bit", "empty", False),
])
def test_every_condition_and_its_negation(cond, ahead, expected):
    things = {"wall": dict(walls=[C(1, 1)]), "bug": dict(bugs=[C(1, 1)]),
              "bit": {}, "taken": {}, "empty": dict(bits=frozenset(C(x, 0) for x in range(8))),
              "edge": {}}[ahead]
    w = corridor(**things)
    bot = Bot(C(0, 1), "west" if ahead == "edge" else "east",
              frozenset({C(1, 1)}) if ahead == "taken" else frozenset())
    assert condition(w, bot, cond) is expected
    assert condition(w, bot, "not_" + cond) is (not expected)


def test_if_runs_its_lines_only_when_true_and_else_otherwise():
    w = corridor(walls=[C(1, 1)], bits=frozenset(C(x, 0) for x in range(1, 9)))
    prog = [if_("wall", [turn("left")], [move()])]
    assert run(w, prog).bot.facing == "north"
    w2 = corridor()
    r = run(w2, prog)
    assert r.bot.cell == C(1, 1) and r.bot.facing == "east"
    assert run(w2, [if_("wall", [turn("left")])]).bot == Bot.at_start(w2)   # no else: nothing


def test_while_and_repeat_until_are_opposite_tests_before_each_pass():
    w = corridor(walls=[C(4, 1)])
    a = run(w, [while_("not_wall", [move()])])
    b = run(w, [until("wall", [move()])])
    assert a.bot.cell == b.bot.cell == C(3, 1) and a.points == b.points == 7
    assert run(w, [until("not_wall", [move()])]).bot.cell == C(0, 1)   # true at once: 0 passes


def test_nesting_runs_inner_blocks_fully_each_pass():
    # a 3 x 3 square walk: 4 times (2 moves, turn right), from the corner of a ring
    bits = frozenset({C(1, 0), C(2, 0), C(2, 1), C(2, 2), C(1, 2), C(0, 2), C(5, 5), C(6, 6)})
    w = World(8, 8, frozenset(), bits, frozenset(), C(0, 0), "east")
    r = run(w, [repeat(4, [repeat(2, [move()]), turn("right")])])
    assert r.bits == 6 and r.bot.cell == C(0, 0) and r.bot.facing == "east"
    assert r.points == 63


def test_steps_name_the_editor_line_they_carry_out():
    prog = [repeat(2, [move(), if_("bit", [turn("left")], [turn("right")])]), move()]
    lines = to_lines(prog)
    assert [(i, ln["do"]) for i, ln in lines] == [
        (0, "repeat"), (1, "move"), (1, "if"), (2, "turn"), (1, "else"), (2, "turn"),
        (0, "move")]
    r = run(corridor(), prog)
    assert [s.line for s in r.steps] == [0, 1, 2, 3, 0, 1, 2, 5, 6]
    assert all(lines[s.line][1]["do"] != "else" for s in r.steps)


def test_memory_counts_every_command_header_and_else():
    prog = [repeat(2, [move(), if_("bit", [turn("left")], [turn("right")])]), move()]
    assert lines_used(prog) == 7 == len(to_lines(prog))
    assert lines_used([]) == 0 and lines_used([move()]) == 1
    assert lines_used([while_("not_wall", [])]) == 1
    assert commands_used(prog) == {"repeat", "move", "if", "else", "turn"}
    assert commands_used([if_("bit", [move()])]) == {"if", "move"}


def test_the_editor_lines_make_the_program_back():
    prog = [while_("not_bug", [if_("wall", [turn("right")], [move()]), until("bit", [])]),
            turn("left")]
    assert from_lines(to_lines(prog)) == prog


@pytest.mark.parametrize("lines,why", [
    ([(1, {"do": "move"})], "pushed in to the right, but no line above it can hold"),
    ([(0, {"do": "move"}), (1, {"do": "move"})], "pushed in under \"moveForward\""),
    ([(0, {"do": "else"})], "else needs an if"),
    ([(0, {"do": "while", "cond": "bit"}), (1, {"do": "else"})], "else needs an if"),
    ([(0, {"do": "if", "cond": "bit"}), (0, {"do": "else"}), (0, {"do": "else"})],
     "else needs an if"),
    ([(0, {"do": "jump"})], "not a command"),
    ([(0, {"do": "repeat", "times": 0})], "repeat runs 1 to 99"),
    ([(0, {"do": "if", "cond": "cat"})], "not a condition"),
    ([(0, {"do": "turn", "way": "up"})], "left or right"),
])
def test_lines_that_make_no_program_say_why(lines, why):
    with pytest.raises(BadProgram, match=why):
        from_lines(lines)


@pytest.mark.parametrize("bad", [None, "move", [None], [{"do": 3}], [{"do": "move", "x": 1}],
                                 [{"do": "repeat", "times": True, "body": []}],
                                 [{"do": "while", "cond": "bit", "body": "x"}],
                                 [{"do": "if", "cond": "bit", "then": [], "else": 5}]])
def test_malformed_programs_are_refused(bad):
    with pytest.raises(BadProgram):
        check(bad)


def test_worlds_say_what_keeps_them_from_being_played():
    ok = corridor()
    assert ok.problems() == [] and World.from_json(ok.to_json()) == ok
    assert "exactly 8 bits" in corridor(bits=ROW_BITS - {C(1, 1)}).problems()[0]
    assert "share the square" in corridor(bugs=[C(1, 1)]).problems()[0]
    assert corridor(walls=[C(0, 1)]).problems() == ["A wall and the bot share the square [0, 1]."]
    assert "1 to 10" in World(11, 3, frozenset(), ROW_BITS, frozenset(), C(0, 1)).problems()[0]
    for broken in ({}, {"width": "5"}, {**ok.to_json(), "bits": [[1]]}, [],
                   {**ok.to_json(), "facing": "up"}):
        with pytest.raises(BadWorld):
            World.from_json(broken)


def test_squares_visited_follow_the_run_as_if_no_bit_were_there():
    from game.rules.bot255.interpreter import squares_visited
    # with the bits there this run would stop after the 8th; without them it
    # bumps the wall, turns back and walks on: first visits only, no start
    prog = [repeat(12, [move()]), turn("left"), turn("left"), repeat(3, [move()]),
            turn("left"), move()]
    assert squares_visited(corridor(), prog) == [C(x, 1) for x in range(1, 10)] + [C(6, 2)]
    # a bug ends the run there, as it would with bits
    assert squares_visited(corridor(bugs=[C(3, 1)]), prog) == [C(1, 1), C(2, 1)]
