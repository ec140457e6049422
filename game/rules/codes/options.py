"""Codes lobby settings (core Options) and how they combine.

Every variant of the rule text is one setting. `effective(setup)` checks the
requested values and gives the values a match really uses: a value that does
not fit (a code too long for the coins) is refused with a reason, never
changed; a setting that means nothing in a combination (teams in the
cooperative games) is switched off, as docs/rules/codes.md lists.
"""
from __future__ import annotations

from typing import Any

from game.core.errors import BadSetup
from game.core.state import Option, Setup

COMPETE, COOP, COOP_GUESS = "compete", "coop", "coop_guess"

FIVE = 5            # the secret length in the five-in-a-longer-code variant
CODE_LENGTHS = (4, 5, 6, 7, 8, 10, 12, 15)
MIN_CODE = 3        # a table code of 3 is the shortest (the rules accept 3 from a log or a command)
NO_LIMIT = 0        # max_rounds=0: no round limit (the rule text has none)
ROUND_LIMITS = (NO_LIMIT, 20, 30, 50)
MAX_ROUND_LIMIT = 1000
# With no round limit a match still has to end: one that reaches SAFETY_ROUNDS
# rounds stops there as a draw (far beyond any real match; docs/rules/codes.md).
SAFETY_ROUNDS = 200

OPTIONS: tuple[Option, ...] = (
    Option("mode", "Way to play",
           "Everyone for themselves, everyone together (each knows part of one code), "
           "or together-then-guess (first to guess the whole code scores).",
           choices=(COMPETE, COOP, COOP_GUESS), default=COMPETE),
    Option("coins", "Coins in the bag",
           "9 coins (3 suits x 3 values) or 16 coins (4 suits x 4 values).",
           choices=(9, 16), default=9),
    Option("code", "Code length",
           "How many coins lie on the table; it must leave at least one coin in the bag "
           "(9 coins: up to 8; 10, 12 and 15 need the 16 coins).",
           choices=CODE_LENGTHS, default=5),
    Option("random_coins", "Random coins",
           "Pick the suits and values at random instead of the usual ones.",
           choices=(False, True), default=False),
    Option("memory", "Memory game",
           "Your code is hidden once you have memorised it. After every change to the table everyone "
           "may say \"that's my code!\", but a wrong claim puts you out.",
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
           "Secret codes stay 5 long; you win when yours appears in order inside the longer table code "
           "(6 or more), side by side or split once by other coins.",
           choices=(False, True), default=False),
    Option("two_actions", "Two actions per turn",
           "Take up to two actions each turn (the same kind twice is fine), or stop after one.",
           choices=(False, True), default=False),
    Option("teams", "Teams",
           "Play in teams that share one secret code; teammates sit apart (seat 1 with 3, 2 with 4...).",
           choices=(0, 2, 3, 4), default=0),
    Option("max_rounds", "Round limit",
           "No limit: play until someone wins. With a limit, the match ends with no winner "
           "after that many rounds.",
           choices=ROUND_LIMITS, default=NO_LIMIT),
)

BY_NAME = {o.name: o for o in OPTIONS}

# How the lobby names some values, and the settings worth a button there.
OPTION_LABELS: dict[str, dict[Any, str]] = {
    "mode": {COMPETE: "Everyone for themselves", COOP: "All together",
             COOP_GUESS: "Together, then guess"},
    "teams": {0: "No teams", 2: "2 teams", 3: "3 teams", 4: "4 teams"},
    "coins": {9: "9 coins", 16: "16 coins"},
    "code": {n: f"{n} coins" for n in (4, 5, 6, 7, 8, 10, 12, 15)},
    "max_rounds": {NO_LIMIT: "Off", **{n: f"{n} rounds" for n in ROUND_LIMITS if n}},
}
LOBBY_OPTIONS = ("mode", "code", "max_rounds")  # the lobby shows three; the rest: "More options"


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
    if not 0 <= opts["max_rounds"] <= MAX_ROUND_LIMIT:
        raise BadSetup(f"Round limit: choose 0 (no limit) or 1 to {MAX_ROUND_LIMIT} rounds.")
    n = setup.players
    coins = opts["coins"]
    # The table must hold at least 3 coins and leave at least one in the bag.
    # Nothing is changed silently: a length that does not fit is refused.
    code = opts["code"]
    if code < MIN_CODE:
        raise BadSetup(f"Code length: the table needs at least {MIN_CODE} coins, not {code}.")
    if code >= coins:
        more = " (10, 12 or 15 need the 16 coins)" if coins == 9 else ""
        raise BadSetup(f"Code length {code} is too long for {coins} coins: at least one coin must "
                       f"stay in the bag, so the code can be at most {coins - 1} long{more}.")
    coop = opts["mode"] != COMPETE
    if coop or opts["teams"] >= n:
        opts["teams"] = 0  # coop has no teams; a team of one is no team
    if coop:
        opts["five_in_long"] = False  # a place in the code must be a place on the table
    if opts["five_in_long"] and code <= FIVE:
        raise BadSetup(f"Five in a longer code needs a table longer than {FIVE} coins: "
                       f"choose a code length of {FIVE + 1} or more.")
    return opts
