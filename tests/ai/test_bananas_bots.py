"""Going Bananas bots: legal everywhere, deterministic, sensible, and level 7 headless."""
from __future__ import annotations

import functools
import random

import pytest

import game.ai.bananas as B
from game.core import headless, registry
from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.record import parse
from game.core.seats import SYSTEM
from game.core.state import Setup
from game.rules.bananas import Climb, LockCode, PlaceDie, PlaceToken, new_match
from game.rules.bananas.actions import Clock
from game.rules.bananas.decisions import ClimbChoice
from game.rules.bananas.state import Monkey
from tests.support.bananas import A, code, position, quick_pick

KINDS = ("random", "easy", "medium", "hard")
RED, BLUE = 0, 1


@pytest.fixture(autouse=True)
def strict_bots(monkeypatch):
    """A bot's own bug must fail the test, not fall back to a random move."""
    monkeypatch.setattr("game.ai.bananas.bot._STRICT", True)


@functools.lru_cache(maxsize=None)
def exercise(level: int) -> frozenset[str]:
    """Random playouts at `level` for 2-4 players (one with the players laying the
    jungle); at many decisions every bot kind is asked too and must answer legally.
    Returns the decision kinds asked. Cached: each xdist worker computes a level once."""
    asked: set[str] = set()
    for players in (2, 3, 4):
        seed = level * 10 + players
        variants = [f"level={level}", "max_rounds=4"]
        if players == 3 and level in (1, 4):
            variants.append("jungle=players")
        st = new_match(Setup("bananas", ("random",) * players, seed, None, tuple(variants)))
        rng = random.Random(seed)
        bots = {k: [B.make_bot(k, s, seed) for s in range(players)] for k in KINDS}
        n = 0
        while not st.over:
            seat = min(st.to_act())
            legal = st.legal_actions(seat)
            view = st.view(seat)
            kind = view["pending"]["kind"]
            # every kind of decision the first time it comes, then every 5th (codes: 11th)
            if kind not in asked or n % (11 if kind == "code" else 5) == 0:
                for k in KINDS:
                    if k in ("medium", "hard") and kind == "code" and n % 33:
                        continue  # planning is the slow part: fewer asks
                    a = bots[k][seat].choose(view, legal)
                    assert a in legal, (k, kind, a)
                asked.add(kind)
            st.apply(seat, quick_pick(rng, legal))
            n += 1
            if level == 7 and n % 25 == 0 and not st.over:
                st.apply(SYSTEM, Clock(40))
    return frozenset(asked)


@pytest.mark.parametrize("level", range(1, 8))
def test_every_kind_answers_legally_at_every_kind_of_decision(level):
    assert {"place", "code", "path", "climb"} <= exercise(level)


def test_all_decision_kinds_were_asked():
    asked = set().union(*(exercise(level) for level in range(1, 8)))
    assert {"place", "code", "path", "climb", "down", "swing", "trap", "missions", "rotten",
            "tile", "plant"} <= asked


@pytest.mark.parametrize("players", (2, 3, 4))
def test_bot_matches_finish_legally(players):
    """Whole matches of mixed bots (each bot's answer is checked by the rules)."""
    seats = ("hard", "medium", "easy", "random")[:players]
    for level in (1, 5):
        setup = Setup("bananas", seats[::-1] if level == 5 else seats, 100 + players, str(level),
                      ("max_rounds=4",))
        m = headless.play(setup)
        assert m.over and m.record.result is not None


def test_hard_finds_the_obvious_7nana():
    """Red on a0 (a 1) with dice 6 and 4: only the 4 reaches a 3 at the foot of
    trees 4 and 1 (4 + 3 = 7). Blue is far away and codes nothing."""
    for kind in ("hard", "medium"):
        st = position([A[0], A[10]], [[6, 4], [1, 1]])
        bot = B.make_bot(kind, 0, 1)
        while 0 in st.to_act():
            st.apply(0, bot.choose(st.view(0), st.legal_actions(0)))
        code = st.view(0)["codes"][0]
        assert any(slot["value"] == 4 for slot in code)
        st.apply(1, LockCode())
        while not st.over and st.round == 1:
            seat = min(st.to_act())
            legal = st.legal_actions(seat)
            a = bot.choose(st.view(0), legal) if seat == 0 else legal[-1]
            st.apply(seat, a)
            if st.round == 1 and st.phase == "run" and st.monkeys[0].last_tree is not None:
                break
        m = st.monkeys[0]
        assert m.last_tree in (1, 4), kind
        assert m.stash + (m.carrying is not None) >= 1


