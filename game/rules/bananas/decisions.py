"""The decisions a Going Bananas match waits for, one typed class each.

The match waits for at most one decision at a time (`state.pending`), in the
spirit of boardgame.io's stages: each decision knows

* who answers it: `to_act(st)` (everyone still coding, say, or one seat);
* its answers: `legal(st, seat)`;
* why an answer is refused: `check(st, seat, action)` raises IllegalAction
  with a sentence a child can read;
* what an answer does: `apply(st, seat, action)`; it replaces `st.pending`
  (with None, or the next decision: one more hex of a move) and the state's
  agenda then carries on (state.py);
* how it looks to the players: `to_json(st)`, the view's "pending", and how
  to rebuild it from that JSON: `from_json(st, d)` (sampling.py).

A decision is an immutable value: answering it replaces it, never changes
it, so a clone of the state shares it (bots clone states thousands of times).
Hex choices carry their options, worked out once when they are asked.

| kind     | class              | who            | answered with               |
|----------|--------------------|----------------|-----------------------------|
| code     | Coding             | all not locked | PlaceDie, PlaceToken, ClearStep, LockCode |
| missions | OrderingMissions   | all not done   | OrderMissions               |
| place    | PlaceMonkeyChoice  | one seat       | PlaceMonkey                 |
| path     | PathChoice         | the mover      | MoveTo (one hex at a time)  |
| down     | DownChoice         | the climber    | MoveTo                      |
| swing    | SwingChoice        | the swinger    | MoveTo                      |
| climb    | ClimbChoice        | after a 7nana  | Climb, StayDown             |
| tree     | TreeChoice         | 2 players, a 6 | ChooseTree                  |
| trap     | TrapChoice         | end of round   | PlaceTrap, NoTrap           |
| rotten   | RottenPick         | the left seat  | PickRotten                  |
| tile     | TileChoice         | players lay    | LayTile                     |
| plant    | PlantChoice        | players plant  | PlantTree                   |
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from itertools import permutations
from typing import TYPE_CHECKING, Any, ClassVar, Mapping

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.hexgrid import Hex

from . import paths
from .actions import (DOWN, LOCK, LOOP, NO_TRAP, STAY, SWING, TOKENS, ChooseTree, ClearStep,
                      Climb, LayTile, LockCode, MoveTo, NoTrap, OrderMissions, PickRotten,
                      PlaceDie, PlaceMonkey, PlaceToken, PlaceTrap, PlantTree, StayDown, move_to)
from .jungle import Placement, hx
from .options import MAX_CODE_EDITS

if TYPE_CHECKING:
    from .state import BananasState
    from .table import Table


def _json(v: Any) -> Any:
    """A decision's field as JSON: hexes as [q, r], tile placements as objects."""
    if isinstance(v, Hex):
        return hx(v)
    if isinstance(v, Placement):
        return v.to_json()
    if isinstance(v, (tuple, list)):
        return [_json(x) for x in v]
    return v


def _hexes(d: Any) -> tuple[Hex, ...]:
    return tuple(Hex(int(h[0]), int(h[1])) for h in d)


