"""Codes bots: random, easy, medium, hard. They play to win: with no round
limit, a match ends when somebody makes their code.

Bots see only (view, legal actions). They may remember what earlier views
showed (their own code before the memory game hides it, the history of
opponents' actions). All their randomness comes from `bot_rng`.

- random: uniform over legal actions.
- easy: one step toward its own code on a couple of sampled tables, with a
  look at the next player's reply; sometimes (NOISE) a careless move that
  still spoils nothing already right for it.
- medium: averages each action over sampled hidden coin sides
  (determinizations), looks at the next player's reply and is wary of
  actions that leave an opponent one action from winning.
- hard: the same search with more samples and replies, plus a belief over
  each opponent's secret code learnt from their actions (codes they moved the
  table toward get more weight); opponents' codes in the samples come from
  that belief, and it never hands an opponent a likely win unless it wins at
  the same time. Every bot keeps that belief; easy and medium use it once a
  match drags on past STUBBORN rounds: two bots after codes that differ in
  every place each spoil the other's code with every step toward their own,
  and only a bot that knows what the other will do next can leave a table
  that survives the reply. Past YIELD rounds (no end in sight) every bot
  lets the same player through (`_let_through`), more and more, so that
  such a match still gets a winner.

The cooperative games (`coop`, `coop_guess`) are played by codes_coop: read
from the others' actions which characters their places want, change as
little as possible of what looks right, and guess once the code is likely
(`guess_at`).

The next player's reply (`greedy_reply`) is what a player heading straight
for their code (as sampled) would do; after it, can this bot finish on its
next turn, and how far is it? No undo is judged on the visible table
(`one_step` takes the table that may not come back). Every action that brings
back a table seen before loses REPEAT per time it was seen (no going round in
circles), and in a match that drags on past STUBBORN rounds, blocking the
others counts for less and less (`_care`), so that two bots stopping each
other still let one through. In the memory game a bot claims in a window
exactly when the table shows the code it remembers.

The distance to a code (an estimate of the actions still needed) counts
flips, the swaps needed to put coins in place (moved coins minus cycles) and
the expected number of replaces for characters that must come from the bag.

Budgets are counted in work, never in time, so a seed gives the same match
on any machine (see `PROFILES`). A search evaluates its candidate actions
(the most promising first, after a cheap look at one sampled table) on one
sampled table after another, and starts no new sample that would likely take
it over its work budget. The units are the nodes the distance search expands
(remembered with each memoised distance, so a cached answer costs the same as
a fresh one and the count never depends on what ran before; a node on a
table longer than 8 coins counts for more), with the other evaluations,
samples and candidates charged what they cost in such nodes. Big problems
(long codes, many opponents) get fewer opponent replies per candidate
(`evals`); a first sample that alone uses the budget stops there, after at
least MIN_CANDIDATES candidates; a later sample stops outright at HARD times
the budget and is left out. So the work of a decision is at most HARD times
its budget plus one candidate's evaluations (and the ranking of the
candidates).
"""
from __future__ import annotations

import math
import random
from operator import ne
from typing import Any, Mapping, Sequence

from game.ai.base import RandomBot, Work, bot_rng
from game.ai.codes_coop import PlaceBelief, choose_action, guess_plan
from game.ai.codes_dist import (NODE_CAP, SPLIT, WIN, Belief, _placements, _shows, dist_full,
                                dist_full_work, dist_within, greedy_reply, one_step)
from game.ai.mcts import ISMCTS
from game.core.actions import Action
from game.rules.codes import coins as C
from game.rules.codes.actions import (Claim, EndTurn, Flip, GuessCancel, GuessChar, GuessStart,
                                      Move, Pass, Ready, Replace, Swap)
from game.rules.codes.options import COMPETE
from game.rules.codes.sampling import ruled_out, sample_state
from game.rules.codes.table import layout

# ---------------------------------------------------------------------------
# The bots

