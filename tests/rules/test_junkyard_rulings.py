"""Spank the Monkey: collision order, protection that follows its card, the log
of every card that leaves the table, and the rulings of docs/rules/junkyard.md
(issue 20), each as a scenario with scripted dice."""
from __future__ import annotations

import dataclasses

import pytest

from game.core.errors import IllegalAction
from game.rules.junkyard import effects as E
from game.rules.junkyard import steps as S
from game.rules.junkyard.actions import Choose, Done, Play, Spank
from game.rules.junkyard.deck import DECK, card
from game.rules.junkyard.state import sneak_reason
from tests.support.junkyard import kinds, only, position


def tower(s, seat):
    return [f.junk for f in s.yard.towers[seat]]


def crashes(ev):
    return [(e["seat"], e["junk"], e["onto"], e["roll"], e["destroyed"])
            for e in ev if e.kind == "collision"]


def settle(s, budget=20):
    """Answer whatever is asked (first choice) and let every window go by."""
    evs = []
    for _ in range(budget):
        if s.over or (s.asking is None and s.window is None):
            return evs
        seat = next(iter(s.to_act()))
        evs += s.apply(seat, s.legal_actions(seat)[0] if s.asking else Done())
    raise AssertionError("the card never finished")


# --- collisions: one roll per fall, the new fall first ------------------------------------
def test_a_card_falling_into_two_joined_holes_is_rolled_for_once():
    # the inspector leaves two holes in Blue's tower; the neon sign falls into
    # the lower one and breaks, joining the holes: the hay bale falls once, onto
    # the stump, and is rolled for once (it used to be rolled for again from the
    # fall it had been queued for)
    s = position([], ["old_tree_stump", "stolen_garden_gnome", "neon_sign",
                      "robbers_loot_sack", "hay_bale"],
                 hands=[["junk_inspector"], []], dice=[2, 1, 1])
    ev = s.apply(0, Play("junk_inspector"))
    assert crashes(ev) == [(1, "neon_sign", "old_tree_stump", 2, ["neon_sign"]),
                           (1, "hay_bale", "old_tree_stump", 1, [])]
    assert tower(s, 1) == ["old_tree_stump", "hay_bale"]
    assert s.rng.rolls == [1]                                  # one die left unrolled


def test_after_a_break_the_card_above_the_new_hole_falls_next_in_the_same_tower():
    s = position([], ["old_tree_stump", "stolen_garden_gnome", "neon_sign", "creaky_bunk_bed",
                      "robbers_loot_sack", "hay_bale"],
                 hands=[["junk_inspector"], []], dice=[2, 1, 1])
    ev = s.apply(0, Play("junk_inspector"))
    assert crashes(ev) == [(1, "neon_sign", "old_tree_stump", 2, ["neon_sign"]),
                           (1, "creaky_bunk_bed", "old_tree_stump", 1, []),
                           (1, "hay_bale", "creaky_bunk_bed", 1, [])]


def test_after_a_break_the_card_above_the_new_hole_falls_before_another_towers_fall():
    s = position(["old_tree_stump", "stolen_garden_gnome", "neon_sign", "creaky_bunk_bed"],
                 ["lawn_mower", "robbers_loot_sack", "hay_bale"],
                 hands=[["junk_inspector"], []], dice=[2, 1, 1])
    ev = s.apply(0, Play("junk_inspector"))
    assert crashes(ev) == [(0, "neon_sign", "old_tree_stump", 2, ["neon_sign"]),
                           (0, "creaky_bunk_bed", "old_tree_stump", 1, []),
                           (1, "hay_bale", "lawn_mower", 1, [])]


def test_a_card_whose_landing_card_breaks_falls_on_and_is_rolled_for_again():
    # not a second roll for one fall: the card below broke, so it falls further
    s = position([], ["old_tree_stump", "neon_sign", "plastic_flamingo", "hay_bale"],
                 hands=[["hand_grenade"], []], phase="attack", dice=[6, 2, 1])
    s.apply(0, Play("hand_grenade", "plastic_flamingo"))
    ev = settle(s)
    assert crashes(ev) == [(1, "hay_bale", "neon_sign", 2, ["neon_sign"]),
                           (1, "hay_bale", "old_tree_stump", 1, [])]


