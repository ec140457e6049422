"""Spank the Monkey's rule sheet (game/rules/junkyard/state.py), one scenario
per rule, per optional rule and per card, with scripted dice.

The numbers of the rule text's own examples are fixed by the rulings; other
cards' numbers are read from the deck, so tuning the deck keeps these true.
"""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.state import Setup
from game.rules.junkyard.actions import Choose, Discard, Done, Play, Spank
from game.rules.junkyard.deck import DECK, card
from game.rules.junkyard.state import AFTER, DEFEND, ROLL, new_match, spank_need
from game.rules.junkyard.text import attack_line, describe_event
from tests.support.junkyard import Dice, kinds, only, position


def tower(s, seat):
    return [f.junk for f in s.yard.towers[seat]]


def pass_windows(s, upto=10):
    """Let every open reaction window go by."""
    evs = []
    for _ in range(upto):
        if s.window is None:
            break
        evs += s.apply(next(iter(s.to_act())), Done())
    return evs


# --- setting up ---------------------------------------------------------------------
def test_setup_deals_five_each_puts_the_monkey_at_14_minus_players_and_a_die_picks_who_starts():
    firsts = set()
    for n in range(2, 7):
        for seed in range(4):
            s = new_match(Setup("junkyard", ("random",) * n, seed))
            counts = [len(h) for h in s.yard.cards.hands]
            # the first player has already drawn (one card: they held five)
            assert counts == [6 if i == s.first else 5 for i in range(n)]
            assert s.yard.monkey == 14 - n and s.turn == s.first and s.phase == "build"
            assert only(s.opening, "first_player")["seat"] == s.first
            firsts.add((n, s.first))
            s.yard.check()
    assert len({f for n, f in firsts if n == 6}) > 1


def test_random_starting_height_is_a_die_plus_seven():
    seen = set()
    for seed in range(30):
        s = new_match(Setup("junkyard", ("random",) * 3, seed, None, ("random_start",)))
        e = only(s.opening, "monkey_start")
        assert s.yard.monkey == e["roll"] + 7
        seen.add(s.yard.monkey)
    assert seen == set(range(8, 14))


# --- draw -----------------------------------------------------------------------------
@pytest.mark.parametrize("held,drawn", [(0, 2), (4, 2), (5, 1), (8, 1)])
def test_draw_two_at_four_cards_or_fewer_else_one(held, drawn):
    hand1 = [c.id for c in DECK() if c.type == "defense"][:held]
    s = position([], [], hands=[[], hand1], phase="discard")
    ev = s.apply(0, Done())
    assert s.turn == 1 and len(s.yard.cards.hands[1]) == held + drawn
    assert only(ev, "cards_drawn_count")["count"] == drawn
    assert only(ev, "cards_drawn").to == frozenset({1})        # what was drawn is secret


def test_a_draw_the_pile_cannot_make_lets_the_monkey_win_and_nobody_else():
    s = position(["hay_bale"], [], hands=[[], ["duck"]], phase="discard", pile_size=1)
    ev = s.apply(0, Done())
    assert s.over and s.winners() == [] and s.scores() == [0.0, 0.0]
    assert s.end_reason == "pile" and "monkey_wins" in kinds(ev)
    assert describe_event(only(ev, "monkey_wins").to_json()) == "The pile is empty: the monkey wins!"


def test_a_card_that_draws_from_an_empty_pile_also_lets_the_monkey_win():
    s = position([], [], hands=[["lucky_find"], []], pile_size=1)
    s.apply(0, Play("lucky_find"))
    assert s.over and s.winners() == [] and s.end_reason == "pile"


# --- build ------------------------------------------------------------------------------
def test_build_one_junk_and_one_reinforcement_in_either_order():
    s = position([], [], hands=[["hay_bale", "squashy_sofa", "metal_fittings", "barbed_wire"], []])
    with pytest.raises(IllegalAction, match="junk card first"):
        s.apply(0, Play("metal_fittings"))
    s.apply(0, Play("hay_bale"))
    s.apply(0, Play("metal_fittings"))         # on the top junk card: the hay bale
    assert s.yard.towers[0][0].reinforcements == ["metal_fittings"]
    assert s.yard.strength(s.yard.towers[0][0]) == card("hay_bale").strength + 4
    with pytest.raises(IllegalAction, match="built a junk card"):
        s.apply(0, Play("squashy_sofa"))
    with pytest.raises(IllegalAction, match="reinforced"):
        s.apply(0, Play("barbed_wire"))
    assert Play("squashy_sofa") not in s.legal_actions(0)
    s.apply(0, Done())
    assert s.phase == "attack"
    with pytest.raises(IllegalAction, match="build phase"):
        s.apply(0, Play("squashy_sofa"))


