"""The Going Bananas table driven by synthetic mouse, keyboard and virtual-pad input."""
from __future__ import annotations


import pygame
import pytest

from game.app.seating import Seat, Seating
from game.input.intents import KEYBOARD
from game.core import registry
from game.core.seats import SYSTEM
from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.state import Setup
from game.rules.bananas import (BananasState, Climb, LockCode, PlaceToken, StayDown,
                                from_hexes)
from game.rules.bananas.state import Monkey
from game.scenes.bananas.codepanel import DONE
from tests.support.apphost import click, drag, key, make_app, pump, run_until, screenshot, shots_dir

OUT = shots_dir()  # pictures to look at: a temporary folder, or $MONKEY_ARCADE_SHOTS
FAST = 0.1   # seconds per frame for the long runs (15 draws a second of game time... fewer draws)


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def start(app, seats=("human", "random"), level=None, variants=(), seed=5, state=None):
    from game.scenes.bananas import make_scene
    from game.scenes.menu import MenuScene
    kinds = tuple(s.kind if isinstance(s, Seat) else s for s in seats)
    match = Match(Setup("bananas", kinds, seed, level, tuple(variants)))
    if state is not None:
        match.state = state
        match.opening_events = []
    seating = Seating([s if isinstance(s, Seat) else Seat(s, KEYBOARD if s == "human" else None)
                       for s in seats])  # humans share the keyboard unless a test says
    app.push(MenuScene(app))
    scene = make_scene(app, match, seating)
    app.push(scene)
    return scene


def my_turn(scene, seat=0):
    return lambda: scene.controller() == seat and not scene.anim.busy


def last_action(scene):
    return scene.match.record.steps[-1].action


def offer(scene, seat=0):
    """The choices the seat has now, and the cursor among them."""
    o = scene.controls.offer(seat)
    assert o is not None
    return o


class Lazy:
    """A bot that locks an empty code and otherwise takes the first choice."""

    def __init__(self, seat):
        self.seat = seat

    def choose(self, view, legal):
        return LockCode() if LockCode() in legal else legal[0]


def position(red, blue, dice=((3, 2), (1, 1)), extra_hexes=None):
    """A hand-made jungle: a row of hexes with tree 1 above hexes 1 and 4.

        (-2,0)=6  (-1,0)=2  (0,0)=1  (1,0)=4  (2,0)=3  (3,0)=5     tree 1 at (1,-1)
    """
    hexes = {Hex(-2, 0): 6, Hex(-1, 0): 2, Hex(0, 0): 1, Hex(1, 0): 4, Hex(2, 0): 3, Hex(3, 0): 5}
    hexes.update(extra_hexes or {})
    jungle = from_hexes(hexes, {1: Hex(1, -1)})
    setup = Setup("bananas", ("human", "random"), 1)
    return BananasState.from_position(setup, jungle, [red, blue], dice=[list(d) for d in dice])


def code_first_die_and_lock(app, scene):
    """Mouse: drag die 1 onto step 1, then press Done."""
    run_until(app, my_turn(scene), 600)
    v = scene.view(0)
    item = next(it for it in scene.table.panel.items(v, 0) if it.key == ("die", 0))
    drag(app, item.rect.center, scene.table.panel.slots[0])
    assert last_action(scene) == {"kind": "place_die", "step": 0, "die": 0}
    click(app, scene.table.panel.done_rect.center)
    assert last_action(scene) == {"kind": "lock_code"}


