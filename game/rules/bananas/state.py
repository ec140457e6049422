"""BananasState: a match of Going Bananas.

The match is a small machine driven by an *agenda*: a list of plain-data
operations (roll the dice, run step 2 of seat 1, end the round...) that
`_pump` executes in order until one of them asks the players a decision
(`pending`, one of the typed decisions in decisions.py) or the match is
over. A player's action answers the pending decision and pumps again.
Everything is plain data, so `clone()` is cheap and exact.

Phases: "setup" (jungle, monkeys, rotten trees, missions), "returns" (tree
die for lost bananas), "code" (everyone codes in secret at once), "run"
(steps run in order), "traps" (end of round), "over".

Where things are: table.py holds the match's data and small helpers;
setup_phase.py the set-up operations; running.py the operations that run the
code and the rule queries (path search in paths.py); decisions.py every
decision a player answers, with its legal moves, its reasons and its effect;
this module the protocol (who acts, legal actions, check, apply), the agenda,
the round and the views. See docs/rules/bananas.md for the rules and rulings
and docs/log-format.md (Going Bananas) for the events.

Queries for screens and bots (so that they never re-derive a rule):
`hex_options()` (the hexes the pending choice may pick), `suggested_path()`
(a sensible way to finish the pending move), `climbable(seat, hex, die)`,
`down_hexes(seat, die)`, `swing_hexes(seat)`, `trap_options(seat)`,
`tile_options(tile)`, `stall()` (why no monkey can take the bananas left
without one going back to the jungle first, or None). The climb rule itself is `climbing.climb_verdict`, a pure
function the bots' planner asks about situations no state holds.

The match ends at the end of a round with empty trees (and no banana waiting
for the tree die), at once when it is stalled (`stall()`: checked whenever
the agenda runs, so right after the action that stalled it), or after the
round limit. Every match is bounded (`max_actions`): code edits and clock
actions are limited per round, and the players lay the jungle at most
MAX_RELAYS times.
"""
from __future__ import annotations

import copy
from typing import Any, Sequence

from game.core.actions import Action, field_names
from game.core.errors import BadSetup, IllegalAction
from game.core.events import Event
from game.core.hexgrid import Hex
from game.core.seats import SYSTEM, seat_names
from game.core.spec import MapSource
from game.core.state import Setup, State

from .actions import CODEC, Clock
from .decisions import CODING, HexChoice, PathChoice
from .jungle import Jungle, hx
from .options import (MAX_CLOCK_ACTIONS, MAX_CODE_EDITS, MAX_RELAYS, effective, steps_for,
                      tokens_for)
from .running import Running
from .setup_phase import SetupPhase
from .table import MAX_PLAYERS, MIN_PLAYERS, Monkey
from .tiles import TREE_CAPACITY

__all__ = ["BananasState", "Monkey", "MIN_PLAYERS", "MAX_PLAYERS", "MAX_CLOCK_STEP",
           "new_match", "max_actions"]

MAX_CLOCK_STEP = 3600


