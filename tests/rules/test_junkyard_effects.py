"""The junkyard effect engine (game/rules/junkyard/effects.py) on small yards.

Every card with an effect (or a sneak attack's reach) has a scenario below,
keyed by its id; a card added to the deck without one fails
`test_every_effect_in_the_deck_has_a_scenario`. Dice are scripted (`Dice`)
so each outcome is exact; `MatchRng` shows a seed always gives the same one.
"""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path
from typing import Callable

import pytest

from game.core.cards import Cards
from game.core.errors import IllegalAction
from game.core.rng import MatchRng
from game.rules.junkyard import steps as S
from game.rules.junkyard.deck import DECK, card, ids
from game.rules.junkyard.effects import (Ctx, Fall, JunkRef, PickCard, PickJunk, PickOption,
                                         PickPlayer, apply, apply_card, card_choices, choices,
                                         targets, victims)
from game.rules.junkyard.model import TOWER, Fight, Floor, Yard

ROOT = Path(__file__).resolve().parents[2]


class Dice:
    """A scripted rng: hands out exactly these numbers, in order."""

    def __init__(self, *rolls: int):
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        assert self.rolls, "the effect rolled more often than the test expected"
        v = self.rolls.pop(0)
        assert a <= v <= b, (v, a, b)
        return v


def make(*towers, hands=None, discard=(), pile=(), monkey=10) -> Yard:
    """A yard with these towers (per seat: junk ids bottom -> top, or (junk,
    [reinforcements])), hands, discard (bottom -> top) and pile (top card first);
    every other card of the deck lies under the pile."""
    seats = len(towers)
    hands = [list(h) for h in (hands or [[] for _ in range(seats)])]
    floors = [[Floor(f, []) if isinstance(f, str) else Floor(f[0], list(f[1])) for f in t]
              for t in towers]
    table = [c for t in floors for f in t for c in f.cards()]
    used = {*table, *discard, *pile, *(c for h in hands for c in h)}
    deck = [c for c in ids() if c not in used] + list(pile)[::-1]
    cards = Cards.from_json({"on_empty": "stop", "deck": deck, "discard": list(discard),
                             "table": table, "hands": hands})
    y = Yard(cards, floors, monkey)
    y.check()
    return y


def tower(y: Yard, seat: int) -> list[str]:
    return [f.junk for f in y.towers[seat]]


def run(y: Yard, cid: str, player: int = 0, answers=None, rng=None, junk=None):
    out = apply_card(y, Ctx(player, cid, junk), answers or {}, rng or Dice())
    y.check()  # all 120 cards still somewhere, each once
    return out


def kinds(out) -> list[str]:
    return [e.kind for e in out.events]


def fight(y: Yard, attacker=1, defender=0, target=None, card_id="karate_chop", roll=None):
    y.fight = Fight(attacker, defender, card_id, target, [(card_id, card(card_id).attack)], roll)
    return y.fight


# --- one scenario per card ----------------------------------------------------------------
SCENARIOS: dict[str, Callable[[], None]] = {}


def scenario(cid: str):
    def add(fn):
        assert cid not in SCENARIOS
        SCENARIOS[cid] = fn
        return fn
    return add


EFFECT_CARDS = [c.id for c in DECK() if c.effect or c.reach is not None]


def test_every_effect_in_the_deck_has_a_scenario():
    missing = [cid for cid in EFFECT_CARDS if cid not in SCENARIOS]
    assert not missing, f"cards with effects but no scenario: {missing}"
    stale = [cid for cid in SCENARIOS if cid not in EFFECT_CARDS]
    assert not stale, f"scenarios for cards without effects: {stale}"


@pytest.mark.parametrize("cid", EFFECT_CARDS)
def test_effect(cid):
    if cid not in SCENARIOS:
        pytest.fail(f"{cid} has an effect but no scenario in this file")
    SCENARIOS[cid]()


# Junk cards: the effect happens when the card is built ("this" is the card).
@scenario("out_of_tune_piano")
def _():
    y = make(["out_of_tune_piano"], [], monkey=10)
    out = run(y, "out_of_tune_piano", junk="out_of_tune_piano")
    assert y.monkey == 11 and out.events[0]["new"] == 11


@scenario("leaning_bookshelf")
def _():
    y = make(["leaning_bookshelf"], [], pile=["neon_sign", "duct_tape"])
    run(y, "leaning_bookshelf", junk="leaning_bookshelf")
    assert y.cards.hands[0] == ["neon_sign"] and y.cards.deck[-1] == "duct_tape"


