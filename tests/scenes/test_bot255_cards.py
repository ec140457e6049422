"""The bot255 card game screen driven headless: a 3-player match (a human on a
virtual pad, two bots) played to the result screen on a short world (a row
of 8 bits), the reaction window asking a human privately whether or not they
hold Steal Turn, a Steal card with a target, the Verify pop-up and the run,
the invalid-program penalty picked face down, a hand-limit discard, Search,
Swap and Spy, and two humans on one screen with the curtain."""
from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pygame
import pytest

from game.app.seating import Seat, Seating
from game.core.match import Match
from game.core.state import Setup
from game.input.intents import KEYBOARD, MOUSE
from game.rules.bot255.actions import (
    Blind,
    Draw,
    Give,
    React,
    Run,
    program_text,
)
from game.rules.bot255.deck import card
from game.rules.bot255.program import move
from game.scenes.bot255 import make_scene
from game.scenes.bot255.cards import CardScene
from tests.support.apphost import (
    click,
    make_app,
    pump,
    run_until,
    screenshot,
    shots_dir,
)

OUT = shots_dir()          # pictures to look at: a temporary folder, or $MONKEY_ARCADE_SHOTS
ROW = "10x1:Eoooooooo."    # eight bits in a row: four moveForward lines take four
FAST = 0.05                # seconds a frame while waiting for bots and animations
NO_STEAL = ["memory1-3", "swap-3", "spy-3", "memory2-3", "search-3", "steal_look-3"]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 3.0
    return a


# ---------------------------------------------------------------------------- positions
class Script:
    """A bot that plays what the test says: `plan[step]` is an action, or a
    function of (view, legal) giving one; anything else is a quiet default
    (no Steal Turn, draw from the deck, the first choice)."""

    def __init__(self, seat: int, **plan: Any):
        self.seat = seat
        self.plan = dict(plan)

    def choose(self, view: dict[str, Any], legal: list[Any]) -> Any:
        step = view["step"]
        want = self.plan.pop(step, None)
        if callable(want):
            want = want(view, legal)
        if want is not None:
            return want
        if step == "react":
            return React(False)
        if step in ("start", "act", "spy_draw"):
            return Draw("deck") if Draw("deck") in legal else next(
                a for a in legal if isinstance(a, Draw))
        if step == "give":
            return Give(())
        return legal[0]


def seat_of(s: Any) -> Seat:
    return s if isinstance(s, Seat) else Seat(s, MOUSE if s == "human" else None)


def put(state: Any, seat: int, cards: list[str]) -> None:
    """Give `seat` exactly these cards (from wherever they are); its old hand goes
    under the deck."""
    c = state.cards
    for cid in cards:
        for zone in [c.deck, c.discard, *c.hands]:
            if cid in zone:
                zone.remove(cid)
    old = [x for x in c.hands[seat]]
    c.hands[seat] = list(cards)
    c.deck[:0] = old
    c.check()


def start(app, seats=("human", "easy", "easy"), seed=3, turn: int | None = 0,
          hands: dict[int, list[str]] | None = None, rounds=1, world=ROW,
          scripts: dict[int, Script] | None = None, discard_top: str | None = None,
          calm: bool = False, variants: tuple[str, ...] = ()) -> CardScene:
    from game.scenes.menu import MenuScene
    seating = Seating([seat_of(s) for s in seats])
    match = Match(Setup("bot255", tuple(s.kind for s in seating.seats), seed, None,
                        (f"world={world}", f"rounds={rounds}", *variants)))
    st = match.state
    if turn is not None:        # a position for the test (the record no longer replays)
        st.turn, st.step = turn, "start"
    for seat, cards in (hands or {}).items():
        put(st, seat, cards)
    if calm:          # no bot holds Steal Turn (the deck holds them, at the bottom)
        for seat in range(len(seats)):
            if seat in (hands or {}):
                continue
            hand = st.cards.hands[seat]
            for k, cid in enumerate(hand):
                if card(cid).kind == "steal_turn":
                    other = next(c for c in reversed(st.cards.deck)
                                 if card(c).kind != "steal_turn")
                    st.cards.deck.remove(other)
                    st.cards.deck.insert(0, cid)
                    hand[k] = other
        st.cards.check()
    if discard_top is not None:
        for zone in [st.cards.deck, *st.cards.hands]:
            if discard_top in zone:
                zone.remove(discard_top)
        if discard_top not in st.cards.discard:
            st.cards.discard.append(discard_top)
        st.cards.check()
    app.push(MenuScene(app))
    scene = make_scene(app, match, seating)
    assert isinstance(scene, CardScene)
    for seat, bot in (scripts or {}).items():
        scene.bots[seat] = bot
    app.push(scene)
    pump(app, 2)
    return scene


