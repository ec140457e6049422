"""Treefort Nations: the match state (set-up, turns of two monkeys, actions, attacks).

  set-up   coin piles on every grid (scattered, placed by the players, or
           scattered and the grids dealt); then each player puts four
           monkeys on their own grid, one at a time round the table
  a turn   up to two different monkeys, one after the other: each may walk
           (roll, then up to that many squares) and take one action (cut,
           build a catapult or a platform, demolish, attack), in either
           order, never walk-act-walk; any part may be passed. A turn spent
           entirely on a new monkey (fewer than four) places it on a
           non-platform square of your territory.
  attacks  on a platform: its defender may brace it with the monkeys on it
           (each monkey once per turn), then the hit roll (roll - modifier
           > 0) and the damage roll (damage - sturdiness > 0); a destroyed
           platform takes its monkeys and catapults with it. On a monkey
           outside forts: a 6 hits; a rider's catapult breaks on a 5, both
           go on a 6.
  the end  every tree cut or under a platform; or one player left (they
           win outright); or 10 full rounds with no cut, build, demolish or
           attack; or the safety stop. Most platform squares in forts you
           control wins; ties share.

Everything on the table is public: there is nothing to hide in a view.
"""
from __future__ import annotations

import copy
from typing import Any, Mapping

from game.core.errors import BadSetup, IllegalAction
from game.core.events import Event, event
from game.core.grid import Cell, ORIENTATIONS, placements, squares_between
from game.core.rng import MatchRng
from game.core.seats import seat_names
from game.core.state import Option, Setup, State

from .actions import (CODEC, Attack, Brace, Catapult, Cut, Demolish, Ditch, Done, PlaceCoin,
                      PlaceMonkey, Platform, Recruit, Roll, Use, Walk)
from .board import PLATFORM, TREE, Board, Monkey
from .setup import PILES, PLACEMENTS, coin_pile, deal_grids, neutral_blocks, scatter
from .shots import CATAPULT_HIT, MONKEY_HIT, platform_destroyed, platform_hit
from .trees import carry, lumber

MIN_PLAYERS, MAX_PLAYERS = 2, 8
MONKEYS = 4
STALL_ROUNDS = 10          # full rounds without a cut, build, demolish or attack end the match
SAFETY_ROUNDS = 300        # a bound on every match (far beyond a real one)
CHOICES = (Cut, Catapult, Demolish, Attack)  # a monkey's own action, checked one kind at a time
PLACE, MONKEYS_PHASE, PLAY, OVER = "coins", "monkeys", "play", "over"
DONE, ROLL = Done(), Roll()   # made once: listed in nearly every turn's legal actions
_MADE: dict[tuple[type, tuple[int, int]], Any] = {}


def _made(cls: type, xy: tuple[int, int]) -> Any:
    """A square's PlaceCoin, PlaceMonkey or Recruit, made once (the set-up lists
    every free square at every placement)."""
    got = _MADE.get((cls, xy))
    if got is None:
        if len(_MADE) > 50_000:  # a bound, should odd squares be asked
            _MADE.clear()
        got = _MADE[(cls, xy)] = cls(xy)
    return got

OPTIONS: tuple[Option, ...] = (
    Option("coins", "Coins per player", "How many trees each grid starts with: 4, 8, 12 or 16.",
           choices=PILES, default=12),
    Option("placement", "Placing the trees",
           "Random; placed by the players themselves; or random and then the grids dealt "
           "out at random.", choices=PLACEMENTS, default="random"),
)


def effective(setup: Setup) -> dict[str, Any]:
    asked = setup.options()
    known = {o.name: o for o in OPTIONS}
    for name, value in asked.items():
        if name not in known:
            raise BadSetup(f"Treefort Nations has no setting {name!r}.")
        if value not in known[name].choices:
            raise BadSetup(f"{known[name].label} can't be {value!r}.")
    return {o.name: asked.get(o.name, o.default) for o in OPTIONS}


def _sq(cell: Cell) -> tuple[int, int]:
    return (cell.x, cell.y)