class Decision:
    """What the match waits for (abstract). Subclasses are frozen dataclasses
    whose fields, in order, are the JSON of the view's "pending"."""

    __slots__ = ()
    KIND: ClassVar[str] = ""
    FIELDS: ClassVar[tuple[str, ...]] = ()  # the dataclass fields, in order (set below)
    __dataclass_fields__: ClassVar[dict[str, Any]]  # (every decision is a dataclass)
    seat: int | None  # the one seat deciding; None when everyone decides at once

    def to_act(self, st: BananasState) -> set[int]:
        """The seats that must answer (the protocol's `to_act`)."""
        assert self.seat is not None
        return {self.seat}

    def waiting(self, st: BananasState, seat: int) -> str:
        """Why `seat`, not one of `to_act`, may not act now."""
        return "It is not your turn yet."

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        raise NotImplementedError

    def check(self, st: BananasState, seat: int, action: Action) -> None:
        """Raise IllegalAction, with the reason, unless `action` answers this."""
        raise NotImplementedError

    def apply(self, st: BananasState, seat: int, action: Action) -> None:
        """Carry out a checked answer; replaces `st.pending`."""
        raise NotImplementedError

    def auto(self, st: BananasState) -> bool:
        """Answer by itself when the answer is forced (ruling 7); True if it did."""
        return False

    def secret_to(self, st: BananasState, seat: int) -> frozenset[int] | None:
        """Who may see an answer (the State's `action_to`): None, everyone."""
        return None

    def time_passed(self, st: BananasState) -> None:
        """The clock moved on and bananas may have fallen (Time level)."""

    def to_json(self, st: BananasState) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.KIND}
        for name in self.FIELDS:
            out[name] = _json(getattr(self, name))
        return out

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        """The decision shown as `d` in a view, on a state rebuilt from that view."""
        raise NotImplementedError

    # Read-only dict-style access for callers written against the old pending dict
    # (p["kind"], p.get("seat")); new code reads the attributes.
    def __getitem__(self, key: str) -> Any:
        if key == "kind":
            return self.KIND
        if key in self.FIELDS:
            return getattr(self, key)
        raise KeyError(key)

    def get(self, key: str, default: Any = None) -> Any:
        try:
            return self[key]
        except KeyError:
            return default

    def __contains__(self, key: object) -> bool:
        return key == "kind" or key in self.FIELDS


def decision_from_json(st: BananasState, d: Mapping[str, Any] | None) -> Decision | None:
    """The decision a view's "pending" shows, rebuilt on `st` (see sampling.py)."""
    if d is None:
        return None
    return BY_KIND[d["kind"]].from_json(st, d)


# The coding answers, each made once: a coder's legal actions list dozens of
# them at every edit, and a frozen dataclass is slow to build. (Only values
# that can be listed come here: a few steps, dice and tokens.)
_MADE: dict[tuple, Action] = {}


def _made(cls: type, *fields: Any) -> Any:
    key = (cls, *fields)
    got = _MADE.get(key)
    if got is None:
        got = _MADE[key] = cls(*fields)
    return got


_DIE_ROWS: dict[tuple[int, int], tuple[Action, ...]] = {}
# Coding.legal's answers by (code, number of dice, tokens)
_CODING_ANSWERS: dict[tuple, tuple[Action, ...]] = {}


def _die_row(k: int, n: int) -> tuple[Action, ...]:
    """PlaceDie(k, i) for each of n dice: every die step k may take."""
    row = _DIE_ROWS.get((k, n))
    if row is None:
        row = _DIE_ROWS[(k, n)] = tuple(_made(PlaceDie, k, i) for i in range(n))
    return row


