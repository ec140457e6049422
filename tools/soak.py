"""Going Bananas soak: many random-bot matches, checked at every step.

(The soaks are not tournaments: they check invariants after every action,
replay every record and mix in keen random play, which the arena does not;
bot tournaments and seat tables are `python -m game arena`, docs/arena.md.)

    python tools/soak.py [--matches 10000] [--procs 2] [--seed 0] [--fast] [--max-rounds 30]
    python tools/soak.py arena --seats hard,random --level 1 [--matches 200]
    python tools/soak.py treefort [--matches 10000] [--procs 2] [--seed 0] [--fast] [--start 0]
    python tools/soak.py bot255 [--matches 10000] [--procs 2] [--seed 0] [--fast] [--start 0]

soak: matches of random bots (`game.ai.bananas` "random") through the core's
`headless.play` (level 7's clock is the rules' system actor), cycling through every level
1-7 and player count 2-4 (every 5th match the players lay the jungle). Every
action is checked with the fuzz tests' invariants (banana conservation,
positions, secret events, views); every match must end; every record is
replayed through `Match.replay` from its JSONL text (with --fast, every 10th)
and must reproduce bit for bit. Prints matches/s per level and every failure
with its seed; exit status 1 on any failure.

arena: bot against bot through the arena (`python -m game arena --game bananas
--pairing hard:random --level 1 --variant max_rounds=30` gives the same table),
plus rounds a match and the decision times of each kind (wall clock, in this
one process).

treefort: Treefort Nations matches cycling through every player count 2-8,
then every coin pile (4, 8, 12, 16), then every placement (random, strategic,
dealt), then two kinds of random play: the headless "random" bots (as in
`game.core.headless.play`) and keen random monkeys that cut, build and fire
often (`game.rules.treefort.audit.keen_choice`, through `Match`). After every
action `game.rules.treefort.audit` must find nothing wrong; every match must
end within its `max_actions` (matches that reach the rules' safety stop are
listed apart, with their seeds: random monkeys on the big boards can cut too
rarely to empty them and too often to stall); every record is replayed through `Match.replay` from its JSONL text
(with --fast, every 10th) and must reproduce bit for bit. Every problem the
audit finds fails the match. Prints
matches/s per player count, the endings, and every failure with its seed and
the command that plays that match again; exit status 1 on any failure.

bot255: matches cycling through every player count (1: a solo puzzle; 2-6:
the card game), every difficulty, one to three rounds, a time limit for the
match, for each turn (slow turns: the table's clock moved on at random), both
or neither, and two kinds of random play: uniformly random and keen (`game.rules.bot255.audit.keen_choice`,
often running the road to the nearest bit). After every action
`game.rules.bot255.audit.problems` must find nothing wrong (cards conserved,
hands, bots, points, turns), every 13th no view may show another seat's
secrets (`audit.leaks`); every match must end within `max_actions`; every
record is replayed (with --fast, every 10th). Rounds that reach the rules'
safety stop are counted.
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import sys
import time
import traceback
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def match_setup(i: int, seed0: int, max_rounds: int = 30):
    from game.core.state import Setup
    level = 1 + i % 7
    players = 2 + (i // 7) % 3
    variants = [f"level={level}", f"max_rounds={max_rounds}"]
    if i % 5 == 4:
        variants.append("jungle=players")
    return Setup("bananas", ("random",) * players, seed0 + i, None, tuple(variants)), level


def run_one(args: tuple[int, int, bool, int]) -> tuple[int, int, int, float, str | None]:
    """One match: (index, level, actions, seconds, failure or None)."""
    i, seed0, do_replay, max_rounds = args
    from game.core import headless
    from game.core.match import Match
    from game.core.record import parse
    from tests.support.bananas import check_invariants
    setup, level = match_setup(i, seed0, max_rounds)
    t0 = time.perf_counter()
    try:
        # random bots never read the view, and views are checked by the invariants
        m = headless.play(setup, on_step=lambda m, seat, a, ev: check_invariants(
            m.state, seat, a, ev))
        n = len(m.record.steps)
        st = m.state
        assert st.end_reason in ("trees_empty", "stalled", "round_limit"), st.end_reason
        assert st.bananas_accounted() == st.total
        if do_replay:
            text = m.record.text()
            again = Match.replay(parse(text))
            assert again.record.text() == text, "the replay differs"
        return i, level, n, time.perf_counter() - t0, None
    except Exception:  # noqa: BLE001 - report, with the seed
        return i, level, 0, time.perf_counter() - t0, (
            f"seed {setup.seed} {setup.seats} {setup.variants}:\n{traceback.format_exc()}")


def soak(ns) -> int:
    jobs = [(i, ns.seed, (not ns.fast) or i % 10 == 0, ns.max_rounds) for i in range(ns.matches)]
    per_level: dict[int, list[float]] = {lv: [0, 0.0, 0] for lv in range(1, 8)}
    failures = []
    t0 = time.perf_counter()
    with mp.Pool(ns.procs) as pool:
        for k, (i, level, n, dt, fail) in enumerate(pool.imap_unordered(run_one, jobs, 8), 1):
            row = per_level[level]
            row[0] += 1
            row[1] += dt
            row[2] += n
            if fail:
                failures.append(fail)
                print("FAIL", fail, flush=True)
            if k % 1000 == 0:
                print(f"  {k} matches, {time.perf_counter() - t0:.0f} s", flush=True)
    wall = time.perf_counter() - t0
    print(f"{ns.matches} random-bot matches (levels 1-7, 2-4 players, seeds "
          f"{ns.seed}..{ns.seed + ns.matches - 1}, max_rounds={ns.max_rounds}) in {wall:.0f} s on {ns.procs} processes: "
          f"{ns.matches / wall:.1f} matches/s; replayed "
          f"{'every 10th' if ns.fast else 'all'}; {len(failures)} failures")
    print("level  matches  matches/s (one process)  actions/match")
    for lv, (cnt, secs, acts) in per_level.items():
        if cnt:
            print(f"  {lv}    {cnt:6d}   {cnt / secs:8.1f}                {acts / cnt:8.0f}")
    return 1 if failures else 0


# --- Treefort Nations ---------------------------------------------------------------------------
TREEFORT_COINS = (4, 8, 12, 16)
TREEFORT_PLACEMENTS = ("random", "strategic", "dealt")
TREEFORT_STYLES = ("random", "keen")
# not a failure: the match ended within its bound, but by the rules' last resort
SAFETY_NOTE = ("300 rounds with trees left and never ten quiet rounds: uniformly random "
               "monkeys cut too rarely to empty a big board but often enough never to stall")


def treefort_setup(i: int, seed0: int):
    """Match i of the cycle: (setup, players, coins, placement, style)."""
    from game.core.state import Setup
    players = 2 + i % 7
    coins = TREEFORT_COINS[(i // 7) % 4]
    placement = TREEFORT_PLACEMENTS[(i // 28) % 3]
    style = TREEFORT_STYLES[(i // 84) % 2]
    variants = (f"coins={coins}", f"placement={placement}")
    return (Setup("treefort", ("random",) * players, seed0 + i, None, variants),
            players, coins, placement, style)


class LazyView(Mapping):
    """A seat's view, built on its first read."""

    def __init__(self, build, seat):
        self._build, self._seat, self._view = build, seat, None

    def _got(self):
        if self._view is None:
            self._view = self._build(self._seat)
        return self._view

    def __getitem__(self, key):
        return self._got()[key]

    def __iter__(self):
        return iter(self._got())

    def __len__(self):
        return len(self._got())


