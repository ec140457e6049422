"""The OpenSpiel adapter (game/interop/openspiel.py): every registered game
passes OpenSpiel's own random_sim_test at every player count, plays exactly
as the headless runner plays, shows each seat only its view and its copy of
the log, and wraps a newly registered game without a change."""
from __future__ import annotations

import json
import random
import sys

import pytest

from game.core import registry
from game.core.headless import play
from game.core.seats import SYSTEM
from game.core.state import Option, Setup

# `make test` installs the [openspiel] extra: a missing pyspiel fails here,
# it is never skipped (a skip would hide the adapter not being tried at all)
import pyspiel  # noqa: E402

import game.interop.openspiel as osp  # noqa: E402

SPECS = registry.specs()
# Settings that keep a random match short, so the whole file stays a few
# seconds a game (random monkeys in Treefort fell 12 coins a player slowly);
# a game not named here plays its defaults. Defaults are covered at 2 players.
SHORT = {"treefort": {"coins": 4}, "codes": {"max_rounds": 20}, "bananas": {"max_rounds": 30}}
CONFIGS = [(s.id, n) for s in SPECS for n in range(s.min_players, s.max_players + 1)]
# Settings under which the table's own actor acts (Going Bananas' hidden timer
# at level 7, Bot 255's clock in a timed game): by default it never does.
TIMED = {"bananas": {"level": 7}, "bot255": {"minutes": 10}}
CASES = [(s.id, {}) for s in SPECS] + list(TIMED.items())
CASE_IDS = [s.id for s in SPECS] + [f"{g}-timed" for g in TIMED]


def load(game_id: str, players: int, **params):
    return pyspiel.load_game(f"arcade_{game_id}",
                             {"players": players, **SHORT.get(game_id, {}), **params})


@pytest.mark.parametrize("game_id,players", CONFIGS, ids=[f"{g}-{n}" for g, n in CONFIGS])
def test_every_game_and_player_count_passes_random_sim_test(game_id, players):
    game = load(game_id, players)
    assert game.num_players() == players
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("spec", SPECS, ids=[s.id for s in SPECS])
def test_default_settings_pass_random_sim_test(spec):
    game = pyspiel.load_game(f"arcade_{spec.id}")
    assert game.num_players() == min(max(2, spec.min_players), spec.max_players)
    assert game.max_game_length() == spec.max_actions(Setup(spec.id, ("random",) * 2))
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize("game_id,params", list(TIMED.items()), ids=list(TIMED))
def test_timed_settings_pass_random_sim_test(game_id, params):
    game = load(game_id, 2, **params)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def random_match(game_id: str, players: int, seed: int, steps: int | None = None, **params):
    """An adapter match of random moves: the state and (seat, action JSON) per move."""
    rng = random.Random(seed)
    state = load(game_id, players, seed=seed, **params).new_initial_state()
    state.apply_action(rng.randrange(len(state.chance_outcomes())))
    moves = []
    while not state.is_terminal() and (steps is None or len(moves) < steps):
        seat, action = state.current_player(), rng.choice(state.legal_actions())
        moves.append((seat, json.loads(state.action_to_string(seat, action))))
        state.apply_action(action)
    return state, moves


class Scripted:
    """Plays, for whichever seat the headless runner asks, the next recorded move."""

    def __init__(self, spec, moves):
        self.spec, self.moves = spec, iter(moves)

    def choose(self, view, legal):
        return self.spec.codec.from_json(next(self.moves)[1])


@pytest.mark.parametrize("game_id,params", CASES, ids=CASE_IDS)
def test_a_match_is_played_as_headless_play_plays_it_and_each_seat_sees_its_copy_of_the_log(
        game_id, params):
    spec = registry.spec(game_id)
    players = min(3, spec.max_players)
    state, moves = random_match(game_id, players, seed=11, **params)
    assert state.is_terminal()
    # the same moves through the headless runner: it asks the lowest seat to
    # act and lets the table act before every decision
    bot = Scripted(spec, moves)
    settings = {**SHORT.get(game_id, {}), **params}
    variants = tuple(v for k, x in settings.items() if (v := spec.option(k).variant(x)))
    setup = Setup(game_id, ("random",) * players, 11 + state.history()[0], variants=variants)
    match = play(setup, bots=dict.fromkeys(range(players), bot))
    assert [s.seat for s in match.record.steps if s.seat >= 0] == [seat for seat, _ in moves]
    assert len(state.history()) == 1 + len(moves)   # the table's actions are no moves
    if params:
        assert any(s.seat == SYSTEM for s in match.record.steps), "the table never acted"
    assert state.returns() == [float(x) for x in match.state.scores()]
    for seat in [None, *range(players)]:
        # the record's own copy for that seat, without the set-up and result lines
        want = json.loads(json.dumps(match.record.lines(seat)[1:-1]))
        assert state.seen(seat) == want, f"seat {seat}'s copy of the log differs"