# ====================================================================== everyone at once
@dataclass(frozen=True, slots=True)
class Coding(Decision):
    """Everyone codes at once, in secret: dice and tokens on the code steps,
    then Done (LockCode). Each die and token goes on one step at most; a die
    never on Down or Loop; only a Swing goes under a die; Loop is never step 1.
    A player changes their code (places a die or token, clears a step) at most
    MAX_CODE_EDITS times a round; then only Done is left."""

    KIND: ClassVar[str] = "code"
    seat: None = None

    def to_act(self, st: BananasState) -> set[int]:
        return set(range(st.n)) - st.locked

    def secret_to(self, st: BananasState, seat: int) -> frozenset[int] | None:
        return frozenset([seat])  # a code stays the coder's until the steps run

    def waiting(self, st: BananasState, seat: int) -> str:
        if seat in st.locked:
            return "Your code is locked for this round."
        return Decision.waiting(self, st, seat)

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        if st.edits[seat] >= MAX_CODE_EDITS:
            return [LOCK]
        code = st.codes[seat]
        n_dice = len(st.dice[seat])
        # The answers depend on the code, the number of dice and the tokens
        # alone, and a coder comes back to the same code again and again
        # (every round starts empty; steps are cleared and filled): kept
        # outside the state, so that nothing a state holds changes by asking.
        key = (tuple(map(tuple, code)), n_dice, tuple(st.tokens))
        got = _CODING_ANSWERS.get(key)
        if got is None:
            if len(_CODING_ANSWERS) > 4096:
                _CODING_ANSWERS.clear()
            got = _CODING_ANSWERS[key] = tuple(self._answers(code, n_dice, tuple(st.tokens)))
        return list(got)

    @staticmethod
    def _answers(code: list, n_dice: int, tokens: tuple[str, ...]) -> list[Action]:
        used_dice = {d for d, _ in code if d is not None}
        free_dice = [i for i in range(n_dice) if i not in used_dice]
        placed = [t for _, t in code if t is not None]
        free_tokens = [tok for tok in dict.fromkeys(tokens)
                       if placed.count(tok) < tokens.count(tok)]
        out: list[Action] = []
        for k, (d, t) in enumerate(code):
            if d is None and t not in (DOWN, LOOP):
                row = _die_row(k, n_dice)
                out += [row[i] for i in free_dice]
        for k, (d, t) in enumerate(code):
            if t is None:
                out += [_made(PlaceToken, k, tok) for tok in free_tokens
                        if (d is None or tok == SWING) and not (tok == LOOP and k == 0)]
        out += [_made(ClearStep, k) for k, (d, t) in enumerate(code)
                if d is not None or t is not None]
        out.append(LOCK)
        return out

    def check(self, st: BananasState, seat: int, a: Action) -> None:
        code = st.codes[seat]
        if isinstance(a, LockCode):
            return
        if not isinstance(a, (PlaceDie, PlaceToken, ClearStep)):
            raise IllegalAction("Everyone is coding now: finish your code first.")
        if st.edits[seat] >= MAX_CODE_EDITS:
            raise IllegalAction(f"You have changed your code {MAX_CODE_EDITS} times this "
                                f"round: press Done.")
        if not 0 <= a.step < st.n_steps:
            raise IllegalAction(f"Your code has steps 1 to {st.n_steps}.")
        d, t = code[a.step]
        if isinstance(a, ClearStep):
            if d is None and t is None:
                raise IllegalAction(f"Step {a.step + 1} is already empty.")
            return
        if isinstance(a, PlaceDie):
            if not 0 <= a.die < len(st.dice[seat]):
                raise IllegalAction(f"You have {len(st.dice[seat])} dice.")
            if any(dd == a.die for dd, _ in code):
                raise IllegalAction("That die is already on your code: clear its step first.")
            if d is not None:
                raise IllegalAction(f"Step {a.step + 1} already holds a die.")
            if t == DOWN:
                raise IllegalAction("A die can't go on a Down token.")
            if t == LOOP:
                raise IllegalAction("A die can't go on a Loop token.")
            return
        if a.token not in TOKENS:
            raise IllegalAction("The tokens are Down, Swing and Loop.")
        if a.token not in st.tokens:
            raise IllegalAction(f"There is no {a.token.title()} token at this level.")
        if t is not None:
            raise IllegalAction(f"Step {a.step + 1} already holds a token.")
        if d is not None and a.token != SWING:
            raise IllegalAction("Only a Swing token can go under a die.")
        if a.token == LOOP and a.step == 0:
            raise IllegalAction("Loop repeats the steps before it, so it can't be step 1.")
        placed = sum(1 for _, tt in code if tt == a.token)
        if placed >= st.tokens.count(a.token):
            raise IllegalAction(f"Your {a.token.title()} token is already on your code: "
                                f"clear its step first.")

    def apply(self, st: BananasState, seat: int, a: Action) -> None:
        code = st.codes[seat]
        if isinstance(a, LockCode):
            st.locked.add(seat)
            st._emit("code_locked", seat=seat)
            if len(st.locked) == st.n:  # everyone is done: codes turn face up
                st.pending = None
                st._push(("reveal",))
            return
        st.edits[seat] += 1
        if isinstance(a, ClearStep):
            code[a.step] = [None, None]
        elif isinstance(a, PlaceDie):
            code[a.step][0] = a.die
        elif isinstance(a, PlaceToken):
            code[a.step][1] = a.token
        st._emit("coded", to=[seat], seat=seat, code=st.code_json(seat))

    def to_json(self, st: BananasState) -> dict[str, Any]:
        return {"kind": self.KIND, "seats": sorted(st.to_act())}

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return CODING


