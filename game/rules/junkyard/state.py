"""Spank the Monkey: the match state (turns, phases, attacks, windows, collisions).

The cards themselves live in a `Yard` (model.py) and act through the effect
engine (effects.py); this module is the rule sheet around them:

  setup     5 cards each, the monkey at 14 minus the players (or a die plus
            7), a die decides who starts
  a turn    draw (2 at four cards or fewer, else 1) -> build (one junk and/or
            one reinforcement, any order) -> attack (any number, one at a
            time) -> spank (when level with the monkey or up to 4 above) ->
            discard (up to two); specials any time in your own turn
  an attack the card and its target; the defender's window (defence cards
            before the roll); the roll; the attacker's window (specials on
            their own roll); the defender's window (defence cards after the
            roll); then the result: a 1 always fails, else roll + bonuses >=
            the target's strength destroys it and the cards above fall
  collisions one roll per fall, tested against the falling junk card and the
            one it lands on (or only itself, on the ground); repeat while
            anything breaks
  the end   a spank that works wins; a draw the pile cannot give makes the
            monkey win (nobody else does)

Decisions come one at a time (`to_act` is always one seat): the active
player's, a defender's in a reaction window, or whoever a card's effect asks.
Every reaction window is opened whether or not the seat holds a card for it,
so the window itself tells nobody anything.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Iterable

from game.core.errors import BadSetup, IllegalAction
from game.core.events import Event, event
from game.core.rng import MatchRng
from game.core.seats import seat_names
from game.core.state import Setup, State

from . import effects as E
from .picks import canonical, combos, decode, encode, pick_reason
from .actions import CODEC, Choose, Discard, Done, Play, Spank
from .deck import ATTACK, DEFENSE, JUNK, REINFORCEMENT, SPECIAL, Card, card, ids
from .effects import Choice, Ctx, Fall, JunkRef, PickCard, PickJunk, PickOption, PickPlayer
from .model import Fight, Floor, Yard, clamp_monkey
from .options import effective
from .steps import Attack, walk

MIN_PLAYERS, MAX_PLAYERS = 2, 6
HAND = 5
PHASES = ("build", "attack", "spank", "discard")
OVER = "over"
MAX_DISCARDS = 2
SPANK_REACH = 4           # 5 or more above the monkey: no spank
SAFETY_TURNS = 400        # every turn draws from a pile that never refills: far beyond any match
MONKEY_WINS = "pile"

# reaction windows: who may play what
DEFEND, ROLL, AFTER = "defend", "roll", "after"


@dataclass
class Window:
    """A pause in an attack in which `seat` may play cards (`stage` says which)."""
    seat: int
    stage: str


@dataclass
class Asking:
    """A card's effect is collecting its answers (one choice at a time).

    `then` says what happens once answered: "apply" (the effect happens now),
    "sneak" (the attacker's own choices of a sneak attack are made: the
    victims' windows open next; their own choices come after) or "window" /
    "miss" (a card played in a window or a miss trigger: back to the attack)."""
    card: str
    player: int
    junk: str | None
    then: str
    answers: dict[str, list] = field(default_factory=dict)
    only: int | None = None         # ask only this seat's choices (a sneak attacker's)

    @property
    def ctx(self) -> Ctx:
        return Ctx(self.player, self.card, self.junk)


def stops_sneak(cid: str) -> bool:
    """A defence card that stops a sneak attack without a bonus outright."""
    c = card(cid)
    return c.type == DEFENSE and sneak_reason(c) is None and any(
        s.VERB == "cancel" for s in walk(c.effect))


def sneak_reason(c: Card) -> str | None:
    """Why defence card `c` can't answer a sneak attack without a bonus (None:
    it can). The rule text forbids only cards that lower the attack's value;
    a card also needs what it acts on, and such an attack has no die to roll
    again (nor an after-the-roll moment) and no junk card to turn elsewhere."""
    if c.defense or any(isinstance(s, Attack) and s.by < 0 for s in walk(c.effect)):
        return "This sneak attack has no bonus to lower: a card that lowers it can't work."
    verbs = {s.VERB for s in walk(c.effect)}
    if c.when == "after_roll" or "reroll" in verbs:
        return "This sneak attack rolls no die for that card to work on."
    if "redirect" in verbs:
        return "This sneak attack has no target to turn away."
    return None


def _from_hand(c: Choice) -> bool:
    return isinstance(c, PickCard) and c.zone == "hand"


def spank_need(height: int, monkey: int) -> int | None:
    """The roll a spank needs at this height (None: not possible)."""
    over = height - monkey
    return None if over < 0 or over > SPANK_REACH else 2 + over


class JunkyardState(State):
    CODEC = CODEC

    def __init__(self, setup: Setup, opts: dict[str, Any]):
        self.setup = setup
        self.opts = opts
        self.n = setup.players
        self.rng = MatchRng(setup.seed)
        self.yard = Yard.new(self.n)
        self.turn = 0
        self.first = 0
        self.turn_number = 0
        self.phase = "build"
        self.played = {JUNK: 0, REINFORCEMENT: 0}
        self.discards = 0
        self.window: Window | None = None
        self.windows: list[int] = []        # sneak attack: victims still to ask
        self.asking: Asking | None = None
        self.fight_cards: list[str] = []    # attack and reaction cards on the table
        self.sneak: Asking | None = None    # a sneak attack waiting on its windows
        self.back: list[str] = []           # cards that came back to the hand this turn
        self._winners: list[int] = []
        self.end_reason: str | None = None
        self.opening: list[Event] = []

    # ------------------------------------------------------------ setting up
    @classmethod
    def new(cls, setup: Setup) -> JunkyardState:
        if not MIN_PLAYERS <= setup.players <= MAX_PLAYERS:
            raise BadSetup(f"Spank the Monkey is for {MIN_PLAYERS}-{MAX_PLAYERS} players.")
        s = cls(setup, effective(setup))
        ev = s.yard.cards.shuffle(s.rng)
        if s.opts["random_start"]:
            roll = s.rng.die()
            s.yard.monkey = clamp_monkey(roll + 7)
            ev.append(event("monkey_start", monkey=s.yard.monkey, roll=roll))
        else:
            ev.append(event("monkey_start", monkey=s.yard.monkey, roll=None))
        ev += s.yard.cards.deal(HAND, s.rng)
        s.first = s.turn = s.rng.randint(0, s.n - 1)
        ev.append(event("first_player", seat=s.first))
        s._start_turn(ev)
        s.opening = ev
        return s

    # ------------------------------------------------------------ results
    @property
    def over(self) -> bool:
        return self.phase == OVER

    def winners(self) -> list[int]:
        return list(self._winners)

    def scores(self) -> list[float]:
        return [1.0 if s in self._winners else 0.0 for s in range(self.n)]

    # ------------------------------------------------------------ who acts
    def to_act(self) -> set[int]:
        if self.over:
            return set()
        if self.asking is not None:
            return {self.question().seat}
        if self.window is not None:
            return {self.window.seat}
        return {self.turn}

    def question(self) -> Choice:
        """The choice being asked now (only while `asking`)."""
        assert self.asking is not None
        return self._open_choices(self.asking)[0]

    def _open_choices(self, a: Asking) -> list[Choice]:
        out = []
        for c in E.choices(self.yard, card(a.card).effect, a.ctx):
            if c.key in a.answers or (a.only is not None and (c.seat != a.only
                                                             or _from_hand(c))):
                continue
            out.append(c)
        # cards from a hand are picked last: the effect happens at that answer,
        # so a secret pick is never kept waiting in the state
        return sorted(out, key=_from_hand)

    # ------------------------------------------------------------ rule queries
    def height(self, seat: int) -> int:
        return self.yard.height(seat)

    def attack_targets(self, seat: int, cid: str) -> list[JunkRef]:
        """The junk cards attack card `cid` may hit for `seat` now."""
        c, y = card(cid), self.yard
        if c.kind == "hand":
            out = []
            for d in range(self.n):
                f = y.hand_reach(seat, d)
                if f is not None and not y.shielded(d, f.junk, seat):
                    out.append(JunkRef(d, f.junk))
            return out
        if c.kind == "throwing":
            return [JunkRef(d, f.junk) for d in range(self.n) for f in y.towers[d]
                    if not y.shielded(d, f.junk, seat)]
        if c.reach is not None:
            return E.targets(y, c.reach, Ctx(seat, cid))
        return []

    def why_not_target(self, seat: int, cid: str, junk: str) -> str | None:
        """Why attack card `cid` can't hit `junk` (None: it can)."""
        c, y = card(cid), self.yard
        where = y.locate(junk)
        if where is None:
            return "That card is not in a tower."
        d, _ = where
        if y.shielded(d, junk, seat):
            return "That card is protected until its owner's next turn."
        if c.kind == "hand":
            reach = y.hand_reach(seat, d)
            if reach is None:
                return "Too high for a hand attack: you are above that whole tower."
            if reach.junk != junk:
                return ("A hand attack only reaches the card at your own height"
                        f" ({y.height(seat)}).")
            return None
        if c.kind == "sneak" and not c.has_bonus:
            return "This sneak attack needs no target."
        if JunkRef(d, junk) not in self.attack_targets(seat, cid):
            return f"{c.name} can't reach that card."
        return None

    def can_spank(self, seat: int) -> bool:
        return spank_need(self.yard.height(seat), self.yard.monkey) is not None

    def build_left(self, seat: int, kind: str) -> int | None:
        """How many more cards of `kind` the build phase allows (None: no limit)."""
        if self.opts["no_limit"]:
            return None
        allowed = 1 + (self.yard.extras(seat, "build") if kind == JUNK else 0)
        return max(0, allowed - self.played[kind])

    # ------------------------------------------------------------ legal actions
    def legal_actions(self, seat: int) -> list[Any]:
        if seat not in self.to_act():
            return []
        if self.asking is not None:
            q = self.question()
            return [Choose(q.key, p) for p in combos(q)]
        hand = self.yard.cards.hands[seat]
        out: list[Any] = []
        if self.window is not None:
            out += [Play(c) for c in hand if self._reaction_ok(c) is None]
            return out + [Done()]
        for c in hand:
            kind = card(c).type
            if kind == ATTACK:
                if self.phase != "attack" or c in self.back:
                    continue
                if card(c).has_bonus:
                    out += [Play(c, r.card) for r in self.attack_targets(seat, c)]
                else:
                    out.append(Play(c))
            elif self._play_reason(seat, c) is None:
                out.append(Play(c))
        if self.phase == "spank" and self.can_spank(seat):
            out.append(Spank())
        if self.phase == "discard" and self.discards < MAX_DISCARDS:
            out += [Discard(c) for c in hand]
        return out + [Done()]

    def check(self, seat: int, action: Any) -> None:
        if seat not in self.to_act():
            raise IllegalAction("It is not your turn yet." if not self.over
                                else "The match is over.")
        if self.asking is not None:
            if not isinstance(action, Choose):
                raise IllegalAction("First choose: " + self._ask_text() + ".")
            q = self.question()
            if action.key != q.key:
                raise IllegalAction("That answers a different question.")
            if canonical(q, action.picks) is None:
                raise IllegalAction(pick_reason(q, action.picks))
            return
        hand = self.yard.cards.hands[seat]
        if isinstance(action, Choose):
            raise IllegalAction("Nothing is being asked right now.")
        if self.window is not None:
            if isinstance(action, Done):
                return
            if not isinstance(action, Play):
                raise IllegalAction("Play a card or let it go by.")
            if action.card not in hand:
                raise IllegalAction("That card is not in your hand.")
            why = self._reaction_ok(action.card)
            if why:
                raise IllegalAction(why)
            if action.target:
                raise IllegalAction("That card needs no target.")
            return
        if isinstance(action, Done):
            return
        if isinstance(action, Spank):
            if self.phase != "spank":
                raise IllegalAction("You spank the monkey after attacking.")
            if not self.can_spank(seat):
                raise IllegalAction(self._spank_reason(seat))
            return
        if isinstance(action, Discard):
            if self.phase != "discard":
                raise IllegalAction("Cards are discarded at the end of your turn.")
            if self.discards >= MAX_DISCARDS:
                raise IllegalAction("You may discard two cards at most.")
            if action.card not in hand:
                raise IllegalAction("That card is not in your hand.")
            return
        assert isinstance(action, Play)
        if action.card not in hand:
            raise IllegalAction("That card is not in your hand.")
        c = card(action.card)
        if c.type == ATTACK:
            if self.phase != "attack":
                raise IllegalAction("Attack cards are played in the attack phase.")
            if action.card in self.back:
                raise IllegalAction(f"{c.name} came back this turn: throw it next turn.")
            if c.has_bonus:
                if not action.target:
                    raise IllegalAction("Pick a junk card to attack.")
                why = self.why_not_target(seat, action.card, action.target)
                if why:
                    raise IllegalAction(why)
            elif action.target:
                raise IllegalAction("This sneak attack needs no target.")
            return
        if action.target:
            raise IllegalAction("That card needs no target.")
        why = self._play_reason(seat, action.card)
        if why:
            raise IllegalAction(why)

    def _play_reason(self, seat: int, cid: str) -> str | None:
        """Why the active player can't play `cid` now (junk, reinforcement, special)."""
        c = card(cid)
        if c.type in (JUNK, REINFORCEMENT):
            if self.phase != "build":
                return "Junk and reinforcement cards are played in the build phase."
            left = self.build_left(seat, c.type)
            if left == 0:
                return ("You have built a junk card this turn." if c.type == JUNK
                        else "You have reinforced your tower this turn.")
            if c.type == REINFORCEMENT and not self.yard.towers[seat]:
                return "Build a junk card first: a reinforcement goes on your top junk card."
            return None
        if c.type == SPECIAL:
            if c.when != "my_turn":
                return f"{c.name} is played just after your own attack roll."
            return None
        if c.type == DEFENSE:
            return "Defence cards are played when someone attacks you."
        return "That card can't be played now."

    def _reaction_ok(self, cid: str) -> str | None:
        """Why `cid` can't be played in the open window (None: it can)."""
        assert self.window is not None
        c, w, fight = card(cid), self.window, self.yard.fight
        if w.stage == ROLL:
            if c.type == SPECIAL and c.when == "my_roll":
                return None
            return "Only a card played on your own roll works now."
        if c.type != DEFENSE:
            return "Only a defence card works now."
        if fight is not None and not card(fight.card).has_bonus:
            why = sneak_reason(c)
            if why:
                return why
        wanted = "before_roll" if w.stage == DEFEND else "after_roll"
        if c.when != wanted:
            return ("That defence card is played after the roll." if wanted == "before_roll"
                    else "That defence card is played before the roll.")
        return None

    def _spank_reason(self, seat: int) -> str:
        h, m = self.yard.height(seat), self.yard.monkey
        if h < m:
            return f"Climb to the monkey first: you are at {h}, the monkey at {m}."
        return f"You are {h - m} above the monkey: too high to reach its behind."

    def _ask_text(self) -> str:
        from .text import choice_prompt
        return choice_prompt(self.question(), self.view(None))

    # ------------------------------------------------------------ applying
    def _apply(self, seat: int, action: Any) -> list[Event]:
        ev: list[Event] = []
        if isinstance(action, Choose):
            self._answer(action, ev)
        elif self.window is not None:
            if isinstance(action, Done):
                ev.append(event("window_closed", seat=seat, stage=self.window.stage))
                self._next_window(ev)
            else:
                self._react(seat, action.card, ev)
        elif isinstance(action, Done):
            self._end_phase(ev)
        elif isinstance(action, Spank):
            self._spank(seat, ev)
        elif isinstance(action, Discard):
            ev += self.yard.cards.discard_from_hand(seat, [action.card])
            ev.append(event("discarded", seat=seat, card=action.card))
            self.discards += 1
            if self.discards >= MAX_DISCARDS or not self.yard.cards.hands[seat]:
                self._end_turn(ev)
        else:
            self._play(seat, action, ev)
        self._settle(ev)
        return ev

    def _settle(self, ev: list[Event]) -> None:
        """Answer forced choices by themselves, so nobody is asked a non-question."""
        while not self.over and self.asking is not None:
            qs = self._open_choices(self.asking)
            if not qs:
                self._answered(ev)
                continue
            q = qs[0]
            if q.forced is None or q.KIND == "option":
                return
            self.asking.answers[q.key] = [encode(q, o) for o in q.options]

    # --- playing a card in your own turn ---------------------------------------
    def _play(self, seat: int, action: Play, ev: list[Event]) -> None:
        cid, c, y = action.card, card(action.card), self.yard
        if c.type == JUNK:
            ev += y.build(seat, cid)
            self.played[JUNK] += 1
            ev.append(event("built", seat=seat, junk=cid, height=y.height(seat)))
            self.asking = Asking(cid, seat, cid, "apply")
        elif c.type == REINFORCEMENT:
            ev += y.reinforce(seat, cid)
            self.played[REINFORCEMENT] += 1
            top = y.towers[seat][-1]
            ev.append(event("reinforced", seat=seat, card=cid, junk=top.junk,
                            strength=y.strength(top)))
            self.asking = Asking(cid, seat, top.junk, "apply")
        elif c.type == SPECIAL:
            ev += y.cards.play(seat, cid)
            self.asking = Asking(cid, seat, None, "apply")
        else:
            ev += y.cards.play(seat, cid)
            self.fight_cards = [cid]
            y.next_stamp()
            if c.has_bonus:
                where = y.locate(action.target)
                assert where is not None
                y.fight = Fight(seat, where[0], cid, action.target, [(cid, c.attack)])
                ev.append(event("attack", seat=seat, card=cid, style=c.kind, defender=where[0],
                                target=action.target, bonus=c.attack,
                                strength=y.strength(y.floor(action.target)),
                                parts=self._parts(y.floor(action.target))))
                self.window = Window(where[0], DEFEND)
                ev.append(event("window", seat=where[0], stage=DEFEND))
            else:
                y.fight = Fight(seat, seat, cid, None, [])
                ev.append(event("attack", seat=seat, card=cid, style=c.kind, defender=None,
                                target=None, bonus=0, strength=None, parts=None))
                self.asking = Asking(cid, seat, None, "sneak", only=seat)

    def _answer(self, action: Choose, ev: list[Event]) -> None:
        a = self.asking
        assert a is not None
        q = self.question()
        picks = canonical(q, action.picks) or tuple(action.picks)
        a.answers[q.key] = list(picks)
        ev.append(event("chosen", seat=q.seat, card=a.card, key=q.key, asked=q.KIND,
                        picks=list(picks)))

    def _answered(self, ev: list[Event]) -> None:
        """Every answer is in: carry on with what the card was doing."""
        a = self.asking
        assert a is not None
        self.asking = None
        if a.then == "sneak":
            self.sneak = a
            self.windows = E.touched(self.yard, card(a.card).effect, a.ctx,
                                     self._decoded(a)) or []
            self._next_sneak_window(ev)
            return
        self._effect(a, ev)
        if self.over:
            return
        if a.then == "apply" and card(a.card).type == SPECIAL:
            ev += self._discard_table([a.card])
        elif a.then in ("sneak_apply", "miss"):
            self._finish_fight(ev)

    def _decoded(self, a: Asking) -> dict[str, tuple]:
        """The answers in the engine's types (JunkRef, seat numbers, option numbers)."""
        out: dict[str, tuple] = {}
        asked = {c.key: c for c in E.choices(self.yard, card(a.card).effect, a.ctx)}
        for key, picks in a.answers.items():
            c = asked.get(key)
            out[key] = tuple(decode(c, p, self.yard) for p in picks) if c else ()
        return out

    def _effect(self, a: Asking, ev: list[Event]) -> None:
        """Carry out a card's effect with its answers."""
        if not card(a.card).effect:
            return
        out = E.apply(self.yard, card(a.card).effect, a.ctx, self._decoded(a), self.rng)
        ev += out.events
        for e in out.events:
            if e.kind in ("discard_taken", "table_taken") and e["card"] not in self.back:
                self.back.append(e["card"])
        if out.pile_empty:
            self._monkey_wins(ev)
            return
        self._collide(out.falls, ev)

    # --- reaction windows ------------------------------------------------------
    def _react(self, seat: int, cid: str, ev: list[Event]) -> None:
        y, c = self.yard, card(cid)
        assert self.window is not None and y.fight is not None
        ev += y.cards.play(seat, cid)
        self.fight_cards.append(cid)
        ev.append(event("reaction", seat=seat, card=cid, stage=self.window.stage,
                        defense=c.defense))
        if c.defense:
            y.fight.mods.append((cid, -c.defense))
        self.asking = Asking(cid, seat, None, "window")

    def _next_window(self, ev: list[Event]) -> None:
        """The open window went by: the next one, the roll, or the result."""
        w, fight = self.window, self.yard.fight
        assert w is not None and fight is not None
        self.window = None
        if self.sneak is not None:
            self._next_sneak_window(ev)
            return
        if w.stage == DEFEND:
            if fight.cancelled:
                self._resolve(ev)
                return
            fight.roll = self.rng.die()
            ev.append(event("attack_roll", seat=fight.attacker, roll=fight.roll,
                            mods=[list(m) for m in fight.mods]))
            self._open(Window(fight.attacker, ROLL), ev)
        elif w.stage == ROLL:
            self._open(Window(fight.defender, AFTER), ev)
        else:
            self._resolve(ev)

    def _open(self, w: Window, ev: list[Event]) -> None:
        self.window = w
        ev.append(event("window", seat=w.seat, stage=w.stage))

    def _next_sneak_window(self, ev: list[Event]) -> None:
        fight, a = self.yard.fight, self.sneak
        assert fight is not None and a is not None
        if self.windows and not fight.cancelled:
            seat = self.windows.pop(0)
            fight.defender = seat
            self._open(Window(seat, DEFEND), ev)
            return
        self.sneak = None
        self.windows = []
        if fight.cancelled:
            ev.append(event("attack_result", **self._result_data(False, "cancelled")))
            self._finish_fight(ev)
            return
        self.asking = Asking(a.card, a.player, None, "sneak_apply", answers=dict(a.answers))

    # --- the result of an attack -----------------------------------------------
    def _parts(self, f: Floor) -> list[list]:
        """A target's strength, part by part: the junk card, each reinforcement, effects."""
        out: list[list] = [[f.junk, card(f.junk).strength]]
        out += [[r, card(r).strength] for r in f.reinforcements]
        if f.extra:
            out.append(["effects", f.extra])
        return out

    def _result_data(self, hit: bool, why: str) -> dict[str, Any]:
        fight = self.yard.fight
        assert fight is not None
        f = self.yard.floor(fight.target) if fight.target and self.yard.locate(fight.target) \
            else None
        return {"attacker": fight.attacker, "defender": fight.defender, "card": fight.card,
                "target": fight.target, "roll": fight.roll, "mods": [list(m) for m in fight.mods],
                "total": fight.total, "strength": None if f is None else self.yard.strength(f),
                "parts": None if f is None else self._parts(f), "hit": hit, "why": why}

    def _resolve(self, ev: list[Event]) -> None:
        y, fight = self.yard, self.yard.fight
        assert fight is not None
        f = y.floor(fight.target) if fight.target and y.locate(fight.target) else None
        if fight.cancelled:
            hit, why = False, "cancelled"
        elif f is None:
            hit, why = False, "gone"
        elif fight.roll == 1:
            hit, why = False, "one"
        else:
            total = fight.total
            assert total is not None
            hit = total >= y.strength(f)
            why = "hit" if hit else "short"
        ev.append(event("attack_result", **self._result_data(hit, why)))
        if hit and f is not None:
            falls = self._destroy(f, "attack", ev)
            self._collide(falls, ev)
            self._finish_fight(ev)
            return
        c = card(fight.card)
        if c.trigger == "miss" and c.effect:
            ev.append(event("miss_effect", seat=fight.attacker, card=fight.card))
            self.asking = Asking(fight.card, fight.attacker, None, "miss")
            return
        self._finish_fight(ev)

    def _finish_fight(self, ev: list[Event]) -> None:
        self.yard.fight = None
        self.window = None
        ev += self._discard_table(self.fight_cards)
        self.fight_cards = []

    def _discard_table(self, cids: Iterable[str]) -> list[Event]:
        """Played cards that are still on the table and in no tower go to the discard."""
        in_towers = {c for t in self.yard.towers for f in t for c in f.cards()}
        gone = [c for c in cids if c in self.yard.cards.table and c not in in_towers]
        return self.yard.cards.discard_from_table(gone) if gone else []

    def _destroy(self, f: Floor, cause: str, ev: list[Event]) -> list[Fall]:
        """A junk card and its reinforcements leave their tower for the discard
        pile; the lowest card above the hole falls (returned as a Fall)."""
        where = self.yard.locate(f.junk)
        assert where is not None
        seat, i = where
        tower = self.yard.towers[seat]
        tower.pop(i)
        ev += self.yard.cards.discard_from_table(f.cards())
        self.yard.unshield(f.junk)
        ev.append(event("junk_destroyed", seat=seat, junk=f.junk,
                        reinforcements=list(f.reinforcements), cause=cause, card=None,
                        player=None))
        return [Fall(seat, tower[i].junk, i)] if i < len(tower) else []

    def _collide(self, falls: list[Fall], ev: list[Event]) -> None:
        """Collision rolls, one per fall, until nothing more breaks.

        After a break the card above the new hole falls next, before any fall
        still waiting; a waiting fall of that same card is dropped: when a
        break joins two holes of one tower, the upper card falls once, into
        the joined hole, and is rolled for once ("you only roll once")."""
        queue = list(falls)
        y = self.yard
        while queue:
            fall = queue.pop(0)
            where = y.locate(fall.junk)
            if where is None:
                continue
            seat, i = where
            tower = y.towers[seat]
            falling = tower[i]
            below = tower[i - 1] if i > 0 else None
            roll = self.rng.die()
            hit = [fl for fl in (falling, below) if fl is not None and roll >= y.strength(fl)]
            ev.append(event("collision", seat=seat, junk=falling.junk,
                            onto=None if below is None else below.junk, roll=roll,
                            strength=y.strength(falling),
                            onto_strength=None if below is None else y.strength(below),
                            destroyed=[fl.junk for fl in hit]))
            if not hit:
                continue
            low = min(y.locate(fl.junk)[1] for fl in hit)     # type: ignore[index]
            for fl in hit:
                self._destroy(fl, "collision", ev)
            if low < len(tower):
                junk = tower[low].junk
                queue = [Fall(seat, junk, low)] + [q for q in queue if q.junk != junk]

    # --- phases and turns --------------------------------------------------------
    def _start_turn(self, ev: list[Event]) -> None:
        self.turn_number += 1
        seat, y = self.turn, self.yard
        y.start_turn(seat)
        self.played = {JUNK: 0, REINFORCEMENT: 0}
        self.discards = 0
        self.back = []
        ev.append(event("turn", seat=seat, number=self.turn_number))
        if self.turn_number > SAFETY_TURNS * self.n:
            self._monkey_wins(ev, "safety")
            return
        if y.take_skip(seat, "draw"):
            ev.append(event("phase_skipped", seat=seat, phase="draw"))
        else:
            want = 2 if len(y.cards.hands[seat]) <= 4 else 1
            res = y.cards.draw(seat, want, self.rng)
            ev += res.events
            if res.short:
                self._monkey_wins(ev)
                return
        self._enter("build", ev)

    def _enter(self, phase: str, ev: list[Event]) -> None:
        """Go to `phase`, passing phases a card skips or that have nothing to do."""
        seat, y = self.turn, self.yard
        order = PHASES[PHASES.index(phase):]
        for p in order:
            if y.take_skip(seat, p):
                ev.append(event("phase_skipped", seat=seat, phase=p))
                continue
            if p == "spank" and not self.can_spank(seat):
                continue
            if p == "discard" and not y.cards.hands[seat]:
                continue
            self.phase = p
            ev.append(event("phase", seat=seat, phase=p))
            return
        self._end_turn(ev)

    def _end_phase(self, ev: list[Event]) -> None:
        i = PHASES.index(self.phase)
        if i + 1 < len(PHASES):
            self._enter(PHASES[i + 1], ev)
        else:
            self._end_turn(ev)

    def _end_turn(self, ev: list[Event]) -> None:
        seat, y = self.turn, self.yard
        y.end_turn(seat)
        ev.append(event("turn_end", seat=seat))
        if self.opts["lively_monkey"]:
            roll = self.rng.die()
            by = -1 if roll == 1 else 1 if roll == 6 else 0
            old, new = y.move_monkey(by)
            ev.append(event("lively_monkey", roll=roll, old=old, new=new))
        self.turn = (seat + 1) % self.n
        self._start_turn(ev)

    def _spank(self, seat: int, ev: list[Event]) -> None:
        y = self.yard
        h, m = y.height(seat), y.monkey
        need = spank_need(h, m)
        assert need is not None
        roll = self.rng.die()
        ok = roll >= need
        ev.append(event("spank", seat=seat, height=h, monkey=m, need=need, roll=roll, success=ok))
        if ok:
            self._winners = [seat]
            self.end_reason = "spank"
            self.phase = OVER
            ev.append(event("win", seats=[seat], reason="spank"))
            return
        if self.opts["frightening"]:
            old, new = y.move_monkey(1 if h == m else -1)
            ev.append(event("monkey_scared", old=old, new=new))
        self._enter("discard", ev)

    def _monkey_wins(self, ev: list[Event], reason: str = MONKEY_WINS) -> None:
        self._winners = []
        self.end_reason = reason
        self.phase = OVER
        self.asking = None
        self.window = None
        ev.append(event("monkey_wins", reason=reason))

    # ------------------------------------------------------------ viewing
    def view(self, seat: int | None) -> dict[str, Any]:
        me = seat if seat is not None and 0 <= seat < self.n else None
        y = self.yard
        cards = y.cards.view(me)
        q = None
        if self.asking is not None and not self.over:
            c = self.question()
            secret = c.KIND == "card" and getattr(c, "zone", "") == "hand" and c.seat != me
            q = {"card": self.asking.card, "player": self.asking.player, "key": c.key,
                 "seat": c.seat, "kind": c.KIND, "need": c.need,
                 "zone": getattr(c, "zone", None),
                 "options": None if secret else [encode(c, o) for o in c.options],
                 "labels": list(getattr(c, "labels", ()))}
        fight = y.fight
        heights = [y.height(s) for s in range(self.n)]
        return {
            "game": "junkyard",
            "seat": me,
            "players": self.n,
            "seats": list(self.setup.seats),
            "names": seat_names(self.n),
            "turn": self.turn,
            "first": self.first,
            "turn_number": self.turn_number,
            "phase": self.phase,
            "monkey": y.monkey,
            "heights": heights,
            "towers": [[{"junk": f.junk, "reinforcements": list(f.reinforcements),
                         "extra": f.extra, "strength": y.strength(f)} for f in t]
                       for t in y.towers],
            "cards": cards,
            "hand": cards["hand"],
            "hand_counts": cards["hand_counts"],
            "pile": cards["deck_count"],
            "discard": cards["discard"],
            "statuses": [s.to_json() for s in y.statuses],
            "stamp": y.stamp,
            "played": dict(self.played),
            "discards": self.discards,
            "back": list(self.back),
            "fight": None if fight is None else fight.to_json(),
            "fight_cards": list(self.fight_cards),
            "window": None if self.window is None else {"seat": self.window.seat,
                                                        "stage": self.window.stage},
            "windows": list(self.windows),
            "asking": q,
            "asking_state": None if self.asking is None else _asking_json(self.asking),
            "sneak": None if self.sneak is None else _asking_json(self.sneak),
            "spank_need": [spank_need(h, y.monkey) for h in heights],
            "winners": list(self._winners),
            "over": self.over,
            "end_reason": self.end_reason,
            "options": dict(self.opts),
        }

    # ------------------------------------------------------------ copying
    def clone(self) -> JunkyardState:
        twin = copy.copy(self)
        twin.rng = copy.deepcopy(self.rng)
        twin.yard = self.yard.clone()
        twin.played = dict(self.played)
        twin.window = None if self.window is None else Window(self.window.seat,
                                                              self.window.stage)
        twin.windows = list(self.windows)
        twin.asking = copy.deepcopy(self.asking)
        twin.sneak = copy.deepcopy(self.sneak)
        twin.fight_cards = list(self.fight_cards)
        twin.back = list(self.back)
        twin._winners = list(self._winners)
        twin.opening = list(self.opening)
        twin.opts = dict(self.opts)
        return twin


def _asking_json(a: Asking) -> dict[str, Any]:
    return {"card": a.card, "player": a.player, "junk": a.junk, "then": a.then,
            "answers": {k: list(v) for k, v in a.answers.items()}, "only": a.only}


def new_match(setup: Setup) -> JunkyardState:
    if setup.game != "junkyard":
        raise BadSetup(f"this is the Spank the Monkey rules module, not {setup.game!r}")
    return JunkyardState.new(setup)


def max_actions(setup: Setup) -> int:
    """No match may take more actions than this. The pile never refills and
    every turn draws from it, so a match has at most about 120 turns; in one
    turn a player can play each card that reaches their hand at most a few
    times (with its choices and three reaction windows per attack), discard
    two and end three phases. A generous bound, kept simple."""
    return 130 * 400

