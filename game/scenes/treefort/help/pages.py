"""The help pages of Treefort Nations, in our own words: a title, the words and
the moving picture of each. The numbers in the words are the rules' own."""
from __future__ import annotations

from game.rules.treefort.setup import PILES
from game.rules.treefort.shots import CATAPULT_HIT, MONKEY_HIT, OUT_OF_RANGE
from game.rules.treefort.state import MONKEYS, STALL_ROUNDS
from game.rules.treefort.trees import LUMBER, MAX_LUMBER
from game.ui.pages import HelpPage
from .catapults import catapult_picture, ride_picture
from .defence import brace_picture, crash_picture, out_picture
from .extras import controls_picture, options_picture
from .goal import end_picture, goal_picture
from .platforms import (
    demolish_picture, fort_picture, no_build_picture, platform_picture, support_picture,
)
from .shooting import attack_table_picture, monkey_shot_picture, range_picture, shoot_picture
from .turn import cut_picture, pass_picture, turn_picture, walk_picture
from .wood import board_picture, trees_picture


PAGES: list[HelpPage] = [
    HelpPage("Treefort Nations",
             "Monkeys cut down trees and build platforms in them. Platforms that touch make a "
             "fort, and a fort belongs to whoever has monkeys standing on it.\n"
             "At the end, count the platform squares in the forts you hold. Most squares "
             "wins!\nCatapults fire breadfruit to knock down other forts.", goal_picture),
    HelpPage("The Great Wood",
             "Every player has a home grid of 8 by 8 squares. Between the grids lies neutral "
             "ground that belongs to nobody.\n"
             "Trees grow all over the grids. Your four monkeys start on your own grid, and "
             "after that they may go anywhere.", board_picture),
    HelpPage("Four sizes of tree",
             "The trees are coins. The bigger the coin, the bigger the tree and the more "
             "lumber it gives when it is cut:\n"
             f"penny {LUMBER['penny']}, nickel {LUMBER['nickel']}, dime {LUMBER['dime']}, "
             f"quarter {LUMBER['quarter']}.\n"
             "The light dots on a tree tell you how much, so you never need to know the "
             "coins.", trees_picture),
    HelpPage("Your turn",
             "Pick two different monkeys, one after the other. Each one may walk and do one "
             "thing: cut, build, knock down or shoot.\n"
             "Walk first or do the thing first, as you like. But a monkey can't walk, do its "
             "thing and then walk some more.\n"
             "You may skip any part of your turn.", turn_picture),
    HelpPage("A new monkey",
             "Fewer than four monkeys? Instead of using any monkey this turn, press New monkey "
             "and spend the whole turn on a new one. Put it on any square of your own grid "
             f"that is not a platform.\n{MONKEYS} is the most monkeys a player can have.",
             pass_picture),
    HelpPage("Walking",
             "Roll the die: your monkey may walk up to that many squares, or fewer, or stay.\n"
             "Only straight across or up and down, never diagonally. Grass, trees and "
             "platforms are all fine.\n"
             "A monkey can't step onto another monkey, or onto a fort an opponent holds.",
             walk_picture),
    HelpPage("Cutting a tree",
             "A monkey in a tree may cut it down. The tree is gone for good, and the monkey "
             "carries its lumber.\n"
             f"A monkey can carry {MAX_LUMBER} lumber at most: anything more drops to the "
             "ground and is lost.\n"
             "You can throw lumber away whenever you like with the bin button.", cut_picture),
    HelpPage("Building a catapult",
             "A monkey with 2 lumber can build a catapult on grass or on a platform, but not "
             "in a tree. The monkey jumps in straight away.\n"
             "Only a monkey sitting in a catapult can shoot.", catapult_picture),
    HelpPage("Riding a catapult",
             "A catapult built on the grass stays on the grass: it can't go into a tree or "
             "onto a platform. One built on a platform stays on that fort.\n"
             "To go further, hop out while walking. The empty catapult stays behind, and "
             "any monkey may climb into it later, also while walking.", ride_picture),
    HelpPage("Building a platform",
             "A monkey in a tree can use its lumber to build a platform: one piece of 1 to 4 "
             "squares, one lumber per square. Turn it and flip it any way you like.\n"
             "It must cover the monkey's own tree, and the monkey ends up on top.\n"
             "Each monkey builds at most one thing a turn.", platform_picture),
    HelpPage("Where platforms can't go",
             "A new platform can't cover another monkey, a catapult or a platform that is "
             "already there.\n"
             "It also can't be built right beside a fort held by another player.\n"
             "And it has to rest on trees that are strong enough: see the next page.",
             no_build_picture),
    HelpPage("What trees can hold",
             "Look at the trees under the new platform.\n"
             "A penny alone holds 1 square, a nickel 2, a dime 3 and a quarter 4.\n"
             "Two trees hold up to 3 squares, and 4 too, unless both are pennies.\n"
             "Three trees or more hold any piece.", support_picture),
    HelpPage("Knocking down a platform",
             "A monkey on a platform may knock it down. The monkey lands on the square below, "
             "and the tree under it grows back.\n"
             "You get no lumber back, and a catapult on that platform breaks.\n"
             "Not allowed while another monkey stands on it.", demolish_picture),
    HelpPage("Forts",
             "Platforms that touch side by side form one fort. Monkeys standing on a fort "
             "hold it for their player.\n"
             "Nobody may walk onto a fort an opponent holds. A fort with no monkeys on it "
             "belongs to nobody: anyone can walk on and take it.", fort_picture),
    HelpPage("Shooting",
             "A monkey in a catapult can shoot a breadfruit along a row, a column or a "
             "diagonal.\n"
             "Targets: another player's fort, a platform nobody holds, or another player's "
             "monkey standing anywhere but on a platform. Empty catapults and your own forts "
             "are safe.\n"
             "Count the squares between you and the target.", shoot_picture),
    HelpPage("How far?",
             "The squares between give the shot's distance number: the bigger, the harder.\n"
             "From the ground you can't see so well: the number is doubled.\n"
             f"It is always at least 1. At {OUT_OF_RANGE} or more the target is too far "
             "away.", range_picture),
    HelpPage("Shooting a platform",
             "Roll the die and take away the distance number. More than 0? A hit!\n"
             "Then roll again for the damage and take away the platform's sturdiness: one for "
             "each of its squares and each monkey bracing it. More than 0? The platform is "
             "smashed.\n"
             "Green squares in the table are good for the shooter.", attack_table_picture),
    HelpPage("Shooting a monkey",
             f"A monkey that is not on a platform is only hit by a {MONKEY_HIT}: it is out of "
             "the game.\n"
             f"A monkey in a catapult is a bigger target: a {CATAPULT_HIT} breaks the "
             f"catapult (the monkey is fine), a {MONKEY_HIT} takes both.\n"
             "Check the range first: the distance number only has to be less than "
             f"{OUT_OF_RANGE}.", monkey_shot_picture),
    HelpPage("Bracing",
             "When your platform is shot at, your monkeys on it can brace it before the dice "
             "roll. Each bracing monkey adds 1 to its sturdiness.\n"
             "Brace: all of them brace (tap some first to brace with only those). "
             "No bracing: none do.\n"
             "A monkey braces only once in each player's turn. A platform with nobody on it "
             "can't be braced.", brace_picture),
    HelpPage("Crash!",
             "A smashed platform is gone. Every monkey and catapult on it falls and is out of "
             "the game.\n"
             "The trees under it stand again, ready to be cut or built on.", crash_picture),
    HelpPage("Running out of monkeys",
             "A player with no monkeys left is out of the game.\n"
             "So don't wait too long: while you still have one, skip a whole turn to bring "
             f"in a new monkey (up to {MONKEYS}).", out_picture),
    HelpPage("The end",
             "The game ends when every tree is cut or under a platform, when only one player "
             f"has monkeys left (that player wins), or after {STALL_ROUNDS} whole rounds in "
             "which nobody cuts, builds, knocks down or shoots.\n"
             "Then count: whoever holds the most fort squares wins.", end_picture),
    HelpPage("Before you start",
             f"Trees per player: {', '.join(str(n) for n in PILES[:-1])} or {PILES[-1]}, "
             "the same number of each size. The neutral ground gets as many.\n"
             "Placing the trees: at random; each player places their own; or at random and "
             "then the grids are handed out at random.", options_picture),
    HelpPage("How to play it",
             "Tap a monkey, tap a glowing square to walk, then tap a picture button to act.\n"
             "Keys: arrows to move, Enter to pick, Tab turns a platform, E flips it, Q picks "
             "another piece, Esc goes back.\n"
             "Pad: stick or d-pad to move, A to pick, X turns, RB flips, LB picks another "
             "piece, B goes back (or hops to the buttons).",
             controls_picture),
]
