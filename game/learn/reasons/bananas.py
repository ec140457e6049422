"""Going Bananas: why the hinted move is good, from the seat's view.

The jungle, the monkeys, the bananas on the trees and the traps are on the
table for everyone; the seat's own dice and code are its own. Other players'
codes are never read, so a line about where a die can go says "can": the
others still move first."""
from __future__ import annotations

from typing import Any, Mapping

from game.core.actions import Action
from game.core.hexgrid import Hex
from game.rules.bananas.actions import DOWN, Climb, LockCode, MoveTo, PlaceDie, PlaceToken, PlaceTrap
from game.rules.bananas.climbing import climb_verdict
from game.rules.bananas.jungle import Jungle, from_hexes
from game.rules.bananas.paths import ends


class _Table:
    """The public table of a view, in the rules' own shapes."""

    def __init__(self, view: Mapping[str, Any], seat: int):
        self.jungle: Jungle = from_hexes({Hex(q, r): n for q, r, n, _ in view["hexes"]},
                                         {t["tree"]: Hex(*t["cell"]) for t in view["trees"]})
        self.numbers = self.jungle.numbers
        monkeys = view["monkeys"]
        self.me = monkeys[seat]
        self.blocked = {Hex(*m["hex"]) for s, m in enumerate(monkeys)
                        if s != seat and m["hex"] is not None}
        traps = view.get("traps") or []
        self.all_traps = {Hex(*t) for t in traps if t is not None}
        self.opp_traps = frozenset(Hex(*t) for s, t in enumerate(traps)
                                   if t is not None and s != seat)
        self.bananas = {t["tree"]: t["bananas"] for t in view["trees"]}
        self.up = {t["tree"] for t in view["trees"]
                   if t["monkey"] is not None and t["monkey"] != seat}

    def climbs(self, h: Hex, die: int) -> bool:
        """Does a move of `die` ending on `h` make a 7nana with a tree to climb?"""
        ok, _ = climb_verdict(self.jungle, h, die, self.all_traps, self.bananas,
                              self.me["last_tree"], self.up)
        return bool(ok)

    def seven(self, path: list[Hex], target: int, die: int, swing: bool) -> Hex | None:
        """A hex where a move along `path` can end and climb (None: nowhere)."""
        if len(path) - 1 >= target:
            return path[-1] if self.climbs(path[-1], die) else None
        return next((h for h in ends(self.jungle, path, target, self.blocked, self.opp_traps,
                                     swing) if self.climbs(h, die)), None)


def _sum(die: int, number: int) -> str:
    return f"{die} + {number} = 7"


def _move(view: Mapping[str, Any], action: MoveTo, seat: int) -> str | None:
    p = view.get("pending") or {}
    if p.get("kind") != "path" or p.get("seat") != seat:
        return None
    t = _Table(view, seat)
    path = [Hex(*h) for h in p["path"]] + [action.hex]
    end = t.seven(path, p["target"], p["die"], p["swing"])
    if end is None:
        return None
    return f"This way reaches a banana tree: {_sum(p['die'], t.numbers[end])}!"


def _first(view: Mapping[str, Any], step: int, seat: int) -> bool:
    """Is `step` the first of the seat's code to do anything (so the monkey
    starts it from where it stands now)?"""
    code = (view.get("codes") or [None] * (seat + 1))[seat] or []
    return not any(s["die"] is not None or s["token"] for s in code[:step])


def _die(view: Mapping[str, Any], action: PlaceDie, seat: int) -> str | None:
    if not _first(view, action.step, seat):
        return None   # an earlier step moves the monkey first: where from is not known
    t = _Table(view, seat)
    if t.me["hex"] is None or t.me["tree"] is not None:
        return None
    value = view["dice"][seat][action.die]
    end = t.seven([Hex(*t.me["hex"])], value, value, False)
    if end is None:
        return None
    return f"Your {value} can reach a banana tree: {_sum(value, t.numbers[end])}!"


def reason(view: Mapping[str, Any], action: Action, seat: int) -> str | None:
    """One short line saying why, or None when no honest one can be given."""
    if view.get("phase") == "setup":
        return None
    if isinstance(action, MoveTo):
        return _move(view, action, seat)
    if isinstance(action, PlaceDie):
        return _die(view, action, seat)
    if isinstance(action, Climb):
        # not "grab a banana": at the Magic level this may be the seat's own
        # rotten tree, which only its neighbour knows
        return "Climb up: this tree has a banana!"
    if isinstance(action, PlaceToken) and action.token == DOWN:
        me = view["monkeys"][seat]
        if me["tree"] is not None and me["carrying"] is not None and _first(view, action.step,
                                                                          seat):
            return "Down brings your banana home to your stash."
        return None
    if isinstance(action, LockCode):
        return "Your code is ready: lock it in!"
    if isinstance(action, PlaceTrap):
        return "Your trap will stop other monkeys on this hex."
    return None
