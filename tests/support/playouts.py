"""Every event of a short random match, as JSON (opening included): what the
log-sentence and story tests of each game read."""
from __future__ import annotations

import random

from game.core.match import Match
from game.core.state import Setup


def codes_events(seed: int, variants=(), n: int = 3) -> list[dict]:
    r = random.Random(seed)
    m = Match(Setup("codes", ("random",) * n, seed, None, tuple(variants) + ("max_rounds=4",)))
    out = [e.to_json() for e in m.opening_events]
    while not m.over:
        seat = min(m.state.to_act())
        legal = m.state.legal_actions(seat)
        # lean towards claims, guesses and stops, so that their events come up too
        special = [a for a in legal if a.KIND not in ("flip", "swap", "move", "replace")]
        act = r.choice(special) if special and r.random() < 0.3 else r.choice(legal)
        out += [e.to_json() for e in m.apply(seat, act)]
    return out


def bananas_events(seed: int, level: int = 1, n: int = 3, variants=()) -> list[dict]:
    r = random.Random(seed)
    m = Match(Setup("bananas", ("random",) * n, seed, str(level),
                    tuple(variants) + ("max_rounds=3",)))
    out = [e.to_json() for e in m.opening_events]
    while not m.over:
        seat = min(m.state.to_act())
        out += [e.to_json() for e in m.apply(seat, r.choice(m.state.legal_actions(seat)))]
    return out