@scenario("stolen_garden_gnome")
def _():
    y = make(["stolen_garden_gnome"], [], [], hands=[[], ["crowbar", "sandbags"], ["duck"]])
    (c,) = card_choices(y, Ctx(0, "stolen_garden_gnome"))
    assert isinstance(c, PickPlayer) and c.seat == 0 and c.options == (1, 2)
    out = run(y, "stolen_garden_gnome", answers={c.key: (1,)}, rng=Dice(2))
    assert y.cards.hands == [["sandbags"], ["crowbar"], ["duck"]]
    moved = [e for e in out.events if e.kind == "card_moved"]
    assert moved[0].to == frozenset({0, 1})  # the stolen card is secret to the others


@scenario("pirate_treasure_chest")
def _():
    y = make(["pirate_treasure_chest"], [], pile=["neon_sign", "duct_tape", "duck"])
    run(y, "pirate_treasure_chest", junk="pirate_treasure_chest")
    assert y.cards.hands[0] == ["neon_sign", "duct_tape"]


@scenario("fake_famous_painting")
def _():
    y = make(["hay_bale", "fake_famous_painting"], ["neon_sign"])
    run(y, "fake_famous_painting", junk="fake_famous_painting")
    assert y.shielded(0, "fake_famous_painting", against=1)
    assert not y.shielded(0, "hay_bale", against=1)
    any_junk = S.Junk("opponents")
    assert targets(y, any_junk, Ctx(1, "hungry_goat")) == [JunkRef(0, "hay_bale")]
    assert JunkRef(0, "fake_famous_painting") in targets(y, S.Junk("me"), Ctx(0, "x"))
    y.start_turn(0)  # "until your next turn"
    assert not y.shielded(0, "fake_famous_painting", against=1)


@scenario("forbidden_fireworks")
def _():
    def fresh():
        return make(["forbidden_fireworks"], ["hay_bale", ("neon_sign", ["barbed_wire"])],
                    ["squashy_sofa"])
    y = fresh()
    (c,) = card_choices(y, Ctx(0, "forbidden_fireworks", "forbidden_fireworks"))
    assert isinstance(c, PickJunk) and c.options == (JunkRef(1, "neon_sign"),
                                                     JunkRef(2, "squashy_sofa"))
    out = run(y, "forbidden_fireworks", answers={c.key: (JunkRef(1, "neon_sign"),)},
              rng=Dice(4), junk="forbidden_fireworks")
    assert tower(y, 1) == ["hay_bale"] and y.cards.discard == ["neon_sign", "barbed_wire"]
    assert out.events[0]["roll"] == 4 and out.events[0]["success"]
    assert out.falls == []  # the top card: nothing above it falls
    y = fresh()
    out = run(y, "forbidden_fireworks", answers={c.key: (JunkRef(1, "neon_sign"),)},
              rng=Dice(3), junk="forbidden_fireworks")
    assert tower(y, 1) == ["hay_bale", "neon_sign"] and not out.events[0]["success"]


@scenario("stinky_compost_heap")
def _():
    y = make(["hay_bale", "neon_sign", "stinky_compost_heap"], ["old_tree_stump", "squashy_sofa"])
    run(y, "stinky_compost_heap", junk="stinky_compost_heap")
    assert [f.extra for f in y.towers[0]] == [1, 0, 1]
    assert [f.extra for f in y.towers[1]] == [1, 0]
    assert y.strength(y.towers[1][0]) == 7


@scenario("crate_of_old_bananas")
def _():
    y = make(["crate_of_old_bananas"], [], monkey=1)
    out = run(y, "crate_of_old_bananas", junk="crate_of_old_bananas")
    assert y.monkey == 1 and (out.events[0]["old"], out.events[0]["new"]) == (1, 1)
    y = make(["crate_of_old_bananas"], [], monkey=9)
    run(y, "crate_of_old_bananas", junk="crate_of_old_bananas")
    assert y.monkey == 8


@scenario("mountain_of_banana_peels")
def _():
    y = make([], [], ["mountain_of_banana_peels"])
    run(y, "mountain_of_banana_peels", player=2, junk="mountain_of_banana_peels")
    assert y.skipping(0, "attack") and not y.skipping(1, "attack")  # left of seat 2 is seat 0
    assert y.take_skip(0, "attack") and not y.take_skip(0, "attack")  # used once


@scenario("ice_cream_van")
def _():
    y = make([], ["ice_cream_van"], [], pile=["neon_sign", "duck", "crowbar"])
    run(y, "ice_cream_van", player=1, junk="ice_cream_van")
    assert y.cards.hands == [["crowbar"], ["neon_sign"], ["duck"]]  # from the player, leftwards


