"""The Codes table driven by synthetic mouse, keyboard and pad input."""
from __future__ import annotations

import random
import re

import pygame
import pytest

from game.app.seating import Seat, Seating
from game.core.match import Match
from game.core.state import Setup
from game.input.intents import ALT, CONFIRM, KEYBOARD, RIGHT, Intent
from game.rules.codes import Flip, GuessChar, Replace, Swap
from game.scenes.codes import make_scene
from game.scenes.codes.table import ROW_Y
from tests.support.apphost import click, drag, key, make_app, pump, run_until, screenshot, shots_dir
from tests.support.playouts import codes_events

OUT = shots_dir()  # pictures to look at: a temporary folder, or $MONKEY_ARCADE_SHOTS


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def start(app, seats=("human", "easy"), variants=(), seed=3):
    kinds = tuple(s.kind if isinstance(s, Seat) else s for s in seats)
    match = Match(Setup("codes", kinds, seed, None, tuple(variants)))
    seating = Seating([s if isinstance(s, Seat) else Seat(s, KEYBOARD if s == "human" else None)
                       for s in seats])  # humans share the keyboard unless a test says
    from game.scenes.menu import MenuScene
    app.push(MenuScene(app))
    scene = make_scene(app, match, seating)
    app.push(scene)
    return scene


def my_turn(scene, seat=0):
    return lambda: scene.controller() == seat and not scene.anim.busy


def coin_xy(scene, i):
    return int(scene.table.row.slots[i]), ROW_Y


def table_chars(scene):
    return [c["shows"] for c in scene.view()["table"]]


def last_action(scene):
    return scene.match.record.steps[-1].action


# ---------------------------------------------------------------------------- mouse
def test_click_a_coin_then_flip(app):
    scene = start(app)
    run_until(app, my_turn(scene), 900)
    i = next(p for p in range(scene.table.row.n) if Flip(p) in scene.legal(0))
    before = scene.state.view(0)["table"][i]
    click(app, coin_xy(scene, i))
    assert scene.controls.selected == i and scene.controls.popup is not None
    flip_btn = next(b for b in scene.controls.popup.buttons if b.data == "flip")
    n = scene.version
    click(app, flip_btn.rect.center)
    assert scene.version == n + 1 and last_action(scene) == {"kind": "flip", "pos": i}
    after = scene.state.view(0)["table"][i]
    assert after["face"] != before["face"]
    pump(app, 3)
    assert "flip" in app.sounds.played
    assert any("flipped coin" in ln.text for ln in scene.log)


def test_click_replace_draws_from_the_bag(app):
    scene = start(app)
    run_until(app, my_turn(scene), 900)
    click(app, coin_xy(scene, 0))
    rep = next(b for b in scene.controls.popup.buttons if b.data == "replace")
    click(app, rep.rect.center)
    assert last_action(scene) == {"kind": "replace", "pos": 0}
    run_until(app, lambda: not scene.anim.busy, 300)
    assert "bag" in app.sounds.played and "place" in app.sounds.played
    assert scene.table.coins.chars() == table_chars(scene)


def test_drag_onto_a_coin_swaps(app):
    scene = start(app)
    run_until(app, my_turn(scene), 900)
    a, b = next((a, b) for a in range(scene.table.row.n) for b in range(a + 1, scene.table.row.n)
                if Swap(a, b) in scene.legal(0) and b - a >= 2)
    chars = table_chars(scene)
    drag(app, coin_xy(scene, a), coin_xy(scene, b))
    assert last_action(scene) == {"kind": "swap", "a": a, "b": b}
    expect = list(chars)
    expect[a], expect[b] = expect[b], expect[a]
    assert table_chars(scene) == expect
    run_until(app, lambda: not scene.anim.busy or scene.controller() != 0, 300)


def test_drag_into_a_gap_moves(app):
    scene = start(app, seed=5)
    run_until(app, my_turn(scene), 900)
    gap_x = int(scene.table.row.gap_x(3))          # between coins 3 and 4 (places 3|4)
    chars = table_chars(scene)
    drag(app, coin_xy(scene, 0), (gap_x, ROW_Y))
    assert last_action(scene) == {"kind": "move", "src": 0, "dst": 2}
    expect = list(chars)
    expect.insert(2, expect.pop(0))
    assert table_chars(scene) == expect


def test_drag_off_the_table_does_nothing(app):
    scene = start(app)
    run_until(app, my_turn(scene), 900)
    n = scene.version
    drag(app, coin_xy(scene, 1), (960, 1000))
    assert scene.version == n and not scene.controls.drag.active


