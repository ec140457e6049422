"""BananasState: a match of Going Bananas.

The match is a small machine driven by an *agenda*: a list of plain-data
operations (roll the dice, run step 2 of seat 1, end the round...) that
`_pump` executes in order until one of them needs a player's decision (the
`pending` dict) or the match is over. A player's action resolves the pending
decision and pumps again. Everything is plain data, so `clone()` is cheap and
exact.

Phases: "setup" (jungle, monkeys, rotten trees, missions), "returns" (tree
die for lost bananas), "code" (everyone codes in secret at once), "run"
(steps run in order), "traps" (end of round), "over". The set-up operations
live in setup_phase.py, the running ones in running.py (path search in
paths.py); this module holds the protocol (who acts, legal actions, reasons,
apply), the agenda, the round and the views. See docs/rules/bananas.md for
the rules and rulings and docs/log-format.md (Going Bananas) for the events.
"""
from __future__ import annotations

import copy
import dataclasses
from dataclasses import dataclass
from typing import Any, Iterable, Sequence

from game.core.actions import Action
from game.core.errors import BadSetup, IllegalAction
from game.core.events import Event, event
from game.core.hexgrid import Hex
from game.core.rng import MatchRng
from game.core.seats import SYSTEM, seat_names
from game.core.spec import MapSource
from game.core.state import Setup, State

from .actions import (CODEC, DOWN, LOCK, LOOP, NO_TRAP, STAY, SWING, TOKENS, ChooseTree, ClearStep,
                      Climb, Clock, LayTile, LockCode, MoveTo, NoTrap, OrderMissions,
                      PickRotten, PlaceDie, PlaceMonkey, PlaceToken, PlaceTrap, PlantTree,
                      StayDown, move_to)
from .jungle import Jungle, Placement, generate, hx
from .options import dice_for, effective, steps_for, tokens_for
from .running import Running
from .setup_phase import SetupPhase
from .tiles import TREE_CAPACITY, trees_for

MIN_PLAYERS, MAX_PLAYERS = 2, 4
MAX_CLOCK_STEP = 3600

# pending decisions whose only answer is a hex: auto-resolved when there is one choice
_HEX_CHOICES = ("place", "path", "down", "swing")


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


