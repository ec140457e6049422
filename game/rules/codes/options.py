"""Codes lobby settings (core Options) and how they combine.

Every variant of the rule text is one setting. `effective(setup)` turns the
requested values into the values a match really uses (some combinations
switch a setting off or clamp a number; docs/rules/codes.md lists them).
"""
from __future__ import annotations

from typing import Any

from game.core.errors import BadSetup
from game.core.state import Option, Setup

COMPETE, COOP, COOP_GUESS = "compete", "coop", "coop_guess"

OPTIONS: tuple[Option, ...] = (
    Option("mode", "Way to play",
           "Everyone for themselves, everyone together (each knows part of one code), "
           "or together-then-guess (first to guess the whole code scores).",
           choices=(COMPETE, COOP, COOP_GUESS), default=COMPETE),
    Option("coins", "Coins in the bag",
           "9 coins (3 suits x 3 values) or 16 coins (4 suits x 4 values).",
           choices=(9, 16), default=9),
    Option("code", "Code length",
           "How many coins lie on the table; it must leave at least one coin in the bag.",
           choices=(4, 5, 6, 7, 8, 10, 12, 15), default=5),
    Option("random_coins", "Random coins",
           "Pick the suits and values at random instead of the usual ones.",
           choices=(False, True), default=False),
    Option("memory", "Memory game",
           "Your code is hidden once you have memorised it; say so on your turn when the table shows it, "
           "but a wrong claim puts you out.",
           choices=(False, True), default=False),
    Option("gentle_start", "Gentle start",
           "During the first 4 turns you may only flip or replace a coin.",
           choices=(False, True), default=False),
    Option("keep_out", "Keep the old coin out",
           "When you replace a coin, the new one always comes from the other coins in the bag.",
           choices=(False, True), default=False),
    Option("show_both", "Show both sides",
           "When a coin is replaced, everyone sees both sides of the old and the new coin.",
           choices=(False, True), default=False),
    Option("five_in_long", "Five in a longer code",
           "Secret codes stay 5 long; you win when yours appears in order inside the longer table code, "
           "gaps allowed.",
           choices=(False, True), default=False),
    Option("two_actions", "Two actions per turn",
           "Take up to two actions each turn (the same kind twice is fine), or stop after one.",
           choices=(False, True), default=False),
    Option("teams", "Teams",
           "Play in teams that share one secret code; teammates sit apart (seat 1 with 3, 2 with 4...).",
           choices=(0, 2, 3, 4), default=0),
    Option("max_rounds", "Round limit",
           "After this many rounds the match ends with no winner.",
           choices=(20, 30, 50), default=30),
)

BY_NAME = {o.name: o for o in OPTIONS}

# How the lobby names some values, and the settings worth a button there.
OPTION_LABELS: dict[str, dict[Any, str]] = {
    "mode": {COMPETE: "Everyone for themselves", COOP: "All together",
             COOP_GUESS: "Together, then guess"},
    "teams": {0: "No teams", 2: "2 teams", 3: "3 teams", 4: "4 teams"},
    "coins": {9: "9 coins", 16: "16 coins"},
    "code": {n: f"{n} coins" for n in (4, 5, 6, 7, 8, 10, 12, 15)},
    "max_rounds": {n: f"{n} rounds" for n in (20, 30, 50)},
}
LOBBY_OPTIONS = ("mode", "code", "memory")


def effective(setup: Setup) -> dict[str, Any]:
    """The option values a match uses, after checking and combining them."""
    raw = setup.options()
    unknown = sorted(set(raw) - set(BY_NAME))
    if unknown:
        raise BadSetup(f"Codes has no setting called {unknown[0]!r}.")
    if setup.level not in (None, ""):
        raise BadSetup(f"Codes has no levels (asked for level {setup.level!r}).")
    opts: dict[str, Any] = {}
    for o in OPTIONS:
        v = raw.get(o.name, o.default)
        if isinstance(o.default, bool):
            if not isinstance(v, bool):
                raise BadSetup(f"{o.label}: expected on or off, not {v!r}.")
        elif isinstance(o.default, int):
            if isinstance(v, bool) or not isinstance(v, int):
                raise BadSetup(f"{o.label}: expected a number, not {v!r}.")
        if o.name in ("mode", "coins") and v not in o.choices:
            raise BadSetup(f"{o.label}: choose one of {', '.join(map(str, o.choices))}.")
        opts[o.name] = v
    if opts["teams"] not in (0, 2, 3, 4):
        raise BadSetup("Teams: choose 0 (no teams), 2, 3 or 4.")
    if not 1 <= opts["max_rounds"] <= 1000:
        raise BadSetup("Round limit: choose between 1 and 1000 rounds.")
    n = setup.players
    coins = opts["coins"]
    # The table must leave at least one coin in the bag, and hold at least 3.
    opts["code"] = max(3, min(opts["code"], coins - 1))
    coop = opts["mode"] != COMPETE
    if coop or opts["teams"] >= n:
        opts["teams"] = 0  # coop has no teams; a team of one is no team
    if coop:
        opts["five_in_long"] = False  # a place in the code must be a place on the table
    if opts["five_in_long"]:
        opts["code"] = max(opts["code"], 6)  # the table code must be longer than 5
        if opts["code"] >= coins:
            raise BadSetup("Five in a longer code needs at least 7 coins.")
    return opts