@dataclass(frozen=True, slots=True)
class OrderingMissions(Decision):
    """Everyone puts their three mission trees in order at once, before round 1."""

    KIND: ClassVar[str] = "missions"
    seat: None = None

    def to_act(self, st: BananasState) -> set[int]:
        return set(range(st.n)) - st.ordered

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        trees = st.missions[seat] or ()
        return [OrderMissions(o) for o in sorted(set(permutations(trees)))]

    def check(self, st: BananasState, seat: int, action: Action) -> None:
        if not isinstance(action, OrderMissions):
            raise IllegalAction("Put your three mission trees in order first.")
        mine = st.missions[seat] or ()
        if sorted(action.trees) != sorted(mine) or len(action.trees) != len(mine):
            raise IllegalAction(f"Order your own mission trees: "
                                f"{', '.join(map(str, sorted(mine)))}.")

    def apply(self, st: BananasState, seat: int, action: Action) -> None:
        assert isinstance(action, OrderMissions)
        st.missions[seat] = tuple(action.trees)
        st.ordered.add(seat)
        st._emit("missions_ordered", seat=seat, trees=list(action.trees))
        if len(st.ordered) == st.n:
            st.pending = None

    def to_json(self, st: BananasState) -> dict[str, Any]:
        return {"kind": self.KIND, "seats": sorted(st.to_act())}

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return ORDERING_MISSIONS


CODING = Coding()
ORDERING_MISSIONS = OrderingMissions()


# ====================================================================== hex choices
def _why_not_hex(st: BananasState, seat: int, h: Hex, lands: bool) -> str | None:
    """What is wrong with `h` for any monkey (a swing or a drop also never lands
    in another player's trap); None if nothing general."""
    if h not in st.jungle.numbers:
        return "That is not a hex of the jungle path."
    if h in st.occupied(seat):
        return "Another monkey is on that hex."
    if lands and h in st.opp_traps(seat):
        return "Your monkey can't land in another player's trap."
    return None


class HexChoice(Decision):
    """A decision answered by picking one of `options` (hexes, sorted). With a
    single option it answers itself (ruling 7)."""

    __slots__ = ()
    seat: int
    options: tuple[Hex, ...]
    ASK: ClassVar[str] = ""  # the sentence for an answer that is not a hex

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        return [move_to(h) for h in self.options]

    def check(self, st: BananasState, seat: int, action: Action) -> None:
        if not isinstance(action, MoveTo):
            raise IllegalAction(self.ASK)
        if action.hex not in self.options:
            raise IllegalAction(self.why_not(st, action.hex))

    def apply(self, st: BananasState, seat: int, action: Action) -> None:
        assert isinstance(action, (MoveTo, PlaceMonkey))
        self.pick(st, action.hex)

    def auto(self, st: BananasState) -> bool:
        if len(self.options) != 1:
            return False
        self.pick(st, self.options[0])
        return True

    def pick(self, st: BananasState, h: Hex) -> None:
        raise NotImplementedError

    def why_not(self, st: BananasState, h: Hex) -> str:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class PlaceMonkeyChoice(HexChoice):
    """Set-up: put your monkey on a free hex showing the number you rolled."""

    KIND: ClassVar[str] = "place"
    seat: int
    die: int
    options: tuple[Hex, ...]

    @classmethod
    def ask(cls, st: BananasState, seat: int, die: int) -> PlaceMonkeyChoice:
        occ = st.occupied(seat)
        return cls(seat, die, tuple(h for h, v in sorted(st.jungle.numbers.items())
                                    if v == die and h not in occ))

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        return [PlaceMonkey(h.q, h.r) for h in self.options]

    def check(self, st: BananasState, seat: int, action: Action) -> None:
        if not isinstance(action, PlaceMonkey):
            raise IllegalAction("First put your monkey on the path.")
        h = action.hex
        if h not in st.jungle.numbers:
            raise IllegalAction("Monkeys start on a hex of the jungle path.")
        if st.number(h) != self.die:
            raise IllegalAction(f"You rolled a {self.die}: pick a hex showing {self.die}.")
        if h in st.occupied(seat):
            raise IllegalAction("Another monkey is already on that hex.")

    def pick(self, st: BananasState, h: Hex) -> None:
        st.pending = None
        st.monkeys[self.seat].hex = h
        st._emit("monkey_placed", seat=self.seat, hex=hx(h), number=st.number(h))

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return cls.ask(st, d["seat"], d["die"])


