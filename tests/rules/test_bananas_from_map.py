"""A bananas match can start on a curated Tiled jungle (option jungle=<name>)."""
from __future__ import annotations

import pytest

from game.core.errors import BadSetup
from game.core.state import Setup
from game.maps.bananas import JUNGLES, list_jungles, load_jungle
from game.rules import bananas


def new_match(setup):
    return bananas.new_match(setup, JUNGLES)  # the spec hands its maps in the same way


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_listed_jungle_starts_a_match(players):
    names = [j.name for j in list_jungles(players)]
    assert len(names) >= 3
    for name in names:
        st = new_match(Setup("bananas", ("random",) * players, 5, None, (f"jungle={name}",)))
        view, jmap = st.view(None), load_jungle(name)
        assert {(q, r, num) for q, r, num, _tile in view["hexes"]} == {
            (h.q, h.r, num) for h, num in jmap.numbers().items()}
        want = {(t, (c.q, c.r)) for t, c in jmap.trees if t <= (5 if players == 2 else 6)}
        assert {(t["tree"], tuple(t["cell"])) for t in view["trees"]} == want


def test_unknown_or_wrong_size_jungle_is_refused_clearly():
    with pytest.raises(BadSetup, match="no-such-jungle"):
        new_match(Setup("bananas", ("random", "random"), 1, None, ("jungle=no-such-jungle",)))
    four = list_jungles(4)[0].name
    with pytest.raises(BadSetup):
        new_match(Setup("bananas", ("random", "random"), 1, None, (f"jungle={four}",)))
    with pytest.raises(BadSetup, match="Jungle"):
        new_match(Setup("bananas", ("random", "random"), 1, None, ("jungle=../etc",)))


def test_lobby_offers_exactly_the_shipped_jungles():
    from game.core import registry
    spec = registry.spec("bananas")
    shipped = {j.name for p in (2, 3, 4) for j in list_jungles(p)}
    offered = set(spec.choices("jungle")) - {"random", "players"}
    assert offered == shipped
    assert set(spec.choices("jungle", players=4)) - {"random", "players"} == \
        {j.name for j in list_jungles(4)}
    titles = {spec.label("jungle", m) for m in offered}
    assert titles == {j.title for j in list_jungles()}


def test_rules_refuse_a_map_without_a_map_source():
    with pytest.raises(BadSetup, match="map"):
        bananas.new_match(Setup("bananas", ("random", "random"), 1, None,
                                (f"jungle={sorted(JUNGLES.names(2))[0]}",)))
