"""Treefort Nations' audit (game.rules.treefort.audit): it finds nothing on the
states of real matches, and names each kind of broken state when one thing is
broken by hand in a fine one."""
from __future__ import annotations

import functools
import random
from collections import Counter
from collections.abc import Callable

import pytest

from game.core.grid import Cell
from game.core.match import Match
from game.core.state import Setup
from game.rules.treefort.audit import (
    Ledger,
    keen_choice,
    problems,
    split_known,
)
from game.rules.treefort.board import PLATFORM, TREE, Board, Monkey
from game.rules.treefort.sampling import state_from_view
from game.rules.treefort.state import STALL_ROUNDS, TreefortState

C = Cell
FINE_SEED = 24                  # the first seed whose match reaches the fine state below


def _setup(players: int, seed: int, *variants: str) -> Setup:
    return Setup("treefort", ("random",) * players, seed, None, tuple(variants))


@functools.cache
def _fine() -> tuple[TreefortState, Counter]:
    """A match in play, between two turns, with forts (one held by a monkey,
    one of two squares or more), an abandoned catapult, a monkey riding one and trees left: the first such
    state of keen random play on the 2-player board with 4 coins each."""
    for seed in [FINE_SEED] + list(range(200)):     # (the search is for when rules change)
        m = Match(_setup(2, seed, "coins=4"))
        rng = random.Random(seed)
        ledger = Ledger()
        while not m.over:
            s = m.state
            b = s.board
            assert isinstance(s, TreefortState)
            if (s.phase == "play" and s.current is None and not s.used and s.pending is None
                    and b.sleeves and b.trees() and len(b.platforms) >= 2
                    and any(len(f) >= 2 for f in b.forts())
                    and any(mk.riding for mk in b.monkeys.values())
                    and any(b.kind(mk.cell) == PLATFORM for mk in b.monkeys.values())
                    and not ledger.problems(s)):
                return s.clone(), Counter(ledger.cut)
            seat = min(s.to_act())
            ledger.note(m.apply(seat, keen_choice(s, s.legal_actions(seat), rng)))
    raise AssertionError("no match reached a state with forts, catapults and trees")


def fine() -> tuple[TreefortState, Counter]:
    s, cut = _fine()
    return s.clone(), Counter(cut)


def setting_up(placement: str = "random") -> TreefortState:
    """A 3-player match halfway through its set-up (coins placed by the
    players, or monkeys being put on the grids)."""
    m = Match(_setup(3, 5, "coins=4", f"placement={placement}"))
    for _ in range(5):
        seat = min(m.state.to_act())
        m.apply(seat, m.state.legal_actions(seat)[0])
    s = m.state
    assert isinstance(s, TreefortState)
    return s


def named(s: TreefortState, phrase: str, cut: Counter | None = None) -> list[str]:
    found = problems(s, cut)
    assert any(phrase in p for p in found), f"{phrase!r} not in {found}"
    return found


# --- helpers to find things on the fine board ---------------------------------------------
def empty_squares(s: TreefortState, kind: str = "ground", seat: int | None | str = "any"
                  ) -> list[Cell]:
    b = s.board
    taken = {m.cell for m in b.monkeys.values()} | b.sleeves
    return [c for c in sorted(b.owner) if c not in taken and b.kind(c) == kind
            and (seat == "any" or b.owner[c] == seat)]


def a_tree(s: TreefortState) -> Cell:
    taken = {m.cell for m in s.board.monkeys.values()}
    return next(c for c in sorted(s.board.trees()) if c not in taken)


def a_monkey(s: TreefortState, seat: int, riding: bool | None = None) -> Monkey:
    return next(m for m in sorted(s.board.monkeys.values(), key=lambda m: m.id)
                if m.seat == seat and (riding is None or m.riding == riding))


def held_fort(s: TreefortState) -> tuple[frozenset[Cell], int]:
    b = s.board
    for f in b.forts():
        who = b.controller(f)
        if who is not None:
            return f, who
    raise AssertionError("no fort is held")


