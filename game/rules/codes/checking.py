"""Whether a Codes action is allowed now, and if not, why, in words a child
can read (CodesState.check)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.actions import Action
from game.core.errors import IllegalAction

from .actions import (Claim, EndTurn, Flip, GuessCancel, GuessChar, GuessStart, Move, Pass, Ready,
                      Replace, Swap)
from .options import COOP_GUESS
from .table import layout

if TYPE_CHECKING:
    from .state import CodesState

GENTLE_TURNS = 4

# Why an action is refused by the no-undo rule. UNDO_REASON (the previous
# player's turn undone, right at the start of a turn) is the one a screen may
# put into its own words naming who made that turn (text.undo_refused).
UNDO_REASON = "That would just undo the last move. Try something else!"
UNDO_TURN_REASON = ("That would put the table back the way it was before the last turn. "
                    "Try something else!")
UNDO_OWN_REASON = "That would just undo your first action. Try something else!"
GENTLE_REASON = f"In the first {GENTLE_TURNS} turns you may only flip or replace a coin."


_TABLE_TYPES = frozenset((Flip, Swap, Move, Replace))


def _is_int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def check(st: "CodesState", seat: int, action: Action) -> None:
    """Raise IllegalAction with a sentence a child can read if `action` is not
    allowed now (the gate of State.apply has refused wrong types already)."""
    if (st.phase == "play" and seat == st.turn and type(action) in _TABLE_TYPES
            and _on_table(st, action)
            and not (st.restricted() and isinstance(action, (Swap, Move)))
            and action not in st.barred()):
        return  # the common case, quickly
    if st.phase == "over":
        raise IllegalAction("The game is over.")
    if not _is_int(seat) or not 0 <= seat < st.n:
        raise IllegalAction("Only the players at the table can do that.")
    if st.phase == "memorize":
        if not isinstance(action, Ready):
            raise IllegalAction("First everyone memorises their code.")
        if seat in st.ready:
            raise IllegalAction("You already said you know your code. Wait for the others.")
        return
    if seat in st.out:
        raise IllegalAction("You are out of this game, but you can keep watching.")
    if st.phase == "claim":
        if seat not in st.deciding:
            raise IllegalAction("You have decided already. Wait for the others.")
        if not isinstance(action, (Claim, Pass)):
            raise IllegalAction("First everyone says whether the table shows their code.")
        return
    if isinstance(action, (Claim, Pass)):
        if not st.can_claim():
            raise IllegalAction("Claiming is only for the memory game: here the game spots a match itself.")
        raise IllegalAction("You can claim right after the table changes, when everyone is asked.")
    if seat != st.turn:
        raise IllegalAction("It is not your turn yet.")
    if st.phase == "guess":
        if isinstance(action, GuessCancel):
            return
        if not isinstance(action, GuessChar):
            raise IllegalAction("Finish your guess or cancel it first.")
        if action.char not in st.chars:
            raise IllegalAction("That picture is not on any coin in this game.")
        return
    if isinstance(action, Ready):
        raise IllegalAction("Everyone has memorised their code already.")
    if isinstance(action, (GuessChar, GuessCancel)):
        raise IllegalAction("Start a guess first.")
    if isinstance(action, GuessStart):
        if st.mode != COOP_GUESS:
            raise IllegalAction("Guessing the code is only for the guessing game.")
        if st.acted:
            raise IllegalAction("Guess at the start of your turn, before you move a coin.")
        if st.guess_tried:
            raise IllegalAction("One guess a turn: now move a coin.")
        return
    if isinstance(action, EndTurn):
        if st.per_turn == 1:
            raise IllegalAction("Your turn ends by itself after one action.")
        if not st.acted:
            raise IllegalAction("Do one action first; then you may stop.")
        return
    if not isinstance(action, (Flip, Swap, Move, Replace)):
        raise IllegalAction("That move is not part of this game.")
    for name in ("pos", "a", "b", "src", "dst"):
        v = getattr(action, name, 0)
        if not _is_int(v) or not 0 <= v < st.L:
            raise IllegalAction(f"There is no coin at that place: the code has places 1 to {st.L}.")
    if isinstance(action, Swap) and action.a >= action.b:
        raise IllegalAction("Pick two different coins to swap, the left one first."
                            if action.a != action.b else "Pick two different coins to swap.")
    if isinstance(action, Move) and action.src == action.dst:
        raise IllegalAction("Move the coin to a different place.")
    if st.restricted() and isinstance(action, (Swap, Move)):
        raise IllegalAction(GENTLE_REASON)
    if action in st.barred():
        raise IllegalAction(_undo_reason(st, action))

def _on_table(st: "CodesState", action: Action) -> bool:
    if isinstance(action, (Flip, Replace)):
        return 0 <= action.pos < st.L
    return action in layout(st.L).perm

def _undo_reason(st: "CodesState", action: Action) -> str:
    """Which protected table the action would bring back, in words."""
    lay = layout(st.L)
    if st.before_last is not None and action in lay.barred(
            st.shows(), st.flipped(), [st.before_last]):
        last = st.history.last()
        if (st.acted == 0 and last is not None and last["seat"] != st.turn
                and last["action"]["kind"] not in ("claim", "guess")):
            return UNDO_REASON  # the last line of the history is the turn undone
        return UNDO_TURN_REASON
    return UNDO_OWN_REASON