def treefort_one(args: tuple[int, int, bool]) -> tuple[int, int, int, float, str, int, str | None]:
    """One match: (index, players, actions, seconds, end, known problems, failure or None)."""
    i, seed0, do_replay = args
    import random

    from game.core import headless
    from game.core.match import Match
    from game.core.record import parse
    from game.rules.treefort.audit import Ledger, keen_choice, split_known
    setup, players, coins, placement, style = treefort_setup(i, seed0)
    ledger = Ledger()
    known: set[str] = set()

    def audit(m, seat, action, events) -> None:
        ledger.note(events)
        found, old = split_known(ledger.problems(m.state))
        if found:
            raise AssertionError(f"after action {len(m.record.steps)} {action!r} of seat "
                                 f"{seat}: " + "; ".join(found))
        known.update(old)

    t0 = time.perf_counter()
    try:
        m = Match(setup)
        if style == "random":
            # as game.core.headless.play, with each seat's own random bot, but the
            # view is built only if the bot reads it: random bots never do, and a
            # view of a big Treefort board costs more than the rest of a step
            bots = headless.make_bots(setup)

            def pick(s, seat, legal):
                return bots[seat].choose(LazyView(s.view, seat), legal)
        else:
            rng = random.Random(setup.seed)

            def pick(s, seat, legal):
                return keen_choice(s, legal, rng)
        limit = m.spec.max_actions(setup)
        while not m.over:
            s = m.state
            seat = min(s.to_act())
            action = pick(s, seat, s.legal_actions(seat))
            audit(m, seat, action, m.apply(seat, action))
            if len(m.record.steps) > limit:
                raise RuntimeError(f"no end within its maximum of {limit} actions")
        st = m.state
        if st.end_reason not in ("trees_gone", "stalled", "last_player", "safety"):
            raise AssertionError(f"the match ended by {st.end_reason!r}")
        if do_replay:
            text = m.record.text()
            again = Match.replay(parse(text))
            assert again.record.text() == text, "the replay differs"
        return (i, players, len(m.record.steps), time.perf_counter() - t0, str(st.end_reason),
                len(known), None)
    except Exception:  # noqa: BLE001 - report, with the seed
        why = (f"match {i}: seed {setup.seed}, {players} players, {coins} coins, {placement} "
               f"placement, {style} play (again: python tools/soak.py treefort --start {i} "
               f"--matches 1 --seed {seed0}):\n{traceback.format_exc()}")
        return i, players, 0, time.perf_counter() - t0, "error", len(known), why


