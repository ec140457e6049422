"""Treefort Nations bots (game/ai/treefort/): legal choices everywhere, the
same match for the same seed, work counted and bounded, a few plays any decent
player makes (cut the tree you stand on, end the match when ahead and not when
behind, take the shot that wins, brace when it saves the fort, keep a brace back
for a second shot), their shortcuts agree with the rules, and they beat random."""
from __future__ import annotations

import dataclasses
import random

import pytest

import game.ai.treefort as T
from game.ai.base import Work
from game.core import headless
from game.core.grid import Cell, components
from game.core.state import Setup
from game.rules.treefort.actions import Attack, Brace, Catapult, Cut, Platform, Use
from game.rules.treefort.board import Monkey
from game.rules.treefort.state import TreefortState
from tests.support.treefort import new

C = Cell
KINDS = ("random", "easy", "medium", "hard")


# ---------------------------------------------------------------- helpers
def playing(players=2, monkeys=(), coins=None, platforms=None, seed=3):
    """Seat 0's turn on the row layout (seat 0 on x 0-7, neutral 8-15, seat 1
    16-23) with exactly these monkeys (id, seat, cell[, lumber, riding]),
    trees {cell: coin} and platforms {id: cells}."""
    s = new(players, seed)
    s.phase, s.turn = "play", 0
    s.board.coins = dict(coins or {})
    s.board.platforms = {pid: frozenset(cells) for pid, cells in (platforms or {}).items()}
    s.board.monkeys = {}
    for mid, seat, cell, *rest in monkeys:
        s.board.monkeys[mid] = Monkey(mid, seat, cell, *rest)
    s.board.next_id = 100
    return s


def idle(seat=0):
    """Two more monkeys of seat 0 in its grid's corner (four in all: no recruiting)."""
    return [(90, seat, C(0, 7)), (91, seat, C(1, 7))]


def far_trees(n=6):
    """Trees in the far corner of seat 1's grid, so a match does not end at once."""
    cells = [C(23, 7), C(22, 7), C(23, 6), C(21, 7), C(22, 6), C(23, 5)]
    return {c: "penny" for c in cells[:n]}


def play_turn(st: TreefortState, bots: dict, seat: int) -> list:
    """Let the bots play until `seat`'s turn is over (answering its opponents'
    brace windows too); the actions taken, in order."""
    taken = []
    turns = st.turns
    while not st.over and st.turns == turns:
        s = min(st.to_act())
        view, legal = st.view(s), st.legal_actions(s)
        a = bots[s].choose(view, legal)
        assert a in legal, (s, a)
        st.apply(s, a)
        taken.append((s, a))
    return taken


def bots_for(kind: str, n: int = 2, seed: int = 1) -> dict:
    return {s: T.make_bot(kind, s, seed) for s in range(n)}


# ---------------------------------------------------------------- kinds
def test_every_kind_is_made_and_no_other():
    assert isinstance(T.make_bot("hard", 0, 1), T.TreefortBot)
    assert isinstance(T.make_bot("medium", 1, 1), T.TreefortBot)
    assert isinstance(T.make_bot("easy", 0, 1), T.EasyBot)
    assert T.make_bot("random", 0, 1).choose({}, [Cut()]) == Cut()
    with pytest.raises(ValueError):
        T.make_bot("genius", 0, 1)


# ---------------------------------------------------------------- legal, every decision
@pytest.mark.parametrize("players, variants", [(2, ("coins=4", "placement=strategic")),
                                               (4, ("coins=8",))])
def test_bots_choose_legal_actions(players, variants):
    """At every decision of a match (set-up, turns, walks, brace windows) every
    kind of bot is asked (hard at every third) and picks a legal action."""
    r = random.Random(players)
    st = new(players, 11, variants)
    bots = {kind: [T.make_bot(kind, s, 5) for s in range(players)] for kind in KINDS}
    seen = set()
    for step in range(500):
        if st.over:
            break
        s = min(st.to_act())
        view, legal = st.view(s), st.legal_actions(s)
        picks = {kind: bots[kind][s].choose(view, legal)
                 for kind in KINDS if kind != "hard" or step % 3 == 0}
        for kind, a in picks.items():
            assert a in legal, (kind, a)
        a = picks[r.choice(("easy", "medium", "hard" if "hard" in picks else "medium"))]
        seen.add(a.KIND)
        st.apply(s, a)
    assert {"place_monkey", "use", "walk", "cut", "platform"} <= seen


# ---------------------------------------------------------------- the same seed
def test_the_same_seed_gives_the_same_match():
    setup = Setup("treefort", ("hard", "medium", "easy"), 7, None, ("coins=4",))
    a = headless.play(setup).record.text()
    assert headless.play(setup).record.text() == a


