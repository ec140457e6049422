"""The 7nana climb rule, as one pure function: the only copy of it.

`Running.climbable` asks it about the match as it stands; the bots' planner
asks it about situations it only plans (bananas it already took in the plan,
the tree it took from last there), which no state holds.
"""
from __future__ import annotations

from typing import Collection, Mapping

from game.core.hexgrid import Hex

from .jungle import Jungle

# Why a tree may not be climbed after a 7nana (the "reason" of a denied 7nana event).
TRAP, NO_BANANA, OCCUPIED, SAME_TREE = "trap", "no_banana", "occupied", "same_tree"


def climb_verdict(jungle: Jungle, hex: Hex, die: int, traps: Collection[Hex],
                  bananas: Mapping[int, int], last_tree: int | None,
                  occupied: Collection[int]) -> tuple[tuple[int, ...], dict[int, str]]:
    """Which trees a monkey may climb after a move of `die` that ends on `hex`,
    and why each other tree at that hex's foot is denied.

    A 7nana needs `die` + the number of `hex` to be 7 (else: no trees at all,
    ((), {})). Then, for each tree whose base holds `hex`, in tree order:
    TRAP when any trap (`traps`: every player's, the climber's own too) is on
    `hex`; NO_BANANA when `bananas` gives it none; OCCUPIED when it is in
    `occupied` (trees another monkey is up); SAME_TREE when it is `last_tree`
    (the tree the monkey took its last banana from); else it may be climbed.
    Returns (the trees that may be climbed, {tree: reason} for the others)."""
    number = jungle.numbers.get(hex)
    if number is None or die + number != 7:
        return (), {}
    ok: list[int] = []
    denied: dict[int, str] = {}
    trapped = hex in traps
    for t in jungle.trees_at.get(hex, ()):
        why = tree_verdict(t, trapped, bananas, last_tree, occupied)
        if why is None:
            ok.append(t)
        else:
            denied[t] = why
    return tuple(ok), denied


def tree_verdict(tree: int, trapped: bool, bananas: Mapping[int, int], last_tree: int | None,
                 occupied: Collection[int] = ()) -> str | None:
    """Why `tree` may not be climbed after a 7nana (TRAP, NO_BANANA, OCCUPIED,
    SAME_TREE, checked in that order), or None when it may; `trapped`: a trap is
    on the hex the 7nana was made from. `climb_verdict` asks it for every tree
    at the hex's foot (estimates of a later 7nana may ask it with trapped=False
    and nobody up the tree)."""
    if trapped:
        return TRAP
    if bananas.get(tree, 0) <= 0:
        return NO_BANANA
    if tree in occupied:
        return OCCUPIED
    if tree == last_tree:
        return SAME_TREE
    return None
