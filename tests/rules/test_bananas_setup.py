"""The rule book's own set-up (option jungle=players): players take turns laying
the face-down tiles, then planting the trees."""
from __future__ import annotations

import random

import pytest

from game.core.errors import IllegalAction
from game.core.hexgrid import Hex
from game.core.state import Setup
from game.rules.bananas import new_match
from game.rules.bananas.actions import LayTile, PlaceMonkey, PlantTree
from game.rules.bananas.decisions import PlaceMonkeyChoice, PlantChoice, TileChoice
from game.rules.bananas.jungle import Jungle, Placement
from game.rules.bananas.tiles import tiles_for, trees_for
from tests.support.bananas import kinds, of


def players_setup(n, seed):
    return new_match(Setup("bananas", ("human",) * n, seed, None, ("jungle=players",)))


@pytest.mark.parametrize("n", [2, 3, 4])
def test_players_lay_tiles_in_turn_then_plant_trees_in_order(n):
    for seed in range(4):
        st = players_setup(n, seed)
        rng = random.Random(seed)
        events = list(st.opening)
        layers, planters, trees = [], [], []
        while st.phase == "setup" and isinstance(st.pending, (TileChoice, PlantChoice)):
            p = st.pending
            seat = p.seat
            legal = st.legal_actions(seat)
            assert st.to_act() == {seat} and legal
            if isinstance(p, TileChoice):
                layers.append(seat)
                a = rng.choice(legal)
            else:
                planters.append(seat)
                trees.append(p.tree)
                assert all(h in st.jungle.planting_grounds() for h in p.options)
                a = rng.choice(legal)
            events += st.apply(seat, a)
        k = tiles_for(n)
        assert layers == [i % n for i in range(k)]
        assert planters == [(k + i) % n for i in range(len(trees_for(n)))]
        assert trees == list(trees_for(n))
        assert st.jungle.frozen and st.jungle.problems(n) == []
        assert kinds(events).count("tile_laid") == k
        assert kinds(events).index("jungle") > kinds(events).index("tree_planted")
        assert of(events, "bananas")[0]["total"] == (12 if n == 2 else 14)
        assert isinstance(st.pending, PlaceMonkeyChoice)


def test_tile_laying_rule_is_enforced_with_reasons():
    st = players_setup(2, 5)
    first = st.pending.tile
    assert len(st.legal_actions(0)) == 6  # the first tile: any turn, at the centre
    st.apply(0, LayTile(0, 0, 0))
    assert st.pending.seat == 1
    with pytest.raises(IllegalAction, match="cover"):
        st.apply(1, LayTile(0, 0, 0))
    with pytest.raises(IllegalAction, match="touch the jungle"):
        st.apply(1, LayTile(0, 9, 9))
    with pytest.raises(IllegalAction, match="Lay the tile"):
        st.apply(1, PlaceMonkey(0, 0))
    legal = st.legal_actions(1)
    for a in legal:
        pl = Placement(st.pending.tile, a.rotation, Hex(a.q, a.r))
        assert st.jungle.contacts(pl.cells()) == 1
    ev = st.apply(1, legal[0])
    assert of(ev, "tile_laid")[0]["seat"] == 1 and first in {p.tile for p in st.jungle.placements}


def test_trees_only_on_free_planting_grounds():
    st = players_setup(2, 2)
    while isinstance(st.pending, TileChoice):
        s = st.pending.seat
        st.apply(s, st.legal_actions(s)[0])
    p = st.pending
    assert isinstance(p, PlantChoice) and p.tree == 1
    with pytest.raises(IllegalAction, match="planting ground|on the path|on it"):
        h = next(iter(st.jungle.numbers))
        st.apply(p.seat, PlantTree(h.q, h.r))
    g = p.options[0]
    st.apply(p.seat, PlantTree(g.q, g.r))
    p2 = st.pending
    assert p2["tree"] == 2 and g not in p2["options"]
    with pytest.raises(IllegalAction, match="Another tree"):
        st.apply(p2["seat"], PlantTree(g.q, g.r))


def test_a_jungle_without_room_for_the_trees_is_laid_again():
    st = players_setup(3, 1)
    st.jungle = Jungle()
    st.jungle.place(Placement(1, 0, Hex(0, 0)))
    st.pending = None
    st.agenda = [("check_grounds",), ("plant", 0, 1), ("place_monkey", 0)]
    st._ev = []
    st._pump()
    assert kinds(st._ev)[:2] == ["jungle_relaid", "tile_drawn"]
    assert isinstance(st.pending, TileChoice) and len(st.jungle.placements) == 0


def test_clone_during_setup_copies_the_unfinished_jungle():
    st = players_setup(2, 3)
    twin = st.clone()
    st.apply(0, st.legal_actions(0)[0])
    assert twin.jungle is not st.jungle and not twin.jungle.placements
    assert len(st.jungle.placements) == 1
