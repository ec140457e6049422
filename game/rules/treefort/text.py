"""Treefort Nations' words: log sentences for actions and events, with every
number that decides an outcome, so a reader can check the match from the log
alone. Pure Python: the scene, headless logs and tests share them.

A place is named the way the table shows it: whose land it is in (or the
neutral ground) and which part of that grid ("in Blue's land (top left)").
Only without a board to look at (no `owner` in the view) does a sentence fall
back on the board coordinates of the match log's JSON, column then row ("5,3").
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.core.seats import SEAT_NAMES

from .shots import OUT_OF_RANGE
from .trees import LUMBER

Names = Sequence[str]

END_WORDS = {
    "trees_gone": "Every tree is cut or under a platform.",
    "last_player": "Only one player has monkeys left.",
    "stalled": "Ten whole rounds went by with no cutting, building or shooting.",
    "safety": "The match reached its longest allowed length.",
}


def _names(view: Mapping[str, Any] | None, names: Names | None = None) -> Names:
    return names or (view or {}).get("names") or SEAT_NAMES


def _seat(names: Names, seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "Someone"


def square(cell: Any) -> str:
    try:
        x, y = cell
        return f"{int(x)},{int(y)}"
    except (TypeError, ValueError):
        return "?"


ROWS = ("top", "middle", "bottom")
COLS = ("left", "middle", "right")


def _region(cell: tuple[int, int], owner: Mapping[tuple[int, int], Any]) -> list:
    """The grid the square lies in: the squares of the same owner joined to it."""
    key = owner[cell]
    seen, todo = {cell}, [cell]
    while todo:
        x, y = todo.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n not in seen and n in owner and owner[n] == key:
                seen.add(n)
                todo.append(n)
    return list(seen)


def place(cell: Any, view: Mapping[str, Any] | None, names: Names | None = None,
          actor: Any = None) -> str:
    """'in Blue's land (top left)', 'on the neutral ground (middle)': whose grid
    the square is in and which third of it, across and down ('in their own
    land' when it is the `actor`'s); 'at 5,3' when the view has no board."""
    owners = (view or {}).get("owner")
    try:
        c = (int(cell[0]), int(cell[1]))
    except (TypeError, ValueError, IndexError):
        return "somewhere"
    owner = {(int(x), int(y)): o for x, y, o in owners or ()}
    if c not in owner:
        return f"at {square(cell)}"
    region = _region(c, owner)
    x0, x1 = min(x for x, _ in region), max(x for x, _ in region)
    y0, y1 = min(y for _, y in region), max(y for _, y in region)
    col = COLS[3 * (c[0] - x0) // (x1 - x0 + 1)]
    row = ROWS[3 * (c[1] - y0) // (y1 - y0 + 1)]
    if row == col == "middle":
        part = "middle"
    elif col == "middle":
        part = row
    elif row == "middle":
        part = f"{col} side"
    else:
        part = f"{row} {col}"
    o = owner[c]
    if o is None:
        return f"on the neutral ground ({part})"
    if o == actor:
        return f"in their own land ({part})"
    return f"in {_seat(_names(view, names), o)}'s land ({part})"


def _n(k: int, word: str, many: str | None = None) -> str:
    return f"{k} {word if k == 1 else (many or word + 's')}"


def tree(coin: str) -> str:
    return f"a {coin}" if coin in LUMBER else "a tree"


def listed(words: Sequence[str]) -> str:
    if not words:
        return "nothing"
    if len(words) == 1:
        return words[0]
    return ", ".join(words[:-1]) + " and " + words[-1]


def modifier_sum(between: int, from_platform: bool, modifier: int) -> str:
    """'3 squares between, doubled from the ground = 6 (out of range)'."""
    text = _n(between, "square") + " between"
    if not from_platform:
        text += f", doubled from the ground = {2 * between}"
    if modifier != (between if from_platform else 2 * between):
        text += f", at least 1 = {modifier}"
    elif from_platform:
        text += f" = {modifier}"
    return text


def _monkey_seat(view: Mapping[str, Any] | None, mid: Any) -> Any:
    for m in (view or {}).get("monkeys") or ():
        if m.get("id") == mid:
            return m.get("seat")
    return None


def describe(action_json: Mapping[str, Any], view: Mapping[str, Any] | None = None,
             seat: int | None = None) -> str:
    """One short sentence about an action; `view` is the table before it."""
    if seat is None and view is not None:
        seat = view.get("turn")
    who = _seat(_names(view), seat)
    a = action_json
    k = a.get("kind")
    if k == "place_coin":
        return f"{who} plants a tree {place(a.get('cell'), view, None, seat)}."
    if k == "place_monkey":
        return f"{who} puts a monkey {place(a.get('cell'), view, None, seat)}."
    if k == "use":
        return f"{who} takes up monkey {a.get('monkey')}."
    if k == "roll":
        return f"{who} rolls to walk."
    if k == "walk":
        path = a.get("path") or ()
        if not path:
            return f"{who} stays put."
        return (f"{who} walks {_n(len(path), 'square')}, ending "
                f"{place(path[-1], view, None, seat)}.")
    if k == "cut":
        return f"{who} cuts down a tree."
    if k == "catapult":
        return f"{who} builds a catapult."
    if k == "platform":
        return f"{who} builds a platform of {_n(len(a.get('cells') or ()), 'square')}."
    if k == "demolish":
        return f"{who} demolishes a platform."
    if k == "attack":
        return f"{who} fires {place(a.get('target'), view, None, seat)}."
    if k == "brace":
        braces = a.get("monkeys") or ()
        return f"{who} braces with {_n(len(braces), 'monkey')}." if braces \
            else f"{who} doesn't brace."
    if k == "ditch":
        return f"{who} drops {_n(int(a.get('n') or 0), 'square')} of lumber."
    if k == "recruit":
        return f"{who} brings a new monkey in {place(a.get('cell'), view, None, seat)}."
    if k == "done":
        return f"{who} is done."
    return f"{who} moves."


def describe_event(event_json: Mapping[str, Any], view: Mapping[str, Any] | None = None,
                   names: Names | None = None) -> str | None:
    """One sentence for the log about an event, or None when the log stays quiet."""
    e = event_json
    k = e.get("event")
    nm = _names(view, names)
    who = _seat(nm, e.get("seat"))

    def here() -> str:
        return place(e.get("cell"), view, nm, e.get("seat"))
    if k == "grids_dealt":
        return "The grids are dealt out at random."
    if k == "trees":
        return f"{_n(len(e.get('trees') or ()), 'tree')} stand on the board."
    if k == "phase":
        return {"coins": "Everyone plants their trees.",
                "monkeys": "Everyone puts out four monkeys.",
                "play": "The game begins!"}.get(str(e.get("phase")))
    if k == "coin_placed":
        return f"{who} plants {tree(e.get('coin', ''))} {here()}."
    if k == "monkey_placed":
        return f"{who} puts a monkey {here()}."
    if k == "recruited":
        return f"{who} brings a new monkey in {here()}."
    if k == "ditched":
        return (f"{who} drops {_n(e.get('n', 0), 'square')} of lumber "
                f"(now carrying {e.get('lumber')}).")
    if k in ("monkey_up", "turn_end", "brace_window"):
        return None
    if k == "move_roll":
        return f"{who} rolls a {e.get('roll')} to walk."
    if k == "walked":
        path: Sequence[Any] = e.get("path") or ()
        steps = max(0, len(path) - 1)
        if steps == 0:
            text = f"{who}'s monkey stays put"
        else:
            text = (f"{who}'s monkey walks {steps} of {e.get('roll')}, "
                    f"ending {place(path[-1], view, nm, e.get('seat'))}")
        if e.get("dismount", -1) >= 0:
            text += ", leaving its catapult"
        if e.get("mount", -1) >= 0:
            text += ", climbing into a catapult"
        return text + "."
    if k == "cut":
        text = (f"{who} cuts {tree(e.get('coin', ''))} {here()}: "
                f"{_n(LUMBER.get(e.get('coin', ''), 0), 'square')} of lumber, "
                f"now carrying {e.get('lumber')}")
        if e.get("ditched"):
            text += f" ({e['ditched']} dropped: four is the most)"
        return text + "."
    if k == "catapult_built":
        return (f"{who} builds a catapult {here()} from 2 lumber "
                f"and climbs in ({e.get('lumber')} left).")
    if k == "platform_built":
        coins = [tree(c) for c in e.get("coins") or ()]
        cells = e.get("cells") or ()
        return (f"{who} builds a platform of {_n(len(cells), 'square')} held up by "
                f"{listed(coins)} ({e.get('lumber')} lumber left).")
    if k == "demolished":
        text = f"{who} demolishes a platform of {_n(len(e.get('cells') or ()), 'square')}"
        if e.get("catapults"):
            text += f" and {_n(len(e['catapults']), 'catapult')} on it"
        return text + ": the trees under it stand again."
    if k == "attack":
        between, mod = int(e.get("between", 0)), int(e.get("modifier", 0))
        what = "a platform" if e.get("platform") is not None else "a monkey"
        frm = "a platform" if e.get("from_platform") else "the ground"
        aim = place(e.get("target"), view, nm, e.get("seat"))
        return (f"{who} fires from {frm} at {what} {aim}: "
                f"{modifier_sum(between, bool(e.get('from_platform')), mod)}.")
    if k == "shot_monkey":
        roll = e.get("roll")
        target = _seat(nm, e.get("seat"))
        if e.get("monkey_lost"):
            lost = " and its catapult" if e.get("riding") else ""
            return f"Rolled {roll}: {target}'s monkey{lost} is knocked off the board!"
        if e.get("catapult_lost"):
            return f"Rolled {roll}: {target}'s catapult breaks; the monkey lands on its feet."
        need = "5 or 6" if e.get("riding") else "6"
        return f"Rolled {roll}: missed (it takes a {need})."
    if k == "shot_platform":
        return platform_line(e, nm, view)
    if k == "out":
        return f"{who} has no monkeys left and is out."
    if k == "turn":
        return None
    if k == "last_round":
        return (f"The last tree is gone! The round is played out: the match ends when "
                f"{_seat(nm, e.get('until'))}'s turn comes round.")
    if k == "game_over":
        reason = END_WORDS.get(e.get("reason", ""), "The match is over.")
        winners = [_seat(nm, s) for s in e.get("winners") or ()]
        scores = e.get("scores") or ()
        if not winners:
            return f"{reason} Nobody wins."
        best = max(scores) if scores else 0
        squares = f" with {_n(int(best), 'fort square')}" if e.get("reason") != "last_player" \
            else ""
        return f"{reason} {listed(winners)} {'wins' if len(winners) == 1 else 'share the win'}" \
               f"{squares}!"
    return None


def platform_line(e: Mapping[str, Any], nm: Names, view: Mapping[str, Any] | None) -> str:
    """Every number of a platform shot: the hit roll against the modifier, the
    damage against the sturdiness and who braced."""
    roll, mod = e.get("roll"), e.get("modifier")
    text = f"Rolled {roll} - {mod} distance = {int(roll or 0) - int(mod or 0)}"
    if not e.get("hit"):
        return text + ": missed (it must be above 0)."
    braces = e.get("braces") or ()
    sturdy = f"{_n(int(e.get('squares', 0)), 'square')}"
    if braces:
        sturdy += f" + {_n(len(braces), 'bracing monkey')}"
    dmg = e.get("damage")
    text += (f": hit! Damage {dmg} against sturdiness {e.get('sturdiness')} ({sturdy})")
    if not e.get("destroyed"):
        return text + ": the platform holds."
    fallen = e.get("fallen") or ()
    text += ": the platform is destroyed"
    if fallen:
        text += f" and {_n(len(fallen), 'monkey')} fall{'s' if len(fallen) == 1 else ''} with it"
    return text + "!"


def target_words(kind: str, modifier: int, chance: float) -> str:
    """What the screen says about one target in range: '2 squares away, hits on 4+ (50%)'."""
    if modifier >= OUT_OF_RANGE:
        return "out of range"
    pct = round(100 * chance)
    if kind == "monkey":
        return f"distance {modifier}: a 6 knocks it off ({pct}%)"
    return f"distance {modifier}: hits on {modifier + 1}+, destroys {pct}% of the time"
