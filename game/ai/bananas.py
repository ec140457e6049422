"""Going Bananas bots: random, easy, medium, hard.

Bots see only `(view, legal_actions)` and draw all their randomness from
`bot_rng`. Every decision of every level is handled: set-up (laying tiles,
planting trees, placing the monkey, rotten-tree picks, mission order), the
secret code (a chain of PlaceDie / PlaceToken / ClearStep / LockCode), path
steps, climb or stay, Down and Swing landings, the 2-player tree choice and
traps.

The core is a *solo planner* (`Board`): from one seat's point of view, with
the other monkeys standing still, it searches every code worth trying (dice
and tokens in every order; empty steps only at the end) and, for each code,
every way of running it (path ends, climb or stay, landings, Loop replays and
their cost). A code is worth the best way of running it, because paths are
chosen while the code runs. Positions are scored by the bananas gained, the
mission progress and the chance of a 7nana next round from where the monkey
ends (`pot`), less the bananas left where the monkey by itself could never
take them (`stranded`: so the last bananas are taken in an order that leaves
none behind, and a match does not idle to its round limit).

- random: uniform over legal actions.
- easy: the solo planner over this round only (no look at next round), its
  code values blurred with noise, and a random choice now and then.
- medium: the planner's best few codes, each played out with the real rules
  against a couple of determinized opponents (`sample_state`; their hidden
  codes partly made up at random, partly predicted), shallow.
- hard: more candidates and samples; opponents' codes are predicted by
  running the planner from their seats (dice are public); the round is played
  out with the real rules for every candidate code. While codes run, path
  ends and landings are chosen by the planner over the rest of its own code,
  with the opponents' revealed codes played out too.

Coding is simultaneous: a bot codes from the view at the start of coding
(others' codes are hidden there) and plans once per round; the chain of
small coding actions then follows the plan.

Budgets are counts of work, never time, so a seed gives the same match on
any machine (see `LEVELS`): planner nodes (one node = one code step run from
one situation) for the bot's own code and for each opponent's predicted code,
candidate codes and samples, and a rollout budget (`Work`: ROLLOUT_ACTION
units per action played in a played-out round, plus the planner nodes the
bot's own policy expands there). Long rounds (many players, many code steps)
get fewer candidates and samples, and the rollout budget stops adding samples
before it runs out. Every search also keeps at most `FRONTIER` situations per
step, so each count bounds the work it stands for.
"""
from __future__ import annotations

import math
import random
from typing import Any, Callable, Mapping, Sequence, TypeVar, cast

from game.ai.base import Bot, RandomBot, Work, bot_rng
from game.core.actions import Action
from game.core.hexgrid import Hex
from game.rules.bananas import paths
from game.rules.bananas.climbing import climb_verdict, tree_verdict
from game.rules.bananas.actions import (DOWN, LOOP, SWING, AtHex, ChooseTree, ClearStep, Climb,
                                        LayTile, LockCode, MoveTo, NoTrap, OrderMissions,
                                        PickRotten, PlaceDie, PlaceMonkey, PlaceToken, PlaceTrap,
                                        PlantTree, StayDown)
from game.rules.bananas.decisions import (ClimbChoice, Coding, DownChoice, PathChoice, SwingChoice,
                                          TrapChoice)
from game.rules.bananas.jungle import Jungle, from_hexes
from game.rules.bananas.sampling import sample_state
from game.rules.bananas.state import BananasState

# a code step: (die index | None, token | None); a code: its steps in order
Slot = tuple[int | None, str | None]
Code = tuple[Slot, ...]
# a monkey's situation while planning, a plain tuple indexed by HEX, TREE... below:
# (hex | None, tree | None, carrying | None, gained, last_tree | None, took (trees),
# newly_collected (trees), lost)
Sit = tuple[Any, ...]
# a seat's own choices inside a played-out round: (view, legal) -> action
Policy = Callable[[Mapping[str, Any], list[Action]], Action]
T = TypeVar("T")
H = TypeVar("H", bound=AtHex)  # an answer naming a hex (MoveTo, PlaceMonkey...)

FRONTIER = 60           # situations kept per code step in any search (best first)
PLAYOUT_ACTIONS = 400   # most actions in one played-out round
W_POS = 0.45            # weight of next round's 7nana chance
HELD = 0.8              # a banana held up a tree, against one in the stash
W_STRAND = 1.1          # a banana left where this monkey alone could never take it
EMPTY: Slot = (None, None)  # an empty code step

# ---------------------------------------------------------------------------
# The jungle, cached per match


_JUNGLES: dict[tuple, "JInfo"] = {}


