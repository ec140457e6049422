"""The tournament as a text table (stdout), and as CSV and JSON for plotting.

None of these carries a time or a speed: the same seeds give the same table,
byte for byte, however the matches were run (speed goes to stderr).
"""
from __future__ import annotations

import csv
import json
from typing import Any

from game.core.seats import seat_name

from .plan import Config, Job, replay_command

FORMAT = 1  # the JSON's layout; raise it when a field changes meaning


def pct(x: float) -> str:
    return f"{100 * x:5.1f}%"


def interval(d: dict[str, Any]) -> str:
    return f"[{100 * d['low']:4.1f}, {100 * d['high']:5.1f}]"


def lineup_name(lineup: list[str] | tuple[str, ...]) -> str:
    return " vs ".join(lineup)


def render(title: str, config: Config, jobs: list[Job], summary: dict[str, Any]) -> str:
    out: list[str] = []
    opts = [f"level {config.level}"] if config.level not in (None, "") else []
    opts += list(config.variants)
    first, last = jobs[0].seed, jobs[-1].seed
    out.append(f"{title}: {summary['matches']} matches, seeds {first}..{last}"
               + (f", {' '.join(opts)}" if opts else "")
               + "; seats rotate within each lineup; a shared win counts a share")
    out.append("")
    out.append(f"{'bot':<12} {'win rate':>8}  {'95% interval':<15} {'seats':>6}  {'Elo':>7}")
    for name, b in summary["bots"].items():
        rating = "" if b["elo"] is None else f"{b['elo']:7.1f}"
        out.append(f"{name:<12} {pct(b['rate']):>8}  {interval(b):<15} {b['matches']:>6}  "
                   f"{rating:>7}")
    out.append("")
    out.append(f"{'seat':<12} {'win rate':>8}  {'95% interval':<15} {'matches':>7}  "
               f"{'fair share':>10}")
    for s, d in enumerate(summary["seats"]):
        out.append(f"{f'{s + 1} {seat_name(s)}':<12} {pct(d['rate']):>8}  {interval(d):<15} "
                   f"{d['matches']:>7}  {pct(d['fair']):>10}")
    out.append("")
    out.append("lineup (each bot's win rate per seat it holds), no winner, "
               "length median / 90th pct (actions), safety stops")
    for row in summary["lineups"]:
        bots = ", ".join(f"{b} {pct(d['rate']).strip()} {interval(d)}"
                         for b, d in row["bots"].items())
        out.append(f"  {lineup_name(row['lineup'])}: {row['matches']} matches; {bots}; "
                   f"no winner {row['no_winner']}; {row['length_median']:g} / "
                   f"{row['length_p90']:g}; {row['safety_stops']}")
    out.append("")
    length = summary["length"]
    out.append(f"match length: median {length['median']:g}, 90th percentile "
               f"{length['p90']:g} actions; no winner: {summary['no_winner']}")
    out.append("ended by: " + ", ".join(f"{k} {v}" for k, v in summary["ends"].items()))
    stops = summary["safety_stops"]
    out.append(f"safety stops (a round limit or the rules' last resort): {len(stops)}"
               + (" - seeds " + ", ".join(str(s["seed"]) for s in stops[:10])
                  + (" ..." if len(stops) > 10 else "") if stops else ""))
    for e in summary["errors"][:10]:
        out.append(f"FAILED match {e['index']}: "
                   f"{replay_command(config, job_of(e))}: {e['error']}")
    if summary["errors"]:
        out.append(f"{len(summary['errors'])} matches failed")
    out.append("")
    out.append(f"replay a match: {replay_command(config, jobs[0])} "
               "(each match's seats and seed: --csv or --json)")
    return "\n".join(out)


def job_of(d: dict[str, Any]) -> Job:
    return Job(int(d["index"]), int(d.get("lineup", 0)), tuple(d["seats"]), int(d["seed"]))


def document(config: Config, players: list[int], matches: int, lineups: list,
             summary: dict[str, Any], results: list[dict[str, Any]]) -> dict[str, Any]:
    return {"format": FORMAT, "game": config.game, "level": config.level,
            "variants": list(config.variants), "players": players,
            "matches_per_lineup": matches, "lineups": [list(lu) for lu in lineups],
            "summary": summary,
            "matches": [{**r, "replay": replay_command(config, job_of(r))} for r in results]}


def write_json(path: str, doc: dict[str, Any]) -> None:
    with open(path, "w", encoding="utf-8") as f:
        json.dump(doc, f, indent=1)
        f.write("\n")


COLUMNS = ("index", "lineup", "seed", "seats", "winners", "scores", "actions", "end",
           "safety", "error", "replay")


def write_csv(path: str, config: Config, results: list[dict[str, Any]]) -> None:
    """One row a match; seats and winners as in the JSON (winners are seat
    numbers from 0), lists joined with spaces."""
    with open(path, "w", encoding="utf-8", newline="") as f:
        w = csv.writer(f)
        w.writerow(COLUMNS)
        for r in results:
            w.writerow([r["index"], r["lineup"], r["seed"], " ".join(r["seats"]),
                        " ".join(map(str, r["winners"])), " ".join(map(str, r["scores"])),
                        r["actions"], r["end"] or "", int(r["safety"]), r["error"] or "",
                        replay_command(config, job_of(r))])
