"""bot255's lobby settings.

One seat plays the puzzles; two to six play the card game. Both draw their
world the same way: `world` is "random" (a new world of the chosen
`difficulty` from the match's seeded generator), the name of a curated
puzzle ("simple/01-first-steps", loaded by the spec's map source), or a
world's own code (`World.to_code`, how a custom world travels in a set-up).
The card game plays `rounds` rounds; after the first, each round's world is
a new random one of the same difficulty. With a time limit (`minutes`), it
also ends at the end of the turn in which the time runs out. The rule text
lets a table limit each turn too (`turn_limit`, in seconds): a turn whose
time runs out ends there.
"""
from __future__ import annotations

from typing import Any

from game.core.errors import BadSetup
from game.core.state import Option, Setup

from .generator import DIFFICULTIES

RANDOM = "random"
OPTIONS: tuple[Option, ...] = (
    Option("difficulty", "Difficulty",
           "How big and tangled the worlds are: simple 6 x 6, average 8 x 8, "
           "difficult 10 x 10 with more walls and bugs.",
           tuple(DIFFICULTIES), "simple"),
    Option("world", "World",
           "A new random world, or one of the puzzles.", (RANDOM,), RANDOM),
    Option("rounds", "Rounds", "How many worlds the card game plays (one for a puzzle).",
           (1, 2, 3, 5), 3),
    Option("minutes", "Time limit",
           "The card game ends at the end of the turn in which the agreed time runs out, "
           "even before the last round.", (0, 10, 20, 30, 45, 60), 0),
    Option("turn_limit", "Time a turn",
           "How long each turn may last. When it runs out the turn ends: a player "
           "who has not run a program or taken a card yet misses the chance.",
           (0, 60, 90, 120, 180), 0),
)
LOBBY_OPTIONS = ("difficulty", "world", "rounds", "minutes")
OPTION_LABELS: dict[str, dict[Any, str]] = {
    "difficulty": {"simple": "Simple", "average": "Average", "difficult": "Difficult"},
    "world": {RANDOM: "Random"},
    "rounds": {n: f"{n} {'round' if n == 1 else 'rounds'}" for n in (1, 2, 3, 5)},
    "minutes": {0: "No time limit", **{n: f"{n} minutes" for n in (10, 20, 30, 45, 60)}},
    "turn_limit": {0: "No turn limit", 60: "1 minute", 90: "1½ minutes", 120: "2 minutes",
                   180: "3 minutes"},
}


def is_code(world: str) -> bool:
    return ":" in world


def effective(setup: Setup) -> dict[str, Any]:
    """Every setting in force (defaults filled in); anything unknown is refused."""
    asked = setup.options()
    known = {o.name: o for o in OPTIONS}
    for name, value in asked.items():
        if name not in known:
            raise BadSetup(f"bot255 has no setting {name!r}.")
        if name == "world":
            if type(value) is not str or not value:
                raise BadSetup("The world is 'random', a puzzle's name or a world's code.")
        elif value not in known[name].choices:
            raise BadSetup(f"{known[name].label} can't be {value!r}.")
    out = {o.name: asked.get(o.name, o.default) for o in OPTIONS}
    if setup.players == 1:
        out["rounds"] = 1
        out["minutes"] = 0
        out["turn_limit"] = 0
    return out
