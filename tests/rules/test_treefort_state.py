"""Treefort Nations' match state: set-up, the turn of two monkeys, walking,
actions, attacks with bracing, and the end. Dice are scripted."""
from __future__ import annotations

from collections import Counter

import pytest

from game.core.errors import IllegalAction
from game.core.grid import Cell
from game.rules.treefort.actions import (Attack, Brace, Catapult, Cut, Demolish, Done,
                                         PlaceCoin, PlaceMonkey, Platform, Recruit, Roll, Use,
                                         Walk)
from game.rules.treefort.board import Monkey
from tests.support.treefort import new
from tests.support.treefort import playing as support_playing

C = Cell


def playing(players=2, monkeys=(), coins=None, dice=(), far_tree=True):
    """A state in seat 0's turn (tests/support/treefort.py) whose die gives exactly `dice`."""
    return support_playing(players, monkeys, coins, dice=dice, far_tree=far_tree, strict=True)


def test_set_up_scatters_each_pile_and_everyone_places_four_monkeys():
    s = new(3, 4)
    assert s.phase == "monkeys"
    per = Counter(s.board.owner[c] for c in s.board.coins)
    assert per == {0: 12, 1: 12, 2: 12, None: 12}
    order = []
    while s.phase == "monkeys":
        seat = s.turn
        order.append(seat)
        s.apply(seat, s.legal_actions(seat)[0])
    assert order == [0, 1, 2] * 4 and s.phase == "play"
    assert all(s.board.owner[m.cell] == m.seat and m.cell not in s.board.coins
               for m in s.board.monkeys.values())


def test_strategic_placement_lets_players_place_their_own_coins():
    s = new(2, 1, ("placement=strategic", "coins=4"))
    assert s.phase == "coins"
    assert Counter(s.board.owner[c] for c in s.board.coins) == {None: 4}
    with pytest.raises(IllegalAction):
        s.apply(0, PlaceCoin((8 * 2, 0)))            # not your grid
    while s.phase == "coins":
        s.apply(s.turn, s.legal_actions(s.turn)[0])
    assert Counter(s.board.owner[c] for c in s.board.coins) == {0: 4, 1: 4, None: 4}


def test_a_turn_uses_two_different_monkeys_each_walking_and_acting_once():
    s = playing(monkeys=[(1, 0, C(0, 0)), (2, 0, C(3, 3)), (3, 0, C(5, 5)), (9, 1, C(20, 0))],
                coins={C(0, 2): "dime"}, dice=[3])
    s.apply(0, Use(1))
    s.apply(0, Roll())
    assert s.legal_actions(0) and all(isinstance(a, Walk) for a in s.legal_actions(0))
    s.apply(0, Walk(((0, 1), (0, 2))))
    s.apply(0, Cut())                                 # walk, then act: this monkey is done
    assert s.board.monkeys[1].lumber == 3 and s.current is None and s.used == [1]
    with pytest.raises(IllegalAction, match="had its go"):
        s.apply(0, Use(1))
    s.apply(0, Use(2))
    s.apply(0, Done())                                # the second monkey passes
    assert s.turn == 1


def test_act_then_walk_is_fine_but_never_walk_act_walk():
    s = playing(monkeys=[(1, 0, C(0, 2), 0), (9, 1, C(20, 0))], coins={C(0, 2): "nickel"},
                dice=[2, 2])
    s.apply(0, Use(1))
    s.apply(0, Cut())
    s.apply(0, Roll())
    s.apply(0, Walk(((0, 1),)))
    assert s.current is None                          # acted and walked: done
    s = playing(monkeys=[(1, 0, C(0, 0)), (2, 0, C(4, 4)), (9, 1, C(20, 0))],
                coins={C(0, 1): "nickel"}, dice=[1])
    s.apply(0, Use(1))
    s.apply(0, Roll())
    s.apply(0, Walk(((0, 1),)))
    with pytest.raises(IllegalAction, match="walked already"):
        s.apply(0, Roll())