# ---------------------------------------------------------------- work
def test_work_is_counted_and_never_more_than_the_budget(monkeypatch):
    """Every decision of the searching bots reports its work (positions
    evaluated, walks worked out) and stays within its budget, a small one too."""
    small = dataclasses.replace(T.PROFILES["hard"], budget=90)
    monkeypatch.setitem(T.PROFILES, "tiny", small)
    used = {"hard": [], "medium": [], "tiny": []}
    orig = T.TreefortBot.choose

    def choose(self, view, legal):
        a = orig(self, view, legal)
        used[self.kind].append(self.last_work["work"])
        return a
    monkeypatch.setattr(T.TreefortBot, "choose", choose)
    setup = Setup("treefort", ("hard", "medium"), 4, None, ("coins=4",))
    headless.play(setup)
    bots = {0: T.TreefortBot("tiny", 0, 4), 1: T.make_bot("easy", 1, 4)}
    m = headless.play(Setup("treefort", ("hard", "easy"), 4, None, ("coins=4",)), bots=bots)
    assert m.over
    for kind, works in used.items():
        budget = T.PROFILES[kind].budget
        assert works and max(works) <= budget, (kind, max(works))
        assert max(works) > 20, kind            # the search really looked at things
    assert max(used["tiny"]) < max(used["hard"])  # the small budget cut the search short


# ---------------------------------------------------------------- plays
def test_hard_cuts_the_big_tree_it_stands_on():
    st = playing(monkeys=[(1, 0, C(3, 3)), (2, 0, C(0, 0)), *idle(), (3, 1, C(20, 3))],
                 coins={C(3, 3): "quarter", **far_trees()})
    taken = play_turn(st, bots_for("hard"), 0)
    assert (0, Cut()) in taken
    assert st.board.monkeys[1].lumber == 4


def test_hard_ends_the_match_when_ahead():
    """The last tree is under its monkey and it holds the bigger fort: cutting it
    wins once the round is played out (the other seat, far away, can't catch up)."""
    fort = {C(1, 1), C(1, 2), C(2, 1), C(2, 2)}
    st = playing(monkeys=[(1, 0, C(5, 5)), (2, 0, C(1, 1)), (3, 1, C(20, 3)), (4, 1, C(21, 3))],
                 coins={C(5, 5): "penny", C(1, 1): "quarter"}, platforms={50: fort})
    bots = bots_for("hard")
    play_turn(st, bots, 0)
    assert not st.board.trees() and not st.over and st.turn == 1
    play_turn(st, bots, 1)
    assert st.over and st.end_reason == "trees_gone" and st.winners() == [0]


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_behind_does_not_end_the_match(kind):
    """The same, but the opponent holds the bigger fort: the tree stays."""
    fort = {C(17, 1), C(17, 2), C(18, 1), C(18, 2)}
    st = playing(monkeys=[(1, 0, C(5, 5)), (2, 0, C(1, 1)), (3, 1, C(17, 1)), (4, 1, C(21, 3))],
                 coins={C(5, 5): "penny", C(17, 1): "quarter"}, platforms={50: fort})
    play_turn(st, bots_for(kind), 0)
    assert not st.over and C(5, 5) in st.board.trees()


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_bot_takes_the_shot_that_wins(kind):
    """The opponent's last monkey stands on a one-square platform a square away
    from a catapult on our fort: firing at it is the best thing to do."""
    st = playing(monkeys=[(1, 0, C(10, 3), 0, True), (2, 0, C(1, 1)), *idle(), (3, 1, C(12, 3))],
                 coins={C(12, 3): "penny", **far_trees()},
                 platforms={50: {C(10, 3), C(9, 3)}, 51: {C(12, 3)}})
    taken = play_turn(st, bots_for(kind), 0)
    assert (0, Attack((12, 3))) in taken


def test_hard_braces_when_bracing_saves_the_platform():
    """Under fire with nothing else to come this turn: every monkey braces."""
    st = playing(monkeys=[(1, 0, C(10, 3), 0, True), (2, 0, C(1, 1)),
                          (3, 1, C(12, 3)), (4, 1, C(13, 3))],
                 coins={C(12, 3): "quarter", **far_trees()},
                 platforms={50: {C(10, 3), C(9, 3)}, 51: {C(12, 3), C(13, 3)}})
    for a in (Use(1), Attack((12, 3))):
        st.apply(0, a)
    assert st.to_act() == {1}
    bot = T.make_bot("hard", 1, 1)
    assert bot.choose(st.view(1), st.legal_actions(1)) == Brace((3, 4))


def test_brace_counts():
    # nothing else to come: brace as much as helps, and no more
    assert T.brace_count(1.0, 2, 2, second=0.0) == 2
    assert T.brace_count(1.0, 4, 3, second=0.0) == 2     # 6 sturdiness: nothing gets through
    # a second catapult will fire too: one brace kept back for it
    assert T.brace_count(5 / 6, 1, 2, second=5 / 6) == 1


