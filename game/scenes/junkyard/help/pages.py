"""The help pages of Spank the Monkey, in our own words: a title, the words
and the moving picture of each."""
from __future__ import annotations

from game.rules.junkyard.options import OPTIONS
from game.ui.pages import HelpPage
from .extras import mouse_picture, options_picture, pad_picture, special_picture
from .fights import (
    chart_picture, crash_picture, defend_picture, example_picture, height_picture, kinds_picture,
    reach_picture, resolve_picture, strength_picture,
)
from .paint import keep
from .steps import (
    attack_picture, build_picture, discard_picture, draw_picture, goal_picture, setup_picture,
    spank_picture, turn_picture,
)

OPTION_WORDS = {
    "random_start": f"the monkey starts at {keep('a die roll + 7')}.",
    "lively_monkey": "after each turn a die: 1, the monkey steps down; 6, up.",
    "frightening": "a missed spank scares the monkey: up a step if you were level, "
                   "down if higher.",
    "no_limit": "build as many cards as you like in your turn.",
    "window_timer": "a clock when you defend.",
}


def _options_text() -> str:
    lines = [f"{o.label}: {OPTION_WORDS.get(o.name, o.help)}" for o in OPTIONS]
    return "In the lobby:\n" + "\n".join(lines)


PAGES: list[HelpPage] = [
    HelpPage("Spank the Monkey",
             "A cheeky monkey sits high up on a pile of junk. Stack junk cards into a tower until "
             "you are as high as the monkey, then spank its bottom to win!\n"
             "Knock down the other towers so nobody beats you to it.\n"
             "But hurry: if the draw pile runs out first, the monkey wins and everybody else "
             "loses.", goal_picture),
    HelpPage("Getting ready",
             "Everybody gets 5 cards. Keep them secret!\n"
             "Where does the monkey start? 14 take away the number of players. With 3 players "
             f"it sits at {keep('14 - 3 = 11')}. With 6 players it sits at 8.\n"
             "A die picks who goes first. Then the turns go round the table.", setup_picture),
    HelpPage("Your turn: five steps",
             "Every turn has five steps, always in the same order:\n"
             "1  Draw\n2  Build\n3  Attack\n4  Spank the monkey\n5  Throw away\n"
             "Drawing happens by itself. When a step is finished, press its button beside "
             f"your hand, like {keep('“Done building”')}.",
             turn_picture),
    HelpPage("Step 1: Draw",
             "Count the cards in your hand.\n"
             "4 cards or fewer? Take 2 from the pile.\n"
             "5 cards or more? Take just 1.\n"
             "Your hand can get as big as you like: there is no limit.", draw_picture),
    HelpPage("Step 2: Build",
             "Put one junk card on top of your tower: it gets taller.\n"
             "Put one reinforcement card beside your top junk card: it gets stronger.\n"
             "You may do both, in either order, but only one of each a turn. One junk card can "
             "carry lots of reinforcements.", build_picture),
    HelpPage("Step 3: Attack",
             "Now you may attack with your attack cards: as many as you like, one after another. "
             "For each one, choose a junk card in someone's tower.\n"
             "If it breaks, it goes on the discard pile with its reinforcements.\n"
             "You may even attack your own tower to get rid of a card.", attack_picture),
    HelpPage("Step 4: Spank the monkey",
             "Is your tower as high as the monkey, or just a little higher? Then roll the die "
             "and try to spank it!\n"
             "A good roll wins the game. A bad roll: better luck next turn.\n"
             "The spank chart says which rolls are good.", spank_picture),
    HelpPage("Step 5: Throw away",
             "Last step: if you don't want some cards, you may put 1 or 2 of them on the "
             f"discard pile.\nThen press {keep('“End my turn”')}: it is the next player's "
             "turn.",
             discard_picture),
    HelpPage("How high are you?",
             "Each junk card has dots. Add up the dots in your tower: that is your height. You "
             "always stand on the very top.\n"
             "The Pinball Machine has 2 dots, so you are at height 2. Put the Neon Sign (3 dots) "
             f"on it: {keep('2 + 3 = 5')}. Now you are at height 5!", height_picture),
    HelpPage("How strong is it?",
             "Each junk card has a strength number in a shield. To break it, an attack has to "
             "reach that number.\n"
             "Reinforcements add to it. The Neon Sign has strength 2. Add Metal Fittings "
             f"{keep('(+4): 2 + 4 = 6')}. Much harder to break!", strength_picture),
    HelpPage("Three kinds of attack",
             "Hand attack: hits only the junk card at your own height.\n"
             "Throwing attack: hits any junk card, at any height.\n"
             "Sneak attack: each one plays its own trick; the card tells you what. If it has no "
             f"{keep('+ number')}, only a card that stops attacks can block it.", kinds_picture),
    HelpPage("How far can a hand reach?",
             "Look at the top dot of your tower and go straight across to the other tower. The "
             "junk card with a dot right there is the one your hand can hit.\n"
             "No tower yet? Then you hit their bottom card.\n"
             "Higher than their whole tower? Your hand can't reach it.", reach_picture),
    HelpPage("Does the attack work?",
             f"Roll the die. Add the bonus on your attack card {keep('(like +3)')} and take away "
             f"the defence cards' bonuses {keep('(like -1)')}.\n"
             "As big as the strength, or bigger? The junk card breaks!\n"
             "A roll of 1 always misses, however big your bonus.\n"
             "All the attack and defence cards go on the discard pile.", resolve_picture),
    HelpPage("Let's try one",
             "You throw a Hand Grenade (+4) at a Recycling Station (strength 5) with Barbed "
             f"Wire (+1). Together: strength {keep('5 + 1 = 6')}.\n"
             "The owner hides behind a Satellite Dish (-2). Your bonus is "
             f"{keep('4 - 2 = 2')}.\n"
             f"So a 4 is enough: {keep('4 + 2 = 6')}. A 2 or 3 falls short, and a 1 always "
             "misses.", example_picture),
    HelpPage("Defending",
             "When someone attacks you, there is a short pause before the die rolls: your chance "
             "to play a defence card. A few defence cards come after the roll.\n"
             "Every player who is attacked gets the very same chance, card or no card. So nobody "
             "can tell who is holding one!\nTake your time: the game waits for your answer. "
             "(With the Answer timer on in the lobby, a big clock counts down: at 0 the "
             "chance is gone.)\n"
             f"Nothing to play? Press {keep('“Let it go”')}.",
             defend_picture),
    HelpPage("Crash!",
             "When a junk card breaks, the cards above it fall down. They crash onto the card "
             "below, or onto the ground.\n"
             "Roll the die once for the crash. Each of the two cards that bumped breaks if the "
             "roll reaches its strength.\n"
             "More breaks mean more falling: roll again!", crash_picture),
    HelpPage("The spank chart",
             "The higher you stand above the monkey, the harder it is to reach its bottom.\n"
             "Same height: 2 or more.\n1 higher: 3 or more.\n2 higher: 4 or more.\n"
             "3 higher: 5 or more.\n4 higher: only a 6.\n"
             "5 or more higher: no spank at all!", chart_picture),
    HelpPage("Special cards",
             "Special cards do surprising things: move the monkey, let you build more, protect "
             "your tower... Each says when you may play it: in your turn, or just after your own "
             "attack roll. Then it goes on the discard pile.\n"
             "When a card says something different from the rules, the card wins. If two cards "
             "disagree, the last one played wins.", special_picture),
    HelpPage("Extra rules", _options_text(), options_picture),
    HelpPage("Playing with a mouse",
             "Drag a card from your hand to where it should go: a junk card or a reinforcement "
             "onto your own tower, an attack onto the junk card you want to hit, a card you "
             "don't want onto the discard pile.\n"
             "Or tap a card, then tap where it goes. The buttons beside your hand do the rest.\n"
             "If a move isn't allowed, the game tells you why.", mouse_picture),
    HelpPage("Gamepad and keyboard",
             "Gamepad: move with the d-pad or stick and press A on a card. A junk card is built "
             "at once. An attack card asks for its target: the junk cards you can reach glow; "
             "move to one and press A. X is Done, B puts a card back, Y is help, Start pauses.\n"
             "Keyboard: arrows, Enter (A), Tab (X), Esc (B), H for help, P to pause.",
             pad_picture),
]
