"""The conformance suite: what every registered game must do, checked on every
GameSpec the arcade knows, so a new game is held to it from its first commit.

- random playouts over every player count and every option end, within the
  game's declared maximum number of actions, without an exception;
- the record of each replays exactly, and its JSON Lines text round-trips;
- every action and event of them has words for the log that never fail;
- clone() is independent of the original;
- view(seat) is strict JSON and does not change whatever the other seats'
  secrets are: states rebuilt from that view by `sample_state`, with every
  hidden part drawn again, show the seat the same view and offer it the same
  legal actions, at many points of the playouts of every option and early in
  playouts where any two options' choices meet;
- a view's size does not grow with the number of actions: late in a long
  playout it is within a small factor of its size early on (tools/bench.py
  views times it);
- illegal input of any type (wrong seat, seat True / 1.0 / out of range,
  another seat's or an earlier phase's actions, fields of the wrong type or
  out of range, other games' actions, things that are not actions) raises
  IllegalAction and changes nothing, and `allows` says no to exactly what
  `apply` refuses;
- game/core, game/rules and game/ai never import pygame;
- two runs of the same seeded bot match give identical logs.
"""
from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import registry
from game.core.actions import well_formed
from game.core.errors import IllegalAction
from game.core.headless import play
from game.core.match import Match
from game.core.record import parse
from game.core.seats import BOT_KINDS, SYSTEM
from game.core.state import Setup
from tests.support.conformance import (fingerprint, foreign_actions, mangled, option_pairs,
                                       playable, playout, setups, strict_json)

SPECS = registry.specs()
IDS = [s.id for s in SPECS]
ROOT = Path(__file__).resolve().parents[2]


def spec_param():
    return pytest.mark.parametrize("spec", SPECS, ids=IDS)


def test_every_built_game_is_on_the_menu_and_registered():
    assert IDS, "no game is registered"
    built = [m.id for m in registry.menu() if m.built]
    assert built == IDS
    for spec in SPECS:
        assert spec.min_players >= 1 and spec.max_players >= spec.min_players
        assert spec.rules_version and spec.codec.by_kind
        for name in spec.lobby_options:
            spec.option(name)  # the lobby's picks are real options


# Points of a playout (actions played) where the samplers and the view's size
# are checked: dense early, then further and further apart.
PROBES = frozenset([0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987, 1597, 2584,
                    4181, 6765])
LONG = 400        # a playout at least this long shows whether a view grows
EARLY = (50, 150)  # ...comparing its size over these actions
GROWTH = 2.0      # ...with its size after half the playout
PAIRS_STOP = 60   # actions of each playout over a pair of options