def test_a_walk_longer_than_the_roll_or_through_a_monkey_is_refused_with_a_reason():
    s = playing(monkeys=[(1, 0, C(0, 0)), (2, 0, C(1, 0)), (9, 1, C(20, 0))], dice=[2])
    s.apply(0, Use(1))
    s.apply(0, Roll())
    with pytest.raises(IllegalAction, match="Another monkey"):
        s.apply(0, Walk(((1, 0), (2, 0))))
    with pytest.raises(IllegalAction, match="You rolled 2"):
        s.apply(0, Walk(((0, 1), (0, 2), (0, 3))))
    s.apply(0, Walk(((0, 1), (0, 2))))                # any allowed walk, not only listed ones


def test_building_a_platform_and_a_catapult_use_lumber():
    s = playing(monkeys=[(1, 0, C(1, 1), 4), (2, 0, C(5, 5), 2), (9, 1, C(20, 0))],
                coins={C(1, 1): "nickel", C(2, 1): "penny"})
    s.apply(0, Use(1))
    with pytest.raises(IllegalAction, match="A nickel alone can't hold 3"):
        s.apply(0, Platform(((1, 1), (1, 2), (1, 3))))
    s.apply(0, Platform(((2, 1), (1, 1), (1, 2))))    # the nickel and the penny hold 3
    assert s.board.kind(C(1, 1)) == "platform" and s.board.monkeys[1].lumber == 1
    s.apply(0, Done())
    s.apply(0, Use(2))
    s.apply(0, Catapult())
    assert s.board.monkeys[2].riding and s.board.monkeys[2].lumber == 0


def test_a_platform_attack_with_bracing_and_the_fall():
    # seat 1's two monkeys stand on a 2-square platform; seat 0 fires from the ground
    s = playing(monkeys=[(1, 0, C(0, 0), 0, True), (5, 1, C(0, 2)), (6, 1, C(1, 2))],
                dice=[6, 6])
    s.board.platforms[50] = frozenset({C(0, 2), C(1, 2)})
    s.apply(0, Use(1))
    s.apply(0, Attack((0, 2)))                        # 1 between, doubled: modifier 2
    assert s.to_act() == {1} and s.pending["able"] == [5, 6]
    with pytest.raises(IllegalAction):
        s.apply(1, Brace((7,)))
    ev = s.apply(1, Brace((5,)))
    shot = next(e for e in ev if e.kind == "shot_platform")
    assert (shot["roll"], shot["modifier"], shot["hit"]) == (6, 2, True)
    assert (shot["damage"], shot["sturdiness"], shot["destroyed"]) == (6, 3, True)
    assert 50 not in s.board.platforms and 5 not in s.board.monkeys and 6 not in s.board.monkeys
    assert 1 in s.out and s.over and s.winners() == [0]      # seat 1 has no monkeys left


def test_bracing_can_save_a_platform():
    s = playing(monkeys=[(1, 0, C(0, 0), 0, True), (2, 0, C(7, 7)), (5, 1, C(0, 2)),
                         (6, 1, C(1, 2)), (7, 1, C(20, 5))], dice=[6, 4])
    s.board.platforms[50] = frozenset({C(0, 2), C(1, 2)})
    s.apply(0, Use(1))
    s.apply(0, Attack((0, 2)))
    ev = s.apply(1, Brace((5, 6)))
    shot = next(e for e in ev if e.kind == "shot_platform")
    assert shot["sturdiness"] == 4 and not shot["destroyed"]          # 4 - 4 is not > 0
    assert s.braced == {5, 6}


@pytest.mark.parametrize("roll,cat,monkey", [(4, False, False), (5, True, False),
                                             (6, True, True)])
def test_shooting_a_monkey_in_a_catapult(roll, cat, monkey):
    s = playing(monkeys=[(1, 0, C(0, 0), 0, True), (2, 0, C(7, 7)), (5, 1, C(0, 1), 0, True),
                         (6, 1, C(20, 5))], dice=[roll])
    s.apply(0, Use(1))
    ev = s.apply(0, Attack((0, 1)))                   # point-blank
    shot = next(e for e in ev if e.kind == "shot_monkey")
    assert (shot["catapult_lost"], shot["monkey_lost"]) == (cat, monkey)
    assert (5 not in s.board.monkeys) == monkey


