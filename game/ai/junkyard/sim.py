"""Card effects played out with the rules' own effect engine on one
determinization of the view, an effect's die forced each way and
collisions rolled with the bot's own dice.
"""
from __future__ import annotations

import itertools
import math
import random
from typing import Any, Iterable, Mapping, Protocol, Sequence

from game.ai.base import Work
from game.ai.junkyard.boards import Reach, board_of_yard
from game.ai.junkyard.cards import card_value
from game.ai.junkyard.odds import Dist, fall_dist
from game.ai.junkyard.profiles import Profile
from game.ai.junkyard.value import WIN, evaluate
from game.core.errors import IllegalAction
from game.rules.junkyard import effects as E
from game.rules.junkyard import steps as S
from game.rules.junkyard.deck import JUNK, REINFORCEMENT, card
from game.rules.junkyard.effects import Ctx, Fall, Outcome
from game.rules.junkyard.model import Yard
from game.rules.junkyard.picks import encode
from game.rules.junkyard.sampling import sample_state


SAMPLE_COST = 5     # work units of one determinization


def _first_roll(effect: S.Effect) -> S.Roll | None:
    for s in effect:
        if isinstance(s, S.Roll):
            return s
    return None


class _Forced:
    """An rng whose first die is fixed (an effect's own roll played out one way)."""

    def __init__(self, first: int | None, rng: random.Random):
        self.first, self.rng = first, rng

    def randint(self, a: int, b: int) -> int:
        if self.first is not None:
            v, self.first = self.first, None
            return max(a, min(b, v))
        return self.rng.randint(a, b)


def _collide(y: Yard, falls: Iterable[Fall], rng: random.Random) -> None:
    """The rules' collisions, rolled with the bot's own dice (a simulation)."""
    queue = list(falls)
    while queue:
        fall = queue.pop(0)
        where = y.locate(fall.junk)
        if where is None:
            continue
        seat, i = where
        tower = y.towers[seat]
        below = tower[i - 1] if i > 0 else None
        roll = rng.randint(1, 6)
        hit = [fl for fl in (tower[i], below) if fl is not None and roll >= y.strength(fl)]
        if not hit:
            continue
        low = min(tower.index(fl) for fl in hit)
        for fl in hit:
            tower.remove(fl)
            y.cards.discard_from_table(fl.cards())
        if low < len(tower):
            queue.append(Fall(seat, tower[low].junk, low))


# what a determinization is built from: the view without the choices being
# collected (the sampled yard, the only part the bots use, never needs them)
_SAMPLED = ("options", "seats", "cards", "towers", "monkey", "statuses", "stamp", "fight", "turn",
            "first", "turn_number", "phase", "played", "discards", "back", "window", "windows",
            "fight_cards", "winners", "end_reason", "hand_counts", "hand", "discard")


def _public(view: Mapping[str, Any]) -> dict[str, Any]:
    out = {k: view[k] for k in _SAMPLED}
    out["asking_state"] = out["sneak"] = None
    return out


class _Player(Protocol):
    """What a simulation takes from the bot that runs it: a protocol, not the
    bot's class, so that this module does not depend on the bot's."""
    seat: int
    rng: random.Random
    reach: Reach | None
    prof: Profile