class _Probe:
    """Run before each action of a playout: at the PROBES, every seat's view is
    rebuilt by `sample_state` (same view, same legal actions), and the views'
    size is noted."""

    def __init__(self, spec, seed: int):
        self.spec, self.rng, self.sizes = spec, random.Random(seed), {}

    def __call__(self, m: Match) -> None:
        k = len(m.record.steps)
        if k not in PROBES:
            return
        st, spec = m.state, self.spec
        size = 0
        for seat in [None, *range(m.setup.players)]:
            v = st.view(seat)
            size = max(size, len(json.dumps(v)))
            twin = spec.sample_state(v, seat, self.rng)
            assert twin.view(seat) == v, (
                f"{spec.id} {m.setup.variants} after {k} actions: seat {seat}'s view changed "
                "when its hidden parts were drawn again")
            if seat is not None:
                assert twin.legal_actions(seat) == st.legal_actions(seat), (
                    f"{spec.id} {m.setup.variants} after {k} actions: seat {seat} is offered "
                    "other actions in a state rebuilt from its view")
        self.sizes[k] = size

    def check_growth(self, m: Match) -> bool:
        """A long playout's views late are within GROWTH of its views early."""
        n = len(m.record.steps)
        if n < LONG:
            return False
        early = max(v for k, v in self.sizes.items() if EARLY[0] <= k <= EARLY[1])
        late = {k: v for k, v in self.sizes.items() if k >= n // 2}
        assert late and max(late.values()) <= GROWTH * early, (
            f"{self.spec.id} {m.setup.variants}: a view's size grows with the match: "
            f"{early} characters around action {EARLY[1]}, then {late}")
        return True


@spec_param()
def test_random_playouts_over_every_player_count_and_option_end_and_replay(spec):
    played = 0
    for setup in setups(spec):
        if not playable(spec, setup):
            continue
        probe = _Probe(spec, setup.seed)
        m = playout(setup, random.Random(setup.seed), every=probe)
        probe.check_growth(m)
        played += 1
        if played <= 12:
            _words_never_fail(spec, m)
        assert m.state.winners() == m.record.result["winners"]
        assert len(m.state.scores()) == setup.players
        text = m.record.text()
        again = Match.replay(parse(text))
        assert again.record.text() == text
    # every player count and most options could be played
    assert played >= spec.max_players - spec.min_players + 1 + len(spec.options)


@spec_param()
def test_samplers_agree_with_what_each_seat_saw_with_any_two_options_together(spec):
    # the start of a playout (where PROBES are dense) for every pair of options'
    # choices: a sampler that misses what two options do together (the
    # cooperative memory game) is found here
    played = 0
    for setup in option_pairs(spec):
        playout(setup, random.Random(setup.seed), every=_Probe(spec, setup.seed), stop=PAIRS_STOP)
        played += 1
    assert played >= max((len(spec.choices(o.name)) for o in spec.options), default=0)


def _words_never_fail(spec, m: Match) -> None:
    """The log's sentences come from the spec: each is a string (an event may be
    silent: None), for every action and event of a playout, whoever reads."""
    names = [f"Seat {k}" for k in range(m.setup.players)]
    view = m.state.view(None)
    for step in m.record.steps:
        said = spec.describe_action(step.action, view, step.seat)
        assert isinstance(said, str) and said
        if spec.describe_event is not None:
            for ev in step.events:
                line = spec.describe_event(ev, view, names)
                assert line is None or (isinstance(line, str) and line)


def _walk(spec, seed: int, players: int, stops: int = 12):
    """States along one random playout (kept as clones), for the checks below."""
    rng = random.Random(seed)
    seen = []
    m = Match(Setup(spec.id, ("random",) * players, seed))
    every = max(1, spec.max_actions(m.setup) // 4000)
    k = 0

    def keep(match):
        nonlocal k
        k += 1
        if k % every == 0 or len(seen) < 3:
            seen.append(match.state.clone())

    playout(m.setup, rng, every=keep)
    step = max(1, len(seen) // stops)
    return seen[::step][:stops + 1]


@spec_param()
def test_clones_are_independent(spec):
    for st in _walk(spec, 5, spec.min_players, stops=6):
        if st.over:
            continue
        before = fingerprint(st)
        twin = st.clone()
        seat = min(twin.to_act())
        twin.apply(seat, random.Random(1).choice(twin.legal_actions(seat)))
        assert fingerprint(st) == before, "playing on a clone changed the original"
        twin2 = st.clone()
        seat = min(st.to_act())
        st.apply(seat, st.legal_actions(seat)[0])
        assert fingerprint(twin2) == fingerprint(twin2.clone())
        assert twin2.view(None) != st.view(None) or twin2.over == st.over


@spec_param()
def test_views_are_json_and_the_same_whatever_the_others_hold(spec):
    rng = random.Random(7)
    for players in {spec.min_players, spec.max_players}:
        for st in _walk(spec, 11 + players, players):
            for seat in [None, *range(players)]:
                v = st.view(seat)
                strict_json(v, f"{spec.id} view({seat})")
                assert json.loads(json.dumps(v)) == v
                for _ in range(2):
                    twin = spec.sample_state(v, seat, rng)
                    assert twin.view(seat) == v, (
                        f"{spec.id}: seat {seat}'s view changed when the hidden parts were "
                        "drawn again")
                    if seat is not None:
                        assert twin.legal_actions(seat) == st.legal_actions(seat)


@spec_param()
def test_illegal_input_of_any_type_raises_and_changes_nothing(spec):
    foreign = foreign_actions(spec)
    earlier: list = []
    for st in _walk(spec, 3, spec.max_players, stops=10):
        if st.over:
            continue
        acting = st.to_act()
        legal = {s: st.legal_actions(s) for s in range(st.setup.players)}
        allowed = {s: set(a) for s, a in legal.items()}
        attempts = []
        for s in range(st.setup.players):
            if s not in acting:
                attempts += [(s, a) for a in legal[min(acting)][:3]]  # another seat's move
        some = legal[min(acting)][:4]
        for a in some:
            attempts += [(bad, a) for bad in (True, False, 1.0, None, "0", st.setup.players,
                                               -2, 99, [0])]
            attempts += [(min(acting), m) for m in mangled(a)]
        attempts += [(min(acting), a) for a in earlier[-6:]]
        attempts += [(min(acting), a) for a in foreign]
        attempts += [(min(acting), x) for x in (None, 1, "flip", {"kind": "flip", "pos": 0},
                                                 some[0].to_json())]
        attempts += [(SYSTEM, a) for a in some]
        before = fingerprint(st)
        views = [json.dumps(st.view(s)) for s in [None, *range(st.setup.players)]]
        attempts += [(s, a) for s in acting for a in legal[s][:20]]
        for seat, action in attempts:
            if st.allows(seat, action):
                # that one happens to be legal: apply takes it too
                st.clone().apply(seat, action)
                continue
            with pytest.raises(IllegalAction):
                st.apply(seat, action)
            assert fingerprint(st) == before, f"{spec.id}: {seat!r} {action!r} changed the state"
            assert not (type(seat) is int and _among(action, allowed.get(seat, ()))
                        and well_formed(action, st.CODEC)), (
                f"{spec.id}: {seat!r} {action!r} is listed as legal but refused")
        assert views == [json.dumps(st.view(s)) for s in [None, *range(st.setup.players)]]
        earlier += some


def _among(action, allowed) -> bool:
    try:
        return action in allowed
    except TypeError:  # unhashable: certainly not one of the legal actions
        return False


def test_core_rules_and_bots_never_import_pygame():
    mods = ["game.core." + p.stem for p in (ROOT / "game/core").glob("*.py")]
    mods += ["game.games"] + ["game.rules." + p.name for p in (ROOT / "game/rules").iterdir()
                              if p.is_dir() and (p / "__init__.py").exists()]
    # every module under game/ai, its packages' modules too (a bot split into a
    # package must not bring pygame back through a module nobody imports here)
    mods += [".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
             for p in (ROOT / "game/ai").rglob("*.py")]
    code = ("import sys\n"
            f"for m in {mods!r}:\n    __import__(m)\n"
            "from game.core import registry\n"
            "for s in registry.specs():\n"
            "    st = s.new(__import__('game.core.state', fromlist=['Setup']).Setup("
            "s.id, ('random',) * s.min_players, 1))\n"
            "    s.bots('hard', 0, 1)\n"
            "bad = sorted(m for m in sys.modules if m == 'pygame' or m.startswith('pygame.'))\n"
            "print(' '.join(bad))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                         check=True)
    assert out.stdout.strip() == "", f"pygame was imported: {out.stdout.strip()}"


@spec_param()
@pytest.mark.parametrize("kind", [k for k in BOT_KINDS if k != "random"])
def test_the_same_seeded_bot_match_gives_the_same_log(spec, kind):
    seats = (kind, "random") + ("easy",) * (spec.min_players - 2)
    setup = Setup(spec.id, seats[:max(2, spec.min_players)], 21, None, ())
    first = play(setup).record.text()
    assert play(setup).record.text() == first
