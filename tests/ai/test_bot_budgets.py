"""Bots budget their search in work (nodes, samples, playouts, evaluations),
never in wall-clock time: no module in `game.ai` reads a clock, and the same
seeded bot match gives the same log however slow the machine is.

The machine's speed is simulated, not measured: a second run of each match
plays with every clock, read from inside a bot's decision, jumping 1000
seconds per read (as if the machine were hopelessly loaded). A bot that cut
its search on a clock would play differently there. Nothing here is timed.
"""
from __future__ import annotations

import ast
import contextlib
import importlib
import json
import pkgutil
import time
from pathlib import Path

import pytest

import game.ai
import game.ai.bananas as B
from game.ai.base import RandomBot
from game.ai.codes import CodesBot, mcts_bot
from game.ai.mcts import ISMCTS
from game.core import headless
from game.core.state import Setup
from game.rules.codes import new_match as codes_match

CLOCKS = ("time", "time_ns", "perf_counter", "perf_counter_ns", "monotonic", "monotonic_ns",
          "process_time", "process_time_ns", "thread_time", "thread_time_ns")
BOTS = (RandomBot, B.BananasBot, CodesBot, ISMCTS)


def ai_modules() -> list:
    """Every module under game/ai, the modules inside its packages too."""
    return [importlib.import_module(m.name)
            for m in pkgutil.walk_packages(game.ai.__path__, "game.ai.")]


@contextlib.contextmanager
def clocks(make):
    """Every clock in `time` replaced by `make(name)` while the block runs."""
    saved = {name: getattr(time, name) for name in CLOCKS if hasattr(time, name)}
    try:
        for name in saved:
            setattr(time, name, make(name))
        yield
    finally:
        for name, f in saved.items():
            setattr(time, name, f)


def raising(name):
    def clock(*_a):
        raise AssertionError(f"a bot read the clock (time.{name})")
    return clock


def warped():
    """Clocks that say 1000 s went by at every read."""
    now = [1e6]

    def make(name):
        def clock(*_a):
            now[0] += 1000.0
            return int(now[0] * 1e9) if name.endswith("_ns") else now[0]
        return clock
    return make


@pytest.fixture
def inside_bots(monkeypatch):
    """`inside_bots(make)`: from now on, clocks are `make(name)` inside every bot decision."""
    monkeypatch.setattr("game.ai.bananas.bot._STRICT", True)  # a bot's own error fails the test

    def install(make):
        for cls in BOTS:
            orig = cls.choose

            def choose(self, view, legal, _orig=orig):
                with clocks(make):
                    return _orig(self, view, legal)
            monkeypatch.setattr(cls, "choose", choose)
    return install


# ---------------------------------------------------------------- no clock in game.ai
def test_no_ai_module_imports_a_clock():
    """Read the source: no `time` or `datetime` import anywhere in game/ai."""
    mods = ai_modules()
    assert {"base", "mcts", "codes", "bananas"} <= {m.__name__.rsplit(".", 1)[1] for m in mods}
    for mod in mods:
        tree = ast.parse(Path(mod.__file__).read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [a.name.split(".")[0] for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                names = [(node.module or "").split(".")[0]]
            else:
                continue
            assert not {"time", "datetime"} & set(names), f"{mod.__name__} imports {names}"


def test_no_ai_module_holds_a_clock():
    """Nor does any module keep the time module or one of its clocks in its globals."""
    import datetime
    for mod in ai_modules():
        for name, value in vars(mod).items():
            assert value is not time and value is not datetime, (mod.__name__, name)
            assert getattr(value, "__module__", None) not in ("time", "datetime"), (mod.__name__, name)


def test_bots_never_read_the_clock(inside_bots):
    """Clocks that raise inside every decision: whole matches of every bot kind still play."""
    inside_bots(raising)
    for setup in (
            Setup("codes", ("hard", "medium", "easy", "random"), 3, None, ("max_rounds=2",)),
            Setup("codes", ("hard", "medium"), 4, None, ("coins=16", "code=15", "max_rounds=1")),
            Setup("bananas", ("hard", "medium", "easy", "random"), 3, "7", ("max_rounds=2",))):
        m = headless.play(setup)
        assert m.over
    st = codes_match(Setup("codes", ("random",) * 2, 3))
    bot = mcts_bot(st.turn, 3, iterations=30)
    assert bot.choose(st.view(st.turn), st.legal_actions(st.turn)) in st.legal_actions(st.turn)


# ---------------------------------------------------------------- same seed, same match
SAME = [
    # the usual matches
    Setup("codes", ("hard", "easy", "medium"), 12, None, ("max_rounds=3",)),
    Setup("codes", ("easy", "easy"), 5, None, ("max_rounds=6",)),
    Setup("bananas", ("hard", "medium", "easy"), 5, "3", ("max_rounds=2",)),
    # where the old wall-clock caps cut the hard bots' search: long codes,
    # many players; 4 code steps with 4 players
    Setup("codes", ("hard", "hard", "medium", "easy"), 21, None, ("code=8", "max_rounds=2")),
    Setup("codes", ("hard", "medium", "hard"), 22, None, ("coins=16", "code=15", "max_rounds=2")),
    Setup("bananas", ("hard", "medium", "hard", "easy"), 23, "6", ("max_rounds=2",)),
    Setup("bananas", ("hard", "hard", "medium", "easy"), 24, "7", ("max_rounds=2",)),
]


@pytest.mark.parametrize("setup", SAME, ids=lambda s: f"{s.game}-{s.level}-{'-'.join(s.variants)}")
def test_same_seed_same_match_however_slow_the_machine(setup, inside_bots):
    first = headless.play(setup).record.text()
    inside_bots(warped())
    again = headless.play(setup).record.text()
    assert first == again
    assert json.loads(first.splitlines()[-1])["type"] == "result"  # the match finished


def test_work_is_counted_and_bounded():
    """The hard bots report the work of their last search, within their budgets."""
    import game.ai.codes as C
    st = codes_match(Setup("codes", ("x",) * 4, 9, None, ("coins=16", "code=15")))
    while st.phase != "play":
        s = min(st.to_act())
        st.apply(s, st.legal_actions(s)[0])
    bot = CodesBot("hard", st.turn, 9)
    bot.choose(st.view(st.turn), st.legal_actions(st.turn))
    w = bot.last_work
    assert w["samples"] >= 1 and w["candidates"] >= C.MIN_CANDIDATES
    assert 0 < w["work"] <= C.HARD * C.WORK_HARD + C.NODE_CAP * 2

    setup = Setup("bananas", ("hard", "random", "random", "random"), 9, "6", ("max_rounds=1",))
    seen = []
    orig = B.BananasBot._plan

    def plan(self, view):
        out = orig(self, view)
        seen.append(dict(self.last_stats))
        return out
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(B.BananasBot, "_plan", plan)
        headless.play(setup)
    assert seen
    for s in seen:
        assert s["nodes"] <= B.LEVELS["hard"][6] + B.FRONTIER * 3 * B.FRONTIER
        if "rollout" in s:
            assert s["rollout"] <= B.HARD * B.LEVELS["hard"][7] + 400 * B.ROLLOUT_ACTION
