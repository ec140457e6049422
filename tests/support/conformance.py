"""Helpers for the conformance suite (tests/conformance): playouts, set-ups
covering every option, fingerprints of a state, and strict JSON checks."""
from __future__ import annotations

import dataclasses
import pickle
import random
from typing import Any, Iterator

from game.core import registry
from game.core.match import Match
from game.core.seats import SYSTEM
from game.core.spec import GameSpec
from game.core.state import Setup


def setups(spec: GameSpec) -> Iterator[Setup]:
    """Every player count with the usual rules, then every choice of every option
    (player counts taking turns), then three random mixes of options (each
    game's own fuzz tests and soak mix them by the thousand)."""
    seeds = iter(range(1, 10_000))
    for n in range(spec.min_players, spec.max_players + 1):
        yield Setup(spec.id, ("random",) * n, next(seeds))
    counts = list(range(spec.min_players, spec.max_players + 1))
    k = 0
    for o in spec.options:
        for choice in _some(spec, o.name):
            v = o.variant(choice)
            if v is None:
                continue
            yield Setup(spec.id, ("random",) * counts[k % len(counts)], next(seeds), None, (v,))
            k += 1
    rng = random.Random(spec.id)
    for _ in range(3):
        n = rng.choice(counts)
        variants = []
        for o in spec.options:
            v = o.variant(rng.choice(spec.choices(o.name, n)))
            if v is not None and rng.random() < 0.5:
                variants.append(v)
        yield Setup(spec.id, ("random",) * n, next(seeds), None, tuple(variants))


def _some(spec: GameSpec, name: str) -> tuple:
    """An option's choices; of a game's maps, three spread over the list (each
    map is checked on its own by the level tests: here they stand for the way
    a map reaches a match)."""
    choices = spec.choices(name)
    if spec.maps is None or spec.maps.option != name:
        return choices
    own = spec.option(name).choices
    maps = [c for c in choices if c not in own]
    return tuple(own) + tuple(maps[::max(1, len(maps) // 3)][:3])


def option_pairs(spec: GameSpec) -> Iterator[Setup]:
    """Playable mixes of options in which any two choices of two different
    options meet at least once, if the rules allow them together (a pairwise
    covering, built greedily: each mix takes a pair not yet met and the
    playable choices, out of a few random tries, that meet the most others),
    player counts taking turns. A bug that needs two options at once (the
    cooperative memory game) is found without playing every mix."""
    opts = [(o.name, _some(spec, o.name)) for o in spec.options]
    todo = {((i, a), (j, b)) for i, (_, ca) in enumerate(opts) for j, (_, cb) in enumerate(opts)
            if i < j for a in ca for b in cb}
    rng = random.Random(spec.id)
    counts = list(range(spec.min_players, spec.max_players + 1))
    seeds = iter(range(20_000, 30_000))
    k = 0
    while todo:
        (i, a), (j, b) = min(todo, key=repr)
        n = counts[k % len(counts)]
        tries = []
        for _ in range(12):
            pick = {x: rng.choice(c) for x, (_, c) in enumerate(opts)}
            pick[i], pick[j] = a, b
            met = sum(1 for (x, u), (y, v) in todo if pick[x] == u and pick[y] == v)
            tries.append((-met, len(tries), pick))
        todo.discard(((i, a), (j, b)))  # met now, or never (the rules refuse it)
        for _, _, pick in sorted(tries, key=lambda t: t[:2]):
            variants = tuple(v for v in (spec.option(name).variant(pick[x])
                                         for x, (name, _) in enumerate(opts)) if v is not None)
            setup = Setup(spec.id, ("random",) * n, next(seeds), None, variants)
            if playable(spec, setup):
                todo = {((x, u), (y, v)) for (x, u), (y, v) in todo
                        if not (pick[x] == u and pick[y] == v)}
                yield setup
                k += 1
                break


def playable(spec: GameSpec, setup: Setup) -> bool:
    """Some option mixes are refused by the rules with a reason (that is fine)."""
    from game.core.errors import BadSetup
    try:
        spec.new(setup)
    except BadSetup:
        return False
    return True


def playout(setup: Setup, rng: random.Random, every=None, stop: int | None = None) -> Match:
    """A match of random choices: a random seat among those to act, a random legal
    action; the game's system actor acts as headless play drives it. `every(match)`
    runs before each action. With `stop`, no more than that many actions."""
    m = Match(setup)
    limit = m.spec.max_actions(setup)
    actor = m.spec.system_actor
    while not m.over and (stop is None or len(m.record.steps) < stop):
        if every is not None:
            every(m)
        if actor is not None:
            tick = actor.step(m.state, None)
            if tick is not None:
                m.apply(SYSTEM, tick)
                continue
        seat = rng.choice(sorted(m.state.to_act()))
        m.apply(seat, rng.choice(m.state.legal_actions(seat)))
        assert len(m.record.steps) <= limit, f"more than the declared {limit} actions"
    return m


def fingerprint(state: Any) -> bytes:
    """Everything a state holds, as bytes: equal before and after means unchanged."""
    return pickle.dumps(state.__dict__)


def strict_json(value: Any, where: str = "view") -> None:
    """Only dicts with string keys, lists, strings, numbers, booleans and None."""
    if value is None or type(value) in (str, int, float, bool):
        return
    if type(value) is list:
        for i, v in enumerate(value):
            strict_json(v, f"{where}[{i}]")
        return
    if type(value) is dict:
        for k, v in value.items():
            assert type(k) is str, f"{where}: key {k!r} is not a string"
            strict_json(v, f"{where}.{k}")
        return
    raise AssertionError(f"{where}: {type(value).__name__} is not JSON")


def foreign_actions(spec: GameSpec) -> list[Any]:
    """Legal opening actions of every other registered game."""
    out = []
    for other in registry.specs():
        if other.id == spec.id:
            continue
        st = other.new(Setup(other.id, ("random",) * other.min_players, 1))
        for s in sorted(st.to_act()):
            out += st.legal_actions(s)[:5]
    return out


# Values of the wrong type for any field: True == 1 and 0.0 == 0, so a bool or
# a float can pass for an index in an equality test while apply must refuse it.
WRONG_TYPES: tuple[Any, ...] = (True, False, 0.0, 1.0, "0", None, b"", [0])


def mangled(action: Any) -> list[Any]:
    """The same action with each field replaced by values of the wrong type or
    range: a bool, a float, a string, None... in every field, out-of-range
    numbers, and tuples with such a value inside."""
    out = []
    if not dataclasses.is_dataclass(action):
        return out
    for f in dataclasses.fields(action):
        v = getattr(action, f.name)
        bad = [b for b in WRONG_TYPES if not (type(b) is type(v) and b == v)]
        if type(v) is int:
            bad += [float(v), str(v), v + 1000, -1 - v, [v]]
        elif type(v) is str:
            bad += [v.encode(), [v], v + "?"]
        elif type(v) is bool:
            bad += [int(v), float(v), str(v)]
        elif type(v) is tuple:
            bad += [list(v), tuple(str(x) for x in v), v + v]
            if v:
                bad += [(b,) + v[1:] for b in (True, 0.0, None, "0")]
        for b in bad:
            try:
                out.append(dataclasses.replace(action, **{f.name: b}))
            except (TypeError, ValueError):
                pass
    return out
