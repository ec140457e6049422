"""The solo planner (`Board`, described in the package's docstring): one
seat's codes and every way of running them, with the other monkeys
standing still, scored by bananas, missions and next round's chances.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence, cast

from game.ai.bananas.jungle import jinfo
from game.core.hexgrid import Hex
from game.rules.bananas import paths
from game.rules.bananas.actions import DOWN, LOOP, SWING
from game.rules.bananas.climbing import climb_verdict, tree_verdict


# a code step: (die index | None, token | None); a code: its steps in order
Slot = tuple[int | None, str | None]
Code = tuple[Slot, ...]
# a monkey's situation while planning, a plain tuple indexed by HEX, TREE... below:
# (hex | None, tree | None, carrying | None, gained, last_tree | None, took (trees),
# newly_collected (trees), lost)
Sit = tuple[Any, ...]

FRONTIER = 60           # situations kept per code step in any search (best first)
W_POS = 0.45            # weight of next round's 7nana chance
HELD = 0.8              # a banana held up a tree, against one in the stash
W_STRAND = 1.1          # a banana left where this monkey alone could never take it
EMPTY: Slot = (None, None)  # an empty code step


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