@scenario("recycling_station")
def _():
    y = make(["recycling_station"], [], discard=["duck", "crowbar"])
    run(y, "recycling_station", junk="recycling_station")
    assert y.cards.hands[0] == ["crowbar"] and y.cards.discard == ["duck"]
    y = make(["recycling_station"], [])
    out = run(y, "recycling_station", junk="recycling_station")
    assert kinds(out) == ["effect_missed"] and y.cards.hands[0] == []


@scenario("grumpy_robot")
def _():
    y = make(["grumpy_robot"], ["washing_machine", "neon_sign"], ["lawn_mower"])
    (c,) = card_choices(y, Ctx(0, "grumpy_robot", "grumpy_robot"))
    assert c.options == (JunkRef(1, "washing_machine"), JunkRef(2, "lawn_mower"))
    run(y, "grumpy_robot", answers={c.key: (JunkRef(2, "lawn_mower"),)}, junk="grumpy_robot")
    assert y.strength(y.towers[2][0]) == 2 and y.towers[2][0].extra == -2
    run(y, "grumpy_robot", answers={c.key: (JunkRef(2, "lawn_mower"),)}, junk="grumpy_robot")
    assert y.strength(y.towers[2][0]) == 1  # never below 1
    assert y.towers[2][0].extra == -4  # (but the changes add up)


@scenario("disco_ball")
def _():
    y = make(["disco_ball"], [], monkey=10)
    (c,) = card_choices(y, Ctx(0, "disco_ball", "disco_ball"))
    assert isinstance(c, PickOption) and c.options == (0, 1)
    assert c.labels == ("The monkey climbs up 1 step.", "The monkey climbs down 1 step.")
    run(y, "disco_ball", answers={c.key: (1,)}, junk="disco_ball")
    assert y.monkey == 9
    run(y, "disco_ball", answers={c.key: (0,)}, junk="disco_ball")
    assert y.monkey == 10


@scenario("bouncy_trampoline")
def _():
    y = make(["bouncy_trampoline"], [])
    run(y, "bouncy_trampoline", junk="bouncy_trampoline")
    assert y.extras(0, "build") == 1 and y.extras(1, "build") == 0
    y.end_turn(0)
    assert y.extras(0, "build") == 0


@scenario("claw_machine")
def _():
    y = make(["claw_machine"], [], discard=["duck", "crowbar", "sandbags"])
    (c,) = card_choices(y, Ctx(0, "claw_machine", "claw_machine"))
    assert isinstance(c, PickCard) and c.zone == "discard" and c.options == (
        "duck", "crowbar", "sandbags")
    run(y, "claw_machine", answers={c.key: ("duck",)}, junk="claw_machine")
    assert y.cards.hands[0] == ["duck"] and y.cards.discard == ["crowbar", "sandbags"]


# Reinforcements: "this" is the junk card they were put on.
@scenario("guard_goose")
def _():
    y = make([("neon_sign", ["guard_goose"]), "hay_bale"], [])
    run(y, "guard_goose", junk="neon_sign")
    assert y.shielded(0, "neon_sign", against=1) and not y.shielded(0, "hay_bale", against=1)
    assert targets(y, S.Junk("opponents"), Ctx(1, "x")) == [JunkRef(0, "hay_bale")]


@scenario("lucky_horseshoe")
def _():
    y = make([("neon_sign", ["lucky_horseshoe"])], [], pile=["duck"])
    run(y, "lucky_horseshoe", junk="neon_sign")
    assert y.cards.hands[0] == ["duck"]


@scenario("pot_of_honey")
def _():
    y = make([("neon_sign", ["pot_of_honey"])], [], monkey=12)
    run(y, "pot_of_honey", junk="neon_sign")
    assert y.monkey == 11


# Attacks.
@scenario("tickle_attack")
def _():
    y = make(["neon_sign"], [], pile=["duck"])
    assert card("tickle_attack").trigger == "miss"
    run(y, "tickle_attack", player=1)
    assert y.cards.hands[1] == ["duck"]


@scenario("boomerang")
def _():
    y = make(["neon_sign"], [], discard=["duck", "boomerang"])
    assert card("boomerang").trigger == "miss"
    run(y, "boomerang", player=1)
    assert y.cards.hands[1] == ["boomerang"] and y.cards.discard == ["duck"]
    y = make(["neon_sign"], [], hands=[[], ["boomerang"]])
    y.cards.play(1, "boomerang")  # still on the table while its attack is settled
    run(y, "boomerang", player=1)
    assert y.cards.hands[1] == ["boomerang"] and y.cards.table == ["neon_sign"]