class JInfo:
    """A frozen jungle plus static tables: `nanas[h][v]` = the trees a monkey on
    `h` could 7nana with a die showing v (swing allowed, nobody in the way)."""

    def __init__(self, j: Jungle):
        self.j = j
        self.num = j.numbers
        self.nanas: dict[Hex, list[frozenset[int]]] = {}
        for h in j.numbers:
            row: list[frozenset[int]] = [frozenset()]  # (no die shows 0)
            for v in range(1, 7):
                ts: set[int] = set()
                for e in ends(j, h, v, frozenset(), frozenset(), True):
                    if self.num[e] + v == 7:
                        ts.update(j.trees_at.get(e, ()))
                row.append(frozenset(ts))
            self.nanas[h] = row
        self._dist: dict[Hex, dict[Hex, int]] = {}
        self._pot: dict[tuple, float] = {}
        self._ends: dict[tuple, dict[Hex, int]] = {}
        # walking distance from every hex to each tree's base
        self.tdist: dict[int, dict[Hex, int]] = {}
        for t, base in j.bases.items():
            d = {h: 0 for h in base}
            todo = list(base)
            for h in todo:
                for n in j.adj[h]:
                    if n not in d:
                        d[n] = d[h] + 1
                        todo.append(n)
            self.tdist[t] = d

    def dist(self, a: Hex) -> dict[Hex, int]:
        """Walking distance from a to every hex (breadth first)."""
        d = self._dist.get(a)
        if d is None:
            d = {a: 0}
            todo = [a]
            for h in todo:
                for n in self.j.adj[h]:
                    if n not in d:
                        d[n] = d[h] + 1
                        todo.append(n)
            self._dist[a] = d
        return d

    def pot(self, h: Hex, bananas: Mapping[int, int], last: int | None, ndice: int,
            banned: frozenset[Hex] = frozenset()) -> float:
        """Chance that next round's dice give a 7nana from h (rough: one die at a time),
        less a little for every hex to walk to the nearest tree with bananas."""
        if h in banned:
            return 0.0
        key = (h, tuple(bananas.items()), last, ndice)
        v = self._pot.get(key)
        if v is None:
            if len(self._pot) > 200_000:
                self._pot.clear()
            v = self._pot[key] = self._pot_of(h, bananas, last, ndice)
        return v

    def ends(self, start: Hex, v: int, blocked: frozenset[Hex], traps: frozenset[Hex],
             swing: bool) -> dict[Hex, int]:
        """`ends` for a move from its start, cached (do not change the result)."""
        key = (start, v, blocked, traps, swing)
        e = self._ends.get(key)
        if e is None:
            if len(self._ends) > 100_000:
                self._ends.clear()
            e = self._ends[key] = ends(self.j, start, v, blocked, traps, swing)
        return e

    def ends_via(self, path: Sequence[Hex], target: int, blocked: frozenset[Hex],
                 traps: frozenset[Hex], swing: bool) -> dict[Hex, int]:
        """`ends` of a move under way along `path`, cached."""
        key = (tuple(path), target, blocked, traps, swing)
        e = self._ends.get(key)
        if e is None:
            if len(self._ends) > 100_000:
                self._ends.clear()
            e = self._ends[key] = ends(self.j, path[-1], target, blocked, traps, swing, path)
        return e

    def _pot_of(self, h: Hex, bananas: Mapping[int, int], last: int | None,
                ndice: int) -> float:
        row = self.nanas[h]
        k = 0
        for v in range(1, 7):
            for t in row[v]:
                if tree_verdict(t, False, bananas, last) is None:
                    k += 1
                    break
        p = 1.0 - (1.0 - k / 6.0) ** ndice
        # and a gentle pull toward the nearest tree with bananas (late in a game
        # the last bananas may be far away); no tree this monkey may climb is as
        # bad as the farthest one, or being locked out of the last bananas would
        # look better than walking to them
        far = 12 if any(b > 0 for b in bananas.values()) else 0
        near = min((self.tdist[t].get(h, 12) for t in bananas
                    if t in self.tdist and tree_verdict(t, False, bananas, last) is None),
                   default=far)
        return p - 0.04 * min(near, 12)


def jinfo(view: Mapping[str, Any]) -> JInfo:
    key = (tuple(tuple(x) for x in view["hexes"]),
           tuple((t["tree"], tuple(t["cell"])) for t in view["trees"]))
    ji = _JUNGLES.get(key)
    if ji is None:
        j = from_hexes({Hex(q, r): n for q, r, n, _ in view["hexes"]},
                       {t["tree"]: Hex(*t["cell"]) for t in view["trees"]})
        ji = JInfo(j)
        if len(_JUNGLES) > 64:
            _JUNGLES.clear()
        _JUNGLES[key] = ji
    return ji


def ends(j: Jungle, start: Hex, v: int, blocked: frozenset[Hex], traps: frozenset[Hex],
         swing: bool, path: Sequence[Hex] | None = None) -> dict[Hex, int]:
    """Where a die's move may end, as the rules allow it (`paths.longest` and
    `paths.ends`): hex -> hexes moved.

    The move goes exactly its target (v, or the longest legal move when v is
    impossible); an opponent's trap is only ever its last hex. `path`: the
    hexes already walked (start last) for a move under way; v is then the
    move's target, counted from the path's beginning."""
    if path is None:
        path = [start]
        target = paths.longest(j, start, set(blocked), traps, swing, v)
    else:
        target = v
    return {h: target for h in paths.ends(j, path, target, blocked, traps, swing)}


# ---------------------------------------------------------------------------
# The solo planner

# a monkey's situation during planning:
# (hex, tree, carrying, gained, last_tree, took, newly_collected, lost)
HEX, TREE, CARRY, GAINED, LAST, TOOK, COL, LOST = range(8)


def stranded(bananas: Mapping[int, int], last: int | None) -> int:
    """How many of the bananas on the trees a monkey whose last tree is `last`
    could never take by itself, one tree after another (never the same tree
    twice running): the end of a match stalls on such bananas when the other
    monkeys do not take them. One tree with more than all the others together
    (plus one, unless it is the last tree) leaves the surplus."""
    total = sum(b for b in bananas.values() if b > 0)
    if not total:
        return 0
    most = max(bananas.values())
    rest = total - most
    if any(b == most and t != last for t, b in bananas.items()):
        return max(0, most - rest - 1)
    return max(0, most - rest)


def mission_value(col: Sequence[int], mission: Sequence[int] | None) -> float:
    if not mission:
        return 0.0
    got = [t for t in col if t in mission]
    if len(got) >= len(mission):
        return 3.0 if tuple(got) == tuple(mission) else 1.0
    inorder = tuple(got) == tuple(mission[: len(got)])
    return 0.25 * len(got) + (0.3 * len(got) if inorder else 0.0)


