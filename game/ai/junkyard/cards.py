"""What the bots know of the deck: the cards that move the monkey, fit each
reaction window or stop an attack (worked out once from the rules' deck),
and what a card is worth to hold.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.rules.junkyard import steps as S
from game.rules.junkyard.deck import (ATTACK, DECK, DEFENSE, JUNK, REINFORCEMENT, SPECIAL, Card,
                                      card)


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