# ---------------------------------------------------------------------------- keyboard / pad
def test_keyboard_cursor_pick_up_and_drop_swaps(app):
    scene = start(app)
    run_until(app, my_turn(scene), 900)
    scene.controls.cursor = 0
    key(app, pygame.K_RIGHT)
    assert scene.controls.cursor == 1
    key(app, pygame.K_RETURN)            # pick up coin 2
    assert scene.controls.held == 1
    target = scene.controls.target
    key(app, pygame.K_RIGHT)
    assert scene.controls.target != target and scene.controls.held == 1
    while scene.controls.target != 2 * 3 + 1:     # walk to coin 4
        key(app, pygame.K_RIGHT)
    want = Swap(1, 3)
    n = scene.version
    key(app, pygame.K_RETURN)
    if want in scene.legal(0) or scene.version > n:
        assert last_action(scene) == {"kind": "swap", "a": 1, "b": 3}
    assert scene.controls.held is None


def test_back_cancels_a_pick_up(app):
    scene = start(app)
    run_until(app, my_turn(scene), 900)
    key(app, pygame.K_RETURN)
    assert scene.controls.held is not None
    key(app, pygame.K_ESCAPE)
    assert scene.controls.held is None and app.stack.top is scene  # cancelled, not paused


def test_action_wheel_flip_with_a_pad_device(app):
    scene = start(app, seats=(Seat("human", "pad:3"), "easy"))
    run_until(app, my_turn(scene), 900)
    i = next(p for p in range(scene.table.row.n) if Flip(p) in scene.legal(0))
    scene.controls.cursor = i
    app.dispatch(Intent(ALT, "pad:3"))
    assert scene.controls.wheel == i and scene.controls.wheel_focus == 0
    app.dispatch(Intent(CONFIRM, "pad:3"))
    assert last_action(scene) == {"kind": "flip", "pos": i}


def test_action_wheel_move_then_drop_in_a_gap(app):
    scene = start(app)
    run_until(app, my_turn(scene), 900)
    scene.controls.cursor = 0
    app.dispatch(Intent(ALT, KEYBOARD))
    app.dispatch(Intent(RIGHT, KEYBOARD))  # Move
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert scene.controls.held == 0 and scene.controls.hold_mode == "move"
    assert scene.controls.target % 2 == 0          # move mode offers gaps only
    app.dispatch(Intent(RIGHT, KEYBOARD))
    t = scene.controls.target
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert last_action(scene) == scene.controls.action_for_target(0, t).to_json()


# ---------------------------------------------------------------------------- rules shown
class Scripted:
    def __init__(self, seat, action):
        self.seat, self.action = seat, action

    def choose(self, view, legal):
        return self.action if self.action in legal else legal[0]


def test_no_undo_is_explained_and_changes_nothing(app):
    scene = start(app, seats=("human", "easy"))
    scene.bots[1] = Scripted(1, Flip(2))
    for _ in range(3):
        run_until(app, my_turn(scene), 900)
        if scene.version and last_action(scene) == {"kind": "flip", "pos": 2}:
            break
        scene.act(0, Replace(4))  # Red plays; then Blue flips coin 3
    else:
        pytest.fail("the scripted bot never flipped coin 3")
    before = scene.state.view(0)
    n = scene.version
    click(app, coin_xy(scene, 2))
    flip_btn = next(b for b in scene.controls.popup.buttons if b.data == "flip")
    click(app, flip_btn.rect.center)
    assert scene.version == n and scene.state.view(0) == before
    assert scene.bubble is not None
    assert scene.bubble.text == ("Blue just flipped that coin. You can't flip it straight back "
                                 "\u2014 try something else!")
    assert "error" in app.sounds.played
    pump(app, 2)
    screenshot(app, OUT / "codes_no_undo.png")


def test_gentle_start_banner(app):
    scene = start(app, variants=("gentle_start",))
    run_until(app, my_turn(scene), 900)
    assert scene.view()["restricted"]
    n = scene.version
    drag(app, coin_xy(scene, 0), coin_xy(scene, 2))
    assert scene.version == n and "only flip or replace" in scene.bubble.text.lower()


def test_bots_play_a_whole_match_to_the_result(app):
    from game.scenes.result import ResultScene
    scene = start(app, seats=("easy", "random", "easy"), variants=("max_rounds=3",))
    run_until(app, lambda: isinstance(app.stack.top, ResultScene), 3000)
    assert scene.match.over and scene.version >= 3
    lines = app.stack.top.lines
    assert any("Red's code" in ln for ln in lines) and lines[-1].startswith("The table showed")