class Board:
    """One seat's planning problem, built from a view (public facts only)."""

    def __init__(self, view: Mapping[str, Any], seat: int, lookahead: bool = True,
                 dice: Sequence[int] | None = None):
        self.ji = ji = jinfo(view)
        self.j = ji.j
        self.num = ji.num
        self.seat = seat
        self.lookahead = lookahead
        mons = view["monkeys"]
        self.others_hex = frozenset(Hex(*m["hex"]) for s, m in enumerate(mons)
                                    if s != seat and m["hex"] is not None)
        self.others_tree = frozenset(m["tree"] for s, m in enumerate(mons)
                                     if s != seat and m["tree"] is not None)
        traps = view["traps"]
        self.all_traps = frozenset(Hex(*t) for t in traps if t is not None)
        self.opp_traps = frozenset(Hex(*t) for s, t in enumerate(traps)
                                   if t is not None and s != seat)
        self.bananas = {t["tree"]: t["bananas"] for t in view["trees"]}
        me = mons[seat]
        self.start = (None if me["hex"] is None else Hex(*me["hex"]), me["tree"], me["carrying"],
                      0, me["last_tree"], (), (), 0)
        self.stash = me["stash"]
        self.collected = tuple(view["collected"][seat])
        ms = view["missions"][seat] if view.get("missions") else None
        self.mission = tuple(ms) if ms else None
        self.m0 = mission_value(self.collected, self.mission)
        self.dice = list(view["dice"][seat] if dice is None else dice)
        self.ndice = len(self.dice) or 2
        self.tokens = tuple(view["tokens"])
        self.n_steps = view["steps"]
        self.magic = view.get("rotten") is not None
        self.ntrees = max(1, len(self.bananas))
        self.nodes = 0  # work: code steps run from one situation (`run_slot` calls)
        self._left: dict[tuple[int, ...], dict[int, int]] = {}

    # ---- moves
    def move_ends(self, h: Hex, v: int, swing: bool) -> dict[Hex, int]:
        return self.ji.ends(h, v, self.others_hex, self.opp_traps, swing)

    def _lose(self, s: Sit) -> Sit:
        if self.stash + s[GAINED] - s[LOST] > 0:
            return s[:LOST] + (s[LOST] + 1,)
        return s

    def left(self, took: tuple[int, ...]) -> Mapping[int, int]:
        """The bananas on the trees once the plan took `took` (cached)."""
        if not took:
            return self.bananas
        b = self._left.get(took)
        if b is None:
            b = dict(self.bananas)
            for t in took:
                b[t] = b.get(t, 0) - 1
            self._left[took] = b
        return b

    def finish_move(self, s: Sit, e: Hex, v: int) -> list[Sit]:
        """After a move ends on e with die v: trap, then 7nana (climb or stay).

        Whether a tree may be climbed is the rules' own `climb_verdict`, asked
        about the planned situation (the bananas the plan already took, its own
        last tree; the other monkeys where they stand)."""
        s = cast(Sit, (e,) + s[1:])
        if e in self.opp_traps:
            s = self._lose(s)
        out = [s]
        ok, _ = climb_verdict(self.j, e, v, self.all_traps, self.left(s[TOOK]), s[LAST],
                              self.others_tree)
        for t in ok:
            col = s[COL] if (t in self.collected or t in s[COL]) else s[COL] + (t,)
            out.append((None, t, t, s[GAINED], t, tuple(sorted(s[TOOK] + (t,))), col, s[LOST]))
        return out

    def down_to(self, s: Sit, h: Hex) -> Sit:
        g = s[GAINED] + (1 if s[CARRY] is not None else 0)
        return (h, None, None, g) + s[LAST:]

    def down_hexes(self, s: Sit, v: int | None) -> list[Hex]:
        bad = self.others_hex | self.opp_traps
        return [h for h in self.j.bases[s[TREE]]
                if h not in bad and (v is None or self.num[h] == v)]

    def swing_hexes(self, s: Sit) -> list[Hex]:
        return paths.swing_landings(self.j, s[HEX], set(self.others_hex | self.opp_traps))

    def run_slot(self, s: Sit, slot: Slot) -> list[tuple[Sit, bool]]:
        """Every way a code step (not Loop) can run from s: (situation, in full)."""
        self.nodes += 1
        d, t = slot
        if d is None and t is None:
            return [(s, True)]
        if d is None and t == DOWN:
            if s[TREE] is None:
                return [(s, False)]
            hs = self.down_hexes(s, None)
            return [(self.down_to(s, h), True) for h in hs] or [(s, False)]
        if d is None and t == SWING:
            if s[TREE] is not None or not self.j.trees_at.get(s[HEX]):
                return [(s, False)]
            hs = self.swing_hexes(s)
            return [((h,) + s[1:], True) for h in hs] or [(s, False)]
        assert d is not None  # (a Loop step runs in run_content, never here)
        v = self.dice[d]
        if s[TREE] is not None:
            hs = self.down_hexes(s, v)
            return [(self.down_to(s, h), True) for h in hs] or [(s, False)]
        es = self.move_ends(s[HEX], v, t == SWING)
        if not es:
            return [(s, False)]
        out = []
        for e, steps in es.items():
            for s2 in self.finish_move(s, e, v):
                out.append((s2, steps == v))
        return out

    def trim(self, states: list[Sit]) -> list[Sit]:
        """At most FRONTIER situations, the best first (bounds every search's work)."""
        if len(states) > FRONTIER:
            states.sort(key=self.value, reverse=True)
            del states[FRONTIER:]
        return states

    def run_content(self, states: Sequence[Sit], slot: Slot,
                    code: Sequence[Slot]) -> list[Sit]:
        """All situations after a step (Loop: replaying `code`'s earlier steps).

        At most FRONTIER x len(code) x FRONTIER nodes for a Loop (the replay
        keeps the FRONTIER best situations per replayed step), one per
        situation otherwise."""
        out: dict[Sit, None] = {}
        if slot[1] == LOOP:
            for s in states:
                cur = [(s, True)]
                for c in code:
                    nxt = []
                    for st, ok in cur:
                        if not ok:
                            nxt.append((st, False))
                            continue
                        for st2, full in self.run_slot(st, c):
                            nxt.append((st2, True) if full else (self._lose(st2), False))
                    cur = list(dict.fromkeys(nxt))
                    if len(cur) > FRONTIER:
                        cur.sort(key=lambda x: self.value(x[0]), reverse=True)
                        del cur[FRONTIER:]
                for st, _ in cur:
                    out[st] = None
            return list(out)
        for s in states:
            for s2, _ in self.run_slot(s, slot):
                out[s2] = None
        return list(out)

    # ---- values
    def value(self, s: Sit) -> float:
        # a banana held up a tree counts, but a monkey sitting on it does nothing
        # else: it comes down when it can (and games do not stall)
        v = s[GAINED] - s[LOST] + (HELD if s[CARRY] is not None else 0.0)
        if self.magic and s[CARRY] is not None and self.start[CARRY] is None:
            v -= 1.0 / self.ntrees  # it may be my rotten tree
        if self.mission:
            v += mission_value(self.collected + s[COL], self.mission) - self.m0
        bananas = self.left(s[TOOK])
        v -= W_STRAND * stranded(bananas, s[LAST])
        if self.lookahead:
            if s[HEX] is not None:
                p = self.ji.pot(s[HEX], bananas, s[LAST], self.ndice, self.all_traps)
            else:
                p = 0.8 * max((self.ji.pot(h, bananas, s[LAST], self.ndice, self.all_traps)
                               for h in self.j.bases[s[TREE]]), default=0.0)
            v += W_POS * p
        return v

    def best(self, states: Sequence[Sit]) -> float:
        return max(self.value(s) for s in states)

    def rest_value(self, states: Sequence[Sit], rest: Sequence[tuple[Slot, Code]]) -> float:
        """Best value after running `rest`: (slot, code before it) pairs."""
        states = self.trim(list(states))
        for slot, prefix in rest:
            states = self.trim(self.run_content(states, slot, prefix))
        return self.best(states)

    # ---- the code search
    def plan(self, max_nodes: int = 6000,
             beam_width: int = 40) -> list[tuple[float, Code]]:
        """Every code worth trying with its value, best first.

        Stops expanding once `max_nodes` nodes are used (checked before each
        step tried, so one step's work over at most)."""
        nd = len(self.dice)
        toks = list(self.tokens)
        results: dict[Code, float] = {}
        self.nodes = 0

        def options(used: int, left: list[str], k: int, states: list[Sit]) -> list[Slot]:
            on_tree = any(s[TREE] is not None for s in states)
            at_base = any(s[TREE] is None and s[HEX] in self.j.trees_at for s in states)
            out: list[Slot] = []
            for i in range(nd):
                if used & (1 << i):
                    continue
                out.append((i, None))
                if SWING in left:
                    out.append((i, SWING))
            if DOWN in left and on_tree:
                out.append((None, DOWN))
            if SWING in left and at_base:
                out.append((None, SWING))
            if LOOP in left and k > 0:
                out.append((None, LOOP))
            return out

        # a beam search, step by step: every prefix is a code (empty steps after
        # it); the `beam` most promising prefixes are extended (all of them
        # while the search is small)
        beam: list[tuple[Code, list[Sit], int, list[str]]] = [((), [self.start], 0, toks)]
        for k in range(self.n_steps + 1):
            scored: list[tuple[float, Code, list[Sit], int, list[str]]] = []
            for code, states, used, left in beam:
                best = self.best(states)
                results[code + (EMPTY,) * (self.n_steps - k)] = best
                if k < self.n_steps:
                    scored.append((best + self._promise(states, used, left), code, states, used,
                                   left))
            if k == self.n_steps or not scored:
                break
            if len(scored) > beam_width:
                scored.sort(key=lambda x: -x[0])
                scored = scored[:beam_width]
            beam = []
            for _, code, states, used, left in scored:
                for slot in options(used, left, k, states):
                    if self.nodes >= max_nodes:
                        break
                    nxt = self.trim(self.run_content(states, slot, code))
                    d, t = slot
                    left2 = list(left)
                    if t is not None:
                        left2.remove(t)
                    beam.append((code + (slot,), nxt,
                                 used | (1 << d) if d is not None else used, left2))
        return sorted(((v, c) for c, v in results.items()), key=lambda x: -x[0])

    def _promise(self, states: Sequence[Sit], used: int, left: Sequence[str]) -> float:
        """What the unused dice may still bring this round (for ranking prefixes)."""
        free = [v for i, v in enumerate(self.dice) if not used & (1 << i)]
        if not free:
            return 0.0
        best = 0.0
        for s in states:
            h = s[HEX]
            if h is None:
                if DOWN in left or free:
                    best = max(best, 0.3)
                continue
            row = self.ji.nanas[h]
            on_trees = self.left(s[TOOK])
            for v in free:
                if any(tree_verdict(t, False, on_trees, s[LAST]) is None for t in row[v]):
                    return 0.6
        return best


