#!/usr/bin/env python3
"""Print the Treefort Nations boards and their fairness figures, as Markdown.

    python tools/treefort_layouts.py                 # every board in game/levels/treefort/
    python tools/treefort_layouts.py players-5       # one shipped board, by name
    python tools/treefort_layouts.py some/board.tmx  # any board map

For each board: a picture (seat 0 is A, seat 1 B..., neutral ground N, `.` no
board) and per seat the numbers of game.maps.treefort.fairness(), then how far
apart the seats are on each (max - min). docs/rules/treefort-layouts.md holds
this output for the shipped boards (tests/levels/test_treefort_levels.py checks
that it is up to date).
"""
from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from game.core.seats import SEAT_NAMES  # noqa: E402
from game.maps.treefort import (GRID_SIZE, SEAT_LETTERS, Layout, LevelError, fairness,  # noqa: E402
                                list_layouts, load_layout, spread)

COLUMNS = ("seat", "neutral border", "neighbours", "border with each seat", "opponent border",
           "to neutral", "to opponent", "neutral share", "opponent squares in range")


def _num(v: object) -> str:
    if v is None:
        return "-"
    if isinstance(v, float):
        return f"{v:.1f}"
    return str(v)


def _seat(s: int) -> str:
    return f"{s} {SEAT_LETTERS[s]} {SEAT_NAMES[s]}"


def board_markdown(layout: Layout) -> str:
    """The picture and the fairness table of one board."""
    fair = fairness(layout)
    pic = layout.picture()
    cols = len(pic.split("\n")[0])
    per = (layout.width // cols) if cols else GRID_SIZE
    scale = ("one letter per grid" if per == GRID_SIZE
             else f"one letter per {per} x {per} squares, a grid is {GRID_SIZE // per} x "
                  f"{GRID_SIZE // per} letters")
    out = [f"### {layout.title}",
           "",
           (f"`{layout.path.name}`: {layout.players} players, {layout.width} x "
            f"{layout.height} squares ({scale}):"),
           "",
           "```",
           pic,
           "```",
           "",
           "| " + " | ".join(COLUMNS) + " |",
           "| --- | ---: | ---: | --- | ---: | ---: | ---: | ---: | ---: |"]
    for s, f in fair.items():
        each = ", ".join(f"{SEAT_LETTERS[t]} {n}" for t, n in sorted(f["borders"].items())) or "-"
        out.append(f"| {_seat(s)} | {f['neutral_border']} | {f['neighbours']} | {each} | "
                   f"{f['opponent_border']} | {_num(f['neutral_distance'])} | "
                   f"{_num(f['opponent_distance'])} | {_num(f['neutral_share'])} | "
                   f"{f['in_range']} |")
    has_neutral = bool(layout.neutral)

    def sp(key: str) -> str:
        if not has_neutral and key in ("neutral_border", "neutral_distance", "neutral_share"):
            return "-"
        return _num(spread(fair, key))

    out.append(f"| **spread** (max - min) | {sp('neutral_border')} | {sp('neighbours')} | | "
               f"{sp('opponent_border')} | {sp('neutral_distance')} | "
               f"{sp('opponent_distance')} | {sp('neutral_share')} | {sp('in_range')} |")
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    try:
        layouts = [load_layout(a) for a in args] if args else list_layouts()
    except LevelError as e:
        print(e, file=sys.stderr)
        return 1
    if not layouts:
        print("no boards found", file=sys.stderr)
        return 1
    print("\n".join(board_markdown(lay) for lay in layouts), end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
