"""Spank the Monkey: stack junk up to the monkey and knock down the other towers."""
from __future__ import annotations

from typing import Any

from game.core.spec import GameSpec
from game.rules import junkyard as rules

from . import menu_entry

ENTRY = menu_entry("junkyard")  # the name and blurb the menu shows


def _bots(kind: str, seat: int, seed: int) -> Any:
    from game.ai.junkyard import make_bot
    return make_bot(kind, seat, seed)


def _scene(app: Any, match: Any, seating: Any) -> Any:
    from game.scenes.junkyard import make_scene
    return make_scene(app, match, seating)


def _help() -> list:
    from game.scenes.junkyard.help import PAGES
    return list(PAGES)


SPEC = GameSpec(
    id=ENTRY.id,
    name=ENTRY.title,
    blurb=ENTRY.blurb,
    min_players=rules.MIN_PLAYERS,
    max_players=rules.MAX_PLAYERS,
    rules_version=rules.RULES_VERSION,
    new_match=lambda setup, maps: rules.new_match(setup),
    codec=rules.CODEC,
    sample_state=rules.sample_state,
    describe_action=rules.describe,
    describe_event=rules.describe_event,
    max_actions=rules.max_actions,
    settings=rules.effective,
    bots=_bots,
    scene=_scene,
    help_pages=_help,
    options=rules.OPTIONS,
    option_labels=rules.OPTION_LABELS,
    lobby_options=rules.LOBBY_OPTIONS,
)