# One unit of work is about one node of the distance search on a table of up
# to 8 coins (a few microseconds); the other evaluations are charged what they
# cost in such nodes.
WORK_EASY = 20_000
WORK_MEDIUM = 100_000
WORK_HARD = 200_000

NOISE = 0.15  # how often the easy bot plays a careless move

# samples: most sampled tables per decision; work: the work budget of one
# decision (see `Work`); evals: most evaluations on one sampled table (over all
# candidates; big problems get fewer replies, then fewer candidates, to fit);
# replies: the next player's replies looked at per candidate; guess_at: how
# likely the code must look before a guess in the guessing game (codes_coop).
PROFILES: dict[str, dict[str, Any]] = {
    "easy": dict(samples=2, noise=NOISE, threat=0.0, safe=None, belief=False, opp_dist=0.0,
                 guess_at=0.6, work=WORK_EASY, evals=200, replies=1),
    "medium": dict(samples=6, noise=0.05, threat=3.0, safe=None, belief=False, opp_dist=0.0,
                   guess_at=0.7, work=WORK_MEDIUM, evals=600, replies=1),
    "hard": dict(samples=6, noise=0.0, threat=6.0, safe=0.3, belief=True, opp_dist=0.0,
                 guess_at=0.8, work=WORK_HARD, evals=1000, replies=2),
}
BETA = 0.8
STUBBORN = 40  # rounds after which blocking the others starts to count for less
YIELD = 3 * STUBBORN  # rounds after which bots let one player through (no end in sight)
LET_DISTURB = 0.6  # what a bot letting a player through counts per place it changes
REPEAT = 0.5  # value lost per time the table an action makes was seen before
MAX_CANDIDATES = 48  # actions searched in full; longer tables are prefiltered
MIN_CANDIDATES = 12  # never fewer, however big the problem
HARD = 2  # a search stops outright at HARD times its work budget
# work units of the evaluations other than the distance search (their rough
# costs in distance-search nodes)
W_SAMPLE = 16       # one sampled table, per coin on the table
W_PAIR = 4          # one candidate applied to one sampled table
W_ONE_STEP = 5      # one `one_step`
W_REPLY = 1         # one opponent reply, per action looked at and coin on the table / 8


