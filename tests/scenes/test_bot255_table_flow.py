"""Bot 255's card game screen, issue 21: a lone human is not asked a Steal Turn
question they cannot answer yes to (with two humans everyone still is), and
the story tells an event only when its animation shows it."""
from __future__ import annotations

from typing import Any

import pytest

from game.app.seating import Seat
from game.input.intents import KEYBOARD, MOUSE
from game.rules.bot255.actions import React, Run, program_text
from game.rules.bot255.program import move
from tests.scenes.test_bot255_cards import Script, events, my_turn, start, wait
from tests.support.apphost import make_app, pump

RUN4 = Run(program_text([move()] * 4))
NO_STEAL = ["memory1-1", "swap-1", "spy-1", "memory2-1", "search-1", "steal_look-1"]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 3.0
    return a


def react_steps(scene, seat: int) -> list:
    return [st for st in scene.match.record.steps
            if st.seat == seat and st.action["kind"] == "react"]


def test_a_lone_human_without_steal_turn_is_not_asked(app):
    scene = start(app, turn=1, hands={0: NO_STEAL},
                  scripts={1: Script(1, start=RUN4), 2: Script(2)})
    asked = []
    # the whole window goes by with no press: Red's "no" is given for Red
    for _ in range(400):
        if scene.controls.mode() == "react":
            asked.append(scene.version)
        if events(scene, "ran"):
            break
        pump(app, 1, 0.05)
    assert not asked, "the question was put to a player who cannot steal"
    assert events(scene, "ran"), "the run never came: the window waited for Red"
    mine = react_steps(scene, 0)
    assert len(mine) == 1 and mine[0].action == {"kind": "react", "steal": False}
    assert mine[0].to == [0]                       # still Red's secret in the record


def test_a_lone_human_holding_steal_turn_is_asked(app):
    hand = ["memory1-1", "swap-1", "spy-1", "steal_turn-1", "search-1", "steal_look-1"]
    scene = start(app, turn=1, hands={0: hand},
                  scripts={1: Script(1, start=RUN4), 2: Script(2)})
    wait(app, my_turn(scene, 0, "react"))
    assert React(True) in scene.legal(0)
    assert not react_steps(scene, 0)


def test_with_two_humans_one_without_steal_turn_is_still_asked(app):
    from game.scenes.curtain import CurtainScene
    seats = (Seat("human", KEYBOARD), Seat("human", MOUSE), Seat("easy"))
    scene = start(app, seats, turn=2, scripts={2: Script(2, start=RUN4)},
                  hands={0: NO_STEAL,
                         1: ["memory1-2", "swap-2", "spy-2", "memory2-2", "search-2",
                             "steal_look-2"]})
    # the question reveals nothing only if everyone gets it: both are asked
    wait(app, lambda: isinstance(app.stack.top, CurtainScene), 600)
    assert "secret question" in app.stack.top.message
    assert not react_steps(scene, 0) and not react_steps(scene, 1)


# ---------------------------------------------------------------------------- layout
def recorded_text(monkeypatch) -> list[tuple[str, int, "pygame.Rect"]]:
    """Every text card_table draws, with its size and place."""
    from game.scenes.bot255 import card_table
    seen: list[tuple[str, int, Any]] = []
    real = card_table.draw_text

    def spy(surf, s, size, colour, pos, anchor="center", shadow=False, **kw):
        r = real(surf, s, size, colour, pos, anchor, shadow, **kw)
        seen.append((s, size, r))
        return r
    monkeypatch.setattr(card_table, "draw_text", spy)
    return seen


FULL_KIT = ["code-repeat-1", "code-while-1", "code-if-1", "code-else-1", "memory3-1",
            "upgrade-1"]


