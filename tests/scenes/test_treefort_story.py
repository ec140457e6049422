"""What the Treefort table shows and tells for each event: every kind the
rules emit has its entry in the story table, silent kinds have no words, and
the log, the header and the scores tell an action's outcome only once its
picture has shown it (never a platform in the log while the score is 0)."""
from __future__ import annotations

import random
import re
from pathlib import Path

import pygame
import pytest

from game.app.seating import Seat
from game.core.match import Match
from game.core.state import Setup
from game.input.intents import MOUSE
from game.rules.treefort import (Attack, Brace, Catapult, Cut, Demolish, Done, Platform, Recruit,
                                 Roll, Use, Walk)
from game.rules.treefort.text import describe_event
from game.scenes.treefort.story import CHANGES, STORY
from tests.support.apphost import make_app, pump
from tests.support.treefort import start_scene

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Red", "Blue", "Green", "Yellow"]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def emitted_event_kinds() -> set[str]:
    """Every event kind the rules' source emits (`event("kind", ...)`)."""
    kinds: set[str] = set()
    for path in (ROOT / "game" / "rules" / "treefort").glob("*.py"):
        kinds |= set(re.findall(r'\bevent\(\s*"([a-z0-9_]+)"', path.read_text()))
    return kinds


def documented_event_kinds() -> set[str]:
    doc = (ROOT / "docs" / "log-format.md").read_text()
    part = doc.split("## Treefort Nations", 1)[1].split("\n## ", 1)[0]
    events = part.split("### Opening events", 1)[1]
    return set(re.findall(r"^\| `([a-z0-9_]+)` \|", events, re.M))


def test_every_event_kind_the_rules_emit_has_a_story_entry():
    emitted = emitted_event_kinds()
    assert {"walked", "shot_platform", "brace_window", "game_over", "turn"} <= emitted
    assert set(STORY) == emitted            # every kind shown, told or silent; none stale
    assert documented_event_kinds() <= set(STORY)
    assert CHANGES <= {k for k, (pictured, _) in STORY.items() if pictured}


def keen(state, seat, rng):
    """A player who builds, shoots and knocks down whenever they can."""
    legal = state.legal_actions(seat)
    for kind in (Brace, Attack, Platform, Demolish, Catapult, Cut, Recruit):
        got = [a for a in legal if isinstance(a, kind)]
        if got and (kind is not Demolish or rng.random() < 0.3):
            if kind is Brace:
                return rng.choice([got[0], max(got, key=lambda a: len(a.monkeys))])
            return rng.choice(got)
    walks = [a for a in legal if isinstance(a, Walk)]
    if walks:
        trees = {tuple(t[:2]) for t in state.view(None)["coins"]}
        onto = [w for w in walks if w.path and tuple(w.path[-1]) in trees]
        return rng.choice(onto or walks)
    if Roll() in legal and rng.random() < 0.8:
        return Roll()
    uses = [a for a in legal if isinstance(a, Use)]
    if uses and rng.random() < 0.9:
        return rng.choice(uses)
    return Done() if Done() in legal else rng.choice(legal)


def test_silent_kinds_have_no_words_and_told_kinds_are_told():
    told = set()
    for seed, variants in ((1, ("coins=4", "placement=strategic")), (2, ("coins=4",)),
                           (3, ("coins=8", "placement=dealt"))):
        match = Match(Setup("treefort", ("random",) * 3, seed, None, variants))
        rng = random.Random(seed)
        events = [e.to_json() for e in match.opening_events]
        while not match.over:
            seat = min(match.state.to_act())
            events += [e.to_json() for e in match.apply(seat, keen(match.state, seat, rng))]
        for ev in events:
            kind = ev["event"]
            assert kind in STORY, kind
            line = describe_event(ev, None, NAMES)
            if not STORY[kind][1]:
                assert line is None, (kind, line)
            elif line:
                told.add(kind)
    assert {"trees", "phase", "coin_placed", "monkey_placed", "move_roll", "walked", "cut",
            "platform_built", "catapult_built", "attack", "game_over"} <= told


def table(view):
    """What the header, the board and the scores show."""
    return (view["turn"], view["scores"], view["platforms"], view["coins"],
            [(m["id"], m["cell"], m["lumber"], m["riding"]) for m in view["monkeys"]],
            view.get("roll"), view.get("pending"))


def test_the_log_and_the_scores_tell_an_outcome_only_once_its_picture_has_shown_it(app):
    """Every action of keen matches (strategic planting: coins are placed too),
    played frame by frame: while the lines of the events that change the table
    are not yet in the log, the header, board and scores show the table as it
    was; from the frame they are told, as it is after the action."""
    seen: set[str] = set()
    for players, seed in ((2, 4), (3, 7)):
        seen |= play_and_watch(app, players, seed)
    assert {"coin_placed", "monkey_placed", "move_roll", "walked", "cut", "platform_built",
            "catapult_built", "demolished", "attack", "brace_window", "shot_platform",
            "shot_monkey", "game_over"} <= seen, sorted(seen)


def play_and_watch(app, players: int, seed: int) -> set[str]:
    st_seats = [Seat("human", MOUSE) for _ in range(players)]
    scene = start_scene(app, st_seats, seed=seed, variants=("coins=4", "placement=strategic"))
    pump(app, 2)
    rng = random.Random(seed + 1)
    seen: set[str] = set()
    canvas = pygame.Surface((1920, 1080))
    painted: list = []                  # the table each repaint of the board's pieces showed
    things = scene.board_view.things
    paint = things.paint

    def recording(surf, key):
        painted.append(table(scene.shown_view(None)))
        paint(surf, key)
    things.paint = recording
    for _ in range(900):
        if scene.match.over:
            break
        scene.anim.finish()
        seat = min(scene.state.to_act())
        was = table(scene.view(None))
        n0 = len(scene.log)
        assert scene.act(seat, keen(scene.state, seat, rng))
        after = table(scene.view(None))
        events = scene.match.record.steps[-1].events
        changing = [e for e in events if e["event"] in CHANGES]
        lines = {describe_event(e, scene.view(None), scene.names()) for e in changing} - {None}
        drawn_before = drawn_after = False
        for _frame in range(2000):
            told = {ln.text for ln in scene.log[n0:]}
            shown = table(scene.shown_view(None))
            if not lines:                               # nothing changes in a picture
                assert shown in (was, after)
            elif lines & told:
                assert lines <= told and shown == after, [e["event"] for e in events]
                if not drawn_after:                     # the board's pieces too, that frame
                    scene.draw(canvas)
                    assert painted[-1] == after, [e["event"] for e in events]
                    drawn_after = True
            else:
                assert shown == was, ([e["event"] for e in events], told)
                if not drawn_before:                    # the board before the outcome
                    scene.draw(canvas)
                    assert painted[-1] == was, [e["event"] for e in events]
                    drawn_before = True
            if not scene.anim.busy:
                break
            scene.update(1 / 30)
        assert lines <= {ln.text for ln in scene.log[n0:]}
        assert table(scene.shown_view(None)) == after
        seen |= {e["event"] for e in events}
    assert scene.match.over
    return seen
