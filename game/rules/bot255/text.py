"""bot255's words: log sentences for actions and events. Pure Python: the
scene, headless logs and tests share them. Programs are never told: a run is
told by what the bot did, a verification by lines and cards."""
from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any

from game.core.seats import SEAT_NAMES

from .deck import card
from .interpreter import LIMIT, STEP_LIMIT, WHY
from .interpreter import Run as RunResult
from .program import Program, line_words, to_lines

Names = Sequence[str]
PILE_WORDS = {"deck": "the deck", "discard": "the discard pile"}
KIND_WORDS = {"steal_look": "a Steal (look and take)", "steal_blind": "a Steal (one from everyone)",
              "swap": "a Swap", "search": "a Search", "spy": "a Spy"}


def _names(view: Mapping[str, Any] | None, names: Names | None = None) -> Names:
    return names or (view or {}).get("names") or SEAT_NAMES


def _seat(names: Names, seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "Someone"


def cname(cid: Any) -> str:
    try:
        return card(str(cid)).name
    except KeyError:
        return "a card"


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def describe(action_json: Mapping[str, Any], view: Mapping[str, Any] | None = None,
             seat: int | None = None) -> str:
    """One short sentence about an action (never the program it carries)."""
    if seat is None and view is not None:
        seat = view.get("turn")
    who = _seat(_names(view), seat)
    k = action_json.get("kind")
    if k == "run":
        puzzle = (view or {}).get("mode") == "puzzle"
        return f"{who} runs a program." if puzzle else f"{who} announces a run."
    if k == "react":
        return f"{who} answers."
    if k == "draw":
        return f"{who} draws from {PILE_WORDS.get(str(action_json.get('pile')), 'a pile')}."
    if k == "play":
        return f"{who} plays {cname(action_json.get('card'))}."
    if k == "give":
        n = len(action_json.get("cards") or ())
        return f"{who} swaps {plural(n, 'card')}."
    if k == "pick":
        return f"{who} picks a card."
    if k == "blind":
        return f"{who} takes a card without looking."
    if k == "discard":
        return f"{who} discards {cname(action_json.get('card'))}."
    if k == "clock":
        return "Time passes."
    return f"{who} plays."


def describe_event(event_json: Mapping[str, Any], view: Mapping[str, Any] | None = None,
                   names: Names | None = None) -> str | None:
    """One sentence for the log about an event, or None when the log stays quiet."""
    e = event_json
    k = e.get("event")
    nm = _names(view, names)
    name = _seat(nm, e.get("seat"))
    if k == "world":
        w = e.get("world") or {}
        return f"Round {e.get('round')}: a {w.get('width')} x {w.get('height')} world."
    if k == "puzzle":
        return f"Collect all 8 bits. Your memory holds {e.get('memory')} lines."
    if k == "dealer":
        return f"{name} deals."
    if k == "turn":
        return f"{name}'s turn."
    if k == "announced":
        return f"{name} announces a run. Does anyone play Steal Turn?"
    if k == "turn_stolen":
        return f"{name} plays Steal Turn! {_seat(nm, e.get('victim'))}'s turn ends."
    if k == "verified":
        if e.get("valid"):
            return (f"Verified: {name}'s program uses {e.get('lines')} of "
                    f"{e.get('memory')} lines and {plural(len(e.get('cards') or ()), 'card')}.")
        if e.get("missing"):
            return (f"Not valid: {name}'s program uses {', '.join(e['missing'])} without the "
                    f"card for it. Everyone takes a card from {name}.")
        return (f"Not valid: {name}'s program has {e.get('lines')} lines but only "
                f"{e.get('memory')} lines of memory. Everyone takes a card from {name}.")
    if k == "ran":
        bits, pts = int(e.get("bits") or 0), int(e.get("points") or 0)
        got = f"collects {plural(bits, 'bit')} for {plural(pts, 'point')}" if bits \
            else "collects no bits"
        return f"{name}'s bot {got}. {WHY.get(str(e.get('end')), '')}".strip()
    if k == "penalty":
        return f"{name} puts {_seat(nm, e.get('victim'))}'s {cname(e.get('card'))} under " \
               f"the discard pile."
    if k == "card_used":
        what = KIND_WORDS.get(str(e.get("card_kind")), "a card")
        extra = ""
        if e.get("card_kind") == "steal_look":
            extra = f" on {_seat(nm, e.get('target'))}"
        elif e.get("pile"):
            extra = f" on {PILE_WORDS.get(str(e.get('pile')), 'a pile')}"
        return f"{name} plays {what}{extra}."
    if k == "kept":
        return f"{name} keeps the card from {_seat(nm, e.get('owner'))} and gives the rest back."
    if k == "cards_drawn_count":
        return f"{name} draws {plural(int(e.get('count') or 0), 'card')}."
    if k == "discard_taken":
        return f"{name} takes {cname(e.get('card'))} from the discard pile."
    if k == "cards_discarded" and e.get("seat") is not None and not e.get("bottom"):
        cards = e.get("cards") or []
        return f"{name} discards {', '.join(cname(c) for c in cards)}."
    if k == "card_moved_count":
        return f"{_seat(nm, e.get('to_seat'))} takes a card from {_seat(nm, e.get('from_seat'))}."
    if k == "reshuffle":
        return "The deck is empty: the discard pile is shuffled into a new deck."
    if k == "clock":
        return None         # the clock on screen shows it; a line every 10 s would bury the play
    if k == "time_up":
        return f"{e.get('minutes')} minutes are up: this is the last turn."
    if k == "turn_time_up":
        return f"{_seat(nm, e.get('seat'))}'s time for the turn is up."
    if k == "round_over":
        if e.get("winner") is None:
            return f"Round {e.get('round')} ends: no bot got all 8 bits in time."
        return f"{_seat(nm, e.get('winner'))}'s bot has all 8 bits: round {e.get('round')} is over."
    if k == "match_over":
        why = e.get("why")
        if why == "solved":
            return f"Solved! {plural(int((e.get('points') or [0])[0]), 'point')}."
        if why == "out_of_runs":
            return "Out of runs: try the puzzle again."
        if why == "time":
            why_words = "Time is up! "
        else:
            why_words = ""
        win = e.get("winners") or []
        return why_words + "The game is over: " + " and ".join(_seat(nm, w) for w in win) + \
            (" win." if len(win) > 1 else " wins.")
    return None


# ---------------------------------------------------------------------------- for a child
_SQUARE = re.compile(r"(the square )?\[(-?\d+), (-?\d+)\]")


def plain_places(sentence: str) -> str:
    """The rules' "[x, y]" squares (kept so in logs) as a child reads them:
    "row 6, column 1", counted from 1 at the top left."""
    def words(m: re.Match[str]) -> str:
        x, y = int(m.group(2)), int(m.group(3))
        where = f"row {y + 1}, column {x + 1}"
        return f"the square in {where}" if m.group(1) else where
    return _SQUARE.sub(words, sentence)


def limit_advice(program: Program, r: RunResult) -> str | None:
    """What to change when a run stops on the step limit (None when it does
    not): the loop that kept going, why it never stops, and what to do."""
    if r.end != LIMIT:
        return None
    lines = to_lines(program)
    tail = r.steps[-60:]
    seen = {s.line for s in tail}
    loops = [i for i in sorted(seen) if i < len(lines)
             and lines[i][1].get("do") in ("while", "until", "repeat")]
    start = f"Stopped at {STEP_LIMIT} steps"
    if not loops:
        return f"{start}: make the program shorter or its repeats smaller."
    head = lines[loops[0]][1]
    words = line_words(head)
    ends = "runs too long" if head.get("do") == "repeat" else "never ends"
    still = len({s.bot.cell for s in tail}) == 1
    if still and not any(s.what in ("move", "bump", "bit") for s in tail):
        why, fix = "the bot only turns", "Put a moveForward in it, or change its condition."
    elif still:
        why, fix = "the bot keeps bumping a wall", "Add a rotate in it, or change its condition."
    else:
        why, fix = "its condition never changes", "Change its condition, or what it does."
    return f"{start}: \"{words}\" {ends} ({why}). {fix}"