def test_the_result_screen_shows_the_codes_as_coins(app, monkeypatch):
    from game.scenes.codes import table as table_mod
    from game.scenes.result import ResultScene
    scene = start(app, seats=("easy", "random"), variants=("max_rounds=3",))
    run_until(app, lambda: isinstance(app.stack.top, ResultScene), 3000)
    drawn: list[str] = []
    real = table_mod.coin_face
    monkeypatch.setattr(table_mod, "coin_face", lambda ch, size: drawn.append(ch) or real(ch, size))
    pump(app, 1)
    v = scene.view(None)
    want = [c for code in v["secrets"]["codes"] for c in code] + [c["shows"] for c in v["table"]]
    assert drawn == want
    screenshot(app, shots_dir() / "codes_result_coins.png")


def test_curtain_with_two_humans_not_with_one(app):
    from game.scenes.curtain import CurtainScene
    solo = start(app, seats=("human", "easy"))
    pump(app, 60)
    assert not any(isinstance(s, CurtainScene) for s in app.stack.scenes)
    assert solo.viewer == 0 and solo.view()["my_code"]
    app.stack.scenes.clear()
    duo = start(app, seats=("human", "human"))
    run_until(app, lambda: isinstance(app.stack.top, CurtainScene), 300)
    first = app.stack.top.seat
    assert duo.viewer is None and duo.view()["my_code"] is None   # nothing secret underneath
    pump(app, 40)
    screenshot(app, OUT / "codes_curtain.png")
    key(app, pygame.K_RETURN)
    run_until(app, lambda: app.stack.top is duo, 120)
    assert duo.viewer == first and duo.view()["my_code"]
    # after the move the next player gets the curtain, and the code is hidden again
    click(app, coin_xy(duo, 0))
    rep = next(b for b in duo.controls.popup.buttons if b.data == "replace")
    click(app, rep.rect.center)
    assert duo.anim.busy and duo.viewer is None       # hidden at once, not after the animation
    assert duo.view()["my_code"] is None
    run_until(app, lambda: isinstance(app.stack.top, CurtainScene), 600)
    assert app.stack.top.seat != first and duo.viewer is None


def _claim_window(scene, seat=0):
    """After a table change in the memory game, `seat` is asked: claim or pass."""
    return lambda: (scene.view(None)["phase"] == "claim" and seat in scene.state.to_act()
                    and scene.controls.side is not None and not scene.anim.busy)


def test_memory_game_ready_then_a_claim_window_after_each_change(app):
    scene = start(app, variants=("memory",))
    run_until(app, lambda: scene.controls.side is not None, 300)
    labels = [b.label for b in scene.controls.side.buttons]
    assert labels == ["I know my code!"] and scene.view()["my_code"]
    click(app, scene.controls.side.buttons[0].rect.center)
    run_until(app, my_turn(scene), 900)
    assert scene.view()["my_code"] is None
    side = scene.controls.side
    assert side is None or "That's my code!" not in [b.label for b in side.buttons]
    assert scene.act(0, next(a for a in scene.legal(0) if isinstance(a, Flip)))  # a change...
    run_until(app, _claim_window(scene), 600)            # ...opens the window for everyone
    assert [b.label for b in scene.controls.side.buttons] == ["That's my code!", "Not my code"]
    click(app, scene.controls.side.buttons[1].rect.center)
    assert last_action(scene) == {"kind": "pass"}


def test_two_actions_done_button(app):
    scene = start(app, variants=("two_actions",))
    run_until(app, my_turn(scene), 900)
    click(app, coin_xy(scene, 0))
    click(app, next(b for b in scene.controls.popup.buttons if b.data == "replace").rect.center)
    run_until(app, my_turn(scene), 300)
    done = next(b for b in scene.controls.side.buttons if b.label == "Done")
    click(app, done.rect.center)
    assert last_action(scene) == {"kind": "end_turn"}


def test_guessing_chain(app):
    scene = start(app, variants=("mode=coop_guess",))
    run_until(app, my_turn(scene), 900)
    start_btn = next(b for b in scene.controls.side.buttons if b.label == "I know the code!")
    click(app, start_btn.rect.center)
    run_until(app, my_turn(scene), 120)
    chars = [b for b in scene.controls.side.buttons if isinstance(b.data, GuessChar)]
    assert len(chars) == len(scene.view()["chars"])
    click(app, chars[0].rect.center)
    assert scene.view()["guess"] == [chars[0].data.char]
    pump(app, 2)
    screenshot(app, OUT / "codes_guess.png")
    stop = next(b for b in scene.controls.side.buttons if b.label == "Stop guessing")
    click(app, stop.rect.center)
    assert scene.view()["phase"] == "play"


