"""Headless play: bots against bots, logged as JSON Lines; and replay checks."""
from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from . import registry
from .errors import BadRecord, BadSetup
from .events import Event
from .match import Match
from .record import load
from .seats import BOT_KINDS, SYSTEM
from .state import Setup


def make_bots(setup: Setup) -> dict[int, Any]:
    spec = registry.spec(setup.game)
    bots = {}
    for seat, kind in enumerate(setup.seats):
        if kind not in BOT_KINDS:
            raise BadSetup(f"seat {seat + 1}: headless seats must be bots "
                           f"({', '.join(BOT_KINDS)}), not {kind!r}")
        bots[seat] = spec.bots(kind, seat, setup.seed)
    return bots


Step = Callable[[Match, int, Any, list[Event]], None]


def play(setup: Setup, on_step: Step | None = None, bots: dict[int, Any] | None = None) -> Match:
    """Play one match to the end with bots in every seat; `on_step(match, seat,
    action, events)` after every action (soaks check invariants there).

    The game's system actor (a clock, say) acts before every bot decision with
    its own model of table time, through `Match.apply` like any seat, so its
    actions are in the record and replays never need it. A match that runs
    past the game's declared maximum length is a bug in the rules: it raises."""
    match = Match(setup)
    if bots is None:
        bots = make_bots(setup)
    actor = match.spec.system_actor
    limit = match.spec.max_actions(setup)

    def apply(seat: int, action: Any) -> None:
        events = match.apply(seat, action)
        if on_step is not None:
            on_step(match, seat, action, events)
        if len(match.record.steps) > limit:
            raise RuntimeError(f"{setup.game} match did not end within its declared "
                               f"maximum of {limit} actions")

    while not match.over:
        if actor is not None:
            tick = actor.step(match.state, None)
            if tick is not None:
                apply(SYSTEM, tick)
                if match.over:
                    break
        seat = min(match.state.to_act())
        view = match.state.view(seat)
        legal = match.state.legal_actions(seat)
        apply(seat, bots[seat].choose(view, legal))
    return match


def log_path(base: str, index: int, total: int) -> Path:
    p = Path(base)
    return p if total == 1 else p.with_name(f"{p.stem}-{index}{p.suffix or '.jsonl'}")


def _writable(path: Path) -> str | None:
    """Why a log could not be written there, or None: asked before any match is
    played, so a long run never ends in a failure to save."""
    folder = path.parent if str(path.parent) else Path(".")
    if path.is_dir():
        return f"{path} is a folder"
    if not folder.is_dir():
        return f"there is no folder {folder}"
    if path.exists() and not os.access(path, os.W_OK):
        return f"{path} cannot be written"
    try:  # a real try: permissions alone do not tell (read-only disks, root)
        fd, probe = tempfile.mkstemp(dir=folder, prefix=".monkey-arcade-", suffix=".probe")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        return f"{folder} cannot be written ({exc.strerror or exc})"
    return None


def run_headless(args) -> int:
    seats = tuple(s.strip() for s in args.seats.split(",") if s.strip())
    if args.games < 1:
        print("error: --games must be 1 or more", file=sys.stderr)
        return 2
    if args.log:
        for k in range(args.games):
            why = _writable(log_path(args.log, k, args.games))
            if why:
                print(f"error: cannot write the log: {why}", file=sys.stderr)
                return 2
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
            try:
                m.record.save(log_path(args.log, k, args.games))
            except OSError as exc:
                print(f"error: cannot write the log: {exc.strerror or exc}", file=sys.stderr)
                return 1
        if args.games == 1:
            print(f"seed {setup.seed}: winners {[s + 1 for s in w]} "
                  f"scores {m.state.scores()} after {len(m.record.steps)} actions")
    dt = max(time.perf_counter() - t0, 1e-9)
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
    except Exception as exc:  # noqa: BLE001 - whatever a file holds, never a traceback
        print(f"replay failed: the log does not replay ({type(exc).__name__})", file=sys.stderr)
        return 1
    print(f"replay ok: {len(m.record.steps)} actions, winners {[s + 1 for s in m.state.winners()]}")
    return 0
