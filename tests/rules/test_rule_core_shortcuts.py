"""The rule cores' shortcuts (issue 24: remembered answers, quick checks) say
exactly what the long way says, however long the match and however the state
was reached."""
from __future__ import annotations

import random

import pytest

from game.core import registry
from game.core.match import Match
from game.core.seats import SYSTEM
from game.core.state import Setup
from game.rules.codes import CodesState
from game.rules.codes import coins as C
from game.rules.codes.table import Layout
from game.core.grid import Cell
from game.rules.treefort.actions import Ditch, Done, PlaceCoin, PlaceMonkey, Roll, Use


def _random_match(setup: Setup, seed: int, until: int) -> Match:
    m, rng = Match(setup), random.Random(seed)
    actor = m.spec.system_actor
    while not m.over and len(m.record.steps) < until:
        tick = actor.step(m.state, None) if actor is not None else None
        if tick is not None:
            m.apply(SYSTEM, tick)
            continue
        seat = min(m.state.to_act())
        m.apply(seat, rng.choice(m.state.legal_actions(seat)))
    return m


@pytest.mark.parametrize("game,variants,until", [
    ("codes", ("code=8",), 1500), ("bananas", (), 1200), ("treefort", (), 1500),
    ("bot255", (), 1200), ("junkyard", (), 1200)])
def test_a_long_match_and_its_replay_show_the_same(game, variants, until):
    """Late in a long match every seat's view and legal actions are those of
    the same position rebuilt from the record in a new state."""
    spec = registry.spec(game)
    m = _random_match(Setup(game, ("random",) * spec.max_players, 3, None, variants), 3, until)
    assert len(m.record.steps) > 200
    again = Match.replay(m.record)
    for seat in [None, *range(m.setup.players)]:
        assert again.state.view(seat) == m.state.view(seat)
        if seat is not None:
            assert again.state.legal_actions(seat) == m.state.legal_actions(seat)


def test_codes_bar_follows_a_table_changed_by_hand():
    """The remembered no-undo bar is worked out again when the table is set by
    hand between two questions (tests and sampled states do so)."""
    setup = Setup("codes", ("random",) * 2, 1, None, ("code=5",))
    coins = C.coin_set(*C.DEFAULT_SETS[9])
    table, faces = list(coins[:5]), ["suit"] * 5
    st = CodesState.from_position(setup, table, faces, codes=[("x",) * 5, ("y",) * 5],
                                  known=[True] * 5)
    st.before_last = tuple(C.shows(c, "value" if i == 0 else "suit")
                           for i, c in enumerate(table))
    first = st.barred()
    assert first and all(type(a).__name__ == "Flip" for a in first)   # flipping coin 0 back
    st.faces[1] = "value"                    # by hand: now two coins differ from that table
    fresh = Layout(5).barred(st.shows(), st.flipped(), st.protected())
    assert st.barred() == fresh != first


def test_codes_bar_and_legal_agree_with_a_fresh_layout_all_match_long():
    for seed in range(3):
        setup = Setup("codes", ("random",) * 4, seed, None, ("two_actions", "code=6"))
        m, rng = Match(setup), random.Random(seed)
        while not m.over and len(m.record.steps) < 600:
            st = m.state
            seat = min(st.to_act())
            if st.phase == "play":
                fresh = Layout(st.L)
                bar = fresh.barred(st.shows(), st.flipped(), st.protected())
                assert st.barred() == bar
                pool = fresh.gentle if st.restricted() else fresh.all
                table_moves = [a for a in st.legal_actions(seat) if a in fresh.perm
                               or a in fresh.flips or a in fresh.replaces]
                assert table_moves == [a for a in pool if a not in bar]
            m.apply(seat, rng.choice(st.legal_actions(seat)))


def test_treefort_quick_checks_agree_with_the_legal_actions():
    """Done, Roll, Use, Ditch, PlaceCoin and PlaceMonkey are checked without
    listing every legal action: allowed exactly when the full list holds them."""
    checked = 0
    for seed, players in ((1, 2), (2, 4), (3, 3)):
        m = Match(Setup("treefort", ("random",) * players, seed))
        rng = random.Random(seed)
        while not m.over and len(m.record.steps) < 1500:
            st = m.state
            seat = min(st.to_act())
            full = st._legal(seat, choices=False)
            ids = sorted(st.board.monkeys) + [max(st.board.monkeys, default=0) + 1]
            tries = [Done(), Roll()] + [Use(i) for i in ids] + \
                [Ditch(i, k) for i in ids for k in range(0, 6)]
            if st.phase in ("coins", "monkeys"):
                squares = [(c.x, c.y) for c in st.board.owner] + [(-1, -1), (0, 99)]
                tries += [PlaceCoin(xy) for xy in squares] + [PlaceMonkey(xy) for xy in squares]
            for other in range(players):
                for a in tries:
                    assert st.allows(other, a) == (other == seat and a in full), (a, other)
                    checked += 1
            m.apply(seat, rng.choice(st.legal_actions(seat)))
    assert checked > 10_000


def test_treefort_walks_on_foot_are_those_of_the_full_search():
    """A monkey on foot with no catapult left on the board is walked by a plain
    search by squares: the same walks, in the same order, as the full search
    (which an unreachable abandoned catapult brings in)."""
    compared = 0
    for seed, players in ((1, 2), (2, 4), (5, 6)):
        m = Match(Setup("treefort", ("random",) * players, seed))
        rng = random.Random(seed)
        while not m.over and len(m.record.steps) < 2000:
            st = m.state
            b = st.board
            if st.roll is not None and st.current is not None and not b.sleeves \
                    and not b.monkeys[st.current].riding:
                quick = b.walk_ends(st.current, st.roll)
                b.sleeves.add(Cell(-50, -50))           # off the board: never reached
                full = b.walk_ends(st.current, st.roll)
                b.sleeves.clear()
                assert quick == full
                compared += 1
            seat = min(st.to_act())
            m.apply(seat, rng.choice(st.legal_actions(seat)))
    assert compared > 100


def test_bot255_quick_checks_agree_with_the_legal_actions():
    """React, Draw, Pick, Discard and Play are checked without listing every
    legal action: allowed exactly when the list holds them."""
    from game.rules.bot255.actions import Discard, Draw, Pick, Play, React
    from game.rules.bot255.deck import DECK
    ids = [c.id for c in DECK()][:12] + ["no such card"]
    checked = 0
    for seed, players in ((1, 2), (2, 3)):
        m = Match(Setup("bot255", ("random",) * players, seed))
        rng = random.Random(seed)
        actor = m.spec.system_actor
        while not m.over and len(m.record.steps) < 600:
            tick = actor.step(m.state, None) if actor is not None else None
            if tick is not None:
                m.apply(SYSTEM, tick)
                continue
            st = m.state
            hands = [c for s in range(players) for c in st.hand(s)]
            tries = [React(False), React(True), Draw("deck"), Draw("discard"), Draw("pile")] + \
                [Pick(c) for c in ids + hands] + [Discard(c) for c in ids + hands] + \
                [Play(c, t, p) for c in set(hands) for t in range(-1, players + 1)
                 for p in ("", "deck", "discard")]
            for seat in range(players):
                legal = st.legal_actions(seat)
                for a in tries:
                    assert st.allows(seat, a) == (a in legal), (a, seat, st.step)
                    checked += 1
            seat = min(st.to_act())
            m.apply(seat, rng.choice(st.legal_actions(seat)))
    assert checked > 10_000
