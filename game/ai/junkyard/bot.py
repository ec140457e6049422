"""The medium and hard bots (`JunkyardBot`) and `make_bot`."""
from __future__ import annotations

import itertools
import math
from dataclasses import replace
from typing import Any, Mapping, cast

from game.ai.base import RandomBot, Work, bot_rng
from game.ai.junkyard.boards import Reach, _locate, board_of_view
from game.ai.junkyard.cards import (ALL_IDS, BEFORE, DEFENCE_BONUS, EARLY, MOVERS, OVERTIME,
                                    PICKS_DISCARD, RECOVER_W, STOPPERS, WINDOW_CARDS, _verbs,
                                    card_value, draw_value, hand_values)
from game.ai.junkyard.easy import EasyBot
from game.ai.junkyard.odds import collapse_dist, p_success, tower_height
from game.ai.junkyard.profiles import PROFILES
from game.ai.junkyard.sim import _Sim
from game.ai.junkyard.value import Board, HAND_W, evaluate, seat_values
from game.core.actions import Action
from game.rules.junkyard import steps as S
from game.rules.junkyard.actions import Choose, Discard, Done, Play, Spank
from game.rules.junkyard.deck import ATTACK, JUNK, REINFORCEMENT, SPECIAL, card
from game.rules.junkyard.effects import Ctx
from game.rules.junkyard.model import Yard
from game.rules.junkyard.state import stops_sneak


PILE_CARE = 2       # no discarding for a faster draw once the pile holds this many per player


