"""The junkyard as plain data: what the effect engine works on.

A `Yard` is the part of a Spank the Monkey match that cards change:

  cards     the core `Cards` (game/core/cards.py): the pile ("deck"), the
            discard, the hands, and on its table every card in play: the
            towers' cards and a card being resolved
  towers    one list of `Floor`s per seat, bottom -> top; a floor is a junk
            card, the reinforcements on it, and strength changed by effects
  monkey    its height, always 1-25
  statuses  lasting effects of cards (skip a phase, one more build, shields),
            each stamped with the order its card was played in
  fight     the attack in progress, if any (attacker, target, bonuses, roll)

The future match state wraps a Yard and adds turns, phases and decisions; the
Yard keeps only what cards read and change, and the rules' own queries on it
(heights, strengths, the hand attack's reach). Nothing here draws or rolls:
randomness comes in as an rng argument to the engine.
"""
from __future__ import annotations

import copy
from dataclasses import dataclass, field
from typing import Any, Iterable, Mapping

from game.core.cards import Cards

from .deck import card, ids
from .steps import PHASES

MONKEY_MIN, MONKEY_MAX = 1, 25
TOWER = "tower"                     # a shield on a whole tower, not one junk card
SKIP, EXTRA, SHIELD = "skip", "extra", "shield"


def start_height(players: int) -> int:
    """The monkey's starting height: 14 minus the number of players."""
    return clamp_monkey(14 - players)


def clamp_monkey(height: int) -> int:
    return max(MONKEY_MIN, min(MONKEY_MAX, height))


@dataclass
class Floor:
    """One junk card in a tower with its reinforcements; they always move together."""
    junk: str
    reinforcements: list[str] = field(default_factory=list)
    extra: int = 0                  # strength given or taken by effects

    def cards(self) -> list[str]:
        return [self.junk, *self.reinforcements]

    def to_json(self) -> dict[str, Any]:
        return {"junk": self.junk, "reinforcements": list(self.reinforcements),
                "extra": self.extra}


@dataclass(frozen=True)
class Status:
    """A lasting effect. `what` is a phase (skip, extra) or a junk id or TOWER (shield).

    Ends: a skip when the rules use it (`take_skip`); an extra at the end of
    `seat`'s turn; a shield at the start of `by`'s next turn.
    """
    kind: str
    seat: int
    what: str
    by: int
    stamp: int

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "seat": self.seat, "what": self.what, "by": self.by,
                "stamp": self.stamp}


@dataclass
class Fight:
    """The attack in progress: the rules open it, cards change it, the rules settle it.

    `mods` are the changes to the roll in the order they came: the attack
    card's bonus first, then defence bonuses (negative) and effects, each with
    the card that made it, so a log line can show every number.
    """
    attacker: int
    defender: int
    card: str
    target: str | None = None       # the junk card attacked (None: a sneak effect)
    mods: list[tuple[str, int]] = field(default_factory=list)
    roll: int | None = None
    cancelled: bool = False

    @property
    def total(self) -> int | None:
        return None if self.roll is None else self.roll + sum(v for _, v in self.mods)

    def to_json(self) -> dict[str, Any]:
        return {"attacker": self.attacker, "defender": self.defender, "card": self.card,
                "target": self.target, "mods": [list(m) for m in self.mods], "roll": self.roll,
                "cancelled": self.cancelled}