class CodesBot:
    def __init__(self, kind: str, seat: int, seed: int = 0):
        if kind not in PROFILES:
            raise ValueError(f"unknown Codes bot kind {kind!r}")
        self.kind = kind
        self.seat = seat
        self.p = PROFILES[kind]
        self.rng = bot_rng(seed, seat, f"codes-{kind}")
        self.code: list[str | None] | None = None  # remembered own code
        self.beliefs: dict[Any, Belief] = {}
        self.seen = 0
        self.plan: list[str] | None = None
        self.decisions = 0
        self._work = Work(0)
        # how often each table was seen after an action, and every table seen
        # (a view lists only the history's last lines: the bot remembers)
        self._seen_tables: dict[tuple[str, ...], int] = {}
        self._past: set[tuple[str, ...]] = set()
        self._coop_belief: PlaceBelief | None = None  # the cooperative games
        self._care = 1.0
        self._yield = 0.0
        self._let: int | None = None  # the opponent let through (a match with no end in sight)
        self.last_work: dict[str, int] = {}  # what the last search did (work, samples...)

    # ----------------------------------------------------------- memory
    def _remember(self, view: Mapping[str, Any]) -> None:
        mine = view.get("my_code")
        if mine is not None:
            self.code = list(mine)

    def _holder(self, view: Mapping[str, Any], seat: int) -> Any:
        if view["mode"] != COMPETE:
            return "code"
        teams = view["teams"]
        return ("team", teams[seat]) if teams else seat

    def _update_beliefs(self, view: Mapping[str, Any]) -> None:
        # the view lists the history's last lines; `seen` counts every line so far
        hist, count = view["history"], view["history_count"]
        if self.seen > count:  # a new match
            self.seen = 0
            self.beliefs.clear()
            self._seen_tables.clear()
            self._past.clear()
            self._coop_belief = None
        new = hist[max(0, self.seen - (count - len(hist))):]
        self.seen = count
        for entry in new:
            if "after" in entry:
                key = tuple(entry["after"])
                self._seen_tables[key] = self._seen_tables.get(key, 0) + 1
                self._past.add(tuple(entry["before"]))
                self._past.add(key)
        if view["mode"] != COMPETE:
            if self._coop_belief is None:
                self._coop_belief = PlaceBelief(view, self.seat, self.code)
            self._coop_belief.update(view, new)
            return
        if view["options"]["five_in_long"]:
            return
        # every bot watches the others (cheap); only some use what it learns
        # from the start (see `_sampler`)
        mine = self._holder(view, self.seat)
        for entry in new:
            s = entry["seat"]
            h = self._holder(view, s)
            if s == self.seat or (h == mine and view["mode"] == COMPETE):
                continue
            b = self.beliefs.get(h)
            if b is None:
                b = self.beliefs[h] = Belief(view["code_length"], view["chars"])
            b.observe(entry, BETA)

    # ----------------------------------------------------------- choose
    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        self.last_work = {"work": 0}
        self._remember(view)
        self._update_beliefs(view)
        self.decisions += 1
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        if view["phase"] == "memorize":
            return next(a for a in legal if isinstance(a, Ready))
        if view["phase"] == "guess":
            return self._continue_guess(view, legal)
        if view["phase"] == "claim":  # the memory game's window: claim only what I know
            return Claim() if self._should_claim(view) and Claim() in legal else \
                next(a for a in legal if isinstance(a, Pass))
        acts: list[Action] = [a for a in legal if isinstance(a, (Flip, Swap, Move, Replace, EndTurn))]
        if view["mode"] != COMPETE:
            return self._coop(view, legal, acts)
        if not acts:
            return legal[0]
        if self.rng.random() < self.p["noise"]:
            return self._sloppy(view, acts)
        try:
            return self._search(view, acts)
        except ValueError:
            return self.rng.choice(acts)

    def _sloppy(self, view: Mapping[str, Any], acts: list[Action]) -> Action:
        """A careless move: any table action that does not spoil a place already
        showing what this seat wants there (a child's "something else")."""
        table_acts = [a for a in acts if not isinstance(a, EndTurn)] or acts
        want = self.code
        shows = [t["shows"] for t in view["table"]]
        if want is None or len(want) != len(shows):
            return self.rng.choice(table_acts)
        lay = layout(len(shows))
        right = sum(1 for x, y in zip(shows, want) if x == y)
        ok: list[Action] = []
        for a in table_acts:
            if isinstance(a, (Flip, Replace)):
                if shows[a.pos] != want[a.pos]:
                    ok.append(a)
            elif isinstance(a, (Swap, Move)):
                new = [shows[i] for i in lay.perm[a]]
                if sum(1 for x, y in zip(new, want) if x == y) >= right:
                    ok.append(a)
        return self.rng.choice(ok or table_acts)

    # ----------------------------------------------------------- claims and guesses
    def _should_claim(self, view: Mapping[str, Any]) -> bool:
        if self.code is None or None in self.code:
            return False
        shows = [t["shows"] for t in view["table"]]
        return C.code_matches(self.code, shows, view["options"]["five_in_long"])  # type: ignore[arg-type]

    def _coop(self, view: Mapping[str, Any], legal: Sequence[Action],
              acts: list[Action]) -> Action:
        """The cooperative games: guess once the code is likely enough, else the
        action that leaves the most places expected right (codes_coop)."""
        self._work = Work(self.p["work"])
        assert self._coop_belief is not None
        belief = self._coop_belief.fitted(view)
        self._work.spend(len(view["history"]) * view["code_length"] // 4 + 1)
        if any(isinstance(a, GuessStart) for a in legal):
            last_round = view["round"] >= view["max_rounds"]
            g = guess_plan(belief, self.p["guess_at"], last_round)
            if g is not None:
                self.plan = list(g)
                return GuessStart()
        if not acts:
            return legal[0]
        act = choose_action(view, self.seat, belief, acts, self.p["samples"], self._work,
                            self.rng, self._seen_tables)
        self.last_work = {"work": self._work.used}
        return act

    def _continue_guess(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        got = view["guess"] or []
        plan = self.plan
        if plan is None or list(plan[: len(got)]) != list(got) or len(got) >= len(plan):
            self.plan = None
            return next((a for a in legal if isinstance(a, GuessCancel)), legal[0])
        ch = plan[len(got)]
        act = GuessChar(ch)
        if act in legal:
            if len(got) + 1 == len(plan):
                self.plan = None
            return act
        self.plan = None
        return next((a for a in legal if isinstance(a, GuessCancel)), legal[0])

    # ----------------------------------------------------------- search
    # Evaluations, each charged to the decision's `Work`.
    def _dist(self, coins: Sequence[str], faces: Sequence[str], target: Sequence[str | None],
              bag: Sequence[str], keep_out: bool, within: bool = False) -> float:
        if within:
            self._work.spend(1 + _placements(len(target), len(coins)) * len(target) // 4)
            return dist_within(coins, faces, target, bag, keep_out)  # type: ignore[arg-type]
        d, nodes = dist_full_work(coins, faces, target, bag, keep_out)
        # a node costs more on a long table (one unit: a node on 8 coins or fewer)
        self._work.spend((nodes * max(8, len(coins)) + 7) // 8)
        return d

    def _one_step(self, coins: Sequence[str], faces: Sequence[str], code: Sequence[str],
                  bag: Sequence[str], ref: Sequence[str] | None, keep_out: bool) -> float:
        self._work.spend(W_ONE_STEP)
        return one_step(coins, faces, code, bag, ref, keep_out)

    def _prefilter(self, st: Any, acts: list[Action], lay: Any, keep_out: bool, within: bool,
                   mode: str, L: int, n: int) -> list[Action]:
        """The `n` actions that look best on one sample, cheaply, best first (ending
        the turn always kept, first)."""
        target: Sequence[str | None] = st.codes[self.seat]
        scored = []
        for i, a in enumerate(acts):
            if isinstance(a, EndTurn):
                scored.append((-1e9, i))
                continue
            self._work.spend(1)
            coins, faces, bag = _after(st.table, st.faces, st.bag, a, lay, keep_out, self.rng)
            if within:
                score = self._dist(coins, faces, target, bag, keep_out, True)
            else:
                score = 0.0
                for c, f, t in zip(coins, faces, target):
                    if t is None or C._SHOWS[c, f] == t:
                        continue
                    score += 0.5 if t in SPLIT[c] else 1.0
            scored.append((score, i))
        scored.sort()
        return [acts[i] for _, i in scored[:n]]

    def _reply_value(self, coins: list[str], faces: list[str], bag: list[str], mine: Sequence[str],
                     a: Action, lay: Any, keep_out: bool, replies: int, opp_seats: list[int],
                     st: Any) -> float:
        """After `a`, the next player heads for their code (`greedy_reply`, their
        code as sampled): can I finish on my next turn, and how far am I then?
        The average over `replies` replies (they differ in ties and draws)."""
        ref = _protected_after(st, a)  # what the reply may not bring back
        nxt = _next_seat(st, self.seat)
        theirs = st.codes[nxt]
        now = tuple(_shows(coins, faces))
        total = 0.0
        for _ in range(replies):
            self._work.spend(W_REPLY * len(lay.all) * len(coins) // 8 + 1)
            r = greedy_reply(coins, faces, bag, theirs, lay, ref, keep_out, self.rng)
            c2, f2, b2 = _after(coins, faces, bag, r, lay, keep_out, self.rng)
            sh = _shows(c2, f2)
            if list(sh) == list(mine):
                total += 10.0  # they show my code for me
                continue
            if any(tuple(sh) == tuple(st.codes[s]) for s in opp_seats):
                total -= 10.0 * self._care  # less and less, in a match that goes on and on
                continue
            p1 = self._one_step(c2, f2, mine, b2, None if isinstance(r, Replace) else now, keep_out)
            if p1 >= 1.0:
                total += 8.0
            else:
                total += 8.0 * p1 - (1.0 - p1) * self._dist(c2, f2, mine, b2, keep_out)
        return total / replies

    def _sampler(self, view: Mapping[str, Any]):
        # in a match that drags on, every bot has watched long enough to know
        # roughly what the others are after (see `_update_beliefs`)
        watched = self.p["belief"] or view["round"] > STUBBORN
        if not watched or view["options"]["five_in_long"] or view["mode"] != COMPETE:
            return None
        excl: dict[Any, set] = {}
        coins = view["coins"]

        def draw(s: int, rng: random.Random) -> tuple[str, ...]:
            h = self._holder(view, s)
            b = self.beliefs.get(h)
            if h not in excl:
                excl[h] = set(ruled_out(view, s, self._past))
            bad = excl[h]
            c: tuple[str, ...] = ()
            for _ in range(25):
                if b is None:
                    drawn = rng.sample(list(coins), view["secret_length"])
                    c = tuple(C.shows(x, rng.choice(C.FACES)) for x in drawn)
                else:
                    c = b.sample(rng)
                if c not in bad and C.formable(c, coins):
                    return c
            return c

        return draw

    def _determinize(self, view: Mapping[str, Any]):
        """Sampled full tables consistent with the view, one per call of the result."""
        sampler = self._sampler(view)
        L = view["code_length"]

        def draw() -> Any:
            self._work.spend(W_SAMPLE * L)
            return sample_state(view, self.seat, self.rng,
                                my_code=self.code,  # type: ignore[arg-type]
                                code_sampler=sampler, past=self._past)
        return draw

    def _search(self, view: Mapping[str, Any], acts: list[Action]) -> Action:
        work = self._work = Work(self.p["work"])
        # how much blocking the others still matters: fully in a normal match;
        # in one that drags on (two codes fighting for the same coins, each
        # player stopping the other) less and less, so that it ends with a winner
        late = (view["round"] - STUBBORN) / (2 * STUBBORN)
        self._care = 1.0 - min(1.0, max(0.0, late))
        opts = view["options"]
        mode = view["mode"]
        within = opts["five_in_long"]
        keep_out = opts["keep_out"]
        L = view["code_length"]
        my_holder = self._holder(view, self.seat)
        out = set(view["out"])
        opp_seats: list[int] = []
        if mode == COMPETE:
            seen_h = {my_holder}
            for s in range(view["players"]):
                h = self._holder(view, s)
                if h in seen_h:
                    continue
                members = [x for x in range(view["players"]) if self._holder(view, x) == h]
                if all(x in out for x in members):
                    continue  # out of the game (the memory game): no threat
                seen_h.add(h)
                opp_seats.append(s)
        lay = layout(L)
        # the size of one sample's search: candidates x evaluations per candidate
        replies = self.p.get("replies", 0) if L <= 8 and not within else 0
        per_opp = 0
        if mode == COMPETE and (self.p["threat"] or self.p["opp_dist"]):
            per_opp = 1 + (1 if self.p["opp_dist"] and not within else 0)

        def evals(r: int) -> int:
            return 1 + 2 * r + per_opp * len(opp_seats) if mode == COMPETE else 1

        cap = self.p["evals"]
        n_cands = min(len(acts), MAX_CANDIDATES)
        while replies and n_cands * evals(replies) > cap:
            replies //= 2
        n_cands = min(n_cands, max(MIN_CANDIDATES, cap // evals(replies)))
        draw = self._determinize(view)
        first = draw()
        self._yield = 0.0
        if mode == COMPETE and opp_seats and view["round"] > YIELD:
            self._let = self._let_through(view, opp_seats)
            if self._let is not None:
                self._yield = min(1.0, (view["round"] - YIELD) / (STUBBORN / 2))
        # the candidates, the most promising first (a first sample cut short by
        # the budget has looked at the best-looking ones)
        acts = self._prefilter(first, acts, lay, keep_out, within, mode, L, n_cands)
        n = len(acts)
        totals, threats, wins = [0.0] * n, [0.0] * n, [0] * n
        done = 0
        start = work.used
        ceiling = HARD * work.limit
        for _ in range(self.p["samples"]):
            if done:
                if work.used + (work.used - start) / done > work.limit:
                    break  # another sample would go over the budget
                st = draw()
            else:
                st = first
            row: list[tuple[float, float, bool]] = []
            for ai, a in enumerate(acts):
                if done and work.used >= ceiling:
                    break  # the hard ceiling: stop outright
                if not done and work.used >= work.limit and len(row) >= MIN_CANDIDATES:
                    break  # the budget is used on the first sample
                row.append(self._evaluate(st, a, lay, mode, within, keep_out, replies,
                                          opp_seats, L))
            if len(row) < n and done:
                break  # a sample cut short is left out
            for ai, (v, t, w) in enumerate(row):
                totals[ai] += v
                threats[ai] += t
                wins[ai] += w
            done += 1
            if len(row) < n:  # the first sample, cut short: only what it reached counts
                acts, n = acts[:len(row)], len(row)
                break
        self.last_work = {"work": work.used, "samples": done, "candidates": n,
                          "replies": replies}
        rows = [(totals[i] / done, threats[i] / done, wins[i] == done, i) for i in range(n)]
        safe = self.p["safe"]
        pool = rows
        if safe is not None and self._care > 0.5:
            winners = [r for r in rows if r[2]]
            if winners:
                pool = winners
            else:
                ok = [r for r in rows if r[1] < safe]
                pool = ok or [min(rows, key=lambda r: r[1])]
        top = max(r[0] for r in pool)
        best = [r for r in pool if r[0] >= top - 1e-9]
        return acts[best[self.rng.randrange(len(best))][3]]

    def _let_through(self, view: Mapping[str, Any], opp_seats: list[int]) -> int | None:
        """No end in sight: the opponent this bot lets through, if any. Every bot
        must pick the same one, or two bots helping each other get nowhere:
        the first player in turn order from the start player who is still in
        (unless that is this bot or its team, which then plays on)."""
        n, start = view["players"], view["start_player"]
        first = next(s for s in ((start + k) % n for k in range(n)) if s not in view["out"])
        if self._holder(view, first) == self._holder(view, self.seat):
            return None
        return next((s for s in opp_seats
                     if self._holder(view, s) == self._holder(view, first)), None)

    def _evaluate(self, st: Any, a: Action, lay: Any, mode: str, within: bool, keep_out: bool,
                  replies: int, opp_seats: list[int], L: int) -> tuple[float, float, bool]:
        """Action `a` on one sampled table: (value, threat to me, I win).

        Every code on the table ends the match at once: the game spots it, or
        in the memory game its holder claims it in the window right after."""
        self._work.spend(W_PAIR)
        ref = _protected_after(st, a)  # what the next player may not bring back
        coins, faces, bag = _after(list(st.table), list(st.faces), list(st.bag), a, lay, keep_out,
                                   self.rng)
        shows = _shows(coins, faces)
        mine = st.codes[self.seat]
        my_win = C.code_matches(mine, shows, within)
        opp_win = any(C.code_matches(st.codes[s], shows, within) for s in opp_seats)
        if my_win:
            return (WIN / 2 if opp_win else WIN), 0.0, True
        y = self._yield
        if opp_win:
            if y and C.code_matches(st.codes[self._let], shows, within):
                return WIN * (2 * y - 1), 0.0, False
            return -WIN, 1.0, False
        v = -self._dist(coins, faces, mine, bag, keep_out, within)
        if not isinstance(a, Replace):
            v -= REPEAT * self._seen_tables.get(tuple(shows), 0)
        if replies:
            v = 0.4 * v + 0.6 * self._reply_value(coins, faces, bag, mine, a, lay, keep_out,
                                                   replies, opp_seats, st)
        threat = 0.0
        if self.p["threat"] or self.p["opp_dist"]:
            p_none = 1.0
            dmin = math.inf
            for s in opp_seats:
                oc = st.codes[s]
                if within:
                    od = self._dist(coins, faces, oc, bag, keep_out, True)
                    p1 = 1.0 if od <= 1.0 else 0.0
                else:
                    p1 = self._one_step(coins, faces, oc, bag, ref, keep_out)
                    od = (self._dist(coins, faces, oc, bag, keep_out)
                          if self.p["opp_dist"] else 0.0)
                p_none *= 1.0 - p1
                dmin = min(dmin, od)
            threat = 1.0 - p_none
            v -= self.p["threat"] * self._care * threat
        if y:  # no end in sight: help the one every bot lets through, and above
            # all spoil nothing of theirs (what it knows of their code is a guess)
            near = self._dist(coins, faces, st.codes[self._let], bag, keep_out, within)
            moved = sum(map(ne, shows, _shows(st.table, st.faces)))
            v = (1 - y) * v - y * (near + LET_DISTURB * moved)
            if self.p["opp_dist"] and dmin < math.inf:
                v += self.p["opp_dist"] * min(dmin, 4.0)
        return v, threat, False


def _next_seat(st: Any, seat: int) -> int:
    """The seat that plays after `seat` (players who are out are skipped)."""
    for k in range(1, st.n + 1):
        nxt = (seat + k) % st.n
        if nxt not in st.out:
            return nxt
    return seat


def _protected_after(st: Any, a: Action) -> tuple[str, ...] | None:
    """The table the next player may not bring back after this seat plays `a` to
    end its turn (no undo): the table from before this turn, unless the turn
    had a replace."""
    if isinstance(a, Replace) or st.turn_replaced:
        return None
    return tuple(st.turn_start)


def _after(coins: list[str], faces: list[str], bag: list[str], a: Action, lay: Any,
           keep_out: bool, rng: random.Random) -> tuple[list[str], list[str], list[str]]:
    if isinstance(a, Flip):
        faces = list(faces)
        faces[a.pos] = C.other(faces[a.pos])
    elif isinstance(a, (Swap, Move)):
        p = lay.perm[a]
        coins = [coins[i] for i in p]
        faces = [faces[i] for i in p]
    elif isinstance(a, Replace):
        old = coins[a.pos]
        pool = list(bag) if keep_out else list(bag) + [old]
        new = pool[rng.randrange(len(pool))]
        bag = [x for x in bag if x != new]
        if new != old:
            bag.append(old)
        coins = list(coins)
        faces = list(faces)
        coins[a.pos] = new
        faces[a.pos] = C.FACES[rng.randrange(2)]
    return coins, faces, bag


def make_bot(kind: str, seat: int, seed: int):
    """A Codes bot of `kind` (random, easy, medium, hard) for `seat`."""
    if kind == "random":
        return RandomBot(seat, seed)
    return CodesBot(kind, seat, seed)


def mcts_bot(seat: int, seed: int, iterations: int = 200) -> ISMCTS:
    """Plain ISMCTS over Codes with random rollouts (for comparison and tests);
    at most 40 rollout actions per iteration and 4000 actions per decision."""
    return ISMCTS(seat, lambda v, s, r: sample_state(v, s, r), iterations=iterations,
                  rng=bot_rng(seed, seat, "codes-mcts"), max_actions=4000, max_depth=40)
