"""Spank the Monkey bots: random, easy, medium, hard.

Bots see only `(view, legal actions)` and draw all their randomness from
`bot_rng`. They never look at another seat's hand: what the view hides they
estimate from the cards nobody has seen (the deck minus their own hand, the
discard pile and the table).

- random: uniform over the legal actions.
- easy: builds its tallest junk card, reinforces, now and then throws a
  random attack at an opponent (or plays a special), spanks whenever it can,
  never discards. In a reaction window it flips a coin (always, so the coin
  tells nothing): heads, and holding a defence card, it plays one; it passes
  every other window.
- medium: a greedy player with a position value (below). It plans its build
  (junk and reinforcement, both orders) for height while keeping strength,
  attacks the leader's reachable card with the best chance of success (the
  rule numbers: a roll of 1 fails, else roll + bonus - expected defence >=
  strength), defends when its top card, or a card with a lot above it, is
  hit and the card changes the odds enough, plays specials when they raise
  its value (monkey moves that let it spank this turn, a skip for the
  leader...), spanks whenever possible, discards dead cards and, when a
  weak card is all it costs, ends its turn with four cards (a hand of four or
  fewer draws two cards, a bigger one only one).
- hard: the same machinery with threat: how soon each seat can spank
  (`Reach`: the chance its next build takes it within reach, from the junk
  heights among the cards it has not seen and the hand each opponent will
  hold; for itself, the junk it holds), the leader weighing most. Every
  attack on any seat is weighed by its chance and by what the collision chain
  does (the exact distribution of the victim's tower after the hit: one die
  per fall, tested against the falling card and the one it lands on);
  defence cards are kept for the hits that matter (a low card under a tall
  tower, a tower within reach of the monkey); monkey moves and builds follow
  the spank chart; it lowers its own tower when that pays (too far above
  the monkey) and thins its hand more readily.

The position value (`evaluate`) is in height units: a seat below the monkey
is worth minus its distance (plus what its next build may bring within
reach); within reach it is worth the spank chart's odds times SPANK_W; too
high, minus the excess. From it the expected loss to the opponents' attacks
before its next turn (`vulnerability`, exact collision chains) is taken off,
and the cards in hand add a little. The value of a board for a bot is its own
seat's value minus a mix of the leader's and the opponents' mean; in its own
turn, before its spank, the spank chance (with the monkey-moving specials it
holds) counts as a win.

Card effects are judged by playing them, with the rules' own effect engine,
on a determinization of the view (`sample_state`, one sample: the value only
counts cards in hands, never which cards, so a draw or a steal is the same
in every sample); an effect's die is played out both ways (success and
failure, weighted by the chart), and the falls it leaves are scored with the
exact collision distribution.

Work is counted, never timed (`Work`): each determinization, simulated
effect and evaluation is a unit; a decision stops trying candidates when its
budget is spent. In a reaction window every bot does the same fixed work
whether or not it holds a card for it: it scores every card the deck has for
that window (held or not) before looking at its hand, so neither the answer's
delay nor the work tells anything.
"""
from __future__ import annotations

import itertools
import math
import random
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import Any, Iterable, Mapping, Sequence, cast

from game.ai.base import RandomBot, Work, bot_rng
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.rules.junkyard import effects as E
from game.rules.junkyard import steps as S
from game.rules.junkyard.actions import Choose, Discard, Done, Play, Spank
from game.rules.junkyard.deck import (ATTACK, DECK, DEFENSE, JUNK, REINFORCEMENT, SPECIAL, Card,
                                      card)
from game.rules.junkyard.effects import Ctx, Fall, Outcome
from game.rules.junkyard.model import SHIELD, SKIP, TOWER, Yard
from game.rules.junkyard.sampling import sample_state
from game.rules.junkyard.state import stops_sneak

