"""The parts of the Going Bananas scene: the story table (event kind -> animation
and log line), the controls (choices from legal actions and rule queries) and
the table (drawing that changes nothing, pieces that settle on the rules' view)."""
from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pygame
import pytest

from game.app.seating import Seat, Seating
from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.state import Setup
from game.rules.bananas import BananasState, LockCode, OrderMissions, PlaceDie, from_hexes
from game.rules.bananas.text import describe_event
from game.scenes.bananas.pieces import Pieces
from tests.support.apphost import make_app, run_until
from tests.support.bananas import keen_pick
from tests.support.playouts import bananas_events

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Red", "Blue", "Green", "Yellow"]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def start(app, kinds, level="1", variants=(), seed=5, state=None):
    from game.scenes.bananas import make_scene
    from game.scenes.menu import MenuScene
    match = Match(Setup("bananas", tuple(kinds), seed, level, tuple(variants)))
    if state is not None:
        match.state = state
        match.opening_events = []
    devices = iter(["kbd", "pad:1", "pad:2", "pad:3"])
    seating = Seating([Seat(k, next(devices) if k == "human" else None) for k in kinds])
    app.push(MenuScene(app))
    scene = make_scene(app, match, seating)
    app.push(scene)
    return scene


class Lazy:
    """A bot that locks an empty code and otherwise takes the first choice."""

    def __init__(self, seat):
        self.seat = seat

    def choose(self, view, legal):
        return LockCode() if LockCode() in legal else legal[0]


# ---------------------------------------------------------------------------- the story
def documented_event_kinds() -> set[str]:
    """The Going Bananas event kinds in docs/log-format.md (its event tables)."""
    doc = (ROOT / "docs" / "log-format.md").read_text()
    part = doc.split("## Going Bananas", 1)[1].split("\n## ", 1)[0]
    events = part.split("### Opening events", 1)[1]
    return set(re.findall(r"^\| `([a-z0-9_]+)` \|", events, re.M))


def emitted_event_kinds() -> set[str]:
    """Every event kind the rules' source emits (`_emit("kind", ...)`)."""
    kinds: set[str] = set()
    for path in (ROOT / "game" / "rules" / "bananas").glob("*.py"):
        kinds |= set(re.findall(r'_emit\(\s*"([a-z0-9_]+)"', path.read_text()))
    return kinds


def test_every_event_kind_the_rules_emit_has_a_story_entry():
    from game.scenes.bananas.story import STORY
    emitted = emitted_event_kinds()
    assert {"dice", "7nana", "timer_set", "tile_laid", "game_over"} <= emitted  # parsed right
    assert set(STORY) == emitted  # every kind shown, told or silent on purpose; none stale
    assert documented_event_kinds() <= set(STORY)


playout_events = bananas_events


def test_silent_kinds_have_no_words_and_told_kinds_are_told():
    """The headless log (the spec's words) says nothing the screen keeps quiet."""
    from game.scenes.bananas.story import STORY
    told = set()
    for seed, (level, variants) in enumerate([(1, ()), (2, ()), (4, ("jungle=players",)),
                                              (7, ())]):
        for ev in playout_events(seed, level, variants=variants):
            kind = ev["event"]
            assert kind in STORY, kind
            line = describe_event(ev, None, NAMES)
            if not STORY[kind][1]:
                assert line is None, (kind, line)
            elif line:
                told.add(kind)
    assert {"dice", "move_end", "round_start"} <= told


# ---------------------------------------------------------------------------- controls
def check_offer(scene, seat):
    """The offer is exactly the seat's legal choices, with the rules' default."""
    st = scene.state
    legal = st.legal_actions(seat)
    kind = scene.pending_kind()
    o = scene.controls.offer(seat)
    assert o is not None and o.choices, kind
    offered = [c.action for c in o.choices if c.action is not None]
    if kind == "missions":  # one order, and the trees to tap in any other order
        assert len(set(offered)) == 1 and offered[0] in legal
        assert {c.mission for c in o.choices if c.mission is not None} == \
            set(scene.view(seat)["missions"][seat])
    else:
        assert set(offered) == set(legal), kind
    if st.hex_options():
        assert {c.hex for c in o.choices if c.kind == "hex"} == set(st.hex_options())
    if kind == "path":
        rest = st.suggested_path()
        assert o.focused.hex == rest[0]
        nana = bool(st.climbable(seat, rest[-1], st.pending.die)[0])
        assert o.goal == (rest[-1] if nana else None)
    return kind


def pieces_as_the_view_shows(scene) -> Pieces:
    want = Pieces(scene.table.n)
    want.sync(scene.view(None), scene.table.spots)
    return want


def assert_settled(scene):
    """The pieces the animations moved agree with the rules' view."""
    got, want = scene.table.pieces, pieces_as_the_view_shows(scene)
    assert got.stashes == want.stashes
    assert got.on_trees == want.on_trees
    assert got.dice == want.dice
    for g, w in zip(got.monkeys, want.monkeys):
        if w.visible:
            assert g.visible and g.carrying == w.carrying, g
            assert (round(g.x), round(g.y)) == (round(w.x), round(w.y)), (g, w)


def snapshot(scene):
    c, p = scene.table.pieces, scene.controls
    o = p._offer
    return (scene.version, repr(c.monkeys), c.stashes, c.on_trees, c.dice, c.running,
            p.code_focus, p.held, list(p.mission_pick), o.menu.focus if o else None,
            scene.bubble_pos)