def test_demolishing_brings_back_the_trees_and_drops_catapults():
    s = playing(monkeys=[(1, 0, C(1, 1)), (9, 1, C(20, 0))], coins={C(1, 1): "quarter"})
    s.board.platforms[50] = frozenset({C(1, 1), C(2, 1)})
    s.board.sleeves.add(C(2, 1))
    s.apply(0, Use(1))
    s.apply(0, Demolish())
    assert s.board.platforms == {} and not s.board.sleeves
    assert s.board.kind(C(1, 1)) == "tree"


def test_a_whole_turn_for_a_new_monkey():
    s = playing(monkeys=[(1, 0, C(0, 0)), (9, 1, C(20, 0))])
    s.apply(0, Recruit((3, 3)))
    assert len(s.board.seat_monkeys(0)) == 2 and s.turn == 1
    s = playing(monkeys=[(1, 0, C(0, 0)), (9, 1, C(20, 0))])
    s.apply(0, Use(1))
    s.apply(0, Done())                               # its only monkey is done: the turn ends
    assert s.turn == 1


def test_the_match_ends_when_every_tree_is_cut_and_the_biggest_fort_wins():
    s = playing(monkeys=[(1, 0, C(1, 1), 0), (9, 1, C(20, 0))], coins={C(1, 1): "penny"},
                far_tree=False)
    s.board.platforms[50] = frozenset({C(4, 4), C(4, 5)})
    s.board.monkeys[2] = Monkey(2, 0, C(4, 4))
    s.apply(0, Use(1))
    ev = s.apply(0, Cut())
    # the round is played out (our ruling): seat 2 still gets its turn
    assert not s.over and ev[-1].kind == "last_round" and ev[-1].data["until"] == 0
    s.apply(0, Done())                                   # monkey 1 is finished
    s.apply(0, Done())                                   # and the turn ends
    assert not s.over and s.turn == 1
    ev = s.apply(1, Done())                              # seat 2's last turn ends the round
    assert s.over and s.end_reason == "trees_gone" and s.winners() == [0]
    assert s.scores() == [2.0, 0.0]
    assert ev[-1].kind == "game_over"


def test_when_the_trees_run_out_every_seat_gets_the_same_number_of_turns():
    """Ending at once left the seats after the last cut a turn short: seat 4 of 4
    won 17% of 200 bot matches and seat 8 of 8 won 5.7%."""
    s = playing(players=3, monkeys=[(1, 0, C(0, 0)), (5, 1, C(9, 1), 0), (9, 2, C(20, 0))],
                coins={C(9, 1): "penny"}, far_tree=False)
    s.apply(0, Done())                                   # seat 1 passes
    assert s.turn == 1
    s.apply(1, Use(5))
    ev = s.apply(1, Cut())                               # seat 2 cuts the last tree
    assert [e.kind for e in ev][-1] == "last_round" and not s.over
    s.apply(1, Done())                                   # its only monkey: the turn ends
    assert s.turn == 2 and not s.over                    # seat 3 still plays
    ev = s.apply(2, Done())
    assert s.over and s.end_reason == "trees_gone" and s.turns == 3


def test_a_tree_that_comes_back_in_the_last_round_does_not_make_it_longer():
    """A platform shot down in the last round frees its coins as trees again;
    the round still ends the match (it made 8-player bot matches run 40 rounds)."""
    s = playing(players=3, monkeys=[(1, 0, C(0, 0)), (5, 1, C(9, 1), 0), (9, 2, C(20, 0))],
                coins={C(9, 1): "penny"}, far_tree=False)
    s.apply(0, Done())
    s.apply(1, Use(5))
    s.apply(1, Cut())
    s.apply(1, Done())
    assert s.last_round and s.turn == 2
    s.board.coins[C(30, 0)] = "dime"                     # as if a platform fell there
    assert s.board.trees()
    s.apply(2, Done())
    assert s.over and s.end_reason == "trees_gone"