@pytest.mark.parametrize("spec", SPECS, ids=[s.id for s in SPECS])
def test_a_seats_strings_do_not_change_when_other_seats_secrets_do(spec):
    """At points of a match, each seat's world is drawn again from its view
    (`spec.sample_state`: every secret it cannot see drawn anew); its
    observation and information state strings stay the same, while another
    seat's strings show when its secrets did change."""
    players = min(3, spec.max_players)
    rng = random.Random(5)
    state, _ = random_match(spec.id, players, seed=5, steps=0)
    changed = 0
    for step in range(200):
        if state.is_terminal():
            break
        if step % 13 == 0:
            for seat in range(players):
                view = state.rules_state.view(seat)
                other = state.clone()
                other._table.state = spec.sample_state(view, seat, rng)
                other._table._forget()  # the strings are made again from the new world
                assert other.observation_string(seat) == state.observation_string(seat)
                assert other.information_state_string(seat) == \
                    state.information_state_string(seat)
                changed += sum(other.observation_string(o) != state.observation_string(o)
                               for o in range(players) if o != seat)
        state.apply_action(rng.choice(state.legal_actions()))
    # a game whose log holds secrets (lines only some seats see) has worlds to draw
    has_secrets = any("to" in line for s in range(players) for line in state.seen(s))
    assert changed or not has_secrets, f"{spec.id}: no drawn world changed anything"


def test_the_information_state_holds_the_seats_whole_history():
    """Two moments whose views are the same still differ by the log (perfect
    recall), and the observation (the view alone) need not."""
    state, _ = random_match("codes", 2, seed=3, steps=4)
    info = state.information_state_string(0)
    assert info.startswith(state.observation_string(0) + "\nlog ")
    lines = len(state.seen(0))
    assert f"log {lines} lines " in info
    after = state.clone()
    after.apply_action(after.legal_actions()[0])
    assert after.information_state_string(0) != info


def test_action_ids_number_the_legal_moves_in_order_of_their_json():
    state, _ = random_match("junkyard", 2, seed=4, steps=6)
    seat = state.current_player()
    ids = state.legal_actions()
    texts = [state.action_to_string(seat, a) for a in ids]
    assert ids == list(range(len(ids))) and texts == sorted(texts)
    legal = state.rules_state.legal_actions(seat)
    assert sorted(json.dumps(a.to_json(), sort_keys=True, separators=(",", ":"))
                  for a in legal) == texts


def test_the_opening_draw_is_the_match_seed():
    game = load("codes", 2, seed=40)
    state = game.new_initial_state()
    assert state.is_chance_node() and len(state.chance_outcomes()) == osp.WORLDS
    state.apply_action(2)
    from game.core.match import Match
    match = Match(Setup("codes", ("random", "random"), 42, variants=("max_rounds=20",)))
    assert state.rules_state.view(0) == match.state.view(0)


def test_bad_parameters_are_refused_with_a_sentence():
    with pytest.raises(Exception, match="players is 2 to 8, not 9"):
        pyspiel.load_game("arcade_codes", {"players": 9})
    with pytest.raises(Exception, match="coins is one of 4, 8, 12, 16, not 5"):
        pyspiel.load_game("arcade_treefort", {"coins": 5})
    with pytest.raises(Exception, match="Unknown parameter 'colour'"):
        pyspiel.load_game("arcade_junkyard", {"colour": "red"})


def test_a_game_added_to_the_registry_is_wrapped_by_itself(register_game):
    from tests.core import toygame
    target = Option("target", "Target", "The total that ends the match.", (10, 20), 10)
    register_game(toygame.spec(options=(target,), max_actions=lambda setup: 200))
    assert "arcade_toy" in osp.register_all()
    game = pyspiel.load_game("arcade_toy", {"players": 4, "target": 20})
    assert game.num_players() == 4 and game.max_game_length() == 200
    pyspiel.random_sim_test(game, num_sims=3, serialize=False, verbose=False)
    state = game.new_initial_state()
    state.apply_action(0)
    assert state.rules_state.target == 20   # the option reached the rules
    # the toy's secret numbers: each seat's strings hold its own and no other
    for seat in range(4):
        mine = json.dumps({"event": "secret", "seat": seat,
                           "value": state.rules_state.secret[seat], "to": [seat]},
                          sort_keys=True, separators=(",", ":"))
        assert [line["seat"] for line in state.seen(seat)] == [seat]
        assert mine in {json.dumps({k: v for k, v in line.items() if k != "type"},
                                   sort_keys=True, separators=(",", ":"))
                        for line in state.seen(seat)}


def test_without_open_spiel_the_adapter_names_the_extra(monkeypatch):
    monkeypatch.setitem(sys.modules, "pyspiel", None)   # as if not installed
    monkeypatch.delitem(sys.modules, "game.interop.openspiel")
    import importlib
    with pytest.raises(ImportError, match=r"pip install 'monkey-arcade\[openspiel\]'"):
        importlib.import_module("game.interop.openspiel")


def test_an_observer_without_private_information_shows_the_spectators_view():
    from open_spiel.python.observation import make_observation
    state, _ = random_match("codes", 3, seed=8, steps=10)
    public = pyspiel.PrivateInfoType.NONE
    observer = make_observation(state.get_game(), pyspiel.IIGObservationType(
        perfect_recall=True, public_info=True, private_info=public))
    texts = {observer.string_from(state, seat) for seat in range(3)}
    assert len(texts) == 1   # the same for every seat
    view, log = texts.pop().split("\nlog ")
    assert json.loads(view) == state.rules_state.view(None)
    assert log.startswith(f"{len(state.seen(None))} lines ")
    assert len(state.seen(None)) < len(state.seen(0))   # seat 0 also saw its secrets
    with pytest.raises(ValueError, match="a seat's view or the spectator's"):
        make_observation(state.get_game(), pyspiel.IIGObservationType(
            perfect_recall=False, public_info=True,
            private_info=pyspiel.PrivateInfoType.ALL_PLAYERS))
