"""bot255: program a little bot to collect bits and dodge bugs, alone or in the card game."""
from __future__ import annotations

from typing import Any

from game.core.errors import BadSetup
from game.core.spec import GameSpec
from game.rules import bot255 as rules

from . import menu_entry

ENTRY = menu_entry("bot255")  # the name and blurb the menu shows


class Puzzles:
    """The lobby's `world` choices: the curated puzzles ("simple/01-first-steps")
    and the worlds saved with the world editor (by their code, so a record of
    one replays without its file). Files are read only when asked."""

    option = "world"
    editor_label = "Make a world"
    editor_help = "Draw your own world, test it and keep it."

    def names(self, players: int | None = None) -> tuple[str, ...]:
        from game.maps.bot255 import list_worlds
        from game.scenes.bot255.custom_worlds import playable
        return tuple(f"{p.parent.name}/{p.stem}" for p in list_worlds()) + tuple(playable())

    def title(self, name: str) -> str:
        if ":" in name:
            from game.scenes.bot255.custom_worlds import playable
            return playable().get(name, "My own world")
        from game.maps.bot255 import puzzle_title
        return puzzle_title(name)

    def open_editor(self, app: Any) -> None:
        from game.scenes.bot255 import open_world_editor
        open_world_editor(app)

    def load(self, name: str, players: int) -> Any:
        from game.maps.bot255 import LEVELS_DIR, load_puzzle
        from game.maps.tiled import LevelError
        if name not in self.names():
            raise BadSetup(f"There is no puzzle called {name!r}.")
        try:
            return load_puzzle(LEVELS_DIR / f"{name}.tmx")
        except LevelError as e:
            raise BadSetup(str(e)) from None


def _seeded(setup: Any) -> bool:
    """A puzzle on a curated world or one from the editor (not a random one) draws nothing
    at random: its seed decides nothing, so it is not part of the record."""
    from game.rules.bot255.options import RANDOM
    return setup.players > 1 or rules.effective(setup)["world"] == RANDOM


def _bots(kind: str, seat: int, seed: int) -> Any:
    from game.ai.bot255 import make_bot
    return make_bot(kind, seat, seed)


def _scene(app: Any, match: Any, seating: Any) -> Any:
    from game.scenes.bot255 import make_scene
    return make_scene(app, match, seating)


def _help() -> list:
    from game.scenes.bot255.help import PAGES
    return list(PAGES)


def _players_note(players: int) -> tuple[str, str | None]:
    if players <= 1:
        return "1 player: solve a puzzle", "Add players for the card game."
    return (f"{players} players: the card game",
            "For a puzzle alone, set the other seats to No player.")


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
    describe_event=rules.describe_event,
    max_actions=rules.max_actions,
    settings=rules.effective,
    system_actor=rules.TIMEKEEPER,
    bots=_bots,
    scene=_scene,
    help_pages=_help,
    options=rules.OPTIONS,
    option_labels=rules.OPTION_LABELS,
    lobby_options=rules.LOBBY_OPTIONS,
    maps=Puzzles(),
    players_note=_players_note,
    seeded=_seeded,
)
