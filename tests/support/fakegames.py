"""Stand-in games for scene and core tests: a GameSpec from a few parts.

Register one with the `register_game` fixture (tests/conftest.py)."""
from __future__ import annotations

from typing import Any, Callable

from game.ai.base import RandomBot
from game.core.actions import ActionCodec
from game.core.spec import GameSpec


def fake_spec(game_id: str, new_match: Callable, codec: ActionCodec, *, name: str = "Fake",
              scene: Callable | None = None, bots: Callable | None = None,
              describe: Callable | None = None, options: tuple = (), lobby_options=(),
              players: tuple[int, int] = (1, 4), help_pages: Callable | None = None,
              **more: Any) -> GameSpec:
    return GameSpec(
        id=game_id, name=name, blurb="A test game.", min_players=players[0],
        max_players=players[1], rules_version="t1",
        new_match=lambda setup, maps: new_match(setup), codec=codec,
        sample_state=lambda view, seat, rng: None,
        describe_action=describe or (lambda a, view=None, seat=None: f"did {a['kind']}"),
        max_actions=lambda setup: 10_000,
        bots=bots or (lambda kind, seat, seed: RandomBot(seat, seed)),
        scene=scene or (lambda app, match, seating: None),
        help_pages=help_pages or (lambda: []),
        options=tuple(options), lobby_options=tuple(lobby_options), **more)
