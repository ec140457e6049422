#!/usr/bin/env python3
"""Benchmarks behind every speed figure in docs/performance.md.

    python tools/bench.py                 # everything (several minutes: bot matches)
    python tools/bench.py launch frames   # only some parts
    python tools/bench.py bots --matches 40
    python tools/bench.py bot-times --game bananas   # only the decision-time table

Parts: launch (CPU time from process start to the first menu frame, beside
the pygame floor), frames (per-scene frame times at 1920x1080 on the dummy
driver), junkyard-frames (Spank the Monkey's
table with 6 towers while towers fall), treefort-frames (Treefort Nations'
8-player table while catapult shots fly and forts break), bot255 (the
interpreter's steps per second, the solver's and the synthesiser's time per
world, the bots' decision times), bot255-frames (the puzzle screen with a
full editor while the bot runs), idle (CPU share of a still menu and
a still match in a real X window under Xvfb), headless (random-bot matches
and actions per second), bots (decision times and win rates), views (each
game's view and apply early and late in a long match: bench_views.py),
interop (each game's random playouts against OpenSpiel's Python tic-tac-toe
in one run, 1.0 = as fast, and the per-action cost early and late in a long
match: bench_interop.py).
Figures are printed as a markdown table; nothing here is a pass/fail test.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time
from multiprocessing import Pool
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROWS: list[tuple[str, str]] = []


def row(name: str, value: str) -> None:
    ROWS.append((name, value))
    print(f"  {name}: {value}", flush=True)


def pct(values: list[float], p: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, int(round(p / 100 * (len(s) - 1))))]


# --------------------------------------------------------------------------- launch
# The floor: what any pygame program pays before its first picture.
LAUNCH_FLOOR = r"""
import sys, time
import pygame
pygame.init()
pygame.display.set_mode((1920, 1080))
pygame.display.flip()
sys.stderr.write(f"first-frame-cpu {time.process_time():.6f}\n")
"""


def _child_cpu(argv: list[str], env: dict[str, str]) -> tuple[float, float]:
    """CPU time (user + system) of one child process: up to its first frame (as
    the child reports it: `first-frame-cpu <seconds>` on stderr) and to its end."""
    proc = subprocess.Popen(argv, cwd=ROOT, env=env, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE)
    err_bytes = proc.stderr.read() if proc.stderr else b""
    _, status, usage = os.wait4(proc.pid, 0)
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = err_bytes.decode(errors="replace")
    if proc.returncode != 0:
        raise SystemExit(f"launch: {' '.join(argv)} failed ({proc.returncode}): {err}")
    first = [float(ln.split()[1]) for ln in err.splitlines() if ln.startswith("first-frame-cpu ")]
    if not first:
        raise SystemExit(f"launch: {' '.join(argv)} never reported its first frame: {err}")
    return first[0], usage.ru_utime + usage.ru_stime


def bench_launch(runs: int = 15) -> None:
    """CPU time from process start to the first menu frame on screen, beside
    the pygame floor measured in the same run, alternated so that load on a
    shared machine falls on both alike."""
    import tempfile
    print(f"launch: CPU time to the first menu frame against the pygame floor, {runs} runs "
          "each, alternated", flush=True)
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", MONKEY_ARCADE_HOME=tempfile.mkdtemp(),
               MONKEY_ARCADE_EXIT_AFTER_FIRST_FRAME="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)   # a player's install has its .pyc files
    floor = [sys.executable, "-c", LAUNCH_FLOOR]
    arcade = [sys.executable, "-m", "game", "--windowed", "--size", "1920x1080"]
    _child_cpu(floor, env)                     # warm-up: byte-code written, files cached
    _child_cpu(arcade, env)
    floor_runs, arcade_runs = [], []
    for _ in range(runs):
        floor_runs.append(_child_cpu(floor, env))
        arcade_runs.append(_child_cpu(arcade, env))
    floors, arcades = [r[0] for r in floor_runs], [r[0] for r in arcade_runs]
    f, a = statistics.median(floors), statistics.median(arcades)
    row(f"launch: pygame floor, CPU time to its frame (median of {runs})",
        f"{f:.3f} s (import pygame, init, a 1920x1080 window, one flip)")
    row(f"launch: arcade to first menu frame, CPU time (median of {runs})",
        f"{a:.3f} s (max {max(arcades):.3f} s)")
    row("launch: arcade / floor", f"{a / f:.2f}x (target <= 1.3x)")
    # other engineers' work only ever adds CPU time: the fastest runs are the least disturbed
    row("launch: arcade / floor, fastest run of each",
        f"{min(arcades) / min(floors):.2f}x ({min(arcades):.3f} s against {min(floors):.3f} s)")
    fw = statistics.median(r[1] for r in floor_runs)
    aw = statistics.median(r[1] for r in arcade_runs)
    row("launch: whole processes, to their exit (median)",
        f"{aw:.3f} s against {fw:.3f} s: {aw / fw:.2f}x (the rest is quitting)")


# --------------------------------------------------------------------------- frames
def _frames(app, n: int, full: bool = True) -> list[float]:
    """Wall ms of `n` frames. `full`: as if someone were touching the screen, so
    every frame is drawn whole (the still-screen rule would skip a quiet
    scene's drawing, and the bench would time nothing)."""
    times = []
    for _ in range(n):
        if full:
            app.last_input = app.time
        t = time.perf_counter()
        app.frame(1 / 60)
        times.append((time.perf_counter() - t) * 1000)
    return times


def _drawn_by_itself(app, seconds: float = 6.0) -> str:
    """Left alone: how many of the last 2 s of frames the app still draws (a
    moving scene: all of them; a still one: none)."""
    from game.app.main import STILL_AFTER
    app.last_input = app.time - STILL_AFTER - 1
    _frames(app, int(60 * (seconds - 2)), full=False)
    before = app.draws
    _frames(app, 120, full=False)
    return f"left alone {app.draws - before}/120 frames drawn"


def bench_frames(n: int = 600) -> None:
    import tempfile
    os.environ["MONKEY_ARCADE_HOME"] = tempfile.mkdtemp()
    from game.app.main import App
    from game.app.seating import Seating
    from game.core.headless import play
    from game.core.state import Setup

    print(f"frames: per-scene frame time at 1920x1080, dummy driver, {n} frames each", flush=True)
    app = App(windowed=True, size=(1920, 1080))
    app.settings.bot_speed = "fast"

    def codes_match():
        from game.app.launch import start_match
        seating = Seating.from_kinds(["easy", "easy", "easy", "easy"])
        start_match(app, "codes", seating)
        return app.stack.top

    def bananas_match():
        from game.app.launch import start_match
        start_match(app, "bananas", Seating.from_kinds(["easy"] * 4), variants=("level=2",))
        scene = app.stack.top
        # on to the run phase: the bots code, then their steps start running
        for _ in range(3000):
            app.frame(1 / 60)
            if getattr(scene.state, "phase", "") == "run" or scene.state.view(None).get("running"):
                break
        return scene

    def push(module: str, cls: str, *args):
        import importlib
        scene_cls = getattr(importlib.import_module(module), cls)
        app.push(scene_cls(app, *args))

    def help_of(game_id: str):
        from game.core import registry
        app.open("help", pages=registry.spec(game_id).help_pages())

    def curtain():
        seating = Seating.from_kinds(["human", "human"])
        app.open("curtain", seat=1, seating=seating, message=None, on_reveal=lambda: None)

    def result():
        done = play(Setup("codes", ("easy", "easy"), 1))
        push("game.scenes.result", "ResultScene", done, Seating.from_kinds(done.setup.seats))

    def scenes():
        yield "menu", lambda: None
        yield "lobby", lambda: push("game.scenes.lobby", "LobbyScene", "codes")
        yield "settings", lambda: push("game.scenes.settings", "SettingsScene")
        yield "help (codes)", lambda: help_of("codes")
        yield "curtain", curtain
        yield "codes match, 4 bots playing", codes_match
        yield "pause over codes", lambda: push("game.scenes.pause", "PauseScene", app.stack.top)
        yield "bananas match, 4 bots, run phase", bananas_match
        yield "help (bananas)", lambda: help_of("bananas")
        yield "result", result

    for name, build in scenes():
        try:
            if name not in ("pause over codes",):
                app.to_menu()
            build()
        except Exception as exc:  # a missing scene is reported, not fatal
            row(f"frame: {name}", f"unavailable ({type(exc).__name__}: {exc})")
            continue
        _frames(app, 30)  # warm caches
        t = _frames(app, n)
        alone = _drawn_by_itself(app)
        row(f"frame: {name}", f"median {statistics.median(t):.2f} ms, p99 {pct(t, 99):.2f} ms "
            f"(full draws; {alone}; load {os.getloadavg()[0]:.1f})")


# --------------------------------------------------------------------------- headless
def bench_headless(matches: int = 300) -> None:
    from game.core.headless import play
    from game.core.state import Setup

    print("headless: random-bot Going Bananas matches, 2 players, per level", flush=True)
    for level in range(1, 8):
        t0 = time.perf_counter()
        actions = 0
        n = 15
        for k in range(n):
            actions += len(play(Setup("bananas", ("random", "random"), k, None,
                                      (f"level={level}",))).record.steps)
        dt = time.perf_counter() - t0
        row(f"bananas random x2, level {level}", f"{n / dt:.2f} matches/s, {actions / dt:.0f} actions/s")

    print("headless: random-bot Codes matches", flush=True)
    for seats in (("random", "random"), ("random",) * 4):
        t0 = time.perf_counter()
        actions = 0
        for k in range(matches):
            actions += len(play(Setup("codes", seats, k)).record.steps)
        dt = time.perf_counter() - t0
        row(f"codes random x{len(seats)}: matches/s", f"{matches / dt:.1f}")
        row(f"codes random x{len(seats)}: actions/s", f"{actions / dt:.0f}")

    print("headless: random-bot Spank the Monkey matches, per player count", flush=True)
    for players in range(2, 7):
        t0 = time.perf_counter()
        actions = 0
        n = max(10, matches // 3)
        for k in range(n):
            actions += len(play(Setup("junkyard", ("random",) * players, k)).record.steps)
        dt = time.perf_counter() - t0
        row(f"junkyard random x{players}", f"{n / dt:.1f} matches/s, {actions / dt:.0f} actions/s")

    print("headless: random-bot Treefort Nations matches, per player count (12 trees a grid)",
          flush=True)
    for players in range(2, 9):
        t0 = time.perf_counter()
        actions = 0
        n = max(4, matches // 30)
        for k in range(n):
            actions += len(play(Setup("treefort", ("random",) * players, k)).record.steps)
        dt = time.perf_counter() - t0
        row(f"treefort random x{players}", f"{n / dt:.2f} matches/s, {actions / dt:.0f} actions/s")


# --------------------------------------------------------------------------- bots
# Decision times over a spread of settings. Every match is played in this one
# process, one after another, so the times are those of one busy core; run it
# on an otherwise quiet machine (the load average is printed before and after;
# the CPU time of each decision is printed too, which a busy machine inflates
# less). Bots budget their search in work, not time: the largest work count
# of a decision is printed with the times (Codes: distance-search nodes and
# the like; Going Bananas: planner nodes plus rollout units; see game/ai).
BOT_KINDS_TIMED = ("hard", "medium", "easy")
CODES_SPREAD: list[tuple[int, tuple[str, ...]]] = [  # (players, variants)
    (2, ()), (4, ()), (8, ()),
    (4, ("code=8",)), (6, ("memory", "code=8")), (3, ("two_actions",)),
    (2, ("coins=16", "code=12")), (4, ("coins=16", "code=15")), (8, ("coins=16", "code=15")),
    (3, ("five_in_long", "code=8")), (4, ("five_in_long", "coins=16", "code=15")),
    (4, ("mode=coop", "code=8")), (4, ("mode=coop_guess",)), (4, ("teams=2", "code=8")),
]
BANANAS_SPREAD: list[tuple[int, int]] = [(lv, n) for lv in range(1, 8) for n in (2, 3, 4)]
# Spank the Monkey: every player count, with and without the optional rules
JUNKYARD_SPREAD: list[tuple[int, tuple[str, ...]]] = [
    (n, v) for n in range(2, 7)
    for v in ((), ("lively_monkey", "frightening"), ("no_limit", "random_start"))]


class _Clocked:
    """Times every decision of the game's search bots (patched on their class)."""

    def __init__(self, game: str):
        cls: type
        if game == "codes":
            from game.ai.codes import CodesBot as cls
        elif game == "junkyard":
            from game.ai.junkyard import JunkyardBot as cls
        else:
            from game.ai.bananas import BananasBot as cls
        self.cls = cls
        self.orig = cls.choose
        self.rows: list[tuple[str, float, int, float]] = []  # (kind, seconds, work, CPU seconds)

    def __enter__(self) -> "_Clocked":
        orig, rows = self.orig, self.rows

        def choose(bot, view, legal):
            c = time.process_time()
            t = time.perf_counter()
            a = orig(bot, view, legal)
            dt = time.perf_counter() - t
            rows.append((bot.kind, dt, int((getattr(bot, "last_work", None) or {}).get("work", 0)),
                         time.process_time() - c))
            return a

        self.cls.choose = choose
        return self

    def __exit__(self, *exc) -> None:
        self.cls.choose = self.orig


def _spread_setups(game: str, per_setting: int):
    from game.core.state import Setup
    kinds = BOT_KINDS_TIMED
    spread: list = {"codes": CODES_SPREAD, "junkyard": JUNKYARD_SPREAD}.get(game, BANANAS_SPREAD)
    for item in spread:
        if game == "junkyard":
            players, variants = item
            label, level = f"{players}p {' '.join(variants) or 'default'}", None
        elif game == "codes":
            players, variants = item
            label, level, variants = (f"{players}p {' '.join(variants) or 'default'}", None,
                                      variants + ("max_rounds=4",))
        else:
            lv, players = item
            label, level, variants = f"level {lv}, {players}p", str(lv), ("max_rounds=3",)
        setups = []
        for k in range(per_setting):
            seats = tuple(kinds[(k + i) % len(kinds)] for i in range(players))
            setups.append(Setup(game, seats, 20_000 + 100 * k + players, level, variants))
        yield label, setups


def bench_bot_times(per_setting: int = 1, games: tuple[str, ...] = ("codes", "bananas")) -> None:
    from game.core import headless
    load0 = os.getloadavg()
    print(f"bots: decision times, one process, {per_setting} match(es) per setting; "
          f"load average {load0[0]:.2f} at the start", flush=True)
    for game in games:
        t0 = time.perf_counter()
        per_kind: dict[str, list[tuple[float, int, str, float]]] = {}
        with _Clocked(game) as clocked:
            for label, setups in _spread_setups(game, per_setting):
                n0 = len(clocked.rows)
                for setup in setups:
                    headless.play(setup)
                rows = clocked.rows[n0:]
                for kind, dt, work, cpu in rows:
                    per_kind.setdefault(kind, []).append((dt, work, label, cpu))
                hard = [dt for kind, dt, _, _ in rows if kind == "hard"]
                if hard:
                    print(f"    {game} {label}: hard p50 {1000 * statistics.median(hard):.0f} ms, "
                          f"p95 {1000 * pct(hard, 95):.0f} ms, max {1000 * max(hard):.0f} ms, "
                          f"work max {max(w for k, _, w, _ in rows if k == 'hard')}", flush=True)
        for kind in BOT_KINDS_TIMED:
            rows4 = per_kind.get(kind)
            if not rows4:
                continue
            times = [dt for dt, _, _, _ in rows4]
            cpus = [c for _, _, _, c in rows4]
            searched = [dt for dt, w, _, _ in rows4 if w > 0]
            n_searched = len(searched)
            searched = searched or [0.0]
            slow = max(rows4)
            row(f"{game} {kind}: decision time ({len(times)} decisions, {n_searched} searched)",
                f"p50 {1000 * statistics.median(times):.0f} ms, p95 {1000 * pct(times, 95):.0f} ms, "
                f"max {1000 * slow[0]:.0f} ms ({slow[2]}); CPU p95 {1000 * pct(cpus, 95):.0f} ms, "
                f"max {1000 * max(cpus):.0f} ms; searched p50 {1000 * statistics.median(searched):.0f} ms, "
                f"p95 {1000 * pct(searched, 95):.0f} ms; largest work {max(w for _, w, _, _ in rows4)}")
        print(f"    ({time.perf_counter() - t0:.0f} s)", flush=True)
    load1 = os.getloadavg()
    row("load average during the decision-time runs", f"{load0[0]:.2f} at the start, {load1[0]:.2f} at the end")


def _bot_match(args):
    game, seats, seed, timed = args
    from game.core import headless
    from game.core.state import Setup
    with _Clocked(game) as clocked:
        m = headless.play(Setup(game, seats, seed))
    return m.state.winners(), [dt for kind, dt, _, _ in clocked.rows if kind == timed]


def bench_bots(matches: int = 200, game: str = "codes") -> None:
    """The decision-time table (one process; a match per setting for every 50
    matches asked, at least one), then win rates (two processes)."""
    bench_bot_times(max(1, matches // 50))
    print(f"bots: {game}, {matches} matches per pairing, seats alternate", flush=True)
    with Pool(2) as pool:
        for a, b in (("hard", "random"), ("hard", "easy"), ("medium", "easy")):
            jobs = [(game, (a, b) if k % 2 == 0 else (b, a), 10_000 + k, a) for k in range(matches)]
            t0 = time.perf_counter()
            results = pool.map(_bot_match, jobs, chunksize=4)
            wins_a = wins_b = 0.0
            times: list[float] = []
            for (seats_winners, t), job in zip(results, jobs):
                seats = job[1]
                for w in seats_winners:
                    if seats[w] == a:
                        wins_a += 1 / len(seats_winners)
                    else:
                        wins_b += 1 / len(seats_winners)
                times += t
            draws = matches - wins_a - wins_b
            row(f"{a} vs {b}: {a} wins", f"{100 * wins_a / matches:.1f}% "
                f"({b} {100 * wins_b / matches:.1f}%, no winner {100 * draws / matches:.1f}%)")
            if times:
                row(f"{a} decision time ({a} vs {b}, two processes)",
                    f"p50 {1000 * statistics.median(times):.0f} ms, p95 {1000 * pct(times, 95):.0f} ms, "
                    f"max {1000 * max(times):.0f} ms over {len(times)} decisions")
            print(f"    ({time.perf_counter() - t0:.0f} s)", flush=True)


# --------------------------------------------------------------------------- idle
IDLE_CHILD = r"""
import os, sys, time, tempfile
os.environ["MONKEY_ARCADE_HOME"] = tempfile.mkdtemp()
os.environ.pop("SDL_VIDEODRIVER", None)     # a real X window (Xvfb), not the dummy driver
from game.app.main import App
from game.app.seating import Seat, Seating
from game.input.intents import KEYBOARD
which, seconds = sys.argv[1], float(sys.argv[2])
app = App(windowed=False)
if which == "match":
    from game.app.launch import start_match
    start_match(app, "codes", Seating([Seat("human", KEYBOARD), Seat("easy")]))
def run(secs):
    end = time.perf_counter() + secs
    while time.perf_counter() < end and app.running:
        app.frame(app.clock.tick(20 if app.still else 60) / 1000)
run(5.0)                                   # the bot moves, the screen settles
c0, t0, d0 = time.process_time(), time.perf_counter(), app.draws
run(seconds)
print(time.process_time() - c0, time.perf_counter() - t0, app.draws - d0)
"""


def bench_idle(seconds: float = 20.0) -> None:
    """CPU share of the game process on a still title screen and a still match
    (a human to move), full screen in a real X window under Xvfb."""
    print(f"idle: {seconds:.0f} s of a still screen, full screen 1920x1080 under Xvfb",
          flush=True)
    for which in ("menu", "match"):
        cmd = ["xvfb-run", "-a", "-s", "-screen 0 1920x1080x24", sys.executable, "-c",
               IDLE_CHILD, which, str(seconds)]
        out = subprocess.run(cmd, cwd=ROOT, check=True, capture_output=True, text=True)
        cpu, wall, draws = (float(x) for x in out.stdout.split()[-3:])
        row(f"idle: still {which}", f"{100 * cpu / wall:.1f}% of one core, "
            f"{draws / wall:.1f} frames drawn per second (target <= 15%)")


# --------------------------------------------------------------------------- junkyard-frames
JUNKYARD_TOWERS = [
    ["squashy_sofa", "creaky_bunk_bed", ("grandpas_armchair", ["barbed_wire"]), "golden_toilet",
     "leaning_bookshelf"],
    ["hay_bale", "wobbly_wardrobe", "out_of_tune_piano",
     ("stolen_garden_gnome", ["metal_fittings"]), "pirate_treasure_chest"],
    ["fake_famous_painting", "smuggled_rubber_ducks", "stolen_traffic_cones", "robbers_loot_sack",
     "forbidden_fireworks"],
    ["stinky_compost_heap", "giant_rotten_pumpkin", "crate_of_old_bananas", "old_tree_stump",
     "mountain_of_banana_peels"],
    ["humming_fridge", "claw_machine", "neon_sign", "pinball_machine", "recycling_station"],
    ["washing_machine", "jammed_vending_machine", "bubbling_hot_tub", "giant_totem_pole",
     ("disco_ball", ["duct_tape", "wooden_planks"])],
]


def junkyard_collapse_scene(app):
    """A 6-player Spank the Monkey table (towers of five junk cards each, a
    player's hand on show, five bots waiting for the player): the scene, and
    `crash(k)`, which queues the events of a blow that knocks a card out of
    two towers at once (in the rules' shape, collisions included), so both
    towers fall together."""
    from game.app.seating import Seating
    from game.core.events import event
    from game.core.match import Match
    from game.core.state import Setup
    from game.rules.junkyard.deck import card, ids
    from game.scenes.junkyard import make_scene
    from tests.support.junkyard import position

    hand = [c for c in ids() if card(c).type in ("attack", "defense")][:6]
    kinds = ("human",) + ("easy",) * 5      # the human's turn: no bot moves meanwhile
    match = Match(Setup("junkyard", kinds, 5))
    st = position(*JUNKYARD_TOWERS, hands=[hand] + [[] for _ in range(5)], phase="attack",
                  monkey=8)
    st.setup = Setup("junkyard", kinds, 5)
    match.state = st
    match.opening_events = []
    app.to_menu()
    scene = make_scene(app, match, Seating.from_kinds(kinds))
    app.push(scene)

    def crash(k: int) -> None:
        v = scene.state.view(None)
        seats = (k % 6, (k + 3) % 6)
        first = [f["junk"] for f in v["towers"][seats[0]]]
        events = [event("attack_result", attacker=0, defender=seats[0], card=hand[0],
                        target=first[1], roll=6, mods=[[hand[0], 2]], total=8, strength=2,
                        parts=[[first[1], 2]], hit=True, why="hit")]
        for seat in seats:   # one blow knocks a card out of both towers: they fall together
            t = [f["junk"] for f in v["towers"][seat]]
            events.append(event("junk_destroyed", seat=seat, junk=t[1], reinforcements=[],
                                cause="attack", card=None, player=None))
        for seat in seats:
            t = [f["junk"] for f in v["towers"][seat]]
            strength = {f["junk"]: f["strength"] for f in v["towers"][seat]}
            broke = [t[2]] if (k + seat) % 2 == 0 else []
            events.append(event("collision", seat=seat, junk=t[2], onto=t[0], roll=5,
                                strength=strength[t[2]], onto_strength=strength[t[0]],
                                destroyed=broke))
            if broke:
                events.append(event("junk_destroyed", seat=seat, junk=t[2], reinforcements=[],
                                    cause="collision", card=None, player=None))
                events.append(event("collision", seat=seat, junk=t[3], onto=t[0], roll=1,
                                    strength=strength[t[3]], onto_strength=strength[t[0]],
                                    destroyed=[]))
        scene.queue_events(0, None, events, scene.state.clone())

    return scene, crash


def _busy_frames(app, scene, trigger, n: int, busy) -> tuple[list[float], list[float], int,
                                                             int, float]:
    """`n` frames of `scene`, calling `trigger(k)` whenever its animations are
    over: (wall ms per frame, CPU ms per frame, frames where `busy()`, triggers,
    load average at the start)."""
    k = 0
    times: list[float] = []
    cpu: list[float] = []
    busy_frames = 0
    load = os.getloadavg()[0]
    while len(times) < n:
        if not scene.anim.busy:
            trigger(k)
            k += 1
        t, c = time.perf_counter(), time.thread_time()
        app.frame(1 / 60)
        cpu.append((time.thread_time() - c) * 1000)
        times.append((time.perf_counter() - t) * 1000)
        busy_frames += bool(busy())
    return times, cpu, busy_frames, k, load


def bench_junkyard_frames(n: int = 600) -> None:
    """Frame times of the Spank the Monkey table with 6 towers while towers
    fall: two collapses at a time, back to back, each after its attack's
    result (as in play); every frame counted from the first collapse on,
    including the frames that plan and simulate the next ones."""
    import tempfile
    os.environ["MONKEY_ARCADE_HOME"] = tempfile.mkdtemp()
    from game.app.main import App

    print(f"junkyard-frames: 6 towers, collapses back to back, {n} frames at 1920x1080", flush=True)
    app = App(windowed=True, size=(1920, 1080))
    app.settings.bot_speed = "fast"
    scene, crash = junkyard_collapse_scene(app)
    for _ in range(30):
        app.frame(1 / 60)
    times, cpu, collapsing, k, load = _busy_frames(app, scene, crash, n,
                                                   lambda: bool(scene.table.collapses))
    row("frame: junkyard, 6 towers, towers falling",
        f"median {statistics.median(times):.2f} ms, p99 {pct(times, 99):.2f} ms "
        f"({collapsing} of {n} frames mid-collapse, {k} blows)")
    row("frame: junkyard, 6 towers, towers falling (CPU time of the frame)",
        f"median {statistics.median(cpu):.2f} ms, p99 {pct(cpu, 99):.2f} ms "
        f"(load average {load:.2f} at the start)")


# --------------------------------------------------------------------------- treefort-frames
def treefort_shot_scene(app, players: int = 8):
    """An 8-player Treefort Nations table (16 trees a grid, every seat with a
    4-square fort held by two monkeys, and a neighbour's catapult aiming at
    it, the player's turn so no bot moves): the scene, and `shoot(k)`, which
    queues the events of a shot that destroys seat k's fort (in the rules'
    shape), so a breadfruit flies and boards and monkeys tumble."""
    import random

    from game.app.seating import Seating
    from game.core.events import event
    from game.core.grid import Cell
    from game.core.match import Match
    from game.core.state import Setup
    from game.rules.treefort.board import Monkey
    from game.scenes.treefort import make_scene

    kinds = ("human",) + ("easy",) * (players - 1)
    match = Match(Setup("treefort", kinds, 5, None, ("coins=16",)))
    rng = random.Random(1)
    st = match.state
    while st.phase != "play":           # the set-up, played at random
        seat = next(iter(st.to_act()))
        match.apply(seat, rng.choice(st.legal_actions(seat)))
    b = st.board
    b.monkeys = {}
    shots = []
    for seat in range(players):
        x0 = min(c.x for c, o in b.owner.items() if o == seat)
        y0 = min(c.y for c, o in b.owner.items() if o == seat)
        fort = frozenset(Cell(x0 + 3 + i, y0 + 3 + j) for i in (0, 1) for j in (0, 1))
        b.platforms[100 + seat] = fort
        for j, c in enumerate(sorted(fort)[::3]):
            b.monkeys[10 * seat + j] = Monkey(10 * seat + j, seat, c)
        gunner = 10 * seat + 5
        b.monkeys[gunner] = Monkey(gunner, (seat + 1) % players, Cell(x0 + 1, y0 + 3),
                                   riding=True)
        shots.append((seat, gunner, Cell(x0 + 3, y0 + 3), 100 + seat,
                      [10 * seat, 10 * seat + 1]))
    st.turn, st.current = 0, None
    app.to_menu()
    scene = make_scene(app, match, Seating.from_kinds(kinds))
    app.push(scene)

    def shoot(k: int) -> None:
        seat, gunner, target, pid, fallen = shots[k % players]
        events = [event("attack", seat=(seat + 1) % players, monkey=gunner,
                        target=[target.x, target.y], platform=pid, between=1, modifier=2,
                        from_platform=False),
                  event("shot_platform", platform=pid, roll=6, modifier=2, hit=True, damage=6,
                        squares=4, braces=[], sturdiness=4, destroyed=True, fallen=fallen)]
        scene.queue_events((seat + 1) % players, None, events, scene.state.clone())

    return scene, shoot


def bench_treefort_frames(n: int = 600) -> None:
    """Frame times of the 8-player Treefort table while catapult shots fly
    and forts break, back to back; every frame counted, including those that
    simulate the coming shot's physics."""
    import tempfile
    os.environ["MONKEY_ARCADE_HOME"] = tempfile.mkdtemp()
    from game.app.main import App

    print(f"treefort-frames: 8 players, shots back to back, {n} frames at 1920x1080", flush=True)
    app = App(windowed=True, size=(1920, 1080))
    app.settings.bot_speed = "fast"
    scene, shoot = treefort_shot_scene(app)
    for _ in range(30):
        app.frame(1 / 60)
    times, cpu, flying, k, load = _busy_frames(app, scene, shoot, n,
                                               lambda: bool(scene.fx.sprites))
    row("frame: treefort, 8 players, shots flying",
        f"median {statistics.median(times):.2f} ms, p99 {pct(times, 99):.2f} ms "
        f"({flying} of {n} frames with a shot or debris on screen, {k} shots)")
    row("frame: treefort, 8 players, shots flying (CPU time of the frame)",
        f"median {statistics.median(cpu):.2f} ms, p99 {pct(cpu, 99):.2f} ms "
        f"(load average {load:.2f} at the start)")


# --------------------------------------------------------------------------- bot255
def bench_bot255(worlds: int = 30) -> None:
    """bot255's pure parts: interpreter steps per second; the solver's tour and
    the synthesiser's best program (every command, 24 lines, its default work)
    per world of each difficulty; the card-game bots' decision times."""
    import random

    from game.ai.base import Work
    from game.core.headless import make_bots
    from game.core.match import Match
    from game.core.state import Setup
    from game.rules.bot255 import interpreter, solver, synth
    from game.rules.bot255.generator import generate
    from game.rules.bot255.program import COMMANDS, move, repeat, turn, while_

    print(f"bot255: {worlds} worlds a difficulty, then bot matches", flush=True)
    wander = [repeat(99, [while_("not_wall", [move()]), turn("right"), move(), turn("right")])]
    steps, t = 0, time.perf_counter()
    for k in range(200):
        w = generate(random.Random(k), ("simple", "average", "difficult")[k % 3])
        steps += len(interpreter.run(w, wander).steps)
    row("bot255: interpreter", f"{steps / (time.perf_counter() - t):,.0f} steps/s "
        f"({steps} steps of a wall-following program, 200 worlds)")
    for diff in ("simple", "average", "difficult"):
        ws = [generate(random.Random(1000 + k), diff) for k in range(worlds)]
        tours, synths, bits = [], [], []
        for w in ws:
            t = time.perf_counter()
            solver.tour(w)
            tours.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            found = synth.best_program(w, None, frozenset(COMMANDS), 24, Work(synth.DEFAULT_WORK))
            synths.append((time.perf_counter() - t) * 1000)
            bits.append(found.bits)
        row(f"bot255: solver tour, {diff}", f"median {statistics.median(tours):.0f} ms, "
            f"max {max(tours):.0f} ms")
        row(f"bot255: synthesiser, {diff}, 24 lines",
            f"median {statistics.median(synths):.0f} ms, p95 {pct(synths, 95):.0f} ms "
            f"(all 8 bits in {sum(b == 8 for b in bits)} of {worlds})")
    times: dict[str, list[float]] = {}
    cpu: dict[str, list[float]] = {}
    for k in range(8):
        seats = ("hard", "medium", "easy")[k % 3:] + ("hard", "medium", "easy")[:k % 3]
        setup = Setup("bot255", seats, 50 + k, None, ("difficulty=average",))
        m, bots = Match(setup), make_bots(setup)
        while not m.over:
            seat = min(m.state.to_act())
            view, legal = m.state.view(seat), m.state.legal_actions(seat)
            t, c = time.perf_counter(), time.thread_time()
            action = bots[seat].choose(view, legal)
            times.setdefault(seats[seat], []).append((time.perf_counter() - t) * 1000)
            cpu.setdefault(seats[seat], []).append((time.thread_time() - c) * 1000)
            m.apply(seat, action)
    for kind in ("easy", "medium", "hard"):
        ts, cs = times[kind], cpu[kind]
        row(f"bot255: {kind} bot decision", f"median {statistics.median(ts):.1f} ms, "
            f"p95 {pct(ts, 95):.0f} ms, max {max(ts):.0f} ms; CPU time p95 "
            f"{pct(cs, 95):.0f} ms, max {max(cs):.0f} ms ({len(ts)} decisions, "
            "8 three-player matches of 3 rounds, average worlds; load average "
            f"{os.getloadavg()[0]:.1f})")


def bench_bot255_frames(n: int = 600) -> None:
    """Frame times of the bot255 puzzle screen at 1920x1080 with a full
    editor (24 lines) while the bot runs long programs back to back, every
    frame counted, including those that send the next run."""
    import tempfile
    os.environ["MONKEY_ARCADE_HOME"] = tempfile.mkdtemp()
    from game.app.main import App
    from game.app.seating import Seating
    from game.core.match import Match
    from game.core.state import Setup
    from game.rules.bot255.program import move, repeat, to_lines, turn, while_
    from game.scenes.bot255 import make_scene

    print(f"bot255-frames: puzzle screen, the bot running, {n} frames at 1920x1080", flush=True)
    app = App(windowed=True, size=(1920, 1080))
    match = Match(Setup("bot255", ("human",), 4, None, ("difficulty=difficult",)))
    app.to_menu()
    scene = make_scene(app, match, Seating.from_kinds(("human",)))
    app.push(scene)
    program = [repeat(9, [turn("left"), turn("left"), turn("right"), turn("right")])] * 4 + \
        [while_("not_wall", [turn("left"), turn("left"), turn("left"), turn("left")])]
    scene.editor.set_lines(to_lines(program) + to_lines([move()]))
    scene.next_speed()          # Fast: the bot moves several squares a second
    scene.next_speed()
    for _ in range(30):
        app.frame(1 / 60)

    def go(k: int) -> None:
        scene.send_run(step=False)

    times, cpu, running, k, load = _busy_frames(
        app, scene, go, n, lambda: scene.playback is not None and not scene.playback.done)
    row("frame: bot255 puzzle, 24-line editor, the bot running",
        f"median {statistics.median(times):.2f} ms, p99 {pct(times, 99):.2f} ms "
        f"({running} of {n} frames with the bot moving, {k} runs)")
    row("frame: bot255 puzzle, the bot running (CPU time of the frame)",
        f"median {statistics.median(cpu):.2f} ms, p99 {pct(cpu, 99):.2f} ms "
        f"(load average {load:.2f} at the start)")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("parts", nargs="*", default=["launch", "frames", "junkyard-frames",
                                                 "treefort-frames", "bot255-frames",
                                                 "bot255", "idle",
                                                 "headless", "bots", "views", "interop", "theatre"])
    ap.add_argument("--matches", type=int, default=200, help="bot matches per pairing")
    ap.add_argument("--frames", type=int, default=600)
    ap.add_argument("--game", action="append", help="bot-times, views, interop: only this game (repeatable)")
    args = ap.parse_args()
    for part in args.parts:
        if part == "launch":
            bench_launch()
        elif part == "junkyard-frames":
            bench_junkyard_frames(args.frames)
        elif part == "treefort-frames":
            bench_treefort_frames(args.frames)
        elif part == "bot255":
            bench_bot255()
        elif part == "bot255-frames":
            bench_bot255_frames(args.frames)
        elif part == "frames":
            bench_frames(args.frames)
        elif part == "bot-times":
            bench_bot_times(max(1, args.matches // 50), tuple(args.game or ("codes", "bananas")))
        elif part == "idle":
            bench_idle()
        elif part == "headless":
            bench_headless()
        elif part == "bots":
            bench_bots(args.matches)
        elif part == "views":
            from bench_views import bench_views
            bench_views(row, tuple(args.game or ()))
        elif part == "theatre":
            from bench_theatre import bench_theatre
            bench_theatre(row, args.frames)
        elif part == "interop":
            from bench_interop import bench_interop
            bench_interop(row, games=tuple(args.game or ()))
        else:
            ap.error(f"unknown part {part}")
    print("\n| figure | value |\n|---|---|")
    for name, value in ROWS:
        print(f"| {name} | {value} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