@scenario("hungry_termites")
def _():
    y = make([], ["squashy_sofa", "neon_sign", "golden_toilet"])
    (c,) = card_choices(y, Ctx(0, "hungry_termites"))
    assert c.options == (JunkRef(1, "squashy_sofa"), JunkRef(1, "golden_toilet"))
    out = run(y, "hungry_termites", answers={c.key: (JunkRef(1, "squashy_sofa"),)}, rng=Dice(3))
    assert tower(y, 1) == ["neon_sign", "golden_toilet"]
    assert out.falls == [Fall(1, "neon_sign", 0)]  # the rest falls to the ground
    y = make([], ["squashy_sofa"])
    out = run(y, "hungry_termites", answers={c.key: (JunkRef(1, "squashy_sofa"),)}, rng=Dice(2))
    assert tower(y, 1) == ["squashy_sofa"] and out.falls == []
    y = make([], ["neon_sign"])
    assert card_choices(y, Ctx(0, "hungry_termites")) == []  # no furniture: nothing to pick


@scenario("digging_mole")
def _():
    y = make(["hay_bale"], ["neon_sign", "squashy_sofa"], [], ["washing_machine"])
    reach = card("digging_mole").reach
    assert reach is not None
    assert targets(y, reach, Ctx(0, "digging_mole")) == [JunkRef(1, "neon_sign"),
                                                          JunkRef(3, "washing_machine")]


@scenario("pickpocket_parrot")
def _():
    y = make([], [], hands=[["duck"], ["crowbar", "sandbags", "boomerang"]])
    (c,) = card_choices(y, Ctx(0, "pickpocket_parrot"))
    assert c.options == (1,)
    run(y, "pickpocket_parrot", answers={c.key: (1,)}, rng=Dice(3, 1))
    assert y.cards.hands == [["duck", "boomerang", "crowbar"], ["sandbags"]]
    y = make([], [], hands=[[], ["crowbar"]])
    run(y, "pickpocket_parrot", answers={c.key: (1,)}, rng=Dice(1))  # only one to take
    assert y.cards.hands == [["crowbar"], []]


@scenario("sneaky_tow_truck")
def _():
    y = make(["hay_bale"], ["neon_sign", ("pinball_machine", ["metal_fittings"])])
    (c,) = card_choices(y, Ctx(0, "sneaky_tow_truck"))
    assert c.options == (JunkRef(1, "pinball_machine"),)
    out = run(y, "sneaky_tow_truck", answers={c.key: c.forced}, rng=Dice(5))
    assert tower(y, 0) == ["hay_bale", "pinball_machine"] and tower(y, 1) == ["neon_sign"]
    assert y.towers[0][1].reinforcements == ["metal_fittings"]  # moves with its junk card
    assert y.height(0) == 3 and y.height(1) == 3 and "junk_moved" in kinds(out)
    y = make(["hay_bale"], ["pinball_machine"])
    run(y, "sneaky_tow_truck", answers={c.key: c.forced}, rng=Dice(4))
    assert tower(y, 1) == ["pinball_machine"]


@scenario("rust_spray")
def _():
    y = make([], [("neon_sign", ["metal_fittings", "barbed_wire"]), "hay_bale"])
    (c,) = card_choices(y, Ctx(0, "rust_spray"))
    run(y, "rust_spray", answers={c.key: (JunkRef(1, "neon_sign"),)})
    assert y.towers[1][0].reinforcements == [] and y.strength(y.towers[1][0]) == 2
    assert y.cards.discard == ["metal_fittings", "barbed_wire"]


@scenario("hungry_goat")
def _():
    y = make(["hay_bale"], ["neon_sign", "old_tree_stump", "pinball_machine"])
    reach = card("hungry_goat").reach
    assert reach is not None
    assert targets(y, reach, Ctx(0, "hungry_goat")) == [JunkRef(1, "old_tree_stump"),
                                                         JunkRef(1, "pinball_machine")]


@scenario("stink_bomb")
def _():
    y = make([], [], [], hands=[["duck"], ["crowbar", "sandbags"], []])
    assert card_choices(y, Ctx(0, "stink_bomb")) == []   # the die picks, nobody chooses
    run(y, "stink_bomb", rng=Dice(2))    # seat 1: the second of two; seat 2 has nothing
    assert y.cards.hands == [["duck"], ["crowbar"], []] and y.cards.discard == ["sandbags"]