class _Sim:
    """Card effects played out on one determinization of the view."""

    def __init__(self, bot: _Player, view: Mapping[str, Any], pending: bool,
                 work: Work):
        self.bot, self.me, self.view, self.pending, self.work = (
            bot, bot.seat, view, pending, work)
        self.yard = sample_state(_public(view), self.me, bot.rng).yard
        self.rng = random.Random(bot.rng.randrange(1 << 30))
        work.spend(SAMPLE_COST)

    def value(self, y: Yard, out: Outcome | None = None, pending: bool | None = None) -> float:
        self.work.spend(1)
        if out is not None and out.pile_empty:
            return -WIN
        b = board_of_yard(y, self.me, self.bot.reach)
        dists: dict[int, Dist] = {}
        for f in (out.falls if out is not None else ()):
            if f.seat not in dists and f.index < len(b.towers[f.seat]):
                dists[f.seat] = fall_dist(b.towers[f.seat], f.index)
        return evaluate(b, self.me, self.bot.prof.alpha,
                        self.pending if pending is None else pending, dists)

    def put(self, y: Yard, cid: str) -> tuple[Yard, Ctx] | None:
        """A copy of `y` with the bot's card `cid` played (built, put on its top
        junk card, or on the table)."""
        c, me = card(cid), self.me
        if cid not in y.cards.hands[me]:
            return None
        y = y.clone()
        if c.type == JUNK:
            y.build(me, cid)
            return y, Ctx(me, cid, cid)
        if c.type == REINFORCEMENT:
            if not y.towers[me]:
                return None
            y.reinforce(me, cid)
            return y, Ctx(me, cid, y.towers[me][-1].junk)
        y.cards.play(me, cid)
        return y, Ctx(me, cid)

    def pick_options(self, y: Yard, ctx: Ctx) -> list[dict[str, tuple[str, ...]]]:
        """The answers worth trying for the effect's first real choice."""
        eff = card(ctx.card).effect
        if not eff:
            return [{}]
        for c in E.choices(y, eff, ctx):
            opts = [encode(c, o) for o in c.options]
            if len(opts) <= c.need:
                continue
            if isinstance(c, E.PickCard):
                ranked = sorted(opts, key=lambda x: -card_value(x, self.view))
                return [{c.key: tuple(ranked[:c.need])}]
            return [{c.key: combo} for combo in itertools.islice(
                itertools.combinations(opts, c.need), 12)]
        return [{}]

    def resolve(self, y: Yard, ctx: Ctx, picks: Mapping[str, Sequence[str]]
                ) -> list[tuple[float, Yard, Outcome | None]]:
        """The effect of `ctx.card` on copies of `y`: one per way its die goes."""
        eff = card(ctx.card).effect
        if not eff:
            return [(1.0, y, None)]
        answers: dict[str, tuple] = {}
        for c in E.choices(y, eff, ctx):
            opts = [encode(c, o) for o in c.options]
            want = picks.get(c.key)
            if want is not None and len(want) == c.need and all(p in opts for p in want):
                answers[c.key] = tuple(c.options[opts.index(p)] for p in want)
            else:
                answers[c.key] = tuple(c.options[:c.need])
        roll = _first_roll(eff)
        if roll is None:
            branches: list[tuple[int | None, float]] = [(None, 1.0)]
        else:
            ok = (7 - roll.need) / 6
            branches = [(6, ok), (1, 1 - ok)]
        out: list[tuple[float, Yard, Outcome | None]] = []
        for forced, w in branches:
            if w <= 0:
                continue
            y2 = y.clone()
            self.work.spend(1)
            try:
                o = E.apply(y2, eff, ctx, answers, _Forced(forced, self.rng))
            except (ValueError, IllegalAction):     # this sample can't carry it out
                o = Outcome()
            out.append((w, y2, o))
        return out

    def best_effect(self, y: Yard, ctx: Ctx, pending: bool | None = None
                    ) -> tuple[float, dict[str, tuple[str, ...]]]:
        """The value of the card's effect with its best answers (and those answers)."""
        best, picks = -math.inf, {}
        for p in self.pick_options(y, ctx):
            v = sum(w * self.value(y2, o, pending) for w, y2, o in self.resolve(y, ctx, p))
            if v > best:
                best, picks = v, dict(p)
            if self.work.spent:
                break
        return best, picks

    def seq_value(self, y: Yard, seq: Sequence[str]) -> float:
        """Play these cards of the bot's in order (each effect with its best
        answers), then value the board."""
        if not seq:
            return self.value(y)
        put = self.put(y, seq[0])
        if put is None:
            return -math.inf
        y1, ctx = put
        if len(seq) == 1:
            return self.best_effect(y1, ctx)[0]
        best = -math.inf
        for p in self.pick_options(y1, ctx)[:4]:
            v = 0.0
            for w, y2, o in self.resolve(y1, ctx, p):
                if o is not None and o.pile_empty:
                    v += w * -WIN
                    continue
                if o is not None and o.falls:
                    _collide(y2, o.falls, self.rng)
                v += w * self.seq_value(y2, seq[1:])
            best = max(best, v)
            if self.work.spent:
                break
        return best