# --- fine states ---------------------------------------------------------------------------
def test_the_fine_states_are_fine():
    s, cut = fine()
    assert problems(s, cut) == []
    assert problems(s) == []                          # without the ledger too
    for placement in ("random", "strategic", "dealt"):
        assert problems(setting_up(placement)) == []


@pytest.mark.parametrize("players", range(2, 9))
def test_nothing_is_found_in_real_matches(players):
    """Short matches of every size, random and keen: clean after every action,
    and so is the state rebuilt from each view (no opening to compare with)."""
    for k, keen in enumerate((False, True)):
        placement = ("random", "strategic", "dealt")[(players + k) % 3]
        m = Match(_setup(players, 100 + players, "coins=4", f"placement={placement}"))
        rng = random.Random(players)
        ledger = Ledger()
        steps = 0
        while not m.over and steps < 400:
            s = m.state
            assert isinstance(s, TreefortState)
            seat = min(s.to_act())
            legal = s.legal_actions(seat)
            ledger.note(m.apply(seat, keen_choice(s, legal, rng) if keen else rng.choice(legal)))
            steps += 1
            assert split_known(ledger.problems(m.state))[0] == []
            if steps % 23 == 0:
                assert split_known(problems(state_from_view(m.state.view(seat), 1)))[0] == []


def test_the_ledger_counts_the_coins_cut():
    s, cut = fine()
    assert sum(cut.values()) > 0
    total = sum(cut.values()) + len(s.board.coins)
    assert total == 4 * 3                            # 4 coins on each of three grids
    assert problems(s, list(cut.elements())) == []    # the cut coins may be listed too
    # forgetting a cut is a coin gone missing
    fewer = Counter(cut)
    coin = next(iter(fewer))
    fewer[coin] -= 1
    named(s, f"{coin} coins at the start", fewer)


def test_keen_play_picks_legal_actions_and_leans_to_building():
    s = setting_up()
    rng = random.Random(1)
    legal = s.legal_actions(min(s.to_act()))
    assert all(keen_choice(s, legal, rng) in legal for _ in range(20))


def test_no_problem_is_excused():
    assert split_known(["a rider ends its walk on an abandoned catapult", "other"]) == (
        ["a rider ends its walk on an abandoned catapult", "other"], [])


# --- broken by hand: one thing each --------------------------------------------------------
Breaker = Callable[[TreefortState], None]


def _vanish(s):
    s.board.coins.pop(a_tree(s))


def _resize(s):
    c = a_tree(s)
    s.board.coins[c] = "quarter" if s.board.coins[c] != "quarter" else "penny"


def _move_coin(s):
    c = a_tree(s)
    s.board.coins[empty_squares(s)[0]] = s.board.coins.pop(c)


def _coin_off_board(s):
    s.board.coins[C(-5, -5)] = "dime"


def _bogus_coin(s):
    s.board.coins[a_tree(s)] = "euro"


def _hand_in_play(s):
    s.to_place[0] = ["penny"]


def _overlap(s):
    cells = next(iter(s.board.platforms.values()))
    s.board.platforms[s.board.next_id] = frozenset([min(cells)])
    s.board.next_id += 1


def _platform_off_board(s):
    c = a_tree(s)
    s.board.platforms[s.board.next_id] = frozenset([c, C(-1, -1)])
    s.board.next_id += 1


def _not_a_piece(s):
    tree = a_tree(s)
    far = next(c for c in empty_squares(s) if abs(c.x - tree.x) + abs(c.y - tree.y) > 1)
    s.board.platforms[s.board.next_id] = frozenset([tree, far])
    s.board.next_id += 1


def _no_tree(s):
    c = empty_squares(s)[0]
    s.board.platforms[s.board.next_id] = frozenset([c])
    s.board.next_id += 1


