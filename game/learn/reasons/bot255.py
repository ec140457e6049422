"""Bot 255's card game: why the hinted move is good, from the seat's view.

A seat knows its own hand (so its commands and memory), the world and where
every bot stands; a program's run is worked out on the seat's own copy of the
world, exactly as the rules will run it. Nothing is said about another hand.
The puzzle keeps its own hint button."""
from __future__ import annotations

import json
from typing import Any, Mapping

from game.core.actions import Action
from game.core.grid import Cell
from game.rules.bot255 import interpreter
from game.rules.bot255.actions import Discard, Draw, Pick, Play, React, Run
from game.rules.bot255.deck import card
from game.rules.bot255.world import BITS, Bot, World

_PLAYS = {"steal_look": "Look at their hand and take a card you need.",
          "steal_blind": "Take a card from every other player.",
          "search": "Search the pile for a card you need.",
          "swap": "Swap cards you don't need for new ones."}


def _bot(d: Mapping[str, Any]) -> Bot:
    return Bot(Cell(*d["cell"]), d["facing"], frozenset(Cell(*c) for c in d["taken"]))


def _run(view: Mapping[str, Any], action: Run, seat: int) -> str | None:
    world = World.from_json(view["world"])
    me = _bot(view["players_state"][seat]["bot"])
    r = interpreter.run(world, json.loads(action.program), me)
    if r.bits == 0:
        return None
    points = f"{r.points} point{'s' if r.points != 1 else ''}"
    if not r.bot.left(world):
        return f"This program takes every bit left: {points}!"
    return f"This program picks up {r.bits} bit{'s' if r.bits != 1 else ''}: {points}!"


def _new(cid: str, view: Mapping[str, Any]) -> str | None:
    """What a card would add to the seat's own hand."""
    c = card(cid)
    if c.kind == "code" and c.teaches not in (view.get("library") or []):
        return f"{c.name} is a new command for your bot."
    if c.kind == "memory":
        return "More memory lets your program be longer."
    if c.kind == "upgrade":
        return "An Upgrade doubles your memory!"
    return None


def reason(view: Mapping[str, Any], action: Action, seat: int) -> str | None:
    """One short line saying why, or None when no honest one can be given."""
    if view.get("mode") != "cards":
        return None
    if isinstance(action, Run):
        return _run(view, action, seat)
    if isinstance(action, React) and action.steal:
        them = view["players_state"][view["turn"]]["bot"]
        left = BITS - len(them["taken"])
        return f"They have only {left} bit{'s' if left != 1 else ''} left: steal their turn!"
    if isinstance(action, Draw) and action.pile == "discard":
        top = (view.get("cards") or {}).get("discard") or []
        return _new(top[-1], view) if top else None
    if isinstance(action, Play):
        return _PLAYS.get(card(action.card).kind)
    if isinstance(action, Pick):
        return _new(action.card, view)
    if isinstance(action, Discard):
        return "This card helps your bot least: let it go."
    return None
