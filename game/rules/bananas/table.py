"""The table of a Going Bananas match: everything on it, as plain data.

`Table` holds the match's data (jungle, trees, monkeys, dice, codes, traps,
missions, rotten trees, the clock, the agenda and the decision waited for)
and the small helpers every phase uses. The phases build on it: set-up
(setup_phase.py), running code (running.py), the decisions players answer
(decisions.py) and the protocol, agenda and views (state.py), so each of them
sees the same typed attributes.

Everything here is plain data so that `clone()` is cheap and exact: bots
clone states thousands of times a move.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Iterable, Self, Sequence

from game.core.errors import BadSetup
from game.core.events import Event, event
from game.core.hexgrid import Hex
from game.core.rng import MatchRng
from game.core.spec import MapSource
from game.core.state import Setup

from .jungle import Jungle, generate, hx
from .options import dice_for, effective, steps_for, tokens_for
from .tiles import TREE_CAPACITY, trees_for

if TYPE_CHECKING:
    from .decisions import Decision

MIN_PLAYERS, MAX_PLAYERS = 2, 4

# An agenda operation: its name (run by `_op_<name>`) and its arguments.
Op = tuple[Any, ...]
# A code step: the index of the die on it and the token on it (either may be None).
Slot = list[Any]


@dataclass
class Monkey:
    hex: Hex | None = None         # on the path, or None while on a tree / not placed
    tree: int | None = None        # the tree it sits on
    carrying: int | None = None    # the tree the banana it holds came from
    stash: int = 0
    last_tree: int | None = None   # the tree it last took a banana from

    def to_json(self) -> dict[str, Any]:
        return {"hex": hx(self.hex), "tree": self.tree, "carrying": self.carrying,
                "stash": self.stash, "last_tree": self.last_tree}


class Table:
    """A match's data, built from its set-up (see `state.BananasState`)."""

    def __init__(self, setup: Setup, jungle: Jungle | None = None,
                 opts: dict[str, Any] | None = None, maps: MapSource | None = None):
        n = setup.players
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise BadSetup(f"Going Bananas needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}.")
        self.setup = setup
        self.opts: dict[str, Any] = effective(setup) if opts is None else dict(opts)
        self.level: int = self.opts["level"]
        self.n = n
        self.rng = MatchRng(setup.seed)
        self.lay_by_players: bool = jungle is None and self.opts["jungle"] == "players"
        if jungle is None:
            if self.lay_by_players:
                jungle = Jungle()
            elif self.opts["jungle"] == "random":
                jungle = generate(self.rng, n)
            elif maps is None:
                raise BadSetup(f"The jungle {self.opts['jungle']!r} is a map, and no maps "
                               "were handed to this match.")
            else:  # a curated map: the spec's map source reads it (a BadSetup if broken)
                jungle = maps.load(self.opts["jungle"], n)
        elif not jungle.frozen:
            jungle.freeze()
        self.jungle: Jungle = jungle
        self.pile: list[int] = []  # tiles still face down (players lay the jungle)
        self.tree_ids: tuple[int, ...] = trees_for(n)
        self.capacity: dict[int, int] = {t: TREE_CAPACITY[t] for t in self.tree_ids}
        self.bananas: dict[int, int] = dict(self.capacity)
        self.total = sum(self.capacity.values())
        self.n_dice = dice_for(self.level)
        self.n_steps = steps_for(self.level)
        self.tokens = tokens_for(self.level)
        self.monkeys = [Monkey() for _ in range(n)]
        self.first = 0
        self.round = 0
        self.phase = "setup"
        self.dice: list[list[int]] = [[] for _ in range(n)]
        self.codes: list[list[Slot]] = [self._empty_code() for _ in range(n)]
        self.locked: set[int] = set()
        self.edits: list[int] = [0] * n  # code changes this round (MAX_CODE_EDITS)
        self.revealed = False
        self.returns: list[int] = []   # seats owed a tree-die roll next round
        self.loose = 0                 # bananas on their way back through the tree die
        self.agenda: list[Op] = []     # what the match does next (see state.py)
        self.pending: Decision | None = None  # the decision it waits for (decisions.py)
        self.task: dict[str, Any] | None = None  # the code step being run
        self._over = False
        self.end_reason: str | None = None
        # level 2: traps; level 3: loop; missions; level 4: magic cards; level 7: time
        self.has_traps = self.level >= 2
        self.traps: list[Hex | None] = [None] * n
        self.nanas: list[list[Hex]] = [[] for _ in range(n)]  # 7nana hexes this round
        self.missions_on: bool = bool(self.opts["missions"])
        self.missions: list[tuple[int, ...] | None] = [None] * n
        self.ordered: set[int] = set()
        self.collected: list[list[int]] = [[] for _ in range(n)]  # trees, first collections
        self.magic = self.level >= 4
        self.rotten: list[int | None] = [None] * n
        self.timed = self.level >= 7
        self.timer: int | None = None  # seconds until the next banana falls (hidden)
        self.clock = 0                 # seconds of play so far
        self.clock_actions = 0         # clock actions this round (MAX_CLOCK_ACTIONS)
        self.fallen = 0
        self.relays = 0                # jungles the players laid again (MAX_RELAYS)
        self.opening: Sequence[Event] = []
        self._ev: list[Event] = []     # the events of the action being applied

    def _empty_code(self) -> list[Slot]:
        return [[None, None] for _ in range(self.n_steps)]

    def clone(self) -> Self:
        """An exact, independent copy. Decisions are immutable values (see
        decisions.py), so the twin shares the pending one."""
        twin = copy.copy(self)
        twin.rng = copy.deepcopy(self.rng)
        twin.jungle = copy.deepcopy(self.jungle)  # the same object once frozen
        twin.pile = list(self.pile)
        twin.bananas = dict(self.bananas)
        twin.monkeys = [copy.copy(m) for m in self.monkeys]
        twin.dice = [list(d) for d in self.dice]
        twin.codes = [[list(s) for s in c] for c in self.codes]
        twin.locked = set(self.locked)
        twin.edits = list(self.edits)
        twin.returns = list(self.returns)
        twin.agenda = list(self.agenda)
        twin.task = dict(self.task) if self.task else None
        twin.opening = list(self.opening)
        twin._ev = []
        twin.opts = dict(self.opts)
        twin.traps = list(self.traps)
        twin.nanas = [list(x) for x in self.nanas]
        twin.missions = list(self.missions)
        twin.ordered = set(self.ordered)
        twin.collected = [list(c) for c in self.collected]
        twin.rotten = list(self.rotten)
        return twin

    # ---------------------------------------------------------------- helpers
    def order(self) -> list[int]:
        """Seats in playing order this round, first player first."""
        return [(self.first + i) % self.n for i in range(self.n)]

    def left_of(self, seat: int) -> int:
        """The player to a seat's left: the next seat (the marker passes this way)."""
        return (seat + 1) % self.n

    def _emit(self, kind: str, to: Iterable[int] | None = None, **data: Any) -> None:
        self._ev.append(event(kind, to=to, **data))

    def _push(self, *ops: Op) -> None:
        """Do these operations next, before the rest of the agenda."""
        self.agenda[0:0] = list(ops)

    def number(self, h: Hex) -> int:
        return self.jungle.numbers[h]

    def occupied(self, but: int | None = None) -> set[Hex]:
        """Hexes with a monkey on them (but `but`'s own)."""
        return {m.hex for s, m in enumerate(self.monkeys) if m.hex is not None and s != but}

    def tree_taken(self, tree: int, but: int | None = None) -> bool:
        """Is another monkey than `but`'s up this tree?"""
        return any(m.tree == tree for s, m in enumerate(self.monkeys) if s != but)

    def opp_traps(self, seat: int) -> frozenset[Hex]:
        """The other players' traps: they stop `seat`'s monkey."""
        return frozenset(t for s, t in enumerate(self.traps) if t is not None and s != seat)

    def bananas_accounted(self) -> int:
        """Bananas on trees + held + stashed + waiting for the tree die + fallen (== total)."""
        return (sum(self.bananas.values())
                + sum(1 for m in self.monkeys if m.carrying is not None)
                + sum(m.stash for m in self.monkeys) + self.loose + self.fallen)

    def mission_bonus(self, seat: int) -> int:
        """+1 when all three mission trees were collected from, +3 when in order."""
        mission = self.missions[seat]
        if not mission:
            return 0
        got = [t for t in self.collected[seat] if t in mission]
        if len(got) < len(mission):
            return 0
        return 3 if tuple(got) == tuple(mission) else 1
