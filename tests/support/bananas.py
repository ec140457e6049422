"""Helpers for the Going Bananas tests (no tests here).

MAP is a hand-made jungle used by many scenario tests (pointy-top axial):
a single path a0..a10 that bends around tree 4; tree 1 shares two base hexes
with tree 4; tree 5 stands at the far end.

    a0 (-3,1)=1  a1 (-2,1)=4  a2 (-1,1)=6  a3 (0,1)=5   a4 (1,0)=3
    a5 (1,-1)=1  a6 (0,-1)=2  a7 (-1,-1)=6 a8 (-2,-1)=4 a9 (-3,-1)=5 a10 (-4,-1)=3

    tree 4 at (0,0):  base a2 a3 a4 a5 a6     (3 bananas)
    tree 1 at (1,1):  base a3 a4              (2 bananas)
    tree 5 at (-4,0): base a9 a10             (3 bananas)
"""
from __future__ import annotations

from typing import Any, Iterable, Sequence

from game.core.actions import Action
from game.core.hexgrid import Hex
from game.core.state import Setup
from game.rules.bananas import (BananasState, ClearStep, Climb, LockCode, MoveTo, PlaceDie, PlaceToken,
                                new_match)
from game.rules.bananas.decisions import Coding, PathChoice
from game.rules.bananas.jungle import from_hexes
from game.rules.bananas.state import Monkey

A = [Hex(-3, 1), Hex(-2, 1), Hex(-1, 1), Hex(0, 1), Hex(1, 0), Hex(1, -1), Hex(0, -1),
     Hex(-1, -1), Hex(-2, -1), Hex(-3, -1), Hex(-4, -1)]
A_NUMBERS = [1, 4, 6, 5, 3, 1, 2, 6, 4, 5, 3]
MAP_TREES = {4: Hex(0, 0), 1: Hex(1, 1), 5: Hex(-4, 0)}


def make_map():
    return from_hexes(dict(zip(A, A_NUMBERS)), MAP_TREES)


def ring_map():
    """Six hexes around tree 2 at the origin, numbered 1-6 counter-clockwise from east."""
    from game.core.hexgrid import DIRECTIONS
    return from_hexes({d: i + 1 for i, d in enumerate(DIRECTIONS)}, {2: Hex(0, 0)})


def setup(players: int = 2, seed: int = 1, *variants: str) -> Setup:
    return Setup("bananas", ("human",) * players, seed, None, tuple(variants))


def position(monkeys: Sequence[Any], dice: Sequence[Sequence[int]], first: int = 0,
             jungle=None, bananas=None, seed: int = 1, level: int = 1,
             variants: Sequence[str] = ()) -> BananasState:
    vs = tuple(variants) + ((f"level={level}",) if level != 1 else ())
    return BananasState.from_position(setup(len(monkeys), seed, *vs), jungle or make_map(),
                                      monkeys, dice=dice, first=first, bananas=bananas)


class Dice:
    """A stand-in for the match RNG that rolls scripted values."""

    def __init__(self, *values):
        self.values = list(values)

    def die(self, sides=6):
        return self.values.pop(0)

    def randint(self, lo, hi):
        return self.values.pop(0)


def code(st: BananasState, seat: int, slots: Iterable[Any], lock: bool = True) -> list:
    """Code `slots`: each None, an int (die index), a token name, or (die index, "swing")."""
    events = []
    for k, s in enumerate(slots):
        if s is None:
            continue
        if isinstance(s, int):
            events += st.apply(seat, PlaceDie(k, s))
        elif isinstance(s, str):
            events += st.apply(seat, PlaceToken(k, s))
        else:
            d, tok = s
            events += st.apply(seat, PlaceDie(k, d))
            events += st.apply(seat, PlaceToken(k, tok))
    if lock:
        events += st.apply(seat, LockCode())
    return events


def go(st: BananasState, seat: int, *hexes: Hex) -> list:
    events = []
    for h in hexes:
        events += st.apply(seat, MoveTo(h.q, h.r))
    return events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def of(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]


def H(json_hex) -> Hex:
    return Hex(*json_hex)


