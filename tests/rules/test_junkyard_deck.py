"""Spank the Monkey's deck as data (game/rules/junkyard/deck.toml): 120 unique
cards, the rule text's examples with their stated values, every field in
range, every effect in the vocabulary, and card texts made from the data."""
from __future__ import annotations

import copy
import hashlib
import re
import subprocess
import sys
import tomllib
from collections import Counter
from importlib.resources import files
from pathlib import Path

import pytest

from game.rules.junkyard import deck as D
from game.rules.junkyard import steps as S
from game.rules.junkyard.deck import DECK, BadCard, card, parse_card, parse_deck

ROOT = Path(__file__).resolve().parents[2]
TEXT = files("game.rules.junkyard").joinpath("deck.toml").read_text(encoding="utf-8")
RAW = tomllib.loads(TEXT)["card"]
CARDS = DECK()


# --- size and uniqueness ---------------------------------------------------------------
def test_the_deck_has_exactly_120_cards_with_unique_ids_and_names():
    assert len(CARDS) == 120
    assert len({c.id for c in CARDS}) == 120
    assert len({c.name.casefold() for c in CARDS}) == 120
    assert all(re.fullmatch(r"[a-z][a-z0-9_]{2,31}", c.id) for c in CARDS)


def test_ids_are_stable():
    """Saves and logs name cards by id: renaming one breaks them. If a rename is
    really meant (and old saves are set aside), update this fingerprint."""
    fingerprint = hashlib.sha256(" ".join(sorted(D.ids())).encode()).hexdigest()[:16]
    assert fingerprint == "51d65fd5cfa7479b", fingerprint


def test_the_mix_of_types_and_categories():
    assert Counter(c.type for c in CARDS) == {"junk": 50, "reinforcement": 15, "attack": 25,
                                              "defense": 15, "special": 15}
    cats = Counter(c.category for c in CARDS if c.type == "junk")
    assert set(cats) == set(S.CATEGORIES)
    assert all(7 <= n <= 8 for n in cats.values()), cats
    assert Counter(c.kind for c in CARDS if c.type == "attack") == {"hand": 9, "throwing": 8,
                                                                    "sneak": 8}


# --- the rule text's examples ------------------------------------------------------------
@pytest.mark.parametrize("name, kind, values", [
    ("Pinball Machine", "junk", {"height": 2}),
    ("Neon Sign", "junk", {"height": 3, "strength": 2}),
    ("Metal Fittings", "reinforcement", {"strength": 4}),
    ("Hand Grenade", "attack", {"attack": 4}),
    ("Recycling Station", "junk", {"strength": 5}),
    ("Barbed Wire", "reinforcement", {"strength": 1}),
    ("Satellite Dish", "defense", {"defense": 2}),
])
def test_the_rule_texts_examples_have_their_stated_values(name, kind, values):
    (c,) = [c for c in CARDS if c.name == name]
    assert c.type == kind
    for field, value in values.items():
        assert getattr(c, field) == value, (name, field)


def test_the_rule_texts_worked_example_adds_up():
    """Hand Grenade (+4) on Recycling Station (5) with Barbed Wire (+1), Satellite
    Dish (-2): a 4 is enough."""
    need = card("recycling_station").strength + card("barbed_wire").strength
    mod = card("hand_grenade").attack - card("satellite_dish").defense
    assert need == 6 and mod == 2 and need - mod == 4
    assert card("pinball_machine").height + card("neon_sign").height == 5
    assert card("neon_sign").strength + card("metal_fittings").strength == 6