# --------------------------------------------------------------------------- values
WIN = 10.0          # a won match, in height units
SPANK_W = 8.0       # within reach of the monkey: SPANK_W times the chart's odds
LAM = 1.0           # weight of the expected loss to the opponents' attacks
ATTACK_RATE = 0.4   # the chance an opponent attacks a given tower in its turn
THROW_BONUS = 1.5   # the throw the vulnerability assumes (any card)...
HAND_BONUS = 2.5    # ...and the hand attack (the card at the attacker's height)
HAND_W = 0.15       # a card in hand (up to five; then HAND_W_MORE each)
HAND_W_MORE = 0.05
SKIP_BUILD = 1.0    # a seat that misses its next build
SKIP_ATTACK = 0.4   # a seat that misses its next attack phase
MOVER_FAITH = 0.85  # a spank made possible by a monkey card still in hand
SAMPLE_COST = 5     # work units of one determinization
PILE_CARE = 2       # no discarding for a faster draw once the pile holds this many per player

# Tower: per junk card bottom -> top (height, strength, protected from others)
Floor_ = tuple[int, int, bool]
Tower = tuple[Floor_, ...]
Dist = tuple[tuple[Tower, float], ...]


def p_spank(over: int) -> float:
    """The spank chart: level 5/6, one above 4/6 ... four above 1/6, else 0."""
    return (5 - over) / 6 if 0 <= over <= 4 else 0.0


def _p_int(bonus: int, strength: int) -> float:
    return sum(1 for r in range(2, 7) if r + bonus >= strength) / 6


def p_success(bonus: float, strength: int) -> float:
    """The chance an attack destroys a card: a 1 always fails, else roll +
    bonus >= strength (a fractional bonus, an expected defence, interpolates)."""
    lo = math.floor(bonus)
    f = bonus - lo
    return (1 - f) * _p_int(lo, strength) + (f * _p_int(lo + 1, strength) if f else 0.0)


def tower_height(t: Tower) -> int:
    return sum(f[0] for f in t)


# Just below the monkey: the spank chance one build will give next turn, for
# 1, 2, 3... steps below (`Near`; medium assumes these, hard works them out).
NEAR: tuple[float, ...] = (0.35, 0.3, 0.2, 0.0, 0.0, 0.0)


def progress(h: int, m: int, near: tuple[float, ...] = NEAR) -> float:
    """A seat's progress in height units: below the monkey, minus the distance
    (plus what its next build may bring within reach); within reach, the
    spank chart times SPANK_W; too high, minus the excess."""
    over = h - m
    if over < 0:
        return over + (SPANK_W * near[-over - 1] if -over <= len(near) else 0.0)
    if over <= 4:
        return SPANK_W * p_spank(over)
    return -float(over - 4)


@lru_cache(maxsize=1 << 16)
def fall_dist(t: Tower, i: int) -> Dist:
    """The towers a fall ends in, with their chances: the card at index `i`
    fell onto the one below it (or the ground); one die, each of the two
    breaks if the roll is at least its strength; the lowest card above a new
    hole falls next (the rules' collision, exactly)."""
    out: dict[Tower, float] = {}
    for roll in range(1, 7):
        hit = [j for j in (i - 1, i) if j >= 0 and roll >= t[j][1]]
        if not hit:
            out[t] = out.get(t, 0.0) + 1 / 6
            continue
        low = min(hit)
        rest = tuple(f for k, f in enumerate(t) if k not in hit)
        subs: Dist = fall_dist(rest, low) if low < len(rest) else ((rest, 1.0),)
        for t2, q in subs:
            out[t2] = out.get(t2, 0.0) + q / 6
    return tuple(out.items())


@lru_cache(maxsize=1 << 16)
def collapse_dist(t: Tower, i: int) -> Dist:
    """The card at index `i` is destroyed: the towers that follow, with chances."""
    rest = t[:i] + t[i + 1:]
    if i < len(rest):
        return fall_dist(rest, i)
    return ((rest, 1.0),)


def expected_loss(t: Tower, i: int) -> float:
    """Expected height lost when the card at index `i` is destroyed (collisions included)."""
    h = tower_height(t)
    return sum(q * (h - tower_height(t2)) for t2, q in collapse_dist(t, i))


def reach_index(t: Tower, h: int) -> int | None:
    """The floor a hand attack from height `h` reaches (the rules' hand reach)."""
    if not t:
        return None
    if h == 0:
        return 0
    top = 0
    for i, f in enumerate(t):
        top += f[0]
        if h <= top:
            return i
    return None


