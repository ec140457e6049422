"""Rounds played out with the real rules on a determinized state, and the
quick policy every seat follows there unless a bot's own policy is given.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Mapping, Sequence, cast

from game.ai.bananas.jungle import JInfo
from game.ai.bananas.planner import HELD, Slot, W_POS, W_STRAND, mission_value, stranded
from game.ai.base import Work
from game.core.actions import Action
from game.rules.bananas.actions import LockCode, MoveTo
from game.rules.bananas.decisions import (ClimbChoice, Coding, DownChoice, PathChoice, SwingChoice,
                                          TrapChoice)
from game.rules.bananas.state import BananasState


# a seat's own choices inside a played-out round: (view, legal) -> action
Policy = Callable[[Mapping[str, Any], list[Action]], Action]
PLAYOUT_ACTIONS = 400   # most actions in one played-out round
ROLLOUT_ACTION = 10     # rollout units per action played out (it costs about 10 nodes)


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