# ---------------------------------------------------------------------------
# Reading the view


def _hex(v: Any) -> Hex | None:
    return None if v is None else Hex(int(v[0]), int(v[1]))


def my_code(view: Mapping[str, Any], seat: int) -> list[Slot]:
    c = view["codes"][seat] or []
    return [(slot["die"], slot["token"]) for slot in c]


def remaining(view: Mapping[str, Any], seat: int) -> list[tuple[Slot, Code]]:
    """The code steps of `seat` still to run this round, from the public agenda:
    (slot, code before it) pairs (a Loop step carries the steps it replays)."""
    code = my_code(view, seat)
    if not code:
        return []
    out: list[tuple[Slot, Code]] = []
    for op in view["machine"]["agenda"]:
        if op[0] == "step" and op[2] == seat:
            k = op[1]
            out.append((code[k], tuple(code[:k])))
        elif op[0] == "slot" and op[1] == seat:
            out.append((code[op[2]], ()))
    return out


def pos_value(board: Board, view: Mapping[str, Any], seat: int) -> float:
    """How good `seat`'s position is at a round's end (its score counted apart)."""
    m = view["monkeys"][seat]
    bananas = board.bananas
    traps = board.all_traps
    if m["hex"] is not None:
        return board.ji.pot(Hex(*m["hex"]), bananas, m["last_tree"], board.ndice, traps)
    if m["tree"] is not None:
        return 0.8 * max((board.ji.pot(h, bananas, m["last_tree"], board.ndice, traps)
                          for h in board.j.bases[m["tree"]]), default=0.0)
    return 0.0