def test_hard_keeps_a_brace_back_for_the_second_catapult():
    st = playing(monkeys=[(1, 0, C(10, 3), 0, True), (5, 0, C(10, 4), 0, True),
                          (2, 0, C(1, 1)), (3, 1, C(12, 3)), (4, 1, C(12, 4))],
                 coins={C(12, 3): "penny", C(12, 4): "penny", **far_trees()},
                 platforms={50: {C(10, 3), C(10, 4)}, 51: {C(12, 3), C(12, 4)}})
    for a in (Use(1), Attack((12, 3))):
        st.apply(0, a)
    bot = T.make_bot("hard", 1, 1)
    assert len(bot.choose(st.view(1), st.legal_actions(1)).monkeys) == 1
    medium = T.make_bot("medium", 1, 1)
    assert len(medium.choose(st.view(1), st.legal_actions(1)).monkeys) == 2


def test_easy_cuts_then_builds():
    st = playing(monkeys=[(1, 0, C(3, 3)), (2, 0, C(0, 0)), (3, 1, C(20, 3))],
                 coins={C(3, 3): "quarter", C(4, 3): "nickel", **far_trees()})
    bot = T.make_bot("easy", 0, 1)
    st.apply(0, Use(1))
    assert bot.choose(st.view(0), st.legal_actions(0)) == Cut()
    del st.board.coins[C(3, 3)]
    st.board.monkeys[1].lumber = 3
    st.board.monkeys[1].cell = C(4, 3)
    a = bot.choose(st.view(0), st.legal_actions(0))
    assert isinstance(a, Platform) and len(a.cells) == 2      # a nickel holds two squares


# ---------------------------------------------------------------- matches end by the rules
# Seed 5038 of `tools/treefort_stats.py --parts seats` (5 medium bots, 4 coins a
# grid) as it stood after 100 rounds (seats counted from 1 here, as on screen): the last two trees, a penny at 15,21 and a
# nickel at 18,21, each held by a monkey of seat 3 carrying 4 lumber, every side
# of both trees taken by other monkeys. The tree promised a 4-square platform
# that there was no room for, so neither monkey built (or cut); nobody else
# could get in; and seat 1's catapult at 18,10 fired at a monkey on foot at
# 16,10 every round (a hit: seat 2 brought in a new monkey on the same square),
# so the quiet end never came either: the match ran to the safety stop.
LOOP_5038 = {
    "coins": {(7, 4): "nickel", (8, 23): "penny", (15, 21): "penny", (18, 21): "nickel",
              (22, 5): "penny"},
    "platforms": {24: [(6, 4), (7, 4)], 25: [(8, 23)], 26: [(22, 5)]},
    # id, seat, square, lumber[, riding]
    "monkeys": [(1, 0, (13, 21), 2), (3, 2, (8, 23), 2), (5, 4, (16, 21), 0),
                (6, 0, (18, 22), 4), (7, 1, (18, 20), 4), (9, 3, (14, 21), 2),
                (11, 0, (22, 5), 0), (13, 2, (15, 21), 4), (14, 3, (12, 19), 0),
                (15, 4, (15, 20), 4), (17, 1, (15, 22), 4), (18, 2, (18, 21), 4),
                (19, 3, (17, 21), 0), (20, 4, (7, 4), 0), (27, 0, (18, 10), 0, True),
                (30, 3, (13, 10), 0), (32, 4, (7, 10), 0), (34, 1, (16, 11), 0),
                (37, 2, (19, 21), 0), (46, 1, (16, 10), 0)],
}


def looping_5038(kind: str) -> TreefortState:
    """The position above on the shipped 5-player board, the first seat to play."""
    from game.core.match import Match
    from game.core.rng import MatchRng
    st = Match(Setup("treefort", (kind,) * 5, 5038, None, ("coins=4",))).state
    assert isinstance(st, TreefortState)
    st.phase, st.turn, st.turns, st.quiet_turns = "play", 0, 500, 4
    b = st.board
    b.coins = {C(*c): coin for c, coin in LOOP_5038["coins"].items()}
    b.platforms = {pid: frozenset(C(*c) for c in cells)
                   for pid, cells in LOOP_5038["platforms"].items()}
    b.monkeys = {mid: Monkey(mid, seat, C(*cell), lumber, *rest)
                 for mid, seat, cell, lumber, *rest in LOOP_5038["monkeys"]}
    b.next_id = 47
    st.rng = MatchRng(1)
    return st


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_the_last_trees_are_built_on_not_sat_in(kind):
    """From the position that used to run to the safety stop, the bots end the
    match by the rules within two rounds: the monkeys in the last trees build."""
    st = looping_5038(kind)
    bots = {s: T.make_bot(kind, s, 5038) for s in range(5)}
    while not st.over and st.turns < 500 + 2 * 5:
        play_turn(st, bots, st.turn)
    assert st.over and st.end_reason == "trees_gone"