# ---------------------------------------------------------------------------- whole matches
def test_level1_pad_codes_a_whole_match_against_a_bot(app):
    from game.scenes.result import ResultScene
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    scene = start(app, seats=(Seat("human", pad.device), Seat("random")),
                  variants=("max_rounds=3",))
    pump(app, 2)
    shots = set()
    for _ in range(300):
        run_until(app, lambda: my_turn(scene)() or scene.match.over, 4000, dt=FAST)
        if scene.match.over:
            break
        kind = scene.pending_kind()
        n = scene.version
        if kind == "code":
            for _ in range(2):             # pick up a die, put it on the next free step
                pad.tap("a")
                pump(app)
                pad.tap("a")
                pump(app)
            code = scene.view(0)["codes"][0]
            assert [c["die"] for c in code[:2]] == [0, 1]
            if "code" not in shots:
                shots.add("code")
                screenshot(app, OUT / "bananas_pad_coding.png")
            pad.tap("dpdown")
            pump(app)
            assert scene.controls.code_focus == DONE
            pad.tap("a")
            pump(app)
            assert last_action(scene) == {"kind": "lock_code"}
        else:
            if kind not in shots:
                shots.add(kind)
                pump(app, 2)
                screenshot(app, OUT / f"bananas_pad_{kind}.png")
            pad.tap("a")                  # the default choice: one press
            pump(app)
        assert scene.version > n, kind
    assert scene.match.over
    run_until(app, lambda: isinstance(app.stack.top, ResultScene), 600, dt=FAST)
    assert any("banana" in ln for ln in app.stack.top.lines)
    kinds = {s.action["kind"] for s in scene.match.record.steps if s.seat == 0}
    assert {"place_monkey", "place_die", "lock_code"} <= kinds


def test_level7_match_with_clock_and_every_setup_step(app):
    from game.scenes.result import ResultScene
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    scene = start(app, seats=(Seat("human", pad.device), Seat("random"), Seat("random")),
                  level="7", variants=("max_rounds=2",), seed=11)
    pump(app, 2)
    seen = set()
    for _ in range(400):
        run_until(app, lambda: my_turn(scene)() or scene.match.over, 6000, dt=FAST)
        if scene.match.over:
            break
        kind = scene.pending_kind()
        seen.add(kind)
        n = scene.version
        if kind == "code":
            pump(app, 60, dt=FAST)          # think for a while: the hidden timer runs
            n = scene.version
            scene.controls.code_focus = DONE
        pad.tap("a")                      # the pad accepts the default / presses Done
        pump(app)
        assert scene.version > n, kind
    assert scene.match.over
    run_until(app, lambda: isinstance(app.stack.top, ResultScene), 600, dt=FAST)
    assert {"place", "code", "missions"} <= seen
    steps = scene.match.record.steps
    assert any(s.action["kind"] == "clock" and s.seat == SYSTEM for s in steps)
    assert any(s.action["kind"] == "order_missions" and s.seat == 0 for s in steps)
    assert scene.view(None)["level"] == 7


# ---------------------------------------------------------------------------- choices
def test_path_choice_by_mouse_and_by_pad(app):
    hexes = {Hex(0, 1): 3, Hex(-1, 1): 5}
    st = position(Hex(0, 0), Hex(3, 0), dice=((1, 1), (1, 1)), extra_hexes=hexes)
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "path", 600)
    cs = offer(scene).choices
    options = {c.hex for c in cs}
    assert options == {Hex(-1, 0), Hex(1, 0), Hex(0, 1), Hex(-1, 1)}
    pump(app, 2)
    screenshot(app, OUT / "bananas_path_choice.png")
    # the mouse picks one that is not the default
    target = next(c for i, c in enumerate(cs) if i != offer(scene).menu.focus)
    click(app, target.center)
    assert last_action(scene) == {"kind": "move_to", "q": target.hex.q, "r": target.hex.r}
    # next round: the pad moves the cursor and presses A
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "code", 900)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "path", 600)
    cs = offer(scene).choices
    before = offer(scene).menu.focus
    for d in ("right", "left", "up", "down"):
        app.dispatch(__import__("game.input.intents", fromlist=["Intent"]).Intent(d, KEYBOARD))
        if offer(scene).menu.focus != before:
            break
    chosen = cs[offer(scene).menu.focus]
    from game.input.intents import CONFIRM, Intent
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert last_action(scene) == {"kind": "move_to", "q": chosen.hex.q, "r": chosen.hex.r}