@dataclass(frozen=True, slots=True)
class PathChoice(HexChoice):
    """A die's move, one hex at a time: `path` so far (its start first), `target`
    hexes in all (the die, or the longest legal move when the die is impossible;
    never fewer by choice: another player's trap is entered only as the last
    hex). `swing`: a Swing under the die, not used yet; `swung`: the tree it
    went through. The options are the hexes from which the move can still end
    properly."""

    KIND: ClassVar[str] = "path"
    ASK: ClassVar[str] = "Move your monkey one hex at a time."
    seat: int
    step: int
    die: int
    target: int
    path: tuple[Hex, ...]
    swing: bool
    swung: int | None
    options: tuple[Hex, ...]

    @classmethod
    def ask(cls, st: Table, seat: int, step: int, die: int, target: int,
            path: tuple[Hex, ...], swing: bool, swung: int | None) -> PathChoice:
        opts = paths.next_hexes(st.jungle, list(path), target, st.occupied(seat),
                                st.opp_traps(seat), swing)
        return cls(seat, step, die, target, path, swing, swung, tuple(opts))

    def pick(self, st: BananasState, h: Hex) -> None:
        seat = self.seat
        cur = self.path[-1]
        walk = h in st.jungle.adj[cur]
        via, swing, swung = None, self.swing, self.swung
        if not walk:  # the one swing of this move
            swing = False
            via = swung = paths.swing_trees(st.jungle, cur, h, single=True)[0]
        path = self.path + (h,)
        st.monkeys[seat].hex = h
        st._emit("move", seat=seat, **{"from": hx(cur)}, hex=hx(h), number=st.number(h),
                 swing=not walk, tree=via)
        if len(path) - 1 >= self.target:  # done (a trap is only ever the last hex)
            st.pending = None
            st._end_move(seat, self.step, self.die, self.target, len(path) - 1)
        else:
            st.pending = PathChoice.ask(st, seat, self.step, self.die, self.target, path,
                                        swing, swung)

    def why_not(self, st: BananasState, h: Hex) -> str:
        general = _why_not_hex(st, self.seat, h, lands=False)
        if general:
            return general
        cur = self.path[-1]
        if h in self.path:
            return "A monkey can't cross the same hex twice in one move."
        if h not in st.jungle.adj.get(cur, ()):
            if self.swing and st.jungle.trees_at.get(cur):
                return "That hex is not next to your monkey, and no swing reaches it."
            return "Your monkey moves one hex at a time: pick a hex next to it."
        if h in st.opp_traps(self.seat):
            return (f"Your monkey can move all {self.target} hexes without stopping in that "
                    f"trap: pick another hex.")
        return (f"From there your monkey could not finish moving "
                f"{self.target} hexes: pick another hex.")

    def suggested(self, st: BananasState) -> tuple[Hex, ...]:
        """A sensible way to finish this move, as the hexes still to enter (the
        first is one of `options`), the first found of: a full-length move
        ending where the monkey may climb a tree (`climbable`); one not ending
        in another player's trap; any (every move goes its full `target`)."""
        seat = self.seat
        traps = st.opp_traps(seat)
        ranked: list[tuple[Hex, ...]] = [(), ()]  # safe, any
        for rest in paths.finishes(st.jungle, list(self.path), self.target,
                                   st.occupied(seat), traps, self.swing):
            end = rest[-1]
            if st.climbable(seat, end, self.die)[0]:
                return rest
            if end not in traps and not ranked[0]:
                ranked[0] = rest
            if not ranked[1]:
                ranked[1] = rest
        return next((r for r in ranked if r), ())

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return cls.ask(st, d["seat"], d["step"], d["die"], d["target"], _hexes(d["path"]),
                       d["swing"], d["swung"])