def test_reinforce_first_then_build_higher():
    s = position(["hay_bale"], [], hands=[["squashy_sofa", "barbed_wire"], []])
    s.apply(0, Play("barbed_wire"))
    s.apply(0, Play("squashy_sofa"))
    assert [f.reinforcements for f in s.yard.towers[0]] == [["barbed_wire"], []]


def test_height_is_the_dots_and_strength_adds_reinforcements():
    # the rule text's examples: Pinball Machine 2 dots, then Neon Sign 3 dots and
    # strength 2, which Metal Fittings (+4) raises to 6
    assert (card("pinball_machine").height, card("neon_sign").height) == (2, 3)
    assert card("neon_sign").strength == 2 and card("metal_fittings").strength == 4
    s = position(["pinball_machine"], [], hands=[["neon_sign", "metal_fittings"], []])
    assert s.height(0) == 2
    s.apply(0, Play("neon_sign"))
    assert s.height(0) == 5
    s.apply(0, Play("metal_fittings"))
    assert s.yard.strength(s.yard.towers[0][1]) == 6
    assert s.view(1)["towers"][0][1]["strength"] == 6


def test_no_building_limit_builds_as_many_as_you_like():
    hand = ["hay_bale", "squashy_sofa", "lawn_mower", "barbed_wire", "duct_tape"]
    s = position([], [], hands=[hand, []], options=["no_limit"])
    for c in hand:
        s.apply(0, Play(c))
    assert tower(s, 0) == ["hay_bale", "squashy_sofa", "lawn_mower"]
    assert s.yard.towers[0][2].reinforcements == ["barbed_wire", "duct_tape"]


def test_overtime_lets_you_build_one_more_junk_card_this_turn_only():
    s = position([], [], hands=[["overtime", "hay_bale", "squashy_sofa", "lawn_mower"], []])
    s.apply(0, Play("overtime"))
    s.apply(0, Play("hay_bale"))
    s.apply(0, Play("squashy_sofa"))
    with pytest.raises(IllegalAction):
        s.apply(0, Play("lawn_mower"))
    assert "overtime" in s.yard.cards.discard          # a special is discarded once played


# --- attacks ----------------------------------------------------------------------------
def test_the_rule_texts_worked_attack_example():
    # Hand Grenade (+4) on a Recycling Station (5) with Barbed Wire (+1), defended
    # by a Satellite Dish (-2): a 4 is enough, a 3 is not
    assert (card("hand_grenade").attack, card("recycling_station").strength,
            card("barbed_wire").strength, card("satellite_dish").defense) == (4, 5, 1, 2)
    for roll, hit in ((4, True), (3, False)):
        s = position([], [("recycling_station", ["barbed_wire"])],
                     hands=[["hand_grenade"], ["satellite_dish"]], phase="attack", dice=[roll])
        s.apply(0, Play("hand_grenade", "recycling_station"))
        assert s.to_act() == {1} and s.window.stage == DEFEND
        assert Play("satellite_dish") in s.legal_actions(1)
        s.apply(1, Play("satellite_dish"))
        ev = s.apply(1, Done())
        assert only(ev, "attack_roll")["roll"] == roll
        assert s.window.stage == ROLL and s.to_act() == {0}
        s.apply(0, Done())
        assert s.window.stage == AFTER and s.to_act() == {1}
        ev = s.apply(1, Done())
        res = only(ev, "attack_result")
        assert res["hit"] is hit and res["total"] == roll + 2 and res["strength"] == 6
        assert res["parts"] == [["recycling_station", 5], ["barbed_wire", 1]]
        assert res["mods"] == [["hand_grenade", 4], ["satellite_dish", -2]]
        word = "destroyed" if hit else "missed"
        assert attack_line(res.data, ["Red", "Blue"]) == (
            f"Rolled {roll} + 4 attack - 2 defence = {roll + 2}, needs 6: "
            + ("Recycling Station is destroyed!" if hit else "missed."))
        assert word in attack_line(res.data, ["Red", "Blue"])
        assert tower(s, 1) == ([] if hit else ["recycling_station"])
        # used attack and defence cards are always discarded; a destroyed card too
        assert {"hand_grenade", "satellite_dish"} <= set(s.yard.cards.discard)
        assert hit == ({"recycling_station", "barbed_wire"} <= set(s.yard.cards.discard))
        assert s.window is None and s.phase == "attack" and s.to_act() == {0}
        s.yard.check()