def wait(app, pred: Callable[[], bool], frames: int = 1500) -> None:
    run_until(app, pred, frames, dt=FAST)


def my_turn(scene: CardScene, seat: int = 0, step: str | None = None) -> Callable[[], bool]:
    def ok() -> bool:
        if scene.controller() != seat or scene.anim.busy:
            return False
        return step is None or scene.view(seat)["step"] == step
    return ok


def button(scene: CardScene, data: Any):
    for b in scene.controls.menu.buttons:
        if b.data == data:
            return b
    raise AssertionError(f"no button {data!r}: {[b.data for b in scene.controls.menu.buttons]}")


def press(app, scene: CardScene, data: Any) -> None:
    scene.controls.build()
    click(app, button(scene, data).rect.center)
    pump(app)


def popup_press(app, scene: CardScene, label_start: str) -> None:
    menu = scene.controls.popup
    assert menu is not None, "no card menu is open"
    for b in menu.buttons:
        if b.label.startswith(label_start):
            click(app, b.rect.center)
            pump(app)
            return
    raise AssertionError(f"no {label_start!r} in {[b.label for b in menu.buttons]}")


def editor_press(app, scene: CardScene, data: Any) -> None:
    ed = scene.controls.editor
    assert ed is not None
    b = ed.button(data)
    assert b is not None, data
    click(app, b.rect.center)
    pump(app)


def actions(scene: CardScene, kind: str) -> list[dict[str, Any]]:
    return [st.action for st in scene.match.record.steps if st.action["kind"] == kind]


def events(scene: CardScene, kind: str) -> list[dict[str, Any]]:
    return [e for st in scene.match.record.steps for e in st.events if e.get("event") == kind]


def shot(app, name: str) -> None:
    pump(app, 2)
    screenshot(app, OUT / f"bot255_cards_{name}.png")


# ---------------------------------------------------------------------------- a whole match
def key(app, k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pump(app)
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))
    pump(app)


ARROWS = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT,
          "right": pygame.K_RIGHT}


def walk_to(app, tap: Callable[[str], None], focus: Callable[[], Any],
            goal_rect: Callable[[], pygame.Rect], data: Any) -> None:
    """Walk the focus onto the button with `data` with a d-pad or the arrows, the way a
    child would (`tap` presses one direction)."""
    for _ in range(60):
        b = focus()
        if b is not None and b.data == data:
            return
        g = goal_rect()
        dx, dy = g.centerx - b.rect.centerx, g.centery - b.rect.centery
        if abs(dy) > 40:
            tap("down" if dy > 0 else "up")
        else:
            tap("right" if dx > 0 else "left")
        pump(app)
    raise AssertionError(f"the focus never reached {data}: it is on {focus().data}")


def pad_to(app, pad, focus: Callable[[], Any], goal_rect: Callable[[], pygame.Rect],
           data: Any) -> None:
    walk_to(app, lambda d: pad.tap("dp" + d), focus, goal_rect, data)


def pad_press_menu(app, pad, scene: CardScene, data: Any) -> None:
    c = scene.controls
    pad_to(app, pad, c.menu.focused, lambda: button(scene, data).rect, data)
    pad.tap("a")
    pump(app)