@scenario("monkey_business")
def _():
    y = make(["hay_bale", "neon_sign"], ["pinball_machine", ("squashy_sofa", ["duct_tape"])])
    (c,) = card_choices(y, Ctx(0, "monkey_business"))
    out = run(y, "monkey_business", answers={c.key: c.forced}, rng=Dice(6))
    assert tower(y, 0) == ["hay_bale", "squashy_sofa"] and y.towers[0][1].reinforcements == [
        "duct_tape"]
    assert tower(y, 1) == ["pinball_machine", "neon_sign"] and out.falls == []
    y = make(["hay_bale"], ["pinball_machine"])
    run(y, "monkey_business", answers={c.key: (JunkRef(1, "pinball_machine"),)}, rng=Dice(1))
    assert tower(y, 0) == ["hay_bale"]


# Defense cards: played by the defender (seat 0) against seat 1's attack.
@scenario("grumpy_guard_dog")
def _():
    y = make(["neon_sign"], [])
    f = fight(y, target="neon_sign")
    run(y, "grumpy_guard_dog", player=0)
    assert f.cancelled
    y = make(["neon_sign"], [], hands=[[], ["duck"]])
    f = fight(y, card_id="pickpocket_parrot")  # a sneak attack without a bonus: stopped too
    run(y, "grumpy_guard_dog", player=0)
    assert f.cancelled


@scenario("hide_and_seek")
def _():
    y = make(["neon_sign"], [])
    f = fight(y, target="neon_sign", roll=6)
    out = run(y, "hide_and_seek", player=0, rng=Dice(2))
    assert f.roll == 2 and f.total == 4 and (out.events[0]["old"], out.events[0]["new"]) == (6, 2)


@scenario("oops_wrong_tower")
def _():
    y = make(["neon_sign"], ["hay_bale", "pinball_machine"])
    f = fight(y, attacker=1, defender=0, target="neon_sign")
    run(y, "oops_wrong_tower", player=0)
    assert (f.target, f.defender) == ("pinball_machine", 1)
    y = make(["neon_sign"], [])  # the attacker has no tower: the attack goes on as it was
    f = fight(y, attacker=1, defender=0, target="neon_sign")
    out = run(y, "oops_wrong_tower", player=0)
    assert f.target == "neon_sign" and kinds(out) == ["effect_missed"]


@scenario("angry_bees")
def _():
    y = make(["neon_sign"], [], hands=[[], ["crowbar", "sandbags", "duck"]])
    fight(y, target="neon_sign")
    run(y, "angry_bees", player=0, rng=Dice(2))
    assert y.cards.hands[1] == ["crowbar", "duck"] and y.cards.discard == ["sandbags"]


@scenario("police_whistle")
def _():
    y = make(["neon_sign"], [], pile=["duck"])
    fight(y, target="neon_sign")
    run(y, "police_whistle", player=0)
    assert y.cards.hands[0] == ["duck"]


# Specials.
@scenario("bunch_of_bananas")
def _():
    y = make([], [], monkey=2)
    run(y, "bunch_of_bananas")
    assert y.monkey == 1  # not below 1


@scenario("loud_trumpet")
def _():
    y = make([], [], monkey=24)
    run(y, "loud_trumpet")
    assert y.monkey == 25  # not above 25
    run(y, "bunch_of_bananas")
    assert y.monkey == 23  # each move clamps at once: the order matters at the edges


@scenario("overtime")
def _():
    y = make([], [])
    run(y, "lunch_break", player=1, answers={"0.who": (0,)})
    assert y.skipping(0, "build")
    run(y, "overtime", player=0)  # played later: it wins over the earlier skip
    assert y.extras(0, "build") == 1 and not y.skipping(0, "build")


@scenario("coffee_break")
def _():
    y = make([], [], [])
    (c,) = card_choices(y, Ctx(1, "coffee_break"))
    assert c.options == (2, 0)  # opponents in turn order from the player
    run(y, "coffee_break", player=1, answers={c.key: (0,)})
    assert y.skipping(0, "attack") and not y.skipping(2, "attack")


@scenario("lunch_break")
def _():
    y = make([], [])
    run(y, "overtime", player=0)
    run(y, "lunch_break", player=1, answers={"0.who": (0,)})  # later: the skip wins
    assert y.skipping(0, "build") and y.extras(0, "build") == 0


@scenario("dumpster_dive")
def _():
    y = make([], [], discard=["duck", "crowbar"])
    (c,) = card_choices(y, Ctx(0, "dumpster_dive"))
    run(y, "dumpster_dive", answers={c.key: ("duck",)})
    assert y.cards.hands[0] == ["duck"] and y.cards.discard == ["crowbar"]
    y = make([], [])
    assert card_choices(y, Ctx(0, "dumpster_dive")) == []
    assert kinds(run(y, "dumpster_dive")) == ["effect_missed"]


