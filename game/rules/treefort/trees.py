"""Trees are coins: what each yields when cut and what platforms they hold up.

The four tree sizes are the four coins, smallest first. A cut tree gives its
size in lumber squares (a penny 1 ... a quarter 4). A platform stands on the
trees (coins) under its squares, and the support table says which loads they
bear:

  squares  one tree alone                any two trees           three or more
  1        any                           any                     any
  2        a nickel, a dime or a quarter any                     any
  3        a dime or a quarter           any                     any
  4        a quarter                     any but two pennies     any

`support_refusal` says in words why a placement is refused, for the screen
and for IllegalAction ("Two pennies can't hold 4 squares.").
"""
from __future__ import annotations

from typing import Sequence

COINS = ("penny", "nickel", "dime", "quarter")
LUMBER = {"penny": 1, "nickel": 2, "dime": 3, "quarter": 4}
MAX_LUMBER = 4          # squares of lumber one monkey may carry
MAX_PLATFORM = 4        # the biggest platform piece covers four squares
_ONE_TREE = {"penny": "A penny", "nickel": "A nickel", "dime": "A dime",
             "quarter": "A quarter"}


def lumber(coin: str) -> int:
    """Squares of lumber a cut tree yields."""
    if coin not in LUMBER:
        raise ValueError(f"no tree is a {coin!r}")
    return LUMBER[coin]


def support_refusal(coins: Sequence[str], squares: int) -> str | None:
    """Why the trees `coins` (those under the platform) can't hold a platform of
    `squares` squares, or None when they can."""
    if not 1 <= squares <= MAX_PLATFORM:
        return f"A platform covers 1 to {MAX_PLATFORM} squares."
    for c in coins:
        lumber(c)
    if not coins:
        return "A platform must stand on a tree."
    if squares == 1 or len(coins) >= 3:
        return None
    if len(coins) == 1:
        (coin,) = coins
        if LUMBER[coin] >= squares:
            return None
        able = [c for c in COINS if LUMBER[c] >= squares]
        names = _listed([f"a {c}" for c in able])
        return (f"{_ONE_TREE[coin]} alone can't hold {squares} squares: "
                f"it takes {names}, or two trees.")
    if squares == 4 and list(coins) == ["penny", "penny"]:
        return "Two pennies can't hold 4 squares: it takes a bigger tree among them."
    return None


def supports(coins: Sequence[str], squares: int) -> bool:
    return support_refusal(coins, squares) is None


def _listed(words: Sequence[str]) -> str:
    """'a dime or a quarter'; 'a nickel, a dime or a quarter'."""
    if len(words) <= 1:
        return "".join(words)
    return ", ".join(words[:-1]) + " or " + words[-1]


def carry(held: int, cut: int) -> tuple[int, int]:
    """(carried after a cut, ditched): a monkey carries at most four squares;
    if it already carries four, it must ditch as much as the new tree yields
    (so it keeps four either way); the yield beyond four is ditched too."""
    if not 0 <= held <= MAX_LUMBER or cut < 1:
        raise ValueError("a monkey carries 0-4 lumber and a tree yields 1-4")
    total = held + cut
    return min(total, MAX_LUMBER), max(0, total - MAX_LUMBER)