@lru_cache(maxsize=1 << 17)
def vulnerability(t: Tower, m: int, opp: tuple[int, ...],
                  near: tuple[float, ...] = NEAR) -> float:
    """The value a tower expects to lose before its owner's next turn: each
    opponent attacks now and then (ATTACK_RATE), with a throw at the card that
    costs most or a hand attack at the card at its own height, whichever is
    worse (collision chains counted exactly)."""
    if not t or not opp:
        return 0.0
    now = progress(tower_height(t), m, near)
    loss = [0.0 if f[2] else now - sum(q * progress(tower_height(t2), m, near)
                                       for t2, q in collapse_dist(t, i))
            for i, f in enumerate(t)]
    throw = max(p_success(THROW_BONUS, f[1]) * loss[i] for i, f in enumerate(t))
    worst = throw
    for oh in opp:
        i = reach_index(t, oh)
        if i is not None:
            worst = max(worst, p_success(HAND_BONUS, t[i][1]) * loss[i])
    return (1 - (1 - ATTACK_RATE) ** len(opp)) * (0.5 * worst + 0.5 * throw)


@lru_cache(maxsize=1 << 17)
def seat_value(t: Tower, m: int, opp: tuple[int, ...],
               near: tuple[float, ...] = NEAR) -> float:
    return progress(tower_height(t), m, near) - LAM * vulnerability(t, m, opp, near)


def hand_value(n: int) -> float:
    return HAND_W * min(n, 5) + HAND_W_MORE * max(0, n - 5)


def best_spank(h: int, m: int, movers: Sequence[int]) -> float:
    """The best spank chance with some of these monkey moves (each used once)."""
    best = p_spank(h - m)
    for k in range(1, len(movers) + 1):
        for sub in itertools.combinations(movers, k):
            mm = m
            for d in sub:
                mm = max(1, min(25, mm + d))
            best = max(best, p_spank(h - mm))
    return best


@dataclass(frozen=True)
class Board:
    """What the value looks at: towers, the monkey, hand sizes, skips, the
    monkey moves in the bot's own hand."""
    towers: tuple[Tower, ...]
    monkey: int
    hands: tuple[int, ...]
    skips: frozenset[tuple[int, str]]
    movers: tuple[int, ...] = ()
    near: tuple[tuple[float, ...], ...] | None = None   # per seat (None: NEAR)


def seat_values(b: Board, dists: Mapping[int, Dist] | None = None) -> list[float]:
    heights = [tower_height(t) for t in b.towers]
    out = []
    for s, t in enumerate(b.towers):
        opp = tuple(sorted(heights[:s] + heights[s + 1:]))
        outs = (dists or {}).get(s) or ((t, 1.0),)
        near = NEAR if b.near is None else b.near[s]
        v = sum(q * seat_value(t2, b.monkey, opp, near) for t2, q in outs)
        v += hand_value(b.hands[s])
        if (s, "build") in b.skips:
            v -= SKIP_BUILD
        if (s, "attack") in b.skips:
            v -= SKIP_ATTACK
        out.append(v)
    return out


def evaluate(b: Board, me: int, alpha: float, pending: bool,
             dists: Mapping[int, Dist] | None = None) -> float:
    """The board's value for `me`: its seat's value minus alpha times the best
    opponent's and (1 - alpha) times their mean. `pending`: `me` is still to
    spank this turn, and a spank that works wins."""
    vals = seat_values(b, dists)
    opp = [v for s, v in enumerate(vals) if s != me]
    rel = vals[me] - (alpha * max(opp) + (1 - alpha) * sum(opp) / len(opp))
    if not pending:
        return rel
    p = 0.0
    for t, q in (dists or {}).get(me) or ((b.towers[me], 1.0),):
        h = tower_height(t)
        got = p_spank(h - b.monkey)
        if b.movers:
            got = max(got, MOVER_FAITH * best_spank(h, b.monkey, b.movers))
        p += q * got
    return p * WIN + (1 - p) * rel


# --------------------------------------------------------------------------- the deck
def _mover(c: Card) -> int | None:
    """A special played in your own turn that moves the monkey (by how much)."""
    if c.type != SPECIAL or c.when != "my_turn":
        return None
    moves = [s.by for s in S.walk(c.effect) if isinstance(s, S.Monkey)]
    return sum(moves) if moves else None