def pad_press_editor(app, pad, scene: CardScene, data: Any) -> None:
    ed = scene.controls.editor
    assert ed is not None
    pad_to(app, pad, ed.menu.focused, lambda: ed.button(data).rect, data)
    pad.tap("a")
    pump(app)


def pad_decides(app, pad, scene: CardScene) -> None:
    """Seat 0's next decision, made with the pad."""
    v = scene.view(0)
    step = v["step"]
    c = scene.controls
    if step == "start":
        pad_press_menu(app, pad, scene, ("act", "run"))
        assert c.editing
        ed = c.editor
        assert ed is not None
        while ed.lines:
            ed.delete()
        for _ in range(4):
            pad_press_editor(app, pad, scene, ("cmd", "move"))
        assert ed.program()[0] == [move()] * 4
        pad_press_editor(app, pad, scene, "ed_run")
    elif step == "react":
        pad.tap("a")                       # the focus starts on "No, let them run"
        pump(app)
    elif step in ("act",):
        pad_press_menu(app, pad, scene, ("act", "deck"))
    elif step == "spy_draw":
        pad_press_menu(app, pad, scene, ("spy", "deck"))
    elif step == "give":
        pad_press_menu(app, pad, scene, ("give", "ok"))
    elif step in ("penalty", "pick"):
        pad.tap("a")                       # the focus starts on the first card
        pump(app)
    elif step == "discard":
        pad_press_menu(app, pad, scene, ("card", v["cards"]["hand"][0]))
        assert c.popup is not None
        pad.tap("a")                       # "Throw it away" has the focus
        pump(app)


def test_a_pad_plays_a_3_player_match_to_the_result_screen(app):
    from game.scenes.result import ResultScene
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    seats = (Seat("human", pad.device), Seat("easy"), Seat("easy"))
    scene = start(app, seats, seed=5, turn=0, calm=True,
                  hands={0: ["memory1-1", "swap-1", "spy-1", "memory2-1", "search-1",
                             "steal_look-1"]})
    pump(app, 2)                                   # the app finds the pad
    wait(app, my_turn(scene, 0, "start"))
    shot(app, "pad_turn")
    assert scene.controls.show_focus()             # a pad: the focus ring shows
    for _ in range(60):
        if isinstance(app.stack.top, ResultScene):
            break
        if scene.match.over:
            # the result screen waits to be asked: the focus is on See the results
            wait(app, lambda: scene.waits_for_results(), 2000)
            scene.controls.build()
            assert scene.controls.menu.focused().data == "results"
            pad.tap("a")
            wait(app, lambda: isinstance(app.stack.top, ResultScene), 2000)
            break
        wait(app, lambda: my_turn(scene, 0)() or scene.match.over, 3000)
        if scene.match.over:
            continue
        before = scene.version
        pad_decides(app, pad, scene)
        assert scene.version > before, f"the pad did nothing in {scene.view(0)['step']}"
    assert isinstance(app.stack.top, ResultScene)
    assert actions(scene, "run")[0]["program"] == program_text([move()] * 4)
    assert events(scene, "ran")[0]["bits"] == 4 and events(scene, "ran")[0]["points"] == 15
    assert scene.match.over and events(scene, "round_over")
    pump(app, 10)
    shot(app, "result")
    assert scene.result_lines()[0].startswith("Round 1:")
    assert scene.draw_failures == 0