@dataclass(frozen=True, slots=True)
class DownChoice(HexChoice):
    """Coming down from a tree to a free base hex: `by` a Down token, or by a
    die whose number the hex must show."""

    KIND: ClassVar[str] = "down"
    ASK: ClassVar[str] = "Pick the hex your monkey climbs down to."
    seat: int
    step: int
    by: str          # "token" or "die"
    die: int | None  # the die's value when `by` is "die"
    options: tuple[Hex, ...]

    @classmethod
    def ask(cls, st: BananasState, seat: int, step: int, by: str,
            die: int | None) -> DownChoice:
        return cls(seat, step, by, die, tuple(st.down_hexes(seat, die)))

    def pick(self, st: BananasState, h: Hex) -> None:
        st.pending = None
        m = st.monkeys[self.seat]
        tree = m.tree
        m.tree = None
        m.hex = h
        st._emit("down", seat=self.seat, tree=tree, hex=hx(h), number=st.number(h), by=self.by,
                 die=self.die)
        if m.carrying is not None:  # only now is the banana the player's
            t = m.carrying
            m.carrying = None
            m.stash += 1
            st._emit("stash", seat=self.seat, tree=t, stash=m.stash)

    def why_not(self, st: BananasState, h: Hex) -> str:
        general = _why_not_hex(st, self.seat, h, lands=True)
        if general:
            return general
        if self.by == "die":
            return (f"Your die shows {self.die}: climb down to a free hex at the tree's foot "
                    f"showing {self.die}.")
        return "Climb down to a free hex at the foot of your tree."

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return cls.ask(st, d["seat"], d["step"], d["by"], d["die"])


@dataclass(frozen=True, slots=True)
class SwingChoice(HexChoice):
    """A lone Swing: where to land (a free base hex of this tree or a linked one)."""

    KIND: ClassVar[str] = "swing"
    ASK: ClassVar[str] = "Pick the hex your monkey swings to."
    seat: int
    step: int
    options: tuple[Hex, ...]

    @classmethod
    def ask(cls, st: BananasState, seat: int, step: int) -> SwingChoice:
        return cls(seat, step, tuple(st.swing_hexes(seat)))

    def pick(self, st: BananasState, h: Hex) -> None:
        st.pending = None
        m = st.monkeys[self.seat]
        frm = m.hex
        assert frm is not None
        m.hex = h
        st._emit("swing", seat=self.seat, step=self.step, **{"from": hx(frm)}, hex=hx(h),
                 number=st.number(h), trees=paths.swing_trees(st.jungle, frm, h))

    def why_not(self, st: BananasState, h: Hex) -> str:
        return (_why_not_hex(st, self.seat, h, lands=True)
                or "A swing lands on a free hex at the foot of the tree (or of a tree next to it).")

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return cls.ask(st, d["seat"], d["step"])


# ====================================================================== one seat, other answers
@dataclass(frozen=True, slots=True)
class ClimbChoice(Decision):
    """After a 7nana (`die` + the `number` of `hex` is 7): climb one of `trees`
    (those `climbable` allows) or stay on the hex."""

    KIND: ClassVar[str] = "climb"
    seat: int
    step: int
    die: int
    hex: Hex
    number: int
    trees: tuple[int, ...]

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        return [*(Climb(t) for t in self.trees), STAY]

    def check(self, st: BananasState, seat: int, action: Action) -> None:
        if isinstance(action, StayDown):
            return
        if not isinstance(action, Climb):
            raise IllegalAction("Climb the tree or stay where you are.")
        if action.tree not in self.trees:
            raise IllegalAction(f"You can't climb tree {action.tree} from here now.")

    def apply(self, st: BananasState, seat: int, action: Action) -> None:
        st.pending = None
        if not isinstance(action, Climb):
            st._emit("7nana", seat=seat, die=self.die, hex=hx(self.hex), number=self.number,
                     sum=self.die + self.number, trees=list(self.trees), result="stayed")
            return
        tree = action.tree
        m = st.monkeys[seat]
        st._emit("7nana", seat=seat, die=self.die, hex=hx(self.hex), number=self.number,
                 sum=self.die + self.number, tree=tree, result="climbed")
        st.nanas[seat].append(self.hex)
        m.hex = None
        m.tree = tree
        m.carrying = tree
        m.last_tree = tree
        st.bananas[tree] -= 1
        if tree not in st.collected[seat]:
            st.collected[seat].append(tree)
        st._emit("climb", seat=seat, tree=tree, left=st.bananas[tree])
        if st.magic and st.rotten[seat] == tree:
            # the banana is rotten: it goes back through the tree die, and the
            # player on the left marks a new rotten tree
            m.carrying = None
            st.loose += 1
            st._emit("rotten", seat=seat, tree=tree)
            st._push(("tree_die", seat, "rotten"), ("rotten_pick", seat))

    def time_passed(self, st: BananasState) -> None:
        """A banana that fell from a tree offered here cancels that climb (ruling 16)."""
        gone = [t for t in self.trees if st.bananas[t] == 0]
        for t in gone:
            st._emit("7nana", seat=self.seat, die=self.die, hex=hx(self.hex),
                     number=self.number, sum=7, tree=t, result="denied", reason="no_banana")
        left = tuple(t for t in self.trees if t not in gone)
        st.pending = dataclasses.replace(self, trees=left) if left else None

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return cls(d["seat"], d["step"], d["die"], Hex(*d["hex"]), d["number"], tuple(d["trees"]))