@pytest.mark.parametrize("level,variants", [("4", ("jungle=players", "max_rounds=3")),
                                            ("7", ("max_rounds=3",))])
def test_random_play_offers_the_legal_choices_and_the_pieces_settle(app, level, variants):
    scene = start(app, ("human", "human", "human"), level, variants, seed=8)
    r = random.Random(3)
    surf = pygame.Surface((1920, 1080))
    seen = set()
    for n in range(1500):
        scene.anim.finish()
        assert_settled(scene)
        scene.table.update()
        if scene.match.over:
            break
        seat = min(scene.state.to_act())
        if scene.pending_kind() != "code":
            seen.add(check_offer(scene, seat))
        if n % 7 == 0:  # drawing changes nothing
            before = snapshot(scene)
            scene.draw(surf)
            assert snapshot(scene) == before
        assert scene.act(seat, keen_pick(scene.state, seat, r))  # codes, climbs, comes down
    assert scene.match.over
    assert {"place", "path", "missions", "climb", "down"} <= seen
    told = {e["event"] for step in scene.match.record.steps for e in step.events}
    assert {"move", "climb", "stash", "dice"} <= told
    if "jungle=players" in variants:
        assert {"tile", "plant", "rotten"} <= seen


def line_position():
    """A row of hexes with tree 1 above hexes 1 and 4, and two hexes below:

        (-2,0)=6  (-1,0)=2  (0,0)=1  (1,0)=4  (2,0)=3  (3,0)=5     tree 1 at (1,-1)
                      (-1,1)=5  (0,1)=3

    Red on the 1 with a 3 to move: the only 7nana is (-1,1) (0,1) (1,0)."""
    hexes = {Hex(-2, 0): 6, Hex(-1, 0): 2, Hex(0, 0): 1, Hex(1, 0): 4, Hex(2, 0): 3,
             Hex(3, 0): 5, Hex(0, 1): 3, Hex(-1, 1): 5}
    jungle = from_hexes(hexes, {1: Hex(1, -1)})
    setup = Setup("bananas", ("human", "random"), 1)
    return BananasState.from_position(setup, jungle, [Hex(0, 0), Hex(3, 0)],
                                      dice=[[3, 2], [1, 1]])


def to_the_move(app, scene):
    scene.bots[1] = Lazy(1)
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 600)
    assert scene.act(0, PlaceDie(0, 0)) and scene.act(0, LockCode())
    run_until(app, lambda: scene.controller() == 0 and scene.pending_kind() == "path"
              and not scene.anim.busy, 900)


def test_the_default_move_is_the_rules_suggestion_and_shows_its_7nana(app):
    scene = start(app, ("human", "random"), state=line_position())
    to_the_move(app, scene)
    st = scene.state
    assert st.suggested_path() == (Hex(-1, 1), Hex(0, 1), Hex(1, 0))
    o = scene.controls.offer(0)
    assert o.choices[0].hex == Hex(-1, 0) and o.menu.focus != 0  # not just the first hex
    assert o.focused.hex == Hex(-1, 1)
    assert o.goal == Hex(1, 0)


def test_the_default_move_follows_whatever_the_rules_suggest(app, monkeypatch):
    scene = start(app, ("human", "random"), state=line_position())
    to_the_move(app, scene)
    monkeypatch.setattr(scene.state, "suggested_path",
                        lambda: (Hex(0, 1), Hex(-1, 1), Hex(-1, 0)))  # ends on a 2: no 7nana
    scene.controls.forget()
    o = scene.controls.offer(0)
    assert o.focused.hex == Hex(0, 1)
    assert o.goal is None


def test_mission_trees_picked_in_order_send_that_order(app):
    scene = start(app, ("human", "random"), "2", seed=6)
    scene.bots[1] = Lazy(1)
    for _ in range(6):
        run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 900)
        if scene.pending_kind() == "missions":
            break
        scene.controls.choose(0, scene.controls.offer(0).focused)
    mine = scene.view(0)["missions"][0]
    trees = {c.mission: c for c in scene.controls.offer(0).choices
             if c.kind == "tree" and c.mission is not None}
    assert set(trees) == set(mine)
    scene.controls.choose(0, trees[mine[1]])
    assert scene.controls.mission_pick == [mine[1]]
    scene.controls.choose(0, trees[mine[2]])  # the last tree can only go last
    order = OrderMissions((mine[1], mine[2], mine[0]))
    assert scene.match.record.steps[-1].action == order.to_json()
    assert scene.controls.mission_pick == []


# ---------------------------------------------------------------------------- the shape
def test_the_scene_imports_no_other_scene():
    """Scenes meet only through the factory: the bananas modules import the match
    scene they build on and their own modules, nothing else under game.scenes
    (but the lesson guide's `Press`, the glow protocol's answer: docs/learn.md)."""
    folder = ROOT / "game" / "scenes" / "bananas"
    for path in folder.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            for name in names:
                if name.startswith("game.scenes"):
                    allowed = ("game.scenes.match_scene",) + \
                        (("game.scenes.coach",) if path.name == "guide.py" else ())
                    assert name in allowed, (path.name, name)


def test_the_rules_decide_no_path_in_the_scene():
    """The scene asks the rules for paths; it holds no path search of its own."""
    folder = ROOT / "game" / "scenes" / "bananas"
    for path in folder.glob("*.py"):
        src = path.read_text()
        assert "paths" not in re.findall(r"from game\.rules\.bananas(?:\.\w+)? import (\w+)", src)
        assert "bananas.paths" not in src and "def best_next" not in src, path.name