def test_a_roll_of_one_always_fails():
    s = position([], ["plastic_flamingo"], hands=[["sledgehammer"], []], phase="attack", dice=[1])
    assert card("sledgehammer").attack + 1 >= card("plastic_flamingo").strength
    s.apply(0, Play("sledgehammer", "plastic_flamingo"))
    ev = pass_windows(s)
    res = only(ev, "attack_result")
    assert res["hit"] is False and res["why"] == "one" and tower(s, 1) == ["plastic_flamingo"]
    assert "a 1 always fails" in attack_line(res.data, ["Red", "Blue"])


def test_every_defender_gets_the_same_windows_whether_or_not_they_hold_a_card():
    def windows(hand):
        s = position([], ["hay_bale"], hands=[["hand_grenade"], hand], phase="attack",
                     dice=[5])
        seen = [(sorted(s.to_act()), None)]
        s.apply(0, Play("hand_grenade", "hay_bale"))
        while s.window is not None:
            seen.append((sorted(s.to_act()), s.window.stage))
            s.apply(next(iter(s.to_act())), Done())
        return seen

    assert windows([]) == windows(["satellite_dish", "lucky_sock", "grumpy_guard_dog"])
    s = position([], ["hay_bale"], hands=[["hand_grenade"], []], phase="attack")
    s.apply(0, Play("hand_grenade", "hay_bale"))
    assert s.legal_actions(1) == [Done()]           # nothing to play, the same pause


def test_hand_attacks_reach_the_card_at_your_own_height():
    # seat 1: hay bale (dot 1), neon sign (dots 2-4), squashy sofa (dots 5-6)
    me = ["wobbly_wardrobe"]                         # height 4
    s = position(me, ["hay_bale", "neon_sign", "squashy_sofa"], hands=[["karate_chop"], []],
                 phase="attack")
    assert s.height(0) == card("wobbly_wardrobe").height == 4
    targets = {(r.seat, r.card) for r in s.attack_targets(0, "karate_chop")}
    assert targets == {(1, "neon_sign"), (0, "wobbly_wardrobe")}   # and your own top card
    assert "own height" in s.why_not_target(0, "karate_chop", "hay_bale")
    with pytest.raises(IllegalAction, match="own height"):
        s.apply(0, Play("karate_chop", "squashy_sofa"))


def test_a_hand_attack_without_a_tower_reaches_only_the_bottom_card():
    s = position([], ["hay_bale", "neon_sign"], hands=[["karate_chop"], []], phase="attack")
    assert [r.card for r in s.attack_targets(0, "karate_chop")] == ["hay_bale"]


def test_a_hand_attack_higher_than_the_whole_tower_reaches_nothing():
    s = position(["double_decker_bus", "wobbly_wardrobe"], ["hay_bale", "neon_sign"],
                 hands=[["karate_chop"], []], phase="attack")
    assert s.why_not_target(0, "karate_chop", "neon_sign").startswith("Too high for a hand attack")
    assert all(r.seat == 0 for r in s.attack_targets(0, "karate_chop"))


def test_throwing_attacks_reach_any_junk_card():
    s = position(["lawn_mower"], ["hay_bale", "neon_sign", "squashy_sofa"],
                 hands=[["hand_grenade"], []], phase="attack")
    assert {r.card for r in s.attack_targets(0, "hand_grenade")} == {
        "lawn_mower", "hay_bale", "neon_sign", "squashy_sofa"}