@dataclass(frozen=True, slots=True)
class TreeChoice(Decision):
    """The tree die showed 6 with 2 players: the loser of the banana puts it on
    any tree with room."""

    KIND: ClassVar[str] = "tree"
    seat: int
    trees: tuple[int, ...]

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        return [ChooseTree(t) for t in self.trees]

    def check(self, st: BananasState, seat: int, action: Action) -> None:
        if not isinstance(action, ChooseTree):
            raise IllegalAction("Pick a tree for the banana.")
        if action.tree not in st.tree_ids:
            raise IllegalAction(f"There is no tree {action.tree} in this game.")
        if action.tree not in self.trees:
            raise IllegalAction(f"Tree {action.tree} is full.")

    def apply(self, st: BananasState, seat: int, action: Action) -> None:
        assert isinstance(action, ChooseTree)
        st.pending = None
        st._return_to(seat, action.tree)

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return cls(d["seat"], tuple(d["trees"]))


@dataclass(frozen=True, slots=True)
class TrapChoice(Decision):
    """End of round (Traps): put the trap on one of `options`, or leave it off."""

    KIND: ClassVar[str] = "trap"
    seat: int
    options: tuple[Hex, ...]

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        return [*(PlaceTrap(h.q, h.r) for h in self.options), NO_TRAP]

    def check(self, st: BananasState, seat: int, action: Action) -> None:
        if isinstance(action, NoTrap):
            return
        if not isinstance(action, PlaceTrap):
            raise IllegalAction("Place your trap, or leave it off the path.")
        if action.hex not in self.options:
            raise IllegalAction(self.why_not(st, action.hex))

    def why_not(self, st: BananasState, h: Hex) -> str:
        seat = self.seat
        if h not in st.jungle.numbers:
            return "Traps go on hexes of the jungle path."
        if h in st.occupied():
            return "A trap can't go on a hex with a monkey."
        if h in st.opp_traps(seat):
            return "Another trap is already there."
        if h == st.traps[seat]:
            return "A trap can't stay in the same place two rounds in a row."
        if st.traps[seat] is None:
            return ("Your trap goes where you made a 7nana this round, "
                    "or on a hex with the same number.")
        return ("Move your trap to where you made a 7nana this round, "
                "or to a hex with the same number as now.")

    def apply(self, st: BananasState, seat: int, action: Action) -> None:
        st.pending = None
        h = action.hex if isinstance(action, PlaceTrap) else None
        cur = st.traps[seat]
        st.traps[seat] = h
        if h is None and cur is None:
            st._emit("trap", seat=seat, hex=None, number=None, previous=None, reason="kept")
            return
        st._emit("trap", seat=seat, hex=hx(h), number=None if h is None else st.number(h),
                 previous=hx(cur), reason="removed" if h is None else
                 ("moved" if cur is not None else "placed"))

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return cls(d["seat"], tuple(st.trap_options(d["seat"])))