def treefort(ns) -> int:
    from collections import Counter
    jobs = [(i, ns.seed, (not ns.fast) or i % 10 == 0)
            for i in range(ns.start, ns.start + ns.matches)]
    per_n: dict[int, list[float]] = {n: [0, 0.0, 0] for n in range(2, 9)}
    ends: Counter[str] = Counter()
    known = 0
    failures = []
    safety: list[str] = []
    t0 = time.perf_counter()
    with mp.Pool(ns.procs) as pool:
        for k, (i, n, acts, dt, end, old, fail) in enumerate(
                pool.imap_unordered(treefort_one, jobs, 4), 1):
            row = per_n[n]
            row[0] += 1
            row[1] += dt
            row[2] += acts
            ends[end] += 1
            known += 1 if old else 0
            if fail:
                failures.append(fail)
                print("FAIL", fail, flush=True)
            elif end == "safety":
                setup, _, coins, placement, style = treefort_setup(i, ns.seed)
                safety.append(f"match {i} (seed {setup.seed}, {n} players, {coins} coins, "
                              f"{placement} placement, {style} play)")
                print("SAFETY STOP", safety[-1], flush=True)
            if k % 500 == 0:
                print(f"  {k} matches, {time.perf_counter() - t0:.0f} s, "
                      f"{len(failures)} failures", flush=True)
    wall = time.perf_counter() - t0
    last = ns.start + ns.matches - 1
    print(f"{ns.matches} Treefort Nations matches (2-8 players, 4-16 coins, every placement, "
          f"random and keen play; matches {ns.start}..{last}, seeds {ns.seed + ns.start}.."
          f"{ns.seed + last}) in {wall:.0f} s on {ns.procs} processes: "
          f"{ns.matches / wall:.2f} matches/s; replayed {'every 10th' if ns.fast else 'all'}; "
          f"{len(failures)} failures")
    print("endings: " + ", ".join(f"{k} {v}" for k, v in sorted(ends.items())))
    if safety:
        print(f"{len(safety)} matches reached the safety stop ({SAFETY_NOTE}): "
              + "; ".join(safety))
    if known:
        print(f"{known} matches met problems already reported")
    print("players  matches  matches/s (one process)  actions/match")
    for n, (cnt, secs, acts) in per_n.items():
        if cnt:
            print(f"  {n}      {cnt:6d}   {cnt / secs:8.2f}                {acts / cnt:8.0f}")
    return 1 if failures else 0