def test_hard_climbs_when_offered():
    st = position([A[0], A[10]], [[6, 4], [1, 1]])
    bot = B.make_bot("hard", 0, 3)
    st.apply(0, PlaceDie(0, 1))
    st.apply(0, LockCode())
    st.apply(1, LockCode())
    while st.pending and st.pending["kind"] == "path":
        st.apply(0, bot.choose(st.view(0), st.legal_actions(0)))
    assert st.pending and st.pending["kind"] == "climb"
    assert isinstance(bot.choose(st.view(0), st.legal_actions(0)), Climb)
    assert st.monkeys[0].hex == A[4] == Hex(1, 0)


def test_level7_headless_ticks_the_clock_and_replays():
    setup = Setup("bananas", ("hard", "random"), 7, "7", ())
    m = headless.play(setup)
    assert m.over
    clocks = [s for s in m.record.steps if s.action["kind"] == "clock"]
    assert clocks and all(s.seat == SYSTEM for s in clocks)
    assert m.state.clock >= 300 or m.state.round < 5
    text = m.record.text()
    again = Match.replay(parse(text))
    assert again.record.text() == text
    assert again.state.scores() == m.state.scores()


def test_the_table_clock_acts_only_at_the_time_level():
    m = headless.play(Setup("bananas", ("easy", "easy"), 2, "2", ("max_rounds=30",)))
    assert not [s for s in m.record.steps if s.action["kind"] == "clock"]
    assert registry.spec("codes").system_actor is None
    st = new_match(Setup("bananas", ("random", "random"), 1, "7", ()))
    actor = registry.spec("bananas").system_actor
    assert actor.step(st, 12.0) is None           # no clock while the table is set up
    while st.round < 1:
        seat = min(st.to_act())
        st.apply(seat, st.legal_actions(seat)[0])
    assert actor.step(st, 12.0) == Clock(12)      # the app's play time, as it came
    assert actor.step(st, 0.4) is None            # under a second: nothing yet


def test_coding_never_reads_other_codes():
    """A bot's code is the same whatever the other seat has already coded."""
    codes = []
    for other in ([], [PlaceDie(0, 0), PlaceToken(1, "down")]):
        st = new_match(Setup("bananas", ("random",) * 2, 21, None, ("level=2",)))
        rng = random.Random(0)
        while st.phase != "code":
            s = min(st.to_act())
            st.apply(s, quick_pick(rng, st.legal_actions(s)))
        for a in other:
            st.apply(0, a)
        bot = B.make_bot("hard", 1, 4)
        while 1 in st.to_act():
            st.apply(1, bot.choose(st.view(1), st.legal_actions(1)))
        codes.append(st.view(1)["codes"][1])
    assert codes[0] == codes[1]


def test_tree_choice_and_trap_choice_are_legal():
    """The 2-player tree die showing 6 (choose a tree), asked directly."""
    from tests.support.bananas import Dice
    st = position([A[0], A[10]], [[6, 4], [1, 1]], bananas={4: 1, 1: 0, 5: 3})
    st.monkeys[0].stash = 1
    st.rng = Dice(6)
    assert st.lose_banana(0, "trap")
    st.agenda.pop(0)  # run the tree die by hand (the code phase is pending)
    st._op_tree_die(0, "trap")
    assert st.pending["kind"] == "tree"
    legal = st.legal_actions(0)
    assert len(legal) > 1
    for kind in KINDS:
        assert B.make_bot(kind, 0, 1).choose(st.view(0), legal) in legal


def test_hard_against_hard_stalls_end_at_once_and_strand_no_banana():
    """Issue 7: with 2 hard bots the last banana may hang on the tree both took
    from last; such a match must end at once with `stalled`, checked after
    every action with the stall written out again here (level 1: only the trees
    and the tree die matter). Issue 20: the hard bots now take the last bananas
    in an order that leaves none stranded, so these matches (seed 4 stalled at
    round 8 before) empty the trees."""
    reasons = []
    for seed in (4,):
        def check(match, seat, action, events):
            st = match.state
            lasts = {m.last_tree for m in st.monkeys}
            trees = {t for t, b in st.bananas.items() if b}
            if len(lasts) == 1 and None not in lasts and trees == lasts and not st.loose:
                assert st.over and [e.kind for e in events][-2:] == ["stalled", "game_over"]
                stalled = next(e for e in events if e.kind == "stalled")
                assert stalled["last_trees"] == [next(iter(lasts))] * 2
                assert stalled["left"] == sum(st.bananas.values())
        m = headless.play(Setup("bananas", ("hard", "hard"), seed, None, ()), on_step=check)
        reasons.append(m.state.end_reason)
        assert m.state.round < m.state.opts["max_rounds"]
    assert reasons == ["trees_empty"]


