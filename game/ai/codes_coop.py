"""Codes bots in the cooperative games (`coop`, `coop_guess`): what the places
nobody told me probably show, which action helps the group most, and when a
guess is likely to be right.

Everybody plays the same way, and that is what makes the others readable:
a player whose place is wrong fixes it on their turn (most of the time), and
leaves alone what looks right. So a place that keeps what it shows while the
others take their turns probably shows the right character (its holder saw
it and let it be), and a character somebody takes off a place was probably
wrong there. `PlaceBelief` adds up that evidence per place and character
from the public history, weighing each player's action by the chance that
they hold the place (`held` is public; which places is not; a player who
keeps changing a place alone probably holds it). A character is wrong only
if its holder let it be on each of their turns: with several possible
holders that chance is a mixture, so a place whose holder never plays (out
of the game) does not look ever more certain. A wrong guess
tells the others the guesser's own characters: where it differs from the
table at the time, the guesser knew better.

In the plain cooperative game the signals (how many of each player's places
are right) are public too; the belief is scaled so that the places not mine
that look right add up to what the signals say.

The action chosen is the one that leaves the most places expected right
(averaged over sampled hidden coin sides and bag draws), a small cost for
every place it disturbs, so a contented player changes as little as it can
(best: swapping two coins that show the same character, better still when
that brings to a place of mine a coin whose other side I need: SETUP). The
work is counted: a sample costs W_SAMPLE per coin and each action looked at
about a unit (more on long tables); no new sample starts once the budget is
used.
"""
from __future__ import annotations

import copy
import heapq
import math
import random
from typing import Any, Collection, Mapping, Sequence

from game.ai.base import Work
from game.core.actions import Action
from game.rules.codes import coins as C
from game.rules.codes.actions import EndTurn, Flip, Move, Replace, Swap
from game.rules.codes.options import COOP
from game.rules.codes.sampling import sample_table
from game.rules.codes.table import layout

F_FIX = 0.8      # how often a player fixes a wrong place of theirs on their turn
TAKE_OFF = 2.0   # evidence (nats, for a certain holder) that a character taken off was wrong
PUT_ON = 0.4     # ... that a character put on a place is right (they hoped so)
GUESSED = 3.0    # ... that a wrong guess's character, where it differs from the table, is right
HOLDER = 1.0     # how much more likely a player who changed a place alone holds it, per time
DISTURB = 0.25   # the cost of changing a place not mine (what it showed told the others something)
SETUP = 0.3      # what a wrong place of mine that one flip would put right is worth
BEST_TRIES = 64  # codes looked at for the likeliest one not known to be wrong
REPEAT = 0.1     # the cost of making a table seen before, per time seen
W_SAMPLE = 16    # work: one sampled table, per coin on it


