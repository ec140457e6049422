"""Treefort Nations: monkeys cut trees, build forts and fire catapults."""
from __future__ import annotations

from typing import Any

from game.core.spec import GameSpec
from game.core.state import Setup
from game.rules import treefort as rules

from . import menu_entry

ENTRY = menu_entry("treefort")  # the name and blurb the menu shows


def _new_match(setup: Setup, maps: Any) -> rules.TreefortState:
    # the board is the shipped layout for the player count (a Tiled map)
    from game.maps.treefort import layout_for
    rules.effective(setup)          # a bad setting is refused before any file is read
    return rules.new_match(setup, layout_for(setup.players).owner_of)


def _bots(kind: str, seat: int, seed: int) -> Any:
    from game.ai.treefort import make_bot
    return make_bot(kind, seat, seed)


def _scene(app: Any, match: Any, seating: Any) -> Any:
    from game.scenes.treefort import make_scene
    return make_scene(app, match, seating)


def _help() -> list:
    from game.scenes.treefort.help import PAGES
    return list(PAGES)


SPEC = GameSpec(
    id=ENTRY.id,
    name=ENTRY.title,
    blurb=ENTRY.blurb,
    min_players=rules.MIN_PLAYERS,
    max_players=rules.MAX_PLAYERS,
    rules_version=rules.RULES_VERSION,
    new_match=_new_match,
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