class BananasState(SetupPhase, Running, State):
    CODEC = CODEC

    # ================================================================ build
    def __init__(self, setup: Setup, jungle: Jungle | None = None,
                 opts: dict[str, Any] | None = None, maps: MapSource | None = None):
        n = setup.players
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise BadSetup(f"Going Bananas needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}.")
        self.setup = setup
        self.opts = effective(setup) if opts is None else dict(opts)
        self.level: int = self.opts["level"]
        self.n = n
        self.rng = MatchRng(setup.seed)
        self.lay_by_players = jungle is None and self.opts["jungle"] == "players"
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
        self.jungle = jungle
        self.pile: list[int] = []  # tiles still face down (players lay the jungle)
        self.tree_ids: tuple[int, ...] = trees_for(n)
        self.capacity = {t: TREE_CAPACITY[t] for t in self.tree_ids}
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
        self.codes: list[list[list[Any]]] = [self._empty_code() for _ in range(n)]
        self.locked: set[int] = set()
        self.revealed = False
        self.returns: list[int] = []   # seats owed a tree-die roll next round
        self.loose = 0                 # bananas on their way back through the tree die
        self.agenda: list[tuple] = []
        self.pending: dict[str, Any] | None = None
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
        self.fallen = 0
        self.opening: list[Event] = []
        self._ev: list[Event] = []

    def _empty_code(self) -> list[list[Any]]:
        return [[None, None] for _ in range(self.n_steps)]

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
        st.pending = {"kind": "code"}
        return st

    # ================================================================ helpers
    def order(self) -> list[int]:
        """Seats in playing order this round, first player first."""
        return [(self.first + i) % self.n for i in range(self.n)]

    def _emit(self, kind: str, to: Iterable[int] | None = None, **data: Any) -> None:
        self._ev.append(event(kind, to=to, **data))

    def occupied(self, but: int | None = None) -> set[Hex]:
        return {m.hex for s, m in enumerate(self.monkeys) if m.hex is not None and s != but}

    def tree_taken(self, tree: int, but: int | None = None) -> bool:
        return any(m.tree == tree for s, m in enumerate(self.monkeys) if s != but)

    def number(self, h: Hex) -> int:
        return self.jungle.numbers[h]

    def bananas_accounted(self) -> int:
        """Bananas on trees + held + stashed + waiting for the tree die + fallen (== total)."""
        return (sum(self.bananas.values())
                + sum(1 for m in self.monkeys if m.carrying is not None)
                + sum(m.stash for m in self.monkeys) + self.loose + self.fallen)

    def left_of(self, seat: int) -> int:
        """The player to a seat's left: the next seat (the marker passes this way)."""
        return (seat + 1) % self.n

    def opp_traps(self, seat: int) -> frozenset[Hex]:
        return frozenset(t for s, t in enumerate(self.traps) if t is not None and s != seat)

    def mission_bonus(self, seat: int) -> int:
        """+1 when all three mission trees were collected from, +3 when in order."""
        mission = self.missions[seat]
        if not mission:
            return 0
        got = [t for t in self.collected[seat] if t in mission]
        if len(got) < len(mission):
            return 0
        return 3 if tuple(got) == tuple(mission) else 1

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
        if self.pending["kind"] == "code":
            return set(range(self.n)) - self.locked
        if self.pending["kind"] == "missions":
            return set(range(self.n)) - self.ordered
        return {self.pending["seat"]}

    # ---------------------------------------------------------------- legal
    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        p = self.pending
        assert p is not None
        kind = p["kind"]
        if kind == "code":
            return self._coding_actions(seat)
        if kind in _HEX_CHOICES:
            return [move_to(h) if kind != "place" else PlaceMonkey(h.q, h.r)
                    for h in self._hex_options()]
        if kind == "climb":
            return [Climb(t) for t in p["trees"]] + [STAY]
        if kind == "tree":
            return [ChooseTree(t) for t in p["trees"]]
        if kind == "trap":
            return [PlaceTrap(h.q, h.r) for h in p["options"]] + [NO_TRAP]
        if kind == "missions":
            return [OrderMissions(o) for o in _orders(self.missions[seat] or ())]
        if kind == "rotten":
            return [PickRotten(t) for t in self.tree_ids]
        if kind == "tile":
            return [LayTile(pl.rotation, pl.at.q, pl.at.r) for pl in p["options"]]
        if kind == "plant":
            return [PlantTree(h.q, h.r) for h in p["options"]]
        return []  # pragma: no cover

    def _coding_actions(self, seat: int) -> list[Action]:
        code = self.codes[seat]
        used_dice = {d for d, _ in code if d is not None}
        free_dice = [i for i in range(len(self.dice[seat])) if i not in used_dice]
        placed = [t for _, t in code if t is not None]
        free_tokens = [tok for tok in dict.fromkeys(self.tokens)
                       if placed.count(tok) < self.tokens.count(tok)]
        out: list[Action] = []
        for k, (d, t) in enumerate(code):
            if d is None and t not in (DOWN, LOOP):
                out += [PlaceDie(k, i) for i in free_dice]
        for k, (d, t) in enumerate(code):
            if t is None:
                out += [PlaceToken(k, tok) for tok in free_tokens
                        if (d is None or tok == SWING) and not (tok == LOOP and k == 0)]
        out += [ClearStep(k) for k, (d, t) in enumerate(code) if d is not None or t is not None]
        out.append(LOCK)
        return out

    def _token_left(self, seat: int, tok: str) -> bool:
        placed = sum(1 for _, t in self.codes[seat] if t == tok)
        return placed < self.tokens.count(tok)

    # ---------------------------------------------------------------- check
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
            return
        p = self.pending
        if seat not in self.to_act() or p is None:
            if p is not None and p["kind"] == "code" and seat in self.locked:
                raise IllegalAction("Your code is locked for this round.")
            raise IllegalAction("It is not your turn yet.")
        kind = p["kind"]
        if kind == "code":
            self._check_coding(seat, action)
            return
        if kind == "place":
            if not isinstance(action, PlaceMonkey):
                raise IllegalAction("First put your monkey on the path.")
            h = action.hex
            if h not in self.jungle.numbers:
                raise IllegalAction("Monkeys start on a hex of the jungle path.")
            if self.number(h) != p["die"]:
                raise IllegalAction(f"You rolled a {p['die']}: pick a hex showing {p['die']}.")
            if h in self.occupied(seat):
                raise IllegalAction("Another monkey is already on that hex.")
            return
        if kind == "climb":
            if isinstance(action, StayDown):
                return
            if not isinstance(action, Climb):
                raise IllegalAction("Climb the tree or stay where you are.")
            if action.tree not in p["trees"]:
                raise IllegalAction(f"You can't climb tree {action.tree} from here now.")
            return
        if kind == "trap":
            if isinstance(action, NoTrap):
                return
            if not isinstance(action, PlaceTrap):
                raise IllegalAction("Place your trap, or leave it off the path.")
            if action.hex not in p["options"]:
                raise IllegalAction(self._why_not_trap(seat, action.hex))
            return
        if kind == "tile":
            if not isinstance(action, LayTile):
                raise IllegalAction("Lay the tile you drew first.")
            pl = Placement(p["tile"], action.rotation % 6, Hex(action.q, action.r))
            if pl not in p["options"]:
                err = self.jungle.placement_error(pl)
                raise IllegalAction(err or "Leave room for the trees: put this last tile "
                                           "where enough planting grounds stay free.")
            return
        if kind == "plant":
            if not isinstance(action, PlantTree):
                raise IllegalAction(f"Plant tree {p['tree']} first.")
            if action.hex not in p["options"]:
                raise IllegalAction(self.jungle.plant_error(p["tree"], action.hex)
                                    or "Pick a free planting ground.")
            return
        if kind == "missions":
            if not isinstance(action, OrderMissions):
                raise IllegalAction("Put your three mission trees in order first.")
            mine = self.missions[seat] or ()
            if sorted(action.trees) != sorted(mine) or len(action.trees) != len(mine):
                raise IllegalAction(f"Order your own mission trees: "
                                    f"{', '.join(map(str, sorted(mine)))}.")
            return
        if kind == "rotten":
            if not isinstance(action, PickRotten):
                raise IllegalAction("Pick a rotten tree for the player on your right.")
            if action.tree not in self.tree_ids:
                raise IllegalAction(f"There is no tree {action.tree} in this game.")
            return
        if kind == "tree":
            if not isinstance(action, ChooseTree):
                raise IllegalAction("Pick a tree for the banana.")
            if action.tree not in self.tree_ids:
                raise IllegalAction(f"There is no tree {action.tree} in this game.")
            if action.tree not in p["trees"]:
                raise IllegalAction(f"Tree {action.tree} is full.")
            return
        # a hex choice: path, down, swing
        if not isinstance(action, MoveTo):
            raise IllegalAction({"path": "Move your monkey one hex at a time.",
                                 "down": "Pick the hex your monkey climbs down to.",
                                 "swing": "Pick the hex your monkey swings to."}[kind])
        if action.hex not in self._hex_options():
            raise IllegalAction(self._why_not_hex(action.hex))

    def _check_coding(self, seat: int, a: Action) -> None:
        code = self.codes[seat]
        if isinstance(a, LockCode):
            return
        if not isinstance(a, (PlaceDie, PlaceToken, ClearStep)):
            raise IllegalAction("Everyone is coding now: finish your code first.")
        if not 0 <= a.step < self.n_steps:
            raise IllegalAction(f"Your code has steps 1 to {self.n_steps}.")
        d, t = code[a.step]
        if isinstance(a, ClearStep):
            if d is None and t is None:
                raise IllegalAction(f"Step {a.step + 1} is already empty.")
            return
        if isinstance(a, PlaceDie):
            if not 0 <= a.die < len(self.dice[seat]):
                raise IllegalAction(f"You have {len(self.dice[seat])} dice.")
            if any(dd == a.die for dd, _ in code):
                raise IllegalAction("That die is already on your code: clear its step first.")
            if d is not None:
                raise IllegalAction(f"Step {a.step + 1} already holds a die.")
            if t == DOWN:
                raise IllegalAction("A die can't go on a Down token.")
            if t == LOOP:
                raise IllegalAction("A die can't go on a Loop token.")
            return
        # PlaceToken
        if a.token not in TOKENS:
            raise IllegalAction("The tokens are Down, Swing and Loop.")
        if a.token not in self.tokens:
            raise IllegalAction(f"There is no {a.token.title()} token at this level.")
        if t is not None:
            raise IllegalAction(f"Step {a.step + 1} already holds a token.")
        if d is not None and a.token != SWING:
            raise IllegalAction("Only a Swing token can go under a die.")
        if a.token == LOOP and a.step == 0:
            raise IllegalAction("Loop repeats the steps before it, so it can't be step 1.")
        if not self._token_left(seat, a.token):
            raise IllegalAction(f"Your {a.token.title()} token is already on your code: "
                                f"clear its step first.")

    def _why_not_trap(self, seat: int, h: Hex) -> str:
        if h not in self.jungle.numbers:
            return "Traps go on hexes of the jungle path."
        if h in self.occupied():
            return "A trap can't go on a hex with a monkey."
        if h in self.opp_traps(seat):
            return "Another trap is already there."
        if h == self.traps[seat]:
            return "A trap can't stay in the same place two rounds in a row."
        if self.traps[seat] is None:
            return ("Your trap goes where you made a 7nana this round, "
                    "or on a hex with the same number.")
        return ("Move your trap to where you made a 7nana this round, "
                "or to a hex with the same number as now.")

    def _why_not_hex(self, h: Hex) -> str:
        p = self.pending
        assert p is not None
        if h not in self.jungle.numbers:
            return "That is not a hex of the jungle path."
        if h in self.occupied(p["seat"]):
            return "Another monkey is on that hex."
        if h in self.opp_traps(p["seat"]) and p["kind"] != "path":
            return "Your monkey can't land in another player's trap."
        if p["kind"] == "path":
            cur = p["path"][-1]
            if h in p["path"]:
                return "A monkey can't cross the same hex twice in one move."
            if h not in self.jungle.adj.get(cur, ()):
                if p["swing"] and self.jungle.trees_at.get(cur):
                    return "That hex is not next to your monkey, and no swing reaches it."
                return "Your monkey moves one hex at a time: pick a hex next to it."
            return (f"From there your monkey could not finish moving "
                    f"{p['target']} hexes: pick another hex.")
        if p["kind"] == "down":
            if p["by"] == "die":
                return (f"Your die shows {p['die']}: climb down to a free hex at the tree's foot "
                        f"showing {p['die']}.")
            return "Climb down to a free hex at the foot of your tree."
        return "A swing lands on a free hex at the foot of the tree (or of a tree next to it)."

    # ---------------------------------------------------------------- apply
    def _apply(self, seat: int, action: Action) -> list[Event]:
        self._ev = []
        if isinstance(action, Clock):
            self._tick(action.seconds)
            out, self._ev = self._ev, []
            return out
        p = self.pending
        assert p is not None
        kind = p["kind"]
        if kind == "tile":
            assert isinstance(action, LayTile)
            self.pending = None
            pl = Placement(p["tile"], action.rotation % 6, Hex(action.q, action.r))
            self.jungle.place(pl)
            self._emit("tile_laid", seat=seat, tile=pl.tile, rotation=pl.rotation, at=hx(pl.at),
                       hexes=[[c.q, c.r, v] for c, v in zip(pl.cells(), pl.numbers())])
        elif kind == "plant":
            assert isinstance(action, PlantTree)
            self.pending = None
            self.jungle.plant(p["tree"], action.hex)
            self._emit("tree_planted", seat=seat, tree=p["tree"], cell=hx(action.hex),
                       base=[hx(h) for h in self.jungle.base_of_cell(action.hex)])
        elif kind == "trap":
            self.pending = None
            self._set_trap(seat, action.hex if isinstance(action, PlaceTrap) else None)
        elif kind == "missions":
            assert isinstance(action, OrderMissions)
            self.missions[seat] = tuple(action.trees)
            self.ordered.add(seat)
            self._emit("missions_ordered", seat=seat, trees=list(action.trees))
            if len(self.ordered) == self.n:
                self.pending = None
        elif kind == "rotten":
            assert isinstance(action, PickRotten)
            self.pending = None
            owner = p["owner"]
            self.rotten[owner] = action.tree
            self._emit("rotten_picked", to=[s for s in range(self.n) if s != owner],
                       owner=owner, by=seat, tree=action.tree)
            self._emit("rotten_set", owner=owner, by=seat)
        elif kind == "code":
            self._apply_coding(seat, action)
        elif kind == "place":
            assert isinstance(action, PlaceMonkey)
            self.pending = None
            self._put_monkey(seat, action.hex)
        elif kind == "climb":
            self.pending = None
            if isinstance(action, Climb):
                self._climb(seat, action.tree, p)
            else:
                self._emit("7nana", seat=seat, die=p["die"], hex=hx(p["hex"]),
                           number=p["number"], sum=p["die"] + p["number"], trees=list(p["trees"]),
                           result="stayed")
        elif kind == "tree":
            assert isinstance(action, ChooseTree)
            self.pending = None
            self._return_to(seat, action.tree)
        else:
            assert isinstance(action, MoveTo)
            self._hex_choice(action.hex)
        self._pump()
        out, self._ev = self._ev, []
        return out

    def _apply_coding(self, seat: int, a: Action) -> None:
        code = self.codes[seat]
        if isinstance(a, LockCode):
            self.locked.add(seat)
            self._emit("code_locked", seat=seat)
            if len(self.locked) == self.n:
                self.pending = None
                self.agenda[0:0] = [("reveal",)]
            return
        if isinstance(a, ClearStep):
            code[a.step] = [None, None]
        elif isinstance(a, PlaceDie):
            code[a.step][0] = a.die
        elif isinstance(a, PlaceToken):
            code[a.step][1] = a.token
        self._emit("coded", to=[seat], seat=seat, code=self.code_json(seat))

    # ================================================================ the agenda
    def _pump(self) -> None:
        while not self._over:
            if self.pending is not None:
                if self.pending["kind"] in _HEX_CHOICES:
                    opts = self._hex_options()
                    if len(opts) == 1:  # a forced choice: make it
                        if self.pending["kind"] == "place":
                            seat = self.pending["seat"]
                            self.pending = None
                            self._put_monkey(seat, opts[0])
                        else:
                            self._hex_choice(opts[0])
                        continue
                return
            if not self.agenda:
                return
            op = self.agenda.pop(0)
            getattr(self, "_op_" + op[0])(*op[1:])

    def _push(self, *ops: tuple) -> None:
        self.agenda[0:0] = list(ops)

    # ---------------------------------------------------------------- round
    def _op_round_start(self) -> None:
        self.round += 1
        self.dice = [[] for _ in range(self.n)]
        self.codes = [self._empty_code() for _ in range(self.n)]
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
        self.pending = {"kind": "code"}

    def _op_reveal(self) -> None:
        self.revealed = True
        self.phase = "run"
        self._emit("codes_revealed", codes=[self.code_json(s) for s in range(self.n)])
        self._push(*[("step", k, s) for k in range(self.n_steps) for s in self.order()],
                   *([("traps",)] if self.has_traps else []), ("round_end",))

    def _op_round_end(self) -> None:
        self.task = None
        on_trees = sum(self.bananas.values())
        self._emit("round_end", round=self.round, on_trees=on_trees, waiting=self.loose)
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
        self._emit("game_over", reason=reason, scores=self.scores(), winners=self.winners())

    # ================================================================ view
    def code_json(self, seat: int) -> list[dict[str, Any]]:
        return [{"die": d, "value": None if d is None else self.dice[seat][d], "token": t}
                for d, t in self.codes[seat]]

    def pending_json(self, seat: int | None) -> dict[str, Any] | None:
        p = self.pending
        if p is None:
            return None
        if p["kind"] in ("code", "missions"):
            return {"kind": p["kind"], "seats": sorted(self.to_act())}
        out: dict[str, Any] = {}
        for k, v in p.items():
            if isinstance(v, Hex):
                v = hx(v)
            elif k == "options" and p["kind"] == "tile":
                v = [pl.to_json() for pl in v]
            elif k in ("path", "options"):
                v = [hx(h) for h in v]
            out[k] = v
        if p["kind"] in _HEX_CHOICES:
            out["options"] = [hx(h) for h in self._hex_options()]
        return out

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
        code; everybody's once revealed; else None), locked, traps, missions,
        missions_ordered, collected, mission_bonus, rotten (others' rotten trees,
        never your own; None for a spectator), clock, fallen, waiting_bananas,
        bananas_total, scores, over, winners, end_reason, machine (the public
        agenda and bookkeeping that `sample_state` rebuilds a state from).
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
            "turn": self.pending.get("seat") if self.pending else None,
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
            },
        }

    # ================================================================ clone
    def clone(self) -> "BananasState":
        twin = copy.copy(self)
        twin.rng = copy.deepcopy(self.rng)
        twin.jungle = copy.deepcopy(self.jungle)  # the same object once frozen
        twin.pile = list(self.pile)
        twin.bananas = dict(self.bananas)
        twin.monkeys = [copy.copy(m) for m in self.monkeys]
        twin.dice = [list(d) for d in self.dice]
        twin.codes = [[list(s) for s in c] for c in self.codes]
        twin.locked = set(self.locked)
        twin.returns = list(self.returns)
        twin.agenda = list(self.agenda)
        twin.pending = copy.deepcopy(self.pending)
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


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _well_formed(action: Action) -> bool:
    """One of our actions, its fields of the right types (a log may be edited)."""
    if type(action) not in CODEC.by_kind.values():
        return False
    for f in dataclasses.fields(action):  # type: ignore[arg-type]
        v = getattr(action, f.name)
        if f.name == "token":
            ok = isinstance(v, str)
        elif f.name == "trees":
            ok = isinstance(v, tuple) and all(_is_int(t) for t in v)
        else:
            ok = _is_int(v)
        if not ok:
            return False
    return True


def _orders(trees: Sequence[int]) -> list[tuple[int, ...]]:
    from itertools import permutations
    return sorted(set(permutations(trees)))


def new_match(setup: Setup, maps: MapSource | None = None) -> BananasState:
    """A new match; `maps` reads a curated jungle when the set-up names one."""
    if setup.game != "bananas":
        raise BadSetup(f"this is the Going Bananas rules module, not {setup.game!r}")
    return BananasState.new(setup, maps)


def max_actions(setup: Setup) -> int:
    """No match may take more actions than this. Set-up: laying tiles, planting,
    placing monkeys, rotten picks, missions. A round: coding (each die and token
    placed, maybe cleared and placed again, then Done), every hex of every move
    (loops replay), climbs, traps, tree-die choices and the clock."""
    opts = effective(setup)
    n = setup.players
    steps, dice = steps_for(opts["level"]), dice_for(opts["level"])
    coding = 4 * (steps + dice + 3) + 1
    running = steps * steps * (6 + 4) + 10
    per_round = n * (coding + running + 4) + 64
    return 200 + 20 * n + opts["max_rounds"] * per_round