def test_a_tree_promises_only_the_platform_there_is_room_for():
    """Crowded on every side by other seats' monkeys, a penny with a dime two
    squares away holds a 1-square platform, not the 4 the two trees could carry;
    the seat's own monkeys are not in the way (they can move)."""
    coins = {C(10, 3): "penny", C(12, 3): "dime"}
    crowd = [(5, 1, C(9, 3)), (6, 1, C(10, 2)), (7, 1, C(10, 4)), (8, 1, C(11, 3))]
    mine = [(5, 0, C(9, 3)), (6, 0, C(10, 2)), (7, 0, C(10, 4)), (8, 0, C(11, 3))]
    for trees, others, room in ((coins, crowd, 1), (coins, [], 4), (coins, mine, 4),
                                ({C(10, 3): "penny"}, [], 1)):
        st = playing(monkeys=[(1, 0, C(10, 3), 4), *others, (9, 1, C(20, 3))], coins=trees)
        plan = T.Planner(T.PROFILES["medium"], 0, st.view(0), Work(1000))
        assert plan.ev.room(0, C(10, 3)) == room, (trees, others)


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_late_in_a_long_match_the_bots_hold_their_fire(kind):
    """The shot that wins (see above), but after LATE_ROUNDS rounds: no shot,
    and no new catapult, so the quiet end can come."""
    st = playing(monkeys=[(1, 0, C(10, 3), 0, True), (2, 0, C(8, 5), 3), *idle(),
                          (3, 1, C(12, 3))],
                 coins={C(12, 3): "penny", **far_trees()},
                 platforms={50: {C(10, 3), C(9, 3)}, 51: {C(12, 3)}})
    st.turns = T.LATE_ROUNDS * 2
    taken = play_turn(st, bots_for(kind), 0)
    assert not [a for _, a in taken if isinstance(a, (Attack, Catapult))]


# ---------------------------------------------------------------- shortcuts agree with the rules
def _states(n: int = 40):
    """States from a random match with catapults and platforms about."""
    st = new(3, 9, ("coins=8",))
    r = random.Random(9)
    out = []
    bots = [T.make_bot("easy", s, 9) for s in range(3)]
    for step in range(3000):
        if st.over or len(out) >= n:
            break
        s = min(st.to_act())
        legal = st.legal_actions(s)
        cats = [a for a in legal if a.KIND == "catapult"]
        a = cats[0] if cats else (r.choice(legal) if r.random() < 0.4
                                  else bots[s].choose(st.view(s), legal))
        st.apply(s, a)
        if step % 25 == 0 and st.phase == "play":
            out.append(st.clone())
    return out


def test_shot_targets_and_forts_agree_with_the_rules():
    checked = 0
    for st in _states():
        b = T.board_of_view(st.view(0))
        assert b.forts() == components(st.board.covered())
        for m in st.board.monkeys.values():
            rules = {(k, c) for k, c, _ in st.board.targets(m.id)}
            mods = {c: mod for _, c, mod in st.board.targets(m.id)}
            mine = T.shot_targets(b, m.id)
            for kind, cell, mod, what in mine:
                assert (kind, cell) in rules and mods[cell] == mod
            plats = {st.board.platform_at(c) for k, c in rules if k == "platform"}
            assert {w for k, _, _, w in mine if k == "platform"} == plats
            assert ({c for k, c, _, _ in mine if k == "monkey"}
                    == {c for k, c in rules if k == "monkey"})
            checked += bool(rules)
    assert checked > 3


def test_planned_walks_and_platforms_are_legal():
    """The planner's walks and platforms, taken from its own board copies, are
    what the rules allow."""
    for st in _states(15):
        seat = st.turn
        plan = T.Planner(T.PROFILES["hard"], seat, st.view(seat), Work(10_000))
        for m in plan.board.seat_monkeys(seat):
            for w in plan.board.walks(m.id, 6).values():
                assert st.board.walk_refusal(m.id, 6, w.path, w.dismount_step,
                                             w.mount_step) is None
            if plan.board.kind(m.cell) == "tree" and m.lumber:
                for shape in plan.shapes(plan.board, m.id):
                    assert st.board.platform_refusal(m.id, shape) is None


# ---------------------------------------------------------------- results
@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_bots_beat_random(kind):
    wins = 0.0
    for k in range(4):
        seats = (kind, "random") if k % 2 == 0 else ("random", kind)
        m = headless.play(Setup("treefort", seats, 40 + k, None, ("coins=4",)))
        me = seats.index(kind)
        w = m.state.winners()
        wins += 1 / len(w) if me in w else 0.0
    assert wins >= 3.5