@scenario("boss_says_swap")
def _():
    y = make(["hay_bale", ("neon_sign", ["steel_beam"]), "pinball_machine"], [])
    (c,) = card_choices(y, Ctx(0, "boss_says_swap"))
    assert isinstance(c, PickJunk) and c.count == 2 and len(c.options) == 3
    run(y, "boss_says_swap", answers={c.key: (JunkRef(0, "hay_bale"), JunkRef(0, "neon_sign"))})
    assert tower(y, 0) == ["neon_sign", "hay_bale", "pinball_machine"]
    assert y.towers[0][0].reinforcements == ["steel_beam"]
    y = make(["hay_bale"], ["neon_sign"])
    assert card_choices(y, Ctx(0, "boss_says_swap")) == []  # one junk card: nothing to swap


@scenario("wobbly_ground")
def _():
    y = make(["hay_bale", "neon_sign"], [], ["plastic_flamingo"])
    run(y, "wobbly_ground")
    assert [f.extra for t in y.towers for f in t] == [-1, 0, -1]
    assert y.strength(y.towers[2][0]) == 1


@scenario("lucky_find")
def _():
    y = make([], [], pile=["duck", "crowbar", "sandbags"])
    run(y, "lucky_find")
    assert y.cards.hands[0] == ["duck", "crowbar"]


@scenario("junk_swap_meet")
def _():
    y = make(["hay_bale"], ["neon_sign"], ["pinball_machine", "squashy_sofa"])
    (c,) = card_choices(y, Ctx(0, "junk_swap_meet"))
    assert c.options == (JunkRef(1, "neon_sign"), JunkRef(2, "squashy_sofa"))
    run(y, "junk_swap_meet", answers={c.key: (JunkRef(2, "squashy_sofa"),)})
    assert tower(y, 0) == ["squashy_sofa"] and tower(y, 2) == ["pinball_machine", "hay_bale"]
    y = make([], ["neon_sign"])
    out = run(y, "junk_swap_meet", answers={c.key: (JunkRef(1, "neon_sign"),)})
    assert tower(y, 1) == ["neon_sign"] and kinds(out) == ["effect_missed"]


@scenario("do_over")
def _():
    y = make(["neon_sign"], [])
    f = fight(y, attacker=0, defender=1, roll=1)
    run(y, "do_over", player=0, rng=Dice(5))
    assert f.roll == 5
    run(y, "hide_and_seek", player=1, rng=Dice(3))  # a later reroll replaces it again
    assert f.roll == 3


@scenario("spinach_power")
def _():
    y = make([], ["neon_sign"])
    f = fight(y, attacker=0, defender=1, target="neon_sign", card_id="karate_chop", roll=3)
    run(y, "spinach_power", player=0)
    assert f.mods == [("karate_chop", 2), ("spinach_power", 2)] and f.total == 7


@scenario("force_field")
def _():
    y = make(["hay_bale", "neon_sign"], ["pinball_machine"])
    run(y, "force_field", player=0)
    assert y.shielded(0, None, against=1) and y.shielded(0, "hay_bale", against=1)
    assert not y.shielded(0, None, against=0)  # your own cards may still touch it
    assert card_choices(y, Ctx(1, "junk_swap_meet")) == []
    assert card_choices(y, Ctx(1, "hungry_termites")) == []
    run(y, "wobbly_ground", player=1)  # every tower's bottom card... except a shielded one
    assert [f.extra for f in y.towers[0]] == [0, 0] and y.towers[1][0].extra == -1
    y.start_turn(1)
    assert y.shielded(0, None, against=1)
    y.start_turn(0)
    assert not y.shielded(0, None, against=1)


@scenario("monkey_sneeze")
def _():
    y = make([], [], pile=["duck", "crowbar"], monkey=10)
    out = run(y, "monkey_sneeze", player=1)
    assert y.monkey == 9 and y.cards.hands == [["crowbar"], ["duck"]]
    assert kinds(out)[0] == "monkey_moved"


@scenario("junk_inspector")
def _():
    y = make(["hay_bale", "stolen_garden_gnome", "neon_sign", "robbers_loot_sack"],
             ["fake_famous_painting", ("pirate_treasure_chest", ["duct_tape"]), "squashy_sofa"])
    out = run(y, "junk_inspector")
    assert tower(y, 0) == ["hay_bale", "neon_sign"] and tower(y, 1) == ["squashy_sofa"]
    assert out.falls == [Fall(0, "neon_sign", 1), Fall(1, "squashy_sofa", 0)]
    assert set(y.cards.discard) == {"stolen_garden_gnome", "robbers_loot_sack",
                                    "fake_famous_painting", "pirate_treasure_chest", "duct_tape"}