class JunkyardBot:
    def __init__(self, kind: str, seat: int, seed: int):
        self.kind = kind
        self.seat = seat
        self.prof = PROFILES[kind]
        self.rng = bot_rng(seed, seat, kind)
        self.last_work: dict[str, int] = {"work": 0}
        self.reach: Reach | None = None

    # ----------------------------------------------------------------- entry
    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        work = Work(self.prof.budget)
        self.reach = Reach(view) if self.prof.threat else None
        if view["window"] is not None:
            a = self._window(view, legal, work)
        elif view["asking"] is not None:
            a = self._answer(view, legal, work)
        elif len(legal) == 1:
            a = legal[0]
        else:
            a = self._turn(view, legal, work)
        self.last_work = {"work": work.used}
        return a if a in legal else (Done() if Done() in legal else legal[0])

    # ----------------------------------------------------------------- estimates
    def _defence_odds(self, view: Mapping[str, Any]) -> tuple[float, float, float]:
        """From the cards this seat has not seen: the chance one hidden card is
        a bonus defence card, the mean of those bonuses, and the chance it is
        one that stops an attack outright."""
        seen = set(view["hand"] or ()) | set(view["discard"]) | set(view["cards"]["table"])
        unseen = [c for c in ALL_IDS if c not in seen]
        if not unseen:
            return 0.0, 0.0, 0.0
        bonus = [card(c).defense for c in unseen if c in DEFENCE_BONUS]
        stop = sum(1 for c in unseen if c in STOPPERS)
        mean = sum(bonus) / len(bonus) if bonus else 0.0
        return len(bonus) / len(unseen), mean, stop / len(unseen)

    def _expected_defence(self, view: Mapping[str, Any], seat: int,
                          odds: tuple[float, float, float]) -> tuple[float, float]:
        """(expected defence bonus, chance the attack is stopped) against `seat`:
        it holds one such card with the chance its hand size gives, and plays
        it `defence_use` of the time."""
        q, mean, stop = odds
        n = view["hand_counts"][seat]
        use = self.prof.defence_use
        return (1 - (1 - q) ** n) * mean * use, (1 - (1 - stop) ** n) * use

    # ----------------------------------------------------------------- own turn
    def _turn(self, view: dict[str, Any], legal: list[Action], work: Work) -> Action:
        phase, me, prof = view["phase"], self.seat, self.prof
        pending = phase in ("build", "attack", "spank")
        sim = _Sim(self, view, pending, work)
        now = sim.value(sim.yard)
        plays = [a for a in legal if isinstance(a, Play)]
        specials = [a for a in plays if card(a.card).type == SPECIAL]

        def special_gain(a: Play) -> float:
            put = sim.put(sim.yard, a.card)
            if put is None:
                return -math.inf
            gain = sim.best_effect(*put)[0] - now
            if a.card in PICKS_DISCARD and view["discard"]:
                # the value counts cards, not which: a pick from the discard
                # pile is worth what the best card there is worth
                gain += RECOVER_W * max(card_value(c, view) for c in view["discard"])
            return gain

        if phase == "build":
            for a in specials:
                # cards that bring cards are played before building, if at all
                # (a bigger hand draws fewer cards next turn)
                if a.card in EARLY and special_gain(a) > prof.margin:
                    return a
            over = [a for a in specials if a.card in OVERTIME]
            allow_j, allow_r = self._allowance(view)
            if over and allow_j >= 1:
                base = self._plan(sim, view, allow_j, allow_r)[0]
                put = sim.put(sim.yard, over[0].card)
                if put is not None:
                    sim_y = put[0]
                    more = self._plan(sim, view, allow_j + 1, allow_r, y=sim_y)[0]
                    if more > base + prof.margin:
                        return over[0]
            value, seq = self._plan(sim, view, allow_j, allow_r)
            if seq and value > now + 1e-9:
                return Play(seq[0])
            return Done()

        if phase == "spank":
            best = prof.margin
            act_: Action | None = None
            for a in specials:
                if a.card in MOVERS:
                    g = special_gain(a)
                    if g > best:
                        best, act_ = g, a
            return act_ or (Spank() if Spank() in legal else Done())

        cands: list[tuple[float, Action]] = []
        if phase == "attack":
            cands += self._attacks(view, plays, sim, now, work)
        for a in specials:
            if work.spent:
                break
            cands.append((special_gain(a) - prof.margin, a))
        if cands:
            g, act = max(cands, key=lambda x: x[0])
            if g > 0:
                return act
        if phase == "discard":
            return self._discard(view, legal)
        return Done()

    def _allowance(self, view: Mapping[str, Any]) -> tuple[int, int]:
        me = self.seat
        if view["options"].get("no_limit"):
            return 2, 2
        extras = sum(1 for s in view["statuses"]
                     if s["kind"] == "extra" and s["seat"] == me and s["what"] == "build")
        return (max(0, 1 + extras - view["played"]["junk"]),
                max(0, 1 - view["played"]["reinforcement"]))

    def _plan(self, sim: _Sim, view: Mapping[str, Any], allow_j: int, allow_r: int,
              y: Yard | None = None) -> tuple[float, tuple[str, ...]]:
        """The best build this phase: junk and reinforcement cards in some order."""
        y = sim.yard if y is None else y
        me = self.seat
        hand = y.cards.hands[me]
        h, m = sum(card(f.junk).height for f in y.towers[me]), y.monkey
        junk = sorted({c for c in hand if card(c).type == JUNK},
                      key=lambda c: (abs(h + card(c).height - m), -card(c).strength, c))[:3]
        reinf = sorted({c for c in hand if card(c).type == REINFORCEMENT},
                       key=lambda c: (-card(c).strength, c))[:2]
        js = min(allow_j, 2)
        rs = min(allow_r, 1)
        seqs: set[tuple[str, ...]] = set()
        for nj in range(js + 1):
            for nr in range(rs + 1):
                for jj in itertools.permutations(junk, nj):
                    for rr in itertools.permutations(reinf, nr):
                        for order in set(itertools.permutations(("j",) * nj + ("r",) * nr)):
                            ji, ri = iter(jj), iter(rr)
                            seq: list[str] = []
                            for o in order:
                                seq.append(next(ji) if o == "j" else next(ri))
                            seqs.add(tuple(seq))
        best, best_seq = sim.value(y), cast(tuple[str, ...], ())
        for cand in sorted(seqs, key=lambda x: (len(x), x)):
            if not cand:
                continue
            if sim.work.spent:
                break
            v = sim.seq_value(y, cand)
            if v > best + 1e-9:
                best, best_seq = v, cand
        return best, best_seq

    def _attacks(self, view: Mapping[str, Any], plays: list[Play], sim: _Sim, now: float,
                 work: Work) -> list[tuple[float, Action]]:
        """Every attack worth making, scored (value gained minus margin)."""
        me, prof = self.seat, self.prof
        b = board_of_view(view, self.reach)
        pending = True
        base = evaluate(b, me, prof.alpha, pending)
        b_used = replace(b, hands=tuple(n - 1 if s == me else n for s, n in enumerate(b.hands)))
        odds = self._defence_odds(view)
        h_me, m = view["heights"][me], view["monkey"]
        vals = seat_values(b)
        leader = max((s for s in range(view["players"]) if s != me), key=lambda s: (vals[s], -s))
        out: list[tuple[float, Action]] = []
        leader_hits: list[tuple[float, float, Play]] = []
        for a in plays:
            c = card(a.card)
            if c.type != ATTACK:
                continue
            if work.spent:
                break
            if not a.target:
                put = sim.put(sim.yard, a.card)
                if put is None:
                    continue
                v, _ = sim.best_effect(*put)
                stop = max(self._expected_defence(view, s, odds)[1]
                           for s in range(view["players"]) if s != me)
                lost = sim.value(put[0])
                out.append(((1 - stop) * v + stop * lost - now - prof.attack_margin, a))
                continue
            where = _locate(view, a.target)
            if where is None:
                continue
            d, i = where
            if d == me:
                if prof.self_attack == "never" or (
                        prof.self_attack == "too_high" and h_me - m < 5):
                    continue
                p = p_success(c.attack, b.towers[d][i][1])
            else:
                dfn, stop = self._expected_defence(view, d, odds)
                p = (1 - stop) * p_success(c.attack - dfn, b.towers[d][i][1])
            work.spend(1)
            hit = evaluate(b_used, me, prof.alpha, pending, {d: collapse_dist(b.towers[d], i)})
            back = b if c.trigger == "miss" else b_used      # a miss draws / comes back
            miss = evaluate(back, me, prof.alpha, pending)
            gain = p * hit + (1 - p) * miss - base
            out.append((gain - prof.attack_margin, a))
            if d == leader:
                leader_hits.append((p, gain, a))
        if prof.leader_only and leader_hits:
            # medium: the leader's card with the best chance (worth hitting at all)
            _, gain, hit_act = max(leader_hits, key=lambda x: (x[0], x[1]))
            if gain > prof.attack_margin:
                return [(gain, hit_act)]
        return out

    def _discard(self, view: Mapping[str, Any], legal: list[Action]) -> Action:
        """Throw away the weakest cards when that pays: dead cards, or to end
        the turn with four cards (and so draw two next turn instead of one)."""
        discards = [a for a in legal if isinstance(a, Discard)]
        hand = list(view["hand"] or ())
        if not discards or not hand:
            return Done()
        vals = hand_values(view, hand)
        ranked = sorted(hand, key=lambda c: (vals[c], c))
        if vals[ranked[0]] < self.prof.dead:
            return Discard(ranked[0])
        n, left = len(hand), 2 - view["discards"]
        # a full hand draws one card, four cards or fewer draw two; near the end
        # of the pile nobody hurries it (an empty pile is everybody's loss)
        fresh = draw_value(view) if view["pile"] > PILE_CARE * view["players"] else 0.0
        before = 2 if n <= 4 else 1
        best, best_j = self.prof.thin_margin, 0
        for j in range(1, min(left, n) + 1):
            after = 2 if n - j <= 4 else 1
            gain = (after - before) * fresh - sum(vals[c] for c in ranked[:j])
            if gain > best:
                best, best_j = gain, j
        return Discard(ranked[0]) if best_j else Done()

    # ----------------------------------------------------------------- choices
    def _answer(self, view: dict[str, Any], legal: list[Action], work: Work) -> Action:
        q = view["asking"]
        me = self.seat
        chooses = [a for a in legal if isinstance(a, Choose)]
        if not chooses:
            return legal[0]
        if q["seat"] != me or q["player"] != me:
            return chooses[0]
        if q["kind"] == "card":
            return max(chooses, key=lambda a: (sum(card_value(c, view) for c in a.picks),
                                               a.picks))
        cid = q["card"]
        pending = view["phase"] in ("build", "attack", "spank") and view["turn"] == me
        sim = _Sim(self, view, pending, work)
        c = card(cid)
        junk = None
        if c.type == JUNK:
            junk = cid
        elif c.type == REINFORCEMENT:
            for t in view["towers"]:
                for f in t:
                    if cid in f["reinforcements"]:
                        junk = f["junk"]
        ctx = Ctx(me, cid, junk)
        best, act = -math.inf, chooses[0]
        for a in chooses:
            if work.spent:
                break
            assert isinstance(a, Choose)
            v = sum(w * sim.value(y2, o) for w, y2, o in sim.resolve(sim.yard, ctx,
                                                                      {a.key: a.picks}))
            if v > best:
                best, act = v, a
        return act

    # ----------------------------------------------------------------- windows
    def _window(self, view: dict[str, Any], legal: list[Action], work: Work) -> Action:
        """Score every card the deck has for this window, held or not, then play
        the best held one worth more than keeping it. The work is the same
        whatever the hand holds."""
        me, prof = self.seat, self.prof
        w, fight = view["window"], view["fight"]
        stage = w["stage"]
        b = board_of_view(view, self.reach)
        sneak = fight is None or fight["target"] is None
        scores: dict[str, float] = {}
        if sneak:
            harm = self._sneak_harm(view, work)
            for cid in BEFORE:
                work.spend(1)
                scores[cid] = (-harm if stops_sneak(cid) else 0.0) - self._keep(cid)
        else:
            info = self._fight(view, b, work)
            for cid in WINDOW_CARDS[stage]:
                work.spend(1)
                scores[cid] = self._reaction_value(cid, stage, view, b, info) - self._keep(cid)
        held = [a for a in legal if isinstance(a, Play)]
        best = max(held, key=lambda a: (scores.get(a.card, -math.inf), a.card), default=None)
        if best is not None and scores.get(best.card, -math.inf) > 0:
            return best
        return Done()

    def _keep(self, cid: str) -> float:
        p = self.prof
        c = card(cid)
        if c.type == SPECIAL:
            return p.keep_roll
        return p.keep_stopper if cid in STOPPERS else p.keep_defence

    def _fight(self, view: Mapping[str, Any], b: Board, work: Work) -> dict[str, Any]:
        """What the attack in progress is worth to this bot if it hits."""
        me, prof = self.seat, self.prof
        fight = view["fight"]
        where = _locate(view, fight["target"])
        info: dict[str, Any] = {"ok": where is not None}
        if where is None:
            return info
        d, i = where
        t = b.towers[d]
        pending = view["turn"] == me and view["phase"] in ("build", "attack", "spank")
        base = evaluate(b, me, prof.alpha, pending)
        work.spend(1)
        hit = evaluate(b, me, prof.alpha, pending, {d: collapse_dist(t, i)})
        mods = sum(v for _, v in fight["mods"])
        info.update(d=d, i=i, strength=t[i][1], delta=hit - base, mods=mods,
                    roll=fight["roll"], cancelled=fight["cancelled"],
                    above=tower_height(t[i + 1:]), top=i == len(t) - 1,
                    attacker=fight["attacker"])
        # Oops, Wrong Tower: the attacker's own top card instead
        a = fight["attacker"]
        at = b.towers[a]
        if at and a != d:
            work.spend(1)
            hit2 = evaluate(b, me, prof.alpha, pending, {a: collapse_dist(at, len(at) - 1)})
            info["redirect"] = (p_success(mods, at[-1][1]), hit2 - base)
        else:
            info["redirect"] = (0.0, 0.0)
        return info

    def _reaction_value(self, cid: str, stage: str, view: Mapping[str, Any], b: Board,
                        info: Mapping[str, Any]) -> float:
        """What playing `cid` now would be worth (0: nothing, or it can't be played)."""
        me = self.seat
        if not info.get("ok") or info.get("cancelled"):
            return 0.0
        c = card(cid)
        delta, s, mods = info["delta"], info["strength"], info["mods"]
        verbs = _verbs(c)
        extra = 0.0
        if S.Draw in verbs:
            extra += HAND_W
        if S.Discard in verbs:
            extra += HAND_W * 0.5
        if stage == "roll":
            if info["attacker"] != me:
                return 0.0
            roll = info["roll"]
            works = roll is not None and roll != 1 and roll + mods >= s
            if works:
                return 0.0
            if S.Attack in verbs:
                by = sum(x.by for x in S.walk(c.effect) if isinstance(x, S.Attack))
                ok = roll is not None and roll != 1 and roll + mods + by >= s
                return delta * (0.85 if ok else 0.0)
            if S.Reroll in verbs:
                return delta * p_success(mods, s) * 0.85
            return 0.0
        if info["d"] != me or info["attacker"] == me:
            return 0.0
        if self.prof.top_or_tall and not (info["top"] or info["above"] >= 3):
            return 0.0
        loss = -delta           # what the hit would cost this bot
        if loss <= 0:
            return 0.0
        if stage == "defend":
            p0 = p_success(mods, s)
            if S.Cancel in verbs:
                return p0 * loss + extra
            if S.Redirect in verbs:
                pr, gain = info["redirect"]
                return p0 * loss + pr * max(0.0, gain) + extra
            return (p0 - p_success(mods - c.defense, s)) * loss + extra
        # after the roll: the roll is known
        roll = info["roll"]
        works = roll is not None and roll != 1 and roll + mods >= s
        if not works:
            return 0.0
        if S.Reroll in verbs:
            return (1 - p_success(mods, s)) * loss + extra
        return (loss if roll + mods - c.defense < s else 0.0) + extra

    def _sneak_harm(self, view: dict[str, Any], work: Work) -> float:
        """What a sneak attack without a bonus, with the choices its player made,
        does to this bot's value (negative: it hurts)."""
        sn = view["sneak"]
        if sn is None:
            return 0.0
        me = self.seat
        pending = False
        sim = _Sim(self, view, pending, work)
        ctx = Ctx(sn["player"], sn["card"], sn["junk"])
        before = sim.value(sim.yard)
        picks = {k: tuple(v) for k, v in sn["answers"].items()}
        after = sum(w * sim.value(y2, o) for w, y2, o in sim.resolve(sim.yard, ctx, picks))
        del me
        return after - before


def make_bot(kind: str, seat: int, seed: int) -> Any:
    if kind == "random":
        return RandomBot(seat, seed)
    if kind == "easy":
        return EasyBot(seat, seed)
    if kind in PROFILES:
        return JunkyardBot(kind, seat, seed)
    raise ValueError(f"no Spank the Monkey bot of kind {kind!r}")