@dataclass(frozen=True, slots=True)
class RottenPick(Decision):
    """Magic cards: `seat` secretly marks the rotten tree of `owner`, the player
    on their right."""

    KIND: ClassVar[str] = "rotten"
    seat: int
    owner: int

    def secret_to(self, st: BananasState, seat: int) -> frozenset[int] | None:
        return frozenset(s for s in range(st.n) if s != self.owner)  # as rotten_picked

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        return [PickRotten(t) for t in st.tree_ids]

    def check(self, st: BananasState, seat: int, action: Action) -> None:
        if not isinstance(action, PickRotten):
            raise IllegalAction("Pick a rotten tree for the player on your right.")
        if action.tree not in st.tree_ids:
            raise IllegalAction(f"There is no tree {action.tree} in this game.")

    def apply(self, st: BananasState, seat: int, action: Action) -> None:
        assert isinstance(action, PickRotten)
        st.pending = None
        owner = self.owner
        st.rotten[owner] = action.tree
        st._emit("rotten_picked", to=[s for s in range(st.n) if s != owner],
                 owner=owner, by=seat, tree=action.tree)
        st._emit("rotten_set", owner=owner, by=seat)

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return cls(d["seat"], d["owner"])


@dataclass(frozen=True, slots=True)
class TileChoice(Decision):
    """The players lay the jungle: lay the drawn `tile` in one of `options`."""

    KIND: ClassVar[str] = "tile"
    seat: int
    tile: int
    options: tuple[Placement, ...]

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        return [LayTile(pl.rotation, pl.at.q, pl.at.r) for pl in self.options]

    def check(self, st: BananasState, seat: int, action: Action) -> None:
        if not isinstance(action, LayTile):
            raise IllegalAction("Lay the tile you drew first.")
        pl = self.placement(action)
        if pl not in self.options:
            err = st.jungle.placement_error(pl)
            raise IllegalAction(err or "Leave room for the trees: put this last tile "
                                       "where enough planting grounds stay free.")

    def placement(self, action: LayTile) -> Placement:
        return Placement(self.tile, action.rotation % 6, Hex(action.q, action.r))

    def apply(self, st: BananasState, seat: int, action: Action) -> None:
        assert isinstance(action, LayTile)
        st.pending = None
        pl = self.placement(action)
        st.jungle.place(pl)
        st._emit("tile_laid", seat=seat, tile=pl.tile, rotation=pl.rotation, at=hx(pl.at),
                 hexes=[[c.q, c.r, v] for c, v in zip(pl.cells(), pl.numbers())])

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return cls(d["seat"], d["tile"], tuple(st.tile_options(d["tile"])))


@dataclass(frozen=True, slots=True)
class PlantChoice(Decision):
    """The players plant the trees: plant `tree` on one of the free planting grounds."""

    KIND: ClassVar[str] = "plant"
    seat: int
    tree: int
    options: tuple[Hex, ...]

    def legal(self, st: BananasState, seat: int) -> list[Action]:
        return [PlantTree(h.q, h.r) for h in self.options]

    def check(self, st: BananasState, seat: int, action: Action) -> None:
        if not isinstance(action, PlantTree):
            raise IllegalAction(f"Plant tree {self.tree} first.")
        if action.hex not in self.options:
            raise IllegalAction(st.jungle.plant_error(self.tree, action.hex)
                                or "Pick a free planting ground.")

    def apply(self, st: BananasState, seat: int, action: Action) -> None:
        assert isinstance(action, PlantTree)
        st.pending = None
        st.jungle.plant(self.tree, action.hex)
        st._emit("tree_planted", seat=seat, tree=self.tree, cell=hx(action.hex),
                 base=[hx(h) for h in st.jungle.base_of_cell(action.hex)])

    @classmethod
    def from_json(cls, st: BananasState, d: Mapping[str, Any]) -> Decision:
        return cls(d["seat"], d["tree"], tuple(st.jungle.free_grounds()))


ALL_DECISIONS: tuple[type[Decision], ...] = (
    Coding, OrderingMissions, PlaceMonkeyChoice, PathChoice, DownChoice, SwingChoice,
    ClimbChoice, TreeChoice, TrapChoice, RottenPick, TileChoice, PlantChoice)
BY_KIND: dict[str, type[Decision]] = {c.KIND: c for c in ALL_DECISIONS}
for _cls in ALL_DECISIONS:
    _cls.FIELDS = tuple(f.name for f in dataclasses.fields(_cls))