# --- protection goes with the card ----------------------------------------------------------
def test_a_protected_card_swapped_into_another_tower_stays_protected():
    s = position(["hay_bale"], ["squashy_sofa"], ["lawn_mower"],
                 hands=[["fake_famous_painting", "junk_swap_meet"], ["hand_grenade"],
                        ["water_balloon"]])
    s.apply(0, Play("fake_famous_painting"))
    s.apply(0, Play("junk_swap_meet"))
    s.apply(0, Choose(s.question().key, ("squashy_sofa",)))
    assert tower(s, 1) == ["fake_famous_painting"] and tower(s, 0) == ["hay_bale", "squashy_sofa"]
    y = s.yard
    # nobody but its protector may attack or pick it, its new owner included
    assert [r.card for r in s.attack_targets(2, "water_balloon")] == ["hay_bale", "squashy_sofa",
                                                                       "lawn_mower"]
    assert "fake_famous_painting" not in [r.card for r in s.attack_targets(1, "hand_grenade")]
    assert s.why_not_target(2, "water_balloon", "fake_famous_painting") == (
        "That card is protected until its owner's next turn.")
    assert E.targets(y, S.Junk("me"), E.Ctx(1, "junk_swap_meet")) == []
    assert "fake_famous_painting" in [r.card for r in s.attack_targets(0, "hand_grenade")]
    # the views show the shield on the tower the card stands in
    (st,) = s.view(None)["statuses"]
    assert (st["seat"], st["what"], st["by"]) == (1, "fake_famous_painting", 0)
    y.start_turn(0)                                             # until the protector's turn
    assert not y.shielded(1, "fake_famous_painting", against=2)


def test_a_protected_card_moved_into_another_tower_is_not_touched_by_effects():
    # the Guard Goose's card goes to the other tower; Wobbly Ground (every
    # bottom card -1) then passes it by
    s = position([("jammed_vending_machine", ["guard_goose"])], ["washing_machine"], [],
                 hands=[[], [], []])
    y = s.yard
    y.add_status("shield", 0, "jammed_vending_machine", 0, 1)
    E.apply(y, (S.Move(S.Junk("me", pick="all"), "left", "bottom"),), E.Ctx(0, "x"), {},
            s.rng)
    assert tower(s, 1) == ["jammed_vending_machine", "washing_machine"]
    out = E.apply(y, card("wobbly_ground").effect, E.Ctx(2, "wobbly_ground"), {}, s.rng)
    assert [(e["seat"], e["junk"]) for e in out.events if e.kind == "strength_changed"] == []
    assert kinds(out.events) == ["effect_missed"]


def test_a_protected_card_that_is_destroyed_loses_its_protection():
    s = position([], ["hay_bale", "fake_famous_painting"], [],
                 hands=[[], ["hand_grenade"], []], turn=1, phase="attack", dice=[6])
    s.yard.add_status("shield", 1, "fake_famous_painting", 1, 1)
    s.apply(1, Play("hand_grenade", "fake_famous_painting"))   # its own player may
    settle(s)
    assert "fake_famous_painting" in s.yard.cards.discard
    assert s.yard.statuses == []        # back in a tower one day, it is a new card


# --- the log: every card that leaves the table ----------------------------------------------
def test_cards_an_effect_destroys_are_logged_as_discarded():
    s = position([("stolen_garden_gnome", ["duct_tape"]), "old_tree_stump"], ["robbers_loot_sack"],
                 hands=[["junk_inspector"], []], dice=[1])
    ev = s.apply(0, Play("junk_inspector"))
    discarded = [c for e in ev if e.kind == "cards_discarded" for c in e["cards"]]
    assert discarded == ["stolen_garden_gnome", "duct_tape", "robbers_loot_sack",
                         "junk_inspector"]
    first = kinds(ev).index("junk_destroyed")
    assert kinds(ev)[first - 1] == "cards_discarded"           # as after an attack's hit


def test_reinforcements_an_effect_strips_are_logged_as_discarded():
    s = position([], [("neon_sign", ["barbed_wire", "duct_tape"])],
                 hands=[["rust_spray"], []], phase="attack")
    s.apply(0, Play("rust_spray"))
    ev = settle(s)
    assert only(ev, "reinforcements_stripped")["reinforcements"] == ["barbed_wire", "duct_tape"]
    assert [e["cards"] for e in ev if e.kind == "cards_discarded"] == [
        ["barbed_wire", "duct_tape"], ["rust_spray"]]


def test_a_cancelled_sneak_attacks_result_names_the_seat_that_stopped_it():
    s = position([], ["hay_bale"], ["lawn_mower"],
                 hands=[["stink_bomb"], ["duck"], ["grumpy_guard_dog"]], phase="attack")
    ev = s.apply(0, Play("stink_bomb"))
    assert only(ev, "attack")["defender"] is None
    ev = s.apply(1, Done())
    ev += s.apply(2, Play("grumpy_guard_dog"))
    ev += s.apply(2, Done())
    res = only(ev, "attack_result")
    assert (res["defender"], res["why"], res["hit"]) == (2, "cancelled", False)