# ---------------------------------------------------------------------------- every variant draws
@pytest.mark.parametrize("seats,variants", [
    (("human", "easy", "easy", "easy"), ("teams=2",)),
    (("human", "easy", "medium"), ("mode=coop",)),
    (("human", "random"), ("mode=coop_guess",)),
    (("human", "easy"), ("memory", "gentle_start")),
    (("human", "easy"), ("five_in_long", "code=7")),
    (("easy",) * 8, ("coins=16", "code=15", "show_both", "keep_out")),
    (("human", "human", "easy"), ("two_actions",)),
])
def test_every_variant_draws_in_both_palettes(app, seats, variants):
    from game.core.seats import seat_colour
    from game.scenes.curtain import CurtainScene
    scene = start(app, seats=seats, variants=variants)
    for cb in (False, True):
        app.settings.colour_blind = cb
        pump(app, 150)
        if scene.view(None)["phase"] != "memorize":  # every coin of the table code shows
            run_until(app, lambda: len(scene.table.coins.sprites) == scene.table.row.n, 900)
        if isinstance(app.stack.top, CurtainScene):
            continue  # the curtain hides the table (tested on its own)
        shot = app.display.canvas
        for seat in range(len(seats)):  # every seat is drawn in the palette in force
            mask = pygame.mask.from_threshold(shot, seat_colour(seat, cb), (8, 8, 8, 255))
            assert mask.count() > 20, (seat, cb)


def test_a_keyboard_seat_also_plays_with_the_mouse(app):
    scene = start(app, seats=(Seat("human", KEYBOARD), Seat("easy")))
    run_until(app, my_turn(scene), 900)
    click(app, coin_xy(scene, 0))
    assert scene.controls.selected == 0 and scene.controls.popup is not None


def test_help_pages_draw_at_any_time():
    from game.scenes.codes.help import PAGES
    assert 5 <= len(PAGES) <= 8
    surf = pygame.Surface((1920, 1080))
    rect = pygame.Rect(120, 170, 820, 660)
    for page in PAGES:
        assert page.title and page.text and page.draw is not None
        for t in (0.0, 0.3, 0.77, 1.4, 2.2, 3.1, 4.4, 9.9):
            page.draw(surf, rect, t)


def test_pause_restart_gives_a_fresh_match_with_the_same_seats(app):
    from game.scenes.codes.scene import CodesScene
    from game.scenes.pause import PauseScene
    scene = start(app, variants=("gentle_start",))
    run_until(app, my_turn(scene), 900)
    key(app, pygame.K_p)
    assert isinstance(app.stack.top, PauseScene)
    app.stack.top.restart()                      # "Start this game again?"
    yes = next(b for b in app.stack.top.menu.buttons if b.data == "yes")
    click(app, yes.rect.center)
    fresh = app.stack.top
    assert isinstance(fresh, CodesScene) and fresh is not scene
    assert fresh.match.setup.seats == scene.match.setup.seats
    assert fresh.match.setup.variants == ("gentle_start",) and fresh.version == 0


def test_memory_claim_is_announced_and_judged(app):
    scene = start(app, variants=("memory",))
    run_until(app, lambda: scene.controls.side is not None, 300)
    click(app, scene.controls.side.buttons[0].rect.center)            # I know my code!
    run_until(app, lambda: _claim_window(scene)() or my_turn(scene)(), 900)
    if not _claim_window(scene)():                                     # make a change first
        assert scene.act(0, next(a for a in scene.legal(0) if isinstance(a, Flip)))
        run_until(app, _claim_window(scene), 600)
    claim = next(b for b in scene.controls.side.buttons if b.label == "That's my code!")
    click(app, claim.rect.center)
    assert last_action(scene) == {"kind": "claim"}
    run_until(app, lambda: scene.bubble is not None and ("out" in scene.bubble.text
                                                         or "really is" in scene.bubble.text), 600)
    correct = "really is" in scene.bubble.text
    assert scene.state.over or not correct               # a right claim wins
    assert any("Red" in ln.text and ("right" in ln.text or "out" in ln.text) for ln in scene.log)