MOVERS: dict[str, int] = {c.id: m for c in DECK() for m in [_mover(c)] if m is not None}
EARLY = frozenset(c.id for c in DECK() if c.type == SPECIAL and c.when == "my_turn" and all(
    isinstance(s, (S.Draw, S.Recover)) for s in c.effect))
OVERTIME = frozenset(c.id for c in DECK() if c.type == SPECIAL and any(
    isinstance(s, S.Extra) for s in c.effect))
BEFORE = tuple(c.id for c in DECK() if c.type == DEFENSE and c.when == "before_roll")
AFTER = tuple(c.id for c in DECK() if c.type == DEFENSE and c.when == "after_roll")
ON_ROLL = tuple(c.id for c in DECK() if c.type == SPECIAL and c.when == "my_roll")
# every card a window may see, scored whether held or not (no tell)
WINDOW_CARDS = {"defend": BEFORE, "after": AFTER, "roll": ON_ROLL}
PICKS_DISCARD = frozenset(c.id for c in DECK() if any(
    isinstance(s, S.Recover) and s.card == "choose" for s in c.effect))
RECOVER_W = 0.4     # a card picked from the discard pile, against its worth in hand
ALL_IDS = tuple(c.id for c in DECK())
DEFENCE_BONUS = frozenset(c.id for c in DECK() if c.type == DEFENSE and c.when == "before_roll"
                          and c.defense > 0)
STOPPERS = frozenset(c.id for c in DECK() if c.type == DEFENSE and c.when == "before_roll" and any(
    isinstance(s, (S.Cancel, S.Redirect)) for s in c.effect))


def _verbs(c: Card) -> set[type]:
    return {type(s) for s in S.walk(c.effect)}


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


def _enc(c: E.Choice, option: Any) -> str:
    return str(option.card) if isinstance(c, E.PickJunk) else str(option)


# --------------------------------------------------------------------------- boards
def _guarded_view(statuses: Sequence[Mapping[str, Any]], seat: int, junk: str) -> bool:
    return any(s["kind"] == SHIELD and s["seat"] == seat and s["what"] in (TOWER, junk)
               for s in statuses)


class Reach:
    """How likely each seat's next build takes it within reach of the monkey
    (hard's threat): the junk heights among the cards this seat has not seen,
    drawn into the hands the others will hold at their next build; for the
    bot itself, the junk it holds plus its next draw."""

    LEVELS = (5 / 6, 4 / 6, 3 / 6, 2 / 6, 1 / 6)

    def __init__(self, view: Mapping[str, Any]):
        seen = set(view["hand"] or ()) | set(view["discard"]) | set(view["cards"]["table"])
        unseen = [c for c in ALL_IDS if c not in seen]
        n = max(1, len(unseen))
        self.f = {x: sum(1 for c in unseen if card(c).type == JUNK and card(c).height == x) / n
                  for x in range(1, 5)}
        self.me = view["seat"]
        self._memo: dict[tuple[int, tuple[int, ...]], tuple[float, ...]] = {}

    def near(self, cards: int, known: tuple[int, ...] = ()) -> tuple[float, ...]:
        """For 1..6 steps below the monkey: the expected spank chance after the
        best junk card among `known` heights and `cards` unknown cards."""
        key = (cards, known)
        got = self._memo.get(key)
        if got is not None:
            return got
        out = []
        for d in range(1, 7):
            e, before = 0.0, 0.0
            for o in self.LEVELS:
                good = [x for x in range(1, 5) if p_spank(x - d) >= o - 1e-9]
                if any(x in good for x in known):
                    ge = 1.0
                else:
                    ge = 1 - (1 - sum(self.f[x] for x in good)) ** cards
                e += o * (ge - before)
                before = max(before, ge)
            out.append(e)
        got = self._memo[key] = tuple(out)
        return got

    def table(self, hands: Sequence[int], my_junk: Sequence[int]) -> tuple[tuple[float, ...], ...]:
        def draws(n: int) -> int:
            return 2 if n <= 4 else 1
        return tuple(self.near(draws(n), tuple(sorted(set(my_junk)))) if s == self.me
                     else self.near(n + draws(n)) for s, n in enumerate(hands))