def test_attacking_your_own_tower_and_defending_against_yourself():
    s = position(["plastic_flamingo", "hay_bale"], [],
                 hands=[["hand_grenade", "satellite_dish"], []], phase="attack", dice=[6, 6])
    s.apply(0, Play("hand_grenade", "plastic_flamingo"))
    assert s.to_act() == {0} and Play("satellite_dish") in s.legal_actions(0)
    pass_windows(s)
    assert "plastic_flamingo" in s.yard.cards.discard


def test_attacks_go_one_at_a_time_as_often_as_you_like():
    s = position([], ["hay_bale", "lawn_mower"], hands=[["hand_grenade", "toy_catapult"], []],
                 phase="attack", dice=[2, 2])
    s.apply(0, Play("hand_grenade", "lawn_mower"))
    with pytest.raises(IllegalAction):
        s.apply(0, Play("toy_catapult", "hay_bale"))    # the first attack is still on
    pass_windows(s)
    s.apply(0, Play("toy_catapult", "hay_bale"))
    pass_windows(s)
    assert s.phase == "attack" and not s.yard.cards.hands[0]


def test_after_roll_defence_and_the_attackers_own_roll_cards():
    assert card("lucky_sock").when == "after_roll" and card("spinach_power").when == "my_roll"
    s = position([], ["squashy_sofa"], hands=[["karate_chop", "spinach_power"], ["lucky_sock"]],
                 phase="attack", dice=[3])
    s.apply(0, Play("karate_chop", "squashy_sofa"))
    assert Play("lucky_sock") not in s.legal_actions(1)      # not before the roll
    s.apply(1, Done())
    s.apply(0, Play("spinach_power"))
    s.apply(0, Done())
    s.apply(1, Play("lucky_sock"))
    ev = s.apply(1, Done())
    res = only(ev, "attack_result")
    assert res["total"] == 3 + card("karate_chop").attack + 2 - card("lucky_sock").defense
    assert {"karate_chop", "spinach_power", "lucky_sock"} <= set(s.yard.cards.discard)


def test_a_reroll_replaces_the_roll():
    s = position([], ["squashy_sofa"], hands=[["karate_chop", "do_over"], []],
                 phase="attack", dice=[1, 6])
    s.apply(0, Play("karate_chop", "squashy_sofa"))
    s.apply(1, Done())
    s.apply(0, Play("do_over"))
    ev = pass_windows(s)
    assert only(ev, "attack_result")["roll"] == 6 and only(ev, "attack_result")["hit"]


def test_a_sneak_attack_without_a_bonus_can_only_be_stopped_outright():
    s = position([], ["hay_bale"], hands=[["stink_bomb"], ["satellite_dish", "grumpy_guard_dog"]],
                 phase="attack", dice=[1])
    s.apply(0, Play("stink_bomb"))
    assert s.to_act() == {1}
    assert set(s.legal_actions(1)) == {Play("grumpy_guard_dog"), Done()}
    with pytest.raises(IllegalAction, match="no bonus to lower"):
        s.apply(1, Play("satellite_dish"))
    s.apply(1, Play("grumpy_guard_dog"))
    ev = s.apply(1, Done())
    assert only(ev, "attack_result")["why"] == "cancelled"
    assert s.yard.cards.hands[1] == ["satellite_dish"]          # nothing was thrown away
    assert {"stink_bomb", "grumpy_guard_dog"} <= set(s.yard.cards.discard)


def test_a_sneak_attack_that_goes_through():
    s = position([], ["hay_bale"], hands=[["stink_bomb"], ["satellite_dish", "duck"]],
                 phase="attack", dice=[2])
    s.apply(0, Play("stink_bomb"))
    s.apply(1, Done())
    assert s.yard.cards.hands[1] == ["satellite_dish"] and "duck" in s.yard.cards.discard


def test_a_boomerang_that_comes_back_waits_for_the_next_turn():
    assert card("boomerang").trigger == "miss"
    s = position([], ["old_tree_stump"], hands=[["boomerang"], []], phase="attack", dice=[2])
    s.apply(0, Play("boomerang", "old_tree_stump"))
    pass_windows(s)
    assert s.yard.cards.hands[0] == ["boomerang"]
    assert all(not (isinstance(a, Play) and a.card == "boomerang") for a in s.legal_actions(0))
    with pytest.raises(IllegalAction, match="came back"):
        s.apply(0, Play("boomerang", "old_tree_stump"))