# --- rulings ---------------------------------------------------------------------------------
@pytest.mark.parametrize("cid", ["boomerang", "tickle_attack"])
def test_an_attack_a_guard_dog_cancels_has_missed(cid):
    assert card(cid).trigger == "miss"
    s = position([], ["hay_bale"], hands=[[cid], ["grumpy_guard_dog"]], phase="attack",
                 pile=["lawn_mower"])
    target = s.attack_targets(0, cid)[0].card
    s.apply(0, Play(cid, target))
    ev = s.apply(1, Play("grumpy_guard_dog"))
    ev += s.apply(1, Done())
    assert only(ev, "attack_result")["why"] == "cancelled"
    assert only(ev, "miss_effect")["card"] == cid
    back = "boomerang" if cid == "boomerang" else "lawn_mower"
    assert s.yard.cards.hands[0] == [back]
    assert "attack_roll" not in kinds(ev)


def test_a_player_may_still_win_once_the_pile_is_empty():
    # Blue draws the last two cards: the pile is empty but no draw failed, so
    # the match goes on and Blue may spank; the monkey wins at the next draw
    s = position([], ["neon_sign"], hands=[[], []], phase="discard", pile_size=2,
                 monkey=3, dice=[2])
    s.apply(0, Done())
    assert s.yard.cards.view(None)["deck_count"] == 0 and not s.over and s.turn == 1
    s.apply(1, Done())                                          # build
    s.apply(1, Done())                                          # attack
    assert s.phase == "spank"
    ev = s.apply(1, Spank())
    assert s.over and s.winners() == [1] and only(ev, "win")["seats"] == [1]


def test_the_monkey_wins_at_the_first_draw_after_the_pile_ran_out():
    s = position([], [], hands=[[], []], phase="discard", pile_size=2)
    s.apply(0, Done())
    assert not s.over
    while not s.over:
        s.apply(s.turn, Done())
    assert s.end_reason == "pile" and s.winners() == [] and s.turn == 0


def test_two_skips_on_one_seat_take_away_two_phases():
    s = position([], [], [])
    y = s.yard
    y.add_status("skip", 1, "build", 0, 1)
    y.add_status("skip", 1, "build", 2, 2)
    assert sum(st.seat == 1 and st.what == "build" for st in y.statuses) == 2
    assert y.take_skip(1, "build") and y.skipping(1, "build")   # one is used, one is left
    assert y.take_skip(1, "build") and not y.skipping(1, "build")


def test_two_skips_skip_the_next_two_build_phases_in_play():
    s = position([], [], hands=[["lunch_break"], ["hay_bale", "lawn_mower"]], phase="build",
                 dice=[])
    s.apply(0, Play("lunch_break"))
    s.yard.add_status("skip", 1, "build", 0, 99)                # a second one on Blue
    for _ in range(2):
        while s.turn != 1:
            s.apply(s.turn, Done())
        assert s.phase == "attack"                              # Blue's build is gone
        while s.turn == 1:
            s.apply(1, Done())
    while s.turn != 1:
        s.apply(s.turn, Done())
    assert s.phase == "build"


def test_two_extras_give_two_more_junk_cards_this_turn():
    s = position([], [], hands=[["overtime", "bouncy_trampoline", "hay_bale", "lawn_mower",
                                 "neon_sign"], []], phase="build")
    s.apply(0, Play("overtime"))
    s.apply(0, Play("bouncy_trampoline"))                       # its own extra
    assert s.build_left(0, "junk") == 2
    s.apply(0, Play("hay_bale"))
    s.apply(0, Play("lawn_mower"))
    assert tower(s, 0) == ["bouncy_trampoline", "hay_bale", "lawn_mower"]
    with pytest.raises(IllegalAction, match="built a junk card"):
        s.apply(0, Play("neon_sign"))


def test_which_defence_cards_answer_a_sneak_attack_without_a_bonus():
    defence = [c.id for c in DECK() if c.type == "defense"]
    s = position([], ["hay_bale"], hands=[["stink_bomb"], defence], phase="attack")
    s.apply(0, Play("stink_bomb"))
    # in the deck only the Guard Dog: the others lower the attack, or need a
    # die (Hide and Seek) or a target (Oops, Wrong Tower!) it does not have
    assert {a.card for a in s.legal_actions(1) if isinstance(a, Play)} == {"grumpy_guard_dog"}
    with pytest.raises(IllegalAction, match="no target"):
        s.apply(1, Play("oops_wrong_tower"))
    with pytest.raises(IllegalAction, match="no die"):
        s.apply(1, Play("hide_and_seek"))
    with pytest.raises(IllegalAction, match="no bonus to lower"):
        s.apply(1, Play("police_whistle"))


def test_the_rule_text_forbids_only_defence_that_lowers_a_sneak_attack():
    # a defence card that lowers nothing answers it even when it stops nothing
    whistle = card("police_whistle")                            # -1 and a card drawn
    assert sneak_reason(whistle) is not None
    assert sneak_reason(dataclasses.replace(whistle, defense=0)) is None
    lowering = dataclasses.replace(card("grumpy_guard_dog"), effect=(S.Attack(-1),))
    assert sneak_reason(lowering) is not None
    assert sneak_reason(card("grumpy_guard_dog")) is None
