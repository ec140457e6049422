"""Treefort Nations (game id `treefort`): monkeys cut trees, build forts, fire catapults.

So far the first building blocks, pure and tested on their own: the trees
(coins), the lumber they yield and the support table (`trees.py`), and the
numbers of an attack (`shots.py`). The board's geometry is `game.core.grid`;
the layouts are Tiled maps read by `game.maps.treefort`. Not registered yet.
"""
