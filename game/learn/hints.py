"""The in-play hint (issue 22): "What would a good player do?"

The game's Medium bot is asked for the seat's decision from that seat's own
view and legal actions only (a fresh bot, seeded from the match, so the
same position always gets the same hint and nothing else the bot ever saw
leaks in). Its budget is the bot's own, counted in work.

Whether hints are on: on for a player's first three matches of each game,
unless the lobby's "Hints" button says otherwise (that choice is kept per
game). Both live in `hints.json` in the user's data folder. Nothing here may
stop play: a damaged file is set aside (renamed, never deleted) and a folder
that cannot be written is said in a sentence.

Pure: no pygame (the scene side is game/scenes/hints.py).
"""
from __future__ import annotations

import importlib
import logging
from pathlib import Path
from typing import Any, Mapping

from game.app.paths import data_dir
from game.core.actions import Action
from game.learn.store import read_table, write_table

log = logging.getLogger(__name__)

HINT_BOT = "medium"
FIRST_MATCHES = 3   # hints are on by default for this many matches of each game


# ---------------------------------------------------------------------- the suggestion
def choose(spec: Any, view: Mapping[str, Any], legal: list[Action], seat: int,
           seed: int) -> Action | None:
    """The Medium bot's pick for `seat` from its view and legal actions (None:
    nothing to choose). Check it with `allowed` before showing it."""
    if not legal:
        return None
    if len(legal) == 1:
        return legal[0]
    bot = spec.bots(HINT_BOT, seat, seed)
    return bot.choose(dict(view), list(legal))


def allowed(state: Any, seat: int, action: Action | None, legal: list[Action]) -> bool:
    """Would the rules take it? `legal_actions` may list only some of the moves
    (Bot 255's programs are free), so a move not listed is tried on a copy."""
    if action is None:
        return False
    if action in legal:
        return True
    from game.core.errors import IllegalAction
    try:
        state.clone().apply(seat, action)
    except IllegalAction:
        return False
    return True


def suggest(spec: Any, state: Any, seat: int, seed: int) -> Action | None:
    """The hint for `seat` in `state`, or None: only `state.view(seat)` and the
    seat's legal actions reach the bot (tests change the other seats' secrets
    and expect the same answer); the rules have the last word on it."""
    legal = state.legal_actions(seat)
    action = choose(spec, state.view(seat), legal, seat, seed)
    return action if allowed(state, seat, action, legal) else None


def reason(game_id: str, view: Mapping[str, Any], action: Action, seat: int) -> str | None:
    """The game's one-line why for a hinted move (game/learn/reasons/<game>.py),
    from the seat's own view; None where the game has none or cannot say one
    honestly (then `line` gives the move in the game's words)."""
    try:
        module = importlib.import_module(f"game.learn.reasons.{game_id}")
    except ModuleNotFoundError:
        return None
    try:
        said = module.reason(view, action, seat)
    except Exception as exc:  # a game's words must never stop a hint
        log.warning("hint reason for %s failed: %r", game_id, exc)
        return None
    return said if isinstance(said, str) and said else None


def line(spec: Any, view: Mapping[str, Any], action: Action, seat: int,
         reason: str | None = None) -> str:
    """The one line shown with a hint: the game's own why when it has one,
    else the move in the game's words (from the seat's view only)."""
    if reason:
        return reason
    try:
        said = spec.describe_action(action.to_json(), view, seat)
    except Exception:  # a game's words must never stop a hint
        said = None
    return f"A good move: {said}" if said else "Try the glowing one."


# ---------------------------------------------------------------------- the store
def store_path() -> Path:
    return data_dir() / "hints.json"


def read() -> tuple[dict[str, dict[str, Any]], str | None]:
    """(per game {"played": n, "on": bool (the lobby's choice, if made)}, a
    problem to tell or None)."""
    return read_table(store_path(), "Hint settings", lambda v: type(v.get("played", 0)) is int and isinstance(v.get("on", False), bool))


def _write(data: dict[str, Any]) -> str | None:
    return write_table(store_path(), "Hint settings", data)


def played(game_id: str) -> int:
    return int(read()[0].get(game_id, {}).get("played", 0))


def enabled(game_id: str) -> bool:
    """Hints on for this game: the lobby's choice, else the first matches."""
    entry = read()[0].get(game_id, {})
    if "on" in entry:
        return bool(entry["on"])
    return int(entry.get("played", 0)) < FIRST_MATCHES


def set_enabled(game_id: str, on: bool) -> str | None:
    data, _ = read()
    data.setdefault(game_id, {})["on"] = bool(on)
    return _write(data)


def count_match(game_id: str) -> str | None:
    """One more match of this game played to its end."""
    data, _ = read()
    entry = data.setdefault(game_id, {})
    entry["played"] = int(entry.get("played", 0)) + 1
    return _write(data)