def _not_held_up(s):
    b = s.board
    c = a_tree(s)
    b.coins[c] = "penny"                               # (also a resized coin, unless it was one)
    for cells in ([c.plus(C(dx, 0)) for dx in range(4)], [c.plus(C(0, dy)) for dy in range(4)],
                  [c.plus(C(-dx, 0)) for dx in range(4)], [c.plus(C(0, -dy)) for dy in range(4)]):
        if all(x in b.owner and b.kind(x) != PLATFORM and (x == c or x not in b.coins)
               for x in cells):
            b.platforms[b.next_id] = frozenset(cells)
            b.next_id += 1
            return
    raise AssertionError("no room for a 4-square platform")


def _platform_id(s):
    pid = max(s.board.platforms)
    s.board.next_id = pid


def _two_seats_on_a_fort(s):
    b = s.board
    fort = next(f for f in b.forts() if len(f) >= 2)
    spots = [c for c in sorted(fort) if c not in b.sleeves]
    for seat in (0, 1):
        if not any(m.cell in fort for m in b.seat_monkeys(seat)):
            a_monkey(s, seat).cell = next(c for c in spots if b.monkey_at(c) is None)


def _controller_lies(s):
    b = s.board
    b.controller = lambda fort: 1                      # type: ignore[method-assign]


def _forts_lie(s):
    b = s.board
    cells = frozenset(c for p in b.platforms.values() for c in p)
    b.forts = lambda: [cells, frozenset()]              # type: ignore[method-assign]


def _sleeve_in_tree(s):
    s.board.sleeves.add(a_tree(s))


def _sleeve_under_rider(s):
    s.board.sleeves.add(next(m.cell for m in s.board.monkeys.values() if m.riding))


def _sleeve_off_board(s):
    s.board.sleeves.add(C(-3, 0))


def _lumber(n):
    def brk(s):
        a_monkey(s, 0).lumber = n
    return brk


def _share(s):
    b = s.board
    one, two = sorted(b.monkeys)[:2]
    b.monkeys[two].cell = b.monkeys[one].cell


def _monkey_off_board(s):
    a_monkey(s, 0).cell = C(-2, -2)


def _five_monkeys(s):
    b = s.board
    for c in empty_squares(s, seat=0)[:5 - len(b.seat_monkeys(0))]:
        b.monkeys[b.next_id] = Monkey(b.next_id, 0, c)
        b.next_id += 1


def _out_with_monkeys(s):
    s.out.append(1 - s.turn)


def _rider_in_tree(s):
    m = a_monkey(s, 0, riding=False)
    m.cell, m.riding = a_tree(s), True


def _bad_seat(s):
    a_monkey(s, 0).seat = 7


def _misfiled(s):
    b = s.board
    mid = max(b.monkeys)
    b.monkeys[mid + 50] = b.monkeys.pop(mid)
    b.next_id = mid + 51


def _no_monkeys_not_out(s):
    other = 1 - s.turn
    for m in list(s.board.seat_monkeys(other)):
        del s.board.monkeys[m.id]


def _bad_phase(s):
    s.phase = "lunch"


def _bad_turn(s):
    s.turn = 5


def _turn_of_out_player(s):
    s.out.append(s.turn)
    for m in list(s.board.seat_monkeys(s.turn)):
        del s.board.monkeys[m.id]


def _wrong_monkey_up(s):
    s.current = a_monkey(s, 1 - s.turn).id


def _gone_monkey_up(s):
    s.current = 999


def _too_many_used(s):
    s.used = [m.id for m in s.board.seat_monkeys(s.turn)][:2]


def _used_again(s):
    mid = a_monkey(s, s.turn).id
    s.current, s.used = mid, [mid]


def _roll_of_seven(s):
    s.current, s.roll = a_monkey(s, s.turn).id, 7


def _roll_after_walk(s):
    s.current, s.roll, s.moved = a_monkey(s, s.turn).id, 3, True


def _walked_with_nobody(s):
    s.moved = True


def _walked_and_acted(s):
    s.current, s.moved, s.acted = a_monkey(s, s.turn).id, True, True


def _braced_own(s):
    s.braced = {a_monkey(s, s.turn).id}


def _quiet_beyond_turns(s):
    s.quiet_turns = s.turns + 1