def test_ten_quiet_rounds_end_the_match():
    s = playing(monkeys=[(1, 0, C(0, 0)), (9, 1, C(20, 0))], coins={C(3, 3): "dime"})
    for _ in range(19):
        s.apply(s.turn, Done())
    assert not s.over
    s.apply(s.turn, Done())
    assert s.over and s.end_reason == "stalled" and s.winners() == [0, 1]


def test_quiet_rounds_count_whole_turns_after_the_last_busy_one():
    # seat 0 cuts a tree in its turn: that turn is not quiet; ten whole rounds after it are
    s = playing(monkeys=[(1, 0, C(0, 0)), (9, 1, C(20, 0))],
                coins={C(0, 0): "penny", C(3, 3): "dime"})
    s.apply(0, Use(1))
    s.apply(0, Cut())
    s.apply(0, Done())                                  # its only monkey: the busy turn ends
    assert s.turn == 1
    assert s.quiet_turns == 0
    for _ in range(19):
        s.apply(s.turn, Done())
    assert not s.over and s.quiet_turns == 19
    s.apply(s.turn, Done())
    assert s.over and s.end_reason == "stalled"


def test_seven_players_get_a_pile_on_each_of_the_four_neutral_grids():
    from game.core.state import Setup
    from game.maps.treefort import layout_for
    from game.rules.treefort.state import TreefortState
    layout = layout_for(7)
    s = TreefortState.new(Setup("treefort", ("random",) * 7, 3, None, ("coins=8",)), layout.owner_of)
    for g in layout.neutral_grids:
        cells = {C(g.left + x, g.top + y) for x in range(8) for y in range(8)}
        coins = Counter(coin for c, coin in s.board.coins.items() if c in cells)
        assert coins == {"penny": 2, "nickel": 2, "dime": 2, "quarter": 2}
    assert len(s.board.coins) == 8 * (7 + 4)


def test_a_new_monkey_never_starts_on_an_abandoned_catapult():
    s = playing(monkeys=[(1, 0, C(0, 0)), (9, 1, C(20, 0))])
    s.board.sleeves.add(C(2, 2))
    assert Recruit((2, 2)) not in s.legal_actions(0)
    assert Recruit((2, 3)) in s.legal_actions(0)
    with pytest.raises(IllegalAction):
        s.apply(0, Recruit((2, 2)))


def test_a_destroyed_platform_logs_the_catapults_lost_with_it():
    s = playing(monkeys=[(1, 0, C(0, 0), 0, True), (5, 1, C(1, 2)), (6, 1, C(20, 2))],
                dice=[6, 6])
    s.board.platforms[50] = frozenset({C(0, 2), C(1, 2)})
    s.board.sleeves.add(C(0, 2))
    s.apply(0, Use(1))
    s.apply(0, Attack((0, 2)))
    ev = s.apply(1, Brace(()))
    shot = next(e for e in ev if e.kind == "shot_platform")
    assert shot["destroyed"] and shot["catapults"] == [[0, 2]] and shot["fallen"] == [5]
    assert C(0, 2) not in s.board.sleeves


def _recorded_match(seed):
    """A short random-bot match to its end, through `Match` so it keeps a record."""
    import random

    from game.core.match import Match
    from game.core.state import Setup
    m = Match(Setup("treefort", ("random", "random"), seed, None, ("coins=4",)))
    rng = random.Random(seed)
    while not m.state.over:
        seat = min(m.state.to_act())
        m.apply(seat, rng.choice(m.state.legal_actions(seat)))
    return m


def test_a_log_from_before_the_played_out_round_is_refused_with_a_sentence():
    """Rules version 2 plays the last round out, so a version-1 log would replay
    into a different ending: it is refused (and a save set aside) with the reason."""
    import json

    from game.core.errors import BadRecord
    from game.core.match import Match
    from game.core.record import parse
    m = _recorded_match(3)
    text = m.record.text()
    assert Match.replay(parse(text)).record.text() == text        # today's log replays
    lines = [json.loads(x) for x in text.splitlines()]
    lines[0]["rules_version"] = "1"
    with pytest.raises(BadRecord, match="rules version 1"):
        Match.replay(parse("".join(json.dumps(x) + "\n" for x in lines)))
