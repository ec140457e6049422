"""Questions a table asks the rules about places in the row.

A screen lets a player pick a coin up and put it down somewhere else; what
that means is a rule (a move's `dst` counts places after the coin has been
taken out), so the answer lives here and scenes only ask. Likewise which
characters of a secret code the table already shows: that is the same
matching the rules use to spot a win.
"""
from __future__ import annotations

from typing import Sequence

from . import coins as C
from .actions import Action, Move, Swap

COIN, GAP = "coin", "gap"
Place = tuple[str, int]  # ("coin", i): on the coin at i; ("gap", g): before place g (g = n: after the last)


def put_down(src: int, place: Place) -> Action | None:
    """The action that puts the coin from `src` down at `place`, or None when
    that changes nothing (its own place, or a gap right beside it)."""
    kind, k = place
    if kind == COIN:
        return None if k == src else Swap(min(src, k), max(src, k))
    if k in (src, src + 1):
        return None
    return Move(src, k if k < src else k - 1)


def places(n: int, src: int) -> dict[Place, Action]:
    """Every place in a row of `n` coins where the coin from `src` can go, with
    the action each one means, from left to right (gaps and coins in turn).
    Whether the action is allowed now is `legal_actions`' to say."""
    out: dict[Place, Action] = {}
    for k in range(n + 1):
        for place in ((GAP, k), (COIN, k)) if k < n else ((GAP, k),):
            act = put_down(src, place)
            if act is not None:
                out[place] = act
    return out


def shown(code: Sequence[str | None], table: Sequence[str]) -> list[bool]:
    """Which characters of a (maybe partly known) secret code the table shows.

    A code as long as the table matches place by place. A shorter one (five in
    a longer code) is looked for as the win is judged: side by side, or split
    once by a gap of other coins; the ticks are those of the way of lying in
    the table that shows the most characters (the leftmost of equals), so all
    are ticked exactly when `code_matches` says the code is there."""
    n = len(code)
    if len(table) == n:
        return [c is not None and c == t for c, t in zip(code, table)]
    best: list[bool] = [False] * n
    score = -1
    for at in C.placements(n, len(table)):
        got = [c is not None and c == table[p] for c, p in zip(code, C.placed(n, at))]
        if sum(got) > score:
            best, score = got, sum(got)
            if score == n:
                break
    return best