# --- every card valid ----------------------------------------------------------------------
@pytest.mark.parametrize("c", CARDS, ids=[c.id for c in CARDS])
def test_every_card_is_valid(c):
    assert 3 <= len(c.name) <= 28 and c.flavour and len(c.flavour) <= 60
    if c.type == "junk":
        assert c.category in S.CATEGORIES
        assert c.height in range(1, 5) and c.strength in range(1, 7)
        assert c.kind is None and c.attack == c.defense == 0 and c.when is None
    elif c.type == "reinforcement":
        assert c.strength in range(1, 5) and c.category is None and c.height == 0
    elif c.type == "attack":
        assert c.kind in D.KINDS and c.attack in range(0, 5) and c.strength == 0
        if c.kind == "sneak":
            assert (c.attack > 0) == (c.reach is not None)
            assert c.effect or c.reach is not None
        else:
            assert c.reach is None and (not c.effect or c.trigger == "miss")
    elif c.type == "defense":
        assert c.when in D.DEFENSE_WHEN and c.defense in range(0, 4)
        assert c.defense > 0 or c.effect
    else:
        assert c.type == "special" and c.when in D.SPECIAL_WHEN and c.effect
    for step in S.walk(c.effect):
        assert step.VERB in S.VERBS
        for sel in (getattr(step, "junk", None), getattr(step, "other", None)):
            if isinstance(sel, S.Junk):
                assert sel.owner in S.OWNERS and set(sel.categories) <= set(S.CATEGORIES)
        if step.VERB in S.FIGHT_VERBS:
            assert c.type == "defense" or c.when == "my_roll"


@pytest.mark.parametrize("raw", RAW, ids=[r["id"] for r in RAW])
def test_effects_are_the_data_and_back(raw):
    c = card(raw["id"])
    if "effect" in raw:
        assert S.parse(S.to_data(c.effect)) == c.effect
        assert S.to_data(c.effect) == S.to_data(S.parse(raw["effect"]))
    else:
        assert c.effect == ()


def test_the_vocabulary_is_used():
    """Most verbs appear in the deck; a verb nobody uses is dead weight."""
    used = {s.VERB for c in CARDS for s in S.walk(c.effect)}
    assert used == set(S.VERBS), set(S.VERBS) - used


# --- broken data is refused -------------------------------------------------------------
def junk(**kw):
    base = {"id": "test_card", "name": "Test Card", "type": "junk", "category": "Organic",
            "height": 2, "strength": 3, "flavour": "Test."}
    base.update(kw)
    return {k: v for k, v in base.items() if v is not None}


BROKEN = {
    "bad category": junk(category="Food"),
    "height 0": junk(height=0),
    "height 5": junk(height=5),
    "strength 7": junk(strength=7),
    "strength as text": junk(strength="3"),
    "a junk card with an attack bonus": junk(attack=2),
    "no name": junk(name=None),
    "bad id": junk(id="Test Card"),
    "unknown verb": junk(effect=[{"do": "explode"}]),
    "unknown field": junk(effect=[{"do": "monkey", "by": 1, "loudly": True}]),
    "monkey 0": junk(effect=[{"do": "monkey", "by": 0}]),
    "bad phase": junk(effect=[{"do": "skip", "who": "left", "phase": "lunch"}]),
    "bad owner": junk(effect=[{"do": "destroy", "junk": {"owner": "monkey"}}]),
    "bad selector category": junk(effect=[{"do": "destroy",
                                           "junk": {"owner": "me", "category": "Food"}}]),
    "steal from yourself": junk(effect=[{"do": "steal", "source": "me"}]),
    "a choice inside one_of": junk(effect=[{"do": "one_of", "options": [
        [{"do": "destroy", "junk": {"owner": "opponents"}}], [{"do": "monkey", "by": 1}]]}]),
    "a chosen player's own choice": junk(effect=[{"do": "discard", "who": "an_opponent"}]),
    "a fight verb on junk": junk(effect=[{"do": "cancel"}]),
    "swap needs two": junk(effect=[{"do": "swap", "junk": {"owner": "me"}}]),
    "protect needs one thing": junk(effect=[{"do": "protect"}]),
    "sneak with a bonus and no reach": {"id": "test_card", "name": "Test Card",
                                        "type": "attack", "kind": "sneak", "attack": 2},
    "sneak without anything": {"id": "test_card", "name": "Test Card", "type": "attack",
                               "kind": "sneak"},
    "hand attack with an effect on play": {"id": "test_card", "name": "Test Card",
                                           "type": "attack", "kind": "hand", "attack": 1,
                                           "effect": [{"do": "monkey", "by": 1}]},
    "defense with nothing": {"id": "test_card", "name": "Test Card", "type": "defense",
                             "defense": 0},
    "defense at a bad time": {"id": "test_card", "name": "Test Card", "type": "defense",
                              "defense": 1, "when": "tomorrow"},
    "special without effect": {"id": "test_card", "name": "Test Card", "type": "special",
                               "when": "my_turn"},
    "a roll special that does not touch the roll": {
        "id": "test_card", "name": "Test Card", "type": "special", "when": "my_roll",
        "effect": [{"do": "monkey", "by": 1}]},
    "boomerang on play": {"id": "test_card", "name": "Test Card", "type": "special",
                          "when": "my_turn", "effect": [{"do": "recover", "card": "this"}]},
}