@pytest.mark.parametrize("area", ["KIT", "EDIT_KIT"])
def test_the_kit_s_chips_never_run_under_the_memory(app, monkeypatch, area):
    import pygame

    from game.scenes.bot255 import card_table
    scene = start(app, turn=0, hands={0: FULL_KIT}, scripts={1: Script(1), 2: Script(2)})
    wait(app, my_turn(scene, 0, "start"))
    seen = recorded_text(monkeypatch)
    box = getattr(card_table, area)
    scene.table.draw_kit(pygame.Surface((1920, 1080)), box)
    rects = [(t, r) for t, _, r in seen]
    assert any(t.startswith("Memory:") for t, _ in rects)
    icons = scene.table.kit_icons
    assert icons, "no command shown"
    for t, r in rects:
        assert box.contains(r), (t, r, box)
    mem = next(r for t, r in rects if t.startswith("Memory:"))
    for t, r in rects + [("icon", ic) for ic in icons]:
        if not t.startswith("Memory:"):
            assert r.right + 12 <= mem.left, (t, r, mem)
    assert all(size >= 22 for _, size, _ in seen)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_a_player_panel_s_words_stay_clear_of_its_mini_map(app, players):
    from game.scenes.bot255.card_table import panel_layout, player_rects
    from game.ui.assets import font
    for r in player_rects(players):
        local = r.move(-r.x, -r.y)
        for who in ("Medium bot, deals", "Random bot, deals", "Player, deals", "Easy bot"):
            lay = panel_layout(local, who, "Purple")
            assert lay.who_size >= 22 and lay.name_size >= 28
            assert lay.tx + font(lay.who_size).size(who)[0] <= lay.area.x - 8, (who, r)
            assert lay.tx + font(lay.name_size).size("Purple")[0] <= lay.area.x - 8
            assert local.contains(lay.area) and lay.area.w >= 100


# ---------------------------------------------------------------------------- the story
ROOT = __import__("pathlib").Path(__file__).resolve().parents[2]


def source_kinds(path: str) -> set[str]:
    import re
    return set(re.findall(r'event\(\s*"([a-z0-9_]+)"', (ROOT / path).read_text()))


def cards_kinds() -> set[str]:
    import re
    doc = (ROOT / "game/core/cards.py").read_text().split("Events (", 1)[1].split("Every", 1)[0]
    return set(re.findall(r"^  ([a-z_]+) +\{", doc, re.M))


def playout_samples() -> dict[str, tuple[Any, int | None]]:
    """One event of each kind random card-game matches make, with the acting seat
    (time limits on every other match, so the clock's kinds come too)."""
    import random

    from game.core.match import Match
    from game.core.seats import SYSTEM
    from game.core.state import Setup
    from game.rules.bot255.actions import Clock
    out: dict[str, tuple[Any, int | None]] = {}
    for seed in range(8):
        n = 2 + seed % 5
        timed = ("minutes=10", "turn_limit=60") if seed % 2 == 0 else ()
        m = Match(Setup("bot255", ("random",) * n, seed, None, ("rounds=2", *timed)))
        for e in m.opening_events:
            out.setdefault(e.kind, (e, None))
        rng = random.Random(seed)
        for _ in range(2500):
            if m.over:
                break
            st = m.state
            if timed and rng.random() < 0.15 and (st.match_clock_runs() or st.turn_clock_runs()):
                seat, evs = None, m.apply(SYSTEM, Clock(10))
            else:
                seat = min(st.to_act())
                evs = m.apply(seat, rng.choice(st.legal_actions(seat)))
            for e in evs:
                if e.kind == "cards_discarded" and e.data.get("bottom"):
                    continue            # the penalty's card: its own picture shows it
                out.setdefault(e.kind, (e, seat))
    return out


def test_every_event_kind_of_the_card_game_has_a_story_entry(app):
    from game.rules.bot255.text import describe_event
    from game.scenes.bot255.card_story import STORY
    rules = source_kinds("game/rules/bot255/state.py") - {"puzzle"}   # the puzzle screen's
    assert {"announced", "verified", "ran", "round_over", "clock"} <= rules   # parsed right
    samples = playout_samples()
    assert rules <= set(STORY), rules - set(STORY)
    assert set(samples) <= set(STORY), set(samples) - set(STORY)
    assert set(STORY) <= rules | cards_kinds(), set(STORY) - rules - cards_kinds()  # none stale
    scene = start(app, ("easy",) * 6, turn=0)
    for kind, (ev, seat) in samples.items():
        animated, told = STORY[kind]
        shows = scene.story.animate(ev, seat)
        if kind == "cards_drawn_count" and seat is None:
            assert not shows                # the deal: no parade
            continue
        assert bool(shows) == animated, kind
        line = describe_event({"event": kind, **ev.data}, None, None)
        assert bool(line) == told, (kind, line)