# ---------------------------------------------------------------------------- one thing at a time
def test_the_verify_pop_up_shows_lines_and_cards_then_the_run_counts_up(app):
    scene = start(app, turn=0, hands={0: ["memory1-1", "swap-1", "code-repeat-1", "spy-1",
                                          "search-1", "steal_look-1"]},
                  scripts={1: Script(1), 2: Script(2)})
    wait(app, my_turn(scene, 0, "start"))
    shot(app, "turn")
    press(app, scene, ("act", "run"))
    assert scene.controls.editing
    ed = scene.controls.editor
    assert ed is not None and ed.memory == 5
    assert {b.data for b in ed.palette} >= {("cmd", "move"), ("cmd", "repeat")}
    assert ("cmd", "while") not in {b.data for b in ed.palette}   # only the hand's library
    for _ in range(5):
        editor_press(app, scene, ("cmd", "move"))
    shot(app, "editor")
    editor_press(app, scene, "ed_try")               # a try-out: nothing counts
    pump(app, 40)
    assert scene.version == 0 and scene.controls.preview is not None
    shot(app, "editor_try")
    editor_press(app, scene, "ed_run")
    assert scene.version == 1                        # announced
    assert not scene.controls.editing
    wait(app, lambda: scene.story.shows.verdict is not None, 600)
    v = scene.story.shows.verdict
    assert v["lines"] == 5 and v["memory"] == 5 and v["valid"]
    assert v["cards"] == ["memory1-1"]               # the cards used, never the program
    assert "program" not in v
    shot(app, "verify")
    wait(app, lambda: scene.story.run is not None and scene.story.run.pb.index >= 2, 600)
    shown = scene.table.seat_shown(0)
    assert 0 < shown[3] < 31                         # the points count up as the bot walks
    shot(app, "running")
    wait(app, lambda: scene.story.run is not None and scene.story.run.pb.done, 600)
    assert scene.table.seat_shown(0)[3] == 31        # 1 + 2 + 4 + 8 + 16
    wait(app, lambda: scene.story.shows.banner is not None, 300)
    assert scene.story.shows.banner.title == "Red's bot took 5 bits: +31 points!"
    shot(app, "run_done")
    wait(app, my_turn(scene, 0, "act"))
    assert scene.view(0)["players_state"][0]["points"] == 31
    assert any("collects 5 bits" in ln.text for ln in scene.log)
    shot(app, "after_run")
    press(app, scene, ("act", "discard"))            # step 2: the face-up card
    assert actions(scene, "draw")[-1] == {"kind": "draw", "pile": "discard"}


def test_a_program_the_verify_would_refuse_asks_first(app):
    scene = start(app, turn=0, hands={0: ["swap-1", "spy-1", "search-1", "steal_look-1",
                                          "steal_turn-1", "steal_turn-2"]},
                  scripts={1: Script(1), 2: Script(2)})
    wait(app, my_turn(scene, 0, "start"))
    press(app, scene, ("act", "run"))
    for _ in range(5):
        editor_press(app, scene, ("cmd", "move"))    # 5 lines, 4 of memory
    editor_press(app, scene, "ed_run")
    assert scene.version == 0 and scene.controls.popup is not None
    assert scene.controls.popup_title == "This program is not valid!"
    shot(app, "not_valid_question")
    popup_press(app, scene, "Fix it")
    assert scene.controls.editing and scene.version == 0
    editor_press(app, scene, "ed_run")
    popup_press(app, scene, "Run it anyway")
    assert actions(scene, "run")
    wait(app, lambda: scene.story.shows.verdict is not None, 600)
    assert not scene.story.shows.verdict["valid"]
    shot(app, "verify_not_valid")
    wait(app, lambda: len(events(scene, "penalty")) == 2 and not scene.anim.busy, 1500)
    assert scene.view(0)["cards"]["hand_counts"][0] == 4      # each bot took one


def test_the_reaction_window_asks_a_human_privately_with_steal_turn(app):
    """A lone human without the card is not asked (test_bot255_table_flow.py)."""
    run4 = Run(program_text([move()] * 4))
    # Red holds one and steals the turn
    scene2 = start(app, turn=1, hands={0: ["memory1-1", "swap-1", "spy-1", "steal_turn-1",
                                           "search-1", "steal_look-1"]},
                   scripts={1: Script(1, start=run4), 2: Script(2)})
    wait(app, my_turn(scene2, 0, "react"))
    assert button(scene2, ("react", True)).enabled
    assert scene2.controls.panel.card == "steal_turn-1" and not scene2.controls.panel.faded
    shot(app, "react_with")
    press(app, scene2, ("react", True))
    wait(app, lambda: scene2.story.shows.banner is not None, 300)
    assert scene2.story.shows.banner.title == "Red plays Steal Turn!"
    shot(app, "turn_stolen")
    wait(app, my_turn(scene2, 0, "start"))
    assert events(scene2, "turn_stolen")[0]["victim"] == 1
    assert not events(scene2, "ran")                 # Blue never ran