def test_the_planner_asks_the_rules_climb_verdict(monkeypatch):
    """One copy of the climb rule: the planner's 7nana test is the rules'
    `climb_verdict` (a verdict that refuses every tree leaves no climb)."""
    st = position([A[0], A[10]], [[6, 4], [1, 1]])
    board = B.Board(st.view(0), 0)
    s0 = (None,) + board.start[1:]
    climbs = [s for s in board.finish_move(s0, A[3], 2) if s[B.TREE] is not None]
    assert sorted(s[B.TREE] for s in climbs) == [1, 4]   # 2 + 5 = 7 at trees 1 and 4
    asked = []

    def nobody(*args, **kw):
        asked.append(args[1:3])
        return (), {}
    monkeypatch.setattr("game.ai.bananas.planner.climb_verdict", nobody)
    assert all(s[B.TREE] is None for s in board.finish_move(s0, A[3], 2))
    assert asked == [(A[3], 2)]


# ====================================================================== issue 20: the last bananas
@pytest.mark.parametrize("bananas, last, left_over", [
    ({1: 0, 4: 1, 5: 0}, 4, 1),          # the last banana on my last tree
    ({1: 0, 4: 1, 5: 0}, 5, 0),
    ({1: 0, 4: 2, 5: 0}, 1, 1),          # 4, then nothing
    ({1: 1, 4: 2, 5: 0}, 5, 0),          # 4, 1, 4
    ({1: 1, 4: 2, 5: 0}, 4, 1),          # 1, 4: one left on 4
    ({1: 1, 4: 1, 5: 0}, 4, 0),          # 1, 4
    ({1: 0, 4: 3, 5: 1}, 1, 1),          # 4, 5, 4: one left on 4
    ({1: 2, 4: 2, 5: 0}, 4, 0),          # 1, 4, 1, 4 (another tree has the most too)
    ({1: 0, 4: 0, 5: 0}, None, 0),
])
def test_stranded_counts_the_bananas_a_monkey_alone_could_never_take(bananas, last, left_over):
    assert B.stranded(bananas, last) == left_over


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_the_last_bananas_are_taken_in_an_order_that_strands_none(kind):
    """Red (last tree 5) makes a 7nana on a3, at the foot of trees 4 and 1; 4
    has 2 bananas, 1 has 1, blue codes nothing. Climbing 1 would leave both on
    4, and red could then take only one of them; climbing 4 first leaves one on
    each, and red can take them all: the bot climbs 4."""
    for seed in range(4):
        st = position([Monkey(hex=A[1], last_tree=5, stash=3), Monkey(hex=A[10], last_tree=5)],
                      dice=[[2, 6], [1, 1]], seed=seed, bananas={1: 1, 4: 2, 5: 0})
        code(st, RED, [0])
        code(st, BLUE, [])
        assert isinstance(st.pending, ClimbChoice) and sorted(st.pending.trees) == [1, 4]
        bot = B.make_bot(kind, RED, seed)
        assert bot.choose(st.view(RED), st.legal_actions(RED)) == Climb(4), (kind, seed)


def test_no_tree_to_climb_is_worth_no_more_than_the_farthest_one():
    """Next round's 7nana chance less the walk: a monkey locked out of the last
    banana (it took its last one from that tree) is never better placed than one
    that may still climb it, however far it has to walk."""
    st = position([A[0], A[10]], [[1, 1], [1, 1]], bananas={1: 0, 4: 0, 5: 1})
    ji = B.jinfo(st.view(0))
    locked = ji.pot(A[0], st.bananas, 5, 2)
    assert all(ji.pot(h, st.bananas, 4, 2) > locked for h in A)


@pytest.mark.parametrize("seed, level, variants, seats", [
    (26302, "3", ("jungle=snake-river",), ("medium", "easy")),
    (23500, "6", (), ("hard", "medium")),
    (27203, "3", ("missions=off",), ("hard", "hard")),
])
def test_issue_20_matches_end_well_before_the_round_limit(seed, level, variants, seats):
    """The matches of issue 20 played 34-43 idle rounds to the round limit of 50,
    the last banana on the tree every monkey took its last one from (the Loop
    kept the old stall rule from ending them). Now they end by the stall rule or
    with empty trees, well before the limit."""
    m = headless.play(Setup("bananas", seats, seed, level, variants))
    st = m.state
    assert st.end_reason in ("stalled", "trees_empty"), (st.end_reason, st.round)
    assert st.round <= 25