def _no_trees_left(s):
    """Trees gone and the round played out: back at the first seat's turn."""
    for c in list(s.board.trees()):
        del s.board.coins[c]
    s.turn, s.current, s.used, s.last_round = 0, None, [], True



def _one_player_left(s):
    _turn_of_out_player(s)
    s.turn = 1 - s.turn


def _stalled(s):
    s.quiet_turns = STALL_ROUNDS * 2
    s.turns = max(s.turns, s.quiet_turns)


def _winners_too_early(s):
    s._winners = [0]


def _over(reason: str, winners: list[int] | None = None):
    def brk(s):
        s.phase, s.end_reason = "over", reason
        scores = s.scores()
        best = max(scores)
        s._winners = winners if winners is not None else \
            [x for x in range(s.n) if scores[x] == best]
    return brk


def _wrong_winners(s):
    scores = s.scores()
    best = max(scores)
    _over("stalled", [x for x in range(s.n) if scores[x] != best] or [0, 1][:1])(s)
    s.quiet_turns = s.turns = STALL_ROUNDS * 2
    if s._winners == [x for x in range(s.n) if scores[x] == best]:
        s._winners = []


def _scores_lie(s):
    _over("stalled")(s)
    s.scores = lambda: [99.0] * s.n                    # type: ignore[method-assign]


BROKEN: dict[str, tuple[Breaker, str]] = {
    "a coin vanished": (_vanish, "coins at the start, but"),
    "a coin changed size": (_resize, "was scattered there"),
    "a coin moved": (_move_coin, "was never scattered there"),
    "a coin off the board": (_coin_off_board, "lies off the board"),
    "not a coin": (_bogus_coin, "not a penny, nickel, dime or quarter"),
    "coins in hand in play": (_hand_in_play, "still holds coins"),
    "platforms overlap": (_overlap, "overlaps platform"),
    "a platform off the board": (_platform_off_board, "hangs off the board"),
    "a platform in two bits": (_not_a_piece, "is not one piece"),
    "a platform on no tree": (_no_tree, "stands on no tree"),
    "a platform too big for its tree": (_not_held_up, "is not held up"),
    "a platform id not yet given": (_platform_id, "not below the next id"),
    "two players on one fort": (_two_seats_on_a_fort, "at once"),
    "Board.controller wrong": (_controller_lies, "Board.controller says"),
    "Board.forts wrong": (_forts_lie, "not the groups of touching platform squares"),
    "a catapult in a tree": (_sleeve_in_tree, "abandoned catapult stands in the tree"),
    "a catapult under a rider": (_sleeve_under_rider, "is where monkey"),
    "a catapult off the board": (_sleeve_off_board, "abandoned catapult lies off the board"),
    "five lumber": (_lumber(5), "carries 5 lumber"),
    "negative lumber": (_lumber(-1), "carries -1 lumber"),
    "two monkeys on a square": (_share, "share the square"),
    "a monkey off the board": (_monkey_off_board, "is off the board"),
    "five monkeys": (_five_monkeys, "has 5 monkeys"),
    "monkeys of a player out": (_out_with_monkeys, "who is out"),
    "a rider in a tree": (_rider_in_tree, "rides a catapult in the tree"),
    "a monkey of no seat": (_bad_seat, "belongs to seat 7"),
    "a monkey filed wrong": (_misfiled, "is filed as monkey"),
    "no monkeys but not out": (_no_monkeys_not_out, "has no monkeys but is not out"),
    "an unknown phase": (_bad_phase, "the phase is 'lunch'"),
    "a turn of no seat": (_bad_turn, "it is seat 5's turn"),
    "the turn of a player out": (_turn_of_out_player, "'s turn, who is out"),
    "an opponent's monkey taken up": (_wrong_monkey_up, "has taken up monkey"),
    "a missing monkey taken up": (_gone_monkey_up, "is not on the board"),
    "three monkeys in a turn": (_too_many_used, "are done with the turn still going on"),
    "a monkey up twice": (_used_again, "taken up again"),
    "a roll of 7": (_roll_of_seven, "a roll of 7"),
    "a roll after the walk": (_roll_after_walk, "has walked already"),
    "a walk with no monkey": (_walked_with_nobody, "with no monkey taken up"),
    "walked and acted, still up": (_walked_and_acted, "has walked and acted"),
    "bracing against oneself": (_braced_own, "braced against its own player's shot"),
    "more quiet turns than turns": (_quiet_beyond_turns, "quiet turns out of"),
    "no trees, no end": (_no_trees_left, "every tree is cut or under a platform"),
    "one player, no end": (_one_player_left, "are left but the match goes on"),
    "stalled, no end": (_stalled, "quiet turns but the match goes on"),
    "winners too early": (_winners_too_early, "before the match is over"),
    "an end for no reason": (_over("bored"), "no known reason"),
    "no trees, but trees": (_over("trees_gone"), "ended for want of trees"),
    "one player left, but two": (_over("last_player", [0]), "ended with one player left"),
    "stalled too soon": (_over("stalled"), "ended as stalled after only"),
    "the safety stop too soon": (_over("safety"), "ended by the safety stop after only"),
    "the wrong winners": (_wrong_winners, "are not the players with the most fort squares"),
    "the wrong scores": (_scores_lie, "are not the fort squares held"),
}


