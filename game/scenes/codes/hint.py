"""Why a hinted Codes move is good, in one line, from the seat's own view only
(issue 22's hint button): how many pictures of the seat's secret code the
table would show afterwards, as far as that seat can know it."""
from __future__ import annotations

from typing import Any, Mapping

from game.core.actions import Action
from game.rules.codes import Flip, Move, Replace, Swap
from game.rules.codes import coins as C
from game.rules.codes.places import shown


def _after(table: list[str], action: Action, view: Mapping[str, Any]) -> list[str] | None:
    """The characters the row shows after `action` (None: the seat cannot know)."""
    row = list(table)
    if isinstance(action, Swap):
        row[action.a], row[action.b] = row[action.b], row[action.a]
        return row
    if isinstance(action, Move):
        row.insert(action.dst, row.pop(action.src))
        return row
    if isinstance(action, Flip):
        coin = view["table"][action.pos]
        if not coin.get("known"):
            return None
        other = "suit" if coin["face"] == "value" else "value"
        row[action.pos] = C.shows(coin["known"], other)
        return row
    return None


def reason(view: Mapping[str, Any], action: Action) -> str | None:
    """One short line saying why, or None when the game has nothing to add."""
    code = view.get("my_code")
    table = [c["shows"] for c in view.get("table") or []]
    if not code or not table:
        return None
    if isinstance(action, Replace):
        return "This coin does not help your code: swap it for a new one."
    now = sum(shown(code, table))
    after = _after(table, action, view)
    if after is None:
        if isinstance(action, Flip):
            return "The other side of this coin may be one your code needs."
        return None
    then = sum(shown(code, after))
    if then > now:
        more = then - now
        return (f"This puts {more} more of your pictures in place ({then} of {len(code)}).")
    return "This gets your coins ready for the next move."