def test_a_steal_card_asks_whom_to_rob_and_shows_their_cards(app):
    scene = start(app, turn=0, hands={0: ["memory1-1", "swap-1", "spy-1", "steal_blind-1",
                                          "search-1", "steal_look-1"],
                                      1: ["code-while-1", "memory3-1", "upgrade-1"]},
                  scripts={1: Script(1), 2: Script(2)})
    wait(app, my_turn(scene, 0, "start"))
    assert scene.controls.card_marks()["steal_look-1"] == "play"
    press(app, scene, ("card", "steal_look-1"))
    labels = [b.label for b in scene.controls.popup.buttons]
    green = len(scene.state.cards.hands[2])
    assert labels == ["Steal from Blue (3 cards)", f"Steal from Green ({green} cards)", "Back"]
    shot(app, "steal_menu")
    popup_press(app, scene, "Steal from Blue")
    assert actions(scene, "play")[-1] == {"kind": "play", "card": "steal_look-1", "target": 1,
                                          "pile": ""}
    wait(app, my_turn(scene, 0, "pick"))
    assert {b.data for b in scene.controls.menu.buttons} == {
        ("pick", "code-while-1"), ("pick", "memory3-1"), ("pick", "upgrade-1")}
    shot(app, "steal_pick")
    press(app, scene, ("pick", "upgrade-1"))
    assert "upgrade-1" in scene.view(0)["cards"]["hand"]
    assert "upgrade-1" not in scene.state.cards.hands[1]
    # the other Steal: one card from everyone, keep one
    wait(app, my_turn(scene, 0, "start"))
    press(app, scene, ("card", "steal_blind-1"))
    popup_press(app, scene, "Take one from everyone")
    wait(app, my_turn(scene, 0, "pick"))
    labels = scene.controls.panel.labels
    assert sorted(labels.values()) == ["from Blue", "from Green"]
    assert scene.controls.panel.title == "Keep one card"
    shot(app, "steal_blind_pick")
    keep = next(k for k, v in labels.items() if v == "from Green")
    press(app, scene, keep)
    assert keep[1] in scene.state.cards.hands[0]


def test_a_bot_s_invalid_program_is_paid_for_with_face_down_picks(app):
    bad = Run(program_text([move()] * 9))            # 9 lines: no hand holds that memory
    scene = start(app, turn=1, hands={1: ["swap-1", "spy-1", "search-1", "steal_look-1",
                                          "memory1-1", "steal_turn-1"], 0: NO_STEAL},
                  scripts={1: Script(1, start=bad), 2: Script(2, penalty=Blind(0))})
    wait(app, lambda: scene.story.shows.verdict is not None, 600)
    assert scene.story.shows.verdict["valid"] is False
    wait(app, my_turn(scene, 0, "penalty"))
    c = scene.controls
    assert c.panel is not None and c.panel.title == "Blue's program was not valid!"
    backs = [b for b in c.menu.buttons if b.data[0] == "blind"]
    assert len(backs) == 5          # face down: only how many (Green took one first)
    shot(app, "penalty")
    press(app, scene, ("blind", 3))
    assert scene.match.record.steps[-1].action == {"kind": "blind", "index": 3}
    wait(app, lambda: len(events(scene, "penalty")) == 2 and not scene.anim.busy, 1500)
    assert [e["seat"] for e in events(scene, "penalty")] == [2, 0]     # clockwise
    assert scene.state.cards.discard[0] == events(scene, "penalty")[-1]["card"]  # bottom
    assert len(scene.state.cards.hands[1]) == 4