def board_of_view(view: Mapping[str, Any], reach: Reach | None = None) -> Board:
    st = view["statuses"]
    towers = tuple(tuple((card(f["junk"]).height, int(f["strength"]),
                          _guarded_view(st, s, f["junk"])) for f in t)
                   for s, t in enumerate(view["towers"]))
    skips = frozenset((s["seat"], s["what"]) for s in st if s["kind"] == SKIP)
    movers = tuple(MOVERS[c] for c in view["hand"] or () if c in MOVERS)
    hands = tuple(view["hand_counts"])
    near = None if reach is None else reach.table(
        hands, [card(c).height for c in view["hand"] or () if card(c).type == JUNK])
    return Board(towers, view["monkey"], hands, skips, movers, near)


def board_of_yard(y: Yard, me: int, reach: Reach | None = None) -> Board:
    def guarded(s: int, junk: str) -> bool:
        return any(x.kind == SHIELD and x.seat == s and x.what in (TOWER, junk)
                   for x in y.statuses)
    towers = tuple(tuple((card(f.junk).height, y.strength(f), guarded(s, f.junk)) for f in t)
                   for s, t in enumerate(y.towers))
    skips = frozenset((x.seat, x.what) for x in y.statuses if x.kind == SKIP)
    movers = tuple(MOVERS[c] for c in y.cards.hands[me] if c in MOVERS)
    hands = tuple(len(h) for h in y.cards.hands)
    near = None if reach is None else reach.table(
        hands, [card(c).height for c in y.cards.hands[me] if card(c).type == JUNK])
    return Board(towers, y.monkey, hands, skips, movers, near)


def _locate(view: Mapping[str, Any], junk: str) -> tuple[int, int] | None:
    for s, t in enumerate(view["towers"]):
        for i, f in enumerate(t):
            if f["junk"] == junk:
                return s, i
    return None


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


# --------------------------------------------------------------------------- profiles
@dataclass(frozen=True)
class Profile:
    alpha: float            # weight of the leading opponent (the rest: their mean)
    leader_only: bool       # attacks go to the leader first
    keep_defence: float     # value of a defence card kept for later
    keep_stopper: float     # ... of one that stops an attack outright
    keep_roll: float        # ... of a special played on your own roll
    defence_use: float      # share of an opponent's likely defence an attack expects
    margin: float           # a special is played when it adds this much
    attack_margin: float
    self_attack: str        # "never", "too_high" (5+ above the monkey), "value"
    dead: float             # cards worth less are discarded
    thin_margin: float      # discard down to four cards when it gains this much
    top_or_tall: bool       # defends only the top card or a card with much above it
    threat: bool            # works out each seat's chance to get within reach (`Reach`)
    budget: int


PROFILES = {
    "medium": Profile(alpha=0.5, leader_only=True, keep_defence=0.6, keep_stopper=0.9,
                      keep_roll=0.4, defence_use=0.5, margin=0.25, attack_margin=0.05,
                      self_attack="too_high", dead=0.3, thin_margin=0.1, top_or_tall=True,
                      threat=False, budget=3000),
    "hard": Profile(alpha=0.7, leader_only=False, keep_defence=1.0, keep_stopper=1.6,
                    keep_roll=0.5, defence_use=0.6, margin=0.15, attack_margin=0.05,
                    self_attack="value", dead=0.3, thin_margin=-0.2, top_or_tall=False,
                    threat=True, budget=6000),
}


def card_value(cid: str, view: Mapping[str, Any]) -> float:
    """How much a card is worth to hold, alone (see `hand_values` for a hand)."""
    c, me = card(cid), view["seat"]
    h, m = view["heights"][me], view["monkey"]
    if c.type == JUNK:
        if h >= m:
            return 0.6 if h + c.height <= m + 4 else 0.4
        fits = 0.15 if h + c.height <= m + 1 else 0.0
        return 1.1 + 0.04 * c.strength + fits
    if c.type == REINFORCEMENT:
        return (0.6 if view["towers"][me] else 0.5) + 0.08 * c.strength
    if c.type == DEFENSE:
        return (0.9 if cid in STOPPERS else 0.5 + 0.12 * c.defense)
    if c.type == ATTACK:
        v = 0.45 + 0.08 * c.attack + (0.05 if c.kind == "throwing" else 0.0)
        if c.kind == "hand" and not any(view["heights"][s] >= h and view["towers"][s]
                                        for s in range(view["players"]) if s != me):
            v = 0.3         # no opponent's tower reaches up to this seat's height
        return v
    if cid in MOVERS:
        return 0.5
    if c.when == "my_roll":
        return 0.4
    if cid in EARLY or cid in OVERTIME:
        return 0.6
    if cid == "wobbly_ground":
        return 0.15
    if cid == "boss_says_swap":
        return 0.25 if len(view["towers"][me]) < 3 else 0.4
    return 0.5


