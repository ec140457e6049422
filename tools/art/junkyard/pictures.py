"""The table of cards (id -> drawer and parameters) and the picture drawn from it."""
from __future__ import annotations

import random

from .. import palette as P
from ..canvas import Canvas
from .parts import GOLD, H, INK, RED, W, seed_of
from .fallbacks import BASE, background, base_special
from .furniture import d_armchair, d_bookshelf, d_bunk_bed, d_piano, d_sofa, d_toilet, d_wardrobe
from .illegal import d_chest, d_cones, d_ducks, d_fireworks, d_gnome, d_painting, d_sack
from .organic import d_banana_crate, d_bone, d_compost, d_hay, d_peels, d_pumpkin, d_stump
from .vehicles import d_bicycle, d_bumper_car, d_bus, d_cart, d_ice_cream_van, d_rowboat, d_tractor
from .machines import (d_computer, d_fridge, d_mixer, d_mower, d_recycler, d_robot, d_vending,
                       d_washer)
from .decorations import d_chandelier, d_disco, d_flamingo, d_neon, d_statue, d_totem, d_xmas
from .leisure import (d_bouncy_castle, d_carousel_horse, d_claw, d_hot_tub, d_pinball, d_ramp,
                      d_trampoline)
from .reinforcements import (d_barbed_wire, d_beam, d_bricks, d_chains, d_concrete, d_duct_tape,
                             d_fittings, d_glue, d_goose, d_honey, d_horseshoe, d_nails, d_planks,
                             d_scaffold, d_tyres)
from .attacks_hand import (d_chop, d_crowbar, d_headbutt, d_kick, d_mallet, d_pillow, d_shove,
                           d_sledgehammer, d_tickle)
from .attacks_throwing import (d_boomerang, d_boot, d_bowling, d_catapult, d_coconut, d_grenade,
                               d_tomato, d_water_balloon)
from .attacks_sneak import (d_goat, d_mole, d_monkey_business, d_parrot, d_spray, d_stink_bomb,
                            d_termites, d_tow_truck)
from .defences import (d_bees, d_bin_lid, d_cone_wall, d_dish, d_dog, d_duck, d_hide, d_mattress,
                       d_pillow_fort, d_sandbags, d_saucepan, d_sock, d_umbrella, d_whistle,
                       d_wrong_tower)
from .specials import (d_bananas, d_coffee, d_do_over, d_dumpster, d_force_field, d_inspector,
                       d_lucky_find, d_overtime, d_sandwich, d_sneeze, d_spinach, d_swap,
                       d_swap_meet, d_trumpet, d_wobbly_ground)


def picture(card):
    """The 200x140 picture of one card (a pygame.Surface)."""
    rng = random.Random(seed_of(card.id))
    cv = Canvas(W, H, ss=3, clear=(*INK, 255))
    background(cv, card, rng)
    entry = ART.get(card.id)
    if entry is None:
        key = card.category if card.type == "junk" else card.type
        BASE.get(key or "", base_special)(cv, rng, {"kind": card.kind})
    else:
        fn, params = entry
        fn(cv, rng, dict(params))
    return cv.result()


