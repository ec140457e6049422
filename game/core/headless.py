"""Headless play: bots against bots, logged as JSON Lines; and replay checks."""
from __future__ import annotations

import sys
import time
from pathlib import Path
from typing import Any, Callable

from . import registry
from .errors import BadRecord, BadSetup
from .match import Match
from .record import load
from .state import Setup

MAX_ACTIONS = 200_000  # a safety net: a match that long is a bug, not a game


def make_bots(setup: Setup) -> dict[int, Any]:
    bots_mod = registry.game(setup.game).bots()
    bots = {}
    for seat, kind in enumerate(setup.seats):
        if kind not in registry.BOT_KINDS:
            raise BadSetup(f"seat {seat + 1}: headless seats must be bots "
                           f"({', '.join(registry.BOT_KINDS)}), not {kind!r}")
        bots[seat] = bots_mod.make_bot(kind, seat, setup.seed)
    return bots


def clock_hook(setup: Setup) -> Callable[[Any], Any] | None:
    """The game's headless clock, if it has one.

    Games where time matters (Going Bananas' Time level: a hidden timer makes
    bananas fall) cannot read the wall clock in headless play, or matches
    would not be reproducible. Instead the game's rules module (or, failing
    that, its bots module) may define

        clock_action(state) -> (seat, action) | None

    a pure function of the state that says how much table time has passed:
    before every bot decision, headless play asks it and, when it returns an
    action, applies that action through `Match.apply` like any other, so the
    clock ticks are in the record and `Match.replay` reproduces the match
    without calling the hook. Games without the function are unaffected.
    """
    info = registry.game(setup.game)
    for load_mod in (info.rules, info.bots):
        try:
            mod = load_mod()
        except (ImportError, ValueError):
            continue
        hook = getattr(mod, "clock_action", None)
        if callable(hook):
            return hook
    return None


def play(setup: Setup, on_step: Callable[[Match], None] | None = None) -> Match:
    """Play one match to the end with bots in every seat (and the game's
    `clock_action` hook, if any, ticking before each decision)."""
    match = Match(setup)
    bots = make_bots(setup)
    clock = clock_hook(setup)
    n = 0
    while not match.over:
        if clock is not None:
            tick = clock(match.state)
            if tick is not None:
                match.apply(*tick)
                n += 1
                if on_step:
                    on_step(match)
                if match.over:
                    break
        seat = min(match.state.to_act())
        view = match.state.view(seat)
        legal = match.state.legal_actions(seat)
        match.apply(seat, bots[seat].choose(view, legal))
        n += 1
        if on_step:
            on_step(match)
        if n > MAX_ACTIONS:
            raise RuntimeError(f"match did not end after {MAX_ACTIONS} actions")
    return match


def log_path(base: str, index: int, total: int) -> Path:
    p = Path(base)
    return p if total == 1 else p.with_name(f"{p.stem}-{index}{p.suffix or '.jsonl'}")


def run_headless(args) -> int:
    seats = tuple(s.strip() for s in args.seats.split(",") if s.strip())
    wins = [0.0] * len(seats)
    actions = 0
    t0 = time.perf_counter()
    for k in range(args.games):
        setup = Setup(args.game, seats, args.seed + k, args.level, tuple(args.variant or ()))
        try:
            m = play(setup)
        except (BadSetup, KeyError, ValueError) as exc:
            print(f"error: {exc}", file=sys.stderr)
            return 2
        actions += len(m.record.steps)
        w = m.state.winners()
        for s in w:
            wins[s] += 1 / len(w)
        if args.log:
            m.record.save(log_path(args.log, k, args.games))
        if args.games == 1:
            print(f"seed {setup.seed}: winners {[s + 1 for s in w]} "
                  f"scores {m.state.scores()} after {len(m.record.steps)} actions")
    dt = time.perf_counter() - t0
    if args.games > 1:
        print(f"{args.games} matches of {args.game}, seats {','.join(seats)}, "
              f"seeds {args.seed}..{args.seed + args.games - 1}")
        for s, kind in enumerate(seats):
            print(f"  seat {s + 1} ({kind}): {wins[s]:g} wins ({100 * wins[s] / args.games:.1f}%)")
        print(f"  {actions} actions, {args.games / dt:.1f} matches/s, {actions / dt:.0f} actions/s")
    return 0


def run_replay(path: str) -> int:
    try:
        m = Match.replay(load(path))
    except BadRecord as exc:
        print(f"replay failed: {exc}", file=sys.stderr)
        return 1
    print(f"replay ok: {len(m.record.steps)} actions, winners {[s + 1 for s in m.state.winners()]}")
    return 0