class TreefortState(State):
    CODEC = CODEC

    def __init__(self, setup: Setup, owner: Mapping[Cell, int | None]):
        self.setup = setup
        self.opts = effective(setup)
        self.n = setup.players
        self.rng = MatchRng(setup.seed)
        self.board = Board(dict(owner))
        self._sort_owners()
        self.phase = PLACE
        self.turn = 0
        self.to_place: list[list[str]] = [[] for _ in range(self.n)]   # coins still in hand
        self.current: int | None = None         # the monkey taken up
        self.used: list[int] = []               # monkeys done this turn
        self.moved = self.acted = False
        self.roll: int | None = None            # rolled, not walked yet
        self.braced: set[int] = set()           # monkeys that braced this turn
        self.pending: dict[str, Any] | None = None  # an attack waiting for its defender
        self.out: list[int] = []
        self.turns = 0
        self.quiet_turns = 0                    # whole turns since the last cut, build, demolish, attack
        self.busy = False                       # this turn had a cut, build, demolish or attack
        self._winners: list[int] = []
        self.end_reason: str | None = None
        self.last_round = False                 # the trees ran out: this round is the last
        self.opening: list[Event] = []

    # ------------------------------------------------------------ setting up
    @classmethod
    def new(cls, setup: Setup, owner: Mapping[Cell, int | None]) -> TreefortState:
        if not MIN_PLAYERS <= setup.players <= MAX_PLAYERS:
            raise BadSetup(f"Treefort Nations is for {MIN_PLAYERS}-{MAX_PLAYERS} players.")
        seats = {v for v in owner.values() if v is not None}
        if seats != set(range(setup.players)):
            raise BadSetup("The layout does not give every player one territory.")
        s = cls(setup, owner)
        ev: list[Event] = []
        grids = s.grids()
        pile = coin_pile(s.opts["coins"])
        if s.opts["placement"] == "dealt":
            deal = deal_grids({seat: grids[seat] for seat in range(s.n)}, s.rng)
            s.board.owner = {c: (deal[o] if o is not None else None)
                             for c, o in s.board.owner.items()}
            ev.append(event("grids_dealt", grids=[deal[seat] for seat in range(s.n)]))
            s._sort_owners()
            grids = s.grids()
        for key, cells in grids.items():
            if key is None:
                for block in neutral_blocks(cells):      # every neutral grid gets a pile
                    s.board.coins.update(scatter(block, pile, s.rng))
            elif s.opts["placement"] != "strategic":
                s.board.coins.update(scatter(cells, pile, s.rng))
            else:
                s.to_place[key] = list(pile)
        ev.append(event("trees", trees=[[c.x, c.y, coin] for c, coin in
                                        sorted(s.board.coins.items())]))
        s.phase = PLACE if any(s.to_place) else MONKEYS_PHASE
        ev.append(event("phase", phase=s.phase))
        s.opening = ev
        return s

    def grids(self) -> dict[int | None, list[Cell]]:
        """Each territory's squares (None: all neutral squares, grid by grid)."""
        out: dict[int | None, list[Cell]] = {}
        for c, o in sorted(self.board.owner.items()):
            out.setdefault(o, []).append(c)
        return out

    # ------------------------------------------------------------ results
    @property
    def over(self) -> bool:
        return self.phase == OVER

    def winners(self) -> list[int]:
        return list(self._winners)

    def scores(self) -> list[float]:
        return [float(self.board.fort_squares(s)) for s in range(self.n)]

    # ------------------------------------------------------------ who acts
    def to_act(self) -> set[int]:
        if self.over:
            return set()
        if self.pending is not None:
            return {self.pending["defender"]}
        return {self.turn}

    def alive(self) -> list[int]:
        return [s for s in range(self.n) if s not in self.out]

    def free_squares(self, seat: int, trees_ok: bool = True) -> list[Cell]:
        return [Cell(x, y) for x, y in self._free_xy(seat, trees_ok)]

    def _free_xy(self, seat: int, trees_ok: bool = True) -> list[tuple[int, int]]:
        """free_squares as plain (x, y) tuples: what the actions hold."""
        taken = {m.cell for m in self.board.monkeys.values()} | self.board.covered() \
            | self.board.sleeves
        coins = self.board.coins
        return [(x, y) for x, y, o in self._owner_rows
                if o == seat and (x, y) not in taken and (trees_ok or (x, y) not in coins)]

    def _is_free(self, seat: int, xy: tuple[int, int], trees_ok: bool) -> bool:
        """Whether `xy` is among _free_xy(seat, trees_ok), without listing them."""
        b = self.board
        owner = b.owner.get(xy)  # type: ignore[call-overload]  # (x, y) finds Cell(x, y)
        if owner != seat or xy in b.sleeves or (not trees_ok and xy in b.coins):
            return False
        return xy not in b.covered() and all(m.cell != xy for m in b.monkeys.values())

    # ------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[Any]:
        return self._legal(seat)

    def _legal(self, seat: int, choices: bool = True) -> list[Any]:
        """The legal actions; without the monkey's action choices (cut, build,
        fire...) when `choices` is False, which saves checking an action of
        another kind from listing every platform and target."""
        if seat not in self.to_act():
            return []
        b = self.board
        if self.phase == PLACE:
            return [_made(PlaceCoin, xy) for xy in self._free_xy(seat) if xy not in b.coins]
        if self.phase == MONKEYS_PHASE:
            return [_made(PlaceMonkey, xy) for xy in self._free_xy(seat, trees_ok=False)]
        if self.pending is not None:
            return [Brace(t) for t in self._brace_choices()]
        if self.roll is not None:
            assert self.current is not None
            # b.walks' Walks, from their tuples: path [3], mount_step [6],
            # dismount_step [7]; a Cell is a NamedTuple, so tuple(c) is (c.x, c.y)
            return [Walk(tuple(map(tuple, e[3])), e[7], e[6])
                    for e in b.walk_ends(self.current, self.roll)]
        out = []  # type: list[Any]
        mine = sorted(m.id for m in b.seat_monkeys(seat))
        for mid in mine:
            lum = b.monkeys[mid].lumber
            out += [Ditch(mid, k) for k in range(1, lum + 1)]
        if self.current is None:
            out += [Use(mid) for mid in mine if mid not in self.used]
            if not self.used and len(mine) < MONKEYS:
                out += [_made(Recruit, xy) for xy in self._free_xy(seat)]
            return out + [DONE]
        mid = self.current
        if not self.moved:
            out.append(ROLL)
        if not self.acted and choices:
            out += self._action_choices(mid)
        return out + [DONE]

    def _action_choices(self, mid: int) -> list[Any]:
        b, out = self.board, []  # type: Board, list[Any]
        if b.cut_refusal(mid) is None:
            out.append(Cut())
        if b.catapult_refusal(mid) is None:
            out.append(Catapult())
        if b.demolish_refusal(mid) is None:
            out.append(Demolish())
        if b.kind(b.monkeys[mid].cell) == TREE and b.monkeys[mid].lumber:
            seen = set()
            for name in ORIENTATIONS:
                for shape in placements(name, b.monkeys[mid].cell, b.owner):
                    if shape not in seen and b.platform_refusal(mid, shape) is None:
                        seen.add(shape)
                        out.append(Platform(tuple(_sq(c) for c in sorted(shape))))
        out += [Attack(_sq(c)) for _, c, _ in b.targets(mid)]
        return out

    def _brace_choices(self) -> list[tuple[int, ...]]:
        """Every set of the defender's monkeys that may brace (subsets, in order)."""
        p = self.pending
        assert p is not None
        able = p["able"]
        out: list[tuple[int, ...]] = []
        for mask in range(1 << len(able)):
            out.append(tuple(m for i, m in enumerate(able) if mask >> i & 1))
        return out

    def check(self, seat: int, action: Any) -> None:
        if seat not in self.to_act():
            raise IllegalAction("It is not your turn yet." if not self.over
                                else "The match is over.")
        b = self.board
        if self._plainly_legal(seat, action):
            return
        if isinstance(action, Walk) and self.roll is not None and self.pending is None \
                and self.current is not None:
            # any walk the rules allow, not only the ones legal_actions lists
            why = b.walk_refusal(self.current, self.roll, tuple(Cell(*c) for c in action.path),
                                 action.dismount, action.mount)
            if why is None and -1 <= action.dismount and -1 <= action.mount:
                return
            raise IllegalAction(why or "That walk is not allowed.")
        if isinstance(action, Platform) and self.phase == PLAY and self.pending is None \
                and self.roll is None and self.current is not None and not self.acted:
            why = b.platform_refusal(self.current, {Cell(*c) for c in action.cells})
            if why is None and len(set(action.cells)) == len(action.cells):
                return
            raise IllegalAction(why or "That is not a platform.")
        if isinstance(action, CHOICES):
            if self.phase == PLAY and self.pending is None and self.roll is None \
                    and self.current is not None and not self.acted \
                    and action in self._choices_of_kind(self.current, action):
                return
        elif action in self._legal(seat, choices=False):
            return
        raise IllegalAction(self._why_not(seat, action))

    def _plainly_legal(self, seat: int, a: Any) -> bool:
        """True for a Done, Use, Roll or Ditch that `_legal` lists now, without
        listing it all (free squares to recruit on, every monkey's ditches);
        False says nothing: the full check follows."""
        kind = type(a)
        if kind is PlaceCoin or kind is PlaceMonkey:
            # PlaceCoin: a free square of one's own without a coin (as listed);
            # PlaceMonkey: the same (free squares, trees not allowed)
            return self.phase == (PLACE if kind is PlaceCoin else MONKEYS_PHASE) and \
                type(a.cell) is tuple and self._is_free(seat, a.cell, trees_ok=False)
        if self.phase != PLAY or self.pending is not None or self.roll is not None:
            return False
        if kind is Done:
            return True
        if kind is Roll:
            return self.current is not None and not self.moved
        if kind is Use:
            if self.current is not None or a.monkey in self.used:
                return False
        elif kind is not Ditch:
            return False
        for m in self.board.monkeys.values():
            if m.id == a.monkey and m.seat == seat:
                return kind is Use or 1 <= a.n <= self.board.monkeys[m.id].lumber
        return False

    def _choices_of_kind(self, mid: int, a: Any) -> list[Any]:
        """The monkey's legal action choices of a's kind (as _action_choices lists them)."""
        b = self.board
        if isinstance(a, Attack):
            return [Attack(_sq(c)) for _, c, _ in b.targets(mid)]
        refusal = {Cut: b.cut_refusal, Catapult: b.catapult_refusal,
                   Demolish: b.demolish_refusal}[type(a)]
        return [a] if refusal(mid) is None else []

    def _why_not(self, seat: int, a: Any) -> str:
        b = self.board
        if self.phase in (PLACE, MONKEYS_PHASE):
            return "Put it on an empty square of your own grid."
        if self.pending is not None:
            return "First say which monkeys brace the platform."
        if self.roll is not None:
            if isinstance(a, Walk) and self.current is not None:
                try:
                    path = tuple(Cell(*c) for c in a.path)
                except TypeError:
                    return "That is not a walk."
                why = b.walk_refusal(self.current, self.roll, path, a.dismount, a.mount)
                return why or "That walk is not allowed."
            return "You rolled: walk first (or stay where you are)."
        if isinstance(a, (Use, Ditch)) and getattr(a, "monkey", None) not in {
                m.id for m in b.seat_monkeys(seat)}:
            return "That is not one of your monkeys."
        if isinstance(a, Use):
            return ("That monkey has had its go this turn." if a.monkey in self.used
                    else "Finish with this monkey first.")
        if isinstance(a, Ditch):
            return "That monkey doesn't carry that much lumber."
        if isinstance(a, Recruit):
            if self.used or self.current is not None:
                return "A new monkey takes your whole turn."
            if len(b.seat_monkeys(seat)) >= MONKEYS:
                return "You already have four monkeys."
            return "A new monkey goes on a free square of your territory, not on a platform."
        if self.current is None:
            return "Pick a monkey first."
        mid = self.current
        if isinstance(a, Roll):
            return "This monkey has walked already this turn."
        if self.acted and isinstance(a, (Cut, Catapult, Platform, Demolish, Attack)):
            return "This monkey has taken its action this turn."
        if isinstance(a, Cut):
            return b.cut_refusal(mid) or "Not now."
        if isinstance(a, Catapult):
            return b.catapult_refusal(mid) or "Not now."
        if isinstance(a, Demolish):
            return b.demolish_refusal(mid) or "Not now."
        if isinstance(a, Platform):
            try:
                cells = {Cell(*c) for c in a.cells}
            except TypeError:
                return "That is not a platform."
            return b.platform_refusal(mid, cells) or "Not now."
        if isinstance(a, Attack):
            if not b.monkeys[mid].riding:
                return "Only a monkey in a catapult can fire."
            return "That is not a target in range on a straight line."
        return "That move is not allowed right now."

    # ------------------------------------------------------------ applying
    def _apply(self, seat: int, a: Any) -> list[Event]:
        ev: list[Event] = []
        b = self.board
        if isinstance(a, PlaceCoin):
            coin = self.to_place[seat].pop(0)
            b.coins[Cell(*a.cell)] = coin
            ev.append(event("coin_placed", seat=seat, cell=list(a.cell), coin=coin))
            self._next_setup(ev)
        elif isinstance(a, PlaceMonkey):
            m = Monkey(b.next_id, seat, Cell(*a.cell))
            b.next_id += 1
            b.monkeys[m.id] = m
            ev.append(event("monkey_placed", seat=seat, monkey=m.id, cell=list(a.cell)))
            self._next_setup(ev)
        elif isinstance(a, Brace):
            self._resolve_platform(list(a.monkeys), ev)
        elif isinstance(a, Ditch):
            b.monkeys[a.monkey].lumber -= a.n
            ev.append(event("ditched", seat=seat, monkey=a.monkey, n=a.n,
                            lumber=b.monkeys[a.monkey].lumber))
        elif isinstance(a, Use):
            self.current, self.moved, self.acted = a.monkey, False, False
            ev.append(event("monkey_up", seat=seat, monkey=a.monkey))
        elif isinstance(a, Recruit):
            m = Monkey(b.next_id, seat, Cell(*a.cell))
            b.next_id += 1
            b.monkeys[m.id] = m
            ev.append(event("recruited", seat=seat, monkey=m.id, cell=list(a.cell)))
            self._end_turn(ev)
        elif isinstance(a, Done):
            if self.current is None:
                self._end_turn(ev)
            else:
                self._finish_monkey(ev)
        elif isinstance(a, Roll):
            self.roll = self.rng.die()
            ev.append(event("move_roll", seat=seat, monkey=self.current, roll=self.roll))
        elif isinstance(a, Walk):
            self._walk(seat, a, ev)
        else:
            self._act(seat, a, ev)
        if self.phase == PLAY and not self.over and not self.last_round \
                and self.pending is None and not b.has_trees():
            self.last_round = True
            ev.append(event("last_round", seat=seat, until=min(self.alive())))
        if not self.over and self.phase == PLAY:
            self._check_end(ev)
        return ev

    def _next_setup(self, ev: list[Event]) -> None:
        """The next seat to place a coin or a monkey, round the table."""
        for k in range(1, self.n + 1):
            s = (self.turn + k) % self.n
            if self.phase == PLACE and self.to_place[s]:
                self.turn = s
                return
            if self.phase == MONKEYS_PHASE and len(self.board.seat_monkeys(s)) < MONKEYS:
                self.turn = s
                return
        if self.phase == PLACE:
            self.phase, self.turn = MONKEYS_PHASE, 0
            ev.append(event("phase", phase=self.phase))
            return
        self.phase, self.turn = PLAY, 0
        ev.append(event("phase", phase=self.phase))
        ev.append(event("turn", seat=0, number=1))

    def _walk(self, seat: int, a: Walk, ev: list[Event]) -> None:
        b = self.board
        mid = self.current
        assert mid is not None and self.roll is not None
        m = b.monkeys[mid]
        start = m.cell
        cells = [Cell(*c) for c in a.path]
        route = [start] + cells
        if a.dismount >= 0:
            b.sleeves.add(route[a.dismount])
            m.riding = False
        if a.mount >= 0:
            b.sleeves.discard(route[a.mount])
            m.riding = True
        m.cell = route[-1]
        ev.append(event("walked", seat=seat, monkey=mid, roll=self.roll,
                        path=[[c.x, c.y] for c in route], dismount=a.dismount, mount=a.mount))
        self.roll = None
        self.moved = True
        if self.acted:
            self._finish_monkey(ev)

    def _act(self, seat: int, a: Any, ev: list[Event]) -> None:
        b = self.board
        mid = self.current
        assert mid is not None
        m = b.monkeys[mid]
        self.acted = True
        self.busy = True
        if isinstance(a, Cut):
            coin = b.coins.pop(m.cell)
            kept, ditched = carry(m.lumber, lumber(coin))
            m.lumber = kept
            ev.append(event("cut", seat=seat, monkey=mid, cell=[m.cell.x, m.cell.y], coin=coin,
                            lumber=kept, ditched=ditched))
        elif isinstance(a, Catapult):
            m.lumber -= 2
            m.riding = True
            ev.append(event("catapult_built", seat=seat, monkey=mid, cell=[m.cell.x, m.cell.y],
                            lumber=m.lumber))
        elif isinstance(a, Platform):
            cells = frozenset(Cell(*c) for c in a.cells)
            coins = b.coins_under(cells)
            pid = b.next_id
            b.next_id += 1
            b.platforms[pid] = cells
            m.lumber -= len(cells)
            ev.append(event("platform_built", seat=seat, monkey=mid, platform=pid,
                            cells=[[c.x, c.y] for c in sorted(cells)], coins=coins,
                            lumber=m.lumber))
        elif isinstance(a, Demolish):
            gone_id = b.platform_at(m.cell)
            assert gone_id is not None
            pid = gone_id
            cells = b.platforms.pop(pid)
            gone = sorted(c for c in b.sleeves if c in cells)
            b.sleeves -= set(gone)
            if m.riding:
                m.riding = False
                gone.append(m.cell)
            ev.append(event("demolished", seat=seat, monkey=mid, platform=pid,
                            cells=[[c.x, c.y] for c in sorted(cells)],
                            catapults=[[c.x, c.y] for c in gone]))
        else:
            self._attack(seat, mid, Cell(*a.target), ev)
        if self.moved and self.pending is None and not self.over:
            self._finish_monkey(ev)

    # --- attacks ------------------------------------------------------------------------------
    def _attack(self, seat: int, mid: int, target: Cell, ev: list[Event]) -> None:
        b = self.board
        mod = b.shot_modifier(mid, target)
        assert mod is not None
        pid = b.platform_at(target)
        m = b.monkeys[mid]
        ev.append(event("attack", seat=seat, monkey=mid, target=[target.x, target.y],
                        platform=pid, between=len(squares_between(m.cell, target)),
                        modifier=mod, from_platform=b.kind(m.cell) == PLATFORM))
        if pid is None:
            victim = b.monkey_at(target)
            assert victim is not None
            roll = self.rng.die()
            hit_cat = victim.riding and roll >= CATAPULT_HIT
            hit_monkey = roll >= MONKEY_HIT
            ev.append(event("shot_monkey", roll=roll, monkey=victim.id, seat=victim.seat,
                            riding=victim.riding, catapult_lost=hit_cat, monkey_lost=hit_monkey))
            if hit_cat:
                victim.riding = False
            if hit_monkey:
                del b.monkeys[victim.id]
            self._after_attack(ev)
            return
        on = [o.id for o in b.monkeys.values() if o.cell in b.platforms[pid]]
        defender = b.monkeys[on[0]].seat if on else None
        self.pending = {"attacker": seat, "monkey": mid, "platform": pid, "modifier": mod,
                        "target": [target.x, target.y], "defender": defender,
                        "able": [i for i in sorted(on) if i not in self.braced]}
        if defender is None or not self.pending["able"]:
            self._resolve_platform([], ev)
        else:
            ev.append(event("brace_window", seat=defender, platform=pid,
                            monkeys=list(self.pending["able"])))

    def _resolve_platform(self, braces: list[int], ev: list[Event]) -> None:
        b, p = self.board, self.pending
        assert p is not None
        self.pending = None
        self.braced |= set(braces)
        pid = p["platform"]
        cells = b.platforms[pid]
        roll = self.rng.die()
        hit = platform_hit(roll, p["modifier"])
        sturdy = len(cells) + len(braces)
        damage = self.rng.die() if hit else None
        destroyed = hit and damage is not None and platform_destroyed(damage, sturdy)
        fallen = [o.id for o in b.monkeys.values() if o.cell in cells] if destroyed else []
        lost = sorted(c for c in b.sleeves if c in cells) if destroyed else []
        ev.append(event("shot_platform", platform=pid, roll=roll, modifier=p["modifier"],
                        hit=hit, damage=damage, squares=len(cells), braces=list(braces),
                        sturdiness=sturdy, destroyed=destroyed, fallen=fallen,
                        catapults=[[c.x, c.y] for c in lost]))
        if destroyed:
            del b.platforms[pid]
            b.sleeves -= set(cells)
            for i in fallen:
                del b.monkeys[i]
        self._after_attack(ev)
        if self.moved and not self.over and self.current is not None:
            self._finish_monkey(ev)

    def _after_attack(self, ev: list[Event]) -> None:
        for s in self.alive():
            if not self.board.seat_monkeys(s):
                self.out.append(s)
                ev.append(event("out", seat=s))

    # --- turns --------------------------------------------------------------------------------
    def _finish_monkey(self, ev: list[Event]) -> None:
        if self.current is not None and self.current in self.board.monkeys:
            self.used.append(self.current)
        self.current, self.moved, self.acted, self.roll = None, False, False, None
        if len(self.used) >= 2 or not [m for m in self.board.seat_monkeys(self.turn)
                                       if m.id not in self.used]:
            self._end_turn(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        self.current, self.moved, self.acted, self.roll = None, False, False, None
        self.used = []
        self.braced = set()
        self.turns += 1
        self.quiet_turns = 0 if self.busy else self.quiet_turns + 1
        self.busy = False
        alive = self.alive()
        ev.append(event("turn_end", seat=self.turn))
        if alive:
            for k in range(1, self.n + 1):
                s = (self.turn + k) % self.n
                if s in alive:
                    self.turn = s
                    break
        ev.append(event("turn", seat=self.turn, number=self.turns + 1))

    def _check_end(self, ev: list[Event]) -> None:
        alive = self.alive()
        if len(alive) <= 1:
            self._finish(alive, "last_player", ev)
        elif self.last_round and self.pending is None and self._round_played_out(alive):
            self._finish(None, "trees_gone", ev)
        elif self.quiet_turns >= STALL_ROUNDS * len(alive):
            self._finish(None, "stalled", ev)
        elif self.turns >= SAFETY_ROUNDS * self.n:
            self._finish(None, "safety", ev)

    def _round_played_out(self, alive: list[int]) -> bool:
        """With the trees gone the round is played out (our ruling): the match
        ends as the turn comes back to the first seat still in, so every seat
        has had as many turns as the others. Ending at once left the seats
        after the last cut a turn short, and the last seat won half its share.
        A tree that comes back in that round (its platform shot down) does not
        make it longer: once the last round starts, it is the last."""
        return self.current is None and not self.used and self.turn == min(alive)

    def _finish(self, winners: list[int] | None, reason: str, ev: list[Event]) -> None:
        scores = self.scores()
        if winners is None:
            best = max(scores[s] for s in self.alive()) if self.alive() else 0
            winners = [s for s in self.alive() if scores[s] == best]
        self._winners = sorted(winners)
        self.phase = OVER
        self.pending = None
        self.end_reason = reason
        ev.append(event("game_over", reason=reason, winners=self._winners,
                        scores=[int(x) for x in scores]))

    # ------------------------------------------------------------ viewing
    def _sort_owners(self) -> None:
        """The board's owners in view order, sorted once (they only change when
        the grids are dealt at set-up)."""
        self._owner_rows = tuple((c.x, c.y, o) for c, o in sorted(self.board.owner.items()))

    def view(self, seat: int | None) -> dict[str, Any]:
        b = self.board
        forts = []
        for f in b.forts():
            forts.append({"cells": [[c.x, c.y] for c in sorted(f)], "controller": b.controller(f)})
        return {
            "game": "treefort",
            "seat": seat if seat is not None and 0 <= seat < self.n else None,
            "players": self.n,
            "seats": list(self.setup.seats),
            "names": seat_names(self.n),
            "phase": self.phase,
            "turn": self.turn,
            "turns": self.turns,
            "quiet_turns": self.quiet_turns,
            "last_round": self.last_round,
            "busy": self.busy,
            "owner": [[x, y, o] for x, y, o in self._owner_rows],
            "coins": [[c.x, c.y, coin] for c, coin in sorted(b.coins.items())],
            "platforms": [{"id": pid, "cells": [[c.x, c.y] for c in sorted(cells)]}
                          for pid, cells in sorted(b.platforms.items())],
            "forts": forts,
            "sleeves": [[c.x, c.y] for c in sorted(b.sleeves)],
            "monkeys": [{"id": m.id, "seat": m.seat, "cell": [m.cell.x, m.cell.y],
                         "lumber": m.lumber, "riding": m.riding}
                        for m in sorted(b.monkeys.values(), key=lambda m: m.id)],
            "next_id": b.next_id,
            "to_place": [list(p) for p in self.to_place],
            "current": self.current,
            "used": list(self.used),
            "moved": self.moved,
            "acted": self.acted,
            "roll": self.roll,
            "braced": sorted(self.braced),
            "pending": copy.deepcopy(self.pending),
            "out": list(self.out),
            "scores": [int(x) for x in self.scores()],
            "winners": list(self._winners),
            "over": self.over,
            "end_reason": self.end_reason,
            "options": dict(self.opts),
        }

    def clone(self) -> TreefortState:
        twin = copy.copy(self)
        twin.rng = copy.deepcopy(self.rng)
        twin.board = self.board.clone()
        twin.to_place = [list(p) for p in self.to_place]
        twin.used = list(self.used)
        twin.braced = set(self.braced)
        twin.pending = copy.deepcopy(self.pending)
        twin.out = list(self.out)
        twin._winners = list(self._winners)
        twin.opening = list(self.opening)
        twin.opts = dict(self.opts)
        return twin


def max_actions(setup: Setup) -> int:
    """Set-up (16 coins and 4 monkeys a player at most), then at most
    SAFETY_ROUNDS rounds of turns of two monkeys: each taken up, rolled,
    walked, acting, braced against and finished, plus ditching every lumber
    square the player's monkeys carry (four monkeys, four each) and the end
    of the turn."""
    per_turn = 2 * 6 + MONKEYS * 4 + 1
    return setup.players * (16 + MONKEYS) + SAFETY_ROUNDS * setup.players * per_turn


def sample_state(view: Mapping[str, Any], seat: int | None, rng: Any) -> TreefortState:
    """Nothing on the table is hidden: the state as the view shows it (only the
    dice to come are the bot's own, seeded from its rng)."""
    from .sampling import state_from_view
    return state_from_view(view, rng.randrange(1 << 30))