DUPLICATE = 0.7     # each further card of a type in hand is worth this much less


def hand_values(view: Mapping[str, Any], hand: Sequence[str]) -> dict[str, float]:
    """Each card's worth in this hand: the second card of a type is worth less
    than the first, the third less again (junk aside while below the monkey)."""
    out: dict[str, float] = {}
    by_type: dict[str, list[str]] = {}
    for c in hand:
        by_type.setdefault(card(c).type, []).append(c)
    me = view["seat"]
    climbing = view["heights"][me] < view["monkey"]
    for kind, cards in by_type.items():
        ranked = sorted(cards, key=lambda c: (-card_value(c, view), c))
        for k, c in enumerate(ranked):
            f = 1.0 if kind == JUNK and climbing else DUPLICATE ** k
            out[c] = card_value(c, view) * f
    return out


def draw_value(view: Mapping[str, Any]) -> float:
    """The mean worth of a card drawn from those this seat has not seen."""
    seen = set(view["hand"] or ()) | set(view["discard"]) | set(view["cards"]["table"])
    unseen = [c for c in ALL_IDS if c not in seen]
    if not unseen:
        return 0.0
    return sum(card_value(c, view) for c in unseen) / len(unseen)


# --------------------------------------------------------------------------- easy
class EasyBot:
    kind = "easy"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = bot_rng(seed, seat, "easy")
        self.last_work: dict[str, int] = {"work": 0}

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        me, r = self.seat, self.rng
        if view["window"] is not None:
            coin = r.random() < 0.5          # always flipped: the same work either way
            pick = r.random()
            plays = [a for a in legal if isinstance(a, Play) and card(a.card).type == DEFENSE]
            fight = view["fight"] or {}
            if coin and plays and fight.get("attacker") != me:
                return plays[int(pick * len(plays))]
            return Done()
        if view["asking"] is not None:
            return r.choice(legal)
        phase = view["phase"]
        plays = [a for a in legal if isinstance(a, Play)]
        if phase == "build":
            junk = [a for a in plays if card(a.card).type == JUNK]
            if junk:
                return max(junk, key=lambda a: (card(a.card).height, a.card))
            reinf = [a for a in plays if card(a.card).type == REINFORCEMENT]
            if reinf:
                return reinf[0]
        if phase == "spank" and Spank() in legal:
            return Spank()
        specials = [a for a in plays if card(a.card).type == SPECIAL]
        if specials and r.random() < 0.15:
            return r.choice(specials)
        if phase == "attack":
            attacks = [a for a in plays if card(a.card).type == ATTACK and (
                not a.target or (_locate(view, a.target) or (me, 0))[0] != me)]
            if attacks and r.random() < 0.5:
                return r.choice(attacks)
        return Done()


# --------------------------------------------------------------------------- medium, hard
# what a determinization is built from: the view without the choices being
# collected (the sampled yard, the only part the bots use, never needs them)
_SAMPLED = ("options", "seats", "cards", "towers", "monkey", "statuses", "stamp", "fight", "turn",
            "first", "turn_number", "phase", "played", "discards", "back", "window", "windows",
            "fight_cards", "winners", "end_reason", "hand_counts", "hand", "discard")


def _public(view: Mapping[str, Any]) -> dict[str, Any]:
    out = {k: view[k] for k in _SAMPLED}
    out["asking_state"] = out["sneak"] = None
    return out


class _Sim:
    """Card effects played out on one determinization of the view."""

    def __init__(self, bot: "JunkyardBot", view: Mapping[str, Any], pending: bool,
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
            opts = [_enc(c, o) for o in c.options]
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
            opts = [_enc(c, o) for o in c.options]
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
