"""The generic ISMCTS on tiny toy games defined here."""
from __future__ import annotations

import random

from game.ai.mcts import ISMCTS


class Nim:
    """Take 1-3 stones; whoever takes the last stone wins. Perfect information."""

    def __init__(self, stones: int, turn: int = 0):
        self.stones, self.turn, self.winner = stones, turn, None

    def to_act(self):
        return set() if self.over else {self.turn}

    def legal_actions(self, seat):
        return [k for k in (1, 2, 3) if k <= self.stones] if seat == self.turn and not self.over else []

    def apply(self, seat, k):
        assert k in self.legal_actions(seat)
        self.stones -= k
        if self.stones == 0:
            self.winner = seat
        self.turn = 1 - seat
        return []

    @property
    def over(self):
        return self.winner is not None

    def scores(self):
        return [1 if s == self.winner else 0 for s in (0, 1)]

    def clone(self):
        twin = Nim(self.stones, self.turn)
        twin.winner = self.winner
        return twin

    def view(self, seat):
        return {"stones": self.stones, "turn": self.turn}


def nim_sample(view, seat, rng):
    return Nim(view["stones"], view["turn"])


def test_ismcts_finds_the_winning_nim_move():
    for stones, best in ((5, 1), (6, 2), (7, 3), (9, 1), (10, 2)):
        bot = ISMCTS(0, nim_sample, iterations=1500, rng=random.Random(stones))
        v = Nim(stones).view(0)
        assert bot.choose(v, [1, 2, 3]) == best, stones
        assert bot.last_iterations == 1500


class Cups:
    """A ball hides under one of three cups (seat 0 cannot see which); seat 0
    points at a cup; seat 1 then says 'keep' or 'swap', which does nothing.
    Seat 0 wins when it pointed at the ball."""

    PRIOR = (0.2, 0.7, 0.1)

    def __init__(self, ball: int):
        self.ball, self.pick, self.done = ball, None, False

    def to_act(self):
        if self.done:
            return set()
        return {0} if self.pick is None else {1}

    def legal_actions(self, seat):
        if seat not in self.to_act():
            return []
        return ["cup0", "cup1", "cup2"] if seat == 0 else ["keep", "swap"]

    def apply(self, seat, a):
        if seat == 0:
            self.pick = int(a[-1])
        else:
            self.done = True
        return []

    @property
    def over(self):
        return self.done

    def scores(self):
        win = self.pick == self.ball
        return [1 if win else 0, 0 if win else 1]

    def clone(self):
        twin = Cups(self.ball)
        twin.pick, twin.done = self.pick, self.done
        return twin


def cups_sample(view, seat, rng):
    r, acc = rng.random(), 0.0
    for cup, p in enumerate(Cups.PRIOR):
        acc += p
        if r < acc:
            return Cups(cup)
    return Cups(2)


def test_ismcts_uses_determinizations_for_hidden_information():
    bot = ISMCTS(0, cups_sample, iterations=600, rng=random.Random(3))
    assert bot.choose({}, ["cup0", "cup1", "cup2"]) == "cup1"
    visits = {a: v for a, (v, _) in bot.last_stats.items()}
    assert visits["cup1"] > visits["cup0"] > 0


def test_ismcts_is_deterministic_and_respects_its_work_budget():
    picks = [ISMCTS(0, nim_sample, iterations=300, rng=random.Random(7)).choose(Nim(11).view(0), [1, 2, 3])
             for _ in range(2)]
    assert picks[0] == picks[1]
    runs = []
    for _ in range(2):
        bot = ISMCTS(0, nim_sample, iterations=10**9, rng=random.Random(1), max_actions=2000)
        pick = bot.choose(Nim(30).view(0), [1, 2, 3])
        assert pick in (1, 2, 3)
        assert 0 < bot.last_iterations < 10**9
        # the budget is checked before each iteration; one iteration plays at most 30 moves
        assert 2000 <= bot.last_actions < 2000 + 30
        runs.append((pick, bot.last_iterations, bot.last_actions, sorted(bot.last_stats.items())))
    assert runs[0] == runs[1]


def test_ismcts_single_choice_and_rollout_policy():
    bot = ISMCTS(0, nim_sample, iterations=50, rng=random.Random(1))
    assert bot.choose(Nim(1).view(0), [1]) == 1
    calls = []

    def greedy(state, who, legal, rng):
        calls.append(who)
        return max(legal)

    bot = ISMCTS(0, nim_sample, iterations=200, rng=random.Random(2), rollout_policy=greedy)
    assert bot.choose(Nim(5).view(0), [1, 2, 3]) == 1
    assert calls


def test_ismcts_evaluate_at_depth_cut():
    seen = []

    def evaluate(state, seat):
        seen.append(seat)
        return 0.5

    bot = ISMCTS(0, nim_sample, iterations=100, rng=random.Random(4), max_depth=1, evaluate=evaluate)
    bot.choose(Nim(40).view(0), [1, 2, 3])
    assert seen
