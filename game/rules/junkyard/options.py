"""Spank the Monkey's lobby settings: the rule text's four optional rules, and
the table's answer timer (how long a player may think in a defence window;
off by default, so a child reading a card is never hurried)."""
from __future__ import annotations

from typing import Any

from game.core.state import Option, Setup

OPTIONS: tuple[Option, ...] = (
    Option("random_start", "Random starting height",
           "The monkey starts at a die roll plus 7 instead of 14 minus the players."),
    Option("lively_monkey", "Lively monkey",
           "After every turn a die is rolled: on a 1 the monkey climbs down one step, "
           "on a 6 it climbs up one."),
    Option("frightening", "Frightening attack",
           "A missed spank scares the monkey: up one step if you were level with it, "
           "down one if you were higher."),
    Option("no_limit", "No building limit",
           "Build as many junk and reinforcement cards as you like in your build phase."),
    Option("window_timer", "Answer timer",
           "When somebody may play a card against an attack, a clock counts down on the "
           "screen; at zero the chance is gone. Off: the game waits for every answer.",
           (0, 10, 20, 30), 0),
)
LOBBY_OPTIONS = tuple(o.name for o in OPTIONS)
OPTION_LABELS: dict[str, dict[Any, str]] = {
    "window_timer": {0: "Off", **{n: f"{n} seconds" for n in (10, 20, 30)}},
}


def effective(setup: Setup) -> dict[str, Any]:
    """Every setting in force (defaults filled in); unknown names are refused."""
    from game.core.errors import BadSetup
    asked = setup.options()
    known = {o.name: o for o in OPTIONS}
    for name, value in asked.items():
        if name not in known:
            raise BadSetup(f"Spank the Monkey has no setting {name!r}.")
        if value not in known[name].choices:
            choices = known[name].choices
            if choices == (False, True):
                raise BadSetup(f"{known[name].label} is on or off, not {value!r}.")
            words = ", ".join(str(c) for c in choices)
            raise BadSetup(f"{known[name].label} is one of {words}, not {value!r}.")
    return {o.name: asked.get(o.name, o.default) for o in OPTIONS}