@pytest.mark.parametrize("why", BROKEN)
def test_broken_cards_are_refused(why):
    with pytest.raises(BadCard):
        parse_card(BROKEN[why])


def test_a_good_test_card_is_accepted():
    """(So the refusals above are about what each one breaks.)"""
    assert parse_card(junk()).strength == 3
    assert parse_card(junk(effect=[{"do": "monkey", "by": 1}])).effect == (S.Monkey(1),)


def test_a_deck_of_the_wrong_size_or_with_twins_is_refused():
    head, _, rest = TEXT.partition("\n[[card]]\n")
    cards = ["\n[[card]]\n" + c for c in rest.split("\n[[card]]\n")]
    assert len(cards) == 120
    parse_deck(head + "".join(cards))
    with pytest.raises(BadCard, match="119"):
        parse_deck(head + "".join(cards[1:]))
    twin = cards[0].replace('id = "squashy_sofa"', 'id = "sofa_twin"')
    with pytest.raises(BadCard, match="name"):
        parse_deck(head + "".join(cards[1:] + [twin, cards[0]]))
    with pytest.raises(BadCard, match="id"):
        parse_deck(head + "".join(cards[2:] + [cards[0], cards[0]]))


# --- texts -------------------------------------------------------------------------------
GAME_WORDS = {"reinforcement"}  # the rules' own words, printed on the cards' corners too


@pytest.mark.parametrize("c", CARDS, ids=[c.id for c in CARDS])
def test_every_card_text_is_one_short_line_that_matches_the_numbers(c):
    text = c.text
    assert text.startswith(c.flavour) and "\n" not in text and len(text) <= 140, text
    assert "  " not in text and text.endswith((".", "!", "?"))
    if c.type == "reinforcement":
        assert f"+{c.strength} strength." in text
    if c.type == "attack" and c.attack:
        assert f"attack +{c.attack}" in text
    if c.type == "defense":
        assert (f"Defense -{c.defense}." in text) == (c.defense > 0)
        assert ("after the roll" in text) == (c.when == "after_roll")
    if c.effect or c.type != "junk":
        assert len(text) > len(c.flavour) + 5  # a rule sentence follows the flavour
    words = set(re.findall(r"[A-Za-z']+", text)) - GAME_WORDS
    assert max(len(w) for w in words) <= 12, text  # short words for young readers


def test_texts_follow_the_data():
    assert card("forbidden_fireworks").text.endswith(
        "Roll the die: on 4 or more, destroy an opponent's top junk card.")
    assert "Every Organic junk card" not in card("stinky_compost_heap").text  # imperative form
    assert "Give every Organic junk card in every tower +1 strength." in \
        card("stinky_compost_heap").text
    assert card("junk_inspector").text.endswith(
        "Play on your turn: destroy every Illegal junk card in every tower.")
    assert "hit an opponent's Organic or Leisure junk card" in card("hungry_goat").text
    changed = D._with(card("bunch_of_bananas"), effect=(S.Monkey(3),))
    assert "climbs up 3 steps" in changed.text  # the words come from the data, not the file


# --- purity ------------------------------------------------------------------------------
def test_loading_the_deck_needs_no_pygame():
    code = ("import sys\nfrom game.rules.junkyard.deck import DECK\nDECK()\n"
            "import game.rules.junkyard.effects, game.rules.junkyard.wording\n"
            "print(len(DECK()), any(m == 'pygame' or m.startswith('pygame.') "
            "for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                         text=True, check=True)
    assert out.stdout.split() == ["120", "False"]


def test_the_loaded_deck_is_immutable():
    c = card("neon_sign")
    with pytest.raises(Exception):
        c.strength = 9  # type: ignore[misc]
    assert copy.deepcopy(c) == c