def test_the_log_tells_an_event_only_once_its_picture_shows_it(app):
    """A whole bots' match: no line of an animated event reaches the log before
    that event's first animation has begun."""
    from game.scenes.bot255.card_story import STORY
    scene = start(app, ("easy", "medium", "easy"), turn=None, seed=7)
    begun: set[int] = set()
    waiting: dict[str, int] = {}         # a line not to be told before its event shows
    real_animate, real_line, real_add = scene.story.animate, scene.teller.event_line, \
        scene.add_log
    real_update = scene.update
    told_now: list[tuple[str, int]] = []
    late: list[str] = []

    def animate(ev, seat):
        anims = real_animate(ev, seat)
        for a in anims[:1]:
            first = a.begin

            def begin(play, first=first, key=id(ev)):
                begun.add(key)
                return first(play)
            a.begin = begin
        return anims

    def event_line(ev):
        line = real_line(ev)
        if line is not None and STORY.get(ev.kind, (False, False))[0]:
            waiting[line[0]] = id(ev)
        return line

    def add_log(text, *rest):
        key = waiting.pop(text, None)
        if key is not None:
            told_now.append((text, key))
        return real_add(text, *rest)

    def update(dt):
        # a line is told just before its picture begins, in the same frame
        real_update(dt)
        late.extend(t for t, key in told_now if key not in begun)
        told_now.clear()
    scene.update = update
    scene.story.animate = animate
    scene.teller.event_line = event_line
    scene.add_log = add_log
    wait(app, lambda: scene.match.over and not scene.anim.busy, 6000)
    told = [ln.text for ln in scene.log]
    assert any("announces a run" in t for t in told)
    assert not late, late


def test_the_kit_shows_a_card_s_command_only_when_the_card_has_arrived(app):
    scene = start(app, turn=0, hands={0: NO_STEAL}, discard_top="code-while-1",
                  scripts={1: Script(1), 2: Script(2)})
    wait(app, my_turn(scene, 0, "start"))
    import pygame

    from game.rules.bot255.actions import Draw
    from game.scenes.bot255.card_table import KIT
    surf = pygame.Surface((1920, 1080))
    scene.table.draw_kit(surf, KIT)
    before = len(scene.table.kit_icons)
    assert scene.act(0, Draw("discard"))
    pump(app, 1)
    assert scene.anim.busy                          # the card is on its way
    scene.table.draw_kit(surf, KIT)
    assert len(scene.table.kit_icons) == before     # not yet: While is still flying
    wait(app, lambda: not scene.anim.busy)
    scene.table.draw_kit(surf, KIT)
    assert len(scene.table.kit_icons) == before + 1


def test_the_card_game_s_result_waits_to_be_asked(app):
    """No button changes meaning under the pointer: the result screen's Play again
    (over the hand) comes only after See the results, pressed elsewhere."""
    import pygame

    from game.scenes.result import ResultScene
    from tests.support.apphost import click
    run8 = Run(program_text([move()] * 8))
    scene = start(app, turn=1, hands={0: NO_STEAL, 1: ["memory2-1", "memory2-2", "swap-1",
                                                       "spy-1", "search-1", "steal_look-1"]},
                  scripts={1: Script(1, start=run8), 2: Script(2)})
    wait(app, lambda: scene.match.over and not scene.anim.busy, 3000)
    pump(app, 300, 0.05)                            # long after the old 2.4 s
    assert app.stack.top is scene and scene.waits_for_results()
    assert not scene.animating()
    scene.controls.build()
    results = [b for b in scene.controls.menu.buttons if b.data == "results"]
    assert len(results) == 1
    for r in (pygame.Rect(1920 // 2 - 560, 930, 520, 120), pygame.Rect(1920 // 2 + 40, 930,
                                                                      520, 120)):
        assert not results[0].rect.colliderect(r)  # the result screen's buttons
    click(app, results[0].rect.center)
    pump(app, 2)
    assert isinstance(app.stack.top, ResultScene)


def test_a_table_of_bots_goes_on_to_the_result_by_itself(app):
    from game.scenes.result import ResultScene
    run8 = Run(program_text([move()] * 8))
    hand = ["memory2-1", "memory2-2", "swap-1", "spy-1", "search-1", "steal_look-1"]
    scene = start(app, ("easy", "easy", "easy"), turn=1, hands={1: hand},
                  scripts={0: Script(0), 1: Script(1, start=run8), 2: Script(2)})
    wait(app, lambda: isinstance(app.stack.top, ResultScene), 3000)
    assert scene.match.over