ART: dict[str, tuple] = {
    # furniture
    "squashy_sofa": (d_sofa, {"col": RED}),
    "wobbly_wardrobe": (d_wardrobe, {"col": P.WOOD, "tilt": -6}),
    "creaky_bunk_bed": (d_bunk_bed, {}),
    "grandpas_armchair": (d_armchair, {"col": (90, 150, 100)}),
    "out_of_tune_piano": (d_piano, {}),
    "leaning_bookshelf": (d_bookshelf, {"tilt": 8}),
    "golden_toilet": (d_toilet, {"col": GOLD}),
    # illegal
    "stolen_garden_gnome": (d_gnome, {}),
    "pirate_treasure_chest": (d_chest, {}),
    "fake_famous_painting": (d_painting, {}),
    "smuggled_rubber_ducks": (d_ducks, {}),
    "stolen_traffic_cones": (d_cones, {}),
    "forbidden_fireworks": (d_fireworks, {}),
    "robbers_loot_sack": (d_sack, {"word": "SWAG"}),
    # organic
    "stinky_compost_heap": (d_compost, {}),
    "giant_rotten_pumpkin": (d_pumpkin, {}),
    "crate_of_old_bananas": (d_banana_crate, {}),
    "old_tree_stump": (d_stump, {}),
    "hay_bale": (d_hay, {}),
    "mountain_of_banana_peels": (d_peels, {}),
    "giant_dinosaur_bone": (d_bone, {}),
    # vehicles
    "rusty_bicycle": (d_bicycle, {"col": (200, 90, 40)}),
    "squeaky_shopping_cart": (d_cart, {}),
    "double_decker_bus": (d_bus, {"col": (226, 50, 50)}),
    "tired_tractor": (d_tractor, {"col": (60, 160, 70)}),
    "bumper_car": (d_bumper_car, {"col": (50, 160, 230)}),
    "leaky_rowboat": (d_rowboat, {}),
    "ice_cream_van": (d_ice_cream_van, {}),
    # machines
    "recycling_station": (d_recycler, {}),
    "washing_machine": (d_washer, {}),
    "humming_fridge": (d_fridge, {}),
    "grumpy_robot": (d_robot, {}),
    "jammed_vending_machine": (d_vending, {}),
    "lawn_mower": (d_mower, {}),
    "ancient_computer": (d_computer, {}),
    "cement_mixer": (d_mixer, {}),
    # decorations
    "neon_sign": (d_neon, {"word": "OPEN"}),
    "plastic_flamingo": (d_flamingo, {}),
    "disco_ball": (d_disco, {}),
    "headless_statue": (d_statue, {}),
    "christmas_tree_in_july": (d_xmas, {}),
    "dusty_chandelier": (d_chandelier, {}),
    "giant_totem_pole": (d_totem, {}),
    # leisure
    "pinball_machine": (d_pinball, {}),
    "bouncy_trampoline": (d_trampoline, {}),
    "deflated_bouncy_castle": (d_bouncy_castle, {}),
    "carousel_horse": (d_carousel_horse, {}),
    "claw_machine": (d_claw, {}),
    "skateboard_ramp": (d_ramp, {}),
    "bubbling_hot_tub": (d_hot_tub, {}),
    # reinforcements
    "metal_fittings": (d_fittings, {}),
    "barbed_wire": (d_barbed_wire, {}),
    "duct_tape": (d_duct_tape, {}),
    "super_glue": (d_glue, {}),
    "wooden_planks": (d_planks, {}),
    "pile_of_bricks": (d_bricks, {}),
    "wet_concrete": (d_concrete, {}),
    "big_iron_chains": (d_chains, {}),
    "steel_beam": (d_beam, {}),
    "bent_nails": (d_nails, {}),
    "wobbly_scaffolding": (d_scaffold, {}),
    "stack_of_tyres": (d_tyres, {}),
    "guard_goose": (d_goose, {}),
    "lucky_horseshoe": (d_horseshoe, {}),
    "pot_of_honey": (d_honey, {}),
    # attacks: hand
    "karate_chop": (d_chop, {}),
    "big_kick": (d_kick, {}),
    "mighty_shove": (d_shove, {}),
    "rubber_mallet": (d_mallet, {}),
    "pillow_whack": (d_pillow, {}),
    "crowbar": (d_crowbar, {}),
    "sledgehammer": (d_sledgehammer, {}),
    "angry_headbutt": (d_headbutt, {}),
    "tickle_attack": (d_tickle, {}),
    # attacks: throwing
    "hand_grenade": (d_grenade, {}),
    "rotten_tomato": (d_tomato, {}),
    "boomerang": (d_boomerang, {}),
    "water_balloon": (d_water_balloon, {}),
    "bowling_ball": (d_bowling, {}),
    "smelly_old_boot": (d_boot, {}),
    "flying_coconut": (d_coconut, {}),
    "toy_catapult": (d_catapult, {}),
    # attacks: sneak
    "hungry_termites": (d_termites, {}),
    "digging_mole": (d_mole, {}),
    "pickpocket_parrot": (d_parrot, {}),
    "sneaky_tow_truck": (d_tow_truck, {}),
    "rust_spray": (d_spray, {}),
    "hungry_goat": (d_goat, {}),
    "stink_bomb": (d_stink_bomb, {}),
    "monkey_business": (d_monkey_business, {}),
    # defences
    "satellite_dish": (d_dish, {}),
    "big_umbrella": (d_umbrella, {}),
    "bin_lid_shield": (d_bin_lid, {}),
    "pillow_fort": (d_pillow_fort, {}),
    "old_mattress": (d_mattress, {}),
    "lucky_sock": (d_sock, {}),
    "grumpy_guard_dog": (d_dog, {}),
    "traffic_cone_wall": (d_cone_wall, {}),
    "hide_and_seek": (d_hide, {}),
    "oops_wrong_tower": (d_wrong_tower, {}),
    "saucepan_helmet": (d_saucepan, {}),
    "angry_bees": (d_bees, {}),
    "police_whistle": (d_whistle, {}),
    "duck": (d_duck, {}),
    "sandbags": (d_sandbags, {}),
    # specials
    "bunch_of_bananas": (d_bananas, {}),
    "loud_trumpet": (d_trumpet, {}),
    "overtime": (d_overtime, {}),
    "coffee_break": (d_coffee, {}),
    "lunch_break": (d_sandwich, {}),
    "dumpster_dive": (d_dumpster, {}),
    "boss_says_swap": (d_swap, {}),
    "wobbly_ground": (d_wobbly_ground, {}),
    "lucky_find": (d_lucky_find, {}),
    "junk_swap_meet": (d_swap_meet, {}),
    "do_over": (d_do_over, {}),
    "spinach_power": (d_spinach, {}),
    "force_field": (d_force_field, {}),
    "monkey_sneeze": (d_sneeze, {}),
    "junk_inspector": (d_inspector, {}),
}
