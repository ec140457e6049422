"""The game's words: sentences for the log about actions (`describe`) and
events (`describe_event`), what the table says out loud about an event
(`speech`), the curtain before a secret choice and the lines of the result
screen. Pure Python: screens, headless logs and tests share them. `names` are
the seat names in force (they change with the colour-blind palette)."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

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


# ---------------------------------------------------------------- events
Names = Sequence[str]

# Why a 7nana's tree may not be climbed (the "reason" of a denied 7nana), told
# with the tree and the climber's name.
_NANA_DENIED = {
    "occupied": "Tree {tree} is taken: no climb for {name}.",
    "no_banana": "Tree {tree} has no bananas left: no climb.",
    "same_tree": "{name} just had a banana from tree {tree}: not the same tree twice in a row.",
    "trap": "A trap sits on that hex: nobody can 7nana from it.",
}

_TREE_DIE = {
    "placed": "Tree die: {die}. The banana goes back on tree {die}.",
    "full": "Tree die: {die}. Tree {tree} is full: we roll again next round.",
    "no_tree": "Tree die: {die}. There is no tree {die}: we roll again next round.",
    "choose": "Tree die: 6! {name} picks the tree.",
}


def _names(view: Mapping[str, Any] | None, names: Names | None) -> Names:
    return names or (view or {}).get("names") or SEAT_NAMES


def _seat(names: Names, seat: Any) -> str:
    if isinstance(seat, int) and not isinstance(seat, bool) and 0 <= seat < len(names):
        return names[seat]
    return "Someone"


def _plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def nana_denied(e: Mapping[str, Any], names: Names) -> str:
    """Why a 7nana did not let the monkey climb (a denied `7nana` event)."""
    words = _NANA_DENIED.get(e.get("reason") or "", "No climb this time.")
    return words.format(tree=e.get("tree"), name=_seat(names, e.get("seat")))


def step_denied(e: Mapping[str, Any], names: Names, you: int | None = None) -> str:
    """A code step that could not run (a `denied` event): the rules' reason,
    addressed to `you` (the one player at the screen) or naming the monkey's owner."""
    seat = e.get("seat")
    reason = str(e["reason"])
    if seat != you:
        reason = reason.replace("Your monkey", f"{_seat(names, seat)}'s monkey")
    return f"Step {e['step'] + 1}: {reason}"


def describe_event(event_json: Mapping[str, Any], view: Mapping[str, Any] | None = None,
                   names: Names | None = None, you: int | None = None) -> str | None:
    """One sentence for the log about an event, or None when the log stays quiet
    (secret coding, bookkeeping, and what the pictures or an action's own line
    already tell). `you`: the seat a reason may call "your" (the one player at
    the screen); without it every monkey is named."""
    e = event_json
    k = e.get("event")
    nm = _names(view, names)
    name = _seat(nm, e.get("seat"))
    if k == "dice":
        return f"{name} rolled {' and '.join(str(d) for d in e['dice'])}."
    if k == "jungle_relaid":
        if e.get("by") == "game":
            return (f"Still only {_plural(e['grounds'], 'planting ground')} for {e['trees']} "
                    f"trees after {e['relays']} tries: the game lays the jungle itself.")
        return (f"Only {_plural(e['grounds'], 'planting ground')} for {e['trees']} trees: "
                f"the tiles are picked up and laid again.")
    if k == "move_end":
        return f"{name} moved {_plural(e['steps'], 'hex', 'hexes')} to a {e['number']}."
    if k == "7nana":
        return nana_denied(e, nm) if e.get("result") == "denied" else None
    if k == "stash":
        return f"{name} put a banana in the stash ({e['stash']})."
    if k == "denied":
        return step_denied(e, nm, you)
    if k == "trapped":
        return f"{name} fell into {_seat(nm, e['owner'])}'s trap!"
    if k == "banana_returned":
        return f"A banana went back to tree {e['tree']}."
    if k == "swing":
        return f"{name} swung to a {e['number']}."
    if k == "time_up":
        return f"Time! A banana fell off tree {e['tree']}." if e.get("tree") else None
    if k == "round_start":
        return f"Round {e['round']}."
    if k == "mission_bonus":
        return mission_bonus(e, nm)
    if k == "stalled":
        return stalled(e)
    return None