def test_protected_cards_cannot_be_attacked_by_others():
    s = position([], ["fake_famous_painting"], hands=[["hand_grenade"], []], phase="attack")
    s.yard.add_status("shield", 1, "fake_famous_painting", 1, 1)
    assert s.attack_targets(0, "hand_grenade") == []
    with pytest.raises(IllegalAction, match="protected"):
        s.apply(0, Play("hand_grenade", "fake_famous_painting"))


# --- collisions ------------------------------------------------------------------------
def test_the_cards_above_a_hole_fall_and_one_roll_tests_both_cards():
    assert [card(c).strength for c in ("old_tree_stump", "hay_bale", "lawn_mower")] == [6, 4, 4]
    s = position([], ["old_tree_stump", "plastic_flamingo", "hay_bale", "lawn_mower"],
                 hands=[["hand_grenade"], []], phase="attack", dice=[3, 4, 3])
    s.apply(0, Play("hand_grenade", "plastic_flamingo"))
    ev = pass_windows(s)
    hits = [e for e in ev if e.kind == "collision"]
    assert [(e["junk"], e["onto"], e["roll"], e["destroyed"]) for e in hits] == [
        ("hay_bale", "old_tree_stump", 4, ["hay_bale"]),      # 4: the hay bale (4) breaks
        ("lawn_mower", "old_tree_stump", 3, []),               # 3: nothing breaks
    ]
    assert hits[0]["strength"] == 4 and hits[0]["onto_strength"] == 6
    assert tower(s, 1) == ["old_tree_stump", "lawn_mower"]
    assert s.height(1) == 2
    assert describe_event(hits[0].to_json(), names=["Red", "Blue"]).startswith("Crash!")


def test_a_card_falling_to_the_ground_is_tested_alone_and_chains_go_on():
    # both cards break, so the card above them falls to the ground
    s = position([], ["neon_sign", "plastic_flamingo", "wobbly_wardrobe", "hay_bale"],
                 hands=[["hand_grenade"], []], phase="attack", dice=[3, 2, 1])
    assert card("neon_sign").strength == 2 and card("wobbly_wardrobe").strength == 2
    s.apply(0, Play("hand_grenade", "plastic_flamingo"))
    ev = pass_windows(s)
    hits = [(e["junk"], e["onto"], e["destroyed"]) for e in ev if e.kind == "collision"]
    assert hits == [("wobbly_wardrobe", "neon_sign", ["wobbly_wardrobe", "neon_sign"]),
                    ("hay_bale", None, [])]
    assert tower(s, 1) == ["hay_bale"]
    destroyed = [e for e in ev if e.kind == "junk_destroyed"]
    assert [e["cause"] for e in destroyed] == ["attack", "collision", "collision"]
    s.yard.check()


def test_junk_moves_with_its_reinforcements():
    s = position(["hay_bale"], [("squashy_sofa", ["steel_beam"])],
                 hands=[["sneaky_tow_truck"], []], phase="attack", dice=[6])
    s.apply(0, Play("sneaky_tow_truck"))
    while not s.over and (s.window or s.asking):
        seat = next(iter(s.to_act()))
        s.apply(seat, s.legal_actions(seat)[0] if s.asking else Done())
    assert tower(s, 0) == ["hay_bale", "squashy_sofa"]
    assert s.yard.towers[0][1].reinforcements == ["steel_beam"]


# --- spank ------------------------------------------------------------------------------
@pytest.mark.parametrize("above,need", [(0, 2), (1, 3), (2, 4), (3, 5), (4, 6)])
def test_the_spank_chart(above, need):
    assert spank_need(10 + above, 10) == need
    for roll, wins in ((need - 1, False), (need, True)):
        s = position(["double_decker_bus", "hay_bale"], [], hands=[["duck"], []],
                     monkey=5 - above, phase="spank", dice=[roll])
        assert Spank() in s.legal_actions(0)
        ev = s.apply(0, Spank())
        e = only(ev, "spank")
        assert (e["need"], e["roll"], e["success"]) == (need, roll, wins)
        assert s.over is wins and s.winners() == ([0] if wins else [])
        if not wins:
            assert s.phase == "discard" and s.yard.monkey == 5 - above


