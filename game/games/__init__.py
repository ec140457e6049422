"""Every game of the arcade, in menu order: the one list a new game joins.

Each game is declared here by what the title screen shows of it (name,
blurb, player counts; its card's picture is assets/images/games/<id>.bmp),
so the menu draws without loading any game. Its module here, `SPEC` in
`game.games.<id>`, declares the GameSpec: its pure rules from
`game/rules/<id>/`, and the parts outside them (bots, scene, help pages,
maps) as callables that import their module only when first used, so
headless play and the rules never load pygame. The registry imports that
module when the game is chosen and checks that it agrees with this list.
"""
from game.core.registry import MenuEntry, declare


def _game(game_id: str, title: str, blurb: str, players: tuple[int, int]) -> MenuEntry:
    return declare(MenuEntry(game_id, title, blurb, True, players[0], players[1],
                             module=f"{__name__}.{game_id}"))


_game("bananas", "Going Bananas",
      "Code your monkey through the jungle and grab the most bananas.", (2, 4))
_game("treefort", "Treefort Nations",
      "Cut trees, build forts and fire catapults at your neighbours.", (2, 8))
_game("bot255", "Bot 255",
      "Program a little bot to collect bits and dodge bugs: puzzles alone, cards together.",
      (1, 6))
_game("junkyard", "Spank the Monkey",
      "Stack junk up to the monkey and knock down the other towers.", (2, 6))
_game("codes", "Codes",
      "Flip, swap and shuffle coins until the table shows your secret code.", (2, 8))


def menu_entry(game_id: str) -> MenuEntry:
    """The entry a game's spec module takes its name and blurb from."""
    from game.core.registry import entry
    return entry(game_id)