# ---------------------------------------------------------------------------
# Rollouts with the real rules


def _fast_state_value(st: BananasState, seat: int, ji: JInfo) -> float:
    """Score plus position, for a determinized state at a round's end."""
    sc = st.scores()
    vals: list[float] = []
    traps = frozenset(t for t in st.traps if t is not None)
    for s, m in enumerate(st.monkeys):
        v = sc[s] - (1.0 - HELD if m.carrying is not None else 0.0)
        if s == seat:  # (the others' stranded bananas would cancel it out)
            v -= W_STRAND * stranded(st.bananas, m.last_tree)
        mission = st.missions[s]
        if mission and st.mission_bonus(s) == 0:
            v += mission_value(st.collected[s], mission)
        if m.hex is not None:
            v += W_POS * ji.pot(m.hex, st.bananas, m.last_tree, st.n_dice, traps)
        elif m.tree is not None:
            v += W_POS * 0.8 * max((ji.pot(h, st.bananas, m.last_tree, st.n_dice, traps)
                                    for h in ji.j.bases[m.tree]), default=0.0)
        vals.append(v)
    others = [v for s, v in enumerate(vals) if s != seat]
    return vals[seat] - (max(others) if others else 0.0)


def rollout_pick(st: BananasState, seat: int, ji: JInfo, rng: random.Random) -> Action:
    """A quick sensible policy for any seat inside a played-out round.

    A move goes on to the hex from which it may end best: where the rules let
    the monkey climb a tree (the state's `climbable`), then by next round's
    7nana chance, less for ending in another player's trap."""
    p = st.pending
    legal = st.legal_actions(seat)
    if isinstance(p, PathChoice):  # (answered with MoveTo)
        m = st.monkeys[seat]
        blocked = frozenset(st.occupied(seat))
        traps = st.opp_traps(seat)
        all_traps = frozenset(t for t in st.traps if t is not None)
        best, best_v = legal[0], -1e9
        for a in legal:
            h = cast(MoveTo, a).hex
            path = list(p.path) + [h]
            cur = p.path[-1]
            sw = p.swing and h in st.jungle.adj[cur]
            if len(path) - 1 >= p.target:  # (a trap is only ever the last hex)
                es = {h: len(path) - 1}
            else:
                es = ji.ends_via(path, p.target, blocked, traps, sw)
            v = -1e9
            for e in es:
                ev = ji.pot(e, st.bananas, m.last_tree, st.n_dice, all_traps)
                if st.climbable(seat, e, p.die)[0]:  # a 7nana with a tree to climb
                    ev += 2.0
                if e in traps:
                    ev -= 1.0
                v = max(v, ev)
            v += rng.random() * 0.01
            if v > best_v:
                best, best_v = a, v
        return best
    if isinstance(p, ClimbChoice):
        return legal[0]
    if isinstance(p, (DownChoice, SwingChoice)):  # (answered with MoveTo)
        m = st.monkeys[seat]
        return max(legal, key=lambda a: ji.pot(cast(MoveTo, a).hex, st.bananas, m.last_tree,
                                               st.n_dice) + rng.random() * 0.01)
    if isinstance(p, TrapChoice):
        return legal[-1]  # no trap (a played-out round stops before it matters)
    return legal[rng.randrange(len(legal))]


# the decisions a bot's own policy answers in its played-out rounds
_OWN = (PathChoice, DownChoice, SwingChoice, ClimbChoice)


def set_codes_and_lock(st: BananasState, codes: Mapping[int, Sequence[Slot]]) -> None:
    """Put these codes on a determinized state's panels and lock everyone still coding."""
    for s, code in codes.items():
        st.codes[s] = [[d, t] for d, t in code]
    for s in range(st.n):
        if s not in st.locked and not st.over:
            st.apply(s, LockCode())


def play_round(st: BananasState, ji: JInfo, rng: random.Random, limit: int = PLAYOUT_ACTIONS,
               me: int | None = None, policy: Policy | None = None, work: Work | None = None,
               ceiling: int = 0) -> bool:
    """Run a determinized state to the end of its round (or of the match);
    seat `me` decides with `policy(view, legal)` where it is given.

    Plays at most `limit` actions, each charged ROLLOUT_ACTION units to `work`
    (if given), and none once `work` has used `ceiling` units (the policy
    charges its own work). Returns whether the round got to its end (or to
    `limit` actions)."""
    r0 = st.round
    n = 0
    while not st.over and n < limit:
        if st.round > r0 and st.phase == "code":
            return True
        who = st.to_act()
        if not who:
            return True
        seat = min(who)
        p = st.pending
        if isinstance(p, Coding):
            return True
        if work is not None:
            if work.used >= ceiling:
                return False
            work.spend(ROLLOUT_ACTION)
        if seat == me and policy is not None and isinstance(p, _OWN):
            a = policy(st.view(seat), st.legal_actions(seat))
        else:
            a = rollout_pick(st, seat, ji, rng)
        st.apply(seat, a)
        n += 1
    return True


# ---------------------------------------------------------------------------
# The bot


# nodes: the planner's nodes for the bot's own code; cands, samples: most
# candidate codes played out, on most sampled rounds (fewer for long rounds);
# rollout: the rollout budget (ROLLOUT_ACTION units per action played out,
# plus the nodes of the bot's own policy there; no sample starts that would
# likely go over it, and none goes on past HARD times it); predict: how often
# sampled opponents code what the planner predicts for them (PREDICT_NODES
# nodes each).
LEVELS = {
    #        noise  random  lookahead  cands samples  predict  nodes  rollout
    "easy":   (0.7,  0.12,  True,      1,    0,       0.0,     1500,  0),
    "medium": (0.0,  0.0,   True,      4,    2,       0.5,     4000,  10_000),
    "hard":   (0.0,  0.0,   True,      8,    8,       1.0,     4500,  22_000),
}
PREDICT_NODES = (1500, 1000)  # per opponent: short rounds, long rounds (players x steps > 9)
ROLLOUT_ACTION = 10           # rollout units per action played out (it costs about 10 nodes)
HARD = 2                      # rollouts stop outright at HARD x their budget (then the
                              # sample is left out)


