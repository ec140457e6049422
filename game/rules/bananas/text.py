"""Short sentences for the on-screen log: `describe(action_json, view)`."""
from __future__ import annotations

from typing import Any, Mapping

from game.core.seats import SEAT_NAMES


def _name(view: Mapping[str, Any] | None, seat: int | None) -> str:
    if seat is None or seat < 0:
        return "Someone"
    names = (view or {}).get("names") or SEAT_NAMES
    return names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"


def _number_at(view: Mapping[str, Any] | None, q: int, r: int) -> int | None:
    for hq, hr, n, _tile in (view or {}).get("hexes", ()):
        if (hq, hr) == (q, r):
            return n
    return None


def describe(action_json: Mapping[str, Any], view: Mapping[str, Any] | None = None,
             seat: int | None = None) -> str:
    """One short sentence about an action.

    `action_json` is an action's JSON or a history entry {"seat", "action"}.
    Coding actions are described without saying what was coded (codes are
    secret until everyone is done)."""
    if "action" in action_json and isinstance(action_json["action"], Mapping):
        seat = action_json.get("seat", seat)
        action_json = action_json["action"]
    if seat is None and view is not None:
        seat = view.get("turn")
    who = _name(view, seat)
    k = action_json.get("kind")
    if k == "place_monkey":
        n = _number_at(view, action_json["q"], action_json["r"])
        return f"{who} put their monkey on a {n}." if n else f"{who} put their monkey on the path."
    if k in ("place_die", "place_token", "clear_step"):
        return f"{who} is coding..."
    if k == "lock_code":
        return f"{who} is done coding."
    if k == "move_to":
        n = _number_at(view, action_json["q"], action_json["r"])
        return f"{who} moved to a {n}." if n else f"{who} moved."
    if k == "climb":
        return f"{who} climbed tree {action_json['tree']}!"
    if k == "stay_down":
        return f"{who} stayed on the path."
    if k == "choose_tree":
        return f"{who} put a banana back on tree {action_json['tree']}."
    if k == "place_trap":
        n = _number_at(view, action_json["q"], action_json["r"])
        return f"{who} set their trap on a {n}." if n else f"{who} set their trap."
    if k == "no_trap":
        return f"{who} kept their trap off the path."
    if k == "order_missions":
        trees = ", ".join(str(t) for t in action_json.get("trees", ()))
        return f"{who} lined up their missions: trees {trees}."
    if k == "pick_rotten":
        return f"{who} marked a secret rotten tree."  # never says which
    if k == "lay_tile":
        return f"{who} laid a jungle tile."
    if k == "plant_tree":
        return f"{who} planted a banana tree."
    if k == "clock":
        return "Time passes..."
    return f"{who} did something."
