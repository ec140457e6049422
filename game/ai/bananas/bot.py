"""The easy, medium and hard bots (`BananasBot`, one class tuned by
`LEVELS`) and `make_bot`.
"""
from __future__ import annotations

import math
import random
from typing import Any, Mapping, Sequence, TypeVar, cast

from game.ai.bananas.jungle import jinfo
from game.ai.bananas.planner import Board, COL, Code, EMPTY, Sit, Slot
from game.ai.bananas.rollouts import Policy, _fast_state_value, play_round, set_codes_and_lock
from game.ai.bananas.view import my_code, remaining
from game.ai.base import Bot, RandomBot, Work, bot_rng
from game.core.actions import Action
from game.core.hexgrid import Hex
from game.rules.bananas.actions import (SWING, AtHex, ChooseTree, ClearStep, Climb, LayTile,
                                        LockCode, MoveTo, NoTrap, OrderMissions, PickRotten,
                                        PlaceDie, PlaceMonkey, PlaceToken, PlaceTrap, PlantTree,
                                        StayDown)
from game.rules.bananas.sampling import sample_state


T = TypeVar("T")
H = TypeVar("H", bound=AtHex)  # an answer naming a hex (MoveTo, PlaceMonkey...)


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