class BananasState(SetupPhase, Running, State):
    CODEC = CODEC

    # ================================================================ build
    @classmethod
    def new(cls, setup: Setup, maps: MapSource | None = None) -> "BananasState":
        st = cls(setup, maps=maps)
        st._ev = []
        st._emit("first_player", seat=st.first)
        if st.lay_by_players:
            st.agenda = [("deal_tiles",)]
        else:
            st.agenda = [("jungle_ready",)]
        st.agenda += [("place_monkey", s) for s in st.order()]
        if st.magic:
            st.agenda += [("rotten_pick", s) for s in st.order()]
        if st.missions_on:
            st.agenda += [("missions_deal",)]
        if st.timed:
            st.agenda += [("timer_start",)]
        st.agenda += [("round_start",)]
        st._pump()
        st.opening = st._ev
        st._ev = []
        return st

    @classmethod
    def from_position(cls, setup: Setup, jungle: Jungle,
                      monkeys: Sequence[Monkey | Hex | tuple[int, int] | None],
                      dice: Sequence[Sequence[int]] | None = None, first: int = 0,
                      bananas: dict[int, int] | None = None) -> "BananasState":
        """A match set up by hand (tests, puzzles, tutorials): no opening events.

        The trees are the jungle's own (any ids with a base); the monkeys stand
        where given (a Monkey for one up a tree or holding bananas); round 1 is
        at its coding phase with the given dice (rolled if None)."""
        st = cls(setup, jungle)
        st.tree_ids = tuple(sorted(jungle.trees))
        st.capacity = {t: TREE_CAPACITY[t] for t in st.tree_ids}
        st.bananas = dict(st.capacity) if bananas is None else dict(bananas)
        for s, m in enumerate(monkeys):
            if isinstance(m, Monkey):
                st.monkeys[s] = copy.copy(m)
            elif m is not None:
                st.monkeys[s] = Monkey(hex=Hex(*m))
        st.total = st.bananas_accounted()
        st.first = first
        st.round = 1
        st.phase = "code"
        st.dice = ([list(d) for d in dice] if dice is not None else
                   [[st.rng.die() for _ in range(st.n_dice)] for _ in range(st.n)])
        st.pending = CODING
        return st

    # ================================================================ protocol
    @property
    def over(self) -> bool:
        return self._over

    def scores(self) -> list[float]:
        return [float(m.stash + (1 if m.carrying is not None else 0) + self.mission_bonus(s))
                for s, m in enumerate(self.monkeys)]

    def winners(self) -> list[int]:
        if not self._over:
            return []
        sc = self.scores()
        best = max(sc)
        return [s for s in range(self.n) if sc[s] == best]

    def to_act(self) -> set[int]:
        if self._over or self.pending is None:
            return set()
        return self.pending.to_act(self)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        assert self.pending is not None
        return self.pending.legal(self, seat)

    def action_to(self, seat: int, action: Action) -> frozenset[int] | None:
        if seat == SYSTEM or self.pending is None:
            return None
        return self.pending.secret_to(self, seat)

    def check(self, seat: int, action: Action) -> None:
        if self._over:
            raise IllegalAction("The game is over.")
        system = seat == SYSTEM and type(seat) is int
        if not system and (not _is_int(seat) or not 0 <= seat < self.n):
            raise IllegalAction("There is no such player.")
        if not _well_formed(action):
            raise IllegalAction("That move is not allowed right now.")
        if system and not isinstance(action, Clock):
            raise IllegalAction("The table itself only moves the clock on.")
        if isinstance(action, Clock) and not system:
            raise IllegalAction("Only the table's clock moves time on.")
        if isinstance(action, Clock):
            if not self.timed:
                raise IllegalAction("Only the Time level has a clock.")
            if isinstance(action.seconds, bool) or not isinstance(action.seconds, int) \
                    or not 1 <= action.seconds <= MAX_CLOCK_STEP:
                raise IllegalAction(f"The clock moves on by 1 to {MAX_CLOCK_STEP} seconds.")
            if self.clock_actions >= MAX_CLOCK_ACTIONS:
                raise IllegalAction("The clock has moved on enough this round: it waits "
                                    "for the next round.")
            return
        p = self.pending
        if p is None:
            raise IllegalAction("It is not your turn yet.")
        if seat not in self.to_act():
            raise IllegalAction(p.waiting(self, seat))
        p.check(self, seat, action)

    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._ev = []
        if isinstance(action, Clock):
            self.clock_actions += 1
            self._tick(action.seconds)
            if self.pending is not None:
                self.pending.time_passed(self)  # a banana may have fallen from its tree
            self._pump()  # (and the match may be stalled now)
        else:
            assert self.pending is not None
            self.pending.apply(self, seat, action)
            self._pump()
        out, self._ev = self._ev, []
        return out

    # ---------------------------------------------------------------- queries
    def hex_options(self) -> list[Hex]:
        """The hexes the pending choice may pick (a move's next hex, where to
        come down, swing or start); [] when it is not a hex choice."""
        p = self.pending
        return list(p.options) if isinstance(p, HexChoice) else []

    def suggested_path(self) -> tuple[Hex, ...]:
        """A sensible way to finish the pending move (its next hex first): one
        ending in a climbable 7nana if any, else one not ending in another
        player's trap, else any full-length one; () if there is no move pending."""
        p = self.pending
        return p.suggested(self) if isinstance(p, PathChoice) else ()

    # ================================================================ the agenda
    def _pump(self) -> None:
        """Run the agenda until a decision waits for a player (forced choices
        make themselves) or the match is over."""
        while not self._over:
            if self._stalled():
                return
            if self.pending is not None:
                if self.pending.auto(self):
                    continue
                return
            if not self.agenda:
                return
            op = self.agenda.pop(0)
            getattr(self, "_op_" + op[0])(*op[1:])

    def _stalled(self) -> bool:
        """End the match at once if no monkey can take the bananas left (`stall`)."""
        why = self.stall()
        if why is None:
            return False
        self._emit("stalled", **why)
        self._finish("stalled")
        return True

    # ---------------------------------------------------------------- round
    def _op_round_start(self) -> None:
        self.round += 1
        self.dice = [[] for _ in range(self.n)]
        self.codes = [self._empty_code() for _ in range(self.n)]
        self.edits = [0] * self.n
        self.clock_actions = 0
        self.locked = set()
        self.revealed = False
        self.nanas = [[] for _ in range(self.n)]
        self._emit("round_start", round=self.round, first=self.first)
        for s in self.order():
            self.dice[s] = [self.rng.die() for _ in range(self.n_dice)]
            self._emit("dice", seat=s, dice=list(self.dice[s]))
        owed, self.returns = self.returns, []
        self.phase = "returns"
        self._push(*[("tree_die", s, "again") for s in owed], ("code",))

    def _op_code(self) -> None:
        self.phase = "code"
        self.pending = CODING

    def _op_reveal(self) -> None:
        self.revealed = True
        self.phase = "run"
        self._emit("codes_revealed", codes=[self.code_json(s) for s in range(self.n)])
        self._push(*[("step", k, s) for k in range(self.n_steps) for s in self.order()],
                   *([("traps",)] if self.has_traps else []), ("round_end",))

    def _op_round_end(self) -> None:
        self.task = None
        on_trees = sum(self.bananas.values())
        self._emit("round_end", round=self.round, on_trees=on_trees, waiting=self.loose,
                   fallen=self.fallen)
        if on_trees == 0 and self.loose == 0:
            self._finish("trees_empty")
            return
        if self.round >= self.opts["max_rounds"]:
            self._finish("round_limit")
            return
        old = self.first
        self.first = (self.first + 1) % self.n
        self._emit("first_player", seat=self.first, previous=old)
        self._push(("round_start",))

    def _finish(self, reason: str) -> None:
        self._over = True
        self.phase = "over"
        self.pending = None
        self.agenda = []
        self.end_reason = reason
        for s in range(self.n):  # the mission bonus is awarded now, at the end
            bonus = self.mission_bonus(s)
            if bonus:
                mission = self.missions[s] or ()
                got = [t for t in self.collected[s] if t in mission]
                self._emit("mission_bonus", seat=s, trees=list(mission), collected=got,
                           in_order=bonus == 3, bonus=bonus)
        self._emit("game_over", reason=reason, scores=self.scores(), winners=self.winners())

    # ================================================================ view
    def code_json(self, seat: int) -> list[dict[str, Any]]:
        return [{"die": d, "value": None if d is None else self.dice[seat][d], "token": t}
                for d, t in self.codes[seat]]

    def pending_json(self, seat: int | None) -> dict[str, Any] | None:
        return None if self.pending is None else self.pending.to_json(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` (None: a spectator) may know, JSON-ready.

        Keys: game, seat, players, seats, names, level, options, phase
        ("setup", "returns", "code", "run", "traps", "over"), round, max_rounds,
        first, order, to_act, turn, pending (the decision asked for: kind, seat and
        its details, hex choices with "options"), running (seat and step being
        run), hexes ([q, r, number, tile]), tiles (placements), grounds (free
        planting grounds while the players lay the jungle, else None), trees
        ([{tree, cell, base, bananas, capacity, monkey}]), monkeys ([{hex, tree,
        carrying, stash, last_tree}]), dice, tokens, steps, codes (a seat's own
        code; everybody's once revealed; else None), code_edits_left (how many
        more times the seat may change its code this round; None for a
        spectator), locked, traps, missions,
        missions_ordered, collected, mission_bonus, rotten (others' rotten trees,
        never your own; None for a spectator), clock, fallen, waiting_bananas,
        bananas_total, scores, over, winners, end_reason ("trees_empty",
        "stalled", "round_limit" or None), machine (the public agenda and
        bookkeeping that `sample_state` rebuilds a state from).
        """
        me = seat if seat is not None and 0 <= seat < self.n else None
        j = self.jungle
        show_all = self.revealed or self._over
        return {
            "game": "bananas",
            "seat": me,
            "players": self.n,
            "seats": list(self.setup.seats),
            "names": seat_names(self.n),
            "level": self.level,
            "options": dict(self.opts),
            "phase": self.phase,
            "round": self.round,
            "max_rounds": self.opts["max_rounds"],
            "first": self.first,
            "order": self.order(),
            "to_act": sorted(self.to_act()),
            "turn": self.pending.seat if self.pending else None,
            "pending": self.pending_json(me),
            "running": dict(self.task) if self.task else None,
            "hexes": [[h.q, h.r, v, j.tile_at[h]] for h, v in sorted(j.numbers.items())],
            "tiles": [p.to_json() for p in j.placements],
            "trees": [{"tree": t, "cell": hx(j.trees[t]),
                       "base": [hx(h) for h in j.base_of_cell(j.trees[t])],
                       "bananas": self.bananas[t], "capacity": self.capacity[t],
                       "monkey": next((s for s, m in enumerate(self.monkeys) if m.tree == t),
                                      None)}
                      for t in self.tree_ids if t in j.trees],
            "grounds": [hx(h) for h in j.planting_grounds()] if not j.frozen else None,
            "monkeys": [m.to_json() for m in self.monkeys],
            "dice": [list(d) for d in self.dice],
            "tokens": list(self.tokens),
            "steps": self.n_steps,
            "codes": [self.code_json(s) if (show_all or s == me) else None
                      for s in range(self.n)],
            "code_edits_left": None if me is None else MAX_CODE_EDITS - self.edits[me],
            "locked": [s in self.locked for s in range(self.n)],
            "traps": [hx(t) for t in self.traps],
            "missions": [list(m) if m else None for m in self.missions],
            "missions_ordered": [s in self.ordered for s in range(self.n)]
            if self.missions_on else None,
            "collected": [list(c) for c in self.collected],
            "mission_bonus": [self.mission_bonus(s) for s in range(self.n)],
            "rotten": [t if (me is not None and s != me) else None
                       for s, t in enumerate(self.rotten)] if self.magic else None,
            "clock": self.clock if self.timed else None,
            "fallen": self.fallen,
            "waiting_bananas": self.loose,
            "bananas_total": self.total,
            "scores": self.scores(),
            "over": self._over,
            "winners": self.winners(),
            "end_reason": self.end_reason,
            # what the match does next, all public (for determinizing bots and tools)
            "machine": {
                "agenda": [list(op) for op in self.agenda],
                "task": dict(self.task) if self.task else None,
                "returns": list(self.returns),
                "nanas": [[hx(h) for h in x] for x in self.nanas],
                "revealed": self.revealed,
                "ordered": sorted(self.ordered),
                "pile": len(self.pile),
                "total": self.total,
                "tree_ids": list(self.tree_ids),
                "clock_actions": self.clock_actions,
                "relays": self.relays,
            },
        }


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _well_formed(action: Action) -> bool:
    """One of our actions, its fields of the right types (a log may be edited)."""
    if type(action) not in CODEC.classes:
        return False
    for name in field_names(type(action)):
        v = getattr(action, name)
        if name == "token":
            ok = isinstance(v, str)
        elif name == "trees":
            ok = isinstance(v, tuple) and all(_is_int(t) for t in v)
        else:
            ok = _is_int(v)
        if not ok:
            return False
    return True


def new_match(setup: Setup, maps: MapSource | None = None) -> BananasState:
    """A new match; `maps` reads a curated jungle when the set-up names one."""
    if setup.game != "bananas":
        raise BadSetup(f"this is the Going Bananas rules module, not {setup.game!r}")
    return BananasState.new(setup, maps)


def max_actions(setup: Setup) -> int:
    """No match may take more actions than this (the rules make sure of it).

    Set-up: the players lay the jungle at most MAX_RELAYS times (8 tiles at
    most each; then the game lays it), plant at most 6 trees, place the
    monkeys, pick rotten trees and order missions (one action each per player),
    and the clock may act MAX_CLOCK_ACTIONS times before round 1.

    A round (at most `max_rounds`):
    * the tree die for bananas waiting: one 2-player tree choice per banana
      (never more than the bananas in the game);
    * coding: MAX_CODE_EDITS changes per player, then Done;
    * running, per player: without a Loop each step runs once; a Loop (one
      token) replays the steps before it, so at most 2 x steps - 2 steps run
      (never more than 2 x steps). A step is at most 6 hexes chosen one by one
      and a climb decision, then a rotten-tree pick and a tree choice (a rotten
      climb) or a tree choice (a trap: no climb from a trap); or one landing
      (Down, Swing, a die down). A broken Loop adds one tree choice;
    * one trap decision per player;
    * level 7: MAX_CLOCK_ACTIONS clock actions."""
    opts = effective(setup)
    n = setup.players
    level = opts["level"]
    steps = steps_for(level)
    timed = level >= 7
    bananas = sum(TREE_CAPACITY.values())  # as many as any match holds
    clock = MAX_CLOCK_ACTIONS if timed else 0
    per_step = 6 + 1 + 2
    loop = 1 if "loop" in tokens_for(level) else 0
    setup_actions = MAX_RELAYS * 8 + 6 + 3 * n + clock
    per_round = (bananas + n * (MAX_CODE_EDITS + 1) + n * (2 * steps * per_step + loop)
                 + n + clock)
    return setup_actions + opts["max_rounds"] * per_round