# --- the engine's rules ------------------------------------------------------------------------
def test_answers_are_checked_and_a_bad_one_changes_nothing():
    y = make(["hay_bale"], ["neon_sign", "squashy_sofa"])
    (c,) = card_choices(y, Ctx(0, "rust_spray"))
    before = y.to_json()
    for bad in ({}, {c.key: ()}, {c.key: (JunkRef(0, "hay_bale"),)},
                {c.key: (JunkRef(1, "neon_sign"), JunkRef(1, "squashy_sofa"))},
                {c.key: (JunkRef(1, "neon_sign"),), "9.junk": (1,)}):
        with pytest.raises(IllegalAction):
            run(y, "rust_spray", answers=bad)
        assert y.to_json() == before
    y = make(["hay_bale", "neon_sign", "pinball_machine"], [])
    (c,) = card_choices(y, Ctx(0, "boss_says_swap"))
    with pytest.raises(IllegalAction, match="different"):
        run(y, "boss_says_swap", answers={c.key: (JunkRef(0, "hay_bale"),) * 2})


def test_a_forced_choice_says_so():
    y = make(["hay_bale"], ["neon_sign"])
    (c,) = card_choices(y, Ctx(0, "rust_spray"))
    assert c.forced == (JunkRef(1, "neon_sign"),)
    y = make(["hay_bale"], ["neon_sign", "squashy_sofa"])
    (c,) = card_choices(y, Ctx(0, "rust_spray"))
    assert c.forced is None and c.need == 1


@pytest.mark.parametrize("gone, left, falls", [
    ([2], ["a", "b", "d"], [("d", 2)]),          # a middle card: the ones above fall
    ([0], ["b", "c", "d"], [("b", 0)]),          # the bottom card: onto the ground
    ([3], ["a", "b", "c"], []),                  # the top card: nothing falls
    ([1, 2], ["a", "d"], [("d", 1)]),            # two together: one hole
    ([0, 2], ["b", "d"], [("b", 0), ("d", 1)]),  # two apart: two holes
    ([2, 3], ["a", "b"], []),                    # the top two: nothing above
])
def test_holes_make_the_cards_above_fall(gone, left, falls):
    names = dict(zip("abcd", ["hay_bale", "stolen_garden_gnome", "robbers_loot_sack", "neon_sign"]))
    y = make([names[k] for k in "abcd"], [])
    effect = tuple(S.Destroy(S.Junk("me", pick="choose")) for _ in gone)
    ctx = Ctx(0, "junk_inspector")
    asked = choices(y, effect, ctx)
    answers = {c.key: (JunkRef(0, names["abcd"[g]]),) for c, g in zip(asked, gone)}
    out = apply(y, effect, ctx, answers, Dice())
    assert tower(y, 0) == [names[k] for k in left]
    assert [(f.junk, f.index) for f in out.falls] == [(names[k], i) for k, i in falls]


def test_moving_out_of_the_middle_leaves_a_hole_and_carries_its_strength():
    y = make(["hay_bale", ("neon_sign", ["barbed_wire"]), "pinball_machine"], ["squashy_sofa"])
    y.floor("neon_sign").extra = 2
    effect = (S.Move(S.Junk("opponents"), "me", "bottom"),)
    out = apply(y, effect, Ctx(1, "sneaky_tow_truck"),
                {"0.junk": (JunkRef(0, "neon_sign"),)}, Dice())
    assert tower(y, 1) == ["neon_sign", "squashy_sofa"]
    assert y.strength(y.towers[1][0]) == 2 + 1 + 2
    assert out.falls == [Fall(0, "pinball_machine", 1)]


def test_a_dry_pile_means_the_monkey_wins_and_the_rest_is_dropped():
    y = make([], [], pile=[])
    y.cards.deck.clear()
    y.cards._ids = frozenset(y.cards.all_cards())  # a yard with no pile left at all
    effect = (S.Draw("me", 1), S.Monkey(-2))
    out = apply(y, effect, Ctx(0, "lucky_find"), {}, Dice())
    assert out.pile_empty and "pile_empty" in kinds(out) and y.monkey == 10


def test_fight_verbs_need_a_fight():
    y = make([], [])
    with pytest.raises(ValueError):
        run(y, "grumpy_guard_dog")
    fight(y, roll=None)
    with pytest.raises(ValueError):
        run(y, "hide_and_seek")  # nothing rolled yet