# --- playouts --------------------------------------------------------------

def quick_pick(rng, legal: list[Action]) -> Action:
    """A random policy that codes something and likes to climb (keeps playouts short)."""
    if isinstance(legal[-1], LockCode):
        placing = [a for a in legal if isinstance(a, (PlaceDie, PlaceToken))]
        if placing and rng.random() < 0.9:
            return rng.choice(placing)
        if rng.random() < 0.05:
            clears = [a for a in legal if isinstance(a, ClearStep)]
            if clears:
                return rng.choice(clears)
        return legal[-1]
    climbs = [a for a in legal if isinstance(a, Climb)]
    if climbs and rng.random() < 0.9:
        return rng.choice(climbs)
    return rng.choice(legal)


def keen_pick(st: BananasState, seat: int, rng) -> Action:
    """quick_pick, plus: a monkey up a tree codes Down first, and the last hex of a
    move is one that makes a 7nana when there is one (so playouts reach the end)."""
    legal = st.legal_actions(seat)
    p = st.pending
    m = st.monkeys[seat]
    if p and isinstance(p, Coding) and m.tree is not None and rng.random() < 0.8:
        first = PlaceToken(0, "down")
        if first in legal:
            return first
    if p and isinstance(p, PathChoice) and p.target - (len(p.path) - 1) == 1:
        good = [a for a in legal if p.die + st.jungle.numbers[Hex(a.q, a.r)] == 7
                and any(st.bananas[t] for t in st.jungle.trees_at.get(Hex(a.q, a.r), ()))]
        if good:
            return rng.choice(good)
    return quick_pick(rng, legal)


def playout(setup_: Setup, rng, check=None, limit: int = 50_000, clock: float = 0.0):
    """Play a match with keen_pick; returns (state, steps) where steps are
    (seat, action, events). `clock`: chance of a Clock action before each action."""
    from game.core.seats import SYSTEM
    from game.rules.bananas.actions import Clock
    st = new_match(setup_)
    steps = []
    while not st.over:
        seat = rng.choice(sorted(st.to_act()))
        if clock and rng.random() < clock:
            a = Clock(rng.randint(5, 60))
            steps.append((SYSTEM, a, st.apply(SYSTEM, a)))
            if st.over:
                break
            seat = rng.choice(sorted(st.to_act()))  # the clock may have settled a choice
        a = keen_pick(st, seat, rng)
        ev = st.apply(seat, a)
        steps.append((seat, a, ev))
        if check:
            check(st, seat, a, ev)
        assert len(steps) < limit
    return st, steps


__all__ = ["A", "A_NUMBERS", "MAP_TREES", "make_map", "ring_map", "setup", "position", "code",
           "go", "kinds", "of", "H", "Monkey", "playout", "quick_pick", "keen_pick", "Dice"]


def check_invariants(st, seat, action, events):
    assert st.bananas_accounted() == st.total
    assert all(0 <= b <= st.capacity[t] for t, b in st.bananas.items())
    hexes = [m.hex for m in st.monkeys if m.hex is not None]
    assert len(hexes) == len(set(hexes))
    trees = [m.tree for m in st.monkeys if m.tree is not None]
    assert len(trees) == len(set(trees))
    for m in st.monkeys:
        if st.phase != "setup":
            assert (m.hex is None) != (m.tree is None)
        if m.carrying is not None:
            assert m.tree is not None
        assert m.stash >= 0
    if not st.over:
        assert st.to_act()
        for s in st.to_act():
            assert st.legal_actions(s)
    for e in events:
        if e.to is not None:
            if e.kind == "coded":
                assert e.to == frozenset({seat})
            elif e.kind == "rotten_picked":
                assert e["owner"] not in e.to and len(e.to) == st.n - 1
            else:
                assert e.kind == "timer_set" and e.to == frozenset()
    if st.magic and any(e.kind in ("rotten_picked", "rotten_set") for e in events):
        for s in range(st.n):
            assert st.view(s)["rotten"][s] is None
    if st.has_traps:
        placed = [t for t in st.traps if t is not None]
        assert len(placed) == len(set(placed))