class Rounds:
    """Each arena result's `extra`: the rounds the match lasted."""

    def done(self, match) -> dict:
        return {"round": match.state.round}


def arena(ns) -> int:
    """A thin caller of the arena (`game.arena.api`): its table, plus what the
    arena does not count: rounds a match, and the bots' decision times (wall
    clock, so in this one process; arena results never see a clock)."""
    import statistics

    import game.ai.bananas as B
    from game.arena.api import tournament
    kinds = ns.seats.split(",")
    times: dict[str, list[float]] = {}
    orig = B.BananasBot.choose

    def timed(self, view, legal):
        t = time.perf_counter()
        a = orig(self, view, legal)
        times.setdefault(self.kind, []).append(time.perf_counter() - t)
        return a

    B.BananasBot.choose = timed
    try:
        # seats rotate from match to match, seeds ns.seed, ns.seed + 1, ...
        t = tournament("bananas", [tuple(kinds)], ns.matches, ns.seed, str(ns.level),
                       (f"max_rounds={ns.max_rounds}",), procs=1, watch=Rounds)
    finally:
        B.BananasBot.choose = orig
    print(t.table(f"Going Bananas, level {ns.level}"))
    rounds = [r["extra"]["round"] for r in t.results if not r["error"]]
    print(f"{statistics.mean(rounds):.1f} rounds/match")
    for k, v in sorted(times.items()):
        v.sort()
        print(f"  {k} decision time: n={len(v)} p50 {1000 * v[len(v) // 2]:.1f} ms, "
              f"p95 {1000 * v[int(len(v) * 0.95)]:.1f} ms, max {1000 * v[-1]:.0f} ms")
    return 1 if t.summary["errors"] else 0


BOT255_STYLES = ("keen", "random")