class BananasBot:
    def __init__(self, kind: str, seat: int, seed: int = 0):
        if kind not in LEVELS:
            raise ValueError(f"unknown bot kind {kind!r}")
        self.kind = kind
        self.seat = seat
        self.rng = bot_rng(seed, seat, "bananas-" + kind)
        (self.noise, self.p_random, self.lookahead, self.cands, self.samples,
         self.predict, self.max_nodes, self.rollout) = LEVELS[kind]
        self.own_policy = kind == "hard"
        self.plan_key: tuple[int, tuple[int, ...]] | None = None  # (round, dice) planned for
        self.plan_code: list[Slot] | None = None
        self.policy_nodes = 0  # planner nodes expanded by this bot's own running choices
        self.last_stats: dict[str, Any] = {}  # the work of the last plan
        self.last_work: dict[str, Any] = {}  # the work of the last decision ("work": units)

    # ------------------------------------------------------------------
    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        self.last_stats = {}
        n0 = self.policy_nodes
        a = self._choose(view, list(legal))
        # the work of this decision: a plan's counts, or the planner nodes of a
        # running choice
        self.last_work = self.last_stats or {"nodes": self.policy_nodes - n0,
                                             "work": self.policy_nodes - n0}
        return a

    def _choose(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        p = view["pending"] or {}
        kind = p.get("kind")
        a0 = legal[0]
        try:
            if isinstance(a0, (PlaceDie, PlaceToken, ClearStep, LockCode)):
                return self._code(view, legal)
            if self.p_random and self.rng.random() < self.p_random and kind != "missions":
                return self.rng.choice(legal)
            # (the answers to one decision are all of the kind of the first, but
            # Climb / StayDown and PlaceTrap / NoTrap)
            if isinstance(a0, MoveTo):
                return self._hex_choice(view, cast("list[MoveTo]", legal), p)
            if isinstance(a0, (Climb, StayDown)):
                return self._climb(view, cast("list[Climb | StayDown]", legal), p)
            if isinstance(a0, PlaceMonkey):
                return self._place(view, cast("list[PlaceMonkey]", legal))
            if isinstance(a0, (PlaceTrap, NoTrap)):
                return self._trap(view, cast("list[PlaceTrap | NoTrap]", legal))
            if isinstance(a0, ChooseTree):
                return self._tree(view, cast("list[ChooseTree]", legal))
            if isinstance(a0, PickRotten):
                return self._rotten(view, cast("list[PickRotten]", legal), p)
            if isinstance(a0, OrderMissions):
                return self._missions(view, cast("list[OrderMissions]", legal))
            if isinstance(a0, (LayTile, PlantTree)):
                return self._setup_jungle(view, cast("list[LayTile | PlantTree]", legal), p)
        except Exception:  # pragma: no cover - a bot never takes the match down
            if __debug__ and _STRICT:
                raise
        return self.rng.choice(legal)

    # ------------------------------------------------------------------ coding
    def _code(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        seat = self.seat
        key = (view["round"], tuple(view["dice"][seat]))
        if self.plan_key != key or self.plan_code is None:
            self.plan_key = key
            self.plan_code = self._plan(view)
        want = self.plan_code
        cur = my_code(view, seat)
        legal_set = set(legal)
        for k, (d, t) in enumerate(cur):
            wd, wt = want[k]
            if (d is not None and d != wd) or (t is not None and t != wt):
                clear = ClearStep(k)
                if clear in legal_set:
                    return clear
        for k, (d, t) in enumerate(cur):
            wd, wt = want[k]
            if wd is not None and d is None:
                put = PlaceDie(k, wd)
                if put in legal_set:
                    return put
            if wt is not None and t is None and (wt == SWING or wd is None or d is not None):
                a2 = PlaceToken(k, wt)
                if a2 in legal_set:
                    return a2
        return LockCode()

    def _plan(self, view: Mapping[str, Any]) -> list[Slot]:
        board = Board(view, self.seat, self.lookahead)
        ranked = board.plan(self.max_nodes, beam_width=max(6, self.max_nodes // 250))
        n_steps = board.n_steps
        self.last_stats = {"nodes": board.nodes, "cands": 1, "work": board.nodes}
        if not ranked:
            return [EMPTY] * n_steps
        if self.kind == "easy":
            if self.rng.random() < self.p_random:
                return list(self.rng.choice(ranked)[1])
            noisy = [(v + self.rng.gauss(0, self.noise), i) for i, (v, _) in enumerate(ranked)]
            return list(ranked[max(noisy)[1]][1])
        # candidates: the best codes, one per distinct value-ish, cheap codes first on ties
        # long rounds (many players, many steps) cost more to play out: fewer
        # candidates and samples then
        scale = 6 / (view["players"] * n_steps)
        n_cands = max(min(4, self.cands), round(self.cands * min(1.0, 1.5 * scale)))
        cands: list[tuple[float, Code]] = []
        for v, c in ranked:
            if len(cands) >= n_cands:
                break
            if cands and v < ranked[0][0] - 1.5:
                break
            cands.append((v, c))
        if len(cands) == 1 or not self.samples:
            return list(cands[0][1])
        ji = board.ji
        preds, pred_nodes = self._predict(view) if self.predict else ({}, 0)
        totals = [0.0] * len(cands)
        done = 0
        # fewer samples when rounds are long (many players, many steps)
        samples = max(2, round(self.samples * scale))
        # the rollout budget: a sample is played out for every candidate or left
        # out; no sample starts that would likely go over the budget, and none
        # goes on past HARD times it
        work = Work(self.rollout)
        ceiling = HARD * work.limit
        policy: Policy | None = None
        if self.own_policy:
            def policy(v: Mapping[str, Any], legal: list[Action]) -> Action:
                n0 = self.policy_nodes
                a = self._run_choice(v, legal)
                work.spend(self.policy_nodes - n0)
                return a
        for i in range(samples):
            if done and work.used + work.used / done > work.limit:
                break
            row = []
            base = sample_state(view, self.seat, self.rng)
            codes: dict[int, Sequence[Slot]] = {}
            for s, plist in preds.items():
                if plist and self.rng.random() < self.predict:
                    codes[s] = _weighted(plist, self.rng)
            seed = self.rng.getrandbits(32)
            for ci, (v, c) in enumerate(cands):
                st = base.clone()
                codes[self.seat] = c
                set_codes_and_lock(st, codes)
                if not play_round(st, ji, random.Random(seed), me=self.seat, policy=policy,
                                  work=work, ceiling=ceiling):
                    break
                row.append(_fast_state_value(st, self.seat, ji))
            if len(row) < len(cands):
                break  # over the hard ceiling: this sample is left out
            for ci, x in enumerate(row):
                totals[ci] += x
            done += 1
        self.last_stats = {"nodes": board.nodes, "predict_nodes": pred_nodes,
                           "cands": len(cands), "samples": done, "rollout": work.used,
                           "work": board.nodes + pred_nodes + work.used}
        if not done:
            return list(cands[0][1])
        scored = [(totals[i] / done + 0.25 * cands[i][0], -i) for i in range(len(cands))]
        best = max(scored)
        return list(cands[-best[1]][1])

    def _predict(self, view: Mapping[str, Any]) -> tuple[dict[int, list[tuple[float, Code]]], int]:
        """Likely codes of the opponents still coding (planner from their seats),
        and the planner nodes used."""
        out: dict[int, list[tuple[float, Code]]] = {}
        nodes = 0
        for s in range(view["players"]):
            if s == self.seat:
                continue
            b = Board(view, s, True)
            ranked = b.plan(PREDICT_NODES[view["players"] * b.n_steps > 9], beam_width=6)[:3]
            nodes += b.nodes
            out[s] = [(v, c) for v, c in ranked]
        return out, nodes

    # ------------------------------------------------------------------ running
    def _run_choice(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        """How this bot runs its code (also inside its own played-out rounds)."""
        if len(legal) == 1:
            return legal[0]
        p = view["pending"]
        if isinstance(legal[0], MoveTo):
            return self._hex_choice(view, cast("list[MoveTo]", legal), p)
        return self._climb(view, cast("list[Climb | StayDown]", legal), p)

    def _board_now(self, view: Mapping[str, Any]) -> Board:
        return Board(view, self.seat, self.lookahead)

    def _hex_choice(self, view: Mapping[str, Any], legal: Sequence[MoveTo],
                    p: Mapping[str, Any]) -> MoveTo:
        kind = p.get("kind")
        if kind == "place":  # pragma: no cover - PlaceMonkey, not MoveTo
            return self._place(view, legal)
        board = self._board_now(view)
        rest = remaining(view, self.seat)
        s0 = board.start
        scored: list[tuple[float, MoveTo]] = []
        if kind == "path":
            path = [Hex(*h) for h in p["path"]]
            die, target = p["die"], p["target"]
            for a in legal:
                h = a.hex
                cur = path[-1]
                sw = p["swing"] and h in board.j.adj[cur]
                full_path = path + [h]
                if len(full_path) - 1 >= target:  # (a trap is only ever the last hex)
                    es = {h: len(full_path) - 1}
                else:
                    es = board.ji.ends_via(full_path, target, board.others_hex,
                                           board.opp_traps, sw)
                states: list[Sit] = []
                for e in es:
                    states += board.finish_move((None,) + s0[1:], e, die)
                scored.append((board.rest_value(states, rest) if states else -9.0, a))
        elif kind == "down":
            for a in legal:
                s = board.down_to(s0, a.hex)
                scored.append((board.rest_value([s], rest), a))
        else:  # swing
            for a in legal:
                scored.append((board.rest_value([(a.hex,) + s0[1:]], rest), a))
        self.policy_nodes += board.nodes
        return self._pick(scored)

    def _pick(self, scored: Sequence[tuple[float, T]]) -> T:
        best = max(v for v, _ in scored)
        tops = [a for v, a in scored if v >= best - 1e-9]
        return tops[0] if len(tops) == 1 else self.rng.choice(tops)

    def _climb(self, view: Mapping[str, Any], legal: Sequence[Climb | StayDown],
               p: Mapping[str, Any]) -> Climb | StayDown:
        board = self._board_now(view)
        rest = remaining(view, self.seat)
        h = Hex(*p["hex"])
        s0 = (h,) + board.start[1:]
        scored: list[tuple[float, Climb | StayDown]] = []
        for a in legal:
            if isinstance(a, Climb):
                t = a.tree
                col = s0[COL] if t in board.collected else (t,)
                s: Sit = (None, t, t, 0, t, (t,), col, 0)
            else:
                s = s0
            scored.append((board.rest_value([s], rest), a))
        self.policy_nodes += board.nodes
        return self._pick(scored)

    # ------------------------------------------------------------------ the rest
    def _place(self, view: Mapping[str, Any], legal: Sequence[H]) -> H:
        ji = jinfo(view)
        bananas = {t["tree"]: t["bananas"] for t in view["trees"]}
        others = [Hex(*m["hex"]) for s, m in enumerate(view["monkeys"])
                  if s != self.seat and m["hex"] is not None]
        nd = len(view["dice"][self.seat]) or (3 if view["level"] >= 5 else 2)
        scored: list[tuple[float, H]] = []
        for a in legal:
            h = a.hex
            v = ji.pot(h, bananas, None, nd)
            if others:
                v += 0.02 * min(ji.dist(h).get(o, 9) for o in others)
            scored.append((v, a))
        return self._pick(scored)

    def _trap(self, view: Mapping[str, Any],
              legal: Sequence[PlaceTrap | NoTrap]) -> PlaceTrap | NoTrap:
        ji = jinfo(view)
        bananas = {t["tree"]: t["bananas"] for t in view["trees"]}
        mons = view["monkeys"]
        opp = [(Hex(*m["hex"]) if m["hex"] else None, m) for s, m in enumerate(mons)
               if s != self.seat]
        me = mons[self.seat]
        scored: list[tuple[float, PlaceTrap | NoTrap]] = []
        for a in legal:
            if isinstance(a, NoTrap):
                scored.append((0.05, a))
                continue
            h = a.hex
            v = 0.0
            trees = ji.j.trees_at.get(h, ())
            if any(bananas.get(t, 0) for t in trees):
                v += 0.6
            d = ji.dist(h)
            for oh, m in opp:
                if oh is not None and d.get(oh, 99) <= 6:
                    v += 0.4 / d[oh]
                elif m["tree"] is not None and h in ji.j.bases[m["tree"]]:
                    v += 0.3
            if me["hex"] is not None and d.get(Hex(*me["hex"]), 99) <= 2:
                v -= 0.2
            scored.append((v, a))
        return self._pick(scored)

    def _tree(self, view: Mapping[str, Any], legal: Sequence[ChooseTree]) -> ChooseTree:
        ji = jinfo(view)
        mons = view["monkeys"]

        def near(seat: int, t: int) -> int:
            m = mons[seat]
            if m["tree"] == t:
                return 0
            if m["hex"] is None:
                return 3
            d = ji.dist(Hex(*m["hex"]))
            return min((d.get(b, 20) for b in ji.j.bases[t]), default=20)

        scored: list[tuple[float, ChooseTree]] = []
        for a in legal:
            v: float = -near(self.seat, a.tree)
            for s in range(view["players"]):
                if s != self.seat:
                    v += 0.8 * min(near(s, a.tree), 8) / (view["players"] - 1)
            scored.append((v, a))
        return self._pick(scored)

    def _rotten(self, view: Mapping[str, Any], legal: Sequence[PickRotten],
                p: Mapping[str, Any]) -> PickRotten:
        owner = p.get("owner")
        if owner is None:
            return self.rng.choice(legal)
        ji = jinfo(view)
        bananas = {t["tree"]: t["bananas"] for t in view["trees"]}
        m = view["monkeys"][owner]
        mission = (view["missions"][owner] or []) if view.get("missions") else []
        got = view["collected"][owner]
        d = ji.dist(Hex(*m["hex"])) if m["hex"] is not None else {}
        scored: list[tuple[float, PickRotten]] = []
        for a in legal:
            t = a.tree
            v = 0.5 * bananas.get(t, 0)
            if t in mission and t not in got:
                v += 1.0 + (0.5 if mission and mission[0] == t else 0.0)
            if d and t in ji.j.bases:
                v -= 0.15 * min((d.get(b, 10) for b in ji.j.bases[t]), default=10)
            scored.append((v, a))
        return self._pick(scored)

    def _missions(self, view: Mapping[str, Any],
                  legal: Sequence[OrderMissions]) -> OrderMissions:
        ji = jinfo(view)
        m = view["monkeys"][self.seat]
        bananas = {t["tree"]: t["bananas"] for t in view["trees"]}
        d = ji.dist(Hex(*m["hex"])) if m["hex"] is not None else {}

        def far(t: int) -> float:
            if not d or t not in ji.j.bases:
                return 5.0
            return min((d.get(b, 10) for b in ji.j.bases[t]), default=10) - 0.3 * bananas.get(t, 0)

        scored: list[tuple[float, OrderMissions]] = []
        for a in legal:
            # the nearest tree first, then the next nearest...
            v: float = -sum(far(t) * w for t, w in zip(a.trees, (3, 2, 1)))
            if self.noise:
                v += self.rng.gauss(0, self.noise * 3)
            scored.append((v, a))
        return self._pick(scored)

    def _setup_jungle(self, view: Mapping[str, Any], legal: Sequence[LayTile | PlantTree],
                      p: Mapping[str, Any]) -> LayTile | PlantTree:
        st = sample_state(view, self.seat, random.Random(0))
        j = st.jungle
        if isinstance(legal[0], PlantTree):
            # a tree with a big base gives more 7nanas
            # (all PlantTree then)
            scored = [(len(j.base_of_cell(cast(PlantTree, a).hex)) + 0.01 * self.rng.random(), a)
                      for a in legal]
            return max(scored, key=lambda x: x[0])[1]
        import copy
        from game.rules.bananas.jungle import Placement
        # (all LayTile then)
        pool = legal if len(legal) <= 24 else self.rng.sample(legal, 24)
        tiles: list[tuple[float, LayTile | PlantTree]] = []
        for a in pool:
            lay = cast(LayTile, a)
            trial = copy.deepcopy(j)
            try:
                trial.place(Placement(p["tile"], lay.rotation % 6, Hex(lay.q, lay.r)))
            except Exception:
                continue
            tiles.append((len(trial.planting_grounds()) + 0.1 * self.rng.random(), a))
        if not tiles:
            return self.rng.choice(legal)
        return max(tiles, key=lambda x: x[0])[1]


_STRICT = False  # tests switch this on so a bot's own bug shows up instead of a random move


def _weighted(plist: list[tuple[float, Code]], rng: random.Random) -> Code:
    if len(plist) == 1:
        return plist[0][1]
    top = plist[0][0]
    ws = [math.exp((v - top) / 0.3) for v, _ in plist]
    x = rng.random() * sum(ws)
    for w, (_, c) in zip(ws, plist):
        x -= w
        if x <= 0:
            return c
    return plist[-1][1]


def make_bot(kind: str, seat: int, seed: int) -> Bot:
    """A Going Bananas bot of `kind` (random, easy, medium, hard) for `seat`."""
    if kind == "random":
        return RandomBot(seat, seed)
    return BananasBot(kind, seat, seed)
