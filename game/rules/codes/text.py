"""The game's words: sentences for the log about actions (`describe`) and
events (`describe_event`), what the table says out loud about an event
(`speech`), why an undo is refused, and the lines of the result screen.
Pure Python: screens, headless logs and tests share them. `names` are the
seat names in force (they change with the colour-blind palette)."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

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
    if k == "pass":
        return f"{who} made no claim."
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


# ---------------------------------------------------------------- events
Names = Sequence[str]


def char_word(ch: str) -> str:
    """'a sun', 'an ace', 'arms', 'a blank'."""
    name = char_name(ch)
    if name == "arms":
        return "arms"
    return ("an " if name[0] in "aeiou8" else "a ") + name


def code_words(code: Sequence[str | None]) -> str:
    """A code read out, '?' for a place not known."""
    return "  ".join(char_name(c) if c else "?" for c in code)


def _names(view: Mapping[str, Any] | None, names: Names | None) -> Names:
    return names or (view or {}).get("names") or SEAT_NAMES


def _seat(names: Names, seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else ""


def _who(names: Names, seats: Sequence[int]) -> str:
    who = " and ".join(_seat(names, s) for s in seats)
    return f"{who} {'win' if len(seats) > 1 else 'wins'}"


def describe_event(event_json: Mapping[str, Any], view: Mapping[str, Any] | None = None,
                   names: Names | None = None) -> str | None:
    """One sentence for the log about an event, or None when the log stays quiet
    (hidden draws, turns, and whatever an action's own line already told)."""
    e = event_json
    k = e.get("event")
    nm = _names(view, names)
    name = _seat(nm, e.get("seat"))
    if k == "flip":
        return f"{name} flipped coin {e['pos'] + 1}: now it shows {char_word(e['after'])}."
    if k == "swap":
        return f"{name} swapped coins {e['a'] + 1} and {e['b'] + 1}."
    if k == "move":
        return f"{name} moved coin {e['src'] + 1} to place {e['dst'] + 1}."
    if k == "replace":
        return f"{name} put coin {e['pos'] + 1} in the bag and drew {char_word(e['shows'])}."
    if k == "win":
        return f"{_who(nm, e['seats'])}!"
    if k == "draw":
        return {"round_limit": "Out of rounds: nobody wins this time.",
                "safety_stop": "That was a very long match: it stops here, and nobody wins.",
                "all_out": "Everyone is out: nobody wins this time."}.get(
                    e.get("reason") or "", "Nobody wins this time.")
    if k == "out":  # after a claim or a guess, that line already said so
        return f"{name} is out." if e.get("reason") not in ("claim", "guess") else None
    if k == "claim":
        return f"{name} was right!" if e["correct"] else f"It wasn't {name}'s code: {name} is out."
    if k == "table_redraw":
        return "The first coins matched a secret code: new coins were drawn."
    if k == "guess":
        said = code_words(e["chars"])
        return (f"{name} guessed {said}: right! +{e['points']} points." if e["correct"]
                else f"{name} guessed {said}: wrong, {name} is out.")
    return None


def speech(event_json: Mapping[str, Any], names: Names) -> list[str]:
    """What the table says out loud (speech bubbles) about an event, in order."""
    e = event_json
    k = e.get("event")
    name = _seat(names, e.get("seat"))
    if k == "claim":
        verdict = (f"Yes! It really is {name}'s code!" if e["correct"] else
                   f"Oh no, that is not {name}'s code. {name} is out, but can keep watching.")
        return [f"{name} says: \u201cThe table shows my code!\u201d", verdict]
    if k == "guess":
        said = code_words(e["chars"])
        return [f"{name} guessed {said} \u2014 right! {e['points']} points!" if e["correct"]
                else f"{name} guessed {said} \u2014 not quite. {name} is out."]
    if k == "memorized":
        return ["Everyone knows their code. Let's play!"]
    if k == "table_redraw":
        return ["The first coins matched somebody's secret code, so they went back for a new deal!"]
    return []


WINDOW_PROMPT = "The table changed! Is it your code now? Say so \u2014 or press \u201cNot my code\u201d."


def undo_refused(last: Mapping[str, Any] | None, seat: int, names: Names) -> str:
    """Why a move that would undo the last turn is refused, naming who made it
    (`last`: the last line of the history, the end of that turn)."""
    last = last or {}
    who = last.get("seat")
    name = "You" if who == seat else _seat(names, who) or "Someone"
    kind = (last.get("action") or {}).get("kind")
    if kind == "flip":
        return f"{name} just flipped that coin. You can't flip it straight back \u2014 try something else!"
    if kind in ("swap", "move"):
        return f"{name} just moved those coins. You can't put them straight back \u2014 try something else!"
    turn = ("your last turn" if name == "You" else "the last turn" if who is None or name == "Someone"
            else f"{name}'s turn")
    return f"That would put the table back the way it was before {turn}. Try something else!"


def secret_codes(view: Mapping[str, Any]) -> list[tuple[list[int], list[Any]]]:
    """Every secret code at the end, once per team: (the seats it belongs to,
    its characters); one shared code belongs to everyone."""
    sec = view.get("secrets") or {}
    teams = view.get("teams")
    out: list[tuple[list[int], list[Any]]] = []
    if sec.get("codes"):
        seen: set[int] = set()
        for s, code in enumerate(sec["codes"]):
            if code is None:
                continue
            if teams is not None:
                if teams[s] in seen:
                    continue
                seen.add(teams[s])
                out.append(([m for m in range(view["players"]) if teams[m] == teams[s]], code))
            else:
                out.append(([s], code))
    elif sec.get("code"):
        out.append((list(range(view["players"])), sec["code"]))
    return out


def result_lines(view: Mapping[str, Any], names: Names) -> list[str]:
    """The result screen: every secret code (one line per team) and the final table."""
    shared = bool((view.get("secrets") or {}).get("code"))
    lines = [f"The secret code was: {code_words(code)}" if shared else
             f"{' & '.join(names[m] for m in seats)}'s code: {code_words(code)}"
             for seats, code in secret_codes(view)]
    lines.append(f"The table showed: {code_words([c['shows'] for c in view['table']])}")
    return lines