def mission_bonus(e: Mapping[str, Any], names: Names) -> str:
    """The bonus a seat's missions earn at the end (a `mission_bonus` event)."""
    name = _seat(names, e.get("seat"))
    bonus = int(e.get("bonus") or 0)
    how = "all 3 mission trees, in order" if e.get("in_order") else "all 3 mission trees"
    return f"{name} got bananas from {how}: +{bonus}!"


def stalled(e: Mapping[str, Any]) -> str:
    """Why the match ends early: nobody may take the bananas left (a `stalled` event)."""
    left = int(e.get("left") or 0)
    return (f"Every monkey just had a banana from tree {e.get('tree')}, and its "
            f"{_plural(left, 'banana')} {'is' if left == 1 else 'are'} all that is left: "
            f"nobody can climb it, so the game ends.")


def passed_hex(here: bool) -> str:
    """A click on a hex the monkey has already been on in this move (it may have
    walked there by itself, when only one way was open)."""
    if here:
        return "Your monkey is on this hex: pick a glowing hex to go on."
    return "Your monkey has already been there: pick a glowing hex to go on."


def speech(event_json: Mapping[str, Any], names: Names, you: int | None = None) -> str | None:
    """What the table says out loud (a speech bubble) about an event, if anything."""
    e = event_json
    k = e.get("event")
    name = _seat(names, e.get("seat"))
    if k == "round_start":
        return f"Round {e['round']}! New dice for everyone."
    if k == "codes_revealed":
        return "Everyone is done! Now the codes run, step by step."
    if k == "move_end":
        if e["full"] or e["steps"] <= 0:
            return None
        return f"{name} could only go {e['steps']} of {e['die']} hexes."
    if k == "7nana":
        if e.get("result") == "climbed":
            return f"7nana! {e['die']} + {e['number']} = 7"
        return nana_denied(e, names) if e.get("result") == "denied" else None
    if k == "rotten":
        return f"Yuck! Tree {e['tree']} was {name}'s rotten tree: the banana goes back."
    if k == "denied":
        return step_denied(e, names, you)
    if k == "trapped":
        return f"Snap! {name} walked into {_seat(names, e['owner'])}'s trap."
    if k == "tree_die":
        words = _TREE_DIE.get(e.get("result") or "")
        return words.format(die=e["die"], tree=e.get("tree"), name=name) if words else None
    if k == "loop":
        steps = " and ".join(str(r + 1) for r in e["replays"])
        return f"Loop! {name} plays step{'s' if len(e['replays']) > 1 else ''} {steps} again."
    if k == "loop_denied":
        return f"The loop broke! {name} gives a banana back."
    if k == "time_up":
        if e.get("tree"):
            return f"Time! A ripe banana fell off tree {e['tree']}."
        return "Time! The tree die found no banana to drop."
    if k == "mission_bonus":
        return mission_bonus(e, names)
    if k == "stalled":
        return stalled(e)
    if k == "monkey_roll":
        if not e.get("free"):
            return None
        return f"{name} rolled a {e['die']}: the monkey starts on a {e['die']}."
    return None


def curtain_message(pending: Mapping[str, Any] | None, seat: int, names: Names) -> str:
    """What the curtain says before `seat` decides in secret (the view's "pending")."""
    who = _seat(names, seat)
    if pending is not None and pending.get("kind") == "rotten":
        owner = _seat(names, pending["owner"])
        return f"{who} picks {owner}'s secret rotten tree! {owner}, look away."
    return f"{who} codes in secret! Everyone else, look away."


def result_lines(view: Mapping[str, Any], names: Names) -> list[str]:
    """The result screen: each seat's bananas and where they came from."""
    out = []
    for s, m in enumerate(view["monkeys"]):
        parts = [f"{m['stash']} in the stash"]
        if m["carrying"] is not None:
            parts.append("1 still up a tree")
        bonus = view["mission_bonus"][s]
        if bonus:
            parts.append(f"+{bonus} for missions")
        n = int(view["scores"][s])
        out.append(f"{_seat(names, s)}: {_plural(n, 'banana')} ({', '.join(parts)})")
    return out