def test_no_trees_mid_round_is_the_round_being_played_out():
    """Our ruling: with the trees gone the round is played out, so seat 2's
    turn after the last cut is no fault; back at seat 1's turn it would be."""
    s, cut = fine()
    for c in list(s.board.trees()):
        del s.board.coins[c]
    s.turn, s.current, s.used = 1, None, []
    assert any("the last round has not begun" in p for p in problems(s, cut))
    s.last_round = True
    assert not any("every tree" in p for p in problems(s, cut))


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_each_broken_state_is_named(name):
    brk, phrase = BROKEN[name]
    s, cut = fine()
    assert problems(s, cut) == []
    brk(s)
    named(s, phrase, cut)


# --- attacks waiting for their braces -------------------------------------------------------
def waiting() -> tuple[TreefortState, Counter]:
    """The fine state with an attack waiting: the mover's rider has fired at a
    platform the other player stands on, who may brace."""
    s, cut = fine()
    b = s.board
    me, them = s.turn, 1 - s.turn
    pid, cells = next((p, c) for p, c in sorted(b.platforms.items())
                      if not any(m.seat == me for m in b.monkeys.values() if m.cell in c))
    fort = b.fort_of(next(iter(cells)))
    assert fort is not None
    for m in b.monkeys.values():                     # clear the fort for the defender
        if m.cell in fort and m.seat == me:
            m.cell = empty_squares(s)[0]
    spot = next(c for c in sorted(cells) if b.monkey_at(c) is None and c not in b.sleeves)
    defender = a_monkey(s, them)
    defender.cell, defender.riding = spot, False
    shooter = a_monkey(s, me)
    if not shooter.riding:
        shooter.cell, shooter.riding = empty_squares(s)[0], True
    s.current, s.acted, s.moved = shooter.id, True, False
    s.pending = {"attacker": me, "monkey": shooter.id, "platform": pid, "modifier": 2,
                 "target": [spot.x, spot.y], "defender": them, "able": [defender.id]}
    return s, cut


def test_a_waiting_attack_is_fine():
    s, cut = waiting()
    assert problems(s, cut) == []
    assert s.to_act() == {s.pending["defender"]}


@pytest.mark.parametrize("field,value,phrase", [
    ("platform", 9999, "which is gone"),
    ("defender", "mover", "defends against their own attack"),
    ("able", [], "nobody may brace"),
    ("able", "stranger", "is not on it"),
    ("attacker", "other", "waits in player"),
    ("monkey", 9999, "the waiting attack is monkey 9999's"),
    ("modifier", 6, "distance modifier of 6"),
    ("target", [-1, -1], "is not on platform"),
])
def test_each_broken_waiting_attack_is_named(field, value, phrase):
    s, cut = waiting()
    p = s.pending
    assert p is not None
    if value == "mover":
        value = s.turn
    elif value == "other":
        value = 1 - s.turn
    elif value == "stranger":
        value = [a_monkey(s, s.turn).id]
    p[field] = value
    named(s, phrase, cut)


