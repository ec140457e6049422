"""Going Bananas lobby settings and how they combine.

Levels are cumulative: 1 Basic, 2 Traps, 3 Loop, 4 Magic cards, 5 Master
(3 dice, 2 Swing tokens), 6 Grand master (4 code steps), 7 Time. The level
comes from the `level` setting or from `Setup.level` ("1".."7" or a level
name); giving both with different values is an error.
"""
from __future__ import annotations

import re
from typing import Any

from game.core.errors import BadSetup
from game.core.state import Option, Setup

LEVEL_NAMES = {1: "basic", 2: "traps", 3: "loop", 4: "magic", 5: "master",
               6: "grandmaster", 7: "time"}
LEVEL_TITLES = {1: "Basic", 2: "Traps", 3: "Loop", 4: "Magic cards", 5: "Master",
                6: "Grand master", 7: "Time"}
# Levels whose rules are written and tested (docs/rules/bananas.md, "Status").
BUILT_LEVELS = (1, 2, 3, 4, 5, 6, 7)


OPTIONS: tuple[Option, ...] = (
    Option("level", "Level",
           "1 Basic, 2 Traps, 3 Loop, 4 Magic cards, 5 Master (3 dice, 2 Swings), "
           "6 Grand master (4 code steps), 7 Time. Each level adds to the ones before.",
           choices=(1, 2, 3, 4, 5, 6, 7), default=1),
    Option("missions", "Missions",
           "Secret-free bonus goals: collect from your 3 mission trees for +1, in order for +3. "
           "Auto: on from level 2.",
           choices=("auto", "off", "on"), default="auto"),
    Option("jungle", "Jungle",
           "Random: the game lays the jungle. Players: take turns laying the tiles and "
           "planting the trees, as in the box.",
           choices=("random", "players"), default="random"),  # + the curated maps (spec.maps)
    Option("max_rounds", "Round limit",
           "A safety net: after this many rounds the match ends and is scored as it stands.",
           choices=(30, 50, 100), default=50),
)
BY_NAME = {o.name: o for o in OPTIONS}
# Friendly names for the lobby (curated maps are named by the spec: "snake-river" -> "Snake River").
OPTION_LABELS: dict[str, dict[Any, str]] = {
    "level": {n: f"{n} {t}" for n, t in LEVEL_TITLES.items()},
    "jungle": {"random": "Random", "players": "Lay it yourselves"},
}
LOBBY_OPTIONS = ("level", "jungle", "missions")
JUNGLE_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")  # the name of a curated map


def parse_level(v: Any) -> int:
    if isinstance(v, bool):
        raise BadSetup(f"Level: expected 1-7, not {v!r}.")
    if isinstance(v, int):
        lv = v
    else:
        text = str(v).strip().lower()
        if text.startswith(("-", "+")):
            raise BadSetup(f"Level: choose 1-7, not {v!r}.")
        text = text.replace(" ", "").replace("-", "").replace("_", "")
        by_name = {n: k for k, n in LEVEL_NAMES.items()}
        if text.isdigit():
            lv = int(text)
        elif text in by_name:
            lv = by_name[text]
        else:
            raise BadSetup(f"Level: choose 1-7 or one of {', '.join(LEVEL_NAMES.values())}, "
                           f"not {v!r}.")
    if lv not in LEVEL_NAMES:
        raise BadSetup(f"Level: choose 1-7, not {lv}.")
    return lv


def effective(setup: Setup) -> dict[str, Any]:
    """The option values a match uses, checked."""
    raw = setup.options()
    unknown = sorted(set(raw) - set(BY_NAME))
    if unknown:
        raise BadSetup(f"Going Bananas has no setting called {unknown[0]!r}.")
    opts: dict[str, Any] = {o.name: raw.get(o.name, o.default) for o in OPTIONS}
    level = parse_level(opts["level"])
    if setup.level not in (None, ""):
        lv2 = parse_level(setup.level)
        if "level" in raw and lv2 != level:
            raise BadSetup(f"Two different levels asked for: {lv2} and {level}.")
        level = lv2
    if level not in BUILT_LEVELS:
        raise BadSetup(f"Level {level} ({LEVEL_TITLES[level]}) is not built yet.")
    opts["level"] = level
    m = opts["missions"]
    if m is True or m == "on":
        missions = True
    elif m is False or m == "off":
        missions = False
    elif m == "auto":
        missions = level >= 2
    else:
        raise BadSetup(f"Missions: choose auto, off or on, not {m!r}.")
    opts["missions"] = missions
    j = opts["jungle"]
    if j not in ("random", "players") and not (isinstance(j, str) and JUNGLE_NAME.fullmatch(j)):
        raise BadSetup(f"Jungle: choose random, players or the name of a jungle map, not {j!r}.")
    mr = opts["max_rounds"]
    if isinstance(mr, bool) or not isinstance(mr, int) or not 1 <= mr <= 1000:
        raise BadSetup(f"Round limit: expected 1-1000 rounds, not {mr!r}.")
    return opts


TIMER_FIRST = (300, 420)   # level 7: the hidden timer, 5-7 minutes
TIMER_AGAIN = (60, 120)    # then 60-120 s between falling bananas

# Limits that keep every match finite (state.max_actions counts on them):
MAX_CODE_EDITS = 40      # dice and tokens placed or steps cleared, per player per round;
                         # then only Done is left
MAX_CLOCK_ACTIONS = 240  # level 7: clock actions per round (20 minutes of the app's
                         # 5-second ticks); then time waits for the next round
MAX_RELAYS = 3           # jungle=players: after this many layings without enough
                         # planting grounds, the game lays the jungle itself


def dice_for(level: int) -> int:
    return 3 if level >= 5 else 2


def steps_for(level: int) -> int:
    return 4 if level >= 6 else 3


def tokens_for(level: int) -> tuple[str, ...]:
    out = ["down", "swing"]
    if level >= 5:
        out.append("swing")
    if level >= 3:
        out.append("loop")
    return tuple(out)