def test_a_whole_guess_is_judged(app):
    scene = start(app, variants=("mode=coop_guess",))
    run_until(app, my_turn(scene), 900)
    guess = next(b for b in scene.controls.side.buttons if b.label == "I know the code!")
    click(app, guess.rect.center)
    for _ in range(scene.table.row.n):
        run_until(app, my_turn(scene), 120)
        pick = next(b for b in scene.controls.side.buttons if isinstance(b.data, GuessChar))
        click(app, pick.rect.center)
    assert last_action(scene)["kind"] == "guess_char"
    ev = scene.match.record.steps[-1].events
    assert any(e["event"] == "guess" for e in ev)
    run_until(app, lambda: scene.bubble is not None and "guessed" in scene.bubble.text, 300)


# ---------------------------------------------------------------------------- the story
def documented_event_kinds() -> set[str]:
    """The Codes event kinds in docs/log-format.md (its event tables, not the actions)."""
    from pathlib import Path
    doc = (Path(__file__).resolve().parents[2] / "docs" / "log-format.md").read_text()
    codes = doc.split("## Codes", 1)[1].split("\n## ", 1)[0]
    events = codes.split("### Opening events", 1)[1]
    return set(re.findall(r"^\| `([a-z_]+)` \|", events, re.M))


playout_events = codes_events


PLAYOUT_VARIANTS = [(), ("mode=coop",), ("mode=coop_guess",), ("memory",), ("teams=2",),
                    ("five_in_long", "code=7"), ("two_actions", "show_both", "keep_out")]


def test_every_documented_event_kind_has_a_story_entry():
    from game.scenes.codes.story import STORY
    kinds = documented_event_kinds()
    assert {"flip", "table_draw", "coin_drawn", "reveal", "guess_char"} <= kinds  # parsed right
    assert set(STORY) == kinds  # every kind told or silent on purpose, and no stale entries


def test_events_of_random_matches_are_in_the_story_and_silent_ones_have_no_words():
    from game.rules.codes.text import describe_event
    from game.scenes.codes.story import STORY
    seen, told = set(), set()
    for seed in range(3):
        for variants in PLAYOUT_VARIANTS:
            for ev in playout_events(seed, variants, n=4 if "teams=2" in variants else 3):
                kind = ev["event"]
                assert kind in STORY, kind
                seen.add(kind)
                line = describe_event(ev, None, ["Red", "Blue", "Green", "Yellow"])
                if not STORY[kind][1]:
                    assert line is None, (kind, line)  # the headless log agrees with the screen
                elif line:
                    told.add(kind)
    # only the rare re-deals, and endings these 3-4 round playouts rarely reach (a match
    # and its win are told in test_bots_play_a_whole_match... and the rules' tests)
    assert set(STORY) - seen <= {"table_redraw", "code_redraw", "match", "win"}
    assert {k for k in seen if STORY[k][1]} - told <= {"out"}  # out: told by the claim / guess


@pytest.mark.parametrize("variants", [(), ("memory",), ("mode=coop_guess",), ("mode=coop",),
                                      ("two_actions", "show_both", "keep_out", "code=7")])
def test_every_actions_animations_settle_on_the_rules_table(app, variants):
    """Played without a single resync, the coins on screen end each action exactly
    as the rules' table shows, and every told event is in the log in the names in force."""
    from game.rules.codes.text import describe_event
    from game.scenes.codes.story import STORY
    app.settings.colour_blind = True
    scene = start(app, seats=("human", "human", "human"), variants=variants)
    r = random.Random(7)
    scene.anim.finish()
    if scene.view(None)["phase"] != "memorize":
        assert scene.table.coins.chars() == table_chars(scene)
    for _ in range(60):
        if scene.match.over:
            break
        seat = min(scene.state.to_act())
        assert scene.act(seat, r.choice(scene.state.legal_actions(seat)))
        scene.anim.finish()
        assert scene.table.coins.chars() == table_chars(scene)
        logged = [ln.text for ln in scene.log]
        for ev in scene.match.record.steps[-1].events:
            line = describe_event(ev, None, scene.names()) if STORY[ev["event"]][1] else None
            if line:
                assert line in logged and not re.search(r"\bRed\b", line)  # the palette's names


def test_the_round_counter_names_a_limit_only_when_the_players_chose_one(app, monkeypatch):
    from game.scenes.codes import table
    said: list[str] = []
    real = table.draw_text
    monkeypatch.setattr(table, "draw_text", lambda surf, s, *a, **k: said.append(s) or
                        real(surf, s, *a, **k))
    for variants, want in (((), "Round 1"), (("max_rounds=20",), "Round 1 of 20")):
        app.stack.scenes.clear()
        scene = start(app, variants=variants)
        said.clear()
        scene.draw(app.display.canvas)
        assert [x for x in said if x.startswith("Round ")] == [want]
