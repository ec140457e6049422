"""Information-set Monte Carlo tree search (single observer), for any game.

Each iteration samples a full state consistent with what the searching seat
sees (a *determinization*, from the game's `sample_state(view, seat, rng)`),
then walks one shared tree keyed by actions, using only the branches that
are legal in that determinization (Cowling, Powley and Whitehouse 2012,
"Information Set Monte Carlo Tree Search"). Chance (dice, draws) comes from
the determinized state's own random stream, so the tree is open-loop.

Works over the State protocol only: to_act, legal_actions, apply, over,
scores, clone. Budgets are counts of work, never time: `iterations`
(playouts) and, optionally, `max_actions` (actions applied in selection and
rollouts, all iterations together), so a search is deterministic for a given
`rng` on any machine. One iteration applies at most the tree depth plus
`max_depth` actions, so the work per decision has a hard upper bound.
"""
from __future__ import annotations

import math
import random
from typing import Any, Callable, Hashable, Sequence

RolloutPolicy = Callable[[Any, int, Sequence[Any], random.Random], Any]
Evaluate = Callable[[Any, int], float]


class _Node:
    __slots__ = ("parent", "action", "seat", "children", "visits", "avail", "total")

    def __init__(self, parent: "_Node | None", action: Hashable, seat: int | None):
        self.parent = parent
        self.action = action
        self.seat = seat  # the seat that chose `action` to reach this node
        self.children: dict[Hashable, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


def default_reward(state: Any, seat: int) -> float:
    """Scores scaled to [0, 1]: 1 for the best score (a win), 0 for nothing."""
    scores = list(state.scores())
    top = max(scores) if scores else 0
    if top <= 0:
        return 0.0
    return max(0.0, scores[seat] / top)


class ISMCTS:
    """Single-observer information-set MCTS.

    sample_state(view, seat, rng) -> State: a determinization.
    rollout_policy(state, actor, legal, rng) -> action (default: uniform).
    evaluate(state, seat) -> reward in [0, 1] for a rollout cut at
    `max_depth` before the end (default: 0.5, "unknown").
    reward(state, seat) -> reward in [0, 1] at the end (default: scores).
    """

    def __init__(self, seat: int, sample_state: Callable[..., Any], iterations: int = 500,
                 rollout_policy: RolloutPolicy | None = None, c: float = 1.4,
                 rng: random.Random | None = None, max_actions: int | None = None,
                 max_depth: int = 200, evaluate: Evaluate | None = None,
                 reward: Evaluate | None = None):
        self.seat = seat
        self.sample_state = sample_state
        self.iterations = iterations
        self.rollout_policy = rollout_policy
        self.c = c
        self.rng = rng or random.Random(0)
        self.max_actions = max_actions
        self.max_depth = max_depth
        self.evaluate = evaluate
        self.reward = reward or default_reward
        self.last_iterations = 0
        self.last_actions = 0  # actions applied by the last search (its work)
        self.last_stats: dict[Hashable, tuple[int, float]] = {}

    @staticmethod
    def actor(state: Any) -> int:
        return min(state.to_act())

    def _reward(self, state: Any, seat: int) -> float:
        if state.over:
            return self.reward(state, seat)
        if self.evaluate is not None:
            return self.evaluate(state, seat)
        return 0.5

    def choose(self, view: Any, legal: Sequence[Any]) -> Any:
        legal = list(legal)
        if len(legal) == 1:
            return legal[0]
        rng = self.rng
        legal_set = set(legal)
        root = _Node(None, None, None)
        n_iter = 0
        applied = 0
        for n_iter in range(1, self.iterations + 1):
            if self.max_actions is not None and applied >= self.max_actions:
                n_iter -= 1
                break
            state = self.sample_state(view, self.seat, rng)
            node = root
            path_seats: list[int] = []
            # selection and expansion
            while not state.over:
                who = self.actor(state)
                acts = state.legal_actions(who)
                if node is root:
                    acts = [a for a in acts if a in legal_set] or list(legal)
                untried = []
                for a in acts:
                    ch = node.children.get(a)
                    if ch is None:
                        untried.append(a)
                    else:
                        ch.avail += 1
                if untried:
                    a = untried[rng.randrange(len(untried))]
                    state.apply(who, a)
                    applied += 1
                    child = _Node(node, a, who)
                    child.avail = 1
                    node.children[a] = child
                    node = child
                    path_seats.append(who)
                    break
                logs: dict[int, float] = {}  # log(avail), computed once per count
                best, best_v = None, -math.inf
                for a in acts:
                    ch = node.children[a]
                    la = logs.get(ch.avail)
                    if la is None:
                        la = logs[ch.avail] = math.log(ch.avail)
                    v = ch.total / ch.visits + self.c * math.sqrt(la / ch.visits)
                    if v > best_v:
                        best, best_v = ch, v
                assert best is not None
                state.apply(who, best.action)
                applied += 1
                node = best
                path_seats.append(who)
            # rollout
            depth = 0
            while not state.over and depth < self.max_depth:
                who = self.actor(state)
                acts = state.legal_actions(who)
                if self.rollout_policy is not None:
                    a = self.rollout_policy(state, who, acts, rng)
                else:
                    a = acts[rng.randrange(len(acts))]
                state.apply(who, a)
                applied += 1
                depth += 1
            # backpropagation: each node scores from the view of the seat that chose it
            # (every node but the root has a parent and a seat)
            cache: dict[int, float] = {}
            while node.parent is not None:
                s = node.seat
                assert s is not None
                if s not in cache:
                    cache[s] = self._reward(state, s)
                node.visits += 1
                node.total += cache[s]
                node = node.parent
            root.visits += 1
        self.last_iterations = n_iter
        self.last_actions = applied
        self.last_stats = {a: (ch.visits, ch.total / ch.visits if ch.visits else 0.0)
                           for a, ch in root.children.items()}
        scored = [(root.children[a].visits, root.children[a].total / max(1, root.children[a].visits), i)
                  for i, a in enumerate(legal) if a in root.children]
        if not scored:
            return legal[rng.randrange(len(legal))]
        _, _, i = max(scored)
        return legal[i]