@dataclass
class Yard:
    cards: Cards
    towers: list[list[Floor]]
    monkey: int
    statuses: list[Status] = field(default_factory=list)
    stamp: int = 0                  # cards played so far: later cards win conflicts
    fight: Fight | None = None

    @classmethod
    def new(cls, seats: int, card_ids: Iterable[str] | None = None,
            monkey: int | None = None) -> Yard:
        """An empty yard: every card in the pile (unshuffled), no towers.
        The pile never reshuffles: when it runs dry the monkey wins."""
        c = Cards(ids() if card_ids is None else card_ids, seats, on_empty="stop")
        return cls(c, [[] for _ in range(seats)],
                   start_height(seats) if monkey is None else clamp_monkey(monkey))

    # --- looking --------------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.towers)

    def locate(self, junk: str) -> tuple[int, int] | None:
        """(seat, index from the bottom) of a junk card in a tower, or None."""
        for seat, tower in enumerate(self.towers):
            for i, f in enumerate(tower):
                if f.junk == junk:
                    return seat, i
        return None

    def floor(self, junk: str) -> Floor:
        where = self.locate(junk)
        if where is None:
            raise ValueError(f"{junk!r} is in no tower")
        return self.towers[where[0]][where[1]]

    def floor_of(self, any_card: str) -> Floor | None:
        """The floor a junk or reinforcement card is part of."""
        for tower in self.towers:
            for f in tower:
                if any_card == f.junk or any_card in f.reinforcements:
                    return f
        return None

    def height(self, seat: int) -> int:
        """The player's height: the dots of every junk card in their tower."""
        return sum(card(f.junk).height for f in self.towers[seat])

    def strength(self, f: Floor) -> int:
        """A junk card's strength with its reinforcements and effects (never below 1)."""
        return max(1, card(f.junk).strength + sum(card(r).strength for r in f.reinforcements)
                   + f.extra)

    def hand_reach(self, attacker: int, defender: int) -> Floor | None:
        """The junk card a hand attack may hit: the one whose dots span the
        attacker's height; the bottom one if the attacker has no tower; none if
        the attacker is higher than the whole tower."""
        tower = self.towers[defender]
        if not tower:
            return None
        h = self.height(attacker)
        if h == 0:
            return tower[0]
        top = 0
        for f in tower:
            top += card(f.junk).height
            if h <= top:
                return f
        return None

    def shielded(self, seat: int, junk: str | None, against: int) -> bool:
        """Is `seat`'s tower (junk None) or junk card `junk` in it protected from
        `against`? A shield holds against everyone but the player who put it
        up; a junk card's shield goes with the card to another tower."""
        return any(s.kind == SHIELD and s.by != against
                   and (s.what == junk if s.what != TOWER else s.seat == seat)
                   for s in self.statuses)

    def skipping(self, seat: int, phase: str) -> bool:
        return any(s.kind == SKIP and s.seat == seat and s.what == phase for s in self.statuses)

    def extras(self, seat: int, phase: str) -> int:
        """How many more cards than the rules allow `seat` may play in `phase` this turn."""
        return sum(s.kind == EXTRA and s.seat == seat and s.what == phase for s in self.statuses)

    # --- changing ---------------------------------------------------------------------
    def next_stamp(self) -> int:
        """A card is being played: its number in the play order."""
        self.stamp += 1
        return self.stamp

    def add_status(self, kind: str, seat: int, what: str, by: int, stamp: int) -> Status:
        """A lasting effect. The newer card wins a conflict: a skip and an extra
        for the same seat and phase cancel the older one; the same shield twice
        keeps the newer."""
        if kind in (SKIP, EXTRA) and what not in PHASES:
            raise ValueError(f"no phase {what!r}")
        rivals = {SKIP: (EXTRA,), EXTRA: (SKIP,), SHIELD: (SHIELD,)}[kind]
        self.statuses = [s for s in self.statuses
                         if not (s.kind in rivals and s.seat == seat and s.what == what)]
        new = Status(kind, seat, what, by, stamp)
        self.statuses.append(new)
        return new

    def carry_shields(self, junk: str, seat: int) -> None:
        """Junk card `junk` now stands in `seat`'s tower: its shields go with it
        (their `seat` says where the card is, for the views)."""
        self.statuses = [Status(s.kind, seat, s.what, s.by, s.stamp)
                         if s.kind == SHIELD and s.what == junk else s for s in self.statuses]

    def unshield(self, junk: str) -> None:
        """Junk card `junk` left the towers: its shields end (should it come back
        into play, it is a new card and unprotected)."""
        self.statuses = [s for s in self.statuses if not (s.kind == SHIELD and s.what == junk)]

    def take_skip(self, seat: int, phase: str) -> bool:
        """The rules reach `seat`'s `phase`: True (and the skip is used up) if it is skipped."""
        for s in self.statuses:
            if s.kind == SKIP and s.seat == seat and s.what == phase:
                self.statuses.remove(s)
                return True
        return False

    def start_turn(self, seat: int) -> None:
        """`seat`'s turn begins: the shields it put up run out."""
        self.statuses = [s for s in self.statuses if not (s.kind == SHIELD and s.by == seat)]

    def end_turn(self, seat: int) -> None:
        """`seat`'s turn ends: unused extras run out."""
        self.statuses = [s for s in self.statuses if not (s.kind == EXTRA and s.seat == seat)]

    def build(self, seat: int, junk: str) -> list:
        """A junk card from `seat`'s hand onto the top of their tower (events)."""
        if card(junk).type != "junk":
            raise ValueError(f"{junk!r} is not a junk card")
        events = self.cards.play(seat, junk)
        self.towers[seat].append(Floor(junk))
        return events

    def reinforce(self, seat: int, reinforcement: str, junk: str | None = None) -> list:
        """A reinforcement card from `seat`'s hand onto a junk card (their top one)."""
        if card(reinforcement).type != "reinforcement":
            raise ValueError(f"{reinforcement!r} is not a reinforcement card")
        if not self.towers[seat]:
            raise ValueError("there is no junk card to reinforce")
        f = self.towers[seat][-1] if junk is None else self.floor(junk)
        events = self.cards.play(seat, reinforcement)
        f.reinforcements.append(reinforcement)
        return events

    def move_monkey(self, by: int) -> tuple[int, int]:
        """(from, to): the monkey climbs `by`, stopping at 1 and 25."""
        old = self.monkey
        self.monkey = clamp_monkey(old + by)
        return old, self.monkey

    # --- checking, copying, saving ------------------------------------------------------
    def check(self) -> None:
        """Raise AssertionError unless every card is in one place and the monkey in range."""
        self.cards.check()
        if len(self.cards.hands) != len(self.towers):
            raise AssertionError("one hand and one tower per seat")
        in_towers = [c for tower in self.towers for f in tower for c in f.cards()]
        if len(in_towers) != len(set(in_towers)) or not set(in_towers) <= set(self.cards.table):
            raise AssertionError("a tower card is twice in the yard or not on the table")
        for tower in self.towers:
            for f in tower:
                if card(f.junk).type != "junk" or any(
                        card(r).type != "reinforcement" for r in f.reinforcements):
                    raise AssertionError("a tower holds the wrong kind of card")
        if not MONKEY_MIN <= self.monkey <= MONKEY_MAX:
            raise AssertionError(f"the monkey is at {self.monkey}")

    def clone(self) -> Yard:
        return Yard(self.cards.clone(), copy.deepcopy(self.towers), self.monkey,
                    list(self.statuses), self.stamp, copy.deepcopy(self.fight))

    def to_json(self) -> dict[str, Any]:
        return {"cards": self.cards.to_json(),
                "towers": [[f.to_json() for f in t] for t in self.towers],
                "monkey": self.monkey, "statuses": [s.to_json() for s in self.statuses],
                "stamp": self.stamp, "fight": None if self.fight is None else self.fight.to_json()}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Yard:
        fight = d.get("fight")
        return cls(
            Cards.from_json(d["cards"]),
            [[Floor(f["junk"], list(f["reinforcements"]), f["extra"]) for f in t]
             for t in d["towers"]],
            d["monkey"], [Status(**s) for s in d["statuses"]], d["stamp"],
            None if fight is None else Fight(
                fight["attacker"], fight["defender"], fight["card"], fight["target"],
                [(m[0], m[1]) for m in fight["mods"]], fight["roll"], fight["cancelled"]))
