"""What one step of a bot255 run is: each sentence of the rules page's list
(docs/rules/bot255.md, "The language") pinned on the interpreter."""
from __future__ import annotations

from game.core.grid import Cell as C
from game.rules.bot255 import (ALL_BITS, BUG, DONE, LIMIT, STEP_LIMIT, Bot, World, if_, move,
                               repeat, run, turn, until, while_)

FAR_BIT = frozenset({C(9, 0)})      # out of the way: no run here ends for want of bits


def corridor(bits=FAR_BIT, bugs=(), walls=()):
    return World(10, 3, frozenset(walls), frozenset(bits), frozenset(bugs), C(0, 1), "east")


def whats(program, world=None):
    r = run(world or corridor(), program)
    return [s.what for s in r.steps], r


def test_a_move_is_one_step_whether_it_moves_takes_a_bit_bumps_or_meets_a_bug():
    assert whats([move()])[0] == ["move"]
    assert whats([move()], corridor(bits=FAR_BIT | {C(1, 1)}))[0] == ["bit"]
    assert whats([move()], corridor(walls={C(1, 1)}))[0] == ["bump"]
    steps, r = whats([move(), move()], corridor(bugs={C(1, 1)}))
    assert steps == ["bug"] and r.end == BUG and r.bot.cell == C(0, 1)


def test_each_rotate_is_one_step():
    assert whats([turn("left"), turn("right")])[0] == ["turn", "turn"]


def test_if_is_one_step_either_way_and_else_is_none():
    true_way, _ = whats([if_("not_wall", [move()], [turn("left")])])
    false_way, _ = whats([if_("wall", [move()], [turn("left")])])
    assert true_way == ["check", "move"]
    assert false_way == ["check", "turn"]          # into the else lines: no step for `else`
    assert whats([if_("wall", [move()])])[0] == ["check"]


def test_repeat_is_one_step_before_each_pass_and_none_when_it_stops():
    steps, _ = whats([repeat(3, [move()])])
    assert steps == ["check", "move"] * 3 and len(steps) == 6


def test_while_and_until_count_every_check_the_stopping_one_included():
    # two squares to the wall: x=0 -> 1 -> 2, wall at (3, 1)
    walls = {C(3, 1)}
    w_steps, _ = whats([while_("not_wall", [move()])], corridor(walls=walls))
    u_steps, _ = whats([until("wall", [move()])], corridor(walls=walls))
    assert w_steps == u_steps == ["check", "move", "check", "move", "check"]


def test_the_500th_step_is_made_then_the_run_stops():
    r = run(corridor(), [until("wall", [turn("left"), turn("right")])])
    assert r.end == LIMIT and len(r.steps) == STEP_LIMIT == 500
    # 166 passes of 3 steps make 498: the check and the first turn are the 499th and 500th
    assert [s.what for s in r.steps[-3:]] == ["turn", "check", "turn"]


def test_an_empty_program_or_a_finished_bot_makes_no_step():
    assert whats([])[0] == [] and run(corridor(), []).end == DONE
    w = corridor()
    done = Bot(C(0, 1), "east", FAR_BIT)
    r = run(w, [move()], done)
    assert r.steps == [] and r.end == ALL_BITS
