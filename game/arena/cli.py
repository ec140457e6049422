"""`python -m game arena`: read the options, check them all, run, print.

Every mistake in the options is found before the first match and told in a
sentence (exit status 2); a tournament whose matches all finished exits 0,
one with a failed match 1 (the table names it, with its seed).
"""
from __future__ import annotations

import argparse
import sys
from typing import Any

from game.core.errors import BadSetup
from game.core.seats import BOT_KINDS

from . import plan as planning

EPILOG = f"""\
bots: {', '.join(BOT_KINDS)}.

lineups (who sits at one table):
  --bots easy,medium,hard --players 2   every set of 2 different bots: easy vs
                                        medium, easy vs hard, medium vs hard
  --bots medium --players 4             the mirror match: 4 medium bots (a seat table)
  --bots easy,hard --players 3          fewer bots than seats: every mix that
                                        uses each bot (easy,easy,hard; easy,hard,hard)
  --pairing easy:hard --pairing hard:hard:random   exactly these tables (repeatable)

Each lineup plays --matches matches, rounded up to a multiple of its seats
(a mirror match, one bot in every seat, is not rounded up), and its seats rotate from match to match, so every bot sits in every seat equally.
Match i of the tournament plays on seed --seed + i; the table, --csv and --json
give each match's seats and seed, and
  python -m game headless --game G --seats S --seed N [--level L] [--variant V]
plays that very match again. Results never depend on --procs or --ray.

examples:
  python -m game arena --game codes --bots easy,medium,hard --matches 200
  python -m game arena --game treefort --bots medium --players 5 --matches 100 \\
      --variant coins=4 --json seats.json
  python -m game arena --game codes --pairing easy:hard --matches 2000 --ray local
"""


class Refused(Exception):
    """Options that cannot make a tournament, with the reason in a sentence."""


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m game arena", description="Bot tournaments: bots play each other "
        "over many seeded matches; win rates with 95% intervals, each seat's win rate, "
        "match lengths, safety stops and Elo-style ratings.", epilog=EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--game", required=True, help="the game's id (codes, bananas, ...)")
    p.add_argument("--bots", default=None, help="comma list of bots; lineups as below")
    p.add_argument("--players", type=int, default=None,
                   help="seats at each table for --bots (default 2, or the game's least)")
    p.add_argument("--pairing", action="append", default=[], metavar="A:B[:C...]",
                   help="one lineup, bots in seat order (repeatable)")
    p.add_argument("--matches", type=int, default=100, help="matches for each lineup")
    p.add_argument("--seed", type=int, default=0, help="the first match's seed")
    p.add_argument("--level", default=None, help="the game's level, if it has levels")
    p.add_argument("--variant", action="append", default=[], metavar="NAME[=VALUE]",
                   help="a game option, as in headless play (repeatable)")
    where = p.add_mutually_exclusive_group()
    where.add_argument("--procs", type=int, default=None,
                       help="local processes (default: every core)")
    where.add_argument("--ray", default=None, metavar="ADDRESS",
                       help="run on a Ray cluster at ADDRESS, or 'local' to start one here "
                            "(needs pip install 'monkey-arcade[cluster]')")
    p.add_argument("--csv", default=None, metavar="FILE", help="every match, a row each")
    p.add_argument("--json", default=None, metavar="FILE", help="every match and figure")
    p.add_argument("--quiet", action="store_true", help="no progress bar")
    return p


def bot_list(text: str, what: str) -> list[str]:
    names = [b.strip() for b in text.replace(":", ",").split(",") if b.strip()]
    if not names:
        raise Refused(f"{what} names no bot: give bots like easy,hard.")
    for b in names:
        if b not in BOT_KINDS:
            raise Refused(f"There is no bot called {b!r}; choose from {', '.join(BOT_KINDS)}.")
    return names


