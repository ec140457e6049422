"""Going Bananas: code your monkey's moves through a hex jungle to grab bananas."""
from __future__ import annotations

from typing import Any

from game.core.spec import GameSpec
from game.maps.bananas import JUNGLES
from game.rules import bananas as rules
from game.rules.bananas.text import describe_event

from . import menu_entry

ENTRY = menu_entry("bananas")  # the name and blurb the menu shows


def _bots(kind: str, seat: int, seed: int) -> Any:
    from game.ai.bananas import make_bot
    return make_bot(kind, seat, seed)


def _scene(app: Any, match: Any, seating: Any) -> Any:
    from game.scenes.bananas import make_scene
    return make_scene(app, match, seating)


def _help() -> list:
    from game.scenes.bananas.help import PAGES
    return list(PAGES)


SPEC = GameSpec(
    id=ENTRY.id,
    name=ENTRY.title,
    blurb=ENTRY.blurb,
    min_players=rules.MIN_PLAYERS,
    max_players=rules.MAX_PLAYERS,
    rules_version=rules.RULES_VERSION,
    new_match=rules.new_match,
    codec=rules.CODEC,
    sample_state=rules.sample_state,
    describe_action=rules.describe,
    describe_event=describe_event,
    max_actions=rules.max_actions,
    settings=rules.effective,
    system_actor=rules.TIMEKEEPER,
    bots=_bots,
    scene=_scene,
    help_pages=_help,
    options=rules.OPTIONS,
    option_labels=rules.OPTION_LABELS,
    lobby_options=rules.LOBBY_OPTIONS,
    maps=JUNGLES,
    has_levels=True,
)
