"""The five games: names for menus and where each game's code lives.

Modules are imported lazily so the menu appears without loading any rules.
A game's rules module provides:
  new_match(setup) -> State       RULES_VERSION
  CODEC (ActionCodec)             OPTIONS (tuple[Option])
  MIN_PLAYERS, MAX_PLAYERS
and its bots module provides make_bot(kind, seat, seed) -> Bot.
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    blurb: str
    built: bool
    rules_module: str = ""
    bots_module: str = ""
    scene_module: str = ""

    def rules(self) -> ModuleType:
        return importlib.import_module(self.rules_module)

    def bots(self) -> ModuleType:
        return importlib.import_module(self.bots_module)


GAMES: dict[str, GameInfo] = {
    g.id: g
    for g in (
        GameInfo("bananas", "Going Bananas",
                 "Code your monkey through the jungle and grab the most bananas.",
                 built=True,
                 rules_module="game.rules.bananas",
                 bots_module="game.ai.bananas",
                 scene_module="game.scenes.bananas"),
        GameInfo("treefort", "Treefort Nations",
                 "Cut trees, build forts and fire catapults at your neighbours.",
                 built=False),
        GameInfo("bot255", "Bot 255",
                 "Program a little bot to collect bits and dodge bugs.",
                 built=False),
        GameInfo("junkyard", "Spank the Monkey",
                 "Stack junk up to the monkey and knock down the other towers.",
                 built=False),
        GameInfo("codes", "Codes",
                 "Flip, swap and shuffle coins until the table shows your secret code.",
                 built=True,
                 rules_module="game.rules.codes",
                 bots_module="game.ai.codes",
                 scene_module="game.scenes.codes"),
    )
}

BOT_KINDS = ("random", "easy", "medium", "hard")
SEAT_KINDS = ("human",) + BOT_KINDS


def game(game_id: str) -> GameInfo:
    try:
        return GAMES[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r}; choose from {', '.join(GAMES)}") from None
