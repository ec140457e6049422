"""A tiny game for testing the core: each seat holds a secret number and rolls
a die on its turn until the total reaches a target. Not a real game."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.actions import Action, ActionCodec
from game.core.errors import IllegalAction
from game.core.events import event
from game.core.rng import MatchRng
from game.core.state import State

RULES_VERSION = "t1"
MIN_PLAYERS, MAX_PLAYERS = 2, 4
OPTIONS = ()


@dataclass(frozen=True)
class Roll(Action):
    KIND = "roll"


@dataclass(frozen=True)
class Hold(Action):
    KIND = "hold"
    dice: tuple[int, ...] = ()


CODEC = ActionCodec(Roll, Hold)


class ToyState(State):
    CODEC = CODEC
    GAME_ID = "toy"

    def __init__(self, setup):
        self.setup = setup
        self.rng = MatchRng(setup.seed)
        n = setup.players
        self.secret = [self.rng.die() for _ in range(n)]
        self.total = [0] * n
        self.turn = 0
        self.target = int(setup.option("target", 10))
        self.opening = [event("secret", to=[s], seat=s, value=v) for s, v in enumerate(self.secret)]

    def to_act(self):
        return set() if self.over else {self.turn}

    def legal_actions(self, seat):
        return [Roll(), Hold()] if seat in self.to_act() else []

    def check(self, seat, action):
        if seat != self.turn:
            raise IllegalAction("Wait for your turn.")
        super().check(seat, action)

    def _apply(self, seat, action):
        evs = []
        if isinstance(action, Roll):
            d = self.rng.die()
            self.total[seat] += d
            evs.append(event("roll", seat=seat, die=d, total=self.total[seat]))
        self.turn = (self.turn + 1) % self.setup.players
        return evs

    def view(self, seat):
        return {"totals": list(self.total), "turn": self.turn,
                "secret": self.secret[seat] if seat is not None else None}

    @property
    def over(self):
        return max(self.total) >= self.target

    def scores(self):
        return [float(t) for t in self.total]

    def winners(self):
        if not self.over:
            return []
        best = max(self.total)
        return [i for i, t in enumerate(self.total) if t == best]


def new_match(setup):
    return ToyState(setup)


def make_bot(kind, seat, seed):
    from game.ai.base import RandomBot
    return RandomBot(seat, seed)


def spec(**changes):
    """The toy game's GameSpec (register it with the `register_game` fixture)."""
    import dataclasses

    from game.core.spec import GameSpec
    base = GameSpec(
        id="toy", name="Toy", blurb="test game", min_players=MIN_PLAYERS,
        max_players=MAX_PLAYERS, rules_version=RULES_VERSION,
        new_match=lambda setup, maps: new_match(setup), codec=CODEC,
        sample_state=lambda view, seat, rng: None,
        describe_action=lambda a, view=None, seat=None: f"did {a['kind']}",
        max_actions=lambda setup: 10_000, bots=make_bot, scene=lambda app, m, s: None)
    return dataclasses.replace(base, **changes)
