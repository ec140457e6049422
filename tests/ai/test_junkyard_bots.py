"""Spank the Monkey bots: legal choices everywhere, the same match for the same
seed, nothing but the view, no tell in a reaction window, a few plays any
decent player makes, and results against weaker bots (game/ai/junkyard/)."""
from __future__ import annotations

import copy
import random

import pytest

from game.ai.junkyard import (JunkyardBot, collapse_dist, expected_loss, make_bot, p_spank,
                              p_success)
from game.core import headless
from game.core.state import Setup
from game.rules.junkyard import Done, Play, Spank, new_match
from tests.support.junkyard import position

KINDS = ("random", "easy", "medium", "hard")
VARIANTS = [(), ("no_limit",), ("lively_monkey", "frightening"), ("random_start",)]


# ---------------------------------------------------------------- legal, every decision
@pytest.mark.parametrize("variants", VARIANTS)
def test_bots_choose_legal_actions(variants):
    """Matches of 2-6 players driven by a mix of bots; at every decision every
    kind of bot is asked too (hard at every third), and each picks a legal action."""
    r = random.Random(str(variants))
    for k, n in enumerate((2, 4, 6)):
        st = new_match(Setup("junkyard", ("random",) * n, 40 + k, None, variants))
        bots = {kind: [make_bot(kind, s, k) for s in range(n)] for kind in KINDS}
        for step in range(400):
            if st.over:
                break
            s = min(st.to_act())
            view, legal = st.view(s), st.legal_actions(s)
            picks = {kind: bots[kind][s].choose(view, legal)
                     for kind in KINDS if kind != "hard" or step % 3 == 0}
            for kind, a in picks.items():
                assert a in legal, (kind, a, legal)
            st.apply(s, picks[r.choice(sorted(picks))])


def test_unknown_kind():
    with pytest.raises(ValueError):
        make_bot("genius", 0, 1)


# ---------------------------------------------------------------- the same seed
def test_the_same_seed_gives_the_same_match():
    setup = Setup("junkyard", ("hard", "medium", "easy"), 7)
    a = headless.play(setup).record.text()
    b = headless.play(setup).record.text()
    assert a == b


# ---------------------------------------------------------------- only the view
class Watched(dict):
    """A view that remembers which keys were read."""

    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.read: set[str] = set()

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self.read.add(key)
        return super().get(key, default)


def _decisions(seed: int, n: int = 3, steps: int = 250):
    """(state, seat) at many moments of a random match: own turns, windows, choices."""
    st = new_match(Setup("junkyard", ("random",) * n, seed))
    r = random.Random(seed)
    for _ in range(steps):
        if st.over:
            return
        s = min(st.to_act())
        yield st, s
        st.apply(s, r.choice(st.legal_actions(s)))


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_bots_use_a_copy_of_the_view_and_nothing_else(kind):
    """A bot gets a copy of its seat's view: it never changes it, never reads
    the question being collected (`asking_state`), and a view that hides the
    same things gives the same choice however the hidden cards lie."""
    for st, s in _decisions(5):
        view, legal = st.view(s), st.legal_actions(s)
        watched = Watched(copy.deepcopy(view))
        a = make_bot(kind, s, 3).choose(watched, legal)
        assert a in legal
        assert dict(watched) == view                # untouched
        assert "asking_state" not in watched.read
        # another deal of what this seat can't see: the pile and the other hands
        twin = st.clone()
        c = twin.yard.cards
        hidden = [x for o in range(st.n) if o != s for x in c.hands[o]] + list(c.deck)
        random.Random(s).shuffle(hidden)
        for o in range(st.n):
            if o != s:
                k = len(c.hands[o])
                c.hands[o], hidden = hidden[:k], hidden[k:]
        c.deck = hidden
        assert twin.view(s) == view
        assert make_bot(kind, s, 3).choose(twin.view(s), legal) == a


