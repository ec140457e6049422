"""Command line: play (default), headless, replay, watch, arena, bench."""
from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


def parser() -> argparse.ArgumentParser:
    import argparse

    p = argparse.ArgumentParser(prog="monkey-arcade", description="Monkey Arcade")
    sub = p.add_subparsers(dest="cmd")
    play = sub.add_parser("play", help="open the arcade (default)")
    play.add_argument("--windowed", action="store_true", help="start in a window")
    play.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    play.add_argument("--learn", default=None, metavar="GAME",
                      help="open that game's guided match (Learn to play)")
    h = sub.add_parser("headless", help="bots play matches without a window")
    h.add_argument("--game", required=True)
    h.add_argument("--seats", required=True, help="comma list: random,easy,medium,hard")
    h.add_argument("--seed", type=int, default=0)
    h.add_argument("--level", default=None)
    h.add_argument("--variant", action="append", default=[], metavar="NAME[=VALUE]")
    h.add_argument("--log", default=None, metavar="FILE.jsonl")
    h.add_argument("--games", type=int, default=1, help="how many matches (seeds N, N+1, ...)")
    r = sub.add_parser("replay", help="re-run a log; exit 0 iff it reproduces")
    r.add_argument("file")
    w = sub.add_parser("watch", help="watch a match log again in the theatre")
    w.add_argument("file", metavar="FILE.jsonl")
    w.add_argument("--windowed", action="store_true", help="open in a window")
    w.add_argument("--size", default=None, help="window size, e.g. 1280x720")
    a = sub.add_parser("arena", help="bot tournaments (see python -m game arena --help)",
                       add_help=False)
    a.add_argument("rest", nargs=argparse.REMAINDER)
    b = sub.add_parser("bench", help="run the benchmarks (tools/bench.py)")
    b.add_argument("rest", nargs=argparse.REMAINDER)
    return p


COMMANDS = ("play", "headless", "replay", "watch", "arena", "bench")


def quick_play(argv: list[str]) -> tuple[bool, str | None] | None:
    """(windowed, size) when argv is plainly a launch, else None for argparse.

    Importing argparse and building the parser cost about 3 ms of the launch
    (issue 20); anything unusual (help, abbreviations, repeats, errors) still
    goes through argparse, so its messages are unchanged."""
    rest = argv[1:] if argv[:1] == ["play"] else argv
    windowed, size, i = False, None, 0
    while i < len(rest):
        tok = rest[i]
        if tok == "--windowed" and not windowed:
            windowed, i = True, i + 1
        elif tok == "--size" and size is None and i + 1 < len(rest) \
                and rest[i + 1] and not rest[i + 1].startswith("-"):
            size, i = rest[i + 1], i + 2
        else:
            return None
    return windowed, size


def main(argv: list[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    quick = quick_play(argv)
    if quick is not None:
        from game.app.main import run as run_quick
        return run_quick(windowed=quick[0], size=quick[1])
    if argv[:1] == ["arena"]:  # the arena reads its own options (and --help)
        from game.arena.cli import main as arena_main
        return arena_main(argv[1:])
    if not argv or (argv[0] not in COMMANDS and argv[0] not in ("-h", "--help")):
        argv = ["play", *argv]  # the default command takes the play options
    args = parser().parse_args(argv)
    if args.cmd == "headless":
        from game.core.headless import run_headless
        return run_headless(args)
    if args.cmd == "replay":
        from game.core.headless import run_replay
        return run_replay(args.file)
    if args.cmd == "watch":
        from game.theatre.launch import watch_file
        return watch_file(args.file, args.windowed, args.size)
    if args.cmd == "bench":
        import runpy
        here = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        sys.argv = ["bench.py", *args.rest]
        runpy.run_path(os.path.join(here, "tools", "bench.py"), run_name="__main__")
        return 0
    if args.learn is not None:
        return learn(args.learn, args.windowed, args.size)
    from game.app.main import run
    return run(windowed=args.windowed, size=args.size)


def learn(game_id: str, windowed: bool, size: str | None) -> int:
    """`play --learn GAME`: the arcade opens on that game's lesson (for a teacher)."""
    from game.learn.launch import refusal
    why = refusal(game_id)
    if why is not None:
        print(why, file=sys.stderr)
        return 2
    from game.app.main import open_window
    from game.learn.launch import start_lesson
    app = open_window(windowed, size)
    if isinstance(app, int):
        return app
    if not start_lesson(app, game_id):
        print(app.toasts[-1][0] if app.toasts else "The lesson cannot start.", file=sys.stderr)
        return 2
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