def test_no_spank_from_five_above_or_below_the_monkey():
    assert spank_need(15, 10) is None and spank_need(9, 10) is None
    s = position(["double_decker_bus", "hay_bale", "lawn_mower"], [], hands=[["duck"], []],
                 monkey=1, phase="spank")
    assert Spank() not in s.legal_actions(0)
    with pytest.raises(IllegalAction, match="too high"):
        s.apply(0, Spank())
    # and the spank phase is passed by itself when you can't spank
    s = position(["hay_bale"], [], hands=[["hay_bale" if False else "duck"], []], monkey=5,
                 phase="attack")
    s.apply(0, Done())
    assert s.phase == "discard"


@pytest.mark.parametrize("above,moves", [(0, +1), (2, -1)])
def test_frightening_attack_scares_the_monkey(above, moves):
    s = position(["double_decker_bus", "hay_bale"], [], hands=[["duck"], []], monkey=5 - above,
                 phase="spank", options=["frightening"], dice=[1])
    ev = s.apply(0, Spank())
    assert s.yard.monkey == 5 - above + moves and "monkey_scared" in kinds(ev)


@pytest.mark.parametrize("roll,moves", [(1, -1), (3, 0), (6, +1)])
def test_lively_monkey_rolls_after_every_turn(roll, moves):
    s = position([], [], hands=[["duck"], ["sandbags"]], monkey=12, phase="discard",
                 options=["lively_monkey"], dice=[roll])
    ev = s.apply(0, Done())
    e = only(ev, "lively_monkey")
    assert e["roll"] == roll and s.yard.monkey == 12 + moves


def test_the_monkey_stays_between_1_and_25():
    s = position([], [], hands=[["bunch_of_bananas"], []], monkey=2)
    s.apply(0, Play("bunch_of_bananas"))
    assert s.yard.monkey == 1
    s = position([], [], hands=[["loud_trumpet"], []], monkey=24)
    s.apply(0, Play("loud_trumpet"))
    assert s.yard.monkey == 25
    s = position([], [], hands=[[], []], monkey=25, phase="discard", options=["lively_monkey"],
                 dice=[6])
    s.apply(0, Done())
    assert s.yard.monkey == 25


# --- discard, turns, skips ----------------------------------------------------------------
def test_discard_up_to_two_then_the_turn_ends():
    s = position([], [], hands=[["duck", "sandbags", "hay_bale"], ["lawn_mower"]], phase="discard")
    s.apply(0, Discard("duck"))
    assert s.turn == 0
    ev = s.apply(0, Discard("sandbags"))
    assert "turn_end" in kinds(ev) and s.turn == 1
    assert s.yard.cards.hands[0] == ["hay_bale"]
    assert s.yard.cards.discard[-2:] == ["duck", "sandbags"]


def test_a_skip_card_takes_away_the_next_phase_it_names():
    s = position([], ["hay_bale"], hands=[["lunch_break"], ["lawn_mower"]], phase="build")
    s.apply(0, Play("lunch_break"))           # the only opponent: chosen by itself
    assert s.yard.skipping(1, "build")
    ev = s.apply(0, Done())
    ev += s.apply(0, Done())    # attack -> no spank, an empty hand: no discard -> Blue's turn
    assert s.turn == 1 and s.phase == "attack"
    assert only(ev, "phase_skipped")["phase"] == "build"
    assert not s.yard.skipping(1, "build")


def test_specials_any_time_in_your_own_turn_but_not_during_an_attack():
    s = position([], ["hay_bale"], hands=[["hand_grenade", "bunch_of_bananas"], []],
                 phase="attack", dice=[3])
    assert Play("bunch_of_bananas") in s.legal_actions(0)
    s.apply(0, Play("hand_grenade", "hay_bale"))
    s.apply(1, Done())
    with pytest.raises(IllegalAction, match="own roll"):
        s.apply(0, Play("bunch_of_bananas"))