def _attacked(defender_hand):
    """Seat 1 throws a bowling ball (+2) at seat 0's bottom card (strength 4, a
    tall tower above it): sandbags (-3) take the chance from 5/6 to 2/6."""
    st = position(["hay_bale", "neon_sign", "pinball_machine", "lawn_mower"], ["squashy_sofa"],
                  hands=[list(defender_hand), ["bowling_ball"]], monkey=9, turn=1,
                  phase="attack")
    st.apply(1, Play("bowling_ball", "hay_bale"))
    assert st.to_act() == {0} and st.window is not None
    return st


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_no_tell_in_a_reaction_window(kind):
    """The defender does the same work whether or not it holds a defence card
    (and the easy bot draws the same random numbers)."""
    works, states = [], []
    for hand in (["sandbags", "golden_toilet"], ["rubber_mallet", "golden_toilet"]):
        st = _attacked(hand)
        bot = make_bot(kind, 0, 11)
        bot.choose(st.view(0), st.legal_actions(0))
        works.append(bot.last_work["work"])
        states.append(bot.rng.getstate())
    assert works[0] == works[1]
    if kind == "easy":
        assert states[0] == states[1]


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_a_hit_that_would_topple_the_tower_is_defended(kind):
    st = _attacked(["sandbags", "golden_toilet"])
    assert make_bot(kind, 0, 1).choose(st.view(0), st.legal_actions(0)) == Play("sandbags")
    # and nobody defends against their own attack
    own = position(["hay_bale", "neon_sign"], ["squashy_sofa"],
                   hands=[["bowling_ball", "sandbags"], []], monkey=9, phase="attack")
    own.apply(0, Play("bowling_ball", "hay_bale"))
    assert make_bot(kind, 0, 1).choose(own.view(0), own.legal_actions(0)) == Done()


# ---------------------------------------------------------------- plays any player makes
@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_bots_spank_when_they_can(kind):
    st = position(["double_decker_bus", "hay_bale"], ["lawn_mower"],
                  hands=[["duck"], []], monkey=5, phase="spank")
    assert make_bot(kind, 0, 2).choose(st.view(0), st.legal_actions(0)) == Spank()


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_bananas_bring_the_monkey_within_reach(kind):
    """Two below the monkey with nothing to build: the bunch of bananas (-2)
    makes a spank possible this turn."""
    st = position(["double_decker_bus", "neon_sign", "hay_bale"], ["lawn_mower"],
                  hands=[["bunch_of_bananas", "duck"], []], monkey=10, phase="attack")
    assert make_bot(kind, 0, 2).choose(st.view(0), st.legal_actions(0)) == Play(
        "bunch_of_bananas")


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_the_leader_within_reach_is_attacked(kind):
    """The opponent stands level with the monkey on a weak top card: throw."""
    st = position(["lawn_mower"], ["double_decker_bus", "neon_sign", "hay_bale"],
                  hands=[["bowling_ball", "duck"], []], monkey=8, phase="attack")
    a = make_bot(kind, 0, 2).choose(st.view(0), st.legal_actions(0))
    assert isinstance(a, Play) and a.card == "bowling_ball" and a.target in (
        "double_decker_bus", "neon_sign", "hay_bale")


@pytest.mark.parametrize("kind", ["medium", "hard"])
def test_building_aims_at_the_monkey(kind):
    """Two below the monkey: the 2-dot card (level: 5/6) beats the 4-dot one (2 above: 3/6)."""
    st = position(["neon_sign", "hay_bale", "lawn_mower", "plastic_flamingo"], ["golden_toilet"],
                  hands=[["double_decker_bus", "pinball_machine"], []], monkey=8)
    assert make_bot(kind, 0, 2).choose(st.view(0), st.legal_actions(0)) == Play(
        "pinball_machine")


def test_the_numbers():
    assert p_spank(0) == 5 / 6 and p_spank(4) == 1 / 6 and p_spank(5) == 0 and p_spank(-1) == 0
    # the rule text's example: Hand Grenade +4, Satellite Dish -2, strength 5 + 1
    assert p_success(4 - 2, 6) == 3 / 6
    assert p_success(10, 3) == 5 / 6            # a 1 always fails
    # the top card falls into nothing: only itself is lost
    assert expected_loss(((2, 4, False), (3, 2, False)), 1) == 3
    # the bottom card of two: the one above falls to the ground and breaks on
    # a roll of at least its strength (3 of 6)
    dist = dict(collapse_dist(((2, 4, False), (3, 4, False)), 0))
    assert dist == {((3, 4, False),): 0.5, (): 0.5}
    assert expected_loss(((2, 4, False), (3, 4, False)), 0) == 2 + 3 * 0.5


# ---------------------------------------------------------------- results
def _wins(kind: str, other: str, matches: int, seed: int) -> int:
    won = 0
    for k in range(matches):
        seats = (kind, other) if k % 2 == 0 else (other, kind)
        m = headless.play(Setup("junkyard", seats, seed + k))
        won += sum(1 for w in m.state.winners() if seats[w] == kind)
    return won


def test_hard_beats_random_clearly():
    assert _wins("hard", "random", 20, 300) >= 17


def test_easy_beats_random():
    assert _wins("easy", "random", 24, 400) >= 17


def test_medium_beats_easy():
    assert _wins("medium", "easy", 24, 500) >= 15


def test_bots_are_kinds_of_their_own():
    assert isinstance(make_bot("hard", 0, 1), JunkyardBot)
    assert make_bot("hard", 0, 1).prof != make_bot("medium", 0, 1).prof
