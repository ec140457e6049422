#!/usr/bin/env python3
"""The table of bot255's curated puzzles in docs/levels.md, with the solver's
numbers behind each one's difficulty.

    python tools/bot255_levels_table.py          # print the table (Markdown)
    python tools/bot255_levels_table.py --doc    # and write it into docs/levels.md

For every map in game/levels/bot255/<set>/ (read with game.maps.bot255.puzzles):
its size, bugs and memory; the fewest moves and turns of a run taking all 8
bits (game.rules.bot255.solver.tour); the shortest program the synthesiser
finds within the puzzle's memory (synth.best_program with every command and
tools/make_bot255_levels.py's SYNTH_WORK: its lines and the commands it
needs, or how many bits its best program takes when no program it finds takes
all 8); and the shortest worked solution in game/levels/bot255/solutions.toml.
Then a line a set with the averages. Takes about half a minute (the
synthesiser); the output is deterministic.
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
for p in (ROOT, HERE):
    if str(p) not in sys.path:
        sys.path.insert(0, str(p))

from game.maps.bot255 import SETS, puzzles, worked_solutions  # noqa: E402
from game.rules.bot255.program import COMMANDS, commands_used, lines_used  # noqa: E402
from game.rules.bot255.solver import tour  # noqa: E402
from make_bot255_levels import SYNTH_WORK, synth_solution  # noqa: E402

DOC = ROOT / "docs" / "levels.md"
BEGIN = "<!-- bot255-table: tools/bot255_levels_table.py --doc writes from here -->"
END = "<!-- bot255-table end -->"
# the editor's words for the library's commands
WORDS = {"move": "moveForward", "turn": "rotate", "if": "if", "else": "else", "while": "while",
         "repeat": "repeat", "until": "repeat until"}


def words(cmds: set[str]) -> str:
    return ", ".join(WORDS[c] for c in COMMANDS if c in cmds)


def table() -> str:
    solutions = worked_solutions()
    head = ("| set | file | title | size | bugs | memory | tour | synthesiser | its commands "
            "| worked solution |\n"
            "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    rows = [head]
    summary = []
    for set_name in SETS:
        tours, synth_lines, hand_lines, complete = [], [], [], 0
        found_all = puzzles(set_name)
        for pz in found_all:
            w = pz.world
            t = tour(w)
            assert t is not None, pz.path
            f = synth_solution(w, pz.memory)
            if f.bits == len(w.bits):
                complete += 1
                synth_lines.append(f.lines)
                synth, cmds = f"{f.lines} lines", words(commands_used(f.program))
            else:
                synth, cmds = f"not found ({f.bits} of 8 bits)", "-"
            sols = solutions.get(f"{set_name}/{pz.name}", [])
            best = min(sols, key=lambda p: (lines_used(p), len(commands_used(p))), default=None)
            if best is None:
                hand = "none"
            else:
                hand_lines.append(lines_used(best))
                hand = f"{lines_used(best)} lines ({words(commands_used(best))})"
            tours.append(t.steps)
            rows.append(f"| {set_name} | `{pz.path.name}` | {pz.title} | {w.width}x{w.height} "
                        f"| {len(w.bugs)} | {pz.memory} | {t.steps} | {synth} | {cmds} | {hand} |")
        n = len(found_all)

        def mean(xs: list[int]) -> str:
            return f"{sum(xs) / len(xs):.1f}" if xs else "-"
        summary.append(f"| {set_name} | {n} | {mean(tours)} | {complete} of {n} "
                       f"| {mean(synth_lines)} | {mean(hand_lines)} |")
    out = "\n".join(rows)
    out += ("\n\n| set | puzzles | mean tour | synthesiser finds all 8 bits | its mean lines "
            "| mean lines of the shortest worked solution |\n"
            "| --- | --- | --- | --- | --- | --- |\n" + "\n".join(summary))
    out += (f"\n\nTour: the fewest moves and turns of one run taking all 8 bits (`solver.tour`). "
            f"Synthesiser: the shortest program `synth.best_program` finds within the "
            f"puzzle's memory, every command allowed, {SYNTH_WORK:_} units of work.")
    return out + "\n"


def write_doc(text: str, doc: Path = DOC) -> bool:
    """Put the table between the markers in docs/levels.md; False if they are missing."""
    old = doc.read_text(encoding="utf-8")
    if BEGIN not in old or END not in old:
        return False
    a = old.index(BEGIN) + len(BEGIN)
    b = old.index(END)
    new = old[:a] + "\n" + text + old[b:]
    if new != old:
        doc.write_text(new, encoding="utf-8")
    return True


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--doc", action="store_true", help=f"write the table into {DOC}")
    args = ap.parse_args(argv)
    text = table()
    print(text, end="")
    if args.doc and not write_doc(text):
        print(f"{DOC} has no table markers ({BEGIN!r} ... {END!r})", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