def bot255_setup(i: int, seed0: int):
    """Match i of the cycle: (setup, players, style)."""
    from game.core.state import Setup
    players = 1 + i % 6
    difficulty = ("simple", "average", "difficult")[(i // 6) % 3]
    rounds = (1, 2, 3)[(i // 18) % 3]
    style = BOT255_STYLES[(i // 54) % 2]
    variants = (f"difficulty={difficulty}", f"rounds={rounds}")
    # a quarter each: no time limit, 10 minutes, a minute a turn, both
    variants += (((), ("minutes=10",), ("turn_limit=60",), ("minutes=10", "turn_limit=60"))
                 [(i // 108) % 4])
    return Setup("bot255", ("random",) * players, seed0 + i, None, variants), players, style


def bot255_one(args: tuple[int, int, bool]) -> tuple[int, int, int, float, int, str | None]:
    """One match: (index, players, actions, seconds, safety stops, failure or None)."""
    i, seed0, do_replay = args
    import random

    from game.core.match import Match
    from game.core.record import parse
    from game.rules.bot255.audit import leaks, problems, random_move
    setup, players, style = bot255_setup(i, seed0)
    t0 = time.perf_counter()
    try:
        m = Match(setup)
        rng = random.Random(setup.seed)
        limit = m.spec.max_actions(setup)
        while not m.over:
            seat, action = random_move(m.state, rng, style == "keen")
            m.apply(seat, action)
            k = len(m.record.steps)
            found = problems(m.state)
            if not found and k % 13 == 0:
                found = leaks(m.state)
            if found:
                raise AssertionError(f"after action {k} {action!r} of seat {seat}: "
                                     + "; ".join(found))
            if k > limit:
                raise RuntimeError(f"no end within its maximum of {limit} actions")
        if do_replay:
            text = m.record.text()
            assert Match.replay(parse(text)).record.text() == text, "the replay differs"
        stops = sum(1 for w in m.state.round_winners if w is None) if players > 1 else 0
        return i, players, len(m.record.steps), time.perf_counter() - t0, stops, None
    except Exception:  # noqa: BLE001 - report, with the seed
        why = (f"match {i}: seed {setup.seed}, {players} players, {setup.variants}, {style} "
               f"play (again: python tools/soak.py bot255 --start {i} --matches 1 "
               f"--seed {seed0}):\n{traceback.format_exc()}")
        return i, players, 0, time.perf_counter() - t0, 0, why


def bot255(ns) -> int:
    jobs = [(i, ns.seed, (not ns.fast) or i % 10 == 0)
            for i in range(ns.start, ns.start + ns.matches)]
    per_n: dict[int, list[float]] = {n: [0, 0.0, 0] for n in range(1, 7)}
    failures = []
    stops = 0
    t0 = time.perf_counter()
    with mp.Pool(ns.procs) as pool:
        for k, (i, n, acts, dt, safety, fail) in enumerate(
                pool.imap_unordered(bot255_one, jobs, 8), 1):
            row = per_n[n]
            row[0] += 1
            row[1] += dt
            row[2] += acts
            stops += safety
            if fail:
                failures.append(fail)
                print("FAIL", fail, flush=True)
            if k % 1000 == 0:
                print(f"  {k} matches, {time.perf_counter() - t0:.0f} s, "
                      f"{len(failures)} failures", flush=True)
    wall = time.perf_counter() - t0
    last = ns.start + ns.matches - 1
    print(f"{ns.matches} bot255 matches (puzzles and 2-6 player card games, every difficulty, "
          f"1-3 rounds, time limits for the match and the turn, random and keen play; matches {ns.start}..{last}) in {wall:.0f} s on "
          f"{ns.procs} processes: {ns.matches / wall:.2f} matches/s; replayed "
          f"{'every 10th' if ns.fast else 'all'}; {len(failures)} failures; "
          f"{stops} rounds reached the safety stop")
    print("players  matches  matches/s (one process)  actions/match")
    for n, (cnt, secs, acts) in per_n.items():
        if cnt:
            print(f"  {n}      {cnt:6d}   {cnt / secs:8.2f}                {acts / cnt:8.0f}")
    return 1 if failures else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("mode", nargs="?", default="soak", choices=("soak", "arena", "treefort", "bot255"))
    ap.add_argument("--matches", type=int, default=None)
    ap.add_argument("--procs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-rounds", type=int, default=30,
                    help="soak: the round limit (random bots rarely empty the trees)")
    ap.add_argument("--fast", action="store_true", help="replay only every 10th record")
    ap.add_argument("--seats", default="hard,random", help="arena: bot kinds, one per seat")
    ap.add_argument("--level", type=int, default=1, help="arena: level 1-7")
    ap.add_argument("--start", type=int, default=0,
                    help="treefort, bot255: the first match of the cycle (to play one again)")
    ns = ap.parse_args(argv)
    if ns.mode == "treefort":
        ns.matches = ns.matches or 10_000
        return treefort(ns)
    if ns.mode == "bot255":
        ns.matches = ns.matches or 10_000
        return bot255(ns)
    if ns.mode == "arena":
        ns.matches = ns.matches or 200
        return arena(ns)
    ns.matches = ns.matches or 10_000
    return soak(ns)


if __name__ == "__main__":
    sys.exit(main())