class PlaceBelief:
    """Per place, what the evidence says of each character the code may have
    there: the turns that left it showing (per player), the players who
    changed the place alone, and other evidence in nats (`posterior`).

    It lives as long as the match and reads each line of the public history
    once (`update`: a view lists only the history's last lines)."""

    def __init__(self, view: Mapping[str, Any], seat: int, mine: Sequence[str | None] | None):
        self.seat = seat
        self.n = view["players"]
        self.L = view["code_length"]
        self.chars = list(view["chars"])
        self.held = list(view["held"])
        self.mine: dict[int, str] = {}
        for p in view["my_positions"] or ():
            if mine is not None and mine[p] is not None:
                self.mine[p] = mine[p]
        # kept[p][ch][s]: turns of player s that left place p showing ch;
        # touched[p][s]: times s changed place p alone (as a holder fixing it does);
        # extra[p][ch]: other evidence, in nats
        self.kept = [{ch: [0] * self.n for ch in self.chars} for _ in range(self.L)]
        self.touched = [[0] * self.n for _ in range(self.L)]
        self.extra = [dict.fromkeys(self.chars, 0.0) for _ in range(self.L)]
        self.failed: set[tuple[str, ...]] = set()
        self.now: list[str] | None = None  # the table as the history has it so far
        self._probs: list[dict[str, float]] | None = None

    def update(self, view: Mapping[str, Any], new: Sequence[Mapping[str, Any]]) -> None:
        """Learn from the history lines not read yet."""
        self._probs = None
        others = sum(h for s, h in enumerate(self.held) if s != self.seat) or 1
        if not self.now:  # (the memory game lays the table out only after "ready")
            first = next((h for h in new if "before" in h), None)
            self.now = list(first["before"]) if first else [t["shows"] for t in view["table"]]
        for h in new:
            s, kind = h["seat"], h["action"]["kind"]
            if kind == "guess":
                if not h.get("correct"):
                    g = tuple(h["action"]["chars"])
                    self.failed.add(g)
                    if s != self.seat:
                        # the guesser's own places are right in it; where it differs
                        # from the table, those are probably them
                        w = self.held[s] / others
                        for p, ch in enumerate(g[:len(self.now)]):
                            self._add(p, ch, GUESSED if ch != self.now[p] else w * GUESSED)
                continue
            if "after" not in h:
                continue
            before, after = h["before"], h["after"]
            if s != self.seat and self.held[s]:
                w = self.held[s] / others  # the chance that this player holds a given place
                changed = [p for p in range(self.L) if before[p] != after[p]]
                for p in range(self.L):
                    if before[p] == after[p]:
                        if before[p] in self.kept[p]:
                            self.kept[p][before[p]][s] += 1
                    else:
                        self._add(p, before[p], -w * TAKE_OFF)
                        self._add(p, after[p], w * PUT_ON)
                if len(changed) == 1:
                    self.touched[changed[0]][s] += 1
            self.now = list(after)

    def _add(self, p: int, ch: str, amount: float) -> None:
        if p not in self.mine and ch in self.extra[p]:
            self.extra[p][ch] += amount

    def _holders(self, p: int) -> list[float]:
        """Who probably holds place p: by how many places each holds, and more
        for a player who keeps changing that place alone."""
        w = [0.0 if s == self.seat else self.held[s] * (1.0 + HOLDER * self.touched[p][s])
             for s in range(self.n)]
        tot = sum(w) or 1.0
        return [x / tot for x in w]

    def posterior(self) -> list[dict[str, float]]:
        """Per place, the chance of each character (mine: certain)."""
        if self._probs is not None:
            return self._probs
        out = []
        fix = [min(0.95, F_FIX / h) if h else 0.0 for h in self.held]
        for p in range(self.L):
            if p in self.mine:
                out.append({ch: float(ch == self.mine[p]) for ch in self.chars})
                continue
            pi = self._holders(p)
            logw = {}
            for ch in self.chars:
                # if ch were wrong there, its holder would probably have changed it
                counts = self.kept[p][ch]
                wrong = sum(pi[s] * (1.0 - fix[s]) ** counts[s] for s in range(self.n) if pi[s])
                logw[ch] = self.extra[p][ch] - math.log(max(wrong, 1e-12))
            top = max(logw.values())
            ex = {ch: math.exp(x - top) for ch, x in logw.items()}
            tot = sum(ex.values())
            out.append({ch: x / tot for ch, x in ex.items()})
        self._probs = out
        return out

    def probs(self, p: int) -> dict[str, float]:
        return self.posterior()[p]

    def fitted(self, view: Mapping[str, Any]) -> "PlaceBelief":
        """This belief, in the plain cooperative game made to agree with the signals."""
        if view["mode"] != COOP or not view["signals"]:
            return self
        twin = copy.copy(self)
        twin._probs = [dict(row) for row in self.posterior()]
        twin._fit_signals(view, self.seat)
        return twin

    def _fit_signals(self, view: Mapping[str, Any], seat: int) -> None:
        """Scale the chance that each place not mine shows its right character so
        that they add up to the right places the signals report."""
        shows = [t["shows"] for t in view["table"]]
        right = sum(sig["right"] for s, sig in enumerate(view["signals"]) if s != seat)
        places = [p for p in range(self.L) if p not in self.mine]
        rows = self.posterior()
        if not places:
            return
        q = {p: rows[p][shows[p]] for p in places}
        lo, hi = -30.0, 30.0
        for _ in range(40):  # bisection on a log-odds shift
            mid = (lo + hi) / 2
            total = sum(_shift(q[p], mid) for p in places)
            lo, hi = (mid, hi) if total < right else (lo, mid)
        k = (lo + hi) / 2
        for p in places:
            target = _shift(q[p], k)
            row = rows[p]
            rest = 1.0 - row[shows[p]]
            for ch in row:
                if ch != shows[p]:
                    row[ch] = (1.0 - target) * (row[ch] / rest if rest > 0 else 1.0 / (len(row) - 1))
            row[shows[p]] = target

    def best(self, skip: Collection[tuple[str, ...]] = ()) -> tuple[tuple[str, ...], float]:
        """The likeliest code not in `skip`, and its chance (places independent):
        a best-first walk over each place's characters, likeliest first."""
        rows = [sorted(self.probs(p).items(), key=lambda kv: (-kv[1], self.chars.index(kv[0])))
                for p in range(self.L)]

        def prob(ranks: tuple[int, ...]) -> float:
            return math.prod(rows[p][r][1] for p, r in enumerate(ranks))

        start = (0,) * self.L
        heap = [(-prob(start), start)]
        seen = {start}
        code: tuple[str, ...] = tuple(r[0][0] for r in rows)
        for _ in range(BEST_TRIES):
            if not heap:
                break
            neg, ranks = heapq.heappop(heap)
            code = tuple(rows[p][r][0] for p, r in enumerate(ranks))
            if code not in skip:
                return code, -neg
            for p in range(self.L):
                if ranks[p] + 1 < len(rows[p]):
                    nxt = ranks[:p] + (ranks[p] + 1,) + ranks[p + 1:]
                    if nxt not in seen:
                        seen.add(nxt)
                        heapq.heappush(heap, (-prob(nxt), nxt))
        return code, 0.0


