"""Spank the Monkey: why the hinted card or move is good, from the seat's view.

Everything read here is on the table for all to see (towers, heights, the
monkey, the card being fought over) or in the seat's own hand; nothing is said
about another player's hand."""
from __future__ import annotations

from typing import Any, Mapping

from game.core.actions import Action
from game.rules.junkyard.actions import Discard, Done, Play, Spank
from game.rules.junkyard.deck import ATTACK, DEFENSE, JUNK, REINFORCEMENT, card
from game.rules.junkyard.model import clamp_monkey
from game.rules.junkyard.state import spank_need
from game.rules.junkyard.steps import Monkey


def _owner(view: Mapping[str, Any], junk: str) -> tuple[int, int] | None:
    """(seat, floor) of a junk card standing in a tower (None: not in one)."""
    for s, tower in enumerate(view.get("towers") or []):
        for k, floor in enumerate(tower):
            if floor["junk"] == junk:
                return s, k
    return None


def _junk(c: Any, view: Mapping[str, Any], seat: int) -> str:
    height, monkey = view["heights"][seat], view["monkey"]
    # a card that moves the monkey as it is built (the piano, the old bananas)
    moved = clamp_monkey(monkey + sum(step.by for step in c.effect if isinstance(step, Monkey)))
    if spank_need(height, monkey) is None and \
            spank_need(height + c.height, moved) is not None:
        return "This card takes you up to the monkey!"
    return f"This card makes your tower {c.height} dot{'s' if c.height > 1 else ''} taller."


def _attack(c: Any, target: str, view: Mapping[str, Any], seat: int) -> str | None:
    where = _owner(view, target)
    if where is None:
        return None
    owner, floor = where
    heights = view["heights"]
    if owner == seat:
        if heights[seat] >= view["monkey"] + 5:
            return "Knock your own card down: you are too high to spank."
        return None
    if c.kind == "hand":
        if heights[seat] == 0:
            return "Hit their bottom card: the cards above it fall too."
        return "This card is at your height: knock it down!"
    if floor < len(view["towers"][owner]) - 1:
        return "Hit a low card: the cards above it fall too."
    if heights[owner] == max(h for s, h in enumerate(heights) if s != seat):
        return "Knock the tallest tower lower!"
    return "Knock this card down to slow them."


def _defence(view: Mapping[str, Any], seat: int) -> str | None:
    fight = view.get("fight") or {}
    target = fight.get("target") or ""
    where = _owner(view, target) if target else None
    if where is not None and where[0] == seat:
        return "This defence can save your card."
    return None


def _let_go(view: Mapping[str, Any], seat: int) -> str | None:
    """Passing in a window on an attack at your own card, defence in hand."""
    window, fight = view.get("window") or {}, view.get("fight") or {}
    if window.get("seat") != seat or not fight.get("target"):
        return None
    where = _owner(view, fight["target"])
    mine = any(card(c).type == DEFENSE for c in view.get("hand") or [])
    if where is not None and where[0] == seat and mine:
        return "Keep your defence cards for a bigger attack."
    return None


def reason(view: Mapping[str, Any], action: Action, seat: int) -> str | None:
    """One short line saying why, or None when no honest one can be given."""
    if isinstance(action, Spank):
        return "You are high enough: spank the monkey!"
    if isinstance(action, Discard):
        if len(view.get("hand") or []) - 1 <= 4:
            return "Keep four cards or fewer: next turn you draw two."
        return "This card is the least help to you now."
    if isinstance(action, Done):
        return _let_go(view, seat)
    if not isinstance(action, Play):
        return None
    c = card(action.card)
    if c.type == JUNK:
        return _junk(c, view, seat)
    if c.type == REINFORCEMENT:
        return f"This makes your top card {c.strength} stronger."
    if c.type == ATTACK and action.target:
        return _attack(c, action.target, view, seat)
    if c.type == DEFENSE:
        return _defence(view, seat)
    return None