def lineups(ns: argparse.Namespace, spec: Any) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    if ns.bots is not None:
        bots = list(dict.fromkeys(bot_list(ns.bots, "--bots")))
        players = ns.players if ns.players is not None else max(2, spec.min_players)
        if not spec.min_players <= players <= spec.max_players:
            raise Refused(f"{spec.name} is for {spec.min_players}-{spec.max_players} players, "
                          f"not {players}.")
        out += planning.lineups_from_bots(bots, players)
    elif ns.players is not None:
        raise Refused("--players goes with --bots (a --pairing has one seat per bot).")
    for text in ns.pairing:
        lineup = tuple(bot_list(text, f"--pairing {text!r}"))
        if not spec.min_players <= len(lineup) <= spec.max_players:
            raise Refused(f"--pairing {text} seats {len(lineup)}, but {spec.name} is for "
                          f"{spec.min_players}-{spec.max_players} players.")
        out.append(lineup)
    if not out:
        raise Refused("Name the bots: --bots easy,hard (every lineup of them) or "
                      "--pairing easy:hard (one lineup).")
    return list(dict.fromkeys(out))


def check(ns: argparse.Namespace) -> tuple[planning.Config, list[tuple[str, ...]]]:
    """The tournament the options describe, or Refused with the reason."""
    from game.core import registry
    from game.core.headless import _writable
    from game.core.state import Setup
    try:
        spec = registry.spec(ns.game)
    except BadSetup as exc:
        raise Refused(str(exc)) from None
    if ns.matches < 1:
        raise Refused(f"--matches must be 1 or more, not {ns.matches}.")
    if ns.procs is not None and ns.procs < 1:
        raise Refused(f"--procs must be 1 or more, not {ns.procs}.")
    config = planning.Config(spec.id, ns.level, tuple(ns.variant))
    found = lineups(ns, spec)
    for lineup in {len(lu): lu for lu in found}.values():  # one probe a player count
        try:
            spec.new(Setup(spec.id, lineup, ns.seed, ns.level, config.variants))
        except (BadSetup, KeyError, ValueError) as exc:
            raise Refused(f"{exc}".strip("'\"")) from None
    for flag, path in (("--csv", ns.csv), ("--json", ns.json)):
        if path:
            from pathlib import Path
            why = _writable(Path(path))
            if why:
                raise Refused(f"{flag}: cannot write {path}: {why}.")
    return config, found


def main(argv: list[str]) -> int:
    ns = parser().parse_args(argv)  # its own mistakes: a sentence and status 2
    try:
        config, found = check(ns)
    except Refused as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    try:
        return tournament(ns, config, found)
    except Refused as exc:
        print(f"arena: {exc}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\narena: stopped; nothing was written.", file=sys.stderr)
        return 130
    except BrokenPipeError:  # `arena ... | head`: the reader has what it wanted
        import os
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def tournament(ns: argparse.Namespace, config: planning.Config,
               found: list[tuple[str, ...]]) -> int:
    from game.core import registry

    from . import stats, table
    from .progress import Progress
    jobs = planning.plan(found, ns.matches, ns.seed)
    bar = Progress(len(jobs), quiet=ns.quiet)
    if ns.ray is not None:
        from . import run_ray
        try:
            results = run_ray.run(config, jobs, ns.ray, on_result=bar)
        except run_ray.RayProblem as exc:
            raise Refused(str(exc)) from None
        where = f"Ray ({ns.ray})"
    else:
        from . import run_local
        procs = ns.procs or run_local.default_procs()
        results = run_local.run(config, jobs, procs, on_result=bar)
        where = f"{procs} process{'es' if procs > 1 else ''}"
    seconds = bar.close()
    summary = stats.summarize(results, found)
    spec = registry.spec(config.game)
    players = sorted({len(lu) for lu in found})
    title = f"{spec.name}, {'/'.join(map(str, players))} player{'s' if players != [1] else ''}"
    if ns.json:  # the files first: a closed stdout (| head) must not lose them
        table.write_json(ns.json, table.document(config, players, ns.matches, found,
                                                 summary, results))
    if ns.csv:
        table.write_csv(ns.csv, config, results)
    if not ns.quiet:
        print(f"{len(jobs)} matches in {seconds:.1f} s on {where}: "
              f"{len(jobs) / max(seconds, 1e-9):.2f} matches/s", file=sys.stderr)
    print(table.render(title, config, jobs, summary))
    return 1 if summary["errors"] else 0
