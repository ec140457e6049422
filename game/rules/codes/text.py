"""Short sentences for the on-screen log: `describe(action_json, view)`."""
from __future__ import annotations

from typing import Any, Mapping

from game.core.seats import SEAT_NAMES

from .coins import CHAR_NAMES


def _name(view: Mapping[str, Any] | None, seat: int | None) -> str:
    if seat is None:
        return "Someone"
    names = (view or {}).get("names") or SEAT_NAMES
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def char_name(ch: str) -> str:
    return CHAR_NAMES.get(ch, ch)


def describe(action_json: Mapping[str, Any], view: Mapping[str, Any] | None = None,
             seat: int | None = None) -> str:
    """One short sentence about an action.

    `action_json` is an action's JSON, or a history entry {"seat", "action",
    ...} (then the seat and result come from it). Without a seat, the seat
    whose turn it is in `view` is used. Never reveals a guessed character
    before the guess is complete.
    """
    entry: Mapping[str, Any] = {}
    if "action" in action_json and isinstance(action_json["action"], Mapping):
        entry, action_json = action_json, action_json["action"]
        seat = entry.get("seat", seat)
    if seat is None and view is not None:
        seat = view.get("turn")
    who = _name(view, seat)
    k = action_json.get("kind")
    if k == "flip":
        return f"{who} flipped coin {action_json['pos'] + 1}."
    if k == "swap":
        return f"{who} swapped coins {action_json['a'] + 1} and {action_json['b'] + 1}."
    if k == "move":
        return f"{who} moved coin {action_json['src'] + 1} to place {action_json['dst'] + 1}."
    if k == "replace":
        return f"{who} swapped coin {action_json['pos'] + 1} for a new one from the bag."
    if k == "end_turn":
        return f"{who} stopped after one action."
    if k == "ready":
        return f"{who} has memorised their code."
    if k == "claim":
        if "correct" in entry:
            return (f"{who} said the table shows their code, and was right!" if entry["correct"]
                    else f"{who} said the table shows their code, but it doesn't: {who} is out.")
        return f"{who} says the table shows their code!"
    if k == "guess_start":
        return f"{who} is guessing the code..."
    if k == "guess_char":
        return f"{who} picked a character."
    if k == "guess_cancel":
        return f"{who} stopped guessing."
    if k == "guess":
        said = " ".join(char_name(c) for c in action_json.get("chars", []))
        if "correct" in entry:
            return f"{who} guessed {said}: " + ("right!" if entry["correct"] else f"wrong, {who} is out.")
        return f"{who} guessed {said}."
    return f"{who} did something."
