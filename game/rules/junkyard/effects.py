"""The effect engine: card effects (data, see steps.py) applied to a Yard.

Pure: never pygame, never the clock; dice and random picks come only from the
rng passed in (a `MatchRng`, or a bot's `random.Random`), so the same seed
gives the same outcome.

Two calls, in the order a table plays a card ("announce, then resolve"):

* `choices(yard, effect, ctx)` -> the typed choices the effect needs, all of
  them, worked out on the yard as it is now: `PickJunk` (junk cards in
  towers), `PickPlayer`, `PickCard` (from a hand or the discard pile) and
  `PickOption` (one of a card's options). Each names the seat that answers
  (usually the card's player; for "every opponent discards a card of their
  choice", each opponent) and a `key`. No choice depends on another one's
  answer (steps.py refuses such effects), so the rules can ask them as one
  decision, or several seats at once. A choice with nothing to choose from is
  left out: that part of the effect finds nothing and does nothing.
* `apply(yard, effect, ctx, answers, rng)` -> `Outcome`: the answers are
  checked against the choices of the yard as it is at that moment (raises
  IllegalAction with a sentence, changing nothing), then the steps happen in
  order, changing the yard in place (clone it first to keep the old one).

`victims(...)` names the other seats an answered effect will touch (for the
defence window); `targets(...)` lists the junk cards a selector reaches (a
sneak attack's reach).

The Outcome carries the events (core events; draws and steals come from
`Cards`, so hands stay secret), the *falls* (for each hole an effect left in a
tower, the lowest junk card above it, which the rules' collision roll tests
with the card it lands on) and `pile_empty` (a draw found the pile empty: the
monkey wins, and the rest of the effect is dropped).

Conflicting cards (the rule text's three guidelines), as the engine does them:

1. Follow the rules. Every verb obeys them unless its card says otherwise:
   the monkey stays within 1-25 after every step (so +2 at 24 then -2 ends
   at 23), a junk card always moves with its reinforcements, destroyed cards
   go to the discard pile, a hole makes the cards above fall, an effect roll
   of 1 always fails, strength never drops below 1.
2. A card beats a rule. Lasting statuses are exactly that: "skip" removes a
   phase the rules give, "extra" allows a build the rules forbid, a shield
   forbids attacking or picking what the rules allow. The future rules ask
   the Yard (`skipping`, `extras`, `shielded`) before applying their own.
   Shields hold against other players' cards too: a protected junk card (or
   tower) is never among the junk cards another player's selector reaches.
3. The card played last wins. Every card played gets the next stamp
   (`Yard.next_stamp`), and:
   - effects happen in the order they are played, each on the result of the
     one before: two strength changes add up, two monkey moves follow each
     other, a reroll replaces the roll before it, the last redirect decides
     the target;
   - a reaction (a defence card, a special played on a roll) is played after
     the card it answers, so it wins: "cancel" stops an attack or a sneak
     attack whatever it says, "redirect" moves it, "reroll" replaces its die;
   - two statuses that contradict (a skip and an extra for the same seat and
     phase) cannot both hold: the newer one replaces the older
     (`Yard.add_status`); a second shield on the same thing renews it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Mapping, Protocol, Sequence

from game.core.errors import IllegalAction
from game.core.events import Event, event

from . import steps as S
from .deck import card
from .model import EXTRA, SHIELD, SKIP, TOWER, Fight, Floor, Yard


class Rng(Protocol):
    """What the engine asks of a random source (MatchRng and random.Random have it)."""

    def randint(self, a: int, b: int) -> int: ...


@dataclass(frozen=True)
class Ctx:
    """Who is playing which card, and which junk card "this" is (the junk card
    just built, or the one a reinforcement was put on)."""
    player: int
    card: str
    junk: str | None = None


@dataclass(frozen=True)
class JunkRef:
    """A junk card in a tower: whose tower, and which card."""
    seat: int
    card: str


class Choice:
    """Something a player must decide before an effect happens (abstract).

    Answer with a tuple of exactly `need` different options (`answers[key]`).
    """
    KIND: ClassVar[str] = ""
    key: str
    seat: int
    options: tuple[Any, ...]
    count: int

    @property
    def need(self) -> int:
        return min(self.count, len(self.options))

    @property
    def forced(self) -> tuple[Any, ...] | None:
        """The only possible answer, if there is just one."""
        return tuple(self.options) if len(self.options) <= self.count else None


@dataclass(frozen=True)
class PickJunk(Choice):
    KIND: ClassVar[str] = "junk"
    key: str
    seat: int
    options: tuple[JunkRef, ...]
    count: int = 1


@dataclass(frozen=True)
class PickPlayer(Choice):
    KIND: ClassVar[str] = "player"
    key: str
    seat: int
    options: tuple[int, ...]
    count: int = 1


@dataclass(frozen=True)
class PickCard(Choice):
    """Cards from `zone`: "hand" (the answering seat's own hand) or "discard"."""
    KIND: ClassVar[str] = "card"
    key: str
    seat: int
    options: tuple[str, ...]
    count: int = 1
    zone: str = "hand"


@dataclass(frozen=True)
class PickOption(Choice):
    """One of a card's options, by number; `labels` say what each does."""
    KIND: ClassVar[str] = "option"
    key: str
    seat: int
    options: tuple[int, ...]
    count: int = 1
    labels: tuple[str, ...] = ()


Answers = Mapping[str, Sequence[Any]]


@dataclass(frozen=True)
class Fall:
    """After a hole: `junk` (index `index` in `seat`'s tower) is the lowest card
    that fell; it lands on the card below it, or on the ground at index 0."""
    seat: int
    junk: str
    index: int


@dataclass
class Outcome:
    events: list[Event] = field(default_factory=list)
    falls: list[Fall] = field(default_factory=list)
    pile_empty: bool = False


# --- the calls ----------------------------------------------------------------------
def choices(yard: Yard, effect: S.Effect, ctx: Ctx) -> list[Choice]:
    """Every choice `effect` needs, on the yard as it is now (nothing changes)."""
    run = _Run(yard, ctx, None, {}, PLAN)
    run.steps(effect, "")
    return run.choices


def apply(yard: Yard, effect: S.Effect, ctx: Ctx, answers: Answers, rng: Rng) -> Outcome:
    """Check the answers, then carry out `effect` on `yard` (in place)."""
    _check_answers(choices(yard, effect, ctx), answers)
    run = _Run(yard, ctx, rng, answers, APPLY)
    run.stamp = yard.next_stamp()
    run.steps(effect, "")
    return Outcome(run.events, run.falls(), run.pile_empty)


def victims(yard: Yard, effect: S.Effect, ctx: Ctx, answers: Answers) -> list[int]:
    """The seats other than the player's whose towers or hands the effect may
    touch with these answers (either way a roll goes), in seat order."""
    _check_answers(choices(yard, effect, ctx), answers)
    return touched(yard, effect, ctx, answers)


def touched(yard: Yard, effect: S.Effect, ctx: Ctx, answers: Answers) -> list[int]:
    """`victims` for answers given so far (choices not yet answered touch
    nobody yet; a fixed selector such as "opponents" touches its seats anyway)."""
    run = _Run(yard, ctx, None, answers, LOOK)
    run.steps(effect, "")
    return sorted(run.touched - {ctx.player})


def targets(yard: Yard, sel: S.JunkSel, ctx: Ctx) -> list[JunkRef]:
    """The junk cards `sel` reaches for `ctx.player` (shields respected)."""
    return _Run(yard, ctx, None, {}, LOOK).candidates(sel)


def card_choices(yard: Yard, ctx: Ctx) -> list[Choice]:
    """`choices` for the card `ctx.card` itself."""
    return choices(yard, card(ctx.card).effect, ctx)


def apply_card(yard: Yard, ctx: Ctx, answers: Answers, rng: Rng) -> Outcome:
    """`apply` for the card `ctx.card` itself."""
    return apply(yard, card(ctx.card).effect, ctx, answers, rng)


def _check_answers(asked: list[Choice], answers: Answers) -> None:
    keys = {c.key for c in asked}
    extra = set(answers) - keys
    if extra:
        raise IllegalAction("That answers a question nobody asked.")
    for c in asked:
        if c.key not in answers:
            raise IllegalAction("Make every choice first.")
        got = tuple(answers[c.key])
        if len(got) != c.need:
            raise IllegalAction(f"Pick {c.need}." if c.need != 1 else "Pick one.")
        if len(set(got)) != len(got):
            raise IllegalAction("Pick different ones.")
        if any(g not in c.options for g in got):
            raise IllegalAction("You can't pick that one.")


# --- the walk -------------------------------------------------------------------------
PLAN, LOOK, APPLY = "plan", "look", "apply"


class _Run:
    """One walk over an effect's steps: planning (collect choices), looking
    (collect touched seats) or applying (change the yard)."""

    def __init__(self, yard: Yard, ctx: Ctx, rng: Rng | None, answers: Answers, mode: str):
        self.yard, self.ctx, self.rng, self.answers, self.mode = yard, ctx, rng, answers, mode
        self.choices: list[Choice] = []
        self.events: list[Event] = []
        self.touched: set[int] = set()
        self.fell: dict[int, list[str]] = {}
        self.pile_empty = False
        self.stamp = 0
        self.said: set[str] = set()

    # --- steps ------------------------------------------------------------
    def steps(self, steps: tuple[S.Step, ...], path: str) -> None:
        for i, step in enumerate(steps):
            if self.pile_empty:
                return
            here = f"{path}{i}"
            if isinstance(step, S.Roll):
                self.roll(step, here)
            elif isinstance(step, S.OneOf):
                self.one_of(step, here)
            else:
                getattr(self, "do_" + step.VERB)(step, here)

    def roll(self, step: S.Roll, key: str) -> None:
        if self.mode != APPLY:
            self.steps(step.then, f"{key}.then.")
            self.steps(step.otherwise, f"{key}.else.")
            return
        r = self.die()
        ok = r != 1 and r >= step.need
        self.emit("effect_roll", roll=r, need=step.need, success=ok)
        self.steps(step.then if ok else step.otherwise, f"{key}.then." if ok else f"{key}.else.")

    def one_of(self, step: S.OneOf, key: str) -> None:
        k = f"{key}.option"
        if self.mode == PLAN:
            from .wording import effect_text
            self.choices.append(PickOption(k, self.ctx.player, tuple(range(len(step.options))),
                                           labels=tuple(effect_text(o) for o in step.options)))
        if self.mode == LOOK and k not in self.answers:
            return                      # not answered yet: touches nobody yet
        picked = self.answers[k][0] if self.mode != PLAN else 0
        if self.mode == APPLY:
            self.emit("option_chosen", option=picked)
        if self.mode != PLAN:
            self.steps(step.options[picked], f"{key}.{picked}.")

    def do_destroy(self, step: S.Destroy, key: str) -> None:
        for ref in self.junk(step.junk, f"{key}.junk"):
            f = self.take_floor(ref)
            if f is not None:
                self.events.extend(self.yard.cards.discard_from_table(f.cards()))
                self.yard.unshield(f.junk)
                self.emit("junk_destroyed", seat=ref.seat, junk=f.junk,
                          reinforcements=list(f.reinforcements))

    def do_move(self, step: S.Move, key: str) -> None:
        refs = self.junk(step.junk, f"{key}.junk")
        dest = self.players(step.to, f"{key}.to")
        if self.mode != APPLY:
            return
        if not dest:
            return self.missed(key)
        for ref in refs:
            f = self.take_floor(ref)
            if f is None:
                continue
            tower = self.yard.towers[dest[0]]
            if step.place == "top":
                tower.append(f)
            else:
                tower.insert(0, f)
            self.yard.carry_shields(f.junk, dest[0])
            self.emit("junk_moved", from_seat=ref.seat, to_seat=dest[0], junk=f.junk,
                      place=step.place)

    def do_swap(self, step: S.Swap, key: str) -> None:
        if step.other is None:
            pair = self.junk(step.junk, f"{key}.junk", exactly=2)
        else:
            pair = self.junk(step.junk, f"{key}.junk")[:1] + self.junk(step.other,
                                                                       f"{key}.other")[:1]
        if self.mode != APPLY:
            return
        where = [self.yard.locate(r.card) for r in pair]
        if len(pair) != 2 or None in where or where[0] == where[1]:
            return self.missed(key)
        a, b = where
        assert a is not None and b is not None
        (s1, i1), (s2, i2) = a, b
        t1, t2 = self.yard.towers[s1], self.yard.towers[s2]
        t1[i1], t2[i2] = t2[i2], t1[i1]
        self.yard.carry_shields(t1[i1].junk, s1)
        self.yard.carry_shields(t2[i2].junk, s2)
        self.emit("junk_swapped", a_seat=s1, a_junk=t2[i2].junk, b_seat=s2, b_junk=t1[i1].junk)

    def do_draw(self, step: S.Draw, key: str) -> None:
        for seat in self.players(step.who, f"{key}.who"):
            if self.mode != APPLY:
                continue
            res = self.yard.cards.draw(seat, step.n, self.rng)
            self.events.extend(res.events)
            if res.short:
                self.pile_empty = True
                self.emit("pile_empty", seat=seat)
                return

    def do_steal(self, step: S.Steal, key: str) -> None:
        me = self.ctx.player
        for seat in self.players(step.source, f"{key}.source"):
            if self.mode != APPLY or seat == me:
                continue
            for _ in range(step.n):
                hand = self.yard.cards.hands[seat]
                if not hand:
                    break
                self.events.extend(self.yard.cards.move(hand[self.die(len(hand)) - 1], seat, me))

    def do_discard(self, step: S.Discard, key: str) -> None:
        for seat in self.players(step.who, f"{key}.who"):
            hand = self.yard.cards.hands[seat]
            k = f"{key}.who.{seat}"
            if self.mode == PLAN:
                if step.how == "choose" and hand:
                    self.choices.append(PickCard(k, seat, tuple(hand), step.n, "hand"))
                continue
            if self.mode != APPLY or not hand:
                continue
            if step.how == "choose":
                picked = [c for c in self.answers[k] if c in hand]
            else:
                pool, picked = list(hand), []
                for _ in range(min(step.n, len(pool))):
                    picked.append(pool.pop(self.die(len(pool)) - 1))
            self.events.extend(self.yard.cards.discard_from_hand(seat, picked))

    def do_recover(self, step: S.Recover, key: str) -> None:
        c, me, k = self.yard.cards, self.ctx.player, f"{key}.card"
        if step.card == "choose" and self.mode == PLAN and c.discard:
            self.choices.append(PickCard(k, me, tuple(c.discard), 1, "discard"))
        if self.mode != APPLY:
            return
        if step.card == "this":
            here = c.where(self.ctx.card)
            if here == ("table", None):
                self.events.extend(c.take_from_table(me, self.ctx.card))
            elif here == ("discard", None):
                self.events.extend(c.take_discard(me, self.ctx.card))
            else:
                self.missed(key)
        elif not c.discard:
            self.missed(key)
        else:
            pick = c.discard[-1] if step.card == "top" else self.answers[k][0]
            self.events.extend(c.take_discard(me, pick))

    def do_monkey(self, step: S.Monkey, key: str) -> None:
        if self.mode == APPLY:
            old, new = self.yard.move_monkey(step.by)
            self.emit("monkey_moved", by=step.by, old=old, new=new)

    def do_skip(self, step: S.Skip, key: str) -> None:
        for seat in self.players(step.who, f"{key}.who"):
            self.status(SKIP, seat, step.phase)

    def do_extra(self, step: S.Extra, key: str) -> None:
        for seat in self.players(step.who, f"{key}.who"):
            self.status(EXTRA, seat, step.phase)

    def do_protect(self, step: S.Protect, key: str) -> None:
        if step.junk is not None:
            for ref in self.junk(step.junk, f"{key}.junk"):
                self.status(SHIELD, ref.seat, ref.card)
        if step.who is not None:
            for seat in self.players(step.who, f"{key}.who"):
                self.status(SHIELD, seat, TOWER)

    def do_strength(self, step: S.Strength, key: str) -> None:
        for ref in self.junk(step.junk, f"{key}.junk"):
            if self.mode == APPLY and self.yard.locate(ref.card):
                f = self.yard.floor(ref.card)
                f.extra += step.by
                self.emit("strength_changed", seat=ref.seat, junk=ref.card, by=step.by,
                          strength=self.yard.strength(f))

    def do_strip(self, step: S.Strip, key: str) -> None:
        for ref in self.junk(step.junk, f"{key}.junk"):
            if self.mode == APPLY and self.yard.locate(ref.card):
                f = self.yard.floor(ref.card)
                gone, f.reinforcements = f.reinforcements, []
                if gone:
                    self.events.extend(self.yard.cards.discard_from_table(gone))
                self.emit("reinforcements_stripped", seat=ref.seat, junk=ref.card,
                          reinforcements=gone)

    def do_attack(self, step: S.Attack, key: str) -> None:
        fight = self.need_fight()
        if self.mode == APPLY:
            fight.mods.append((self.ctx.card, step.by))
            self.emit("attack_changed", by=step.by)

    def do_cancel(self, step: S.Cancel, key: str) -> None:
        fight = self.need_fight()
        if self.mode == APPLY:
            fight.cancelled = True
            self.emit("attack_cancelled", attacker=fight.attacker)

    def do_reroll(self, step: S.Reroll, key: str) -> None:
        fight = self.need_fight()
        if self.mode == APPLY:
            if fight.roll is None:
                raise ValueError("reroll: the attack has not been rolled yet")
            old, fight.roll = fight.roll, self.die()
            self.emit("attack_rerolled", old=old, new=fight.roll)

    def do_redirect(self, step: S.Redirect, key: str) -> None:
        fight = self.need_fight()
        refs = self.junk(step.junk, f"{key}.junk")
        if self.mode != APPLY:
            return
        if not refs:
            return self.missed(key)
        fight.target, fight.defender = refs[0].card, refs[0].seat
        self.emit("attack_redirected", seat=refs[0].seat, junk=refs[0].card)

    # --- selectors -----------------------------------------------------------
    def players(self, who: str, key: str) -> list[int]:
        """The seats `who` names, in turn order from the card's player."""
        out = self.fixed(who)
        if out is None:
            order = self.order()
            options = tuple(order[1:] if who == "an_opponent" else order)
            if self.mode == PLAN:
                if options:
                    self.choices.append(PickPlayer(key, self.ctx.player, options))
                out = list(options[:1])      # walk on as if the first were chosen
            else:
                out = [int(s) for s in self.answers.get(key, ())]
        self.touched.update(out)
        return out

    def order(self) -> list[int]:
        """Every seat in turn order, the card's player first."""
        n, me = self.yard.seats, self.ctx.player
        return [(me + k) % n for k in range(n)]

    def fixed(self, who: str) -> list[int] | None:
        """The seats a player selector names without a choice (None: it asks one)."""
        order, fight = self.order(), self.yard.fight
        if who in ("attacker", "defender"):
            return [] if fight is None else [fight.attacker if who == "attacker"
                                             else fight.defender]
        return {"me": order[:1], "left": order[1:2] or order[:1], "everyone": order,
                "opponents": order[1:]}.get(who)

    def candidates(self, sel: S.JunkSel) -> list[JunkRef]:
        """The junk cards `sel` may act on now, bottom to top, seat by seat."""
        y, ctx = self.yard, self.ctx
        if isinstance(sel, str):
            junk = ctx.junk if sel == "this" else (None if y.fight is None else y.fight.target)
            where = None if junk is None else y.locate(junk)
            return [] if where is None or junk is None else [JunkRef(where[0], junk)]
        out = []
        for seat in sorted(set(self.fixed(sel.owner) or ())):
            tower = y.towers[seat]
            floors = tower[-1:] if sel.at == "top" else tower[:1] if sel.at == "bottom" else tower
            for f in floors:
                if sel.categories and card(f.junk).category not in sel.categories:
                    continue
                if y.shielded(seat, f.junk, ctx.player):
                    continue
                out.append(JunkRef(seat, f.junk))
        return out

    def junk(self, sel: S.JunkSel, key: str, exactly: int = 0) -> list[JunkRef]:
        """The junk cards a step acts on: all, chosen (answers) or drawn at random."""
        found = self.candidates(sel)
        if isinstance(sel, str) or sel.pick == "all":
            out = found
        elif exactly and len(found) < exactly:
            out = []
        elif sel.pick == "choose":
            if self.mode == PLAN:
                if found:
                    self.choices.append(PickJunk(key, self.ctx.player, tuple(found), sel.count))
                out = found[:sel.count]
            else:
                out = [JunkRef(r.seat, r.card) for r in self.answers.get(key, ())]
        elif self.mode == APPLY:
            pool, out = list(found), []
            for _ in range(min(sel.count, len(pool))):
                out.append(pool.pop(self.die(len(pool)) - 1))
        else:
            out = found
        self.touched.update(r.seat for r in out)
        if not out:
            self.missed(key.rsplit(".", 1)[0])
        return out

    # --- helpers ---------------------------------------------------------------
    def take_floor(self, ref: JunkRef) -> Floor | None:
        """Take a junk card (with its reinforcements) out of its tower; the
        cards above it fall into the hole."""
        if self.mode != APPLY:
            return None
        where = self.yard.locate(ref.card)
        if where is None:
            return None
        seat, i = where
        tower = self.yard.towers[seat]
        f = tower.pop(i)
        fell = self.fell.setdefault(seat, [])
        if f.junk in fell:
            fell.remove(f.junk)
        if i < len(tower) and tower[i].junk not in fell:
            fell.append(tower[i].junk)
        return f

    def falls(self) -> list[Fall]:
        out = []
        for seat, fallen in self.fell.items():
            for junk in fallen:
                where = self.yard.locate(junk)
                if where is not None and where[0] == seat:
                    out.append(Fall(seat, junk, where[1]))
        return sorted(out, key=lambda f: (f.seat, f.index))

    def status(self, kind: str, seat: int, what: str) -> None:
        if self.mode == APPLY:
            self.yard.add_status(kind, seat, what, self.ctx.player, self.stamp)
            self.emit("status_added", status=kind, seat=seat, what=what)

    def need_fight(self) -> Fight:
        if self.yard.fight is None:
            raise ValueError("this effect needs an attack in progress")
        return self.yard.fight

    def die(self, sides: int = 6) -> int:
        assert self.rng is not None
        return self.rng.randint(1, sides)

    def missed(self, step: str) -> None:
        """The step at path `step` found nothing to act on (said once per step)."""
        if self.mode == APPLY and step not in self.said:
            self.said.add(step)
            self.emit("effect_missed", step=step)

    def emit(self, kind: str, **data: Any) -> None:
        self.events.append(event(kind, card=self.ctx.card, player=self.ctx.player, **data))
