"""The value's `Board` read from a view or a simulated yard, and `Reach`:
how likely each seat's next build takes it within reach of the monkey.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.ai.junkyard.cards import ALL_IDS, MOVERS
from game.ai.junkyard.odds import p_spank
from game.ai.junkyard.value import Board
from game.rules.junkyard.deck import JUNK, card
from game.rules.junkyard.model import SHIELD, SKIP, TOWER, Yard


def _guarded_view(statuses: Sequence[Mapping[str, Any]], seat: int, junk: str) -> bool:
    return any(s["kind"] == SHIELD and s["seat"] == seat and s["what"] in (TOWER, junk)
               for s in statuses)


class Reach:
    """How likely each seat's next build takes it within reach of the monkey
    (hard's threat): the junk heights among the cards this seat has not seen,
    drawn into the hands the others will hold at their next build; for the
    bot itself, the junk it holds plus its next draw."""

    LEVELS = (5 / 6, 4 / 6, 3 / 6, 2 / 6, 1 / 6)

    def __init__(self, view: Mapping[str, Any]):
        seen = set(view["hand"] or ()) | set(view["discard"]) | set(view["cards"]["table"])
        unseen = [c for c in ALL_IDS if c not in seen]
        n = max(1, len(unseen))
        self.f = {x: sum(1 for c in unseen if card(c).type == JUNK and card(c).height == x) / n
                  for x in range(1, 5)}
        self.me = view["seat"]
        self._memo: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] = {}

    def near(self, cards: int, known: tuple[int, ...] = ()) -> tuple[float, ...]:
        """For 1..6 steps below the monkey: the expected spank chance after the
        best junk card among `known` heights and `cards` unknown cards."""
        key = (cards, known)
        got = self._memo.get(key)
        if got is not None:
            return got
        out = []
        for d in range(1, 7):
            e, before = 0.0, 0.0
            for o in self.LEVELS:
                good = [x for x in range(1, 5) if p_spank(x - d) >= o - 1e-9]
                if any(x in good for x in known):
                    ge = 1.0
                else:
                    ge = 1 - (1 - sum(self.f[x] for x in good)) ** cards
                e += o * (ge - before)
                before = max(before, ge)
            out.append(e)
        got = self._memo[key] = tuple(out)
        return got

    def table(self, hands: Sequence[int], my_junk: Sequence[int]) -> tuple[tuple[float, ...], ...]:
        def draws(n: int) -> int:
            return 2 if n <= 4 else 1
        return tuple(self.near(draws(n), tuple(sorted(set(my_junk)))) if s == self.me
                     else self.near(n + draws(n)) for s, n in enumerate(hands))


def board_of_view(view: Mapping[str, Any], reach: Reach | None = None) -> Board:
    st = view["statuses"]
    towers = tuple(tuple((card(f["junk"]).height, int(f["strength"]),
                          _guarded_view(st, s, f["junk"])) for f in t)
                   for s, t in enumerate(view["towers"]))
    skips = frozenset((s["seat"], s["what"]) for s in st if s["kind"] == SKIP)
    movers = tuple(MOVERS[c] for c in view["hand"] or () if c in MOVERS)
    hands = tuple(view["hand_counts"])
    near = None if reach is None else reach.table(
        hands, [card(c).height for c in view["hand"] or () if card(c).type == JUNK])
    return Board(towers, view["monkey"], hands, skips, movers, near)


def board_of_yard(y: Yard, me: int, reach: Reach | None = None) -> Board:
    def guarded(s: int, junk: str) -> bool:
        return any(x.kind == SHIELD and x.seat == s and x.what in (TOWER, junk)
                   for x in y.statuses)
    towers = tuple(tuple((card(f.junk).height, y.strength(f), guarded(s, f.junk)) for f in t)
                   for s, t in enumerate(y.towers))
    skips = frozenset((x.seat, x.what) for x in y.statuses if x.kind == SKIP)
    movers = tuple(MOVERS[c] for c in y.cards.hands[me] if c in MOVERS)
    hands = tuple(len(h) for h in y.cards.hands)
    near = None if reach is None else reach.table(
        hands, [card(c).height for c in y.cards.hands[me] if card(c).type == JUNK])
    return Board(towers, y.monkey, hands, skips, movers, near)


def _locate(view: Mapping[str, Any], junk: str) -> tuple[int, int] | None:
    for s, t in enumerate(view["towers"]):
        for i, f in enumerate(t):
            if f["junk"] == junk:
                return s, i
    return None