def test_climb_choice_by_mouse_then_the_banana_reaches_the_stash(app):
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)))
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    run_until(app, my_turn(scene), 600)
    v = scene.view(0)
    items = scene.table.panel.items(v, 0)
    drag(app, items[0].rect.center, scene.table.panel.slots[0])         # the 3 on step 1
    down = next(it for it in items if it.kind == "down")
    click(app, down.rect.center)                                  # tap Down ...
    click(app, scene.table.panel.slots[1])                              # ... then tap step 2
    assert last_action(scene) == {"kind": "place_token", "step": 1, "token": "down"}
    click(app, scene.table.panel.done_rect.center)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "climb", 900)
    assert scene.table.status_text(scene.view(), 0)[0].startswith("7nana! 3 + 4 = 7")
    pump(app, 2)
    screenshot(app, OUT / "bananas_climb_choice.png")
    btn = next(c for c in offer(scene).choices if c.kind == "button" and isinstance(c.action, Climb))
    assert btn.label == "Climb tree 1!"
    click(app, btn.rect.center)
    assert last_action(scene) == {"kind": "climb", "tree": 1}
    # Down has one choice left free... or two: accept the default if asked
    for _ in range(3):
        run_until(app, lambda: (my_turn(scene)() or scene.view(None)["phase"] != "run"), 900)
        if scene.pending_kind() == "down" and scene.controller() == 0:
            key(app, pygame.K_RETURN)
        else:
            break
    run_until(app, lambda: not scene.anim.busy, 900)
    assert scene.view(None)["monkeys"][0]["stash"] == 1 and scene.table.pieces.stashes[0] == 1


def test_climb_choice_by_pad_default_and_stay(app):
    from game.input.intents import CONFIRM, RIGHT, Intent
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)))
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "climb", 900)
    cs = offer(scene).choices
    assert isinstance(cs[offer(scene).menu.focus].action, Climb)      # the default is to climb
    app.dispatch(Intent(RIGHT, KEYBOARD))
    assert isinstance(cs[offer(scene).menu.focus].action, StayDown)
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert last_action(scene) == {"kind": "stay_down"}


def test_an_occupied_tree_is_explained(app):
    blue = Monkey(tree=1, carrying=1, last_tree=1)
    st = position(Hex(-2, 0), blue, dice=((3, 2), (1, 1)))
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: scene.bubble is not None and "taken" in scene.bubble.text, 900)
    assert scene.bubble.text == "Tree 1 is taken: no climb for Red."
    assert "error" in app.sounds.played
    pump(app, 2)
    screenshot(app, OUT / "bananas_denied.png")
    assert any("Tree 1 is taken" in ln.text for ln in scene.log)


def test_a_refused_step_and_a_refused_click_are_explained(app):
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)))
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    run_until(app, my_turn(scene), 600)
    scene.controls.try_code(0, PlaceToken(0, "down"))                      # Down while on the path
    click(app, scene.table.panel.done_rect.center)
    run_until(app, lambda: scene.bubble is not None and "Step 1" in scene.bubble.text, 900)
    assert scene.bubble.text == "Step 1: Your monkey is not up a tree."


def test_clicking_a_hex_that_is_not_a_choice_says_why(app):
    hexes = {Hex(0, 1): 3, Hex(-1, 1): 5}
    st = position(Hex(0, 0), Hex(3, 0), dice=((2, 1), (1, 1)), extra_hexes=hexes)
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "path", 600)
    n = scene.version
    far = scene.table.lay.ipx(Hex(2, 0))                               # two hexes away
    click(app, far)
    assert scene.version == n and scene.bubble is not None
    assert "one hex at a time" in scene.bubble.text


# ---------------------------------------------------------------------------- secrets
def test_curtain_with_two_humans(app):
    from game.scenes.curtain import CurtainScene
    scene = start(app, seats=("human", "human"), seed=3)
    for _ in range(4):                          # both monkeys go on the path (nothing secret)
        run_until(app, lambda: scene.controller() is not None or
                  isinstance(app.stack.top, CurtainScene), 900)
        if isinstance(app.stack.top, CurtainScene):
            break
        key(app, pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.stack.top, CurtainScene), 900)
    first = app.stack.top.seat
    assert scene.viewer is None and scene.view()["codes"] == [None, None]
    pump(app, 30)
    screenshot(app, OUT / "bananas_curtain.png")
    key(app, pygame.K_RETURN)
    run_until(app, lambda: app.stack.top is scene and scene.viewer == first, 300)
    assert scene.view()["codes"][first] is not None
    pump(app, 20)
    screenshot(app, OUT / "bananas_hotseat_coding.png")
    click(app, scene.table.panel.done_rect.center)
    assert scene.viewer is None                 # hidden at once
    run_until(app, lambda: isinstance(app.stack.top, CurtainScene), 600)
    assert app.stack.top.seat != first