def test_more_than_six_cards_asks_for_one_to_throw_away(app):
    scene = start(app, turn=0, hands={0: ["memory1-1", "swap-1", "spy-1", "memory2-1",
                                          "search-1", "steal_look-1"]},
                  scripts={1: Script(1), 2: Script(2)})
    wait(app, my_turn(scene, 0, "start"))
    press(app, scene, ("act", "deck"))
    wait(app, my_turn(scene, 0, "discard"))
    assert len(scene.view(0)["cards"]["hand"]) == 7
    assert set(scene.controls.card_marks().values()) == {"discard"}
    shot(app, "discard")
    press(app, scene, ("card", "spy-1"))
    shot(app, "discard_menu")
    popup_press(app, scene, "Throw it away")
    assert actions(scene, "discard")[-1] == {"kind": "discard", "card": "spy-1"}
    wait(app, lambda: not scene.anim.busy)
    assert len(scene.view(0)["cards"]["hand"]) == 6
    assert scene.view(0)["cards"]["discard"][-1] == "spy-1"


def test_search_swap_and_spy_each_bring_their_choices(app):
    scene = start(app, turn=0, hands={0: ["memory1-1", "swap-1", "spy-1", "memory2-1",
                                          "search-1", "steal_look-1"]},
                  scripts={1: Script(1), 2: Script(2)})
    # Search the deck: the cards that look the same are shown once, with how many
    wait(app, my_turn(scene, 0, "start"))
    press(app, scene, ("card", "search-1"))
    popup_press(app, scene, "Search the deck")
    wait(app, my_turn(scene, 0, "pick"))
    picks = [b.data[1] for b in scene.controls.menu.buttons if b.data[0] == "pick"]
    faces = {(card(c).kind, card(c).teaches, card(c).lines) for c in picks}
    assert len(faces) == len(picks) <= 14
    assert any(v.startswith("x") for v in scene.controls.panel.labels.values())
    shot(app, "search")
    want = next(c for c in picks if card(c).kind == "upgrade")
    press(app, scene, ("pick", want))
    assert want in scene.state.cards.hands[0]
    # Swap with the deck: give two cards, get three
    wait(app, my_turn(scene, 0, "start"))
    press(app, scene, ("card", "swap-1"))
    popup_press(app, scene, "Swap with the deck")
    wait(app, my_turn(scene, 0, "give"))
    press(app, scene, ("card", "memory1-1"))
    press(app, scene, ("card", "memory2-1"))
    assert scene.controls.giving == ["memory1-1", "memory2-1"]
    assert button(scene, ("give", "ok")).label == "Swap 2 cards"
    shot(app, "swap")
    press(app, scene, ("give", "ok"))
    assert actions(scene, "give")[-1]["cards"] == ["memory1-1", "memory2-1"]
    # Spy: everyone's cards, then a draw
    wait(app, lambda: my_turn(scene, 0)() and scene.view(0)["step"] in ("start", "discard"))
    if scene.view(0)["step"] == "discard":
        press(app, scene, ("card", scene.view(0)["cards"]["hand"][0]))
        popup_press(app, scene, "Throw it away")
        wait(app, my_turn(scene, 0, "start"))
    press(app, scene, ("card", "spy-1"))
    popup_press(app, scene, "Spy on everyone")
    wait(app, my_turn(scene, 0, "spy_draw"))
    rows = scene.controls.panel.rows
    assert [r[0] for r in rows] == [1, 2]
    assert rows[0][1] == scene.state.cards.hands[1]
    shot(app, "spy")
    press(app, scene, ("spy", "deck"))
    assert actions(scene, "draw")[-1] == {"kind": "draw", "pile": "deck"}