def _shift(q: float, k: float) -> float:
    q = min(max(q, 1e-9), 1 - 1e-9)
    x = math.log(q / (1 - q)) + k
    return 1.0 / (1.0 + math.exp(-x)) if x > -700 else 0.0


def guess_plan(belief: PlaceBelief, at: float, last_round: bool) -> tuple[str, ...] | None:
    """The code to guess now, or None: the likeliest code once its chance reaches
    `at` (in the last round of a limit, whatever it is), never a guess already
    known to be wrong."""
    code, prob = belief.best(belief.failed)
    if code in belief.failed:
        return None
    return code if last_round or prob >= at else None


def choose_action(view: Mapping[str, Any], seat: int, belief: PlaceBelief,
                  acts: Sequence[Action], samples: int, work: Work, rng: random.Random,
                  seen: Mapping[tuple[str, ...], int]) -> Action:
    """The table action that leaves the most places expected right, less REPEAT
    for every time the table it makes was seen before (going round in circles)."""
    L = view["code_length"]
    lay = layout(L)
    shows = [t["shows"] for t in view["table"]]
    faces = [t["face"] for t in view["table"]]
    keep_out = view["options"]["keep_out"]
    probs = [belief.probs(p) for p in range(L)]
    here = [probs[p][shows[p]] for p in range(L)]
    totals = [0.0] * len(acts)
    done = 0
    for _ in range(max(1, samples)):
        if done and work.spent:
            break  # the budget is used: what the samples so far say
        work.spend(W_SAMPLE * L)
        try:
            coins = sample_table(view, rng)
        except ValueError:
            break
        bag = [c for c in view["coins"] if c not in coins]
        for i, a in enumerate(acts):
            totals[i] += _gain(a, coins, faces, shows, bag, probs, here, belief, lay, keep_out,
                               work)
        done += 1
    if not done:
        return acts[rng.randrange(len(acts))]
    for i, a in enumerate(acts):
        if isinstance(a, (Flip, Swap, Move)):
            new = list(shows)
            if isinstance(a, Flip):
                known = view["table"][a.pos]["known"]
                if known is None:
                    continue  # its other side is not known: nor is the table it makes
                new[a.pos] = C.shows(known, C.other(faces[a.pos]))
            else:
                new = [shows[q] for q in lay.perm[a]]
            if new != shows:  # changing nothing is no circle
                totals[i] -= done * REPEAT * seen.get(tuple(new), 0)
    top = max(totals)
    best = [a for a, t in zip(acts, totals) if t >= top - 1e-9]
    return best[rng.randrange(len(best))]


def _gain(a: Action, coins: Sequence[str], faces: Sequence[str], shows: Sequence[str],
          bag: Sequence[str], probs: list[dict[str, float]], here: list[float],
          belief: PlaceBelief, lay: Any, keep_out: bool, work: Work) -> float:
    """How many more places are expected right after `a` on this sampled table."""
    def cost(p: int) -> float:
        return 0.0 if p in belief.mine else DISTURB

    if isinstance(a, EndTurn):
        return 0.0
    if isinstance(a, Flip):
        work.spend(1)
        p = a.pos
        new = C.shows(coins[p], C.other(faces[p]))
        return probs[p][new] - here[p] - cost(p) + SETUP * (
            _flips_to_mine(belief, coins, _flipped(faces, p)) - _flips_to_mine(belief, coins, faces))
    if isinstance(a, Replace):
        p = a.pos
        pool = list(bag) if keep_out else list(bag) + [coins[p]]
        work.spend(1 + len(pool) // 4)
        if not pool:
            return -cost(p)
        exp = sum(probs[p][C.shows(c, f)] for c in pool for f in C.FACES) / (2 * len(pool))
        return exp - here[p] - cost(p)
    assert isinstance(a, (Swap, Move))
    perm = lay.perm[a]
    work.spend(1 + len(perm) // 8)
    g = 0.0
    for p, src in enumerate(perm):
        if src != p and shows[src] != shows[p]:
            g += probs[p][shows[src]] - here[p] - cost(p)
    moved_coins = [coins[i] for i in perm]
    moved_faces = [faces[i] for i in perm]
    return g + SETUP * (_flips_to_mine(belief, moved_coins, moved_faces)
                        - _flips_to_mine(belief, coins, faces))


def _flipped(faces: Sequence[str], p: int) -> list[str]:
    out = list(faces)
    out[p] = C.other(out[p])
    return out


def _flips_to_mine(belief: PlaceBelief, coins: Sequence[str], faces: Sequence[str]) -> int:
    """My wrong places that one flip would put right (a step toward a code
    whose coins must first be brought into place)."""
    return sum(1 for p, ch in belief.mine.items()
               if C.shows(coins[p], faces[p]) != ch and C.shows(coins[p], C.other(faces[p])) == ch)