# ---------------------------------------------------------------------------- pictures
def test_help_pages_draw_at_any_time():
    from game.scenes.bananas.help import PAGES
    assert len(PAGES) >= 10
    surf = pygame.Surface((1920, 1080))
    rect = pygame.Rect(120, 170, 820, 660)
    for page in PAGES:
        assert page.title and page.text and page.draw is not None
        for t in (0.0, 0.7, 1.9, 3.3, 5.2, 9.9):
            page.draw(surf, rect, t)


def _pixels_of(surf, colour) -> int:
    return pygame.mask.from_threshold(surf, colour, (1, 1, 1, 255)).count()


@pytest.mark.parametrize("level", ["2", "4", "6"])
def test_levels_draw_in_both_palettes(app, level):
    from game.core.seats import seat_colour
    scene = start(app, seats=("random", "random", "random", "random"), level=level, seed=4)
    shots = {}
    for cb in (False, True):
        app.settings.colour_blind = cb
        pump(app, 60, dt=FAST)
        shots[cb] = app.display.canvas.copy()
    assert scene.view(None)["level"] == int(level)
    for seat in range(4):  # every seat is drawn in the palette in force, not in the other
        assert _pixels_of(shots[False], seat_colour(seat, False)) > 50
        assert _pixels_of(shots[True], seat_colour(seat, True)) > 50
        assert _pixels_of(shots[True], seat_colour(seat, False)) < \
            _pixels_of(shots[False], seat_colour(seat, False)) // 4


def test_the_clock_ticks_as_the_table_and_is_not_logged(app):
    scene = start(app, seats=("human", "random"), level="7", seed=3)
    for _ in range(6):  # the human takes the default at every set-up step
        run_until(app, my_turn(scene), 900, dt=FAST)
        if scene.pending_kind() == "code":
            break
        key(app, pygame.K_RETURN)
    run_until(app, lambda: scene.view(None)["locked"][1] and not scene.anim.busy, 900, dt=FAST)
    assert scene.pending_kind() == "code"  # the human codes on; nothing else happens
    lines = len(scene.log)
    clocks = len([s for s in scene.match.record.steps if s.action["kind"] == "clock"])
    pump(app, 130, dt=0.05)  # 6.5 s of play: the table moves its clock on
    ticks = [s for s in scene.match.record.steps if s.action["kind"] == "clock"]
    assert len(ticks) > clocks and all(s.seat == SYSTEM for s in ticks)
    assert scene.view(None)["clock"] >= 5
    assert len(scene.log) == lines  # time passing is not news (a falling banana would be)


def test_missions_are_ordered_by_picking_trees_with_the_pad(app):
    from game.input.intents import CONFIRM, LEFT, Intent
    scene = start(app, seats=("human", "random"), level="2", seed=6)
    for _ in range(5):
        run_until(app, lambda: my_turn(scene)(), 900, dt=FAST)
        if scene.pending_kind() == "missions":
            break
        key(app, pygame.K_RETURN)
    assert scene.pending_kind() == "missions"
    mine = scene.view(0)["missions"][0]
    cs = offer(scene).choices
    assert cs[offer(scene).menu.focus].label == "Keep this order"
    pump(app, 2)
    screenshot(app, OUT / "bananas_missions.png")
    app.dispatch(Intent(LEFT, KEYBOARD))
    app.dispatch(Intent(CONFIRM, KEYBOARD))          # the last tree first...
    assert scene.controls.mission_pick == [mine[2]]
    app.dispatch(Intent(LEFT, KEYBOARD))
    app.dispatch(Intent(CONFIRM, KEYBOARD))          # ...then the middle one: the order is set
    assert last_action(scene) == {"kind": "order_missions", "trees": [mine[2], mine[1], mine[0]]}, \
        (scene.bubble, scene.controls.mission_pick)


def test_help_and_pause_open_over_the_table(app):
    from game.scenes.help import HelpScene
    from game.scenes.pause import PauseScene
    scene = start(app)
    run_until(app, my_turn(scene), 600, dt=FAST)
    key(app, pygame.K_h)
    assert isinstance(app.stack.top, HelpScene) and app.stack.top.pages[0].title == registry.spec("bananas").help_pages()[0].title
    for _ in range(3):
        key(app, pygame.K_RIGHT)
        pump(app, 10)
    screenshot(app, OUT / "bananas_help.png")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    key(app, pygame.K_p)
    assert isinstance(app.stack.top, PauseScene)