def test_a_round_ends_with_its_results(app):
    run8 = Run(program_text([move()] * 8))
    scene = start(app, turn=1, hands={1: ["memory2-1", "memory2-2", "swap-1", "spy-1",
                                          "search-1", "steal_look-1"], 0: NO_STEAL},
                  scripts={1: Script(1, start=run8), 2: Script(2)})
    wait(app, lambda: scene.story.shows.round_over is not None, 2000)
    ro = scene.story.shows.round_over
    assert ro["winner"] == 1 and ro["points"][1] == 255
    shot(app, "round_over")


def test_continue_retells_the_log_as_it_was_told_live(app):
    from game.core.record import parse
    scene = start(app, turn=None, seed=11, scripts={1: Script(1), 2: Script(2)})
    wait(app, my_turn(scene, 0, "start"), 3000)
    press(app, scene, ("act", "run"))
    for _ in range(3):
        editor_press(app, scene, ("cmd", "move"))
    editor_press(app, scene, "ed_run")
    wait(app, my_turn(scene, 0, "act"))
    press(app, scene, ("act", "deck"))
    wait(app, lambda: my_turn(scene, 0)() and scene.view(0)["step"] in ("start", "discard"))
    told = [(ln.text, ln.to, ln.seat) for ln in scene.log]
    assert any("collects 3 bits for 7 points" in t for t, _, _ in told)
    again = Match.replay(parse(scene.match.record.text()))
    resumed = make_scene(app, again, Seating([Seat("human", MOUSE), Seat("easy"), Seat("easy")]))
    assert [(ln.text, ln.to, ln.seat) for ln in resumed.log][:len(told)] == told


# ---------------------------------------------------------------------------- two humans
def test_two_humans_share_the_screen_with_the_curtain(app):
    from game.scenes.curtain import CurtainScene
    seats = (Seat("human", KEYBOARD), Seat("human", MOUSE), Seat("easy"))
    scene = start(app, seats, turn=0, scripts={2: Script(2)},
                  hands={0: ["memory1-1", "swap-1", "spy-1", "memory2-1", "search-1",
                             "steal_look-1"],
                         1: ["memory1-2", "swap-2", "spy-2", "memory2-2", "search-2",
                             "steal_turn-1"]})
    wait(app, lambda: isinstance(app.stack.top, CurtainScene), 300)
    assert scene.curtain_for == 0 and scene.viewer is None
    assert scene.controls.hand() == []               # no hand shows before the reveal
    curtain = app.stack.top
    pump(app, 40)
    shot(app, "curtain")
    click(app, (960, 540))                           # the mouse is Blue's: it may not reveal
    pump(app, 5)
    assert app.stack.top is curtain
    key(app, pygame.K_RETURN)                        # the keyboard is Red's: it reveals
    pump(app, 30)
    assert scene.viewer == 0 and not isinstance(app.stack.top, CurtainScene)
    assert scene.controls.hand()[0] == "memory1-1"
    shot(app, "red_revealed")
    press(app, scene, ("act", "deck"))               # Blue's mouse can't play for Red
    assert scene.version == 0 and scene.bubble.text == "It's Red's turn."
    # Red announces a run with the keyboard; Blue is asked behind the curtain
    c = scene.controls
    c.build()
    assert c.menu.focused().data == ("act", "run")   # the keyboard starts on Run a program
    key(app, pygame.K_RETURN)
    assert c.editing
    ed = c.editor
    assert ed.menu.focused().data == ("cmd", "move")
    key(app, pygame.K_RETURN)                        # moveForward, twice
    key(app, pygame.K_RETURN)
    assert ed.lines == [(0, move()), (0, move())]
    shot(app, "red_editor_keys")
    walk_to(app, lambda d: key(app, ARROWS[d]), ed.menu.focused,
            lambda: ed.button("ed_run").rect, "ed_run")
    key(app, pygame.K_RETURN)
    assert actions(scene, "run") and not c.editing
    assert scene.match.record.steps[-1].to == [0]    # the program is Red's secret
    wait(app, lambda: isinstance(app.stack.top, CurtainScene), 600)
    assert scene.curtain_for == 1 and scene.viewer is None
    assert "secret question" in app.stack.top.message
    pump(app, 30)
    click(app, (960, 540))                           # Blue's mouse reveals
    pump(app, 40)
    assert scene.viewer == 1
    assert scene.controls.mode() == "react"
    assert button(scene, ("react", True)).enabled    # Blue holds Steal Turn: only Blue sees
    shot(app, "blue_react")
    press(app, scene, ("react", False))
    assert scene.viewer is None                      # Blue's secret goes at once
    wait(app, lambda: bool(events(scene, "ran")) and not scene.anim.busy, 1500)
    ran = events(scene, "ran")[0]
    assert ran["seat"] == 0 and ran["bits"] == 2
    saved = json.dumps([st.action for st in scene.match.record.steps])
    assert "steal" in saved