def test_choices_are_asked_one_at_a_time_and_checked():
    s = position(["hay_bale"], ["squashy_sofa"], [], hands=[["disco_ball"], [], []])
    s.apply(0, Play("disco_ball"))
    assert s.to_act() == {0} and s.asking is not None
    assert set(s.legal_actions(0)) == {Choose(s.question().key, ("0",)),
                                       Choose(s.question().key, ("1",))}
    with pytest.raises(IllegalAction, match="First choose"):
        s.apply(0, Done())
    with pytest.raises(IllegalAction):
        s.apply(0, Choose(s.question().key, ("7",)))
    s.apply(0, Choose(s.question().key, ("1",)))
    assert s.yard.monkey == 9 and s.asking is None


# --- every card -----------------------------------------------------------------------------
def _finish(s, budget=40):
    """Answer whatever is asked (first choice) and pass every window."""
    for _ in range(budget):
        if s.over or (s.asking is None and s.window is None):
            return
        seat = next(iter(s.to_act()))
        s.apply(seat, s.legal_actions(seat)[0] if s.asking else Done())
    raise AssertionError("the card never finished")


class LooseDice(Dice):
    """Sixes for every roll (within the sides asked)."""

    def randint(self, a: int, b: int) -> int:
        return b


@pytest.mark.parametrize("cid", [c.id for c in DECK()])
def test_every_card_plays_where_the_rules_allow_it(cid):
    c = card(cid)
    others = ["old_tree_stump", "plastic_flamingo"] if cid not in (
        "old_tree_stump", "plastic_flamingo") else ["cement_mixer", "neon_sign"]
    mine = ["hay_bale"] if cid != "hay_bale" else ["lawn_mower"]
    if c.type == "junk":
        s = position(mine, others, hands=[[cid], ["duck"]])
        h = s.height(0)
        s.rng = LooseDice()
        s.apply(0, Play(cid))
        _finish(s)
        assert cid in tower(s, 0) and s.height(0) == h + c.height
    elif c.type == "reinforcement":
        s = position(mine, others, hands=[[cid], ["duck"]])
        before = s.yard.strength(s.yard.towers[0][0])
        s.rng = LooseDice()
        s.apply(0, Play(cid))
        _finish(s)
        f = s.yard.towers[0][0]
        assert f.reinforcements == [cid] and s.yard.strength(f) == before + c.strength
    elif c.type == "attack":
        s = position([], others, hands=[[cid], ["duck"]], phase="attack")
        s.rng = LooseDice()
        if c.has_bonus:
            targets = s.attack_targets(0, cid)
            assert targets, f"{c.name} reaches nothing"
            s.apply(0, Play(cid, targets[0].card))
            assert s.window is not None and s.window.stage == DEFEND
        else:
            s.apply(0, Play(cid))
        _finish(s)
        if c.has_bonus:
            assert targets[0].card not in tower(s, 1)      # a six always hits these
        assert cid in s.yard.cards.discard or cid in s.yard.cards.hands[0]
    elif c.type == "defense":
        s = position(mine, others, hands=[["hand_grenade"], [cid]], phase="attack")
        s.rng = LooseDice()
        s.apply(0, Play("hand_grenade", others[0]))
        if c.when == "after_roll":
            s.apply(1, Done())
            s.apply(0, Done())
        assert s.to_act() == {1} and Play(cid) in s.legal_actions(1)
        s.apply(1, Play(cid))
        if c.defense:
            assert s.yard.fight.mods[-1] == (cid, -c.defense)
        _finish(s)
        assert cid in s.yard.cards.discard
    else:
        if c.when == "my_turn":
            s = position(mine + ["lawn_mower"], others, hands=[[cid], ["duck"]], phase="build")
            s.rng = LooseDice()
            s.apply(0, Play(cid))
        else:
            s = position([], others, hands=[["karate_chop", cid], ["duck"]], phase="attack")
            s.rng = LooseDice()
            s.apply(0, Play("karate_chop", others[0]))
            s.apply(1, Done())
            assert s.window.stage == ROLL and Play(cid) in s.legal_actions(0)
            s.apply(0, Play(cid))
        _finish(s)
        assert cid in s.yard.cards.discard
    s.yard.check()
