"""Codes bots' measures on a fully known (sampled) table: the estimated
number of actions to a code (`dist_full`, `dist_within` for five in a longer
code), the chance that one action shows it (`one_step`), what a player
heading straight for their code does next (`greedy_reply`), and a factored
belief over a hidden code (`Belief`).

The distance counts flips, the swaps needed to put coins in place (moved
coins minus cycles) and the expected number of replaces for characters that
must come from the bag; its search is capped at NODE_CAP nodes and reports
the nodes it expanded, the unit of the bots' work budgets.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache
from operator import ne
from typing import Any, Mapping, Sequence

from game.core.actions import Action
from game.rules.codes import coins as C

SPLIT = {f"{s}:{v}": (s, v) for s in C.SUITS for v in C.VALUES}
WIN = 100.0
NO_COIN = 6.0  # cost guess when no coin in the bag carries a needed character

# ---------------------------------------------------------------------------
# Distances and one-step reachability on a fully known (determinized) table


def _shows(coins: Sequence[str], faces: Sequence[str]) -> list[str]:
    sh = C._SHOWS
    return [sh[c, f] for c, f in zip(coins, faces)]


def _bag_cost(pool: Sequence[str], ch: str) -> float:
    """Expected actions to replace a coin until `ch` shows (one try per action)."""
    if not pool:
        return NO_COIN
    good = sum(1 for x in pool if ch in SPLIT[x])
    if not good:
        return NO_COIN
    return len(pool) / good + 0.5


_MEMO: dict[tuple, tuple[float, int]] = {}
NODE_CAP = 400  # nodes one distance search may expand


def dist_full(coins: Sequence[str], faces: Sequence[str], target: Sequence[str | None],
              bag: Sequence[str], keep_out: bool = False, node_cap: int = NODE_CAP) -> float:
    """Estimated actions to make the table show `target` (None: any character)."""
    return dist_full_work(coins, faces, target, bag, keep_out, node_cap)[0]


def dist_full_work(coins: Sequence[str], faces: Sequence[str], target: Sequence[str | None],
                   bag: Sequence[str], keep_out: bool = False,
                   node_cap: int = NODE_CAP) -> tuple[float, int]:
    """`dist_full` and the work it takes (search nodes, at least 1; the same
    whether the answer was memoised or not)."""
    key = (tuple(coins), tuple(faces), tuple(target), tuple(sorted(bag)), keep_out, node_cap)
    got = _MEMO.get(key)
    if got is None:
        if len(_MEMO) > 50_000:
            _MEMO.clear()
        got = _MEMO[key] = _dist_full(coins, faces, target, bag, keep_out, node_cap)
    return got


def _dist_full(coins: Sequence[str], faces: Sequence[str], target: Sequence[str | None],
               bag: Sequence[str], keep_out: bool, node_cap: int) -> tuple[float, int]:
    L = len(coins)
    shows = _shows(coins, faces)
    need = [i for i in range(L) if target[i] is not None]
    if all(shows[i] == target[i] for i in need):
        return 0.0, 1
    # On long tables, coins already showing the right character stay where
    # they are (a heuristic that keeps the search small).
    fixed = [i for i in need if shows[i] == target[i]] if L > 8 else []
    keep = set(fixed)
    todo = [i for i in need if i not in keep]
    bag_has: dict[str, int] = {}
    for x in bag:
        for ch in SPLIT[x]:
            bag_has[ch] = bag_has.get(ch, 0) + 1
    cands: dict[int, list[tuple[int | None, float]]] = {}
    for i in todo:
        t = target[i]
        lst: list[tuple[int | None, float]] = []
        for j in range(L):
            if j in keep:
                continue
            s, v = SPLIT[coins[j]]
            if t == s or t == v:
                lst.append((j, 0.0 if shows[j] == t else 1.0))
        lst.sort(key=lambda x: (x[0] != i, x[1]))
        assert t is not None
        good = bag_has.get(t, 0)
        size = len(bag)
        if not keep_out:
            size += 1
            good += t in SPLIT[coins[i]]
        lst.append((None, size / good + 0.5 if good else NO_COIN))
        cands[i] = lst
    order = sorted(todo, key=lambda i: len(cands[i]))
    # rest[k]: a lower bound on the flip and bag costs of order[k:]
    rest = [0.0] * (len(order) + 1)
    for k in range(len(order) - 1, -1, -1):
        rest[k] = rest[k + 1] + min(c for _, c in cands[order[k]])
    src: dict[int, int | None] = {}
    used: set[int] = set(keep)
    best = [math.inf]
    nodes = [0]

    def leaf(cost: float) -> float:
        moved = [i for i, j in src.items() if j is not None and j != i]
        if not moved:
            return cost
        ms = set(moved)
        seen: set[int] = set()
        cycles = 0
        for i in moved:
            if i in seen:
                continue
            k = i
            walk = []
            while k in ms and k not in seen:
                seen.add(k)
                walk.append(k)
                k = src[k]  # type: ignore[assignment]
            if k == i:
                cycles += 1
        return cost + len(moved) - cycles

    def dfs(k: int, cost: float, moved: int) -> None:
        nodes[0] += 1
        if cost + rest[k] + moved / 2 >= best[0] or nodes[0] > node_cap:
            return
        if k == len(order):
            best[0] = min(best[0], leaf(cost))
            return
        i = order[k]
        for j, c in cands[i]:
            if nodes[0] > node_cap:
                break  # the search is over (what follows would return at once)
            if j is not None and j in used:
                continue
            src[i] = j
            if j is not None:
                used.add(j)
            dfs(k + 1, cost + c, moved + (1 if j is not None and j != i else 0))
            if j is not None:
                used.discard(j)
        src.pop(i, None)

    dfs(0, 0.0, 0)
    if best[0] == math.inf:  # node cap hit before any leaf: count wrong places
        return float(len(todo)) * 1.5, nodes[0]
    return best[0], nodes[0]


@lru_cache(maxsize=None)
def _placements(n: int, table_len: int) -> int:
    """How many ways a code of `n` may lie in a table of `table_len` (five in a longer code)."""
    return sum(1 for _ in C.placements(n, table_len))


def dist_within(coins: Sequence[str], faces: Sequence[str], target: Sequence[str],
                bag: Sequence[str], keep_out: bool = False) -> float:
    """Estimated actions to make `target` lie in the table as the five-in-a-
    longer-code rule wants it: side by side, or split once by a gap."""
    L, T = len(coins), len(target)
    if not T:
        return 0.0
    shows = _shows(coins, faces)
    on_table: set[str] = set()
    for c in coins:
        on_table.update(SPLIT[c])
    pool = list(bag) if keep_out else list(bag) + [coins[0]]
    # cost[p][i]: making place p show target[i]
    cost: list[list[float]] = []
    for p in range(L):
        row = []
        for t in target:
            if shows[p] == t:
                row.append(0.0)
            elif t in SPLIT[coins[p]]:
                row.append(1.0)
            elif t in on_table:
                row.append(1.25)
            else:
                row.append(_bag_cost(pool, t))
        cost.append(row)
    best = math.inf
    for at in C.placements(T, L):
        total = 0.0
        for i, p in enumerate(C.placed(T, at)):
            total += cost[p][i]
            if total >= best:
                break
        else:
            best = total
            if best == 0.0:
                break
    return best


def one_step(coins: Sequence[str], faces: Sequence[str], code: Sequence[str], bag: Sequence[str],
             ref: Sequence[str] | None = None, keep_out: bool = False) -> float:
    """Chance that one action makes the table show `code` (1: certainly).

    `ref`: the table the player to act may not bring back (no undo), if any.
    The rule is judged on the visible table, so when `code` is that table
    every flip, swap and move that would show it is barred and only a
    replace can (by luck)."""
    L = len(coins)
    shows = _shows(coins, faces)
    M = [i for i in range(L) if shows[i] != code[i]]
    if not M:
        return 1.0
    blocked = ref is not None and tuple(ref) == tuple(code)
    best = 0.0
    if len(M) == 1:
        i = M[0]
        s, v = SPLIT[coins[i]]
        other = v if faces[i] == "suit" else s
        if other == code[i] and not blocked:
            return 1.0
        pool = list(bag) if keep_out else list(bag) + [coins[i]]
        if pool:
            best = sum(0.5 for x in pool if code[i] in SPLIT[x]) / len(pool)
    if blocked:
        return best
    if len(M) == 2:
        i, j = M
        if shows[i] == code[j] and shows[j] == code[i]:
            return 1.0
    lo, hi = M[0], M[-1]
    for a in range(lo + 1):
        for b in range(max(hi, a + 1), L):
            # move a -> b: new[a..b-1] = shows[a+1..b], new[b] = shows[a]
            if shows[a] == code[b] and all(shows[k + 1] == code[k] for k in range(a, b)):
                return 1.0
            # move b -> a: new[a] = shows[b], new[a+1..b] = shows[a..b-1]
            if shows[b] == code[a] and all(shows[k] == code[k + 1] for k in range(a, b)):
                return 1.0
    return best


def greedy_reply(coins: Sequence[str], faces: Sequence[str], bag: Sequence[str],
                 code: Sequence[str], lay: Any, ref: Sequence[str] | None, keep_out: bool,
                 rng: random.Random) -> Action:
    """What a player heading straight for `code` does next: the action that leaves
    the fewest places wrong (a replace counts the chance that it puts the right
    character there; ties broken at random), never one the no-undo rule bars
    (`ref`: the table that may not come back)."""
    sh = C._SHOWS
    shows = tuple(sh[c, f] for c, f in zip(coins, faces))
    want = tuple(code)
    refd = tuple(ref) if ref is not None else None
    L = len(shows)
    wrong = [x != y for x, y in zip(shows, want)]
    base = sum(wrong)
    best = math.inf
    picks: list[Action] = []

    def consider(a: Action, score: float) -> None:
        nonlocal best, picks
        if score < best - 1e-9:
            best, picks = score, [a]
        elif score <= best + 1e-9:
            picks.append(a)

    for p in range(L):
        other = sh[coins[p], C.other(faces[p])]
        if refd is not None and other == refd[p] and all(
                shows[i] == refd[i] for i in range(L) if i != p):
            continue  # barred: it would bring the protected table back
        consider(lay.flips[p], base - wrong[p] + (other != want[p]))
    for a, get in lay.getters:
        new = get(shows)
        if new == refd:
            continue
        consider(a, sum(map(ne, new, want)))
    pool = list(bag) if keep_out else list(bag) + [""]
    for p in range(L):
        olds = pool if keep_out else [x or coins[p] for x in pool]
        q = 0.5 * sum(1 for x in olds if want[p] in SPLIT[x]) / max(1, len(olds))
        consider(lay.replaces[p], base - q if wrong[p] else base + 1 - q)
    return picks[rng.randrange(len(picks))]


# ---------------------------------------------------------------------------
# Beliefs over a hidden code, one weight table per table position


class Belief:
    """A factored belief over a code: log-weights per position and character."""

    def __init__(self, length: int, chars: Sequence[str]):
        self.chars = list(chars)
        self.idx = {ch: k for k, ch in enumerate(self.chars)}
        self.logw = [[0.0] * len(self.chars) for _ in range(length)]
        self.fixed: dict[int, str] = {}

    def nudge(self, pos: int, ch: str, amount: float) -> None:
        k = self.idx.get(ch)
        if k is not None and pos < len(self.logw):
            self.logw[pos][k] += amount

    def observe(self, entry: Mapping[str, Any], beta: float) -> None:
        """Raise the weight of codes an action moved the table toward."""
        a = entry["action"]
        before, after = entry.get("before"), entry.get("after")
        if before is None or after is None:
            return
        if a["kind"] == "replace":
            self.nudge(a["pos"], before[a["pos"]], -beta)  # they did not want that character
            return
        w = beta if a["kind"] in ("flip", "swap") else beta * 0.6
        for p, (x, y) in enumerate(zip(before, after)):
            if x != y:
                self.nudge(p, y, w)
                self.nudge(p, x, -w)

    def probs(self, pos: int) -> list[float]:
        if pos in self.fixed:
            return [1.0 if ch == self.fixed[pos] else 0.0 for ch in self.chars]
        row = self.logw[pos]
        m = max(row)
        ex = [math.exp(x - m) for x in row]
        tot = sum(ex)
        return [x / tot for x in ex]

    def sample(self, rng: random.Random) -> tuple[str, ...]:
        out = []
        for p in range(len(self.logw)):
            pr = self.probs(p)
            r = rng.random()
            acc = 0.0
            pick = self.chars[-1]
            for ch, q in zip(self.chars, pr):
                acc += q
                if r < acc:
                    pick = ch
                    break
            out.append(pick)
        return tuple(out)

    def best(self) -> tuple[tuple[str, ...], float]:
        code, prob = [], 1.0
        for p in range(len(self.logw)):
            pr = self.probs(p)
            k = max(range(len(pr)), key=lambda x: (pr[x], -x))
            code.append(self.chars[k])
            prob *= pr[k]
        return tuple(code), prob