@pytest.mark.parametrize("players", [2, 6])
def test_two_to_six_players_fit_the_table(app, players):
    seats = ("human",) + ("easy",) * (players - 1)
    scripts = {i: Script(i) for i in range(1, players)}
    scene = start(app, seats, turn=0, world="random", scripts=scripts)
    wait(app, my_turn(scene, 0, "start"))
    shot(app, f"{players}_players")
    rects = [b.rect for b in scene.controls.menu.buttons]
    assert all(pygame.Rect(0, 0, 1920, 1080).contains(r) for r in rects)
    press(app, scene, ("act", "deck"))
    wait(app, lambda: my_turn(scene, 0)() and scene.view(0)["step"] in ("start", "discard"))
    assert scene.draw_failures == 0


def test_a_time_limit_counts_down_on_screen_while_the_table_s_clock_moves_on(app):
    """The app gathers play time for the table's clock, which moves on by 10 s
    at least: the limit runs out in play, not only in headless matches."""
    from game.core.seats import SYSTEM
    scene = start(app, seats=("human", "easy"), variants=("minutes=10",))
    st = scene.state

    def play_for(seconds: float) -> None:      # Red thinks: the scene's time goes by
        for _ in range(int(seconds)):
            scene.update(1.0)
    play_for(20)                                # the table's clock moves on by 10 s steps
    assert st.clock in (10, 20) and time_left(scene) in (579, 580)
    play_for(15)
    clocks = [s for s in scene.match.record.steps if s.seat == SYSTEM]
    assert clocks and st.clock >= 30 and time_left(scene) in (564, 565)
    play_for(600)                               # past ten minutes, still Red's turn
    assert st.time_up and not st.over           # the match ends with this turn
    assert "Time is up" in header_words(scene)
    pump(app, 2)
    screenshot(app, OUT / "bot255_cards_time_up.png")


def test_a_turn_limit_counts_down_and_passes_the_turn_on(app):
    from game.core.seats import SYSTEM
    scene = start(app, seats=("human", "easy"), variants=("turn_limit=60",))
    st = scene.state
    for _ in range(30):
        scene.update(1.0)
    assert "This turn: 0:3" in header_words(scene)          # 30 s of 60 gone
    for _ in range(35):
        scene.update(1.0)
        if st.turn != 0:
            break
    assert st.turn == 1                                     # Red's time ran out
    assert any(s.seat == SYSTEM for s in scene.match.record.steps)
    assert any(ev["event"] == "turn_time_up" for s in scene.match.record.steps for ev in s.events)


def time_left(scene: CardScene) -> int:
    import re
    m = re.search(r"Time left (\d+):(\d\d)", header_words(scene))
    assert m, header_words(scene)
    return int(m[1]) * 60 + int(m[2])


def header_words(scene: CardScene) -> str:
    """The header's first line as drawn (captured from draw_text)."""
    import game.scenes.bot255.card_table as table
    said: list[str] = []
    real = table.draw_text

    def spy(surf, words, *a, **k):
        said.append(str(words))
        return real(surf, words, *a, **k)
    table.draw_text = spy
    try:
        scene.table.draw_header(pygame.Surface((1920, 1080)), scene.view(0))
    finally:
        table.draw_text = real
    return " | ".join(w for w in said if w.startswith("Round"))