def test_a_monkey_that_braced_may_not_brace_again():
    s, cut = waiting()
    s.braced = set(s.pending["able"])
    named(s, "may brace again this turn", cut)


def test_a_waiting_attack_needs_the_action_taken_and_a_catapult():
    s, cut = waiting()
    s.acted = False
    named(s, "the monkey has not acted", cut)
    s, cut = waiting()
    s.board.monkeys[s.current].riding = False
    named(s, "fires with no catapult", cut)


# --- set-up ---------------------------------------------------------------------------------
def test_broken_set_ups_are_named():
    s = setting_up("strategic")
    assert s.phase == "coins"
    s.to_place[s.turn] = []
    named(s, "has none left")
    s = setting_up("strategic")
    hand = s.to_place[s.turn]
    s.to_place[s.turn] = ["quarter"] * len(hand)
    named(s, "not the rest of the pile")
    s = setting_up("strategic")
    s.board.monkeys[1] = Monkey(1, 0, empty_squares(s, seat=0)[0])
    s.board.next_id = 2
    named(s, "monkeys on the board while the coins are placed")
    s = setting_up("strategic")
    seat = s.turn
    s.to_place[seat] = []
    s.to_place[(seat + 1) % 3] = s.to_place[(seat + 1) % 3] + ["quarter"] * 3
    named(s, "not placed round the table")

    s = setting_up()
    assert s.phase == "monkeys"
    m = next(iter(s.board.monkeys.values()))
    m.cell = empty_squares(s, seat=(m.seat + 1) % 3)[0]
    named(s, "placed off its own grid")
    s = setting_up()
    m = next(iter(s.board.monkeys.values()))
    m.cell = next(c for c in sorted(s.board.coins) if s.board.owner[c] == m.seat)
    named(s, "was placed on the coin")
    s = setting_up()
    next(iter(s.board.monkeys.values())).lumber = 2
    named(s, "carries lumber or rides a catapult before play")
    s = setting_up()
    del s.board.monkeys[max(s.board.monkeys)]
    named(s, "they go round the table one at a time")
    s = setting_up()
    s.board.platforms[s.board.next_id] = frozenset([next(iter(s.board.coins))])
    s.board.next_id += 1
    named(s, "platforms before play")
    s = setting_up()
    s.board.sleeves.add(empty_squares(s)[0])
    named(s, "catapults before play")
    s = setting_up()
    s.current = next(iter(s.board.monkeys))
    named(s, "a turn under way in the monkeys phase")


def test_without_the_opening_each_grid_holds_at_most_its_pile():
    s, _ = fine()
    again = state_from_view(s.view(None), 1)         # a rebuilt state has no opening
    assert problems(again) == []
    grid = empty_squares(again, kind="ground", seat=0)
    for c in grid[:3]:
        again.board.coins[c] = "quarter"
    named(again, "player 0's grid has")


def test_without_the_ledger_more_coins_than_the_start_are_named():
    s, _ = fine()
    for c in empty_squares(s, seat=None)[:12]:
        s.board.coins[c] = "quarter"
    named(s, "quarter coins at the start, but")


# --- reported, then fixed ------------------------------------------------------------------
def test_a_rider_never_ends_its_walk_on_an_abandoned_catapult():
    b = Board({C(x, 0): 0 for x in range(4)})
    b.monkeys[1] = Monkey(1, 0, C(0, 0), 0, True)
    b.sleeves.add(C(1, 0))
    assert b.kind(C(1, 0)) != TREE
    stop = b.walks(1, 1).get((C(1, 0), True))
    assert stop is None or stop.mounted_at == C(1, 0)      # only by swapping catapults
    assert b.walk_refusal(1, 1, (C(1, 0),)) is not None