def test_victims_are_the_seats_an_answered_effect_touches():
    y = make([], ["squashy_sofa"], ["golden_toilet"], [], hands=[[], ["duck"], ["crowbar"], []])
    (c,) = card_choices(y, Ctx(0, "hungry_termites"))
    assert victims(y, card("hungry_termites").effect, Ctx(0, "hungry_termites"),
                   {c.key: (JunkRef(2, "golden_toilet"),)}) == [2]
    assert victims(y, card("stink_bomb").effect, Ctx(0, "stink_bomb"), {}) == [1, 2, 3]
    with pytest.raises(AssertionError):
        make([], [], hands=[[], [], []])  # a hand without a tower
    assert victims(y, card("lucky_find").effect, Ctx(0, "lucky_find"), {}) == []


def test_hand_reach_follows_the_dots():
    # seat 1: pinball (dots 1-2), neon sign (3-5), hay bale (6)
    y = make([], ["pinball_machine", "neon_sign", "hay_bale"],
             ["double_decker_bus", "golden_toilet"])
    assert y.height(1) == 6
    assert y.hand_reach(0, 1) is y.towers[1][0]      # no tower: the bottom card
    assert y.hand_reach(2, 1) is y.towers[1][1]      # height 5: the neon sign's dots
    y.towers[2].pop()
    assert y.hand_reach(2, 1) is y.towers[1][1]      # height 4: still the neon sign
    y.towers[2].append(Floor("squashy_sofa"))        # (a test shortcut: not via the table)
    assert y.height(2) == 6 and y.hand_reach(2, 1) is y.towers[1][2]
    y.towers[2].append(Floor("lawn_mower"))
    assert y.hand_reach(2, 1) is None                # higher than the whole tower


def test_the_yard_round_trips_and_clones_independently():
    y = make([("neon_sign", ["barbed_wire"])], ["hay_bale"], hands=[["duck"], []], monkey=7)
    run(y, "force_field", player=0)
    fight(y, target="neon_sign", roll=4)
    again = Yard.from_json(y.to_json())
    assert again.to_json() == y.to_json()
    twin = y.clone()
    twin.towers[0][0].reinforcements.clear()
    twin.statuses.clear()
    assert twin.fight is not None
    twin.fight.mods.append(("x", 1))
    assert y.towers[0][0].reinforcements == ["barbed_wire"] and y.statuses
    assert y.fight is not None and len(y.fight.mods) == 1
    assert y.statuses[0].what == TOWER


def test_a_seed_gives_the_same_outcome():
    def play(seed):
        y = make(["hay_bale"], ["squashy_sofa", "neon_sign"], [],
                 hands=[[], ["duck", "crowbar", "sandbags", "boomerang"], ["sledgehammer"]])
        rng, log = MatchRng(seed), []
        for cid, answers in (("pickpocket_parrot", {"0.source": (1,)}),
                             ("forbidden_fireworks",
                              {"0.then.0.junk": (JunkRef(1, "neon_sign"),)}),
                             ("stink_bomb", {})):
            ctx = Ctx(0, cid, None)
            asked = card_choices(y, ctx)
            assert {c.key for c in asked} == set(answers)
            log += [e.to_json() for e in apply_card(y, ctx, answers, rng).events]
        run_angry = Yard.from_json(y.to_json())
        fight(run_angry, attacker=1, defender=0, roll=3)
        log += [e.to_json() for e in apply_card(run_angry, Ctx(0, "angry_bees"), {}, rng).events]
        return log, y.to_json()

    assert play(5) == play(5)
    assert len({str(play(s)) for s in range(8)}) > 1


def test_the_engine_never_imports_pygame():
    code = ("import sys\nimport game.rules.junkyard\n"
            "from game.rules.junkyard import effects, model, steps, wording, deck\n"
            "deck.DECK()\n"
            "bad = [m for m in sys.modules if m == 'pygame' or m.startswith('pygame.')]\n"
            "print(len(bad))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "0"
    # and no clock, no randomness of its own, no files besides the deck: what every
    # module of the package imports, by name
    allowed = {"__future__", "copy", "dataclasses", "functools", "importlib.resources", "re",
               "tomllib", "typing", "itertools", "game.core.actions", "game.core.cards",
               "game.core.errors", "game.core.events", "game.core.rng", "game.core.seats",
               "game.core.state"}
    for path in sorted((ROOT / "game/rules/junkyard").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and not node.level:
                names = [node.module or ""]
            else:
                continue
            assert set(names) <= allowed, (path.name, names)
